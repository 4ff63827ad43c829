"""pto.vgather2_bc as whole kernels through `ptoisa run` (the shape of PTOAS's unexecuted
vgather2_bc kernels: a plt tail mask, offsets compared against a limit into the gather mask,
the gathered register stored under the tail mask), for every element type it allows, against
plain numpy indexing. D-GATHER2-BC: element offsets, masked-off lanes 0 and unchecked, the
base 32-byte aligned."""
import numpy as np
import pytest

from ptoisa.interp.run import RunFailed, run

NP = {"f32": np.float32, "i32": np.int32, "u32": np.uint32}

KERNEL = """module attributes {pto.target_arch = "a5"} {
  func.func @gather(%in: !pto.ptr<T, gm>, %offs: !pto.ptr<i32, gm>, %out: !pto.ptr<T, gm>,
                    %count: i32, %limit: i32, %shift: index) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1024 = arith.constant 1024 : index
    %c0_i64 = arith.constant 0 : i64
    %c32_i64 = arith.constant 32 : i64
    %c128_i64 = arith.constant 128 : i64
    %c4096_i64 = arith.constant 4096 : i64
    %c8192_i64 = arith.constant 8192 : i64
    %ub_in = pto.castptr %c0_i64 : i64 -> !pto.ptr<T, ub>
    %ub_offs = pto.castptr %c4096_i64 : i64 -> !pto.ptr<i32, ub>
    %ub_out = pto.castptr %c8192_i64 : i64 -> !pto.ptr<T, ub>
    %base = pto.addptr %ub_in, %shift : !pto.ptr<T, ub> -> !pto.ptr<T, ub>
    pto.mte_gm_ub %in, %ub_in, %c0_i64, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64
    pto.mte_gm_ub %offs, %ub_offs, %c0_i64, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<i32, gm>, !pto.ptr<i32, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.vecscope {
      %_:1 = scf.for %offset = %c0 to %c1024 step %c64 iter_args(%remaining = %count) -> (i32) {
        %tail, %next = pto.plt_b32 %remaining : i32 -> !pto.mask<b32>, i32
        %o = pto.vlds %ub_offs[%offset] : !pto.ptr<i32, ub> -> !pto.vreg<64xi32>
        %m = pto.vcmps %o, %limit, %tail, "lt" : !pto.vreg<64xi32>, i32, !pto.mask<b32> -> !pto.mask<b32>
        %g = pto.vgather2_bc %base, %o, %m : !pto.ptr<T, ub>, !pto.vreg<64xi32>, !pto.mask<b32> -> !pto.vreg<64xT>
        pto.vsts %g, %ub_out[%offset], %tail : !pto.vreg<64xT>, !pto.ptr<T, ub>, !pto.mask<b32>
        scf.yield %next : i32
      }
    }
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub_out, %out, %c128_i64
      nburst(%c32_i64, %c128_i64, %c128_i64)
      : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""
GATHER_LINE = next(k for k, line in enumerate(KERNEL.split("\n"), 1) if "pto.vgather2_bc" in line)


def _data(t, rng):
    if t == "f32":
        x = rng.standard_normal(1024).astype(np.float32)
        x[[3, 5, 9]] = [np.nan, -0.0, np.inf]  # moved as bits
        return x
    info = np.iinfo(NP[t])
    return rng.integers(info.min, info.max, 1024, dtype=np.int64, endpoint=True).astype(NP[t])


MLIR = {"f32": "f32", "i32": "i32", "u32": "ui32"}  # the type as PTO text writes it


def _run(t, data, offsets, count, limit, shift=0):
    return run(KERNEL.replace("<T,", f"<{MLIR[t]},").replace("64xT>", f"64x{MLIR[t]}>"),
               args={"in": data, "offs": offsets.astype(np.int32), "out": np.zeros(1024, NP[t]),
                     "count": count, "limit": limit, "shift": shift}).buffers["out"].view(NP[t])


def _want(data, offsets, count, limit, shift=0):
    """Plain numpy: lane j (j < count) with offsets[j] < limit (signed) reads data[shift + offsets[j]]."""
    active = (np.arange(1024) < count) & (offsets.astype(np.int64) < limit)
    want = np.zeros_like(data)
    want[active] = data[shift + offsets[active].astype(np.int64)]
    return want


@pytest.mark.parametrize("t", ["f32", "i32", "u32"])
@pytest.mark.parametrize("count, limit, what", [
    (1024, 1024, "all-on"), (1024, 0, "all-off"), (1024, 512, "random"), (1000, 1024, "tail"), (37, 700, "tail+random"),
])
def test_vgather2_bc_kernel_every_type_and_mask(t, count, limit, what):
    rng = np.random.default_rng(count + limit)
    data = _data(t, rng)
    offsets = rng.integers(0, 1024, 1024).astype(np.int32)
    offsets[::7] = offsets[0]  # repeated offsets read the same element
    got = _run(t, data, offsets, count, limit)
    want = _want(data, offsets, count, limit)
    assert np.array_equal(got.view(np.uint32), want.view(np.uint32)), what
    if what == "all-off":
        assert not got.any()


def test_vgather2_bc_masked_off_lanes_may_point_anywhere():
    rng = np.random.default_rng(3)
    data = _data("f32", rng)
    offsets = rng.integers(0, 1024, 1024).astype(np.int32)
    offsets[1::2] = 0x7FFFFFF0  # far past the unified buffer, masked off by offset < limit
    got = _run("f32", data, offsets, 1024, 1024)
    assert np.array_equal(got.view(np.uint32), _want(data, offsets, 1024, 1024).view(np.uint32))
    assert not got[1::2].any()


def test_vgather2_bc_base_32_bytes_on_reads_from_there():
    rng = np.random.default_rng(4)
    data = _data("u32", rng)
    offsets = rng.integers(0, 1016, 1024).astype(np.int32)
    got = _run("u32", data, offsets, 1024, 1024, shift=8)  # 8 elements: 32 bytes
    assert np.array_equal(got, _want(data, offsets, 1024, 1024, shift=8))


@pytest.mark.parametrize("offset, shift, message", [
    (-1, 0, "past its end"),  # -1 read unsigned: element 2^32 - 1, an active lane
    (5, 4, "32-byte aligned"),  # a base 16 bytes on
])
def test_vgather2_bc_errors_at_the_gather(offset, shift, message):
    offsets = np.zeros(1024, np.int32)
    offsets[70] = offset
    with pytest.raises(RunFailed) as exc:
        _run("f32", np.zeros(1024, np.float32), offsets, 1024, 1024, shift=shift)
    f = exc.value.findings[0]
    assert f.line == GATHER_LINE and message in f.message
