"""Diagnostics as a terminal shows them: `path:line:col: severity: message`, the
source line (on a long line, the offending span and some text around it, the rest cut with
`...` marks; control characters escaped, so bytes from the input never reach the terminal),
a caret, and `note:` lines where a second place helps. Formatting is a pure function; the
CLI prints."""
from __future__ import annotations

import os
from typing import Any, Iterable, NamedTuple

WINDOW = 100  # characters of a long line shown around the caret
_COLOURS = {"error": "\x1b[1;31m", "warning": "\x1b[1;35m", "note": "\x1b[1;36m", "caret": "\x1b[1;32m",
            "bold": "\x1b[1m", "reset": "\x1b[0m"}


class Finding(NamedTuple):
    """One diagnostic. A named tuple rather than a frozen dataclass: a large program has
    tens of thousands of warnings, and a tuple is made several times faster."""

    line: int
    col: int
    severity: str  # error, warning
    message: str
    rule: str
    op: str | None = None
    page: str | None = None
    notes: tuple[tuple[int, int, str], ...] = ()  # (line, col, text): places that help


def use_colour(stream: Any) -> bool:
    """Colour only on a terminal, and never with NO_COLOR set (https://no-color.org)."""
    return "NO_COLOR" not in os.environ and hasattr(stream, "isatty") and stream.isatty()


def _escape(text: str) -> str:
    out = []
    for c in text:
        if c == "\t":
            out.append(" ")
        elif c < " " or c == "\x7f" or 0x80 <= ord(c) < 0xa0:
            out.append("?")  # one column, so the caret stays under its character
        else:
            out.append(c)
    return "".join(out)


def escape_message(text: str, limit: int = 300) -> str:
    """A message that quotes input: control characters as \\xNN, and at most `limit` characters."""
    if len(text) > limit:
        text = text[:limit - 3] + "..."
    return "".join(c if c >= " " and c != "\x7f" and not (0x80 <= ord(c) < 0xa0) else f"\\x{ord(c):02x}"
                   for c in text)


_CLOSE = {"<": ">", "(": ")", "[": "]", "{": "}"}
CONTEXT = 12  # characters kept on each side of the span when a long line is cut
MARK = "..."  # where a long line's text is left out


def span_end(text: str, start: int) -> int:
    """Where the token at `start` ends: a word, SSA name or number, a quoted string, or a type
    with its bracketed parameters (`!pto.tile_buf<vec, 16x16xf32>`), brackets balanced."""
    i, depth, quote = start, [], False
    while i < len(text):
        c = text[i]
        if quote:
            quote = c != '"' or (i > start and text[i - 1] == "\\")
        elif c == '"':
            quote = True
            if i > start and not depth:
                break
        elif c in _CLOSE:
            depth.append(_CLOSE[c])
        elif depth and c == depth[-1]:
            depth.pop()
            if not depth and c == ">" and i > start:  # `!pto.mask<b32>`: the type ends here
                i += 1
                break
        elif not depth and (c in " ,:=)]}" or (c == "-" and text[i + 1:i + 2] == ">")):
            break
        i += 1
    return max(i, start + 1)


def source_excerpt(line_text: str, col: int, end_col: int | None = None) -> tuple[str, str]:
    """(the line, escaped; the caret row). A line longer than WINDOW keeps the offending span
    (from `col` to `end_col`, by default the token at `col`) visible, with some text around it,
    and leaves out the rest at its ends, each cut marked `...`; a span longer than the window
    keeps its start and its end, its middle marked `...`."""
    shown = _escape(line_text)
    caret = col - 1
    if len(shown) <= WINDOW:
        return shown, " " * max(0, min(caret, len(shown))) + "^"
    caret = max(0, min(caret, len(shown)))
    end = min(len(shown), max(caret + 1, (end_col - 1) if end_col else span_end(shown, caret)))
    if end - caret <= WINDOW:  # the span, and as much around it as the window holds
        start = max(0, min(caret - (WINDOW - (end - caret)) // 2, len(shown) - WINDOW))
        pieces = [(start, start + WINDOW)]
    else:  # the span's start and end, the middle left out
        half = (WINDOW - len(MARK)) // 2
        pieces = [(max(0, caret - CONTEXT), caret + half - CONTEXT),
                  (end - half + CONTEXT, min(len(shown), end + CONTEXT))]
    out, at = "", None
    for k, (a, b) in enumerate(pieces):
        if a > 0 and not (k and pieces[k - 1][1] >= a):
            out += MARK
        if at is None and a <= caret < b:
            at = len(out) + caret - a
        out += shown[a:b]
    if pieces[-1][1] < len(shown):
        out += MARK
    return out, " " * (at or 0) + "^"


def format_findings(findings: Iterable[Any], text: str, path: str, *, max_errors: int | None = 20,
                    colour: bool = False) -> str:
    """Every finding (errors beyond `max_errors` counted, not shown) with its excerpt and notes."""
    lines = text.split("\n")
    c = _COLOURS if colour else {k: "" for k in _COLOURS}
    out: list[str] = []
    shown_errors = hidden = 0

    def place(line: int, col: int, severity: str, message: str) -> None:
        out.append(f"{c['bold']}{path}:{line}:{col}:{c['reset']} {c[severity]}{severity}:{c['reset']} "
                   f"{escape_message(message)}")
        if 0 < line <= len(lines):
            src, caret = source_excerpt(lines[line - 1], col)
            out.append(src)
            out.append(f"{c['caret']}{caret}{c['reset']}")

    for f in findings:
        if f.severity == "error":
            if max_errors is not None and shown_errors >= max_errors:
                hidden += 1
                continue
            shown_errors += 1
        place(f.line, f.col, f.severity, f.message)
        for line, col, note in getattr(f, "notes", ()):
            place(line, col, "note", note)
    if hidden:
        out.append(f"{path}: {hidden} more error(s) not shown (--max-errors {max_errors}; 0 shows all)")
    return "\n".join(out)
