"""The tile layer's buffer, element and sync ops (alloc_multi_tile, multi_tile_get, bitcast, talias,
declare_tile, declare_global, tgetval, tsetval, tsync, syncall) and taddrelu: their semantics
against plain numpy or values worked out by hand from the pages, whole kernels under ptoisa.run
on each target, and the verifier's and the run's errors at their lines."""
import ml_dtypes
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import assert_bits_equal, sample, verify_cli
from ptoisa.cost import estimate_text
from ptoisa.interp.run import RunFailed
from ptoisa.verify import verify_text
from ptoisa_ref import semantics as S

ISA = the_isa()
RNG = np.random.default_rng(41)
NP = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "i8": np.int8, "u8": np.uint8,
      "i16": np.int16, "u16": np.uint16, "i32": np.int32, "u32": np.uint32, "i64": np.int64}
SPELL = {"u8": "ui8", "u16": "ui16", "u32": "ui32"}
TARGETS = ("a5", "a2a3", "cpu")


def op(name):
    return next(o for o in ISA.ops if o.name == name)


def tile(t, rows, cols, addr=0, ub=None, **kw):
    ub = np.zeros(4096, np.uint8) if ub is None else ub
    return S.Tile(ub, addr, t, rows, cols, **kw)


def failed(src, **kw):
    """The findings of a run that must fail, as (line, message)."""
    with pytest.raises(RunFailed) as err:
        ptoisa.run(src, **kw)
    return [(f.line, f.message) for f in err.value.findings]


# --- tgetval / tsetval ---------------------------------------------------------------------

@pytest.mark.parametrize("t", sorted(NP))
def test_tsetval_and_tgetval_move_one_element_by_linear_storage_offset(t):
    """A 3x8 row-major tile: offset k is element (k // 8, k % 8); the value's bits arrive as they
    are (NaN payloads, -0.0, the integer minimum) and nothing else changes."""
    values = sample(RNG, t, (3, 8))
    tl = tile(t, 3, 8)
    tl.write(values)
    before = tl.values().copy()
    for k in (0, 7, 8, 13, 23):
        assert_bits_equal(np.atleast_1d(S.tgetval(tl, k)), np.atleast_1d(values[k // 8, k % 8]))
    new = sample(RNG, t, (4,))
    for k, v in zip((0, 9, 17, 23), new):
        S.tsetval(k, v, tl)
    want = before.copy()
    for k, v in zip((0, 9, 17, 23), new):
        want[k // 8, k % 8] = v
    assert_bits_equal(tl.values(), want)


def test_tsetval_keeps_nan_payloads_and_signed_zero():
    tl = tile("f32", 1, 8)
    payload = np.array(0x7fa00001, np.uint32).view(np.float32)[()]  # a signalling NaN
    S.tsetval(3, payload, tl)
    S.tsetval(4, np.float32(-0.0), tl)
    bits = tl.values().view(np.uint32)[0]
    assert (int(bits[3]), int(bits[4])) == (0x7fa00001, 0x80000000)
    assert int(np.asarray(S.tgetval(tl, 3)).view(np.uint32)) == 0x7fa00001


def test_the_offset_follows_the_layout_not_row_and_column():
    """A col-major 4x8 tile stores column after column: offset k is element (k % 4, k // 4). A
    window of a row-major 4x8 tile at (1, 2) counts along its parent's 8-element rows."""
    cm = tile("i32", 4, 8, blayout="ColMajor")
    cm.write(np.arange(32, dtype=np.int32).reshape(4, 8))
    assert [int(S.tgetval(cm, k)) for k in (0, 1, 4, 5)] == [0, 8, 1, 9]
    parent = tile("i32", 4, 8)
    parent.write(np.arange(32, dtype=np.int32).reshape(4, 8))
    win = S.subview(parent, [1, 2], rows=2, cols=4)
    assert [int(S.tgetval(win, k)) for k in (0, 3, 8, 11)] == [10, 13, 18, 21]  # 8 elements on: next row
    with pytest.raises(S.SemanticsError, match="outside the tile's 12 elements"):
        S.tgetval(win, 12)


def test_an_offset_outside_the_storage_is_an_error():
    tl = tile("f16", 2, 16)
    with pytest.raises(S.SemanticsError, match="offset 32 is outside the tile's 32 elements"):
        S.tsetval(32, np.float16(1), tl)
    with pytest.raises(S.SemanticsError, match="offset -1"):
        S.tgetval(tl, -1)


def _element_kernel(t, target_line):
    ty = SPELL.get(t, t)
    tt = f"!pto.tile_buf<vec, 2x32x{ty}>"
    vv = f"!pto.partition_tensor_view<2x32x{ty}>"
    return f"""func.func @k(%a: !pto.ptr<{ty}>, %c: !pto.ptr<{ty}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c40 = arith.constant {target_line} : index
  %va = pto.make_tensor_view %a, shape = [%c2, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?x{ty}>
  %vc = pto.make_tensor_view %c, shape = [%c2, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?x{ty}>
  %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c2, %c32] : !pto.tensor_view<?x?x{ty}> -> {vv}
  %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c2, %c32] : !pto.tensor_view<?x?x{ty}> -> {vv}
  %t = pto.alloc_tile : {tt}
  pto.tload ins(%pa : {vv}) outs(%t : {tt})
  %x = pto.tgetval ins(%t, %c40 : {tt}, index) outs : {ty}
  pto.tsetval ins(%c0, %x : index, {ty}) outs(%t : {tt})
  pto.tstore ins(%t : {tt}) outs(%pc : {vv})
  return
}}
"""


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("t", ["f32", "f16", "bf16", "i8", "u16", "i32", "i64"])
def test_a_kernel_copies_an_element_with_tgetval_and_tsetval(t, target):
    """Element 40 (row 1, column 8) is read and written over element 0; the rest arrives unchanged."""
    src = _element_kernel(t, 40)
    assert verify_text(src, target) == []
    a = sample(RNG, t, (64,))
    got = ptoisa.run(src, args={"a": a, "c": np.zeros(64, NP[t])}, target=target).buffers["c"]
    want = a.copy()
    want[0] = a[40]
    assert_bits_equal(got, want)


def test_a_kernel_reading_past_the_tile_stops_at_the_tgetval_line():
    [(line, message)] = failed(_element_kernel("f32", 64), args={"a": np.zeros(64, np.float32),
                                                                  "c": np.zeros(64, np.float32)})
    assert line == 13 and message.startswith("pto.tgetval: offset 64 is outside")


def test_element_ops_refuse_another_type_and_a_mat_tile(tmp_path, capsys):
    src = _element_kernel("f32", 40).replace("pto.tsetval ins(%c0, %x : index, f32)",
                                             "%h = arith.constant 1 : i16\n  pto.tsetval ins(%c0, %h : index, i16)")
    code, out = verify_cli(tmp_path, capsys, src)
    assert code == 1 and "k.pto:15:3: error: pto.tsetval: `val` has the tile's element type." in out
    mat = ("func.func @k(%o: index) {\n  %t = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, "
           "slayout=row_major>\n  %x = pto.tgetval ins(%t, %o : !pto.tile_buf<mat, 16x16xf16, blayout=col_major, "
           "slayout=row_major>, index) outs : f16\n  return\n}\n")
    code, out = verify_cli(tmp_path, capsys, mat)
    assert code == 1 and "k.pto:3:8: error: pto.tgetval: The tile is a vec tile" in out
    wrong = _element_kernel("f32", 40).replace("outs : f32", "outs : f16")
    code, out = verify_cli(tmp_path, capsys, wrong)
    assert "k.pto:13:8: error: pto.tgetval: The result has the tile's element type." in out


# --- multi-buffer tiles ------------------------------------------------------------------------

def test_multi_tile_slots_are_aligned_strides_from_the_address():
    """A 1x4 f32 slot is 16 bytes; vec tiles align to 32, so slot k starts at addr + 32k. A 4x8
    f32 slot (128 bytes) strides 128. Every slot has the dynamic valid shape given."""
    ub = np.zeros(4096, np.uint8)
    small = ISA_TYPE("!pto.multi_tile_buf<vec, 1x4xf32, count=3>")
    mt = S.alloc_multi_tile(64, config=small, memory=ub)
    assert [S.multi_tile_get(mt, k).addr for k in range(3)] == [64, 96, 128]
    dyn = ISA_TYPE("!pto.multi_tile_buf<!pto.tile_buf<vec, 4x8xf32, valid=?x?>, count=2>")
    mt = S.alloc_multi_tile(256, 3, 5, config=dyn, memory=ub)
    slots = [S.multi_tile_get(mt, k) for k in (0, 1)]
    assert [(s.addr, s.valid_rows, s.valid_cols) for s in slots] == [(256, 3, 5), (384, 3, 5)]
    with pytest.raises(S.SemanticsError, match="slot 2 is outside 0..1"):
        S.multi_tile_get(mt, 2)
    with pytest.raises(S.SemanticsError, match="multiple of 32"):
        S.alloc_multi_tile(16, 3, 5, config=dyn, memory=ub)


def ISA_TYPE(text):
    from ptoisa.frontend.ptotypes import parse_type
    return parse_type(text)


def test_multi_tile_types_read_in_both_spellings():
    compact = ISA_TYPE("!pto.multi_tile_buf<vec, 16x16xf16, count=2>")
    full = ISA_TYPE("!pto.multi_tile_buf<!pto.tile_buf<loc=vec, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, "
                    "blayout=row_major, slayout=none_box, fractal=512, pad=0>, count=2>")
    assert compact == full and compact.count == 2 and compact.slot == ISA_TYPE("!pto.tile_buf<vec, 16x16xf16>")
    from ptoisa.frontend.ptotypes import TypeParseError, type_text
    assert ISA_TYPE(type_text(compact)) == compact
    with pytest.raises(TypeParseError, match="slot count once"):
        ISA_TYPE("!pto.multi_tile_buf<vec, 16x16xf16>")


MULTI = """func.func @k(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %va = pto.make_tensor_view %a, shape = [%c16, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>
  %vc = pto.make_tensor_view %c, shape = [%c16, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>
  %mb = pto.alloc_multi_tile : !pto.multi_tile_buf<vec, 8x8xf32, count=2>
  scf.for %i = %c0 to %c2 step %c1 {
    %row = arith.muli %i, %c8 : index
    %pa = pto.partition_view %va, offsets = [%row, %c0], sizes = [%c8, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x8xf32>
    %s = pto.multi_tile_get %mb[%i] : !pto.multi_tile_buf<vec, 8x8xf32, count=2> -> !pto.tile_buf<vec, 8x8xf32>
    pto.tload ins(%pa : !pto.partition_tensor_view<8x8xf32>) outs(%s : !pto.tile_buf<vec, 8x8xf32>)
  }
  %s0 = pto.multi_tile_get %mb[%c0] : !pto.multi_tile_buf<vec, 8x8xf32, count=2> -> !pto.tile_buf<vec, 8x8xf32>
  %s1 = pto.multi_tile_get %mb[%c1] : !pto.multi_tile_buf<vec, 8x8xf32, count=2> -> !pto.tile_buf<vec, 8x8xf32>
  pto.tsub ins(%s1, %s0 : !pto.tile_buf<vec, 8x8xf32>, !pto.tile_buf<vec, 8x8xf32>) outs(%s0 : !pto.tile_buf<vec, 8x8xf32>)
  %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c8, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x8xf32>
  pto.tstore ins(%s0 : !pto.tile_buf<vec, 8x8xf32>) outs(%pc : !pto.partition_tensor_view<8x8xf32>)
  return
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_a_loop_fills_the_slots_of_a_multi_buffer_tile(target):
    """The loop loads rows 0-7 into slot 0 and rows 8-15 into slot 1; the slots do not overlap,
    so their difference is rows 8-15 minus rows 0-7."""
    assert verify_text(MULTI, target) == []
    a = RNG.standard_normal(128).astype(np.float32)
    got = ptoisa.run(MULTI, args={"a": a, "c": np.zeros(128, np.float32)}, target=target).buffers["c"]
    assert_bits_equal(got[:64], a[64:] - a[:64])


def test_a_slot_index_past_the_count_stops_the_run_at_its_line():
    bad = MULTI.replace("%s1 = pto.multi_tile_get %mb[%c1]", "%s1 = pto.multi_tile_get %mb[%c2]")
    [(line, message)] = failed(bad, args={"a": np.zeros(128, np.float32), "c": np.zeros(128, np.float32)})
    assert (line, message) == (17, "pto.multi_tile_get: slot 2 is outside 0..1")


@pytest.mark.parametrize(("old", "new", "line", "message"), [
    ("count=2>\n  scf", "count=1>\n  scf", 9, "The slot count is 2 to 16"),
    ("count=2>\n  scf", "count=17>\n  scf", 9, "The slot count is 2 to 16"),
    ("8x8xf32, count=2>\n  scf", "8x8xf32, compact=2, count=2>\n  scf", 9, "is not `compact=2`"),
    ("count=2> -> !pto.tile_buf<vec, 8x8xf32>\n    pto.tload", "count=2> -> !pto.tile_buf<vec, 8x8xf16>\n    pto.tload",
     13, "The result's type is the source's slot type"),
])
def test_multi_tile_rules(old, new, line, message, tmp_path, capsys):
    bad = MULTI.replace(old, new, 1)
    code, out = verify_cli(tmp_path, capsys, bad)
    assert code == 1 and f"k.pto:{line}:" in out and message in out, out


def test_a_multi_tile_of_a_low_precision_type_is_refused():
    src = "func.func @k() {\n  %m = pto.alloc_multi_tile : !pto.multi_tile_buf<vec, 16x32xf8E4M3FN, count=2>\n  return\n}\n"
    [f] = verify_text(src, "a5")
    assert (f.line, f.rule) == (2, "element-type")


# --- bitcast and talias ----------------------------------------------------------------------

def test_bitcast_reads_the_same_bytes_as_another_type():
    src = tile("f32", 2, 8)
    x = sample(RNG, "f32", (2, 8))
    src.write(x)
    u = S.bitcast(src, config=ISA_TYPE("!pto.tile_buf<vec, 2x8xi32>"))
    assert_bits_equal(u.values(), x.view(np.int32))
    u.values()[0, 0] = -1  # writing one writes the other
    assert int(src.values().view(np.int32)[0, 0]) == -1
    narrow = S.bitcast(src, config=ISA_TYPE("!pto.tile_buf<vec, 2x8xf16>"))  # the first 32 bytes, as halves
    assert_bits_equal(narrow.values(), src.values().reshape(-1).view(np.float16)[:16].reshape(2, 8))


@pytest.mark.parametrize(("result", "message"), [
    ("!pto.tile_buf<vec, 16x32xf32>", "The element types differ"),
    ("!pto.tile_buf<vec, 16x16xi32>", "The shape and the valid shape are the source's."),
    ("!pto.tile_buf<vec, 16x32xi64>", "The result needs no more bytes than the source's storage"),
    ("!pto.tile_buf<vec, 16x32xi32, valid=8x32>", "The shape and the valid shape are the source's."),
    ("!pto.tile_buf<vec, 16x32xi32, pad=1>", "The block layout, scatter layout"),
])
def test_bitcast_rules(result, message):
    src = (f"func.func @k() {{\n  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf32>\n"
           f"  %r = pto.bitcast %t : !pto.tile_buf<vec, 16x32xf32> -> {result}\n  return\n}}\n")
    found = verify_text(src, "a5")
    assert found and all(f.line == 3 for f in found) and any(message in f.message for f in found), found
    ok = src.replace(f"-> {result}", "-> !pto.tile_buf<vec, 16x32xui8>")
    assert verify_text(ok, "a5") == []


TALIAS = """func.func @k(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %va = pto.make_tensor_view %a, shape = [%c4, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>
  %vc = pto.make_tensor_view %c, shape = [%c4, %c8], strides = [%c8, %c1] : !pto.tensor_view<?x?xf32>
  %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c4, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>
  %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c4, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x8xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 4x8xf32>
  pto.tload ins(%pa : !pto.partition_tensor_view<4x8xf32>) outs(%t : !pto.tile_buf<vec, 4x8xf32>)
  %w = pto.talias %t : !pto.tile_buf<vec, 4x8xf32> -> !pto.tile_buf<vec, 2x16xf32>
  pto.tmuls ins(%w, %c4 : !pto.tile_buf<vec, 2x16xf32>, index) outs(%w : !pto.tile_buf<vec, 2x16xf32>)
  %d = pto.declare_tile -> !pto.tile_buf<vec, 4x8xf32>
  pto.talias ins(%t : !pto.tile_buf<vec, 4x8xf32>) outs(%d : !pto.tile_buf<vec, 4x8xf32>)
  pto.tstore ins(%d : !pto.tile_buf<vec, 4x8xf32>) outs(%pc : !pto.partition_tensor_view<4x8xf32>)
  return
}
"""


@pytest.mark.parametrize("target", TARGETS)
def test_talias_names_the_same_bytes_in_both_forms(target):
    """The 2x16 alias covers the 4x8 tile's 32 elements, so multiplying it by 4 multiplies the
    tile; the declared tile bound by the DPS form stores the result."""
    assert verify_text(TALIAS, target) == []
    a = sample(RNG, "f32", (32,))
    got = ptoisa.run(TALIAS, args={"a": a, "c": np.zeros(32, np.float32)}, target=target).buffers["c"]
    with np.errstate(all="ignore"):
        want = a * np.float32(4)
    assert_bits_equal(np.isnan(got), np.isnan(want))
    assert_bits_equal(got[~np.isnan(got)], want[~np.isnan(want)])


def test_talias_rules_and_bounds(tmp_path, capsys):
    big = TALIAS.replace("-> !pto.tile_buf<vec, 2x16xf32>\n", "-> !pto.tile_buf<vec, 4x16xf32>\n")
    code, out = verify_cli(tmp_path, capsys, big)
    assert code == 1 and "k.pto:12:8: error: pto.talias: The alias needs no more bytes than the source's storage." in out
    with pytest.raises(S.SemanticsError, match="takes 256 bytes, more than the source's 128"):
        S.talias(tile("f32", 4, 8), config=ISA_TYPE("!pto.tile_buf<vec, 4x16xf32>"))
    with pytest.raises(S.SemanticsError, match="dst is a Mat tile"):
        S.talias(tile("f32", 4, 8), tile("f32", 4, 8, loc="Mat"))


# --- declared handles --------------------------------------------------------------------------

def test_a_declared_tile_has_no_bytes_until_it_is_bound():
    src = TALIAS.replace("  pto.talias ins(%t : !pto.tile_buf<vec, 4x8xf32>) outs(%d : !pto.tile_buf<vec, 4x8xf32>)\n", "")
    assert verify_text(src, "a5") == []
    [(line, message)] = failed(src, args={"a": np.zeros(32, np.float32), "c": np.zeros(32, np.float32)})
    assert line == 15 and message.startswith("pto.tstore: a 4x8 f32 tile of pto.declare_tile has no address yet")
    bound = src.replace("  pto.tstore ins(%d", "  %e = pto.tassign %d, %z : !pto.tile_buf<vec, 4x8xf32> -> "
                        "!pto.tile_buf<vec, 4x8xf32>\n  pto.tstore ins(%e").replace(
        "%c0 = arith.constant 0 : index", "%c0 = arith.constant 0 : index\n  %z = arith.constant 0 : i64")
    a = np.arange(32, dtype=np.float32)
    got = ptoisa.run(bound, args={"a": a, "c": np.zeros(32, np.float32)}).buffers["c"]
    assert_bits_equal(got, a * 4)  # tassign put the handle on the tile at byte 0, which the first alloc_tile took


def test_a_declared_view_is_refused_where_it_is_used_as_a_view():
    src = """func.func @k() {
  %e = pto.declare_global -> !pto.tensor_view<16x16xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  pto.tload ins(%e : !pto.tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
  return
}
"""
    assert verify_text(src, "a5") == []
    [(line, message)] = failed(src)
    assert line == 4 and "pto.declare_global descriptor" in message and "D-DECLARE-GLOBAL" in message


# --- tsync ------------------------------------------------------------------------------------

def test_tsync_takes_a_mixed_list_and_changes_nothing():
    src = TALIAS.replace("  %w = pto.talias", "  pto.tsync ins(%t, %pa, %t : !pto.tile_buf<vec, 4x8xf32>, "
                         "!pto.partition_tensor_view<4x8xf32>, !pto.tile_buf<vec, 4x8xf32>)\n  %w = pto.talias")
    assert verify_text(src, "a5") == []
    a = np.arange(32, dtype=np.float32)
    assert_bits_equal(ptoisa.run(src, args={"a": a, "c": np.zeros(32, np.float32)}).buffers["c"], a * 4)
    assert S.tsync([tile("f32", 1, 8)]) is None
    with pytest.raises(S.SemanticsError, match="event 1 must be a tile or a partition view, got int"):
        S.tsync([tile("f32", 1, 8), 3])


@pytest.mark.parametrize(("statement", "message"), [
    ("pto.tsync ins(%c0 : index)", "%events must be a tile or a tensor view, got a scalar"),
    ("pto.tsync ins(%t, %c0 : !pto.tile_buf<vec, 4x8xf32>, index)",
     "%events must be a tile or a tensor view, got a scalar"),
    ("pto.tsync ins(%t, %t : !pto.tile_buf<vec, 4x8xf32>)", "expected 2 type(s) after ':'"),
    ("pto.tsync ins( : )", "no dps form takes 0 result(s) and 0 operand(s)"),
])
def test_tsync_operand_errors_are_located(statement, message):
    src = TALIAS.replace("  %w = pto.talias", f"  {statement}\n  %w = pto.talias")
    found = [f for f in verify_text(src, "a5") if f.severity == "error"]
    assert found and found[0].line == 12 and message in found[0].message, found


# --- syncall ----------------------------------------------------------------------------------

def _syncall(stmt, args="%ws: !pto.ptr<i32>, %n: i32"):
    return f"func.func @k({args}) {{\n  {stmt}\n  return\n}}\n"


SOFT = "pto.syncall(%ws : !pto.ptr<i32, gm>) mode = #pto.sync_all_mode<soft>, core_type = #pto.sync_core_type<{}>"
SOFT_N = ("pto.syncall(%ws, %n : !pto.ptr<i32, gm>, i32) mode = #pto.sync_all_mode<soft>, "
          "core_type = #pto.sync_core_type<{}>")
HARD = "pto.syncall() mode = #pto.sync_all_mode<hard>, core_type = #pto.sync_core_type<{}>"


def _counter(stmt, target, ws0, block=(0, 1), subblock=(0, 1), n=0):
    ws = np.zeros(16, np.int32)
    ws[0] = ws0
    r = ptoisa.run(_syncall(stmt), args={"ws": ws, "n": n}, target=target, block=block, subblock=subblock)
    return int(r.buffers["ws"][0])


@pytest.mark.parametrize("target", ["a5", "a2a3"])
def test_the_soft_barrier_counts_arrivals_in_the_workspace(target):
    """By hand from D-SYNCALL-RUN: one block alone: counter 0 -> 1, target (0 // 1 + 1) * 1 = 1,
    passes. Two blocks with the other's arrival stored: 1 -> 2, target (1 // 2 + 1) * 2 = 2. After a
    finished generation of two, 4 -> 5 needs 6: an error. used_cores 3 over counter 5: 5 -> 6,
    target (5 // 3 + 1) * 3 = 6. mix of one block and one sub-block counts 1 x (1 + 1) = 2."""
    assert _counter(SOFT.format("aiv_only"), target, 0) == 1
    assert _counter(SOFT.format("aiv_only"), target, 1, block=(1, 2)) == 2
    with pytest.raises(RunFailed, match="the counter at the workspace is 5; the barrier waits for it to reach 6"):
        _counter(SOFT.format("aiv_only"), target, 4, block=(0, 2))
    assert _counter(SOFT_N.format("aiv_only"), target, 5, n=3) == 6
    assert _counter(SOFT.format("mix"), target, 1) == 2
    with pytest.raises(RunFailed, match="reach 2"):
        _counter(SOFT.format("mix"), target, 0)


def test_the_soft_counter_and_its_target_wrap_in_i32():
    """A counter at the i32 maximum wraps to the minimum on the add, and so does the target
    (2^31 - 1 + 1) x 1: one participant passes. With two, the target (2^30 - 1 + 1) x 2 wraps to
    the same minimum, which the wrapped counter reaches."""
    assert _counter(SOFT.format("aiv_only"), "a2a3", 2**31 - 1) == -2**31
    assert _counter(SOFT.format("aiv_only"), "a5", 2**31 - 1, block=(0, 2)) == -2**31


def test_a_vector_core_takes_no_part_in_a_cube_barrier_and_the_cpu_does_nothing():
    assert _counter(SOFT.format("aic_only"), "a2a3", 0, block=(0, 8)) == 0
    assert _counter(HARD.format("aic_only"), "a5", 0, block=(0, 8)) == 0
    for stmt in (SOFT.format("aiv_only"), SOFT.format("mix"), HARD.format("mix"), SOFT.format("aic_only")):
        assert _counter(stmt, "cpu", 7, block=(0, 8)) == 7  # pto-isa's CPU simulator: no barrier at all


def test_a_hard_barrier_passes_alone_and_stops_when_other_cores_take_part():
    assert _counter(HARD.format("aiv_only"), "a5", 0) == 0
    with pytest.raises(RunFailed) as err:
        _counter(HARD.format("aiv_only"), "a2a3", 0, block=(0, 4))
    [f] = err.value.findings
    assert f.line == 2 and "waits for 3 other core(s)" in f.message
    with pytest.raises(RunFailed, match="waits for 1 other core"):
        _counter(HARD.format("mix"), "a2a3", 0)


@pytest.mark.parametrize("stmt", [HARD.format("mix"), SOFT.format("aic_only")])
def test_a5_lacks_two_barriers_when_run_but_verifies_them(stmt):
    assert verify_text(_syncall(stmt), "a5") == []
    with pytest.raises(RunFailed, match="not available on this target .D-SYNCALL-TARGETS."):
        _counter(stmt, "a5", 0)
    _counter(stmt.replace("mix", "aic_only"), "a2a3", 0)  # A2/A3 has both


@pytest.mark.parametrize(("stmt", "args", "col", "message"), [
    ("pto.syncall() mode = #pto.sync_all_mode<soft>, core_type = #pto.sync_core_type<aiv_only>", None, 24,
     "expected '#pto.sync_all_mode<hard>', found '#pto.sync_all_mode<soft>'"),
    ("pto.syncall(%ws : !pto.ptr<i32, gm>) mode = #pto.sync_all_mode<hard>, core_type = #pto.sync_core_type<mix>",
     None, 47, "expected '#pto.sync_all_mode<soft>', found '#pto.sync_all_mode<hard>'"),
    (SOFT.format("aiv_only").replace("!pto.ptr<i32, gm>", "!pto.ptr<f32, gm>"), "%ws: !pto.ptr<f32>", 3,
     "element type f32 is not legal on A5 (legal: i32)"),
    (SOFT.format("aiv_only").replace("!pto.ptr<i32, gm>", "!pto.ptr<i32, ub>"), "%ws: !pto.ptr<i32, ub>", 3,
     "A pointer workspace points into global memory."),
    (SOFT.format("aiv_only").replace("!pto.ptr<i32, gm>", "!pto.tensor_view<15xi32>"), "%ws: !pto.tensor_view<15xi32>",
     3, "at least 16 i32"),
    (SOFT_N.format("aiv_only").replace(", i32)", ", index)"), "%ws: !pto.ptr<i32>, %n: index", 3,
     "`used_cores` is an i32"),
    (SOFT.format("aiv_only").replace("!pto.ptr<i32, gm>", "memref<16xi32>"), "%ws: memref<16xi32>", 3,
     "is a !pto.ptr (PTOAS refuses a memref)"),
    (SOFT.format("everyone"), None, 85, "core_type \"everyone\" is not one of aiv_only, aic_only, mix"),
])
def test_syncall_errors_are_located(stmt, args, col, message, tmp_path, capsys):
    code, out = verify_cli(tmp_path, capsys, _syncall(stmt, args) if args else _syncall(stmt))
    assert code == 1 and f"k.pto:2:{col}: error: pto.syncall: " in out and message in out, out


def test_syncall_accepts_every_workspace_ptoas_does():
    for ws in ("!pto.ptr<i32, gm>", "!pto.tensor_view<?xi32>", "!pto.partition_tensor_view<4x4xi32>",
               "!pto.tensor_view<16xi32>"):
        for mode in (SOFT, SOFT_N):
            stmt = mode.format("mix").replace("!pto.ptr<i32, gm>", ws)
            assert verify_text(_syncall(stmt, f"%ws: {ws}, %n: i32"), "a2a3") == [], (ws, stmt)


def test_syncall_on_a_view_counts_at_the_views_first_element():
    src = """func.func @k(%ws: !pto.ptr<i32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %v = pto.make_tensor_view %ws, shape = [%c16], strides = [%c1] : !pto.tensor_view<?xi32>
  %p = pto.partition_view %v, offsets = [%c16], sizes = [%c16] : !pto.tensor_view<?xi32> -> !pto.partition_tensor_view<16xi32>
  pto.syncall(%p : !pto.partition_tensor_view<16xi32>) mode = #pto.sync_all_mode<soft>, core_type = #pto.sync_core_type<aiv_only>
  return
}
"""
    src = src.replace("shape = [%c16]", "shape = [%c32]").replace("%c16 = arith.constant 16 : index",
                                                                  "%c16 = arith.constant 16 : index\n  %c32 = arith.constant 32 : index")
    got = ptoisa.run(src, args={"ws": np.zeros(32, np.int32)}).buffers["ws"]
    assert got.tolist() == [0] * 16 + [1] + [0] * 15


def test_sync_ops_cost_no_cycles_the_model_does_not_have():
    src = _syncall(HARD.format("aiv_only"))
    est = estimate_text(src, "a5")
    assert not est.complete and any("syncall" in n.message for n in est.notes)
    r = ptoisa.run(src, args={"ws": np.zeros(16, np.int32), "n": 0})
    [row] = [row for row in r.cost_rows if row.op == "pto.syncall"]
    assert row.cycles_each is None


# --- taddrelu -------------------------------------------------------------------------------

def _addrelu(a, b):
    with np.errstate(all="ignore"):
        s = (a + b).astype(a.dtype)  # rounded (or wrapped) to T first
    return np.where(s > 0, s, np.zeros_like(s))  # NaN and -0 are not > 0: +0


@pytest.mark.parametrize("t", op("taddrelu").types_for("src0", "a2a3"))
def test_taddrelu_matches_numpy_on_a2a3(t):
    a, b = sample(RNG, t, (6, 48)), sample(RNG, t, (6, 48))
    got = S.taddrelu(a, b, valid_rows=4, valid_cols=33, target="a2a3")
    assert_bits_equal(got, _addrelu(a, b)[:4, :33])


def test_taddrelu_edges():
    a = np.array([[np.nan, -0.0, -0.0, 1.0, -np.inf, np.inf, 65504.0, -1.0]], np.float16)
    b = np.array([[1.0, -0.0, 0.0, -1.0, np.inf, 1.0, 65504.0, 0.5]], np.float16)
    got = S.taddrelu(a, b, target="a2a3")
    assert got.view(np.uint16).tolist() == [[0, 0, 0, 0, 0, 0x7c00, 0x7c00, 0]]  # NaN, -0, +0 sums: +0; overflow: inf
    i = np.array([[32767, -32768, 100]], np.int16)
    assert S.taddrelu(i, np.array([[1, -1, -100]], np.int16), target="a2a3").tolist() == [[0, 32767, 0]]  # wraps


def test_taddrelu_runs_on_a2a3_and_is_refused_elsewhere(tmp_path, capsys):
    tt = "!pto.tile_buf<vec, 4x32xf32>"
    vv = "!pto.partition_tensor_view<4x32xf32>"
    src = f"""func.func @k(%a: !pto.ptr<f32>, %c: !pto.ptr<f32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %va = pto.make_tensor_view %a, shape = [%c4, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>
  %vc = pto.make_tensor_view %c, shape = [%c4, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>
  %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c4, %c32] : !pto.tensor_view<?x?xf32> -> {vv}
  %pc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c4, %c32] : !pto.tensor_view<?x?xf32> -> {vv}
  %t = pto.alloc_tile : {tt}
  %d = pto.alloc_tile : {tt}
  pto.tload ins(%pa : {vv}) outs(%t : {tt})
  pto.taddrelu ins(%t, %t : {tt}, {tt}) outs(%d : {tt})
  pto.tstore ins(%d : {tt}) outs(%pc : {vv})
  return
}}
"""
    a = sample(RNG, "f32", (128,))
    got = ptoisa.run(src, args={"a": a, "c": np.zeros(128, np.float32)}, target="a2a3").buffers["c"]
    assert_bits_equal(got, _addrelu(a, a))
    for target, name in (("a5", "A5"), ("cpu", "CPU")):
        code, out = verify_cli(tmp_path, capsys, src, target)
        assert code == 1 and f"k.pto:13:3: error: pto.taddrelu is not an op of {name}" in out, out
        assert "D-TADDRELU-TARGETS" in out


# --- the syntax language and the pages -------------------------------------------------------

def test_the_syntax_forms_read_lists_groups_arrows_and_bare_outs():
    from ptoisa.lang.syntax import SyntaxFormError, parse_form
    f = parse_form("dps", "default", "pto.tsync ins(%events... : !pto.tile_buf<...>...)")
    assert (f.operands, f.operand_types, f.variadic) == (("events",), ("!pto.tile_buf<...>",), ("events",))
    f = parse_form("ssa", "soft", "pto.syncall(%gm, %n : !pto.ptr<i32, gm>, i32) mode = #pto.sync_all_mode<soft>, "
                   "core_type = #pto.sync_core_type<\"CORE_TYPE\">")
    assert (f.operands, f.operand_types, f.results) == (("gm", "n"), ("!pto.ptr<i32, gm>", "i32"), ())
    f = parse_form("dps", "default", "%v = pto.tgetval ins(%t, %i : !pto.tile_buf<...>, index) outs : T")
    assert (f.results, f.result_types, f.operand_types) == (("v",), ("T",), ("!pto.tile_buf<...>", "index"))
    f = parse_form("ssa", "default", "%t = pto.declare_tile -> !pto.tile_buf<...>")
    assert (f.operands, f.result_types) == ((), ("!pto.tile_buf<...>",))
    with pytest.raises(SyntaxFormError, match="last operand of an ins"):
        parse_form("dps", "default", "pto.x ins(%e..., %f : T..., T)")
    with pytest.raises(SyntaxFormError, match="gives 2 operand.s. and 1 type"):
        parse_form("ssa", "default", "pto.x(%a, %b : i32) k = #pto.k<\"K\">")


def test_the_pages_show_the_forms_and_decisions(isa):
    root = __import__("conftest").ROOT / "generated/docs"
    sync = (root / "ops/tile_sync/syncall.md").read_text()
    assert "pto.syncall(%gm_workspace, %used_cores : !pto.ptr<i32, gm>, i32) mode = #pto.sync_all_mode<soft>" in sync
    assert "D-SYNCALL-RUN" in sync and "D-SYNCALL-TARGETS" in sync
    assert "ins(%events... : !pto.tile_buf<...>...)" in (root / "ops/tile_sync/tsync.md").read_text()
    assert "D-TALIAS" in (root / "ops/tile_view/talias.md").read_text()
    decisions = (root / "decisions.md").read_text()
    for d in ("D-TSYNC-EVENTS", "D-SYNCALL-RUN", "D-SYNCALL-TARGETS", "D-TALIAS", "D-DECLARE-TILE",
              "D-DECLARE-GLOBAL", "D-MULTI-TILE-SLOTS", "D-TILE-ELEMENT-OFFSET", "D-TADDRELU-TARGETS"):
        assert d in decisions


# --- the printed pseudocode runs ---------------------------------------------------------------

@pytest.mark.parametrize("t", ["f32", "f16", "bf16", "i8", "u16", "i32", "i64"])
def test_the_element_pseudocode_agrees_with_the_semantics(t):
    from ptoisa.lang.pseudocode import run_pseudocode
    values = sample(RNG, t, (2, 16))
    for k in (0, 5, 17, 31):
        tl = tile(t, 2, 16)
        tl.write(values)
        out: dict = {}
        run_pseudocode(op("tgetval").pseudocode, {"src": values.reshape(-1).copy()}, {"offset": k, "dst": NP[t](0)},
                       elem=t, scalars_out=out)
        same_or_nan(np.atleast_1d(NP[t](out["dst"])), np.atleast_1d(S.tgetval(tl, k)))
        v = sample(RNG, t, (3,))[1]
        storage = values.reshape(-1).copy()
        run_pseudocode(op("tsetval").pseudocode, {"dst": storage}, {"offset": k, "val": v}, elem=t)
        S.tsetval(k, v, tl)
        same_or_nan(tl.values().reshape(-1), storage)


def same_or_nan(got, want):
    """Bits equal, except that a NaN matches any NaN: the pseudocode's scalars are Python numbers,
    which keep no NaN payload (the semantics' payloads are pinned above)."""
    if np.dtype(got.dtype).kind in "iu":
        assert_bits_equal(got, want)
        return
    g, w = got.astype(np.float64), want.astype(np.float64)
    assert np.array_equal(np.isnan(g), np.isnan(w))
    assert_bits_equal(got[~np.isnan(g)], want[~np.isnan(w)])


@pytest.mark.parametrize(("core_type", "used", "blocks", "sub", "before"), [
    ("aiv_only", 0, 1, 1, 0), ("aiv_only", 0, 2, 1, 1), ("aiv_only", 0, 2, 1, 4), ("aiv_only", 3, 8, 1, 5),
    ("mix", 0, 1, 1, 1), ("mix", 0, 2, 2, 3), ("mix", 2, 4, 1, 0)])
def test_the_syncall_pseudocode_agrees_with_the_semantics(core_type, used, blocks, sub, before):
    """The soft barrier's arithmetic: the counter after the add, and whether it reached the target."""
    from ptoisa.lang.clike import parse_program
    from ptoisa.lang.pseudocode import Interpreter
    sync = op("syncall")
    ws = np.zeros(16, np.int32)
    ws[0] = before
    run = Interpreter(parse_program(sync.pseudocode), elem="i32", acc="i32", float_eval="native", canonical_nan=False,
                      macros={}, functions=None)
    run.run({"gm_workspace": ws}, {"used_cores": used, "core_type": sync.attributes[0].values.index(core_type),
                                   "BLOCK_NUM": blocks, "SUBBLOCKDIM": sub})
    passes = int(ws[0]) >= run.scopes[1]["target"]  # the code's own locals
    mem = np.zeros(64, np.uint8)
    mem[:4] = np.array([before], np.int32).view(np.uint8)
    ptr = S.Ptr(mem, 0, "i32", "gm")
    try:
        S.syncall(ptr, used, core_type=core_type, mode="soft", spr={"BLOCK_NUM": blocks, "SUBBLOCKDIM": sub},
                  target="a2a3")
        ok = True
    except S.SemanticsError:
        ok = False
    assert (ok, int(mem[:4].view(np.int32)[0])) == (passes, int(ws[0]))


def test_a_multi_tile_at_an_explicit_address_with_dynamic_valid_shapes_runs():
    """Slot 1 of two 4x8 f32 slots (128 bytes each) from byte 1024 starts at 1152; both have the
    valid shape 3x5 the operands give."""
    t = "!pto.tile_buf<vec, 4x8xf32, valid=?x?>"
    m = "!pto.multi_tile_buf<vec, 4x8xf32, valid=?x?, count=2>"
    src = f"""func.func @k() -> (!pto.ptr<f32, ub>, index, index) {{
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %base = arith.constant 1024 : i64
  %mb = pto.alloc_multi_tile addr = %base valid_row = %c3 valid_col = %c5 : {m}
  %s1 = pto.multi_tile_get %mb[%c1] : {m} -> {t}
  %p = pto.tile_buf_addr %s1 : {t} -> !pto.ptr<f32, ub>
  %r, %c = pto.get_validshape %s1 : {t}
  return %p, %r, %c : !pto.ptr<f32, ub>, index, index
}}
"""
    assert verify_text(src, "a5") == []
    p, r, c = ptoisa.run(src).returned
    assert (p.addr, int(r), int(c)) == (1152, 3, 5)
    [(line, message)] = failed(src.replace("constant 1024", "constant 1040"))
    assert line == 6 and "cannot start at byte 1040" in message
