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
    assert f"the cube core waits at line {push}" in f.message
    assert any(n[0] == push and "the cube core" in n[2] for n in f.notes)


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
