"""Tile quantization: tquant (f32 to 8-bit integers with a scale, and an offset, per row) and
tquant.mx (microscaling: 32-element groups sharing an E8M0 exponent, into FP8 e4m3 or packed FP4
e2m1), and the exponent reorder a tmov with a scratch tile runs (X to ZZ).

Source: generator/runtime/tile_quant.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

INT8 (D-TQUANT-INT8): v = x * scale (+ offset), each step rounded to f32, then rounded to the
nearest integer (ties to even) and clamped to i8 (INT8_SYM) or u8 (INT8_ASYM). A5 reads row i's
scale and offset at element i of the parameter tile's storage (its library's broadcast load),
A2/A3 at column 0 (the same element of the column tiles its verifier asks for); both run vcvt
f32 -> s32 -> f32 -> f16 -> 8 bits, each saturating, so a NaN gives vcvt's saturated NaN (0);
the CPU simulator reads column min(j, valid columns - 1), rounds with nearbyint, and casts a NaN
as x86 does (0).

MX (D-TQUANT-MX): per group, m = the largest |x| (a NaN propagates); E = m's biased exponent
(as f32). OCP: shared = max(E - emax, 0), emax 8 (e4m3) or 2 (e2m1); NV: E and mantissa of
f32(m * 1/448) (or 1/6), rounded up when the mantissa is not zero. The exponent tile gets
shared (0xFF for a NaN m), the scaling tile the power of two whose exponent field is
254 - shared (a NaN for a NaN m: bf16 0x7F81 into MXFP8, 0x7FC0 into MXFP4), in src's type.
dst = x * scaling (f32 product; bf16 for FP4 from bf16), cast to e4m3 (nearest even,
saturated to +-448, a NaN 0) or e2m1 (saturated to +-6, a NaN to the largest positive code),
two FP4 codes a byte, the even column low. A 16-bit src's columns past its valid ones are set
to 0 in its valid rows first (pto-isa's ZeroPadSourceTile: src is written).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import _DTYPES, _TARGET_NAMES
from .base import Arr, SemanticsError
from .tiles import Tile, _tile_arg
from .watch import touched

_GROUP = 32  # elements sharing one exponent
_EMAX = {"MXFP8": 8, "MXFP4_E2M1": 2}  # OCP: the destination's largest exponent
_DESCALE = {"MXFP8": np.float32(1.0 / 448.0), "MXFP4_E2M1": np.float32(1.0 / 6.0)}  # NV
_F4_VALUES = np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0])


def _f32_bits(x: Arr) -> Arr:
    b: Arr = np.ascontiguousarray(x, dtype=np.float32).view(np.uint32)
    return b


def _int8_values(v: Arr, dst: str, tid: str) -> Arr:
    """The f32 values v rounded to the nearest integer (ties to even) and clamped to dst's range;
    a NaN gives 0 (A5 and A2/A3: vcvt's saturated NaN; CPU: x86's cast of the NaN, low byte)."""
    lo, hi = (-128.0, 127.0) if dst == "i8" else (0.0, 255.0)
    with np.errstate(invalid="ignore"):
        r = np.clip(np.rint(v.astype(np.float64)), lo, hi)
    r = np.where(np.isnan(r), 0.0, r)
    out: Arr = r.astype(_DTYPES[dst])
    return out


def quant_int8_tile(op: str, src: Any, fp: Any, offset: Any, dst: Any, quant_type: str | None, target: str) -> None:
    """pto.tquant INT8_SYM / INT8_ASYM over tiles: src's valid region, quantized, written into dst's."""
    tid = _TARGET_NAMES[target.lower()]
    if quant_type not in ("INT8_SYM", "INT8_ASYM"):
        raise SemanticsError(f"pto.{op}: quant_type must be INT8_SYM or INT8_ASYM (got {quant_type})")
    s, f, d = _tile_arg(op, "src", src), _tile_arg(op, "fp", fp), _tile_arg(op, "dst", dst)
    want = {"INT8_SYM": "i8", "INT8_ASYM": "u8"}[quant_type]
    if s.elem != "f32" or f.elem != "f32":
        raise SemanticsError(f"pto.{op}: src and fp must hold f32 (got {s.elem}, {f.elem})")
    if d.elem != want:
        raise SemanticsError(f"pto.{op}: {quant_type} writes {want}, not {d.elem}")
    if (quant_type == "INT8_ASYM") != (offset is not None):
        raise SemanticsError(f"pto.{op}: INT8_ASYM takes an offset tile and INT8_SYM none")
    vr, vc = s.valid_rows, s.valid_cols
    if (d.valid_rows, d.valid_cols) != (vr, vc):
        raise SemanticsError(f"pto.{op}: src's valid shape {vr}x{vc} differs from dst's {d.valid_rows}x{d.valid_cols}")
    x = s.region(vr, vc).astype(np.float32)
    params = [f] + ([_tile_arg(op, "offset", offset)] if offset is not None else [])
    cols = []
    for p in params:
        if p.elem != "f32" or p.valid_rows < 1 or p.valid_cols < 1:
            raise SemanticsError(f"pto.{op}: fp and offset must be f32 tiles with a valid element")
        if tid == "cpu":  # GetParamValue: (min(i, rows - 1), min(j, cols - 1))
            r_ix = np.minimum(np.arange(vr), p.valid_rows - 1)[:, None]
            c_ix = np.minimum(np.arange(vc), p.valid_cols - 1)[None, :]
            cols.append(p.region(p.valid_rows, p.valid_cols)[r_ix, c_ix])
        elif tid == "a5":  # element `row` of the tile's storage, broadcast along the row (vlds BRC_B32)
            cols.append(_storage_elements(op, p, vr)[:, None])
        else:  # one value per row, column 0, broadcast along the row
            if p.valid_rows < vr:
                raise SemanticsError(f"pto.{op}: fp and offset need {vr} valid rows (one value per row of src)")
            cols.append(p.region(vr, 1))
    with np.errstate(all="ignore"):
        v = (x * cols[0]).astype(np.float32)
        if len(cols) > 1:
            v = (v + cols[1]).astype(np.float32)
    d.write(_int8_values(v, want, tid))


def _storage_elements(op: str, p: Tile, n: int) -> Arr:
    """The first n elements of a tile's storage, in memory order from its first byte: A5's library
    loads row i's parameter at element i of the parameter tile ((i, 0) of a column tile)."""
    p.storage()
    if p.slayout != "NoneBox" or p.row_stride != p.cols or n > p.rows * p.cols:
        raise SemanticsError(f"pto.{op}: A5 reads element i of fp and offset for row i: they need a plain "
                             f"tile of at least {n} elements (got {p.rows}x{p.cols}, {p.blayout}/{p.slayout})")
    size = _DTYPES[p.elem].itemsize
    out: Arr = p.mem[p.addr:p.addr + n * size].view(_DTYPES[p.elem])
    return out


def _group_max(x: Arr, axis: int) -> Arr:
    """The largest |x| of each group of 32 along the axis (0: rows, 1: columns); a NaN propagates."""
    a = np.abs(x.astype(np.float32))
    rows, cols = a.shape
    g = a.reshape(rows // _GROUP, _GROUP, cols) if axis == 0 else a.reshape(rows, cols // _GROUP, _GROUP)
    m: Arr = np.max(g, axis=1 if axis == 0 else 2)
    return m


def _shared_exponent(m: Arr, quant_type: str, alg: str) -> tuple[Arr, Arr]:
    """(shared exponent as int64, whether m is NaN) per group."""
    nan = np.isnan(m)
    if alg == "ocp":
        e = ((_f32_bits(m) >> 23) & 0xFF).astype(np.int64)
        return np.maximum(e - _EMAX[quant_type], 0), nan
    with np.errstate(all="ignore"):
        scaled = (m.astype(np.float32) * _DESCALE[quant_type]).astype(np.float32)
    bits = _f32_bits(scaled)
    e, mant = ((bits >> 23) & 0xFF).astype(np.int64), (bits & 0x7FFFFF).astype(np.int64)
    up = ((mant > 0) & (e > 0) & (e < 0xFE)) | ((e == 0) & (mant > 0x400000))
    shared = np.where(e == 0xFF, 0xFE, e + up)  # an infinite m: the largest exponent
    return shared, nan


def _scaling(shared: Arr, nan: Arr, alg: str, inf: Arr, dtype: np.dtype[Any]) -> Arr:
    """The power of two whose exponent field is 254 - shared, in src's type (NaN for a NaN m;
    NV's infinite m: 2^-127, A5's smallest reciprocal)."""
    f = np.where(nan, 0x7FC00000, np.maximum(254 - shared, 0) << 23).astype(np.uint32).view(np.float32)
    if alg == "nv":
        f = np.where(inf & ~nan, np.float32(2.0 ** -127), f).astype(np.float32)
    out: Arr = f.astype(dtype)
    return out


def _e4m3_codes(v: Arr) -> Arr:
    """e4m3 codes: nearest even, saturated to +-448, a NaN 0 (A5's saturating vcvt, which the
    vcvt hardware case shows turning NaN into 0)."""
    import ml_dtypes
    with np.errstate(invalid="ignore"):
        c = np.clip(v.astype(np.float32), -448.0, 448.0)
    out: Arr = np.where(np.isnan(c), 0, c.astype(ml_dtypes.float8_e4m3fn).view(np.uint8)).astype(np.uint8)
    return out


def _e2m1_codes(v: Arr) -> Arr:
    """e2m1 codes of the values: nearest (ties to the even code), saturated to +-6; NaN -> 0x7."""
    a = np.abs(v.astype(np.float64))
    nan = np.isnan(a)
    a = np.where(nan, 6.0, np.minimum(a, 6.0))
    dist = np.abs(a[..., None] - _F4_VALUES)
    best = np.min(dist, axis=-1, keepdims=True)
    cand = dist == best
    even = cand & (np.arange(8) % 2 == 0)
    pick = np.where(even.any(axis=-1), np.argmax(even, axis=-1), np.argmax(cand, axis=-1))
    sign = np.where(np.signbit(v) & ~nan, 8, 0)
    out: Arr = (pick + sign).astype(np.uint8)
    return out


def _aux_write(op: str, name: str, t: Tile, values: Arr, axis: int) -> None:
    """Write the per-group values: at their (row, group) place, or, for a tile of one valid row
    (the legacy flat form of ND groups), one after another."""
    r, c = values.shape
    if (t.valid_rows, t.valid_cols) == (r, c):
        t.write(values.astype(_DTYPES[t.elem]))
    elif axis == 1 and t.valid_rows == 1 and t.valid_cols == r * c:
        t.write(values.reshape(1, r * c).astype(_DTYPES[t.elem]))
    else:
        raise SemanticsError(f"pto.{op}: {name}'s valid shape {t.valid_rows}x{t.valid_cols} is neither "
                             f"{r}x{c}" + (f" nor 1x{r * c}" if axis == 1 else ""))


def quant_mx_tile(op: str, src: Any, dst: Any, exp: Any, mx_max: Any, scaling: Any, exp_zz: Any, quant_type: str | None,
                  alg: str, grp_axis: str, interleave: str, target: str) -> None:
    """pto.tquant.mx over tiles (A5 only): writes dst, exp, max and scaling (and exp_zz, the
    deprecated fused ND form)."""
    tid = _TARGET_NAMES[target.lower()]
    if tid != "a5":
        raise SemanticsError(f"pto.{op}: MX quantization runs on A5 only")
    if quant_type not in _EMAX:
        raise SemanticsError(f"pto.{op}: quant_type must be MXFP8 or MXFP4_E2M1 (got {quant_type})")
    s, d = _tile_arg(op, "src", src), _tile_arg(op, "dst", dst)
    e, mx, sc = _tile_arg(op, "exp", exp), _tile_arg(op, "max", mx_max), _tile_arg(op, "scaling", scaling)
    if s.elem == "f16":
        raise SemanticsError(f"pto.{op}: f16 sources are not modelled (A5 reads their bits with bf16's "
                             f"field positions; no public case settles it: D-TQUANT-MX)")
    if s.elem not in ("f32", "bf16"):
        raise SemanticsError(f"pto.{op}: src must hold f32, f16 or bf16, not {s.elem}")
    fp4 = quant_type == "MXFP4_E2M1"
    if fp4 and s.elem != "bf16":
        raise SemanticsError(f"pto.{op}: MXFP4_E2M1 takes f16 or bf16 sources, not {s.elem}")
    axis = 0 if grp_axis == "axis0" else 1
    vr, vc = s.valid_rows, s.valid_cols
    if (vr if axis == 0 else vc) % _GROUP:
        raise SemanticsError(f"pto.{op}: src's valid {'rows' if axis == 0 else 'columns'} "
                             f"({vr if axis == 0 else vc}) are not a multiple of {_GROUP}")
    x = s.region(vr, vc).astype(np.float32)
    if s.elem != "f32" and vc < s.cols:  # the library zero-pads a 16-bit src's columns past the valid ones
        pad = s.values()[:vr, vc:s.cols]
        pad[...] = np.zeros(pad.shape, pad.dtype)
    m = _group_max(x, axis)
    shared, nan = _shared_exponent(m, quant_type, alg)
    e_val = np.where(nan, 0xFF, shared).astype(np.uint8)
    sdt = _DTYPES[s.elem]
    scal = _scaling(shared, nan, alg, np.isinf(m), sdt)
    if s.elem == "bf16" and not fp4:  # the library's bf16 NaN scaling for MXFP8 is 0x7F81, not 0x7FC0
        scal = np.where(nan, np.array(0x7F81, np.uint16).view(sdt), scal).astype(sdt)
    rep = np.repeat(scal.astype(np.float32), _GROUP, axis=axis)
    with np.errstate(all="ignore"):
        v = (x * rep).astype(np.float32)
    if fp4:
        v = v.astype(sdt).astype(np.float32)  # the bf16 product
        codes = _e2m1_codes(v)
        packed = (codes[:, 0::2] | (codes[:, 1::2] << 4)).astype(np.uint8)
        if (d.valid_rows, d.valid_cols) != (vr, vc // 2):
            raise SemanticsError(f"pto.{op}: dst's valid shape must be {vr}x{vc // 2} (two FP4 values a byte)")
        d.write(packed.view(_DTYPES[d.elem]))
    else:
        if (d.valid_rows, d.valid_cols) != (vr, vc):
            raise SemanticsError(f"pto.{op}: dst's valid shape must be src's {vr}x{vc}")
        d.write(_e4m3_codes(v).view(_DTYPES[d.elem]))
    _aux_write(op, "max", mx, m.astype(sdt), axis)
    _aux_write(op, "scaling", sc, scal, axis)
    if interleave == "true":  # DN: group rows 2p and 2p + 1 as byte pairs, [p][2c + i] = exp[2p + i][c]
        if axis != 0 or e_val.shape[0] % 2:
            raise SemanticsError(f"pto.{op}: interleave pairs DN group rows: it needs grpAxis=axis0 and src's "
                                 f"valid rows a multiple of 64")
        g, n = e_val.shape
        _aux_write(op, "exp", e, e_val.reshape(g // 2, 2, n).transpose(0, 2, 1).reshape(g // 2, 2 * n)
                   .view(_DTYPES[e.elem]), axis)
    else:
        _aux_write(op, "exp", e, e_val.view(_DTYPES[e.elem]), axis)
    if exp_zz is not None:
        z = _tile_arg(op, "exp_zz", exp_zz)
        _write_flat(op, z, _zz_nd(e_val))


def _zz_nd(groups: Arr) -> Arr:
    """ND exponents (rows x groups) in ZZ order: blocks of 16 rows (the last padded with zeros)
    by pairs of groups, each block 16 rows of 2 exponents."""
    rows, g = groups.shape
    if g % 2:
        raise SemanticsError(f"the ZZ order pairs exponents: {g} groups a row is odd")
    pr = -(-rows // 16) * 16
    padded = np.zeros((pr, g), np.uint8)
    padded[:rows] = groups
    out: Arr = padded.reshape(pr // 16, 16, g // 2, 2).transpose(0, 2, 1, 3).reshape(-1)
    return out


def _zz_dn(groups: Arr) -> Arr:
    """DN exponents (group rows x columns) in ZZ order: blocks of 16 columns, in each the pairs of
    group rows, each pair 16 columns of 2 exponents."""
    rows, cols = groups.shape
    if rows % 2 or cols % 16:
        raise SemanticsError(f"the DN ZZ order needs an even number of exponent rows and columns in 16s "
                             f"(got {rows}x{cols})")
    out: Arr = groups.reshape(rows // 2, 2, cols // 16, 16).transpose(2, 0, 3, 1).reshape(-1)
    return out


def _write_flat(op: str, t: Tile, data: Arr) -> None:
    """The bytes from the tile's first, in order (a ZZ tile's storage order)."""
    t.storage()
    if data.size > t.nbytes:
        raise SemanticsError(f"pto.{op}: {data.size} exponents do not fit the {t.rows}x{t.cols} ZZ tile")
    touched(t.mem, t.addr, t.addr + data.size, True)
    t.mem[t.addr:t.addr + data.size] = data.astype(np.uint8)


def exp_to_zz(op: str, src: Any, dst: Any, grp_axis: str | None) -> None:
    """tmov's X-to-ZZ form: src's E8M0 exponents into dst's storage in ZZ order (D-TMOV-ZZ). ND
    (grpAxis absent or axis1): src's valid exponents, one after another, are dst's valid rows of
    dst's valid columns; DN (axis0): src's valid region is group rows x columns."""
    s, d = _tile_arg(op, "src", src), _tile_arg(op, "dst", dst)
    if s.elem != d.elem or _DTYPES[s.elem].itemsize != 1:
        raise SemanticsError(f"pto.{op}: the ZZ move takes one 8-bit element type (got {s.elem}, {d.elem})")
    vals = s.region(s.valid_rows, s.valid_cols).view(np.uint8)
    if grp_axis == "axis0":
        _write_flat(op, d, _zz_dn(vals))
        return
    n = d.valid_rows * d.valid_cols
    if vals.size != n:
        raise SemanticsError(f"pto.{op}: src holds {vals.size} exponents, dst's valid shape "
                             f"{d.valid_rows}x{d.valid_cols} {n}")
    _write_flat(op, d, _zz_nd(vals.reshape(d.valid_rows, d.valid_cols)))
