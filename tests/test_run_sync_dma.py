"""Whole kernels through `ptoisa.run` for the cluster semaphores, the buffer-id, barrier and cache
ops, the atomic store mode and the UB to L1 copy; every error at its line. Expected outputs come
from plain numpy or by hand."""
import numpy as np
import pytest

from ptoisa.interp.run import RunFailed, run
from ptoisa_ref import semantics as S

HEAD = """\
module attributes {pto.target_arch = "a5"} {
  func.func @k(%src: !pto.ptr<T, gm>, %dst: !pto.ptr<T, gm>) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c3_i64 = arith.constant 3 : i64
    %c256_i64 = arith.constant 256 : i64
    %ub = pto.castptr %c0_i64 : i64 -> !pto.ptr<T, ub>
    pto.mte_gm_ub %src, %ub, %c0_i64, %c256_i64 nburst(%c1_i64, %c256_i64, %c256_i64)
      : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_MTE3", "EVENT_ID0"]
"""
STORE = """\
    pto.mte_ub_gm %ub, %dst, %c256_i64 nburst(%c1_i64, %c256_i64, %c256_i64)
      : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64
"""
TAIL = """\
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""
FIRST = HEAD.count("\n") + 1  # the line of the first body statement


def kernel(body, elem="i32", store=True):
    return (HEAD + "".join("    " + b + "\n" for b in body) + (STORE if store else "") + TAIL).replace("<T,", f"<{elem},")


def _run(src, src_data, dst_data, target="a5"):
    return run(src, args={"src": src_data, "dst": dst_data}, target=target).buffers["dst"]


def _fails(src, src_data, dst_data, target="a5"):
    with pytest.raises(RunFailed) as exc:
        _run(src, src_data, dst_data, target)
    return exc.value.findings[0]


SRC = np.arange(64, dtype=np.int32) - 20
DST = np.full(64, 1000, np.int32)


def test_sync_ops_in_one_kernel_change_nothing_but_order():
    """A semaphore signalled and then waited for, buffer tokens with a computed id, dsb and dcci:
    the store still copies the 64 words as they are."""
    body = ["pto.set_intra_block <PIPE_MTE3>, 0",
            "pto.wait_intra_block <PIPE_MTE1>, 0",
            "pto.set_intra_block <PIPE_MTE3>, 20",
            "pto.wait_intra_block <PIPE_V>, 20",
            "scf.for %i = %c0 to %c2 step %c1 {",
            "  %id = arith.andi %i, %c1 : index",
            '  pto.get_buf_dyn "PIPE_MTE3", %id, 0',
            '  pto.rls_buf_dyn "PIPE_MTE3", %id, 0',
            "}",
            'pto.dsb "ALL"',
            'pto.dcci %ub "SINGLE_CACHE_LINE", "CACHELINE_UB" : !pto.ptr<i32, ub>',
            'pto.dcci %dst "ENTIRE_DATA_CACHE" : !pto.ptr<i32, gm>']
    assert (_run(kernel(body), SRC, DST) == SRC).all()


def test_a_semaphore_signalled_twice_is_waited_for_twice():
    body = ["pto.set_intra_block <PIPE_MTE3>, 5", "pto.set_intra_block <PIPE_MTE3>, 5",
            "pto.wait_intra_core %c0_i64, %c5_i64 : i64, i64", "pto.wait_intra_block <PIPE_V>, 5",
            "pto.wait_intra_block <PIPE_V>, 5"]
    src = kernel(["%c5_i64 = arith.constant 5 : i64"] + body)
    f = _fails(src, SRC, DST)
    assert f.line == FIRST + 5 and "waits on semaphore 5, which nothing has signalled" in f.message


def test_the_a2a3_pair_counts_the_same_semaphores():
    body = ["pto.set_cross_core %c0_i64, %c3_i64 : i64, i64", "pto.wait_intra_block <PIPE_V>, 3",
            "pto.set_intra_block <PIPE_MTE3>, 3", "pto.wait_flag_dev %c1_i64, %c3_i64 : i64, i64"]
    assert (_run(kernel(body), SRC, DST, target="a2a3") == SRC).all()


@pytest.mark.parametrize("body, target, at, message", [
    (["pto.wait_intra_block <PIPE_MTE3>, 1"], "a5", 0, "waits on semaphore 1, which nothing has signalled"),
    (["pto.set_intra_block <PIPE_MTE3>, 1", "pto.wait_intra_block <PIPE_MTE3>, 2"], "a5", 1, "semaphore 2"),
    (["pto.set_cross_core %c0_i64, %c3_i64 : i64, i64"], "a5", 0, "pto.set_cross_core is not an op of A5"),
    (["pto.wait_flag_dev %c0_i64, %c3_i64 : i64, i64"], "cpu", 0, "pto.wait_flag_dev is not an op of CPU"),
    (["pto.wait_intra_core %c0_i64, %c3_i64 : i64, i64"], "a2a3", 0, "pto.wait_intra_core is not an op of A2/A3"),
    (["pto.set_intra_block <PIPE_MTE3>, 16"], "a2a3", 0, "semaphore id 16 is out of range (0..15"),
    (["pto.set_intra_block <PIPE_MTE3>, 32"], "a5", 0, "semaphore id 32 is out of range (0..31"),
    (["pto.wait_flag_dev %c0_i64, %c3_i64 : i64, i64"], "a2a3", 0, "waits on semaphore 3"),
    (['pto.dcci %ub "SINGLE_CACHE_LINE", "CACHELINE_NONE" : !pto.ptr<i32, ub>'], "a5", 0, "CACHELINE_NONE"),
])
def test_sync_errors_at_their_line(body, target, at, message):
    f = _fails(kernel(body), SRC, DST, target)
    assert f.line == FIRST + at and message in f.message, (f.line, f.message)


def test_atomic_add_s32_adds_to_what_gm_holds_and_none_turns_it_off():
    src = np.array([3, -5, 2**31 - 1, -(2**31)] * 16, np.int32)
    dst = np.array([10, 10, 1, -1] * 16, np.int32)
    want = (src.astype(np.int64) + dst.astype(np.int64) + 2**31) % 2**32 - 2**31  # wraps in 32 bits
    body = ["pto.set_atomic_s32", "pto.set_atomic_add"]
    assert (_run(kernel(body), src, dst) == want).all()
    # the mode turned off before the store: a plain copy
    assert (_run(kernel(body + ["pto.set_atomic_none"]), src, dst) == src).all()


def test_atomic_max_and_min_f16_by_hand():
    neg0, nan, inf = np.float16(-0.0), np.float16(np.nan), np.float16(np.inf)
    src = np.array([1.5, 0.0, neg0, nan, 2.0, -inf] * 21 + [0, 0], np.float16)[:128]
    dst = np.array([1.0, neg0, 0.0, 7.0, nan, -3.0] * 21 + [0, 0], np.float16)[:128]
    got_max = _run(kernel(["pto.set_atomic_f16", "pto.set_atomic_max"], "f16"), src, dst)
    got_min = _run(kernel(["pto.set_atomic_min", "pto.set_atomic_f16"], "f16"), src, dst)
    want_max = [1.5, 0.0, 0.0, nan, nan, -3.0]
    want_min = [1.0, neg0, neg0, nan, nan, -inf]
    for got, want in ((got_max, want_max), (got_min, want_min)):
        first = got[:6]
        assert np.array_equal(first, np.array(want, np.float16), equal_nan=True)
        assert list(np.signbit(first[:3])) == list(np.signbit(np.array(want[:3], np.float16)))
        assert (first[3:5].view(np.uint16) == 0x7E00).all()  # canonical NaN (D-NAN)


def test_atomic_add_f32_rounds_the_exact_sum_once():
    src = np.full(64, 1.0, np.float32)
    dst = np.full(64, 2.0**24, np.float32)   # 2^24 + 1 is a tie: to even, 2^24
    dst[1] = 2.0**24 + 2                     # 2^24 + 3 is a tie: to even, 2^24 + 4
    got = _run(kernel(["pto.set_atomic_f32", "pto.set_atomic_add"], "f32"), src, dst)
    assert got[0] == 2.0**24 and got[1] == 2.0**24 + 4 and (got[2:] == 2.0**24).all()


def test_an_atomic_operation_without_a_type_is_an_error_at_the_store():
    f = _fails(kernel(["pto.set_atomic_add"]), SRC, DST)
    assert f.line == FIRST + 1 and "no atomic type" in f.message


def test_mte_ub_l1_bursts_and_gaps_by_hand():
    ub = np.arange(256, dtype=np.uint8)
    l1 = np.zeros(512, np.uint8)
    S.mte_ub_l1(S.Ptr(ub, 0, "u8", "ub"), S.Ptr(l1, 64, "u8", "l1"), 1, 3, 1, 2)
    want = np.zeros(512, np.uint8)
    for r in range(3):  # source rows 64 bytes apart ((1 + 1) x 32), destination rows 96 ((1 + 2) x 32)
        want[64 + 96 * r:64 + 96 * r + 32] = np.arange(64 * r, 64 * r + 32)
    assert (l1 == want).all()


def test_a_kernel_copies_ub_to_l1_and_an_l1_address_past_its_end_is_an_error():
    body = ["%l1 = pto.castptr %c256_i64 : i64 -> !pto.ptr<i32, l1>",
            "pto.mte_ub_l1 %ub, %l1, %c1_i64 nburst(%c3_i64, %c0_i64, %c0_i64)"
            " : !pto.ptr<i32, ub>, !pto.ptr<i32, l1>, i64, i64, i64, i64"]
    assert (_run(kernel(body), SRC, DST) == SRC).all()
    far = ["%end = arith.constant 524256 : i64",  # the last 32 bytes of the 512 KB L1
           "%l1 = pto.castptr %end : i64 -> !pto.ptr<i32, l1>",
           "pto.mte_ub_l1 %ub, %l1, %c1_i64 nburst(%c3_i64, %c0_i64, %c0_i64)"
           " : !pto.ptr<i32, ub>, !pto.ptr<i32, l1>, i64, i64, i64, i64"]
    f = _fails(kernel(far), SRC, DST)
    assert f.line == FIRST + 2 and "past its end" in f.message, f.message
