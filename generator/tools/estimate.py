"""Estimate what a PTO program costs on a target, from the generated cost tables.

Every executed op is one instruction of one repeat (D-COST-ISSUE); loops with
constant trip counts multiply what they contain. Whatever cannot be costed (an
unknown op, a dtype without data, a loop whose trip count is not a constant) is
listed with its reason, and the total is then a lower bound, never a silent zero.
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import asdict, dataclass, field

from ptoisa_ref import costs as C
from ptoisa_ref import verifier_rules as R

from .ptoparse import statements
from .ptotypes import TypeParseError, parse_type

_CONSTANT = re.compile(r"arith\.constant\s+(-?\d+)\s*:")
_LOOP = re.compile(r"scf\.for\s+%\S+\s*=\s*(\S+)\s+to\s+(\S+)\s+step\s+(\S+)")


@dataclass
class OpRow:
    op: str
    dtype: str | None
    issues: int
    cycles_each: int | None
    cycles: int | None
    line: int  # first place it occurs


@dataclass
class Note:
    line: int
    col: int
    message: str
    issues: int = 0  # how many executions the note covers


@dataclass
class Estimate:
    target: str
    total: int
    complete: bool
    ops: list[OpRow] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    uncosted_control_ops: int = 0


def _primary_type(st, rules):
    """The written type of the op's primary operand (whose element type selects the costs)."""
    primary = next(iter(rules.element_types))
    kind = "asm" if not st.op.startswith("pto.") else ("dps" if st.ins is not None else "ssa")
    n_res, n_ops = (len(st.outs), len(st.ins)) if kind == "dps" else (len(st.results), len(st.operands))
    for form in rules.forms:
        if form.form == kind and len(form.results) == n_res and len(form.operands) == n_ops:
            if form.form == "asm" and not form.results:
                return parse_type(st.operand_types[0]) if st.operand_types else None
            names = list(form.operands) + list(form.results)
            written = list(st.operand_types) + list(st.result_types)
            if primary in names and len(written) == len(names):
                return parse_type(written[names.index(primary)])
    return None


def estimate_text(text: str, target: str) -> Estimate:
    tid = R.target_id(target)
    if tid not in C.TARGETS:
        raise ValueError(f"no cost tables for target {target!r} ({', '.join(C.TARGETS)})")
    constants: dict[str, int] = {}
    multipliers = [1]
    rows: dict[tuple, OpRow] = {}
    notes: dict[str, Note] = {}
    control = 0

    def note(line, col, message, issues=0):
        entry = notes.get(message)
        if entry is None:
            notes[message] = Note(line, col, message, issues)
        else:
            entry.issues += issues

    def value_of(token):
        if token.startswith("%"):
            return constants.get(token[1:])
        return int(token) if re.fullmatch(r"-?\d+", token) else None

    for st in statements(text):
        for _ in st.closes:
            if len(multipliers) > 1:
                multipliers.pop()
        if not st.op:
            continue
        issues = multipliers[-1]
        trip = 1
        if st.op == "arith.constant":
            m = _CONSTANT.search(st.text)
            if m and st.results:
                constants[st.results[0].name] = int(m.group(1))
        if st.op == "scf.for":
            m = _LOOP.search(st.text)
            bounds = [value_of(t) for t in m.groups()] if m else [None] * 3
            if None in bounds or bounds[2] <= 0:
                unknown = ", ".join(t for t, v in zip(m.groups() if m else ("?",) * 3, bounds) if v is None) or "step"
                note(st.line, st.col, f"loop trip count unknown ({unknown} not a constant); its body is counted once")
            else:
                lb, ub, step = bounds
                trip = max(0, math.ceil((ub - lb) / step))
        if st.op.startswith("pto.") or st.op in R.OPS:
            name = st.op[4:] if st.op.startswith("pto.") else st.op
            rules = R.OPS.get(name)
            if rules is None:
                if st.op != "pto.vecscope":
                    note(st.line, st.col, f"{st.op}: no cost data (not in the ISA database)", issues)
            else:
                _cost_op(st, name, rules, tid, issues, rows, note)
        elif not st.opens_region or st.op == "scf.for":
            control += 1
        if st.opens_region:
            multipliers.append(multipliers[-1] * trip)
    total = sum(r.cycles for r in rows.values() if r.cycles is not None)
    ordered_notes = sorted(notes.values(), key=lambda n: (n.line, n.col))
    return Estimate(tid, total, not ordered_notes, sorted(rows.values(), key=lambda r: r.line),
                    ordered_notes, control)


def _cost_op(st, name, rules, tid, issues, rows, note):
    try:
        ptype = _primary_type(st, rules)
    except TypeParseError as exc:
        note(st.line, st.col, f"{st.op}: cannot read its types ({exc})", issues)
        return
    dtype = getattr(ptype, "elem", None)
    if dtype is None:
        note(st.line, st.col, f"{st.op}: element type not written, cannot cost", issues)
        return
    dtype = str(dtype)
    try:
        if isinstance(ptype, R.TileType):
            if tid != "a2a3":
                raise C.CostUnavailable(f"pto.{name}: no A5 cost data for tile ops")
            if ptype.valid_rows is None or ptype.valid_cols is None:
                raise C.CostUnavailable(f"pto.{name}: the valid shape is dynamic, so no sequence can be chosen")
            each = C.lowering_cost(name, ptype.valid_rows, ptype.valid_cols, dtype).total
        else:
            each = C.cost(name, tid, dtype, 1).total
    except C.CostUnavailable as exc:
        note(st.line, st.col, f"{exc}", issues)
        each = None
    key = (name, dtype)
    row = rows.get(key)
    if row is None:
        row = rows[key] = OpRow(f"pto.{name}", dtype, 0, each, 0 if each is not None else None, st.line)
    row.issues += issues
    if each is not None:
        row.cycles += each * issues


def format_estimate(est: Estimate, path: str) -> str:
    names = {"a5": "A5", "a2a3": "A2/A3"}
    out = [f"cost estimate of {path} on {names[est.target]} (cycles)",
           f"  {'op':<16}{'dtype':<7}{'issues':>10}{'cycles/issue':>14}{'cycles':>12}"]
    for r in est.ops:
        each = "no data" if r.cycles_each is None else str(r.cycles_each)
        cycles = "—" if r.cycles is None else str(r.cycles)
        out.append(f"  {r.op:<16}{r.dtype or '?':<7}{r.issues:>10}{each:>14}{cycles:>12}")
    bound = "" if est.complete else f" (a lower bound: {len(est.notes)} note(s) below)"
    out.append(f"total: {est.total} cycles{bound}")
    if est.uncosted_control_ops:
        out.append(f"({est.uncosted_control_ops} arith/scf/func op(s) are outside the cost model)")
    if est.notes:
        out.append("notes:")
        for n in est.notes:
            count = f" [{n.issues} execution(s) not counted]" if n.issues else ""
            out.append(f"  {path}:{n.line}:{n.col}: {n.message}{count}")
    return "\n".join(out)


def estimate_json(results: dict[str, Estimate]) -> str:
    return json.dumps([dict(file=path, **asdict(e)) for path, e in results.items()], indent=2)
