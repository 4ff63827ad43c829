"""The checks every semantics function starts with: its register, mask, scalar and tile
operands, its string choices, and the target's per-op spec; each failure is a
SemanticsError naming the op and operand.

Source: generator/runtime/args.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import ArrayLike

from .._tables import OPS, SPECS, TARGETS, _DTYPES, _FLOATS, _LANES, _NAME_OF, _TARGET_NAMES
from .arith import _round_f64
from .base import Arr, SemanticsError, _UINT, _dtype_name, _is_float


def _vector_args(op: str, legal: tuple[str, ...], src: ArrayLike, mask: ArrayLike | None) -> tuple[Arr, Arr | None]:
    """Check a vreg value (last axis = lanes) and its mask; None means all lanes active."""
    x = np.asarray(src)
    name = _dtype_name(op, x, legal)
    lanes = _LANES[name]
    if x.ndim == 0 or x.shape[-1] != lanes:
        got = x.shape[-1] if x.ndim else "a scalar"
        raise SemanticsError(f"pto.{op}: a !pto.vreg<{lanes}x{name}> has {lanes} lanes on its last axis; got {got}")
    if mask is None:
        return x, None
    m = np.asarray(mask)
    if m.dtype != np.bool_:
        raise SemanticsError(f"pto.{op}: the mask must be a boolean array, got {m.dtype}")
    if x.dtype.itemsize == 8 and m.shape[-1:] == (2 * lanes,):
        m = m[..., ::2]  # a b32 mask over 64-bit lanes: lane k reads the bit at its first byte (D-MASK64)
    if m.shape != x.shape:
        try:
            m = np.broadcast_to(m, x.shape)
        except ValueError:
            raise SemanticsError(f"pto.{op}: mask shape {m.shape} does not match the register shape {x.shape}") from None
    return x, m


def _same_register(op: str, name: str, value: ArrayLike, x: Arr, integer: bool = False) -> Arr:
    """A second vreg operand: the same element type and shape as the first, or with `integer`
    (shift counts, gather indexes) any integer type of the same width."""
    v = np.asarray(value)
    if integer and v.shape == x.shape and v.dtype.kind in "iu" and v.dtype.itemsize == x.dtype.itemsize:
        return v
    if v.dtype != x.dtype or v.shape != x.shape:
        want = f"an integer type of {x.dtype.itemsize * 8} bits" if integer else _NAME_OF.get(x.dtype, x.dtype)
        raise SemanticsError(f"pto.{op}: %{name} must be {want} of shape {x.shape} like the "
                             f"first operand, got {_NAME_OF.get(v.dtype, v.dtype)} of shape {v.shape}")
    return v


def _scalar_arg(op: str, name: str, value: Any, dtype: np.dtype[Any]) -> Any:
    """A scalar operand as an element of `dtype`: floats rounded to nearest even, integers wrapped."""
    number = isinstance(value, (int, float, np.integer, np.floating)) or (
        isinstance(value, np.generic) and value.dtype in _FLOATS)  # a bf16 scalar
    if isinstance(value, (bool, np.bool_)) or not number:
        raise SemanticsError(f"pto.{op}: %{name} must be a number, got {value!r}")
    if _is_float(dtype):
        with np.errstate(all="ignore"):
            return _round_f64(np.asarray(value, dtype=np.float64), dtype)[()]
    if not isinstance(value, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: %{name} must be an integer for {_NAME_OF.get(dtype, dtype)} lanes, got {value!r}")
    bits = dtype.itemsize * 8
    v = int(value) & ((1 << bits) - 1)
    return np.asarray(v, dtype=_UINT[dtype.itemsize]).view(dtype)[()]


def _mask_operand(op: str, name: str, value: ArrayLike, x: Arr) -> Arr:
    """A mask operand other than the predicate (a carry-in): booleans shaped like the register."""
    m = np.asarray(value)
    if m.dtype != np.bool_:
        raise SemanticsError(f"pto.{op}: %{name} must be a boolean array, got {m.dtype}")
    try:
        return np.broadcast_to(m, x.shape)
    except ValueError:
        raise SemanticsError(f"pto.{op}: %{name} shape {m.shape} does not match the register shape {x.shape}") from None


def _absent(op: str, target: str, absent: list[tuple[str, str]]) -> None:
    """An op some targets do not have (its element types there are empty) raises on them."""
    tid = _TARGET_NAMES.get(str(target).lower())
    for t, why in absent:
        if t == tid:
            raise SemanticsError(f"pto.{op} is not an op of target {t} ({why})")


def _choice(op: str, name: str, value: str, values: tuple[str, ...]) -> None:
    if value not in values:
        raise SemanticsError(f"pto.{op}: {name} {value!r} is not one of {', '.join(values)}")


def _index_arg(op: str, name: str, value: Any) -> int:
    """An integer operand that counts lanes (a shift amount, a part index)."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: %{name} must be an integer, got {value!r}")
    return int(value)


def _splat(op: str, value: Any, dtype: str | None) -> Arr:
    """A register of `dtype` lanes all holding the scalar `value`."""
    if dtype not in OPS[op]:
        raise SemanticsError(f"pto.{op}: give dtype= for a scalar, one of {', '.join(OPS[op])}")
    dt = _DTYPES[dtype]
    return np.full(_LANES[dtype], _scalar_arg(op, "value", value, dt), dtype=dt)


def _prior_arg(op: str, prior: ArrayLike | None, x: Arr) -> Arr | None:
    """The merging form's prior destination, checked against the source register."""
    if prior is None:
        return None
    p = np.asarray(prior)
    if p.dtype != x.dtype or p.shape != x.shape:
        raise SemanticsError(f"pto.{op}: the prior destination must be {x.dtype} of shape {x.shape}, "
                             f"got {p.dtype} of shape {p.shape}")
    return p


def _spec(op: str, target: str) -> dict[str, Any]:
    """What op computes on `target` (a target id or one of its names)."""
    tid = _TARGET_NAMES.get(str(target).lower())
    if tid is None:
        raise SemanticsError(f"pto.{op}: unknown target {target!r} (known: {', '.join(TARGETS)})")
    return SPECS[op][tid]


def _count(op: str, name: str, value: Any) -> int:
    """An integer argument: 2.5, True or "3" are mistakes, not numbers to truncate."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: {name} must be an integer, got {value!r}")
    return int(value)


def _tile_args(op: str, legal: tuple[str, ...], src: ArrayLike, valid_rows: Any, valid_cols: Any) -> tuple[Arr, str]:
    x = np.asarray(src)
    name = _dtype_name(op, x, legal)
    if x.ndim < 2:
        raise SemanticsError(f"pto.{op}: a tile is a 2-D array (rows, cols) with optional leading batch axes")
    rows, cols = x.shape[-2:]
    vr = rows if valid_rows is None else _count(op, "valid_rows", valid_rows)
    vc = cols if valid_cols is None else _count(op, "valid_cols", valid_cols)
    if not (0 < vr <= rows and 0 < vc <= cols):
        raise SemanticsError(f"pto.{op}: the valid region {vr}x{vc} must be non-empty and inside the {rows}x{cols} tile")
    return x[..., :vr, :vc], name
