"""Estimate what a PTO program costs on a target, from the generated cost tables.

Every executed op is one instruction of one repeat (D-COST-ISSUE). A tile whose type's valid
shape is dynamic takes the constants its pto.alloc_tile (or the last pto.set_validshape before
the op in the text) gives; a DMA copy's A2/A3 bytes come from its constant operands and the
loop registers the last pto.set_loop_size_* before it set (D-A2A3-DMA). Loops with
constant trip counts multiply what they contain; the branches of an `scf.if` are
alternatives (a constant condition picks its branch, otherwise the costlier one
counts, with a note); `func.call` adds the callee's cost. Totals are per function;
the file's total is the sum over the functions no other function calls. Whatever
cannot be costed (an unknown op, a dtype without data, a loop whose trip count is
not a constant) is listed with its reason, and the total is then a lower bound,
never a silent zero. Text that does not parse gives its parse errors, not a total.
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import asdict, dataclass, field
from typing import Any

from ptoisa_ref import costs as C
from ptoisa_ref import verifier_rules as R

from ..gcpause import paused_gc
from ..frontend.forms import Binding, match
from ..frontend.mlir import Module, Op, read, walk
from ..frontend.ptotypes import TypeParseError, parse_type
from ..frontend.plans import STRUCTURAL_PTO, rules_for
from ..frontend.report import Finding
from ..verify import verify_module

LIMIT = 10 ** 18  # executions and cycles saturate here (16,000 nested loops must not overflow a printout)
_INT = re.compile(r"arith\.constant\s+(-?\d+|true|false)\b")
_VALID = {k: re.compile(rf"\bvalid_{k}\s*=\s*%([\w$.-]+)") for k in ("row", "col")}


@dataclass
class OpRow:
    op: str
    dtype: str | None
    issues: int  # executions
    cycles_each: int | None  # None: no data, or it varies (tile ops of several shapes)
    cycles: int | None  # of the executions with data; None when none had data
    line: int  # first place it occurs
    fallback: bool = False  # cycles_each is the A5 model's per-op fallback (D-COST-FALLBACK)


@dataclass
class Note:
    line: int
    col: int
    message: str
    issues: int = 0  # how many executions the note covers


@dataclass
class FunctionCost:
    name: str  # @symbol, or "<top level>"
    total: int
    complete: bool
    ops: list[OpRow] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    calls: list[str] = field(default_factory=list)


@dataclass
class Estimate:
    target: str
    total: int
    complete: bool
    ops: list[OpRow] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    functions: list[FunctionCost] = field(default_factory=list)
    errors: list[Finding] = field(default_factory=list)  # parse errors: then there is no total
    uncosted_control_ops: int = 0
    zero_by_decision: dict[str, int] = field(default_factory=dict)  # decision -> executions counted as 0 cycles


# a DMA loop register's value before any pto.set_loop_size_* (D-DMA-REGISTERS: counts 1)
_REGISTER_RESET = {"loop1_count": 1, "loop2_count": 1}


def _sat(x: int) -> int:
    return x if x < LIMIT else LIMIT


class _Acc:
    """What a region costs: rows per (op, dtype), notes, and calls to other functions."""

    __slots__ = ("rows", "notes", "calls", "control", "zero")

    def __init__(self) -> None:
        self.rows: dict[tuple[str, str | None], OpRow] = {}
        self.notes: dict[str, Note] = {}
        self.calls: dict[str, int] = {}
        self.control = 0
        self.zero: dict[str, int] = {}  # decision -> executions it counts as 0 cycles

    @property
    def total(self) -> int:
        return _sat(sum(r.cycles for r in self.rows.values() if r.cycles is not None))

    def note(self, line: int, col: int, message: str, issues: int = 0) -> None:
        entry = self.notes.get(message)
        if entry is None:
            self.notes[message] = Note(line, col, message, issues)
        else:
            entry.issues = _sat(entry.issues + issues)

    def add(self, other: "_Acc", times: int = 1) -> None:
        for key, r in other.rows.items():
            mine = self.rows.get(key)
            if mine is None:
                mine = self.rows[key] = OpRow(r.op, r.dtype, 0, r.cycles_each, None, r.line, r.fallback)
            elif mine.cycles_each != r.cycles_each:
                mine.cycles_each = None
            mine.issues = _sat(mine.issues + r.issues * times)
            if r.cycles is not None:
                mine.cycles = _sat((mine.cycles or 0) + r.cycles * times)
            mine.line = min(mine.line, r.line)
        for msg, n in other.notes.items():
            self.note(n.line, n.col, msg, _sat(n.issues * times))
        for callee, k in other.calls.items():
            self.calls[callee] = _sat(self.calls.get(callee, 0) + k * times)
        self.control = _sat(self.control + other.control * times)
        for decision, k in other.zero.items():
            self.zero[decision] = _sat(self.zero.get(decision, 0) + k * times)


class _Estimator:
    def __init__(self, target: str):
        self.target = target
        self.constants: dict[str, int] = {}
        # DMA registers (bank, register) -> the value the last pto.set_* before this point in the
        # text wrote, None where it was not a constant (D-A2A3-DMA); never set: D-DMA-REGISTERS
        self.dma_registers: dict[tuple[str, str], int | None] = {}
        # a tile whose type's valid shape is dynamic (v_row=?) -> the constants its alloc_tile gave
        self.valid_shapes: dict[str, tuple[int, int]] = {}
        self.functions: dict[str, _Acc] = {}
        self.order: list[str] = []

    def value(self, op: Op, k: int) -> int | None:
        return self.constants.get(op.names[k])

    def leaf(self, op: Op, acc: _Acc) -> None:
        shape = op.shape
        if shape is None or shape.kind != "op":
            return
        name = shape.op
        if name == "arith.constant" and op.names:
            m = _INT.search(op.text)
            if m:
                self.constants[op.names[0]] = {"true": 1, "false": 0}.get(m.group(1), None) \
                    if m.group(1) in ("true", "false") else int(m.group(1))
        if name == "pto.alloc_tile" and op.names and "valid_" in op.text:  # a dynamic valid shape given as constants
            got = [_VALID[k].search(op.text) for k in ("row", "col")]
            vals = [self.constants.get(m.group(1)) if m else None for m in got]
            if None not in vals:
                self.valid_shapes[op.names[0]] = (vals[0], vals[1])  # type: ignore[assignment]
        if name == "pto.set_validshape" and len(op.names) >= 3:  # the tile's valid shape from here on (in text order)
            rows, cols = (self.constants.get(n) for n in op.names[1:3])
            if rows is None or cols is None:
                self.valid_shapes.pop(op.names[0], None)
            else:
                self.valid_shapes[op.names[0]] = (rows, cols)
        if name == "func.call" and shape.symbol:
            acc.calls[shape.symbol] = acc.calls.get(shape.symbol, 0) + 1
            return
        rules = rules_for(name)
        if rules is not None:
            self.cost_op(op, rules, acc)
        elif name.startswith("pto.") and name not in STRUCTURAL_PTO:
            line, col = op.where()
            acc.note(line, col, f"{name}: no cost data (not in the ISA database)", 1)
        else:
            acc.control += 1

    def cost_op(self, op: Op, rules: Any, acc: _Acc) -> None:
        shape = op.shape
        assert shape is not None
        line, col = op.where()
        primary = next(iter(rules.element_types), None)
        decision = C.NO_CYCLE_OPS.get(rules.name)
        if rules.name in C.COMPILE_TIME_OPS or decision:  # views, tile placement, sync (D-COST-SYNC): 0 cycles
            key = (f"pto.{rules.name}", "-")
            row = acc.rows.get(key)
            if row is None:
                row = acc.rows[key] = OpRow(key[0], "-", 0, 0, 0, line)
            row.issues += 1
            if decision:
                acc.zero[decision] = acc.zero.get(decision, 0) + 1
            return
        if primary is None:  # masks from patterns, flags: a latency for the op as a whole, or none
            try:
                each0 = C.cost(rules.name, self.target, "-", 1).total
            except C.CostUnavailable:
                acc.note(line, col, f"{shape.op}: no cost data (the op has no element type)", 1)
                return
            self._count(acc, f"pto.{rules.name}", "-", each0, line, self.target == "a5")
            return
        kind = "asm" if not shape.op.startswith("pto.") else (
            "dps" if any(t.kind == "bare" and t.text == "ins" for t in shape.tokens) else "ssa")
        written = None
        types: dict[str, str] = {}
        bound: Binding | None = None
        for form in rules.forms:
            if form.form != kind:
                continue
            b = match(shape, form, shape.template)
            if isinstance(b, Binding):
                bound = b
                types = dict(b.types)
                written = types.get(primary) or (next(iter(types.values()), None) if kind == "asm" else None)
                break
        if rules.name in C.DMA_REGISTER_WRITES and bound is not None:  # a later copy's cost reads them
            bank, writes = C.DMA_REGISTER_WRITES[rules.name]
            values = self.operand_values(op, bound)
            for operand, register in writes:
                self.dma_registers[(bank, register)] = values.get(operand)
        try:
            ptype = parse_type(written) if written else None
        except TypeParseError as exc:
            acc.note(line, col, f"{shape.op}: cannot read its types ({exc})", 1)
            return
        dtype = getattr(ptype, "elem", None)
        key_name = f"pto.{rules.name}"
        if dtype is None:
            acc.note(line, col, f"{shape.op}: element type not written, cannot cost", 1)
            return
        dtype = str(dtype)
        pair_with = C.A5_TILE_CURVES.get(rules.name, {}).get("pair_with") if self.target == "a5" else None
        if pair_with and written:  # tcvt: the A5 curves are per (src, dst) pair
            try:
                other = getattr(parse_type(types[pair_with]), "elem", None) if pair_with in types else None
            except TypeParseError:
                other = None
            if other is not None:
                dtype = f"{dtype}->{other}"
        each: int | None
        try:
            if self.target == "a2a3" and rules.name in C.A2A3_CUBE:  # M x K x N from lhs and rhs (D-A2A3-MAD)
                dtype, reps, sizes = _cube_sizes(rules.name, types)
                each = C.cost(rules.name, self.target, dtype, reps, **sizes).total
            elif isinstance(ptype, R.TileType) and rules.name not in C.COMPILE_TIME_OPS:
                lowering = self.target == "a2a3" and rules.name in C.A2A3_LOWERINGS
                dst = None if lowering else _dst_tile(types)
                costed = dst or ptype  # a curve reads the destination tile, as `ptoisa run` does
                dims = (costed.rows, costed.cols, costed.valid_rows, costed.valid_cols)
                if None in dims[2:] and bound is not None:  # v_row=?: the alloc_tile's constant valid shape
                    which = "dst" if dst is not None else primary
                    at = dict(bound.operands).get(which)
                    known = self.valid_shapes.get(op.names[shape.value(at)]) if at is not None else None
                    if known is not None:
                        dims = (dims[0], dims[1], known[0] if dims[2] is None else dims[2],
                                known[1] if dims[3] is None else dims[3])
                if None in dims:
                    raise C.CostUnavailable(f"pto.{rules.name}: the valid shape is dynamic, so " + (
                        "no sequence can be chosen" if lowering else
                        "the cost is known only when it runs (ptoisa run --profile costs each execution)"))
                if lowering:
                    each = C.lowering_cost(rules.name, dims[2], dims[3], dtype).total  # type: ignore[arg-type]
                else:
                    each = C.cost(rules.name, self.target, dtype, 1, tile=dims,  # type: ignore[arg-type]
                                  loc=costed.kind).total
            elif self.target == "a2a3" and rules.name in C.A2A3_TRANSFER_BYTES and bound is not None:
                each = C.cost(rules.name, self.target, dtype, 1,
                              operands=self.transfer_operands(op, bound, rules.name, acc)).total
            else:
                each = C.cost(rules.name, self.target, dtype, 1).total
        except C.CostUnavailable as exc:
            acc.note(line, col, str(exc), 1)
            each = None
        fallback = each is not None and self.target == "a5" and rules.name not in C.A5_TILE_CURVES \
            and C.a5_fallback(rules.name, dtype)
        self._count(acc, key_name, dtype, each, line, fallback)

    def operand_values(self, op: Op, bound: Binding) -> dict[str, int | None]:
        """Each operand the statement writes -> its arith.constant value, or None."""
        shape = op.shape
        assert shape is not None
        return {name: self.constants.get(op.names[shape.value(index)]) for name, index in bound.operands}

    def transfer_operands(self, op: Op, bound: Binding, name: str, acc: _Acc) -> dict[str, int]:
        """The values a DMA copy's A2/A3 bytes formula names (D-A2A3-DMA): its constant operands, the
        values of the operands its form leaves out, and the loop registers of its bank as the last
        pto.set_* before it wrote them (never set: D-DMA-REGISTERS' reset values; set from a value
        that is not a constant: assumed the reset value, with a note). CostUnavailable names an
        operand that is not a constant."""
        names, absent, bank = C.a2a3_transfer_names(name)
        shape = op.shape
        assert shape is not None
        written = {n: op.names[shape.value(index)] for n, index in bound.operands}
        line, col = op.where()
        values: dict[str, int] = {}
        unknown = []
        for n in names:
            if n in written:
                v = self.constants.get(written[n])
                if v is None:
                    unknown.append(f"{n} (%{written[n]})")
                else:
                    values[n] = v
            elif n in absent:
                values[n] = absent[n]
            elif bank is not None:
                reset = _REGISTER_RESET.get(n, 0)
                v = self.dma_registers.get((bank, n), reset)
                if v is None:
                    acc.note(line, col, f"{shape.op}: the {bank} register {n} was set from a value that is not a "
                                        f"constant; the cost assumes {reset} (D-A2A3-DMA)", 1)
                    v = reset
                values[n] = v
        if unknown:
            raise C.CostUnavailable(f"{shape.op}: {', '.join(unknown)} not a constant, so the bytes it moves are "
                                    f"unknown (its A2/A3 cost is {C.A2A3_TRANSFER_BYTES[name][0]} over the bytes "
                                    f"{' × '.join(names)} gives: D-A2A3-DMA)")
        return values

    @staticmethod
    def _count(acc: _Acc, key_name: str, dtype: str, each: int | None, line: int, fallback: bool) -> None:
        row = acc.rows.get((key_name, dtype))
        if row is None:
            row = acc.rows[(key_name, dtype)] = OpRow(key_name, dtype, 0, each, None, line, fallback)
        elif row.cycles_each != each:
            row.cycles_each = None
        row.issues += 1
        if each is not None:  # an execution without data is a note; the others still count
            row.cycles = _sat((row.cycles or 0) + each)

    def trip_count(self, op: Op, acc: _Acc) -> int | None:
        """scf.for: ceil((ub - lb) / step) from constants or literals; None when unknown."""
        m = re.search(r"=\s*(\S+)\s+to\s+(\S+)\s+step\s+(\S+)", op.text)
        if not m:
            return None
        bounds = []
        for tok in m.groups():
            if tok.startswith("%"):
                bounds.append(self.constants.get(tok[1:]))
            else:
                bounds.append(int(tok) if re.fullmatch(r"-?\d+", tok) else None)
        line, col = op.where()
        if None in bounds or bounds[2] <= 0:  # type: ignore[operator]
            unknown = ", ".join(t for t, v in zip(m.groups(), bounds) if v is None) or "step"
            acc.note(line, col, f"loop trip count unknown ({unknown} not a constant); its body is counted once")
            return None
        lb, ub, step = bounds  # type: ignore[misc]
        return max(0, math.ceil((ub - lb) / step))

    def combine(self, op: Op, regions: list[_Acc], acc: _Acc) -> None:
        """Add an op with regions to the region around it."""
        shape = op.shape
        name = shape.op if shape is not None else ""
        line, col = op.where()
        if name == "func.func" or name.endswith(".func"):
            fname = shape.symbol if shape is not None and shape.symbol else f"<function at line {line}>"
            body = _Acc()
            for r in regions:
                body.add(r)
            self.functions[fname] = body
            self.order.append(fname)
            return
        if name == "scf.for":
            trips = self.trip_count(op, acc)
            for r in regions:
                acc.add(r, 1 if trips is None else trips)
            return
        if name == "scf.if" and regions:
            cond = self.value(op, shape.value(shape.uses[0])) if shape is not None and shape.uses else None
            then, other = regions[0], (regions[1] if len(regions) > 1 else _Acc())
            if cond is not None:
                acc.add(then if cond else other)
                return
            pick, label = (then, "then") if then.total >= other.total else (other, "else")
            acc.add(pick)
            if then.total != other.total or then.rows.keys() != other.rows.keys():
                acc.note(line, col, f"scf.if: the condition is not a constant; the costlier branch ({label}: "
                                    f"{pick.total} cycles; then {then.total}, else {other.total}) is counted")
            return
        if name == "scf.while":
            for r in regions:
                acc.add(r)
            acc.note(line, col, "scf.while: the trip count is unknown; its regions are counted once")
            return
        for r in regions:  # pto.vecscope, module, scf.execute_region, ...: their regions run once
            acc.add(r)

    def run(self, module: Module) -> None:
        top = _Acc()
        accs: list[_Acc] = [top]
        frames: list[tuple[Op, list[_Acc]]] = []
        for event in walk(module):
            kind = event[0]
            if kind == "op":
                op = event[1]
                if op.regions:
                    frames.append((op, []))
                else:
                    self.leaf(op, accs[-1])
            elif kind == "enter":
                accs.append(_Acc())
            elif kind == "exit":
                region_acc = accs.pop()
                frames[-1][1].append(region_acc)
            elif kind == "done":
                op = event[1]
                if op.regions:
                    frame_op, regions = frames.pop()
                    self.combine(frame_op, regions, accs[-1])
        if top.rows or top.notes or top.calls:
            self.functions["<top level>"] = top
            self.order.append("<top level>")


def _resolve(est: _Estimator) -> dict[str, _Acc]:
    """Each function with the cost of what it calls added (recursion and unknown callees noted)."""
    done: dict[str, _Acc] = {}
    for root in est.order:
        stack: list[tuple[str, bool]] = [(root, False)]
        active: set[str] = set()
        while stack:
            name, expanded = stack.pop()
            if name in done:
                continue
            own = est.functions[name]
            if not expanded:
                active.add(name)
                stack.append((name, True))
                for callee in own.calls:
                    if callee in est.functions and callee not in done and callee not in active:
                        stack.append((callee, False))
                continue
            active.discard(name)
            acc = _Acc()
            acc.add(own)
            acc.calls = {}
            for callee, times in own.calls.items():
                if callee in done:
                    acc.add(done[callee], times)
                elif callee in est.functions:
                    acc.note(0, 0, f"func.call {callee}: recursive; its cost is not counted", times)
                else:
                    acc.note(0, 0, f"func.call {callee}: not defined in this file; its cost is not counted", times)
            done[name] = acc
    return done


def estimate_module(module: Module, target: str, errors: list[Finding] | None = None) -> Estimate:
    tid = R.target_id(target)
    if tid not in C.TARGETS:
        raise ValueError(f"no cost tables for target {target!r} ({', '.join(C.TARGETS)})")
    if errors:
        return Estimate(tid, 0, False, errors=errors)
    est = _Estimator(tid)
    est.run(module)
    resolved = _resolve(est)
    called = {c for f in est.functions.values() for c in f.calls}
    functions = []
    overall = _Acc()
    for name in est.order:
        acc = resolved[name]
        notes = sorted(acc.notes.values(), key=lambda n: (n.line, n.col))
        functions.append(FunctionCost(name, acc.total, not notes, sorted(acc.rows.values(), key=lambda r: r.line),
                                      notes, sorted(est.functions[name].calls)))
        if name not in called:
            overall.add(acc)
    notes = sorted(overall.notes.values(), key=lambda n: (n.line, n.col))
    return Estimate(tid, overall.total, not notes, sorted(overall.rows.values(), key=lambda r: r.line), notes,
                    functions, [], overall.control, dict(sorted(overall.zero.items())))


def estimate_text(text: str, target: str, *, fragment: bool = False) -> Estimate:
    """The cost of `text` on `target`; the verifier's errors on `target` instead of a total when
    it does not verify (ops the database lacks are counted in the notes, not errors;
    `fragment`: values defined elsewhere are accepted, as `ptoisa verify --fragment` does)."""
    with paused_gc():
        module = read(text)
        errors = [f for f in verify_module(module, target, allow_unknown=True, fragment=fragment)
                  if f.severity == "error"]
        return estimate_module(module, target, errors)


def _dst_tile(types: dict[str, str]) -> Any:
    """The written type of a tile op's destination tile `dst` (pto-isa's cost models read an op's
    first tile argument, its destination), or None (no dst, not a tile)."""
    try:
        t = parse_type(types["dst"]) if "dst" in types else None
    except TypeParseError:
        return None
    return t if isinstance(t, R.TileType) else None


def _cube_sizes(name: str, types: dict[str, str]) -> tuple[str, int, dict[str, Any]]:
    """(the operands' element type, 1, {"sizes": (M, K, N)}) of a matrix product from its lhs's
    valid rows and columns and rhs's valid columns (a tgemv's lhs has one valid row and its K
    equals rhs's valid rows, as the verifier asks); CostUnavailable where they are not static."""
    try:
        lhs, rhs = (parse_type(types[n]) if n in types else None for n in ("lhs", "rhs"))
    except TypeParseError:
        lhs = rhs = None
    if not isinstance(lhs, R.TileType) or not isinstance(rhs, R.TileType) or None in (
            lhs.valid_rows, lhs.valid_cols, rhs.valid_cols) or lhs.elem is None:
        raise C.CostUnavailable(f"pto.{name}: the operands' valid shapes are not static, so M, K and N are unknown")
    return str(lhs.elem), 1, {"sizes": (lhs.valid_rows, lhs.valid_cols, rhs.valid_cols)}


def format_estimate(est: Estimate, path: str) -> str:
    names = {"a5": "A5", "a2a3": "A2/A3"}
    out = [f"cost estimate of {path} on {names[est.target]} (cycles)"]
    many = len(est.functions) > 1
    for fn in est.functions if many else []:
        out.append(f"function {fn.name}: {fn.total} cycles" + ("" if fn.complete else " (a lower bound)")
                   + (f"; calls {', '.join(fn.calls)}" if fn.calls else ""))
    width = max([16] + [len(r.op) + 1 for r in est.ops])  # pto.get_tensor_view_stride is 27 characters
    dw = max([7] + [len(r.dtype or "?") + 1 for r in est.ops])  # a pair (tcvt's f32->f16) is wider
    out.append(f"  {'op':<{width}}{'dtype':<{dw}}{'issues':>10}{'cycles/issue':>14}{'cycles':>12}")
    for r in est.ops:
        each = str(r.cycles_each) if r.cycles_each is not None else ("varies" if r.cycles is not None else "no data")
        each += "*" if r.fallback and r.cycles_each is not None else ""
        cycles = "—" if r.cycles is None else str(r.cycles)
        out.append(f"  {r.op:<{width}}{r.dtype or '?':<{dw}}{r.issues:>10}{each:>14}{cycles:>12}")
    bound = "" if est.complete else f" (a lower bound: {len(est.notes)} note(s) below)"
    saturated = " (saturated: more than 10^18)" if est.total >= LIMIT else ""
    out.append(f"total: {est.total} cycles{bound}{saturated}")
    if any(r.fallback for r in est.ops):
        out.append("(*: the A5 cost model's per-op fallback cycles, which it charges where its simulator has no row "
                   "for the type: D-COST-FALLBACK)")
    for decision, n in est.zero_by_decision.items():
        out.append(f"({n} execution(s) counted as 0 cycles, as {decision} decides)")
    if est.uncosted_control_ops:
        out.append(f"({est.uncosted_control_ops} arith/scf/func op(s) are outside the cost model)")
    if est.notes:
        out.append("notes:")
        for n in est.notes:
            count = f" [{n.issues} execution(s) not counted]" if n.issues else ""
            where = f"{path}:{n.line}:{n.col}: " if n.line else f"{path}: "
            out.append(f"  {where}{n.message}{count}")
    return "\n".join(out)


def estimate_json(results: dict[str, Estimate]) -> str:
    # Findings are named tuples, which asdict keeps as tuples: make them objects too.
    return json.dumps([dict(file=path, **dict(asdict(e), errors=[f._asdict() for f in e.errors]))
                       for path, e in results.items()], indent=2)
