"""The partial tile ops (tpartadd, tpartmul, tpartmax, tpartmin) against plain numpy: the op
where both sources are valid, the one valid source's element where one is, and per target
what dst holds where neither is (A5's tpartmax/tpartmin start from the type's lowest/highest
finite value, the CPU simulator writes 0: D-TPART-VALID); every element type each target
allows, sources valid over fewer rows, fewer columns or both, NaN (a copied NaN keeps its
bits), -0.0, infinities and integer extremes; whole kernels through ptoisa.run on the three
targets; the pseudocode with sources of other extents; and the verifier's located errors.

Expected values are written here element by element from the pages' rules, not from the
semantics module."""
import math

import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import UINT, assert_bits_equal, sample, verify_cli
from ptoisa.interp.run import RunFailed
from ptoisa.lang.pseudocode import run_pseudocode
from ptoisa_ref import semantics as S
from reference import NP, is_float, rnd, wrap

ISA = the_isa()
RNG = np.random.default_rng(20)
TARGETS = ("a5", "a2a3", "cpu")
OPS = ("add", "mul", "max", "min")
SPELL = {"u8": "ui8", "u16": "ui16", "u32": "ui32"}
CANONICAL = {"f32": 0x7FC00000, "f16": 0x7E00, "bf16": 0x7FC0}
QUIET = {"f32": 0x00400000, "f16": 0x0200, "bf16": 0x0040}
R, C = 5, 7  # dst's valid region in the array tests
# (src0's valid shape, src1's): one covers, the other has fewer rows, fewer columns or both; or neither covers
COVERED = [((5, 7), (5, 7)), ((5, 7), (2, 7)), ((5, 7), (5, 3)), ((3, 4), (5, 7)), ((5, 7), (0, 0))]
UNCOVERED = [((3, 7), (5, 4)), ((5, 2), (1, 7)), ((2, 3), (4, 5))]


def pad(k, t):
    """A5's starting value for tpartmax (the lowest finite value) and tpartmin (the highest)."""
    if is_float(t):
        top = {"f32": 3.4028234663852886e38, "f16": 65504.0, "bf16": 3.3895313892515355e38}[t]
        return NP[t](-top if k == "max" else top)
    info = np.iinfo(NP[t])
    return NP[t](info.min if k == "max" else info.max)


def combine(k, a, b, t, target):
    """a op b for one element: ("nan", None) for a NaN the arithmetic makes, else ("value", v)."""
    if k in ("max", "min"):
        if is_float(t) and target != "cpu":  # D-MINMAX: a NaN src0 wins, else a NaN src1; ties give src1
            if math.isnan(float(a)):
                return "value", a
            return "value", a if (float(a) > float(b) if k == "max" else float(a) < float(b)) else b
        if target == "cpu":  # std::max / std::min: src0 unless the comparison picks src1
            pick_b = (a < b) if k == "max" else (b < a)
            return "value", b if pick_b else a
        return "value", max(a, b) if k == "max" else min(a, b)
    if not is_float(t):
        v = int(a) + int(b) if k == "add" else int(a) * int(b)
        return "value", NP[t](wrap(v, t))
    v = float(a) + float(b) if k == "add" else float(a) * float(b)
    return ("nan", None) if math.isnan(v) else ("value", rnd(v, t))


def expected(k, x, y, v0, v1, t, target, shape=(R, C)):
    """dst over its region, and where a NaN came out of the arithmetic (its bits are checked apart)."""
    rows, cols = shape
    out = np.zeros(shape, NP[t])
    nan = np.zeros(shape, bool)
    overlay = target == "a5" and k in ("max", "min")
    for i in range(rows):
        for j in range(cols):
            in0 = i < v0[0] and j < v0[1]
            in1 = i < v1[0] and j < v1[1]
            if overlay:  # dst starts as the pad, src0 over its region, src1 combined in over its own
                p = x[i, j] if in0 else pad(k, t)
                kind, v = combine(k, p, y[i, j], t, target) if in1 else ("value", p)
            elif in0 and in1:
                kind, v = combine(k, x[i, j], y[i, j], t, target)
            elif in0 or in1:
                kind, v = "value", (x if in0 else y)[i, j]
            else:
                kind, v = "value", NP[t](0)  # only the CPU simulator gets here (D-TPART-VALID)
            if kind == "nan":
                nan[i, j] = True
            else:
                out[i, j] = v
    return out, nan


def check(got, want, nan, context):
    assert np.isnan(got[nan].astype(np.float32)).all(), context
    got, want = got.copy(), want.copy()
    got[nan] = want[nan] = 0
    assert_bits_equal(got, want, context)


def cases():
    for k in OPS:
        op = ISA.op("tpart" + k)
        for target in TARGETS:
            for t in op.types_for(op.primary_operand, target):
                yield pytest.param(k, t, target, id=f"{k}-{t}-{target}")


@pytest.mark.parametrize(("k", "t", "target"), list(cases()))
def test_every_type_matches_numpy_where_one_source_covers_dst(k, t, target):
    """Arrays: each source array is its valid region; the region is 5x7; edge values in."""
    for v0, v1 in COVERED:
        x = sample(RNG, t, v0)
        y = sample(RNG, t, v1)
        got = getattr(S, "tpart" + k)(x, y, valid_rows=R, valid_cols=C, target=target)
        want, nan = expected(k, _grow(x), _grow(y), v0, v1, t, target)
        check(got, want, nan, f"tpart{k} {t} {target} {v0} {v1}")


def _grow(a):
    """The array in the top left of a 5x7 one (the rest is never read)."""
    out = np.zeros((R, C), a.dtype)
    out[:a.shape[0], :a.shape[1]] = a
    return out


@pytest.mark.parametrize(("k", "t", "target"), [p for p in cases() if p.values[2] != "a2a3"
                                               and (p.values[2] == "cpu" or p.values[0] in ("max", "min"))])
def test_where_neither_source_is_valid(k, t, target):
    """A5's tpartmax/tpartmin (the pad value) and every CPU op (0) take sources that cover no
    part of dst's region between them."""
    for v0, v1 in UNCOVERED:
        x = sample(RNG, t, v0)
        y = sample(RNG, t, v1)
        got = getattr(S, "tpart" + k)(x, y, valid_rows=R, valid_cols=C, target=target)
        want, nan = expected(k, _grow(x), _grow(y), v0, v1, t, target)
        check(got, want, nan, f"tpart{k} {t} {target} {v0} {v1}")
        hole = got[max(v0[0], v1[0]):, max(v0[1], v1[1]):]
        assert_bits_equal(hole, np.full(hole.shape, pad(k, t) if target == "a5" else 0, NP[t]))


@pytest.mark.parametrize(("k", "target"), [(k, tg) for k in OPS for tg in ("a5", "a2a3")
                                           if not (tg == "a5" and k in ("max", "min"))])
def test_a_source_must_cover_dst_on_the_npus(k, target):
    x, y = np.ones((3, 7), np.float32), np.ones((5, 4), np.float32)
    with pytest.raises(S.SemanticsError, match="one source's valid shape must equal dst's 5x7"):
        getattr(S, "tpart" + k)(x, y, valid_rows=R, valid_cols=C, target=target)


def test_a_source_larger_than_dst_is_refused():
    a = S.Tile(np.zeros(4096, np.uint8), 0, "f32", 8, 16, valid_rows=8, valid_cols=16)
    b = S.Tile(np.zeros(4096, np.uint8), 1024, "f32", 8, 16, valid_rows=8, valid_cols=16)
    c = S.Tile(np.zeros(4096, np.uint8), 2048, "f32", 8, 16, valid_rows=6, valid_cols=16)
    with pytest.raises(S.SemanticsError, match="src0's valid shape 8x16 exceeds dst's 6x16"):
        S.tpartadd(a, b, c)


@pytest.mark.parametrize("t", ["f32", "f16", "bf16"])
def test_a_copied_nan_keeps_its_bits_and_a_computed_one_follows_the_targets_rule(t):
    """src0 covers 2x2, src1 only its first column: column 0 is computed, column 1 copied."""
    u = np.dtype(UINT[np.dtype(NP[t]).itemsize])
    payload = CANONICAL[t] + 5 - QUIET[t]  # a signalling NaN with a payload
    snan = np.array([payload], u).view(NP[t])[0]
    x = np.array([[snan, snan], [1.0, snan]], NP[t])
    y = np.array([[2.0], [np.inf]], NP[t])
    for target, computed in (("a5", CANONICAL[t]), ("a2a3", CANONICAL[t]), ("cpu", payload | QUIET[t])):
        if t == "bf16" and target == "a2a3":
            continue
        got = S.tpartadd(x, y, valid_rows=2, valid_cols=2, target=target).view(u)
        assert got[0, 1] == payload, target  # the copy untouched
        if not (t == "bf16" and target == "cpu"):  # (bf16 on the CPU: numpy's NaN, as tadd's: D-CPU-NAN)
            assert got[0, 0] == computed, target  # snan + 2 computed
        assert got[1, 1] == payload and got[1, 0] == np.array([np.inf], NP[t]).view(u)[0]
        mx = S.tpartmax(x, y, valid_rows=2, valid_cols=2, target=target).view(u)
        assert mx[0].tolist() == [payload, payload], target  # max keeps a NaN's bits (D-MINMAX)


def test_minus_zero_ties_and_infinities_alone_in_src1():
    """A5's tpartmax where only src1 is valid is max(lowest finite, src1): -inf gives the lowest
    finite value there, where A2/A3 and the CPU simulator copy -inf; ties give src1 on A5 and
    A2/A3, src0 on the CPU simulator."""
    x = np.array([[-0.0, 0.0]], np.float32)  # src0: row 0 only
    y = np.array([[0.0, -0.0], [-np.inf, np.inf]], np.float32)  # src1 covers dst
    lowest = np.float32(-3.4028234663852886e38)
    a5 = S.tpartmax(x, y, target="a5")
    assert np.signbit(a5[0]).tolist() == [False, True] and a5[1].tolist() == [lowest, np.inf]
    a2a3 = S.tpartmax(x, y, target="a2a3")
    assert np.signbit(a2a3[0]).tolist() == [False, True] and a2a3[1].tolist() == [-np.inf, np.inf]
    cpu = S.tpartmax(x, y, target="cpu")
    assert np.signbit(cpu[0]).tolist() == [True, False] and cpu[1].tolist() == [-np.inf, np.inf]
    mn = S.tpartmin(x, y, target="a5")
    assert mn[1].tolist() == [-np.inf, -lowest]  # min(highest finite, +inf) is the highest finite
    assert np.signbit(S.tpartadd(x, y)[0]).tolist() == [False, False]  # -0 + 0 is +0


def test_integer_sums_and_products_wrap():
    for t in ("i8", "u8", "i16", "u16", "i32", "u32"):
        info = np.iinfo(NP[t])
        x = np.array([[info.max, info.min, 3]], NP[t])
        y = np.array([[1, -1 if info.min < 0 else 0, 2]], NP[t])[:, :2]
        add = S.tpartadd(x, y, target="a5")
        assert add.tolist() == [[wrap(int(info.max) + 1, t), wrap(int(info.min) + int(y[0, 1]), t), 3]], t
        mul = S.tpartmul(x, y, target="a5")
        assert mul.tolist() == [[info.max, wrap(int(info.min) * int(y[0, 1]), t), 3]], t


def test_tiles_in_place_keep_the_rest_of_dst():
    mem = np.zeros(3 * 1024, np.uint8)
    a = S.Tile(mem, 0, "i32", 8, 32, valid_rows=8, valid_cols=20)
    b = S.Tile(mem, 1024, "i32", 8, 32, valid_rows=3, valid_cols=20)
    c = S.Tile(mem, 2048, "i32", 8, 32, valid_rows=8, valid_cols=20)
    a.values()[:] = np.arange(256, dtype=np.int32).reshape(8, 32)
    b.values()[:] = 1000
    c.values()[:] = -7
    assert S.tpartadd(a, b, c) is None
    want = np.full((8, 32), -7, np.int32)
    want[:8, :20] = np.arange(256, dtype=np.int32).reshape(8, 32)[:, :20]
    want[:3, :20] += 1000
    assert_bits_equal(c.values(), want)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("k", "t"), [("add", "f32"), ("mul", "i16"), ("max", "f16"), ("min", "i32"),
                                      ("add", "u8"), ("max", "bf16")])
def test_pseudocode_with_sources_of_other_extents(k, t, target):
    op = ISA.op("tpart" + k)
    if t not in op.types_for(op.primary_operand, target):
        pytest.skip(f"{t} is not legal on {target}")
    shapes = COVERED + (UNCOVERED if target == "cpu" or (target == "a5" and k in ("max", "min")) else [])
    for v0, v1 in shapes:
        x, y = sample(RNG, t, (R, C)), sample(RNG, t, (R, C))
        sem = op.semantics_for(target)
        consts = {"R": R, "C": C, "R0": v0[0], "C0": v0[1], "R1": v1[0], "C1": v1[1],
                  "T_LOWEST": pad("max", t), "T_HIGHEST": pad("min", t)}
        got = run_pseudocode(op.pseudocode_for(target), {"src0": x, "src1": y, "dst": np.zeros((R, C), NP[t])},
                             consts, elem=t, acc=t, float_eval=sem["float_eval"],
                             canonical_nan=sem["nan"] == "canonical")["dst"]
        want = getattr(S, op.name)(x[:v0[0], :v0[1]], y[:v1[0], :v1[1]], valid_rows=R, valid_cols=C, target=target)
        if sem["nan"] == "x86_first":  # the interpreter's NaN is numpy's: compare NaN positions only
            nan = np.isnan(want.astype(np.float32))
            check(got, want, nan, f"{op.name} {t} {target} {v0} {v1}")
        else:
            assert_bits_equal(got, want, f"{op.name} {t} {target} {v0} {v1}")


# ----------------------------------------------------------------------------- kernels
def kernel(op, t, rows, cols, v0, v1, vd):
    """tload a (valid v0) and b (valid v1), the op into c (valid vd), tstore c over vd."""
    ty = SPELL.get(t, t)
    tiles = [f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={v[0]}x{v[1]}>" for v in (v0, v1, vd)]
    parts = [f"!pto.partition_tensor_view<{v[0]}x{v[1]}x{ty}>" for v in (v0, v1, vd)]
    lines = [f"func.func @k(%a: !pto.ptr<{ty}>, %b: !pto.ptr<{ty}>, %c: !pto.ptr<{ty}>) {{",
             "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             f"  %cr = arith.constant {rows} : index", f"  %cc = arith.constant {cols} : index"]
    for n, (name, v) in enumerate(zip("abc", (v0, v1, vd))):
        lines += [f"  %r{name} = arith.constant {v[0]} : index", f"  %k{name} = arith.constant {v[1]} : index",
                  f"  %view_{name} = pto.make_tensor_view %{name}, shape = [%cr, %cc], strides = [%cc, %c1] : "
                  f"!pto.tensor_view<?x?x{ty}>",
                  f"  %p{name} = pto.partition_view %view_{name}, offsets = [%c0, %c0], sizes = [%r{name}, %k{name}] : "
                  f"!pto.tensor_view<?x?x{ty}> -> {parts[n]}",
                  f"  %t{name} = pto.alloc_tile : {tiles[n]}"]
    lines += [f"  pto.tload ins(%pa : {parts[0]}) outs(%ta : {tiles[0]})",
              f"  pto.tload ins(%pb : {parts[1]}) outs(%tb : {tiles[1]})",
              f"  pto.{op} ins(%ta, %tb : {tiles[0]}, {tiles[1]}) outs(%tc : {tiles[2]})",
              f"  pto.tstore ins(%tc : {tiles[2]}) outs(%pc : {parts[2]})", "  return", "}", ""]
    return "\n".join(lines)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("k", "t", "v0", "v1"), [("add", "f32", (16, 40), (9, 40)), ("mul", "i32", (16, 24), (16, 40)),
                                                  ("max", "f16", (16, 40), (16, 17)), ("min", "i16", (5, 11), (16, 40))])
def test_a_kernel_combines_tiles_of_other_valid_shapes(k, t, v0, v1, target):
    """16x64 tiles, dst valid 16x40: the region as the rules say; the rest of c keeps its GM bytes."""
    rows, cols, vd = 16, 64, (16, 40)
    src = kernel("tpart" + k, t, rows, cols, v0, v1, vd)
    a = sample(RNG, t, (rows, cols), edges=False)
    b = sample(RNG, t, (rows, cols), edges=False)
    c = np.full((rows, cols), 3, NP[t])
    got = ptoisa.run(src, args={"a": a, "b": b, "c": c}, target=target).buffers["c"].reshape(rows, cols)
    want = c.copy()
    region, nan = expected(k, a[:16, :40], b[:16, :40], v0, v1, t, target, vd)
    assert not nan.any()
    want[:16, :40] = region
    assert_bits_equal(got, want, f"{k} {t} {target}")


@pytest.mark.parametrize("target", ["a5", "cpu"])
def test_a_kernel_where_neither_source_covers_dst(target):
    """PTOAS's "complex" layout (src0 valid over fewer rows, src1 over fewer columns): A5 leaves
    the lowest finite value where neither is valid, the CPU simulator 0."""
    src = kernel("tpartmax", "f32", 16, 32, (12, 32), (16, 20), (16, 32))
    a = sample(RNG, "f32", (16, 32), edges=False)
    b = sample(RNG, "f32", (16, 32), edges=False)
    got = ptoisa.run(src, args={"a": a, "b": b, "c": np.zeros((16, 32), np.float32)}, target=target)
    c = got.buffers["c"].reshape(16, 32)
    want, _ = expected("max", a, b, (12, 32), (16, 20), "f32", target, (16, 32))
    assert_bits_equal(c, want)
    assert c[15, 31] == (np.float32(-3.4028234663852886e38) if target == "a5" else 0)


def _line(text, op):
    return text.splitlines().index(next(s for s in text.splitlines() if s.strip().startswith(f"pto.{op} "))) + 1


@pytest.mark.parametrize(("op", "t", "v0", "v1", "target", "message"), [
    ("tpartadd", "f32", (12, 40), (16, 20), "a5", "pto.tpartadd: One source's valid shape must equal dst's (D-TPART-VALID)."),
    ("tpartmax", "f32", (12, 40), (16, 20), "a2a3", "pto.tpartmax: One source's valid shape must equal dst's"),
    ("tpartmul", "f32", (16, 40), (16, 48), "cpu", "pto.tpartmul: Each source's valid shape must be at most dst's"),
    ("tpartmin", "i8", (16, 40), (16, 40), "a2a3", "pto.tpartmin: element type i8 is not legal on A2/A3"),
    ("tpartadd", "u16", (16, 40), (16, 40), "cpu", "pto.tpartadd: element type u16 is not legal on CPU simulation"),
])
def test_the_verifier_locates_what_it_refuses(tmp_path, capsys, op, t, v0, v1, target, message):
    text = kernel(op, t, 16, 64, v0, v1, (16, 40))
    code, out = verify_cli(tmp_path, capsys, text, target)
    assert code == 1 and f"k.pto:{_line(text, op)}:3: error: {message}" in out, out


def test_clean_kernels_verify_and_the_extrema_take_uncovered_sources_on_a5(tmp_path, capsys):
    assert verify_cli(tmp_path, capsys, kernel("tpartadd", "f32", 16, 64, (16, 40), (9, 40), (16, 40)))[0] == 0
    assert verify_cli(tmp_path, capsys, kernel("tpartmax", "f32", 16, 64, (12, 40), (16, 20), (16, 40)))[0] == 0
    assert verify_cli(tmp_path, capsys, kernel("tpartmax", "f32", 16, 64, (12, 40), (16, 20), (16, 40)), "cpu")[0] == 0


def test_tpartmax_needs_tiles_of_one_shape(tmp_path, capsys):
    text = kernel("tpartmax", "f32", 16, 64, (16, 40), (9, 40), (16, 40))
    tile = "!pto.tile_buf<vec, 16x64xf32, valid=9x40>"
    small = "!pto.tile_buf<vec, 9x64xf32, valid=9x40>"
    text = text.replace(tile, small)
    code, out = verify_cli(tmp_path, capsys, text)
    assert code == 1 and f"k.pto:{_line(text, 'tpartmax')}:3: error: pto.tpartmax: `src0`, `src1` and `dst` must " \
                         f"have the same shape." in out, out


def test_run_refuses_sources_that_do_not_cover_dst_at_the_line():
    src = kernel("tpartadd", "f32", 16, 64, (12, 40), (16, 20), (16, 40))
    z = np.zeros(16 * 64, np.float32)
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(src, args={"a": z, "b": z.copy(), "c": z.copy()})
    f = exc.value.findings[0]
    assert (f.line, f.col, f.rule) == (_line(src, "tpartadd"), 3, "part-cover")


# ----------------------------------------------------------------------------- tpartargmax, tpartargmin
def arg_expected(better, x, y, ix, iy, v0, v1, target, shape=(R, C)):
    """(values, indices) by each target's comparison (D-TPARTARG-PICK), element by element."""
    val = np.zeros(shape, x.dtype)
    idx = np.zeros(shape, ix.dtype)
    for i in range(shape[0]):
        for j in range(shape[1]):
            in0 = i < v0[0] and j < v0[1]
            in1 = i < v1[0] and j < v1[1]
            a, b = float(x[i, j]), float(y[i, j])
            gt = (lambda p, q: p > q) if better == "max" else (lambda p, q: p < q)
            if in0 and in1:
                if target == "a5":
                    one = gt(b, a)  # src1 only where strictly better
                elif target == "a2a3":
                    one = not (gt(a, b) or a == b)  # src0 where at least as good
                else:
                    one = not gt(a, b)  # src0 only where strictly better
            elif in0 or in1:
                one = in1
            else:
                continue  # 0 and 0 (the CPU simulator)
            val[i, j], idx[i, j] = (y[i, j], iy[i, j]) if one else (x[i, j], ix[i, j])
    return val, idx


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("better", ["max", "min"])
@pytest.mark.parametrize(("t", "it"), [("f32", "i32"), ("f16", "u32"), ("f32", "u32"), ("f16", "i32")])
def test_arg_ops_take_the_value_and_its_index_by_the_targets_comparison(target, better, t, it):
    shapes = COVERED + (UNCOVERED if target == "cpu" else [])
    for v0, v1 in shapes:
        x, y = sample(RNG, t, v0), sample(RNG, t, v1)
        if min(v0) and min(v1):
            x[0, 0] = y[0, 0] = 2.0  # a tie
        ix = RNG.integers(0, 1000, v0).astype(NP[it])
        iy = RNG.integers(1000, 2000, v1).astype(NP[it])
        val, idx = getattr(S, "tpartarg" + better)(x, y, ix, iy, valid_rows=R, valid_cols=C, target=target)
        want_v, want_i = arg_expected(better, _grow(x), _grow(y), _grow(ix), _grow(iy), v0, v1, target)
        context = f"tpartarg{better} {t} {it} {target} {v0} {v1}"
        assert_bits_equal(val, want_v, context)
        assert_bits_equal(idx, want_i, context)


def test_arg_ops_on_a_tie_and_a_nan_per_target():
    x = np.array([[2.0, np.nan, 1.0]], np.float32)
    y = np.array([[2.0, 1.0, np.nan]], np.float32)
    ix, iy = np.zeros((1, 3), np.int32), np.ones((1, 3), np.int32)
    assert S.tpartargmax(x, y, ix, iy, target="a5")[1].tolist() == [[0, 0, 0]]  # ties and NaNs keep src0
    assert S.tpartargmax(x, y, ix, iy, target="a2a3")[1].tolist() == [[0, 1, 1]]  # src0 >= src1, else src1
    assert S.tpartargmax(x, y, ix, iy, target="cpu")[1].tolist() == [[1, 1, 1]]  # src0 > src1, else src1
    assert S.tpartargmin(x, y, ix, iy, target="a5")[1].tolist() == [[0, 0, 0]]


def test_an_index_tile_must_have_its_values_valid_shape():
    x, y = np.ones((5, 7), np.float32), np.ones((2, 7), np.float32)
    with pytest.raises(S.SemanticsError, match="each index tile must have its value tile's valid shape"):
        S.tpartargmax(x, y, np.zeros((5, 7), np.int32), np.zeros((3, 7), np.int32))


def arg_kernel(op, t, it, v0, v1, vd, rows=16, cols=64):
    """tload a and b (values) and ia and ib (indices), the op into c and ic, tstore both."""
    ty, ity = SPELL.get(t, t), SPELL.get(it, it)
    lines = [f"func.func @k(%a: !pto.ptr<{ty}>, %b: !pto.ptr<{ty}>, %ia: !pto.ptr<{ity}>, %ib: !pto.ptr<{ity}>, "
             f"%c: !pto.ptr<{ty}>, %ic: !pto.ptr<{ity}>) {{",
             "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             f"  %cr = arith.constant {rows} : index", f"  %cc = arith.constant {cols} : index"]
    tt = {}
    for name, el, v in (("a", ty, v0), ("b", ty, v1), ("ia", ity, v0), ("ib", ity, v1), ("c", ty, vd), ("ic", ity, vd)):
        tile = f"!pto.tile_buf<vec, {rows}x{cols}x{el}, valid={v[0]}x{v[1]}>"
        part = f"!pto.partition_tensor_view<{v[0]}x{v[1]}x{el}>"
        tt[name] = (tile, part)
        lines += [f"  %r{name} = arith.constant {v[0]} : index", f"  %k{name} = arith.constant {v[1]} : index",
                  f"  %view_{name} = pto.make_tensor_view %{name}, shape = [%cr, %cc], strides = [%cc, %c1] : "
                  f"!pto.tensor_view<?x?x{el}>",
                  f"  %p{name} = pto.partition_view %view_{name}, offsets = [%c0, %c0], sizes = [%r{name}, %k{name}] : "
                  f"!pto.tensor_view<?x?x{el}> -> {part}",
                  f"  %t{name} = pto.alloc_tile : {tile}"]
    for name in ("a", "b", "ia", "ib"):
        lines.append(f"  pto.tload ins(%p{name} : {tt[name][1]}) outs(%t{name} : {tt[name][0]})")
    lines.append(f"  pto.{op} ins(%ta, %tb, %tia, %tib : {tt['a'][0]}, {tt['b'][0]}, {tt['ia'][0]}, {tt['ib'][0]}) "
                 f"outs(%tc, %tic : {tt['c'][0]}, {tt['ic'][0]})")
    for name in ("c", "ic"):
        lines.append(f"  pto.tstore ins(%t{name} : {tt[name][0]}) outs(%p{name} : {tt[name][1]})")
    return "\n".join(lines + ["  return", "}", ""])


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("better", "t", "it", "v0", "v1"), [("max", "f32", "i32", (16, 40), (9, 40)),
                                                            ("min", "f16", "u32", (16, 17), (16, 40))])
def test_an_arg_kernel_writes_values_and_indices(target, better, t, it, v0, v1):
    vd = (16, 40)
    src = arg_kernel("tpartarg" + better, t, it, v0, v1, vd)
    a, b = sample(RNG, t, (16, 64), edges=False), sample(RNG, t, (16, 64), edges=False)
    ia = RNG.integers(0, 1000, (16, 64)).astype(NP[it])
    ib = RNG.integers(1000, 2000, (16, 64)).astype(NP[it])
    c, ic = np.full((16, 64), 3, NP[t]), np.full((16, 64), 7, NP[it])
    out = ptoisa.run(src, args={"a": a, "b": b, "ia": ia, "ib": ib, "c": c, "ic": ic}, target=target).buffers
    want_v, want_i = c.copy(), ic.copy()
    want_v[:16, :40], want_i[:16, :40] = arg_expected(better, a[:16, :40], b[:16, :40], ia[:16, :40], ib[:16, :40],
                                                      v0, v1, target, vd)
    assert_bits_equal(out["c"].reshape(16, 64), want_v)
    assert_bits_equal(out["ic"].reshape(16, 64), want_i)


def test_the_verifier_locates_an_index_tile_of_another_valid_shape(tmp_path, capsys):
    text = arg_kernel("tpartargmax", "f32", "i32", (16, 40), (9, 40), (16, 40))
    text = text.replace("%tib = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi32, valid=9x40>",
                        "%tib = pto.alloc_tile : !pto.tile_buf<vec, 16x64xi32, valid=8x40>")
    text = text.replace("!pto.tile_buf<vec, 16x64xi32, valid=9x40>)", "!pto.tile_buf<vec, 16x64xi32, valid=8x40>)")
    code, out = verify_cli(tmp_path, capsys, text)
    assert code == 1 and f"k.pto:{_line(text, 'tpartargmax')}:3: error: pto.tpartargmax: The index tiles must be vec " \
                         f"tiles of one element type" in out, out


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("better", ["max", "min"])
def test_arg_pseudocode_with_sources_of_other_extents(target, better):
    op = ISA.op("tpartarg" + better)
    shapes = COVERED + (UNCOVERED if target == "cpu" else [])
    for v0, v1 in shapes:
        x, y = sample(RNG, "f32", (R, C)), sample(RNG, "f32", (R, C))
        x[0, 0] = y[0, 0] = 1.0
        ix, iy = RNG.integers(0, 99, (R, C)).astype(np.int32), RNG.integers(99, 199, (R, C)).astype(np.int32)
        arrays = {"src0": x, "src1": y, "src0_idx": ix, "src1_idx": iy,
                  "dst": np.zeros((R, C), np.float32), "dst_idx": np.zeros((R, C), np.int32)}
        consts = {"R": R, "C": C, "R0": v0[0], "C0": v0[1], "R1": v1[0], "C1": v1[1]}
        got = run_pseudocode(op.pseudocode_for(target), arrays, consts, elem="f32", acc="f32", float_eval=None,
                             canonical_nan=False)
        val, idx = getattr(S, op.name)(x[:v0[0], :v0[1]], y[:v1[0], :v1[1]], ix[:v0[0], :v0[1]], iy[:v1[0], :v1[1]],
                                       valid_rows=R, valid_cols=C, target=target)
        assert_bits_equal(got["dst"], val, f"{op.name} {target} {v0} {v1}")
        assert_bits_equal(got["dst_idx"], idx, f"{op.name} {target} {v0} {v1}")
