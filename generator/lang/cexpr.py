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
    "floor": "_floor",
    "ceil": "np.ceil",
    "trunc": "_trunc",
    "round_away": "_round_away",
    "fma": "_fma",
    "pow": "_pow",
    "is_integral": "_is_integral",
    "as_elem": "_as_elem",
}


def names_in(node: Node) -> set[str]:
    return {n.value for n in walk(node) if n.kind == "name"}


def calls_in(node: Node) -> set[str]:
    return {n.value for n in walk(node) if n.kind == "call"}


def _idiom(node: Node, bind: dict[str, str]) -> tuple[str, list[str]] | None:
    """A select that is a whole-array numpy operation but for a few lanes (abs, max and min with
    the expression's ±0 and NaN rules): the generated helper that computes it that way, with the
    same bits, and its arguments. `(x < 0) ? -x : x`, `(x > y || isnan(x)) ? x : y`, `(x < y || isnan(x)) ? x : y`."""
    cond, then, other = node.args
    a, b = to_numpy(then, bind), to_numpy(other, bind)
    if (cond.kind == "binary" and cond.value == "<" and cond.args[1].kind == "num"
            and float(str(cond.args[1].value).rstrip("f")) == 0 and then.kind == "unary" and then.value == "-"
            and to_numpy(then.args[0], bind) == b == to_numpy(cond.args[0], bind)):
        return "_abs_select", [b]
    if cond.kind == "binary" and cond.value == "||":
        compare, nan = cond.args
        if (compare.kind == "binary" and compare.value in ("<", ">") and nan.kind == "call" and nan.value == "isnan"
                and [to_numpy(v, bind) for v in (*compare.args, *nan.args)] == [a, b, a]):
            return ("_max_select" if compare.value == ">" else "_min_select"), [a, b]
    return None


# Operators whose numpy function, on operands of one element type, gives that type.
_UFUNCS = {"+": "np.add", "-": "np.subtract", "*": "np.multiply", "&": "np.bitwise_and", "|": "np.bitwise_or",
           "^": "np.bitwise_xor"}
_UNARY_UFUNCS = {"-": "np.negative", "~": "np.invert"}
_SAME_TYPE_CALLS = {c: CALLS[c] for c in ("expf", "logf", "sqrtf", "rint", "ceil")} | {"floor": "np.floor", "trunc": "np.trunc"}


def into_numpy(node: Node, bind: dict[str, str]) -> str | None:
    """numpy source that computes `node` into the array `out` (given or None) when its outermost
    operation can write there: an abs/max/min idiom, or an operator on the inputs themselves
    (registers and scalars of the element type, so the result has it too); else None."""
    if node.kind == "ternary":
        idiom = _idiom(node, bind)
        return None if idiom is None else f"{idiom[0]}({', '.join(idiom[1])}, out=out)"
    if node.kind in ("binary", "unary", "call") and all(a.kind == "name" for a in node.args):
        ufunc = {"binary": _UFUNCS, "unary": _UNARY_UFUNCS, "call": _SAME_TYPE_CALLS}[node.kind].get(str(node.value))
        if ufunc is not None:
            return f"{ufunc}({', '.join(bind[str(a.value)] for a in node.args)}, out=out)"
    return None


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
        if node.value == "%":  # C's remainder: x % 0 is x (D-INTDIV); fmod for floating point
            return f"_rem({a}, {b})"
        op = {"&&": "&", "||": "|"}.get(node.value, node.value)
        return f"({a} {op} {b})"
    if k == "ternary":
        cond = node.args[0]
        if cond.kind == "call" and cond.value == "is_integral":  # a test on the type: one branch runs
            t, c, o = (to_numpy(x, bind) for x in node.args)
            return f"({c} if {t} else {o})"
        idiom = _idiom(node, bind)
        if idiom is not None:
            return f"{idiom[0]}({', '.join(idiom[1])})"
        c, a, b = (to_numpy(x, bind) for x in node.args)
        return f"_select({c}, {a}, {b})"
    if k == "call":
        if node.value == "as_elem":  # one step rounded to the element type T (the tile op's dtype)
            return f"_as_elem({to_numpy(node.args[0], bind)}, dtype)"
        return f"{CALLS[node.value]}({', '.join(to_numpy(a, bind) for a in node.args)})"
    raise ParseError(f"an element expression cannot use {k} '{node.value}'")
