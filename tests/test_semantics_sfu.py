"""Fused register ops of the sfu_dsa set: every dtype, masks, edge values, both
predication forms, bit for bit against lane formulas written here in plain Python.

The multiply-adds (vmula, vmadd, vaxpy) round once (D-FUSED). Their reference is the exact
rational value a*b + c rounded once to T; for f32 it takes the double-evaluated value
instead only where D-FUSED says the model may differ: when a*b + c in double lands
exactly halfway between two f32 values."""
import math
from fractions import Fraction

import numpy as np
import pytest

from conftest import the_isa
from helpers import assert_bits_equal, bits_of, masks, sample
from ptoisa_ref import semantics as S
from reference import LANES, NP, rnd, round_to_float

ISA = the_isa()
RNG = np.random.default_rng(20261211)
SFU = [op for op in ISA.ops if op.name in ("vaddrelu", "vsubrelu", "vaxpy", "vmula", "vmadd", "vprelu")]


def test_the_fused_ops_are_elementwise():
    assert [op.semantics["pattern"] for op in SFU] == ["elementwise"] * 6


def fused(a, b, c, t):
    """a*b + c with one rounding to T (D-FUSED), as the semantics module gives it."""
    a, b, c = float(a), float(b), float(c)
    in_double = a * b + c  # IEEE double: products of T values are exact in it
    if not all(math.isfinite(v) for v in (a, b, c)) or math.isnan(in_double):
        return rnd(in_double, t)  # NaN, inf*0, inf-inf and infinite operands follow IEEE
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return rnd(in_double, t)  # an exact zero: the IEEE sign rule, which the double sum follows
    return NP[t](round_to_float(exact, t, "R"))


def relu_of(v, t):
    """pto.vrelu read literally on a value already rounded to T: > 0 kept, else +0 (D-ADDRELU)."""
    return v if v > 0 else rnd(0.0, t)


REF = {
    "vaddrelu": lambda t, x, y: relu_of(rnd(float(x) + float(y), t), t),
    "vsubrelu": lambda t, x, y: relu_of(rnd(float(x) - float(y), t), t),
    "vmula": lambda t, acc, lhs, rhs: fused(lhs, rhs, acc, t),
    "vaxpy": lambda t, src0, src1, alpha: fused(alpha, src0, src1, t),
    "vmadd": lambda t, acc, lhs, rhs: fused(acc, lhs, rhs, t),  # the accumulator is a factor
    "vprelu": lambda t, x, alpha: x if float(x) >= 0 else rnd(float(x) * float(alpha), t),
}


def case_list():
    return [pytest.param(op, t, id=f"{op.name}-{t}") for op in SFU for t in op.all_types(op.primary_operand)]


def registers(op, t, n):
    """The op's vector inputs in the order its function takes them, with cases that matter mixed in."""
    vins = [o for o in op.inputs() if o.kind == "vreg"]
    regs = [sample(RNG, t, (2, n)) for _ in vins]
    if op.name in ("vaddrelu", "vsubrelu"):  # x - x, x + (-x): exact zeros; -0 + -0
        regs[1][0, :8] = regs[0][0, :8]
        regs[1][1, :8] = -regs[0][1, :8]
        regs[0][1, 8], regs[1][1, 8] = -0.0, -0.0
    if op.name == "vmula":  # acc = -(lhs*rhs rounded to T): a fused result is the product's rounding error
        acc, lhs, rhs = regs
        with np.errstate(all="ignore"):
            acc[0, 10:30] = -(lhs[0, 10:30] * rhs[0, 10:30])
    if op.name == "vmadd":  # rhs = -(acc*lhs rounded to T); inf*0, inf - inf, -0*x + -0
        acc, lhs, rhs = regs
        with np.errstate(all="ignore"):
            rhs[0, 10:30] = -(acc[0, 10:30] * lhs[0, 10:30])
        acc[1, 0:4] = [math.inf, math.inf, -0.0, math.nan]
        lhs[1, 0:4] = [0.0, 2.0, 3.0, 1.0]
        rhs[1, 0:4] = [1.0, -math.inf, -0.0, 1.0]
    if op.name == "vprelu":  # -0, and slopes of 0 against infinities
        regs[0][0, 40:43] = [-0.0, -math.inf, math.inf]
        regs[1][0, 40:43] = [0.0, 0.0, 0.0]
    return regs


def scalars(op, t, regs):
    if not any(o.kind == "scalar" for o in op.inputs()):
        return [()]
    picks = [regs[0][0, 3], NP[t](0.1), NP[t](-0.0), NP[t](math.inf), NP[t](math.nan), NP[t](3.0)]
    return [(s,) for s in picks]


@pytest.mark.parametrize(("op", "t"), case_list())
def test_fused_op(op, t):
    n = LANES[t]
    regs = registers(op, t, n)
    for extra in scalars(op, t, regs):
        if op.name == "vaxpy":  # src1 = -(alpha*src0 rounded): a fused result is the rounding error
            with np.errstate(all="ignore"):
                regs[1][1, 20:40] = -(extra[0] * regs[0][1, 20:40])
        want_active = np.array([[REF[op.name](t, *(r[row, i] for r in regs), *extra) for i in range(n)]
                                for row in range(2)], dtype=NP[t])
        prior = sample(RNG, t, (2, n), edges=False)
        for kind, m in masks(RNG, (2, n)):
            active = np.ones((2, n), bool) if m is None else m
            context = f"{op.name} {t} {kind} scalar {extra}"
            got = getattr(S, op.name)(*regs, *extra, mask=m)
            assert_bits_equal(got, np.where(active, want_active, np.zeros_like(regs[0])), context)
            got = getattr(S, op.name)(*regs, *extra, mask=m, prior=prior)
            assert_bits_equal(got, np.where(active, want_active, prior), context + " merging")


def test_f16_multiply_add_rounds_once():
    """D-FUSED claims the double evaluation is the exactly rounded result for f16; check it where
    a single rounding matters: products on f16 halfway points nudged by the smallest addends, sums
    too wide for a double (a tiny product on a large accumulator), and random bit patterns over the
    whole exponent range."""
    lhs = np.array([(1025 + 2 * k) * 2.0 ** -10 for k in range(128)], np.float16)  # odd significands
    rhs = np.full(128, 1.5, np.float16)  # lhs*rhs has 12 significant bits: a halfway point
    for acc_value in (2.0 ** -24, -2.0 ** -24, 2.0 ** -14):
        acc = np.full(128, acc_value, np.float16)
        want = np.array([fused(a, b, c, "f16") for a, b, c in zip(lhs, rhs, acc)], np.float16)
        assert_bits_equal(S.vmula(acc, lhs, rhs), want, f"acc {acc_value}")
        assert_bits_equal(S.vaxpy(lhs, acc, np.float16(1.5)), want, f"vaxpy acc {acc_value}")
    tiny = np.array([2.0 ** -24, -2.0 ** -24, 2.0 ** -20, -(2.0 ** -14)] * 32, np.float16)
    big = np.array([2048.0, 65504.0, -1024.0, 3.0] * 32, np.float16)
    want = np.array([fused(a, a, c, "f16") for a, c in zip(tiny, big)], np.float16)
    assert_bits_equal(S.vmula(big, tiny, tiny), want, "tiny product on a large accumulator")
    bits = RNG.integers(0, 1 << 16, (3, 32, 128), dtype=np.uint64).astype(np.uint16)
    a, b, c = (np.where(np.isfinite(v), v, np.float16(1.0)) for v in bits.view(np.float16))
    want = np.array([[fused(x, y, z, "f16") for x, y, z in zip(*rows)] for rows in zip(a, b, c)], np.float16)
    assert_bits_equal(S.vmula(c, a, b), want, "random bit patterns")


def test_vmadd_rounds_once_and_multiplies_the_accumulator():
    """Worked by hand: (1 + 2^-23)^2 = 1 + 2^-22 + 2^-46; adding -(1 + 2^-22) leaves 2^-46 only if
    the product is not rounded first (two roundings give 0). The same in f16 (2^-20) and bf16
    ((1 + 2^-7)^2 - (1 + 2^-6) = 2^-14). The accumulator is a factor and %rhs the addend:
    2 x 3 + 1 = 7 (vmula would give 2 + 3 x 1 = 5)."""
    one_up = np.float32(1 + 2.0 ** -23)
    r = S.vmadd(np.full(64, one_up), np.full(64, one_up), np.full(64, -(1 + 2.0 ** -22), np.float32))
    assert r[0] == np.float32(2.0 ** -46)
    h = np.float16(1 + 2.0 ** -10)
    r = S.vmadd(np.full(128, h), np.full(128, h), np.full(128, -(1 + 2.0 ** -9), np.float16))
    assert r[0] == np.float16(2.0 ** -20)
    import ml_dtypes
    b = ml_dtypes.bfloat16(1 + 2.0 ** -7)
    r = S.vmadd(np.full(128, b), np.full(128, b), np.full(128, -(1 + 2.0 ** -6), ml_dtypes.bfloat16))
    assert float(r[0]) == 2.0 ** -14
    two, three, one = (np.full(64, v, np.float32) for v in (2, 3, 1))
    assert S.vmadd(two, three, one)[0] == 7.0
    # Overflow of the product to infinity in f16, and -0 x 3 + -0 = -0.
    r = S.vmadd(np.full(128, 300, np.float16), np.full(128, 300, np.float16), np.full(128, -0.0, np.float16))
    assert r[0] == np.inf
    r = S.vmadd(np.full(128, -0.0, np.float16), np.full(128, 3, np.float16), np.full(128, -0.0, np.float16))
    assert bits_of(r)[0] == 0x8000
    # Merging with the accumulator as the prior value: PTOAS's lowering (D-SFU-INACTIVE).
    m = np.zeros(64, bool)
    m[0] = True
    acc = np.full(64, 5.0, np.float32)
    r = S.vmadd(acc, three, one, mask=m, prior=acc)
    assert r[0] == 16.0 and (r[1:] == 5.0).all()
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.vmadd(np.zeros(64, np.int32), np.zeros(64, np.int32), np.zeros(64, np.int32))


def test_hand_values():
    # One rounding: acc = -(lhs*rhs rounded) leaves the product's rounding error, not 0.
    one_up = np.float32(1 + 2.0 ** -23)
    r = S.vmula(np.full(64, -(1 + 2.0 ** -22), np.float32), np.full(64, one_up), np.full(64, one_up))
    assert r[0] == np.float32(2.0 ** -46)
    h = np.float16(1 + 2.0 ** -10)
    r = S.vmula(np.full(128, -(1 + 2.0 ** -9), np.float16), np.full(128, h), np.full(128, h))
    assert r[0] == np.float16(2.0 ** -20)
    # The double sum 24929 * 673 + 2^-40 sits on an f32 halfway point; rounding it to odd
    # first keeps the true fused result, 16777218 (a plain double sum would give 16777216).
    r = S.vmula(np.full(64, 2.0 ** -40, np.float32), np.full(64, 24929, np.float32), np.full(64, 673, np.float32))
    assert r[0] == 16777218.0
    assert round_to_float(Fraction(24929 * 673) + Fraction(2) ** -40, "f32", "R") == 16777218.0
    # Operand roles: vaxpy scales its first register; vmula takes (acc, lhs, rhs), the syntax order.
    assert S.vaxpy(np.full(64, 2, np.float32), np.full(64, 1, np.float32), 3.0)[0] == 7.0
    assert S.vmula(np.full(64, 1, np.float32), np.full(64, 2, np.float32), np.full(64, 3, np.float32))[0] == 7.0
    # Merging with the accumulator as the prior value: PTOAS's lowering (D-SFU-INACTIVE).
    m = np.zeros(64, bool)
    m[0] = True
    acc = np.full(64, 5.0, np.float32)
    r = S.vmula(acc, np.full(64, 2, np.float32), np.full(64, 3, np.float32), mask=m, prior=acc)
    assert r[0] == 11.0 and (r[1:] == 5.0).all()
    # ReLU of a sum: -0 and NaN sums give +0, an overflowing sum gives inf (D-ADDRELU).
    x = np.zeros(128, np.float16)
    y = np.zeros(128, np.float16)
    x[0], y[0] = -0.0, -0.0
    x[1], y[1] = math.inf, -math.inf
    x[2], y[2] = 60000, 60000
    x[3], y[3] = -3, 1
    r = S.vaddrelu(x, y)
    assert bits_of(r)[0] == 0 and bits_of(r)[1] == 0 and r[2] == math.inf and bits_of(r)[3] == 0
    assert S.vsubrelu(np.full(64, 3, np.float32), np.full(64, 5, np.float32))[0] == 0.0
    assert S.vsubrelu(np.full(64, 5, np.float32), np.full(64, 3, np.float32))[0] == 2.0
    # PReLU: -0 passes with its sign, a negative lane takes its own slope, NaN is canonical.
    v = np.array([-0.0, -4.0, -4.0, np.nan] + [1.0] * 60, np.float32)
    a = np.array([0.5, 0.25, 0.5, 0.5] + [9.0] * 60, np.float32)
    r = S.vprelu(v, a)
    assert bits_of(r)[0] == 0x80000000 and r[1] == -1.0 and r[2] == -2.0 and bits_of(r)[3] == 0x7FC00000
    assert (r[4:] == 1.0).all()


def test_bad_arguments():
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.vmula(np.zeros(64, np.int32), np.zeros(64, np.int32), np.zeros(64, np.int32))
    with pytest.raises(S.SemanticsError, match="src1"):
        S.vmula(np.zeros(64, np.float32), np.zeros(64, np.float32), np.zeros(128, np.float16))
    with pytest.raises(S.SemanticsError, match="alpha"):
        S.vaxpy(np.zeros(64, np.float32), np.zeros(64, np.float32), "x")
    with pytest.raises(S.SemanticsError, match="not legal"):
        S.vprelu(np.zeros(128, np.int16), np.zeros(128, np.int16))


@pytest.mark.parametrize(("name", "src", "dst"), [("vaddreluconv", "f32", "f16"), ("vaddreluconv", "f16", "i8"),
                                                 ("vaddreluconv", "i16", "i8"), ("vmulconv", "f16", "i8")])
def test_fused_conversions(name, src, dst):
    """The expression rounded in the source type, ReLU'd (vaddreluconv), then converted with R and SAT
    into the even lanes, against tests/reference.py; and the page's pseudocode gives the same bits."""
    from ptoisa.lang.pseudocode import run_pseudocode
    from reference import convert_lane
    op = next(o for o in ISA.ops if o.name == name)
    n = LANES[src]
    a, b = sample(RNG, src, (n,)), sample(RNG, src, (n,))
    with np.errstate(all="ignore"):
        value = (a + b) if name == "vaddreluconv" else (a * b)  # one rounding in the source type
    if name == "vaddreluconv":
        value = np.where(value > 0, value, np.zeros_like(value))  # NaN fails the test: 0
    for kind, m in masks(RNG, (n,)):
        active = np.ones(n, bool) if m is None else m
        want = np.zeros(LANES[dst], object)
        want[0::2] = [convert_lane(v, src, dst, "R", "SAT") if act else 0 for v, act in zip(value, active)]
        want = want.astype(np.float64).astype(NP[dst]) if dst == "f16" else np.array([int(v) for v in want]).astype(NP[dst])
        assert_bits_equal(getattr(S, name)(a, b, mask=m), want, f"{name} {src}->{dst} {kind}")
    out = run_pseudocode(op.pseudocode, {"src0": a, "src1": b, "dst": np.zeros(LANES[dst], NP[dst])}, {"N": n},
                         elem=src, functions={"CONVERT": lambda v: convert_lane(v, src, dst, "R", "SAT")})["dst"]
    assert_bits_equal(getattr(S, name)(a, b), out, f"{name} pseudocode")


def _ub(*placed):
    """A unified buffer with arrays placed at byte addresses: (address, array) pairs."""
    ub = np.zeros(8192, np.uint8)
    for address, values in placed:
        raw = np.ascontiguousarray(values).view(np.uint8)
        ub[address:address + raw.size] = raw
    return ub


@pytest.mark.parametrize("t", ["f32", "f16"])
def test_vbitsort_groups_and_records(t):
    """Largest first, ties in input order, NaN last; records are (score bits, index) words in the UB."""
    from ptoisa.lang.pseudocode import run_pseudocode
    op = next(o for o in ISA.ops if o.name == "vbitsort")
    scores = sample(RNG, t, (64,))
    scores[40:44] = scores[3]  # ties across the second group
    indices = RNG.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    ub = _ub((0, scores), (512, indices))
    S.vbitsort(S.Ptr(ub, 1024, "u32", "ub"), S.Ptr(ub, 0, t, "ub"), S.Ptr(ub, 512, "u32", "ub"), 2)
    words = ub[1024:1024 + 512].view(np.uint32).reshape(-1, 2)
    for g in range(2):
        group = [(float(scores[32 * g + k]), k) for k in range(32)]
        # Python's sort is stable: the key puts NaN after every number and larger scores first.
        order = [k for _, k in sorted(group, key=lambda p: (math.isnan(p[0]), -p[0] if not math.isnan(p[0]) else 0))]
        want_bits = [int(np.asarray(scores[32 * g + k]).view({"f32": np.uint32, "f16": np.uint16}[t])) for k in order]
        assert list(words[32 * g:32 * g + 32, 0]) == want_bits
        assert list(words[32 * g:32 * g + 32, 1]) == [int(indices[32 * g + k]) for k in order]
    assert not ub[1024 + 512:].any()  # nothing past the two groups' 512 bytes
    out = run_pseudocode(op.pseudocode, {"src": scores, "idx": indices, "dst_score": np.zeros(64, NP[t]),
                                         "dst_index": np.zeros(64, np.uint32)}, {"repeat": 2}, elem=t)
    assert (out["dst_score"].view({"f32": np.uint32, "f16": np.uint16}[t]) == words[:, 0]).all()
    assert (out["dst_index"] == words[:, 1]).all()


@pytest.mark.parametrize("where, message", [
    (dict(dst=1040), "32-byte aligned"), (dict(src=8), "32-byte aligned"), (dict(idx=516), "32-byte aligned"),
    (dict(dst=8192 - 256), "past its end"), (dict(space="gm"), "must point into ub"), (dict(t="i32"), "cannot be sorted"),
])
def test_vbitsort_rejects_bad_pointers(where, message):
    ub = np.zeros(8192, np.uint8)
    dst = S.Ptr(ub, where.get("dst", 1024), "u32", where.get("space", "ub"))
    with pytest.raises(S.SemanticsError, match=message):
        S.vbitsort(dst, S.Ptr(ub, where.get("src", 0), where.get("t", "f32"), "ub"),
                   S.Ptr(ub, where.get("idx", 512), "u32", "ub"), 2)


def _records(pairs, t="f32"):
    w = np.zeros((len(pairs), 2), np.uint32)
    for k, (score, index) in enumerate(pairs):
        w[k, 0] = int(np.asarray(score, NP[t]).view({"f32": np.uint32, "f16": np.uint16}[t]))
        w[k, 1] = index
    return w.reshape(-1)


def _merge(lists, count, config, t="f32"):
    """Lists stored back to back from UB byte 0, output at 4096; (output words, VMS4_SR counts)."""
    ub = np.zeros(8192, np.uint8)
    starts, at = [], 0
    for words in lists:
        starts.append(at)
        ub[at:at + 4 * len(words)] = np.asarray(words, np.uint32).view(np.uint8)
        at += 4 * len(words)
    registers = {}
    S.vmrgsort4(registers, S.Ptr(ub, 4096, t, "ub"), *[S.Ptr(ub, s, t, "ub") for s in starts], count, config)
    assert set(registers) == {"VMS4_SR"}
    return ub[4096:].view(np.uint32), S.get_vms4_sr(registers)


def test_vmrgsort4_hardware_case():
    # vmrgsort4: four one-record lists, all valid, stop on exhaustion: (9, 90) then stop; counts (1, 0, 0, 0).
    lists = tuple(_records([p]) for p in [(9.0, 90), (7.0, 70), (8.0, 80), (6.0, 60)])
    out, taken = _merge(lists, 0x0001000100010001, 0x1F01)
    assert list(out[:2]) == list(_records([(9.0, 90)])) and not out[2:].any() and taken == (1, 0, 0, 0)


@pytest.mark.parametrize("config", [0x0F01, 0x1F01, 0x0501, 0x1301])
def test_vmrgsort4_merges_like_a_stable_sort(config):
    """Without early stop the output is every valid record, largest first, ties to the lower list,
    NaN last: Python's stable sort over the lists in order gives the expected sequence."""
    from ptoisa.lang.pseudocode import run_pseudocode
    op = next(o for o in ISA.ops if o.name == "vmrgsort4")
    lengths = [5, 3, 0, 4]
    lists, pairs = [], []
    for k, n in enumerate(lengths):
        scores = sorted(RNG.choice([1.0, 2.0, 3.0, 3.0, 5.0, -1.0], n).tolist(), reverse=True)
        if k == 3:
            scores[-1] = math.nan
        entries = [(s, 100 * k + j) for j, s in enumerate(scores)]
        pairs.append(entries)
        lists.append(_records(entries))
    count = sum(n << (16 * k) for k, n in enumerate(lengths))
    out, taken = _merge(tuple(lists), count, config)
    valid = [(config >> (8 + k)) & 1 for k in range(4)]
    produced = sum(taken)
    if not config & 0x1000:
        everything = [(k, p) for k in range(4) if valid[k] for p in pairs[k]]
        order = sorted(everything, key=lambda e: (math.isnan(e[1][0]), -e[1][0] if not math.isnan(e[1][0]) else 0))
        assert list(out[:2 * produced]) == list(_records([p for _, p in order]))
        assert taken == tuple(lengths[k] if valid[k] else 0 for k in range(4))
    assert not out[2 * produced:].any()
    # The page's pseudocode gives the same records.
    m = max(lengths)
    score = np.zeros((4, m), np.float32)
    index = np.zeros((4, m), np.uint32)
    for k, entries in enumerate(pairs):
        for j, (s, i) in enumerate(entries):
            score[k, j], index[k, j] = s, i
    total = sum(lengths)
    res = run_pseudocode(op.pseudocode, {"score": score, "index": index, "dst_score": np.zeros(total, np.float32),
                                         "dst_index": np.zeros(total, np.uint32)},
                         {"count": count, "config": config, "TOTAL": total}, elem="f32")
    got = out[:2 * produced].reshape(-1, 2)
    assert (res["dst_score"][:produced].view(np.uint32) == got[:, 0]).all()
    assert (res["dst_index"][:produced] == got[:, 1]).all()


@pytest.mark.parametrize("part", ["EVEN", "ODD"])
def test_vexpdif_f16_widens_one_parity(part):
    """128 f16 lanes give 64 f32 lanes: exp of the exact difference of lanes 2j (+1 for ODD),
    rounded once (vexpdiff-f16-part); the page's pseudocode agrees."""
    from ptoisa.lang.pseudocode import run_pseudocode
    op = next(o for o in ISA.ops if o.name == "vexpdif")
    x, m = sample(RNG, "f16", (128,)), sample(RNG, "f16", (128,))
    p = ["EVEN", "ODD"].index(part)

    def lane(a, b):
        d = float(a) - float(b)  # exact in double for f16 values
        if math.isnan(d):
            return math.nan
        try:
            return math.exp(d)
        except OverflowError:
            return math.inf

    want = np.array([rnd(lane(x[2 * j + p], m[2 * j + p]), "f32") for j in range(64)], np.float32)
    mask = RNG.random(128) < 0.6
    got = S.vexpdif(x, m, mask, part=part)
    assert_bits_equal(got, np.where(mask[p::2], want, np.float32(0)), part)
    out = run_pseudocode(op.pseudocode, {"src": x, "max": m, "dst": np.zeros(64, np.float32)}, {"N": 128, "K": 2, "P": p},
                         elem="f16", float_eval="f64", canonical_nan=True,
                         macros={"PART": (("src", "max"), op.semantics["exprs"][part])})["dst"]
    assert_bits_equal(S.vexpdif(x, m, part=part), out, f"{part} pseudocode")
