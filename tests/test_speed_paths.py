"""The fast paths of `ptoisa run` (benchmarks/bench_softmax.py) give the bits of their slow paths.

Each shortcut is pinned against its fallback, or against an answer worked out here:
- _canonical_nan looks for a NaN with one min reduction (f32) before it builds a mask;
- _extremum reduces f32 rows with numpy's max/min and falls back to fmax/fmin where a row holds a NaN;
- the row- and column-expand operands are read through broadcast views, not copies;
- the cost of each (op, type, tile) is kept (`run.cost_each`);
- a launch zeroes only the on-chip memories its plans were handed;
- `run` keeps the programs it ran (KEEP_PROGRAMS), read, verified and planned.
"""
import sys
from pathlib import Path

import numpy as np
import pytest

import ptoisa
from helpers import assert_bits_equal, bits_of
from ptoisa.interp import run as RUN
from ptoisa.interp.run import Kernel
from ptoisa_ref import semantics as S
from ptoisa_ref.runtime import arith as A
from ptoisa_ref.runtime.reduce import _extremum

import ml_dtypes

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
sys.path.insert(0, str(EXAMPLES))
from run_examples import CASES  # noqa: E402 (the examples' own arguments)

RNG = np.random.default_rng(31)
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # NaN and division edge values on purpose
QUIET = {np.dtype(np.float32): 0x7FC00000, np.dtype(np.float64): 0x7FF8000000000000,
         np.dtype(np.float16): 0x7E00, np.dtype(ml_dtypes.bfloat16): 0x7FC0}
UINT = {2: np.uint16, 4: np.uint32, 8: np.uint64}


# --- _canonical_nan ----------------------------------------------------------------------

def _with_nans(dtype, shape, nans):
    x = RNG.standard_normal(shape).astype(dtype)
    flat = x.reshape(-1)
    flat[:4] = np.array([-0.0, np.inf, -np.inf, 0.0]).astype(dtype)
    flat.view(UINT[x.dtype.itemsize])[4] = 1  # the smallest subnormal
    if nans:
        u = UINT[x.dtype.itemsize]
        top = np.iinfo(u).max
        exp_all = bits_of(np.array(np.inf, dtype))  # the exponent's bits set, no fraction
        payloads = [exp_all | u(1), exp_all | u(3), (exp_all | u(5)) | (u(top) ^ (u(top) >> u(1)))]  # signalling, negative
        for i, p in zip((7, 11, len(flat) - 1), payloads):
            flat.view(u)[i] = p
    return x


@pytest.mark.parametrize("dtype", [np.float32, np.float16, ml_dtypes.bfloat16])
@pytest.mark.parametrize("nans", [False, True])
def test_canonical_nan_min_check_equals_the_mask(dtype, nans, monkeypatch):
    x = _with_nans(np.dtype(dtype), (6, 16), nans)
    want = bits_of(x).copy()
    isnan = np.isnan(x)
    want[isnan] = QUIET[np.dtype(dtype)]  # by hand: every NaN lane the positive quiet NaN, the rest kept
    fast = A._canonical_nan(x.copy())
    assert_bits_equal(bits_of(fast), want, "fast")
    monkeypatch.setattr(A, "_MIN_FINDS_NAN", ())  # the mask every time
    assert_bits_equal(A._canonical_nan(x.copy()), fast, "slow")


def test_canonical_nan_keeps_empty_and_integer_arrays():
    assert A._canonical_nan(np.zeros((0, 4), np.float32)).shape == (0, 4)
    i = np.array([1, -2], np.int32)
    assert A._canonical_nan(i) is i


# --- _extremum -----------------------------------------------------------------------------

def _first_winner(rows, combine):
    """The pseudocode by hand: start at -inf (max) or +inf (min), take a lane only when it beats
    the value held (strictly; a NaN never does), so the first of equal lanes gives the bits."""
    out = []
    for row in rows:
        best = row.dtype.type(-np.inf if combine == "max" else np.inf)
        for v in row:
            if (v > best) if combine == "max" else (v < best):
                best = v
        out.append(best)
    return np.array(out, dtype=rows.dtype)


@pytest.mark.parametrize("dtype", [np.float32, np.float16])
@pytest.mark.parametrize("combine", ["max", "min"])
@pytest.mark.parametrize("nan_rows", [False, True])
def test_extremum_max_first_then_fmax(dtype, combine, nan_rows):
    x = (RNG.standard_normal((12, 64)) * 4).astype(dtype)
    x[0] = 0.0
    x[0, 5] = -0.0  # a +-0 tie: the first lane's bits
    x[1] = -0.0
    x[1, 9] = 0.0
    x[2] = -np.inf if combine == "max" else np.inf  # nothing beats the start value
    x[3, 7] = np.inf
    x[3, 8] = -np.inf
    x[4, :] = np.finfo(dtype).smallest_subnormal
    x[4, 60] = -np.finfo(dtype).smallest_subnormal
    if nan_rows:  # numpy's max gives NaN there: the fmax path decides every row
        x[5, 3] = np.nan
        x[6] = np.nan
        x[7, 0] = np.nan
    best = _extremum(x, None, combine, False)[0]
    assert_bits_equal(best, _first_winner(x, combine), f"{dtype.__name__} {combine}")
    if nan_rows:  # the rows without NaN agree with the same rows reduced without the NaN rows
        clean = np.delete(x, [5, 6, 7], axis=0)
        assert_bits_equal(np.delete(best, [5, 6, 7]), _extremum(clean, None, combine, False)[0])


@pytest.mark.parametrize("dtype", [np.float32, np.float16, ml_dtypes.bfloat16])
@pytest.mark.parametrize("combine", ["max", "min"])
def test_a5_rows_start_from_the_first_chunk(dtype, combine):
    """A5's row max/min takes the first chunk's result as the accumulator instead of combining it
    with the start value: vmax(-inf, c) / vmin(+inf, c) is c, bit for bit, NaN and -0 included;
    and the whole reduction equals the per-row loop over chunks of 256 bytes."""
    from ptoisa_ref.runtime.tile_reduce import _a5_rows, _lane
    from ptoisa_ref.runtime.reduce import _start_value
    dt = np.dtype(dtype)
    c = (RNG.standard_normal(64) * 3).astype(dt)
    c[:6] = np.array([np.nan, -0.0, 0.0, np.inf, -np.inf, -np.nan]).astype(dt)
    start = np.full(64, _start_value(dt, combine), dt)
    assert_bits_equal(_lane(start, c, combine), c)
    lanes = 256 // dt.itemsize
    v = (RNG.standard_normal((5, 2 * lanes)) * 3).astype(dt)
    v[1, 3] = np.nan
    v[2, lanes + 1] = np.nan
    v[3] = -0.0
    v[3, lanes + 2] = 0.0
    want = []
    for row in v:  # by hand: each chunk's first strict winner, then start, chunk 0, chunk 1 combined by vmax/vmin
        acc = _start_value(dt, combine)
        for part in (row[:lanes], row[lanes:]):
            best = _first_winner(part[None], combine)[0]
            beats = (acc > best) if combine == "max" else (acc < best)
            acc = acc if (np.isnan(acc) or (beats and not np.isnan(best))) else best
        want.append(acc)
    assert_bits_equal(_a5_rows(v, {2: "f16", 4: "f32"}.get(dt.itemsize) if dt != ml_dtypes.bfloat16 else "bf16",
                               combine), np.array(want, dt))


def _std_rows(v, combine):
    """The CPU simulator's loop by hand: start at column 0, take a later element only when the
    running value compares below it (max) or it compares below the running value (min)."""
    out = []
    for row in v:
        r = row[0]
        for x in row[1:]:
            if (r < x) if combine == "max" else (x < r):
                r = x
        out.append(r)
    return np.array(out, dtype=v.dtype)


@pytest.mark.parametrize("dtype", [np.float32, np.float16])
@pytest.mark.parametrize("combine", ["max", "min"])
@pytest.mark.parametrize("special", [False, True])
def test_cpu_rows_one_reduction_or_the_loop(dtype, combine, special):
    """cpu's row max/min: one numpy reduction where no row holds a NaN or a zero extremum, the
    loop over the columns where one does (a NaN in column 0 sticks; +0 and -0 tie)."""
    from ptoisa_ref.runtime.tile_reduce import _cpu_rows
    v = (RNG.standard_normal((16, 40)) * 4).astype(dtype)
    v[0, 7] = np.inf
    v[1, :] = -np.inf
    if special:
        v[2, 0] = np.nan
        v[3, 5] = np.nan
        v[4] = 0.0
        v[4, 3] = -0.0
        v[5] = -0.0
        v[5, 9] = 0.0
    name = "f32" if dtype == np.float32 else "f16"
    assert_bits_equal(_cpu_rows(v, name, combine, name), _std_rows(v, combine), f"{name} {combine}")


# --- the four-list merge (tmrgsort, and the vector merge it runs) ----------------------------------

def _records(scores, dtype, first_index):
    """8-byte records: the score's bits in the low word (f16: its 16 bits), an index in the high."""
    words = np.zeros((len(scores), 2), np.uint32)
    words[:, 0] = np.asarray(scores, dtype).view({2: np.uint16, 4: np.uint32}[np.dtype(dtype).itemsize])
    words[:, 1] = np.arange(first_index, first_index + len(scores))
    return words


def _sorted_list(dtype, n):
    v = RNG.choice(np.array([3.0, 1.5, 1.5, 0.0, -0.0, -2.0, np.inf, -np.inf, 7.25]), n)
    v = np.concatenate([v[:n - 1], RNG.choice(np.array([np.nan, 1.5]), 1)]) if n else v
    nan = np.isnan(v)
    return np.concatenate([-np.sort(-v[~nan], kind="stable"), v[nan]]).astype(dtype)


def _count_sorts(monkeypatch):
    """Record whether each merge went by one sort (True) or record by record (None)."""
    from ptoisa_ref.runtime import memory_ops as MO
    seen, real = [], MO._merge_sorted

    def counted(*a):
        got = real(*a)
        seen.append(got is not None)
        return got
    monkeypatch.setattr(MO, "_merge_sorted", counted)
    return seen


def _merge_both_ways(lists, dtype, stop, repeat=1, monkeypatch=None):
    from ptoisa_ref.runtime import memory_ops as MO
    from ptoisa_ref.runtime.tile_sort import _TMRGSORT
    from ptoisa_ref.runtime.memory import Ptr
    lengths = [len(x) for x in lists]
    out = []
    for by_sort in (True, False):
        monkeypatch.setattr(MO, "MERGE_BY_SORT", by_sort)
        ub = np.zeros(16 * 8 * sum(lengths) * repeat + 64, np.uint8)
        at, heads = 0, []
        for r in range(repeat):
            for k, x in enumerate(lists):
                if r == 0:
                    heads.append(Ptr(ub, at, "f32" if np.dtype(dtype).itemsize == 4 else "f16", "ub"))
                rec = _records(x, dtype, 100 * k + 1000 * r)
                ub[at:at + rec.nbytes] = rec.reshape(-1).view(np.uint8)
                at += rec.nbytes
        spr = {}
        dst = Ptr(ub, at, heads[0].elem, "ub")
        count = sum(n << (16 * k) for k, n in enumerate(lengths))
        MO._merge4(_TMRGSORT, spr, dst, tuple(heads), count, repeat | (0xF << 8) | (int(stop) << 12), "a5")
        out.append((ub.copy(), spr["VMS4_SR"]))
    assert_bits_equal(out[0][0], out[1][0], "records")
    assert out[0][1] == out[1][1]
    return out[0]


@pytest.mark.parametrize("dtype", [np.float32, np.float16])
@pytest.mark.parametrize("stop", [False, True])
def test_merge_of_sorted_lists_by_one_sort_equals_record_by_record(dtype, stop, monkeypatch):
    seen = _count_sorts(monkeypatch)
    for lengths in ([4, 4, 4, 4], [5, 0, 3, 7], [1, 6, 0, 0], [0, 0, 0, 0]):
        lists = [_sorted_list(dtype, n) for n in lengths]
        ub, word = _merge_both_ways(lists, dtype, stop, monkeypatch=monkeypatch)
        assert seen and all(seen)  # the fast path ran (and the slow one with MERGE_BY_SORT off)
        if not stop:  # every record, each list's count in its 16 bits
            assert [(word >> (16 * k)) & 0xFFFF for k in range(4)] == lengths


@pytest.mark.parametrize("stop", [False, True])
def test_merge_of_unsorted_lists_falls_back(stop, monkeypatch):
    from ptoisa_ref.runtime import memory_ops as MO
    lists = [_sorted_list(np.float32, 6) for _ in range(4)]
    lists[2] = np.array([1.0, 5.0, np.nan, 2.0, 9.0, -1.0], np.float32)  # out of order: the greedy merge sorts nothing
    seen = _count_sorts(monkeypatch)
    _merge_both_ways(lists, np.float32, stop, monkeypatch=monkeypatch)
    assert seen == [False]


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_tmrgsort_by_one_sort_equals_record_by_record(target, monkeypatch):
    """tmrgsort's two forms on every target (the A5 library merges four groups in one call of
    four repeats; the simulator one group at a time; the list form stops on exhaustion)."""
    from ptoisa_ref.runtime import memory_ops as MO
    got = []
    seen = _count_sorts(monkeypatch)
    x = np.concatenate([_sorted_list(np.float32, 8) for _ in range(16)])
    parts = [_records(_sorted_list(np.float32, n), np.float32, 50 * n) for n in (6, 3, 8)]
    for by_sort in (True, False):
        monkeypatch.setattr(MO, "MERGE_BY_SORT", by_sort)
        mem = np.zeros(16384, np.uint8)
        words = _records(x, np.float32, 0)
        mem[:words.nbytes] = words.reshape(-1).view(np.uint8)
        blocks = S.tmrgsort(S.Tile(mem, 0, "f32", 1, 256), S.Tile(mem, 4096, "f32", 1, 256), block_len=16,
                            target=target)
        lists = [S.Tile(mem, 8192 + 512 * k, "f32", 1, 2 * n) for k, n in enumerate((6, 3, 8))]
        for t, w in zip(lists, parts):
            t.write(w.reshape(-1).view(np.float32).reshape(1, -1))
        taken = S.tmrgsort(lists[0], S.Tile(mem, 12288, "f32", 1, 34), src1=lists[1], src2=lists[2],
                           tmp=S.Tile(mem, 14336, "f32", 1, 34), exhausted="true", mode="lists", target=target)
        got.append((mem.copy(), blocks, taken))
    assert_bits_equal(got[0][0], got[1][0], f"tmrgsort {target}")
    assert got[0][1:] == got[1][1:]
    assert seen and all(seen)


# --- broadcast views of the expanded operand --------------------------------------------------

def _tile(mem, addr, rows, cols, vr=None, vc=None, elem="f32"):
    return S.Tile(mem, addr, elem, rows, cols, valid_rows=vr, valid_cols=vc)


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_row_expand_reads_the_column_once_even_when_dst_overlaps_it(target):
    mem = np.zeros(4096, np.uint8)
    src0 = _tile(mem, 0, 8, 8)
    col = _tile(mem, 512, 8, 8, 8, 1)
    x = RNG.standard_normal((8, 8)).astype(np.float32)
    c = RNG.standard_normal((8, 8)).astype(np.float32)
    c[2, 0], c[3, 0], x[4, 4] = np.nan, -0.0, np.inf
    src0.write(x)
    col.write(c)
    y = c[:, :1] if target == "a5" else c  # a5 reads column 0; the others a block per row, here the one valid column
    y = np.broadcast_to(y[:, :1], (8, 8))
    for op, want in (("trowexpandsub", x - y), ("trowexpandmul", x * y), ("trowexpanddiv", x / y)):
        dst = _tile(mem, 512, 8, 8)  # dst on the column's own bytes: the column is read before it is written
        col.write(c)
        with np.errstate(all="ignore"):
            getattr(S, op)(src0, col, dst, target=target)
        got = dst.values().copy()
        w = want.astype(np.float32)
        w[np.isnan(w)] = np.nan
        if target == "cpu":  # x86's NaN: the first NaN operand quieted (only row 2's column is NaN here)
            assert np.isnan(got[2]).all()
            got[2], w[2] = 0, 0
        else:
            w = np.where(np.isnan(w), np.float32(np.nan), w)
        assert_bits_equal(got, w, f"{op} {target}")


def test_expand_into_its_own_bytes():
    mem = np.zeros(4096, np.uint8)
    c = RNG.standard_normal((8, 8)).astype(np.float32)
    src = _tile(mem, 0, 8, 8, 8, 1)
    src.write(c)
    dst = _tile(mem, 0, 8, 8)
    S.trowexpand(src, dst, target="a5")
    assert_bits_equal(dst.values(), np.repeat(c[:, :1], 8, axis=1))
    r = RNG.standard_normal((8, 8)).astype(np.float32)
    src = _tile(mem, 0, 8, 8, 1, 8)
    src.write(r)
    S.tcolexpand(src, _tile(mem, 0, 8, 8), target="a5")
    assert_bits_equal(_tile(mem, 0, 8, 8).values(), np.repeat(r[:1], 8, axis=0))


# --- launches: memories, costs, kept programs ---------------------------------------------------

LOAD_IF = """func.func @k(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %load: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %vx = pto.make_tensor_view %x, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>
  %vy = pto.make_tensor_view %y, shape = [%c8, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 8x8xf32>
  %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c8, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x8xf32>
  %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c8, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x8xf32>
  %go = arith.cmpi ne, %load, %c0 : index
  scf.if %go {
    pto.tload ins(%px : !pto.partition_tensor_view<8x8xf32>) outs(%t : !pto.tile_buf<vec, 8x8xf32>)
  }
  pto.tstore ins(%t : !pto.tile_buf<vec, 8x8xf32>) outs(%py : !pto.partition_tensor_view<8x8xf32>)
  return
}
"""


def test_a_launch_starts_on_zeroed_memory():
    """The second launch does not load: it stores the tile as a new machine holds it, zeros,
    not what the first launch left in the unified buffer; the memories no plan holds stay zero."""
    x = RNG.standard_normal((8, 8)).astype(np.float32) + 2
    k = Kernel(LOAD_IF)
    first = k({"x": x, "y": np.zeros_like(x), "load": 1})
    assert_bits_equal(first.buffers["y"].reshape(8, 8), x)
    assert first.ub.any()
    second = k({"x": x, "y": np.full_like(x, 7), "load": 0})
    fresh = Kernel(LOAD_IF)({"x": x, "y": np.full_like(x, 7), "load": 0})
    assert_bits_equal(second.buffers["y"], np.zeros(64, np.float32))
    assert_bits_equal(second.ub, fresh.ub)
    assert not second.ub.any()
    assert sorted(k._machine._handed) == ["ub"]
    assert not any(m.any() for space, m in k._machine.memories.items() if space != "ub")


SHIFTED = """func.func @k(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %s: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %vx = pto.make_tensor_view %x, shape = [%c32, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>
  %vy = pto.make_tensor_view %y, shape = [%c32, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 8x8xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %r = arith.muli %i, %s : index
    %px = pto.partition_view %vx, offsets = [%r, %c0], sizes = [%c8, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x8xf32>
    %py = pto.partition_view %vy, offsets = [%r, %c0], sizes = [%c8, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x8xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<8x8xf32>) outs(%t : !pto.tile_buf<vec, 8x8xf32>)
    pto.texp ins(%t : !pto.tile_buf<vec, 8x8xf32>) outs(%t : !pto.tile_buf<vec, 8x8xf32>)
    pto.tstore ins(%t : !pto.tile_buf<vec, 8x8xf32>) outs(%py : !pto.partition_tensor_view<8x8xf32>)
  }
  return
}
"""


def _same_result(a, b):
    assert a.buffers.keys() == b.buffers.keys()
    for name in a.buffers:
        assert_bits_equal(a.buffers[name], b.buffers[name], name)
    assert_bits_equal(a.ub, b.ub, "ub")
    assert (a.op_counts, a.cost_rows, a.cycles, a.cost_notes, a.batched, a.printed, a.returned) == \
        (b.op_counts, b.cost_rows, b.cycles, b.cost_notes, b.batched, b.printed, b.returned)


def test_kept_program_runs_as_a_new_one(monkeypatch):
    """`run` on a text it ran before (its kept Kernel) gives what reading it anew gives, leaves
    the earlier result alone, and tries in passes again a loop an earlier run had to run in order."""
    x = RNG.standard_normal((32, 8)).astype(np.float32)
    y0 = np.zeros_like(x)
    monkeypatch.setattr(RUN, "_kept", {})
    monkeypatch.setattr(RUN, "KEEP_PROGRAMS", 8)
    overlapping = ptoisa.run(SHIFTED, args={"x": x, "y": y0, "s": 0})  # every iteration on rows 0..7: in order
    assert overlapping.batched == 0
    assert len(RUN._kept) == 1
    kept = ptoisa.run(SHIFTED, args={"x": x, "y": y0, "s": 8})
    snapshot = overlapping.buffers["y"].copy(), overlapping.ub.copy()
    monkeypatch.setattr(RUN, "KEEP_PROGRAMS", 0)
    anew = ptoisa.run(SHIFTED, args={"x": x, "y": y0, "s": 8})
    assert anew.batched == 4 and kept.batched == 4
    _same_result(kept, anew)
    assert_bits_equal(overlapping.buffers["y"], snapshot[0])
    assert_bits_equal(overlapping.ub, snapshot[1])
    with np.errstate(all="ignore"):
        assert_bits_equal(kept.buffers["y"].reshape(32, 8), np.exp(x.astype(np.float64)).astype(np.float32))
    assert not y0.any()  # run copies its arguments


@pytest.mark.parametrize("example", ["softmax", "layernorm", "topk"])
@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_kept_examples_equal_fresh_runs(example, target, monkeypatch):
    """The examples run twice through the kept program equal a run read anew (bits, counts,
    costs): the kept plans, the zeroed memories and the kept costs change nothing."""
    args, _ = CASES[example](np.random.default_rng(5))
    text = (EXAMPLES / f"{example}.pto").read_text()
    monkeypatch.setattr(RUN, "_kept", {})
    monkeypatch.setattr(RUN, "KEEP_PROGRAMS", 8)
    first = ptoisa.run(text, args=args, target=target)
    again = ptoisa.run(text, args=args, target=target)
    monkeypatch.setattr(RUN, "KEEP_PROGRAMS", 0)
    RUN.cost_each.cache_clear()
    anew = ptoisa.run(text, args=args, target=target)
    _same_result(first, anew)
    _same_result(again, anew)
