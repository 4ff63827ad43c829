"""The tile random generator (trandom): Philox-4x32 with a 64-bit key and a 128-bit counter,
7 or 10 rounds, as pto-isa's libraries and PTOAS's tile library compute it.

Source: generator/runtime/tile_random.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte
for byte, so do not edit the copy.

dst's valid region is filled row by row in blocks of 256 columns (four 64-lane registers of
32-bit words). Lane m of a block runs the rounds on the counter plus m and gives four words; the
counter then moves on. Where the words go and how far the counter moves is the target's order:
lanes_interleaved (the A5 libraries: word w of lane m at column 4m + w of the block; the counter
moves by 64 after each block, by the row's last block's valid columns mod 64 (64 if none) after
it) or words_strided (the CPU simulator: word w of lane m at column 64w + m; the counter moves by
a quarter of dst's row length after every block).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .base import Arr, SemanticsError
from .tiles import Tile

_PHILOX_MUL = (0xD2511F53, 0xCD9E8D57)
_PHILOX_KEY_STEP = (0x9E3779B9, 0xBB67AE85)
_PHILOX_LANES = 64  # 32-bit words per 256-byte register
_PHILOX_MASK = (1 << 32) - 1


def philox(counter: Arr, key: tuple[int, int], rounds: int) -> Arr:
    """The four output words of each 128-bit counter (rows of four u32, word 0 least significant)."""
    c = [counter[:, k].astype(np.uint64) for k in range(4)]
    k0, k1 = key
    for _ in range(rounds):
        p0 = c[0] * np.uint64(_PHILOX_MUL[0])
        p1 = c[2] * np.uint64(_PHILOX_MUL[1])
        c = [(p1 >> np.uint64(32)) ^ c[1] ^ np.uint64(k0), p1 & np.uint64(_PHILOX_MASK),
             (p0 >> np.uint64(32)) ^ c[3] ^ np.uint64(k1), p0 & np.uint64(_PHILOX_MASK)]
        k0, k1 = (k0 + _PHILOX_KEY_STEP[0]) & _PHILOX_MASK, (k1 + _PHILOX_KEY_STEP[1]) & _PHILOX_MASK
    return np.stack([x.astype(np.uint32) for x in c], axis=1)


def _lane_counters(base: int) -> Arr:
    """The 64 lane counters base + m as rows of four u32 words (the 128-bit sum wraps)."""
    lanes = [(base + m) & ((1 << 128) - 1) for m in range(_PHILOX_LANES)]
    return np.array([[(v >> (32 * k)) & _PHILOX_MASK for k in range(4)] for v in lanes], np.uint32)


def _random_word(op: str, name: str, value: Any) -> int:
    try:
        v = int(value)
    except (TypeError, ValueError):
        raise SemanticsError(f"pto.{op}: {name} must be an integer") from None
    return v & _PHILOX_MASK  # an i32 operand's bits


def random_tile(op: str, keys: tuple[Any, Any], counters: tuple[Any, Any, Any, Any], dst: Any, rounds: Any,
                order: str) -> Arr | None:
    """Fills dst's valid region (a Tile, written in place; or a 2-D i32/u32 array, whose copy with
    the region filled is returned); nothing outside the region changes."""
    key = (_random_word(op, "key0", keys[0]), _random_word(op, "key1", keys[1]))
    words = [_random_word(op, f"counter{k}", c) for k, c in enumerate(counters)]
    counter = sum(w << (32 * k) for k, w in enumerate(words))
    n = int(rounds)
    if n not in (7, 10):
        raise SemanticsError(f"pto.{op}: rounds must be 7 or 10, not {n}")
    if isinstance(dst, Tile):
        if dst.elem not in ("i32", "u32"):
            raise SemanticsError(f"pto.{op}: dst must hold i32 or u32, not {dst.elem}")
        rows, cols, stride = dst.valid_rows, dst.valid_cols, dst.row_stride
        out = np.zeros((rows, cols), np.uint32)
    else:
        full = np.array(dst, copy=True)
        if full.ndim != 2 or full.dtype not in (np.int32, np.uint32):
            raise SemanticsError(f"pto.{op}: dst must be a 2-D i32 or u32 array, or a Tile")
        rows, cols, stride = full.shape[0], full.shape[1], full.shape[1]
        out = np.zeros((rows, cols), np.uint32)
    blocks = -(-cols // (4 * _PHILOX_LANES))
    for r in range(rows):
        for b in range(blocks):
            w = philox(_lane_counters(counter), key, n)  # (64 lanes, 4 words)
            block = w.reshape(-1) if order == "lanes_interleaved" else w.T.reshape(-1)
            start = b * 4 * _PHILOX_LANES
            take = min(4 * _PHILOX_LANES, cols - start)
            out[r, start:start + take] = block[:take]
            if order == "lanes_interleaved":
                step = _PHILOX_LANES if b != blocks - 1 else (cols - 1) % _PHILOX_LANES + 1
            else:
                step = stride // 4
            counter = (counter + step) & ((1 << 128) - 1)
    if isinstance(dst, Tile):
        dst.write(out.view(np.int32) if dst.elem == "i32" else out)
        return None
    full[:rows, :cols] = out.view(full.dtype)
    result: Arr = full
    return result
