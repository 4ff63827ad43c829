"""The A5 expansions of the row sum and product, the plain expansions (trowexpand, tcolexpand),
the exp-difference expansions, the 8- and 16-bit arg reductions and the partial ops: each runs
under ptoisa.run on the same tiles as its tile op, and the two kernels must leave the same bytes
in global memory, with edge values, tails and valid regions smaller than the tiles. Where the
order of an A5 loop shows in the bits (trowsum's chunks), the expected values are also computed
here, from the library's order, independently of both kernels."""
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import sample
from reference import NP, is_float

ISA = the_isa()
RNG = np.random.default_rng(7)
DT = {d.name: d for d in ISA.machine.dtypes}


def _op(name):
    return next(o for o in ISA.ops if o.name == name)


def _lanes(t):
    return ISA.machine.vreg_bytes * 8 // DT[t].bits


def _expansion(op, t, path="2d"):
    return next(text for t_, p, text in op.expansions if t_ == t and p == path)


def _kernel(tiles, body, out):
    """`tiles`: (name, type, rows, cols, valid, extra layout text); each is loaded whole from the
    GM tensor of its name into consecutive 256-byte aligned UB addresses, %tile_<name> views it with
    its valid shape and %ub_<name> is its UB pointer. `body` runs; the tiles `out` names (comma
    separated) are stored whole."""
    args, lines, addr = [], ["  %k1 = arith.constant 1 : index"], 0
    for name, t, rows, cols, valid, layout in tiles:
        ty = DT[t].spelling
        full = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}{layout}>"
        part = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={valid[0]}x{valid[1]}{layout}>"
        view = f"!pto.tensor_view<{rows}x{cols}x{ty}>"
        strides = "[%k1, %r_{0}]" if "col_major" in layout else "[%c_{0}, %k1]"
        args.append(f"%{name}: !pto.ptr<{ty}>")
        lines += [f"  %r_{name} = arith.constant {rows} : index", f"  %c_{name} = arith.constant {cols} : index",
                  f"  %addr_{name} = arith.constant {addr} : i64",
                  f"  %view_{name} = pto.make_tensor_view %{name}, shape = [%r_{name}, %c_{name}], "
                  f"strides = {strides.format(name)} : {view}",
                  f"  %full_{name} = pto.alloc_tile addr = %addr_{name} : {full}",
                  f"  pto.tload ins(%view_{name} : {view}) outs(%full_{name} : {full})",
                  f"  %tile_{name} = pto.alloc_tile addr = %addr_{name} : {part}",
                  f"  %ub_{name} = pto.castptr %addr_{name} : i64 -> !pto.ptr<{ty}, ub>"]
        addr += -(-rows * cols * DT[t].bits // 8 // 256) * 256
    lines.append(body)
    for name, t, rows, cols, _, layout in (x for x in tiles if x[0] in out.split(",")):
        full = f"!pto.tile_buf<vec, {rows}x{cols}x{DT[t].spelling}{layout}>"
        view = f"!pto.tensor_view<{rows}x{cols}x{DT[t].spelling}>"
        lines.append(f"  pto.tstore ins(%full_{name} : {full}) outs(%view_{name} : {view})")
    lines.append("  return")
    return f"func.func @k({', '.join(args)}) {{\n" + "\n".join(lines) + "\n}\n"


def _part(tile):
    name, t, rows, cols, valid, layout = tile
    return f"!pto.tile_buf<vec, {rows}x{cols}x{DT[t].spelling}, valid={valid[0]}x{valid[1]}{layout}>"


def _consts(**values):
    return "\n".join(f"  %{k} = arith.constant {v} : index" for k, v in values.items())


def _indent(text):
    return "\n".join("  " + line for line in text.splitlines())


def _run_both(tiles, tile_op, expansion, data, out):
    """The output tiles' bytes (`out`, comma separated, one after the other) after the tile op and
    after the expansion, on copies of `data`."""
    got = []
    for body in (tile_op, expansion):
        res = ptoisa.run(_kernel(tiles, body, out), args={k: v.copy() for k, v in data.items()})
        got.append(np.concatenate([res.buffers[o].view(np.uint8).reshape(-1) for o in out.split(",")]))
    return got


# ----------------------------------------------------------------- trowsum, trowprod
def _row_reduce(name, t, a, vr, vc, path="2d"):
    """The tile op's and the expansion's dst (rows x 8, valid vr x 1) on source a (valid vr x vc)."""
    rows, cols = a.shape
    tiles = [("a", t, rows, cols, (vr, vc), ""), ("c", t, rows, 8, (vr, 1), "")]
    tile_op = f"  pto.{name} ins(%tile_a, %tile_a : {_part(tiles[0])}, {_part(tiles[0])}) outs(%tile_c : {_part(tiles[1])})"
    body = "\n".join(["  %src = pto.castptr %addr_a : i64 -> !pto.ptr<{}, ub>".format(DT[t].spelling),
                      "  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<{}, ub>".format(DT[t].spelling),
                      _consts(rows=vr, cols=vc, stride=cols, dst_stride=8), _indent(_expansion(_op(name), t, path))])
    c = np.full((rows, 8), 3, NP[t])
    got = _run_both(tiles, tile_op, body, {"a": a, "c": c}, "c")
    return [g.view(NP[t]).reshape(rows, 8) for g in got]


def _a5_rowsum(a, vr, vc, t):
    """A5's order, from the library: per 256-byte chunk a pairwise tree over the register (lanes
    past the row are 0), the chunk sums added in order to an accumulator that starts at +0; i16
    sums in i32 and keeps the low 16 bits."""
    n = _lanes(t)
    acc_t = np.int32 if t == "i16" else NP[t]
    out = []
    for i in range(vr):
        acc = acc_t(0)
        for c0 in range(0, vc, n):
            lanes = np.zeros(n, acc_t)
            k = min(n, vc - c0)
            lanes[:k] = a[i, c0:c0 + k].astype(acc_t)
            w = 1
            while w < n:
                with np.errstate(all="ignore"):
                    lanes[0::2 * w] = lanes[0::2 * w] + lanes[w::2 * w]
                w *= 2
            with np.errstate(all="ignore"):
                acc = acc_t(acc + lanes[0])
        out.append(acc)
    r = np.array(out, acc_t).astype(NP[t])
    if is_float(t):  # A5's NaN is the canonical one (D-NAN)
        r[np.isnan(r)] = np.array(np.nan, NP[t])
    return r


@pytest.mark.parametrize("t", ["f32", "f16", "i32", "i16"])
@pytest.mark.parametrize("tail", [True, False])
def test_trowsum_expansion_gives_a5s_chunk_order(t, tail):
    """Three chunks (and a tail) per row: values whose sum depends on the order (a large value
    cancelled in a later chunk), a row of -0.0 (the accumulator's +0 makes it +0, even with no
    tail chunk's +0 lanes), inf and -inf in different chunks (NaN), and i16 rows that overflow
    (the low 16 bits of the i32 sum)."""
    n = _lanes(t)
    rows, cols = 6, 3 * n + (n // 2 if tail else 0)
    vr, vc = 6, cols - 5 if tail else cols
    if is_float(t):
        a = (RNG.standard_normal((rows, cols)) * 3).astype(NP[t])
        a[0, 1] = 6e4 if t == "f16" else 3e30  # absorbed in its chunk, cancelled in the next
        a[0, n + 2] = -a[0, 1]
        a[1] = -0.0
        a[2, 3], a[2, 2 * n] = np.inf, -np.inf
        a[3, :] = 1e-3
    else:
        info = np.iinfo(NP[t])
        a = RNG.integers(info.min, info.max, (rows, cols), endpoint=True).astype(NP[t])
        a[1] = info.max  # wraps
    tile, expansion = _row_reduce("trowsum", t, a, vr, vc)
    want = _a5_rowsum(a, vr, vc, t)
    assert np.array_equal(tile.view(np.uint8), expansion.view(np.uint8)), t
    assert np.array_equal(expansion[:vr, 0].view(f"u{a.itemsize}"), want.view(f"u{a.itemsize}")), (t, expansion[:vr, 0], want)
    assert (expansion[:, 1:] == 3).all() and (expansion[vr:] == 3).all()
    if is_float(t):
        assert np.signbit(expansion[1, 0]) == False and expansion[1, 0] == 0  # noqa: E712 (+0, not -0)
        assert np.isnan(expansion[2, 0])


@pytest.mark.parametrize("t", ["f32", "f16", "i32", "i16"])
@pytest.mark.parametrize("path", ["1d", "2d"])
def test_trowprod_expansion_computes_the_tile_op(t, path):
    """Two chunks and a tail: lane products across chunks then the halving tree; a zero times
    inf (NaN) in one row, a -0.0 in another, integer products that wrap."""
    n = _lanes(t)
    rows, cols = 5, 2 * n + n // 4  # rows 32-byte aligned, as tiles' are
    vr, vc = (5, cols) if path == "1d" else (4, cols - 3)
    if is_float(t):
        a = (np.abs(RNG.standard_normal((rows, cols))) % 1.5 + 0.5).astype(NP[t])
        a[0, 4], a[0, n + 4] = 0.0, np.inf
        a[1, 7] = -0.0
        a[2, n + 1] = np.nan
    else:
        a = RNG.integers(-7, 8, (rows, cols)).astype(NP[t])
    tile, expansion = _row_reduce("trowprod", t, a, vr, vc, path)
    assert np.array_equal(tile.view(np.uint8), expansion.view(np.uint8)), (t, path)
    assert not (expansion[:vr, 0] == 3).all()


# ----------------------------------------------------------------- trowexpand, tcolexpand
@pytest.mark.parametrize("name", ["trowexpand", "tcolexpand"])
def test_the_plain_expansions_compute_the_tile_op(name):
    """Every type the expansion covers: src a row-major block per row (trowexpand) or a 2-row
    tile (tcolexpand, row 1 ignored), dst with a tail in every row; dst's other bytes kept."""
    op = _op(name)
    types = sorted({t for t, _, _ in op.expansions} - {"i64"})  # (i64: test_tile_expansion_misc, D-EXPAND-I64)
    assert {"f32", "f16", "bf16", "i8", "i16", "i32"} <= set(types)
    for t in types:
        n = _lanes(t)
        rows, cols = 5, n + n // 2
        vr, vc = 4, cols - 3
        if name == "trowexpand":
            scols = 32 * 8 // DT[t].bits
            src = ("a", t, rows, scols, (vr, scols), "")
        else:
            scols = cols
            src = ("a", t, 2, cols, (1, vc), "")
        dst = ("c", t, rows, cols, (vr, vc), "")
        a = sample(RNG, t, (src[2], scols)) if t != "bf16" else RNG.standard_normal((src[2], scols)).astype(NP[t])
        c = sample(RNG, t, (rows, cols)) if t != "bf16" else RNG.standard_normal((rows, cols)).astype(NP[t])
        tile_op = f"  pto.{name} ins(%tile_a : {_part(src)}) outs(%tile_c : {_part(dst)})"
        body = "\n".join([f"  %src = pto.castptr %addr_a : i64 -> !pto.ptr<{DT[t].spelling}, ub>",
                          f"  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<{DT[t].spelling}, ub>",
                          _consts(rows=vr, cols=vc, stride=cols, src_stride=scols),
                          _indent(_expansion(op, t))])
        got = _run_both([src, dst], tile_op, body, {"a": a, "c": c}, "c")
        assert np.array_equal(got[0], got[1]), (name, t)
        want = c.copy()
        want[:vr, :vc] = a[:vr, :1] if name == "trowexpand" else a[:1, :vc]
        assert np.array_equal(got[1], want.reshape(-1).view(np.uint8)), (name, t)


# ----------------------------------------------------------------- the partial ops
PART_SHAPES = {  # (src0's valid shape, src1's valid shape) as fractions of dst's (R, C)
    "copy": [("full", "full"), ("full", "rows"), ("full", "cols"), ("rows", "full"), ("cols", "full"),
             ("full", "both")],
    "overlay": [("full", "full"), ("rows", "cols"), ("cols", "rows"), ("both", "full"), ("full", "both"),
                ("both", "both")],
}


@pytest.mark.parametrize("name", ["tpartadd", "tpartmul", "tpartmax", "tpartmin"])
@pytest.mark.parametrize("t", ["f32", "f16", "bf16", "i32", "i16", "u16", "i8", "u8", "u32"])
def test_the_partial_expansions_compute_the_tile_op(name, t):
    """Every way a source falls short of dst that
    A5's library takes (one source covering dst for add and mul; any for max and min, whose
    uncovered elements hold the fill value), tails in every row, edge values."""
    op = _op(name)
    if t not in {x for x, _, _ in op.expansions}:
        assert name == "tpartmul" and t in ("i8", "u8")  # vmul takes no 8-bit lanes on A5
        return
    n = _lanes(t)
    rule = "overlay" if name in ("tpartmax", "tpartmin") else "copy"
    R, C = 4, n + n // 2 - 5
    shapes = {k: (R + 1, n + n // 2) for k in "abc"}  # (the ops take tiles of one shape)
    for v0, v1 in PART_SHAPES[rule]:
        valid = {}
        for k, v in (("a", v0), ("b", v1)):
            valid[k] = {"full": (R, C), "rows": (R - 2, C), "cols": (R, C - n // 2 - 3), "both": (R - 1, 7)}[v]
        tiles = [("a", t, *shapes["a"], valid["a"], ""), ("b", t, *shapes["b"], valid["b"], ""),
                 ("c", t, *shapes["c"], (R, C), "")]
        if is_float(t) or t == "bf16":
            data = {k: (RNG.standard_normal(shapes[k]) * 4).astype(NP[t]) for k in "abc"}
            data["a"].reshape(-1)[:6] = [np.nan, np.inf, -np.inf, -0.0, 0.0, 1.0]
            data["b"][0, :6] = [1.0, -np.inf, np.nan, 0.0, -0.0, 1.0]  # ties, zeros of both signs
            if rule == "overlay":
                data["b"][1, :3] = [-np.inf, np.inf, np.nan]  # src1 alone against the fill value
        else:
            data = {k: sample(RNG, t, shapes[k]) for k in "abc"}
            data["b"][0, :4] = data["a"][0, :4]
        tile_op = f"  pto.{name} ins(%tile_a, %tile_b : {_part(tiles[0])}, {_part(tiles[1])}) outs(%tile_c : {_part(tiles[2])})"
        body = "\n".join([f"  %src0 = pto.castptr %addr_a : i64 -> !pto.ptr<{DT[t].spelling}, ub>",
                          f"  %src1 = pto.castptr %addr_b : i64 -> !pto.ptr<{DT[t].spelling}, ub>",
                          f"  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<{DT[t].spelling}, ub>",
                          _consts(rows=R, cols=C, rows0=valid["a"][0], cols0=valid["a"][1], rows1=valid["b"][0],
                                  cols1=valid["b"][1], stride=shapes["c"][1], stride0=shapes["a"][1],
                                  stride1=shapes["b"][1]),
                          _indent(_expansion(op, t))])
        got = _run_both(tiles, tile_op, body, data, "c")
        assert np.array_equal(got[0], got[1]), (name, t, v0, v1)
        out = got[1].view(NP[t]).reshape(shapes["c"])
        assert np.array_equal(out[:, C:].view(np.uint8), data["c"][:, C:].view(np.uint8))  # the rest kept
        assert np.array_equal(out[R:].view(np.uint8), data["c"][R:].view(np.uint8))


# ----------------------------------------------------------------- 8- and 16-bit arg reductions
@pytest.mark.parametrize("name", ["trowargmax", "trowargmin", "tcolargmax", "tcolargmin"])
def test_the_narrow_arg_expansions_compute_the_tile_op(name):
    """The 8- and 16-bit paths (row: a 32-bit view of vcmax's index lane and a b32 reading of the
    lane-0 mask; column: i16 row indices widened to i32 on the store, 8-bit lanes compared as
    16-bit halves) on tiles whose extrema tie, sit in the second register or in a tail, with
    NaN (first row, later rows, a whole row) and infinities for f16; index 9 x a register and a
    half, valid 8 x (that less 5)."""
    from test_tile_expansion import _arg_kernel
    op = _op(name)
    row = op.semantics["axis"] == "row"
    narrow = sorted(t for t in {x for x, _, _ in op.expansions} if DT[t].bits < 32)
    assert narrow == (["f16", "i16"] if row else ["f16", "i16", "i8", "u16", "u8"])
    for t in narrow:
        n = _lanes(t)
        rows, cols = 9, n + n // 2
        vr, vc = 8, cols - 5
        a = RNG.integers(-3, 4, (rows, cols)).astype(NP[t]) if t != "u8" and t != "u16" else \
            RNG.integers(0, 4, (rows, cols)).astype(NP[t])
        a[1, n + 2] = 100  # the row's maximum in the second register, the column's in row 1
        a[2, 3] = 0 if t.startswith("u") else -100
        a[4, vc - 1] = 50  # in the tail
        if t == "f16":
            a[0, 5], a[3, 6], a[5, 7] = np.nan, np.nan, np.inf
            a[6, :] = np.nan
            a[7, 9] = -np.inf
        c = np.full((rows, 1) if row else (1, cols), -5, np.int32)
        out = []
        for body in ("tile", "expansion"):
            if body == "tile":
                text = f"  pto.{name} ins(%tile_a : {{part}}) outs(%tile_c : {{dpart}})"
            else:
                text = "\n".join([f"  %src = pto.castptr %addr_a : i64 -> !pto.ptr<{DT[t].spelling}, ub>",
                                  "  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<i32, ub>",
                                  _consts(rows=vr, cols=vc, stride=cols, dst_stride=1),
                                  _indent(_expansion(op, t))])
            res = ptoisa.run(_arg_kernel(t, rows, cols, vr, vc, row, text), args={"a": a.copy(), "c": c.copy()})
            out.append(res.buffers["c"].copy())
        assert np.array_equal(out[0], out[1]), (name, t, out)
        got = out[1].reshape(-1)
        if name.endswith("max"):  # the planted extrema's indices
            assert (got[1], got[4]) == (n + 2, vc - 1) if row else (got[n + 2], got[vc - 1]) == (1, 4), (t, got)
        elif not t.startswith("u"):
            assert got[2] == 3 if row else got[3] == 2, (t, got)
        assert (got[vr if row else vc:] == -5).all() and (got[:vr if row else vc] >= 0).all()


# ----------------------------------------------------------------- trowexpandexpdif, tcolexpandexpdif
def test_a5_f16_expdif_rounds_the_difference_first():
    """1.25 - (-2^-11): the difference is no f16 (1.25 + 2^-11 rounds to 1.25), so A5's f16 path
    (vsub, then vexp) gives f16(exp(1.25)) = 3.49, where the exact difference gives 3.492; f32
    (vexpdif) and the other targets take the exact difference (D-TILE-EXPDIF)."""
    import math

    from ptoisa_ref import semantics as S
    x = np.full((1, 16), 1.25, np.float16)
    y = np.full((1, 16), -2.0 ** -11, np.float16)
    rounded, exact = np.float16(math.exp(1.25)), np.float16(math.exp(1.25 + 2.0 ** -11))
    assert rounded != exact
    for fn in (S.trowexpandexpdif, S.tcolexpandexpdif):
        assert fn(x, y, valid_rows=1, valid_cols=16)[0, 0] == rounded
        for target in ("a2a3", "cpu"):
            assert fn(x, y, valid_rows=1, valid_cols=16, target=target)[0, 0] == exact
        x32, y32 = x.astype(np.float32), np.full((1, 16), -2.0 ** -30, np.float32)
        assert fn(x32, y32, valid_rows=1, valid_cols=16)[0, 0] == np.float32(math.exp(1.25 + 2.0 ** -30))


@pytest.mark.parametrize("name", ["trowexpandexpdif", "tcolexpandexpdif"])
@pytest.mark.parametrize("t", ["f32", "f16"])
def test_the_expdif_expansions_compute_the_tile_op(name, t):
    """vexpdif (f32) or vsub then vexp (f16) against the tile op, with differences that are not
    exact in f16, NaN, infinities (inf - inf) and large differences that overflow."""
    from test_tile_expansion import _kernel as kernel
    op = _op(name)
    n = _lanes(t)
    rows, cols = 5, n + n // 2
    vr, vc = 4, cols - 3
    block = 32 * 8 // DT[t].bits
    row = name.startswith("trow")
    a = (RNG.standard_normal((rows, cols)) * 3).astype(NP[t])
    b = (RNG.standard_normal((rows, block if row else cols)) * 2 ** -9).astype(NP[t])  # inexact differences
    a[0, :4] = [np.nan, np.inf, -np.inf, 20.0]
    b[1, 0] = np.inf
    b[0, 1] = np.inf if not row else b[0, 1]
    c = np.full((rows, cols), 7, NP[t])
    flat = np.zeros(rows * cols, NP[t])  # a row-expand src1 is a block per row at the tile's address
    flat[:b.size] = b.reshape(-1)
    data = {"a": a, "b": flat.reshape(rows, cols), "c": c}
    ty = DT[t].spelling
    blk = f"!pto.tile_buf<vec, {rows}x{block}x{ty}, valid={vr}x{block}>" if row else None
    tile_op = f"  pto.{name} ins(%tile_a, %tile_b : {{part}}, {{blk}}) outs(%tile_c : {{part}})"
    body = "\n".join([f"  %src0 = pto.castptr %addr_a : i64 -> !pto.ptr<{ty}, ub>",
                      f"  %src1 = pto.castptr %addr_b : i64 -> !pto.ptr<{ty}, ub>",
                      f"  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<{ty}, ub>",
                      _consts(rows=vr, cols=vc, stride=cols, stride1=block if row else cols),
                      _indent(_expansion(op, t))])
    out = [ptoisa.run(kernel(op, t, rows, cols, vr, vc, text, names="abc", blk=blk), args=dict(data))
           .buffers["c"].view(np.uint8) for text in (tile_op, body)]
    assert np.array_equal(out[0], out[1]), (name, t)
    assert not np.array_equal(out[1], c.reshape(-1).view(np.uint8))


@pytest.mark.parametrize("name", ["tpartargmax", "tpartargmin"])
@pytest.mark.parametrize("t", ["f32", "f16"])
def test_the_partial_arg_expansions_compute_the_tile_op(name, t):
    """f32 and f16 values with i32 indices (f16: two index registers per value register, the
    compare mask unpacked for each): each layout pto-isa's library takes (one source covers dst;
    the other has fewer rows, fewer columns, both, or is whole), ties (src0 kept), NaN on either
    side (src0 kept), infinities, tails; dst's and dst_idx's other elements kept."""
    op = _op(name)
    assert {x for x, _, _ in op.expansions} == {"f32", "f16"}
    n = _lanes(t)
    R, C = 4, n + n // 2 - 5
    shape = (R + 1, n + n // 2)
    for v0, v1 in [("full", "full"), ("full", "rows"), ("full", "cols"), ("rows", "full"), ("cols", "full"),
                   ("both", "full"), ("full", "both")]:
        valid = {k: {"full": (R, C), "rows": (R - 2, C), "cols": (R, C - n // 2 - 3), "both": (R - 1, 7)}[v]
                 for k, v in (("a", v0), ("b", v1))}
        valid.update({"ai": valid["a"], "bi": valid["b"], "c": (R, C), "ci": (R, C)})
        tiles = [(k, t if len(k) == 1 else "i32", *shape, valid[k], "") for k in ("a", "b", "ai", "bi", "c", "ci")]
        data = {k: (RNG.standard_normal(shape) * 4).astype(NP[t]) for k in ("a", "b", "c")}
        data["b"][0, :8] = data["a"][0, :8]  # ties
        data["a"][1, :4] = [np.nan, 1.0, np.inf, -np.inf]
        data["b"][1, :4] = [2.0, np.nan, np.inf, np.nan]
        for k in ("ai", "bi", "ci"):
            data[k] = RNG.integers(0, 1000, shape).astype(np.int32)
        ins = ", ".join(f"%tile_{k}" for k in ("a", "b", "ai", "bi"))
        types = ", ".join(_part(x) for x in tiles[:4])
        tile_op = f"  pto.{name} ins({ins} : {types}) outs(%tile_c, %tile_ci : {_part(tiles[4])}, {_part(tiles[5])})"
        body = "\n".join([f"  %{p} = pto.castptr %addr_{k} : i64 -> !pto.ptr<{ty}, ub>"
                          for p, k, ty in (("src0", "a", t), ("src1", "b", t), ("src0_idx", "ai", "i32"),
                                           ("src1_idx", "bi", "i32"), ("dst", "c", t), ("dst_idx", "ci", "i32"))]
                         + [_consts(rows=R, cols=C, rows0=valid["a"][0], cols0=valid["a"][1], rows1=valid["b"][0],
                                    cols1=valid["b"][1], stride=shape[1], stride0=shape[1], stride1=shape[1],
                                    idx_stride=shape[1], idx_stride0=shape[1], idx_stride1=shape[1]),
                            _indent(_expansion(op, t))])
        got = _run_both(tiles, tile_op, body, data, "c,ci")
        assert np.array_equal(got[0], got[1]), (name, t, v0, v1)
        vbytes = data["c"].nbytes
        out = got[1][:vbytes].view(NP[t]).reshape(shape)
        idx = got[1][vbytes:].view(np.int32).reshape(shape)
        assert np.array_equal(out[:, C:].view(np.uint8), data["c"][:, C:].view(np.uint8))
        assert (idx[R:] == data["ci"][R:]).all()
        if (v0, v1) == ("full", "full"):  # the tie in row 0 keeps src0's index; row 1's NaNs keep src0's
            assert (idx[0, :8] == data["ai"][0, :8]).all() and (idx[1, [0, 1, 3]] == data["ai"][1, [0, 1, 3]]).all()
