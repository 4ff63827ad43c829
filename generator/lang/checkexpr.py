"""Constraint checks: a small, closed expression language compiled to Python.

A check such as `dst.valid_rows == src.valid_rows` is parsed once in the
generator, every name in it is checked against the op's operands and the
machine's enums, and it is emitted into the verifier rules as a Python
expression over operand types. The verifier skips a check whose inputs are
not known statically (a dynamic `?` valid shape), so a rule never guesses.
An op's dictionary attribute may be named too and compared with one of its
values in quotes (`coalesce == 'row'`), or with None where it is absent and has
no default: a rule that holds for some attribute values only says so itself.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass

ATTRS = {
    "vreg": {"type", "lanes", "elem"},
    "mask": {"granularity"},
    "tile": {"kind", "elem", "rows", "cols", "valid_rows", "valid_cols", "blayout", "slayout", "fractal", "pad",
             "compact"},
    "multi_tile": {"kind", "elem", "rows", "cols", "valid_rows", "valid_cols", "blayout", "slayout", "fractal", "pad",
                   "compact", "count"},
    "view": {"elem", "rank", "numel", "rows", "cols"},
    "scalar": {"elem", "space", "text", "pointer"},
}
ELEM_ATTRS = {"bits", "kind", "signed", "mask"}
_CMP = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
        ast.In: "in", ast.NotIn: "not in"}
_BIN = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Mod: "%"}


class CheckError(ValueError):
    pass


@dataclass(frozen=True)
class CompiledCheck:
    source: str
    python: str  # expression over `o`, a dict of operand name -> type
    refs: tuple[tuple[str, ...], ...]  # attribute paths that must be known to decide
    # (a, b, attribute path): operands the check requires to agree in it (`a.elem == b.elem`), in
    # the order written; a broken rule names both types, %b's as the one expected
    pairs: tuple[tuple[str, str, tuple[str, ...]], ...] = ()


def compile_check(source: str, operand_kinds: dict[str, str], symbols: dict[str, str],
                  attributes: dict[str, tuple[str, ...]] | None = None) -> CompiledCheck:
    """Compile `source`; operand_kinds maps operand -> vreg/mask/tile, symbols maps bare names -> Python literal,
    attributes maps the op's attribute names -> their values (the verifier passes an attribute's value as the
    operand `@name`, absent as None)."""
    attributes = attributes or {}
    try:
        tree = ast.parse(source, mode="eval")
    except SyntaxError as exc:
        raise CheckError(f"check '{source}' is not a valid expression: {exc.msg}") from None
    refs: list[tuple[str, ...]] = []
    pairs: list[tuple[str, str, tuple[str, ...]]] = []

    def attr_path(node: ast.AST) -> tuple[str, ...] | None:
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if isinstance(node, ast.Name) and node.id in operand_kinds:
            return (node.id, *reversed(parts))
        return None

    def emit(node: ast.AST) -> str:
        if isinstance(node, ast.BoolOp):
            op = " and " if isinstance(node.op, ast.And) else " or "
            return "(" + op.join(emit(v) for v in node.values) + ")"
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return f"(not {emit(node.operand)})"
        if isinstance(node, ast.Compare):
            if len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq):  # two operands that must agree
                a, b = attr_path(node.left), attr_path(node.comparators[0])
                if a and b and a[0] != b[0] and a[1:] == b[1:]:
                    pairs.append((a[0], b[0], a[1:]))
            parts = [emit(node.left)]
            left = node.left
            for op, right in zip(node.ops, node.comparators):
                if type(op) not in _CMP:
                    raise CheckError(f"check '{source}': comparison not allowed")
                for a, b in ((left, right), (right, left)):
                    if isinstance(a, ast.Name) and a.id in attributes and isinstance(b, ast.Constant) \
                            and isinstance(b.value, str) and b.value not in attributes[a.id]:
                        raise CheckError(f"check '{source}': '{b.value}' is not a value of attribute '{a.id}' "
                                         f"({', '.join(attributes[a.id])})")
                parts += [_CMP[type(op)], emit(right)]
                left = right
            return "(" + " ".join(parts) + ")"
        if isinstance(node, ast.BinOp) and type(node.op) in _BIN:
            return f"({emit(node.left)} {_BIN[type(node.op)]} {emit(node.right)})"
        if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
            return repr(node.value)
        if isinstance(node, ast.Constant) and (isinstance(node.value, str) or node.value is None):
            return repr(node.value)  # a type as written (`x.text == "i32"`), an attribute's value, or None: absent
        if isinstance(node, ast.Tuple):
            return "(" + ", ".join(emit(e) for e in node.elts) + ",)"
        if isinstance(node, ast.Attribute):
            path = attr_path(node)
            if path is None:
                raise CheckError(f"check '{source}': '{ast.unparse(node)}' does not start with an operand of this op")
            kind = operand_kinds[path[0]]
            # an operand of several kinds (`scalar|view`) has each kind's attributes; where the value's
            # kind lacks one, the check is not decided (the verifier skips an unknown input)
            known = set().union(*(ATTRS.get(k, set()) for k in kind.split("|")))
            if path[1] not in known:
                raise CheckError(f"check '{source}': a {kind} operand has no attribute '{path[1]}' "
                                 f"(known: {', '.join(sorted(known))})")
            if len(path) == 3 and (path[1] != "elem" or path[2] not in ELEM_ATTRS):
                raise CheckError(f"check '{source}': unknown attribute '{'.'.join(path[1:])}'")
            if len(path) > 3:
                raise CheckError(f"check '{source}': attribute path '{'.'.join(path)}' is too deep")
            refs.append(path)
            return f"o[{path[0]!r}]." + ".".join(path[1:])
        if isinstance(node, ast.Name):
            if node.id in attributes:  # not a ref: an absent attribute (None) is a value the check decides on
                return f"o.get({'@' + node.id!r})"
            if node.id in operand_kinds:
                raise CheckError(f"check '{source}': compare an attribute of '{node.id}', not the operand itself")
            if node.id not in symbols:
                raise CheckError(f"check '{source}': unknown name '{node.id}'")
            return symbols[node.id]
        raise CheckError(f"check '{source}': '{ast.unparse(node)}' is not allowed in a check")

    python = emit(tree.body)
    # the operand most pairs name is the one the others must match (`a.type == b.type and c.type == a.type`:
    # %a), so its type is the one expected; between two, the right-hand side's
    count: dict[str, int] = {}
    for a, b, _ in pairs:
        count[a] = count.get(a, 0) + 1
        count[b] = count.get(b, 0) + 1
    pairs = [(b, a, path) if count[a] > count[b] else (a, b, path) for a, b, path in pairs]
    return CompiledCheck(source, python, tuple(dict.fromkeys(refs)), tuple(dict.fromkeys(pairs)))


class _Elem(str):
    """A dtype name that also answers .bits/.kind/.signed/.mask (for evaluating checks)."""

    info: dict = {}

    def __getattr__(self, attr):
        table = type(self).info.get(str(self))
        if table is None or attr not in table:
            raise AttributeError(attr)
        return table[attr]


def elem_evaluator(dtypes) -> type:
    """An `_Elem` subclass bound to the machine's dtype table."""
    info = {d.name: {"bits": d.bits, "kind": d.kind, "signed": d.signed, "mask": d.mask} for d in dtypes}
    return type("Elem", (_Elem,), {"info": info})


def evaluate_on_elems(check: CompiledCheck, elems: dict[str, str], elem_cls: type) -> bool | None:
    """Decide `check` when only operand element types are known; None when it needs more."""
    for path in check.refs:
        if path[0] not in elems or len(path) < 2 or path[1] != "elem":
            return None

    class _Operand:
        def __init__(self, elem):
            self.elem = elem_cls(elem)

    env = {name: _Operand(e) for name, e in elems.items()}
    return bool(eval(check.python, {"__builtins__": {}}, {"o": env}))  # noqa: S307 - compiled from our own AST
