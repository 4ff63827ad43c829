"""The unaligned streams (a !pto.align state threaded from step to step) and the special
registers (AR cleared and stored, fields read): each generated function of theirs calls one of
these with its op's table.

Source: generator/runtime/stream_ops.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from .._tables import OPS, _DTYPES, _VBITS
from .args import _choice, _index_arg, _spec
from .base import Arr, SemanticsError, _INT, _UINT
from .memory import (Align, Ptr, _align_arg, _align_block_checked, _align_flush, _align_load, _align_store, _aligned,
                     _count_arg, _elem_bytes, _mask_arg, _ptr_arg, _register_bytes, _span, _spr_state)


class _Stream(NamedTuple):
    """An unaligned-stream or special-register op's table (generated per op); "" where it has none."""

    op: str
    modes: tuple[str, ...] = ()  # the op's modes when one is post_update and there are several
    pointer: str = ""  # the operands' names
    state: str = ""
    value: str = ""
    offset: str = ""
    appends: str = ""  # what a store appends: offset (elements), register, sqzn (bytes), mask
    at: str = ""  # where a store, flush or register store goes: base, base_offset, base_ar
    results: tuple[str, ...] = ()  # what a store returns, in order: state, pointer (advanced), offset (next)
    attributes: tuple[tuple[str, tuple[str, ...]], ...] = ()  # the string attributes and their values
    offset_bytes: int = 1  # a register store: bytes per offset unit
    offset_range: tuple[int, int] | None = None  # and the offset's immediate range


def _stream_init(t: _Stream, target: str) -> Align:
    """An empty store-stream state."""
    _spec(t.op, target)
    return Align("store", -1, b"")


def _stream_prime(t: _Stream, source: Any, target: str) -> Align:
    """The load-stream state holding the 32-byte block that contains the address."""
    _spec(t.op, target)
    base = _ptr_arg(t.op, t.pointer, source, ("ub",))
    return _align_block_checked(t.op, base, target)


def _stream_load(t: _Stream, source: Any, state: Any, increment: Any, mode: str, dtype: str | None,
                 target: str) -> tuple[Any, ...]:
    """(register, next state), and the pointer advanced by `increment` elements in post_update."""
    op = t.op
    _spec(op, target)
    if t.modes:
        _choice(op, "mode", mode, t.modes)
    base = _ptr_arg(op, t.pointer, source, ("ub",))
    stream = _align_arg(op, t.state, state, "load")
    kind = base.elem if dtype is None else dtype
    if kind not in OPS[op]:
        raise SemanticsError(f"pto.{op}: element type {kind!r} is not legal (legal: {', '.join(OPS[op])})")
    raw, new_state = _align_load(op, base, stream, _VBITS, target)
    result: Arr = raw.view(_DTYPES[kind])
    if t.modes and mode == "post_update":
        if increment is None:
            raise SemanticsError(f"pto.{op}: the post-update form needs %{t.offset}")
        step = _index_arg(op, t.offset, increment) * _elem_bytes(op, t.pointer, base.elem)
        return result, new_state, base._replace(addr=base.addr + step)
    return result, new_state


def _stream_at(t: _Stream, base: Ptr, offset: Any, regs: dict[str, int]) -> tuple[int, int]:
    """(byte address, offset in elements) where a store or flush goes: the pointer, plus `offset`
    elements (base_offset), or plus SPR AR bytes (base_ar)."""
    if t.at == "base_offset":
        index = _index_arg(t.op, t.offset, offset)
        return base.addr + index * _elem_bytes(t.op, t.pointer, base.elem), index
    if t.at == "base_ar":
        return base.addr + int(regs.get("AR", 0)), 0
    return base.addr, 0


def _stream_data(t: _Stream, base: Ptr, value: Any, offset: Any, regs: dict[str, int]) -> tuple[Arr, int]:
    """(bytes appended, element size) of a store: a mask's bits, a register's first `offset`
    elements or SPR SQZN bytes, or the whole register."""
    op = t.op
    if t.appends == "mask":
        bits = _mask_arg(op, t.value, value)
        if bits.size not in (_VBITS // 2, _VBITS // 4):
            raise SemanticsError(f"pto.{op}: %{t.value} must be a b16 or b32 mask (128 or 64 lanes), got {bits.size} lanes")
        esize = _elem_bytes(op, t.pointer, base.elem)
        if _VBITS // bits.size != esize:
            raise SemanticsError(f"pto.{op}: a {'b16' if bits.size == _VBITS // 2 else 'b32'} mask pairs with a "
                                 f"{'u16' if bits.size == _VBITS // 2 else 'u32'} pointer, not {base.elem}")
        return np.packbits(bits, bitorder="little"), esize
    raw = _register_bytes(op, t.value, value, OPS[op])
    esize = np.asarray(value).dtype.itemsize
    if t.appends == "offset":
        count = _count_arg(op, t.offset, offset)
        if count * esize > _VBITS:
            raise SemanticsError(f"pto.{op}: %{t.offset} = {count} elements is more than the register's {_VBITS // esize}")
        return raw[:count * esize], esize
    if t.appends == "sqzn":
        if "SQZN" not in regs:
            raise SemanticsError(f"pto.{op}: SPR SQZN is not set (a pto.vsqz sets it before the store)")
        return raw[:int(regs["SQZN"])], esize
    return raw, esize


def _stream_append(t: _Stream, state: Any, value: Any, base: Any, offset: Any, spr: Any,
                   attributes: tuple[str, ...], target: str) -> tuple[Any, ...]:
    """Append a store's bytes to the stream: everything up to the last 32-byte boundary is written,
    the rest kept in the new state. Returns what t.results names."""
    op = t.op
    ptr = _ptr_arg(op, t.pointer, base, ("ub",))
    stream = _align_arg(op, t.state, state, "store")
    regs = _spr_state(op, spr) if t.at == "base_ar" or t.appends == "sqzn" else {}
    data, esize = _stream_data(t, ptr, value, offset, regs)
    at, index = _stream_at(t, ptr, offset, regs)
    _aligned(op, at, esize, "an element of the stream")
    new_state = _align_store(op, stream, ptr, at, data, target)
    chosen = ""
    for (name, values), chosen in zip(t.attributes, attributes):
        _choice(op, name, chosen, values)
        if t.at == "base_ar" and chosen == "POST_UPDATE":
            regs["AR"] = int(regs.get("AR", 0)) + int(data.size)
    return tuple(new_state if kind == "state" else ptr._replace(addr=ptr.addr + int(data.size)) if kind == "pointer"
                 else index + (_VBITS // esize if chosen == "POST_UPDATE" else 0) for kind in t.results)


def _stream_store(t: _Stream, state: Any, value: Any, base: Any, offset: Any, spr: Any, mode: str,
                  attributes: tuple[str, ...], target: str) -> Align:
    """An unaligned store that returns the new state only."""
    _spec(t.op, target)
    if t.modes:
        _choice(t.op, "mode", mode, t.modes)
    new_state: Align = _stream_append(t, state, value, base, offset, spr, attributes, target)[0]
    return new_state


def _stream_store_results(t: _Stream, state: Any, value: Any, base: Any, offset: Any, spr: Any, mode: str,
                          attributes: tuple[str, ...], target: str) -> tuple[Any, ...]:
    """An unaligned store that returns several results (in post_update; the first only in plain)."""
    _spec(t.op, target)
    if t.modes:
        _choice(t.op, "mode", mode, t.modes)
    results = _stream_append(t, state, value, base, offset, spr, attributes, target)
    if t.modes and mode != "post_update":
        first: tuple[Any, ...] = results[0]
        return first
    return results


def _stream_flush(t: _Stream, state: Any, base: Any, offset: Any, spr: Any, mode: str, target: str) -> Ptr | None:
    """Write the bytes the state buffers so that they end at the address; in post_update, return
    the pointer moved there."""
    op = t.op
    _spec(op, target)
    if t.modes:
        _choice(op, "mode", mode, t.modes)
    ptr = _ptr_arg(op, t.pointer, base, ("ub",))
    stream = _align_arg(op, t.state, state, "store")
    regs = _spr_state(op, spr) if t.at == "base_ar" else {}
    at, _ = _stream_at(t, ptr, offset, regs)
    _align_flush(op, stream, ptr, at, target)
    if t.modes and mode == "post_update":
        return ptr._replace(addr=at)
    return None


def _spr_clear(t: _Stream, spr: Any, register: str, target: str) -> None:
    """The special register named by the attribute set to 0 in the caller's `spr`."""
    _spec(t.op, target)
    name, values = t.attributes[0]
    _choice(t.op, name, register, values)
    _spr_state(t.op, spr)[register] = 0


def _spr_store(t: _Stream, spr: Any, destination: Any, offset: Any, register: str, mode: str,
               target: str) -> Ptr | None:
    """The special register (0 until set) as one little-endian 32-bit word at the pointer plus
    `offset` x t.offset_bytes bytes; in post_update, at the pointer, returning it advanced."""
    op = t.op
    _spec(op, target)
    if t.modes:
        _choice(op, "mode", mode, t.modes)
    name, values = t.attributes[0]
    _choice(op, name, register, values)
    base = _ptr_arg(op, t.pointer, destination, ("ub",))
    if base.elem not in OPS[op]:
        raise SemanticsError(f"pto.{op}: %{t.pointer} must point to {' or '.join(OPS[op])}, not {base.elem}")
    index = _index_arg(op, t.offset, offset)
    if t.offset_range is not None and not t.offset_range[0] <= index <= t.offset_range[1]:
        raise SemanticsError(f"pto.{op}: %{t.offset} = {index} is outside [{t.offset_range[0]}, {t.offset_range[1]}] "
                             f"(a signed 8-bit immediate)")
    step = index * t.offset_bytes
    at = base.addr + (0 if mode == "post_update" else step)
    _aligned(op, at, 4, "a 32-bit SPR word")
    _span(op, base, at, 4, "writes", target)
    word = int(_spr_state(op, spr).get(register, 0)) & 0xFFFFFFFF
    base.mem[at:at + 4] = np.frombuffer(word.to_bytes(4, "little"), np.uint8)
    if mode == "post_update":
        return base._replace(addr=base.addr + step)
    return None


def _register_fields(op: str, register: str, reset: int, width: int, count: int, spr: Any,
                     target: str) -> tuple[Any, ...]:
    """Fields 0 .. count - 1 (`width` bits each, field 0 low) of spr[register] (`reset` when the
    caller's dictionary does not hold it), each a signed integer."""
    _spec(op, target)
    if not isinstance(spr, dict):
        raise SemanticsError(f"pto.{op}: `spr` must be the caller's dictionary of special registers, got {spr!r}")
    value = _index_arg(op, register, spr.get(register, reset))
    fields = np.array([(value >> (width * k)) & ((1 << width) - 1) for k in range(count)], dtype=_UINT[width // 8])
    return tuple(int(v) for v in fields.view(_INT[width // 8]))


def _register_write(op: str, register: str, width: int, value: Any, spr: Any, target: str) -> None:
    """spr[register] = value's low `width` bits (read back as a signed integer by _register_fields)."""
    _spec(op, target)
    if not isinstance(spr, dict):
        raise SemanticsError(f"pto.{op}: `spr` must be the caller's dictionary of special registers, got {spr!r}")
    spr[register] = _index_arg(op, "value", value) & ((1 << width) - 1)


def _bit_update(op: str, value: Any, pos: Any, bit: int, target: str) -> int:
    """value (a 64-bit word) with bit `pos` set (bit 1) or cleared (bit 0), as a signed 64-bit integer."""
    _spec(op, target)
    word, at = _index_arg(op, "value", value) & ((1 << 64) - 1), _index_arg(op, "pos", pos)
    if not 0 <= at < 64:
        raise SemanticsError(f"pto.{op}: the bit position must be 0 .. 63, got {at}")
    word = word | (1 << at) if bit else word & ~(1 << at)
    return word - (1 << 64) if word >> 63 else word


def _register_field(op: str, register: str, reset: int, width: int, spr: Any, target: str) -> int:
    """Field 0 of spr[register] (see _register_fields)."""
    field: int = _register_fields(op, register, reset, width, 1, spr, target)[0]
    return field
