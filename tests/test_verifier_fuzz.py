"""The verifier never raises on any input text: it answers with findings.
A finding with rule "internal" would mean an exception was caught, so it fails too."""
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ptoisa.cli import main
from ptoisa.cost.estimate import estimate_text
from ptoisa.verify.verifier import verify_text

PROGRAMS = [p.read_text() for p in sorted((Path(__file__).parent / "verify_cases").glob("*.pto"))]
ALPHABET = st.sampled_from(list("%=:,()<>[]{}!\"'#/\\x0123456789 \n\tabcdefgpto.vregmaskile_bufscfor@-?") + ["\ufffd", "\x00"])
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def assert_answers(text, **kw):
    for target in ("a5", "a2a3"):
        estimate_text(text, target)  # the cost estimator reads the same text without raising
    for target in ("a5", "a2a3", "cpu"):
        findings = verify_text(text, target, **kw)
        assert all(f.rule != "internal" for f in findings), [f for f in findings if f.rule == "internal"]
        assert all(f.line >= 1 and f.col >= 1 for f in findings)


@SETTINGS
@given(st.text(ALPHABET, max_size=400))
def test_random_text(text):
    assert_answers(text)


@SETTINGS
@given(st.sampled_from(PROGRAMS), st.data())
def test_mutated_programs(program, data):
    lines = program.split("\n")
    op = data.draw(st.sampled_from(["truncate_line", "delete_span", "duplicate_span", "insert_garbage",
                                    "drop_brace", "add_brace", "swap_lines", "cut_file"]))
    i = data.draw(st.integers(0, max(len(lines) - 1, 0)))
    if op == "truncate_line":
        lines[i] = lines[i][: data.draw(st.integers(0, len(lines[i])))]
    elif op == "delete_span":
        a = data.draw(st.integers(0, len(program)))
        b = data.draw(st.integers(a, len(program)))
        lines = (program[:a] + program[b:]).split("\n")
    elif op == "duplicate_span":
        a = data.draw(st.integers(0, len(program)))
        b = data.draw(st.integers(a, min(len(program), a + 80)))
        lines = (program[:b] + program[a:b] + program[b:]).split("\n")
    elif op == "insert_garbage":
        junk = data.draw(st.binary(min_size=1, max_size=30)).decode("utf-8", errors="replace")
        at = data.draw(st.integers(0, len(lines[i])))
        lines[i] = lines[i][:at] + junk + lines[i][at:]
    elif op == "drop_brace":
        lines[i] = lines[i].replace("{", "", 1).replace("}", "", 1)
    elif op == "add_brace":
        lines.insert(i, data.draw(st.sampled_from(["{", "}", "}}", "{ {", "pto.vecscope {"])))
    elif op == "swap_lines":
        j = data.draw(st.integers(0, len(lines) - 1))
        lines[i], lines[j] = lines[j], lines[i]
    else:
        lines = lines[:i]
    text = "\n".join(lines)
    assert_answers(text)
    assert_answers(text, allow_unknown=True, fragment=True)


@SETTINGS
@given(st.lists(st.sampled_from([
    "%a = pto.vabs %v, %m : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
    "pto.trowsum ins(%s, %t : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%d : !pto.tile_buf<vec, 16x1xf32>)",
    "%r = pto.vcadd %a, %m : !pto.vreg<64xi64>, !pto.mask<b8> -> !pto.vreg<64xf16>",
    "vcgmin %dst, %src, %mask : !pto.vreg<NxT>", "scf.for %i = %c0 to %n step %c1 {", "}", "{",
    "%x:2 = scf.for %i = %a to %b step %c iter_args(%p = %q, %r = %s) -> (i32, f32) {",
    "%v = pto.vreg<64xf32>", "= = =", ": -> ->", "pto.", "%", "ins(outs(", "!pto.tile_buf<vec, 99999999999999999999x1xf32>",
    "%t = pto.tcolargmin %s, %tmp : (!pto.tile<...>, !pto.tile<...>) -> (!pto.tile<...>, !pto.tile<...>, !pto.tile<...>)",
]), max_size=30))
def test_shuffled_statements(parts):
    assert_answers("\n".join(parts))


def test_huge_input_and_binary_garbage(tmp_path, capsys):
    big = tmp_path / "big.pto"
    program = PROGRAMS[0]
    big.write_bytes((program * 400).encode() + bytes(range(256)) * 200)
    assert main(["verify", str(big), "--allow-unknown"]) in (0, 1)
    out = capsys.readouterr()
    assert "internal error" not in out.out
    deep = "pto.vecscope {\n" * 5000 + "}\n" * 4999
    assert_answers(deep)
