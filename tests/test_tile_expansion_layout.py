"""The A5 expansions of the layout, generate and width-changing convert ops are proofs: each op's
expansion (the vector micro-ops its page shows, with the free names its `values` sentence lists)
runs under ptoisa.run on the same tiles as the tile op, and the two kernels must leave the same
bytes in every tile they write, for each type the expansion covers, with valid regions smaller
than the tiles and edge values; each test also checks the tile op against a plain numpy model so
a proof cannot pass on two equal wrong answers."""
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import sample

ISA = the_isa()
RNG = np.random.default_rng(5)
OPS = {op.name: op for op in ISA.ops}
DT = {d.name: d for d in ISA.machine.dtypes}


def lanes(t):
    return ISA.machine.vreg_bytes * 8 // DT[t].bits


def cases(name):
    return [pytest.param(t, path, text, id=f"{name}-{t}-{path}") for t, path, text in OPS[name].expansions]


class Tile:
    """A tile of `rows` x `cols` elements of `t`, valid `vr` x `vc`, at a fixed unified-buffer address."""

    def __init__(self, name, t, rows, cols, vr=None, vc=None, extra=""):
        self.name, self.t, self.rows, self.cols = name, t, rows, cols
        self.vr, self.vc, self.extra = rows if vr is None else vr, cols if vc is None else vc, extra

    @property
    def ty(self):
        return DT[self.t].spelling

    @property
    def size(self):
        return self.rows * self.cols * DT[self.t].bits // 8

    def full(self):
        return f"!pto.tile_buf<vec, {self.rows}x{self.cols}x{self.ty}{self.extra}>"

    def part(self):
        return f"!pto.tile_buf<vec, {self.rows}x{self.cols}x{self.ty}, valid={self.vr}x{self.vc}{self.extra}>"


def run_both(tiles, tile_body, values, text, data, outs, alias=None):
    """Runs the tile op (`tile_body`, over %tile_<name>) and the expansion (`text`, over
    `values`: name -> (MLIR constant or pointer, type)) on the same loaded tiles; returns
    {kind: {tile name: bytes}} for the tiles in `outs` (each stored whole). `alias` maps a tile's
    name to the tile whose bytes it names (one buffer, one address: an in-place op's src and dst)."""
    alias = alias or {}
    addr = 0
    for tl in tiles:
        if tl.name in alias:
            continue
        tl.addr = addr
        addr += -(-tl.size // 256) * 256
    for tl in tiles:
        if tl.name in alias:
            tl.addr = next(o for o in tiles if o.name == alias[tl.name]).addr
    owners = [tl for tl in tiles if tl.name not in alias]
    head = ["func.func @k(" + ", ".join(f"%{tl.name}: !pto.ptr<{tl.ty}>" for tl in owners) + ") {",
            "  %k1 = arith.constant 1 : index"]
    for tl in tiles:
        view = f"!pto.tensor_view<{tl.rows}x{tl.cols}x{tl.ty}>"
        head += [f"  %addr_{tl.name} = arith.constant {tl.addr} : i64",
                 f"  %tile_{tl.name} = pto.alloc_tile addr = %addr_{tl.name} : {tl.part()}"]
        if tl.name not in alias:
            head += [f"  %kr_{tl.name} = arith.constant {tl.rows} : index",
                     f"  %kc_{tl.name} = arith.constant {tl.cols} : index",
                     f"  %view_{tl.name} = pto.make_tensor_view %{tl.name}, shape = [%kr_{tl.name}, "
                     f"%kc_{tl.name}], strides = [%kc_{tl.name}, %k1] : {view}",
                     f"  %full_{tl.name} = pto.alloc_tile addr = %addr_{tl.name} : {tl.full()}",
                     f"  pto.tload ins(%view_{tl.name} : {view}) outs(%full_{tl.name} : {tl.full()})"]
    tail = [f"  pto.tstore ins(%full_{tl.name} : {tl.full()}) outs(%view_{tl.name} : "
            f"!pto.tensor_view<{tl.rows}x{tl.cols}x{tl.ty}>)" for tl in owners if tl.name in outs]
    tail += ["  return", "}"]
    lines = []
    for name, (value, ty) in values.items():
        if isinstance(value, Tile):
            lines.append(f"  %{name} = pto.castptr %addr_{value.name} : i64 -> !pto.ptr<{value.ty}, ub>")
        else:
            lines.append(f"  %{name} = arith.constant {value} : {ty}")
    expansion = "\n".join(lines + ["  " + line for line in text.splitlines()])
    got = {}
    for kind, body in (("tile", tile_body), ("expansion", expansion)):
        src = "\n".join(head + [body] + tail) + "\n"
        bufs = ptoisa.run(src, args={k: v.copy() for k, v in data.items()}).buffers
        got[kind] = {n: bufs[n].view(np.uint8).copy() for n in outs}
    for n in outs:
        assert np.array_equal(got["tile"][n], got["expansion"][n]), n
    return got["tile"]


def values_of(t, shape):
    """Sample data of t; raw bytes for the coded types (HiFloat8, FP4 pairs)."""
    if DT[t].encoding is not None:
        return RNG.integers(0, 256, shape).astype(np.uint8)
    return sample(RNG, t, shape)


# ------------------------------------------------------------------ textract
@pytest.mark.parametrize(("t", "path", "text"), cases("textract"))
def test_textract_expansion(t, path, text):
    n = lanes(t)
    src = Tile("a", t, 8, 2 * n + 32 * 8 // DT[t].bits)
    dst = Tile("c", t, 5, n + n // 2, 4, n + n // 2 - 3)
    ir, ic = 3, 32 * 8 // DT[t].bits  # a 32-byte aligned column
    data = {"a": values_of(t, (src.rows, src.cols)), "c": values_of(t, (dst.rows, dst.cols))}
    body = (f"  %ir = arith.constant {ir} : index\n  %ic = arith.constant {ic} : index\n"
            f"  pto.textract ins(%tile_a, %ir, %ic : {src.part()}, index, index) outs(%tile_c : {dst.part()})")
    vals = {"src": (src, None), "dst": (dst, None), "rows": (dst.vr, "index"), "cols": (dst.vc, "index"),
            "src_stride": (src.cols, "index"), "dst_stride": (dst.cols, "index"),
            "index_row": (ir, "index"), "index_col": (ic, "index")}
    got = run_both([src, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    want[:dst.vr, :dst.vc] = data["a"][ir:ir + dst.vr, ic:ic + dst.vc]
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


# ------------------------------------------------------------------ tinsert
@pytest.mark.parametrize(("t", "path", "text"), cases("tinsert"))
def test_tinsert_expansion(t, path, text):
    n = lanes(t)
    blk = 32 * 8 // DT[t].bits
    src = Tile("a", t, 5, n + n // 2, 4, n + n // 2 - 3)
    dst = Tile("c", t, 8, 2 * n + blk)
    ir, ic = 2, blk  # a 32-byte aligned column
    data = {"a": values_of(t, (src.rows, src.cols)), "c": values_of(t, (dst.rows, dst.cols))}
    body = (f"  %ir = arith.constant {ir} : index\n  %ic = arith.constant {ic} : index\n"
            f"  pto.tinsert ins(%tile_a, %ir, %ic : {src.part()}, index, index) outs(%tile_c : {dst.part()})")
    vals = {"src": (src, None), "dst": (dst, None), "rows": (src.vr, "index"), "cols": (src.vc, "index"),
            "src_stride": (src.cols, "index"), "dst_stride": (dst.cols, "index"),
            "index_row": (ir, "index"), "index_col": (ic, "index")}
    got = run_both([src, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    want[ir:ir + src.vr, ic:ic + src.vc] = data["a"][:src.vr, :src.vc]
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


# ------------------------------------------------------------------ tci
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("tci") if p.values[1] == "ascending"])
def test_tci_expansion(t, path, text):
    n = lanes(t)
    dst = Tile("c", t, 1, 2 * n + n // 2, 1, 2 * n + n // 2 - 5)
    bits = DT[t].bits
    start = 2 ** (bits - 1) - n - 3  # the run crosses the signed maximum (and wraps for the signed types)
    data = {"c": values_of(t, (1, dst.cols))}
    body = (f"  %s = arith.constant {start} : {dst.ty}\n"
            f"  pto.tci ins(%s : {dst.ty}) outs(%tile_c : {dst.part()})")
    vals = {"dst": (dst, None), "cols": (dst.vc, "index"), "start": (start, f"i{bits}")}
    got = run_both([dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    want[0, :dst.vc] = (start + np.arange(dst.vc)).astype(np.int64).astype(want.dtype)
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


# ------------------------------------------------------------------ ttri
@pytest.mark.parametrize("upper", [0, 1])
@pytest.mark.parametrize("diagonal", [-2, 0, 3])
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("ttri") if p.values[1] == "2d"])
def test_ttri_expansion(t, path, text, upper, diagonal):
    n = lanes(t)
    dst = Tile("c", t, 6, 2 * n, 5, n - 2)  # valid columns end 2 before a register's end: runs spill
    data = {"c": values_of(t, (dst.rows, dst.cols))}
    body = (f"  %d = arith.constant {diagonal} : i32\n"
            f"  pto.ttri ins(%d {{upperOrLower = {upper} : i32}} : i32) outs(%tile_c : {dst.part()})")
    vals = {"dst": (dst, None), "rows": (dst.vr, "index"), "cols": (dst.vc, "index"), "stride": (dst.cols, "index"),
            "diagonal": (diagonal, "i32"), "upper": (upper, "i32")}
    got = run_both([dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    for i in range(dst.vr):  # the triangle over the valid region, and A5's run to the register's end
        for j in range(n):
            ones = j <= i + diagonal if upper == 0 else j >= i + diagonal
            if j < dst.vc or (ones if upper == 0 else not ones):
                if j < dst.vc or (upper == 0 and i + diagonal + 1 > dst.vc) or (upper == 1 and i + diagonal > dst.vc):
                    want[i, j] = 1 if ones else 0
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


# ------------------------------------------------------------------ tfillpad
PADS = {1: "Zero", 2: "Max", 3: "Min"}


def _pad_value(t, pad):
    """dst's pad value on A5 (D-TFILLPAD-MAX): 0, or the type's largest / smallest finite value."""
    import ml_dtypes
    dt = np.dtype(values_of(t, (1,)).dtype)
    if pad == 1:
        return dt.type(0)
    info = ml_dtypes.finfo(dt) if DT[t].kind == "float" else np.iinfo(dt)
    return dt.type(info.max if pad == 2 else (info.min if DT[t].kind == "float" or info.min < 0 else 0))


@pytest.mark.parametrize("pad", [1, 2, 3])
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("tfillpad") if p.values[1] == "2d"])
def test_tfillpad_expansion(t, path, text, pad):
    n = lanes(t)
    cols = 2 * n  # whole registers per row (the library's scalar tail is not in the expansion)
    src = Tile("a", t, 6, cols, 4, n - 5)
    dst = Tile("c", t, 6, cols, 5, n + 9, extra=f", pad={pad}")
    data = {"a": values_of(t, (src.rows, src.cols)), "c": values_of(t, (dst.rows, dst.cols))}
    body = f"  pto.tfillpad ins(%tile_a : {src.part()}) outs(%tile_c : {dst.part()})"
    p = _pad_value(t, pad)
    lit = repr(float(p)) if DT[t].kind == "float" else str(int(p))
    vals = {"src": (src, None), "dst": (dst, None), "src_rows": (src.vr, "index"), "src_cols": (src.vc, "index"),
            "rows": (dst.vr, "index"), "cols": (dst.vc, "index"), "src_stride": (src.cols, "index"),
            "dst_stride": (dst.cols, "index"), "pad": (lit, DT[t].spelling)}
    got = run_both([src, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    want[:dst.vr, :dst.vc] = p
    want[:src.vr, :src.vc] = data["a"][:src.vr, :src.vc]
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


# ------------------------------------------------------------------ tconcat
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("tconcat") if p.values[1] == "2d"])
def test_tconcat_expansion(t, path, text):
    n = lanes(t)
    c0, c1 = n + 32 * 8 // DT[t].bits, n // 2 - 1  # src1's half lands at a 32-byte aligned column
    s0 = Tile("a", t, 5, 2 * n, 4, c0)
    s1 = Tile("b", t, 5, n, 4, c1)
    dst = Tile("c", t, 5, 3 * n, 4, c0 + c1)
    data = {k: values_of(t, (tl.rows, tl.cols)) for k, tl in (("a", s0), ("b", s1), ("c", dst))}
    body = f"  pto.tconcat ins(%tile_a, %tile_b : {s0.part()}, {s1.part()}) outs(%tile_c : {dst.part()})"
    vals = {"src0": (s0, None), "src1": (s1, None), "dst": (dst, None), "rows": (dst.vr, "index"),
            "cols0": (c0, "index"), "cols1": (c1, "index"), "src0_stride": (s0.cols, "index"),
            "src1_stride": (s1.cols, "index"), "dst_stride": (dst.cols, "index")}
    got = run_both([s0, s1, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    want[:4, :c0] = data["a"][:4, :c0]
    want[:4, c0:c0 + c1] = data["b"][:4, :c1]
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


def test_tconcat_expansion_needs_an_aligned_second_half():
    """At an unaligned C0 the register store into dst's column C0 is not 32-byte aligned, which
    the vector semantics refuses (as its page says, pto-isa scatters that half instead)."""
    t, path, text = next(p.values for p in cases("tconcat") if p.values[:2] == ("f32", "2d"))
    s0, s1, dst = Tile("a", t, 2, 64, 2, 3), Tile("b", t, 2, 64, 2, 5), Tile("c", t, 2, 64, 2, 8)
    data = {k: values_of(t, (2, 64)) for k in "abc"}
    body = f"  pto.tconcat ins(%tile_a, %tile_b : {s0.part()}, {s1.part()}) outs(%tile_c : {dst.part()})"
    vals = {"src0": (s0, None), "src1": (s1, None), "dst": (dst, None), "rows": (2, "index"),
            "cols0": (3, "index"), "cols1": (5, "index"), "src0_stride": (64, "index"),
            "src1_stride": (64, "index"), "dst_stride": (64, "index")}
    with pytest.raises(ptoisa.interp.run.RunFailed, match="not 32-byte aligned"):
        run_both([s0, s1, dst], body, vals, text, data, ["c"])


# ------------------------------------------------------------------ tconcatidx
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("tconcatidx") if p.values[1] == "2d"])
def test_tconcatidx_expansion(t, path, text):
    n = lanes(t)
    vc = n + 20
    s0, s1 = Tile("a", t, 5, 2 * n), Tile("b", t, 5, 2 * n)
    i0, i1 = Tile("i", "i32", 5, 8, 5, 1), Tile("j", "i32", 5, 8, 5, 1)
    dst = Tile("c", t, 5, 2 * n, 5, vc)
    # per row (n0, n1): both fit; src1 at an odd column; src0 empty; a negative count (huge
    # unsigned: src0 takes the whole width); n1 cut to what n0 leaves
    counts = [(n + 2, 5), (3, n), (0, 7), (-1, 4), (vc - 2, 10)]
    data = {k: values_of(t, (tl.rows, tl.cols)) for k, tl in (("a", s0), ("b", s1), ("c", dst))}
    data["i"] = np.zeros((5, 8), np.int32)
    data["j"] = np.zeros((5, 8), np.int32)
    data["i"][:, 0] = [4 * a for a, _ in counts]
    data["j"][:, 0] = [4 * b for _, b in counts]
    body = (f"  pto.tconcatidx ins(%tile_a, %tile_b, %tile_i, %tile_j : {s0.part()}, {s1.part()}, {i0.part()}, "
            f"{i1.part()}) outs(%tile_c : {dst.part()})")
    vals = {"src0": (s0, None), "src1": (s1, None), "idx0": (i0, None), "idx1": (i1, None), "dst": (dst, None),
            "rows": (5, "index"), "cols": (vc, "index"), "src0_stride": (s0.cols, "index"),
            "src1_stride": (s1.cols, "index"), "idx0_stride": (8, "index"), "idx1_stride": (8, "index"),
            "dst_stride": (dst.cols, "index")}
    got = run_both([s0, s1, i0, i1, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    for r, (a, b) in enumerate(counts):
        a = vc if a < 0 else min(a, vc)
        b = min(b, vc - a)
        want[r, :a] = data["a"][r, :a]
        want[r, a:a + b] = data["b"][r, :b]
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


# ------------------------------------------------------------------ ttrans
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("ttrans") if p.values[1] == "columns"])
def test_ttrans_expansion(t, path, text):
    n = lanes(t)
    blk = 32 * 8 // DT[t].bits
    vr, vc = n + 5, 2 * blk  # more rows than a register (a tail), columns a multiple of 32 bytes
    src = Tile("a", t, vr + 3, 3 * blk, vr, vc)
    dst = Tile("c", t, 3 * blk, 2 * n, vc, vr)
    data = {"a": values_of(t, (src.rows, src.cols)), "c": values_of(t, (dst.rows, dst.cols))}
    body = f"  pto.ttrans ins(%tile_a : {src.part()}) outs(%tile_c : {dst.part()})"
    vals = {"src": (src, None), "dst": (dst, None), "rows": (vr, "index"), "cols": (vc, "index"),
            "src_stride": (src.cols, "index"), "dst_stride": (dst.cols, "index")}
    got = run_both([src, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    want[:vc, :vr] = data["a"][:vr, :vc].T
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


# ------------------------------------------------------------------ tdequant
@pytest.mark.parametrize(("t", "path", "text"), cases("tdequant"))
def test_tdequant_expansion(t, path, text):
    n = lanes("f32")
    rows, cols, vr, vc = 6, 2 * n, 5, n + 9
    src, dst = Tile("a", t, rows, cols, vr, vc), Tile("c", "f32", rows, cols, vr, vc)
    scale, offset = Tile("s", "f32", rows, 8, vr, 1), Tile("o", "f32", rows, 8, vr, 1)  # a 32-byte block per row
    a = sample(RNG, t, (rows, cols))  # the type's extremes, 0 and -1 among random integers
    k = (RNG.standard_normal((rows, 8)) * 3).astype(np.float32)
    o = (RNG.standard_normal((rows, 8)) * 50).astype(np.float32)
    k[1, 0], o[2, 0], k[3, 0] = np.inf, np.nan, -0.0  # inf x 0 and NaN lanes, signed zeros
    a[1, 5] = 0
    o[1, 0] = 0.0
    data = {"a": a, "s": k, "o": o, "c": sample(RNG, "f32", (rows, cols))}
    body = (f"  pto.tdequant ins(%tile_a, %tile_s, %tile_o : {src.part()}, {scale.part()}, {offset.part()}) "
            f"outs(%tile_c : {dst.part()})")
    vals = {"src": (src, None), "scale": (scale, None), "offset": (offset, None), "dst": (dst, None),
            "rows": (vr, "index"), "cols": (vc, "index"), "stride": (cols, "index"),
            "scale_stride": (8, "index"), "offset_stride": (8, "index")}
    got = run_both([src, scale, offset, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    with np.errstate(all="ignore"):
        r = (a[:vr, :vc].astype(np.float32) - o[:vr, :1]) * k[:vr, :1]
    want[:vr, :vc] = np.where(np.isnan(r), np.uint32(0x7FC00000).view(np.float32), r)  # one NaN (D-NAN)
    assert np.isnan(want[1, 5]) and np.isnan(want[2, :vc]).all()
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))
