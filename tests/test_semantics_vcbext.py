"""pto.vcbmax / pto.vcbmin against a plain-Python reading of the manual's rules (D-VCBEXT):
lane 0 of the value is the max/min of the active lanes (start value -INF/+INF or the integer
minimum/maximum, strict comparison, lowest lane wins), the other lanes 0; the predicate marks the
active lanes equal to it. Every dtype, every mask kind, the edge values, and a kernel under run."""
import math

import numpy as np
import pytest

from helpers import masks, sample
from ptoisa.interp.run import run
from ptoisa_ref import semantics as S
from reference import LANES, NP, is_float

RNG = np.random.default_rng(11)
TYPES = ["i8", "i16", "i32", "f16", "f32"]


def expect(x, m, combine):
    """Lane by lane, in Python scalars: no call into the code under test."""
    n = len(x)
    t = x.dtype
    if t.kind == "f":
        start = -math.inf if combine == "max" else math.inf
    else:
        start = np.iinfo(t).min if combine == "max" else np.iinfo(t).max
    best, where = start, None
    for i in range(n):
        v = x[i].item()
        if (m is None or m[i]) and (v > best if combine == "max" else v < best):
            best, where = v, i
    value = np.zeros(n, t)
    value[0] = x[where] if where is not None else start  # the winning lane's own bits (-0.0 stays -0.0)
    pred = np.array([(m is None or bool(m[i])) and x[i].item() == best for i in range(n)], bool)
    return value, pred


def check(name, x, m):
    v, p = getattr(S, name)(x, m)
    ev, ep = expect(x, m, name[-3:])
    assert v.dtype == x.dtype and p.dtype == np.bool_
    assert np.array_equal(v.view(np.uint8), ev.view(np.uint8)), (name, x, m, v, ev)
    assert np.array_equal(p, ep), (name, x, m, p, ep)


def tail(n, k):
    m = np.zeros(n, bool)
    m[:k] = True
    return m


@pytest.mark.parametrize("name", ["vcbmax", "vcbmin"])
@pytest.mark.parametrize("t", TYPES)
def test_every_dtype_and_mask(name, t):
    n = LANES[t]
    assert S.OPS[name] == TYPES or set(S.OPS[name]) == set(TYPES)
    for edges in (True, False):
        x = sample(RNG, t, (n,), edges=edges)
        for _, m in list(masks(RNG, (n,))) + [("tail", tail(n, n - 3)), ("tail1", tail(n, 1))]:
            check(name, x, m)
        x[5] = x[n - 2] = x[1]  # ties
        check(name, x, None)


@pytest.mark.parametrize("t", ["f16", "f32"])
def test_float_edges(t):
    n, f = LANES[t], NP[t]
    x = np.full(n, 1.0, f)
    x[3], x[7], x[9] = np.nan, np.inf, -np.inf
    v, p = S.vcbmax(x)
    assert v[0] == np.inf and np.flatnonzero(p).tolist() == [7]
    v, p = S.vcbmin(x)
    assert v[0] == -np.inf and np.flatnonzero(p).tolist() == [9]
    # NaN never wins or matches: only NaN active gives the start value and an empty predicate
    nan = np.full(n, np.nan, f)
    v, p = S.vcbmax(nan)
    assert v[0] == -np.inf and not p.any() and not v[1:].any()
    v, p = S.vcbmin(nan)
    assert v[0] == np.inf and not p.any()
    # both zero signs match; lane 0 keeps the lowest matching lane's sign
    z = np.full(n, -1.0, f)
    z[2], z[4] = -0.0, 0.0
    v, p = S.vcbmax(z)
    assert v[0] == 0 and np.signbit(v[0]) and np.flatnonzero(p).tolist() == [2, 4]
    z[2], z[4] = 0.0, -0.0
    v, p = S.vcbmax(z)
    assert not np.signbit(v[0]) and np.flatnonzero(p).tolist() == [2, 4]
    # all lanes -inf: the value is -inf and every active lane matches it
    v, p = S.vcbmax(np.full(n, -np.inf, f), tail(n, 5))
    assert v[0] == -np.inf and np.flatnonzero(p).tolist() == list(range(5))


@pytest.mark.parametrize("t", ["i8", "i16", "i32"])
def test_integer_edges(t):
    n, info = LANES[t], np.iinfo(NP[t])
    lo = np.full(n, info.min, NP[t])
    v, p = S.vcbmax(lo, tail(n, 4))
    assert v[0] == info.min and np.flatnonzero(p).tolist() == [0, 1, 2, 3]
    x = np.zeros(n, NP[t])
    x[10], x[20] = info.min, info.max  # signed reading: min is the smallest, max the largest
    assert S.vcbmin(x)[0][0] == info.min and S.vcbmax(x)[0][0] == info.max
    v, p = S.vcbmin(x, np.zeros(n, bool))
    assert v[0] == info.max and not p.any() and not v[1:].any()


def test_batch_axes_are_independent_registers():
    x = sample(RNG, "f32", (3, 2, 64))
    m = RNG.random((3, 2, 64)) < 0.6
    v, p = S.vcbmin(x, m)
    for i in np.ndindex(3, 2):
        ev, ep = expect(x[i], m[i], "min")
        assert np.array_equal(v[i].view(np.uint32), ev.view(np.uint32)) and np.array_equal(p[i], ep)


KERNEL = """module attributes {pto.target_arch = "a5"} {
  func.func @kernel(%arg0: !pto.ptr<f32, gm>, %arg1: !pto.ptr<f32, gm>, %count: i32) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c256_i64 = arith.constant 256 : i64
    %c512_i64 = arith.constant 512 : i64
    %c4096_i64 = arith.constant 4096 : i64
    %ub_in = pto.castptr %c0_i64 : i64 -> !pto.ptr<f32, ub>
    %ub_out = pto.castptr %c4096_i64 : i64 -> !pto.ptr<f32, ub>
    pto.mte_gm_ub %arg0, %ub_in, %c0_i64, %c256_i64
      nburst(%c1_i64, %c256_i64, %c256_i64)
      : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.vecscope {
      %mask, %next = pto.plt_b32 %count : i32 -> !pto.mask<b32>, i32
      %all = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
      %x = pto.vlds %ub_in[%c0] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
      %v, %where = pto.vcbmax %x, %mask : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>, !pto.mask<b32>
      pto.vsts %x, %ub_out[%c0], %where : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
      pto.vsts %v, %ub_out[%c64], %all : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
    }
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub_out, %arg1, %c512_i64
      nburst(%c1_i64, %c512_i64, %c512_i64)
      : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""


@pytest.mark.parametrize("count", [64, 40, 1, 0])
def test_kernel_stores_the_lanes_that_hold_the_max(count):
    x = RNG.integers(-20, 20, 64).astype(np.float32)  # small integers: many ties
    r = run(KERNEL, args={"arg0": x, "arg1": np.zeros(128, np.float32), "count": count})
    out = r.buffers["arg1"]
    act = x[:count]
    best = act.max() if count else -np.inf
    want = np.where((np.arange(64) < count) & (x == best), x, 0).astype(np.float32)
    assert np.array_equal(out[:64], want)
    assert out[64] == best and not out[65:128].any()
