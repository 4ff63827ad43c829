"""The runtime (`ptoisa/runtime/`) as generated files: its modules copied byte for byte into
`ptoisa_ref/runtime/`, and the import lines through which the generated modules take its names.

The names are read from the source with `ast`, so a function added to the runtime is importable
from `semantics` without touching a template.
"""
from __future__ import annotations

import ast
import textwrap
from pathlib import Path

RUNTIME_DIR = Path(__file__).resolve().parent.parent / "runtime"
PACKAGE = "ptoisa_ref/runtime"


def runtime_files() -> dict[str, bytes]:
    """{generated path: bytes} of every runtime module, unchanged."""
    return {f"{PACKAGE}/{p.name}": p.read_bytes() for p in sorted(RUNTIME_DIR.glob("*.py"))}


def defined_names(module: str) -> tuple[str, ...]:
    """The top-level names `module` defines (functions, classes, assigned names), sorted."""
    tree = ast.parse((RUNTIME_DIR / f"{module}.py").read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
    return tuple(sorted(names, key=lambda n: (n.lstrip("_").lower(), n)))


def import_line(module: str) -> str:
    """`from .runtime.MODULE import (...)` naming everything it defines, wrapped at 110 columns."""
    head = f"from .runtime.{module} import "
    names = ", ".join(defined_names(module))
    if len(head) + len(names) <= 110:
        return head + names
    lines = textwrap.wrap(names, 110 - len(head) - 1, break_on_hyphens=False)
    return head + "(" + ("\n" + " " * (len(head) + 1)).join(lines) + ")"
