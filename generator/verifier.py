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

from .ptoparse import Statement, statements
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


# Ops outside the ISA that structure programs; their operands and results are still tracked.
_REGION_OPS = ("module", "func.func", "pto.vecscope", "scf.for", "scf.if", "scf.while")


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


class _Verifier:
    def __init__(self, target: str, allow_unknown: bool, fragment: bool):
        self.target = target
        self.allow_unknown = allow_unknown
        self.fragment = fragment
        self.findings: list[Finding] = []
        self.scopes: list[dict] = [{}]
        self.opened: list[int] = []
        self.cache: dict = {}

    def add(self, line, col, message, rule, severity="error", op=None, page=None):
        self.findings.append(Finding(line, col, severity, message, rule, op, page))

    # ------------------------------------------------------------- values
    def lookup(self, name):
        for scope in reversed(self.scopes):
            if name in scope:
                return scope[name]
        return None

    def define(self, value, type_):
        scope = self.scopes[-1]
        if value.name in scope:
            self.add(value.line, value.col, f"%{value.name} is defined twice in this region", "ssa-redefined")
        scope[value.name] = (type_, value)

    def use(self, value, written=None):
        entry = self.lookup(value.name)
        if entry is None:
            if self.fragment:  # a snippet: values come from code not shown; take the written type
                self.scopes[0][value.name] = (written, value)
                return
            self.add(value.line, value.col, f"use of undefined value %{value.name}", "ssa-undefined")
            return
        defined = entry[0]
        if written is not None and not _compatible(defined, written):
            self.add(value.line, value.col,
                     f"%{value.name} is used as {type_text(written)} but was defined as {type_text(defined)} "
                     f"(line {entry[1].line})", "ssa-type-conflict")

    def parsed(self, st: Statement, text: str):
        try:
            return parse_type(text)
        except TypeParseError as exc:
            at = st.text.find(text, st.types_col)
            line, col = st.where(at if at >= 0 else st.types_col)
            self.add(line, col, f"{st.op}: {exc}", "type-syntax")
            return None

    # --------------------------------------------------------- statements
    def statement(self, st: Statement) -> None:
        for line, col in st.closes:
            if len(self.scopes) == 1:
                self.add(line, col, "unmatched '}'", "unbalanced-braces")
            else:
                self.scopes.pop()
                self.opened.pop()
        if not st.op:
            return
        if st.error:
            self.add(st.line, st.col, f"cannot parse {st.op or 'this line'}: {st.error}", "syntax")
            self.open_region(st, [])
            return
        rules = R.OPS.get(st.op[4:] if st.op.startswith("pto.") else st.op)
        if rules is not None:
            self.known_op(st, rules)
        else:
            if st.op.startswith("pto.") and st.op != "pto.vecscope":
                self.add(st.line, st.col, f"unknown op {st.op} (not in the ISA database)", "unknown-op",
                         "warning" if self.allow_unknown else "error", st.op)
            self.other_op(st)

    def other_op(self, st: Statement) -> None:
        types = [self.parsed(st, t) for t in st.result_types]
        for v in st.operands:
            self.use(v)
        region_defs = []
        for value, t in st.defs:
            region_defs.append((value, self.parsed(st, t) if t else None))
        for i, r in enumerate(st.results):
            self.define(r, types[i] if len(types) == len(st.results) else None)
        self.open_region(st, region_defs)

    def open_region(self, st, defs) -> None:
        if st.opens_region:
            self.scopes.append({})
            self.opened.append(st.line)
            for value, t in defs:
                self.define(value, t)

    def known_op(self, st: Statement, rules) -> None:
        # Everything but the SSA bookkeeping depends only on the statement's shape and types.
        key = (rules.name, st.op, st.ins is None, len(st.results), len(st.operands),
               tuple(st.operand_types), tuple(st.result_types), st.attrs, self.target)
        cached = self.cache.get(key)
        if cached is None:
            probe = _Verifier(self.target, self.allow_unknown, True)
            plan = probe.check_op(st, rules)
            cached = (plan, [(f.message, f.rule, f.page) for f in probe.findings])
            if all((f.line, f.col) == (st.line, st.col) for f in probe.findings):
                self.cache[key] = cached  # positions elsewhere (a bad type) depend on the names: not cached
            else:
                self.findings += probe.findings
                cached = (plan, [])
        plan, findings = cached
        for message, rule, page in findings:
            self.add(st.line, st.col, message, rule, op=rules.name, page=page)
        if plan is None:
            self.other_op(st)
            return
        kind, form, results_written, operands_written = plan
        uses = st.ins if kind == "dps" else st.operands
        defs = st.outs if kind == "dps" else st.results
        for v, t, name in zip(uses, operands_written, form.operands):
            if kind == "asm" and rules.operands.get(rules.asm_names.get(name, name), ("in",))[0] == "out":
                self.scopes[-1][v.name] = (t, v)  # `vcgmin %dst, ...`: the register is written
            else:
                self.use(v, t)
        if kind == "dps":
            for v, t in zip(defs, results_written):
                self.use(v, t)  # DPS outputs are buffers that already exist
        else:
            for v, t in zip(defs, results_written):
                self.define(v, t)
        self.open_region(st, [])

    def check_op(self, st: Statement, rules):
        """Match the form and check the rules; returns (kind, form, result types, operand types) or None."""
        bare = not st.op.startswith("pto.")
        kind = "asm" if bare else ("dps" if st.ins is not None else "ssa")
        if kind == "dps":
            n_res, n_ops = len(st.outs), len(st.ins)
        else:
            n_res, n_ops = len(st.results), len(st.operands)
        forms = [f for f in rules.forms if f.form == kind]
        form = next((f for f in forms if len(f.results) == n_res and len(f.operands) == n_ops), None)
        if form is None:
            shapes = ", ".join(f"{len(f.results)} result(s) and {len(f.operands)} operand(s)" for f in forms) or "none"
            self.add(st.line, st.col, f"{st.op}: no {kind} form takes {n_res} result(s) and {n_ops} operand(s) "
                                      f"(declared: {shapes})", "form", op=rules.name, page=rules.page)
            return None
        if st.attrs:
            self.add(st.line, st.col, f"{st.op}: unexpected attributes {st.attrs.strip()} (the op declares none)",
                     "attributes", op=rules.name, page=rules.page)
        typed = self.bind_types(st, rules, form)
        if typed is None:
            return None
        by_name, results_written, operands_written = typed
        if all(t is not None for t in by_name.values()):  # a type that did not parse was reported already
            for v in _check(rules.name, self.target, form.mode, tuple(sorted(by_name.items()))):
                self.add(st.line, st.col, v.message, v.rule, op=rules.name, page=v.page)
        return kind, form, results_written, operands_written

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

    def finish(self) -> None:
        for line in self.opened:
            self.add(line, 1, "this '{' is never closed", "unbalanced-braces")


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
    for st in statements(text):
        try:
            v.statement(st)
        except Exception as exc:  # noqa: BLE001 - a verifier answers, it does not crash
            v.add(st.line or 1, st.col or 1, f"internal error while checking this statement: {exc!r}", "internal")
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
