"""Arg reductions over tiles: the index (and value) of each row's or column's extremum.

Source: generator/runtime/tile_argreduce.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte
for byte, so do not edit the copy.

A row op (trowargmax, trowargmin) reduces each valid row of the source over its valid columns and
writes one column (R x 1); a column op (tcolargmax, tcolargmin) reduces each valid column over the
valid rows and writes one row (1 x C). Every target scans a line in order and lets a later element
replace the current one only when it compares strictly past it, so ties go to the lowest index.
Where the scan starts is the target's `init` (the op's YAML, per target):

- first: the line's first element, index 0. A NaN there is never replaced; a later NaN never
  replaces anything (the CPU simulator's loops; the A5 column library's vcmp/vsel over rows).
- extreme: the start value of pto.vcmax / pto.vcmin (-inf / +inf, the integer minimum / maximum),
  index 0. A NaN is never selected, and a line in which nothing compares past the start value
  gives index 0 and that start value (the A5 row library: vcmax per 256-byte chunk, D-ARGPACK,
  then a strict compare across the chunks, which is the same scan).

`compare` "float_bits" compares 16- and 32-bit integers as the f16 / f32 their bits spell (the
A2/A3 column library reinterprets u16 and u32 sources so: D-ARGREDUCE-A2A3).

Tiles in (as `ptoisa run` passes them): the index (and value) tiles are written in place, their
first R rows of column 0 (row ops) or row 0's first C columns (column ops); None is returned.
Arrays (..., rows, cols) in: the result arrays are returned, (..., R, 1) or (..., 1, C).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import _DTYPES
from .args import _count
from .base import Arr, SemanticsError, _dtype_name, _is_float
from .reduce import _start_value
from .tiles import Tile

# What compare "float_bits" reads an integer's bits as, by its width in bytes.
_FLOAT_OF = {2: np.float16, 4: np.float32}


def _region(op: str, legal: tuple[str, ...], src: Any, valid_rows: Any, valid_cols: Any) -> tuple[Arr, str]:
    """The source's valid region (a Tile's own, or valid_rows x valid_cols of an array) and its type."""
    if isinstance(src, Tile):
        if valid_rows is not None or valid_cols is not None:
            raise SemanticsError(f"pto.{op}: a Tile carries its valid shape: give no valid_rows or valid_cols")
        vr, vc = src.valid_rows, src.valid_cols
        x = src.region(vr, vc)
    else:
        x = np.asarray(src)
        if x.ndim < 2:
            raise SemanticsError(f"pto.{op}: a tile is a 2-D array (rows, cols) with optional leading batch axes")
        rows, cols = x.shape[-2:]
        vr = rows if valid_rows is None else _count(op, "valid_rows", valid_rows)
        vc = cols if valid_cols is None else _count(op, "valid_cols", valid_cols)
        if not (0 <= vr <= rows and 0 <= vc <= cols):
            raise SemanticsError(f"pto.{op}: the valid region {vr}x{vc} is outside a {rows}x{cols} tile")
        x = x[..., :vr, :vc]
    if x.shape[-2] == 0 or x.shape[-1] == 0:
        raise SemanticsError(f"pto.{op}: the source's valid region {x.shape[-2]}x{x.shape[-1]} is empty "
                             f"(its valid rows and columns must be non-zero)")
    return x, _dtype_name(op, x, legal)


def _as_compared(x: Arr, compare: str | None) -> Arr:
    """The elements as the scan reads them: an integer's bits as a float under "float_bits"."""
    if compare == "float_bits" and not _is_float(x.dtype) and x.dtype.itemsize in _FLOAT_OF:
        return x.view(_FLOAT_OF[x.dtype.itemsize])
    return x


def _keys(x: Arr, combine: str, compare: str | None) -> tuple[Arr, Any]:
    """What the scan compares, NaN turned into the value no element passes, and the start value
    of `extreme` in the same terms."""
    x = _as_compared(x, compare)
    if _is_float(x.dtype):
        with np.errstate(invalid="ignore"):  # (integer bits that spell a signalling NaN)
            k = x.astype(np.float64)
        worst = -np.inf if combine == "max" else np.inf
        return np.where(np.isnan(k), worst, k), worst
    info = np.iinfo(x.dtype)
    k = x.astype(np.uint64 if x.dtype == np.uint64 else np.int64)
    return k, info.min if combine == "max" else info.max


def arg_reduce(x: Arr, axis: str, combine: str, init: str, compare: str | None = None) -> tuple[Arr, Arr]:
    """(values, indices) of each line's extremum: rows reduced over their columns (axis "row",
    shapes (..., R, 1)) or columns over their rows (axis "col", (..., 1, C)); the rule of `init`
    (module docstring). Indices are int64."""
    lines = x if axis == "row" else np.swapaxes(x, -1, -2)  # each line along the last axis
    k, worst = _keys(lines, combine, compare)
    idx = np.argmax(k, axis=-1) if combine == "max" else np.argmin(k, axis=-1)
    best = np.take_along_axis(k, idx[..., None], axis=-1)[..., 0]
    values = np.take_along_axis(lines, idx[..., None], axis=-1)[..., 0]
    if init == "first":
        # the first element starts: argmax already prefers index 0 on a tie, so only a NaN there
        # (or, compared as floats, bits that spell one) needs keeping: nothing compares past it
        keep = np.isnan(_as_compared(lines[..., 0], compare))
        values = np.where(keep, lines[..., 0], values)
    else:
        # the start value starts: nothing past it leaves index 0 and the start value itself
        keep = best == worst
        values = np.where(keep, _start_value(x.dtype, combine), values)
    idx = np.where(keep, 0, idx)
    values = values.astype(x.dtype, copy=False)
    idx = idx.astype(np.int64)
    if axis == "row":  # one column per row
        return values[..., None], idx[..., None]
    return values[..., None, :], idx[..., None, :]  # one row of columns


def _index_type(op: str, mode: str, name: str, table: dict[str, dict[str, list[str]]], given: str | None) -> str:
    """The index type: `given` if the target allows it for a `name` source in `mode`, else the first legal one."""
    if name not in table[mode]:
        raise SemanticsError(f"pto.{op}: element type {name} is not legal on the target (legal: {', '.join(table[mode])})")
    legal = table[mode][name]
    if not legal:
        raise SemanticsError(f"pto.{op}: {mode} mode does not support {name} sources")
    if given is None:
        return legal[0]
    if given not in legal:
        raise SemanticsError(f"pto.{op}: index type {given} is not legal for {name} in {mode} mode "
                             f"(legal: {', '.join(legal)})")
    return given


def _check_out(op: str, what: str, tile: Any, shape: tuple[int, int], axis: str) -> Tile:
    if not isinstance(tile, Tile):
        raise SemanticsError(f"pto.{op}: a Tile source writes Tiles: pass the {what} tile")
    rows, cols = shape
    if axis == "row" and (tile.valid_rows != rows or tile.valid_cols < 1):
        raise SemanticsError(f"pto.{op}: the {what} tile's valid shape {tile.valid_rows}x{tile.valid_cols} must have "
                             f"the source's {rows} valid rows and a column")
    if axis == "col" and (tile.valid_cols != cols or tile.valid_rows < 1):
        raise SemanticsError(f"pto.{op}: the {what} tile's valid shape {tile.valid_rows}x{tile.valid_cols} must have "
                             f"the source's {cols} valid columns and a row")
    return tile


def arg_reduce_tile(op: str, legal: tuple[str, ...], index_types: dict[str, dict[str, list[str]]], src: Any,
                    idx_out: Any, val_out: Any, *, axis: str, combine: str, init: str, compare: str | None,
                    mode: str, index_dtype: str | None, valid_rows: Any, valid_cols: Any) -> Arr | tuple[Arr, Arr] | None:
    """The op on arrays or Tiles (module docstring). `index_types`: mode -> source type -> the
    legal index types on the target, the first the default; `idx_out` and `val_out` are the
    mode's index and value destinations (None for arrays, and for the value in index mode)."""
    if mode not in index_types:
        raise SemanticsError(f"pto.{op}: unknown mode {mode!r} (modes: {', '.join(index_types)})")
    x, name = _region(op, legal, src, valid_rows, valid_cols)
    values, indices = arg_reduce(x, axis, combine, init, compare)
    if not isinstance(src, Tile):
        if idx_out is not None or val_out is not None:
            raise SemanticsError(f"pto.{op}: an array source returns its results: pass no destination")
        t = _index_type(op, mode, name, index_types, index_dtype)
        idx: Arr = indices.astype(_DTYPES[t])
        return (values, idx) if mode == "value_index" else idx
    if index_dtype is not None:
        raise SemanticsError(f"pto.{op}: a Tile destination gives the index type: give no index_dtype")
    out = _check_out(op, "index", idx_out, x.shape, axis)
    _index_type(op, mode, name, index_types, out.elem)
    if mode == "value_index":
        vout = _check_out(op, "value", val_out, x.shape, axis)
        if vout.elem != name:
            raise SemanticsError(f"pto.{op}: the value tile holds {vout.elem}, the source {name}")
        vout.write(values)
    out.write(indices.astype(_DTYPES[out.elem]))
    return None

