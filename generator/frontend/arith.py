"""MLIR's typing rules for the `arith` ops PTO programs write around the ISA's own ops.

An arith op in its custom form writes one type (`: i32`, `: i1, f32`, `: i32 to i64`);
from it follow the type each operand must have been defined with and the type of each
result, and the kind of type the op takes (signless integers or index, floats) and, for
the casts, which pairs it converts. `arith.constant`'s literal must fit its type, as
MLIR's parser requires. A table per kind of op, read by `signature`; the verifier checks
the operands against their definitions and gives the results their types, so `ptoisa
run` (which verifies first) refuses what MLIR would.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

INT_BINARY = frozenset({"addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi",
                        "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"})
FLOAT_BINARY = frozenset({"addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
                          "powf"})
FLOAT_UNARY = frozenset({"negf"})
# cast -> (source kind, result kind, how the widths must compare)
CASTS = {"extsi": ("int", "int", "wider"), "extui": ("int", "int", "wider"), "trunci": ("int", "int", "narrower"),
         "extf": ("float", "float", "wider"), "truncf": ("float", "float", "narrower"),
         "sitofp": ("int", "float", None), "uitofp": ("int", "float", None),
         "fptosi": ("float", "int", None), "fptoui": ("float", "int", None),
         "index_cast": ("index|int", "index|int", "index"), "index_castui": ("index|int", "index|int", "index"),
         "bitcast": ("int|float", "int|float", "same")}
CMPI = frozenset({"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"})
CMPF = frozenset({"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
                  "une", "uno", "true"})

_INT = re.compile(r"i(\d+)")
_FLOAT_BITS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 19, "f8E4M3FN": 8, "f8E5M2": 8}
_CONTAINER = re.compile(r"(?:vector|tensor)<(?:[^<>]*x)?([^<>x]+)>")
_DEC = re.compile(r"-?\d+")
_HEX = re.compile(r"0x[0-9a-fA-F]+")
_FLOAT = re.compile(r"-?(?:\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)")


@dataclass(frozen=True)
class Signature:
    """What the op's written type says: the type each operand is expected to have (None: not
    known), its results' types, and what is wrong with the statement itself (message, the text
    it is about, or None for the op name; "to T" points at T after `to`)."""

    operands: tuple[str | None, ...]
    results: tuple[str | None, ...]
    problems: tuple[tuple[str, str | None], ...] = ()


def _kind(text: str) -> tuple[str, int] | None:
    """("int", bits), ("index", 64) or ("float", bits) of a scalar, vector or tensor type; None otherwise."""
    m = _CONTAINER.fullmatch(text)
    elem = m.group(1).strip() if m else text
    if elem == "index":
        return "index", 64
    i = _INT.fullmatch(elem)
    if i:
        return "int", int(i.group(1))
    if elem in _FLOAT_BITS:
        return "float", _FLOAT_BITS[elem]
    return None


def _kinds_text(kinds: str) -> str:
    return {"int": "a signless integer", "float": "a float", "index|int": "index or a signless integer",
            "int|float": "an integer or a float"}[kinds]


def _takes(kind: tuple[str, int] | None, kinds: str) -> bool:
    if kind is None:
        return False
    k = kind[0]
    if kinds == "int":  # the binary integer ops take index too (signless-integer-like)
        return k in ("int", "index")
    return k in kinds.split("|")


def _literal_problem(literal: str, t: str, kind: tuple[str, int] | None) -> str | None:
    if kind is None or literal.startswith(("dense<", "array<", "#")):
        return None
    k, bits = kind
    if literal in ("true", "false"):
        return None if (k, bits) == ("int", 1) else f"{literal} is a literal of i1, not of {t}"
    if k == "float":
        if _HEX.fullmatch(literal):
            return None if int(literal, 16) >> bits == 0 else f"{literal} has more than {bits} bits for {t}"
        if _DEC.fullmatch(literal):
            return (f"unexpected decimal integer literal for the floating point type {t} "
                    f"(add a trailing dot: {literal}.0)")
        return None
    if _FLOAT.fullmatch(literal):
        return f"a floating point literal ({literal}) is not a value of {t}"
    if _DEC.fullmatch(literal) or _HEX.fullmatch(literal):
        v = int(literal, 0)
        lo, hi = -(1 << (bits - 1)), (1 << bits) - 1  # MLIR reads a signless literal either way
        if not lo <= v <= hi:
            return f"{literal} does not fit {t} ({lo} to {hi})"
    return None


def signature(name: str, written: tuple[str, ...], tokens: tuple[str, ...], operands: int,
              results: int) -> Signature | None:
    """The typing of `arith.<name>` written with types `written` (the shape's operand types),
    the tokens after the op name, `operands` uses and `results` results; None: not an op this
    table knows, or not its custom form (then nothing is judged)."""
    if len(written) == 0 or results != 1:
        return None
    problems: list[tuple[str, str | None]] = []
    if name == "constant":
        if len(written) != 1 or not tokens or operands:
            return None
        t = written[0].strip()
        p = _literal_problem(tokens[0], t, _kind(t))
        return Signature((), (t,), ((p, tokens[0]),) if p else ())
    if name in INT_BINARY or name in FLOAT_BINARY or name in FLOAT_UNARY:
        arity = 1 if name in FLOAT_UNARY else 2
        if len(written) != 1 or " to " in written[0] or operands != arity:
            return None
        t = written[0].strip()
        kinds = "int" if name in INT_BINARY else "float"
        if not _takes(_kind(t), kinds):
            problems.append((f"arith.{name} takes {_kinds_text(kinds)} or a vector of them, not {t}", t))
        return Signature((t,) * arity, (t,), tuple(problems))
    if name in ("cmpi", "cmpf"):
        if len(written) != 1 or operands != 2 or not tokens:
            return None
        t = written[0].strip()
        kinds = "int" if name == "cmpi" else "float"
        if not _takes(_kind(t), kinds):
            problems.append((f"arith.{name} compares {_kinds_text(kinds)} or a vector of them, not {t}", t))
        pred = tokens[0].strip('"')
        allowed = CMPI if name == "cmpi" else CMPF
        if pred not in allowed:
            problems.append((f"arith.{name}: unknown predicate '{pred}' (one of {', '.join(sorted(allowed))})",
                             tokens[0]))
        m = _CONTAINER.fullmatch(t)
        result = t.replace(m.group(1), "i1") if m else "i1"
        return Signature((t, t), (result,), tuple(problems))
    if name == "select":
        if operands != 3 or len(written) not in (1, 2):
            return None
        t = written[-1].strip()
        written_cond = written[0].strip() if len(written) == 2 else "i1"
        cond: str | None = written_cond
        if written_cond != "i1" and _CONTAINER.fullmatch(written_cond) is None:
            problems.append((f"arith.select: the condition must be i1, not {written_cond}", written_cond))
            cond = None  # reported here; the operand's own type is not judged again
        return Signature((cond, t, t), (t,), tuple(problems))
    if name in CASTS:
        if len(written) != 1 or " to " not in written[0] or operands != 1:
            return None
        src, _, dst = (s.strip() for s in written[0].partition(" to "))
        src_kinds, dst_kinds, widths = CASTS[name]
        ks, kd = _kind(src), _kind(dst)
        if not _takes(ks, src_kinds):
            problems.append((f"arith.{name} converts from {_kinds_text(src_kinds)}, not {src}", src))
        if not _takes(kd, dst_kinds):
            problems.append((f"arith.{name} converts to {_kinds_text(dst_kinds)}, not {dst}", f"to {dst}"))
        if not problems and ks is not None and kd is not None:
            if widths == "wider" and not kd[1] > ks[1]:
                problems.append((f"arith.{name}: {dst} must be wider than {src}", f"to {dst}"))
            elif widths == "narrower" and not kd[1] < ks[1]:
                problems.append((f"arith.{name}: {dst} must be narrower than {src}", f"to {dst}"))
            elif widths == "index" and (ks[0] == "index") == (kd[0] == "index"):
                problems.append((f"arith.{name} converts between index and an integer, not {src} to {dst}", f"to {dst}"))
            elif widths == "same" and (ks[1] != kd[1] or "index" in (ks[0], kd[0])):
                problems.append((f"arith.bitcast keeps the bit width: {src} to {dst}", f"to {dst}"))
        return Signature((src,), (dst,), tuple(problems))
    return None


def scf_signature(name: str, written: tuple[str, ...], operands: int) -> Signature | None:
    """scf.for's bounds and step are index, or the one integer type written after them
    (`: i32`), as MLIR's scf.for requires; scf.if's condition is i1."""
    if name == "scf.if":
        return Signature(("i1",), ())
    if operands < 3 or len(written) > 1:
        return None
    bound = written[0].strip() if written else "index"
    problems: tuple[tuple[str, str | None], ...] = ()
    kind = _kind(bound)
    if kind is None or kind[0] == "float" or _CONTAINER.fullmatch(bound):
        problems = ((f"scf.for's bounds and step are index or a signless integer, not {bound}", bound),)
    return Signature((bound,) * 3, (), problems)
