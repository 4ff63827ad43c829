"""The A5 expansions of the quantization and block-gather tile ops are proofs: each named path of
an op's `expansion:` (the micro-ops the vendor's A5 library runs) runs under ptoisa.run through
the vector semantics on the same tiles as the tile op, and the two kernels must leave the same
bytes in every tile, for each type the path covers, with edge values and valid regions smaller
than the tiles. Each proof also checks the result against values computed here by plain loops
from the op's rules, so that two kernels that both do nothing (or both do the same wrong thing)
cannot agree."""
import math

import numpy as np
import pytest

from helpers import sample
from reference import NP as NPT
from test_tile_expansion_irregular import DT, OPS, consts, indent, rng_for, run_both


def path_text(name, path, t=None):
    return next(text for typ, p, text in OPS[name].expansions if p == path and (t is None or typ == t))


def path_params(name):
    return [pytest.param(t, p, text, id=f"{t}-{p}") for t, p, text in OPS[name].expansions]


# ------------------------------------------------------------------------------------- tquant
def _round_half_even(v):
    f = math.floor(v)
    d = v - f
    return f + 1 if d > 0.5 or (d == 0.5 and f % 2) else f


def _int8(v, lo, hi):
    """The f32 value v rounded to nearest even and clamped; NaN 0 (D-TQUANT-INT8)."""
    if math.isnan(v):
        return 0
    if math.isinf(v):
        return hi if v > 0 else lo
    return max(lo, min(hi, _round_half_even(v)))


QUANT_EDGES = [np.nan, np.inf, -np.inf, -0.0, 0.5, 1.5, 2.5, -2.5, -0.5, 126.5, 127.5, -128.5, 254.5, 255.5,
               1e-45, -1e-45, 1.2e-38, 3.4e38, -3.4e38, 7.0, -129.0, 300.0]


@pytest.mark.parametrize(("t", "path", "text"), path_params("tquant"))
@pytest.mark.parametrize("params", ["column", "row"], ids=["column-tiles", "one-row-of-scales"])
def test_tquant_paths_quantize_as_the_tile_op(t, path, text, params):
    """3 of 4 rows valid, 150 of 160 columns (two registers and a tail of 22); the scales and
    offsets as PTOAS writes them (column tiles, (i, 0) = element i) or one row-major row of them
    (A5 reads element i of the tile's storage for row i, as pto-isa's library loads it)."""
    asym = path == "asym"
    rng = rng_for("tquant", path, params)
    rows, cols, vr, vc = 4, 160, 3, 150
    x = (rng.standard_normal((rows, cols)) * 90).astype(np.float32)
    x[0, :len(QUANT_EDGES)] = QUANT_EDGES
    x[1, :len(QUANT_EDGES)] = QUANT_EDGES[::-1]
    scale = np.array([1.0, 0.5, 3.0, 2.0], np.float32)
    off = np.array([0.25, 100.0, -3.0, 1.0], np.float32)
    dt = "u8" if asym else "i8"
    npd = np.uint8 if asym else np.int8
    if params == "column":
        par = lambda n: (n, "f32", rows, 1, vr, 1, ", blayout=col_major")  # noqa: E731
        pdata = lambda v: v.reshape(rows, 1)  # noqa: E731
    else:
        par = lambda n: (n, "f32", 1, 8, 1, 8)  # noqa: E731
        pdata = lambda v: np.concatenate([v, np.full(4, 99.0, np.float32)]).reshape(1, 8)  # noqa: E731
    tiles = [("src", "f32", rows, cols, vr, vc), par("fp"), ("dst", dt, rows, cols, vr, vc)]
    data = {"src": x, "fp": pdata(scale), "dst": np.full((rows, cols), 0x5A, np.uint8).view(npd)}
    if asym:
        tiles.insert(2, par("offset"))
        data["offset"] = pdata(off)
        tile_op = ("  pto.tquant ins(%tile_src, %tile_fp, %tile_offset : {src}, {fp}, {offset}) outs(%tile_dst : {dst})"
                   " {quant_type = #pto<quant_type INT8_ASYM>}")
    else:
        tile_op = ("  pto.tquant ins(%tile_src, %tile_fp : {src}, {fp}) outs(%tile_dst : {dst})"
                   " {quant_type = #pto<quant_type INT8_SYM>}")
    expansion = "\n".join([consts(rows=vr, cols=vc, src_stride=cols, dst_stride=cols), indent(text)])
    got = run_both(tiles, tile_op, expansion, data)
    dst = got["dst"].view(npd).reshape(rows, cols)
    lo, hi = (0, 255) if asym else (-128, 127)
    want = np.full((rows, cols), 0x5A, np.uint8).view(npd)
    with np.errstate(all="ignore"):
        for i in range(vr):
            for j in range(vc):
                v = np.float32(x[i, j] * scale[i])
                if asym:
                    v = np.float32(v + off[i])
                want[i, j] = _int8(float(v), lo, hi)
    assert np.array_equal(dst, want)


# ---------------------------------------------------------------------------------- tgatherb
UNSIGNED = {"i32": "u32", "u32": "u32"}


@pytest.mark.parametrize(("t", "path", "text"), path_params("tgatherb"))
@pytest.mark.parametrize("ot", ["u32", "i32"])
def test_tgatherb_path_gathers_blocks_as_the_tile_op(t, path, text, ot):
    """dst's valid region 3 of 4 rows, a register and a half less 5 columns (a tail that ends
    inside a block), from 32-byte blocks anywhere in an 8-row src (its first and last block and
    repeated blocks included), with NaN and integer extremes among the bytes; i32 offsets are
    read as unsigned."""
    rng = rng_for("tgatherb", t, ot)
    size = DT[t].bits // 8
    lanes, per = 256 // size, 32 // size
    rows, cols, vr, vc = 4, 2 * lanes, 3, lanes + lanes // 2 - 5
    srows, scols = 8, 2 * lanes
    nblk = srows * scols // per
    ocols = 24
    offs = rng.integers(0, nblk, (rows, ocols)) * 32
    offs[0, :4] = [0, (nblk - 1) * 32, 64, 64]
    src = sample(rng, t, (srows, scols))
    dst0 = sample(rng, t, (rows, cols))
    tiles = [("src", t, srows, scols, srows, scols), ("offsets", ot, rows, ocols, rows, ocols),
             ("dst", t, rows, cols, vr, vc)]
    data = {"src": src, "offsets": offs.astype(NPT[ot]), "dst": dst0}
    tile_op = "  pto.tgatherb ins(%tile_src, %tile_offsets : {src}, {offsets}) outs(%tile_dst : {dst})"
    expansion = "\n".join([consts(rows=vr, cols=vc, offsets_stride=ocols, dst_stride=cols), indent(text)])
    got = run_both(tiles, tile_op, expansion, data, ptr_types={"offsets": UNSIGNED[ot]})
    sbytes = src.view(np.uint8).reshape(-1)
    want = dst0.view(np.uint8).reshape(rows, cols * size).copy()
    for i in range(vr):
        for j in range(vc):
            at = int(offs[i, j // per]) + (j % per) * size
            want[i, j * size:(j + 1) * size] = sbytes[at:at + size]
    assert np.array_equal(got["dst"].reshape(rows, cols * size), want)


# --------------------------------------------------------- tgather and tscatter: the mask forms
PICK = {"P1111": (0, 1), "P0101": (0, 2), "P1010": (1, 2), "P0001": (0, 4), "P0010": (1, 4), "P0100": (2, 4),
        "P1000": (3, 4)}  # the pattern's first element and step (the rightmost digit is element 0)


def mask_params(name):
    """(type, path, text, pattern, axis) for the mask form's paths: a "row" path per pattern, the
    "col" path(s) for every pattern they cover."""
    for t, path, text in OPS[name].expansions:
        if not path.startswith("mask-"):
            continue
        axis = path.split("-")[1]
        pats = [path.split("-")[2]] if path.count("-") == 2 and path.split("-")[2] in PICK else \
            [p for p in PICK if (p == "P1111") == path.endswith("-all")] if name == "tscatter" and axis == "col" else \
            list(PICK)
        for p in pats:
            yield pytest.param(t, path, text, p, axis, id=f"{t}-{path}-{p}" if p not in path else f"{t}-{path}")


def _mask_op(name, pattern, axis):
    return (f"  pto.{name} ins(%tile_src, {{maskPattern = #pto.mask_pattern<{pattern}>}} : {{src}}, \"{axis}\")"
            " outs(%tile_dst : {dst})")


@pytest.mark.parametrize(("t", "path", "text", "pattern", "axis"), list(mask_params("tgather")))
def test_tgather_mask_paths_pick_as_the_tile_op(t, path, text, pattern, axis):
    """dst's valid region 3 of 4 rows, a register and a half less 5 columns, picked from a 12-row
    src of two registers a row: a "row" pick of step 2 or 4 runs on into the next rows' elements
    (counted flat, as the library's whole-register loads read them)."""
    rng = rng_for("tgather-mask", t, path, pattern)
    size = DT[t].bits // 8
    lanes = 256 // size
    rows, cols, vr, vc = 4, 2 * lanes, 3, lanes + lanes // 2 - 5
    srows, scols = 12, 2 * lanes
    src, dst0 = sample(rng, t, (srows, scols)), sample(rng, t, (rows, cols))
    tiles = [("src", t, srows, scols, srows, scols), ("dst", t, rows, cols, vr, vc)]
    start, step = PICK[pattern]
    extra = {"start": start, "stride": step} if axis == "col" else {}
    expansion = "\n".join([consts(rows=vr, cols=vc, src_stride=scols, dst_stride=cols, **extra), indent(text)])
    got = run_both(tiles, _mask_op("tgather", pattern, axis), expansion, {"src": src, "dst": dst0})
    want = dst0.copy()
    flat = src.reshape(-1)
    for i in range(vr):
        for c in range(vc):
            want[i, c] = flat[i * scols + start + c * step] if axis == "row" else src[start + i * step, c]
    assert np.array_equal(got["dst"], want.view(np.uint8).reshape(-1))


@pytest.mark.parametrize(("t", "path", "text", "pattern", "axis"), list(mask_params("tscatter")))
def test_tscatter_mask_paths_spread_as_the_tile_op(t, path, text, pattern, axis):
    """src's valid region 3 of 4 rows, a register and a half less 5 columns, spread into a dst of
    four registers a row ("row": src's valid columns x step of each row, the unpicked places 0;
    the rest of dst keeps its bytes) or of 12 rows ("col": dst zeroed, unless P1111, then src's
    rows at the picked rows)."""
    rng = rng_for("tscatter-mask", t, path, pattern)
    size = DT[t].bits // 8
    lanes = 256 // size
    srows, scols, vr, vc = 4, 2 * lanes, 3, lanes + lanes // 2 - 5
    drows, dcols = (4, 8 * lanes) if axis == "row" else (12, 2 * lanes)
    src, dst0 = sample(rng, t, (srows, scols)), sample(rng, t, (drows, dcols))
    tiles = [("src", t, srows, scols, vr, vc), ("dst", t, drows, dcols, drows, dcols)]
    start, step = PICK[pattern]
    extra = {"start": start, "stride": step, "tile_rows": drows} if path == "mask-col" else {}
    expansion = "\n".join([consts(rows=vr, cols=vc, src_stride=scols, dst_stride=dcols, **extra), indent(text)])
    got = run_both(tiles, _mask_op("tscatter", pattern, axis), expansion, {"src": src, "dst": dst0})
    want = dst0.copy()
    if axis == "row":
        want[:vr, :vc * step] = 0
        for i in range(vr):
            for c in range(vc):
                want[i, start + c * step] = src[i, c]
    else:
        if pattern != "P1111":
            want[...] = 0
        for r in range(vr):
            want[start + r * step, :vc] = src[r, :vc]
    assert np.array_equal(got["dst"], want.view(np.uint8).reshape(-1))
