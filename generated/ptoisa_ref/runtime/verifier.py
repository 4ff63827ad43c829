"""The verifier's types (what an operand is written as) and the checks of one op use against
its generated rules: kind, target, element types, constraints, attributes.

Source: generator/runtime/verifier.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from typing import Any, Callable, Union

from .._tables import (DTYPES, MEMORY_BYTES, MEMORY_NAMES, TARGETS, TILE_COMPACT_MODES, TILE_FRACTALS, TILE_FREE_ROWS,
                       TILE_LOCATIONS, TILE_PACKED_ROW_ALIGN, TILE_PADS, TILE_ROW_ALIGN, VALUES_PER_LANE)


class Elem(str):
    """An element type name (f32, ui32 is spelled u32) that also knows its width, kind and mask.

    A type the database does not list (f8E4M3FN, !pto.hif8) knows none of them (None),
    so a check that needs them is skipped; its legality check still reports it."""

    def _field(self, k: int) -> Any:
        entry = DTYPES.get(self)
        return None if entry is None else entry[k]

    @property
    def bits(self) -> int | None:
        return self._field(1)  # type: ignore[no-any-return]

    @property
    def kind(self) -> str | None:
        return self._field(0)  # type: ignore[no-any-return]

    @property
    def signed(self) -> bool | None:
        return self._field(2)  # type: ignore[no-any-return]

    @property
    def mask(self) -> str | None:
        return self._field(3)  # type: ignore[no-any-return]


@dataclass(frozen=True)
class VRegType:
    """!pto.vreg<NxT>; None marks a part that is not known."""

    lanes: int | None
    elem: Elem | None

    @property
    def type(self) -> tuple[int, str] | None:
        return None if self.lanes is None or self.elem is None else (self.lanes, str(self.elem))


@dataclass(frozen=True)
class MaskType:
    """!pto.mask<bK>."""

    granularity: str | None


@dataclass(frozen=True)
class TileType:
    """!pto.tile<...> or !pto.tile_buf<...>; None marks a dynamic or unknown field."""

    kind: str | None = "Vec"
    elem: Elem | None = None
    rows: int | None = None
    cols: int | None = None
    valid_rows: int | None = None
    valid_cols: int | None = None
    blayout: str | None = "RowMajor"
    slayout: str | None = "NoneBox"
    fractal: int | None = next(iter(TILE_FRACTALS))
    pad: str | None = TILE_PADS[0]
    compact: str | None = TILE_COMPACT_MODES[0]


@dataclass(frozen=True)
class MultiTileType:
    """!pto.multi_tile_buf<...>: `count` slots, each a tile of the slot fields' type (as TileType's)."""

    kind: str | None = "Vec"
    elem: Elem | None = None
    rows: int | None = None
    cols: int | None = None
    valid_rows: int | None = None
    valid_cols: int | None = None
    blayout: str | None = "RowMajor"
    slayout: str | None = "NoneBox"
    fractal: int | None = next(iter(TILE_FRACTALS))
    pad: str | None = TILE_PADS[0]
    compact: str | None = TILE_COMPACT_MODES[0]
    count: int | None = None

    @property
    def slot(self) -> TileType:
        """The type of one slot."""
        return TileType(self.kind, self.elem, self.rows, self.cols, self.valid_rows, self.valid_cols, self.blayout,
                        self.slayout, self.fractal, self.pad, self.compact)


@dataclass(frozen=True)
class ViewType:
    """!pto.tensor_view<...> or !pto.partition_tensor_view<...>: its dimensions (None where
    written ?) and element type; None marks what is not known."""

    elem: Elem | None = None
    shape: tuple[int | None, ...] | None = None
    partition: bool = False

    @property
    def rank(self) -> int | None:
        return None if self.shape is None else len(self.shape)

    @property
    def numel(self) -> int | None:
        """The element count its dimensions give; None where one is dynamic (?) or not known."""
        if self.shape is None:
            return None
        n = 1
        for d in self.shape:
            if d is None:
                return None
            n *= d
        return n

    @property
    def cols(self) -> int | None:
        """The last dimension (a row of an ND view)."""
        return None if not self.shape else self.shape[-1]

    @property
    def rows(self) -> int | None:
        """The other dimensions multiplied (the rows of an ND view; 1 for a rank-1 view)."""
        if not self.shape or any(d is None for d in self.shape[:-1]):
            return None
        n = 1
        for d in self.shape[:-1]:
            n *= d  # type: ignore[operator]
        return n


@dataclass(frozen=True)
class ScalarType:
    """Any other type (i32, index, !pto.ptr<f32, gm>), compared by its text; `elem` is the
    element type when the text is one (MLIR integers are signless: i16 also serves ui16) or a
    pointer's element type, `space` a pointer's memory space."""

    text: str
    elem: Elem | None = None
    space: str | None = None  # a pointer's memory space (gm, ub)

    @property
    def pointer(self) -> bool:
        """Whether the type is a !pto.ptr (always known, unlike its element type or space)."""
        return self.text.startswith("!pto.ptr<")


Type = Union[VRegType, MaskType, TileType, MultiTileType, ViewType, ScalarType]


_KIND_OF: dict[type, str] = {VRegType: "vreg", MaskType: "mask", TileType: "tile", MultiTileType: "multi_tile",
                             ViewType: "view", ScalarType: "scalar"}


_KIND_TEXT = {"vreg": "a !pto.vreg", "mask": "a !pto.mask", "tile": "a tile", "multi_tile": "a multi-buffer tile",
              "view": "a tensor view", "scalar": "a scalar"}


@dataclass(frozen=True)
class Rule:
    id: str
    text: str
    targets: tuple[str, ...]
    modes: tuple[str, ...]
    refs: tuple[tuple[str, ...], ...]
    test: Callable[[dict[str, Any]], bool]
    pairs: tuple[tuple[str, str, tuple[str, ...]], ...] = ()  # (a, b, path): operands that must agree in it


@dataclass(frozen=True)
class Form:
    """One declared syntax form, as parsed from the op's YAML."""

    form: str  # asm, ssa, dps, cpp
    mode: str
    text: str
    mnemonic: str
    results: tuple[str, ...]
    operands: tuple[str, ...]
    result_types: tuple[str, ...]
    operand_types: tuple[str, ...]
    optional: tuple[str, ...] = ()  # operands a program may leave out (the implementation provides them)
    type_order: tuple[str, ...] = ()  # the operands (or results) the types before `->` belong to, as written (empty: operand order)
    variadic: tuple[str, ...] = ()  # operands written as a bracketed list of any length (`[%shape...]`)


@dataclass(frozen=True)
class Attr:
    """A string attribute: written as a quoted operand or as an attribute-dictionary entry."""

    written: str  # "operand", "dict", "integer" (a literal at the placeholder NAME) or "string" (any quoted string)
    values: tuple[str, ...]
    default: str | None
    optional: bool = False  # may be absent without a default (the op's own rules decide)
    # An older spelling PTOAS still reads: (its name, ((its value, this attribute's value), ...))
    legacy: tuple[str, tuple[tuple[str, str], ...]] | None = None


@dataclass(frozen=True)
class OpRules:
    name: str
    page: str
    modes: tuple[str, ...]
    operands: dict[str, tuple[str, str, tuple[str, ...]]]  # name -> (role, kind, modes)
    asm_names: dict[str, str]  # assembly-form name -> operand name
    element_types: dict[str, dict[str, tuple[str, ...]]]  # operand -> target -> legal element types
    forms: tuple[Form, ...]
    rules: tuple[Rule, ...]
    attributes: dict[str, Attr] = field(default_factory=dict)
    absent: dict[str, str] = field(default_factory=dict)  # target that lacks the op -> the decision saying so
    unread: tuple[str, ...] = ()  # dictionary entries PTOAS accepts and nothing reads (any value)
    # target -> the tile operands its library ignores: a tile used only there takes no memory (D-TILE-PLACEMENT-TMP)
    unplanned: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Violation:
    """One broken rule: `message` is what a user sees; `page` documents the rule."""

    op: str
    rule: str
    message: str
    page: str


def type_text(t: Any) -> str:
    """Print a type back in PTO spelling (for round trips and messages)."""
    if isinstance(t, VRegType):
        return "!pto.vreg<NxT>" if t.lanes is None or t.elem is None else f"!pto.vreg<{t.lanes}x{_spelling(t.elem)}>"
    if isinstance(t, MaskType):
        return f"!pto.mask<{t.granularity or 'G'}>"
    if isinstance(t, TileType):
        if t.elem is None:
            return "!pto.tile_buf<...>"
        def dim(v: int | None) -> str:
            return "?" if v is None else str(v)
        parts = [TILE_LOCATIONS[t.kind][0] if t.kind in TILE_LOCATIONS else "vec",
                 f"{dim(t.rows)}x{dim(t.cols)}x{_spelling(t.elem)}"]
        if (t.valid_rows, t.valid_cols) != (t.rows, t.cols):
            parts.append(f"valid={dim(t.valid_rows)}x{dim(t.valid_cols)}")
        if t.blayout != "RowMajor":
            parts.append(f"blayout={snake_case(str(t.blayout))}")
        if t.slayout != "NoneBox":
            parts.append(f"slayout={snake_case(str(t.slayout))}")
        if t.fractal != next(iter(TILE_FRACTALS)):
            parts.append(f"fractal={t.fractal}")
        if t.pad in TILE_PADS[1:]:
            parts.append(f"pad={TILE_PADS.index(t.pad)}")
        if t.compact in TILE_COMPACT_MODES[1:]:
            parts.append(f"compact={TILE_COMPACT_MODES.index(t.compact)}")
        return f"!pto.tile_buf<{', '.join(parts)}>"
    if isinstance(t, MultiTileType):
        slot = type_text(t.slot)
        return f"!pto.multi_tile_buf<{slot[len('!pto.tile_buf<'):-1]}, count={'?' if t.count is None else t.count}>"
    if isinstance(t, ViewType):
        name = "partition_tensor_view" if t.partition else "tensor_view"
        if t.shape is None or t.elem is None:
            return f"!pto.{name}<...>"
        return f"!pto.{name}<{''.join(('?' if d is None else str(d)) + 'x' for d in t.shape)}{_spelling(t.elem)}>"
    return str(t.text)


def _spelling(elem: Any) -> str:
    return DTYPES[elem][4] if elem in DTYPES else str(elem)


def _value(operands: dict[str, Any], path: tuple[str, ...]) -> Any:
    value = operands.get(path[0])
    for attr in path[1:]:
        if value is None:
            return None
        value = getattr(value, attr, None)
    return value


def tile_type_problems(tile: TileType, target: str) -> list[tuple[str, str]]:
    """What makes a tile type illegal on `target` (a target id), as (rule, message): "tile-buffer"
    for a size past its buffer (D-TILE-BUFFERS), "tile-layout" for rows or columns off the
    layout's alignment or inner box (D-TILE-LAYOUT). A field that is not known (dynamic, or an
    element type the database lacks) is not judged."""
    elem = tile.elem
    bits = elem.bits if elem is not None else None
    if bits is None or tile.kind not in TILE_LOCATIONS:
        return []
    size = bits // 8
    spelling = DTYPES[elem][4] if elem in DTYPES else str(elem)
    shape = f"{'?' if tile.rows is None else tile.rows}x{'?' if tile.cols is None else tile.cols}x{spelling}"
    keyword, memory, _ = TILE_LOCATIONS[tile.kind]
    out: list[tuple[str, str]] = []
    capacity = MEMORY_BYTES.get(memory, {}).get(target)
    if tile.rows is not None and tile.cols is not None and capacity is not None and tile.rows * tile.cols * size > capacity:
        out.append(("tile-buffer", f"{keyword} tile {shape} takes {tile.rows * tile.cols * size} bytes; {memory} "
                   f"({MEMORY_NAMES[memory]}) holds {capacity} on {TARGETS[target][0]} (D-TILE-BUFFERS)"))
    if tile.slayout == "NoneBox":
        align = TILE_PACKED_ROW_ALIGN if str(elem) in VALUES_PER_LANE else TILE_ROW_ALIGN
        along, n = ("row", tile.cols) if tile.blayout == "RowMajor" else ("column", tile.rows)
        if n is not None and tile.blayout is not None and n * size % align:
            out.append(("tile-layout", f"a {snake_case(tile.blayout)} none_box tile's {along}s must span a multiple of {align} bytes; "
                       f"{shape} has {n * size}-byte {along}s (D-TILE-LAYOUT)"))
    elif tile.slayout is not None and tile.fractal in TILE_FRACTALS:
        box_rows, box_cols, cols_bytes = TILE_FRACTALS[tile.fractal]
        if box_cols is None:
            if cols_bytes is None or cols_bytes % size:
                return out + [("tile-layout", f"the {tile.fractal}-byte fractal's box is {cols_bytes} bytes wide, "
                                              f"not a whole number of {elem} elements (D-TILE-LAYOUT)")]
            box_cols = cols_bytes // size
        if tile.slayout == "ColMajor":
            box_rows, box_cols = box_cols, box_rows
        box = f"the {tile.fractal}-byte fractal's {snake_case(tile.slayout)} box is {box_rows}x{box_cols}"
        if tile.cols is not None and tile.cols % box_cols:
            out.append(("tile-layout", f"a boxed tile's columns must be a multiple of the box's; {box}, and {shape} has "
                       f"{tile.cols} columns (D-TILE-LAYOUT)"))
        kinds, fractals = TILE_FREE_ROWS
        free = tile.kind in kinds or tile.fractal in fractals or tile.rows == 1
        if tile.rows is not None and tile.rows % box_rows and not free:
            out.append(("tile-layout", f"a boxed {keyword} tile's rows must be a multiple of the box's; {box}, and {shape} has "
                       f"{tile.rows} rows (D-TILE-LAYOUT)"))
    return out


def snake_case(name: str) -> str:
    """RowMajor -> row_major, as tile_buf types write a layout."""
    return "".join("_" + c.lower() if c.isupper() and i else c.lower() for i, c in enumerate(name))


def target_id(name: str) -> str | None:
    """The target id for a name or alias (A5, Ascend910_9599, a2a3, ...), or None."""
    key = str(name).lower()
    for tid, (tname, aliases) in TARGETS.items():
        if key in (tid, tname.lower(), *(a.lower() for a in aliases)):
            return tid
    return None


def result_type_problem(op: str, page: str, widening: tuple[str, str, dict[str, str]] | None,
                        operands: dict[str, Any]) -> Violation | None:
    """A width-changing op whose result is not the type its source gives; `widening` is the op's
    (source operand, result operand, source type -> result type) entry, None for other ops."""
    if widening is None:
        return None
    src_name, dst_name, table = widening
    src, dst = getattr(operands.get(src_name), "elem", None), getattr(operands.get(dst_name), "elem", None)
    if src is None or dst is None or src not in table or table[src] == dst:
        return None
    return Violation(op, "result-type", f"pto.{op}: source type {src} gives result type {table[src]}, not {dst}",
                     page + "#semantics")


def check_op(rules: OpRules | None, widening: tuple[str, str, dict[str, str]] | None, op: str, target: str,
             operands: dict[str, Any], mode: str | None = None) -> list[Violation]:
    """Check one use of `op` against its rules (None: an op the database lacks); see verify_op."""
    if rules is None:
        return [Violation(op, "unknown-op", f"pto.{op}: unknown op", "index.md")]
    tid = target_id(target)
    if tid is None:
        return [Violation(op, "unknown-target", f"pto.{op}: unknown target {target!r} (known: {', '.join(TARGETS)})", rules.page)]
    tname = TARGETS[tid][0]
    mode = rules.modes[0] if mode is None else mode
    if mode not in rules.modes:
        return [Violation(op, "unknown-mode", f"pto.{op}: unknown mode {mode!r} (modes: {', '.join(rules.modes)})", rules.page)]
    out: list[Violation] = []
    present: dict[str, Any] = {}
    for name, (role, kind, modes) in rules.operands.items():
        if modes and mode not in modes:
            continue
        value = operands.get(name)
        if value is None:
            continue
        got = _KIND_OF.get(type(value))
        if got not in kind.split("|"):  # an operand may take several kinds (`scalar|view`)
            want = " or ".join(_KIND_TEXT[k] for k in kind.split("|"))
            out.append(Violation(op, "operand-kind", f"pto.{op}: %{name} must be {want}, got {_KIND_TEXT.get(got or '', type(value).__name__)}", rules.page))
            continue
        present[name] = value
    # The attributes a check may read, as the caller passes them: "@name" -> value (absent: None).
    present.update((k, v) for k, v in operands.items() if k.startswith("@"))
    if tid in rules.absent:
        out.append(Violation(op, "target", f"pto.{op} is not an op of {tname} ({rules.absent[tid]})", rules.page + "#target-profile-restrictions"))
        return out
    for name, per_target in rules.element_types.items():
        value = present.get(name)
        elem = getattr(value, "elem", None)
        legal = per_target.get(tid, ())
        if elem is not None and elem not in legal and "*" not in legal:  # "*": any type (views, tile buffers)
            out.append(Violation(op, "element-type", f"pto.{op}: element type {elem} is not legal on {tname} (legal: {', '.join(legal)})", rules.page + "#target-profile-restrictions"))
    wrong_result = result_type_problem(op, rules.page, widening, present)
    if wrong_result is not None:
        out.append(wrong_result)
    for rule in rules.rules:
        if (rule.targets and tid not in rule.targets) or (rule.modes and mode not in rule.modes):
            continue
        if any(_value(present, ref) is None for ref in rule.refs):
            continue
        try:
            ok = rule.test(present)
        except (AttributeError, KeyError, TypeError):
            ok = True  # an operand of the wrong kind was reported above
        if not ok:
            detail = _mismatch(rule, present)  # a sentence, after the rule's own
            if detail and not rule.text.endswith("."):
                detail = "." + detail
            out.append(Violation(op, rule.id, f"pto.{op}: {rule.text}{detail}", rules.page + "#constraints"))
    return out


def _mismatch(rule: Rule, operands: dict[str, Any]) -> str:
    """` Expected X (the type of %b), got Y (%a).` for the first pair of operands a broken
    type-equality rule requires to agree whose types differ; "" for other rules."""
    for a, b, path in rule.pairs:
        got, want = operands.get(a), operands.get(b)
        got_value, want_value = _value(operands, (a, *path)), _value(operands, (b, *path))
        if got is None or want is None or got_value == want_value:
            continue
        if type(got) is type(want) and getattr(got, "pointer", False) == getattr(want, "pointer", False):
            return f" Expected {type_text(want)} (the type of %{b}), got {type_text(got)} (%{a})."
        # operands of two kinds (a value and a pointer to it): the part they share
        what = {"elem": "element type"}.get(path[0], path[0].replace("_", " "))
        return f" Expected {what} {_spelling(want_value)} (as %{b}), got {_spelling(got_value)} (%{a})."
    return ""


def read_legacy(rules: OpRules | None, op: str, written: dict[str, Any]) -> tuple[dict[str, Any], list[Violation]]:
    """The attributes with each older spelling (thistogram's `{isMSB = true}`) read as the attribute it
    stands for; a value it does not have, or one that contradicts the attribute also written, is a violation."""
    if rules is None or not any(a.legacy for a in rules.attributes.values()):
        return written, []
    out, problems = dict(written), []
    for name, a in rules.attributes.items():
        if a.legacy is None or a.legacy[0] not in out:
            continue
        old, means = a.legacy[0], dict(a.legacy[1])
        value = out.pop(old)
        page = rules.page + "#attributes"
        if value not in means:
            problems.append(Violation(op, "attribute-value", f"pto.{op}: {old} must be one of {', '.join(means)}", page))
        elif name in out and str(out[name]) != means[value]:
            problems.append(Violation(op, "attribute-conflict", f"pto.{op}: {old} = {value} means {name} {means[value]}, "
                                                                f"but {name} {out[name]} is written too", page))
        else:
            out[name] = means[value]
    return out, problems


def check_attributes(rules: OpRules | None, op: str, written: dict[str, str | None]) -> list[Violation]:
    """Check an op use's string attributes against its rules; see verify_attributes."""
    if rules is None:
        return [Violation(op, "unknown-op", f"pto.{op}: unknown op", "index.md")]
    out: list[Violation] = []
    page = rules.page + "#attributes"
    for name, value in written.items():
        a = rules.attributes.get(name)
        if a is None:
            declared = ", ".join(rules.attributes) or "none"
            out.append(Violation(op, "attribute-unknown", f"pto.{op}: unknown attribute '{name}' (declared: {declared})", page))
        elif a.written == "string":
            if value is None:
                out.append(Violation(op, "attribute-value", f"pto.{op}: {name} must be a quoted string", page))
        elif a.written == "integer":
            if value is None or not value.lstrip("-").isdigit():
                out.append(Violation(op, "attribute-value", f"pto.{op}: {name} must be an integer literal", page))
        elif value is None:
            out.append(Violation(op, "attribute-value", f"pto.{op}: {name} must be a quoted string, one of {', '.join(a.values)}", page))
        elif value not in a.values:
            guess = difflib.get_close_matches(value, a.values, n=1, cutoff=0.6)
            hint = f"; did you mean \"{guess[0]}\"?" if guess else ""
            out.append(Violation(op, "attribute-value", f"pto.{op}: {name} \"{value}\" is not one of {', '.join(a.values)}{hint}", page))
    for name, a in rules.attributes.items():
        if a.written in ("dict", "integer", "string") and a.default is None and not a.optional and name not in written:
            out.append(Violation(op, "attribute-missing", f"pto.{op}: missing attribute '{name}' (it has no default)", page))
    return out
