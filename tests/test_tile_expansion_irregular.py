"""The A5 expansions of the irregular tile ops (sorts, gathers and scatters, the histogram, the
random generator) are proofs: each named path of an op's `expansion:` (the micro-ops PTOAS's A5
library runs) runs under ptoisa.run through the vector semantics on the same tiles as the tile op,
and the two kernels must leave the same bytes in every tile, for each A5 type the path covers,
with edge values (NaN, inf, -0.0, ties, integer extremes) and valid regions smaller than the tiles.
Each proof also checks a property of the result against numpy, so that two kernels that both do
nothing cannot agree."""
import zlib

import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import sample
from reference import NP

ISA = the_isa()
OPS = {op.name: op for op in ISA.ops}
DT = {d.name: d for d in ISA.machine.dtypes}
NPT = NP  # numpy's type of each element type (bf16: ml_dtypes')


def rng_for(*key):
    """A generator seeded from the test's parameters (a stable hash: the same data every run)."""
    return np.random.default_rng(zlib.crc32("/".join(map(str, key)).encode()))


def paths(name):
    for t, path, text in OPS[name].expansions:
        yield pytest.param(t, path, text, id=f"{name}-{t}-{path}")


def _nbytes(t, rows, cols):
    return rows * cols * DT[t].bits // 8


def kernel(tiles, body, ptr_types=None):
    """A kernel over `tiles`, (name, type, rows, cols, valid rows, valid cols[, layout text]):
    each is loaded whole from the tensor %g_<name> into a tile at a fixed, 256-byte aligned
    address, `%tile_<name>` is its valid-shape view and `%<name>` its unified-buffer pointer
    (so an expansion names an operand's pointer by the operand's name; `ptr_types` gives a
    pointer another element type of the same width); `{name}` in `body` is replaced by that
    valid-shape tile type. After `body` every tile is stored back whole."""
    args = ", ".join(f"%g_{n}: !pto.ptr<{DT[t].spelling}>" for n, t, *_ in tiles)
    lines = [f"func.func @k({args}) {{", "  %k1 = arith.constant 1 : index"]
    addr = 0
    types = {}
    for n, t, r, c, vr, vc, *lay in tiles:
        ty, extra = DT[t].spelling, (lay[0] if lay else "")
        full = f"!pto.tile_buf<vec, {r}x{c}x{ty}{extra}>"
        types[n] = (full, f"!pto.tile_buf<vec, {r}x{c}x{ty}, valid={vr}x{vc}{extra}>", f"!pto.tensor_view<{r}x{c}x{ty}>")
        lines += [f"  %r_{n} = arith.constant {r} : index", f"  %c_{n} = arith.constant {c} : index",
                  f"  %addr_{n} = arith.constant {addr} : i64",
                  f"  %view_{n} = pto.make_tensor_view %g_{n}, shape = [%r_{n}, %c_{n}], strides = "
                  f"{f'[%k1, %r_{n}]' if 'col_major' in extra else f'[%c_{n}, %k1]'} : {types[n][2]}",
                  f"  %full_{n} = pto.alloc_tile addr = %addr_{n} : {full}",
                  f"  pto.tload ins(%view_{n} : {types[n][2]}) outs(%full_{n} : {full})",
                  f"  %tile_{n} = pto.alloc_tile addr = %addr_{n} : {types[n][1]}",
                  f"  %{n} = pto.castptr %addr_{n} : i64 -> !pto.ptr<{DT[(ptr_types or {}).get(n, t)].spelling}, ub>"]
        addr += (_nbytes(t, r, c) + 255) // 256 * 256
    for n, (_, part, _) in types.items():
        body = body.replace("{" + n + "}", part)
    lines.append(body)
    lines += [f"  pto.tstore ins(%full_{n} : {full}) outs(%view_{n} : {view})" for n, (full, _, view) in types.items()]
    return "\n".join(lines + ["  return", "}"]) + "\n"


def consts(**values):
    """`%name = arith.constant v : index` lines: the free names an expansion's text lists."""
    return "\n".join(f"  %{k} = arith.constant {v} : index" for k, v in values.items())


def run_both(tiles, tile_op, expansion, data, names=None, ptr_types=None):
    """Both kernels on copies of `data` (by operand name); the tiles' bytes after each, which must
    be equal for `names` (default: every tile)."""
    out = {}
    for kind, body in (("tile", tile_op), ("expansion", expansion)):
        bufs = ptoisa.run(kernel(tiles, body, ptr_types), args={f"g_{k}": v.copy() for k, v in data.items()}).buffers
        out[kind] = {n: bufs[f"g_{n}"].view(np.uint8) for n in data}
    for n in names or data:
        assert np.array_equal(out["tile"][n], out["expansion"][n]), n
    return {n: out["tile"][n] for n in data}


def indent(text):
    return "\n".join("  " + line for line in text.splitlines())


# ------------------------------------------------------------------------------------ tsort32
def _scores(rng, t, shape):
    """Scores with ties, NaN, +-inf and +-0.0."""
    x = sample(rng, t, shape)
    x.reshape(-1)[::7] = x.reshape(-1)[3]  # repeated scores
    return x


@pytest.mark.parametrize(("t", "path", "text"), [p for p in paths("tsort32") if p.values[1] != "long"])
@pytest.mark.parametrize("shared", [True, False], ids=["idx-1-row", "idx-per-row"])
def test_tsort32_paths_sort_as_the_tile_op(t, path, text, shared):
    """Two of three rows valid; 64 columns (two blocks) without tmp, 45 (a block and 13) with it;
    idx of one row (its row stride 0) or one row per src row."""
    rng = rng_for("tsort32", t, path, shared)
    per = 8 // (DT[t].bits // 8)
    rows, vr = 3, 2
    cols = 64 if path == "whole" else 45
    irows = 1 if shared else rows
    dcols = 64 * per
    tiles = [("src", t, rows, 64, vr, cols), ("idx", "u32", irows, 64, 1 if shared else vr, 64),
             ("dst", t, rows, dcols, vr, dcols)]
    data = {"src": _scores(rng, t, (rows, 64)), "idx": rng.permutation(irows * 64).astype(np.uint32).reshape(irows, 64),
            "dst": np.full((rows, dcols), 3, NPT[t])}
    ins = "%tile_src, %tile_idx : {src}, {idx}"
    if path == "padded":
        tiles.append(("tmp", t, 1, 64, 1, 64))
        data["tmp"] = np.full((1, 64), 5, NPT[t])
        ins = "%tile_src, %tile_idx, %tile_tmp : {src}, {idx}, {tmp}"
    tile_op = f"  pto.tsort32 ins({ins}) outs(%tile_dst : {{dst}})"
    expansion = "\n".join([consts(rows=vr, cols=cols, src_stride=64, dst_stride=dcols, idx_stride=0 if shared else 64),
                           indent(text)])
    got = run_both(tiles, tile_op, expansion, data)
    dst = got["dst"].view(NPT[t]).reshape(rows, dcols)
    size = DT[t].bits // 8
    recs = dst[:vr].view(np.uint8).reshape(vr, -1, 8)
    # each record's index names its score: src's bits at that index's place in the row
    idx_rows = data["idx"] if not shared else np.repeat(data["idx"], vr, 0)
    for r in range(vr):
        n = 32 * (cols // 32)  # the whole blocks' records
        index = recs[r, :n, 4:].copy().view(np.uint32).reshape(-1)
        where = [int(np.nonzero(idx_rows[r] == k)[0][0]) for k in index]
        want = data["src"][r, where].view(np.uint8).reshape(n, size)
        assert np.array_equal(recs[r, :n, :size], want)
        scores = recs[r, :32, :size].copy().view(NPT[t]).reshape(-1).astype(np.float64)
        finite = scores[~np.isnan(scores)]
        assert (finite[1:] <= finite[:-1]).all()  # largest first (infinities included)
    assert (dst[vr:] == 3).all()  # the invalid row is untouched


# ----------------------------------------------------------------------------------- tmrgsort
def _sorted_lists(rng, t, k, n):
    """k lists of n records each (8 bytes: the score's bits, then a u32 index), each sorted
    largest first with numpy (ties and +-0.0 among the scores; NaN, which sorts last, excluded so
    that numpy's order is the merge's), as rows of T elements."""
    per = 8 // (DT[t].bits // 8)
    out = []
    for j in range(k):
        s = rng.integers(-6, 6, n).astype(NPT[t])
        s[::5] = np.array(-0.0, NPT[t])
        s = np.sort(s)[::-1].copy()
        recs = np.zeros((n, 8), np.uint8)
        recs[:, :DT[t].bits // 8] = s.view(np.uint8).reshape(n, -1)
        recs[:, 4:] = (np.arange(n, dtype=np.uint32) + 100 * j).view(np.uint8).reshape(n, 4)
        out.append(recs.reshape(-1).view(NPT[t]).reshape(1, n * per))
    return out


@pytest.mark.parametrize(("t", "path", "text"), [p for p in paths("tmrgsort") if p.values[1] == "blocks"])
@pytest.mark.parametrize("groups", [1, 2])
def test_tmrgsort_blocks_path_merges_as_the_tile_op(t, path, text, groups):
    """blockLen 64 elements: groups of four sorted blocks of src0's valid columns, and a partial
    group past them that neither kernel touches."""
    rng = rng_for("tmrgsort", t, groups)
    per = 8 // (DT[t].bits // 8)
    bl = 64
    blocks = _sorted_lists(rng, t, 4 * groups + 1, bl // per)
    src = np.concatenate(blocks, axis=1)
    cols = src.shape[1]
    vc = 4 * bl * groups + bl // 2  # the groups, then half a block
    tiles = [("src0", t, 1, cols, 1, vc), ("dst", t, 1, cols, 1, vc)]
    data = {"src0": src, "dst": np.full((1, cols), 9, NPT[t])}
    tile_op = (f"  %bl = arith.constant {bl} : i32\n"
               "  pto.tmrgsort ins(%tile_src0, %bl : {src0}, i32) outs(%tile_dst : {dst})")
    expansion = "\n".join([f"  %blockLen = arith.constant {bl} : i32", consts(cols=vc), indent(text)])
    got = run_both(tiles, tile_op, expansion, data)
    dst = got["dst"].view(NPT[t]).reshape(1, cols)
    for g in range(groups):
        recs = dst[0, 4 * bl * g:4 * bl * (g + 1)].view(np.uint8).reshape(-1, 8)
        scores = recs[:, :DT[t].bits // 8].copy().view(NPT[t]).reshape(-1).astype(np.float64)
        assert (np.diff(scores) <= 0).all()
        want = np.sort(np.concatenate(blocks[4 * g:4 * g + 4], axis=1).view(np.uint8).reshape(-1, 8)[:, 4:]
                       .copy().view(np.uint32).reshape(-1))
        assert np.array_equal(np.sort(recs[:, 4:].copy().view(np.uint32).reshape(-1)), want)
    assert (dst[0, 4 * bl * groups:] == 9).all()


@pytest.mark.parametrize(("t", "path", "text"), [p for p in paths("tmrgsort") if p.values[1] != "blocks"])
@pytest.mark.parametrize("exhausted", [False, True])
def test_tmrgsort_list_paths_merge_as_the_tile_op(t, path, text, exhausted):
    """Lists of 24, 16, 40 and 8 records' valid columns in wider tiles; dst's valid columns fewer
    than the merge's (tmp holds the rest), not a whole register."""
    k = int(path[-1])
    rng = rng_for("tmrgsort", t, path, exhausted)
    per = 8 // (DT[t].bits // 8)
    counts = [24, 16, 40, 8][:k]
    lists = _sorted_lists(rng, t, k, 48)
    tiles, data = [], {}
    for j in range(k):
        tiles.append((f"src{j}", t, 1, 48 * per, 1, counts[j] * per))
        data[f"src{j}"] = lists[j]
    total = sum(counts) * per
    tcols = 160 * per
    dvc = total - 3 * per
    tiles += [("tmp", t, 1, tcols, 1, tcols), ("dst", t, 1, tcols, 1, dvc)]
    data["tmp"] = np.full((1, tcols), 4, NPT[t])
    data["dst"] = np.full((1, tcols), 9, NPT[t])
    ins = ", ".join(f"%tile_src{j}" for j in range(k)) + ", %tile_tmp"
    types = ", ".join("{" + f"src{j}" + "}" for j in range(k)) + ", {tmp}"
    tile_op = ("  %executed = arith.constant dense<0> : vector<4xi16>\n"
               f"  pto.tmrgsort ins({ins} {{exhausted = {'true' if exhausted else 'false'}}} : {types}) "
               "outs(%tile_dst, %executed : {dst}, vector<4xi16>)")
    expansion = "\n".join([f"  %exhausted = arith.constant {int(exhausted)} : i64",
                           consts(dst_cols=dvc, **{f"cols{j}": counts[j] * per for j in range(k)}), indent(text)])
    got = run_both(tiles, tile_op, expansion, data, names=("tmp", "dst"))
    dst = got["dst"].view(NPT[t]).reshape(1, tcols)
    scores = dst[0, :dvc].view(np.uint8).reshape(-1, 8)[:, :DT[t].bits // 8].copy().view(NPT[t]).reshape(-1)
    # with exhausted, the merge stops when a list runs out (after at least the shortest list's
    # records): tmp's bytes past the merge follow in dst
    merged = min(counts) if exhausted else len(scores)
    assert (np.diff(scores[:merged].astype(np.float64)) <= 0).all()
    if not exhausted:  # every valid record of every list taken: the top of their union
        union = np.sort(np.concatenate([lists[j][0, :counts[j] * per].view(np.uint8).reshape(-1, 8)[:, :DT[t].bits // 8]
                                        .copy().view(NPT[t]).reshape(-1) for j in range(k)]).astype(np.float64))[::-1]
        assert np.array_equal(scores.astype(np.float64), union[:len(scores)])
    assert (dst[0, dvc:] == 9).all()


# ---------------------------------------------------------------------------- tgather, tscatter
UNSIGNED = {8: "u8", 16: "u16", 32: "u32"}


def _index_types(t, op):
    """The index types each path is proved with: 32-bit for 32-bit data, 16-bit otherwise."""
    return ("i32", "u32") if DT[t].bits == 32 else ("i16", "u16")


@pytest.mark.parametrize(("t", "path", "text"), [p for p in paths("tgather") if not p.values[1].startswith("mask-")])
@pytest.mark.parametrize("signed", [False, True], ids=["unsigned-idx", "signed-idx"])
def test_tgather_paths_gather_as_the_tile_op(t, path, text, signed):
    """dst's valid region (3 of 4 rows, a register and a half less 5 columns: a tail) gathered
    from every place of a 4 x 48 src by indices in a wider tile, repeated places included."""
    rng = rng_for("tgather", t, signed)
    it = _index_types(t, "tgather")[signed]
    lanes = 128 if DT[t].bits == 8 else ISA.machine.vreg_bytes * 8 // DT[t].bits
    cols = lanes + lanes // 2
    vr, vc = 3, cols - 5
    n_src = 4 * 48
    places = rng.integers(0, n_src, (4, cols + 16))
    places[0, :8] = [0, n_src - 1, 5, 5, 5, 0, n_src - 1, 7]
    tiles = [("src", t, 4, 48, 4, 48), ("indices", it, 4, cols + 16, 4, cols + 16), ("dst", t, 4, cols, vr, vc)]
    data = {"src": sample(rng, t, (4, 48)), "indices": places.astype(NPT[it]), "dst": sample(rng, t, (4, cols))}
    tile_op = "  pto.tgather ins(%tile_src, %tile_indices : {src}, {indices}) outs(%tile_dst : {dst})"
    expansion = "\n".join([consts(rows=vr, cols=vc, indices_stride=cols + 16, dst_stride=cols), indent(text)])
    got = run_both(tiles, tile_op, expansion, data, ptr_types={"indices": UNSIGNED[DT[it].bits]})
    dst = got["dst"].view(NPT[t]).reshape(4, cols)
    want = data["dst"].copy()
    want[:vr, :vc] = data["src"].reshape(-1)[places[:vr, :vc]]
    assert np.array_equal(dst.view(np.uint8), want.view(np.uint8))


@pytest.mark.parametrize(("t", "path", "text"), [p for p in paths("tscatter") if not p.values[1].startswith("mask-")])
@pytest.mark.parametrize("signed", [False, True], ids=["unsigned-idx", "signed-idx"])
def test_tscatter_paths_scatter_as_the_tile_op(t, path, text, signed):
    """dst (4 rows of two whole registers, so the zeroing stays in the tile) zeroed, then dst's
    valid region (3 rows, a register and a half less 5 columns) of src scattered to the places
    the indices name, repeated places included (the later element wins)."""
    rng = rng_for("tscatter", t, signed)
    it = _index_types(t, "tscatter")[signed]
    lanes = ISA.machine.vreg_bytes * 8 // DT[t].bits
    cols = 2 * lanes
    vr, vc = 3, lanes + lanes // 2 - 5
    n = 4 * cols
    places = rng.permutation(n)[:4 * (cols + 16)] if n >= 4 * (cols + 16) else rng.integers(0, n, 4 * (cols + 16))
    places = places.reshape(4, cols + 16)
    places[0, :4] = [7, 7, n - 1, 0]
    places[2, 9] = 7  # a later row's element wins
    tiles = [("src", t, 4, cols + 32, vr, vc), ("indices", it, 4, cols + 16, vr, vc), ("dst", t, 4, cols, vr, vc)]
    data = {"src": sample(rng, t, (4, cols + 32)), "indices": places.astype(NPT[it]), "dst": sample(rng, t, (4, cols))}
    tile_op = "  pto.tscatter ins(%tile_src, %tile_indices : {src}, {indices}) outs(%tile_dst : {dst})"
    expansion = "\n".join([consts(rows=vr, cols=vc, tile_rows=4, src_stride=cols + 32, indices_stride=cols + 16,
                                  dst_stride=cols), indent(text)])
    got = run_both(tiles, tile_op, expansion, data, ptr_types={"indices": UNSIGNED[DT[it].bits]})
    want = np.zeros(n, NPT[t])
    for r in range(vr):
        for c in range(vc):
            want[places[r, c]] = data["src"][r, c]
    assert np.array_equal(got["dst"], want.view(np.uint8))


# -------------------------------------------------------------------------------- thistogram
@pytest.mark.parametrize(("t", "path", "text"), list(paths("thistogram")))
def test_thistogram_paths_count_as_the_tile_op(t, path, text):
    """Each byte's path: 3 of 4 rows valid, 300 of 320 columns (a repeat of 256 and a tail), values
    drawn so that the filters keep some elements (the idx bytes are the commonest higher bytes);
    the counters must be numpy's running counts, and the fourth row of dst keeps its bytes."""
    byte = int(path[-1])
    rng = rng_for("thistogram", path)
    rows, cols, vr, vc = 4, 320, 3, 300
    width = DT[t].bits // 8
    src = rng.integers(0, 2 ** (8 * width), (rows, cols), dtype=np.uint64).astype(NPT[t])
    high = rng.integers(0, 3, (rows, cols)).astype(np.uint64)  # few distinct higher bytes
    if width == 2:
        src = ((src.astype(np.uint64) & 0xFF) | (high << 8)).astype(NPT[t])
        idx = np.array([[1], [2], [0], [1]], np.uint8)  # a column: row r's high byte
        idx_tile = ("idx", "u8", rows, 1, vr, 1, ", blayout=col_major")
    else:
        planes = [rng.integers(0, 3, (rows, cols)).astype(np.uint64) for _ in range(3)]  # bytes 1-3 apart
        src = ((src.astype(np.uint64) & 0xFF) | (planes[0] << 8) | (planes[1] << 16) | (high << 24)).astype(NPT[t])
        n_idx = max(3 - byte, 1)
        idx = np.zeros((n_idx, cols), np.uint8)
        idx[:, 0] = 1
        idx_tile = ("idx", "u8", n_idx, cols, n_idx, vc)
    src[0, :3] = [0, NPT[t](2 ** (8 * width) - 1), 0]
    tiles = [("src", t, rows, cols, vr, vc), idx_tile, ("dst", "u32", rows, 256, vr, 256)]
    data = {"src": src, "idx": idx, "dst": np.full((rows, 256), 77, np.uint32)}
    tile_op = ("  pto.thistogram ins(%tile_src, %tile_idx : {src}, {idx}) outs(%tile_dst : {dst})"
               f" {{byte = {byte} : i32}}")
    expansion = "\n".join([consts(rows=vr, cols=vc, src_stride=cols, idx_stride=idx.shape[1]), indent(text)])
    got = run_both(tiles, tile_op, expansion, data)
    dst = got["dst"].view(np.uint32).reshape(rows, 256)
    v = src[:vr, :vc].astype(np.uint64)
    picked = (v >> (8 * byte)) & 0xFF
    keep = np.ones_like(v, bool)
    if width == 2 and byte == 0:
        keep = (v >> 8) == idx[:vr, :1]
    for k, higher in enumerate(range(8 * width // 8 - 1, byte, -1) if width == 4 else ()):
        keep &= ((v >> (8 * higher)) & 0xFF) == idx[k, 0]
    for r in range(vr):
        want = np.cumsum(np.bincount(picked[r][keep[r]].astype(np.int64), minlength=256))
        assert np.array_equal(dst[r], want), r
        assert keep[r].sum() > 0
    assert (dst[vr:] == 77).all()


# ----------------------------------------------------------------------------------- trandom
@pytest.mark.parametrize(("t", "path", "text"), list(paths("trandom")))
@pytest.mark.parametrize(("rounds", "vc"), [(10, 300), (7, 256)], ids=["10-rounds-tail", "7-rounds-whole"])
def test_trandom_path_generates_as_the_tile_op(t, path, text, rounds, vc):
    """3 of 4 rows of 320 columns (300: a block of 256 and a tail of 44; or exactly one block),
    a counter whose low word carries into the higher ones within the first block and a key of
    both signs; the fourth row and the columns past the valid ones keep dst's bytes."""
    rng = rng_for("trandom", t, rounds)
    rows, cols, vr = 4, 320, 3
    scalars = {"key0": -12345, "key1": 0x7FFFFFF0, "counter0": -40, "counter1": -1, "counter2": 5, "counter3": -7}
    defs = "\n".join(f"  %{k} = arith.constant {v} : i32" for k, v in scalars.items())
    tiles = [("dst", t, rows, cols, vr, vc)]
    data = {"dst": sample(rng, t, (rows, cols))}
    tile_op = (defs + "\n  pto.trandom ins(%key0, %key1, %counter0, %counter1, %counter2, %counter3"
               f" {{rounds = {rounds} : i32}} : i32, i32, i32, i32, i32, i32) outs(%tile_dst : {{dst}})")
    expansion = "\n".join([defs, consts(rounds=rounds, rows=vr, cols=vc, dst_stride=cols), indent(text)])
    got = run_both(tiles, tile_op, expansion, data, ptr_types={"dst": "u32"})
    dst = got["dst"].view(NPT[t]).reshape(rows, cols)
    assert np.array_equal(dst[vr:], data["dst"][vr:]) and np.array_equal(dst[:, vc:], data["dst"][:, vc:])
    assert len(np.unique(dst[:vr, :vc])) > vr * vc - 3  # random words: (almost) no repeats


# ------------------------------------------------- tsort32's runs of 255 blocks (D-TSORT32-RUNS)
def _long_row(t, blocks, tail, seed):
    """One row of `blocks` blocks (the last one `tail` elements short), its idx and dst as
    semantics tiles over one unified buffer, src's scores distinct within each block."""
    from ptoisa_ref import semantics as S
    rng = np.random.default_rng(seed)
    size = DT[t].bits // 8
    cols = 32 * blocks
    vc = cols - tail
    ub = np.zeros(cols * (size + 4 + 8) + 1024 + 4096, np.uint8)
    src = S.Tile(ub, 0, t, 1, cols, valid_rows=1, valid_cols=vc)
    idx = S.Tile(ub, cols * size, "u32", 1, cols)
    dst = S.Tile(ub, cols * (size + 4), t, 1, cols * 8 // size)
    tmp = S.Tile(ub, cols * (size + 4 + 8) + 1024, t, 1, 64)
    src.values()[0] = np.concatenate([rng.permutation(32) for _ in range(blocks)]).astype(NPT[t])
    idx.values()[0] = np.arange(cols, dtype=np.uint32)
    dst.values()[0] = np.array(7, NPT[t])
    return S, src, idx, dst, tmp


def _sorted_blocks(dst, t, blocks):
    """Which blocks' records in dst are a largest-first sort of their block (the index of each
    record names its score: the scores are a permutation of 0..31 per block, index = column)."""
    recs = dst.values()[0].view(np.uint8).reshape(-1, 8)
    size = DT[t].bits // 8
    scores = recs[:, :size].copy().view(NPT[t]).reshape(-1).astype(np.float64)
    index = recs[:, 4:].copy().view(np.uint32).reshape(-1)
    out = []
    for b in range(blocks):
        s, i = scores[32 * b:32 * b + 32], index[32 * b:32 * b + 32]
        out.append(bool((s == np.arange(31, -1, -1)).all() and (i // 32 == b).all()))
    return out


@pytest.mark.parametrize("target", ["a5", "a2a3"])
@pytest.mark.parametrize(("blocks", "unsorted"), [(256, 0), (510, 255)])
def test_tsort32_leaves_the_last_run_of_a_multiple_of_255_blocks_unsorted(target, blocks, unsorted):
    """256 blocks run as 255 + 1; 510 as 255 + 0: the last 255 blocks keep dst's bytes."""
    S, src, idx, dst, _ = _long_row("f16", blocks, 0, blocks)
    S.tsort32(src, idx, dst, target=target)
    got = _sorted_blocks(dst, "f16", blocks)
    assert got == [True] * (blocks - unsorted) + [False] * unsorted
    assert (dst.values()[0, 8 * 32 * (blocks - unsorted) // 2:] == 7).all()


@pytest.mark.parametrize("target", ["a5", "a2a3"])
def test_tsort32_with_tmp_leaves_a_last_run_of_255_blocks_with_its_tail_unsorted(target):
    """255 blocks, the last 13 elements short, with tmp: a long row whose only chunk has
    255 % 255 = 0 repeats, so nothing is sorted and tmp keeps its bytes; 256 such blocks sort
    255 in place and the tail through tmp."""
    S, src, idx, dst, tmp = _long_row("f32", 255, 19, 1)
    tmp.values()[0] = np.float32(3)
    S.tsort32(src, idx, dst, tmp=tmp, target=target)
    assert not any(_sorted_blocks(dst, "f32", 255)) and (dst.values() == 7).all() and (tmp.values() == 3).all()
    S, src, idx, dst, tmp = _long_row("f32", 256, 0, 2)
    src.valid_cols = 32 * 256 - 19
    S.tsort32(src, idx, dst, tmp=tmp, target=target)
    assert _sorted_blocks(dst, "f32", 256)[:255] == [True] * 255


@pytest.mark.parametrize("blocks", [256, 510])
def test_tsort32_whole_path_runs_255_blocks_at_a_time_as_the_tile_op(blocks):
    """One f16 row of 256 blocks (255 + 1) or 510 (255 + 0: the last run unsorted) through the
    whole path's expansion and the tile op."""
    text = next(text for t, path, text in OPS["tsort32"].expansions if t == "f16" and path == "whole")
    rng = rng_for("tsort32-runs", blocks)
    cols = 32 * blocks
    tiles = [("src", "f16", 1, cols, 1, cols), ("idx", "u32", 1, cols, 1, cols), ("dst", "f16", 1, 4 * cols, 1, 4 * cols)]
    data = {"src": np.concatenate([rng.permutation(32) for _ in range(blocks)]).astype(np.float16).reshape(1, cols),
            "idx": np.arange(cols, dtype=np.uint32).reshape(1, cols), "dst": np.full((1, 4 * cols), 7, np.float16)}
    tile_op = "  pto.tsort32 ins(%tile_src, %tile_idx : {src}, {idx}) outs(%tile_dst : {dst})"
    expansion = "\n".join([consts(rows=1, cols=cols, src_stride=cols, dst_stride=4 * cols, idx_stride=0), indent(text)])
    got = run_both(tiles, tile_op, expansion, data)
    unsorted = 255 if blocks == 510 else 0
    assert (got["dst"].view(np.float16)[4 * 32 * (blocks - unsorted):] == 7).all()
    assert (got["dst"].view(np.float16)[:4 * 32 * (blocks - unsorted)] != 7).any()


@pytest.mark.parametrize(("t", "path", "text"), [p for p in paths("tsort32") if p.values[1] == "long"])
@pytest.mark.parametrize(("blocks", "tail"), [(130, 13), (256, 19), (255, 5)], ids=["one-run", "two-runs", "255-blocks"])
def test_tsort32_long_path_sorts_as_the_tile_op(t, path, text, blocks, tail):
    """Rows of more than 8160 bytes with a partial last block, through tmp: one run of 130 blocks
    (129 in place, the tail staged), two runs (255 in place, then the tail alone), and 255 blocks,
    whose only run has 255 % 255 = 0 repeats: nothing is sorted, tmp keeps its bytes (D-TSORT32-RUNS).
    Two rows, idx per row."""
    rng = rng_for("tsort32-long", t, blocks)
    per = 8 // (DT[t].bits // 8)
    cols = 32 * blocks
    vc = cols - (32 - tail)
    assert vc * DT[t].bits // 8 > 8160  # (a shorter row takes the padded path)
    rows = 2 if blocks < 200 else 1
    tiles = [("src", t, rows, cols, rows, vc), ("idx", "u32", rows, cols, rows, cols),
             ("tmp", t, 1, 64, 1, 64), ("dst", t, rows, per * cols, rows, per * cols)]
    data = {"src": np.concatenate([rng.permutation(32) for _ in range(rows * blocks)]).astype(NPT[t]).reshape(rows, cols),
            "idx": np.arange(rows * cols, dtype=np.uint32).reshape(rows, cols),
            "tmp": np.full((1, 64), 3, NPT[t]), "dst": np.full((rows, per * cols), 7, NPT[t])}
    tile_op = "  pto.tsort32 ins(%tile_src, %tile_idx, %tile_tmp : {src}, {idx}, {tmp}) outs(%tile_dst : {dst})"
    expansion = "\n".join([consts(rows=rows, cols=vc, src_stride=cols, dst_stride=per * cols, idx_stride=cols),
                           indent(text)])
    got = run_both(tiles, tile_op, expansion, data)
    dst = got["dst"].view(NPT[t]).reshape(rows, per * cols)
    if blocks == 255:
        assert (dst == 7).all() and (got["tmp"].view(NPT[t]) == 3).all()
    else:
        first = dst[0, :per * 32].view(np.uint8).reshape(32, 8)[:, :DT[t].bits // 8].copy().view(NPT[t]).reshape(-1)
        assert np.array_equal(first, np.arange(31, -1, -1).astype(NPT[t]))
        assert not (got["tmp"].view(NPT[t]) == 3).all()
