"""Parse PTO type text (`!pto.vreg<64xf32>`, `!pto.tile_buf<vec, 16x1xf32, valid=?x?,
blayout=col_major>`, ...) into the generated verifier rules' type objects.

Placeholders the documentation writes (`NxT`, `G`, `...`, `?`) parse to unknown
(None) fields, so checks that need them are skipped rather than guessed.
"""
from __future__ import annotations

import re
from functools import lru_cache

from ptoisa_ref import verifier_rules as R


class TypeParseError(ValueError):
    pass


ScalarType = R.ScalarType


def _scalar(text: str):
    text = " ".join(text.split())
    name = R.SPELLINGS.get(_MLIR_INTS.get(text, text))
    return R.ScalarType(text, None if name is None else R.Elem(name))


_SHAPE = re.compile(r"^(\?|[0-9]+)x(\?|[0-9]+)x(.+)$", re.S)


# MLIR's explicitly signed and unsigned integer spellings: PTO's signed iN and unsigned uiN.
_MLIR_INTS = {f"si{b}": f"i{b}" for b in (8, 16, 32, 64)}
# MLIR's builtin element types (the ones the database does not list are kept by spelling),
# and dialect types such as !pto.hif8.
_ELEMENT = re.compile(r"[su]?i[0-9]+|index|bf16|tf32|f(?:16|32|64|80|128)|f[0-9]+E[0-9]+M[0-9]+[A-Z]*|![A-Za-z_][\w.]*(?:<.*>)?", re.S)


def _elem(spelling: str):
    """An element type; one the database does not know keeps its spelling, so that the
    rules of a known op can say it is not legal, and an unknown op can carry it."""
    spelling = spelling.strip()
    name = R.SPELLINGS.get(_MLIR_INTS.get(spelling, spelling))
    if name is not None:
        return R.Elem(name)
    if not _ELEMENT.fullmatch(spelling):
        raise TypeParseError(f"unknown element type '{spelling}' (known: {', '.join(sorted(R.SPELLINGS))}, "
                             f"and MLIR's other builtin and dialect element types)")
    return R.Elem(spelling)


def _enum(value: str, allowed: tuple, what: str) -> str:
    """`col_major` -> `ColMajor`, checked against the machine's enum."""
    camel = "".join(part.capitalize() for part in value.split("_"))
    if camel not in allowed:
        raise TypeParseError(f"unknown {what} '{value}' (known: {', '.join(R.snake_case(a) for a in allowed)})")
    return camel


def _dim(text: str):
    """A dimension: digits, or '?' or a negative number for a dynamic one (PTOAS reads
    `rows=-1` as dynamic)."""
    if text == "?":
        return None
    digits = text[1:] if text.startswith("-") else text
    if not digits.isascii() or not digits.isdigit():  # int() would also take "1_6" and other scripts' digits
        raise TypeParseError(f"a dimension is a number or '?', found {text!r}")
    return None if text.startswith("-") else int(digits)


def _params(body: str) -> list[str]:
    from ..lang.brackets import split_top
    return [p.strip() for p in split_top(body) if p.strip()]


def _tile(body: str):
    if body.strip() == "...":
        return R.TileType(kind=None, blayout=None, slayout=None)
    # Only what the text gives; the rest keeps TileType's defaults (row_major, none_box, the first
    # fractal size, pad and compact mode).
    fields: dict = {"kind": None, "elem": None, "rows": None, "cols": None, "valid": None}
    seen: set[str] = set()
    for i, param in enumerate(_params(body)):
        if "=" not in param:
            if i == 0 and not _SHAPE.match(param):
                fields["kind"] = _location(param)
                continue
            m = _SHAPE.match(param)
            if not m:
                raise TypeParseError(f"expected a shape like 16x32xf16, found '{param}'")
            fields["rows"], fields["cols"], fields["elem"] = _dim(m[1]), _dim(m[2]), _elem(m[3])
            continue
        key, value = (x.strip() for x in param.split("=", 1))
        if key in seen:
            raise TypeParseError(f"tile parameter '{key}' is given twice")
        seen.add(key)
        if key == "valid":
            m = re.fullmatch(r"(\?|-?[0-9]+)x(\?|-?[0-9]+)", value)
            if not m:
                raise TypeParseError(f"valid= takes ROWSxCOLS (each a number or ?), found '{value}'")
            fields["valid"] = (_dim(m[1]), _dim(m[2]))
        elif key == "blayout":
            fields["blayout"] = _enum(value, R.BLAYOUTS, "blayout")
        elif key == "slayout":
            fields["slayout"] = _enum(value, R.SLAYOUTS, "slayout")
        elif key == "loc":  # the key=value spelling
            fields["kind"] = _location(value)
        elif key == "dtype":
            fields["elem"] = _elem(value)
        elif key in ("rows", "cols"):
            fields[key] = _dim(value)
        elif key in ("v_row", "v_col"):
            valid = list(fields["valid"] or (None, None))
            valid[0 if key == "v_row" else 1] = _dim(value)
            fields["valid"] = tuple(valid)
        elif key in ("fractal", "s_fractal_size"):
            size = _count(key, value)
            if size not in R.TILE_FRACTALS:
                raise TypeParseError(f"fractal={value} is not a fractal size (known: {', '.join(map(str, R.TILE_FRACTALS))})")
            fields["fractal"] = size
        elif key in ("pad", "compact"):
            names = R.TILE_PADS if key == "pad" else R.TILE_COMPACT_MODES
            code = _count(key, value)
            if code >= len(names):
                listed = ", ".join(f"{k} {n}" for k, n in enumerate(names))
                raise TypeParseError(f"{key}={value} is not a {key} value (known: {listed})")
            fields[key] = names[code]
        else:
            raise TypeParseError(f"unknown tile parameter '{key}'")
    if fields["kind"] in R.TILE_DEFAULT_FRACTALS:  # whatever fractal= says (D-TILE-ACC-FRACTAL)
        fields["fractal"] = R.TILE_DEFAULT_FRACTALS[fields["kind"]]
    valid = fields.pop("valid")
    if valid is None:  # no valid= means the whole tile is valid
        valid = (fields["rows"], fields["cols"])
    for what, n in (("rows", fields["rows"]), ("columns", fields["cols"])):
        if n == 0:
            raise TypeParseError(f"a tile needs at least one of its {what}; found {what} 0")
    for dim, v, n in (("rows", valid[0], fields["rows"]), ("columns", valid[1], fields["cols"])):
        if v is not None and n is not None and v > n:
            raise TypeParseError(f"the valid {dim} ({v}) are more than the tile's {dim} ({n})")
    return R.TileType(valid_rows=valid[0], valid_cols=valid[1], **fields)


def _multi_tile(body: str):
    """`!pto.multi_tile_buf<vec, 16x16xf16, count=2>` or `<!pto.tile_buf<...>, count=2>`: the slot's
    tile type (written either way, as PTOAS reads it) and the slot count."""
    if body.strip() == "...":
        return R.MultiTileType(kind=None, blayout=None, slayout=None)
    params = _params(body)
    counts = [p for p in params if re.fullmatch(r"count\s*=.*", p, re.S)]
    if len(counts) != 1:
        raise TypeParseError("a multi_tile_buf type gives its slot count once: `!pto.multi_tile_buf<vec, 16x16xf16, count=2>`")
    count = _count("count", counts[0].split("=", 1)[1].strip())
    rest = [p for p in params if p is not counts[0]]
    if len(rest) == 1 and rest[0].startswith("!"):
        slot = parse_type(rest[0])
        if not isinstance(slot, R.TileType):
            raise TypeParseError(f"a multi_tile_buf's slot type is a !pto.tile_buf<...>, found '{rest[0]}'")
    else:
        slot = _tile(", ".join(rest))
    return R.MultiTileType(**vars(slot), count=count)


def _location(keyword: str) -> str:
    """A tile location keyword (`vec`; PTOAS also reads `ub`) -> its TileType (Vec)."""
    kinds = {kw: kind for kind, (kw, _, _) in R.TILE_LOCATIONS.items()}
    kind = kinds.get("vec" if keyword == "ub" else keyword)
    if kind is None:
        raise TypeParseError(f"unknown tile location '{keyword}' (known: {', '.join(kinds)})")
    return kind


def _count(key: str, value: str) -> int:
    if not value.isascii() or not value.isdigit():
        raise TypeParseError(f"{key}= takes a non-negative integer, found '{value}'")
    return int(value)


@lru_cache(maxsize=4096)
def parse_type(text: str):
    """The type object for `text`; raises TypeParseError with a readable reason."""
    text = text.strip()
    m = re.fullmatch(r"!pto\.(\w+)(?:<(.*)>)?", text, re.S)
    if not m:
        if not text or not _balanced(text):
            raise TypeParseError(f"cannot read the type '{text}'")
        return _scalar(text)
    name, body = m[1], m[2]
    if name == "vreg":
        if body is None or body.strip() in ("NxT", "..."):
            return R.VRegType(None, None)
        vm = re.fullmatch(r"\s*([0-9]+)x(.+?)\s*", body, re.S)
        if not vm:
            raise TypeParseError(f"a vreg type reads !pto.vreg<NxT>, e.g. !pto.vreg<64xf32>; found '{text}'")
        return R.VRegType(int(vm[1]), _elem(vm[2]))
    if name == "mask":
        if body is None or body.strip() in ("G", "..."):
            return R.MaskType(None)
        if body.strip() not in R.MASKS:
            raise TypeParseError(f"unknown mask granularity '{body.strip()}' (known: {', '.join(R.MASKS)})")
        return R.MaskType(body.strip())
    if name in ("tile", "tile_buf"):
        return _tile(body or "...")
    if name == "multi_tile_buf":
        return _multi_tile(body or "...")
    if name == "ptr":
        return _pointer(text, body or "")
    if name in ("tensor_view", "partition_tensor_view", "tile_view"):  # (tile_view: PTOAS's older partition view)
        return _view(name, body or "")
    return _scalar(text)


def _view(name: str, body: str):
    """`!pto.tensor_view<1x?x16x64xf32>`: dimensions (numbers or ?) and an element type, as PTOAS
    reads views; the type is compared by its text, with no spaces."""
    partition = name != "tensor_view"
    if body.strip() == "...":  # the documentation's placeholder: not judged
        return R.ViewType(None, None, partition)
    m = _VIEW.fullmatch("".join(body.split()))
    if not m or m[2][0] in "-0123456789?":  # `16x-1xf32`: the element type would start with a dimension
        raise TypeParseError(f"a {name} type reads !pto.{name}<D0x...xT> (each D a number or ?), "
                             f"e.g. !pto.{name}<16x64xf32>; found '<{body.strip()}>'")
    dims = tuple(None if d == "?" else int(d) for d in m[1].split("x")[:-1])
    return R.ViewType(_elem(m[2]), dims, partition)


_VIEW = re.compile(r"((?:(?:\?|[0-9]+)x)+)(.+)", re.S)


def _pointer(text: str, body: str):
    """`!pto.ptr<f32, ub>`: a scalar that knows its element type and memory space. An element
    type the database does not list (`!pto.hif8`, `vector<16xf16>`, the placeholder T) is
    unknown: a DMA moves its bytes all the same, so no check judges it."""
    params = _params(body)
    name = R.SPELLINGS.get(_MLIR_INTS.get(params[0], params[0])) if params else None
    elem = R.Elem(name) if name is not None else None  # other element types are not judged
    space = params[1] if len(params) > 1 and params[1].isidentifier() else None
    if space is not None and space.islower() and space not in R.SPACES:  # upper case: a placeholder (`S`)
        raise TypeParseError(f"unknown memory space '{space}' in a pointer type (known: {', '.join(R.SPACES)})")
    if len(params) == 1:  # no space: a GM pointer, as PTOAS reads `!pto.ptr<f32>`
        return R.ScalarType(f"!pto.ptr<{params[0]}, gm>", elem, "gm")
    if space is not None and R.SPACES.get(space, space) != space:  # `vec` is ub and `mat` l1: one type, printed so
        space = R.SPACES[space]
        return R.ScalarType(f"!pto.ptr<{params[0]}, {space}>", elem, space)
    return R.ScalarType(" ".join(text.split()), elem, space)


# printing a type back in PTO spelling lives with the verifier's types (a rule's message names them)
type_text = R.type_text


def _balanced(text: str) -> bool:
    """Brackets nest properly (the > of -> does not close)."""
    stack = []
    pairs = {")": "(", "]": "[", "}": "{", ">": "<"}
    for i, c in enumerate(text):
        if c in "([{<":
            stack.append(c)
        elif c in pairs:
            if c == ">" and i > 0 and text[i - 1] == "-":
                continue
            if not stack or stack.pop() != pairs[c]:
                return False
    return not stack
