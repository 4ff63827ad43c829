"""Two-operand ops (binary-vector and vec-scalar sets): every dtype, masks, edge values,
both predication forms, bit for bit against tests/reference.py's lane formulas."""
import math

import numpy as np
import pytest

from conftest import the_isa
from helpers import assert_bits_equal, bits_of, masks, sample
from ptoisa_ref import semantics as S
from reference import LANES, NP, binary, is_float

ISA = the_isa()
RNG = np.random.default_rng(20261123)
TWO = [op for op in ISA.ops if op.set in ("binary_vector", "vec_scalar") and op.semantics["pattern"] == "elementwise"]


CODED = {"hif8"}  # raw-byte lanes with no numpy arithmetic: test_bitwise_ops_on_hif8_combine_the_raw_bytes


def case_list():
    return [pytest.param(op, t, id=f"{op.name}-{t}") for op in TWO for t in op.all_types(op.primary_operand)
            if t not in CODED]


def _canonical(v, t):
    return NP[t](math.nan) if is_float(t) and math.isnan(float(v)) else v


@pytest.mark.parametrize(("op", "t"), case_list())
def test_two_operand_op(op, t):
    n = LANES[t]
    scalar_op = any(o.kind == "scalar" for o in op.inputs())
    a = sample(RNG, t, (2, n))
    if op.semantics.get("count"):  # counts below, at and past the width, and negative ones
        b = RNG.integers(-40, 80, (2, n)).astype(NP[t])
    else:
        b = sample(RNG, t, (2, n))
        b[0, :8] = a[0, :8]  # ties
    nan_rule = op.semantics["nan"] == "canonical"
    scalars = [b[0, 3], b[1, 5]] if scalar_op else [None]
    for s in scalars:
        other = np.full_like(a, s) if scalar_op else b
        want_active = np.array([[binary(op.name, x, y, t) for x, y in zip(ra, rb)] for ra, rb in zip(a, other)],
                               dtype=NP[t])
        if nan_rule:
            want_active = np.array([[_canonical(v, t) for v in row] for row in want_active], dtype=NP[t])
        prior = sample(RNG, t, (2, n), edges=False)
        for kind, m in masks(RNG, (2, n)):
            active = np.ones((2, n), bool) if m is None else m
            args = (a, s) if scalar_op else (a, b)
            got = getattr(S, op.name)(*args, mask=m)
            assert_bits_equal(got, np.where(active, want_active, np.zeros_like(a)).astype(NP[t]), f"{op.name} {t} {kind}")
            got = getattr(S, op.name)(*args, mask=m, prior=prior)
            assert_bits_equal(got, np.where(active, want_active, prior).astype(NP[t]), f"{op.name} {t} {kind} merging")


def test_hand_values():
    # i16 overflow wraps (the vadd-i16-signed-overflow golden), ui16 too.
    assert S.vadd(np.full(128, 32767, np.int16), np.full(128, 1, np.int16))[0] == -32768
    assert S.vadds(np.full(128, 65535, np.uint16), 1)[0] == 0
    # vmin: NaN wins over a number in either position.
    x = np.zeros(64, np.float32)
    y = np.zeros(64, np.float32)
    x[0], y[1] = np.nan, np.nan
    r = S.vmin(x, y)
    assert math.isnan(r[0]) and math.isnan(r[1])
    # f16 bitwise OR on the raw bits (vor-f16): 1.0 (0x3C00) | -0.0 (0x8000) = -1.0.
    h = S.vor(np.full(128, 1.0, np.float16), np.full(128, -0.0, np.float16))
    assert bits_of(h)[0] == 0xBC00
    # Shift counts modulo the width (D-SHIFTCOUNT); >> arithmetic for signed, logical for unsigned.
    assert S.vshl(np.full(128, 1, np.uint16), np.full(128, 17, np.int16))[0] == 2
    assert S.vshr(np.full(128, -8, np.int16), np.full(128, 1, np.int16))[0] == -4
    assert S.vshrs(np.full(128, 0x8000, np.uint16), 15)[0] == 1
    # vlrelu: negative lanes scaled, NaN stays NaN.
    v = np.array([-2.0, 3.0, np.nan] + [0.0] * 61, np.float32)
    r = S.vlrelu(v, 0.5)
    assert r[0] == -1.0 and r[1] == 3.0 and math.isnan(r[2])


def test_bf16_rounds_once():
    import ml_dtypes
    bf = ml_dtypes.bfloat16
    # 1 + 2^-8 is halfway between two bf16 values: to even gives 1.0; one more bit decides upward.
    one = np.full(128, 1.0, bf)
    assert float(S.vadd(one, np.full(128, 2.0 ** -8, bf))[0]) == 1.0
    assert float(S.vadd(one, np.full(128, 2.0 ** -8 + 2.0 ** -14, bf))[0]) == 1.0078125
    # A double scalar just above the halfway point rounds up (no double rounding through f32).
    assert float(S.vadds(np.zeros(128, bf), 1 + 2.0 ** -8 + 2.0 ** -40)[0]) == 1.0078125


def test_bad_arguments():
    with pytest.raises(S.SemanticsError, match="src1"):
        S.vadd(np.zeros(64, np.float32), np.zeros(128, np.float16))
    with pytest.raises(S.SemanticsError, match="integer"):
        S.vadds(np.zeros(128, np.int16), 1.5)
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.vdiv(np.zeros(64, np.uint32), np.zeros(64, np.uint32))


def test_bitwise_ops_on_hif8_combine_the_raw_bytes():
    """PTOAS's vand case runs vand, vor and vxor on !pto.hif8 registers: only bits are combined."""
    a = np.random.default_rng(3).integers(0, 256, 256, dtype=np.uint8)
    b = np.random.default_rng(4).integers(0, 256, 256, dtype=np.uint8)
    x, y = S.raw_lanes(a, "hif8"), S.raw_lanes(b, "hif8")
    m = np.arange(256) % 3 != 0
    for op, f in (("vand", np.bitwise_and), ("vor", np.bitwise_or), ("vxor", np.bitwise_xor)):
        got = np.asarray(getattr(S, op)(x, y, m)).view(np.uint8)
        assert np.array_equal(got, np.where(m, f(a, b), 0)), op
