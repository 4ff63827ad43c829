"""Masks keep the device's 256-bit predicate image (D-PREDICATE-IMAGE): issue 21 item 7.

The device's predicate register has one bit per byte lane of the 256-byte vector; a b32 lane is
bit 4i, a b16 lane bit 2i, a b8 lane bit i. ppack and punpack move the image's bits, pbitcast keeps
them, plds/pldi load them and psts/psti store them. Expected images are built here by hand, bit by
bit, from those rules (or written out as the words the device stores), never by the code under test.
"""
import numpy as np
import pytest

from ptoisa.interp.run import run
from ptoisa_ref import semantics as S

STEP = {"b8": 1, "b16": 2, "b32": 4}
LANES = {g: 256 // k for g, k in STEP.items()}


def words(image):
    """A 256-bit image as the eight little-endian u32 words psts NORM stores."""
    return np.packbits(np.asarray(image, bool), bitorder="little").view("<u4").tolist()


def lane_image(lanes, g):
    """The image a mask made from lanes sets: lane i at bit i * K/8, nothing else."""
    bits = np.zeros(256, bool)
    bits[::STEP[g]] = lanes
    return bits


def pack(image, part):
    """ppack by hand: bit 2i to bit i of the chosen half, the other half zero."""
    out = np.zeros(256, bool)
    for i in range(128):
        out[i + (128 if part == "HIGHER" else 0)] = image[2 * i]
    return out


def unpack(image, part):
    """punpack by hand: bit i of the chosen half to bit 2i, the odd bits zero."""
    out = np.zeros(256, bool)
    for i in range(128):
        out[2 * i] = image[i + (128 if part == "HIGHER" else 0)]
    return out


# The hardware-validated shape of PTOAS's ppack_punpack case (pset_b32 PAT_ALL, ppack and punpack
# LOWER, both images stored by psts NORM and copied out), written for this test.
PPACK_KERNEL = """\
module attributes {pto.target_arch = "a5"} {
  func.func @ppack_roundtrip(%out: !pto.ptr<ui32, gm>) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %ub0 = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %len = arith.constant 64 : i64
    %ub = pto.castptr %ub0 : i64 -> !pto.ptr<ui8, ub>
    %gm = pto.castptr %out : !pto.ptr<ui32, gm> -> !pto.ptr<ui8, gm>
    pto.vecscope {
      %all = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
      %packed = pto.ppack %all, "PART" : !pto.mask<b32> -> !pto.mask<b32>
      %back = pto.punpack %packed, "PART" : !pto.mask<b32> -> !pto.mask<b32>
      pto.psts %packed, %ub[%c0], "NORM" : !pto.mask<b32>, !pto.ptr<ui8, ub>, index
      pto.psts %back, %ub[%c32], "NORM" : !pto.mask<b32>, !pto.ptr<ui8, ub>, index
    }
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub, %gm, %len nburst(%one, %len, %len)
      : !pto.ptr<ui8, ub>, !pto.ptr<ui8, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""


def test_ppack_lower_of_an_all_true_b32_mask_stores_what_the_device_does():
    out = run(PPACK_KERNEL.replace("PART", "LOWER"), args={"out": np.zeros(32, np.uint32)}).buffers["out"]
    # the device: 0x55555555 in the low half, zeros above; unpacking it again spreads every
    # other bit of the low half to bit 4i (0x11111111: all 64 b32 lanes on, nothing between)
    assert out[:8].tolist() == [0x55555555] * 4 + [0] * 4
    assert out[8:16].tolist() == [0x11111111] * 8


def test_ppack_higher_of_an_all_true_b32_mask_fills_the_high_half():
    out = run(PPACK_KERNEL.replace("PART", "HIGHER"), args={"out": np.zeros(32, np.uint32)}).buffers["out"]
    assert out[:8].tolist() == [0] * 4 + [0x55555555] * 4
    assert out[8:16].tolist() == [0x11111111] * 8


@pytest.mark.parametrize("g", ["b8", "b16", "b32"])
@pytest.mark.parametrize("part", ["LOWER", "HIGHER"])
def test_ppack_and_punpack_move_image_bits_at_every_granularity(g, part):
    rng = np.random.default_rng(7)
    lanes = rng.random(LANES[g]) < 0.5
    packed = S.ppack(lanes, part=part)
    want = pack(lane_image(lanes, g), part)
    assert packed.shape == (LANES[g],) and packed.dtype == bool
    assert words(S.predicate_image(packed)) == words(want)
    assert np.array_equal(packed, want[::STEP[g]])  # the lanes read from that image
    back = S.punpack(packed, part=part)
    assert words(S.predicate_image(back)) == words(unpack(want, part))


@pytest.mark.parametrize("g", ["b16", "b32"])
def test_punpack_undoes_ppack_of_the_same_part_on_wide_lanes(g):
    # the odd lanes ppack drops from the lanes survive between them in the image
    lanes = np.random.default_rng(3).random(LANES[g]) < 0.5
    for part, half in (("LOWER", slice(0, LANES[g] // 2)), ("HIGHER", slice(LANES[g] // 2, None))):
        back = S.punpack(S.ppack(lanes, part=part), part=part)
        assert np.array_equal(back[::2], lanes[::2])
        assert np.array_equal(back, lanes), part


def test_a_mask_made_from_lanes_stays_a_plain_array():
    m = S.ppack(np.ones(256, bool), part="LOWER")  # b8: every bit is a lane
    assert type(m) is np.ndarray and m[:128].all() and not m[128:].any()
    assert type(S.pand(np.ones(64, bool), np.ones(64, bool), np.ones(64, bool))) is np.ndarray


def test_pbitcast_keeps_every_bit_of_the_image():
    b8 = np.ones(256, bool)
    as32 = S.pbitcast(b8, source="b8", result="b32")
    assert np.array_equal(as32, np.ones(64, bool))
    assert words(S.predicate_image(as32)) == [0xFFFFFFFF] * 8  # PTOAS's simulator test: still 0xFF bytes
    assert np.array_equal(S.pbitcast(as32, source="b32", result="b8"), b8)  # and back, unchanged
    as16 = S.pbitcast(as32, source="b32", result="b16")
    assert as16.all() and words(S.predicate_image(as16)) == [0xFFFFFFFF] * 8


def test_pbitcast_of_b32_lanes_to_b8_is_every_fourth_lane():
    # what tcvt's 4:1 narrowing reads: b8 lane 4i is b32 lane i, the b8 lanes between are off
    lanes = np.random.default_rng(5).random(64) < 0.5
    b8 = S.pbitcast(lanes, source="b32", result="b8")
    want = np.zeros(256, bool)
    want[::4] = lanes
    assert type(b8) is np.ndarray and np.array_equal(b8, want)
    b16 = S.pbitcast(lanes, source="b32", result="b16")
    assert np.array_equal(b16[::2], lanes) and not b16[1::2].any()
    # b16 lanes read as b32 keep every other one
    assert np.array_equal(S.pbitcast(b16, source="b16", result="b32"), lanes)


def test_psts_stores_and_plds_loads_the_whole_image():
    ub = np.zeros(256, np.uint8)
    packed = S.ppack(np.ones(64, bool), part="LOWER")
    S.psts(packed, S.Ptr(ub, 0, "u8", "ub"), 0, dist="NORM")
    assert ub[:32].view("<u4").tolist() == [0x55555555] * 4 + [0] * 4
    ub[64:96] = 0xFF
    loaded = S.plds(S.Ptr(ub, 64, "u8", "ub"), 0, dist="NORM", dtype="b32")
    assert loaded.all() and loaded.shape == (64,)
    S.psts(loaded, S.Ptr(ub, 128, "u8", "ub"), 0, dist="NORM")  # the bits between the lanes come back
    assert (ub[128:160] == 0xFF).all()
    # PK keeps the even bits: 0x55 bytes of the packed image pack to 0xFF bytes over 8 bytes
    S.psts(packed, S.Ptr(ub, 192, "u8", "ub"), 0, dist="PK")
    assert ub[192:200].tolist() == [0xFF] * 8 and not ub[200:208].any()


def test_the_logic_ops_run_bit_by_bit_over_the_images():
    packed = S.ppack(np.ones(64, bool), part="LOWER")  # bits 0, 2, 4 .. 126
    all_bits = S.pbitcast(np.ones(256, bool), source="b8", result="b32")  # every bit
    lanes_only = np.ones(64, bool)  # bits 0, 4, 8 ..
    assert words(S.predicate_image(S.pand(packed, all_bits, all_bits))) == [0x55555555] * 4 + [0] * 4
    assert words(S.predicate_image(S.pand(packed, all_bits, lanes_only))) == [0x11111111] * 4 + [0] * 4
    assert words(S.predicate_image(S.pnot(packed, all_bits))) == [0xAAAAAAAA] * 4 + [0xFFFFFFFF] * 4
    assert words(S.predicate_image(S.por(packed, lanes_only, all_bits))) == [0x55555555] * 4 + [0x11111111] * 4
    assert words(S.predicate_image(S.pxor(packed, lanes_only, all_bits))) == [0x44444444] * 4 + [0x11111111] * 4
    # bits 4i from src0 (sel sets them), the others from src1: bits 4i+2 of the low half
    sel = S.psel(all_bits, packed, lanes_only)
    assert words(S.predicate_image(sel)) == [0x55555555] * 4 + [0x11111111] * 4


def test_the_interleaves_move_each_lane_with_its_bits():
    packed = S.ppack(np.ones(64, bool), part="LOWER")  # b32 lanes 0..31 are 0x5 nibbles
    none = np.zeros(64, bool)
    low, high = S.pintlv_b32(packed, none)
    # low lane 2i is packed lane i (its whole nibble), lane 2i+1 none's
    assert words(S.predicate_image(low)) == [0x05050505] * 8
    assert words(S.predicate_image(high)) == [0] * 8
    low, high = S.pdintlv_b32(packed, none)
    assert words(S.predicate_image(low)) == [0x55555555] * 2 + [0] * 6
    assert words(S.predicate_image(high)) == [0x55555555] * 2 + [0] * 6


def test_a_vector_op_reads_a_masks_lanes_only():
    packed = S.ppack(np.ones(64, bool), part="LOWER")
    x = np.arange(64, dtype=np.float32)
    got = S.vadd(x, x, packed)
    want = np.where(np.arange(64) < 32, 2 * x, 0).astype(np.float32)
    assert np.array_equal(got, want)


def test_the_lanes_of_a_mask_written_in_place_win_over_its_image():
    packed = S.ppack(np.ones(64, bool), part="LOWER")
    packed[0] = False
    image = S.predicate_image(packed)
    assert not image[0] and image[2]  # lane 0 off, the bit between lanes 0 and 1 kept
    assert type(packed.copy()) is S.Mask and packed.copy().image is None  # a copy keeps the lanes only


def test_a_kernel_carries_the_image_through_pbitcast_and_back():
    src = """func.func @k() -> (!pto.mask<b32>, !pto.mask<b8>) {
  %m = pto.pset_b8 "PAT_ALL" : !pto.mask<b8>
  %w = pto.pbitcast %m : !pto.mask<b8> -> !pto.mask<b32>
  %p = pto.ppack %w, "LOWER" : !pto.mask<b32> -> !pto.mask<b32>
  %b = pto.pbitcast %p : !pto.mask<b32> -> !pto.mask<b8>
  return %w, %b : !pto.mask<b32>, !pto.mask<b8>
}"""
    w, b = run(src).returned
    assert w.all() and words(S.predicate_image(w)) == [0xFFFFFFFF] * 8
    # all 256 bits packed LOWER: the low 128 bits on, read as b8 lanes
    assert np.array_equal(b, np.arange(256) < 128)


def test_a_dump_of_a_mask_with_bits_between_its_lanes_shows_its_image():
    src = """func.func @k() -> !pto.mask<b32> {
  %all = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
  %p = pto.ppack %all, "LOWER" : !pto.mask<b32> -> !pto.mask<b32>
  return %p : !pto.mask<b32>
}"""
    (text,) = run(src, dumps=["%p@4"]).dumped
    assert "mask 32/64 on" in text
    assert "image " + " ".join(["55555555"] * 4 + ["00000000"] * 4) in text
    (text,) = run(src, dumps=["%all@3"]).dumped
    assert "image" not in text  # lanes only: nothing between them to show
