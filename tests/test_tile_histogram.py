"""thistogram against plain Python counting: per valid row, counter k is the number of counted
elements whose selected byte is at most k; u16 bytes 1 and 0 (the low byte under the row's idx
value), u32 bytes 3 to 0 under the cascaded idx filters; A5 writes row r's counters from element
256 x r of dst, the CPU simulator into dst's row r (D-THISTOGRAM-ROWS); kernels through
ptoisa.run; the verifier's located errors. Expected values are counted here element by element."""
import numpy as np
import pytest

import ptoisa
from helpers import assert_bits_equal, verify_cli
from ptoisa_ref import semantics as S

RNG = np.random.default_rng(256)


def running_counts(rows, byte_of, keep):
    """rows: lists of element values; counter k of row r counts kept elements with byte <= k."""
    out = np.zeros((len(rows), 256), np.uint32)
    for r, row in enumerate(rows):
        for v in row:
            if keep(r, v):
                for k in range(byte_of(v), 256):
                    out[r, k] += 1
    return out


def tiles(src_elem, rows, cols, vr, vc, idx_shape, idx_layout="RowMajor", dst_cols=256):
    mem = np.zeros(1 << 16, np.uint8)
    src = S.Tile(mem, 0, src_elem, rows, cols, valid_rows=vr, valid_cols=vc)
    idx = S.Tile(mem, 16384, "u8", *idx_shape, blayout=idx_layout)
    dst = S.Tile(mem, 32768, "u32", rows, dst_cols)
    return src, idx, dst


@pytest.mark.parametrize("target", ["a5", "cpu"])
@pytest.mark.parametrize("byte", ["1", "0"])
def test_u16_high_byte_and_low_byte_under_the_rows_index(target, byte):
    src, idx, dst = tiles("u16", 6, 300, 5, 290, (6, 1), "ColMajor")
    x = RNG.integers(0, 1 << 16, (6, 300)).astype(np.uint16)
    x[0, :20] = 0x1200 + np.arange(20)  # a row whose high byte is 0x12 often
    x[1, :3] = [0xFFFF, 0x0000, 0xFF00]  # the extremes
    src.values()[:] = x
    idx.values()[:, 0] = [0x12, 0xFF, 0x00, 7, 200, 3]
    dst.values()[:] = 0xDEADBEEF
    S.thistogram(src, idx, dst, byte=byte, target=target)
    rows = [list(x[r, :290]) for r in range(5)]
    if byte == "1":
        want = running_counts(rows, lambda v: int(v) >> 8, lambda r, v: True)
    else:
        iv = [0x12, 0xFF, 0x00, 7, 200]
        want = running_counts(rows, lambda v: int(v) & 0xFF, lambda r, v: int(v) >> 8 == iv[r])
    assert_bits_equal(dst.values()[:5], want)
    assert (dst.values()[5] == 0xDEADBEEF).all()  # the row past src's valid rows keeps its bytes
    if byte == "1":
        assert dst.values()[:5, 255].tolist() == [290] * 5


@pytest.mark.parametrize("target", ["a5", "cpu"])
@pytest.mark.parametrize("byte", ["3", "2", "1", "0"])
def test_u32_bytes_under_the_cascaded_filters(target, byte):
    b = int(byte)
    src, idx, dst = tiles("u32", 3, 64, 3, 50, (max(1, 3 - b), 64))
    x = RNG.integers(0, 1 << 32, (3, 64), dtype=np.uint64).astype(np.uint32)
    x[:, :30] = (0xAB << 24) | (0xCD << 16) | (0xEF << 8) | RNG.integers(0, 256, (3, 30))  # pass every filter
    x[:, 30:35] = (0xAB << 24) | (0xCD << 16) | (0x01 << 8) | 5  # fail the byte-1 filter only
    src.values()[:] = x
    idx.values()[:, 0] = [0xAB, 0xCD, 0xEF][:max(1, 3 - b)]
    S.thistogram(src, idx, dst, byte=byte, target=target)
    filters = [(24, 0xAB), (16, 0xCD), (8, 0xEF)][:3 - b]
    want = running_counts([list(x[r, :50]) for r in range(3)], lambda v: (int(v) >> (8 * b)) & 0xFF,
                          lambda r, v: all((int(v) >> s) & 0xFF == f for s, f in filters))
    assert_bits_equal(dst.values()[:3], want)
    if b == 0:
        assert dst.values()[:3, 255].tolist() == [30] * 3


def test_a5_packs_rows_of_256_counters_where_dst_is_wider():
    """D-THISTOGRAM-ROWS: a 512-column dst gets row 1's counters at element 256 on A5."""
    for target, row1_at in (("a5", (0, 256)), ("cpu", (1, 0))):
        src, idx, dst = tiles("u16", 2, 16, 2, 16, (2, 1), "ColMajor", dst_cols=512)
        src.values()[:] = np.array([[0x0100] * 16, [0x0300] * 16], np.uint16)
        S.thistogram(src, idx, dst, target=target)
        r, c = row1_at
        assert dst.values()[r, c:c + 4].tolist() == [0, 0, 0, 16], target


def test_a_bad_byte_is_refused():
    src, idx, dst = tiles("u16", 2, 16, 2, 16, (2, 1), "ColMajor")
    with pytest.raises(S.SemanticsError, match="byte 2 is not a byte of a u16 element"):
        S.thistogram(src, idx, dst, byte="2")
    with pytest.raises(S.SemanticsError):
        S.thistogram(src, idx, dst, byte="4")


def kernel(byte=None, elem="ui16", idx_type="!pto.tile_buf<vec, 32x1xui8, blayout=col_major>", dst_cols=256):
    attr = f" {{byte = {byte} : i32}}" if byte is not None else ""
    src_t = f"!pto.tile_buf<vec, 32x128x{elem}, valid=32x100>"
    dst_t = f"!pto.tile_buf<vec, 32x{dst_cols}xui32>"
    return f"""func.func @k(%s: !pto.ptr<{elem}>, %i: !pto.ptr<ui8>, %d: !pto.ptr<ui32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c100 = arith.constant 100 : index
  %c256 = arith.constant 256 : index
  %vs = pto.make_tensor_view %s, shape = [%c32, %c100], strides = [%c100, %c1] : !pto.tensor_view<?x?x{elem}>
  %vi = pto.make_tensor_view %i, shape = [%c32, %c1], strides = [%c1, %c32] : !pto.tensor_view<?x?xui8>
  %vd = pto.make_tensor_view %d, shape = [%c32, %c256], strides = [%c256, %c1] : !pto.tensor_view<?x?xui32>
  %ps = pto.partition_view %vs, offsets = [%c0, %c0], sizes = [%c32, %c100] : !pto.tensor_view<?x?x{elem}> -> !pto.partition_tensor_view<32x100x{elem}>
  %pi = pto.partition_view %vi, offsets = [%c0, %c0], sizes = [%c32, %c1] : !pto.tensor_view<?x?xui8> -> !pto.partition_tensor_view<32x1xui8>
  %pd = pto.partition_view %vd, offsets = [%c0, %c0], sizes = [%c32, %c256] : !pto.tensor_view<?x?xui32> -> !pto.partition_tensor_view<32x256xui32>
  %ts = pto.alloc_tile : {src_t}
  %ti = pto.alloc_tile : {idx_type}
  %td = pto.alloc_tile : {dst_t}
  pto.tload ins(%ps : !pto.partition_tensor_view<32x100x{elem}>) outs(%ts : {src_t})
  pto.tload ins(%pi : !pto.partition_tensor_view<32x1xui8>) outs(%ti : {idx_type})
  pto.thistogram ins(%ts, %ti : {src_t}, {idx_type}) outs(%td : {dst_t}){attr}
  pto.tstore ins(%td : {dst_t}) outs(%pd : !pto.partition_tensor_view<32x256xui32>)
  return
}}
"""


@pytest.mark.parametrize("target", ["a5", "cpu"])
@pytest.mark.parametrize("byte", [None, 1, 0])
def test_a_kernel_counts_each_row(target, byte):
    src = kernel(byte)
    s = RNG.integers(0, 1 << 16, (32, 100)).astype(np.uint16)
    s[:, :10] = 0x4000 + np.arange(10)
    i = np.full(32, 0x40, np.uint8)
    d = np.zeros((32, 256), np.uint32)
    got = ptoisa.run(src, args={"s": s, "i": i, "d": d}, target=target).buffers["d"].reshape(32, 256)
    if byte == 0:
        want = running_counts([list(row) for row in s], lambda v: int(v) & 0xFF, lambda r, v: int(v) >> 8 == 0x40)
    else:
        want = running_counts([list(row) for row in s], lambda v: int(v) >> 8, lambda r, v: True)
    assert_bits_equal(got, want)


def _line(text):
    return text.splitlines().index(next(s for s in text.splitlines() if "pto.thistogram " in s)) + 1


def test_a_clean_kernel_verifies(tmp_path, capsys):
    code, out = verify_cli(tmp_path, capsys, kernel(0))
    assert code == 0 and "0 error(s), 0 warning(s)" in out, out


@pytest.mark.parametrize(("change", "target", "message"), [
    (dict(byte=2), "a5", "pto.thistogram: A u16 `src` takes byte 0 or 1."),
    (dict(), "a2a3", "pto.thistogram is not an op of A2/A3 (D-THISTOGRAM-TARGETS)"),
    (dict(idx_type="!pto.tile_buf<vec, 32x32xui8>"), "a5", "pto.thistogram: With a u16 `src`, `idx` must be a DN column"),
    (dict(elem="ui32", byte=1, idx_type="!pto.tile_buf<vec, 32x1xui8, blayout=col_major>"), "a5",
     "pto.thistogram: With a u32 `src` and byte 0, 1 or 2, `idx` must be row-major"),
])
def test_the_verifier_locates_what_it_refuses(tmp_path, capsys, change, target, message):
    text = kernel(**change)
    code, out = verify_cli(tmp_path, capsys, text, target)
    assert code == 1 and f"k.pto:{_line(text)}:3: error: {message}" in out, out


def test_a5_rows_are_what_chistv2_counts_per_256_element_repeat():
    """The A5 library's sequence, with the vector op's semantics: per 256-element repeat of a row,
    chistv2 over the high bytes for both halves (bin 0 and 1, masked to the valid columns),
    widened and added up; the tile op gives the same counters (D-HIST-BIN)."""
    src, idx, dst = tiles("u16", 2, 512, 2, 300, (2, 1), "ColMajor")
    x = RNG.integers(0, 1 << 16, (2, 512)).astype(np.uint16)
    src.values()[:] = x
    S.thistogram(src, idx, dst)
    for r in range(2):
        total = np.zeros(256, np.uint32)
        for start in range(0, 300, 256):
            high = (x[r, start:start + 256] >> 8).astype(np.uint8)
            mask = np.arange(256) < 300 - start
            halves = [S.chistv2(np.zeros(128, np.uint16), high, mask, b) for b in (0, 1)]
            total += np.concatenate(halves).astype(np.uint32)
        assert_bits_equal(dst.values()[r, :256], total)
