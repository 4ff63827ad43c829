"""How lines make statements: what a line tells, and the statement being assembled.

Real programs repeat their lines (every function's `%c0 = arith.constant 0 : index`,
every loop body's ops) and their statements over several lines (a DMA copy with its
operands and types on the next lines). So what a line tells is worked out once per
distinct line (`Line`, over `LineInfo` per line template), and a statement being
assembled moves through `State`s that are interned per read: a statement that
repeats is assembled by dictionary lookups, and its text, names and shape are
computed once. Only positions belong to each occurrence (`Builder`).

A state keeps its own piece and a link to the state before it, so a statement of n
lines costs n states, never n copies of its text: time and memory stay linear.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .lexer import SSA
from .shapes import Shape, shape_of, symbol_fits

STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"?')
STARTS = re.compile(r"""
   (?P<results>%[\w$.\-]+(?:\#\d+)?(?::\d+)?\s*(?:,\s*%[\w$.\-]+(?:\#\d+)?(?::\d+)?\s*)*=)
 | (?P<generic>")
 | (?P<label>\^)
 | (?P<alias>[!#][A-Za-z_][\w$.\-]*\s*=)
 | (?P<word>[A-Za-z_][\w$.]*)
""", re.X)
# Words that go on with the statement before them when they start a line.
_CONTINUE_WORDS = frozenset({"to", "step", "iter_args", "ins", "outs", "attributes", "else", "do", "into", "from",
                             "by", "at", "shape", "strides", "offsets", "sizes", "nburst", "valid_row",
                             "valid_col", "addr", "loc", "otherwise", "case", "default", "offset"})
# A statement whose text so far ends with its op name still expects its operands: `%lo, %hi = pto.vmull`
_ENDS_WITH_OP_NAME = re.compile(r'(?:^|=)\s*"?[A-Za-z_][\w$]*\.[\w$.]+"?\s*$')
NEEDS_MORE = (",", "=", ":", "->", "(", "[", "<", "|")
_GENERIC_AFTER_RESULTS = re.compile(r'[^="]*=\s*"')
# A line that goes on an attribute dictionary rather than starting a region's ops: `name = "x",`, `pto.kernel,`
_ATTR_ENTRY = re.compile(r'(?:[A-Za-z_][\w.$]*|"[^"]*")(?:\s*=(?!=)|\s*,|\})')
_SSA_SPLIT = re.compile(f"%({SSA.pattern[1:]})")  # text, name (without %), text, ...
_OP_AFTER_BRACE = re.compile(r"""\s*(?:
    %[\w$.\-]+(?:\#\d+)?(?::\d+)?\s*(?:,\s*%[\w$.\-]+(?:\#\d+)?(?::\d+)?\s*)*=   # results =
  | "[\w.$]+"\s*\(                                                          # "generic.op"(
  | \^                                                                       # a block label
  | (?:return|[A-Za-z_][\w$]*\.[\w$.]+)(?=\s|$|[(\[{<}]))                     # an op name
""", re.X)

Split = tuple[str, tuple[str, ...]]  # (template, names)


# Pure functions of a piece of text, asked again and again of the same pieces.
@lru_cache(maxsize=4096)
def split_names(text: str) -> Split:
    """(template, names): `text` with every SSA value written `%_`, and the names in order."""
    parts = _SSA_SPLIT.split(text)
    return ("%_".join(parts[0::2]) if len(parts) > 1 else text), tuple(parts[1::2])


@lru_cache(maxsize=4096)
def ends_with_op(text: str) -> bool:
    return _ENDS_WITH_OP_NAME.search(text) is not None


@lru_cache(maxsize=4096)
def attr_entry(text: str) -> bool:
    return _ATTR_ENTRY.match(text) is not None


@lru_cache(maxsize=4096)
def depths(text: str) -> tuple[int, int]:
    """Net change of ( [ < nesting and of { } over `text` (strings ignored; the > of -> does not close)."""
    if '"' in text:
        text = STRING.sub("", text)
    brackets = (text.count("(") + text.count("[") + text.count("<")
                - text.count(")") - text.count("]") - text.count(">") + text.count("->"))
    return brackets, text.count("{") - text.count("}")


@lru_cache(maxsize=4096)
def continues(s: str) -> bool:
    """Whether a line starting with `s` goes on with the statement before it."""
    c = s[0]
    if c in ":-{([)]>,=*|?":
        return not (c == "-" and s[1:2].isdigit())
    if c in "!#":
        return STARTS.match(s) is None or STARTS.match(s).lastgroup != "alias"  # type: ignore[union-attr]
    if c == "%":  # a value starts a statement (results, maybe over several lines) unless the last line needs more
        return False
    m = STARTS.match(s)
    if m is not None and m.lastgroup == "word":
        word = m.group()
        after = s[m.end():m.end() + 2].lstrip()
        return word in _CONTINUE_WORDS or after.startswith(("=", "(")) and "." not in word
    return False


def starts_results(s: str) -> bool:
    m = STARTS.match(s)
    return m is not None and m.lastgroup == "results"


def strip_comment(line: str) -> str:
    if "//" not in line:
        return line
    if '"' not in line:
        return line[:line.index("//")]
    i = 0
    while True:
        j = line.find("//", i)
        if j < 0:
            return line
        q = line.find('"', i)
        if q < 0 or q > j:
            return line[:j]
        m = STRING.match(line, q)
        i = m.end() if m else q + 1


def segments(s: str, col: int):
    """Split a line where a region opens or closes in its middle (`module { func.func @f() {`,
    `scf.if %c { scf.yield }`): (text, column) pieces, each read as a line of its own."""
    if "{" not in s[:-1] and "}" not in s[1:]:
        yield s, col
        return
    depth, start, i, n = 0, 0, 0, len(s)
    while i < n and s[i] in "} ":  # leading closers are the line's own business (see `step`)
        i += 1
    while i < n:
        c = s[i]
        if c == '"':
            m = STRING.match(s, i)
            i = m.end() if m else i + 1
            continue
        if c == "{":
            depth += 1
            if i + 1 < n and _OP_AFTER_BRACE.match(s, i + 1) and not s[start:i].rstrip().endswith("attributes"):
                yield s[start:i + 1], col + start
                rest = i + 1
                while rest < n and s[rest] == " ":
                    rest += 1
                start, depth, i = rest, 0, rest
                continue
        elif c == "}":
            depth -= 1
            if depth < 0 and i > start:
                yield s[start:i].rstrip(), col + start
                start, depth = i, 0
                i += 1
                continue
        i += 1
    if start < n:
        yield s[start:], col + start


class LineInfo:
    """What a line's template tells: how it starts, whether it goes on with the statement
    before it, and whether it is a whole statement on its own (`plain`)."""

    __slots__ = ("plain", "cont", "kind", "shape")

    def __init__(self, template: str):
        m = STARTS.match(template)
        self.kind = m.lastgroup if m is not None else None
        self.cont = continues(template)
        brackets, braces = depths(template)
        self.plain = (brackets == 0 and braces == 0 and self.kind != "label" and not template.startswith("}")
                      and not template.endswith(NEEDS_MORE) and next(segments(template, 1))[0] == template
                      and not ("{" in template and STRING.sub("", template).count("{") != STRING.sub("", template).count("}")))
        self.shape = shape_of(template) if self.plain else None


_INFOS: dict[str, LineInfo] = {}  # line template -> what it tells (shared by every read; bounded)
GOES_ON = LineInfo(":")  # what a line that goes on with the statement before it tells


_HEADER_SYMBOL = re.compile(r"@[A-Za-z_][\w$.]*(?=\()")  # `func.func @kernel_7(`, `func.call @f(`


class Line:
    """What one line of the input tells, worked out once per distinct line of a read.

    Every function names its own symbol, so a line such as `func.func @kernel_7(%a: T,`
    is new each time. The assembler reads it as `key`, with the symbol written `@_______`
    (same length: positions hold, and no decision of the assembler looks inside a
    symbol), so all such headers share their line facts and states; `symbol` (index in
    the text, index in the template, the symbol) puts it back in the statement."""

    __slots__ = ("s", "key", "symbol", "col", "split", "names", "info", "shape", "cont", "fast", "pct", "skip", "alone",
                 "solo", "fields", "structured", "close", "piece", "opener", "opened", "on", "label", "pieces")

    def __init__(self, raw: str, hash_comments: bool = False):
        line = strip_comment(raw) if "/" in raw else raw
        s = self.s = line.strip()
        self.col = line.find(s[0]) + 1 if s else len(line) - len(line.lstrip()) + 1  # (only blanks before s[0])
        # Nothing to read: a blank line ends nothing (the next line decides); documentation
        # snippets write prose as `# ...` (`hash_comments`; MLIR itself has only `//`).
        self.skip = not s or hash_comments and (s.startswith("# ") or s == "#")
        key = s
        self.symbol = None
        if "@" in s and '"' not in s:
            m = _HEADER_SYMBOL.search(s)
            if m is not None:
                placeholder = "@" + "_" * (m.end() - m.start() - 1)
                key = s[:m.start()] + placeholder + s[m.end():]
                template = split_names(key)[0]
                if template.count(placeholder) == 1 and s.count(placeholder) == 0:
                    self.symbol = (m.start(), template.index(placeholder), m.group())
                else:
                    key = s
        self.key = key
        parts = _SSA_SPLIT.split(key)
        names = self.names = tuple(parts[1::2])
        template = "%_".join(parts[0::2]) if len(parts) > 1 else key
        self.split = (template, names)
        info = _INFOS.get(template) if s else GOES_ON
        if info is None:
            if len(_INFOS) >= 100_000:
                _INFOS.clear()
            info = _INFOS[template] = LineInfo(template)
        self.info, self.cont = info, info.cont
        # A line with a result-less value first goes on with a statement that ends with its op name.
        self.pct = bool(s) and s[0] == "%" and not info.cont and info.kind != "results"
        self.alone = not info.cont and not self.pct  # after a complete statement, it starts one whatever that was
        if self.symbol is None:  # `_with_text`, without the call
            shape = self.shape = info.shape
            self.fast = fast = info.plain and shape is not None and shape.kind != "alias" and not self.skip
            self.solo = fast and self.alone
            self.fields = (shape, names, s, self.col)
            self.structured = False
        else:
            self._with_text()

    def _with_text(self) -> None:
        """What depends on the text itself, not only on `key`."""
        info, symbol = self.info, self.symbol
        self.shape = info.shape
        if symbol is not None and info.plain:
            template, at, name = self.split[0], symbol[1], symbol[2]
            self.shape = shape_of(template[:at] + name + template[at + len(name):])
        # A whole statement on its line, read without the assembler (aliases are registered
        # when a statement is finished, so they take the assembler's path).
        self.fast = info.plain and self.shape is not None and self.shape.kind != "alias" and not self.skip
        self.solo = self.fast and self.alone
        self.fields = (self.shape, self.names, self.s, self.col)  # of its op, when it is a statement of its own
        self.structured = False  # the facts below are worked out when the reader first needs them

    def structure(self) -> None:
        """How the line stands to regions and to the statement before it (see the slots)."""
        s, key, info = self.s, self.key, self.info
        self.structured = True
        self.close = s == "}"  # closes a region (unless an attribute dictionary is open)
        # One piece that neither closes nor opens a region: it goes on with a statement or starts one.
        self.piece = bool(s) and s[0] != "}" and s[-1] != "{" and "{" not in s[:-1] and "}" not in s[1:]
        self.label = self.piece and info.kind == "label" and self.symbol is None  # `^bb1(%x: i32):`, maybe
        self.pieces: tuple[tuple[str, int], ...] | None = None  # what `segments` makes of it, when asked
        # `scf.for ... {`: starts a statement and opens its region (unless the next line is an
        # attribute entry, or the line goes on with an unfinished statement): (kind, depths).
        self.opener: Any = None
        self.opened: State | None = None  # the opener's state with its region open, once made
        goes_on = bool(key) and continues(key)
        if key.endswith("{") and "{" not in key[:-1] and "}" not in key and not goes_on:
            m = STARTS.match(key)
            kind = m.lastgroup if m is not None else None
            d = depths(key)
            if kind != "label" and not (key[0] == "%" and kind != "results") and d[1] > 0 \
                    and _opens(key, d[0], d[1], kind, key):
                self.opener = (kind, d)
        # A line that goes on with the statement being assembled (`: T`, `nburst(...)`, `attributes
        # {...} {`), or with the op whose region it closes (`} else {`): (whether it closes a
        # region first, the text that goes on, its offset in the line, its split, its symbol).
        self.on: Any = None
        if s and ("{" not in s[:-1] and "}" not in s[1:] or next(segments(s, 0), ("", 0))[0] == s):
            if s[0] == "}":
                rest = s[1:].lstrip()
                if rest and rest[0] != "}" and continues(rest):
                    self.on = (True, rest, len(s) - len(rest), split_names(rest), None)
            elif not (info.plain and not info.cont) and goes_on:
                self.on = (False, key, 0, self.split, self.symbol)

    def renamed(self, s: str, at: int, name: str) -> Line | None:
        """This line, read with a placeholder for its symbol, as the line `s` whose symbol
        `name` stands at `at`; None when `Line(s)` would not read it that way."""
        placeholder = self.s[at:at + len(name)]
        template = self.split[0]
        if self.symbol is not None or template.count(placeholder) != 1 or placeholder in s:
            return None
        twin = object.__new__(Line)
        twin.s, twin.key, twin.symbol = s, self.key, (at, template.index(placeholder), name)
        (twin.col, twin.split, twin.names, twin.info, twin.cont, twin.pct, twin.skip,
         twin.alone) = (self.col, self.split, self.names, self.info, self.cont, self.pct, self.skip, self.alone)
        twin._with_text()
        return twin


def line_of(raw: str, hash_comments: bool, known: dict[str, Line]) -> Line:
    """The facts of `raw`, from `known` (the lines read so far) when `raw` differs from
    one of them only in a function's symbol (see `Line`)."""
    if "@" in raw and "/" not in raw and '"' not in raw:
        m = _HEADER_SYMBOL.search(raw)
        if m is not None:
            placeholder = "@" + "_" * (m.end() - m.start() - 1)
            if m.group() != placeholder:
                key = raw[:m.start()] + placeholder + raw[m.end():]
                base = known.get(key)
                if base is None:
                    base = known[key] = Line(key, hash_comments)
                indent = len(raw) - len(raw.lstrip())
                twin = base.renamed(raw.strip(), m.start() - indent, m.group())
                if twin is not None:
                    return twin
    return Line(raw, hash_comments)


class State:
    """A statement assembled so far, wherever it occurs: its last piece, the state before
    it, and what decides how the next line is read (brackets and braces open, its last
    piece, how it starts). Made only through `States`, so equal histories share one."""

    __slots__ = ("before", "piece", "template", "names", "length", "tlength", "brackets", "braces", "last", "kind",
                 "first", "more", "done")

    def __init__(self, before: State | None, piece: str, split: Split, length: int, d: tuple[int, int],
                 kind: str | None, last: str, first: str | None = None):
        self.before, self.piece, (self.template, self.names) = before, piece, split
        self.length, (self.brackets, self.braces), self.kind, self.last = length, d, kind, last
        self.first = piece if first is None else first  # the first line's text
        self.tlength = len(self.template) + (before.tlength if before is not None else 0)
        self.done: tuple[str, tuple[str, ...], Shape] | None = None
        if self.brackets > 0 or self.braces > 0:
            self.more = True
        elif kind == "label":  # `^bb0(%a: T):` ends with its colon
            self.more = not last.rstrip().endswith(":")
        elif kind == "results" and last.rstrip().endswith("=") and length == len(self.first):
            self.more = True
        else:
            self.more = last.rstrip().endswith(NEEDS_MORE)

    def finished(self) -> tuple[str, tuple[str, ...], Shape]:
        """(text, names, shape) of the statement as it stands."""
        if self.done is None:
            chain = []
            state: State | None = self
            while state is not None:
                chain.append(state)
                state = state.before
            chain.reverse()
            names: list[str] = []
            for state in chain:
                names += state.names
            self.done = ("".join(s.piece for s in chain), tuple(names), shape_of("".join(s.template for s in chain)))
        return self.done


class States:
    """The interned states of one read (the first `LIMIT` of them: past that, a program
    with that many different statements gains little from more, and memory stays that
    of the statements being assembled)."""

    __slots__ = ("memo",)
    LIMIT = 16384

    def __init__(self) -> None:
        self.memo: dict[Any, State] = {}

    def _keep(self, key: Any, state: State) -> State:
        if len(self.memo) < self.LIMIT:
            self.memo[key] = state
        return state

    def start(self, text: str, kind: str | None, split: Split | None = None, d: tuple[int, int] | None = None) -> State:
        state = self.memo.get((text, kind))
        if state is None:
            state = self._keep((text, kind), State(None, text, split or split_names(text), len(text),
                                                   d or depths(text), kind, text))
        return state

    def fed(self, before: State, text: str, split: Split | None = None) -> State:
        """`before`, then a line break (read as a space), then `text`."""
        state = self.memo.get((before, text))
        if state is None:
            template, names = split or split_names(text)
            b, c = depths(text)
            state = self._keep((before, text), State(
                before, " " + text, (" " + template, names), before.length + 1 + len(text),
                (before.brackets + b, before.braces + c), before.kind, text, before.first))
        return state

    def opened(self, before: State) -> State:
        """`before`, whose final `{` opens a region: the region's text is `\\x00}`."""
        state = self.memo.get((before, None))
        if state is None:
            state = self._keep((before, None), State(
                before, "\x00}", ("\x00}", ()), before.length + 2, (before.brackets, before.braces - 1), before.kind,
                before.last, before.first))
        return state


def position(segments: list[tuple[int, int, int]], index: int) -> tuple[int, int]:
    """(line, col) of an index of a statement's text joined from several lines, given where
    each piece starts: (index in the text, line, col)."""
    seg = segments[0]
    if len(segments) > 1:
        lo, hi = 0, len(segments) - 1
        while lo < hi:  # the last segment starting at or before index
            mid = (lo + hi + 1) // 2
            if segments[mid][0] <= index:
                lo = mid
            else:
                hi = mid - 1
        seg = segments[lo]
    return seg[1], seg[2] + (index - seg[0])


class Builder:
    """One occurrence of a statement being assembled (possibly suspended while its regions
    are read): its op, its state, where each of its pieces starts in the file, and the
    symbols its lines were read without."""

    __slots__ = ("op", "state", "segments", "states", "symbols")
    braces = property(lambda self: self.state.braces)
    kind = property(lambda self: self.state.kind)
    last = property(lambda self: self.state.last)

    def __init__(self, op: Any, state: State, line: int, col: int, states: States, symbol: Any = None):
        self.op, self.state, self.states = op, state, states
        self.segments = [(0, line, col)]  # becomes the op's `pos`
        self.symbols = None if symbol is None else [symbol]  # (text index, template index, symbol)

    @staticmethod
    def new(op: Any, state: State, line: int, col: int, states: States, symbol: Any) -> Builder:
        """A builder, made without the class call's overhead (the reader makes one per loop,
        branch and statement over several lines)."""
        b = object.__new__(Builder)
        b.op, b.state, b.states, b.segments = op, state, states, [(0, line, col)]
        b.symbols = None if symbol is None else [symbol]
        return b

    def needs_more(self) -> bool:
        return self.state.more

    def feed(self, text: str, line: int, col: int, split: Split | None = None, symbol: Any = None) -> None:
        state = self.state
        self.segments.append((state.length + 1, line, col))
        if symbol is not None:
            if self.symbols is None:
                self.symbols = []
            self.symbols.append((state.length + 1 + symbol[0], state.tlength + 1 + symbol[1], symbol[2]))
        self.state = self.states.memo.get((state, text)) or self.states.fed(state, text, split)

    def open_region(self) -> None:
        # The `{` that ends the text opens the region; its content is read as statements.
        self.state = self.states.opened(self.state)

    def resume(self, line: int, col: int) -> None:
        """The region's `}` was read: the statement goes on after it."""
        self.segments.append((self.state.length - 1, line, col))

    def finished(self) -> tuple[str, tuple[str, ...], Any]:
        """(text, names, shape) of the statement, its symbols put back (a single symbol's shape
        is left for `Op.shape` to make, if anything asks: see `shapes.with_symbol`)."""
        text, names, shape = self.state.done or self.state.finished()
        symbols = self.symbols
        if symbols is None:
            return text, names, shape
        text = _put_back(text, [(at, symbol) for at, _, symbol in symbols])
        if len(symbols) == 1:
            _, t_at, symbol = symbols[0]
            if symbol_fits(shape, len(symbol), t_at):
                return text, names, (shape, symbol, t_at)
        return text, names, shape_of(_put_back(shape.template, [(t_at, symbol) for _, t_at, symbol in symbols]))


def _put_back(text: str, symbols: list[tuple[int, str]]) -> str:
    """`text` with each (index, symbol) written over its placeholder (in order, in one pass)."""
    out, pos = [], 0
    for at, symbol in symbols:
        out += (text[pos:at], symbol)
        pos = at + len(symbol)
    out.append(text[pos:])
    return "".join(out)


class _Complete:
    more = False  # what `Builder.state` says of a statement that needs nothing more


class Simple:
    """A statement complete on its line, until the next line shows it does not go on."""

    __slots__ = ("op", "line", "e")
    braces = 0
    state = _Complete

    def __init__(self, op: Any, e: Line, line: int):
        self.op, self.e, self.line = op, e, line

    @property
    def text(self) -> str:
        return self.e.s

    def needs_more(self) -> bool:
        return False

    def promote(self, states: States) -> Builder:
        op, e = self.op, self.e
        op._shape, op.names, op.text = None, (), ""  # an unfinished statement (the fast path filled them in)
        return Builder(op, states.start(e.key, e.info.kind, e.split), self.line, e.col, states, e.symbol)


def opens_region(s: str, state: State) -> bool:
    """Whether the `{` ending this line opens a region (rather than an attribute dictionary)."""
    return _opens(s, state.brackets, state.braces, state.kind, state.first)


def _opens(s: str, brackets: int, braces: int, kind: str | None, first: str) -> bool:
    if not s.endswith("{") or braces <= 0:
        return False
    if brackets == 0 and (kind == "generic" or (kind == "results" and _GENERIC_AFTER_RESULTS.match(first))):
        return False  # a generic op's regions are inside its parentheses: `({`
    head = s[:-1].rstrip()
    return not head.endswith(("attributes", "=", "<", ":"))
