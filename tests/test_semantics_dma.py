"""The DMA copies against a plain-Python byte loop written here from the manual's nested loop:
strides, loop groups, padding, UB-to-UB gaps, and the errors (past the end of either memory,
unaligned unified-buffer rows, negative values, pad counts that are not modelled)."""
import numpy as np
import pytest

from ptoisa_ref import semantics as S

RNG = np.random.default_rng(5)


def memories(gm_bytes=1 << 16, ub_bytes=1 << 16):
    gm = RNG.integers(0, 256, gm_bytes, dtype=np.uint8)
    ub = RNG.integers(0, 256, ub_bytes, dtype=np.uint8)
    return gm, ub


def byte_loop(src, s0, dst, d0, length, rows, s_stride, d_stride, loops=(), pad=None):
    """The manual's loop, one byte at a time, into a copy of dst."""
    out = dst.copy()
    counts = [c for c, _, _ in loops] + [1] * (3 - len(loops))
    strides = list(loops) + [(1, 0, 0)] * (3 - len(loops))
    for l3 in range(counts[2]):
        for l2 in range(counts[1]):
            for l1 in range(counts[0]):
                s = s0 + l1 * strides[0][1] + l2 * strides[1][1] + l3 * strides[2][1]
                d = d0 + l1 * strides[0][2] + l2 * strides[1][2] + l3 * strides[2][2]
                for r in range(rows):
                    for b in range(length):
                        out[d + r * d_stride + b] = src[s + r * s_stride + b] if src is not dst else out[s + r * s_stride + b]
                    if pad is not None:
                        for b in range(length, d_stride):
                            out[d + r * d_stride + b] = pad[b % len(pad)]
    return out


def test_the_hardware_cases_tile_load_and_store():
    """nburst(32, 128, 128), len_burst 128: a contiguous 32x32 f32 tile in and out."""
    data = RNG.standard_normal(1024).astype(np.float32)
    gm = data.view(np.uint8).copy()
    ub = np.zeros(1 << 16, np.uint8)
    S.mte_gm_ub(S.Ptr(gm, 0, "f32", "gm"), S.Ptr(ub, 4096, "f32", "ub"), 0, 128, 32, 128, 128)
    assert (ub[4096:8192].view(np.float32) == data).all()
    out = np.zeros(4096, np.uint8)
    S.mte_ub_gm(S.Ptr(ub, 4096, "f32", "ub"), S.Ptr(out, 0, "f32", "gm"), 128, 32, 128, 128)
    assert (out.view(np.float32) == data).all()


@pytest.mark.parametrize("seed", range(12))
def test_gm_to_ub_with_strides_loops_and_pad(seed):
    rng = np.random.default_rng(seed)
    gm, ub = memories()
    length = int(rng.integers(1, 200))
    d_stride = 32 * int(rng.integers((length + 31) // 32, 10))
    s_stride = int(rng.integers(length, 300))
    rows = int(rng.integers(1, 5))
    n_loops = seed % 4
    loops = []
    span_s, span_d = rows * s_stride, rows * d_stride
    for _ in range(n_loops):
        count = int(rng.integers(1, 4))
        loops.append((count, span_s, span_d))
        span_s, span_d = span_s * count, span_d * count
    with_pad = seed % 2 == 1
    pad_value = np.float16(rng.standard_normal()) if with_pad else None
    want = byte_loop(gm, 64, ub, 1024, length, rows, s_stride, d_stride, loops,
                     np.asarray([pad_value]).view(np.uint8) if with_pad else None)
    kw = {f"loop{k + 1}_{part}": v for k, (c, s, d) in enumerate(loops)
          for part, v in (("count", c), ("src_stride", s), ("dst_stride", d))}
    S.mte_gm_ub(S.Ptr(gm, 64, "f16", "gm"), S.Ptr(ub, 1024, "f16", "ub"), 0, length, rows, s_stride, d_stride,
                pad_value=pad_value, **kw)
    assert (ub == want).all()


@pytest.mark.parametrize("seed", range(8))
def test_ub_to_gm_with_strides_and_loops(seed):
    rng = np.random.default_rng(100 + seed)
    gm, ub = memories()
    length = int(rng.integers(1, 300))
    s_stride = 32 * int(rng.integers((length + 31) // 32, 12))
    d_stride = int(rng.integers(length, 400))
    rows = int(rng.integers(1, 6))
    loops = [(2, rows * s_stride, rows * d_stride + 7)][:seed % 2]
    want = byte_loop(ub, 2048, gm, 5, length, rows, s_stride, d_stride, loops)
    kw = {"loop1_count": 2, "loop1_src_stride": rows * s_stride, "loop1_dst_stride": rows * d_stride + 7} if loops else {}
    S.mte_ub_gm(S.Ptr(ub, 2048, "u8", "ub"), S.Ptr(gm, 5, "u8", "gm"), length, rows, s_stride, d_stride,
                l2_cache_ctl=0 if seed % 3 else None, **kw)
    assert (gm == want).all()


def test_pad_fills_to_the_destination_stride_with_the_value():
    """Example 3 of the manual: 100 f16 per row into 128-wide rows, the 28 extra padded."""
    gm = np.arange(64 * 100, dtype=np.float16).view(np.uint8).copy()
    ub = np.zeros(64 * 256, np.uint8)
    S.mte_gm_ub(S.Ptr(gm, 0, "f16", "gm"), S.Ptr(ub, 0, "f16", "ub"), 0, 200, 64, 200, 256,
                pad_value=-1.5, left_padding_count=0, right_padding_count=0)
    rows = ub.view(np.float16).reshape(64, 128)
    assert (rows[:, :100] == np.arange(6400, dtype=np.float16).reshape(64, 100)).all()
    assert (rows[:, 100:] == -1.5).all()


def test_ub_to_ub_counts_blocks_and_gaps():
    """dma-copy-rearrange: four one-block bursts permute four 16-element i16 rows."""
    v1 = np.arange(64, dtype=np.int16)
    ub = np.zeros(512, np.uint8)
    ub[:128] = v1.view(np.uint8)
    for src_row, dst_row in ((2, 0), (0, 1), (3, 2), (1, 3)):
        S.mte_ub_ub(S.Ptr(ub, 32 * src_row, "i16", "ub"), S.Ptr(ub, 128 + 32 * dst_row, "i16", "ub"), 1, 1, 0, 0)
    assert (ub[128:256].view(np.int16).reshape(4, 16) == v1.reshape(4, 16)[[2, 0, 3, 1]]).all()
    # gaps: 3 bursts of 2 blocks, skipping 1 block in the source and 2 in the destination
    ub2 = RNG.integers(0, 256, 4096, dtype=np.uint8)
    want = byte_loop(ub2, 0, ub2, 2048, 64, 3, 96, 128)
    S.mte_ub_ub(S.Ptr(ub2, 0, "u8", "ub"), S.Ptr(ub2, 2048, "u8", "ub"), 2, 3, 1, 2)
    assert (ub2 == want).all()


def test_rows_run_in_loop_order_when_they_overlap():
    ub = np.arange(256, dtype=np.uint8)
    want = byte_loop(ub, 0, ub, 32, 32, 3, 32, 32)  # each row copies the one the previous row wrote
    S.mte_ub_ub(S.Ptr(ub, 0, "u8", "ub"), S.Ptr(ub, 32, "u8", "ub"), 1, 3, 0, 0)
    assert (ub == want).all()


def test_dma_errors_name_the_op_and_the_rule():
    gm, ub = memories(4096, 4096)
    G, U = S.Ptr(gm, 0, "f32", "gm"), S.Ptr(ub, 0, "f32", "ub")
    with pytest.raises(S.SemanticsError, match=r"pto\.mte_gm_ub: reads bytes 4096\.\.4223 of gm, past its end \(4096 bytes\)"):
        S.mte_gm_ub(G, U, 0, 128, 33, 128, 128)
    with pytest.raises(S.SemanticsError, match=r"pto\.mte_gm_ub: writes bytes 4096\.\.4223 of ub, past its end"):
        S.mte_gm_ub(G, U._replace(addr=256), 0, 128, 31, 0, 128)
    with pytest.raises(S.SemanticsError, match=r"pto\.mte_gm_ub: ub address 144 \(row 1\) is not 32-byte aligned"):
        S.mte_gm_ub(G, U, 0, 128, 2, 128, 144)
    with pytest.raises(S.SemanticsError, match=r"ub address 4 \(row 0\)"):
        S.mte_ub_gm(U._replace(addr=4), G, 128, 1, 128, 128)
    with pytest.raises(S.SemanticsError, match="must point into gm, not ub"):
        S.mte_gm_ub(U, U, 0, 128, 1, 128, 128)
    with pytest.raises(S.SemanticsError, match="%n_burst must not be negative"):
        S.mte_gm_ub(G, U, 0, 128, -1, 128, 128)
    with pytest.raises(S.SemanticsError, match="not modelled.*D-DMA-PAD"):
        S.mte_gm_ub(G, U, 0, 100, 1, 100, 128, pad_value=0.0, left_padding_count=2, right_padding_count=0)
    with pytest.raises(S.SemanticsError, match="loop group 1 needs its count and both strides"):
        S.mte_gm_ub(G, U, 0, 128, 1, 128, 128, loop1_count=2)
    with pytest.raises(S.SemanticsError, match="loop group 2 needs the groups before it"):
        S.mte_ub_gm(U, G, 128, 1, 128, 128, loop2_count=2, loop2_src_stride=128, loop2_dst_stride=128)
    # A transfer of no rows touches nothing, wherever it points.
    S.mte_gm_ub(G, U._replace(addr=1 << 30), 0, 128, 0, 128, 128)
