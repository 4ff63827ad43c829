"""HiFloat8 and the packed FP4 types through pto.vcvt, against values worked out here by hand
from the formats' definitions (sign, dot field or exponent, mantissa, bias) and exact rational
rounding; the generator's own tables are never consulted.

HiFloat8: after the sign, a prefix (dot field) of 2, 3 or 4 bits says how many exponent (D)
and mantissa (M) bits follow: 11 -> D4 M1, 10 -> D3 M2, 01 -> D2 M3, 001 -> D1 M3, 0001 ->
D0 M3; 0000 holds subnormals 2^(m - 23). The exponent field's top bit is the exponent's sign and
its magnitude is the field with that bit set (D1: +-1, D2: +-2..3, D3: +-4..7, D4: +-8..15).
0x00 is zero, 0x80 NaN, 0x6F / 0xEF +-inf. FP4 E2M1 and E1M2: sign, exponent with bias 1,
mantissa, IEEE subnormals, no infinity or NaN; two per byte, the first in the low nibble.
"""
import math
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

from ptoisa_ref import semantics as S
from ptoisa_ref import verifier_rules as V

BF16 = ml_dtypes.bfloat16
PARTS4 = ["P0", "P1", "P2", "P3"]


# ---- hand-written decoders ----
def hif8_value(code):
    if code == 0x00:
        return 0.0
    if code == 0x80:
        return math.nan
    if code in (0x6F, 0xEF):
        return math.copysign(math.inf, 0x7F - code)
    sign = -1.0 if code & 0x80 else 1.0
    bits = format(code & 0x7F, "07b")
    if bits.startswith("0000"):
        return sign * 2.0 ** (int(bits[4:], 2) - 23)
    for prefix, d in (("11", 4), ("10", 3), ("01", 2), ("001", 1), ("0001", 0)):
        if bits.startswith(prefix):
            rest = bits[len(prefix):]
            e_bits, m_bits = rest[:d], rest[d:]
            if d == 0:
                e = 0
            else:
                magnitude = int("1" + e_bits[1:], 2)
                e = -magnitude if e_bits[0] == "1" else magnitude
            return sign * (1 + int(m_bits, 2) / 2 ** len(m_bits)) * 2.0 ** e
    raise AssertionError(code)


def fp4_value(nibble, e_bits, m_bits):
    sign = -1.0 if nibble & 0x8 else 1.0
    e = (nibble >> m_bits) & ((1 << e_bits) - 1)
    m = nibble & ((1 << m_bits) - 1)
    if e == 0:
        return sign * (m / 2 ** m_bits)  # 2^(1 - bias) with bias 1
    return sign * (1 + m / 2 ** m_bits) * 2.0 ** (e - 1)


FP4 = {"f4e2m1x2": (2, 1), "f4e1m2x2": (1, 2)}


def test_hand_decoders_match_the_published_points():
    # The hardware goldens' and the formats' anchor points.
    for code, value in [(0x08, 1.0), (0x10, 2.0), (0x18, 0.5), (0x20, 4.0), (0x40, 16.0), (0x50, 0.0625),
                        (0x60, 256.0), (0x70, 2.0 ** -8), (0x01, 2.0 ** -22), (0x07, 2.0 ** -16),
                        (0x6E, 32768.0), (0x7E, 2.0 ** -15), (0x7F, 1.5 * 2.0 ** -15), (0x88, -1.0)]:
        assert hif8_value(code) == value, hex(code)
    assert [fp4_value(n, 2, 1) for n in range(8)] == [0, 0.5, 1, 1.5, 2, 3, 4, 6]
    assert [fp4_value(n, 1, 2) for n in range(8)] == [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75]
    assert math.copysign(1, fp4_value(8, 2, 1)) == -1


# ---- decoding: every code ----
def test_every_hif8_code_decodes_to_f32():
    codes = np.arange(256, dtype=np.uint8)
    reg = S.raw_lanes(codes, "hif8")
    for p, part in enumerate(PARTS4):
        got = S.vcvt(reg, dtype="f32", part=part)
        assert got.dtype == np.float32 and got.shape == (64,)
        for j in range(64):
            want = hif8_value(4 * j + p)
            if math.isnan(want):
                assert np.isnan(got[j]) and got[j].view(np.uint32) == 0x7FC00000  # D-NAN
            else:
                assert got[j] == want, (part, j)
    assert np.array_equal(S.decode_lanes(reg)[:16], [hif8_value(c) for c in range(16)])


@pytest.mark.parametrize("name", sorted(FP4))
def test_every_fp4_byte_decodes_to_bf16(name):
    e_bits, m_bits = FP4[name]
    reg = S.raw_lanes(np.arange(256, dtype=np.uint8), name)
    for p, part in enumerate(PARTS4):
        got = S.vcvt(reg, dtype="bf16", part=part)
        assert got.dtype == BF16 and got.shape == (128,)
        for j in range(64):
            byte = 4 * j + p
            lo, hi = fp4_value(byte & 0xF, e_bits, m_bits), fp4_value(byte >> 4, e_bits, m_bits)
            want = np.array([lo, hi], np.float32).astype(BF16)
            assert got[2 * j:2 * j + 2].view(np.uint16).tolist() == want.view(np.uint16).tolist(), (part, byte)


# ---- encoding: exact rational rounding on the grid ----
def _grid(values):
    """Finite non-negative values, ascending (one zero)."""
    return sorted({abs(v) for v in values if math.isfinite(v)})


def round_on_grid(x, grid, mode, even_of):
    """x (Fraction, >= 0) rounded by mode to a grid value; None when it goes past the top."""
    lo = max(g for g in grid if Fraction(g) <= x)
    if Fraction(lo) == x:
        return lo
    above = [g for g in grid if Fraction(g) > x]
    hi = above[0] if above else None
    return lo if mode == "down" else hi if mode == "up" else _nearest(x, lo, hi, mode, even_of)


def _nearest(x, lo, hi, mode, even_of):
    d_lo, d_hi = x - Fraction(lo), Fraction(hi) - x
    if d_lo != d_hi:
        return lo if d_lo < d_hi else hi
    return hi if mode == "A" else (lo if even_of(lo) else hi)


HIF8_GRID = _grid(hif8_value(c) for c in range(256))
HIF8_CODE = {hif8_value(c): c for c in range(0x80) if math.isfinite(hif8_value(c))}


def hif8_encode(v, sat):
    """f32 value -> hif8 code, rnd A (nearest, ties away), by hand."""
    if math.isnan(v):
        return 0x00 if sat == "SAT" else 0x80
    sign = 0x80 if v < 0 else 0
    if math.isinf(v):
        return (0x6E if sat == "SAT" else 0x6F) | sign
    x = abs(Fraction(v))
    top = HIF8_GRID[-1]  # 2^15; the next step (1.5 x 2^15) is where the infinity code sits
    if x >= Fraction(top) * Fraction(5, 4):  # half-way to 1.5 x 2^15 and beyond rounds away
        return (0x6E if sat == "SAT" else 0x6F) | sign
    if x > top:
        return 0x6E | sign
    lo, hi = _bracket(x)
    g = lo if Fraction(lo) == x else _nearest(x, lo, hi, "A", None)
    code = HIF8_CODE[g]
    return code | sign if code else 0x00  # hif8 has no -0


def _bracket(x):
    lo = max(g for g in HIF8_GRID if Fraction(g) <= x)
    hi = min((g for g in HIF8_GRID if Fraction(g) > x), default=None)
    return lo, hi


def hif8_points():
    """Every value, every midpoint and a step either side of it (in f32), both signs, and the corners."""
    pts = []
    for a, b in zip(HIF8_GRID, HIF8_GRID[1:]):
        mid = np.float32((a + b) / 2)
        pts += [a, mid, np.nextafter(mid, np.float32(0)), np.nextafter(mid, np.float32(np.inf))]
    pts += [32768.0, 40959.996, 40960.0, 49152.0, 65504.0, 1e9, 2.0 ** -23, np.nextafter(np.float32(2.0 ** -23), 0),
            2.0 ** -24, 1.5 * 2.0 ** -16, -0.0, math.inf, -math.inf, math.nan]
    pts += [-p for p in pts if not math.isnan(p)]
    return np.array(pts, np.float32)


@pytest.mark.parametrize("sat", ["NOSAT", "SAT"])
def test_f32_to_hif8_rounds_ties_away_with_overflow_and_saturation(sat):
    pts = hif8_points()
    for start in range(0, len(pts), 64):
        chunk = np.resize(pts[start:start + 64], 64)
        for p, part in enumerate(PARTS4):
            got = S.vcvt(chunk, dtype="hif8", rnd="A", sat=sat, part=part).view(np.uint8)
            want = np.zeros(256, np.uint8)
            want[p::4] = [hif8_encode(float(v), sat) for v in chunk]
            bad = np.nonzero(got != want)[0]
            assert bad.size == 0, [(float(chunk[i // 4]), hex(got[i]), hex(want[i])) for i in bad[:5]]


def test_f16_to_hif8_even_odd():
    vals = np.array([v for v in hif8_points() if abs(v) < 65504 or not np.isfinite(v)], np.float32)
    x = np.resize(vals.astype(np.float16), 128)
    for p, part in enumerate(["EVEN", "ODD"]):
        got = S.vcvt(x, dtype="hif8", rnd="A", sat="NOSAT", part=part).view(np.uint8)
        want = np.zeros(256, np.uint8)
        want[p::2] = [hif8_encode(float(v), "NOSAT") for v in x]
        assert got.tolist() == want.tolist()


def test_hif8_round_trip_and_hardware_points():
    # Every finite code survives f32 and back (the round-trip golden), the infinities too.
    codes = np.array([c for c in range(256) if c != 0x80], np.uint8)
    reg = S.raw_lanes(np.resize(codes, 256), "hif8")
    for p, part in enumerate(PARTS4):
        f = S.vcvt(reg, dtype="f32", part=part)
        back = S.vcvt(f, dtype="hif8", rnd="A", sat="NOSAT", part=part).view(np.uint8)
        assert back[p::4].tolist() == reg.view(np.uint8)[p::4].tolist()
    # Ties away from zero: 1.0625 -> 1.125 (0x09), -2.125 -> -2.25 (0x91).
    got = S.vcvt(np.resize(np.float32([1.0625, -2.125]), 64), dtype="hif8", rnd="A", sat="NOSAT", part="P0")
    assert got.view(np.uint8)[[0, 4]].tolist() == [0x09, 0x91]


def test_hif8_masks_and_rejections():
    x = np.full(64, 3.0, np.float32)
    m = np.zeros(64, bool)
    m[::3] = True
    got = S.vcvt(x, m, dtype="hif8", rnd="A", sat="SAT", part="P2").view(np.uint8)
    want = np.zeros(256, np.uint8)
    want[2::4] = np.where(m, 0x14, 0)  # 3.0 = 1.5 x 2^1: prefix 001, exponent bit 0, mantissa 100
    assert got.tolist() == want.tolist()
    with pytest.raises(S.SemanticsError, match="D-CVT-HYBRID"):
        S.vcvt(x, dtype="hif8", rnd="H", sat="SAT", part="P0")
    with pytest.raises(S.SemanticsError, match=r'rnd "R" is not valid for f32 -> hif8 \(valid: A, H\)'):
        S.vcvt(x, dtype="hif8", rnd="R", sat="SAT", part="P0")
    with pytest.raises(S.SemanticsError, match="needs part P0 or P1 or P2 or P3"):
        S.vcvt(x, dtype="hif8", rnd="A", sat="SAT", part="EVEN")
    with pytest.raises(S.SemanticsError, match="not an encoded type"):
        S.raw_lanes(np.zeros(256, np.uint8), "f32")


# ---- bf16 -> FP4 ----
def fp4_encode(v, name, rnd):
    """bf16 value -> nibble, by hand: the mode on the grid; past the top and infinities -> the
    signed largest value; NaN -> +0; the sign is kept, -0 included."""
    e_bits, m_bits = FP4[name]
    grid = [fp4_value(n, e_bits, m_bits) for n in range(8)]
    if math.isnan(v):
        return 0
    sign = 0x8 if math.copysign(1, v) < 0 else 0
    if math.isinf(v) or abs(v) > grid[-1]:
        return 7 | sign
    mode = {"F": "up" if sign else "down", "C": "down" if sign else "up", "Z": "down"}.get(rnd, rnd)
    g = round_on_grid(abs(Fraction(v)), grid, mode, even_of=lambda g: grid.index(g) % 2 == 0)
    return (7 if g is None else grid.index(g)) | sign


def fp4_points(name):
    e_bits, m_bits = FP4[name]
    grid = [fp4_value(n, e_bits, m_bits) for n in range(8)]
    pts = []
    for a, b in zip(grid, grid[1:]):
        mid = (a + b) / 2
        pts += [a, mid, float(np.nextafter(BF16(mid), BF16(0))), float(np.nextafter(BF16(mid), BF16(100)))]
    pts += [grid[-1], grid[-1] * 1.25, grid[-1] * 1.5, 1e30, 0.01, -0.0, math.inf, -math.inf, math.nan]
    pts += [-p for p in pts if not math.isnan(p)]
    return np.array(pts, np.float32).astype(BF16)


@pytest.mark.parametrize("name", sorted(FP4))
@pytest.mark.parametrize("rnd", ["R", "A", "F", "C", "Z"])
def test_bf16_to_fp4_every_mode(name, rnd):
    pts = fp4_points(name)
    x = np.resize(pts, 128)
    for p, part in enumerate(PARTS4):
        got = S.vcvt(x, dtype=name, rnd=rnd, part=part).view(np.uint8)
        nibbles = [fp4_encode(float(v), name, rnd) for v in x]
        want = np.zeros(256, np.uint8)
        want[p::4] = [nibbles[2 * j] | (nibbles[2 * j + 1] << 4) for j in range(64)]
        bad = np.nonzero(got != want)[0]
        assert bad.size == 0, [(float(x[2 * (i // 4)]), float(x[2 * (i // 4) + 1]), hex(got[i]), hex(want[i]))
                               for i in bad[:4]]


def test_bf16_to_fp4_hardware_points_and_masks():
    # PTOAS vcvt-low-precision-special, R: E1M2 0.625 -> 0x2, 0.875 -> 0x4; E2M1 1.25 -> 0x2, 1.75 -> 0x4; -0 -> 0x8.
    x = np.resize(np.array([0.625, 0.875, -0.625, -0.0], np.float32).astype(BF16), 128)
    got = S.vcvt(x, dtype="f4e1m2x2", rnd="R", part="P0").view(np.uint8)
    assert got[[0, 4]].tolist() == [0x42, 0x8A]
    x = np.resize(np.array([1.25, 1.75, -1.25, -1.75], np.float32).astype(BF16), 128)
    assert S.vcvt(x, dtype="f4e2m1x2", rnd="R", part="P1").view(np.uint8)[[1, 5]].tolist() == [0x42, 0xCA]
    # A pair is written when its even lane is active; the other lanes and pairs are 0.
    m = np.zeros(128, bool)
    m[[0, 3, 4, 5]] = True
    got = S.vcvt(np.full(128, 1.0, np.float32).astype(BF16), m, dtype="f4e2m1x2", rnd="R", part="P3").view(np.uint8)
    want = np.zeros(256, np.uint8)
    want[3], want[11] = 0x22, 0x22  # pairs (0, 1) and (4, 5); pair (2, 3) has lane 2 off
    assert got.tolist() == want.tolist()
    with pytest.raises(S.SemanticsError, match="takes no sat"):
        S.vcvt(x, dtype="f4e2m1x2", rnd="R", sat="SAT", part="P0")


def test_fp4_round_trip():
    for name in FP4:
        reg = S.raw_lanes(np.arange(256, dtype=np.uint8), name)
        for part in PARTS4:
            back = S.vcvt(S.vcvt(reg, dtype="bf16", part=part), dtype=name, rnd="R", part=part).view(np.uint8)
            p = PARTS4.index(part)
            assert back[p::4].tolist() == list(range(p, 256, 4))


def test_verifier_knows_the_types_and_their_pairs():
    f32, hif8 = V.VRegType(64, V.Elem("f32")), V.VRegType(256, V.Elem("hif8"))
    ok = V.verify_op("vcvt", "A5", {"input": f32, "mask": V.MaskType("b32"), "result": hif8})
    assert ok == []
    assert V.conversion_problems("vcvt", "bf16", "f4e2m1x2", 16, 8, {"rnd": "R", "part": "EVEN"}) == [
        'bf16 -> f4e2m1x2 changes the width 4:1 and needs part P0 or P1 or P2 or P3, got part "EVEN"']
    assert V.conversion_problems("vcvt", "f16", "hif8", 16, 8, {"rnd": "H", "sat": "SAT", "part": "ODD"}) == []
    assert V.SPELLINGS["!pto.f4E1M2x2"] == "f4e1m2x2"
