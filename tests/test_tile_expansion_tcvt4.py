"""pto.tcvt's A5 expansions of the 64-bit pairs (i32, f32 -> i64; i64 -> f32, i32), the 4:1 pairs
(i32, u32 -> u8; f32 -> f8e4m3, f8e5m2, hif8 through pto.vselr; i8, f8e4m3, f8e5m2, hif8 -> 32 bits
through pto.vintlv) and the packed FP4 pairs (bf16 <-> f4e2m1x2, f4e1m2x2) are proofs: each runs
under ptoisa.run next to the tile op, on tiles whose valid region is smaller than the tile (a tail
in every row on the 2-D path, part of a register at the end on the 1-D path) and holds every value
class of its source (NaN, +-inf, -0.0, subnormals, ties, values past the destination's range,
integer minimum and maximum; every code of an 8-bit or FP4 source), and both must leave the same
bytes everywhere. The valid region is also checked against references written here (Python
integers, numpy casts, ml_dtypes, the hardware cases' byte tables), and the bytes outside it
against what the destination held before."""
import math

import ml_dtypes
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from test_tile_convert import E1M2, E2M1, F8E4, F8E5, HIF8, expect

ISA = the_isa()
TCVT = next(op for op in ISA.ops if op.name == "tcvt")
DTYPES = {d.name: d for d in ISA.machine.dtypes}
ROWS = 6
FP4 = ("f4e2m1x2", "f4e1m2x2")
# the pairs this file proves, written out again (not read from the YAML)
PAIRS = [("i32", "i64"), ("f32", "i64"), ("i64", "f32"), ("i64", "i32"), ("i32", "u8"), ("u32", "u8"),
         ("f32", "f8e4m3"), ("f32", "f8e5m2"), ("f32", "hif8"), ("i8", "i32"), ("f8e4m3", "f32"),
         ("f8e5m2", "f32"), ("hif8", "f32"), ("bf16", "f4e2m1x2"), ("bf16", "f4e1m2x2"), ("f4e2m1x2", "bf16"),
         ("f4e1m2x2", "bf16")]
NP = {"f32": np.float32, "bf16": ml_dtypes.bfloat16, "i8": np.int8, "i32": np.int32, "i64": np.int64,
      "u8": np.uint8, "u32": np.uint32}
# value classes written at the start of a source's valid region
F32_CLASSES = [math.nan, -math.nan, math.inf, -math.inf, 0.0, -0.0, 1e-40, -1e-40, 2.0 ** -149, 0.5, 1.5, 2.5, -0.5,
               -2.5, 3.5, 1e30, -1e30, 2.0 ** 63, -(2.0 ** 63), 2.0 ** 62, 448.0, 464.0, 480.0, -464.0, 1000.0, 57344.0,
               61440.0, -65536.0, 1.0625, 1.1875, -1.1875, 1.125, 1.375, 2.0 ** -9, 2.0 ** -10, 3 * 2.0 ** -11,
               2.0 ** -16, 2.0 ** -17, 2.0 ** -22, -(2.0 ** -22), 40960.0, 40959.0, 32768.0, 255.5, 256.0, -1.0]
I64_CLASSES = [-(2 ** 63), 2 ** 63 - 1, 0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32 + 5, -(2 ** 33) - 1, 2 ** 31 - 1,
               -(2 ** 31), 2 ** 24 + 1, 2 ** 24 + 3, -(2 ** 24) - 1, 2 ** 60 + 2 ** 36, 2 ** 60 + 3 * 2 ** 36,
               2 ** 60 + 2 ** 36 + 1, -(2 ** 60) - 2 ** 36]
INT_CLASSES = {"i32": [-(2 ** 31), 2 ** 31 - 1, 0, -1, 1, 255, 256, -256, 128],
               "u32": [0, 2 ** 32 - 1, 255, 256, 1, 2 ** 31], "i8": [-128, 127, 0, -1, 1]}
BF16_CLASSES = [math.nan, math.inf, -math.inf, 0.0, -0.0, 1e-39, -1e-39, 0.25, -0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0,
                6.0, 7.0, 100.0, -100.0, 0.125, 0.375, 0.625, 0.875, -0.875, 1.875, 2.0, -6.0, -1.75, 0.5, 1.0]


def rng_for(*parts):
    return np.random.default_rng(sum(ord(c) for c in "-".join(map(str, parts))))


def columns(s, d):
    """The tiles' columns (source, destination): one and a half source registers for the 64-bit and
    4:1 pairs; for FP4, 160 packed bytes (two and a half 64-byte steps of bf16 -> FP4, one and a
    quarter 128-byte steps of FP4 -> bf16) and twice as many bf16 elements."""
    if s in FP4:
        return 160, 320
    if d in FP4:
        return 320, 160
    cols = ISA.machine.vreg_bytes * 8 // DTYPES[s].bits
    cols += cols // 2
    return cols, cols


def values(s, shape, vr, vc, rng):
    """A source tile: random values with the value classes (every code of an 8-bit or FP4 type)
    written row by row from the start of the valid region."""
    n = shape[0] * shape[1]
    if DTYPES[s].bits == 8 and s not in ("i8",):  # codes
        x = rng.integers(0, 256, n).astype(np.uint8)
        classes = np.arange(256, dtype=np.uint8)
    elif s == "i8":
        x = rng.integers(-128, 128, n).astype(np.int8)
        classes = np.array(INT_CLASSES["i8"] + list(range(-128, 128)), np.int8)
    elif s == "f32":
        x = (rng.standard_normal(n) * 300).astype(np.float32)
        x[: n // 3] = np.round(x[: n // 3]) + 0.5  # ties to integers
        classes = np.array(F32_CLASSES, np.float32)
    elif s == "bf16":
        x = (rng.standard_normal(n) * 3).astype(ml_dtypes.bfloat16)
        classes = np.array(BF16_CLASSES, np.float32).astype(ml_dtypes.bfloat16)
    elif s == "i64":
        x = rng.integers(-(2 ** 63), 2 ** 63 - 1, n, endpoint=True, dtype=np.int64)
        classes = np.array(I64_CLASSES, np.int64)
    else:
        info = np.iinfo(NP[s])
        x = rng.integers(info.min, info.max, n, endpoint=True, dtype=np.int64).astype(NP[s])
        classes = np.array(INT_CLASSES[s], NP[s])
    x = x.reshape(shape)
    flat = x[:vr, :vc].reshape(-1)  # (a copy: written back below)
    k = min(len(classes), flat.size)
    flat[:k] = classes[:k]
    x[:vr, :vc] = flat.reshape(vr, vc)
    return x


def kernel(s, d, shape_s, shape_d, valid_s, valid_d, body):
    """A source tile %a and a destination tile %c loaded whole from GM, `body` converting the valid
    regions, %c stored whole."""
    ds, dd = DTYPES[s], DTYPES[d]
    size_a = shape_s[0] * shape_s[1] * ds.bits // 8
    lines = [f"func.func @k(%a: !pto.ptr<{ds.spelling}>, %c: !pto.ptr<{dd.spelling}>) {{",
             "  %k1 = arith.constant 1 : index", f"  %kr = arith.constant {ROWS} : index"]
    tiles = {}
    for n, dt, addr, shape, valid in (("a", ds, 0, shape_s, valid_s), ("c", dd, size_a, shape_d, valid_d)):
        full = f"!pto.tile_buf<vec, {shape[0]}x{shape[1]}x{dt.spelling}>"
        view = f"!pto.tensor_view<{shape[0]}x{shape[1]}x{dt.spelling}>"
        tiles[n] = (full, view, f"!pto.tile_buf<vec, {shape[0]}x{shape[1]}x{dt.spelling}, valid={valid[0]}x{valid[1]}>")
        lines += [f"  %kc_{n} = arith.constant {shape[1]} : index",
                  f"  %addr_{n} = arith.constant {addr} : i64",
                  f"  %view_{n} = pto.make_tensor_view %{n}, shape = [%kr, %kc_{n}], strides = [%kc_{n}, %k1] : {view}",
                  f"  %full_{n} = pto.alloc_tile addr = %addr_{n} : {full}",
                  f"  pto.tload ins(%view_{n} : {view}) outs(%full_{n} : {full})",
                  f"  %tile_{n} = pto.alloc_tile addr = %addr_{n} : {tiles[n][2]}"]
    lines += [body.replace("{part_a}", tiles["a"][2]).replace("{part_c}", tiles["c"][2]),
              f"  pto.tstore ins(%full_c : {tiles['c'][0]}) outs(%view_c : {tiles['c'][1]})", "  return", "}"]
    return "\n".join(lines) + "\n"


def expansion_body(s, d, text, valid_d, stride):
    """The expansion's free names bound: %src, %dst (ub pointers at the tiles), %rows and %cols
    (the valid shape; an FP4 pair's counts the packed tile's bytes) and %stride (the row length)."""
    vr, vc = valid_d if s not in FP4 else (valid_d[0], valid_d[1] // 2)
    return "\n".join([
        f"  %src = pto.castptr %addr_a : i64 -> !pto.ptr<{DTYPES[s].spelling}, ub>",
        f"  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<{DTYPES[d].spelling}, ub>",
        f"  %rows = arith.constant {vr} : index", f"  %cols = arith.constant {vc} : index",
        f"  %stride = arith.constant {stride} : index"] + ["  " + line for line in text.splitlines()])


def run_pair(s, d, path, vr, k):
    """Both kernels on the same data, the valid region vr rows by the tiles' columns less k (an
    FP4 pair: k of the packed tile's bytes, twice as many bf16 elements): (source data, the
    destination's bytes before, the tile op's bytes, the expansion's bytes, the valid columns)."""
    text = {tuple(pair.split("-")): t for pair, pp, t in TCVT.expansions if pp == path}[(s, d)]
    cs, cd = columns(s, d)
    vcs, vcd = (cs - (2 * k if d in FP4 else k), cd - (2 * k if s in FP4 else k))
    rng = rng_for(s, d, path, vr, k)
    a = values(s, (ROWS, cs), vr, vcs, rng)
    c0 = rng.integers(0, 256, ROWS * cd * DTYPES[d].bits // 8).astype(np.uint8)
    data = {"a": a, "c": c0.copy()}
    tile_op = "  pto.tcvt ins(%tile_a : {part_a}) outs(%tile_c : {part_c})"
    stride = cs if s in FP4 else cd  # the FP4 tile's bytes, or the common row length
    out = {}
    for kind, body in (("tile", tile_op), ("expansion", expansion_body(s, d, text, (vr, vcd), stride))):
        src = kernel(s, d, (ROWS, cs), (ROWS, cd), (vr, vcs), (vr, vcd), body)
        out[kind] = ptoisa.run(src, args=dict(data)).buffers["c"].view(np.uint8).copy()
    return a, c0, out["tile"], out["expansion"], (vcs, vcd, cd)


def typed(raw, d, rows, cols):
    if d in NP:
        return raw.view(NP[d]).reshape(rows, cols)
    return raw.reshape(rows, cols)  # 8-bit float and FP4 codes


# 1-D: whole rows (the valid region is contiguous), five rows or one; 2-D: a tail in every row
# (7 columns short), and a short region (45 short) where a row is more than one register
CASES = [pytest.param(s, d, path, vr, k, id=f"{s}-{d}-{path}-{vr}x{k}")
         for s, d in PAIRS for path, vr, k in (("1d", ROWS - 1, 0), ("1d", 1, 0), ("2d", ROWS - 1, 7), ("2d", 3, 45))
         if k < columns(s, d)[1] - 1]


@pytest.mark.parametrize(("s", "d", "path", "vr", "k"), CASES)
def test_the_expansion_leaves_the_tile_ops_bytes(s, d, path, vr, k):
    a, c0, tile, got, (vcs, vcd, cd) = run_pair(s, d, path, vr, k)
    assert np.array_equal(tile, got), f"{s} -> {d} {path}: first difference at byte {int(np.argmax(tile != got))}"
    width = DTYPES[d].bits // 8
    outside = np.ones((ROWS, cd * width), bool)
    outside[:vr, :vcd * width] = False
    assert np.array_equal(got.reshape(ROWS, -1)[outside], c0.reshape(ROWS, -1)[outside])
    check_reference(s, d, a[:vr, :vcs], typed(got, d, ROWS, cd)[:vr, :vcd])


def nan_as_nan_equal(got, want):
    g, w = np.asarray(got, np.float64), np.asarray(want, np.float64)
    assert np.array_equal(np.isnan(g), np.isnan(w))
    assert np.array_equal(np.where(np.isnan(g), 0, g), np.where(np.isnan(w), 0, w))
    assert np.all(np.asarray(got).view(np.uint32)[np.isnan(g)] == 0x7FC00000)  # canonical NaN (D-NAN)


def fp4_value(nibble, fmt):
    """A nibble's value: E2M1 (bias 1: 0, 0.5, then 1 to 6) or E1M2 (0 to 0.75, then 1 to 1.75)."""
    sign = -1.0 if nibble & 8 else 1.0
    if fmt == "f4e2m1x2":
        e, m = (nibble >> 1) & 3, nibble & 1
        return sign * (m * 0.5 if e == 0 else (1 + m / 2) * 2.0 ** (e - 1))
    e, m = (nibble >> 2) & 1, nibble & 3
    return sign * (m * 0.25 if e == 0 else 1 + m / 4)


def by_value(table):
    """A hardware table's value -> code, without its NaN and -0.0 rows (-0.0 == 0.0 as a key)."""
    return {v: code for v, code in table if not math.isnan(v) and not (v == 0 and math.copysign(1, v) < 0)}


def check_reference(s, d, x, got):
    """The valid region against references written here."""
    if s in FP4:  # every byte's two values, low nibble first
        codes = x.reshape(-1)
        want = [fp4_value(int(b) >> sh & 15, s) for b in codes for sh in (0, 4)]
        g = np.asarray(got, np.float32).reshape(-1)
        assert [math.copysign(1, v) * abs(v) for v in g.tolist()] == want
        assert np.array_equal(np.signbit(g), np.array([w < 0 or (w == 0 and math.copysign(1, w) < 0) for w in want]))
        return
    if d in FP4:  # the hardware cases' nibbles where the source holds a table value
        table = by_value(E2M1 if d == "f4e2m1x2" else E1M2)
        xs = np.asarray(x, np.float32).reshape(-1)
        nibbles = [(int(b) >> sh) & 15 for b in got.reshape(-1) for sh in (0, 4)]
        hits = [i for i, v in enumerate(xs.tolist()) if v in table and not (v == 0 and math.copysign(1, v) < 0)]
        assert len(hits) > 5 and all(nibbles[i] == table[xs[i]] for i in hits)
        assert all(nibbles[i] == 8 for i, v in enumerate(xs.tolist()) if v == 0 and math.copysign(1, v) < 0)
        fmt = ml_dtypes.float4_e2m1fn if d == "f4e2m1x2" else None
        if fmt is not None:  # finite values within the range: round to nearest even (ml_dtypes)
            fin = [i for i, v in enumerate(xs.tolist()) if math.isfinite(v) and abs(v) <= 6]
            exact = np.array(xs[fin], np.float32).astype(fmt).view(np.uint8) & 15
            assert [nibbles[i] for i in fin] == [int(v) for v in exact]
        return
    if s in ("f8e4m3", "f8e5m2"):
        want = x.reshape(-1).view(ml_dtypes.float8_e4m3fn if s == "f8e4m3" else ml_dtypes.float8_e5m2).astype(np.float32)
        nan_as_nan_equal(got.reshape(-1), want)
        return
    if s == "hif8":  # the hardware table's codes
        g = dict(zip(x.reshape(-1).tolist(), np.asarray(got).reshape(-1).tolist()))
        for v, code in HIF8:
            if not (isinstance(v, float) and math.isnan(v)):
                assert g[code] == v, (hex(code), g[code], v)
        assert math.isnan(g[0x80])
        return
    if d in ("f8e4m3", "f8e5m2", "hif8"):
        table = by_value(F8E4 if d == "f8e4m3" else F8E5 if d == "f8e5m2" else HIF8)
        xs = np.asarray(x, np.float32).reshape(-1)
        codes = got.reshape(-1)
        nans = [i for i, v in enumerate(xs.tolist()) if math.isnan(v)]
        assert nans and all(codes[i] == (0x00 if d != "hif8" else 0x80) for i in nans)
        hits = [i for i, v in enumerate(xs.tolist()) if v in table and not (v == 0 and math.copysign(1, v) < 0)]
        assert len(hits) > 4 and all(codes[i] == table[xs[i]] for i in hits), [(xs[i], hex(codes[i])) for i in hits]
        if d != "hif8":  # finite values: clamped to the largest finite value, rounded to nearest even
            fmt = ml_dtypes.float8_e4m3fn if d == "f8e4m3" else ml_dtypes.float8_e5m2
            top = float(ml_dtypes.finfo(fmt).max)
            fin = [i for i, v in enumerate(xs.tolist()) if math.isfinite(v)]
            exact = np.clip(xs[fin], -top, top).astype(fmt).view(np.uint8)
            assert codes[fin].tolist() == exact.tolist()
        return
    want = expect(np.asarray(x), s, d, "a5")
    if d == "f32":
        nan_as_nan_equal(got, want)
    else:
        assert np.array_equal(got, want)


def test_every_a5_pair_has_an_expansion():
    a5 = {(c["from"], c["to"]) for c in TCVT.semantics["tile_conversions"] if "a5" in c["targets"]}
    have = {tuple(pair.split("-")) for pair, _, _ in TCVT.expansions}
    assert len(a5) == 45 and have == a5
    assert set(PAIRS) <= a5

