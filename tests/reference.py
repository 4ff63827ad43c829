"""Scalar reference implementations written from the seed text, one lane at a
time in plain Python, independent of the generated numpy code."""
from __future__ import annotations

import math

import ml_dtypes
import numpy as np

NP = {"bf16": ml_dtypes.bfloat16, "f8e4m3": ml_dtypes.float8_e4m3fn, "f8e5m2": ml_dtypes.float8_e5m2, "f32": np.float32, "f16": np.float16, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
      "u8": np.uint8, "u16": np.uint16, "u32": np.uint32}
BITS = {"bf16": 16, "f8e4m3": 8, "f8e5m2": 8, "f32": 32, "f16": 16, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "u8": 8, "u16": 16, "u32": 32}
LANES = {t: 2048 // b for t, b in BITS.items()}


def is_float(t):
    return t.startswith("f") or t == "bf16"


def wrap(v: int, t: str) -> int:
    b = BITS[t]
    v &= (1 << b) - 1
    return v - (1 << b) if t.startswith("i") and v >= 1 << (b - 1) else v


def rnd(v: float, t: str):
    """Round a Python float (double) once to T; a NaN is the canonical one (D-NAN).

    bf16 goes through f32: for a sum, difference, product or quotient of bf16 values that
    is the exact rounding (f32 and f64 both carry over twice the narrower precision + 2)."""
    with np.errstate(over="ignore"):  # values past T's range round to inf, as intended
        v = math.nan if math.isnan(v) else v
        return NP[t](np.float32(v)) if t == "bf16" else NP[t](v)


def add(a, b, t):
    if is_float(t):
        return rnd(float(a) + float(b), t)
    return NP[t](wrap(int(a) + int(b), t))


# ---- unary element functions, literal readings of each op's pseudocode ----
def _exp(x):
    if math.isnan(x):
        return x
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


def _log(x):
    if math.isnan(x) or x < 0:
        return math.nan
    if x == 0:
        return -math.inf
    return math.log(x) if x != math.inf else math.inf


def _sqrt(x):
    if math.isnan(x) or x < 0:
        return math.nan
    return math.sqrt(x) if x != 0 else x  # sqrt(-0) = -0


def _recip(x):
    if math.isnan(x):
        return x
    if x == 0:
        return math.copysign(math.inf, x)
    return 1.0 / x


def _rsqrt(x):
    s = _sqrt(x)
    return _recip(s)


def unary(op: str, x, t: str):
    """Reference value of one active lane."""
    if op == "vabs":
        if is_float(t):
            return rnd(-float(x), t) if x < 0 else x
        return NP[t](wrap(-int(x), t) if x < 0 else int(x))
    if op == "vneg":
        return -x if is_float(t) else NP[t](wrap(-int(x), t))  # a float negation flips the sign bit, NaN too
    if op == "vrelu":
        return x if x > 0 else rnd(0.0, t)
    if op == "vmov":
        return x
    if op in ("vexp", "vln", "vsqrt", "vrsqrt", "vrec"):
        fn = {"vexp": _exp, "vln": _log, "vsqrt": _sqrt, "vrsqrt": _rsqrt, "vrec": _recip}[op]
        return rnd(fn(float(x)), t)
    if op == "vnot":
        return NP[t](wrap(~int(x), t))
    if op == "vbcnt":
        return NP[t](bin(int(x) & ((1 << BITS[t]) - 1)).count("1"))
    if op == "vcls":
        bits = format(int(x) & ((1 << BITS[t]) - 1), f"0{BITS[t]}b")
        return NP[t](len(bits) - len(bits.lstrip(bits[0])))
    raise KeyError(op)


# ---- reductions ----
def start_value(t, combine):
    if is_float(t):
        return NP[t](-math.inf if combine == "max" else math.inf)
    info = np.iinfo(NP[t])
    return NP[t](info.min if combine == "max" else info.max)


def literal_extremum(values, active, t, combine):
    """`mx = -INF; idx = 0; for i: if (mask[i] && src[i] > mx) {mx = src[i]; idx = i;}`"""
    cur, idx = start_value(t, combine), 0
    for i, (v, a) in enumerate(zip(values, active)):
        if a and ((v > cur) if combine == "max" else (v < cur)):
            cur, idx = v, i
    return cur, idx


def tree_sum(values, t):
    """D-TREE: adjacent pairs, level by level."""
    level = list(values)
    while len(level) > 1:
        level = [add(level[i], level[i + 1], t) for i in range(0, len(level), 2)]
    return level[0]


def sequential_sum(values, t, start=None):
    acc = NP[t](0) if start is None else start
    for v in values:
        acc = add(acc, v, t)
    return acc


def _ieee_div(a: float, b: float) -> float:
    if b == 0:
        if a == 0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


def _bits(v, t):
    return int(np.asarray(v, NP[t]).view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[BITS[t] // 8]))


def _from_bits(b, t):
    u = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[BITS[t] // 8]
    return np.asarray(b & ((1 << BITS[t]) - 1), u).view(NP[t])[()]


def binary(op: str, a, b, t: str):
    """Reference value of one active lane of a two-operand op (a vreg lane and a vreg lane or the
    scalar), from the manual's formulas, the hardware goldens' numpy expressions and the decisions."""
    op = {"vadds": "vadd", "vsubs": "vsub", "vmuls": "vmul", "vmaxs": "vmax", "vmins": "vmin", "vands": "vand",
          "vors": "vor", "vxors": "vxor", "vshls": "vshl", "vshrs": "vshr"}.get(op, op)
    if op in ("vadd", "vsub", "vmul", "vdiv"):
        if is_float(t):
            x, y = float(a), float(b)
            v = {"vadd": x + y, "vsub": x - y, "vmul": x * y}.get(op) if op != "vdiv" else _ieee_div(x, y)
            return rnd(v, t)
        x, y = int(a), int(b)
        if op == "vdiv":  # truncating; x / 0 = 0 (D-INTDIV); MIN / -1 wraps
            q = 0 if y == 0 else abs(x) // abs(y) * (1 if (x >= 0) == (y >= 0) else -1)
            return NP[t](wrap(q, t))
        return NP[t](wrap({"vadd": x + y, "vsub": x - y, "vmul": x * y}[op], t))
    if op in ("vmax", "vmin"):  # NaN wins (the vmin golden's np.minimum); ties give the second (D-MINMAX)
        if is_float(t) and math.isnan(float(a)):
            return a
        if is_float(t) and math.isnan(float(b)):
            return b
        return a if (a > b if op == "vmax" else a < b) else b
    if op in ("vand", "vor", "vxor"):
        x, y = _bits(a, t), _bits(b, t)
        return _from_bits({"vand": x & y, "vor": x | y, "vxor": x ^ y}[op], t)
    if op in ("vshl", "vshr"):  # count modulo the width (D-SHIFTCOUNT); >> arithmetic when signed
        n = int(b) % BITS[t]
        return NP[t](wrap(int(a) << n, t)) if op == "vshl" else NP[t](int(a) >> n)
    if op == "vlrelu":
        return a if float(a) >= 0 else rnd(float(a) * float(b), t)  # -0 passes (the vlrelu golden)
    raise KeyError(op)


# ---- conversions, from exact rationals (pto.vcvt) ----
FLOAT_FORMAT = {"f32": (24, -126, 128), "f16": (11, -14, 16), "bf16": (8, -126, 128),
                "f8e4m3": (4, -6, 9), "f8e5m2": (3, -14, 16)}  # precision, emin, emax+1
_NO_INF = {"f8e4m3": 448}  # E4M3FN: no infinity, its top code is NaN, so its largest value is 448


def _round_int(k, mode):
    """A Fraction rounded to an integer by mode (R ties even, A ties away, F, C, Z, O odd)."""
    from fractions import Fraction
    fl = k.numerator // k.denominator
    if fl == k:
        return fl
    frac = k - fl
    if mode == "F":
        return fl
    if mode == "C":
        return fl + 1
    if mode == "Z":
        return fl + 1 if k < 0 else fl
    if mode == "O":
        return fl if fl % 2 else fl + 1
    if frac != Fraction(1, 2):
        return fl + 1 if frac > Fraction(1, 2) else fl
    if mode == "A":
        return fl + 1 if k > 0 else fl
    return fl if fl % 2 == 0 else fl + 1  # R: ties to even


def round_to_float(x, t, mode, negative_zero=False):
    """The exact rational x rounded once to float type t by mode (IEEE overflow), as a Python float."""
    import math
    from fractions import Fraction
    p, emin, emax = FLOAT_FORMAT[t]
    if x == 0:
        return -0.0 if negative_zero else 0.0
    e = max(math.floor(math.log2(abs(x))), emin)
    while Fraction(2) ** e > abs(x):  # log2 of a huge or tiny rational may be off by one
        e -= 1
    while Fraction(2) ** (e + 1) <= abs(x):
        e += 1
    e = max(e, emin)
    q = Fraction(2) ** (e - p + 1)
    r = _round_int(x / q, mode) * q
    top = Fraction(_NO_INF[t]) if t in _NO_INF else (2 - Fraction(2) ** (1 - p)) * Fraction(2) ** (emax - 1)
    if abs(r) > top:  # overflow: infinity (NaN without one), or the largest value where the direction stops short
        up = {"R": True, "A": True, "Z": False, "O": False, "F": x < 0, "C": x > 0}[mode]
        if up and t in _NO_INF:
            return math.nan
        return math.copysign(math.inf if up else float(top), float(x))
    return float(r) if r != 0 else math.copysign(0.0, float(x))


def convert_lane(v, src, dst, rnd, sat):
    """One lane of pto.vcvt, written from the manual and the hardware goldens: one rounding, then
    SAT (NaN -> 0, past the range -> its end) or NOSAT (floats overflow, integers wrap, D-CVT-NOSAT);
    an integer pair that takes no sat clamps like SAT (D-CVT-NOSAT)."""
    import math
    from fractions import Fraction
    mode = rnd or "R"
    if is_float(src) and math.isnan(float(v)):
        if is_float(dst):
            return math.nan if sat != "SAT" else 0.0
        return 0
    if is_float(src) and math.isinf(float(v)):
        if is_float(dst):
            top = round_to_float(Fraction(2) ** 200, dst, "Z")
            if sat == "SAT":
                return math.copysign(top, float(v))
            return math.nan if dst in _NO_INF else float(v)
        if sat == "NOSAT":
            return 0
        return (2 ** (BITS[dst] - 1) - 1 if float(v) > 0 else -(2 ** (BITS[dst] - 1))) if dst.startswith("i") else (
            2 ** BITS[dst] - 1 if float(v) > 0 else 0)
    x = Fraction(float(v)) if is_float(src) else Fraction(int(v))
    negative_zero = is_float(src) and math.copysign(1.0, float(v)) < 0
    if is_float(dst):
        r = round_to_float(x, dst, mode, negative_zero)
        if sat == "SAT" and (math.isinf(r) or math.isnan(r)):
            r = math.copysign(round_to_float(Fraction(2) ** 200, dst, "Z"), float(x))  # the sign of the value
        return r
    n = _round_int(x, mode) if is_float(src) else int(x)
    lo, hi = (-(2 ** (BITS[dst] - 1)), 2 ** (BITS[dst] - 1) - 1) if dst.startswith("i") else (0, 2 ** BITS[dst] - 1)
    if sat == "NOSAT":  # (an integer pair without sat clamps: i16 -> u32 gives 0 for negatives)
        return wrap(n, dst) if dst.startswith("i") else n % (2 ** BITS[dst])
    return min(max(n, lo), hi)
