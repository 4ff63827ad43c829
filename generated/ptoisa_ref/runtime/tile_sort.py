"""Tile sorts: tsort32 (32-element blocks into (score, index) records) and tmrgsort (merging sorted
record lists); and tgather by index, which reads a tile at the places an index tile names.

Source: generator/runtime/tile_sort.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

A record is 8 bytes: the score's bits (an f16 score in the low two bytes, the next two 0), then a
32-bit index. The vendor libraries (`sort_impl` library: A5 and A2/A3) run the unified-buffer
instructions pto.vbitsort and pto.vmrgsort4, and so does this module: the tile's rows are staged
into a scratch buffer and the vector ops' own functions sort and merge them (largest score first,
equal scores in input order or to the lower list, NaN last: D-SORT, D-MERGE). pto-isa's CPU
simulator (`sort_impl` simulator) sorts each block with std::stable_sort, equal scores by index,
and its merge writes dst directly (D-TSORT32-TARGETS, D-TMRGSORT-TARGETS).

The functions take Tiles (as `ptoisa run` passes them) and write dst (and the scratch tile tmp,
where the library uses it) in place.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import OPS, _DTYPES
from .base import _UINT
from .base import Arr, SemanticsError
from .memory import Ptr
from .memory_ops import _Merge, _merge4, _sort32
from .tiles import Tile
from .watch import touched

SORT_BLOCK = 32  # elements per pto.vbitsort group
SORT_MAX_ROW_COPY = 32 * 255  # bytes one unified-buffer copy moves: a longer row stages only its tail block
SORT_MAX_REPEAT = 255  # blocks one pto.vbitsort sorts: a longer row runs in chunks of 255
# The library's pad score, -(0.0/0.0): a negative quiet NaN, below every number (D-TSORT32-TAIL).
SORT_PAD_BITS = {2: 0xFE00, 4: 0xFFC00000}
# PTOAS's A5 library's pad: these numbers converted to T (not bit patterns; D-TSORT32-TAIL).
SORT_PTOAS_PAD = {2: float(0xFC00), 4: float(0xFF800000)}


def _sort_tile(op: str, name: str, value: Any) -> Tile:
    if not isinstance(value, Tile):
        raise SemanticsError(f"pto.{op}: %{name} must be a tile, got {type(value).__name__}")
    value.storage()
    if value.blayout != "RowMajor" or value.slayout != "NoneBox":
        raise SemanticsError(f"pto.{op}: %{name} must be a row-major tile with no box")
    return value


def _sort_bytes(t: Tile, row: int, start: int, n: int, op: str, name: str) -> Arr:
    """n elements' bytes from element `start` of row `row`, in memory order (past the row's end
    they are the bytes that follow it)."""
    size = _DTYPES[t.elem].itemsize
    first = t.addr + (row * t.row_stride + start) * size
    if first + n * size > len(t.mem):
        raise SemanticsError(f"pto.{op}: %{name} is read past the end of its memory")
    got: Arr = t.mem[first:first + n * size]
    return got


def _sort_records(scores: Arr, indices: Arr, kind: str, op: str) -> Arr:
    """pto.vbitsort's records (8 bytes each) of 32-element groups: scores of `kind`, u32 indices."""
    n = len(indices)
    size = _DTYPES[kind].itemsize
    ub = np.zeros(n * (size + 4 + 8), np.uint8)
    ub[:n * size] = scores.view(np.uint8)
    ub[n * size:n * (size + 4)] = indices.view(np.uint8)
    out = n * (size + 4)
    _sort32("vbitsort", ("destination", "source", "indices", "repeat_times"), 1, Ptr(ub, out, "u32", "ub"),
            Ptr(ub, 0, kind, "ub"), Ptr(ub, n * size, "u32", "ub"), n // SORT_BLOCK, "a5")
    recs: Arr = ub[out:out + 8 * n]
    return recs


def _simulator_records(scores: Arr, indices: Arr, kind: str) -> Arr:
    """The CPU simulator's records of one block: stable, largest first, equal scores by index
    (NaN placed as the hardware places it: last; D-TSORT32-TARGETS)."""
    wide = scores.astype(np.float64)
    nan = np.isnan(wide)
    order = np.lexsort((indices, np.where(nan, 0.0, -wide), nan))
    size = _DTYPES[kind].itemsize
    recs = np.zeros((len(order), 2), np.uint32)
    recs[:, 0] = scores[order].view(_UINT[size]).astype(np.uint32)
    recs[:, 1] = indices[order]
    out: Arr = recs.reshape(-1).view(np.uint8)
    return out


def _sort_write(t: Tile, row: int, start_elem: int, data: Arr, op: str, name: str) -> None:
    size = _DTYPES[t.elem].itemsize
    first = t.addr + (row * t.row_stride + start_elem) * size
    if first + len(data) > len(t.mem):
        raise SemanticsError(f"pto.{op}: %{name} is written past the end of its memory")
    touched(t.mem, first, first + len(data), True)
    t.mem[first:first + len(data)] = data


def sort_blocks(op: str, src: Any, idx: Any, dst: Any, tmp: Any, impl: str) -> None:
    """tsort32: each row's valid elements of src sorted per 32-element block with their indices
    from idx into records in dst's row (record k of block b at byte 8 x (32b + k))."""
    s, i, d = _sort_tile(op, "src", src), _sort_tile(op, "idx", idx), _sort_tile(op, "dst", dst)
    t = _sort_tile(op, "tmp", tmp) if tmp is not None else None
    kind = s.elem
    if kind not in OPS[op]:
        raise SemanticsError(f"pto.{op}: scores of {kind} cannot be sorted (legal: {', '.join(OPS[op])})")
    if d.elem != kind or (t is not None and t.elem != kind):
        raise SemanticsError(f"pto.{op}: dst{' and tmp' if t is not None else ''} must hold src's element type {kind}")
    if _DTYPES[i.elem].itemsize != 4:
        raise SemanticsError(f"pto.{op}: idx must hold 32-bit indices, not {i.elem}")
    size = _DTYPES[kind].itemsize
    cols = s.valid_cols
    if impl == "simulator":
        if i.valid_rows != s.valid_rows or i.valid_cols != cols:
            return  # the simulator returns without writing when idx's valid shape is not src's
        for r in range(s.valid_rows):
            for b in range(0, cols, SORT_BLOCK):
                n = min(SORT_BLOCK, cols - b)
                scores = _sort_bytes(s, r, b, n, op, "src").copy().view(_DTYPES[kind])
                indices = _sort_bytes(i, r, b, n, op, "idx").copy().view(np.uint32)
                _sort_write(d, r, b * 8 // size, _simulator_records(scores, indices, kind), op, "dst")
        return
    shared = i.valid_rows == 1
    if t is None and cols % SORT_BLOCK:  # PTOAS gives the op a tmp of src's type (D-TSORT32-IMPLICIT-TMP)
        t = Tile(np.zeros(s.rows * s.row_stride * size, np.uint8), 0, kind, s.rows, s.row_stride)
    whole = cols // SORT_BLOCK
    tail = cols % SORT_BLOCK if t is not None else 0
    blocks = whole + (1 if tail else 0)
    long_row = cols * size > SORT_MAX_ROW_COPY
    if blocks % SORT_MAX_REPEAT == 0 and (blocks > SORT_MAX_REPEAT or (tail and long_row)):
        # the libraries' last chunk of 255 blocks runs blocks % 255 = 0 of them (D-TSORT32-RUNS):
        # neither it nor, with tmp, the partial block in it is sorted (a long row with a tail
        # runs in chunks even when it has 255 blocks)
        blocks -= SORT_MAX_REPEAT
        tail = 0
    for r in range(d.valid_rows):
        if blocks == 0:
            continue
        scores = _sort_bytes(s, r, 0, SORT_BLOCK * blocks, op, "src").copy().view(_DTYPES[kind])
        if tail and t is not None:
            scores = _sort_padded(op, s, t, r, scores, cols, long_row, impl)
        indices = _sort_bytes(i, 0 if shared else r, 0, SORT_BLOCK * blocks, op, "idx").copy().view(np.uint32)
        _sort_write(d, r, 0, _sort_records(scores, indices, kind, op), op, "dst")


def _sort_padded(op: str, s: Tile, t: Tile, row: int, scores: Arr, cols: int, long_row: bool, impl: str) -> Arr:
    """The scores the library sorts for a row with a partial last block, staged through tmp as it
    stages them (D-TSORT32-TAIL): the row (a long row: its tail block) copied into tmp in whole
    32-byte bursts, then pad scores written over part of the last block. pto-isa's libraries pad
    the block's elements past the valid ones with a negative quiet NaN; PTOAS's A5 library writes
    its pad, the number 0xFF800000 (f32) or 0xFC00 (f16) converted to T, over the block's first
    32 - tail elements."""
    kind = s.elem
    size = _DTYPES[kind].itemsize
    tail = cols % SORT_BLOCK
    start = cols - tail if long_row else 0  # the first element staged
    staged = ((cols - start) * size + 31) // 32 * 32  # bytes copied: whole bursts
    _sort_write(t, 0, 0, _sort_bytes(s, row, start, staged // size, op, "src").copy(), op, "tmp")
    last = (cols - start + SORT_BLOCK - 1) // SORT_BLOCK * SORT_BLOCK - SORT_BLOCK  # the last block, in tmp
    pad_block = _sort_bytes(t, 0, last, SORT_BLOCK, op, "tmp").copy().view(_DTYPES[kind])
    if impl == "ptoas":
        pad_block[:SORT_BLOCK - tail] = np.array(SORT_PTOAS_PAD[size], _DTYPES[kind])
    else:
        pad_block[tail:] = np.array(SORT_PAD_BITS[size], _UINT[size]).view(_DTYPES[kind])
    _sort_write(t, 0, last, pad_block.view(np.uint8), op, "tmp")
    staged_scores = _sort_bytes(t, 0, 0, last + SORT_BLOCK, op, "tmp").copy().view(_DTYPES[kind])
    out: Arr = scores.copy()
    out[start:start + last + SORT_BLOCK] = staged_scores
    return out


_TMRGSORT = _Merge("tmrgsort", "dst", ("src0", "src1", "src2", "src3"), "count", "config", 16, "VMS4_SR", 8)


def _merge_list_records(op: str, name: str, t: Tile, n: int) -> Arr:
    got: Arr = _sort_bytes(t, 0, 0, n * 8 // _DTYPES[t.elem].itemsize, op, name).copy()
    return got


def merge_lists(op: str, lists: tuple[Any, ...], dst: Any, tmp: Any, block_len: Any, exhausted: bool,
                impl: str) -> tuple[int, int, int, int]:
    """tmrgsort. With block_len (one list): each group of 4 x block_len elements of src's valid
    columns is four sorted lists of block_len elements, merged into dst at the same place. With
    2 to 4 lists: their valid records merged (stopping when one runs out, with exhausted) into tmp,
    then dst's valid columns copied from tmp (library); or into dst up to its valid columns
    (simulator). Returns the records taken from each list (the last group's, for block_len)."""
    d = _sort_tile(op, "dst", dst)
    srcs = [_sort_tile(op, f"src{k}", v) for k, v in enumerate(lists)]
    kind = d.elem
    if kind not in OPS[op]:
        raise SemanticsError(f"pto.{op}: records of {kind} scores cannot be merged (legal: {', '.join(OPS[op])})")
    for k, s in enumerate(srcs):
        if s.elem != kind:
            raise SemanticsError(f"pto.{op}: %src{k} holds {s.elem}, dst {kind}: one element type")
    size = _DTYPES[kind].itemsize
    per = 8 // size  # elements per record
    spr: dict[str, int] = {}
    if block_len is not None:
        blen = int(block_len)
        if blen <= 0 or blen % per:
            raise SemanticsError(f"pto.{op}: blockLen {blen} must be a positive multiple of {per} (elements per record)")
        s = srcs[0]
        group = 4 * blen
        repeat = s.valid_cols // group
        if repeat == 0:
            return (0, 0, 0, 0)
        if repeat > 255 and impl != "simulator":
            raise SemanticsError(f"pto.{op}: {repeat} groups of 4 x blockLen elements; one pto.vmrgsort4 "
                                 "merges at most 255")
        n = blen // per
        if impl == "simulator":
            for g in range(repeat):
                ub = np.zeros(8 * 4 * n * 2, np.uint8)
                ub[:8 * 4 * n] = _sort_bytes(s, 0, g * group, group, op, "src0")
                heads = tuple(Ptr(ub, 8 * k * n, kind, "ub") for k in range(4))
                _merge4(_TMRGSORT, spr, Ptr(ub, 8 * 4 * n, kind, "ub"), heads, n * 0x0001000100010001, 0xF01, "a5")
                _sort_write(d, 0, g * group, ub[8 * 4 * n:], op, "dst")
        else:
            ub = np.zeros(8 * 4 * n * repeat * 2, np.uint8)
            ub[:8 * 4 * n * repeat] = _sort_bytes(s, 0, 0, group * repeat, op, "src0")
            heads = tuple(Ptr(ub, 8 * k * n, kind, "ub") for k in range(4))
            _merge4(_TMRGSORT, spr, Ptr(ub, 8 * 4 * n * repeat, kind, "ub"), heads, n * 0x0001000100010001,
                    0xF00 | repeat, "a5")
            _sort_write(d, 0, 0, ub[8 * 4 * n * repeat:], op, "dst")
        word = spr["VMS4_SR"]
        return tuple((word >> (16 * k)) & 0xFFFF for k in range(4))  # type: ignore[return-value]
    counts = [s.valid_cols // per for s in srcs]
    total = sum(counts)
    ub = np.zeros(16 * total + 8, np.uint8)
    at = 0
    heads_l = []
    for k, s in enumerate(srcs):
        ub[at:at + 8 * counts[k]] = _merge_list_records(op, f"src{k}", s, counts[k])
        heads_l.append(Ptr(ub, at, kind, "ub"))
        at += 8 * counts[k]
    while len(heads_l) < 4:
        heads_l.append(heads_l[0])
    count = sum(c << (16 * k) for k, c in enumerate(counts))
    valid = (1 << len(srcs)) - 1
    _merge4(_TMRGSORT, spr, Ptr(ub, at, kind, "ub"), tuple(heads_l), count, 1 | (valid << 8) | (int(exhausted) << 12),
            "a5")
    word = spr["VMS4_SR"]
    taken = tuple((word >> (16 * k)) & 0xFFFF for k in range(4))
    merged = ub[at:at + 8 * sum(taken)]
    if impl == "simulator":
        keep = min(len(merged) // 8, d.valid_cols // per)
        _sort_write(d, 0, 0, merged[:8 * keep], op, "dst")
        return _taken_by(ub, heads_l[:len(srcs)], counts, merged[:8 * keep])
    if tmp is None:  # `no_tmp`: the merge lands in dst, past it dst keeps its bytes (D-TMRGSORT-NO-TMP)
        _sort_write(d, 0, 0, merged[:8 * min(len(merged) // 8, d.valid_cols // per)], op, "dst")
        return taken  # type: ignore[return-value]
    t = _sort_tile(op, "tmp", tmp)
    if t.elem != kind:
        raise SemanticsError(f"pto.{op}: tmp holds {t.elem}, dst {kind}: one element type")
    if len(merged) > t.rows * t.row_stride * size:
        raise SemanticsError(f"pto.{op}: tmp holds {t.rows * t.row_stride * size} bytes; the merge writes {len(merged)}")
    _sort_write(t, 0, 0, merged, op, "tmp")
    _sort_write(d, 0, 0, _sort_bytes(t, 0, 0, d.valid_cols, op, "tmp").copy(), op, "dst")
    return taken  # type: ignore[return-value]


def _taken_by(ub: Arr, heads: list[Ptr], counts: list[int], merged: Arr) -> tuple[int, int, int, int]:
    """The records each list gave to `merged` (a merge's first records): each one is the head of
    the lowest list whose head has its bytes (equal records go to the lower list first)."""
    taken = [0, 0, 0, 0]
    for at in range(0, len(merged), 8):
        rec = merged[at:at + 8]
        for k, h in enumerate(heads):
            start = h.addr + 8 * taken[k]
            if taken[k] < counts[k] and np.array_equal(ub[start:start + 8], rec):
                taken[k] += 1
                break
    return (taken[0], taken[1], taken[2], taken[3])


def gather_by_index(op: str, src: Any, indices: Any, dst: Any, impl: str) -> None:
    """tgather by index: dst[i][j] = the element of src counted flat from its first (row-major,
    src's rows x cols) at indices[i][j], over dst's valid region. The vector libraries read an
    index as unsigned (pto.vgather2) and have no check, so an index past src's tile is an error
    here (D-TGATHER-INDEX); the CPU simulator writes 0 for a negative one or one past the tile."""
    s, ix, d = _sort_tile(op, "src", src), _sort_tile(op, "indices", indices), _sort_tile(op, "dst", dst)
    if s.elem != d.elem:
        raise SemanticsError(f"pto.{op}: dst holds {d.elem}, src {s.elem}: one element type")
    if ix.elem not in ("i8", "u8", "i16", "u16", "i32", "u32"):
        raise SemanticsError(f"pto.{op}: indices must be integers, not {ix.elem}")
    rows, cols = d.valid_rows, d.valid_cols
    if ix.valid_rows < rows or ix.valid_cols < cols:
        raise SemanticsError(f"pto.{op}: indices' valid shape {ix.valid_rows}x{ix.valid_cols} does not cover "
                             f"dst's {rows}x{cols}")
    raw = ix.values()[:rows, :cols].astype(np.int64)
    table = s.values().reshape(-1)
    n = len(table)
    if impl == "simulator":
        inside = (raw >= 0) & (raw < n)
        got = np.where(inside, table[np.where(inside, raw, 0)], np.zeros((), table.dtype)).astype(table.dtype)
    else:
        width = 8 * _DTYPES[ix.elem].itemsize
        unsigned = raw & ((1 << width) - 1)
        bad = unsigned >= n
        if bad.any():
            r, c = (int(v[0]) for v in np.nonzero(bad))
            raise SemanticsError(f"pto.{op}: index {int(unsigned[r, c])} at ({r}, {c}) is past src's {n} elements; "
                                 "the target reads whatever follows in the unified buffer (D-TGATHER-INDEX)")
        got = table[unsigned]
    d.values()[:rows, :cols] = got


def scatter_by_index(op: str, src: Any, indices: Any, dst: Any, impl: str) -> None:
    """tscatter by index: dst, counted flat from its first element (its rows x cols), receives
    src[i][j] at place indices[i][j], row after row, a later element overwriting an earlier one at
    the same place (D-TSCATTER-INDEX). `ptoas` (A5): dst zeroed, then dst's valid region's places
    of src and indices scattered; `library` (A2/A3): dst zeroed, then indices' valid region;
    `simulator` (CPU): indices' valid region, dst not zeroed. An index is read as unsigned; one
    past dst's tile is an error here."""
    s, ix, d = _sort_tile(op, "src", src), _sort_tile(op, "indices", indices), _sort_tile(op, "dst", dst)
    if s.elem != d.elem:
        raise SemanticsError(f"pto.{op}: dst holds {d.elem}, src {s.elem}: one element type")
    if ix.elem not in ("i16", "u16", "i32", "u32"):
        raise SemanticsError(f"pto.{op}: indices must be 16- or 32-bit integers, not {ix.elem}")
    rows, cols = (d.valid_rows, d.valid_cols) if impl == "ptoas" else (ix.valid_rows, ix.valid_cols)
    for t, name in ((s, "src"), (ix, "indices")):
        if rows > t.rows or cols > t.cols:
            raise SemanticsError(f"pto.{op}: {rows}x{cols} elements of %{name} are read, but it is a "
                                 f"{t.rows}x{t.cols} tile")
    width = 8 * _DTYPES[ix.elem].itemsize
    places = (ix.values()[:rows, :cols].astype(np.int64) & ((1 << width) - 1)).reshape(-1)
    values = s.values()[:rows, :cols].reshape(-1)
    n = d.rows * d.cols
    bad = np.nonzero(places >= n)[0]
    if len(bad):
        k = int(bad[0])
        raise SemanticsError(f"pto.{op}: index {int(places[k])} at ({k // cols}, {k % cols}) is past dst's {n} "
                             "elements (D-TSCATTER-INDEX)")
    flat = d.values().reshape(-1).copy()
    if impl != "simulator":
        flat[:] = np.zeros((), flat.dtype)
    flat[places] = values  # numpy keeps the last of repeated places: row-major order, the last wins
    d.values()[:, :] = flat.reshape(d.rows, d.cols)


_BLOCK = 32  # bytes a byte offset of tgatherb selects


def gather_blocks(op: str, src: Any, offsets: Any, dst: Any, impl: str) -> None:
    """tgatherb: element j of dst's valid row i is element j % (32 / size) of the 32-byte block at
    byte offsets[i][j / (32 / size)] from src's first byte (D-TGATHERB). `library` (A5, A2/A3: one
    pto.vgatherb per 256 bytes, dst's valid columns stored): the offset is unsigned, unchecked, so
    one whose block leaves the unified buffer is an error here; `simulator` (CPU): whole blocks
    only (valid columns / block elements of them), and a block past src's tile is skipped (dst
    keeps its bytes)."""
    s, off, d = _sort_tile(op, "src", src), _sort_tile(op, "offsets", offsets), _sort_tile(op, "dst", dst)
    if off.elem not in ("u32", "i32"):
        raise SemanticsError(f"pto.{op}: offsets must be 32-bit integers, not {off.elem}")
    size = _DTYPES[d.elem].itemsize
    per = _BLOCK // size
    rows, cols = d.valid_rows, d.valid_cols
    blocks = cols // per if impl == "simulator" else -(-cols // per)
    if off.valid_rows < rows or off.valid_cols < blocks:
        raise SemanticsError(f"pto.{op}: offsets' valid shape {off.valid_rows}x{off.valid_cols} does not give "
                             f"{blocks} block offsets for each of dst's {rows} valid rows")
    s.storage()
    raw = off.values()[:rows, :blocks].astype(np.int64) & 0xFFFFFFFF
    mem, base = s.mem, s.addr
    limit = s.nbytes if impl == "simulator" else len(mem) - base
    out = d.values()
    for i in range(rows):
        for b in range(blocks):
            start = int(raw[i, b])
            if start + _BLOCK > limit:
                if impl == "simulator":
                    continue
                raise SemanticsError(f"pto.{op}: offset {start} at ({i}, {b}) reads past the unified buffer "
                                     f"(D-TGATHERB)")
            n = min(per, cols - b * per)
            block = mem[base + start:base + start + _BLOCK].view(_DTYPES[d.elem])
            out[i, b * per:b * per + n] = block[:n]


# maskPattern -> (first element, step): the rightmost digit is element 0
_PATTERNS = {"P1111": (0, 1), "P0101": (0, 2), "P1010": (1, 2), "P0001": (0, 4), "P0010": (1, 4),
             "P0100": (2, 4), "P1000": (3, 4)}


def gather_by_pattern(op: str, src: Any, dst: Any, pattern: str, axis: str, impl: str) -> None:
    """tgather's mask form (D-TGATHER-MASK). `library`: "row" dst[i][c] = src's element
    i x cols + start + c x step counted flat (a row's picks run on into the next rows),
    "col" dst[r][j] = src[start + r x step][j], over dst's valid region; `simulator`: a row pick
    walks src's valid region and writes the picked elements one after another from dst's first
    (dst's storage), a column pick as the library."""
    s, d = _sort_tile(op, "src", src), _sort_tile(op, "dst", dst)
    if _DTYPES[s.elem].itemsize != _DTYPES[d.elem].itemsize:
        raise SemanticsError(f"pto.{op}: src's {s.elem} and dst's {d.elem} differ in size")
    start, step = _PATTERNS[pattern]
    sv = s.values()
    if impl == "simulator" and axis == "row":
        picks = [c for c in range(s.valid_cols) if c >= start and (c - start) % step == 0]
        picked = np.ascontiguousarray(sv[:s.valid_rows, picks]).reshape(-1).view(np.uint8)
        d.storage()
        if picked.size > d.nbytes:
            raise SemanticsError(f"pto.{op}: {picked.size} bytes of picked elements do not fit dst's {d.nbytes}")
        d.mem[d.addr:d.addr + picked.size] = picked  # one after another from dst's first element
        return
    rows, cols = d.valid_rows, d.valid_cols
    if axis == "row":  # the registers read on from the row's start, into the next rows' elements
        flat_src = sv.reshape(-1)
        where = np.arange(rows)[:, None] * s.cols + start + np.arange(cols)[None, :] * step
        if where.size and int(where.max()) >= flat_src.size:
            raise SemanticsError(f"pto.{op}: dst's {rows}x{cols} valid region picks past src's {s.rows}x{s.cols}")
        got = flat_src[where]
    else:
        need = start + (rows - 1) * step + 1 if rows else 0
        if need > s.rows or cols > s.cols:
            raise SemanticsError(f"pto.{op}: dst's {rows}x{cols} valid region picks past src's {s.rows}x{s.cols}")
        got = sv[start:start + rows * step:step, :cols]
    d.values()[:rows, :cols] = got.view(d.values().dtype)


def scatter_by_pattern(op: str, src: Any, dst: Any, pattern: str, axis: str, impl: str) -> None:
    """tscatter's mask form (D-TSCATTER-MASK). `ptoas` and `library`: "row" dst[i][start + c x
    step] = src[i][c] over src's valid region, 0 at the other places of dst's first valid
    columns x step columns; "col" dst zeroed (all rows x cols, unless P1111), then src row r into
    dst row start + r x step. `simulator`: dst's valid region walked, src's elements (flat over
    its whole rows) at the picked places or rows, 0 elsewhere; P1111 copies src's valid region."""
    s, d = _sort_tile(op, "src", src), _sort_tile(op, "dst", dst)
    if _DTYPES[s.elem].itemsize != _DTYPES[d.elem].itemsize:
        raise SemanticsError(f"pto.{op}: src's {s.elem} and dst's {d.elem} differ in size")
    start, step = _PATTERNS[pattern]
    sv, dv = s.values(), d.values()
    vals = sv.view(dv.dtype)
    if impl == "simulator":
        if pattern == "P1111":
            dv[:s.valid_rows, :s.valid_cols] = vals[:s.valid_rows, :s.valid_cols]
            return
        rows, cols = d.valid_rows, d.valid_cols
        if axis == "row":
            flat, k = vals.reshape(-1), 0
            for i in range(min(s.valid_rows, rows)):
                for j in range(cols):
                    if j >= start and (j - start) % step == 0:
                        if k >= flat.size:
                            raise SemanticsError(f"pto.{op}: dst's valid region picks more elements than src holds")
                        dv[i, j] = flat[k]
                        k += 1
                    else:
                        dv[i, j] = 0
            return
        r_src = 0
        for r in range(rows):
            if r >= start and (r - start) % step == 0:
                dv[r, :cols] = vals[r_src, :cols]
                r_src += 1
            else:
                dv[r, :cols] = 0
        return
    rows, cols = s.valid_rows, s.valid_cols
    if axis == "row":
        width = cols * step
        if rows > d.rows or width > d.cols:
            raise SemanticsError(f"pto.{op}: src's {rows}x{cols} spread by {step} does not fit dst's {d.rows}x{d.cols}")
        block = np.zeros((rows, width), dv.dtype)
        block[:, start::step] = vals[:rows, :cols][:, :len(range(start, width, step))]
        dv[:rows, :width] = block
        return
    if pattern != "P1111":
        dv[...] = 0
    last = start + (rows - 1) * step if rows else 0
    if last >= d.rows or cols > d.cols:
        raise SemanticsError(f"pto.{op}: src's {rows}x{cols} rows spread by {step} do not fit dst's {d.rows}x{d.cols}")
    dv[start:start + rows * step:step, :cols] = vals[:rows, :cols]
