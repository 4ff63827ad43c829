"""Check PTO text against the generated verifier rules.

`verify_text` reads a whole program with the MLIR front end (`mlir.read`), follows
SSA values through regions and blocks, matches each op the database knows against
the syntax forms its YAML declares (`forms.match`), and asks the generated rules
whether the use is legal on the target. Ops outside the database are read through
their generic structure and their written result types flow on. It answers with
findings; it never raises on any input text.

Speed comes from the shape of real programs: statements repeat with other value
names, so each statement shape is checked once (a `_Plan`) and every statement of
that shape replays the plan against its own names.
"""
from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, replace
from operator import itemgetter
from functools import lru_cache
from typing import Any, NamedTuple

from ptoisa_ref import verifier_rules as R

from ..gcpause import paused_gc
from .forms import Binding, Mismatch, match
from .mlir import Module, Op, read
from .ptotypes import ScalarType, TypeParseError, parse_type, type_text
from .shapes import Shape

# Ops of the MLIR dialects real PTO programs use around the ISA's own ops; their
# structure is read generically and never reported as unknown.
_STRUCTURAL_PTO = frozenset({"pto.vecscope", "pto.strict_vecscope"})
# Op names MLIR reads without a dialect prefix (the builtin and func dialects' own).
_BARE_OPS = frozenset({"module", "return", "func", "call"})


class Finding(NamedTuple):
    """One diagnostic. A named tuple rather than a frozen dataclass: a large program has
    tens of thousands of warnings, and a tuple is made several times faster."""

    line: int
    col: int
    severity: str  # error, warning
    message: str
    rule: str
    op: str | None = None
    page: str | None = None
    notes: tuple[tuple[int, int, str], ...] = ()  # (line, col, text): places that help


def _compatible(a: Any, b: Any) -> bool:
    """Two written types agree if every field both of them know is equal."""
    if a is None or b is None or a == b:
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, ScalarType):  # `<f32>`: a dialect type printed without its prefix is not judged
        return "<" not in a.text or "<" not in b.text or a.text == b.text or a.text[0] == "<" or b.text[0] == "<"
    return all(x is None or y is None or x == y for x, y in zip(vars(a).values(), vars(b).values()))


def _text_kind(text: str) -> str:
    for prefix, kind in (("!pto.vreg<", "vreg"), ("!pto.mask<", "mask"), ("!pto.tile", "tile")):
        if text.startswith(prefix):
            return kind
    return "scalar"


def _kinds_fit(b: Binding, rules) -> bool:
    """Every written type is of the kind its operand declares (aliases are not judged here)."""
    for name, text in b.types:
        declared = rules.operands.get(rules.asm_names.get(name, name))
        if declared is None or not text or (text.startswith("!") and not text.startswith("!pto.")):
            continue
        if _text_kind(text) != declared[1]:
            return False
    return True


_ENTRY = re.compile(r'([A-Za-z_][\w.]*)\s*(?:=\s*("(?:[^"\\]|\\.)*"|[^,{}]+))?')


def _attr_entries(text: str) -> dict[str, str | None]:
    """`{position = "LOWEST", x = 3}` -> {"position": "LOWEST", "x": None} (None: not a string)."""
    out: dict[str, str | None] = {}
    for group in re.findall(r"\{([^{}]*)\}", text):
        for m in _ENTRY.finditer(group):
            value = (m.group(2) or "").strip()
            out[m.group(1)] = value[1:-1] if value.startswith('"') and value.endswith('"') else None
    return out


@lru_cache(maxsize=65536)
def _check(op: str, target: str, mode: str, operands: tuple) -> tuple:
    return tuple(R.verify_op(op, target, dict(operands), mode))


@dataclass(frozen=True)
class _Plan:
    """What one statement shape needs, in terms of its k-th value (`names[k]`)."""

    findings: tuple[tuple[int, str, str, str, str | None, str | None], ...]  # (template index, severity, message, rule, op, page)
    uses: tuple[tuple[int, Any], ...]  # (k, written type or None)
    writes: tuple[tuple[int, Any], ...]  # assembly destinations: (k, type)
    results: tuple[tuple[int, str, Any], ...]  # (k, name suffix, type): defined after the op's regions
    region_defs: tuple[tuple[int, Any], ...]  # defined at the start of the op's first region (or the block)


_ASM_OPS: dict[str, str] = {}


def _rules_for(name: str):
    """The generated rules of op `name` (pto.vabs, or the assembly mnemonic vabs)."""
    if name.startswith("pto."):
        return R.OPS.get(name[4:])
    if not _ASM_OPS:
        _ASM_OPS.update({f.mnemonic: r.name for r in R.OPS.values() for f in r.forms if f.form == "asm"})
    key = _ASM_OPS.get(name)
    return R.OPS.get(key) if key else None


class _Planner:
    def __init__(self, target: str, allow_unknown: bool, aliases: dict[str, str]):
        self.target = target
        self.allow_unknown = allow_unknown
        self.aliases = aliases
        self.findings: list = []

    def add(self, index: int, message: str, rule: str, severity: str = "error", op=None, page=None) -> None:
        self.findings.append((index, severity, message, rule, op, page))

    def type_of(self, text: str | None, index: int, op: str, template: str = "") -> Any:
        if not text:
            return None
        if template:  # point at the type itself
            at = template.find(text)
            index = at if at >= 0 else -1
        seen = 0
        while text in self.aliases and seen < 16:  # !t = !pto.vreg<64xf32>
            text = self.aliases[text]
            seen += 1
        try:
            return parse_type(text)
        except TypeParseError as exc:
            self.add(index, f"{op}: {exc}", "type-syntax")
            return False  # reported; not None, which means "not written"

    def plan(self, shape: Shape, template_len: int) -> _Plan:
        uses: list = []
        writes: list = []
        results: list = []
        region_defs: list = []
        try:
            if shape.kind == "error":
                name = shape.op if len(shape.op) <= 60 else shape.op[:57] + "..."
                for index, message in shape.errors:
                    self.add(index, f"cannot parse {name or 'this statement'}: {message}", "syntax")
            elif shape.kind == "label":
                region_defs = [(shape.value(i), self._typed(t, i, shape.op, shape.template)) for i, t in shape.region_defs]
            elif shape.kind == "op":
                rules = _rules_for(shape.op)
                if rules is not None and not shape.generic:
                    done = self.known_op(shape, rules, uses, writes, results)
                    if done:
                        region_defs = [(shape.value(i), self._typed(t, i, shape.op, shape.template)) for i, t in shape.region_defs]
                        return self._finish(uses, writes, results, region_defs)
                elif shape.op.startswith("pto.") and shape.op not in _STRUCTURAL_PTO and rules is None:
                    self.unknown_op(shape)
                elif "." not in shape.op and shape.op not in _BARE_OPS and rules is None:
                    name = shape.op if len(shape.op) <= 40 else shape.op[:37] + "..."
                    self.add(-1, f"expected an operation, found '{name}' (op names read dialect.op, "
                                 f"e.g. arith.addi or pto.vadd)", "syntax")
                for index, message in shape.errors:
                    self.add(index, f"{shape.op}: {message}", "syntax")
                self.other_op(shape, uses, results)
                region_defs = [(shape.value(i), self._typed(t, i, shape.op, shape.template)) for i, t in shape.region_defs]
        except Exception as exc:  # noqa: BLE001 - a verifier answers, it does not crash
            self.add(0, f"internal error while checking this statement: {exc!r}", "internal")
        return self._finish(uses, writes, results, region_defs)

    def _finish(self, uses, writes, results, region_defs) -> _Plan:
        return _Plan(tuple(dict.fromkeys(self.findings)), tuple(uses), tuple(writes), tuple(results), tuple(region_defs))

    def _typed(self, text, index, op, template=""):
        t = self.type_of(text, index, op, template)
        return None if t is False else t

    def unknown_op(self, shape: Shape) -> None:
        known = [f"pto.{n}" for n in R.OPS]
        guess = difflib.get_close_matches(shape.op, known, n=1, cutoff=0.8)
        hint = f"; did you mean {guess[0]}?" if guess else ""
        self.add(-1, f"unknown op {shape.op} (not in the ISA database){hint}", "unknown-op",
                 "warning" if self.allow_unknown else "error", shape.op)

    def other_op(self, shape: Shape, uses: list, results: list) -> None:
        for i in shape.uses:
            uses.append((shape.value(i), None))
        types = [self.type_of(t, 0, shape.op, shape.template) for t in shape.result_types]
        flat = [(i, n) for i, n in shape.results]
        count = sum(n for _, n in flat)
        k = 0
        for i, n in flat:
            for j in range(n):
                t = types[k] if len(types) == count and types[k] is not False else None
                results.append((shape.value(i), f"#{j}" if n > 1 else "", t))
                k += 1

    def known_op(self, shape: Shape, rules, uses, writes, results) -> bool:
        kind = "asm" if not shape.op.startswith("pto.") else (
            "dps" if any(t.kind == "bare" and t.text == "ins" for t in shape.tokens) else "ssa")
        forms = [f for f in rules.forms if f.form == kind]
        if not forms:
            self.add(-1, f"{shape.op}: the op declares no {kind} form", "form", op=rules.name, page=rules.page)
            return False
        outcome = None
        for form in forms:
            got = match(shape, form, shape.template)
            if isinstance(got, Binding):
                if outcome is None or not isinstance(outcome, Binding):
                    outcome = got
                if _kinds_fit(got, rules):  # several forms may read alike (vdup of a scalar or a lane)
                    outcome = got
                    break
                continue
            if outcome is None or (isinstance(outcome, Mismatch) and outcome.arity and not got.arity):
                outcome = got
        if isinstance(outcome, Mismatch):
            if outcome.arity:
                n_ops = sum(t.kind == "ssa" for t in shape.tokens)
                shapes = ", ".join(f"{len(f.results)} result(s) and {len(f.operands)} operand(s)" for f in forms)
                self.add(-1, f"{shape.op}: no {kind} form takes {shape.result_count} result(s) and {n_ops} "
                             f"operand(s) (declared: {shapes})", "form", op=rules.name, page=rules.page)
            else:
                self.add(outcome.index, f"{shape.op}: {outcome.message}", "syntax", op=rules.name, page=rules.page)
            return False
        assert outcome is not None
        b = outcome
        written = {slot.lower(): value for slot, value, _ in b.strings}
        if b.attrs and set(_attr_entries(b.attrs)) <= {"operandSegmentSizes"}:
            b = replace(b, attrs=None)  # MLIR's own bookkeeping of variadic operands, not an op attribute
        if b.attrs and b.attrs.replace(" ", "") != "{}":
            if not any(a.written == "dict" for a in rules.attributes.values()):
                self.add(-1, f"{shape.op}: unexpected attributes {b.attrs} (the op declares none)", "attributes",
                         op=rules.name, page=rules.page)
            else:
                written.update((k, v) for k, v in _attr_entries(b.attrs).items() if k != "operandSegmentSizes")
        if rules.attributes or written:
            for v in R.verify_attributes(rules.name, written):
                at = next((i for slot, _, i in b.strings if slot.lower() in v.message), -1)
                self.add(at, v.message, v.rule, op=rules.name, page=v.page)
        typed = {name: self.type_of(text, 0, shape.op, shape.template) for name, text in b.types}
        for name, index in b.operands:
            declared = rules.asm_names.get(name, name)
            t = typed.get(name)
            if kind == "asm" and rules.operands.get(declared, ("in",))[0] == "out":
                writes.append((shape.value(index), t if t is not False else None))
            else:
                uses.append((shape.value(index), t if t is not False else None))
        for name, index in b.results:
            t = typed.get(name)
            results.append((shape.value(index), "", t if t is not False else None))
        by_name: dict[str, Any] = {}
        for name, t in typed.items():
            declared = rules.asm_names.get(name, name)
            kind_of = rules.operands.get(declared, ("in", "scalar", ()))[1]
            if kind == "asm" and kind_of == "mask":
                t = R.MaskType(None)
            elif kind == "asm" and kind_of != "vreg":
                t = None
            by_name[declared] = t
        if rules.name in R.CONVERSIONS:
            self.conversion(rules, by_name, written)
        if all(t is not False for t in by_name.values()):
            clean = tuple(sorted((n, t) for n, t in by_name.items() if t is not None))
            for v in _check(rules.name, self.target, b.form.mode, clean):
                self.add(-1, v.message, v.rule, op=rules.name, page=v.page)
        return True


    def conversion(self, rules, by_name: dict, written: dict) -> None:
        """A conversion's type pair and the attributes that pair requires (rnd, sat, part)."""
        src, dst = by_name.get("input"), by_name.get("result")
        if not isinstance(src, R.VRegType) or not isinstance(dst, R.VRegType) or src.elem is None or dst.elem is None:
            return
        if src.elem.bits is None or dst.elem.bits is None:
            return  # a type the database does not list: the element-type rule reports it
        for problem in R.conversion_problems(rules.name, str(src.elem), str(dst.elem), src.elem.bits, dst.elem.bits,
                                             written):
            self.add(-1, f"pto.{rules.name}: {problem}", "conversion", op=rules.name,
                     page=rules.page + "#semantics")


# A statement's plan depends on its template, the target, whether unknown ops are allowed,
# and the aliases it may use: computed once for every program that has them (a plan for an
# unknown op also looks for the op the author may have meant).
_PLANS: dict[tuple, _Plan] = {}
_ALIASES: dict[tuple, int] = {}  # a program's aliases -> a small number for `_PLANS`'s keys


class _Run:
    """One pass over a module: SSA scopes and the findings.

    Findings are deduplicated and sorted at the end. What a
    statement needs is worked out once per distinct statement text (`resolve`), so a
    repeated statement costs its dictionary operations on the visible values.

    Scopes: `env` maps a name to its latest definition (type, op, value index, scope,
    the definition it shadowed). Leaving a region only marks its scope dead; a lookup
    that meets a dead definition follows the chain to the one that is visible."""

    def __init__(self, module: Module, target: str, allow_unknown: bool, fragment: bool):
        self.module = module
        self.target = target
        self.allow_unknown = allow_unknown
        self.fragment = fragment
        self.findings: list[Finding] = []
        self.plans: dict[int, _Plan] = {}  # by shape, for this run (see `_PLANS`)
        aliases = tuple(sorted(module.aliases.items()))
        if aliases not in _ALIASES and len(_ALIASES) >= 4096:
            _ALIASES.clear()
            _PLANS.clear()
        self.aliases_id = _ALIASES.setdefault(aliases, len(_ALIASES))
        self.resolved: dict[str, tuple] = {}  # statement text -> `resolve`'s answer
        self.by_names: dict[tuple, tuple] = {}  # (plan, names) -> the same, for plans without findings
        self.env: dict[str, tuple] = {}
        # alive[scope]: whether that region is still being read. Scope 0 is the top level;
        # scope 1 holds what a fragment assumes (always visible, never "this region").
        self.alive = [True, True]
        self.scope = 0
        self.enclosing: list[int] = []

    def add(self, op: Op, index: int, severity: str, message: str, rule: str, op_name=None, page=None, notes=()):
        line, col = op.where(index)
        self.findings.append(Finding(line, col, severity, message, rule, op_name, page, tuple(notes)))

    def plan(self, op: Op) -> _Plan:
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

    def _plan_of(self, shape: Shape) -> _Plan:
        key = (shape.template, self.target, self.allow_unknown, self.aliases_id)
        plan = _PLANS.get(key)
        if plan is None:
            if len(_PLANS) >= 65536:
                _PLANS.clear()
            planner = _Planner(self.target, self.allow_unknown, self.module.aliases)
            plan = _PLANS[key] = planner.plan(shape, len(shape.template))
        self.plans[id(shape)] = plan
        return plan

    def resolve(self, op: Op) -> tuple:
        """The plan of `op` in terms of its own names and text positions: findings as (text
        index, the finding's fields after line and col); uses as (name, k, written type);
        definitions as (name, k, whether a redefinition is an error, type)."""
        plan = self.plan(op)
        names = op.names
        if not plan.findings:  # then nothing depends on the text but the names
            r = self.by_names.get((id(plan), names))
            if r is not None:
                self.resolved[op.text] = r
                return r
        findings = tuple((op._op_index() if f[0] < 0 else op.text_index(f[0]), f[1:] + ((),)) for f in plan.findings)
        uses = tuple((names[k], k, written) for k, written in plan.uses + plan.writes)
        results = tuple((names[k] + suffix, k, not suffix, t) for k, suffix, t in plan.results)
        region_defs = tuple((names[k], k, True, t) for k, t in plan.region_defs)
        r = self.resolved[op.text] = (findings, uses, results, region_defs)
        if not plan.findings:
            self.by_names[(id(plan), names)] = r
        return r

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
        resolved_get, resolve, env, alive = self.resolved.get, self.resolve, self.env, self.alive
        env_get, add_finding, make_finding = env.get, self.findings.append, tuple.__new__
        # A frame: [the ops left in the block being read, the op whose regions these are,
        # region index, block index, region]
        body = self.module.body
        stack: list[list[Any]] = [[iter(body.blocks[0].ops), None, 0, 0, body]]
        while stack:
            frame = stack[-1]
            scope = self.scope
            for op in frame[0]:
                findings, uses, results, region_defs = resolved_get(op.text) or resolve(op)
                if findings:
                    for index, rest in findings:
                        add_finding(make_finding(Finding, ((op.line, op.col + index) if op.pos is None
                                                           else op.where(index)) + rest))
                for name, k, written in uses:
                    entry = env_get(name)
                    if entry is None or not alive[entry[3]] or (
                            entry[0] is not written and written is not None and entry[0] is not None
                            and not _compatible(entry[0], written)):
                        self.use_problem(op, k, name, written, entry)
                if op.regions:
                    self.enter()
                    for name, k, check, t in region_defs:
                        self.define(op, k, name, check, t)
                    region = op.regions[0]
                    stack.append([iter(region.blocks[0].ops), op, 0, 0, region])
                    self._block_label(region.blocks[0])
                    break
                for name, k, check, t in results:
                    prev = env_get(name)
                    if prev is not None:
                        while prev is not None and not alive[prev[3]]:  # out of scope: what it shadowed
                            prev = prev[4]
                        if check and prev is not None and prev[3] == scope:
                            self.redefined(op, k, name, prev)
                    env[name] = (t, op, k, scope, prev)  # the chain skips what is out of scope: walked once
            else:
                # the block is done: the next block of the region, the next region of the op, or the op itself
                _, owner, ri, bi, region = frame
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
                    stack.append([iter(region.blocks[0].ops), owner, ri + 1, 0, region])
                    self._block_label(region.blocks[0])
                    continue
                for name, k, check, t in (resolved_get(owner.text) or resolve(owner))[2]:
                    self.define(owner, k, name, check, t)

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
        except Exception as exc:  # noqa: BLE001 - a verifier answers, it does not crash
            findings.append(Finding(1, 1, "error", f"internal error while checking the text: {exc!r}", "internal"))
        return sorted(dict.fromkeys(findings), key=itemgetter(0, 1))  # stable: rule order at one place


def findings_json(results: dict[str, list[Finding]]) -> str:
    return json.dumps([dict(file=path, **f._asdict()) for path, fs in results.items() for f in fs], indent=2)
