"""The DMA copies and their registers, pipeline and core synchronisation, and the predicate ops
(masks from patterns, counts and other masks; mask permutes): each generated function of theirs
calls one of these with its op's table.

Source: generator/runtime/control_ops.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from operator import contains
from typing import Any, Callable, NamedTuple

import numpy as np

from .._tables import _DTYPES, _TARGET_NAMES, _VBITS
from .args import _absent, _choice, _index_arg, _scalar_arg, _spec
from .base import Arr, SemanticsError
from . import cores, watch
from .memory import (_atomic_mode, _count_arg, _dma, _dma_register, _dma_register_loops, _dma_state, _image_mask,
                     _mask_arg, _not_modelled, _predicate_bits, _ptr_arg)


class _Dma(NamedTuple):
    """A DMA copy's table (generated per op)."""

    op: str
    source: str  # the pointer operands' names
    dest: str
    spaces: tuple[str, str]  # the memories they point into
    unit: int  # bytes per len_burst unit
    gap: bool  # rows are (len_burst + gap) x unit bytes apart, not src_stride / dst_stride bytes
    operands: tuple[tuple[str, str, str], ...]  # (parameter, operand, how: count, or 0, or None, as given)
    loops: tuple[tuple[str, str, str, str], ...]  # the loop groups its operands give, innermost first:
    #   (K, the parameters of loopK's count, source stride and destination stride)
    registers: str  # the DMA register bank that loops it (and holds its pad value), or ""
    pad: str  # "value": a pad_value operand; "select": data_select_bit picks the pad register; ""
    atomic: bool  # rows combine with what they overwrite as the atomic registers say


def _dma_operands(t: _Dma, values: tuple[Any, ...]) -> dict[str, Any]:
    """The copy's scalar operands by parameter name: counts checked (an absent optional one 0 or None)."""
    args: dict[str, Any] = {}
    for (param, name, how), value in zip(t.operands, values):
        if value is None and how != "count":
            args[param] = 0 if how == "or 0" else None
        else:
            args[param] = value if how == "as given" else _count_arg(t.op, name, value)
    return args


def _dma_loops(t: _Dma, args: dict[str, Any], dma: Any) -> list[tuple[int, int, int]]:
    """(count, src stride, dst stride) of each loop around the rows: the register bank's, or the
    groups the operands give, each needing the ones before it."""
    loops = _dma_register_loops(t.op, dma, t.registers) if t.registers else []
    for position, (k, count, src_stride, dst_stride) in enumerate(t.loops):
        group = (args[count], args[src_stride], args[dst_stride])
        if 0 < group.count(None) < 3:
            raise SemanticsError(f"pto.{t.op}: loop group {k} needs its count and both strides")
        if group[0] is not None:
            if len(loops) != position:
                raise SemanticsError(f"pto.{t.op}: loop group {k} needs the groups before it")
            loops.append((int(group[0]), int(group[1] or 0), int(group[2] or 0)))
    return loops


def _dma_pad(t: _Dma, args: dict[str, Any], dma: Any, elem: str) -> Arr | None:
    """The bytes that fill each destination row past len_burst (D-DMA-PAD), or None."""
    op = t.op
    padding = args.get("left_padding_count") or args.get("right_padding_count")
    pad_t = _DTYPES[elem] if elem in _DTYPES else np.dtype(np.uint8)
    if t.pad == "value":
        if args["pad_value"] is not None:
            if padding:
                raise SemanticsError(f"pto.{op}: left and right padding counts other than 0 are not modelled (D-DMA-PAD)")
            return np.atleast_1d(_scalar_arg(op, "pad_value", args["pad_value"], pad_t)).view(np.uint8)
        if padding:
            raise SemanticsError(f"pto.{op}: padding counts need a pad value")
        return None
    if t.pad == "select":
        bit = args["data_select_bit"]
        if not (isinstance(bit, (bool, np.bool_)) or isinstance(bit, (int, np.integer)) and bit in (0, 1)):
            raise SemanticsError(f"pto.{op}: %data_select_bit must be an i1 (a bool or 0/1), got {bit!r}")
        if padding:
            raise SemanticsError(f"pto.{op}: left and right padding counts other than 0 are not modelled (D-DMA-PAD)")
        if bool(bit):
            value = _dma_register(_dma_state(op, dma), t.registers, "pad_value")
            return np.atleast_1d(_scalar_arg(op, "pad_value", value, pad_t)).view(np.uint8)
    return None


def _dma_copy(t: _Dma, source: Any, dest: Any, operands: tuple[Any, ...], dma: Any, target: str) -> None:
    """The manual's loop: n_burst rows of len_burst units, in place on the pointers' memories,
    inside the loop groups; rows padded or combined atomically as t says."""
    _spec(t.op, target)
    src = _ptr_arg(t.op, t.source, source, (t.spaces[0],))
    dst = _ptr_arg(t.op, t.dest, dest, (t.spaces[1],))
    args = _dma_operands(t, operands)
    length = args["len_burst"] * t.unit
    if t.gap:
        src_step, dst_step = (args["len_burst"] + args["src_gap"]) * t.unit, (args["len_burst"] + args["dst_gap"]) * t.unit
        dst_stride = 0
    else:
        src_step, dst_step, dst_stride = args["src_stride"], args["dst_stride"], args["dst_stride"]
    loops = _dma_loops(t, args, dma)
    pad = _dma_pad(t, args, dma, dst.elem)
    _dma(t.op, src, dst, length, args["n_burst"], src_step, dst_step, loops, pad, dst_stride, target,
         _atomic_mode(t.op, dma) if t.atomic else None)


class _DmaRegisters(NamedTuple):
    """A DMA register op's table (generated per op)."""

    op: str
    bank: str
    writes: tuple[tuple[str, str, int], ...]  # (operand, register, field bits or 0) per operand
    sets: tuple[tuple[str, Any], ...]  # (register, the value the op sets it to)
    packs: tuple[tuple[str, tuple[tuple[str, tuple[int, int]], ...]], ...] = ()  # (operand, ((register, (lsb, bits)), ...))


def _set_dma_registers(t: _DmaRegisters, dma: Any, operands: tuple[Any, ...], target: str) -> None:
    """Write the operands (checked: counts within their fields; a pad value a number) and the
    fixed values to the caller's DMA registers."""
    op = t.op
    _spec(op, target)
    state = _dma_state(op, dma)
    writes = []
    packed = dict(t.packs)
    for (name, register, bits), value in zip(t.writes, operands):
        if name in packed:
            value = _count_arg(op, name, value)
            if value >= 1 << 64:
                raise SemanticsError(f"pto.{op}: %{name} is a 64-bit register value, got {value}")
            writes += [((t.bank, reg), (value >> lsb) & ((1 << width) - 1)) for reg, (lsb, width) in packed[name]]
            continue
        if register == "pad_value":
            _scalar_arg(op, name, value, np.dtype(np.float32))  # a number (kept as given)
        else:
            value = _count_arg(op, name, value)
            if bits and value >= 1 << bits:
                raise SemanticsError(f"pto.{op}: %{name} is a {bits}-bit field, got {value}")
        writes.append(((t.bank, register), value))
    state.update(writes)
    for register, value in t.sets:
        state[(t.bank, register)] = value


class _Sync(NamedTuple):
    """A sync op's table (generated per op)."""

    op: str
    flag: str  # set, wait (pipe flags), core_set, core_wait (semaphores), or "" (nothing counted)
    attributes: tuple[str, ...]  # the attributes' names,
    checks: tuple[str, ...]  # how each is checked (integer, optional, choice)
    values: tuple[tuple[str, ...], ...]  # and the values each may take (() for an integer)
    operands: tuple[str, ...]  # the integer operands' names (not negative)
    pointers: tuple[str, ...]  # the pointer operands' names
    spaces: tuple[str, ...]  # the memories those point into
    events: dict[str, int]  # semaphore ids per target
    absent: list[tuple[str, str]]  # targets without the op, and the decision saying so


def _sync(t: _Sync, flags: Any, attributes: tuple[Any, ...], operands: tuple[Any, ...], pointers: tuple[Any, ...],
          key: Any, target: str) -> None:
    """Check the names and numbers; then count the pipe flag `key` (src, dst, event) or the
    semaphore `key` (its id) up or down in the caller's `flags` (D-FLAG-COUNT, D-CORE-SYNC)."""
    op = t.op
    _spec(op, target)
    if t.absent:
        _absent(op, target, t.absent)
    if not all(map(contains, t.values, attributes)):  # (every attribute one of its values: nothing to check)
        for name, check, values, value in zip(t.attributes, t.checks, t.values, attributes):
            if check == "integer":
                _index_arg(op, name, value)
            elif check == "choice" or value is not None:
                _choice(op, name, value, values)
    if operands:
        for name, value in zip(t.operands, operands):
            if _index_arg(op, name, value) < 0:
                raise SemanticsError(f"pto.{op}: %{name} must not be negative, got {value}")
    if pointers:
        for name, value in zip(t.pointers, pointers):
            _ptr_arg(op, name, value, t.spaces)
    flag = t.flag
    core = flag in ("core_set", "core_wait")
    told: Any = attributes  # what a watcher is told: the attributes, for a semaphore (its pipe or None, its id)
    if core:
        told = (attributes[t.attributes.index("pipe")] if "pipe" in t.attributes else None, int(key))
        ids = t.events.get(_TARGET_NAMES.get(str(target).lower(), ""), 0)
        if not 0 <= int(key) < ids:
            raise SemanticsError(f"pto.{op}: semaphore id {int(key)} is out of range (0..{ids - 1} on {target})")
        if cores.CLUSTER is not None:  # the cores of a cluster run: the signal crosses to another core
            if flag == "core_wait" and not cores.CLUSTER.take(int(key)):
                raise cores.WouldBlock(op)  # before the watcher sees it: the wait runs again
            if watch.WATCHER is not None:
                watch.WATCHER.signal(op, flag, told)
            if flag == "core_set":
                cores.CLUSTER.signal(int(key))
            return
    if watch.WATCHER is not None and watch.WATCHER.signal(op, flag, told) and flag == "wait" \
            and flags.get(key, 0) <= 0:
        return  # a wait that would hang: the sanitizer reports it, and the run goes on
    if flag == "set":
        flags[key] = flags.get(key, 0) + 1
    elif flag == "wait":
        if flags.get(key, 0) <= 0:
            raise SemanticsError(f"pto.{op}: waits on flag ({key[0]}, {key[1]}, {key[2]}), which is not set")
        flags[key] -= 1
    elif core:
        core_key: tuple[Any, ...] = ("CORE", int(key))
        if flag == "core_set":
            flags[core_key] = flags.get(core_key, 0) + 1
            return
        if flags.get(core_key, 0) <= 0:
            raise SemanticsError(f"pto.{op}: waits on semaphore {int(key)}, which nothing has signalled "
                                 f"(its signal would come from another core, which this run does not execute)")
        flags[core_key] -= 1


_I32 = np.dtype(np.int32)
_IOTAS: dict[int, Arr] = {}  # N -> the lane numbers 0 .. N - 1 (read-only), made once


def _iota(n: int) -> Arr:
    """The lane numbers i = 0 .. n - 1 the per-op expressions take (never written, so shared)."""
    i = _IOTAS.get(n)
    if i is None:
        i = _IOTAS[n] = np.arange(n)
        i.flags.writeable = False
    return i


class _Predicate(NamedTuple):
    """A predicate op's table (generated per op): its operands' names and its results' numpy
    expressions at lane i of N."""

    op: str
    lanes: int  # N, or 0: the lanes of the mask operand at position `sized_by` of `masks`
    sized_by: int
    masks: tuple[str, ...]  # the mask operands' names
    scalars: tuple[str, ...]  # the integer operands' names (i32)
    results: tuple[str, ...]  # each result's kind: mask or scalar
    by: str  # the attribute choosing the expression (pset, pge), or "": one expression per result
    values: tuple[str, ...]  # its values
    not_modelled: dict[str, str]
    expressions: dict[str, Callable[..., Any]]  # result (or `by` value) -> (i, N, *operands) -> its lanes
    image: bool = False  # the expressions run over the masks' 256-bit images, bit by bit (D-PREDICATE-IMAGE)


def _predicate_results(t: _Predicate, masks: tuple[Any, ...], scalars: tuple[Any, ...], chosen: Any,
                       target: str) -> list[Any]:
    """The results at lanes 0 .. N - 1: masks as booleans (nonzero: set), scalars as ints. An
    `image` op computes its masks' images bit by bit and reads the result at their lanes."""
    op = t.op
    _spec(op, target)
    lanes = t.lanes or _mask_arg(op, t.masks[t.sized_by], masks[t.sized_by]).shape[0]
    n = _VBITS if t.image else lanes
    i = _iota(n)
    operands: list[Any] = []
    for name, value in zip(t.masks, masks):
        checked = _mask_arg(op, name, value, lanes)
        operands.append(_predicate_bits(op, value) if t.image else checked)
    for name, value in zip(t.scalars, scalars):
        operands.append(_scalar_arg(op, name, value, _I32).item())
    if t.by:
        _choice(op, t.by, chosen, t.values)
        _not_modelled(op, t.by, chosen, t.not_modelled)
        return [np.broadcast_to(np.asarray(t.expressions[chosen](i, n, *operands)) != 0, (n,)).copy()]
    results: list[Any] = []
    for kind, expression in zip(t.results, t.expressions.values()):
        value = expression(i, n, *operands)
        if kind != "mask":
            results.append(int(value))
            continue
        bits = np.broadcast_to(np.asarray(value) != 0, (n,)).copy()
        results.append(_image_mask(bits, lanes) if t.image else bits)
    return results


def _make_predicate(t: _Predicate, masks: tuple[Any, ...], scalars: tuple[Any, ...], chosen: Any,
                    target: str) -> Arr:
    """A predicate op with one result, a mask."""
    result: Arr = _predicate_results(t, masks, scalars, chosen, target)[0]
    return result


def _make_predicates(t: _Predicate, masks: tuple[Any, ...], scalars: tuple[Any, ...], chosen: Any,
                     target: str) -> tuple[Any, ...]:
    """A predicate op with several results, in order."""
    return tuple(_predicate_results(t, masks, scalars, chosen, target))


class _Permute(NamedTuple):
    """A mask permute's table (generated per op)."""

    op: str
    lanes: int  # N, or 0: the first mask operand's lanes
    masks: tuple[str, ...]  # the mask operands' names, laid end to end
    by: str  # the attribute choosing the index expression, or "": one expression per result
    values: tuple[str, ...]  # its values
    indexes: dict[str, Callable[[Arr, int], Any]]  # result (or `by` value) -> (i, N) -> the input lane it takes
    image: bool = False  # the indexes are bits of the 256-bit images, not lanes (D-PREDICATE-IMAGE)


def _permute_results(t: _Permute, masks: tuple[Any, ...], chosen: Any, target: str) -> list[Arr]:
    """Lane i of each result: lane index(i) of the input masks laid end to end, false outside them.
    A lane moves with its group of the image (the K/8 bits of a bK lane, D-PREDICATE-IMAGE); an
    `image` op's indexes are bits of the images (N = 256) instead, read back at the masks' lanes."""
    op = t.op
    _spec(op, target)
    lanes = t.lanes or _mask_arg(op, t.masks[0], masks[0]).shape[0]
    for name, value in zip(t.masks, masks):
        _mask_arg(op, name, value, lanes)
    n, group = (_VBITS, 1) if t.image else (lanes, _VBITS // lanes)
    # each input as n groups of `group` bits, the inputs laid end to end, then one all-false group
    src = np.concatenate([_predicate_bits(op, value).reshape(n, group) for value in masks]
                         + [np.zeros((1, group), bool)])
    i = _iota(n)
    if t.by:
        _choice(op, t.by, chosen, t.values)
    indexes = [t.indexes[chosen]] if t.by else list(t.indexes.values())
    results = []
    for index in indexes:
        k = np.broadcast_to(np.asarray(index(i, n), dtype=np.int64), (n,))
        k = np.where((k < 0) | (k >= n * len(masks)), n * len(masks), k)
        results.append(_image_mask(src[k].reshape(_VBITS), lanes))
    return results


def _permute_mask(t: _Permute, masks: tuple[Any, ...], chosen: Any, target: str) -> Arr:
    """A mask permute with one result."""
    return _permute_results(t, masks, chosen, target)[0]


def _permute_masks(t: _Permute, masks: tuple[Any, ...], chosen: Any, target: str) -> tuple[Any, ...]:
    """A mask permute with several results, in order."""
    return tuple(_permute_results(t, masks, chosen, target))
