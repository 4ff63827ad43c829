"""Match a statement of a known op against the syntax forms its YAML declares.

A declared form (`%result = pto.vabs %input, %mask : !pto.vreg<NxT>, !pto.mask<G>
-> !pto.vreg<NxT>`) is lexed with the same lexer as the program and matched token
by token: its `%names` bind the statement's values, its punctuation and keywords
must be there, and its type patterns bind the written types by position. A
mismatch says what was expected where (`expected ',' between operands`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .lexer import Token, tokenize
from .shapes import Shape, _signature, _top_arrow, _type_list


@dataclass(frozen=True)
class Binding:
    form: Any  # the generated rules' Form
    operands: tuple[tuple[str, int], ...]  # (declared name, template index of the value)
    results: tuple[tuple[str, int], ...]  # SSA results, or the written destination of an assembly form
    types: tuple[tuple[str, str], ...]  # (declared name, written type text)
    attrs: str | None
    strings: tuple[tuple[str, str, int], ...] = ()  # ("SLOT", written value without quotes, template index)


@dataclass(frozen=True)
class Mismatch:
    index: int  # template index where the statement departs from the form (-1: the op name)
    message: str
    arity: bool = False  # the counts of values differ (another form may fit)


@dataclass(frozen=True)
class _Declared:
    results: tuple[str, ...]
    head: tuple[Token, ...]  # tokens after the mnemonic, before the top-level `:`
    operand_types: tuple[str, ...]
    result_types: tuple[str, ...]


@lru_cache(maxsize=4096)
def _declared(text: str, drop: tuple[str, ...] = (), order: tuple[str, ...] = ()) -> _Declared:
    """The declared form, without the optional operands in `drop` (and their types); `order`
    is the form's type_order (the operands its type list types, in the order written)."""
    # an attribute dictionary a form writes (`{id = ID, split = SPLIT}`) is read as the statement's
    # are, apart from the operands (_without_attr_dicts)
    tokens = tokenize(re.sub(r"\s*\{[^{}]*\}", "", " ".join(text.split())))
    k = 0
    results: list[str] = []
    while k < len(tokens) and tokens[k].kind == "ssa":
        results.append(tokens[k].text[1:])
        k += 1
        if k < len(tokens) and tokens[k].text in (",", "="):
            k += 1
    k += 1  # the mnemonic
    rest = tokens[k:]
    colon, sig = _signature_at(rest)
    head = list(rest if colon < 0 else rest[:colon])
    if colon >= 0:
        ot, rt, arrow = _signature(list(rest[sig:]), " ".join(text.split()))
        if results and not arrow and (not any(tok.kind == "ssa" for tok in head)
                                      or head and head[-1].kind == "bare" and head[-1].text == "outs"):
            ot, rt = [], ot  # `%r = op "SLOT" : T`, `%r = op ins(...) outs : T`: the types are the results'
    else:
        ot, rt = [], []
    if drop:
        operands = [tok.text[1:] for tok in head if tok.kind == "ssa"]
        typed = list(order) or operands
        ot = [ty for name, ty in zip(typed, ot) if name not in drop] if len(ot) == len(typed) else ot
        for name in drop:
            at = next((i for i, tok in enumerate(head) if tok.kind == "ssa" and tok.text[1:] == name), None)
            if at is None:
                continue
            _drop_group_type(head, at)
            if at > 1 and head[at - 1].text == "=" and head[at - 2].kind == "bare":  # `addr = %addr`
                del head[at - 2:at + 1]
                if at - 2 < len(head) and head[at - 2].text == "," and at > 2 and head[at - 3].text == "(":
                    del head[at - 2]  # `(kw = %a, kw = %b : ...)` without its first: the comma after it goes too
                elif at > 2 and head[at - 3].text == ",":
                    del head[at - 3]
            elif at > 0 and head[at - 1].text == ",":
                del head[at - 1:at + 1]
            elif at + 1 < len(head) and head[at + 1].text == ",":
                del head[at:at + 2]
            else:
                del head[at]
    return _Declared(tuple(results), tuple(head), tuple(ot), tuple(rt))


def _drop_group_type(head: list[Token], at: int) -> None:
    """An optional operand at head[at] inside a group that types its values (`(%gm, %used : T, i32)`):
    its type leaves the group's type list with it (head changes after `at` only)."""
    depth, start = 0, None
    for k in range(at - 1, -1, -1):
        tok = head[k]
        if tok.kind == "punct" and tok.text in ")]}":
            depth += 1
        elif tok.kind == "punct" and tok.text in "([{":
            if depth == 0:
                start = k
                break
            depth -= 1
    if start is None:
        return
    end = _group_end(head, start + 1)
    colon = next((k for k in range(at + 1, end) if head[k].kind == "punct" and head[k].text == ":"
                  and _group_end(head, k) == end), None)
    if colon is None:
        return
    position = sum(1 for k in range(start + 1, at) if head[k].kind == "ssa")
    bounds, first, depth = [], colon + 1, 0  # each type's [first, last) tokens
    for k in range(colon + 1, end):
        tok = head[k]
        if tok.kind == "punct" and tok.text in "([{<":
            depth += 1
        elif tok.kind == "punct" and tok.text in ")]}>":
            depth -= 1
        elif tok.kind == "punct" and tok.text == "," and depth == 0:
            bounds.append((first, k))
            first = k + 1
    bounds.append((first, end))
    if position >= len(bounds):
        return
    lo, hi = bounds[position]
    if position > 0:
        lo -= 1  # with the comma before it
    elif len(bounds) > 1:
        hi += 1  # or, first in the list, the comma after it
    del head[lo:hi]


@lru_cache(maxsize=4096)
def _keywords(text: str) -> dict[str, str]:
    """Declared operands written after a keyword (`addr = %addr`): operand -> keyword."""
    head = _declared(text).head
    return {tok.text[1:]: head[k - 2].text for k, tok in enumerate(head)
            if tok.kind == "ssa" and k > 1 and head[k - 1].text == "=" and head[k - 2].kind == "bare"}


def _signature_at(tokens) -> tuple[int, int]:
    """(where the operands end, where the type signature starts): at the top-level `:`, or, without
    one, at a top-level `->` (`%t = pto.declare_tile -> T`: result types only); (-1, -1) for none."""
    colon = _top_colon(tokens)
    if colon >= 0:
        return colon, colon + 1
    arrow = _top_arrow(tokens)
    return arrow, arrow


def _top_colon(tokens) -> int:
    depth = 0
    for k, tok in enumerate(tokens):
        if tok.kind == "punct":
            if tok.text in "([{<":
                depth += 1
            elif tok.text in ")]}>":
                depth -= 1
            elif tok.text == ":" and depth == 0:
                return k
    return -1


def _what(tok: Token | None) -> str:
    if tok is None:
        return "the end of the statement"
    return "a region" if tok.kind == "region" else f"'{tok.text}'"


def match(shape: Shape, form: Any, template: str) -> Binding | Mismatch:
    """Bind `shape` (a statement of `form.mnemonic`) to one declared form, or say where it departs."""
    d = _declared(form.text)
    optional = getattr(form, "optional", ())
    variadic = getattr(form, "variadic", ())
    order: tuple[str, ...] = tuple(getattr(form, "type_order", ()))
    tokens = [t for t in shape.tokens if t.kind != "region"]
    colon, sig = _signature_at(tokens)
    head = tokens if colon < 0 else tokens[:colon]
    head, attr_groups = _without_attr_dicts(head, template)
    head = _fp_keyword(_ungrouped_types(head))
    head, attr_groups = _mask_axis(head, attr_groups)
    head, attr_groups = _cube_clauses(head, attr_groups, form)
    keywords = _keywords(form.text) if optional else {}
    if keywords:  # `addr = %addr`: an optional keyword operand is there when its keyword is
        written_kw = {tok.text for k, tok in enumerate(head[:-1]) if tok.kind == "bare" and head[k + 1].text == "="}
        absent = tuple(n for n in optional if n in keywords and keywords[n] not in written_kw)
        if absent:
            d = _declared(form.text, absent, order)
            order = tuple(n for n in order if n not in absent)
    elif optional and sum(t.kind == "ssa" for t in shape.tokens) == sum(t.kind == "ssa" for t in d.head) - len(optional):
        d = _declared(form.text, tuple(optional), order)  # the program leaves the optional operands out
        order = tuple(n for n in order if n not in optional)
    attrs = " ".join(attr_groups) if attr_groups else None
    declared_ssa = sum(t.kind == "ssa" for t in d.head)
    written_ssa = sum(t.kind == "ssa" for t in head)
    n_results = shape.result_count
    asm_dst = form.form == "asm" and not d.results
    if (written_ssa < declared_ssa if variadic else written_ssa != declared_ssa) \
            or (n_results != len(d.results) and not asm_dst):
        return Mismatch(-1, "", arity=True)
    operands: list[tuple[str, int]] = []
    strings: list[tuple[str, str, int]] = []
    types: list[tuple[str, str]] = []
    pending: list[str] = []  # values of the current parenthesised group, for its `: types`
    i = j = 0
    dh = d.head
    while i < len(dh):
        want = dh[i]
        got = head[j] if j < len(head) else None
        if want.kind == "ssa":
            if got is None or got.kind != "ssa":
                return Mismatch(got.start if got else _end(head, template),
                                f"expected an SSA value for %{want.text[1:]}, found {_what(got)}")
            name = want.text[1:].removesuffix("...")
            operands.append((name, got.start))
            pending.append(name)
            i += 1
            j += 1
            if want.text.endswith("..."):  # `[%shape...]`, `ins(%events... : T...)`: one or more values
                while j + 1 < len(head) and head[j].text == "," and head[j + 1].kind == "ssa":
                    operands.append((name, head[j + 1].start))
                    pending.append(name)  # in a typed group, each value takes its own type
                    j += 2
            continue
        if want.kind in ("string", "attr") and got is not None and got.text == "<" and j + 2 < len(head) \
                and head[j + 2].text == ">" and ('"' in want.text):  # `<PIPE_ALL>`: the printed short form
            slot = want.text.strip('"') if want.kind == "string" else want.text[want.text.index("<") + 2:-2]
            strings.append((slot, head[j + 1].text, head[j + 1].start))
            i += 1
            j += 3
            continue
        if want.kind == "bare" and want.text.isupper():  # BUF_ID: an integer literal binds the attribute
            if got is None or (got.kind != "int" and got.text != want.text):  # (a snippet may keep the placeholder)
                return Mismatch(got.start if got else _end(head, template),
                                f"expected an integer for {want.text}, found {_what(got)}")
            strings.append((want.text, got.text, got.start))
            i += 1
            j += 1
            continue
        if want.kind == "string":  # a "SLOT": any quoted string binds the attribute
            if got is None or got.kind != "string":
                return Mismatch(got.start if got else _end(head, template),
                                f"expected a quoted string for {want.text}, found {_what(got)}")
            strings.append((want.text.strip('"'), got.text[1:-1] if got.text.endswith('"') else got.text[1:], got.start))
            i += 1
            j += 1
            continue
        if want.kind == "attr" and '<"' in want.text:  # `#pto.pipe<"PIPE">`: the attribute's value binds PIPE
            prefix = want.text[:want.text.index("<") + 1]
            if got is None or got.kind != "attr" or not got.text.startswith(prefix) or not got.text.endswith(">"):
                return Mismatch(got.start if got else _end(head, template),
                                f"expected {prefix}...> for {want.text[len(prefix):-1]}, found {_what(got)}")
            strings.append((want.text[len(prefix) + 1:-2], got.text[len(prefix):-1].strip().strip('"'), got.start))
            i += 1
            j += 1
            continue
        if want.kind == "punct" and want.text == ":" and pending:
            # `ins(%a, %b : T1, T2)`: the types of this group, up to its closing bracket
            dend = _group_end(dh, i)
            gend = _group_end(head, j)
            written = _type_list(list(head[j + 1:gend]), template)
            if len(written) != len(pending):
                at = head[j + 1].start if j + 1 < len(head) else _end(head, template)
                return Mismatch(at, f"expected {len(pending)} type(s) after ':' for "
                                    f"{', '.join('%' + p for p in pending)}, found {len(written)}")
            types += list(zip(pending, written))
            pending = []
            i, j = dend, gend
            continue
        if want.text == "->" and colon < 0 and got is not None and got.text == "->" and d.results:
            # `pto.op(%a : T) -> R`: the types after the arrow are the results'
            written = _type_list(list(head[j + 1:]), template)
            if len(written) != len(d.results):
                at = head[j + 1].start if j + 1 < len(head) else _end(head, template)
                return Mismatch(at, f"expected {len(d.results)} result type(s) after '->', found {len(written)}")
            types += list(zip(d.results, written))
            i, j = len(dh), len(head)
            continue
        if got is None or got.text != want.text:
            if want.text == "," and got is not None and got.kind == "ssa":
                return Mismatch(got.start, "expected ',' between operands")
            return Mismatch(got.start if got else _end(head, template), f"expected '{want.text}', found {_what(got)}")
        if want.text in (")", "]"):
            pending = [] if want.text == "]" else pending
        i += 1
        j += 1
    if j < len(head):
        extra = head[j]
        return Mismatch(extra.start, f"unexpected {_what(extra)} after the operands")
    results: list[tuple[str, int]] = []
    for name, (index, _) in zip(d.results, shape.results):
        results.append((name, index))
    if colon >= 0:
        if not d.operand_types and not d.result_types:
            return Mismatch(tokens[colon].start, "unexpected ':' (this form takes no type list)")
        ot, rt, arrow = _signature(list(tokens[sig:]), template)
        if not arrow and not d.operand_types and d.result_types:
            ot, rt = [], ot
        want_ot, want_rt = len(d.operand_types), len(d.result_types)
        if len(ot) != want_ot or len(rt) != want_rt:
            return Mismatch(tokens[colon].start,
                            f"the {form.form} form takes {want_ot} operand type(s) and {want_rt} result type(s) "
                            f"({', '.join(d.operand_types)} -> {', '.join(d.result_types)}); "
                            f"got {len(ot)} and {len(rt)}")
        typed = list(dict.fromkeys(n for n, _ in operands if not any(n == t for t, _ in types)))
        if order:  # the form says which operand (or result) each written type belongs to
            typed = [n for n in order if n in typed or n in d.results]
        elif len(typed) > len(ot):  # `%base[%offset]`: a bracketed index has no type of its own
            bracketed = {dh[k].text[1:] for k in range(1, len(dh)) if dh[k].kind == "ssa" and dh[k - 1].text == "["}
            typed = [n for n in typed if n not in bracketed]
        if asm_dst:
            types += [(n, ot[0] if ot else "") for n, _ in operands]
        else:
            types += list(zip(typed, ot))
            types += list(zip(d.results, rt))
    elif d.operand_types or d.result_types:
        return Mismatch(_end(head, template), f"expected ':' and the types "
                                              f"({', '.join(d.operand_types)} -> {', '.join(d.result_types)})")
    return Binding(form, tuple(operands), tuple(results), tuple(types), attrs, tuple(strings))


def _mask_axis(tokens, groups: list[str]):
    """PTOAS's mask-pattern forms (`ins(%src, {maskPattern = ...} : T, "row")`) write the axis as
    a quoted string after the last type of ins(...): read it as the attribute `axis`."""
    if not any("maskPattern" in g for g in groups):
        return tokens, groups
    for k in range(2, len(tokens)):
        t = tokens[k]
        if t.kind == "string" and tokens[k - 1].text == "," and k + 1 < len(tokens) and tokens[k + 1].text == ")":
            return tokens[:k - 1] + tokens[k + 1:], groups + ["{axis = " + t.text + "}"]
    return tokens, groups


# PTOAS's cube ops (pto.mad*, pto.mte_l0c_*) write optional clauses after their operands
# (`unit_flag(check_only) disable_gemv sat`, `, nz2dn(%s), loop3(%c, %a, %b), sat(preserve_nan)`);
# the declared forms write each clause's values as keyword operands (`loop3_count = %c`) and
# its words as dictionary attributes (D-CUBE-CLAUSES): clause -> (operands by position, the
# attribute its bare word or parenthesised word sets, the attribute each `key = word` sets,
# the operand each `key = %v` sets).
_CLAUSES: dict[str, tuple[tuple[str, ...], str | None, dict[str, str], dict[str, str]]] = {
    "unit_flag": ((), "unit_flag", {}, {}),
    "disable_gemv": ((), "disable_gemv", {}, {}),
    "n_dir": ((), "n_dir", {}, {}),
    "sat": ((), "sat_mode", {}, {}),
    "nosat": ((), "sat_mode", {}, {}),
    "tf32_mode": ((), "tf32_mode", {}, {}),
    "nz2nd": ((), "layout", {}, {}),
    "nz2dn": (("loop0_src_stride",), "layout", {}, {}),
    "nz2nz": (("split",), "layout", {}, {}),
    "loop3": (("loop3_count", "loop3_src_stride", "loop3_dst_stride"), None, {}, {}),
    "pre_quant": (("quant_payload",), None, {"mode": "pre_quant_mode"}, {}),
    "pre_relu": (("relu_payload",), None, {"mode": "pre_relu_mode"}, {"clip": "relu_clip"}),
    "dst_mode": (("sub_blockid",), "dst_mode", {}, {}),
    "atomic": ((), None, {"type": "atomic_type", "op": "atomic_op"}, {}),
}
_CLAUSE_OPS = ("pto.mad", "pto.mad_acc", "pto.mad_bias", "pto.mad_mx", "pto.mad_mx_acc", "pto.mad_mx_bias",
               "pto.mte_l0c_gm", "pto.mte_l0c_ub", "pto.mte_l0c_l1")


def _cube_clauses(tokens, groups: list[str], form: Any):
    """The clauses of a cube op's statement as its declared form writes them: each clause's
    values as `name = %v` keyword operands, in the clauses' canonical order, and its words as
    `{name = "word"}` attributes (a bare flag: "true"; `sat(preserve_nan)`: "sat_preserve_nan";
    `dst_mode(%v)` sets the operand, `dst_mode(split_m)` the attribute). Other statements
    are unchanged."""
    if getattr(form, "mnemonic", None) not in _CLAUSE_OPS:
        return tokens, groups
    start = None
    for k, t in enumerate(tokens):
        if t.kind == "bare" and t.text in _CLAUSES and k > 0 and (tokens[k - 1].kind == "ssa" or tokens[k - 1].text in (",", ")")):
            start = k
            break
    if start is None:
        return tokens, groups
    head = list(tokens[:start])
    if head and head[-1].text == ",":
        head.pop()
    attrs: list[str] = []
    values: list[tuple[str, Any]] = []
    k = start
    while k < len(tokens):
        t = tokens[k]
        if t.text == ",":
            k += 1
            continue
        spec = _CLAUSES.get(t.text) if t.kind == "bare" else None
        if spec is None:
            return tokens, groups  # not a clause: the form match says where
        positional, flag, word_keys, value_keys = spec
        k += 1
        inner: list[Any] = []
        if k < len(tokens) and tokens[k].text == "(":
            end = _group_end(tokens, k + 1)
            inner = list(tokens[k + 1:end])
            k = end + 1
        parts: list[list[Any]] = [[]]
        for u in inner:
            if u.text == ",":
                parts.append([])
            else:
                parts[-1].append(u)
        n_pos = 0
        words = []
        for part in (p for p in parts if p):
            if len(part) >= 3 and part[1].text == "=":
                key, val = part[0].text, part[2]
                if val.kind == "ssa" and key in value_keys:
                    values.append((value_keys[key], val))
                elif key in word_keys:
                    attrs.append(f'{word_keys[key]} = "{val.text}"')
                else:
                    return tokens, groups
            elif part[0].kind == "ssa" and n_pos < len(positional):
                values.append((positional[n_pos], part[0]))
                n_pos += 1
            elif part[0].kind in ("bare", "int"):
                words.append(part[0].text)
            else:
                return tokens, groups
        if flag is not None:
            if t.text in ("sat", "nosat"):
                value = t.text + ("_" + words[0] if words else "")
            elif t.text in ("nz2nd", "nz2dn", "nz2nz"):
                value = t.text
            elif words:
                value = words[0]
            elif t.text == "dst_mode":
                value = None
            else:
                value = "true"
            if value is not None:
                attrs.append(f'{flag} = "{value}"')
    order = ["sub_blockid", "quant_payload", "relu_payload", "relu_clip", "loop0_src_stride", "split", "loop3_count",
             "loop3_src_stride", "loop3_dst_stride"]
    for name in sorted((n for n, _ in values), key=order.index):
        val = next(v for n, v in values if n == name)
        head += [Token("bare", name, val.start), Token("punct", "=", val.start), val]
    return head, groups + (["{" + ", ".join(attrs) + "}"] if attrs else [])


def _fp_keyword(tokens):
    """`ins(%a, ... : T, ... fp %fp : U)` (PTOAS's tstore and textract with a quantization tile) as
    `ins(%a, ..., %fp : T, ..., U)`; `ins(%src : T fp %fp : U)` so becomes `ins(%src, %fp : T, U)`.
    Other token lists unchanged."""
    for k in range(len(tokens) - 1):
        if not (tokens[k].text == "ins" and tokens[k + 1].text == "("):
            continue
        end = _group_end(tokens, k + 2)
        depth, colon, fp = 0, -1, -1
        for j in range(k + 2, min(end, len(tokens))):
            t = tokens[j]
            if t.kind == "punct" and t.text in "([{<":
                depth += 1
            elif t.kind == "punct" and t.text in ")]}>":
                depth -= 1
            elif depth == 0 and t.text == ":" and colon < 0:
                colon = j
            elif depth == 0 and t.kind == "bare" and t.text == "fp" and j + 2 < end and tokens[j + 1].kind == "ssa" \
                    and tokens[j + 2].text == ":":
                fp = j
        if colon < 0 or fp < 0:
            return tokens
        comma = type(tokens[fp])("punct", ",", tokens[fp].start)
        values, types, extra = tokens[k + 2:colon], tokens[colon + 1:fp], tokens[fp + 3:end]
        return tokens[:k + 2] + values + [comma, tokens[fp + 1], tokens[colon]] + types + [comma] + extra + tokens[end:]
    return tokens


def _ungrouped_types(tokens):
    """`ins(%a : T, %b : U)` (each value typed where it stands, as PTOAS's tmov writes its
    scratch tile) as the declared `ins(%a, %b : T, U)`; other token lists unchanged."""
    for k in range(len(tokens) - 1):
        keyed = tokens[k].text == "(" and k + 3 < len(tokens) and (
            tokens[k + 1].kind == "bare" and tokens[k + 2].text == "=" and tokens[k + 3].kind == "ssa"
            or tokens[k + 1].kind == "ssa" and tokens[k + 2].text == ":")
        if keyed:  # `(kw = %a : T, kw = %b : U)`, `(%a : T, %b : U)` (PTOAS's pipe initialisations) as `(kw = %a, kw = %b : T, U)`
            end = _group_end(tokens, k + 1)
            pieces = _top_level_pieces(tokens, k + 1, end)
            heads = [3 if len(p) > 4 and p[1].text == "=" and p[2].kind == "ssa" and p[3].text == ":" else
                     1 if len(p) > 2 and p[0].kind == "ssa" and p[1].text == ":" else 0 for p in pieces]
            if len(pieces) < 2 or not all(heads):
                continue
            comma = tokens[k + 1 + len(pieces[0])]
            values = [t for n, (p, h) in enumerate(zip(pieces, heads)) for t in ([comma] if n else []) + p[:h]]
            typed = [t for n, (p, h) in enumerate(zip(pieces, heads)) for t in ([comma] if n else []) + list(p[h + 1:])]
            return tokens[:k + 1] + values + [pieces[0][heads[0]]] + typed + tokens[end:]
        if not (tokens[k].text == "ins" and tokens[k + 1].text == "("):
            continue
        end = _group_end(tokens, k + 2)
        if end >= len(tokens):
            return tokens
        pieces = _top_level_pieces(tokens, k + 2, end)
        if len(pieces) < 2 or not all(len(p) > 2 and p[0].kind == "ssa" and p[1].text == ":" for p in pieces):
            return tokens
        comma = tokens[k + 2 + len(pieces[0])]
        values = [t for n, p in enumerate(pieces) for t in ([comma] if n else []) + [p[0]]]
        typed = [t for n, p in enumerate(pieces) for t in ([comma] if n else []) + list(p[2:])]
        return tokens[:k + 2] + values + [pieces[0][1]] + typed + tokens[end:]
    return tokens


def _without_attr_dicts(tokens, template: str):
    """The tokens without their `{...}` groups (attribute dictionaries), and those groups' text."""
    out, groups = [], []
    k = 0
    while k < len(tokens):
        tok = tokens[k]
        if tok.kind == "punct" and tok.text == "{":
            depth, j = 0, k
            while j < len(tokens):
                if tokens[j].kind == "punct" and tokens[j].text == "{":
                    depth += 1
                elif tokens[j].kind == "punct" and tokens[j].text == "}":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            end = tokens[min(j, len(tokens) - 1)]
            groups.append(" ".join(template[tok.start:end.start + len(end.text)].split()))
            if out and out[-1].kind == "punct" and out[-1].text == "," and j + 1 < len(tokens) \
                    and tokens[j + 1].text in (":", ")"):
                out.pop()  # `ins(%a, {attrs} : T)`: the comma belonged to the dictionary
            k = j + 1
            continue
        out.append(tok)
        k += 1
    return out, groups


def _top_level_pieces(tokens, start: int, end: int) -> list:
    """tokens[start:end] cut at its top-level commas (end: the group's closing bracket)."""
    pieces, depth = [], 0
    for j in range(start, end + 1):
        t = tokens[j]
        if t.kind == "punct" and t.text in "([{<" and j < end:
            depth += 1
        elif t.kind == "punct" and t.text in ")]}>" and j < end:
            depth -= 1
        elif j == end or (t.kind == "punct" and t.text == "," and depth == 0):
            pieces.append(tokens[start:j])
            start = j + 1
    return pieces


def _group_end(tokens, i: int) -> int:
    """Index of the bracket closing the group that position `i` is inside."""
    depth = 0
    for k in range(i, len(tokens)):
        t = tokens[k]
        if t.kind == "punct" and t.text in "([{<":
            depth += 1
        elif t.kind == "punct" and t.text in ")]}>":
            if depth == 0:
                return k
            depth -= 1
    return len(tokens)


def _end(tokens, template: str) -> int:
    return tokens[-1].start + len(tokens[-1].text) if tokens else len(template)


def print_form(form: Any, names: dict[str, str], type_texts: list[str]) -> str:
    """The declared form's text with SSA names and the written types (in order) filled in."""
    import re

    text = " ".join(form.text.split())
    text = re.sub(r"%([A-Za-z_]\w*)(?:\.\.\.)?", lambda m: "%" + names.get(m.group(1), m.group(1)), text)
    text = re.sub(r"(?<=>)\.\.\.", "", text)  # `ins(%e... : T...)`: a list of one value, one type
    out, pos = [], 0
    for pattern, concrete in zip(list(form.operand_types) + list(form.result_types), type_texts):
        i = text.index(pattern, pos)
        out += [text[pos:i], concrete]
        pos = i + len(pattern)
    return "".join(out) + text[pos:]
