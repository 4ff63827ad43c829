"""The memories the memory ops read and write in place (`Ptr` into a flat byte array),
bounds and alignment checks, the unaligned-stream state, the special registers, and the
DMA burst loop with its registers and atomic modes.

Source: generator/runtime/memory.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np
from numpy.typing import ArrayLike, NDArray

from .._tables import MEMORY_ADDRESS_BYTES, MEMORY_ALIGN, _DTYPES, _LANES, _TARGET_NAMES, _VBITS
from .args import _index_arg
from .arith import _canonical_nan, _round_f64
from .base import Arr, SemanticsError, _dtype_name, _is_float
from .watch import touched, touched_at


class Ptr(NamedTuple):
    """A !pto.ptr<elem, space>: a byte address `addr` in `mem`, the whole memory of `space`
    ("gm" or "ub") as a flat uint8 array that loads, stores and DMA copies read and write in
    place. `elem` is the element type name (f32, u16, ...; any name where only bytes move)."""

    mem: NDArray[np.uint8]
    addr: int
    elem: str
    space: str


def _ptr_arg(op: str, name: str, value: Any, spaces: tuple[str, ...]) -> Ptr:
    """A pointer operand: a Ptr into one of `spaces`, its memory a flat uint8 array."""
    if not isinstance(value, Ptr):
        raise SemanticsError(f"pto.{op}: %{name} must be a Ptr (memory, address, element type, space), got {value!r}")
    if value.space not in spaces:
        raise SemanticsError(f"pto.{op}: %{name} must point into {' or '.join(spaces)}, not {value.space}")
    mem = value.mem
    if not isinstance(mem, np.ndarray) or mem.dtype != np.uint8 or mem.ndim != 1:
        raise SemanticsError(f"pto.{op}: %{name}'s memory must be a flat uint8 array")
    return value


def _elem_bytes(op: str, name: str, elem: str) -> int:
    """Bytes per element of a pointer's element type (offsets count elements)."""
    if elem not in _DTYPES:
        raise SemanticsError(f"pto.{op}: %{name} points to {elem}, whose size this database does not know "
                             f"(known: {', '.join(_DTYPES)})")
    return _DTYPES[elem].itemsize


class GmAllocation:
    """A GM buffer as its host allocated it, `size` bytes, in a longer array whose tail stands
    for what lies past the allocation on a device: a read there is recorded (`read_past`
    decides what happens: a warning, or an error under --strict), a write is an error. The
    interpreter registers each argument's buffer around a run (`use_gm_allocations`)."""

    __slots__ = ("name", "size", "read_past")

    def __init__(self, name: str, size: int, read_past: Any = None):
        self.name, self.size, self.read_past = name, size, read_past


_GM_ALLOCATIONS: dict[int, GmAllocation] = {}  # id of the buffer's array -> its allocation


def use_gm_allocations(allocations: dict[int, GmAllocation]) -> None:
    """The GM buffers of the run about to start (by id of their arrays); {} after it."""
    _GM_ALLOCATIONS.clear()
    _GM_ALLOCATIONS.update(allocations)


def _gm_access(op: str, mem: Any, start: int, end: int, verb: str) -> None:
    """Bytes start..end-1 of the GM array `mem` are read or written: past its allocation a
    write is an error and a read goes to the allocation's `read_past`."""
    a = _GM_ALLOCATIONS.get(id(mem)) if _GM_ALLOCATIONS else None
    if a is None or end <= a.size:
        return
    if verb == "writes":
        raise SemanticsError(f"pto.{op}: writes bytes {start}..{end - 1} of GM argument %{a.name}, past its "
                             f"allocation ({a.size} bytes)")
    if a.read_past is not None:
        a.read_past(op, a, max(start, a.size), end)


def _past_allocation(mem: Any, end: int) -> bool:
    """Whether bytes up to end-1 of the GM array `mem` reach past its allocation."""
    a = _GM_ALLOCATIONS.get(id(mem)) if _GM_ALLOCATIONS else None
    return a is not None and end > a.size


def _limit(ptr: Ptr, target: str) -> int:
    """The bytes of ptr's memory an access may touch: the buffer, within the target's size."""
    size = MEMORY_ADDRESS_BYTES.get(ptr.space, {}).get(_TARGET_NAMES.get(str(target).lower(), "a5"))
    return len(ptr.mem) if size is None else min(size, len(ptr.mem))


def _span(op: str, ptr: Ptr, start: int, nbytes: int, verb: str, target: str, exact: bool = True) -> None:
    """Bytes start .. start + nbytes - 1 of ptr's memory must exist; they are what the op
    `verb`s (told to the sanitizers, watch.py) unless not `exact` (the caller tells them)."""
    if nbytes <= 0:
        return
    end = _limit(ptr, target)
    if start < 0:
        raise SemanticsError(f"pto.{op}: {verb} bytes {start}..{start + nbytes - 1} of {ptr.space}, before its start")
    if start + nbytes > end:
        raise SemanticsError(f"pto.{op}: {verb} bytes {start}..{start + nbytes - 1} of {ptr.space}, "
                             f"past its end ({end} bytes)")
    if ptr.space == "gm":
        _gm_access(op, ptr.mem, start, start + nbytes, verb)
    if exact:
        touched(ptr.mem, start, start + nbytes, verb == "writes")


def _aligned(op: str, address: int, align: int, why: str) -> None:
    if align > 1 and address % align:
        raise SemanticsError(f"pto.{op}: address {address} is not {align}-byte aligned ({why})")


def _count_arg(op: str, name: str, value: Any) -> int:
    """A non-negative integer operand (a count, stride or length)."""
    number = _index_arg(op, name, value)
    if number < 0:
        raise SemanticsError(f"pto.{op}: %{name} must not be negative, got {number}")
    return number


def _not_modelled(op: str, attr: str, value: str, table: dict[str, str]) -> None:
    if value in table:
        raise SemanticsError(f"pto.{op}: {attr} {value!r} is not modelled: no public source defines it precisely "
                             f"enough ({table[value]})")


class Mask(np.ndarray):
    """A mask whose 256-bit predicate image sets bits besides its lanes' (D-PREDICATE-IMAGE).

    A mask is a boolean array of its lanes (64, 128 or 256: b32, b16, b8); lane i of a bK mask is
    predicate bit i × K/8, and a mask made from lanes (pset, plt, vcmp, ...) sets no other bit of
    the image. The ops that move the image's bits as bits (ppack, punpack, pbitcast, plds, pldi and
    the logic ops over such masks) may leave bits between the lanes set; their result is then a
    Mask: still the boolean array of its lanes, with the whole image in `image` (256 booleans).
    An array derived from a Mask (a slice, a copy, `~m`) is lanes only; where the lanes and the
    image disagree (a Mask written in place), the lanes win."""

    image: Arr | None

    def __new__(cls, lanes: ArrayLike, image: ArrayLike) -> Mask:
        obj = np.asarray(lanes, dtype=bool).view(cls)
        obj.image = np.array(image, dtype=bool)
        return obj

    def __array_finalize__(self, obj: Any) -> None:
        self.image = None  # derived arrays carry their lanes only


def _image_mask(image: Arr, lanes: int) -> Arr:
    """The mask of `lanes` lanes a 256-bit predicate image gives: its lanes are bits i × 256/lanes;
    a Mask carrying the image when it sets any other bit, else a plain boolean array."""
    step = _VBITS // lanes
    out: Arr = image[::step].copy()
    if step > 1 and np.count_nonzero(image) != np.count_nonzero(out):
        return Mask(out, image)
    return out


def predicate_image(mask: ArrayLike) -> Arr:
    """The 256-bit predicate image of a mask (a boolean array of 256, 128 or 64 lanes, or a Mask):
    its lanes at bits i × K/8 of a bK mask, and the other bits a Mask carries (D-PREDICATE-IMAGE)."""
    return _predicate_bits("predicate_image", mask)


def _predicate_bits(op: str, mask: ArrayLike | None) -> Arr:
    """A mask as its 256-bit predicate image: lane i of a bK mask is bit i × K/8, the other bits
    those a Mask carries (none for a plain boolean array; D-PREDICATE-IMAGE)."""
    if mask is None:
        return np.ones(_VBITS, bool)
    m = np.asarray(mask)
    if m.dtype != np.bool_ or m.ndim != 1 or m.shape[0] not in (_VBITS, _VBITS // 2, _VBITS // 4):
        raise SemanticsError(f"pto.{op}: the mask must be a boolean array of 256, 128 or 64 lanes (b8, b16, b32), "
                             f"got {m.dtype} of shape {m.shape}")
    image = mask.image if isinstance(mask, Mask) else None
    bits = np.array(image, dtype=bool) if image is not None and image.shape == (_VBITS,) \
        else np.zeros(_VBITS, bool)
    bits[::_VBITS // m.shape[0]] = m
    return bits


def _register_bytes(op: str, name: str, value: ArrayLike, legal: tuple[str, ...]) -> Arr:
    """A register operand as its 256 bytes (little-endian lanes)."""
    x = np.asarray(value)
    kind = _dtype_name(op, x, legal)
    if x.ndim != 1 or x.shape[0] != _LANES[kind]:
        raise SemanticsError(f"pto.{op}: %{name} must be one !pto.vreg<{_LANES[kind]}x{kind}> (a 1-D array of "
                             f"{_LANES[kind]} lanes), got shape {x.shape}")
    result: Arr = np.ascontiguousarray(x).view(np.uint8)
    return result


def _mask_arg(op: str, name: str, value: ArrayLike | None, lanes: int | None = None) -> Arr:
    """A mask operand: a boolean array of 64, 128 or 256 lanes (of `lanes` when given); None is all lanes."""
    if value is None and lanes is not None:
        return np.ones(lanes, bool)
    m = np.asarray(value)
    if m.dtype != np.bool_ or m.ndim != 1 or m.shape[0] not in (_VBITS, _VBITS // 2, _VBITS // 4) \
            or (lanes is not None and m.shape[0] != lanes):
        want = f"{lanes} lanes" if lanes is not None else "256, 128 or 64 lanes (b8, b16, b32)"
        raise SemanticsError(f"pto.{op}: %{name} must be a boolean mask of {want}, got {m.dtype} of shape {m.shape}")
    return m


class Align(NamedTuple):
    """A !pto.align value: the state an unaligned stream threads from step to step.

    `kind` is "load" (made by pto.vldas, advanced by pto.vldus) or "store" (made empty by
    pto.init_align, advanced by the unaligned stores, written out by a flush). For a load,
    `data` is the 32-byte block at `addr` (empty when that block lies past the memory's end:
    a later load from it is an error). For a store, `data` is the stream's bytes not yet
    written (fewer than 32), which end at byte address `addr` (-1 before the first step)."""

    kind: str
    addr: int
    data: bytes


def _align_arg(op: str, name: str, value: Any, kind: str) -> Align:
    """An align operand of the stream kind the op needs."""
    if not isinstance(value, Align) or value.kind != kind:
        start = "pto.vldas" if kind == "load" else "pto.init_align"
        raise SemanticsError(f"pto.{op}: %{name} must be a {kind} align state (from {start} or an earlier "
                             f"{kind} of the stream), got {value!r}")
    return value


def _align_block(src: Ptr, block: int, target: str) -> Align:
    """The load state for the 32-byte block at `block` (empty when the block is past the end)."""
    if block < 0 or block + 32 > _limit(src, target):
        return Align("load", block, b"")
    return Align("load", block, bytes(src.mem[block:block + 32]))


def _align_block_checked(op: str, src: Ptr, target: str) -> Align:
    """The load state pto.vldas primes: the 32-byte block holding src.addr, which must exist."""
    block = src.addr - src.addr % 32
    _span(op, src, block, 32, "reads", target)
    return _align_block(src, block, target)


def _align_load(op: str, src: Ptr, state: Align, nbytes: int, target: str) -> tuple[Arr, Align]:
    """`nbytes` bytes from src.addr: the first from the state's block, which must be the 32-byte
    block holding the address, the rest from memory; and the state for the block `nbytes` on."""
    block = src.addr - src.addr % 32
    if state.addr != block or len(state.data) != 32:
        held = f"the block at {state.addr}" if state.data else f"no block (the block at {state.addr} is past the end)"
        raise SemanticsError(f"pto.{op}: the align state holds {held}, but address {src.addr} needs the block at "
                             f"{block} (prime the stream with pto.vldas at this address)")
    rest = src.addr + nbytes - (block + 32)
    _span(op, src, block + 32, rest, "reads", target)
    window = np.concatenate([np.frombuffer(state.data, np.uint8), src.mem[block + 32:block + 32 + max(rest, 0)]])
    out: Arr = window[src.addr - block:src.addr - block + nbytes].copy()
    return out, _align_block(src, block + nbytes, target)


def _align_store(op: str, state: Align, dst: Ptr, at: int, data: Arr, target: str) -> Align:
    """Append `data` to the stream at byte address `at`: the stream's bytes up to the last 32-byte
    boundary they reach are written, the rest kept in the returned state."""
    if state.data and state.addr != at:
        raise SemanticsError(f"pto.{op}: the stream's {len(state.data)} buffered bytes end at address {state.addr}, "
                             f"but this step continues it at {at}")
    _span(op, dst, at, int(data.size), "writes", target)
    start = at - len(state.data)
    stream = state.data + data.tobytes()
    end = at + int(data.size)
    cut = end - end % 32
    if cut > start:
        dst.mem[start:cut] = np.frombuffer(stream[:cut - start], np.uint8)
        stream = stream[cut - start:]
    return Align("store", end, stream)


def _align_flush(op: str, state: Align, dst: Ptr, at: int, target: str) -> None:
    """Write the stream's buffered bytes so that they end at byte address `at`."""
    if state.data and state.addr != at:
        raise SemanticsError(f"pto.{op}: the stream's {len(state.data)} buffered bytes end at address {state.addr}, "
                             f"but the flush names {at}")
    n = len(state.data)
    _span(op, dst, at - n, n, "writes", target)
    if n:
        dst.mem[at - n:at] = np.frombuffer(state.data, np.uint8)


def _spr_state(op: str, spr: Any) -> dict[str, int]:
    if not isinstance(spr, dict):
        raise SemanticsError(f"pto.{op}: spr must be the caller's special-register dictionary "
                             f"(register name to value), got {spr!r}")
    return spr


def _load(op: str, src: Ptr, address: int, unit: int, index: Arr, align: int, dist: str, target: str) -> Arr:
    """Bytes of the registers: unit i takes memory unit index[i] (of `unit` bytes) from `address`, or 0
    where it is negative."""
    _aligned(op, address, align, f"dist {dist}")
    used = index[index >= 0]
    footprint = (int(used.max()) + 1) * unit if used.size else 0
    _span(op, src, address, footprint, "reads", target)
    units = src.mem[address:address + footprint].reshape(-1, unit)
    out = np.zeros((index.shape[0], unit), np.uint8)
    out[index >= 0] = units[used]
    result: Arr = out.reshape(-1)
    return result


def _load_bits(op: str, src: Ptr, address: int, index: Arr, align: int, dist: str, target: str) -> Arr:
    """The 256 predicate bits: bit i takes memory bit index[i] from `address` (little-endian by bit)."""
    _aligned(op, address, align, f"dist {dist}")
    used = index[index >= 0]
    nbytes = (int(used.max()) + 8) // 8 if used.size else 0
    _span(op, src, address, nbytes, "reads", target)
    memory_bits = np.unpackbits(src.mem[address:address + nbytes], bitorder="little").astype(bool)
    out = np.zeros(index.shape[0], bool)
    out[index >= 0] = memory_bits[used]
    return out


def _store_bits(op: str, image: Arr, dst: Ptr, address: int, index: Arr, align: int, dist: str, target: str) -> None:
    """Predicate bit i goes to memory bit index[i] from `address` (negative: not written)."""
    _aligned(op, address, align, f"dist {dist}")
    used = index >= 0
    nbytes = (int(index[used].max()) + 8) // 8 if used.any() else 0
    _span(op, dst, address, nbytes, "writes", target)
    memory_bits = np.unpackbits(dst.mem[address:address + nbytes], bitorder="little")
    memory_bits[index[used]] = image[used]
    dst.mem[address:address + nbytes] = np.packbits(memory_bits, bitorder="little")


def _store(op: str, raw: Arr, dst: Ptr, address: int, unit: int, to: int, index: Arr, active: Arr, align: int,
           dist: str, target: str) -> None:
    """Each active register unit i (of `unit` bytes) writes its low `to` bytes to memory unit index[i]."""
    _aligned(op, address, align, f"dist {dist}")
    used = index >= 0
    footprint = (int(index[used].max()) + 1) * to if used.any() else 0
    _span(op, dst, address, footprint, "writes", target, exact=False)
    write = used & active
    units = raw.reshape(-1, unit)[write, :to]
    positions = address + index[write][:, None] * to + np.arange(to)
    touched_at(dst.mem, positions, True)
    dst.mem[positions] = units


# The DMA registers of a bank (the caller's `dma` state, keyed (bank, name)) and their values
# when never set (D-DMA-REGISTERS): no extra repetition, and the pad value 0.
DMA_REGISTER_RESET: dict[str, Any] = {"loop1_count": 1, "loop2_count": 1, "loop1_src_stride": 0,
                                      "loop1_dst_stride": 0, "loop2_src_stride": 0, "loop2_dst_stride": 0,
                                      "pad_value": 0, "group_count": None, "dst_loop2_stride": None,
                                      "dst_loop3_stride": None, "dst_loop4_stride": None}


def _dma_state(op: str, dma: Any) -> dict[tuple[str, str], Any]:
    if not isinstance(dma, dict):
        raise SemanticsError(f"pto.{op}: `dma` must be the caller's dictionary of DMA registers, got {dma!r}")
    return dma


def _dma_register(dma: dict[tuple[str, str], Any], bank: str, name: str) -> Any:
    """A register's value: what the last set_* op wrote, or its reset value (D-DMA-REGISTERS)."""
    return dma.get((bank, name), DMA_REGISTER_RESET[name])


def _dma_register_loops(op: str, dma: Any, bank: str) -> list[tuple[int, int, int]]:
    """(count, src stride, dst stride) of loop1 (inner) and loop2 (outer) from the registers."""
    state = _dma_state(op, dma)
    return [(int(_dma_register(state, bank, f"loop{k}_count")), int(_dma_register(state, bank, f"loop{k}_src_stride")),
             int(_dma_register(state, bank, f"loop{k}_dst_stride"))) for k in (1, 2)]


def _atomic_mode(op: str, dma: Any) -> tuple[str, str] | None:
    """The (operation, element type) the caller's atomic registers select for a store to global
    memory, or None when the mode is none (never set: none; D-DMA-ATOMIC)."""
    if dma is None:
        return None
    state = _dma_state(op, dma)
    how = state.get(("atomic", "op"), "none")
    if how == "none":
        return None
    elem = state.get(("atomic", "type"))
    if elem is None:
        raise SemanticsError(f"pto.{op}: the atomic {how} mode is set but no atomic type is "
                             f"(pto.set_atomic_f32, _s32, ...; D-DMA-ATOMIC)")
    return str(how), str(elem)


def _atomic_combine(op: str, how: str, elem: str, old: Arr, new: Arr) -> Arr:
    """D-DMA-ATOMIC: the bytes global memory holds (`old`) combined with the bytes copied (`new`),
    both read as `elem`: add (integers wrap; floats are added exactly and rounded once to
    nearest even), max or min (a NaN wins; -0 is below +0); a NaN result is canonical."""
    dtype = _DTYPES[elem]
    if len(old) % dtype.itemsize:
        raise SemanticsError(f"pto.{op}: an atomic {how} on {elem} needs whole elements, "
                             f"got a row of {len(old)} bytes")
    a, b = old.view(dtype), new.view(dtype)
    if not _is_float(dtype):
        with np.errstate(over="ignore"):
            r = a + b if how == "add" else np.maximum(a, b) if how == "max" else np.minimum(a, b)
        return np.asarray(r, dtype=dtype).view(np.uint8)
    x, y = a.astype(np.float64), b.astype(np.float64)
    if how == "add":
        with np.errstate(invalid="ignore", over="ignore"):
            r = _round_f64(x + y, dtype)
    else:
        # signed zeros ordered by their sign bit; NaN propagates
        kx = np.where(x == 0, np.signbit(x) * -1.0, 0.0)
        ky = np.where(y == 0, np.signbit(y) * -1.0, 0.0)
        pick_y = (y > x) | ((y == x) & (ky > kx)) if how == "max" else (y < x) | ((y == x) & (ky < kx))
        r = np.where(pick_y, b, a).astype(dtype)
        r = np.where(np.isnan(x) | np.isnan(y), dtype.type(np.nan), r).astype(dtype)
    return np.ascontiguousarray(_canonical_nan(np.asarray(r, dtype=dtype))).view(np.uint8)


def _dma(op: str, src: Ptr, dst: Ptr, length: int, rows: int, src_step: int, dst_step: int,
         loops: list[tuple[int, int, int]], pad: Arr | None, dst_stride: int, target: str,
         atomic: tuple[str, str] | None = None) -> None:
    """The manual's loop: `rows` bursts of `length` bytes at src_step / dst_step apart, repeated by the
    loop groups (the first innermost); with `pad`, bytes length .. dst_stride of each row are filled;
    with `atomic` (operation, element type), each row is combined with what it overwrites."""
    outer = [(0, 0)]
    for count, s_stride, d_stride in loops:  # each group wraps the ones before it
        outer = [(s + k * s_stride, d + k * d_stride) for k in range(count) for s, d in outer]
    starts = [(s + r * src_step, d + r * dst_step) for s, d in outer for r in range(rows)]
    fill = max(0, dst_stride - length) if pad is not None else 0
    for ptr, offset, nbytes, verb in ((src, 0, length, "reads"), (dst, 1, length + fill, "writes")):
        align = MEMORY_ALIGN.get(ptr.space, 1)
        for k, row in enumerate(starts):
            if (ptr.addr + row[offset]) % align:
                raise SemanticsError(f"pto.{op}: {ptr.space} address {ptr.addr + row[offset]} (row {k}) is not "
                                     f"{align}-byte aligned")
            _span(op, ptr, ptr.addr + row[offset], nbytes, verb, target)
    for s, d in starts:
        a, b = src.addr + s, dst.addr + d
        if atomic is not None:
            touched(dst.mem, b, b + length, True)
            dst.mem[b:b + length] = _atomic_combine(op, atomic[0], atomic[1], dst.mem[b:b + length].copy(),
                                                    src.mem[a:a + length].copy())
            continue
        dst.mem[b:b + length] = src.mem[a:a + length]  # row by row: overlapping rows resolve in loop order
        if fill and pad is not None:
            dst.mem[b + length:b + length + fill] = np.resize(pad, length + fill)[length:]
