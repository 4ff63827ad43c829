"""The shape of one MLIR statement: everything about it that does not depend on the
names of its SSA values.

A statement's *template* is its text with every SSA value written `%_`. Real
programs repeat a few hundred templates thousands of times, so `shape_of` is
cached and every tool replays the shape against the statement's own names.

Both operation forms of the MLIR Language Reference are read: the generic form
(`%a, %b = "dialect.op"(%x) <{props}> ({regions}) {attrs} : (T) -> (T, T)`), read
exactly, and custom forms, whose operands, the values they define for their
regions (function arguments, loop variables, iter_args), attribute dictionary and
type signature are found from the token structure. Matching a known op against
its declared syntax happens later, on the same tokens.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass, field, replace
from functools import lru_cache

from .lexer import Token, tokenize

_CLOSE = {"(": ")", "[": "]", "{": "}", "<": ">"}


@dataclass(frozen=True)
class Shape:
    kind: str  # op, label (^bb), alias (!t = / #a =), error
    op: str  # the op name ("pto.vadd", "scf.for"); "" for labels and aliases
    generic: bool
    results: tuple[tuple[int, int], ...]  # (placeholder index, pack size) per result group
    uses: tuple[int, ...]  # placeholder indexes of the operands, in order
    region_defs: tuple[tuple[int, str | None], ...]  # values defined for the regions, with written types
    operand_types: tuple[str, ...]
    result_types: tuple[str, ...]
    attrs: str | None  # the attribute dictionary as written
    tokens: tuple[Token, ...]  # the tokens after the op name (custom forms are matched on these)
    regions: int
    symbol: str | None  # @name (func.func, func.call)
    errors: tuple[tuple[int, str], ...]  # (template index, message)
    alias: tuple[str, str] | None = None  # (name, definition) of a type or attribute alias
    values: tuple[int, ...] = ()  # template index of every `%_`, in order: value k is the statement's names[k]
    template: str = ""
    # The shape this one was made from by putting its symbol back (see `_with_symbol`): what
    # does not depend on the symbol's text may be worked out once, on the base.
    base: Shape | None = field(default=None, compare=False, repr=False)

    def value(self, template_index: int) -> int:
        """k for the value written at `template_index` (`values` is in text order: a search
        halving it, so a statement of n values costs n log n, not n squared)."""
        k = bisect_left(self.values, template_index)
        if k == len(self.values) or self.values[k] != template_index:
            raise ValueError(f"no value at {template_index}")
        return k

    @property
    def result_count(self) -> int:
        return sum(n for _, n in self.results)


class _Error(Exception):
    def __init__(self, index: int, message: str):
        super().__init__(message)
        self.index, self.message = index, message


def _describe(tok: Token | None) -> str:
    if tok is None:
        return "the end of the statement"
    if tok.kind == "region":
        return "a region"
    text = tok.text if len(tok.text) <= 40 else tok.text[:37] + "..."
    return f"'{text}'"


class _Reader:
    def __init__(self, tokens: list[Token], end: int):
        self.t = tokens
        self.i = 0
        self.end = end  # template length, for errors at the end

    def peek(self, k: int = 0) -> Token | None:
        j = self.i + k
        return self.t[j] if j < len(self.t) else None

    def at(self, text: str) -> bool:
        tok = self.peek()
        return tok is not None and tok.text == text and tok.kind in ("punct", "arrow", "bare")

    def take(self) -> Token:
        tok = self.t[self.i]
        self.i += 1
        return tok

    def where(self) -> int:
        tok = self.peek()
        return tok.start if tok is not None else self.end

    def expect(self, text: str, context: str) -> Token:
        if not self.at(text):
            raise _Error(self.where(), f"expected '{text}' {context}, found {_describe(self.peek())}")
        return self.take()

    def group(self) -> list[Token]:
        """The tokens of a bracketed group starting here (the brackets included)."""
        start = self.i
        opener = self.take()
        stack = [_CLOSE[opener.text]]
        while stack:
            tok = self.peek()
            if tok is None:
                raise _Error(opener.start, f"this '{opener.text}' is never closed")
            self.take()
            if tok.kind == "punct" and tok.text in _CLOSE:
                stack.append(_CLOSE[tok.text])
            elif tok.kind == "punct" and tok.text in (")", "]", "}", ">"):
                if tok.text == stack[-1]:
                    stack.pop()
                elif tok.text != ">":
                    raise _Error(tok.start, f"'{tok.text}' does not close '{opener.text}'")
        return self.t[start:self.i]


def _text(tokens: list[Token], template: str) -> str:
    """The source text a run of tokens spans (spacing as written, minus line breaks)."""
    if not tokens:
        return ""
    return " ".join(template[tokens[0].start:tokens[-1].start + len(tokens[-1].text)].split())


def _type_list(tokens: list[Token], template: str) -> list[str]:
    """`A, B` or `(A, B)` -> ["A", "B"] (top-level commas only)."""
    if len(tokens) >= 2 and tokens[0].text == "(" and tokens[-1].text == ")" and _closes_at_end(tokens):
        tokens = tokens[1:-1]
    out, cur, depth = [], [], 0
    for tok in tokens:
        if tok.kind == "punct" and tok.text in "([{<":
            depth += 1
        elif tok.kind == "punct" and tok.text in ")]}>":
            depth -= 1
        if tok.kind == "punct" and tok.text == "," and depth == 0:
            out.append(_text(cur, template))
            cur = []
        else:
            cur.append(tok)
    if cur:
        out.append(_text(cur, template))
    return [t for t in out if t]


def _closes_at_end(tokens: list[Token]) -> bool:
    depth = 0
    for k, tok in enumerate(tokens):
        if tok.kind == "punct" and tok.text in "([{":
            depth += 1
        elif tok.kind == "punct" and tok.text in ")]}":
            depth -= 1
            if depth == 0 and k != len(tokens) - 1:
                return False
    return True


def _top_arrow(tokens: list[Token]) -> int:
    """The index of the first `->` outside brackets, or -1."""
    depth = 0
    for k, tok in enumerate(tokens):
        if tok.kind == "punct" and tok.text in "([{<":
            depth += 1
        elif tok.kind == "punct" and tok.text in ")]}>":
            depth -= 1
        elif tok.kind == "arrow" and depth == 0:
            return k
    return -1


def _signature(tokens: list[Token], template: str) -> tuple[list[str], list[str], bool]:
    """A type signature `A, B -> C` / `(A) -> (B, C)` / `A`: (operand types, result types, has arrow)."""
    k = _top_arrow(tokens)
    if k >= 0:
        return _type_list(tokens[:k], template), _type_list(tokens[k + 1:], template), True
    return _type_list(tokens, template), [], False


def _strip_location(tokens: list[Token]) -> list[Token]:
    """Drop a trailing `loc(...)`."""
    for k in range(len(tokens) - 1, -1, -1):
        tok = tokens[k]
        if tok.kind == "bare" and tok.text == "loc" and k + 1 < len(tokens) and tokens[k + 1].text == "(" \
                and tokens[-1].text == ")" and _closes_at_end(tokens[k + 1:]):
            return tokens[:k]
    return tokens


def _results(r: _Reader) -> list[tuple[int, int]]:
    out = []
    while True:
        tok = r.take()
        count = 1
        if r.at(":"):
            r.take()
            num = r.peek()
            if num is None or num.kind != "int" or not num.text.isdigit() or int(num.text) < 1:
                raise _Error(r.where(), f"expected a result count after '{tok.text}:', found {_describe(num)}")
            count = int(r.take().text)
        out.append((tok.start, count))
        if r.at("="):
            r.take()
            return out
        if not r.at(","):
            raise _Error(r.where(), f"expected ',' or '=' after the result {tok.text}, found {_describe(r.peek())}")
        r.take()
        nxt = r.peek()
        if nxt is None or nxt.kind != "ssa":
            raise _Error(r.where(), f"expected a result value after ',', found {_describe(nxt)}")


def _value_list(r: _Reader, close: str, what: str) -> list[int]:
    """`%a, %b` up to `close`; precise errors for anything else."""
    out: list[int] = []
    if r.at(close):
        r.take()
        return out
    while True:
        tok = r.peek()
        if tok is None or tok.kind != "ssa":
            raise _Error(r.where(), f"expected an SSA value in the {what}, found {_describe(tok)}")
        out.append(r.take().start)
        if r.at(close):
            r.take()
            return out
        nxt = r.peek()
        if nxt is not None and nxt.kind == "ssa":
            raise _Error(nxt.start, f"expected ',' between {what}")
        r.expect(",", f"between {what}")


def _generic(r: _Reader, name: Token, template: str) -> dict:
    r.expect("(", f"after the op name {name.text}")
    uses = _value_list(r, ")", "operands")
    if r.at("["):  # successors
        r.group()
    if r.at("<"):  # properties <{...}>
        r.group()
    regions = 0
    if r.at("("):
        r.take()
        while True:
            tok = r.peek()
            if tok is None or tok.kind != "region":
                raise _Error(r.where(), f"expected a region in the region list, found {_describe(tok)}")
            r.take()
            regions += 1
            if r.at(")"):
                r.take()
                break
            r.expect(",", "between regions")
    attrs = None
    if r.at("{"):
        attrs = _text(r.group(), template)
    r.expect(":", "before the generic op's function type")
    rest = _strip_location(r.t[r.i:])
    operand_types, result_types, arrow = _signature(rest, template)
    if not arrow:
        raise _Error(r.where(), "a generic op's type is a function type `(operand types) -> result types`")
    if len(operand_types) != len(uses):
        raise _Error(rest[0].start if rest else r.where(),
                     f"the function type lists {len(operand_types)} operand type(s) for {len(uses)} operand(s)")
    r.i = len(r.t)
    return dict(uses=uses, regions=regions, attrs=attrs, operand_types=operand_types, result_types=result_types)


# Custom forms: which SSA values are definitions is read from the token structure.
# `%v = ...` after the op name defines %v for the op's region (scf.for's induction
# variable, iter_args, scf.while's arguments); `%v: T` in the parenthesised list
# after a symbol (a function signature) defines a function argument.

def _custom(tokens: list[Token], template: str, symbol_at: int) -> dict:
    uses: list[int] = []
    defs: list[tuple[int, str | None]] = []
    attrs = None
    regions = 0
    colon = arrow = -1
    depth = 0
    paren_after_symbol = -1
    errors: list[tuple[int, str]] = []
    k = 0
    n = len(tokens)
    while k < n:
        tok = tokens[k]
        kind = tok.kind
        if kind == "ssa":
            nxt = tokens[k + 1] if k + 1 < n else None
            if nxt is not None and nxt.kind == "punct" and nxt.text == "=":
                defs.append((tok.start, None))
            elif nxt is not None and nxt.kind == "punct" and nxt.text == ":" and paren_after_symbol >= 0 \
                    and depth == paren_after_symbol + 1:
                end = k + 2
                inner = 0
                while end < n and not (inner == 0 and tokens[end].text in (",", ")") and tokens[end].kind == "punct"):
                    if tokens[end].kind == "punct" and tokens[end].text in "([{<":
                        inner += 1
                    elif tokens[end].kind == "punct" and tokens[end].text in ")]}>":
                        inner -= 1
                    end += 1
                defs.append((tok.start, _text(tokens[k + 2:end], template) or None))
                k = end
                continue
            else:
                uses.append(tok.start)
        elif kind == "region":
            regions += 1
        elif kind == "punct":
            text = tok.text
            if text == "{":
                j = k
                d = 0
                while j < n:
                    if tokens[j].kind == "punct" and tokens[j].text == "{":
                        d += 1
                    elif tokens[j].kind == "punct" and tokens[j].text == "}":
                        d -= 1
                        if d == 0:
                            break
                    j += 1
                if j == n:
                    errors.append((tok.start, "this '{' is never closed"))
                    break
                if depth == 0 or attrs is None:
                    attrs = _text(tokens[k:j + 1], template)
                k = j + 1
                continue
            if text in "([<":
                if text == "(" and k > 0 and k - 1 == symbol_at:
                    paren_after_symbol = depth
                depth += 1
            elif text in ")]>":
                depth -= 1
                if depth < 0:
                    errors.append((tok.start, f"'{text}' closes nothing"))
                    depth = 0
                if depth <= paren_after_symbol:
                    paren_after_symbol = -1
            elif text == "}":
                errors.append((tok.start, "'}' closes nothing"))
            elif text == ":" and depth == 0:
                colon = k
        elif kind == "arrow" and depth == 0 and arrow < 0 and colon < 0:
            arrow = k
        k += 1
    if depth > 0:
        errors.append((tokens[-1].start if tokens else 0, "a bracket opened here is never closed"))
    operand_types: list[str] = []
    result_types: list[str] = []
    if colon >= 0:
        sig = tokens[colon + 1:]
        cut = next((j for j, t in enumerate(sig) if t.kind == "region" or (t.kind == "punct" and t.text == "{")), len(sig))
        operand_types, result_types, _ = _signature(sig[:cut], template)
    elif arrow >= 0:
        tail = []
        for t in tokens[arrow + 1:]:
            if t.kind == "region" or (t.kind == "punct" and t.text == "{") or (t.kind == "bare" and t.text == "attributes"):
                break
            tail.append(t)
        result_types = _type_list(tail, template)
    return dict(uses=uses, defs=defs, attrs=attrs, regions=regions, operand_types=operand_types,
                result_types=result_types, errors=errors)


@lru_cache(maxsize=65536)
def shape_of(template: str) -> Shape:
    """The shape of one statement template (SSA names written `%_`, regions `{\\x00}`)."""
    shared = _with_symbol(template)
    if shared is not None:
        return shared
    shape = _shape(template)
    return replace(shape, values=tuple(m.start() for m in _PLACEHOLDER.finditer(template)), template=template)


_PLACEHOLDER = re.compile(r"%_")
_SYMBOL = re.compile(r"@[\w$.\-]+")


def _with_symbol(template: str) -> Shape | None:
    """Every function of a file names its own symbol (`func.func @kernel_7(...)`), so its
    header's template is new each time. It is read once with the symbol written as `@___`
    (of the same length, so every position holds) and the symbol put back, when the
    symbol is nowhere but in its own token and the shape has no errors (which may quote it)."""
    m = _SYMBOL.search(template)
    if m is None:
        return None
    symbol, start = m.group(), m.start()
    placeholder = "@" + "_" * (len(symbol) - 1)
    if symbol == placeholder:
        return None
    return put_symbol(shape_of(template[:start] + placeholder + template[m.end():]), symbol, start)


def put_symbol(base: Shape, symbol: str, start: int) -> Shape | None:
    """`base` (read with a same-length placeholder at `start`) with `symbol` put back, or
    None when the placeholder shows anywhere but in its own token (see `_with_symbol`)."""
    return with_symbol(base, symbol, start) if symbol_fits(base, len(symbol), start) else None


def symbol_fits(base: Shape, length: int, start: int) -> bool:
    """Whether `base`'s placeholder of `length` at `start` is nowhere but in its own token."""
    key = base.template
    at = _SYMBOL_AT.get(key)
    if at is None:
        if len(_SYMBOL_AT) >= 65536:
            _SYMBOL_AT.clear()
        at = _SYMBOL_AT[key] = _symbol_token(base, "@" + "_" * (length - 1), start)
    return at >= 0 and base.tokens[at].start == start and len(base.tokens[at].text) == length


def with_symbol(base: Shape, symbol: str, start: int) -> Shape:
    """`base` with `symbol` in place of its placeholder at `start` (`symbol_fits` said so)."""
    at = _SYMBOL_AT[base.template]
    template = base.template
    fields = dict(base.__dict__, symbol=symbol, template=template[:start] + symbol + template[start + len(symbol):],
                  base=base, tokens=base.tokens[:at] + (Token("symbol", symbol, start),) + base.tokens[at + 1:])
    shape = object.__new__(Shape)
    object.__setattr__(shape, "__dict__", fields)  # `replace` checks every field again: a tenth of reading a header
    return shape


_SYMBOL_AT: dict[str, int] = {}  # a template with its symbol written `@___` -> that token's index in its shape


def _symbol_token(base: Shape, placeholder: str, start: int) -> int:
    """Index of the symbol's token in `base`, or -1 when the symbol shows anywhere else."""
    at = next((k for k, t in enumerate(base.tokens) if t.start == start), -1)
    if base.errors or base.symbol != placeholder or at < 0 or base.tokens[at] != ("symbol", placeholder, start):
        return -1
    texts = (base.attrs or "", base.alias or ("", ""), base.operand_types, base.result_types,
             [t for _, t in base.region_defs])
    if placeholder in repr(texts) or sum(t.text == placeholder for t in base.tokens) != 1:
        return -1
    return at


def _shape(template: str) -> Shape:
    tokens = tokenize(template)
    end = len(template)
    empty = Shape("error", "", False, (), (), (), (), (), None, (), 0, None, ())
    if not tokens:
        return empty
    first = tokens[0]
    bad = next((t for t in tokens if t.kind == "bad"), None)
    try:
        if bad is not None:
            raise _Error(bad.start, f"unexpected character {bad.text!r}")
        if first.kind == "caret":
            return _label(tokens, template)
        if first.kind in ("type", "attr") and len(tokens) > 1 and tokens[1].text == "=":
            if len(tokens) < 3:
                raise _Error(tokens[1].start, f"expected a definition after '{first.text} ='")
            return Shape("alias", "", False, (), (), (), (), (), None, (), 0, None, (),
                         alias=(first.text, _text(tokens[2:], template)))
        r = _Reader(tokens, end)
        results = _results(r) if first.kind == "ssa" else []
        name = r.peek()
        if name is None:
            raise _Error(end, "expected an op name after '='")
        if name.kind == "string":
            r.take()
            g = _generic(r, name, template)
            return Shape("op", name.text.strip('"'), True, tuple(results), tuple(g["uses"]), (),
                         tuple(g["operand_types"]), tuple(g["result_types"]), g["attrs"], tuple(tokens[r.i:]),
                         g["regions"], None, ())
        if name.kind != "bare":
            raise _Error(name.start, f"expected an op name, found {_describe(name)}")
        r.take()
        rest = _strip_location(tokens[r.i:])
        symbol_at = next((j for j, t in enumerate(rest) if t.kind == "symbol"), -1)
        c = _custom(rest, template, symbol_at)
        return Shape("op", name.text, False, tuple(results), tuple(c["uses"]), tuple(c["defs"]),
                     tuple(c["operand_types"]), tuple(c["result_types"]), c["attrs"], tuple(rest), c["regions"],
                     rest[symbol_at].text if symbol_at >= 0 else None, tuple(c["errors"]))
    except _Error as exc:
        op = tokens[0].text if tokens[0].kind == "bare" else ""
        for t in tokens:
            if t.kind in ("bare", "string") and t.start < exc.index and op == "":
                op = t.text.strip('"')
                break
        regions = sum(t.kind == "region" for t in tokens)
        return Shape("error", op, False, (), tuple(t.start for t in tokens if t.kind == "ssa"), (), (), (), None,
                     tuple(tokens), regions, None, ((exc.index, exc.message),))


def _label(tokens: list[Token], template: str) -> Shape:
    """`^bb1(%x: i32, %y: f32):` defines a block and its arguments."""
    r = _Reader(tokens, len(template))
    label = r.take()
    defs: list[tuple[int, str | None]] = []
    if r.at("("):
        r.take()
        while not r.at(")"):
            tok = r.peek()
            if tok is None or tok.kind != "ssa":
                raise _Error(r.where(), f"expected a block argument, found {_describe(tok)}")
            r.take()
            r.expect(":", f"after the block argument {tok.text}")
            start = r.i
            depth = 0
            while r.peek() is not None and not (depth == 0 and r.peek().text in (",", ")")):  # type: ignore[union-attr]
                t = r.take()
                if t.kind == "punct" and t.text in "([{<":
                    depth += 1
                elif t.kind == "punct" and t.text in ")]}>":
                    depth -= 1
            defs.append((tok.start, _text(r.t[start:r.i], template) or None))
            if r.at(","):
                r.take()
        r.take()
    r.expect(":", f"after the block label {label.text}")
    rest = _strip_location(r.t[r.i:])
    if rest:
        raise _Error(rest[0].start, f"unexpected {_describe(rest[0])} after the block label")
    return Shape("label", label.text, False, (), (), tuple(defs), (), (), None, (), 0, None, ())
