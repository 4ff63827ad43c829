"""The C-like element expressions of the YAML (`(src < 0) ? -src : src`).

Parsed into a small tree, checked (only declared names and known math calls),
and printed as numpy code for the generated semantics module.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

# C math call -> name of the numpy (or generated helper) function.
CALLS = {
    "expf": "np.exp",
    "logf": "np.log",
    "sqrtf": "np.sqrt",
    "__builtin_popcount": "_popcount",
    "count_leading_sign_bits": "_count_leading_sign_bits",
}

_TOKEN = re.compile(r"\s*(?:(?P<num>\d+\.\d*f?|\d+f?)|(?P<name>[A-Za-z_]\w*)|(?P<op>\?|:|<=|>=|==|!=|&&|\|\||[-+*/<>~!()]))")
_BINARY = [("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/")]


class ExprError(ValueError):
    pass


@dataclass(frozen=True)
class Node:
    kind: str  # num, name, unary, binary, ternary, call
    value: str = ""
    args: tuple["Node", ...] = ()


def _tokenize(text: str) -> list[str]:
    pos, out = 0, []
    while pos < len(text):
        if text[pos:].strip() == "":
            break
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ExprError(f"unexpected character '{text[pos:].strip()[0]}' in '{text}'")
        out.append(m.group(m.lastgroup))
        pos = m.end()
    return out


def parse_expr(text: str) -> Node:
    toks = _tokenize(text)
    i = 0

    def peek():
        return toks[i] if i < len(toks) else None

    def take(expected=None):
        nonlocal i
        tok = peek()
        if tok is None or (expected is not None and tok != expected):
            raise ExprError(f"expected '{expected or 'an operand'}' in '{text}'")
        i += 1
        return tok

    def ternary():
        cond = binary(0)
        if peek() == "?":
            take("?")
            a = ternary()
            take(":")
            b = ternary()
            return Node("ternary", args=(cond, a, b))
        return cond

    def binary(level):
        if level == len(_BINARY):
            return unary()
        left = binary(level + 1)
        while peek() in _BINARY[level]:
            op = take()
            left = Node("binary", op, (left, binary(level + 1)))
        return left

    def unary():
        if peek() in ("-", "~", "!"):
            op = take()
            return Node("unary", op, (unary(),))
        return primary()

    def primary():
        tok = take()
        if tok == "(":
            inner = ternary()
            take(")")
            return inner
        if re.fullmatch(r"\d.*", tok):
            return Node("num", tok)
        if re.fullmatch(r"[A-Za-z_]\w*", tok):
            if peek() == "(":
                take("(")
                arg = ternary()
                take(")")
                return Node("call", tok, (arg,))
            return Node("name", tok)
        raise ExprError(f"unexpected '{tok}' in '{text}'")

    node = ternary()
    if peek() is not None:
        raise ExprError(f"unexpected '{peek()}' in '{text}'")
    return node


def names_in(node: Node) -> set[str]:
    found = {node.value} if node.kind == "name" else set()
    for a in node.args:
        found |= names_in(a)
    return found


def calls_in(node: Node) -> set[str]:
    found = {node.value} if node.kind == "call" else set()
    for a in node.args:
        found |= calls_in(a)
    return found


def to_numpy(node: Node, bind: dict[str, str]) -> str:
    """numpy source for `node`; `bind` maps element names (src) to Python names (x)."""
    k = node.kind
    if k == "num":
        v = node.value.rstrip("f")
        return v + "0" if v.endswith(".") else v
    if k == "name":
        return bind[node.value]
    if k == "unary":
        fn = {"-": "np.negative", "~": "np.invert", "!": "np.logical_not"}[node.value]
        return f"{fn}({to_numpy(node.args[0], bind)})"
    if k == "binary":
        a, b = (to_numpy(x, bind) for x in node.args)
        op = {"&&": "&", "||": "|"}.get(node.value, node.value)
        return f"({a} {op} {b})"
    if k == "ternary":
        c, a, b = (to_numpy(x, bind) for x in node.args)
        return f"np.where({c}, {a}, {b})"
    if k == "call":
        return f"{CALLS[node.value]}({to_numpy(node.args[0], bind)})"
    raise ExprError(f"cannot print {k}")  # pragma: no cover
