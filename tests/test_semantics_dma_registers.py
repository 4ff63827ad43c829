"""The register-driven DMA copies against a plain-Python byte loop written here from the manual's
loop (loop2 around loop1 around the burst rows), with the registers set through the set_* ops:
counts and strides in both directions, the pad register, the reset values, the UB-to-UB copy,
the state the set_* ops write, and the errors (bounds, alignment, field widths, a missing state)."""
import numpy as np
import pytest

from ptoisa_ref import semantics as S

RNG = np.random.default_rng(12)


def byte_loop(src, s0, dst, d0, length, rows, s_stride, d_stride, loop1=(1, 0, 0), loop2=(1, 0, 0), pad=None):
    """The manual's C loop, one byte at a time, into a copy of dst."""
    out = dst.copy()
    for j in range(loop2[0]):
        for k in range(loop1[0]):
            s = s0 + j * loop2[1] + k * loop1[1]
            d = d0 + j * loop2[2] + k * loop1[2]
            for r in range(rows):
                for b in range(length):
                    out[d + r * d_stride + b] = src[s + r * s_stride + b]
                if pad is not None:
                    for b in range(length, d_stride):
                        out[d + r * d_stride + b] = pad[b % len(pad)]
    return out


def registers(bank, loop1, loop2):
    """A fresh `dma` state set through the ops (set_loop_size takes loop2 first)."""
    dma: dict = {}
    getattr(S, f"set_loop_size_{bank}")(dma, loop2[0], loop1[0])
    getattr(S, f"set_loop1_stride_{bank}")(dma, loop1[1], loop1[2])
    getattr(S, f"set_loop2_stride_{bank}")(dma, loop2[1], loop2[2])
    return dma


@pytest.mark.parametrize("seed", range(6))
def test_gm_to_ub_loops_as_the_registers_say(seed):
    rng = np.random.default_rng(seed)
    gm = rng.integers(0, 256, 1 << 15, dtype=np.uint8)
    ub = rng.integers(0, 256, 1 << 15, dtype=np.uint8)
    rows, length = int(rng.integers(1, 5)), int(rng.integers(1, 97))
    s_stride, d_stride = int(rng.integers(length, 200)), 32 * int(rng.integers((length + 31) // 32, 5))
    loop1 = (int(rng.integers(1, 4)), int(rng.integers(0, 1000)), 32 * int(rng.integers(0, 40)))
    loop2 = (int(rng.integers(1, 4)), int(rng.integers(0, 4000)), 32 * int(rng.integers(0, 160)))
    want = byte_loop(gm, 64, ub, 1024, length, rows, s_stride, d_stride, loop1, loop2)
    S.copy_gm_to_ubuf(registers("outtoub", loop1, loop2), S.Ptr(gm, 64, "u8", "gm"), S.Ptr(ub, 1024, "u8", "ub"),
                      0, rows, length, 0, 0, False, 0, s_stride, d_stride)
    assert np.array_equal(ub, want), seed


@pytest.mark.parametrize("seed", range(6))
def test_ub_to_gm_loops_as_the_registers_say(seed):
    rng = np.random.default_rng(100 + seed)
    gm = rng.integers(0, 256, 1 << 15, dtype=np.uint8)
    ub = rng.integers(0, 256, 1 << 15, dtype=np.uint8)
    rows, length = int(rng.integers(1, 5)), int(rng.integers(1, 97))
    s_stride, d_stride = 32 * int(rng.integers((length + 31) // 32, 5)), int(rng.integers(length, 200))
    loop1 = (int(rng.integers(1, 4)), 32 * int(rng.integers(0, 40)), int(rng.integers(0, 1000)))
    loop2 = (int(rng.integers(1, 4)), 32 * int(rng.integers(0, 160)), int(rng.integers(0, 4000)))
    want = byte_loop(ub, 512, gm, 7, length, rows, s_stride, d_stride, loop1, loop2)
    # copy_ubuf_to_gm writes the destination stride before the source stride
    S.copy_ubuf_to_gm(registers("ubtoout", loop1, loop2), S.Ptr(ub, 512, "u8", "ub"), S.Ptr(gm, 7, "u8", "gm"),
                      0, rows, length, 0, d_stride, s_stride)
    assert np.array_equal(gm, want), seed


def test_the_banks_are_separate_and_the_copies_read_only_their_own():
    gm = RNG.integers(0, 256, 8192, dtype=np.uint8)
    ub = np.zeros(8192, np.uint8)
    dma = registers("ubtoout", (4, 32, 32), (2, 128, 128))  # MTE3 only: MTE2 stays at one pass
    S.copy_gm_to_ubuf(dma, S.Ptr(gm, 0, "u8", "gm"), S.Ptr(ub, 0, "u8", "ub"), 0, 2, 32, 0, 0, False, 0, 32, 32)
    assert np.array_equal(ub[:64], gm[:64]) and not ub[64:].any()


def test_registers_never_set_read_as_one_pass_and_zero_pad():
    assert S.DMA_REGISTER_RESET["loop1_count"] == S.DMA_REGISTER_RESET["loop2_count"] == 1
    gm = RNG.integers(0, 256, 4096, dtype=np.uint8)
    ub = np.full(4096, 0xAB, np.uint8)
    S.copy_gm_to_ubuf({}, S.Ptr(gm, 0, "f32", "gm"), S.Ptr(ub, 0, "f32", "ub"), 0, 3, 20, 0, 0, True, 0, 20, 32)
    want = byte_loop(gm, 0, np.full(4096, 0xAB, np.uint8), 0, 20, 3, 20, 32, pad=np.zeros(4, np.uint8))
    assert np.array_equal(ub, want)


def test_the_pad_register_fills_each_row_in_the_destination_type():
    dma: dict = {}
    S.set_mov_pad_val(dma, -2.5)
    assert dma == {("outtoub", "pad_value"): -2.5}
    gm = RNG.integers(0, 256, 4096, dtype=np.uint8)
    ub = np.zeros(4096, np.uint8)
    S.copy_gm_to_ubuf(dma, S.Ptr(gm, 0, "f16", "gm"), S.Ptr(ub, 0, "f16", "ub"), 0, 2, 10, 0, 0, True, 0, 10, 32)
    pad = np.asarray([np.float16(-2.5)]).view(np.uint8)
    assert np.array_equal(ub, byte_loop(gm, 0, np.zeros(4096, np.uint8), 0, 10, 2, 10, 32, pad=pad))
    ub2 = np.zeros(4096, np.uint8)  # data_select_bit 0: no pad, whatever the register holds
    S.copy_gm_to_ubuf(dma, S.Ptr(gm, 0, "f16", "gm"), S.Ptr(ub2, 0, "f16", "ub"), 0, 2, 10, 0, 0, False, 0, 10, 32)
    assert np.array_equal(ub2, byte_loop(gm, 0, np.zeros(4096, np.uint8), 0, 10, 2, 10, 32))


def test_the_set_ops_write_their_bank_in_operand_order():
    dma: dict = {}
    S.set_loop_size_outtoub(dma, 5, 7)
    S.set_loop1_stride_ubtoout(dma, 32, 4096)
    S.set_loop2_stride_outtoub(dma, 1 << 39, 64)
    assert dma == {("outtoub", "loop2_count"): 5, ("outtoub", "loop1_count"): 7,
                   ("ubtoout", "loop1_src_stride"): 32, ("ubtoout", "loop1_dst_stride"): 4096,
                   ("outtoub", "loop2_src_stride"): 1 << 39, ("outtoub", "loop2_dst_stride"): 64}
    S.set_loop_size_outtoub(dma, 1, 2)  # they hold until set again
    assert dma[("outtoub", "loop2_count")] == 1 and dma[("outtoub", "loop1_count")] == 2


def test_ub_to_ub_counts_blocks_and_gaps_like_mte_ub_ub():
    a = RNG.integers(0, 256, 8192, dtype=np.uint8)
    b = a.copy()
    S.copy_ubuf_to_ubuf(S.Ptr(a, 64, "i16", "ub"), S.Ptr(a, 4096, "i16", "ub"), 0, 3, 2, 1, 0)
    S.mte_ub_ub(S.Ptr(b, 64, "i16", "ub"), S.Ptr(b, 4096, "i16", "ub"), 2, 3, 1, 0)
    assert np.array_equal(a, b)
    for r in range(3):  # 2 blocks a burst; source bursts 3 blocks apart, destination 2
        assert np.array_equal(a[4096 + r * 64:4096 + r * 64 + 64], a[64 + r * 96:64 + r * 96 + 64])


@pytest.mark.parametrize("call, message", [
    (lambda dma, gm, ub: S.copy_gm_to_ubuf(dma, S.Ptr(gm, 0, "u8", "gm"), S.Ptr(ub, 0, "u8", "ub"),
                                           0, 1, 32, 0, 0, False, 0, 32, 32),
     "reads bytes 2048..2079 of gm, past its end (2048 bytes)"),
    (lambda dma, gm, ub: S.copy_ubuf_to_gm(dma, S.Ptr(ub, 0, "u8", "ub"), S.Ptr(gm, 0, "u8", "gm"),
                                           0, 1, 32, 0, 32, 32),
     "ub address 16 (row 1) is not 32-byte aligned"),
])
def test_register_loops_are_checked_row_by_row(call, message):
    dma: dict = {}
    S.set_loop_size_outtoub(dma, 1, 4)
    S.set_loop1_stride_outtoub(dma, 1024, 1024)
    S.set_loop_size_ubtoout(dma, 1, 2)
    S.set_loop1_stride_ubtoout(dma, 16, 64)
    with pytest.raises(S.SemanticsError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call(dma, np.zeros(2048, np.uint8), np.zeros(8192, np.uint8))


@pytest.mark.parametrize("call, message", [
    (lambda: S.set_loop_size_outtoub({}, 1 << 21, 1), "pto.set_loop_size_outtoub: %loop2_count is a 21-bit field"),
    (lambda: S.set_loop1_stride_outtoub({}, 1 << 40, 0), "%src_stride is a 40-bit field"),
    (lambda: S.set_loop1_stride_outtoub({}, 0, 1 << 21), "%dst_stride is a 21-bit field"),
    (lambda: S.set_loop2_stride_ubtoout({}, 0, -1), "%dst_stride must not be negative"),
    (lambda: S.set_mov_pad_val({}, "x"), "%value must be a number"),
    (lambda: S.set_loop_size_ubtoout(None, 1, 1), "`dma` must be the caller's dictionary"),
    (lambda: S.copy_gm_to_ubuf({}, S.Ptr(np.zeros(64, np.uint8), 0, "u8", "gm"),
                               S.Ptr(np.zeros(64, np.uint8), 0, "u8", "ub"), 0, 1, 8, 1, 0, False, 0, 8, 32),
     "left and right padding counts other than 0 are not modelled"),
    (lambda: S.copy_gm_to_ubuf({}, S.Ptr(np.zeros(64, np.uint8), 0, "u8", "gm"),
                               S.Ptr(np.zeros(64, np.uint8), 0, "u8", "ub"), 0, 1, 8, 0, 0, 2, 0, 8, 32),
     "%data_select_bit must be an i1"),
])
def test_register_errors_name_the_op_and_the_rule(call, message):
    with pytest.raises(S.SemanticsError, match=message):
        call()


def test_a_failed_set_writes_nothing():
    dma: dict = {}
    with pytest.raises(S.SemanticsError):
        S.set_loop_size_outtoub(dma, 3, 1 << 21)
    assert dma == {}
