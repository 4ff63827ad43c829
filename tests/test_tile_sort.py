"""The tile sorts (tsort32, tmrgsort) against references written here with plain numpy: records
of 8 bytes (score bits, an f16 score in the low half; then the u32 index), largest score first;
equal scores in input order (A5, A2/A3: pto.vbitsort) or by index (the CPU simulator); NaN last;
-0.0 equal to +0.0; the per-target tails; merges of 2 to 4 lists with and without stopping at
the first exhausted list, and the counts they report; kernels through ptoisa.run on each
target; the verifier's located errors."""
import numpy as np
import pytest

import ptoisa
from ptoisa.cli import main
from ptoisa.interp.run import RunFailed
from ptoisa_ref import semantics as S

NP = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "i16": np.int16}
BITS = {2: np.uint16, 4: np.uint32}
SPELL = {"u32": "ui32"}


def bf16(values):
    """bf16 numbers as ml_dtypes holds them."""
    import ml_dtypes
    return np.asarray(values, np.float32).astype(ml_dtypes.bfloat16)


def dtype_of(t):
    return bf16([0]).dtype if t == "bf16" else np.dtype(NP[t])


def tile(ub, addr, t, rows, cols, vr=None, vc=None):
    return S.Tile(ub, addr, t, rows, cols, valid_rows=vr, valid_cols=vc)


def records(dst_tile, row, n):
    """(score bits, index) of the first n records of a row, read as bytes."""
    size = dtype_of(dst_tile.elem).itemsize
    raw = dst_tile.mem[dst_tile.addr + row * dst_tile.cols * size:][:8 * n].view(np.uint32).reshape(n, 2)
    return [(int(w) & ((1 << (8 * size)) - 1), int(i)) for w, i in raw]


def want_block(scores, indices, ties):
    """Reference order of one block: larger first, NaN after every number, equal scores in input
    order (`input`) or by index (`index`); a record is (score bits, index)."""
    wide = scores.astype(np.float64)
    keys = sorted(range(len(scores)), key=lambda k: (bool(np.isnan(wide[k])), 0.0 if np.isnan(wide[k]) else -wide[k],
                                                     k if ties == "input" else int(indices[k])))
    size = scores.dtype.itemsize
    return [(int(scores[k:k + 1].view(BITS[size])[0]), int(indices[k])) for k in keys]


TYPES = [("a5", "f32"), ("a5", "f16"), ("a2a3", "f32"), ("a2a3", "f16"),
         ("cpu", "f32"), ("cpu", "f16"), ("cpu", "bf16"), ("cpu", "i32"), ("cpu", "i16")]


@pytest.mark.parametrize(("target", "t"), TYPES)
def test_every_type_sorts_each_block_with_its_indices(target, t):
    """Three valid rows of a 4 x 64 tile (two blocks each) with repeated scores and shuffled
    indices: each block's 32 records in the target's order; row 3 of dst keeps its bytes."""
    rng = np.random.default_rng(5)
    ub = np.zeros(8192, np.uint8)
    s = tile(ub, 0, t, 4, 64, 3, 64)
    i = tile(ub, 1024, "u32", 4, 64, 3, 64)
    d = tile(ub, 2048, t, 4, 64 * 8 // dtype_of(t).itemsize, 3)
    vals = rng.integers(-20, 20, (4, 64))
    s.values()[:] = bf16(vals) if t == "bf16" else vals.astype(NP[t])
    i.values()[:] = rng.permutation(256).reshape(4, 64).astype(np.uint32)
    ub[2048 + 3 * 512:2048 + 4 * 512] = 0xAB
    S.tsort32(s, i, d, target=target)
    ties = "index" if target == "cpu" else "input"
    for r in range(3):
        got = records(d, r, 64)
        for b in range(2):
            want = want_block(s.values()[r, 32 * b:32 * b + 32].copy(), i.values()[r, 32 * b:32 * b + 32], ties)
            assert got[32 * b:32 * b + 32] == want, (r, b)
    assert (ub[2048 + 3 * 512:2048 + 4 * 512] == 0xAB).all()
    if dtype_of(t).itemsize == 2:  # the two bytes after a 2-byte score are 0
        assert (d.values()[0].view(np.uint16)[1::4] == 0).all()


def test_equal_scores_keep_input_order_on_the_npu_and_index_order_on_the_cpu():
    ub = np.zeros(4096, np.uint8)
    s, i, d = tile(ub, 0, "f32", 1, 32), tile(ub, 128, "u32", 1, 32), tile(ub, 256, "f32", 1, 64)
    s.values()[:] = 1.0
    i.values()[:] = np.arange(31, -1, -1, dtype=np.uint32)
    S.tsort32(s, i, d, target="a5")
    assert [x for _, x in records(d, 0, 32)] == list(range(31, -1, -1))
    S.tsort32(s, i, d, target="cpu")
    assert [x for _, x in records(d, 0, 32)] == list(range(32))


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_nan_sorts_last_and_minus_zero_ties_with_zero(target):
    ub = np.zeros(4096, np.uint8)
    s, i, d = tile(ub, 0, "f32", 1, 32), tile(ub, 128, "u32", 1, 32), tile(ub, 256, "f32", 1, 64)
    v = np.zeros(32, np.float32)
    v[:6] = [np.nan, -0.0, np.inf, 0.0, -np.inf, np.nan]
    v[6:] = -1.0
    s.values()[0] = v
    i.values()[0] = np.arange(32, dtype=np.uint32)
    S.tsort32(s, i, d, target=target)
    got = [x for _, x in records(d, 0, 32)]
    assert got[:3] == [2, 1, 3]  # +inf, then -0.0 and +0.0 in input (= index) order
    assert got[-3:] == [4, 0, 5]  # -inf, then the NaNs
    assert records(d, 0, 32)[1][0] == 0x80000000  # -0.0 keeps its sign bit


@pytest.mark.parametrize("target", ["a5", "a2a3"])
def test_one_idx_row_serves_every_row_on_the_npu(target):
    ub = np.zeros(8192, np.uint8)
    s, i, d = tile(ub, 0, "f16", 2, 32), tile(ub, 256, "u32", 1, 32), tile(ub, 512, "f16", 2, 128)
    s.values()[:] = np.array([np.arange(32), -np.arange(32)], np.float16)
    i.values()[:] = np.arange(100, 132, dtype=np.uint32)
    S.tsort32(s, i, d, target=target)
    assert [x for _, x in records(d, 0, 32)] == list(range(131, 99, -1))
    assert [x for _, x in records(d, 1, 32)] == list(range(100, 132))


def test_the_cpu_simulator_writes_nothing_when_idx_is_not_srcs_valid_shape():
    ub = np.zeros(8192, np.uint8)
    s, i, d = tile(ub, 0, "f32", 2, 32), tile(ub, 256, "u32", 1, 32), tile(ub, 512, "f32", 2, 64)
    s.values()[:] = 1.0
    ub[512:1024] = 7
    S.tsort32(s, i, d, target="cpu")
    assert (ub[512:1024] == 7).all()


def _tail_case(t):
    """One row of 13 valid scores in a 1 x 32 tile (the rest 99), a tmp tile of 32."""
    ub = np.zeros(8192, np.uint8)
    s, i = tile(ub, 0, t, 1, 32, 1, 13), tile(ub, 256, "u32", 1, 32)
    tmp, d = tile(ub, 512, t, 1, 32), tile(ub, 1024, t, 1, 8 * 32 // np.dtype(NP[t]).itemsize)
    s.values()[0] = np.array(list(range(13)) + [99] * 19, NP[t])
    i.values()[0] = np.arange(32, dtype=np.uint32) + 50
    return ub, s, i, tmp, d


@pytest.mark.parametrize("t", ["f32", "f16"])
def test_a_partial_block_with_tmp_on_a2a3_is_padded_with_nan_after_the_valid_scores(t):
    ub, s, i, tmp, d = _tail_case(t)
    S.tsort32(s, i, d, tmp=tmp, target="a2a3")
    got = records(d, 0, 32)
    assert [x for _, x in got[:13]] == [50 + k for k in range(12, -1, -1)]
    nan_bits = {"f32": 0xFFC00000, "f16": 0xFE00}[t]
    assert got[13:] == [(nan_bits, 50 + k) for k in range(13, 32)]  # padding: the indices that follow


@pytest.mark.parametrize(("t", "pad"), [("f32", 4286578688.0), ("f16", 64512.0)])
def test_a_partial_block_with_tmp_on_a5_gets_ptoas_pad_numbers_over_its_first_elements(t, pad):
    """PTOAS's A5 library writes its pad (0xFF800000 or 0xFC00 read as a number) over the first
    32 - 13 elements of the staged block: 19 pad records first, then what tmp held after them
    (here the src elements 19..31, copied in whole 32-byte bursts, and zeros)."""
    ub, s, i, tmp, d = _tail_case(t)
    S.tsort32(s, i, d, tmp=tmp, target="a5")
    got = records(d, 0, 32)
    pad_bits = int(np.array([pad], NP[t]).view(BITS[np.dtype(NP[t]).itemsize])[0])
    assert got[:19] == [(pad_bits, 50 + k) for k in range(19)]
    size = np.dtype(NP[t]).itemsize
    copied = (13 * size + 31) // 32 * 32 // size  # elements the burst copy brought into tmp
    rest = np.zeros(13, NP[t])
    rest[:max(0, copied - 19)] = s.values()[0, 19:copied]
    assert got[19:] == want_block(rest, np.arange(50 + 19, 50 + 32, dtype=np.uint32), "input")


def test_the_cpu_simulator_sorts_a_partial_block_as_it_is():
    ub, s, i, tmp, d = _tail_case("f32")
    ub[1024:2048] = 0xCD
    S.tsort32(s, i, d, tmp=tmp, target="cpu")  # idx's valid shape is not src's: nothing written
    assert (ub[1024:2048] == 0xCD).all()
    i.valid_cols = 13
    S.tsort32(s, i, d, tmp=tmp, target="cpu")
    assert [x for _, x in records(d, 0, 13)] == [50 + k for k in range(12, -1, -1)]
    assert (ub[1024 + 13 * 8:2048] == 0xCD).all()


def _list(ub, addr, t, scores, indices, cols=None):
    """A one-row tile of records, sorted as given."""
    per = 8 // np.dtype(NP[t]).itemsize
    n = len(scores)
    x = tile(ub, addr, t, 1, cols or per * n, 1, per * n)
    words = np.zeros((n, 2), np.uint32)
    words[:, 0] = np.asarray(scores, NP[t]).view(BITS[np.dtype(NP[t]).itemsize])
    words[:, 1] = indices
    ub[addr:addr + 8 * n] = words.reshape(-1).view(np.uint8)
    return x


def merged_reference(lists, stop):
    """The merge written here: the largest head each step (ties: the lower list), NaN last; with
    stop, until a list runs out. Returns (records, taken)."""
    taken = [0] * len(lists)
    out = []
    while True:
        best = None
        for k, (sc, ix) in enumerate(lists):
            if taken[k] < len(sc):
                a = float(sc[taken[k]])
                if best is None:
                    best = k
                    continue
                b = float(lists[best][0][taken[best]])
                if a > b or (np.isnan(b) and not np.isnan(a)):
                    best = k
        if best is None:
            break
        out.append((lists[best][0][taken[best]], lists[best][1][taken[best]]))
        taken[best] += 1
        if stop and taken[best] == len(lists[best][0]):
            break
    return out, taken + [0] * (4 - len(taken))


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize("n_lists", [2, 3, 4])
@pytest.mark.parametrize("t", ["f32", "f16"])
@pytest.mark.parametrize("stop", [False, True])
def test_lists_merge_largest_first_and_report_what_each_gave(target, n_lists, t, stop):
    rng = np.random.default_rng(n_lists)
    ub = np.zeros(16384, np.uint8)
    lists, tiles, at = [], [], 0
    for k in range(n_lists):
        n = 3 + 2 * k
        sc = np.sort(rng.integers(0, 6, n).astype(NP[t]))[::-1]
        ix = np.arange(n, dtype=np.uint32) + 100 * k
        lists.append((sc, ix))
        tiles.append(_list(ub, at, t, sc, ix))
        at += 256
    per = 8 // np.dtype(NP[t]).itemsize
    total = sum(len(sc) for sc, _ in lists)
    tmp = tile(ub, 4096, t, 1, per * total)
    d = tile(ub, 8192, t, 1, per * total, 1, per * (total - 2))  # two records fewer than the lists hold
    ub[8192:8192 + 8 * total] = 0xEE
    extra = dict(zip(("src1", "src2", "src3"), tiles[1:]))
    got_taken = S.tmrgsort(tiles[0], d, tmp=tmp, exhausted="true" if stop else "false", target=target, **extra)
    want, taken = merged_reference(lists, stop)
    words = ub[8192:8192 + 8 * total].view(np.uint32).reshape(-1, 2)
    size = np.dtype(NP[t]).itemsize
    n_written = min(len(want), total - 2)
    got = [(int(w) & ((1 << 8 * size) - 1), int(x)) for w, x in words[:n_written]]
    assert got == [(int(np.array([s], NP[t]).view(BITS[size])[0]), int(x)) for s, x in want[:n_written]]
    if target == "cpu":  # straight into dst, up to its valid records; counted up to there
        _, capped = merged_reference(lists, stop) if len(want) <= total - 2 else (None, None)
        if capped is not None:
            assert tuple(got_taken) == tuple(capped)
        assert (ub[8192 + 8 * n_written:8192 + 8 * total] == 0xEE).all()
    else:
        assert tuple(got_taken) == tuple(taken)
        # dst's valid columns are tmp's, past the merged records too
        assert (ub[8192:8192 + 8 * (total - 2)] == ub[4096:4096 + 8 * (total - 2)]).all()


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize("t", ["f32", "f16"])
def test_a_block_length_merges_each_group_of_four_blocks(target, t):
    """Two groups of four sorted blocks of 4 records each (blockLen 4 records of elements)."""
    rng = np.random.default_rng(9)
    per = 8 // np.dtype(NP[t]).itemsize
    ub = np.zeros(8192, np.uint8)
    scores = np.concatenate([np.sort(rng.integers(0, 9, 4))[::-1] for _ in range(8)]).astype(NP[t])
    src = _list(ub, 0, t, scores, np.arange(32, dtype=np.uint32))
    d = tile(ub, 1024, t, 1, 32 * per)
    S.tmrgsort(src, d, block_len=4 * per, target=target)
    got = records(d, 0, 32)
    for g in range(2):
        blocks = [(scores[16 * g + 4 * b:16 * g + 4 * b + 4], np.arange(16 * g + 4 * b, 16 * g + 4 * b + 4))
                  for b in range(4)]
        want, _ = merged_reference(blocks, False)
        size = np.dtype(NP[t]).itemsize
        assert got[16 * g:16 * g + 16] == [(int(np.array([s], NP[t]).view(BITS[size])[0]), int(x)) for s, x in want]


def test_merge_refuses_a_block_length_with_several_lists_and_odd_lengths():
    ub = np.zeros(4096, np.uint8)
    a = _list(ub, 0, "f32", [3, 2], [0, 1])
    d = tile(ub, 1024, "f32", 1, 8)
    with pytest.raises(S.SemanticsError, match="give a block length with one list"):
        S.tmrgsort(a, d, src1=a, block_len=64)
    with pytest.raises(S.SemanticsError, match="must be a positive multiple of 2"):
        S.tmrgsort(a, d, block_len=3)


def _kernel(t, tail):
    ty = t
    n = 13 if tail else 32
    tmp_decl = f"\n    %tm = pto.alloc_tile : !pto.tile_buf<vec, 1x32x{ty}>" if tail else ""
    tmp_use = f", %tm" if tail else ""
    tmp_type = f", !pto.tile_buf<vec, 1x32x{ty}>" if tail else ""
    src_t = f"!pto.tile_buf<vec, 1x32x{ty}, valid=1x{n}>"
    per = 2 if t == "f32" else 4
    return f"""func.func @k(%s: !pto.ptr<{ty}>, %i: !pto.ptr<ui32>, %o: !pto.ptr<{ty}>, %m: !pto.ptr<{ty}>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cn = arith.constant {n} : index
    %c32 = arith.constant 32 : index
    %cw = arith.constant {32 * per} : index
    %vs = pto.make_tensor_view %s, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?x{ty}>
    %vi = pto.make_tensor_view %i, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xui32>
    %vo = pto.make_tensor_view %o, shape = [%c1, %cw], strides = [%cw, %c1] : !pto.tensor_view<?x?x{ty}>
    %vm = pto.make_tensor_view %m, shape = [%c1, %cw], strides = [%cw, %c1] : !pto.tensor_view<?x?x{ty}>
    %ps = pto.partition_view %vs, offsets = [%c0, %c0], sizes = [%c1, %cn] : !pto.tensor_view<?x?x{ty}> -> !pto.partition_tensor_view<1x{n}x{ty}>
    %pi = pto.partition_view %vi, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xui32> -> !pto.partition_tensor_view<1x32xui32>
    %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c1, %cw] : !pto.tensor_view<?x?x{ty}> -> !pto.partition_tensor_view<1x{32 * per}x{ty}>
    %pm = pto.partition_view %vm, offsets = [%c0, %c0], sizes = [%c1, %cw] : !pto.tensor_view<?x?x{ty}> -> !pto.partition_tensor_view<1x{32 * per}x{ty}>
    %ts = pto.alloc_tile : {src_t}
    %ti = pto.alloc_tile : !pto.tile_buf<vec, 1x32xui32>
    %to = pto.alloc_tile : !pto.tile_buf<vec, 1x{32 * per}x{ty}>
    %tmm = pto.alloc_tile : !pto.tile_buf<vec, 1x{32 * per}x{ty}>{tmp_decl}
    pto.tload ins(%ps : !pto.partition_tensor_view<1x{n}x{ty}>) outs(%ts : {src_t})
    pto.tload ins(%pi : !pto.partition_tensor_view<1x32xui32>) outs(%ti : !pto.tile_buf<vec, 1x32xui32>)
    pto.tsort32 ins(%ts, %ti{tmp_use} : {src_t}, !pto.tile_buf<vec, 1x32xui32>{tmp_type}) outs(%to : !pto.tile_buf<vec, 1x{32 * per}x{ty}>)
    %bl = arith.constant {8 * per} : i32
    pto.tmrgsort ins(%to, %bl : !pto.tile_buf<vec, 1x{32 * per}x{ty}>, i32) outs(%tmm : !pto.tile_buf<vec, 1x{32 * per}x{ty}>)
    pto.tstore ins(%to : !pto.tile_buf<vec, 1x{32 * per}x{ty}>) outs(%po : !pto.partition_tensor_view<1x{32 * per}x{ty}>)
    pto.tstore ins(%tmm : !pto.tile_buf<vec, 1x{32 * per}x{ty}>) outs(%pm : !pto.partition_tensor_view<1x{32 * per}x{ty}>)
    return
}}
"""


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize("t", ["f32", "f16"])
def test_a_kernel_sorts_then_merges_the_four_blocks_of_eight_into_one_top_list(target, t):
    """tsort32 of 32 scores, then tmrgsort with blockLen = 8 records: the four sorted 8-record runs
    of the block merge into one descending list of 32 (the block was sorted already, so the
    merged list is the same 32 records)."""
    rng = np.random.default_rng(3)
    s = rng.permutation(32).astype(NP[t])
    i = np.arange(32, dtype=np.uint32) + 7
    per = 2 if t == "f32" else 4
    o = np.zeros(32 * per, NP[t])
    res = ptoisa.run(_kernel(t, False), args={"s": s, "i": i, "o": o, "m": o.copy()}, target=target)
    size = np.dtype(NP[t]).itemsize
    for name in ("o", "m"):
        words = res.buffers[name].view(np.uint32).reshape(32, 2)
        assert [int(x) for x in words[:, 1]] == [int(k) + 7 for k in np.argsort(-s.astype(np.float64))], name
        assert [int(w) & ((1 << 8 * size) - 1) for w in words[:, 0]] == \
            [int(v) for v in np.sort(s)[::-1].view(BITS[size])], name


def test_a_kernel_with_a_tail_runs_through_tmp():
    s = np.arange(32, dtype=np.float32)
    i = np.arange(32, dtype=np.uint32)
    o = np.zeros(64, np.float32)
    res = ptoisa.run(_kernel("f32", True), args={"s": s, "i": i, "o": o, "m": o.copy()}, target="a2a3")
    assert [int(x) for x in res.buffers["o"].view(np.uint32)[1:26:2]] == list(range(12, -1, -1))


def _verify(tmp_path, capsys, text, target="a5"):
    f = tmp_path / "k.pto"
    f.write_text(text)
    code = main(["verify", str(f), "--target", target])
    out = capsys.readouterr()
    assert "Traceback" not in out.err + out.out
    return code, out.err + out.out


def test_a_clean_kernel_verifies(tmp_path, capsys):
    code, out = _verify(tmp_path, capsys, _kernel("f32", True))
    assert code == 0, out


def test_a_partial_block_without_tmp_is_no_error_as_ptoas_supplies_tmp(tmp_path, capsys):
    """D-TSORT32-IMPLICIT-TMP: PTOAS's verifier takes it and its level 2 adds the tmp."""
    text = _kernel("f32", False).replace("valid=1x32>", "valid=1x13>").replace("1x32xf32>\n", "1x13xf32>\n")
    for target in ("a5", "a2a3", "cpu"):
        _, out = _verify(tmp_path, capsys, text, target=target)
        assert "pto.tsort32" not in out, out


def test_the_verifier_refuses_an_i32_score_on_a5_and_a_list_of_another_type(tmp_path, capsys):
    text = _kernel("f32", False)
    code, out = _verify(tmp_path, capsys, text.replace("%bl = arith.constant 16 : i32", "%bl = arith.constant 16 : i32")
                        .replace("pto.tmrgsort ins(%to, %bl : !pto.tile_buf<vec, 1x64xf32>, i32) outs(%tmm : !pto.tile_buf<vec, 1x64xf32>)",
                                 "pto.tmrgsort ins(%to, %bl : !pto.tile_buf<vec, 1x64xf32>, i32) outs(%ti : !pto.tile_buf<vec, 1x32xui32>)"))
    line = next(k for k, s in enumerate(text.splitlines(), 1) if s.strip().startswith("pto.tmrgsort"))
    assert code == 1 and f"k.pto:{line}:5: error: pto.tmrgsort:" in out, out


def test_run_reports_a_merge_of_another_type_at_its_line():
    text = _kernel("f32", False).replace(
        "pto.tmrgsort ins(%to, %bl : !pto.tile_buf<vec, 1x64xf32>, i32) outs(%tmm : !pto.tile_buf<vec, 1x64xf32>)",
        "pto.tmrgsort ins(%to, %bl : !pto.tile_buf<vec, 1x64xf32>, i32) outs(%ti : !pto.tile_buf<vec, 1x32xui32>)")
    z = np.zeros(64, np.float32)
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(text, args={"s": z[:32], "i": np.zeros(32, np.uint32), "o": z, "m": z.copy()})
    line = next(k for k, s in enumerate(text.splitlines(), 1) if s.strip().startswith("pto.tmrgsort"))
    assert exc.value.findings[0].line == line


GATHER_TYPES = [(tg, t, it) for tg, ts, its in (("a5", ("i8", "u8", "i16", "u16", "i32", "u32", "f16", "f32"), ("i16", "u16", "i32", "u32")),
                                                ("a2a3", ("i16", "u16", "i32", "u32", "f16", "f32"), ("i32", "u32")),
                                                ("cpu", ("i16", "u16", "i32", "u32", "f16", "f32"), ("i32", "u32")))
                for t in ts for it in its[-1:] + its[:1]]


@pytest.mark.parametrize(("target", "t", "it"), GATHER_TYPES)
def test_tgather_reads_src_at_flat_places_over_dsts_valid_region(target, t, it):
    """src 4 x 16 (its last row past its valid region), indices 3 x 8 with a 2 x 5 valid region
    covering dst's 2 x 5: dst[i][j] = src.flat[idx[i][j]]; dst's other elements keep 0x5A."""
    rng = np.random.default_rng(17)
    ub = np.zeros(4096, np.uint8)
    dt = np.dtype({"i": "int", "u": "uint"}[t[0]] + t[1:] if t[0] in "iu" else NP[t])
    s = tile(ub, 0, t, 4, 16, 3, 16)
    ix = tile(ub, 1024, it, 3, 8, 2, 5)
    d = tile(ub, 2048, t, 3, 8, 2, 5)
    s.values()[:] = (rng.integers(-100, 100, (4, 16)) if dt.kind != "u" else rng.integers(0, 200, (4, 16))).astype(dt)
    idx = rng.integers(0, 64, (3, 8))
    ix.values()[:] = idx.astype(ix.values().dtype)
    ub[2048:2048 + 24 * dt.itemsize] = 0x5A
    S.tgather(s, ix, d, target=target)
    want = np.frombuffer(bytes([0x5A] * 24 * dt.itemsize), dt).reshape(3, 8).copy()
    flat = s.values().reshape(-1)
    for i in range(2):
        for j in range(5):
            want[i, j] = flat[idx[i, j]]
    assert d.values().tobytes() == want.tobytes()


def test_tgather_past_the_tile_is_zero_on_the_cpu_and_an_error_elsewhere():
    ub = np.zeros(4096, np.uint8)
    s, ix, d = tile(ub, 0, "f32", 2, 8), tile(ub, 512, "i32", 1, 8, 1, 3), tile(ub, 1024, "f32", 1, 8, 1, 3)
    s.values()[:] = np.arange(16, dtype=np.float32).reshape(2, 8) + 1
    ix.values()[0, :3] = [15, 16, -1]
    S.tgather(s, ix, d, target="cpu")
    assert d.values()[0, :3].tolist() == [16.0, 0.0, 0.0]
    with pytest.raises(S.SemanticsError, match=r"index 16 at \(0, 1\) is past src's 16 elements"):
        S.tgather(s, ix, d, target="a5")
    ix.values()[0, 1] = 0
    with pytest.raises(S.SemanticsError, match=r"index 4294967295 at \(0, 2\)"):  # -1 read as unsigned
        S.tgather(s, ix, d, target="a2a3")


def test_tgather_keeps_nan_payloads_and_minus_zero():
    ub = np.zeros(4096, np.uint8)
    s, ix, d = tile(ub, 0, "f32", 1, 8), tile(ub, 512, "u32", 1, 8), tile(ub, 1024, "f32", 1, 8)
    s.values()[0].view(np.uint32)[:3] = [0x7FC01234, 0x80000000, 0xFF800000]
    ix.values()[0] = [2, 1, 0, 0, 1, 2, 0, 0]
    S.tgather(s, ix, d)
    assert d.values()[0].view(np.uint32)[:6].tolist() == [0xFF800000, 0x80000000, 0x7FC01234, 0x7FC01234,
                                                         0x80000000, 0xFF800000]


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_a_kernel_gathers_a_payload_tile_by_an_index_tile(target):
    """tload a payload and an index tile (31 down to 0), tgather, tstore: the payload reversed."""
    text = """func.func @k(%p: !pto.ptr<f32>, %i: !pto.ptr<i32>, %o: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %vp = pto.make_tensor_view %p, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>
    %vi = pto.make_tensor_view %i, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xi32>
    %vo = pto.make_tensor_view %o, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>
    %pp = pto.partition_view %vp, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x32xf32>
    %pi = pto.partition_view %vi, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<1x32xi32>
    %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x32xf32>
    %tp = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
    %ti = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
    %to = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
    pto.tload ins(%pp : !pto.partition_tensor_view<1x32xf32>) outs(%tp : !pto.tile_buf<vec, 1x32xf32>)
    pto.tload ins(%pi : !pto.partition_tensor_view<1x32xi32>) outs(%ti : !pto.tile_buf<vec, 1x32xi32>)
    pto.tgather ins(%tp, %ti : !pto.tile_buf<vec, 1x32xf32>, !pto.tile_buf<vec, 1x32xi32>) outs(%to : !pto.tile_buf<vec, 1x32xf32>)
    pto.tstore ins(%to : !pto.tile_buf<vec, 1x32xf32>) outs(%po : !pto.partition_tensor_view<1x32xf32>)
    return
}
"""
    p = np.arange(32, dtype=np.float32) * 1.5
    i = np.arange(31, -1, -1, dtype=np.int32)
    res = ptoisa.run(text, args={"p": p, "i": i, "o": np.zeros(32, np.float32)}, target=target)
    assert res.buffers["o"].tolist() == p[::-1].tolist()


SCATTER_TYPES = [(tg, t) for tg in ("a5", "a2a3", "cpu") for t in ("i8", "u8", "i16", "u16", "i32", "u32", "f16", "bf16", "f32")]


@pytest.mark.parametrize(("target", "t"), SCATTER_TYPES)
def test_tscatter_writes_src_at_flat_places_zeroing_dst_on_the_npu(target, t):
    """src and indices 2 x 16 tiles with a 2 x 3 valid region; dst a 3 x 16 tile whose valid region
    is 3 x 4 (larger: A5 walks it, here past the 2-row src, which it refuses). Places repeat (the
    later element wins); dst starts at 0x11 bytes, zeroed on A2/A3, kept on the CPU simulator."""
    import ml_dtypes
    dt = np.dtype(ml_dtypes.bfloat16) if t == "bf16" else np.dtype({"i": "int", "u": "uint", "f": "float"}[t[0]] + t[1:])
    it = "u32" if dt.itemsize == 4 else "u16"
    ub = np.zeros(4096, np.uint8)
    s = tile(ub, 0, t, 2, 16, 2, 3)
    ix = tile(ub, 512, it, 2, 16, 2, 3)
    d = tile(ub, 1024, t, 3, 16, 3, 4)
    s.values()[:] = (np.arange(32).reshape(2, 16) + 1).astype(dt)
    places = np.array([[5, 40, 5, 7] + [0] * 12, [47, 0, 9, 1] + [0] * 12])
    ix.values()[:] = places.astype(ix.values().dtype)
    ub[1024:1024 + 48 * dt.itemsize] = 0x11
    if target == "a5":
        with pytest.raises(S.SemanticsError, match="3x4 elements of %src are read, but it is a 2x16 tile"):
            S.tscatter(s, ix, d, target=target)
        return
    S.tscatter(s, ix, d, target=target)
    want = np.frombuffer(bytes([0x11] * 48 * dt.itemsize), dt).copy() if target == "cpu" else np.zeros(48, dt)
    for i in range(2):  # the indices' valid region, row after row
        for j in range(3):
            want[places[i, j]] = s.values()[i, j]
    assert d.values().reshape(-1).tobytes() == want.tobytes()


def test_tscatter_on_a5_walks_dsts_valid_region():
    ub = np.zeros(4096, np.uint8)
    s, ix, d = tile(ub, 0, "f32", 2, 8, 1, 2), tile(ub, 256, "i32", 2, 8, 1, 2), tile(ub, 512, "f32", 2, 8, 2, 3)
    s.values()[:] = np.arange(16, dtype=np.float32).reshape(2, 8) + 1
    ix.values()[:] = np.array([[3, 4, 5] + [0] * 5, [6, 7, 8] + [0] * 5])
    ub[512:512 + 64] = 0x22
    S.tscatter(s, ix, d, target="a5")
    want = np.zeros(16, np.float32)
    want[[3, 4, 5, 6, 7, 8]] = [1, 2, 3, 9, 10, 11]  # dst's 2 x 3 valid region of src and indices
    assert d.values().reshape(-1).tolist() == want.tolist()
    ix.values()[0, 0] = 16
    with pytest.raises(S.SemanticsError, match=r"index 16 at \(0, 0\) is past dst's 16 elements"):
        S.tscatter(s, ix, d, target="a5")


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_a_kernel_scatters_a_reversed_row(target):
    text = """func.func @k(%p: !pto.ptr<f32>, %i: !pto.ptr<i32>, %o: !pto.ptr<f32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %vp = pto.make_tensor_view %p, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>
    %vi = pto.make_tensor_view %i, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xi32>
    %vo = pto.make_tensor_view %o, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>
    %pp = pto.partition_view %vp, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x32xf32>
    %pi = pto.partition_view %vi, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<1x32xi32>
    %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x32xf32>
    %tp = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
    %ti = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>
    %to = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
    pto.tload ins(%pp : !pto.partition_tensor_view<1x32xf32>) outs(%tp : !pto.tile_buf<vec, 1x32xf32>)
    pto.tload ins(%pi : !pto.partition_tensor_view<1x32xi32>) outs(%ti : !pto.tile_buf<vec, 1x32xi32>)
    pto.tscatter ins(%tp, %ti : !pto.tile_buf<vec, 1x32xf32>, !pto.tile_buf<vec, 1x32xi32>) outs(%to : !pto.tile_buf<vec, 1x32xf32>)
    pto.tstore ins(%to : !pto.tile_buf<vec, 1x32xf32>) outs(%po : !pto.partition_tensor_view<1x32xf32>)
    return
}
"""
    p = np.arange(32, dtype=np.float32) + 0.5
    i = np.arange(31, -1, -1, dtype=np.int32)
    res = ptoisa.run(text, args={"p": p, "i": i, "o": np.zeros(32, np.float32)}, target=target)
    assert res.buffers["o"].tolist() == p[::-1].tolist()
