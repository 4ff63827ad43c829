"""The cost API, sequence costs, and `ptoisa cost`, against hand-computed cycles."""
import json
import re

import pytest

from conftest import ROOT
from ptoisa.cli import main
from ptoisa.cost.estimate import estimate_text
from ptoisa_ref import costs as C

HEAD = ("func.func @k(%ub: !pto.ptr<f32, ub>, %n: index, %all: !pto.mask<b32>, %v: !pto.vreg<64xf32>, "
        "%w: !pto.vreg<128xf16>, %m16: !pto.mask<b16>) {\n"
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        "  %c3 = arith.constant 3 : index\n  %c10 = arith.constant 10 : index\n")
VCADD = "%s{} = pto.vcadd %v, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>\n"


def program(body):
    return HEAD + body + "  return\n}\n"


def test_cost_api_breakdowns():
    c = C.cost("vcadd", "a2a3", "f32", 8)
    assert (c.total, c.breakdown) == (13 + 19 + 8 * 2 + 7 * 18, {"startup": 13, "completion": 19, "per_repeat": 2, "interval": 18})
    assert C.cost("vexp", "a5", "f16").total == 21
    assert C.cost("vrsqrt", "a5", "f32").breakdown["derived_from"] == "vsqrt"
    with pytest.raises(C.CostUnavailable, match="repeat model"):
        C.cost("vexp", "a5", "f16", 4)
    with pytest.raises(C.CostUnavailable, match="target"):
        C.cost("vexp", "cpu", "f16")
    # vadd's A2/A3 f32 parameters, from the binary-vector set table: 14 + 19 + 2R + 18(R-1).
    v = C.a2a3_cost("vadd", "f32", 8)
    assert (v.startup, v.completion, v.per_repeat, v.interval) == (14, 19, 2, 18)
    assert C.a2a3_cost("vmul", "i16").completion == 18  # A2A3_COMPL_INT_MUL
    assert C.a2a3_cost("vshl", "i16").completion == 17  # the vshl page: A2A3_COMPL_INT_BINOP
    with pytest.raises(C.CostUnavailable, match="completion"):
        C.a2a3_cost("vands", "i16")  # no public A2/A3 figures for vands


# Hand-computed: first step's startup + per step completion + repeats*per_repeat + (repeats-1)*interval.
VCGADD = lambda r: 19 + 2 * r + 18 * (r - 1)  # noqa: E731
VADD = lambda r: 19 + 2 * r + 18 * (r - 1)  # noqa: E731
SEQUENCES = {
    (64, 128): 13 + VCGADD(128) + VADD(8) + VCGADD(8),
    (32, 256): 13 + VCGADD(128) + VADD(8) + VADD(4) + VCGADD(4),
    (16, 512): 13 + VCGADD(128) + VCGADD(16) + VCGADD(2),
    (8, 1024): 13 + VCGADD(128) + VCGADD(16) + VADD(8) + VCGADD(8),
}


@pytest.mark.parametrize("shape", sorted(SEQUENCES))
def test_trowsum_sequences_cost_from_their_steps(shape):
    cost = C.lowering_cost("trowsum", *shape, "f32")
    assert cost.total == SEQUENCES[shape]
    page = (ROOT / "generated/docs/ops/tile_row_reduce/trowsum.md").read_text()
    row = next(l for l in page.splitlines() if l.startswith(f"| {shape[0]}×{shape[1]} |"))
    assert f"| {SEQUENCES[shape]} |" in row  # the page prints the same number
    data = json.loads((ROOT / "generated/costs/costs.json").read_text())["costs"]["a2a3"]["lowerings"]["trowsum"]
    assert next(s for s in data if tuple(s["shape"]) == shape)["total"] == SEQUENCES[shape]


def test_unlisted_shape_is_reported():
    with pytest.raises(C.CostUnavailable, match="no instruction sequence declared for 16x16 f32"):
        C.lowering_cost("trowsum", 16, 16, "f32")


def test_loops_multiply_and_bounds_follow_scf_for():
    body = ("  scf.for %i = %c0 to %c10 step %c3 {\n"          # 4 trips
            "    scf.for %j = %c1 to %c3 step %c1 {\n"         # 2 trips
            "      " + VCADD.format(1) + "    }\n  }\n"
            "  scf.for %k = %c3 to %c3 step %c1 {\n"           # 0 trips
            "    " + VCADD.format(2) + "  }\n"
            "  scf.for %q = 0 to 5 step 1 {\n"                 # literal bounds: 5 trips
            "    " + VCADD.format(3) + "  }\n")
    for target, each in (("a2a3", 13 + 19 + 2), ("a5", 22)):
        est = estimate_text(program(body), target)
        [row] = est.ops
        assert row.issues == 4 * 2 + 0 + 5
        assert est.total == row.cycles == 13 * each
        assert est.complete and est.notes == []


def test_unknown_trip_count_unknown_op_and_missing_dtype_are_notes_not_zeros():
    body = ("  scf.for %i = %c0 to %n step %c1 {\n    " + VCADD.format(1) + "  }\n"
            "  %x = pto.vload %ub[%c0] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>\n"
            "  %h = pto.vcadd %w, %m16 : !pto.vreg<128xf16>, !pto.mask<b16> -> !pto.vreg<128xf16>\n")
    est = estimate_text(program(body), "a2a3")
    messages = [n.message for n in est.notes]
    assert not est.complete
    assert any(m.startswith("loop trip count unknown (%n not a constant)") for m in messages)
    assert "pto.vload: no cost data (not in the ISA database)" in messages
    assert any(m.startswith("pto.vcadd (f16): no A2/A3 completion") for m in messages)
    assert est.total == 34  # the loop body once (a lower bound), nothing for the rest
    f16 = next(r for r in est.ops if r.dtype == "f16")
    assert f16.cycles is None and f16.cycles_each is None and f16.issues == 1


def test_tile_ops_cost_through_their_lowering_and_dynamic_shapes_are_noted():
    text = ("pto.trowsum ins(%s, %t : !pto.tile_buf<vec, 8x1024xf32>, !pto.tile_buf<vec, 8x1024xf32>) "
            "outs(%d : !pto.tile_buf<vec, 8x1xf32>)\n"
            "pto.trowsum ins(%s2, %t2 : !pto.tile_buf<vec, 8x1024xf32, valid=?x?>, !pto.tile_buf<vec, 8x1024xf32>) "
            "outs(%d2 : !pto.tile_buf<vec, 8x1xf32>)\n")
    est = estimate_text(text, "a2a3", fragment=True)  # a snippet: its tiles come from elsewhere
    assert est.total == SEQUENCES[(8, 1024)]
    assert [n.message for n in est.notes] == ["pto.trowsum: the valid shape is dynamic, so no sequence can be chosen"]


def test_cli_text_json_and_errors(tmp_path, capsys):
    path = tmp_path / "k.pto"
    path.write_text(program("  " + VCADD.format(1)))
    assert main(["cost", str(path), "--target", "a2a3"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"pto\.vcadd\s+f32\s+1\s+34\s+34", out) and "total: 34 cycles\n" in out + "\n"
    assert main(["cost", str(path), "--target", "a5", "--format", "json"]) == 0
    [data] = json.loads(capsys.readouterr().out)
    assert data["total"] == 22 and data["complete"] and data["ops"][0]["op"] == "pto.vcadd"
    assert main(["cost", str(path), "--target", "cpu"]) == 2
    assert main(["cost", str(tmp_path / "none.pto")]) == 2


def test_scf_if_branches_are_alternatives():
    branch = ("  %r = scf.if %c -> (!pto.vreg<64xf32>) {\n"
              "    " + VCADD.format("t1") + "    " + VCADD.format("t2") + "    scf.yield %st1 : !pto.vreg<64xf32>\n"
              "  } else {\n    " + VCADD.format("e1") + "    scf.yield %se1 : !pto.vreg<64xf32>\n  }\n")
    for cond, issues in (("true", 2), ("false", 1)):
        est = estimate_text(program(f"  %c = arith.constant {cond}\n" + branch), "a5")
        assert (est.ops[0].issues, est.total, est.complete) == (issues, 22 * issues, True)
    est = estimate_text(program(branch.replace("%c ", "%flag ").replace("scf.if %c", "scf.if %flag")), "a5",
                        fragment=True)  # %flag: an argument defined elsewhere
    assert est.ops[0].issues == 2 and est.total == 44 and not est.complete
    assert est.notes[0].message.startswith("scf.if: the condition is not a constant; the costlier branch (then: 44")


def test_totals_per_function_and_calls_add_the_callee():
    text = ("func.func @leaf(%v: !pto.vreg<64xf32>, %all: !pto.mask<b32>) {\n  " + VCADD.format(1) + "  return\n}\n"
            "func.func @main(%v: !pto.vreg<64xf32>, %all: !pto.mask<b32>) {\n"
            "  %c0 = arith.constant 0 : index\n  %c3 = arith.constant 3 : index\n  %c1 = arith.constant 1 : index\n"
            "  scf.for %i = %c0 to %c3 step %c1 {\n    func.call @leaf(%v, %all) : (!pto.vreg<64xf32>, !pto.mask<b32>) -> ()\n  }\n"
            "  " + VCADD.format(2) + "  return\n}\n")
    est = estimate_text(text, "a5")
    by_name = {f.name: f for f in est.functions}
    assert by_name["@leaf"].total == 22 and by_name["@main"].total == 4 * 22 and by_name["@main"].calls == ["@leaf"]
    assert est.total == 4 * 22  # @leaf is called, so only @main counts toward the file


def test_huge_trip_counts_saturate_and_text_that_does_not_parse_has_no_total(tmp_path, capsys):
    loops = "".join(f"  scf.for %i{k} = 0 to 1000000 step 1 {{\n" for k in range(6))
    est = estimate_text(program(loops + "    " + VCADD.format(1) + "  }\n" * 6), "a5")
    assert est.total == 10 ** 18 and est.ops[0].issues == 10 ** 18
    assert "saturated" in __import__("ptoisa.cost.estimate", fromlist=["x"]).format_estimate(est, "k.pto")
    garbage = tmp_path / "garbage.pto"
    garbage.write_bytes(bytes(range(256)) * 4)
    assert main(["cost", str(garbage)]) == 1
    captured = capsys.readouterr()
    assert "total" not in captured.out and "does not verify" in captured.err
