"""The A5 expansions of the irregular tile ops (sorts, gathers and scatters, the histogram, the
random generator) are proofs: each named path of an op's `expansion:` (the micro-ops PTOAS's A5
library runs) runs under ptoisa.run through the vector semantics on the same tiles as the tile op,
and the two kernels must leave the same bytes in every tile, for each A5 type the path covers,
with edge values (NaN, inf, -0.0, ties, integer extremes) and valid regions smaller than the tiles.
Each proof also checks a property of the result against numpy, so that two kernels that both do
nothing cannot agree."""
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import sample

ISA = the_isa()
OPS = {op.name: op for op in ISA.ops}
DT = {d.name: d for d in ISA.machine.dtypes}
NPT = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "u32": np.uint32, "i16": np.int16,
       "u16": np.uint16, "i8": np.int8, "u8": np.uint8}


def rng_for(*key):
    return np.random.default_rng(abs(hash("/".join(map(str, key)))) % 2**32)


def paths(name):
    for t, path, text in OPS[name].expansions:
        yield pytest.param(t, path, text, id=f"{name}-{t}-{path}")


def _nbytes(t, rows, cols):
    return rows * cols * DT[t].bits // 8


def kernel(tiles, body):
    """A kernel over `tiles`, (name, type, rows, cols, valid rows, valid cols[, layout text]):
    each is loaded whole from the tensor %g_<name> into a tile at a fixed, 256-byte aligned
    address, `%tile_<name>` is its valid-shape view and `%<name>` its unified-buffer pointer
    (so an expansion names an operand's pointer by the operand's name); `{name}` in `body` is
    replaced by that valid-shape tile type. After `body` every tile is stored back whole."""
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
                  f"  %view_{n} = pto.make_tensor_view %g_{n}, shape = [%r_{n}, %c_{n}], strides = [%c_{n}, %k1] : {types[n][2]}",
                  f"  %full_{n} = pto.alloc_tile addr = %addr_{n} : {full}",
                  f"  pto.tload ins(%view_{n} : {types[n][2]}) outs(%full_{n} : {full})",
                  f"  %tile_{n} = pto.alloc_tile addr = %addr_{n} : {types[n][1]}",
                  f"  %{n} = pto.castptr %addr_{n} : i64 -> !pto.ptr<{ty}, ub>"]
        addr += (_nbytes(t, r, c) + 255) // 256 * 256
    for n, (_, part, _) in types.items():
        body = body.replace("{" + n + "}", part)
    lines.append(body)
    lines += [f"  pto.tstore ins(%full_{n} : {full}) outs(%view_{n} : {view})" for n, (full, _, view) in types.items()]
    return "\n".join(lines + ["  return", "}"]) + "\n"


def consts(**values):
    """`%name = arith.constant v : index` lines: the free names an expansion's text lists."""
    return "\n".join(f"  %{k} = arith.constant {v} : index" for k, v in values.items())


def run_both(tiles, tile_op, expansion, data, names=None):
    """Both kernels on copies of `data` (by operand name); the tiles' bytes after each, which must
    be equal for `names` (default: every tile)."""
    out = {}
    for kind, body in (("tile", tile_op), ("expansion", expansion)):
        bufs = ptoisa.run(kernel(tiles, body), args={f"g_{k}": v.copy() for k, v in data.items()}).buffers
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


@pytest.mark.parametrize(("t", "path", "text"), list(paths("tsort32")))
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
        assert (np.diff(finite) <= 0).all()  # largest first
    assert (dst[vr:] == 3).all()  # the invalid row is untouched
