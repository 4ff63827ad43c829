"""tgather's mask form (D-TGATHER-MASK): PTOAS's `ins(%src, {maskPattern = ...} : T, "row"|"col")`
read, verified and run; expected picks from plain loops."""

import numpy as np
import pytest

import ptoisa
from ptoisa.cli import main
from ptoisa_ref import semantics as S

PICK = {"P1111": (0, 1), "P0101": (0, 2), "P1010": (1, 2), "P0001": (0, 4), "P0010": (1, 4),
        "P0100": (2, 4), "P1000": (3, 4)}


def _kernel(pattern, axis, dr, dc):
    axis_text = f', "{axis}"' if axis else ""
    return f"""func.func @k(%s: !pto.ptr<f32>, %o: !pto.ptr<f32>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %cr = arith.constant {dr} : index
    %cc = arith.constant {dc} : index
    %vs = pto.make_tensor_view %s, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %vo = pto.make_tensor_view %o, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?xf32>
    %ps = pto.partition_view %vs, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>
    %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%cr, %cc] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<{dr}x{dc}xf32>
    %ts = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    %td = pto.alloc_tile : !pto.tile_buf<vec, {dr}x{dc}xf32>
    pto.tload ins(%ps : !pto.partition_tensor_view<16x16xf32>) outs(%ts : !pto.tile_buf<vec, 16x16xf32>)
    pto.tgather ins(%ts, {{maskPattern = #pto.mask_pattern<{pattern}>}} : !pto.tile_buf<vec, 16x16xf32>{axis_text}) outs(%td : !pto.tile_buf<vec, {dr}x{dc}xf32>)
    pto.tstore ins(%td : !pto.tile_buf<vec, {dr}x{dc}xf32>) outs(%po : !pto.partition_tensor_view<{dr}x{dc}xf32>)
    return
}}
"""


@pytest.mark.parametrize("pattern", sorted(PICK))
@pytest.mark.parametrize("axis", [None, "row", "col"])
def test_mask_form_runs_as_written(pattern, axis):
    start, step = PICK[pattern]
    src = np.arange(256, dtype=np.float32).reshape(16, 16) - 100.5
    if axis == "col":
        dr, dc = 16 // step, 16
        want = np.array([[src[start + r * step, j] for j in range(dc)] for r in range(dr)], np.float32)
    else:
        dr, dc = 16, 16 // step
        want = np.array([[src[i, start + c * step] for c in range(dc)] for i in range(dr)], np.float32)
    out = np.zeros(dr * dc, np.float32)
    res = ptoisa.run(_kernel(pattern, axis, dr, dc), args={"s": src.reshape(-1), "o": out}, target="a5")
    assert np.array_equal(res.buffers["o"].reshape(dr, dc), want)


def test_a_row_pick_past_the_row_runs_on_into_the_next_rows():
    ub = np.zeros(4096, np.uint8)
    s = S.Tile(ub, 0, "f32", 4, 8)
    s.write(np.arange(32, dtype=np.float32).reshape(4, 8))
    d = S.Tile(ub, 1024, "f32", 2, 8, valid_rows=2, valid_cols=6)
    S.tgather(s, dst=d, maskPattern="P0010")  # start 1, step 4: 1, 5, 9, ... counted flat
    assert d.values()[:2, :6].tolist() == [[1.0 + 4 * c for c in range(6)], [9.0 + 4 * c for c in range(6)]]


def test_the_cpu_simulator_packs_a_row_pick_from_dst_first():
    ub = np.zeros(4096, np.uint8)
    s = S.Tile(ub, 0, "f32", 2, 8, valid_rows=2, valid_cols=6)
    s.write(np.arange(16, dtype=np.float32).reshape(2, 8))
    d = S.Tile(ub, 1024, "f32", 2, 4)
    S.tgather(s, dst=d, maskPattern="P0101", target="cpu")
    # picks of row 0 (0, 2, 4) then row 1 (8, 10, 12), one after another
    assert d.values().reshape(-1)[:6].tolist() == [0.0, 2.0, 4.0, 8.0, 10.0, 12.0]


def test_the_verifier_checks_the_mask_form(tmp_path, capsys):
    f = tmp_path / "k.pto"
    text = _kernel("P0101", "row", 16, 8)
    f.write_text(text.replace(', "row")', ', "diag")'))
    code = main(["verify", str(f), "--target", "a5"])
    out = capsys.readouterr()
    assert code == 1 and "Traceback" not in out.err + out.out
    assert "axis" in out.err + out.out, out.err + out.out
    f.write_text(text)
    assert main(["verify", str(f), "--target", "a5"]) == 0


def _scatter_kernel(pattern, axis, sr, sc, dr, dc):
    axis_text = f', "{axis}"' if axis else ""
    return f"""func.func @k(%s: !pto.ptr<f32>, %o: !pto.ptr<f32>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %csr = arith.constant {sr} : index
    %csc = arith.constant {sc} : index
    %cr = arith.constant {dr} : index
    %cc = arith.constant {dc} : index
    %vs = pto.make_tensor_view %s, shape = [%csr, %csc], strides = [%csc, %c1] : !pto.tensor_view<?x?xf32>
    %vo = pto.make_tensor_view %o, shape = [%cr, %cc], strides = [%cc, %c1] : !pto.tensor_view<?x?xf32>
    %ps = pto.partition_view %vs, offsets = [%c0, %c0], sizes = [%csr, %csc] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<{sr}x{sc}xf32>
    %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%cr, %cc] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<{dr}x{dc}xf32>
    %ts = pto.alloc_tile : !pto.tile_buf<vec, {sr}x{sc}xf32>
    %td = pto.alloc_tile : !pto.tile_buf<vec, {dr}x{dc}xf32>
    pto.tload ins(%ps : !pto.partition_tensor_view<{sr}x{sc}xf32>) outs(%ts : !pto.tile_buf<vec, {sr}x{sc}xf32>)
    pto.tload ins(%po : !pto.partition_tensor_view<{dr}x{dc}xf32>) outs(%td : !pto.tile_buf<vec, {dr}x{dc}xf32>)
    pto.tscatter ins(%ts, {{maskPattern = #pto.mask_pattern<{pattern}>}} : !pto.tile_buf<vec, {sr}x{sc}xf32>{axis_text}) outs(%td : !pto.tile_buf<vec, {dr}x{dc}xf32>)
    pto.tstore ins(%td : !pto.tile_buf<vec, {dr}x{dc}xf32>) outs(%po : !pto.partition_tensor_view<{dr}x{dc}xf32>)
    return
}}
"""


@pytest.mark.parametrize("pattern", ["P1111", "P0101", "P1010", "P0001", "P1000"])
@pytest.mark.parametrize("axis", ["row", "col"])
def test_scatter_mask_form_runs_as_written(pattern, axis):
    start, step = PICK[pattern]
    if axis == "row":
        sr, sc, dr, dc = 4, 8, 4, 8 * step
    else:
        sr, sc, dr, dc = 16 // step, 8, 16, 8
    src = np.arange(sr * sc, dtype=np.float32).reshape(sr, sc) + 1
    before = np.full((dr, dc), -7.0, np.float32)
    want = before.copy()
    if axis == "row":
        for i in range(sr):
            for j in range(dc):
                want[i, j] = src[i, (j - start) // step] if j >= start and (j - start) % step == 0 else 0.0
    else:
        if pattern != "P1111":
            want[:] = 0.0
        for r in range(sr):
            want[start + r * step, :sc] = src[r]
    res = ptoisa.run(_scatter_kernel(pattern, axis, sr, sc, dr, dc),
                     args={"s": src.reshape(-1), "o": before.reshape(-1).copy()}, target="a5")
    assert np.array_equal(res.buffers["o"].reshape(dr, dc), want)


def test_the_cpu_simulator_scatters_src_flat_over_dst_valid_region():
    ub = np.zeros(4096, np.uint8)
    s = S.Tile(ub, 0, "f32", 2, 8, valid_rows=2, valid_cols=4)
    s.write(np.arange(16, dtype=np.float32).reshape(2, 8) + 1)
    d = S.Tile(ub, 1024, "f32", 2, 8)
    S.tscatter(s, dst=d, maskPattern="P1010", target="cpu")
    # places 1, 3, 5, 7 of each dst row take src's elements one after another, counted over
    # src's whole rows (its 8 columns, not its 4 valid ones); the other places 0
    assert d.values().tolist() == [[0, 1, 0, 2, 0, 3, 0, 4], [0, 5, 0, 6, 0, 7, 0, 8]]
    S.tscatter(s, dst=d, maskPattern="P1010")  # A5: src's valid columns, row by row
    assert d.values().tolist() == [[0, 1, 0, 2, 0, 3, 0, 4], [0, 9, 0, 10, 0, 11, 0, 12]]
