"""The memory accesses and sync signals of the executing op, told to a watcher (the sanitizers).

Source: generator/runtime/watch.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

A device runs its pipes concurrently; the interpreter runs ops one after another, so a kernel
that forgets a wait computes the right bits here. `ptoisa run --sanitize` finds such kernels
from what each op touched: the semantics report every byte range they read or write and every
sync op's names here, and a watcher (interp/sanitize.py) set for the run sees them. Without a
watcher each report is one global lookup.
"""
from __future__ import annotations

from typing import Any, Protocol

from numpy.typing import NDArray

import numpy as np


class Watcher(Protocol):
    def access(self, mem: NDArray[np.uint8], lo: int, hi: int, write: bool) -> None:
        """Bytes lo..hi-1 of `mem` are read or written by the executing op."""

    def access_at(self, mem: NDArray[np.uint8], where: NDArray[np.int64], write: bool) -> None:
        """The bytes at the offsets `where` of `mem` (any shape) are read or written."""

    def access_iterations(self, mem: NDArray[np.uint8], starts: NDArray[np.int64], offsets: NDArray[np.int64],
                          write: bool) -> None:
        """In a pass over a loop's iterations (tile_batch.py): iteration i reads or writes the
        bytes starts[i] + offsets of `mem` (offsets: one iteration's bytes from its start)."""

    def signal(self, op: str, flag: str, key: Any) -> bool:
        """A sync op: `flag` is its kind (set, wait, none, fence, buffer, ...), `key` its names
        and numbers. True where the watcher takes a wait that would never return (it reports it;
        the run goes on as if it had returned)."""


WATCHER: Watcher | None = None


def watch(w: Watcher | None) -> None:
    """Set (or, with None, clear) the watcher of the run about to start."""
    global WATCHER
    WATCHER = w


def touched(mem: NDArray[np.uint8], lo: int, hi: int, write: bool) -> None:
    w = WATCHER
    if w is not None and hi > lo:
        w.access(mem, lo, hi, write)


def touched_at(mem: NDArray[np.uint8], where: NDArray[np.int64], write: bool) -> None:
    w = WATCHER
    if w is not None and where.size:
        w.access_at(mem, where, write)


def iterations_touched(mem: NDArray[np.uint8], starts: NDArray[np.int64], offsets: NDArray[np.int64],
                       write: bool) -> None:
    w = WATCHER
    if w is not None and starts.size and offsets.size:
        w.access_iterations(mem, starts, offsets, write)


def view_touched(mem: NDArray[np.uint8], view: NDArray[Any], write: bool) -> None:
    """Every byte of `view`, a strided view of `mem`'s buffer."""
    w = WATCHER
    if w is None or not view.size:
        return
    start = view.__array_interface__["data"][0] - mem.__array_interface__["data"][0]
    if view.flags.c_contiguous:  # (a whole row-major tile, a copy of whole rows: one range)
        w.access(mem, start, start + view.nbytes, write)
        return
    at = np.full((1,) * view.ndim, start, dtype=np.int64)
    for axis, (n, step) in enumerate(zip(view.shape, view.strides)):
        shape = [1] * view.ndim
        shape[axis] = n
        at = at + (np.arange(n, dtype=np.int64) * step).reshape(shape)
    w.access_at(mem, at.reshape(-1, 1) + np.arange(view.itemsize), write)


def elements_touched(mem: NDArray[np.uint8], first: int, index: Any, size: int, write: bool) -> None:
    """The elements of `size` bytes at element offsets `index` (an array, any shape) from
    element `first` of `mem`: each of their bytes."""
    w = WATCHER
    if w is None:
        return
    at = (first + np.asarray(index, dtype=np.int64)).reshape(-1, 1) * size + np.arange(size)
    if at.size:
        w.access_at(mem, at, write)
