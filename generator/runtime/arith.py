"""Element arithmetic that must round exactly as the hardware does: one rounding from a
double, fused multiply-add, the named rounding modes, conversions with saturation and
part placement, shifts, carries, and the selects that pin which zero or NaN comes out.

Source: generator/runtime/arith.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from .._tables import _CODED, _DTYPES
from .base import Arr, _UINT, _is_float
from .blocks import _map_blocks, _predicate, _select, _zero_inactive
from .coded import _encode, _pack, _unpack


def _largest_finite(dtype: np.dtype[Any]) -> Any:
    """The largest finite value of a floating-point type (ml_dtypes knows bf16 and the 8-bit floats too)."""
    return dtype.type(ml_dtypes.finfo(dtype).max)  # type: ignore[no-untyped-call]


def _round_f64(v: Arr, dtype: np.dtype[Any]) -> Arr:
    """Doubles rounded once to `dtype`, to nearest even. ml_dtypes reaches bf16 and the 8-bit
    floats through f32, which can round twice; rounding to f32 toward odd first makes the second
    rounding exact."""
    with np.errstate(over="ignore"):  # past the type's range is its infinity (E4M3: NaN), as intended
        if dtype.itemsize > 2 or dtype == np.float16:
            return v.astype(dtype)
        f = v.astype(np.float32)
    wide = f.astype(np.float64)
    inexact = (wide != v) & ~np.isnan(v)
    toward_zero = np.where(np.abs(wide) > np.abs(v), np.nextafter(f, np.float32(0)), f)
    odd = toward_zero.view(np.uint32) | inexact.astype(np.uint32)
    with np.errstate(over="ignore"):
        r: Arr = odd.view(np.float32).astype(dtype)
    return r


def _div(a: Any, b: Any) -> Any:
    """`a / b`: IEEE 754 for floats; integers truncate toward zero, x / 0 is 0 and MIN / -1 wraps
    to MIN (D-INTDIV)."""
    aw, bw = np.asarray(a), np.asarray(b)
    if aw.dtype.kind not in "iu" or bw.dtype.kind not in "iu":
        return a / b
    dtype = np.result_type(aw, bw)
    n, d = aw.astype(np.int64), bw.astype(np.int64)
    safe = np.where(d == 0, 1, d)
    q = np.abs(n) // np.abs(safe) * np.sign(n) * np.sign(safe)
    return np.where(d == 0, 0, q).astype(dtype)


def _rem(a: Any, b: Any) -> Any:
    """`a % b`, C's remainder: for integers what the truncating quotient leaves, a - (a / b) * b,
    so a % 0 is a and MIN % -1 is 0 (D-INTDIV); for floating point C's fmod (exact, with a's
    sign; NaN for a zero divisor or an infinite a)."""
    if isinstance(a, int) and isinstance(b, int):  # index arithmetic
        return a if b == 0 else (abs(a) % abs(b)) * (1 if a >= 0 else -1)
    aw, bw = np.asarray(a), np.asarray(b)
    with np.errstate(all="ignore"):
        if aw.dtype.kind not in "iu" or bw.dtype.kind not in "iu":
            return np.fmod(a, b)
        dtype = np.result_type(aw, bw)
        r = np.fmod(aw.astype(dtype), np.where(bw == 0, 1, bw).astype(dtype))
    return np.where(bw == 0, aw, r).astype(dtype)


def _floor(a: Any) -> Any:
    """floor(a): an integer is its own floor (the type kept); floating point rounds down."""
    return a if np.asarray(a).dtype.kind in "iu" else np.floor(a)


def _trunc(a: Any) -> Any:
    """trunc(a): an integer is its own truncation (the type kept); floating point rounds toward 0."""
    return a if np.asarray(a).dtype.kind in "iu" else np.trunc(a)


def _is_integral(a: Any) -> bool:
    """Whether `a`'s element type is an integer type (a test on the type, not on the values)."""
    return bool(np.asarray(a).dtype.kind in "iu")


def _pow(a: Any, b: Any) -> Arr:
    """pow(a, b) in a's type. Floating point: C's pow in double, rounded once. Integers: a
    multiplied by itself b times, wrapping in the width; b == 0 or a == 1 gives 1, and a
    negative b gives 0 except for a == -1 (1 or -1 as b is even or odd)."""
    aw, bw = np.asarray(a), np.asarray(b)
    dtype = aw.dtype
    if dtype.kind not in "iu":
        with np.errstate(all="ignore"):
            return _round_f64(np.power(aw.astype(np.float64), bw.astype(np.float64)), dtype)
    base, exp = np.broadcast_arrays(aw.astype(np.int64), bw.astype(np.int64))
    square = base.astype(np.uint64)  # arithmetic modulo 2^64, which T's width divides
    result = np.ones(base.shape, np.uint64)
    e = np.where(exp > 0, exp, 0).astype(np.uint64)
    with np.errstate(over="ignore"):
        while e.any():
            result = np.where(e & np.uint64(1), result * square, result)
            square = square * square
            e = e >> np.uint64(1)
    negative = exp < 0
    result = np.where(negative, np.where(base == -1, np.where(exp % 2 == 0, 1, -1), 0).astype(np.uint64), result)
    result = np.where((exp == 0) | (base == 1), np.uint64(1), result)
    out: Arr = result.astype(dtype)
    return out


def _fma(a: Any, b: Any, c: Any) -> Arr:
    """a * b + c rounded once to c's type: the product is exact in double for f32, f16 and bf16
    lanes; the double sum, rounded to T, is the correctly rounded result except where it sits
    on a midpoint of T, and those lanes take the double sum rounded to odd instead."""
    dtype = np.asarray(c).dtype
    a64, b64, c64 = (np.asarray(v).astype(np.float64) for v in (a, b, c))
    with np.errstate(all="ignore"):
        p = a64 * b64
        if not _numpy_float(dtype):
            return _round_f64(_sum_to_odd(p, c64), dtype)
        s = p + c64
        r: Arr = s.astype(dtype)  # numpy's cast from double rounds once to nearest even
        # Rounding the rounded sum s differs from rounding the exact sum only where s is a
        # midpoint between two neighbours of T, whose double ends in 52 - nmant - 1 zero bits
        # (more below T's normal range); those lanes, and exact, infinite or NaN sums (which end
        # so too), take the sum rounded to odd.
        tail = np.uint64((1 << (52 - np.finfo(dtype).nmant - 1)) - 1)
        lanes = np.flatnonzero((s.view(np.uint64) & tail) == 0)
        if lanes.size:
            p, c64 = np.broadcast_arrays(p, c64)
            r.flat[lanes] = _round_f64(_sum_to_odd(p.flat[lanes], c64.flat[lanes]), dtype)
    return r


def _sum_to_odd(p: Arr, c: Arr) -> Arr:
    """p + c in double rounded to odd: the nearest-even sum, moved one step toward the exact
    sum (its TwoSum error) when it is inexact and even, so that one more rounding to a type of
    at most 51 bits is the correct rounding of p + c (53 bits > 2 x 24 + 2)."""
    s = p + c
    bb = s - p
    e = (p - (s - bb)) + (c - bb)
    even = (s.view(np.uint64) & np.uint64(1)) == 0
    nudge = (e != 0) & np.isfinite(s) & even
    odd: Arr = np.where(nudge, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)
    return odd


def _round_away(x: Arr) -> Arr:
    """To the nearest integral value, ties away from zero (in double: x + 0.5 is then exact)."""
    w = np.asarray(x).astype(np.float64)
    r: Arr = np.copysign(np.floor(np.abs(w) + 0.5), w).astype(np.asarray(x).dtype)
    return r


def _f64_odd(v: Arr) -> Arr:
    """Integers (int64 or uint64) as doubles rounded to odd: exact below 2^53, and past it
    close enough (53 > 24 + 2 bits) that a second rounding to f32 or narrower is exact."""
    w = v.astype(np.float64)
    past = w >= (2.0 ** 63 if v.dtype.kind == "i" else 2.0 ** 64)  # rounded up past the type's range
    back = np.where(past, 0, w).astype(v.dtype)
    below = np.where(past, True, back > v)  # w was rounded up
    inexact = (back != v) | past
    toward_zero = np.where(inexact & (below == (w > 0)), np.nextafter(w, 0.0), w)
    odd = toward_zero.view(np.uint64) | inexact.astype(np.uint64)
    result: Arr = odd.view(np.float64)
    return result


def _step(y: Arr, up: bool) -> Arr:
    """The next value of y's float type toward +inf (up) or -inf, through its bits."""
    unsigned = _UINT[y.dtype.itemsize]
    bits = y.view(unsigned).astype(np.int64)
    sign = 1 << (y.dtype.itemsize * 8 - 1)
    negative = (bits & sign) != 0
    zero = (bits & (sign - 1)) == 0
    away = negative != up  # moving away from zero increments the magnitude
    stepped = np.where(zero, 1 if up else sign | 1, np.where(away, bits + 1, bits - 1))
    result: Arr = stepped.astype(unsigned).view(y.dtype)
    return result


def _round_mode(v: Arr, dtype: np.dtype[Any], mode: str) -> Arr:
    """Exact values (as doubles) rounded once to the float type `dtype` by `mode`: R nearest even,
    A nearest with ties away, F down, C up, Z toward zero, O to odd. Overflow follows IEEE 754
    for the direction (nearest: inf; toward zero: the largest finite value)."""
    with np.errstate(all="ignore"):
        y = _round_f64(v, dtype)
        if mode == "R":
            return y
        w = y.astype(np.float64)
        exact = (w == v) | np.isnan(v)
        lo = np.where(w > v, _step(y, up=False), y)
        hi = np.where(w < v, _step(y, up=True), y)
        # A type without infinity (E4M3) overflows to NaN: its neighbour short of it is the largest value.
        over = np.isnan(y) & np.isfinite(v)
        lo = np.where(over & (v > 0), _step(y, up=False), lo)
        hi = np.where(over & (v < 0), _step(y, up=True), hi)
        lo64, hi64 = lo.astype(np.float64), hi.astype(np.float64)
        if mode == "F":
            r = lo
        elif mode == "C":
            r = hi
        elif mode == "Z":
            r = np.where(v > 0, lo, hi)
        elif mode == "A":
            tie = (v - lo64) == (hi64 - v)
            r = np.where(tie, np.where(v > 0, hi, lo), y)
        else:  # "O": the neighbour whose last bit is 1
            r = np.where((lo.view(_UINT[dtype.itemsize]) & 1) == 1, lo, hi)
        out: Arr = np.where(exact, y, r)
        return out


def _integral(v: Arr, mode: str) -> Arr:
    """Doubles rounded to integral values by mode (O: an inexact value goes to the odd neighbour)."""
    if mode == "R":
        return np.rint(v)
    if mode == "A":
        return np.copysign(np.floor(np.abs(v) + 0.5), v)
    if mode == "F":
        return np.floor(v)
    if mode == "C":
        return np.ceil(v)
    if mode == "Z":
        return np.trunc(v)
    low = np.floor(v)
    return np.where((low == v) | (np.fmod(low, 2) != 0), low, low + 1)


# Rounding f32 lanes to integral values in f32 is exact for these modes (A's x + 0.5 is not).
_INTEGRAL_F32 = {"R": np.rint, "F": np.floor, "C": np.ceil, "Z": np.trunc}


_F16 = np.dtype(np.float16)


def _convert_f32(x: Arr, out_t: np.dtype[Any], mode: str) -> Arr | None:
    """The common f32 conversions, where every lane needs no rule beyond the rounding: to an
    integer type when all the integral values are in its range (saturation and NOSAT then agree
    with the plain cast), to f16 or bf16 by numpy's cast (one rounding to nearest even, as from
    the exact double) when no lane overflows or is NaN. None: the block needs _convert_values."""
    if not x.size:
        return None
    if out_t.kind in "iu" and mode in _INTEGRAL_F32:
        whole = _INTEGRAL_F32[mode](x)
        info = np.iinfo(out_t)
        lo, hi = float(whole.min()), float(whole.max())  # NaN when a lane is
        if info.min <= lo and hi < info.max + 1:  # Python compares the float and the int exactly
            cast: Arr = whole.astype(out_t)
            return cast
        return None
    if mode == "R" and (out_t == _F16 or out_t == _DTYPES.get("bf16")):
        r = x.astype(out_t)
        inf_bits = np.asarray(np.inf, dtype=out_t).view(np.uint16)[()]  # the exponent field all ones
        return r if (r.view(np.uint16) & np.uint16(0x7FFF)).max() < inf_bits else None
    return None


def _convert_values(x: Arr, out_t: np.dtype[Any], rnd: str | None, sat: str | None,
                    src: dict[str, Any] | None = None, dst: dict[str, Any] | None = None) -> Arr:
    """Lane values of x as out_t: one rounding by rnd, then saturation or the NOSAT rule.
    An encoded source or result (src, dst: its _CODED entry) is one code (uint8) per value."""
    mode = rnd or "R"  # pairs without rnd convert exactly
    with np.errstate(all="ignore"):
        if x.dtype == np.float32 and dst is None:
            fast = _convert_f32(x, out_t, mode)
            if fast is not None:
                return fast
        if src is not None:
            v = src["values"][x]
        elif _is_float(x.dtype):
            v = x.astype(np.float64)  # exact for f32, f16 and bf16
        else:
            v = _f64_odd(x.astype(np.uint64 if x.dtype.kind == "u" else np.int64))
        if dst is not None:
            return _encode(v, dst, mode, sat)
        if _is_float(out_t):
            r = _canonical_nan(_round_mode(v, out_t, mode))  # D-NAN
            if sat == "SAT":  # NaN to 0; infinities and overflow (inf, or NaN for E4M3) to the largest finite value
                top = _step(np.asarray([np.inf], dtype=out_t), up=False)[0]  # E4M3's "inf" is its NaN, one below max
                over = ~np.isnan(v) & (np.isinf(r) | np.isnan(r))
                r = np.where(np.isnan(v), np.zeros_like(r), np.where(over, np.copysign(top, v).astype(out_t), r))
            return r
        info = np.iinfo(out_t)
        if _is_float(x.dtype):
            whole = _integral(v, mode)
            if sat == "NOSAT":  # the low bits of the integral value (D-CVT-NOSAT); NaN and infinities give 0
                r64 = np.fmod(np.where(np.isfinite(whole), whole, 0), 2.0 ** 64)  # exact: large floats are even
                r64 = np.where(r64 >= 2.0 ** 63, r64 - 2.0 ** 64, np.where(r64 < -(2.0 ** 63), r64 + 2.0 ** 64, r64))
                low_bits = r64.astype(np.int64).view(np.uint64) & np.uint64(2 ** (out_t.itemsize * 8) - 1)
                wrapped: Arr = low_bits.astype(_UINT[out_t.itemsize]).view(out_t)
                return wrapped
            clipped = np.clip(np.where(np.isnan(whole), 0, whole), float(info.min), float(info.max))
            top = clipped >= float(info.max)  # float(max) of a 64-bit type is 2^63, past it
            exact: Arr = np.where(top, info.max, np.where(top, 0, clipped).astype(out_t)).astype(out_t)
            return exact
        wide = x.astype(np.int64) if x.dtype.kind == "i" or x.dtype.itemsize < 8 else x.astype(np.uint64)
        if sat != "NOSAT":  # SAT, or an integer pair that takes no sat (i16 -> u32: negatives to 0; D-CVT-NOSAT)
            clamped: Arr = np.clip(wide, info.min, info.max).astype(out_t)
            return clamped
        low = wide.astype(np.uint64) & np.uint64(2 ** (out_t.itemsize * 8) - 1)
        result: Arr = low.astype(_UINT[out_t.itemsize]).view(out_t)
        return result


def _convert(x: Arr, m: Arr | None, out_t: np.dtype[Any], rnd: str | None, sat: str | None, p: int) -> Arr:
    """Convert and place: narrowing puts source lane i at k*i + p, widening reads lane k*j + p,
    k the ratio of the value widths. A packed type (two values a byte) moves in pairs: a
    narrowing writes source lanes 2j, 2j + 1 as byte k*j + p when lane 2j is active, a
    widening reads byte k*(j // 2) + p for result lanes j (D-CVT-LOWFLOAT)."""
    src, dst = _CODED.get(x.dtype), _CODED.get(out_t)
    src_pack, dst_pack = (1 if c is None else c["pack"] for c in (src, dst))
    a, b = x.dtype.itemsize * 8 // src_pack, out_t.itemsize * 8 // dst_pack
    k = max(a, b) // min(a, b)

    def block(x: Arr, m: Arr | None) -> Arr:
        if src is None and dst is None and a == b:
            return _zero_inactive(_convert_values(x, out_t, rnd, sat), m)
        if a > b:  # narrowing into every k-th result lane
            units = _convert_values(x, out_t, rnd, sat, None, dst)
            um = m
            if dst is not None:
                units = _pack(units, dst)
                um = None if m is None else m[..., 0::dst_pack]
                units = units.view(out_t)
            return _spread(_zero_inactive(units, um), k, p)
        picked = x[..., p::k]
        pm = None if m is None else m[..., p::k]
        if src is not None:
            picked = _unpack(picked.view(np.uint8), src)
            pm = None if pm is None else np.repeat(pm, src_pack, axis=-1)
        return _zero_inactive(_convert_values(picked, out_t, rnd, sat, src, None), pm)

    return _map_blocks(block, x, m)


def _spread(units: Arr, k: int, p: int) -> Arr:
    """Lane i of units at lane k*i + p of a register of k times as many lanes, the others 0.
    On a little-endian machine that is each unit widened to k units of bits, shifted up p units."""
    width = units.dtype.itemsize
    if np.little_endian and k * width <= 8 and units.ndim:
        wide = np.ascontiguousarray(units).view(_UINT[width]).astype(_UINT[k * width])
        if p:
            wide <<= 8 * width * p
        spread: Arr = wide.view(units.dtype)
        return spread
    out = np.zeros(units.shape[:-1] + (units.shape[-1] * k,), dtype=units.dtype)
    out[..., p::k] = units
    return out


def _shl(a: Arr, b: Any) -> Arr:
    """`a << b` lane by lane, the count taken modulo T's width (D-SHIFTCOUNT)."""
    count = np.asarray(b).astype(np.int64) & (a.dtype.itemsize * 8 - 1)
    r: Arr = np.left_shift(a, count.astype(a.dtype))
    return r


def _shr(a: Arr, b: Any) -> Arr:
    """`a >> b`: arithmetic for signed, logical for unsigned T; the count modulo T's width."""
    count = np.asarray(b).astype(np.int64) & (a.dtype.itemsize * 8 - 1)
    r: Arr = np.right_shift(a, count.astype(a.dtype))
    return r


def _carry(x: Arr, y: Arr, cin: Arr | None, m: Arr | None, p: Arr | None, combine: str) -> tuple[Arr, Arr]:
    """Unsigned add (carry = the bit above) or subtract (carry = no borrow) of T-wide lanes, in
    T's own width: a sum wrapped below an addend carried; a - b does not borrow when a > b, or
    when a == b and no borrow comes in."""
    unsigned = _UINT[x.dtype.itemsize]
    a, b = x.view(unsigned), y.view(unsigned)
    if combine == "add":
        total = a + b
        carry: Arr = total < a
        if cin is not None:
            with_cin = total + cin.astype(unsigned)
            carry |= with_cin < total  # only when a + b is all ones: both cannot carry
            total = with_cin
    else:
        total = a - b
        if cin is None:
            carry = a >= b
        else:
            total -= (~cin).astype(unsigned)
            carry = (a > b) | ((a == b) & cin)
    if m is not None:
        carry &= m
    return _predicate(total.view(x.dtype), m, p), carry


def _numpy_float(dtype: np.dtype[Any]) -> bool:
    """f16, f32, f64: numpy's own abs, maximum and minimum (NaN-propagating) cover them."""
    return dtype.kind == "f"


def _abs_select(a: Arr, out: Arr | None = None) -> Arr:
    """`(a < 0) ? -a : a` as np.abs (into `out` when given), which only differs on -0 and on NaN
    (a < 0 is false for both, so they keep their bits): a block holding a zero or a NaN takes the select."""
    r: Arr = np.abs(a, out=out)
    if _numpy_float(r.dtype) and r.size and not r.min() > 0:  # min is NaN when a lane is
        r = _select(a < 0, r, a)
    elif r.dtype.kind not in "iuf":
        r = _select(a < 0, np.negative(a), a)
    return r


def _max_select(a: Arr, b: Any, out: Arr | None = None) -> Arr:
    """`(a > b || isnan(a)) ? a : b` as np.maximum (into `out` when given), which only differs on
    a ±0 tie (the select gives b) and on which NaN it returns: a block whose result holds a zero
    or a NaN takes the select."""
    return _extreme_select(a, b, np.maximum, np.greater, out)


def _min_select(a: Arr, b: Any, out: Arr | None = None) -> Arr:
    """`(a < b || isnan(a)) ? a : b` as np.minimum, with the same exceptions as _max_select."""
    return _extreme_select(a, b, np.minimum, np.less, out)


def _extreme_select(a: Arr, b: Any, extreme: Any, beats: Any, out: Arr | None) -> Arr:
    """`(beats(a, b) || isnan(a)) ? a : b` through extreme (np.maximum or np.minimum) where the
    result shows no zero and no NaN; numpy computes f16 extremes one lane at a time, so f16
    takes the select."""
    if a.dtype.kind in "iu" or (_numpy_float(a.dtype) and a.dtype.itemsize >= 4 and a.size):
        r: Arr = extreme(a, b, out=out)
        if a.dtype.kind in "iu":  # equal integers have equal bits
            return r
        if not (np.isnan(r.min()) or (r == 0).any()):  # min is NaN when a lane is
            return r
    return _select(beats(a, b) | np.isnan(a), a, b)


_MIN_FINDS_NAN = (np.dtype(np.float32),)  # the type whose min reduction numpy vectorises


def _canonical_nan(r: Arr) -> Arr:
    """D-NAN: a NaN result is the positive quiet NaN with an empty payload."""
    if _is_float(r.dtype):
        if r.dtype in _MIN_FINDS_NAN and r.size and not np.isnan(np.minimum.reduce(r, axis=None)):
            return r  # numpy's min is NaN when a lane is: one reduction, no mask, where most blocks hold no NaN
        nan = np.isnan(r)
        if nan.any():  # np.where costs a pass more than the test
            r = np.where(nan, r.dtype.type(np.nan), r)
    return r



def _popcount(x: Arr) -> Arr:
    return np.bitwise_count(x.view(_UINT[x.dtype.itemsize])).astype(x.dtype)


def _count_leading_sign_bits(x: Arr) -> Arr:
    bits = x.dtype.itemsize * 8
    # Bits equal to the sign become 0; the leading zeros of y (sign bit included) are the count.
    y = (x ^ (x >> (bits - 1))).astype(np.int64)
    _, exponent = np.frexp(y.astype(np.float64))
    count: Arr = (bits - exponent).astype(x.dtype)
    return count
