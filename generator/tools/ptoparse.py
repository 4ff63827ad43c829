"""Split PTO text into statements: ops with their results, operands, types,
attributes and regions. Whole files as users write them (module / func.func /
scf.for with iter_args / pto.vecscope regions), one op per statement even when
it spans lines. Parsing never raises: a statement it cannot read comes back with
`error` set."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..lang.brackets import SPECIAL, find_top, split_top

_VALUE = r"%[A-Za-z0-9_$.\-]+"
_RESULTS = re.compile(rf"^\s*({_VALUE}(?::\d+)?(?:\s*,\s*{_VALUE}(?::\d+)?)*)\s*=\s*")
_OPNAME = re.compile(r"[A-Za-z_][\w.$]*")
VALUE_RE = re.compile(_VALUE)
_CONTINUATION = ("outs(", "ins(", "iter_args(", "->", ":")


class Value:
    """An SSA value mentioned in a statement; its file position is worked out only when asked for."""

    __slots__ = ("name", "_index", "_where", "_pos")

    def __init__(self, name: str, line: int = 0, col: int = 0, *, index: int = -1, where=None):
        self.name = name  # without the %
        self._index, self._where = index, where
        self._pos = (line, col) if where is None else None

    def _resolve(self):
        if self._pos is None:
            self._pos = self._where(self._index)
        return self._pos

    @property
    def line(self) -> int:
        return self._resolve()[0]

    @property
    def col(self) -> int:
        return self._resolve()[1]

    def __repr__(self) -> str:
        return f"Value(%{self.name})"


@dataclass
class Statement:
    line: int  # where the op name starts
    col: int
    text: str  # the logical line
    op: str = ""
    results: list[Value] = field(default_factory=list)
    operands: list[Value] = field(default_factory=list)
    ins: list[Value] | None = None  # DPS form
    outs: list[Value] | None = None
    operand_types: list[str] = field(default_factory=list)
    result_types: list[str] = field(default_factory=list)
    types_col: int = 0  # where the type list starts, as (line, col) via `where`
    attrs: str | None = None
    opens_region: bool = False
    closes: list[tuple[int, int]] = field(default_factory=list)  # `}` positions before this statement
    defs: list[tuple[Value, str | None]] = field(default_factory=list)  # region arguments
    error: str | None = None
    where: object = None  # maps a column of `text` to (line, col) in the file




def _strip_comment(line: str) -> str:
    if "//" not in line:
        return line
    if '"' not in line:
        return line[:line.index("//")]
    quote = False
    for m in SPECIAL.finditer(line):
        tok = m.group()
        if tok == '"':
            quote = not quote
        elif tok == "//" and not quote:
            return line[:m.start()]
    return line


def _depth_change(text: str) -> int:
    """Net change of (, [ and < nesting over `text` (the > of -> does not close)."""
    if '"' in text:
        text = re.sub(r'"[^"]*"?', "", text)
    return (text.count("(") + text.count("[") + text.count("<")
            - text.count(")") - text.count("]") - text.count(">") + text.count("->"))


class _Positions:
    """Map columns of a joined logical line back to (line, col) in the file."""

    def __init__(self):
        self.segments: list[tuple[int, int, int]] = []  # (start in logical text, file line, file col)

    def add(self, logical_start: int, line: int, col: int) -> None:
        self.segments.append((logical_start, line, col))

    def __call__(self, index: int) -> tuple[int, int]:
        seg = self.segments[0]
        for s in self.segments:
            if s[0] <= index:
                seg = s
        return seg[1], seg[2] + (index - seg[0])


def _single(line: int, indent: int):
    """Position map of a statement on one line."""
    return lambda i: (line, indent + i + 1)


def logical_lines(text: str):
    """(logical text, position map) per statement, joining continuation lines."""
    lines = text.split("\n")
    count = len(lines)
    i = 0
    nxt = _strip_comment(lines[0]).rstrip() if lines else ""
    while i < count:
        raw = nxt
        i += 1
        nxt = _strip_comment(lines[i]).rstrip() if i < count else ""
        stripped = raw.lstrip()
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(raw) - len(stripped)
        depth = _depth_change(stripped)
        if depth <= 0 and not nxt.lstrip().startswith(_CONTINUATION):
            yield stripped, _single(i, indent)  # the common case: one line, one statement
            continue
        pos = _Positions()
        pos.add(0, i, indent + 1)
        logical = stripped
        while i < count:
            nstrip = nxt.lstrip()
            if depth <= 0 and not nstrip.startswith(_CONTINUATION):
                break
            if not nstrip:
                i += 1
                nxt = _strip_comment(lines[i]).rstrip() if i < count else ""
                if depth > 0:
                    continue
                break
            logical += " "
            pos.add(len(logical), i + 1, len(nxt) - len(nstrip) + 1)
            logical += nstrip
            depth += _depth_change(nstrip)
            i += 1
            nxt = _strip_comment(lines[i]).rstrip() if i < count else ""
        yield logical, pos


def split_types(text: str) -> tuple[list[str], list[str]]:
    """`A, B -> C` or `(A, B) -> (C, D)` into operand and result type texts."""
    arrow = find_top(text, "->")
    lhs, rhs = (text[:arrow], text[arrow + 2:]) if arrow >= 0 else (text, "")

    def items(part):
        part = part.strip()
        if part.startswith("(") and part.endswith(")") and find_top(part[1:-1], ")") == -1:
            part = part[1:-1]
        return [p.strip() for p in split_top(part, ",") if p.strip()]

    return items(lhs), items(rhs)


def _values(text: str, base: int, pos) -> list[Value]:
    return [Value(m.group()[1:], index=base + m.start(), where=pos) for m in VALUE_RE.finditer(text)]


def parse_statement(logical: str, pos) -> Statement:
    """Parse one logical line (its leading `}` already removed)."""
    line, col = pos(0)
    st = Statement(line, col, logical, where=pos)
    text = logical
    offset = 0
    if text.endswith("{"):
        st.opens_region = True
        text = text[:-1].rstrip()
    m = _RESULTS.match(text)
    if m:
        for v in VALUE_RE.finditer(m.group(1)):
            vline, vcol = pos(v.start())
            pack = re.match(r":(\d+)", m.group(1)[v.end():])
            count = int(pack.group(1)) if pack else 1
            for k in range(count):
                st.results.append(Value(v.group()[1:] + (f"#{k}" if pack else ""), vline, vcol))
        offset = m.end()
    om = _OPNAME.match(text, offset)
    if not om:
        st.error = "expected an op name"
        return st
    st.op = om.group()
    st.line, st.col = pos(om.start())
    rest_start = om.end()
    rest = text[rest_start:]
    if st.op == "func.func":
        return _parse_func(st, text, rest_start, pos)
    if st.op == "scf.for":
        return _parse_for(st, text, rest_start, pos)
    # attribute dictionary `{...}` before the type list
    colon = find_top(rest, ":")
    head = rest if colon < 0 else rest[:colon]
    attr = re.search(r"\{[^{}]*\}\s*$", head)
    if attr:
        st.attrs = attr.group()
        head = head[:attr.start()]
    dps = re.match(r"\s*ins\((?P<ins>[^)]*)\)\s*outs\((?P<outs>[^)]*)\)\s*$", head)
    if dps:
        ins_text, outs_text = dps.group("ins"), dps.group("outs")
        for which, part, start in (("ins", ins_text, dps.start("ins")), ("outs", outs_text, dps.start("outs"))):
            c = find_top(part, ":")
            vals = _values(part if c < 0 else part[:c], rest_start + start, pos)
            types = [] if c < 0 else [t.strip() for t in split_top(part[c + 1:], ",") if t.strip()]
            setattr(st, which, vals)
            if which == "ins":
                st.operand_types = types
            else:
                st.result_types = types
        st.operands = st.ins + st.outs
        st.types_col = rest_start + dps.start("ins")
        return st
    st.operands = _values(head, rest_start, pos)
    if colon >= 0:
        st.types_col = rest_start + colon + 1
        st.operand_types, st.result_types = split_types(rest[colon + 1:])
        if st.results and not st.result_types and st.op.startswith(("arith.", "pto.")) and \
                len(st.operand_types) == len(st.results) and not st.operands:
            # `%c = arith.constant 0 : index`: the single type list is the results'.
            st.result_types, st.operand_types = st.operand_types, []
        elif st.results and not st.result_types and st.op.startswith("arith."):
            st.result_types = st.operand_types[-len(st.results):]
    return st


def _parse_func(st, text, start, pos):
    m = re.match(r"\s*@([\w.$]+)\s*\((.*)\)\s*(?:->\s*(.*))?$", text[start:])
    if not m:
        st.error = "a function reads `func.func @name(%arg: type, ...) {`"
        return st
    args = m.group(2)
    base = start + m.start(2)
    for part_start, part in _offsets(args):
        am = re.match(rf"\s*({_VALUE})\s*:\s*(.+?)\s*$", part)
        if am:
            line, col = pos(base + part_start + am.start(1))
            st.defs.append((Value(am.group(1)[1:], line, col), am.group(2)))
        elif part.strip():
            st.error = f"cannot read the function argument '{part.strip()}'"
    return st


def _offsets(text: str):
    """(start index, part) for each top-level comma-separated part."""
    start = 0
    for part in split_top(text, ","):
        yield start, part
        start += len(part) + 1


def _parse_for(st, text, start, pos):
    m = re.match(rf"\s*({_VALUE})\s*=\s*({_VALUE}|[-\w]+)\s+to\s+({_VALUE}|[-\w]+)\s+step\s+({_VALUE}|[-\w]+)"
                 r"(?:\s+iter_args\((.*)\)\s*->\s*\((.*)\))?\s*(?::\s*(\S+))?\s*$", text[start:])
    if not m:
        st.error = "a loop reads `scf.for %i = %lb to %ub step %s [iter_args(%a = %init) -> (types)] {`"
        return st
    line, col = pos(start + m.start(1))
    st.defs.append((Value(m.group(1)[1:], line, col), m.group(7) or "index"))
    for g in (2, 3, 4):
        if m.group(g).startswith("%"):
            line, col = pos(start + m.start(g))
            st.operands.append(Value(m.group(g)[1:], line, col))
    if m.group(5) is not None:
        types = [t.strip() for t in split_top(m.group(6), ",") if t.strip()]
        base = start + m.start(5)
        for k, (part_start, part) in enumerate(_offsets(m.group(5))):
            am = re.match(rf"\s*({_VALUE})\s*=\s*({_VALUE})\s*$", part)
            if not am:
                st.error = f"cannot read the loop-carried value '{part.strip()}'"
                continue
            line, col = pos(base + part_start + am.start(1))
            st.defs.append((Value(am.group(1)[1:], line, col), types[k] if k < len(types) else None))
            line, col = pos(base + part_start + am.start(2))
            st.operands.append(Value(am.group(2)[1:], line, col))
        st.result_types = types
    return st


def split_closes(logical: str, pos) -> tuple[str, list[tuple[int, int]], object]:
    """Remove leading `}`s: (rest of the line, their positions, position map for the rest)."""
    rest, closes = logical, []
    while rest.startswith("}"):
        closes.append(pos(len(logical) - len(rest)))
        rest = rest[1:].lstrip()
    skipped = len(logical) - len(rest)
    return rest, closes, (pos if not skipped else (lambda p, k: (lambda i: p(i + k)))(pos, skipped))


def statements(text: str):
    """Every statement of `text`, in order; each `}` is recorded, with its position, on the next one."""
    pending: list[tuple[int, int]] = []
    for logical, pos in logical_lines(text):
        rest, closes, shifted = split_closes(logical, pos)
        pending += closes
        if not rest:
            continue
        try:
            st = parse_statement(rest, shifted)
        except Exception as exc:  # noqa: BLE001 - reported as an internal finding, never raised
            line, col = shifted(0)
            st = Statement(line, col, rest, op="?", error=f"internal parser error: {exc!r}", where=shifted)
        st.closes, pending = pending, []
        yield st
    if pending:
        yield Statement(0, 0, "", op="", closes=pending)
