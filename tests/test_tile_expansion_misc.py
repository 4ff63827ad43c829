"""Proofs of the A5 expansions added for the paths the first rounds left out (issue 20 item 3):
tfillpad_inplace and tfillpad_expand (tfillpad's expansion, named by `same_as`) and tci's
descending run. Each runs the op's expansion under ptoisa.run on the same tiles as the tile op and
requires the same bytes in every tile written, for each type the expansion covers, with valid
regions smaller than the tiles and edge values; each test also checks the tile op against a
plain numpy model written here, so a proof cannot pass on two equal wrong answers."""
import numpy as np
import pytest

import ptoisa
from test_tile_expansion_layout import DT, OPS, Tile, _pad_value, cases, lanes, run_both, values_of

RNG = np.random.default_rng(20)


def _lit(t, p):
    return repr(float(p)) if DT[t].kind == "float" else str(int(p))


def _edges(t, a):
    """Edge values in the kept region: NaN, infinities, -0.0 and a subnormal for a float, the
    type's extremes for an integer (sample() draws some; these make sure)."""
    a = a.copy()
    if DT[t].kind == "float":
        a[0, :4] = [np.nan, np.inf, -np.inf, -0.0]
        a[1, 0] = np.finfo(np.float32).smallest_subnormal if t == "f32" else a.dtype.type(2.0 ** -20)
    else:
        info = np.iinfo(a.dtype)
        a[0, :2] = [info.min, info.max]
    return a


# ------------------------------------------------------------------ tfillpad_inplace, tfillpad_expand
def test_tfillpad_variants_run_tfillpads_expansion():
    """same_as gives the variants tfillpad's expansion, text for text, for the same types."""
    for name in ("tfillpad_inplace", "tfillpad_expand"):
        assert OPS[name].expansion_same_as == "tfillpad"
        assert OPS[name].expansions == OPS["tfillpad"].expansions
        assert OPS[name].expansion_op == OPS["tfillpad"].expansion_op
    assert OPS["tfillpad"].expansion_same_as is None


FILL_TYPES = sorted({t for t, _, _ in OPS["tfillpad"].expansions})


@pytest.mark.parametrize("pad", [1, 2, 3])
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("tfillpad_inplace") if p.values[1] == "2d"])
def test_tfillpad_inplace_expansion(t, path, text, pad):
    n = lanes(t)
    cols = 2 * n  # whole registers per row (the library's scalar tail is not in the expansion)
    src = Tile("a", t, 6, cols, 4, n - 5, extra=f", pad={pad}")
    dst = Tile("c", t, 6, cols, 5, n + 9, extra=f", pad={pad}")  # the same bytes as src
    data = {"a": _edges(t, values_of(t, (6, cols)))}
    body = f"  pto.tfillpad_inplace ins(%tile_a : {src.part()}) outs(%tile_c : {dst.part()})"
    p = _pad_value(t, pad)
    vals = {"src": (src, None), "dst": (dst, None), "src_rows": (src.vr, "index"), "src_cols": (src.vc, "index"),
            "rows": (dst.vr, "index"), "cols": (dst.vc, "index"), "src_stride": (cols, "index"),
            "dst_stride": (cols, "index"), "pad": (_lit(t, p), DT[t].spelling)}
    got = run_both([src, dst], body, vals, text, data, ["a"], alias={"c": "a"})
    want = data["a"].copy()
    want[:dst.vr, :dst.vc] = p
    want[:src.vr, :src.vc] = data["a"][:src.vr, :src.vc]
    assert np.array_equal(got["a"], want.reshape(-1).view(np.uint8))


@pytest.mark.parametrize("pad", [1, 2, 3])
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("tfillpad_expand") if p.values[1] == "2d"])
def test_tfillpad_expand_expansion(t, path, text, pad):
    n = lanes(t)
    src = Tile("a", t, 4, n, 3, n - 7)  # a smaller tile than dst
    dst = Tile("c", t, 7, 3 * n, 6, 2 * n + 3, extra=f", pad={pad}")
    data = {"a": _edges(t, values_of(t, (src.rows, src.cols))), "c": values_of(t, (dst.rows, dst.cols))}
    body = f"  pto.tfillpad_expand ins(%tile_a : {src.part()}) outs(%tile_c : {dst.part()})"
    p = _pad_value(t, pad)
    vals = {"src": (src, None), "dst": (dst, None), "src_rows": (src.vr, "index"), "src_cols": (src.vc, "index"),
            "rows": (dst.vr, "index"), "cols": (dst.vc, "index"), "src_stride": (src.cols, "index"),
            "dst_stride": (dst.cols, "index"), "pad": (_lit(t, p), DT[t].spelling)}
    got = run_both([src, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    want[:dst.vr, :dst.vc] = p
    want[:src.vr, :src.vc] = data["a"][:src.vr, :src.vc]
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


# ------------------------------------------------------------------ tci descending
@pytest.mark.parametrize("start_at", ["low", "high"])
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("tci") if p.values[1] == "descending"])
def test_tci_descending_expansion(t, path, text, start_at):
    n = lanes(t)
    dst = Tile("c", t, 1, 3 * n, 1, 2 * n + n // 2 - 5)  # a tail register
    bits = DT[t].bits
    # the run crosses the signed minimum (a signed tile wraps to its maximum; an unsigned one
    # crosses 2^(bits-1)), or crosses 0 (an unsigned tile wraps to its maximum)
    start = -(2 ** (bits - 1)) + n + 3 if start_at == "low" else 5
    lit = start if DT[t].signed else start % 2 ** bits
    data = {"c": values_of(t, (1, dst.cols))}
    body = (f"  %s = arith.constant {lit} : {dst.ty}\n"
            f"  pto.tci ins(%s : {dst.ty}) outs(%tile_c : {dst.part()}) {{descending = true}}")
    vals = {"dst": (dst, None), "cols": (dst.vc, "index"), "start": (start, f"i{bits}")}
    got = run_both([dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    run = (start - np.arange(dst.vc)) % 2 ** bits  # S, S - 1, ... wrapped to T's width (D-TCI-WRAP)
    want[0, :dst.vc] = run.astype(np.uint64).astype(f"u{bits // 8}").view(want.dtype)
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


# ------------------------------------------------------------------ i64 trowexpand, tcolexpand
def _i64_edges(shape):
    """int64 values whose low and high words differ: the extremes, -1, 2^32 - 1, 2^32, random."""
    a = RNG.integers(-2 ** 63, 2 ** 63 - 1, shape, dtype=np.int64, endpoint=True)
    edges = [-2 ** 63, 2 ** 63 - 1, -1, 2 ** 32 - 1, 2 ** 32, -2 ** 32, 0, 1]
    a.reshape(-1)[:len(edges)] = edges
    return a


@pytest.mark.parametrize("name", ["trowexpand", "tcolexpand"])
def test_i64_expand_expansion(name):
    """dst's valid region 64 columns of a wider tile, fewer rows than the tile; src's words
    moved as pairs (D-EXPAND-I64: the library's one interleaved store per row)."""
    text = next(x for t, p, x in OPS[name].expansions if t == "i64" and p == "2d")
    assert "pto.vstsx2" in text and "DINTLV_B32" in text
    dst = Tile("c", "i64", 7, 96, 5, 64)
    if name == "trowexpand":
        src = Tile("a", "i64", 7, 4, 5, 1)  # a 32-byte block per row
    else:
        src = Tile("a", "i64", 3, 96, 1, 64)
    a = _i64_edges((src.rows, src.cols))
    if name == "trowexpand":
        a[:, 0] = [-2 ** 63, 2 ** 63 - 1, -1, 2 ** 32, -2 ** 32 + 5, 7, 9]
    data = {"a": a, "c": _i64_edges((dst.rows, dst.cols))}
    body = f"  pto.{name} ins(%tile_a : {src.part()}) outs(%tile_c : {dst.part()})"
    vals = {"src": (src, None), "dst": (dst, None), "rows": (dst.vr, "index"), "cols": (dst.vc, "index"),
            "stride": (dst.cols, "index"), "src_stride": (src.cols, "index")}
    got = run_both([src, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    want[:dst.vr, :dst.vc] = a[:dst.vr, :1] if name == "trowexpand" else a[:1, :dst.vc]
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


def test_i64_expand_expansion_writes_a_whole_register_pair():
    """With fewer valid columns the library's interleaved store, whose predicate is ignored,
    writes 64 elements: the expansion then differs from the tile op past the valid columns
    (D-EXPAND-I64), and only there."""
    text = next(x for t, p, x in OPS["tcolexpand"].expansions if t == "i64" and p == "2d")
    src, dst = Tile("a", "i64", 1, 64, 1, 40), Tile("c", "i64", 2, 96, 2, 40)
    data = {"a": _i64_edges((1, 64)), "c": _i64_edges((2, 96))}
    vals = {"src": (src, None), "dst": (dst, None), "rows": (2, "index"), "cols": (40, "index"),
            "stride": (96, "index"), "src_stride": (64, "index")}
    body = f"  pto.tcolexpand ins(%tile_a : {src.part()}) outs(%tile_c : {dst.part()})"
    with pytest.raises(AssertionError):
        run_both([src, dst], body, vals, text, data, ["c"])
    alone = "\n".join("  " + ln for ln in _expansion_body(vals, text))  # the expansion on both sides
    got = run_both([src, dst], alone, vals, text, data, ["c"])
    want = data["c"].copy()
    want[:, :64] = data["a"][0, :64]  # the whole pair, 64 columns, in both rows
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


def _expansion_body(values, text):
    out = []
    for name, (value, ty) in values.items():
        if isinstance(value, Tile):
            out.append(f"%{name} = pto.castptr %addr_{value.name} : i64 -> !pto.ptr<{value.ty}, ub>")
        else:
            out.append(f"%{name} = arith.constant {value} : {ty}")
    return out + text.splitlines()


# ------------------------------------------------------------------ ttrans: the row-wise and 8-bit paths
def _ttrans(t, text, vr, vc, src_cols, dst_cols, extra_rows=3, extra_cols=0):
    src = Tile("a", t, vr + extra_rows, src_cols, vr, vc)
    dst = Tile("c", t, vc + extra_cols, dst_cols, vc, vr)
    data = {"a": _edges(t, values_of(t, (src.rows, src.cols))), "c": values_of(t, (dst.rows, dst.cols))}
    body = f"  pto.ttrans ins(%tile_a : {src.part()}) outs(%tile_c : {dst.part()})"
    vals = {"src": (src, None), "dst": (dst, None), "rows": (vr, "index"), "cols": (vc, "index"),
            "src_stride": (src.cols, "index"), "dst_stride": (dst.cols, "index")}
    got = run_both([src, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    want[:vc, :vr] = data["a"][:vr, :vc].T
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))


@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("ttrans") if p.values[1] == "rows"])
def test_ttrans_rowwise_expansion(t, path, text):
    """Fewer valid rows than columns; more columns than a register (a tail); columns a multiple
    of 32 bytes, dst wider and longer than the block it receives."""
    n = lanes(t)
    vr, vc = 5, n + 8
    _ttrans(t, text, vr, vc, src_cols=2 * n, dst_cols=16, extra_cols=2)


@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("ttrans") if p.values[1] == "bytes"])
def test_ttrans_bytes_expansion(t, path, text):
    """More valid rows than 128 (a second chunk with a tail), 32 columns of 64 (32 bytes)."""
    _ttrans(t, text, 133, 32, src_cols=64, dst_cols=160, extra_cols=1)


def test_ttrans_paths_cover_every_a5_type_once():
    cover = {}
    for t, path, _ in OPS["ttrans"].expansions:
        cover.setdefault(t, set()).add(path)
    assert set(cover) == set(OPS["ttrans"].types_for("src", "a5"))
    assert all(p == ({"columns", "rows"} if DT[t].bits == 32 else {"columns"} if DT[t].bits == 16 else {"bytes"})
               for t, p in cover.items())


# ------------------------------------------------------------------ tconcatidx on bytes
@pytest.mark.parametrize(("t", "path", "text"), [p for p in cases("tconcatidx") if p.values[:2] == ("i8", "2d")])
def test_tconcatidx_bytes_expansion(t, path, text):
    """src1's bytes land at odd and even columns, in two scatters of 128 requests: counts with
    an odd src1 length over two registers (a tail of odd length), an empty src1, a src0 cut
    to dst's width and a one-byte src1; the type's extremes among the bytes."""
    vc = 2 * 256 + 40
    s0, s1 = Tile("a", t, 4, 576), Tile("b", t, 4, 576)
    i0, i1 = Tile("i", "i32", 4, 8, 4, 1), Tile("j", "i32", 4, 8, 4, 1)
    dst = Tile("c", t, 4, 576, 4, vc)
    counts = [(5, 301), (17, 0), (vc + 9, 3), (vc - 1, 1)]
    data = {k: values_of(t, (4, 576)) for k in "abc"}
    data["b"][0, :4] = [-128, 127, -1, 0]
    data["i"] = np.zeros((4, 8), np.int32)
    data["j"] = np.zeros((4, 8), np.int32)
    data["i"][:, 0] = [4 * a for a, _ in counts]
    data["j"][:, 0] = [4 * b for _, b in counts]
    body = (f"  pto.tconcatidx ins(%tile_a, %tile_b, %tile_i, %tile_j : {s0.part()}, {s1.part()}, {i0.part()}, "
            f"{i1.part()}) outs(%tile_c : {dst.part()})")
    vals = {"src0": (s0, None), "src1": (s1, None), "idx0": (i0, None), "idx1": (i1, None), "dst": (dst, None),
            "rows": (4, "index"), "cols": (vc, "index"), "src0_stride": (576, "index"),
            "src1_stride": (576, "index"), "idx0_stride": (8, "index"), "idx1_stride": (8, "index"),
            "dst_stride": (576, "index")}
    got = run_both([s0, s1, i0, i1, dst], body, vals, text, data, ["c"])
    want = data["c"].copy()
    for r, (a, b) in enumerate(counts):
        a = min(a, vc)
        b = min(b, vc - a)
        want[r, :a] = data["a"][r, :a]
        want[r, a:a + b] = data["b"][r, :b]
    assert np.array_equal(got["c"], want.reshape(-1).view(np.uint8))
