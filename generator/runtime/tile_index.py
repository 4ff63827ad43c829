"""Indexed moves between a GM view and tiles (mgather, mscatter) and the prefetches, as each
target's implementation performs them; what differs per target comes in `spec` (SPECS).

Source: generator/runtime/tile_index.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

An index tile holds one index per row (coalesce "row": a whole table row moves) or one per element
(coalesce "elem": the table is the view's elements counted flat from its first, strides aside).
An index is read as the target reads it (`index`: u32 or s64) and checked against the table's
size: "clamp" and "wrap" remap it, "zero" gathers a zero and "skip" drops the element; under
"undefined" the library reads or writes past the table, which this database reports as an error
(D-MGATHER-OOB). Scattered elements land in row-major order of the source's valid region, so where
several name one place the last stays, or each is combined in turn (D-MSCATTER-ORDER).
"""
from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from .._tables import _DTYPES, _NAME_OF
from .arith import _canonical_nan
from .base import _UINT, Arr, SemanticsError, _is_float
from .memory import Ptr, _gm_access
from .args import _choice
from .tiles import VIEW_RANK, TensorView, Tile, _check_elems, _gm_elements, _tile_arg


class PrefetchContext(NamedTuple):
    """A prefetch context (make_prefetch_async_context): the GM workspace its SDMA queue uses."""

    workspace: Ptr


class AsyncEvent(NamedTuple):
    """What tprefetch_async returns: the completion of a transfer that changes nothing a kernel reads."""

    bytes: int


def _view_arg(op: str, name: str, value: Any) -> TensorView:
    if not isinstance(value, TensorView):
        raise SemanticsError(f"pto.{op}: %{name} must be a partition or tensor view, got {type(value).__name__}")
    return value


def _five(view: TensorView) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The view's shape and strides right-aligned to five dimensions, as the tile library reads it."""
    pad = VIEW_RANK - len(view.shape)
    return (1,) * pad + tuple(view.shape), (0,) * pad + tuple(view.strides)


def _raw(view: TensorView, op: str) -> tuple[Arr, int]:
    """GM as unsigned integers of the view's element size (moves keep every bit), and the view's
    first element's index in it."""
    gm, base = _gm_elements(view, op)
    return gm.view(_UINT[gm.itemsize]), base


def _in_gm(op: str, gm: Arr, offsets: Arr, what: str, mem: Any = None, verb: str = "reads") -> None:
    """Elements `offsets` of `gm` exist; `mem` (the view's GM array): they are within its
    allocation, or read past it (device-like GM, memory._gm_access)."""
    if offsets.size and (int(offsets.min()) < 0 or int(offsets.max()) >= len(gm)):
        bad = int(offsets.min()) if int(offsets.min()) < 0 else int(offsets.max())
        raise SemanticsError(f"pto.{op}: {what} reaches element {bad}, outside global memory ({len(gm)} elements)")
    if mem is not None and offsets.size:
        _gm_access(op, mem, int(offsets.min()) * gm.itemsize, (int(offsets.max()) + 1) * gm.itemsize, verb)


def _read_indices(values: Arr, how: str) -> Arr:
    """Index elements (i32 or u32) as the target reads them, as uint64: u32 keeps the low 32 bits;
    s64 widens with the element's sign (a negative i32 becomes 2^64 + i)."""
    wide = values.astype(np.int64)
    if how == "u32":
        wide = wide & 0xFFFFFFFF
    return wide.astype(np.uint64)



def _places(op: str, table: Any, index_tile: Any, rows: int, cols: int, mode: str, spec: dict[str, Any], oob: str,
            base: int) -> tuple[Arr, Arr, Arr]:
    """(offsets, keep, positions): each valid element's GM element (from `base`, the table's first)
    and whether it moves, by row (one index per row, a whole table row) or by element (the table
    counted flat), the indices read and remapped as the target does; and the remapped indices."""
    if mode == "row":
        index = _read_indices(_row_indices(op, index_tile, rows), spec["index"])
        pos, taken = _remap(op, index, _table_rows(table, spec["table_rows"]), oob, "rows")
        offsets = base + _row_offsets(op, table, pos, cols, spec["row_step"], spec["col_step"])
        return offsets, np.broadcast_to(taken[:, None], offsets.shape), pos
    shape, _ = _five(table)
    index = _read_indices(_elem_indices(op, index_tile, rows, cols), spec["index"])
    pos, keep = _remap(op, index, int(np.prod(shape)), oob, "elements")
    return base + pos.astype(np.int64), keep, pos

def _remap(op: str, index: Arr, capacity: int, oob: str, what: str) -> tuple[Arr, Arr]:
    """(position, taken): each index remapped by `oob` against `capacity` places; `taken` is false
    where "zero" gathers a zero or "skip" drops the element."""
    cap = np.uint64(capacity)
    inside = index < cap
    if oob == "undefined":
        if not inside.all():
            bad = int(index[~inside][0])
            raise SemanticsError(f"pto.{op}: index {bad} is past the table's {capacity} {what} and the out-of-range "
                                 f"mode is undefined (the library would access memory past the table: D-MGATHER-OOB)")
        return index, inside
    if capacity == 0:
        raise SemanticsError(f"pto.{op}: the table has no {what}")
    if oob == "clamp":
        return np.minimum(index, cap - np.uint64(1)), np.ones_like(inside)
    if oob == "wrap":
        return index % cap, np.ones_like(inside)
    return np.where(inside, index, np.uint64(0)), inside  # zero (gather), skip (scatter)


def _coalesce(op: str, value: str | None, spec: dict[str, Any]) -> str:
    if value is None:
        value = spec.get("coalesce")
        if value is None:
            raise SemanticsError(f"pto.{op}: coalesce is required (row or elem)")
    _choice(op, "coalesce", value, ("row", "elem"))
    return value


def _row_indices(op: str, idx: Tile, rows: int) -> Arr:
    """One index per row: the first `rows` elements of the index tile's buffer, in buffer order (the
    libraries read indices[r]; a [1, R] row-major or [R, 1] column-major tile holds them so)."""
    vr, vc = idx.valid_rows, idx.valid_cols
    if not ((vr <= 1 and vc == rows) or (vr == rows and vc <= 1)):
        raise SemanticsError(f"pto.{op}: coalesce row takes one index per row: the index tile's valid shape must be "
                             f"[1, {rows}] or [{rows}, 1], not [{vr}, {vc}]")
    size = _DTYPES[idx.elem].itemsize
    if rows > idx.rows * idx.cols:
        raise SemanticsError(f"pto.{op}: the index tile holds fewer than {rows} indices")
    flat: Arr = idx.mem[idx.addr:idx.addr + rows * size].view(_DTYPES[idx.elem])
    return flat


def _elem_indices(op: str, idx: Tile, rows: int, cols: int) -> Arr:
    if (idx.valid_rows, idx.valid_cols) != (rows, cols):
        raise SemanticsError(f"pto.{op}: coalesce elem takes one index per element: the index tile's valid shape "
                             f"[{idx.valid_rows}, {idx.valid_cols}] must be the data tile's [{rows}, {cols}]")
    values: Arr = idx.values()[:rows, :cols]
    return values


def _index_tile(op: str, idx: Any) -> Tile:
    t = _tile_arg(op, "idx", idx)
    if t.elem not in ("i32", "u32"):
        raise SemanticsError(f"pto.{op}: the index tile holds {t.elem}; indices are i32 or u32")
    return t


def _table_rows(mem: TensorView, how: str) -> int:
    shape, _ = _five(mem)
    return shape[3] if how == "d3" else shape[0] * shape[1] * shape[2] * shape[3]


def _row_offsets(op: str, mem: TensorView, rows: Arr, cols: int, row_step: str, col_step: str) -> Arr:
    """(len(rows), cols) element offsets, from the view's first, of the table rows `rows`."""
    shape, strides = _five(mem)
    if row_step == "valid_cols":
        if shape[4] != cols:
            raise SemanticsError(f"pto.{op}: this target reads table rows of the tile's {cols} valid columns packed "
                                 f"end to end: the view's last dimension must be {cols}, not {shape[4]}")
        start = rows.astype(np.int64) * cols
    else:
        start = rows.astype(np.int64) * strides[3]
    step = 1 if col_step == "unit" else strides[4]
    out: Arr = start[:, None] + np.arange(cols, dtype=np.int64)[None, :] * step
    return out


# --- mgather -------------------------------------------------------------------------------

def gather_tile(op: str, mem: Any, idx: Any, dst: Any, scratch: Any, coalesce: str | None, oob: str | None,
                spec: dict[str, Any]) -> None:
    """mgather: dst's valid region from the table `mem` through the indices in `idx` (a vec index tile
    for a vec dst; a GM view of indices for a mat dst, the GM-to-L1 path, with `scratch` for elem)."""
    table = _view_arg(op, "mem", mem)
    tile = _tile_arg(op, "dst", dst)
    _check_elems(op, table, tile)
    mode = _coalesce(op, coalesce, spec)
    oob = oob or "undefined"
    _choice(op, "gatherOob", oob, ("undefined", "clamp", "wrap", "zero"))
    if table.layout != "nd":
        raise SemanticsError(f"pto.{op}: the table must be an ND view, not {table.layout.upper()}")
    if tile.loc == "Mat":
        _gather_l1(op, table, idx, tile, scratch, mode, oob, spec)
        return
    if tile.loc != "Vec":
        raise SemanticsError(f"pto.{op}: dst must be a vec tile (or a mat tile, the GM-to-L1 path), not {tile.loc}")
    if scratch is not None:
        raise SemanticsError(f"pto.{op}: a scratch view belongs to the GM-to-L1 path (a mat dst)")
    index_tile = _index_tile(op, idx)
    rows, cols = tile.valid_rows, tile.valid_cols
    if not rows or not cols:  # an empty valid region moves nothing (the libraries return at once)
        return
    gm, base = _raw(table, op)
    offsets, keep, _ = _places(op, table, index_tile, rows, cols, mode, spec, oob, base)
    _in_gm(op, gm, offsets[keep], "the gather", table.mem)
    values = np.where(keep, gm[np.where(keep, offsets, base)], 0).astype(gm.dtype)
    tile.write(values.view(_DTYPES[tile.elem]))


def _gather_l1(op: str, table: TensorView, idx: Any, tile: Tile, scratch: Any, mode: str, oob: str,
               spec: dict[str, Any]) -> None:
    """The GM-to-L1 path: a mat Nz tile from GM indices. `spec["l1"]` gives the table's rows and
    steps and what else is written: "staged" (A5, A2/A3) zeroes the whole tile first for row and
    oob zero, and for elem builds the whole tile in `scratch` (zeros but for the gathered elements),
    which keeps that image; "elements" (the CPU simulator) writes the valid region only."""
    l1 = spec["l1"]
    gidx = _view_arg(op, "idx", idx)
    if gidx.elem not in ("i32", "u32"):
        raise SemanticsError(f"pto.{op}: the GM indices are {gidx.elem}; indices are i32 or u32")
    if (tile.blayout, tile.slayout, tile.fractal) != ("ColMajor", "RowMajor", 512):
        raise SemanticsError(f"pto.{op}: the GM-to-L1 path writes an Nz mat tile (col_major, row_major boxes, "
                             f"fractal 512)")
    if mode == "elem" and scratch is None:
        raise SemanticsError(f"pto.{op}: coalesce elem into a mat tile needs a GM scratch view")
    if mode == "row" and scratch is not None:
        raise SemanticsError(f"pto.{op}: coalesce row into a mat tile takes no scratch view")
    rows, cols = tile.valid_rows, tile.valid_cols
    gm, base = _raw(table, op)
    ig, ibase = _gm_elements(gidx, op)
    _, istrides = _five(gidx)
    if mode == "row":
        at = ibase + np.arange(rows, dtype=np.int64)
        _in_gm(op, ig, at, "the index read", gidx.mem)
        index = _read_indices(ig[at], spec["index"])
        pos, taken = _remap(op, index, _table_rows(table, l1["table_rows"]), oob, "rows")
        offsets = base + _row_offsets(op, table, pos, cols, l1["row_step"], l1["col_step"])
        keep = np.broadcast_to(taken[:, None], offsets.shape)
    else:
        at = ibase + np.arange(rows, dtype=np.int64)[:, None] * istrides[3] + np.arange(cols, dtype=np.int64)[None, :]
        _in_gm(op, ig, at, "the index read", gidx.mem)
        shape, _ = _five(table)
        index = _read_indices(ig[at], spec["index"])
        pos, keep = _remap(op, index, int(np.prod(shape)), oob, "elements")
        offsets = base + pos.astype(np.int64)
    _in_gm(op, gm, offsets[keep], "the gather", table.mem)
    values = np.where(keep, gm[np.where(keep, offsets, base)], 0).astype(gm.dtype)
    dtype = _DTYPES[tile.elem]
    if l1["tile"] == "elements":
        tile.write(values.view(dtype))
        return
    if mode == "row" and oob != "zero":
        tile.write(values.view(dtype))
        return
    whole = np.zeros((tile.rows, tile.cols), gm.dtype)
    whole[:rows, :cols] = values
    tile.write(whole.view(dtype))
    if mode == "elem":  # the NZ image stays in scratch: the tile's bytes in its own order
        view = _view_arg(op, "scratch", scratch)
        _check_elems(op, view, tile)
        sg, sbase = _raw(view, op)
        n = tile.rows * tile.cols
        _in_gm(op, sg, np.array([sbase, sbase + n - 1]), "the scratch image", view.mem, "writes")
        sg[sbase:sbase + n] = tile.mem[tile.addr:tile.addr + tile.nbytes].view(sg.dtype)


# --- mscatter ------------------------------------------------------------------------------

_QUIET_BIT = {"f16": 0x0200, "bf16": 0x0040, "f32": 0x00400000}  # the quiet bit of a NaN


def _combine(old: Any, new: Any, atomic: str, nan: str | None) -> Any:
    """One scattered element meeting GM's (element type arithmetic; max and min keep the old value
    unless the new one compares strictly greater or smaller, so a NaN never replaces and is never
    replaced: D-MSCATTER-ORDER). A NaN sum is `nan`'s: canonical, or x86_first (the CPU simulator's
    `+=`): GM's element if it is a NaN, else the new one, quieted; a NaN from two numbers stays x86's."""
    if atomic == "add":
        with np.errstate(all="ignore"):
            total = np.add(old, new, dtype=old.dtype)
        if not _is_float(total.dtype) or not np.isnan(total):
            return total
        if nan == "x86_first":
            first = old if np.isnan(old) else new if np.isnan(new) else None
            if first is None:
                return total
            bits = _UINT[total.dtype.itemsize]
            quiet = bits(_QUIET_BIT[_NAME_OF[total.dtype]])
            return (np.asarray(first, total.dtype).view(bits) | quiet).view(total.dtype)[()]
        return _canonical_nan(np.asarray(total))[()]
    if atomic == "max":
        return new if old < new else old
    return new if new < old else old


def scatter_tile(op: str, src: Any, idx: Any, mem: Any, coalesce: str | None, atomic: str | None, oob: str | None,
                 conflict: str | None, spec: dict[str, Any]) -> None:
    """mscatter: src's valid region into the table `mem` through the indices in `idx`, element by
    element in row-major order (D-MSCATTER-ORDER)."""
    tile = _tile_arg(op, "src", src)
    table = _view_arg(op, "mem", mem)
    _check_elems(op, table, tile)
    mode = _coalesce(op, coalesce, spec)
    atomic, oob = atomic or "none", oob or "undefined"
    _choice(op, "scatterAtomicOp", atomic, ("none", "add", "max", "min"))
    _choice(op, "scatterOob", oob, ("undefined", "skip", "clamp", "wrap"))
    if conflict is not None:
        _choice(op, "scatterConflict", conflict, ("default", "last"))
    if table.layout != "nd":
        raise SemanticsError(f"pto.{op}: the table must be an ND view, not {table.layout.upper()}")
    if tile.loc != "Vec":
        raise SemanticsError(f"pto.{op}: src must be a vec tile, not {tile.loc}")
    index_tile = _index_tile(op, idx)
    rows, cols = tile.valid_rows, tile.valid_cols
    if not rows or not cols:  # an empty valid region moves nothing (the libraries return at once)
        return
    dtype = _DTYPES[tile.elem]
    data = tile.values()[:rows, :cols]
    gm, base = _gm_elements(table, op)
    offsets, keep, pos = _places(op, table, index_tile, rows, cols, mode, spec, oob, base)
    _in_gm(op, gm, offsets[keep], "the scatter", table.mem, "writes")
    flat_at, flat_val = offsets[keep], data[keep]
    if atomic == "none":  # the last element naming a place stays
        raw = gm.view(_UINT[gm.itemsize])
        last = len(flat_at) - 1 - np.unique(flat_at[::-1], return_index=True)[1]
        raw[flat_at[last]] = flat_val.view(raw.dtype)[last]
        return
    values = gm.view(dtype)
    compare_row = mode == "row" and atomic in ("max", "min") and spec["row_compare"] == "row_index"
    rows_of = np.broadcast_to(pos[:, None].astype(np.int64), offsets.shape)[keep] if compare_row else None
    for k, (at, new) in enumerate(zip(flat_at.tolist(), flat_val)):
        # (the CPU simulator's row max/min compares with GM element `row index`, counted flat: row_compare)
        old = values[base + int(rows_of[k])] if rows_of is not None else values[at]
        values[at] = _combine(old, new, atomic, spec["nan"])


# --- prefetch ------------------------------------------------------------------------------

def prefetch_tile(op: str, src: Any, dst: Any, fill: str) -> None:
    """tprefetch: dst's bytes filled from the view as the target's implementation fills them (`fill`,
    D-TPREFETCH-FILL): flat_valid, the CPU simulator's flat copy of the valid region; packed_slices
    (A5) and block_slices (A2/A3), the DMA copies of the view's 2-D slices from dst's first byte."""
    view = _view_arg(op, "src", src)
    tile = _tile_arg(op, "dst", dst)
    _check_elems(op, view, tile)
    gm, base = _raw(view, op)
    size = gm.itemsize
    dbytes = tile.mem[tile.addr:tile.addr + tile.nbytes]
    if fill == "flat_valid":
        k = (np.arange(tile.valid_rows, dtype=np.int64)[:, None] * tile.cols
             + np.arange(tile.valid_cols, dtype=np.int64)[None, :]).reshape(-1)
        _in_gm(op, gm, base + k, "the prefetch", view.mem)
        dbytes.view(gm.dtype)[k] = gm[base + k]
        return
    if tile.loc != "Vec":
        raise SemanticsError(f"pto.{op}: a prefetch into a {tile.loc} tile is not modelled on this target (its copy "
                             f"goes to the unified buffer at the tile's address: D-TPREFETCH-FILL)")
    shape, strides = _five(view)
    s0, s1, s2, s3, s4 = shape
    fits = s3 * s4 * size <= tile.nbytes
    chunks = [(0, 0, s3, s4)] if fits else [
        (r, c, min(tile.rows, s3 - r), min(tile.cols, s4 - c))
        for r in range(0, s3, tile.rows) for c in range(0, s4, tile.cols)]
    for n0 in range(s0):
        for n1 in range(s1):
            for n2 in range(s2):
                start = base + n0 * strides[0] + n1 * strides[1] + n2 * strides[2]
                for r0, c0, nr, nc in chunks:
                    _prefetch_chunk(op, gm, dbytes, start + r0 * strides[3] + c0 * strides[4], strides[3], nr, nc,
                                    fill, view.mem)


def _prefetch_chunk(op: str, gm: Arr, dbytes: Arr, at: int, row_stride: int, nr: int, nc: int, fill: str,
                    mem: Any) -> None:
    """nr rows of nc contiguous elements from GM element `at` (rows `row_stride` apart) into the tile's
    bytes from its first: rows end to end (packed_slices) or each at a 32-byte boundary (block_slices)."""
    size = gm.itemsize
    row_bytes = nc * size
    if fill == "block_slices":
        row_bytes = -(-row_bytes // 32) * 32
    elif nr > 1 and row_bytes % 32:
        raise SemanticsError(f"pto.{op}: the copy packs rows of {row_bytes} bytes end to end, so a row would start off "
                             f"the unified buffer's 32-byte alignment (not modelled: D-TPREFETCH-FILL)")
    if nr and (nr - 1) * row_bytes + nc * size > len(dbytes):
        raise SemanticsError(f"pto.{op}: the copy's {nr} rows of {row_bytes} bytes run past the tile's "
                             f"{len(dbytes)} bytes (not modelled: D-TPREFETCH-FILL)")
    offs = at + np.arange(nr, dtype=np.int64)[:, None] * row_stride + np.arange(nc, dtype=np.int64)[None, :]
    _in_gm(op, gm, offs, "the prefetch", mem)
    for r in range(nr):
        dbytes[r * row_bytes:r * row_bytes + nc * size] = gm[offs[r]].view(np.uint8)


def prefetch_context(op: str, workspace: Any) -> PrefetchContext:
    """make_prefetch_async_context: a context over the GM workspace its SDMA queue uses."""
    if not isinstance(workspace, Ptr) or workspace.space != "gm":
        raise SemanticsError(f"pto.{op}: %workspace must be a global-memory pointer, got {workspace!r}")
    if _DTYPES[workspace.elem].itemsize != 1 or _is_float(_DTYPES[workspace.elem]):
        raise SemanticsError(f"pto.{op}: %workspace must point at 8-bit integers, not {workspace.elem}")
    return PrefetchContext(workspace)


def prefetch_async(op: str, src: Any, ctx: Any) -> AsyncEvent:
    """tprefetch_async: warms the L2 cache with a flat GM view; nothing a kernel reads changes
    (D-TPREFETCH-ASYNC). The view must be static and logically one-dimensional, as PTOAS requires."""
    view = _view_arg(op, "src", src)
    if not isinstance(ctx, PrefetchContext):
        raise SemanticsError(f"pto.{op}: %ctx must be a prefetch context (pto.make_prefetch_async_context), "
                             f"got {type(ctx).__name__}")
    if any(d != 1 for d in view.shape[:-1]):
        raise SemanticsError(f"pto.{op}: the view must be flat: every dimension but the last 1, not "
                             f"{'x'.join(map(str, view.shape))}")
    return AsyncEvent(int(np.prod(view.shape)) * _DTYPES[view.elem].itemsize)
