"""Masks applied to lanes (zeroing and merging forms) and the walk of a large batch in
cache-sized blocks of registers or tiles, which every compute pattern shares.

Source: generator/runtime/blocks.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np
from numpy.typing import ArrayLike

from .base import Arr, _INT


def _lane_mask(c: ArrayLike, dtype: np.dtype[Any]) -> Arr:
    """All-ones bits where c is true, zero elsewhere, as a signed integer of dtype's width."""
    ones = np.negative(np.asarray(c).view(np.int8))  # -1 where true, in one byte
    return ones.astype(_INT[dtype.itemsize], copy=False)  # sign extension widens the ones


def _select(c: ArrayLike, a: Any, b: Any) -> Arr:
    """`c ? a : b` lane by lane on the bits (np.where branches, which is slow on irregular masks)."""
    dtype = a.dtype if isinstance(a, np.ndarray) else np.asarray(b).dtype
    ones = _lane_mask(c, dtype)
    a_bits = np.asarray(a, dtype=dtype).view(ones.dtype)
    b_bits = np.asarray(b, dtype=dtype).view(ones.dtype)
    r = a_bits ^ b_bits
    r &= ones
    r ^= b_bits
    return r.view(dtype)


def _zero_inactive(x: Arr, m: Arr | None) -> Arr:
    """x with the lanes where m is false set to all-zero bits (+0)."""
    if m is None:
        return x
    return (x.view(_INT[x.dtype.itemsize]) & _lane_mask(m, x.dtype)).view(x.dtype)


def _predicate(result: Arr, mask: Arr | None, prior: Arr | None) -> Arr:
    """Zeroing form (prior is None): inactive lanes 0. Merging form: inactive lanes keep `prior`."""
    if mask is None:
        return result
    return _zero_inactive(result, mask) if prior is None else _select(mask, result, prior)


# Large batches are processed in blocks of about this many bytes, so that the
# temporaries of one block stay in cache instead of streaming through memory.
_BLOCK_BYTES = 1 << 19


def _map_blocks(fn: Callable[..., Arr], x: Arr, *others: Arr | None, into: bool = False) -> Arr:
    """fn(block, *other_blocks) over row blocks of the (..., lanes) array x; the result has x's
    leading axes, and the lanes and element type of fn's results. With `into` (results shaped
    like x), fn also gets out= the result's block, and may return it filled, saving a copy."""
    lanes = x.shape[-1]
    flat = x.reshape(-1, lanes)
    rest = [None if o is None else np.asarray(o).reshape(-1, lanes) for o in others]
    step = max(1, _BLOCK_BYTES // (lanes * x.dtype.itemsize))
    if flat.shape[0] <= step:
        r = fn(flat, *rest)
        return r.reshape(x.shape[:-1] + r.shape[-1:])
    out = np.empty(flat.shape, dtype=x.dtype) if into else None
    for s in range(0, flat.shape[0], step):
        blocks = (flat[s:s + step], *(None if o is None else o[s:s + step] for o in rest))
        if out is None:
            r = fn(*blocks)
            out = np.empty((flat.shape[0],) + r.shape[1:], dtype=r.dtype)
        elif into:
            target = out[s:s + step]
            r = fn(*blocks, out=target)
            if r is target:
                continue
        else:
            r = fn(*blocks)
        out[s:s + step] = r
    assert out is not None
    return out.reshape(x.shape[:-1] + out.shape[-1:])


def _map_tiles(fn: Callable[[Arr], Arr], v: Arr, out_tail: tuple[int, ...], out_dtype: Any) -> Arr:
    """fn(block of (n, rows, cols) tiles) -> (n, *out_tail) over the batch of tiles v."""
    lead = v.shape[:-2]
    flat: Arr = v.reshape((-1,) + v.shape[-2:])
    step = max(1, _BLOCK_BYTES // max(1, v.shape[-2] * v.shape[-1] * v.dtype.itemsize))
    out = np.empty((flat.shape[0],) + tuple(out_tail), dtype=out_dtype)
    for s in range(0, flat.shape[0], step):
        out[s:s + step] = fn(flat[s:s + step])
    return out.reshape(lead + tuple(out_tail))


_masked = _zero_inactive
