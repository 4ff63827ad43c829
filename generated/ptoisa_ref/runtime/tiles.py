"""Tiles and tensor views as `ptoisa run` holds them, and the moves between them.

Source: generator/runtime/tiles.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

A `Tile` is a tile buffer placed in its location's memory (a flat uint8 array, the unified
buffer for a vec tile), so a tile op and a vector op that address the same bytes see each
other's writes; its elements are laid out as its block and scatter layouts say
(D-TILE-LAYOUT), and `values()` gives the rows x cols matrix (a view where the layout
allows). A `TensorView` is a GM tensor through a shape and strides counted in elements,
right-aligned to five dimensions as the tile library reads it. The tile compute functions
take arrays or tiles (`_tile_inputs`, `_tile_output`), so one function serves a numpy user
and the interpreter.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple

import numpy as np
from numpy.typing import NDArray

from .._tables import TILE_FRACTALS, TILE_LOCATIONS, TILE_PAD_VALUES, _DTYPES, _NAME_OF
from .args import _count
from .arith import _round_f64
from .base import _UINT, Arr, SemanticsError, _dtype_name, _is_float
from .memory import Ptr, _gm_access, _limit
from . import watch
from .watch import elements_touched, touched, view_touched

VIEW_RANK = 5  # the tile library's GlobalTensor is five-dimensional


class TensorView(NamedTuple):
    """A tensor in `mem` (global memory, flat uint8): element (i0, ..., ik) is at byte
    addr + (i0 * strides[0] + ... + ik * strides[k]) * sizeof(elem). `layout` is the
    view's GM layout (nd, dn, nz)."""

    mem: NDArray[np.uint8]
    addr: int
    elem: str
    shape: tuple[int, ...]
    strides: tuple[int, ...]
    layout: str = "nd"


class ViewBatch(NamedTuple):
    """One partition view per iteration of a batched loop (tile_batch.py): `view` is the first
    iteration's, `addrs` every iteration's first byte; shape and strides do not change."""

    view: TensorView
    addrs: Arr


class Tile:
    """A tile buffer at byte `addr` of `mem`, with what its type says (location, element type,
    rows, cols, layouts, fractal, pad) and its valid region `valid_rows` x `valid_cols` (set at
    allocation, or by set_validshape where the type leaves it dynamic)."""

    __slots__ = ("mem", "addr", "elem", "loc", "rows", "cols", "valid_rows", "valid_cols", "blayout", "slayout",
                 "fractal", "pad", "row_stride", "bound")
    batch: Any = None  # a TileBatch's pass (tile_batch.py): the moves go through it

    def __init__(self, mem: NDArray[np.uint8], addr: int, elem: str, rows: int, cols: int, *, loc: str = "Vec",
                 valid_rows: int | None = None, valid_cols: int | None = None, blayout: str = "RowMajor",
                 slayout: str = "NoneBox", fractal: int = 512, pad: str = "Null", row_stride: int | None = None,
                 bound: bool = True):
        self.mem, self.addr, self.elem, self.loc = mem, addr, elem, loc
        # False: a handle without storage yet (declare_tile), until tassign or talias binds it
        self.bound = bound
        self.rows, self.cols = rows, cols
        # elements from one row to the next: cols, but a subview keeps its parent's row length
        self.row_stride = cols if row_stride is None else row_stride
        self.valid_rows = rows if valid_rows is None else valid_rows
        self.valid_cols = cols if valid_cols is None else valid_cols
        self.blayout, self.slayout, self.fractal, self.pad = blayout, slayout, fractal, pad

    def __repr__(self) -> str:
        where = f"at {self.addr}" if self.bound else "without storage"
        return (f"Tile({self.loc} {self.rows}x{self.cols}x{self.elem} {where}, valid "
                f"{self.valid_rows}x{self.valid_cols}, {self.blayout}/{self.slayout})")

    @property
    def stored_rows(self) -> int:
        """Rows the buffer lays out: an Acc tile's column bands of 16 x 16 fractals keep 16 rows
        a fractal however few rows the tile has (D-ACC-ROWS), others their rows."""
        if self.loc == "Acc" and self.slayout != "NoneBox":
            box = TILE_FRACTALS[self.fractal][0]
            return -(-self.rows // box) * box
        return self.rows

    @property
    def nbytes(self) -> int:
        return self.stored_rows * self.cols * _DTYPES[self.elem].itemsize

    def storage(self) -> None:
        """Raise unless the tile has storage: a declared tile's bytes do not exist until it is bound."""
        if not self.bound:
            raise SemanticsError(f"a {self.rows}x{self.cols} {self.elem} tile of pto.declare_tile has no address yet: "
                                 f"bind it with pto.tassign or pto.talias before its bytes are used (D-DECLARE-TILE)")

    def _flat(self) -> Arr:
        if not self.bound:
            self.storage()
        return self.mem[self.addr:self.addr + self.nbytes].view(_DTYPES[self.elem])

    def values(self) -> Arr:
        """The rows x cols matrix: a view of the buffer for the NoneBox layouts, else a copy."""
        if not self.bound:
            self.storage()
        touched(self.mem, self.addr, self.addr + self.span, False)
        return self._matrix()

    @property
    def span(self) -> int:
        """The bytes from the first element to one past the last."""
        return ((self.stored_rows - 1) * self.row_stride + self.cols) * _DTYPES[self.elem].itemsize

    def _matrix(self) -> Arr:
        if self.row_stride != self.cols:  # a subview of a row-major tile: its parent's rows, narrower
            size = _DTYPES[self.elem].itemsize
            base = self.mem[self.addr:self.addr + self.span].view(_UINT[size])  # (as _gm_region: f8E5M2)
            strided: Arr = np.lib.stride_tricks.as_strided(base, (self.rows, self.cols), (self.row_stride * size, size))
            return strided.view(_DTYPES[self.elem])
        flat = self._flat()
        if self.slayout == "NoneBox":
            shaped: Arr = flat.reshape(self.rows, self.cols) if self.blayout == "RowMajor" else \
                flat.reshape(self.cols, self.rows).T
            return shaped
        gathered: Arr = flat[_offsets(self.stored_rows, self.cols, self.blayout, self.slayout, self.fractal,
                                      self.elem)[:self.rows]]
        return gathered

    def region(self, rows: int, cols: int) -> Arr:
        """The top left rows x cols of the matrix: what an op reads (a TileBatch checks it was
        written earlier in the same iteration)."""
        if watch.WATCHER is None or self.slayout != "NoneBox":
            return self.values()[:rows, :cols]
        view = self._matrix()[:rows, :cols]
        view_touched(self.mem, view, False)
        return view

    def write(self, r: Arr) -> None:
        """Store `r` at the top left; the rest of the buffer keeps its bytes."""
        if not self.bound:
            self.storage()
        rows, cols = r.shape
        if self.slayout == "NoneBox":
            view = self._matrix()[:rows, :cols]
            view_touched(self.mem, view, True)
            view[...] = r
        else:
            flat = self._flat()
            at = _offsets(self.stored_rows, self.cols, self.blayout, self.slayout, self.fractal, self.elem)[:rows, :cols]
            size = _DTYPES[self.elem].itemsize
            elements_touched(self.mem, self.addr // size, at, size, True)
            flat[at] = r


@lru_cache(maxsize=256)
def _offsets(rows: int, cols: int, blayout: str, slayout: str, fractal: int, elem: str) -> Arr:
    """Element offset of (r, c) in a boxed tile: boxes of box_rows x box_cols, laid out by the
    block layout, each box's elements by the scatter layout (D-TILE-LAYOUT)."""
    box_rows, box_cols, cols_bytes = TILE_FRACTALS[fractal]
    if box_cols is None:
        box_cols = (cols_bytes or 0) // _DTYPES[elem].itemsize
    if slayout == "ColMajor":
        box_rows, box_cols = box_cols, box_rows
    # a tile narrower (shorter) than one box holds boxes of its own width (height): an i8 Nz tile
    # of 16 columns, whose 32-byte box is 32 wide, as PTOAS's tstore_acc2gm i8 case declares one
    # (D-TILE-LAYOUT)
    box_rows, box_cols = min(box_rows, rows) or 1, min(box_cols, cols) or 1
    r = np.arange(rows)[:, None]
    c = np.arange(cols)[None, :]
    br, bc, ir, ic = r // box_rows, c // box_cols, r % box_rows, c % box_cols
    inner = box_rows * box_cols
    box = bc * rows * box_cols + br * inner if blayout == "ColMajor" else br * cols * box_rows + bc * inner
    within = ir * box_cols + ic if slayout == "RowMajor" else ic * box_rows + ir
    out: Arr = (box + within).astype(np.int64)
    out.setflags(write=False)
    return out


# --- placing tiles and views -------------------------------------------------------------

def _int_list(op: str, name: str, values: Any) -> tuple[int, ...]:
    """A list operand (`shape = [...]`), or one value, as integers."""
    return tuple(_count(op, "%" + name, v) for v in (values if isinstance(values, (list, tuple)) else [values]))


def make_view(op: str, ptr: Any, shape: Any, strides: Any, layout: str | None) -> TensorView:
    """A view of the GM tensor at `ptr` (make_tensor_view)."""
    if not isinstance(ptr, Ptr) or ptr.space != "gm":
        raise SemanticsError(f"pto.{op}: %ptr must be a global-memory pointer, got {ptr!r}")
    dims, steps = _int_list(op, "shape", shape), _int_list(op, "strides", strides)
    if len(dims) != len(steps) or not 1 <= len(dims) <= VIEW_RANK:
        raise SemanticsError(f"pto.{op}: shape and strides must both have 1 to {VIEW_RANK} entries; "
                             f"got {len(dims)} and {len(steps)}")
    if any(d < 0 for d in dims) or any(s < 0 for s in steps):
        raise SemanticsError(f"pto.{op}: shape {list(dims)} and strides {list(steps)} must not be negative")
    if ptr.elem not in _DTYPES:
        raise SemanticsError(f"pto.{op}: the pointer's element type {ptr.elem} has no size in this database")
    if layout is None:  # as PTOAS infers it: unit column stride is ND, unit row stride DN
        layout = "dn" if len(steps) >= 2 and steps[-1] != 1 and steps[-2] == 1 else "nd"
    view = TensorView(ptr.mem, ptr.addr, ptr.elem, dims, steps, layout)
    _view_bounds(op, view, "%ptr's tensor")
    return view


def _view_bounds(op: str, view: TensorView, what: str) -> None:
    if not all(view.shape):
        return
    last = view.addr + (sum((d - 1) * s for d, s in zip(view.shape, view.strides)) + 1) * _DTYPES[view.elem].itemsize
    if view.addr < 0 or last > len(view.mem):
        raise SemanticsError(f"pto.{op}: {what} ({'x'.join(map(str, view.shape))} {view.elem}, strides "
                             f"{list(view.strides)}) ends at byte {last} of global memory, past its end "
                             f"({len(view.mem)} bytes)")


def partition(op: str, view: Any, offsets: Any, sizes: Any) -> TensorView | ViewBatch:
    """The part of `view` at `offsets` of `sizes` elements per dimension (partition_view); with
    per-iteration offsets (arrays: a batched loop's pass), every iteration's part."""
    view = _view_arg(op, "source", view)
    if isinstance(offsets, (list, tuple)) and any(isinstance(o, np.ndarray) for o in offsets):
        return _partition_batch(op, view, offsets, sizes)
    offs, dims = _int_list(op, "offsets", offsets), _int_list(op, "sizes", sizes)
    rank = len(view.shape)
    if len(offs) != rank or len(dims) != rank:
        raise SemanticsError(f"pto.{op}: offsets and sizes need {rank} entries (the view's rank); got "
                             f"{len(offs)} and {len(dims)}")
    for k, (o, n, d) in enumerate(zip(offs, dims, view.shape)):
        if o < 0 or n < 0 or o + n > d:
            raise SemanticsError(f"pto.{op}: dimension {k}: offset {o} + size {n} is past the view's {d} elements")
    addr = view.addr + sum(o * s for o, s in zip(offs, view.strides)) * _DTYPES[view.elem].itemsize
    return TensorView(view.mem, addr, view.elem, dims, view.strides, view.layout)


def _partition_batch(op: str, view: TensorView, offsets: Any, sizes: Any) -> ViewBatch:
    """partition for a batched loop: offsets that differ per iteration (arrays), sizes that do not."""
    dims = _int_list(op, "sizes", sizes)
    if len(offsets) != len(view.shape) or len(dims) != len(view.shape):
        raise SemanticsError(f"pto.{op}: offsets and sizes need {len(view.shape)} entries (the view's rank)")
    start, moving = 0, []  # the first element: the constant offsets' part, and each iteration's
    for o, n, d, stride in zip(offsets, dims, view.shape, view.strides):
        if isinstance(o, np.ndarray):
            lo, hi = int(o.min()), int(o.max())
            moving.append(o * stride)
        else:
            lo = hi = _count(op, "%offsets", o)
            start += lo * stride
        if lo < 0 or n < 0 or hi + n > d:
            raise SemanticsError(f"pto.{op}: an iteration's offsets put the part past the view")
    addrs: Arr = view.addr + (start + sum(moving[1:], moving[0])) * _DTYPES[view.elem].itemsize
    return ViewBatch(TensorView(view.mem, int(addrs[0]), view.elem, dims, view.strides, view.layout), addrs)


def tile_of_type(config: Any, memory: NDArray[np.uint8], addr: int, valid_rows: int | None = None,
                 valid_cols: int | None = None, bound: bool = True) -> Tile:
    """A Tile of verifier type `config` (location, element type, shape, layouts, fractal, pad) at
    byte `addr` of `memory`, with the valid shape given (the whole tile where not)."""
    return Tile(memory, addr, str(config.elem), config.rows, config.cols, loc=config.kind, valid_rows=valid_rows,
                valid_cols=valid_cols, blayout=config.blayout, slayout=config.slayout, fractal=config.fractal,
                pad=config.pad, bound=bound)


def alloc(op: str, memory: NDArray[np.uint8], addr: Any, config: Any, valid_row: Any, valid_col: Any,
          target: str) -> Tile:
    """A tile of type `config` (kind, elem, rows, cols, valid_rows, valid_cols, blayout, slayout,
    fractal, pad; a None valid dimension is dynamic) at byte `addr` of its location's memory."""
    if tile_placement(config) is None:
        raise SemanticsError(f"pto.{op}: a tile needs a known location and element type and a static shape")
    rows, cols = config.rows, config.cols
    tile = tile_of_type(config, memory, _count(op, "the address", addr))
    _check_place(op, tile, tile.addr, target)
    for name, static, given, bound in (("valid_row", config.valid_rows, valid_row, rows),
                                       ("valid_col", config.valid_cols, valid_col, cols)):
        if static is not None and given is not None:
            raise SemanticsError(f"pto.{op}: %{name} is given, but the type's valid shape is static")
        value = static if static is not None else given
        if value is None:
            raise SemanticsError(f"pto.{op}: the type's valid shape is dynamic (?): %{name} must be given")
        value = int(value)
        if not 0 <= value <= bound:
            raise SemanticsError(f"pto.{op}: %{name} {value} is outside 0..{bound}")
        setattr(tile, "valid_rows" if name == "valid_row" else "valid_cols", value)
    return tile


def window(op: str, tile: Any, offsets: Any, rows: Any, cols: Any, valid_row: Any, valid_col: Any) -> Tile:
    """The rows x cols window of a row-major none_box tile at `offsets` (row, column): a Tile on the
    parent's bytes with the parent's row length. Without valid operands its valid region is the
    whole window (PTOAS does not inherit the parent's valid shape)."""
    t = _tile_arg(op, "source", tile)
    t.storage()
    (r0, c0), (nr, nc) = _int_list(op, "offsets", offsets), (_int_list(op, "sizes", rows)[0], _int_list(op, "sizes", cols)[0])
    if t.blayout != "RowMajor" or t.slayout != "NoneBox":
        raise SemanticsError(f"pto.{op}: a window of a {t.blayout}/{t.slayout} tile is not modelled (row-major none_box only)")
    if r0 < 0 or c0 < 0 or nr <= 0 or nc <= 0 or r0 + nr > t.rows or c0 + nc > t.cols:
        raise SemanticsError(f"pto.{op}: the {nr}x{nc} window at ({r0}, {c0}) is outside the {t.rows}x{t.cols} tile")
    vr = nr if valid_row is None else _int_list(op, "valid_row", valid_row)[0]
    vc = nc if valid_col is None else _int_list(op, "valid_col", valid_col)[0]
    if not (0 <= vr <= nr and 0 <= vc <= nc):
        raise SemanticsError(f"pto.{op}: the valid shape {vr}x{vc} is outside the {nr}x{nc} window")
    addr = t.addr + (r0 * t.row_stride + c0) * _DTYPES[t.elem].itemsize
    return Tile(t.mem, addr, t.elem, nr, nc, loc=t.loc, valid_rows=vr, valid_cols=vc, blayout=t.blayout,
                slayout=t.slayout, fractal=t.fractal, pad=t.pad, row_stride=t.row_stride)


def _check_place(op: str, tile: Tile, addr: int, target: str) -> None:
    """`tile` may start at byte `addr` of its buffer: a multiple of its location's alignment, and
    its bytes (its rows at its row length) within the buffer's size on `target`."""
    keyword, space, align = TILE_LOCATIONS[tile.loc]
    size = buffer_bytes(tile.mem, space, target)
    nbytes = ((tile.rows - 1) * tile.row_stride + tile.cols) * _DTYPES[tile.elem].itemsize
    if addr % align or addr < 0 or addr + nbytes > size:
        raise SemanticsError(f"pto.{op}: a {keyword} tile of {nbytes} bytes cannot start at byte {addr} of {space} "
                             f"(a multiple of {align}, ending within {size} bytes)")


def buffer_bytes(memory: NDArray[np.uint8], space: str, target: str) -> int:
    """The bytes of `space` a tile may use on `target`: its size there, within `memory`."""
    return _limit(Ptr(memory, 0, "u8", space), target)


def reassign(op: str, tile: Any, addr: Any, target: str) -> Tile:
    """The same tile type at another address of its buffer (tassign)."""
    t = _tile_arg(op, "tile", tile)
    new = _count(op, "%addr", addr)
    _check_place(op, t, new, target)
    return Tile(t.mem, new, t.elem, t.rows, t.cols, loc=t.loc, valid_rows=t.valid_rows, valid_cols=t.valid_cols,
                blayout=t.blayout, slayout=t.slayout, fractal=t.fractal, pad=t.pad, row_stride=t.row_stride)


def view_extent(op: str, view: Any, dim: Any, what: str) -> int:
    """Dimension `dim`'s size or stride (in elements) of a view."""
    v = _view_arg(op, "tensor_view", view)
    k = _int_list(op, "dim_index", dim)[0]
    if not 0 <= k < len(v.shape):
        raise SemanticsError(f"pto.{op}: dimension {k} of a rank-{len(v.shape)} view")
    return v.shape[k] if what == "size" else v.strides[k]


def address_of(op: str, value: Any) -> Ptr:
    """A pointer to a tile's first element (in its location's memory) or a view's (in GM)."""
    if isinstance(value, Tile):
        value.storage()
        return Ptr(value.mem, value.addr, value.elem, TILE_LOCATIONS[value.loc][1])
    if isinstance(value, (TensorView, DeclaredView)):
        view = _view_arg(op, "src", value)
        return Ptr(view.mem, view.addr, view.elem, "gm")
    raise SemanticsError(f"pto.{op}: %src must be a tile or a tensor view, got {type(value).__name__}")


def tile_placement(config: Any) -> tuple[str, int, int] | None:
    """(memory, address alignment, bytes) of a tile of type `config`, or of a multi-buffer tile's
    `count` slots, each at a multiple of the alignment from the last (PTOAS's slot stride); None
    where the type does not fix them (an unknown location or element type, a dynamic shape)."""
    location = TILE_LOCATIONS.get(config.kind or "")
    elem = str(config.elem) if config.elem is not None else None
    if location is None or elem not in _DTYPES or config.rows is None or config.cols is None:
        return None
    size = config.rows * config.cols * _DTYPES[elem].itemsize
    count = getattr(config, "count", None)
    if count is not None:
        size = count * slot_stride(size, location[2])
    return location[1], location[2], size


def slot_stride(slot_bytes: int, align: int) -> int:
    """Bytes from one slot of a multi-buffer tile to the next: its bytes, rounded up to the alignment."""
    return -(-slot_bytes // align) * align


def set_valid(op: str, tile: Any, rows: Any, cols: Any) -> None:
    """A dynamic tile's new valid shape (set_validshape)."""
    t = _tile_arg(op, "tile", tile)
    vr, vc = _int_list(op, "rows", rows)[0], _int_list(op, "cols", cols)[0]
    if not (0 <= vr <= t.rows and 0 <= vc <= t.cols):
        raise SemanticsError(f"pto.{op}: the valid shape {vr}x{vc} is outside the {t.rows}x{t.cols} tile")
    t.valid_rows, t.valid_cols = vr, vc


def _tile_arg(op: str, name: str, value: Any) -> Tile:
    if not isinstance(value, Tile):
        raise SemanticsError(f"pto.{op}: %{name} must be a tile, got {type(value).__name__}")
    return value


class DeclaredView(NamedTuple):
    """A GM tensor descriptor of pto.declare_global: a view's element type and shape, without the
    global memory it will name (a pipe's talloc assigns that; not modelled: D-DECLARE-GLOBAL)."""

    elem: str
    shape: tuple[int | None, ...]


def _view_arg(op: str, name: str, value: Any) -> TensorView:
    """`value` as a view; a declared one is refused with its reason."""
    if isinstance(value, DeclaredView):
        raise SemanticsError(f"pto.{op}: %{name} is a pto.declare_global descriptor, which has no global memory "
                             f"until a pipe's talloc binds it (not modelled: D-DECLARE-GLOBAL)")
    if not isinstance(value, TensorView):
        raise SemanticsError(f"pto.{op}: %{name} must be a partition or tensor view, got {type(value).__name__}")
    return value


# --- tload / tstore --------------------------------------------------------------------

@lru_cache(maxsize=256)
def pad_value(pad: str, dtype: np.dtype[Any]) -> Any:
    """The element a pad mode fills with, for `dtype` (machine.yaml tile.pad_values); kept, as
    every load asks again (a numpy scalar: immutable)."""
    spec = TILE_PAD_VALUES[pad]
    if dtype.fields is not None:  # a coded 8-bit float (hif8, packed fp4): only a zero pad has known bits
        if spec[0] != "zero":
            raise SemanticsError(f"pad {pad} of a {_NAME_OF.get(dtype, dtype)} tile has no known bits")
        return np.zeros((), dtype)[()]
    if _is_float(dtype):
        how = spec[0]
        return dtype.type({"zero": 0.0, "inf": np.inf, "-inf": -np.inf}[how])
    info = np.iinfo(dtype)
    how = spec[1] if info.min < 0 else spec[2]
    return dtype.type({"zero": 0, "max": info.max, "min": info.min}[how])


def _grid(view: TensorView, tile: Tile, op: str, extent: str) -> tuple[Arr, Arr]:
    """GM element offsets (from the view's first element) of the tile's valid region's rows and
    columns, as the tile library maps a five-dimensional view onto an ND (row-major), DN
    (column-major) or Nz tile: ND rows run over dimensions 0-3 and columns over 4; DN rows over 3,
    columns over 0, 1, 2, 4; NZ rows over 2 and 3, columns over 0 and 1 (blocks of d4 columns)
    and 4 (pto-isa's CPU simulator, tile_offsets.hpp). `extent` "valid": the view must have the
    valid region's shape (the CPU simulator checks it); "view": the whole view moves, within the
    tile's shape (the A5 library's DMA bursts: D-TLOAD-EXTENT)."""
    nd = tile.slayout == "NoneBox" and tile.blayout == "RowMajor"
    dn = tile.slayout == "NoneBox" and tile.blayout == "ColMajor"
    boxed_nz = tile.slayout == "RowMajor" and tile.blayout == "ColMajor"
    nz = boxed_nz and view.layout in ("nd", "nz")
    # A cube tile (mat, acc) in Nz and a DN view: the view holds the matrix column by column (DN2NZ,
    # NZ2DN); an ND view that does not fit the tile as rows x columns but fits it transposed is read
    # so too, as PTOAS's TileLang library picks dn2nz by the view's last extent (D-TILE-MOVE-LAYOUTS)
    nd_cols = view.shape[-1] if view.shape else 1
    nd_rows = int(np.prod(view.shape[:-1])) if len(view.shape) > 1 else 1
    cube_dn = boxed_nz and tile.loc in ("Mat", "Acc") and (view.layout == "dn" or (
        view.layout == "nd" and (nd_rows > tile.rows or nd_cols > tile.cols)
        and nd_cols <= tile.rows and nd_rows <= tile.cols))
    if not (view.layout == "nd" and nd or view.layout == "dn" and dn or nz or cube_dn):
        raise SemanticsError(f"pto.{op}: moving a {view.layout.upper()} view to or from a {tile.blayout}/{tile.slayout} "
                             f"tile is not modelled (ND views pair with row-major none_box tiles, DN views with "
                             f"column-major ones, ND and NZ views with Nz tiles: D-TILE-MOVE-LAYOUTS)")
    if cube_dn and view.layout == "nd":  # the view's rows are the matrix's columns
        cols, rows = _axes(view.shape, view.strides, "nd")
    else:
        rows, cols = _axes(view.shape, view.strides, "dn" if cube_dn else "nz" if nz else view.layout)
    if extent == "valid" and (len(rows), len(cols)) != (tile.valid_rows, tile.valid_cols):
        raise SemanticsError(f"pto.{op}: the view's {'x'.join(map(str, view.shape))} elements read as "
                             f"{len(rows)}x{len(cols)}, but the tile's valid region is "
                             f"{tile.valid_rows}x{tile.valid_cols}")
    if len(rows) > tile.rows or len(cols) > tile.cols:
        raise SemanticsError(f"pto.{op}: the view's {'x'.join(map(str, view.shape))} elements read as "
                             f"{len(rows)}x{len(cols)}, more than the {tile.rows}x{tile.cols} tile")
    return rows, cols


@lru_cache(maxsize=256)
def _axes(shape: tuple[int, ...], strides: tuple[int, ...], layout: str) -> tuple[Arr, Arr]:
    pad = VIEW_RANK - len(shape)
    shape5, strides5 = (1,) * pad + shape, (0,) * pad + strides
    if layout == "nz":  # rows over dimensions 2 and 3, columns over 0, 1 (blocks of d4) and 4
        d0, d1, d2, d3, d4 = shape5
        s0, s1, s2, s3, s4 = strides5
        r = np.arange(d2 * d3, dtype=np.int64)
        c = np.arange(d0 * d1 * d4, dtype=np.int64)
        nz_rows = r // d3 * s2 + r % d3 * s3 if d3 else r
        nz_cols = c // d4 // d1 * s0 + c // d4 % d1 * s1 + c % d4 * s4 if d1 and d4 else c
        nz_rows.setflags(write=False)
        nz_cols.setflags(write=False)
        return nz_rows, nz_cols
    row_dims, col_dims = ((0, 1, 2, 3), (4,)) if layout == "nd" else ((3,), (0, 1, 2, 4))

    def offsets(dims: tuple[int, ...]) -> Arr:
        out = np.zeros(1, np.int64)
        for d in dims:
            out = (out[:, None] + np.arange(shape5[d], dtype=np.int64)[None, :] * strides5[d]).reshape(-1)
        out.setflags(write=False)
        return out
    return offsets(row_dims), offsets(col_dims)


def _gm_region(view: TensorView, tile: Tile, op: str, verb: str, extent: str) -> tuple[Arr, Any]:
    """(array, index): array[index] is the GM elements the move covers, rows x cols, to read or
    assign. Where the rows and the columns are evenly spaced (the usual views) the array is a
    strided view of GM and the index `...`; otherwise GM and an index grid."""
    rows, cols = _grid(view, tile, op, extent)
    gm, base = _gm_elements(view, op)
    if not rows.size or not cols.size:
        return np.zeros((len(rows), len(cols)), gm.dtype), ...
    if base + int(rows.max()) + int(cols.max()) >= len(gm):
        raise SemanticsError(f"pto.{op}: the view {verb} past the end of global memory")
    _gm_access(op, view.mem, (base + int(rows.min()) + int(cols.min())) * gm.itemsize,
               (base + int(rows.max()) + int(cols.max()) + 1) * gm.itemsize, verb)
    rstep, cstep = _even(rows), _even(cols)
    if rstep is None or cstep is None:
        return gm, base + rows[:, None] + cols[None, :]
    size = gm.itemsize
    # (through unsigned integers of the width: numpy cannot rebuild some ml_dtypes types, f8E5M2,
    # from the array interface as_strided goes through)
    raw = gm[base + int(rows[0]) + int(cols[0]):].view(_UINT[size])
    strided: Arr = np.lib.stride_tricks.as_strided(raw, (len(rows), len(cols)), (rstep * size, cstep * size))
    return strided.view(gm.dtype), ...


def _gm_touched(view: TensorView, gm: Arr, where: Any, write: bool) -> None:
    """Tell the sanitizers (watch.py) the GM bytes of a _gm_region."""
    if watch.WATCHER is None:
        return
    if where is ...:
        view_touched(view.mem, gm, write)
    else:
        elements_touched(view.mem, 0, where, gm.itemsize, write)


def _even(offsets: Arr) -> int | None:
    """The step of evenly spaced offsets (0 for one), or None."""
    if len(offsets) < 2:
        return 0
    step = int(offsets[1] - offsets[0])
    return step if step >= 0 and int(offsets[-1] - offsets[0]) == step * (len(offsets) - 1) and (
        len(offsets) < 3 or bool((np.diff(offsets) == step).all())) else None


def _gm_elements(view: TensorView, op: str) -> tuple[Arr, int]:
    """GM as an array of the view's elements, and the view's first element's index in it."""
    size = _DTYPES[view.elem].itemsize
    if view.addr % size:
        raise SemanticsError(f"pto.{op}: the view starts at byte {view.addr}, not a multiple of its {size}-byte elements")
    return view.mem[:len(view.mem) // size * size].view(_DTYPES[view.elem]), view.addr // size


def _check_elems(op: str, view: TensorView, tile: Tile) -> None:
    if _DTYPES[view.elem].itemsize != _DTYPES[tile.elem].itemsize:
        raise SemanticsError(f"pto.{op}: the view's {view.elem} and the tile's {tile.elem} elements differ in size")


def load_tile(op: str, src: Any, dst: Any, pad_mode: str, pad_block: int, extent: str) -> None:
    """tload: the view's elements into dst (`extent`: see _grid). `pad_mode` is what happens to
    the rest: "whole_tile" fills every other element with dst's pad value (Null as 0: the CPU
    simulator); "row_block" fills each row moved up to its next `pad_block`-byte boundary with
    it, where the pad is not Null, and leaves the rest (the A5 DMA: D-TLOAD-PAD)."""
    tile = _tile_arg(op, "dst", dst)
    if tile.batch is not None:  # every iteration's view at once: values (iterations, rows, cols)
        gm, where = tile.batch.region(op, src, tile, "reads", extent)
    else:
        src = _view_arg(op, "src", src)
        _check_elems(op, src, tile)
        gm, where = _gm_region(src, tile, op, "reads", extent)
        _gm_touched(src, gm, where, False)
    dtype = _DTYPES[tile.elem]
    values = gm[where].view(dtype)
    lead, (vr, vc) = values.shape[:-2], values.shape[-2:]
    fill = pad_value(tile.pad, dtype)
    if pad_mode == "whole_tile":
        full = np.full(lead + (tile.rows, tile.cols), fill, dtype)
        full[..., :vr, :vc] = values
        tile.write(full)
        return
    if tile.pad != "Null" and tile.blayout == "RowMajor":
        block = pad_block // dtype.itemsize
        end = min(tile.cols, -(-vc // block) * block)
        if end > vc:
            padded = np.empty(lead + (vr, end), dtype)
            padded[..., :vc] = values
            padded[..., vc:] = fill
            tile.write(padded)
            return
    tile.write(values)


def fixpipe_values(op: str, tile: Tile, values: Arr, out_elem: str, fp: Any = None, scalar: Any = None,
                   relu: str | None = None) -> Arr:
    """An acc tile's rows x cols `values` as the fixpipe hands them on (tstore to GM, tmov to a
    vec or mat tile): times fp's first row (a scaling tile, vector quantization: column j by
    fp[0][j]) or by `scalar` (an f32 given by its bits in an i64, scalar quantization), the
    product in f32; ReLU (normal_relu: max(x, 0)); then rounded to `out_elem` to nearest even (an
    i32 accumulator stays i32 without quantization). D-FIXPIPE."""
    if relu not in (None, "no_relu", "normal_relu"):
        raise SemanticsError(f"pto.{op}: reluPreMode {relu} is not modelled (no_relu and normal_relu are: D-FIXPIPE)")
    if tile.loc != "Acc" and (fp is not None or scalar is not None or relu not in (None, "no_relu")):
        raise SemanticsError(f"pto.{op}: quantization and ReLU are the fixpipe's, for an acc tile only (src is {tile.loc})")
    out_t = _DTYPES[out_elem]
    rows, cols = values.shape[-2:]
    v = values
    with np.errstate(all="ignore"):
        if fp is not None:
            q = _tile_arg(op, "fp", fp)
            if q.cols < cols:
                raise SemanticsError(f"pto.{op}: the quantization tile has {q.cols} columns, the store {cols}")
            v = (v.astype(np.float32) * q.values()[0, :cols].astype(np.float32)).astype(np.float32)
        elif scalar is not None:
            bits = np.asarray(int(scalar) & 0xFFFFFFFF, np.uint32)
            v = (v.astype(np.float32) * bits.view(np.float32)).astype(np.float32)
        if relu == "normal_relu":
            v = np.where(v > 0, v, np.zeros((), v.dtype)).astype(v.dtype)  # NaN is not > 0: 0 (D-FIXPIPE)
        if v.dtype == out_t:
            return v
        if _is_float(out_t):
            return _round_f64(v.astype(np.float64), out_t)
        if _is_float(v.dtype):  # to an integer type: nearest even, saturated
            info = np.iinfo(out_t)
            r = np.rint(v.astype(np.float64))
            r = np.where(np.isnan(r), 0, np.clip(r, info.min, info.max))
            return r.astype(out_t)
    raise SemanticsError(f"pto.{op}: the fixpipe does not convert {tile.elem} to {out_elem} without quantization")


def store_tile(op: str, src: Any, dst: Any, extent: str, add: bool = False, fp: Any = None, scalar: Any = None,
               relu: str | None = None) -> None:
    """tstore: src's elements into the view's (`extent`: see _grid; added to them, in the element
    type, with `add`: atomic_add); nothing else of GM changes. An acc tile's elements pass the
    fixpipe first (fixpipe_values: quantization by `fp` or `scalar`, `relu`, conversion to the
    view's element type)."""
    tile = _tile_arg(op, "src", src)
    if tile.loc == "Acc" or fp is not None or scalar is not None or relu not in (None, "no_relu"):
        view = _view_arg(op, "dst", dst)
        if tile.batch is not None:
            raise SemanticsError(f"pto.{op}: an acc tile's store in a batched loop is not modelled")
        # the grid of the view, read through a stand-in tile of the view's element type
        shadow = Tile(tile.mem, tile.addr, view.elem, tile.rows, tile.cols, loc=tile.loc, valid_rows=tile.valid_rows,
                      valid_cols=tile.valid_cols, blayout=tile.blayout, slayout=tile.slayout, fractal=tile.fractal)
        gm, where = _gm_region(view, shadow, op, "writes", extent)
        _gm_touched(view, gm, where, True)
        rows, cols = gm[where].shape
        out = fixpipe_values(op, tile, tile.region(rows, cols), view.elem, fp, scalar, relu)
        with np.errstate(all="ignore"):
            gm[where] = gm[where] + out if add else out
        return
    if tile.batch is not None:  # every iteration's view at once, written when the pass commits
        gm, where = tile.batch.region(op, dst, tile, "writes", extent)
        rows, cols = gm[where].shape[-2:]
        tile.batch.defer_store(gm, where, tile.region(rows, cols).view(gm.dtype), add)
        return
    dst = _view_arg(op, "dst", dst)
    _check_elems(op, dst, tile)
    if (tile.blayout, tile.slayout) == ("RowMajor", "RowMajor") and dst.layout == "nd" \
            and _DTYPES[tile.elem].itemsize == 1:
        _store_zz_bytes(op, tile, dst)
        return
    gm, where = _gm_region(dst, tile, op, "writes", extent)
    _gm_touched(dst, gm, where, True)
    rows, cols = gm[where].shape
    region = tile.region(rows, cols).view(_DTYPES[dst.elem])
    with np.errstate(all="ignore"):
        gm[where] = gm[where] + region if add else region


def _store_zz_bytes(op: str, tile: Tile, view: TensorView) -> None:
    """A ZZ tile of 8-bit exponents (row-major boxes) into an ND view: the tile's bytes in storage
    order, as many as the view holds (PTOAS's tquant_mx_dn cases store the tmov's ZZ result
    this way: D-TMOV-ZZ)."""
    tile.storage()
    rows, cols = _axes(view.shape, view.strides, "nd")
    n = len(rows) * len(cols)
    if n > tile.nbytes:
        raise SemanticsError(f"pto.{op}: the view holds {n} bytes, more than the {tile.nbytes} of the ZZ tile")
    gm, base = _gm_elements(view, op)
    where = base + (rows[:, None] + cols[None, :]).reshape(-1)
    if where.size and int(where.max()) >= len(gm):
        raise SemanticsError(f"pto.{op}: the view writes past the end of global memory")
    if where.size:
        _gm_access(op, view.mem, int(where.min()) * gm.itemsize, (int(where.max()) + 1) * gm.itemsize, "writes")
    touched(tile.mem, tile.addr, tile.addr + n, False)
    elements_touched(view.mem, 0, where, gm.itemsize, True)
    gm[where] = tile.mem[tile.addr:tile.addr + n].view(gm.dtype)


def _tile_inputs(op: str, legal: tuple[str, ...], srcs: tuple[Any, ...], dst: Any, valid_rows: Any,
                 valid_cols: Any, dst_types: dict[str, tuple[str, ...]] | None = None,
                 broadcast: tuple[str | None, ...] = ()) -> tuple[list[Arr], str]:
    """The valid regions of the source tiles (arrays (rows, cols) or Tiles) and the element type.
    With tiles the region is dst's, and every source's must equal it (the tile library asserts it);
    with arrays it is valid_rows x valid_cols (the whole array when not given). dst holds the
    sources' type, or (`dst_types`: source type -> the types dst may hold) one of those.
    A source marked in `broadcast` is read along one edge only, so its region is that edge
    repeated: "first_row" (a column-expand operand) must match dst's valid columns, "first_col"
    (a row-expand operand) dst's valid rows; its other extent may be anything from 1 up.
    "cols_cycled" (a row-expand operand read a block per row) matches dst's valid rows and is
    read at src[i][j % its valid columns]; an array, which has no valid shape of its own, is
    read in the column form, at src[i][0]."""
    modes = tuple(broadcast) + (None,) * (len(srcs) - len(broadcast))
    if isinstance(dst, Tile):
        vr, vc = dst.valid_rows, dst.valid_cols
    elif modes[0] is not None:  # the first source is no full region: the region is given, or dst's
        if valid_rows is None or valid_cols is None:
            if dst is None:
                raise SemanticsError(f"pto.{op}: give valid_rows and valid_cols, or dst, for the region")
            shape = np.shape(dst)
            valid_rows = shape[0] if valid_rows is None else valid_rows
            valid_cols = shape[1] if valid_cols is None else valid_cols
        vr, vc = int(valid_rows), int(valid_cols)
    out = []
    for k, (s, mode) in enumerate(zip(srcs, modes)):
        if isinstance(s, Tile):
            if not isinstance(dst, Tile):
                raise SemanticsError(f"pto.{op}: tiles in, a tile out: pass the destination tile as dst=")
            if mode == "first_row":
                if s.valid_cols != vc or s.valid_rows < 1:
                    raise SemanticsError(f"pto.{op}: the column-expanded source's valid shape {s.valid_rows}x"
                                         f"{s.valid_cols} needs dst's {vc} valid columns and a row")
                r = s.region(1, vc)
                out.append(np.broadcast_to(r, r.shape[:-2] + (vr, vc)))  # a read-only view: no copy
            elif mode == "first_col":
                if s.valid_rows != vr or s.valid_cols < 1:
                    raise SemanticsError(f"pto.{op}: the row-expanded source's valid shape {s.valid_rows}x"
                                         f"{s.valid_cols} needs dst's {vr} valid rows and a column")
                r = s.region(vr, 1)
                out.append(np.broadcast_to(r, r.shape[:-2] + (vr, vc)))
            elif mode == "cols_cycled":
                if s.valid_rows != vr or s.valid_cols < 1:
                    raise SemanticsError(f"pto.{op}: the row-expanded source's valid shape {s.valid_rows}x"
                                         f"{s.valid_cols} needs dst's {vr} valid rows and a column")
                out.append(np.take(s.region(vr, s.valid_cols), np.arange(vc) % s.valid_cols, axis=-1))
            else:
                if (s.valid_rows, s.valid_cols) != (vr, vc):
                    raise SemanticsError(f"pto.{op}: a source's valid shape {s.valid_rows}x{s.valid_cols} differs "
                                         f"from dst's {vr}x{vc}")
                out.append(s.region(vr, vc))
            continue
        x = np.asarray(s)
        if not isinstance(dst, Tile) and k == 0 and mode is None:
            vr, vc = _array_region(op, x, valid_rows, valid_cols)
        need = (1, vc) if mode == "first_row" else (vr, 1) if mode in ("first_col", "cols_cycled") else (vr, vc)
        if x.ndim != 2 or x.shape[0] < need[0] or x.shape[1] < need[1]:
            raise SemanticsError(f"pto.{op}: a source must be a 2-D array at least {need[0]}x{need[1]}")
        out.append(np.broadcast_to(x[:need[0], :need[1]], (vr, vc)).copy() if mode else x[:vr, :vc])
    name = _dtype_name(op, out[0], legal)
    for x in out[1:]:
        if x.dtype != out[0].dtype:
            raise SemanticsError(f"pto.{op}: the sources' element types differ ({_NAME_OF.get(out[0].dtype)}, "
                                 f"{_NAME_OF.get(x.dtype, x.dtype)})")
    allowed = (dst_types or {}).get(name, (name,))
    if isinstance(dst, Tile) and dst.elem not in allowed:
        raise SemanticsError(f"pto.{op}: dst holds {dst.elem}, the sources {name}"
                             + (f" (dst may hold {', '.join(allowed)})" if len(allowed) > 1 else ""))
    return out, name


def _tile_dst_values(op: str, dst: Any, shape: tuple[int, ...], allowed: tuple[str, ...]) -> Arr:
    """The valid region's current values of a destination the op also reads (taxpy): dst's for a
    Tile, the top left `shape` of an array; its element type must be one of `allowed`."""
    if dst is None:
        raise SemanticsError(f"pto.{op}: the op reads its destination: pass dst= (an array or a Tile)")
    if isinstance(dst, Tile):
        region = dst.region(*shape[-2:])
    else:
        region = np.asarray(dst)
        if region.ndim != 2 or region.shape[0] < shape[0] or region.shape[1] < shape[1]:
            raise SemanticsError(f"pto.{op}: dst must be a 2-D array at least {shape[0]}x{shape[1]}")
        region = region[:shape[0], :shape[1]]
    _dtype_name(op, region, allowed)
    values: Arr = region.copy()
    return values


def _tile_region(op: str, legal: tuple[str, ...], dst: Any, valid_rows: Any, valid_cols: Any) -> tuple[tuple[int, int], str]:
    """The shape of the region an op with no source tile writes (texpands) and its element type:
    dst's valid region for a Tile; valid_rows x valid_cols of an array (all of it when not given)."""
    if isinstance(dst, Tile):
        return (dst.valid_rows, dst.valid_cols), _dtype_name(op, dst.values(), legal)
    if dst is None:
        raise SemanticsError(f"pto.{op}: the op has no source tile: pass dst= (an array or a Tile)")
    x = np.asarray(dst)
    return _array_region(op, x, valid_rows, valid_cols), _dtype_name(op, x, legal)


def _array_region(op: str, x: Arr, valid_rows: Any, valid_cols: Any) -> tuple[int, int]:
    """The valid region of a tile given as an array: valid_rows x valid_cols, all of it when not given."""
    if x.ndim != 2:
        raise SemanticsError(f"pto.{op}: a tile is a 2-D array (rows, cols)")
    vr = x.shape[0] if valid_rows is None else _count(op, "valid_rows", valid_rows)
    vc = x.shape[1] if valid_cols is None else _count(op, "valid_cols", valid_cols)
    if not (0 <= vr <= x.shape[0] and 0 <= vc <= x.shape[1]):
        raise SemanticsError(f"pto.{op}: the valid region {vr}x{vc} is outside a {x.shape[0]}x{x.shape[1]} tile")
    return vr, vc


def _tile_output(op: str, r: Arr, dst: Any) -> Arr | None:
    """The result region: written into dst's valid region when dst is a Tile (None is returned);
    into a copy of dst when it is an array (the rest of it kept); else returned as it is."""
    if isinstance(dst, Tile):
        dst.write(r)
        return None
    if dst is None:
        return r
    full = np.array(dst, copy=True)
    if full.ndim != 2 or full.shape[0] < r.shape[0] or full.shape[1] < r.shape[1] or full.dtype != r.dtype:
        raise SemanticsError(f"pto.{op}: dst must be a 2-D {r.dtype} array at least {r.shape[0]}x{r.shape[1]}")
    full[:r.shape[0], :r.shape[1]] = r
    return full


def _tile_scalar(op: str, value: Any, dtype: np.dtype[Any]) -> Any:
    """A scalar operand as the element type (PTOAS lets it be any integer or float type)."""
    if isinstance(value, np.ndarray) and value.ndim:
        raise SemanticsError(f"pto.{op}: the scalar must be one value")
    with np.errstate(all="ignore"):
        if _is_float(dtype):
            return dtype.type(float(value))
        return np.asarray(int(value)).astype(dtype)[()]


def _round_eval(v: Arr, dtype: np.dtype[Any], how: str | None) -> Arr:
    """Doubles to T: rounded once, or (`via_f32`, the CPU simulator's half path: expf on a float)
    to f32 first and then to T."""
    if how == "via_f32" and dtype.itemsize < 4:
        v = v.astype(np.float32).astype(np.float64)
    return _round_f64(v, dtype)


def _as_elem(v: Any, dtype: np.dtype[Any]) -> Arr:
    """as_elem(v) in an element expression: v rounded to the element type, as a vector op's
    result is (one step of a chain of ops); under float_eval f64 the value stays a double."""
    a = np.asarray(v)
    if a.dtype == np.float64 and dtype != np.float64:
        return _round_f64(a, dtype).astype(np.float64)
    return a.astype(dtype)


def _first_nan(r: Arr, operands: tuple[Any, ...]) -> Arr:
    """x86 arithmetic's NaN (nan: x86_first) for an f32 result: where the result is NaN and an
    operand is, the first NaN operand in the expression's order, quieted (numpy does not promise
    which of two NaN operands it returns). Halves are computed through float in an order of the
    compiler's; numpy's f16 loops give the CPU simulator's bits there (measured), so they stay."""
    if r.dtype != np.float32:
        return r
    out = r
    result_nan = np.isnan(r)
    if not result_nan.any():
        return r
    for v in reversed(operands):  # the first operand, written last, wins
        a = np.broadcast_to(np.asarray(v, dtype=r.dtype), r.shape)
        nan = result_nan & np.isnan(a)
        if nan.any():
            if out is r:
                out = r.copy()
            out[nan] = (a[nan].view(np.uint32) | np.uint32(0x00400000)).view(np.float32)
    return out
