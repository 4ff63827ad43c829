"""Scalar values of a running kernel and the arith ops on them (MLIR's `arith` dialect).

Integers are Python ints held in their type's range: signless `iN` and `siN` as two's
complement signed values, `uiN` unsigned, `i1` as 0 or 1, `index` as a signed 64-bit
value. Floats are numpy scalars of their width, so each op rounds exactly as the type
does. Each op is one small function; `ARITH` maps op names to them. A problem the
program has (division by zero, a shift past the width, a literal that does not fit)
raises `ScalarError`, which the interpreter reports at the op's line.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Callable

import ml_dtypes
import numpy as np


class ScalarError(Exception):
    pass


@dataclass(frozen=True)
class ScalarType:
    text: str
    kind: str  # "int" or "float"
    bits: int
    signed: bool  # integers: read as two's complement (signless and si) or unsigned (ui)

    @property
    def numpy(self) -> Any:
        return _FLOAT_NUMPY[self.bits, self.text] if self.kind == "float" else None


_FLOAT_NUMPY = {(16, "f16"): np.float16, (32, "f32"): np.float32, (64, "f64"): np.float64,
                (16, "bf16"): ml_dtypes.bfloat16}
_INT_TYPE = re.compile(r"(s|u)?i(\d+)")


def scalar_type(text: str) -> ScalarType | None:
    """The scalar type `text` names (i32, ui8, si16, index, f16, bf16, ...), or None."""
    text = text.strip()
    if text == "index":
        return ScalarType(text, "int", 64, True)
    if text in ("f16", "f32", "f64", "bf16"):
        return ScalarType(text, "float", 16 if text in ("f16", "bf16") else int(text[1:]), True)
    m = _INT_TYPE.fullmatch(text)
    if m and 1 <= int(m[2]) <= 64:
        return ScalarType(text, "int", int(m[2]), m[1] != "u" and m[2] != "1")
    return None


def int_range(t: ScalarType) -> tuple[int, int]:
    """The integers a value of `t` can be given as: a signless type either reading (as MLIR reads
    its literals), si and index as signed, ui as unsigned."""
    if t.text.startswith("ui"):
        return 0, (1 << t.bits) - 1
    if t.text.startswith("si") or t.text == "index":
        return -(1 << (t.bits - 1)), (1 << (t.bits - 1)) - 1
    return -(1 << (t.bits - 1)), (1 << t.bits) - 1


def wrap(value: int, t: ScalarType) -> int:
    """`value` reduced to t's width, in t's reading (signed or unsigned)."""
    v = value & ((1 << t.bits) - 1)
    if t.signed and v >> (t.bits - 1):
        v -= 1 << t.bits
    return v


def unsigned(value: int, t: ScalarType) -> int:
    return value & ((1 << t.bits) - 1)


def signed(value: int, t: ScalarType) -> int:
    v = unsigned(value, t)
    return v - (1 << t.bits) if t.bits > 1 and v >> (t.bits - 1) else v


def make(value: Any, t: ScalarType) -> Any:
    """A Python or numpy number as a value of type t (integers wrap; floats round once)."""
    if t.kind == "int":
        if isinstance(value, (float, np.floating)):
            raise ScalarError(f"a float is given where {t.text} is expected")
        return wrap(int(value), t)
    with np.errstate(all="ignore"):
        return t.numpy(value)


_HEX = re.compile(r"0x[0-9a-fA-F]+")


def literal(text: str, t: ScalarType) -> Any:
    """An `arith.constant` literal: an integer, true/false, a float, or a float's bits in hex."""
    text = text.strip()
    if text in ("true", "false"):
        return int(text == "true")
    try:
        if t.kind == "int":
            return wrap(int(text, 0), t)
        if _HEX.fullmatch(text):
            bits = int(text, 16)
            if bits >> t.bits:
                raise ScalarError(f"{text} has more than {t.bits} bits for {t.text}")
            return np.array(bits, dtype=f"u{t.bits // 8}").view(t.numpy)[()]
        with np.errstate(all="ignore"):
            return t.numpy(float(text))
    except ValueError:
        raise ScalarError(f"cannot read '{text}' as a {t.text} constant") from None


# --- integer ops -------------------------------------------------------------------

def _div_check(b: int) -> None:
    if b == 0:
        raise ScalarError("division by zero")


def _divsi(a: int, b: int, t: ScalarType) -> int:
    a, b = signed(a, t), signed(b, t)
    _div_check(b)
    q = abs(a) // abs(b)
    return wrap(q if (a < 0) == (b < 0) else -q, t)


def _remsi(a: int, b: int, t: ScalarType) -> int:
    a, b = signed(a, t), signed(b, t)
    _div_check(b)
    r = abs(a) % abs(b)
    return wrap(-r if a < 0 else r, t)


def _divui(a: int, b: int, t: ScalarType) -> int:
    _div_check(unsigned(b, t))
    return wrap(unsigned(a, t) // unsigned(b, t), t)


def _remui(a: int, b: int, t: ScalarType) -> int:
    _div_check(unsigned(b, t))
    return wrap(unsigned(a, t) % unsigned(b, t), t)


def _floordivsi(a: int, b: int, t: ScalarType) -> int:
    a, b = signed(a, t), signed(b, t)
    _div_check(b)
    return wrap(a // b, t)


def _ceildivsi(a: int, b: int, t: ScalarType) -> int:
    a, b = signed(a, t), signed(b, t)
    _div_check(b)
    return wrap(-((-a) // b), t)


def _ceildivui(a: int, b: int, t: ScalarType) -> int:
    _div_check(unsigned(b, t))
    return wrap(-((-unsigned(a, t)) // unsigned(b, t)), t)


def _shift_count(b: int, t: ScalarType) -> int:
    n = unsigned(b, t)
    if n >= t.bits:
        raise ScalarError(f"shift by {n} is not less than the width of {t.text}")
    return n


def _int(f: Callable[[int, int], int]) -> Callable[[int, int, ScalarType], int]:
    return lambda a, b, t: wrap(f(a, b), t)


INT_BINARY: dict[str, Callable[[int, int, ScalarType], int]] = {
    "addi": _int(lambda a, b: a + b),
    "subi": _int(lambda a, b: a - b),
    "muli": _int(lambda a, b: a * b),
    "andi": _int(lambda a, b: a & b),
    "ori": _int(lambda a, b: a | b),
    "xori": _int(lambda a, b: a ^ b),
    "divsi": _divsi, "remsi": _remsi, "divui": _divui, "remui": _remui,
    "floordivsi": _floordivsi, "ceildivsi": _ceildivsi, "ceildivui": _ceildivui,
    "shli": lambda a, b, t: wrap(a << _shift_count(b, t), t),
    "shrsi": lambda a, b, t: wrap(signed(a, t) >> _shift_count(b, t), t),
    "shrui": lambda a, b, t: wrap(unsigned(a, t) >> _shift_count(b, t), t),
    "maxsi": lambda a, b, t: wrap(max(signed(a, t), signed(b, t)), t),
    "minsi": lambda a, b, t: wrap(min(signed(a, t), signed(b, t)), t),
    "maxui": lambda a, b, t: wrap(max(unsigned(a, t), unsigned(b, t)), t),
    "minui": lambda a, b, t: wrap(min(unsigned(a, t), unsigned(b, t)), t),
}


# --- float ops ---------------------------------------------------------------------

def _fmax(a: Any, b: Any, t: ScalarType) -> Any:
    return t.numpy(np.maximum(a, b))  # NaN wins (arith.maximumf)


def _fmin(a: Any, b: Any, t: ScalarType) -> Any:
    return t.numpy(np.minimum(a, b))


def _fmaxnum(a: Any, b: Any, t: ScalarType) -> Any:
    return t.numpy(np.fmax(a, b))  # a number wins over NaN (arith.maxnumf)


def _fminnum(a: Any, b: Any, t: ScalarType) -> Any:
    return t.numpy(np.fmin(a, b))


def _float(f: Callable[[Any, Any], Any]) -> Callable[[Any, Any, ScalarType], Any]:
    def op(a: Any, b: Any, t: ScalarType) -> Any:
        with np.errstate(all="ignore"):  # computed in the type, so each op rounds once
            return t.numpy(f(t.numpy(a), t.numpy(b)))
    return op


FLOAT_BINARY: dict[str, Callable[[Any, Any, ScalarType], Any]] = {
    "addf": _float(lambda a, b: a + b),
    "subf": _float(lambda a, b: a - b),
    "mulf": _float(lambda a, b: a * b),
    "divf": _float(lambda a, b: a / b),
    "remf": _float(np.fmod),
    "maximumf": _fmax, "minimumf": _fmin, "maxnumf": _fmaxnum, "minnumf": _fminnum,
}


def cmpi(pred: str, a: int, b: int, t: ScalarType) -> int:
    if pred in ("eq", "ne"):
        same = unsigned(a, t) == unsigned(b, t)
        return int(same if pred == "eq" else not same)
    if pred[0] == "s":
        x, y = signed(a, t), signed(b, t)
    elif pred[0] == "u":
        x, y = unsigned(a, t), unsigned(b, t)
    else:
        raise ScalarError(f"unknown arith.cmpi predicate '{pred}'")
    rel = pred[1:]
    table = {"lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}
    if rel not in table:
        raise ScalarError(f"unknown arith.cmpi predicate '{pred}'")
    return int(table[rel])


def cmpf(pred: str, a: Any, b: Any) -> int:
    x, y = float(a), float(b)
    unordered = math.isnan(x) or math.isnan(y)
    if pred in ("true", "false"):
        return int(pred == "true")
    if pred == "ord":
        return int(not unordered)
    if pred == "uno":
        return int(unordered)
    rel = {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}.get(pred[1:])
    if rel is None or pred[0] not in "ou":
        raise ScalarError(f"unknown arith.cmpf predicate '{pred}'")
    return int(rel and not unordered) if pred[0] == "o" else int(rel or unordered)


def convert(name: str, value: Any, src: ScalarType, dst: ScalarType) -> Any:
    """The casts: index_cast(ui), ext/trunc of integers and floats, int <-> float, bitcast."""
    if name in ("index_cast", "extsi", "trunci"):
        return wrap(signed(value, src), dst)
    if name in ("index_castui", "extui"):
        return wrap(unsigned(value, src), dst)
    if name in ("sitofp", "uitofp"):
        v = signed(value, src) if name == "sitofp" else unsigned(value, src)
        with np.errstate(all="ignore"):
            return dst.numpy(np.float64(v)) if abs(v) < 2 ** 53 else dst.numpy(float(v))
    if name in ("fptosi", "fptoui"):
        f = float(value)
        if math.isnan(f) or math.isinf(f):
            raise ScalarError(f"arith.{name} of {f} has no integer value")
        i = int(f)  # toward zero
        lo, hi = (-(1 << (dst.bits - 1)), (1 << (dst.bits - 1)) - 1) if name == "fptosi" else (0, (1 << dst.bits) - 1)
        if not lo <= i <= hi:
            raise ScalarError(f"arith.{name}: {f} does not fit {dst.text}")
        return wrap(i, dst)
    if name in ("extf", "truncf"):
        with np.errstate(all="ignore"):
            return dst.numpy(value)
    if name == "bitcast":
        if src.bits != dst.bits:
            raise ScalarError(f"arith.bitcast from {src.text} to {dst.text} changes the width")
        if src.kind == "float":
            bits = int(np.array(value, dtype=src.numpy).view(f"u{src.bits // 8}"))
        else:
            bits = unsigned(value, src)
        if dst.kind == "float":
            return np.array(bits, dtype=f"u{dst.bits // 8}").view(dst.numpy)[()]
        return wrap(bits, dst)
    raise ScalarError(f"arith.{name} is not a conversion this interpreter knows")


CONVERSIONS = frozenset({"index_cast", "index_castui", "extsi", "extui", "trunci", "sitofp", "uitofp",
                         "fptosi", "fptoui", "extf", "truncf", "bitcast"})
