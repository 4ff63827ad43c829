"""Reductions in each target's order: the A5 vcadd tree, sequential sums, extrema with
their index, histograms, and the NaN bits x86 arithmetic leaves (the tile reductions: tile_reduce.py).

Source: generator/runtime/reduce.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from .._tables import _DTYPES, _NAME_OF
from .args import _index_arg
from .arith import _canonical_nan
from .base import Arr, SemanticsError, _dtype_name, _is_float
from .blocks import _select, _zero_inactive


def _histogram(op: str, legal: tuple[str, ...], acc: ArrayLike, src: ArrayLike, mask: ArrayLike | None, bin: Any,
               cumulative: bool) -> Arr:
    """128 16-bit counters (`acc`, lane k for byte value 128 * bin + k) plus the count of the
    active bytes of `src` (256 lanes, read unsigned) equal to, or with `cumulative` at most, that
    value; the sums wrap modulo 2^16. Leading axes are a batch."""
    a = np.asarray(acc)
    if a.dtype not in (np.dtype(np.uint16), np.dtype(np.int16)) or a.ndim == 0 or a.shape[-1] != 128:
        raise SemanticsError(f"pto.{op}: %acc is 128 lanes of u16 or i16 on its last axis; "
                             f"got {_NAME_OF.get(a.dtype, a.dtype)} of shape {a.shape}")
    s = np.asarray(src)
    name = _dtype_name(op, s, legal)
    if s.ndim == 0 or s.shape[-1] != 256:
        raise SemanticsError(f"pto.{op}: %input is 256 lanes of {name} on its last axis; got shape {s.shape}")
    b = _index_arg(op, "bin", bin)
    if b not in (0, 1):
        raise SemanticsError(f"pto.{op}: %bin {b} is not modelled; 0 (byte values 0..127) and 1 (128..255) are "
                             "(D-HIST-BIN)")
    if mask is None:
        m = np.ones(s.shape, bool)
    else:
        m = np.asarray(mask)
        if m.dtype != np.bool_:
            raise SemanticsError(f"pto.{op}: the mask must be a boolean array, got {m.dtype}")
        try:
            m = np.broadcast_to(m, s.shape)
        except ValueError:
            raise SemanticsError(f"pto.{op}: mask shape {m.shape} does not match the source shape {s.shape}") from None
    batch = np.broadcast_shapes(a.shape[:-1], s.shape[:-1])
    values = s.view(np.uint8).reshape(-1, 256).astype(np.int64)
    active = np.ascontiguousarray(np.broadcast_to(m, s.shape)).reshape(-1, 256)
    rows = values.shape[0]
    counts = np.zeros((rows, 256), np.int64)
    np.add.at(counts, (np.repeat(np.arange(rows), 256)[active.ravel()], values.ravel()[active.ravel()]), 1)
    if cumulative:
        counts = np.cumsum(counts, axis=-1)
    half = counts[:, 128 * b:128 * b + 128].reshape(s.shape[:-1] + (128,))
    total = np.broadcast_to(a.view(np.uint16), batch + (128,)).astype(np.int64) + np.broadcast_to(half, batch + (128,))
    out: Arr = (total & 0xFFFF).astype(np.uint16).view(a.dtype)
    return out


def _sum_tree(v: Arr) -> Arr:
    """Adjacent lanes added pairwise, level by level, until one lane is left. With a power of
    two lanes no pair straddles two rows, so each level adds the even and odd elements of the
    flattened array: one long loop instead of one short loop per row."""
    n = v.shape[-1]
    if n and n & (n - 1) == 0:
        w = np.ascontiguousarray(v).reshape(-1)
        while n > 1:
            w = w[0::2] + w[1::2]
            n //= 2
        return w.reshape(v.shape[:-1])
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
    if _is_float(dtype):
        return dtype.type(-np.inf if combine == "max" else np.inf)
    info = np.iinfo(dtype)
    return dtype.type(info.min if combine == "max" else info.max)


# f16 and f32 as the signed integers of their width, and that width's sign bit
_BITS_AS_INT: dict[np.dtype[Any], tuple[np.dtype[Any], Any]] = {
    np.dtype(np.float16): (np.dtype(np.int16), np.int16(-1 << 15)),
    np.dtype(np.float32): (np.dtype(np.int32), np.int32(-1 << 31))}
_TREE_ROWS = 256  # rows from which a pairwise tree beats numpy's row-at-a-time integer reduction (measured)


def _extremum_by_bits(x: Arr, combine: str) -> Arr | None:
    """The max or min over the last axis of an f16 or f32 array holding no NaN, found by comparing
    its bits as signed integers; None where that does not apply (a NaN, another type, no
    elements): the caller then compares the floats. The value found is the extremum's value
    (which of +0 and -0 is the caller's to settle). Why: numpy reduces a float row at a time,
    and short rows make that slow; integers reduce faster, and with a power of two lanes and
    many rows each level of a pairwise tree is one loop over every row's pairs (the order of a
    max does not change its value). The bits of a float >= +0 compare as integers as the float
    does and above every negative float's, so a row's integer max is its float max unless the
    row has negative floats only (an integer max below 0): there the float max is the negative
    float nearest 0, the integer min. A min is the max of the values negated (sign bit flipped)."""
    found = _BITS_AS_INT.get(x.dtype)
    n = x.shape[-1] if x.ndim else 0
    if found is None or not n or not x.size:
        return None
    ints, sign = found
    flat = np.ascontiguousarray(x).reshape(-1)
    w = flat.view(ints)
    if x.dtype == np.float32:
        if np.isnan(np.minimum.reduce(flat)):  # (numpy's min is NaN when a lane is; f32's is vectorised)
            return None
    elif ((w & 0x7FFF) > 0x7C00).any():  # an f16 NaN: exponent all ones, a fraction
        return None
    if combine == "min":
        w = w ^ sign
    lanes = w.reshape(-1, n)
    if n & (n - 1) == 0 and n > 1 and len(lanes) > _TREE_ROWS:
        r = w
        while n > 1:
            r = np.maximum(r[0::2], r[1::2])
            n //= 2
    else:
        r = np.maximum.reduce(lanes, axis=-1)
    negative = r < 0
    if negative.any():
        r[negative] = np.minimum.reduce(lanes[negative], axis=-1)
    if combine == "min":
        r ^= sign
    best: Arr = r.view(x.dtype).reshape(x.shape[:-1])
    return best


def _extremum(x: Arr, m: Arr | None, combine: str, want_index: bool) -> tuple[Arr, Arr | None, Arr | None]:
    """Literal max/min pseudocode over the last axis: start at -INF/+INF (integer min/max),
    index 0, update on a strict comparison only. Returns (value, index or None, any_active)."""
    start = _start_value(x.dtype, combine)
    valid: Arr | None = None
    by_bits = _extremum_by_bits(x, combine) if m is None else None
    if by_bits is not None:
        best: Arr = by_bits  # the value only: a +-0 tie is settled below
    elif m is None and x.dtype in (np.float16, np.float32):
        # one pass: fmax/fmin skip NaN as the strict comparison does; a line of NaN gives NaN, i.e. the start.
        # numpy vectorises max/min of f32 and not fmax/fmin; they agree unless a line holds a NaN (max
        # then gives NaN), so f32 tries max first (the value only: a +-0 tie is settled below)
        best = (np.maximum if combine == "max" else np.minimum).reduce(x, axis=-1) \
            if x.dtype == np.float32 and x.size else np.asarray(np.nan)
        if np.isnan(best).any():
            best = (np.fmax if combine == "max" else np.fmin).reduce(x, axis=-1)
            best = _select(np.isnan(best), start, best)
    else:
        beats = (x > start) if combine == "max" else (x < start)  # NaN and the start value never win
        valid = beats if m is None else (beats & m)
        cand = _select(valid, x, start)
        best = cand.max(axis=-1) if combine == "max" else cand.min(axis=-1)
    found = best != start
    active: Arr | None = None if m is None else np.asarray(m.any(axis=-1))
    index = None
    # The first winning lane decides the bits of the value (+0 and -0 compare equal).
    if want_index or (_is_float(x.dtype) and not (best != 0).all()):
        if valid is None:
            valid = (x > start) if combine == "max" else (x < start)
        hit = valid & (x == best[..., None])
        index = np.where(found, np.argmax(hit, axis=-1), 0)
        first = np.take_along_axis(x, index[..., None], axis=-1)[..., 0]
        best = _select(found, first, start)
    return best, index, active


def _nan_rule(r: Arr, spec: dict[str, Any]) -> Arr:
    return _canonical_nan(r) if spec["nan"] == "canonical" else r


def _reduce_sum(x: Arr, m: Arr | None, spec: dict[str, Any]) -> Arr:
    """Full-register sum into lane 0; a widened source gives a wider register of half the lanes."""
    wide = spec["widen"].get(_NAME_OF[x.dtype])
    acc = _DTYPES[wide] if wide else x.dtype
    v = _zero_inactive(x, m).astype(acc, copy=False)
    with np.errstate(all="ignore"):
        total = _sum_tree(v) if spec["order"] == "tree" else _sum_sequential(v, acc)
    lanes = x.shape[-1] * x.dtype.itemsize // acc.itemsize
    out = np.zeros(x.shape[:-1] + (lanes,), dtype=acc)
    out[..., 0] = _nan_rule(np.asarray(total, dtype=acc), spec)
    return out


_QUIET = {2: 0x0200, 4: 0x00400000}


_DEFAULT_NAN = {2: 0xFE00, 4: 0xFFC00000}  # x86's default NaN: negative, quiet, empty payload
