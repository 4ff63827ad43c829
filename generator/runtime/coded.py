"""The element types numpy has no dtype for (hif8 and the packed FP4 pairs): their lanes are
raw bytes tagged with a one-field structured dtype, decoded and encoded through the code
tables isa/machine.yaml's encodings give (`_tables._CODED`).

Source: generator/runtime/coded.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from .._tables import _CODED, _DTYPES, _NAME_OF
from .base import Arr, SemanticsError


def raw_lanes(bits: ArrayLike, dtype: str) -> Arr:
    """Bytes (uint8, one per lane) as lanes of `dtype`, a type numpy has no dtype for (hif8,
    f4e2m1x2, f4e1m2x2): what the semantics functions take and return for it."""
    if dtype not in _DTYPES or _DTYPES[dtype] not in _CODED:
        raise SemanticsError(f"raw_lanes: {dtype!r} is not an encoded type (those are: "
                             f"{', '.join(_NAME_OF[d] for d in _CODED)})")
    b = np.ascontiguousarray(bits)
    if b.dtype != np.uint8:
        raise SemanticsError(f"raw_lanes: the bits must be uint8, got {b.dtype}")
    return b.view(_DTYPES[dtype])


def decode_lanes(lanes: ArrayLike) -> Arr:
    """The values (float64) of an encoded type's lanes; a packed type gives its values in order,
    the low bits of each byte first, so its last axis doubles."""
    x = np.asarray(lanes)
    c = _CODED.get(x.dtype)
    if c is None:
        raise SemanticsError(f"decode_lanes: {x.dtype} is not an encoded type")
    values: Arr = c["values"][_unpack(x.view(np.uint8), c)]
    return values


def _unpack(b: Arr, c: dict[str, Any]) -> Arr:
    """Bytes -> one code per value (the low bits of each byte first)."""
    if c["pack"] == 1:
        return b
    out = np.empty(b.shape[:-1] + (b.shape[-1] * 2,), np.uint8)
    out[..., 0::2] = b & 0x0F
    out[..., 1::2] = b >> 4
    return out


def _pack(codes: Arr, c: dict[str, Any]) -> Arr:
    """One code per value -> bytes (pairs, the first value in the low bits)."""
    if c["pack"] == 1:
        return codes
    packed: Arr = codes[..., 0::2] | (codes[..., 1::2] << 4)
    return packed


def _encode(v: Arr, c: dict[str, Any], mode: str, sat: str | None) -> Arr:
    """Exact values (doubles) as codes, rounded once on the type's grid by mode (R nearest, ties
    to the even code; A nearest, ties away; F, C, Z directed). Past the largest value (or from
    an infinity): the infinity code where the encoding overflows to it and sat is not SAT, else the largest
    value; NaN: the NaN code without SAT where the encoding keeps NaN, else 0 (D-CVT-LOWFLOAT)."""
    mags, codes = c["magnitudes"], c["mag_codes"]
    top = len(mags) - 1
    with np.errstate(invalid="ignore"):
        a = np.abs(v)
        neg = np.signbit(v)
        i = np.clip(np.searchsorted(mags, a, side="right") - 1, 0, top)
        lo = mags[i]
        hi = np.where(i < top, mags[np.minimum(i + 1, top)], c["shadow"])
        below, above = a - lo, hi - a
        if mode == "Z":
            up = np.zeros(a.shape, bool)
        elif mode in ("C", "F"):
            up = ~neg if mode == "C" else neg.copy()
        elif mode == "A":
            up = below >= above
        else:
            up = (below > above) | ((below == above) & ((codes[i] & 1) == 1))
        up &= a != lo
    j = i + up
    over = (j > top) | np.isinf(v)
    infinite = over & (c["no_sat_overflow"] == "infinity") & (sat != "SAT")
    mag = np.where(over, codes[top], codes[np.minimum(j, top)])
    if infinite.any():
        mag = np.where(infinite, c["inf"], mag)
    signed = neg & ((mag != 0) | c["signed_zero"])
    out: Arr = (mag | np.where(signed, c["sign"], 0)).astype(np.uint8)
    nan = np.isnan(v)
    if nan.any():
        keep = c["no_sat_nan"] == "nan" and sat != "SAT"
        out = np.where(nan, c["nan"] if keep else 0, out).astype(np.uint8)
    return out
