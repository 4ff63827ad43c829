"""MLIR tokens, as the MLIR Language Reference defines them.

Types and attributes with a `<...>` body (`!pto.vreg<64xf32>`, `memref<16xf32,
#pto.address_space<vec>>`, `#pto.layout<nd>`, `dense<[1, 2]>`; a dotted name such
as an op name never takes a body) are one token each:
their bodies are balanced bracket structures of anything, and the tools parse them
later. Lexing never raises: a character MLIR does not allow becomes a `bad` token.
"""
from __future__ import annotations

import re
from typing import NamedTuple

_TOKEN = re.compile(r"""
 (?P<ws>[ \t\r\f\v]+)
|(?P<region>\{\x00\})
|(?P<comment>//[^\n]*)
|(?P<nl>\n)
|(?P<string>"(?:[^"\\\n]|\\.)*"?)
|(?P<ssa>%(?:[A-Za-z_$.\-][\w$.\-]*|\d+)(?:\#\d+)?)
|(?P<caret>\^[\w$.\-]+)
|(?P<symbol>@(?:[\w$.\-]+|"(?:[^"\\\n]|\\.)*"))
|(?P<alias>[!#][A-Za-z_][\w$.\-]*)
|(?P<float>[-+]?\d+\.\d*(?:[eE][-+]?\d+)?)
|(?P<int>0x[0-9a-fA-F]+|-?\d+)
|(?P<bare>[A-Za-z_][\w$.]*)
|(?P<arrow>->)
|(?P<punct>\.\.\.|::|[()\[\]{}<>,:=?*+\-|])
|(?P<bad>.)
""", re.X | re.S)

_BODY = re.compile(r'->|"(?:[^"\\\n]|\\.)*"?|[<>(){}\[\]]')
_OPEN = {"<": ">", "(": ")", "[": "]", "{": "}"}


class Token(NamedTuple):
    kind: str  # ssa caret symbol type attr string int float bare arrow punct region bad nl
    # `region` stands for a region the statement assembler took out: `{\x00}` in the text
    text: str
    start: int  # index in the text that was lexed


def _body_end(text: str, start: int) -> int:
    """Index just past the `>` closing the `<` at `start`; len(text) if it never closes."""
    stack: list[str] = []
    for m in _BODY.finditer(text, start):
        tok = m.group()
        if tok in _OPEN:
            stack.append(_OPEN[tok])
        elif tok in (">", ")", "]", "}"):
            if stack and stack[-1] == tok:
                stack.pop()
                if not stack:
                    return m.end()
            elif tok != ">":  # a stray closer ends the body: never read past it
                return m.start()
    return len(text)


def tokenize(text: str) -> list[Token]:
    """The tokens of `text`, whitespace and comments dropped."""
    out: list[Token] = []
    pos, n = 0, len(text)
    match = _TOKEN.match
    while pos < n:
        m = match(text, pos)
        assert m is not None  # `bad` matches any character
        kind = m.lastgroup or "bad"
        end = m.end()
        if kind == "ws" or kind == "comment":
            pos = end
            continue
        if end < n and text[end] == "<" and (kind == "alias" or (kind == "bare" and "." not in m.group())):
            end = _body_end(text, end)
            kind = "attr" if text[pos] == "#" else "type"
        elif kind == "alias":
            kind = "attr" if text[pos] == "#" else "type"
        out.append(Token(kind, text[pos:end], pos))
        pos = end
    return out


SSA = re.compile(r"%(?:[A-Za-z_$.\-][\w$.\-]*|\d+)(?:#\d+)?")
