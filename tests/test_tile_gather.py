"""mgather, mscatter, tprefetch and tprefetch_async against plain numpy: every element type each
target allows, valid regions smaller than the tile, the out-of-range modes and how each target reads
an index, scatter conflicts and atomics, the GM-to-L1 gather, the prefetch fills; kernels in PTO text
run end to end, and their mistakes located in the source."""
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from ptoisa.cli import main
from ptoisa.interp.run import RunFailed
from ptoisa.verify import verify_text
from ptoisa_ref import semantics as S

ISA = the_isa()
RNG = np.random.default_rng(23)
UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
TARGETS = ("a5", "a2a3", "cpu")


def spell(t):
    return ISA.machine.dtype(t).spelling


def size(t):
    return ISA.machine.dtype(t).bits // 8


def raw(t, n):
    """n random elements of type t as unsigned integers of its width (moves keep every bit)."""
    u = UINT[size(t)]
    return RNG.integers(0, np.iinfo(u).max, n, endpoint=True, dtype=np.uint64).astype(u)


def types_of(op, operand):
    return [(target, t) for target in TARGETS for t in ISA.op(op).types_for(operand, target)]


# --- kernels -------------------------------------------------------------------------------

ROWS, COLS = 8, 64  # the data tile; its valid region is R x C
R, C = 5, 40


def gather_kernel(t, coalesce, attrs="", table=(12, C), idx_layout="row_major"):
    """mgather of an R x C region of an 8 x 64 tile (placed over the whole tile loaded from %o, and
    stored back whole) from a TR x TC table, through an index tile loaded from %i."""
    T, tr, tc = spell(t), *table
    full = f"!pto.tile_buf<vec, {ROWS}x{COLS}x{T}>"
    part = f"!pto.tile_buf<vec, {ROWS}x{COLS}x{T}, valid={R}x{C}>"
    if coalesce == "row" and idx_layout == "row_major":
        it, ishape = f"!pto.tile_buf<vec, 1x8xi32, valid=1x{R}>", (1, R)
    elif coalesce == "row":
        it, ishape = f"!pto.tile_buf<vec, 8x1xi32, valid={R}x1, blayout=col_major>", (R, 1)
    else:
        it, ishape = f"!pto.tile_buf<vec, {ROWS}x{COLS}xi32, valid={R}x{C}>", (R, C)
    dict_ = f"coalesce = #pto<coalesce {coalesce}>" + (", " + attrs if attrs else "")
    istrides = "%c1, %ir" if it.endswith("col_major>") else "%ic, %c1"  # a DN view loads a column-major tile
    return f"""func.func @k(%t: !pto.ptr<{T}>, %i: !pto.ptr<i32>, %o: !pto.ptr<{T}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ir = arith.constant {ishape[0]} : index
  %ic = arith.constant {ishape[1]} : index
  %tr = arith.constant {tr} : index
  %tc = arith.constant {tc} : index
  %rows = arith.constant {ROWS} : index
  %cols = arith.constant {COLS} : index
  %a0 = arith.constant 0 : i64
  %ai = arith.constant 65536 : i64
  %tv = pto.make_tensor_view %t, shape = [%tr, %tc], strides = [%tc, %c1] : !pto.tensor_view<{tr}x{tc}x{T}>
  %table = pto.partition_view %tv, offsets = [%c0, %c0], sizes = [%tr, %tc] : !pto.tensor_view<{tr}x{tc}x{T}> -> !pto.partition_tensor_view<{tr}x{tc}x{T}>
  %iv = pto.make_tensor_view %i, shape = [%ir, %ic], strides = [{istrides}] : !pto.tensor_view<{ishape[0]}x{ishape[1]}xi32>
  %ov = pto.make_tensor_view %o, shape = [%rows, %cols], strides = [%cols, %c1] : !pto.tensor_view<{ROWS}x{COLS}x{T}>
  %idx = pto.alloc_tile addr = %ai : {it}
  %whole = pto.alloc_tile addr = %a0 : {full}
  %dst = pto.alloc_tile addr = %a0 : {part}
  pto.tload ins(%iv : !pto.tensor_view<{ishape[0]}x{ishape[1]}xi32>) outs(%idx : {it})
  pto.tload ins(%ov : !pto.tensor_view<{ROWS}x{COLS}x{T}>) outs(%whole : {full})
  pto.mgather ins(%table, %idx : !pto.partition_tensor_view<{tr}x{tc}x{T}>, {it}) outs(%dst : {part}) {{{dict_}}}
  pto.tstore ins(%whole : {full}) outs(%ov : !pto.tensor_view<{ROWS}x{COLS}x{T}>)
  return
}}
"""


def scatter_kernel(t, coalesce, attrs="", table=(12, C)):
    """mscatter of the R x C region of an 8 x 64 tile loaded from %s into a TR x TC table."""
    T, tr, tc = spell(t), *table
    full = f"!pto.tile_buf<vec, {ROWS}x{COLS}x{T}>"
    part = f"!pto.tile_buf<vec, {ROWS}x{COLS}x{T}, valid={R}x{C}>"
    if coalesce in ("row", None):
        it, ishape = (f"!pto.tile_buf<vec, 1x8xi32, valid=1x{R}>", (1, R)) if coalesce else \
            (f"!pto.tile_buf<vec, {ROWS}x8xi32, valid={R}x1>", (R, 1))
    else:
        it, ishape = f"!pto.tile_buf<vec, {ROWS}x{COLS}xi32, valid={R}x{C}>", (R, C)
    entries = ([f"coalesce = #pto<coalesce {coalesce}>"] if coalesce else []) + ([attrs] if attrs else [])
    dict_ = f" {{{', '.join(entries)}}}" if entries else ""
    return f"""func.func @k(%t: !pto.ptr<{T}>, %i: !pto.ptr<i32>, %s: !pto.ptr<{T}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ir = arith.constant {ishape[0]} : index
  %ic = arith.constant {ishape[1]} : index
  %tr = arith.constant {tr} : index
  %tc = arith.constant {tc} : index
  %rows = arith.constant {ROWS} : index
  %cols = arith.constant {COLS} : index
  %a0 = arith.constant 0 : i64
  %ai = arith.constant 65536 : i64
  %tv = pto.make_tensor_view %t, shape = [%tr, %tc], strides = [%tc, %c1] : !pto.tensor_view<{tr}x{tc}x{T}>
  %table = pto.partition_view %tv, offsets = [%c0, %c0], sizes = [%tr, %tc] : !pto.tensor_view<{tr}x{tc}x{T}> -> !pto.partition_tensor_view<{tr}x{tc}x{T}>
  %iv = pto.make_tensor_view %i, shape = [%ir, %ic], strides = [%ic, %c1] : !pto.tensor_view<{ishape[0]}x{ishape[1]}xi32>
  %sv = pto.make_tensor_view %s, shape = [%rows, %cols], strides = [%cols, %c1] : !pto.tensor_view<{ROWS}x{COLS}x{T}>
  %idx = pto.alloc_tile addr = %ai : {it}
  %whole = pto.alloc_tile addr = %a0 : {full}
  %src = pto.alloc_tile addr = %a0 : {part}
  pto.tload ins(%iv : !pto.tensor_view<{ishape[0]}x{ishape[1]}xi32>) outs(%idx : {it})
  pto.tload ins(%sv : !pto.tensor_view<{ROWS}x{COLS}x{T}>) outs(%whole : {full})
  pto.mscatter ins(%src, %idx : {part}, {it}) outs(%table : !pto.partition_tensor_view<{tr}x{tc}x{T}>){dict_}
  return
}}
"""


def run_gather(t, coalesce, idx, table, target, attrs="", shape=(12, C), idx_layout="row_major"):
    out = raw(t, ROWS * COLS)
    r = ptoisa.run(gather_kernel(t, coalesce, attrs, shape, idx_layout),
                   args={"t": table, "i": np.asarray(idx, np.int32).reshape(-1), "o": out}, target=target)
    return r.buffers["o"].view(np.uint8).view(out.dtype).reshape(ROWS, COLS), out.reshape(ROWS, COLS)


def run_scatter(t, coalesce, idx, table, data, target, attrs="", shape=(12, C)):
    r = ptoisa.run(scatter_kernel(t, coalesce, attrs, shape),
                   args={"t": table, "i": np.asarray(idx, np.int32).reshape(-1), "s": data.reshape(-1)}, target=target)
    return r.buffers["t"].view(np.uint8).view(table.dtype)


# --- mgather ------------------------------------------------------------------------------

@pytest.mark.parametrize(("target", "t"), types_of("mgather", "dst"))
def test_gather_rows_every_type(target, t):
    """dst[r][:C] = table[idx[r]][:C]; the rest of the 8 x 64 tile keeps its bytes."""
    table = raw(t, 12 * C)
    idx = np.array([7, 0, 11, 7, 3])  # a row twice
    got, before = run_gather(t, "row", idx, table, target)
    want = before.copy()
    want[:R, :C] = table.reshape(12, C)[idx]
    assert np.array_equal(got, want)


@pytest.mark.parametrize(("target", "t"), types_of("mgather", "dst"))
def test_gather_elements_every_type(target, t):
    """dst[r][c] = table[idx[r][c]], the table counted flat."""
    table = raw(t, 12 * C)
    idx = RNG.integers(0, 12 * C, (R, C))
    got, before = run_gather(t, "elem", idx, table, target)
    want = before.copy()
    want[:R, :C] = table[idx]
    assert np.array_equal(got, want)


def test_gather_rows_through_a_column_major_index_tile():
    """An [R, 1] column-major index tile holds the row indices too (A5; A2/A3 wants row-major)."""
    table = raw("f32", 12 * C)
    idx = np.array([1, 2, 3, 4, 11])
    got, _ = run_gather("f32", "row", idx, table, "a5", idx_layout="col_major")
    assert np.array_equal(got[:R, :C], table.reshape(12, C)[idx])
    findings = verify_text(gather_kernel("f32", "row", idx_layout="col_major"), "a2a3")
    assert [f.rule for f in findings] == ["gather-a2a3-idx-row-major"]


def _reference_index(raw_index, capacity, mode, how):
    """(position, taken) of one index as numpy reads it: u32 keeps 32 bits, s64 sign-extends (D-MGATHER-OOB)."""
    k = int(raw_index) & 0xFFFFFFFF if how == "u32" else int(raw_index) % 2**64
    if mode == "clamp":
        return min(k, capacity - 1), True
    if mode == "wrap":
        return k % capacity, True
    return k, k < capacity


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("mode", ["clamp", "wrap", "zero"])
@pytest.mark.parametrize("coalesce", ["row", "elem"])
def test_gather_out_of_range_modes(target, mode, coalesce):
    """Indices past the table, negative and large: A5 and A2/A3 read them as 32-bit unsigned, the CPU
    simulator sign-extends them to 64 bits; a table of 7 rows makes -1 wrap to 3 (2^32 - 1 mod 7)
    or to 1 (2^64 - 1 mod 7)."""
    rows = 7
    table = raw("i16", rows * C)
    specials = [-1, rows, 2**31 - 1, -2**31, 3, rows * C, -7]
    how = "s64" if target == "cpu" else "u32"
    if coalesce == "row":
        idx = np.array(specials[:R])
        cap, flat = rows, table.reshape(rows, C)
    else:
        idx = np.resize(np.array(specials), (R, C))
        cap, flat = rows * C, table
    got, before = run_gather("i16", coalesce, idx, table, target, f"gatherOob = #pto<gather_oob {mode}>", (rows, C))
    want = before.copy()
    for pos in np.ndindex(idx.shape):
        k, taken = _reference_index(idx[pos], cap, mode, how)
        value = flat[k] if taken else 0
        if coalesce == "row":
            want[pos[0], :C] = value
        else:
            want[pos] = value
    assert np.array_equal(got, want)
    if mode == "wrap" and coalesce == "row":
        assert np.array_equal(got[0, :C], table.reshape(rows, C)[1 if target == "cpu" else 3])


@pytest.mark.parametrize("target", TARGETS)
def test_gather_undefined_mode_with_an_index_past_the_table_is_a_located_error(target):
    src = gather_kernel("f32", "elem")
    idx = np.zeros((R, C), np.int32)
    idx[2, 3] = 12 * C  # one past the last element
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(src, args={"t": raw("f32", 12 * C), "i": idx.reshape(-1), "o": raw("f32", ROWS * COLS)}, target=target)
    f = exc.value.findings[0]
    assert src.splitlines()[f.line - 1].strip().startswith("pto.mgather") and "D-MGATHER-OOB" in f.message
    assert str(12 * C) in f.message


def _tile(mem, addr, t, rows, cols, valid, **kw):
    return S.Tile(mem, addr, t, rows, cols, valid_rows=valid[0], valid_cols=valid[1], **kw)


def test_gather_rows_where_the_targets_find_them_differently():
    """A three-dimensional table 2 x 4 x 16 (dimension 3: 4 rows; dimensions 0-3: 8) read with row
    index 5, and a 4 x 16 partition of a 4 x 32 tensor (row stride 32): A5 checks the index
    against 4 rows and reads rows packed (k x 16); A2/A3 against 8 rows at the view's stride; the
    CPU simulator against 4 rows at the view's stride (D-MGATHER-ROWS)."""
    gm = np.arange(256, dtype=np.float32)
    ub = np.zeros(4096, np.uint8)
    t3 = S.TensorView(gm.view(np.uint8), 0, "f32", (2, 4, 16), (64, 16, 1), "nd")
    for target, want_row in (("a5", 3), ("a2a3", 5), ("cpu", 3)):
        idx = _tile(ub, 0, "i32", 1, 8, (1, 1))
        idx.write(np.array([[5]], np.int32))
        dst = _tile(ub, 1024, "f32", 1, 16, (1, 16))
        S.mgather(t3, dst, idx=idx, coalesce="row", gatherOob="clamp", target=target)
        assert np.array_equal(dst.values()[0], gm[want_row * 16:want_row * 16 + 16]), target
    part = S.TensorView(gm.view(np.uint8), 0, "f32", (4, 16), (32, 1), "nd")  # rows 32 apart
    for target, start in (("a5", 2 * 16), ("a2a3", 2 * 32), ("cpu", 2 * 32)):
        idx = _tile(ub, 0, "i32", 1, 8, (1, 1))
        idx.write(np.array([[2]], np.int32))
        dst = _tile(ub, 1024, "f32", 1, 16, (1, 16))
        S.mgather(part, dst, idx=idx, coalesce="row", target=target)
        assert np.array_equal(dst.values()[0], gm[start:start + 16]), target
    with pytest.raises(S.SemanticsError, match="last dimension must be 8"):  # A5 reads rows of the valid columns
        S.mgather(part, _tile(ub, 1024, "f32", 1, 16, (1, 8)), idx=idx, coalesce="row", target="a5")


def test_gather_coalesce_is_required_and_a_vec_dst_takes_no_scratch():
    gm = np.zeros(64, np.float32).view(np.uint8)
    ub = np.zeros(4096, np.uint8)
    v = S.TensorView(gm, 0, "f32", (4, 16), (16, 1), "nd")
    idx, dst = _tile(ub, 0, "i32", 1, 8, (1, 1)), _tile(ub, 1024, "f32", 1, 16, (1, 16))
    with pytest.raises(S.SemanticsError, match="coalesce is required"):
        S.mgather(v, dst, idx=idx)
    with pytest.raises(S.SemanticsError, match="GM-to-L1"):
        S.mgather(v, dst, idx=idx, scratch=v, coalesce="row")


# --- the GM-to-L1 gather --------------------------------------------------------------------

NZ = dict(loc="Mat", blayout="ColMajor", slayout="RowMajor", fractal=512)


def _l1_case(coalesce, mode, target, vr=5, vc=20):
    """A 32 x 32 f16 Nz mat tile (valid vr x vc) gathered from a 40 x 32 table through GM indices."""
    gm = np.zeros(40 * 32 * 2 + 32 * 32 * 4 + 32 * 32 * 2, np.uint8)
    table = raw("f16", 40 * 32)
    gm[:table.nbytes] = table.view(np.uint8)
    idx = RNG.integers(0, 40, vr) if coalesce == "row" else RNG.integers(0, 40 * 32, (vr, vc))
    idx.flat[1] = 45 if coalesce == "row" else 40 * 32 + 3  # one past the table
    iat = table.nbytes
    gm[iat:iat + idx.size * 4] = idx.astype(np.int32).view(np.uint8).reshape(-1)
    sat = iat + 32 * 32 * 4
    gm[sat:] = 0x5A
    l1 = np.zeros(1 << 16, np.uint8)
    dst = _tile(l1, 0, "f16", 32, 32, (vr, vc), **NZ)
    before = raw("f16", 32 * 32).reshape(32, 32)
    dst.write(before.view(np.float16))
    tv = S.TensorView(gm, 0, "f16", (40, 32), (32, 1), "nd")
    gidx = S.TensorView(gm, iat, "i32", (1, vr) if coalesce == "row" else (vr, vc), (vr, 1) if coalesce == "row" else (vc, 1), "nd")
    scratch = S.TensorView(gm, sat, "f16", (32, 32), (32, 1), "nd") if coalesce == "elem" else None
    S.mgather(tv, dst, gidx=gidx, scratch=scratch, coalesce=coalesce, gatherOob=mode, target=target)
    return table, idx, before, dst.values().view(np.uint16), gm[sat:sat + 32 * 32 * 2].view(np.uint16), l1


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("coalesce", ["row", "elem"])
def test_gather_into_an_nz_mat_tile(target, coalesce):
    """A5 and A2/A3 stage the tile: with zero (and always for elem, through scratch) the rest of the
    tile is zeros and scratch keeps the Nz image; the CPU simulator writes the valid region only and
    leaves scratch alone (D-MGATHER-L1)."""
    vr, vc = 5, 20
    table, idx, before, got, scratch, l1 = _l1_case(coalesce, "zero", target, vr, vc)
    staged = target != "cpu"
    want = np.zeros((32, 32), np.uint16) if staged else before.copy()
    if coalesce == "row":
        rows = table.reshape(40, 32)
        for r, k in enumerate(idx):
            want[r, :vc] = rows[k, :vc] if k < 40 else 0
    else:
        want[:vr, :vc] = np.where(idx < 40 * 32, table[np.minimum(idx, 40 * 32 - 1)], 0)
    assert np.array_equal(got, want)
    if coalesce == "elem" and staged:
        # the Nz image: 16 x 16 boxes (32 bytes of f16 a row), column-major blocks of row-major boxes
        image = want.reshape(2, 16, 2, 16).transpose(2, 0, 1, 3).reshape(-1)
        assert np.array_equal(scratch, image) and np.array_equal(l1[:2048].view(np.uint16), image)
    else:
        assert (scratch == 0x5A5A).all()


def test_gather_into_a_mat_tile_keeps_the_rest_without_zero_on_a5():
    table, idx, before, got, _, _ = _l1_case("row", "clamp", "a5")
    want = before.copy()
    for r, k in enumerate(idx):
        want[r, :20] = table.reshape(40, 32)[min(k, 39), :20]
    assert np.array_equal(got, want)


# --- mscatter -----------------------------------------------------------------------------

@pytest.mark.parametrize(("target", "t"), types_of("mscatter", "src"))
@pytest.mark.parametrize("coalesce", ["row", "elem"])
def test_scatter_every_type_the_last_of_several_stays(target, t, coalesce):
    """table[idx[r]][:C] = src[r][:C] (row) or table[idx[r][c]] = src[r][c] (elem), in row-major
    order: where indices repeat the last element stays (D-MSCATTER-ORDER); nothing else changes."""
    table = raw(t, 12 * C)
    data = raw(t, ROWS * COLS).reshape(ROWS, COLS)
    if coalesce == "row":
        idx = np.array([4, 9, 4, 0, 11])
    else:
        idx = RNG.integers(0, 40, (R, C))  # many repeats within the first 40 elements
    got = run_scatter(t, coalesce, idx, table.copy(), data, target)
    want = table.copy()
    if coalesce == "row":
        for r in range(R):
            want.reshape(12, C)[idx[r]] = data[r, :C]
    else:
        for r, c in np.ndindex(R, C):
            want[idx[r, c]] = data[r, c]
    assert np.array_equal(got, want)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("mode", ["skip", "clamp", "wrap"])
def test_scatter_out_of_range_modes(target, mode):
    table = raw("u16", 7 * C)
    data = raw("u16", ROWS * COLS).reshape(ROWS, COLS)
    idx = np.resize(np.array([-1, 7 * C, 2**31 - 1, 5, -2**31, 3]), (R, C))
    got = run_scatter("u16", "elem", idx, table.copy(), data, target, f"scatterOob = #pto<scatter_oob {mode}>", (7, C))
    want = table.copy()
    for r, c in np.ndindex(R, C):
        k, taken = _reference_index(idx[r, c], 7 * C, mode, "s64" if target == "cpu" else "u32")
        if taken:
            want[k] = data[r, c]
    assert np.array_equal(got, want)


ATOMIC_TYPES = {"add": ["i32", "u32", "f16", "f32"], "max": ["i32", "u32", "f32"], "min": ["i32", "u32", "f32"]}


def _atomic_cases():
    for op, types in ATOMIC_TYPES.items():
        for t in types:
            for target in TARGETS:
                if target == "a2a3" and (op != "add" or t == "u32"):
                    continue
                yield pytest.param(op, t, target, id=f"{op}-{t}-{target}")


def _values(t, n):
    """Numbers with repeats, edges (integer extremes, ±0, ±inf) and a NaN or two."""
    if t.startswith("f"):
        x = (RNG.standard_normal(n) * 100).astype(np.float16 if t == "f16" else np.float32)
        x[:6] = [np.inf, -np.inf, -0.0, 0.0, 65504 if t == "f16" else 3e38, np.nan]
        return x
    info = np.iinfo(np.int32 if t == "i32" else np.uint32)
    x = RNG.integers(info.min, info.max, n, endpoint=True, dtype=np.int64)
    x[:3] = [info.min, info.max, info.max]
    return x.astype(np.int32 if t == "i32" else np.uint32)


@pytest.mark.parametrize(("op", "t", "target"), list(_atomic_cases()))
def test_scatter_atomics_combine_in_row_major_order(op, t, target):
    """Each element meets the table's in turn, in T (integers wrap, a float sum rounds each time); max
    and min keep the old element unless the new one compares strictly greater or smaller, so a NaN
    never replaces and is never replaced (D-MSCATTER-ORDER)."""
    table = _values(t, 16)
    table[7] = np.nan if t.startswith("f") else table[7]
    data = np.zeros((ROWS, COLS), table.dtype)
    data[:R, :C] = _values(t, R * C).reshape(R, C)
    idx = RNG.integers(0, 16, (R, C))
    got = run_scatter(t, "elem", idx, table.copy(), data, target, f"scatterAtomicOp = #pto<scatter_atomic_op {op}>",
                      (1, 16))
    want = table.copy()
    with np.errstate(all="ignore"):
        for r, c in np.ndindex(R, C):
            k, new = idx[r, c], data[r, c]
            if op == "add":
                want[k] = (want[k] + new).astype(want.dtype) if t.startswith("f") else \
                    (int(want[k]) + int(new)) % 2**32 if t == "u32" else np.int64(int(want[k]) + int(new)).astype(np.int32)
            elif op == "max" and want[k] < new or op == "min" and new < want[k]:
                want[k] = new
    nan = np.isnan(got) if t.startswith("f") else np.zeros(16, bool)
    assert np.array_equal(nan, np.isnan(want) if t.startswith("f") else nan)
    assert np.array_equal(got[~nan].view(UINT[got.itemsize]), want[~nan].view(UINT[got.itemsize]))


def test_scatter_add_nan_bits_per_target():
    """A NaN sum: the canonical NaN on A5 and A2/A3 (D-NAN); on the CPU simulator x86's `+=`, GM's
    NaN before the new one, quieted."""
    ub = np.zeros(4096, np.uint8)
    idx = _tile(ub, 0, "i32", 1, 8, (1, 2))
    idx.write(np.array([[0, 1]], np.int32))
    src = _tile(ub, 1024, "f16", 1, 16, (1, 2))
    src.write(np.array([[1.0, 0.0]], np.float16))
    src.values()[0, 1] = np.array([0x7C01], np.uint16).view(np.float16)[0]  # a signalling NaN
    for target, want in (("a5", [0x7E00, 0x7E00]), ("a2a3", [0x7E00, 0x7E00]), ("cpu", [0x7E5A, 0x7E01])):
        gm = np.array([0x7C5A, 0x3C00], np.uint16)  # a signalling NaN with a payload, then 1.0
        S.mscatter(src, idx, S.TensorView(gm.view(np.uint8), 0, "f16", (2,), (1,), "nd"), coalesce="elem",
                   scatterAtomicOp="add", target=target)
        assert gm.tolist() == want, target


def test_scatter_rows_max_on_the_cpu_compares_with_the_element_at_the_row_index():
    """Row 1 of a 3 x 4 table takes max(old, 5) element by element on A5; the CPU simulator compares
    each 5 with GM element 1 (the row index, counted flat), here 7, so the row becomes all 7
    (D-MSCATTER-CPU-ROW-MINMAX)."""
    ub = np.zeros(4096, np.uint8)
    idx = _tile(ub, 0, "i32", 1, 8, (1, 1))
    idx.write(np.array([[1]], np.int32))
    src = _tile(ub, 1024, "f32", 1, 8, (1, 4))
    src.write(np.array([[5, 5, 5, 5]], np.float32))
    for target, want in (("a5", [5, 9, 6, 10]), ("cpu", [7, 7, 7, 7])):
        gm = np.array([0, 7, 2, 3, 4, 9, 6, 10, 8, 9, 10, 11], np.float32)
        S.mscatter(src, idx, S.TensorView(gm.view(np.uint8), 0, "f32", (3, 4), (4, 1), "nd"), coalesce="row",
                   scatterAtomicOp="max", target=target)
        assert gm[4:8].tolist() == want, target
        assert gm[[0, 1, 2, 3, 8, 9, 10, 11]].tolist() == [0, 7, 2, 3, 8, 9, 10, 11]


def test_scatter_without_coalesce_takes_the_library_default():
    """Without coalesce A5 scatters by rows, reading the R indices from the index tile's first R
    elements in buffer order: for the row-major [R, 1] tile PTOAS takes, row 0's elements, so the
    first index and then the zeros a fresh buffer holds (D-MSCATTER-DEFAULT). A2/A3 takes a [1, R]
    tile only; the CPU simulator scatters by elements and wants src's valid shape."""
    table = raw("i32", 12 * C)
    data = raw("i32", ROWS * COLS).reshape(ROWS, COLS)
    got = run_scatter("i32", None, np.array([3, 1, 4, 1, 5]), table.copy(), data, "a5")
    want = table.copy()
    for r, k in enumerate([3, 0, 0, 0, 0]):
        want.reshape(12, C)[k] = data[r, :C]
    assert np.array_equal(got, want)
    src = scatter_kernel("i32", None)
    for target, rule in (("a2a3", "scatter-default-row-a2a3"), ("cpu", "scatter-default-elem")):
        assert [f.rule for f in verify_text(src, target) if f.severity == "error"] == [rule]


# --- tprefetch ----------------------------------------------------------------------------

def prefetch_kernel(t, vshape, vstrides, tile, valid=None):
    T = spell(t)
    v = "x".join(map(str, vshape)) + f"x{T}"
    ty = f"!pto.tile_buf<vec, {tile[0]}x{tile[1]}x{T}" + (f", valid={valid[0]}x{valid[1]}" if valid else "") + ">"
    full = f"!pto.tile_buf<vec, {tile[0]}x{tile[1]}x{T}>"
    consts = "\n".join(f"  %k{n} = arith.constant {n} : index" for n in sorted(set(vshape) | set(vstrides) | set(tile) | {0}))
    return f"""func.func @k(%a: !pto.ptr<{T}>, %o: !pto.ptr<{T}>) {{
{consts}
  %a0 = arith.constant 0 : i64
  %va = pto.make_tensor_view %a, shape = [{', '.join(f'%k{d}' for d in vshape)}], strides = [{', '.join(f'%k{d}' for d in vstrides)}] : !pto.tensor_view<{v}>
  %pa = pto.partition_view %va, offsets = [{', '.join('%k0' for _ in vshape)}], sizes = [{', '.join(f'%k{d}' for d in vshape)}] : !pto.tensor_view<{v}> -> !pto.partition_tensor_view<{v}>
  %vo = pto.make_tensor_view %o, shape = [%k{tile[0]}, %k{tile[1]}], strides = [%k{tile[1]}, %k1] : !pto.tensor_view<{tile[0]}x{tile[1]}x{T}>
  %whole = pto.alloc_tile addr = %a0 : {full}
  %t = pto.alloc_tile addr = %a0 : {ty}
  pto.tload ins(%vo : !pto.tensor_view<{tile[0]}x{tile[1]}x{T}>) outs(%whole : {full})
  pto.tprefetch ins(%pa : !pto.partition_tensor_view<{v}>) outs(%t : {ty})
  pto.tstore ins(%whole : {full}) outs(%vo : !pto.tensor_view<{tile[0]}x{tile[1]}x{T}>)
  return
}}
"""


@pytest.mark.parametrize(("target", "t"), types_of("tprefetch", "dst"))
def test_prefetch_of_the_tiles_shape_is_the_view_on_every_target(target, t):
    """A packed view of a row-major tile's shape (its whole valid region): every target's fill gives
    dst = the view, as pto.tload would (D-TPREFETCH-FILL)."""
    cols = 256 // size(t) if size(t) < 4 else 32
    a = raw(t, 4 * cols)
    r = ptoisa.run(prefetch_kernel(t, (4, cols), (cols, 1), (4, cols)), args={"a": a, "o": raw(t, 4 * cols)}, target=target)
    assert np.array_equal(r.buffers["o"].view(np.uint8).view(a.dtype), a)


def test_prefetch_fills_by_target():
    """A 2 x 4 x 12 f32 view (slices of 4 rows of 12, rows 16 apart, slices 64 apart) into an 8 x 16
    tile whose valid region is 6 x 10. A5: the last slice, its rows of 48 bytes end to end from the
    tile's first byte -- not 32-byte aligned, so an error; A2/A3: the last slice, each row at a
    32-byte (8-element) boundary; the CPU simulator: element r x 16 + c of the tile from the view's
    element r x 16 + c counted flat, over the valid region (D-TPREFETCH-FILL)."""
    src = prefetch_kernel("f32", (2, 4, 12), (64, 16, 1), (8, 16), valid=(6, 10))
    a = np.arange(128, dtype=np.float32) + 1000
    o = np.full(128, -1.0, np.float32)
    with pytest.raises(RunFailed, match="32-byte alignment"):
        ptoisa.run(src, args={"a": a, "o": o}, target="a5")
    got = ptoisa.run(src, args={"a": a, "o": o}, target="a2a3").buffers["o"]
    want = o.copy()
    last = a[64:].reshape(4, 16)[:, :12]  # the last slice: rows 64, 80, 96, 112
    for r in range(4):
        want[r * 16:r * 16 + 12] = last[r]  # each row at a 64-byte step (48 bytes rounded up to 32s)
    assert np.array_equal(got, want)
    got = ptoisa.run(src, args={"a": a, "o": o}, target="cpu").buffers["o"].reshape(8, 16)
    want = o.reshape(8, 16).copy()
    want[:6, :10] = a.reshape(8, 16)[:6, :10]
    assert np.array_equal(got, want)


def test_prefetch_packs_rows_end_to_end_on_a5_and_chunks_a_slice_larger_than_the_tile():
    """A 2 x 16 f32 view (rows of 64 bytes, 32 apart) packs into a 4 x 16 tile's first 2 x 16 on A5
    and A2/A3; a 16 x 16 view into a 4 x 16 tile goes in 4-row chunks, each over the last, so the
    tile ends holding rows 12 to 15."""
    ub = np.zeros(8192, np.uint8)
    gm = np.arange(512, dtype=np.float32)
    for target in ("a5", "a2a3"):
        t = _tile(ub, 0, "f32", 4, 16, (4, 16))
        t.write(np.full((4, 16), -1, np.float32))
        S.tprefetch(S.TensorView(gm.view(np.uint8), 0, "f32", (2, 16), (32, 1), "nd"), t, target=target)
        assert np.array_equal(t.values()[:2], np.stack([gm[:16], gm[32:48]])) and (t.values()[2:] == -1).all()
        S.tprefetch(S.TensorView(gm.view(np.uint8), 0, "f32", (16, 16), (16, 1), "nd"), t, target=target)
        assert np.array_equal(t.values(), gm[12 * 16:16 * 16].reshape(4, 16))


def test_prefetch_into_a_mat_tile_is_an_error_on_a5_and_a_flat_copy_on_the_cpu():
    l1 = np.zeros(8192, np.uint8)
    gm = np.arange(256, dtype=np.float16)
    view = S.TensorView(gm.view(np.uint8), 0, "f16", (16, 16), (16, 1), "nd")
    t = _tile(l1, 0, "f16", 16, 16, (16, 16), **NZ)
    with pytest.raises(S.SemanticsError, match="not modelled"):
        S.tprefetch(view, t, target="a5")
    S.tprefetch(view, t, target="cpu")
    assert np.array_equal(l1[:512].view(np.float16), gm)  # the buffer's bytes in order, whatever the layout


# --- tprefetch_async ----------------------------------------------------------------------

ASYNC = """func.func @k(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %w: !pto.ptr<i8>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %va = pto.make_tensor_view %a, shape = [{shape}], strides = [{strides}] : !pto.tensor_view<{ty}xf32>
  %vb = pto.make_tensor_view %b, shape = [%c128], strides = [%c1] : !pto.tensor_view<128xf32>
  %ctx = pto.make_prefetch_async_context(%w : !pto.ptr<i8>) -> !pto.prefetch_async_context
  %e = pto.tprefetch_async(%va, %ctx : !pto.tensor_view<{ty}xf32>, !pto.prefetch_async_context) -> !pto.async_event
  %t = pto.alloc_tile : !pto.tile_buf<vec, 1x128xf32>
  pto.tload ins(%vb : !pto.tensor_view<128xf32>) outs(%t : !pto.tile_buf<vec, 1x128xf32>)
  pto.tstore ins(%t : !pto.tile_buf<vec, 1x128xf32>) outs(%va : !pto.tensor_view<{ty}xf32>)
  return
}}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_prefetch_async_changes_nothing_a_kernel_reads(target):
    src = ASYNC.format(shape="%c1, %c128", strides="%c128, %c1", ty="1x128")
    a, b, w = np.zeros(128, np.float32), np.arange(128, dtype=np.float32), np.full(256, 7, np.int8)
    r = ptoisa.run(src, args={"a": a, "b": b, "w": w}, target=target)
    assert np.array_equal(r.buffers["a"], b) and (r.buffers["w"] == 7).all()
    # the UB scratch the NPU libraries use is left as it is (D-TPREFETCH-ASYNC): the tile at 0 holds b
    ev = S.tprefetch_async(S.TensorView(a.view(np.uint8), 0, "f32", (128,), (1,), "nd"),
                           S.make_prefetch_async_context(S.Ptr(w.view(np.uint8), 0, "i8", "gm")), target=target)
    assert ev.bytes == 512


def test_prefetch_async_needs_a_flat_view_and_an_i8_gm_workspace():
    src = ASYNC.format(shape="%c2, %c64", strides="%c64, %c1", ty="2x64")
    [f] = [f for f in verify_text(src, "a5") if f.severity == "error"]
    assert f.rule == "prefetch-flat" and src.splitlines()[f.line - 1].strip().startswith("%e = pto.tprefetch_async")
    bad = ASYNC.format(shape="%c1, %c128", strides="%c128, %c1", ty="1x128").replace("!pto.ptr<i8>", "!pto.ptr<f32>")
    assert {f.rule for f in verify_text(bad, "a5")} == {"element-type"}
    with pytest.raises(S.SemanticsError, match="prefetch context"):
        S.tprefetch_async(S.TensorView(np.zeros(8, np.uint8), 0, "f32", (2,), (1,), "nd"), object())


# --- the verifier -------------------------------------------------------------------------

V = "!pto.partition_tensor_view<16x64xf32>"


def _one(body, args="%table: " + V):
    return f"func.func @k({args}) {{\n{body}\n  return\n}}\n"


BAD = {
    # rule: (target, statement lines)
    "gather-row-index": ("a5", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 4x64xi32>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32>
  pto.mgather ins(%table, %idx : {V}, !pto.tile_buf<vec, 4x64xi32>) outs(%dst : !pto.tile_buf<vec, 4x64xf32>) {{coalesce = #pto<coalesce row>}}"""),
    "gather-elem-index": ("a5", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32, valid=1x4>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32>
  pto.mgather ins(%table, %idx : {V}, !pto.tile_buf<vec, 1x8xi32, valid=1x4>) outs(%dst : !pto.tile_buf<vec, 4x64xf32>) {{coalesce = #pto<coalesce elem>}}"""),
    "gather-dst-vec": ("a5", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32, valid=1x4>
  %dst = pto.alloc_tile : !pto.tile_buf<mat, 4x64xf32>
  pto.mgather ins(%table, %idx : {V}, !pto.tile_buf<vec, 1x8xi32, valid=1x4>) outs(%dst : !pto.tile_buf<mat, 4x64xf32>) {{coalesce = #pto<coalesce row>}}"""),
    "gather-table-elem": ("a2a3", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32, valid=1x4>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 4x64xi32>
  pto.mgather ins(%table, %idx : {V}, !pto.tile_buf<vec, 1x8xi32, valid=1x4>) outs(%dst : !pto.tile_buf<vec, 4x64xi32>) {{coalesce = #pto<coalesce row>}}"""),
    "gather-a5-packed-rows": ("a5", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32, valid=1x4>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32, valid=4x32>
  pto.mgather ins(%table, %idx : {V}, !pto.tile_buf<vec, 1x8xi32, valid=1x4>) outs(%dst : !pto.tile_buf<vec, 4x64xf32, valid=4x32>) {{coalesce = #pto<coalesce row>}}"""),
    "attribute-missing": ("cpu", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32, valid=1x4>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32>
  pto.mgather ins(%table, %idx : {V}, !pto.tile_buf<vec, 1x8xi32, valid=1x4>) outs(%dst : !pto.tile_buf<vec, 4x64xf32>)"""),
    "attribute-value": ("a5", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32, valid=1x4>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32>
  pto.mgather ins(%table, %idx : {V}, !pto.tile_buf<vec, 1x8xi32, valid=1x4>) outs(%dst : !pto.tile_buf<vec, 4x64xf32>) {{coalesce = #pto<coalesce rows>}}"""),
    "element-type": ("a2a3", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32, valid=1x4>
  %dst = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf8E4M3FN>
  pto.mgather ins(%table, %idx : !pto.partition_tensor_view<16x64xf8E4M3FN>, !pto.tile_buf<vec, 1x8xi32, valid=1x4>) outs(%dst : !pto.tile_buf<vec, 4x64xf8E4M3FN>) {{coalesce = #pto<coalesce row>}}"""),
    "scatter-attrs-need-coalesce": ("a5", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 4x8xi32, valid=4x1>
  %src = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32>
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 4x64xf32>, !pto.tile_buf<vec, 4x8xi32, valid=4x1>) outs(%table : {V}) {{scatterOob = #pto<scatter_oob skip>}}"""),
    "scatter-conflict-a5": ("a2a3", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32, valid=1x4>
  %src = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32>
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 4x64xf32>, !pto.tile_buf<vec, 1x8xi32, valid=1x4>) outs(%table : {V}) {{coalesce = #pto<coalesce row>, scatterConflict = #pto<scatter_conflict last>}}"""),
    "scatter-minmax-types": ("a5", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 4x64xi32>
  %src = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf16>
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 4x64xf16>, !pto.tile_buf<vec, 4x64xi32>) outs(%table : !pto.partition_tensor_view<16x64xf16>) {{coalesce = #pto<coalesce elem>, scatterAtomicOp = #pto<scatter_atomic_op max>}}"""),
    "scatter-a2a3-atomics": ("a2a3", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 4x64xi32>
  %src = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32>
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 4x64xf32>, !pto.tile_buf<vec, 4x64xi32>) outs(%table : {V}) {{coalesce = #pto<coalesce elem>, scatterAtomicOp = #pto<scatter_atomic_op min>}}"""),
    "scatter-cpu-last-atomic": ("cpu", """  %idx = pto.alloc_tile : !pto.tile_buf<vec, 4x64xi32>
  %src = pto.alloc_tile : !pto.tile_buf<vec, 4x64xf32>
  pto.mscatter ins(%src, %idx : !pto.tile_buf<vec, 4x64xf32>, !pto.tile_buf<vec, 4x64xi32>) outs(%table : {V}) {{coalesce = #pto<coalesce elem>, scatterAtomicOp = #pto<scatter_atomic_op add>, scatterConflict = #pto<scatter_conflict last>}}"""),
    "gather-l1-elem": ("a5", """  %dst = pto.alloc_tile : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>
  pto.mgather ins(%mem, %gidx, %scratch : !pto.partition_tensor_view<64x32xf16>, !pto.partition_tensor_view<32x32xi32>, !pto.partition_tensor_view<32x32xf16>) outs(%dst : !pto.tile_buf<mat, 32x32xf16, blayout=col_major, slayout=row_major>) {{coalesce = #pto<coalesce row>}}"""),
    "location": ("a5", """  %t = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32>
  pto.tprefetch ins(%p : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<acc, 16x16xf32>)"""),
}
ARGS = {"gather-l1-elem": "%mem: !pto.partition_tensor_view<64x32xf16>, %gidx: !pto.partition_tensor_view<32x32xi32>, "
                          "%scratch: !pto.partition_tensor_view<32x32xf16>",
        "scatter-minmax-types": "%table: !pto.partition_tensor_view<16x64xf16>",
        "element-type": "%table: !pto.partition_tensor_view<16x64xf8E4M3FN>",
        "location": "%p: !pto.partition_tensor_view<16x16xf32>"}


@pytest.mark.parametrize("rule", list(BAD))
def test_a_bad_use_is_located_in_the_source(rule, tmp_path, capsys):
    """`ptoisa verify FILE` prints file:line:col: error: at the statement (never a traceback)."""
    target, body = BAD[rule]
    src = _one(body.format(V=V), ARGS.get(rule, "%table: " + V))
    found = [f for f in verify_text(src, target) if f.severity == "error"]
    assert [f.rule for f in found] == [rule], found
    assert src.splitlines()[found[0].line - 1].strip().startswith(("pto.mgather", "pto.mscatter", "pto.tprefetch"))
    path = tmp_path / "k.pto"
    path.write_text(src)
    assert main(["verify", str(path), "--target", target]) == 1
    out = capsys.readouterr()
    assert f"{path}:{found[0].line}:{found[0].col}: error:" in out.out + out.err
    assert "Traceback" not in out.out + out.err


def test_the_ptoas_examples_verify_clean():
    """PTOAS's own uses (test/lit/pto/mgather_mscatter_a5_attrs_emitc.pto, mgather_gm2l1_emitc.pto),
    rewritten here with the same shapes and attributes, verify on A5."""
    t32 = "!pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
    i32 = "!pto.tile_buf<loc=vec, dtype=i32, rows=1, cols=32, v_row=1, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
    gather = _one(f"""  %idx = pto.alloc_tile : {i32}
  %dst = pto.alloc_tile : {t32}
  pto.mgather ins(%src, %idx : !pto.partition_tensor_view<32x32xf32>, {i32})
              outs(%dst : {t32})
              {{coalesce = #pto<coalesce row>, gatherOob = #pto<gather_oob zero>}}""", "%src: !pto.partition_tensor_view<32x32xf32>")
    assert verify_text(gather, "a5") == []
    s8 = "!pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=32, v_row=8, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
    i8 = s8.replace("dtype=f32", "dtype=i32")
    scatter = _one(f"""  %src = pto.alloc_tile : {s8}
  %idx = pto.alloc_tile : {i8}
  pto.mscatter ins(%src, %idx : {s8}, {i8})
               outs(%dst : !pto.partition_tensor_view<256xf32>)
               {{coalesce = #pto<coalesce elem>,
                scatterAtomicOp = #pto<scatter_atomic_op add>,
                scatterOob = #pto<scatter_oob skip>,
                scatterConflict = #pto<scatter_conflict default>}}""", "%dst: !pto.partition_tensor_view<256xf32>")
    assert verify_text(scatter, "a5") == []
    nz = "!pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, slayout=row_major, fractal=512, pad=0>"
    l1 = _one(f"""  %dst = pto.alloc_tile : {nz}
  pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<1x1x1x64x32xf16>, !pto.partition_tensor_view<1x1x1x1x32xi32>) outs(%dst : {nz}) {{coalesce = #pto<coalesce row>}}
  pto.mgather ins(%mem, %idx2, %scratch : !pto.partition_tensor_view<1x1x1x64x32xf16>, !pto.partition_tensor_view<1x1x1x32x32xi32>, !pto.partition_tensor_view<1x1x1x32x32xf16>) outs(%dst : {nz}) {{coalesce = #pto<coalesce elem>}}""",
              "%mem: !pto.partition_tensor_view<1x1x1x64x32xf16>, %idx: !pto.partition_tensor_view<1x1x1x1x32xi32>, "
              "%idx2: !pto.partition_tensor_view<1x1x1x32x32xi32>, %scratch: !pto.partition_tensor_view<1x1x1x32x32xf16>")
    for target in TARGETS:
        assert verify_text(l1, target) == [], target


@pytest.mark.parametrize("target", TARGETS)
def test_an_empty_valid_region_moves_nothing(target):
    """A valid region of 0 rows gathers and scatters nothing (the libraries return at once)."""
    gm = np.arange(32, dtype=np.float32)
    ub = np.zeros(4096, np.uint8)
    ub[:128] = 0xEE
    dst = _tile(ub, 0, "f32", 4, 8, (0, 8))
    idx = _tile(ub, 1024, "i32", 1, 8, (1, 0))
    table = S.TensorView(gm.view(np.uint8), 0, "f32", (4, 8), (8, 1), "nd")
    S.mgather(table, dst, idx=idx, coalesce="row", target=target)
    S.mscatter(dst, idx, table, coalesce="row", target=target)
    assert (ub[:128] == 0xEE).all() and np.array_equal(gm, np.arange(32, dtype=np.float32))


# --- the pseudocode, run ------------------------------------------------------------------

from ptoisa.lang.pseudocode import run_pseudocode  # noqa: E402


def _positions(attr, value):
    return ISA.op(attr[0]).attributes[[a.name for a in ISA.op(attr[0]).attributes].index(attr[1])].values.index(value)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("coalesce", ["row", "elem"])
@pytest.mark.parametrize("oob", ["clamp", "wrap", "zero"])
def test_gather_pseudocode_matches_the_semantics(target, coalesce, oob):
    """The page's pseudocode, run with the table flat and non-negative indices (some past the table),
    against mgather on tiles (a packed table: ROW_STEP is C on every target)."""
    rows, cols, tr = 4, 8, 6
    table = (np.arange(tr * cols) * 1.5 - 7).astype(np.float32)
    idx = RNG.integers(0, tr + 3, (1, rows)) if coalesce == "row" else RNG.integers(0, tr * cols + 9, (rows, cols))
    scalars = {"DR": rows, "DC": cols, "TABLE_ROWS": tr, "TABLE_SIZE": tr * cols, "ROW_STEP": cols,
               "coalesce": _positions(("mgather", "coalesce"), coalesce), "gatherOob": _positions(("mgather", "gatherOob"), oob)}
    want = run_pseudocode(ISA.op("mgather").pseudocode_for(target), {"mem": table.copy(), "idx": idx.astype(np.int32),
                          "dst": np.zeros((rows, cols), np.float32)}, scalars, elem="f32")["dst"]
    ub = np.zeros(4096, np.uint8)
    it = _tile(ub, 0, "i32", *idx.shape, idx.shape) if coalesce == "elem" else _tile(ub, 0, "i32", 1, 8, (1, rows))
    it.write(idx.astype(np.int32))
    dst = _tile(ub, 1024, "f32", rows, cols, (rows, cols))
    S.mgather(S.TensorView(table.view(np.uint8), 0, "f32", (tr, cols), (cols, 1), "nd"), dst, idx=it,
              coalesce=coalesce, gatherOob=oob, target=target)
    assert np.array_equal(dst.values(), want)


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("coalesce", ["row", "elem"])
@pytest.mark.parametrize(("oob", "atomic"), [("skip", "none"), ("clamp", "add"), ("wrap", "max"), ("skip", "min")])
def test_scatter_pseudocode_matches_the_semantics(target, coalesce, oob, atomic):
    """The page's pseudocode against mscatter on tiles: i32 elements, non-negative indices with
    repeats and some past the table."""
    if target == "a2a3" and atomic in ("max", "min"):
        pytest.skip("A2/A3 has no max or min scatter")
    rows, cols, tr = 4, 8, 6
    table = RNG.integers(-50, 50, tr * cols).astype(np.int32)
    data = RNG.integers(-2**31, 2**31, (rows, cols)).astype(np.int32)
    idx = RNG.integers(0, tr + 2, (1, rows)) if coalesce == "row" else RNG.integers(0, tr * cols + 6, (rows, cols))
    scalars = {"R": rows, "C": cols, "TABLE_ROWS": tr, "TABLE_SIZE": tr * cols, "ROW_STEP": cols,
               "coalesce": _positions(("mscatter", "coalesce"), coalesce),
               "scatterOob": _positions(("mscatter", "scatterOob"), oob),
               "scatterAtomicOp": _positions(("mscatter", "scatterAtomicOp"), atomic)}
    want = run_pseudocode(ISA.op("mscatter").pseudocode_for(target), {"mem": table.copy(), "idx": idx.astype(np.int32),
                          "src": data.copy()}, scalars, elem="i32")["mem"]
    ub = np.zeros(4096, np.uint8)
    it = _tile(ub, 0, "i32", *idx.shape, idx.shape) if coalesce == "elem" else _tile(ub, 0, "i32", 1, 8, (1, rows))
    it.write(idx.astype(np.int32))
    src = _tile(ub, 1024, "i32", rows, cols, (rows, cols))
    src.write(data)
    got = table.copy()
    S.mscatter(src, it, S.TensorView(got.view(np.uint8), 0, "i32", (tr, cols), (cols, 1), "nd"), coalesce=coalesce,
               scatterAtomicOp=atomic, scatterOob=oob, target=target)
    assert np.array_equal(got, want)


@pytest.mark.parametrize("target", TARGETS)
def test_prefetch_pseudocode_matches_the_semantics(target):
    """A5's and A2/A3's page loop (one packed slice of the tile's shape) and the CPU simulator's flat
    loop (over a 3 x 5 valid region of a 4 x 8 tile) against tprefetch."""
    gm = np.arange(64, dtype=np.float32) - 20
    ub = np.zeros(1024, np.uint8)
    if target == "cpu":
        t = _tile(ub, 0, "f32", 4, 8, (3, 5))
        want = run_pseudocode(ISA.op("tprefetch").pseudocode_for("cpu"), {"src": gm.copy(), "dst": np.zeros(32, np.float32)},
                              {"DR": 3, "DC": 5, "COLS": 8}, elem="f32")["dst"].reshape(4, 8)
    else:
        t = _tile(ub, 0, "f32", 4, 8, (4, 8))
        want = run_pseudocode(ISA.op("tprefetch").pseudocode_for(target), {"src": gm[:32].reshape(4, 8).copy(),
                              "dst": np.zeros((4, 8), np.float32)}, {"R": 4, "C": 8}, elem="f32")["dst"]
    S.tprefetch(S.TensorView(gm.view(np.uint8), 0, "f32", (4, 8), (8, 1), "nd"), t, target=target)
    assert np.array_equal(t.values(), want)
