"""Check PTO text against the generated verifier rules.

`verify_text` reads a whole program, tracks SSA values through regions, matches
each known op against the syntax forms its YAML declares (the parser is derived
from those declarations), and asks the generated rules whether the use is legal
on the target. It answers with findings; it never raises on any input text.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from functools import lru_cache

from ptoisa_ref import verifier_rules as R

from ..gcpause import paused_gc
from .ptoparse import VALUE_RE, Statement, logical_lines, parse_statement, split_closes
from .ptotypes import ScalarType, TypeParseError, parse_type, type_text


@dataclass(frozen=True)
class Finding:
    line: int
    col: int
    severity: str  # error or warning
    message: str
    rule: str
    op: str | None = None
    page: str | None = None


def _compatible(a, b) -> bool:
    """Two written types agree if every field both of them know is equal."""
    if a is None or b is None or a == b:
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, ScalarType):
        return "<" not in a.text or "<" not in b.text or a.text == b.text
    return all(x is None or y is None or x == y for x, y in zip(vars(a).values(), vars(b).values()))


@lru_cache(maxsize=65536)
def _check(op: str, target: str, mode: str, operands: tuple) -> tuple:
    return tuple(R.verify_op(op, target, dict(operands), mode))


class _Checker:
    """The checks one statement needs, with SSA bookkeeping left to `use`, `define`, `write`
    and `open_region`. `_Recorder` turns one run into a plan; `_Verifier` replays plans."""

    def __init__(self, target: str, allow_unknown: bool):
        self.target = target
        self.allow_unknown = allow_unknown
        self.findings: list[Finding] = []

    def add(self, line, col, message, rule, severity="error", op=None, page=None):
        self.findings.append(Finding(line, col, severity, message, rule, op, page))

    def parsed(self, st: Statement, text: str):
        try:
            return parse_type(text)
        except TypeParseError as exc:
            at = st.text.find(text, st.types_col)
            line, col = st.where(at if at >= 0 else st.types_col)
            self.add(line, col, f"{st.op}: {exc}", "type-syntax")
            return None

    def statement(self, st: Statement) -> None:
        if st.error:
            rule = "internal" if st.error.startswith("internal") else "syntax"
            self.add(st.line, st.col, f"cannot parse {st.op or 'this line'}: {st.error}", rule)
            self.open_region(st, [])
            return
        rules = R.OPS.get(st.op[4:] if st.op.startswith("pto.") else st.op)
        if rules is not None:
            self.known_op(st, rules)
            return
        if st.op.startswith("pto.") and st.op != "pto.vecscope":
            self.add(st.line, st.col, f"unknown op {st.op} (not in the ISA database)", "unknown-op",
                     "warning" if self.allow_unknown else "error", st.op)
        self.other_op(st)

    def other_op(self, st: Statement) -> None:
        types = [self.parsed(st, t) for t in st.result_types]
        for v in st.operands:
            self.use(v, None)
        region_defs = [(value, self.parsed(st, t) if t else None) for value, t in st.defs]
        for i, r in enumerate(st.results):
            self.define(r, types[i] if len(types) == len(st.results) else None)
        self.open_region(st, region_defs)

    def known_op(self, st: Statement, rules) -> None:
        kind = "asm" if not st.op.startswith("pto.") else ("dps" if st.ins is not None else "ssa")
        n_res, n_ops = (len(st.outs), len(st.ins)) if kind == "dps" else (len(st.results), len(st.operands))
        forms = [f for f in rules.forms if f.form == kind]
        form = next((f for f in forms if len(f.results) == n_res and len(f.operands) == n_ops), None)
        if form is None:
            shapes = ", ".join(f"{len(f.results)} result(s) and {len(f.operands)} operand(s)" for f in forms) or "none"
            self.add(st.line, st.col, f"{st.op}: no {kind} form takes {n_res} result(s) and {n_ops} operand(s) "
                                      f"(declared: {shapes})", "form", op=rules.name, page=rules.page)
            self.other_op(st)
            return
        if st.attrs:
            self.add(st.line, st.col, f"{st.op}: unexpected attributes {st.attrs.strip()} (the op declares none)",
                     "attributes", op=rules.name, page=rules.page)
        typed = self.bind_types(st, rules, form)
        if typed is None:
            self.other_op(st)
            return
        by_name, results_written, operands_written = typed
        uses = st.ins if kind == "dps" else st.operands
        for v, t, name in zip(uses, operands_written, form.operands):
            if kind == "asm" and rules.operands.get(rules.asm_names.get(name, name), ("in",))[0] == "out":
                self.write(v, t)  # `vcgmin %dst, ...`: the register is written
            else:
                self.use(v, t)
        for v, t in zip(st.outs if kind == "dps" else st.results, results_written):
            if kind == "dps":
                self.use(v, t)  # DPS outputs are buffers that already exist
            else:
                self.define(v, t)
        if all(t is not None for t in by_name.values()):  # a type that did not parse was reported already
            for v in _check(rules.name, self.target, form.mode, tuple(sorted(by_name.items()))):
                self.add(st.line, st.col, v.message, v.rule, op=rules.name, page=v.page)
        self.open_region(st, [])

    def bind_types(self, st: Statement, rules, form):
        """Map the op's declared operand names to the written types; None if the counts disagree."""
        if form.form == "asm" and not form.results:
            # `vcgmin %dst, %src, %mask : !pto.vreg<64xf32>`: one register type for the vregs.
            if len(st.operand_types) != len(form.operand_types):
                self.add(st.line, st.col, f"{st.op}: expected {len(form.operand_types)} type(s) after ':', "
                                          f"got {len(st.operand_types)}", "form", op=rules.name, page=rules.page)
                return None
            written = self.parsed(st, st.operand_types[0]) if st.operand_types else None
            by_name, per_operand = {}, []
            for name in form.operands:
                declared = rules.asm_names.get(name, name)
                kind = rules.operands.get(declared, ("in", "scalar", ()))[1]
                t = written if kind == "vreg" else R.MaskType(None) if kind == "mask" else None
                by_name[declared] = t
                per_operand.append(t)
            return by_name, [], per_operand
        if len(st.operand_types) != len(form.operand_types) or len(st.result_types) != len(form.result_types):
            want = f"{len(form.operand_types)} operand type(s) and {len(form.result_types)} result type(s)"
            got = f"{len(st.operand_types)} and {len(st.result_types)}"
            self.add(st.line, st.col, f"{st.op}: the {form.form} form takes {want} "
                                      f"({', '.join(form.operand_types)} -> {', '.join(form.result_types)}); got {got}",
                     "form", op=rules.name, page=rules.page)
            return None
        operands = [self.parsed(st, t) for t in st.operand_types]
        results = [self.parsed(st, t) for t in st.result_types]
        by_name = dict(zip(form.operands, operands))
        by_name.update(zip(form.results, results))
        return by_name, results, operands


class _Recorder(_Checker):
    """Runs the checks on a statement shape (values named by occurrence) and records a plan."""

    def __init__(self, target, allow_unknown, ordinal):
        super().__init__(target, allow_unknown)
        self.ordinal = ordinal  # template index of a value's `%` -> its occurrence number
        self.actions: list[tuple] = []

    def _slot(self, v):
        return self.ordinal[v.col - 1], v.name[1:]  # the name is `_` plus any result-pack suffix

    def use(self, v, written):
        self.actions.append(("use", *self._slot(v), written))

    def define(self, v, t):
        self.actions.append(("define", *self._slot(v), t))

    def write(self, v, t):
        self.actions.append(("write", *self._slot(v), t))

    def open_region(self, st, defs):
        if st.opens_region:
            self.actions.append(("open", tuple((*self._slot(v), t) for v, t in defs)))


@dataclass(frozen=True)
class _Plan:
    actions: tuple
    findings: tuple  # Finding with template columns (line 1)
    placeholders: tuple  # template indexes of the `%_` placeholders, in order


def _plan(template: str, target: str, allow_unknown: bool) -> _Plan:
    placeholders = tuple(m.start() for m in VALUE_RE.finditer(template))
    recorder = _Recorder(target, allow_unknown, {i: k for k, i in enumerate(placeholders)})
    try:
        st = parse_statement(template, lambda i: (1, i + 1))
    except Exception as exc:  # noqa: BLE001 - reported as an internal finding, never raised
        st = Statement(1, 1, template, op="?", error=f"internal parser error: {exc!r}", where=lambda i: (1, i + 1))
    try:
        recorder.statement(st)
    except Exception as exc:  # noqa: BLE001
        recorder.add(1, 1, f"internal error while checking this statement: {exc!r}", "internal")
    return _Plan(tuple(recorder.actions), tuple(recorder.findings), placeholders)


class _Verifier:
    """SSA scopes over the whole text; each statement replays its shape's plan."""

    def __init__(self, target: str, allow_unknown: bool, fragment: bool):
        self.target = target
        self.allow_unknown = allow_unknown
        self.fragment = fragment
        self.findings: list[Finding] = []
        self.scopes: list[dict] = [{}]
        self.opened: list[tuple[int, int]] = []
        self.plans: dict[str, _Plan] = {}

    def add(self, line, col, message, rule, severity="error", op=None, page=None):
        self.findings.append(Finding(line, col, severity, message, rule, op, page))

    def close(self, line, col) -> None:
        if len(self.scopes) == 1:
            self.add(line, col, "unmatched '}'", "unbalanced-braces")
        else:
            self.scopes.pop()
            self.opened.pop()

    def statement(self, text: str, pos) -> None:
        matches = list(VALUE_RE.finditer(text))
        template = VALUE_RE.sub("%_", text) if matches else text
        plan = self.plans.get(template)
        if plan is None:
            if len(self.plans) > 50000:
                self.plans.clear()
            plan = self.plans[template] = _plan(template, self.target, self.allow_unknown)
        names = [m.group()[1:] for m in matches]
        starts = [m.start() for m in matches]
        for f in plan.findings:
            line, col = pos(_shift(plan.placeholders, names, f.col - 1))
            self.findings.append(Finding(line, col, f.severity, f.message, f.rule, f.op, f.page))
        scopes = self.scopes
        for action in plan.actions:
            kind = action[0]
            if kind == "use":
                _, k, suffix, written = action
                name = names[k] + suffix
                for scope in reversed(scopes):
                    entry = scope.get(name)
                    if entry is not None:
                        if written is not None and entry[0] is not written and not _compatible(entry[0], written):
                            line, col = pos(starts[k])
                            self.add(line, col, f"%{name} is used as {type_text(written)} but was defined as "
                                                f"{type_text(entry[0])} (line {entry[1](entry[2])[0]})",
                                     "ssa-type-conflict")
                        break
                else:
                    if self.fragment:  # a snippet: values come from code not shown; take the written type
                        scopes[0][name] = (written, pos, starts[k])
                    else:
                        line, col = pos(starts[k])
                        self.add(line, col, f"use of undefined value %{name}", "ssa-undefined")
            elif kind == "define" or kind == "write":
                _, k, suffix, t = action
                name = names[k] + suffix
                if kind == "define" and name in scopes[-1]:
                    line, col = pos(starts[k])
                    self.add(line, col, f"%{name} is defined twice in this region", "ssa-redefined")
                scopes[-1][name] = (t, pos, starts[k])
            else:  # open a region, with its arguments
                line, col = pos(0)
                scopes.append({})
                self.opened.append((line, col))
                for k, suffix, t in action[1]:
                    scopes[-1][names[k] + suffix] = (t, pos, starts[k])

    def finish(self) -> None:
        for line, _ in self.opened:
            self.add(line, 1, "this '{' is never closed", "unbalanced-braces")


def _shift(placeholders, names, index: int) -> int:
    """Template index -> index in the real text (each `%_` stands for a longer name)."""
    return index + sum(len(n) - 1 for p, n in zip(placeholders, names) if p < index)


def verify_text(text: str, target: str = "a5", *, allow_unknown: bool = False,
                fragment: bool = False) -> list[Finding]:
    """Findings for the PTO program `text` on `target`, sorted by position.

    `allow_unknown` turns unknown pto ops into warnings; `fragment` accepts values
    defined outside the text (documentation snippets) instead of reporting them.
    """
    tid = R.target_id(target)
    if tid is None:
        return [Finding(1, 1, "error", f"unknown target {target!r} (known: {', '.join(R.TARGETS)})", "target")]
    v = _Verifier(tid, allow_unknown, fragment)
    with paused_gc():
        try:
            for logical, pos in logical_lines(text):
                rest, closes, shifted = split_closes(logical, pos)
                for line, col in closes:
                    v.close(line, col)
                if rest:
                    v.statement(rest, shifted)
        except Exception as exc:  # noqa: BLE001 - a verifier answers, it does not crash
            v.add(1, 1, f"internal error while reading the text: {exc!r}", "internal")
    v.finish()
    return sorted(v.findings, key=lambda f: (f.line, f.col))  # stable: rule order at one place


def format_findings(findings, text: str, path: str) -> str:
    """`path:line:col: severity: message`, the source line and a caret under the column."""
    lines = text.split("\n")
    out = []
    for f in findings:
        out.append(f"{path}:{f.line}:{f.col}: {f.severity}: {f.message}")
        if 0 < f.line <= len(lines):
            src = lines[f.line - 1]
            out.append(src)
            out.append(" " * (f.col - 1) + "^")
    return "\n".join(out)


def findings_json(results: dict[str, list[Finding]]) -> str:
    return json.dumps([dict(file=path, **asdict(f)) for path, fs in results.items() for f in fs], indent=2)


def print_form(form, names: dict[str, str], type_texts: list[str]) -> str:
    """The declared form's text with SSA names and the written types (in order) filled in."""
    import re

    text = " ".join(form.text.split())
    text = re.sub(r"%([A-Za-z_]\w*)", lambda m: "%" + names.get(m.group(1), m.group(1)), text)
    out, pos = [], 0
    for pattern, concrete in zip(list(form.operand_types) + list(form.result_types), type_texts):
        i = text.index(pattern, pos)
        out += [text[pos:i], concrete]
        pos = i + len(pattern)
    return "".join(out) + text[pos:]
