"""The compare and select tile ops (tcmp, tcmps, tsel, tsels) against plain numpy: the packed mask
each target writes and where (every element type each target allows, every cmpMode, valid regions
smaller than the tile with column counts that are not multiples of 8 or 32, NaN, +-0 and
infinities), the masks each target reads, each target's pseudocode against the semantics, the A5
expansions as a bit-equality proof under ptoisa.run, and whole kernels.

The expected bytes are written here from the packing the pages describe: a row's bits 8 to a
byte, bit j in byte j // 8 at bit j % 8 (summed from powers of two, not np.packbits)."""
import math

import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import assert_bits_equal, sample
from ptoisa.lang.pseudocode import run_pseudocode
from ptoisa.lang.clike import macro_name
from ptoisa_ref import semantics as S
from ptoisa_ref import verifier_rules as V
from reference import LANES, NP, is_float

ISA = the_isa()
RNG = np.random.default_rng(23)
MODES = ("eq", "ne", "lt", "le", "gt", "ge")
TARGETS = ("a5", "a2a3", "cpu")
SPELL = {"u8": "ui8", "u16": "ui16", "u32": "ui32"}


def values(t, shape):
    """Elements of T drawn from a few values, so that every mode has hits and misses: for floats
    +-0, +-1, 2, +-inf and NaN; for integers the extremes, -1, 0, 1 and 2."""
    if is_float(t):
        pool = [-0.0, 0.0, 1.0, -1.0, 2.0, math.inf, -math.inf, math.nan]
    else:
        info = np.iinfo(NP[t])
        pool = sorted({int(info.min), int(info.max), 0, 1, 2, -1 if info.min < 0 else 3})
    return np.array(pool, dtype=np.float64 if is_float(t) else np.int64)[RNG.integers(0, len(pool), shape)].astype(NP[t])


def relation(mode, a, b):
    """The comparison on exact values: every element type here is exact in a double."""
    x, y = np.asarray(a).astype(np.float64), np.asarray(b).astype(np.float64)
    with np.errstate(invalid="ignore"):
        return {"eq": x == y, "ne": x != y, "lt": x < y, "le": x <= y, "gt": x > y, "ge": x >= y}[mode]


def to_bytes(bits):
    """Rows of bits as bytes: bit j of a row is bit j % 8 of byte j // 8 (the last byte 0-padded)."""
    bits = np.asarray(bits, bool)
    pad = np.zeros(bits.shape[:-1] + (-bits.shape[-1] % 8,), bool)
    b = np.concatenate([bits, pad], -1)
    return (b.reshape(b.shape[:-1] + (-1, 8)) * (1 << np.arange(8))).sum(-1).astype(np.uint8)


def store(t):
    """A5: source elements per predicate store (256 for 8-bit T, else 128)."""
    return 256 if np.dtype(NP[t]).itemsize == 1 else 128


def repeat(t):
    """A2/A3: elements per 256-byte repeat."""
    return 256 // np.dtype(NP[t]).itemsize


def memory(x, row, n):
    """n elements of array x in memory order from row `row` (zeros past its end)."""
    flat = np.ascontiguousarray(x).reshape(-1)[row * x.shape[1]:row * x.shape[1] + n]
    return np.concatenate([flat, np.zeros(n - len(flat), x.dtype)])


def cases(op, operand):
    for target in TARGETS:
        for t in ISA.op(op).types_for(operand, target):
            yield pytest.param(t, target, id=f"{t}-{target}")


# ------------------------------------------------------------------------------------------- tcmp

def want_tcmp(a, b, vr, vc, mode, prior, target):
    """The bytes of dst (a 2-D array of its elements) after tcmp, from the packing the page gives."""
    t = next(k for k, v in NP.items() if np.dtype(v) == a.dtype and k != "f8e4m3")
    out = np.array(prior, copy=True)
    rb = out.shape[1] * out.dtype.itemsize
    by = out.reshape(-1).view(np.uint8).reshape(out.shape[0], rb)
    if target == "a5":  # row i at i x row bytes, zero bits to the end of the last store
        span = -(-vc // store(t)) * store(t)
        for i in range(vr):
            row = np.zeros(span, bool)
            row[:vc] = relation(mode, a[i, :vc], b[i, :vc])
            by[i, :span // 8] = to_bytes(row)
    elif target == "cpu":  # all zero, then at most dst's columns of elements a row
        by[:] = 0
        per = 8 * out.dtype.itemsize
        keep = min(vc, min(-(-vc // per), out.shape[1]) * per)
        for i in range(vr):
            by[i, :-(-keep // 8)] = to_bytes(relation(mode, a[i, :keep], b[i, :keep]))
    else:  # whole repeats of memory; i32 and ne compare eq, ne then inverts the rows
        n = repeat(t)
        span = -(-vc // n) * n
        used = "eq" if mode == "ne" or t == "i32" else mode
        for i in range(vr):
            by[i, :span // 8] = to_bytes(relation(used, memory(a, i, span), memory(b, i, span)))
        if mode == "ne":
            by[:vr] = ~by[:vr]
    return out


@pytest.mark.parametrize(("t", "target"), list(cases("tcmp", "src0")))
def test_tcmp_packs_each_row_at_dsts_row_stride(t, target):
    rows = 6
    cols = max(64, 512 // np.dtype(NP[t]).itemsize // 2)  # a whole register and more per row
    a, b = values(t, (rows, cols)), values(t, (rows, cols))
    b[:, ::3] = a[:, ::3]  # equal elements in every row
    dst_types = ISA.op("tcmp").types_for("dst", target)
    for vr, vc in ((5, cols - 13), (6, 24), (1, 1), (rows, cols)):
        for dt in dst_types:
            if target == "cpu" and dt == "u8" and t not in ("i32", "f16", "f32"):
                continue  # (the CPU simulator's TCMP does not compile it: rule cpu-u8-sources)
            width = cols if target != "cpu" or dt == "u8" else cols // 4
            prior = RNG.integers(0, 256, (rows, width * np.dtype(NP[dt]).itemsize), dtype=np.uint8).view(NP[dt])
            for mode in MODES:
                got = S.tcmp(a, b, dst=prior, cmpMode=mode, valid_rows=vr, valid_cols=vc, target=target)
                want = want_tcmp(a, b, vr, vc, mode, prior, target)
                assert got.dtype == want.dtype
                assert_bits_equal(got, want, f"tcmp {t} {target} {mode} valid {vr}x{vc} dst {dt}")


def test_tcmp_nan_zero_and_infinities():
    a = np.array([[math.nan, math.nan, -0.0, 0.0, math.inf, -math.inf, 1.0, math.nan]], np.float32)
    b = np.array([[math.nan, 1.0, 0.0, -0.0, math.inf, math.inf, math.nan, -math.inf]], np.float32)
    for target in TARGETS:
        got = {m: int(S.tcmp(a, b, cmpMode=m, target=target)[0, 0]) for m in MODES}
        # NaN is unordered and unequal; -0 equals +0; inf equals inf; -inf < inf
        assert got["eq"] == 0b00011100, (target, got)
        assert got["ne"] & 0xFF == 0b11100011, (target, got)
        assert got["lt"] == 0b00100000 and got["le"] == 0b00111100, (target, got)
        assert got["gt"] == 0 and got["ge"] == 0b00011100, (target, got)


def test_tcmp_a5_writes_whole_stores_and_nothing_else():
    a = np.ones((3, 64), np.float32)
    prior = np.full((3, 64), 0xAB, np.uint8)
    got = S.tcmp(a, a, dst=prior, valid_rows=2, valid_cols=5)  # eq: five 1 bits a row
    assert got[:2, 0].tolist() == [0x1F, 0x1F] and not got[:2, 1:16].any()  # 16 bytes: one PK store
    assert (got[:2, 16:] == 0xAB).all() and (got[2] == 0xAB).all()
    i8 = np.ones((2, 512), np.int8)
    got = S.tcmp(i8, i8, dst=np.full((2, 512), 0xAB, np.uint8), valid_cols=300)  # 8-bit T: 32-byte stores
    assert (got[:, :37] == 0xFF).all() and got[0, 37] == 0x0F and not got[:, 38:64].any()
    assert (got[:, 64:] == 0xAB).all()


def test_tcmp_cpu_zeroes_dst_and_writes_at_most_its_valid_columns():
    a = np.ones((2, 64), np.float32)
    got = S.tcmp(a, a, dst=np.full((3, 32), 0xAB, np.uint8), target="cpu")
    assert (got[:2, :8] == 0xFF).all() and not got[:, 8:].any() and not got[2].any()
    words = S.tcmp(a, a, dst=np.full((2, 1), 7, np.uint32), target="cpu")  # one u32: 32 of the 64 bits
    assert words.tolist() == [[0xFFFFFFFF], [0xFFFFFFFF]]
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.tcmp(a, a, dst=np.zeros((2, 32), np.int8), target="cpu")
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.tcmp(a, a, dst=np.zeros((2, 8), np.uint32))  # A5: an 8-bit mask tile


def test_tcmp_a2a3_compares_i32_for_equality_and_inverts_rows_for_ne():
    a = np.array([[1, 5, 7, 9] * 16], np.int32)
    b = np.array([[1, 6, 3, 9] * 16], np.int32)
    lt = S.tcmp(a, b, cmpMode="lt", target="a2a3")
    eq = S.tcmp(a, b, cmpMode="eq", target="a2a3")
    assert np.array_equal(lt, eq) and eq[0, 0] == 0b10011001  # lt falls back to eq (D-TCMP-A2A3)
    assert S.tcmp(a, b, cmpMode="lt")[0, 0] == 0b00100010  # A5 compares lt
    ne = S.tcmp(a, b, dst=np.zeros((2, 32), np.uint8), cmpMode="ne", target="a2a3")
    assert ne[0, 0] == 0b01100110 and (ne[0, 8:] == 0xFF).all() and not ne[1].any()  # the valid row inverted


def test_tcmp_a2a3_compares_whole_repeats_of_memory():
    a = np.arange(2 * 72, dtype=np.float32).reshape(2, 72)  # 64 f32 a repeat
    got = S.tcmp(a, a.copy(), valid_rows=1, valid_cols=3, target="a2a3")
    assert got[0, :8].tolist() == [0xFF] * 8  # all 64 elements of row 0's repeat compared equal
    got = S.tcmp(a, a.copy(), valid_rows=1, valid_cols=3)
    assert got[0, 0] == 0b111 and not got[0, 1:16].any()  # A5: the valid columns only


# ------------------------------------------------------------------------------------------ tcmps

def want_tcmps(a, s, vr, vc, mode, prior, target, flat=None):
    t = next(k for k, v in NP.items() if np.dtype(v) == a.dtype and k != "f8e4m3")
    s = NP[t](s)
    out = np.array(prior, copy=True)
    by = out.reshape(-1).view(np.uint8)
    if target == "a5":  # one stream: rows without gaps (flat) or after whole stores
        e = store(t)
        stride = vc if flat else -(-vc // e) * e
        bits = np.zeros(-(-((vr - 1) * stride + vc) // e) * e if vr else 0, bool)
        for i in range(vr):
            bits[i * stride:i * stride + vc] = relation(mode, a[i, :vc], s)
        by[:len(bits) // 8] = to_bytes(bits)
    elif target == "cpu":  # the whole tile's rows, cols // 8 bytes each, into dst's valid region
        by[:] = 0
        with np.errstate(invalid="ignore"):
            d = np.abs(a.astype(np.float64) - np.float64(s))
            hit = {"eq": d < 1e-9, "ne": np.isnan(a.astype(np.float64)) | bool(np.isnan(np.float64(s))) | (d > 1e-9)
                   }.get(mode, relation(mode, a, s) if mode not in ("eq", "ne") else None)
        whole = np.zeros(a.shape, bool)
        whole[:vr, :vc] = hit[:vr, :vc]
        stream = to_bytes(whole[:, :a.shape[1] // 8 * 8]).reshape(-1)
        dr, dc = out.shape
        n = min(len(stream), dr * dc)
        flat_out = out.reshape(-1)
        for c in range(n):
            flat_out[(c // dc) * out.shape[1] + c % dc] = stream[c]
    else:
        n = repeat(t)
        span = -(-vc // n) * n
        used = "eq" if mode == "ne" or t == "i32" else mode
        rb = out.shape[1] * out.dtype.itemsize
        rows = by.reshape(out.shape[0], rb)
        for i in range(vr):
            x = memory(a, i, span)
            y = s
            if t in ("i16", "u16"):  # compared as f16 bit patterns
                x, y = x.view(np.float16), np.asarray(s).view(np.float16)[()]
            rows[i, :span // 8] = to_bytes(relation(used, x, y))
        if mode == "ne":
            rows[:vr] = ~rows[:vr]
    return out


@pytest.mark.parametrize(("t", "target"), list(cases("tcmps", "src")))
def test_tcmps_packs_one_stream_as_each_target_does(t, target):
    rows, cols = 6, max(64, 512 // np.dtype(NP[t]).itemsize // 2)
    a = values(t, (rows, cols))
    for vr, vc, dcols, flat in ((5, cols, cols, True),  # contiguous rows, a dst row as long: no gaps
                                (5, cols - 13, cols, False),  # a narrower valid region: whole stores
                                (4, cols, 32, False),  # a dst row shorter than a source row
                                (1, cols - 13, cols, True)):  # one row
        prior = RNG.integers(0, 256, (rows, dcols), dtype=np.uint8)
        for s in (a[0, 0], a[1, 3], 0):
            for mode in MODES:
                got = S.tcmps(a, s, dst=prior, cmpMode=mode, valid_rows=vr, valid_cols=vc, target=target)
                want = want_tcmps(a, s, vr, vc, mode, prior, target, flat)
                assert_bits_equal(got, want, f"tcmps {t} {target} {mode} {s} valid {vr}x{vc} dst cols {dcols}")


def test_tcmps_a5_rows_follow_ptoas_choice():
    """f32 4 x 64 against a scalar, as PTOAS's golden: rows 8 bytes apart in a 4 x 64 u8 dst (its
    1-D form), 16 bytes apart (whole stores) in a 4 x 32 one."""
    a = np.full((4, 64), 1.0, np.float32)
    flat = S.tcmps(a, 5.0, cmpMode="lt")
    assert (flat[0, :32] == 0xFF).all() and not flat[0, 32:].any() and not flat[1:].any()
    gaps = S.tcmps(a, 5.0, dst=np.zeros((4, 32), np.uint8), cmpMode="lt")
    assert gaps.reshape(-1)[:64].tolist() == ([0xFF] * 8 + [0] * 8) * 4


def test_tcmps_cpu_equality_has_a_tolerance():
    a = np.array([[1e-10, math.inf, -math.inf, math.nan, 0.0, -0.0, 3.0, 1.0]], np.float32)
    eq_cpu = S.tcmps(a, 0.0, dst=np.zeros((1, 32), np.uint8), target="cpu")[0, 0]
    eq_a5 = S.tcmps(a, 0.0, dst=np.zeros((1, 32), np.uint8))[0, 0]
    assert eq_cpu == 0b00110001 and eq_a5 == 0b00110000  # 1e-10 equals 0 on the CPU only
    inf = np.full((1, 8), math.inf, np.float32)
    assert S.tcmps(inf, math.inf, dst=np.zeros((1, 32), np.uint8), target="cpu")[0, 0] == 0  # inf - inf is NaN
    assert S.tcmps(inf, math.inf, dst=np.zeros((1, 32), np.uint8), cmpMode="ne", target="cpu")[0, 0] == 0
    assert S.tcmps(inf, math.inf, dst=np.zeros((1, 32), np.uint8))[0, 0] == 0xFF


def test_tcmps_cpu_stream_fills_dsts_valid_region_row_by_row():
    a = np.ones((4, 16), np.float32)  # 2 bytes a source row
    got = S.tcmps(a, 1.0, dst=np.full((4, 32), 7, np.uint8), target="cpu")
    assert (got[0, :8] == 0xFF).all() and not got[0, 8:].any() and not got[1:].any()
    # the pto-isa manual's example: a dst whose valid region is 16 x 2 keeps one source row a row
    a = np.ones((16, 16), np.float32)
    tile = S.Tile(np.zeros(4096, np.uint8), 1024, "u8", 16, 32, valid_rows=16, valid_cols=2)
    src = S.Tile(np.zeros(4096, np.uint8), 0, "f32", 16, 16)
    src.write(a)
    S.tcmps(src, 0.0, tile, cmpMode="gt", target="cpu")
    assert (tile.values()[:, :2] == 0xFF).all() and not tile.values()[:, 2:].any()


def test_tcmps_a2a3_reads_16_bit_integers_as_f16():
    a = np.array([[0x3C00, 0x7E00, 0x0001, -1] * 32], np.int16)  # 1.0, NaN, the smallest subnormal, -NaN
    got = S.tcmps(a, 0x3C00, cmpMode="ge", target="a2a3")
    assert got[0, 0] == 0b00010001  # 1.0 >= 1.0; NaN is not; 2^-24 < 1.0
    assert S.tcmps(a, 0x3C00, cmpMode="ge")[0, 0] == 0b00110011  # A5: integers (15360 >= 15360, 32256)


# ------------------------------------------------------------------------------------ tsel, tsels

def rows_bits(mask, vr, vc):
    by = np.ascontiguousarray(mask).reshape(mask.shape[0], -1).view(np.uint8)
    return np.array([[(by[i, j // 8] >> (j % 8)) & 1 for j in range(vc)] for i in range(vr)], bool).reshape(vr, vc)


def stream_bits(mask, vr, vc):
    mc = mask.shape[1]
    out = np.zeros((vr, vc), bool)
    for i in range(vr):
        for j in range(vc):
            k = i * vc + j
            out[i, j] = (int(mask[k // 8 // mc, k // 8 % mc]) & 0xFF) >> (k % 8) & 1
    return out


@pytest.mark.parametrize(("t", "target"), list(cases("tsel", "src0")))
def test_tsel_reads_the_mask_per_row_or_as_one_stream(t, target):
    rows, cols = 6, 96
    a, b = sample(RNG, t, (rows, cols)), sample(RNG, t, (rows, cols))
    for vr, vc in ((5, 83), (6, 96), (3, 13), (1, 1)):
        for mt in ("u8", "i8"):
            mask = RNG.integers(0, 256, (rows, 32), dtype=np.uint8).view(NP[mt])
            prior = sample(RNG, t, (rows, cols))
            got = S.tsel(mask, a, b, dst=prior, valid_rows=vr, valid_cols=vc, target=target)
            bits = stream_bits(mask, vr, vc) if target == "cpu" else rows_bits(mask, vr, vc)
            want = prior.copy()
            want[:vr, :vc] = np.where(bits, a[:vr, :vc], b[:vr, :vc])
            assert_bits_equal(got, want, f"tsel {t} {target} valid {vr}x{vc} mask {mt}")


def test_tsel_cpu_and_a5_agree_when_each_mask_row_is_c_over_8_bytes():
    a, b = np.arange(64, dtype=np.float32).reshape(4, 16), -np.ones((4, 16), np.float32)
    mask = RNG.integers(0, 256, (4, 2), dtype=np.uint8)
    assert_bits_equal(S.tsel(mask, a, b, target="cpu"), S.tsel(mask, a, b))
    wide = np.zeros((4, 32), np.uint8)
    wide[:, :2] = mask  # the same bits in a 32-byte row: per row on A5, one stream on the CPU
    assert_bits_equal(S.tsel(wide, a, b), S.tsel(mask, a, b))
    assert not np.array_equal(S.tsel(wide, a, b, target="cpu"), S.tsel(wide, a, b))


@pytest.mark.parametrize(("t", "target"), list(cases("tsels", "src")))
def test_tsels_reads_the_mask_per_row_on_every_target(t, target):
    rows, cols = 5, 96
    a = sample(RNG, t, (rows, cols))
    for mt in ISA.op("tsels").types_for("mask", target):
        mask = RNG.integers(0, 256, (rows, 32), dtype=np.uint8).view(NP[mt])
        for vr, vc in ((5, 90), (2, 7)):
            for s in (a[0, 1], 0):
                got = S.tsels(mask, a, s, valid_rows=vr, valid_cols=vc, target=target)
                want = np.where(rows_bits(mask, vr, vc), a[:vr, :vc], NP[t](s))
                assert_bits_equal(got, want, f"tsels {t} {target} mask {mt}")


def test_select_errors():
    a = np.ones((2, 64), np.float32)
    with pytest.raises(S.SemanticsError, match="mask"):
        S.tsel(np.zeros((2, 4), np.uint16), a, a)  # tsel's mask is 8-bit
    with pytest.raises(S.SemanticsError, match="mask byte"):
        S.tsels(np.zeros((1, 32), np.uint8), a, 0.0)  # no mask row for row 1
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.tsels(np.zeros((2, 32), np.uint8), a.astype(NP["bf16"]), 0.0)


# ------------------------------------------------------------------------------------- pseudocode

def _macros(op, mode, used=None):
    sem = ISA.op(op).semantics
    params = ("src0", "src1") if op == "tcmp" else ("src", "scalar")
    return {macro_name(sem["by"]): (params, sem["exprs"][used or mode])}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("op", ["tcmp", "tcmps"])
def test_compare_pseudocode(op, target):
    """Each target's pseudocode run on the sources and the semantics, every mode, two types."""
    o = ISA.op(op)
    code = o.pseudocode_for(target)
    index = o.attributes[0].values.index
    for t in [x for x in ("f32", "i16", "i32", "f16", "u8") if x in o.types_for(o.primary_operand, target)][:3]:
        rows, cols, vr, vc = 5, 160, 4, 150
        a, b = values(t, (rows, cols)), values(t, (rows, cols))
        s = a[1, 2]
        for mode in MODES:
            used = "eq" if target == "a2a3" and (mode == "ne" or t == "i32") else None
            scal = {"R": vr, "C": vc, "N": LANES[t], "cmpMode": index(mode)}
            if target == "a2a3":
                span = -(-vc // LANES[t]) * LANES[t]
                x = np.stack([memory(a, i, span) for i in range(vr)])
                y = np.stack([memory(b, i, span) for i in range(vr)])
                sv = s
                if op == "tcmps" and t in ("i16", "u16"):
                    x, sv = x.view(np.float16), np.asarray(s).view(np.float16)[()]
                arrays = {"dst": np.zeros((vr, 160), np.uint8)}
                arrays |= {"src0": x, "src1": y} if op == "tcmp" else {"src": x}
                want = run_pseudocode(code, arrays, {**scal, "DW": 160, "scalar": sv}, elem=t,
                                      macros=_macros(op, mode, used))["dst"]
                got = (S.tcmp(a, b, dst=np.zeros((vr, 160), np.uint8), cmpMode=mode, valid_rows=vr, valid_cols=vc,
                              target=target) if op == "tcmp" else
                       S.tcmps(a, s, dst=np.zeros((vr, 160), np.uint8), cmpMode=mode, valid_rows=vr, valid_cols=vc,
                               target=target))
            elif op == "tcmp":
                dt = "u8" if target != "cpu" or t in ("i32", "f16", "f32") else "u32"
                dcols = 64 if dt == "u8" else 3  # a u32 row of 3 words keeps 96 of the 150 bits
                arrays = {"src0": a[:vr, :vc].copy(), "src1": b[:vr, :vc].copy(), "dst": np.zeros((vr, dcols), NP[dt])}
                want = run_pseudocode(code, arrays, {**scal, "DBITS": np.dtype(NP[dt]).itemsize * 8, "DC": dcols},
                                      elem=t, macros=_macros(op, mode))["dst"]
                got = S.tcmp(a, b, dst=np.zeros((vr, dcols), NP[dt]), cmpMode=mode, valid_rows=vr, valid_cols=vc,
                             target=target)
            else:
                dst = np.zeros((rows, 160), np.uint8)
                arrays = {"src": a[:vr, :vc].copy()}
                if target == "a5":  # rows are not contiguous here: each after the previous row's stores
                    arrays["dst"] = dst.reshape(-1).copy()
                    want = run_pseudocode(code, arrays, {**scal, "scalar": s, "ROW_BITS": -(-vc // store(t)) * store(t)},
                                          elem=t, macros=_macros(op, mode))["dst"].reshape(dst.shape)
                else:
                    arrays["dst"] = dst.copy()
                    want = run_pseudocode(code, arrays, {**scal, "scalar": s, "ROWS": rows, "COLS": cols, "DR": rows,
                                                         "DC": 160}, elem=t, float_eval="f64",
                                          macros=_macros(op, mode))["dst"]
                got = S.tcmps(a, s, dst=dst, cmpMode=mode, valid_rows=vr, valid_cols=vc, target=target)
            assert_bits_equal(got[:vr] if target == "a2a3" else got, want, f"{op} {t} {target} {mode}")


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("op", ["tsel", "tsels"])
def test_select_pseudocode(op, target):
    o = ISA.op(op)
    for t in ("f32", "i16", "u8"):
        if t not in o.types_for(o.primary_operand, target):
            continue
        vr, vc = 5, 83
        a, b = sample(RNG, t, (6, 96)), sample(RNG, t, (6, 96))
        mask = RNG.integers(0, 256, (6, 32), dtype=np.uint8)
        arrays = {"mask": mask.copy(), "dst": np.zeros((vr, vc), NP[t])}
        arrays |= {"src0": a[:vr, :vc].copy(), "src1": b[:vr, :vc].copy()} if op == "tsel" else {"src": a[:vr, :vc].copy()}
        want = run_pseudocode(o.pseudocode_for(target), arrays, {"R": vr, "C": vc, "MC": 32, "scalar": b[0, 0]},
                              elem=t)["dst"]
        got = (S.tsel(mask, a, b, valid_rows=vr, valid_cols=vc, target=target) if op == "tsel" else
               S.tsels(mask, a, b[0, 0], valid_rows=vr, valid_cols=vc, target=target))
        assert_bits_equal(got, want, f"{op} {t} {target}")


# -------------------------------------------------------------------------------- A5 expansions

def _tiles_kernel(tiles, body):
    """Tiles at fixed addresses (name, type, rows, cols, valid): each loaded whole from the
    argument of its name, then aliased with its valid region as %t_<name>; the last is stored whole."""
    lines, addr = ["  %k1 = arith.constant 1 : index"], 0
    args = []
    for name, ty, rows, cols, (vr, vc) in tiles:
        spelled = SPELL.get(ty, ty)
        full = f"!pto.tile_buf<vec, {rows}x{cols}x{spelled}>"
        part = f"!pto.tile_buf<vec, {rows}x{cols}x{spelled}, valid={vr}x{vc}>"
        view = f"!pto.tensor_view<{rows}x{cols}x{spelled}>"
        args.append(f"%{name}: !pto.ptr<{spelled}>")
        lines += [f"  %r_{name} = arith.constant {rows} : index", f"  %c_{name} = arith.constant {cols} : index",
                  f"  %addr_{name} = arith.constant {addr} : i64",
                  f"  %view_{name} = pto.make_tensor_view %{name}, shape = [%r_{name}, %c_{name}], strides = [%c_{name}, %k1] : {view}",
                  f"  %full_{name} = pto.alloc_tile addr = %addr_{name} : {full}",
                  f"  pto.tload ins(%view_{name} : {view}) outs(%full_{name} : {full})",
                  f"  %t_{name} = pto.alloc_tile addr = %addr_{name} : {part}"]
        body = body.replace("{" + name + "}", part)
        addr += -(-rows * cols * np.dtype(NP[ty]).itemsize // 512) * 512
    name, ty, rows, cols, _ = tiles[-1]
    spelled = SPELL.get(ty, ty)
    lines += [body, f"  pto.tstore ins(%full_{name} : !pto.tile_buf<vec, {rows}x{cols}x{spelled}>) "
                    f"outs(%view_{name} : !pto.tensor_view<{rows}x{cols}x{spelled}>)", "  return"]
    return f"func.func @k({', '.join(args)}) {{\n" + "\n".join(lines) + "\n}\n"


def _addresses(tiles):
    out, addr = {}, 0
    for name, ty, rows, cols, _ in tiles:
        out[name] = addr
        addr += -(-rows * cols * np.dtype(NP[ty]).itemsize // 512) * 512
    return out


def expansion_cases():
    for name in ("tcmp", "tcmps", "tsel", "tsels"):
        op = ISA.op(name)
        for t, path, text in op.expansions:
            yield pytest.param(op, t, path, text, id=f"{name}-{t}-{path}")


@pytest.mark.parametrize(("op", "t", "path", "text"), list(expansion_cases()))
def test_the_expansion_computes_the_tile_op(op, t, path, text):
    """The A5 expansion (PTOAS's template) and the tile op leave the same bytes, for each A5 type,
    path and mode: the 1-D path where PTOAS chooses it (tcmp, tsel, tsels: one row; tcmps:
    contiguous rows and a mask tile of the source's shape), the 2-D path with rows whose tail is not
    a multiple of 8 and whose registers are odd in number."""
    lanes = LANES[t]
    rows, cols = 4, 3 * lanes + lanes // 2  # several repeats (and pairs of them) a row, then a tail
    if path == "1d":
        vr, vc = (1, cols) if op.name != "tcmps" else (rows - 1, cols)
    else:
        vr, vc = rows - 1, cols - lanes - 7  # an odd count of registers: f32 selects end on one
    spelled = SPELL.get(t, t)
    a, b = values(t, (rows, cols)), values(t, (rows, cols))
    b[:, ::4] = a[:, ::4]
    scalar = a[1, 5]
    s_text = repr(float(scalar)) if is_float(t) else str(int(scalar))
    if is_float(t) and math.isnan(float(scalar)) or math.isinf(float(scalar) if is_float(t) else 0.0):
        scalar, s_text = NP[t](2.0), "2.0"
    modes = MODES if op.name in ("tcmp", "tcmps") else (None,)
    for mode in modes:
        if op.name == "tcmp":
            tiles = [("a", t, rows, cols, (vr, vc)), ("b", t, rows, cols, (vr, vc)), ("m", "u8", rows, cols, (vr, vc))]
            tile_op = (f"  pto.tcmp ins(%t_a, %t_b {{cmpMode = #pto<cmp {mode}>}} : {{a}}, {{b}}) outs(%t_m : {{m}})")
        elif op.name == "tcmps":
            tiles = [("a", t, rows, cols, (vr, vc)), ("m", "u8", rows, cols, (vr, vc))]
            tile_op = (f"  %scalar = arith.constant {s_text} : {spelled}\n"
                       f"  pto.tcmps ins(%t_a, %scalar {{cmpMode = #pto<cmp {mode}>}} : {{a}}, {spelled}) outs(%t_m : {{m}})")
        elif op.name == "tsel":
            tiles = [("k", "u8", rows, 32 * -(-cols // 256), (vr, 32 * -(-cols // 256))), ("a", t, rows, cols, (vr, vc)),
                     ("b", t, rows, cols, (vr, vc)), ("d", t, rows, cols, (vr, vc))]
            tile_op = "  pto.tsel ins(%t_k, %t_a, %t_b : {k}, {a}, {b}) outs(%t_d : {d})"
        else:
            tiles = [("k", "u8", rows, 32 * -(-cols // 256), (vr, 32 * -(-cols // 256))), ("a", t, rows, cols, (vr, vc)),
                     ("d", t, rows, cols, (vr, vc))]
            tile_op = (f"  %scalar = arith.constant {s_text} : {spelled}\n"
                       f"  pto.tsels ins(%t_k, %t_a, %scalar : {{k}}, {{a}}, {spelled}) outs(%t_d : {{d}})")
        at = _addresses(tiles)
        ptr = {"a": "%src0" if op.name in ("tcmp", "tsel") else "%src", "b": "%src1", "m": "%dst", "d": "%dst",
               "k": "%mask"}
        defs = [f"  {ptr[n]} = pto.castptr %addr_{n} : i64 -> !pto.ptr<{SPELL.get(ty, ty)}, ub>" for n, ty, *_ in tiles]
        defs += [f"  %rows = arith.constant {vr} : index", f"  %cols = arith.constant {vc} : index",
                 f"  %stride = arith.constant {cols} : index", f"  %dstride = arith.constant {cols} : index",
                 f"  %mstride = arith.constant {tiles[0][3]} : index"]
        if op.name in ("tcmps", "tsels"):
            defs.insert(0, f"  %scalar = arith.constant {s_text} : {spelled}")
        expansion = "\n".join(defs + ["  " + line.replace('"CMP_MODE"', f'"{mode}"') for line in text.splitlines()])
        data = {"a": a, "b": b, "k": RNG.integers(0, 256, (rows, tiles[0][3]), dtype=np.uint8),
                "m": RNG.integers(0, 256, (rows, cols), dtype=np.uint8), "d": values(t, (rows, cols))}
        args = {n: data[n] for n, *_ in tiles}
        out = {}
        for kind, body in (("tile", tile_op), ("expansion", expansion)):
            result = ptoisa.run(_tiles_kernel(tiles, body), args=args)
            out[kind] = result.buffers[tiles[-1][0]].view(np.uint8)
        assert np.array_equal(out["tile"], out["expansion"]), (op.name, t, path, mode, at)
        assert not np.array_equal(out["tile"], args[tiles[-1][0]].reshape(-1).view(np.uint8))


# ----------------------------------------------------------------------------------- ptoisa run

KERNEL = """func.func @k(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>, %m: !pto.ptr<ui8>) {
  %k1 = arith.constant 1 : index
  %kr = arith.constant 4 : index
  %kc = arith.constant 64 : index
  %va = pto.make_tensor_view %a, shape = [%kr, %kc], strides = [%kc, %k1] : !pto.tensor_view<4x64xf32>
  %vb = pto.make_tensor_view %b, shape = [%kr, %kc], strides = [%kc, %k1] : !pto.tensor_view<4x64xf32>
  %vc = pto.make_tensor_view %c, shape = [%kr, %kc], strides = [%kc, %k1] : !pto.tensor_view<4x64xf32>
  %vm = pto.make_tensor_view %m, shape = [%kr, %kc], strides = [%kc, %k1] : !pto.tensor_view<4x64xui8>
  %aa = arith.constant 0 : i64
  %ab = arith.constant 1024 : i64
  %ac = arith.constant 2048 : i64
  %ta = pto.alloc_tile addr = %aa : !pto.tile_buf<vec, 4x64xf32>
  %tb = pto.alloc_tile addr = %ab : !pto.tile_buf<vec, 4x64xf32>
  %tc = pto.alloc_tile addr = %ac : !pto.tile_buf<vec, 4x64xf32>
  %am = arith.constant 8192 : i64
  %tm = pto.alloc_tile addr = %am : !pto.tile_buf<vec, 4x64xui8>
  %tm8 = pto.alloc_tile addr = %am : !pto.tile_buf<vec, 4x64xui8, valid=4x8>
  pto.tload ins(%va : !pto.tensor_view<4x64xf32>) outs(%ta : !pto.tile_buf<vec, 4x64xf32>)
  pto.tload ins(%vb : !pto.tensor_view<4x64xf32>) outs(%tb : !pto.tile_buf<vec, 4x64xf32>)
  pto.tload ins(%vm : !pto.tensor_view<4x64xui8>) outs(%tm : !pto.tile_buf<vec, 4x64xui8>)
  pto.tcmp ins(%ta, %tb {cmpMode = #pto<cmp gt>} : !pto.tile_buf<vec, 4x64xf32>, !pto.tile_buf<vec, 4x64xf32>) outs(%tm : !pto.tile_buf<vec, 4x64xui8>)
  pto.tsel ins(%MASK, %ta, %tb : !pto.tile_buf<vec, 4x64xui8MASKVALID>, !pto.tile_buf<vec, 4x64xf32>, !pto.tile_buf<vec, 4x64xf32>) outs(%tc : !pto.tile_buf<vec, 4x64xf32>)
  pto.tstore ins(%tc : !pto.tile_buf<vec, 4x64xf32>) outs(%vc : !pto.tensor_view<4x64xf32>)
  pto.tstore ins(%tm : !pto.tile_buf<vec, 4x64xui8>) outs(%vm : !pto.tensor_view<4x64xui8>)
  return
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_a_kernel_compares_and_selects_in_place(target):
    """tcmp then tsel under ptoisa.run: the larger of two tiles wherever the targets read the mask
    as tcmp wrote it (on the CPU simulator, a mask tile whose valid columns are C / 8 bytes)."""
    a, b = values("f32", (4, 64)), values("f32", (4, 64))
    prior = np.full((4, 64), 0xAB, np.uint8)
    args = {"a": a, "b": b, "c": np.zeros((4, 64), np.float32), "m": prior}
    for mask, valid in (("%tm", ""), ("%tm8", ", valid=4x8")):
        r = ptoisa.run(KERNEL.replace("%MASK", mask).replace("MASKVALID", valid), args=args, target=target)
        m = r.buffers["m"].view(np.uint8).reshape(4, 64)
        want_m = want_tcmp(a, b, 4, 64, "gt", prior, target)
        assert_bits_equal(m, want_m)
        c = r.buffers["c"].view(np.float32).reshape(4, 64)
        bits = stream_bits(m[:, :8 if valid else 64], 4, 64) if target == "cpu" else rows_bits(m, 4, 64)
        assert_bits_equal(c, np.where(bits, a, b))
        if target != "cpu" or valid:
            with np.errstate(invalid="ignore"):
                assert np.array_equal(np.where(a > b, a, b), c, equal_nan=True)


def test_the_mask_tiles_type_is_checked_by_the_verifier():
    t = lambda e, r, c, v=(None, None), **kw: V.TileType(elem=V.Elem(e), rows=r, cols=c, valid_rows=v[0],
                                                       valid_cols=v[1], **kw)
    ok = {"src0": t("i16", 8, 128, (8, 100)), "src1": t("i16", 8, 128, (8, 100)), "dst": t("u32", 8, 128, (8, 100))}
    assert V.verify_op("tcmp", "cpu", ok) == []
    assert [v.rule for v in V.verify_op("tcmp", "a5", ok)] == ["element-type"]
    u8 = {**ok, "dst": t("u8", 8, 128)}
    assert [v.rule for v in V.verify_op("tcmp", "cpu", u8)] == ["cpu-u8-sources"]
    assert V.verify_op("tcmp", "a5", u8) == []
    assert [v.rule for v in V.verify_op("tcmp", "a2a3", u8)] == ["element-type"]  # i16 on A2/A3
    narrow = {**u8, "dst": t("u8", 8, 32, (8, 32))}
    assert [v.rule for v in V.verify_op("tcmp", "a5", narrow)] == ["same-shape"]
    for target in TARGETS:
        for op, primary in (("tcmp", "src0"), ("tcmps", "src"), ("tsel", "src0"), ("tsels", "src")):
            legal = ISA.op(op).types_for(primary, target)
            assert legal, (op, target)
            assert V.OPS[op].element_types[primary][target] == legal
