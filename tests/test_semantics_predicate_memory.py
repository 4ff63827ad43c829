"""Predicate loads and stores against the hardware goldens restated: the packed image is
little-endian by bit; NORM moves 32 bytes, US doubles 16 bytes of bits, DS halves 64, PK keeps
the even bits in 16; byte offsets (plds, psts) and alignment-unit offsets (pldi, psti); the
post-update forms; and the errors."""
import numpy as np
import pytest

from ptoisa_ref import semantics as S

RNG = np.random.default_rng(8)


def ub(size=4096):
    return RNG.integers(0, 256, size, dtype=np.uint8)


def prefix(n):
    bits = np.zeros(256, bool)
    bits[:n] = True
    return bits


def test_norm_round_trips_the_image_at_every_granularity():
    for k, lanes in ((1, 256), (2, 128), (4, 64)):
        mem = ub()
        mask = RNG.random(lanes) < 0.5
        S.psts(mask, S.Ptr(mem, 0, "u8", "ub"), 64, dist="NORM")
        image = np.zeros(256, bool)
        image[::k] = mask
        assert (mem[64:96] == np.packbits(image, bitorder="little")).all()
        got = S.plds(S.Ptr(mem, 0, "u8", "ub"), 64, dist="NORM", dtype=f"b{8 * k}")
        assert (got == mask).all()
    # the stored b16 all-true mask reads 0x55 bytes (pdintlv_b16's golden)
    mem = ub()
    S.psts(S.pset_b16(pattern="PAT_ALL"), S.Ptr(mem, 0, "u8", "ub"), 0, dist="NORM")
    assert (mem[:32] == 0x55).all()


def test_pk_then_us_and_norm_then_ds_compose_as_the_hardware_cases():
    # psts-pk-plds-us: a 171-lane prefix stored PK and loaded US keeps each even bit, twice.
    mem = ub()
    bits = prefix(171)
    S.psts(bits, S.Ptr(mem, 0, "u8", "ub"), 1024, dist="PK")
    assert (mem[1024:1040] == np.packbits(bits[::2], bitorder="little")).all()
    got = S.plds(S.Ptr(mem, 0, "u8", "ub"), 1024, dist="US")
    assert (got == np.repeat(bits[::2], 2)).all()
    # psti-norm-pldi-ds: NORM at [32] units, zeros after it, DS at [32]: the even bits of the 512.
    mem = ub()
    bits = prefix(143)
    mem[1024 + 32:1024 + 64] = 0
    S.psti(bits, S.Ptr(mem, 0, "u8", "ub"), 32, dist="NORM")
    got = S.pldi(S.Ptr(mem, 0, "u8", "ub"), 32, dist="DS")
    assert (got == np.concatenate([bits, np.zeros(256, bool)])[::2]).all()
    # psti-pk: a 145-lane prefix stored PK at offset 0 is 16 bytes of its even bits.
    mem = ub()
    S.psti(prefix(145), S.Ptr(mem, 0, "u8", "ub"), 0, dist="PK")
    assert (mem[:16] == np.packbits(prefix(145)[::2], bitorder="little")).all()


def test_post_update_and_offset_units():
    """predicate-post-update: pldi [1] / psti [1] and plds [32] / psts [32] copy 32 bytes per step."""
    data = ((np.arange(128) * 37 + 11) & 0xFF).astype(np.uint8)
    mem = np.zeros(8192, np.uint8)
    mem[:128] = data
    src, dst = S.Ptr(mem, 0, "u8", "ub"), S.Ptr(mem, 4096, "u8", "ub")
    m0, src = S.pldi(src, 1, dist="NORM", mode="post_update")
    m1, src = S.pldi(src, 1, dist="NORM", mode="post_update")
    dst = S.psti(m0, dst, 1, dist="NORM", mode="post_update")
    dst = S.psti(m1, dst, 1, dist="NORM", mode="post_update")
    assert src.addr == 64 and dst.addr == 4096 + 64
    src, dst = S.Ptr(mem, 64, "u8", "ub"), S.Ptr(mem, 4096 + 64, "u8", "ub")
    for _ in range(2):
        m, src = S.plds(src, 32, dist="NORM", mode="post_update")
        dst = S.psts(m, dst, 32, dist="NORM", mode="post_update")
    assert (mem[4096:4096 + 128] == data).all()
    # plain forms: pldi counts alignment units (US: 16 bytes), plds bytes
    mem = ub()
    assert (S.pldi(S.Ptr(mem, 0, "u8", "ub"), 3, dist="US") == S.plds(S.Ptr(mem, 0, "u8", "ub"), 48, dist="US")).all()


def test_predicate_memory_errors():
    mem = ub(64)
    with pytest.raises(S.SemanticsError, match=r"pto\.plds: reads bytes 64\.\.95 of ub, past its end \(64 bytes\)"):
        S.plds(S.Ptr(mem, 0, "u8", "ub"), 64, dist="NORM")
    with pytest.raises(S.SemanticsError, match=r"pto\.psts: address 16 is not 32-byte aligned \(dist NORM\)"):
        S.psts(np.ones(64, bool), S.Ptr(mem, 0, "u8", "ub"), 16, dist="NORM")
    S.psts(np.ones(64, bool), S.Ptr(mem, 0, "u8", "ub"), 16, dist="PK")  # PK needs 16 bytes
    with pytest.raises(S.SemanticsError, match="dtype 'b64' is not one of b8, b16, b32"):
        S.plds(S.Ptr(mem, 0, "u8", "ub"), 0, dist="NORM", dtype="b64")
    with pytest.raises(S.SemanticsError, match="boolean array of 256, 128 or 64 lanes"):
        S.psts(np.ones(32, bool), S.Ptr(mem, 0, "u8", "ub"), 0, dist="NORM")
