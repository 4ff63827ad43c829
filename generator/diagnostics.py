"""Diagnostics in the `path:line:col: error: message` form.

Formatting is a pure function kept apart from printing, so tests read the
messages without capturing stderr. Every phase collects all of its errors and
raises them together at the phase boundary.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .frontend.report import source_excerpt


@dataclass(frozen=True, order=True)
class Location:
    path: str
    line: int  # 1-based
    col: int  # 1-based


@dataclass(frozen=True)
class Diagnostic:
    location: Location | None
    message: str
    severity: str = "error"


class DiagnosticError(Exception):
    """Raised at a phase boundary with every diagnostic that phase found."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__(f"{len(diagnostics)} error(s)")
        self.diagnostics = sorted(
            diagnostics, key=lambda d: (d.location or Location("", 0, 0), d.message)
        )


def _source_line(path: str, line: int) -> str | None:
    # Read on demand: errors are rare, and a cache would go stale under tests.
    try:
        lines = Path(path).read_bytes().decode("utf-8", errors="replace").splitlines()
    except OSError:
        return None
    return lines[line - 1] if 0 < line <= len(lines) else None


def format_diagnostic(diag: Diagnostic, root: Path | None = None) -> str:
    """`path:line:col: error: message`, the offending line (on a long line, the span at the
    column and some text around it), and a caret under the column."""
    if diag.location is None:
        return f"{diag.severity}: {diag.message}"
    loc = diag.location
    shown = loc.path
    if root is not None:
        try:
            shown = str(Path(loc.path).resolve().relative_to(root.resolve()))
        except ValueError:
            pass
    out = [f"{shown}:{loc.line}:{loc.col}: {diag.severity}: {diag.message}"]
    src = _source_line(loc.path, loc.line)
    if src is not None:  # a long line: the span at the caret kept, the rest cut with `...` marks
        out.extend(source_excerpt(src, loc.col))
    return "\n".join(out)
