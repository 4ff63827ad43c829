"""pto.tcvt against references written here: every pair each target converts, every rounding
mode, saturation on and off, NaN, +-inf, -0.0, subnormals, overflow and ties, the low-precision
formats byte for byte (from PTOAS's hardware-case tables), valid regions narrower than the
tiles, whole kernels on each target, and the verifier's located errors.

The expected values come from the pages' rules, computed with Python integers, numpy casts of
exact values and ml_dtypes, never from the semantics module."""
import math

import ml_dtypes
import numpy as np
import pytest

import ptoisa
from helpers import assert_bits_equal, verify_cli
from ptoisa.interp.run import RunFailed
from ptoisa_ref import semantics as S
from ptoisa_ref.runtime.base import SemanticsError

RNG = np.random.default_rng(7)
TARGETS = ("a5", "a2a3", "cpu")
NP = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "i8": np.int8, "i16": np.int16,
      "i32": np.int32, "i64": np.int64, "u8": np.uint8, "u16": np.uint16, "u32": np.uint32}
SPELL = {"u8": "ui8", "u16": "ui16", "u32": "ui32", "f8e4m3": "f8E4M3FN", "f8e5m2": "f8E5M2", "hif8": "!pto.hif8",
         "f4e2m1x2": "!pto.f4E2M1x2", "f4e1m2x2": "!pto.f4E1M2x2"}
FLOATS = ("f32", "f16", "bf16")
NARROWING = {("f16", "u8"), ("f16", "i8"), ("f32", "i16"), ("f16", "i16"), ("i64", "i32"), ("i32", "i16")}
# The pairs, written out again from the manual's table and PTOAS's A5 library (not read from the YAML)
A2A3 = {"f32": "f16 f32 bf16 i16 i32 i64", "f16": "f32 i32 i16 i8 u8", "bf16": "f32 i32", "i16": "f16 f32",
        "i32": "f32 i16 i64 f16", "i64": "f32 i32", "u8": "f16", "i8": "f16"}
A5 = {"f32": "f32 f16 bf16 i16 i32 i64", "f16": "f32 i32 i16 i8 u8", "bf16": "f32 i32 f16", "i16": "u8 f16 f32 u32 i32",
      "i32": "f32 i16 u16 i64 u8", "i64": "f32 i32", "u8": "f16 u16", "i8": "f16 i16 i32", "u32": "u8 u16 i16"}
PAIRS = {"a5": [(s, d) for s, ds in A5.items() for d in ds.split()],
         "a2a3": [(s, d) for s, ds in A2A3.items() for d in ds.split()]}
PAIRS["cpu"] = sorted(set(PAIRS["a5"]) | set(PAIRS["a2a3"]))


def limits(t):
    if t in FLOATS:
        return -float(ml_dtypes.finfo(NP[t]).max), float(ml_dtypes.finfo(NP[t]).max)
    info = np.iinfo(NP[t])
    return int(info.min), int(info.max)


def wrap(v, t):
    """The integer v's low bits as the type t."""
    bits = np.dtype(NP[t]).itemsize * 8
    v &= (1 << bits) - 1
    return v - (1 << bits) if np.iinfo(NP[t]).min < 0 and v >= 1 << (bits - 1) else v


def to_integral(x, mode):
    """x (a Python float) rounded to an integer by the NPU mode letter."""
    if mode == "R":
        f = math.floor(x)
        d = x - f
        return f + 1 if d > 0.5 or (d == 0.5 and f % 2) else f
    if mode == "A":
        return int(math.copysign(math.floor(abs(x) + 0.5), x))
    return {"F": math.floor, "C": math.ceil, "Z": math.trunc}[mode](x)


MODE = {"CAST_RINT": "R", "RINT": "R", "NONE": "R", "ROUND": "A", "FLOOR": "F", "CEIL": "C", "TRUNC": "Z"}


def npu_one(x, s, d, rmode="CAST_RINT", sat=None, tmp=False, target="a5"):
    """One element as A5 (and A2/A3) convert it: D-TCVT-SAT's choice of saturation, pto.vcvt's
    rules (NaN to 0 and clamping with it; float results nearest even and inf without it)."""
    narrowing = (s, d) in NARROWING
    if target == "a5":
        on = (not narrowing) if sat is None else sat == "ON"
    else:
        on = sat == "ON" if (narrowing or tmp) else True
    m = MODE[rmode]
    if s in FLOATS and d in FLOATS:
        if s == d:  # vtrc
            return x if not math.isfinite(x) else math.copysign(float(to_integral(x, m)), x)  # a zero keeps the sign
        y = float(np.array(x, np.float64).astype(NP[d])) if m == "R" else None
        if y is None:
            raise AssertionError("directed float modes are tested by hand")
        on = on and (s, d) in (("f32", "f16"), ("f32", "bf16"), ("bf16", "f16"))  # the vector pairs that take sat
        if math.isnan(x):
            return 0.0 if on else math.nan
        if on and math.isinf(y):
            return math.copysign(limits(d)[1], x)
        return y
    if s in FLOATS:  # to an integer
        lo, hi = limits(d)
        if math.isnan(x):
            return 0
        if not on and (s, d) == ("f16", "i16"):  # through i32: f16 -> i32 clamps an infinity, then the low bits
            v = to_integral(x, m) if math.isfinite(x) else (2 ** 31 - 1 if x > 0 else -2 ** 31)
            return wrap(max(-2 ** 31, min(2 ** 31 - 1, v)), d)
        if not on:
            return 0 if math.isinf(x) else wrap(to_integral(x, m), d)
        if (s, d) in (("f16", "i32"),):  # the vector pair takes no sat: in range or an infinity clamped
            return lo if x < 0 and math.isinf(x) else hi if math.isinf(x) else to_integral(x, m)
        return lo if x == -math.inf else hi if x == math.inf else max(lo, min(hi, to_integral(x, m)))
    if d in FLOATS:  # from an integer: rounded once to nearest even (R)
        y = float(np.array(float(x), np.float64).astype(NP[d])) if abs(x) < 2 ** 53 else int_to_f32(x)
        return math.copysign(limits(d)[1], y) if on and math.isinf(y) else y
    lo, hi = limits(d)
    if not on or limits(s)[0] >= lo and limits(s)[1] <= hi:
        return wrap(x, d) if not on else x
    return max(lo, min(hi, x))


def int_to_f32(x):
    """A large integer rounded once to f32's 24 bits, nearest even, with Python integers."""
    m, e = abs(x), max(abs(x).bit_length() - 24, 0)
    q, r = divmod(m, 1 << e)
    if e and (r > 1 << (e - 1) or (r == 1 << (e - 1) and q & 1)):
        q += 1
    return math.copysign(float(q << e), x)


def cvtt(v, width):
    """cvttsd2si of the given width: truncation, NaN or out of range gives the minimum."""
    if math.isnan(v) or math.isinf(v) or not -2.0 ** (width - 1) <= math.trunc(v) < 2.0 ** (width - 1):
        return -(2 ** (width - 1))
    return math.trunc(v)


WIDTH = {"i8": 32, "i16": 32, "i32": 32, "u16": 32, "u8": 64, "u32": 64, "i64": 64}


def cpu_one(x, s, d, rmode="CAST_RINT", sat=None):
    """One element as the CPU simulator converts it (D-TCVT-CPU)."""
    if sat == "ON":  # clamped as a double (a 64-bit limit rounds to 2^63), cast back to the source type
        lo = float(max(limits(s)[0], limits(d)[0]))
        hi = float(min(limits(s)[1], limits(d)[1]))
        v = float(x)
        v = hi if math.isnan(v) or v > hi else lo if v < lo else v
        x = float(np.array(v, np.float64).astype(NP[s])) if s in FLOATS else wrap(cvtt(v, 64), s)
    if s in FLOATS and d not in FLOATS:
        if rmode == "NONE" or math.isnan(x) or math.isinf(x):
            r = x
        elif rmode == "ODD":
            f = math.floor(x)
            r = f + 1 if x - f > 0.5 or (x - f == 0.5 and f % 2 == 0) else f
        else:
            r = to_integral(x, MODE[rmode])
        return wrap(cvtt(float(r), WIDTH[d]), d)
    if s in FLOATS:
        return float(np.array(x, np.float64).astype(np.float32).astype(NP[d])) if d == "bf16" else \
            float(np.array(x, np.float64).astype(NP[d]))
    if d in FLOATS:
        w = float(x)  # Python's int -> float is nearest even, as the C++ cast is
        return float(np.array(w, np.float64).astype(np.float32).astype(NP[d])) if d == "bf16" else \
            float(np.array(w, np.float64).astype(NP[d]))
    return wrap(x, d)


def sample(s, n, edges=True):
    """n values of type s: a spread of in-range and out-of-range values, and (edges) the specials."""
    if s in FLOATS:
        top = limits(s)[1]
        v = RNG.uniform(-300, 300, n)
        v[: n // 4] = RNG.uniform(-7e4, 7e4, n // 4)
        v[n // 4: n // 3] = np.round(v[n // 4: n // 3]) + 0.5  # ties
        if edges:
            special = [math.nan, math.inf, -math.inf, -0.0, 0.0, 2.5, -2.5, 0.5, -0.5, 65504.0, 65520.0, -1e10, 3e9,
                       2.0 ** 31, -(2.0 ** 31), 1e-40 if s == "f32" else 6e-8, 300.0, -129.0, 40000.0]
            v[: len(special)] = special
        return np.clip(v, -top, top).astype(NP[s]) if s != "f32" else v.astype(NP[s])
    lo, hi = limits(s)
    v = RNG.integers(lo, hi, n, endpoint=True, dtype=np.int64) if s != "u32" else RNG.integers(0, hi, n, dtype=np.uint64)
    if edges:
        v[:4] = [lo, hi, 0, 1 if lo == 0 else -1]
    return v.astype(NP[s])


def as_value(v):
    return float(v) if isinstance(v, (float, np.floating)) or type(v).__name__ == "bfloat16" else int(v)


def expect(x, s, d, target, **kw):
    one = cpu_one if target == "cpu" else npu_one
    if target == "cpu":
        kw.pop("tmp", None)
    else:
        kw["target"] = target
    with np.errstate(all="ignore"):  # the references overflow to infinity on purpose
        flat = [one(as_value(v), s, d, **kw) for v in x.ravel()]
    if d in FLOATS:
        out = np.array(flat, np.float64).astype(NP[d])
        nan = np.isnan(np.array(flat, np.float64))
        if target != "cpu":  # a NaN result is canonical on the NPU targets (D-NAN)
            out.view({2: np.uint16, 4: np.uint32}[out.itemsize])[nan] = {"f32": 0x7FC00000, "f16": 0x7E00,
                                                                       "bf16": 0x7FC0}[d]
        return out.reshape(x.shape)
    return np.array(flat, dtype=object).astype(np.int64).astype(NP[d]).reshape(x.shape) if d != "u32" else \
        np.array([v & 0xFFFFFFFF for v in flat], np.uint64).astype(np.uint32).reshape(x.shape)


def check(got, want, d, target, context=""):
    if d in FLOATS and target == "cpu":  # the simulator's NaN keeps its payload: compare NaN as NaN
        g, w = np.asarray(got, np.float64), np.asarray(want, np.float64)
        assert np.array_equal(np.isnan(g), np.isnan(w))
        got, want = np.where(np.isnan(g), 0, got).astype(NP[d]), np.where(np.isnan(w), 0, want).astype(NP[d])
    assert_bits_equal(np.asarray(got), want, str(context))


@pytest.mark.parametrize("target", TARGETS)
def test_every_pair_each_target_converts(target):
    """Every pair of the target, default rounding and saturation, specials included, over a
    region narrower than the array."""
    for s, d in PAIRS[target]:
        x = sample(s, 96).reshape(8, 12)
        got = S.tcvt(x, dst_type=d, valid_rows=6, valid_cols=9, target=target)
        assert got.shape == (6, 9) and got.dtype == np.dtype(NP[d]), (s, d)
        check(got, expect(x[:6, :9], s, d, target), d, target, (s, d))


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("sat", ["ON", "OFF"])
def test_explicit_saturation(target, sat):
    for s, d in PAIRS[target]:
        x = sample(s, 40).reshape(4, 10)
        check(S.tcvt(x, dst_type=d, satmode=sat, target=target), expect(x, s, d, target, sat=sat), d, target, (s, d))


@pytest.mark.parametrize("rmode", ["CAST_RINT", "RINT", "NONE", "ROUND", "FLOOR", "CEIL", "TRUNC"])
@pytest.mark.parametrize("target", TARGETS)
def test_rounding_modes_to_integers(rmode, target):
    for s, d in (("f32", "i32"), ("f16", "i16"), ("bf16", "i32"), ("f32", "i64"), ("f16", "u8")):
        if (s, d) not in PAIRS[target]:
            continue
        x = sample(s, 60).reshape(6, 10)
        check(S.tcvt(x, dst_type=d, rmode=rmode, target=target), expect(x, s, d, target, rmode=rmode), d, target)


def test_ties_by_hand():
    x = np.array([[0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 2.4999998, -0.0]], np.float32)
    want = {"RINT": [0, 2, 2, 0, -2, -2, 2, 0], "ROUND": [1, 2, 3, -1, -2, -3, 2, 0], "FLOOR": [0, 1, 2, -1, -2, -3, 2, 0],
            "CEIL": [1, 2, 3, 0, -1, -2, 3, 0], "TRUNC": [0, 1, 2, 0, -1, -2, 2, 0], "ODD": [1, 1, 3, -1, -1, -3, 3, 0]}
    for rmode, w in want.items():
        assert S.tcvt(x, dst_type="i32", rmode=rmode).tolist() == [w], rmode
    # the CPU simulator's ODD is nearest with ties to odd, NONE truncates
    assert S.tcvt(x, dst_type="i32", rmode="ODD", target="cpu").tolist() == [[1, 1, 3, -1, -1, -3, 2, 0]]
    assert S.tcvt(x, dst_type="i32", rmode="NONE", target="cpu").tolist() == [[0, 1, 2, 0, -1, -2, 2, 0]]


def test_float_results_by_hand():
    x = np.array([[1 + 2.0 ** -11, 1 + 3 * 2.0 ** -12, 65520.0, np.inf, np.nan, -0.0, 2.0 ** -25, 1e-30]], np.float32)
    f16 = lambda v: np.array(v, np.float16).view(np.uint16).tolist()  # noqa: E731
    # round to nearest even: the tie 1 + 2^-11 goes to 1; 65520 (the halfway point past 65504) overflows
    sat = S.tcvt(x, dst_type="f16").view(np.uint16).tolist()[0]
    assert sat == f16([1.0, 1 + 2.0 ** -10, 65504.0, 65504.0, 0.0, -0.0, 0.0, 0.0])
    nosat = S.tcvt(x, dst_type="f16", satmode="OFF").view(np.uint16).tolist()[0]
    assert nosat == f16([1.0, 1 + 2.0 ** -10, np.inf, np.inf, 0, -0.0, 0.0, 0.0])[:4] + [0x7E00] + f16([-0.0, 0.0, 0.0])
    # other modes into f16: ROUND breaks the tie away, CEIL goes up, TRUNC and FLOOR down
    assert S.tcvt(x[:, :2], dst_type="f16", rmode="ROUND").view(np.uint16).tolist()[0] == f16([1 + 2.0 ** -10] * 2)
    assert S.tcvt(x[:, :1], dst_type="f16", rmode="CEIL").view(np.uint16).tolist()[0] == f16([1 + 2.0 ** -10])
    assert S.tcvt(x[:, 1:2], dst_type="f16", rmode="TRUNC").view(np.uint16).tolist()[0] == f16([1.0])
    # A2/A3 saturates f32 -> f16 whatever satmode says, unless a tmp tile is given
    assert S.tcvt(x[:, 2:4], dst_type="f16", satmode="OFF", target="a2a3").view(np.uint16).tolist()[0] == f16([65504.0] * 2)
    assert S.tcvt(x[:, 2:4], dst_type="f16", satmode="OFF", tmp=np.zeros((1, 8), np.int32),
                  target="a2a3").view(np.uint16).tolist()[0] == f16([np.inf] * 2)


def test_f32_to_f32_rounds_on_the_npu_and_is_a_copy_on_cpu():
    x = np.array([[2.5, -2.5, 0.7, np.inf, -0.3]], np.float32)
    assert S.tcvt(x, dst_type="f32", rmode="ROUND").tolist() == [[3.0, -3.0, 1.0, np.inf, -0.0]]
    assert S.tcvt(x, dst_type="f32", target="a2a3").tolist() == [[2.0, -2.0, 1.0, np.inf, -0.0]]
    assert S.tcvt(x, dst_type="f32", rmode="FLOOR", target="cpu").tolist() == x.tolist()
    assert math.copysign(1, S.tcvt(x, dst_type="f32", rmode="TRUNC")[0, 4]) == -1  # -0.3 -> -0.0


def test_the_narrowing_pairs_wrap_on_a5_unless_told_to_saturate():
    x = np.array([[70000.0, -70000.0, 40000.0, np.inf, -np.inf, np.nan]], np.float32)
    assert S.tcvt(x, dst_type="i16").tolist() == [[wrap(70000, "i16"), wrap(-70000, "i16"), wrap(40000, "i16"), 0, 0, 0]]
    assert S.tcvt(x, dst_type="i16", satmode="ON").tolist() == [[32767, -32768, 32767, 32767, -32768, 0]]
    h = np.array([[np.inf, -np.inf, 300.0, -129.0, np.nan]], np.float16)
    # f16 -> i16 goes through i32, which clamps an infinity: 0x7FFFFFFF's low half is -1, 0x80000000's is 0
    assert S.tcvt(h, dst_type="i16").tolist() == [[-1, 0, 300, -129, 0]]
    assert S.tcvt(h, dst_type="i8").tolist() == [[0, 0, wrap(300, "i8"), wrap(-129, "i8"), 0]]
    assert S.tcvt(h, dst_type="u8").tolist() == [[0, 0, 300 - 256, wrap(-129, "u8"), 0]]
    assert S.tcvt(h, dst_type="u8", satmode="ON").tolist() == [[255, 0, 255, 0, 0]]
    big = np.array([[2 ** 40 + 5, -(2 ** 33) - 1]], np.int64)
    assert S.tcvt(big, dst_type="i32").tolist() == [[5, wrap(-(2 ** 33) - 1, "i32")]]
    assert S.tcvt(big, dst_type="i32", satmode="ON").tolist() == [[2 ** 31 - 1, -(2 ** 31)]]
    # the other integer narrowings saturate by default
    assert S.tcvt(np.array([[70000, -5]], np.int32), dst_type="u16").tolist() == [[65535, 0]]
    assert S.tcvt(np.array([[4_000_000_000]], np.uint32), dst_type="i16").tolist() == [[32767]]


def test_cpu_quirks():
    x = np.array([[3e9, np.nan, -3e9, 1e20]], np.float32)
    # without saturation: cvttsd2si's minimum for i32, the low bits of it for i16
    assert S.tcvt(x, dst_type="i32", target="cpu").tolist() == [[-(2 ** 31)] * 4]
    assert S.tcvt(x, dst_type="i16", target="cpu").tolist() == [[0] * 4]
    # with saturation: clamped to 2^31 - 1 in double, cast back to f32 (2^31), then cvttsd2si
    assert S.tcvt(x, dst_type="i32", satmode="ON", target="cpu").tolist() == [[-(2 ** 31)] * 2 + [-(2 ** 31)] * 2]
    assert S.tcvt(x, dst_type="i16", satmode="ON", target="cpu").tolist() == [[32767, 32767, -32768, 32767]]
    # i64 -> f32 through double rounds twice on the CPU, once on the NPU targets
    v = np.array([[2 ** 60 + 2 ** 36 + 1]], np.int64)
    assert S.tcvt(v, dst_type="f32", target="cpu").tolist() == [[float(2 ** 60)]]
    assert S.tcvt(v, dst_type="f32").tolist() == [[float(2 ** 60 + 2 ** 37)]]


# PTOAS's hardware-case tables (test/tilelang_st/.../tcvt/gen_data.py): value -> byte
F8E4 = [(0.0, 0x00), (-0.0, 0x80), (2.0 ** -9, 0x01), (448.0, 0x7E), (-448.0, 0xFE), (np.inf, 0x7E),
        (-np.inf, 0xFE), (np.nan, 0x00), (1000.0, 0x7E), (1.0625, 0x38), (1.1875, 0x3A), (-1.1875, 0xBA)]
F8E5 = [(0.0, 0x00), (2.0 ** -16, 0x01), (57344.0, 0x7B), (np.inf, 0x7B), (-1e10, 0xFB), (np.nan, 0x00),
        (1.125, 0x3C), (1.375, 0x3E)]
HIF8 = [(0.0, 0x00), (np.nan, 0x80), (np.inf, 0x6F), (-np.inf, 0xEF), (2.0 ** -22, 0x01), (-(2.0 ** -22), 0x81),
        (2.0 ** -16, 0x07)]
E2M1 = [(0.0, 0x0), (0.5, 0x1), (6.0, 0x7), (-0.0, 0x8), (0.75, 0x2), (1.25, 0x2), (1.75, 0x4), (-1.75, 0xC)]
E1M2 = [(0.0, 0x0), (0.25, 0x1), (1.75, 0x7), (0.625, 0x2), (0.875, 0x4), (-0.875, 0xC)]


@pytest.mark.parametrize(("d", "table"), [("f8e4m3", F8E4), ("f8e5m2", F8E5), ("hif8", HIF8)])
def test_eight_bit_results_byte_for_byte(d, table):
    x = np.array([[v for v, _ in table]], np.float32)
    got = S.tcvt(x, dst_type=d)
    assert np.ascontiguousarray(got).view(np.uint8).tolist() == [[b for _, b in table]]
    if d != "f8e5m2":
        back = S.tcvt(got, dst_type="f32")
        exact = {"f8e4m3": ml_dtypes.float8_e4m3fn, "hif8": np.float32}[d]
        finite = [i for i, (v, _) in enumerate(table) if math.isfinite(v) and abs(v) <= 448
                  and float(np.array(v, np.float32).astype(exact)) == v]
        assert back[0, finite].tolist() == x[0, finite].tolist()


@pytest.mark.parametrize(("d", "table"), [("f4e2m1x2", E2M1), ("f4e1m2x2", E1M2)])
def test_fp4_results_pack_two_values_a_byte(d, table):
    vals = [v for v, _ in table] * 2
    x = np.array([vals], np.float32).astype(ml_dtypes.bfloat16)
    got = np.ascontiguousarray(S.tcvt(x, dst_type=d)).view(np.uint8)
    nib = [b for _, b in table] * 2
    assert got.tolist() == [[nib[i] | nib[i + 1] << 4 for i in range(0, len(nib), 2)]]
    back = S.tcvt(S.tcvt(x, dst_type=d), dst_type="bf16").astype(np.float32)
    exact = [v for v, b in table]
    assert back.shape == (1, len(vals))
    assert [abs(v) for v in back[0, : len(exact)].tolist()][:3] == [abs(v) for v in exact][:3]


def test_refusals():
    x = np.zeros((2, 4), np.float32)
    with pytest.raises(SemanticsError, match="f32 -> u16 is not a conversion on a5"):
        S.tcvt(x, dst_type="u16")
    with pytest.raises(SemanticsError, match="is not a conversion on a2a3"):
        S.tcvt(x, dst_type="f8e4m3", target="a2a3")
    with pytest.raises(SemanticsError, match="rounding F is not one pto.vcvt takes for f32 -> f8e4m3"):
        S.tcvt(x, dst_type="f8e4m3", rmode="FLOOR")
    with pytest.raises(SemanticsError, match="rmode"):
        S.tcvt(x, dst_type="f16", rmode="NEAREST")


def tile(t, rows, cols, vr, vc):
    return f"!pto.tile_buf<vec, {rows}x{cols}x{SPELL.get(t, t)}, valid={vr}x{vc}>"


def kernel(s, d, rows=16, cols=64, vr=13, vc=40, attrs="", dcols=None, dvc=None):
    """tload a (valid vr x vc), tcvt into c's tile, tstore c; FP4 tiles have dcols x dvc."""
    ts, td = SPELL.get(s, s), SPELL.get(d, d)
    dcols, dvc = dcols or cols, dvc or vc
    st, dt = tile(s, rows, cols, vr, vc), tile(d, rows, dcols, vr, dvc)
    ps, pd = f"!pto.partition_tensor_view<{vr}x{vc}x{ts}>", f"!pto.partition_tensor_view<{vr}x{dvc}x{td}>"
    return f"""module {{
  func.func @k(%a: !pto.ptr<{ts}>, %c: !pto.ptr<{td}>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cr = arith.constant {rows} : index
    %cc = arith.constant {cols} : index
    %dc = arith.constant {dcols} : index
    %vr = arith.constant {vr} : index
    %vc = arith.constant {vc} : index
    %dvc = arith.constant {dvc} : index
    %view_a = pto.make_tensor_view %a, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{ts}>
    %view_c = pto.make_tensor_view %c, shape = [%cr, %dc], strides = [%dc, %c1] : !pto.tensor_view<?x?x{td}>
    %pa = pto.partition_view %view_a, offsets = [%c0, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?x{ts}> -> {ps}
    %pc = pto.partition_view %view_c, offsets = [%c0, %c0], sizes = [%vr, %dvc] : !pto.tensor_view<?x?x{td}> -> {pd}
    %ta = pto.alloc_tile : {st}
    %tc = pto.alloc_tile : {dt}
    pto.tload ins(%pa : {ps}) outs(%ta : {st})
    pto.tcvt ins(%ta{attrs} : {st}) outs(%tc : {dt})
    pto.tstore ins(%tc : {dt}) outs(%pc : {pd})
    return
  }}
}}
"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("s", "d", "attrs", "kw"), [
    ("f32", "i32", " {rmode = #pto<round_mode ROUND>}", dict(rmode="ROUND")),
    ("f32", "f16", "", {}),
    ("f16", "i16", " {rmode = #pto<round_mode TRUNC>, satmode = #pto<saturation_mode ON>}", dict(rmode="TRUNC", sat="ON")),
    ("i32", "i16", "", {}),
    ("i8", "f16", "", {}),
])
def test_a_kernel_converts_the_valid_region_and_keeps_the_rest(target, s, d, attrs, kw):
    rows, cols, vr, vc = 16, 64, 13, 40
    a = sample(s, rows * cols).reshape(rows, cols)
    c = np.full((rows, cols), 3, NP[d])
    got = ptoisa.run(kernel(s, d, attrs=attrs), args={"a": a, "c": c}, target=target).buffers["c"].reshape(rows, cols)
    want = c.copy()
    want[:vr, :vc] = expect(a[:vr, :vc], s, d, target, **kw)
    check(got, want, d, target)


def test_a_kernel_packs_fp4_into_half_as_many_columns():
    vals = np.array([v for v, _ in E2M1] * 8, np.float32).reshape(2, 32).astype(ml_dtypes.bfloat16)
    src = kernel("bf16", "f4e2m1x2", rows=2, cols=32, vr=2, vc=32, dcols=16, dvc=16)
    got = ptoisa.run(src, args={"a": vals, "c": np.zeros(32, np.uint8)}).buffers["c"].view(np.uint8)
    nib = [b for _, b in E2M1] * 8
    assert got.tolist() == [nib[i] | nib[i + 1] << 4 for i in range(0, 64, 2)]


@pytest.mark.parametrize("target", TARGETS)
def test_a_clean_kernel_verifies(tmp_path, capsys, target):
    assert verify_cli(tmp_path, capsys, kernel("f32", "i16"), target)[0] == 0


@pytest.mark.parametrize(("s", "d", "target", "message", "kw"), [
    ("f32", "u16", "a5", "pto.tcvt: On a5, `src` -> `dst` must be one of the pairs", {}),
    ("f32", "f8e4m3", "a2a3", "pto.tcvt: On a2a3, `src` -> `dst` must be one of the pairs", {}),
    ("u32", "u8", "a2a3", "pto.tcvt: element type u32 is not legal on A2/A3", {}),
    ("f32", "f16", "a5", "pto.tcvt: src's valid shape must hold dst's values", dict(dvc=20)),
    ("f32", "i32", "a5", "pto.tcvt: rmode \"NEAREST\" is not one of", dict(attrs=" {rmode = #pto<round_mode NEAREST>}")),
])
def test_the_verifier_locates_what_it_refuses(tmp_path, capsys, s, d, target, message, kw):
    text = kernel(s, d, **kw)
    code, out = verify_cli(tmp_path, capsys, text, target)
    line = next(i for i, t in enumerate(text.splitlines(), 1) if t.strip().startswith("pto.tcvt "))
    assert code == 1 and f"k.pto:{line}:5: error: {message}" in out, out


def test_run_refuses_a_rounding_the_vector_pair_lacks_at_its_line():
    src = kernel("f32", "f8e4m3", attrs=" {rmode = #pto<round_mode FLOOR>}")
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(src, args={"a": np.zeros(1024, np.float32), "c": np.zeros(1024, np.uint8)})
    f = exc.value.findings[0]
    line = next(i for i, t in enumerate(src.splitlines(), 1) if t.strip().startswith("pto.tcvt "))
    assert f.line == line and "rounding F" in f.message


# ---------------------------------------------------------------- tdequant

def dequant_ref(x, scale, offset, target):
    """Per element in f32: the integer exactly, minus the offset rounded to f32, times the scale
    rounded to f32 (numpy's f32 arithmetic rounds each operation once)."""
    out = np.empty(x.shape, np.float32)
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            k = min(j, scale.shape[1] - 1) if target == "cpu" else 0
            d = np.float32(np.float32(int(x[i, j])) - offset[i, k])
            out[i, j] = np.float32(d * scale[i, k])
    return out


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("t", ["i8", "i16"])
def test_tdequant_rounds_the_difference_and_the_product(target, t):
    x = sample(t, 60).reshape(6, 10)
    scale = np.array([[0.1], [3.0], [1e-3], [np.float32(1 / 3)], [7.5], [-2.0]], np.float32)
    offset = np.array([[0.3], [-1.5], [1e7 + 1], [0.0], [2.0 ** -30], [128.0]], np.float32)
    got = S.tdequant(x, scale, offset, valid_rows=5, valid_cols=7, target=target)
    assert_bits_equal(got, dequant_ref(x[:5, :7], scale, offset, target))
    # rounded twice, not once: 1e7 + 1 - (-128) rounds in f32 before the product
    two = (np.float32(np.float32(-128.0) - np.float32(1e7 + 1)) * np.float32(1e-3)).astype(np.float32)
    if t == "i8":
        assert S.tdequant(np.array([[-128]], np.int8), scale[2:3], offset[2:3], target=target)[0, 0] == two


def test_tdequant_nan_and_the_cpus_columns():
    x = np.array([[0, 1, 2]], np.int16)
    scale, offset = np.array([[np.inf]], np.float32), np.array([[0.0]], np.float32)
    assert S.tdequant(x, scale, offset)[0, 0].view(np.uint32) == 0x7FC00000  # inf x 0: the canonical NaN
    assert np.isnan(S.tdequant(x, scale, offset, target="cpu")[0, 0])
    wide_s = np.array([[1.0, 2.0]], np.float32)
    wide_o = np.array([[0.0, 10.0]], np.float32)
    assert S.tdequant(x, wide_s, wide_o).tolist() == [[0.0, 1.0, 2.0]]  # column 0 of each row
    assert S.tdequant(x, wide_s, wide_o, target="cpu").tolist() == [[0.0, -18.0, -16.0]]  # column min(j, 1)


def dequant_kernel(t, rows=16, cols=64, vr=13, vc=40, pcols=8, pvc=1):
    ts = SPELL.get(t, t)
    st, dt = tile(t, rows, cols, vr, vc), tile("f32", rows, cols, vr, vc)
    pt = f"!pto.tile_buf<vec, {rows}x{pcols}xf32, valid={vr}x{pvc}>"
    ps, pd = f"!pto.partition_tensor_view<{vr}x{vc}x{ts}>", f"!pto.partition_tensor_view<{vr}x{vc}xf32>"
    pp = f"!pto.partition_tensor_view<{vr}x{pvc}xf32>"
    return f"""module {{
  func.func @k(%a: !pto.ptr<{ts}>, %s: !pto.ptr<f32>, %o: !pto.ptr<f32>, %c: !pto.ptr<f32>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cr = arith.constant {rows} : index
    %cc = arith.constant {cols} : index
    %pc = arith.constant {pcols} : index
    %vr = arith.constant {vr} : index
    %vc = arith.constant {vc} : index
    %pvc = arith.constant {pvc} : index
    %view_a = pto.make_tensor_view %a, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{ts}>
    %view_s = pto.make_tensor_view %s, shape = [%cr, %pc], strides = [%pc, %c1] : !pto.tensor_view<?x?xf32>
    %view_o = pto.make_tensor_view %o, shape = [%cr, %pc], strides = [%pc, %c1] : !pto.tensor_view<?x?xf32>
    %view_c = pto.make_tensor_view %c, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?xf32>
    %pa = pto.partition_view %view_a, offsets = [%c0, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?x{ts}> -> {ps}
    %ps = pto.partition_view %view_s, offsets = [%c0, %c0], sizes = [%vr, %pvc] : !pto.tensor_view<?x?xf32> -> {pp}
    %po = pto.partition_view %view_o, offsets = [%c0, %c0], sizes = [%vr, %pvc] : !pto.tensor_view<?x?xf32> -> {pp}
    %pc2 = pto.partition_view %view_c, offsets = [%c0, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?xf32> -> {pd}
    %ta = pto.alloc_tile : {st}
    %ts = pto.alloc_tile : {pt}
    %to = pto.alloc_tile : {pt}
    %tc = pto.alloc_tile : {dt}
    pto.tload ins(%pa : {ps}) outs(%ta : {st})
    pto.tload ins(%ps : {pp}) outs(%ts : {pt})
    pto.tload ins(%po : {pp}) outs(%to : {pt})
    pto.tdequant ins(%ta, %ts, %to : {st}, {pt}, {pt}) outs(%tc : {dt})
    pto.tstore ins(%tc : {dt}) outs(%pc2 : {pd})
    return
  }}
}}
"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("t", ["i8", "i16"])
def test_a_tdequant_kernel(target, t):
    rows, cols, vr, vc = 16, 64, 13, 40
    a = sample(t, rows * cols).reshape(rows, cols)
    s = RNG.uniform(-2, 2, (rows, 8)).astype(np.float32)
    o = RNG.uniform(-50, 50, (rows, 8)).astype(np.float32)
    c = np.full((rows, cols), 3, np.float32)
    got = ptoisa.run(dequant_kernel(t), args={"a": a, "s": s, "o": o, "c": c}, target=target).buffers["c"]
    want = c.copy()
    want[:vr, :vc] = dequant_ref(a[:vr, :vc], s[:vr, :1], o[:vr, :1], target)
    assert_bits_equal(got.reshape(rows, cols), want)


@pytest.mark.parametrize(("change", "target", "message"), [
    (dict(t="i32"), "a5", "pto.tdequant: element type i32 is not legal on A5"),
])
def test_the_verifier_locates_tdequant_errors(tmp_path, capsys, change, target, message):
    text = dequant_kernel(change.pop("t", "i8"), **change)
    code, out = verify_cli(tmp_path, capsys, text, target)
    line = next(i for i, s in enumerate(text.splitlines(), 1) if s.strip().startswith("pto.tdequant "))
    assert code == 1 and f"k.pto:{line}:5: error: {message}" in out, out
    assert verify_cli(tmp_path, capsys, dequant_kernel("i8", pvc=2), "cpu")[0] == 0  # the CPU simulator allows it
