"""Packed masks in tiles: compares that write one (tcmp, tcmps) and selects that read one (tsel, tsels).

Source: generator/runtime/tile_masks.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

A compare writes one bit per element of its sources' valid region into a tile read as bytes: bit
j of a row's run is bit j % 8 of the run's byte j // 8 (a u32 element holds 32 of them,
little-endian, the same bytes). Where each run starts and what else of dst is written is the
target's `packing` (the op's YAML names it per target; D-TCMP-PACKING, D-TCMP-OUTSIDE):

- rows (A5 tcmp): row i from byte i x dst's row bytes, zero bits to the end of its last
  predicate store (256 elements for 8-bit T, else 128); no other byte changes.
- stream (A5 tcmps): one stream from dst's first byte, row i from bit i x C where PTOAS's 1-D
  form runs (the rows packed without gaps), else after the previous row's whole stores.
- zeroed_rows (CPU tcmp): dst zeroed, then row i's bits in dst row i, at most dst's valid columns
  of elements.
- zeroed_stream (CPU tcmps): dst zeroed; every row of the source tile, columns // 8 bytes each,
  into one stream laid into dst's valid region row after row; eq and ne within the op's
  tolerance in double.
- repeats (A2/A3): row i from byte i x dst's row bytes over whole 256-byte repeats, the bits past
  the valid columns comparing the elements that follow in memory; i32 and ne compare eq, and ne
  then inverts dst's first R rows; tcmps compares 16-bit integers as f16 (D-TCMP-A2A3).

A select reads row i's bits from byte i x the mask's row bytes (`rows`), or, on the CPU
simulator's tsel, as one stream over dst's valid region, 8 bits of each mask element along the
mask's valid columns (`stream`; D-TSEL-MASK).

Tiles in (as `ptoisa run` passes them): dst is written in place and None returned. Arrays in: a
mask or compare destination is a 2-D array of its elements (its rows, its row bytes follow from
its columns); the result is a copy of `dst` with what the op writes (a zeroed 8-bit tile when
`dst` is not given).
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np
from numpy.typing import NDArray

from .._tables import TILE_ROW_ALIGN, _NAME_OF, _VBITS
from .base import Arr, SemanticsError, _dtype_name
from .tiles import Tile, _tile_output, _tile_scalar

Relation = Callable[[Any, Any], Any]


def _store_elements(itemsize: int) -> int:
    """Source elements per A5 predicate store: a b8 mask stored whole (NORM, 256 bits), else one
    bit per element of 128 (PK)."""
    return _VBITS if itemsize == 1 else _VBITS // 2


class _Source:
    """A compared or selected tile: its whole matrix, and its memory in order for the targets that
    read past the valid region (an array stands for a tile whose memory ends with it, then zeros)."""

    def __init__(self, op: str, name: str, value: Any):
        if isinstance(value, Tile):
            if value.blayout != "RowMajor" or value.slayout != "NoneBox":
                raise SemanticsError(f"pto.{op}: %{name} must be a row-major none_box tile")
            self.tile: Tile | None = value
            self.full: Arr = value.values()
        else:
            x = np.asarray(value)
            if x.ndim != 2:
                raise SemanticsError(f"pto.{op}: a tile is a 2-D array (rows, cols)")
            self.tile, self.full = None, x
        self.rows, self.cols = int(self.full.shape[0]), int(self.full.shape[1])

    def following(self, op: str, row: int, n: int) -> Arr:
        """`n` elements in memory order from the start of row `row`."""
        dtype = self.full.dtype
        start = row * self.cols
        if self.tile is not None:
            first = self.tile.addr + start * dtype.itemsize
            last = first + n * dtype.itemsize
            if last > len(self.tile.mem):
                raise SemanticsError(f"pto.{op}: the compare reads {n} elements from row {row}, past the end of "
                                     f"its memory ({len(self.tile.mem)} bytes)")
            got: Arr = self.tile.mem[first:last].view(dtype)
            return got
        flat = np.ascontiguousarray(self.full).reshape(-1)
        out = np.zeros(n, dtype)
        part = flat[start:start + n]
        out[:len(part)] = part
        return out


class _Bytes:
    """A destination or mask tile as bytes: `flat` (written in place for a tile; a copy of an
    array), `row_bytes`, its valid shape and element type; `result` is what an array call returns."""

    def __init__(self, op: str, name: str, value: Any, default: tuple[int, int] | None = None):
        if isinstance(value, Tile):
            if value.blayout != "RowMajor" or value.slayout != "NoneBox":
                raise SemanticsError(f"pto.{op}: %{name} must be a row-major none_box tile")
            arr = value.values()
            self.flat: NDArray[np.uint8] = value.mem[value.addr:value.addr + value.nbytes]
            self.valid = (value.valid_rows, value.valid_cols)
            self.result: Arr | None = None
        else:
            if value is None:
                if default is None:
                    raise SemanticsError(f"pto.{op}: %{name} must be given")
                arr = np.zeros(default, np.uint8)
            else:
                arr = np.array(value, copy=True, order="C")
                if arr.ndim != 2 or arr.dtype.kind not in "iu":
                    raise SemanticsError(f"pto.{op}: %{name} must be a 2-D integer array (rows, cols)")
            self.flat = arr.reshape(-1).view(np.uint8)
            self.valid = (int(arr.shape[0]), int(arr.shape[1]))
            self.result = arr
        self.matrix = arr
        self.rows, self.cols = int(arr.shape[0]), int(arr.shape[1])
        self.itemsize = arr.dtype.itemsize
        self.row_bytes = self.cols * self.itemsize
        self.elem = _NAME_OF.get(arr.dtype, str(arr.dtype))

    def put(self, op: str, at: int, data: NDArray[np.uint8]) -> None:
        if at + len(data) > len(self.flat):
            raise SemanticsError(f"pto.{op}: the mask needs bytes {at}..{at + len(data) - 1}, but dst holds "
                                 f"{len(self.flat)} ({self.rows}x{self.cols} {self.elem})")
        self.flat[at:at + len(data)] = data


def _packed(bits: Arr) -> NDArray[np.uint8]:
    """Bits along the last axis, 8 to a byte, bit j in byte j // 8 at bit j % 8."""
    return np.packbits(np.asarray(bits, dtype=bool), axis=-1, bitorder="little")


def _ptoas_one_d(rows: int, cols: int, src_cols: int, dst: _Bytes, per_store: int) -> bool:
    """Whether PTOAS's tcmps runs its 1-D template (rows packed without gaps): its
    require_predicate_compare_1d with a flattened destination, for a static valid shape."""
    store_bytes = per_store // 8
    stores = -(-cols // per_store)
    if dst.row_bytes % TILE_ROW_ALIGN or dst.row_bytes < stores * store_bytes:  # (rows of whole 32-byte blocks)
        return False
    if rows == 1:
        return src_cols >= stores * per_store
    contiguous = cols == src_cols
    if dst.row_bytes >= src_cols * dst.itemsize:  # a dst row has room for a source row
        return contiguous and dst.rows * dst.row_bytes >= -(-(rows * cols) // per_store) * store_bytes
    return contiguous and cols % per_store == 0 and dst.row_bytes == stores * store_bytes


def _relation(packing: str, relations: dict[str, Relation], mode: str, name: str,
              tolerance: float | None) -> Relation:
    """What the target compares for `mode`: eq and ne within `tolerance` in double where the
    target has one (the CPU simulator's tcmps: D-TCMPS-CPU-EQ); A2/A3's repeats differ too."""
    if tolerance is not None and mode in ("eq", "ne"):
        def near(x: Any, s: Any) -> Any:
            d = np.abs(np.asarray(x).astype(np.float64) - np.float64(s))
            if mode == "eq":
                return d < tolerance
            return np.isnan(np.asarray(x).astype(np.float64)) | bool(np.isnan(np.float64(s))) | (d > tolerance)
        return near
    if packing == "repeats" and (mode == "ne" or name == "i32"):
        return relations["eq"]
    return relations[mode]


def compare_tile(op: str, legal: tuple[str, ...], srcs: tuple[Any, ...], scalar: Any, dst: Any, mode: str,
                 relations: dict[str, Relation], packing: str, tolerance: float | None, dst_types: tuple[str, ...],
                 valid_rows: Any, valid_cols: Any) -> Arr | None:
    """tcmp (two sources) or tcmps (one source and `scalar`): the mask of `relations[mode]` over
    the sources' valid region, written into dst as `packing` lays it out."""
    sources = [_Source(op, name, s) for name, s in zip(("src0", "src1") if len(srcs) > 1 else ("src",), srcs)]
    first = sources[0]
    if first.tile is not None:
        vr, vc = first.tile.valid_rows, first.tile.valid_cols
        for s in sources[1:]:
            if s.tile is None or (s.tile.valid_rows, s.tile.valid_cols) != (vr, vc):
                raise SemanticsError(f"pto.{op}: src1's valid shape must equal src0's ({vr}x{vc})")
        if not isinstance(dst, Tile):
            raise SemanticsError(f"pto.{op}: tiles in, a tile out: pass the mask tile as dst=")
        if dst.valid_rows != vr:
            raise SemanticsError(f"pto.{op}: dst's valid rows ({dst.valid_rows}) must equal the source's ({vr})")
    else:
        vr = first.rows if valid_rows is None else int(valid_rows)
        vc = first.cols if valid_cols is None else int(valid_cols)
        for s in sources:
            if s.tile is not None:
                raise SemanticsError(f"pto.{op}: pass all sources as tiles or all as arrays")
            if not (0 <= vr <= s.rows and 0 <= vc <= s.cols):
                raise SemanticsError(f"pto.{op}: the valid region {vr}x{vc} is outside a {s.rows}x{s.cols} tile")
    name = _dtype_name(op, first.full, legal)
    for s in sources[1:]:
        if s.full.dtype != first.full.dtype:
            raise SemanticsError(f"pto.{op}: the sources' element types differ")
    dtype = first.full.dtype
    itemsize = dtype.itemsize
    per_store = _store_elements(itemsize) if packing != "repeats" else _VBITS // itemsize
    need = -(-vc // per_store) * per_store // 8 if packing in ("rows", "stream", "repeats") else -(-vc // 8)
    out = _Bytes(op, "dst", dst, (first.rows, -(-max(first.cols, need, 1) // 32) * 32))
    if out.elem not in dst_types:
        raise SemanticsError(f"pto.{op}: a {out.elem} mask tile is not legal on this target "
                             f"(legal: {', '.join(dst_types)})")
    relation = _relation(packing, relations, mode, name, tolerance)
    other: Any = None
    if len(sources) == 1:
        other = _tile_scalar(op, scalar, dtype)
        if packing == "repeats" and name in ("i16", "u16"):  # compared as f16 bit patterns (D-TCMP-A2A3)
            other = np.asarray(other).view(np.float16)[()]

    def compare(a: Arr, b: Any) -> Arr:
        if packing == "repeats" and name in ("i16", "u16"):
            a = a.view(np.float16)
        with np.errstate(all="ignore"):
            return np.asarray(relation(a, b), dtype=bool)

    if packing == "repeats":
        span = -(-vc // per_store) * per_store
        for i in range(vr):
            b = other if len(sources) == 1 else sources[1].following(op, i, span)
            out.put(op, i * out.row_bytes, _packed(compare(sources[0].following(op, i, span), b)))
        if mode == "ne":
            end = min(vr * out.row_bytes, len(out.flat))
            out.flat[:end] = ~out.flat[:end]
        return out.result
    region = first.full[:vr, :vc]
    bits = compare(region, other if len(sources) == 1 else sources[1].full[:vr, :vc]).reshape(vr, vc)
    if packing == "rows":
        span = -(-vc // per_store) * per_store
        row = np.zeros((vr, span), bool)
        row[:, :vc] = bits
        packed = _packed(row)
        for i in range(vr):
            out.put(op, i * out.row_bytes, packed[i])
    elif packing == "stream":
        if _ptoas_one_d(vr, vc, first.cols, out, per_store):
            stream = bits.reshape(-1)
        else:
            padded = np.zeros((vr, -(-vc // per_store) * per_store), bool)
            padded[:, :vc] = bits
            stream = padded.reshape(-1)
        whole = np.zeros(-(-len(stream) // per_store) * per_store, bool)
        whole[:len(stream)] = stream
        out.put(op, 0, _packed(whole))
    elif packing == "zeroed_rows":
        out.flat[:] = 0
        per_elem = 8 * out.itemsize
        words = min(-(-vc // per_elem), out.valid[1])
        kept = min(vc, words * per_elem)
        row = np.zeros((vr, words * per_elem), bool)
        row[:, :kept] = bits[:, :kept]
        packed = _packed(row)
        for i in range(vr):
            out.put(op, i * out.row_bytes, packed[i])
    elif packing == "zeroed_stream":
        out.flat[:] = 0
        whole = np.zeros((first.rows, first.cols), bool)
        whole[:vr, :vc] = bits
        per_row = first.cols // 8
        stream = _packed(whole[:, :per_row * 8]).reshape(-1)
        dr, dc = out.valid
        n = min(len(stream), out.rows * out.cols, dr * dc) if dc else 0
        c = np.arange(n)
        out.matrix.reshape(out.rows, out.cols)[c // dc, c % dc] = stream[:n].view(out.matrix.dtype)
    else:
        raise SemanticsError(f"pto.{op}: unknown packing {packing!r}")
    return out.result


def select_tile(op: str, legal: tuple[str, ...], mask: Any, srcs: tuple[Any, ...], scalar: Any, dst: Any,
                packing: str, mask_types: tuple[str, ...], valid_rows: Any, valid_cols: Any,
                same_valid: bool) -> Arr | None:
    """tsel (two sources) or tsels (one source and `scalar`): each element of dst's valid region
    from the first source where its mask bit is 1, else from the second source or the scalar."""
    if isinstance(dst, Tile):
        vr, vc = dst.valid_rows, dst.valid_cols
    names = ("src0", "src1") if len(srcs) > 1 else ("src",)
    regions = []
    for n, (name, s) in enumerate(zip(names, srcs)):
        if isinstance(s, Tile):
            if not isinstance(dst, Tile):
                raise SemanticsError(f"pto.{op}: tiles in, a tile out: pass the destination tile as dst=")
            if same_valid and (s.valid_rows, s.valid_cols) != (vr, vc):
                raise SemanticsError(f"pto.{op}: %{name}'s valid shape {s.valid_rows}x{s.valid_cols} differs from "
                                     f"dst's {vr}x{vc}")
            full = s.values()
        else:
            full = np.asarray(s)
            if full.ndim != 2:
                raise SemanticsError(f"pto.{op}: a tile is a 2-D array (rows, cols)")
            if not isinstance(dst, Tile) and n == 0:
                vr = full.shape[0] if valid_rows is None else int(valid_rows)
                vc = full.shape[1] if valid_cols is None else int(valid_cols)
        if full.shape[0] < vr or full.shape[1] < vc:
            raise SemanticsError(f"pto.{op}: %{name} ({full.shape[0]}x{full.shape[1]}) is smaller than the valid "
                                 f"region {vr}x{vc}")
        regions.append(full[:vr, :vc])
    name = _dtype_name(op, regions[0], legal)
    for x in regions[1:]:
        if x.dtype != regions[0].dtype:
            raise SemanticsError(f"pto.{op}: the sources' element types differ")
    if isinstance(dst, Tile) and dst.elem != name:
        raise SemanticsError(f"pto.{op}: dst holds {dst.elem}, the sources {name}")
    m = _Bytes(op, "mask", mask)
    if m.elem not in mask_types:
        raise SemanticsError(f"pto.{op}: a {m.elem} mask tile is not legal (legal: {', '.join(mask_types)})")
    i = np.arange(vr)[:, None]
    j = np.arange(vc)[None, :]
    if packing == "rows":
        at = i * m.row_bytes + j // 8
        if at.size and int(at.max()) >= len(m.flat):
            raise SemanticsError(f"pto.{op}: row {vr - 1} of the valid region needs mask byte {int(at.max())}; the "
                                 f"mask tile holds {len(m.flat)}")
        bits = (m.flat[at] >> (j % 8)) & 1
    elif packing == "stream":
        mc = m.valid[1]
        k = i * vc + j
        e = k // 8
        if e.size and (mc == 0 or int(e.max()) // mc >= m.rows):
            raise SemanticsError(f"pto.{op}: the valid region needs {int(e.max()) + 1} mask elements along "
                                 f"{mc} valid columns; the mask tile has {m.rows} rows")
        elems = m.matrix[e // mc, e % mc].astype(np.int64) & 0xFF  # the low 8 bits of each element
        bits = (elems >> (k % 8)) & 1
    else:
        raise SemanticsError(f"pto.{op}: unknown packing {packing!r}")
    first = regions[0]
    other = regions[1] if len(regions) > 1 else np.full(first.shape, _tile_scalar(op, scalar, first.dtype), first.dtype)
    r = np.where(bits.astype(bool), first, other)
    return _tile_output(op, r.astype(first.dtype, copy=False), dst)
