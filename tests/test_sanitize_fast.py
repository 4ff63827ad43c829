"""`--sanitize` over tile loops run in passes (sanitize.PassRecorder): a kernel without sync ops
keeps its batchable loops in passes, and every report is what the same kernel run iteration by
iteration (batch=False) gives: the same findings with the same places, bytes, counts and loop
notes, the same count of unordered pairs. A kernel with sync ops still runs in order. Each case
below runs both ways and compares; the expected reports are also written out where they matter."""
import numpy as np
import pytest

import ptoisa.interp.run as R
from ptoisa.interp import sanitize as SAN
from ptoisa.interp.run import Kernel, run

ALL = ("sync", "uninit", "bounds")

# A loop over blocks of 16 rows x 64 f32: %t <- x's block, %o <- BODY, y's block <- %o. Lines:
# 14 the tload, 15 the body's statement, 16 the tstore.
LOOP = """\
func.func @k(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) attributes {{pto.kernel}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = arith.constant {rows} : index
  %cols = arith.constant 64 : index
  %block = arith.constant 16 : index
  %vx = pto.make_tensor_view %x, shape = [%rows, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?xf32>
  %vy = pto.make_tensor_view %y, shape = [%rows, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %u = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %o = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  scf.for %r = %c0 to %rows step %block {{
    %px = pto.partition_view %vx, offsets = [%r, %c0], sizes = [%block, %cols] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<16x64xf32>) outs(%t : !pto.tile_buf<vec, 16x64xf32>)
    {body}
    %py = pto.partition_view %vy, offsets = [%r, %c0], sizes = [%block, %cols] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
    pto.tstore ins(%o : !pto.tile_buf<vec, 16x64xf32>) outs(%py : !pto.partition_tensor_view<16x64xf32>)
  }}
  return
}}
"""
T = "!pto.tile_buf<vec, 16x64xf32>"
ABS_BODY = f"pto.tabs ins(%t : {T}) outs(%o : {T})"
UNINIT_BODY = f"pto.tadd ins(%t, %u : {T}, {T}) outs(%o : {T})"  # %u: nothing writes it


def kernel(body=ABS_BODY, rows=128):
    return LOOP.format(rows=rows, body=body)


def both(text, args, kinds=ALL, **kw):
    """The run in passes and the run in order, each checked to have run so."""
    passes = run(text, args=args, sanitize=kinds, **kw)
    in_order = run(text, args=args, sanitize=kinds, batch=False, **kw)
    assert in_order.batched == 0
    return passes, in_order


def shown(result):
    return [(f.rule, f.severity, f.line, f.col, f.message, f.notes) for f in result.sanitized]


def data(rows, seed=0):
    return np.random.default_rng(seed).standard_normal(rows * 64).astype(np.float32)


def test_a_clean_tile_loop_without_sync_ops_runs_in_passes_and_counts_its_pairs_as_in_order():
    x = data(128)
    passes, in_order = both(kernel(), {"x": x, "y": np.zeros_like(x)})
    assert passes.batched == 8
    assert np.array_equal(passes.buffers["y"], np.abs(x)) and np.array_equal(in_order.buffers["y"], np.abs(x))
    # tabs (V) reads what tload (MTE2) wrote, tstore (MTE3) what tabs wrote; the next iteration's
    # tload writes over what tabs read, tabs over what tstore read: four pairs of statements
    assert shown(passes) == shown(in_order)
    assert [(f.rule, f.severity) for f in passes.sanitized] == [("sanitize-no-sync", "warning")]
    assert "its 4 unordered pair(s)" in passes.sanitized[0].message


def test_an_uninitialised_tile_read_in_a_loop_is_found_in_passes_as_in_order():
    x = data(128)
    for kinds in (("uninit",), ALL):
        passes, in_order = both(kernel(UNINIT_BODY), {"x": x, "y": np.zeros_like(x)}, kinds)
        assert passes.batched == 8
        assert shown(passes) == shown(in_order)
        found = [f for f in passes.sanitized if f.rule == "sanitize-uninit"]
        assert [(f.line, f.col) for f in found] == [(15, 5)]
        # %u is the second 16 x 64 f32 tile (bytes 4096..8191), read first by iteration %r = 0; y
        # depends on all of it in every iteration
        assert "pto.tadd reads UB bytes 4096..8191, which nothing wrote before" in found[0].message
        assert f"output y bytes 0..{128 * 64 * 4 - 1} depend on them" in found[0].message
        assert any("in the iteration %r = 0 of this loop" in n[2] for n in found[0].notes)


def test_a_loop_reading_past_an_allocation_runs_in_order_so_its_warning_counts_iterations():
    # x holds 120 of the 128 rows: the last iteration's tload reads 8 rows past it
    x = data(120)
    passes, in_order = both(kernel(), {"x": x, "y": np.zeros(128 * 64, np.float32)})
    assert shown(passes) == shown(in_order)
    assert [w.message for w in passes.warnings] == [w.message for w in in_order.warnings]
    assert [f.rule for f in passes.sanitized] == ["sanitize-no-sync", "sanitize-bounds"]
    bounds = passes.sanitized[1]
    assert f"reads bytes {120 * 256}..{128 * 256 - 1} of GM argument %x past its allocation" in bounds.message
    assert any("in the iteration %r = 112 of this loop" in n[2] for n in bounds.notes)
    assert passes.batched == 0  # (the pass that reaches past the allocation is refused: batch.py)
    plain = run(kernel(), args={"x": x, "y": np.zeros(128 * 64, np.float32)})
    assert [w.message for w in plain.warnings] == [w.message for w in in_order.warnings]


def test_a_loop_storing_over_what_it_loads_counts_its_pairs_iteration_by_iteration():
    # x and y one buffer: each iteration's tstore writes the bytes its tload read (write after
    # read between MTE3 and MTE2), so a pass's GM moves are told iteration by iteration
    x = data(64)
    passes = run(kernel(rows=64), args={"x": x, "y": x}, sanitize=ALL)
    in_order = run(kernel(rows=64), args={"x": x, "y": x}, sanitize=ALL, batch=False)
    assert passes.batched == 4
    assert shown(passes) == shown(in_order)
    assert np.array_equal(passes.buffers["y"], np.abs(x))
    assert "its 5 unordered pair(s)" in passes.sanitized[0].message


def test_the_pairs_are_those_the_clocked_sanitizer_counts_in_order(monkeypatch):
    """PairSanitizer (no clocks) against SyncSanitizer run in order on the same kernels."""
    cases = [(kernel(), {"x": data(128), "y": np.zeros(128 * 64, np.float32)}),
             (kernel(UNINIT_BODY), {"x": data(128), "y": np.zeros(128 * 64, np.float32)})]
    x = data(64)
    cases.append((kernel(rows=64), {"x": x, "y": x}))
    counts = [run(t, args=a, sanitize=("sync",)).sanitized[0].message for t, a in cases]
    monkeypatch.setattr(R, "has_sync_ops", lambda module: True)  # the clocked sanitizer, in order
    clocked = [run(t, args=a, sanitize=("sync",)) for t, a in cases]
    assert all(r.batched == 0 for r in clocked)
    assert counts == [r.sanitized[0].message for r in clocked]


def test_a_kernel_with_sync_ops_is_still_checked_in_order():
    body = (ABS_BODY.replace("pto.tabs", 'pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]\n'
                             '    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]\n    pto.tabs', 1))
    x = data(64)
    result = run(kernel(body, rows=64), args={"x": x, "y": np.zeros_like(x)}, sanitize=ALL)
    assert result.batched == 0
    # the flags order tload and tabs (lines 15, 16); tabs (17) and tstore (19) race, and the next
    # iteration's tload (14) writes what tabs read, its tabs what tstore read
    assert sorted({(f.rule, f.line) for f in result.sanitized}) == [
        ("sanitize-read-after-write", 19), ("sanitize-write-after-read", 14), ("sanitize-write-after-read", 17)]
    # a barrier after the loop: the loop (batchable) runs in order under sync, so its races are
    # reported; uninit alone has no order to keep and runs it in passes
    text = kernel(rows=64).replace("  return", "  pto.barrier #pto.pipe<PIPE_ALL>\n  return")
    synced = run(text, args={"x": x, "y": np.zeros_like(x)}, sanitize=("sync",))
    assert synced.batched == 0
    assert sorted({(f.rule, f.line) for f in synced.sanitized}) == [
        ("sanitize-read-after-write", 15), ("sanitize-read-after-write", 17),
        ("sanitize-write-after-read", 14), ("sanitize-write-after-read", 15)]
    assert run(text, args={"x": x, "y": np.zeros_like(x)}, sanitize=("uninit",)).batched == 4


def test_what_a_pass_tells_is_what_its_iterations_tell_in_order(monkeypatch):
    """Every statement's accesses, byte by byte: on chip those of an iteration in order, in GM
    the union of every iteration's."""
    told = {}

    def record(self, op, pipe, accesses, loops):
        for mem, where, write in accesses:
            name = self.names.get(id(mem))
            at = np.arange(mem.size)[where] if isinstance(where, slice) else np.asarray(where).reshape(-1)
            told.setdefault(self.machine.batch, {}).setdefault((op.where(), pipe, name, write), set()).update(
                at.tolist())
    monkeypatch.setattr(SAN.PairSanitizer, "_statement", record)
    x = data(64)
    for batch in (True, False):
        run(kernel(UNINIT_BODY, rows=64), args={"x": x, "y": np.zeros_like(x)}, sanitize=("sync",), batch=batch)
    assert told[True] == told[False]
    assert told[True][((15, 5), "PIPE_V", "UB", False)] == set(range(4096)) | set(range(4096, 8192))
    assert told[True][((14, 5), "PIPE_MTE2", "GM argument %x", False)] == set(range(64 * 256))


def test_a_rerun_on_the_machine_leaves_the_result_and_later_runs_as_they_were():
    x = data(128)
    args = {"x": x, "y": np.zeros_like(x)}
    k = Kernel(kernel(UNINIT_BODY))
    plain = k(args)
    plain_ub = plain.ub.copy()
    checked = k(args, sanitize=ALL)  # reruns once, %u's bytes varied, on k's machine
    assert [f.rule for f in checked.sanitized] == ["sanitize-no-sync", "sanitize-uninit"]
    assert np.array_equal(checked.ub, plain_ub) and np.array_equal(checked.buffers["y"], plain.buffers["y"])
    again = k(args)
    assert again.sanitized == [] and np.array_equal(again.ub, plain_ub)
    assert np.array_equal(again.buffers["y"], plain.buffers["y"])


def test_more_statements_than_a_byte_codes_count_as_in_order(monkeypatch):
    # 300 statements on two pipes over one tile: codes past 255 take two bytes
    lines = ["func.func @many(%x: !pto.ptr<f32>) attributes {pto.kernel} {",
             "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             "  %n = arith.constant 64 : index",
             "  %v = pto.make_tensor_view %x, shape = [%c1, %n], strides = [%n, %c1] : !pto.tensor_view<?x?xf32>",
             "  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c1, %n] : !pto.tensor_view<?x?xf32> "
             "-> !pto.partition_tensor_view<1x64xf32>",
             "  %t = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>"]
    for k in range(150):
        lines.append("  pto.tload ins(%p : !pto.partition_tensor_view<1x64xf32>) outs(%t : !pto.tile_buf<vec, 1x64xf32>)")
        lines.append("  pto.tabs ins(%t : !pto.tile_buf<vec, 1x64xf32>) outs(%t : !pto.tile_buf<vec, 1x64xf32>)")
    text = "\n".join(lines + ["  return", "}", ""])
    x = np.linspace(-1, 1, 64).astype(np.float32)
    fast = run(text, args={"x": x}, sanitize=("sync",)).sanitized
    monkeypatch.setattr(R, "has_sync_ops", lambda module: True)
    slow = run(text, args={"x": x}, sanitize=("sync",)).sanitized
    assert [f.message for f in fast] == [f.message for f in slow]
    assert "its 598 unordered pair(s)" in fast[0].message


def test_the_init_watcher_follows_a_pass_past_an_allocation_iteration_by_iteration():
    """A pass never reads past an allocation (such a loop runs in order), but the replay does
    not rely on it: GM bytes nothing wrote in a later iteration are followed there."""
    class Machine:
        def current(self):
            return None

        def loop_notes(self):
            return ()
    gm = np.zeros(1024, np.uint8)
    watcher = SAN.InitWatcher(Machine(), {"GM argument %x": gm}, {id(gm): 600})
    moves = SAN._Iterations(np.arange(4, dtype=np.int64) * 256, np.arange(200, dtype=np.int64))
    op = object()
    watcher.replay([(op, "", [(gm, None, False, moves)])], 4, lambda i: ((1, 1, f"iteration {i}"),))
    (stmt, mask, count, notes), = watcher.origins.values()
    assert stmt is op and count == 2 and notes == ((1, 1, "iteration 2"),)
    assert np.flatnonzero(mask).tolist() == list(range(600, 712)) + list(range(768, 968))


@pytest.mark.parametrize("kinds", [("sync",), ("uninit",), ("bounds",)])
def test_each_sanitizer_alone_keeps_the_passes(kinds):
    x = data(64)
    passes, in_order = both(kernel(UNINIT_BODY, rows=64), {"x": x, "y": np.zeros_like(x)}, kinds)
    assert passes.batched == 4 and shown(passes) == shown(in_order)


def test_the_bytes_two_runs_differ_in_are_found_a_block_at_a_time_from_each_end():
    rng = np.random.default_rng(7)
    for _ in range(300):
        n = int(rng.integers(0, 70))
        a = rng.integers(0, 256, n + 1).astype(np.uint8)[1:]  # (an array not aligned to 8 bytes)
        b = a.copy()
        for k in rng.integers(0, max(n, 1), int(rng.integers(0, 4))) if n else ():
            b[k] ^= np.uint8(rng.integers(1, 256))
        d = np.nonzero(a != b)[0]
        for step in (1, 8, 13, 1 << 16):
            assert SAN._changed({"o": a}, {"o": b}, step) == ({"o": (int(d[0]), int(d[-1]))} if d.size else {})
