"""The tile matrix products (tmatmul, tgemv and their acc, bias and mx forms) against sums computed
here with Python fractions: one f32 fused multiply-add per k in order on every target, as pto.mad
(D-MATMUL-ORDER, D-MAD-ORDER; the CPU simulator's MX products through double), i32 wrapping sums
for i8; whole kernels (tload GM -> mat, tmov mat -> left/right, tmatmul, tstore acc -> GM)
through ptoisa.run for every element-type pair each target takes, with valid shapes smaller than
the tiles; the acc source per target (D-TMATMUL-ACC-SOURCE), MX scales, NaN and infinities, the
fixpipe's conversions (D-FIXPIPE) and the cube moves (D-TMOV-CUBE); the verifier's located errors."""
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

import ptoisa
from helpers import assert_bits_equal, verify_cli
from ptoisa_ref import semantics as S
from ptoisa_ref.runtime.coded import decode_lanes, raw_lanes

RNG = np.random.default_rng(23)
F8 = {"f8e4m3": ml_dtypes.float8_e4m3fn, "f8e5m2": ml_dtypes.float8_e5m2}
NP = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "i8": np.int8, **F8}
SPELL = {"f16": "f16", "bf16": "bf16", "f32": "f32", "i8": "i8", "i32": "i32", "f8e4m3": "f8E4M3FN",
         "f8e5m2": "f8E5M2", "hif8": "!pto.hif8"}


def values(t, shape):
    """Random operands of type t (hif8: raw codes of small finite values) as the array ptoisa.run takes."""
    if t == "i8":
        return RNG.integers(-128, 128, shape).astype(np.int8)
    if t == "hif8":
        codes = RNG.integers(0, 256, shape).astype(np.uint8)
        v = decode_lanes(raw_lanes(codes, "hif8"))
        codes[~np.isfinite(v) | (np.abs(v) > 64)] = 0x10
        return codes
    scale = 4.0 if t in F8 else 1.0
    return (RNG.uniform(-scale, scale, shape)).astype(NP[t])


def as_float(x, t):
    if t == "hif8":
        return decode_lanes(raw_lanes(np.ascontiguousarray(x), "hif8"))
    return np.asarray(x).astype(np.float64)


def fma_chain(a, b, init=None):
    """The chain: from 0, acc = f32(a * b + acc) exactly rounded per k; then init + acc in f32."""
    m, k = a.shape
    n = b.shape[1]
    out = np.empty((m, n), np.float32)
    for i in range(m):
        for j in range(n):
            acc = np.float32(0)
            for kk in range(k):
                exact = Fraction(float(np.float32(a[i, kk]))) * Fraction(float(np.float32(b[kk, j]))) + Fraction(float(acc))
                acc = np.float32(float(exact))
            out[i, j] = acc if init is None else np.float32(np.float32(init[i, j]) + acc)
    return out


def int_sum(a, b, init=None):
    s = a.astype(np.int64) @ b.astype(np.int64) + (0 if init is None else init.astype(np.int64))
    return s.astype(np.int32)


def expected(target, a, b, t, init=None):
    if t == "i8":
        return int_sum(a, b, init)
    af, bf = as_float(a, t), as_float(b, t)
    return fma_chain(af, bf, init)


# --- whole kernels ---------------------------------------------------------------------

def tile_t(loc, t, rows, cols, valid, layout):
    bl, sl = {"nz": ("col_major", "row_major"), "zn": ("row_major", "col_major")}[layout]
    v = f", valid={valid[0]}x{valid[1]}" if valid != (rows, cols) else ""
    return f"!pto.tile_buf<{loc}, {rows}x{cols}x{SPELL[t]}{v}, blayout={bl}, slayout={sl}>"


def matmul_kernel(ta, tb, tc, m, k, n, tm=32, tk=64, tn=32, op="tmatmul", rhs_mat_layout="nz"):
    """a (M x K), b (K x N) ND in GM -> mat (Nz) -> left (Nz) / right (Zn) -> acc (Nz) -> c ND in GM."""
    ma = tile_t("mat", ta, tm, tk, (m, k), "nz")
    mb = tile_t("mat", tb, tk, tn, (k, n), rhs_mat_layout)
    la = tile_t("left", ta, tm, tk, (m, k), "nz")
    rb = tile_t("right", tb, tk, tn, (k, n), "zn")
    ac = tile_t("acc", tc, tm, tn, (m, n), "nz")
    pa, pb, pc = (f"!pto.partition_tensor_view<{r}x{c}x{SPELL[t]}>" for r, c, t in ((m, k, ta), (k, n, tb), (m, n, tc)))
    va, vb, vc = (f"!pto.tensor_view<?x?x{SPELL[t]}>" for t in (ta, tb, tc))
    return f"""func.func @k(%a: !pto.ptr<{SPELL[ta]}>, %b: !pto.ptr<{SPELL[tb]}>, %c: !pto.ptr<{SPELL[tc]}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant {m} : index
  %ck = arith.constant {k} : index
  %cn = arith.constant {n} : index
  %ta = pto.make_tensor_view %a, shape = [%cm, %ck], strides = [%ck, %c1] : {va}
  %tb = pto.make_tensor_view %b, shape = [%ck, %cn], strides = [%cn, %c1] : {vb}
  %tc = pto.make_tensor_view %c, shape = [%cm, %cn], strides = [%cn, %c1] : {vc}
  %pa = pto.partition_view %ta, offsets = [%c0, %c0], sizes = [%cm, %ck] : {va} -> {pa}
  %pb = pto.partition_view %tb, offsets = [%c0, %c0], sizes = [%ck, %cn] : {vb} -> {pb}
  %pc = pto.partition_view %tc, offsets = [%c0, %c0], sizes = [%cm, %cn] : {vc} -> {pc}
  %ma = pto.alloc_tile : {ma}
  %mb = pto.alloc_tile : {mb}
  %la = pto.alloc_tile : {la}
  %rb = pto.alloc_tile : {rb}
  %ac = pto.alloc_tile : {ac}
  pto.tload ins(%pa : {pa}) outs(%ma : {ma})
  pto.tload ins(%pb : {pb}) outs(%mb : {mb})
  pto.tmov ins(%ma : {ma}) outs(%la : {la})
  pto.tmov ins(%mb : {mb}) outs(%rb : {rb})
  pto.{op} ins(%la, %rb : {la}, {rb}) outs(%ac : {ac})
  pto.tstore ins(%ac : {ac}) outs(%pc : {pc})
  return
}}
"""


PAIRS = {"a5": [("f16", "f16"), ("bf16", "bf16"), ("f32", "f32"), ("i8", "i8"), ("f8e4m3", "f8e4m3"),
                ("f8e4m3", "f8e5m2"), ("f8e5m2", "f8e4m3"), ("f8e5m2", "f8e5m2"), ("hif8", "hif8")],
         "a2a3": [("f16", "f16"), ("bf16", "bf16"), ("f32", "f32"), ("i8", "i8")],
         "cpu": [("f16", "f16"), ("bf16", "bf16"), ("f32", "f32"), ("i8", "i8")]}


@pytest.mark.parametrize(("target", "ta", "tb"), [(t, a, b) for t, pairs in PAIRS.items() for a, b in pairs])
def test_a_kernel_multiplies_every_pair_each_target_takes(target, ta, tb):
    m, k, n = 13, 37, 19  # no multiple of 16: valid shapes smaller than the 32 x 64 x 32 tiles
    tc = "i32" if ta == "i8" else "f32"
    a, b = values(ta, (m, k)), values(tb, (k, n))
    c = np.zeros((m, n), np.int32 if tc == "i32" else np.float32)
    got = ptoisa.run(matmul_kernel(ta, tb, tc, m, k, n), args={"a": a, "b": b, "c": c}, target=target).buffers["c"]
    want = int_sum(a, b) if ta == "i8" else fma_chain(as_float(a, ta), as_float(b, tb))
    assert_bits_equal(got.reshape(m, n), want)
    if ta != "i8":  # and it is the product numpy computes, to f32's precision
        ref = as_float(a, ta).astype(np.float32) @ as_float(b, tb).astype(np.float32)
        assert np.allclose(got.reshape(m, n), ref, rtol=1e-5, atol=1e-5)


def test_i8_sums_wrap_nowhere_and_reach_the_extremes():
    a = np.full((16, 64), -128, np.int8)
    b = np.full((64, 16), -128, np.int8)
    c = np.zeros((16, 16), np.int32)
    got = ptoisa.run(matmul_kernel("i8", "i8", "i32", 16, 64, 16), args={"a": a, "b": b, "c": c}).buffers["c"]
    assert (got == 64 * 16384).all()


def test_a_transposed_rhs_loads_dn_into_a_mat_tile():
    """b stored as N x K (B transposed): an ND view whose last extent is the mat tile's rows is read DN."""
    m, k, n = 16, 64, 32
    a, b = values("f16", (m, k)), values("f16", (k, n))
    text = matmul_kernel("f16", "f16", "f32", m, k, n, tm=16, tk=64, tn=32)
    text = text.replace("shape = [%ck, %cn], strides = [%cn, %c1]", "shape = [%cn, %ck], strides = [%ck, %c1]")
    text = text.replace("sizes = [%ck, %cn] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<64x32xf16>",
                        "sizes = [%cn, %ck] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x64xf16>")
    text = text.replace("pto.tload ins(%pb : !pto.partition_tensor_view<64x32xf16>)",
                        "pto.tload ins(%pb : !pto.partition_tensor_view<32x64xf16>)")
    got = ptoisa.run(text, args={"a": a, "b": np.ascontiguousarray(b.T), "c": np.zeros((m, n), np.float32)}).buffers["c"]
    assert_bits_equal(got.reshape(m, n), fma_chain(as_float(a, "f16"), as_float(b, "f16")))


# --- the ops on tiles --------------------------------------------------------------------

def cube_tiles(ta, tb, tc, m, k, n, tm=32, tk=64, tn=32, gemv=False):
    mem = np.zeros(1 << 17, np.uint8)
    lhs = S.Tile(mem, 0, ta, tm, tk, loc="Left", valid_rows=1 if gemv else m, valid_cols=k, blayout="ColMajor",
                 slayout="RowMajor")
    rhs = S.Tile(mem, 16384, tb, tk, tn, loc="Right", valid_rows=k, valid_cols=n, slayout="ColMajor")
    dst = S.Tile(mem, 32768, tc, tm, tn, loc="Acc", valid_rows=1 if gemv else m, valid_cols=n, blayout="ColMajor",
                 slayout="RowMajor")
    return mem, lhs, rhs, dst


def put(tile, x):
    region = tile.values().copy()
    region[:x.shape[0], :x.shape[1]] = x.view(region.dtype) if x.dtype.itemsize == region.dtype.itemsize else x
    tile.write(region)


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize("t", ["f16", "i8"])
def test_acc_adds_to_dst_on_the_devices_and_to_acc_in_on_the_cpu(target, t):
    m, k, n = 9, 21, 11
    tc = "i32" if t == "i8" else "f32"
    mem, lhs, rhs, dst = cube_tiles(t, t, tc, m, k, n)
    acc_in = S.Tile(mem, 65536, tc, 32, 32, loc="Acc", valid_rows=m, valid_cols=n, blayout="ColMajor", slayout="RowMajor")
    a, b = values(t, (m, k)), values(t, (k, n))
    old = (RNG.integers(-1000, 1000, (m, n)) if t == "i8" else RNG.uniform(-8, 8, (m, n))).astype(np.dtype(tc.replace("f", "float").replace("i", "int")))
    other = (old * 3).astype(old.dtype)
    put(lhs, a)
    put(rhs, b)
    put(dst, old)
    put(acc_in, other)
    S.tmatmul_acc(acc_in, lhs, rhs, dst, target=target)
    init = other if target == "cpu" else old
    assert_bits_equal(dst.values()[:m, :n], expected(target, a, b, t, init))
    assert_bits_equal(acc_in.values()[:m, :n], other)  # acc_in is only read


@pytest.mark.parametrize("target", ["a5", "cpu"])
def test_bias_starts_each_column(target):
    m, k, n = 7, 40, 30
    mem, lhs, rhs, dst = cube_tiles("bf16", "bf16", "f32", m, k, n)
    bias = S.Tile(mem, 65536, "f32", 1, 32, loc="Bias", valid_rows=1, valid_cols=n)
    a, b = values("bf16", (m, k)), values("bf16", (k, n))
    bv = RNG.uniform(-2, 2, (1, n)).astype(np.float32)
    put(lhs, a)
    put(rhs, b)
    put(bias, bv)
    before = dst.values().copy()
    S.tmatmul_bias(lhs, rhs, bias, dst, target=target)
    init = np.broadcast_to(bv, (m, n))
    assert_bits_equal(dst.values()[:m, :n], expected(target, a, b, "bf16", init))
    assert_bits_equal(dst.values()[m:, :], before[m:, :])  # only the top-left M x N is written
    assert_bits_equal(dst.values()[:, n:], before[:, n:])


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_gemv_is_one_row_with_k_from_rhs(target):
    k, n = 50, 20
    mem, lhs, rhs, dst = cube_tiles("f16", "f16", "f32", 1, k, n, tm=16, gemv=True)
    a, b = values("f16", (1, k)), values("f16", (k, n))
    put(lhs, a)
    put(rhs, b)
    S.tgemv(lhs, rhs, dst, target=target)
    assert_bits_equal(dst.values()[:1, :n], expected(target, a, b, "f16"))


@pytest.mark.parametrize("target", ["a5", "cpu"])
def test_nan_and_infinities_propagate(target):
    m, k, n = 4, 16, 4
    mem, lhs, rhs, dst = cube_tiles("f32", "f32", "f32", m, k, n)
    a = np.ones((m, k), np.float32)
    b = np.ones((k, n), np.float32)
    a[0, 3] = np.nan  # row 0: NaN
    a[1, 0] = np.inf  # row 1: inf x 1 = inf, but inf x 0 in column 2 is NaN
    b[0, 2] = 0.0
    a[2, 0], a[2, 1] = np.inf, -np.inf  # row 2: inf - inf = NaN
    a[3, 5] = np.float32(2.0 ** -140)  # a subnormal product
    put(lhs, a)
    put(rhs, b)
    S.tmatmul(lhs, rhs, dst, target=target)
    got = dst.values()[:m, :n]
    assert np.isnan(got[0]).all() and np.isnan(got[2]).all()
    assert np.isposinf(got[1, [0, 1, 3]]).all() and np.isnan(got[1, 2])
    assert_bits_equal(got[3], np.array([15, 15, 14, 15], np.float32))  # the tiny product is lost in the rounding


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_every_target_sums_in_the_chains_order(target):
    """1 + 2^-24 (32 times): the f32 chain loses each tiny term as it comes (an exact sum would keep
    their total, 1 + 2^-19); as pto.mad sums (D-MAD-ORDER)."""
    m, k, n = 1, 33, 1
    mem, lhs, rhs, dst = cube_tiles("f32", "f32", "f32", m, k, n)
    a = np.full((1, k), np.float32(2.0 ** -24))
    a[0, 0] = 1.0
    put(lhs, a)
    put(rhs, np.ones((k, 1), np.float32))
    S.tmatmul(lhs, rhs, dst, target=target)
    assert dst.values()[0, 0] == np.float32(1.0)
    a[0, 0], a[0, -1] = np.float32(2.0 ** -24), 1.0  # the tiny terms first: their sum, 2^-19, survives
    put(lhs, a)
    S.tmatmul(lhs, rhs, dst, target=target)
    assert dst.values()[0, 0] == np.float32(1 + 32 * 2.0 ** -24)


@pytest.mark.parametrize("target", ["a5", "cpu"])
@pytest.mark.parametrize(("ta", "tb"), [("f8e4m3", "f8e5m2"), ("f8e5m2", "f8e5m2")])
def test_mx_scales_each_group_of_32(target, ta, tb):
    m, k, n = 5, 70, 6  # three groups, the last of 6
    mem, lhs, rhs, dst = cube_tiles(ta, tb, "f32", m, k, n, tk=128)
    sa = S.Tile(mem, 65536, "f8e8m0", 32, 4, loc="Scaling", valid_rows=m, valid_cols=3, slayout="RowMajor", fractal=32)
    sb = S.Tile(mem, 70000 // 32 * 32, "f8e8m0", 4, 32, loc="Scaling", valid_rows=3, valid_cols=n, blayout="ColMajor",
                slayout="ColMajor", fractal=32)
    a, b = values(ta, (m, k)), values(tb, (k, n))
    ea = RNG.integers(120, 135, (m, 3)).astype(np.uint8)
    eb = RNG.integers(120, 135, (3, n)).astype(np.uint8)
    put(lhs, a)
    put(rhs, b)
    put(sa, ea.view(ml_dtypes.float8_e8m0fnu))
    put(sb, eb.view(ml_dtypes.float8_e8m0fnu))
    S.tmatmul_mx(lhs, sa, rhs, sb, dst, target=target)
    g = np.arange(k) // 32
    af = as_float(a, ta) * np.ldexp(1.0, ea[:, g].astype(int) - 127)
    bf = as_float(b, tb) * np.ldexp(1.0, eb[g, :].astype(int) - 127)
    if target == "cpu":  # float += double, rounded to f32 per k
        want = np.empty((m, n), np.float32)
        for i in range(m):
            for j in range(n):
                acc = np.float32(0)
                for kk in range(k):
                    acc = np.float32(float(Fraction(float(acc)) + Fraction(af[i, kk]) * Fraction(bf[kk, j])))
                want[i, j] = acc
    else:
        want = fma_chain(af, bf)
    assert_bits_equal(dst.values()[:m, :n], want)
    eb[1, 2] = 0xFF  # a NaN scale: column 2's products over group 1 are NaN
    put(sb, eb.view(ml_dtypes.float8_e8m0fnu))
    S.tmatmul_mx(lhs, sa, rhs, sb, dst, target=target)
    assert np.isnan(dst.values()[:m, 2]).all() and not np.isnan(dst.values()[:m, [0, 1, 3]]).any()


@pytest.mark.parametrize(("change", "message"), [
    (lambda lhs, rhs, dst: setattr(lhs, "valid_cols", 0), "K = 0 (from the operands' valid shapes) is outside 1..4095"),
    (lambda lhs, rhs, dst: setattr(dst, "elem", "i32"), "element types (f16, f16, i32) are not a product"),
    (lambda lhs, rhs, dst: setattr(rhs, "valid_cols", 40), "the 9x40 product does not fit dst (32x32)"),
])
def test_run_time_errors_name_the_problem(change, message):
    mem, lhs, rhs, dst = cube_tiles("f16", "f16", "f32", 9, 21, 11, tn=48)
    dst = S.Tile(mem, 32768, "f32", 32, 32, loc="Acc", blayout="ColMajor", slayout="RowMajor")
    change(lhs, rhs, dst)
    with pytest.raises(S.SemanticsError, match=message.replace("(", r"\(").replace(")", r"\)")):
        S.tmatmul(lhs, rhs, dst)


def test_a_wide_mx_scale_tile_is_refused_with_its_decision():
    mem, lhs, rhs, dst = cube_tiles("f8e4m3", "f8e4m3", "f32", 4, 64, 4, tk=64)
    sa = S.Tile(mem, 65536, "f16", 32, 2, loc="Scaling", valid_rows=4, valid_cols=2)
    sb = S.Tile(mem, 66560, "f16", 2, 32, loc="Scaling", valid_rows=2, valid_cols=4)
    with pytest.raises(S.SemanticsError, match="D-TMATMUL-MX-SCALES"):
        S.tmatmul_mx(lhs, sa, rhs, sb, dst)


# --- the fixpipe and the cube moves --------------------------------------------------------

@pytest.mark.parametrize(("out", "relu"), [("f16", None), ("bf16", None), ("f32", "normal_relu"), ("f16", "normal_relu")])
def test_tstore_of_an_acc_tile_rounds_to_the_view_type(out, relu):
    mem = np.zeros(1 << 16, np.uint8)
    acc = S.Tile(mem, 0, "f32", 16, 16, loc="Acc", valid_rows=10, valid_cols=12, blayout="ColMajor", slayout="RowMajor")
    x = RNG.uniform(-3, 3, (16, 16)).astype(np.float32)
    x[0, :4] = [70000.0, -1e-9, np.nan, 1 + 2.0 ** -11]  # past f16, a tiny negative, NaN, a tie in f16
    acc.write(x)
    gm = np.zeros(4096, np.uint8)
    view = S.make_tensor_view(S.Ptr(gm, 0, out, "gm"), [10, 12], [12, 1])
    S.tstore(acc, view, reluPreMode=relu)
    got = gm[:10 * 12 * 2 if out != "f32" else 10 * 12 * 4].view(NP[out]).reshape(10, 12)
    v = x[:10, :12].astype(np.float64)
    if relu:
        v = np.where(v > 0, v, 0.0)
    with np.errstate(over="ignore"):  # 70000 is past f16: infinity
        want = v.astype(NP[out]) if out != "bf16" else v.astype(np.float32).astype(ml_dtypes.bfloat16)
    assert_bits_equal(got, want)


def test_tstore_fp_quantizes_each_column():
    text = matmul_kernel("f16", "f16", "f32", 8, 16, 32, tm=16, tk=32, tn=32)
    text = text.replace("%c: !pto.ptr<f32>)", "%c: !pto.ptr<f16>, %q: !pto.ptr<f16>)")
    text = text.replace("!pto.tensor_view<?x?xf32>", "!pto.tensor_view<?x?xf16>").replace(
        "!pto.partition_tensor_view<8x32xf32>", "!pto.partition_tensor_view<8x32xf16>")
    fp = "!pto.tile_buf<scaling, 1x32xf16>"
    text = text.replace("  pto.tstore ins(%ac : ", f"""  %tq = pto.make_tensor_view %q, shape = [%c1, %cn], strides = [%cn, %c1] : !pto.tensor_view<?x?xf16>
  %pq = pto.partition_view %tq, offsets = [%c0, %c0], sizes = [%c1, %cn] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<1x32xf16>
  %fp = pto.alloc_tile : {fp}
  pto.tload ins(%pq : !pto.partition_tensor_view<1x32xf16>) outs(%fp : {fp})
  pto.tstore ins(%ac : """)
    text = text.replace("!pto.tile_buf<acc, 16x32xf32, valid=8x32, blayout=col_major, slayout=row_major>) outs(%pc",
                        f"!pto.tile_buf<acc, 16x32xf32, valid=8x32, blayout=col_major, slayout=row_major> fp %fp : {fp}) outs(%pc")
    a, b = values("f16", (8, 16)), values("f16", (16, 32))
    q = RNG.uniform(0.5, 1.5, (1, 32)).astype(np.float16)
    got = ptoisa.run(text, args={"a": a, "b": b, "c": np.zeros((8, 32), np.float16), "q": q}).buffers["c"]
    prod = fma_chain(as_float(a, "f16"), as_float(b, "f16"))
    want = (prod * q.astype(np.float32)).astype(np.float32).astype(np.float16)
    assert_bits_equal(got.reshape(8, 32), want)


def test_tmov_acc_to_vec_converts_and_mat_to_left_keeps_each_element():
    mem = np.zeros(1 << 17, np.uint8)
    mat = S.Tile(mem, 0, "bf16", 32, 32, loc="Mat", valid_rows=20, valid_cols=30, blayout="ColMajor", slayout="RowMajor")
    left = S.Tile(mem, 4096, "bf16", 32, 32, loc="Left", valid_rows=20, valid_cols=30, blayout="ColMajor",
                  slayout="RowMajor")
    x = values("bf16", (32, 32))
    mat.write(x)
    before = left.values().copy()
    S.tmov(mat, left)
    assert_bits_equal(left.values()[:20, :30], x[:20, :30])
    assert_bits_equal(left.values()[20:], before[20:])
    acc = S.Tile(mem, 8192, "f32", 16, 16, loc="Acc", valid_rows=16, valid_cols=16, blayout="ColMajor", slayout="RowMajor")
    vec = S.Tile(mem, 16384, "f16", 16, 16, loc="Vec")
    y = RNG.uniform(-5, 5, (16, 16)).astype(np.float32)
    acc.write(y)
    S.tmov(acc, vec, reluPreMode="normal_relu")
    assert_bits_equal(vec.values(), np.maximum(y, 0).astype(np.float16))
    with pytest.raises(S.SemanticsError, match="does not fit"):  # dst's valid 20 x 30 at (4, 16) leaves src's 32 x 32
        S.textract(mat, 4, 16, left)
    small = S.Tile(mem, 20480, "bf16", 32, 32, loc="Left", valid_rows=8, valid_cols=16, blayout="ColMajor",
                   slayout="RowMajor")
    S.textract(mat, 4, 16, small)
    assert_bits_equal(small.values()[:8, :16], x[4:12, 16:32])
    with pytest.raises(S.SemanticsError, match="only an acc tile's move converts"):
        S.tmov(mat, S.Tile(mem, 24576, "f16", 32, 32, loc="Left", blayout="ColMajor", slayout="RowMajor"))


# --- the verifier ------------------------------------------------------------------------

def _line(text, needle):
    return text.splitlines().index(next(s for s in text.splitlines() if needle in s)) + 1


def test_a_clean_kernel_verifies_on_every_target(tmp_path, capsys):
    for target in ("a5", "a2a3", "cpu"):
        code, out = verify_cli(tmp_path, capsys, matmul_kernel("f16", "f16", "f32", 13, 37, 19), target)
        assert code == 0 and "0 error(s), 0 warning(s)" in out, (target, out)


@pytest.mark.parametrize(("text", "target", "message"), [
    (matmul_kernel("i8", "i8", "f32", 16, 32, 16), "a5", "pto.tmatmul: (dst, lhs, rhs) element types: (i32, i8, i8)"),
    (matmul_kernel("f8e4m3", "f8e4m3", "f32", 16, 64, 16), "a2a3", "pto.tmatmul: element type f8e4m3 is not legal on A2/A3"),
    (matmul_kernel("f16", "f16", "f32", 1, 32, 16, op="tgemv"), "a5", None),
    (matmul_kernel("f16", "f16", "f32", 4, 32, 16, op="tgemv"), "a5", "pto.tgemv: `lhs` and `dst` have one valid row"),
])
def test_the_verifier_locates_what_it_refuses(tmp_path, capsys, text, target, message):
    code, out = verify_cli(tmp_path, capsys, text, target)
    if message is None:
        assert code == 0, out
        return
    op = message.split(":")[0]
    assert code == 1 and f"k.pto:{_line(text, op + ' ins')}:3: error: {message}" in out, out


def test_a_mat_operand_is_an_a5_form_only(tmp_path, capsys):
    """PTOAS's TileLang cases pass mat tiles to tmatmul on A5 (D-TMATMUL-MAT-OPERANDS); A2/A3 wants left/right."""
    text = matmul_kernel("f16", "f16", "f32", 16, 32, 16).replace(
        "pto.tmatmul ins(%la, %rb : ", "pto.tmatmul ins(%ma, %mb : ").replace(
        "!pto.tile_buf<left, 32x64xf16, valid=16x32, blayout=col_major, slayout=row_major>, !pto.tile_buf<right, 64x32xf16, valid=32x16, blayout=row_major, slayout=col_major>) outs(%ac",
        "!pto.tile_buf<mat, 32x64xf16, valid=16x32, blayout=col_major, slayout=row_major>, !pto.tile_buf<mat, 64x32xf16, valid=32x16, blayout=col_major, slayout=row_major>) outs(%ac")
    assert "ins(%ma, %mb : !pto.tile_buf<mat" in text
    code, out = verify_cli(tmp_path, capsys, text, "a5")
    assert code == 0, out
    a, b = values("f16", (16, 32)), values("f16", (32, 16))
    got = ptoisa.run(text, args={"a": a, "b": b, "c": np.zeros((16, 16), np.float32)}).buffers["c"]
    assert_bits_equal(got.reshape(16, 16), fma_chain(as_float(a, "f16"), as_float(b, "f16")))
    code, out = verify_cli(tmp_path, capsys, text, "a2a3")
    assert code == 1 and "pto.tmatmul: `lhs` must be a left tile, `rhs` a right tile and `dst` an acc tile." in out, out


# --- the cube unit's f32 mode ------------------------------------------------------------

def tf32(x, bits, ties_away):
    """x (f32) rounded to `bits` mantissa bits (a format of f32's exponent range), computed on the exact value: q = x / 2^(e - bits),
    rounded to an integer (ties away from zero, or to even), times the scale."""
    out = []
    for v in np.asarray(x, np.float32).ravel():
        if not np.isfinite(v) or v == 0:
            out.append(float(v))
            continue
        e = max(int(np.floor(np.log2(abs(float(v))))), -126)  # a subnormal keeps the format's smallest quantum
        scale = Fraction(2) ** (e - bits)
        q = Fraction(float(v)) / scale
        if ties_away:
            r = int(abs(q) + Fraction(1, 2)) * (1 if q > 0 else -1)
        else:
            r = round(q)  # Fraction rounds half to even
        out.append(float(r * scale))
    return np.array(out).reshape(np.shape(x))


@pytest.mark.parametrize(("bits", "mode"), [(10, "CAST_RINT"), (10, "CAST_ROUND"), (11, "CAST_RINT")])
def test_the_f32_mode_rounds_each_operand_to_its_mantissa(bits, mode):
    from ptoisa_ref.runtime.tile_matmul import reduce_f32
    x = RNG.uniform(-100, 100, 400).astype(np.float32)
    m = 1 << (23 - bits)  # exact ties and the largest finite value (whose carry reaches infinity)
    x[:4] = (np.array([0x3F800000 + m // 2, 0x3F800000 + m + m // 2, 0x7F7FFFFF, 0x00000003], np.uint32)
             .view(np.float32))
    x[4:7] = [np.inf, -np.inf, np.nan]
    got = reduce_f32(x.astype(np.float64), bits, mode)
    want = tf32(x, bits, mode == "CAST_ROUND")
    assert np.array_equal(np.isnan(got), np.isnan(want))
    keep = ~np.isnan(want)
    with np.errstate(over="ignore"):
        assert_bits_equal(got[keep].astype(np.float32), want[keep].astype(np.float32))


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_settf32mode_changes_the_f32_products_that_follow(target):
    m, k, n = 8, 16, 16
    text = matmul_kernel("f32", "f32", "f32", m, k, n, tm=16, tk=16, tn=16)
    text = text.replace("  pto.tmatmul ins", '  pto.settf32mode {enable = true, mode = "CAST_RINT"}\n  pto.tmatmul ins')
    a, b = values("f32", (m, k)), values("f32", (k, n))
    got = ptoisa.run(text, args={"a": a, "b": b, "c": np.zeros((m, n), np.float32)}, target=target).buffers["c"]
    af, bf = as_float(a, "f32"), as_float(b, "f32")
    bits = {"a5": 10, "a2a3": 11}.get(target)
    if bits:
        want = fma_chain(tf32(af, bits, False), tf32(bf, bits, False))
    else:  # the CPU simulator ignores the mode
        want = fma_chain(af, bf)
    assert_bits_equal(got.reshape(m, n), want)
    off = text.replace("  pto.tmatmul ins", "  pto.sethf32mode {enable = false}\n  pto.tmatmul ins")
    got = ptoisa.run(off, args={"a": a, "b": b, "c": np.zeros((m, n), np.float32)}, target=target).buffers["c"]
    assert_bits_equal(got.reshape(m, n), fma_chain(af, bf))


def test_the_f32_mode_leaves_other_types_alone():
    mem, lhs, rhs, dst = cube_tiles("f16", "f16", "f32", 4, 16, 4)
    a, b = values("f16", (4, 16)), values("f16", (16, 4))
    put(lhs, a)
    put(rhs, b)
    S.tmatmul(lhs, rhs, dst, dma={("mad", "f32_mode"): "CAST_ROUND"})
    assert_bits_equal(dst.values()[:4, :4], fma_chain(as_float(a, "f16"), as_float(b, "f16")))


def test_a_bad_mode_is_located(tmp_path, capsys):
    text = matmul_kernel("f32", "f32", "f32", 8, 16, 16, tm=16, tk=16, tn=16).replace(
        "  pto.tmatmul ins", '  pto.settf32mode {enable = true, mode = "CAST_FLOOR"}\n  pto.tmatmul ins')
    code, out = verify_cli(tmp_path, capsys, text, "a5")
    assert code == 1 and f"k.pto:{_line(text, 'settf32mode')}:" in out and "CAST_FLOOR" in out, out


# --- A2/A3 cycles (D-A2A3-MAD) -------------------------------------------------------------

@pytest.mark.parametrize(("op", "dtype", "mkn", "want"), [
    ("tmatmul", "f16", (13, 37, 19), 6 + 1 * 1 * 3 * 2),    # K in blocks of 16 halves
    ("tmatmul", "f32", (16, 16, 16), 6 + 2 * 1 * 2 * 1),    # f32: 8 per block, 2 cycles a repeat
    ("tmatmul_acc", "i8", (33, 64, 17), 6 + 1 * 3 * 2 * 2),  # i8: 32 per block
    ("tgemv_bias", "bf16", (1, 300, 60), 6 + 1 * 1 * 19 * 4),
])
def test_a2a3_cycles_count_fractal_products(op, dtype, mkn, want):
    from ptoisa_ref import costs as C
    assert C.cost(op, "a2a3", dtype, sizes=mkn).total == want
    with pytest.raises(C.CostUnavailable, match="depend on M, K and N"):
        C.cost(op, "a2a3", dtype)


def test_ptoisa_cost_and_the_profile_take_m_k_n_from_the_operands(tmp_path, capsys):
    from ptoisa.cli import main
    path = tmp_path / "k.pto"
    path.write_text(matmul_kernel("f16", "f16", "f32", 13, 37, 19))
    assert main(["cost", str(path), "--target", "a2a3"]) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if "pto.tmatmul" in line)
    assert row.split()[-2:] == ["12", "12"], row
    args = []
    for name, shape, dt in (("a", (13, 37), np.float16), ("b", (37, 19), np.float16), ("c", (13, 19), np.float32)):
        np.zeros(shape, dt).tofile(tmp_path / f"{name}.bin")
        args += ["--arg", f"{name}={tmp_path / (name + '.bin')}"]
    main(["run", str(path), "--entry", "k", "--target", "a2a3", "--profile", *args])
    row = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("pto.tmatmul ") and "M 13" in line)
    assert "12" in row.split() and "M 13, K 37, N 19" in row, row


def test_a_k_loop_of_tmatmul_then_tmatmul_acc_accumulates_block_by_block():
    """A GEMM over three K blocks in an scf.for: the first block's tmatmul, then tmatmul.acc into the
    same acc tile; each step rounds once (A5, A2/A3)."""
    M, K, N, KB = 16, 48, 16, 16
    L = "!pto.tile_buf<left, 16x16xf16, blayout=col_major, slayout=row_major>"
    R = "!pto.tile_buf<right, 16x16xf16, blayout=row_major, slayout=col_major>"
    MA = "!pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>"
    AC = "!pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major>"
    text = f"""func.func @k(%a: !pto.ptr<f16>, %b: !pto.ptr<f16>, %c: !pto.ptr<f32>) {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c64 = arith.constant 48 : index
      %ta = pto.make_tensor_view %a, shape = [%c16, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf16>
      %tb = pto.make_tensor_view %b, shape = [%c64, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf16>
      %tc = pto.make_tensor_view %c, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
      %ma = pto.alloc_tile : {MA}
      %mb = pto.alloc_tile : {MA}
      %la = pto.alloc_tile : {L}
      %rb = pto.alloc_tile : {R}
      %ac = pto.alloc_tile : {AC}
      scf.for %i = %c0 to %c64 step %c16 {{
        %pa = pto.partition_view %ta, offsets = [%c0, %i], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x16xf16>
        %pb = pto.partition_view %tb, offsets = [%i, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x16xf16>
        pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf16>) outs(%ma : {MA})
        pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf16>) outs(%mb : {MA})
        pto.tmov ins(%ma : {MA}) outs(%la : {L})
        pto.tmov ins(%mb : {MA}) outs(%rb : {R})
        %first = arith.cmpi eq, %i, %c0 : index
        scf.if %first {{
          pto.tmatmul ins(%la, %rb : {L}, {R}) outs(%ac : {AC})
        }} else {{
          pto.tmatmul.acc ins(%ac, %la, %rb : {AC}, {L}, {R}) outs(%ac : {AC})
        }}
      }}
      %pc = pto.partition_view %tc, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
      pto.tstore ins(%ac : {AC}) outs(%pc : !pto.partition_tensor_view<16x16xf32>)
      return
    }}
    """
    a, b = values("f16", (M, K)), values("f16", (K, N))
    for target in ("a5", "a2a3"):
        got = ptoisa.run(text, args={"a": a, "b": b, "c": np.zeros((M, N), np.float32)}, target=target).buffers["c"]
        step = fma_chain
        want = None
        for i in range(0, K, KB):
            want = step(as_float(a[:, i:i + KB], "f16"), as_float(b[i:i + KB], "f16"), want)
        assert_bits_equal(got.reshape(M, N), want, target)


def test_textract_fp_quantizes_an_acc_window_as_ptoas_writes_it(tmp_path, capsys):
    """`ins(%acc, %r, %c : T, index, index fp %fp : U)`: the window at (r, c) times fp's row, to f16."""
    acc_t = "!pto.tile_buf<acc, 16x32xf32, blayout=col_major, slayout=row_major>"
    fp_t = "!pto.tile_buf<scaling, 1x16xf32>"
    mat_t = "!pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>"
    text = f"""func.func @k() {{
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %acc = pto.alloc_tile : {acc_t}
  %fp = pto.alloc_tile : {fp_t}
  %dst = pto.alloc_tile : {mat_t}
  pto.textract ins(%acc, %c0, %c16 : {acc_t}, index, index fp %fp : {fp_t}) outs(%dst : {mat_t})
  return
}}
"""
    code, out = verify_cli(tmp_path, capsys, text, "a5")
    assert code == 0, out
    mem = np.zeros(1 << 16, np.uint8)
    acc = S.Tile(mem, 0, "f32", 16, 32, loc="Acc", blayout="ColMajor", slayout="RowMajor")
    fp = S.Tile(mem, 4096, "f32", 1, 16, loc="Scaling")
    dst = S.Tile(mem, 8192, "f16", 16, 16, loc="Mat", blayout="ColMajor", slayout="RowMajor")
    x = RNG.uniform(-4, 4, (16, 32)).astype(np.float32)
    q = RNG.uniform(0.5, 2, (1, 16)).astype(np.float32)
    acc.write(x)
    fp.write(q)
    S.textract(acc, 0, 16, dst, fp=fp)
    assert_bits_equal(dst.values(), (x[:, 16:] * q).astype(np.float32).astype(np.float16))
    with pytest.raises(S.SemanticsError, match="for an acc source only"):
        S.textract(dst, 0, 0, S.Tile(mem, 12288, "f16", 16, 16, loc="Left", blayout="ColMajor", slayout="RowMajor"), fp=fp)


def test_an_acc_tile_takes_the_cube_s_16_x_16_blocks():
    """D-TILE-ACC-FRACTAL: L0C holds 16 x 16 blocks of 32-bit elements, whatever fractal= an acc tile writes."""
    from ptoisa.frontend.ptotypes import parse_type
    assert parse_type("!pto.tile_buf<acc, 32x32xi32, blayout=col_major, slayout=row_major>").fractal == 1024
    assert parse_type("!pto.tile_buf<acc, 32x32xi32, blayout=col_major, slayout=row_major, fractal=512>").fractal == 1024
    assert parse_type("!pto.tile_buf<mat, 32x32xi8, blayout=col_major, slayout=row_major>").fractal == 512
    # element (r, c) of a 32 x 32 i32 acc tile at 4 * (c // 16 * 32 * 16 + r * 16 + c % 16): 16 x 16 boxes, column bands
    mem = np.zeros(8192, np.uint8)
    t = S.Tile(mem, 0, "i32", 32, 32, loc="Acc", blayout="ColMajor", slayout="RowMajor", fractal=1024)
    t.write(np.arange(32 * 32, dtype=np.int32).reshape(32, 32))
    flat = mem.view(np.int32)
    r, c = np.meshgrid(np.arange(32), np.arange(32), indexing="ij")
    assert (flat[c // 16 * 512 + r * 16 + c % 16] == r * 32 + c).all()
