"""The partial tile ops (tpartadd, tpartmul, tpartmax, tpartmin): an elementwise op over dst's
valid region whose two sources may each be valid over a smaller top-left part of it.

Source: generator/runtime/tile_partial.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte
for byte, so do not edit the copy.

How an element is computed where only one source, or neither, is valid there is a per-target
rule (the op's `partial` semantics, SPECS[op][target]["partial"]):

- copy: the op where both sources are valid, the one valid source's element where one is, and
  `fill` where neither is (pto-isa's CPU simulator writes 0). Without a fill one source must
  cover dst's valid region (pto-isa's A5 and A2/A3 libraries assert it).
- overlay: dst's region starts as `fill`, src0 is copied over its valid region and the op then
  combines that with src1 over src1's valid region (PTOAS's A5 tile library for tpartmax and
  tpartmin, with the type's lowest or highest finite value): where only src1 is valid the
  result is op(fill, src1).

Copied elements keep their bits (a NaN's payload too): the op's NaN rule applies to computed
elements only. Sources are Tiles (their valid shapes) or arrays (each array is its valid region, cut to dst's).
"""
from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from .args import _count
from .arith import _largest_finite
from .base import Arr, _dtype_name, SemanticsError
from .tiles import Tile


class Partial(NamedTuple):
    """What part_merge needs: the sources over dst's region (a fill where a source is not valid),
    where each is valid, the rule and the fill element."""

    srcs: tuple[Arr, ...]
    valid: tuple[Arr, ...]
    rule: str
    fill: Any


def part_fill(fill: str | None, dtype: np.dtype[Any]) -> Any:
    """The fill element of `dtype`: zero, the lowest or the highest finite value (0 and the
    maximum for unsigned integers)."""
    if fill is None or fill == "zero":
        return np.zeros((), dtype)[()]
    if np.issubdtype(dtype, np.integer):
        info = np.iinfo(dtype)
        return dtype.type(info.min if fill == "lowest" else info.max)
    top = _largest_finite(dtype)
    return -top if fill == "lowest" else top


def _part_extent(op: str, name: str, x: Any) -> tuple[Arr, int, int]:
    """A source's valid region (rows x cols, with any leading stacking axes) and its extent."""
    if isinstance(x, Tile):
        vr, vc = x.valid_rows, x.valid_cols
        return x.region(vr, vc), vr, vc
    a = np.asarray(x)
    if a.ndim != 2:
        raise SemanticsError(f"pto.{op}: {name} is a 2-D array (its valid region) or a Tile")
    return a, a.shape[0], a.shape[1]


def part_inputs(op: str, legal: tuple[str, ...], srcs: tuple[Any, ...], dst: Any, valid_rows: Any,
                valid_cols: Any, rule: dict[str, Any]) -> tuple[list[Arr], str, Partial]:
    """The two sources over dst's valid region, the element type and what part_merge needs.
    With Tiles the region is dst's valid region; with arrays it is valid_rows x valid_cols, or
    the larger extent of the two sources in each dimension when not given."""
    names = ("src0", "src1")
    parts = [_part_extent(op, n, s) for n, s in zip(names, srcs)]
    if isinstance(dst, Tile):
        vr, vc = dst.valid_rows, dst.valid_cols
    else:
        if any(isinstance(s, Tile) for s in srcs):
            raise SemanticsError(f"pto.{op}: tiles in, a tile out: pass the destination tile as dst=")
        vr = max(p[1] for p in parts) if valid_rows is None else _count(op, "valid_rows", valid_rows)
        vc = max(p[2] for p in parts) if valid_cols is None else _count(op, "valid_cols", valid_cols)
        parts = [(a[:vr, :vc], min(r, vr), min(c, vc)) for a, r, c in parts]  # an array is cut to the region
    for n, (_, r, c) in zip(names, parts):
        if r > vr or c > vc:
            raise SemanticsError(f"pto.{op}: {n}'s valid shape {r}x{c} exceeds dst's {vr}x{vc}")
    covers = [(r, c) == (vr, vc) for _, r, c in parts]
    if not rule.get("fill") and not any(covers) and vr and vc:
        raise SemanticsError(f"pto.{op}: one source's valid shape must equal dst's {vr}x{vc} (src0 "
                             f"{parts[0][1]}x{parts[0][2]}, src1 {parts[1][1]}x{parts[1][2]})")
    name = _dtype_name(op, parts[0][0], legal)
    if parts[1][0].dtype != parts[0][0].dtype:
        raise SemanticsError(f"pto.{op}: the sources' element types differ ({parts[0][0].dtype}, {parts[1][0].dtype})")
    dtype = parts[0][0].dtype
    fill = part_fill(rule.get("fill"), dtype)
    lead = np.broadcast_shapes(parts[0][0].shape[:-2], parts[1][0].shape[:-2])  # a batched pass's stacking
    full, valid = [], []
    for a, r, c in parts:
        x = np.full(lead + (vr, vc), fill, dtype=dtype)
        x[..., :r, :c] = a
        m = np.zeros((vr, vc), dtype=bool)
        m[:r, :c] = True
        full.append(x)
        valid.append(m)
    return full, name, Partial(tuple(full), tuple(valid), rule["rule"], fill)


def part_merge(r: Arr, part: Partial) -> Arr:
    """The result over dst's region from `r`, the op computed at every element of it (with the
    NaN rule applied): kept where the rule computes, else the copied source or the fill."""
    x, y = part.srcs
    in0, in1 = part.valid
    if part.rule == "overlay":  # x holds the fill outside src0's region: op(fill, y) where only src1 is
        out: Arr = np.where(in1, r, x)
        return out
    out = np.where(in0 & in1, r, np.where(in0, x, np.where(in1, y, np.asarray(part.fill, r.dtype))))
    return out


def _picks_src1(pick: str, better: str, x: Arr, y: Arr) -> Arr:
    """Where a partial arg op takes src1's value and index, by the target's rule: src1_if_better
    (src1 strictly better, else src0), src0_unless_worse (src0 at least as good, else src1),
    src0_if_better (src0 strictly better, else src1). Comparisons with a NaN are false."""
    def beats(a: Arr, b: Arr) -> Arr:
        out: Arr = a > b if better == "max" else a < b
        return out

    with np.errstate(invalid="ignore"):
        if pick == "src1_if_better":
            return beats(y, x)
        if pick == "src0_unless_worse":
            out: Arr = ~((x >= y) if better == "max" else (x <= y))
            return out
        return ~beats(x, y)


def part_arg(op: str, legal: tuple[str, ...], idx_legal: tuple[str, ...], srcs: tuple[Any, ...],
             dsts: tuple[Any, Any], valid_rows: Any, valid_cols: Any, spec: dict[str, Any],
             better: str) -> tuple[Arr, Arr] | None:
    """tpartargmax / tpartargmin: the better of src0 and src1 (`better`: max or min) with its index
    where both are valid, the one valid source's value and index where one is, per `spec`
    (SPECS[op][target]: the partial rule and `pick`). Sources: (src0, src1, src0's indices,
    src1's indices), Tiles or arrays; each index tile has its value tile's valid shape. With Tiles
    both destinations are written in place (None is returned); with arrays (values, indices)."""
    dst, dst_idx = dsts
    (x, y), _, part = part_inputs(op, legal, srcs[:2], dst, valid_rows, valid_cols, spec["partial"])
    (ix, iy), _, ipart = part_inputs(op, idx_legal, srcs[2:], dst_idx if isinstance(dst, Tile) else None,
                                     x.shape[-2], x.shape[-1], spec["partial"])
    if ipart.valid[0].shape != part.valid[0].shape or any(
            (a != b).any() for a, b in zip(ipart.valid, part.valid)):
        raise SemanticsError(f"pto.{op}: each index tile must have its value tile's valid shape")
    take1 = _picks_src1(spec["pick"], better, x, y)
    value = part_merge(np.where(take1, y, x), part)
    index = part_merge(np.where(take1, iy, ix), ipart)
    if isinstance(dst, Tile):
        if not isinstance(dst_idx, Tile):
            raise SemanticsError(f"pto.{op}: tiles in, tiles out: pass dst_idx as a Tile too")
        dst.write(value)
        dst_idx.write(index)
        return None
    return value, index
