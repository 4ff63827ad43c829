"""load_isa: read every YAML file, validate, resolve families, build the model.

Phases, each collecting all of its errors before stopping:
  1. YAML syntax and JSON Schema on every raw file;
  2. family resolution, the resolved-op schema, and semantic checks.
"""
from __future__ import annotations

import copy
import dataclasses

import re
from pathlib import Path

from .build_op import OpBuilder
from .defaults import filled
from .derive import cycle_message, derived_cycles, resolve_derived
from .encoding import build_encoding
from ..diagnostics import Diagnostic, DiagnosticError, Location
from .model import (Cluster, Constant, CoreKind, Decision, DType, EvidenceKind, Isa, InstructionSet, Machine, Memory,
                    OtherOpCost, Fractal, Source, Target, TileLocation, TransferPipe)
from .resolve import resolve_op
from .schema_check import read_schemas, validate_against, validate_property
from .yaml_source import SourceMap, YamlDocument, load_yaml_file

_NUMPY = {("float", 16, True): "float16", ("float", 32, True): "float32", ("float", 64, True): "float64"}
_DECISION_REF = re.compile(r"\bD-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")


def _numpy_name(d: dict) -> str | None:
    if "encoding" in d:  # numpy has no dtype for it
        return None
    if d["name"] == "bf16":
        return "bfloat16"
    if d["name"] in ("f8e4m3", "f8e5m2", "f8e8m0"):  # ml_dtypes' names; E4M3 has no infinity ("fn")
        return {"f8e4m3": "float8_e4m3fn", "f8e5m2": "float8_e5m2", "f8e8m0": "float8_e8m0fnu"}[d["name"]]
    if d["kind"] == "float":
        return _NUMPY[("float", d["bits"], True)]
    return f"{'' if d['signed'] else 'u'}int{d['bits']}"


def isa_files(isa_dir: Path) -> tuple[Path, list[Path], list[Path]]:
    return (isa_dir / "machine.yaml", sorted((isa_dir / "sets").glob("*.yaml")),
            sorted((isa_dir / "ops").glob("**/*.yaml")))


def _rel(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def load_isa(isa_dir: Path) -> Isa:
    """Load and validate the database under `isa_dir`; raise DiagnosticError listing every problem."""
    isa_dir = Path(isa_dir)
    root = isa_dir.parent
    schema_dir = isa_dir / "schema"
    schemas = read_schemas(schema_dir)
    machine_path, set_paths, op_paths = isa_files(isa_dir)
    errors: list[Diagnostic] = [Diagnostic(Location(str(p), 1, 1), f"YAML files under isa/ end in .yaml; "
                                                                    f"rename it to {p.with_suffix('.yaml').name}")
                                for p in sorted(isa_dir.glob("**/*.yml"))]
    docs: dict[Path, YamlDocument] = {}
    kinds = [(machine_path, "machine.schema.json")] + [(p, "instruction_set.schema.json") for p in set_paths] \
        + [(p, "op.schema.json") for p in op_paths]
    for path, schema in kinds:
        if not path.exists():
            errors.append(Diagnostic(Location(str(path), 1, 1), "file is missing"))
            continue
        try:
            doc = load_yaml_file(path)
        except DiagnosticError as exc:
            errors += exc.diagnostics
            continue
        if not isinstance(doc.data, dict):
            errors.append(Diagnostic(doc.source.at(()), "the file must hold a mapping"))
            continue
        errors += validate_against(doc.data, schema, doc.source, schemas)
        docs[path] = doc
    if errors:
        raise DiagnosticError(errors)

    mdoc = docs[machine_path]
    machine = _build_machine(mdoc)
    decisions: dict[str, Decision] = {}
    decision_locs: dict[str, Location] = {}

    def add_decisions(items, owner, source, base):
        for i, d in enumerate(items or []):
            if d["id"] in decisions:
                errors.append(Diagnostic(source.at(base + (i, "id")), f"decision '{d['id']}' is already declared by {decisions[d['id']].owner}"))
                continue
            decisions[d["id"]] = Decision(d["id"], d["title"], " ".join(d["text"].split()), owner)
            decision_locs[d["id"]] = source.at(base + (i, "id"))

    errors += _check_machine(mdoc, machine, schema_dir)
    add_decisions(mdoc.data.get("decisions"), "machine", mdoc.source, ("decisions",))

    sets: dict[str, tuple[dict, YamlDocument]] = {}
    for path in set_paths:
        doc = docs[path]
        name = doc.data["name"]
        if path.stem != name:
            errors.append(Diagnostic(doc.source.at(("name",)), f"instruction set '{name}' must live in {name}.yaml"))
        if name in sets:
            errors.append(Diagnostic(doc.source.at(("name",)), f"duplicate instruction set '{name}'"))
            continue
        sets[name] = (doc.data, doc)
        add_decisions(doc.data.get("decisions"), f"instruction set {name}", doc.source, ("decisions",))
        errors += _check_set_tables(doc, machine)

    raw_ops: dict[str, YamlDocument] = {}
    for path in op_paths:
        doc = docs[path]
        name = doc.data["name"]
        if path.stem != name:
            errors.append(Diagnostic(doc.source.at(("name",)), f"op '{name}' must live in {name}.yaml"))
        if name in raw_ops:
            first = raw_ops[name].source.path
            errors.append(Diagnostic(doc.source.at(("name",)), f"duplicate op name '{name}' (also declared in {first})"))
            continue
        if doc.data["set"] not in sets:
            errors.append(Diagnostic(doc.source.at(("set",)), f"unknown instruction set '{doc.data['set']}' (known: {', '.join(sorted(sets))})"))
            continue
        raw_ops[name] = doc
        add_decisions(doc.data.get("decisions"), f"pto.{name}", doc.source, ("decisions",))

    # Op order comes from each set's groups; every listed op needs a file and vice versa.
    listed: dict[str, tuple[str, str]] = {}
    for sname, (sdata, sdoc) in sets.items():
        for gi, group in enumerate(sdata["groups"]):
            for oi, oname in enumerate(group["ops"]):
                loc = sdoc.source.at(("groups", gi, "ops", oi))
                if oname in listed:
                    errors.append(Diagnostic(loc, f"op '{oname}' is listed twice"))
                elif oname not in raw_ops:
                    errors.append(Diagnostic(loc, f"op '{oname}' is listed but has no file isa/ops/{sname}/{oname}.yaml"))
                elif raw_ops[oname].data["set"] != sname:
                    errors.append(Diagnostic(loc, f"op '{oname}' belongs to set '{raw_ops[oname].data['set']}'"))
                listed[oname] = (sname, group["title"])
    for oname, doc in raw_ops.items():
        if oname not in listed:
            errors.append(Diagnostic(doc.source.at(("name",)), f"op '{oname}' is not listed in any group of set '{doc.data['set']}'"))

    resolved = {}
    for oname, doc in raw_ops.items():
        sdata, sdoc = sets[doc.data["set"]]
        r = resolve_op(doc.data, doc.source, sdata, sdoc.source)
        view = _ResolvedSource(r)
        errors += validate_against(r.data, "resolved_op.schema.json", view, schemas, "after inheritance: ")
        for key in sorted(set(doc.data) & set(sdata.get("defaults", {}))):
            errors += validate_property(r.data[key], "op.schema.json", key, view, schemas, "after inheritance: ")
        resolved[oname] = r
    errors += _expansions_same_as(resolved)
    if errors:
        raise DiagnosticError(errors)

    builder = OpBuilder(machine, set(raw_ops), schema_dir)
    ops = {}
    for oname, r in resolved.items():
        op_decisions = tuple(d for d in decisions.values() if d.owner == f"pto.{oname}")
        op, op_errors = builder.build(r, op_decisions, _rel(Path(r.op_source.path), root))
        errors += op_errors
        if op is not None:
            ops[oname] = op

    ops = resolve_derived(ops)
    ops = {name: _expansion_types(op, ops) for name, op in ops.items()}
    for oname, target, cycle in derived_cycles(ops):
        errors.append(Diagnostic(resolved[oname].at(("latency", target, "derived_from")),
                                 cycle_message(oname, target, cycle)))
    errors += _check_costs(mdoc, machine, resolved, ops)
    # Every D-... mentioned anywhere must be declared somewhere.
    for doc in docs.values():
        for path, text in _strings(doc.data):
            for ref in _DECISION_REF.findall(text):
                if ref not in decisions:
                    errors.append(Diagnostic(doc.source.at(path), f"decision '{ref}' is not declared"))
    for oname, r in resolved.items():
        errors += builder.check_related(r, ops)
    for sname, (sdata, sdoc) in sets.items():
        errors += builder.check_examples_text(sdata.get("typical_usage"), ops, sdoc.source.at(("typical_usage",)))
    if errors:
        raise DiagnosticError(errors)

    isets = []
    for sname in sorted(sets, key=lambda n: sets[n][1].source.path):
        sdata, sdoc = sets[sname]
        groups = tuple((g["title"], filled(g, schema_dir, "instruction_set.schema.json", "properties", "groups", "items"),
                        tuple(g["ops"])) for g in sdata["groups"])
        set_decisions = tuple(d for d in decisions.values() if d.owner == f"instruction set {sname}")
        isets.append(InstructionSet(sname, sdata["title"], sdata["kind"], sdata["category"],
                                    _set_pipeline(sdata, ops),
                                    sdata["summary"], _rel(Path(sdoc.source.path), root),
                                    filled(sdata, schema_dir, "instruction_set.schema.json"), groups,
                                    set_decisions, page=f"sets/{sname}.md"))
    ordered_ops = []
    for iset in isets:
        names = iset.op_names
        for i, n in enumerate(names):
            op = ops[n]
            ordered_ops.append(_replace(op, prev_op=names[i - 1] if i else None,
                                        next_op=names[i + 1] if i + 1 < len(names) else None,
                                        group=listed[n][1], page=f"ops/{iset.name}/{n}.md"))
    return Isa(machine, tuple(isets), tuple(ordered_ops),
               tuple(sorted(decisions.values(), key=lambda d: d.id)))


def _set_pipeline(sdata: dict, ops: dict) -> str:
    """The set page's pipeline line from its ops' pipe rules: one rule, or each rule with the ops
    that follow it (in the set's order)."""
    by_text: dict[str, list[str]] = {}
    for group in sdata["groups"]:
        for oname in group["ops"]:
            by_text.setdefault(ops[oname].pipe_summary(), []).append(oname)
    if len(by_text) == 1:
        return next(iter(by_text))
    return "; ".join(f"{text} ({', '.join(names_)})" for text, names_ in by_text.items())


def _replace(op, **changes):
    from dataclasses import replace
    return replace(op, **changes)


class _ResolvedSource:
    """SourceMap-like view of a resolved op, for schema errors after inheritance."""

    def __init__(self, resolved):
        self._r = resolved

    def at(self, path, key=False):
        if not path:
            return self._r.op_source.at(("name",))
        return self._r.at(tuple(path), key=key)


def _strings(data, path=()):
    if isinstance(data, str):
        yield path, data
    elif isinstance(data, dict):
        for k, v in data.items():
            yield from _strings(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _strings(v, path + (i,))


def _build_machine(doc: YamlDocument) -> Machine:
    m = doc.data
    cm = m["a2a3_cycle_model"]
    tile = m["tile"]
    return Machine(
        targets=tuple(Target(t["id"], t["name"], tuple(t.get("aliases", ())), t["description"]) for t in m["targets"]),
        dtypes=tuple(DType(d["name"], d["kind"], d["bits"], d["signed"], d["spelling"], d["cpp"], d["mask"], _numpy_name(d),
                           d.get("encoding")) for d in m["dtypes"]),
        vreg_bytes=m["vreg"]["bytes"], vlanes=m["vreg"]["vlanes"], vlane_bytes=m["vreg"]["vlane_bytes"],
        vreg_description=" ".join(m["vreg"]["description"].split()),
        masks=tuple((k["name"], k["bits"]) for k in m["masks"]),
        tile_kinds=tuple(x["kind"] for x in tile["locations"]), blayouts=tuple(tile["blayouts"]),
        slayouts=tuple(tile["slayouts"]),
        formula=cm["formula"], formula_text=cm["formula_text"],
        clock_mhz=cm["clock_mhz"], transfer_formula_text=" ".join(cm["transfer_formula_text"].split()),
        pipes=tuple(TransferPipe("", p["pipe"], float(p["peak_gib_s"]), p["half_bytes"], p["fitted"])
                    for p in cm["pipes"]),
        constants=tuple(Constant(c["name"], c["value"], c["metric"]) for c in cm["constants"]),
        pseudocode_constants=tuple((c["name"], c["means"]) for c in m["pseudocode_constants"]),
        pseudocode_types=tuple((c["name"], c["means"]) for c in m["pseudocode_types"]),
        other_ops=tuple(OtherOpCost(o["name"], " ".join(o["source"].split()),
                                    {k: o[k] for k in ("startup", "completion", "per_repeat", "interval") if k in o})
                        for o in cm.get("other_ops", [])),
        sources=tuple(Source(s["id"], s["title"], s.get("repo"), s.get("commit"), s.get("date"), s.get("where"))
                      for s in m["sources"]),
        evidence_kinds=tuple(EvidenceKind(k["id"], k["level"], " ".join(k["text"].split()), i)
                             for i, k in enumerate(m["evidence"]["kinds"])),
        evidence_facts=tuple((f["id"], " ".join(f["text"].split())) for f in m["evidence"]["facts"]),
        memories=tuple(Memory(x["id"], x["name"], " ".join(x["description"].split()),
                              tuple((t, n) for t, n in x.get("bytes", {}).items()), x.get("align"), x.get("decision"),
                              tuple(x.get("aliases", ())),
                              tuple((t, n) for t, n in x.get("address_bytes", {}).items()))
                       for x in m.get("memories", [])),
        enums={k: tuple(v) for k, v in m.get("enums", {}).items()},
        scopes=tuple((op, x["pipe"]) for x in m.get("scopes", []) for op in x["ops"]),
        scope_evidence=tuple((tuple(x["ops"]), x["pipe"], x["decision"], _machine_evidence(x["evidence"]))
                             for x in m.get("scopes", [])),
        sync_op_pipes=tuple(m["sync_op_pipes"]["pipes"].items()) if "sync_op_pipes" in m else (),
        sync_op_evidence=_machine_evidence(m["sync_op_pipes"]["evidence"]) if "sync_op_pipes" in m else None,
        cluster=_cluster(m["cluster"]) if "cluster" in m else None,
        evidence_required={"all": tuple(m["evidence"]["required"]["all"]),
                           "patterns": {k: tuple(v) for k, v in m["evidence"]["required"].get("patterns", {}).items()},
                           "float": tuple(m["evidence"]["required"].get("float", ()))},
        encodings=tuple(e for e in (build_encoding(e)[0] for e in m.get("encodings", [])) if e is not None),
        tile_locations=tuple(TileLocation(x["kind"], x["keyword"], x["memory"], x["addr_align"], x.get("fractal")) for x in tile["locations"]),
        pads=tuple(tile["pads"]),
        pad_values=tuple((k, (v["float"], v["signed"], v["unsigned"])) for k, v in tile["pad_values"].items()),
        compact_modes=tuple(tile["compact_modes"]),
        row_align_bytes=tile["row_align_bytes"], packed_row_align_bytes=tile["packed_row_align_bytes"],
        fractals=tuple(Fractal(f["size"], f["rows"], f.get("cols"), f.get("cols_bytes")) for f in tile["fractals"]),
        free_rows=(tuple(tile["free_rows"].get("kinds", ())), tuple(tile["free_rows"].get("fractals", ()))),
    )


def _machine_evidence(e: dict) -> tuple[str, str, str]:
    """(source, path, says) of a machine fact's evidence."""
    return e["source"], e["path"], " ".join(e["says"].split())


def _cluster(c: dict) -> Cluster:
    return Cluster(tuple(c["sections"].items()),
                   tuple(CoreKind(k, tuple(v["count"].items()), tuple(v["memories"]), tuple(v["pipes"]))
                         for k, v in c["cores"].items()),
                   tuple((t, v["routing"], v["ids"], v["waits"]) for t, v in c["semaphores"].items()),
                   c["decision"], tuple(_machine_evidence(e) for e in c["evidence"]))


def _evidence_kinds(schema_dir: Path) -> list[str]:
    """The evidence kinds op.schema.json allows (the one list of them)."""
    import json
    schema = json.loads((schema_dir / "op.schema.json").read_text(encoding="utf-8"))
    return schema["properties"]["evidence"]["additionalProperties"]["items"]["properties"]["kind"]["enum"]


def _expansions_same_as(resolved: dict) -> list[Diagnostic]:
    """An expansion `{same_as: OTHER}` becomes OTHER's expansion (kept with `same_as` for its page):
    the variants of one op run its micro-ops, stated once in its file. OTHER must be an op with an
    expansion of its own, and the pointing expansion states nothing else."""
    errs = []
    for oname, r in resolved.items():
        spec = r.data.get("expansion")
        if not isinstance(spec, dict) or "same_as" not in spec:
            continue
        other = spec["same_as"]
        if set(spec) != {"same_as"}:
            errs.append(Diagnostic(r.at(("expansion",), key=True), f"pto.{oname}: an expansion with same_as states "
                                   f"nothing else (it runs pto.{other}'s as it is)"))
            continue
        theirs = resolved[other].data.get("expansion") if other in resolved else None
        if not isinstance(theirs, dict) or "op" not in theirs or "same_as" in theirs:
            why = "is not in the database" if other not in resolved else "has no expansion of its own"
            errs.append(Diagnostic(r.at(("expansion", "same_as")), f"pto.{oname}: same_as names 'pto.{other}', which {why}"))
            continue
        r.data["expansion"] = {**copy.deepcopy(theirs), "same_as": other}
    return errs


def _expansion_types(op, ops):
    """An A5 expansion covers the types its vector op takes on A5 (the library runs other types,
    such as 64-bit integers, through other code), and the types with templates of their own."""
    vop = ops.get(op.expansion_op or "")
    if vop is None or not op.expansions or op.expansion_paths:  # (named paths list their types)
        return op
    legal = set(vop.types_for(vop.primary_operand, "a5"))
    legal |= {t for t in op.expansion_masks if t not in ("b8", "b16", "b32")}  # a type's own template names its micro-ops
    if op.expansion_signless:  # unsigned tiles on the signless lanes of their width: i<bits> decides
        legal |= {t for t in op.types_for(op.primary_operand, "a5")
                  if t.startswith("u") and t.replace("u", "i", 1) in legal}
    # (a conversion's expansions are named "source-destination": the source type decides)
    return dataclasses.replace(op, expansions=tuple(e for e in op.expansions if e[0].split("-")[0] in legal))


def _check_tiles(doc: YamlDocument, machine: Machine) -> list[Diagnostic]:
    """Tile locations name known memories once each; fractal sizes and free-row names are known."""
    errs = []
    src = doc.source
    memories = {mem.id for mem in machine.memories}
    seen: dict[str, set[str]] = {"kind": set(), "keyword": set(), "memory": set()}
    for i, loc in enumerate(doc.data["tile"]["locations"]):
        if loc["memory"] not in memories:
            errs.append(Diagnostic(src.at(("tile", "locations", i, "memory")),
                                   f"unknown memory '{loc['memory']}' (memories: {', '.join(sorted(memories))})"))
        for key in seen:
            if loc[key] in seen[key]:
                errs.append(Diagnostic(src.at(("tile", "locations", i, key)), f"'{loc[key]}' names two tile locations"))
            seen[key].add(loc[key])
    sizes = [f.size for f in machine.fractals]
    for i, size in enumerate(sizes):
        if size in sizes[:i]:
            errs.append(Diagnostic(src.at(("tile", "fractals", i, "size")), f"fractal size {size} is listed twice"))
    free = doc.data["tile"]["free_rows"]
    for i, kind in enumerate(free.get("kinds", [])):
        if kind not in seen["kind"]:
            errs.append(Diagnostic(src.at(("tile", "free_rows", "kinds", i)),
                                   f"unknown tile kind '{kind}' (locations: {', '.join(machine.tile_kinds)})"))
    for i, size in enumerate(free.get("fractals", [])):
        if size not in sizes:
            errs.append(Diagnostic(src.at(("tile", "free_rows", "fractals", i)),
                                   f"unknown fractal size {size} (fractals: {', '.join(map(str, sizes))})"))
    pads = doc.data["tile"]["pads"]
    for pad in doc.data["tile"]["pad_values"]:
        if pad not in pads:
            errs.append(Diagnostic(src.at(("tile", "pad_values", pad), key=True),
                                   f"unknown pad value '{pad}' (pads: {', '.join(pads)})"))
    for i, pad in enumerate(pads):
        if pad not in doc.data["tile"]["pad_values"]:
            errs.append(Diagnostic(src.at(("tile", "pads", i)), f"pad value '{pad}' has no entry under pad_values"))
    return errs


def _check_cluster(c: dict | None, machine: Machine, src: SourceMap) -> list[Diagnostic]:
    """Every memory, pipe and target the cluster names is declared; each memory has one owner."""
    if c is None:
        return []
    errs = []
    pipes = machine.enums.get("pipes", ())
    memories = [m.id for m in machine.memories]
    targets = [t.id for t in machine.targets]
    owner: dict[str, str] = {}
    for kind, core in c["cores"].items():
        for i, mem in enumerate(core["memories"]):
            if mem not in memories:
                errs.append(Diagnostic(src.at(("cluster", "cores", kind, "memories", i)),
                                       f"unknown memory '{mem}' (memories: {', '.join(memories)})"))
            elif mem in owner:
                errs.append(Diagnostic(src.at(("cluster", "cores", kind, "memories", i)),
                                       f"memory '{mem}' is already owned by the {owner[mem]} cores"))
            owner.setdefault(mem, kind)
        for i, pipe in enumerate(core["pipes"]):
            if pipe not in pipes:
                errs.append(Diagnostic(src.at(("cluster", "cores", kind, "pipes", i)),
                                       f"unknown pipe '{pipe}' (enums.pipes: {', '.join(pipes)})"))
        for t in core["count"]:
            if t not in targets:
                errs.append(Diagnostic(src.at(("cluster", "cores", kind, "count", t)),
                                       f"unknown target '{t}' (targets: {', '.join(targets)})"))
    for t in c["semaphores"]:
        if t not in targets:
            errs.append(Diagnostic(src.at(("cluster", "semaphores", t)), f"unknown target '{t}' (targets: {', '.join(targets)})"))
    return errs


def _check_machine(doc: YamlDocument, machine: Machine, schema_dir: Path) -> list[Diagnostic]:
    from ..lang.costexpr import compile_formula, FormulaError
    errs = []
    src = doc.source
    for key, items, field in (("targets", doc.data["targets"], "id"), ("dtypes", doc.data["dtypes"], "name"),
                              ("masks", doc.data["masks"], "name"),
                              ("constants", doc.data["a2a3_cycle_model"]["constants"], "name"),
                              ("pipes", doc.data["a2a3_cycle_model"]["pipes"], "pipe")):
        seen = set()
        base = ("a2a3_cycle_model", key) if key in ("constants", "pipes") else (key,)
        for i, item in enumerate(items):
            if item[field] in seen:
                errs.append(Diagnostic(src.at(base + (i, field)), f"duplicate {key[:-1]} '{item[field]}'"))
            seen.add(item[field])
    kinds = [k["id"] for k in doc.data["evidence"]["kinds"]]
    all_kinds = _evidence_kinds(schema_dir)
    missing = sorted(set(all_kinds) - set(kinds))
    if missing or len(kinds) != len(set(kinds)):
        errs.append(Diagnostic(src.at(("evidence", "kinds")), f"evidence kinds must list each kind once "
                                                              f"({', '.join(all_kinds)}); missing: {', '.join(missing) or '-'}"))
    facts = {f["id"] for f in doc.data["evidence"]["facts"]}
    req = doc.data["evidence"]["required"]
    for path, names in [(("evidence", "required", "all"), req["all"]), (("evidence", "required", "float"), req.get("float", []))] + \
            [(("evidence", "required", "patterns", k), v) for k, v in req.get("patterns", {}).items()]:
        for i, n in enumerate(names):
            if n not in facts:
                errs.append(Diagnostic(src.at(path + (i,)), f"unknown fact '{n}' (declared: {', '.join(sorted(facts))})"))
    for i, scope in enumerate(doc.data.get("scopes", [])):
        if scope["pipe"] not in machine.enums.get("pipes", ()):
            errs.append(Diagnostic(src.at(("scopes", i, "pipe")), f"unknown pipe '{scope['pipe']}' (enums.pipes: "
                                                                   f"{', '.join(machine.enums.get('pipes', ()))})"))
    kinds_of_op = machine.enums.get("sync_op_types", ())
    for kind, pipe in doc.data.get("sync_op_pipes", {}).get("pipes", {}).items():
        at = src.at(("sync_op_pipes", "pipes", kind))
        if kind not in kinds_of_op:
            errs.append(Diagnostic(at, f"unknown kind of tile operation '{kind}' "
                                       f"(enums.sync_op_types: {', '.join(kinds_of_op)})"))
        if pipe not in machine.enums.get("pipes", ()):
            errs.append(Diagnostic(at, f"unknown pipe '{pipe}' (enums.pipes: {', '.join(machine.enums.get('pipes', ()))})"))
    errs += _check_cluster(doc.data.get("cluster"), machine, src)
    source_ids = {s["id"] for s in doc.data["sources"]}
    cited = [(("scopes", i, "evidence", "source"), x["evidence"]["source"]) for i, x in enumerate(doc.data.get("scopes", []))]
    cited += [(("cluster", "evidence", i, "source"), e["source"])
              for i, e in enumerate(doc.data.get("cluster", {}).get("evidence", []))]
    if "sync_op_pipes" in doc.data:
        cited.append((("sync_op_pipes", "evidence", "source"), doc.data["sync_op_pipes"]["evidence"]["source"]))
    for path, sid in cited:
        if sid not in source_ids:
            errs.append(Diagnostic(src.at(path), f"unknown source '{sid}' (sources: {', '.join(sorted(source_ids))})"))
    seen_sources: set[str] = set()
    for i, s in enumerate(doc.data["sources"]):
        if s["id"] in seen_sources:
            errs.append(Diagnostic(src.at(("sources", i, "id")), f"duplicate source '{s['id']}'"))
        seen_sources.add(s["id"])
    masks = {n for n, _ in machine.masks}
    for i, d in enumerate(doc.data["dtypes"]):
        if d["mask"] not in masks:
            errs.append(Diagnostic(src.at(("dtypes", i, "mask")), f"unknown mask '{d['mask']}' (known: {', '.join(sorted(masks))})"))
    errs += _check_encodings(doc)
    targets = {t.id for t in machine.targets}
    spaces = {mem["id"]: mem["id"] for mem in doc.data.get("memories", [])}  # keyword -> the space it names
    for i, mem in enumerate(doc.data.get("memories", [])):
        for t in mem.get("bytes", {}):
            if t not in targets:
                errs.append(Diagnostic(src.at(("memories", i, "bytes", t), key=True),
                                       f"unknown target '{t}' (known: {', '.join(sorted(targets))})"))
        for j, alias in enumerate(mem.get("aliases", ())):
            if alias in spaces:
                errs.append(Diagnostic(src.at(("memories", i, "aliases", j)),
                                       f"'{alias}' already names the space '{spaces[alias]}'"))
            spaces.setdefault(alias, mem["id"])
    errs += _check_tiles(doc, machine)
    if machine.vreg_bytes != machine.vlanes * machine.vlane_bytes:
        errs.append(Diagnostic(src.at(("vreg",)), "vreg bytes must equal vlanes × vlane_bytes"))
    try:
        compile_formula(machine.formula, ("startup", "completion", "repeats", "per_repeat", "interval"))
    except FormulaError as exc:
        errs.append(Diagnostic(src.at(("a2a3_cycle_model", "formula")), str(exc)))
    return errs


def _check_encodings(doc: YamlDocument) -> list[Diagnostic]:
    """Encodings whose fields fill their codes, each id once, and dtypes that name one and fit it."""
    errs, src, known = [], doc.source, {}
    for i, e in enumerate(doc.data.get("encodings", [])):
        if e["id"] in known:
            errs.append(Diagnostic(src.at(("encodings", i, "id")), f"duplicate encoding '{e['id']}'"))
        known[e["id"]] = e
        _, problems = build_encoding(e)
        errs += [Diagnostic(src.at(("encodings", i) + path), msg) for path, msg in problems]
        named = {s["value"] for s in e.get("specials", [])}
        for key, needs in (("overflow", "inf"), ("nan", "nan")):
            if e["no_sat"][key] in ("infinity", "nan") and needs not in named:
                errs.append(Diagnostic(src.at(("encodings", i, "no_sat", key)),
                                       f"'{e['no_sat'][key]}' needs a special code with value '{needs}'"))
    for i, d in enumerate(doc.data["dtypes"]):
        if "encoding" not in d:
            continue
        e = known.get(d["encoding"])
        if e is None:
            errs.append(Diagnostic(src.at(("dtypes", i, "encoding")), f"unknown encoding '{d['encoding']}' "
                                                                      f"(declared: {', '.join(sorted(known)) or 'none'})"))
        elif e["code_bits"] * e["values_per_lane"] != d["bits"]:
            errs.append(Diagnostic(src.at(("dtypes", i, "bits")), f"{d['name']} has {d['bits']} bits but encoding "
                                   f"'{e['id']}' packs {e['values_per_lane']} value(s) of {e['code_bits']} bits"))
    return errs


def _check_set_tables(doc: YamlDocument, machine: Machine) -> list[Diagnostic]:
    errs = []
    consts = {c.name for c in machine.constants}
    dtypes = {d.name for d in machine.dtypes}
    for i, row in enumerate(doc.data.get("a2a3_table", [])):
        if row["constant"] not in consts:
            errs.append(Diagnostic(doc.source.at(("a2a3_table", i, "constant")), f"unknown A2/A3 constant '{row['constant']}'"))
    for i, col in enumerate(doc.data.get("latency_columns", [])):
        if col not in dtypes:
            errs.append(Diagnostic(doc.source.at(("latency_columns", i)), f"unknown element type '{col}'"))
    return errs


def _check_costs(mdoc, machine, resolved, ops) -> list[Diagnostic]:
    """Other ops' constants exist; every lowering step names an op whose A2/A3 costs are declared."""
    from ..lang.costexpr import FormulaError, compile_formula
    errs = []
    consts = {c.name for c in machine.constants}
    known = set(resolved) | {o.name for o in machine.other_ops}  # declared ops, built cleanly or not
    for i, o in enumerate(mdoc.data["a2a3_cycle_model"].get("other_ops", [])):
        if o["name"] in resolved:
            errs.append(Diagnostic(mdoc.source.at(("a2a3_cycle_model", "other_ops", i, "name")),
                                   f"'{o['name']}' is an op of the database; give its costs in its own file"))
        for param in ("startup", "completion", "per_repeat", "interval"):
            value = o.get(param)
            for key, c in (value.items() if isinstance(value, dict) else [(None, value)] if value else []):
                if c not in consts:
                    path = ("a2a3_cycle_model", "other_ops", i, param) + ((key,) if key else ())
                    errs.append(Diagnostic(mdoc.source.at(path), f"unknown A2/A3 constant '{c}'"))
    banks: dict[str, set[str]] = {}  # DMA register bank -> the registers ops write (D-DMA-REGISTERS)
    for r in resolved.values():
        reg = (r.data.get("semantics") or {}).get("dma_register") or {}
        banks.setdefault(reg.get("bank", ""), set()).update((reg.get("writes") or {}).values())
    for name, r in resolved.items():
        transfer = ((r.data.get("latency") or {}).get("a2a3") or {}).get("transfer") or {}
        if "bytes" not in transfer:
            continue
        from ..lang.costexpr import formula_names
        declared = set((r.data.get("operands") or {})) | set(transfer.get("absent") or {})
        rest = [n for n in formula_names(transfer["bytes"]) if n not in declared]
        bank = transfer.get("registers")
        if bank is not None and bank not in banks:
            errs.append(Diagnostic(r.at(("latency", "a2a3", "transfer", "registers")),
                                   f"pto.{name}: no op writes a DMA register bank '{bank}' "
                                   f"(known: {', '.join(sorted(b for b in banks if b))})"))
        elif bank is not None and any(n not in banks[bank] for n in rest):
            errs.append(Diagnostic(r.at(("latency", "a2a3", "transfer", "bytes")),
                                   f"pto.{name}: the formula reads {', '.join(n for n in rest if n not in banks[bank])}, "
                                   f"neither an operand nor a register of bank '{bank}' "
                                   f"({', '.join(sorted(banks[bank]))})"))
    for name, r in resolved.items():
        low = r.data.get("a2a3_lowering")
        if not low:
            continue
        for key in ("once", "per_step"):
            try:
                compile_formula(low["formula"][key], ("startup", "completion", "repeats", "per_repeat", "interval"))
            except FormulaError as exc:
                errs.append(Diagnostic(r.at(("a2a3_lowering", "formula", key)), f"pto.{name}: {exc}"))
        for i, seq in enumerate(low.get("sequences", [])):
            for j, step in enumerate(seq["steps"]):
                if "op" in step and step["op"] not in known:
                    errs.append(Diagnostic(r.at(("a2a3_lowering", "sequences", i, "steps", j, "op")),
                                           f"pto.{name}: lowering step '{step['op']}' is neither an op of the "
                                           f"database nor one of a2a3_cycle_model.other_ops"))
    return errs
