"""The launch's fast paths (benchmarks/bench_softmax.py, issue 20) give the bits of their general paths.

Each shortcut is pinned against the path it stands in for (switched off with monkeypatch) and,
where it computes, against an answer worked out here:
- _extremum_by_bits: an f16/f32 row max/min on the floats' bits as integers (a pairwise tree
  over many rows), rows of negatives only, NaN falling back to the float comparison;
"""
import numpy as np
import pytest

from helpers import assert_bits_equal
from ptoisa_ref.runtime import reduce as RD

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
