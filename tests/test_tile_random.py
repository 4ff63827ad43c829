"""trandom against the Philox-4x32 known answers (Random123's published test vectors) and a small
Philox written here: where each target puts lane m's four words (A5: columns 4m..4m+3 of a
256-column block; the CPU simulator: column 64w + m: D-TRANDOM-ORDER), how the counter moves
between blocks and rows, 7 and 10 rounds, the rest of dst kept; kernels through ptoisa.run; the
verifier's located errors."""
import numpy as np
import pytest

import ptoisa
from helpers import assert_bits_equal, verify_cli
from ptoisa_ref import semantics as S

# Random123 kat_vectors, philox4x32 with 10 rounds: (counter words, key words) -> output words
KAT = [((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
       ((0xFFFFFFFF,) * 4, (0xFFFFFFFF,) * 2, (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
       ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
        (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1))]


def philox(counter, key, rounds):
    """Philox-4x32 of one 128-bit counter (an int) under (key0, key1): four words."""
    c = [(counter >> (32 * k)) & 0xFFFFFFFF for k in range(4)]
    k0, k1 = key
    for _ in range(rounds):
        p0, p1 = c[0] * 0xD2511F53, c[2] * 0xCD9E8D57
        c = [(p1 >> 32) ^ c[1] ^ k0, p1 & 0xFFFFFFFF, (p0 >> 32) ^ c[3] ^ k1, p0 & 0xFFFFFFFF]
        k0, k1 = (k0 + 0x9E3779B9) & 0xFFFFFFFF, (k1 + 0xBB67AE85) & 0xFFFFFFFF
    return c


def as_i32(words):
    return [w - (1 << 32) if w >= 1 << 31 else w for w in words]


@pytest.mark.parametrize(("counter", "key", "want"), KAT)
def test_the_published_known_answers_on_both_targets(counter, key, want):
    args = (*as_i32(key), *as_i32(counter))
    a5 = S.trandom(*args, np.zeros((1, 256), np.uint32))
    assert a5[0, :4].tolist() == list(want)  # lane 0's words side by side
    cpu = S.trandom(*args, np.zeros((1, 256), np.uint32), target="cpu")
    assert cpu[0, [0, 64, 128, 192]].tolist() == list(want)  # word w of lane 0 at column 64w


@pytest.mark.parametrize("rounds", ["7", "10"])
@pytest.mark.parametrize("target", ["a5", "cpu"])
def test_every_lane_block_and_row_against_a_philox_written_here(rounds, target):
    """A 3 x 300 region of a 4 x 320 tile: two blocks per row, the second cut to 44 columns."""
    key, base = (0x12345678, 0x9ABCDEF0), (0xFFFFFFC0 | (0xFFFFFFFF << 32) | (5 << 64))  # a carry into word 2
    mem = np.zeros(8192, np.uint8)
    dst = S.Tile(mem, 0, "u32", 4, 320, valid_rows=3, valid_cols=300)
    dst.values()[:] = 7
    counters = [(base >> (32 * k)) & 0xFFFFFFFF for k in range(4)]
    assert S.trandom(*as_i32(key), *as_i32(counters), dst, rounds=rounds, target=target) is None
    want = np.full((4, 320), 7, np.uint32)
    c = base
    for r in range(3):
        for b in range(2):
            for m in range(64):
                for w, word in enumerate(philox(c + m, key, int(rounds))):
                    col = 256 * b + (4 * m + w if target == "a5" else 64 * w + m)
                    if col < 300:
                        want[r, col] = word
            c += (64 if b == 0 else (300 - 256 - 1) % 64 + 1) if target == "a5" else 320 // 4
    assert_bits_equal(dst.values(), want)


def test_seven_rounds_differ_from_ten_and_i32_holds_the_same_bits():
    a = S.trandom(1, 2, 3, 4, 5, 6, np.zeros((2, 64), np.int32), rounds="7")
    b = S.trandom(1, 2, 3, 4, 5, 6, np.zeros((2, 64), np.uint32))
    assert a.dtype == np.int32 and (a.view(np.uint32) != b).any()
    assert a.view(np.uint32)[0, :4].tolist() == philox(3 | 4 << 32 | 5 << 64 | 6 << 96, (1, 2), 7)
    with pytest.raises(S.SemanticsError):
        S.trandom(1, 2, 3, 4, 5, 6, np.zeros((2, 64), np.uint32), rounds="8")


def kernel(rounds=None, elem="ui32", rows=4, cols=256, vr=4, vc=256, layout=""):
    attr = f" {{rounds = {rounds} : i32}}" if rounds else ""
    tile = f"!pto.tile_buf<vec, {rows}x{cols}x{elem}, valid={vr}x{vc}{layout}>"
    part = f"!pto.partition_tensor_view<{vr}x{vc}x{elem}>"
    return f"""func.func @k(%out: !pto.ptr<{elem}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cr = arith.constant {vr} : index
  %cc = arith.constant {vc} : index
  %k0 = arith.constant 305419896 : i32
  %k1 = arith.constant -1698898192 : i32
  %n0 = arith.constant 7 : i32
  %n1 = arith.constant 0 : i32
  %n2 = arith.constant -1 : i32
  %n3 = arith.constant 9 : i32
  %v = pto.make_tensor_view %out, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{elem}>
  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%cr, %cc] : !pto.tensor_view<?x?x{elem}> -> {part}
  %t = pto.alloc_tile : {tile}
  pto.trandom ins(%k0, %k1, %n0, %n1, %n2, %n3{attr} : i32, i32, i32, i32, i32, i32) outs(%t : {tile})
  pto.tstore ins(%t : {tile}) outs(%p : {part})
  return
}}
"""


@pytest.mark.parametrize("target", ["a5", "cpu"])
@pytest.mark.parametrize("rounds", [None, 7])
def test_a_kernel_fills_the_tile(target, rounds):
    out = np.zeros((4, 256), np.uint32)
    got = ptoisa.run(kernel(rounds), args={"out": out}, target=target).buffers["out"].reshape(4, 256)
    key, base = (305419896, (-1698898192) & 0xFFFFFFFF), 7 | 0xFFFFFFFF << 64 | 9 << 96
    m = 5
    words = philox(base + 64 + m, key, rounds or 10)  # row 1 (the counter moved by 64), lane 5
    cols = [4 * m + w for w in range(4)] if target == "a5" else [64 * w + m for w in range(4)]
    assert got[1, cols].tolist() == words


def _line(text):
    return text.splitlines().index(next(s for s in text.splitlines() if "pto.trandom " in s)) + 1


def test_a_clean_kernel_verifies(tmp_path, capsys):
    code, out = verify_cli(tmp_path, capsys, kernel(7))
    assert code == 0 and "0 error(s), 0 warning(s)" in out, out


@pytest.mark.parametrize(("change", "target", "message"), [
    (dict(), "a2a3", "pto.trandom is not an op of A2/A3 (D-TRANDOM-TARGETS)"),
    (dict(elem="f32"), "a5", "pto.trandom: element type f32 is not legal on A5"),
    (dict(rounds=8), "a5", "pto.trandom: rounds \"8\" is not one of 7, 10"),
])
def test_the_verifier_locates_what_it_refuses(tmp_path, capsys, change, target, message):
    text = kernel(**change)
    code, out = verify_cli(tmp_path, capsys, text, target)
    assert code == 1 and f"k.pto:{_line(text)}:" in out and message in out, out
