"""The tile histogram (thistogram): per row of the source's valid region, 256 counters of one
byte of its u16 or u32 elements, written as running totals (counter k holds the elements whose
byte is at most k), u32 each.

Source: generator/runtime/tile_histogram.py; `ptoisa gen` copies it into ptoisa_ref/runtime/
byte for byte, so do not edit the copy.

Which byte is counted (`byte`, 0 the least significant) and which elements count: a u16
element's high byte (byte 1) always, its low byte (byte 0) where its high byte equals the
row's index value idx[r][0]; a u32 element's byte b where each higher byte 3, 2, ... b+1
equals idx[0][0], idx[1][0], ... in turn (a radix sort's passes, the most significant first).
`bins_at` says where row r's counters go: dst's row r, or dst's storage from element 256 x r.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .base import SemanticsError
from .tiles import Tile

_HIST_BINS = 256


def _hist_tile(op: str, name: str, value: Any) -> Tile:
    if not isinstance(value, Tile):
        raise SemanticsError(f"pto.{op}: {name} must be a Tile")
    return value


def histogram_tile(op: str, src: Any, idx: Any, dst: Any, byte: Any, bins_at: str) -> None:
    """Writes row r's running counts (r < src's valid rows) into dst; nothing else changes."""
    src, idx, dst = _hist_tile(op, "src", src), _hist_tile(op, "idx", idx), _hist_tile(op, "dst", dst)
    b = int(byte)
    width = {"u16": 2, "u32": 4}.get(src.elem)
    if width is None or idx.elem != "u8" or dst.elem != "u32":
        raise SemanticsError(f"pto.{op}: src must be u16 or u32, idx u8 and dst u32 (got {src.elem}, {idx.elem}, "
                             f"{dst.elem})")
    if not 0 <= b < width:
        raise SemanticsError(f"pto.{op}: byte {b} is not a byte of a {src.elem} element")
    rows, cols = src.valid_rows, src.valid_cols
    values = src.region(rows, cols).astype(np.uint32)
    picked = (values >> (8 * b)) & 0xFF
    counts = np.zeros((rows, _HIST_BINS), np.uint32)
    if rows and cols:
        keep = np.ones((rows, cols), bool)
        ivals = idx.values()
        if width == 2 and b == 0:  # the low byte of the elements whose high byte is the row's index
            if ivals.shape[0] < rows or ivals.shape[1] < 1:
                raise SemanticsError(f"pto.{op}: idx needs a value for each of src's {rows} valid rows")
            keep = (values >> 8) == ivals[:rows, :1].astype(np.uint32)
        elif width == 4:  # each higher byte equals the next row of idx, most significant first
            for k, higher in enumerate(range(3, b, -1)):
                if ivals.shape[0] <= k or ivals.shape[1] < 1:
                    raise SemanticsError(f"pto.{op}: idx needs {3 - b} rows for byte {b}")
                keep &= ((values >> (8 * higher)) & 0xFF) == np.uint32(ivals[k, 0])
        for r in range(rows):
            counts[r] = np.bincount(picked[r][keep[r]], minlength=_HIST_BINS)
    running = np.cumsum(counts, axis=1, dtype=np.uint64).astype(np.uint32)  # u32 counters wrap
    if bins_at == "packed_rows":
        if dst.blayout != "RowMajor" or dst.slayout != "NoneBox" or dst.row_stride != dst.cols \
                or dst.rows * dst.cols < rows * _HIST_BINS:
            raise SemanticsError(f"pto.{op}: dst must be row-major with room for {rows} rows of {_HIST_BINS} counters")
        flat = dst.values().reshape(-1)
        flat[:rows * _HIST_BINS] = running.reshape(-1)
    else:
        if dst.cols < _HIST_BINS or dst.rows < rows:
            raise SemanticsError(f"pto.{op}: dst must have {rows} rows of at least {_HIST_BINS} columns")
        dst.values()[:rows, :_HIST_BINS] = running
