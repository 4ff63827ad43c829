"""Kernels with sections run as a cluster of cores (D-CLUSTER): one cube core and its vector cores
take turns, meet through GM, the cube's memories and the semaphores, routed per target; a kernel
whose cores all wait is a deadlock reported with each core's place.

Expected values come from what each kernel's text says it moves: a handoff that ran in the wrong
order, or a signal that reached the wrong core, gives zeros or a deadlock instead.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ptoisa.interp.run import RunFailed, RunUsageError, run

ROOT = Path(__file__).resolve().parent.parent

def copy(src: str, dst: str, n: str = "%c256") -> str:
    """Statements copying `n` bytes from GM `src` through UB byte 0 to GM `dst`."""
    return f"""
        pto.mte_gm_ub {src}, %ub, %c0, {n} nburst(%c1, {n}, {n})
          : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
        pto.set_flag["PIPE_MTE2", "PIPE_MTE3", "EVENT_ID0"]
        pto.wait_flag["PIPE_MTE2", "PIPE_MTE3", "EVENT_ID0"]
        pto.mte_ub_gm %ub, {dst}, {n} nburst(%c1, {n}, {n})
          : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64"""


def kernel(vector0: str, vector1: str, cube: str, target: str = "a5") -> str:
    """A kernel of three GM arguments (x, y, z, 64 f32 each) whose vector section runs `vector0` on
    sub-block 0 and `vector1` on sub-block 1, and whose cube section runs `cube`."""
    return f"""module attributes {{pto.target_arch = "{target}"}} {{
  func.func @k(%x: !pto.ptr<f32, gm>, %y: !pto.ptr<f32, gm>, %z: !pto.ptr<f32, gm>) attributes {{pto.kernel}} {{
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c2 = arith.constant 2 : i64
    %c128 = arith.constant 128 : i64
    %c256 = arith.constant 256 : i64
    %c4096 = arith.constant 4096 : i64
    %c32 = arith.constant 32 : index
    %x1 = pto.addptr %x, %c32 : !pto.ptr<f32, gm> -> !pto.ptr<f32, gm>
    %y1 = pto.addptr %y, %c32 : !pto.ptr<f32, gm> -> !pto.ptr<f32, gm>
    %ub = pto.castptr %c0 : i64 -> !pto.ptr<f32, ub>
    pto.section.vector {{
      %sb = pto.get_subblock_idx
      %first = arith.cmpi eq, %sb, %c0 : i64
      scf.if %first {{{vector0}
      }} else {{{vector1}
      }}
    }}
    pto.section.cube {{{cube}
    }}
    return
  }}
}}
"""


X = np.arange(1, 65, dtype=np.float32)


def launch(text: str, target: str = "a5"):
    return run(text, args={"x": X, "y": np.zeros(64, np.float32), "z": np.zeros(64, np.float32)}, target=target)


# vector core 0 copies x to y and tells the cube; the cube tells vector core 1, which copies y to z
CHAIN_A5 = kernel(copy("%x", "%y") + "\n        pto.set_intra_block <PIPE_MTE3>, 3",
                  "\n        pto.wait_intra_block <PIPE_MTE2>, 5" + copy("%y", "%z"),
                  "\n      pto.wait_intra_block <PIPE_MTE2>, 3\n      pto.set_intra_block <PIPE_FIX>, 21")


def test_a_handoff_through_the_cube_runs_in_the_order_the_semaphores_give():
    r = launch(CHAIN_A5)
    assert (r.buffers["y"] == X).all()
    assert (r.buffers["z"] == X).all()  # vector core 1 read y after vector core 0 wrote it
    # each core ran its own statements: two copies each way, one per vector core
    assert r.op_counts["pto.mte_gm_ub"] == 2 and r.op_counts["pto.mte_ub_gm"] == 2
    assert r.op_counts["pto.wait_intra_block"] == 2 and r.op_counts["pto.set_intra_block"] == 2
    assert r.op_counts["pto.get_subblock_idx"] == 2  # the vector cores only


def test_both_vector_cores_see_two_sub_blocks():
    def body(dst: str) -> str:
        return ("\n        %n = pto.get_subblock_num\n        %two = arith.cmpi eq, %n, %c2 : i64\n"
                "        scf.if %two {" + copy("%x", dst) + "\n        }")
    r = launch(kernel(body("%y"), body("%z"), ""))
    assert (r.buffers["y"] == X).all() and (r.buffers["z"] == X).all()


def test_each_vector_core_has_a_unified_buffer_of_its_own():
    # each vector core loads its half of x into UB byte 0, they meet at the cube, then each copies
    # its UB out: one shared UB would give both halves the data loaded last
    def half(src: str, dst: str) -> str:
        return f"""
        pto.mte_gm_ub {src}, %ub, %c0, %c128 nburst(%c1, %c128, %c128)
          : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
        pto.set_intra_block <PIPE_MTE2>, 2
        pto.wait_intra_block <PIPE_MTE3>, 4
        pto.mte_ub_gm %ub, {dst}, %c128 nburst(%c1, %c128, %c128)
          : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64"""
    cube = """
      pto.wait_intra_block <PIPE_MTE2>, 2
      pto.wait_intra_block <PIPE_MTE2>, 18
      pto.set_intra_block <PIPE_FIX>, 4
      pto.set_intra_block <PIPE_FIX>, 20"""
    r = launch(kernel(half("%x", "%y"), half("%x1", "%y1"), cube))
    assert (r.buffers["y"] == X).all()


def test_a5_signals_reach_one_sub_block_each():
    # the cube signals id 17 (vector core 1's id 1) only: vector core 0 waits on id 1 for ever
    def wait(dst: str) -> str:
        return "\n        pto.wait_intra_block <PIPE_MTE2>, 1" + copy("%x", dst)
    text = kernel(wait("%y"), wait("%z"), "\n      pto.set_intra_block <PIPE_FIX>, 17")
    with pytest.raises(RunFailed) as e:
        launch(text)
    f = e.value.findings[0]
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "wait_intra_block" in t)
    assert f.message == (f"deadlock: no core of the cluster can go on: vector core 0 waits at line {line} "
                         "(cube core, vector core 1 ended)")
    assert [n[2] for n in f.notes] == ["vector core 0 waits here on semaphore 1, which no core will signal"]
    # with id 1 as well, both go through
    r = launch(text.replace("<PIPE_FIX>, 17", "<PIPE_FIX>, 17\n      pto.set_intra_block <PIPE_FIX>, 1"))
    assert (r.buffers["y"] == X).all() and (r.buffers["z"] == X).all()


def test_a5_the_cube_sees_vector_core_1s_id_k_as_k_plus_16():
    # vector core 1 signals id 2; the cube's wait on id 2 is vector core 0's, so it deadlocks,
    # and its wait on id 18 is vector core 1's
    text = kernel("", "\n        pto.set_intra_block <PIPE_MTE3>, 2",
                  "\n      pto.wait_intra_block <PIPE_MTE2>, ID\n      pto.set_intra_block <PIPE_FIX>, 0")
    with pytest.raises(RunFailed) as e:
        launch(text.replace("ID", "2"))
    assert "cube core waits at line" in e.value.findings[0].message
    launch(text.replace("ID", "18"))  # no error


def test_a2a3_signals_are_broadcast_and_the_cubes_wait_takes_one_from_each_vector_core():
    def body(dst: str, signal: bool = True) -> str:
        return ("\n        pto.wait_intra_block <PIPE_MTE2>, 1" + copy("%x", dst)
                + ("\n        pto.set_intra_block <PIPE_MTE3>, 2" if signal else ""))
    cube = "\n      pto.set_intra_block <PIPE_FIX>, 1\n      pto.wait_intra_block <PIPE_MTE2>, 2"
    r = launch(kernel(body("%y"), body("%z"), cube, "a2a3"), "a2a3")
    assert (r.buffers["y"] == X).all() and (r.buffers["z"] == X).all()  # one signal reached both
    # the cube's wait needs both vector cores' signals: without vector core 1's it never returns
    with pytest.raises(RunFailed) as e:
        launch(kernel(body("%y"), body("%z", signal=False), cube, "a2a3"), "a2a3")
    assert e.value.findings[0].message.startswith("deadlock: no core of the cluster can go on: cube core waits")


def test_an_op_on_a_pipe_the_core_lacks_is_an_error_on_that_core():
    # the verifier sees the copy inside the cube section; a function the section calls only the run sees
    with pytest.raises(RunFailed, match="PIPE_MTE3, which the cube cores do not have, and it is inside a cube"):
        launch(kernel("", "", copy("%x", "%y")))
    helper = ("  func.func @out(%ub: !pto.ptr<f32, ub>, %y: !pto.ptr<f32, gm>, %c1: i64, %c256: i64) {\n"
              "    pto.mte_ub_gm %ub, %y, %c256 nburst(%c1, %c256, %c256)\n"
              "      : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64\n    return\n  }\n")
    text = kernel("", "", "\n      func.call @out(%ub, %y, %c1, %c256) : (!pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64) -> ()")
    text = text.replace("  func.func @k(", helper + "  func.func @k(")
    with pytest.raises(RunFailed) as e:
        run(text, entry="k", args={"x": X, "y": np.zeros(64, np.float32), "z": np.zeros(64, np.float32)})
    f = e.value.findings[0]
    assert f.message == ("pto.mte_ub_gm issues to PIPE_MTE3, which the cube cores do not have (on the cluster's cube "
                         "core; D-CLUSTER)")
    assert text.splitlines()[f.line - 1].strip().startswith("pto.mte_ub_gm")


def test_an_error_on_one_core_says_which_core():
    # vector core 1 copies 4096 rows of 256 bytes into UB, past its end: the error names the core
    r = launch(kernel("", copy("%x", "%y"), ""))
    assert (r.buffers["y"] == X).all()
    with pytest.raises(RunFailed) as e:
        launch(kernel("", copy("%x", "%y").replace("nburst(%c1,", "nburst(%c4096,", 1), ""))
    assert [n[2] for n in e.value.findings[0].notes if "cluster" in n[2]] == ["on the cluster's vector core 1"]


def test_a_kernel_with_sections_takes_no_subblock_and_no_sanitizer_yet():
    args = {"x": X, "y": np.zeros(64, np.float32), "z": np.zeros(64, np.float32)}
    with pytest.raises(RunUsageError, match="--subblock does not apply"):
        run(CHAIN_A5, args=args, subblock=(1, 2))
    with pytest.raises(RunUsageError, match="sections"):
        run(CHAIN_A5, args=args, sanitize=("sync",))


def test_the_command_reports_a_deadlock_with_each_core_and_exits_1(tmp_path):
    text = kernel("\n        pto.wait_intra_block <PIPE_MTE2>, 1", "", "\n      pto.wait_intra_block <PIPE_MTE2>, 1")
    (tmp_path / "k.pto").write_text(text)
    for name in "xyz":
        X.tofile(tmp_path / f"{name}.bin")
    p = subprocess.run([sys.executable, "-m", "ptoisa", "run", str(tmp_path / "k.pto"), "--arg", f"x={tmp_path}/x.bin",
                        "--arg", f"y={tmp_path}/y.bin", "--arg", f"z={tmp_path}/z.bin"],
                       capture_output=True, text=True, cwd=ROOT)
    assert p.returncode == 1, p.stderr
    assert "error: deadlock: no core of the cluster can go on: cube core waits at line" in p.stderr
    assert "vector core 0 waits here on semaphore 1" in p.stderr and "Traceback" not in p.stderr


def test_a_trace_names_the_core_of_each_event_and_a_dump_shows_that_cores_ub():
    events = []
    lines = CHAIN_A5.splitlines()
    second_copy = next(i for i, t in enumerate(lines, 1) if "pto.mte_gm_ub %y" in t)
    r = run(CHAIN_A5, args={"x": X, "y": np.zeros(64, np.float32), "z": np.zeros(64, np.float32)},
            trace=events.append, dumps=[f"ub:0:8:f32@{second_copy}"])
    got = [(e.core, e.op) for e in events if "intra" in e.op]
    # the cube's first wait blocked, so vector core 0's signal is the first to run
    assert got == [("vector core 0", "pto.set_intra_block"), ("cube core", "pto.wait_intra_block"),
                   ("cube core", "pto.set_intra_block"), ("vector core 1", "pto.wait_intra_block")]
    assert len(r.dumped) == 1 and r.dumped[0].startswith(f"[vector core 1] dump at <text>:{second_copy}:")
    assert r.dumped[0].split()[-2:] == ["1", "2"]  # vector core 1's UB after its copy in: x[0], x[1]


def test_verify_reports_a_nested_section_and_an_op_its_sections_core_cannot_run():
    from ptoisa.verify import verify_text
    text = kernel("", "", copy("%x", "%y")).replace("pto.section.cube {",
                                                     "pto.section.cube {\n      pto.section.vector {\n      }")
    lines = text.splitlines()
    found = [(f.line, f.severity, f.message) for f in verify_text(text)]
    nested = next(i for i, t in enumerate(lines, 1) if t.strip() == "pto.section.vector {" and i > 20)
    store = max(i for i, t in enumerate(lines, 1) if "pto.mte_ub_gm" in t)
    assert found == [
        (nested, "error", "pto.section.vector inside a cube section: a section holds statements of one kind of "
                          "core (D-CLUSTER)"),
        (store, "error", "pto.mte_ub_gm issues to PIPE_MTE3, which the cube cores do not have, and it is inside "
                         "a cube section (D-CLUSTER)")]
    assert verify_text(CHAIN_A5) == []  # the same ops in the vector section are fine
