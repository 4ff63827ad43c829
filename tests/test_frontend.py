"""The MLIR front end on shapes real files have and on hostile ones: diagnostics as a
terminal shows them, and time and memory linear in the input."""
import os
import subprocess
import sys
import tracemalloc

import pytest

from ptoisa.cli import main
from ptoisa.frontend.mlir import read, walk
from ptoisa.frontend.report import format_findings, use_colour
from ptoisa.verify.verifier import verify_text

VABS = "%{r} = pto.vabs %{v}, %m : !pto.vreg<{t}>, !pto.mask<b32> -> !pto.vreg<{t}>\n"


def ops_of(text):
    return [e[1] for e in walk(read(text)) if e[0] == "op"]


def test_statement_structure():
    text = ('%p:2 = "pto.pair"(%a) {k = 1} : (i32) -> (f32, f32) loc(#loc)\n'
            "%r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (f32) {\n"
            "  scf.yield %acc : f32\n"
            "} {tag}\n"
            "func.func @f(%x: !pto.vreg<64xf32>,\n    %y: i32) -> ()\n    attributes {pto.kernel} {\n  return\n}\n")
    pair, loop, yield_, func, ret = ops_of(text)
    assert pair.shape.generic and pair.shape.results == ((0, 2),) and pair.shape.result_types == ("f32", "f32")
    assert pair.shape.attrs == "{k = 1}"
    assert loop.shape.op == "scf.for" and [loop.names[pair.shape.value(i) if False else loop.shape.value(i)]
                                           for i, _ in loop.shape.region_defs] == ["i", "acc"]
    assert [loop.names[loop.shape.value(i)] for i in loop.shape.uses] == ["lb", "ub", "s", "init"]
    assert loop.shape.result_types == ("f32",) and loop.shape.attrs == "{tag}"
    assert func.shape.symbol == "@f" and [t for _, t in func.shape.region_defs] == ["!pto.vreg<64xf32>", "i32"]
    assert func.shape.attrs == "{pto.kernel}" and yield_.shape.op == "scf.yield" and ret.shape.op == "return"


def test_notes_point_at_the_second_place():
    text = (VABS.format(r="a", v="v", t="64xf32")
            + VABS.format(r="b", v="a", t="128xf16").replace("b32", "b16")
            + VABS.format(r="a", v="v", t="64xf32"))
    findings = verify_text(text, "a5", fragment=True)
    conflict = next(f for f in findings if f.rule == "ssa-type-conflict")
    assert conflict.notes == ((1, 1, "%a was defined here"),)
    redefined = next(f for f in findings if f.rule == "ssa-redefined")
    assert redefined.line == 3 and redefined.notes == ((1, 1, "%a was first defined here"),)
    shown = format_findings(findings, text, "k.pto")
    assert "k.pto:1:1: note: %a was defined here" in shown


def test_a_long_line_is_shown_as_a_window_and_control_characters_are_escaped():
    text = "x" * 50_000 + " %a = pto.vabs %v \x1b[31m\n"
    findings = verify_text(text, "a5", fragment=True)
    shown = format_findings(findings, text, "k.pto")
    assert findings and "\x1b" not in shown
    assert max(len(line) for line in shown.splitlines()) < 200


def test_max_errors_counts_the_rest():
    text = "".join(VABS.format(r=f"r{i}", v="v", t="64xq32") for i in range(25))
    findings = verify_text(text, "a5", fragment=True)
    assert len(findings) == 25
    shown = format_findings(findings, text, "k.pto", max_errors=20)
    assert shown.count(": error:") == 20 and "5 more error(s) not shown" in shown
    assert format_findings(findings, text, "k.pto", max_errors=None).count(": error:") == 25


def test_colour_only_on_a_terminal_and_never_with_no_color(monkeypatch):
    class Tty:
        def isatty(self):
            return True
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert use_colour(Tty()) and not use_colour(sys.stderr if not sys.stderr.isatty() else object())
    monkeypatch.setenv("NO_COLOR", "1")
    assert not use_colour(Tty())


def test_cli_writes_diagnostics_to_stderr_and_survives_an_ascii_terminal(tmp_path):
    path = tmp_path / "k.pto"
    path.write_text(VABS.format(r="a", v="v", t="64xq32") + "%b = pto.vabs %v, %m : !pto.vreg<64xé>\n",
                    encoding="utf-8")
    env = dict(os.environ, PYTHONIOENCODING="ascii")
    out = subprocess.run([sys.executable, "-m", "ptoisa", "verify", str(path), "--fragment"],
                         capture_output=True, env=env)
    assert out.returncode == 1 and out.stdout == b""
    assert b"Traceback" not in out.stderr and b"k.pto:1:" in out.stderr


# ------------------------------------------------------------------ hostile shapes
def _run_bounded(code: str) -> str:
    """Run `code` in a fresh interpreter; a quadratic front end would take minutes, not seconds."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=20)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_a_line_of_braces_is_linear():
    code = ("from ptoisa.verify.verifier import verify_text; from ptoisa.frontend.report import format_findings\n"
            "t = '{' * 100000 + '\\n' + '}' * 100000 + '\\n'\n"
            "f = verify_text(t, 'a5')\n"
            "s = format_findings(f, t, 'k.pto')\n"
            "print(len(f), len(s))")
    count, size = map(int, _run_bounded(code).split())
    assert count <= 3 and size < 2000


def test_deep_nesting_is_linear():
    depth = 32_000  # 16,000 took 10.7 s when nesting was quadratic: this would take 40 s
    code = ("from ptoisa.verify.verifier import verify_text; from ptoisa.cost.estimate import estimate_text\n"
            f"d = {depth}\n"
            "t = ''.join('  ' * 0 + 'scf.for %%i%d = %%c0 to %%c2 step %%c1 {\\n' % k for k in range(d)) + '}\\n' * d\n"
            "t = '%c0 = arith.constant 0 : index\\n%c1 = arith.constant 1 : index\\n%c2 = arith.constant 2 : index\\n' + t\n"
            "f = verify_text(t, 'a5')\n"
            "e = estimate_text(t, 'a2a3')\n"
            "print(len(f), e.total, len(e.errors))")
    findings, total, errors = map(int, _run_bounded(code).split())
    assert findings == 0 and errors == 0


def test_a_statement_of_many_lines_and_values_is_linear():
    n = 60_000  # each value looked up by a scan of all of them took a minute at this size
    code = ("from ptoisa.verify.verifier import verify_text\n"
            f"t = '%r = func.call @f(%a,\\n' + '  @g(%b),\\n' * {n} + '  %c) : (i32) -> i32\\n'\n"
            "t += '%s = arith.addi ' + ', '.join('%%v%d' % k for k in range(" f"{n}" ")) + ' : i32\\n'\n"
            "print(len(verify_text(t, 'a5', fragment=True)))")
    assert int(_run_bounded(code)) == 0


@pytest.mark.parametrize("shape", ["braces", "nesting", "long line"])
def test_memory_grows_linearly(shape):
    def text(n):
        if shape == "braces":
            return "{" * n + "\n" + "}" * n + "\n"
        if shape == "nesting":
            return "pto.vecscope {\n" * (n // 20) + "}\n" * (n // 20)
        return "%a = pto.vabs " + "%v, " * (n // 4) + "%m\n"
    peaks = []
    for n in (10_000, 40_000):
        t = text(n)
        tracemalloc.start()
        verify_text(t, "a5", fragment=True)
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
    assert peaks[1] < 8 * peaks[0]  # 4x the input: linear is 4x, quadratic 16x
