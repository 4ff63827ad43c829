"""The row reductions (trowsum, trowmax, trowmin, trowprod) against a reference of each
target's order written here as plain loops over Python lists: A5's chunks (one register-wide
reduction per 256-byte chunk, the results combined in order), A2/A3's repeats (whole repeats
combined lane by lane, the tail into the first, one reduction at the end, and the four f32
shapes of its own path), and the CPU simulator's loop. Every element type of every target,
valid regions smaller than the tile, data on which the orders give different bits, NaN, inf,
-0.0 and integer extremes; kernels through ptoisa.run on each target with an ND and a DN
destination; the verifier's located errors.

The references follow the pages (D-ROWSUM-ORDER, D-ROWEXTREMA-ORDER, D-ROWPROD-ORDER,
D-ROWREDUCE-A2A3), not the semantics module."""
import math

import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import assert_bits_equal, bits_of, sample, verify_cli
from ptoisa.interp.run import RunFailed
from ptoisa_ref import semantics as S
from reference import NP, is_float, wrap

ISA = the_isa()
RNG = np.random.default_rng(20)
TARGETS = ("a5", "a2a3", "cpu")
OPS = ("trowsum", "trowmax", "trowmin", "trowprod")
COMBINE = {"trowsum": "add", "trowmax": "max", "trowmin": "min", "trowprod": "mul"}
CANONICAL = {"f32": 0x7FC00000, "f16": 0x7E00}


def lanes(t):
    return 256 // np.dtype(NP[t]).itemsize  # elements in one 256-byte register or repeat


# ----------------------------------------------------------------- the steps, in T
def step(a, b, combine, t):
    """One lane of vadd/vmul/vmax/vmin (D-MINMAX: a NaN wins, the first operand's if both; a tie
    gives the second)."""
    T = NP[t]
    with np.errstate(all="ignore"):
        if combine == "add":
            return T(T(a) + T(b))
        if combine == "mul":
            return T(T(a) * T(b))
    if math.isnan(float(a)):
        return a
    if math.isnan(float(b)):
        return b
    return a if (a > b if combine == "max" else a < b) else b


def start(combine, t):
    if combine == "add":
        return NP[t](0)
    if combine == "mul":
        return NP[t](1)
    if is_float(t):
        return NP[t](-math.inf if combine == "max" else math.inf)
    info = np.iinfo(NP[t])
    return NP[t](info.min if combine == "max" else info.max)


def register(values, combine, t):
    """vcadd (zero-padded, adjacent pairs level by level) or vcmax/vcmin (the first strict
    extremum from the start value; a NaN never wins) over one register's values."""
    if combine == "add":
        level = list(values) + [NP[t](0)] * (lanes(t) - len(values))
        while len(level) > 1:
            level = [step(level[k], level[k + 1], "add", t) for k in range(0, len(level), 2)]
        return level[0]
    best = start(combine, t)
    for v in values:
        if (v > best) if combine == "max" else (v < best):
            best = v
    return best


def group(values, combine, t):
    """vcgadd/vcgmax/vcgmin: each 8 values (32 bytes of f32) on their own; a sum in order from 0."""
    out = []
    for k in range(0, len(values), 8):
        g = values[k:k + 8]
        if combine == "add":
            acc = NP[t](0)
            for v in g:
                acc = step(acc, v, "add", t)
            out.append(acc)
        else:
            out.append(register(g, combine, t))
    return out


# ----------------------------------------------------------------- each target's order
def a5_row(row, combine, t):
    n = lanes(t)
    chunks = [row[c:c + n] for c in range(0, len(row), n)]
    if combine == "mul":
        acc = [NP[t](1)] * n
        for ch in chunks:
            for k, v in enumerate(ch):
                acc[k] = step(acc[k], v, "mul", t)
        while len(acc) > 1:
            h = len(acc) // 2
            acc = [step(acc[k], acc[k + h], "mul", t) for k in range(h)]
        return acc[0]
    acc = start(combine, t)
    for ch in chunks:
        acc = step(acc, register(ch, combine, t), combine, t)
    return acc


A2A3_SHAPES = {(64, 128): "g p g", (32, 256): "g p p g", (16, 512): "g g g", (8, 1024): "g g p g"}


def a2a3_row(row, combine, t, special=None):
    n = lanes(t)
    if combine == "mul":
        b = n // 8
        blk = [NP[t](1)] * b
        for j, v in enumerate(row):
            blk[j % b] = step(blk[j % b], v, "mul", t)
        p = np.float32(blk[0])
        for v in blk[1:]:
            p = np.float32(p * np.float32(v))
        return NP[t](p)
    if special:
        vals = list(row)
        for s in special.split():
            if s == "g":
                vals = group(vals, combine, t)
            else:  # the first 8 of each 16 with the next 8
                vals = [step(vals[16 * (k // 8) + k % 8], vals[16 * (k // 8) + 8 + k % 8], combine, t)
                        for k in range(len(vals) // 2)]
        return vals[0]
    c = len(row)
    if c <= n:
        return register(row, combine, t)
    w, rem = divmod(c, n)
    reps = [list(row[k * n:(k + 1) * n]) for k in range(w)]
    tail = list(row[w * n:])

    def lanewise(a, b):
        return [step(x, y, combine, t) for x, y in zip(a, b)]

    if combine == "add":
        if w == 1:
            tmp = [list(reps[0])]
        else:
            tmp = [lanewise(reps[2 * k], reps[2 * k + 1]) for k in range(w // 2)]
            if w % 2:
                tmp[0] = lanewise(tmp[0], reps[-1])
        tmp[0][:rem] = lanewise(tmp[0][:rem], tail)
        while len(tmp) > 1:
            half = [lanewise(tmp[2 * k], tmp[2 * k + 1]) for k in range(len(tmp) // 2)]
            if len(tmp) % 2:
                half[-1] = lanewise(half[-1], tmp[-1])
            tmp = half
        return register(tmp[0], combine, t)
    first = list(reps[0]) if w == 1 else lanewise(reps[0], reps[1])
    first[:rem] = lanewise(first[:rem], tail)
    for k in range(2, w):
        first = lanewise(first, reps[k])
    return register(first, combine, t)


def cpu_row(row, combine, t):
    if combine == "add":
        acc_t = np.float32 if t == "f16" else NP[t]
        acc = acc_t(0)
        with np.errstate(all="ignore"):
            for v in row:
                acc = acc_t(acc + acc_t(v))
        return NP[t](acc)
    if combine == "mul":
        acc = NP[t](1)
        for v in row:
            acc = step(acc, v, "mul", t)
        return acc
    acc = row[0]
    for v in row[1:]:
        if (acc < v) if combine == "max" else (v < acc):  # std::max / std::min
            acc = v
    return acc


def expected(x, combine, t, target, special=None):
    """(rows, 1) of T: each row in the target's order; integers exactly, wrapped."""
    out = np.zeros((x.shape[0], 1), NP[t])
    for i, row in enumerate(x):
        vals = [NP[t](v) for v in row]
        if not is_float(t):
            ints = [int(v) for v in row]
            if combine == "add":
                r = wrap(sum(ints), t)
            elif combine == "mul":
                r = wrap(math.prod(ints), t)
            else:
                r = max(ints) if combine == "max" else min(ints)
            out[i, 0] = r
            continue
        fn = {"a5": a5_row, "a2a3": a2a3_row, "cpu": cpu_row}[target]
        out[i, 0] = fn(vals, combine, t, special) if target == "a2a3" else fn(vals, combine, t)
    return out


def data(t, shape, combine):
    """Values whose order matters: magnitudes spread over six decades for sums; near 1 for
    products (so they stay finite); -0.0, +0.0 and infinities for extrema; integer extremes."""
    if not is_float(t):
        return sample(RNG, t, shape, edges=True)
    if combine == "add":
        x = RNG.standard_normal(shape) * 10.0 ** RNG.integers(-3, 3 if t == "f16" else 4, shape)
    elif combine == "mul":
        x = RNG.uniform(0.97, 1.03, shape) * RNG.choice([1, -1], shape)
    else:
        x = RNG.standard_normal(shape) * 4
        x.flat[RNG.choice(x.size, 6, replace=False)] = [0.0, -0.0, 0.0, -0.0, math.inf, -math.inf]
    return x.astype(NP[t])


def cases():
    for op in OPS:
        o = ISA.op(op)
        for target in TARGETS:
            for t in o.types_for(o.primary_operand, target):
                yield pytest.param(op, t, target, id=f"{op}-{t}-{target}")


@pytest.mark.parametrize(("op", "t", "target"), list(cases()))
@pytest.mark.parametrize(("rows", "cols", "vr", "vc"), [(6, 40, 5, 33), (4, 700, 3, 650), (3, 300, 3, 300)])
def test_every_type_in_each_targets_order(op, t, target, rows, cols, vr, vc):
    """Arrays: a region smaller than the tile, rows of under one register, of several with a
    tail, and of whole repeats plus a tail (the A2/A3 pairs, an odd one, halvings)."""
    x = data(t, (rows, cols), COMBINE[op])
    got = getattr(S, op)(x, valid_rows=vr, valid_cols=vc, target=target)
    assert_bits_equal(got, expected(x[:vr, :vc], COMBINE[op], t, target), f"{op} {t} {target}")


def test_ops_are_the_family_and_types_are_ptoass():
    assert sorted(o.name for o in ISA.ops if o.set == "tile_row_reduce") == sorted(OPS)
    for op in OPS:
        o = ISA.op(op)
        for target in TARGETS:
            assert o.types_for(o.primary_operand, target) == ("i16", "i32", "f16", "f32")


@pytest.mark.parametrize("op", ["trowsum", "trowprod"])
@pytest.mark.parametrize("t", ["f32", "f16"])
def test_the_three_orders_give_different_bits(op, t):
    """The references would be interchangeable if the data did not tell the orders apart."""
    x = data(t, (16, 700), COMBINE[op])
    got = {target: getattr(S, op)(x, target=target) for target in TARGETS}
    for a, b in (("a5", "a2a3"), ("a5", "cpu"), ("a2a3", "cpu")):
        assert (bits_of(got[a]) != bits_of(got[b])).any(), (op, t, a, b)


def test_precision_differs_by_target():
    x = np.ones((1, 128), np.float16)
    x[0, 0] = 2048
    # the CPU simulator sums in f32: 2175, rounded once to f16 (2176)
    assert S.trowsum(x, target="cpu")[0, 0] == np.float16(2176)
    # A5's tree in f16: 2048 + 1 rounds to 2048, then 2048 + 126
    assert S.trowsum(x, target="a5")[0, 0] == np.float16(2174)
    # A2/A3: one repeat of 128 f16 lanes is one vcadd, the same tree
    assert S.trowsum(x, target="a2a3")[0, 0] == np.float16(2174)
    # trowprod on A2/A3: 16 lane products in f16, then their product in f32, rounded once
    y = np.full((1, 32), 1 + 2.0 ** -10, np.float16)
    lane = np.float16(np.float16(1 + 2.0 ** -10) * np.float16(1 + 2.0 ** -10))  # 1 + 2^-9: 2^-20 is lost
    p = np.float32(1)
    for _ in range(16):
        p = np.float32(p * np.float32(lane))
    assert S.trowprod(y, target="a2a3")[0, 0] == np.float16(p)
    steps = np.float16(1)
    for v in y[0]:  # the CPU simulator: every step in f16
        steps = np.float16(steps * v)
    assert S.trowprod(y, target="cpu")[0, 0] == steps


def test_sum_nan_bits_per_target():
    x = np.ones((3, 8), np.float32)
    payload = np.array([0x7F800123], np.uint32).view(np.float32)[0]  # a signalling NaN with a payload
    x[0, 3] = payload
    x[1, 2], x[1, 5] = np.inf, -np.inf  # inf - inf: a new NaN
    cpu = bits_of(S.trowsum(x, target="cpu"))[:, 0]
    assert list(cpu[:2]) == [0x7FC00123, 0xFFC00000] and S.trowsum(x, target="cpu")[2, 0] == 8
    for target in ("a5", "a2a3"):
        assert list(bits_of(S.trowsum(x, target=target))[:2, 0]) == [CANONICAL["f32"]] * 2  # D-NAN
    y = np.ones((1, 8), np.float32)
    y[0, 2], y[0, 6] = 0.0, np.inf  # 0 * inf
    assert bits_of(S.trowprod(y, target="cpu"))[0, 0] == 0xFFC00000
    assert bits_of(S.trowprod(y, target="a5"))[0, 0] == CANONICAL["f32"]


def test_extrema_nan_and_signed_zeros_per_target():
    """D-ROWEXTREMA-ORDER, by hand. f32 rows of 128: two A5 chunks, two A2/A3 repeats."""
    nan = np.float32(np.nan)
    x = np.zeros((4, 128), np.float32) - 5
    x[0, 0], x[0, 64 + 5] = nan, 3.0  # NaN in column 0 and in the lane of column 0
    x[1, 6], x[1, 70] = 3.0, nan      # the maximum shares A2/A3 lane 6 with a later NaN
    x[2, 3], x[2, 64 + 9] = -0.0, 0.0  # the zeros are the maximum: chunk 0 has -0, chunk 1 +0
    x[3, 64 + 9], x[3, 3] = -0.0, 0.0
    x[2, 5] = 0.0  # (chunk 0's first zero is -0.0; this later +0.0 is not chosen by vcmax)
    a5 = S.trowmax(x, target="a5")[:, 0]
    a2 = S.trowmax(x, target="a2a3")[:, 0]
    cpu = S.trowmax(x, target="cpu")[:, 0]
    # A5: vcmax skips a NaN, so row 0 is 3 and row 1 is 3; a tie across chunks takes the later chunk
    assert a5[0] == 3 and a5[1] == 3 and not np.signbit(a5[2]) and np.signbit(a5[3])
    # A2/A3: lane 0 holds column 0's NaN (vmax keeps it) and is skipped, lane 5 holds 3.0;
    # row 1: lane 6 = vmax(3.0, NaN) = NaN, so 3.0 drops out and -5 is the maximum
    assert a2[0] == 3 and a2[1] == -5
    # lane-wise vmax: lane 3 = vmax(-0.0, -5) = -0, lane 5 = 0, lane 9 = vmax(-5, 0) = 0 -> the first max lane is 3
    assert np.signbit(a2[2]) and not np.signbit(a2[3])
    # CPU: a NaN in column 0 stays; a later NaN is never taken; a tie keeps the earlier element
    assert np.isnan(cpu[0]) and cpu[1] == 3 and np.signbit(cpu[2]) and not np.signbit(cpu[3])
    # trowmin mirrors it: a row of NaNs gives +inf on A5 (the start value), NaN on the CPU
    allnan = np.full((1, 8), np.nan, np.float32)
    assert S.trowmin(allnan, target="a5")[0, 0] == np.inf and S.trowmin(allnan, target="a2a3")[0, 0] == np.inf
    assert np.isnan(S.trowmin(allnan, target="cpu")[0, 0])


def test_integer_extremes_wrap():
    x = np.array([[32767, 1, 0, 0], [-32768, -1, 2, 0]], np.int16)
    for target in TARGETS:
        assert S.trowsum(x, target=target)[:, 0].tolist() == [-32768, -32767]
        assert S.trowprod(x, target=target)[:, 0].tolist() == [0, 0]
        assert S.trowmax(x, target=target)[:, 0].tolist() == [32767, 2]
        assert S.trowmin(x, target=target)[:, 0].tolist() == [0, -32768]
    y = np.array([[2 ** 16, 2 ** 16, 3]], np.int32)
    assert S.trowprod(y)[0, 0] == 0 and S.trowsum(np.array([[2 ** 31 - 1, 1]], np.int32))[0, 0] == -2 ** 31


# ----------------------------------------------------------------- kernels
def kernel(op, t, rows, cols, vr, vc, dst="nd", tmp=True):
    """tload a (rows x cols, valid vr x vc), the op into an ND (rows x 8, valid vr x 1) or DN
    (rows x 1, column-major) tile, tstore its column into c (rows x 1)."""
    src = f"!pto.tile_buf<vec, {rows}x{cols}x{t}, valid={vr}x{vc}>"
    out = (f"!pto.tile_buf<vec, {rows}x8x{t}, valid={vr}x1>" if dst == "nd"
           else f"!pto.tile_buf<vec, {rows}x1x{t}, valid={vr}x1, blayout=col_major>")
    scratch = f"!pto.tile_buf<vec, {rows}x{cols}x{t}>"
    ins = f"%ta, %tt : {src}, {scratch}" if tmp else f"%ta : {src}"
    strides = "[%c1, %c1]" if dst == "nd" else "[%c1, %cr]"  # c as a DN view for a DN tile
    return f"""module {{
  func.func @k(%a: !pto.ptr<{t}>, %c: !pto.ptr<{t}>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cr = arith.constant {rows} : index
    %cc = arith.constant {cols} : index
    %vr = arith.constant {vr} : index
    %vc = arith.constant {vc} : index
    %view_a = pto.make_tensor_view %a, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{t}>
    %view_c = pto.make_tensor_view %c, shape = [%cr, %c1], strides = {strides} : !pto.tensor_view<?x?x{t}>
    %pa = pto.partition_view %view_a, offsets = [%c0, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?x{t}> -> !pto.partition_tensor_view<{vr}x{vc}x{t}>
    %pc = pto.partition_view %view_c, offsets = [%c0, %c0], sizes = [%vr, %c1] : !pto.tensor_view<?x?x{t}> -> !pto.partition_tensor_view<{vr}x1x{t}>
    %ta = pto.alloc_tile : {src}
    %tt = pto.alloc_tile : {scratch}
    %td = pto.alloc_tile : {out}
    pto.tload ins(%pa : !pto.partition_tensor_view<{vr}x{vc}x{t}>) outs(%ta : {src})
    pto.{op} ins({ins}) outs(%td : {out})
    pto.tstore ins(%td : {out}) outs(%pc : !pto.partition_tensor_view<{vr}x1x{t}>)
    return
  }}
}}
"""


def run(op, t, x, vr, vc, target, dst="nd", tmp=True):
    rows, cols = x.shape
    c = np.full((rows, 1), 7, NP[t])
    src = kernel(op, t, rows, cols, vr, vc, dst, tmp)
    return ptoisa.run(src, args={"a": x, "c": c}, target=target).buffers["c"].reshape(rows, 1)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("op", "t", "dst", "tmp"), [("trowsum", "f32", "dn", True), ("trowmax", "f16", "nd", False),
                                                     ("trowmin", "i32", "dn", False), ("trowprod", "f32", "nd", True),
                                                     ("trowsum", "i16", "nd", True), ("trowmax", "f32", "dn", True)])
def test_a_kernel_reduces_the_valid_rows_into_column_zero(op, t, dst, tmp, target):
    """A 16x200 tile with a 13x150 valid region; rows past 13 of c keep their GM bytes."""
    x = data(t, (16, 200), COMBINE[op])
    got = run(op, t, x, 13, 150, target, dst, tmp)
    want = np.full((16, 1), 7, NP[t])
    want[:13] = expected(x[:13, :150], COMBINE[op], t, target)
    assert_bits_equal(got, want, f"{op} {t} {dst} {target}")


@pytest.mark.parametrize("op", ["trowsum", "trowmax"])
@pytest.mark.parametrize("shape", list(A2A3_SHAPES))
def test_a2a3_f32_shapes_of_their_own_path(op, shape):
    """A whole 64x128, 32x256, 16x512 or 8x1024 f32 tile into a DN column takes A2/A3's
    vcgadd/vcgmax path; into an ND tile, or with a smaller valid region, the general one."""
    rows, cols = shape
    x = data("f32", shape, COMBINE[op])
    if op == "trowmax":  # a NaN in the maximum's A2/A3 lane: the general path loses both, vcgmax only the NaN
        x[::3, 5], x[::3, 64 + 5] = np.nan, 100.0
    dn = run(op, "f32", x, rows, cols, "a2a3", "dn")
    assert_bits_equal(dn, expected(x, COMBINE[op], "f32", "a2a3", A2A3_SHAPES[shape]), f"{op} {shape} dn")
    nd = run(op, "f32", x, rows, cols, "a2a3", "nd")
    assert_bits_equal(nd, expected(x, COMBINE[op], "f32", "a2a3"), f"{op} {shape} nd")
    assert (bits_of(dn) != bits_of(nd)).any()  # the data tells the two paths apart
    part = run(op, "f32", x, rows, cols - 1, "a2a3", "dn")
    assert_bits_equal(part, expected(x[:, :cols - 1], COMBINE[op], "f32", "a2a3"), f"{op} {shape} partial")


def test_a_clean_kernel_verifies(tmp_path, capsys):
    for op in OPS:
        code, out = verify_cli(tmp_path, capsys, kernel(op, "f32", 16, 64, 13, 40))
        assert code == 0, out


@pytest.mark.parametrize(("old", "new", "target", "message"), [
    ("x8xf32, valid=13x1>", "x8xf32, valid=13x2>", "a5", "`dst`'s valid columns must be 1: the result is one column."),
    ("x8xf32, valid=13x1>", "x8xf32, valid=12x1>", "a5", "`dst.GetValidRow() == src.GetValidRow()`"),
    ("%tt = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>", "%tt = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf16>",
     "a2a3", "On A2/A3 `tmp` must have src's element type."),
])
def test_the_verifier_locates_what_it_refuses(tmp_path, capsys, old, new, target, message):
    text = kernel("trowmax", "f32", 16, 64, 13, 40).replace(old, new)
    if "xf16>" in new:  # the scratch tile's type where %tt is used too
        text = text.replace("!pto.tile_buf<vec, 16x64xf32>", "!pto.tile_buf<vec, 16x64xf16>")
    code, out = verify_cli(tmp_path, capsys, text, target)
    line = text.splitlines().index(next(s for s in text.splitlines() if s.strip().startswith("pto.trowmax "))) + 1
    assert code == 1 and f"k.pto:{line}:5: error: pto.trowmax: {message}" in out, out


def test_element_types_are_located(tmp_path, capsys):
    text = kernel("trowsum", "f32", 16, 64, 13, 40).replace("f32", "i8")
    code, out = verify_cli(tmp_path, capsys, text)
    line = text.splitlines().index(next(s for s in text.splitlines() if s.strip().startswith("pto.trowsum "))) + 1
    assert code == 1 and f"k.pto:{line}:5: error: pto.trowsum: element type i8 is not legal on A5 (legal: i16, i32, f16, f32)" in out


def test_run_refuses_a_dst_of_other_valid_rows_at_its_line():
    src = kernel("trowsum", "f32", 16, 64, 13, 40).replace("x8xf32, valid=13x1>", "x8xf32, valid=12x1>")
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(src, args={"a": np.zeros((16, 64), np.float32), "c": np.zeros((16, 1), np.float32)})
    f = exc.value.findings[0]
    line = src.splitlines().index(next(s for s in src.splitlines() if "pto.trowsum " in s)) + 1
    assert (f.line, f.col, f.rule) == (line, 5, "dst-valid-rows")


def test_arrays_in_and_mistakes_out():
    x = np.arange(12, dtype=np.float32).reshape(2, 2, 3)  # a batch of two 2x3 tiles
    assert S.trowsum(x).tolist() == [[[3.0], [12.0]], [[21.0], [30.0]]]
    with pytest.raises(S.SemanticsError, match="with arrays the result is returned"):
        S.trowmax(x[0], dst=np.zeros((2, 1), np.float32))
    with pytest.raises(S.SemanticsError, match="valid region 3x3 must be non-empty and inside"):
        S.trowmin(x[0], valid_rows=3)


# ----------------------------------------------------------------- columns
COL_OPS = ("tcolsum", "tcolmax", "tcolmin", "tcolprod")
COL_COMBINE = {"tcolsum": "add", "tcolmax": "max", "tcolmin": "min", "tcolprod": "mul"}


def col_expected(x, combine, t, target):
    """(1, cols): each column's rows in the target's order (D-COLREDUCE-ORDER), integers exactly."""
    out = np.zeros((1, x.shape[1]), NP[t])
    for j in range(x.shape[1]):
        col = [NP[t](v) for v in x[:, j]]
        if not is_float(t):
            ints = [int(v) for v in col]
            r = {"add": wrap(sum(ints), t), "mul": wrap(math.prod(ints), t), "max": max(ints), "min": min(ints)}[combine]
            out[0, j] = r
            continue
        if target == "a5":  # row 0, then (row 2k+1 op row 2k+2) into it, an odd row left last
            acc = col[0]
            k = 1
            while k + 1 < len(col):
                acc = step(acc, step(col[k], col[k + 1], combine, t), combine, t)
                k += 2
            if len(col) > 1 and len(col) % 2 == 0:
                acc = step(acc, col[-1], combine, t)
        elif target == "a2a3":
            acc = col[0]
            for v in col[1:]:
                acc = step(acc, v, combine, t)
        elif combine in ("add", "mul"):
            acc = start(combine, t)
            for v in col:
                acc = step(acc, v, combine, t)
        else:
            acc = col[0]
            for v in col[1:]:
                if (v > acc) if combine == "max" else (v < acc):
                    acc = v
        out[0, j] = acc
    return out


def col_cases():
    for op in COL_OPS:
        o = ISA.op(op)
        for target in TARGETS:
            for t in o.types_for(o.primary_operand, target):
                yield pytest.param(op, t, target, id=f"{op}-{t}-{target}")


@pytest.mark.parametrize(("op", "t", "target"), list(col_cases()))
@pytest.mark.parametrize(("rows", "cols", "vr", "vc"), [(9, 40, 8, 33), (9, 40, 7, 40), (2, 70, 1, 70)])
def test_columns_in_each_targets_order(op, t, target, rows, cols, vr, vc):
    """Arrays: an even and an odd number of valid rows (the A5 pairs and its last row), one row."""
    x = data(t, (rows, cols), COL_COMBINE[op]) if t != "bf16" else \
        RNG.standard_normal((rows, cols)).astype(NP[t])
    got = getattr(S, op)(x, valid_rows=vr, valid_cols=vc, target=target)
    assert_bits_equal(got, col_expected(x[:vr, :vc], COL_COMBINE[op], t, target), f"{op} {t} {target}")


def test_column_orders_give_different_bits():
    x = data("f32", (9, 64), "add")
    got = {target: S.tcolsum(x, target=target) for target in TARGETS}
    assert (bits_of(got["a5"]) != bits_of(got["a2a3"])).any()
    # A2/A3 and the CPU simulator both add row after row; only the CPU's start at +0 differs
    z = np.array([[-0.0], [-0.0]], np.float32)
    assert np.signbit(S.tcolsum(z, target="a2a3")[0, 0]) and not np.signbit(S.tcolsum(z, target="cpu")[0, 0])
    nan = np.array([[np.nan, 1.0], [2.0, np.nan], [3.0, 0.0]], np.float32)
    assert np.isnan(S.tcolmax(nan, target="a5")).all() and np.isnan(S.tcolmax(nan, target="a2a3")).all()
    cpu = S.tcolmax(nan, target="cpu")[0]  # a NaN in row 0 stays, a later NaN is never taken
    assert np.isnan(cpu[0]) and cpu[1] == 1.0


def col_kernel(op, t, rows, cols, vr, vc):
    src = f"!pto.tile_buf<vec, {rows}x{cols}x{t}, valid={vr}x{vc}>"
    out = f"!pto.tile_buf<vec, 2x{cols}x{t}, valid=1x{vc}>"
    return f"""module {{
  func.func @k(%a: !pto.ptr<{t}>, %c: !pto.ptr<{t}>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cr = arith.constant {rows} : index
    %cc = arith.constant {cols} : index
    %vr = arith.constant {vr} : index
    %vc = arith.constant {vc} : index
    %view_a = pto.make_tensor_view %a, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{t}>
    %view_c = pto.make_tensor_view %c, shape = [%c1, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?x{t}>
    %pa = pto.partition_view %view_a, offsets = [%c0, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?x{t}> -> !pto.partition_tensor_view<{vr}x{vc}x{t}>
    %pc = pto.partition_view %view_c, offsets = [%c0, %c0], sizes = [%c1, %vc] : !pto.tensor_view<?x?x{t}> -> !pto.partition_tensor_view<1x{vc}x{t}>
    %ta = pto.alloc_tile : {src}
    %td = pto.alloc_tile : {out}
    pto.tload ins(%pa : !pto.partition_tensor_view<{vr}x{vc}x{t}>) outs(%ta : {src})
    pto.{op} ins(%ta : {src}) outs(%td : {out})
    pto.tstore ins(%td : {out}) outs(%pc : !pto.partition_tensor_view<1x{vc}x{t}>)
    return
  }}
}}
"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("op", "t"), [("tcolsum", "f32"), ("tcolmax", "f16"), ("tcolmin", "f32"), ("tcolprod", "f32")])
def test_a_kernel_reduces_the_valid_columns_into_row_zero(op, t, target):
    rows, cols, vr, vc = 12, 96, 11, 90
    x = data(t, (rows, cols), COL_COMBINE[op])
    c = np.full((1, cols), 7, NP[t])
    got = ptoisa.run(col_kernel(op, t, rows, cols, vr, vc), args={"a": x, "c": c}, target=target).buffers["c"]
    want = c.copy()
    want[:, :vc] = col_expected(x[:vr, :vc], COL_COMBINE[op], t, target)
    assert_bits_equal(got.reshape(1, cols), want, f"{op} {t} {target}")


def test_column_errors_are_located(tmp_path, capsys):
    text = col_kernel("tcolsum", "f32", 12, 96, 11, 90).replace("valid=1x90>", "valid=1x80>")
    code, out = verify_cli(tmp_path, capsys, text)
    line = text.splitlines().index(next(s for s in text.splitlines() if s.strip().startswith("pto.tcolsum "))) + 1
    assert code == 1 and f"k.pto:{line}:5: error: pto.tcolsum: `dst`'s valid columns must equal src's." in out, out
    text = col_kernel("tcolprod", "i8", 12, 96, 11, 90)
    code, out = verify_cli(tmp_path, capsys, text)
    assert code == 1 and "error: pto.tcolprod: element type i8 is not legal on A5" in out, out
    code, out = verify_cli(tmp_path, capsys, col_kernel("tcolmax", "i8", 12, 96, 11, 90), "a2a3")
    assert code == 1 and "error: pto.tcolmax: element type i8 is not legal on A2/A3 (legal: i16, i32, f16, f32)" in out, out


# ----------------------------------------------------------------- A5 expansions
def expansion_cases():
    for op in ISA.ops:
        if op.set in ("tile_row_reduce", "tile_col_reduce"):
            for t, path, text in op.expansions:
                yield pytest.param(op, t, path, text, id=f"{op.name}-{t}-{path}")


def _expansion_kernel(ty, rows, cols, drows, dcols, vr, vc, dvr, dvc, size, body):
    """Tiles at fixed addresses loaded whole from a and c; `body` writes c's tile; c stored whole."""
    full_a, full_c = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}>", f"!pto.tile_buf<vec, {drows}x{dcols}x{ty}>"
    view_a, view_c = f"!pto.tensor_view<{rows}x{cols}x{ty}>", f"!pto.tensor_view<{drows}x{dcols}x{ty}>"
    return f"""func.func @k(%a: !pto.ptr<{ty}>, %c: !pto.ptr<{ty}>) {{
  %k1 = arith.constant 1 : index
  %kr = arith.constant {rows} : index
  %kc = arith.constant {cols} : index
  %dr = arith.constant {drows} : index
  %dc = arith.constant {dcols} : index
  %addr_a = arith.constant 0 : i64
  %addr_c = arith.constant {size} : i64
  %view_a = pto.make_tensor_view %a, shape = [%kr, %kc], strides = [%kc, %k1] : {view_a}
  %view_c = pto.make_tensor_view %c, shape = [%dr, %dc], strides = [%dc, %k1] : {view_c}
  %full_a = pto.alloc_tile addr = %addr_a : {full_a}
  pto.tload ins(%view_a : {view_a}) outs(%full_a : {full_a})
  %full_c = pto.alloc_tile addr = %addr_c : {full_c}
  pto.tload ins(%view_c : {view_c}) outs(%full_c : {full_c})
  %tile_a = pto.alloc_tile addr = %addr_a : !pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>
  %tile_c = pto.alloc_tile addr = %addr_c : !pto.tile_buf<vec, {drows}x{dcols}x{ty}, valid={dvr}x{dvc}>
{body}
  pto.tstore ins(%full_c : {full_c}) outs(%view_c : {view_c})
  return
}}
"""


@pytest.mark.parametrize(("op", "t", "path", "text"), list(expansion_cases()))
@pytest.mark.parametrize("vr", [6, 5])
def test_the_expansion_computes_the_tile_op(op, t, path, text, vr):
    """The page's micro-op loop and the tile op on the same tiles leave the same bytes in GM, for
    each A5 type, with edge values, a tail in every row and an even and an odd row count."""
    dt = next(d for d in ISA.machine.dtypes if d.name == t)
    ty, size_of = dt.spelling, dt.bits // 8
    lanes = ISA.machine.vreg_bytes * 8 // dt.bits
    rows, cols = 7, lanes + lanes // 2
    vc = cols if path == "1d" else cols - 7
    row_op = op.set == "tile_row_reduce"
    drows, dcols, dvr, dvc = (rows, 8, vr, 1) if row_op else (2, cols, 1, vc)
    body = "\n".join([f"  %src = pto.castptr %addr_a : i64 -> !pto.ptr<{ty}, ub>",
                      f"  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<{ty}, ub>",
                      f"  %rows = arith.constant {vr} : index",
                      f"  %cols = arith.constant {vc} : index",
                      f"  %stride = arith.constant {cols} : index",
                      f"  %dst_stride = arith.constant {dcols} : index"] + ["  " + line for line in text.splitlines()])
    tile_op = (f"  pto.{op.name} ins(%tile_a : !pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>) "
               f"outs(%tile_c : !pto.tile_buf<vec, {drows}x{dcols}x{ty}, valid={dvr}x{dvc}>)")
    a = sample(RNG, t, (rows, cols)) if t != "bf16" else RNG.standard_normal((rows, cols)).astype(NP[t])
    if op.name == "tcolprod" and is_float(t):
        with np.errstate(invalid="ignore"):  # (the remainder of an inf, discarded by the where)
            a = np.where(np.isfinite(a), np.abs(a) % 2 + 0.5, a).astype(NP[t])  # products that stay finite
    c = np.full((drows, dcols), 3, NP[t])
    out = [ptoisa.run(_expansion_kernel(ty, rows, cols, drows, dcols, vr, vc, dvr, dvc, rows * cols * size_of, body_),
                      args={"a": a, "c": c}).buffers["c"].view(np.uint8) for body_ in (tile_op, body)]
    assert np.array_equal(out[0], out[1]), (op.name, t, path, vr)
    assert not np.array_equal(out[0], c.reshape(-1).view(np.uint8))  # the op wrote something
