"""The row-expand tile ops (trowexpandadd ... trowexpandexpdif) against plain numpy: src0
combined with one value per row of src1, for every element type each target allows, valid
regions smaller than the tiles, NaN, +-inf, -0.0 and integer extremes, poison in src1's other
columns; whole kernels in PTO text through ptoisa.run on A5, A2/A3 and the CPU with src1 in both
forms (a column-major column, a row-major 32-byte block per row: A5 reads its column 0, A2/A3 and
the CPU repeat the block, D-TILE-ROWEXPAND-BLOCK); a softmax; the verifier's located errors; a
batched loop.

Expected values are written here element by element from the pages' rules, not from the
semantics module."""
import math

import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import UINT, assert_bits_equal, sample, verify_cli
from ptoisa.interp.run import RunFailed
from ptoisa_ref import semantics as S
from reference import NP, is_float

ISA = the_isa()
RNG = np.random.default_rng(43)
TARGETS = ("a5", "a2a3", "cpu")
SPELL = {"u8": "ui8", "u16": "ui16", "u32": "ui32"}
OPS = ("add", "sub", "mul", "div", "max", "min", "expdif")
CANONICAL = {"f32": 0x7FC00000, "f16": 0x7E00}
QUIET = {"f32": 0x00400000, "f16": 0x0200}


def _int_op(k, a, b, t):
    """Integers exactly, then wrapped to T's width; division truncates and x / 0 is 0 (D-INTDIV)."""
    v = {"add": lambda: a + b, "sub": lambda: a - b, "mul": lambda: a * b, "max": lambda: max(a, b),
         "min": lambda: min(a, b),
         "div": lambda: 0 if b == 0 else (abs(a) // abs(b)) * (1 if (a < 0) == (b < 0) else -1)}[k]()
    bits = np.dtype(NP[t]).itemsize * 8
    v &= (1 << bits) - 1
    if np.iinfo(NP[t]).min < 0 and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def _float_op(k, a, b, t, target):
    """One element: "a"/"b" for a selected input, None for a NaN result, else the value in T."""
    x, y = float(a), float(b)
    if k in ("max", "min"):
        if target == "cpu":  # std::max / std::min: src0 unless the comparison picks src1
            return "b" if (x < y if k == "max" else y < x) else "a"
        if math.isnan(x):
            return "a"
        return "a" if (x > y if k == "max" else x < y) else "b"
    with np.errstate(all="ignore"):
        if k == "expdif":
            d = np.float64(x) - np.float64(y)
            if target == "a5" and t == "f16":
                d = np.float64(np.float16(d))  # A5's f16 path: vsub rounds the difference first (D-TILE-EXPDIF)
            r = np.exp(d)  # in double, rounded once (D-TILE-EXPDIF)
        else:
            xa, ya = NP[t](a), NP[t](b)
            r = {"add": xa + ya, "sub": xa - ya, "mul": xa * ya, "div": xa / ya}[k]
        r = NP[t](r)
    return None if np.isnan(r) else r


def expected(k, x, vals, t, target):
    """dst over the region: x (R x C) with vals[i][j], the src1 element each place reads; and
    the positions whose result is NaN."""
    out = np.zeros(x.shape, NP[t])
    nan = np.zeros(x.shape, bool)
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            a, b = x[i, j], vals[i, j]
            if not is_float(t):
                out[i, j] = _int_op(k, int(a), int(b), t)
                continue
            r = _float_op(k, a, b, t, target)
            if isinstance(r, str):
                out[i, j] = a if r == "a" else b
            elif r is None:
                nan[i, j] = True
                out[i, j] = np.nan
            else:
                out[i, j] = r
    return out, nan


def _compare(got, want, nan, context):
    if nan.any():
        assert np.isnan(got[nan]).all(), context
        got, want = got.copy(), want.copy()
        got[nan] = want[nan] = 0
    assert_bits_equal(got, want, context)


def cases():
    for k in OPS:
        op = ISA.op("trowexpand" + k)
        for target in TARGETS:
            for t in op.types_for(op.primary_operand, target):
                yield pytest.param(k, t, target, id=f"{k}-{t}-{target}")


@pytest.mark.parametrize(("k", "t", "target"), list(cases()))
def test_every_type_matches_numpy_with_src1_column0_repeated(k, t, target):
    """Arrays: src0 6x9 and src1 6x3 (columns 1 and 2 are poison, never read: an array is
    src1's column form), the region 5x7, edge values in."""
    x = sample(RNG, t, (6, 9))
    y = sample(RNG, t, (6, 3))
    if not is_float(t):
        info = np.iinfo(NP[t])
        x[:4, 0] = [info.min, info.max, info.min, -1 if info.min < 0 else 0]
        y[:4, 0] = [-1 if info.min < 0 else 1, 1, 0, 0]  # MIN / -1, MAX + 1, x / 0
        y[:, 1:] = (y[:, :1] + 1) if k != "div" else 0
    else:
        y[:, 1:] = np.nan  # columns past 0 must not be read
    got = getattr(S, "trowexpand" + k)(x, y, valid_rows=5, valid_cols=7, target=target)
    vals = np.repeat(y[:5, :1], 7, axis=1)
    want, nan = expected(k, x[:5, :7], vals, t, target)
    assert got.shape == (5, 7)
    _compare(got, want, nan, f"trowexpand{k} {t} {target}")


@pytest.mark.parametrize("t", ["f32", "f16"])
def test_a_nan_from_arithmetic_is_canonical_on_npu_and_the_first_operand_on_cpu(t):
    u = np.dtype(UINT[np.dtype(NP[t]).itemsize])
    payload = np.array([CANONICAL[t] + 5 - QUIET[t]], u)  # a signalling NaN with a payload
    snan = payload.view(NP[t])[0]
    x = np.array([[snan, 1.0], [2.0, 3.0]], NP[t])
    y = np.array([[2.0], [np.nan]], NP[t])
    default_nan = int(np.array([np.nan], NP[t]).view(u)[0])
    for target, want in (("a5", [CANONICAL[t]] * 2), ("a2a3", [CANONICAL[t]] * 2),
                         ("cpu", [int(payload[0]) | QUIET[t], default_nan])):
        got = S.trowexpandadd(x, y, target=target).view(u)
        assert [int(got[0, 0]), int(got[1, 1])] == want, target
        assert got[0, 1] == np.array([3.0], NP[t]).view(u)[0]  # 1 + 2
    # max keeps a NaN's bits: src0's signalling NaN on A5, src1's NaN in row 1
    got = S.trowexpandmax(x, y, target="a5").view(u)
    assert [int(got[0, 0]), int(got[1, 0]), int(got[1, 1])] == [int(payload[0]), default_nan, default_nan]


def test_minus_zero_infinities_and_ties():
    x = np.array([[-0.0, 0.0, np.inf, -np.inf], [1.0, -1.0, np.inf, 5.0]], np.float32)
    y = np.array([[0.0], [-0.0]], np.float32)
    add = S.trowexpandadd(x, y)
    assert np.signbit(add[0, :2]).tolist() == [False, False]  # -0 + 0 and 0 + 0 are +0
    assert add[0, 2] == np.inf and add[0, 3] == -np.inf
    mx = S.trowexpandmax(x, y)
    assert np.signbit(mx[0, :2]).tolist() == [False, False]  # a tie gives src1 (+0) on A5 (D-MINMAX)
    cpu = S.trowexpandmax(x, y, target="cpu")
    assert np.signbit(cpu[0, :2]).tolist() == [True, False]  # std::max keeps src0 on a tie
    mn = S.trowexpandmin(x, y)
    assert mn[1, 0] == 0.0 and np.signbit(mn[1, 0]) and mn[1, 1] == -1.0  # min(1, -0) is src1's -0
    div = S.trowexpanddiv(x, y)
    assert np.isnan(div[0, 0]) and div[1, 0] == -np.inf and div[1, 1] == np.inf  # 0/0, 1/-0, -1/-0
    y2 = np.array([[np.inf], [1.0]], np.float32)
    e = S.trowexpandexpdif(x, y2)
    assert np.isnan(e[0, 2]) and e[0, 0] == 0.0  # exp(inf - inf) is NaN, exp(-0 - inf) is 0
    assert e[1, :2].tolist() == [np.float32(1.0), np.float32(math.exp(-2.0))]
    assert e[1, 2] == np.inf and e[1, 3] == np.float32(math.exp(4.0))


@pytest.mark.parametrize("target", TARGETS)
def test_subnormals_are_ieee_values(target):
    """No flushing: 2^-149 + 2^-149 is 2^-148, 2^-149 * 0.5 rounds to even (0), a subnormal
    divided by 2^-10 is a normal number, in f32; 2^-24 + 2^-24 is 2^-23 in f16."""
    tiny = np.float32(2.0 ** -149)
    x = np.array([[tiny, tiny, np.float32(2.0 ** -140)]], np.float32)
    y = np.array([[tiny]], np.float32)
    assert S.trowexpandadd(x, y, target=target)[0, :2].tolist() == [2.0 ** -148] * 2
    half = np.array([[0.5]], np.float32)
    assert S.trowexpandmul(x, half, target=target)[0].tolist() == [0.0, 0.0, 2.0 ** -141]
    assert S.trowexpanddiv(x, np.array([[2.0 ** -10]], np.float32), target=target)[0, 2] == np.float32(2.0 ** -130)
    h = np.array([[np.float16(2.0 ** -24)]], np.float16)
    assert S.trowexpandadd(h, h, target=target)[0, 0] == np.float16(2.0 ** -23)


def test_expdif_is_rounded_once_from_the_exact_difference():
    """f16 operands whose difference is no f16 (0.5 + 2^-14): exp of the exact difference."""
    x = np.array([[np.float16(0.5)]], np.float16)
    y = np.array([[np.float16(-2.0 ** -14)]], np.float16)
    assert S.trowexpandexpdif(x, y)[0, 0] == np.float16(math.exp(0.5 + 2.0 ** -14))
    assert S.trowexpandexpdif(x, y, target="cpu")[0, 0] == np.float16(math.exp(0.5 + 2.0 ** -14))


# --- kernels ---------------------------------------------------------------------------------

def block(t):
    """src1's row-major width: one 32-byte block."""
    return 32 // np.dtype(NP[t]).itemsize


def src1_tile(t, rows, vr, form, bvr=None, bvc=None):
    ty = SPELL.get(t, t)
    bvr = vr if bvr is None else bvr
    if form == "col":
        return f"!pto.tile_buf<vec, {rows}x1x{ty}, valid={bvr}x{1 if bvc is None else bvc}, blayout=col_major>"
    return f"!pto.tile_buf<vec, {rows}x{block(t)}x{ty}, valid={bvr}x{block(t) if bvc is None else bvc}>"


def kernel(op, t, rows, cols, vr, vc, form="col", tmp=None, attrs="", **src1):
    """tload a (rows x cols, valid vr x vc) and b (src1: a column-major rows x 1 column loaded from
    a DN view, or a row-major rows x block tile from an ND view), the op, tstore c."""
    ty = SPELL.get(t, t)
    tile = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>"
    btile = src1_tile(t, rows, vr, form, **src1)
    bw = 1 if form == "col" else block(t)
    view = f"!pto.tensor_view<?x?x{ty}>"
    part = f"!pto.partition_tensor_view<{vr}x{vc}x{ty}>"
    bpart = f"!pto.partition_tensor_view<{vr}x{bw}x{ty}>"
    strides = "[%c1, %vr]" if form == "col" else "[%bw, %c1]"  # a column: unit row stride (DN)
    ins, types, extra = "%ta, %tb", f"{tile}, {btile}", ""
    if tmp:
        ins, types, extra = "%ta, %tb, %tt", f"{tile}, {btile}, {tmp}", f"    %tt = pto.alloc_tile : {tmp}\n"
    return f"""module {{
  func.func @k(%a: !pto.ptr<{ty}>, %b: !pto.ptr<{ty}>, %c: !pto.ptr<{ty}>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cr = arith.constant {rows} : index
    %cc = arith.constant {cols} : index
    %bw = arith.constant {bw} : index
    %vr = arith.constant {vr} : index
    %vc = arith.constant {vc} : index
    %view_a = pto.make_tensor_view %a, shape = [%cr, %cc], strides = [%cc, %c1] : {view}
    %view_b = pto.make_tensor_view %b, shape = [%vr, %bw], strides = {strides} : {view}
    %view_c = pto.make_tensor_view %c, shape = [%cr, %cc], strides = [%cc, %c1] : {view}
    %pa = pto.partition_view %view_a, offsets = [%c0, %c0], sizes = [%vr, %vc] : {view} -> {part}
    %pb = pto.partition_view %view_b, offsets = [%c0, %c0], sizes = [%vr, %bw] : {view} -> {bpart}
    %pc = pto.partition_view %view_c, offsets = [%c0, %c0], sizes = [%vr, %vc] : {view} -> {part}
    %ta = pto.alloc_tile : {tile}
    %tb = pto.alloc_tile : {btile}
    %tc = pto.alloc_tile : {tile}
{extra}    pto.tload ins(%pa : {part}) outs(%ta : {tile})
    pto.tload ins(%pb : {bpart}) outs(%tb : {btile})
    pto.{op} ins({ins} : {types}) outs(%tc : {tile}){attrs}
    pto.tstore ins(%tc : {tile}) outs(%pc : {part})
    return
  }}
}}
"""


def _inputs(k, t, rows, cols, vr, bw):
    a = sample(RNG, t, (rows, cols), edges=False)
    b = sample(RNG, t, (vr, bw), edges=False)
    if k in ("div", "expdif"):
        a = np.abs(a) + NP[t](1)
        b = np.abs(b) + NP[t](1)
    if bw > 1:  # every column of the block differs from column 0
        b[:, 1:] = b[:, :1] + NP[t](np.arange(1, bw) % 7 + 1)
    return a, b


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("k", "t"), [("sub", "f32"), ("mul", "i16"), ("max", "f16"), ("div", "f32"),
                                      ("expdif", "f16"), ("add", "i32"), ("min", "i16")])
def test_a_kernel_expands_a_column(k, t, target):
    """A 16x64 tile with a 13x40 valid region and a column-major 16x1 src1 with 13 valid rows:
    the region gets src0 op src1[i][0] on every target; the rest of c keeps its GM bytes."""
    rows, cols, vr, vc = 16, 64, 13, 40
    a, b = _inputs(k, t, rows, cols, vr, 1)
    c = np.full((rows, cols), 3, NP[t])
    got = ptoisa.run(kernel("trowexpand" + k, t, rows, cols, vr, vc), args={"a": a, "b": b, "c": c},
                     target=target).buffers["c"].reshape(rows, cols)
    want = c.copy()
    region, nan = expected(k, a[:vr, :vc], np.repeat(b, vc, axis=1), t, target)
    assert not nan.any()
    want[:vr, :vc] = region
    assert_bits_equal(got, want)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("k", "t"), [("sub", "f32"), ("div", "f16"), ("add", "i16"), ("max", "f32"),
                                      ("expdif", "f32")])
def test_a_row_major_block_is_read_at_column0_on_a5_and_repeated_on_a2a3_and_cpu(k, t, target):
    """src1 row-major with one 32-byte block per row whose elements all differ: A5 reads
    src1[i][0] (PTOAS's hardware-validated lowering), A2/A3 and the CPU src1[i][j % block]
    (D-TILE-ROWEXPAND-BLOCK)."""
    rows, cols, vr, vc = 16, 64, 13, 37
    bw = block(t)
    a, b = _inputs(k, t, rows, cols, vr, bw)
    c = np.full((rows, cols), 3, NP[t])
    got = ptoisa.run(kernel("trowexpand" + k, t, rows, cols, vr, vc, form="row"), args={"a": a, "b": b, "c": c},
                     target=target).buffers["c"].reshape(rows, cols)
    cols_read = np.zeros(vc, int) if target == "a5" else np.arange(vc) % bw
    want = c.copy()
    region, nan = expected(k, a[:vr, :vc], b[:, cols_read], t, target)
    assert not nan.any()
    want[:vr, :vc] = region
    assert_bits_equal(got, want)


@pytest.mark.parametrize("target", TARGETS)
def test_a_tmp_tile_is_accepted_and_does_not_change_the_result(target):
    """The DPS form with %tmp (A2/A3's broadcast scratch, 16 x 64 f32: room for 256 bytes)."""
    rows, cols, vr, vc = 16, 64, 13, 40
    tmp = "!pto.tile_buf<vec, 16x64xf32>"
    a, b = _inputs("mul", "f32", rows, cols, vr, 1)
    c = np.zeros((rows, cols), np.float32)
    got = ptoisa.run(kernel("trowexpandmul", "f32", rows, cols, vr, vc, tmp=tmp), args={"a": a, "b": b, "c": c},
                     target=target).buffers["c"].reshape(rows, cols)
    want = c.copy()
    want[:vr, :vc] = a[:vr, :vc] * b[:, :1]
    assert_bits_equal(got, want)


@pytest.mark.parametrize("target", TARGETS)
def test_the_cases_annotations_pass_and_precision_type_is_read(target):
    """PTOAS's TileLang cases write {src1Col = 1 : i64, src0eqdst = true, highPrecision = true}:
    accepted and not read; precisionType high_precision gives the correctly rounded quotient."""
    rows, cols, vr, vc = 16, 32, 16, 32
    a, b = _inputs("div", "f32", rows, cols, vr, 1)
    c = np.zeros((rows, cols), np.float32)
    for attrs in (" {src1Col = 1 : i64, src0eqdst = true, highPrecision = true}",
                  " {precisionType = #pto<div_precision high_precision>}"):
        tmp = "!pto.tile_buf<vec, 16x64xf32>" if "precisionType" in attrs else None
        got = ptoisa.run(kernel("trowexpanddiv", "f32", rows, cols, vr, vc, tmp=tmp, attrs=attrs),
                         args={"a": a, "b": b, "c": c.copy()}, target=target).buffers["c"].reshape(rows, cols)
        assert_bits_equal(got, a / b)


def test_a_softmax_runs_on_every_target():
    """exp(x - rowmax) / rowsum, the row maxima and sums given as column-major columns (as
    PTOAS's softmax kernels hold what trowmax and trowsum write): trowexpandsub, texp,
    trowexpanddiv, on an 8 x 64 f32 tile with 8 x 50 valid; the rest of y keeps its bytes."""
    rows, cols, vc = 8, 64, 50
    full = f"!pto.tile_buf<vec, {rows}x{cols}xf32, valid={rows}x{vc}>"
    col = f"!pto.tile_buf<vec, {rows}x1xf32, blayout=col_major>"
    view = "!pto.tensor_view<?x?xf32>"
    part = f"!pto.partition_tensor_view<{rows}x{vc}xf32>"
    cpart = f"!pto.partition_tensor_view<{rows}x1xf32>"
    text = f"""func.func @softmax(%x: !pto.ptr<f32>, %m: !pto.ptr<f32>, %s: !pto.ptr<f32>, %y: !pto.ptr<f32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = arith.constant {rows} : index
  %cc = arith.constant {cols} : index
  %vc = arith.constant {vc} : index
  %vx = pto.make_tensor_view %x, shape = [%r, %cc], strides = [%cc, %c1] : {view}
  %vy = pto.make_tensor_view %y, shape = [%r, %cc], strides = [%cc, %c1] : {view}
  %vm = pto.make_tensor_view %m, shape = [%r, %c1], strides = [%c1, %r] : {view}
  %vs = pto.make_tensor_view %s, shape = [%r, %c1], strides = [%c1, %r] : {view}
  %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%r, %vc] : {view} -> {part}
  %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%r, %vc] : {view} -> {part}
  %pm = pto.partition_view %vm, offsets = [%c0, %c0], sizes = [%r, %c1] : {view} -> {cpart}
  %ps = pto.partition_view %vs, offsets = [%c0, %c0], sizes = [%r, %c1] : {view} -> {cpart}
  %tx = pto.alloc_tile : {full}
  %tm = pto.alloc_tile : {col}
  %ts = pto.alloc_tile : {col}
  %te = pto.alloc_tile : {full}
  pto.tload ins(%px : {part}) outs(%tx : {full})
  pto.tload ins(%pm : {cpart}) outs(%tm : {col})
  pto.tload ins(%ps : {cpart}) outs(%ts : {col})
  pto.trowexpandsub ins(%tx, %tm : {full}, {col}) outs(%te : {full})
  pto.texp ins(%te : {full}) outs(%te : {full})
  pto.trowexpanddiv ins(%te, %ts : {full}, {col}) outs(%te : {full})
  pto.tstore ins(%te : {full}) outs(%py : {part})
  return
}}
"""
    x = (RNG.standard_normal((rows, cols)) * 3).astype(np.float32)
    m = x[:, :vc].max(axis=1, keepdims=True)
    e = np.exp(x[:, :vc].astype(np.float64) - m)
    s = e.sum(axis=1, keepdims=True).astype(np.float32)
    want = e / e.sum(axis=1, keepdims=True)
    for target in TARGETS:
        y = np.full((rows, cols), 5.0, np.float32)
        got = ptoisa.run(text, args={"x": x, "m": m, "s": s, "y": y}, target=target).buffers["y"].reshape(rows, cols)
        assert np.allclose(got[:, :vc], want, rtol=1e-5, atol=1e-7), target
        assert (got[:, vc:] == 5.0).all(), target
        assert np.allclose(got[:, :vc].sum(axis=1), 1.0, rtol=1e-5), target
        assert (got[:, :vc].argmax(axis=1) == x[:, :vc].argmax(axis=1)).all(), target


# --- the verifier ------------------------------------------------------------------------------

@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("form", ["col", "row"])
def test_clean_kernels_verify(tmp_path, capsys, target, form):
    code, out = verify_cli(tmp_path, capsys, kernel("trowexpandadd", "f32", 16, 64, 13, 40, form=form), target)
    assert code == 0, out


@pytest.mark.parametrize(("op", "t", "kw", "target", "message"), [
    ("trowexpandadd", "f32", dict(bvr=12), "a5", "`src1`'s valid rows must equal dst's."),
    ("trowexpandadd", "f32", dict(form="row", bvc=4), "a5",
     "`src1` must be column-major with 1 valid column, or row-major with 32 / sizeof(T) valid columns"),
    ("trowexpandmax", "f16", dict(form="row", bvc=8), "cpu", "`src1` must be column-major with 1 valid column"),
    ("trowexpandexpdif", "i32", {}, "a5", "element type i32 is not legal on A5"),
    ("trowexpanddiv", "i16", {}, "a2a3", "element type i16 is not legal on A2/A3"),
    ("trowexpandmul", "u8", {}, "a5", "element type u8 is not legal on A5"),
    ("trowexpandsub", "f32", dict(form="row", tmp="!pto.tile_buf<vec, 16x64xf32>"), "a2a3",
     "On A2/A3 a `tmp` tile must have dst's element type and needs `src1` in the column form"),
    ("trowexpandsub", "f32", dict(tmp="!pto.tile_buf<vec, 1x32xf32>"), "a2a3",
     "On A2/A3 `tmp` must hold ceil(R / 8) x 256 bytes"),
    ("trowexpanddiv", "f32", dict(attrs=" {precisionType = #pto<div_precision high>}"), "a5",
     "precisionType \"high\" is not one of default, high_precision"),
    ("trowexpanddiv", "f32", dict(attrs=" {srcCol = 1 : i64}"), "a5", "unknown attribute 'srcCol'"),
    ("trowexpandadd", "f32", dict(attrs=" {srcCol = 1 : i64}"), "a5", "unexpected attributes {srcCol = 1 : i64}"),
])
def test_the_verifier_locates_what_it_refuses(tmp_path, capsys, op, t, kw, target, message):
    text = kernel(op, t, 16, 64, 13, 40, **kw)
    code, out = verify_cli(tmp_path, capsys, text, target)
    line = text.splitlines().index(next(s for s in text.splitlines() if s.strip().startswith(f"pto.{op} "))) + 1
    assert code == 1 and f"k.pto:{line}:5: error: pto.{op}" in out and message in out, out


def test_the_weaker_rules_of_sub_mul_div_and_the_empty_region_of_max():
    """PTOAS checks no src1 form for sub, mul and div (a row-major 16 x 1 column passes) and
    accepts a 0 x 0 dst for max, min and expdif; add keeps the form rule."""
    from ptoisa_ref import verifier_rules as V

    def tile(rows, cols, vr, vc):
        return V.TileType(elem=V.Elem("f32"), rows=rows, cols=cols, valid_rows=vr, valid_cols=vc)
    dst = tile(16, 64, 13, 40)
    thin = tile(16, 1, 13, 1)  # row-major, one column
    for op in ("trowexpandsub", "trowexpandmul", "trowexpanddiv"):
        assert V.verify_op(op, "a5", {"src0": dst, "src1": thin, "dst": dst}) == [], op
    assert [v.rule for v in V.verify_op("trowexpandadd", "a5", {"src0": dst, "src1": thin, "dst": dst})] == ["src1-form"]
    empty = tile(16, 16, 0, 0)
    odd = tile(16, 4, 0, 0)
    assert V.verify_op("trowexpandmax", "a5", {"src0": empty, "src1": odd, "dst": empty}) == []
    assert [v.rule for v in V.verify_op("trowexpandadd", "a5", {"src0": empty, "src1": odd, "dst": empty})] == \
        ["src1-form"]


def test_run_refuses_a_src1_of_other_valid_rows_at_its_line():
    src = kernel("trowexpandadd", "f32", 16, 64, 13, 40, bvr=12)
    z = np.zeros(16 * 64, np.float32)
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(src, args={"a": z, "b": z[:16], "c": z.copy()})
    f = exc.value.findings[0]
    line = src.splitlines().index(next(s for s in src.splitlines() if "pto.trowexpandadd " in s)) + 1
    assert (f.line, f.col, f.rule) == (line, 5, "src1-valid-rows")


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("k", OPS)
def test_a_loop_over_row_blocks_gives_the_same_bits_batched_or_not(k, target):
    """A row normalisation in blocks: each 8-row block of a combined with its own 8 x 8
    row-major block of per-row values (the batched pass stacks row-major tiles). The batched
    pass and the statement-by-statement loop give the same bytes, and the numpy result: column 0
    of each row on A5, the block repeated along the row on A2/A3 and the CPU."""
    from test_tile_batch import both_ways
    rows, cols, blocks, vc, bw = 8, 64, 4, 60, 8
    tile = f"!pto.tile_buf<vec, {rows}x{cols}xf32, valid={rows}x{vc}>"
    blk = f"!pto.tile_buf<vec, {rows}x{bw}xf32>"
    part = f"!pto.partition_tensor_view<{rows}x{vc}xf32>"
    bpart = f"!pto.partition_tensor_view<{rows}x{bw}xf32>"
    view = "!pto.tensor_view<?x?xf32>"
    src = f"""func.func @k(%a: !pto.ptr<f32>, %m: !pto.ptr<f32>, %c: !pto.ptr<f32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nb = arith.constant {blocks} : index
  %rows = arith.constant {rows} : index
  %total = arith.constant {rows * blocks} : index
  %cols = arith.constant {cols} : index
  %bw = arith.constant {bw} : index
  %vc = arith.constant {vc} : index
  %view_a = pto.make_tensor_view %a, shape = [%total, %cols], strides = [%cols, %c1] : {view}
  %view_c = pto.make_tensor_view %c, shape = [%total, %cols], strides = [%cols, %c1] : {view}
  %view_m = pto.make_tensor_view %m, shape = [%total, %bw], strides = [%bw, %c1] : {view}
  %ta = pto.alloc_tile : {tile}
  %tm = pto.alloc_tile : {blk}
  %tc = pto.alloc_tile : {tile}
  scf.for %i = %c0 to %nb step %c1 {{
    %r = arith.muli %i, %rows : index
    %pa = pto.partition_view %view_a, offsets = [%r, %c0], sizes = [%rows, %vc] : {view} -> {part}
    %pm = pto.partition_view %view_m, offsets = [%r, %c0], sizes = [%rows, %bw] : {view} -> {bpart}
    %pc = pto.partition_view %view_c, offsets = [%r, %c0], sizes = [%rows, %vc] : {view} -> {part}
    pto.tload ins(%pa : {part}) outs(%ta : {tile})
    pto.tload ins(%pm : {bpart}) outs(%tm : {blk})
    pto.trowexpand{k} ins(%ta, %tm : {tile}, {blk}) outs(%tc : {tile})
    pto.tstore ins(%tc : {tile}) outs(%pc : {part})
  }}
  return
}}
"""
    a, m = _inputs(k, "f32", rows * blocks, cols, rows * blocks, bw)
    c = np.full((rows * blocks, cols), 7, np.float32)
    fast = both_ways(src, {"a": a, "m": m, "c": c}, target=target)
    assert fast.batched > 0
    want = c.copy()
    read = np.zeros(vc, int) if target == "a5" else np.arange(vc) % bw
    want[:, :vc], nan = expected(k, a[:, :vc], m[:, read], "f32", target)
    assert not nan.any()
    assert_bits_equal(fast.buffers["c"].reshape(rows * blocks, cols), want)
