"""How a PTO statement binds to its semantics function: the calling convention.

Every declared input operand is a parameter named by its pseudocode name; every string
attribute a keyword named by the attribute; results come back in declared order (a tuple
when there are several), except that the tile compute and move ops take the destination they
write (`outs(%dst ...)`, a Tile or a view) as a parameter and write it in place. Some
functions take more: `dtype` (the result's element type, where the inputs do not fix it),
`mode` (the matched syntax form's mode, where the op has several), and state the caller owns
(`flags`, `memory`, `dma`: the DMA loop and pad registers; `spr`: the special registers AR and
SQZN). `binding` computes that table for every op; for the memory, predicate, sync and
pointer patterns it also gives the parameter list the template prints, so the table and the
signatures cannot drift.
"""
from __future__ import annotations

import re

from ..spec.model import Op

# Patterns whose functions this module lays out (the others' templates write their own signatures).
LAID_OUT = frozenset({"load", "store", "dma", "dma_register", "sync", "predicate", "mask_permute", "ptr_cast",
                      "ptr_add", "indexed_load", "indexed_store", "block_load", "block_store", "align", "sort32",
                      "merge4", "register_read", "register_write", "scalar_bits", "scalar_load", "scalar_store", "cube_move", "cube"})
# Patterns whose functions write the destination a DPS form names in outs(...) (a Tile or a
# view) in place: it is passed like an operand, not returned.
WRITES_OUTS = frozenset({"tile_elementwise", "tile_memory", "tile_compare", "tile_select", "row_reduce", "col_reduce",
                         "tile_argreduce", "tile_convert", "tile_dequant", "tile_sort", "tile_generate",
                         "tile_quant", "tile_matmul"})
# Patterns whose functions take `dtype=` (the result's element type).
TAKES_DTYPE = frozenset({"broadcast", "iota", "bitcast", "convert", "load", "block_load", "ptr_cast"})
# State the caller owns, by sync flag kind; `state_of` adds the DMA and special registers.
STATE = {"set": ("flags",), "wait": ("flags",), "core_set": ("flags",), "core_wait": ("flags",)}
_STATE_TYPES = {"flags": "dict[tuple[Any, ...], int]", "dma": "dict[tuple[str, str], Any]",
                "spr": "dict[str, int]"}


def takes_dtype(op: Op) -> bool:
    """Whether the function takes `dtype=`: the patterns listed, and an align-stream load."""
    sem = op.semantics
    return sem.get("pattern") in TAKES_DTYPE or (sem.get("align") or {}).get("action") == "load"


def uses_spr(op: Op) -> bool:
    """Whether an op reads or writes the special registers (AR, SQZN): the caller's `spr`. The
    align-stream steps that name them, and a squeeze that records SQZN."""
    if op.semantics.get("records"):
        return True
    spec = op.semantics.get("align") or {}
    return (spec.get("action") in ("spr_clear", "spr_store") or spec.get("at") == "base_ar"
            or spec.get("count") == "sqzn")


def state_of(op: Op) -> tuple[str, ...]:
    """The state the caller passes: sync flags, the DMA registers the set_* ops write and the
    register-reading copies read, and the special registers (`spr`, keyed by name: AR and SQZN
    for the align-stream stores, the register an op names in `semantics.register`)."""
    sem = op.semantics
    if sem.get("register"):
        return ("spr",)
    if sem.get("pattern") in ("tile_matmul", "tile_mad_mode"):  # the cube unit's f32 mode (D-MAD-F32-MODE)
        return ("dma",)
    spec = sem.get("dma") or {}
    if sem.get("pattern") == "dma_register" or (sem.get("pattern") == "dma" and (spec.get("registers") or spec.get("atomic"))):
        return ("dma",)
    cube = sem.get("cube") or {}
    if sem.get("pattern") == "cube" and (cube.get("mx") or cube.get("action") == "fixpipe_raw" or cube.get("dest") == "ub"):
        return ("dma",)  # the MX scales of L0A and L0B, the FIXPIPE registers, a cluster's UBs
    move = sem.get("cube_move") or {}
    if sem.get("pattern") == "cube_move" and (move.get("registers") or move.get("action") == "l0_mx"):
        return ("dma",)  # the MTE2_NZ_PARA registers; the MX scale storage beside L0A / L0B (D-CUBE-MX)
    if sem.get("pattern") in ("align", "compress") and uses_spr(op):
        return ("spr",)
    return STATE.get(sem.get("flag") or "", ())


def is_pointer(operand) -> bool:
    return any(t.startswith("!pto.ptr<") for t in operand.types)


def takes_mode(op: Op) -> bool:
    """Whether the function takes `mode=`: the laid-out patterns with several modes, the tile arg
    reductions (index, or value and index), the tile sorts and generators (their forms), and a tile
    op whose modes compute differently (vdup's modes differ only in the operand, which the function sees)."""
    pattern = op.semantics.get("pattern")
    return len(op.modes) > 1 and (pattern in LAID_OUT or bool(op.mode_exprs)
                                  or pattern in ("tile_argreduce", "tile_sync", "tile_sort", "tile_generate"))


def _in_every_form(op: Op) -> set[str]:
    forms = [f for f in op.forms if f.form in ("ssa", "dps")]
    names = [set(f.operands) for f in forms]
    return set.intersection(*names) if names else set()


def _annotation(operand) -> str:
    if is_pointer(operand):  # (castptr's input: a pointer or an address)
        return "Ptr" if all(t.startswith("!pto.ptr<") for t in operand.types) else "Ptr | int"
    if "!pto.align" in operand.types:
        return "Align"
    if operand.kind == "mask" and operand.pseudo == "mask":
        return "ArrayLike | None"  # the governing mask: None is every lane
    return {"vreg": "ArrayLike", "mask": "ArrayLike", "scalar": "Any", "tile": "ArrayLike", "view": "Any"}.get(operand.kind, "Any")


def parameters(op: Op) -> tuple[list[tuple[str, str, str | None]], list[tuple[str, str, str | None]]]:
    """(positional, keyword-only) parameters of a laid-out function: (name, annotation, default text)."""
    sem = op.semantics
    everywhere = _in_every_form(op)
    required, optional = [], []
    for o in op.inputs():
        if o.name in everywhere and not o.optional and not (o.kind == "mask" and o.pseudo == "mask"):
            required.append((o.pseudo, _annotation(o), None))
        else:
            annotation = _annotation(o)
            optional.append((o.pseudo, annotation if annotation.endswith("None") else f"{annotation} | None", "None"))
    keywords: list[tuple[str, str, str | None]] = []
    for a in op.attributes:
        if a.written == "integer":
            keywords.append((a.name, "int", a.default))
        elif a.written == "string":
            keywords.append((a.name, "str | None", "None"))
        elif a.default is not None:
            keywords.append((a.name, "str", repr(a.default)))
        elif a.optional:
            keywords.append((a.name, "str | None", "None"))
        else:
            keywords.append((a.name, "str", None))
    if takes_mode(op):
        keywords.append(("mode", "str", repr(op.modes[0][0])))
    if sem.get("pattern") in ("load", "block_load") or takes_dtype(op) and sem.get("pattern") == "align":
        keywords.append(("dtype", "str | None", "None"))
    if sem.get("pattern") == "ptr_cast":
        keywords += [("dtype", "str", None), ("space", "str | None", "None"),
                     ("memory", "NDArray[np.uint8] | None", "None")]
    keywords.append(("target", "str", '"a5"'))
    state = [(name, _STATE_TYPES[name], None) for name in state_of(op)]
    spec = sem.get("dma") or {}
    if sem.get("pattern") == "dma" and spec.get("atomic") and not spec.get("registers"):
        # a grouped copy reads only the atomic registers: `dma` may be left out (no atomic mode)
        keywords.insert(0, ("dma", _STATE_TYPES["dma"] + " | None", "None"))
        state = []
    return state + required + optional, keywords


def binding(op: Op) -> dict:
    """The row of the semantics module's BINDINGS table for `op`."""
    sem = op.semantics
    state = list(state_of(op))
    if sem.get("pattern") == "ptr_cast":
        state.append("memory")
    action = sem.get("tile_action")
    if action in ("alloc", "alloc_multi", "declare"):
        state += ["memory", "config"]  # the tile's buffer, and its type (what the result is written as)
    elif action in ("declare_view", "retype", "alias"):
        state += ["config"]  # the result's type (an alias written DPS has none: its dst keeps its own)
    elif sem.get("pattern") == "tile_pipe" and sem.get("pipe_action") == "pop":
        state += ["memory", "config"]  # the consumer's buffer and the tile type its slot is given as
    elif sem.get("pattern") == "tile_pipe" and sem.get("pipe_action") == "alloc":
        state += ["config"]  # the view type the GM slot is given as
    elif action == "print":
        state += ["printed"]  # the run's output lines
    if sem.get("pattern") == "tile_sync" and sem.get("sync") == "all":
        state += ["spr"]  # the launch's block and sub-block counts
    operands = dict(op.call_params())
    # A destination written in outs(...) (a tile, a view) is passed like an operand: these ops write it.
    # (A DPS form's SSA result, `%v = pto.tgetval ins(...) outs : T`, is returned as any result is.)
    outs = {n for f in op.forms if f.form == "dps" for n in f.results
            if re.search(r"\bouts\([^:]*%" + n + r"\b", f.text)} if sem.get("pattern") in WRITES_OUTS else set()
    operands.update((o.name, o.pseudo or o.name) for o in op.outputs() if o.name in outs)
    return {
        "operands": operands,
        "results": tuple(o.name for o in op.outputs() if o.name not in outs),
        "attributes": {a.name: a.name for a in op.attributes},
        "state": tuple(state),
        "modes": tuple(m for m, _ in op.modes) if takes_mode(op) else (),
        "dtype": takes_dtype(op),
        "types": _type_keywords(op),
        "batch": batch_kind(op),
        # the caller plans an address where the statement gives none (D-TILE-PLACEMENT)
        "places": action in ("alloc", "alloc_multi"),
    }


# The tile_memory actions whose functions take a batched loop's stacked tiles and views
# (runtime/tile_batch.py), by what the interpreter must know of them.
_BATCH_ACTIONS = {"load": "load", "store": "store", "partition": "view", "view_dim": "query",
                  "view_stride": "query", "valid_rows": "query", "valid_cols": "query", "valid_shape": "query"}


def batch_kind(op: Op) -> str | None:
    """How a batched loop may run the op: "compute" (elementwise over tiles, or a row or column
    reduction of each: any stack of them),
    "load", "store", "view" (a partition, per iteration), "query" (on what a pass does not
    change); None where it cannot (the loop then runs statement by statement)."""
    sem = op.semantics
    if sem.get("pattern") in ("tile_elementwise", "row_reduce", "col_reduce"):
        return "compute"
    return _BATCH_ACTIONS.get(sem.get("tile_action") or "") if sem.get("pattern") == "tile_memory" else None


def _type_keywords(op: Op) -> dict[str, str]:
    """Keywords that take the element type (or mask granularity) a declared operand or result is
    written with: a mask bitcast is told both granularities, which no value carries."""
    if op.semantics.get("pattern") == "mask_bitcast":
        return {"source": op.inputs()[0].name, "result": op.outputs()[0].name}
    return {}


def mask_lanes(op: Op, machine) -> int | None:
    """Lanes of the op's mask result: a bK mask covers the register's bytes K/8 at a time."""
    mask = next((o for o in op.outputs() if o.kind == "mask"), None)
    return machine.mask_lanes(mask.types[0]) if mask is not None else None  # None: any granularity (!pto.mask<G>)


def dma_loops(op: Op) -> list[str]:
    """The loop groups a DMA op declares (`loop1_count`, ... as "1", ...), innermost first."""
    return [o.pseudo[4:-6] for o in op.inputs() if o.pseudo.startswith("loop") and o.pseudo.endswith("_count")]
