"""Executable semantics of the PTO ISA: one function per op.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.

Vector ops take a register as an array whose last axis holds the N lanes of one
256-byte vreg (any leading axes are a batch); a mask is a boolean array of the
same shape, or None for all lanes active. Tile ops take (..., rows, cols)
arrays and an optional valid region. Only numpy is imported, so this file can
be vendored as it is.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np
from numpy.typing import ArrayLike, NDArray

Arr = NDArray[Any]

__all__ = ["SemanticsError", "OPS", "trowsum", "tcolargmin", "vcadd", "vcmax", "vcmin", "vcgadd", "vcgmax", "vcgmin", "vcpadd", "vabs", "vneg", "vexp", "vln", "vsqrt", "vrsqrt", "vrec", "vrelu", "vnot", "vbcnt", "vcls", "vmov"]

_DTYPES: dict[str, np.dtype[Any]] = {
    "f32": np.dtype(np.float32),
    "f16": np.dtype(np.float16),
    "i8": np.dtype(np.int8),
    "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "u8": np.dtype(np.uint8),
    "u16": np.dtype(np.uint16),
    "u32": np.dtype(np.uint32),
}
_NAME_OF = {dt: name for name, dt in _DTYPES.items()}
_LANES = {
    "f32": 64,
    "f16": 128,
    "bf16": 128,
    "i8": 256,
    "i16": 128,
    "i32": 64,
    "i64": 32,
    "u8": 256,
    "u16": 128,
    "u32": 64,
}
_VLANES = 8
_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_INT = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}

# Element types each op accepts (union over targets; the verifier checks per target).
OPS = {
    "trowsum": ('f16', 'f32', 'i32', 'i16'),
    "tcolargmin": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
    "vcadd": ('i16', 'i32', 'i64', 'f16', 'f32'),
    "vcmax": ('i16', 'i32', 'f16', 'f32'),
    "vcmin": ('i16', 'i32', 'f16', 'f32'),
    "vcgadd": ('i16', 'i32', 'f16', 'f32'),
    "vcgmax": ('i16', 'i32', 'f16', 'f32'),
    "vcgmin": ('i16', 'i32', 'f16', 'f32'),
    "vcpadd": ('f16', 'f32'),
    "vabs": ('f32', 'f16', 'i32', 'i16', 'i8'),
    "vneg": ('f32', 'f16', 'i32', 'i16', 'i8'),
    "vexp": ('f32', 'f16'),
    "vln": ('f32', 'f16'),
    "vsqrt": ('f32', 'f16'),
    "vrsqrt": ('f32', 'f16'),
    "vrec": ('f32', 'f16'),
    "vrelu": ('f32', 'f16'),
    "vnot": ('i32', 'i16', 'i8'),
    "vbcnt": ('i32', 'i16', 'i8'),
    "vcls": ('i32', 'i16', 'i8'),
    "vmov": ('f32', 'f16', 'i32', 'i16', 'i8'),
}


class SemanticsError(ValueError):
    """An argument breaks an op's rules (shape, lane count, dtype, mask)."""


def _dtype_name(op: str, arr: Arr, legal: tuple[str, ...]) -> str:
    name = _NAME_OF.get(arr.dtype)
    if name not in legal:
        raise SemanticsError(f"pto.{op}: element type {name or arr.dtype} is not legal "
                             f"(legal: {', '.join(legal)})")
    return name


def _vector_args(op: str, legal: tuple[str, ...], src: ArrayLike, mask: ArrayLike | None) -> tuple[Arr, Arr | None]:
    """Check a vreg value (last axis = lanes) and its mask; None means all lanes active."""
    x = np.asarray(src)
    name = _dtype_name(op, x, legal)
    lanes = _LANES[name]
    if x.ndim == 0 or x.shape[-1] != lanes:
        got = x.shape[-1] if x.ndim else "a scalar"
        raise SemanticsError(f"pto.{op}: a !pto.vreg<{lanes}x{name}> has {lanes} lanes on its last axis; got {got}")
    if mask is None:
        return x, None
    m = np.asarray(mask)
    if m.dtype != np.bool_:
        raise SemanticsError(f"pto.{op}: the mask must be a boolean array, got {m.dtype}")
    if m.shape != x.shape:
        try:
            m = np.broadcast_to(m, x.shape)
        except ValueError:
            raise SemanticsError(f"pto.{op}: mask shape {m.shape} does not match the register shape {x.shape}") from None
    return x, m


def _prior_arg(op: str, prior: ArrayLike | None, x: Arr) -> Arr | None:
    """The merging form's prior destination, checked against the source register."""
    if prior is None:
        return None
    p = np.asarray(prior)
    if p.dtype != x.dtype or p.shape != x.shape:
        raise SemanticsError(f"pto.{op}: the prior destination must be {x.dtype} of shape {x.shape}, "
                             f"got {p.dtype} of shape {p.shape}")
    return p


def _lane_mask(c: ArrayLike, dtype: np.dtype[Any]) -> Arr:
    """All-ones bits where c is true, zero elsewhere, as a signed integer of dtype's width."""
    ones = np.negative(np.asarray(c).view(np.int8))  # -1 where true, in one byte
    return ones.astype(_INT[dtype.itemsize], copy=False)  # sign extension widens the ones


def _select(c: ArrayLike, a: Any, b: Any) -> Arr:
    """`c ? a : b` lane by lane on the bits (np.where branches, which is slow on irregular masks)."""
    dtype = a.dtype if isinstance(a, np.ndarray) else np.asarray(b).dtype
    ones = _lane_mask(c, dtype)
    a_bits = np.asarray(a, dtype=dtype).view(ones.dtype)
    b_bits = np.asarray(b, dtype=dtype).view(ones.dtype)
    r = a_bits ^ b_bits
    r &= ones
    r ^= b_bits
    return r.view(dtype)


def _zero_inactive(x: Arr, m: Arr | None) -> Arr:
    """x with the lanes where m is false set to all-zero bits (+0)."""
    if m is None:
        return x
    return (x.view(_INT[x.dtype.itemsize]) & _lane_mask(m, x.dtype)).view(x.dtype)


def _predicate(result: Arr, mask: Arr | None, prior: Arr | None) -> Arr:
    """Zeroing form (prior is None): inactive lanes 0. Merging form: inactive lanes keep `prior`."""
    if mask is None:
        return result
    return _zero_inactive(result, mask) if prior is None else _select(mask, result, prior)


# Large batches are processed in blocks of about this many bytes, so that the
# temporaries of one block stay in cache instead of streaming through memory.
_BLOCK_BYTES = 1 << 19


def _map_blocks(fn: Callable[..., Arr], x: Arr, *others: Arr | None) -> Arr:
    """fn(block, *other_blocks) over row blocks of the (..., lanes) array x; same-shape result."""
    lanes = x.shape[-1]
    flat = x.reshape(-1, lanes)
    rest = [None if o is None else np.asarray(o).reshape(-1, lanes) for o in others]
    step = max(1, _BLOCK_BYTES // (lanes * x.dtype.itemsize))
    if flat.shape[0] <= step:
        return fn(flat, *rest).reshape(x.shape)
    out = np.empty_like(flat)
    for s in range(0, flat.shape[0], step):
        out[s:s + step] = fn(flat[s:s + step], *(None if o is None else o[s:s + step] for o in rest))
    return out.reshape(x.shape)


def _map_tiles(fn: Callable[[Arr], Arr], v: Arr, out_tail: tuple[int, ...], out_dtype: Any) -> Arr:
    """fn(block of (n, rows, cols) tiles) -> (n, *out_tail) over the batch of tiles v."""
    lead = v.shape[:-2]
    flat: Arr = v.reshape((-1,) + v.shape[-2:])
    step = max(1, _BLOCK_BYTES // max(1, v.shape[-2] * v.shape[-1] * v.dtype.itemsize))
    out = np.empty((flat.shape[0],) + tuple(out_tail), dtype=out_dtype)
    for s in range(0, flat.shape[0], step):
        out[s:s + step] = fn(flat[s:s + step])
    return out.reshape(lead + tuple(out_tail))


def _canonical_nan(r: Arr) -> Arr:
    """D-NAN: a NaN result is the positive quiet NaN with an empty payload."""
    if r.dtype.kind == "f":
        r = np.where(np.isnan(r), r.dtype.type(np.nan), r)
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


_masked = _zero_inactive


def _sum_tree(v: Arr) -> Arr:
    """Adjacent lanes added pairwise, level by level, until one lane is left."""
    while v.shape[-1] > 1:
        v = v[..., 0::2] + v[..., 1::2]
    return v[..., 0]


def _sum_sequential(v: Arr, acc_dtype: Any) -> Arr:
    """`acc = 0; for i: acc += v[i]` over the last axis, each step rounded to acc_dtype.

    The summed axis is moved before the one next to it in a contiguous copy: numpy
    then adds it one position at a time, vectorised across the other axis, which
    keeps each sum in order (summing along the innermost axis would be pairwise).
    """
    acc_dtype = np.dtype(acc_dtype)
    # Vectorise across the neighbouring axis when it is long (tile rows), else across all of them.
    inner = v.shape[-2] if v.ndim >= 2 and v.shape[-2] >= 32 else 1
    rows = v.reshape(-1, inner, v.shape[-1])
    if inner == 1:
        rows = rows.reshape(1, -1, v.shape[-1])
    moved = np.ascontiguousarray(rows.transpose(0, 2, 1), dtype=acc_dtype)
    total: Arr = np.add.reduce(moved, axis=1, initial=acc_dtype.type(0))
    return total.reshape(v.shape[:-1])


def _start_value(dtype: np.dtype[Any], combine: str) -> Any:
    if dtype.kind == "f":
        return dtype.type(-np.inf if combine == "max" else np.inf)
    info = np.iinfo(dtype)
    return dtype.type(info.min if combine == "max" else info.max)


def _extremum(x: Arr, m: Arr | None, combine: str, want_index: bool) -> tuple[Arr, Arr | None, Arr | None]:
    """Literal max/min pseudocode over the last axis: start at -INF/+INF (integer min/max),
    index 0, update on a strict comparison only. Returns (value, index or None, any_active)."""
    start = _start_value(x.dtype, combine)
    beats = (x > start) if combine == "max" else (x < start)  # NaN and the start value never win
    valid = beats if m is None else (beats & m)
    cand = _select(valid, x, start)
    best: Arr = cand.max(axis=-1) if combine == "max" else cand.min(axis=-1)
    found = best != start
    active: Arr | None = None if m is None else np.asarray(m.any(axis=-1))
    index = None
    # The first winning lane decides the bits of the value (+0 and -0 compare equal).
    if want_index or (x.dtype.kind == "f" and not (best != 0).all()):
        hit = valid & (x == best[..., None])
        index = np.where(found, np.argmax(hit, axis=-1), 0)
        first = np.take_along_axis(x, index[..., None], axis=-1)[..., 0]
        best = _select(found, first, start)
    return best, index, active


def _place_lane0(x: Arr, value: Arr, active: Arr | None, index: Arr | None = None,
                 index_lane: int | None = None) -> Arr:
    """A register block that is 0 but for `value` in lane 0 (and `index` in `index_lane`)."""
    out = np.zeros_like(x)
    out[..., 0] = value if active is None else _zero_inactive(value, active)
    if index is not None:
        bits = out.view(_UINT[x.dtype.itemsize])
        bits[..., index_lane] = index if active is None else np.where(active, index, 0)
    return out


def _groups(x: Arr) -> Arr:
    return x.reshape(x.shape[:-1] + (_VLANES, x.shape[-1] // _VLANES))


def _place_group_low(x: Arr, value: Arr, active: Arr | None) -> Arr:
    """A register block that is 0 but for one value in the low lane of each VLane."""
    out = np.zeros_like(x)
    _groups(out)[..., 0] = value if active is None else _zero_inactive(value, active)
    return out


def _count(op: str, name: str, value: Any) -> int:
    """An integer argument: 2.5, True or "3" are mistakes, not numbers to truncate."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: {name} must be an integer, got {value!r}")
    return int(value)


def _tile_args(op: str, legal: tuple[str, ...], src: ArrayLike, valid_rows: Any, valid_cols: Any) -> tuple[Arr, str]:
    x = np.asarray(src)
    name = _dtype_name(op, x, legal)
    if x.ndim < 2:
        raise SemanticsError(f"pto.{op}: a tile is a 2-D array (rows, cols) with optional leading batch axes")
    rows, cols = x.shape[-2:]
    vr = rows if valid_rows is None else _count(op, "valid_rows", valid_rows)
    vc = cols if valid_cols is None else _count(op, "valid_cols", valid_cols)
    if not (0 < vr <= rows and 0 < vc <= cols):
        raise SemanticsError(f"pto.{op}: the valid region {vr}x{vc} must be non-empty and inside the {rows}x{cols} tile")
    return x[..., :vr, :vc], name


_ACC_TROWSUM = {'f16': 'f32'}


def trowsum(src: ArrayLike, *, valid_rows: int | None = None, valid_cols: int | None = None) -> Arr:
    """pto.trowsum: Reduce each row of a source tile by summing all elements in that row, producing a column vector of row sums.

    Returns (..., valid_rows, 1). Rows are summed in ascending column order;
    accumulation types: {'f16': 'f32'}; integers wrap in the element width.
    """
    v, name = _tile_args("trowsum", OPS["trowsum"], src, valid_rows, valid_cols)
    acc = _DTYPES[_ACC_TROWSUM.get(name, name)]

    def block(t: Arr) -> Arr:
        if t.dtype.kind in "iu":  # wrapping makes the order irrelevant: sum wide, wrap once
            wrapped: Arr = t.sum(axis=-1, dtype=np.int64).astype(t.dtype)
            return wrapped[..., None]
        with np.errstate(all="ignore"):
            r = _sum_sequential(t, acc).astype(t.dtype)
        return _canonical_nan(r)[..., None]

    return _map_tiles(block, v, (v.shape[-2], 1), v.dtype)


# mode -> source element type -> legal index element types (from the op's constraints)
_INDEX_TYPES_TCOLARGMIN = {
    "index": {'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'f16': ['u32', 'i32'], 'f32': ['u32', 'i32']},
    "value_index": {'i8': [], 'u8': [], 'i16': ['u16', 'i16'], 'u16': ['u16', 'i16'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'f16': ['u16', 'i16'], 'f32': ['u32', 'i32']},
}


def tcolargmin(src: ArrayLike, *, valid_rows: int | None = None, valid_cols: int | None = None,
               mode: str = "index", index_dtype: str | None = None) -> Arr | tuple[Arr, Arr]:
    """pto.tcolargmin: Get the row index of the minimum element for each column. A value+index variant also returns the minimum value for each column.

    Returns the (..., 1, C) row index of each column's min over the
    valid rows (ties to the lowest row; row 0 starts as the current value and a
    later row wins only when strictly smaller). Mode "value_index"
    returns (values, indices). `index_dtype` defaults to the first legal type.
    """
    if mode not in _INDEX_TYPES_TCOLARGMIN:
        raise SemanticsError(f"pto.tcolargmin: unknown mode {mode!r} (modes: index, value_index)")
    v, name = _tile_args("tcolargmin", OPS["tcolargmin"], src, valid_rows, valid_cols)
    legal = _INDEX_TYPES_TCOLARGMIN[mode][name]
    if not legal:
        raise SemanticsError(f"pto.tcolargmin: {mode} mode does not support {name} sources")
    index_dtype = legal[0] if index_dtype is None else index_dtype
    if index_dtype not in legal:
        raise SemanticsError(f"pto.tcolargmin: index type {index_dtype} is not legal for {name} in {mode} mode "
                             f"(legal: {', '.join(legal)})")

    def block(t: Arr) -> tuple[Arr, Arr]:
        if t.dtype.kind != "f" or not np.isnan(t).any():
            # Without NaN the scan is the first minimum of each column.
            idx = np.argmin(t, axis=1)
            return np.take_along_axis(t, idx[:, None, :], axis=1)[:, 0, :], idx
        cur = t[:, 0, :].copy()
        idx = np.zeros(cur.shape, dtype=np.int64)
        for i in range(1, t.shape[1]):
            row = t[:, i, :]
            better = row < cur
            np.copyto(cur, row, where=better)
            idx[better] = i
        return cur, idx

    flat: Arr = v.reshape((-1,) + v.shape[-2:])
    values: Arr = np.empty((flat.shape[0], v.shape[-1]), dtype=v.dtype)
    indices = np.empty((flat.shape[0], v.shape[-1]), dtype=_DTYPES[index_dtype])
    step = max(1, _BLOCK_BYTES // max(1, v.shape[-2] * v.shape[-1] * v.dtype.itemsize))
    for s in range(0, flat.shape[0], step):
        values[s:s + step], indices[s:s + step] = block(flat[s:s + step])
    shape = v.shape[:-2] + (1, v.shape[-1])
    if mode == "value_index":
        return values.reshape(shape), indices.reshape(shape)
    result: Arr = indices.reshape(shape)
    return result


def vcadd(src: ArrayLike, mask: ArrayLike | None = None) -> Arr:
    """pto.vcadd: Full-vector sum of the active lanes.

    Inactive lanes count as 0; the sum is formed in tree order in T,
    integers wrapping. The result is in lane 0, all other lanes 0.
    """
    x, m = _vector_args("vcadd", OPS["vcadd"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        with np.errstate(all="ignore"):
            total = _sum_tree(_masked(x, m))
        return _place_lane0(x, _canonical_nan(total), None)

    return _map_blocks(block, x, m)


def vcmax(src: ArrayLike, mask: ArrayLike | None = None) -> Arr:
    """pto.vcmax: Full-vector maximum with the index of the maximum lane.

    Value in lane 0, lane index (unsigned, T's width, raw bits) in lane 1;
    other lanes 0. No active lane gives an all-zero result.
    """
    x, m = _vector_args("vcmax", OPS["vcmax"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        value, index, active = _extremum(x, m, "max", True)
        return _place_lane0(x, value, active, index, 1)

    return _map_blocks(block, x, m)


def vcmin(src: ArrayLike, mask: ArrayLike | None = None) -> Arr:
    """pto.vcmin: Full-vector minimum with the index of the minimum lane.

    Value in lane 0, lane index (unsigned, T's width, raw bits) in lane 1;
    other lanes 0. No active lane gives an all-zero result.
    """
    x, m = _vector_args("vcmin", OPS["vcmin"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        value, index, active = _extremum(x, m, "min", True)
        return _place_lane0(x, value, active, index, 1)

    return _map_blocks(block, x, m)


def vcgadd(src: ArrayLike, mask: ArrayLike | None = None) -> Arr:
    """pto.vcgadd: Per-VLane-group sum.

    Each 32-byte VLane (8 per register) is reduced on its own; the result
    goes to the VLane's low lane, the other lanes are 0.
    """
    x, m = _vector_args("vcgadd", OPS["vcgadd"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        g = _groups(x)
        gm = None if m is None else _groups(m)
        with np.errstate(all="ignore"):
            value = _sum_sequential(_masked(g, gm), x.dtype)
        return _place_group_low(x, _canonical_nan(value), None)

    return _map_blocks(block, x, m)


def vcgmax(src: ArrayLike, mask: ArrayLike | None = None) -> Arr:
    """pto.vcgmax: Per-VLane-group maximum reduction.

    Each 32-byte VLane (8 per register) is reduced on its own; the result
    goes to the VLane's low lane, the other lanes are 0.
    """
    x, m = _vector_args("vcgmax", OPS["vcgmax"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        g = _groups(x)
        gm = None if m is None else _groups(m)
        value, _, active = _extremum(g, gm, "max", False)
        return _place_group_low(x, value, active)

    return _map_blocks(block, x, m)


def vcgmin(src: ArrayLike, mask: ArrayLike | None = None) -> Arr:
    """pto.vcgmin: Per-VLane-group minimum reduction.

    Each 32-byte VLane (8 per register) is reduced on its own; the result
    goes to the VLane's low lane, the other lanes are 0.
    """
    x, m = _vector_args("vcgmin", OPS["vcgmin"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        g = _groups(x)
        gm = None if m is None else _groups(m)
        value, _, active = _extremum(g, gm, "min", False)
        return _place_group_low(x, value, active)

    return _map_blocks(block, x, m)


def vcpadd(src: ArrayLike, mask: ArrayLike | None = None) -> Arr:
    """pto.vcpadd: Inclusive prefix sum (scan).

    Inactive lanes contribute 0; each addition is rounded to T, in lane order.
    """
    x, m = _vector_args("vcpadd", OPS["vcpadd"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        with np.errstate(all="ignore"):
            r = np.add.accumulate(_masked(x, m), axis=-1, dtype=x.dtype)
        return _canonical_nan(r)

    return _map_blocks(block, x, m)


def vabs(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vabs: Lane-wise absolute value.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src < 0) ? -src : src`.
    """
    x, m = _vector_args("vabs", OPS["vabs"], src, mask)
    p = _prior_arg("vabs", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_select((x < 0), np.negative(x), x)).astype(dtype, copy=False)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vneg(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vneg: Lane-wise arithmetic negation.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `-src`.
    """
    x, m = _vector_args("vneg", OPS["vneg"], src, mask)
    p = _prior_arg("vneg", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(np.negative(x)).astype(dtype, copy=False)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vexp(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vexp: Lane-wise natural exponential.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `expf(src)`.
    """
    x, m = _vector_args("vexp", OPS["vexp"], src, mask)
    p = _prior_arg("vexp", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray(np.exp(x)).astype(dtype, copy=False)
        r = _canonical_nan(r)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vln(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vln: Lane-wise natural logarithm.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `logf(src)`.
    """
    x, m = _vector_args("vln", OPS["vln"], src, mask)
    p = _prior_arg("vln", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray(np.log(x)).astype(dtype, copy=False)
        r = _canonical_nan(r)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vsqrt(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vsqrt: Lane-wise square root.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `sqrtf(src)`.
    """
    x, m = _vector_args("vsqrt", OPS["vsqrt"], src, mask)
    p = _prior_arg("vsqrt", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray(np.sqrt(x)).astype(dtype, copy=False)
        r = _canonical_nan(r)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vrsqrt(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vrsqrt: Lane-wise reciprocal square root.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `1.0f / sqrtf(src)`.
    """
    x, m = _vector_args("vrsqrt", OPS["vrsqrt"], src, mask)
    p = _prior_arg("vrsqrt", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray((1.0 / np.sqrt(x))).astype(dtype, copy=False)
        r = _canonical_nan(r)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vrec(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vrec: Lane-wise reciprocal.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `1.0f / src`.
    """
    x, m = _vector_args("vrec", OPS["vrec"], src, mask)
    p = _prior_arg("vrec", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray((1.0 / x)).astype(dtype, copy=False)
        r = _canonical_nan(r)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vrelu(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vrelu: Lane-wise rectified linear unit.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src > 0) ? src : 0`.
    """
    x, m = _vector_args("vrelu", OPS["vrelu"], src, mask)
    p = _prior_arg("vrelu", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_select((x > 0), x, 0)).astype(dtype, copy=False)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vnot(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vnot: Lane-wise bitwise NOT.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `~src`.
    """
    x, m = _vector_args("vnot", OPS["vnot"], src, mask)
    p = _prior_arg("vnot", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(np.invert(x)).astype(dtype, copy=False)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vbcnt(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vbcnt: Lane-wise population count.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `__builtin_popcount(src)`.
    """
    x, m = _vector_args("vbcnt", OPS["vbcnt"], src, mask)
    p = _prior_arg("vbcnt", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_popcount(x)).astype(dtype, copy=False)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vcls(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vcls: Lane-wise count of leading sign bits.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `count_leading_sign_bits(src)`.
    """
    x, m = _vector_args("vcls", OPS["vcls"], src, mask)
    p = _prior_arg("vcls", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_count_leading_sign_bits(x)).astype(dtype, copy=False)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)


def vmov(src: ArrayLike, mask: ArrayLike | None = None, *, prior: ArrayLike | None = None) -> Arr:
    """pto.vmov: Lane-wise register copy.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src`.
    """
    x, m = _vector_args("vmov", OPS["vmov"], src, mask)
    p = _prior_arg("vmov", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(x).astype(dtype, copy=False)
        return _predicate(r, m, p)

    return _map_blocks(block, x, m, p)
