"""Whole kernels through `ptoisa run`, against plain numpy: the shape of the public
micro-op cases (GM->UB copy, flags, a vecscope looping over plt masks, loads, compute,
stores, UB->GM copy), the seeds' typical-usage snippets completed into kernels, and
the errors a kernel can meet, each at its line. The CLI runs on .bin files."""
import numpy as np
import pytest

from ptoisa.cli import main
from ptoisa.interp.run import RunFailed, run

HEAD = """module attributes {pto.target_arch = "a5"} {
  func.func @kernel(%arg0: !pto.ptr<f32, gm>, %arg1: !pto.ptr<f32, gm>, %count: i32) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c0_i64 = arith.constant 0 : i64
    %c32_i64 = arith.constant 32 : i64
    %c128_i64 = arith.constant 128 : i64
    %c4096_i64 = arith.constant 4096 : i64
    %ub_in = pto.castptr %c0_i64 : i64 -> !pto.ptr<f32, ub>
    %ub_out = pto.castptr %c4096_i64 : i64 -> !pto.ptr<f32, ub>
    pto.mte_gm_ub %arg0, %ub_in, %c0_i64, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
"""
TAIL = """    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub_out, %arg1, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""
ABS_BODY = """    pto.vecscope {
      %_:1 = scf.for %offset = %c0 to %c1024 step %c64 iter_args(%remaining = %count) -> (i32) {
        %mask, %next = pto.plt_b32 %remaining : i32 -> !pto.mask<b32>, i32
        %v = pto.vlds %ub_in[%offset] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
        %a = pto.vabs %v, %mask : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
        pto.vsts %a, %ub_out[%offset], %mask : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
        scf.yield %next : i32
      }
    }
"""
ABS = HEAD + ABS_BODY + TAIL


def _data(n=1024, seed=0):
    return np.random.default_rng(seed).standard_normal(n).astype(np.float32) * 100


@pytest.mark.parametrize("count", [1024, 1000, 64, 1, 0])
def test_abs_kernel_with_a_plt_tail(count):
    x = _data()
    sentinel = np.full(1024, 7.0, np.float32)
    r = run(ABS, args={"arg0": x, "arg1": sentinel, "count": count})
    out = r.buffers["arg1"]
    assert np.array_equal(out[:count].view(np.uint32), np.abs(x[:count]).view(np.uint32))
    # Lanes past the count are never stored: the UB output region keeps its zero fill,
    # and the DMA copies the whole region back.
    assert np.all(out[count:] == 0)
    assert np.all(sentinel == 7.0)  # the caller's array is not changed
    assert r.op_counts["pto.vabs"] == 16 and r.op_counts["pto.plt_b32"] == 16


def test_profile_counts_and_cycles_from_the_cost_tables():
    from ptoisa_ref import costs as C
    r = run(ABS, args={"arg0": _data(), "arg1": np.zeros(1024, np.float32), "count": 1000})
    rows = {(row.op, row.dtype): row for row in r.cost_rows}
    vabs = rows[("pto.vabs", "f32")]
    assert vabs.executions == 16 and vabs.cycles_each == C.cost("vabs", "a5", "f32").total
    with_data = [row for row in r.cost_rows if row.cycles_each is not None]
    assert r.cycles == sum(row.cycles_each * row.executions for row in with_data)


ROWSUM_BODY = """    %c8 = arith.constant 8 : index
    pto.vecscope {
      %all = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
      scf.for %row = %c0 to %c8 step %c1 {
        %at = arith.muli %row, %c64 : index
        %vec = pto.vlds %ub_in[%at] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
        %sum = pto.vcadd %vec, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
        pto.vsts %sum, %ub_out[%row], %all {dist = "1PT_B32"} : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
      }
    }
"""


def test_row_sum_of_the_reduction_set():
    x = np.random.default_rng(1).integers(-50, 50, 1024).astype(np.float32)  # exact in any order
    r = run(HEAD + ROWSUM_BODY + TAIL, args={"arg0": x, "arg1": np.zeros(1024, np.float32), "count": 0})
    out = r.buffers["arg1"]
    assert np.array_equal(out[:8], x[:512].reshape(8, 64).sum(axis=1))
    assert np.all(out[8:] == 0)  # 1PT writes element 0 only


SOFTMAX_BODY = """    %c512 = arith.constant 512 : index
    pto.vecscope {
      %all = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
      %x = pto.vlds %ub_in[%c0] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
      %max_vec = pto.vcmax %x, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
      pto.vsts %max_vec, %ub_out[%c512], %all {dist = "1PT_B32"} : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
      %max_b = pto.vlds %ub_out[%c512] {dist = "BRC_B32"} : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
      %sub = pto.vsub %x, %max_b, %all : !pto.vreg<64xf32>, !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
      %e = pto.vexp %sub, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
      pto.vsts %e, %ub_out[%c0], %all : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
    }
"""


def test_softmax_numerator_with_a_broadcast_of_the_max():
    x = _data(seed=2) / 10
    r = run(HEAD + SOFTMAX_BODY + TAIL, args={"arg0": x, "arg1": np.zeros(1024, np.float32), "count": 0})
    out = r.buffers["arg1"]
    m = x[:64].max()
    expect = np.exp((x[:64] - m).astype(np.float64)).astype(np.float32)  # D-TRANSCENDENTAL: rounded once
    assert np.array_equal(out[:64], expect)
    assert out[512] == m  # where the max was stored for the broadcast
    assert np.all(out[64:512] == 0)


BODY_LINE = HEAD.count("\n") + 1  # the first line after HEAD
DMA_LINE = HEAD.split("\n").index("    pto.mte_gm_ub %arg0, %ub_in, %c0_i64, %c128_i64") + 1


@pytest.mark.parametrize("body, line, message", [
    ("%big = arith.constant 70000 : index\n    %v = pto.vlds %ub_in[%big] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>",
     1, "past"),
    ("%c3 = arith.constant 3 : index\n    %v = pto.vlds %ub_in[%c3] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>",
     1, "align"),
    ('pto.wait_flag["PIPE_V", "PIPE_MTE2", "EVENT_ID3"]', 0, "not set"),
    ("%v = pto.vfoo %count : i32 -> i32", 0, "unknown op 'pto.vfoo' (not in the database)"),
])
def test_kernel_errors_at_their_line(body, line, message):
    src = HEAD + "    " + body + "\n" + TAIL
    line += BODY_LINE
    with pytest.raises(RunFailed) as exc:
        run(src, args={"arg0": _data(), "arg1": np.zeros(1024, np.float32), "count": 0})
    f = exc.value.findings[0]
    assert f.line == line and message in f.message


def test_a_dma_past_a_gm_allocation_reads_the_fill_with_a_warning_and_cannot_write():
    x = _data(100)
    r = run(ABS, args={"arg0": x, "arg1": np.zeros(1024, np.float32), "count": 1024})
    fill = np.frombuffer(b"\x7f" * 4, np.float32)[0]
    assert r.buffers["arg1"][:100].tobytes() == np.abs(x).tobytes()
    assert np.all(r.buffers["arg1"][100:] == fill)
    [w] = r.warnings
    assert (w.line, w.severity, w.rule) == (DMA_LINE, "warning", "gm-read-past")
    assert w.message.startswith("pto.mte_gm_ub read bytes 400..4095 of GM argument %arg0, past its allocation")
    r = run(ABS, args={"arg0": x, "arg1": np.zeros(1024, np.float32), "count": 1024}, fill=0)
    assert np.all(r.buffers["arg1"][100:] == 0) and "the fill byte 0x00" in r.warnings[0].message
    with pytest.raises(RunFailed) as exc:  # --strict
        run(ABS, args={"arg0": x, "arg1": np.zeros(1024, np.float32), "count": 0}, strict=True)
    f = exc.value.findings[0]
    assert f.line == DMA_LINE and f.message.endswith("past its allocation (400 bytes; --strict)")
    with pytest.raises(RunFailed) as exc:  # a write past arg1's 400 bytes
        run(ABS, args={"arg0": _data(), "arg1": np.zeros(100, np.float32), "count": 0})
    f = exc.value.findings[0]
    assert f.message == "pto.mte_ub_gm: writes bytes 384..511 of GM argument %arg1, past its allocation (400 bytes)"


def test_cli_runs_on_bin_files(tmp_path, capsys):
    x = _data(seed=3)
    (tmp_path / "in.bin").write_bytes(x.tobytes())
    np.full(1024, 5.0, np.float32).tofile(tmp_path / "out.bin")
    kernel = tmp_path / "abs.pto"
    kernel.write_text(ABS)
    code = main(["run", str(kernel), "--arg", f"arg0={tmp_path / 'in.bin'}", "--arg", f"arg1={tmp_path / 'out.bin'}",
                 "--arg", "count=1000", "--out-dir", str(tmp_path / "res"), "--profile"])
    assert code == 0
    out = np.fromfile(tmp_path / "res" / "out.bin", dtype=np.float32)
    assert np.array_equal(out[:1000], np.abs(x[:1000])) and np.all(out[1000:] == 0)
    assert np.all(np.fromfile(tmp_path / "out.bin", dtype=np.float32) == 5.0)  # inputs untouched with --out-dir
    shown = capsys.readouterr()
    assert "pto.vabs" in shown.out and "total:" in shown.out
    # In place: the file itself receives the result.
    assert main(["run", str(kernel), "--arg", f"arg0={tmp_path / 'in.bin'}", "--arg",
                 f"arg1={tmp_path / 'out.bin'}", "--arg", "count=64", "--in-place"]) == 0
    out = np.fromfile(tmp_path / "out.bin", dtype=np.float32)
    assert np.array_equal(out[:64], np.abs(x[:64])) and np.all(out[64:] == 0)


def test_cli_one_file_for_two_arguments_is_one_buffer(tmp_path):
    x = _data(seed=4)
    x.tofile(tmp_path / "io.bin")
    kernel = tmp_path / "abs.pto"
    kernel.write_text(ABS)
    f = str(tmp_path / "io.bin")
    assert main(["run", str(kernel), "--arg", f"arg0={f}", "--arg", f"arg1={f}", "--arg", "count=1024", "--in-place"]) == 0
    assert np.array_equal(np.fromfile(f, dtype=np.float32), np.abs(x))  # read and written in place


def test_cli_gm_bytes_allocates_more_than_the_file(tmp_path):
    x = _data(seed=5)
    x.tofile(tmp_path / "in.bin")
    np.zeros(16, np.float32).tofile(tmp_path / "out.bin")  # 64 bytes of file, 4096 of device buffer
    kernel = tmp_path / "abs.pto"
    kernel.write_text(ABS)
    args = ["run", str(kernel), "--arg", f"arg0={tmp_path / 'in.bin'}", "--arg", f"arg1={tmp_path / 'out.bin'}",
            "--arg", "count=1024", "--in-place"]
    assert main(args) == 1  # the copy back overruns a 64-byte buffer
    assert main(args + ["--gm-bytes", "arg1=4096"]) == 0
    out = np.fromfile(tmp_path / "out.bin", dtype=np.float32)
    assert out.size == 16 and np.array_equal(out, np.abs(x[:16]))  # written back at the file's length


@pytest.mark.parametrize("extra, message", [
    (["--arg", "count=abc"], "takes an integer"),
    (["--arg", "nope=1"], "no argument named nope"),
    (["--entry", "missing"], "no function @missing"),
    (["--gm-bytes", "arg1=lots"], "takes a byte count"),
])
def test_cli_usage_errors_exit_2(tmp_path, capsys, extra, message):
    x = _data()
    x.tofile(tmp_path / "in.bin")
    kernel = tmp_path / "abs.pto"
    kernel.write_text(ABS)
    base = ["run", str(kernel), "--arg", f"arg0={tmp_path / 'in.bin'}", "--arg", f"arg1={tmp_path / 'in.bin'}"]
    if not any(e.startswith("count=") for e in extra):
        base += ["--arg", "count=1"]
    assert main(base + extra) == 2
    assert message in capsys.readouterr().err


def test_cli_program_error_exits_1_and_writes_nothing(tmp_path, capsys):
    x = _data()
    x.tofile(tmp_path / "in.bin")
    np.full(1024, 5.0, np.float32).tofile(tmp_path / "out.bin")
    kernel = tmp_path / "bad.pto"
    kernel.write_text(HEAD + '    pto.wait_flag["PIPE_V", "PIPE_MTE2", "EVENT_ID3"]\n' + TAIL)
    code = main(["run", str(kernel), "--arg", f"arg0={tmp_path / 'in.bin'}", "--arg",
                 f"arg1={tmp_path / 'out.bin'}", "--arg", "count=1"])
    err = capsys.readouterr().err
    assert code == 1 and f"{kernel}:{BODY_LINE}:" in err and "not set" in err
    assert np.all(np.fromfile(tmp_path / "out.bin", dtype=np.float32) == 5.0)


def test_cli_ctrl_c_says_where_the_kernel_was_and_writes_nothing(tmp_path, capsys, monkeypatch):
    """Ctrl-C inside the interpreter's loop (here: the third pto.vabs raises it) ends with a
    line naming the statement executing and one naming the loop iteration, exit 130, and no
    file written."""
    import functools

    from ptoisa_ref import semantics

    vabs, calls = semantics.vabs, []

    @functools.wraps(vabs)  # the interpreter binds operands by the function's signature
    def interrupted_vabs(*args, **kwargs):
        calls.append(1)
        if len(calls) == 3:
            raise KeyboardInterrupt
        return vabs(*args, **kwargs)

    monkeypatch.setattr(semantics, "vabs", interrupted_vabs)
    _data().tofile(tmp_path / "in.bin")
    np.full(1024, 5.0, np.float32).tofile(tmp_path / "out.bin")
    kernel = tmp_path / "abs.pto"
    kernel.write_text(ABS)
    line = next(n for n, text in enumerate(ABS.splitlines(), 1) if "pto.vabs" in text)
    col = ABS.splitlines()[line - 1].index("pto.vabs") + 1
    code = main(["run", str(kernel), "--arg", f"arg0={tmp_path / 'in.bin'}", "--arg", f"arg1={tmp_path / 'out.bin'}",
                 "--arg", "count=1024"])
    err = capsys.readouterr().err
    assert code == 130 and len(calls) == 3
    loop = next(n for n, text in enumerate(ABS.splitlines(), 1) if "scf.for" in text)
    loop_col = ABS.splitlines()[loop - 1].index("scf.for") + 1
    assert err == (f"ptoisa run: interrupted at {kernel}:{line}:{col} (pto.vabs); no file was written\n"
                   f"ptoisa run: {kernel}:{loop}:{loop_col}: in the iteration %offset = 128 of this loop\n")
    assert np.all(np.fromfile(tmp_path / "out.bin", dtype=np.float32) == 5.0)


REGISTERS_KERNEL = """module attributes {pto.target_arch = "a5"} {
  func.func @batched_abs(%arg0: !pto.ptr<f32, gm>, %arg1: !pto.ptr<f32, gm>) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1536 = arith.constant 1536 : index
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c3_i64 = arith.constant 3 : i64
    %c4_i64 = arith.constant 4 : i64
    %c240_i64 = arith.constant 240 : i64
    %c256_i64 = arith.constant 256 : i64
    %c320_i64 = arith.constant 320 : i64
    %c1024_i64 = arith.constant 1024 : i64
    %c1280_i64 = arith.constant 1280 : i64
    %c2048_i64 = arith.constant 2048 : i64
    %c3072_i64 = arith.constant 3072 : i64
    %c3840_i64 = arith.constant 3840 : i64
    %c8192_i64 = arith.constant 8192 : i64
    %true = arith.constant true
    %pad = arith.constant -1.0 : f32
    %ub_in = pto.castptr %c0_i64 : i64 -> !pto.ptr<f32, ub>
    %ub_out = pto.castptr %c8192_i64 : i64 -> !pto.ptr<f32, ub>
    pto.set_loop_size_outtoub %c2_i64, %c3_i64 : i64, i64
    pto.set_loop1_stride_outtoub %c1280_i64, %c1024_i64 : i64, i64
    pto.set_loop2_stride_outtoub %c3840_i64, %c3072_i64 : i64, i64
    pto.set_mov_pad_val %pad : f32
    pto.copy_gm_to_ubuf %arg0, %ub_in, %c0_i64, %c4_i64, %c240_i64, %c0_i64, %c0_i64, %true, %c0_i64, %c320_i64, %c256_i64
      : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64, i1, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.vecscope {
      %all = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
      scf.for %offset = %c0 to %c1536 step %c64 {
        %v = pto.vlds %ub_in[%offset] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
        %a = pto.vabs %v, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
        pto.vsts %a, %ub_out[%offset], %all : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
      }
    }
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.set_loop_size_ubtoout %c2_i64, %c3_i64 : i64, i64
    pto.set_loop1_stride_ubtoout %c1024_i64, %c2048_i64 : i64, i64
    pto.set_loop2_stride_ubtoout %c3072_i64, %c1024_i64 : i64, i64
    pto.copy_ubuf_to_gm %ub_out, %arg1, %c0_i64, %c4_i64, %c256_i64, %c0_i64, %c256_i64, %c256_i64
      : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""


def test_loop_registers_drive_the_copies():
    """set_loop_size (loop2 first: D-DMA-LOOP-SIZE-ORDER) and the loop strides make one
    copy_gm_to_ubuf gather 2 batches x 3 tiles x 4 rows of 60 floats out of 80-float rows,
    padding each UB row to 64 floats with the set_mov_pad_val value; after vabs one
    copy_ubuf_to_gm writes the tiles back with batch and tile swapped."""
    x = _data(2 * 3 * 4 * 80, seed=7).reshape(2, 3, 4, 80)
    r = run(REGISTERS_KERNEL, args={"arg0": x.reshape(-1), "arg1": np.zeros(3 * 2 * 4 * 64, np.float32)})
    want = np.ones((2, 3, 4, 64), np.float32)  # |pad| = 1.0
    want[..., :60] = np.abs(x[..., :60])
    assert np.array_equal(r.buffers["arg1"].reshape(3, 2, 4, 64), want.transpose(1, 0, 2, 3))
    assert r.op_counts["pto.copy_gm_to_ubuf"] == 1 and r.op_counts["pto.set_loop_size_ubtoout"] == 1


def test_registers_never_set_are_one_pass():
    """Without the set_* ops the counts read 1 (D-DMA-REGISTERS): the copy moves n_burst rows once."""
    kernel = "\n".join(line for line in REGISTERS_KERNEL.splitlines() if "pto.set_loop" not in line)
    x = _data(2 * 3 * 4 * 80, seed=8)
    r = run(kernel, args={"arg0": x, "arg1": np.zeros(3 * 2 * 4 * 64, np.float32)})
    out = r.buffers["arg1"].reshape(-1, 64)
    want = np.ones((4, 64), np.float32)
    want[:, :60] = np.abs(x.reshape(-1, 80)[:4, :60])
    assert np.array_equal(out[:4], want) and np.all(out[4:] == 0)


def test_a_pointer_into_vec_is_a_pointer_into_ub():
    """PTOAS reads `vec` as the UB space in a pointer type (and `mat` as L1): the kernel with
    every UB pointer written `vec`, mixed with `ub` uses of the same values, runs as the one
    written `ub` and gives |x|."""
    text = ABS.replace("-> !pto.ptr<f32, ub>", "-> !pto.ptr<f32, vec>").replace(
        ": !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64", ": !pto.ptr<f32, gm>, !pto.ptr<f32, vec>, i64")
    assert text.count(", vec>") == 3 and text.count(", ub>") == 3
    x = _data()
    r = run(text, args={"arg0": x, "arg1": np.zeros(1024, np.float32), "count": 1000})
    want = np.concatenate([np.abs(x[:1000]), np.zeros(24, np.float32)])
    assert r.buffers["arg1"].view(np.uint32).tolist() == want.view(np.uint32).tolist()


def test_a_pointer_without_a_space_is_a_gm_pointer():
    """PTOAS reads `!pto.ptr<f32>` as a GM pointer: the same kernel written so runs alike, and a
    value written with both spellings is one type."""
    plain = ABS.replace("!pto.ptr<f32, gm>", "!pto.ptr<f32>")
    assert "!pto.ptr<f32, gm>" not in plain
    x = _data()
    out = run(plain, args={"arg0": x, "arg1": np.zeros(1024, np.float32), "count": 1000}).buffers["arg1"]
    assert np.array_equal(out[:1000].view(np.uint32), np.abs(x[:1000]).view(np.uint32))
    mixed = ABS.replace("func.func @kernel(%arg0: !pto.ptr<f32, gm>", "func.func @kernel(%arg0: !pto.ptr<f32>")
    assert mixed != ABS
    out = run(mixed, args={"arg0": x, "arg1": np.zeros(1024, np.float32), "count": 1000}).buffers["arg1"]
    assert np.array_equal(out[:1000].view(np.uint32), np.abs(x[:1000]).view(np.uint32))
