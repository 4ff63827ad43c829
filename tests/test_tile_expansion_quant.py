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
from test_tile_expansion_irregular import DT, OPS, consts, indent, kernel, rng_for, run_both


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


# ---------------------------------------------------------------------------------- tquant.mx
def _f32_bits(v):
    return int(np.array(v, np.float32).view(np.uint32))


def _mx_group(m, alg):
    """(exponent byte, scaling bits) of a group whose largest magnitude is m (f32), from the
    rules of D-TQUANT-MX written out by hand."""
    if math.isnan(m):
        return 0xFF, 0x7FC00000
    if alg == "ocp":
        e = (_f32_bits(m) >> 23) & 0xFF
        shared = e - 8 if e > 8 else 0
        return shared, (254 - shared) << 23
    with np.errstate(over="ignore"):
        d = _f32_bits(np.float32(m) * np.float32(1.0 / 448.0))
    e, mant = (d >> 23) & 0xFF, d & 0x7FFFFF
    if e == 0xFF:
        return 254, 0x00400000  # max / 448 infinite: 254 and 2^-127
    shared = e + 1 if (mant and 0 < e < 0xFE) or (e == 0 and mant > 0x400000) else e
    return shared, max(254 - shared, 0) << 23


def _mx_source(rng, rows, cols):
    """Groups of every kind: ordinary magnitudes of many exponents, all zeros (with -0.0), one
    holding an infinity, one at the largest f32 exponent, subnormals only, and values that
    saturate e4m3 after scaling; no NaN (see the expansion's text)."""
    x = (rng.standard_normal((rows, cols)) * np.exp2(rng.integers(-30, 30, (rows, cols // 32)).repeat(32, 1)))
    x = x.astype(np.float32)
    f = x.reshape(-1)  # groups of 32 one after another (the flat ND form)
    f[:32] = 0.0
    f[5] = -0.0
    f[33] = -np.inf
    f[64:96] = np.float32(3.0e38) * np.sign(f[64:96])
    if f.size > 128:
        f[96:128] = np.float32(1e-39) * np.arange(32)
        f[100] = np.float32(-7.9e-39)
        f[130:133] = [np.float32(2.0 ** -126), np.float32(-1.5), np.float32(0.9999)]
    return x


@pytest.mark.parametrize(("t", "path", "text"), [p for p in path_params("tquant_mx") if p.values[1].startswith("nd-")])
@pytest.mark.parametrize("dt", ["i8", "u8"])
@pytest.mark.parametrize(("rows", "cols"), [(4, 128), (20, 128), (2, 96), (3, 32)],
                         ids=["64-groups", "80-groups", "6-groups", "3-groups-tail"])
def test_tquant_mx_nd_paths_quantize_as_the_tile_op(t, path, text, dt, rows, cols):
    """f32 into MXFP8 with ND groups and the flat (one-row) exp, max and scaling tiles wider than
    their valid groups: 64 groups (one register of exponents), 80 (a second, partial one), 6 and
    3 (a last register of src of 32 lanes, whose upper half's zero maximum the library stores
    one group past the last: the max tile holds 0.0 there beforehand); every byte of every tile
    must match, and the groups' exponents, scalings, maxima and codes are the rules' values."""
    alg = path.split("-")[1]
    rng = rng_for("tquant-mx", path, dt, rows, cols)
    x = _mx_source(rng, rows, cols)
    g = rows * cols // 32
    tiles = [("src", "f32", rows, cols, rows, cols), ("dst", dt, rows, cols, rows, cols),
             ("exp", "u8", 1, 128, 1, g), ("max", "f32", 1, 128, 1, g), ("scaling", "f32", 1, 128, 1, g)]
    data = {"src": x, "dst": np.full((rows, cols), 7, NPT[dt]), "exp": np.full((1, 128), 3, np.uint8),
            "max": np.full((1, 128), 5, np.float32), "scaling": np.full((1, 128), 6, np.float32)}
    tile_op = ("  pto.tquant.mx ins(%tile_src : {src}) outs(%tile_dst, %tile_exp, %tile_max, %tile_scaling : "
               "{dst}, {exp}, {max}, {scaling}) {quant_type = #pto<quant_type MXFP8>"
               + (", quantScaleAlg = #pto<quant_scale_alg nv>}" if alg == "nv" else "}"))
    if g % 2:
        data["max"][0, g] = 0.0
    expansion = "\n".join([consts(total=rows * cols, groups=g), indent(text)])
    got = run_both(tiles, tile_op, expansion, data, ptr_types={"dst": "u8"})
    import ml_dtypes
    flat = x.reshape(-1)
    codes = got["dst"]
    for k in range(g):
        vals = flat[32 * k:32 * k + 32]
        m = float(np.max(np.abs(vals)))
        e, sbits = _mx_group(m, alg)
        assert got["exp"][k] == e, k
        assert got["max"].view(np.uint32)[k] == _f32_bits(m), k
        assert got["scaling"].view(np.uint32)[k] == sbits, k
        with np.errstate(all="ignore"):
            scaled = vals * np.array(sbits, np.uint32).view(np.float32)
        want = np.clip(scaled, -448, 448).astype(ml_dtypes.float8_e4m3fn).view(np.uint8)
        assert np.array_equal(codes[32 * k:32 * k + 32], want), k
    assert (got["exp"][g:] == 3).all() and (got["max"].view(np.float32)[g + g % 2:] == 5).all()


def test_tquant_mx_nd_path_drops_a_nan_the_tile_op_keeps():
    """The open point the expansion's text names: with a NaN in a group, the ND path's vcmax
    (which never selects a NaN, D-ARGPACK) gives the group's largest other magnitude, while the
    tile op (D-TQUANT-MX) gives a NaN maximum, exponent 0xFF and a NaN scaling."""
    import ptoisa
    text = path_text("tquant_mx", "nd-ocp")
    x = np.ones((2, 64), np.float32)
    x[0, 3], x[0, 9] = np.nan, 6.0
    tiles = [("src", "f32", 2, 64, 2, 64), ("dst", "i8", 2, 64, 2, 64),
             ("exp", "u8", 1, 32, 1, 4), ("max", "f32", 1, 64, 1, 4), ("scaling", "f32", 1, 64, 1, 4)]
    data = {"src": x, "dst": np.zeros((2, 64), np.int8), "exp": np.zeros((1, 32), np.uint8),
            "max": np.zeros((1, 64), np.float32), "scaling": np.zeros((1, 64), np.float32)}
    tile_op = ("  pto.tquant.mx ins(%tile_src : {src}) outs(%tile_dst, %tile_exp, %tile_max, %tile_scaling : "
               "{dst}, {exp}, {max}, {scaling}) {quant_type = #pto<quant_type MXFP8>}")
    expansion = "\n".join([consts(total=128, groups=4), indent(text)])
    out = {}
    for kind, body, ptrs in (("tile", tile_op, None), ("expansion", expansion, {"dst": "u8"})):
        bufs = ptoisa.run(kernel(tiles, body, ptrs), args={f"g_{k}": v.copy() for k, v in data.items()}).buffers
        out[kind] = {n: bufs[f"g_{n}"] for n in data}
    assert math.isnan(out["tile"]["max"].view(np.float32)[0]) and out["tile"]["exp"].view(np.uint8)[0] == 0xFF
    assert out["expansion"]["max"].view(np.float32)[0] == 6.0 and out["expansion"]["exp"].view(np.uint8)[0] == 129 - 8
    # the other groups agree
    assert np.array_equal(out["tile"]["exp"].view(np.uint8)[1:4], out["expansion"]["exp"].view(np.uint8)[1:4])


@pytest.mark.parametrize(("t", "path", "text"), [p for p in path_params("tquant_mx") if p.values[1] in ("dn-ocp", "dn-nv")])
@pytest.mark.parametrize("dt", ["i8", "u8"])
@pytest.mark.parametrize(("rows", "cols", "vr", "vc"), [(64, 64, 64, 64), (96, 96, 64, 80), (96, 32, 96, 32)],
                         ids=["2x64-groups", "valid-64x80-of-96x96", "3x32-groups"])
def test_tquant_mx_dn_paths_quantize_as_the_tile_op(t, path, text, dt, rows, cols, vr, vc):
    """f32 into MXFP8 with DN groups (32 rows of a column), the auxiliary tiles of src's columns
    (as the library steps them and the hardware cases have them): whole tiles, a valid region of
    64 x 80 in 96 x 96 (a register and a tail of 16 lanes; rows and columns past it keep their
    bytes) and three groups of a 32-lane register; a group holding a NaN, an infinity, zeros,
    the largest exponent and subnormals. Every byte must match; the values are the rules'."""
    alg = path.split("-")[1]
    rng = rng_for("tquant-mx-dn", path, dt, rows, cols)
    x = (rng.standard_normal((rows, cols)) * np.exp2(rng.integers(-30, 30, (1, cols)))).astype(np.float32)
    x[:32, 0] = 0.0
    x[3, 0] = -0.0
    x[:32, 1] = np.float32(1e-39) * np.arange(32)
    x[40, 1] = np.inf
    x[:32, 2] = np.float32(3.0e38)
    x[33, 3] = np.nan
    x[7, 4] = np.float32(-2.0 ** -126)
    g = vr // 32
    tiles = [("src", "f32", rows, cols, vr, vc), ("dst", dt, rows, cols, vr, vc),
             ("exp", "u8", rows // 32, cols, g, vc), ("max", "f32", rows // 32, cols, g, vc),
             ("scaling", "f32", rows // 32, cols, g, vc)]
    data = {"src": x, "dst": np.full((rows, cols), 7, NPT[dt]), "exp": np.full((rows // 32, cols), 3, np.uint8),
            "max": np.full((rows // 32, cols), 5, np.float32), "scaling": np.full((rows // 32, cols), 6, np.float32)}
    tile_op = ("  pto.tquant.mx ins(%tile_src : {src}) outs(%tile_dst, %tile_exp, %tile_max, %tile_scaling : "
               "{dst}, {exp}, {max}, {scaling}) {quant_type = #pto<quant_type MXFP8>"
               + (", quantScaleAlg = #pto<quant_scale_alg nv>" if alg == "nv" else "")
               + ", grpAxis = #pto<mx_group_axis axis0>}")
    expansion = "\n".join([consts(rows=vr, cols=vc, src_stride=cols, dst_stride=cols), indent(text)])
    got = run_both(tiles, tile_op, expansion, data, ptr_types={"dst": "u8"})
    import ml_dtypes
    ex, mx = got["exp"].reshape(rows // 32, cols), got["max"].view(np.float32).reshape(rows // 32, cols)
    sc = got["scaling"].view(np.uint32).reshape(rows // 32, cols)
    codes = got["dst"].reshape(rows, cols)
    for k in range(g):
        for c in range(vc):
            vals = x[32 * k:32 * k + 32, c]
            m = float(np.max(np.abs(vals)))
            e, sbits = _mx_group(m, alg)
            assert ex[k, c] == e and sc[k, c] == sbits, (k, c)
            assert (math.isnan(mx[k, c]) and math.isnan(m)) or _f32_bits(mx[k, c]) == _f32_bits(m), (k, c)
            with np.errstate(all="ignore"):
                scaled = vals * np.array(sbits, np.uint32).view(np.float32)
            want = np.clip(scaled, -448, 448).astype(ml_dtypes.float8_e4m3fn).view(np.uint8)
            got_codes = codes[32 * k:32 * k + 32, c]
            nan = np.isnan(scaled)
            assert np.array_equal(got_codes[~nan], want[~nan]) and (got_codes[nan] == 0).all(), (k, c)
    assert (ex[:, vc:] == 3).all() and (ex[g:] == 3).all() and (codes[:, vc:] == 7).all() and (codes[vr:] == 7).all()


@pytest.mark.parametrize("alg", ["ocp", "nv"])
def test_tquant_mx_interleave_pairs_the_group_rows_exponents(alg):
    """interleave=true (DN): exp[p][2c + i] is group row 2p + i's exponent of column c (pto-isa's
    interleaved stores); 128 rows (two pairs) of 40 valid columns in a 48-column tile; max and
    scaling stay one row per group; the rest of exp keeps its bytes."""
    import ptoisa
    rng = rng_for("tquant-mx-interleave", alg)
    rows, cols, vc = 128, 48, 40
    x = (rng.standard_normal((rows, cols)) * np.exp2(rng.integers(-20, 20, (rows // 32, cols)).repeat(32, 0)))
    x = x.astype(np.float32)
    tiles = [("src", "f32", rows, cols, rows, vc), ("dst", "i8", rows, cols, rows, vc),
             ("exp", "u8", 2, 96, 2, 2 * vc), ("max", "f32", 4, cols, 4, vc), ("scaling", "f32", 4, cols, 4, vc)]
    data = {"src": x, "dst": np.zeros((rows, cols), np.int8), "exp": np.full((2, 96), 3, np.uint8),
            "max": np.zeros((4, cols), np.float32), "scaling": np.zeros((4, cols), np.float32)}
    body = ("  pto.tquant.mx ins(%tile_src : {src}) outs(%tile_dst, %tile_exp, %tile_max, %tile_scaling : "
            "{dst}, {exp}, {max}, {scaling}) {quant_type = #pto<quant_type MXFP8>"
            + (", quantScaleAlg = #pto<quant_scale_alg nv>" if alg == "nv" else "")
            + ", grpAxis = #pto<mx_group_axis axis0>, interleave = true}")
    bufs = ptoisa.run(kernel(tiles, body), args={f"g_{k}": v.copy() for k, v in data.items()}).buffers
    exp = bufs["g_exp"].view(np.uint8).reshape(2, 96)
    sc = bufs["g_scaling"].view(np.uint32).reshape(4, cols)
    for g in range(4):
        for c in range(vc):
            e, sbits = _mx_group(float(np.max(np.abs(x[32 * g:32 * g + 32, c]))), alg)
            assert exp[g // 2, 2 * c + g % 2] == e, (g, c)
            assert sc[g, c] == sbits, (g, c)
    assert (exp[:, 2 * vc:] == 3).all()


_E2M1 = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]


def _e2m1_code(v):
    """The e2m1 code of v: nearest value (ties to the even code), saturated to +-6; NaN -> +6."""
    if math.isnan(v):
        return 7
    a = min(abs(v), 6.0)
    best = min(range(8), key=lambda k: (abs(a - _E2M1[k]), k % 2))
    return best | (8 if math.copysign(1.0, v) < 0 else 0)


@pytest.mark.parametrize(("t", "path", "text"),
                         [p for p in path_params("tquant_mx") if p.values[1] in ("dn-fp4-ocp", "dn-bf16-ocp")])
@pytest.mark.parametrize(("rows", "cols", "vr", "vc"), [(64, 64, 64, 64), (64, 192, 64, 144), (96, 128, 64, 128)],
                         ids=["64x64", "valid-64x144-of-64x192", "valid-64-of-96-rows"])
def test_tquant_mx_bf16_dn_paths_quantize_as_the_tile_op(t, path, text, rows, cols, vr, vc):
    """bf16 into MXFP4 or MXFP8 with DN groups: the hardware case's 64 x 64, a valid region with a
    tail of 16 lanes, valid rows fewer than the tile's; groups of zeros, subnormals, the largest
    exponent, one holding an infinity and one holding a NaN (exponent 0xFF, the NaN scaling, and
    codes +6 in e2m1, 0 in e4m3), ties of e2m1. Every byte must match (src's too: the library
    zeroes its columns past the valid ones in the valid rows); the values are the rules'."""
    import ml_dtypes
    fp4 = path == "dn-fp4-ocp"
    dcols = cols // 2 if fp4 else cols
    bf = ml_dtypes.bfloat16
    rng = rng_for("tquant-mx-fp4", rows, cols, vc)
    x = (rng.standard_normal((rows, cols)) * np.exp2(rng.integers(-20, 20, (1, cols)))).astype(bf)
    x[:32, 0] = bf(0.0)
    x[5, 0] = bf(-0.0)
    x[:32, 1] = bf(1e-39)
    x[40, 1] = bf(np.inf)
    x[:32, 2] = bf(3.0e38)
    x[33, 3] = bf(np.nan)
    x[:32, 4] = np.array([1.25, 1.75, 2.5, 3.5, 5.0, -0.25, 0.75, 6.0] * 4, np.float32).astype(bf)
    g = vr // 32
    tiles = [("src", "bf16", rows, cols, vr, vc),
             ("dst", "f4e2m1x2", rows, dcols, vr, vc // 2) if fp4 else ("dst", "u8", rows, dcols, vr, vc),
             ("exp", "u8", rows // 32, cols, g, vc), ("max", "bf16", rows // 32, cols, g, vc),
             ("scaling", "bf16", rows // 32, cols, g, vc)]
    data = {"src": x, "dst": np.full((rows, dcols), 0x5A, np.uint8),
            "exp": np.full((rows // 32, cols), 3, np.uint8), "max": np.full((rows // 32, cols), 5, bf),
            "scaling": np.full((rows // 32, cols), 6, bf)}
    tile_op = ("  pto.tquant.mx ins(%tile_src : {src}) outs(%tile_dst, %tile_exp, %tile_max, %tile_scaling : "
               "{dst}, {exp}, {max}, {scaling}) {quant_type = #pto<quant_type " + ("MXFP4_E2M1" if fp4 else "MXFP8")
               + ">, grpAxis = #pto<mx_group_axis axis0>}")
    expansion = "\n".join([consts(rows=vr, cols=vc, src_stride=cols, dst_stride=dcols), indent(text)])
    got = run_both(tiles, tile_op, expansion, data)
    ex = got["exp"].reshape(rows // 32, cols)
    sc = got["scaling"].view(np.uint16).reshape(rows // 32, cols)
    codes = got["dst"].reshape(rows, dcols)
    emax = 2 if fp4 else 8
    for k in range(g):
        for c in range(vc):
            vals = x[32 * k:32 * k + 32, c].astype(np.float32)
            m = float(np.max(np.abs(vals)))
            if math.isnan(m):
                e, sbits = 0xFF, 0x7FC0 if fp4 else 0x7F81
            else:
                big = (_f32_bits(m) >> 23) & 0xFF
                e = big - emax if big > emax else 0
                sbits = (254 - e) << 7
            assert ex[k, c] == e and sc[k, c] == sbits, (k, c)
            scale = float(np.array(sbits << 16, np.uint32).view(np.float32))
            for i in range(32):
                r = 32 * k + i
                with np.errstate(all="ignore"):
                    p = np.float32(vals[i]) * np.float32(scale)  # exact: two bf16 values
                if fp4:
                    nib = (codes[r, c // 2] >> (4 * (c % 2))) & 0xF
                    assert nib == _e2m1_code(float(bf(p))), (r, c, vals[i])
                else:
                    with np.errstate(invalid="ignore"):
                        code = np.clip(p, -448, 448).astype(ml_dtypes.float8_e4m3fn).view(np.uint8)
                    assert codes[r, c] == (0 if np.isnan(p) else int(code)), (r, c, vals[i])
    used = vc // 2 if fp4 else vc
    assert (ex[:, vc:] == 3).all() and (codes[:, used:] == 0x5A).all() and (codes[vr:] == 0x5A).all()
    # src's columns past the valid ones are zeroed in its valid rows (ZeroPadSourceTile), the rest kept
    after = got["src"].view(np.uint16).reshape(rows, cols)
    before = x.view(np.uint16)
    assert (after[:vr, vc:] == 0).all() and np.array_equal(after[:vr, :vc], before[:vr, :vc])
    assert np.array_equal(after[vr:], before[vr:])


def test_an_error_at_a_packed_fp4_register_names_its_operands():
    """The note on a run-time error summarises the statement's operands; an FP4 register (a
    structured byte type) was summarised by numpy's min, which has no loop for it, and the
    error became an internal one. The library's PK4_B32 store into rows of 80 bytes is refused
    at its line, with the register's codes in the note."""
    import ptoisa
    text = path_text("tquant_mx", "dn-fp4-ocp")
    rows, cols = 32, 160
    tiles = [("src", "bf16", rows, cols, rows, cols), ("dst", "f4e2m1x2", rows, cols // 2, rows, cols // 2),
             ("exp", "u8", 1, cols, 1, cols), ("max", "bf16", 1, cols, 1, cols), ("scaling", "bf16", 1, cols, 1, cols)]
    data = {"src": np.ones((rows, cols), np.uint16), "dst": np.zeros((rows, cols // 2), np.uint8),
            "exp": np.zeros((1, cols), np.uint8), "max": np.zeros((1, cols), np.uint16),
            "scaling": np.zeros((1, cols), np.uint16)}
    body = "\n".join([consts(rows=rows, cols=cols, src_stride=cols, dst_stride=cols // 2), indent(text)])
    from ptoisa.interp.run import RunFailed
    with pytest.raises(RunFailed) as err:
        ptoisa.run(kernel(tiles, body), args={f"g_{k}": v for k, v in data.items()})
    finding = err.value.findings[0]
    assert "is not 32-byte aligned (dist PK4_B32)" in finding.message and finding.rule != "internal"
    assert any("%q = f4e2m1x2[256]" in note[2] for note in finding.notes)
