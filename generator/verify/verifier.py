"""Check PTO text against the generated verifier rules.

`verify_text` reads a whole program with the MLIR front end (`mlir.read`), follows
SSA values through regions and blocks, and replays each statement's plan (`plans`:
its op matched against the syntax forms its YAML declares and checked by the
generated rules) against its own names. It answers with findings; it never raises
on any input text.

Speed comes from the shape of real programs: statements repeat, so a statement's
plan is worked out once per shape and its replay once per distinct text; what is
left per statement is a few dictionary operations on the values it uses and defines.
"""
from __future__ import annotations

import json
import re
from operator import itemgetter
from typing import Any

from ptoisa_ref import verifier_rules as R

from ..gcpause import paused_gc
from ptoisa_ref._tables import CLUSTER_SECTIONS

from ..frontend.mlir import Module, Op, read, walk
from ..frontend.plans import Plan, aliases_key, core_pipe_problem, plan_for, rules_for
from ..frontend.ptotypes import ScalarType, type_text
from ..frontend.report import Finding
from ..frontend.shapes import Shape


# MLIR's builtin scalar types: two of them agree only when they are the same type.
_BUILTIN = re.compile(r"[su]?i\d+|index|f16|bf16|f32|f64")


def _compatible(a: Any, b: Any) -> bool:
    """Two written types agree if every field both of them know is equal."""
    if a is None or b is None or a == b:
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, ScalarType):
        if _BUILTIN.fullmatch(a.text) and _BUILTIN.fullmatch(b.text):  # i32 is not index, nor ui32 (MLIR)
            return a.text == b.text
        # `<f32>`: a dialect type printed without its prefix is not judged
        return "<" not in a.text or "<" not in b.text or a.text == b.text or a.text[0] == "<" or b.text[0] == "<"
    return all(x is None or y is None or x == y for x, y in zip(vars(a).values(), vars(b).values()))


class _Run:
    """One pass over a module: SSA scopes and the findings (deduplicated and sorted at the
    end). What a statement needs is its shape's plan, worked out once per shape and
    reached by the shape's identity; the statement's own names are looked up through
    it, so a statement costs the dictionary operations on the values it uses and
    defines, whether its text is new or not (a compiler numbers every value anew).

    Scopes: `env` maps a name to its latest definition (type, op, value index, scope,
    the definition it shadowed). Leaving a region only marks its scope dead; a lookup
    that meets a dead definition follows the chain to the one that is visible."""

    def __init__(self, module: Module, target: str, allow_unknown: bool, fragment: bool):
        self.module = module
        self.target = target
        self.allow_unknown = allow_unknown
        self.fragment = fragment
        self.findings: list[Finding] = []
        self.plans: dict[int, Plan] = {}  # by shape, for this run (see `plans.plan_for`)
        self.aliases_id = aliases_key(module.aliases)
        self.env: dict[str, tuple] = {}
        # alive[scope]: whether that region is still being read. Scope 0 is the top level;
        # scope 1 holds what a fragment assumes (always visible, never "this region").
        self.alive = [True, True]
        self.scope = 0
        self.sections = False  # whether a section op was seen (section_findings then runs)
        self.enclosing: list[int] = []

    def add(self, op: Op, index: int, severity: str, message: str, rule: str, op_name=None, page=None, notes=()):
        line, col = op.where(index)
        self.findings.append(Finding(line, col, severity, message, rule, op_name, page, tuple(notes)))

    def plan(self, op: Op) -> Plan:
        shape = op._shape
        if type(shape) is tuple:  # a function header whose shape is not made yet: its base's plan may do
            base = shape[0]
        else:
            assert shape is not None
            plan = self.plans.get(id(shape))
            if plan is not None:
                return plan
            base = shape.base
        # A function header's shape has a base that differs only in its symbol: a plan
        # without findings (which might quote the symbol) holds for both.
        if base is not None:
            plan = self.plans.get(id(base)) or self._plan_of(base)
            if not plan.findings:
                return plan
        return self._plan_of(op.shape)  # type: ignore[arg-type]

    def _plan_of(self, shape: Shape) -> Plan:
        plan = self.plans[id(shape)] = plan_for(shape, self.target, self.allow_unknown, self.module.aliases,
                                                self.aliases_id)
        return plan

    def report(self, op: Op, plan: Plan) -> None:
        """The plan's findings, at their places in `op`'s text."""
        for index, *rest in plan.findings:
            at = op._op_index() if index < 0 else op.text_index(index)
            line, col = (op.line, op.col + at) if op.pos is None else op.where(at)
            self.findings.append(Finding(line, col, *rest))

    def visible(self, entry: tuple | None) -> tuple | None:
        """The first definition on `entry`'s chain whose region is still being read."""
        alive = self.alive
        while entry is not None and not alive[entry[3]]:
            entry = entry[4]
        return entry

    def redefined(self, op: Op, k: int, name: str, prev: tuple) -> None:
        line, col = prev[1].where(prev[1].starts[prev[2]])
        self.add(op, op.starts[k], "error", f"%{name} is defined twice in this region", "ssa-redefined",
                 notes=[(line, col, f"%{name} was first defined here")])

    def define(self, op: Op, k: int, name: str, check: bool, t: Any) -> None:
        """`name` is now the k-th value of `op`; a redefinition in the same region is an error
        (`check`: the name as written, not a member of a result pack)."""
        env, alive, scope = self.env, self.alive, self.scope
        prev = env.get(name)
        while prev is not None and not alive[prev[3]]:  # out of scope: what it shadowed
            prev = prev[4]
        if check and prev is not None and prev[3] == scope:
            self.redefined(op, k, name, prev)
        env[name] = (t, op, k, scope, prev)  # the chain skips what is out of scope: walked once

    def use_problem(self, op: Op, k: int, name: str, written: Any, entry: tuple | None) -> None:
        """A use of an undefined value, or of a value with a type other than its definition's."""
        entry = self.visible(entry)
        if entry is None:
            self.env.pop(name, None)  # what was there is out of scope (so no later lookup walks past it again)
            if self.fragment:  # a snippet: values come from code not shown; take the written type
                self.env[name] = (written, op, k, 1, None)
                return
            self.add(op, op.starts[k], "error", f"use of undefined value %{name}", "ssa-undefined")
            return
        self.env[name] = entry
        defined = entry[0]
        if written is None or defined is None or defined is written or _compatible(defined, written):
            return
        line, col = entry[1].where(entry[1].starts[entry[2]])
        self.add(op, op.starts[k], "error",
                 f"%{name} is used as {type_text(written)} but was defined as {type_text(defined)} (line {line})",
                 "ssa-type-conflict", notes=[(line, col, f"%{name} was defined here")])

    def enter(self) -> None:
        self.enclosing.append(self.scope)
        self.scope = len(self.alive)
        self.alive.append(True)

    def exit(self) -> None:
        self.alive[self.scope] = False
        self.scope = self.enclosing.pop()

    def run(self) -> None:
        """Every op in text order, without recursion: uses before the op's regions,
        results after them; each region a scope, its first one holding the op's
        region arguments, each labelled block its arguments."""
        plans_get, plan_of, env, alive = self.plans.get, self.plan, self.env, self.alive
        env_get = env.get
        # A frame: [the ops left in the block being read, the op whose regions these are,
        # region index, block index, region, the plan of that op]
        body = self.module.body
        stack: list[list[Any]] = [[iter(body.blocks[0].ops), None, 0, 0, body, None]]
        while stack:
            frame = stack[-1]
            scope = self.scope
            for op in frame[0]:
                plan = plans_get(id(op._shape)) or plan_of(op)
                names = op.names
                if plan.findings:
                    self.report(op, plan)
                for k, written in plan.reads:
                    name = names[k]
                    try:
                        entry = env[name]
                    except KeyError:
                        self.use_problem(op, k, name, written, None)
                        continue
                    if not alive[entry[3]] or (entry[0] is not written and written is not None
                                               and entry[0] is not None and not _compatible(entry[0], written)):
                        self.use_problem(op, k, name, written, entry)
                if op.regions:
                    if op.shape is not None and op.shape.op in _SECTIONS:
                        self.sections = True
                    self.enter()
                    scope = self.scope
                    for k, t in plan.region_defs:  # `define`, without the call
                        name = names[k]
                        prev = env_get(name)
                        while prev is not None and not alive[prev[3]]:
                            prev = prev[4]
                        if prev is not None and prev[3] == scope:
                            self.redefined(op, k, name, prev)
                        env[name] = (t, op, k, scope, prev)
                    region = op.regions[0]
                    stack.append([iter(region.blocks[0].ops), op, 0, 0, region, plan])
                    if region.blocks[0].label is not None:
                        self._block_label(region.blocks[0])
                    break
                for k, suffix, t in plan.results:
                    name = names[k] + suffix
                    prev = env_get(name)
                    if prev is not None:
                        while prev is not None and not alive[prev[3]]:  # out of scope: what it shadowed
                            prev = prev[4]
                        if not suffix and prev is not None and prev[3] == scope:
                            self.redefined(op, k, name, prev)
                    env[name] = (t, op, k, scope, prev)  # the chain skips what is out of scope: walked once
            else:
                # the block is done: the next block of the region, the next region of the op, or the op itself
                _, owner, ri, bi, region, plan = frame
                if bi + 1 < len(region.blocks):
                    frame[0], frame[3] = iter(region.blocks[bi + 1].ops), bi + 1
                    self._block_label(region.blocks[bi + 1])
                    continue
                stack.pop()
                if owner is None:
                    continue
                self.exit()
                if ri + 1 < len(owner.regions):
                    self.enter()
                    region = owner.regions[ri + 1]
                    stack.append([iter(region.blocks[0].ops), owner, ri + 1, 0, region, plan])
                    self._block_label(region.blocks[0])
                    continue
                names = owner.names
                for k, suffix, t in plan.results:
                    self.define(owner, k, names[k] + suffix, not suffix, t)

    def _block_label(self, block) -> None:
        label = block.label
        if label is None:
            return
        names, plan = label.names, self.plan(label)
        for j, t in plan.region_defs:
            self.define(label, j, names[j], True, t)
        for index, severity, message, rule, op_name, page in plan.findings:
            line, col = label.where(label.text_index(index) if index >= 0 else 0)
            self.findings.append(Finding(line, col, severity, message, rule, op_name, page))


def verify_text(text: str, target: str = "a5", *, allow_unknown: bool = False,
                fragment: bool = False) -> list[Finding]:
    """Findings for the PTO program `text` on `target`, sorted by position.

    `allow_unknown` turns unknown pto ops into warnings; `fragment` accepts values
    defined outside the text (documentation snippets) instead of reporting them.
    """
    with paused_gc():  # the tree is many small objects that live until the end: nothing to collect
        try:
            module = read(text, hash_comments=fragment)
        except Exception as exc:  # noqa: BLE001 - a verifier answers, it does not crash
            return [Finding(1, 1, "error", f"internal error while reading the text: {exc!r}", "internal")]
        return verify_module(module, target, allow_unknown=allow_unknown, fragment=fragment)


def verify_module(module: Module, target: str = "a5", *, allow_unknown: bool = False,
                  fragment: bool = False) -> list[Finding]:
    """Findings for a module `mlir.read` returned (see `verify_text`)."""
    tid = R.target_id(target)
    if tid is None:
        return [Finding(1, 1, "error", f"unknown target {target!r} (known: {', '.join(R.TARGETS)})", "target")]
    with paused_gc():
        run = _Run(module, tid, allow_unknown, fragment)
        findings = run.findings
        for p in module.problems:
            findings.append(Finding(p.line, p.col, "error", p.message, p.rule, notes=(p.note,) if p.note else ()))
        try:
            run.run()
            if run.sections:
                findings += section_findings(module, tid)
        except Exception as exc:  # noqa: BLE001 - a verifier answers, it does not crash
            findings.append(Finding(1, 1, "error", f"internal error while checking the text: {exc!r}", "internal"))
        return sorted(dict.fromkeys(findings), key=itemgetter(0, 1))  # stable: rule order at one place


_SECTIONS = {"pto." + op: kind for op, kind in CLUSTER_SECTIONS.items()}


def section_findings(module: Module, target: str) -> list[Finding]:
    """A kernel's sections (D-CLUSTER): one inside another is an error, and so is an op inside one
    whose pipe the section's kind of core does not have. Walked only where a section is."""
    out, kinds = [], []  # the kinds of the sections around the op being read
    for event in walk(module):
        if event[0] == "enter":
            kinds.append(_SECTIONS.get(event[2].shape.op) if event[2].shape is not None else None)
        elif event[0] == "exit":
            kinds.pop()
        elif event[0] == "op" and event[1].shape is not None:
            op = event[1]
            name = op.shape.op
            inside = next((k for k in reversed(kinds) if k is not None), None)
            line, col = op.where()
            if name in _SECTIONS and inside is not None:
                out.append(Finding(line, col, "error", f"{name} inside a {inside} section: a section holds "
                                                       "statements of one kind of core (D-CLUSTER)", "section"))
            elif inside is not None and (rules := rules_for(name)) is not None:
                problem = core_pipe_problem(rules.name, target, inside)
                if problem is not None:
                    out.append(Finding(line, col, "error", f"{problem}, and it is inside a {inside} section "
                                                           "(D-CLUSTER)", "section"))
    return out


def findings_json(results: dict[str, list[Finding]]) -> str:
    return json.dumps([dict(file=path, **f._asdict()) for path, fs in results.items() for f in fs], indent=2)
