"""Device-like GM (issue 21 item 4) on the paths that reach GM outside DMA, tload/tstore and the
index moves' main reads: the GM-to-L1 gather's index reads and its scratch image, and syncall's
arrival counter. A read past an argument's allocation runs on the fill with one located warning;
a write past it is an error naming the argument. (The tile sorts, tsort32 and tmrgsort, read and
write unified-buffer tiles only, and the micro-op sorts go through memory._span: no GM path of
their own.)"""
import numpy as np
import pytest

import ptoisa
from ptoisa.interp.run import RunFailed

NZ = ("!pto.tile_buf<loc=mat, dtype=f16, rows=32, cols=32, v_row=32, v_col=32, blayout=col_major, "
      "slayout=row_major, fractal=512, pad=0>")


def _gather_l1(coalesce):
    """mgather of a 64x32 f16 table into an Nz mat tile, indices from a GM view (1x32 for row,
    32x32 for elem, which stages the tile through a 32x32 GM scratch view); gatherOob zero."""
    elem = coalesce == "elem"
    ishape = "32x32" if elem else "1x32"
    scratch, stype = (", %scr", ", !pto.partition_tensor_view<32x32xf16>") if elem else ("", "")
    return f"""func.func @k(%m: !pto.ptr<f16>, %i: !pto.ptr<i32>, %s: !pto.ptr<f16>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %ir = arith.constant {ishape.split('x')[0]} : index
  %vm = pto.make_tensor_view %m, shape = [%c64, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf16>
  %mem = pto.partition_view %vm, offsets = [%c0, %c0], sizes = [%c64, %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<64x32xf16>
  %vi = pto.make_tensor_view %i, shape = [%ir, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xi32>
  %idx = pto.partition_view %vi, offsets = [%c0, %c0], sizes = [%ir, %c32] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<{ishape}xi32>
  %vs = pto.make_tensor_view %s, shape = [%c32, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf16>
  %scr = pto.partition_view %vs, offsets = [%c0, %c0], sizes = [%c32, %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x32xf16>
  %dst = pto.alloc_tile : {NZ}
  pto.mgather ins(%mem, %idx{scratch} : !pto.partition_tensor_view<64x32xf16>, !pto.partition_tensor_view<{ishape}xi32>{stype}) outs(%dst : {NZ}) {{coalesce = #pto<coalesce {coalesce}>, gatherOob = #pto<gather_oob zero>}}
  return
}}
"""


TABLE = np.arange(64 * 32).astype(np.float16)


@pytest.mark.parametrize("target", ["a5", "a2a3"])
@pytest.mark.parametrize("coalesce, read", [("row", 32 * 4), ("elem", 32 * 32 * 4)])
def test_the_l1_gathers_index_read_past_its_allocation_is_a_warning(target, coalesce, read):
    """8 indices allocated (32 bytes); row reads 32 of them (bytes 0..127), elem 32x32 (0..4095):
    one warning at the mgather naming %i and the bytes past the allocation; the fill's indices
    (0x7f7f7f7f, past the table) gather zeros under gatherOob zero, so the run completes."""
    r = ptoisa.run(_gather_l1(coalesce), target=target,
                   args={"m": TABLE, "i": np.zeros(8, np.int32), "s": np.zeros(1024, np.float16)})
    assert [(w.line, w.severity, w.message) for w in r.warnings] == [
        (14, "warning", f"pto.mgather read bytes 32..{read - 1} of GM argument %i, past its allocation (32 bytes); "
                        "a device reads whatever lies there, this run the fill byte 0x7f")]


@pytest.mark.parametrize("target", ["a5", "a2a3"])
def test_the_l1_gathers_index_read_within_its_allocation_is_silent(target):
    r = ptoisa.run(_gather_l1("row"), target=target,
                   args={"m": TABLE, "i": np.arange(32, dtype=np.int32), "s": np.zeros(1024, np.float16)})
    assert r.warnings == []


@pytest.mark.parametrize("target", ["a5", "a2a3"])
def test_the_l1_gathers_scratch_image_past_its_allocation_is_an_error(target):
    """elem stages the 32x32 f16 tile (2048 bytes) into scratch; %s holds 100 f16 (200 bytes)."""
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(_gather_l1("elem"), target=target,
                   args={"m": TABLE, "i": np.zeros(1024, np.int32), "s": np.zeros(100, np.float16)})
    f = exc.value.findings[0]
    assert (f.line, f.message) == (14, "pto.mgather: writes bytes 0..2047 of GM argument %s, past its "
                                       "allocation (200 bytes)")


def _syncall(offset):
    return f"""func.func @k(%ws: !pto.ptr<i32, gm>) {{
  %off = arith.constant {offset} : index
  %p = pto.addptr %ws, %off : !pto.ptr<i32, gm> -> !pto.ptr<i32, gm>
  pto.syncall(%p : !pto.ptr<i32, gm>) mode = #pto.sync_all_mode<soft>, core_type = #pto.sync_core_type<aiv_only>
  return
}}
"""


@pytest.mark.parametrize("target", ["a5", "a2a3"])
def test_the_soft_barriers_counter_past_the_workspace_is_an_error(target):
    """Two i32 allocated (8 bytes); the counter at element 2 (bytes 8..11) is read and written back."""
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(_syncall(2), target=target, args={"ws": np.zeros(2, np.int32)})
    f = exc.value.findings[0]
    assert (f.line, f.message) == (4, "pto.syncall: writes bytes 8..11 of GM argument %ws, past its allocation "
                                      "(8 bytes)")


@pytest.mark.parametrize("target", ["a5", "a2a3"])
def test_the_soft_barriers_counter_inside_the_workspace_counts(target):
    """The last element of the allocation (bytes 4..7): 0 -> 1, one block alone passes (D-SYNCALL-RUN)."""
    r = ptoisa.run(_syncall(1), target=target, args={"ws": np.zeros(2, np.int32)})
    assert r.warnings == [] and list(r.buffers["ws"]) == [0, 1]


ZZ = ("!pto.tile_buf<loc=vec, dtype=!pto.f8E8M0, rows=32, cols=32, v_row=32, v_col=32, blayout=row_major, "
      "slayout=row_major, fractal=32, pad=0>")
ZZ_STORE = f"""func.func @k(%o: !pto.ptr<!pto.f8E8M0>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %v = pto.make_tensor_view %o, shape = [%c32, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?x!pto.f8E8M0>
  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c32, %c32] : !pto.tensor_view<?x?x!pto.f8E8M0> -> !pto.partition_tensor_view<32x32x!pto.f8E8M0>
  %t = pto.alloc_tile : {ZZ}
  pto.tstore ins(%t : {ZZ}) outs(%p : !pto.partition_tensor_view<32x32x!pto.f8E8M0>)
  return
}}
"""


def test_a_zz_tiles_byte_store_past_its_allocation_is_an_error():
    """tstore of a ZZ tile of 8-bit exponents stores its 1024 bytes in storage order (D-TMOV-ZZ);
    into 100 allocated bytes it is an error at the store; into 1024 it runs without a warning."""
    assert ptoisa.run(ZZ_STORE, args={"o": np.zeros(1024, np.uint8)}, target="a5").warnings == []
    with pytest.raises(RunFailed) as exc:
        ptoisa.run(ZZ_STORE, args={"o": np.zeros(100, np.uint8)}, target="a5")
    f = exc.value.findings[0]
    assert (f.line, f.message) == (8, "pto.tstore: writes bytes 0..1023 of GM argument %o, past its allocation "
                                      "(100 bytes)")
