"""Data rearrangement: lane maps, compress, prefix count, packs and unpacks, against plain
Python lists built from the manual's formulas and the hardware goldens."""
import numpy as np
import pytest

from conftest import the_isa
from helpers import assert_bits_equal, masks, sample
from ptoisa_ref import semantics as S
from reference import LANES, NP

ISA = the_isa()
RNG = np.random.default_rng(5)


def types(name):
    op = next(o for o in ISA.ops if o.name == name)
    return op.all_types(op.primary_operand)


@pytest.mark.parametrize("t", types("vintlv"))
def test_interleave_and_its_inverse(t):
    n = LANES[t]
    a, b = sample(RNG, t, (n,)), sample(RNG, t, (n,))
    stream = [v for pair in zip(a, b) for v in pair]  # lhs[0], rhs[0], lhs[1], ...
    low, high = S.vintlv(a, b)
    assert_bits_equal(low, np.array(stream[:n], NP[t]))
    assert_bits_equal(high, np.array(stream[n:], NP[t]))
    even, odd = S.vdintlv(low, high)  # the hardware roundtrip (vintlv-vdintlv)
    assert_bits_equal(even, a)
    assert_bits_equal(odd, b)
    assert_bits_equal(S.vintlvv2(a, b, part="HIGHER"), high)
    assert_bits_equal(S.vdintlvv2(low, high, part="LOWER"), a)


@pytest.mark.parametrize("t", types("vshift"))
@pytest.mark.parametrize("amt", [0, 1, 7, -2, 10_000])
def test_shift_and_slide(t, amt):
    n = LANES[t]
    a, b = sample(RNG, t, (n,)), sample(RNG, t, (n,))
    zero = NP[t](0)
    assert_bits_equal(S.vshift(a, amt), np.array([a[i - amt] if 0 <= i - amt < n else zero for i in range(n)], NP[t]))
    tmp = list(b) + list(a)  # src1 followed by src0 (the manual)
    assert_bits_equal(S.vslide(a, b, amt), np.array([tmp[amt + i] if 0 <= amt + i < 2 * n else zero
                                                     for i in range(n)], NP[t]))


@pytest.mark.parametrize("t", types("vsqz"))
def test_compress(t):
    n = LANES[t]
    x = sample(RNG, t, (n,))
    for kind, m in masks(RNG, (n,)):
        active = np.ones(n, bool) if m is None else m
        kept = [v for v, k in zip(x, active) if k]
        want = np.array(kept + [NP[t](0)] * (n - len(kept)), NP[t])
        assert_bits_equal(S.vsqz(x, m), want, kind)
        spr = {"AR": 12}
        assert_bits_equal(S.vsqz(x, m, spr=spr), want, kind)  # the same register with the state given
        assert spr == {"AR": 12, "SQZN": len(kept) * np.dtype(NP[t]).itemsize}, kind  # bytes, AR untouched


def test_compress_records_one_count():
    """A batch has one count per register: with `spr` it is an error, without it runs as before."""
    x = np.arange(128, dtype=np.float32).reshape(2, 64)
    m = np.zeros((2, 64), bool)
    m[0, :3] = m[1, :5] = True
    assert S.vsqz(x, m)[1, :5].tolist() == [64.0, 65.0, 66.0, 67.0, 68.0]
    with pytest.raises(S.SemanticsError, match="one register's count"):
        S.vsqz(x, m, spr={})
    with pytest.raises(S.SemanticsError, match="special-register dictionary"):
        S.vsqz(x[0], m[0], spr=[])


@pytest.mark.parametrize("t", types("vusqz"))
def test_prefix_count(t):
    n = LANES[t]
    for kind, m in masks(RNG, (n,)):
        active = np.ones(n, bool) if m is None else m
        want = np.array([sum(active[:i]) for i in range(n)]).astype(NP[t])  # wraps for i8 past 127
        src = sample(RNG, t, (n,))  # its values are not read (vusqz-nontrivial-mask)
        assert_bits_equal(S.vusqz(src, m), want, kind)


def test_vusqz_hardware_case():
    m = np.zeros(64, bool)
    m[:16] = True
    assert list(S.vusqz(np.arange(64, dtype=np.int32) + 7, m)[:18]) == list(range(17)) + [16]


@pytest.mark.parametrize(("t", "u"), [("i32", "u16"), ("u32", "u16"), ("i16", "u8"), ("u16", "u8")])
def test_pack_truncates_into_one_half(t, u):
    n = LANES[t]
    x = sample(RNG, t, (n,))
    bits = np.dtype(NP[u]).itemsize * 8
    low = [int(v) % (1 << bits) for v in x]  # the low bits, never a clamp (vpack-lower)
    for part, lanes in (("LOWER", low + [0] * n), ("HIGHER", [0] * n + low)):
        assert_bits_equal(S.vpack(x, part), np.array(lanes, NP[u]), part)


@pytest.mark.parametrize(("op", "t", "u"), [("vsunpack", "i16", "i32"), ("vsunpack", "i8", "i16"),
                                            ("vzunpack", "u16", "u32"), ("vzunpack", "u8", "u16")])
def test_unpack_extends_one_half(op, t, u):
    n = LANES[t]
    x = sample(RNG, t, (n,))
    for part, half in ((0, x[:n // 2]), (1, x[n // 2:])):
        assert_bits_equal(getattr(S, op)(x, part), np.array([int(v) for v in half], NP[u]), f"part {part}")


def test_bad_arguments():
    with pytest.raises(S.SemanticsError, match="part"):
        S.vpack(np.zeros(64, np.int32), "MIDDLE")
    with pytest.raises(S.SemanticsError, match="integer"):
        S.vshift(np.zeros(64, np.float32), 1.5)
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.vusqz(np.zeros(64, np.uint32))


def test_lane_maps_copied_by_runs_equal_a_plain_gather():
    """The runtime copies strided runs slice by slice; any index map must still equal numpy's
    gather over the inputs laid end to end, 0 outside them."""
    rng = np.random.default_rng(11)
    a, b = (rng.integers(-99, 99, (3, 64)).astype(np.int32) for _ in range(2))
    both = np.concatenate([a, b], axis=-1)
    i = np.arange(64)
    maps = [i, 63 - i, 2 * i, 2 * i + 1, np.where(i % 2 == 0, i // 2, 64 + i // 2), i + 5, i - 3, (i * 7) % 128,
            np.full(64, 9), np.where(i < 32, 127 - i, i), 4 * (i % 16) + i // 16, rng.integers(-5, 133, 64)]
    for idx in maps:
        want = np.where((idx >= 0) & (idx < 128), both[:, np.clip(idx, 0, 127)], 0)
        assert np.array_equal(S._lanes((a, b), idx, 64), want), idx
