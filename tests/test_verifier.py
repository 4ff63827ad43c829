"""The verifier front end: data-driven programs, the seeds' examples, round trips,
the command line, and robustness on hostile input."""
import json
import re
from pathlib import Path

import pytest

from conftest import the_isa
from ptoisa.cli import main
from ptoisa.frontend.forms import Binding, match, print_form
from ptoisa.frontend.mlir import read
from ptoisa.frontend.ptotypes import parse_type, type_text
from ptoisa.verify.verifier import verify_text
from ptoisa_ref import verifier_rules as R

CASES = sorted((Path(__file__).parent / "verify_cases").glob("*.pto"))
ISA = the_isa()


def run_case(text):
    args = re.search(r"^// ARGS:(.*)$", text, re.M).group(1).split()
    target = args[args.index("--target") + 1]
    return verify_text(text, target, allow_unknown="--allow-unknown" in args, fragment="--fragment" in args)


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_program_gives_exactly_the_expected_findings(case):
    """Each EXPECT line is one finding, `line:col: severity: message`, positions in the file."""
    text = case.read_text()
    want = re.findall(r"^// EXPECT: (.*)$", text, re.M)
    got = [f"{f.line}:{f.col}: {f.severity}: {f.message}" for f in run_case(text)]
    assert got == want


def _example_blocks():
    for op in ISA.ops:
        for ex in op.examples:
            if ex["lang"] == "pto":
                yield f"{op.name}: {ex['title']}", ex["code"], op
    for s in ISA.sets:
        for key in ("typical_usage",):
            if s.raw[key]:
                yield f"{s.name}: {key}", s.raw[key], None
        em = s.raw["execution_model"]
        if em and em["example"]:
            yield f"{s.name}: execution model", em["example"], None


EXAMPLES = list(_example_blocks())


@pytest.mark.parametrize(("name", "code", "op"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_seed_examples_verify_clean(name, code, op):
    for target in ("a5",) if op is None else ("a5", "a2a3", "cpu"):  # a set's example is written for A5
        findings = verify_text(code, target, allow_unknown=True, fragment=True)
        errors = [f for f in findings if f.severity == "error"]
        assert errors == [], f"{name} on {target}: {errors}"


def _concrete(pattern, dtype):
    """A concrete type text for a declared type pattern."""
    if pattern.startswith("!pto.vreg"):
        return f"!pto.vreg<{2048 // R.DTYPES[dtype][1]}x{R.DTYPES[dtype][4]}>"
    if pattern.startswith("!pto.mask"):
        return f"!pto.mask<{R.DTYPES[dtype][3]}>"
    if pattern.startswith(("!pto.tensor_view", "!pto.partition_tensor_view")):
        return pattern.replace("...", "16x16xf32")
    if "<" not in pattern and pattern.startswith("!pto."):  # a type with no parameters (!pto.async_event)
        return pattern
    return "!pto.tile_buf<vec, 16x16xf32, valid=?x?>"


# Forms whose signature repeats a mode word (PTOAS writes `: !pto.ptr<T, gm>, !pto.ptr<T, l1>, nd2nz, shape i64, ...`):
# the word takes a type slot, so the first scalar operand binds it as its written type. Known, to be fixed in
# the form reader; the statements themselves verify and run (the hardware cases use them).
SIGNATURE_WORDS = {"mte_gm_l1_frac": "the signature's mode word binds as an operand type (form reader)"}


@pytest.mark.parametrize("op", ISA.ops, ids=lambda o: o.name)
def test_every_form_round_trips(op):
    """print(declared form, names, types) -> parse -> the same names and types -> print -> same text."""
    if op.name in SIGNATURE_WORDS:
        pytest.xfail(SIGNATURE_WORDS[op.name])
    rules = R.OPS[op.name]
    types = op.types_for(op.primary_operand, "a5")
    dtype = types[0] if types else "f32"
    assert rules.forms
    for form in rules.forms:
        names = {n: f"v_{n}" for n in form.operands + form.results}
        types = [_concrete(p, dtype) for p in form.operand_types + form.result_types]
        text = print_form(form, names, types)
        [st] = read(text).body.blocks[0].ops
        assert st.shape.op == form.mnemonic, text
        bound = match(st.shape, form, st.shape.template)
        assert isinstance(bound, Binding), (text, bound)
        value = {k: st.names[st.shape.value(i)] for k, i in bound.operands + bound.results}
        assert [value[n] for n in form.operands] == [names[n] for n in form.operands], text
        assert [value[n] for n in form.results] == [names[n] for n in form.results], text
        written = dict(bound.types)
        written = [written[n] for n in form.operands + form.results if n in written]
        if form.form != "asm":
            assert [type_text(parse_type(t)) for t in written] == [type_text(parse_type(t)) for t in types], text
            assert print_form(form, {n: value[n] for n in value}, written) == text
        parse_level = {"form", "syntax", "type-syntax", "attributes", "ssa-undefined", "ssa-type-conflict"}
        assert [f for f in verify_text(text, "a5", fragment=True) if f.rule in parse_level] == [], text


def test_cli_exit_codes_json_and_stdin(tmp_path, capsys, monkeypatch):
    bad = tmp_path / "bad.pto"
    bad.write_text((Path(__file__).parent / "verify_cases/element_type_not_legal.pto").read_text())
    good = tmp_path / "good.pto"
    good.write_text("func.func @k(%v: !pto.vreg<64xf32>, %m: !pto.mask<b32>) {\n"
                    "  %e = pto.vexp %v, %m : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>\n  return\n}\n")
    assert main(["verify", str(good), "--target", "a5"]) == 0
    assert main(["verify", str(bad), "--target", "a5"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""  # diagnostics go to stderr
    assert f"{bad}:3:8: error: pto.vexp: element type i16 is not legal on A5 (legal: f32, f16)" in captured.err
    assert main(["verify", str(bad), "--format", "json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data[0]["line"] == 3 and data[0]["rule"] == "element-type" and data[0]["page"].startswith("ops/unary/vexp.md")
    import io
    import sys
    monkeypatch.setattr(sys, "stdin", type("S", (), {"buffer": io.BytesIO(good.read_bytes())})())
    assert main(["verify", "-"]) == 0
    assert main(["verify", str(tmp_path / "missing.pto")]) == 2


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_i64_vcvt_with_a_b32_mask_is_legal_on_every_target(target):
    """D-MASK64 and D-OTHER-TARGETS, through the text front end (vcadd takes no i64: D-NARROWSUM)."""
    text = ('%r = pto.vcvt %v, %m {sat = "SAT", part = "EVEN"} : !pto.vreg<32xi64>, !pto.mask<b32> '
            "-> !pto.vreg<64xi32>\n")
    assert verify_text(text, target, fragment=True) == []
    bad = text.replace("b32", "b16")
    assert [f.rule for f in verify_text(bad, target, fragment=True)] == ["mask-width"]


@pytest.mark.parametrize("dim", ["\x0016", "1_6", "\u0661\u0666", "16x"])
def test_a_tile_dimension_that_is_not_a_number_is_a_type_error(dim):
    """int() takes underscores and other scripts' digits, and a NUL made it raise
    (an internal error, found by the fuzz test): a dimension is ASCII digits or '?'. (The op is
    one the ISA lacks, so only the type is judged.)"""
    t = f"!pto.tile_buf<loc=vec, dtype=f32, rows={dim}, cols=16, v_row=2, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
    text = f"%d = pto.tfoo %a, %b : {t}, {t} -> {t}\n"
    findings = verify_text(text, "a5", fragment=True, allow_unknown=True)
    assert [(f.rule, f.col) for f in findings] == [("unknown-op", 6), ("type-syntax", 24)], findings
    assert f"a dimension is a number or '?', found {dim!r}" in findings[1].message


def test_a_vreg_width_in_another_script_is_a_type_error():
    """Python's \\d takes any script's digits; MLIR's integer literals are ASCII."""
    text = "%a = pto.vabs %v, %m : !pto.vreg<\u0666\u0664xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>\n"
    assert [(f.rule, f.col) for f in verify_text(text, "a5", fragment=True)] == [("type-syntax", 24)]


def test_a_negative_tile_dimension_is_dynamic():
    """PTOAS reads a negative `rows=` as a dynamic dimension, like `?`."""
    neg = parse_type("!pto.tile_buf<loc=vec, dtype=f32, rows=-1, cols=16, v_row=2, v_col=16, blayout=row_major, "
                     "slayout=none_box, fractal=512, pad=0>")
    unknown = parse_type("!pto.tile_buf<loc=vec, dtype=f32, rows=?, cols=16, v_row=2, v_col=16, blayout=row_major, "
                         "slayout=none_box, fractal=512, pad=0>")
    assert neg == unknown and neg.rows is None and neg.cols == 16


def test_vec_and_mat_name_the_ub_and_l1_spaces():
    """PTOAS's pointer type reads `vec` as ub and `mat` as l1 and prints ub and l1: one type."""
    assert parse_type("!pto.ptr<f32, vec>") == parse_type("!pto.ptr<f32, ub>")
    assert type_text(parse_type("!pto.ptr<f16, mat>")) == "!pto.ptr<f16, l1>"
    assert parse_type("!pto.ptr<f32, gm>").space == "gm"
    ok = """%v = pto.vlds %p[%i] : !pto.ptr<f32, vec> -> !pto.vreg<64xf32>
pto.vsts %v, %p[%i], %m : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
"""
    assert verify_text(ok, "a5", fragment=True) == []
    gm = "%v = pto.vlds %p[%i] : !pto.ptr<f32, gm> -> !pto.vreg<64xf32>\n"
    assert [f.rule for f in verify_text(gm, "a5", fragment=True)] != []


def test_vsld_and_vsst_are_checked_but_not_computed():
    """pto-isa's manual gives their forms and vsld's four stride tokens, no layout (D-VSLD-VSST):
    the verifier checks the forms, the tokens and the types; the semantics refuse to guess."""
    import numpy as np
    from ptoisa_ref import semantics as S
    ok = """%r = pto.vsld %p[%o], "STRIDE_S8_B32" : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
pto.vsst %r, %p[%o], "STRIDE_S4_B64" : !pto.vreg<64xf32>, !pto.ptr<f32, ub>
"""
    assert verify_text(ok, "a5", fragment=True) == []
    bad = verify_text('%r = pto.vsld %p[%o], "STRIDE_S5_B32" : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>\n', "a5",
                      fragment=True)
    assert len(bad) == 1 and 'stride "STRIDE_S5_B32" is not one of' in bad[0].message
    with pytest.raises(S.SemanticsError, match="D-VSLD-VSST"):
        S.vsld(S.Ptr(np.zeros(256, np.uint8), 0, "f32", "ub"), 0, stride="STRIDE_S8_B32")
