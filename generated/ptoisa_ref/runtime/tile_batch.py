"""A loop's iterations run as one pass over stacked tiles (`ptoisa run`'s batched loops).

Source: generator/runtime/tile_batch.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

A tile kernel walks a tensor in blocks: each iteration tloads a block, computes on tiles and
tstores the result. Run one statement at a time, each tile op is a numpy pass over one small
tile plus the interpreter's overhead, many times over. Run as a pass, each statement executes
once: a tile holds one private copy per iteration (`TileBatch`, iterations x rows x cols), a
partition view one address per iteration (`ViewBatch`), and the elementwise functions compute
over the stack as they do over one tile. The pass stands for the iterations run in order only
if nothing one iteration does is seen by another, so `Batch.check` proves that before anything
is written back (no iteration's tload reads GM an earlier one's tstore writes, no two
iterations write the same bytes, no tile is read before the iteration writes it unless the loop
never writes it), and the interpreter otherwise runs the loop statement by statement. Batching
changes the speed, never the bits.
"""
from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np
from numpy.typing import NDArray

from .._tables import _DTYPES
from .base import Arr, SemanticsError
from .memory import _gm_access, _past_allocation
from .tiles import Tile, TensorView, ViewBatch, _check_elems, _even, _gm_elements, _grid
from . import watch


class Unbatchable(Exception):
    """The pass cannot stand for the iterations run in order; run them one by one."""


class _Access(NamedTuple):
    mem: NDArray[np.uint8]
    pos: int  # the statement's place in the loop body
    lo: Arr  # per iteration, the first byte the move touches
    hi: Arr  # and one past its last
    store: bool


class Batch:
    """One pass over `n` iterations: the GM ranges each move touched, the stores held back until
    the pass is proven equal to the iterations in order, and the tiles it stacked."""

    def __init__(self, n: int):
        self.n = n
        self.pos = 0  # set by the interpreter before each statement
        self.accesses: list[_Access] = []
        self.stores: list[tuple[Arr, Any, Arr, bool]] = []
        self.tiles: list[TileBatch] = []

    def stack(self, tile: Tile) -> "TileBatch":
        """`tile` as the pass holds it: one copy per iteration of its current contents."""
        t = TileBatch(tile, self)
        self.tiles.append(t)
        return t

    def region(self, op: str, view: Any, tile: "TileBatch", verb: str, extent: str) -> tuple[Arr, Any]:
        """(array, index): array[index] is every iteration's GM elements of the move, iterations x
        rows x cols: a strided view where the iterations, rows and columns are evenly spaced,
        else GM and an index grid. The move's byte range per iteration is recorded for `check`."""
        if isinstance(view, ViewBatch):
            first, addrs = view.view, view.addrs
        elif isinstance(view, TensorView):
            first, addrs = view, np.full(self.n, view.addr, dtype=np.int64)
        else:
            raise SemanticsError(f"pto.{op}: expected a partition or tensor view, got {type(view).__name__}")
        _check_elems(op, first, tile)
        rows, cols, first_elem, last_elem, rstep, cstep = _move(first, tile, op, extent)
        if verb == "reads" and (len(rows) < tile.valid_rows or len(cols) < tile.valid_cols):
            raise Unbatchable("a load that leaves part of the valid region as the last iteration left it")
        gm, _ = _gm_elements(first, op)
        size = gm.itemsize
        bases = addrs // size
        if (bases * size != addrs).any() or not rows.size or not cols.size:
            raise Unbatchable("a view not aligned to its elements, or an empty move")
        b0, b1 = int(bases.min()), int(bases.max())
        if b0 + first_elem < 0 or b1 + last_elem >= len(gm):
            raise SemanticsError(f"pto.{op}: the view {verb} past the end of global memory")
        if _past_allocation(first.mem, (b1 + last_elem + 1) * size):  # (in order, each iteration's warning)
            raise Unbatchable("a move past a GM argument's allocation")
        _gm_access(op, first.mem, (b0 + first_elem) * size, (b1 + last_elem + 1) * size, verb)
        self.accesses.append(_Access(first.mem, self.pos, (bases + first_elem) * size, (bases + last_elem + 1) * size,
                                     verb == "writes"))
        if watch.WATCHER is not None:  # each iteration's bytes of the move, as a move in order tells them
            if cstep == 1 and (len(rows) == 1 or rstep == len(cols)):  # whole rows one after another: a range
                inner = np.arange(first_elem * size, (last_elem + 1) * size)
            else:
                inner = ((rows[:, None] + cols[None, :]).reshape(-1, 1) * size + np.arange(size)).reshape(-1)
            watch.iterations_touched(first.mem, bases * size, inner, verb == "writes")
        bstep = int(bases[1] - bases[0]) if self.n > 1 else 0
        if rstep is None or cstep is None or bstep < 0 or b1 - b0 != bstep * (self.n - 1) or (
                self.n > 2 and (np.diff(bases) != bstep).any()):
            return gm, bases[:, None, None] + rows[None, :, None] + cols[None, None, :]
        start = int(bases[0]) + int(rows[0]) + int(cols[0])
        # (np.ndarray on gm's buffer is as_strided without its Python overhead: the same view)
        strided: Arr = np.ndarray((self.n, len(rows), len(cols)), gm.dtype, gm.view(np.uint8), start * size,
                                  (bstep * size, rstep * size, cstep * size))
        return strided, ...

    def defer_store(self, gm: Arr, where: Any, values: Arr, add: bool) -> None:
        """A tstore, done at `commit` (the values are a snapshot: a pass never changes an array
        once a tile holds it)."""
        self.stores.append((gm, where, values, add))

    def check(self) -> None:
        """Raise Unbatchable unless the pass equals the iterations run in order."""
        for t in self.tiles:
            if t.uncovered and t.written:
                raise Unbatchable("a tile read before the iteration writes it (the loop carries it)")
        stores = [a for a in self.accesses if a.store]
        every = np.arange(self.n)
        for k, s in enumerate(stores):
            for other in stores[k:]:
                if other.mem is not s.mem:
                    continue
                hit = _overlaps(s, other)
                hit[every, every] = False  # within one iteration the stores keep their order
                if hit.any():
                    raise Unbatchable("two iterations write the same bytes")
            for load in self.accesses:
                if load.store or load.mem is not s.mem:
                    continue
                hit = _overlaps(s, load)  # [i, j]: iteration i's store, iteration j's load
                i, j = np.nonzero(hit)
                if ((i < j) | ((i == j) & (s.pos < load.pos))).any():
                    raise Unbatchable("an iteration reads what an earlier store writes")

    def commit(self) -> None:
        """The pass's effects: each tile the pass wrote as its last iteration left it (a tile may
        hold a view of GM, read before the stores change it), then the stores in statement order,
        a later store's values copied first where they may be a view of the bytes one writes."""
        told, watch.WATCHER = watch.WATCHER, None  # (the statements told the watcher what they touch)
        try:
            for t in self.tiles:
                if t.written:
                    t.tile.write(t.data[-1])
            stores = self.stores
            with np.errstate(all="ignore"):
                for k, (gm, where, values, add) in enumerate(stores):
                    for j in range(k + 1, len(stores)):
                        later = stores[j]
                        if np.may_share_memory(later[2], gm):
                            stores[j] = (later[0], later[1], later[2].copy(), later[3])
                    gm[where] = gm[where] + values if add else values
        finally:
            watch.WATCHER = told


    def close(self) -> None:
        """Drop what the pass holds: its tiles point back at it, and a run pauses the cyclic
        collector (gcpause.py), so the cycle is cut by hand."""
        self.tiles.clear()
        self.stores.clear()
        self.accesses.clear()


_MOVES: dict[tuple[Any, ...], tuple[Arr, Arr, int, int, int | None, int | None]] = {}


def _move(view: TensorView, tile: Tile, op: str, extent: str) -> tuple[Arr, Arr, int, int, int | None, int | None]:
    """A move's rows and columns (tiles._grid), their first and last element and their steps;
    kept per view and tile geometry, as a loop asks for the same ones pass after pass."""
    key = (view.shape, view.strides, view.layout, tile.rows, tile.cols, tile.valid_rows, tile.valid_cols,
           tile.blayout, tile.slayout, op, extent)
    found = _MOVES.get(key)
    if found is not None:
        return found
    rows, cols = _grid(view, tile, op, extent)
    if not rows.size or not cols.size:
        return rows, cols, 0, 0, None, None
    found = (rows, cols, int(rows.min()) + int(cols.min()), int(rows.max()) + int(cols.max()), _even(rows),
             _even(cols))
    if len(_MOVES) < 1024:
        _MOVES[key] = found
    return found


def _overlaps(a: _Access, b: _Access) -> Arr:
    """[i, j]: iteration i's range of `a` meets iteration j's of `b`."""
    hit: Arr = (a.lo[:, None] < b.hi[None, :]) & (b.lo[None, :] < a.hi[:, None])
    return hit


class TileBatch(Tile):
    """A row-major tile's contents in each iteration of a pass: `data` is iterations x rows x cols.
    Nothing a pass holds is changed in place while it runs (a write makes or takes a new array;
    GM and the buffers change only at commit), so a tile may hold a load's view of GM or another
    tile's array, and a store's values are a snapshot."""

    __slots__ = ("tile", "batch", "_data", "written", "uncovered")

    def __init__(self, tile: Tile, batch: Batch):
        if tile.slayout != "NoneBox" or tile.blayout != "RowMajor" or tile.row_stride != tile.cols or not tile.bound:
            raise Unbatchable(f"a {tile.blayout}/{tile.slayout} tile, or one without storage")
        super().__init__(tile.mem, tile.addr, tile.elem, tile.rows, tile.cols, loc=tile.loc,
                         valid_rows=tile.valid_rows, valid_cols=tile.valid_cols, pad=tile.pad)
        self.tile, self.batch = tile, batch
        self._data: Arr | None = None  # until read or written: the tile's contents before the pass
        self.written: list[tuple[int, int]] = []  # the top-left regions this iteration has written
        self.uncovered = False  # read where this iteration had not written it

    @property
    def data(self) -> Arr:
        if self._data is None:
            self._data = np.broadcast_to(self.tile._matrix().copy(), (self.batch.n, self.rows, self.cols))
        return self._data

    def values(self) -> Arr:
        watch.touched(self.mem, self.addr, self.addr + self.span, False)
        return self.data

    def region(self, rows: int, cols: int) -> Arr:
        if not any(r >= rows and c >= cols for r, c in self.written):
            self.uncovered = True
        if watch.WATCHER is not None:  # the tile's bytes each iteration reads, as Tile.region tells them
            watch.view_touched(self.mem, self.tile._matrix()[:rows, :cols], False)
        return self.data[:, :rows, :cols]

    def write(self, r: Arr) -> None:
        rows, cols = r.shape[-2:]
        if watch.WATCHER is not None:  # the bytes each iteration writes, as Tile.write tells them
            watch.view_touched(self.mem, self.tile._matrix()[:rows, :cols], True)
        dtype = _DTYPES[self.elem]
        shape = (self.batch.n, self.rows, self.cols)
        if r.shape == shape and r.dtype == dtype:
            self._data = r  # held as it is: nothing changes it while the pass runs
        else:
            new = np.empty(shape, dtype)
            if (rows, cols) != (self.rows, self.cols):
                new[...] = self.data
            new[:, :rows, :cols] = r
            self._data = new
        self.written.append((rows, cols))
