"""Bracket-aware splitting of type and operand lists, shared by the syntax-form
parser and the PTO text front end."""
from __future__ import annotations

import re

SPECIAL = re.compile(r'->|[()<>\[\]{}":,]|//')


def top_level(text: str, wanted: str):
    """Start indexes of `wanted` (",", ":", "->" or ")") outside brackets and quotes."""
    depth, quote = 0, False
    for m in SPECIAL.finditer(text):
        tok = m.group()
        if tok == '"':
            quote = not quote
        elif quote or tok == "//":
            continue
        elif tok == wanted and depth == 0:
            yield m.start()
        elif tok in "(<[{":
            depth += 1
        elif tok in ")>]}":
            depth -= 1


def split_top(text: str, sep: str = ",") -> list[str]:
    """Split on `sep` outside brackets and quotes."""
    if not any(c in text for c in "(<[{\""):
        return text.split(sep)
    parts, start = [], 0
    for i in top_level(text, sep):
        parts.append(text[start:i])
        start = i + 1
    parts.append(text[start:])
    return parts


def find_top(text: str, token: str) -> int:
    """Index of `token` outside brackets, quotes and `->`'s `>`; -1 if absent."""
    return next(top_level(text, token), -1)
