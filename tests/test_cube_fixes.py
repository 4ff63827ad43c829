"""Fixes from PTOAS's cube hardware cases (issue 23): expected values derived here by hand."""
import numpy as np
import pytest

from helpers import assert_bits_equal
from ptoisa_ref import semantics as S

RNG = np.random.default_rng(23)


# --- D-ACC-ROWS: an Acc tile shorter than 16 rows keeps 16-row fractals -----------------------

@pytest.mark.parametrize("rows", [1, 5, 16, 17])
def test_a_short_acc_tile_lays_out_16_row_fractal_bands(rows):
    cols = 48
    mem = np.zeros(1 << 16, np.uint8)
    acc = S.Tile(mem, 0, "f32", rows, cols, loc="Acc", blayout="ColMajor", slayout="RowMajor", fractal=1024)
    x = RNG.uniform(-4, 4, (rows, cols)).astype(np.float32)
    acc.write(x)
    flat = mem.view(np.float32)
    band = -(-rows // 16) * 16  # rows rounded up to a fractal's 16
    for r in range(rows):
        for c in range(cols):
            assert flat[(c // 16) * band * 16 + r * 16 + c % 16] == x[r, c]
    assert_bits_equal(acc.values(), x)


def test_gemv_writes_its_row_where_the_fixpipe_reads_with_src_stride_16():
    k, n = 40, 40
    mem = np.zeros(1 << 17, np.uint8)
    lhs = S.Tile(mem, 0, "f16", 1, 64, loc="Left", valid_rows=1, valid_cols=k, blayout="ColMajor", slayout="RowMajor")
    rhs = S.Tile(mem, 16384, "f16", 64, 48, loc="Right", valid_rows=k, valid_cols=n, slayout="ColMajor")
    dst = S.Tile(mem, 32768, "f32", 1, 48, loc="Acc", valid_rows=1, valid_cols=n, blayout="ColMajor",
                 slayout="RowMajor", fractal=1024)
    a = RNG.integers(-3, 4, (1, k)).astype(np.float16)  # small integers: every sum exact
    b = RNG.integers(-3, 4, (k, n)).astype(np.float16)
    la, rb = lhs.values().copy(), rhs.values().copy()
    la[:1, :k], rb[:k, :n] = a, b
    lhs.write(la)
    rhs.write(rb)
    S.tgemv(lhs, rhs, dst, target="a5")
    want = a.astype(np.int64) @ b.astype(np.int64)
    flat = mem[32768:].view(np.float32)
    got = np.array([flat[(j // 16) * 256 + j % 16] for j in range(n)], np.float32)
    assert_bits_equal(got, want[0].astype(np.float32))


# --- D-TEXTRACT-NZ-RIGHT: A5's textract from an NZ mat tile into a right tile ---------------

def _mat_and_right(elem, src_shape, k, n):
    mem = np.zeros(1 << 16, np.uint8)
    src = S.Tile(mem, 0, elem, *src_shape, loc="Mat", blayout="ColMajor", slayout="RowMajor")
    dst = S.Tile(mem, 32768, elem, 32, 32, loc="Right", valid_rows=k, valid_cols=n, slayout="ColMajor")
    x = RNG.uniform(-1, 1, src_shape).astype({"f16": np.float16, "f32": np.float32}[elem])
    src.write(x)
    return mem, src, dst, x


@pytest.mark.parametrize("elem, k, n, at", [("f16", 16, 16, (0, 0)), ("f16", 32, 16, (16, 0)),
                                             ("f32", 8, 16, (0, 8)), ("f32", 16, 32, (0, 16))])
def test_a5_textract_from_nz_mat_into_right_transposes_the_window(elem, k, n, at):
    mem, src, dst, x = _mat_and_right(elem, (32, 32), k, n)
    before = dst.values().copy()
    S.textract(src, at[0], at[1], dst, target="a5")
    got = dst.values()
    for i in range(k):
        for j in range(n):
            assert got[i, j] == x[at[0] + j, at[1] + i]
    assert_bits_equal(got[k:, :], before[k:, :])  # only the valid region is written
    assert_bits_equal(got[:, n:], before[:, n:])


@pytest.mark.parametrize("target", ["cpu", "a2a3"])
def test_other_targets_keep_the_windows_values(target):
    mem, src, dst, x = _mat_and_right("f16", (32, 32), 16, 16)
    S.textract(src, 16, 0, dst, target=target)
    assert_bits_equal(dst.values()[:16, :16], x[16:32, 0:16])


def test_a5_nz_window_past_src_is_a_located_error():
    mem, src, dst, x = _mat_and_right("f16", (32, 16), 16, 32)  # the 32 x 16 window at (16, 0) overruns
    with pytest.raises(S.SemanticsError, match="D-TEXTRACT-NZ-RIGHT"):
        S.textract(src, 16, 0, dst, target="a5")


# --- D-TINSERT-ACC-NZ: A5's tinsert of an acc tile into an f32 NZ vec tile ------------------

def _acc_and_nz_vec(rows, cols, drows, dcols):
    mem = np.zeros(1 << 16, np.uint8)
    acc = S.Tile(mem, 0, "f32", rows, cols, loc="Acc", blayout="ColMajor", slayout="RowMajor", fractal=1024)
    vec = S.Tile(mem, 16384, "f32", drows, dcols, loc="Vec", blayout="ColMajor", slayout="RowMajor")
    x = RNG.uniform(-4, 4, (rows, cols)).astype(np.float32)
    acc.write(x)
    return mem, acc, vec, x


@pytest.mark.parametrize("shape, dshape, at", [((16, 16), (16, 16), (0, 0)), ((16, 32), (16, 32), (0, 0)),
                                               ((16, 16), (32, 32), (16, 8))])
def test_a5_tinsert_acc_into_nz_f32_vec_keeps_16_wide_fractal_rows(shape, dshape, at):
    mem, acc, vec, x = _acc_and_nz_vec(*shape, *dshape)
    S.tinsert(acc, at[0], at[1], vec, target="a5")
    flat = mem[16384:16384 + dshape[0] * dshape[1] * 4].view(np.float32)
    origin = dshape[0] * 8 * (at[1] // 8) + at[0] * 8 + at[1] % 8  # the window's origin in dst's 8-wide boxes
    for i in range(shape[0]):
        for j in range(shape[1]):
            assert flat[origin + ((j // 16) * dshape[0] + i) * 16 + j % 16] == x[i, j]


def test_a5_16x16_insert_is_the_row_major_product_in_the_bytes():
    mem, acc, vec, x = _acc_and_nz_vec(16, 16, 16, 16)
    S.tinsert(acc, 0, 0, vec, target="a5")
    assert_bits_equal(mem[16384:16384 + 1024].view(np.float32).reshape(16, 16), x)


def test_cpu_tinsert_acc_into_nz_vec_keeps_values_in_place():
    mem, acc, vec, x = _acc_and_nz_vec(16, 16, 16, 16)
    S.tinsert(acc, 0, 0, vec, target="cpu")
    assert_bits_equal(vec.values(), x)


def test_a5_acc_window_past_dst_is_refused():
    mem, acc, vec, x = _acc_and_nz_vec(16, 16, 16, 32)
    with pytest.raises(S.SemanticsError, match="does not fit dst"):
        S.tinsert(acc, 0, 24, vec, target="a5")


# --- D-FB-ADDRESS: A5 fb pointers reach past the 4 KB of scaling tiles -----------------------

def test_a5_fb_load_at_65600_lands_there():
    l1 = RNG.integers(0, 256, 1024, dtype=np.uint8)
    fb = np.zeros(253952, np.uint8)
    S.mte_l1_fb(S.Ptr(l1, 0, "u64", "l1"), S.Ptr(fb, 65600, "f32", "fb"), 8, 1, 0, 0, target="a5")
    assert np.array_equal(fb[65600:65600 + 512], l1[:512])  # 8 units of 64 bytes, as the hardware case loads
    assert not fb[:65600].any() and not fb[65600 + 512:].any()


@pytest.mark.parametrize("target, end", [("a5", 253952), ("a2a3", 2048)])
def test_fb_loads_past_the_address_range_are_refused(target, end):
    l1 = np.zeros(1024, np.uint8)
    fb = np.zeros(253952, np.uint8)
    with pytest.raises(S.SemanticsError, match=f"past its end \\({end} bytes\\)"):
        S.mte_l1_fb(S.Ptr(l1, 0, "u64", "l1"), S.Ptr(fb, end - 64, "f32", "fb"), 2, 1, 0, 0, target=target)


# --- D-TMOV-FP: tmov ins(%acc, %fp : T, U) quantizes through the scaling tile ---------------

def test_tmov_fp_scales_each_column_and_converts():
    mem = np.zeros(1 << 17, np.uint8)
    acc = S.Tile(mem, 0, "f32", 16, 16, loc="Acc", blayout="ColMajor", slayout="RowMajor", fractal=1024)
    fp = S.Tile(mem, 8192, "f32", 1, 16, loc="Scaling")
    dst = S.Tile(mem, 16384, "f16", 16, 16, loc="Mat", blayout="ColMajor", slayout="RowMajor")
    x = RNG.uniform(-8, 8, (16, 16)).astype(np.float32)
    x[0, :4] = [np.inf, -np.inf, 0.0, -0.0]
    q = RNG.uniform(0.5, 2, (1, 16)).astype(np.float32)
    acc.write(x)
    fp.write(q)
    S.tmov(acc, dst, fp=fp, target="a5")
    want = (x * q).astype(np.float32).astype(np.float16)  # f32 product, rounded once to f16
    assert_bits_equal(dst.values(), want)


def test_tmov_fp_from_a_non_acc_tile_is_refused():
    mem = np.zeros(1 << 16, np.uint8)
    src = S.Tile(mem, 0, "f16", 16, 16, loc="Mat", blayout="ColMajor", slayout="RowMajor")
    fp = S.Tile(mem, 8192, "f32", 1, 16, loc="Scaling")
    dst = S.Tile(mem, 16384, "f16", 16, 16, loc="Left", blayout="ColMajor", slayout="RowMajor")
    with pytest.raises(S.SemanticsError, match="for an acc source only"):
        S.tmov(src, dst, fp=fp, target="a5")


_TMOV_FORMS = """module attributes {{pto.target_arch = "a5"}} {{
  func.func @k() attributes {{pto.kernel}} {{
    %a = pto.alloc_tile : {a}
    %b = pto.alloc_tile : {b}
    %d = pto.alloc_tile : {d}
    pto.tmov ins(%a, %b : {a}, {b}) outs(%d : {d})
    return
  }}
}}
"""


@pytest.mark.parametrize("a, b, d", [
    ("!pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>",
     "!pto.tile_buf<scaling, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>",
     "!pto.tile_buf<mat, 16x16xf16, blayout=col_major, slayout=row_major>"),
    ("!pto.tile_buf<vec, 1x64xui8>", "!pto.tile_buf<vec, 1x64xui8>",
     "!pto.tile_buf<vec, 2x32xui8, blayout=row_major, slayout=row_major>"),
])
def test_the_second_tiles_location_picks_the_fp_or_zz_form(tmp_path, capsys, a, b, d):
    from helpers import verify_cli
    code, out = verify_cli(tmp_path, capsys, _TMOV_FORMS.format(a=a, b=b, d=d))
    assert "not legal" not in out and "tmov" not in out, out


# --- D-CTRL: get_ctrl, set_ctrl, sbitset0, sbitset1 ----------------------------------------

def test_ctrl_reads_zero_until_written_then_what_was_written():
    spr = {}
    assert S.get_ctrl(spr) == 0
    word = S.sbitset1(S.get_ctrl(spr), 48)
    assert word == 1 << 48
    S.set_ctrl(spr, word)
    assert S.get_ctrl(spr) == 1 << 48
    S.set_ctrl(spr, -1)  # all 64 bits, read back as the signed i64
    assert S.get_ctrl(spr) == -1


@pytest.mark.parametrize("value, pos, set1, clear0", [
    (0, 0, 1, 0),
    (5, 0, 5, 4),
    (0, 63, -(1 << 63), 0),             # bit 63: the i64's sign
    (-1, 63, -1, (1 << 63) - 1),
    (-(1 << 63), 10, -(1 << 63) + 1024, -(1 << 63)),
])
def test_sbitset_sets_and_clears_one_bit_of_the_i64(value, pos, set1, clear0):
    assert S.sbitset1(value, pos) == set1
    assert S.sbitset0(value, pos) == clear0


@pytest.mark.parametrize("pos", [-1, 64])
def test_sbitset_position_outside_the_word_is_refused(pos):
    with pytest.raises(S.SemanticsError, match="0 .. 63"):
        S.sbitset1(0, pos)


def test_a_kernel_sets_a_ctrl_bit_and_reads_it_back():
    import ptoisa
    text = """module attributes {pto.target_arch = "a5"} {
  func.func @k(%out: !pto.ptr<i64, gm>) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c48 = arith.constant 48 : i64
    %c3 = arith.constant 3 : i64
    %ctrl = pto.get_ctrl : i64
    %w = pto.sbitset1 %ctrl, %c48 : i64, i64 -> i64
    %w2 = pto.sbitset1 %w, %c3 : i64, i64 -> i64
    %w3 = pto.sbitset0 %w2, %c48 : i64, i64 -> i64
    pto.set_ctrl %w2 : i64
    %back = pto.get_ctrl : i64
    pto.store_scalar %back, %out[%c0] : !pto.ptr<i64, gm>, i64
    %c1 = arith.constant 1 : index
    pto.store_scalar %w3, %out[%c1] : !pto.ptr<i64, gm>, i64
    return
  }
}
"""
    got = ptoisa.run(text, args={"out": np.zeros(2, np.int64)}).buffers["out"]
    assert list(got) == [(1 << 48) | 8, 8]
