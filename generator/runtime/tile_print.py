"""The tile print (tprint): the text pto-isa's CPU simulator prints for a tile, as lines.

Source: generator/runtime/tile_print.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte
for byte, so do not edit the copy.

A header `TPRINT RxC` (the valid shape), then one line per valid row: the elements separated by
one space, each right-aligned in the format's width; floating-point values in fixed notation
with the format's digits after the point (a NaN as `nan`, infinities as `inf` and `-inf`),
integers in decimal. Nothing in any memory changes.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .base import SemanticsError, _is_float
from .tiles import Tile

# printFormat -> (width, digits after the point)
PRINT_FORMATS = {"width8_precision4": (8, 4), "width8_precision2": (8, 2), "width10_precision6": (10, 6)}


def _print_text(value: Any, floating: bool, width: int, digits: int) -> str:
    if floating:
        v = float(value)
        body = "nan" if np.isnan(v) else f"{v:.{digits}f}"
        return body.rjust(width)
    return str(int(value)).rjust(width)


def print_tile(op: str, src: Any, fmt: str, printed: list[str] | None) -> str:
    """The tile's text (lines ending in newlines); appended line by line to `printed` when given."""
    if isinstance(src, Tile):
        values = src.region(src.valid_rows, src.valid_cols)
    else:
        values = np.asarray(src)
        if values.ndim != 2:
            raise SemanticsError(f"pto.{op}: a tile is a 2-D array (its valid region) or a Tile")
    width, digits = PRINT_FORMATS[fmt]
    floating = _is_float(values.dtype)
    rows = [f"TPRINT {values.shape[0]}x{values.shape[1]}"]
    rows += [" ".join(_print_text(v, floating, width, digits) for v in row) for row in values]
    if printed is not None:
        printed.extend(rows)
    return "".join(r + "\n" for r in rows)
