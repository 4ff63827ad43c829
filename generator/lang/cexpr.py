"""Element expressions (`(src < 0) ? -src : src`) printed as numpy code for
the generated semantics module; parsed by `clike`."""
from __future__ import annotations

from .clike import Node, ParseError, walk

# C math call -> the numpy function (or generated helper) the semantics module calls.
CALLS = {
    "expf": "np.exp",
    "logf": "np.log",
    "sqrtf": "np.sqrt",
    "__builtin_popcount": "_popcount",
    "count_leading_sign_bits": "_count_leading_sign_bits",
    "isnan": "np.isnan",
    "rint": "np.rint",
    "floor": "np.floor",
    "ceil": "np.ceil",
    "trunc": "np.trunc",
    "round_away": "_round_away",
    "fma": "_fma",
}


def names_in(node: Node) -> set[str]:
    return {n.value for n in walk(node) if n.kind == "name"}


def calls_in(node: Node) -> set[str]:
    return {n.value for n in walk(node) if n.kind == "call"}


def to_numpy(node: Node, bind: dict[str, str]) -> str:
    """numpy source for `node`; `bind` maps element names (src) to Python names (x)."""
    k = node.kind
    if k == "num":
        v = str(node.value).rstrip("f")
        return v + "0" if v.endswith(".") else v
    if k == "name":
        return bind[node.value]
    if k == "unary":
        fn = {"-": "np.negative", "~": "np.invert", "!": "np.logical_not"}[node.value]
        return f"{fn}({to_numpy(node.args[0], bind)})"
    if k == "binary":
        a, b = (to_numpy(x, bind) for x in node.args)
        if node.value in ("<<", ">>"):  # D-SHIFTCOUNT: counts outside the width
            return f"{'_shl' if node.value == '<<' else '_shr'}({a}, {b})"
        if node.value == "/":  # integers truncate, and x / 0 is defined (D-INTDIV)
            return f"_div({a}, {b})"
        op = {"&&": "&", "||": "|"}.get(node.value, node.value)
        return f"({a} {op} {b})"
    if k == "ternary":
        c, a, b = (to_numpy(x, bind) for x in node.args)
        return f"_select({c}, {a}, {b})"
    if k == "call":
        return f"{CALLS[node.value]}({', '.join(to_numpy(a, bind) for a in node.args)})"
    raise ParseError(f"an element expression cannot use {k} '{node.value}'")
