"""Micro-op costs on A5 (issue 21, item 6): the cost model's per-op fallback cycles for forms
its simulator has no row for (D-COST-FALLBACK), sync ops and pointer casts counted as 0 by
decision (D-COST-SYNC, D-COST-POINTER), and DMA copies that still have no A5 number.

Expected numbers are read by hand from pto-isa's parameter files, not from our tables:
  include/pto/costmodel/a5/VfSim/params/isa.csv: VLDS/VSTS fp32 latency 9, VABS fp32 5, VADD fp32 7;
  include/pto/costmodel/a5/cce_costmodel/vec_cycle_generated.hpp: plt_b*/pset_b* 2, vsel 4,
  vadd/vand/vor/vmin 6, vcvt and the compares 10; no entry for pge_b* (its unknown-op value 5 is
  a named placeholder, as is pipe_barrier's 20)."""
import numpy as np
import pytest

from ptoisa.cost.estimate import estimate_text, format_estimate
from ptoisa.interp.run import run
from ptoisa_ref import costs as C

from tests.test_run_kernels import ABS, HEAD, TAIL

# (op, element type with no simulator row, the fallback table's cycles)
FALLBACK = [("vadd", "bf16", 6), ("vadd", "u16", 6), ("vand", "u16", 6), ("vor", "u8", 6), ("vmin", "bf16", 6),
            ("vsel", "i16", 4), ("vcvt", "bf16", 10), ("vcmp", "i16", 10), ("vcmps", "f32", 10),
            ("vmula", "f32", 10), ("plt_b8", "i32", 2), ("plt_b16", "i32", 2), ("plt_b32", "i32", 2)]


@pytest.mark.parametrize("op,dtype,cycles", FALLBACK)
def test_types_without_a_simulator_row_take_the_fallback_table(op, dtype, cycles):
    c = C.cost(op, "a5", dtype)
    assert c.total == cycles and c.breakdown["fallback"] is True


@pytest.mark.parametrize("op,dtype,cycles", [("vadd", "f32", 7), ("vadd", "f16", 7), ("vlds", "f32", 9),
                                             ("vsts", "f16", 9), ("vabs", "f32", 5)])
def test_a_simulator_row_wins_over_the_fallback(op, dtype, cycles):
    c = C.cost(op, "a5", dtype)
    assert c.total == cycles and c.breakdown["fallback"] is False


@pytest.mark.parametrize("op", ["pset_b8", "pset_b16", "pset_b32", "pand", "por", "pnot"])
def test_ops_without_element_types_take_the_fallback(op):
    assert C.cost(op, "a5", "-").total == (2 if op.startswith("pset") else 6)


@pytest.mark.parametrize("op,dtype", [("pge_b32", "-"), ("vbr", "i32"), ("mte_gm_ub", "f32"), ("mte_ub_gm", "f16"),
                                      ("copy_gm_to_ubuf", "f32")])
def test_ops_the_model_gives_no_number_stay_unavailable(op, dtype):
    with pytest.raises(C.CostUnavailable):  # vbr: isa.csv has fp32/fp16 rows only, the fallback table no vbr
        C.cost(op, "a5", dtype)


@pytest.mark.parametrize("target", ["a5", "a2a3"])
@pytest.mark.parametrize("op,decision", [("set_flag", "D-COST-SYNC"), ("wait_flag", "D-COST-SYNC"),
                                         ("barrier", "D-COST-SYNC"), ("get_buf", "D-COST-SYNC"),
                                         ("rls_buf", "D-COST-SYNC"), ("pipe_barrier", "D-COST-SYNC"),
                                         ("castptr", "D-COST-POINTER"), ("addptr", "D-COST-POINTER")])
def test_sync_and_pointer_casts_cost_zero_by_decision(op, decision, target):
    c = C.cost(op, target, "-")
    assert c.total == 0 and c.breakdown == {"decision": decision}


def test_the_abs_kernel_estimate_by_hand():
    est = estimate_text(ABS, "a5")
    rows = {(r.op, r.dtype): r for r in est.ops}
    # 16 loop trips: plt_b32 2 (fallback), vlds 9, vabs 5, vsts 9 each
    assert est.total == 16 * (2 + 9 + 5 + 9)
    assert rows[("pto.plt_b32", "i32")].fallback and not rows[("pto.vabs", "f32")].fallback
    assert rows[("pto.set_flag", "-")].cycles == 0 and rows[("pto.castptr", "-")].issues == 2
    assert est.zero_by_decision == {"D-COST-POINTER": 2, "D-COST-SYNC": 5}
    assert sorted(n.message for n in est.notes) == ["pto.mte_gm_ub: no A5 latency data",
                                                   "pto.mte_ub_gm: no A5 latency data"]
    text = format_estimate(est, "abs.pto")
    assert "2*" in text and "D-COST-FALLBACK" in text
    assert "(5 execution(s) counted as 0 cycles, as D-COST-SYNC decides)" in text


def test_a_kernel_without_dma_is_complete():
    body = """    pto.vecscope {
      %all = pto.pset_b16 "PAT_ALL" : !pto.mask<b16>
      %v = pto.vlds %ub_in[%c0] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
    }
"""
    text = HEAD.split("    pto.mte_gm_ub")[0] + body + "    pto.barrier #pto.pipe<PIPE_ALL>\n    return\n  }\n}\n"
    est = estimate_text(text, "a5")
    assert est.complete and est.total == 2 + 9


def test_profile_costs_pset_and_sync_like_the_estimate():
    body = """    pto.vecscope {
      %all = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
      %v = pto.vlds %ub_in[%c0] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
      pto.vsts %v, %ub_out[%c0], %all : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
    }
"""
    x = np.arange(1024, dtype=np.float32)
    r = run(HEAD + body + TAIL, args={"arg0": x, "arg1": np.zeros(1024, np.float32), "count": 0})
    rows = {(row.op, row.dtype): row for row in r.cost_rows}
    pset = next(row for (op, _), row in rows.items() if op == "pto.pset_b32")
    assert pset.cycles_each == 2
    assert next(row for (op, _), row in rows.items() if op == "pto.set_flag").cycles_each == 0
    assert r.cycles == 2 + 9 + 9
    assert np.array_equal(r.buffers["arg1"][:64], x[:64])
