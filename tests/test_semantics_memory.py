"""pto.vlds and pto.vsts against byte-level references written here from the manuals' C
semantics (not from the YAML tables), the hardware goldens restated, and every error the
interpreter reports: past the end, misaligned, wrong memory, modes that are not modelled."""
import numpy as np
import pytest

from helpers import assert_bits_equal, sample
from ptoisa_ref import semantics as S
from reference import LANES, NP

RNG = np.random.default_rng(11)
CODED = ("hif8", "f4e2m1x2", "f4e1m2x2")  # raw-byte lanes: test_coded_types_move_as_bytes
TYPES = [t for t in S.OPS["vlds"] if t not in CODED]
UB = 262144


def ub_with(data=None, size=UB):
    mem = RNG.integers(0, 256, size, dtype=np.uint8)
    if data is not None:
        raw = np.ascontiguousarray(data).view(np.uint8)
        mem[:raw.size] = raw
    return mem


def ptr(mem, addr=0, elem="f32", space="ub"):
    return S.Ptr(mem, addr, elem, space)


# ----------------------------------------------------------------------------- loads
def ref_load(mem, addr, dist):
    """The register's 256 bytes, from the manual's per-mode C (byte by byte)."""
    out = bytearray(256)
    width = {"B8": 1, "B16": 2, "B32": 4}
    if dist == "NORM":
        out[:] = mem[addr:addr + 256].tobytes()
    elif dist == "BRC_BLK":  # the first 32-byte block, eight times
        for i in range(256):
            out[i] = mem[addr + i % 32]
    elif dist.startswith("BRC_B"):  # dst[i] = UB[base]
        k = width[dist[4:]]
        for i in range(256):
            out[i] = mem[addr + i % k]
    elif dist.startswith("US_"):  # dst[2i] = dst[2i+1] = UB[base + i]
        k = width[dist[3:]]
        for i in range(256 // k):
            for b in range(k):
                out[i * k + b] = mem[addr + (i // 2) * k + b]
    elif dist.startswith("DS_"):  # dst[i] = UB[base + 2i]
        k = width[dist[3:]]
        for i in range(256 // k):
            for b in range(k):
                out[i * k + b] = mem[addr + 2 * i * k + b]
    elif dist.startswith("UNPK_"):  # element j into the low half of a unit twice as wide
        k = width[dist[5:]]
        for j in range(128 // k):
            for b in range(k):
                out[2 * j * k + b] = mem[addr + j * k + b]
    elif dist.startswith("E2B_"):  # element j across 32-byte block j
        k = width[dist[4:]]
        for i in range(256):
            out[i] = mem[addr + (i // 32) * k + i % k]
    return np.frombuffer(bytes(out), np.uint8)


MODELLED = [d for d in S._DISTS_VLDS]


@pytest.mark.parametrize("dist", MODELLED)
@pytest.mark.parametrize("t", ["f32", "f16", "u8"])
def test_every_load_mode_against_the_byte_reference(dist, t):
    mem = ub_with()
    for addr in (0, 96, 4096):
        got = S.vlds(ptr(mem, addr, t), 0, dist=dist)
        assert got.dtype == NP[t] and got.shape == (LANES[t],)
        assert (got.view(np.uint8) == ref_load(mem, addr, dist)).all(), (dist, t, addr)


@pytest.mark.parametrize("t", TYPES)
def test_norm_loads_every_element_type(t):
    data = sample(RNG, t, (3 * LANES[t],))
    mem = ub_with(data)
    for k in range(3):
        assert_bits_equal(S.vlds(ptr(mem, 0, t), k * LANES[t]), data[k * LANES[t]:(k + 1) * LANES[t]], t)


def test_the_offset_counts_elements_of_the_pointer_type():
    data = np.arange(1024, dtype=np.float32)
    mem = ub_with(data)
    # The hardware cases step %offset by 64 over 1024 f32 in 4096-byte tiles.
    for off in range(0, 1024, 64):
        assert (S.vlds(ptr(mem), off) == data[off:off + 64]).all()
    half = ub_with(np.arange(2048, dtype=np.float16))
    assert S.vlds(ptr(half, 0, "f16"), 128)[0] == 128


def test_hardware_goldens_of_the_load_modes():
    # vlds-unpk-b16: chunk of 64 halves -> lanes 0, 2, 4, ... of 128; odd lanes zero.
    src = RNG.uniform(-8, 8, 1024).astype(np.float16)
    mem = ub_with(src)
    for base in range(0, 1024, 64):
        got = S.vlds(ptr(mem, 0, "f16"), base, dist="UNPK_B16")
        want = np.zeros(128, np.float16)
        want[::2] = src[base:base + 64]
        assert_bits_equal(got, want)
    # vlds-brc-blk: 256 u8 lanes hold the first 32 bytes eight times.
    raw = RNG.integers(0, 256, 4096, dtype=np.uint8)
    mem = ub_with(raw)
    for off in range(0, 1024, 256):
        assert (S.vlds(ptr(mem, 0, "u8"), off, dist="BRC_BLK") == np.tile(raw[off:off + 32], 8)).all()
    # vlds-brc-b16 (f16) and vlds-brc-b32 (f32): every lane is the element at the address.
    h = RNG.uniform(-8, 8, 2048).astype(np.float16)
    mem = ub_with(h)
    for off in range(0, 1024, 128):
        assert_bits_equal(S.vlds(ptr(mem, 0, "f16"), off, dist="BRC_B16"), np.full(128, h[off]))
    f = RNG.uniform(-8, 8, 2048).astype(np.float32)
    mem = ub_with(f)
    assert_bits_equal(S.vlds(ptr(mem), 64, dist="BRC_B32"), np.full(64, f[64]))


def test_e2b_expands_each_element_into_a_block():
    """As the A5 tile library's row expand uses it: 8 elements, each filling 32 bytes."""
    f = np.arange(16, dtype=np.float32)
    got = S.vlds(ptr(ub_with(f)), 0, dist="E2B_B32")
    assert (got == np.repeat(f[:8], 8)).all()
    h = np.arange(16, dtype=np.float16)
    got = S.vlds(ptr(ub_with(h), 0, "f16"), 0, dist="E2B_B16")
    assert (got == np.repeat(h[:8], 16)).all()


def test_post_update_reads_at_the_base_and_advances_it():
    """The hardware case vlds-post-update: `%vec, %next = pto.vlds %src[%c64]` walks the input in order."""
    data = np.arange(1024, dtype=np.float32)
    p = ptr(ub_with(data))
    out = []
    for _ in range(16):
        vec, p = S.vlds(p, 64, mode="post_update")
        out.append(vec)
    assert (np.concatenate(out) == data).all()
    assert p.addr == 4096 and p.elem == "f32" and p.space == "ub"


def test_dtype_reads_the_bytes_as_another_type():
    data = np.arange(64, dtype=np.float32)
    got = S.vlds(ptr(ub_with(data)), 0, dtype="u32")
    assert (got == data.view(np.uint32)).all()


def test_load_errors_name_the_op_and_the_rule():
    mem = ub_with(size=4096)
    with pytest.raises(S.SemanticsError, match=r"pto\.vlds: reads bytes 4096\.\.4351 of ub, past its end \(4096 bytes\)"):
        S.vlds(ptr(mem), 1024)
    with pytest.raises(S.SemanticsError, match=r"pto\.vlds: address 100 is not 32-byte aligned \(dist NORM\)"):
        S.vlds(ptr(mem, 100), 0)
    with pytest.raises(S.SemanticsError, match="before its start"):
        S.vlds(ptr(mem, 64), -32)
    with pytest.raises(S.SemanticsError, match="must point into ub, not gm"):
        S.vlds(ptr(mem, 0, space="gm"), 0)
    with pytest.raises(S.SemanticsError, match="SPLT4CHN' is not modelled.*D-DIST-SPLIT"):
        S.vlds(ptr(mem), 0, dist="SPLT4CHN")
    with pytest.raises(S.SemanticsError, match="dist 'BRC' is not one of"):
        S.vlds(ptr(mem), 0, dist="BRC")
    with pytest.raises(S.SemanticsError, match="whose size this database does not know"):
        S.vlds(ptr(mem, 0, "f64"), 0, dtype="u8")
    # A broadcast needs only its unit's alignment (the A5 library steps BRC_B8 by one byte).
    assert S.vlds(ptr(mem, 7, "u8"), 0, dist="BRC_B8").shape == (256,)
    with pytest.raises(S.SemanticsError, match="not 2-byte aligned"):
        S.vlds(ptr(mem, 7, "f16"), 0, dist="BRC_B16")


def test_the_target_bounds_the_unified_buffer():
    mem = ub_with(size=1 << 20)  # a buffer larger than any target's UB
    S.vlds(ptr(mem, 196608 - 256), 0, target="a2a3")
    with pytest.raises(S.SemanticsError, match=r"past its end \(196608 bytes\)"):
        S.vlds(ptr(mem, 196608), 0, target="a2a3")
    S.vlds(ptr(mem, 196608), 0, target="a5")
    with pytest.raises(S.SemanticsError, match=r"past its end \(262144 bytes\)"):
        S.vlds(ptr(mem, 262144), 0)


# ----------------------------------------------------------------------------- stores
def pred_bits(mask):
    """The 256 predicate bits of a mask of 64, 128 or 256 lanes (lane i of bK is bit i*K/8)."""
    bits = np.zeros(256, bool)
    if mask is None:
        return np.ones(256, bool)
    bits[::256 // len(mask)] = mask
    return bits


def ref_store(mem, addr, value, mask, dist):
    """Memory after the store, byte by byte from the manual's per-mode C."""
    mem = mem.copy()
    raw = np.ascontiguousarray(value).view(np.uint8)
    bits = pred_bits(mask)
    unit = {"8": 1, "16": 2, "32": 4, "64": 8}[dist.rsplit("_B", 1)[1]]
    if dist.startswith("NORM"):
        for i in range(256 // unit):
            if bits[i * unit]:
                mem[addr + i * unit:addr + (i + 1) * unit] = raw[i * unit:(i + 1) * unit]
    elif dist.startswith("1PT"):  # element 0 only, predicate ignored
        mem[addr:addr + unit] = raw[:unit]
    elif dist.startswith("PK"):  # the low half (PK4: quarter) of each active unit, packed
        keep = unit // 4 if dist.startswith("PK4") else unit // 2
        for i in range(256 // unit):
            if bits[i * unit]:
                mem[addr + i * keep:addr + (i + 1) * keep] = raw[i * unit:i * unit + keep]
    return mem


def mask_cases(lanes):
    yield "all-on", np.ones(lanes, bool)
    yield "none", None
    yield "all-off", np.zeros(lanes, bool)
    yield "random", RNG.random(lanes) < 0.5
    m, _ = getattr(S, f"plt_b{2048 // lanes}")(lanes // 3)  # a tail mask
    yield "tail", m


@pytest.mark.parametrize("dist", [d for d in S._DISTS_VSTS])
def test_every_store_mode_against_the_byte_reference(dist):
    for t in ("f32", "f16", "u8", "i64" if dist == "PK_B64" else "i32"):
        x = sample(RNG, t, (LANES[t],))
        for lanes in (64, 128, 256):
            for kind, m in mask_cases(lanes):
                mem = ub_with(size=8192)
                want = ref_store(mem, 256, x, m, dist)
                S.vsts(x, ptr(mem, 0, t), 256 // np.dtype(NP[t]).itemsize, m, dist=dist)
                assert (mem == want).all(), (dist, t, lanes, kind)


@pytest.mark.parametrize("t", TYPES)
def test_a_store_without_dist_is_norm_of_the_element_width(t):
    x = sample(RNG, t, (LANES[t],))
    for kind, m in mask_cases(LANES[t] if LANES[t] >= 64 else 64):
        mem = ub_with(size=4096)
        width = min(8 * np.dtype(NP[t]).itemsize, 32)
        want = ref_store(mem, 0, x, m, f"NORM_B{width}")
        S.vsts(x, ptr(mem, 0, t), 0, m)
        assert (mem == want).all(), (t, kind)


def test_a_store_round_trips_a_load():
    for t in TYPES:
        x = sample(RNG, t, (LANES[t],))
        mem = ub_with(size=1024)
        S.vsts(x, ptr(mem, 0, t), LANES[t], None)
        assert_bits_equal(S.vlds(ptr(mem, 0, t), LANES[t]), x, t)


def test_hardware_goldens_of_the_packing_stores():
    # vsts-packed-dist-mask-granularity: PK_B64 of f32 values in the even lanes stores them contiguously.
    i64 = RNG.integers(-2**31, 2**31, 32).astype(np.int64)
    f = np.zeros(64, np.float32)
    f[::2] = i64.astype(np.float32)
    mem = ub_with(size=1024)
    S.vsts(f, ptr(mem), 0, S.pset_b32(pattern="PAT_ALL"), dist="PK_B64")
    assert (mem[:128].view(np.float32) == i64.astype(np.float32)).all()
    # PK4_B32 of 256 u8 lanes keeps every fourth byte.
    v = RNG.integers(0, 256, 256, dtype=np.uint8)
    mem = ub_with(size=1024)
    S.vsts(v, ptr(mem, 0, "u8"), 0, S.pset_b32(pattern="PAT_ALL"), dist="PK4_B32")
    assert (mem[:64] == v[0::4]).all()
    # The vadd tail case: 1000 elements; the last register writes 40 lanes, the rest keep their zeros.
    out = np.zeros(1024, np.float32)
    mem = ub_with(out, size=4096)
    remaining = 1000
    for off in range(0, 1024, 64):
        m, remaining = S.plt_b32(remaining)
        S.vsts(np.ones(64, np.float32), ptr(mem), off, m)
    got = mem[:4096].view(np.float32)
    assert (got[:1000] == 1).all() and (got[1000:] == 0).all()


def test_store_post_update_writes_at_the_base():
    mem = ub_with(size=4096)
    p = ptr(mem, 256)
    for k in range(4):
        p = S.vsts(np.full(64, k, np.float32), p, 64, None, mode="post_update")
    assert p.addr == 256 + 4 * 256
    assert (mem[256:1280].view(np.float32) == np.repeat(np.arange(4), 64)).all()
    assert S.vsts(np.zeros(64, np.float32), ptr(mem), 0, None) is None


def test_store_errors_name_the_op_and_the_rule():
    mem = ub_with(size=4096)
    x = np.zeros(64, np.float32)
    with pytest.raises(S.SemanticsError, match=r"pto\.vsts: writes bytes 4096\.\.4351 of ub, past its end \(4096 bytes\)"):
        S.vsts(x, ptr(mem), 1024, None)
    with pytest.raises(S.SemanticsError, match=r"pto\.vsts: address 36 is not 32-byte aligned \(dist NORM_B32\)"):
        S.vsts(x, ptr(mem, 4), 8, None)
    with pytest.raises(S.SemanticsError, match="MRG2CHN_B16' is not modelled"):
        S.vsts(x, ptr(mem), 0, None, dist="MRG2CHN_B16")
    with pytest.raises(S.SemanticsError, match="boolean array of 256, 128 or 64 lanes"):
        S.vsts(x, ptr(mem), 0, np.ones(32, bool))
    with pytest.raises(S.SemanticsError, match="1-D array of 64 lanes"):
        S.vsts(np.zeros((2, 64), np.float32), ptr(mem), 0, None)
    # Inactive lanes still count: the footprint is checked whole (the manual: masked-off lanes
    # do not make an illegal address legal).
    with pytest.raises(S.SemanticsError, match="past its end"):
        S.vsts(x, ptr(mem, 4064), 0, np.arange(64) < 1)
    # A first-element store needs only its element's alignment (TQuant stores 1PT_B32 at 8-byte steps).
    S.vsts(x, ptr(mem, 8), 0, None, dist="1PT_B32")


# ----------------------------------------------------------------------------- dual loads and stores
@pytest.mark.parametrize("k", [1, 2, 4])
def test_dual_load_deinterleaves_and_dual_store_interleaves(k):
    t = {1: "u8", 2: "f16", 4: "f32"}[k]
    mem = ub_with(size=4096)
    pairs = mem[:512].view(NP[t])  # an array of (x, y) pairs
    low, high = S.vldsx2(ptr(mem, 0, t), 0, dist=f"DINTLV_B{8 * k}")
    assert_bits_equal(low, pairs[0::2].copy())
    assert_bits_equal(high, pairs[1::2].copy())
    out = ub_with(size=4096)
    S.vstsx2(low, high, ptr(out, 0, t), 512 // k, np.zeros(LANES[t], bool), dist=f"INTLV_B{8 * k}")
    assert (out[512:1024] == mem[:512]).all()  # the predicate is ignored
    # manual, DINTLV_B32 on 32-bit elements: low[i] = UB[base + 8i], high[i] = UB[base + 8i + 4] (bytes)
    if k == 4:
        for i in (0, 5, 63):
            assert low.view(np.uint8)[4 * i:4 * i + 4].tobytes() == mem[8 * i:8 * i + 4].tobytes()
            assert high.view(np.uint8)[4 * i:4 * i + 4].tobytes() == mem[8 * i + 4:8 * i + 8].tobytes()


def test_dual_load_post_update_returns_the_advanced_pointer():
    """vldsx2-vsldb-post-update: %ub_in[%c128] returns %ub_in + 128 f32, where a vlds reads data[128:192]."""
    data = np.arange(512, dtype=np.float32) * 0.25 + 1.0
    mem = ub_with(data)
    low, high, nxt = S.vldsx2(ptr(mem), 128, dist="DINTLV_B32", mode="post_update")
    assert nxt.addr == 512 and (S.vlds(nxt, 0) == data[128:192]).all()
    assert (low == data[0:128:2]).all() and (high == data[1:128:2]).all()  # read at the base itself
    with pytest.raises(S.SemanticsError, match="BDINTLV' is not modelled"):
        S.vldsx2(ptr(mem), 0, dist="BDINTLV")
    with pytest.raises(S.SemanticsError, match="must be f32"):
        S.vstsx2(low, high.astype(np.float16), ptr(mem), 0, None, dist="INTLV_B32")


# ----------------------------------------------------------------------------- gathers and scatters
def test_gathers_as_the_hardware_case():
    """vgather2: f32 by i32 offsets, f16 by ui16 offsets, ui8 and i8 zero-extended into 16-bit lanes."""
    rng = np.random.default_rng(19)
    flat = rng.uniform(-8, 8, 1024).astype(np.float32)
    offsets = ((np.arange(1024, dtype=np.int32) * 17) + 3) % 1024
    mem = ub_with(flat)
    for base in range(0, 1024, 64):
        got = S.vgather2(ptr(mem), offsets[base:base + 64], np.ones(64, bool))
        assert_bits_equal(got, flat[offsets[base:base + 64]])
    off16 = (((np.arange(1024, dtype=np.uint32) * 11) + 5) % 1024).astype(np.uint16)
    h = rng.uniform(-4, 4, 1024).astype(np.float16)
    got = S.vgather2(ptr(ub_with(h), 0, "f16"), off16[:128], None)
    assert_bits_equal(got, h[off16[:128].astype(np.int32)])
    i8 = rng.integers(-128, 128, 1024).astype(np.int8)
    got = S.vgather2(ptr(ub_with(i8), 0, "i8"), off16[:128], None)
    assert got.dtype == np.int16 and (got == i8[off16[:128].astype(np.int32)].view(np.uint8).astype(np.int16)).all()
    u8 = rng.integers(0, 256, 1024).astype(np.uint8)
    got = S.vgather2(ptr(ub_with(u8), 0, "u8"), off16[:128], None)
    assert got.dtype == np.uint16 and (got == u8[off16[:128].astype(np.int32)]).all()


def test_gather_masks_and_errors():
    mem = ub_with(np.arange(1024, dtype=np.float32), size=4096)
    off = np.full(64, 2000, np.uint32)  # past the buffer: only active lanes are checked
    m = np.zeros(64, bool)
    m[:2] = True
    off[:2] = [5, 9]
    got = S.vgather2(ptr(mem), off, m)
    assert list(got[:3]) == [5.0, 9.0, 0.0] and (got[2:] == 0).all()
    with pytest.raises(S.SemanticsError, match=r"pto\.vgather2: reads bytes 8000\.\.8003 of ub, past its end \(4096 bytes\)"):
        S.vgather2(ptr(mem), off, None)
    with pytest.raises(S.SemanticsError, match=r"address 2 is not 4-byte aligned \(lane 0\)"):
        S.vgather2(ptr(mem, 2), np.zeros(64, np.uint32), None)
    with pytest.raises(S.SemanticsError, match="f32 gathers into 64 lanes; %offsets has 128"):
        S.vgather2(ptr(mem), np.zeros(128, np.uint16), None)


def test_block_gather():
    data = np.arange(1024, dtype=np.float32)
    mem = ub_with(data, size=8192)
    offsets = np.zeros(64, np.uint32)
    offsets[:8] = [0, 64, 32, 4064, 128, 96, 160, 192]  # bytes; the other 56 lanes are not read
    m = np.ones(64, bool)
    m[3] = False
    got = S.vgatherb(ptr(mem), offsets, m).reshape(8, 8)
    for k in range(8):
        want = np.zeros(8, np.float32) if k == 3 else data[offsets[k] // 4:offsets[k] // 4 + 8]
        assert (got[k] == want).all(), k
    offsets[1] = 40
    with pytest.raises(S.SemanticsError, match=r"address 40 is not 32-byte aligned \(block 1\)"):
        S.vgatherb(ptr(mem), offsets, None)


def test_scatters():
    mem = ub_with(size=4096)
    before = mem.copy()
    values = np.arange(64, dtype=np.float32)
    offsets = np.arange(64, dtype=np.uint32)[::-1].copy()
    m = np.arange(64) % 2 == 0
    S.vscatter(values, ptr(mem), offsets, m)
    out = mem[:256].view(np.float32)
    for i in range(64):
        if m[i]:
            assert out[63 - i] == values[i]
        else:
            assert mem[4 * (63 - i):4 * (64 - i)].tobytes() == before[4 * (63 - i):4 * (64 - i)].tobytes()
    # equal offsets: the highest active lane's write stays (D-SCATTER-ORDER)
    S.vscatter(values, ptr(mem), np.zeros(64, np.uint32), None)
    assert mem[:4].view(np.float32)[0] == 63.0
    # 8-bit values: request i writes value[2i] through 16-bit offsets
    b = np.arange(256, dtype=np.uint8)
    S.vscatter(b, ptr(mem, 1024, "u8"), np.arange(128, dtype=np.uint16), None)
    assert (mem[1024:1152] == b[::2]).all()
    with pytest.raises(S.SemanticsError, match="must be 64 integer lanes of 32 bits"):
        S.vscatter(values, ptr(mem), np.zeros(128, np.uint16), None)


# ----------------------------------------------------------------------------- block-strided loads and stores
def test_block_strided_load_and_store():
    data = np.arange(2048, dtype=np.float32)
    mem = ub_with(data, size=16384)
    m = np.ones(64, bool)
    m[8 * 3] = True
    lanes = np.ones(64, bool)
    lanes[2] = False  # b32 lane 2 gates block 2 (D-BLOCK-MASK)
    got = S.vsldb(ptr(mem), 3, 1, lanes).reshape(8, 8)
    for k in range(8):  # block k from block 1 + 3k of the buffer (8 f32 per block)
        want = np.zeros(8, np.float32) if k == 2 else data[8 * (1 + 3 * k):8 * (2 + 3 * k)]
        assert (got[k] == want).all(), k
    # the hardware case: post-update with strides 1 and 8 returns the base + 8 blocks
    block, nxt = S.vsldb(ptr(mem), 1, 8, None, mode="post_update")
    assert nxt.addr == 256 and (block == data[:64]).all() and (S.vlds(nxt, 0) == data[64:128]).all()
    out = ub_with(size=16384)
    before = out.copy()
    S.vsstb(np.arange(64, dtype=np.float32), ptr(out), 2, 4, lanes)
    for k in range(8):
        at = (4 + 2 * k) * 32
        if k == 2:
            assert (out[at:at + 32] == before[at:at + 32]).all()
        else:
            assert (out[at:at + 32].view(np.float32) == np.arange(8 * k, 8 * k + 8)).all()
    nxt = S.vsstb(np.zeros(64, np.float32), ptr(out), 1, 8, None, mode="post_update")
    assert nxt.addr == 256 and (out[:256] == 0).all()
    with pytest.raises(S.SemanticsError, match=r"pto\.vsldb: address 36 is not 32-byte aligned \(block 0\)"):
        S.vsldb(ptr(mem, 4), 1, 1, None)
    with pytest.raises(S.SemanticsError, match=r"reads bytes 19328\.\.19359 of ub, past its end \(16384 bytes\)"):
        S.vsldb(ptr(mem), 600, 4, np.arange(64) < 2)  # block 1 at 4 + 600 blocks
    S.vsldb(ptr(mem), 600, 4, np.arange(64) < 1)  # a masked-off block raises nothing


@pytest.mark.parametrize("t", CODED)
def test_coded_types_move_as_bytes(t):
    """hif8 and the packed FP4 types load and store their bytes unchanged (PTOAS's vreg-low-precision-ldst)."""
    raw = np.random.default_rng(11).integers(0, 256, 512, dtype=np.uint8)
    mem = ub_with(raw)
    got = S.vlds(ptr(mem, 0, t), 256)
    assert np.array_equal(np.asarray(got).view(np.uint8), raw[256:])
    out = np.zeros(4096, np.uint8)
    S.vsts(got, ptr(out, 0, t), 0)
    assert np.array_equal(out[:256], raw[256:]) and not out[256:].any()
