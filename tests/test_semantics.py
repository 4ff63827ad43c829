"""Every op, every dtype its targets allow, masks (all-on, all-off, random, single
lane) and edge values, checked bit for bit against tests/reference.py."""
import math

import numpy as np
import pytest

from conftest import ROOT
from ptoisa.spec.load import load_isa
from ptoisa_ref import semantics as S
from helpers import assert_bits_equal, bits_of
from helpers import masks as _masks
from helpers import sample as _sample
from reference import LANES, NP, is_float, literal_extremum, sequential_sum, tree_sum, unary, wrap

ISA = load_isa(ROOT / "isa")
RNG = np.random.default_rng(20261121)


def sample(t, shape, edges=True):
    return _sample(RNG, t, shape, edges)


def masks(n, batch=3):
    return _masks(RNG, (batch, n))


def cases(pattern):
    """(op, dtype) for every op of `pattern` and every dtype any target allows it."""
    return [pytest.param(op.name, t, id=f"{op.name}-{t}") for op in ISA.ops if op.semantics["pattern"] == pattern
            for t in op.all_types(op.primary_operand)]


# ----------------------------------------------------------------- elementwise
@pytest.mark.parametrize("form", ["zeroing", "merging"])
@pytest.mark.parametrize(("op", "t"), cases("elementwise"))
def test_elementwise(op, t, form):
    fn = getattr(S, op)
    n = LANES[t]
    x = sample(t, (3, n))
    prior = sample(t, (3, n), edges=False)
    want_active = np.array([[unary(op, v, t) for v in row] for row in x], dtype=NP[t])
    for name, m in masks(n):
        active = np.ones((3, n), bool) if m is None else m
        fill = prior if form == "merging" else np.zeros((3, n), NP[t])
        want = np.where(active, want_active, fill).astype(NP[t])
        got = fn(x, m, prior=prior) if form == "merging" else fn(x, m)
        assert_bits_equal(got, want)


def test_vmov_keeps_nan_payload_and_negative_zero():
    x = np.zeros(64, np.uint32)
    x[0], x[1] = 0x7FC12345, 0x80000000
    out = S.vmov(x.view(np.float32))
    assert bits_of(out)[0] == 0x7FC12345 and bits_of(out)[1] == 0x80000000


@pytest.mark.parametrize("t", ["i8", "i16", "i32"])
def test_integer_minimum_wraps(t):
    info = np.iinfo(NP[t])
    x = np.full(LANES[t], info.min, NP[t])
    assert (S.vabs(x) == info.min).all() and (S.vneg(x) == info.min).all()


def test_literal_float_readings():
    x = np.zeros(64, np.float32)
    x[:4] = [-0.0, math.nan, -math.inf, -2.0]
    a = S.vabs(x)
    assert bits_of(a)[0] == 0x80000000 and math.isnan(a[1]) and a[2] == math.inf and a[3] == 2.0
    r = S.vrelu(x)
    assert bits_of(r)[0] == 0 and r[1] == 0 and r[2] == 0


def test_vcls_examples_from_decision():
    x = np.zeros(64, np.int32)
    x[:6] = [0, -1, np.iinfo(np.int32).min, np.iinfo(np.int32).max, 1, -2]
    assert list(S.vcls(x)[:6]) == [32, 32, 1, 1, 31, 31]


# ------------------------------------------------------------------ reductions
@pytest.mark.parametrize(("op", "t"), cases("reduce"))
def test_full_reduce(op, t):
    fn = getattr(S, op)
    n = LANES[t]
    x = sample(t, (3, n))
    for name, m in masks(n):
        active = np.ones((3, n), bool) if m is None else m
        got = fn(x, m)
        want = np.zeros((3, n), NP[t])
        for b in range(3):
            if op == "vcadd":
                want[b, 0] = tree_sum([v if a else NP[t](0) for v, a in zip(x[b], active[b])], t)
            elif active[b].any():
                value, idx = literal_extremum(x[b], active[b], t, "max" if op == "vcmax" else "min")
                want[b, 0] = value
                bits_of(want)[b, 1] = idx
        assert_bits_equal(got, want)


def test_vcadd_tree_order_matters_and_is_used():
    # 1e8 + 1 - 1e8 ...: a sequential sum and the pairwise tree give different f32 results.
    x = np.zeros(64, np.float32)
    x[0], x[1], x[2], x[3] = 1e8, 1.0, -1e8, 1.0
    assert S.vcadd(x)[0] == np.float32(np.float32(1e8 + 1.0) + np.float32(-1e8 + 1.0))


def test_vcmax_ties_go_to_lowest_index_and_nan_is_never_selected():
    x = np.zeros(64, np.float32)
    x[[5, 9]] = 7.0
    x[2] = math.nan
    out = S.vcmax(x)
    assert out[0] == 7.0 and bits_of(out)[1] == 5
    m = np.zeros(64, bool)
    m[2] = True  # only the NaN is active: the start value -INF with index 0
    out = S.vcmax(x, m)
    assert out[0] == -math.inf and bits_of(out)[1] == 0


@pytest.mark.parametrize(("op", "t"), cases("group_reduce"))
def test_group_reduce(op, t):
    fn = getattr(S, op)
    n = LANES[t]
    k = n // 8
    x = sample(t, (3, n))
    combine = {"vcgadd": "add", "vcgmax": "max", "vcgmin": "min"}[op]
    for name, m in masks(n):
        active = np.ones((3, n), bool) if m is None else m
        want = np.zeros((3, n), NP[t])
        for b in range(3):
            for g in range(8):
                lanes = slice(g * k, (g + 1) * k)
                vals, act = x[b, lanes], active[b, lanes]
                if combine == "add":
                    want[b, g * k] = sequential_sum([v for v, a in zip(vals, act) if a], t)
                elif act.any():
                    want[b, g * k] = literal_extremum(vals, act, t, combine)[0]
        assert_bits_equal(fn(x, m), want)


def test_vcgadd_results_at_vlane_low_slots():
    x = np.arange(64, dtype=np.float32)
    out = S.vcgadd(x)
    assert list(np.nonzero(out)[0]) == [0, 8, 16, 24, 32, 40, 48, 56]
    assert list(out[::8]) == [sum(range(8 * g, 8 * g + 8)) for g in range(8)]


@pytest.mark.parametrize(("op", "t"), cases("scan"))
def test_scan(op, t):
    n = LANES[t]
    x = sample(t, (3, n))
    for name, m in masks(n):
        active = np.ones((3, n), bool) if m is None else m
        want = np.zeros((3, n), NP[t])
        for b in range(3):
            acc = None
            for i in range(n):
                v = x[b, i] if active[b, i] else NP[t](0)
                acc = v if acc is None else sequential_sum([v], t, start=acc)
                want[b, i] = acc
        assert_bits_equal(S.vcpadd(x, m), want)


def test_vcpadd_seed_example():
    x = np.zeros(64, np.float32)
    x[:5] = [1, 2, 3, 4, 5]
    assert list(S.vcpadd(x)[:5]) == [1, 3, 6, 10, 15]


# ----------------------------------------------------------------------- tiles
@pytest.mark.parametrize("t", ["f16", "f32", "i16", "i32"])
@pytest.mark.parametrize("shape,valid", [((16, 16), None), ((8, 40), (5, 33)), ((1, 7), None), ((40, 70), (33, 65))])
def test_trowsum(t, shape, valid):
    x = sample(t, (2,) + shape, edges=False)
    vr, vc = valid or shape
    got = S.trowsum(x, valid_rows=vr, valid_cols=vc)
    want = np.zeros((2, vr, 1), NP[t])
    for b in range(2):
        for i in range(vr):
            if is_float(t):
                acc = np.float32(0)
                for v in x[b, i, :vc]:
                    acc = np.float32(float(acc) + float(v))
                want[b, i, 0] = NP[t](acc)
            else:
                want[b, i, 0] = wrap(sum(int(v) for v in x[b, i, :vc]), t)
    assert_bits_equal(got, want)


def test_trowsum_f16_accumulates_in_f32():
    x = np.full((1, 4096), np.float16(1.0))
    # A pure-f16 accumulator would stop at 2048; f32 reaches 4096.
    assert S.trowsum(x)[0, 0] == np.float16(4096)


@pytest.mark.parametrize("t", ["i8", "u8", "i16", "u16", "i32", "u32", "f16", "f32"])
def test_tcolargmin_index_mode(t):
    x = sample(t, (2, 9, 13), edges=False)
    x[:, :, 3] = 100
    x[:, 4, 3] = x[:, 7, 3] = 3  # a tie: the lower row wins
    got = S.tcolargmin(x, valid_rows=8, valid_cols=12)
    assert got.dtype == np.uint32 and got.shape == (2, 1, 12)
    for b in range(2):
        for j in range(12):
            col = list(x[b, :8, j])
            assert got[b, 0, j] == col.index(min(col))
    assert got[0, 0, 3] == 4


def test_tcolargmin_value_index_mode_and_index_types():
    x = sample("f16", (6, 5), edges=False)
    vals, idx = S.tcolargmin(x, mode="value_index", index_dtype="i16")
    assert idx.dtype == np.int16 and vals.dtype == np.float16
    assert_bits_equal(vals[0], x.min(axis=0))
    assert list(idx[0]) == list(x.argmin(axis=0))
    with pytest.raises(S.SemanticsError, match="index type u32 is not legal for f16 in value_index mode"):
        S.tcolargmin(x, mode="value_index", index_dtype="u32")
    with pytest.raises(S.SemanticsError, match="value_index mode does not support i8"):
        S.tcolargmin(sample("i8", (4, 4)), mode="value_index")
    assert S.tcolargmin(x, index_dtype="i32").dtype == np.int32


def test_tcolargmin_nan_in_first_row_sticks():
    x = np.array([[math.nan, 1.0], [0.0, 0.5]], np.float32)
    vals, idx = S.tcolargmin(x, mode="value_index")
    assert list(idx[0]) == [0, 1] and math.isnan(vals[0, 0]) and vals[0, 1] == 0.5


# ---------------------------------------------------------------------- errors
def test_errors_name_the_op_and_the_rule():
    with pytest.raises(S.SemanticsError, match=r"pto.vcadd: a !pto.vreg<64xf32> has 64 lanes .* got 63"):
        S.vcadd(np.zeros(63, np.float32))
    with pytest.raises(S.SemanticsError, match="pto.vexp: element type i32 is not legal"):
        S.vexp(np.zeros(64, np.int32))
    with pytest.raises(S.SemanticsError, match="pto.vabs: the mask must be a boolean array"):
        S.vabs(np.zeros(64, np.float32), np.zeros(64, np.int32))
    with pytest.raises(S.SemanticsError, match="pto.vabs: mask shape"):
        S.vabs(np.zeros((2, 64), np.float32), np.zeros((3, 64), bool))
    with pytest.raises(S.SemanticsError, match="pto.trowsum: the valid region 0x4"):
        S.trowsum(np.zeros((4, 4), np.float32), valid_rows=0)
    with pytest.raises(S.SemanticsError, match="prior destination"):
        S.vabs(np.zeros(64, np.float32), None, prior=np.zeros(64, np.float16))


@pytest.mark.parametrize("bad", [2.5, True, np.True_, "3", 3.0])
def test_valid_region_must_be_an_integer(bad):
    with pytest.raises(S.SemanticsError, match=r"pto.trowsum: valid_cols must be an integer"):
        S.trowsum(np.zeros((4, 4), np.float32), valid_cols=bad)
    with pytest.raises(S.SemanticsError, match=r"pto.tcolargmin: valid_rows must be an integer"):
        S.tcolargmin(np.zeros((4, 4), np.float32), valid_rows=bad)
    assert S.trowsum(np.ones((4, 4), np.float32), valid_cols=np.int64(3))[0, 0] == 3.0
