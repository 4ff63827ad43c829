"""Tile buffers beyond one placed tile, single elements, and the tile layer's synchronization.

Source: generator/runtime/tile_buffers.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

A `MultiTile` is N slots of one tile type placed one after another in a buffer; multi_tile_get
names one slot as a `Tile`. A tile of declare_tile is a `Tile` without storage until tassign or
talias binds it; bitcast and talias give a tile of another type on a tile's bytes. tgetval and
tsetval read and write one element at a linear offset in the tile's storage order, as the tile
library's GetValue and SetValue do. tsync and syncall run on one core in program order; syncall's
software barrier keeps its arrival counter in global memory, as the vendor's library does.
"""
from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from .._tables import TILE_LOCATIONS, _DTYPES
from .args import _count
from .base import SemanticsError
from .memory import Ptr, _gm_access
from .tiles import (DeclaredView, TensorView, Tile, _tile_arg, alloc, buffer_bytes, slot_stride, tile_of_type,
                    tile_placement)


class MultiTile:
    """`count` slots of one tile type (`slot`, a verifier TileType) from byte `addr` of `mem`, slot k
    at addr + k * stride; every slot has the valid shape valid_rows x valid_cols."""

    __slots__ = ("mem", "addr", "slot", "count", "stride", "valid_rows", "valid_cols")

    def __init__(self, mem: NDArray[np.uint8], addr: int, slot: Any, count: int, stride: int, valid_rows: int,
                 valid_cols: int):
        self.mem, self.addr, self.slot, self.count, self.stride = mem, addr, slot, count, stride
        self.valid_rows, self.valid_cols = valid_rows, valid_cols

    def __repr__(self) -> str:
        return (f"MultiTile({self.count} x {self.slot.rows}x{self.slot.cols}x{self.slot.elem} at {self.addr}, "
                f"stride {self.stride})")


def alloc_multi(op: str, memory: NDArray[np.uint8], addr: Any, config: Any, valid_row: Any, valid_col: Any,
                target: str) -> MultiTile:
    """alloc_multi_tile: the slots of type `config` (a verifier MultiTileType) from byte `addr`."""
    count = getattr(config, "count", None)
    if count is None:
        raise SemanticsError(f"pto.{op}: the result must be a !pto.multi_tile_buf<...> with a slot count")
    first = alloc(op, memory, addr, config.slot, valid_row, valid_col, target)
    stride = slot_stride(first.nbytes, TILE_LOCATIONS[first.loc][2])
    keyword, space, _ = TILE_LOCATIONS[first.loc]
    size = buffer_bytes(memory, space, target)
    if first.addr + count * stride > size:
        raise SemanticsError(f"pto.{op}: {count} {keyword} slots of {stride} bytes from byte {first.addr} end past "
                             f"the {size} bytes of {space}")
    return MultiTile(memory, first.addr, config.slot, count, stride, first.valid_rows, first.valid_cols)


def multi_get(op: str, source: Any, slot: Any) -> Tile:
    """multi_tile_get: slot `slot` of a multi-buffer tile, as a tile of its slot type."""
    if not isinstance(source, MultiTile):
        raise SemanticsError(f"pto.{op}: %source must be a multi-buffer tile, got {type(source).__name__}")
    k = _count(op, "%slot", slot)
    if not 0 <= k < source.count:
        raise SemanticsError(f"pto.{op}: slot {k} is outside 0..{source.count - 1}")
    return tile_of_type(source.slot, source.mem, source.addr + k * source.stride, source.valid_rows, source.valid_cols)


def declare(op: str, memory: NDArray[np.uint8], config: Any) -> Tile:
    """declare_tile: a tile of type `config` without storage; a dynamic (?) valid dimension is the
    whole tile's, as PTOAS's C++ for it starts."""
    if config is None or tile_placement(config) is None:
        raise SemanticsError(f"pto.{op}: a tile needs a known location and element type and a static shape")
    return tile_of_type(config, memory, 0, config.valid_rows, config.valid_cols, bound=False)


def declare_view(op: str, config: Any) -> DeclaredView:
    """declare_global: a view descriptor of type `config` (a verifier ViewType) without global memory."""
    if config is None or getattr(config, "shape", None) is None or config.elem is None:
        raise SemanticsError(f"pto.{op}: the result must be a !pto.tensor_view<...> of a known shape and element type")
    return DeclaredView(str(config.elem), tuple(config.shape))


def _storage_span(t: Tile) -> int:
    """Elements of storage from a tile's first element to its last (a window's rows keep the parent's length)."""
    return (t.rows - 1) * t.row_stride + t.cols


def retype(op: str, src: Any, config: Any) -> Tile:
    """bitcast and talias (SSA): a tile of type `config` whose first byte is src's, laid out as its own
    type says; its bytes lie within src's storage, in src's buffer. A dynamic (?) valid dimension of the
    result keeps src's count, within the result's shape."""
    s = _tile_arg(op, "src", src)
    s.storage()
    elem = str(config.elem) if config is not None and config.elem is not None else None
    if elem not in _DTYPES or config.rows is None or config.cols is None:
        raise SemanticsError(f"pto.{op}: the result needs a known element type and a static shape")
    if config.kind != s.loc:
        raise SemanticsError(f"pto.{op}: the result is a {config.kind} tile, the source a {s.loc} one")
    out = tile_of_type(config, s.mem, s.addr,
                       min(s.valid_rows, config.rows) if config.valid_rows is None else config.valid_rows,
                       min(s.valid_cols, config.cols) if config.valid_cols is None else config.valid_cols)
    _within(op, out, s)
    return out


def rebind(op: str, src: Any, dst: Any) -> None:
    """talias (DPS): dst keeps its type and from now on names src's bytes (a declared tile gets storage)."""
    s, d = _tile_arg(op, "src", src), _tile_arg(op, "dst", dst)
    s.storage()
    if d.loc != s.loc:
        raise SemanticsError(f"pto.{op}: dst is a {d.loc} tile, src a {s.loc} one")
    _within(op, Tile(s.mem, s.addr, d.elem, d.rows, d.cols, loc=d.loc, row_stride=d.row_stride), s)
    d.mem, d.addr, d.bound = s.mem, s.addr, True


def _within(op: str, alias: Tile, src: Tile) -> None:
    need = _storage_span(alias) * _DTYPES[alias.elem].itemsize
    have = _storage_span(src) * _DTYPES[src.elem].itemsize
    if need > have:
        raise SemanticsError(f"pto.{op}: the {alias.rows}x{alias.cols} {alias.elem} tile takes {need} bytes, more "
                             f"than the source's {have}")


def _element(op: str, t: Tile, offset: Any) -> NDArray[Any]:
    """The one-element array at linear `offset` (elements, storage order) of t's storage."""
    t.storage()
    k = _count(op, "%offset", offset)
    if not 0 <= k < _storage_span(t):
        raise SemanticsError(f"pto.{op}: offset {k} is outside the tile's {_storage_span(t)} elements of storage "
                             f"(D-TILE-ELEMENT-OFFSET)")
    size = _DTYPES[t.elem].itemsize
    start = t.addr + k * size
    return t.mem[start:start + size].view(_DTYPES[t.elem])


def get_value(op: str, src: Any, offset: Any) -> Any:
    """tgetval: the element at `offset` of src's storage."""
    t = _tile_arg(op, "src", src)
    return _element(op, t, offset)[0]


def set_value(op: str, dst: Any, offset: Any, val: Any) -> None:
    """tsetval: `val` (of dst's element type) into the element at `offset` of dst's storage."""
    t = _tile_arg(op, "dst", dst)
    cell = _element(op, t, offset)
    dtype = cell.dtype
    value = np.asarray(val)
    if value.ndim:
        raise SemanticsError(f"pto.{op}: %val must be one value")
    if value.dtype.itemsize == dtype.itemsize and value.dtype.kind == dtype.kind:
        cell[...] = value.view(dtype)  # the same width and kind: the bits as they are (a NaN's payload)
    else:
        with np.errstate(all="ignore"):
            cell[...] = value.astype(dtype)


def wait_events(op: str, events: Any) -> None:
    """tsync: each event is a tile or a view; in program order everything they name is done."""
    for k, e in enumerate(events if isinstance(events, (list, tuple)) else [events]):
        if not isinstance(e, (Tile, TensorView, DeclaredView)):
            raise SemanticsError(f"pto.{op}: event {k} must be a tile or a partition view, got {type(e).__name__}")


def sync_all(op: str, gm_workspace: Any, used_cores: Any, core_type: str, mode: str, spr: dict[str, int] | None,
             spec: dict[str, Any]) -> None:
    """syncall on the one vector core a run executes; `spec` is the target's (SPECS): its barrier
    (none: nothing happens, the CPU simulator; cores: every participant must arrive), the
    (mode, core type) pairs the target lacks, and who takes part per core type."""
    if f"{mode}/{core_type}" in spec["unsupported"]:
        raise SemanticsError(f"pto.{op}: a {mode} barrier of {core_type} cores is not available on this target "
                             f"(D-SYNCALL-TARGETS)")
    if spec["barrier"] == "none":
        return
    regs = spr or {}
    blocks, subblocks = int(regs.get("BLOCK_NUM", 1)), int(regs.get("SUBBLOCKDIM", 1))
    who = spec["participants"][core_type]
    if who == "none":  # the vector core does not take part (a barrier of the cube cores)
        return
    used = 0 if used_cores is None else int(used_cores)
    if used < 0:
        raise SemanticsError(f"pto.{op}: %used_cores is {used}; it counts the participants (0: all of them)")
    total = used or (blocks if who == "blocks" else blocks * (1 + subblocks))
    if mode == "hard":
        if total > 1:
            raise SemanticsError(f"pto.{op}: the barrier waits for {total - 1} other core(s), which this run does not "
                                 f"execute (D-SYNCALL-RUN)")
        return
    counter = _counter(op, gm_workspace)
    before = int(counter[0])
    counter[0] = _i32(before + 1)  # an atomic add of 1
    quotient = abs(before) // total * (1 if before >= 0 else -1)  # C's division truncates
    target = _i32((quotient + 1) * total)  # i32 arithmetic, as the library's
    if int(counter[0]) < target:
        raise SemanticsError(f"pto.{op}: after this core's arrival the counter at the workspace is {int(counter[0])}; "
                             f"the barrier waits for it to reach {target}, arrivals of cores this run does not "
                             f"execute (D-SYNCALL-RUN)")


def _i32(value: int) -> int:
    """`value` wrapped to a 32-bit two's-complement integer."""
    return (value + 2 ** 31) % 2 ** 32 - 2 ** 31


def _counter(op: str, workspace: Any) -> NDArray[np.int32]:
    """The i32 arrival counter: the workspace's first element in global memory."""
    if isinstance(workspace, Ptr):
        mem, addr, elem, space = workspace.mem, workspace.addr, workspace.elem, workspace.space
    elif isinstance(workspace, TensorView):
        mem, addr, elem, space = workspace.mem, workspace.addr, workspace.elem, "gm"
    else:
        raise SemanticsError(f"pto.{op}: %gm_workspace must be a GM pointer or view, got {type(workspace).__name__}")
    if space != "gm" or elem != "i32":
        raise SemanticsError(f"pto.{op}: %gm_workspace must hold i32 in global memory, got {elem} in {space}")
    if addr % 4 or addr < 0 or addr + 4 > len(mem):
        raise SemanticsError(f"pto.{op}: the workspace's counter at byte {addr} is not an i32 of global memory")
    _gm_access(op, mem, addr, addr + 4, "writes")  # the arrival count is read and written back
    counter: NDArray[np.int32] = mem[addr:addr + 4].view(np.int32)
    return counter
