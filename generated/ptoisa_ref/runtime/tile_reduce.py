"""Row and column reductions of a tile (sum, max, min, product) in each target's order.

Source: generator/runtime/tile_reduce.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte
for byte, so do not edit the copy.

Rows: A5's tile library reduces each 256-byte chunk with one register-wide instruction and
combines the chunk results in order; A2/A3's combines whole repeats lane by lane, the tail into
the first repeat, and reduces one register at the end; the CPU simulator walks each row from
column 0. Columns: every target combines whole rows lane by lane, A5 row 0 with each following
pair of rows (combined first), A2/A3 and the CPU simulator one row after another.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import _DTYPES, _LANES
from .arith import _canonical_nan
from .args import _count
from .base import Arr, SemanticsError, _UINT, _dtype_name
from .blocks import _BLOCK_BYTES, _select
from .reduce import _QUIET, _DEFAULT_NAN, _extremum, _start_value, _sum_sequential, _sum_tree
from .tiles import Tile

_BLOCK = 32  # bytes in one block of A2/A3's vector unit (its scalar tails work on one block)
# A2/A3's f32 shapes with a path of their own (a DN dst of one column): the group reductions
# (8 elements each) and lane-wise steps its library issues, in order (D-ROWREDUCE-A2A3).
_A2A3_F32_SHAPES = {(64, 128): ("g", "pair", "g"), (32, 256): ("g", "pair", "pair", "g"),
                    (16, 512): ("g", "g", "g"), (8, 1024): ("g", "g", "pair", "g")}


def _lane(a: Arr, b: Arr, combine: str) -> Arr:
    """One lane-wise step, as the vector unit's vadd/vmax/vmin/vmul computes it in T: a NaN
    in either operand of vmax/vmin gives that NaN (the first operand's if both are), and a tie
    gives the second operand (D-MINMAX)."""
    if combine == "add":
        r: Arr = a + b
    elif combine == "mul":
        r = a * b
    elif combine == "max":
        r = _select(np.isnan(a) | ((a > b) & ~np.isnan(b)), a, b)
    else:
        r = _select(np.isnan(a) | ((a < b) & ~np.isnan(b)), a, b)
    return r


def _whole(x: Arr, m: Arr | None, combine: str) -> Arr:
    """One register-wide reduction over the last axis (vcadd: adjacent pairs level by level,
    inactive lanes 0; vcmax/vcmin: the first extremum of the active lanes, a NaN never chosen,
    the start value when none beats it)."""
    if combine == "add":
        return _sum_tree(x if m is None else _select(m, x, x.dtype.type(0)))
    best, _, _ = _extremum(x, m, combine, False)
    return best


def _group(x: Arr, combine: str) -> Arr:
    """The group reductions (vcgadd/vcgmax/vcgmin): each 32-byte group of the last axis reduced
    on its own (a sum in order from 0; an extremum as _whole's)."""
    g = x.reshape(x.shape[:-1] + (-1, _BLOCK // x.dtype.itemsize))
    if combine == "add":
        return _sum_sequential(g, x.dtype)
    return _whole(g, None, combine)


def _chunks(v: Arr, n: int) -> tuple[Arr, Arr]:
    """v (rows, cols) cut into registers of n lanes: (rows, k, n) values and the lanes that hold
    a column (the tail register's other lanes are 0 and inactive)."""
    rows, cols = v.shape
    k = -(-cols // n)
    padded = np.zeros((rows, k * n), dtype=v.dtype)
    padded[:, :cols] = v
    active = np.zeros(k * n, dtype=bool)
    active[:cols] = True
    return padded.reshape(rows, k, n), np.broadcast_to(active.reshape(k, n), (rows, k, n))


def _a5_rows(v: Arr, name: str, combine: str) -> Arr:
    """A5 (TRowReduce.hpp, TRowProd.hpp): per row, an accumulator starts at the identity (0,
    -inf, +inf, 1) and each 256-byte chunk is combined into it. Sum, max and min reduce the
    chunk with one vcadd/vcmax/vcmin and combine the result with vadd/vmax/vmin; the product
    multiplies the chunks into a register lane by lane (vmul; a tail leaves the other lanes)
    and then halves it log2(N) times, lane k times lane k + N/2 (vintlv with ones, vmul)."""
    n = _LANES[name]
    if combine != "mul" and v.shape[1] % n == 0:  # whole chunks: no tail lanes to mask
        k = v.shape[1] // n
        whole: Arr = _whole(v.reshape(v.shape[0], k, n), None, combine)
        if combine == "add":
            acc0: Arr = np.zeros(v.shape[0], dtype=v.dtype)  # (0 + -0 is +0: the first vadd counts)
            first = 0
        else:  # vmax/vmin of the start value (-inf/+inf, the integer min/max) and a chunk give the chunk's bits
            acc0, first = whole[:, 0], 1
        for j in range(first, k):
            acc0 = _lane(acc0, whole[:, j], combine)
        return acc0
    x, m = _chunks(v, n)
    if combine == "mul":
        acc = np.ones((v.shape[0], n), dtype=v.dtype)
        for j in range(x.shape[1]):
            acc = _select(m[:, j], acc * x[:, j], acc)
        while acc.shape[-1] > 1:
            half = acc.shape[-1] // 2
            acc = acc[:, :half] * acc[:, half:]
        return acc[:, 0]
    parts = _whole(x, m, combine)  # (rows, k)
    acc1: Arr = np.full(v.shape[0], 0 if combine == "add" else _start_value(v.dtype, combine), dtype=v.dtype)
    for j in range(parts.shape[1]):
        acc1 = _lane(acc1, parts[:, j], combine)
    return acc1


def _a2a3_rows(v: Arr, name: str, combine: str, shape: tuple[int, int] | None) -> Arr:
    """A2/A3 (TRowReduceOps.hpp, TRowSum.hpp, TRowProd.hpp), floats. `shape` is the tile's
    (rows, cols) when the destination is a DN column of one and the whole tile is valid: the f32
    shapes of _A2A3_F32_SHAPES then take their own path. Otherwise, with E = 256 bytes of
    elements, P_i the i-th whole repeat of a row and the tail its last cols % E elements:
    a row of at most E elements is one reduction; else tmp starts as P_0 (one repeat) or
    P_0 op P_1, and the sum then adds P_2i + P_2i+1 into tmp's i-th repeat, an odd last P
    into tmp's first, the tail into the first's low lanes, and halves the repeats pairwise,
    while max and min combine the tail into tmp and then P_2, P_3, ... in order; one
    vcadd/vcmax/vcmin of tmp's first repeat ends it. The product keeps one 32-byte block of
    lane products (1, then each block of the row multiplied in) and multiplies its lanes one
    after another on the scalar unit, in f32 (f16 rounded once at the end)."""
    dt = v.dtype
    if combine == "mul":
        b = _BLOCK // dt.itemsize
        x, m = _chunks(v, b)
        acc = np.ones((v.shape[0], b), dtype=dt)
        for j in range(x.shape[1]):
            acc = _select(m[:, j], acc * x[:, j], acc)
        wide = acc.astype(np.float32)
        r = wide[:, 0]
        for k in range(1, b):
            r = r * wide[:, k]
        return r.astype(dt)
    if dt == np.float32 and shape is not None and shape in _A2A3_F32_SHAPES:
        t = v
        for step in _A2A3_F32_SHAPES[shape]:
            if step == "g":
                t = _group(t, combine)
            else:  # lane-wise: the first 8 of each 16 with the next 8
                p = t.reshape(t.shape[0], -1, 2, 8)
                t = _lane(p[:, :, 0], p[:, :, 1], combine).reshape(t.shape[0], -1)
        return t[:, 0]
    e = _LANES[name]
    cols = v.shape[1]
    if cols <= e:
        x, m = _chunks(v, e)
        return _whole(x[:, 0], m[:, 0], combine)
    whole, rem = divmod(cols, e)
    reps = [v[:, i * e:(i + 1) * e] for i in range(whole)]
    if combine == "add":
        if whole == 1:
            tmp = [reps[0].copy()]
        else:
            tmp = [_lane(reps[2 * i], reps[2 * i + 1], combine) for i in range(whole // 2)]
            if whole % 2:
                tmp[0] = _lane(tmp[0], reps[-1], combine)
    else:
        tmp = [reps[0].copy() if whole == 1 else _lane(reps[0], reps[1], combine)]
    if rem:
        tmp[0][:, :rem] = _lane(tmp[0][:, :rem], v[:, whole * e:], combine)
    if combine == "add":
        cur = len(tmp)
        while cur > 1:
            for i in range(cur // 2):
                tmp[i] = _lane(tmp[2 * i], tmp[2 * i + 1], combine)
            odd, cur = cur % 2, cur // 2
            if odd:
                tmp[cur - 1] = _lane(tmp[cur - 1], tmp[2 * cur], combine)
    else:
        for i in range(2, whole):
            tmp[0] = _lane(tmp[0], reps[i], combine)
    return _whole(tmp[0], None, combine)


def _cpu_rows(v: Arr, name: str, combine: str, acc_name: str) -> Arr:
    """The CPU simulator (TRowSum.hpp, TRowMax.hpp, TRowMin.hpp, TRowProd.hpp): one loop over
    the columns. The sum starts at 0 in its sum type (f32 for f16), the product at 1 in T; max
    starts at column 0 and takes a later element only when the running value compares below it
    (std::max), min when the element compares below the running value (std::min)."""
    acc_t = _DTYPES[acc_name]
    if combine == "add":
        return _sum_sequential(v, acc_t)
    if combine == "mul":
        r = np.ones(v.shape[0], dtype=v.dtype)
        for j in range(v.shape[1]):
            r = r * v[:, j]
        return r
    if v.dtype in (np.float16, np.float32) and v.size:
        # without a NaN (numpy's max/min would give it) and a zero (+0 and -0 tie), the running
        # value ends as the row's extremum, whose bits no other lane shares: one reduction gives them
        best: Arr = (np.maximum if combine == "max" else np.minimum).reduce(v, axis=-1)
        if not np.isnan(best).any() and best.all():
            return best
    r = v[:, 0].copy()
    for j in range(1, v.shape[1]):
        x = v[:, j]
        r = _select((r < x) if combine == "max" else (x < r), x, r)
    return r


def _x86_nan(v: Arr, r: Arr, acc: np.dtype[Any], combine: str) -> Arr:
    """The NaN x86 leaves in `acc = acc op v[j]` loops (sum, product): the first NaN to arise
    sticks; it is a NaN input, quieted, or the default NaN when the step itself made it
    (inf - inf, 0 * inf)."""
    r = np.array(r, dtype=acc, copy=True)
    bits = r.view(_UINT[acc.itemsize])
    for idx in zip(*np.nonzero(np.isnan(r))):
        total = acc.type(0 if combine == "add" else 1)
        for x in v[idx].astype(acc):
            with np.errstate(all="ignore"):
                nxt = acc.type(total + x if combine == "add" else total * x)
            if np.isnan(nxt):
                if np.isnan(x):
                    bits[idx] = np.asarray(x, dtype=acc).view(_UINT[acc.itemsize]) | _QUIET[acc.itemsize]
                else:
                    bits[idx] = _DEFAULT_NAN[acc.itemsize]
                break
            total = nxt
    return r


def _int_rows(v: Arr, combine: str) -> Arr:
    """Integers: the sum and product wrap in T's width, so any order gives the same bits."""
    r: Arr
    if combine == "add":
        r = v.astype(np.int64).sum(axis=-1).astype(v.dtype)
    elif combine == "mul":
        with np.errstate(all="ignore"):
            r = np.multiply.reduce(v.astype(np.int64), axis=-1).astype(v.dtype)
    else:
        r = v.max(axis=-1) if combine == "max" else v.min(axis=-1)
    return r


def reduce_rows(v: Arr, name: str, combine: str, spec: dict[str, Any], shape: tuple[int, int] | None = None) -> Arr:
    """Each row of the valid region v (rows, cols) reduced by `combine` in the order `spec`
    names for the target (chunked: A5; repeats: A2/A3; sequential: the CPU simulator). Returns
    (rows,) in T."""
    if v.dtype.kind in "iu":
        return _int_rows(v, combine)
    order = spec["order"]
    accumulate = spec.get("accumulate")
    acc_name = accumulate.get(name, name) if isinstance(accumulate, dict) else name
    with np.errstate(all="ignore"):
        if order == "chunked":
            r = _a5_rows(v, name, combine)
        elif order == "repeats":
            r = _a2a3_rows(v, name, combine, shape)
        else:
            r = _cpu_rows(v, name, combine, acc_name)
        if spec["nan"] == "x86":
            r = _x86_nan(v, r, _DTYPES[acc_name], combine)
        r = r.astype(v.dtype)
    if spec["nan"] == "canonical":
        r = _canonical_nan(r)
    return r


def row_reduce(op: str, legal: tuple[str, ...], combine: str, src: Any, dst: Any, valid_rows: Any, valid_cols: Any,
               spec: dict[str, Any]) -> Arr | None:
    """A tile op's row reduction. Tiles in (as `ptoisa run` passes them): src's valid region is
    reduced into column 0 of dst's valid rows, which must equal src's (dst's valid columns: 1);
    nothing else of dst changes and None is returned. Arrays in: src (..., rows, cols) and its
    region valid_rows x valid_cols (all of it when not given); returns (..., valid_rows, 1)."""
    if isinstance(src, Tile):
        if not isinstance(dst, Tile):
            raise SemanticsError(f"pto.{op}: a tile in, a tile out: pass the destination tile as dst=")
        src.storage()
        vr, vc = src.valid_rows, src.valid_cols
        if vr == 0 or vc == 0:
            raise SemanticsError(f"pto.{op}: src's valid shape {vr}x{vc} is empty")
        if dst.valid_rows != vr or dst.valid_cols != 1:
            raise SemanticsError(f"pto.{op}: dst's valid shape {dst.valid_rows}x{dst.valid_cols} must be {vr}x1 "
                                 f"(src's valid rows, one column)")
        name = _dtype_name(op, src.values(), legal)
        if dst.elem != name:
            raise SemanticsError(f"pto.{op}: dst holds {dst.elem}, src {name}")
        region = src.region(vr, vc)
        if region.ndim == 3:  # a batched loop's pass (tile_batch.py): every iteration's rows, one tall tile
            dst.write(_rows_by_blocks(region.reshape(-1, vc), name, combine, spec).reshape(region.shape[0], vr, 1))
            return None
        whole = (src.rows, src.cols) if (dst.blayout == "ColMajor" and (vr, vc) == (src.rows, src.cols)) else None
        r = reduce_rows(np.ascontiguousarray(region), name, combine, spec, whole)
        dst.write(r.reshape(vr, 1))
        return None
    x: Arr = np.asarray(src)
    name = _dtype_name(op, x, legal)
    if x.ndim < 2:
        raise SemanticsError(f"pto.{op}: a tile is a 2-D array (rows, cols) with optional leading batch axes")
    rows, cols = int(x.shape[-2]), int(x.shape[-1])
    vr = rows if valid_rows is None else _count(op, "valid_rows", valid_rows)
    vc = cols if valid_cols is None else _count(op, "valid_cols", valid_cols)
    if not (0 < vr <= rows and 0 < vc <= cols):
        raise SemanticsError(f"pto.{op}: the valid region {vr}x{vc} must be non-empty and inside the {rows}x{cols} tile")
    if dst is not None:
        raise SemanticsError(f"pto.{op}: with arrays the result is returned; dst= is for tiles")
    return _rows_by_blocks(x[..., :vr, :vc].reshape(-1, vc), name, combine, spec).reshape(x.shape[:-2] + (vr, 1))


def _rows_by_blocks(flat: Arr, name: str, combine: str, spec: dict[str, Any]) -> Arr:
    """Rows are reduced one by one, so a batch of tiles is one tall tile (rows, cols), taken a
    block of rows at a time; returns (rows,)."""
    step = max(1, _BLOCK_BYTES // max(1, flat.shape[1] * flat.dtype.itemsize))
    if len(flat) <= step:  # one block
        return reduce_rows(np.ascontiguousarray(flat), name, combine, spec)
    out: Arr = np.empty(len(flat), dtype=flat.dtype)
    for s in range(0, len(flat), step):
        out[s:s + step] = reduce_rows(np.ascontiguousarray(flat[s:s + step]), name, combine, spec)
    return out


def reduce_cols(v: Arr, combine: str, spec: dict[str, Any]) -> Arr:
    """Each column of the valid region v (rows, cols) reduced by `combine`, rows combined lane by
    lane as whole registers (TColReduceOps.hpp, TColSum.hpp, TColProd.hpp): A5 (chunked) keeps
    row 0 and combines into it each pair of the following rows, combined first, then an odd
    last row; A2/A3 (repeats) combines row 0 with row 1, 2, ... in turn; the CPU simulator
    (sequential) sums from 0 and multiplies from 1 in T, and takes a later row's element for
    max/min only when it compares above/below the running value. Returns (cols,) in T."""
    rows = v.shape[0]
    if v.dtype.kind in "iu":
        return _int_rows(np.ascontiguousarray(v.T), combine)
    order = spec["order"]
    with np.errstate(all="ignore"):
        if order == "chunked":
            acc = v[0].copy()
            i = 1
            while i + 1 < rows:
                acc = _lane(acc, _lane(v[i], v[i + 1], combine), combine)
                i += 2
            if rows > 1 and rows % 2 == 0:
                acc = _lane(acc, v[rows - 1], combine)
        elif order == "repeats":
            acc = v[0].copy()
            for i in range(1, rows):
                acc = _lane(acc, v[i], combine)
        elif order in ("pairs_odd_last", "pairs_odd_first"):
            acc = _pair_tree(v, combine, order == "pairs_odd_last")
        elif combine in ("add", "mul"):
            acc = np.full(v.shape[1], 0 if combine == "add" else 1, dtype=v.dtype)
            for i in range(rows):
                acc = _lane(acc, v[i], combine)
        else:
            acc = v[0].copy()
            for i in range(1, rows):
                acc = _select((v[i] > acc) if combine == "max" else (v[i] < acc), v[i], acc)
        if spec["nan"] == "x86":
            acc = _x86_nan(np.ascontiguousarray(v.T), acc, v.dtype, combine)
    if spec["nan"] == "canonical":
        acc = _canonical_nan(acc)
    out: Arr = acc
    return out


def _pair_tree(v: Arr, combine: str, odd_last: bool) -> Arr:
    """tcolsum's `isBinary` form (TColSum.hpp): rows 2k and 2k+1 combined into tmp row k, then
    tmp's rows likewise, level by level, until one is left. A5 (odd_last) combines an odd row
    with the last pair of its level (the leftover first) and a single row with 0; A2/A3 combines
    the pair-leftover into the first pair and copies a single row."""
    rows = v.shape[0]
    if not odd_last and rows == 1:
        out: Arr = v[0].copy()
        return out
    n = rows // 2
    tmp = [_lane(v[2 * j], v[2 * j + 1], combine) for j in range(n)]
    if rows % 2:
        if odd_last:
            last = tmp[n - 1] if n else np.zeros_like(v[0])
            tmp[max(n - 1, 0):] = [_lane(v[rows - 1], last, combine)]
        else:
            tmp[0] = _lane(tmp[0], v[rows - 1], combine)
    while len(tmp) > 1:
        half = len(tmp) // 2
        level = [_lane(tmp[2 * j], tmp[2 * j + 1], combine) for j in range(half)]
        if len(tmp) % 2:
            if odd_last:
                level[half - 1] = _lane(tmp[2 * half], level[half - 1], combine)
            else:
                level[0] = _lane(level[0], tmp[len(tmp) - 1], combine)
        tmp = level
    return tmp[0]


def col_reduce(op: str, legal: tuple[str, ...], combine: str, src: Any, dst: Any, valid_rows: Any, valid_cols: Any,
               spec: dict[str, Any]) -> Arr | None:
    """A tile op's column reduction. Tiles in (as `ptoisa run` passes them): src's valid region
    is reduced into row 0 of dst over its valid columns, which must equal src's; an empty
    region writes nothing; nothing else of dst changes and None is returned. Arrays in: src
    (rows, cols) and its region valid_rows x valid_cols (all of it when not given); returns
    (1, valid_cols)."""
    if isinstance(src, Tile):
        if not isinstance(dst, Tile):
            raise SemanticsError(f"pto.{op}: a tile in, a tile out: pass the destination tile as dst=")
        src.storage()
        vr, vc = src.valid_rows, src.valid_cols
        if dst.valid_cols != vc:
            raise SemanticsError(f"pto.{op}: dst's valid columns {dst.valid_cols} must equal src's {vc}")
        name = _dtype_name(op, src.values(), legal)
        if dst.elem != name:
            raise SemanticsError(f"pto.{op}: dst holds {dst.elem}, src {name}")
        if vr == 0 or vc == 0:
            return None
        region = src.region(vr, vc)
        if region.ndim == 3:  # a batched loop's pass: every iteration's columns side by side
            n = region.shape[0]
            wide = np.ascontiguousarray(region.transpose(1, 0, 2)).reshape(vr, n * vc)
            dst.write(reduce_cols(wide, combine, spec).reshape(n, 1, vc))
            return None
        r = reduce_cols(np.ascontiguousarray(region), combine, spec)
        dst.write(r.reshape(1, vc))
        return None
    if dst is not None:
        raise SemanticsError(f"pto.{op}: with arrays the result is returned; dst= is for tiles")
    x = np.asarray(src)
    name = _dtype_name(op, x, legal)
    if x.ndim != 2:
        raise SemanticsError(f"pto.{op}: a tile is a 2-D array (rows, cols)")
    rows, cols = x.shape
    vr = rows if valid_rows is None else _count(op, "valid_rows", valid_rows)
    vc = cols if valid_cols is None else _count(op, "valid_cols", valid_cols)
    if not (0 < vr <= rows and 0 < vc <= cols):
        raise SemanticsError(f"pto.{op}: the valid region {vr}x{vc} must be non-empty and inside the {rows}x{cols} tile")
    return reduce_cols(np.ascontiguousarray(x[:vr, :vc]), combine, spec).reshape(1, vc)
