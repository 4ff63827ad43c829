"""Carry, compare, select, gather and broadcast ops: every dtype, masks, edge values, bit for
bit against per-lane Python written from the manual's formulas and the hardware goldens."""
import math

import ml_dtypes
import numpy as np
import pytest

from conftest import the_isa
from helpers import assert_bits_equal, bits_of, masks, sample
from ptoisa_ref import semantics as S
from reference import BITS, LANES, NP, is_float

ISA = the_isa()
RNG = np.random.default_rng(11)
U32 = 0xFFFFFFFF


def ops(pattern):
    return [op for op in ISA.ops if op.semantics["pattern"] == pattern]


def typed(pattern):
    return [pytest.param(op, t, id=f"{op.name}-{t}") for op in ops(pattern) for t in op.all_types(op.primary_operand)]


# --------------------------------------------------------------------- carry
BOUNDARY = [0, 1, 0x7FFFFFFF, 0x80000000, 0xFFFFFFFE, 0xFFFFFFFF, 0xAAAAAAAA, 0x55555555]


@pytest.mark.parametrize(("op", "t"), typed("carry"))
def test_carry(op, t):
    n = LANES[t]
    a = np.resize(np.array(BOUNDARY, np.uint64), (2, n)).astype(np.uint32)
    b = np.resize(np.array(BOUNDARY[::-1] + BOUNDARY[1:] + BOUNDARY[:1], np.uint64), (2, n)).astype(np.uint32)
    a[1] = RNG.integers(0, 1 << 32, n, dtype=np.uint64).astype(np.uint32)
    with_cin = any(o.name == "carry_in" for o in op.inputs())
    cin = RNG.random((2, n)) < 0.5
    add = op.semantics["combine"] == "add"
    for kind, m in masks(RNG, (2, n)):
        args = (a.view(NP[t]), b.view(NP[t])) + ((cin,) if with_cin else ())
        value, carry = getattr(S, op.name)(*args, mask=m)
        active = np.ones((2, n), bool) if m is None else m
        for r in range(2):
            for i in range(n):
                x, y, c = int(a[r, i]), int(b[r, i]), int(cin[r, i]) if with_cin else None
                if add:
                    total = x + y + (c or 0)
                    want_v, want_c = total & U32, total > U32
                else:  # carry = no borrow; a true carry-in borrows nothing (D-CARRY)
                    total = x - y - ((1 - c) if with_cin else 0)
                    want_v, want_c = total & U32, total >= 0
                if not active[r, i]:
                    want_v, want_c = 0, False
                assert int(value.view(np.uint32)[r, i]) == want_v, (op.name, kind, x, y, c)
                assert bool(carry[r, i]) == want_c, (op.name, kind, x, y, c)


def test_carry_hardware_boundaries():
    # vaddc-carry-boundary: 0xFFFFFFFF+1, 0xFFFFFFFE+2 and 0x80000000+0x80000000 carry; 0x7FFFFFFF+1 does not.
    a = np.resize(np.array([0xFFFFFFFF, 0xFFFFFFFE, 0x80000000, 0x7FFFFFFF], np.uint32), 64)
    b = np.resize(np.array([1, 2, 0x80000000, 1], np.uint32), 64)
    v, c = S.vaddc(a, b)
    assert list(v[:4]) == [0, 0, 0, 0x80000000] and list(c[:4]) == [True, True, True, False]
    # vsubc-borrow-boundary: every pair borrows, so the (no-borrow) carry is all false.
    a = np.resize(np.array([0, 1, 0x7FFFFFFF, 0x80000000], np.uint32), 64)
    b = np.resize(np.array([1, 2, 0x80000000, 0xFFFFFFFF], np.uint32), 64)
    v, c = S.vsubc(a, b)
    assert list(v[:4]) == [0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0x80000001] and not c.any()
    # vsubcs with an all-true carry-in subtracts nothing more (vsubcs-borrow-boundary).
    v, c = S.vsubcs(np.full(64, 5, np.uint32), np.full(64, 7, np.uint32), np.ones(64, bool))
    assert v[0] == 0xFFFFFFFE and not c[0]


# ------------------------------------------------------------------- compare
def _lane_compare(mode, x, y):
    return {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[mode]


@pytest.mark.parametrize(("op", "t"), typed("compare"))
def test_compare(op, t):
    n = LANES[t]
    a = sample(RNG, t, (2, n))
    b = sample(RNG, t, (2, n))
    b[0, :16] = a[0, :16]  # equal lanes
    scalar = any(o.kind == "scalar" for o in op.inputs())
    for mode in ("eq", "ne", "lt", "le", "gt", "ge"):
        for kind, m in masks(RNG, (2, n)):
            other = b if not scalar else np.full_like(a, b[0, 20])
            got = getattr(S, op.name)(a, other if not scalar else b[0, 20], mask=m, cmp_mode=mode)
            active = np.ones((2, n), bool) if m is None else m
            # Python's float comparisons are IEEE's: NaN is unordered, -0 == +0.
            py = (lambda v: float(v)) if is_float(t) else int
            want = np.array([[bool(act) and _lane_compare(mode, py(x), py(y)) for x, y, act in zip(ra, rb, rm)]
                             for ra, rb, rm in zip(a, other, active)])
            assert got.dtype == np.bool_ and (got == want).all(), (op.name, t, mode, kind)


def test_compare_hardware_cases():
    # vcmp-f32-exceptional, "lt": NaN compares false, -0 < 0 is false.
    lhs = np.resize(np.array([-np.inf, -3, -0.0, 0, 0.5, np.inf, np.nan, 1], np.float32), 64)
    rhs = np.resize(np.array([np.inf, -2, 0, -0.0, 0.5, np.nan, 1, -np.inf], np.float32), 64)
    assert list(S.vcmp(lhs, rhs, cmp_mode="lt")[:8]) == [True, True, False, False, False, False, False, False]
    # vcmps-i8-unsigned: an i8 -127 read as ui8 is 129.
    u = np.resize(np.array([128, 129, 130, 255], np.uint8), 256)
    assert list(S.vcmps(u, -127, cmp_mode="gt")[:4]) == [False, False, True, True]
    with pytest.raises(S.SemanticsError, match="cmp_mode"):
        S.vcmp(lhs, rhs, cmp_mode="lq")


# --------------------------------------------------------- select and gather
@pytest.mark.parametrize(("op", "t"), typed("select"))
def test_select(op, t):
    n = LANES[t]
    a, b = sample(RNG, t, (3, n)), sample(RNG, t, (3, n))
    for kind, m in masks(RNG, (3, n)):
        if m is None:
            continue
        got = getattr(S, op.name)(a, b, m)
        want = np.array([[x if k else y for x, y, k in zip(ra, rb, rm)] for ra, rb, rm in zip(a, b, m)], NP[t])
        assert_bits_equal(got, want, f"{op.name} {t} {kind}")


@pytest.mark.parametrize(("op", "t"), typed("gather"))
def test_gather(op, t):
    n = LANES[t]
    src = sample(RNG, t, (2, n))
    unsigned = {8: np.uint8, 16: np.uint16, 32: np.uint32}[BITS[t]]
    idx = RNG.integers(0, 1 << BITS[t], (2, n), dtype=np.uint64).astype(unsigned)
    idx[0] = (np.arange(n)[::-1] + 3) % n  # a permutation in range, as the goldens use
    for signed in (False, True):
        index = idx.view({8: np.int8, 16: np.int16, 32: np.int32}[BITS[t]]) if signed else idx
        got = getattr(S, op.name)(src, index)
        want = np.array([[row[int(k) % n] for k in irow] for row, irow in zip(src, idx)], NP[t])  # D-GATHER-INDEX
        assert_bits_equal(got, want, f"{op.name} {t} signed index {signed}")


# ----------------------------------------------------------------- broadcast
@pytest.mark.parametrize(("op", "t"), typed("broadcast"))
def test_broadcast_scalar(op, t):
    n = LANES[t]
    values = [1.25, -0.0, math.inf, math.nan] if is_float(t) else [-7, 0, 1, -1, 200]
    has_mask = any(o.name == "mask" for o in op.inputs())
    for v in values:
        want_lane = NP[t](np.float32(v)) if t == "bf16" else (
            NP[t](v) if is_float(t) else np.array(v & ((1 << BITS[t]) - 1), np.uint64).astype(NP[t]))
        full = np.full(n, want_lane, NP[t])
        if not has_mask:
            assert_bits_equal(getattr(S, op.name)(v, dtype=t), full, f"{op.name} {t} {v}")
            continue
        prior = sample(RNG, t, (n,), edges=False)
        for kind, m in masks(RNG, (n,)):
            active = np.ones(n, bool) if m is None else m
            got = getattr(S, op.name)(v, m, dtype=t)
            assert_bits_equal(got, np.where(active, full, np.zeros(n, NP[t])), f"{op.name} {t} {v} {kind}")
            got = getattr(S, op.name)(v, m, dtype=t, prior=prior)
            assert_bits_equal(got, np.where(active, full, prior), f"{op.name} {t} {v} {kind} merging")


def test_vdup_lane_positions():
    # vdup-lane: LOWEST fills with lane 0, HIGHEST with lane N-1.
    x = np.arange(128, dtype=np.float32).reshape(2, 64)
    assert (S.vdup(x, position="LOWEST") == x[:, :1]).all()
    assert (S.vdup(x, position="HIGHEST") == x[:, -1:]).all()
    m = np.arange(64) % 2 == 0
    assert_bits_equal(S.vdup(x[0], m, position="HIGHEST"), np.where(m, np.float32(63), np.float32(0)))
    # vbr-u8: an i8 -55 reads 201 in ui8 lanes.
    assert S.vbr(-55, dtype="u8")[0] == 201
    with pytest.raises(S.SemanticsError, match="dtype"):
        S.vbr(1.0)
    with pytest.raises(S.SemanticsError, match="position"):
        S.vdup(x, position="MIDDLE")


# ----------------------------------------------------------- widening multiply
@pytest.mark.parametrize(("op", "t"), typed("mul_wide"))
def test_widening_multiply(op, t):
    n = LANES[t]
    a, b = sample(RNG, t, (2, n)), sample(RNG, t, (2, n))
    for kind, m in masks(RNG, (2, n)):
        low, high = getattr(S, op.name)(a, b, mask=m)
        active = np.ones((2, n), bool) if m is None else m
        for r in range(2):
            for i in range(n):
                p = int(a[r, i]) * int(b[r, i])  # Python's exact product, in the lanes' signedness
                want_low, want_high = (p & 0xFFFFFFFF, (p >> 32) & 0xFFFFFFFF) if active[r, i] else (0, 0)
                assert int(low.view(np.uint32)[r, i]) == want_low and int(high.view(np.uint32)[r, i]) == want_high, \
                    (op.name, t, kind, a[r, i], b[r, i])


def test_widening_multiply_pseudocode():
    from ptoisa.lang.pseudocode import run_pseudocode
    op = next(o for o in ISA.ops if o.semantics["pattern"] == "mul_wide")
    for t in op.all_types(op.primary_operand):
        a, b = sample(RNG, t, (64,)), sample(RNG, t, (64,))
        out = run_pseudocode(op.pseudocode, {"src0": a, "src1": b, "low": np.zeros(64, NP[t]), "high": np.zeros(64, NP[t])},
                             {"N": 64}, elem=t)
        low, high = getattr(S, op.name)(a, b)
        assert_bits_equal(low, out["low"])
        assert_bits_equal(high, out["high"])


def test_vexpdif_hardware_boundary():
    x = np.resize(np.array([0, 88, 90, np.nan, np.inf, -np.inf, -50, 10], np.float32), 64)
    m = np.resize(np.array([0, 0, 0, 1, np.inf, -np.inf, -100, 20], np.float32), 64)
    got = S.vexpdif(x, m, part="ODD")
    want = [1.0, math.exp(88), math.inf, math.nan, math.nan, math.nan, math.exp(50), math.exp(-10)]
    for g, w in zip(got[:8], want):
        assert (math.isnan(g) and math.isnan(w)) or g == np.float32(w)  # rounded once from double
