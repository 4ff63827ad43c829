"""The tile layout moves (tmov, textract, tinsert, tfillpad) between vec tiles against plain
numpy: every element type each target allows, valid regions smaller than the tiles, windows at
the tiles' edges, what each target writes outside the valid region (D-TMOV-REGION,
D-TFILLPAD-REGION), the pad values (D-TFILLPAD-MAX), NaN payloads and integer extremes; a
whole kernel in PTO text on each target; and the verifier's and the run's located errors.

Expected values are written here from the pages' rules (slices of the numpy inputs), never from
the semantics module."""
import ml_dtypes
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import assert_bits_equal, sample
from ptoisa.cli import main
from ptoisa.interp.run import RunFailed
from ptoisa_ref import semantics as S
from reference import NP, is_float

ISA = the_isa()
OPS = {op.name: op for op in ISA.ops}
RNG = np.random.default_rng(23)
TARGETS = ("a5", "a2a3", "cpu")
SIZE = {"f32": 4, "i32": 4, "u32": 4, "f16": 2, "bf16": 2, "i16": 2, "u16": 2}


def size(t):
    return SIZE.get(t, 1)


def make(t, rows, cols, valid=None, values=None, **kw):
    """A vec tile of T in a buffer of its own, holding `values` (random with edge values when not
    given) in its layout; returns (tile, the rows x cols matrix written)."""
    mem = np.zeros(rows * cols * size(t) + 64, np.uint8)
    vr, vc = valid or (rows, cols)
    tile = S.Tile(mem, 0, t, rows, cols, valid_rows=vr, valid_cols=vc, **kw)
    m = sample(RNG, t, (rows, cols)) if values is None else np.asarray(values, NP[t])
    _write_all(tile, m)
    return tile, m


def _write_all(tile, m):
    """Every element of the matrix, through the tile's layout (its valid shape set aside)."""
    vr, vc = tile.valid_rows, tile.valid_cols
    tile.valid_rows, tile.valid_cols = tile.rows, tile.cols
    tile.write(m)
    tile.valid_rows, tile.valid_cols = vr, vc


def types(op, target):
    return OPS[op].types_for(OPS[op].primary_operand, target)


CODED = ("hif8", "f4e2m1x2", "f4e1m2x2")  # raw bytes: tests/test_tile_layout.py::test_coded_types_move_as_bytes
MOVED_AS_BYTES = ("u64", "f8e8m0")  # tmov's PTOAS-only types: tests/test_ptoas_spellings.py


def per_type(op):
    for target in TARGETS:
        for t in types(op, target):
            if t not in CODED and t not in MOVED_AS_BYTES:
                yield pytest.param(t, target, id=f"{t}-{target}")


# --- tmov --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("t", "target"), list(per_type("tmov")))
def test_tmov_copies_the_valid_region_and_on_a2a3_whole_blocks(t, target):
    """7 x (128 bytes) ND tiles, both valid 5 x 5: A5 and the CPU simulator copy exactly 5 x 5;
    A2/A3 copies the 5 rows up to their first 32-byte boundary (32 / sizeof(T) columns). NaN
    payloads and integer extremes are copied bit for bit."""
    cols = 128 // size(t)
    src, s = make(t, 7, cols, (5, 5))
    dst, d = make(t, 7, cols, (5, 5))
    S.tmov(src, dst, target=target)
    want = d.copy()
    width = 32 // size(t) if target == "a2a3" else 5
    want[:5, :width] = s[:5, :width]
    assert_bits_equal(dst.values(), want, f"tmov {t} {target}")


def test_tmov_on_a5_copies_the_rows_and_columns_both_valid_shapes_hold():
    src, s = make("f32", 8, 16, (6, 12))
    dst, d = make("f32", 8, 16, (7, 9))
    S.tmov(src, dst, target="a5")
    want = d.copy()
    want[:6, :9] = s[:6, :9]
    assert_bits_equal(dst.values(), want)


def test_tmov_on_the_cpu_needs_equal_valid_shapes_and_on_a2a3_one_shape():
    src, _ = make("f32", 8, 16, (6, 12))
    dst, _ = make("f32", 8, 16, (7, 9))
    with pytest.raises(S.SemanticsError, match=r"pto.tmov: src's valid shape 6x12 differs from dst's 7x9"):
        S.tmov(src, dst, target="cpu")
    wide, _ = make("f32", 8, 32, (6, 12))
    with pytest.raises(S.SemanticsError, match=r"on A2/A3 src \(8x16\) and dst \(8x32\) must have the same shape"):
        S.tmov(src, wide, target="a2a3")


@pytest.mark.parametrize("t", ["f32", "f16", "i8"])
def test_tmov_on_a5_turns_an_nd_tile_into_an_nz_one(t):
    """dst is Nz (column-major blocks of row-major 16 x 32-byte boxes): element (r, c) of src lands
    at element (r, c) of dst, which the dst's layout puts in box (r // 16, c // (32 / size)); src's
    12 valid rows and dst's 40 valid columns are copied, the rest keeps its values."""
    cols = 64 // size(t) * 2
    src, s = make(t, 16, cols, (12, cols))
    dst, d = make(t, 16, cols, (16, cols - 3), blayout="ColMajor", slayout="RowMajor")
    S.tmov(src, dst, target="a5")
    want = d.copy()
    want[:12, :cols - 3] = s[:12, :cols - 3]
    assert_bits_equal(dst.values(), want)
    # the bytes themselves: box b of a column-major Nz tile holds rows 0..15 of columns b*k..b*k+k-1
    k = 32 // size(t)
    flat = dst.mem[:16 * cols * size(t)].view(NP[t])
    assert_bits_equal(flat[:16 * k].reshape(16, k), want[:, :k])
    assert_bits_equal(flat[16 * k:32 * k].reshape(16, k), want[:, k:2 * k])


def test_tmov_layouts_the_targets_run():
    """The CPU simulator moves (r, c) to (r, c) between any layouts (here DN into ND); A5 refuses
    the pair, naming the decision."""
    src, s = make("f32", 16, 8, (10, 6), blayout="ColMajor")
    dst, d = make("f32", 16, 8, (10, 6))
    S.tmov(src, dst, target="cpu")
    want = d.copy()
    want[:10, :6] = s[:10, :6]
    assert_bits_equal(dst.values(), want)
    with pytest.raises(S.SemanticsError, match=r"from an DN tile to an ND tile is not modelled .*D-TMOV-LAYOUTS"):
        S.tmov(src, dst, target="a5")


def test_tmov_refuses_other_element_types_and_runs_the_cube_units_moves():
    src, s = make("f32", 8, 16)
    dst, _ = make("i32", 8, 16)
    with pytest.raises(S.SemanticsError, match=r"src holds f32, dst i32"):
        S.tmov(src, dst)
    mat = S.Tile(np.zeros(1024, np.uint8), 0, "f32", 8, 16, loc="Mat")  # vec to mat: a copy (D-TMOV-CUBE)
    S.tmov(src, mat)
    assert_bits_equal(mat.values(), s)
    with pytest.raises(S.SemanticsError, match=r"a move from a Mat tile to a Vec tile is not one the cube unit makes"):
        S.tmov(mat, src)
    with pytest.raises(S.SemanticsError, match=r"reluPreMode normal_relu is the fixpipe's"):
        S.tmov(src, dst, reluPreMode="normal_relu")


# --- textract and tinsert ----------------------------------------------------------------------

@pytest.mark.parametrize(("t", "target"), list(per_type("textract")))
def test_textract_copies_the_window_at_the_offsets(t, target):
    """A 6 x 8-block window at (9, one 32-byte block in) of a 16-row tile, ending at its last
    row; dst (8 rows, valid 6 x k) receives it, its other elements keep their values."""
    k = 32 // size(t)
    src, s = make(t, 16, 4 * k, (16, 4 * k))
    dst, d = make(t, 8, 2 * k, (6, k + 3))
    S.textract(src, 10, k, dst, target=target)
    want = d.copy()
    want[:6, :k + 3] = s[10:16, k:2 * k + 3]
    assert_bits_equal(dst.values(), want, f"textract {t} {target}")


@pytest.mark.parametrize(("t", "target"), list(per_type("tinsert")))
def test_tinsert_writes_the_source_at_the_offsets(t, target):
    """src's valid 5 x (k + 2) region lands at (11, 2k) of a 16 x 4k tile (up to its last row);
    nothing else of dst changes."""
    k = 32 // size(t)
    src, s = make(t, 8, 2 * k, (5, k + 2))
    dst, d = make(t, 16, 4 * k, (16, 4 * k))
    S.tinsert(src, 11, 2 * k, dst, target=target)
    want = d.copy()
    want[11:16, 2 * k:3 * k + 2] = s[:5, :k + 2]
    assert_bits_equal(dst.values(), want, f"tinsert {t} {target}")


def test_a_window_past_the_larger_tile_is_an_error_per_target():
    """A5 and A2/A3 bound the window by the larger tile's shape, the CPU simulator by its valid
    region: a window inside the shape but past the valid rows runs on A5, not on the CPU."""
    src, s = make("f32", 16, 16, (10, 16))
    dst, d = make("f32", 8, 8, (4, 8))
    S.textract(src, 12, 8, dst, target="a5")
    want = d.copy()
    want[:4, :8] = s[12:16, 8:16]
    assert_bits_equal(dst.values(), want)
    with pytest.raises(S.SemanticsError, match=r"the 4x8 window at \(12, 8\) is outside src's valid region \(10x16\)"):
        S.textract(src, 12, 8, dst, target="cpu")
    with pytest.raises(S.SemanticsError, match=r"the 4x8 window at \(13, 0\) is outside src's shape \(16x16\)"):
        S.textract(src, 13, 0, dst, target="a5")
    with pytest.raises(S.SemanticsError, match=r"the 4x8 window at \(0, 9\) is outside dst's shape \(16x16\)"):
        S.tinsert(dst, 0, 9, src, target="a2a3")
    with pytest.raises(S.SemanticsError, match=r"offsets \(-1, 0\) must not be negative"):
        S.textract(src, -1, 0, dst)


def test_a2a3_needs_a_32_byte_column_offset_unless_the_window_is_one_element():
    src, s = make("f32", 16, 16)
    dst, _ = make("f32", 8, 8, (4, 4))
    with pytest.raises(S.SemanticsError, match=r"column offset 3 is 12 bytes, not a multiple of 32"):
        S.textract(src, 0, 3, dst, target="a2a3")
    S.textract(src, 0, 3, dst, target="a5")  # A5 takes it (vector loads from any element)
    assert_bits_equal(dst.values()[:4, :4], s[:4, 3:7])
    one, o = make("f32", 8, 8, (1, 1))
    S.textract(src, 5, 3, one, target="a2a3")
    assert_bits_equal(one.values()[:1, :1], s[5:6, 3:4])


def test_tinsert_on_a5_writes_an_nz_tile_into_an_nz_tile():
    nz = {"blayout": "ColMajor", "slayout": "RowMajor"}
    src, s = make("f16", 16, 32, (16, 16), **nz)
    dst, d = make("f16", 32, 64, **nz)
    S.tinsert(src, 16, 32, dst, target="a5")
    want = d.copy()
    want[16:32, 32:48] = s[:16, :16]
    assert_bits_equal(dst.values(), want)


def test_a_move_of_a_tile_onto_itself_changes_nothing():
    big, b = make("i16", 8, 32)
    S.tinsert(big, 0, 0, big, target="a5")
    S.tmov(big, big, target="a2a3")
    assert_bits_equal(big.values(), b)


# --- tfillpad ----------------------------------------------------------------------------------

def _pad(t, pad, target):
    """dst's pad value as the page says: 0; Max / Min an infinity, or on A5 the largest finite
    float (D-TFILLPAD-MAX); integers their maximum / minimum, an unsigned Min 0."""
    dt = np.dtype(NP[t])
    if pad == "Zero":
        return dt.type(0)
    if is_float(t):
        # bf16: 3.3895314e38; f8E4M3FN has no infinity, so its Max is its largest value everywhere
        finite = target == "a5" or t == "f8e4m3"
        big = float(ml_dtypes.finfo(dt).max) if finite else np.inf
        return dt.type(big if pad == "Max" else -big)
    info = np.iinfo(dt)
    return dt.type(info.max if pad == "Max" else (info.min if info.min < 0 else 0))


@pytest.mark.parametrize(("t", "target"), list(per_type("tfillpad")))
@pytest.mark.parametrize("pad", ["Zero", "Max", "Min"])
def test_tfillpad_pads_as_far_as_each_target_does(t, target, pad):
    """src 12 x C valid 9 x 5; dst 16 x C valid 13 x (C - 3). Every target: src's 9 x 5 region,
    then the pad from column 5 in those rows and from column 0 in the rows below. A5 stops at
    dst's valid 13 x (C - 3), A2/A3 at its 13 valid rows and all C columns, the CPU simulator at
    every element; the rest keeps its values."""
    cols = 64 // size(t)
    src, s = make(t, 12, cols, (9, 5))
    dst, d = make(t, 16, cols, (13, cols - 3), pad=pad)
    S.tfillpad(src, dst, target=target)
    rows, width = {"a5": (13, cols - 3), "a2a3": (13, cols), "cpu": (16, cols)}[target]
    want = d.copy()
    want[:rows, :width] = _pad(t, pad, target)
    want[:9, :5] = s[:9, :5]
    assert_bits_equal(dst.values(), want, f"tfillpad {t} {target} {pad}")


@pytest.mark.parametrize("target", TARGETS)
def test_tfillpad_in_place_keeps_the_valid_region_and_pads_the_rest(target):
    """src and dst the same tile (the manual's TFILLPAD_INPLACE): 16 x 16 f32, valid 10 x 7."""
    tile, m = make("f32", 16, 16, (10, 7), pad="Min")
    other = S.Tile(tile.mem, 0, "f32", 16, 16, valid_rows=16, valid_cols=16, pad="Min")  # dst: all valid
    S.tfillpad(tile, other, target=target)
    want = m.copy()
    want[:, :] = np.float32(-np.finfo(np.float32).max if target == "a5" else -np.inf)
    want[:10, :7] = m[:10, :7]
    assert_bits_equal(other.values(), want)


def test_tfillpad_refuses_a_null_pad_and_a_source_larger_than_dst():
    src, _ = make("f32", 8, 16, (8, 9))
    dst, _ = make("f32", 8, 16)
    with pytest.raises(S.SemanticsError, match=r"dst's pad value is Null: tfillpad needs Zero, Max or Min"):
        S.tfillpad(src, dst)
    small, _ = make("f32", 4, 16, pad="Max")
    with pytest.raises(S.SemanticsError, match=r"src's valid region 8x9 does not fit dst \(4x16\)"):
        S.tfillpad(src, small)


# --- kernels -----------------------------------------------------------------------------------

KERNEL = """func.func @k(%a: !pto.ptr<f32>, %o: !pto.ptr<f32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %va = pto.make_tensor_view %a, shape = [%c32, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>
  %vo = pto.make_tensor_view %o, shape = [%c32, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>
  %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c32, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<32x32xf32>
  %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c32, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<32x32xf32>
  %big = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  %q = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=16x{vc}>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, valid=16x{vc}>
  %p = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32, pad=2>
  pto.tload ins(%pa : !pto.partition_tensor_view<32x32xf32>) outs(%big : !pto.tile_buf<vec, 32x32xf32>)
  pto.textract ins(%big, %c16, %c8 : !pto.tile_buf<vec, 32x32xf32>, index, index) outs(%q : !pto.tile_buf<vec, 16x16xf32, valid=16x{vc}>)
  pto.tmov ins(%q : !pto.tile_buf<vec, 16x16xf32, valid=16x{vc}>) outs(%m : !pto.tile_buf<vec, 16x16xf32, valid=16x{vc}>)
  pto.tfillpad ins(%m : !pto.tile_buf<vec, 16x16xf32, valid=16x{vc}>) outs(%p : !pto.tile_buf<vec, 16x16xf32, pad=2>)
  pto.tinsert ins(%p, %c0, %c{col} : !pto.tile_buf<vec, 16x16xf32, pad=2>, index, index) outs(%big : !pto.tile_buf<vec, 32x32xf32>)
  pto.tstore ins(%big : !pto.tile_buf<vec, 32x32xf32>) outs(%po : !pto.partition_tensor_view<32x32xf32>)
  return
}}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_a_kernel_takes_a_window_out_pads_it_and_puts_it_back(target):
    """The 16 x 16 window at (16, 8) of a 32 x 32 f32 tile, its first 5 columns valid: moved,
    padded with Max (f32's largest finite value on A5, +inf elsewhere) and written back at
    (0, 16). tmov between the 16 x 5 tiles copies 5 columns on A5 and the CPU simulator and
    the first 8 (one 32-byte block) on A2/A3; tfillpad pads all 16 x 16 either way."""
    a = RNG.standard_normal((32, 32)).astype(np.float32)
    o = np.zeros((32, 32), np.float32)
    result = ptoisa.run(KERNEL.format(vc=5, col=16), args={"a": a, "o": o}, target=target)
    want = a.copy()
    block = np.full((16, 16), np.finfo(np.float32).max if target == "a5" else np.inf, np.float32)
    block[:, :5] = a[16:32, 8:13]
    want[0:16, 16:32] = block
    assert_bits_equal(result.buffers["o"].reshape(32, 32), want)


def test_a_window_past_its_tile_stops_the_run_at_its_line():
    text = KERNEL.format(vc=5, col=16).replace("%c16, %c8 :", "%c16, %c32 :")
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(text, args={"a": np.zeros((32, 32), np.float32), "o": np.zeros((32, 32), np.float32)})
    finding = exc.value.findings[0]
    assert finding.line == 16 and "outside src's shape (32x32)" in finding.message, finding


@pytest.mark.parametrize(("op", "line", "rule"), [
    ("pto.textract ins(%s, %c0, %c0 : {small}, index, index) outs(%d : {big})", "textract", "window (at least at offset 0) lies within src"),
    ("pto.tinsert ins(%d, %c0, %c0 : {big}, index, index) outs(%s : {small})", "tinsert", "src's valid region fits in dst"),
    ("pto.tfillpad ins(%s : {small}) outs(%d : {big})", "tfillpad", "dst's pad value is Zero, Max or Min, not Null"),
    ("pto.tmov ins(%s : {small}) outs(%d : {big})", "tmov", "On A2/A3 every move keeps the shape"),
])
def test_the_verifier_locates_a_refused_use(tmp_path, capsys, op, line, rule):
    small, big = "!pto.tile_buf<vec, 8x16xf32>", "!pto.tile_buf<vec, 16x16xf32>"
    text = (f"func.func @k() {{\n  %c0 = arith.constant 0 : index\n  %s = pto.alloc_tile : {small}\n"
            f"  %d = pto.alloc_tile : {big}\n  {op.format(small=small, big=big)}\n  return\n}}\n")
    f = tmp_path / f"{line}.pto"
    f.write_text(text)
    assert main(["verify", "--target", "a2a3", str(f)]) == 1
    err = capsys.readouterr().err
    assert f"{line}.pto:5:3: error: pto.{line}:" in err and rule in err, err


def test_the_verifier_checks_the_cube_forms_as_ptoas_does(tmp_path, capsys):
    """A vec-to-mat tmov is legal on A5 and not on A2/A3; reluPreMode needs an acc source."""
    vec, mat = "!pto.tile_buf<vec, 16x16xf16>", "!pto.tile_buf<mat, 16x16xf16>"
    text = (f"func.func @k() {{\n  %s = pto.alloc_tile : {vec}\n  %d = pto.alloc_tile : {mat}\n"
            f"  pto.tmov ins(%s : {vec}) outs(%d : {mat})\n"
            f"  pto.tmov ins(%s : {vec}) outs(%s : {vec}) {{reluPreMode = #pto<relu_pre_mode normal_relu>}}\n"
            f"  return\n}}\n")
    f = tmp_path / "cube.pto"
    f.write_text(text)
    main(["verify", "--target", "a5", str(f)])
    err = capsys.readouterr().err
    assert "cube.pto:4:" not in err and "cube.pto:5:3: error: pto.tmov: reluPreMode other than no_relu" in err, err
    main(["verify", "--target", "a2a3", str(f)])
    err = capsys.readouterr().err
    assert "cube.pto:4:3: error: pto.tmov: The locations are vec to vec" in err, err


# --- ttrans and treshape -----------------------------------------------------------------------

@pytest.mark.parametrize(("t", "target"), list(per_type("ttrans")))
def test_ttrans_writes_the_valid_region_transposed(t, target):
    """src 8 x (64 bytes) valid 5 x 7; dst (64 bytes of rows) x (32 bytes): dst[c][r] = src[r][c]
    for the 5 x 7 region, the rest of dst keeps its values; the tmp tile is not read."""
    src, s = make(t, 8, 64 // size(t), (5, 7))
    dst, d = make(t, 64 // size(t), 32 // size(t), (7, 5))
    tmp, _ = make(t, 8, 64 // size(t))
    S.ttrans(src, dst, tmp=tmp, target=target)
    want = d.copy()
    for r in range(5):
        for c in range(7):
            want[c, r] = s[r, c]
    assert_bits_equal(dst.values(), want, f"ttrans {t} {target}")


def test_ttrans_refuses_a_dst_too_small_and_a_column_major_source():
    src, _ = make("f32", 8, 16, (8, 12))
    small, _ = make("f32", 8, 16)
    with pytest.raises(S.SemanticsError, match=r"the transposed 12x8 region runs past the end of dst's memory"):
        S.ttrans(src, small)  # (a row-major dst too small is written past its rows: D-TTRANS-REGION)
    dn, _ = make("f32", 16, 8, blayout="ColMajor")
    big, _ = make("f32", 16, 16)
    with pytest.raises(S.SemanticsError, match=r"src is an DN tile; the transposes read a row-major one"):
        S.ttrans(dn, big)


RESHAPE = """func.func @k(%a: !pto.ptr<f32>, %o: !pto.ptr<f32>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %va = pto.make_tensor_view %a, shape = [%c16, %c64], strides = [%c64, %c1] : !pto.tensor_view<16x64xf32>
  %vo = pto.make_tensor_view %o, shape = [%c32, %c32], strides = [%c32, %c1] : !pto.tensor_view<32x32xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  pto.tload ins(%va : !pto.tensor_view<16x64xf32>) outs(%t : !pto.tile_buf<vec, 16x64xf32>)
  %r = pto.treshape %t : !pto.tile_buf<vec, 16x64xf32> -> !pto.tile_buf<vec, 32x32xf32>
  %u = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  %tr = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  pto.ttrans ins(%r, %tr : !pto.tile_buf<vec, 32x32xf32>, !pto.tile_buf<vec, 32x32xf32>) outs(%u : !pto.tile_buf<vec, 32x32xf32>)
  pto.tstore ins(%u : !pto.tile_buf<vec, 32x32xf32>) outs(%vo : !pto.tensor_view<32x32xf32>)
  return
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_a_kernel_reshapes_a_tile_and_transposes_it(target):
    """A 16 x 64 tile read as 32 x 32 (the same bytes: row i of the result is half a row of the
    source), then transposed; the output is the source's bytes in 32 x 32, transposed."""
    a = RNG.standard_normal((16, 64)).astype(np.float32)
    result = ptoisa.run(RESHAPE, args={"a": a, "o": np.zeros((32, 32), np.float32)}, target=target)
    assert_bits_equal(result.buffers["o"].reshape(32, 32), a.reshape(32, 32).T.copy())


def test_treshape_must_keep_the_bytes(tmp_path, capsys):
    text = RESHAPE.replace("-> !pto.tile_buf<vec, 32x32xf32>", "-> !pto.tile_buf<vec, 32x16xf32>", 1)
    f = tmp_path / "reshape.pto"
    f.write_text(text)
    assert main(["verify", str(f)]) == 1
    err = capsys.readouterr().err
    assert "reshape.pto:10:8: error: pto.treshape: The result has as many bytes as the source" in err, err


# --- tconcat and tconcatidx --------------------------------------------------------------------

@pytest.mark.parametrize(("t", "target"), list(per_type("tconcat")))
def test_tconcat_joins_the_valid_columns_row_by_row(t, target):
    """src0 valid 6 x 5, src1 valid 6 x 9, dst valid 6 x 14 of 8 x (64 bytes): row r is src0's 5
    columns then src1's 9; the rest of dst keeps its values."""
    cols = 64 // size(t)
    a, sa = make(t, 8, cols, (6, 5))
    b, sb = make(t, 8, cols, (6, 9))
    dst, d = make(t, 8, cols, (6, 14))
    S.tconcat(a, b, dst, target=target)
    want = d.copy()
    want[:6, :5] = sa[:6, :5]
    want[:6, 5:14] = sb[:6, :9]
    assert_bits_equal(dst.values(), want, f"tconcat {t} {target}")


def test_tconcat_needs_the_valid_shapes_to_add_up():
    a, _ = make("f32", 8, 16, (6, 5))
    b, _ = make("f32", 8, 16, (6, 9))
    dst, _ = make("f32", 8, 16, (6, 13))
    with pytest.raises(S.SemanticsError, match=r"dst's valid columns \(13\) must be src0's and src1's added \(5 \+ 9\)"):
        S.tconcat(a, b, dst)
    short, _ = make("f32", 8, 16, (5, 14))
    with pytest.raises(S.SemanticsError, match=r"valid rows \(6, 6\) must be dst's \(5\)"):
        S.tconcat(a, b, short)


@pytest.mark.parametrize("it", ["i8", "i16", "i32"])
@pytest.mark.parametrize(("t", "target"), list(per_type("tconcatidx")))
def test_tconcatidx_takes_each_rows_counts_from_the_index_tiles(t, target, it):
    """Index elements count bytes of the index type (the libraries divide by its size): row r takes
    idx0[r][0] / s columns of src0, then idx1[r][0] / s of src1. A5 and A2/A3 cut the first count
    to dst's valid 12 columns and the second to what is left; the CPU simulator does not (its
    counts here stay within the tiles)."""
    s = size(it)
    cols = 64 // size(t)
    a, sa = make(t, 4, cols, (4, 6))
    b, sb = make(t, 4, cols, (4, 6))
    dst, d = make(t, 4, cols, (4, 12))
    n0 = [3, 6, 12, 14] if target != "cpu" else [3, 6, 0, 4]
    n1 = [9, 2, 5, 1] if target != "cpu" else [9, 2, 5, 1]
    i0, _ = make(it, 4, 32 // s, values=np.array([[k * s] + [0] * (32 // s - 1) for k in n0]))
    i1, _ = make(it, 4, 32 // s, values=np.array([[k * s] + [0] * (32 // s - 1) for k in n1]))
    S.tconcatidx(a, b, i0, i1, dst, target=target)
    want = d.copy()
    for r in range(4):
        k0, k1 = n0[r], n1[r]
        if target != "cpu":
            k0 = min(k0, 12)
            k1 = min(k1, 12 - k0)
        want[r, :k0] = sa[r, :k0]
        want[r, k0:k0 + k1] = sb[r, :k1]
    assert_bits_equal(dst.values(), want, f"tconcatidx {t} {target} {it}")


def test_tconcatidx_a_count_past_the_tiles_is_an_error_on_the_cpu():
    a, _ = make("f32", 2, 8, (2, 4))
    b, _ = make("f32", 2, 8, (2, 4))
    dst, _ = make("f32", 2, 8, (2, 8))
    i0, _ = make("i32", 2, 8, values=np.array([[4 * 6] + [0] * 7, [4] + [0] * 7]))
    i1, _ = make("i32", 2, 8, values=np.array([[4 * 6] + [0] * 7, [-4] + [0] * 7]))
    with pytest.raises(S.SemanticsError, match=r"row 0 takes 6 columns of src0 \(8\) and 6 of src1 \(8\)"):
        S.tconcatidx(a, b, i0, i1, dst, target="cpu")
    S.tconcatidx(a, b, i0, i1, dst, target="a5")  # A5 cuts: row 0 takes 6 and 2; row 1 takes 1 and 7 (-4 is huge)


CONCAT = """func.func @k(%a: !pto.ptr<i16>, %b: !pto.ptr<i16>, %o: !pto.ptr<i16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %va = pto.make_tensor_view %a, shape = [%c8, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xi16>
  %vb = pto.make_tensor_view %b, shape = [%c8, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xi16>
  %vo = pto.make_tensor_view %o, shape = [%c8, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xi16>
  %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c8, %c16] : !pto.tensor_view<?x?xi16> -> !pto.partition_tensor_view<8x16xi16>
  %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c8, %c16] : !pto.tensor_view<?x?xi16> -> !pto.partition_tensor_view<8x16xi16>
  %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c8, %c32] : !pto.tensor_view<?x?xi16> -> !pto.partition_tensor_view<8x32xi16>
  %ta = pto.alloc_tile : !pto.tile_buf<vec, 8x16xi16>
  %tb = pto.alloc_tile : !pto.tile_buf<vec, 8x16xi16>
  %to = pto.alloc_tile : !pto.tile_buf<vec, 8x32xi16>
  pto.tload ins(%pa : !pto.partition_tensor_view<8x16xi16>) outs(%ta : !pto.tile_buf<vec, 8x16xi16>)
  pto.tload ins(%pb : !pto.partition_tensor_view<8x16xi16>) outs(%tb : !pto.tile_buf<vec, 8x16xi16>)
  pto.tconcat ins(%ta, %tb : !pto.tile_buf<vec, 8x16xi16>, !pto.tile_buf<vec, 8x16xi16>) outs(%to : !pto.tile_buf<vec, 8x32xi16>)
  pto.tstore ins(%to : !pto.tile_buf<vec, 8x32xi16>) outs(%po : !pto.partition_tensor_view<8x32xi16>)
  return
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_a_kernel_joins_two_tiles(target):
    a = sample(RNG, "i16", (8, 16))
    b = sample(RNG, "i16", (8, 16))
    result = ptoisa.run(CONCAT, args={"a": a, "b": b, "o": np.zeros((8, 32), np.int16)}, target=target)
    assert_bits_equal(result.buffers["o"].reshape(8, 32), np.concatenate([a, b], axis=1))


@pytest.mark.parametrize("t", CODED)
def test_coded_types_move_as_bytes(t):
    """HiFloat8 and the packed FP4 pairs (A5): the moves copy their bytes (a tile of FP4 pairs counts
    pairs, as the libraries do); tfillpad pads them with Zero and cannot know their Max."""
    mem = RNG.integers(0, 256, 2048).astype(np.uint8)
    before = mem.copy()
    src, dst = S.Tile(mem, 0, t, 8, 32), S.Tile(mem, 256, t, 8, 32, valid_rows=4, valid_cols=5)
    if t in OPS["textract"].types_for("src", "a5"):
        S.textract(src, 2, 3, dst)
        want = before[256:512].reshape(8, 32).copy()
        want[:4, :5] = before[:256].reshape(8, 32)[2:6, 3:8]
        assert np.array_equal(mem[256:512].reshape(8, 32), want)
    if t in OPS["tfillpad"].types_for("src", "a5"):
        padded = S.Tile(mem, 1024, t, 8, 32, pad="Zero")
        maxed = S.Tile(mem, 1536, t, 8, 32, pad="Max")
        S.tfillpad(dst, padded)
        want = np.zeros((8, 32), np.uint8)
        want[:4, :5] = mem[256:512].reshape(8, 32)[:4, :5]
        assert np.array_equal(mem[1024:1280].reshape(8, 32), want)
        with pytest.raises(S.SemanticsError, match=f"pad Max of a {t} tile has no known bits"):
            S.tfillpad(dst, maxed)
