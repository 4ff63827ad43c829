"""Parse an op's declared syntax strings into structured forms.

A syntax string is written once in YAML; the page prints it, and the operand
names, order and type patterns the verifier and semantics use come from this
parse, so the three can never disagree.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .brackets import split_top


def _parts(text: str) -> list[str]:
    """Top-level comma-separated parts, stripped, empty ones dropped."""
    return [p.strip() for p in split_top(text) if p.strip()]

FORMS = ("asm", "ssa", "dps", "cpp")
FORM_TITLES = {
    "asm": "PTO Assembly Form",
    "ssa": "AS Level 1 (SSA)",
    "dps": "AS Level 2 (DPS)",
    "cpp": "C++ Intrinsic",
}


class SyntaxFormError(ValueError):
    pass


@dataclass(frozen=True)
class ParsedForm:
    form: str
    mode: str
    text: str
    mnemonic: str
    results: tuple[str, ...]
    operands: tuple[str, ...]
    result_types: tuple[str, ...]
    operand_types: tuple[str, ...]
    # The operands the type list types, in the order it writes them, where that is not the
    # operands' own order (`pto.store_scalar %value, %ptr[%offset] : !pto.ptr<T, M>, T`);
    # empty: the operands in the order written (see typed_operands).
    type_order: tuple[str, ...] = ()
    # Operands written as a bracketed list of any length (`shape = [%shape...]`: one or more values).
    variadic: tuple[str, ...] = ()


_OPERAND_TOKEN = re.compile(r'''\s*(?:(?P<ssa>%[A-Za-z_][A-Za-z0-9_]*(?:\.\.\.)?)|(?P<kw>[a-z_]\w*\s*=(?!=))|(?P<slot>"[^"]*")|(?P<attr>\#[A-Za-z_][\w.]*<(?:"[A-Z][A-Z0-9_]*"|[A-Za-z_]\w*)>)
                               |(?P<word>[A-Za-z_]\w*(?=\s*[(\[]))|(?P<literal>[A-Z][A-Z0-9_]*\b)|(?P<punct>[\[\](),])
                               |(?P<marker>[a-z][a-z0-9_]*\b))''', re.X)


def _values(text: str) -> tuple[str, ...]:
    """The %names, in order. Around them a form may have quoted "SLOT"s (attributes written as
    operands), an attribute with a slot (`#pto.pipe<"PIPE">`) or a fixed value (`#pto.sync_all_mode<hard>`),
    an integer attribute's placeholder (`BUF_ID`), a marker word (tmrgsort's `no_tmp`), an index (`%base[%offset]`), keyword groups
    (`nburst(%n, %src, %dst)`), keyword operands and attributes (`addr = %addr`, `core_type =
    #pto.sync_core_type<"CORE_TYPE">`) and lists of any length (`shape = [%shape...]`)."""
    names = []
    pos, depth = 0, 0
    text = text.strip()
    while pos < len(text):
        m = _OPERAND_TOKEN.match(text, pos)
        if not m:
            rest = text[pos:].strip().split(",")[0].strip() or text[pos:].strip()
            raise SyntaxFormError(f"expected an SSA value like %name, found '{rest}'")
        if m["ssa"]:
            names.append(m["ssa"][1:].removesuffix("..."))
        elif m["punct"] in ("[", "("):
            depth += 1
        elif m["punct"] in ("]", ")"):
            depth -= 1
            if depth < 0:
                raise SyntaxFormError(f"unbalanced '{m['punct']}' in '{text}'")
        pos = m.end()
        while pos < len(text) and text[pos].isspace():
            pos += 1
    if depth:
        raise SyntaxFormError(f"unbalanced brackets in '{text}'")
    return tuple(names)


def _listed(text: str) -> set[str]:
    """The list operands (`%name...`) of an operand text."""
    return set(re.findall(r"%([A-Za-z_][A-Za-z0-9_]*)\.\.\.", text))


def _types(text: str) -> tuple[str, ...]:
    text = text.strip()
    if text.startswith("(") and text.endswith(")"):
        text = text[1:-1]
    return tuple(_parts(text))


# (`init_align : T` has types and no operands; `pto.set_atomic_add` has nothing but its name)
# (`%t = pto.declare_tile -> T` writes only result types, after an arrow and no colon)
_SSA = re.compile(r'^(?:(?P<res>%[^=]+?)\s*=\s*)?(?P<mn>[A-Za-z_][\w.]*)(?:(?:\s+|(?=\[))(?P<ops>(?:[%"#\[]|[a-z_]\w*\s*=|[a-z_]\w*\()[^:]*?)|(?=\s*:)|(?=\s*->)|$)\s*(?:(?::\s*|(?=->))(?P<types>.*))?$')
# `pto.op ins(%a, %b : T, U) outs(%d : V)`; without outs(...) (`pto.tsync ins(%e : T)`); or with an SSA
# result typed after a bare `outs :` (`%v = pto.tgetval ins(%t, %i : T, index) outs : f32`).
_DPS = re.compile(r"^(?:(?P<res>%[^=]+?)\s*=\s*)?(?P<mn>[A-Za-z_][\w.]*)\s+ins\((?P<ins>[^:]*):(?P<intys>.*?)\)"
                  r"(?:\s*outs\((?P<outs>[^:]*):(?P<outtys>.*)\)|\s*outs\s*:\s*(?P<restys>.*))?$", re.S)
# `pto.op(%a, %b : T, U)`: the operands and their types in one parenthesised group right after the
# name, then keyword attributes (`pto.syncall(%gm, %used : T, i32) mode = #pto.sync_all_mode<soft>,
# core_type = ...`) or result types after an arrow (`%r = pto.op(%a : T) -> R`).
_CALL = re.compile(r'^(?:(?P<res>%[^=]+?)\s*=\s*)?(?P<mn>[A-Za-z_][\w.]*)\((?P<group>[^()]*(?:\([^()]*\)[^()]*)*)\)'
                   r'(?P<rest>(?:\s*,?\s*(?:[a-z_]\w*\s*=\s*\#[\w.]+<[^<>]*>|[a-z_]\w*\(\s*%\w+\s*\)))*)\s*'
                   r'(?:->\s*(?P<rtypes>.*))?$')
_CPP = re.compile(r"(?P<ret>\w+)\s+(?P<mn>[A-Z][A-Z0-9_]*)\((?P<params>[^)]*)\)\s*;", re.S)


def parse_form(form: str, mode: str, text: str, type_order: tuple[str, ...] | list[str] = ()) -> ParsedForm:
    """Parse one syntax string. `type_order` names the operand each type before `->` belongs
    to, in the order the type list writes them, where that differs from the operands' order."""
    parsed = _parse_form(form, mode, " ".join(text.split()), text)
    if not type_order:
        return parsed
    order = tuple(type_order)
    if form != "ssa":
        raise SyntaxFormError(f"type_order applies to ssa forms (one type list after ':'), not to a {form} form")
    for name in order:
        if name not in parsed.operands and name not in parsed.results:
            raise SyntaxFormError(f"type_order names '%{name}', which is not an operand or result of the form "
                                  f"({', '.join('%' + n for n in parsed.operands + parsed.results) or 'none'})")
    twice = sorted({n for n in order if order.count(n) > 1})
    if twice:
        raise SyntaxFormError(f"type_order names {', '.join('%' + n for n in twice)} more than once")
    if len(order) != len(parsed.operand_types):
        raise SyntaxFormError(f"type_order names {len(order)} operand(s), but the type list gives "
                              f"{len(parsed.operand_types)} operand type(s) ({', '.join(parsed.operand_types)})")
    # A result named in the order types that result (`%tv = pto.make_tensor_view %ptr, ... : T`):
    # its type leaves the operand types; the order keeps it, as the statement writes it.
    result_types = tuple(t for n, t in zip(order, parsed.operand_types) if n in parsed.results)
    operand_types = tuple(t for n, t in zip(order, parsed.operand_types) if n not in parsed.results)
    return ParsedForm(parsed.form, parsed.mode, parsed.text, parsed.mnemonic, parsed.results, parsed.operands,
                      parsed.result_types + result_types, operand_types, order, parsed.variadic)


def _parse_form(form: str, mode: str, flat: str, text: str) -> ParsedForm:
    parsed = _parse_plain(form, mode, flat, text)
    variadic = tuple(dict.fromkeys(re.findall(r"%([A-Za-z_][A-Za-z0-9_]*)\.\.\.", flat)))
    if not variadic:
        return parsed
    for name in variadic:
        # `shape = [%shape...]`, or the last operand of an ins(...) group, one type per value (`T...`)
        if not re.search(r"\[\s*%" + name + r"\.\.\.\s*\]", flat) and \
                not re.search(r"\bins\([^:()]*%" + name + r"\.\.\.\s*:[^()]*\.\.\.\s*\)", flat):
            raise SyntaxFormError(f"a list operand must stand alone in its brackets: `[%{name}...]`, or be the last "
                                  f"operand of an ins(...) group, its type followed by `...`: `ins(%{name}... : T...)`")
    return ParsedForm(parsed.form, parsed.mode, parsed.text, parsed.mnemonic, parsed.results, parsed.operands,
                      parsed.result_types, parsed.operand_types, parsed.type_order, variadic)


def _parse_plain(form: str, mode: str, flat: str, text: str) -> ParsedForm:
    if form == "dps":
        m = _DPS.match(flat)
        if not m or (m["res"] is None) != (m["restys"] is None):
            raise SyntaxFormError("a DPS form reads `pto.op ins(%a, ... : T, ...) outs(%d, ... : T, ...)`, "
                                  "`pto.op ins(%a, ... : T, ...)` or `%r = pto.op ins(%a, ... : T, ...) outs : R`")
        ins, in_types = _values(m["ins"]), _types(m["intys"])
        if len(ins) == len(in_types):  # `ins(%events... : T...)`: T is each value's type
            in_types = tuple(t[:-3].rstrip() if n in _listed(m["ins"]) and t.endswith("...") else t
                             for n, t in zip(ins, in_types))
        if m["res"] is not None:
            return ParsedForm(form, mode, text, m["mn"], _values(m["res"]), ins, _types(m["restys"]), in_types)
        if m["outs"] is None:
            return ParsedForm(form, mode, text, m["mn"], (), ins, (), in_types)
        return ParsedForm(form, mode, text, m["mn"], _values(m["outs"]), ins, _types(m["outtys"]), in_types)
    if form == "cpp":
        m = _CPP.search(flat)
        if not m:
            raise SyntaxFormError("a C++ form declares `RecordEvent NAME(Type &param, ...);`")
        params = []
        for p in _parts(m["params"]):
            pm = re.search(r"([A-Za-z_]\w*)\s*$", p.split("=")[0])  # (`int32_t used = 0`: a default)
            if not pm:
                raise SyntaxFormError(f"cannot read the parameter name in '{p}'")
            params.append(pm.group(1))
        return ParsedForm(form, mode, text, m["mn"], (), tuple(params), (m["ret"],), ())
    call = _CALL.match(re.sub(r"\s*\{[^{}]*\}", "", flat))
    if call and (not call["group"].strip() or call["group"].strip().startswith("%")
                 or re.match(r"[a-z_]\w*\s*=\s*%", call["group"].strip())):
        group = call["group"].strip()
        ops, _, tys = group.partition(":")
        operands, operand_types = _values(ops), _types(tys)
        trailing = _values(call["rest"])  # keyword attributes, or a keyword group of one untyped value
        if len(operands) != len(operand_types) and (tys or ":" in group):
            raise SyntaxFormError(f"the operand group `({group})` gives {len(operands)} operand(s) and "
                                  f"{len(operand_types)} type(s); it reads `op(%a, %b : T, U)`")
        operands += trailing
        return ParsedForm(form, mode, text, call["mn"], _values(call["res"]) if call["res"] else (), operands,
                          _types(call["rtypes"]) if call["rtypes"] else (), operand_types)
    m = _SSA.match(re.sub(r"\s*\{[^{}]*\}", "", flat))  # an attribute dictionary is not an operand
    if not m:
        raise SyntaxFormError("expected `%res = op %a, %b : types` or `op %a, %b : type`")
    results = _values(m["res"]) if m["res"] else ()
    operands = _values(m["ops"]) if m["ops"] else ()  # `%r, %s = op : T, U` (a register read), `op : T` (init_align)
    types = m["types"] or ""
    if "->" in types:
        lhs, rhs = types.split("->", 1)
        operand_types, result_types = _types(lhs), _types(rhs)
    elif results and not operands:  # `%r = op "SLOT" : T`: a form without operands types its results
        operand_types, result_types = (), _types(types) if types else ()
    else:
        operand_types, result_types = _types(types) if types else (), ()
    return ParsedForm(form, mode, text, m["mn"], results, operands, result_types, operand_types)


def type_kind(type_text: str) -> str:
    """vreg, mask, tile, multi_tile, view or scalar, from a type pattern such as `!pto.vreg<NxT>`."""
    for prefix, kind in (("!pto.vreg<", "vreg"), ("!pto.mask<", "mask"), ("!pto.tile<", "tile"), ("!pto.tile_buf<", "tile"),
                         ("!pto.multi_tile_buf<", "multi_tile"),
                         ("!pto.tensor_view<", "view"), ("!pto.partition_tensor_view<", "view"), ("!pto.tile_view<", "view")):
        if type_text.startswith(prefix):
            return kind
    return "scalar"


def typed_operands(form: ParsedForm) -> tuple[str, ...]:
    """The operands the form's type list types, in order: the form's `type_order` where it
    declares one; otherwise the operands as written, except that an index written in brackets
    (`%base[%offset]`) has no type of its own unless the list gives every operand one."""
    if form.type_order:
        return tuple(n for n in form.type_order if n not in form.results)
    if len(form.operand_types) >= len(form.operands):
        return form.operands
    bracketed = set(re.findall(r"\[\s*%([A-Za-z_][A-Za-z0-9_]*)\s*\]", form.text))
    return tuple(n for n in form.operands if n not in bracketed)
