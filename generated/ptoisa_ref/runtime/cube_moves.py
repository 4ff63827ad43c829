"""The cube unit's data movement: GM to L1 loads into the fractal (NZ) layout, L1 to L0A/L0B
block loads (plain and transposing); each generated function of theirs calls one of these with
its op's table.

Source: generator/runtime/cube_moves.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

Layouts (D-CUBE-NZ): a fractal is machine.yaml's 512-byte box (TILE_FRACTALS[512]: 16 rows of
32 bytes, C0 = 32 / sizeof(T) elements a row). A matrix in NZ layout with a stride of S
fractals keeps element (r, c) at byte ((c // C0) x S + r // 16) x 512 + (r % 16) x 32 +
(c % C0) x sizeof(T): the fractals of one C0-wide column band one after the other down the
rows, the bands S fractals apart.
"""
from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from .._tables import MEMORY_ALIGN, TILE_FRACTALS, TILE_LOCATIONS, VALUES_PER_LANE, _DTYPES
from .args import _absent, _spec
from .base import Arr, SemanticsError
from .memory import Ptr, _count_arg, _dma_register, _dma_state, _ptr_arg, _span
from .watch import touched_at

_BOX_ROWS, _, _BOX_BYTES = TILE_FRACTALS[512]
_FRACTAL = int(_BOX_ROWS) * int(_BOX_BYTES or 32)
_C0_BYTES = int(_BOX_BYTES or 32)


class _CubeMove(NamedTuple):
    """A cube data-movement op's table (generated per op)."""

    op: str
    action: str  # frac (GM to L1 NZ), l0 (L1 to L0A/L0B blocks)
    source: str  # the pointer operands' names
    dest: str
    spaces: tuple[str, str]  # the memories they point into
    operands: tuple[str, ...]  # the scalar operands' names, in parameter order
    derive: str  # l0 shape-derived forms: "left" (m, k) or "right" (k, n); "" where there is none
    registers: str  # frac: the DMA register bank holding the destination strides (mte2_nz), or ""
    absent: list[tuple[str, str]]  # targets without the op, and the decision saying so


def _elem_size(op: str, name: str, elem: str) -> int:
    """Bytes of one stored element (a packed FP4 pair is one byte)."""
    if elem not in _DTYPES:
        raise SemanticsError(f"pto.{op}: %{name} points to {elem}, whose size this database does not know")
    return int(_DTYPES[elem].itemsize)


def _nz(rows: Arr, cols: Arr, stride: int, esize: int) -> Arr:
    """Byte offsets of elements (rows, cols) of an NZ matrix whose column bands are `stride` fractals apart."""
    c0 = _C0_BYTES // esize
    at: Arr = ((cols // c0) * stride + rows // _BOX_ROWS) * _FRACTAL + (rows % _BOX_ROWS) * _C0_BYTES + (cols % c0) * esize
    return at


def _cube_access(op: str, ptr: Ptr, offsets: Arr, esize: int, verb: str, target: str) -> Arr:
    """The byte positions of the elements at `offsets` from ptr (checked against the memory's
    ends, told to the sanitizers)."""
    at = (ptr.addr + offsets.reshape(-1))[:, None] + np.arange(esize, dtype=np.int64)
    at = at.reshape(-1)
    if at.size:
        lo, hi = int(at.min()), int(at.max())
        _span(op, ptr, lo, hi - lo + 1, verb, target, exact=False)
        touched_at(ptr.mem, at, verb == "writes")
    return at


def _cube_aligned(op: str, name: str, ptr: Ptr, align: int) -> None:
    if align > 1 and ptr.addr % align:
        raise SemanticsError(f"pto.{op}: %{name} ({ptr.space} address {ptr.addr}) must be {align}-byte aligned")


def _location_align(space: str) -> int:
    """The alignment of a tile in `space` (machine.yaml tile locations), else the memory's."""
    aligns = [int(a) for _, memory, a in TILE_LOCATIONS.values() if memory == space]
    return max(aligns) if aligns else int(MEMORY_ALIGN.get(space, 1))


def _cube_args(t: _CubeMove, values: tuple[Any, ...]) -> dict[str, Any]:
    """The scalar operands by name; an absent one (another form's) None."""
    return {name: value for name, value in zip(t.operands, values)}


def _frac_load(t: _CubeMove, source: Any, dest: Any, values: tuple[Any, ...], mode: str, dma: Any,
               target: str) -> None:
    """mte_gm_l1_frac: group_count matrices of n_value x d_value from GM (rows of `src_inner_stride`
    bytes; nd2nz reads src[n, d], dn2nz src[d, n]) into NZ fractals in L1; each row's last C0 group
    is completed with zeros (D-CUBE-NZ). With t.registers the group count and the destination
    strides come from the caller's DMA registers (set_mte2_nz_para: D-CUBE-NZ-PARA)."""
    op = t.op
    _spec(op, target)
    _absent(op, target, t.absent)
    src = _ptr_arg(op, t.source, source, (t.spaces[0],))
    dst = _ptr_arg(op, t.dest, dest, (t.spaces[1],))
    a = _cube_args(t, values)
    if t.registers:
        state = _dma_state(op, dma)
        for name in ("group_count", "dst_loop2_stride", "dst_loop3_stride", "dst_loop4_stride"):
            a[name] = _dma_register(state, t.registers, name)
            if a[name] is None:
                raise SemanticsError(f"pto.{op}: reads {name} of MTE2_NZ_PARA, which no pto.set_mte2_nz_para has set "
                                     f"(D-CUBE-NZ-PARA)")
    names = ("n_value", "d_value", "src_inner_stride", "group_count", "dst_loop2_stride", "dst_loop3_stride",
             "dst_loop4_stride", "l2_cache_ctrl")
    n_value, d_value, inner, groups, loop2, loop3, loop4, _ = (_count_arg(op, k, a[k]) for k in names)
    outer = 0 if a.get("src_outer_stride") is None else _count_arg(op, "src_outer_stride", a["src_outer_stride"])
    small = a.get("smallc0_en")
    if not (isinstance(small, (bool, np.bool_)) or isinstance(small, (int, np.integer)) and small in (0, 1)):
        raise SemanticsError(f"pto.{op}: %smallc0_en must be an i1 (a bool or 0/1), got {small!r}")
    if bool(small):
        raise SemanticsError(f"pto.{op}: small-C0 mode (%smallc0_en true) is not modelled (D-CUBE-SMALLC0)")
    if src.elem != dst.elem and _elem_size(op, t.source, src.elem) != _elem_size(op, t.dest, dst.elem):
        raise SemanticsError(f"pto.{op}: the pointers' element types must have one width, got {src.elem} and {dst.elem}")
    esize = _elem_size(op, t.dest, dst.elem)
    _cube_aligned(op, t.dest, dst, _C0_BYTES)
    c0 = _C0_BYTES // esize
    d_pad = -(-d_value // c0) * c0
    if groups == 0 or n_value == 0 or d_value == 0:
        return
    g = np.arange(groups, dtype=np.int64)[:, None, None]
    n = np.arange(n_value, dtype=np.int64)[None, :, None]
    d = np.arange(d_pad, dtype=np.int64)[None, None, :]
    real = np.broadcast_to(d < d_value, (groups, n_value, d_pad))
    dc = np.minimum(d, d_value - 1)
    read = g * outer + (n * inner + dc * esize if mode == "nd2nz" else dc * inner + n * esize)
    write = g * loop4 * _C0_BYTES + (d // c0) * loop3 * _C0_BYTES + n * loop2 * _C0_BYTES + (d % c0) * esize
    read, write = np.broadcast_arrays(read, write)
    src_at = _cube_access(op, src, read[real], esize, "reads", target)
    dst_at = _cube_access(op, dst, write.reshape(-1), esize, "writes", target)
    data = np.zeros((groups * n_value * d_pad, esize), dtype=np.uint8)
    data[real.reshape(-1)] = src.mem[src_at].reshape(-1, esize)
    dst.mem[dst_at] = data.reshape(-1)  # in loop order: overlapping groups resolve as the last writes


def _l0_control(t: _CubeMove, a: dict[str, Any], esize: int, transpose: bool) -> tuple[int, ...]:
    """(m_start, k_start, m_step, k_step, src_stride, dst_stride): the full-control operands, or
    those PTOAS derives from the shape-derived form (D-CUBE-L0-DERIVE)."""
    op = t.op
    full = ("m_start", "k_start", "m_step", "k_step", "src_stride", "dst_stride")
    shape = ("m", "k", "start_row", "start_col") if t.derive == "left" else ("k", "n", "start_row", "start_col")
    given_full = [a.get(k) is not None for k in full]
    given_shape = [a.get(k) is not None for k in shape if k in a]
    if all(given_full) and not any(given_shape):
        return tuple(_count_arg(op, k, a[k]) for k in full)
    if not t.derive or any(given_full) or not all(given_shape):
        raise SemanticsError(f"pto.{op}: give either ({', '.join(shape)}) or ({', '.join(full)}), complete")
    rows, cols, start_row, start_col = (_count_arg(op, k, a[k]) for k in shape)

    def up(x: int, q: int) -> int:
        return -(-x // q)

    # PTOAS: the left form's logical M x K and the right form's N x K (the right tile is read as its transpose)
    outer, inner = (rows, cols) if t.derive == "left" else (cols, rows)
    if not transpose:
        steps = up(outer, _BOX_ROWS)
        return start_row, start_col, steps, up(inner * esize, _C0_BYTES), steps, steps
    c0 = max(_BOX_ROWS, _C0_BYTES // esize)
    outer_align, inner_align = up(outer, c0) * c0, up(inner, c0) * c0
    return (start_row, start_col, up(inner_align, _BOX_ROWS), up(outer_align * esize, _C0_BYTES),
            up(inner_align, _BOX_ROWS), up(outer_align, _BOX_ROWS))


def _l0_load(t: _CubeMove, source: Any, dest: Any, values: tuple[Any, ...], transpose: str, target: str) -> None:
    """L1 to L0A / L0B: the m_step x k_step fractals at (m_start, k_start) of an NZ source whose
    column bands are src_stride fractals apart, into an NZ destination whose bands are
    dst_stride fractals apart; with transpose, the region's transpose (D-CUBE-NZ,
    D-CUBE-L0-TRANSPOSE): squares of 16 x 16 (16-bit), 16 x 16 over two fractals (32-bit:
    k_step even) or 32 x 32 over two fractals (8-bit: m_step even)."""
    op = t.op
    _spec(op, target)
    _absent(op, target, t.absent)
    src = _ptr_arg(op, t.source, source, (t.spaces[0],))
    dst = _ptr_arg(op, t.dest, dest, (t.spaces[1],))
    if transpose not in ("false", "true"):
        raise SemanticsError(f"pto.{op}: transpose must be 'false' or 'true', got {transpose!r}")
    flip = transpose == "true"
    if VALUES_PER_LANE.get(src.elem, 1) != 1 or VALUES_PER_LANE.get(dst.elem, 1) != 1:
        raise SemanticsError(f"pto.{op}: packed FP4 loads (the _s4 path) are not modelled (D-CUBE-S4)")
    esize = _elem_size(op, t.source, src.elem)
    if _elem_size(op, t.dest, dst.elem) != esize:
        raise SemanticsError(f"pto.{op}: the pointers' element types must have one width, got {src.elem} and {dst.elem}")
    _cube_aligned(op, t.source, src, int(MEMORY_ALIGN.get(src.space, 1)))
    _cube_aligned(op, t.dest, dst, _location_align(dst.space))
    m_start, k_start, m_step, k_step, src_stride, dst_stride = _l0_control(t, _cube_args(t, values), esize, flip)
    for name, value, bits in (("m_start", m_start, 16), ("k_start", k_start, 16), ("m_step", m_step, 8),
                              ("k_step", k_step, 8), ("src_stride", src_stride, 16), ("dst_stride", dst_stride, 16)):
        if value >= 1 << bits:
            raise SemanticsError(f"pto.{op}: {name} is a {bits}-bit field, got {value}")
    c0 = _C0_BYTES // esize
    if flip and esize == 1 and m_step % 2:
        raise SemanticsError(f"pto.{op}: a transposing load of 8-bit elements with an odd m_step ({m_step}: half a "
                             f"32 x 32 square) is not modelled; pto-isa and PTOAS issue even ones (D-CUBE-L0-TRANSPOSE)")
    if flip and (k_step * c0) % _BOX_ROWS:
        raise SemanticsError(f"pto.{op}: a transposing load of {esize}-byte elements takes k_step in multiples of "
                             f"{_BOX_ROWS // c0}, got {k_step} (D-CUBE-L0-TRANSPOSE)")
    if m_step == 0 or k_step == 0:
        return
    r = np.arange(m_step * _BOX_ROWS, dtype=np.int64)[:, None]
    c = np.arange(k_step * c0, dtype=np.int64)[None, :]
    read = _nz(m_start * _BOX_ROWS + r, k_start * c0 + c, src_stride, esize)
    write = _nz(c, r, dst_stride, esize) if flip else _nz(r, c, dst_stride, esize)
    read, write = np.broadcast_arrays(read, write)
    src_at = _cube_access(op, src, read, esize, "reads", target)
    dst_at = _cube_access(op, dst, write, esize, "writes", target)
    dst.mem[dst_at] = src.mem[src_at]


def _mx_control(t: _CubeMove, a: dict[str, Any]) -> tuple[int, ...]:
    """(x_start, y_start, x_step, y_step, src_stride, dst_stride) of an MX scale load: the full
    group, or what PTOAS derives from the shape-derived one (fragments: x along M or N by 16,
    y along the K groups by 2; one byte a scale) (D-CUBE-MX)."""
    op = t.op
    full = ("x_start", "y_start", "x_step", "y_step", "src_stride", "dst_stride")
    shape = ("m", "k", "start_row", "start_col") if "m" in t.operands else ("k", "n", "start_row", "start_col")
    given_full = [a.get(k) is not None for k in full]
    given_shape = [a.get(k) is not None for k in shape if k in a]
    if all(given_full) and not any(given_shape):
        return tuple(_count_arg(op, k, a[k]) for k in full)
    if any(given_full) or not given_shape or not all(given_shape):
        raise SemanticsError(f"pto.{op}: give either ({', '.join(shape)}) or ({', '.join(full)}), complete")
    rows_k = {k: _count_arg(op, k, a[k]) for k in shape}
    outer = rows_k["m"] if "m" in rows_k else rows_k["n"]
    groups = -(-rows_k["k"] // 32)
    frags = -(-groups // 2)
    return rows_k["start_row"], rows_k["start_col"], -(-outer // _BOX_ROWS), frags, frags, frags


def _l0_load_mx(t: _CubeMove, source: Any, dest: Any, values: tuple[Any, ...], dma: Any, target: str) -> None:
    """The MX scale loads (D-CUBE-MX): fragment (x, y) of the grid is the 32 bytes at
    ((x_start + x) x src_stride + y_start + y) x 32 from %src; its byte 2 r + g is the scale of
    row (or column) 16 x + r and K group 2 y + g. The x_step x 16 by y_step x 2 scales go to the
    caller's dma[("mx_scale", "l0a")] as rows by groups, or dma[("mx_scale", "l0b")] as groups
    by columns, which pto.mad_mx reads (D-MAD-MX-SCALES)."""
    op = t.op
    _spec(op, target)
    _absent(op, target, t.absent)
    src = _ptr_arg(op, t.source, source, (t.spaces[0],))
    dst = _ptr_arg(op, t.dest, dest, (t.spaces[1],))
    if _elem_size(op, t.source, src.elem) != _elem_size(op, t.dest, dst.elem):
        raise SemanticsError(f"pto.{op}: the pointers' element types must have one width, got {src.elem} and {dst.elem}")
    _cube_aligned(op, t.source, src, _C0_BYTES)
    _cube_aligned(op, t.dest, dst, 16)
    x_start, y_start, x_step, y_step, src_stride, dst_stride = _mx_control(t, _cube_args(t, values))
    for name, value, bits in (("x_start", x_start, 16), ("y_start", y_start, 16), ("src_stride", src_stride, 16),
                              ("dst_stride", dst_stride, 16)):
        if value >= 1 << bits:
            raise SemanticsError(f"pto.{op}: {name} is a {bits}-bit field, got {value}")
    state = _dma_state(op, dma)
    x = np.arange(x_step, dtype=np.int64)[:, None, None, None]
    r = np.arange(_BOX_ROWS, dtype=np.int64)[None, :, None, None]
    y = np.arange(y_step, dtype=np.int64)[None, None, :, None]
    g = np.arange(2, dtype=np.int64)[None, None, None, :]
    read = ((x_start + x) * src_stride + y_start + y) * _C0_BYTES + r * 2 + g  # [x, r, y, g]
    scales = np.zeros((x_step * _BOX_ROWS, y_step * 2), dtype=np.uint8)
    if read.size:
        at = _cube_access(op, src, read, 1, "reads", target)
        scales = np.asarray(src.mem[at], dtype=np.uint8).reshape(x_step * _BOX_ROWS, y_step * 2).copy()
    state[("mx_scale", t.spaces[1])] = scales if t.spaces[1] == "l0a" else scales.T.copy()


def _l0_load_s4(t: _CubeMove, source: Any, dest: Any, values: tuple[Any, ...], target: str) -> None:
    """The packed FP4 L0 loads and the MX scale loads: checked, then refused (D-CUBE-S4, D-CUBE-MX)."""
    op = t.op
    _spec(op, target)
    _absent(op, target, t.absent)
    src = _ptr_arg(op, t.source, source, (t.spaces[0],))
    _ptr_arg(op, t.dest, dest, (t.spaces[1],))
    for name, value in zip(t.operands, values):
        if value is not None:
            _count_arg(op, name, value)
    if t.action == "l0_mx":
        raise SemanticsError(f"pto.{op}: MX scale loads are not modelled (D-CUBE-MX)")
    raise SemanticsError(f"pto.{op}: packed FP4 loads ({src.elem}) are not modelled (D-CUBE-S4)")


def _fill(t: _CubeMove, dest: Any, values: tuple[Any, ...], word_bits: int, target: str) -> None:
    """raw_fill_l1 / create_cbuf_matrix: repeat_times runs of block_num_32b 32-byte blocks, each run
    (block_num_32b + dst_gap_32b) x 32 bytes after the one before, from dst (+ byte_offset), filled
    with the low `word_bits` bits of raw_value repeated (D-CUBE-FILL)."""
    op = t.op
    _spec(op, target)
    _absent(op, target, t.absent)
    dst = _ptr_arg(op, t.dest, dest, (t.spaces[1],))
    a = _cube_args(t, values)
    offset = _count_arg(op, "byte_offset", a["byte_offset"]) if "byte_offset" in a else 0
    counts = [_count_arg(op, k, a[k]) for k in ("repeat_times", "block_num_32b", "dst_gap_32b")]
    for name, value in zip(("repeat_times", "block_num_32b", "dst_gap_32b"), counts):
        if value > 32767:
            raise SemanticsError(f"pto.{op}: %{name} must be at most 32767, got {value}")
    repeat, blocks, gap = counts
    if word_bits not in (16, 32):
        raise SemanticsError(f"pto.{op}: fill_word_bits must be 16 or 32, got {word_bits}")
    raw = a["raw_value"]
    if isinstance(raw, (bool, np.bool_)) or not isinstance(raw, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: %raw_value must be an i32, got {raw!r}")
    start = dst.addr + offset
    if start % _C0_BYTES:
        raise SemanticsError(f"pto.{op}: the fill starts at l1 address {start}, not 32-byte aligned")
    word = np.array([int(raw) & ((1 << word_bits) - 1)], dtype=np.uint16 if word_bits == 16 else np.uint32)
    run = np.resize(word.view(np.uint8), blocks * _C0_BYTES)
    offsets = (np.arange(repeat, dtype=np.int64)[:, None] * (blocks + gap) * _C0_BYTES
               + np.arange(blocks * _C0_BYTES, dtype=np.int64)[None, :])
    at = _cube_access(op, Ptr(dst.mem, start, dst.elem, dst.space), offsets, 1, "writes", target)
    dst.mem[at] = np.tile(run, repeat)


def _bias_load(t: _CubeMove, source: Any, dest: Any, values: tuple[Any, ...], target: str) -> None:
    """L1 to the bias table: n_burst bursts of len_burst 32-byte source units, the next burst
    (len_burst + gap) units after the one before on each side; f16 with conversion and bf16
    sources widen each value to f32, so a destination unit is 64 bytes (D-CUBE-BT)."""
    op = t.op
    _spec(op, target)
    _absent(op, target, t.absent)
    src = _ptr_arg(op, t.source, source, (t.spaces[0],))
    dst = _ptr_arg(op, t.dest, dest, (t.spaces[1],))
    a = _cube_args(t, values)
    convert = a.get("conv_control")
    if convert is None:  # mte_l1_bt: PTOAS converts an f16 source
        convert = src.elem == "f16"
    if not (isinstance(convert, (bool, np.bool_)) or isinstance(convert, (int, np.integer)) and convert in (0, 1)):
        raise SemanticsError(f"pto.{op}: %conv_control must be an i1 (a bool or 0/1), got {convert!r}")
    length, rows, src_gap, dst_gap = (_count_arg(op, k, a[k]) for k in ("len_burst", "n_burst", "src_gap", "dst_gap"))
    pairs = {("f32", "f32"): "copy", ("i32", "i32"): "copy", ("f16", "f32"): "widen", ("bf16", "f32"): "widen"}
    how = pairs.get((src.elem, dst.elem))
    if how is None:
        raise SemanticsError(f"pto.{op}: {src.elem} to {dst.elem} is not a bias-table pair (f32, i32 to themselves; "
                             f"f16, bf16 to f32)")
    if src.elem == "f16" and not bool(convert):
        raise SemanticsError(f"pto.{op}: an f16 source without conversion (its values in 32-bit slots) is not "
                             f"modelled (D-CUBE-BT)")
    _cube_aligned(op, t.source, src, _C0_BYTES)
    _cube_aligned(op, t.dest, dst, int(MEMORY_ALIGN.get(dst.space, 1)))
    ratio = 2 if how == "widen" else 1
    unit = _C0_BYTES
    r = np.arange(rows, dtype=np.int64)[:, None]
    b = np.arange(length * unit, dtype=np.int64)[None, :]
    src_at = _cube_access(op, src, (r * (length + src_gap) * unit + b).reshape(-1), 1, "reads", target)
    data = src.mem[src_at]
    if how == "widen":
        if src.elem == "bf16":  # the bf16 bits are f32's upper half
            data = (data.view(np.uint16).astype(np.uint32) << 16).view(np.uint8)
        else:
            data = data.view(np.float16).astype(np.float32).view(np.uint8)
    b = np.arange(length * unit * ratio, dtype=np.int64)[None, :]
    dst_at = _cube_access(op, dst, (r * (length + dst_gap) * unit * ratio + b).reshape(-1), 1, "writes", target)
    dst.mem[dst_at] = data
