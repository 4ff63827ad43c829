"""pto.vcvt: every type pair the database lists, every rounding mode and saturation choice it
allows, every part, masks and edge values, against tests/reference.py's exact-rational lanes."""
import math

import numpy as np
import pytest

from conftest import the_isa
from helpers import assert_bits_equal, masks, sample
from ptoisa_ref import semantics as S
from reference import BITS, LANES, NP, convert_lane, is_float

ISA = the_isa()
VCVT = next(op for op in ISA.ops if op.name == "vcvt")
RNG = np.random.default_rng(17)
PARTS = {1: [None], 2: ["EVEN", "ODD"], 4: ["P0", "P1", "P2", "P3"]}
# Pairs between numpy types; the encoded ones (hif8, packed FP4) have tests/test_semantics_lowfloat.py.
ENCODED = {d.name for d in ISA.machine.dtypes if d.encoding}
PAIRS = [p for p in VCVT.semantics["pairs"] if not {p["from"], p["to"]} & ENCODED]


def inputs(src):
    n = LANES[src]
    x = sample(RNG, src, (n,))
    if is_float(src):  # halfway points and values past the narrower types' ranges
        with np.errstate(over="ignore"):
            x[10:22] = np.array([2.5, -2.5, 0.5, 1 + 2.0 ** -11, 65504.0, 65520.0, 1e6, -1e6, 3.0e38, 2.0 ** -25,
                                 -(2.0 ** -26), 32768.5]).astype(NP[src])
    return x


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: f"{p['from']}-{p['to']}")
def test_vcvt_pair(pair):
    src, dst = pair["from"], pair["to"]
    x = inputs(src)
    ratio = max(BITS[src], BITS[dst]) // min(BITS[src], BITS[dst])
    for rnd in pair["rnd"] or [None]:
        for sat in (["SAT", "NOSAT"] if pair["sat"] else [None]):
            lanes = np.array([convert_lane(v, src, dst, rnd, sat) for v in x], dtype=object)
            for part in PARTS[ratio]:
                p = 0 if part is None else ["EVEN", "ODD"].index(part) if part in ("EVEN", "ODD") else int(part[1])
                for kind, m in list(masks(RNG, (len(x),)))[::2]:
                    active = np.ones(len(x), bool) if m is None else m
                    want = np.zeros(LANES[dst], object)
                    if BITS[dst] < BITS[src]:  # source lane i at result lane ratio * i + p
                        want[p::ratio] = np.where(active, lanes, 0)
                    elif BITS[dst] > BITS[src]:  # result lane j from source lane ratio * j + p
                        want[:] = np.where(active[p::ratio], lanes[p::ratio], 0)
                    else:
                        want[:] = np.where(active, lanes, 0)
                    with np.errstate(invalid="ignore", over="ignore"):
                        want = want.astype(np.float64).astype(NP[dst]) if is_float(dst) else np.array(
                            [int(v) for v in want]).astype(NP[dst])
                    got = S.vcvt(x, m, dtype=dst, rnd=rnd, sat=sat, part=part)
                    assert_bits_equal(got, want, f"{src}->{dst} rnd={rnd} sat={sat} part={part} mask={kind}")


def test_vcvt_hardware_cases():
    # vcvt-f32-special, SAT: NaN -> 0, +-inf and overflow -> +-65504.
    x = np.resize(np.array([np.nan, np.inf, -np.inf, 70000.0, 1.5], np.float32), 64)
    got = S.vcvt(x, dtype="f16", rnd="R", sat="SAT", part="EVEN")[0:10:2]
    assert list(got) == [0.0, 65504.0, -65504.0, 65504.0, 1.5]
    # vcvt-i64-to-f32: 2^24 + 1 -> 2^24, 2^24 + 3 -> 2^24 + 4 (ties to even), EVEN keeps the low words.
    i = np.resize(np.array([2 ** 24 + 1, 2 ** 24 + 3], np.int64), 32)
    assert list(S.vcvt(i, dtype="f32", rnd="R", part="EVEN")[:4]) == [2.0 ** 24, 0.0, 2.0 ** 24 + 4, 0.0]
    # vcvt-i32-to-i16-overflow: SAT clamps.
    v = np.resize(np.array([-40000, 32768, 65535, 123456, -5], np.int32), 64)
    assert list(S.vcvt(v, dtype="i16", sat="SAT", part="EVEN")[0:10:2]) == [-32768, 32767, 32767, 32767, -5]
    # vcvt-u32-to-u8-part-p0123: P2 writes byte 4i + 2.
    u = np.arange(64, dtype=np.uint32) * 100
    got = S.vcvt(u, dtype="u8", sat="SAT", part="P2")
    assert got[2] == 0 and got[6] == 100 and got[10] == 200 and got[14] == 255 and got[0] == 0 and got[7] == 0


def test_vcvt_rejects_what_the_pair_does_not_take():
    x = np.zeros(64, np.float32)
    with pytest.raises(S.SemanticsError, match="needs rnd"):
        S.vcvt(x, dtype="f16", sat="SAT", part="EVEN")
    with pytest.raises(S.SemanticsError, match="takes no rnd"):
        S.vcvt(np.zeros(128, np.float16), dtype="f32", rnd="R", part="EVEN")
    with pytest.raises(S.SemanticsError, match="needs part P0 or P1"):
        S.vcvt(np.zeros(64, np.uint32), dtype="u8", sat="SAT", part="EVEN")
    with pytest.raises(S.SemanticsError, match="not a conversion"):
        S.vcvt(x, dtype="u32", rnd="R", sat="SAT")
    assert math.isnan(S.vcvt(np.full(64, np.nan, np.float32), dtype="f16", rnd="R", sat="NOSAT", part="EVEN")[0])


@pytest.mark.parametrize("pair", PAIRS[::3], ids=lambda p: f"{p['from']}-{p['to']}")
def test_vcvt_pseudocode_places_lanes(pair):
    """The page's pseudocode, with CONVERT bound to the reference lane, gives the module's bits."""
    from ptoisa.lang.pseudocode import run_pseudocode
    src, dst = pair["from"], pair["to"]
    x = inputs(src)
    ratio = max(BITS[src], BITS[dst]) // min(BITS[src], BITS[dst])
    rnd = (pair["rnd"] or [None])[0]
    sat = "SAT" if pair["sat"] else None
    m = RNG.random(len(x)) < 0.7
    for part in PARTS[ratio]:
        p = 0 if part is None else ["EVEN", "ODD"].index(part) if part in ("EVEN", "ODD") else int(part[1])
        out = run_pseudocode(VCVT.pseudocode, {"src": x.copy(), "mask": m.astype(np.uint8),
                                               "dst": np.zeros(LANES[dst], NP[dst])},
                             {"N": len(x), "K": ratio, "P": p, "NARROW": int(BITS[dst] < BITS[src])}, elem=dst,
                             functions={"CONVERT": lambda v: convert_lane(v, src, dst, rnd, sat)})["dst"]
        assert_bits_equal(S.vcvt(x, m, dtype=dst, rnd=rnd, sat=sat, part=part), out, f"{src}->{dst} {part}")


def test_vcvt_low_precision_hardware_values():
    # vcvt-low-precision-special: R ties to even, SAT to +-448 / +-57344, NaN to 0 (byte-exact goldens).
    x = np.resize(np.array([1.0625, 1.1875, 1e6, -1e6, np.nan, 1.125, 1.375, 70000.0], np.float32), 64)
    e4 = S.vcvt(x, dtype="f8e4m3", rnd="R", sat="SAT", part="P0")[0::4].view(np.uint8)
    assert list(e4[:5]) == [0x38, 0x3A, 0x7E, 0xFE, 0x00]
    e5 = S.vcvt(x, dtype="f8e5m2", rnd="R", sat="SAT", part="P0")[0::4].view(np.uint8)
    assert list(e5[5:8]) == [0x3C, 0x3E, 0x7B]
    # Decoding is exact; P2 reads bytes 4j + 2.
    b = np.arange(256, dtype=np.uint8).view(S._DTYPES["f8e5m2"])
    back = S.vcvt(b, dtype="f32", part="P2")
    assert back[1] == float(b[6]) and back.shape == (64,)
