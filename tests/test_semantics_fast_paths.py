"""The semantics' fast paths against the plain formulas they stand for, bit for bit.

Large batches go through blocks of registers (semantics._BLOCK_BYTES), and several ops take a
whole-array numpy operation on a block unless a lane of it needs the general rule: np.abs and
np.maximum / np.minimum (except on a zero or a NaN), a cast for f32 conversions (except past the
range, NaN or an overflow), the double sum of a multiply-add (except where it sits on a midpoint
of T). Each test here builds a batch of several blocks in which only some registers hold such
lanes, so that both paths run in one call, and compares every lane with a formula written here
(np.where on the op's expression, take_along_axis, argsort, an in-order loop) or with
tests/reference.py's exact lanes."""
import math
from fractions import Fraction

import numpy as np
import pytest

from helpers import assert_bits_equal, bits_of
from ptoisa_ref import semantics as S
from reference import BITS, LANES, NP, convert_lane, is_float, round_to_float

RNG = np.random.default_rng(20261124)


def batch_rows(t):
    """Registers of type t for a batch of three blocks and a part of one."""
    return 3 * S._BLOCK_BYTES // (LANES[t] * BITS[t] // 8) + 5


def ordinary(t, shape):
    """Values of type t with no zero, NaN or infinity (the fast paths' common case)."""
    if is_float(t):
        x = RNG.standard_normal(shape) * 4
        return np.where(np.abs(x) < 1e-3, 1.0, x).astype(NP[t])
    info = np.iinfo(NP[t])
    x = RNG.integers(info.min, info.max, shape, endpoint=True, dtype=np.int64)
    return np.where(x == 0, 1, x).astype(NP[t])


def with_lanes(x, row, values):
    """x with `values` written into the first lanes of register `row`."""
    x = x.copy()
    x[row, :len(values)] = np.array(values).astype(x.dtype)
    return x


ZEROS_AND_NANS = [0.0, -0.0, 0.0, -0.0, math.nan, -math.nan, 1.0, -1.0]


def nan_payloads(x, row):
    """Distinct NaN payloads (quiet, signalling, negative) into register `row` after lane 8."""
    bits = bits_of(x)
    top = BITS[next(t for t in NP if NP[t] == x.dtype.type)] - 1
    exp_mask = {31: 0x7F800000, 15: 0x7C00 if x.dtype == np.float16 else 0x7F80}[top]
    for k, payload in enumerate((1, 3, 1 << (top - 10), 5)):
        bits[row, 8 + k] = exp_mask | payload | ((1 << top) if k % 2 else 0)
    return x


@pytest.mark.parametrize("t", ["f32", "f16", "i32", "i16", "i8"])
def test_vabs_fast_path_keeps_minus_zero_and_nan_bits(t):
    rows = batch_rows(t)
    x = ordinary(t, (rows, LANES[t]))
    special = rows // 2  # one register of the middle block holds -0, +0 and NaNs
    if is_float(t):
        x = nan_payloads(with_lanes(x, special, ZEROS_AND_NANS), special)
    else:
        x = with_lanes(x, special, [np.iinfo(NP[t]).min, 0, -1, 1])
    with np.errstate(over="ignore"):
        want = np.where(x < 0, -x, x)  # the expression: -0 and NaN are not < 0, so they stay
    assert_bits_equal(S.vabs(x), want, f"vabs {t}")
    mask = RNG.random(x.shape) < 0.7
    prior = ordinary(t, x.shape)
    assert_bits_equal(S.vabs(x, mask), np.where(mask, want, np.zeros_like(want)), f"vabs {t} zeroing")
    assert_bits_equal(S.vabs(x, mask, prior=prior), np.where(mask, want, prior), f"vabs {t} merging")


@pytest.mark.parametrize("t", ["f32", "f16", "bf16", "i32", "u16", "i8"])
@pytest.mark.parametrize("name", ["vmax", "vmin", "vmaxs", "vmins"])
def test_vmax_vmin_fast_path_keeps_ties_and_nan_bits(name, t):
    """(x > y || isnan(x)) ? x : y: a ±0 tie gives y, a NaN in x gives x's bits, else y's."""
    rows = batch_rows(t)
    x, y = ordinary(t, (rows, LANES[t])), ordinary(t, (rows, LANES[t]))
    special = rows // 2
    if is_float(t):  # ties of zeros both ways, NaN in x, in y, in both (different payloads)
        x = nan_payloads(with_lanes(x, special, [0.0, -0.0, -0.0, 0.0, math.nan, 2.0, -math.nan, 1.0]), special)
        y = nan_payloads(with_lanes(y, special, [-0.0, 0.0, -0.0, 0.0, 3.0, math.nan, math.nan, 1.0]), special)
        y[special, 8:12] = y[special, 8:12][::-1]
    scalar = name.endswith("s")
    if scalar:  # vmaxs / vmins: the scalar against every lane (a zero scalar makes ties)
        s = NP[t](-0.0) if is_float(t) else NP[t](3)
        y = np.full_like(x, s)
    fn = getattr(S, name)
    beats = np.greater if name.startswith("vmax") else np.less
    with np.errstate(invalid="ignore"):
        want = np.where(beats(x, y) | (np.isnan(x) if is_float(t) else False), x, y)
    got = fn(x, s) if scalar else fn(x, y)
    assert_bits_equal(got, want, f"{name} {t}")
    mask = RNG.random(x.shape) < 0.6
    prior = ordinary(t, x.shape)
    got = fn(x, s, mask, prior=prior) if scalar else fn(x, y, mask, prior=prior)
    assert_bits_equal(got, np.where(mask, want, prior), f"{name} {t} merging")


@pytest.mark.parametrize("t", ["f32", "f16", "bf16", "i16", "u8"])
@pytest.mark.parametrize("name", ["vadd", "vsub", "vmul", "vadds", "vmuls", "vneg"])
def test_operators_written_into_the_result_blocks(name, t):
    """An expression that is one operator on the inputs writes each block's result in place:
    the same bits as the operator, NaN made canonical where the op's rule says so (D-NAN)."""
    if t not in S.OPS[name]:
        pytest.skip(f"{name} has no {t} lanes")
    rows = batch_rows(t)
    x, y = ordinary(t, (rows, LANES[t])), ordinary(t, (rows, LANES[t]))
    if is_float(t):
        x = nan_payloads(with_lanes(x, rows // 2, [math.inf, -math.inf, -0.0]), rows // 2)
        y = with_lanes(y, rows // 2, [-math.inf, math.inf, -0.0])
    s = NP[t](3)
    fn = getattr(S, name)
    got = fn(x) if name == "vneg" else fn(x, s) if name.endswith("s") else fn(x, y)
    with np.errstate(all="ignore"):
        second = s if name.endswith("s") else y
        want = {"vadd": x + second, "vsub": x - second, "vmul": x * second, "vneg": -x}[name[:4]]
    if is_float(t) and S.SPECS[name]["a5"]["nan"] == "canonical":
        want = np.where(np.isnan(want), NP[t](math.nan), want)
    assert_bits_equal(got, want, f"{name} {t}")


@pytest.mark.parametrize("t", ["f32", "f16", "bf16"])
def test_vtrc_modes_written_into_the_result_blocks(t):
    """Each round_mode over several blocks; infinities stay, a NaN keeps its sign and comes out
    quiet, with its payload for f32 and f16 (numpy's rounding functions) and without it for bf16
    (ml_dtypes' go through f32 and back), as before the lanes were written in place."""
    rows = batch_rows(t)
    x = (RNG.standard_normal((rows, LANES[t])) * 100).astype(NP[t])
    x = nan_payloads(with_lanes(x, rows // 2, [0.5, -0.5, 1.5, -2.5, math.inf, -math.inf, -0.0]), rows // 2)
    with np.errstate(invalid="ignore"):  # signalling NaNs
        f, nan = x.astype(np.float64), np.isnan(x)
        exact = {"R": np.rint(f), "A": np.copysign(np.floor(np.abs(f) + 0.5), f), "F": np.floor(f), "C": np.ceil(f),
                 "Z": np.trunc(f)}
    bits = bits_of(x)
    quiet = ((bits & 0x8000) | 0x7FC0 if t == "bf16" else bits | {32: 0x00400000, 16: 0x0200}[BITS[t]]).view(NP[t])
    for mode, want in exact.items():
        want = np.where(nan, quiet, want.astype(NP[t]))  # integral values of T are exact in T
        assert_bits_equal(S.vtrc(x, round_mode=mode), want, f"vtrc {t} {mode}")


def test_max_min_fast_path_does_not_trust_numpy_on_zeros_and_nans():
    """np.maximum and np.minimum do not promise which zero or which NaN they return; the fast
    path checks its result, so even an extreme that answers the other way round gives the select."""
    x, y = ordinary("f32", (9, 64)), ordinary("f32", (9, 64))
    ties = (with_lanes(x, 4, [0.0, -0.0]), with_lanes(y, 4, [-0.0, 0.0]))
    nans = (nan_payloads(with_lanes(x, 4, [math.nan, 1.0]), 4), nan_payloads(with_lanes(y, 4, [2.0, math.nan]), 4))
    nans[1][4, 8:12] = nans[1][4, 8:12][::-1]  # both NaN, different payloads: the select keeps x's
    for extreme, beats in ((np.maximum, np.greater), (np.minimum, np.less)):
        swapped = lambda a, b, out=None, extreme=extreme: extreme(b, a, out=out)  # noqa: E731
        for a, b in (ties, nans, (x, y)):
            want = np.where(beats(a, b) | np.isnan(a), a, b)
            assert_bits_equal(S._extreme_select(a, b, swapped, beats, None), want, extreme.__name__)


def test_vcmp_returns_a_fresh_mask_anded_with_the_predicate():
    x, y = ordinary("f32", (batch_rows("f32"), 64)), ordinary("f32", (batch_rows("f32"), 64))
    mask = RNG.random(x.shape) < 0.5
    got = S.vcmp(x, y, cmp_mode="lt")
    assert_bits_equal(got, x < y)
    got[:] = False  # the result is the caller's: writable, and no input changes with it
    assert_bits_equal(S.vcmp(x, y, mask, cmp_mode="le"), (x <= y) & mask)
    assert_bits_equal(S.vcmps(x, np.float32(0.5), mask, cmp_mode="gt"), (x > np.float32(0.5)) & mask)


@pytest.mark.parametrize("t", ["f32", "f16", "i8", "u32", "bf16"])
def test_vselr_gather_takes_the_index_modulo_n_in_every_block(t):
    rows, n = batch_rows(t), LANES[t]
    x = ordinary(t, (rows, n))
    unsigned = {8: np.uint8, 16: np.uint16, 32: np.uint32}[BITS[t]]
    idx = RNG.integers(0, 1 << BITS[t], (rows, n), dtype=np.uint64).astype(unsigned)
    want = np.take_along_axis(x, idx.astype(np.int64) % n, axis=-1)
    assert_bits_equal(S.vselr(x, idx), want, f"vselr {t} unsigned indexes")
    signed = idx.view({8: np.int8, 16: np.int16, 32: np.int32}[BITS[t]])  # negative reads as unsigned
    assert_bits_equal(S.vselr(x, signed), want, f"vselr {t} signed indexes")
    assert_bits_equal(S.vselr(x[7], idx[7]), want[7], f"vselr {t} one register")


@pytest.mark.parametrize("t", ["f32", "f16", "i8", "bf16"])
def test_vsqz_compress_moves_active_lanes_in_order(t):
    rows, n = batch_rows(t), LANES[t]
    x = ordinary(t, (rows, n))
    if is_float(t):
        x = with_lanes(x, 3, [-0.0, math.nan])
    mask = RNG.random((rows, n)) < RNG.random((rows, 1))  # a density per register
    mask[0], mask[1] = True, False
    order = np.argsort(~mask, axis=-1, kind="stable")
    count = mask.sum(axis=-1, keepdims=True)
    want = np.where(np.arange(n) < count, np.take_along_axis(x, order, axis=-1), np.zeros_like(x))
    assert_bits_equal(S.vsqz(x, mask), want, f"vsqz {t}")
    assert_bits_equal(S.vsqz(x), x, f"vsqz {t} no mask")
    one = mask[5]  # one mask for every register (broadcast)
    assert_bits_equal(S.vsqz(x, one), np.where(np.arange(n) < one.sum(), x[:, np.argsort(~one, kind="stable")],
                                                np.zeros_like(x)), f"vsqz {t} broadcast mask")


@pytest.mark.parametrize("name", ["vaddc", "vsubc", "vaddcs", "vsubcs"])
@pytest.mark.parametrize("t", ["u32", "i32"])
def test_carry_ops_in_the_element_width(name, t):
    """Value and carry from the exact sum or difference in int64 (the ops' definition)."""
    rows = batch_rows(t)
    x, y = ordinary(t, (rows, 64)), ordinary(t, (rows, 64))
    x = with_lanes(x, 2, np.array([0, 2**32 - 1, 2**32 - 1, 5, 5, 0], np.uint64).astype(np.uint32).view(NP[t]))
    y = with_lanes(y, 2, np.array([0, 1, 0, 5, 5, 2**32 - 1], np.uint64).astype(np.uint32).view(NP[t]))
    cin = RNG.random(x.shape) < 0.5
    cin[2, :6] = [True, False, True, True, False, True]
    a, b = x.view(np.uint32).astype(np.int64), y.view(np.uint32).astype(np.int64)
    c = cin.astype(np.int64)
    total = {"vaddc": a + b, "vsubc": a - b, "vaddcs": a + b + c, "vsubcs": a - b - (1 - c)}[name]
    carry = (total >> 32) != 0 if "add" in name else total >= 0
    want = (total & 0xFFFFFFFF).astype(np.uint32).view(NP[t])
    args = (x, y, cin) if name.endswith("cs") else (x, y)
    mask = RNG.random(x.shape) < 0.8
    value, got_carry = getattr(S, name)(*args, mask)
    assert_bits_equal(value, np.where(mask, want, np.zeros_like(want)), f"{name} {t} value")
    assert_bits_equal(got_carry, carry & mask, f"{name} {t} carry")


def _reference_rows(x, src, dst, rnd, sat, rows):
    """tests/reference.py's exact lanes (one per source lane) for the given registers."""
    out = np.zeros((len(rows), x.shape[-1]), object)
    for i, r in enumerate(rows):
        out[i] = [convert_lane(v, src, dst, rnd, sat) for v in x[r]]
    with np.errstate(invalid="ignore", over="ignore"):
        if is_float(dst):
            return out.astype(np.float64).astype(np.float32).astype(NP[dst]) if dst == "bf16" else (
                out.astype(np.float64).astype(NP[dst]))
        return np.array([[int(v) for v in row] for row in out]).astype(NP[dst])


def _f32(bits):
    return float(np.uint32(bits).view(np.float32))


# Per result type, lanes for four registers in four blocks: the range's ends that the cast
# converts exactly (that block keeps the fast path), values just above the range, just below
# it, and NaN with the infinities.
F32_EDGES = {
    "i16": ([32766.5, -32767.5, 32767.0, -32768.0, 32767.25, -32768.0], [32768.0], [-32769.0],
            [math.nan, math.inf, -math.inf, 40000.0, -1e9]),
    "i32": ([2147483520.0, -2147483648.0, -2147483520.0], [2147483648.0], [-2147483904.0],
            [math.nan, math.inf, -math.inf, 1e10, -1e10]),
    "i64": ([9.223371487098962e18, -9.223372036854776e18], [9.223372036854776e18], [-9.223373136366404e18],
            [math.nan, math.inf, -math.inf, 1e30, -1e30]),
    "f16": ([65504.0, 65519.99, -65519.99, 2.0 ** -25, -(2.0 ** -24), 3 * 2.0 ** -26, 1 + 2.0 ** -11, -0.0],
            [65520.0], [-65520.0], [math.nan, math.inf, -math.inf, 1e6, -3e38]),
    "bf16": ([_f32(0x7F7F0000), _f32(0x7F7F7FFF), _f32(0xFF7F7FFF), 1e-40, -(2.0 ** -133), 1 + 2.0 ** -8, -0.0],
             [_f32(0x7F7F8000)], [_f32(0xFF7F8000)], [math.nan, math.inf, -math.inf, _f32(0x7F7FFFFF)]),
}


@pytest.mark.parametrize("dst", ["i16", "i32", "i64", "f16", "bf16"])
def test_vcvt_from_f32_every_mode_across_fast_and_general_blocks(dst):
    """Every rounding mode and saturation choice of the f32 pairs: the in-range blocks go through
    the cast (R, F, C, Z to integers; R to f16 and bf16); four registers in four blocks hold
    the range's ends, values just above and just below it, and NaN with the infinities.
    Compared with the exact lanes on those registers and one more per block."""
    src, (modes, has_sat) = "f32", S.CONVERSIONS["vcvt"][("f32", dst)]
    rows, step = batch_rows(src), S._BLOCK_BYTES // 256
    scale = {"i16": 3000.0, "i32": 1e6, "i64": 1e12, "f16": 1000.0, "bf16": 1e30}[dst]
    x = (RNG.standard_normal((rows, 64)) * scale).astype(np.float32)
    x[:, :6] = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5]  # halfway points in every register
    edges = [3, step + 3, 2 * step + 3, rows - 2]
    for row, values in zip(edges, F32_EDGES[dst]):
        x = with_lanes(x, row, values)
    check_rows = edges + [0, step + 1, 2 * step + 2, rows - 1]
    parts = [None] if BITS[dst] == 32 else ["EVEN", "ODD"]
    for rnd in modes:
        for sat in (["SAT", "NOSAT"] if has_sat else [None]):
            want = _reference_rows(x, src, dst, rnd, sat, check_rows)
            for part in parts:
                got = S.vcvt(x, dtype=dst, rnd=rnd, sat=sat, part=part)
                p = 0 if part is None else ["EVEN", "ODD"].index(part)
                context = f"f32->{dst} rnd={rnd} sat={sat} part={part}"
                if BITS[dst] > 32:  # widening: result lane j from source lane 2j + p
                    assert_bits_equal(got[check_rows], want[:, p::2], context)
                    continue
                if BITS[dst] < 32:  # narrowing: source lane i at result lane 2i + p, the others 0
                    assert_bits_equal(got[:, 1 - p::2], np.zeros((rows, 64), NP[dst]), context + " other lanes")
                    got = got[:, p::2]
                assert_bits_equal(got[check_rows], want, context)


def fused(a, b, c, t):
    """a*b + c rounded once to T, from exact rationals (finite operands, non-zero sum)."""
    return NP[t](round_to_float(Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c)), t, "R"))


@pytest.mark.parametrize("t", ["f32", "f16"])
def test_vmula_double_sum_on_a_midpoint_takes_the_odd_rounding(t):
    """The fast path rounds the double sum once more; where that sum is a midpoint of T (double
    rounding could go wrong) the lane is recomputed rounded to odd. Registers mix both kinds."""
    n = LANES[t]
    if t == "f32":  # 24929 * 673 = 2^24 + 1 (a midpoint) and tiny addends below or above it
        lhs, rhs = np.float32(24929), np.float32(673)
        tiny = [2.0 ** -40, -(2.0 ** -40), 2.0 ** -60, 0.0]
    else:  # 1.5 * (odd significand) has 12 significant bits: an f16 midpoint
        lhs, rhs = np.float16(1.5), np.float16(1 + 3 * 2.0 ** -10)
        tiny = [2.0 ** -24, -(2.0 ** -24), 2.0 ** -20, 0.0]
    a = (RNG.standard_normal((40, n)) * 3).astype(NP[t])
    b = (RNG.standard_normal((40, n)) * 3).astype(NP[t])
    c = (RNG.standard_normal((40, n)) * 3).astype(NP[t])
    a[::3, ::2], b[::3, ::2] = lhs, rhs
    c[::3, ::2] = np.resize(np.array(tiny, NP[t]), c[::3, ::2].shape)
    want = np.array([[fused(x, y, z, t) for x, y, z in zip(*row)] for row in zip(a, b, c)], NP[t])
    assert_bits_equal(S.vmula(c, a, b), want, f"vmula {t}")
    alpha = NP[t](lhs)
    want = np.array([[fused(alpha, y, z, t) for y, z in zip(*row)] for row in zip(b, c)], NP[t])
    assert_bits_equal(S.vaxpy(b, c, alpha), want, f"vaxpy {t}")


@pytest.mark.parametrize(("rows", "cols"), [(64, 64), (16, 128), (8, 40), (8, 200)])
@pytest.mark.parametrize("target", ["a5", "cpu"])
def test_trowsum_chunk_trees_across_tile_blocks(rows, cols, target):
    """a5: each 64-lane chunk summed as a tree, the chunk sums added in order from 0 (a row of
    -0 sums to +0); cpu: the in-order sum. Enough tiles for several blocks."""
    tiles = 3 * S._BLOCK_BYTES // (rows * cols * 4) + 2
    v = (RNG.standard_normal((tiles, rows, cols)) * 10).astype(np.float32)
    v[1, 0] = -0.0
    v[tiles - 1, 1, 3] = math.nan
    if target == "a5":
        padded = np.zeros((tiles, rows, -(-cols // 64) * 64), np.float32)
        padded[..., :cols] = v
        level = padded.reshape(tiles, rows, -1, 64)
        while level.shape[-1] > 1:
            level = level[..., 0::2] + level[..., 1::2]
        chunks = level[..., 0]
    else:
        chunks = v
    total = np.zeros((tiles, rows), np.float32)
    for k in range(chunks.shape[-1]):
        total = total + chunks[..., k]
    want = np.where(np.isnan(total), np.float32(math.nan), total)[..., None]
    got = S.trowsum(v, target=target)
    if target == "cpu":  # x86's NaN rule is pinned in test_semantics.py: compare the numbers only
        assert np.array_equal(np.isnan(got), np.isnan(want))
        got, want = np.where(np.isnan(got), 0, got), np.where(np.isnan(want), 0, want)
    assert_bits_equal(got, want, f"trowsum {rows}x{cols} {target}")
