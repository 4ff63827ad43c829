"""Read MLIR text into a tree of operations, regions and blocks.

Statements are assembled from lines: a statement goes on over the next line while
a bracket is open, while its line ends in a token that needs more (`,` `=` `:`
`->`), and while the next line starts with a token no statement starts with (`:`,
`->`, `{`, `(`, `outs(`, `to`, a type, ...). A `{` that ends a line opens a region;
the matching `}` closes it, and whatever follows that `}` (`} -> i32`,
`} else {`, `}, {` in a generic op, `} : T`) goes on with the op that owns the
region. Each statement is then read by `shapes.shape_of` on its template.

What each line tells is worked out once per distinct line, and the common lines (a
whole statement, a lone `}`, a statement that opens a region) are read without the
general assembler (`statements.py` says why this pays).

Everything here is iterative (no recursion) and touches each character a bounded
number of times: time and memory are linear in the input, whatever its nesting
depth or line length. Reading never raises; problems become `Problem`s.
"""
from __future__ import annotations

import re

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .lexer import SSA
from .shapes import Shape, with_symbol
from .statements import (GOES_ON, STARTS, Builder, Line, Simple, States, attr_entry, continues, ends_with_op,
                         line_of, opens_region, position, segments, starts_results)


@dataclass
class Problem:
    line: int
    col: int
    message: str
    rule: str
    note: tuple[int, int, str] | None = None  # (line, col, text): a second place that helps


class Op:
    """One statement: its shape (shared by all statements of the same template), the
    SSA names it mentions (in text order) and where they are."""

    __slots__ = ("_shape", "names", "pos", "regions", "text", "line", "col")

    def __init__(self, shape: Shape | None = None, names: tuple[str, ...] = (), text: str = "",
                 line: int = 1, col: int = 1) -> None:
        self._shape: Shape | tuple | None = shape
        self.names = names  # without %
        self.text = text
        self.line, self.col = line, col  # where the text starts
        # Where each piece of a text joined from several lines starts: (index, line, col).
        self.pos: list[tuple[int, int, int]] | None = None
        self.regions: list[Region] | tuple[()] = ()

    @property
    def shape(self) -> Shape | None:
        """The statement's shape. A function header's is made when first asked for: until
        then it is (base, symbol, index), its shape read with a placeholder for the symbol."""
        shape = self._shape
        if type(shape) is tuple:
            shape = self._shape = with_symbol(*shape)
        return shape  # type: ignore[return-value]

    @shape.setter
    def shape(self, shape: Shape | None) -> None:
        self._shape = shape

    @property
    def starts(self) -> tuple[int, ...]:
        """Index of each name in `text` (worked out when a diagnostic needs it)."""
        return _name_starts(self.text)

    def where(self, index: int = -1) -> tuple[int, int]:
        """(line, col) of an index of the statement's text; -1: the op name."""
        if index < 0:
            index = self._op_index()
        if self.pos is None:
            return self.line, self.col + index
        return position(self.pos, index)

    def _op_index(self) -> int:
        shape = self.shape
        if shape is None or not shape.op:
            return 0
        i = self.text.find(shape.op)
        return max(i, 0)

    def value_at(self, template_index: int) -> tuple[str, int]:
        """(name, text index) of the SSA placeholder at `template_index` of the template."""
        k = self._placeholder(template_index)
        return self.names[k], self.starts[k]

    def _placeholder(self, template_index: int) -> int:
        # The k-th placeholder sits at starts[k] - (sum of name lengths before it) + 2k in the template.
        shift = 0
        for k, (name, start) in enumerate(zip(self.names, self.starts)):
            if start - shift == template_index:
                return k
            shift += len(name) - 1
        raise KeyError(template_index)

    def text_index(self, template_index: int) -> int:
        """An index of the template -> the index in the statement's own text."""
        shift = 0
        for name, start in zip(self.names, self.starts):
            if start - shift >= template_index:
                break
            shift += len(name) - 1
        return template_index + shift


class Block:
    __slots__ = ("label", "ops")

    def __init__(self, label: Op | None = None):
        self.label = label  # the `^bb(...):` statement, None for a region's entry block without one
        self.ops: list[Op] = []


class Region:
    __slots__ = ("blocks", "opened_at")

    def __init__(self, opened_at: tuple[int, int]):
        self.blocks = [Block()]
        self.opened_at = opened_at


@lru_cache(maxsize=4096)  # per text: statements repeat, and one may be asked for many times
def _name_starts(text: str) -> tuple[int, ...]:
    return tuple(m.start() for m in SSA.finditer(text))


def new_region(opened_at: tuple[int, int], ops: list[Op]) -> Region:
    """A region whose entry block holds `ops` (made without two constructor calls: the
    reader opens one per loop, branch and function)."""
    block = object.__new__(Block)
    block.label, block.ops = None, ops
    region = object.__new__(Region)
    region.blocks, region.opened_at = [block], opened_at
    return region


@dataclass
class Module:
    body: Region
    problems: list[Problem] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)


# `module attributes {..., pto.target_arch = "a5", ...}` (attribute values hold no braces here)
_TARGET_ARCH = re.compile(r'\bmodule\s+attributes\s*\{[^{}]*?\bpto\.target_arch\s*=\s*"([^"]*)"')


def declared_target(text: str) -> tuple[str, int, int] | None:
    """The target a module of `text` declares with `pto.target_arch`, and the line and column
    of that attribute: ("a5", 1, 27), or None."""
    m = _TARGET_ARCH.search(text)
    if m is None:
        return None
    at = text.rfind("pto.target_arch", m.start(), m.end())
    line = text.count("\n", 0, at) + 1
    return m.group(1), line, at - (text.rfind("\n", 0, at) + 1) + 1


def read(text: str, *, hash_comments: bool = False) -> Module:
    """The op tree of `text`, with the problems found in its structure.

    `hash_comments` also skips lines starting with `# ` (documentation snippets write
    prose that way; MLIR itself has only `//` comments)."""
    module = Module(Region((1, 1)))
    problems = module.problems
    regions: list[tuple[Region, Builder | None]] = [(module.body, None)]
    lines = text.split("\n")
    known: dict[str, Line] = {}  # this text's distinct lines
    known_get, n_lines = known.get, len(lines)
    states = States()

    def line_at(i: int) -> Line:
        raw = lines[i]
        e = known.get(raw)
        if e is None:
            e = known[raw] = line_of(raw, hash_comments, known)
        return e

    def finish(b: Builder | Simple) -> None:
        op = b.op
        if isinstance(b, Simple):  # a statement of one line: everything was known from its template
            e = b.e
            op.text, op.line, op.col, op.pos, op.names, op._shape = e.s, b.line, e.col, None, e.names, e.shape
        else:
            op.text, op.names, op._shape = b.finished()
            op.pos = b.segments
            _, op.line, op.col = b.segments[0]
        shape = op._shape
        if shape is not None and type(shape) is not tuple and shape.kind == "alias" and shape.alias is not None:
            module.aliases[shape.alias[0]] = shape.alias[1]

    def start(s: str, line: int, col: int, split: tuple[str, tuple[str, ...]] | None = None,
              symbol: Any = None) -> Builder:
        op = Op()
        region = regions[-1][0]
        m = STARTS.match(s)
        if m is not None and m.lastgroup == "label":
            block = Block(op)
            if len(region.blocks) == 1 and not region.blocks[0].ops and region.blocks[0].label is None:
                region.blocks[0] = block
            else:
                region.blocks.append(block)
        else:
            region.blocks[-1].ops.append(op)
        return Builder(op, states.start(s, m.lastgroup if m is not None else None, split), line, col, states, symbol)

    def next_line(i: int) -> Line | None:
        """The next line with something on it after line index i (None at the end)."""
        for j in range(i + 1, min(i + 200, len(lines))):  # blank runs longer than this do not matter to the guess
            e = line_at(j)
            if e.s:
                return e
        return None

    def upcoming_text(i: int) -> str:
        """The text of the next line with something on it after line index i ("" at the end)."""
        e = known_get(lines[i + 1]) if i + 1 < n_lines else None
        return e.s if e is not None and e.s else getattr(next_line(i), "s", "")

    def last_of(current: Builder | Simple) -> str:
        return current.text if isinstance(current, Simple) else current.last

    def step(s: str, lineno: int, col: int, current: Builder | Simple | None) -> Builder | Simple | None:
        """Read one line (or piece of one): close regions, go on with a statement or start one."""
        # Leading `}`: an attribute dictionary's end while a statement has one open, else a region's end.
        unmatched, first_unmatched = 0, col
        while s.startswith("}"):
            if current is not None and current.braces > 0:
                break
            if current is not None:
                finish(current)
                current = None
            if len(regions) == 1:
                unmatched += 1
                if unmatched == 1:
                    first_unmatched = col
            else:
                _, owner = regions.pop()
                assert owner is not None
                owner.resume(lineno, col)
                current = owner
            rest = s[1:].lstrip()
            col += len(s) - len(rest)
            s = rest
        if unmatched:
            more = f" (and {unmatched - 1} more on this line)" if unmatched > 1 else ""
            problems.append(Problem(lineno, first_unmatched, f"unmatched '}}'{more}", "unbalanced-braces"))
        if not s:
            return current
        if current is not None and (current.needs_more() or continues(s)
                                    or (s[0] == "%" and not starts_results(s) and ends_with_op(last_of(current)))):
            if isinstance(current, Simple):
                current = current.promote(states)
            current.feed(s, lineno, col)
        else:
            if current is not None:
                finish(current)
            current = start(s, lineno, col)
        if current.kind == "label" and not current.needs_more():  # a block label is a statement of its own
            finish(current)
            return None
        if opens_region(s, current.state) and not attr_entry(getattr(next_line(lineno - 1), "s", "")):
            current.open_region()
            region = Region((lineno, col + len(s) - 1))
            if not current.op.regions:
                current.op.regions = []
            current.op.regions.append(region)  # type: ignore[union-attr]
            regions.append((region, current))
            return None
        return current

    # The loop reads the common lines itself: a whole statement on its line, a lone `}`,
    # and a statement that opens a region; everything else goes through `step` (or, for a
    # line of one piece, what `step` would do with it). `simple` is a one-line statement
    # while the next line may still go on with it (then it becomes a `Simple`).
    current: Builder | Simple | None = None
    simple: Op | None = None
    simple_line: Line | None = None
    ops = module.body.blocks[0].ops
    new = object.__new__
    memo_get, new_builder = states.memo.get, Builder.new
    # Past the first few thousand, a line is kept in `known` when it comes a second time: lines
    # of their own (a compiler's numbered values give many) would only take memory there.
    seen: set[str] = set()
    for i, raw in enumerate(lines):
        e = known_get(raw)
        if e is None:
            e = line_of(raw, hash_comments, known)
            if len(known) < 4096 or raw in seen:
                known[raw] = e
            else:
                seen.add(raw)
        if simple is not None and e.solo:  # the commonest line of all: a statement after a statement
            simple = new(Op)
            simple._shape, simple.names, simple.text, simple.col = e.fields
            simple.line = i + 1
            simple.pos = None
            simple.regions = ()
            ops.append(simple)
            simple_line = e
            continue
        if e.fast:
            if simple is not None:
                ends = e.alone or not e.cont and not ends_with_op(simple_line.s)  # type: ignore[union-attr]
            else:
                ends = current is None or (not current.state.more and not e.cont
                                           and not (e.pct and ends_with_op(last_of(current))))
                if ends and current is not None:
                    finish(current)
                    current = None
            if ends:  # the statement before is complete, and this line is one: made here, without a call
                simple = new(Op)
                simple._shape, simple.names, simple.text, simple.col = e.fields
                simple.line = i + 1
                simple.pos = None
                simple.regions = ()
                ops.append(simple)
                simple_line = e
                continue
        elif e.skip:
            continue
        if not e.structured:
            e.structure()
        if e.on is not None:  # goes on with the statement being assembled, or with a region's owner
            closes, key, at, split, symbol = e.on
            if closes:
                if len(regions) == 1 or current is not None and current.braces > 0:
                    key = None  # an unmatched `}`, or the end of an attribute dictionary: `step` says
                else:
                    if current is not None:
                        finish(current)
                    simple = None
                    _, current = regions.pop()
                    assert current is not None
                    current.segments.append((current.state.length - 1, i + 1, e.col))  # `Builder.resume`
                    ops = regions[-1][0].blocks[-1].ops
            elif simple is not None:
                assert simple_line is not None
                simple._shape, simple.names, simple.text = None, (), ""
                key0, kind0 = simple_line.key, simple_line.info.kind
                current = new_builder(simple, memo_get((key0, kind0)) or states.start(key0, kind0, simple_line.split),
                                  simple.line, simple_line.col, states, simple_line.symbol)
                simple = None
            elif isinstance(current, Simple):
                current = current.promote(states)
            if key is not None and current is not None:
                col = e.col + at
                if symbol is None:  # `Builder.feed`, without the call
                    state = current.state
                    current.segments.append((state.length + 1, i + 1, col))
                    current.state = state = memo_get((state, key)) or states.fed(state, key, split)
                else:
                    current.feed(key, i + 1, col, split, symbol)
                    state = current.state
                if state.kind == "label" and not state.more:
                    finish(current)
                    current = None
                elif key[-1] == "{" and opens_region(key, state) and not attr_entry(upcoming_text(i)):
                    current.state = memo_get((state, None)) or states.opened(state)  # `Builder.open_region`
                    ops = []
                    region = new_region((i + 1, col + len(key) - 1), ops)
                    if not current.op.regions:
                        current.op.regions = []
                    current.op.regions.append(region)  # type: ignore[union-attr]
                    regions.append((region, current))
                    current = None
                continue
        elif e.close:
            if len(regions) > 1 and (current is None or current.braces <= 0):
                if current is not None:
                    finish(current)
                simple = None
                _, current = regions.pop()
                assert current is not None
                current.resume(i + 1, e.col)
                ops = regions[-1][0].blocks[-1].ops
                continue
        elif e.opener is not None:
            if (not (e.pct and ends_with_op(simple_line.s)) if simple is not None  # type: ignore[union-attr]
                    else current is None or not current.needs_more() and not (e.pct and ends_with_op(last_of(current)))):
                if not attr_entry(upcoming_text(i)):
                    if current is not None:
                        finish(current)
                        current = None
                    simple = None
                    op = new(Op)
                    op._shape, op.names, op.text, op.line, op.col, op.pos = None, (), "", 1, 1, None
                    ops.append(op)
                    if e.opened is None:
                        kind, d = e.opener
                        e.opened = states.opened(states.start(e.key, kind, e.split, d))
                    builder = new_builder(op, e.opened, i + 1, e.col, states, e.symbol)
                    ops = []
                    region = new_region((i + 1, e.col + len(e.s) - 1), ops)
                    op.regions = [region]
                    regions.append((region, builder))
                    continue
        elif e.label and (current is None or not current.needs_more()):
            state = states.start(e.key, "label", e.split)
            if not state.more:  # a whole block label: a new block of the region
                if current is not None:
                    finish(current)
                    current = None
                simple = None
                text_, names, shape = state.finished()
                op = Op(shape, names, text_, i + 1, e.col)
                block = Block(op)
                region = regions[-1][0]
                if len(region.blocks) == 1 and not region.blocks[0].ops and region.blocks[0].label is None:
                    region.blocks[0] = block
                else:
                    region.blocks.append(block)
                ops = block.ops
                continue
        if simple is not None:
            assert simple_line is not None
            current = Simple(simple, simple_line, simple.line)
            simple = None
        s, col, info = e.s, e.col, e.info
        if current is not None and e.pct and ends_with_op(last_of(current)):
            info = GOES_ON
        if info.plain and not (current is not None and (current.needs_more() or info.cont)):
            if current is not None:
                finish(current)
            op = Op()
            regions[-1][0].blocks[-1].ops.append(op)
            current = Simple(op, e, i + 1)
        elif e.piece:  # what `step` does with such a line, without its region handling
            if current is not None and (current.needs_more() or continues(e.key) or (
                    s[0] == "%" and not starts_results(e.key) and ends_with_op(last_of(current)))):
                if isinstance(current, Simple):
                    current = current.promote(states)
                current.feed(e.key, i + 1, col, e.split, e.symbol)
            else:
                if current is not None:
                    finish(current)
                current = start(e.key, i + 1, col, e.split, e.symbol)
            if current.kind == "label" and not current.needs_more():
                finish(current)
                current = None
        else:
            if e.pieces is None:
                e.pieces = tuple(segments(s, col))
            for piece, piece_col in e.pieces:
                current = step(piece, i + 1, piece_col, current)
        ops = regions[-1][0].blocks[-1].ops
    if simple is not None:
        current = None  # complete as it was read
    if current is not None:
        finish(current)
    while len(regions) > 1:
        region, owner = regions.pop()
        line, col = region.opened_at
        problems.append(Problem(line, col, "this '{' is never closed", "unbalanced-braces"))
        if owner is not None and owner.op._shape is None:
            finish(owner)
    return module


def walk(module: Module):
    """The tree in text order, without recursion: ("op", op) before an op's regions,
    ("enter", region, op, k) and ("exit", region, op, k) around its k-th region,
    ("block", block) where a labelled block starts, and ("done", op) after it all."""
    stack = [_region_events(module.body, None, 0, top=True)]
    while stack:
        try:
            event = next(stack[-1])
        except StopIteration:
            stack.pop()
            continue
        if event[0] == "op" and event[1].regions:
            op = event[1]
            yield event
            stack.append(_op_regions(op))
            continue
        yield event


def _op_regions(op: Op):
    for k, region in enumerate(op.regions):
        yield from _region_events(region, op, k)
    yield ("done", op)


def _region_events(region: Region, owner: Op | None, k: int, top: bool = False):
    if not top:
        yield ("enter", region, owner, k)
    for block in region.blocks:
        if block.label is not None:
            yield ("block", block)
        for op in block.ops:
            yield ("op", op)
            if not op.regions:
                yield ("done", op)
    if not top:
        yield ("exit", region, owner, k)
