"""Whole kernels through `ptoisa run` for pto.vmadd and pto.vmulscvt: GM->UB copies, a
vecscope looping over plt tail masks, loads, the op, stores, UB->GM copy. The expected
values are computed here lane by lane with exact rational arithmetic (vmadd) or plain
numpy casts with an explicit rounding (vmulscvt), never with the semantics module."""
from fractions import Fraction

import numpy as np
import pytest

from ptoisa.interp.run import run
from reference import round_to_float

HEAD = """module attributes {pto.target_arch = "a5"} {
  func.func @kernel(%f_acc: !pto.ptr<f32, gm>, %f_lhs: !pto.ptr<f32, gm>, %f_rhs: !pto.ptr<f32, gm>,
                    %out: !pto.ptr<f32, gm>, %count: i32) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c0_i64 = arith.constant 0 : i64
    %c32_i64 = arith.constant 32 : i64
    %c128_i64 = arith.constant 128 : i64
    %c4096_i64 = arith.constant 4096 : i64
    %c8192_i64 = arith.constant 8192 : i64
    %c12288_i64 = arith.constant 12288 : i64
    %ub_acc = pto.castptr %c0_i64 : i64 -> !pto.ptr<f32, ub>
    %ub_lhs = pto.castptr %c4096_i64 : i64 -> !pto.ptr<f32, ub>
    %ub_rhs = pto.castptr %c8192_i64 : i64 -> !pto.ptr<f32, ub>
    %ub_out = pto.castptr %c12288_i64 : i64 -> !pto.ptr<f32, ub>
    pto.mte_gm_ub %f_acc, %ub_acc, %c0_i64, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
    pto.mte_gm_ub %f_lhs, %ub_lhs, %c0_i64, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
    pto.mte_gm_ub %f_rhs, %ub_rhs, %c0_i64, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.vecscope {
      %_:1 = scf.for %offset = %c0 to %c1024 step %c64 iter_args(%remaining = %count) -> (i32) {
        %mask, %next = pto.plt_b32 %remaining : i32 -> !pto.mask<b32>, i32
        %acc = pto.vlds %ub_acc[%offset] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
        %lhs = pto.vlds %ub_lhs[%offset] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
        %rhs = pto.vlds %ub_rhs[%offset] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
        %r = pto.vmadd %acc, %lhs, %rhs, %mask : !pto.vreg<64xf32>, !pto.vreg<64xf32>, !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
        pto.vsts %r, %ub_out[%offset], %mask : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
        scf.yield %next : i32
      }
    }
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub_out, %out, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""


def _fma_f32(a, b, c):
    """a*b + c rounded once to f32 (exact rational arithmetic; finite inputs)."""
    exact = Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c))
    if exact == 0:
        return np.float32(float(a) * float(b) + float(c))  # the IEEE sign of an exact zero
    return np.float32(round_to_float(exact, "f32", "R"))


@pytest.mark.parametrize("count", [1024, 1000, 1, 0])
def test_vmadd_kernel_with_a_tail(count):
    rng = np.random.default_rng(29)
    acc = rng.uniform(-2.0, 2.0, 1024).astype(np.float32)
    lhs = rng.uniform(-3.0, 3.0, 1024).astype(np.float32)
    rhs = rng.uniform(-1.0, 1.0, 1024).astype(np.float32)
    rhs[:64] = -(acc[:64] * lhs[:64])  # the product's own rounding error: only a fused op keeps it
    out = np.zeros(1024, np.float32)
    r = run(HEAD, args={"f_acc": acc, "f_lhs": lhs, "f_rhs": rhs, "out": out, "count": count})
    got = r.buffers["out"]
    want = np.array([_fma_f32(a, b, c) for a, b, c in zip(acc[:count], lhs[:count], rhs[:count])], np.float32)
    assert np.array_equal(got[:count].view(np.uint32), want.view(np.uint32))
    assert np.all(got[count:] == 0)  # never stored
    assert r.op_counts["pto.vmadd"] == 16
    if count:
        assert np.any(got[:min(count, 64)] != 0)  # two roundings would give 0 in every one of these lanes
