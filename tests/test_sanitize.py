"""`ptoisa run --sanitize sync`: races between pipes, waits that hang, flags set twice or left
set. Each defect has a kernel that has it and the fixed twin that does not; the reports are
asserted with their places. The kernels are small copies of the usual shape of a PTO kernel:
an MTE2 copy into UB, vector work, an MTE3 copy out, with the flags between them."""
import numpy as np
import pytest

from ptoisa.interp import sanitize as SAN
from ptoisa.interp.run import RunUsageError, run


# The abs kernel: 256 f32 from %x into UB at 0, |.| into UB at 1024 by four vector registers,
# out to %y. Lines are numbered: a report names them.
ABS = """\
module attributes {pto.target_arch = "a5"} {
  func.func @absk(%x: !pto.ptr<f32, gm>, %y: !pto.ptr<f32, gm>) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %z = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %row = arith.constant 1024 : i64
    %n = arith.constant 256 : i32
    %ubx = pto.castptr %z : i64 -> !pto.ptr<f32, ub>
    %uby = pto.castptr %row : i64 -> !pto.ptr<f32, ub>
    pto.mte_gm_ub %x, %ubx, %z, %row nburst(%one, %row, %row) : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.vecscope {
      %r = scf.for %i = %c0 to %c256 step %c64 iter_args(%left = %n) -> (i32) {
        %m, %next = pto.plt_b32 %left : i32 -> !pto.mask<b32>, i32
        %v = pto.vlds %ubx[%i] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
        %a = pto.vabs %v, %m : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
        pto.vsts %a, %uby[%i], %m : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
        scf.yield %next : i32
      }
    }
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %uby, %y, %row nburst(%one, %row, %row) : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""
LOAD, SET_MV, WAIT_MV, VLDS, VSTS, SET_VM, WAIT_VM, STORE, BARRIER = 12, 13, 14, 18, 20, 24, 25, 26, 27
X = np.linspace(-3, 3, 256).astype(np.float32)


def _lines(text):
    return text.splitlines(keepends=True)


def edit(text=ABS, drop=(), put=()):
    """The kernel without the lines `drop` (numbers) and with `put` ((after line, text)) added,
    blank lines keeping the numbers of the rest where a line is dropped."""
    lines = _lines(text)
    for k in drop:
        lines[k - 1] = "\n"
    for after, extra in sorted(put, reverse=True):
        lines.insert(after, extra + "\n")
    return "".join(lines)


def sanitized(text, x=X, **kw):
    result = run(text, args={"x": x, "y": np.zeros(256, np.float32)}, sanitize=("sync",), **kw)
    return result, [(f.rule, f.line) for f in result.sanitized]


def test_the_synchronised_kernel_is_clean_and_its_output_right():
    result, found = sanitized(ABS)
    assert found == []
    assert np.array_equal(result.buffers["y"], np.abs(X))


def test_a_missing_wait_between_mte2_and_v_is_a_race_at_the_first_vector_load():
    result, found = sanitized(edit(drop=(SET_MV, WAIT_MV)))
    assert found == [("sanitize-read-after-write", VLDS)]
    f = result.sanitized[0]
    assert "pto.vlds on PIPE_V reads UB bytes 0..1023" in f.message and "pto.mte_gm_ub on PIPE_MTE2" in f.message
    assert "(4 times)" in f.message  # each of the four registers' loads
    assert f.notes[0][:2] == (LOAD, 5) and "the write by pto.mte_gm_ub" in f.notes[0][2]
    assert any("the read: in the iteration %i = 0" in n[2] for n in f.notes)
    assert "set_flag[PIPE_MTE2, PIPE_V" in f.notes[-1][2]
    assert np.array_equal(result.buffers["y"], np.abs(X))  # the run itself goes on, in program order


def test_a_missing_wait_between_v_and_mte3_is_a_race_at_the_copy_out():
    result, found = sanitized(edit(drop=(SET_VM, WAIT_VM)))
    assert found == [("sanitize-read-after-write", STORE)]
    assert "UB bytes 1024..2047" in result.sanitized[0].message
    assert result.sanitized[0].notes[0][:2] == (VSTS, 9)


def test_a_wait_no_set_satisfies_is_a_hang_and_the_run_goes_on():
    result, found = sanitized(edit(drop=(SET_MV,)))
    assert ("sanitize-hang", WAIT_MV) in found
    assert "would wait here for ever" in result.sanitized[0].message
    assert np.array_equal(result.buffers["y"], np.abs(X))
    # without the sanitizer the same wait stops the run (D-FLAG-COUNT)
    with pytest.raises(Exception, match="not set"):
        run(edit(drop=(SET_MV,)), args={"x": X, "y": np.zeros(256, np.float32)})


def test_a_set_never_waited_for_is_left_set_and_orders_nothing():
    result, found = sanitized(edit(drop=(WAIT_MV,)))
    assert found == [("sanitize-read-after-write", VLDS), ("sanitize-left-set", SET_MV)]


def test_a_flag_set_twice_before_its_wait():
    text = edit(put=((SET_MV, '    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]'),))
    result, found = sanitized(text)
    assert ("sanitize-set-twice", SET_MV + 1) in found
    f = next(f for f in result.sanitized if f.rule == "sanitize-set-twice")
    assert f.notes[0][:2] == (SET_MV, 5)
    assert ("sanitize-left-set", SET_MV + 1) in found  # one wait takes one set: the second stays


def test_a_barrier_of_every_pipe_orders_as_the_flags_do():
    text = edit(drop=(SET_MV, WAIT_MV), put=((LOAD, "    pto.barrier #pto.pipe<PIPE_ALL>"),))
    assert sanitized(text)[1] == []


def test_the_flags_of_other_pipes_order_nothing_here():
    text = edit(drop=(SET_MV, WAIT_MV), put=((LOAD, '    pto.set_flag["PIPE_MTE2", "PIPE_MTE3", "EVENT_ID1"]\n'
                                                    '    pto.wait_flag["PIPE_MTE2", "PIPE_MTE3", "EVENT_ID1"]'),))
    assert [r for r, _ in sanitized(text)[1]] == ["sanitize-read-after-write"]


def test_a_load_over_a_tile_the_vector_pipe_still_reads_is_write_after_read():
    # a second copy into UB 0 after the vector loop, ordered after nothing the vector pipe did
    second = ("    pto.mte_gm_ub %x, %ubx, %z, %row nburst(%one, %row, %row) : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, "
              "i64, i64, i64, i64, i64")
    result, found = sanitized(edit(put=((23, second),)))
    assert found == [("sanitize-write-after-read", 24)]
    assert result.sanitized[0].notes[0][:2] == (VLDS, 14)
    fixed = edit(put=((23, '    pto.set_flag["PIPE_V", "PIPE_MTE2", "EVENT_ID1"]\n'
                           '    pto.wait_flag["PIPE_V", "PIPE_MTE2", "EVENT_ID1"]\n' + second),))
    assert sanitized(fixed)[1] == []


def test_two_pipes_writing_one_gm_output_is_write_after_write():
    scalar = "    pto.store_scalar %one, %y[%c0] : !pto.ptr<f32, gm>, f32"
    text = edit(drop=(BARRIER,), put=((STORE, "    %one_f = arith.constant 1.0 : f32\n" +
                                       scalar.replace("%one,", "%one_f,")),))
    result, found = sanitized(text)
    assert found == [("sanitize-write-after-write", STORE + 2)]
    assert "GM argument %y bytes 0..3" in result.sanitized[0].message
    fixed = edit(put=((STORE, '    pto.set_flag["PIPE_MTE3", "PIPE_S", "EVENT_ID0"]\n'
                              '    pto.wait_flag["PIPE_MTE3", "PIPE_S", "EVENT_ID0"]\n'
                              "    %one_f = arith.constant 1.0 : f32\n" + scalar.replace("%one,", "%one_f,")),))
    result, found = sanitized(fixed)
    assert found == []
    assert result.buffers["y"][0] == 1.0 and np.array_equal(result.buffers["y"][1:], np.abs(X)[1:])


def test_a_kernel_without_any_sync_op_is_taken_as_compiler_synchronised():
    text = edit(drop=(SET_MV, WAIT_MV, SET_VM, WAIT_VM, BARRIER))
    result, found = sanitized(text)
    assert found == [("sanitize-no-sync", 2)]
    assert result.sanitized[0].severity == "warning" and "2 unordered pair(s)" in result.sanitized[0].message


def test_every_byte_a_run_changes_is_one_the_sanitizer_was_told_of(monkeypatch):
    """The semantics tell the sanitizer what they write (runtime/watch.py); a write they do not
    tell would hide races. Each op's changes to every memory are compared with what it told."""
    import ptoisa.interp.run as R
    checked = []

    class Checking(SAN.SyncSanitizer):
        snapshots: dict = {}

        def __call__(self, op, frame):
            told = {}
            for mem, where, write in self.buffered:
                if write:
                    told.setdefault(id(mem), np.zeros(mem.size, bool))[where] = True
            for mem in self.memories.values():
                before = self.snapshots.get(id(mem))
                if before is not None:
                    changed = np.nonzero(mem != before)[0]
                    mark = told.get(id(mem), np.zeros(mem.size, bool))
                    assert mark[changed].all(), (op.shape.op, op.where(), changed[~mark[changed]][:8])
                    if changed.size:
                        checked.append(op.shape.op)
                self.snapshots[id(mem)] = mem.copy()
            super().__call__(op, frame)

    monkeypatch.setattr(R, "SyncSanitizer", Checking)
    run(ABS, args={"x": X, "y": np.zeros(256, np.float32)}, sanitize=("sync",))
    assert {"pto.mte_gm_ub", "pto.vsts", "pto.mte_ub_gm"} <= set(checked)


def test_an_unknown_sanitizer_is_a_usage_error():
    with pytest.raises(RunUsageError, match="no sanitizer named 'races'"):
        run(ABS, args={"x": X, "y": np.zeros(256, np.float32)}, sanitize=("races",))


# The same shape with tile ops: a 16 x 64 f32 block in, |.|, out.
TILE = """\
func.func @tabsk(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) attributes {pto.kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = arith.constant 16 : index
  %cols = arith.constant 64 : index
  %vx = pto.make_tensor_view %x, shape = [%rows, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?xf32>
  %vy = pto.make_tensor_view %y, shape = [%rows, %cols], strides = [%cols, %c1] : !pto.tensor_view<?x?xf32>
  %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%rows, %cols] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
  %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%rows, %cols] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x64xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %u = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  pto.tload ins(%px : !pto.partition_tensor_view<16x64xf32>) outs(%t : !pto.tile_buf<vec, 16x64xf32>)
  pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
  pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
  pto.tabs ins(%t : !pto.tile_buf<vec, 16x64xf32>) outs(%u : !pto.tile_buf<vec, 16x64xf32>)
  pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
  pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
  pto.tstore ins(%u : !pto.tile_buf<vec, 16x64xf32>) outs(%py : !pto.partition_tensor_view<16x64xf32>)
  return
}
"""


def test_tile_ops_race_as_the_micro_ops_do():
    x = np.linspace(-5, 5, 1024).astype(np.float32)
    args = {"x": x, "y": np.zeros(1024, np.float32)}
    clean = run(TILE, args=args, sanitize=("sync",))
    assert clean.sanitized == [] and np.array_equal(clean.buffers["y"], np.abs(x))
    racy = run(edit(TILE, drop=(13, 14)), args=args, sanitize=("sync",))
    assert [(f.rule, f.line) for f in racy.sanitized] == [("sanitize-read-after-write", 15)]
    assert "pto.tabs on PIPE_V reads UB bytes 0..4095, which pto.tload on PIPE_MTE2 at 12:3 writes" \
        in racy.sanitized[0].message
    racy = run(edit(TILE, drop=(16, 17)), args=args, sanitize=("sync",))
    assert [(f.rule, f.line) for f in racy.sanitized] == [("sanitize-read-after-write", 18)]
    assert "UB bytes 4096..8191" in racy.sanitized[0].message


def _partial(n_in_bytes, lanes, out_bytes):
    """ABS with the copy in of `n_in_bytes`, `lanes` lanes computed and stored, `out_bytes`
    copied out."""
    t = ABS.replace("%row = arith.constant 1024 : i64", "%row = arith.constant 1024 : i64\n"
                    f"    %inb = arith.constant {n_in_bytes} : i64\n    %outb = arith.constant {out_bytes} : i64")
    t = t.replace("pto.mte_gm_ub %x, %ubx, %z, %row nburst(%one, %row, %row)",
                  "pto.mte_gm_ub %x, %ubx, %z, %inb nburst(%one, %inb, %inb)")
    t = t.replace("pto.mte_ub_gm %uby, %y, %row nburst(%one, %row, %row)",
                  "pto.mte_ub_gm %uby, %y, %outb nburst(%one, %outb, %outb)")
    return t.replace("%n = arith.constant 256 : i32", f"%n = arith.constant {lanes} : i32")


X200 = np.linspace(-3, 3, 200).astype(np.float32)
ALL = ("sync", "uninit", "bounds")


def test_an_uninitialised_ub_read_that_reaches_an_output_is_reported_at_the_read():
    # 800 bytes copied in, the last register's lanes 200..255 read from UB nothing wrote, all 256
    # stored and copied out: y[200:] is whatever UB held
    result = run(_partial(800, 256, 1024), args={"x": X200, "y": np.zeros(256, np.float32)}, sanitize=ALL)
    assert [(f.rule, f.line) for f in result.sanitized] == [("sanitize-uninit", 20)]
    message = result.sanitized[0].message
    assert "pto.vlds reads UB bytes 800..1023, which nothing wrote before" in message
    assert "output y bytes 800..1023 depend on them" in message
    assert any("iteration %i = 192" in n[2] for n in result.sanitized[0].notes)
    assert np.array_equal(result.buffers["y"][:200], np.abs(X200))


def test_an_uninitialised_read_the_masks_keep_from_the_output_is_not_reported():
    # the same loads, but only the 200 lanes copied in are stored and copied out
    result = run(_partial(800, 200, 800), args={"x": X200, "y": np.zeros(200, np.float32)}, sanitize=ALL)
    assert result.sanitized == []
    assert np.array_equal(result.buffers["y"], np.abs(X200))


def test_a_read_past_an_allocation_is_reported_where_an_output_depends_on_it():
    # 1024 bytes copied in from an 800-byte %x: 224 bytes of whatever lies past it
    result = run(_partial(1024, 256, 1024), args={"x": X200, "y": np.zeros(256, np.float32)}, sanitize=ALL)
    assert [(f.rule, f.line) for f in result.sanitized] == [("sanitize-bounds", 14)]
    assert "reads bytes 800..1023 of GM argument %x past its allocation" in result.sanitized[0].message
    assert "output y bytes 800..1023" in result.sanitized[0].message
    assert not result.warnings[0].message.endswith("(--sanitize bounds)")


def test_a_read_past_an_allocation_no_output_depends_on_says_so_in_its_warning():
    result = run(_partial(1024, 200, 800), args={"x": X200, "y": np.zeros(200, np.float32)}, sanitize=ALL)
    assert result.sanitized == []
    assert result.warnings[0].message.endswith("no output depends on them (--sanitize bounds)")
    # uninit alone does not follow GM past an allocation
    result = run(_partial(1024, 256, 1024), args={"x": X200, "y": np.zeros(256, np.float32)}, sanitize=("uninit",))
    assert result.sanitized == []


def test_the_command_reports_with_places_goes_on_and_exits_1(tmp_path, monkeypatch, capsys):
    from ptoisa.cli import main
    monkeypatch.chdir(tmp_path)
    X.tofile("x.bin")
    np.zeros(256, np.float32).tofile("y.bin")
    (tmp_path / "bad.pto").write_text(edit(drop=(SET_MV, WAIT_MV)))
    (tmp_path / "good.pto").write_text(ABS)
    assert main(["run", "bad.pto", "--arg", "x=x.bin", "--arg", "y=y.bin", "--sanitize"]) == 1
    err = capsys.readouterr().err
    assert f"bad.pto:{VLDS}:14: error: race: pto.vlds on PIPE_V reads UB bytes 0..1023" in err
    assert f"bad.pto:{LOAD}:5: note: the write by pto.mte_gm_ub (PIPE_MTE2)" in err
    assert "--sanitize sync,uninit,bounds: 1 defect(s) found" in err
    assert np.array_equal(np.fromfile("ptoisa-out/y.bin", np.float32), np.abs(X))  # the run wrote its result
    assert main(["run", "good.pto", "--arg", "x=x.bin", "--arg", "y=y.bin", "--sanitize=sync"]) == 0
    assert "--sanitize sync: no defect(s) found" in capsys.readouterr().err
    assert main(["run", "--sanitize", "good.pto", "--arg", "x=x.bin"]) == 2
    assert "put --sanitize after the kernel" in capsys.readouterr().err


def test_a_sanitized_tile_loop_without_sync_ops_runs_in_passes_and_its_outputs_depend_on_nothing_unwritten():
    from pathlib import Path
    text = (Path(__file__).parent.parent / "examples" / "softmax.pto").read_text()
    x = np.random.default_rng(3).standard_normal((4096, 64)).astype(np.float32)
    for kinds in (("uninit",), ALL):
        result = run(text, args={"x": x, "y": np.zeros_like(x)}, sanitize=kinds)
        assert result.batched == 64  # (tests/test_sanitize_fast.py: the passes report what the iterations would)
        assert [f.rule for f in result.sanitized] == (["sanitize-no-sync"] if "sync" in kinds else [])


def test_buffer_tokens_order_as_flags_do_by_pipe_or_by_kind_of_tile_op():
    """rls_buf after the producer, get_buf before the consumer (D-SYNC-ORDER); a token may name
    a pipe or a kind of tile operation, which stands for its pipe (machine.yaml sync_op_pipes:
    TLOAD is MTE2, TVEC V, TSTORE_VEC MTE3)."""
    x = np.linspace(-5, 5, 1024).astype(np.float32)
    args = {"x": x, "y": np.zeros(1024, np.float32)}
    tokens = edit(TILE, drop=(13, 14, 16, 17), put=(
        (12, '  pto.rls_buf "TLOAD", 0, 0'), (14, '  pto.get_buf "TVEC", 0, 0'),
        (15, '  pto.rls_buf "PIPE_V", 1, 0'), (17, '  pto.get_buf "TSTORE_VEC", 1, 0')))
    result = run(tokens, args=args, sanitize=("sync",))
    assert result.sanitized == [] and np.array_equal(result.buffers["y"], np.abs(x))
    # the consumer's get_buf of another id orders nothing: the tabs races the tload
    racy = tokens.replace('pto.get_buf "TVEC", 0, 0', 'pto.get_buf "TVEC", 5, 0')
    found = [(f.rule, "pto.tabs on PIPE_V" in f.message) for f in run(racy, args=args, sanitize=("sync",)).sanitized]
    assert found == [("sanitize-read-after-write", True)]
