"""The tile layer: tile compute ops against plain numpy (every element type each target allows,
valid regions smaller than the tile, edge values), tile layouts, tload/tstore per target, and
whole tile kernels under ptoisa.run, with their errors located in the source."""
import ml_dtypes
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import assert_bits_equal, sample
from ptoisa.interp.run import RunFailed
from ptoisa.verify import verify_text
from ptoisa.cost import estimate_text
from ptoisa_ref import semantics as S

ISA = the_isa()
RNG = np.random.default_rng(19)
NP = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "i8": np.int8, "u8": np.uint8,
      "i16": np.int16, "u16": np.uint16, "i32": np.int32, "u32": np.uint32, "i64": np.int64}
SPELL = {"u8": "ui8", "u16": "ui16", "u32": "ui32"}

# What each binary tile op computes, written with numpy alone (the pages' expressions).
def _wrap(f):
    def g(a, b):
        with np.errstate(all="ignore"):
            return f(a, b).astype(a.dtype)
    return g


def _int_div(a, b):
    q = np.zeros_like(a)
    nz = b != 0
    q[nz] = (np.abs(a[nz].astype(np.int64)) // np.abs(b[nz].astype(np.int64))
             * np.sign(a[nz].astype(np.int64)) * np.sign(b[nz].astype(np.int64))).astype(a.dtype)
    return q


def _shift_count(a, b):
    return (b.astype(np.int64) & (a.dtype.itemsize * 8 - 1)).astype(a.dtype)


NUMPY = {
    "tadd": _wrap(np.add), "tsub": _wrap(np.subtract), "tmul": _wrap(np.multiply),
    "tdiv": lambda a, b: _wrap(np.divide)(a, b) if a.dtype.kind == "f" or a.dtype == ml_dtypes.bfloat16 else _int_div(a, b),
    "tmax": lambda a, b: np.where(np.isnan(a) | np.isnan(b), np.float64("nan"), np.fmax(a, b)).astype(a.dtype)
    if a.dtype.kind == "f" or a.dtype == ml_dtypes.bfloat16 else np.maximum(a, b),
    "tmin": lambda a, b: np.where(np.isnan(a) | np.isnan(b), np.float64("nan"), np.fmin(a, b)).astype(a.dtype)
    if a.dtype.kind == "f" or a.dtype == ml_dtypes.bfloat16 else np.minimum(a, b),
    "tand": np.bitwise_and, "tor": np.bitwise_or, "txor": np.bitwise_xor,
    "tshl": lambda a, b: np.left_shift(a, _shift_count(a, b)), "tshr": lambda a, b: np.right_shift(a, _shift_count(a, b)),
}


def cases():
    for op in ISA.ops:  # (trem, tfmod, tpow and tprelu: tests/test_tiles_more.py)
        if op.set == "tile_binary" and op.name in NUMPY:
            for target in ("a5", "a2a3", "cpu"):
                for t in op.types_for("src0", target):
                    yield pytest.param(op.name, t, target, id=f"{op.name}-{t}-{target}")


def same(got, want):
    """Bits equal, except that any NaN matches any NaN (the NaN rules are pinned separately)."""
    g, w = np.asarray(got), np.asarray(want)
    if g.dtype.kind == "f" or g.dtype == ml_dtypes.bfloat16:
        nan = np.isnan(g.astype(np.float32))
        assert np.array_equal(nan, np.isnan(w.astype(np.float32)))
        g, w = g[~nan], w[~nan]
    assert_bits_equal(g, w)


@pytest.mark.parametrize(("name", "t", "target"), list(cases()))
def test_binary_tile_ops_match_numpy_on_the_valid_region(name, t, target):
    rows, cols, vr, vc = 8, 64, 5, 37
    a, b = sample(RNG, t, (rows, cols)), sample(RNG, t, (rows, cols))
    if name in ("tshl", "tshr"):
        b = RNG.integers(0, 8 * np.dtype(NP[t]).itemsize, (rows, cols)).astype(NP[t])
    fn = getattr(S, name)
    got = fn(a, b, valid_rows=vr, valid_cols=vc, target=target)
    if name in ("tmax", "tmin") and target == "cpu":  # std::max / std::min: src0 unless the other is strictly better
        with np.errstate(invalid="ignore"):
            want = np.where(b[:vr, :vc] > a[:vr, :vc] if name == "tmax" else b[:vr, :vc] < a[:vr, :vc], b[:vr, :vc], a[:vr, :vc])
    else:
        want = NUMPY[name](a[:vr, :vc], b[:vr, :vc])
    assert got.shape == (vr, vc)
    same(got, want)
    # the DPS form: dst's other elements keep their values
    prior = sample(RNG, t, (rows, cols))
    full = fn(a, b, dst=prior, valid_rows=vr, valid_cols=vc, target=target)
    same(full[:vr, :vc], want)
    assert_bits_equal(full[vr:], prior[vr:])
    assert_bits_equal(full[:, vc:], prior[:, vc:])


def test_a_type_a_target_does_not_allow_is_refused():
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.tand(np.ones((2, 8), np.float32), np.ones((2, 8), np.float32))


def test_max_and_min_nan_rules_per_target():
    a = np.array([[1.0, np.nan, 2.0, -0.0]], np.float32)
    b = np.array([[np.nan, 3.0, 2.0, 0.0]], np.float32)
    a5 = S.tmax(a, b)
    assert np.isnan(a5[0, 0]) and np.isnan(a5[0, 1])  # a NaN in either gives NaN (D-MINMAX)
    cpu = S.tmax(a, b, target="cpu")  # std::max(a, b): a unless a < b
    assert cpu[0, 0] == 1.0 and np.isnan(cpu[0, 1])
    assert np.signbit(S.tmin(a, b, target="cpu")[0, 3])  # ties give src0 (-0.0) on the CPU
    assert not np.signbit(S.tmin(a, b)[0, 3])  # and src1 (+0.0) on A5 (D-MINMAX)


def test_integer_edges_wrap_and_division_by_zero_is_zero():
    lo = np.iinfo(np.int32).min
    a = np.array([[lo, lo, 7, -7]], np.int32)
    b = np.array([[-1, 1, 0, 2]], np.int32)
    assert S.tadd(a, b).tolist() == [[lo - 1 + 2**32, lo + 1, 7, -5]]
    assert S.tdiv(a, b).tolist() == [[lo, lo, 0, -3]]  # MIN / -1 wraps; x / 0 is 0; truncation (D-INTDIV)
    assert S.tshr(np.array([[-8]], np.int16), np.array([[1]], np.int16)).tolist() == [[-4]]  # arithmetic
    assert S.tshr(np.array([[0x8000]], np.uint16), np.array([[17]], np.uint16)).tolist() == [[0x4000]]  # 17 mod 16


def test_tdiv_takes_its_precision_attribute():
    one = np.ones((1, 8), np.float32)
    assert S.tdiv(one, one * 3, precisionType="high_precision")[0, 0] == np.float32(1) / np.float32(3)
    with pytest.raises(S.SemanticsError):
        S.tdiv(one, one, precisionType="fast")


# --- layouts -------------------------------------------------------------------------------

def test_boxed_layout_offsets_follow_the_fractal_formulas():
    """An Nz f16 tile 32x32 (fractal 512: 16 x 16 boxes): by hand, element (r, c) is at
    (c // 16) * 32 * 16 + (r // 16) * 256 + (r % 16) * 16 + c % 16."""
    ub = np.zeros(4096, np.uint8)
    flat = np.arange(32 * 32, dtype=np.float16)
    ub[:2048] = flat.view(np.uint8)
    t = S.Tile(ub, 0, "f16", 32, 32, blayout="ColMajor", slayout="RowMajor")
    r, c = np.meshgrid(np.arange(32), np.arange(32), indexing="ij")
    want = (c // 16) * 512 + (r // 16) * 256 + (r % 16) * 16 + c % 16
    assert np.array_equal(t.values(), want.astype(np.float16))
    # Zn (row-major blocks, column-major boxes)
    t = S.Tile(ub, 0, "f16", 32, 32, blayout="RowMajor", slayout="ColMajor")
    want = (r // 16) * 32 * 16 + (c // 16) * 256 + (c % 16) * 16 + r % 16
    assert np.array_equal(t.values(), want.astype(np.float16))


def test_a_col_major_tile_is_the_transpose_in_memory():
    ub = np.zeros(512, np.uint8)
    ub[:64] = np.arange(16, dtype=np.float32).view(np.uint8)
    t = S.Tile(ub, 0, "f32", 2, 8, blayout="ColMajor")
    assert t.values().tolist() == [[0, 2, 4, 6, 8, 10, 12, 14], [1, 3, 5, 7, 9, 11, 13, 15]]


# --- whole kernels ------------------------------------------------------------------------

def kernel(t, rows, cols, vr, vc, body, pad=None, target_rows=None):
    """A tile kernel over three GM tensors of rows x cols: tload a and b (valid vr x vc), `body`
    (PTO text on %ta, %tb, %tc), tstore c."""
    ty = SPELL.get(t, t)
    cfg = f"valid={vr}x{vc}" + (f", pad={pad}" if pad is not None else "")
    tile = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, {cfg}>"
    part = f"!pto.partition_tensor_view<{vr}x{vc}x{ty}>"
    views = "\n".join(
        f"    %view_{n} = pto.make_tensor_view %{n}, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{ty}>\n"
        f"    %p{n} = pto.partition_view %view_{n}, offsets = [%c0, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?x{ty}> -> {part}\n"
        f"    %t{n} = pto.alloc_tile : {tile}" for n in "abc")
    return f"""module {{
  func.func @k(%a: !pto.ptr<{ty}>, %b: !pto.ptr<{ty}>, %c: !pto.ptr<{ty}>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cr = arith.constant {rows} : index
    %cc = arith.constant {cols} : index
    %vr = arith.constant {vr} : index
    %vc = arith.constant {vc} : index
{views}
    pto.tload ins(%pa : {part}) outs(%ta : {tile})
    pto.tload ins(%pb : {part}) outs(%tb : {tile})
{body.format(tile=tile)}
    pto.tstore ins(%tc : {tile}) outs(%pc : {part})
    return
  }}
}}
"""


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize("t", ["f32", "f16", "i32", "i16"])
def test_a_tile_chain_runs_and_matches_numpy(t, target):
    rows, cols, vr, vc = 16, 64, 13, 40
    body = ("    pto.tmul ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})\n"
            "    pto.tsub ins(%tc, %ta : {tile}, {tile}) outs(%tc : {tile})\n"
            "    pto.tmax ins(%tc, %tb : {tile}, {tile}) outs(%tc : {tile})")
    src = kernel(t, rows, cols, vr, vc, body)
    a, b = sample(RNG, t, (rows, cols), edges=False), sample(RNG, t, (rows, cols), edges=False)
    c = np.full((rows, cols), 3, NP[t])
    got = ptoisa.run(src, args={"a": a, "b": b, "c": c}, target=target).buffers["c"].reshape(rows, cols)
    # The views are vr x vc at the top left of each row-major rows x cols tensor.
    x, y = a.reshape(-1)[:vr * cols].reshape(vr, cols)[:, :vc], b.reshape(-1)[:vr * cols].reshape(vr, cols)[:, :vc]
    with np.errstate(all="ignore"):
        want_region = np.maximum((x * y).astype(NP[t]) - x, y).astype(NP[t])
    want = c.copy()
    want.reshape(-1)[:vr * cols].reshape(vr, cols)[:, :vc] = want_region
    same(got, want)


def _pad_kernel(pad, target):
    """tload of a 2 x 5 f32 view into a 4 x 16 tile whose bytes were 7 before (tadds of 7 into
    it from a full tile is not needed: the tile's previous contents come from a first tload)."""
    full = "!pto.tile_buf<vec, 4x16xf32>"
    tile = f"!pto.tile_buf<vec, 4x16xf32, valid=2x5, pad={pad}>"
    src = f"""func.func @k(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %out: !pto.ptr<f32>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c16 = arith.constant 16 : index
    %c0a = arith.constant 0 : i64
    %vb = pto.make_tensor_view %b, shape = [%c4, %c16], strides = [%c16, %c1] : !pto.tensor_view<4x16xf32>
    %t0 = pto.alloc_tile addr = %c0a : {full}
    pto.tload ins(%vb : !pto.tensor_view<4x16xf32>) outs(%t0 : {full})
    %va = pto.make_tensor_view %a, shape = [%c2, %c5], strides = [%c5, %c1] : !pto.tensor_view<2x5xf32>
    %t = pto.alloc_tile addr = %c0a : {tile}
    pto.tload ins(%va : !pto.tensor_view<2x5xf32>) outs(%t : {tile})
    %vo = pto.make_tensor_view %out, shape = [%c4, %c16], strides = [%c16, %c1] : !pto.tensor_view<4x16xf32>
    pto.tstore ins(%t0 : {full}) outs(%vo : !pto.tensor_view<4x16xf32>)
    return
  }}
"""
    a = np.arange(10, dtype=np.float32)
    b = np.full(64, 7, np.float32)
    out = np.zeros(64, np.float32)
    return ptoisa.run(src, args={"a": a, "b": b, "out": out}, target=target).buffers["out"].reshape(4, 16)


def test_tload_pads_to_the_row_block_on_a5_and_the_whole_tile_on_the_cpu():
    region = np.arange(10, dtype=np.float32).reshape(2, 5)
    # A5 (D-TLOAD-PAD): pad Max fills each valid row up to its 32-byte boundary (8 f32); the rest is untouched.
    got = _pad_kernel(2, "a5")
    want = np.full((4, 16), 7, np.float32)
    want[:2, :5] = region
    want[:2, 5:8] = np.inf
    assert np.array_equal(got, want)
    # pad Null: nothing outside the valid region is written
    want_null = np.full((4, 16), 7, np.float32)
    want_null[:2, :5] = region
    assert np.array_equal(_pad_kernel(0, "a5"), want_null)
    # CPU simulator: the whole tile takes the pad value (Min: -inf; Null: 0), then the region
    want_cpu = np.full((4, 16), -np.inf, np.float32)
    want_cpu[:2, :5] = region
    assert np.array_equal(_pad_kernel(3, "cpu"), want_cpu)
    want_cpu0 = np.zeros((4, 16), np.float32)
    want_cpu0[:2, :5] = region
    assert np.array_equal(_pad_kernel(0, "cpu"), want_cpu0)


def test_pad_values_per_element_kind():
    assert S.pad_value("Max", np.dtype(np.int16)) == 32767 and S.pad_value("Min", np.dtype(np.int16)) == -32768
    assert S.pad_value("Max", np.dtype(np.uint8)) == 255 and S.pad_value("Min", np.dtype(np.uint8)) == 0
    assert S.pad_value("Min", np.dtype(np.float16)) == -np.inf and S.pad_value("Zero", np.dtype(np.float32)) == 0


def _fails(src, args, target="a5"):
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(src, args=args, target=target)
    return exc.value.findings[0]


def test_a_view_past_its_allocation_reads_the_fill_and_cannot_be_written():
    """Device-like GM: tload reads what lies past a 100-element allocation (the fill, with a
    warning at the load); tstore past it is an error at the store."""
    src = kernel("f32", 16, 64, 16, 64, "    pto.tadd ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})")
    small = np.ones(100, np.float32)
    r = ptoisa.run(src, args={"a": small, "b": small.copy(), "c": np.zeros(1024, np.float32)})
    fill = np.frombuffer(b"\x7f" * 4, np.float32)[0]
    assert_bits_equal(r.buffers["c"][:100], np.full(100, 2, np.float32))
    assert_bits_equal(r.buffers["c"][100:], np.full(924, np.inf, np.float32))  # 3.39e38 + 3.39e38 overflows
    assert [(w.line, w.severity, w.message) for w in r.warnings] == [
        (line, "warning", f"pto.tload read bytes 400..4095 of GM argument %{n}, past its allocation (400 bytes); a "
                          "device reads whatever lies there, this run the fill byte 0x7f") for line, n in ((18, "a"), (19, "b"))]
    f = _fails(src, {"a": small, "b": small, "c": small})
    assert (f.line, f.message) == (21, "pto.tstore: writes bytes 0..4095 of GM argument %a (also %b, %c), "
                                       "past its allocation (400 bytes)")


def test_tiles_past_the_buffer_are_an_error():
    rows = 256  # three 256 x 128 f32 tiles need 384 KiB; A5's UB has 256 KiB
    src = kernel("f32", rows, 128, rows, 128, "    pto.tadd ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})")
    a = np.zeros((rows, 128), np.float32)
    f = _fails(src, {"a": a, "b": a, "c": a})
    assert "D-TILE-PLACEMENT" in f.message or "holds" in f.message


def test_a_view_larger_than_the_valid_shape_moves_whole_on_a5_and_is_an_error_on_the_cpu():
    """D-TLOAD-EXTENT: an 8x64 view into a 16x64 tile whose valid region is 4x64. A5 moves all
    8 rows in and out (tadd computes the 4 valid ones); the CPU simulator refuses the view."""
    src = kernel("f32", 16, 64, 8, 64, "    pto.tadd ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})")
    src = src.replace("valid=8x64", "valid=4x64")
    a = np.arange(16 * 64, dtype=np.float32).reshape(16, 64)
    c = np.full((16, 64), -1, np.float32)
    got = ptoisa.run(src, args={"a": a, "b": a, "c": c}).buffers["c"].reshape(16, 64)
    want = c.copy()
    want[:4] = 2 * a[:4]  # the valid rows: a + b
    # rows 4..7 of tile c were never written: its bytes start as zeros (a fresh unified buffer)
    want[4:8] = 0
    assert np.array_equal(got, want)
    f = _fails(src, {"a": a, "b": a, "c": c}, target="cpu")
    assert "valid region is 4x64" in f.message


def test_a_kernel_verifies_clean_and_a_bad_one_is_located():
    src = kernel("f32", 16, 64, 16, 64, "    pto.tadd ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})")
    assert verify_text(src, "a5") == []
    bad = src.replace("pto.tadd ins(%ta, %tb", "pto.tand ins(%ta, %tb")
    [f] = verify_text(bad, "a5")
    assert (f.line, f.rule) == (20, "element-type")  # the tand line and "f32 is not legal on A5" in f.message


def test_tile_costs_come_from_the_fitted_curves_in_run_and_cost():
    """A5 TMUL and TADD on a 16x64 f32 tile with 12 full valid rows take the 1-D path:
    12 repeats of 64 lanes; by hand 1.1941075 * 12 + 56.285962 = 70.6 -> 71 and
    1.2469671 * 12 + 55.073657 = 70.0 -> 70. A 60-column region takes the 2-D path:
    (1.8749443 * 1 + 2.8762808) * 12 + 44.344619 = 101.4 -> 101 for TADD."""
    body = ("    pto.tmul ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})\n"
            "    pto.tadd ins(%tc, %tb : {tile}, {tile}) outs(%tc : {tile})")
    src = kernel("f32", 16, 64, 12, 64, body)
    a = np.ones((16, 64), np.float32)
    rows = {r.op: r for r in ptoisa.run(src, args={"a": a, "b": a, "c": a}).cost_rows}
    assert (rows["pto.tmul"].cycles_each, rows["pto.tadd"].cycles_each) == (71, 70)
    assert rows["pto.tmul"].tile == (16, 64, 12, 64)
    assert rows["pto.alloc_tile"].cycles_each == 0  # resolved by the compiler
    est = estimate_text(src, "a5")
    assert {r.op: r.cycles_each for r in est.ops}["pto.tadd"] == 70
    narrow = kernel("f32", 16, 64, 12, 60, body)
    assert {r.op: r.cycles_each for r in estimate_text(narrow, "a5").ops}["pto.tadd"] == 101


@pytest.mark.parametrize("t", ["f32", "f16", "i32"])
def test_tdivs_divides_either_way_by_operand_order(t):
    """PTOAS reads ins(%src, %s) as src / s and ins(%s, %src) as s / src (the scalar_tile mode)."""
    ty = SPELL.get(t, t)
    body = ("    %s = arith.constant 12 : {ty}\n"
            "    pto.tdivs ins(%s, %ta : {ty}, {tile}) outs(%tc : {tile})").replace("{ty}", ty)
    if t != "i32":
        body = body.replace("constant 12 :", "constant 12.0 :")
    src = kernel(t, 8, 64, 8, 64, body)
    a = (RNG.integers(1, 9, (8, 64)) * (1 - 2 * RNG.integers(0, 2, (8, 64)))).astype(NP[t])
    got = ptoisa.run(src, args={"a": a, "b": a, "c": a}).buffers["c"].reshape(8, 64)
    if t == "i32":
        want = (np.sign(a) * (12 // np.abs(a))).astype(np.int32)  # truncation toward zero
    else:
        want = (NP[t](12) / a).astype(NP[t])
    assert_bits_equal(got, want)
    if t != "i32":  # the default mode, from the array API: a / 12
        assert_bits_equal(S.tdivs(a, 12, mode="tile_scalar"), (a / NP[t](12)).astype(NP[t]))


def test_a2a3_and_scalar_op_tile_curves():
    """By hand from pto-isa's fitted rows: A2/A3 TSUB f32 over 64 valid columns is
    0.0313 x 16 x 64 + 25 = 57.05 -> 57; TEXP (any type, any width) 0.0314 x 8 x 100 + 30.1 =
    55.2 -> 55; a column count the table lacks has no data. A5 TNEG and TDIVS take the 1-D loop
    only for full rows, even on a one-row tile: TDIVS f32 on 1x64 valid 1x60 is
    (1.8688724 + 2.4753589) x 1 + 62.942563 = 67.3 -> 67."""
    from ptoisa_ref import costs as C
    assert C.cost("tsub", "a2a3", "f32", tile=(16, 64, 16, 64)).total == 57
    assert C.cost("texp", "a2a3", "f16", tile=(8, 100, 8, 100)).total == 55
    with pytest.raises(C.CostUnavailable, match="no A2/A3 curve for 60 valid columns"):
        C.cost("tsub", "a2a3", "f32", tile=(16, 64, 16, 60))
    assert C.cost("tdivs", "a5", "f32", tile=(1, 64, 1, 60)).total == 67
    assert C.cost("tadd", "a5", "f32", tile=(1, 64, 1, 60)).total == 56  # one row: 1-D, 1.2469671 + 55.073657
    with pytest.raises(C.CostUnavailable):
        C.cost("tadd", "a5", "i32", tile=(16, 64, 16, 64))  # no curve for integers


def test_tload_of_an_nz_tile_follows_the_block_mapping():
    """A 32x16 f32 Nz tile (boxes of 16 rows x 8 columns, column-major blocks) from a
    2x1x32x1x8 view with strides 256, 256, 8, 8, 1: by hand, tile element (r, c) is GM element
    (c // 8) * 256 + r * 8 + c % 8, and sits in the buffer at (c // 8) * 256 + (r // 16) * 128 +
    (r % 16) * 8 + c % 8 -- the same place, so GM is copied as it is; tstore brings it back."""
    tile = "!pto.tile_buf<vec, 32x16xf32, blayout=col_major, slayout=row_major>"
    view = "!pto.tensor_view<2x1x32x1x8xf32>"
    src = f"""func.func @k(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>) {{
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %va = pto.make_tensor_view %a, shape = [%c2, %c1, %c32, %c1, %c8], strides = [%c256, %c256, %c8, %c8, %c1] : {view}
  %vc = pto.make_tensor_view %c, shape = [%c2, %c1, %c32, %c1, %c8], strides = [%c256, %c256, %c8, %c8, %c1] : {view}
  %t = pto.alloc_tile : {tile}
  pto.tload ins(%va : {view}) outs(%t : {tile})
  pto.tmuls ins(%t, %c2 : {tile}, index) outs(%t : {tile})
  pto.tstore ins(%t : {tile}) outs(%vc : {view})
  return
}}
"""
    a = np.arange(512, dtype=np.float32)
    with pytest.raises(RunFailed, match="not modelled|vec tiles|row-major"):
        ptoisa.run(src, args={"a": a, "c": np.zeros(512, np.float32)})  # tmuls refuses a boxed tile
    src = src.replace("  pto.tmuls ins(%t, %c2 : {tile}, index) outs(%t : {tile})\n".format(tile=tile), "")
    r = ptoisa.run(src, args={"a": a, "c": np.zeros(512, np.float32)})
    assert np.array_equal(r.buffers["c"], a)
    ub = S.Tile(np.ascontiguousarray(a).view(np.uint8).copy(), 0, "f32", 32, 16, blayout="ColMajor", slayout="RowMajor")
    rr, cc = np.meshgrid(np.arange(32), np.arange(16), indexing="ij")
    assert np.array_equal(ub.values(), ((cc // 8) * 256 + rr * 8 + cc % 8).astype(np.float32))


def test_tstore_atomic_add_adds_into_global_memory():
    """atomicType atomic_add (pto-isa's CPU TStore: AddToElement): GM += the valid region, in T."""
    src = kernel("i16", 4, 16, 2, 16, "    pto.tadd ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})")
    src = src.replace("outs(%pc : !pto.partition_tensor_view<2x16xi16>)",
                      "outs(%pc : !pto.partition_tensor_view<2x16xi16>) {atomicType = #pto<atomic_type atomic_add>}")
    a = np.full((4, 16), 30000, np.int16)
    c = np.full((4, 16), 5000, np.int16)
    got = ptoisa.run(src, args={"a": a, "b": a, "c": c}).buffers["c"].reshape(4, 16)
    want = c.copy()
    want[:2] = ((30000 + 30000 + 5000) + 2**15) % 2**16 - 2**15  # 60000 wraps to -5536, plus 5000: wraps again
    assert np.array_equal(got, want)


def test_cpu_target_nan_bits_follow_x86_arithmetic():
    """D-CPU-NAN: on the CPU target an f32 operation with NaN operands returns the first NaN,
    quieted (x86), whatever numpy's loops pick; A5 returns the canonical NaN (D-NAN)."""
    bits = lambda v: np.array(v, np.uint32).view(np.float32)  # noqa: E731
    a = np.tile(bits([0x7fc12345, 0x7fc00000, 0x7f800001, 0x3f800000]), (3, 16))
    b = np.tile(bits([0x7fc00000, 0xffc00000, 0x3f800000, 0x7f800002]), (3, 16))
    for vr, vc in ((3, 64), (2, 37)):  # full and partial regions: numpy's loops differ
        got = S.tadd(a, b, valid_rows=vr, valid_cols=vc, target="cpu").view(np.uint32)
        want = np.tile(np.array([0x7fc12345, 0x7fc00000, 0x7fc00001, 0x7fc00002], np.uint32), (3, 16))[:vr, :vc]
        assert np.array_equal(got, want)
    assert (S.tmuls(a, bits(0x7fc00000)[()], target="cpu").view(np.uint32)[0, :3] == [0x7fc12345, 0x7fc00000, 0x7fc00001]).all()
    assert (S.tadd(a, b).view(np.uint32)[0] == 0x7fc00000).all()  # A5: canonical


def test_cpu_texp_f16_rounds_through_float():
    """The CPU simulator's half exp is expf on a float, rounded to half: for 0x1f79 and 0x25cf its
    result (measured by running pto-isa's simulator) is one ulp above exp rounded once."""
    x = np.array([[0x1f79, 0x25cf]], np.uint16).view(np.float16)
    assert S.texp(x, target="cpu").view(np.uint16).tolist() == [[0x3c08, 0x3c18]]
    assert S.texp(x).view(np.uint16).tolist() == [[0x3c07, 0x3c17]]  # A5: rounded once


def test_vector_micro_ops_work_on_a_tile_through_its_address():
    """tile_buf_addr gives the tile's unified-buffer pointer: a vecscope doubles the first 64
    elements of a loaded tile with vlds/vadd/vsts, and tstore sees the change."""
    t = "!pto.tile_buf<vec, 2x64xf32>"
    v = "!pto.tensor_view<2x64xf32>"
    src = f"""func.func @k(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %n = arith.constant 64 : i32
  %va = pto.make_tensor_view %a, shape = [%c2, %c64], strides = [%c64, %c1] : {v}
  %vc = pto.make_tensor_view %c, shape = [%c2, %c64], strides = [%c64, %c1] : {v}
  %t = pto.alloc_tile : {t}
  pto.tload ins(%va : {v}) outs(%t : {t})
  %p = pto.tile_buf_addr %t : {t} -> !pto.ptr<f32, ub>
  %g = pto.tensor_view_addr %vc : {v} -> !pto.ptr<f32, gm>
  pto.vecscope {{
    %m, %rest = pto.plt_b32 %n : i32 -> !pto.mask<b32>, i32
    %x = pto.vlds %p[%c0] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
    %y = pto.vadd %x, %x, %m : !pto.vreg<64xf32>, !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
    pto.vsts %y, %p[%c0], %m : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
  }}
  pto.tstore ins(%t : {t}) outs(%vc : {v})
  return %g : !pto.ptr<f32, gm>
}}
"""
    a = np.arange(128, dtype=np.float32)
    r = ptoisa.run(src, args={"a": a, "c": np.zeros(128, np.float32)})
    want = a.copy()
    want[:64] *= 2
    assert np.array_equal(r.buffers["c"], want)
    assert r.returned[0].space == "gm" and r.returned[0].addr == 0


def test_tload_and_tstore_move_f8e5m2_tiles_through_strided_views():
    """An f8E5M2 tile loads and stores through a strided GM window (the runtime goes through unsigned
    bytes: numpy cannot rebuild ml_dtypes' float8_e5m2 from the array interface as_strided uses)."""
    gm = np.arange(256, dtype=np.uint8)
    ub = np.zeros(1024, np.uint8)
    t = S.Tile(ub, 0, "f8e5m2", 2, 32)
    S.tload(S.TensorView(gm, 0, "f8e5m2", (2, 32), (64, 1), "nd"), t)
    assert np.array_equal(ub[:64], np.concatenate([gm[:32], gm[64:96]]))
    out = np.zeros(256, np.uint8)
    S.tstore(t, S.TensorView(out, 0, "f8e5m2", (2, 32), (128, 1), "nd"))
    assert np.array_equal(out[:32], gm[:32]) and np.array_equal(out[128:160], gm[64:96]) and not out[32:128].any()
