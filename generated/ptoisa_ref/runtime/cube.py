"""The cube unit's micro-ops: pto.mad and its forms (L0A x L0B into L0C) and the FIXPIPE
writebacks of L0C to GM, UB and L1 (pto.mte_l0c_*, copy_matrix_cc_to_*), over `Ptr`s into
flat byte memories.

Source: generator/runtime/cube.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

Layouts (D-CUBE-L0-LAYOUT): L0A holds the M x K left matrix in NZ fractals (16 rows of 32
bytes; fractal (mb, kb) at (kb * ceil(M/16) + mb) x 512 bytes, row-major inside), except the
GEMV case (M = 1 without disable_gemv), which reads K contiguous elements; L0B holds the K x N
right matrix in ZN fractals (fractal (kb, nb) at (kb * ceil(N/16) + nb) x 512 bytes, each
fractal column-major: element (k, n) at (n % 16) x c0 + k % c0); L0C holds M x N accumulators
in NZ 16 x 16 fractals ((nb * ceil(M/16) + mb) x 256 elements, row-major inside). c0 is 32
bytes of the element type (16 f16, 8 f32, 32 i8/fp8/hif8, 64 FP4 values).

Arithmetic (D-MAD-ORDER): each dst[m, n] sums its K products in order k = 0 .. K-1, each step
one fused multiply-add rounded to the accumulator type (f32; i32 wraps), from 0; the result
then initialises dst (mad), is added to dst (acc) or to bias[n] (bias), rounded once more.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import TILE_FRACTALS, _CODED, _DTYPES
from .arith import _convert_values, _fma, _largest_finite
from .base import Arr, SemanticsError
from .coded import decode_lanes
from .memory import Ptr, _atomic_combine, _span
from .watch import touched_at

# the L0 fractal (machine.yaml tile.fractals' 512-byte box): 16 rows of 32 bytes
_CUBE_FRACTAL_ROWS = int(TILE_FRACTALS[512][0])
_CUBE_FRACTAL_BYTES = int(TILE_FRACTALS[512][2] or 32)
# The element types the cube multiplies, as (lhs, rhs) -> the accumulator type
_CUBE_FLOAT_INPUTS = ("f16", "bf16", "f32", "hif8")
_CUBE_FP8 = ("f8e4m3", "f8e5m2")
_CUBE_MX_INPUTS = ("f8e4m3", "f8e5m2", "f4e2m1x2", "f4e1m2x2")


def _cube_ptr(op: str, name: str, value: Any, space: str) -> Ptr:
    if not isinstance(value, Ptr):
        raise SemanticsError(f"pto.{op}: %{name} must be a Ptr into {space}, got {value!r}")
    if value.space != space:
        raise SemanticsError(f"pto.{op}: %{name} must point into {space}, not {value.space}")
    return value


def _cube_count(op: str, name: str, value: Any, low: int = 0, high: int | None = None) -> int:
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise SemanticsError(f"pto.{op}: %{name} must be an integer, got {value!r}") from None
    if number < low or (high is not None and number > high):
        bound = f"{low}..{high}" if high is not None else f"at least {low}"
        raise SemanticsError(f"pto.{op}: %{name} must be {bound}, got {number}")
    return number


def _cube_packed(elem: str) -> int:
    c = _CODED.get(_DTYPES[elem]) if elem in _DTYPES else None
    return int(c["pack"]) if c is not None else 1


def _cube_c0(elem: str) -> int:
    """Values per 32-byte fractal row of `elem` (FP4 pairs: two values a byte)."""
    return _CUBE_FRACTAL_BYTES // _DTYPES[elem].itemsize * _cube_packed(elem)


def _cube_ceil(a: int, b: int) -> int:
    return -(-a // b)


def lhs_offsets(m: int, k: int, elem: str, gemv: bool = False) -> Arr:
    """Value offsets (from the L0A pointer, in values of `elem`) of the M x K left matrix."""
    if gemv:
        return np.arange(k, dtype=np.int64)[None, :]
    c0 = _cube_c0(elem)
    r, c = np.arange(m)[:, None], np.arange(k)[None, :]
    out: Arr = ((c // c0) * _cube_ceil(m, _CUBE_FRACTAL_ROWS) + r // _CUBE_FRACTAL_ROWS) * (_CUBE_FRACTAL_ROWS * c0) \
        + (r % _CUBE_FRACTAL_ROWS) * c0 + c % c0
    return out.astype(np.int64)


def rhs_offsets(k: int, n: int, elem: str) -> Arr:
    """Value offsets (from the L0B pointer) of the K x N right matrix (ZN fractals)."""
    c0 = _cube_c0(elem)
    r, c = np.arange(k)[:, None], np.arange(n)[None, :]
    out: Arr = ((r // c0) * _cube_ceil(n, _CUBE_FRACTAL_ROWS) + c // _CUBE_FRACTAL_ROWS) * (_CUBE_FRACTAL_ROWS * c0) \
        + (c % _CUBE_FRACTAL_ROWS) * c0 + r % c0
    return out.astype(np.int64)


def acc_offsets(m: int, n: int, column_stride: int | None = None) -> Arr:
    """Element offsets (from the L0C pointer) of the M x N accumulators: NZ 16 x 16 fractals,
    a column of fractals `column_stride` rows apart (default: M rounded up to 16)."""
    rows = _cube_ceil(m, _CUBE_FRACTAL_ROWS) * _CUBE_FRACTAL_ROWS if column_stride is None else column_stride
    r, c = np.arange(m)[:, None], np.arange(n)[None, :]
    out: Arr = ((c // _CUBE_FRACTAL_ROWS) * rows + r) * _CUBE_FRACTAL_ROWS + c % _CUBE_FRACTAL_ROWS
    return out.astype(np.int64)


def _cube_read_values(op: str, ptr: Ptr, offsets: Arr, target: str) -> Arr:
    """The values of ptr's element type at `offsets` (values, not bytes), as float64 for the
    floating and coded types, int64 for integers."""
    elem = ptr.elem
    dt = _DTYPES[elem]
    pack = _cube_packed(elem)
    if offsets.size == 0:
        return np.zeros(offsets.shape, np.float64)
    units = offsets // pack
    lo, hi = int(units.min()), int(units.max())
    nbytes = (hi - lo + 1) * dt.itemsize
    _span(op, ptr, ptr.addr + lo * dt.itemsize, nbytes, "reads", target)
    raw = ptr.mem[ptr.addr + lo * dt.itemsize: ptr.addr + lo * dt.itemsize + nbytes]
    if dt in _CODED:
        values = decode_lanes(raw.view(dt))  # FP4: two values a byte, the low nibble first
        picked: Arr = values[offsets - lo * pack]
        return picked
    arr = raw.view(dt)[units - lo]
    out: Arr = arr.astype(np.int64) if dt.kind in "iu" else arr.astype(np.float64)
    return out


def _cube_write_elements(op: str, ptr: Ptr, offsets: Arr, values: Arr, target: str) -> None:
    """`values` (already of ptr's dtype) to elements `offsets` of ptr's memory."""
    dt = values.dtype
    if offsets.size == 0:
        return
    lo, hi = int(offsets.min()), int(offsets.max())
    _span(op, ptr, ptr.addr + lo * dt.itemsize, (hi - lo + 1) * dt.itemsize, "writes", target, exact=False)
    window = ptr.mem[ptr.addr + lo * dt.itemsize: ptr.addr + (hi + 1) * dt.itemsize].view(dt)
    window[offsets - lo] = values
    first = ptr.addr + offsets.reshape(-1).astype(np.int64) * dt.itemsize
    touched_at(ptr.mem, (first[:, None] + np.arange(dt.itemsize)[None, :]).reshape(-1), True)


def _cube_tf32(v: Arr, mode: str) -> Arr:
    """f32 values rounded to TF32 (10 fraction bits): ties to even or away from zero."""
    bits = v.astype(np.float32).view(np.uint32).astype(np.uint64)
    finite = np.isfinite(v)
    drop = np.uint64(13)
    low = bits & np.uint64((1 << 13) - 1)
    half = np.uint64(1 << 12)
    base = bits & ~np.uint64((1 << 13) - 1)
    odd = (base >> drop) & np.uint64(1)
    up = (low > half) | ((low == half) & ((odd == 1) if mode == "round_even" else True))
    out = np.where(up, base + (np.uint64(1) << drop), base)
    rounded = (out & np.uint64(0xFFFFFFFF)).astype(np.uint32).view(np.float32).astype(np.float64)
    return np.where(finite, rounded, v)


def _cube_saturate_inputs(v: Arr, elem: str) -> Arr:
    """sat: infinities to the type's largest finite value, NaN to 0 (the manual's MAD sat)."""
    dt = _DTYPES[elem]
    c = _CODED.get(dt)
    top = float(c["values"][np.isfinite(c["values"])].max()) if c is not None else float(_largest_finite(np.dtype(dt)))
    out = np.where(np.isnan(v), 0.0, v)
    return np.where(np.isinf(out), np.copysign(top, out), out)


def cube_mad(op: str, lhs: Any, rhs: Any, dst: Any, bias: Any, m: Any, n: Any, k: Any, *, init: str, mx: bool,
        disable_gemv: bool, sat: str | None, tf32: str | None, scales: tuple[Any, Any] | None,
        target: str) -> None:
    """dst[m, n] (L0C) = init + sum_k lhs[m, k] * rhs[k, n], in the layouts the module docstring
    names; `init` "zero" (pto.mad), "acc" (dst's own value) or "bias" (bias[n] from the bias
    table). MX forms multiply each value by 2^(e - 127) of its 32-element K group's e8m0 scale:
    `scales` is (lhs scales M x ceil(K/32), rhs scales ceil(K/32) x N), uint8."""
    lhs, rhs, dst = _cube_ptr(op, "lhs", lhs, "l0a"), _cube_ptr(op, "rhs", rhs, "l0b"), _cube_ptr(op, "dst", dst, "l0c")
    M, N, K = (_cube_count(op, name, v, 1, 4095) for name, v in (("m", m), ("n", n), ("k", k)))
    a_t, b_t, c_t = lhs.elem, rhs.elem, dst.elem
    if mx:
        if a_t not in _CUBE_MX_INPUTS or b_t not in _CUBE_MX_INPUTS or c_t != "f32":
            raise SemanticsError(f"pto.{op}: MX takes f8e4m3, f8e5m2, f4e2m1x2 or f4e1m2x2 operands into f32, "
                                 f"got {a_t} x {b_t} -> {c_t}")
        if K % 64:
            raise SemanticsError(f"pto.{op}: %k must be a multiple of 64 for MX (two 32-element scale groups), got {K}")
    elif (a_t, b_t, c_t) == ("i8", "i8", "i32"):
        pass
    elif (a_t in _CUBE_FP8 and b_t in _CUBE_FP8 and c_t == "f32") or (a_t == b_t and a_t in _CUBE_FLOAT_INPUTS and c_t == "f32"):
        pass
    else:
        raise SemanticsError(f"pto.{op}: no cube multiply of {a_t} x {b_t} -> {c_t} (f16, bf16, f32, hif8 pairs and "
                             f"fp8 -> f32; i8 -> i32)")
    if tf32 is not None and (a_t, b_t, c_t) != ("f32", "f32", "f32"):
        raise SemanticsError(f"pto.{op}: tf32_mode needs f32 operands and dst")
    if sat is not None and c_t == "i32":
        raise SemanticsError(f"pto.{op}: sat/nosat takes floating operands only")
    if _cube_packed(a_t) == 2 and K % 2:
        raise SemanticsError(f"pto.{op}: packed 4-bit operands need an even %k, got {K}")
    gemv = M == 1 and not disable_gemv
    a = _cube_read_values(op, lhs, lhs_offsets(M, K, a_t, gemv), target)
    b = _cube_read_values(op, rhs, rhs_offsets(K, N, b_t), target)
    out_at = acc_offsets(M, N)
    if c_t == "i32":
        total = np.zeros((M, N), np.int64)
        for kk in range(K):
            total = total + a[:, kk:kk + 1] * b[kk:kk + 1, :]
        prod = ((total + 2 ** 31) % 2 ** 32 - 2 ** 31).astype(np.int32)
        if init == "acc":
            base = _cube_read_values(op, dst, out_at, target)
        elif init == "bias":
            base = np.broadcast_to(_cube_read_values(op, _cube_ptr(op, "bias", bias, "bt"), np.arange(N)[None, :], target), (M, N))
        else:
            base = np.zeros((M, N), np.int64)
        res = ((prod.astype(np.int64) + base + 2 ** 31) % 2 ** 32 - 2 ** 31).astype(np.int32)
        _cube_write_elements(op, dst, out_at, res, target)
        return
    if sat == "sat":
        a, b = _cube_saturate_inputs(a, a_t), _cube_saturate_inputs(b, b_t)
    if tf32 is not None:
        a, b = _cube_tf32(a, tf32), _cube_tf32(b, tf32)
    if mx:
        if scales is None:
            raise SemanticsError(f"pto.{op}: no MX scales were loaded for %lhs and %rhs (pto.mte_l1_l0a_mx, "
                                 f"pto.mte_l1_l0b_mx)")
        groups = K // 32
        sa, sb = np.asarray(scales[0], np.uint8), np.asarray(scales[1], np.uint8)
        # the loads leave whole fragments (16 rows by two groups): the M x groups and groups x N corners count
        if sa.ndim == 2 and sa.shape[0] >= M and sa.shape[1] >= groups:
            sa = sa[:M, :groups]
        if sb.ndim == 2 and sb.shape[0] >= groups and sb.shape[1] >= N:
            sb = sb[:groups, :N]
        sa, sb = sa.reshape(-1), sb.reshape(-1)
        if sa.size < M * groups or sb.size < groups * N:
            raise SemanticsError(f"pto.{op}: the MX scales hold {sa.size} and {sb.size} values; {M} x {groups} "
                                 f"and {groups} x {N} are needed")
        ea = sa[:M * groups].reshape(M, groups).astype(np.float64)
        eb = sb[:groups * N].reshape(groups, N).astype(np.float64)
        # e8m0 0xFF is NaN
        fa = np.where(ea == 255, np.nan, np.exp2(ea - 127))
        fb = np.where(eb == 255, np.nan, np.exp2(eb - 127))
        a = a * np.repeat(fa, 32, axis=1)[:, :K]
        b = b * np.repeat(fb, 32, axis=0)[:K, :]
    total32 = np.zeros((M, N), np.float32)
    with np.errstate(all="ignore"):
        for kk in range(K):
            total32 = _fma(a[:, kk:kk + 1], b[kk:kk + 1, :], total32)
        if init == "acc":
            total32 = (total32.astype(np.float64) + _cube_read_values(op, dst, out_at, target)).astype(np.float32)
        elif init == "bias":
            bvals = _cube_read_values(op, _cube_ptr(op, "bias", bias, "bt"), np.arange(N)[None, :], target)
            total32 = (total32.astype(np.float64) + bvals).astype(np.float32)
        if sat == "sat":
            top = np.float32(np.finfo(np.float32).max)
            total32 = np.where(np.isnan(total32), total32, np.clip(total32, -top, top)).astype(np.float32)
    _cube_write_elements(op, dst, out_at, total32, target)


def mad_xt(xt: Any) -> dict[str, Any]:
    """The fields of a raw mad's packed `xt` (PTOAS's packMadXt): m bits 0..11, k 12..23,
    n 24..35, unit flag 55..56, disable_gemv 61, bias init 62, zero init 63."""
    x = int(xt) & (2 ** 64 - 1)
    init = "zero" if x >> 63 & 1 else ("bias" if x >> 62 & 1 else "acc")
    return {"m": x & 0xFFF, "k": x >> 12 & 0xFFF, "n": x >> 24 & 0xFFF, "unit_flag": x >> 55 & 3,
            "disable_gemv": bool(x >> 61 & 1), "init": init}


# --- FIXPIPE -------------------------------------------------------------------------------

# pre_quant modes: (accumulator type, kind, payload) -> how the value is scaled before the
# final conversion; "convert" modes only convert, "scale" modes multiply by the payload.
_CUBE_QUANT_SOURCE = {"f32_f16": "f32", "f32_bf16": "f32"}


def _cube_quant_kind(mode: str) -> tuple[str, str]:
    """(accumulator type, "convert" | "scale") of a pre_quant mode, by its name (the manual's
    families): the qf32*/f32_* modes read f32, the deq*/req*/qs32*/qf162s16 modes i32."""
    if mode in _CUBE_QUANT_SOURCE:
        return _CUBE_QUANT_SOURCE[mode], "convert"
    if mode.startswith(("deq", "req", "qs322", "qf162s16")):
        return "i32", "scale"
    return "f32", "scale"


def _cube_payload_values(op: str, payload: Any, what: str, channels: int, target: str) -> Arr:
    """A scalar payload (one value for every channel) or a `fb` pointer's per-channel values."""
    if isinstance(payload, Ptr):
        if payload.space != "fb":
            raise SemanticsError(f"pto.{op}: a vector {what} payload must point into fb, not {payload.space}")
        if what != "pre_quant":
            return _cube_read_values(op, payload, np.arange(channels, dtype=np.int64), target)
        # one 64-bit parameter word per column; the scale is bits 13..31: sign, 8-bit exponent,
        # 10-bit mantissa (D-FIX-PIPELINE)
        words = _cube_read_values(op, payload._replace(elem="u64"), np.arange(channels, dtype=np.int64), target)
        m1 = (words.astype(np.int64) >> 13) & 0x7FFFF
        sign = np.where((m1 >> 18) & 1, -1.0, 1.0)
        return sign * (1.0 + (m1 & 0x3FF) / 1024.0) * np.exp2(((m1 >> 10) & 0xFF).astype(np.float64) - 127.0)
    if payload is None:
        raise SemanticsError(f"pto.{op}: {what} needs a payload")
    return np.full(channels, float(payload), np.float64)


def _cube_to_dst(op: str, x: Arr, dst_t: str, sat: str | None) -> Arr:
    """The final conversion to the destination type: nearest even; sat clamps finite overflow
    and infinities to the largest finite value and writes NaN as 0 (sat(preserve_nan) keeps NaN
    where the type has one); f32 keeps its values (D-FIX-SAT)."""
    out_t = _DTYPES[dst_t]
    if out_t == np.float32 and not np.issubdtype(x.dtype, np.integer):
        return x.astype(np.float32)
    coded = _CODED.get(out_t)
    if np.issubdtype(x.dtype, np.integer) and out_t.kind in "iu":
        info = np.iinfo(out_t)
        return np.clip(x, info.min, info.max).astype(out_t)
    v = x.astype(np.float64)
    if out_t.kind in "iu":
        info = np.iinfo(out_t)
        r = np.where(np.isnan(v), 0.0, np.rint(v))
        return np.clip(r, info.min, info.max).astype(out_t)
    rule = "SAT" if sat in ("sat", "sat_preserve_nan") else "NOSAT"
    v = v.astype(np.float32)  # exact: every value here came out of an f32 step
    if coded is not None:
        codes = _convert_values(v, out_t, "R", rule, dst=coded)
        if sat == "sat_preserve_nan" and coded["no_sat_nan"] == "nan":
            codes = np.where(np.isnan(v), coded["nan"], codes).astype(np.uint8)
        return codes.view(out_t)
    r = _convert_values(v, out_t, "R", rule)
    if sat == "sat_preserve_nan":
        r = np.where(np.isnan(v), np.asarray(np.nan, dtype=out_t), r).astype(out_t)
    return r


def cube_fixpipe(op: str, src: Any, dst: Any, m: Any, n: Any, src_stride: Any, dst_stride: Any, *, dst_space: str,
            layout: str | None, loop0_src_stride: Any, split: Any, loop3: tuple[Any, Any, Any] | None,
            quant: str | None, quant_payload: Any, relu: str | None, relu_payload: Any, clip: Any,
            sat: str | None, atomic: tuple[str, str] | None, sub_blockid: Any, dst_mode: str | None,
            target: str, ubs: Any = None) -> None:
    """The FIXPIPE pipeline of the manual: read acc[m, n] from L0C (NZ, fractal columns
    `src_stride` rows apart), pre_quant, pre_relu and clip, the conversion to dst's type under
    sat, then the write in the chosen layout (none: nz2nd), `loop3` times, with GM atomics. `ubs`
    are a cluster's vector-core UBs (dst_mode's sub-blocks; a run without sections has none)."""
    src = _cube_ptr(op, "src", src, "l0c")
    dst = _cube_ptr(op, "dst", dst, dst_space)
    M, N = _cube_count(op, "m", m, 1, 65535), _cube_count(op, "n", n, 1, 65535)
    s_stride, d_stride = _cube_count(op, "src_stride", src_stride), _cube_count(op, "dst_stride", dst_stride)
    if s_stride < M:
        raise SemanticsError(f"pto.{op}: %src_stride ({s_stride} rows) is less than %m ({M}): fractal columns overlap")
    src_t, dst_t = src.elem, dst.elem
    if src_t not in ("f32", "i32"):
        raise SemanticsError(f"pto.{op}: the accumulator must be f32 or i32, got {src_t}")
    if dst_mode in ("split_m", "split_n") or (sub_blockid is not None and int(sub_blockid) != 0):
        ubs = tuple(ubs or ())
        if len(ubs) < 2:
            what = f"dst_mode({dst_mode}) writes two vector cores' UBs" if dst_mode else \
                f"dst_mode({int(sub_blockid)}) writes sub-block {int(sub_blockid)}'s UB"
            raise SemanticsError(f"pto.{op}: {what}; a run without sections has one (D-FIX-UB-SUBBLOCK)")
        if dst_mode is None:
            block = _cube_count(op, "sub_blockid", sub_blockid, 0, len(ubs) - 1)
            dst = Ptr(ubs[block], dst.addr, dst.elem, dst.space)
        else:
            if any(x is not None for x in (quant, relu, clip)) or layout not in (None, "nz2nd"):
                raise SemanticsError(f"pto.{op}: dst_mode({dst_mode}) takes no pre_quant, pre_relu or clip and only "
                                     f"the nz2nd layout")
            if dst_mode == "split_m" and M % 2 or dst_mode == "split_n" and N % 32:
                raise SemanticsError(f"pto.{op}: dst_mode({dst_mode}) needs an even %m (split_m) or %n a multiple "
                                     f"of 32 (split_n), got {M} x {N}")
            x = _cube_read_values(op, src, acc_offsets(M, N, s_stride), target)
            y = _cube_to_dst(op, x, dst_t, sat)
            halves = (y[:M // 2], y[M // 2:]) if dst_mode == "split_m" else (y[:, :N // 2], y[:, N // 2:])
            for ub, part in zip(ubs[:2], halves):
                r, c = np.arange(part.shape[0])[:, None], np.arange(part.shape[1])[None, :]
                _cube_write_elements(op, Ptr(ub, dst.addr, dst.elem, dst.space), r * d_stride + c,
                                     np.asarray(part, _DTYPES[dst_t]), target)
            return
    elif sub_blockid is not None:
        _cube_count(op, "sub_blockid", sub_blockid, 0, 1)
    if layout == "nz2nz" and dst_t != "f32":
        raise SemanticsError(f"pto.{op}: nz2nz needs an f32 destination")
    count, s3, d3 = ((1, 0, 0) if loop3 is None else
                     tuple(_cube_count(op, name, v) for name, v in zip(("loop3_count", "loop3_src_stride",
                                                                    "loop3_dst_stride"), loop3)))
    for rep in range(count):
        x = _cube_read_values(op, src, acc_offsets(M, N, s_stride) + rep * s3, target)
        if quant is not None:
            if "hybrid" in quant or "s4" in quant or quant.startswith("req4"):
                raise SemanticsError(f"pto.{op}: pre_quant mode {quant} is not modelled (the hybrid rule and 4-bit "
                                     f"results are not public: D-FIX-PIPELINE)")
            q_src, kind = _cube_quant_kind(quant)
            if q_src != src_t:
                raise SemanticsError(f"pto.{op}: pre_quant mode {quant} reads {q_src} accumulators, not {src_t}")
            if quant.startswith("qf162"):  # the f16-domain pre-stage: the value rounded to f16 first
                with np.errstate(all="ignore"):
                    x = x.astype(np.float32).astype(np.float16).astype(np.float64)
            if kind == "scale":
                scale = _cube_payload_values(op, quant_payload, "pre_quant", N, target)
                with np.errstate(all="ignore"):
                    x = (x.astype(np.float32) * scale.astype(np.float32)[None, :]).astype(np.float64)
        elif src_t == "f32" and dst_t not in ("f32",) and _DTYPES[dst_t].kind in "iu":
            raise SemanticsError(f"pto.{op}: f32 accumulators go to {dst_t} through a pre_quant mode only")
        if relu is not None and relu != "no_relu":
            with np.errstate(all="ignore"):
                if relu == "normal_relu":
                    x = np.where(x < 0, 0.0, x)  # NaN stays NaN (D-FIX-RELU)
                else:
                    alpha = _cube_payload_values(op, relu_payload, relu, N, target)
                    x = np.where(x < 0, (x.astype(np.float32) * alpha.astype(np.float32)[None, :]).astype(np.float64), x)
        if clip is not None:
            x = np.where(x > float(clip), float(clip), x)
        y = _cube_to_dst(op, x if src_t == "f32" or quant is not None or _DTYPES[dst_t].kind == "f"
                    else x.astype(np.int64), dst_t, sat)
        if layout == "nz2dn":
            r, c = np.arange(M)[:, None], np.arange(N)[None, :]
            where = c * d_stride + r
        elif layout == "nz2nz":
            step = 8 if split not in (None, 0) and int(split) else 16
            r, c = np.arange(M)[:, None], np.arange(N)[None, :]
            where = ((c // step) * d_stride + r) * step + c % step
        else:
            r, c = np.arange(M)[:, None], np.arange(N)[None, :]
            where = r * d_stride + c
        where = where + rep * d3
        if dst_t in ("f4e2m1x2", "f4e1m2x2"):
            raise SemanticsError(f"pto.{op}: packed 4-bit destinations are not modelled")
        if atomic is not None:
            a_type, a_op = atomic
            a_type = {"s32": "i32", "s16": "i16", "s8": "i8"}.get(a_type, a_type)
            if a_type != dst_t:
                raise SemanticsError(f"pto.{op}: the atomic type {a_type} must be the destination's, {dst_t}")
            old = _cube_read_values(op, dst, where, target).astype(_DTYPES[dst_t])
            y = _atomic_combine(op, a_op, dst_t, np.ascontiguousarray(old).reshape(-1).view(np.uint8),
                                np.ascontiguousarray(np.asarray(y, _DTYPES[dst_t])).reshape(-1).view(np.uint8)
                                ).view(_DTYPES[dst_t]).reshape(where.shape)
        _cube_write_elements(op, dst, where, np.asarray(y, _DTYPES[dst_t]), target)


# --- the ops' entry point ------------------------------------------------------------------

_CUBE_CHOICES = {"unit_flag": ("check_only", "check_and_set", "check_and_clear"), "disable_gemv": ("true",),
            "n_dir": ("true",), "sat_mode": ("sat", "nosat", "sat_preserve_nan"),
            "tf32_mode": ("round_even", "round_away"), "layout": ("nz2nd", "nz2dn", "nz2nz"),
            "dst_mode": ("split_m", "split_n"), "atomic_op": ("add", "max", "min"),
            "atomic_type": ("f32", "f16", "bf16", "s32", "s16", "s8")}
_CUBE_RELU_MODES = ("no_relu", "normal_relu", "scalar_relu", "vector_relu")


def _cube_choice(op: str, name: str, value: Any) -> Any:
    if value is not None and name in _CUBE_CHOICES and value not in _CUBE_CHOICES[name]:
        raise SemanticsError(f"pto.{op}: {name} must be one of {', '.join(_CUBE_CHOICES[name])}, got {value!r}")
    return value


def _cube_registers(op: str, dma: Any) -> dict[Any, Any]:
    if dma is None:
        return {}
    if not isinstance(dma, dict):
        raise SemanticsError(f"pto.{op}: the register state must be a dict, got {type(dma).__name__}")
    return dma


def cube_op(spec: dict[str, Any], args: dict[str, Any], dma: Any, target: str) -> None:
    """Runs one cube op: `spec` is its SPECS row (action: mad, mad_raw, fixpipe, fixpipe_raw;
    init, mx, the destination memory), `args` its operands and attributes by name, `dma` the
    caller's register state (the MX scales of L0A and L0B, the FIXPIPE registers)."""
    op = spec["op"]
    for name, value in args.items():
        _cube_choice(op, name, value)
    state = _cube_registers(op, dma)
    action = spec["action"]
    if action in ("mad", "mad_raw"):
        if action == "mad_raw":
            f = mad_xt(args["xt"])
            init = f["init"]
            if init == "bias" and args.get("bias") is None:
                raise SemanticsError(f"pto.{op}: xt asks for a bias init (bit 62) but the op has no %bias")
            m, n, k, gemv_off, sat, tf32 = f["m"], f["n"], f["k"], f["disable_gemv"], None, None
        else:
            init = spec["init"]
            m, n, k = args["m"], args["n"], args["k"]
            gemv_off = args.get("disable_gemv") == "true"
            sat, tf32 = args.get("sat_mode"), args.get("tf32_mode")
        scales = None
        if spec.get("mx"):
            a_s, b_s = state.get(("mx_scale", "l0a")), state.get(("mx_scale", "l0b"))
            scales = None if a_s is None or b_s is None else (a_s, b_s)
        cube_mad(op, args["lhs"], args["rhs"], args["dst"], args.get("bias"), m, n, k, init=init, mx=bool(spec.get("mx")),
            disable_gemv=gemv_off, sat=sat, tf32=tf32, scales=scales, target=target)
        return
    if action == "fixpipe":
        relu = args.get("pre_relu_mode")
        if relu is not None and relu not in _CUBE_RELU_MODES:
            raise SemanticsError(f"pto.{op}: pre_relu mode must be one of {', '.join(_CUBE_RELU_MODES)}, got {relu!r}")
        if relu in ("no_relu", "normal_relu") and args.get("relu_payload") is not None:
            raise SemanticsError(f"pto.{op}: pre_relu mode {relu} takes no payload")
        if relu in ("scalar_relu", "vector_relu") and args.get("relu_payload") is None:
            raise SemanticsError(f"pto.{op}: pre_relu mode {relu} needs a payload")
        quant = args.get("pre_quant_mode")
        if (quant is None) != (args.get("quant_payload") is None):
            raise SemanticsError(f"pto.{op}: pre_quant needs its payload and its mode together")
        if quant is not None and quant.endswith("_vec") != isinstance(args.get("quant_payload"), Ptr):
            raise SemanticsError(f"pto.{op}: pre_quant mode {quant} takes a "
                                 f"{'fb pointer' if quant.endswith('_vec') else 'scalar'} payload")
        layout = args.get("layout")
        if args.get("loop0_src_stride") is not None and layout != "nz2dn":
            raise SemanticsError(f"pto.{op}: a loop0 source stride belongs to nz2dn")
        if layout == "nz2dn" and args.get("loop0_src_stride") is not None and int(args["loop0_src_stride"]) != 1:
            raise SemanticsError(f"pto.{op}: nz2dn with a loop0 source stride other than 1 is not modelled")
        loop3 = None
        if args.get("loop3_count") is not None:
            loop3 = (args["loop3_count"], args["loop3_src_stride"], args["loop3_dst_stride"])
            if layout == "nz2nz":
                raise SemanticsError(f"pto.{op}: nz2nz takes no loop3")
        atomic = None
        if args.get("atomic_type") is not None or args.get("atomic_op") is not None:
            if args.get("atomic_type") is None or args.get("atomic_op") is None:
                raise SemanticsError(f"pto.{op}: atomic needs both type and op")
            atomic = (str(args["atomic_type"]), str(args["atomic_op"]))
        clip = args.get("relu_clip")
        cube_fixpipe(op, args["src"], args["dst"], args["m"], args["n"], args["src_stride"], args["dst_stride"],
                dst_space=spec["dest"], layout=layout, loop0_src_stride=args.get("loop0_src_stride"),
                split=args.get("split"), loop3=loop3, quant=quant, quant_payload=args.get("quant_payload"),
                relu=relu, relu_payload=args.get("relu_payload"), clip=clip, sat=args.get("sat_mode"),
                atomic=atomic, sub_blockid=args.get("sub_blockid"), dst_mode=args.get("dst_mode"), target=target,
                ubs=state.get(("cluster", "ub")))
        return
    if action == "fixpipe_raw":
        xm, xt = int(args["xm"]) & (2 ** 64 - 1), int(args["xt"]) & (2 ** 64 - 1)
        n, m, d_stride = xm >> 4 & 0xFFF, xm >> 16 & 0xFFFF, xm >> 32 & 0xFFFFFFFF
        s_stride = xt & 0xFFFF
        quant = xt >> 34 & 0x1F | (xt >> 29 & 1) << 5
        relu = xt >> 39 & 7
        if quant or relu or xt >> 30 & 3:
            raise SemanticsError(f"pto.{op}: a raw FIXPIPE copy with pre-quant, pre-ReLU or clip bits set is not "
                                 f"modelled (D-FIX-RAW)")
        layout = "nz2dn" if xt >> 62 & 1 else ("nz2nd" if xt >> 43 & 1 else "nz2nz")
        if layout == "nz2dn":
            raise SemanticsError(f"pto.{op}: a raw FIXPIPE nz2dn copy reads the channel registers, which are not "
                                 f"modelled (D-FIX-RAW)")
        cube_fixpipe(op, args["src"], args["dst"], m, n, s_stride, d_stride, dst_space=spec["dest"], layout=layout,
                loop0_src_stride=None, split=xt >> 42 & 1, loop3=None, quant=None, quant_payload=None, relu=None,
                relu_payload=None, clip=None, sat=None, atomic=None, sub_blockid=None, dst_mode=None, target=target)
        return
    raise SemanticsError(f"pto.{op}: unknown cube action {action!r}")
