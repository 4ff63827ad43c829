"""Checks a schema cannot make on the memory, predicate, sync and pointer patterns: the
distribution tables of loads and stores, a DMA's memories and operands, a sync op's
attributes. `check_memory_semantics` reports through `err` and returns the compiled lane
expressions of the distribution modes."""
from __future__ import annotations

from ..lang.cexpr import CALLS, calls_in, names_in, to_numpy
from ..lang.clike import ParseError, parse_expression

# The operands (by pseudocode name) the dma pattern reads; the first two operands are the pointers.
DMA_OPERANDS = {"start": ("len_burst", "n_burst", "src_stride", "dst_stride"),
                "gap": ("len_burst", "n_burst", "src_gap", "dst_gap")}
# The attributes each kind of sync op takes.
SYNC_ATTRIBUTES = {"set": ("src_pipe", "dst_pipe", "event_id"), "wait": ("src_pipe", "dst_pipe", "event_id"),
                   "none": ("pipe",), "buffer": ("op_type", "buf_id"), "fence": (), "cache": ("cache",),
                   "core_set": ("event_id",), "core_wait": ("event_id",)}


def _compile(text: str, bind: dict[str, str], report) -> str | None:
    try:
        tree = parse_expression(text)
    except ParseError as exc:
        report(str(exc))
        return None
    bad = [f"expression names '{n}' (names: {', '.join(bind)})" for n in sorted(names_in(tree) - set(bind))]
    bad += [f"unknown function '{c}'" for c in sorted(calls_in(tree) - set(CALLS))]
    for message in bad:
        report(message)
    return None if bad else to_numpy(tree, bind)


def check_memory_semantics(builder, d: dict, sem: dict, operands, bind: dict[str, str], err) -> tuple:
    """Check the fields of the memory patterns; return ((dist, numpy lane expression), ...)."""
    pattern = sem.get("pattern")
    attrs = d.get("attributes") or {}
    out: list[tuple[str, str]] = []
    by_values = builder._values(attrs[sem["by"]]) if sem.get("by") in attrs else ()
    for value in sem.get("not_modelled") or {}:
        if value not in by_values:
            err(("semantics", "not_modelled", value), f"'{value}' is not a value of '{sem.get('by')}'", key=True)
    if pattern in ("load", "store"):
        dists = sem.get("dists") or {}
        if sem.get("by") not in attrs:
            err(("semantics", "by"), f"'{sem.get('by')}' is not a declared attribute")
        elif set(dists) | set(sem.get("not_modelled") or ()) != set(by_values):
            missing = [v for v in by_values if v not in dists and v not in (sem.get("not_modelled") or ())]
            extra = [v for v in dists if v not in by_values]
            err(("semantics", "dists"), f"dists must describe each value of '{sem['by']}' or list it under "
                                        f"not_modelled (missing: {', '.join(missing) or '-'}; not values: "
                                        f"{', '.join(extra) or '-'})")
        for value, entry in dists.items():
            if pattern == "load" and ("to" in entry or "mask" in entry):
                err(("semantics", "dists", value), "a load's distribution takes no 'to' or 'mask' (stores do)")
            lane_bind = {"i": "i", "N": "N"}
            compiled = _compile(entry["lanes"], lane_bind,
                                lambda msg, value=value: err(("semantics", "dists", value, "lanes"), msg))
            if compiled is not None:
                out.append((value, compiled))
    if pattern == "dma":
        spec = sem.get("dma") or {}
        spaces = {m.id for m in builder.m.memories}
        for key in ("source", "dest"):
            if key in spec and spec[key] not in spaces:
                err(("semantics", "dma", key), f"unknown memory '{spec[key]}' (isa/machine.yaml memories: "
                                               f"{', '.join(sorted(spaces))})")
        pseudo = [o.pseudo for o in operands if o.role == "in"]
        for name in DMA_OPERANDS.get(spec.get("stride", "start"), ()):
            if name not in pseudo:
                err(("operands",), f"a dma op needs an operand whose pseudocode name is '{name}'")
        if spec.get("registers") and spec.get("stride") == "gap":
            err(("semantics", "dma", "registers"), "a copy that reads the loop registers has start-to-start strides "
                                                    "(stride: start)")
        if spec.get("registers") and any(p.startswith("loop") for p in pseudo):
            err(("semantics", "dma", "registers"), "a copy takes its loops from the registers or from loop(...) "
                                                    "operands, not both")
    if pattern == "cube_move":
        spec = sem.get("cube_move") or {}
        spaces = {m.id for m in builder.m.memories}
        for key in ("source", "dest"):
            if spec.get(key) is not None and spec[key] not in spaces:
                err(("semantics", "cube_move", key), f"unknown memory '{spec[key]}' (isa/machine.yaml memories: "
                                                     f"{', '.join(sorted(spaces))})")
        pointers = [o for o in operands if o.role == "in" and any(t.startswith("!pto.ptr<") for t in o.types)]
        wanted = 1 if spec.get("action") == "fill" else 2
        if len(pointers) != wanted or (wanted == 2) != (spec.get("source") is not None):
            err(("operands",), f"a cube_move op with action {spec.get('action')} takes {wanted} pointer(s)"
                               + (" and a source memory" if wanted == 2 else " and no source memory"))
        attrs_needed = {"l0": "transpose", "fill": "fill_word_bits"}.get(spec.get("action", ""))
        if attrs_needed and attrs_needed not in attrs:
            err(("attributes",), f"a cube_move op with action {spec['action']} needs the attribute '{attrs_needed}'")
        modes = [m.get("name") for m in d.get("modes") or ()]
        if spec.get("action") == "frac" and not spec.get("layout") and (not modes or set(modes) - {"nd2nz", "dn2nz"}):
            err(("modes",), "a cube_move op with action frac has the modes nd2nz and/or dn2nz (the source layouts), "
                            f"got {', '.join(modes) or 'none'}")
    if pattern in ("scalar_load", "scalar_store"):
        ins = [o for o in operands if o.role == "in"]
        pointers = [o for o in ins if any(t.startswith("!pto.ptr<") for t in o.types)]
        rest = [o for o in ins if o not in pointers]
        values = 1 if pattern == "scalar_store" else 0
        if len(pointers) != 1 or sorted(o.pseudo == "offset" for o in rest) != [False] * values + [True]:
            err(("operands",), f"a {pattern} op takes one pointer, an operand whose pseudocode name is 'offset'"
                               + (" and the value it stores" if values else "") + ", and nothing else")
    if pattern == "dma_register":
        writes = (sem.get("dma_register") or {}).get("writes") or {}
        sets = (sem.get("dma_register") or {}).get("sets") or {}
        packs = (sem.get("dma_register") or {}).get("packs") or {}
        if not writes and not sets and not packs:
            err(("semantics", "dma_register"), "a dma_register op writes its operands ('writes', 'packs') or constants "
                                               "('sets')")
        if sets and (sem.get("dma_register") or {}).get("bank") != "atomic":
            err(("semantics", "dma_register", "sets"), "constants ('sets') go to the atomic bank")
        if sets.get("type") is not None and sets["type"] not in builder.dtypes:
            err(("semantics", "dma_register", "sets", "type"), f"unknown element type '{sets['type']}'")
        scalars = [o.pseudo for o in operands if o.role == "in" and o.kind == "scalar"]
        for name in writes:
            if name not in scalars:
                err(("semantics", "dma_register", "writes", name),
                    f"'{name}' is not the pseudocode name of a scalar operand (operands: {', '.join(scalars) or '-'})",
                    key=True)
        for name in (sem.get("dma_register") or {}).get("bits") or {}:
            if writes.get(name) in (None, "pad_value"):
                err(("semantics", "dma_register", "bits", name), f"'{name}' writes no count or stride", key=True)
        for name in packs:
            if name not in scalars or name in writes:
                err(("semantics", "dma_register", "packs", name),
                    f"'{name}' is not a scalar operand's pseudocode name, or is also in writes", key=True)
            for register, (lsb, width) in packs.get(name, {}).items():
                if width < 1 or lsb + width > 64:
                    err(("semantics", "dma_register", "packs", name, register),
                        f"the field [{lsb}, {width}] does not fit 64 bits with a width of at least 1", key=True)
        for name in scalars:
            if name not in writes and name not in packs:
                err(("semantics", "dma_register", "writes"), f"operand '{name}' sets no register: list it in writes")
    if pattern == "sync" and sem.get("flag") in SYNC_ATTRIBUTES:
        # A number may be an integer attribute or an operand computed at run time (get_buf_dyn's buf_id).
        given = set(attrs) | {o.pseudo for o in operands if o.role == "in" and o.kind == "scalar"}
        for name in SYNC_ATTRIBUTES[sem["flag"]]:
            if name not in given:
                err(("attributes",), f"a sync op with flag '{sem['flag']}' needs the attribute (or operand) '{name}'")
    if pattern == "sync" and sem.get("flag") in ("core_set", "core_wait"):
        if not sem.get("events"):
            err(("semantics",), f"a sync op with flag '{sem['flag']}' needs 'events' (the ids per target)")
        for t in sem.get("events") or {}:
            if t not in builder.targets:
                err(("semantics", "events", t), f"unknown target '{t}' (known: {', '.join(builder.targets)})", key=True)
    if sem.get("spaces") and not (pattern in ("scalar_load", "scalar_store")
                                  or pattern == "sync" and sem.get("flag") == "cache"):
        err(("semantics", "spaces"), "only a cache sync op, a scalar_load and a scalar_store name the memories "
                                     "their pointer may point into (spaces)", key=True)
    if sem.get("reset") is not None and pattern != "register_read":
        err(("semantics", "reset"), "only a register_read op has a reset value (reset)", key=True)
    if pattern == "sync" and sem.get("flag") == "cache" and not sem.get("spaces"):
        err(("semantics",), "a sync op with flag 'cache' needs 'spaces' (the memories its pointer may point into)")
    if sem.get("spaces"):
        spaces = {m.id for m in builder.m.memories}
        for i, space in enumerate(sem.get("spaces") or ()):
            if space not in spaces:
                err(("semantics", "spaces", i), f"unknown memory '{space}' (isa/machine.yaml memories: "
                                                f"{', '.join(sorted(spaces))})")
    if sem.get("records") and pattern != "compress":
        err(("semantics", "records"), "only a compress records SQZN (records: sqzn)")
    if pattern == "align":
        spec = sem.get("align") or {}
        if spec.get("action") == "spr_store":
            if spec.get("at") != "base_offset":
                err(("semantics", "align", "at"), "an SPR store writes at the pointer plus %offset (at: base_offset)")
            if not any(o.role == "in" and o.kind == "scalar" and o.pseudo == "offset" for o in operands):
                err(("operands",), "an SPR store needs a scalar operand whose pseudocode name is 'offset'")
            if len(attrs) != 1:
                err(("attributes",), "an SPR store takes one attribute: the register it stores")
        elif spec.get("offset_bytes") is not None or spec.get("offset_range") is not None:
            err(("semantics", "align"), "offset_bytes and offset_range describe an SPR store's %offset (action: spr_store)")
        low_high = spec.get("offset_range")
        if low_high and low_high[0] > low_high[1]:
            err(("semantics", "align", "offset_range"), f"the range {low_high} is empty")
    if pattern in ("predicate", "mask_permute"):
        if not sem.get("lanes") and not sem.get("exprs"):
            err(("semantics",), f"semantics pattern '{pattern}' needs 'lanes' (or 'by' and 'exprs')")
    if sem.get("image") and pattern not in ("predicate", "mask_permute"):
        err(("semantics", "image"), f"'image' (expressions over the predicate image's bits) belongs to the "
                                    f"predicate and mask_permute patterns, not '{pattern}'")
    return tuple(out)
