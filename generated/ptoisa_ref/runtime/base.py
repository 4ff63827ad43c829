"""The few names every other runtime module needs: the array alias, the error every
semantics function raises, the unsigned/signed views of an element width.

Source: generator/runtime/base.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

from .._tables import _FLOATS, _NAME_OF

Arr = NDArray[Any]
_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_INT = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}


class SemanticsError(ValueError):
    """An argument breaks an op's rules (shape, lane count, dtype, mask)."""


def _is_float(dtype: np.dtype[Any]) -> bool:
    """numpy calls bf16 (from ml_dtypes) a void kind, so 'floating' is a table lookup."""
    return dtype in _FLOATS


def _dtype_name(op: str, arr: Arr, legal: tuple[str, ...]) -> str:
    name = _NAME_OF.get(arr.dtype)
    if name not in legal:
        raise SemanticsError(f"pto.{op}: element type {name or arr.dtype} is not legal "
                             f"(legal: {', '.join(legal)})")
    return name
