"""Flags, barriers, predicate patterns, tail masks and pointers: expected values written here by
hand from the manuals, and the errors an interpreter reports (a wait on a flag never set, a pipe
name that does not exist, a pattern that is not modelled, a cast across memories)."""
import numpy as np
import pytest

from ptoisa_ref import semantics as S

SYNC = dict(src_pipe="PIPE_MTE2", dst_pipe="PIPE_V", event_id="EVENT_ID0")


def test_a_wait_takes_what_a_set_gave():
    flags = {}
    S.set_flag(flags, **SYNC)
    S.set_flag(flags, **SYNC)
    S.set_flag(flags, src_pipe="PIPE_V", dst_pipe="PIPE_MTE3", event_id="EVENT_ID1")
    assert flags == {("PIPE_MTE2", "PIPE_V", "EVENT_ID0"): 2, ("PIPE_V", "PIPE_MTE3", "EVENT_ID1"): 1}
    S.wait_flag(flags, **SYNC)
    S.wait_flag(flags, **SYNC)
    with pytest.raises(S.SemanticsError,
                       match=r"^pto\.wait_flag: waits on flag \(PIPE_MTE2, PIPE_V, EVENT_ID0\), which is not set$"):
        S.wait_flag(flags, **SYNC)
    with pytest.raises(S.SemanticsError, match="EVENT_ID1"):
        S.wait_flag(flags, src_pipe="PIPE_MTE2", dst_pipe="PIPE_V", event_id="EVENT_ID1")  # another event


def test_names_are_checked():
    with pytest.raises(S.SemanticsError, match="src_pipe 'PIPE_X' is not one of PIPE_S"):
        S.set_flag({}, src_pipe="PIPE_X", dst_pipe="PIPE_V", event_id="EVENT_ID0")
    with pytest.raises(S.SemanticsError, match="event_id 'EVENT_ID8'"):
        S.set_flag({}, src_pipe="PIPE_V", dst_pipe="PIPE_V", event_id="EVENT_ID8")
    assert S.barrier(pipe="PIPE_ALL") is None and S.pipe_barrier(pipe="PIPE_MTE3") is None
    with pytest.raises(S.SemanticsError, match="pto.barrier: pipe 'ALL'"):
        S.barrier(pipe="ALL")
    # buffer tokens and memory fences only check their names and numbers (D-SEQUENTIAL-SYNC)
    assert S.get_buf(op_type="PIPE_MTE2", buf_id=0) is None and S.rls_buf(op_type="PIPE_V", buf_id=2, mode=1) is None
    assert S.mem_bar(kind="VST_VLD") is None
    with pytest.raises(S.SemanticsError, match="%buf_id must be an integer"):
        S.get_buf(op_type="PIPE_V", buf_id="0")
    with pytest.raises(S.SemanticsError, match="kind 'VST' is not one of"):
        S.mem_bar(kind="VST")


EXPECTED_PATTERNS = {
    "PAT_ALL": lambda n: np.ones(n, bool),
    "PAT_ALLF": lambda n: np.zeros(n, bool),
    "PAT_H": lambda n: np.arange(n) >= n // 2,
    "PAT_Q": lambda n: np.arange(n) >= 3 * n // 4,
    **{f"PAT_VL{k}": (lambda k: lambda n: np.arange(n) < k)(k) for k in (1, 2, 3, 4, 8, 16, 32, 64, 128)},
}


@pytest.mark.parametrize("name", ["pset", "pge"])
@pytest.mark.parametrize("bits", [8, 16, 32])
def test_every_pattern(name, bits):
    fn = getattr(S, f"{name}_b{bits}")
    n = 2048 // bits
    for pattern, want in EXPECTED_PATTERNS.items():
        got = fn(pattern=pattern)
        assert got.dtype == bool and got.shape == (n,)
        assert (got == want(n)).all(), pattern
    for pattern in ("PAT_M3", "PAT_M4"):
        with pytest.raises(S.SemanticsError, match=f"pattern '{pattern}' is not modelled.*D-PATTERN-MUL"):
            fn(pattern=pattern)
    with pytest.raises(S.SemanticsError, match="PAT_VL5"):
        fn(pattern="PAT_VL5")


def test_vl_beyond_the_lanes_gives_every_lane():
    assert S.pset_b32(pattern="PAT_VL128").all() and S.pset_b16(pattern="PAT_VL128").all()
    assert S.pset_b8(pattern="PAT_VL128").sum() == 128


@pytest.mark.parametrize("bits", [8, 16, 32])
def test_tail_masks_count_down(bits):
    fn = getattr(S, f"plt_b{bits}")
    n = 2048 // bits
    for count in (0, 1, n - 1, n, n + 5, 1000, -3, 2**31 - 1):
        mask, rest = fn(count)
        assert mask.dtype == bool and mask.shape == (n,)
        assert mask.sum() == min(max(count, 0), n) and mask[:max(min(count, n), 0)].all()
        assert rest == (0 if count < n else count - n) and isinstance(rest, int)
    # the hardware tail case: 1000 f32 elements over 16 registers
    remaining, active = 1000, []
    for _ in range(16):
        mask, remaining = S.plt_b32(remaining)
        active.append(int(mask.sum()))
    assert active == [64] * 15 + [40] and remaining == 0
    with pytest.raises(S.SemanticsError, match="must be an integer"):
        fn(1.5)


def test_pointers():
    ub = np.zeros(4096, np.uint8)
    p = S.castptr(4096 - 256, dtype="f32", space="ub", memory=ub)
    assert p == S.Ptr(ub, 3840, "f32", "ub") and p.mem is ub
    q = S.addptr(p, 16)
    assert q.addr == 3840 + 64 and q.elem == "f32"
    assert S.addptr(q, -16).addr == 3840
    assert S.castptr(q, dtype="i64") == 3904  # to an integer: the byte address
    u8 = S.castptr(q, dtype="u8", space="ub")
    assert u8.elem == "u8" and u8.mem is ub and S.addptr(u8, 3).addr == 3907
    with pytest.raises(S.SemanticsError, match=r"pto\.castptr: a pointer cast stays in its memory space \(ub\), not gm"):
        S.castptr(q, dtype="f32", space="gm")
    with pytest.raises(S.SemanticsError, match="pass memory="):
        S.castptr(0, dtype="f32", space="ub")
    with pytest.raises(S.SemanticsError, match="an integer result needs a pointer"):
        S.castptr(7, dtype="i64")
    with pytest.raises(S.SemanticsError, match="whose size this database does not know"):
        S.addptr(S.Ptr(ub, 0, "f64", "ub"), 1)
    with pytest.raises(S.SemanticsError, match="must be a Ptr"):
        S.addptr(3, 1)


def test_predicate_logic_under_a_governing_mask():
    rng = np.random.default_rng(4)
    for n in (64, 128, 256):
        a, b, g = (rng.random(n) < 0.5 for _ in range(3))
        assert (S.pand(a, b, g) == (g & a & b)).all()
        assert (S.por(a, b, g) == (g & (a | b))).all()
        assert (S.pxor(a, b, g) == (g & (a ^ b))).all()
        assert (S.pnot(a, g) == (g & ~a)).all()
        assert (S.psel(a, b, g) == np.where(g, a, b)).all()
        assert (S.pand(a, b) == (a & b)).all()  # no governing mask: every lane
    # the hardware case pand: plt_b32(13) AND plt_b32(7) under PAT_ALL is the first 7 lanes
    got = S.pand(S.plt_b32(13)[0], S.plt_b32(7)[0], S.pset_b32(pattern="PAT_ALL"))
    assert got.nonzero()[0].tolist() == list(range(7))
    with pytest.raises(S.SemanticsError, match="must be a boolean mask of 64 lanes"):
        S.pand(np.ones(64, bool), np.ones(128, bool))


def test_pack_unpack_and_interleaves_of_masks():
    rng = np.random.default_rng(6)
    n = 128
    x = rng.random(n) < 0.5
    lower = np.zeros(n, bool)
    lower[:n // 2] = x[::2]  # manual: LOWER result[i] = input[2i], the upper half zero
    assert (S.ppack(x, part="LOWER") == lower).all()
    assert (S.ppack(x, part="HIGHER") == np.roll(lower, n // 2)).all()
    unpacked = np.zeros(n, bool)
    unpacked[::2] = x[:n // 2]  # manual: result[2i] = input[i], result[2i+1] = 0
    assert (S.punpack(x, part="LOWER") == unpacked).all()
    unpacked[::2] = x[n // 2:]
    assert (S.punpack(x, part="HIGHER") == unpacked).all()
    a, b = rng.random(128) < 0.5, rng.random(128) < 0.5
    stream = np.stack([a, b], axis=1).reshape(-1)  # a0, b0, a1, b1, ...
    lo, hi = S.pintlv_b16(a, b)
    assert (lo == stream[:128]).all() and (hi == stream[128:]).all()
    both = np.concatenate([a, b])
    lo, hi = S.pdintlv_b16(a, b)
    assert (lo == both[0::2]).all() and (hi == both[1::2]).all()
    # the hardware case pdintlv_b16 of PAT_ALL and PAT_ALLF: lanes 0..63 of both results
    lo, hi = S.pdintlv_b16(S.pset_b16(pattern="PAT_ALL"), S.pset_b16(pattern="PAT_ALLF"))
    assert lo.nonzero()[0].tolist() == list(range(64)) == hi.nonzero()[0].tolist()
    with pytest.raises(S.SemanticsError, match="of 64 lanes"):
        S.pintlv_b32(np.ones(128, bool), np.ones(128, bool))
