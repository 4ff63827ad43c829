"""The sort ops as whole kernels through `ptoisa run`: pto.vbitsort and pto.vmrgsort4 read and
write the unified buffer through their pointers, pto.get_vms4_sr reads the counts the merge
left. Expected records come from Python's stable sort with a key written here (largest first,
NaN after every number: D-SORT, D-MERGE), never from the semantics module; errors are checked
at their line."""
import math

import numpy as np
import pytest

from ptoisa.interp.run import RunFailed, run

NP = {"f32": np.float32, "f16": np.float16}
BITS = {"f32": np.uint32, "f16": np.uint16}


def _key(score):
    """Sort key: NaN after everything, then larger scores first (-0.0 and 0.0 tie)."""
    return (math.isnan(score), 0.0 if math.isnan(score) else -score)


def _record_words(score, index, t):
    """One 8-byte record as two uint32 words: the score's bits (f16 in the low half), the index."""
    return [int(np.asarray(score, NP[t]).view(BITS[t])), int(index)]


# --- pto.vbitsort -------------------------------------------------------------------------

SORT = """module attributes {pto.target_arch = "a5"} {
  func.func @sort(%scores: !pto.ptr<T, gm>, %idx: !pto.ptr<ui32, gm>, %out: !pto.ptr<ui32, gm>) attributes {pto.kernel} {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %sbytes = arith.constant SBYTES : i64
    %c256_i64 = arith.constant 256 : i64
    %c512_i64 = arith.constant 512 : i64
    %c_out = arith.constant OUT : i64
    %c_rep = arith.constant REPEAT : index
    %ub_s = pto.castptr %c0_i64 : i64 -> !pto.ptr<T, ub>
    %ub_i = pto.castptr %c256_i64 : i64 -> !pto.ptr<ui32, ub>
    %ub_o = pto.castptr %c_out : i64 -> !pto.ptr<ui32, ub>
    pto.mte_gm_ub %scores, %ub_s, %c0_i64, %sbytes
      nburst(%c1_i64, %sbytes, %sbytes)
      : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64
    pto.mte_gm_ub %idx, %ub_i, %c0_i64, %c256_i64
      nburst(%c1_i64, %c256_i64, %c256_i64)
      : !pto.ptr<ui32, gm>, !pto.ptr<ui32, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.vbitsort %ub_o, %ub_s, %ub_i, %c_rep : !pto.ptr<ui32, ub>, !pto.ptr<T, ub>, !pto.ptr<ui32, ub>, index
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub_o, %out, %c512_i64
      nburst(%c1_i64, %c512_i64, %c512_i64)
      : !pto.ptr<ui32, ub>, !pto.ptr<ui32, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""
SORT_LINE = SORT.split("\n").index("    pto.vbitsort %ub_o, %ub_s, %ub_i, %c_rep : !pto.ptr<ui32, ub>, "
                                   "!pto.ptr<T, ub>, !pto.ptr<ui32, ub>, index") + 1


def _sort_kernel(t, repeat=2, out=1024):
    return (SORT.replace("SBYTES", str(64 * np.dtype(NP[t]).itemsize)).replace("REPEAT", str(repeat))
            .replace("OUT", str(out)).replace("<T,", f"<{t},"))


def _scores(t, rng):
    s = (rng.integers(-8, 8, 64) / 2).astype(NP[t])  # many ties
    s[[1, 7, 33]] = np.nan
    s[[2, 40]] = -0.0
    s[[3, 41]] = 0.0
    s[[4, 42]] = np.inf
    s[[5, 43]] = -np.inf
    s[50:54] = s[35]  # a run of equal scores in the second group
    return s


@pytest.mark.parametrize("t", ["f32", "f16"])
def test_vbitsort_kernel_sorts_two_groups_into_records(t):
    rng = np.random.default_rng(7)
    scores = _scores(t, rng)
    indices = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    r = run(_sort_kernel(t), args={"scores": scores, "idx": indices, "out": np.zeros(128, np.uint32)})
    got = r.buffers["out"].view(np.uint32)
    want = []
    for g in range(2):
        group = [(float(scores[32 * g + k]), k) for k in range(32)]
        order = [k for _, k in sorted(group, key=lambda p: _key(p[0]))]  # stable: ties keep input order
        for k in order:
            want += _record_words(scores[32 * g + k], indices[32 * g + k], t)
    assert list(got) == want
    # f16 scores fill the low half of their word; the upper half is 0
    if t == "f16":
        assert np.all(got[0::2] >> 16 == 0)
    assert r.op_counts["pto.vbitsort"] == 1


def test_vbitsort_kernel_orders_signed_zeros_and_infinities_as_the_hardware_case():
    """-inf sorts below every number, +inf above; -0.0 and 0.0 are equal (input order); NaN last."""
    scores = np.zeros(64, np.float32)
    scores[:8] = [0.0, np.nan, -np.inf, -0.0, 1.5, np.inf, -1.5, 0.0]
    r = run(_sort_kernel("f32", repeat=1), args={"scores": scores, "idx": np.arange(64, dtype=np.uint32),
                                                   "out": np.zeros(128, np.uint32)})
    got = r.buffers["out"].view(np.uint32).reshape(-1, 2)[:32]
    # by hand: inf(5), 1.5(4), then the 0.0s and -0.0 in input order (0, 3, 7, 8..31), -1.5(6), -inf(2), NaN(1)
    assert list(got[:, 1]) == [5, 4, 0, 3, 7] + list(range(8, 32)) + [6, 2, 1]
    assert got[3, 0] == 0x80000000 and got[0, 0] == 0x7F800000  # -0.0 keeps its sign bit


@pytest.mark.parametrize("out, message", [(1028, "32-byte aligned"), (262144 - 256, "past its end")])
def test_vbitsort_kernel_errors_at_the_sort(out, message):
    with pytest.raises(RunFailed) as exc:
        run(_sort_kernel("f32", repeat=2, out=out),
            args={"scores": np.zeros(64, np.float32), "idx": np.zeros(64, np.uint32), "out": np.zeros(128, np.uint32)})
    f = exc.value.findings[0]
    assert f.line == SORT_LINE and message in f.message


# --- pto.vmrgsort4 and pto.get_vms4_sr ----------------------------------------------------

MERGE = """module attributes {pto.target_arch = "a5"} {
  func.func @merge(%in: !pto.ptr<T, gm>, %out: !pto.ptr<T, gm>, %count: i64, %config: i64,
                   %o1: index, %o2: index, %o3: index) -> (i16, i16, i16, i16) attributes {pto.kernel} {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1024_i64 = arith.constant 1024 : i64
    %c4096_i64 = arith.constant 4096 : i64
    %ub_in = pto.castptr %c0_i64 : i64 -> !pto.ptr<T, ub>
    %ub_out = pto.castptr %c4096_i64 : i64 -> !pto.ptr<T, ub>
    %src1 = pto.addptr %ub_in, %o1 : !pto.ptr<T, ub> -> !pto.ptr<T, ub>
    %src2 = pto.addptr %ub_in, %o2 : !pto.ptr<T, ub> -> !pto.ptr<T, ub>
    %src3 = pto.addptr %ub_in, %o3 : !pto.ptr<T, ub> -> !pto.ptr<T, ub>
    pto.mte_gm_ub %in, %ub_in, %c0_i64, %c1024_i64
      nburst(%c1_i64, %c1024_i64, %c1024_i64)
      : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.vmrgsort4 %ub_out, %ub_in, %src1, %src2, %src3, %count, %config
      : !pto.ptr<T, ub>, !pto.ptr<T, ub>, !pto.ptr<T, ub>, !pto.ptr<T, ub>, !pto.ptr<T, ub>, i64, i64
    pto.set_flag["PIPE_V", "PIPE_S", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_S", "EVENT_ID0"]
    %l0, %l1, %l2, %l3 = pto.get_vms4_sr : i16, i16, i16, i16
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub_out, %out, %c1024_i64
      nburst(%c1_i64, %c1024_i64, %c1024_i64)
      : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return %l0, %l1, %l2, %l3 : i16, i16, i16, i16
  }
}
"""
MERGE_LINE = MERGE.split("\n").index("    pto.vmrgsort4 %ub_out, %ub_in, %src1, %src2, %src3, %count, %config") + 1


def _merge(t, lists, config, starts=None):
    """Run the merge kernel on `lists` (lists of (score, index), each sorted) stored one after
    another from UB byte 0 (or at the record positions `starts`); the output records and counts."""
    starts = starts or list(np.cumsum([0] + [len(x) for x in lists[:3]]))
    blob = np.zeros(256, np.uint32)
    for s, entries in zip(starts, lists):
        for j, (score, index) in enumerate(entries):
            blob[2 * (s + j):2 * (s + j) + 2] = _record_words(score, index, t)
    per_record = 8 // np.dtype(NP[t]).itemsize  # elements of T in one 8-byte record
    count = sum(len(x) << (16 * k) for k, x in enumerate(lists))
    r = run(MERGE.replace("<T,", f"<{t},"),
            args={"in": blob.view(NP[t]), "out": np.zeros(256, np.uint32).view(NP[t]), "count": count,
                  "config": config, "o1": int(starts[1]) * per_record, "o2": int(starts[2]) * per_record,
                  "o3": int(starts[3]) * per_record})
    words = r.buffers["out"].view(np.uint32).reshape(-1, 2)
    return words, tuple(int(v) for v in r.returned)


def test_vmrgsort4_kernel_stops_when_a_list_runs_out_like_the_hardware_case():
    # four one-record lists, all valid, stop on exhaustion: the largest (list 0) is taken, then list 0 is empty
    words, counts = _merge("f32", [[(9.0, 90)], [(7.0, 70)], [(8.0, 80)], [(6.0, 60)]], 0x1F01)
    assert list(words[0]) == _record_words(9.0, 90, "f32")
    assert np.all(words[1:] == 0)  # nothing else written
    assert counts == (1, 0, 0, 0)


def _full_merge(lists, valid):
    """Every valid record, largest first, ties to the lower list, NaN last: a stable sort over the
    lists in order (each list is sorted, so this is the merge)."""
    everything = [(k, e) for k in range(4) if valid[k] for e in lists[k]]
    return sorted(everything, key=lambda ke: _key(ke[1][0]))


@pytest.mark.parametrize("t", ["f32", "f16"])
@pytest.mark.parametrize("config", [0x0F01, 0x0501, 0x0B01, 0x1F01, 0x1701])
def test_vmrgsort4_kernel_merges_and_counts(t, config):
    rng = np.random.default_rng(config)
    lengths = [5, 3, 6, 4]
    lists = []
    for k, n in enumerate(lengths):
        scores = sorted(rng.choice([4.0, 2.5, 2.5, 1.0, 0.0, -0.0, -3.0, np.inf, -np.inf], n).tolist(), key=_key)
        if k == 3:
            scores[-1] = math.nan
        lists.append([(s, 100 * k + j) for j, s in enumerate(scores)])
    valid = [(config >> (8 + k)) & 1 == 1 for k in range(4)]
    order = _full_merge(lists, valid)
    if config & 0x1000:  # stop right after the record that empties a list
        taken, cut = [0, 0, 0, 0], len(order)
        for pos, (k, _) in enumerate(order):
            taken[k] += 1
            if taken[k] == lengths[k]:
                cut = pos + 1
                break
        order = order[:cut]
    words, counts = _merge(t, lists, config)
    want = [w for _, (s, i) in order for w in _record_words(s, i, t)]
    assert list(words.reshape(-1)[:len(want)]) == want
    assert np.all(words.reshape(-1)[len(want):] == 0)
    assert counts == tuple(sum(1 for k2, _ in order if k2 == k) for k in range(4))


def test_vmrgsort4_kernel_with_repeats_merges_each_block():
    """Repeat 2: two blocks of four contiguous lists of 2 records, each merged into its own output block."""
    lists = [[(5.0, 1), (1.0, 2)], [(4.0, 3), (3.0, 4)], [(6.0, 5), (-1.0, 6)], [(2.0, 7), (2.0, 8)]]
    second = [[(s + 10, i + 10) for s, i in x] for x in lists]
    # blocks stored one after the other (records 0..7, then 8..15); the pointers name block 0's lists
    stored = lists[:3] + [lists[3] + [record for x in second for record in x]]
    words, counts = _merge_raw(stored, 0x0F02, lengths=[2, 2, 2, 2])
    block0 = [w for _, (s, i) in _full_merge(lists, [True] * 4) for w in _record_words(s, i, "f32")]
    block1 = [w for _, (s, i) in _full_merge(second, [True] * 4) for w in _record_words(s, i, "f32")]
    assert list(words.reshape(-1)[:32]) == block0 + block1
    assert counts == (2, 2, 2, 2)


def _merge_raw(stored, config, lengths):
    """Like _merge, with `stored` laid out back to back and `lengths` as the count field."""
    blob = np.zeros(256, np.uint32)
    pos, starts = 0, []
    for entries in stored:
        starts.append(pos)
        for score, index in entries:
            blob[2 * pos:2 * pos + 2] = _record_words(score, index, "f32")
            pos += 1
    count = sum(n << (16 * k) for k, n in enumerate(lengths))
    r = run(MERGE.replace("<T,", "<f32,"),
            args={"in": blob.view(np.float32), "out": np.zeros(256, np.float32), "count": count, "config": config,
                  "o1": 2 * starts[1], "o2": 2 * starts[2], "o3": 2 * starts[3]})
    return r.buffers["out"].view(np.uint32).reshape(-1, 2), tuple(int(v) for v in r.returned)


@pytest.mark.parametrize("offsets, config, message", [
    ((1, 4, 6), 0x0F01, "8-byte aligned"),  # list 1 starts 4 bytes into a record
    ((2, 4, 6), 0x0F00, "repeat count of 0"),
    ((2, 4, 7), 0x0F02, "8-byte aligned"),
    ((4, 8, 12), 0x1F02, "repeat count above 1"),  # early stop with repeats
])
def test_vmrgsort4_kernel_errors_at_the_merge(offsets, config, message):
    with pytest.raises(RunFailed) as exc:
        run(MERGE.replace("<T,", "<f32,"),
            args={"in": np.zeros(256, np.float32), "out": np.zeros(256, np.float32),
                  "count": 0x0002000200020002, "config": config, "o1": offsets[0], "o2": offsets[1], "o3": offsets[2]})
    f = exc.value.findings[0]
    assert f.line == MERGE_LINE and message in f.message


def test_get_vms4_sr_before_any_merge_reads_zero():
    src = """module attributes {pto.target_arch = "a5"} {
  func.func @k() -> (i16, i16, i16, i16) attributes {pto.kernel} {
    %a, %b, %c, %d = pto.get_vms4_sr : i16, i16, i16, i16
    return %a, %b, %c, %d : i16, i16, i16, i16
  }
}
"""
    assert tuple(int(v) for v in run(src).returned) == (0, 0, 0, 0)
