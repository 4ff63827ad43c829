"""PTOAS spellings the database now reads, and checks relaxed to PTOAS's (issue 20): tcolsum's tmp
and isBinary (the pairwise trees per target, written here as plain loops from pto-isa's
TColSum.hpp), thistogram's legacy isMSB, tmov of ui64 and !pto.f8E8M0 tiles (bytes), tprint's
tmp view, tmrgsort's no_tmp, tsort32 without tmp on a partial block, ttrans into a small
row-major dst, tdequant's many-column scale on A5. Expected values are computed here."""
import ml_dtypes
import numpy as np
import pytest

import ptoisa
from helpers import assert_bits_equal, verify_cli
from ptoisa_ref import semantics as S
from test_tile_histogram import kernel as hist_kernel, running_counts

RNG = np.random.default_rng(20)
NP = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "i32": np.int32, "i16": np.int16}
SPELL = {"f32": "f32", "f16": "f16", "bf16": "bf16", "i32": "i32", "i16": "i16"}


def line_of(text, head):
    return next(k for k, s in enumerate(text.splitlines(), 1) if s.strip().startswith(head))


# --- tcolsum {isBinary = true} --------------------------------------------------------------------

def add(a, b):
    """One lane-wise add in T (wrapping for integers)."""
    with np.errstate(all="ignore"):
        return (a + b).astype(a.dtype)


def a5_binary(rows):
    """A5 TColSum_Binary: tmp[j] = r[2j] + r[2j+1]; an odd last row added to the last pair sum
    (the register starts at 0); then the levels, a leftover added to the level's last sum."""
    n, last = len(rows) // 2, np.zeros_like(rows[0])
    tmp = []
    for j in range(n):
        last = add(rows[2 * j], rows[2 * j + 1])
        tmp.append(last)
    if len(rows) % 2:
        last = add(rows[-1], last)
        if n:
            tmp[n - 1] = last
        else:
            tmp = [last]
    levels = int(np.floor(np.log2(n))) if n else 0
    for _ in range(levels):
        odd, n = n % 2, n // 2
        for j in range(n):
            last = add(tmp[2 * j], tmp[2 * j + 1])
            tmp[j] = last
        if odd:
            last = add(tmp[2 * n], last)
            tmp[n - 1] = last
    return last


def a2a3_binary(rows):
    """A2/A3 TColSum with IsBinary: one row copied; else pairs into tmp, an odd row into tmp[0];
    then tmp halved onto itself while more than one row is left, an odd one into tmp[0]."""
    if len(rows) == 1:
        return rows[0].copy()
    tmp = [add(rows[2 * i], rows[2 * i + 1]) for i in range(len(rows) // 2)]
    if len(rows) % 2:
        tmp[0] = add(tmp[0], rows[-1])
    cnt = len(rows) // 2
    while cnt > 1:
        for i in range(cnt // 2):
            tmp[i] = add(tmp[2 * i], tmp[2 * i + 1])
        if cnt % 2:
            tmp[0] = add(tmp[0], tmp[cnt - 1])
        cnt //= 2
    return tmp[0]


def cpu_plain(rows):
    acc = np.zeros_like(rows[0])
    for r in rows:
        acc = add(acc, r)
    return acc


BINARY = {"a5": a5_binary, "a2a3": a2a3_binary, "cpu": cpu_plain}
TYPES = {"a5": ["f32", "f16", "bf16", "i32", "i16"], "a2a3": ["f32", "f16", "i32", "i16"], "cpu": ["f32", "f16", "bf16"]}


def col_tiles(t, rows, cols, vr, vc, values):
    mem = np.zeros(1 << 15, np.uint8)
    src = S.Tile(mem, 0, t, rows, cols, valid_rows=vr, valid_cols=vc)
    dst = S.Tile(mem, 16384, t, 1, cols, valid_cols=vc)
    tmp = S.Tile(mem, 24576, t, (rows + 1) // 2, cols)
    src.values()[:] = values
    dst.values()[:] = np.asarray(7, NP[t])
    return src, dst, tmp, mem


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize("vr", [1, 2, 3, 5, 6, 7, 9, 12])
def test_tcolsum_binary_adds_the_rows_in_each_targets_tree(target, vr):
    """Every type the target takes, valid rows odd and even, a tail of columns; dst keeps its
    bytes past the valid columns; the plain form (isBinary false) is untouched."""
    for t in TYPES[target]:
        if t.startswith("i"):
            x = RNG.integers(np.iinfo(NP[t]).min, np.iinfo(NP[t]).max, (12, 48)).astype(NP[t])
        else:
            x = (RNG.standard_normal((12, 48)) * 2.0 ** RNG.integers(-8, 12, (12, 48))).astype(NP[t])
            x[0, 3], x[1, 4] = np.inf, -0.0
        src, dst, tmp, mem = col_tiles(t, 12, 48, vr, 37, x)
        before_tmp = mem[24576:24576 + tmp.nbytes].copy()
        S.tcolsum(src, dst, tmp=tmp, isBinary="true", target=target)
        want = np.full(48, 7, NP[t])
        want[:37] = BINARY[target]([x[r, :37] for r in range(vr)])
        assert_bits_equal(dst.values()[0], want, f"{target} {t} {vr}")
        assert np.array_equal(mem[24576:24576 + tmp.nbytes], before_tmp)  # tmp's bytes left (D-COLSUM-BINARY)


def test_tcolsum_binary_changes_the_bits_and_the_targets_differ():
    """Rows chosen so that the orders disagree (f32 spacing at 1e8 is 8)."""
    def run(rows, target, binary):
        x = np.zeros((len(rows), 16), np.float32)
        x[:, 0] = rows
        src, dst, tmp, _ = col_tiles("f32", len(rows), 16, len(rows), 16, x)
        S.tcolsum(src, dst, tmp=tmp, isBinary="true" if binary else "false", target=target)
        return float(dst.values()[0, 0])
    four = [1e8, 1, -1e8, 1]
    assert (run(four, "a5", False), run(four, "a5", True)) == (1.0, 0.0)
    assert (run(four, "a2a3", False), run(four, "a2a3", True)) == (1.0, 0.0)
    five = [1, 0, 1e8, 0, -1e8]
    assert (run(five, "a5", True), run(five, "a2a3", True)) == (1.0, 0.0)
    assert run(four, "cpu", True) == run(four, "cpu", False)
    # one row: A5 adds it to 0 (-0.0 becomes +0.0), A2/A3 copies it
    for target, sign in (("a5", False), ("a2a3", True)):
        x = np.full((1, 16), -0.0, np.float32)
        src, dst, tmp, _ = col_tiles("f32", 1, 16, 1, 16, x)
        S.tcolsum(src, dst, tmp=tmp, isBinary="true", target=target)
        assert bool(np.signbit(dst.values()[0, 0])) is sign, target


def colsum_kernel(tmp=True, attrs="{isBinary = true}", tmp_shape="4x64", after=""):
    src_t, dst_t, tmp_t = "!pto.tile_buf<vec, 8x64xf32, valid=7x64>", "!pto.tile_buf<vec, 1x64xf32>", \
        f"!pto.tile_buf<vec, {tmp_shape}xf32>"
    ins = f"ins(%ts, %tt {attrs} : {src_t}, {tmp_t})" if tmp else f"ins(%ts : {src_t})"
    return f"""func.func @k(%s: !pto.ptr<f32>, %d: !pto.ptr<f32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c64 = arith.constant 64 : index
  %vs = pto.make_tensor_view %s, shape = [%c7, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf32>
  %vd = pto.make_tensor_view %d, shape = [%c1, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf32>
  %ps = pto.partition_view %vs, offsets = [%c0, %c0], sizes = [%c7, %c64] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<7x64xf32>
  %pd = pto.partition_view %vd, offsets = [%c0, %c0], sizes = [%c1, %c64] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x64xf32>
  %ts = pto.alloc_tile : {src_t}
  %tt = pto.alloc_tile : {tmp_t}
  %td = pto.alloc_tile : {dst_t}
  pto.tload ins(%ps : !pto.partition_tensor_view<7x64xf32>) outs(%ts : {src_t})
  pto.tcolsum {ins} outs(%td : {dst_t}){after}
  pto.tstore ins(%td : {dst_t}) outs(%pd : !pto.partition_tensor_view<1x64xf32>)
  return
}}
"""


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize("form", ["tmp", "after_outs"])
def test_tcolsum_binary_kernels_in_both_ptoas_spellings(target, form):
    text = colsum_kernel() if form == "tmp" else colsum_kernel(tmp=False, after=" {isBinary = true}")
    s = (RNG.standard_normal((7, 64)) * 1e4).astype(np.float32)
    d = np.zeros(64, np.float32)
    got = ptoisa.run(text, args={"s": s, "d": d}, target=target).buffers["d"]
    assert_bits_equal(got, BINARY[target]([s[r] for r in range(7)]))


@pytest.mark.parametrize(("text", "message"), [
    (colsum_kernel(attrs=""), "pto.tcolsum: With `tmp`, `isBinary` must be written"),
    (colsum_kernel(tmp_shape="4x32"), "pto.tcolsum: With `{isBinary = true}`, `tmp` must have at least src's valid columns"),
    (colsum_kernel(tmp_shape="2x64"), "pto.tcolsum: With `{isBinary = true}`, `tmp` must have at least src's valid columns"),
    (colsum_kernel(attrs="{isBinary = maybe}"), "pto.tcolsum: isBinary must be"),
])
def test_the_verifier_locates_tcolsum_tmp_errors(tmp_path, capsys, text, message):
    code, out = verify_cli(tmp_path, capsys, text)
    assert code == 1 and f"k.pto:{line_of(text, 'pto.tcolsum')}:" in out and message in out, out
    for ok in (colsum_kernel(), colsum_kernel(attrs="{isBinary = false}", tmp_shape="1x64"),
               colsum_kernel(tmp=False, after=" {isBinary = true}")):
        assert verify_cli(tmp_path, capsys, ok)[0] == 0


# --- thistogram's isMSB ----------------------------------------------------------------------------

@pytest.mark.parametrize(("attr", "byte"), [("{isMSB = true}", 1), ("{isMSB = false}", 0),
                                            ("{isMSB = false, byte = 0 : i32}", 0)])
def test_thistogram_reads_ismsb_as_the_byte(attr, byte):
    text = hist_kernel(1).replace("{byte = 1 : i32}", attr)
    s = RNG.integers(0, 1 << 16, (32, 100)).astype(np.uint16)
    s[:, :10] = 0x4000 + np.arange(10)
    i = np.full(32, 0x40, np.uint8)
    got = ptoisa.run(text, args={"s": s, "i": i, "d": np.zeros((32, 256), np.uint32)}, target="a5").buffers["d"]
    if byte:
        want = running_counts([list(row) for row in s], lambda v: int(v) >> 8, lambda r, v: True)
    else:
        want = running_counts([list(row) for row in s], lambda v: int(v) & 0xFF, lambda r, v: int(v) >> 8 == 0x40)
    assert_bits_equal(got.reshape(32, 256), want)


@pytest.mark.parametrize(("attr", "message"), [
    ("{isMSB = true, byte = 0 : i32}", "pto.thistogram: isMSB = true means byte 1, but byte 0 is written too"),
    ("{byte = 1 : i32, isMSB = false}", "pto.thistogram: isMSB = false means byte 0, but byte 1 is written too"),
    ("{isMSB = 1 : i32}", "pto.thistogram: isMSB must be one of true, false"),
])
def test_a_conflicting_or_bad_ismsb_is_located(tmp_path, capsys, attr, message):
    text = hist_kernel(1).replace("{byte = 1 : i32}", attr)
    code, out = verify_cli(tmp_path, capsys, text)
    assert code == 1 and f"k.pto:{line_of(text, 'pto.thistogram')}:3: error: {message}" in out, out
    with pytest.raises(ptoisa.interp.run.RunFailed, match="isMSB"):
        ptoisa.run(text, args={"s": np.zeros((32, 100), np.uint16), "i": np.zeros(32, np.uint8),
                               "d": np.zeros((32, 256), np.uint32)}, target="a5")


# --- tmov of ui64 and f8E8M0 -----------------------------------------------------------------------

@pytest.mark.parametrize(("t", "target"), [("u64", "a5"), ("u64", "a2a3"), ("u64", "cpu"), ("f8e8m0", "a5")])
def test_tmov_moves_ui64_and_e8m0_tiles_as_bytes(t, target):
    size = 8 if t == "u64" else 1
    mem = RNG.integers(0, 256, 4096).astype(np.uint8)
    before = mem.copy()
    cols = 32 // size * 2
    src = S.Tile(mem, 0, t, 4, cols, valid_rows=3, valid_cols=cols // 2)
    dst = S.Tile(mem, 2048, t, 4, cols, valid_rows=3, valid_cols=cols // 2)
    S.tmov(src, dst, target=target)
    want = before[2048:2048 + 4 * cols * size].reshape(4, cols * size).copy()
    want[:3, :cols // 2 * size] = before[:4 * cols * size].reshape(4, cols * size)[:3, :cols // 2 * size]
    assert np.array_equal(mem[2048:2048 + 4 * cols * size].reshape(4, cols * size), want)
    assert np.array_equal(mem[:2048], before[:2048])


def tmov_kernel(spelling):
    t = f"!pto.tile_buf<loc=mat, dtype={spelling}, rows=1, cols=16, v_row=1, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
    u = t.replace("loc=mat", "loc=scaling")
    return f"""func.func @k() {{
  %a = pto.alloc_tile : {t}
  %b = pto.alloc_tile : {u}
  pto.tmov ins(%a : {t}) outs(%b : {u})
  return
}}
"""


def test_tmov_verifies_ui64_everywhere_and_e8m0_on_a5_only(tmp_path, capsys):
    for target in ("a5", "a2a3"):
        assert verify_cli(tmp_path, capsys, tmov_kernel("ui64"), target)[0] == 0
    assert verify_cli(tmp_path, capsys, tmov_kernel("!pto.f8E8M0"), "a5")[0] == 0
    code, out = verify_cli(tmp_path, capsys, tmov_kernel("!pto.f8E8M0"), "a2a3")
    assert code == 1 and "pto.tmov: element type f8e8m0 is not legal on A2/A3" in out, out


# --- tprint's tmp, tmrgsort's no_tmp ---------------------------------------------------------------

def test_tprint_with_a_tmp_view_prints_the_same_and_reads_no_tmp():
    mem = np.zeros(1024, np.uint8)
    src = S.Tile(mem, 0, "f32", 2, 8, valid_rows=2, valid_cols=3)
    src.values()[:] = np.arange(16, dtype=np.float32).reshape(2, 8) / 4
    assert S.tprint(src, tmp=object()) == S.tprint(src) == \
        "TPRINT 2x3\n  0.0000   0.2500   0.5000\n  2.0000   2.2500   2.5000\n"


def test_tprint_tmp_must_hold_srcs_element_type(tmp_path, capsys):
    t = "!pto.tile_buf<vec, 16x16xf32>"
    text = f"""func.func @k(%tile: {t}, %p: !pto.partition_tensor_view<16x16xVIEW>) {{
  pto.tprint ins(%tile, %p : {t}, !pto.partition_tensor_view<16x16xVIEW>)
  return
}}
"""
    assert verify_cli(tmp_path, capsys, text.replace("VIEW", "f32"))[0] == 0
    code, out = verify_cli(tmp_path, capsys, text.replace("VIEW", "f16"))
    assert code == 1 and "k.pto:2:3: error: pto.tprint: `tmp` must have src's element type." in out, out


@pytest.mark.parametrize("target", ["a5", "a2a3"])
@pytest.mark.parametrize("t", ["f32", "f16"])
def test_tmrgsort_without_tmp_merges_into_dst_and_keeps_the_rest(target, t):
    """Two sorted lists of 5 and 3 records; dst 12 records wide: the 8 merged records (largest
    first, ties to the lower list), then dst's bytes as they were (D-TMRGSORT-NO-TMP)."""
    per = 8 // np.dtype(NP[t]).itemsize
    mem = np.zeros(4096, np.uint8)
    a = S.Tile(mem, 0, t, 1, 8 * per, valid_cols=5 * per)
    b = S.Tile(mem, 512, t, 1, 8 * per, valid_cols=3 * per)
    d = S.Tile(mem, 1024, t, 1, 12 * per)
    lists = [[9.0, 7.0, 3.0, 3.0, -1.0], [8.0, 3.0, -5.0]]
    for tile, scores, base in ((a, lists[0], 100), (b, lists[1], 200)):
        for k, v in enumerate(scores):
            rec = np.zeros(8, np.uint8)
            rec[:per * 0 + np.dtype(NP[t]).itemsize] = np.array([v], NP[t]).view(np.uint8)
            rec[4:] = np.array([base + k], np.uint32).view(np.uint8)
            mem[tile.addr + 8 * k:tile.addr + 8 * k + 8] = rec
    mem[1024:1024 + 96] = 0xCD
    taken = S.tmrgsort(a, d, src1=b, mode="lists2", target=target)
    assert tuple(taken[:2]) == (5, 3)
    idx = mem[1024:1024 + 64].view(np.uint32)[1::2].tolist()
    assert idx == [100, 200, 101, 102, 103, 201, 104, 202]
    assert (mem[1024 + 64:1024 + 96] == 0xCD).all()


def test_tmrgsort_no_tmp_spelling_verifies(tmp_path, capsys):
    t = "!pto.tile_buf<vec, 1x64xf32>"
    for srcs in (2, 3, 4):
        names = ", ".join(f"%s{k}" for k in range(srcs))
        text = f"""func.func @k(%ex: vector<4xi16>) {{
{chr(10).join(f'  %s{k} = pto.alloc_tile : {t}' for k in range(srcs))}
  %d = pto.alloc_tile : !pto.tile_buf<vec, 1x256xf32>
  pto.tmrgsort ins({names} no_tmp {{exhausted = false}} : {", ".join([t] * srcs)}) outs(%d, %ex : !pto.tile_buf<vec, 1x256xf32>, vector<4xi16>)
  return
}}
"""
        code, out = verify_cli(tmp_path, capsys, text)
        assert code == 0, out


# --- tsort32, ttrans, tdequant as lenient as PTOAS ----------------------------------------------------

@pytest.mark.parametrize("target", ["a5", "a2a3"])
@pytest.mark.parametrize("t", ["f32", "f16"])
def test_tsort32_without_tmp_sorts_a_partial_block_as_with_tmp(target, t):
    """D-TSORT32-IMPLICIT-TMP: 45 valid scores (one whole block and 13); the records past a
    narrow dst's row land in the bytes that follow it."""
    size = np.dtype(NP[t]).itemsize
    scores = RNG.permutation(64).astype(NP[t])
    results = []
    for with_tmp in (True, False):
        mem = np.zeros(8192, np.uint8)
        s = S.Tile(mem, 0, t, 1, 64, valid_cols=45)
        i = S.Tile(mem, 512, "u32", 1, 64)
        d = S.Tile(mem, 1024, t, 2, 32 * 8 // size, valid_rows=1)  # a row holds 32 records: block 2 spills
        s.values()[:] = scores
        i.values()[:] = np.arange(64, dtype=np.uint32)
        tmp = S.Tile(mem, 4096, t, 1, 64) if with_tmp else None
        S.tsort32(s, i, d, tmp=tmp, target=target)
        results.append(mem[1024:1024 + 512].copy())
        rec = mem[1024:1024 + 512].view(np.uint32).reshape(64, 2)
        assert set(rec[:32, 1].tolist()) == set(range(32))
        assert set(rec[32:, 1].tolist()) == set(range(32, 64))  # the partial block (and its pad) in row 1's place
    assert np.array_equal(results[0], results[1])


def test_ttrans_into_a_small_row_major_dst_writes_by_its_row_stride():
    mem = np.zeros(4096, np.uint8)
    src = S.Tile(mem, 0, "f32", 1, 16)
    dst = S.Tile(mem, 1024, "f32", 1, 16)
    src.values()[:] = np.arange(1, 17, dtype=np.float32)
    S.ttrans(src, dst)
    flat = mem[1024:1024 + 16 * 16 * 4].view(np.float32).reshape(16, 16)
    assert_bits_equal(flat[:, 0], np.arange(1, 17, dtype=np.float32))
    assert not flat[:, 1:].any()


def test_ttrans_1x16_into_1x16_verifies_as_ptoas_takes_it(tmp_path, capsys):
    t = "!pto.tile_buf<vec, 1x16xf32>"
    text = f"""func.func @k() {{
  %a = pto.alloc_tile : {t}
  %b = pto.alloc_tile : {t}
  pto.ttrans ins(%a : {t}) outs(%b : {t})
  return
}}
"""
    assert verify_cli(tmp_path, capsys, text)[0] == 0


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_tdequant_with_a_scale_of_several_columns(target):
    """A5 and A2/A3 read column 0 of each row; the CPU simulator column min(j, MC - 1)."""
    mem = np.zeros(1 << 14, np.uint8)
    src = S.Tile(mem, 0, "i16", 4, 16, valid_rows=4, valid_cols=16)
    scale = S.Tile(mem, 1024, "f32", 4, 8, valid_rows=4, valid_cols=4)
    offset = S.Tile(mem, 2048, "f32", 4, 8, valid_rows=4, valid_cols=4)
    dst = S.Tile(mem, 4096, "f32", 4, 16)
    x = RNG.integers(-300, 300, (4, 16)).astype(np.int16)
    sc = RNG.uniform(-2, 2, (4, 8)).astype(np.float32)
    of = RNG.uniform(-9, 9, (4, 8)).astype(np.float32)
    src.values()[:], scale.values()[:], offset.values()[:] = x, sc, of
    S.tdequant(src, scale, offset, dst, target=target)
    want = np.zeros((4, 16), np.float32)
    for i in range(4):
        for j in range(16):
            k = min(j, 3) if target == "cpu" else 0
            want[i, j] = np.float32(np.float32(x[i, j]) - of[i, k]) * sc[i, k]
    assert_bits_equal(dst.values(), want)


def test_ui64_pointers_and_scalars_as_ptoas_writes_them():
    """ptr_int_cast.pto's ui64 pointer steps and scalar moves: the element size is 8 bytes and
    the value keeps all 64 bits."""
    text = """func.func @k(%s: !pto.ptr<ui64>, %d: !pto.ptr<ui64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %off = pto.addptr %s, %c1 : !pto.ptr<ui64> -> !pto.ptr<ui64>
  %a = pto.load_scalar %off[%c0] : !pto.ptr<ui64> -> ui64
  pto.store_scalar %a, %d[%c1] : !pto.ptr<ui64>, ui64
  return
}
"""
    s = np.array([1, 0xFFFF_FFFF_FFFF_FFF0], np.uint64)
    got = ptoisa.run(text, args={"s": s, "d": np.zeros(2, np.uint64)}, target="a5").buffers["d"]
    assert got.view(np.uint64).tolist() == [0, 0xFFFF_FFFF_FFFF_FFF0]
