"""Cycle-model formulas from YAML, checked and printed as Python expressions."""
from __future__ import annotations

import ast


class FormulaError(ValueError):
    pass


def compile_formula(text: str, names: tuple[str, ...]) -> str:
    """Python source of `text` after checking it uses only `names`, numbers, + - * and ( )."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise FormulaError(f"formula '{text}' is not an expression: {exc.msg}") from None
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id not in names:
            raise FormulaError(f"formula '{text}' uses unknown name '{node.id}' (known: {', '.join(names)})")
        if not isinstance(node, (ast.Expression, ast.BinOp, ast.Name, ast.Load, ast.Constant,
                                 ast.Add, ast.Sub, ast.Mult)):
            raise FormulaError(f"formula '{text}' may only use names, numbers, +, - and *")
    return ast.unparse(tree.body)


def formula_names(text: str) -> list[str]:
    """The names `text` reads, in order of first use ([] when it does not parse: compile_formula says why)."""
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError:
        return []
    names = [n.id for n in sorted((n for n in ast.walk(tree) if isinstance(n, ast.Name)),
                                  key=lambda n: (n.lineno, n.col_offset))]
    return list(dict.fromkeys(names))
