"""Diagnostics as a terminal shows them: `path:line:col: severity: message`, the
source line (a window around the caret when the line is long; control characters
escaped, so bytes from the input never reach the terminal), a caret, and `note:`
lines where a second place helps. Formatting is a pure function; the CLI prints."""
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


def source_excerpt(line_text: str, col: int) -> tuple[str, str]:
    """(the line, or a window of it around `col`, escaped; the caret row)."""
    shown = _escape(line_text)
    caret = col - 1
    if len(shown) > WINDOW:
        start = max(0, min(caret - WINDOW // 2, len(shown) - WINDOW))
        end = start + WINDOW
        prefix = "..." if start > 0 else ""
        suffix = "..." if end < len(shown) else ""
        shown = prefix + shown[start:end] + suffix
        caret = caret - start + len(prefix)
    caret = max(0, min(caret, len(shown)))
    return shown, " " * caret + "^"


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
