"""The tile arg reductions (trowargmax, trowargmin, tcolargmax, tcolargmin) against a plain scan
written here: for every element type each target allows, both modes and every legal index type,
valid regions smaller than the tile (whatever lies outside them), ties, NaN, +-inf, -0.0,
subnormals and integer extremes; whole kernels through ptoisa.run on each target (DN and ND index
tiles, the value+index form, no tmp); and the verifier's located errors.

The rule each target follows (D-ARGREDUCE-NAN, D-ARGREDUCE-A2A3) is written out in `scan`: a
line is read in order and a later element wins only when it compares strictly past the current
one; the scan starts from the line's first element ("first") or from -inf / +inf, the integer
minimum / maximum, with index 0 ("extreme"). Nothing here calls the semantics module to get an
expected value."""
import math

import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import assert_bits_equal, sample, verify_cli
from ptoisa.interp.run import RunFailed
from ptoisa_ref import semantics as S
from reference import NP, is_float

ISA = the_isa()
RNG = np.random.default_rng(29)
TARGETS = ("a5", "a2a3", "cpu")
OPS = ("trowargmax", "trowargmin", "tcolargmax", "tcolargmin")
SPELL = {"u8": "ui8", "u16": "ui16", "u32": "ui32"}
# Where each target's scan starts, and whether it reads 16/32-bit integers as float bits.
RULE = {
    "trowargmax": {"a5": "extreme", "a2a3": "extreme", "cpu": "first"},
    "trowargmin": {"a5": "extreme", "a2a3": "extreme", "cpu": "first"},
    "tcolargmax": {"a5": "first", "a2a3": "first", "cpu": "first"},
    "tcolargmin": {"a5": "first", "a2a3": "first", "cpu": "first"},
}
FLOAT_BITS = {("tcolargmax", "a2a3"), ("tcolargmin", "a2a3")}


def _key(v, t, float_bits):
    """What the scan compares: a Python number (NaN stays NaN), an integer's bits as f16/f32 on
    A2/A3's column library."""
    if float_bits and not is_float(t) and np.dtype(NP[t]).itemsize in (2, 4):
        as_float = {2: np.float16, 4: np.float32}[np.dtype(NP[t]).itemsize]
        return float(np.asarray(v, NP[t]).view(as_float))
    return float(v) if is_float(t) else int(v)


def scan(line, t, is_max, start, float_bits=False):
    """(value, index) of one line by the rule: in order, strictly past the current to win."""
    if start == "first":
        best, idx, cur = line[0], 0, _key(line[0], t, float_bits)
        rest = range(1, len(line))
    else:
        if is_float(t):
            best = np.asarray(-math.inf if is_max else math.inf, NP[t])[()]
        else:
            info = np.iinfo(NP[t])
            best = NP[t](info.min if is_max else info.max)
        idx, cur, rest = 0, _key(best, t, False), range(len(line))
    for j in rest:
        k = _key(line[j], t, float_bits)
        if (k > cur) if is_max else (k < cur):  # False whenever either side is NaN
            best, idx, cur = line[j], j, k
    return best, idx


def expected(op, target, x, vr, vc):
    """(values, indices) of the op over the valid region vr x vc: (vr, 1) or (1, vc) arrays."""
    t = next(n for n, d in NP.items() if np.dtype(d) == x.dtype and n in ISA.op(op).all_types("src"))
    is_max, row = op.endswith("max"), op.startswith("trow")
    lines = [x[i, :vc] for i in range(vr)] if row else [x[:vr, j] for j in range(vc)]
    got = [scan(line, t, is_max, RULE[op][target], (op, target) in FLOAT_BITS) for line in lines]
    vals = np.array([g[0] for g in got], dtype=x.dtype)
    idx = np.array([g[1] for g in got], dtype=np.int64)
    shape = (vr, 1) if row else (1, vc)
    return vals.reshape(shape), idx.reshape(shape)


def index_types(op, target, t, mode):
    return getattr(S, f"_INDEX_TYPES_{op.upper()}")[target][mode][t]


def tile_values(t, rows, cols):
    """Random values with ties along rows and down columns, edge values for floats, and the tile
    past the valid region filled with values that would win if they were read."""
    x = sample(RNG, t, (rows, cols), edges=is_float(t))
    x[1, :] = x[3, :]
    x[:, 2] = x[:, 5]
    return x


def poison(x, t, vr, vc):
    """Outside the valid region: values that would win if they were read (the type's extremes,
    and NaN for floats)."""
    y = x.copy()
    if is_float(t):
        y[vr:, :], y[:, vc:] = np.asarray(np.inf).astype(x.dtype), np.asarray(-np.inf).astype(x.dtype)
        y[vr:, ::2] = np.asarray(np.nan).astype(x.dtype)
    else:
        info = np.iinfo(x.dtype)
        y[vr:, :], y[:, vc:] = info.max, info.min
    return y


def cases():
    for op in OPS:
        for target in TARGETS:
            for t in ISA.op(op).types_for("src", target):
                yield pytest.param(op, target, t, id=f"{op}-{target}-{t}")


@pytest.mark.parametrize(("op", "target", "t"), list(cases()))
def test_every_type_and_index_type_matches_the_scan(op, target, t):
    rows, cols, vr, vc = 7, 40, 6, 33  # valid regions smaller than the tile both ways
    x = poison(tile_values(t, rows, cols), t, vr, vc)
    want_vals, want_idx = expected(op, target, x, vr, vc)
    fn = getattr(S, op)
    for mode in ("index", "value_index"):
        legal = index_types(op, target, t, mode)
        assert legal or (mode == "value_index" and op.startswith("tcol") and np.dtype(NP[t]).itemsize == 1)
        for it in legal:
            got = fn(x, valid_rows=vr, valid_cols=vc, mode=mode, index_dtype=it, target=target)
            if mode == "index":
                assert got.dtype == NP[it] and got.shape == want_idx.shape
                assert got.astype(np.int64).tolist() == want_idx.tolist(), (mode, it)
            else:
                vals, idx = got
                assert idx.dtype == NP[it] and idx.astype(np.int64).tolist() == want_idx.tolist(), (mode, it)
                assert_bits_equal(vals, want_vals)


def test_index_types_per_target_and_mode():
    assert index_types("trowargmax", "a5", "f16", "index") == ["u32", "i32"]
    assert index_types("trowargmax", "a5", "f16", "value_index") == ["u16", "i16", "u32", "i32"]
    assert index_types("trowargmax", "a5", "f32", "value_index") == ["u32", "i32"]
    assert index_types("trowargmax", "cpu", "f16", "value_index") == ["u32", "i32"]
    assert index_types("tcolargmin", "a5", "f16", "value_index") == ["u16", "i16"]
    assert index_types("tcolargmax", "a5", "i8", "value_index") == []
    with pytest.raises(S.SemanticsError, match="index type u32 is not legal for f16 in value_index mode"):
        S.tcolargmax(np.zeros((2, 2), np.float16), mode="value_index", index_dtype="u32")
    with pytest.raises(S.SemanticsError, match="value_index mode does not support i8"):
        S.tcolargmax(np.zeros((2, 2), np.int8), mode="value_index")
    with pytest.raises(S.SemanticsError, match="pto.trowargmax: element type i8 is not legal"):
        S.trowargmax(np.zeros((2, 2), np.int8), target="a2a3")


NAN = math.nan
INF = math.inf


@pytest.mark.parametrize(("target", "want_idx", "want_vals"), [
    # A5 and A2/A3 start from -inf: a NaN is never chosen, an all-NaN row gives 0 and -inf
    ("a5", [2, 0, 1, 0], [3.0, -INF, 5.0, -INF]),
    ("a2a3", [2, 0, 1, 0], [3.0, -INF, 5.0, -INF]),
    # the CPU simulator starts from the first element: a NaN there stays
    ("cpu", [0, 0, 1, 0], [NAN, NAN, 5.0, -INF]),
])
def test_row_argmax_nan_and_infinity_by_target(target, want_idx, want_vals):
    x = np.array([[NAN, 1.0, 3.0, 3.0],
                  [NAN, NAN, NAN, NAN],
                  [-INF, 5.0, NAN, 5.0],
                  [-INF, -INF, NAN, -INF]], np.float32)
    vals, idx = S.trowargmax(x, mode="value_index", target=target)
    assert idx[:, 0].tolist() == want_idx
    assert_bits_equal(vals[:, 0], np.array(want_vals, np.float32))


def test_row_argmin_all_nan_gives_plus_inf_on_a5():
    x = np.array([[NAN, NAN], [2.0, NAN], [INF, INF]], np.float16)
    vals, idx = S.trowargmin(x, mode="value_index", index_dtype="u16")
    assert idx[:, 0].tolist() == [0, 0, 0] and idx.dtype == np.uint16
    assert_bits_equal(vals[:, 0], np.array([INF, 2.0, INF], np.float16))


@pytest.mark.parametrize("target", TARGETS)
def test_column_nan_in_row_zero_stays_and_a_later_nan_never_wins(target):
    x = np.array([[NAN, 1.0, 2.0],
                  [5.0, NAN, 2.0],
                  [6.0, 3.0, NAN]], np.float32)
    vals, idx = S.tcolargmax(x, mode="value_index", target=target)
    assert idx[0].tolist() == [0, 2, 0]
    assert_bits_equal(vals[0], np.array([NAN, 3.0, 2.0], np.float32))
    vals, idx = S.tcolargmin(x, mode="value_index", target=target)
    assert idx[0].tolist() == [0, 0, 0]


@pytest.mark.parametrize("target", TARGETS)
def test_minus_zero_ties_plus_zero_and_keeps_its_bits(target):
    x = np.array([[-0.0, 0.0, -0.0]], np.float32)
    for fn in (S.trowargmax, S.trowargmin):
        vals, idx = fn(x, mode="value_index", target=target)
        assert idx[0, 0] == 0 and np.signbit(vals[0, 0])
    vals, idx = S.tcolargmax(x.T.copy(), mode="value_index", target=target)
    assert idx[0, 0] == 0 and np.signbit(vals[0, 0])


def test_subnormals_and_integer_extremes():
    tiny = np.array([[1e-45, 0.0, 3e-45, 3e-45]], np.float32)  # subnormals compare as their values
    assert S.trowargmax(tiny)[0, 0] == 2 and S.trowargmin(tiny)[0, 0] == 1
    lo = np.iinfo(np.int32).min
    x = np.array([[lo, lo, lo], [7, lo, 7]], np.int32)
    vals, idx = S.trowargmax(x, mode="value_index")  # nothing above the start value: 0, INT_MIN
    assert idx[:, 0].tolist() == [0, 0] and vals[:, 0].tolist() == [lo, 7]
    hi = np.iinfo(np.int16).max
    assert S.trowargmin(np.array([[hi, hi]], np.int16))[0, 0] == 0
    assert S.tcolargmin(np.array([[hi], [-32768], [-32768]], np.int16))[0, 0] == 1


def test_a2a3_columns_compare_u16_and_u32_as_float_bits():
    # 0x0001: the smallest f16 subnormal; 0x8001: its negative; 0x3C00: 1.0
    x = np.array([[0x0001], [0x8001], [0x3C00]], np.uint16)
    assert S.tcolargmax(x, target="a5")[0, 0] == 1  # as integers 0x8001 is the largest
    assert S.tcolargmax(x, target="a2a3")[0, 0] == 2  # as f16, 1.0 is
    assert S.tcolargmin(x, target="a5")[0, 0] == 0
    assert S.tcolargmin(x, target="a2a3")[0, 0] == 1  # -tiny
    nan_first = np.array([[0x7FC00000], [0xFF800000]], np.uint32)  # an f32 NaN's bits in row 0 stay
    assert S.tcolargmax(nan_first, target="a2a3")[0, 0] == 0
    assert S.tcolargmax(nan_first, target="cpu")[0, 0] == 1  # as integers the second is larger


def test_arrays_keep_leading_axes_and_errors_name_the_op():
    x = RNG.standard_normal((2, 5, 6)).astype(np.float32)
    got = S.trowargmin(x, valid_rows=4, valid_cols=5)
    assert got.shape == (2, 4, 1) and got[1, 3, 0] == int(np.argmin(x[1, 3, :5]))
    with pytest.raises(S.SemanticsError, match=r"pto.trowargmax: the source's valid region 0x6 is empty"):
        S.trowargmax(x[0], valid_rows=0)
    with pytest.raises(S.SemanticsError, match="pto.tcolargmax: unknown mode 'fast'"):
        S.tcolargmax(x[0], mode="fast")
    with pytest.raises(S.SemanticsError, match="pto.tcolargmax: valid_cols must be an integer"):
        S.tcolargmax(x[0], valid_cols=2.0)


# ---------------------------------------------------------------------- kernels
def kernel(op, t, rows, cols, vr, vc, *, it="ui32", dst=None, mode="index", tmp=True):
    """Load a rows x cols tile (valid vr x vc) from %a, reduce it into %c's tile (the whole
    destination tile is loaded first, then stored back whole, so bytes it does not write show)."""
    ty = SPELL.get(t, t)
    row = op.startswith("trow")
    drows, dcols = dst or ((rows, 1) if row else (1, cols))
    layout = ", blayout=col_major" if row and dcols == 1 else ""
    dstrides = "[%k1, %dr]" if layout else "[%dc, %k1]"  # a DN tile moves through a DN view
    dvalid = f"{vr}x1" if row else f"1x{vc}"
    src_t = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>"
    full_t = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}>"
    idx_full = f"!pto.tile_buf<vec, {drows}x{dcols}x{it}{layout}>"
    idx_t = f"!pto.tile_buf<vec, {drows}x{dcols}x{it}, valid={dvalid}{layout}>"
    val_full = f"!pto.tile_buf<vec, {drows}x{dcols}x{ty}{layout}>"
    val_t = f"!pto.tile_buf<vec, {drows}x{dcols}x{ty}, valid={dvalid}{layout}>"
    elem = np.dtype(NP[t]).itemsize
    ielem = 2 if it in ("i16", "ui16") else 4
    lines = [f"func.func @k(%a: !pto.ptr<{ty}>, %c: !pto.ptr<{it}>, %v: !pto.ptr<{ty}>) {{",
             "  %k1 = arith.constant 1 : index",
             f"  %kr = arith.constant {rows} : index",
             f"  %kc = arith.constant {cols} : index",
             f"  %dr = arith.constant {drows} : index",
             f"  %dc = arith.constant {dcols} : index",
             "  %at = arith.constant 0 : i64",
             f"  %ct = arith.constant {rows * cols * elem} : i64",
             f"  %vt = arith.constant {rows * cols * elem + drows * dcols * ielem + 64} : i64",
             f"  %va = pto.make_tensor_view %a, shape = [%kr, %kc], strides = [%kc, %k1] : !pto.tensor_view<{rows}x{cols}x{ty}>",
             f"  %vc = pto.make_tensor_view %c, shape = [%dr, %dc], strides = {dstrides} : !pto.tensor_view<{drows}x{dcols}x{it}>",
             f"  %vv = pto.make_tensor_view %v, shape = [%dr, %dc], strides = {dstrides} : !pto.tensor_view<{drows}x{dcols}x{ty}>",
             f"  %fa = pto.alloc_tile addr = %at : {full_t}",
             f"  pto.tload ins(%va : !pto.tensor_view<{rows}x{cols}x{ty}>) outs(%fa : {full_t})",
             f"  %ta = pto.alloc_tile addr = %at : {src_t}",
             f"  %fc = pto.alloc_tile addr = %ct : {idx_full}",
             f"  pto.tload ins(%vc : !pto.tensor_view<{drows}x{dcols}x{it}>) outs(%fc : {idx_full})",
             f"  %tc = pto.alloc_tile addr = %ct : {idx_t}",
             f"  %fv = pto.alloc_tile addr = %vt : {val_full}",
             f"  pto.tload ins(%vv : !pto.tensor_view<{drows}x{dcols}x{ty}>) outs(%fv : {val_full})",
             f"  %tv = pto.alloc_tile addr = %vt : {val_t}"]
    if tmp:
        lines.append(f"  %tt = pto.alloc_tile : {full_t}")
    ins = f"ins(%ta, %tt : {src_t}, {full_t})" if tmp else f"ins(%ta : {src_t})"
    outs = f"outs(%tc : {idx_t})" if mode == "index" else f"outs(%tv, %tc : {val_t}, {idx_t})"
    lines += [f"  pto.{op} {ins} {outs}",
              f"  pto.tstore ins(%fc : {idx_full}) outs(%vc : !pto.tensor_view<{drows}x{dcols}x{it}>)",
              f"  pto.tstore ins(%fv : {val_full}) outs(%vv : !pto.tensor_view<{drows}x{dcols}x{ty}>)",
              "  return", "}"]
    return "\n".join(lines) + "\n"


def index_spelling(op, t, mode, target):
    """The index type a kernel writes: the first the target allows for T in the mode."""
    it = index_types(op, target, t, mode)[0]
    return SPELL.get(it, it)


KERNELS = [
    ("trowargmax", "f32", None, "index", True),
    ("trowargmin", "f16", (16, 8), "index", True),  # an ND index tile: column 0 of 8
    ("trowargmax", "f16", None, "value_index", False),  # the value+index form, no tmp
    ("tcolargmax", "f32", None, "index", False),
    ("tcolargmin", "f16", None, "value_index", True),
]


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize(("op", "t", "dst", "mode", "tmp"), KERNELS)
def test_a_kernel_writes_the_index_tile_and_nothing_else(op, t, dst, mode, tmp, target):
    rows, cols, vr, vc = 16, 64, 13, 50
    it = index_spelling(op, t, mode, target)
    text = kernel(op, t, rows, cols, vr, vc, it=it, dst=dst, mode=mode, tmp=tmp)
    row = op.startswith("trow")
    drows, dcols = dst or ((rows, 1) if row else (1, cols))
    a = tile_values(t, rows, cols)
    inp = {"ui32": np.uint32, "i32": np.int32, "ui16": np.uint16}[it]
    c0 = np.full((drows, dcols), 0xABCD, inp)  # bytes the op must leave alone
    v0 = np.full((drows, dcols), 7, NP[t])
    res = ptoisa.run(text, args={"a": a, "c": c0, "v": v0}, target=target)
    want_vals, want_idx = expected(op, target, a, vr, vc)
    c = res.buffers["c"].reshape(drows, dcols)
    v = res.buffers["v"].reshape(drows, dcols)
    if row:  # a DN column is the tile's memory in order; an ND tile's column 0
        got_idx, rest = c[:vr, 0:1], [c[vr:, :], c[:vr, 1:]]
        got_vals, vrest = v[:vr, 0:1], [v[vr:, :], v[:vr, 1:]]
    else:
        got_idx, rest = c[0:1, :vc], [c[:, vc:]]
        got_vals, vrest = v[0:1, :vc], [v[:, vc:]]
    assert got_idx.astype(np.int64).tolist() == want_idx.tolist()
    assert all((r == 0xABCD).all() for r in rest)
    if mode == "value_index":
        assert_bits_equal(got_vals, want_vals)
    else:
        got_vals = v0[:1, :1]  # untouched
    assert all((r == 7).all() for r in vrest) and (mode == "value_index" or (v == 7).all())
    assert res.op_counts[f"pto.{op}"] == 1


def test_a_clean_kernel_verifies(tmp_path, capsys):
    for op, t, dst, mode, tmp in KERNELS:
        for target in TARGETS:
            it = index_spelling(op, t, mode, target)
            text = kernel(op, t, 16, 64, 13, 50, it=it, dst=dst, mode=mode, tmp=tmp)
            code, out = verify_cli(tmp_path, capsys, text, target)
            assert code == 0, (op, target, out)


@pytest.mark.parametrize(("op", "t", "kw", "target", "message"), [
    ("trowargmax", "i16", {}, "a2a3", "pto.trowargmax: element type i16 is not legal on A2/A3 (legal: f16, f32)"),
    ("trowargmax", "f32", {"it": "i16"}, "a5", "pto.trowargmax: element type i16 is not legal on A5 (legal: u32, i32)"),
    ("trowargmin", "f32", {"dst": (16, 8), "it": "ui32"}, "a5", None),
    ("tcolargmax", "bf16", {}, "a5", "pto.tcolargmax: element type bf16 is not legal on A5"),
    ("tcolargmin", "f16", {"mode": "value_index", "it": "ui32"}, "a5",
     "pto.tcolargmin: For 16-bit source element types, `dstIdx` must use `uint16_t` or `int16_t`."),
])
def test_the_verifier_locates_what_it_refuses(tmp_path, capsys, op, t, kw, target, message):
    text = kernel(op, t, 16, 64, 13, 50, **kw)
    if message is None:  # an ND index tile whose valid columns are not 1
        text = text.replace("valid=13x1>", "valid=13x2>")
        message = "pto.trowargmin: `dst`'s valid columns must be 1 (PTOAS's verifier)."
    code, out = verify_cli(tmp_path, capsys, text, target)
    lines = text.splitlines()
    line = lines.index(next(s for s in lines if s.strip().startswith(f"pto.{op} "))) + 1
    assert code == 1 and f"k.pto:{line}:3: error: {message}" in out, out


def test_run_refuses_an_index_tile_of_other_valid_rows_at_its_line():
    text = kernel("trowargmax", "f32", 16, 64, 13, 50).replace("valid=13x1, blayout", "valid=12x1, blayout")
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(text, args={"a": np.zeros((16, 64), np.float32), "c": np.zeros(16, np.uint32),
                               "v": np.zeros(16, np.float32)}, target="cpu")
    line = text.splitlines().index(next(s for s in text.splitlines() if "pto.trowargmax " in s)) + 1
    assert f"{line}:3" in str(exc.value) and "pto.trowargmax" in str(exc.value)
