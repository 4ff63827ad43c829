"""What a statement of one shape needs, worked out once per shape (a `Plan`).

Statements repeat with other value names, so each statement shape is checked once:
a known op is matched against the syntax forms its YAML declares (`forms.match`) and
the generated rules say whether its types are legal on the target; an op outside the
database is read through its generic structure and its written result types flow on.
The plan says, in terms of the statement's k-th value (`names[k]`), what it uses,
defines and writes, and which findings its shape has; `verifier` replays it against
each statement's own names. Plans are kept across programs (`plan_for`).
"""
from __future__ import annotations

import difflib
import os
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from ptoisa_ref import verifier_rules as R
from ptoisa_ref._tables import CLUSTER_CORES, CLUSTER_SECTIONS, SCOPE_PIPES
from ptoisa_ref.runtime.base import SemanticsError
from ptoisa_ref.runtime.pipes import pipe_inputs, pipe_of

from ..lang.syntax import type_kind
from . import arith
from .forms import Binding, Mismatch, match
from .ptotypes import TypeParseError, parse_type
from .shapes import Shape

# The region ops of machine.yaml (vector scopes, the cluster's sections): their structure is
# read generically and never reported as unknown.
STRUCTURAL_PTO = frozenset("pto." + op for op in (*SCOPE_PIPES, *CLUSTER_SECTIONS))


def core_pipe_problem(op: str, target: str, kind: str) -> str | None:
    """Why pto.`op` cannot run on a core of `kind` (cube, vector) of the cluster: its pipe, where
    that depends on the target alone, is not one of the core's (D-CLUSTER); None if it can."""
    try:
        if pipe_inputs(op) != ((), (), False):
            return None
        pipe = pipe_of(op, target, {})
    except SemanticsError:
        return None
    if pipe in CLUSTER_CORES[kind][2]:
        return None
    return f"pto.{op} issues to {pipe}, which the {kind} cores do not have"
# Op names MLIR reads without a dialect prefix (the builtin and func dialects' own).
_BARE_OPS = frozenset({"module", "return", "func", "call"})


def kinds_fit(b: Binding, rules) -> bool:
    """Every written type is of the kind its operand declares (aliases are not judged here), and
    of the kind the form writes there where the operand takes several (a pointer or a view)."""
    f = b.form
    patterns = dict(zip(f.operands, f.operand_types)) if len(f.operands) == len(f.operand_types) and not f.type_order else {}
    for name, text in b.types:
        declared = rules.operands.get(rules.asm_names.get(name, name))
        if declared is None or not text or (text.startswith("!") and not text.startswith("!pto.")):
            continue
        kind = type_kind(text)
        if kind not in declared[1].split("|"):
            return False
        scaling = kind == "tile" and re.match(r"!pto\.tile_buf<\s*scaling\b", text) is not None
        if (name == "fp") != scaling and name in ("fp", "tmp"):
            return False  # tmov's fp form and its ZZ form read alike: a scaling tile is the quantization tile
        pattern = patterns.get(name)
        if "|" in declared[1] and pattern is not None and type_kind(pattern) != kind:
            return False
    return True


_ENTRY = re.compile(r'([A-Za-z_][\w.]*)\s*(?:=\s*("(?:[^"\\]|\\.)*"|\#[\w.]+<[^<>]*>|[^,{}]+))?')
_INT_ATTR = re.compile(r"(-?\d+)\s*:\s*[su]?i\d+")  # `byte = 1 : i32`: an integer attribute, as its digits
_ENUM_ATTR = re.compile(r"\#[\w.]+<\s*(?:[\w.]+\s+)?([\w.]+)\s*>")  # #pto.layout<nd>, #pto<cmp gt>


def attr_entries(text: str) -> dict[str, str | None]:
    """`{position = "LOWEST", layout = #pto.layout<nd>, byte = 1 : i32, x = 3}` -> {"position": "LOWEST",
    "layout": "nd", "byte": "1", "x": None}: a string, an enum attribute's value, true or false, a
    typed integer's digits, or None (none of these)."""
    out: dict[str, str | None] = {}
    for group in re.findall(r"\{([^{}]*)\}", text):
        for m in _ENTRY.finditer(group):
            value = (m.group(2) or "").strip()
            enum = _ENUM_ATTR.fullmatch(value)
            # (a bare true or false, as tmrgsort's `{exhausted = true}`, reads as that word; a typed
            # integer, as ttri's `{upperOrLower = 1 : i32}`, as its digits)
            out[m.group(1)] = value[1:-1] if value.startswith('"') and value.endswith('"') else \
                enum.group(1) if enum else value if value in ("true", "false") else \
                _INT_ATTR.fullmatch(value).group(1) if _INT_ATTR.fullmatch(value) else \
                value if re.fullmatch(r"-?\d+", value) else None  # (a bare integer, as PTOAS's `split = 1`)
    return out


@lru_cache(maxsize=65536)
def _check(op: str, target: str, mode: str, operands: tuple) -> tuple:
    return tuple(R.verify_op(op, target, dict(operands), mode))


@dataclass(frozen=True)
class Plan:
    """What one statement shape needs, in terms of its k-th value (`names[k]`)."""

    findings: tuple[tuple[int, str, str, str, str | None, str | None], ...]  # (template index, severity, message, rule, op, page)
    reads: tuple[tuple[int, Any], ...]  # (k, written type or None): the uses, then the assembly destinations
    results: tuple[tuple[int, str, Any], ...]  # (k, name suffix, type): defined after the op's regions
    region_defs: tuple[tuple[int, Any], ...]  # defined at the start of the op's first region (or the block)


_ASM_OPS: dict[str, str] = {}
_DOTTED: dict[str, str] = {}


def _closest(name: str, known: list[str]) -> str | None:
    """The known name most like `name` of its layer (the first letter: v vector, t tile); among
    equally close ones, the one sharing the longest start with it (`pto.vload`: pto.vlds rather
    than pto.vsld), then the first in order."""
    def score(k: str) -> float:
        return round(difflib.SequenceMatcher(None, name, k).ratio(), 9)
    close = difflib.get_close_matches(name, known, n=8, cutoff=0.8)
    if not close:
        return None
    layer = [k for k in close if k.rpartition(".")[2][:1] == name.rpartition(".")[2][:1]]
    close = layer or close  # pto.vload means a vector op (pto.vlds), not the tile op pto.tload
    best = max(score(k) for k in close)
    tied = [k for k in close if score(k) == best]
    return max(tied, key=lambda k: (len(os.path.commonprefix([name, k])), -known.index(k)))


def rules_for(name: str):
    """The generated rules of op `name` (pto.vabs, or the assembly mnemonic vabs)."""
    if name.startswith("pto."):
        if "." in name[4:]:  # PTOAS's dotted spellings (pto.tquant.mx): the op whose forms write it
            if not _DOTTED:
                _DOTTED.update({f.mnemonic: r.name for r in R.OPS.values() for f in r.forms
                                if f.form in ("ssa", "dps") and "." in f.mnemonic[4:]})
            key = _DOTTED.get(name)
            return R.OPS.get(key) if key else None
        return R.OPS.get(name[4:])
    if not _ASM_OPS:
        _ASM_OPS.update({f.mnemonic: r.name for r in R.OPS.values() for f in r.forms if f.form == "asm"})
    key = _ASM_OPS.get(name)
    return R.OPS.get(key) if key else None


class Planner:
    def __init__(self, target: str, allow_unknown: bool, aliases: dict[str, str]):
        self.target = target
        self.target_id = R.target_id(target)
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
            parsed = parse_type(text)
        except TypeParseError as exc:
            self.add(index, f"{op}: {exc}", "type-syntax")
            return False  # reported; not None, which means "not written"
        if isinstance(parsed, (R.TileType, R.MultiTileType)) and self.target_id is not None:
            # A type past its buffer cannot exist; one off the layout rules is what the tile library
            # refuses to instantiate but PTOAS accepts outside alloc_tile (D-TILE-LAYOUT-WHERE).
            # A multi-buffer tile's slots are tiles of its slot type.
            slot = parsed.slot if isinstance(parsed, R.MultiTileType) else parsed
            for rule, problem in R.tile_type_problems(slot, self.target_id):
                self.add(index, f"{op}: {problem}", rule, "error" if rule == "tile-buffer" else "warning")
        return parsed

    def plan(self, shape: Shape, template_len: int) -> Plan:
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
                rules = rules_for(shape.op)
                if rules is not None and not shape.generic:
                    done = self.known_op(shape, rules, uses, writes, results)
                    if done:
                        region_defs = [(shape.value(i), self._typed(t, i, shape.op, shape.template)) for i, t in shape.region_defs]
                        return self._finish(uses, writes, results, region_defs)
                elif shape.op.startswith("pto.") and shape.op not in STRUCTURAL_PTO and rules is None:
                    self.unknown_op(shape)
                elif "." not in shape.op and shape.op not in _BARE_OPS and rules is None:
                    name = shape.op if len(shape.op) <= 40 else shape.op[:37] + "..."
                    self.add(-1, f"expected an operation, found '{name}' (op names read dialect.op, "
                                 f"e.g. arith.addi or pto.vadd)", "syntax")
                for index, message in shape.errors:
                    self.add(index, f"{shape.op}: {message}", "syntax")
                self.other_op(shape, uses, results)
                region_defs = [(shape.value(i), self._typed(t, i, shape.op, shape.template)) for i, t in shape.region_defs]
                if shape.op == "scf.for" and region_defs and region_defs[0][1] is None and not shape.generic:
                    bound = shape.operand_types[0] if len(shape.operand_types) == 1 else "index"
                    region_defs[0] = (region_defs[0][0], self._typed(bound, -1, shape.op))  # the induction variable
        except Exception as exc:  # noqa: BLE001 - a verifier answers, it does not crash
            self.add(0, f"internal error while checking this statement: {exc!r}", "internal")
        return self._finish(uses, writes, results, region_defs)

    def _finish(self, uses, writes, results, region_defs) -> Plan:
        return Plan(tuple(dict.fromkeys(self.findings)), tuple(uses + writes), tuple(results), tuple(region_defs))

    def _typed(self, text, index, op, template=""):
        t = self.type_of(text, index, op, template)
        return None if t is False else t

    def unknown_op(self, shape: Shape) -> None:
        known = [f"pto.{n}" for n in R.OPS]
        guess = _closest(shape.op, known)
        hint = f"; did you mean {guess}?" if guess else ""
        self.add(-1, f"unknown op {shape.op} (not in the ISA database){hint}", "unknown-op",
                 "warning" if self.allow_unknown else "error", shape.op)

    def other_op(self, shape: Shape, uses: list, results: list) -> None:
        sig = None
        if shape.op.startswith("arith.") and not shape.generic:
            sig = arith.signature(shape.op[6:], shape.operand_types, tuple(t.text for t in shape.tokens),
                                  len(shape.uses), shape.result_count)
        elif shape.op in ("scf.for", "scf.if") and not shape.generic and shape.uses:
            sig = arith.scf_signature(shape.op, shape.operand_types, len(shape.uses))
        if sig is not None:
            for message, about in sig.problems:
                at = shape.template.find(about) if about else -1
                if at >= 0 and about.startswith("to "):
                    at += 3
                self.add(at if at >= 0 else -1, message, "scf-type" if shape.op.startswith("scf.") else "arith-type")
            expected = [self._typed(t, -1, shape.op) if t else None for t in sig.operands]
            for k, i in enumerate(shape.uses):
                uses.append((shape.value(i), expected[k] if k < len(expected) else None))
            if shape.op.startswith("scf."):
                self._written_results(shape, results)
                return
            (i, _), = shape.results
            results.append((shape.value(i), "", self._typed(sig.results[0], -1, shape.op)))
            return
        for i in shape.uses:
            uses.append((shape.value(i), None))
        self._written_results(shape, results)

    def _written_results(self, shape: Shape, results: list) -> None:
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
                if kinds_fit(got, rules):  # several forms may read alike (vdup of a scalar or a lane)
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
        # MLIR's own bookkeeping of variadic operands, and a dialect's discardable attributes
        # (`pto.inferred_layout`: a name with a dot), are not the op's attributes
        # and neither are the entries the op lists as unread (PTOAS keeps them, nothing reads them)
        kept = {k: v for k, v in attr_entries(b.attrs or "").items()
                if k != "operandSegmentSizes" and "." not in k and k not in rules.unread}
        if b.attrs and not kept:
            b = replace(b, attrs=None)
        if b.attrs and b.attrs.replace(" ", "") != "{}":
            if not any(a.written in ("dict", "string") or a.written == "integer" and name in kept
                       for name, a in rules.attributes.items()):
                self.add(-1, f"{shape.op}: unexpected attributes {b.attrs} (the op declares none)", "attributes",
                         op=rules.name, page=rules.page)
            else:
                written.update(kept)
        if rules.attributes and written:
            written, problems = R.read_legacy_attributes(rules.name, written)
            for v in problems:
                self.add(-1, v.message, v.rule, op=rules.name, page=v.page)
        if rules.attributes or written:
            for v in R.verify_attributes(rules.name, written):
                at = next((i for slot, _, i in b.strings if slot.lower() in v.message), -1)
                self.add(at, v.message, v.rule, op=rules.name, page=v.page)
        each: dict[str, list[Any]] = {}  # a list operand (`ins(%events... : T...)`) has one type per value
        for name, text in b.types:
            each.setdefault(name, []).append(self.type_of(text, 0, shape.op, shape.template))
        typed = {name: ts[0] for name, ts in each.items()}
        nth: dict[str, int] = {}
        for name, index in b.operands:
            declared = rules.asm_names.get(name, name)
            k = nth[name] = nth.get(name, -1) + 1
            ts = each.get(name)
            t = ts[min(k, len(ts) - 1)] if ts else None
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
            # the dictionary attributes as written, else their defaults, for the rules that read them
            attrs = {f"@{n}": written.get(n, a.default) for n, a in rules.attributes.items() if a.written == "dict"}
            clean = tuple(sorted((n, t) for n, t in by_name.items() if t is not None)) + \
                tuple(sorted((n, v) for n, v in attrs.items() if v is not None))
            # pto.tquant.mx: the op's messages name it as written (an assembly mnemonic keeps pto.NAME)
            spelled = b.form.mnemonic if b.form.mnemonic.startswith("pto.") else f"pto.{rules.name}"
            for v in _check(rules.name, self.target, b.form.mode, clean):
                self.add(-1, v.message.replace(f"pto.{rules.name}", spelled, 1), v.rule, op=rules.name, page=v.page)
            for name, ts in each.items():  # each further value of a list operand, checked as the first was
                for t in dict.fromkeys(ts[1:]):
                    if t is not None and t is not False and t != typed[name]:
                        other = tuple(sorted((n, t if n == name else u) for n, u in clean))
                        for v in _check(rules.name, self.target, b.form.mode, other):
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
_PLANS: dict[tuple, Plan] = {}
_ALIASES: dict[tuple, int] = {}  # a program's aliases -> a small number for `_PLANS`'s keys


def aliases_key(aliases: dict[str, str]) -> int:
    """A small number standing for a program's aliases in `plan_for`'s cache."""
    key = tuple(sorted(aliases.items()))
    if key not in _ALIASES and len(_ALIASES) >= 4096:
        _ALIASES.clear()
        _PLANS.clear()
    return _ALIASES.setdefault(key, len(_ALIASES))


def plan_for(shape: Shape, target: str, allow_unknown: bool, aliases: dict[str, str], aliases_id: int) -> Plan:
    """The plan of `shape` (`aliases_id` is `aliases_key(aliases)`)."""
    key = (shape.template, target, allow_unknown, aliases_id)
    plan = _PLANS.get(key)
    if plan is None:
        if len(_PLANS) >= 65536:
            _PLANS.clear()
        plan = _PLANS[key] = Planner(target, allow_unknown, aliases).plan(shape, len(shape.template))
    return plan
