"""Family properties, checked on inputs hypothesis generates."""
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from helpers import assert_bits_equal, bits_of
from ptoisa_ref import semantics as S
from reference import LANES, NP, is_float, wrap

INTS = ["i16", "i32"]
SETTINGS = settings(max_examples=60, deadline=None)


def register(t, finite=True):
    dtype = np.dtype(NP[t])
    if is_float(t):
        elements = st.floats(-1e4, 1e4, width=dtype.itemsize * 8) if finite else \
            st.floats(width=dtype.itemsize * 8, allow_nan=True, allow_infinity=True)
    else:
        elements = st.integers(np.iinfo(dtype).min, np.iinfo(dtype).max)
    return hnp.arrays(dtype, (LANES[t],), elements=elements)


def mask(t):
    return hnp.arrays(np.bool_, (LANES[t],))


@SETTINGS
@given(st.sampled_from(INTS).flatmap(lambda t: st.tuples(st.just(t), register(t), mask(t))))
def test_masked_vcadd_is_the_sum_of_the_active_lanes(case):
    t, x, m = case
    out = S.vcadd(x, m)
    wide = {"i16": "i32", "u16": "u32", "i8": "i16", "u8": "u16"}.get(t, t)  # D-NARROWSUM
    assert int(out[0]) == wrap(sum(int(v) for v, a in zip(x, m) if a), wide)
    assert not out[1:].any() and out.dtype == NP[wide]


@SETTINGS
@given(hnp.arrays(np.float32, (64,), elements=st.integers(-2**10, 2**10).map(float)), mask("f32"))
def test_vcadd_on_exactly_representable_sums_is_order_free(x, m):
    # Small integers: every partial sum is exact, so any order gives the true sum.
    assert S.vcadd(x, m)[0] == sum(float(v) for v, a in zip(x, m) if a)


@SETTINGS
@given(st.sampled_from(["i16", "i32", "f16", "f32"]).flatmap(lambda t: st.tuples(st.just(t), register(t), mask(t))))
def test_group_reductions_agree_with_reshaping_into_vlanes(case):
    t, x, m = case
    k = LANES[t] // 8
    g, gm = x.reshape(8, k), m.reshape(8, k)
    mx, mn = S.vcgmax(x, m), S.vcgmin(x, m)
    low, high = (-np.inf, np.inf) if is_float(t) else (np.iinfo(x.dtype).min, np.iinfo(x.dtype).max)
    for i in range(8):
        if gm[i].any() and not np.isnan(g[i][gm[i]]).any():
            assert mx[i] == g[i][gm[i]].max() and mn[i] == g[i][gm[i]].min()
        elif not gm[i].any():  # an empty VLane: the start value
            assert mx[i] == low and mn[i] == high
    assert not mx[8:].any() and not mn[8:].any()
    if t in INTS:
        sums = S.vcgadd(x, m)[:8]
        assert [int(s) for s in sums] == [wrap(sum(int(v) for v in g[i][gm[i]]), t) for i in range(8)]


@SETTINGS
@given(st.sampled_from(["i16", "i32", "f16", "f32"]).flatmap(lambda t: st.tuples(st.just(t), register(t), mask(t))))
def test_vcmax_value_sits_at_its_index(case):
    t, x, m = case
    out = S.vcmax(x, m)
    idx = int(bits_of(out)[1])
    start = x.dtype.type(-np.inf) if is_float(t) else np.iinfo(x.dtype).min  # -INF / INT_MIN
    beats = m & (x > start)
    if not beats.any():  # D-ARGPACK, read literally: the start value with index 0
        assert out[0] == start and idx == 0
        return
    assert m[idx] and out[0] == x[idx] == x[beats].max()
    assert idx == int(np.flatnonzero(beats & (x == x[beats].max()))[0])  # lowest index on ties


@SETTINGS
@given(hnp.arrays(np.float32, (64,), elements=st.integers(-100, 100).map(float)), mask("f32"))
def test_vcpadd_pairs_sum_to_the_masked_total(x, m):
    out = S.vcpadd(x, m)
    assert out[:32].sum() == sum(float(v) for v, a in zip(x, m) if a)  # small integers: exact
    assert np.all(out[:32] == np.where(m, x, 0).reshape(32, 2).sum(axis=1)) and not out[32:].any()


@SETTINGS
@given(st.sampled_from(["vabs", "vneg", "vexp", "vsqrt", "vrelu", "vmov"]),
       register("f32", finite=False), register("f32"), mask("f32"))
def test_unary_predication_forms(op, x, prior, m):
    fn = getattr(S, op)
    full = fn(x)
    zeroing, merging = fn(x, m), fn(x, m, prior=prior)
    assert_bits_equal(zeroing[m], full[m])
    assert_bits_equal(merging[m], full[m])
    assert not bits_of(zeroing[~m]).any()
    assert_bits_equal(merging[~m], prior[~m])


@SETTINGS
@given(hnp.arrays(np.float32, st.tuples(st.integers(1, 6), st.integers(1, 9)),
                  elements=st.floats(-1e3, 1e3, width=32)))
def test_tcolargmin_points_at_the_column_minimum(x):
    vals, idx = S.tcolargmin(x, mode="value_index")
    for j in range(x.shape[1]):
        assert x[idx[0, j], j] == x[:, j].min() == vals[0, j]
        assert idx[0, j] == int(np.flatnonzero(x[:, j] == x[:, j].min())[0])


@SETTINGS
@given(hnp.arrays(np.int32, st.tuples(st.integers(1, 5), st.integers(1, 40))))
def test_trowsum_int32_wraps(x):
    out = S.trowsum(x)
    assert [int(v) for v in out[:, 0]] == [wrap(sum(int(v) for v in row), "i32") for row in x]
