"""The column-expand tile ops (tcolexpandadd ... tcolexpandexpdif) against plain numpy: src0
combined with src1's row 0 repeated down every row, for every element type each target
allows, valid regions smaller than the tiles, NaN, +-inf, -0.0 and integer extremes; whole
kernels in PTO text through ptoisa.run (src1 a tile of another shape); and the verifier's
located errors for the shapes, valid shapes and element types it refuses.

Expected values are written here element by element from the pages' rules, not from the
semantics module."""
import math

import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import UINT, assert_bits_equal, sample, verify_cli
from ptoisa.cli import main
from ptoisa.interp.run import RunFailed
from ptoisa_ref import semantics as S
from reference import NP, is_float

ISA = the_isa()
RNG = np.random.default_rng(41)
TARGETS = ("a5", "a2a3", "cpu")
SPELL = {"u8": "ui8", "u16": "ui16", "u32": "ui32"}
OPS = ("add", "sub", "mul", "div", "max", "min", "expdif")
CANONICAL = {"f32": 0x7FC00000, "f16": 0x7E00}
QUIET = {"f32": 0x00400000, "f16": 0x0200}


def _int_op(k, a, b, t):
    """Integers exactly, then wrapped to T's width; division truncates and x / 0 is 0 (D-INTDIV)."""
    if k == "add":
        v = a + b
    elif k == "sub":
        v = a - b
    elif k == "mul":
        v = a * b
    elif k == "div":
        v = 0 if b == 0 else (abs(a) // abs(b)) * (1 if (a < 0) == (b < 0) else -1)
    elif k == "max":
        v = max(a, b)
    else:
        v = min(a, b)
    bits = np.dtype(NP[t]).itemsize * 8
    v &= (1 << bits) - 1
    if np.iinfo(NP[t]).min < 0 and v >= 1 << (bits - 1):
        v -= 1 << bits
    return v


def _float_op(k, a, b, t, target):
    """One element: None for a NaN result (its bits are checked apart), else the value in T."""
    x, y = float(a), float(b)
    if k in ("max", "min"):
        if target == "cpu":  # std::max / std::min: src0 unless the comparison picks src1
            pick_b = x < y if k == "max" else y < x
            return ("b" if pick_b else "a")
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
    with np.errstate(over="ignore"):
        r = NP[t](r)
    return None if np.isnan(r) else r


def expected(k, x, row, t, target):
    """dst over the region: x (R x C) combined with row (C values) repeated down the rows, and
    the positions whose result is NaN."""
    out = np.zeros(x.shape, NP[t])
    nan = np.zeros(x.shape, bool)
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            a, b = x[i, j], row[j]
            if not is_float(t):
                out[i, j] = _int_op(k, int(a), int(b), t)
                continue
            r = _float_op(k, a, b, t, target)
            if r == "a":
                out[i, j] = a
            elif r == "b":
                out[i, j] = b
            elif r is None:
                nan[i, j] = True
                out[i, j] = np.nan
            else:
                out[i, j] = r
    return out, nan


def cases():
    for k in OPS:
        op = ISA.op("tcolexpand" + k)
        for target in TARGETS:
            for t in op.types_for(op.primary_operand, target):
                yield pytest.param(k, t, target, id=f"{k}-{t}-{target}")


@pytest.mark.parametrize(("k", "t", "target"), list(cases()))
def test_every_type_matches_numpy_with_src1_row0_repeated(k, t, target):
    """Arrays: src0 6x9 and src1 3x9 (rows 1 and 2 are not read), the region 5x7, edge values in."""
    x = sample(RNG, t, (6, 9))
    y = sample(RNG, t, (3, 9))
    if not is_float(t):
        info = np.iinfo(NP[t])
        x[0, :4] = [info.min, info.max, info.min, -1 if info.min < 0 else 0]
        y[0, :4] = [-1 if info.min < 0 else 1, 1, 0, 0]  # MIN / -1, MAX + 1, x / 0
    y[1:] = y[0] + 1 if not is_float(t) else np.nan  # rows past 0 must not be read
    got = getattr(S, "tcolexpand" + k)(x, y, valid_rows=5, valid_cols=7, target=target)
    want, nan = expected(k, x[:5, :7], y[0, :7], t, target)
    assert got.shape == (5, 7)
    if nan.any():
        assert np.isnan(got[nan]).all()
        got, want = got.copy(), want.copy()
        got[nan] = want[nan] = 0
    assert_bits_equal(got, want, f"tcolexpand{k} {t} {target}")


@pytest.mark.parametrize("t", ["f32", "f16"])
def test_a_nan_from_arithmetic_is_canonical_on_npu_and_the_first_operand_on_cpu(t):
    u = np.dtype(UINT[np.dtype(NP[t]).itemsize])
    payload = np.array([CANONICAL[t] + 5 - QUIET[t]], u)  # a signalling NaN with a payload
    snan = payload.view(NP[t])[0]
    x = np.array([[snan, 1.0]], NP[t])
    y = np.array([[2.0, np.nan]], NP[t])
    for target, want in (("a5", [CANONICAL[t], CANONICAL[t]]), ("a2a3", [CANONICAL[t], CANONICAL[t]]),
                         ("cpu", [int(payload[0]) | QUIET[t], int(np.array([np.nan], NP[t]).view(u)[0])])):
        got = S.tcolexpandadd(x, y, target=target)
        assert got.view(u)[0].tolist() == want, target
    # max keeps a NaN's bits on every target: src0's NaN on A5, src1's where it is src1's
    got = S.tcolexpandmax(x, y, target="a5").view(u)[0].tolist()
    assert got == [int(payload[0]), int(np.array([np.nan], NP[t]).view(u)[0])]


def test_minus_zero_and_infinities():
    x = np.array([[-0.0, 0.0, np.inf, -np.inf], [1.0, -1.0, np.inf, 5.0]], np.float32)
    y = np.array([[0.0, -0.0, np.inf, 1.0]], np.float32)
    add = S.tcolexpandadd(x, y)
    assert np.signbit(add[0, :2]).tolist() == [False, False]  # -0 + 0 and 0 + -0 are +0
    assert np.isnan(add[0, 2]) is np.False_ and add[0, 2] == np.inf and np.isnan(S.tcolexpandsub(x, y)[0, 2])
    mx = S.tcolexpandmax(x, y)
    assert np.signbit(mx[0, :2]).tolist() == [False, True]  # a tie gives src1 on A5 (D-MINMAX)
    cpu = S.tcolexpandmax(x, y, target="cpu")
    assert np.signbit(cpu[0, :2]).tolist() == [True, False]  # std::max keeps src0 on a tie
    e = S.tcolexpandexpdif(x, y)
    assert e[1, :2].tolist() == [np.float32(math.e), np.float32(math.exp(-1.0))]  # exp(1 - 0), exp(-1 - -0)
    assert np.isnan(e[1, 2]) and e[1, 3] == np.float32(math.exp(4.0))  # inf - inf is NaN
    assert np.isnan(e[0, 2]) and e[0, 3] == 0.0  # exp(inf - inf) is NaN, exp(-inf - 1) is 0


def test_expdif_is_rounded_once_from_the_exact_difference():
    """f16 operands whose difference is no f16 (0.5 + 2^-14): exp of the exact difference."""
    x = np.array([[np.float16(0.5)]], np.float16)
    y = np.array([[np.float16(-2.0 ** -14)]], np.float16)  # 0.5 + 2^-14 is no f16
    want = np.float16(math.exp(0.5 + 2.0 ** -14))
    assert S.tcolexpandexpdif(x, y)[0, 0] == want


def _tiles(t, rows, cols, vr, vc, brows, bvr):
    ty = SPELL.get(t, t)
    return (f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>",
            f"!pto.tile_buf<vec, {brows}x{cols}x{ty}, valid={bvr}x{vc}>")


def kernel(op, t, rows, cols, vr, vc, brows=1, bvr=1, bvc=None):
    """tload a (rows x cols, valid vr x vc) and b (brows x cols, valid bvr x bvc), the op, tstore c."""
    ty = SPELL.get(t, t)
    tile, btile = _tiles(t, rows, cols, vr, vc, brows, bvr)
    bvc = vc if bvc is None else bvc
    if bvc != vc:
        btile = btile.replace(f"valid={bvr}x{vc}", f"valid={bvr}x{bvc}")
    part = f"!pto.partition_tensor_view<{vr}x{vc}x{ty}>"
    bpart = f"!pto.partition_tensor_view<{bvr}x{bvc}x{ty}>"
    return f"""module {{
  func.func @k(%a: !pto.ptr<{ty}>, %b: !pto.ptr<{ty}>, %c: !pto.ptr<{ty}>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cr = arith.constant {rows} : index
    %cc = arith.constant {cols} : index
    %br = arith.constant {brows} : index
    %vr = arith.constant {vr} : index
    %vc = arith.constant {vc} : index
    %bvr = arith.constant {bvr} : index
    %bvc = arith.constant {bvc} : index
    %view_a = pto.make_tensor_view %a, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{ty}>
    %view_b = pto.make_tensor_view %b, shape = [%br, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{ty}>
    %view_c = pto.make_tensor_view %c, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{ty}>
    %pa = pto.partition_view %view_a, offsets = [%c0, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?x{ty}> -> {part}
    %pb = pto.partition_view %view_b, offsets = [%c0, %c0], sizes = [%bvr, %bvc] : !pto.tensor_view<?x?x{ty}> -> {bpart}
    %pc = pto.partition_view %view_c, offsets = [%c0, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?x{ty}> -> {part}
    %ta = pto.alloc_tile : {tile}
    %tb = pto.alloc_tile : {btile}
    %tc = pto.alloc_tile : {tile}
    pto.tload ins(%pa : {part}) outs(%ta : {tile})
    pto.tload ins(%pb : {bpart}) outs(%tb : {btile})
    pto.{op} ins(%ta, %tb : {tile}, {btile}) outs(%tc : {tile})
    pto.tstore ins(%tc : {tile}) outs(%pc : {part})
    return
  }}
}}
"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("k", "t"), [("sub", "f32"), ("mul", "i16"), ("max", "f16"), ("div", "f32"),
                                      ("expdif", "f16"), ("add", "i32")])
def test_a_kernel_expands_a_one_row_tile(k, t, target):
    """A 16x64 tile with a 13x40 valid region and a 2x64 row tile whose valid shape is 1x40: the
    region gets src0 op src1[0][j]; the rest of c keeps its GM bytes."""
    rows, cols, vr, vc = 16, 64, 13, 40
    src = kernel("tcolexpand" + k, t, rows, cols, vr, vc, brows=2, bvr=1)
    a = sample(RNG, t, (rows, cols), edges=False)
    b = sample(RNG, t, (2, cols), edges=False)
    if k == "div" or k == "expdif":
        a = np.abs(a) + NP[t](1)
        b = np.abs(b) + NP[t](1)
    c = np.full((rows, cols), 3, NP[t])
    got = ptoisa.run(src, args={"a": a, "b": b, "c": c}, target=target).buffers["c"].reshape(rows, cols)
    want = c.copy()
    region, nan = expected(k, a[:vr, :vc], b[0, :vc], t, target)
    assert not nan.any()
    want[:vr, :vc] = region
    assert_bits_equal(got, want)


def test_a_clean_kernel_verifies(tmp_path, capsys):
    code, out = verify_cli(tmp_path, capsys, kernel("tcolexpandadd", "f32", 16, 64, 13, 40, brows=2, bvr=1))
    assert code == 0, out


@pytest.mark.parametrize(("change", "target", "message"), [
    (dict(bvc=32), "a5", "pto.tcolexpandmul: `src1`'s valid columns must equal dst's; only its row 0 is read."),
    (dict(t="i32", op="tcolexpandexpdif"), "a5", "pto.tcolexpandexpdif"),
    (dict(t="i16", op="tcolexpanddiv"), "a2a3", "pto.tcolexpanddiv"),
    (dict(t="u8", op="tcolexpandmul"), "a5", "pto.tcolexpandmul"),
])
def test_the_verifier_locates_what_it_refuses(tmp_path, capsys, change, target, message):
    op, t = change.pop("op", "tcolexpandmul"), change.pop("t", "f32")
    text = kernel(op, t, 16, 64, 13, 40, brows=2, bvr=1, **change)
    code, out = verify_cli(tmp_path, capsys, text, target)
    line = text.splitlines().index(next(s for s in text.splitlines() if s.strip().startswith(f"pto.{op} "))) + 1
    assert code == 1 and f"k.pto:{line}:5: error: {message}" in out, out


def test_src0_must_have_dsts_shape(tmp_path, capsys):
    text = kernel("tcolexpandsub", "f32", 16, 64, 13, 40)
    tile = "!pto.tile_buf<vec, 16x64xf32, valid=13x40>"
    small = "!pto.tile_buf<vec, 13x64xf32, valid=13x40>"
    text = text.replace(f"%ta = pto.alloc_tile : {tile}", f"%ta = pto.alloc_tile : {small}")
    text = text.replace(f"outs(%ta : {tile})", f"outs(%ta : {small})").replace(f"ins(%ta, %tb : {tile}", f"ins(%ta, %tb : {small}")
    code, out = verify_cli(tmp_path, capsys, text)
    assert code == 1 and "error: pto.tcolexpandsub: `src0` must have dst's shape" in out, out


def test_run_refuses_a_src1_of_other_valid_columns_at_its_line():
    src = kernel("tcolexpandadd", "f32", 16, 64, 13, 40, brows=2, bvr=1, bvc=32)
    z = np.zeros(16 * 64, np.float32)
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(src, args={"a": z, "b": z[:128], "c": z.copy()})
    f = exc.value.findings[0]
    line = src.splitlines().index(next(s for s in src.splitlines() if "pto.tcolexpandadd " in s)) + 1
    assert (f.line, f.col, f.rule) == (line, 5, "src1-valid-cols")


def test_a_loop_over_row_blocks_with_one_row_tile_gives_the_same_bits_batched_or_not():
    """A column normalisation: a 1x64 row tile loaded once, then four 8-row blocks of a each
    minus that row. The batched pass (a stack of blocks against one row tile) and the loop run
    statement by statement must give the same bytes, and the numpy result."""
    from test_tile_batch import both_ways
    rows, cols, blocks = 8, 64, 4
    tile = f"!pto.tile_buf<vec, {rows}x{cols}xf32, valid={rows}x60>"
    row = f"!pto.tile_buf<vec, 1x{cols}xf32, valid=1x60>"
    part = f"!pto.partition_tensor_view<{rows}x60xf32>"
    rpart = "!pto.partition_tensor_view<1x60xf32>"
    src = f"""func.func @k(%a: !pto.ptr<f32>, %m: !pto.ptr<f32>, %c: !pto.ptr<f32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nb = arith.constant {blocks} : index
  %rows = arith.constant {rows} : index
  %total = arith.constant {rows * blocks} : index
  %cols = arith.constant {cols} : index
  %vc = arith.constant 60 : index
  %view_a = pto.make_tensor_view %a, shape = [%total, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?xf32>
  %view_c = pto.make_tensor_view %c, shape = [%total, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?xf32>
  %view_m = pto.make_tensor_view %m, shape = [%c1, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?xf32>
  %pm = pto.partition_view %view_m, offsets = [%c0, %c0], sizes = [%c1, %vc] : !pto.tensor_view<?x?xf32> -> {rpart}
  %tm = pto.alloc_tile : {row}
  pto.tload ins(%pm : {rpart}) outs(%tm : {row})
  %ta = pto.alloc_tile : {tile}
  %tc = pto.alloc_tile : {tile}
  scf.for %i = %c0 to %nb step %c1 {{
    %r = arith.muli %i, %rows : index
    %pa = pto.partition_view %view_a, offsets = [%r, %c0], sizes = [%rows, %vc] : !pto.tensor_view<?x?xf32> -> {part}
    %pc = pto.partition_view %view_c, offsets = [%r, %c0], sizes = [%rows, %vc] : !pto.tensor_view<?x?xf32> -> {part}
    pto.tload ins(%pa : {part}) outs(%ta : {tile})
    pto.tcolexpandsub ins(%ta, %tm : {tile}, {row}) outs(%tc : {tile})
    pto.tstore ins(%tc : {tile}) outs(%pc : {part})
  }}
  return
}}
"""
    a = sample(RNG, "f32", (rows * blocks, cols), edges=False)
    m = sample(RNG, "f32", (1, cols), edges=False)
    c = np.full((rows * blocks, cols), 7, np.float32)
    fast = both_ways(src, {"a": a, "m": m, "c": c})
    assert fast.batched > 0
    want = c.copy()
    want[:, :60] = a[:, :60] - m[0, :60]
    assert_bits_equal(fast.buffers["c"].reshape(rows * blocks, cols), want)


# --- trowexpand and tcolexpand (tile_expand): one source, repeated along an edge -----------------

def plain_cases():
    for name in ("trowexpand", "tcolexpand"):
        op = next(o for o in ISA.ops if o.name == name)
        for target in ("a5", "a2a3", "cpu"):
            for t in op.types_for("src", target):
                yield pytest.param(name, t, target, id=f"{name}-{t}-{target}")


@pytest.mark.parametrize(("name", "t", "target"), list(plain_cases()))
def test_plain_expansions_repeat_the_first_column_or_row_bit_for_bit(name, t, target):
    """By hand: dst[i][j] = src[i][0] (trowexpand) or src[0][j] (tcolexpand) over a 5 x 7 valid
    region of a 6 x 9 dst; the rest of dst keeps its values; every bit (NaN payloads too) copied."""
    src = sample(RNG, t, (6, 9))
    prior = sample(RNG, t, (6, 9))
    got = getattr(S, name)(src, dst=prior, valid_rows=5, valid_cols=7, target=target)
    want = prior.copy()
    for i in range(5):
        for j in range(7):
            want[i, j] = src[i, 0] if name == "trowexpand" else src[0, j]
    assert_bits_equal(got, want)


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_a_kernel_spreads_a_column_and_a_row(target):
    """trowexpand from a 16 x 8 tile whose valid shape is 12 x 1 (column 0 of a 16 x 8 tensor),
    tcolexpand from a 1 x 64 tile whose valid shape is 1 x 40, into 16 x 64 f32 tiles with a
    12 x 40 valid region, stored into 16 x 64 tensors whose other elements keep their 7.0."""
    col = "!pto.tile_buf<vec, 16x8xf32, valid=12x1>"
    row = "!pto.tile_buf<vec, 1x64xf32, valid=1x40>"
    big = "!pto.tile_buf<vec, 16x64xf32, valid=12x40>"
    view = "!pto.tensor_view<?x?xf32>"
    part = "!pto.partition_tensor_view<{}xf32>"
    text = f"""func.func @k(%c: !pto.ptr<f32>, %r: !pto.ptr<f32>, %o1: !pto.ptr<f32>, %o2: !pto.ptr<f32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %c40 = arith.constant 40 : index
  %c64 = arith.constant 64 : index
  %vc = pto.make_tensor_view %c, shape = [%c16, %c8], strides = [%c8, %c1] : {view}
  %vr = pto.make_tensor_view %r, shape = [%c1, %c64], strides = [%c64, %c1] : {view}
  %v1 = pto.make_tensor_view %o1, shape = [%c16, %c64], strides = [%c64, %c1] : {view}
  %v2 = pto.make_tensor_view %o2, shape = [%c16, %c64], strides = [%c64, %c1] : {view}
  %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c12, %c1] : {view} -> {part.format("12x1")}
  %pr = pto.partition_view %vr, offsets = [%c0, %c0], sizes = [%c1, %c40] : {view} -> {part.format("1x40")}
  %p1 = pto.partition_view %v1, offsets = [%c0, %c0], sizes = [%c12, %c40] : {view} -> {part.format("12x40")}
  %p2 = pto.partition_view %v2, offsets = [%c0, %c0], sizes = [%c12, %c40] : {view} -> {part.format("12x40")}
  %tc = pto.alloc_tile : {col}
  %tr = pto.alloc_tile : {row}
  %d1 = pto.alloc_tile : {big}
  %d2 = pto.alloc_tile : {big}
  pto.tload ins(%pc : {part.format("12x1")}) outs(%tc : {col})
  pto.tload ins(%pr : {part.format("1x40")}) outs(%tr : {row})
  pto.trowexpand ins(%tc : {col}) outs(%d1 : {big})
  pto.tcolexpand ins(%tr : {row}) outs(%d2 : {big})
  pto.tstore ins(%d1 : {big}) outs(%p1 : {part.format("12x40")})
  pto.tstore ins(%d2 : {big}) outs(%p2 : {part.format("12x40")})
  return
}}
"""
    c = RNG.standard_normal((16, 8)).astype(np.float32)
    r = RNG.standard_normal((1, 64)).astype(np.float32)
    o = np.full((16, 64), 7.0, np.float32)
    result = ptoisa.run(text, args={"c": c, "r": r, "o1": o.copy(), "o2": o.copy()}, target=target)
    want1, want2 = o.copy(), o.copy()
    want1[:12, :40] = c[:12, :1]
    want2[:12, :40] = r[:1, :40]
    assert_bits_equal(result.buffers["o1"].reshape(16, 64), want1)
    assert_bits_equal(result.buffers["o2"].reshape(16, 64), want2)


def test_plain_expansions_refuse_a_source_of_other_valid_rows_or_columns(tmp_path, capsys):
    """The verifier locates a trowexpand source whose valid rows differ from dst's and a
    tcolexpand source whose valid columns do (file:line:col), and run says the same at its line."""
    for op, src, rule in (("trowexpand", "!pto.tile_buf<vec, 16x8xf32, valid=10x1>", "valid rows"),
                          ("tcolexpand", "!pto.tile_buf<vec, 1x64xf32, valid=1x30>", "valid columns")):
        big = "!pto.tile_buf<vec, 16x64xf32, valid=12x40>"
        text = (f"func.func @k() {{\n  %s = pto.alloc_tile : {src}\n  %d = pto.alloc_tile : {big}\n"
                f"  pto.{op} ins(%s : {src}) outs(%d : {big})\n  return\n}}\n")
        f = tmp_path / f"{op}.pto"
        f.write_text(text)
        assert main(["verify", str(f)]) == 1
        err = capsys.readouterr().err
        assert f"{op}.pto:4:3: error: pto.{op}:" in err and rule in err, err
        with pytest.raises(RunFailed) as exc:
            ptoisa.run(text)
        assert exc.value.findings[0].line == 4


@pytest.mark.parametrize("precision", ["default", "high_precision"])
def test_tcolexpanddiv_takes_ptoas_precision_type_and_divides_exactly(precision):
    """PTOAS's TColExpandDivOp carries precisionType; either algorithm gives IEEE f32 division here
    (D-TDIV-PRECISION), and a value PTOAS does not define is refused at its line."""
    a = np.linspace(-3, 5, 8 * 64, dtype=np.float32).reshape(8, 64)
    r = np.linspace(0.5, 7, 64, dtype=np.float32).reshape(1, 64)
    t, row = "!pto.tile_buf<vec, 8x64xf32>", "!pto.tile_buf<vec, 1x64xf32>"
    def text(value):
        return "\n".join([
            "func.func @k(%a: !pto.ptr<f32>, %r: !pto.ptr<f32>, %c: !pto.ptr<f32>) {",
            "  %c1 = arith.constant 1 : index", "  %c8 = arith.constant 8 : index", "  %c64 = arith.constant 64 : index",
            "  %va = pto.make_tensor_view %a, shape = [%c8, %c64], strides = [%c64, %c1] : !pto.tensor_view<8x64xf32>",
            "  %vr = pto.make_tensor_view %r, shape = [%c1, %c64], strides = [%c64, %c1] : !pto.tensor_view<1x64xf32>",
            "  %vc = pto.make_tensor_view %c, shape = [%c8, %c64], strides = [%c64, %c1] : !pto.tensor_view<8x64xf32>",
            f"  %ta = pto.alloc_tile : {t}", f"  %tr = pto.alloc_tile : {row}",
            f"  pto.tload ins(%va : !pto.tensor_view<8x64xf32>) outs(%ta : {t})",
            f"  pto.tload ins(%vr : !pto.tensor_view<1x64xf32>) outs(%tr : {row})",
            f"  pto.tcolexpanddiv ins(%ta, %tr : {t}, {row}) outs(%ta : {t}) "
            f"{{precisionType = #pto<div_precision {value}>}}",
            f"  pto.tstore ins(%ta : {t}) outs(%vc : !pto.tensor_view<8x64xf32>)", "  return", "}"]) + "\n"
    got = ptoisa.run(text(precision), args={"a": a, "r": r, "c": np.zeros_like(a)}).buffers["c"].reshape(8, 64)
    assert np.array_equal(got.view(np.uint32), (a / r).view(np.uint32))
    with pytest.raises(RunFailed, match=r"12:3: pto.tcolexpanddiv: precisionType \"fastest\" is not one of"):
        ptoisa.run(text("fastest"), args={"a": a, "r": r, "c": np.zeros_like(a)})
