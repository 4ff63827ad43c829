"""The launch's fast paths (benchmarks/bench_softmax.py, issue 20) give the bits of their general paths.

Each shortcut is pinned against the path it stands in for (switched off with monkeypatch) and,
where it computes, against an answer worked out here:
- _extremum_by_bits: an f16/f32 row max/min on the floats' bits as integers (a pairwise tree
  over many rows), rows of negatives only, NaN falling back to the float comparison;
- _rows_by_blocks: one block without the block loop equals the rows taken block by block;
- Batch.region: a pass's moves at evenly spaced addresses (a strided view), descending ones and
  unevenly spaced ones (an index grid) give the bits of the loop run in order;
- TileBatch's unwritten tile repeated by one view (_repeated) is np.broadcast_to's array;
- the cost rows a launch keeps (run._costs), an entry's parameters (run.entry_params) and a
  statement's line: each launch gets new objects with the values worked out afresh.
"""
import numpy as np
import pytest

from helpers import assert_bits_equal
from ptoisa.interp import run as RUN
from ptoisa.interp.run import Kernel
from ptoisa_ref.runtime import reduce as RD
from ptoisa_ref.runtime import tile_reduce as TR
from ptoisa_ref.runtime.tile_batch import _repeated
from test_tile_batch import BLOCKS, block_kernel, both_ways

RNG = np.random.default_rng(20)
pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")  # NaN and division edge values on purpose


# --- _extremum_by_bits ----------------------------------------------------------------------

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


def _edge_rows(dtype, rows, cols):
    x = (RNG.standard_normal((rows, cols)) * 4).astype(dtype)
    x[0] = -np.abs(x[0])  # negatives only: the integer max is below 0
    x[1] = np.abs(x[1])  # positives only: the integer min of the negated values is below 0
    x[2] = -0.0
    x[2, cols - 1] = 0.0  # a +-0 tie
    x[3] = 0.0
    x[3, 0] = -0.0
    x[4] = -np.inf
    x[5] = np.inf
    x[6, cols // 2] = np.inf
    x[6, 0] = -np.inf
    x[7] = np.finfo(dtype).smallest_subnormal
    x[7, 1] = -np.finfo(dtype).smallest_subnormal
    x[8] = -np.finfo(dtype).smallest_subnormal
    x[9] = np.finfo(dtype).max
    x[9, 2] = -np.finfo(dtype).max
    return x


@pytest.mark.parametrize("dtype", [np.float32, np.float16])
@pytest.mark.parametrize("combine", ["max", "min"])
@pytest.mark.parametrize("rows, cols", [(300, 64), (12, 64), (300, 48), (11, 5), (260, 1)])
def test_extremum_by_bits_equals_the_float_path(dtype, combine, rows, cols, monkeypatch):
    """300 x 64: the pairwise tree; 12 rows or 48 columns: numpy's integer reduction; 1 column:
    the values themselves. The extremum (with +-0 settled by _extremum) equals the pseudocode
    by hand and the float comparison the bits path replaces."""
    x = _edge_rows(np.dtype(dtype), rows, cols) if rows >= 10 and cols >= 3 else \
        (RNG.standard_normal((rows, cols)) * 3).astype(dtype)
    if cols == 1:
        x[:4, 0] = [-0.0, 0.0, -np.inf, np.finfo(dtype).smallest_subnormal]
    by_bits = RD._extremum_by_bits(x, combine)
    assert by_bits is not None
    assert np.array_equal(by_bits, (np.max if combine == "max" else np.min)(x, axis=-1))  # values (+0 == -0)
    fast = RD._extremum(x, None, combine, False)[0]
    assert_bits_equal(fast, _first_winner(x, combine), "by hand")
    monkeypatch.setattr(RD, "_extremum_by_bits", lambda x, combine: None)
    assert_bits_equal(RD._extremum(x, None, combine, False)[0], fast, "the float path")


@pytest.mark.parametrize("dtype", [np.float32, np.float16])
@pytest.mark.parametrize("negative", [False, True])
def test_extremum_by_bits_leaves_nan_to_the_float_path(dtype, negative):
    x = (RNG.standard_normal((300, 64)) * 4).astype(dtype)
    x[17, 40] = -np.nan if negative else np.nan  # a negative NaN's bits are the lowest integers
    assert RD._extremum_by_bits(x, "max") is None
    assert RD._extremum_by_bits(x, "min") is None
    best = RD._extremum(x, None, "max", False)[0]
    assert_bits_equal(best, _first_winner(x, "max"))  # the NaN lane never wins


def test_extremum_by_bits_takes_only_f16_and_f32():
    assert RD._extremum_by_bits(np.arange(6, dtype=np.int32).reshape(2, 3), "max") is None
    assert RD._extremum_by_bits(np.ones((2, 3)), "max") is None  # f64
    assert RD._extremum_by_bits(np.ones((0, 3), np.float32), "max") is None
    x = np.ones((4, 1), np.float32)
    r = RD._extremum_by_bits(x, "max")
    r[0] = 5  # the result is its own array, never a view of the source
    assert x[0, 0] == 1


# --- _rows_by_blocks -------------------------------------------------------------------------

def _tree_sum(row):
    """vcadd by hand: adjacent lanes added pairwise, level by level, in f32."""
    v = list(row)
    while len(v) > 1:
        v = [np.float32(v[k] + v[k + 1]) for k in range(0, len(v), 2)]
    return v[0]


@pytest.mark.parametrize("combine", ["max", "add"])
def test_one_block_equals_the_rows_taken_block_by_block(combine, monkeypatch):
    x = (RNG.standard_normal((96, 64)) * 4).astype(np.float32)
    x[5] = -np.abs(x[5])
    x[6, 9] = np.inf
    spec = {"order": "chunked", "nan": "canonical"}
    whole = TR._rows_by_blocks(x, "f32", combine, spec)  # 24 KiB: one block
    want = _first_winner(x, "max") if combine == "max" else np.array([_tree_sum(r) for r in x], np.float32)
    assert_bits_equal(whole, want, "by hand")
    monkeypatch.setattr(TR, "_BLOCK_BYTES", 64 * 4 * 7)  # 7 rows a block: 14 blocks, the last short
    assert_bits_equal(TR._rows_by_blocks(x, "f32", combine, spec), whole, "block by block")


# --- Batch.region ----------------------------------------------------------------------------

def _offsets_kernel(index_expr, total_blocks, rows=4):
    """block_kernel's tneg over blocks at row offset (index_expr of %i) * rows of a tensor of
    total_blocks blocks."""
    src = block_kernel("f32", rows, 64, rows, 64, "pto.tneg ins(%tile_a : {tile}) outs(%tile_c : {tile})",
                       names="ac", tile_names="ac")
    src = src.replace(f"%total = arith.constant {BLOCKS * rows} : index", f"%total = arith.constant {total_blocks * rows} : index")
    return src.replace("%r = arith.muli %i, %rows : index", index_expr + "\n    %r = arith.muli %j, %rows : index")


@pytest.mark.parametrize("index_expr, total_blocks, blocks", [
    ("%j = arith.addi %i, %c0 : index", BLOCKS, list(range(BLOCKS))),  # evenly spaced, ascending: a strided view
    ("%c3 = arith.constant 3 : index\n    %j = arith.subi %c3, %i : index", BLOCKS, [3, 2, 1, 0]),  # descending
    ("%j = arith.muli %i, %i : index", 10, [0, 1, 4, 9]),  # unevenly spaced: an index grid
])
def test_pass_moves_at_any_spacing_give_the_loops_bits(index_expr, total_blocks, blocks):
    a = RNG.standard_normal((total_blocks * 4, 64)).astype(np.float32)
    a[1, 1] = -0.0
    a[2, 2] = np.inf
    c = RNG.standard_normal(a.shape).astype(np.float32)  # what the kernel does not store stays
    result = both_ways(_offsets_kernel(index_expr, total_blocks), {"a": a, "c": c})
    assert result.batched == BLOCKS  # the pass ran (both_ways compares it with the loop in order)
    want = c.copy()
    for b in blocks:  # by hand: each block the loop visits negated into c
        want[4 * b:4 * b + 4] = -a[4 * b:4 * b + 4]
    assert_bits_equal(result.buffers["c"].reshape(a.shape), want)


# --- TileBatch's repeated tile ----------------------------------------------------------------

@pytest.mark.parametrize("dtype", [np.float32, np.int8, np.float16])
def test_repeated_is_broadcast_to(dtype):
    a = (RNG.standard_normal((3, 5)) * 9).astype(dtype)
    r = _repeated(a, 4)
    want = np.broadcast_to(a, (4, 3, 5))
    assert r.shape == want.shape and r.strides == want.strides and r.dtype == want.dtype
    assert_bits_equal(r, want)
    assert not r.flags.writeable
    with pytest.raises(ValueError):
        r[0, 0, 0] = 1


# --- what a launch keeps ----------------------------------------------------------------------

SOFTMAX_LIKE = block_kernel("f32", 4, 64, 4, 64, "pto.texp ins(%tile_a : {tile}) outs(%tile_c : {tile})",
                            names="ac", tile_names="ac")


def test_kept_cost_rows_are_new_each_launch_and_equal_to_a_fresh_count(monkeypatch):
    a = RNG.standard_normal((BLOCKS * 4, 64)).astype(np.float32)
    k = Kernel(SOFTMAX_LIKE)
    first = k({"a": a, "c": np.zeros_like(a)})
    rows = [(r.op, r.dtype, r.executions, r.cycles_each, r.line, r.tile, r.loc) for r in first.cost_rows]
    first.cost_rows[0].executions = -1  # a caller's change to its result's rows
    first.cost_notes.append("mine")
    second = k({"a": a, "c": np.zeros_like(a)})
    assert [(r.op, r.dtype, r.executions, r.cycles_each, r.line, r.tile, r.loc) for r in second.cost_rows] == rows
    assert "mine" not in second.cost_notes and second.cycles == first.cycles
    monkeypatch.setattr(RUN, "_kept_costs", {})  # worked out afresh: the same rows
    fresh = k({"a": a, "c": np.zeros_like(a)})
    assert [(r.op, r.dtype, r.executions, r.cycles_each, r.line, r.tile, r.loc) for r in fresh.cost_rows] == rows
    lines = {r.op: r.line for r in fresh.cost_rows}  # each op's row names the line of its statement
    text_lines = SOFTMAX_LIKE.splitlines()
    for op, line in lines.items():
        assert op in text_lines[line - 1], (op, line)


def test_entry_params_are_a_new_list_each_time():
    k = Kernel(SOFTMAX_LIKE)
    first = RUN.entry_params(k.fn)
    first.append(("z", None))
    assert RUN.entry_params(k.fn) == [("a", "!pto.ptr<f32>"), ("c", "!pto.ptr<f32>")]
    other = Kernel(SOFTMAX_LIKE.replace("%a: !pto.ptr<f32>", "%q: !pto.ptr<f32>").replace("%a,", "%q,"))
    assert RUN.entry_params(other.fn)[0][0] == "q"  # another function: its own parameters
