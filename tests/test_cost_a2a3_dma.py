"""A2/A3 cycles of the DMA copies (D-A2A3-DMA): the bytes each copy's formula counts over its
constant operands (and loop registers), through its pipe's fitted bandwidth
(D-A2A3-TRANSFER). Expected cycles are worked out here from pto-isa's parameters
(arch_config.hpp: MakeFittedHillModel, kA2A3ArchConfig, kMainFrequencyHz), not from the tables."""
from fractions import Fraction

import pytest

from ptoisa.cost import estimate_text
from ptoisa_ref import costs as C

CLOCK_HZ = 1_850_000_000  # kMainFrequencyHz
PIPES = {  # peak GiB/s and the bytes reaching half of it, as arch_config.hpp gives them
    "GM_TO_UB": (Fraction("247.16"), 30643),
    "UB_TO_GM": (Fraction("28.19"), 1755),
    "UB_TO_UB": (Fraction("1024.0"), 0),  # no fit: the flat table at every size
}


def by_hand(pipe, nbytes):
    """floor((half + B) x clock / (peak x 2^30)); nothing moved: 0."""
    if nbytes == 0:
        return 0
    peak, half = PIPES[pipe]
    return int((half + nbytes) * CLOCK_HZ / (peak * 2 ** 30))


def test_by_hand_figures():
    """The formula at a few sizes, computed in decimal: 4096 bytes on GM_TO_UB is 34739 x 1.85e9 /
    (247.16 x 2^30) = 242.17...; 1 byte on UB_TO_GM 1756 x 1.85e9 / (28.19 x 2^30) = 107.3...;
    128 blocks of 32 bytes on UB_TO_UB 4096 x 1.85e9 / 2^40 = 6.89..."""
    assert by_hand("GM_TO_UB", 4096) == 242
    assert by_hand("UB_TO_GM", 1) == 107
    assert by_hand("UB_TO_UB", 4096) == 6


def _kernel(body, consts, args="%gm: !pto.ptr<f32, gm>, %ub: !pto.ptr<f32, ub>, %x: i64"):
    lines = "\n".join(f"  %c{v} = arith.constant {v} : i64" for v in sorted(set(consts)))
    return (f'module attributes {{pto.target_arch = "a2a3"}} {{\nfunc.func @k({args}) {{\n'
            f"  %false = arith.constant false\n{lines}\n{body}\n  return\n}}\n}}\n")


def _copy_in(n, length, src="%gm", dst="%ub"):
    return (f"  pto.copy_gm_to_ubuf {src}, {dst}, %c0, %c{n}, %c{length}, %c0, %c0, %false, %c0, %c{length}, "
            f"%c{length} : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64, i1, i64, i64, i64")


def _copy_out(n, length):
    return (f"  pto.copy_ubuf_to_gm %ub, %gm, %c0, %c{n}, %c{length}, %c0, %c{length}, %c{length} "
            f": !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64, i64, i64")


def _rows(est):
    return {r.op: (r.issues, r.cycles_each, r.cycles) for r in est.ops}


@pytest.mark.parametrize("n, length", [(1, 32), (32, 128), (4095, 64), (0, 128)])
def test_copy_gm_to_ubuf_costs_its_bytes_on_gm_to_ub(n, length):
    est = estimate_text(_kernel(_copy_in(n, length), [0, n, length]), "a2a3")
    want = by_hand("GM_TO_UB", n * length)
    assert est.complete and est.notes == [] and est.total == want
    assert _rows(est)["pto.copy_gm_to_ubuf"] == (1, want, want)


@pytest.mark.parametrize("n, length", [(1, 1), (8, 256), (64, 512)])
def test_copy_ubuf_to_gm_costs_its_bytes_on_ub_to_gm(n, length):
    est = estimate_text(_kernel(_copy_out(n, length), [0, n, length]), "a2a3")
    assert est.complete and est.total == by_hand("UB_TO_GM", n * length)


def test_loop_registers_multiply_the_bytes_and_hold_until_set_again():
    """set_loop_size_outtoub (loop2 3, loop1 2): the copy after it moves 3 x 2 x 4 x 128 bytes; a
    second set to (1, 1) brings the next copy back to 4 x 128 (D-DMA-LOOP-SIZE-ORDER). A UB to GM
    copy reads its own bank (ubtoout), never set: counts 1."""
    body = "\n".join([
        "  pto.set_loop_size_outtoub %c3, %c2 : i64, i64",
        _copy_in(4, 128),
        "  pto.set_loop_size_outtoub %c1, %c1 : i64, i64",
        _copy_in(4, 128),
        _copy_out(4, 128)])
    est = estimate_text(_kernel(body, [0, 1, 2, 3, 4, 128]), "a2a3")
    big, small = by_hand("GM_TO_UB", 3 * 2 * 4 * 128), by_hand("GM_TO_UB", 4 * 128)
    # (the register writes themselves have no cycles in the model: their own note)
    assert [n.message for n in est.notes] == ["pto.set_loop_size_outtoub (i64): no A2/A3 cycle-model data"]
    assert _rows(est)["pto.copy_gm_to_ubuf"] == (2, None, big + small)  # two sizes: cycles/issue varies
    assert est.total == big + small + by_hand("UB_TO_GM", 4 * 128)


def test_a_loop_register_set_from_a_value_that_is_not_a_constant_is_assumed_1_with_a_note():
    body = "\n".join(["  pto.set_loop_size_outtoub %x, %c1 : i64, i64", _copy_in(2, 64)])
    est = estimate_text(_kernel(body, [0, 1, 2, 64]), "a2a3")
    assert est.total == by_hand("GM_TO_UB", 2 * 64) and not est.complete
    assert [n.message for n in est.notes if "copy" in n.message] == [
        "pto.copy_gm_to_ubuf: the outtoub register loop2_count was set from a value that is not a constant; "
        "the cost assumes 1 (D-A2A3-DMA)"]


def test_an_operand_that_is_not_a_constant_is_a_note_naming_it():
    body = _copy_in(4, 128).replace("%c0, %c4, %c128, %c0", "%c0, %x, %c128, %c0")
    est = estimate_text(_kernel(body, [0, 4, 128]), "a2a3")
    assert est.total == 0 and not est.complete
    (note,) = est.notes
    assert note.issues == 1 and note.message.startswith(
        "pto.copy_gm_to_ubuf: n_burst (%x) not a constant, so the bytes it moves are unknown")


def test_a_copy_in_a_loop_counts_each_trip():
    body = ("  %lb = arith.constant 0 : index\n  %ub8 = arith.constant 8 : index\n  %one = arith.constant 1 : index\n"
            "  scf.for %i = %lb to %ub8 step %one {\n" + _copy_in(16, 256) + "\n  }")
    est = estimate_text(_kernel(body, [0, 16, 256]), "a2a3")
    assert est.complete and est.total == 8 * by_hand("GM_TO_UB", 16 * 256)


def _grouped(op, loops, pad=False):
    groups = "".join(f" loop(%c{c}, %c0, %c0)" for c in loops)
    types = "".join(", loop i64, i64, i64" for _ in loops)
    if op == "mte_gm_ub":
        padding = " pad(%pv)" if pad else ""
        return (f"  pto.mte_gm_ub %gm, %ub, %c0, %c96 nburst(%c5, %c96, %c96){groups}{padding} : !pto.ptr<f32, gm>, "
                f"!pto.ptr<f32, ub>, i64, i64, i64, i64, i64{types}{', pad f32' if pad else ''}")
    return (f"  pto.mte_ub_gm %ub, %gm, %c96 nburst(%c5, %c96, %c96){groups} : !pto.ptr<f32, ub>, "
            f"!pto.ptr<f32, gm>, i64, i64, i64, i64{types}")


@pytest.mark.parametrize("loops", [(), (3,), (3, 2), (3, 2, 7)])
def test_the_grouped_copies_multiply_their_loop_groups(loops):
    """5 rows of 96 bytes times each written loop(...) count (absent groups count 1); pad bytes are
    not counted."""
    factor = 1
    for c in loops:
        factor *= c
    consts = [0, 5, 96, *loops]
    est = estimate_text(_kernel(_grouped("mte_gm_ub", loops), consts), "a2a3")
    assert est.complete and est.total == by_hand("GM_TO_UB", 5 * 96 * factor)
    est = estimate_text(_kernel(_grouped("mte_ub_gm", loops), consts), "a2a3")
    assert est.complete and est.total == by_hand("UB_TO_GM", 5 * 96 * factor)
    body = "  %pv = arith.constant 0.0 : f32\n" + _grouped("mte_gm_ub", loops, pad=True)
    assert estimate_text(_kernel(body, consts), "a2a3").total == by_hand("GM_TO_UB", 5 * 96 * factor)


def test_ub_to_ub_copies_count_32_byte_blocks_at_the_flat_bandwidth():
    args = "%a: !pto.ptr<i16, ub>, %b: !pto.ptr<i16, ub>"
    body = "\n".join([
        "  pto.copy_ubuf_to_ubuf %a, %b, %c0, %c8, %c16, %c0, %c0 : !pto.ptr<i16, ub>, !pto.ptr<i16, ub>, i64, i64, "
        "i64, i64, i64",
        "  pto.mte_ub_ub %a, %b, %c16 nburst(%c8, %c0, %c0) : !pto.ptr<i16, ub>, !pto.ptr<i16, ub>, i64, i64, i64, "
        "i64"])
    est = estimate_text(_kernel(body, [0, 8, 16], args), "a2a3")
    each = by_hand("UB_TO_UB", 8 * 16 * 32)
    assert est.complete and each == 6 and est.total == 2 * each


def test_ub_to_l1_has_no_pipe_and_a5_keeps_no_dma_number():
    args = "%a: !pto.ptr<i16, ub>, %b: !pto.ptr<i16, l1>"
    body = ("  pto.mte_ub_l1 %a, %b, %c16 nburst(%c8, %c0, %c0) : !pto.ptr<i16, ub>, !pto.ptr<i16, l1>, i64, i64, "
            "i64, i64")
    est = estimate_text(_kernel(body, [0, 8, 16], args), "a2a3")
    assert not est.complete and est.total == 0
    est = estimate_text(_kernel(_copy_in(4, 128), [0, 4, 128]).replace('"a2a3"', '"a5"'), "a5")
    assert not est.complete and est.total == 0


def test_the_query_api_names_what_it_needs():
    assert C.a2a3_transfer_names("copy_gm_to_ubuf") == (("n_burst", "len_burst", "loop1_count", "loop2_count"),
                                                        {}, "outtoub")
    got = C.cost("mte_gm_ub", "a2a3", "f32", operands={"n_burst": 32, "len_burst": 128})
    assert got.total == by_hand("GM_TO_UB", 4096) and got.breakdown["bytes"] == 4096
    with pytest.raises(C.CostUnavailable, match="depend on its operands"):
        C.cost("copy_ubuf_to_gm", "a2a3", "f32")
    with pytest.raises(C.CostUnavailable, match="need n_burst"):
        C.cost("copy_ubuf_to_gm", "a2a3", "f32", operands={"len_burst": 4})


def test_a_dynamic_valid_shape_given_as_constants_by_alloc_tile_is_costed():
    """v_row=?/v_col=? with alloc_tile's valid_row = 8, valid_col = 32: the 8x32 i32 load moves
    1024 bytes on GM_TO_UB; a tile whose valid shape is not a constant keeps its note."""
    tile = ("!pto.tile_buf<loc=vec, dtype=i32, rows=8, cols=32, v_row=?, v_col=?, blayout=row_major, "
            "slayout=none_box, fractal=512, pad=0>")
    text = f"""module attributes {{pto.target_arch = "a2a3"}} {{
func.func @k(%a: !pto.ptr<i32>, %n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %v = pto.make_tensor_view %a, shape = [%c8, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xi32>
  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c8, %c32] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<8x32xi32>
  %t = pto.alloc_tile valid_row = %c8 valid_col = %c32 : {tile}
  pto.tload ins(%p : !pto.partition_tensor_view<8x32xi32>) outs(%t : {tile})
  %u = pto.alloc_tile valid_row = %n valid_col = %c32 : {tile}
  pto.tload ins(%p : !pto.partition_tensor_view<8x32xi32>) outs(%u : {tile})
  return
}}
}}
"""
    est = estimate_text(text, "a2a3")
    assert est.total == by_hand("GM_TO_UB", 8 * 32 * 4) == 220
    assert [n.message.split(",")[0] for n in est.notes] == ["pto.tload: the valid shape is dynamic"]


def test_run_profile_costs_each_copy_from_the_values_it_ran_with():
    """ptoisa run --profile on A2/A3 costs a copy from its operands and the registers as they held
    when it ran: loop1 count 2 set through a register from a function argument (which the static
    estimate cannot read) moves 2 x 4 x 128 bytes; the grouped store 4 x 128."""
    import numpy as np
    import ptoisa
    src = '''module attributes {pto.target_arch = "a2a3"} {
func.func @k(%gm: !pto.ptr<f32, gm>, %out: !pto.ptr<f32, gm>, %loops: i64) {
  %false = arith.constant false
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c128 = arith.constant 128 : i64
  %ub = pto.castptr %c0 : i64 -> !pto.ptr<f32, ub>
  pto.set_loop_size_outtoub %c1, %loops : i64, i64
  pto.copy_gm_to_ubuf %gm, %ub, %c0, %c4, %c128, %c0, %c0, %false, %c0, %c128, %c128 : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64, i1, i64, i64, i64
  pto.mte_ub_gm %ub, %out, %c128 nburst(%c4, %c128, %c128) : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64
  return
}
}
'''
    r = ptoisa.run(src, args={"gm": np.arange(256, dtype=np.float32), "out": np.zeros(128, np.float32), "loops": 2},
                   target="a2a3")
    rows = {row.op: row for row in r.cost_rows}
    copy, store = rows["pto.copy_gm_to_ubuf"], rows["pto.mte_ub_gm"]
    assert copy.cycles_each == by_hand("GM_TO_UB", 2 * 4 * 128) == 220
    assert dict(copy.operands) == {"n_burst": 4, "len_burst": 128, "loop1_count": 2, "loop2_count": 1}
    assert store.cycles_each == by_hand("UB_TO_GM", 4 * 128) == 138
    est = estimate_text(src, "a2a3")  # the argument is not a constant: assumed 1, and said so
    assert {r.op: r.cycles_each for r in est.ops}["pto.copy_gm_to_ubuf"] == by_hand("GM_TO_UB", 4 * 128)
    assert any("loop1_count was set from a value that is not a constant" in n.message for n in est.notes)


def test_set_validshape_with_constants_changes_the_costed_valid_shape():
    """alloc_tile 8x32, then set_validshape to 4x32: the tload after it moves 512 bytes; set from
    an argument, the next tload's valid shape is unknown again (a note)."""
    tile = ("!pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=32, v_row=?, v_col=?, blayout=row_major, "
            "slayout=none_box, fractal=512, pad=0>")
    text = f"""module attributes {{pto.target_arch = "a2a3"}} {{
func.func @k(%a: !pto.ptr<f32>, %n: index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %v = pto.make_tensor_view %a, shape = [%c8, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>
  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c4, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x32xf32>
  %t = pto.alloc_tile valid_row = %c8 valid_col = %c32 : {tile}
  pto.set_validshape %t, %c4, %c32 : {tile}
  pto.tload ins(%p : !pto.partition_tensor_view<4x32xf32>) outs(%t : {tile})
  pto.set_validshape %t, %n, %c32 : {tile}
  pto.tload ins(%p : !pto.partition_tensor_view<4x32xf32>) outs(%t : {tile})
  return
}}
}}
"""
    est = estimate_text(text, "a2a3")
    assert est.errors == [] and est.total == by_hand("GM_TO_UB", 4 * 32 * 4)
    assert [n.line for n in est.notes] == [14]
