"""pto.vmulscvt: f32 lanes times an f32 scalar, the product rounded to f32, then converted to f16
with rnd "A" (nearest, ties away from zero) and the saturation of the A5 default control state
(D-MULSCVT-SAT), into the even ("EVEN") or odd ("ODD") f16 lanes.

The expected values are computed here from scratch: a numpy f32 multiply, then an f16 rounding
written with float64 arithmetic on powers of two (never the semantics module or vcvt). A whole
kernel runs under `ptoisa run`."""
import math

import numpy as np
import pytest

from conftest import the_isa
from helpers import assert_bits_equal, masks, sample
from ptoisa.lang.pseudocode import run_pseudocode
from ptoisa.interp.run import run
from ptoisa_ref import semantics as S
from ptoisa_ref import verifier_rules as V

ISA = the_isa()
OP = next(o for o in ISA.ops if o.name == "vmulscvt")
RNG = np.random.default_rng(20261123)
F16_MAX = 65504.0


def to_f16_away(v):
    """One f32 value to f16: ties away from zero; NaN -> 0, past the range -> +-65504 (saturating)."""
    d = float(v)
    if math.isnan(d):
        return np.float16(0.0)
    if d == 0:
        return np.float16(d)  # keeps the sign of zero
    if abs(d) > F16_MAX:  # every such value rounds to 65504 or overflows, which saturates
        return np.float16(math.copysign(F16_MAX, d))
    e = max(math.floor(math.log2(abs(d))), -14)  # f16's exponent, subnormals sharing the smallest
    quantum = 2.0 ** (e - 10)
    k = math.floor(abs(d) / quantum + 0.5)  # exact in float64: |d| / quantum has at most 24 bits
    r = k * quantum
    if r > F16_MAX:
        r = F16_MAX
    return np.float16(math.copysign(r, d))


def expected(src, scalar, mask, part):
    """The 128 f16 lanes: product i (f32 multiply) at 2i + part when lane i is active, else 0."""
    with np.errstate(all="ignore"):
        product = (src.astype(np.float32) * np.float32(scalar)).astype(np.float32)
    out = np.zeros(128, np.float16)
    p = {"EVEN": 0, "ODD": 1}[part]
    for i in range(64):
        if mask is None or mask[i]:
            out[2 * i + p] = to_f16_away(product[i])
    return out


def tail(n):
    m = np.zeros(64, bool)
    m[:n] = True
    return m


@pytest.mark.parametrize("part", ["EVEN", "ODD"])
def test_every_mask_kind_and_random_values(part):
    src = sample(RNG, "f32", (64,))
    for scalar in (np.float32(0.1), np.float32(-3.0), np.float32(1e-3), np.float32(2.0 ** 20)):
        kinds = list(masks(RNG, (64,))) + [("tail-37", tail(37)), ("tail-1", tail(1))]
        for kind, m in kinds:
            got = S.vmulscvt(src, scalar, m, rnd="A", part=part)
            assert got.dtype == np.float16 and got.shape == (128,)
            assert_bits_equal(got, expected(src, scalar, m, part), f"{part} {kind} x {scalar}")


EDGES = [
    # (input, scalar, expected f16 value as a float; NaN means the canonical result 0)
    (math.nan, 1.0, 0.0), (1.0, math.nan, 0.0),  # NaN saturates to 0
    (math.inf, 1.0, F16_MAX), (-math.inf, 2.0, -F16_MAX), (math.inf, 0.0, 0.0), (0.0, -math.inf, 0.0),
    (-0.0, 1.0, -0.0), (0.0, -1.0, -0.0), (-0.0, -1.0, 0.0),
    (70000.0, 1.0, F16_MAX), (-1e30, 1e30, -F16_MAX), (3e38, 10.0, F16_MAX),  # f32 overflow, then saturation
    (65519.0, 1.0, F16_MAX), (65520.0, 1.0, F16_MAX),  # a tie above 65504 goes away: saturated
    (2.0 ** -24, 1.0, 2.0 ** -24), (2.0 ** -25, 1.0, 2.0 ** -24),  # smallest subnormal; the tie below goes away
    (3 * 2.0 ** -25, 1.0, 2.0 ** -23), (-(2.0 ** -25), 1.0, -(2.0 ** -24)), (2.0 ** -26, 1.0, 0.0),
    (2.0 ** -14 - 2.0 ** -25, 1.0, 2.0 ** -14),  # the largest subnormal's tie rounds up to the smallest normal
    (1 + 2.0 ** -11, 1.0, 1 + 2.0 ** -10), (-(1 + 2.0 ** -11), 1.0, -(1 + 2.0 ** -10)),  # ties away
    (1 + 3 * 2.0 ** -11, 1.0, 1 + 2 * 2.0 ** -10), (2.5, 0.5, 1.25), (1.5, 1 + 2.0 ** -11, 1.5 + 2.0 ** -10),
    # Two roundings: the exact product lies just below the tie 1 + 2^-11, which would round to 1,
    # but the f32 product is the tie itself, which rounds away.
    (1 + 2.0 ** -11 + 2.0 ** -23, 1 - 2.0 ** -23, 1 + 2.0 ** -10),
]


@pytest.mark.parametrize(("x", "s", "want"), EDGES, ids=[f"{x!r}*{s!r}" for x, s, _ in EDGES])
@pytest.mark.parametrize("part", ["EVEN", "ODD"])
def test_edge_values(x, s, want, part):
    src = np.full(64, x, np.float32)
    got = S.vmulscvt(src, np.float32(s), None, rnd="A", part=part)
    p = {"EVEN": 0, "ODD": 1}[part]
    assert_bits_equal(got[p::2], np.full(64, want, np.float16), f"{x} * {s}")
    assert np.all(got[1 - p::2].view(np.uint16) == 0)  # the lanes not written are +0
    assert_bits_equal(got, expected(src, s, None, part), "the reference agrees")


def test_two_roundings_differ_from_one():
    x, s = np.float32(1 + 2.0 ** -11 + 2.0 ** -23), np.float32(1 - 2.0 ** -23)
    exact = float(x) * float(s)  # exact in float64 (24 x 24 bits)
    assert exact < 1 + 2.0 ** -11 and float(np.float16(exact)) == 1.0
    assert float(S.vmulscvt(np.full(64, x), s, None, rnd="A", part="EVEN")[0]) == 1 + 2.0 ** -10


@pytest.mark.parametrize("part", ["EVEN", "ODD"])
def test_pseudocode_gives_the_same_bits(part):
    src = sample(RNG, "f32", (64,))
    scalar = np.float32(-0.3)
    for kind, m in list(masks(RNG, (64,))) + [("tail", tail(20))]:
        active = np.ones(64, bool) if m is None else m
        out = run_pseudocode(OP.pseudocode, {"src": src.copy(), "mask": active.astype(np.uint8),
                                             "dst": np.zeros(128, np.float16)},
                             {"N": 64, "scalar": scalar, "part": {"EVEN": 0, "ODD": 1}[part]}, elem="f32",
                             functions={"CONVERT": to_f16_away})["dst"]
        assert_bits_equal(S.vmulscvt(src, scalar, m, rnd="A", part=part), out, f"pseudocode {part} {kind}")


def test_bad_arguments():
    x = np.zeros(64, np.float32)
    for kw in ({"rnd": "R", "part": "EVEN"}, {"rnd": "A", "part": "P0"}):
        with pytest.raises(S.SemanticsError):
            S.vmulscvt(x, np.float32(1), None, **kw)
    with pytest.raises(S.SemanticsError):
        S.vmulscvt(np.zeros(128, np.float16), np.float16(1), None, rnd="A", part="EVEN")


def test_verifier_rules():
    ok = {"input": V.VRegType(64, V.Elem("f32")), "scalar": V.ScalarType("f32", V.Elem("f32")),
          "mask": V.MaskType("b32"), "result": V.VRegType(128, V.Elem("f16"))}
    assert V.verify_op("vmulscvt", "a5", ok) == []
    assert [v.rule for v in V.verify_op("vmulscvt", "a5", {**ok, "scalar": V.ScalarType("f16", V.Elem("f16"))})] == ["scalar-type"]
    assert [v.rule for v in V.verify_op("vmulscvt", "a5", {**ok, "mask": V.MaskType("b16")})] == ["mask-width"]
    assert "one-vreg" in [v.rule for v in V.verify_op("vmulscvt", "a5", {**ok, "result": V.VRegType(64, V.Elem("f16"))})]
    assert [v.rule for v in V.verify_attributes("vmulscvt", {"rnd": "R", "part": "EVEN"})] == ["attribute-value"]
    assert [v.rule for v in V.verify_attributes("vmulscvt", {"rnd": "A", "part": "P0"})] == ["attribute-value"]
    assert V.verify_attributes("vmulscvt", {"rnd": "A", "part": "ODD"}) == []


KERNEL = """module attributes {pto.target_arch = "a5"} {
  func.func @kernel(%inp: !pto.ptr<f32, gm>, %out: !pto.ptr<f16, gm>, %count: i32, %scale: f32) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c0_i64 = arith.constant 0 : i64
    %c32_i64 = arith.constant 32 : i64
    %c128_i64 = arith.constant 128 : i64
    %c4096_i64 = arith.constant 4096 : i64
    %ub_in = pto.castptr %c0_i64 : i64 -> !pto.ptr<f32, ub>
    %ub_out = pto.castptr %c4096_i64 : i64 -> !pto.ptr<f16, ub>
    pto.mte_gm_ub %inp, %ub_in, %c0_i64, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.vecscope {
      %all16 = pto.pset_b16 "PAT_ALL" : !pto.mask<b16>
      %_:1 = scf.for %offset = %c0 to %c1024 step %c64 iter_args(%remaining = %count) -> (i32) {
        %mask, %next = pto.plt_b32 %remaining : i32 -> !pto.mask<b32>, i32
        %x = pto.vlds %ub_in[%offset] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
        %r = pto.vmulscvt %x, %scale, %mask, "A", "PART" : !pto.vreg<64xf32>, f32, !pto.mask<b32> -> !pto.vreg<128xf16>
        %o = arith.addi %offset, %offset : index
        pto.vsts %r, %ub_out[%o], %all16 : !pto.vreg<128xf16>, !pto.ptr<f16, ub>, !pto.mask<b16>
        scf.yield %next : i32
      }
    }
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub_out, %out, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<f16, ub>, !pto.ptr<f16, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""


@pytest.mark.parametrize("part", ["EVEN", "ODD"])
@pytest.mark.parametrize("count", [1024, 1000, 1, 0])
def test_kernel_with_a_tail(count, part):
    inp = (RNG.uniform(-80000.0, 80000.0, 1024) * RNG.choice([1.0, 1e-5, 1e-9], 1024)).astype(np.float32)
    inp[:8] = [math.nan, math.inf, -math.inf, -0.0, 1 + 2.0 ** -11, 2.0 ** -25, 70000.0, 65519.0]
    out = np.full(2048, 7.0, np.float16)  # stored lanes overwrite it; the rest is never written
    scale = np.float32(0.75)
    r = run(KERNEL.replace('"PART"', f'"{part}"'), args={"inp": inp, "out": out, "count": count, "scale": scale})
    got = r.buffers["out"]
    want = np.concatenate([expected(inp[64 * k:64 * k + 64], scale, tail(max(0, min(64, count - 64 * k))), part)
                           for k in range(16)])
    assert_bits_equal(got, want, f"kernel count={count} {part}")
    assert r.op_counts["pto.vmulscvt"] == 16
