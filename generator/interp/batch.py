"""Batched loops: an scf.for over independent tile work runs in passes, not one body at a time.

A tile kernel's loop body (partition views at offsets computed from the induction variable,
tload, elementwise tile ops, tstore) costs the interpreter's overhead once per statement per
iteration, which for a small tile is many times the numpy work. A pass runs each statement
once for many iterations: the induction variable is an array of its values, integer arith on
it is numpy over that array, tiles are stacked per iteration and views hold one address per
iteration (runtime/tile_batch.py). `Batch.check` proves the pass equals the iterations in
order before anything is written back; when it cannot (a loop-carried tile, overlapping
stores, an op or value a pass does not take), the loop runs statement by statement from the
first iteration the passes did not cover. So batching changes the speed, never the result, the
op counts or the costs.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from ptoisa_ref import semantics as S
from ptoisa_ref.runtime.tile_batch import Batch, TileBatch, Unbatchable

from . import scalars as SC
from ..frontend.mlir import Op
from ..frontend.plans import rules_for

BUDGET = 32 << 20  # bytes of stacked tiles one pass may hold
MAX_PASS = 1024  # iterations per pass (the store checks compare iterations pairwise)
_LIMIT = 1 << 31  # integers a pass computes stay within +-2^31: every int type of 32 bits or more agrees


def _int(value: Any) -> np.ndarray:
    r = np.asarray(value, dtype=np.int64)
    if r.size and (int(r.min()) <= -_LIMIT or int(r.max()) >= _LIMIT):
        raise Unbatchable("an integer outside +-2^31")
    return r


def _nonneg(*xs: np.ndarray) -> None:
    if any(x.size and int(x.min()) < 0 for x in xs):
        raise Unbatchable("an unsigned op on a negative value")


def _nonzero(b: np.ndarray) -> None:
    if not b.all():
        raise Unbatchable("a division by zero (run in order, it is reported where it happens)")


def _divsi(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    _nonzero(b)
    q = np.abs(a) // np.abs(b)
    return np.where((a < 0) != (b < 0), -q, q)


def _remsi(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    _nonzero(b)
    r = np.abs(a) % np.abs(b)
    return np.where(a < 0, -r, r)


def _floordiv(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    _nonzero(b)
    return a // b


def _ceildiv(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    _nonzero(b)
    return -((-a) // b)


def _unsigned(f: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    def g(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        _nonneg(a, b)
        return f(a, b)
    return g


# arith's integer ops over every iteration's values (as scalars.INT_BINARY computes one)
_BINARY: dict[str, Callable[[np.ndarray, np.ndarray], np.ndarray]] = {
    "addi": np.add, "subi": np.subtract, "muli": np.multiply, "minsi": np.minimum, "maxsi": np.maximum,
    "divsi": _divsi, "remsi": _remsi, "floordivsi": _floordiv, "ceildivsi": _ceildiv,
    "divui": _unsigned(_floordiv), "remui": _unsigned(lambda a, b: a - _floordiv(a, b) * b),
    "ceildivui": _unsigned(_ceildiv), "minui": _unsigned(np.minimum), "maxui": _unsigned(np.maximum),
    "andi": _unsigned(np.bitwise_and), "ori": _unsigned(np.bitwise_or), "xori": _unsigned(np.bitwise_xor),
}
_COMPARE = {"eq": np.equal, "ne": np.not_equal, "slt": np.less, "sle": np.less_equal, "sgt": np.greater,
            "sge": np.greater_equal, "ult": np.less, "ule": np.less_equal, "ugt": np.greater,
            "uge": np.greater_equal}
_CASTS = frozenset({"index_cast", "index_castui", "extsi", "extui", "trunci"})


def _wide_int(text: str | None) -> bool:
    t = SC.scalar_type(text or "")
    return t is not None and t.kind == "int" and t.bits >= 32


def arith_over_iterations(op: Op) -> Callable[[list[Any]], Any] | None:
    """The function computing arith statement `op` over per-iteration arrays, or None where a
    pass does not compute it (floats, shifts, narrow integers: the loop then runs in order)."""
    shape = op.shape
    assert shape is not None
    name = shape.op[len("arith."):]
    signature = shape.operand_types[0] if shape.operand_types else None
    if name in _CASTS:
        parts = (signature or "").split(" to ")
        if len(parts) != 2 or not (_wide_int(parts[0]) and _wide_int(parts[1])):
            return None
        return lambda args: _int(args[0])
    if name == "select":
        def select(args: list[Any]) -> Any:
            if not all(isinstance(a, (int, np.integer, np.ndarray)) for a in args):
                raise Unbatchable("a select of values other than integers")
            return _int(np.where(_int(args[0]) & 1, _int(args[1]), _int(args[2])))
        return select
    if not _wide_int(signature):
        return None
    if name == "cmpi":
        pred = shape.tokens[0].text if shape.tokens else ""
        compare = _COMPARE.get(pred)
        if compare is None:
            return None

        def cmpi(args: list[Any]) -> Any:
            a, b = _int(args[0]), _int(args[1])
            if pred.startswith("u"):
                _nonneg(a, b)
            return compare(a, b).astype(np.int64)
        return cmpi
    f = _BINARY.get(name)
    if f is None:
        return None
    return lambda args: _int(f(_int(args[0]), _int(args[1])))


def batchable(body: list[Op]) -> bool:
    """Whether every statement of a loop body is one a pass runs: integer arith, a bare
    scf.yield, and the ISA ops whose functions take stacked tiles (BINDINGS "batch")."""
    for op in body:
        shape = op.shape
        if shape is None or shape.kind in ("error", "label") or op.regions or shape.generic:
            return False
        name = shape.op
        if name == "scf.yield":
            if shape.uses:
                return False
            continue
        if name.startswith("arith."):
            if name != "arith.constant" and arith_over_iterations(op) is None:
                return False
            continue
        rules = rules_for(name)
        if rules is None or not (S.BINDINGS.get(rules.name) or {}).get("batch"):
            return False
    return True


def stack_tiles(batch: Batch, env: dict[str, Any], names: list[str]) -> None:
    """Replace each tile the body names by its stack; tiles whose bytes overlap cannot batch."""
    stacked: dict[int, TileBatch] = {}
    for name in names:
        value = env.get(name)
        if isinstance(value, S.Tile) and not isinstance(value, TileBatch):
            t = stacked.get(id(value))
            if t is None:
                t = stacked[id(value)] = batch.stack(value)
            env[name] = t
    spans = sorted((id(t.mem), t.addr, t.addr + t.nbytes) for t in stacked.values())
    for (m0, _, end), (m1, start, _) in zip(spans, spans[1:]):
        if m0 == m1 and start < end:
            raise Unbatchable("two tiles share bytes")


def pass_size(env: dict[str, Any], names: list[str], remaining: int) -> int:
    """Iterations in one pass: as many as BUDGET bytes of stacked tiles hold, at most MAX_PASS."""
    seen: dict[int, int] = {}
    for name in names:
        value = env.get(name)
        if isinstance(value, S.Tile):
            seen[id(value)] = value.nbytes
    per = max(1, sum(seen.values()))
    return max(1, min(remaining, MAX_PASS, BUDGET // per))


def last_value(value: Any) -> Any:
    """What a value the pass computed per iteration is after the last iteration."""
    if isinstance(value, np.ndarray) and value.ndim == 1:
        return int(value[-1])
    if isinstance(value, S.ViewBatch):
        return value.view._replace(addr=int(value.addrs[-1]))
    return value
