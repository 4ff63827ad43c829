"""Diagnostics a user reads (issue 21 item 8): a broken type-equality rule names both types, and
the source line under a diagnostic keeps the offending span visible on a long line."""
import re

from helpers import verify_cli
from ptoisa.diagnostics import Diagnostic, Location, format_diagnostic
from ptoisa.frontend.report import WINDOW, source_excerpt

PSTS_POST = """func.func @k(%p: !pto.ptr<f32, ub>) {
  %c0 = arith.constant 0 : index
  pto.vecscope {
    %m = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
    %q = pto.psts %m, %p[%c0], "NORM" : !pto.mask<b32>, !pto.ptr<f32, ub>, index -> RESULT
  }
  return
}
"""

VADD = """func.func @k(%x: !pto.vreg<64xf32>, %y: !pto.vreg<LANESxRHS>) -> !pto.vreg<64xOUT> {
  %m = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
  %r = pto.vadd %x, %y, %m : !pto.vreg<64xf32>, !pto.vreg<LANESxRHS>, !pto.mask<b32> -> !pto.vreg<64xOUT>
  return %r : !pto.vreg<64xOUT>
}
"""

TADD = """func.func @k() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : B
  %c = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  pto.tadd ins(%a, %b : !pto.tile_buf<vec, 16x16xf32>, B) outs(%c : !pto.tile_buf<vec, 16x16xf32>)
  return
}
"""


def _errors(out):
    return [line for line in out.splitlines() if ": error: " in line]


def test_a_post_update_type_mismatch_names_both_pointer_types(tmp_path, capsys):
    code, out = verify_cli(tmp_path, capsys, PSTS_POST.replace("RESULT", "!pto.ptr<f16, ub>"))
    (err,) = _errors(out)
    assert code == 1 and "pto.psts: %updated_base MUST have the type of %destination." in err
    assert err.endswith("Expected !pto.ptr<f32, ub> (the type of %destination), got !pto.ptr<f16, ub> (%updated_base).")
    # another memory space is a mismatch of the same rule, both spaces named
    code, out = verify_cli(tmp_path, capsys, PSTS_POST.replace("RESULT", "!pto.ptr<f32, gm>"))
    assert any("Expected !pto.ptr<f32, ub> (the type of %destination), got !pto.ptr<f32, gm>" in e for e in _errors(out))
    code, out = verify_cli(tmp_path, capsys, PSTS_POST.replace("RESULT", "!pto.ptr<f32, ub>"))
    assert code == 0, out


def test_a_same_type_rule_names_the_operand_that_differs_and_the_type_expected(tmp_path, capsys):
    text = VADD.replace("LANES", "64").replace("RHS", "f32").replace("OUT", "f16")
    (err,) = _errors(verify_cli(tmp_path, capsys, text)[1])
    assert "pto.vadd: %lhs, %rhs and %result MUST have the same type (N and T)." in err
    assert err.endswith("Expected !pto.vreg<64xf32> (the type of %lhs), got !pto.vreg<64xf16> (%result).")
    text = VADD.replace("LANES", "64").replace("RHS", "i32").replace("OUT", "f32")
    errs = _errors(verify_cli(tmp_path, capsys, text)[1])
    assert any(e.endswith("Expected !pto.vreg<64xf32> (the type of %lhs), got !pto.vreg<64xi32> (%rhs).") for e in errs)


def test_a_tile_rule_on_one_field_names_both_tile_types(tmp_path, capsys):
    text = TADD.replace("B", "!pto.tile_buf<vec, 16x16xf16>")
    errs = _errors(verify_cli(tmp_path, capsys, text)[1])
    same = [e for e in errs if "must have the same element type" in e]
    assert same and same[0].endswith("Expected !pto.tile_buf<vec, 16x16xf32> (the type of %dst), "
                                     "got !pto.tile_buf<vec, 16x16xf16> (%src1).")
    # a rule on the valid shapes names the types that differ in it
    text = TADD.replace("B", "!pto.tile_buf<vec, 16x16xf32, valid=8x16>")
    errs = _errors(verify_cli(tmp_path, capsys, text)[1])
    valid = [e for e in errs if "valid shapes must equal" in e]
    assert valid and "got !pto.tile_buf<vec, 16x16xf32, valid=8x16> (%src1)" in valid[0]


def test_a_rule_that_compares_no_two_types_says_no_more():
    from ptoisa_ref import verifier_rules as R
    (v,) = [v for v in R.verify_op("psts", "a5", {"value": R.MaskType("b32"), "destination": R.ScalarType(
        "!pto.ptr<f32, gm>", R.Elem("f32"), "gm"), "offset": R.ScalarType("index")}) if v.rule == "ub-destination"]
    assert v.message == "pto.psts: %destination MUST point into the unified buffer."


def _caret_at(excerpt):
    shown, caret = excerpt
    return shown, caret.index("^")


def test_a_short_line_is_shown_whole():
    line = '    %q = pto.psts %m, %p[%c0], "NORM" : !pto.mask<b32>'
    shown, at = _caret_at(source_excerpt(line, 10))
    assert shown == line and at == 9


def test_a_long_line_keeps_the_type_at_the_caret_whole():
    tile = "!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=64, v_row=16, v_col=64, blayout=row_major, pad=0>"
    line = "    pto.tadd ins(%a, %b : " + ", ".join(["!pto.tile_buf<vec, 16x64xf32>"] * 4) + ") outs(%c : " + tile + ")"
    col = line.index(tile) + 1
    shown, at = _caret_at(source_excerpt(line, col))
    assert len(line) > WINDOW and tile in shown  # the whole offending type
    assert shown.startswith("...") and shown[at:].startswith(tile)  # cut before, caret under its start
    # the caret at the op: the start of the line, cut after it
    shown, at = _caret_at(source_excerpt(line, 5))
    assert shown.endswith("...") and shown[at:].startswith("pto.tadd") and len(shown) <= WINDOW + 3


def test_a_span_longer_than_the_window_keeps_its_start_and_end():
    tile = "!pto.tile_buf<" + ", ".join(f"field{i}={i}" for i in range(30)) + ">"
    line = "  %t = pto.alloc_tile : " + tile + " // " + "x" * 60
    col = line.index(tile) + 1
    shown, at = _caret_at(source_excerpt(line, col))
    assert shown[at:].startswith("!pto.tile_buf<field0=0")
    assert "field29=29>" in shown  # its end too
    middle = shown[at:shown.index("field29=29>")]
    assert "..." in middle and "field15=15" not in shown  # its middle left out, marked
    assert shown.endswith("...") and len(shown) <= WINDOW + 9


def test_control_characters_stay_one_column_when_cut():
    line = "\t" + "a" * 150 + " %bad\x01 " + "b" * 150
    col = line.index("%bad") + 1
    shown, at = _caret_at(source_excerpt(line, col))
    assert shown[at:at + 5] == "%bad?" and "\x01" not in shown


def test_a_yaml_diagnostic_on_a_long_line_keeps_its_span(tmp_path):
    says = "x " * 120
    path = tmp_path / "op.yaml"
    path.write_text(f"name: vadd\nevidence: {{kind: manual, source: nowhere, says: \"{says}\"}}\n")
    col = path.read_text().splitlines()[1].index("source: nowhere") + 9
    text = format_diagnostic(Diagnostic(Location(str(path), 2, col), "unknown source 'nowhere'"))
    _, shown, caret = text.split("\n")
    at = caret.index("^")
    assert shown[at:].startswith("nowhere") and len(shown) < 120 and re.search(r"\.\.\.$", shown)
