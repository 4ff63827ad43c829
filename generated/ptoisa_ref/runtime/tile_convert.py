"""Tile conversions (tcvt): each element of a tile's valid region converted to another element
type, per target.

Source: generator/runtime/tile_convert.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

The values come from the vector conversion's rules (arith._convert_values, the rules of pto.vcvt
and pto.vtrc); this module only says, per target, which rounding and saturation reach them:

- A5 runs pto.vcvt per register as PTOAS's A5 tile library does: rmode's rounding (NONE and RINT
  are R), the pair's default saturation when satmode is absent (off for the six narrowing pairs,
  on for the rest), the given one otherwise (D-TCVT-SAT). With saturation off, f32 -> i16 and
  f16 -> i16 go through i32 and f16 -> i8 through i16, the low bits kept (`via`); hif8 results
  always round A without saturation; f32 -> f32 rounds to an integral value (pto.vtrc).
- A2/A3 computes as A5, but only the narrowing pairs take satmode (absent: off); every other pair
  saturates unless a tmp tile is given (D-TCVT-SAT).
- The CPU simulator converts through double with C++ casts, as compiled for x86-64: with
  saturation the value is first clamped to both types' common range and cast back to the
  source type; float to integer rounds by rmode (NONE truncates, ODD is nearest with ties to
  odd), then casts (cvttsd2si: NaN and values past int32/int64 give the minimum, narrower types
  keep the low bits of the int32); everything else is a plain cast, rmode unused (D-TCVT-CPU).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import CONVERSIONS, _CODED, _DTYPES, _NAME_OF, _TARGET_NAMES
from .arith import _canonical_nan, _convert_values, _integral, _round_f64, _step
from .base import Arr, SemanticsError, _UINT, _is_float
from .coded import _pack, _unpack
from .tiles import Tile, _array_region, _tile_output

# rmode -> the vcvt rounding letter on A5 and A2/A3 (PTOAS's A5 tile library: NONE falls to R)
_NPU_ROUND = {"NONE": "R", "RINT": "R", "CAST_RINT": "R", "ROUND": "A", "FLOOR": "F", "CEIL": "C",
              "TRUNC": "Z", "ODD": "O"}
# The pairs whose default saturation is off (pto-isa's kIsNarrowingCvt, PTOAS's A5 templates)
Pairs = dict[tuple[str, str], tuple[tuple[str, ...], bool, "str | None"]]


def _effective_sat(pair: tuple[str, str], narrowing: bool, satmode: str | None, tmp: Any, tid: str) -> bool:
    """Whether the conversion saturates on the target (D-TCVT-SAT)."""
    if tid == "a5":
        return (not narrowing) if satmode is None else satmode == "ON"
    if tid == "a2a3":
        if narrowing or tmp is not None:
            return satmode == "ON"
        return True
    return satmode == "ON"


def _vcvt(x: Arr, src: str, dst: str, rnd: str, sat: bool, op: str) -> Arr:
    """One pto.vcvt over values of `src` (codes for an encoded type): the rounding and the
    saturation are used where the vector pair takes them (else its own rule applies)."""
    out_t = _DTYPES[dst]
    rule = CONVERSIONS["vcvt"].get((src, dst))
    if rule is None:  # A2/A3's i32 -> f16 (vconv_deq, scale 1): nearest even, saturated as the target says
        rule, rnd = ((), True), "R"
    modes, takes_sat = rule
    if modes and rnd not in modes:
        raise SemanticsError(f"pto.{op}: rounding {rnd} is not one pto.vcvt takes for {src} -> {dst} "
                             f"(it takes {', '.join(modes)})")
    if rnd == "H":
        raise SemanticsError(f"pto.{op}: the hybrid rounding H is not modelled (D-CVT-HYBRID)")
    src_c, dst_c = _CODED.get(_DTYPES[src]), _CODED.get(out_t)
    mode = rnd if (modes or not _is_float(out_t) or src_c is None) else None
    # An integer pair the vector conversion takes no sat for (i16 -> u32) still saturates when the
    # tile op does: PTOAS's hardware golden clamps negative values to 0 there (D-TCVT-SAT).
    both_int = not _is_float(x.dtype) and src_c is None and not _is_float(out_t)
    r = _convert_values(x, out_t, mode, ("SAT" if sat else "NOSAT") if takes_sat or both_int else None, src_c, dst_c)
    return r


def _npu(x: Arr, src: str, dst: str, rmode: str, sat: bool, via: str | None, op: str) -> Arr:
    """A5's (and A2/A3's) conversion of the values x (codes for encoded types, one per value)."""
    rnd = _NPU_ROUND[rmode]
    if src == dst:  # f32 -> f32: pto.vtrc, round to an integral value in the type
        if rnd == "O":
            raise SemanticsError(f"pto.{op}: f32 -> f32 rounds with pto.vtrc, which takes no ODD")
        with np.errstate(all="ignore"):
            r: Arr = _integral(x.astype(np.float64), rnd).astype(x.dtype)
        return r
    if dst == "hif8":  # both A5 libraries: round A, no saturation
        return _vcvt(x, src, dst, "A", False, op)
    if via is not None and not sat:  # the PyTorch-compatible path: the low bits of a wider integer
        wide = _vcvt(x, src, via, rnd, False, op)
        return _convert_values(wide, _DTYPES[dst], None, "NOSAT")
    return _vcvt(x, src, dst, rnd, sat, op)


# x86-64 casts of a double to an integer type: how wide the cvttsd2si is, and whether the
# narrower result keeps the low bits of it (D-TCVT-CPU)
_CVT_WIDTH = {"i8": 32, "i16": 32, "i32": 32, "u8": 64, "u16": 32, "u32": 64, "i64": 64}


def _cpu_round(v: Arr, rmode: str) -> Arr:
    """The simulator's applyRoundingToIntegral: ODD is nearest with ties to the odd integer,
    NONE leaves the value (the cast then truncates)."""
    if rmode == "ODD":
        low = np.floor(v)
        frac = v - low
        tie_up = (frac == 0.5) & (np.fmod(low, 2) == 0)
        return np.where((frac > 0.5) | tie_up, low + 1, low)
    if rmode == "NONE":
        return v
    return _integral(v, _NPU_ROUND[rmode])


def _cast_int(v: Arr, dst: str) -> Arr:
    """static_cast<D>(double) on x86-64: truncation; NaN or a value past the cvttsd2si width gives
    that width's minimum; a narrower type keeps the low bits."""
    width = _CVT_WIDTH[dst]
    lo, hi = -(2.0 ** (width - 1)), 2.0 ** (width - 1)
    t = np.trunc(v)
    bad = ~((t >= lo) & (t < hi))  # NaN too
    wide = np.where(bad, 0, t).astype(np.int64)
    wide = np.where(bad, np.int64(-(2 ** 63)) if width == 64 else np.int64(-(2 ** 31)), wide)
    out_t = _DTYPES[dst]
    r: Arr = wide.view(np.uint64).astype(_UINT[out_t.itemsize]).view(out_t)
    return r


_F16_MAX = 65504.0


def _limits(name: str) -> tuple[float, float]:
    """SafeLimits<T> of the simulator: f16 +-65504, otherwise numeric_limits' lowest and max."""
    dt = _DTYPES[name]
    if name == "f16":
        return -_F16_MAX, _F16_MAX
    if _is_float(dt):
        top = float(_step(np.asarray([np.inf], dtype=dt), up=False)[0])  # the largest finite value
        return -top, top
    info = np.iinfo(dt)
    return float(info.min), float(info.max)


def _cpu(x: Arr, src: str, dst: str, rmode: str, sat: bool) -> Arr:
    """The CPU simulator's TCvt_Impl and convert_value, element by element, vectorised."""
    sdt, ddt = _DTYPES[src], _DTYPES[dst]
    with np.errstate(all="ignore"):
        if sat:
            (slo, shi), (dlo, dhi) = _limits(src), _limits(dst)
            lo, hi = max(slo, dlo), min(shi, dhi)
            v = x.astype(np.float64)
            v = np.where(np.isnan(v) | (v > hi), hi, np.where(v < lo, lo, v))  # std::max(lo, std::min(hi, v))
            if _is_float(sdt):
                x = _round_f64(v, sdt)
            else:
                x = v.astype(np.int64).astype(sdt)
        if _is_float(sdt) and not _is_float(ddt):
            return _cast_int(_cpu_round(x.astype(np.float64), rmode), dst)
        if not _is_float(sdt) and _is_float(ddt):
            d = x.astype(np.float64)  # int -> double (i64: rounded to nearest even), then to D
            if dst == "bf16":
                d = d.astype(np.float32).astype(np.float64)
            return _round_f64(d, ddt)
        if _is_float(sdt):  # float -> float: one cast to nearest even (bf16 through f32)
            if dst == "bf16":
                return x.astype(np.float32).astype(ddt)
            r: Arr = x.astype(ddt)
            return r
        wide = x.astype(np.int64) if sdt.kind == "i" or sdt.itemsize < 8 else x.astype(np.uint64)
        low: Arr = wide.astype(np.uint64).astype(_UINT[ddt.itemsize]).view(ddt)
        return low


def _values(t: Any, name: str) -> Arr:
    """The values of a region as codes (one per value) for an encoded type, else as they are."""
    c = _CODED.get(_DTYPES[name])
    if c is None:
        return np.asarray(t)
    return _unpack(np.ascontiguousarray(t).view(np.uint8), c)


def convert_tile(op: str, pairs: Pairs, src: Any, dst: Any, tmp: Any, rmode: str | None, satmode: str | None,
                 dst_type: str | None, valid_rows: Any, valid_cols: Any, target: str) -> Arr | None:
    """pto.tcvt over tiles (dst's valid region, written in place) or arrays (the valid region's
    result, or a copy of dst with it replaced). A packed FP4 type holds two values an element, so
    its tile has half the other tile's valid columns."""
    tid = _TARGET_NAMES[target.lower()]
    rmode = rmode or "CAST_RINT"
    if isinstance(src, Tile) != isinstance(dst, Tile):
        raise SemanticsError(f"pto.{op}: pass tiles for both src and dst, or arrays")
    if isinstance(src, Tile) and isinstance(dst, Tile):
        s_name, d_name = src.elem, dst.elem
    else:
        x0 = np.asarray(src)
        s_name = _NAME_OF.get(x0.dtype, str(x0.dtype))
        d_name = dst_type or (_NAME_OF.get(np.asarray(dst).dtype) if dst is not None else None) or ""
        if not d_name:
            raise SemanticsError(f"pto.{op}: give dst_type= (the result's element type) or dst")
    entry = pairs.get((s_name, d_name))
    if entry is None or tid not in entry[0]:
        legal = sorted(d for (s, d), e in pairs.items() if s == s_name and tid in e[0])
        raise SemanticsError(f"pto.{op}: {s_name} -> {d_name} is not a conversion on {tid} "
                             f"({'from ' + s_name + ': ' + ', '.join(legal) if legal else 'none starts from ' + s_name})")
    _, narrowing, via = entry
    s_pack = (_CODED.get(_DTYPES[s_name]) or {"pack": 1})["pack"]
    d_pack = (_CODED.get(_DTYPES[d_name]) or {"pack": 1})["pack"]
    if isinstance(src, Tile) and isinstance(dst, Tile):
        vr, vc = dst.valid_rows, dst.valid_cols
        if (src.valid_rows, src.valid_cols * s_pack) != (vr, vc * d_pack):
            raise SemanticsError(f"pto.{op}: src's valid shape {src.valid_rows}x{src.valid_cols} does not hold "
                                 f"dst's {vr}x{vc} values")
        region = src.region(vr, vc * d_pack // s_pack)
    else:
        x = np.asarray(src)
        vr, svc = _array_region(op, x, valid_rows, valid_cols)
        if (svc * s_pack) % d_pack:
            raise SemanticsError(f"pto.{op}: {svc} {s_name} columns do not fill whole {d_name} elements")
        region, vc = x[:vr, :svc], svc * s_pack // d_pack
    values = _values(region, s_name)
    sat = _effective_sat((s_name, d_name), narrowing, satmode, tmp, tid)
    if tid == "cpu":
        r = _cpu(values, s_name, d_name, rmode, sat)
    else:
        r = _npu(values, s_name, d_name, rmode, sat, via, op)
    d_c = _CODED.get(_DTYPES[d_name])
    if d_c is not None:
        r = np.ascontiguousarray(_pack(np.asarray(r).view(np.uint8), d_c)).view(_DTYPES[d_name])
    out = np.asarray(r).reshape(vr, vc)
    if isinstance(dst, Tile):
        dst.write(out)
        return None
    return _tile_output(op, out, dst)


def _param_region(op: str, name: str, t: Any, rows: int) -> Arr:
    """A scale or offset tile's first `rows` rows (all its valid columns), as f32."""
    if isinstance(t, Tile):
        if t.valid_rows < rows or t.valid_cols < 1:
            raise SemanticsError(f"pto.{op}: {name}'s valid shape {t.valid_rows}x{t.valid_cols} needs {rows} rows "
                                 f"and a column")
        region = t.region(rows, t.valid_cols)
    else:
        region = np.asarray(t)
        if region.ndim != 2 or region.shape[0] < rows or region.shape[1] < 1:
            raise SemanticsError(f"pto.{op}: {name} must be a 2-D array of at least {rows} rows")
        region = region[:rows]
    if region.dtype != np.float32:
        raise SemanticsError(f"pto.{op}: {name} must hold f32, not {_NAME_OF.get(region.dtype, region.dtype)}")
    return region


def dequant_tile(op: str, legal: dict[str, tuple[str, ...]], src: Any, scale: Any, offset: Any, dst: Any,
                 valid_rows: Any, valid_cols: Any, target: str) -> Arr | None:
    """pto.tdequant: (f32(src) - offset[i]) * scale[i], each step rounded to f32. A5 and A2/A3 read
    each row's column 0 (a NaN result is canonical, D-NAN); the CPU simulator reads column
    min(j, valid columns - 1) and keeps x86's NaNs."""
    tid = _TARGET_NAMES[target.lower()]
    if isinstance(dst, Tile):
        if not isinstance(src, Tile):
            raise SemanticsError(f"pto.{op}: tiles in, a tile out: pass src as a Tile too")
        vr, vc = dst.valid_rows, dst.valid_cols
        if (src.valid_rows, src.valid_cols) != (vr, vc):
            raise SemanticsError(f"pto.{op}: src's valid shape {src.valid_rows}x{src.valid_cols} differs from "
                                 f"dst's {vr}x{vc}")
        if dst.elem != "f32":
            raise SemanticsError(f"pto.{op}: dst must hold f32, not {dst.elem}")
        x = src.region(vr, vc)
    else:
        x = np.asarray(src)
        vr, vc = _array_region(op, x, valid_rows, valid_cols)
        x = x[:vr, :vc]
    name = _NAME_OF.get(x.dtype, str(x.dtype))
    if name not in legal[tid]:
        raise SemanticsError(f"pto.{op}: element type {name} is not legal on {tid} (legal: {', '.join(legal[tid])})")
    sc, off = _param_region(op, "scale", scale, vr), _param_region(op, "offset", offset, vr)
    if tid == "cpu":
        cols = np.minimum(np.arange(vc), sc.shape[1] - 1)  # the scale tile's valid columns decide
        if off.shape[1] < sc.shape[1]:
            raise SemanticsError(f"pto.{op}: offset has fewer valid columns ({off.shape[1]}) than scale "
                                 f"({sc.shape[1]}), whose columns the CPU simulator reads in both")
        s_b, o_b = sc[:, cols], off[:, cols]
    else:
        s_b, o_b = sc[:, :1], off[:, :1]
    with np.errstate(all="ignore"):
        r: Arr = (x.astype(np.float32) - o_b) * s_b
    if tid != "cpu":
        r = _canonical_nan(r)
    if isinstance(dst, Tile):
        dst.write(r)
        return None
    return _tile_output(op, r, dst)
