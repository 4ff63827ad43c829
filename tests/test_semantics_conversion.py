"""Conversion set: rounding to integral values, index generation and reinterpretation, against
per-lane Python from the manual's definitions and the hardware goldens."""
import math

import numpy as np
import pytest

from helpers import assert_bits_equal, bits_of, masks, sample
from ptoisa_ref import semantics as S
from reference import LANES, NP

RNG = np.random.default_rng(3)
ROUND = {"R": lambda x: round(x), "A": lambda x: math.floor(abs(x) + 0.5) * (1 if x >= 0 else -1),
         "F": math.floor, "C": math.ceil, "Z": math.trunc}


def rounded(mode, x):
    x = float(x)
    if math.isnan(x) or math.isinf(x):
        return x
    return math.copysign(float(ROUND[mode](x)), x)  # a zero keeps the lane's sign


@pytest.mark.parametrize("t", ["f32", "f16", "bf16"])
@pytest.mark.parametrize("mode", list(ROUND))
def test_vtrc(t, mode):
    n = LANES[t]
    x = sample(RNG, t, (n,))
    with np.errstate(over="ignore"):  # 1e30 is inf in f16
        x[:12] = np.array([-3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5, -0.4, 0.49999997, 1e30, -7.75]).astype(NP[t])
    want = np.array([rounded(mode, v) for v in x]).astype(NP[t])  # integral values are exact in T
    for kind, m in masks(RNG, (n,)):
        active = np.ones(n, bool) if m is None else m
        assert_bits_equal(S.vtrc(x, m, round_mode=mode), np.where(active, want, np.zeros(n, NP[t])), f"{mode} {kind}")


def test_vtrc_hardware_ties():
    x = np.resize(np.array([-3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5], np.float32), 64)
    assert list(S.vtrc(x, round_mode="R")[:8]) == [-4, -2, -2, -0.0, 0, 2, 2, 4]  # np.rint (vtrc-rounding-boundary)


@pytest.mark.parametrize("t", ["i32", "i16", "i8", "f32", "f16"])
@pytest.mark.parametrize("order", ["ASC", "DESC"])
def test_vci(t, order):
    n = LANES[t]
    base = 100 if t.startswith("i") else 2040.0
    step = 1 if order == "ASC" else -1
    if t.startswith("i"):
        bits = np.dtype(NP[t]).itemsize * 8
        want = [((base + step * i + (1 << (bits - 1))) % (1 << bits)) - (1 << (bits - 1)) for i in range(n)]
    else:
        want = [base + step * i for i in range(n)]  # f16 rounds 2040 + 63 etc. to its grid, once
    assert_bits_equal(S.vci(base, dtype=t, order=order), np.array(want).astype(NP[t]), f"{t} {order}")


def test_vbitcast_keeps_bits():
    x = sample(RNG, "f32", (64,))
    for u, lanes in (("u8", 256), ("i16", 128), ("f16", 128), ("i64", 32)):
        got = S.vbitcast(x, dtype=u)
        assert got.shape == (lanes,) and bytes(got.tobytes()) == bytes(x.tobytes())


@pytest.mark.parametrize("src", ["b8", "b16", "b32"])
@pytest.mark.parametrize("dst", ["b8", "b16", "b32"])
def test_pbitcast(src, dst):
    k = {"b8": 1, "b16": 2, "b32": 4}
    m = RNG.random(256 // k[src]) < 0.5
    image = [False] * 256
    for i, v in enumerate(m):
        image[i * k[src]] = bool(v)  # lane i of a bK mask is predicate bit i * K / 8
    want = [image[j * k[dst]] for j in range(256 // k[dst])]
    assert list(S.pbitcast(m, source=src, result=dst)) == want


def test_bad_arguments():
    with pytest.raises(S.SemanticsError, match="round_mode"):
        S.vtrc(np.zeros(64, np.float32), round_mode="O")
    with pytest.raises(S.SemanticsError, match="dtype"):
        S.vci(0, dtype="u8")
    with pytest.raises(S.SemanticsError, match="b16"):
        S.pbitcast(np.zeros(64, bool), source="b16", result="b8")
    assert bits_of(S.vtrc(np.full(64, -0.25, np.float32), round_mode="Z"))[0] == 0x80000000
