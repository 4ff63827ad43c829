"""Batched loops (generator/interp/batch.py): a loop over independent tile blocks runs in passes,
and that changes nothing but the speed. Each kernel runs both ways (passes, and statement by
statement with batch=False) and must leave the same bytes, op counts and cycles; kernels with
a plain numpy answer are checked against it; and the loops a pass cannot stand for (a tile the
loop carries, overlapping stores, a load of what an earlier iteration stored) must fall back
and still give the answer worked out by hand."""
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import assert_bits_equal, sample
from ptoisa.interp.run import Kernel, RunFailed

ISA = the_isa()
RNG = np.random.default_rng(24)
BLOCKS = 4


def _dtype(t):
    return next(d for d in ISA.machine.dtypes if d.name == t)


def block_kernel(t, rows, cols, vr, vc, body, names="abc", tile_names="abc", step_rows=None, load_dst=False):
    """A loop over BLOCKS blocks of `rows` rows of (BLOCKS * rows) x cols tensors `names`: each
    block of every tensor but the last (and the last too with `load_dst`) is tloaded into its tile
    (valid vr x vc), `body` runs, and the last tensor's tile is tstored into its block. Offsets
    are computed with arith (i * step_rows, rows unless given)."""
    ty = _dtype(t).spelling
    tile = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>"
    part = f"!pto.partition_tensor_view<{vr}x{vc}x{ty}>"
    args = ", ".join(f"%{n}: !pto.ptr<{ty}>" for n in names)
    lines = [f"func.func @k({args}) {{",
             "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             f"  %nb = arith.constant {BLOCKS} : index", f"  %rows = arith.constant {step_rows or rows} : index",
             f"  %total = arith.constant {BLOCKS * rows} : index", f"  %cols = arith.constant {cols} : index",
             f"  %vr = arith.constant {vr} : index", f"  %vc = arith.constant {vc} : index"]
    for n, tn in zip(names, tile_names):
        lines += [f"  %view_{n} = pto.make_tensor_view %{n}, shape = [%total, %cols], strides = [%cols, %c1] "
                  f": !pto.tensor_view<?x?x{ty}>", f"  %tile_{tn} = pto.alloc_tile : {tile}"]
    lines += ["  scf.for %i = %c0 to %nb step %c1 {", "    %r = arith.muli %i, %rows : index"]
    for n in names:
        lines.append(f"    %p{n} = pto.partition_view %view_{n}, offsets = [%r, %c0], sizes = [%vr, %vc] "
                     f": !pto.tensor_view<?x?x{ty}> -> {part}")
    for n, tn in zip(names if load_dst else names[:-1], tile_names):
        lines.append(f"    pto.tload ins(%p{n} : {part}) outs(%tile_{tn} : {tile})")
    lines += ["    " + line for line in body.replace("{tile}", tile).splitlines()]
    lines += [f"    pto.tstore ins(%tile_{tile_names[len(names) - 1]} : {tile}) outs(%p{names[-1]} : {part})",
              "  }", "  return", "}"]
    return "\n".join(lines) + "\n"


def both_ways(src, data, target="a5"):
    """The kernel run in passes and in order; the same bytes, counts and cycles, and the passes
    really ran (so the comparison is not of one path with itself)."""
    fast = ptoisa.run(src, args={k: v.copy() for k, v in data.items()}, target=target)
    slow = ptoisa.run(src, args={k: v.copy() for k, v in data.items()}, target=target, batch=False)
    for name in data:
        assert_bits_equal(fast.buffers[name], slow.buffers[name], name)
    assert fast.op_counts == slow.op_counts
    assert fast.cycles == slow.cycles
    assert [(r.op, r.dtype, r.executions, r.tile) for r in fast.cost_rows] == \
           [(r.op, r.dtype, r.executions, r.tile) for r in slow.cost_rows]
    assert slow.batched == 0
    return fast


def compute_cases():
    for op in ISA.ops:
        if op.semantics["pattern"] != "tile_elementwise":
            continue
        if op.set == "tile_row_expand":  # src1 a column or a block per row: tests/test_tile_row_expand.py
            continue
        for target in ("a5", "a2a3", "cpu"):
            first = next(o for o in op.inputs() if o.kind == "tile" and not o.optional) \
                if any(o.kind == "tile" and not o.optional for o in op.inputs()) else op.outputs()[0]
            for t in op.types_for(first.name, target):
                yield pytest.param(op, t, target, id=f"{op.name}-{t}-{target}")


@pytest.mark.parametrize(("op", "t", "target"), list(compute_cases()))
def test_every_elementwise_op_runs_in_passes_with_the_bits_of_the_loop(op, t, target):
    dt = _dtype(t)
    cols = 256 // (dt.bits // 8) if dt.bits >= 8 else 64
    rows, vr, vc = 4, 3, cols - 5  # a valid region smaller than the tile
    ins = [o for o in op.inputs() if o.kind == "tile" and not o.optional]
    written = dict(zip(op.forms[0].operands, op.forms[0].operand_types))
    names, types, consts = [], [], []
    tiles = iter("abd")
    for name in op.forms[0].operands:
        o = next(o for o in op.inputs() if o.name == name)
        if o.kind == "tile" and not o.optional:
            names.append(f"%tile_{next(tiles)}")
            types.append("{tile}")
        elif o.kind == "scalar":
            spelled = dt.spelling if written[name] == "T" else written[name]
            value = str(int(RNG.integers(0, dt.bits))) if op.name in ("tshls", "tshrs") else \
                "1.5" if dt.kind == "float" or spelled.startswith("f") else "3"
            consts.append(f"%s{len(consts)} = arith.constant {value} : {spelled}")
            names.append(f"%s{len(consts) - 1}")
            types.append(spelled)
    body = "\n".join(consts + [f"pto.{op.name} ins({', '.join(names)} : {', '.join(types)}) outs(%tile_c : {{tile}})"])
    sources = "abd"[:len(ins)]
    # an op that reads its destination gets it loaded first (else the loop would carry it)
    src = block_kernel(t, rows, cols, vr, vc, body, names=(*sources, "c"), tile_names=(*sources, "c"),
                       load_dst=op.reads_dst)
    shape = (BLOCKS * rows, cols)
    data = {n: sample(RNG, t, shape) for n in (*sources, "c")}
    if op.name in ("tshl", "tshr"):
        data["b"] = RNG.integers(0, dt.bits, shape).astype(data["a"].dtype)
    fast = both_ways(src, data, target)
    assert fast.batched == BLOCKS


def test_a_chain_over_blocks_matches_numpy_and_runs_in_one_pass():
    a, b = (RNG.standard_normal((BLOCKS * 8, 64)).astype(np.float32) for _ in range(2))
    c = np.zeros_like(a)
    body = ("pto.tmul ins(%tile_a, %tile_b : {tile}, {tile}) outs(%tile_c : {tile})\n"
            "pto.tsub ins(%tile_c, %tile_a : {tile}, {tile}) outs(%tile_c : {tile})\n"
            "pto.tmax ins(%tile_c, %tile_b : {tile}, {tile}) outs(%tile_c : {tile})")
    src = block_kernel("f32", 8, 64, 8, 64, body)
    fast = both_ways(src, {"a": a, "b": b, "c": c})
    assert_bits_equal(fast.buffers["c"].reshape(a.shape), np.maximum(a * b - a, b))
    assert fast.batched == BLOCKS
    # a Kernel runs it again with its plans kept, and in place writes the caller's array
    k = Kernel(src)
    again = k({"a": a, "b": b, "c": c})
    assert_bits_equal(again.buffers["c"], fast.buffers["c"])
    assert np.all(c == 0)  # copied in, not written
    k({"a": a, "b": b, "c": c}, inplace=True)
    assert_bits_equal(c, np.maximum(a * b - a, b))


def test_a_smaller_valid_region_leaves_the_rest_of_global_memory():
    a = RNG.standard_normal((BLOCKS * 4, 64)).astype(np.float32)
    c = np.full_like(a, 7.0)
    body = "pto.tadds ins(%tile_a, %s : {tile}, f32) outs(%tile_c : {tile})"
    src = block_kernel("f32", 4, 64, 3, 50, "%s = arith.constant 2.0 : f32\n" + body, names="ac", tile_names="ac")
    fast = both_ways(src, {"a": a, "c": c})
    want = c.copy()
    for i in range(BLOCKS):
        want[4 * i:4 * i + 3, :50] = a[4 * i:4 * i + 3, :50] + np.float32(2)
    assert_bits_equal(fast.buffers["c"].reshape(a.shape), want)


def test_in_place_blocks_batch_and_overlapping_ones_fall_back():
    """c = c * 2 block by block reads and writes the same block: independent iterations. With a
    step of half a block, each iteration reads the rows the previous one wrote: the pass must not
    stand for it, and the answer is the doubling applied in order (rows 4..7 twice, ...)."""
    c0 = RNG.integers(-100, 100, (BLOCKS * 8, 64)).astype(np.int32)
    body = "%two = arith.constant 2 : i32\npto.tmuls ins(%tile_c, %two : {tile}, i32) outs(%tile_c : {tile})"
    src = block_kernel("i32", 8, 64, 8, 64, body, names="c", tile_names="c", load_dst=True)
    fast = both_ways(src, {"c": c0})
    assert fast.batched == BLOCKS
    assert_bits_equal(fast.buffers["c"].reshape(c0.shape), c0 * 2)
    # half a block per step: rows 4k..4k+7 in iteration k
    src = block_kernel("i32", 8, 64, 8, 64, body, names="c", tile_names="c", load_dst=True, step_rows=4)
    slow = both_ways(src, {"c": c0})
    assert slow.batched == 0
    want = c0.copy()
    for k in range(BLOCKS):
        want[4 * k:4 * k + 8] *= 2
    assert_bits_equal(slow.buffers["c"].reshape(c0.shape), want)


def test_a_tile_the_loop_carries_falls_back_to_the_loop():
    """acc += block: the tile is read before the iteration writes it."""
    a = RNG.integers(-50, 50, (BLOCKS * 2, 64)).astype(np.int32)
    ty = "i32"
    tile = f"!pto.tile_buf<vec, 2x64x{ty}>"
    part = f"!pto.partition_tensor_view<2x64x{ty}>"
    src = f"""func.func @k(%a: !pto.ptr<i32>, %out: !pto.ptr<i32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant {BLOCKS * 2} : index
  %cols = arith.constant 64 : index
  %zero = arith.constant 0 : i32
  %va = pto.make_tensor_view %a, shape = [%n, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?x{ty}>
  %vo = pto.make_tensor_view %out, shape = [%c2, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?x{ty}>
  %acc = pto.alloc_tile : {tile}
  %x = pto.alloc_tile : {tile}
  pto.texpands ins(%zero : i32) outs(%acc : {tile})
  scf.for %r = %c0 to %n step %c2 {{
    %p = pto.partition_view %va, offsets = [%r, %c0], sizes = [%c2, %cols] : !pto.tensor_view<?x?x{ty}> -> {part}
    pto.tload ins(%p : {part}) outs(%x : {tile})
    pto.tadd ins(%acc, %x : {tile}, {tile}) outs(%acc : {tile})
  }}
  %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c2, %cols] : !pto.tensor_view<?x?x{ty}> -> {part}
  pto.tstore ins(%acc : {tile}) outs(%po : {part})
  return
}}
"""
    out = np.zeros((2, 64), np.int32)
    result = both_ways(src, {"a": a, "out": out})
    assert result.batched == 0
    assert_bits_equal(result.buffers["out"].reshape(2, 64), a.reshape(BLOCKS, 2, 64).sum(axis=0).astype(np.int32))


def test_every_iteration_storing_one_place_falls_back_and_the_last_wins():
    a = RNG.standard_normal((BLOCKS * 4, 64)).astype(np.float32)
    src = block_kernel("f32", 4, 64, 4, 64, "pto.tabs ins(%tile_a : {tile}) outs(%tile_c : {tile})",
                       names="ac", tile_names="ac").replace(
        "%pc = pto.partition_view %view_c, offsets = [%r, %c0]", "%pc = pto.partition_view %view_c, offsets = [%c0, %c0]")
    c = np.zeros_like(a)
    result = both_ways(src, {"a": a, "c": c})
    assert result.batched == 0
    want = c.copy()
    want[:4] = np.abs(a[-4:])
    assert_bits_equal(result.buffers["c"].reshape(a.shape), want)


def test_a_view_past_its_tensor_in_a_later_iteration_is_the_same_error_either_way():
    src = block_kernel("f32", 4, 64, 4, 64, "pto.tneg ins(%tile_a : {tile}) outs(%tile_c : {tile})",
                       names="ac", tile_names="ac").replace("%nb = arith.constant 4", "%nb = arith.constant 5")
    data = {"a": np.ones((BLOCKS * 4, 64), np.float32), "c": np.zeros((BLOCKS * 4, 64), np.float32)}
    errors = []
    for batch in (True, False):
        with pytest.raises(RunFailed) as exc:
            ptoisa.run(src, args=dict(data), batch=batch)
        errors.append([(f.line, f.col, f.message) for f in exc.value.findings])
    assert errors[0] == errors[1]
    assert "past the view" in errors[0][0][2]


def test_max_ops_stops_a_batched_loop_where_the_loop_would_stop():
    src = block_kernel("f32", 4, 64, 4, 64, "pto.tneg ins(%tile_a : {tile}) outs(%tile_c : {tile})",
                       names="ac", tile_names="ac")
    data = {"a": np.ones((BLOCKS * 4, 64), np.float32), "c": np.zeros((BLOCKS * 4, 64), np.float32)}
    messages = []
    for batch in (True, False):
        with pytest.raises(RunFailed) as exc:
            ptoisa.run(src, args=dict(data), batch=batch, max_ops=30)
        messages.append(str(exc.value))
    assert messages[0] == messages[1] and "max-ops" in messages[0]


@pytest.mark.parametrize("expr", ["arith.divsi %i, %c1", "arith.remsi %i, %nb", "arith.minsi %i, %nb",
                                  "arith.maxsi %i, %c0", "arith.ceildivsi %i, %c1", "arith.addi %i, %c0"])
def test_integer_arith_on_the_induction_variable_runs_over_every_iteration(expr):
    a = RNG.standard_normal((BLOCKS * 4, 64)).astype(np.float32)
    src = block_kernel("f32", 4, 64, 4, 64, "pto.tneg ins(%tile_a : {tile}) outs(%tile_c : {tile})",
                       names="ac", tile_names="ac").replace(
        "%r = arith.muli %i, %rows : index", f"%j = {expr} : index\n    %r = arith.muli %j, %rows : index")
    result = both_ways(src, {"a": a, "c": np.zeros_like(a)})
    assert result.batched == BLOCKS
    assert_bits_equal(result.buffers["c"].reshape(a.shape), -a)


def test_the_command_says_how_many_iterations_ran_in_passes_and_can_turn_them_off(tmp_path, capsys):
    from ptoisa.cli import main
    a = RNG.standard_normal((BLOCKS * 4, 64)).astype(np.float32)
    src = tmp_path / "k.pto"
    src.write_text(block_kernel("f32", 4, 64, 4, 64, "pto.tneg ins(%tile_a : {tile}) outs(%tile_c : {tile})",
                                names="ac", tile_names="ac"))
    a.tofile(tmp_path / "a.bin")
    outputs = []
    for extra in ([], ["--no-batch"]):
        np.zeros_like(a).tofile(tmp_path / "c.bin")
        assert main(["run", str(src), "--arg", f"a={tmp_path / 'a.bin'}", "--arg", f"c={tmp_path / 'c.bin'}",
                     "--profile", "--in-place", *extra]) == 0
        outputs.append(capsys.readouterr().out)
        assert_bits_equal(np.fromfile(tmp_path / "c.bin", np.float32).reshape(a.shape), -a)
    assert f"{BLOCKS} loop iteration(s) ran in passes" in outputs[0]
    assert "in passes" not in outputs[1]
    assert outputs[0].split("\n\n")[:2] == outputs[1].split("\n\n")[:2]  # the same counts and cycles


def reduce_cases():
    for op in ISA.ops:
        if op.semantics["pattern"] in ("row_reduce", "col_reduce"):
            for target in ("a5", "a2a3", "cpu"):
                for t in op.types_for("src", target):
                    yield pytest.param(op, t, target, id=f"{op.name}-{t}-{target}")


@pytest.mark.parametrize(("op", "t", "target"), list(reduce_cases()))
def test_every_reduction_runs_in_passes_with_the_bits_of_the_loop(op, t, target):
    """A loop reducing each block (a row reduction into an R x block column, a column reduction
    into one row), every iteration's result stored: in passes, the loop's bits, on data whose
    orders differ (edge values) and a valid region smaller than the tile."""
    dt = _dtype(t)
    ty, size = dt.spelling, dt.bits // 8
    cols = 256 // size
    rows, vr, vc = 8, 7, cols - 3
    row = op.semantics["pattern"] == "row_reduce"
    drows, dcols, dvr, dvc = (rows, 32 // size, vr, 1) if row else (1, cols, 1, vc)
    src = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>"
    dst = f"!pto.tile_buf<vec, {drows}x{dcols}x{ty}, valid={dvr}x{dvc}>"
    lines = [f"func.func @k(%a: !pto.ptr<{ty}>, %c: !pto.ptr<{ty}>) {{",
             "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             f"  %nb = arith.constant {BLOCKS} : index", f"  %rows = arith.constant {rows} : index",
             f"  %drows = arith.constant {drows} : index", f"  %total = arith.constant {BLOCKS * rows} : index",
             f"  %dtotal = arith.constant {BLOCKS * drows} : index", f"  %cols = arith.constant {cols} : index",
             f"  %vr = arith.constant {vr} : index", f"  %vc = arith.constant {vc} : index",
             f"  %dvr = arith.constant {dvr} : index", f"  %dvc = arith.constant {dvc} : index",
             f"  %va = pto.make_tensor_view %a, shape = [%total, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?x{ty}>",
             f"  %vc_ = pto.make_tensor_view %c, shape = [%dtotal, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?x{ty}>",
             f"  %ta = pto.alloc_tile : {src}", f"  %tmp = pto.alloc_tile : {src}", f"  %td = pto.alloc_tile : {dst}",
             "  scf.for %i = %c0 to %nb step %c1 {",
             "    %r = arith.muli %i, %rows : index", "    %dr = arith.muli %i, %drows : index",
             f"    %pa = pto.partition_view %va, offsets = [%r, %c0], sizes = [%vr, %vc] : !pto.tensor_view<?x?x{ty}> "
             f"-> !pto.partition_tensor_view<{vr}x{vc}x{ty}>",
             f"    %pc = pto.partition_view %vc_, offsets = [%dr, %c0], sizes = [%dvr, %dvc] : !pto.tensor_view<?x?x{ty}> "
             f"-> !pto.partition_tensor_view<{dvr}x{dvc}x{ty}>",
             f"    pto.tload ins(%pa : !pto.partition_tensor_view<{vr}x{vc}x{ty}>) outs(%ta : {src})",
             # (tcolsum's tmp is its binary form's, with isBinary written: the plain form here)
             f"    pto.{op.name} ins(%ta, %tmp : {src}, {src}) outs(%td : {dst})"
             if "tmp" in op.forms[0].operands and op.semantics["pattern"] == "row_reduce" else
             f"    pto.{op.name} ins(%ta : {src}) outs(%td : {dst})",
             f"    pto.tstore ins(%td : {dst}) outs(%pc : !pto.partition_tensor_view<{dvr}x{dvc}x{ty}>)",
             "  }", "  return", "}"]
    data = {"a": sample(RNG, t, (BLOCKS * rows, cols), edges=dt.kind == "float"),
            "c": sample(RNG, t, (BLOCKS * drows, cols))}
    fast = both_ways("\n".join(lines) + "\n", data, target)
    assert fast.batched == BLOCKS
