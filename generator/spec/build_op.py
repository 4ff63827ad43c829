"""Turn one resolved op (YAML after inheritance) into a model `Op`, checking
everything a schema cannot: names that must exist, syntax forms that must agree
with the declared operands, checks and expressions that must compile."""
from __future__ import annotations

import re
import string
from dataclasses import replace
from pathlib import Path

from ..lang.cexpr import CALLS, calls_in, into_numpy, names_in, to_numpy
from ..lang.checkexpr import CheckError, compile_check
from ..lang.clike import ParseError, declared_names, macro_name, parse_expression, parse_program, walk
from .defaults import filled
from ..diagnostics import Diagnostic, Location
from .model import (A2A3Cost, Attribute, Constraint, Erratum, Evidence, FactEvidence, Latency, Machine, Op, Operand,
                    PipeCase, TargetTypes, TransferBytes, TransferPipe)
from .memory_checks import check_memory_semantics
from .resolve import ResolvedOp
from ..lang.syntax import SyntaxFormError, parse_form, type_kind, typed_operands

_MNEMONIC = re.compile(r"\bpto\.([A-Za-z_]\w*)")
_PARAMS = ("startup", "completion", "per_repeat", "interval")
_REQUIRES = {
    "elementwise": ("expr",), "reduce": ("combine",), "group_reduce": ("combine",),
    "pair_reduce": ("combine",), "row_reduce": ("combine",), "col_reduce": ("combine",),
    "tile_argreduce": ("combine", "axis", "init"),
    "carry": ("combine",), "compare": ("by", "exprs"), "resize": ("convert", "result_type", "part"),
    "convert": ("pairs", "parts"), "fused_convert": ("expr", "result_type"), "iota": ("by", "exprs"),
    "load": ("by", "dists"), "store": ("by", "dists"), "dma": ("dma",), "dma_register": ("dma_register",),
    "cube_move": ("cube_move",), "cube": ("cube",),
    "align": ("align",),
    "sync": ("flag",), "tile_elementwise": ("expr",), "tile_memory": ("tile_action",),
    "tile_compare": ("by", "exprs", "packing"), "tile_select": ("packing",),
    "tile_sort": ("sort",), "tile_generate": ("generate",), "tile_sync": ("sync",), "tile_pipe": ("pipe_action",), "tile_quant": ("quant",),
    "tile_matmul": ("matmul_sum", "acc_from"), "tile_mad_mode": ("mad_mode",),
}


def _expression(text: str, bind: dict[str, str], report) -> str | None:
    """numpy code for an element or index expression, or None after reporting what is wrong."""
    try:
        tree = parse_expression(text)
    except ParseError as exc:
        report(str(exc))
        return None
    bad = [f"expression names '{n}' (names: {', '.join(bind) or 'none'})" for n in sorted(names_in(tree) - set(bind))]
    bad += [f"unknown function '{c}' (known: {', '.join(sorted(CALLS))})" for c in sorted(calls_in(tree) - set(CALLS))]
    for message in bad:
        report(message)
    return None if bad else to_numpy(tree, bind)


def _expression_into(text: str, bind: dict[str, str]) -> str | None:
    """The form of a checked element expression that computes into `out`, if it has one."""
    return into_numpy(parse_expression(text), bind)


class OpBuilder:
    def __init__(self, machine: Machine, op_names: set[str], schema_dir: Path):
        self.m = machine
        self.schema_dir = schema_dir
        self.op_names = op_names
        self.targets = [t.id for t in machine.targets]
        self.constants = {c for c, _ in machine.pseudocode_constants}
        self.dtypes = {d.name for d in machine.dtypes}

    # ------------------------------------------------------------------ build
    def build(self, r: ResolvedOp, decisions, source: str):
        d = r.data
        errs: list[Diagnostic] = []
        name = d["name"]

        def err(path, msg, key=False):
            errs.append(Diagnostic(r.at(tuple(path), key=key), f"pto.{name}: {msg}"))

        modes = tuple((m["name"], " ".join(m["text"].split())) for m in d.get("modes", []))
        mode_names = {m for m, _ in modes}
        forms = []
        for i, f in enumerate(d["syntax"]):
            mode = f.get("mode", modes[0][0] if modes else "default")
            if modes and mode not in mode_names:
                err(("syntax", i, "mode"), f"unknown mode '{mode}' (declared: {', '.join(sorted(mode_names))})")
            text = f["text"].replace("{op}", name).replace("{OP}", name.upper())
            try:
                parsed = parse_form(f["form"], mode, text)
            except SyntaxFormError as exc:
                err(("syntax", i, "text"), f"{f['form']} form: {exc}")
                continue
            if f.get("type_order"):
                try:
                    parsed = parse_form(f["form"], mode, text, f["type_order"])
                except SyntaxFormError as exc:
                    err(("syntax", i, "type_order"), f"{f['form']} form: {exc}")
                    continue
            forms.append(parsed)
        if errs:
            return None, errs

        expected = {"asm": name, "ssa": f"pto.{name}", "dps": f"pto.{name}", "cpp": name.upper()}
        # PTOAS spells a few ops with a dot (pto.tquant.mx: file and function tquant_mx); their
        # C++ intrinsic is the name before it (TQUANT)
        dotted = f"pto.{name.replace('_', '.')}"
        if "_" in name and any(f.form in ("ssa", "dps") and f.mnemonic == dotted for f in forms):
            expected.update(ssa=dotted, dps=dotted, cpp=name.split("_")[0].upper())
        for i, f in enumerate(forms):
            if f.mnemonic != expected[f.form]:
                err(("syntax", i, "text"), f"{f.form} form names '{f.mnemonic}', expected '{expected[f.form]}'")

        operands, op_errs = self._operands(r, forms, modes)
        errs += op_errs
        known = {o.name: o for o in operands}
        kinds = {o.name: o.kind for o in operands}

        element_types = []
        for oname, per_target in d["element_types"].items():
            if oname not in known:
                err(("element_types", oname), f"element types for undeclared operand '{oname}'", key=True)
                continue
            resolved_targets = self._element_types(r, oname, per_target, err)
            element_types.append((oname, resolved_targets))
        # An operand whose type no form writes (a sync op's index buffer id) or an !pto.align state
        # has no element types to give.
        if not element_types and any(o.kind != "mask" and o.types and "!pto.align" not in o.types for o in operands):
            err(("element_types",), "no element types declared")

        symbols = {"VREG_BITS": str(self.m.vreg_bytes * 8), "int": repr("int"), "float": repr("float")}
        for v in self.m.tile_kinds + self.m.blayouts + self.m.slayouts + tuple(self.dtypes) + tuple(n for n, _ in self.m.masks) \
                + tuple(mem.id for mem in self.m.memories) + tuple(c for c in self.m.compact_modes if c != "Null") \
                + tuple(p for p in self.m.pads if p != "Null"):  # (a tile's pad: `dst.pad in (Zero, Max, Min)`)
            symbols[v] = repr(v)
        constraints = []
        seen_ids = set()
        # A check may compare a dictionary attribute with one of its values (`coalesce == 'row'`).
        attr_values = {n: self._values(a) for n, a in (d.get("attributes") or {}).items()
                       if a.get("written", "operand") == "dict" and all(e in self.m.enums for e in _names(a.get("values_of")))}
        for i, c in enumerate(d.get("constraints", [])):
            cid = c.get("id")
            if cid:
                if cid in seen_ids:
                    err(("constraints", i, "id"), f"duplicate constraint id '{cid}'")
                seen_ids.add(cid)
            for t in c.get("targets", []):
                if t not in self.targets:
                    err(("constraints", i, "targets"), f"unknown target '{t}' (known: {', '.join(self.targets)})")
            for mo in c.get("modes", []):
                if mo not in mode_names:
                    err(("constraints", i, "modes"), f"unknown mode '{mo}'")
            compiled = None
            if "check" in c:
                if not cid:
                    err(("constraints", i), "a constraint with a check needs an id")
                try:
                    compiled = compile_check(c["check"], kinds, symbols, attr_values)
                except CheckError as exc:
                    err(("constraints", i, "check"), str(exc))
                    continue
                missing = self._mode_gaps(compiled, known, c.get("modes", []), mode_names)
                if missing:
                    err(("constraints", i, "check"), f"check uses '{missing}', which does not exist in every mode it applies to")
            constraints.append(Constraint(cid, c.get("group"), " ".join(c["text"].split()), compiled,
                                          tuple(c.get("targets", [])), tuple(c.get("modes", []))))

        sem = self._filled(d, "semantics")  # every semantics field present, None when not declared
        for req in _REQUIRES.get(sem.get("pattern", ""), ()):
            if req == "expr" and sem.get("exprs") is not None:
                continue  # the expression depends on an attribute (by / exprs)
            if sem[req] is None:
                err(("semantics",), f"semantics pattern '{sem.get('pattern')}' needs '{req}'")
        if sem["pattern"] is None:
            err(("semantics",), "semantics needs a 'pattern'")
        if sem.get("sync") == "all":  # a barrier: what it is per target, and who takes part per core type
            for req in ("barrier", "participants"):
                if sem.get(req) is None:
                    err(("semantics",), f"semantics sync 'all' needs '{req}'")
            attrs = d.get("attributes") or {}
            if "core_type" not in attrs:
                err(("semantics", "sync"), "sync 'all' needs a 'core_type' attribute, the participants' core type")
            elif sem.get("participants") is not None:
                values = set(self._values(attrs["core_type"]))
                if set(sem["participants"]) != values:
                    err(("semantics", "participants"), f"participants must name each core_type value "
                                                       f"({', '.join(sorted(values))})")
        if sem["pattern"] == "permute" and not sem.get("lanes") and not sem.get("exprs"):
            err(("semantics",), "semantics pattern 'permute' needs 'lanes' (or 'by' and 'exprs')")
        if sem.get("exprs") is not None and sem.get("by") is None:
            err(("semantics", "exprs"), "'exprs' needs 'by', the attribute that chooses among them")
        for problem, where in self._tile_move_problems(d, sem, known):
            err(where, problem)
        pseudo = self._pseudo_names(d, operands)
        elementwise_numpy = elementwise_into = None
        # The expression's names: the input vregs (x, y, ...) and scalars (s, s2, ...), in declared order.
        vregs = [o for o in operands if o.role == "in" and o.kind in ("vreg", "tile") and o.pseudo]
        scalars = [o for o in operands if o.role == "in" and o.kind == "scalar" and o.pseudo]
        bind = {o.pseudo: py for o, py in zip(vregs, ("x", "y", "z"))}
        bind.update({o.pseudo: py for o, py in zip(scalars, ("s", "s2", "s3"))})
        # A tile op whose expression names its destination reads it (taxpy: dst = src * s + dst).
        reads_dst = False
        if sem.get("pattern") == "tile_elementwise":
            dst_tile = next((o for o in operands if o.role == "out" and o.kind == "tile" and o.pseudo), None)
            texts = [sem.get("expr") or ""] + [(v or {}).get("expr") or "" for v in (sem.get("by_target") or {}).values()]
            if dst_tile is not None and any(re.search(rf"\b{re.escape(dst_tile.pseudo)}\b", t) for t in texts):
                bind[dst_tile.pseudo] = "d"
                reads_dst = True
            for k, v in (sem.get("dst_types") or {}).items():
                for ty in (k, *v):
                    if ty not in self.dtypes:
                        err(("semantics", "dst_types", k), f"unknown element type '{ty}'")
            if sem.get("dst_types") and not reads_dst:
                err(("semantics", "dst_types"), "'dst_types' is for an op whose expression reads its destination")
            if sem.get("dst_types"):
                sem["dst_types"] = {k: tuple(v) for k, v in sem["dst_types"].items()}
        # a broadcast for every target, or one target's own (by_target: the CPU reads another column)
        if any(isinstance(v, dict) and v.get("broadcast") for v in (sem.get("by_target") or {}).values()):
            sem["by_target"] = {t: dict(v) if isinstance(v, dict) else v for t, v in sem["by_target"].items()}
        for where, holder in [((), sem)] + [(("by_target", t), v) for t, v in (sem.get("by_target") or {}).items()
                                             if isinstance(v, dict) and v.get("broadcast")]:
            if not holder.get("broadcast"):
                continue
            tile_ins = [o.name for o in operands if o.role == "in" and o.kind == "tile" and not o.optional]
            if sem.get("pattern") != "tile_elementwise":
                err(("semantics", *where, "broadcast"), "'broadcast' is for pattern tile_elementwise")
            for k in holder["broadcast"]:
                if k not in tile_ins:
                    err(("semantics", *where, "broadcast", k), f"'{k}' is not a source tile "
                                                               f"(sources: {', '.join(tile_ins) or 'none'})", key=True)
            # per source tile, in order: how it is read (None: at each place of the region)
            holder["broadcast"] = tuple(holder["broadcast"].get(n) for n in tile_ins)
        partials = [(("semantics", "partial"), sem.get("partial"))] + [
            (("semantics", "by_target", tid, "partial"), v.get("partial")) for tid, v in (sem.get("by_target") or {}).items()]
        for where, part in partials:
            if not part:
                continue
            n_tiles = sum(1 for o in operands if o.role == "in" and o.kind == "tile" and not o.optional)
            if sem.get("tile_action") == "part_arg":
                pass  # two value tiles and their index tiles (runtime/tile_partial.py: part_arg)
            elif sem.get("pattern") != "tile_elementwise" or n_tiles != 2 or sem.get("broadcast"):
                err(where, "'partial' is for pattern tile_elementwise with two source tiles and no broadcast")
            if part["rule"] == "overlay" and not part.get("fill"):
                err(where, "rule 'overlay' needs a 'fill', the value dst's region starts from")
        if sem.get("count") is not None and sem["count"] not in {o.name for o in vregs}:
            err(("semantics", "count"), f"'{sem['count']}' is not an input vector operand "
                                        f"(inputs: {', '.join(o.name for o in vregs) or 'none'})")
        if sem["expr"] is not None:
            try:
                tree = parse_expression(sem["expr"])
                for n in sorted(names_in(tree) - set(bind)):
                    err(("semantics", "expr"), f"expression names '{n}', which is no input operand's pseudocode "
                                               f"name (inputs: {', '.join(bind) or 'none'})")
                for c in sorted(calls_in(tree) - set(CALLS)):
                    err(("semantics", "expr"), f"unknown function '{c}' (known: {', '.join(sorted(CALLS))})")
                if not errs:
                    elementwise_numpy = to_numpy(tree, bind)
                    elementwise_into = into_numpy(tree, bind)
            except ParseError as exc:
                err(("semantics", "expr"), str(exc))
        mode_exprs = []  # a mode whose element expression differs (tdivs's scalar-first form)
        for mname, text in (sem.get("mode_exprs") or {}).items():
            if mname not in mode_names or mname == (modes[0][0] if modes else None):
                err(("semantics", "mode_exprs", mname), f"'{mname}' is not a mode after the first "
                                                        f"(modes: {', '.join(m for m, _ in modes) or 'none'})", key=True)
                continue
            compiled = _expression(text, bind, lambda msg, mname=mname: err(("semantics", "mode_exprs", mname), msg))
            if compiled is not None:
                mode_exprs.append((mname, (text, compiled)))
        def order(text: str | None) -> tuple[str, ...]:
            """The expression's inputs (as bound: x, y, s) in the order it first names them."""
            if not text:
                return ()
            at = {py: m.start() for name, py in bind.items() if (m := re.search(rf"\b{name}\b", text))}
            return tuple(sorted(at, key=at.__getitem__))
        first_mode = modes[0][0] if modes and mode_exprs else ""
        operand_orders = [(first_mode, order(sem.get("expr")))] + [(m, order(t)) for m, (t, _) in mode_exprs]
        target_exprs = []  # a target whose element expression differs (the CPU simulator's C++)
        type_exprs = []  # a target's element type whose expression differs (A5's f16 expdif: vsub, then vexp)
        for tid, over in (sem.get("by_target") or {}).items():
            if over.get("expr") is not None and over["expr"] != sem["expr"]:
                compiled = _expression(over["expr"], bind,
                                       lambda msg, tid=tid: err(("semantics", "by_target", tid, "expr"), msg))
                if compiled is not None:
                    target_exprs.append((tid, (over["expr"], compiled)))
            for tname, text in (over.get("type_exprs") or {}).items():
                where = ("semantics", "by_target", tid, "type_exprs", tname)
                if tname not in self.dtypes:
                    err(where, f"unknown element type '{tname}'", key=True)
                    continue
                compiled = _expression(text, bind, lambda msg, where=where: err(where, msg))
                if compiled is not None:
                    type_exprs.append((tid, tname, (text, compiled)))
        if sem.get("pattern") == "permute":  # index expressions: over the lane i, N and the scalars
            bind = {"i": "i", "N": "N", **{o.pseudo: py for o, py in zip(scalars, ("s", "s2", "s3"))}}
        if sem.get("pattern") in ("predicate", "load", "store"):  # lanes over i, N, the scalars and masks by name
            bind = {"i": "i", "N": "N", **{o.pseudo: o.pseudo for o in scalars},
                    **{o.pseudo: o.pseudo for o in operands if o.role == "in" and o.kind == "mask" and o.pseudo}}
        if sem.get("pattern") == "mask_permute":  # index expressions, as permute's
            bind = {"i": "i", "N": "N", **{o.pseudo: py for o, py in zip(scalars, ("s", "s2", "s3"))}}
        if sem.get("pattern") == "iota":  # lane values: over the lane i and the scalar base
            bind = {"i": "i", **{o.pseudo: "base" for o in scalars[:1]}}
        lanes_numpy: list[tuple[str, str]] = []
        results = {o.name for o in operands if o.role == "out"}
        for rname, text in (sem.get("lanes") or {}).items():
            if rname not in results:
                err(("semantics", "lanes", rname), f"'{rname}' is not a result (results: {', '.join(sorted(results))})", key=True)
                continue
            compiled = _expression(text, bind, lambda msg, rname=rname: err(("semantics", "lanes", rname), msg))
            if compiled is not None:
                lanes_numpy.append((rname, compiled))
        part_values = set(((d.get("attributes") or {}).get("part") or {}).get("values", ()))
        for ratio, values in (sem.get("parts") or {}).items():
            for v in values:
                if v not in part_values:
                    err(("semantics", "parts", ratio), f"'{v}' is not a value of the part attribute", key=True)
        for i, pair in enumerate(sem.get("pairs") or ()):
            for key in ("from", "to"):
                if pair[key] not in self.dtypes:
                    err(("semantics", "pairs", i, key), f"unknown element type '{pair[key]}'")
            rnd_values = set(((d.get("attributes") or {}).get("rnd") or {}).get("values", ()))
            for mode in pair.get("rnd") or ():
                if mode not in rnd_values:
                    err(("semantics", "pairs", i, "rnd"), f"'{mode}' is not a value of the rnd attribute")
        constraints += self._conversion_rules(sem.get("tile_conversions") or (), kinds, symbols, err)
        for k, v in (sem.get("result_type") or {}).items():
            for ty in (k, v):
                if ty not in self.dtypes:
                    err(("semantics", "result_type", k), f"unknown element type '{ty}'")
        by_numpy: list[tuple[str, str]] = []
        by_into: list[tuple[str, str | None]] = []
        if sem.get("exprs") is not None:
            attr = (d.get("attributes") or {}).get(sem.get("by") or "")
            if attr is None:
                err(("semantics", "by"), f"'{sem.get('by')}' is not a declared attribute")
            elif set(sem["exprs"]) | set(sem.get("not_modelled") or ()) != set(self._values(attr)):
                err(("semantics", "exprs"), f"exprs must give one expression per value of '{sem['by']}' "
                                            f"({', '.join(self._values(attr))}), or list it under not_modelled")
            for value, text in sem["exprs"].items():
                compiled = _expression(text, bind, lambda msg, value=value: err(("semantics", "exprs", value), msg))
                if compiled is not None:
                    by_numpy.append((value, compiled))
                    by_into.append((value, _expression_into(text, bind)))
        dists_numpy = check_memory_semantics(self, d, sem, operands, bind, err)
        self._check_lane_count(r, sem, operands, err)
        by_target = []
        for tid in self.targets:
            merged = {k: v for k, v in sem.items() if k != "by_target"}
            merged.update((sem.get("by_target") or {}).get(tid, {}))
            by_target.append((tid, merged))
        for tid in (sem.get("by_target") or {}):
            if tid not in self.targets:
                err(("semantics", "by_target", tid), f"unknown target '{tid}' (known: {', '.join(self.targets)})", key=True)
        for k, v in (sem.get("widen") or {}).items():
            for ty in (k, v):
                if ty not in self.dtypes:
                    err(("semantics", "widen", k), f"unknown element type '{ty}'")
        if isinstance(sem.get("accumulate"), dict):
            for k, v in sem["accumulate"].items():
                for t in (k, v):
                    if t not in self.dtypes:
                        err(("semantics", "accumulate", k), f"unknown element type '{t}'")

        self._check_pseudo_targets(r, pseudo, operands, err)
        macros = {macro_name(sem["by"])} if sem.get("by") else set()
        if sem.get("pattern") in ("convert", "fused_convert", "tile_convert"):
            macros.add("CONVERT")  # one lane's conversion, as the semantics defines it
        # An attribute reads, in pseudocode, as the position of its value in its list (LOWER 0, HIGHER 1).
        attr_names = set(d.get("attributes") or {})
        errs += self._check_code(r, ("pseudocode",), d["pseudocode"], pseudo, name, macros=macros, names=attr_names)
        if "seed_pseudocode" in d:
            errs += self._check_code(r, ("seed_pseudocode",), d["seed_pseudocode"], pseudo, name, "seed pseudocode")
        for tid, code in d.get("target_pseudocode", {}).items():
            if tid not in self.targets:
                err(("target_pseudocode", tid), f"unknown target '{tid}' (known: {', '.join(self.targets)})", key=True)
            errs += self._check_code(r, ("target_pseudocode", tid), code, pseudo, name, f"{tid} pseudocode",
                                     macros=macros, names=attr_names)
        for i, ex in enumerate(d.get("examples", [])):
            if ex["lang"] == "c":
                errs += self._check_code(r, ("examples", i, "code"), ex["code"], pseudo, name, "example")
            elif ex["lang"] == "pto":
                for msg in self._example_mismatches(ex["code"], {name: forms},
                                                    {o.name for o in operands if o.optional}):
                    err(("examples", i, "code"), msg)

        attributes = self._attributes(r, forms, err)
        unread = tuple((k, " ".join(v.split())) for k, v in (d.get("unread_attributes") or {}).items())
        for k, _ in unread:
            if any(a.name == k for a in attributes):
                err(("unread_attributes", k), f"'{k}' is a declared attribute of the op, not an unread one", key=True)
        latency = self._latency(r, element_types, operands, err)
        expansions = self._expansions(d, element_types, err)
        evidence = self._evidence(r, sem, element_types, err)
        pipe = self._pipe(r, operands, mode_names, err)
        errata = tuple(Erratum(e["fact"], " ".join(e["seed_says"].split()), " ".join(e["now"].split()),
                               e.get("source", "seed"))
                       for e in d.get("errata", ()))
        facts = {f for f, _ in self.m.evidence_facts}
        for i, e in enumerate(d.get("errata", ())):
            if e["fact"] not in facts:
                err(("errata", i, "fact"), f"unknown fact '{e['fact']}' (known: {', '.join(sorted(facts))})")
        op = Op(
            name=name, set=d["set"], source=source, summary=" ".join(d["summary"].split()),
            mechanism=" ".join(d["mechanism"].split()), modes=modes, forms=tuple(forms),
            operands=tuple(operands), cpp_return=d.get("cpp_return"), element_types=tuple(element_types),
            semantics=sem, semantics_by_target=tuple(by_target), elementwise_numpy=elementwise_numpy,
            by_numpy=tuple(by_numpy), lanes_numpy=tuple(lanes_numpy), dists_numpy=dists_numpy,
            side_effects=d.get("side_effects"),
            constraints=tuple(constraints), exceptions=tuple(d.get("exceptions", ())),
            target_profile=tuple(" ".join(t.split()) for t in d.get("target_profile", ())),
            pseudocode=d["pseudocode"].rstrip("\n"), pseudocode_names=tuple(sorted(pseudo.items())),
            seed_pseudocode=d["seed_pseudocode"].rstrip("\n") if "seed_pseudocode" in d else None,
            target_pseudocode=tuple((tid, code.rstrip("\n")) for tid, code in d.get("target_pseudocode", {}).items()),
            inputs_text=_flat(d.get("inputs_text")), outputs_text=_flat(d.get("outputs_text")),
            performance_notes=tuple(d.get("performance_notes", ())),
            examples=tuple(self._filled(d, "examples") or ()), related=tuple(self._filled(d, "related") or ()),
            latency=latency, a2a3_lowering=self._filled(d, "a2a3_lowering"),
            tmp_tile=tuple(self._filled(d, "tmp_tile") or ()), decisions=tuple(decisions),
            evidence=evidence, errata=errata, attributes=attributes, unread_attributes=unread,
            elementwise_into=elementwise_into,
            by_into=tuple(by_into), target_exprs=tuple(target_exprs), type_exprs=tuple(type_exprs), mode_exprs=tuple(mode_exprs), expansions=expansions,
            operand_orders=tuple(operand_orders),
            expansion_op=(d.get("expansion") or {}).get("op"), expansion_text=(d.get("expansion") or {}).get("text"),
            expansion_free_names=(d.get("expansion") or {}).get("free_names"),
            expansion_signless=bool((d.get("expansion") or {}).get("signless")),
            expansion_none=bool((d.get("expansion") or {}).get("none")),
            expansion_same_as=(d.get("expansion") or {}).get("same_as"),
            expansion_scalar_type=(d.get("expansion") or {}).get("scalar_type"), reads_dst=reads_dst,
            expansion_paths=tuple((k, " ".join(v["text"].split()))
                                  for k, v in ((d.get("expansion") or {}).get("paths") or {}).items()),
            expansion_masks=_own_templates(_template_of(d.get("expansion") or {})),
            pipe=pipe,
        )
        if pipe:
            absent = {tid for tid, _ in op.absent_targets()}
            rows: dict[str, list[str]] = {}
            for tid in self.targets:
                if tid not in absent:
                    rows.setdefault(op.pipe_text(tid), []).append(tid)
            op = replace(op, pipe_rows=tuple((tuple(tids), text) for text, tids in rows.items()))
        if op.a2a3_lowering:
            for i, seq in enumerate(op.a2a3_lowering.get("sequences", [])):
                if seq["dtype"] not in self.dtypes:
                    err(("a2a3_lowering", "sequences", i, "dtype"), f"unknown element type '{seq['dtype']}'")
        return (None if errs else op), errs

    def _filled(self, d, key):
        return filled(d[key], self.schema_dir, "op.schema.json", "properties", key) if key in d else None

    # --------------------------------------------------------------- operands
    def _operands(self, r: ResolvedOp, forms, modes):
        d = r.data
        errs = []
        name = d["name"]
        docs_in, docs_out = d["operands"], d["results"]
        asm_alias = {v["asm"]: k for k, v in list(docs_in.items()) + list(docs_out.items()) if "asm" in v}
        kinds: dict[str, list[str]] = {}  # forms may type an operand as several kinds (a pointer or a view)
        type_texts: dict[str, list[str]] = {}
        used_in, used_out = set(), set()
        for i, f in enumerate(forms):
            ins, outs = list(f.operands), list(f.results)
            if f.form == "asm" and not f.results:
                # `vcgmin %dst, %src, %mask`: the destination comes first.
                outs, ins = [asm_alias.get(n, n) for n in ins if asm_alias.get(n, n) in docs_out], \
                            [asm_alias.get(n, n) for n in ins if asm_alias.get(n, n) not in docs_out]
            if f.form == "cpp":
                outs = [n for n in ins if n in docs_out]
                ins = [n for n in ins if n in docs_in]
            ins = [asm_alias.get(n, n) for n in ins]
            outs = [asm_alias.get(n, n) for n in outs]
            for n in ins:
                if n not in docs_in:
                    errs.append(Diagnostic(r.at(("syntax", i, "text")), f"pto.{name}: {f.form} form uses operand '%{n}', which is not declared under 'operands'"))
            for n in outs:
                if n not in docs_out:
                    errs.append(Diagnostic(r.at(("syntax", i, "text")), f"pto.{name}: {f.form} form uses result '%{n}', which is not declared under 'results'"))
            used_in.update(ins)
            used_out.update(outs)
            if f.form in ("ssa", "dps"):
                for n, t in list(zip(typed_operands(f), f.operand_types)) + list(zip(f.results, f.result_types)):
                    if type_kind(t) not in kinds.setdefault(n, []):
                        kinds[n].append(type_kind(t))
                    if t not in type_texts.setdefault(n, []):
                        type_texts[n].append(t)
        for n in docs_in:
            if n not in used_in:
                errs.append(Diagnostic(r.at(("operands", n), key=True), f"pto.{name}: operand '{n}' appears in no syntax form"))
        for n in docs_out:
            if n not in used_out:
                errs.append(Diagnostic(r.at(("results", n), key=True), f"pto.{name}: result '{n}' appears in no syntax form"))
        mode_names = {m for m, _ in modes}
        operands = []
        for role, table in (("in", docs_in), ("out", docs_out)):
            for n, doc in table.items():
                for mo in doc.get("modes", []):
                    if mo not in mode_names:
                        errs.append(Diagnostic(r.at((("operands" if role == "in" else "results"), n, "modes")), f"pto.{name}: unknown mode '{mo}'"))
                operands.append(Operand(n, role, "|".join(kinds.get(n, ["scalar"])), tuple(type_texts.get(n, ())),
                                        " ".join(doc["description"].split()),
                                        doc.get("pseudo"), doc.get("asm"), tuple(doc.get("modes", ())),
                                        bool(doc.get("optional", False)), tuple(doc.get("unplanned", ()))))
                for t in doc.get("unplanned", ()):
                    if t not in self.targets:
                        errs.append(Diagnostic(r.at(("operands", n, "unplanned")), f"pto.{name}: unknown target '{t}'"
                                               f" (known: {', '.join(self.targets)})"))
                if doc.get("unplanned") and kinds.get(n, ["scalar"]) != ["tile"]:
                    errs.append(Diagnostic(r.at(("operands", n, "unplanned")), f"pto.{name}: only a tile operand can "
                                           f"be unplanned ('{n}' is a {'|'.join(kinds.get(n, ['scalar']))})"))
        return operands, errs

    def _attributes(self, r, forms, err) -> tuple[Attribute, ...]:
        """Declared string attributes; an `operand` one must have its "NAME" slot in a form."""
        out = []
        slots = {m for f in forms if f.form in ("ssa", "dps") for m in re.findall(r'"([^"]*)"', f.text)}
        literals = {m for f in forms if f.form in ("ssa", "dps")
                    for m in re.findall(r"(?<![\w%\"<!#.])([A-Z][A-Z0-9_]*)\b(?![\w\">])",
                                        f.text.split(":")[0] + " ".join(re.findall(r"\{[^{}]*\}", f.text)))}
        for name, a in (r.data.get("attributes") or {}).items():
            written = a.get("written", "operand")
            if written == "string":  # any quoted string in the attribute dictionary (reserve_buffer's name)
                out.append(Attribute(name, (), written, a.get("default"), " ".join(a["description"].split()),
                                     bool(a.get("optional"))))
                continue
            if written == "integer":
                if name.upper() not in literals:
                    err(("attributes", name), f"attribute '{name}' is written as an integer, but no syntax form has the "
                                              f"placeholder {name.upper()}", key=True)
                out.append(Attribute(name, (), written, a.get("default"), " ".join(a["description"].split()),
                                     bool(a.get("optional"))))
                continue
            if written == "operand" and name.upper() not in slots:
                err(("attributes", name), f'attribute \'{name}\' is written as an operand, but no syntax form has '
                                          f'the slot "{name.upper()}"', key=True)
            unknown = [e for e in _names(a.get("values_of")) if e not in self.m.enums]
            if unknown:
                err(("attributes", name, "values_of"), f"unknown value list '{unknown[0]}' (enums in "
                                                       f"isa/machine.yaml: {', '.join(sorted(self.m.enums))})")
                continue
            values = self._values(a)
            if a.get("default") is not None and a["default"] not in values:
                err(("attributes", name, "default"), f"default '{a['default']}' is not one of its values")
            legacy = None
            if a.get("legacy"):
                means = tuple((str(k), str(v)) for k, v in a["legacy"]["values"].items())
                for k, v in means:
                    if v not in values:
                        err(("attributes", name, "legacy", "values", k), f"'{v}' is not one of {name}'s values")
                legacy = (a["legacy"]["name"], means)
            out.append(Attribute(name, values, written, a.get("default"), " ".join(a["description"].split()),
                                 bool(a.get("optional")), ", ".join(_names(a.get("values_of"))) or None, legacy))
        declared = {a.name.upper() for a in out}
        for i, f in enumerate(forms):
            for slot in re.findall(r'"([^"]*)"', f.text):
                if f.form in ("ssa", "dps") and slot not in declared:
                    err(("syntax", i, "text"), f'the form has the string slot "{slot}", but no attribute '
                                               f"'{slot.lower()}' is declared")
        return tuple(out)

    def _check_lane_count(self, r: ResolvedOp, sem: dict, operands, err) -> None:
        """A predicate or mask_permute function sizes its masks from the width its mask result is
        typed with, or else from a mask input: an op with neither cannot be generated. (A family's
        defaults may write `!pto.mask<bK>` for its members, which each state their own syntax.)"""
        pattern = sem.get("pattern")
        if pattern not in ("predicate", "mask_permute"):
            return
        # The predicate functions take the count from a mask operand, never from the governing %mask.
        sources = [o for o in operands if o.role == "in" and o.kind == "mask"
                   and (pattern == "mask_permute" or o.pseudo != "mask")]
        result = next((o for o in operands if o.role == "out" and o.kind == "mask"), None)
        if sources or result is not None and self.m.mask_lanes(result.types[0]):
            return
        names = [f"!pto.mask<{n}>" for n, _ in self.m.masks]
        widths = ", ".join(names[:-1]) + " or " + names[-1]
        own = r.declared_by_op(("syntax",))
        if result is None:
            why, fix, where = "the op has no mask result", f"give it a mask result typed {widths}", ("name",)
        elif own:
            i = next((i for i, f in enumerate(r.data["syntax"]) if result.types[0] in f["text"]), 0)
            why, fix, where = f"result '{result.name}' is typed {result.types[0]}", f"type it {widths}", ("syntax", i, "text")
        else:
            why = f"result '{result.name}' is typed {result.types[0]} (inherited from the set's defaults)"
            fix, where = f"give the op its own syntax, with {widths}", ("name",)
        err(where, f"semantics pattern '{pattern}' needs the lane count: {why} and no input is a mask; {fix}")

    _MOVE_NEEDS = {"gather": ("roles", "index", "table_rows", "row_step", "col_step", "l1"),
                   "scatter": ("roles", "index", "table_rows", "row_step", "col_step", "coalesce", "row_compare"),
                   "prefetch": ("fill",), "move": ("move_region",), "extract": ("window_bound",),
                   "insert": ("window_bound",), "fill_pad": ("pad_extent", "pad_limits"), "transpose": (), "concat": (),
                   "histogram": ("bins_at",), "part_arg": ("pick", "partial", "better"),
                   "random": ("random_order",)}
    _ROLES = {"gather": {"table": "in", "index": "in", "coalesce": "attr", "oob": "attr"},
              "scatter": {"table": "out", "data": "in", "index": "in", "coalesce": "attr", "oob": "attr",
                          "atomic": "attr"}}
    _OPTIONAL_ROLES = {"gm_index": "in", "scratch": "in", "conflict": "attr"}

    def _tile_move_problems(self, d, sem, known):
        """What a gather, scatter or prefetch leaves out of its semantics, and roles that name no
        operand or attribute of the op (the template passes each by its role)."""
        action = sem.get("tile_action")
        for key in self._MOVE_NEEDS.get(action, ()):
            if sem.get(key) is None:
                yield f"semantics tile_action '{action}' needs '{key}'", ("semantics",)
        if action not in self._ROLES:
            return
        roles = {k: v for k, v in (sem.get("roles") or {}).items() if v is not None}
        attributes = set(d.get("attributes") or {})
        for role in self._ROLES[action]:
            if role not in roles:
                yield f"semantics roles: tile_action '{action}' needs the role '{role}'", ("semantics", "roles")
        for role, name in roles.items():
            kind = self._ROLES[action].get(role) or self._OPTIONAL_ROLES.get(role)
            if kind is None:
                yield f"semantics roles: '{role}' is not a role of tile_action '{action}'", ("semantics", "roles", role)
            elif kind == "attr" and name not in attributes:
                yield (f"semantics roles: {role} names '{name}', which is not an attribute of the op "
                       f"(attributes: {', '.join(sorted(attributes)) or 'none'})"), ("semantics", "roles", role)
            elif kind in ("in", "out") and (name not in known or known[name].role != kind):
                what = "an input operand" if kind == "in" else "a result"
                yield f"semantics roles: {role} names '{name}', which is not {what} of the op", ("semantics", "roles", role)

    def _conversion_rules(self, pairs, kinds, symbols, err) -> list[Constraint]:
        """tile_convert: one rule per target, from the op's table of (source, destination) pairs,
        so that the verifier's pair check and the semantics read the same list."""
        by_target: dict[str, dict[str, list[str]]] = {}
        for i, pair in enumerate(pairs):
            unknown = [key for key in ("from", "to", "via") if pair.get(key) is not None and pair[key] not in self.dtypes]
            for key in unknown:
                err(("semantics", "tile_conversions", i, key), f"unknown element type '{pair[key]}'")
            for t in () if unknown else pair["targets"]:
                if t not in self.targets:
                    err(("semantics", "tile_conversions", i, "targets"),
                        f"unknown target '{t}' (known: {', '.join(self.targets)})")
                by_target.setdefault(t, {}).setdefault(pair["from"], []).append(pair["to"])
        out = []
        for t, table in sorted(by_target.items()):
            check = " or ".join(f"(src.elem == {s} and dst.elem in ({', '.join(ds)},))" for s, ds in table.items())
            text = f"On {t}, `src` -> `dst` must be one of the pairs the Semantics section lists for {t}."
            try:
                compiled = compile_check(check, kinds, symbols)
            except CheckError as exc:
                err(("semantics", "tile_conversions"), str(exc))
                continue
            out.append(Constraint(f"pair-{t}", "Element Types", text, compiled, (t,), ()))
        return out

    def _values(self, attr: dict) -> tuple[str, ...]:
        """An attribute's values: its own list, or the machine's enum it names."""
        if "values" in attr:
            return tuple(attr["values"])
        return tuple(v for e in _names(attr.get("values_of")) for v in self.m.enums.get(e, ()))

    def _element_types(self, r, oname, per_target, err):
        out = {}
        spec_all = per_target.get("all")
        for t in per_target:
            if t != "all" and t not in self.targets:
                err(("element_types", oname, t), f"unknown target '{t}' (known: {', '.join(self.targets)})", key=True)
        for t in self.targets:
            spec = per_target.get(t, spec_all)
            note = None
            if spec is None:
                err(("element_types", oname), f"no element types for target '{t}' (give them, or 'all')")
                continue
            if isinstance(spec, dict) and "same_as" in spec:
                src = per_target.get(spec["same_as"], spec_all)
                if isinstance(src, dict) and src.get("any"):
                    out[t] = TargetTypes(t, tuple(sorted(self.dtypes)), spec.get("decision"), True)
                    continue
                if spec["same_as"] not in self.targets or not isinstance(src, list):
                    err(("element_types", oname, t, "same_as"), f"'same_as: {spec['same_as']}' must name a target with an explicit list")
                    continue
                note = f"same as {self.m.target(spec['same_as']).name}" + (f"; {spec['decision']}" if "decision" in spec else "")
                types = src
            elif isinstance(spec, dict) and spec.get("any"):
                out[t] = TargetTypes(t, tuple(sorted(self.dtypes)), spec.get("decision"), True)
                continue
            elif isinstance(spec, dict):
                types = spec["list"]
                note = spec.get("decision")
            else:
                types = spec
            if isinstance(spec, list) or "list" in spec:  # lists named through same_as are checked where written
                where = ("element_types", oname, t if t in per_target else "all") + (() if isinstance(spec, list) else ("list",))
                for i, ty in enumerate(types):
                    if ty not in self.dtypes and (t in per_target or t == self.targets[0]):
                        err(where + (i,), f"unknown element type '{ty}' (declared in isa/machine.yaml: "
                                          f"{', '.join(sorted(self.dtypes))})")
            out[t] = TargetTypes(t, tuple(types), note)
        return tuple(out[t] for t in self.targets if t in out)

    @staticmethod
    def _mode_gaps(compiled, known, cmodes, mode_names):
        for path in compiled.refs:
            operand = known[path[0]]
            if operand.modes:
                applies = set(cmodes) or mode_names
                if not applies <= set(operand.modes):
                    return path[0]
        return None

    # ------------------------------------------------------------- pseudocode
    @staticmethod
    def _pseudo_names(d, operands):
        names = {o.pseudo: o.name for o in operands if o.pseudo}
        names.update(d.get("pseudocode_names", {}))
        return names

    def _check_pseudo_targets(self, r, pseudo, operands, err):
        known = {o.name for o in operands}
        for alias, target in pseudo.items():
            operand, _, slot = target.partition(".")
            if operand not in known:
                err(("pseudocode_names", alias), f"pseudocode name '{alias}' stands for '{operand}', which is not an operand or result")
            if slot and r.data["semantics"].get("index_lane") is None:
                err(("pseudocode_names", alias), f"'{target}' needs semantics.index_lane")

    def _check_code(self, r, path, code, pseudo, name, what="pseudocode", macros=frozenset(), names=frozenset()):
        """Parse C-like code; every array must be an operand (or local), every name declared."""
        def located(line, col=1):
            base = r.at(path)
            lines = Path(base.path).read_text(encoding="utf-8").splitlines()
            # A block scalar (`|`) starts on the line after its key, indented.
            if lines[base.line - 1][base.col - 1:base.col] in ("|", ">"):
                file_line = base.line + line
                code_line = code.splitlines()[line - 1] if line <= len(code.splitlines()) else ""
                raw = lines[file_line - 1] if file_line <= len(lines) else ""
                return Location(base.path, file_line, len(raw) - len(code_line) + col)
            return Location(base.path, base.line + line - 1, base.col + col)

        try:
            program = parse_program(code)
        except ParseError as exc:
            return [Diagnostic(located(exc.line, exc.col), f"pto.{name}: {what}: {exc}")]
        errs = []
        local = declared_names(program)
        known = set(pseudo) | local | set(self.constants) | set(names)
        for node in walk(program):
            if node.kind == "index":
                base = node.args[0]
                while base.kind == "index":
                    base = base.args[0]
                if base.kind == "name" and base.value not in pseudo and base.value not in local \
                        and base.value not in self.constants:  # UB, GM, FLAGS: the machine's memories and state
                    errs.append(Diagnostic(located(node.line, node.col), f"pto.{name}: '{base.value}[...]' names no declared operand "
                                                               f"(pseudocode names: {', '.join(sorted(pseudo))})"))
            elif node.kind == "name" and node.value not in known:
                errs.append(Diagnostic(located(node.line, node.col), f"pto.{name}: {what} uses '{node.value}', which is not declared"))
            elif node.kind == "call" and node.value not in CALLS and node.value not in macros and node.value != "sizeof":
                errs.append(Diagnostic(located(node.line, node.col), f"pto.{name}: {what} calls unknown function '{node.value}'"))
        return list(dict.fromkeys(errs))

    def _example_mismatches(self, code, forms_by_op, optional=frozenset()):
        """Lines that use a known op must match the arity of one of its SSA/DPS forms (which may
        leave out the `optional` operands)."""
        out = []
        for line in code.splitlines():
            text = line.split("//")[0].strip()
            if not text or text.startswith("#"):
                continue
            for oname in dict.fromkeys(_MNEMONIC.findall(text)):
                forms = forms_by_op.get(oname)
                if forms is None:
                    continue
                kind = "dps" if " ins(" in text else "ssa"
                try:
                    got = parse_form(kind, "", text)
                except SyntaxFormError as exc:
                    out.append(f"example line '{text}' does not parse: {exc}")
                    continue
                shapes = {(len(f.results), len(f.operands) - k) for f in forms if f.form == kind
                          for k in range(len(optional & set(f.operands)) + 1)}
                if (len(got.results), len(got.operands)) not in shapes:
                    out.append(f"example line '{text}' has {len(got.results)} result(s) and {len(got.operands)} "
                               f"operand(s); pto.{oname} declares {sorted(shapes)}")
        return out

    def check_examples_text(self, code, ops, loc):
        if not code:
            return []
        forms = {o.name: o.forms for o in ops.values()}
        optional = frozenset(x.name for o in ops.values() for x in o.operands if x.optional)
        return [Diagnostic(loc, m) for m in self._example_mismatches(code, forms, optional)]

    def _expansions(self, d: dict, element_types, err) -> tuple[tuple[str, str, str], ...]:
        """The A5 expansion for each A5 type of the primary operand: (type, path, PTO text), the
        family's template with the op's vector op, the type's spelling, lanes and mask filled in."""
        spec = d.get("expansion")
        if not spec or spec.get("none") or "op" not in spec:  # (a family's template alone: no expansion)
            return ()
        if "template" not in spec and "paths" not in spec:
            err(("expansion",), "an expansion needs 'template' (its family's, in the set's defaults, or the op's own)")
            return ()
        if spec["op"] not in self.op_names:
            err(("expansion", "op"), f"unknown op 'pto.{spec['op']}'")
            return ()
        a5 = next((tt.types for tt in element_types[0][1] if tt.target == "a5"), ()) if element_types else ()
        dtypes = {t.name: t for t in self.m.dtypes}
        out = []
        for i, pair in enumerate(spec.get("pairs") or ()):  # a conversion's pairs: the source's lanes and mask
            if pair["from"] not in dtypes or pair["to"] not in dtypes:
                err(("expansion", "pairs", i), f"unknown element type in {pair['from']} -> {pair['to']}")
                continue
            ds, dd = dtypes[pair["from"]], dtypes[pair["to"]]
            values = {"vop": spec["op"], "S": ds.spelling, "D": dd.spelling, "N": str(self.m.vreg_bytes * 8 // ds.bits),
                      "G": ds.mask, "A": pair["attrs"] + " " if pair["attrs"] else "", "SB": str(ds.bits),
                      "DN": str(self.m.vreg_bytes * 8 // dd.bits), "DG": dd.mask}
            # a width-changing pair's own templates (narrow, widen), where the spec has them
            change = "narrow" if dd.bits < ds.bits else "widen" if dd.bits > ds.bits else None
            paths = spec["template"].get(change) or spec["template"] if change else spec["template"]
            if pair.get("uses") is not None:  # a shape several pairs share (64-bit, 4:1 parts, packed FP4)
                if pair["uses"] not in spec["template"] or pair["uses"] in ("1d", "2d", "variants"):
                    named = sorted(k for k in spec["template"] if k not in ("1d", "2d", "variants"))
                    err(("expansion", "pairs", i, "uses"), f"unknown template '{pair['uses']}' (the expansion's "
                                                           f"named templates: {', '.join(named) or 'none'})")
                    continue
                paths = spec["template"][pair["uses"]]
            paths = pair.get("template") or paths  # a pair the library runs as more than one conversion
            for path in ("1d", "2d"):
                try:
                    out.append((f"{ds.name}-{dd.name}", path,
                                string.Template(paths[path]).substitute(values).rstrip("\n")))
                except (KeyError, ValueError) as exc:
                    where = ("expansion", "pairs", i, "template", path) if pair.get("template") else (
                        ("expansion", "template", change, path) if change and change in spec["template"] else ("expansion", "template", path))
                    err(where, f"the template names ${exc} (a conversion's may use $vop, $S, $D, $N, $G, $A, $SB, $DN, $DG)")
                    return ()
        if spec.get("pairs"):
            return tuple(out)
        if spec.get("paths"):
            return self._path_expansions(spec, a5, dtypes, err)
        variants = spec["template"].get("variants") or {}
        if spec.get("variant") is not None and spec["variant"] not in variants:
            err(("expansion", "variant"), f"unknown template variant '{spec['variant']}' (the template's variants: "
                                          f"{', '.join(variants) or 'none'})")
            return ()
        template = _template_of(spec)
        for key in template:
            if key not in ("1d", "2d", "b8", "b16", "b32", "variants") and key not in dtypes:
                err(("expansion", "template", key), f"unknown element type '{key}' (a template's keys: 1d, 2d, "
                                                    "a mask granularity b8/b16/b32, an element type, variants)", key=True)
        for t in (t for t in a5 if t in spec.get("types", a5)):  # (`types`: the path shown covers these only)
            dt = dtypes[t]
            scalar = dtypes.get(spec.get("scalar_type") or t)
            values = {"vop": spec["op"], "T": dt.spelling, "N": str(self.m.vreg_bytes * 8 // dt.bits), "G": dt.mask,
                      "S": scalar.spelling if scalar is not None else dt.spelling, "W": str(dt.bits),
                      "L": str((self.m.vreg_bytes * 8 // dt.bits).bit_length() - 1),
                      "FILL": _fill_literal(dt, ((d.get("semantics") or {}).get("partial") or {}).get("fill")),
                      "CMP": {"max": "gt", "min": "lt"}.get(str((d.get("semantics") or {}).get("better")
                                                                  or (d.get("semantics") or {}).get("combine")), ""),
                      "WT": next((w.spelling for w in self.m.dtypes if w.kind == dt.kind and w.signed == dt.signed
                                  and w.bits == 2 * dt.bits and w.encoding is None), ""),
                      # 0 and 1 as arith.constant literals of T (a float's with a dot, as MLIR requires)
                      "ZERO": "0.0" if dt.kind == "float" else "0", "ONE": "1.0" if dt.kind == "float" else "1",
                      "I": f"i{dt.bits}"}
            # a type's own templates (i16, ...), else its mask granularity's (b8, b16, b32), where its
            # types need other micro-ops
            paths = template.get(t) or template.get(dt.mask) or template
            for path, text in ((p, paths[p]) for p in ("1d", "2d")):
                try:
                    out.append((t, path, string.Template(text).substitute(values).rstrip("\n")))
                except (KeyError, ValueError) as exc:
                    err(("expansion", "template", path), f"the template names ${exc} (it may use $vop, $T, $N, $G, $S, $W, $L, $FILL, $WT, $CMP, $ZERO, $ONE, $I)")
                    return ()
        return tuple(out)

    def _path_expansions(self, spec: dict, a5, dtypes, err) -> tuple[tuple[str, str, str], ...]:
        """An irregular op's named paths (`paths`: each a template, the types it covers, and what it
        does): (type, path name, PTO text) for each A5 type of the primary operand a path covers,
        with $T, $N, $G, $S, the expansion's `values` (per type or mask granularity) and the path's
        own `values` (constants of that path) filled in."""
        out = []
        values_spec = spec.get("values") or {}
        for name, path in spec["paths"].items():
            for t in path.get("types", a5):
                if t not in a5:
                    err(("expansion", "paths", name, "types"), f"'{t}' is not an A5 type of the op's primary operand"
                        f" (A5: {', '.join(a5) or 'none'})")
                    return ()
                dt = dtypes[t]
                scalar = dtypes.get(spec.get("scalar_type") or t)
                values = {"vop": spec["op"], "T": dt.spelling, "N": str(self.m.vreg_bytes * 8 // dt.bits), "G": dt.mask,
                          "S": scalar.spelling if scalar is not None else dt.spelling, "I": f"i{dt.bits}"}
                for key, per in values_spec.items():
                    got = per.get(t, per.get(dt.mask))  # (a path that names it without one for t: an error below)
                    if got is not None:
                        values[key] = str(got)
                # the path's own constants (which register or operand order a case of one shape picks)
                values.update({key: str(v) for key, v in (path.get("values") or {}).items()})
                try:
                    out.append((t, name, string.Template(path["template"]).substitute(values).rstrip("\n")))
                except (KeyError, ValueError) as exc:
                    named = str(exc).strip("'")
                    err(("expansion", "values", named) if named in values_spec else ("expansion", "paths", name, "template"),
                        f"path {name}'s template names ${exc}, which has no value for {t}"
                        f" (it may use $vop, $T, $N, $G, $S, $I{''.join(', $' + k for k in values_spec)}"
                        f"{''.join(', $' + k for k in path.get('values') or {})}; a value by type or mask, or the path's own)")
                    return ()
        return tuple(out)

    def check_related(self, r: ResolvedOp, ops) -> list[Diagnostic]:
        errs = []
        for i, rel in enumerate(r.data.get("related", [])):
            if rel["relation"].lower().startswith(("next op", "previous op")):
                errs.append(Diagnostic(r.at(("related", i, "relation")), f"pto.{r.data['name']}: previous and next "
                                       f"ops come from the order of the set's groups; do not state them as related"))
            if not rel.get("external") and rel["op"] not in self.op_names:
                errs.append(Diagnostic(r.at(("related", i, "op")), f"pto.{r.data['name']}: related op 'pto.{rel['op']}' is not in the database (mark it 'external: true' if it is planned)"))
            if rel.get("external") and rel["op"] in self.op_names:
                errs.append(Diagnostic(r.at(("related", i, "external")), f"pto.{r.data['name']}: 'pto.{rel['op']}' is in the database; drop 'external'"))
        return errs

    # ------------------------------------------------------------------- pipe
    def _pipe(self, r: ResolvedOp, operands, mode_names, err) -> tuple[PipeCase, ...]:
        """The op's pipe rule, every name in it checked: pipes, targets, tile operands and their
        locations, operands and element types, modes; the last case must always hold."""
        rule = r.data["pipe"]
        pipes = self.m.enums.get("pipes", ())
        kinds = {o.name: o.kind for o in operands}
        locations = [loc.keyword for loc in self.m.tile_locations]

        def known(path, value, allowed, what):
            if value not in allowed:
                err(path, f"unknown {what} '{value}' (known: {', '.join(allowed)})")

        if isinstance(rule, str):
            known(("pipe",), rule, pipes, "pipe")
            return (PipeCase(rule),)
        cases = []
        for i, c in enumerate(rule):
            at = ("pipe", i)
            known(at + ("pipe",), c["pipe"], pipes, "pipe")
            for j, tid in enumerate(c.get("targets", ())):
                known(at + ("targets", j), tid, self.targets, "target")
            for oname, values in c.get("locations", {}).items():
                if kinds.get(oname) != "tile":
                    tiles = [n for n, k in kinds.items() if k == "tile"]
                    err(at + ("locations", oname), f"'{oname}' is not a tile operand of the op "
                                                   f"(tile operands: {', '.join(tiles) or 'none'})", key=True)
                for j, loc in enumerate(values):
                    known(at + ("locations", oname, j), loc, locations, "tile location")
            for oname, values in c.get("elements", {}).items():
                if oname not in kinds:
                    err(at + ("elements", oname), f"'{oname}' is not an operand of the op "
                                                  f"(operands: {', '.join(kinds)})", key=True)
                for j, dt in enumerate(values):
                    known(at + ("elements", oname, j), dt, sorted(self.dtypes), "element type")
            for j, mode in enumerate(c.get("modes", ())):
                known(at + ("modes", j), mode, sorted(mode_names) or ["default"], "mode")
            cases.append(PipeCase(c["pipe"], tuple(c.get("targets", ())),
                                  tuple((k, tuple(v)) for k, v in c.get("locations", {}).items()),
                                  tuple((k, tuple(v)) for k, v in c.get("elements", {}).items()),
                                  tuple(c.get("modes", ()))))
        if not cases[-1].unconditional:
            err(("pipe", len(cases) - 1), "the last case of a pipe rule must have no condition "
                                          "(targets, locations, elements, modes), so that every use has a pipe")
        return tuple(cases)

    # --------------------------------------------------------------- evidence
    def _evidence(self, r: ResolvedOp, sem: dict, element_types, err) -> tuple[FactEvidence, ...]:
        """Every fact's evidence, strongest first; the facts the op's pattern needs must have some."""
        given = r.data.get("evidence", {})
        facts = dict(self.m.evidence_facts)
        out = []
        for fact, entries in given.items():
            if fact not in facts:
                err(("evidence", fact), f"unknown fact '{fact}' (known: {', '.join(facts)})", key=True)
                continue
            built = []
            for i, e in enumerate(entries):
                where = ("evidence", fact, i)
                src = None
                if e["kind"] == "decision":
                    if "decision" not in e:
                        err(where, "evidence of kind 'decision' names the decision (decision: D-...)")
                elif "source" not in e:
                    err(where, f"evidence of kind '{e['kind']}' names its source (one of: "
                               f"{', '.join(s.id for s in self.m.sources)})")
                else:
                    src = self.m.source(e["source"])
                    if src is None:
                        err(where + ("source",), f"unknown source '{e['source']}' (declared in isa/machine.yaml: "
                                                 f"{', '.join(s.id for s in self.m.sources)})")
                for tgt in e.get("targets", ()):
                    if tgt not in self.targets:
                        err(where + ("targets",), f"unknown target '{tgt}' (known: {', '.join(self.targets)})")
                built.append(Evidence(e["kind"], src, e.get("path"), e.get("decision"), tuple(e.get("targets", ())),
                                      " ".join(e["says"].split())))
            built.sort(key=lambda ev: self.m.kind(ev.kind).rank)
            best = self.m.kind(built[0].kind)
            out.append(FactEvidence(fact, best.level, best.rank, tuple(built)))
        req = self.m.evidence_required
        needed = list(req["all"]) + list(req["patterns"].get(sem.get("pattern") or "", ()))
        if any(self.m.dtype(t).kind == "float" for _, per in element_types for tt in per for t in tt.types
               if t in self.dtypes):
            needed += list(req["float"])
        for fact in dict.fromkeys(needed):
            if fact not in given:
                err(("name",), f"no evidence for '{fact}' ({facts.get(fact, '')}); add evidence.{fact} "
                               f"(an op of pattern '{sem.get('pattern')}' needs it)")
        order = list(facts)
        return tuple(sorted(out, key=lambda f: order.index(f.fact)))

    # ---------------------------------------------------------------- latency
    def _latency(self, r, element_types, operands, err) -> Latency:
        lat = r.data.get("latency", {})
        primary = element_types[0][0] if element_types else None
        all_types = []
        for oname, per_target in element_types:
            if oname == primary:
                for tt in per_target:
                    all_types += [t for t in tt.types if t not in all_types]
        a5 = lat.get("a5", {})
        for dt in a5.get("cycles", {}):
            if dt not in all_types:
                err(("latency", "a5", "cycles", dt), f"latency for element type '{dt}', which the op does not support", key=True)
        tile = a5.get("tile") or {}
        pair_with = tile.get("pair_with")
        if pair_with is not None and pair_with not in {o.name for o in operands}:
            err(("latency", "a5", "tile", "pair_with"), f"pair_with names '{pair_with}', which is not an operand or "
                                                        f"result of the op", key=True)
        for where, keys in [((path,), tile.get(path) or {}) for path in ("1d", "2d")] + \
                [(("lanes", path), lanes) for path, lanes in (tile.get("lanes") or {}).items()]:
            for key in keys:
                src, _, dst = key.partition("->")
                if dst and pair_with is None:
                    err(("latency", "a5", "tile") + where + (key,), f"the curve key '{key}' is a pair, but the "
                                                                   f"tile latency names no pair_with operand", key=True)
                elif src not in all_types or (dst and dst not in self.dtypes):
                    err(("latency", "a5", "tile") + where + (key,), f"a curve for element type '{key}', which the "
                                                                   f"op does not support", key=True)
                elif pair_with is not None and not dst:
                    err(("latency", "a5", "tile") + where + (key,), f"with pair_with, a curve key is a pair "
                                                                   f"SRC->DST, not '{key}'", key=True)
        consts = {c.name for c in self.m.constants}
        a2 = lat.get("a2a3", {})
        for dt in (a2.get("tile") or {}):
            if dt != "any" and dt not in all_types:
                err(("latency", "a2a3", "tile", dt), f"a curve for element type '{dt}', which the op does not support", key=True)
        for p in _PARAMS:
            v = a2.get(p)
            if v is None:
                continue
            for dt, c in (v.items() if isinstance(v, dict) else [(None, v)]):
                if c not in consts:
                    err(("latency", "a2a3", p) + ((dt,) if dt else ()), f"unknown A2/A3 constant '{c}'")
                if dt is not None and r.declared_by_op(("latency", "a2a3", p, dt)) and dt not in all_types:
                    err(("latency", "a2a3", p, dt), f"A2/A3 {p} for element type '{dt}', which the op does not support", key=True)
        transfer, transfer_bytes = self._transfer(a2.get("transfer"), primary, operands, err)
        a2_types = ()  # the cycle model's rows: not for a transfer, which its own entry costs
        for oname, per_target in (element_types if "a2a3" in lat and not transfer else ()):
            if oname == primary:
                a2_types = next((tt.types for tt in per_target if tt.target == "a2a3"), ())
        rows = []
        for dt in a2_types:
            vals, missing = {}, []
            for p in _PARAMS:
                v = a2.get(p)
                c = v.get(dt) if isinstance(v, dict) else v
                vals[p] = c
                if c is None:
                    missing.append(p)
            rows.append(A2A3Cost(dt, vals["startup"], vals["completion"], vals["per_repeat"], vals["interval"],
                                 tuple(missing), None))
        return Latency(
            a5_rv=a5.get("rv"), a5_rv_note=a5.get("rv_note"),
            a5_cycles=tuple((dt, a5["cycles"][dt]) for dt in all_types if dt in a5.get("cycles", {})),
            a5_derived_from=a5.get("derived_from"), a5_derived_text=a5.get("derived_text"),
            a5_note=a5.get("note"), a5_reason=None, a2a3=tuple(rows),
            a2a3_derived_from=a2.get("derived_from"), a2a3_derived_text=a2.get("derived_text"),
            a5_tile=tuple((path, tuple((dt, tuple(p)) for dt, p in (a5.get("tile") or {})[path].items()))
                          for path in ("1d", "2d") if a5.get("tile")),
            a5_tile_one_d=(a5.get("tile") or {}).get("one_d", "one_row_or_full_rows"),
            a5_tile_pair_with=(a5.get("tile") or {}).get("pair_with"),
            a5_tile_lanes=tuple((path, tuple(sorted(lanes.items())))
                                for path, lanes in sorted(((a5.get("tile") or {}).get("lanes") or {}).items())),
            compile_time=bool(lat.get("compile_time")), no_cycles=lat.get("no_cycles"),
            a5_fallback=a5.get("fallback"),
            a2a3_tile=tuple((dt, tuple((cols, (p[0], p[1])) for cols, p in curves.items()))
                            for dt, curves in (a2.get("tile") or {}).items()),
            a2a3_transfer=transfer, a2a3_transfer_decision=(a2.get("transfer") or {}).get("decision"),
            a2a3_transfer_bytes=transfer_bytes,
            a2a3_cube=tuple((k, tuple(sorted(v.items())) if isinstance(v, dict) else v)
                            for k, v in sorted((a2.get("cube") or {}).items())),
        )

    def _transfer(self, entry, primary, operands, err) -> tuple[tuple[TransferPipe, ...], TransferBytes | None]:
        """latency.a2a3.transfer: a pipe per known location of the op's tile, for an op whose first
        typed operand is the tile (its shape and location are what the cost reads); or one pipe
        and the bytes as a formula over the op's operands (D-A2A3-DMA)."""
        if not entry:
            return (), None
        where = ("latency", "a2a3", "transfer")
        pipes = {p.pipe: p for p in self.m.pipes}

        def pipe_of(name, at):
            if name not in pipes:
                err(where + at, f"unknown pipe '{name}' (a2a3_cycle_model.pipes has {', '.join(pipes)})")
                return None
            return pipes[name]

        if "bytes" in entry:
            from ..lang.costexpr import FormulaError, compile_formula, formula_names
            p = pipe_of(entry["pipe"], ("pipe",))
            declared = [o.name for o in operands]
            absent = dict(entry.get("absent") or {})
            for name in absent:
                if name not in declared:
                    err(where + ("absent", name), f"'{name}' is not an operand of the op", key=True)
            try:
                used = formula_names(entry["bytes"])
                registers = entry.get("registers")
                unknown = [n for n in used if n not in declared and n not in absent]
                if unknown and not registers:
                    raise FormulaError(f"formula '{entry['bytes']}' uses {', '.join(unknown)}, which is not an "
                                       f"operand of the op (known: {', '.join(declared)})")
                python = compile_formula(entry["bytes"], tuple(used))
            except FormulaError as exc:
                err(where + ("bytes",), str(exc))
                return (), None
            optional = {o.name for o in operands if o.optional}
            for name in used:
                if name in optional and name not in absent:
                    err(where + ("bytes",), f"the formula reads '{name}', which a form may leave out: give its "
                                            f"value in `absent`")
            if p is None:
                return (), None
            return ((TransferPipe("-", p.pipe, p.peak_gib_s, p.half_bytes, p.fitted),),
                    TransferBytes(" ".join(entry["bytes"].split()), python, tuple(used), tuple(sorted(absent.items())),
                                  entry.get("registers")))
        kind = next((o.kind for o in operands if o.name == primary), None)
        if kind != "tile":
            err(where, f"a transfer is costed over the op's tile, but the operand its element types name first "
                       f"('{primary}') is {'not declared' if kind is None else 'a ' + kind}", key=True)
            return (), None
        keywords = [loc.keyword for loc in self.m.tile_locations]
        out = []
        for loc, name in entry["locations"].items():
            if loc not in keywords:
                err(where + ("locations", loc), f"unknown tile location '{loc}' (known: {', '.join(keywords)})", key=True)
                continue
            p = pipe_of(name, ("locations", loc))
            if p is not None:
                out.append(TransferPipe(loc, p.pipe, p.peak_gib_s, p.half_bytes, p.fitted))
        return tuple(out), None


def _names(values_of) -> list[str]:
    """`values_of` as a list of enum names (one name or several)."""
    return [] if values_of is None else [values_of] if isinstance(values_of, str) else list(values_of)


def _flat(text):
    return " ".join(text.split()) if text else None


def _template_of(spec: dict) -> dict:
    """The expansion's template: the family's, or the variant of it the op names (`variant`)."""
    template = spec.get("template") or {}
    return (template.get("variants") or {}).get(spec.get("variant"), template) if spec.get("variant") else template


def _own_templates(template: dict) -> tuple[str, ...]:
    """The mask granularities (b32, b16, b8, in that order) and then the element types (as written)
    that have templates of their own."""
    masks = tuple(g for g in ("b32", "b16", "b8") if g in template)
    return masks + tuple(k for k in template if k not in ("1d", "2d", "b8", "b16", "b32", "variants"))


def _fill_literal(dt, fill: str | None) -> str:
    """The A5 partial rule's fill value (semantics.partial.fill) for type `dt`, as an arith.constant
    literal: 0 (0.0 for a float: MLIR reads no integer literal as a float), or the type's lowest or
    highest finite value (0 for an unsigned type's lowest)."""
    if fill in (None, "zero"):
        return "0.0" if dt.kind == "float" else "0"
    if dt.kind != "float":
        lo, hi = (-(1 << (dt.bits - 1)), (1 << (dt.bits - 1)) - 1) if dt.signed else (0, (1 << dt.bits) - 1)
        return str(lo if fill == "lowest" else hi)
    import ml_dtypes  # (the largest finite value of bf16 and the 8-bit floats too)
    import numpy as np
    big = float(ml_dtypes.finfo(np.dtype(dt.numpy)).max)  # type: ignore[no-untyped-call]
    return repr(-big if fill == "lowest" else big)
