"""Every op, every dtype its targets allow, masks (all-on, all-off, random, single
lane) and edge values, checked bit for bit against tests/reference.py."""
import math

import numpy as np
import pytest

from conftest import the_isa
from ptoisa_ref import semantics as S
from helpers import assert_bits_equal, bits_of
from helpers import masks as _masks
from helpers import sample as _sample
from reference import LANES, NP, is_float, literal_extremum, sequential_sum, tree_sum, unary, wrap

ISA = the_isa()
RNG = np.random.default_rng(20261121)


def sample(t, shape, edges=True):
    return _sample(RNG, t, shape, edges)


def masks(n, batch=3):
    return _masks(RNG, (batch, n))


def cases(pattern, sets=None):
    """(op, dtype) for every op of `pattern` (in `sets`) and every dtype any target allows it."""
    return [pytest.param(op.name, t, id=f"{op.name}-{t}") for op in ISA.ops if op.semantics["pattern"] == pattern
            and (sets is None or op.set in sets) for t in op.all_types(op.primary_operand)]


# ----------------------------------------------------------------- elementwise
@pytest.mark.parametrize("form", ["zeroing", "merging"])
@pytest.mark.parametrize(("op", "t"), cases("elementwise", {"unary"}))
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
WIDER = {"i8": "i16", "u8": "u16", "i16": "i32", "u16": "u32"}  # vcadd's widening (D-NARROWSUM)


# vcbmax and vcbmin also return a predicate: tests/test_semantics_vcbext.py covers them
@pytest.mark.parametrize(("op", "t"), [c for c in cases("reduce") if c.values[0] not in ("vcbmax", "vcbmin")])
def test_full_reduce(op, t):
    fn = getattr(S, op)
    n = LANES[t]
    x = sample(t, (3, n))
    out_t = WIDER.get(t, t) if op == "vcadd" else t
    for name, m in masks(n):
        active = np.ones((3, n), bool) if m is None else m
        got = fn(x, m)
        want = np.zeros((3, LANES[out_t]), NP[out_t])
        for b in range(3):
            if op == "vcadd":
                want[b, 0] = tree_sum([NP[out_t](v) if a else NP[out_t](0) for v, a in zip(x[b], active[b])], out_t)
            else:  # with no active lane: the start value and index 0 (the current manual)
                value, idx = literal_extremum(x[b], active[b], t, "max" if op == "vcmax" else "min")
                want[b, 0] = value
                bits_of(want)[b, 1] = idx
        assert_bits_equal(got, want, f"{op} {t} {name}")


def test_vcadd_widens_narrow_integers():
    x = np.full(128, 30000, np.int16)  # the i16 sum would wrap; the i32 result holds it
    out = S.vcadd(x)
    assert out.dtype == np.int32 and out.shape == (64,) and out[0] == 128 * 30000 and not out[1:].any()
    u = np.full(256, 255, np.uint8)
    assert S.vcadd(u).dtype == np.uint16 and S.vcadd(u)[0] == 255 * 256 % 65536
    assert S.vcadd(np.ones(64, np.int32)).dtype == np.int32  # 32-bit types keep their type


def test_vcadd_tree_order_matters_and_is_used():
    # 1e8 + 1 - 1e8 ...: a sequential sum and the pairwise tree give different f32 results.
    x = np.zeros(64, np.float32)
    x[0], x[1], x[2], x[3] = 1e8, 1.0, -1e8, 1.0
    assert S.vcadd(x)[0] == np.float32(np.float32(1e8 + 1.0) + np.float32(-1e8 + 1.0))


def test_vcmax_ties_go_to_lowest_index_and_empty_gives_the_start_value():
    x = np.zeros(64, np.float32)
    x[[5, 9]] = 7.0
    x[2] = math.nan
    out = S.vcmax(x)
    assert out[0] == 7.0 and bits_of(out)[1] == 5
    m = np.zeros(64, bool)
    m[2] = True  # only the NaN is active: the start value -INF with index 0
    out = S.vcmax(x, m)
    assert out[0] == -math.inf and bits_of(out)[1] == 0
    none = S.vcmin(np.arange(128, dtype=np.int16), np.zeros(128, bool))  # no active lane
    assert none[0] == np.iinfo(np.int16).max and none[1] == 0 and not none[2:].any()


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
                    want[b, g] = sequential_sum([v for v, a in zip(vals, act) if a], t)
                else:  # an empty VLane gives the start value
                    want[b, g] = literal_extremum(vals, act, t, combine)[0]
        assert_bits_equal(fn(x, m), want, f"{op} {t} {name}")


def test_vcg_results_are_contiguous_as_on_hardware():
    """The values of the public hardware case vcg-group: group g's result in lane g."""
    x = np.arange(64, dtype=np.float32)
    out = S.vcgadd(x)
    assert list(out[:8]) == [sum(range(8 * g, 8 * g + 8)) for g in range(8)] and not out[8:].any()
    assert list(S.vcgmax(x)[:8]) == [8 * g + 7 for g in range(8)]
    assert list(S.vcgmin(x)[:8]) == [8 * g for g in range(8)]


@pytest.mark.parametrize(("op", "t"), cases("pair_reduce"))
def test_pair_reduce(op, t):
    n = LANES[t]
    x = sample(t, (3, n))
    for name, m in masks(n):
        active = np.ones((3, n), bool) if m is None else m
        want = np.zeros((3, n), NP[t])
        for b in range(3):
            for i in range(n // 2):
                a = x[b, 2 * i] if active[b, 2 * i] else NP[t](0)
                c = x[b, 2 * i + 1] if active[b, 2 * i + 1] else NP[t](0)
                want[b, i] = sequential_sum([c], t, start=a)
        assert_bits_equal(S.vcpadd(x, m), want, f"{t} {name}")


def test_vcpadd_pairs_as_on_hardware():
    x = np.zeros(64, np.float32)
    x[:6] = [1, 2, 3, 4, 5, 6]
    out = S.vcpadd(x)
    assert list(out[:3]) == [3, 7, 11] and not out[3:].any()


# ----------------------------------------------------------------------- tiles
def _chunked_row_sum(row, t):
    """A5: 256-byte chunks summed as trees in T (missing tail lanes 0), chunk sums added in order in T."""
    c = LANES[t]
    chunks = [list(row[s:s + c]) + [NP[t](0)] * (c - len(row[s:s + c])) for s in range(0, len(row), c)]
    return sequential_sum([tree_sum(ch, t) for ch in chunks], t)


@pytest.mark.parametrize("target", ["a5", "cpu"])
@pytest.mark.parametrize("t", ["f16", "f32", "i16", "i32"])
@pytest.mark.parametrize("shape,valid", [((16, 16), None), ((8, 40), (5, 33)), ((1, 7), None), ((40, 300), (33, 265))])
def test_trowsum(t, shape, valid, target):
    x = sample(t, (2,) + shape, edges=False)
    vr, vc = valid or shape
    got = S.trowsum(x, valid_rows=vr, valid_cols=vc, target=target)
    want = np.zeros((2, vr, 1), NP[t])
    for b in range(2):
        for i in range(vr):
            if not is_float(t):
                want[b, i, 0] = wrap(sum(int(v) for v in x[b, i, :vc]), t)
            elif target == "cpu":  # the CPU simulator: in order, in f32
                acc = np.float32(0)
                for v in x[b, i, :vc]:
                    acc = np.float32(float(acc) + float(v))
                want[b, i, 0] = NP[t](acc)
            else:
                want[b, i, 0] = _chunked_row_sum(x[b, i, :vc], t)
    assert_bits_equal(got, want, f"{t} {target}")


def test_trowsum_takes_no_i64():
    x = np.full((2, 40), 2 ** 40, np.int64)  # PTOAS's verifier takes no i64 row sum (D-ROWSUM-I64)
    with pytest.raises(S.SemanticsError, match="element type i64 is not legal"):
        S.trowsum(x)


def test_trowsum_precision_differs_by_target():
    x = np.ones((1, 128), np.float16)
    x[0, 0] = 2048
    assert S.trowsum(x, target="cpu")[0, 0] == np.float16(2176)  # 2175 in f32, rounded once to f16
    # A5's tree in f16: 2048 + 1 rounds back to 2048 (ties to even), then 2048 + 126.
    assert S.trowsum(x, target="a5")[0, 0] == np.float16(2174)


def test_trowsum_cpu_nan_is_x86s():
    x = np.ones((3, 8), np.float32)
    payload = np.array([0x7F800123], np.uint32).view(np.float32)[0]  # a signalling NaN with a payload
    x[0, 3] = payload
    x[1, 2], x[1, 5] = np.inf, -np.inf  # inf - inf: a new NaN
    cpu = bits_of(S.trowsum(x, target="cpu"))[:, 0]
    assert list(cpu[:2]) == [0x7FC00123, 0xFFC00000] and S.trowsum(x, target="cpu")[2, 0] == 8
    a5 = bits_of(S.trowsum(x, target="a5"))[:, 0]
    assert list(a5[:2]) == [0x7FC00000, 0x7FC00000]  # D-NAN


def test_unknown_target_is_an_error():
    with pytest.raises(S.SemanticsError, match="unknown target 'a9'"):
        S.vabs(np.zeros(64, np.float32), target="a9")
    assert S.vabs(np.zeros(64, np.float32), target="Ascend910_9599").shape == (64,)


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


def test_a_b32_mask_predicates_64_bit_lanes_by_the_bit_at_their_first_byte():
    """D-MASK64: lane k of a 32-lane i64 register reads lane 2k of a 64-lane b32 mask (vcvt i64 -> i32,
    the even halves; vcadd takes no i64 since PTOAS's verifier rejects it)."""
    x = np.arange(1, 33, dtype=np.int64) * 1000003
    m64 = np.zeros(64, bool)
    m64[0:64:6] = True  # lanes 0, 6, 12, ...: the even ones name i64 lanes 0, 3, 6, ...
    m64[1:64:2] = True  # odd b32 lanes sit inside an i64 lane and are not read
    got = S.vcvt(x, m64, dtype="i32", sat="SAT", part="EVEN")
    want = np.zeros(64, np.int32)
    want[0:64:6] = x[0::3]  # i64 lane k lands in i32 lane 2k; inactive lanes are 0
    assert np.array_equal(got, want) and got.dtype == np.int32
    assert np.array_equal(S.vcvt(x, m64[::2], dtype="i32", sat="SAT", part="EVEN"), got)  # the same mask given per i64 lane
