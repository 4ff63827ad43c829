"""Latencies declared as derived from another op (vrsqrt from vsqrt, vrec from
vdiv) are resolved through that op, never copied as numbers. A chain (a from b
from c) resolves through every link; a cycle has no number to start from and is
an error at each of its derived_from lines."""
from __future__ import annotations

from dataclasses import replace

from .model import A2A3Cost, Op

_PARAMS = ("startup", "completion", "per_repeat", "interval")
# What derived_from derives, per latency key: the name used in messages and what a member lacks.
TARGETS = {"a5": ("A5 latency", "cycles"), "a2a3": ("A2/A3 parameters", "parameters")}


def _missing_reason(src: str) -> str:
    return f"derived from pto.{src}, which is not in this database"


def _source(op: Op, target: str) -> str | None:
    return op.latency.a5_derived_from if target == "a5" else op.latency.a2a3_derived_from


def derived_cycles(ops: dict[str, Op]) -> list[tuple[str, str, tuple[str, ...]]]:
    """(op, latency key, the cycle from the op back to it) for every op whose derived_from
    chain comes back to itself; each op of a cycle is listed, with the cycle as seen from it."""
    out = []
    for target in TARGETS:
        for name in ops:
            chain = [name]
            src = _source(ops[name], target)
            while src in ops and src not in chain:
                chain.append(src)
                src = _source(ops[src], target)
            if src == name:
                out.append((name, target, tuple(chain) + (name,)))
    return out


def cycle_message(name: str, target: str, cycle: tuple[str, ...]) -> str:
    what, numbers = TARGETS[target]
    if len(cycle) == 2:
        return f"pto.{name}: {what} derived from itself; give it its own {numbers}"
    path = " -> ".join(f"pto.{n}" for n in cycle)
    return (f"pto.{name}: {what} derived in a cycle ({path}), so none of them has a number; "
            f"give one of them its own {numbers}")


def resolve_derived(ops: dict[str, Op]) -> dict[str, Op]:
    """Every op with its derived latencies filled in from the ops they name, through chains;
    ops on a cycle (see `derived_cycles`, an error) keep what they state themselves."""
    out = dict(ops)
    done: set[tuple[str, str]] = set()

    def resolved(name: str, target: str, seen: tuple[str, ...] = ()) -> Op:
        """`name` with its `target` latency resolved (its source first)."""
        if (name, target) in done or name in seen:
            return out[name]
        src = _source(out[name], target)
        if src in out:
            resolved(src, target, seen + (name,))
        out[name] = _resolve_one(out[name], target, out)
        done.add((name, target))
        return out[name]

    for target in TARGETS:
        for name in ops:
            resolved(name, target)
    return out


def _resolve_one(op: Op, target: str, ops: dict[str, Op]) -> Op:
    lat = op.latency
    if target == "a5":
        src = lat.a5_derived_from
        if not src or lat.a5_cycles:
            return op
        if src not in ops:
            return replace(op, latency=replace(lat, a5_reason=_missing_reason(src)))
        base = ops[src].latency
        if base.a5_reason and not base.a5_cycles:  # the source has no number either: say why
            return replace(op, latency=replace(lat, a5_reason=f"derived from pto.{src}, which is {base.a5_reason}"))
        cycles = dict(base.a5_cycles)
        return replace(op, latency=replace(lat, a5_cycles=tuple((dt, cycles[dt]) for dt in op.all_types(op.primary_operand)
                                                                if dt in cycles)))
    src2 = lat.a2a3_derived_from
    if not src2:
        return op
    rows_of = {row.dtype: row for row in ops[src2].latency.a2a3} if src2 in ops else {}
    rows = []
    for row in lat.a2a3:
        vals = {p: getattr(row, p) for p in _PARAMS}
        base_row = rows_of.get(row.dtype)
        for p in _PARAMS:
            if vals[p] is None and base_row is not None:
                vals[p] = getattr(base_row, p)
        missing = tuple(p for p in _PARAMS if vals[p] is None)
        reason = None
        if missing and src2 not in ops:
            reason = _missing_reason(src2)
        elif missing and base_row is not None and base_row.reason:
            reason = f"derived from pto.{src2}, which is {base_row.reason}"
        rows.append(A2A3Cost(row.dtype, **vals, missing=missing, reason=reason))
    return replace(op, latency=replace(lat, a2a3=tuple(rows)))
