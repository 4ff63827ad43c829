"""Read MLIR text into a tree of operations, regions and blocks.

Statements are assembled from lines: a statement goes on over the next line while
a bracket is open, while its line ends in a token that needs more (`,` `=` `:`
`->`), and while the next line starts with a token no statement starts with (`:`,
`->`, `{`, `(`, `outs(`, `to`, a type, ...). A `{` that ends a line opens a region;
the matching `}` closes it, and whatever follows that `}` (`} -> i32`,
`} else {`, `}, {` in a generic op, `} : T`) goes on with the op that owns the
region. Each statement is then read by `shapes.shape_of` on its template.

Everything here is iterative (no recursion) and touches each character a bounded
number of times: time and memory are linear in the input, whatever its nesting
depth or line length. Reading never raises; problems become `Problem`s.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from .lexer import SSA
from .shapes import Shape, shape_of

_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"?')
_STARTS = re.compile(r"""
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
_NEEDS_MORE = (",", "=", ":", "->", "(", "[", "<", "|")
_GENERIC_AFTER_RESULTS = re.compile(r'[^="]*=\s*"')
# A line that goes on an attribute dictionary rather than starting a region's ops: `name = "x",`, `pto.kernel,`
_ATTR_ENTRY = re.compile(r'(?:[A-Za-z_][\w.$]*|"[^"]*")(?:\s*=(?!=)|\s*,|\})')
_SSA_SPLIT = re.compile(f"%({SSA.pattern[1:]})")  # text, name (without %), text, ...


@lru_cache(maxsize=65536)
def _split(text: str) -> tuple[str, tuple[str, ...]]:
    """(template, names): `text` with every SSA value written `%_`, and the names in order."""
    parts = _SSA_SPLIT.split(text)
    return ("%_".join(parts[0::2]) if len(parts) > 1 else text), tuple(parts[1::2])


@lru_cache(maxsize=65536)
def _ends_with_op(text: str) -> bool:
    return _ENDS_WITH_OP_NAME.search(text) is not None


@lru_cache(maxsize=65536)
def _attr_entry(text: str) -> bool:
    return _ATTR_ENTRY.match(text) is not None


@dataclass
class Problem:
    line: int
    col: int
    message: str
    rule: str
    note: tuple[int, int, str] | None = None  # (line, col, text): a second place that helps


class Positions:
    """Map indexes of a statement's text (joined from several lines) to (line, col)."""

    __slots__ = ("segments",)

    def __init__(self, start: int, line: int, col: int):
        self.segments = [(start, line, col)]

    def add(self, start: int, line: int, col: int) -> None:
        self.segments.append((start, line, col))

    def __call__(self, index: int) -> tuple[int, int]:
        seg = self.segments[0]
        if len(self.segments) > 1:
            lo, hi = 0, len(self.segments) - 1
            while lo < hi:  # the last segment starting at or before index
                mid = (lo + hi + 1) // 2
                if self.segments[mid][0] <= index:
                    lo = mid
                else:
                    hi = mid - 1
            seg = self.segments[lo]
        return seg[1], seg[2] + (index - seg[0])


class Op:
    """One statement: its shape (shared by all statements of the same template), the
    SSA names it mentions (in text order) and where they are."""

    __slots__ = ("shape", "names", "_starts", "pos", "regions", "text", "line", "col")

    def __init__(self, shape: Shape | None = None, names: tuple[str, ...] = (), text: str = "",
                 line: int = 1, col: int = 1) -> None:
        self.shape = shape
        self.names = names  # without %
        self.text = text
        self.line, self.col = line, col  # where the text starts
        self.pos: Positions | None = None  # set when the text was joined from several lines
        self._starts: list[int] | None = None
        self.regions: list[Region] | tuple[()] = ()

    @property
    def starts(self) -> list[int]:
        """Index of each name in `text` (worked out when a diagnostic needs it)."""
        if self._starts is None:
            self._starts = [m.start() for m in SSA.finditer(self.text)]
        return self._starts

    def where(self, index: int = -1) -> tuple[int, int]:
        """(line, col) of an index of the statement's text; -1: the op name."""
        if index < 0:
            index = self._op_index()
        if self.pos is None:
            return self.line, self.col + index
        return self.pos(index)

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


@dataclass
class Module:
    body: Region
    problems: list[Problem] = field(default_factory=list)
    aliases: dict[str, str] = field(default_factory=dict)


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
        m = _STRING.match(line, q)
        i = m.end() if m else q + 1


_OP_AFTER_BRACE = re.compile(r"""\s*(?:
    %[\w$.\-]+(?:\#\d+)?(?::\d+)?\s*(?:,\s*%[\w$.\-]+(?:\#\d+)?(?::\d+)?\s*)*=   # results =
  | "[\w.$]+"\s*\(                                                          # "generic.op"(
  | \^                                                                       # a block label
  | (?:return|[A-Za-z_][\w$]*\.[\w$.]+)(?=\s|$|[(\[{<}]))                     # an op name
""", re.X)


def _segments(s: str, col: int):
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
            m = _STRING.match(s, i)
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


@lru_cache(maxsize=65536)  # lines repeat; these are asked of every piece of a statement
def _depths(text: str) -> tuple[int, int]:
    """Net change of ( [ < nesting and of { } over `text` (strings ignored; the > of -> does not close)."""
    if '"' in text:
        text = _STRING.sub("", text)
    brackets = (text.count("(") + text.count("[") + text.count("<")
                - text.count(")") - text.count("]") - text.count(">") + text.count("->"))
    return brackets, text.count("{") - text.count("}")


def _starts_results(s: str) -> bool:
    m = _STARTS.match(s)
    return m is not None and m.lastgroup == "results"


@lru_cache(maxsize=65536)
def _continues(s: str) -> bool:
    """Whether a line starting with `s` goes on with the statement before it."""
    c = s[0]
    if c in ":-{([)]>,=*|?":
        return not (c == "-" and s[1:2].isdigit())
    if c in "!#":
        return _STARTS.match(s) is None or _STARTS.match(s).lastgroup != "alias"  # type: ignore[union-attr]
    if c == "%":  # a value starts a statement (results, maybe over several lines) unless the last line needs more
        return False
    m = _STARTS.match(s)
    if m is not None and m.lastgroup == "word":
        word = m.group()
        after = s[m.end():m.end() + 2].lstrip()
        return word in _CONTINUE_WORDS or after.startswith(("=", "(")) and "." not in word
    return False


class _Builder:
    """A statement being assembled, possibly suspended while its regions are read."""

    __slots__ = ("op", "parts", "templates", "names", "pos", "length", "brackets", "braces", "last", "kind")

    def __init__(self, op: Op, text: str, line: int, col: int, kind: str | None,
                 depths: tuple[int, int] | None = None, split: tuple[str, tuple[str, ...]] | None = None):
        self.op = op
        self.kind = kind  # how the statement starts: results, generic, label, alias, word
        self.parts = [text]
        template, names = split or _split(text)
        self.templates = [template]  # the parts' templates: no SSA name spans two parts
        self.names = list(names)
        self.pos = Positions(0, line, col)
        self.length = len(text)
        b, c = depths or _depths(text)
        self.brackets, self.braces = b, c
        self.last = text

    def feed(self, text: str, line: int, col: int, split: tuple[str, tuple[str, ...]] | None = None) -> None:
        self.parts.append(" ")
        self.templates.append(" ")
        self.length += 1
        self.pos.add(self.length, line, col)
        self.parts.append(text)
        template, names = split or _split(text)
        self.templates.append(template)
        self.names += names
        self.length += len(text)
        b, c = _depths(text)
        self.brackets += b
        self.braces += c
        self.last = text

    def needs_more(self) -> bool:
        if self.brackets > 0 or self.braces > 0:
            return True
        if self.kind == "label":  # `^bb0(%a: T):` ends with its colon
            return not self.last.rstrip().endswith(":")
        if self.kind == "results" and self.last.rstrip().endswith("=") and self.length == len(self.parts[0]):
            return True
        return self.last.rstrip().endswith(_NEEDS_MORE)

    def open_region(self) -> None:
        # The `{` that ends the text opens the region; its content is read as statements.
        self.parts.append("\x00}")
        self.templates.append("\x00}")
        self.length += 2
        self.braces -= 1

    def resume(self, line: int, col: int) -> None:
        """The region's `}` was read: the statement goes on after it."""
        self.pos.add(self.length - 1, line, col)

    def text(self) -> str:
        return "".join(self.parts)


class _LineInfo:
    """What a line's template tells: how it starts, whether it goes on with the statement
    before it, and whether it is a whole statement on its own (`plain`)."""

    __slots__ = ("plain", "cont", "kind", "shape")

    def __init__(self, template: str):
        m = _STARTS.match(template)
        self.kind = m.lastgroup if m is not None else None
        self.cont = _continues(template)
        brackets, braces = _depths(template)
        self.plain = (brackets == 0 and braces == 0 and self.kind != "label" and not template.startswith("}")
                      and not template.endswith(_NEEDS_MORE) and next(_segments(template, 1))[0] == template
                      and not ("{" in template and _STRING.sub("", template).count("{") != _STRING.sub("", template).count("}")))
        self.shape = shape_of(template) if self.plain else None


_LINES: dict[str, _LineInfo] = {}  # line template -> what it tells (shared by every read; bounded)
_GOES_ON = _LineInfo(":")  # what a line that goes on with the statement before it tells


class _Raw:
    """What one line of the input tells, worked out once per distinct line: real programs
    repeat their lines (every function's `%c0 = arith.constant 0 : index`, every loop
    body's ops), so reading a repeated line costs a dictionary lookup."""

    __slots__ = ("s", "col", "split", "names", "info", "shape", "cont", "fast", "pct", "hash", "close", "piece",
                 "opener", "pieces")

    def __init__(self, raw: str):
        line = strip_comment(raw) if "/" in raw else raw
        s = self.s = line.strip()
        self.col = len(line) - len(line.lstrip()) + 1
        self.hash = s.startswith("# ") or s == "#"
        parts = _SSA_SPLIT.split(s)
        self.names = names = tuple(parts[1::2])
        template = "%_".join(parts[0::2]) if len(parts) > 1 else s
        self.split = (template, names)
        info = _LINES.get(template) if s else _GOES_ON
        if info is None:
            if len(_LINES) >= 100_000:
                _LINES.clear()
            info = _LINES[template] = _LineInfo(template)
        self.info, self.shape, self.cont = info, info.shape, info.cont
        # A line with a result-less value first goes on with a statement that ends with its op name.
        self.pct = bool(s) and s[0] == "%" and not info.cont and info.kind != "results"
        # A whole statement on its line, read without the statement assembler (aliases are
        # registered when a statement is finished, so they take the assembler's path).
        self.fast = info.plain and info.shape is not None and info.shape.kind != "alias"
        self.close = s == "}"  # closes a region (unless an attribute dictionary is open)
        # One piece that neither closes nor opens a region: it goes on with a statement or starts one.
        self.piece = bool(s) and s[0] != "}" and s[-1] != "{" and "{" not in s[:-1] and "}" not in s[1:]
        self.pieces: tuple[tuple[str, int], ...] | None = None  # what `_segments` makes of it, when asked
        # `scf.for ... {`: starts a statement and opens its region, unless the next line is an
        # attribute entry or the line goes on with an unfinished statement (then: `step`).
        self.opener: tuple[str | None, tuple[int, int]] | None = None
        if s.endswith("{") and "{" not in s[:-1] and "}" not in s and not _continues(s):
            m = _STARTS.match(s)
            kind = m.lastgroup if m is not None else None
            depths = _depths(s)
            if kind != "label" and not (s[0] == "%" and kind != "results") and depths[1] > 0:
                probe = _Builder(Op(), s, 1, 1, kind, depths, self.split)
                if _opens_region(s, probe):
                    self.opener = (kind, depths)


class _Simple:
    """A statement complete on its line, until the next line shows it does not go on."""

    __slots__ = ("op", "text", "line", "col", "info", "split")
    braces = 0

    def __init__(self, op: Op, text: str, line: int, col: int, info: _LineInfo, split: tuple[str, tuple[str, ...]]):
        self.op, self.text, self.line, self.col, self.info, self.split = op, text, line, col, info, split

    def needs_more(self) -> bool:
        return False

    def promote(self) -> _Builder:
        op = self.op
        op.shape, op.names, op.text = None, (), ""  # an unfinished statement (the fast path filled them in)
        return _Builder(op, self.text, self.line, self.col, self.info.kind, split=self.split)


def _opens_region(s: str, builder: _Builder) -> bool:
    """Whether the `{` ending this line opens a region (rather than an attribute dictionary)."""
    if not s.endswith("{") or builder.braces <= 0:
        return False
    if builder.brackets == 0 and (builder.kind == "generic" or
                                  (builder.kind == "results" and _GENERIC_AFTER_RESULTS.match(builder.parts[0]))):
        return False  # a generic op's regions are inside its parentheses: `({`
    head = s[:-1].rstrip()
    return not head.endswith(("attributes", "=", "<", ":"))


def read(text: str, *, hash_comments: bool = False) -> Module:
    """The op tree of `text`, with the problems found in its structure.

    `hash_comments` also skips lines starting with `# ` (documentation snippets write
    prose that way; MLIR itself has only `//` comments)."""
    module = Module(Region((1, 1)))
    problems = module.problems
    regions: list[tuple[Region, _Builder | None]] = [(module.body, None)]
    lines = text.split("\n")
    raws: dict[str, _Raw] = {}  # this text's distinct lines

    def raw_of(i: int) -> _Raw:
        raw = lines[i]
        entry = raws.get(raw)
        if entry is None:
            entry = raws[raw] = _Raw(raw)
        return entry

    def finish(b: _Builder | _Simple) -> None:
        op = b.op
        if isinstance(b, _Simple):  # a statement of one line: everything was known from its template
            op.text, op.line, op.col, op.pos, op.names, op.shape = b.text, b.line, b.col, None, b.split[1], b.info.shape
        else:
            op.text = "".join(b.parts)
            op.pos = b.pos
            op.line, op.col = b.pos.segments[0][1:]
            op.names = tuple(b.names)
            op.shape = shape_of("".join(b.templates))
        if op.shape is not None and op.shape.kind == "alias" and op.shape.alias is not None:
            module.aliases[op.shape.alias[0]] = op.shape.alias[1]

    def start(s: str, line: int, col: int, split: tuple[str, tuple[str, ...]] | None = None) -> _Builder:
        op = Op()
        region = regions[-1][0]
        m = _STARTS.match(s)
        if m is not None and m.lastgroup == "label":
            block = Block(op)
            if len(region.blocks) == 1 and not region.blocks[0].ops and region.blocks[0].label is None:
                region.blocks[0] = block
            else:
                region.blocks.append(block)
        else:
            region.blocks[-1].ops.append(op)
        return _Builder(op, s, line, col, m.lastgroup if m is not None else None, split=split)

    def next_line(i: int) -> _Raw | None:
        """The next line with something on it after line index i (None at the end)."""
        for j in range(i + 1, min(i + 200, len(lines))):  # blank runs longer than this do not matter to the guess
            e = raw_of(j)
            if e.s:
                return e
        return None

    def step(s: str, lineno: int, col: int, current: _Builder | _Simple | None) -> _Builder | _Simple | None:
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
        if current is not None and (current.needs_more() or _continues(s)
                                    or (s[0] == "%" and not _starts_results(s)
                                        and _ends_with_op(
                                        current.text if isinstance(current, _Simple) else current.last))):
            if isinstance(current, _Simple):
                current = current.promote()
            current.feed(s, lineno, col)
        else:
            if current is not None:
                finish(current)
            current = start(s, lineno, col)
        if current.kind == "label" and not current.needs_more():  # a block label is a statement of its own
            finish(current)
            return None
        if _opens_region(s, current) and not _attr_entry(getattr(next_line(lineno - 1), "s", "")):
            current.open_region()
            region = Region((lineno, col + len(s) - 1))
            if not current.op.regions:
                current.op.regions = []
            current.op.regions.append(region)  # type: ignore[union-attr]
            regions.append((region, current))
            return None
        return current

    # The loop reads a whole statement on its line (the common case) directly; everything
    # else goes through `step`. `simple` is such a statement while the next line may still
    # go on with it (then it becomes a `_Simple` and `step` takes over).
    current: _Builder | _Simple | None = None
    simple: Op | None = None
    simple_raw: _Raw | None = None
    ops = module.body.blocks[0].ops
    new = object.__new__
    for i, raw in enumerate(lines):
        e = raws.get(raw)
        if e is None:
            e = raws[raw] = _Raw(raw)
        if not e.s or (hash_comments and e.hash):
            continue  # a blank line ends nothing: the next line decides
        if e.fast:
            if simple is not None:
                ends = not e.cont and not (e.pct and _ends_with_op(simple_raw.s))  # type: ignore[union-attr]
            else:
                ends = current is None or (not current.needs_more() and not e.cont and not (
                    e.pct and _ends_with_op(current.text if isinstance(current, _Simple) else current.last)))
                if ends and current is not None:
                    finish(current)
                    current = None
            if ends:  # the statement before is complete, and this line is one: made here, without a call
                simple = new(Op)
                simple.shape, simple.names, simple.text, simple.line, simple.col = e.shape, e.names, e.s, i + 1, e.col
                simple.pos = simple._starts = None
                simple.regions = ()
                ops.append(simple)
                simple_raw = e
                continue
        elif e.close and len(regions) > 1 and (current is None or current.braces <= 0):
            if current is not None:
                finish(current)
            simple = None
            _, current = regions.pop()
            assert current is not None
            current.resume(i + 1, e.col)
            ops = regions[-1][0].blocks[-1].ops
            continue
        elif e.opener is not None and (simple is not None and not (e.pct and _ends_with_op(simple_raw.s))  # type: ignore[union-attr]
                                       or simple is None and (current is None or not current.needs_more() and not (
                                           e.pct and _ends_with_op(
                                               current.text if isinstance(current, _Simple) else current.last)))):
            upcoming = next_line(i)
            if upcoming is None or not _attr_entry(upcoming.s):
                if current is not None:
                    finish(current)
                    current = None
                simple = None
                op = Op()
                ops.append(op)
                builder = _Builder(op, e.s, i + 1, e.col, *e.opener, e.split)
                builder.open_region()
                region = Region((i + 1, e.col + len(e.s) - 1))
                op.regions = [region]
                regions.append((region, builder))
                ops = region.blocks[0].ops
                continue
        if simple is not None:
            assert simple_raw is not None
            current = _Simple(simple, simple_raw.s, simple.line, simple.col, simple_raw.info, simple_raw.split)
            simple = None
        s, col, info = e.s, e.col, e.info
        if current is not None and e.pct:
            last = current.text if isinstance(current, _Simple) else current.last
            if _ends_with_op(last):
                info = _GOES_ON
        if info.plain and not (current is not None and (current.needs_more() or info.cont)):
            if current is not None:
                finish(current)
            op = Op()
            regions[-1][0].blocks[-1].ops.append(op)
            current = _Simple(op, s, i + 1, col, info, e.split)
        elif e.piece:  # what `step` does with such a line, without its region handling
            if current is not None and (current.needs_more() or _continues(s) or (
                    s[0] == "%" and not _starts_results(s) and _ends_with_op(
                        current.text if isinstance(current, _Simple) else current.last))):
                if isinstance(current, _Simple):
                    current = current.promote()
                current.feed(s, i + 1, col, e.split)
            else:
                if current is not None:
                    finish(current)
                current = start(s, i + 1, col, e.split)
            if current.kind == "label" and not current.needs_more():
                finish(current)
                current = None
        else:
            if e.pieces is None:
                e.pieces = tuple(_segments(s, col))
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
        if owner is not None and owner.op.shape is None:
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
