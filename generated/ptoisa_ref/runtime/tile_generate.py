"""Tiles generated from scalars: tci (a run of consecutive integers) and ttri (a triangular mask of
ones and zeros).

Source: generator/runtime/tile_generate.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte
for byte, so do not edit the copy.

Both take dst as a Tile (as `ptoisa run` passes it) and write it in place.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import OPS, _DTYPES, _VBITS
from .base import Arr, SemanticsError
from .tiles import Tile
from .watch import touched


def _gen_dst(op: str, dst: Any) -> Tile:
    if not isinstance(dst, Tile):
        raise SemanticsError(f"pto.{op}: %dst must be a tile, got {type(dst).__name__}")
    dst.storage()
    if dst.blayout != "RowMajor" or dst.slayout != "NoneBox":
        raise SemanticsError(f"pto.{op}: %dst must be a row-major tile with no box")
    if dst.elem not in OPS[op]:
        raise SemanticsError(f"pto.{op}: dst of {dst.elem} (legal: {', '.join(OPS[op])})")
    return dst


def sequence_tile(op: str, start: Any, dst: Any, descending: bool) -> None:
    """tci: dst[0][j] = start + j (start - j descending) over dst's valid columns, wrapped to T."""
    d = _gen_dst(op, dst)
    if isinstance(start, bool) or not isinstance(start, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: the start value must be an integer, got {start!r}")
    dtype = _DTYPES[d.elem]
    bits = 8 * dtype.itemsize
    j = np.arange(d.valid_cols, dtype=np.int64)
    values = (int(start) - j if descending else int(start) + j) & ((1 << bits) - 1)
    d.values()[0, :d.valid_cols] = values.astype(np.uint64).astype(f"uint{bits}").view(dtype)


def triangle_tile(op: str, diagonal: Any, dst: Any, upper: bool, spill: bool) -> None:
    """ttri: over dst's valid region, lower: 1 where j <= i + diagonal, else 0; upper: 0 where
    j < i + diagonal, else 1. With `spill` (PTOAS's A5 library), a row whose run of ones (lower)
    or zeros (upper) is longer than the valid columns continues it past them, to the end of the
    row's last 256-byte store, in the memory that follows (D-TTRI-A5)."""
    d = _gen_dst(op, dst)
    if isinstance(diagonal, bool) or not isinstance(diagonal, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: the diagonal must be an integer, got {diagonal!r}")
    k = int(diagonal)
    rows, cols = d.valid_rows, d.valid_cols
    dtype = _DTYPES[d.elem]
    i = np.arange(rows)[:, None]
    j = np.arange(cols)[None, :]
    ones = (j >= i + k) if upper else (j <= i + k)
    one, zero = np.ones((), dtype), np.zeros((), dtype)
    d.values()[:rows, :cols] = np.where(ones, one, zero)
    if not spill:
        return
    lanes = _VBITS // dtype.itemsize  # elements per 256-byte store
    store_end = -(-cols // lanes) * lanes  # the end of the row's last whole store
    fill = zero if upper else one
    size = dtype.itemsize
    for r in range(rows):
        run = r + k + (0 if upper else 1)  # the ones (lower) or zeros (upper) the library stores
        end = min(run, store_end)
        if end > cols:
            first = d.addr + (r * d.row_stride + cols) * size
            last = d.addr + (r * d.row_stride + end) * size
            if last > len(d.mem):
                raise SemanticsError(f"pto.{op}: row {r}'s store runs past the end of the buffer")
            touched(d.mem, first, last, True)
            d.mem[first:last] = np.full(end - cols, fill, dtype).view(np.uint8)
