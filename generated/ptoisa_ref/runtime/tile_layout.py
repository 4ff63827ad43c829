"""Moves between vec tiles that change where elements sit: tmov (a copy, possibly into another
layout), textract and tinsert (a window at a row and column offset), tfillpad (a copy whose
padding takes dst's pad value); what differs per target comes in `spec` (SPECS).

Source: generator/runtime/tile_layout.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

Elements are addressed by (row, column) through the tiles' layouts (tiles.py: a row-major,
column-major or boxed tile holds element (r, c) where its layout says), so a move into another
layout is a copy of values. The targets differ in what they write (D-TMOV-REGION,
D-TFILLPAD-REGION): A5 copies the valid region both tiles share, A2/A3 whole 32-byte blocks of
each valid row, the CPU simulator exactly the valid region (which must be the same in both);
tfillpad pads up to dst's valid shape (A5), dst's columns within its valid rows (A2/A3), or the
whole tile (CPU simulator).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import TILE_DEFAULT_FRACTALS, TILE_FRACTALS, TILE_PAD_VALUES, _DTYPES
from .args import _count
from .arith import _largest_finite
from .base import Arr, SemanticsError, _is_float
from .tiles import Tile, _offsets, _tile_arg, fixpipe_values, pad_value

BLOCK_BYTES = 32  # the unified buffer's copy unit (A2/A3 copies whole blocks)


def _layout(t: Tile) -> str:
    """The layout's usual name: ND (row-major), DN (column-major), Nz, Zn, or the two layouts."""
    return {("RowMajor", "NoneBox"): "ND", ("ColMajor", "NoneBox"): "DN", ("ColMajor", "RowMajor"): "Nz",
            ("RowMajor", "ColMajor"): "Zn"}.get((t.blayout, t.slayout), f"{t.blayout}/{t.slayout}")


def _vec_pair(op: str, src: Any, dst: Any, same_elem: bool = True) -> tuple[Tile, Tile]:
    """Both operands as bound vec tiles of one element type (or, `same_elem` False, one size)."""
    s, d = _tile_arg(op, "src", src), _tile_arg(op, "dst", dst)
    s.storage()
    d.storage()
    if s.loc != "Vec" or d.loc != "Vec":
        raise SemanticsError(f"pto.{op}: only vec-to-vec moves run here (src {s.loc}, dst {d.loc}); the cube "
                             f"unit's moves are not modelled yet")
    if same_elem and s.elem != d.elem:
        raise SemanticsError(f"pto.{op}: src holds {s.elem}, dst {d.elem}: the element types must be the same")
    if _DTYPES[s.elem].itemsize != _DTYPES[d.elem].itemsize:
        raise SemanticsError(f"pto.{op}: src's {s.elem} and dst's {d.elem} differ in size")
    return s, d


def _put(tile: Tile, r0: int, c0: int, block: Arr) -> None:
    """Write `block` at (r0, c0) of the tile's matrix; the rest keeps its bytes."""
    rows, cols = block.shape
    if not rows or not cols:
        return
    if tile.slayout == "NoneBox":
        tile.values()[r0:r0 + rows, c0:c0 + cols] = block
        return
    flat = tile.mem[tile.addr:tile.addr + tile.nbytes].view(_DTYPES[tile.elem])
    where = _offsets(tile.stored_rows, tile.cols, tile.blayout, tile.slayout, tile.fractal, tile.elem)
    flat[where[r0:r0 + rows, c0:c0 + cols]] = block


def _get(tile: Tile, r0: int, c0: int, rows: int, cols: int) -> Arr:
    """A copy of the rows x cols block at (r0, c0) of the tile's matrix."""
    block: Arr = np.array(tile.values()[r0:r0 + rows, c0:c0 + cols], copy=True)
    return block


def _is_cube(src: Any, dst: Any) -> bool:
    """A move that involves the cube unit's buffers (either tile not a vec tile)."""
    return isinstance(src, Tile) and isinstance(dst, Tile) and (src.loc != "Vec" or dst.loc != "Vec")


def _cube_copy(op: str, s: Tile, d: Tile, src_at: tuple[int, int], dst_at: tuple[int, int], rows: int, cols: int,
               relu: str | None, fp: Any = None) -> None:
    """rows x cols from s at src_at into d at dst_at, by (row, column) through both layouts. From an
    acc tile the values pass the fixpipe (fixpipe_values: ReLU, conversion to d's type); otherwise
    the element types must be the same (D-TMOV-CUBE)."""
    s.storage()
    d.storage()
    pairs = {"Mat": ("Left", "Right", "Bias", "Scaling"), "Acc": ("Mat", "Vec"), "Vec": ("Mat",)}
    if d.loc not in pairs.get(s.loc, ()):
        raise SemanticsError(f"pto.{op}: a move from a {s.loc} tile to a {d.loc} tile is not one the cube unit makes "
                             f"(mat to left, right, bias or scaling; acc to mat or vec; vec to mat)")
    (r0, c0), (r1, c1) = src_at, dst_at
    if r0 < 0 or c0 < 0 or r1 < 0 or c1 < 0:
        raise SemanticsError(f"pto.{op}: the offsets must not be negative")
    if r0 + rows > s.rows or c0 + cols > s.cols or r1 + rows > d.rows or c1 + cols > d.cols:
        raise SemanticsError(f"pto.{op}: the {rows}x{cols} region at ({r0}, {c0}) of src ({s.rows}x{s.cols}) does not "
                             f"fit dst ({d.rows}x{d.cols}) at ({r1}, {c1})")
    block = _get(s, r0, c0, rows, cols)
    if s.loc == "Acc":
        block = fixpipe_values(op, s, block, d.elem, fp=fp, relu=relu)
    elif fp is not None:
        raise SemanticsError(f"pto.{op}: the fp quantization tile is the fixpipe's, for an acc source only")
    elif relu not in (None, "no_relu"):
        raise SemanticsError(f"pto.{op}: reluPreMode {relu} is the fixpipe's, for an acc source only")
    elif s.elem != d.elem:
        raise SemanticsError(f"pto.{op}: src holds {s.elem}, dst {d.elem}: only an acc tile's move converts")
    _put(d, r1, c1, block)


def move_tile(op: str, src: Any, dst: Any, spec: dict[str, Any], relu: str | None = None, fp: Any = None) -> None:
    """tmov between vec tiles. `spec["move_region"]`: "min_valid" (A5: the rows and columns both
    valid shapes hold; ND to ND, or ND into Nz, whose rows are src's valid rows and columns dst's),
    "row_blocks" (A2/A3: tiles of one shape, ND; each of those rows up to its next 32-byte
    boundary), "equal_valid" (the CPU simulator: the valid shapes must be equal; any layouts). A
    move of the cube unit copies an acc tile's valid region (through the fixpipe), else dst's valid
    region from src's top left, on every target (D-TMOV-CUBE)."""
    if _is_cube(src, dst):
        rows, cols = (src.valid_rows, src.valid_cols) if src.loc == "Acc" else (dst.valid_rows, dst.valid_cols)
        _cube_copy(op, src, dst, (0, 0), (0, 0), rows, cols, relu, fp)
        return
    if fp is not None:
        raise SemanticsError(f"pto.{op}: the fp quantization tile is the fixpipe's, for an acc source only")
    if relu not in (None, "no_relu"):
        raise SemanticsError(f"pto.{op}: reluPreMode {relu} is the fixpipe's, for an acc source only")
    s, d = _vec_pair(op, src, dst)
    region = spec["move_region"]
    if region == "equal_valid":
        if (s.valid_rows, s.valid_cols) != (d.valid_rows, d.valid_cols):
            raise SemanticsError(f"pto.{op}: src's valid shape {s.valid_rows}x{s.valid_cols} differs from dst's "
                                 f"{d.valid_rows}x{d.valid_cols} (the CPU simulator asserts they are equal)")
        _put(d, 0, 0, _get(s, 0, 0, s.valid_rows, s.valid_cols))
        return
    rows, cols = min(s.valid_rows, d.valid_rows), min(s.valid_cols, d.valid_cols)
    nd = _layout(s) == "ND" and _layout(d) == "ND"
    if nd and region == "row_blocks":
        if (s.rows, s.cols) != (d.rows, d.cols):
            raise SemanticsError(f"pto.{op}: on A2/A3 src ({s.rows}x{s.cols}) and dst ({d.rows}x{d.cols}) must have "
                                 f"the same shape")
        block = BLOCK_BYTES // _DTYPES[s.elem].itemsize
        cols = min(d.cols, -(-cols // block) * block) if cols else 0
    elif not nd and not (region == "min_valid" and _layout(s) == "ND" and _layout(d) == "Nz"):
        raise SemanticsError(f"pto.{op}: a move from an {_layout(s)} tile to an {_layout(d)} tile is not modelled "
                             f"on this target (D-TMOV-LAYOUTS)")
    elif not nd:  # ND into Nz: src's valid rows, dst's valid columns (the vendor's loop bounds)
        rows, cols = s.valid_rows, d.valid_cols
        if rows > d.rows or cols > s.cols:
            raise SemanticsError(f"pto.{op}: src's {rows} valid rows and dst's {cols} valid columns do not fit "
                                 f"src ({s.rows}x{s.cols}) and dst ({d.rows}x{d.cols})")
    _put(d, 0, 0, _get(s, 0, 0, rows, cols))


def _nz_mat_to_right(src: Any, dst: Any) -> bool:
    """A mat tile in NZ fractals (ColMajor blocks of RowMajor boxes) bound for a right tile."""
    return bool(src.loc == "Mat" and dst.loc == "Right" and (src.blayout, src.slayout) == ("ColMajor", "RowMajor"))


def _nz_fractals_to_right(op: str, s: Tile, d: Tile, r0: int, c0: int) -> None:
    """A5's textract from an NZ mat tile to a right tile (D-TEXTRACT-NZ-RIGHT): the fractals' bytes
    go over unreordered (PTOAS's template: pto.mte_l1_l0b without transpose), and the right tile
    reads them as its ZN fractals, so dst[k][n] is src[r0 + n][c0 + k] over dst's valid K x N."""
    s.storage()
    d.storage()
    k, n = d.valid_rows, d.valid_cols
    if r0 < 0 or c0 < 0:
        raise SemanticsError(f"pto.{op}: the offsets must not be negative")
    if r0 + n > s.rows or c0 + k > s.cols:
        raise SemanticsError(f"pto.{op}: dst's {k}x{n} valid region reads a {n}x{k} window of the NZ mat tile at "
                             f"({r0}, {c0}), which does not fit src ({s.rows}x{s.cols}) (D-TEXTRACT-NZ-RIGHT)")
    if s.elem != d.elem:
        raise SemanticsError(f"pto.{op}: src holds {s.elem}, dst {d.elem}: only an acc tile's move converts")
    _put(d, 0, 0, np.ascontiguousarray(_get(s, r0, c0, n, k).T))


def _acc_to_nz_vec_f32(src: Any, dst: Any) -> bool:
    """An acc tile bound for an f32 vec tile in NZ boxes (ColMajor blocks of RowMajor boxes)."""
    return bool(src.loc == "Acc" and dst.loc == "Vec" and dst.elem == "f32"
                and (dst.blayout, dst.slayout) == ("ColMajor", "RowMajor"))


# an accumulator fractal's row: 16 values (the box of machine.yaml's acc location, D-TILE-ACC-FRACTAL)
_L0C_FRACTAL_COLS = int(TILE_FRACTALS[TILE_DEFAULT_FRACTALS["Acc"]][1] or 16)


def _acc_fractals_into_nz_vec(op: str, s: Tile, d: Tile, r0: int, c0: int, relu: str | None, fp: Any) -> None:
    """A5's tinsert of an acc tile into an f32 NZ vec tile (D-TINSERT-ACC-NZ): the nz2nz writeback
    without channel split keeps the accumulator's 16-wide fractal rows. From the element the window's
    origin (r0, c0) has in dst's 8-wide boxes, value (i, j) of src's valid region lands
    ((j // 16) x dst.rows + i) x 16 + j % 16 elements on; dst's logical values are those bytes read
    through its own boxes."""
    s.storage()
    d.storage()
    rows, cols = s.valid_rows, s.valid_cols
    if r0 < 0 or c0 < 0:
        raise SemanticsError(f"pto.{op}: the offsets must not be negative")
    if r0 + rows > d.rows or c0 + cols > d.cols:
        raise SemanticsError(f"pto.{op}: the {rows}x{cols} region does not fit dst ({d.rows}x{d.cols}) at ({r0}, {c0})")
    block = fixpipe_values(op, s, _get(s, 0, 0, rows, cols), d.elem, fp=fp, relu=relu)
    c0_box = 32 // _DTYPES[d.elem].itemsize
    origin = d.rows * c0_box * (c0 // c0_box) + r0 * c0_box + c0 % c0_box
    i, j = np.arange(rows)[:, None], np.arange(cols)[None, :]
    where = origin + ((j // _L0C_FRACTAL_COLS) * d.rows + i) * _L0C_FRACTAL_COLS + j % _L0C_FRACTAL_COLS
    if int(where.max()) >= d.rows * d.cols:
        raise SemanticsError(f"pto.{op}: the acc's 16-wide fractal rows run past dst's {d.rows}x{d.cols} elements "
                             f"(D-TINSERT-ACC-NZ)")
    flat = d.mem[d.addr:d.addr + d.nbytes].view(_DTYPES[d.elem])
    flat[where] = block


def window_tile(op: str, src: Any, row: Any, col: Any, dst: Any, spec: dict[str, Any], kind: str,
                relu: str | None = None, fp: Any = None) -> None:
    """textract (`kind` "extract": dst's valid region from src at (row, col)) or tinsert ("insert":
    src's valid region into dst at (row, col)). `spec["window_bound"]`: the window must lie within
    the larger tile's shape ("shape": A5, A2/A3) or its valid region ("valid": the CPU simulator);
    `spec["index_align"]` (A2/A3): the column offset's bytes must be a multiple of it, unless the
    window is one element. A window of the cube unit (either tile not a vec tile): textract
    copies dst's valid region from src at (row, col), tinsert src's valid region into dst there,
    an acc source through the fixpipe, within both tiles' shapes (D-TMOV-CUBE)."""
    if _is_cube(src, dst):
        r0, c0 = _count(op, "%indexRow", row), _count(op, "%indexCol", col)
        if kind == "extract" and spec.get("right_from_nz") == "fractal_bytes" and _nz_mat_to_right(src, dst):
            _nz_fractals_to_right(op, src, dst, r0, c0)
        elif kind == "extract":
            _cube_copy(op, src, dst, (r0, c0), (0, 0), dst.valid_rows, dst.valid_cols, relu, fp)
        elif spec.get("acc_nz_vec") == "l0c_fractals" and _acc_to_nz_vec_f32(src, dst):
            _acc_fractals_into_nz_vec(op, src, dst, r0, c0, relu, fp)
        else:
            _cube_copy(op, src, dst, (0, 0), (r0, c0), src.valid_rows, src.valid_cols, relu, fp)
        return
    if fp is not None:
        raise SemanticsError(f"pto.{op}: the fp quantization tile is the fixpipe's, for an acc source only")
    if relu not in (None, "no_relu"):
        raise SemanticsError(f"pto.{op}: reluPreMode {relu} is the fixpipe's, for an acc source only")
    s, d = _vec_pair(op, src, dst)
    r0, c0 = _count(op, "%indexRow", row), _count(op, "%indexCol", col)
    big, small, what = (s, d, "src") if kind == "extract" else (d, s, "dst")
    rows, cols = small.valid_rows, small.valid_cols
    if r0 < 0 or c0 < 0:
        raise SemanticsError(f"pto.{op}: the offsets ({r0}, {c0}) must not be negative")
    by_shape = spec["window_bound"] == "shape"
    lim_r, lim_c = (big.rows, big.cols) if by_shape else (big.valid_rows, big.valid_cols)
    if r0 + rows > lim_r or c0 + cols > lim_c:
        raise SemanticsError(f"pto.{op}: the {rows}x{cols} window at ({r0}, {c0}) is outside {what}'s "
                             f"{'shape' if by_shape else 'valid region'} ({lim_r}x{lim_c})")
    align = spec.get("index_align")
    size = _DTYPES[s.elem].itemsize
    if align and (rows, cols) != (1, 1) and c0 * size % align:
        raise SemanticsError(f"pto.{op}: column offset {c0} is {c0 * size} bytes, not a multiple of {align} "
                             f"(the A2/A3 copy's limit)")
    if spec["window_bound"] == "shape":  # the vector libraries: ND tiles (tinsert on A5: Nz into Nz too)
        both = (_layout(s), _layout(d))
        if both != ("ND", "ND") and not (kind == "insert" and both == ("Nz", "Nz")):
            raise SemanticsError(f"pto.{op}: a window from an {both[0]} tile into an {both[1]} tile is not "
                                 f"modelled on this target (D-TMOV-LAYOUTS)")
    if kind == "extract":
        _put(d, 0, 0, _get(s, r0, c0, rows, cols))
    else:
        _put(d, r0, c0, _get(s, 0, 0, rows, cols))


def fill_value(pad: str, dtype: np.dtype[Any], limits: str) -> Any:
    """The element tfillpad writes for `pad`: pad_value's, except that with `limits` "finite" a
    floating-point Max or Min is the type's largest finite magnitude (PTOAS's A5 template)."""
    value = pad_value(pad, dtype)
    if dtype.fields is None and _is_float(dtype) and not np.isfinite(value):
        # finite, or a type without infinities (f8E4M3FN: its Max is its largest value)
        if limits == "finite" or np.isnan(value):
            big = _largest_finite(dtype)
            return dtype.type(big if TILE_PAD_VALUES[pad][0] == "inf" else -big)
    return value


def fill_pad_tile(op: str, src: Any, dst: Any, spec: dict[str, Any]) -> None:
    """tfillpad: src's valid region into dst, and dst's pad value around it. `spec["pad_extent"]`:
    how far the padding reaches: "dst_valid" (A5: dst's valid rows and columns), "dst_cols" (A2/A3:
    dst's valid rows, all its columns), "whole_tile" (the CPU simulator: every element). Rows of
    src's valid region are padded from its valid columns on; the rows below it from column 0.
    `spec["pad_limits"]`: "finite" or "infinite" floating-point Max and Min (fill_value)."""
    s, d = _vec_pair(op, src, dst, same_elem=False)
    if d.pad == "Null":
        raise SemanticsError(f"pto.{op}: dst's pad value is Null: tfillpad needs Zero, Max or Min")
    vr, vc = s.valid_rows, s.valid_cols
    if vr > d.rows or vc > d.cols:
        raise SemanticsError(f"pto.{op}: src's valid region {vr}x{vc} does not fit dst ({d.rows}x{d.cols})")
    extent = spec["pad_extent"]
    rows, cols = {"dst_valid": (d.valid_rows, d.valid_cols), "dst_cols": (d.valid_rows, d.cols),
                  "whole_tile": (d.rows, d.cols)}[extent]
    dtype = _DTYPES[d.elem]
    fill = fill_value(d.pad, dtype, spec["pad_limits"])
    top = np.full((vr, max(vc, cols)), fill, dtype)
    top[:, :vc] = _get(s, 0, 0, vr, vc).view(dtype)
    _put(d, 0, 0, top)
    if rows > vr:
        _put(d, vr, 0, np.full((rows - vr, cols), fill, dtype))


def transpose_tile(op: str, src: Any, dst: Any, tmp: Any) -> None:
    """ttrans: dst[c][r] = src[r][c] for each element of src's valid region (the same on every
    target: D-TTRANS-REGION); dst must hold src's valid columns as rows and its valid rows as
    columns. `tmp`, A2/A3's staging tile, may be None; its contents afterwards are not specified."""
    s, d = _vec_pair(op, src, dst, same_elem=False)
    if tmp is not None:
        _tile_arg(op, "tmp", tmp).storage()
    if _layout(s) != "ND":
        raise SemanticsError(f"pto.{op}: src is an {_layout(s)} tile; the transposes read a row-major one (ND)")
    vr, vc = s.valid_rows, s.valid_cols
    block = _get(s, 0, 0, vr, vc).T.view(_DTYPES[d.elem]).copy()
    if vc <= d.rows and vr <= d.cols:
        _put(d, 0, 0, block)
        return
    # A dst smaller than the transposed region (PTOAS does not check it): element (c, r) goes where
    # a row-major dst's row stride puts it, into the bytes past dst's rows (D-TTRANS-REGION).
    if _layout(d) != "ND":
        raise SemanticsError(f"pto.{op}: src's valid {vr}x{vc} transposed is {vc}x{vr}, larger than the "
                             f"{_layout(d)} dst ({d.rows}x{d.cols})")
    size = _DTYPES[d.elem].itemsize
    end = d.addr + ((vc - 1) * d.row_stride + vr) * size
    if end > len(d.mem):
        raise SemanticsError(f"pto.{op}: the transposed {vc}x{vr} region runs past the end of dst's memory")
    flat = d.mem[d.addr:end].view(_DTYPES[d.elem])
    for c in range(vc):
        flat[c * d.row_stride:c * d.row_stride + vr] = block[c]


def _count_of(op: str, idx: Tile, row: int, name: str) -> int:
    """The column count an index tile gives for a row: its element (row, 0) divided by the index
    type's size, as the libraries compute it (a negative element reads as a huge unsigned count)."""
    value = int(idx.values()[row, 0])
    if value < 0:
        value += 1 << (8 * _DTYPES[idx.elem].itemsize)
    return value // _DTYPES[idx.elem].itemsize


def concat_tile(op: str, src0: Any, src1: Any, dst: Any, idx0: Any, idx1: Any, spec: dict[str, Any]) -> None:
    """tconcat (no index tiles): each of dst's valid rows is src0's valid columns, then src1's; dst's
    valid columns must be their sum. tconcatidx: row i takes n0 = idx0[i][0] / sizeof(index) columns
    of src0, then n1 = idx1[i][0] / sizeof(index) of src1; `spec["count_clamp"]` "dst_valid" (A5,
    A2/A3) cuts n0, then n1, to what dst's valid columns leave; "none" (the CPU simulator) takes
    them as they are. The rest of dst keeps its bytes."""
    s0, d = _vec_pair(op, src0, dst)
    s1, _ = _vec_pair(op, src1, dst)
    rows = d.valid_rows
    if s0.valid_rows != rows or s1.valid_rows != rows:
        raise SemanticsError(f"pto.{op}: src0's and src1's valid rows ({s0.valid_rows}, {s1.valid_rows}) must be "
                             f"dst's ({rows})")
    if idx0 is None or idx1 is None:
        if s0.valid_cols + s1.valid_cols != d.valid_cols:
            raise SemanticsError(f"pto.{op}: dst's valid columns ({d.valid_cols}) must be src0's and src1's added "
                                 f"({s0.valid_cols} + {s1.valid_cols})")
        counts = [(s0.valid_cols, s1.valid_cols)] * rows
    else:
        i0, i1 = _tile_arg(op, "src0Idx", idx0), _tile_arg(op, "src1Idx", idx1)
        i0.storage()
        i1.storage()
        if i0.valid_rows < rows or i1.valid_rows < rows:
            raise SemanticsError(f"pto.{op}: the index tiles need a valid row for each of dst's {rows}")
        clamp = spec["count_clamp"] == "dst_valid"
        if not clamp and s0.valid_cols + s1.valid_cols != d.valid_cols:
            raise SemanticsError(f"pto.{op}: dst's valid columns ({d.valid_cols}) must be src0's and src1's added "
                                 f"({s0.valid_cols} + {s1.valid_cols}) (the CPU simulator asserts it)")
        counts = []
        for r in range(rows):
            n0, n1 = _count_of(op, i0, r, "src0Idx"), _count_of(op, i1, r, "src1Idx")
            if clamp:
                n0 = min(n0, d.valid_cols)
                n1 = min(n1, d.valid_cols - n0)
            counts.append((n0, n1))
    for r, (n0, n1) in enumerate(counts):
        if n0 > s0.cols or n1 > s1.cols or n0 + n1 > d.cols:
            raise SemanticsError(f"pto.{op}: row {r} takes {n0} columns of src0 ({s0.cols}) and {n1} of src1 "
                                 f"({s1.cols}): more than the tiles hold (dst {d.cols})")
        _put(d, r, 0, _get(s0, r, 0, 1, n0))
        _put(d, r, n0, _get(s1, r, 0, 1, n1))
