"""Lane moves: index maps over registers laid end to end (planned once per map as strided
runs), gathers, compression, and the placement of reduction results.

Source: generator/runtime/lanes.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import _VLANES
from .base import Arr, _UINT
from .blocks import _BLOCK_BYTES, _zero_inactive


def _lanes(srcs: tuple[Arr, ...], index: Any, n: int) -> Arr:
    """Lanes `index` (n of them) of the registers `srcs` laid end to end along the last axis; an
    index outside them gives 0. Index maps made of a few strided runs (interleaves, shifts,
    slides) are copied run by run from the register each run reads, without joining the inputs."""
    idx = np.broadcast_to(np.asarray(index, dtype=np.int64), (n,))
    width = srcs[0].shape[-1]
    plan = _slice_plan(idx.tobytes(), width, len(srcs))
    if plan is not None:
        out = np.empty(srcs[0].shape[:-1] + (n,), dtype=srcs[0].dtype)
        for (o0, o1, ok), which, (i0, i1, ik) in plan:
            out[..., o0:o1:ok] = srcs[which][..., i0:i1:ik]
        return out
    src = np.concatenate(srcs, axis=-1)
    inside = (idx >= 0) & (idx < src.shape[-1])
    picked = np.take(src, np.where(inside, idx, 0), axis=-1)
    return picked if inside.all() else _zero_inactive(picked, np.broadcast_to(inside, picked.shape))


def _gather(x: Arr, idx: Arr) -> Arr:
    """Lane idx[i] % N of x's register for every lane i (idx unsigned, shaped like x): one flat
    np.take per cache-sized block of registers, on indexes offset by each register's start
    (np.take_along_axis builds an index grid for every axis, which costs more than the gather)."""
    n = x.shape[-1]
    flat, flat_idx = x.reshape(-1, n), idx.reshape(-1, n)
    out = np.empty_like(flat)
    step = max(1, _BLOCK_BYTES // (n * 8))
    starts = np.arange(min(step, flat.shape[0]), dtype=np.intp)[:, None] * n
    for s in range(0, flat.shape[0], step):
        i = flat_idx[s:s + step].astype(np.intp)
        if n & (n - 1):
            i %= n
        else:
            i &= n - 1
        i += starts[:i.shape[0]]
        np.take(flat[s:s + step].reshape(-1), i, out=out[s:s + step], mode="clip")  # in range: no check
    return out.reshape(x.shape)


def _compress(x: Arr, m: Arr) -> Arr:
    """The lanes of each register where m is true moved, in lane order, to lanes 0, 1, ...; the
    other lanes 0. Taken row after row, the active lanes of all the registers are the packed
    lanes of all the results, so one flat compress and one store under a prefix mask (lane j is
    kept while j < the register's count) move a block of registers (no sort per register)."""
    n = x.shape[-1]
    flat, flat_m = x.reshape(-1, n), m.reshape(-1, n)
    out = np.zeros(flat.shape, flat.dtype)
    lanes = np.arange(n)
    step = max(1, _BLOCK_BYTES // (n * x.dtype.itemsize))
    for s in range(0, flat.shape[0], step):
        block_m = flat_m[s:s + step]
        kept = lanes < np.count_nonzero(block_m, axis=-1)[:, None]
        out[s:s + step][kept] = np.compress(block_m.reshape(-1), flat[s:s + step].reshape(-1))
    return out.reshape(x.shape)


_Run = tuple[tuple[int, int, int], int, tuple[int, int | None, int]]


_PLANS: dict[tuple[bytes, int, int], list[_Run] | None] = {}


def _slice_plan(key: bytes, width: int, count: int) -> list[_Run] | None:
    """The index map as at most 8 runs ((output slice), input, (input slice)): output lanes
    r, r + k, ... (k = 1, 2, 4 or 8) split where the input or the stride changes. None when
    no k needs 8 runs or fewer, or when an index falls outside the inputs."""
    if (key, width, count) in _PLANS:
        return _PLANS[(key, width, count)]
    idx = np.frombuffer(key, dtype=np.int64)
    plan = None
    if ((idx >= 0) & (idx < width * count)).all():
        for k in (1, 2, 4, 8):
            runs: list[_Run] = []
            for r in range(min(k, len(idx))):
                pos = list(range(r, len(idx), k))
                first = 0
                while first < len(pos) and len(runs) <= 8:
                    last = first
                    which = int(idx[pos[first]]) // width
                    step = int(idx[pos[first + 1]] - idx[pos[first]]) if first + 1 < len(pos) else 1
                    while (last + 1 < len(pos) and step != 0 and int(idx[pos[last + 1]]) // width == which
                           and int(idx[pos[last + 1]] - idx[pos[last]]) == step):
                        last += 1
                    if last == first:
                        step = 1
                    i0 = int(idx[pos[first]]) - which * width
                    i1 = i0 + step * (last - first + 1)
                    runs.append(((pos[first], pos[last] + 1, k), which, (i0, i1 if i1 >= 0 else None, step)))
                    first = last + 1
            if len(runs) <= 8:
                plan = runs
                break
    if len(_PLANS) < 4096:
        _PLANS[(key, width, count)] = plan
    return plan


def _place_lane0(x: Arr, value: Arr, active: Arr | None, index: Arr | None = None,
                 index_lane: int | None = None) -> Arr:
    """A register block that is 0 but for `value` in lane 0 (and `index` in `index_lane`)."""
    out = np.zeros_like(x)
    out[..., 0] = value if active is None else _zero_inactive(value, active)
    if index is not None:
        bits = out.view(_UINT[x.dtype.itemsize])
        bits[..., index_lane] = index if active is None else np.where(active, index, 0)
    return out


def _groups(x: Arr) -> Arr:
    return x.reshape(x.shape[:-1] + (_VLANES, x.shape[-1] // _VLANES))


def _place_contiguous(x: Arr, value: Arr) -> Arr:
    """A register block that is 0 but for one value per VLane in lanes 0, 1, ... (VLane order)."""
    out = np.zeros_like(x)
    out[..., :value.shape[-1]] = value
    return out
