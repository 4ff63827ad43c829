"""A2/A3 costs the pages print: one op's parameters, and instruction sequences
(tile-op lowerings) costed from their steps. The generated costs module does the
same at run time from the same YAML-declared formulas; a test keeps them equal."""
from __future__ import annotations

from ..lang.costexpr import compile_formula
from ..spec.model import Isa

PARAMS = ("startup", "completion", "per_repeat", "interval")
NAMES = ("startup", "completion", "repeats", "per_repeat", "interval")


def a2a3_params(isa: Isa, op: str, dtype: str) -> tuple[dict | None, str | None]:
    """({param: constant name or None}, why missing) for `op` at `dtype`, from the op or other_ops."""
    if isa.has_op(op):
        row = next((r for r in isa.op(op).latency.a2a3 if r.dtype == dtype), None)
        if row is None:
            return None, f"pto.{op} has no A2/A3 data for {dtype}"
        return {p: getattr(row, p) for p in PARAMS}, row.reason
    other = next((o for o in isa.machine.other_ops if o.name == op), None)
    if other is None:
        return None, f"pto.{op} has no A2/A3 data"
    out = {}
    for p in PARAMS:
        v = other.params.get(p)
        out[p] = v.get(dtype) if isinstance(v, dict) else v
    return out, None


def a2a3_total(isa: Isa, row, repeats: int) -> int | None:
    """The machine's A2/A3 formula for one op row at `repeats`; None when a parameter has no data."""
    if row.missing:
        return None
    values = {p: isa.machine.constant(getattr(row, p)).value for p in PARAMS}
    return _eval(isa.machine.formula, dict(values, repeats=repeats))


def _eval(expr: str, values: dict) -> int:
    return eval(compile_formula(expr, NAMES), {"__builtins__": {}}, values)  # noqa: S307 - checked formula


def sequence_cost(isa: Isa, op, seq: dict) -> dict:
    """Steps with their constants and cycles, and the total (None with a reason when a step lacks data)."""
    formula = op.a2a3_lowering["formula"]
    steps, reasons, total = [], [], 0
    first = True
    for step in seq["steps"]:
        if step.get("op") is None:
            steps.append({"op": None, "barrier": step["barrier"], "cycles": 0})
            continue
        params, why = a2a3_params(isa, step["op"], seq["dtype"])
        missing = [p for p in PARAMS if params is None or params[p] is None]
        if missing:
            reasons.append(f"pto.{step['op']} ({seq['dtype']}) has no A2/A3 {', '.join(missing)}"
                           + (f" ({why})" if why else ""))
            steps.append({"op": step["op"], "repeats": step["repeats"], "cycles": None})
            continue
        values = {p: isa.machine.constant(params[p]).value for p in PARAMS}
        values["repeats"] = step["repeats"]
        cycles = _eval(formula["per_step"], values)
        if first:
            cycles += _eval(formula["once"], values)
            first = False
        total += cycles
        steps.append({"op": step["op"], "repeats": step["repeats"], "cycles": cycles,
                      **{p: params[p] for p in PARAMS}})
    return {"steps": steps, "total": None if reasons else total, "reason": "; ".join(reasons) or None}
