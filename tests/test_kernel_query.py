"""The kernel execution queries (pto.get_block_idx, get_block_num, get_subblock_idx,
get_subblock_num) and `ptoisa run`'s choice of kernel instance (`block=`, `subblock=`,
`--block IDX/NUM`, `--subblock IDX/NUM`). Expectations are written by hand or built with plain
numpy slicing: the manual's block-partitioning pattern gives block b of n the b-th 1/n of the
buffers."""
import numpy as np
import pytest

import ptoisa
from ptoisa.cli import main
from ptoisa.interp.run import RunFailed, RunUsageError, run
from ptoisa_ref import semantics as S

QUERIES = {"get_block_idx": ("BLOCK_IDX", 0), "get_block_num": ("BLOCK_NUM", 1),
           "get_subblock_idx": ("SUBBLOCKID", 0), "get_subblock_num": ("SUBBLOCKDIM", 1)}


@pytest.mark.parametrize("op", list(QUERIES))
def test_each_query_reads_its_launch_register_and_defaults_to_one_instance(op):
    register, default = QUERIES[op]
    fn = getattr(S, op)
    assert fn({}) == default  # block 0 of 1, sub-block 0 of 1 (D-LAUNCH-DEFAULT)
    assert fn({register: 5}) == 5
    assert fn({register: 2 ** 63 - 1}) == 2 ** 63 - 1
    others = {r: 9 for r, _ in QUERIES.values() if r != register}
    assert fn(others) == default  # the other registers do not matter
    assert S.BINDINGS[op]["state"] == ("spr",) and S.BINDINGS[op]["operands"] == {}


# The manual's pattern: each block takes the window of 16 f32 elements at 16 x its index,
# writes in * 2 + block index there, and records (block, block_num, subblock, subblock_num)
# in four i64 slots at 4 x its index.
KERNEL = """func.func @part(%gm_in: !pto.ptr<f32, gm>, %gm_out: !pto.ptr<f32, gm>, %ids: !pto.ptr<i64, gm>) attributes {pto.kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2.0 : f32
  %block = pto.get_block_idx
  %block_num = pto.get_block_num
  %sub = pto.get_subblock_idx
  %sub_num = pto.get_subblock_num
  %b = arith.index_cast %block : i64 to index
  %window = arith.muli %b, %c16 : index
  %in = pto.addptr %gm_in, %window : !pto.ptr<f32, gm> -> !pto.ptr<f32, gm>
  %out = pto.addptr %gm_out, %window : !pto.ptr<f32, gm> -> !pto.ptr<f32, gm>
  %bf = arith.sitofp %block : i64 to f32
  scf.for %i = %c0 to %c16 step %c1 {
    %x = pto.load_scalar %in[%i] : !pto.ptr<f32, gm> -> f32
    %y = arith.mulf %x, %two : f32
    %z = arith.addf %y, %bf : f32
    pto.store_scalar %z, %out[%i] : !pto.ptr<f32, gm>, f32
  }
  %slot = arith.muli %b, %c4 : index
  pto.store_scalar %block, %ids[%slot] : !pto.ptr<i64, gm>, i64
  %s1 = arith.addi %slot, %c1 : index
  pto.store_scalar %block_num, %ids[%s1] : !pto.ptr<i64, gm>, i64
  %s2 = arith.addi %slot, %c2 : index
  pto.store_scalar %sub, %ids[%s2] : !pto.ptr<i64, gm>, i64
  %s3 = arith.addi %slot, %c3 : index
  pto.store_scalar %sub_num, %ids[%s3] : !pto.ptr<i64, gm>, i64
  return
}
"""
STORE_LINE = 22  # the store of the window's elements


def test_each_block_of_a_grid_of_four_writes_its_own_quarter():
    x = np.arange(64, dtype=np.float32) * 0.5 - 7.0
    out = np.full(64, -1.0, np.float32)
    ids = np.full(16, -1, np.int64)
    want_out, want_ids = out.copy(), ids.copy()
    for b in (2, 0, 3, 1):  # any order: the instances share nothing but disjoint windows
        r = run(KERNEL, args={"gm_in": x, "gm_out": out, "ids": ids}, block=(b, 4))
        out, ids = r.buffers["gm_out"], r.buffers["ids"]
        want_out[16 * b:16 * (b + 1)] = x[16 * b:16 * (b + 1)] * np.float32(2) + np.float32(b)
        want_ids[4 * b:4 * (b + 1)] = [b, 4, 0, 1]
        assert out.tobytes() == want_out.tobytes(), b  # only this quarter changed
        assert ids.tolist() == want_ids.tolist(), b
    assert r.op_counts["pto.get_block_idx"] == 1


def test_by_default_the_run_is_block_0_of_1():
    x = np.ones(64, np.float32)
    r = run(KERNEL, args={"gm_in": x, "gm_out": np.zeros(64, np.float32), "ids": np.full(16, -1, np.int64)})
    assert r.buffers["ids"].tolist() == [0, 1, 0, 1] + [-1] * 12
    assert r.buffers["gm_out"].tolist() == [2.0] * 16 + [0.0] * 48


def test_the_subblock_is_chosen_apart_from_the_block():
    args = {"gm_in": np.zeros(64, np.float32), "gm_out": np.zeros(64, np.float32), "ids": np.zeros(16, np.int64)}
    r = ptoisa.run(KERNEL, args=args, block=(1, 2), subblock=(1, 2))
    assert r.buffers["ids"].tolist() == [0] * 4 + [1, 2, 1, 2] + [0] * 8


def test_a_block_whose_window_leaves_the_buffer_fails_at_the_store():
    args = {"gm_in": np.zeros(64, np.float32), "gm_out": np.zeros(48, np.float32), "ids": np.zeros(16, np.int64)}
    run(KERNEL, args=args, block=(2, 4))  # elements 32..47: inside
    with pytest.raises(RunFailed) as exc:
        run(KERNEL, args=args, block=(3, 4))
    f = exc.value.findings[0]
    assert f.line == STORE_LINE
    assert f.message == "pto.store_scalar: writes bytes 192..195 of GM argument %gm_out, past its allocation (192 bytes)"


@pytest.mark.parametrize("block, subblock, message", [
    ((4, 4), None, "block index 4 is not in 0..3"),
    ((-1, 4), None, "block index -1 is not in 0..3"),
    ((0, 0), None, "the block count must be at least 1, got 0"),
    (None, (2, 2), "subblock index 2 is not in 0..1"),
    ((0.0, 4), None, "block takes two integers"),
    ((1,), None, "block takes (index, count)"),
])
def test_a_bad_instance_is_a_usage_error(block, subblock, message):
    args = {"gm_in": np.zeros(64, np.float32), "gm_out": np.zeros(64, np.float32), "ids": np.zeros(16, np.int64)}
    with pytest.raises(RunUsageError, match=message.replace("(", r"\(").replace(")", r"\)")):
        run(KERNEL, args=args, block=block, subblock=subblock)


def _files(tmp_path):
    kernel = tmp_path / "part.pto"
    kernel.write_text(KERNEL)
    x = np.arange(64, dtype=np.float32)
    x.tofile(tmp_path / "in.bin")
    np.zeros(64, np.float32).tofile(tmp_path / "out.bin")
    np.full(16, -1, np.int64).tofile(tmp_path / "ids.bin")
    return kernel, x, ["--arg", f"gm_in={tmp_path / 'in.bin'}", "--arg", f"gm_out={tmp_path / 'out.bin'}",
                       "--arg", f"ids={tmp_path / 'ids.bin'}"]


def test_cli_runs_each_block_of_a_grid_on_the_same_files(tmp_path):
    kernel, x, args = _files(tmp_path)
    for b in range(4):
        assert main(["run", str(kernel), *args, "--block", f"{b}/4", "--subblock", "0/2", "--in-place"]) == 0
    out = np.fromfile(tmp_path / "out.bin", np.float32)
    want = x * 2 + np.repeat(np.arange(4, dtype=np.float32), 16)
    assert out.tobytes() == want.tobytes()
    assert np.fromfile(tmp_path / "ids.bin", np.int64).tolist() == [0, 4, 0, 2, 1, 4, 0, 2, 2, 4, 0, 2, 3, 4, 0, 2]


@pytest.mark.parametrize("option, value", [("--block", "4/4"), ("--block", "1"), ("--block", "a/b"),
                                           ("--block", "-1/4"), ("--block", "0/0"), ("--subblock", "2/2")])
def test_cli_bad_instance_is_a_usage_error(tmp_path, capsys, option, value):
    kernel, _, args = _files(tmp_path)
    before = (tmp_path / "out.bin").read_bytes()
    assert main(["run", str(kernel), *args, option, value]) == 2
    assert f"argument {option}:" in capsys.readouterr().err
    assert (tmp_path / "out.bin").read_bytes() == before
