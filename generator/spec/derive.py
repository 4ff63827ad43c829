"""Latencies declared as derived from another op (vrsqrt from vsqrt, vrec from
vdiv) are resolved through that op, never copied as numbers."""
from __future__ import annotations

from dataclasses import replace

from .model import A2A3Cost, Op

_PARAMS = ("startup", "completion", "per_repeat", "interval")


def _missing_reason(src: str) -> str:
    return f"derived from pto.{src}, which is not in this database"


def resolve_derived(ops: dict[str, Op]) -> dict[str, Op]:
    out = dict(ops)
    for name, op in ops.items():
        lat = op.latency
        changes = {}
        src = lat.a5_derived_from
        if src and not lat.a5_cycles:
            if src in ops:
                cycles = dict(ops[src].latency.a5_cycles)
                changes["a5_cycles"] = tuple((dt, cycles[dt]) for dt in op.all_types(op.primary_operand) if dt in cycles)
            else:
                changes["a5_reason"] = _missing_reason(src)
        src2 = lat.a2a3_derived_from
        if src2:
            base = {row.dtype: row for row in ops[src2].latency.a2a3} if src2 in ops else {}
            rows = []
            for row in lat.a2a3:
                vals = {p: getattr(row, p) for p in _PARAMS}
                for p in _PARAMS:
                    if vals[p] is None and row.dtype in base:
                        vals[p] = getattr(base[row.dtype], p)
                missing = tuple(p for p in _PARAMS if vals[p] is None)
                rows.append(A2A3Cost(row.dtype, **vals, missing=missing,
                                     reason=_missing_reason(src2) if missing and src2 not in ops else None))
            changes["a2a3"] = tuple(rows)
        if changes:
            out[name] = replace(op, latency=replace(lat, **changes))
    return out
