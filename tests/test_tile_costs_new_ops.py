"""Cycles of issue 20's tile ops from pto-isa's public formula tables, against figures worked out
here: tcvt's A5 curves per (source, destination) pair (the 1-D line over ceil(R x C / N)
repeats, the 2-D nested curve over ceil(C / N) repeats in each row; N one register of the source
type except the pairs vf_costmodel.hpp widens or narrows), trowexpand's A2/A3 lines over the
destination's valid shape; what has no number says so. `ptoisa cost` and `ptoisa run --profile`
agree, both costing a tile op by its destination tile as pto-isa's cost model does."""
import math

import numpy as np
import pytest

import ptoisa
from ptoisa.cost.estimate import estimate_text
from ptoisa_ref import costs as C


def rounded(x):
    return max(0, math.floor(x + 0.5))


# (pair, tile (rows, cols, valid rows, valid cols), the figure written out from formula_params.csv)
TCVT = [
    ("f32->f16", (16, 64, 16, 64), rounded(1.3196721 * 16 + 52.295082)),  # full rows: 1-D, 1024 / 64
    ("f32->f16", (16, 256, 16, 200), rounded((2.2580054 * 2 + 1.0422433) * 16 + 55.18408)),  # 2-D, N 128
    ("f16->f32", (8, 128, 8, 128), rounded(-1.7704918 * 16 + 82.442623)),  # 1-D with N 64, not 128
    ("f16->f32", (16, 64, 16, 60), rounded((1.2703528 * 1 + 1.929896) * 16 + 51.661692)),  # 2-D, N 64
    ("bf16->f16", (4, 256, 4, 130), rounded((1.279308 * 2 + 1.8333786) * 4 + 51.80597)),  # 2-D, N 128
    ("f32->f8e4m3", (8, 64, 8, 40), rounded((87.638195 * 1 + -30.013071) * 8 + 7.6069652)),
    ("hif8->f32", (2, 512, 2, 300), rounded((5.1631615 * 2 + -1.7589326) * 2 + 69.099502)),  # N 256
    ("f4e2m1x2->bf16", (1, 512, 1, 300), rounded(0.89344262 * 2 + 89.901639)),  # one row: 1-D
    ("f8e5m2->f32", (4, 256, 4, 256), rounded(3.9344262 * 4 + 81.016393)),
]


@pytest.mark.parametrize(("pair", "tile", "want"), TCVT)
def test_tcvt_a5_cycles_per_pair(pair, tile, want):
    assert C.cost("tcvt", "a5", pair, tile=tile).total == want


def test_tcvt_what_has_no_number():
    with pytest.raises(C.CostUnavailable, match=r"its A5 curves are per pair: give dtype as SRC->DST"):
        C.cost("tcvt", "a5", "f32", tile=(16, 64, 16, 64))
    with pytest.raises(C.CostUnavailable, match=r"no fitted A5 1D curve for f32->i32"):
        C.cost("tcvt", "a5", "f32->i32", tile=(16, 64, 16, 64))
    with pytest.raises(C.CostUnavailable):
        C.cost("tcvt", "a2a3", "f32", tile=(16, 64, 16, 64))


@pytest.mark.parametrize(("t", "tile", "want"), [
    ("f32", (16, 64, 16, 64), rounded(0.2187 * 16 * 64 + 37)),
    ("f32", (32, 8, 32, 8), rounded(1.7596 * 32 * 8 + 33.4)),
    ("f16", (8, 192, 8, 192), rounded(0.0781 * 8 * 192 + 37)),
])
def test_trowexpand_a2a3_cycles(t, tile, want):
    assert C.cost("trowexpand", "a2a3", t, tile=tile).total == want


def test_trowexpand_what_has_no_number():
    with pytest.raises(C.CostUnavailable, match=r"no A2/A3 curve for 100 valid columns"):
        C.cost("trowexpand", "a2a3", "f32", tile=(16, 128, 16, 100))
    with pytest.raises(C.CostUnavailable):
        C.cost("trowexpand", "a5", "f32", tile=(16, 64, 16, 64))
    with pytest.raises(C.CostUnavailable):
        C.cost("trowexpand", "a2a3", "i32", tile=(16, 64, 16, 64))


KERNEL = """func.func @k(%a: !pto.ptr<f32>, %o: !pto.ptr<f16>, %r: !pto.ptr<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %va = pto.make_tensor_view %a, shape = [%c16, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf32>
  %vo = pto.make_tensor_view %o, shape = [%c16, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf16>
  %vr = pto.make_tensor_view %r, shape = [%c16, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf32>
  %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c16, %c64] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
  %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c16, %c64] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x64xf16>
  %pr = pto.partition_view %vr, offsets = [%c0, %c0], sizes = [%c16, %c64] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
  %ta = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %to = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>
  %col = pto.alloc_tile : !pto.tile_buf<vec, 16x8xf32, valid=16x1>
  %tr = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %sum = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>
  pto.tload ins(%pa : !pto.partition_tensor_view<16x64xf32>) outs(%ta : !pto.tile_buf<vec, 16x64xf32>)
  pto.tcvt ins(%ta {rmode = #pto<round_mode RINT>} : !pto.tile_buf<vec, 16x64xf32>) outs(%to : !pto.tile_buf<vec, 16x64xf16>)
  pto.trowexpand ins(%col : !pto.tile_buf<vec, 16x8xf32, valid=16x1>) outs(%tr : !pto.tile_buf<vec, 16x64xf32>)
  pto.tcolsum ins(%ta : !pto.tile_buf<vec, 16x64xf32>) outs(%sum : !pto.tile_buf<vec, 1x64xf32>)
  pto.tstore ins(%to : !pto.tile_buf<vec, 16x64xf16>) outs(%po : !pto.partition_tensor_view<16x64xf16>)
  pto.tstore ins(%tr : !pto.tile_buf<vec, 16x64xf32>) outs(%pr : !pto.partition_tensor_view<16x64xf32>)
  return
}
"""


@pytest.mark.parametrize(("target", "op", "dtype", "want"), [
    ("a5", "pto.tcvt", "f32->f16", rounded(1.3196721 * 16 + 52.295082)),
    ("a2a3", "pto.trowexpand", "f32", rounded(0.2187 * 16 * 64 + 37)),  # dst's 16 x 64, not src's column
    ("a2a3", "pto.tcolsum", "f32", rounded(0.3047 * 1 * 64 + 15)),  # dst's one row of 64 (pto-isa's first tile)
])
def test_the_estimate_and_a_run_cost_the_same(target, op, dtype, want):
    est = estimate_text(KERNEL, target)
    rows = {(r.op, r.dtype): r.cycles_each for r in est.ops}
    assert rows[(op, dtype)] == want
    args = {"a": np.arange(1024, dtype=np.float32), "o": np.zeros(1024, np.float16), "r": np.zeros(1024, np.float32)}
    res = ptoisa.run(KERNEL, args=args, target=target)
    ran = {(r.op, r.dtype): r.cycles_each for r in res.cost_rows}
    assert ran[(op, dtype)] == want
