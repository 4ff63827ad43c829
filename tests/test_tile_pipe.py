"""Tile pipes between a cluster's cores (D-TPIPE-RUN): the vector cores push tiles to the cube
(V2C), the cube pushes them back (C2V), through local slots (UB, L1) or a GM slot buffer, whole
or split between the two vector cores, with FIFOs shorter than the loop, on A5 and A2/A3
routing; a consumer that never frees deadlocks at the producer's wait.

Expected values are computed here with numpy from what each kernel says it moves: a slot reused
before its free, a half sent to the wrong core, or a wrong offset gives other numbers.
"""
from __future__ import annotations

import numpy as np
import pytest

from ptoisa.interp.run import RunFailed, run

VEC = "!pto.tile_buf<loc=vec, dtype=f32, rows={r}, cols={c}, v_row={r}, v_col={c}, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
MAT = "!pto.tile_buf<loc=mat, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>"
N = 5  # tiles through the pipe: more than any FIFO here holds


def kernel(target: str, split: int, slots: int, gm: bool, free_c2v: bool = True) -> str:
    """Each vector core loads its part of tile i of x, pushes it to the cube (V2C), the cube pops the
    whole 16 x 16 tile and pushes it back (C2V), and each vector core pops its part and stores it to
    tile i of y. Split 0 runs on vector core 0 alone on A5 (D-TPIPE-SEMAPHORES)."""
    r, c = (8, 16) if split == 1 else (16, 8) if split == 2 else (16, 16)
    vec = VEC.format(r=r, c=c)
    bufs = "(gm_slot_buffer = %w : !pto.ptr<f32, gm>, c2v_consumer_buf = %bub : i32, v2c_consumer_buf = %bl1 : i32)" \
        if gm else "(c2v_consumer_buf = %bub : i32, v2c_consumer_buf = %bl1 : i32)"
    init = f"{{id = 0, dir_mask = 3, slot_size = 1024, slot_num = {slots}}}{bufs}"
    attrs = f"{{id = 0, split = {split}}}"
    only0 = split == 0 and target == "a5"
    # this core's part of tile i: rows sb*8 (split 1) or columns sb*8 (split 2)
    row = "%off" if split == 1 else "%c0"
    col = "%off" if split == 2 else "%c0"
    free = f"\n        pto.tfree_from_aic {attrs}" if free_c2v else ""
    body = f"""
      pto.aiv_initialize_pipe {init}
      %sb = pto.get_subblock_idx
      %sbi = arith.index_cast %sb : i64 to index
      %off = arith.muli %sbi, %c8 : index
      %xv = pto.make_tensor_view %x, shape = [%cn, %c16, %c16], strides = [%c256, %c16, %c1] : !pto.tensor_view<?x?x?xf32>
      %yv = pto.make_tensor_view %y, shape = [%cn, %c16, %c16], strides = [%c256, %c16, %c1] : !pto.tensor_view<?x?x?xf32>
      scf.for %i = %c0 to %cn step %c1 {{
        %t = pto.alloc_tile addr = %c0_i64 : {vec}
        %xp = pto.partition_view %xv, offsets = [%i, {row}, {col}], sizes = [%c1, %cr, %cc] : !pto.tensor_view<?x?x?xf32> -> !pto.partition_tensor_view<1x{r}x{c}xf32>
        pto.tload ins(%xp : !pto.partition_tensor_view<1x{r}x{c}xf32>) outs(%t : {vec})
        pto.tpush_to_aic(%t : {vec}) {attrs}
        %p = pto.tpop_from_aic {attrs} -> {vec}
        %yp = pto.partition_view %yv, offsets = [%i, {row}, {col}], sizes = [%c1, %cr, %cc] : !pto.tensor_view<?x?x?xf32> -> !pto.partition_tensor_view<1x{r}x{c}xf32>
        pto.tstore ins(%p : {vec}) outs(%yp : !pto.partition_tensor_view<1x{r}x{c}xf32>){free}
      }}"""
    if only0:
        body = f"""
      %s0 = pto.get_subblock_idx
      %c0_i64b = arith.constant 0 : i64
      %first = arith.cmpi eq, %s0, %c0_i64b : i64
      scf.if %first {{{body}
      }}"""
    return f"""module attributes {{pto.target_arch = "{target}"}} {{
  func.func @k(%x: !pto.ptr<f32, gm>, %y: !pto.ptr<f32, gm>, %w: !pto.ptr<f32, gm>) attributes {{pto.kernel}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %cn = arith.constant {N} : index
    %cr = arith.constant {r} : index
    %cc = arith.constant {c} : index
    %c0_i64 = arith.constant 0 : i64
    %bub = arith.constant 65536 : i32
    %bl1 = arith.constant 0 : i32
    pto.section.cube {{
      pto.aic_initialize_pipe {init}
      scf.for %i = %c0 to %cn step %c1 {{
        %m = pto.tpop_from_aiv {attrs} -> {MAT}
        pto.tpush_to_aiv(%m : {MAT}) {attrs}
        pto.tfree_from_aiv {attrs}
      }}
    }}
    pto.section.vector {{{body}
    }}
    return
  }}
}}
"""


def launch(text: str, target: str):
    x = (np.arange(N * 256, dtype=np.float32) * 0.5 - 7).astype(np.float32)
    r = run(text, args={"x": x, "y": np.zeros(N * 256, np.float32), "w": np.zeros(4096, np.float32)},
            target=target)
    return x, r


@pytest.mark.parametrize("target", ["a5", "a2a3"])
@pytest.mark.parametrize("split", [1, 2])
@pytest.mark.parametrize("gm", [False, True])
@pytest.mark.parametrize("slots", [1, 2, 3, 4])
def test_split_tiles_go_round_the_cluster(target: str, split: int, gm: bool, slots: int):
    x, r = launch(kernel(target, split, slots, gm), target)
    assert (r.buffers["y"] == x).all()
    assert r.op_counts["pto.tpush_to_aic"] == 2 * N and r.op_counts["pto.tpush_to_aiv"] == N
    assert r.op_counts["pto.tpop_from_aic"] == 2 * N and r.op_counts["pto.tfree_from_aic"] == 2 * N


@pytest.mark.parametrize("gm", [False, True])
@pytest.mark.parametrize("slots", [1, 3])
def test_an_unsplit_pipe_on_a5_serves_vector_core_0(gm: bool, slots: int):
    x, r = launch(kernel("a5", 0, slots, gm), "a5")
    assert (r.buffers["y"] == x).all()
    assert r.op_counts["pto.tpush_to_aic"] == N  # vector core 1 took no part


def test_a_consumer_that_never_frees_deadlocks_at_the_producers_wait():
    text = kernel("a5", 1, 2, False, free_c2v=False)
    with pytest.raises(RunFailed) as e:
        launch(text, "a5")
    f = e.value.findings[0]
    assert f.message.startswith("deadlock")
    lines = text.splitlines()
    push = next(i for i, line in enumerate(lines, 1) if "pto.tpush_to_aiv" in line)
    # the cube waits for a free slot at its third push (two slots, never freed)
    assert f"cube core waits at line {push}" in f.message
    assert any(n[0] == push and n[2].startswith("cube core waits here") for n in f.notes)


def test_a_pipe_op_without_sections_is_an_error():
    text = """module attributes {pto.target_arch = "a5"} {
  func.func @k() attributes {pto.kernel} {
    pto.tfree_from_aic {id = 0, split = 0}
    return
  }
}
"""
    with pytest.raises(RunFailed) as e:
        run(text, args={}, target="a5")
    assert "pto.section.cube" in e.value.findings[0].message and "D-TPIPE-RUN" in e.value.findings[0].message


def test_a_free_with_nothing_popped_is_an_error():
    text = kernel("a5", 1, 2, False).replace("%p = pto.tpop_from_aic", "pto.tfree_from_aic {id = 0, split = 1}\n"
                                             "        %p = pto.tpop_from_aic", 1)
    with pytest.raises(RunFailed) as e:
        launch(text, "a5")
    assert "no popped slot" in e.value.findings[0].message


def test_a_tile_larger_than_its_slot_is_an_error():
    text = kernel("a5", 1, 2, False).replace("slot_size = 1024", "slot_size = 256")
    with pytest.raises(RunFailed) as e:
        launch(text, "a5")
    assert "bytes of its slot, which has 256" in e.value.findings[0].message


def two_kernels(target: str) -> str:
    """PTOAS's frontend shape: an entry calling a cube kernel and a vector kernel (pto.kernel_kind),
    consumer buffers reserved by name and imported by the peer. Each vector core pushes its 8 rows
    of x (split 1); the cube pops the 16 x 16 tile and pushes it back split by columns (split 2);
    vector core j stores columns 8j.. of y."""
    vt = "!pto.tile_buf<loc=vec, dtype=f32, rows={r}, cols={c}, v_row={r}, v_col={c}, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
    half_rows, half_cols = vt.format(r=8, c=16), vt.format(r=16, c=8)
    return f"""module attributes {{pto.target_arch = "{target}"}} {{
  func.func @entry(%x: !pto.ptr<f32, gm>, %y: !pto.ptr<f32, gm>) attributes {{pto.entry}} {{
    func.call @cube_k() : () -> ()
    func.call @vec_k(%x, %y) : (!pto.ptr<f32, gm>, !pto.ptr<f32, gm>) -> ()
    return
  }}
  func.func private @cube_k() attributes {{pto.kernel_kind = #pto.kernel_kind<cube>}} {{
    %v2c = pto.reserve_buffer {{name = "v2c_fifo", size = 4096, location = #pto.address_space<mat>, auto = false, base = 0}} -> i32
    %c2v = pto.import_reserved_buffer {{name = "c2v_fifo", peer_func = @vec_k}} -> i32
    pto.aic_initialize_pipe {{id = 0, dir_mask = 3, slot_size = 1024}}
      (c2v_consumer_buf = %c2v : i32, v2c_consumer_buf = %v2c : i32)
    %m = pto.tpop_from_aiv {{id = 0, split = 1}} -> {MAT}
    pto.tpush_to_aiv(%m : {MAT}) {{id = 0, split = 2}}
    pto.tfree_from_aiv {{id = 0, split = 1}}
    return
  }}
  func.func private @vec_k(%x: !pto.ptr<f32, gm>, %y: !pto.ptr<f32, gm>) attributes {{pto.kernel_kind = #pto.kernel_kind<vector>}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %c2v = pto.reserve_buffer {{name = "c2v_fifo", size = 4096, location = #pto.address_space<vec>, auto = false, base = 65536}} -> i32
    %v2c = pto.import_reserved_buffer {{name = "v2c_fifo", peer_func = @cube_k}} -> i32
    pto.aiv_initialize_pipe {{id = 0, dir_mask = 3, slot_size = 1024}}
      (c2v_consumer_buf = %c2v : i32, v2c_consumer_buf = %v2c : i32)
    %sb = pto.get_subblock_idx
    %sbi = arith.index_cast %sb : i64 to index
    %off = arith.muli %sbi, %c8 : index
    %xv = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %yv = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %t = pto.alloc_tile addr = %c0_i64 : {half_rows}
    %xp = pto.partition_view %xv, offsets = [%off, %c0], sizes = [%c8, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x16xf32>
    pto.tload ins(%xp : !pto.partition_tensor_view<8x16xf32>) outs(%t : {half_rows})
    pto.tpush_to_aic(%t : {half_rows}) {{id = 0, split = 1}}
    %r = pto.tpop_from_aic {{id = 0, split = 2}} -> {half_cols}
    %yp = pto.partition_view %yv, offsets = [%c0, %off], sizes = [%c16, %c8] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x8xf32>
    pto.tstore ins(%r : {half_cols}) outs(%yp : !pto.partition_tensor_view<16x8xf32>)
    pto.tfree_from_aic {{id = 0, split = 2}}
    return
  }}
}}
"""


@pytest.mark.parametrize("target", ["a5", "a2a3"])
def test_a_cube_kernel_and_a_vector_kernel_called_from_one_entry_run_as_a_cluster(target: str):
    x = np.arange(256, dtype=np.float32) - 100.25
    r = run(two_kernels(target), args={"x": x, "y": np.zeros(256, np.float32)}, target=target, entry="entry")
    assert (r.buffers["y"] == x).all()
    assert r.op_counts["pto.tpush_to_aic"] == 2 and r.op_counts["pto.tpush_to_aiv"] == 1  # each kernel on its cores
    assert r.op_counts["pto.import_reserved_buffer"] == 3


def test_a_reserved_buffer_without_base_is_an_error_in_a_run():
    text = two_kernels("a5").replace("auto = false, base = 65536", "auto = true")
    with pytest.raises(RunFailed) as e:
        run(text, args={"x": np.zeros(256, np.float32), "y": np.zeros(256, np.float32)}, target="a5", entry="entry")
    assert "D-TPIPE-RESERVE" in e.value.findings[0].message


@pytest.mark.parametrize("split", [0, 1, 2])
@pytest.mark.parametrize("slots", [1, 2, 4])
def test_gm_entries_talloc_then_push_the_view(split: int, slots: int):
    # V2C through GM entries: each vector core allocates the next slot as a view, stores tile k of x
    # (its half) into it and pushes the view; the cube pops the slot as a view and frees it. After
    # N tiles, slot s of the GM buffer holds the last tile k with k % slots == s, halves laid out
    # as the split places them (rows one after the other, or columns side by side).
    r_, c_ = (8, 16) if split == 1 else (16, 8) if split == 2 else (16, 16)
    vt = VEC.format(r=r_, c=c_)
    view = f"!pto.tensor_view<{r_}x{c_}xf32>"
    row = "%off" if split == 1 else "%c0"
    col = "%off" if split == 2 else "%c0"
    vec = f"""
      pto.aiv_initialize_pipe {{id = 0, dir_mask = 2, slot_size = 1024, slot_num = {slots}}}(gm_slot_buffer = %w : !pto.ptr<f32, gm>)
      %sb = pto.get_subblock_idx
      %sbi = arith.index_cast %sb : i64 to index
      %off = arith.muli %sbi, %c8 : index
      %xv = pto.make_tensor_view %x, shape = [%cn, %c16, %c16], strides = [%c256, %c16, %c1] : !pto.tensor_view<?x?x?xf32>
      scf.for %i = %c0 to %cn step %c1 {{
        %t = pto.alloc_tile addr = %c0_i64 : {vt}
        %xp = pto.partition_view %xv, offsets = [%i, {row}, {col}], sizes = [%c1, %cr, %cc] : !pto.tensor_view<?x?x?xf32> -> !pto.partition_tensor_view<1x{r_}x{c_}xf32>
        pto.tload ins(%xp : !pto.partition_tensor_view<1x{r_}x{c_}xf32>) outs(%t : {vt})
        %e = pto.talloc_to_aic {{id = 0, split = {split}}} -> {view}
        %ep = pto.partition_view %e, offsets = [%c0, %c0], sizes = [%cr, %cc] : {view} -> !pto.partition_tensor_view<{r_}x{c_}xf32>
        pto.tstore ins(%t : {vt}) outs(%ep : !pto.partition_tensor_view<{r_}x{c_}xf32>)
        pto.tpush_to_aic(%e : {view}) {{id = 0, split = {split}}}
      }}"""
    if split == 0:
        vec = f"""
      %s0 = pto.get_subblock_idx
      %z = arith.constant 0 : i64
      %first = arith.cmpi eq, %s0, %z : i64
      scf.if %first {{{vec}
      }}"""
    text = f"""module attributes {{pto.target_arch = "a5"}} {{
  func.func @k(%x: !pto.ptr<f32, gm>, %w: !pto.ptr<f32, gm>) attributes {{pto.kernel}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %cn = arith.constant {N} : index
    %cr = arith.constant {r_} : index
    %cc = arith.constant {c_} : index
    %c0_i64 = arith.constant 0 : i64
    pto.section.cube {{
      pto.aic_initialize_pipe {{id = 0, dir_mask = 2, slot_size = 1024, slot_num = {slots}}}(gm_slot_buffer = %w : !pto.ptr<f32, gm>)
      scf.for %i = %c0 to %cn step %c1 {{
        %e = pto.tpop_from_aiv {{id = 0, split = {split}}} -> !pto.tensor_view<16x16xf32>
        pto.tfree_from_aiv(%e : !pto.tensor_view<16x16xf32>) {{id = 0, split = {split}}}
      }}
    }}
    pto.section.vector {{{vec}
    }}
    return
  }}
}}
"""
    x = np.arange(N * 256, dtype=np.float32) + 0.5
    r = run(text, args={"x": x, "w": np.zeros(4 * 256, np.float32)}, target="a5")
    w = r.buffers["w"]
    tiles = x.reshape(N, 16, 16)
    for s in range(slots):
        k = max(k for k in range(N) if k % slots == s)
        got = w[s * 256:(s + 1) * 256]
        if split == 2:  # each half's rows two halves apart: the whole tile, row-major
            assert (got.reshape(16, 16) == tiles[k]).all()
        else:
            assert (got == tiles[k].reshape(-1)).all()
    assert (w[slots * 256:] == 0).all()


def test_pipe_handles_run_as_the_frontend_ops():
    # PTOAS's lowered form: initialize_l2l_pipe handles, tpush, tpop binding a declare_tile, tfree;
    # vector core j pushes rows 8j.. of x (split 1), the cube pops the whole tile and pushes it
    # back (split 1), vector core j pops its rows again and stores them to y
    vt = VEC.format(r=8, c=16)
    text = f"""module attributes {{pto.target_arch = "a5"}} {{
  func.func @entry(%x: !pto.ptr<f32, gm>, %y: !pto.ptr<f32, gm>) attributes {{pto.entry}} {{
    func.call @cube_k() : () -> ()
    func.call @vec_k(%x, %y) : (!pto.ptr<f32, gm>, !pto.ptr<f32, gm>) -> ()
    return
  }}
  func.func private @cube_k() attributes {{pto.kernel_kind = #pto.kernel_kind<cube>}} {{
    %c2v = arith.constant 65536 : i32
    %v2c = arith.constant 0 : i32
    %pipe = pto.initialize_l2l_pipe {{dir_mask = 3, slot_size = 1024, slot_num = 2, flag_base = 4}}(%c2v, %v2c : i32, i32) -> !pto.pipe
    %m = pto.declare_tile -> {MAT}
    pto.tpop(%m, %pipe : {MAT}, !pto.pipe) {{split = 1}}
    pto.tpush(%m, %pipe : {MAT}, !pto.pipe) {{split = 1}}
    pto.tfree(%pipe : !pto.pipe) {{split = 1}}
    return
  }}
  func.func private @vec_k(%x: !pto.ptr<f32, gm>, %y: !pto.ptr<f32, gm>) attributes {{pto.kernel_kind = #pto.kernel_kind<vector>}} {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %c0_i64 = arith.constant 0 : i64
    %c2v = arith.constant 65536 : i32
    %v2c = arith.constant 0 : i32
    %pipe = pto.initialize_l2l_pipe {{dir_mask = 3, slot_size = 1024, slot_num = 2, flag_base = 4}}(%c2v, %v2c : i32, i32) -> !pto.pipe
    %sb = pto.get_subblock_idx
    %sbi = arith.index_cast %sb : i64 to index
    %off = arith.muli %sbi, %c8 : index
    %xv = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %yv = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
    %t = pto.alloc_tile addr = %c0_i64 : {vt}
    %xp = pto.partition_view %xv, offsets = [%off, %c0], sizes = [%c8, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x16xf32>
    pto.tload ins(%xp : !pto.partition_tensor_view<8x16xf32>) outs(%t : {vt})
    pto.tpush(%t, %pipe : {vt}, !pto.pipe) {{split = 1}}
    %r = pto.declare_tile -> {vt}
    pto.tpop(%r, %pipe : {vt}, !pto.pipe) {{split = 1}}
    %yp = pto.partition_view %yv, offsets = [%off, %c0], sizes = [%c8, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x16xf32>
    pto.tstore ins(%r : {vt}) outs(%yp : !pto.partition_tensor_view<8x16xf32>)
    pto.tfree(%pipe : !pto.pipe) {{split = 1}}
    return
  }}
}}
"""
    x = np.arange(256, dtype=np.float32) * -0.25
    r = run(text, args={"x": x, "y": np.zeros(256, np.float32)}, target="a5", entry="entry")
    assert (r.buffers["y"] == x).all()
    assert r.op_counts["pto.tpop"] == 3 and r.op_counts["pto.tfree"] == 3


def test_bad_pipe_statements_get_located_findings():
    from ptoisa.verify.verifier import verify_text
    text = """module attributes {pto.target_arch = "a5"} {
  func.func @k() attributes {pto.kernel} {
    pto.section.vector {
      pto.tfree_from_aic {id = 0}
      pto.tfree_from_aic {id = x, split = 1}
      pto.aiv_initialize_pipe {id = 0, slot_size = 1024}(c2v_consumer_buf = %q : i32)
      %t = pto.tpop_from_aic {split = 1} -> i32
    }
    return
  }
}
"""
    got = [(f.line, f.col, f.message) for f in verify_text(text, "a5")]
    assert got == [
        (4, 7, "pto.tfree_from_aic: missing attribute 'split' (it has no default)"),
        (5, 7, "pto.tfree_from_aic: id must be an integer literal"),
        (6, 7, "pto.aiv_initialize_pipe: missing attribute 'dir_mask' (it has no default)"),
        (6, 77, "use of undefined value %q"),
        (7, 12, "pto.tpop_from_aic: %tile must be a tile or a tensor view, got a scalar"),
    ]


def test_a_split_the_runtime_does_not_know_is_an_error_at_the_statement():
    text = kernel("a5", 1, 2, False).replace("pto.tpush_to_aic(%t", "pto.tpush_to_aic(%t", 1)
    text = text.replace("pto.tpush_to_aic(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, "
                        "blayout=row_major, slayout=none_box, fractal=512, pad=0>) {id = 0, split = 1}",
                        "pto.tpush_to_aic(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, "
                        "blayout=row_major, slayout=none_box, fractal=512, pad=0>) {id = 0, split = 3}")
    with pytest.raises(RunFailed) as e:
        launch(text, "a5")
    f = e.value.findings[0]
    assert "split must be 0, 1 or 2, got 3" in f.message
    assert "pto.tpush_to_aic" in text.splitlines()[f.line - 1]


def test_an_unsplit_pipe_on_a2a3_serves_both_vector_cores():
    # A2/A3 broadcasts the cube's record to both vector cores and its waits take one signal from
    # each: both push the whole tile and both pop it (D-TPIPE-SEMAPHORES)
    x, r = launch(kernel("a2a3", 0, 2, False), "a2a3")
    assert (r.buffers["y"] == x).all()
    assert r.op_counts["pto.tpush_to_aic"] == 2 * N and r.op_counts["pto.tpop_from_aic"] == 2 * N


def test_vector_core_1_on_an_unsplit_a5_pipe_waits_for_ever():
    # without the sub-block 0 guard PTOAS writes, vector core 1 pops a slot the cube never records
    # for it (A5 signals vector core 0 alone for an unsplit tile): the deadlock names its pop
    text = kernel("a2a3", 0, 2, False).replace('pto.target_arch = "a2a3"', 'pto.target_arch = "a5"')
    with pytest.raises(RunFailed) as e:
        launch(text, "a5")
    f = e.value.findings[0]
    pop = next(i for i, line in enumerate(text.splitlines(), 1) if "pto.tpop_from_aic" in line)
    assert f.message.startswith("deadlock") and f"vector core 1 waits at line {pop}" in f.message
