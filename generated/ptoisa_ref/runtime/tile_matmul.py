"""The tile matrix products (tmatmul, tgemv and their acc, bias and mx forms): dst = lhs x rhs
over the valid sizes M x K times K x N, into an accumulator tile, as each target sums it.

Source: generator/runtime/tile_matmul.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

The sizes come from the operands' valid shapes as the vendor libraries take them: M and K are
lhs's valid rows and columns, N is rhs's valid columns (tgemv: M is 1 and K is rhs's valid
rows); each must be in 1..4095. Only dst's top-left M x N is written (D-TMATMUL-REGION).
Elements are read through each tile's layout (tiles.py), so the boxed Nz, Zn and Acc layouts
and the Mat tiles PTOAS's TileLang cases pass (D-TMATMUL-MAT-OPERANDS) read alike.

`spec["matmul_sum"]` says how a target adds the products (D-MATMUL-ORDER); on every target the
sum starts from 0 and takes one f32 fused multiply-add per k in order, then adds the accumulator
or the bias row in f32 (integers sum exactly and wrap to i32), as pto.mad does (D-MAD-ORDER):
  - "fma_chain" (A5, A2/A3): an MX product, scaled, is fused in as any other;
  - "simulator_chain" (the CPU simulator): an MX product is computed in double and added to the
    f32 sum in double, then rounded to f32 (the simulator's float += double).
`spec["tf32_mantissa"]`: with the cube unit's f32 mode on (the caller's `dma` state, which
pto.settf32mode and pto.sethf32mode write), f32 operands keep that many mantissa bits, rounded as
the mode says, before the products (A5 10, A2/A3 11; the CPU simulator ignores the mode:
D-MAD-F32-MODE).
`spec["acc_from"]` ("dst" or "acc_in") is the tile an acc form adds to: A5's and A2/A3's libraries
accumulate into dst's own L0C bytes and never read acc_in, the CPU simulator reads acc_in
(D-TMATMUL-ACC-SOURCE).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import _CODED, _DTYPES
from .arith import _fma
from .base import Arr, SemanticsError, _is_float
from .coded import decode_lanes
from .tiles import Tile

_MMAD_MAX = 4095  # the largest M, K and N one mad takes (pto-isa's MMAD_MAX_SUPPORT_LENGTH)
_MX_GROUP = 32  # values along K that share one E8M0 scale
_MM_FP8 = ("f8e4m3", "f8e5m2")


def _mm_tile(op: str, name: str, value: Any) -> Tile:
    if not isinstance(value, Tile):
        raise SemanticsError(f"pto.{op}: %{name} must be a tile, got {type(value).__name__}")
    value.storage()
    return value


def _mm_values(op: str, name: str, t: Tile, rows: int, cols: int) -> Arr:
    """The top-left rows x cols of a tile as float64 (floats, decoded for hif8) or int64."""
    if rows > t.rows or cols > t.cols:
        raise SemanticsError(f"pto.{op}: %{name} ({t.rows}x{t.cols}) has no {rows}x{cols} region to read")
    dtype = _DTYPES[t.elem]
    region = t.region(rows, cols)
    if dtype in _CODED:
        if _CODED[dtype]["pack"] != 1:
            raise SemanticsError(f"pto.{op}: packed FP4 operands ({t.elem}) are not modelled (D-TMATMUL-FP4)")
        decoded: Arr = decode_lanes(region)
        return decoded
    if _is_float(dtype):
        as_float: Arr = region.astype(np.float64)
        return as_float
    as_int: Arr = region.astype(np.int64)
    return as_int


def _mm_types(op: str, lhs: Tile, rhs: Tile, dst: Tile, mx: bool) -> bool:
    """The (lhs, rhs, dst) element types a product takes; True for the integer product."""
    a, b, c = lhs.elem, rhs.elem, dst.elem
    if mx:
        ok = a in _MM_FP8 and b in _MM_FP8 and c == "f32"
    else:
        ok = (a == b == "i8" and c == "i32") or (c == "f32" and (
            a == b and a in ("f16", "bf16", "f32", "hif8") or (a in _MM_FP8 and b in _MM_FP8)))
    if not ok:
        raise SemanticsError(f"pto.{op}: (lhs, rhs, dst) element types ({a}, {b}, {c}) are not a product the cube "
                             f"unit computes")
    return c == "i32"


def _mm_sizes(op: str, lhs: Tile, rhs: Tile, gemv: bool) -> tuple[int, int, int]:
    m, k = (1, rhs.valid_rows) if gemv else (lhs.valid_rows, lhs.valid_cols)
    n = rhs.valid_cols
    for name, v in (("M", m), ("K", k), ("N", n)):
        if not 1 <= v <= _MMAD_MAX:
            raise SemanticsError(f"pto.{op}: {name} = {v} (from the operands' valid shapes) is outside 1..{_MMAD_MAX}")
    return m, k, n


def _mm_scales(op: str, a_scale: Any, b_scale: Any, m: int, k: int, n: int, dma: Any = None) -> tuple[Arr, Arr]:
    """The E8M0 scales as powers of two: (M, ceil(K/32)) for lhs, (ceil(K/32), N) for rhs. A
    wider scale tile (PTOAS's TileLang placeholder) stands for the scales the MX loads staged in
    the caller's dma[("mx_scale", "l0a" / "l0b")]: those are read (D-TMATMUL-MX-SCALES, D-CUBE-MX)."""
    groups = -(-k // _MX_GROUP)
    out = []
    for name, t, shape, side in (("a_scale", a_scale, (m, groups), "l0a"), ("b_scale", b_scale, (groups, n), "l0b")):
        s = _mm_tile(op, name, t)
        if _DTYPES[s.elem].itemsize != 1:
            staged = dma.get(("mx_scale", side)) if isinstance(dma, dict) else None
            staged = None if staged is None else np.asarray(staged, np.uint8)
            if staged is None or staged.ndim != 2 or staged.shape[0] < shape[0] or staged.shape[1] < shape[1]:
                raise SemanticsError(f"pto.{op}: %{name} holds {s.elem}; the scales are E8M0 bytes (f8E8M0, i8 or u8), "
                                     f"or, for a wider scale tile as PTOAS's TileLang cases declare, the {shape[0]} x "
                                     f"{shape[1]} scales a pto.mte_l1_{side}_mx staged beside {side.upper()}, which no "
                                     f"load has (D-TMATMUL-MX-SCALES)")
            raw = staged[:shape[0], :shape[1]].astype(np.int64)
        else:
            raw = s.region(*shape).view(np.uint8).astype(np.int64)
        out.append(np.where(raw == 0xFF, np.nan, np.ldexp(1.0, raw - 127)))
    return out[0], out[1]


MAD_MODE_KEY = ("mad", "f32_mode")  # the caller's `dma` state: the f32 mode's rounding, or None (off)
F32_MODES = ("CAST_ROUND", "CAST_RINT")


def set_mad_mode(dma: Any, enable: bool, mode: str) -> None:
    """sethf32mode / settf32mode: the cube unit's reduced-precision f32 mode on (with its rounding:
    CAST_ROUND to nearest with ties away from zero, CAST_RINT to nearest even) or off."""
    if not isinstance(dma, dict):
        raise SemanticsError("the f32 mode lives in the caller's dma state: pass dma= (a dict)")
    if mode not in F32_MODES:
        raise SemanticsError(f"f32 mode rounding {mode!r} is not one of {', '.join(F32_MODES)}")
    dma[MAD_MODE_KEY] = mode if enable else None


def reduce_f32(x: Arr, bits: int, mode: str) -> Arr:
    """f32 values (as float64) with their mantissa rounded to `bits` bits (CAST_RINT: to nearest
    even; CAST_ROUND: to nearest, ties away from zero); infinities and NaN unchanged, a carry may
    reach the next binade or infinity (D-MAD-F32-MODE)."""
    u = np.asarray(x, np.float64).astype(np.float32).view(np.uint32).astype(np.uint64)
    drop = 23 - bits
    half, low_mask = np.uint64(1 << (drop - 1)), np.uint64((1 << drop) - 1)
    low = u & low_mask
    if mode == "CAST_RINT":
        up = (low > half) | ((low == half) & (((u >> np.uint64(drop)) & np.uint64(1)) == 1))
    else:
        up = low >= half
    r = (u & ~low_mask) + (up.astype(np.uint64) << np.uint64(drop))
    special = (u & np.uint64(0x7F800000)) == np.uint64(0x7F800000)
    r = np.where(special, u, r).astype(np.uint32)
    out: Arr = r.view(np.float32).astype(np.float64)
    return out


def matmul_tile(op: str, lhs: Any, rhs: Any, dst: Any, spec: dict[str, Any], *, gemv: bool = False,
                acc_in: Any = None, accumulate: bool = False, bias: Any = None, a_scale: Any = None,
                b_scale: Any = None, dma: Any = None) -> None:
    """dst's top-left M x N = init + lhs x rhs (scaled per 32 values of K for the mx forms),
    where init is the accumulator (`accumulate`: dst's or acc_in's values, as spec["acc_from"]
    says), bias's first row (`bias`), or 0; summed as spec["matmul_sum"] says."""
    a, b, d = _mm_tile(op, "lhs", lhs), _mm_tile(op, "rhs", rhs), _mm_tile(op, "dst", dst)
    mx = a_scale is not None or b_scale is not None
    integer = _mm_types(op, a, b, d, mx)
    m, k, n = _mm_sizes(op, a, b, gemv)
    if m > d.rows or n > d.cols:
        raise SemanticsError(f"pto.{op}: the {m}x{n} product does not fit dst ({d.rows}x{d.cols})")
    av, bv = _mm_values(op, "lhs", a, m, k), _mm_values(op, "rhs", b, k, n)
    f32_mode = dma.get(MAD_MODE_KEY) if isinstance(dma, dict) else None
    if f32_mode is not None and spec.get("tf32_mantissa") and a.elem == b.elem == "f32":
        av, bv = (reduce_f32(v, spec["tf32_mantissa"], f32_mode) for v in (av, bv))
    if accumulate:
        src = d if spec["acc_from"] == "dst" else _mm_tile(op, "acc_in", acc_in)
        if src.elem != d.elem:
            raise SemanticsError(f"pto.{op}: acc_in holds {src.elem}, dst {d.elem}")
        init = _mm_values(op, "acc_in" if src is not d else "dst", src, m, n)
    elif bias is not None:
        bt = _mm_tile(op, "bias", bias)
        if bt.elem != d.elem:
            raise SemanticsError(f"pto.{op}: bias holds {bt.elem}, dst {d.elem}: they must be the same type")
        init = np.broadcast_to(_mm_values(op, "bias", bt, 1, n), (m, n))
    else:
        init = np.zeros((m, n), np.int64 if integer else np.float64)
    if integer:
        total = init.astype(np.int64) + av @ bv  # |i8 x i8| x 4095 fits: exact, then wrapped
        d.write(total.astype(np.int32))
        return
    if mx:
        sa, sb = _mm_scales(op, a_scale, b_scale, m, k, n, dma)
        group = np.arange(k) // _MX_GROUP
        av = av * sa[:, group]
        bv = bv * sb[group, :]
    through_double = mx and spec["matmul_sum"] == "simulator_chain"
    acc = np.zeros((m, n), np.float32)  # the f32 accumulator, k in order
    with np.errstate(all="ignore"):
        for kk in range(k):
            if through_double:  # float += double: the double sum rounded to float
                acc = (acc.astype(np.float64) + av[:, kk, None] * bv[None, kk, :]).astype(np.float32)
            elif mx:  # the scaled values are exact in double, their product too: one rounding to f32
                acc = _fma(av[:, kk, None], bv[None, kk, :], acc)
            else:
                acc = _fma(av[:, kk, None].astype(np.float32), bv[None, kk, :].astype(np.float32), acc)
        if accumulate or bias is not None:
            acc = (np.asarray(init, np.float32) + acc).astype(np.float32)
    d.write(acc)
