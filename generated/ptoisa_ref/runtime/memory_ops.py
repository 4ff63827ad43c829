"""The memory ops: loads and stores by distribution mode, gathers and scatters, block loads and
stores, scalar loads and stores, pointers, and the sorts: each generated function of theirs calls
one of these with its op's table.

Source: generator/runtime/memory_ops.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple

import numpy as np
from numpy.typing import NDArray

from .._tables import MEMORY_BYTES, OPS, _DTYPES, _MASK_STEP, _VBITS
from .args import _absent, _choice, _index_arg, _same_register, _scalar_arg, _spec
from .base import Arr, SemanticsError, _UINT
from .memory import (Ptr, _aligned, _count_arg, _elem_bytes, _image_mask, _load, _load_bits, _mask_arg,
                     _not_modelled, _predicate_bits, _ptr_arg, _register_bytes, _span, _store, _store_bits)


class _Dists(NamedTuple):
    """A load's or store's table (generated per op): what its distribution modes do."""

    op: str
    pointer: str  # the pointer operand's name
    offset: str  # the offset operand's name
    registers: tuple[str, ...]  # the registers moved: a store's operand names, one entry per loaded result
    predicate: bool  # a mask's 256 bits move instead of registers
    by: str  # the attribute naming the mode ("dist")
    values: tuple[str, ...]  # its values
    default: bool  # a store without it uses NORM_B of the element width (D-STORE-DEFAULT)
    modes: tuple[str, ...]  # the op's modes (plain, post_update), () when it has one
    dists: dict[str, tuple[Any, ...]]  # the op's _DISTS_ table
    not_modelled: dict[str, str]  # values no public source defines -> the decision saying so
    lanes: Callable[[str, Arr, int], Arr]  # (mode, unit i, units per register) -> memory unit (negative: none)


# (lane map, mode, units, units per register) -> the memory unit of each register unit, computed once
_LANE_MAPS: dict[tuple[Callable[[str, Arr, int], Arr], str, int, int], Arr] = {}


def _lane_map(t: _Dists, dist: str, units: int, n: int) -> Arr:
    """t.lanes at units 0 .. units - 1 under `dist`: the same every call, so kept after the first."""
    key = (t.lanes, dist, units, n)
    index = _LANE_MAPS.get(key)
    if index is None:
        index = _LANE_MAPS[key] = t.lanes(dist, np.arange(units), n)
    return index


def _load_units(t: _Dists, source: Any, offset: Any, dist: str, mode: str, dtype: str | None,
                target: str) -> tuple[list[Arr], Ptr | None]:
    """The registers (or the mask) a load reads, and the advanced pointer in mode post_update."""
    op = t.op
    _spec(op, target)
    src = _ptr_arg(op, t.pointer, source, ("ub",))
    _choice(op, t.by, dist, t.values)
    _not_modelled(op, t.by, dist, t.not_modelled)
    if t.modes:
        _choice(op, "mode", mode, t.modes)
    unit, align, _, per_offset = t.dists[dist]
    if t.predicate:
        kind = "b8" if dtype is None else dtype
        _choice(op, "dtype", kind, tuple(_MASK_STEP))
    else:
        kind = src.elem if dtype is None else dtype
        if kind not in OPS[op]:
            raise SemanticsError(f"pto.{op}: element type {kind!r} is not legal (legal: {', '.join(OPS[op])})")
    step = _index_arg(op, t.offset, offset) * (per_offset or _elem_bytes(op, t.pointer, src.elem))
    address = src.addr + (0 if mode == "post_update" else step)
    if t.predicate:
        predicate = _load_bits(op, src, address, _lane_map(t, dist, _VBITS, _VBITS), align or 1, dist, target)
        results = [_image_mask(predicate, _VBITS // _MASK_STEP[kind])]  # the whole image kept (D-PREDICATE-IMAGE)
    else:
        unit = (unit or 8 * _DTYPES[kind].itemsize) // 8
        n = _VBITS // unit
        count = len(t.registers)
        raw = _load(op, src, address, unit, _lane_map(t, dist, count * n, n), align or unit, dist, target)
        results = [raw[k * _VBITS:(k + 1) * _VBITS].view(_DTYPES[kind]) for k in range(count)]
    return results, (src._replace(addr=src.addr + step) if mode == "post_update" else None)


def _dist_load(t: _Dists, source: Any, offset: Any, dist: str, mode: str, dtype: str | None,
               target: str) -> Arr | tuple[Any, ...]:
    """A load of one register or mask: it, or (it, the advanced pointer) in mode post_update."""
    results, moved = _load_units(t, source, offset, dist, mode, dtype, target)
    return results[0] if moved is None else (results[0], moved)


def _dist_loads(t: _Dists, source: Any, offset: Any, dist: str, mode: str, dtype: str | None,
                target: str) -> tuple[Any, ...]:
    """A load of several registers: them, and the advanced pointer in mode post_update."""
    results, moved = _load_units(t, source, offset, dist, mode, dtype, target)
    return tuple(results) if moved is None else (*results, moved)


def _dist_store(t: _Dists, values: tuple[Any, ...], destination: Any, offset: Any, mask: Any, dist: Any, mode: str,
                target: str) -> Ptr | None:
    """Store the registers `values` (or a mask's bits) as `dist` says, the active units only; in
    mode post_update, return the advanced pointer."""
    op = t.op
    _spec(op, target)
    dst = _ptr_arg(op, t.pointer, destination, ("ub",))
    width = 0
    if t.predicate:
        image = _predicate_bits(op, values[0])
    else:
        raw = _register_bytes(op, t.registers[0], values[0], OPS[op])
        width = np.asarray(values[0]).dtype.itemsize * 8
        for name, value in zip(t.registers[1:], values[1:]):
            _same_register(op, name, value, np.asarray(values[0]))
            raw = np.concatenate([raw, _register_bytes(op, name, value, OPS[op])])
    if t.default and dist is None:
        dist = f"NORM_B{min(width, 32)}"
    _choice(op, t.by, dist, t.values)
    _not_modelled(op, t.by, dist, t.not_modelled)
    if t.modes:
        _choice(op, "mode", mode, t.modes)
    unit, align, _, per_offset, to, masked = t.dists[dist]
    step = _index_arg(op, t.offset, offset) * (per_offset or _elem_bytes(op, t.pointer, dst.elem))
    address = dst.addr + (0 if mode == "post_update" else step)
    if t.predicate:
        _store_bits(op, image, dst, address, _lane_map(t, dist, _VBITS, _VBITS), align or 1, dist, target)
    else:
        unit = (unit or width) // 8
        n = _VBITS // unit
        count = len(t.registers)
        index = _lane_map(t, dist, count * n, n)
        active = np.tile(_predicate_bits(op, mask if masked else None)[::unit], count)
        _store(op, raw, dst, address, unit, (to or 8 * unit) // 8, index, active, align or unit, dist, target)
    if mode == "post_update":
        return dst._replace(addr=dst.addr + step)
    return None


def _offsets_arg(op: str, name: str, offsets: Any) -> Arr:
    """A gather's offsets: one register of integer lanes, read unsigned."""
    lanes = np.asarray(offsets)
    if lanes.ndim != 1 or lanes.dtype.kind not in "iu" or lanes.size * lanes.dtype.itemsize != _VBITS:
        raise SemanticsError(f"pto.{op}: %{name} must be one register of integer lanes, got {lanes.dtype} of shape {lanes.shape}")
    index: Arr = lanes.view(_UINT[lanes.dtype.itemsize]).astype(np.int64)
    return index


def _gather_elements(op: str, names: tuple[str, str, str], widen: dict[str, str], base_align: int, source: Any,
                     offsets: Any, mask: Any, target: str) -> Arr:
    """Lane i: the element at the pointer (names[0]) + unsigned offset i (names[1]) elements where the
    mask (names[2]) is set, else 0; 8-bit elements zero-extend into the types `widen` names."""
    pointer, offsets_name, mask_name = names
    _spec(op, target)
    src = _ptr_arg(op, pointer, source, ("ub",))
    index = _offsets_arg(op, offsets_name, offsets)
    if base_align:
        _aligned(op, src.addr, base_align, "the gather's base")
    kind = src.elem
    if kind not in OPS[op]:
        raise SemanticsError(f"pto.{op}: element type {kind!r} is not legal (legal: {', '.join(OPS[op])})")
    size = _DTYPES[kind].itemsize
    out_t = _DTYPES[widen.get(kind, kind)]
    if out_t.itemsize * index.size != _VBITS:
        raise SemanticsError(f"pto.{op}: {kind} gathers into {_VBITS // out_t.itemsize} lanes; %{offsets_name} has {index.size}")
    active = _mask_arg(op, mask_name, mask, index.size)
    out = np.zeros((index.size, out_t.itemsize), np.uint8)
    for i in np.nonzero(active)[0]:
        start = src.addr + int(index[i]) * size
        _aligned(op, start, size, f"lane {i}")
        _span(op, src, start, size, "reads", target)
        out[i, :size] = src.mem[start:start + size]  # 8-bit elements zero-extend into 16-bit lanes
    result: Arr = out.reshape(-1).view(out_t)
    return result


def _gather_blocks(op: str, names: tuple[str, str, str], base_align: int, source: Any, offsets: Any, mask: Any,
                   target: str) -> Arr:
    """Block k of 8: the 32 bytes at the pointer + unsigned offset k bytes where lane k of the b32
    mask is set, else 0."""
    pointer, offsets_name, mask_name = names
    _spec(op, target)
    src = _ptr_arg(op, pointer, source, ("ub",))
    index = _offsets_arg(op, offsets_name, offsets)
    if base_align:
        _aligned(op, src.addr, base_align, "the gather's base")
    active = _mask_arg(op, mask_name, mask, _VBITS // 4)[:8]
    kind = src.elem
    if kind not in OPS[op]:
        raise SemanticsError(f"pto.{op}: element type {kind!r} is not legal (legal: {', '.join(OPS[op])})")
    _aligned(op, src.addr, 32, "the block gather's base")
    out = np.zeros((8, 32), np.uint8)
    for k in np.nonzero(active)[0]:
        start = src.addr + int(index[k])
        _aligned(op, start, 32, f"block {k}")
        _span(op, src, start, 32, "reads", target)
        out[k] = src.mem[start:start + 32]
    result: Arr = out.reshape(-1).view(_DTYPES[kind])
    return result


def _scatter_elements(op: str, names: tuple[str, str, str, str], src: Any, destination: Any, offsets: Any, mask: Any,
                      target: str) -> None:
    """Each active request i writes its element (of the register names[0]) at the pointer (names[1]) +
    unsigned offset i (names[2]) elements, in lane order (D-SCATTER-ORDER)."""
    value_name, pointer, offsets_name, mask_name = names
    _spec(op, target)
    raw = _register_bytes(op, value_name, src, OPS[op])
    size = np.asarray(src).dtype.itemsize
    dst = _ptr_arg(op, pointer, destination, ("ub",))
    lanes = np.asarray(offsets)
    lane = max(size, 2)  # 8-bit values: one request per 16-bit lane, its low byte
    if lanes.ndim != 1 or lanes.dtype.kind not in "iu" or lanes.dtype.itemsize != lane or lanes.size * lane != _VBITS:
        raise SemanticsError(f"pto.{op}: %{offsets_name} must be {_VBITS // lane} integer lanes of {8 * lane} bits, "
                             f"got {lanes.dtype} of shape {lanes.shape}")
    index = lanes.view(_UINT[lane]).astype(np.int64)
    active = _mask_arg(op, mask_name, mask, index.size)
    units = raw.reshape(-1, lane)[:, :size]
    for i in np.nonzero(active)[0]:
        start = dst.addr + int(index[i]) * size
        _aligned(op, start, size, f"request {i}")
        _span(op, dst, start, size, "writes", target)
        dst.mem[start:start + size] = units[i]


def _block_starts(op: str, names: tuple[str, str, str], modes: tuple[str, ...], base: Ptr, block_stride: Any,
                  repeat_stride: Any, mask: Any, mode: str) -> tuple[int, int, int, Arr]:
    """(first block's address, block stride, repeat stride, active blocks) of a block load or store."""
    _choice(op, "mode", mode, modes)
    blocks = _index_arg(op, names[1], block_stride) & 0xFFFF
    repeats = _index_arg(op, names[2], repeat_stride) & 0xFFFF
    start = base.addr + (0 if mode == "post_update" else repeats * 32)
    return start, blocks, repeats, _predicate_bits(op, mask)[::4][:8]


def _block_load(op: str, names: tuple[str, str, str], modes: tuple[str, ...], source: Any, block_stride: Any,
                repeat_stride: Any, mask: Any, mode: str, dtype: str | None, target: str) -> Arr | tuple[Any, ...]:
    """Block k of 8 from the pointer (names[0]) + (repeat stride + k x block stride) x 32 bytes where
    lane k of the b32 mask is set, else 0 (D-BLOCK-MASK); and the advanced pointer in post_update."""
    _spec(op, target)
    base = _ptr_arg(op, names[0], source, ("ub",))
    start, blocks, repeats, active = _block_starts(op, names, modes, base, block_stride, repeat_stride, mask, mode)
    kind = base.elem if dtype is None else dtype
    if kind not in OPS[op]:
        raise SemanticsError(f"pto.{op}: element type {kind!r} is not legal (legal: {', '.join(OPS[op])})")
    out = np.zeros((8, 32), np.uint8)
    for k in np.nonzero(active)[0]:
        at = start + int(k) * blocks * 32
        _aligned(op, at, 32, f"block {k}")
        _span(op, base, at, 32, "reads", target)
        out[k] = base.mem[at:at + 32]
    result: Arr = out.reshape(-1).view(_DTYPES[kind])
    if mode == "post_update":
        return result, base._replace(addr=base.addr + repeats * 32)
    return result


def _block_store(op: str, names: tuple[str, str, str, str], modes: tuple[str, ...], src: Any, destination: Any,
                 block_stride: Any, repeat_stride: Any, mask: Any, mode: str, target: str) -> Ptr | None:
    """Block k of 8 of the register (names[0]) to the pointer (names[1]) + (repeat stride + k x block
    stride) x 32 bytes where lane k of the b32 mask is set (D-BLOCK-MASK); the advanced pointer in
    post_update."""
    _spec(op, target)
    raw = _register_bytes(op, names[0], src, OPS[op])
    base = _ptr_arg(op, names[1], destination, ("ub",))
    start, blocks, repeats, active = _block_starts(op, names[1:], modes, base, block_stride, repeat_stride, mask, mode)
    rows = raw.reshape(8, 32)
    for k in np.nonzero(active)[0]:
        at = start + int(k) * blocks * 32
        _aligned(op, at, 32, f"block {k}")
        _span(op, base, at, 32, "writes", target)
        base.mem[at:at + 32] = rows[k]
    if mode == "post_update":
        return base._replace(addr=base.addr + repeats * 32)
    return None


def _scalar_at(op: str, names: tuple[str, ...], spaces: tuple[str, ...], absent: list[tuple[str, str]], ptr: Any,
               verb: str, target: str) -> tuple[Ptr, int, np.dtype[Any]]:
    """(pointer, address, element type) of a scalar load or store, checked."""
    _spec(op, target)
    if absent:
        _absent(op, target, absent)
    at = _ptr_arg(op, names[0], ptr, spaces or tuple(MEMORY_BYTES))
    kind = at.elem
    if kind not in OPS[op]:
        raise SemanticsError(f"pto.{op}: %{names[0]} points to {kind}, which it cannot {verb} "
                             f"(legal: {', '.join(OPS[op])})")
    return at, at.addr, _DTYPES[kind]


def _scalar_load(op: str, names: tuple[str, str], spaces: tuple[str, ...], absent: list[tuple[str, str]], ptr: Any,
                 offset: Any, target: str) -> Any:
    """One element of the pointer's type at pointer (names[0]) + offset (names[1]) elements."""
    at, base, dt = _scalar_at(op, names, spaces, absent, ptr, "load", target)
    address = base + _index_arg(op, names[1], offset) * dt.itemsize
    _aligned(op, address, dt.itemsize, f"one {at.elem} element")
    _span(op, at, address, dt.itemsize, "reads", target)
    return at.mem[address:address + dt.itemsize].copy().view(dt)[0]


def _scalar_store(op: str, names: tuple[str, str, str], spaces: tuple[str, ...], absent: list[tuple[str, str]],
                  value: Any, ptr: Any, offset: Any, target: str) -> None:
    """Write `value` (names[0]) as one element of the pointer's type at pointer (names[1]) + offset
    (names[2]) elements: an element of that type keeps its bits, other numbers are converted."""
    at, base, dt = _scalar_at(op, names[1:], spaces, absent, ptr, "store", target)
    element = value if isinstance(value, np.generic) and value.dtype == dt \
        else _scalar_arg(op, names[0], value, dt)  # an element of T keeps its bits (NaN payloads)
    address = base + _index_arg(op, names[2], offset) * dt.itemsize
    _aligned(op, address, dt.itemsize, f"one {at.elem} element")
    _span(op, at, address, dt.itemsize, "writes", target)
    at.mem[address:address + dt.itemsize] = np.asarray(element, dtype=dt).reshape(1).view(np.uint8)


def _cast_pointer(op: str, name: str, value: Any, dtype: str, space: str | None, memory: NDArray[np.uint8] | None,
                  target: str) -> Ptr | int:
    """With `space`, a pointer of element type `dtype` (from an address into `memory`, or a pointer of
    that space); without, a pointer's address."""
    _spec(op, target)
    if space is None:
        if not isinstance(value, Ptr):
            raise SemanticsError(f"pto.{op}: an integer result needs a pointer %{name}, got {value!r}")
        return value.addr
    if isinstance(value, Ptr):
        if value.space != space:
            raise SemanticsError(f"pto.{op}: a pointer cast stays in its memory space ({value.space}), not {space}")
        return value._replace(elem=dtype)
    address = _index_arg(op, name, value)
    if memory is None:
        raise SemanticsError(f"pto.{op}: an address becomes a pointer into a memory: pass memory= (the {space} buffer)")
    return Ptr(memory, address, dtype, space)


def _add_pointer(op: str, names: tuple[str, str], ptr: Any, offset: Any, target: str) -> Ptr:
    """The pointer (names[0]) moved by offset (names[1]) elements of its type."""
    _spec(op, target)
    base = _ptr_arg(op, names[0], ptr, tuple(MEMORY_BYTES))
    step = _index_arg(op, names[1], offset) * _elem_bytes(op, names[0], base.elem)
    return base._replace(addr=base.addr + step)


def _sort32(op: str, names: tuple[str, str, str, str], base_align: int, dst: Any, src: Any, idx: Any, repeat: Any,
            target: str) -> None:
    """Sort each group of 32 (score, index) pairs (scores at names[1], indices at names[2]) by score,
    largest first, stable, NaN last (D-SORT), into 8-byte records at names[0]; names[3] counts the
    groups. Everything is read before anything is written."""
    out_name, scores_name, index_name, repeat_name = names
    _spec(op, target)
    out = _ptr_arg(op, out_name, dst, ("ub",))
    scores_at = _ptr_arg(op, scores_name, src, ("ub",))
    index_at = _ptr_arg(op, index_name, idx, ("ub",))
    kind = scores_at.elem
    if kind not in OPS[op]:
        raise SemanticsError(f"pto.{op}: scores of {kind} cannot be sorted (legal: {', '.join(OPS[op])})")
    n = 32 * _count_arg(op, repeat_name, repeat)
    size = _DTYPES[kind].itemsize
    for name, ptr in ((out_name, out), (scores_name, scores_at), (index_name, index_at)):
        _aligned(op, ptr.addr, base_align, f"%{name}")
    _span(op, scores_at, scores_at.addr, n * size, "reads", target)
    _span(op, index_at, index_at.addr, 4 * n, "reads", target)
    _span(op, out, out.addr, 8 * n, "writes", target)
    groups = scores_at.mem[scores_at.addr:scores_at.addr + n * size].copy().view(_DTYPES[kind]).reshape(-1, 32)
    indices = index_at.mem[index_at.addr:index_at.addr + 4 * n].copy().view(np.uint32).reshape(-1, 32)
    nan = np.isnan(groups)
    # Largest first, NaN after everything (-inf included); lexsort is stable, its last key primary.
    order = np.lexsort((np.where(nan, 0.0, -groups.astype(np.float64)), nan), axis=-1)
    records = np.zeros((n, 2), dtype=np.uint32)
    records[:, 0] = np.take_along_axis(groups, order, axis=-1).reshape(-1).view(_UINT[size])
    records[:, 1] = np.take_along_axis(indices, order, axis=-1).reshape(-1)
    out.mem[out.addr:out.addr + 8 * n] = records.reshape(-1).view(np.uint8)


class _Merge(NamedTuple):
    """A four-list merge's table (generated per op)."""

    op: str
    destination: str  # the operands' names
    lists: tuple[str, ...]
    lengths: str  # (the operand packing the lists' lengths)
    config: str
    width: int  # bits of each list's field in the count and in the register
    register: str  # the special register the taken counts go to
    base_align: int


def _merge_lengths(t: _Merge, out: Ptr, heads: list[Ptr], count: Any, config: Any) -> tuple[list[int], int, bool, int]:
    """(the lists' lengths, the repeat count, stop on exhaustion, a repeat's bytes), checked."""
    op = t.op
    fields = _index_arg(op, t.lengths, count) & ((1 << 64) - 1)
    control = _index_arg(op, t.config, config) & ((1 << 64) - 1)
    valid = [(control >> (8 + k)) & 1 == 1 for k in range(4)]
    stop_early = (control >> 12) & 1 == 1
    repeat = control & 0xFF
    lengths = [(fields >> (t.width * k)) & ((1 << t.width) - 1) if valid[k] else 0 for k in range(4)]
    if repeat == 0:
        raise SemanticsError(f"pto.{op}: a repeat count of 0 (config bits 7..0) is not modelled (D-MERGE)")
    block = 0
    if repeat > 1:
        block = 8 * sum(lengths)
        contiguous = all(heads[k].addr == heads[0].addr + 8 * k * lengths[0] for k in range(4))
        if not (all(valid) and not stop_early and len(set(lengths)) == 1 and contiguous):
            raise SemanticsError(f"pto.{op}: a repeat count above 1 needs four valid lists of one length, "
                                 "stored one after another, and no stop on exhaustion")
    return lengths, repeat, stop_early, block


MERGE_BY_SORT = True  # False: every merge record by record (tests/test_speed_paths.py compares the two)


def _in_order(scores: Arr) -> bool:
    """Whether a list is sorted as a merge expects: no record beats the one before it (a larger
    score, or a number after a NaN)."""
    a, b = scores[1:], scores[:-1]
    return not bool(((a > b) | (np.isnan(b) & ~np.isnan(a))).any())


def _merge_sorted(records: list[tuple[Arr, Arr]], lengths: list[int], stop_early: bool) -> tuple[Arr, list[int]] | None:
    """The four-list merge at once, where every list is in order (else None: the merge record by
    record decides). Taking the best head each time, ties to the lower list, then gives the stable
    sort of the lists one after another, largest first and NaN last; stopping on exhaustion ends
    it after the first list's last record. Returns the records (n x 2 words) and the count taken
    from each list."""
    if not all(_in_order(scores) for scores, _ in records):
        return None
    scores = np.concatenate([sc for sc, _ in records])
    words = np.concatenate([w for _, w in records])
    which = np.repeat(np.arange(4), lengths)
    nan = np.isnan(scores)
    order = np.lexsort((np.where(nan, 0.0, -scores), nan))  # stable; its last key is the primary one
    which = which[order]
    if stop_early:
        ends = [int(np.flatnonzero(which == k)[-1]) for k in range(4) if lengths[k]]
        if ends:
            order, which = order[:min(ends) + 1], which[:min(ends) + 1]
    counts = np.bincount(which, minlength=4)
    return words[order].astype(np.uint32, copy=False), [int(c) for c in counts]


def _merge4(t: _Merge, spr: Any, dst: Any, lists: tuple[Any, ...], count: Any, config: Any, target: str) -> None:
    """Merge up to four record lists sorted largest first (ties to the lower list, NaN last; D-MERGE)
    into the destination; the records taken from each list go to spr[t.register]."""
    op = t.op
    _spec(op, target)
    out = _ptr_arg(op, t.destination, dst, ("ub",))
    heads = [_ptr_arg(op, name, value, ("ub",)) for name, value in zip(t.lists, lists)]
    kind = out.elem
    if kind not in OPS[op]:
        raise SemanticsError(f"pto.{op}: records of {kind} scores cannot be merged (legal: {', '.join(OPS[op])})")
    for name, ptr in zip(t.lists, heads):
        if ptr.elem != kind:
            raise SemanticsError(f"pto.{op}: %{name} points to {ptr.elem}, the destination to {kind}: one element type")
    for name, ptr in zip((t.destination, *t.lists), [out] + heads):
        _aligned(op, ptr.addr, t.base_align, f"%{name}")
    lengths, repeat, stop_early, block = _merge_lengths(t, out, heads, count, config)
    score_t = _DTYPES[kind]
    taken = [0, 0, 0, 0]
    for r in range(repeat):
        records = []
        for k in range(4):
            start = heads[k].addr + r * block
            _span(op, heads[k], start, 8 * lengths[k], "reads", target)
            words = heads[k].mem[start:start + 8 * lengths[k]].copy().view(np.uint32).reshape(-1, 2)
            score_bits = (words[:, 0] & ((1 << (8 * score_t.itemsize)) - 1)).astype(_UINT[score_t.itemsize])
            records.append((score_bits.view(score_t).astype(np.float64), words))
        sorted_merge = _merge_sorted(records, lengths, stop_early) if MERGE_BY_SORT else None
        if sorted_merge is not None:
            block_words, taken = sorted_merge
            at = out.addr + r * block
            _span(op, out, at, block_words.nbytes, "writes", target)
            if len(block_words):
                out.mem[at:at + block_words.nbytes] = block_words.reshape(-1).view(np.uint8)
            continue
        taken = [0, 0, 0, 0]
        merged: list[Arr] = []
        while True:
            best = -1
            for k in range(4):
                if taken[k] < lengths[k]:
                    if best < 0:
                        best = k
                        continue
                    a, b = records[k][0][taken[k]], records[best][0][taken[best]]
                    if a > b or (np.isnan(b) and not np.isnan(a)):
                        best = k
            if best < 0:
                break
            merged.append(records[best][1][taken[best]])
            taken[best] += 1
            if stop_early and taken[best] == lengths[best]:
                break
        at = out.addr + r * block
        _span(op, out, at, 8 * len(merged), "writes", target)
        if merged:
            out.mem[at:at + 8 * len(merged)] = np.array(merged, dtype=np.uint32).reshape(-1).view(np.uint8)
    spr[t.register] = sum(n << (t.width * k) for k, n in enumerate(taken))
