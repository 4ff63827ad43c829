"""Every generated rule has a legal and an illegal example: a legal baseline per
op, and for each checked constraint a mutation that must trigger that rule."""
from dataclasses import replace

import pytest

from conftest import the_isa
from ptoisa_ref import verifier_rules as V

ISA = the_isa()
MASK_OF = {"f8e4m3": "b8", "f8e5m2": "b8", "f32": "b32", "f16": "b16", "bf16": "b16", "i8": "b8", "i16": "b16", "i32": "b32", "i64": "b32", "u8": "b8", "u16": "b16",
           "u32": "b32"}
LANES = {"f8e4m3": 256, "f8e5m2": 256, "f32": 64, "f16": 128, "bf16": 128, "i8": 256, "i16": 128, "i32": 64, "i64": 32, "u8": 256, "u16": 128, "u32": 64}
INT_OF = {"f8e4m3": "i8", "f8e5m2": "i8", "f32": "i32", "f16": "i16", "bf16": "i16", "i8": "i8", "i16": "i16", "i32": "i32", "u8": "u8", "u16": "u16",
          "u32": "u32", "i64": "i64"}
WIDER = {"i8": "i16", "u8": "u16", "i16": "i32", "u16": "u32"}  # vcadd (D-NARROWSUM), written here from the page


def vreg(t, lanes=None):
    return V.VRegType(lanes or LANES[t], V.Elem(t))


def tile(t, rows, cols, valid=(None, None), **kw):
    return V.TileType(elem=V.Elem(t), rows=rows, cols=cols, valid_rows=valid[0], valid_cols=valid[1], **kw)


ARG_OPS = ("trowargmax", "trowargmin", "tcolargmax", "tcolargmin")


def arg_baseline(key, t):
    """A legal arg reduction on T: a row op writes a DN column of R indices (value+index: a DN
    value column beside it), a column op one row of C."""
    op, _, mode = key.partition("/")
    if op.startswith("trow"):
        src, tmp = tile(t, 16, 64, (12, 60)), tile(t, 16, 64)
        if mode == "value_index":
            return "value_index", {"src": src, "tmp": tmp, "dstVal": tile(t, 16, 1, (12, 1), blayout="ColMajor"),
                                   "dstIdx": tile("i32", 16, 1, (12, 1), blayout="ColMajor")}
        return "index", {"src": src, "tmp": tmp, "dst": tile("u32", 16, 1, (12, 1), blayout="ColMajor")}
    src, tmp = tile(t, 16, 256), tile(t, 1, 32)
    if mode == "value_index":
        return "value_index", {"src": src, "tmp": tmp, "dstVal": tile(t, 1, 256, (1, None)),
                               "dstIdx": tile("i32", 1, 256, (1, None))}
    return "index", {"src": src, "tmp": tmp, "dst": tile("u32", 1, 256, (1, None))}


def baseline(op, t=None, mode=None):
    """A legal use of `op` (mode, operands)."""
    if op in ("trowsum", "trowmax", "trowmin", "trowprod"):  # the row reductions: one column out
        t = t or "f32"
        return "default", {"src": tile(t, 16, 64, (12, 60)), "tmp": tile(t, 16, 64),
                           "dst": tile(t, 16, 1, (12, 1), blayout="ColMajor")}
    if op.split("/")[0] in ARG_OPS:
        return arg_baseline(op, t or "f32")
    if op == "tdequant":  # a source of t with one f32 column of scale and offset
        return "default", {"src": tile(t, 16, 64, (12, 60)), "scale": tile("f32", 16, 8, (12, 1)),
                           "offset": tile("f32", 16, 8, (12, 1)), "dst": tile("f32", 16, 64, (12, 60))}
    if op == "tcvt":  # a pair every target converts from t (f32 where t is no source)
        d = {"u8": "f16", "i8": "f16", "u32": "i16"}.get(t, "f32")
        return "default", {"src": tile(t, 16, 64, (12, 60)), "tmp": tile("i32", 16, 64),
                           "dst": tile(d, 16, 64, (12, 60))}
    if op in TYPED_OPS:  # ops whose operands differ in type or shape from src's T (tquant: f32 in, i8 out)
        mode = mode or OPS[op].mode_names()[0]
        return mode, TYPED_OPS[op](t or OPS[op].types_for(OPS[op].primary_operand, "a5")[0], mode)
    if op in MASK_TILE_OPS:  # a packed mask tile beside f32 tiles: legal on every target
        return "default", MASK_TILE_OPS[op]()
    if op == "bitcast":  # the same tile read as a narrower or as wide type of another kind
        return "default", {"src": tile(t, 16, 64, (12, 60)), "result": tile("u8" if t != "u8" else "i8", 16, 64, (12, 60))}
    if op in INDEX_OPS:  # index tiles, GM tables, prefetch contexts: legal on every target
        mode = mode or OPS[op].mode_names()[0]
        return mode, INDEX_OPS[op](mode)
    if OPS[op].semantics["pattern"] == "histogram":  # 128 16-bit counters and 256 bytes (t: the bytes' type)
        acc = "i16" if t == "i8" else "u16"
        return "default", {"acc": vreg(acc), "input": vreg(t), "mask": V.MaskType(MASK_OF.get(t, "b8")),
                           "bin": V.ScalarType("i32", V.Elem("i32")), "result": vreg(acc)}
    operands = {}
    mode = mode or OPS[op].mode_names()[0]
    gather_index = OPS[op].semantics["pattern"] == "gather"
    for o in OPS[op].operands:  # every declared operand (of the first mode) at element type t
        if o.modes and mode not in o.modes:
            continue
        o = replace(o, kind=o.kind.split("|")[0])  # an operand of several kinds: the first form's
        is_index = (gather_index and o.pseudo == "idx") or o.name == OPS[op].semantics.get("count")
        if o.kind == "vreg" and is_index:  # an index or shift-count register: integers of T's width
            operands[o.name] = vreg(INT_OF[t])
        elif o.kind == "vreg" and o.pseudo == "offsets":  # memory offsets: 32-bit for 32-bit elements or blocks
            block = OPS[op].semantics.get("gather") == "block"
            operands[o.name] = vreg("u32" if block or LANES[t] == 64 else "u16")
        elif o.kind == "vreg" and o.role == "out" and OPS[op].semantics.get("result_type"):
            operands[o.name] = vreg(OPS[op].semantics["result_type"].get(t, t))  # vpack i32 -> u16
        elif o.kind == "vreg":
            operands[o.name] = vreg(WIDER[t]) if op == "vcadd" and o.role == "out" and t in WIDER else vreg(t)
        elif o.kind == "mask":
            operands[o.name] = V.MaskType(MASK_OF[t])
        elif o.kind == "tile":  # a vec tile of T, its valid region smaller than its shape
            operands[o.name] = tile(t, 16, 64, (12, 60))
        elif o.kind == "multi_tile":  # two slots of the tile above
            operands[o.name] = V.MultiTileType(**vars(tile(t, 16, 64, (12, 60))), count=2)
        elif o.kind == "view":
            operands[o.name] = V.ViewType(V.Elem(t), (12, 60), True)
        elif o.kind == "scalar":  # T, or the fixed type the form writes (vshls: i16), or a pointer to T
            written = _written(OPS[op], o.name, mode)
            if written.startswith("!pto.ptr<"):
                space = written[:-1].split(",")[-1].strip()
                operands[o.name] = pointer(t, "ub" if space == "S" else space)
                continue
            s = written if written in MASK_OF else t
            operands[o.name] = V.ScalarType(s, V.Elem(s))
    if op in ("tconcat", "tconcatidx"):  # 20 and 30 valid columns side by side in dst's 50; i32 counts
        operands.update(src0=tile(t, 16, 64, (12, 20)), src1=tile(t, 16, 64, (12, 30)), dst=tile(t, 16, 64, (12, 50)))
        if op == "tconcatidx":
            operands.update(src0Idx=tile("i32", 16, 8, (12, 1)), src1Idx=tile("i32", 16, 8, (12, 1)))
    if op == "tmov" and mode == "zz":  # X to ZZ: u8 exponents, a row-major dst with row-major boxes
        operands = {k: replace(v, elem=V.Elem("u8")) for k, v in operands.items()}
        operands["dst"] = replace(operands["dst"], slayout="RowMajor")
    if op == "ttrans":  # dst holds the transposed 60 x 12 region, its rows a multiple of 32 bytes
        operands["dst"] = tile(t, 64, 32, (60, 12))
    if op == "tcolsum":  # the binary form: tmp written with isBinary, room for half the rows
        operands["@isBinary"] = "true"
    if op in ("tfillpad", "tfillpad_inplace", "tfillpad_expand"):  # dst pads with Max (a Null pad is refused)
        operands["dst"] = replace(operands["dst"], pad="Max")
    if op == "tprelu":  # A2/A3 packs its comparison mask into a u8 scratch tile
        operands["tmp"] = replace(operands["tmp"], elem=V.Elem("u8"))
    if op in ("tpow", "tpows") and not t.startswith(("f", "bf")):  # an integer pow takes no scratch tile
        del operands["tmp"]
    if OPS[op].set == "tile_row_expand":  # src1 holds one value per row: a column-major 16 x 1 tile
        operands["src1"] = tile(t, 16, 1, (12, 1), blayout="ColMajor")
    if OPS[op].semantics.get("pattern") == "cube":  # mad: i8 products accumulate in i32, the rest (MX too) in f32;
        acc = "i32" if t == "i8" and not OPS[op].semantics["cube"].get("mx") else "f32"  # the bias table holds dst's type
        operands.update({n: pointer(acc, operands[n].space) for n in ("dst", "bias") if n in operands})
    if op in CUBE_ACC_DST and "dst" in operands:  # L0C (f32, i32) out through the FIXPIPE, L1 into the bias table:
        operands["dst"] = pointer("i32" if t == "i32" else "f32", operands["dst"].space)  # a legal dst of each source
    return mode, operands


OPS = {op.name: op for op in ISA.ops}
# cube moves whose destination type is not the source's: the FIXPIPE's L0C reads, L1 into the bias table
CUBE_ACC_DST = {op.name for op in ISA.ops if op.set == "cube_fixpipe"} | {"mte_l1_bt", "copy_cbuf_to_bt"}

# The compare and select ops: f32 tiles with a valid region smaller than the shape, a u8 mask tile
# of the same shape (tests/test_tile_compare.py checks their element types per target).
MASK_TILE_OPS = {
    "tcmp": lambda: {"src0": tile("f32", 16, 64, (12, 60)), "src1": tile("f32", 16, 64, (12, 60)),
                     "dst": tile("u8", 16, 64, (12, 60))},
    "tcmps": lambda: {"src": tile("f32", 16, 64, (12, 60)), "scalar": V.ScalarType("f32", V.Elem("f32")),
                      "dst": tile("u8", 16, 64, (12, 60))},
    "tsel": lambda: {"mask": tile("u8", 16, 64, (12, 60)), "src0": tile("f32", 16, 64, (12, 60)),
                     "src1": tile("f32", 16, 64, (12, 60)), "tmp": tile("f32", 1, 64),
                     "dst": tile("f32", 16, 64, (12, 60))},
    "tsels": lambda: {"mask": tile("u8", 16, 64, (12, 60)), "src": tile("f32", 16, 64, (12, 60)),
                      "tmp": tile("f32", 1, 64), "scalar": V.ScalarType("f32", V.Elem("f32")),
                      "dst": tile("f32", 16, 64, (12, 60))},
}



def _quant(t, mode):
    """tquant: an f32 source, per-row f32 scale (and offset) columns as PTOAS's A2/A3 verifier asks,
    i8 (INT8_SYM) or u8 (INT8_ASYM) out, a scratch tile of src's shape in the _tmp modes."""
    asym = mode.startswith("asym")
    column = tile("f32", 16, 1, (12, 1), blayout="ColMajor")
    o = {"src": tile(t, 16, 64, (12, 60)), "fp": column, "dst": tile("u8" if asym else "i8", 16, 64, (12, 60)),
         "@quant_type": "INT8_ASYM" if asym else "INT8_SYM"}
    if asym:
        o["offset"] = column
    if mode.endswith("_tmp"):
        o["tmp"] = tile("f32", 16, 64, (12, 60))
    return o


def _quant_mx(t, mode):
    """tquant.mx MXFP8 with groups of 32 columns (axis1): 12 x 64 valid elements of T give 12 x 2
    exponents, maxima and scales; the zz form adds exp_zz and storeMode."""
    o = {"src": tile(t, 16, 64, (12, 64)), "dst": tile("i8", 16, 64, (12, 64)), "exp": tile("u8", 16, 32, (12, 2)),
         "max": tile(t, 16, 64, (12, 2)), "scaling": tile(t, 16, 64, (12, 2)), "@quant_type": "MXFP8",
         "@quantScaleAlg": "ocp", "@grpAxis": "axis1", "@interleave": "false"}
    if mode == "zz":
        o.update({"exp_zz": tile("u8", 16, 32, (12, 2)), "@storeMode": "nd"})
    return o


TYPED_OPS = {
    "tquant": _quant,
    "tquant_mx": _quant_mx,
    "tgatherb": lambda t, mode: {"src": tile(t, 16, 64, (12, 60)), "offsets": tile("u32", 16, 8, (12, 8)),
                                 "dst": tile(t, 16, 64, (12, 60))},
    "tpack": lambda t, mode: {"src": tile(t, 16, 64, (12, 60)), "dst": tile("i8", 16, 64, (12, 60))},  # narrowed to bytes
}


def _gather(mode):
    """mgather: by rows into a vec tile (A5's packed table: the view's 64 columns are dst's valid
    ones), or into an Nz mat tile from GM indices (row; elem with a scratch view)."""
    if mode == "ub":
        return {"mem": V.ViewType(V.Elem("f32"), (16, 64), True), "idx": tile("i32", 1, 16, (1, 12)),
                "dst": tile("f32", 16, 64, (12, 64)), "@coalesce": "row", "@gatherOob": "undefined"}
    nz = tile("f16", 32, 32, (32, 32), kind="Mat", blayout="ColMajor", slayout="RowMajor", fractal=512)
    o = {"mem": V.ViewType(V.Elem("f16"), (64, 32), True), "gidx": V.ViewType(V.Elem("i32"), (1, 32), True),
         "dst": nz, "@coalesce": "row", "@gatherOob": "undefined"}
    if mode == "l1_elem":
        o.update({"gidx": V.ViewType(V.Elem("i32"), (32, 32), True), "scratch": V.ViewType(V.Elem("f16"), (32, 32), True),
                  "@coalesce": "elem"})
    return o


def _sorts(op, mode):
    """tsort32: 4 x 64 f32 scores with u32 indices into 4 x 128 records (tmp in padded); tmrgsort:
    one-row f32 record tiles (a block length, or 2 to 4 lists through tmp)."""
    if op in ("tgather", "tscatter") and mode == "mask":  # every other column of src's rows (P0101)
        wide, half = tile("f32", 4, 64, (4, 64)), tile("f32", 4, 64, (4, 32))
        return {"src": wide, "dst": half, "@maskPattern": "P0101"} if op == "tgather" else \
            {"src": half, "dst": wide, "@maskPattern": "P0101"}
    if op == "tgather":
        o = {"src": tile("f32", 4, 64, (4, 64)), "indices": tile("i32", 4, 64, (4, 64)), "dst": tile("f32", 4, 64, (4, 64))}
        if mode == "index_tmp":
            o["tmp"] = tile("i32", 4, 64)
        return o
    if op == "tscatter":
        return {"src": tile("f32", 4, 64, (4, 60)), "indices": tile("i32", 4, 64, (4, 60)), "dst": tile("f32", 4, 64, (4, 64))}
    if op == "tsort32":
        o = {"src": tile("f32", 4, 64, (4, 64)), "idx": tile("u32", 4, 64, (4, 64)), "dst": tile("f32", 4, 128, (4, 128))}
        if mode == "padded":
            o["tmp"] = tile("f32", 1, 64)
        return o
    if mode == "blocks":
        return {"src0": tile("f32", 1, 256, (1, 256)), "blockLen": V.ScalarType("i32", V.Elem("i32")),
                "dst": tile("f32", 1, 256, (1, 256))}
    n = int(mode[-1])
    o = {f"src{k}": tile("f32", 1, 64, (1, 64)) for k in range(n)}
    o.update(tmp=tile("f32", 1, 64 * n), dst=tile("f32", 1, 64 * n, (1, 64 * n)),
             executed=V.ScalarType("vector<4xi16>"), **{"@exhausted": "false"})
    return o


INDEX_OPS = {
    "tsort32": lambda mode: _sorts("tsort32", mode),
    "tgather": lambda mode: _sorts("tgather", mode),
    "tscatter": lambda mode: _sorts("tscatter", mode),
    "tci": lambda mode: {"S": V.ScalarType("i32", V.Elem("i32")), "dst": tile("i32", 1, 64, (1, 60)),
                         **({"tmp": tile("f32", 1, 64)} if mode == "with_tmp" else {}), "@descending": "false"},
    "ttri": lambda mode: {"diagonal": V.ScalarType("i32", V.Elem("i32")), "dst": tile("f32", 16, 64, (12, 60)),
                          "@upperOrLower": "0"},
    "tmrgsort": lambda mode: _sorts("tmrgsort", mode),
    "mgather": _gather,
    "mscatter": lambda mode: {"src": tile("f32", 16, 64, (12, 64)), "idx": tile("i32", 1, 16, (1, 12)),
                              "mem": V.ViewType(V.Elem("f32"), (16, 64), True), "@coalesce": "row",
                              "@scatterAtomicOp": "none", "@scatterOob": "undefined"},
    "tprefetch_async": lambda mode: {"src": V.ViewType(V.Elem("f32"), (128,), True),
                                     "ctx": V.ScalarType("!pto.prefetch_async_context"),
                                     "event": V.ScalarType("!pto.async_event")},
    "tpartargmax": lambda mode: {**{n: tile("f32", 16, 64, (12, 60)) for n in ("src0", "src1", "dst")},
                                 **{n: tile("i32", 16, 64, (12, 60)) for n in ("src0Idx", "src1Idx", "dstIdx")}},
    "tpartargmin": lambda mode: {**{n: tile("f16", 16, 64, (12, 60)) for n in ("src0", "src1", "dst")},
                                 **{n: tile("u32", 16, 64, (12, 60)) for n in ("src0Idx", "src1Idx", "dstIdx")}},
    "trandom": lambda mode: {**{n: V.ScalarType("i32", V.Elem("i32")) for n in ("key0", "key1", "counter0", "counter1",
                                                                              "counter2", "counter3")},
                             "dst": tile("u32", 4, 256, (4, 256))},
    "thistogram": lambda mode: {"src": tile("u16", 16, 64, (12, 60)), "idx": tile("u8", 16, 1, (12, 1), blayout="ColMajor"),
                                "dst": tile("u32", 16, 256, (12, 256)), "@byte": "0"},
    "make_prefetch_async_context": lambda mode: {"workspace": pointer("i8", "gm"),
                                                 "ctx": V.ScalarType("!pto.prefetch_async_context")},
}


def _matmul(name):
    """A legal tmatmul/tgemv form on every target it exists on: Nz left, Zn right, Nz acc tiles."""
    mx, gemv = "_mx" in name, name.startswith("tgemv")
    t = "f8e4m3" if mx else "f16"
    m, vm = (16, 1) if gemv else (32, 30)
    o = {"lhs": tile(t, m, 64, (vm, 50), kind="Left", blayout="ColMajor", slayout="RowMajor"),
         "rhs": tile(t, 64, 32, (50, 20), kind="Right", blayout="RowMajor", slayout="ColMajor"),
         "dst": tile("f32", m, 32, (vm, 20), kind="Acc", blayout="ColMajor", slayout="RowMajor")}
    if name.endswith("_acc"):
        o["acc_in"] = o["dst"]
    if name.endswith("_bias"):
        o["bias"] = tile("f32", 1, 32, (1, 20), kind="Bias")
    if mx:
        o["a_scale"] = tile("f8e8m0", m, 2, (vm, 2), kind="Scaling", slayout="RowMajor", fractal=32)
        o["b_scale"] = tile("f8e8m0", 2, 32, (2, 20), kind="Scaling", blayout="ColMajor", slayout="ColMajor", fractal=32)
    return o


INDEX_OPS.update({f"{b}{f}": (lambda n: lambda mode: _matmul(n))(f"{b}{f}") for b in ("tmatmul", "tgemv")
                  for f in ("", "_acc", "_bias", "_mx", "_mx_acc", "_mx_bias")})


def _without(o, *names, **attrs):
    """`o` without the attributes `names` (absent), with the attributes `attrs` set ("@" added)."""
    return {**{k: v for k, v in o.items() if k.lstrip("@") not in names}, **{"@" + k: v for k, v in attrs.items()}}


def _elems(o, t, *names):
    return {**o, **{n: replace(o[n], elem=V.Elem(t)) for n in names}}


def _written(op, name, mode):
    """The type text the first form of `mode` writes for operand or result `name` ("T" if none)."""
    for form in op.forms:
        if form.mode == mode or len(op.modes) < 2:
            written = dict(zip(form.type_order or form.operands, form.operand_types)) | dict(zip(form.results, form.result_types))
            if name in written:
                return written[name]
    return "T"


def pointer(t, space="ub"):
    return V.ScalarType(f"!pto.ptr<{t}, {space}>", V.Elem(t), space)


def first_pointer(o):
    return next(k for k, v in o.items() if isinstance(v, V.ScalarType) and v.space)


def other_space(o, name=None):
    name = name or first_pointer(o)
    return {**o, name: replace(o[name], space="gm" if o[name].space != "gm" else "ub")}


def vregs(o, **fields):
    """Every vreg operand of `o` with `fields` replaced."""
    return {**o, **{k: replace(v, **fields) for k, v in o.items() if isinstance(v, V.VRegType)}}


def first_vreg(o):
    return next(v for v in o.values() if isinstance(v, V.VRegType))


def last_vreg_changed(o):
    """`o` with its last vreg operand (the result, or the second source) of another element type;
    for an op whose result type differs from its sources (vaddreluconv), the second source."""
    name = [k for k, v in o.items() if isinstance(v, V.VRegType)][-1]
    if "rhs" in o and "result" in o and o["result"].elem != o["lhs"].elem:
        name = "rhs"
    if "max" in o:  # vexpdif: the rule ties the two sources; its result type follows the source
        name = "max"
    return {**o, name: vreg(other(o[name].elem), o[name].lanes)}


def scalar_changed(o):
    name = next(k for k, v in o.items() if isinstance(v, V.ScalarType))
    return {**o, name: V.ScalarType("x", V.Elem(other(o[name].elem)))}


def upd(o, **changes):
    """`o` with some operands' fields replaced; operands the mode lacks are left out."""
    out = dict(o)
    for name, fields in changes.items():
        if name in out:
            out[name] = replace(out[name], **fields)
    return out


def other(t):
    return "i32" if t != "i32" else "f32"


# rule id -> (baseline key, how to break only that rule)
BREAK = {
    "same-type": ("vector", last_vreg_changed),  # vcadd i8: i32 is not i16
    "one-vreg": ("vector", lambda o: vregs(o, lanes=32)),
    "scalar-type": ("vector", scalar_changed),
    "same-bits": ("vector", lambda o: {**o, "result": vreg(str(o["result"].elem), 2 * o["result"].lanes)}),
    "packed-type": ("vector", lambda o: {**o, "result": o["src"]}),
    "unpacked-type": ("vector", lambda o: {**o, "result": o["src"]}),
    "count-type": ("vector", lambda o: {**o, "rhs": vreg("f32", o["lhs"].lanes)}),
    "carry-mask": ("vector", lambda o: {**o, "carry": V.MaskType("b16")}),
    "predicate-mask": ("vector", lambda o: {**o, "predicate": V.MaskType("b16" if o["mask"].granularity != "b16" else "b32")}),
    "index-type": ("vector", lambda o: {**o, ("src1" if "src1" in o else "index"): vreg("f16", 64)}),
    "mask-width": ("vector", lambda o: {**o, "mask": V.MaskType("b32" if o["mask"].granularity == "b8" else "b8")}),
    "src-vec": ("tile", lambda o: {**o, "src": replace(o["src"], kind="Mat")}),
    "src-valid-rows": ("trowsum", lambda o: upd(o, src={"valid_rows": 0}, dst={"valid_rows": 0})),
    "src-valid-cols": ("trowsum", lambda o: {**o, "src": replace(o["src"], valid_cols=0)}),
    "dst-vec": ("tile", lambda o: {**o, "dst": replace(o["dst"], kind="Acc")}),
    "src-nd": ("trowsum", lambda o: {**o, "src": replace(o["src"], blayout="ColMajor")}),
    "dst-layout": ("trowsum", lambda o: {**o, "dst": replace(o["dst"], cols=2)}),
    "same-elem": ("tile", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("f16" if o["dst"].elem != "f16" else "f32"))}),
    "vec-tiles": ("tile", lambda o: {**o, "dst": replace(o["dst"], kind="Mat")}),
    "row-major": ("tile", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "same-valid": ("tile", lambda o: {**o, "dst": replace(o["dst"], valid_rows=o["dst"].valid_rows // 2)}),
    "scalar-int": ("tile", lambda o: {**o, "scalar": V.ScalarType("f32", V.Elem("f32"))}),
    "a2a3-tmp": ("tile", lambda o: {**o, "tmp": replace(o["tmp"], valid_cols=1)}),
    "tmp-float": ("tile", lambda o: {**o, "tmp": replace(o["tmp"], elem=V.Elem("i32"))}),
    "precision-float": ("tile", lambda o: _without({k: replace(v, elem=V.Elem("i32")) if getattr(v, "elem", None) else v
                                                    for k, v in o.items()}, precisionType="high_precision")),
    "precision-a2a3": ("tile", lambda o: _without(o, precisionType="high_precision")),
    "src-row-major": ("tile", lambda o: {**o, "src": replace(o["src"], blayout="ColMajor")}),
    "src0-shape": ("tile", lambda o: {**o, "src0": replace(o["src0"], rows=32)}),
    "src0-valid": ("tile", lambda o: {**o, "src0": replace(o["src0"], valid_rows=6)}),
    "src1-valid-cols": ("tile", lambda o: {**o, "src1": replace(o["src1"], valid_cols=8)}),
    "src1-valid-rows": ("tile", lambda o: {**o, "src1": replace(o["src1"], valid_rows=6)}),
    "src1-form": ("tile", lambda o: {**o, "src1": replace(o["src1"], valid_cols=0)}),
    "tmp-a2a3": ("tile", lambda o: {**o, "tmp": replace(o["tmp"], elem=V.Elem(other(str(o["tmp"].elem))))}),
    "tmp-room": ("tile", lambda o: {**o, "tmp": replace(o["tmp"], rows=0)}),
    "layouts": ("tile", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "expand-src-rows": ("tile", lambda o: {**o, "src": replace(o["src"], valid_rows=6)}),
    "expand-src-cols": ("tile", lambda o: {**o, "src": replace(o["src"], valid_cols=8)}),
    "dst-elem": ("tile", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("i32"))}),
    "slope-f32": ("tile", lambda o: {**o, "scalar": V.ScalarType("f16", V.Elem("f16"))}),
    "dst-valid-rows": ("trowsum", lambda o: {**o, "dst": replace(o["dst"], valid_rows=8)}),
    "nd-tiles": ("tcolsum", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "col-valid-cols": ("tcolsum", lambda o: {**o, "dst": replace(o["dst"], valid_cols=8)}),
    "dst-valid-cols": ("trowsum", lambda o: {**o, "dst": replace(o["dst"], cols=8, blayout="RowMajor", valid_cols=2)}),
    "src-nonefractal": ("tcolargmin", lambda o: {**o, "src": replace(o["src"], slayout="RowMajor")}),
    "dst-nd": ("tcolargmin", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "src-valid-row-nonzero": ("tcolargmin", lambda o: {**o, "src": replace(o["src"], valid_rows=0)}),
    "src-valid-col-nonzero": ("tcolargmin", lambda o: upd(o, src={"valid_cols": 0}, dst={"valid_cols": 0},
                                                          dstVal={"valid_cols": 0}, dstIdx={"valid_cols": 0})),
    "dst-valid-row": ("tcolargmin", lambda o: {**o, "dst": replace(o["dst"], valid_rows=2)}),
    "dst-valid-col": ("tcolargmin", lambda o: {**o, "src": replace(o["src"], valid_cols=1), "dst": replace(o["dst"], valid_cols=3)}),
    "a2a3-tmp-elem": ("tcolargmin", lambda o: {**o, "tmp": replace(o["tmp"], elem=V.Elem("f16"))}),
    "vi-dstval-vec": ("tcolargmin/value_index", lambda o: {**o, "dstVal": replace(o["dstVal"], blayout="ColMajor")}),
    "vi-dstval-elem": ("tcolargmin/value_index", lambda o: {**o, "dstVal": replace(o["dstVal"], elem=V.Elem("f16"))}),
    "vi-no-8bit": ("tcolargmin/value_index", lambda o: {**o, "src": replace(o["src"], elem=V.Elem("u8")), "tmp": replace(o["tmp"], elem=V.Elem("u8")), "dstVal": replace(o["dstVal"], elem=V.Elem("u8"))}),
    "vi-dstval-valid-row": ("tcolargmin/value_index", lambda o: {**o, "dstVal": replace(o["dstVal"], valid_rows=4)}),
    "vi-valid-col-match": ("tcolargmin/value_index", lambda o: {**o, "dstVal": replace(o["dstVal"], valid_cols=5), "dstIdx": replace(o["dstIdx"], valid_cols=6)}),
    "vi-valid-col-src": ("tcolargmin/value_index", lambda o: {**o, "src": replace(o["src"], valid_cols=1), "dstVal": replace(o["dstVal"], valid_cols=2), "dstIdx": replace(o["dstIdx"], valid_cols=2)}),
    "vi-idx16": ("tcolargmin/value_index", lambda o: {**o, "src": replace(o["src"], elem=V.Elem("f16")), "tmp": replace(o["tmp"], elem=V.Elem("f16")), "dstVal": replace(o["dstVal"], elem=V.Elem("f16"))}),
    "vi-idx32": ("tcolargmin/value_index", lambda o: {**o, "dstIdx": replace(o["dstIdx"], elem=V.Elem("u16"))}),
    "row-src-nd": ("trowargmax", lambda o: {**o, "src": replace(o["src"], blayout="ColMajor")}),
    "row-dst-vec": ("trowargmax", lambda o: {**o, "dst": replace(o["dst"], kind="Mat")}),
    "row-dst-layout": ("trowargmax", lambda o: {**o, "dst": replace(o["dst"], rows=16, cols=8)}),
    "row-dst-valid-row": ("trowargmax", lambda o: {**o, "dst": replace(o["dst"], valid_rows=11)}),
    "row-dst-valid-col": ("trowargmax", lambda o: {**o, "dst": replace(o["dst"], blayout="RowMajor", cols=8, valid_cols=2)}),
    "row-vi-vec": ("trowargmax/value_index", lambda o: {**o, "dstIdx": replace(o["dstIdx"], cols=8)}),
    "row-vi-valid-row": ("trowargmax/value_index", lambda o: {**o, "dstVal": replace(o["dstVal"], valid_rows=3)}),
    "row-vi-idx16": ("trowargmax/value_index", lambda o: {**o, "src": replace(o["src"], elem=V.Elem("f16")), "tmp": replace(o["tmp"], elem=V.Elem("f16")), "dstVal": replace(o["dstVal"], elem=V.Elem("f16")), "dstIdx": replace(o["dstIdx"], elem=V.Elem("u8"))}),
    # the tile layout moves (tmov, textract, tinsert, tfillpad)
    "location-pair": ("tile", lambda o: {**o, "dst": replace(o["dst"], kind="Left")}),
    "location-pair-a5": ("tile", lambda o: {**o, "dst": replace(o["dst"], kind="Left")}),
    "mat-same-shape": ("tile", lambda o: {**o, "src": replace(o["src"], kind="Mat", rows=32), "dst": replace(o["dst"], kind="Left")}),
    "a2a3-same-shape": ("tile", lambda o: {**o, "src": replace(o["src"], rows=32)}),
    "relu-acc": ("tile", lambda o: {**o, "@reluPreMode": "normal_relu"}),
    "acc-to-vec-mode": ("tile", lambda o: {**o, "@accToVecMode": "single_mode_vec0"}),
    "insert-mode": ("tile", lambda o: {**o, "@tinsertMode": "split2"}),
    "vec-nd": ("tile", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "vec-layouts": ("tile", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "window-in-src": ("tile", lambda o: {**o, "dst": replace(o["dst"], rows=32)}),
    "window-in-dst": ("tile", lambda o: {**o, "src": replace(o["src"], rows=32, valid_rows=20)}),
    "dst-larger": ("tile", lambda o: {**o, "src": replace(o["src"], rows=32)}),
    "pad-not-null": ("tile", lambda o: {**o, "dst": replace(o["dst"], pad="Null")}),
    "pad-elem-size": ("tile", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("i16" if o["dst"].elem.bits != 16 else "i32"))}),
    "trans-fits": ("tile", lambda o: {**o, "dst": replace(o["dst"], rows=8, valid_rows=8, slayout="RowMajor")}),
    "trans-mirror": ("tile", lambda o: {**o, "dst": replace(o["dst"], valid_rows=59)}),
    "trans-src-row-major": ("tile", lambda o: {**o, "src": replace(o["src"], blayout="ColMajor")}),
    "trans-major-aligned": ("tile", lambda o: {**o, "dst": replace(o["dst"], cols=33)}),
    "tmp-bytes": ("tile", lambda o: {**o, "tmp": replace(o["tmp"], rows=1, cols=1, valid_rows=1, valid_cols=1)}),
    "tmp-elem": ("tile", lambda o: {**o, "tmp": replace(o["tmp"], elem=V.Elem("f16" if o["tmp"].elem != "f16" else "f32"))}),
    "reshape-location": ("tile", lambda o: {**o, "dst": replace(o["dst"], kind="Mat")}),
    "reshape-bytes": ("tile", lambda o: {**o, "dst": replace(o["dst"], rows=32)}),
    "reshape-boxed": ("tile", lambda o: {**o, "dst": replace(o["dst"], slayout="RowMajor")}),
    "concat-vec": ("tile", lambda o: {**o, "dst": replace(o["dst"], kind="Mat")}),
    "concat-elem": ("tile", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("f16" if o["dst"].elem != "f16" else "f32"))}),
    "concat-rows": ("tile", lambda o: {**o, "src0": replace(o["src0"], valid_rows=11)}),
    "concat-cols": ("tile", lambda o: {**o, "src1": replace(o["src1"], valid_cols=60)}),
    "concat-row-major": ("tile", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "concat-idx-elem": ("tile", lambda o: {**o, "src0Idx": replace(o["src0Idx"], elem=V.Elem("f32"))}),
    "concat-idx-rows": ("tile", lambda o: {**o, "src0Idx": replace(o["src0Idx"], valid_rows=11)}),
    "fillpad-locations": ("tile", lambda o: {**o, "dst": replace(o["dst"], kind="Mat")}),
    "fillpad-vec-nd": ("tile", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "fillpad-mat": ("tile", lambda o: {**o, "src": replace(o["src"], kind="Mat"), "dst": replace(o["dst"], kind="Mat")}),  # not Nz
    "param-rows": ("tile", lambda o: {**o, "scale": replace(o["scale"], valid_rows=6)}),
    "param-vec": ("tile", lambda o: {**o, "scale": replace(o["scale"], kind="Mat")}),
    "valid-shape": ("tile", lambda o: {**o, "dst": replace(o["dst"], valid_cols=30)}),
    "tmp-vec": ("tile", lambda o: {**o, "tmp": replace(o["tmp"], kind="Mat")}),
    "pair-a5": ("tile", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("u16"))}),
    "pair-a2a3": ("tile", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("u16"))}),
    "pair-cpu": ("tile", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("u16"))}),
    "location": ("tile", lambda o: {k: replace(v, kind="Left") if isinstance(v, V.TileType) else v for k, v in o.items()}),
    "elem-size": ("tile", lambda o: {k: replace(v, elem=V.Elem("i16" if v.elem.bits != 16 else "i32"))
                                     if isinstance(v, V.TileType) else v for k, v in o.items()}),
    "spaces": ("vector", other_space),
    "gm-or-ub": ("vector", lambda o: {**o, "ptr": replace(o["ptr"], space="l1")}),
    "gm-only": ("vector", other_space),
    "ub-source": ("vector", other_space),
    "ub-destination": ("vector", other_space),
    "ub-base": ("vector", other_space),
    "ub-dest": ("vector", other_space),
    "offset-type": ("vector", lambda o: {**o, "offset": V.ScalarType("i16", V.Elem("i16"))}),
    "base-out-type": ("vector", lambda o: {**o, "base_out": pointer(other(o["base_out"].elem))}),
    "mask-pairs": ("vector", lambda o: {**o, "value": V.MaskType("b16" if o["value"].granularity == "b32" else "b32")}),
    "widths": ("vector", lambda o: {**o, _dst_name(o): pointer("i64" if first_vreg_bits(o) != 64 else "i8",
                                                               o[_dst_name(o)].space if _dst_name(o) == "dst" else "ub")}),
    "same-element": ("vector", lambda o: {**o, first_pointer(o): pointer(other(o[first_pointer(o)].elem))}),
    "post-update-type": ("vector", lambda o: {**o, "updated_base": pointer(other(o["updated_base"].elem))}),
    "same-space": ("vector", lambda o: {**o, "input": pointer(o["result"].elem, "gm")}),
    "same-pointer-type": ("vector", lambda o: {**o, "result": pointer(other(o["ptr"].elem))}),
    "result-type": ("vector", lambda o: {**o, "result": V.ScalarType(other(o["ptr"].elem), V.Elem(other(o["ptr"].elem)))}),
    "value-type": ("vector", lambda o: {**o, "value": V.ScalarType(other(o["ptr"].elem), V.Elem(other(o["ptr"].elem)))}),
    "count-i32": ("vector", lambda o: {**o, "scalar": V.ScalarType("i16", V.Elem("i16"))}),
    "loop-i16": ("vector", lambda o: {**o, "loop": V.ScalarType("i32", V.Elem("i32"))}),
    "bin-i32": ("vector", lambda o: {**o, "bin": V.ScalarType("i16", V.Elem("i16"))}),
    "hist-acc": ("vector", lambda o: {**o, "acc": vreg("u32"), "result": vreg("u32")}),
    "bound-i32": ("vector", lambda o: {**o, "bound": V.ScalarType("i16", V.Elem("i16"))}),
    "stride-types": ("vector", lambda o: {**o, "block_stride": V.ScalarType("i32", V.Elem("i32"))}),
    "offset-width": ("vector", lambda o: {**o, "offsets": vreg("i16" if o["offsets"].elem.bits == 32 else "i32")}),
    "scatter-offsets": ("vector", lambda o: {**o, "offsets": vreg("i16" if o["offsets"].elem.bits == 32 else "i32")}),
    "sources-same-elem": ("tcmp", lambda o: {**o, "src1": replace(o["src1"], elem=V.Elem("f16"))}),
    "mask-row-room": ("tcmp", lambda o: {**o, ("mask" if "mask" in o else "dst"): replace(o["mask" if "mask" in o else "dst"], cols=4)}),
    "same-shape": ("tcmp", lambda o: {**o, "dst": replace(o["dst"], cols=128)}),
    "cpu-u8-sources": ("tcmp", lambda o: {**o, "src0": replace(o["src0"], elem=V.Elem("i16")),
                                          "src1": replace(o["src1"], elem=V.Elem("i16"))}),
    "cpu-dst-valid": ("tcmp", lambda o: {**o, "dst": replace(o["dst"], valid_cols=4)}),
    "same-valid-rows": ("tcmps", lambda o: {**o, "dst": replace(o["dst"], valid_rows=6)}),
    "mask-room": ("tcmps", lambda o: {**o, "dst": replace(o["dst"], rows=1, cols=4, valid_rows=1, valid_cols=4)}),
    "sources-cover": ("tsel", lambda o: {**o, "src0": replace(o["src0"], cols=32, valid_cols=32)}),
    "a2a3-tmp-4byte": ("tsel", lambda o: {**o, "tmp": replace(o["tmp"], elem=V.Elem("f16"))}),
    "vec-tile": ("tile", lambda o: {k: replace(v, kind="Mat") if isinstance(v, V.TileType) else v for k, v in o.items()}),
    "elem-match": ("tile", lambda o: {**o, ("val" if "val" in o else "dst"): V.ScalarType("x", V.Elem(other(o["val" if "val" in o else "dst"].elem)))}),
    "ws-pointer": ("vector", lambda o: {**o, "gm_workspace": V.ScalarType("memref<16xi32>")}),
    "ws-gm": ("vector", other_space),
    "ws-capacity": ("vector", lambda o: {**o, "gm_workspace": V.ViewType(V.Elem("i32"), (3, 5))}),
    "used-i32": ("vector", lambda o: {**o, "used_cores": V.ScalarType("index")}),
    "slot-count": ("tile", lambda o: {**o, "result": replace(o["result"], count=1)}),
    "slot-compact": ("tile", lambda o: {**o, "result": replace(o["result"], compact="RowPlusOne")}),
    "slot-type": ("tile", lambda o: {**o, "result": replace(o["result"], valid_cols=64)}),
    "cast-location": ("tile", lambda o: {**o, "result": replace(o["result"], kind="Mat")}),
    "cast-elem": ("tile", lambda o: {**o, "result": o["src"]}),
    "cast-shape": ("tile", lambda o: {**o, "result": replace(o["result"], rows=8)}),
    "cast-config": ("tile", lambda o: {**o, "result": replace(o["result"], pad="Max")}),
    "cast-fits": ("tile", lambda o: {**o, "result": replace(o["result"], elem=V.Elem("i64"))}),
    "alias-location": ("tile", lambda o: {**o, "dst": replace(o["dst"], kind="Mat")}),
    "alias-within": ("tile", lambda o: {**o, "dst": replace(o["dst"], rows=32)}),
    "ci-vec": ("tci", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "ci-one-row": ("tci", lambda o: {**o, "dst": replace(o["dst"], rows=4, valid_rows=2)}),
    "tri-vec": ("ttri", lambda o: {**o, "dst": replace(o["dst"], kind="Mat")}),
    "scatter-vec": ("tscatter", lambda o: {**o, "dst": replace(o["dst"], slayout="RowMajor")}),
    "scatter-same-elem": ("tscatter", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("i32"))}),
    "scatter-index-width": ("tscatter", lambda o: {**o, "indices": replace(o["indices"], elem=V.Elem("i16"))}),
    "scatter-shapes": ("tscatter", lambda o: {**o, "dst": replace(o["dst"], valid_cols=32)}),
    "gather-vec": ("tgather", lambda o: {**o, "indices": replace(o["indices"], blayout="ColMajor")}),
    "gather-same-elem": ("tgather", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("i32"))}),
    "gather-index-cover": ("tgather", lambda o: {**o, "indices": replace(o["indices"], valid_cols=8)}),
    "gather-tmp-type": ("tgather", lambda o: {**o, "tmp": replace(o["tmp"], elem=V.Elem("f32"))}),
    "gather-vec-mask": ("tgather", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "gather-mask-pattern": ("tgather", lambda o: _without(o, "maskPattern")),
    "gather-index-no-pattern": ("tgather", lambda o: {**o, "@maskPattern": "P0101"}),
    "scatter-vec-mask": ("tscatter", lambda o: {**o, "src": replace(o["src"], kind="Mat")}),
    "scatter-mask-pattern": ("tscatter", lambda o: _without(o, "maskPattern")),
    "gatherb-vec": ("tgatherb", lambda o: {**o, "offsets": replace(o["offsets"], kind="Mat")}),
    "gatherb-dst-row-major": ("tgatherb", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "gatherb-same-elem": ("tgatherb", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem(other(str(o["dst"].elem))))}),
    "pack-vec": ("tpack", lambda o: {**o, "dst": replace(o["dst"], kind="Mat")}),
    "pack-narrower": ("tpack", lambda o: {**o, "src": replace(o["src"], elem=V.Elem("i8")), "dst": replace(o["dst"], elem=V.Elem("i16"))}),
    "inplace-shape": ("tfillpad_inplace", lambda o: {**o, "dst": replace(o["dst"], rows=32)}),
    "expand-shape": ("tfillpad_expand", lambda o: {**o, "src": replace(o["src"], rows=32)}),
    "zz-types": ("tmov", lambda o: {**o, "tmp": replace(o["tmp"], elem=V.Elem("hif8"))}),  # a legal tmp type, not src's
    "zz-count": ("tmov", lambda o: {**o, "dst": replace(o["dst"], valid_rows=6)}),
    "sym-dst": ("tquant", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("u8" if o["dst"].elem == "i8" else "i8"))}),
    "asym-offset": ("tquant", lambda o: {**o, "@quant_type": "INT8_SYM", "dst": replace(o["dst"], elem=V.Elem("i8"))}),
    "sym-no-offset": ("tquant", lambda o: {**o, "@quant_type": "INT8_ASYM", "dst": replace(o["dst"], elem=V.Elem("u8"))}),
    "a2a3-row-major": ("tquant", lambda o: {**o, "src": replace(o["src"], blayout="ColMajor")}),
    "a2a3-param-column": ("tquant", lambda o: {**o, "fp": replace(o["fp"], valid_rows=6)}),
    "a2a3-offset-column": ("tquant", lambda o: {**o, "offset": replace(o["offset"], valid_rows=6)}),
    "a2a3-tmp-shape": ("tquant", lambda o: {**o, "tmp": replace(o["tmp"], valid_rows=6)}),
    "mx-vec": ("tquant_mx", lambda o: {**o, "exp": replace(o["exp"], kind="Mat")}),
    "mx-aux-type": ("tquant_mx", lambda o: {**o, "max": replace(o["max"], elem=V.Elem("f16" if o["src"].elem != "f16" else "f32"))}),
    "mx-dst-type": ("tquant_mx", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("f4e2m1x2"))}),  # MXFP8 writes bytes
    # 12 x 48 is no whole number of 32-column groups, yet 18 flat groups of 32 (the [1, M x N/32] form)
    "mx-group-multiple": ("tquant_mx", lambda o: upd(o, src={"valid_cols": 48}, dst={"valid_cols": 48}, exp={"valid_rows": 1, "valid_cols": 18},
                                                     max={"valid_rows": 1, "valid_cols": 18}, scaling={"valid_rows": 1, "valid_cols": 18})),
    "mx-dst-valid": ("tquant_mx", lambda o: {**o, "dst": replace(o["dst"], valid_rows=6)}),
    "mx-aux-valid": ("tquant_mx", lambda o: {**o, "max": replace(o["max"], valid_cols=3)}),
    "mx-exp-valid": ("tquant_mx", lambda o: {**o, "exp": replace(o["exp"], valid_cols=3)}),
    # (64 rows and a [M/64, 2N] exponent tile, as interleave's exponent rule asks, but groups along the columns)
    "mx-interleave-dn": ("tquant_mx", lambda o: {**upd(o, src={"rows": 64, "valid_rows": 64}, dst={"rows": 64, "valid_rows": 64},
                                                        max={"rows": 64, "valid_rows": 64}, scaling={"rows": 64, "valid_rows": 64},
                                                        exp={"cols": 128, "valid_rows": 1, "valid_cols": 128}), "@interleave": "true"}),
    "mx-zz-nd": ("tquant_mx", lambda o: _without(o, "storeMode")),
    "mx-storemode": ("tquant_mx", lambda o: {**o, "@storeMode": "nd"}),
    "sort-vec": ("tsort32", lambda o: {**o, "idx": replace(o["idx"], kind="Mat")}),
    "sort-layout": ("tsort32", lambda o: {**o, "src": replace(o["src"], blayout="ColMajor")}),
    "sort-same-elem": ("tsort32", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("f16"))}),
    "sort-tmp": ("tsort32", lambda o: {**o, "tmp": replace(o["tmp"], elem=V.Elem("f16"))}),
    "tmp-binary": ("tcolsum", lambda o: _without(o, "isBinary")),
    "tmp-binary-size": ("tcolsum", lambda o: {**o, "tmp": replace(o["tmp"], cols=32)}),
    "print-tmp-elem": ("tprint", lambda o: {**o, "tmp": V.ViewType(V.Elem("f32"), (12, 60), True)}),
    "sort-idx-rows": ("tsort32", lambda o: {**o, "idx": replace(o["idx"], valid_rows=2)}),
    "merge-vec": ("tmrgsort", lambda o: {**o, "dst": replace(o["dst"], rows=2)}),
    "merge-blocks-cols": ("tmrgsort", lambda o: {**o, "dst": replace(o["dst"], cols=512)}),
    "merge-same-elem": ("tmrgsort", lambda o: {**o, "dst": replace(o["dst"], elem=V.Elem("f16"))}),
    "merge-lists-elem": ("tmrgsort", lambda o: {**o, "src1": replace(o["src1"], elem=V.Elem("f16"))}),
    "merge-third-elem": ("tmrgsort", lambda o: {**o, "src2": replace(o["src2"], rows=2)}),
    "merge-fourth-elem": ("tmrgsort", lambda o: {**o, "src3": replace(o["src3"], elem=V.Elem("f16"))}),
    "merge-tmp-room": ("tmrgsort", lambda o: {**o, "tmp": replace(o["tmp"], cols=64)}),
    "merge-tmp-room3": ("tmrgsort", lambda o: {**o, "tmp": replace(o["tmp"], cols=64)}),
    "merge-tmp-room4": ("tmrgsort", lambda o: {**o, "tmp": replace(o["tmp"], cols=64)}),
    "gather-dst-vec": ("mgather", lambda o: {**o, "dst": replace(o["dst"], kind="Mat")}),
    "gather-idx-vec": ("mgather", lambda o: {**o, "idx": replace(o["idx"], kind="Mat")}),
    "gather-table-elem": ("mgather", lambda o: _elems(o, "i32" if o["dst"].elem != "i32" else "f32", "mem")),
    "gather-row-index": ("mgather", lambda o: {**o, "idx": replace(o["idx"], valid_rows=2)}),
    "gather-elem-index": ("mgather", lambda o: _without(o, coalesce="elem")),
    "gather-a2a3-idx-row-major": ("mgather", lambda o: {**o, "idx": replace(o["idx"], blayout="ColMajor")}),
    "gather-a5-packed-rows": ("mgather", lambda o: {**o, "mem": replace(o["mem"], shape=(16, 32))}),
    "gather-l1-nz": ("mgather", lambda o: {**o, "dst": replace(o["dst"], blayout="RowMajor")}),
    "gather-l1-row": ("mgather", lambda o: _without(o, coalesce="elem")),
    "gather-l1-elem": ("mgather", lambda o: _without(o, coalesce="row")),
    "scatter-src-vec": ("mscatter", lambda o: {**o, "src": replace(o["src"], kind="Mat")}),
    "scatter-idx-vec": ("mscatter", lambda o: {**o, "idx": replace(o["idx"], kind="Mat")}),
    "scatter-table-elem": ("mscatter", lambda o: _elems(o, "i32", "mem")),
    "scatter-row-index": ("mscatter", lambda o: {**o, "idx": replace(o["idx"], valid_rows=2)}),
    "scatter-elem-index": ("mscatter", lambda o: _without(o, coalesce="elem")),
    "scatter-no-coalesce-index": ("mscatter", lambda o: _without({**o, "idx": replace(o["idx"], valid_rows=3, valid_cols=5)},
                                                                 "coalesce")),
    "scatter-default-row": ("mscatter", lambda o: _without({**o, "idx": tile("i32", 16, 64, (12, 64))}, "coalesce")),
    "scatter-default-row-a2a3": ("mscatter", lambda o: _without({**o, "idx": tile("i32", 16, 8, (12, 1))}, "coalesce")),
    "scatter-default-elem": ("mscatter", lambda o: _without({**o, "idx": tile("i32", 16, 8, (12, 1))}, "coalesce")),
    "scatter-attrs-need-coalesce": ("mscatter", lambda o: _without(o, "coalesce", scatterOob="skip")),
    "scatter-conflict-a5": ("mscatter", lambda o: _without(o, scatterConflict="last")),
    "scatter-add-types": ("mscatter", lambda o: _without(_elems(o, "i16", "src", "mem"), scatterAtomicOp="add")),
    "scatter-minmax-types": ("mscatter", lambda o: _without(_elems(o, "f16", "src", "mem"), scatterAtomicOp="max")),
    "scatter-a2a3-atomics": ("mscatter", lambda o: _without(o, scatterAtomicOp="max")),
    "scatter-a2a3-idx-row-major": ("mscatter", lambda o: {**o, "idx": replace(o["idx"], blayout="ColMajor")}),
    "scatter-a5-packed-rows": ("mscatter", lambda o: {**o, "mem": replace(o["mem"], shape=(16, 32))}),
    "scatter-cpu-last-atomic": ("mscatter", lambda o: _without(o, scatterConflict="last", scatterAtomicOp="add")),
    "part-within": ("tile", lambda o: {**o, "src1": replace(o["src1"], valid_rows=14)}),
    "part-cover": ("tile", lambda o: {**o, "src0": replace(o["src0"], valid_rows=6),
                                      "src1": replace(o["src1"], valid_cols=8)}),
    "part-arg-idx": ("tile", lambda o: {**o, "src1Idx": replace(o["src1Idx"], valid_rows=6)}),
    "random-dst": ("trandom", lambda o: {**o, "dst": replace(o["dst"], blayout="ColMajor")}),
    "random-words": ("trandom", lambda o: {**o, "counter2": V.ScalarType("i16", V.Elem("i16"))}),
    "print-vec": ("tile", lambda o: {**o, "src": replace(o["src"], kind="Mat")}),
    "mm-locations": ("tile", lambda o: {**o, "lhs": replace(o["lhs"], kind="Mat")}),
    "mm-locations-a5": ("tile", lambda o: {**o, "dst": replace(o["dst"], kind="Vec")}),
    "mm-layouts-a5": ("tile", lambda o: {**o, "lhs": replace(o["lhs"], blayout="RowMajor")}),
    "mm-valid-range": ("tile", lambda o: {**o, "rhs": replace(o["rhs"], cols=4160, valid_cols=4100)}),
    "mm-shapes": ("tile", lambda o: {**o, "dst": replace(o["dst"], rows=48)}),
    "mm-types": ("tile", lambda o: {**o, "lhs": replace(o["lhs"], elem=V.Elem("i8"))}),
    "gemv-valid": ("tile", lambda o: {**o, "lhs": replace(o["lhs"], valid_rows=2)}),
    "gemv-shapes": ("tile", lambda o: {**o, "dst": replace(o["dst"], rows=48)}),
    "mx-types": ("tile", lambda o: {**o, "rhs": replace(o["rhs"], elem=V.Elem("f16"))}),
    "mx-k64": ("tile", lambda o: {**o, "lhs": replace(o["lhs"], cols=96)}),
    "mx-scales": ("tile", lambda o: {**o, "a_scale": replace(o["a_scale"], kind="Vec")}),
    "mx-scale-layouts": ("tile", lambda o: {**o, "b_scale": replace(o["b_scale"], fractal=512)}),
    "bias-tile": ("tile", lambda o: {**o, "bias": replace(o["bias"], rows=2)}),
    "bias-a5": ("tile", lambda o: {**o, "bias": replace(o["bias"], blayout="ColMajor")}),
    "acc-in": ("tile", lambda o: {**o, "acc_in": replace(o["acc_in"], elem=V.Elem("i32"))}),
    "hist-layouts": ("thistogram", lambda o: {**o, "src": replace(o["src"], blayout="ColMajor")}),
    "hist-rows": ("thistogram", lambda o: {**o, "dst": replace(o["dst"], valid_rows=8)}),
    "hist-bins": ("thistogram", lambda o: {**o, "dst": replace(o["dst"], cols=128, valid_cols=128)}),
    "hist-u16-byte": ("thistogram", lambda o: {**o, "@byte": "2"}),
    "hist-u16-idx": ("thistogram", lambda o: {**o, "idx": replace(o["idx"], blayout="RowMajor")}),
    "hist-u32-idx": ("thistogram", lambda o: {**_elems(o, "u32", "src"), "@byte": "1"}),
    "prefetch-flat": ("tprefetch_async", lambda o: {**o, "src": replace(o["src"], shape=(2, 64))}),
    # the cube micro-ops (pointers into gm, l1, l0a, l0b, l0c, ub, bt, fb)
    "space": ("vector", other_space),  # raw_fill_l1, create_cbuf_matrix: dst out of L1
    "types": ("vector", lambda o: {**o, "rhs": pointer("bf16" if o["lhs"].elem != "bf16" else "f16", o["rhs"].space)}),
    "bias-type": ("vector", lambda o: {**o, "bias": pointer("i32" if o["dst"].elem != "i32" else "f32", o["bias"].space)}),
    "mx-dst": ("vector", lambda o: {**o, **{n: pointer("i32", o[n].space) for n in ("dst", "bias") if n in o}}),  # (bias follows)
    "pairs": ("vector", lambda o: {**o, "dst": pointer("f16" if o["src"].elem != "f16" else "i32", o["dst"].space)}),
    "workspace-gm": ("make_prefetch_async_context", lambda o: {**o, "workspace": pointer("i8", "ub")}),
}


def _dst_name(o):
    """The destination pointer a width rule compares with the source (ub_dst, gm_dst; dst of the cube moves)."""
    return next((n for n in ("ub_dst", "gm_dst") if n in o), "dst" if "dst" in o and "src" in o else "gm_dst")


def first_vreg_bits(o):
    return next(v.elem.bits for v in o.values() if isinstance(v, V.ScalarType) and v.space)


def rule_cases():
    for op in ISA.ops:
        for c in op.constraints:
            if c.check:
                modes = c.modes or op.mode_names()
                for mode in modes:
                    yield pytest.param(op, c, mode, id=f"{op.name}-{mode}-{c.id}")


def use(op, mode, target="a5"):
    if op.name in ARG_OPS:
        key = f"{op.name}/value_index" if mode == "value_index" else op.name
        return key, *baseline(key)
    t = op.types_for(op.primary_operand, target)[0]
    return "vector", *baseline(op.name, t, mode)


@pytest.mark.parametrize(("op", "c", "mode"), list(rule_cases()))
def test_rule_has_legal_and_illegal_example(op, c, mode):
    assert c.id in BREAK, f"add an illegal example for rule {c.id} to BREAK"
    absent = dict(op.absent_targets())  # (taddrelu is not an op of A5: its rules are shown on A2/A3)
    target = c.targets[0] if c.targets else next(t for t in ("a5", "a2a3", "cpu") if t not in absent)
    _, base_mode, operands = use(op, mode, target)
    assert V.verify_op(op.name, target, operands, base_mode) == []  # legal
    _, breaker = BREAK[c.id]
    violations = V.verify_op(op.name, target, breaker(operands), base_mode)
    assert c.id in [v.rule for v in violations], violations
    hit = next(v for v in violations if v.rule == c.id)
    assert hit.message.startswith(f"pto.{op.name}: {c.text}")  # (a type mismatch then names both types)
    assert hit.page.startswith(op.page)


@pytest.mark.parametrize("op", [o for o in ISA.ops if o.element_types
                                and o.name not in MASK_TILE_OPS and o.name not in INDEX_OPS
                                and _written(o, o.primary_operand, o.mode_names()[0]) not in MASK_OF],
                         ids=lambda o: o.name)  # (a primary operand the syntax types as i32 cannot vary)
def test_vector_element_types_per_target(op):
    for target in ("a5", "a2a3", "cpu"):
        legal = op.types_for(op.primary_operand, target)
        for t in MASK_OF:
            mode, operands = baseline(op.name, t)
            got = V.verify_op(op.name, target, operands, mode)
            if not legal:  # not an op of this target (ld_dev off A5): that rule alone, whatever the type
                assert [v.rule for v in got] == ["target"], (target, t, got)
            elif t in legal:
                assert got == [], (t, got)
            else:
                names = {"a5": "A5", "a2a3": "A2/A3", "cpu": "CPU simulation"}
                # (a width-changing op's shape rules may also object to a type it has no result type for;
                # an op whose source and destination list the same types, tprefetch, says it of each)
                assert {v.message for v in got if v.rule == "element-type"} == {
                    f"pto.{op.name}: element type {t} is not legal on {names[target]} (legal: {', '.join(legal)})"}


def test_issue_example_message():
    got = V.verify_op("vexp", "A5", {"input": vreg("i16"), "mask": V.MaskType("b16"), "result": vreg("i16")})
    assert [v.message for v in got] == ["pto.vexp: element type i16 is not legal on A5 (legal: f32, f16)"]


def test_tile_types_per_target():
    _, operands = baseline("tcolargmin")
    u16 = {**operands, "src": replace(operands["src"], elem=V.Elem("u16")), "tmp": replace(operands["tmp"], elem=V.Elem("u16"))}
    assert V.verify_op("tcolargmin", "a2a3", u16) == []
    assert V.verify_op("tcolargmin", "cpu", u16) == []  # the CPU simulator takes any integral type
    bf16 = {**operands, "src": replace(operands["src"], elem=V.Elem("bf16")), "tmp": replace(operands["tmp"], elem=V.Elem("bf16"))}
    assert [v.rule for v in V.verify_op("tcolargmin", "a5", bf16)] == ["element-type"]
    assert V.verify_op("tcolargmin", "cpu", bf16) == []
    i8 = {**operands, "src": replace(operands["src"], elem=V.Elem("i8"))}
    assert V.verify_op("tcolargmin", "a5", i8) == []
    assert [v.rule for v in V.verify_op("tcolargmin", "a2a3", i8)] == ["element-type", "a2a3-tmp-elem"]
    bad_dst = {**operands, "dst": replace(operands["dst"], elem=V.Elem("i16"))}
    assert [v.rule for v in V.verify_op("tcolargmin", "a5", bad_dst)] == ["element-type"]


def test_dynamic_values_are_never_guessed():
    _, operands = baseline("tcolargmin")
    dyn = {**operands, "dst": replace(operands["dst"], valid_rows=None)}
    assert V.verify_op("tcolargmin", "a5", dyn) == []


def test_bad_requests_are_answered_not_raised():
    assert V.verify_op("vnope", "a5", {})[0].rule == "unknown-op"
    assert V.verify_op("vabs", "a9", {})[0].rule == "unknown-target"
    assert V.verify_op("tcolargmin", "a5", {}, mode="fast")[0].rule == "unknown-mode"
    got = V.verify_op("vabs", "a5", {"input": V.MaskType("b32"), "mask": V.MaskType("b32"), "result": vreg("f32")})
    assert [v.rule for v in got] == ["operand-kind"]
    assert V.target_id("Ascend910_9599") == "a5" and V.target_id("A3") == "a2a3"
