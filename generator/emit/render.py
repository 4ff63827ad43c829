"""Render the model into every generated file, in memory.

Jinja is configured once here. `build_context` computes every number and link
the templates print (lane counts, resolved costs, totals, page paths), so the
templates only format.
"""
from __future__ import annotations

import hashlib
import json
import math
import posixpath
import re
from pathlib import Path

import jinja2

from .. import __version__
from ..lang.checkexpr import elem_evaluator, evaluate_on_elems
from ..lang.clike import macro_name
from .bindings import LAID_OUT, binding, dma_loops, is_pointer, mask_lanes, parameters
from .costing import a2a3_total, sequence_cost
from .runtime import RUNTIME_DIR, import_line, runtime_files
from ..lang.costexpr import compile_formula
from ..spec.model import Isa, Op
from ..lang.syntax import FORM_TITLES, FORMS

HEADER = "Generated from isa/ by `make gen` (ptoisa gen); do not edit."
_DREF = re.compile(r"\b(D-[A-Z0-9]+(?:-[A-Z0-9]+)*)\b")
_FORMULA_NAMES = ("startup", "completion", "repeats", "per_repeat", "interval")


def _environment(template_dir: Path) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(template_dir)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(
        to_json=lambda v: json.dumps(v, indent=2, sort_keys=True, ensure_ascii=False),
        py=repr,
        tuple=tuple,
        relpath=_relpath,
        anchor=lambda s: re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-"),
        cell=lambda s: str(s).replace("|", "\\|").replace("\n", " "),
        macro=macro_name,
    )
    return env


def _relpath(target: str, start_page: str) -> str:
    """Link from the page `start_page` to `target` (both relative to the docs root)."""
    path, _, frag = target.partition("#")
    rel = posixpath.relpath(path, posixpath.dirname(start_page) or ".")
    return rel + ("#" + frag if frag else "")


def link_decisions(text: str, page: str) -> str:
    """Turn each D-XXX into a link to its entry on the decisions page."""
    href = _relpath("decisions.md", page)
    return _DREF.sub(lambda m: f"[{m.group(1)}]({href}#{m.group(1).lower()})", text)




def _index_operand(op: Op, mode: str) -> str | None:
    """The output that holds an arg-reduction's indices in `mode`: the one named ...idx, else its only one."""
    outs = [o.name for o in op.outputs() if not o.modes or mode in o.modes]
    return next((n for n in outs if n.lower().endswith("idx")), outs[0] if outs else None)


def index_dtype_table(isa: Isa, op: Op) -> dict:
    """For arg-reductions: per target, per mode, per source dtype, the legal index dtypes (from the
    op's element types on the target and the checks that apply there)."""
    elem_cls = elem_evaluator(isa.machine.dtypes)
    src = op.primary_operand
    ints = sorted((d for d in isa.machine.dtypes if d.kind == "int"), key=lambda d: (d.signed, d.bits))
    table: dict = {}
    for target in (t.id for t in isa.machine.targets):
        per_mode = {}
        for mode in op.mode_names():
            idx_operand = _index_operand(op, mode)
            candidates = op.types_for(idx_operand, target) if op.all_types(idx_operand) else tuple(d.name for d in ints)
            per_src = {}
            for s in op.types_for(src, target):
                legal = []
                for cand in candidates:
                    elems = {src: s, idx_operand: cand}
                    for o in op.outputs():
                        if o.name != idx_operand and (not o.modes or mode in o.modes):
                            elems[o.name] = s  # value outputs carry the source type
                    if all(evaluate_on_elems(c.check, elems, elem_cls) is not False for c in op.constraints
                           if c.check is not None and (not c.modes or mode in c.modes)
                           and (not c.targets or target in c.targets)):
                        legal.append(cand)
                per_src[s] = legal
            per_mode[mode] = per_src
        table[target] = per_mode
    return table


def arg_outputs(op: Op) -> dict:
    """An arg-reduction's destinations: the parameters (outputs by pseudo name, in declared order),
    per mode (index destination, value destination or None), and the optional scratch inputs."""
    pseudo = {o.name: o.pseudo or o.name for o in op.outputs()}
    by_mode = {}
    for mode in op.mode_names():
        idx = _index_operand(op, mode)
        val = next((o.name for o in op.outputs() if o.name != idx and (not o.modes or mode in o.modes)), None)
        by_mode[mode] = (pseudo[idx] if idx else None, pseudo[val] if val else None)
    return {"params": list(pseudo.values()), "by_mode": by_mode,
            "scratch": [o.pseudo or o.name for o in op.inputs() if o.optional]}


def _float_text(v: float) -> str:
    """A value as Python source (nan and inf through float())."""
    return f"float('{v}')" if not math.isfinite(v) else repr(v)


def _coded_row(name: str, e) -> dict:
    """What the semantics and the machine page print of an encoded type."""
    mags = e.magnitudes
    return {"name": name, "id": e.id, "title": e.title, "text": e.text, "code_bits": e.code_bits,
            "pack": e.values_per_lane, "sign": e.sign_code, "nan": e.nan_code, "inf": e.inf_code,
            "shadow": _float_text(e.shadow), "signed_zero": e.signed_zero,
            "no_sat_overflow": e.no_sat_overflow, "no_sat_nan": e.no_sat_nan,
            "values": [_float_text(v) for v in e.values], "magnitudes": [_float_text(v) for v, _ in mags],
            "mag_codes": [c for _, c in mags], "fields": e.fields, "exponent": e.exponent, "subnormal": e.subnormal,
            "table": [(f"{c:#04x}" if e.code_bits == 8 else f"{c:#03x}", "NaN" if math.isnan(v) else
                       ("-0" if v == 0 and math.copysign(1, v) < 0 else repr(v).removesuffix(".0"))) for c, v in enumerate(e.values)]}


def source_digest(*folders: Path) -> str:
    """"sha256:..." over every file under `folders` (isa/, templates/, the runtime), in sorted order of its path
    from the folders' parent ("isa/machine.yaml"): the path, the byte count and the bytes of each.
    Line ends are read as LF (a checkout that writes CRLF renders the same output) and hidden files
    and Python caches are not inputs, so one database gives one digest on every machine."""
    files = sorted((f"{folder.name}/{p.relative_to(folder).as_posix()}", p) for folder in folders
                   for p in folder.rglob("*") if p.is_file()
                   and not any(part.startswith(".") or part == "__pycache__" for part in p.relative_to(folder).parts))
    digest = hashlib.sha256()
    for rel, path in files:
        data = path.read_bytes().replace(b"\r\n", b"\n")
        digest.update(f"{rel}\0{len(data)}\0".encode("utf-8") + data)
    return f"sha256:{digest.hexdigest()}"


def build_context(isa: Isa, digest: str) -> dict:
    m = isa.machine
    dtype_rows = [
        {"name": d.name, "kind": d.kind, "bits": d.bits, "signed": d.signed, "spelling": d.spelling,
         "cpp": d.cpp, "mask": d.mask, "numpy": d.numpy, "encoding": d.encoding,
         "lanes": m.vreg_bytes * 8 // d.bits}
        for d in m.dtypes
    ]
    coded_rows = [_coded_row(d.name, m.encoding(d.encoding)) for d in m.dtypes if d.encoding]
    a2a3_rows = {}
    for op in isa.ops:
        rows = []
        for row in op.latency.a2a3:
            rows.append({
                "dtype": row.dtype, "missing": list(row.missing), "reason": row.reason,
                **{p: getattr(row, p) for p in ("startup", "completion", "per_repeat", "interval")},
                **{f"{p}_value": (m.constant(getattr(row, p)).value if getattr(row, p) else None)
                   for p in ("startup", "completion", "per_repeat", "interval")},
                "total_1": a2a3_total(isa, row, 1),
            })
        a2a3_rows[op.name] = rows
    costs = {
        "a2a3": {
            "formula": m.formula,
            "constants": {c.name: {"value": c.value, "metric": c.metric} for c in m.constants},
            "ops": {op.name: {"derived_from": op.latency.a2a3_derived_from,
                              "dtypes": {r["dtype"]: {k: r[k] for k in ("startup", "completion", "per_repeat", "interval",
                                                                         "total_1", "reason")}
                                         for r in a2a3_rows[op.name]}}
                    for op in isa.ops if a2a3_rows[op.name]},
        },
        "a5": {op.name: {"rv": op.latency.a5_rv, "rv_note": op.latency.a5_rv_note,
                         "cycles": dict(op.latency.a5_cycles), "fallback": op.latency.a5_fallback,
                         "derived_from": op.latency.a5_derived_from,
                         "note": op.latency.a5_note, "reason": op.latency.a5_reason}
               for op in isa.ops if op.latency.a5_rv or op.latency.a5_note or op.latency.a5_cycles
               or op.latency.a5_fallback},
        "no_cycles": {op.name: op.latency.no_cycles for op in isa.ops if op.latency.no_cycles},
    }
    # Identical constraints (a family's, inherited by every member) are emitted once.
    rule_defs: dict[tuple, tuple[str, object]] = {}
    op_rules: dict[str, list[str]] = {}
    for op in isa.ops:
        for c in op.constraints:
            if c.check is None:
                continue
            key = (c.id, c.text, c.check.python, c.check.refs, c.targets, c.modes)
            if key not in rule_defs:
                rule_defs[key] = (f"_RULE_{len(rule_defs)}", c)
            op_rules.setdefault(op.name, []).append(rule_defs[key][0])
    lowering_costs = {op.name: [sequence_cost(isa, op, seq) for seq in op.a2a3_lowering["sequences"]]
                      for op in isa.ops if op.a2a3_lowering}
    costs["a2a3"]["other_ops"] = {o.name: {"source": o.source, **o.params} for o in m.other_ops}
    costs["a2a3"]["clock_mhz"] = m.clock_mhz
    costs["a2a3"]["transfer_formula_text"] = m.transfer_formula_text
    costs["a2a3"]["transfers"] = {
        op.name: {"decision": op.latency.a2a3_transfer_decision,
                  "locations": {p.loc: {"pipe": p.pipe, "peak_gib_s": p.peak_gib_s, "half_bytes": p.half_bytes,
                                        "fitted": p.fitted} for p in op.latency.a2a3_transfer},
                  **({"bytes": op.latency.a2a3_transfer_bytes.text,
                      "absent": dict(op.latency.a2a3_transfer_bytes.absent),
                      "registers": op.latency.a2a3_transfer_bytes.registers}
                     if op.latency.a2a3_transfer_bytes else {})}
        for op in isa.ops if op.latency.a2a3_transfer}
    costs["a2a3"]["lowerings"] = {
        name: [{"shape": seq["shape"], "dtype": seq["dtype"], "seed_estimate": seq["seed_estimate"], **cost}
               for seq, cost in zip(isa.op(name).a2a3_lowering["sequences"], rows)]
        for name, rows in lowering_costs.items()}
    arg_ops = [op for op in isa.ops if op.semantics.get("pattern") == "tile_argreduce"]
    index_tables = {op.name: index_dtype_table(isa, op) for op in arg_ops}
    levels = {k.level: [] for k in m.evidence_kinds}
    for op in sorted(isa.ops, key=lambda o: o.name):
        if op.evidence_level:
            levels[op.evidence_level.level].append(op.name)
    return {
        "target_names": {n.lower(): t.id for t in m.targets for n in (t.id, t.name, *t.aliases)},
        "evidence_summary": [(level, names) for level, names in levels.items() if names],
        "isa": isa,
        "m": m,
        "header": HEADER,
        "version": __version__,  # of ptoisa, which generates; the package carries it
        "source_digest": digest,
        "dtype_rows": dtype_rows,
        "coded_rows": coded_rows,
        "packs": {c["name"]: c["pack"] for c in coded_rows if c["pack"] > 1},
        # A predicate has one bit per register byte, so a bK mask lane spans K / 8 bits.
        "mask_bits": {name: bits // 8 for name, bits in m.masks},
        "dtype_bits": {d.name: d.bits for d in m.dtypes},
        "int_dtypes": [d.name for d in m.dtypes if d.kind == "int"],
        "a2a3_rows": a2a3_rows,
        "index_tables": index_tables,
        "arg_outputs": {op.name: arg_outputs(op) for op in arg_ops},
        "costs": costs,
        "rule_defs": list(rule_defs.values()),
        "op_rules": op_rules,
        "lowering_costs": lowering_costs,
        "lowering_py": {op.name: {k: compile_formula(v, _FORMULA_NAMES) for k, v in op.a2a3_lowering["formula"].items()}
                        for op in isa.ops if op.a2a3_lowering},
        "formula_py": compile_formula(m.formula, _FORMULA_NAMES),
        "dma_register_writes": {  # op -> (bank, ((operand, register), ...)), in operand order
            op.name: (op.semantics["dma_register"]["bank"],
                      tuple((o.name, op.semantics["dma_register"]["writes"][o.pseudo]) for o in op.operands
                            if o.pseudo in op.semantics["dma_register"]["writes"]))
            for op in isa.ops if (op.semantics.get("dma_register") or {}).get("writes")},
        "forms": FORMS,
        "optional_operands": {op.name: [o.name for o in op.operands if o.optional] for op in isa.ops},
        "bindings": {op.name: binding(op) for op in isa.ops},
        "params": {op.name: parameters(op) for op in isa.ops if op.semantics.get("pattern") in LAID_OUT},
        "pointer_operands": {op.name: [o.name for o in op.operands if is_pointer(o)] for op in isa.ops},
        "mask_lanes": {op.name: mask_lanes(op, m) for op in isa.ops if op.semantics.get("pattern") in ("predicate", "mask_permute")},
        "dma_loops": {op.name: dma_loops(op) for op in isa.ops if op.semantics.get("pattern") == "dma"},
        "form_titles": FORM_TITLES,
        "link_decisions": link_decisions,
        "runtime_import": import_line,
        "relpath": _relpath,
    }


# output path -> (template, extra context) ; one template per output kind.
def _outputs(isa: Isa) -> list[tuple[str, str, dict]]:
    outs = [
        ("ptoisa_ref/__init__.py", "python/init.py.j2", {}),
        ("ptoisa_ref/py.typed", "python/py.typed.j2", {}),
        ("ptoisa_ref/_tables.py", "python/tables.py.j2", {}),
        ("ptoisa_ref/semantics.py", "python/semantics.py.j2", {}),
        ("ptoisa_ref/verifier_rules.py", "python/verifier_rules.py.j2", {}),
        ("ptoisa_ref/costs.py", "python/costs.py.j2", {}),
        ("costs/costs.json", "data/costs.json.j2", {}),
        ("costs/a5_latency.csv", "data/a5_latency.csv.j2", {}),
        ("costs/a2a3_params.csv", "data/a2a3_params.csv.j2", {}),
        ("docs/index.md", "docs/index.md.j2", {"page": "index.md"}),
        ("docs/decisions.md", "docs/decisions.md.j2", {"page": "decisions.md"}),
        ("docs/machine.md", "docs/machine.md.j2", {"page": "machine.md"}),
        ("docs/css/highlight.css", "docs/highlight.css.j2", {}),
    ]
    for s in isa.sets:
        outs.append((f"docs/{s.page}", "docs/set.md.j2", {"s": s, "page": s.page}))
    for op in isa.ops:
        outs.append((f"docs/{op.page}", "docs/op.md.j2", {"op": op, "page": op.page}))
    return outs


def render_all(isa: Isa, template_dir: Path, isa_dir: Path) -> dict[str, bytes]:
    """Every generated file as {relative path: bytes} of the database loaded from `isa_dir`;
    nothing is written here."""
    env = _environment(template_dir)
    ctx = build_context(isa, source_digest(isa_dir, template_dir, RUNTIME_DIR))
    files: dict[str, bytes] = {}
    for path, template, extra in _outputs(isa):
        text = env.get_template(template).render(**ctx, **extra)
        files[path] = text.encode("utf-8")
    files.update(runtime_files())
    return dict(sorted(files.items()))
