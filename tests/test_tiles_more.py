"""The remainder, power, ternary, fill and axpy tile ops (trem, tfmod, tpow, tprelu; taddc, tsubc;
taddsc, tsubsc; trems, tfmods, tpows; texpands, taxpy) against plain numpy: every element type
each target allows, a valid region smaller than the tile, edge values (NaN, ±inf, ±0, integer
minimum, zero divisors), and the points where the targets differ. The expected values are
written here from the pages' formulas with numpy alone."""
import math

import ml_dtypes
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import assert_bits_equal, sample
from ptoisa.verify import verify_text
from ptoisa_ref import semantics as S
from ptoisa_ref import verifier_rules as V

ISA = the_isa()
RNG = np.random.default_rng(23)
NP = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "i8": np.int8, "u8": np.uint8,
      "i16": np.int16, "u16": np.uint16, "i32": np.int32, "u32": np.uint32, "i64": np.int64}
SPELL = {"u8": "ui8", "u16": "ui16", "u32": "ui32"}
ROWS, COLS, VR, VC = 6, 40, 4, 29


def is_int(t):
    return np.dtype(NP[t]).kind in "iu"


def same(got, want):
    """Bits equal, except that any NaN matches any NaN (the NaN rules are pinned separately)."""
    g, w = np.asarray(got), np.asarray(want)
    assert g.dtype == w.dtype and g.shape == w.shape, (g.dtype, w.dtype, g.shape, w.shape)
    if g.dtype.kind == "f" or g.dtype == ml_dtypes.bfloat16:
        nan = np.isnan(g.astype(np.float32))
        assert np.array_equal(nan, np.isnan(w.astype(np.float32)))
        g, w = g[~nan], w[~nan]
    assert_bits_equal(g, w)


# --- the expected values, in numpy ---------------------------------------------------------

def c_rem(a, b):
    """C's % on integers (the dividend's sign); x % 0 is x."""
    safe = np.where(b == 0, 1, b)
    with np.errstate(all="ignore"):
        return np.where(b == 0, a, np.fmod(a, safe)).astype(a.dtype)


def floor_rem(a, b):
    """The floor remainder on integers (numpy's %, the divisor's sign); x rem 0 is x."""
    safe = np.where(b == 0, 1, b)
    with np.errstate(all="ignore"):
        return np.where(b == 0, a, np.remainder(a, safe)).astype(a.dtype)


def seq_rem(a, b, rounding, correct):
    """The tile library's float sequence, each step in T: the quotient rounded (floor or trunc),
    multiplied back, subtracted; `correct`: b added where b * r < 0."""
    with np.errstate(all="ignore"):
        q = rounding(a / b)
        r = a - q * b
        return np.where(b * r < 0, r + b, r).astype(a.dtype) if correct else r


def cpu_rem(a, b, floor):
    """The CPU simulator: fmod in double (exact, cast to T), then b added where the signs differ."""
    with np.errstate(all="ignore"):
        r = np.fmod(a.astype(np.float64), np.asarray(b).astype(np.float64)).astype(a.dtype)
        if not floor:
            return r
        fix = ((a >= 0) != (np.asarray(b) >= 0)) & (r != 0)
        return np.where(fix, r + b, r).astype(a.dtype)


def int_pow(a, b, t):
    """Multiplied out in T, wrapping; b == 0 or a == 1: 1; b < 0: 0 (±1 for a == -1)."""
    bits = np.dtype(NP[t]).itemsize * 8
    out = []
    for x, e in zip(np.asarray(a).reshape(-1).tolist(), np.broadcast_to(b, np.shape(a)).reshape(-1).tolist()):
        if e == 0 or x == 1:
            v = 1
        elif e < 0:
            v = (1 if e % 2 == 0 else -1) if x == -1 else 0
        else:
            v = pow(x, e, 1 << bits)
        out.append(v % (1 << bits))
    return np.array(out, dtype=np.uint64).astype(NP[t]).reshape(np.shape(a))


def float_pow(a, b, t):
    with np.errstate(all="ignore"):
        return np.power(a.astype(np.float64), np.asarray(b).astype(np.float64)).astype(NP[t])


def tile_pair(t, name):
    """Two sources: divisors with zeros, small exponents for integer pow."""
    a, b = sample(RNG, t, (ROWS, COLS)), sample(RNG, t, (ROWS, COLS))
    if name in ("tpow",) and is_int(t):
        b = RNG.integers(-3, 9, (ROWS, COLS)).astype(NP[t]) if not t.startswith("u") else \
            RNG.integers(0, 9, (ROWS, COLS)).astype(NP[t])
    if name in ("tpow",) and not is_int(t):
        b = (RNG.integers(-4, 5, (ROWS, COLS)) * 0.5).astype(NP[t])
        b[0, :4] = np.array([np.nan, np.inf, -np.inf, 0.0]).astype(NP[t])
    if name in ("trem", "tfmod"):
        b[1, :3] = 0  # zero divisors
    return a, b


def expected_binary(name, a, b, t, target):
    if name == "trem":
        if is_int(t):
            return floor_rem(a, b)
        return cpu_rem(a, b, True) if target == "cpu" else seq_rem(a, b, np.floor, True)
    if name == "tfmod":
        if is_int(t):
            return c_rem(a, b)
        return cpu_rem(a, b, False) if target == "cpu" else seq_rem(a, b, np.trunc, False)
    if name == "tpow":
        return int_pow(a, b, t) if is_int(t) else float_pow(a, b, t)
    if name == "tprelu":
        with np.errstate(all="ignore"):
            keep = a >= 0 if target == "a5" else a > 0
            return np.where(keep, a, a * b).astype(a.dtype)
    raise KeyError(name)


def expected_scalar(name, a, s, t, target):
    s = NP[t](s)
    if name == "trems":
        if is_int(t):
            return floor_rem(a, np.full_like(a, s))
        if target == "cpu":
            return cpu_rem(a, s, True)
        return seq_rem(a, np.full_like(a, s), np.floor, target == "a2a3")
    if name == "tfmods":
        if is_int(t):
            return c_rem(a, np.full_like(a, s))
        return cpu_rem(a, s, False) if target == "cpu" else seq_rem(a, np.full_like(a, s), np.trunc, False)
    if name == "tpows":
        return int_pow(a, s, t) if is_int(t) else float_pow(a, s, t)
    raise KeyError(name)


def cases(names, operand):
    for name in names:
        op = ISA.op(name)
        for target in ("a5", "a2a3", "cpu"):
            for t in op.types_for(operand, target):
                yield pytest.param(name, t, target, id=f"{name}-{t}-{target}")


def check_region(fn, args, want, t, **kw):
    """The valid region's result, and the DPS form keeping dst's other elements."""
    got = fn(*args, valid_rows=VR, valid_cols=VC, **kw)
    assert got.shape == (VR, VC)
    same(got, want)
    prior = sample(RNG, t, (ROWS, COLS))
    full = fn(*args, dst=prior, valid_rows=VR, valid_cols=VC, **kw)
    same(full[:VR, :VC], want)
    assert_bits_equal(full[VR:], prior[VR:])
    assert_bits_equal(full[:, VC:], prior[:, VC:])


# --- the two-source ops ---------------------------------------------------------------------

COVERED = {"trem", "tfmod", "tpow", "tprelu", "trems", "tfmods", "tpows", "taddc", "tsubc", "taddsc", "tsubsc",
           "texpands", "taxpy"}


def test_every_new_tile_op_is_checked_against_numpy():
    from test_tiles import NUMPY
    sets = ("tile_binary", "tile_ternary", "tile_scalar_ternary", "tile_scalar_dst")
    new = {o.name for o in ISA.ops if o.set in sets} | {"trems", "tfmods", "tpows"}
    assert new - COVERED - set(NUMPY) - {"taddrelu"} == set()  # (taddrelu: tests/test_tile_config.py)


@pytest.mark.parametrize(("name", "t", "target"), list(cases(("trem", "tfmod", "tpow", "tprelu"), "src0")))
def test_binary_ops_match_numpy(name, t, target):
    a, b = tile_pair(t, name)
    want = expected_binary(name, a[:VR, :VC], b[:VR, :VC], t, target)
    check_region(getattr(S, name), (a, b), want, t, target=target)


@pytest.mark.parametrize(("name", "t", "target"), list(cases(("trems", "tfmods", "tpows"), "src")))
def test_scalar_ops_match_numpy(name, t, target):
    a = sample(RNG, t, (ROWS, COLS))
    scalars = ([3, 0] + ([-5] if t.startswith("i") else [40000 % (1 << 8 * np.dtype(NP[t]).itemsize)])
               if is_int(t) else [2.5, -0.75, 0.0, float("inf")])
    if name == "tpows":
        scalars = ([0, 1, 3, 7] + ([-1, -2] if t.startswith("i") else [])) if is_int(t) else [0.5, 2.0, -1.5, 0.0, 3.0]
    for s in scalars:
        want = expected_scalar(name, a[:VR, :VC], s, t, target)
        check_region(getattr(S, name), (a, s), want, t, target=target)


# --- three sources --------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "t", "target"), list(cases(("taddc", "tsubc"), "src0")))
def test_ternary_ops_round_each_step(name, t, target):
    a, b, c = (sample(RNG, t, (ROWS, COLS)) for _ in range(3))
    with np.errstate(all="ignore"):
        first = a + b if name == "taddc" else a - b
        want = (first.astype(NP[t]) + c).astype(NP[t])[:VR, :VC]
    check_region(getattr(S, name), (a, b, c), want, t, target=target)


@pytest.mark.parametrize(("name", "t", "target"), list(cases(("taddsc", "tsubsc"), "src0")))
def test_tile_scalar_tile_ops_round_each_step(name, t, target):
    a, b = sample(RNG, t, (ROWS, COLS)), sample(RNG, t, (ROWS, COLS))
    for s in ([7, -1, 0] if is_int(t) else [1.5, -0.0, float("nan")]):
        x = NP[t](s)
        with np.errstate(all="ignore"):
            first = a + x if name == "taddsc" else a - x
            want = (first.astype(NP[t]) + b).astype(NP[t])[:VR, :VC]
        check_region(getattr(S, name), (a, s, b), want, t, target=target)


def test_two_steps_differ_from_one_rounding():
    """f16: 2048 + 1 rounds back to 2048 before the third source's 1 is added (D-TILE-TWO-STEP)."""
    a, b, c = (np.full((1, 16), v, np.float16) for v in (2048, 1, 1))
    assert S.taddc(a, b, c)[0, 0] == 2048  # one rounding of 2050 would give 2050
    assert S.taddsc(a, 1.0, c)[0, 0] == 2048
    assert S.tsubc(np.full((1, 16), 2048, np.float16), np.full((1, 16), -1, np.float16), c)[0, 0] == 2048
    i8 = np.full((1, 32), 100, np.int8)
    assert S.taddc(i8, i8, i8)[0, 0] == 44  # 300 wraps in 8 bits: nothing saturates
    h = np.full((1, 16), -30000, np.int16)
    assert S.tsubsc(h, 10000, h)[0, 0] == -4464  # -40000 wraps to 25536 before -30000 is added


# --- fill and axpy --------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "t", "target"), list(cases(("texpands",), "dst")))
def test_texpands_fills_the_valid_region(name, t, target):
    prior = sample(RNG, t, (ROWS, COLS))
    for s in ([int(np.iinfo(NP[t]).min), 0, int(np.iinfo(NP[t]).max)] if is_int(t) else [-0.0, math.inf, 2.5]):
        got = S.texpands(s, prior, valid_rows=VR, valid_cols=VC, target=target)
        want = prior.copy()
        want[:VR, :VC] = NP[t](s)
        assert_bits_equal(got, want)
    with pytest.raises(S.SemanticsError, match="pass dst"):
        S.texpands(1)


@pytest.mark.parametrize(("name", "t", "target"), list(cases(("taxpy",), "src")))
def test_taxpy_reads_and_writes_dst(name, t, target):
    for dst_t in ((t, "f32") if t == "f16" else (t,)):
        src = (RNG.standard_normal((ROWS, COLS)) * 4).astype(NP[t])
        src[0, :5] = np.array([np.nan, np.inf, -0.0, 0.0, 1e-3]).astype(NP[t])
        prior = (RNG.standard_normal((ROWS, COLS)) * 4).astype(NP[dst_t])
        prior[1, :3] = np.array([-0.0, -np.inf, 0.5]).astype(NP[dst_t])
        s = 1.75
        x, d = src[:VR, :VC], prior[:VR, :VC]
        with np.errstate(all="ignore"):
            if target == "cpu":  # the product in src's type, then the sum in dst's
                region = ((x * NP[t](s)).astype(NP[t]).astype(NP[dst_t]) + d).astype(NP[dst_t])
            else:  # one rounding: the product and sum are exact in double for these magnitudes
                region = (x.astype(np.float64) * float(NP[t](s)) + d.astype(np.float64)).astype(NP[dst_t])
        got = S.taxpy(src, s, prior, valid_rows=VR, valid_cols=VC, target=target)
        want = prior.copy()
        want[:VR, :VC] = region
        same(got, want)
    with pytest.raises(S.SemanticsError, match="pass dst"):
        S.taxpy(src, 1.0)
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.taxpy(src, 1.0, np.zeros((ROWS, COLS), np.int32))


def test_taxpy_fused_on_a5_and_two_roundings_on_the_cpu():
    # (1 + 2^-10) squared is 1 + 2^-9 + 2^-20: minus 1 + 2^-9 leaves 2^-20, which one rounding keeps
    x = np.full((1, 16), 1 + 2 ** -10, np.float16)
    d = np.full((1, 16), -(1 + 2 ** -9), np.float16)
    assert S.taxpy(x, float(x[0, 0]), d)[0, 0] == np.float16(2 ** -20)
    assert S.taxpy(x, float(x[0, 0]), d, target="a2a3")[0, 0] == np.float16(2 ** -20)
    assert S.taxpy(x, float(x[0, 0]), d, target="cpu")[0, 0] == 0  # the product rounds to 1 + 2^-9 first


# --- the per-target points and the edges ----------------------------------------------------

def test_floor_and_truncated_remainders_on_integers():
    lo = np.iinfo(np.int32).min
    a = np.array([[7, -7, 7, -7, 5, lo, 3, lo]], np.int32)
    b = np.array([[3, 3, -3, -3, 0, -1, lo, 3]], np.int32)
    for target in ("a5", "a2a3", "cpu"):
        assert S.trem(a, b, target=target).tolist() == [[1, 2, -2, -1, 5, 0, lo + 3, 1]]
        assert S.tfmod(a, b, target=target if target != "a2a3" else "a5").tolist() == [[1, -1, 1, -1, 5, 0, 3, -2]]
    assert S.trems(a, -3).tolist() == [[-2, -1, -2, -1, -1, -2, 0, -2]]
    assert S.tfmods(a, 0).tolist() == a.tolist()  # a zero divisor leaves the dividend (D-TILE-REM-INT)


def test_the_a5_float_remainder_rounds_each_step():
    """3e9 / 7 rounds in f32, so the library's sequence loses the remainder 4 that fmod keeps."""
    a = np.full((1, 64), 3e9, np.float32)
    b = np.full((1, 64), 7, np.float32)
    assert S.trem(a, b)[0, 0] == 0 and S.tfmod(a, b)[0, 0] == 0
    assert S.trem(a, b, target="cpu")[0, 0] == 4 and S.tfmod(a, b, target="cpu")[0, 0] == 4
    # signs: the floor remainder follows the divisor, the truncated one the dividend
    x = np.array([[-7.5, 7.5, -0.0]], np.float32)
    assert S.trem(x, np.float32(2) * np.ones_like(x)).tolist()[0][:2] == [0.5, 1.5]
    assert S.tfmod(x, np.float32(2) * np.ones_like(x)).tolist()[0][:2] == [-1.5, 1.5]
    # -0.0: the sequence subtracts -0.0 from -0.0 (+0.0); fmod keeps the dividend's zero
    assert not np.signbit(S.tfmod(x, np.ones_like(x))[0, 2])
    assert np.signbit(S.tfmod(x, np.ones_like(x), target="cpu")[0, 2])
    # a divisor of inf: the sequence multiplies 0 by inf (NaN); fmod returns the dividend
    inf = np.full((1, 3), np.inf, np.float32)
    assert np.isnan(S.tfmod(x, inf)).all()
    assert S.tfmod(x, inf, target="cpu")[0, 1] == 7.5


def test_trems_corrects_the_sign_on_a2a3_only():
    """28408958 / 3 = 9469652.67 rounds up to 9469653 in f32; times 3 rounds to 28408960, so the
    A5 sequence leaves -2; A2/A3 adds the scalar back (1); the CPU's fmod is exact (2)."""
    a = np.full((1, 64), 28408958, np.float32)
    assert [S.trems(a, 3.0, target=t)[0, 0] for t in ("a5", "a2a3", "cpu")] == [-2, 1, 2]
    assert S.trem(a, np.full_like(a, 3)).tolist()[0][0] == 1  # trem corrects on A5 too


def test_tprelu_zero_per_target():
    x = np.array([[-0.0, 0.0, -2.0, np.nan]], np.float32)
    slope = np.array([[0.5, -0.5, 0.25, 2.0]], np.float32)
    a5, a2a3, cpu = (S.tprelu(x, slope, target=t) for t in ("a5", "a2a3", "cpu"))
    assert np.signbit(a5[0, 0]) and not np.signbit(a5[0, 1])  # vprelu passes x >= 0: the zero itself
    assert np.signbit(a2a3[0, 0]) and np.signbit(a2a3[0, 1])  # x > 0 fails: 0 * slope
    assert a2a3[0, 2] == -0.5 and np.isnan(cpu[0, 3])
    assert a5[0, 3].view(np.uint32) == 0x7FC00000  # the canonical NaN (D-NAN)


def test_pow_special_values():
    b = np.array([[2.0, -2.0, -0.0, 0.0, -1.0, 1.0, np.nan, -8.0]], np.float32)
    e = np.array([[0.5, 3.0, -1.0, -2.0, np.inf, np.nan, 0.0, 1 / 3]], np.float32)
    got = S.tpow(b, e)
    assert got[0, 0] == np.float32(math.sqrt(2)) and got[0, 1] == -8
    assert got[0, 2] == -np.inf and got[0, 3] == np.inf  # -0^-1 and 0^-2
    assert got[0, 4] == 1 and got[0, 5] == 1 and got[0, 6] == 1  # (-1)^inf, 1^NaN, NaN^0
    assert np.isnan(got[0, 7])  # a negative base, a non-integral exponent
    i = np.array([[2, 2, -1, -1, 0, 3]], np.int16)
    assert S.tpow(i, np.array([[15, 16, -3, -4, -1, 0]], np.int16)).tolist() == [[-32768, 0, -1, 1, 0, 1]]
    assert S.tpows(np.array([[3, 254]], np.uint8), 5).tolist() == [[243, 224]]  # 254^5 = (-2)^5 wraps to 224


def test_pow_precision_is_an_a5_floating_point_choice_with_the_same_bits():
    """PTOAS's precisionType on tpow and tpows: high_precision on A5 for floats (pow in double,
    rounded once, either way: D-TPOW); refused for integers on A5 and on A2/A3 altogether."""
    b = sample(RNG, "f32", (4, 16))
    e = sample(RNG, "f32", (4, 16))
    with np.errstate(all="ignore"):
        want = np.power(b.astype(np.float64), e.astype(np.float64)).astype(np.float32)
    got = S.tpow(b, e, precisionType="high_precision")
    assert np.array_equal(np.isnan(got), np.isnan(want))
    assert_bits_equal(got[~np.isnan(got)], want[~np.isnan(want)])
    assert_bits_equal(got, S.tpow(b, e))
    t = "!pto.tile_buf<vec, 4x16x{}>"
    for elem, target, errors in (("f32", "a5", 0), ("i32", "a5", 1), ("f32", "a2a3", 1)):
        tile = t.format(elem)
        text = (f"func.func @k() {{\n  %a = pto.alloc_tile : {tile}\n  %d = pto.alloc_tile : {tile}\n"
                f"  %s = arith.constant {'2.0' if elem[0] == 'f' else '2'} : {elem}\n"
                f"  pto.tpows ins(%a, %s : {tile}, {elem}) outs(%d : {tile}) "
                "{precisionType = #pto<pow_precision high_precision>}\n  return\n}\n")
        found = [f for f in verify_text(text, target) if f.severity == "error"]
        assert len(found) == errors, (elem, target, found)
        assert all("precisionType" in f.message or "pow algorithm" in f.message for f in found)


def test_rem_and_fmod_take_precision_and_compute_the_default_algorithm():
    """D-TREM-PRECISION: the attribute is accepted (verify, run) and the default's bits come back:
    7.5 rem 2 = 1.5, -7.5 rem 2 = 0.5 (the divisor's sign), -7.5 fmod 2 = -1.5 (the dividend's)."""
    a = np.array([[7.5, -7.5, 3.0]], np.float32)
    b = np.array([[2.0, 2.0, -2.0]], np.float32)
    assert S.trem(a, b, precisionType="high_precision").tolist() == [[1.5, 0.5, -1.0]]
    assert S.tfmod(a, b, precisionType="high_precision").tolist() == [[1.5, -1.5, 1.0]]
    with pytest.raises(S.SemanticsError):
        S.trem(a, b, precisionType="exact")
    tile = "!pto.tile_buf<vec, 1x16xf32>"
    for op, kind in (("trem", "rem"), ("tfmod", "fmod")):
        text = (f"func.func @k() {{\n  %a = pto.alloc_tile : {tile}\n  %b = pto.alloc_tile : {tile}\n"
                f"  %d = pto.alloc_tile : {tile}\n  %t = pto.alloc_tile : {tile}\n"
                f"  pto.{op} ins(%a, %b{', %t' if op == 'trem' else ''} : {tile}, {tile}{', ' + tile if op == 'trem' else ''}) "
                f"outs(%d : {tile}) {{precisionType = #pto<{kind}_precision high_precision>}}\n  return\n}}\n")
        assert [f for f in verify_text(text, "a5") if f.severity == "error"] == [], op


def test_divisor_zero_floats_give_nan():
    a = np.array([[1.0, -1.0, 0.0]], np.float16)
    z = np.zeros_like(a)
    for fn in (S.trem, S.tfmod):
        for target in ("a5", "cpu"):
            assert np.isnan(fn(a, z, target=target)).all()


# --- the verifier ---------------------------------------------------------------------------

def tile(t, rows=16, cols=64, valid=(12, 60), **kw):
    return V.TileType(elem=V.Elem(t), rows=rows, cols=cols, valid_rows=valid[0], valid_cols=valid[1], **kw)


def rules_of(op, target, operands):
    return [v.rule for v in V.verify_op(op, target, operands)]


def test_verifier_scratch_tiles_and_types():
    base = {"src0": tile("f16"), "src1": tile("f16"), "dst": tile("f16")}
    assert rules_of("tprelu", "a2a3", base) == []  # tmp may be left out
    assert rules_of("tprelu", "a2a3", {**base, "tmp": tile("u8", rows=13)}) == []
    assert rules_of("tprelu", "a2a3", {**base, "tmp": tile("u8", rows=12)}) == ["a2a3-tmp"]
    assert rules_of("tprelu", "a5", {**base, "tmp": tile("f16")}) == []  # A5 ignores it
    assert rules_of("trem", "a2a3", {**base, "tmp": tile("f16")}) == ["element-type"]  # A2/A3: f32 and i32
    i32 = {"src0": tile("i32"), "src1": tile("i32"), "dst": tile("i32")}
    assert rules_of("trem", "a2a3", {**i32, "tmp": tile("i32", valid=(1, 60))}) == ["a2a3-tmp"]
    assert rules_of("tpow", "a5", {**i32, "tmp": tile("i32")}) == ["tmp-float"]
    assert rules_of("tfmod", "a2a3", i32) == ["element-type"]
    three = {"src0": tile("i8"), "src1": tile("i8"), "src2": tile("i8", valid=(12, 59)), "dst": tile("i8")}
    assert rules_of("taddc", "a5", three) == ["same-valid"]
    assert rules_of("taddc", "a2a3", {k: tile("i32") for k in three}) == []


def test_verifier_fill_and_axpy():
    f32 = V.ScalarType("f32", V.Elem("f32"))
    assert rules_of("texpands", "a5", {"scalar": f32, "dst": tile("f32")}) == []
    assert rules_of("texpands", "a5", {"scalar": f32, "dst": tile("f16")}) == ["scalar-type"]
    assert rules_of("texpands", "a2a3", {"scalar": V.ScalarType("i64", V.Elem("i64")), "dst": tile("i64")}) == ["element-type"]
    f16 = V.ScalarType("f16", V.Elem("f16"))
    assert rules_of("taxpy", "a5", {"src": tile("f16"), "scalar": f16, "dst": tile("f32")}) == []
    assert rules_of("taxpy", "a5", {"src": tile("f32"), "scalar": f32, "dst": tile("f16")}) == ["dst-elem"]
    assert rules_of("taxpy", "a5", {"src": tile("f16"), "scalar": f32, "dst": tile("f16")}) == ["scalar-type"]


# --- whole kernels --------------------------------------------------------------------------

def kernel(types, body, rows=8, cols=64, vr=5, vc=37):
    """A kernel over GM tensors named by `types` ({name: element type}); each is loaded into a
    tile %t<name> (valid vr x vc) and the last one is stored back."""
    names = list(types)
    lines = [f"func.func @k({', '.join(f'%{n}: !pto.ptr<{SPELL.get(t, t)}>' for n, t in types.items())}) {{",
             "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             f"  %cr = arith.constant {rows} : index", f"  %cc = arith.constant {cols} : index",
             f"  %vr = arith.constant {vr} : index", f"  %vc = arith.constant {vc} : index"]
    tiles = {}
    for n, t in types.items():
        ty = SPELL.get(t, t)
        tiles[n] = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>"
        part = f"!pto.partition_tensor_view<{vr}x{vc}x{ty}>"
        lines += [f"  %view_{n} = pto.make_tensor_view %{n}, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{ty}>",
                  f"  %p{n} = pto.partition_view %view_{n}, offsets = [%c0, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?x{ty}> -> {part}",
                  f"  %t{n} = pto.alloc_tile : {tiles[n]}",
                  f"  pto.tload ins(%p{n} : {part}) outs(%t{n} : {tiles[n]})"]
    lines.append(body.format(**{f"T{n}": tiles[n] for n in names}))
    last = names[-1]
    ty = SPELL.get(types[last], types[last])
    lines += [f"  pto.tstore ins(%t{last} : {tiles[last]}) outs(%p{last} : !pto.partition_tensor_view<{vr}x{vc}x{ty}>)",
              "  return", "}"]
    return "\n".join(lines) + "\n"


def region(x, vr=5, vc=37, cols=64):
    return x.reshape(-1)[:vr * cols].reshape(vr, cols)[:, :vc]


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_kernels_run_the_new_ops(target):
    a, b, c, d = (sample(RNG, "f32", (8, 64), edges=False) for _ in range(4))
    body = ("  %s = arith.constant 0.5 : f32\n"
            "  pto.taddsc ins(%ta, %s, %tb : {Ta}, f32, {Tb}) outs(%td : {Td})\n"
            "  pto.taddc ins(%td, %tc, %ta : {Td}, {Tc}, {Ta}) outs(%td : {Td})")
    src = kernel({"a": "f32", "b": "f32", "c": "f32", "d": "f32"}, body)
    assert verify_text(src, target) == []
    got = ptoisa.run(src, args={"a": a, "b": b, "c": c, "d": d}, target=target).buffers["d"]
    x, y, z = region(a), region(b), region(c)
    want = d.copy()
    region(want)[:] = (((x + np.float32(0.5)) + y) + z) + x
    same(got.reshape(8, 64), want)


def test_a_kernel_accumulates_f16_into_f32():
    x = sample(RNG, "f16", (8, 64), edges=False)
    acc = np.zeros((8, 64), np.float32)
    body = ("  %z = arith.constant 1.0 : f32\n"
            "  %alpha = arith.constant 0.25 : f16\n"
            "  pto.texpands ins(%z : f32) outs(%tacc : {Tacc})\n"
            "  pto.taxpy ins(%tx, %alpha : {Tx}, f16) outs(%tacc : {Tacc})")
    src = kernel({"x": "f16", "acc": "f32"}, body)
    assert verify_text(src, "a5") == []
    got = ptoisa.run(src, args={"x": x, "acc": acc}).buffers["acc"].reshape(8, 64)
    want = acc.copy()
    region(want)[:] = (region(x).astype(np.float64) * 0.25 + 1.0).astype(np.float32)
    same(got, want)


def test_a_kernel_with_scratch_tiles():
    a = sample(RNG, "f32", (8, 64), edges=False)
    b = np.abs(sample(RNG, "f32", (8, 64), edges=False)) + np.float32(0.5)
    body = ("  pto.trem ins(%ta, %tb, %tt : {Ta}, {Tb}, {Tt}) outs(%td : {Td})\n"
            "  pto.tprelu ins(%td, %tb : {Td}, {Tb}) outs(%td : {Td})")
    src = kernel({"a": "f32", "b": "f32", "t": "f32", "d": "f32"}, body)
    assert verify_text(src, "a5") == []
    got = ptoisa.run(src, args={"a": a, "b": b, "t": a.copy(), "d": np.zeros_like(a)}).buffers["d"].reshape(8, 64)
    x, y = region(a), region(b)
    with np.errstate(all="ignore"):
        r = seq_rem(x, y, np.floor, True)
    want = np.zeros_like(a)
    region(want)[:] = np.where(r >= 0, r, r * y)
    same(got, want)
