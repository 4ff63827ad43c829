"""A kernel per load and store distribution mode and per mask pattern, run by `ptoisa run`
from GM through UB and back, against numpy written from the manuals' C semantics (little-
endian bytes, lane i of a register at byte i * size)."""
import numpy as np
import pytest

from ptoisa.interp.run import RunFailed, run

# element width -> (PTO spelling, numpy dtype, lanes, mask granularity)
WIDTH = {8: ("i8", np.int8, 256, "b8"), 16: ("f16", np.float16, 128, "b16"), 32: ("f32", np.float32, 64, "b32")}


def kernel(width: int, body: str, out_bytes: int = 256) -> str:
    t, _, n, g = WIDTH[width]
    return f"""func.func @k(%src: !pto.ptr<{t}, gm>, %dst: !pto.ptr<{t}, gm>) attributes {{pto.kernel}} {{
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in_bytes = arith.constant 512 : i64
  %out_bytes = arith.constant {out_bytes} : i64
  %at_out = arith.constant 4096 : i64
  %ub_in = pto.castptr %z : i64 -> !pto.ptr<{t}, ub>
  %ub_out = pto.castptr %at_out : i64 -> !pto.ptr<{t}, ub>
  pto.mte_gm_ub %src, %ub_in, %z, %in_bytes nburst(%one, %in_bytes, %in_bytes)
    : !pto.ptr<{t}, gm>, !pto.ptr<{t}, ub>, i64, i64, i64, i64, i64
  pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
  pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
  pto.vecscope {{
    %all = pto.pset_{g} "PAT_ALL" : !pto.mask<{g}>
{body.replace("{t}", t).replace("{n}", str(n)).replace("{g}", g)}
  }}
  pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
  pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
  pto.mte_ub_gm %ub_out, %dst, %out_bytes nburst(%one, %out_bytes, %out_bytes)
    : !pto.ptr<{t}, ub>, !pto.ptr<{t}, gm>, i64, i64, i64, i64
  return
}}"""


def source_bytes() -> np.ndarray:
    return np.random.default_rng(7).integers(0, 256, 512, dtype=np.uint8)


def run_kernel(width: int, body: str, out_bytes: int = 256) -> np.ndarray:
    _, dt, _, _ = WIDTH[width]
    src = source_bytes().view(dt)
    r = run(kernel(width, body, out_bytes), args={"src": src, "dst": np.zeros(out_bytes // np.dtype(dt).itemsize, dt)})
    return r.buffers["dst"].view(np.uint8)


LOAD = """    %v = pto.vlds %ub_in[%c0] {{dist = "{dist}"}} : !pto.ptr<{{t}}, ub> -> !pto.vreg<{{n}}x{{t}}>
    pto.vsts %v, %ub_out[%c0], %all : !pto.vreg<{{n}}x{{t}}>, !pto.ptr<{{t}}, ub>, !pto.mask<{{g}}>"""


def elements(raw: np.ndarray, width: int) -> np.ndarray:
    return raw.view({8: np.uint8, 16: np.uint16, 32: np.uint32}[width])


def expected_load(dist: str, width: int) -> np.ndarray:
    """The register's bytes, from the manual's C semantics of each mode."""
    mem = source_bytes()
    e = elements(mem, width)
    n = 256 // (width // 8)
    i = np.arange(n)
    if dist == "NORM":
        reg = e[:n]
    elif dist == "BRC_BLK":
        return np.tile(mem[:32], 8)  # the first 32-byte block in every block
    elif dist.startswith("BRC_B"):
        reg = np.full(n, e[0], e.dtype)  # dst[i] = UB[base]
    elif dist.startswith("US_"):
        reg = e[i // 2]  # dst[2i] = dst[2i+1] = UB[base + i]
    elif dist.startswith("DS_"):
        reg = e[2 * i]  # dst[i] = UB[base + 2i]
    elif dist.startswith("UNPK_"):
        reg = np.where(i % 2 == 0, e[i // 2], 0).astype(e.dtype)  # each element zero-extended to twice its width
    elif dist.startswith("E2B_"):
        per = 32 // (width // 8)  # one element spread over a 32-byte block
        reg = e[i // per]
    else:
        raise AssertionError(dist)
    return reg.astype(e.dtype).view(np.uint8)


@pytest.mark.parametrize("dist, width", [
    ("NORM", 8), ("NORM", 16), ("NORM", 32),
    ("BRC_B8", 8), ("BRC_B16", 16), ("BRC_B32", 32),
    ("US_B8", 8), ("US_B16", 16), ("DS_B8", 8), ("DS_B16", 16),
    ("UNPK_B8", 8), ("UNPK_B16", 16), ("UNPK_B32", 32),
    ("BRC_BLK", 8), ("BRC_BLK", 16), ("BRC_BLK", 32),
    ("E2B_B16", 16), ("E2B_B32", 32),
])
def test_load_distribution_modes(dist, width):
    got = run_kernel(width, LOAD.format(dist=dist))
    assert np.array_equal(got, expected_load(dist, width)), dist


@pytest.mark.parametrize("dist, width", [("UNPK4", 8), ("SPLT4CHN", 8), ("SPLT2CHN_B16", 16)])
def test_load_modes_no_source_defines_are_errors_at_the_load(dist, width):
    with pytest.raises(RunFailed) as exc:
        run_kernel(width, LOAD.format(dist=dist))
    f = exc.value.findings[0]
    assert "is not modelled" in f.message and f.line == 16


STORE = """    %v = pto.vlds %ub_in[%c0] : !pto.ptr<{{t}}, ub> -> !pto.vreg<{{n}}x{{t}}>
    %m = pto.pset_{{g}} "{pattern}" : !pto.mask<{{g}}>
    pto.vsts %v, %ub_out[%c0], %m {{dist = "{dist}"}} : !pto.vreg<{{n}}x{{t}}>, !pto.ptr<{{t}}, ub>, !pto.mask<{{g}}>"""


@pytest.mark.parametrize("pattern", ["PAT_ALL", "PAT_VL16", "PAT_ALLF", "PAT_H"])
@pytest.mark.parametrize("dist, width", [("NORM_B8", 8), ("NORM_B16", 16), ("NORM_B32", 32),
                                         ("1PT_B8", 8), ("1PT_B16", 16), ("1PT_B32", 32),
                                         ("PK_B16", 16), ("PK_B32", 32), ("PK4_B32", 32)])
def test_store_distribution_modes_under_masks(dist, width, pattern):
    got = run_kernel(width, STORE.format(dist=dist, pattern=pattern))
    e = elements(source_bytes(), width)
    n = 256 // (width // 8)
    i = np.arange(n)
    active = {"PAT_ALL": i >= 0, "PAT_VL16": i < 16, "PAT_ALLF": i < 0, "PAT_H": i >= n // 2}[pattern]
    out = np.zeros(256, np.uint8)
    if dist.startswith("NORM"):
        reg = e[:n].view(np.uint8).reshape(n, -1)
        out.reshape(n, -1)[active] = reg[active]  # inactive lanes write nothing: the zero fill stays
    elif dist.startswith("1PT"):
        out[: width // 8] = e[:1].view(np.uint8)  # element 0 alone, whatever the mask
    else:
        to = {"PK_B16": np.uint8, "PK_B32": np.uint16, "PK4_B32": np.uint8}[dist]
        low = e[:n].astype(to)  # each lane's low bits, packed one after another
        size = np.dtype(to).itemsize
        out[: n * size].reshape(n, size)[active] = low.view(np.uint8).reshape(n, size)[active]
    assert np.array_equal(got, out), (dist, pattern)


MASK = """    %m = pto.{op} "{pattern}" : !pto.mask<{{g}}>
    %ones = pto.vlds %ub_in[%c0] {{dist = "BRC_B32"}} : !pto.ptr<{{t}}, ub> -> !pto.vreg<{{n}}x{{t}}>
    pto.vsts %ones, %ub_out[%c0], %m : !pto.vreg<{{n}}x{{t}}>, !pto.ptr<{{t}}, ub>, !pto.mask<{{g}}>"""


def lanes_stored(body: str) -> np.ndarray:
    """Which of the 64 f32 lanes a masked store of a non-zero broadcast wrote."""
    src = np.full(128, 3.0, np.float32)
    r = run(kernel(32, body), args={"src": src, "dst": np.zeros(64, np.float32)})
    return r.buffers["dst"] == 3.0


@pytest.mark.parametrize("op", ["pset_b32", "pge_b32"])
@pytest.mark.parametrize("pattern, expect", [
    ("PAT_ALL", lambda i: i >= 0), ("PAT_ALLF", lambda i: i < 0),
    ("PAT_VL1", lambda i: i < 1), ("PAT_VL2", lambda i: i < 2), ("PAT_VL3", lambda i: i < 3),
    ("PAT_VL4", lambda i: i < 4), ("PAT_VL8", lambda i: i < 8), ("PAT_VL16", lambda i: i < 16),
    ("PAT_VL32", lambda i: i < 32), ("PAT_VL64", lambda i: i < 64), ("PAT_VL128", lambda i: i < 128),
    ("PAT_H", lambda i: i >= 32), ("PAT_Q", lambda i: i >= 48),
])
def test_mask_patterns(op, pattern, expect):
    got = lanes_stored(MASK.format(op=op, pattern=pattern))
    assert np.array_equal(got, expect(np.arange(64))), (op, pattern)


@pytest.mark.parametrize("count", [0, 1, 40, 63, 64, 65, 1000, -5])
def test_plt_tail_masks_and_the_count_left(count):
    body = f"""    %cnt = arith.constant {count} : i32
    %m, %left = pto.plt_b32 %cnt : i32 -> !pto.mask<b32>, i32
    %ones = pto.vlds %ub_in[%c0] {{dist = "BRC_B32"}} : !pto.ptr<{{t}}, ub> -> !pto.vreg<{{n}}x{{t}}>
    pto.vsts %ones, %ub_out[%c0], %m : !pto.vreg<{{n}}x{{t}}>, !pto.ptr<{{t}}, ub>, !pto.mask<{{g}}>"""
    assert np.array_equal(lanes_stored(body), np.arange(64) < count)
    left = run("""func.func @k(%c: i32) -> i32 {
  %m, %left = pto.plt_b32 %c : i32 -> !pto.mask<b32>, i32
  return %left : i32
}""", args={"c": count}).returned
    assert left == [0 if count < 64 else count - 64]  # the manual: scalar_in < VL ? 0 : scalar_in - VL


@pytest.mark.parametrize("loop, bound", [(0, 0), (0, 1), (0, 40), (0, 64), (1, 64), (1, 100), (15, 1000),
                                         (16, 1000), (-1, 10), (2, -5), (32767, 2**31 - 1)])
def test_pltm_masks_the_lanes_of_register_loop_below_bound(loop, bound):
    """The manual: mask[i] = i + loop * VL < bound; every width, the operands signed (D-PLTM-SIGNED)."""
    from ptoisa_ref import semantics as S
    for width, lanes in ((8, 256), (16, 128), (32, 64)):
        got = getattr(S, f"pltm_b{width}")(loop, bound)
        want = [i + loop * lanes < bound for i in range(lanes)]
        assert got.tolist() == want, (width, loop, bound)


def test_pltm_tail_loop_under_ptoisa_run():
    """The set page's loop: the register number from scf.for, 1000 of 1024 f32 elements."""
    text = """func.func @k(%src: !pto.ptr<f32, gm>, %dst: !pto.ptr<f32, gm>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c1000_i32 = arith.constant 1000 : i32
  %c0_i64 = arith.constant 0 : i64
  %c16_i64 = arith.constant 16 : i64
  %c256_i64 = arith.constant 256 : i64
  %c4096_i64 = arith.constant 4096 : i64
  %ub_in = pto.castptr %c0_i64 : i64 -> !pto.ptr<f32, ub>
  %ub_out = pto.castptr %c4096_i64 : i64 -> !pto.ptr<f32, ub>
  pto.mte_gm_ub %src, %ub_in, %c0_i64, %c256_i64 nburst(%c16_i64, %c256_i64, %c256_i64)
    : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
  pto.vecscope {
    scf.for %i = %c0 to %c16 step %c1 {
      %k = arith.index_cast %i : index to i16
      %mask = pto.pltm_b32 %k, %c1000_i32 : i16, i32 -> !pto.mask<b32>
      %off = arith.muli %i, %c64 : index
      %v = pto.vlds %ub_in[%off] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
      %a = pto.vabs %v, %mask : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
      pto.vsts %a, %ub_out[%off], %mask : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>
    }
  }
  pto.mte_ub_gm %ub_out, %dst, %c256_i64 nburst(%c16_i64, %c256_i64, %c256_i64)
    : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64
  return
}
"""
    x = (np.random.default_rng(7).standard_normal(1024) * 50).astype(np.float32)
    r = run(text, args={"src": x, "dst": np.full(1024, 7.0, np.float32)})
    want = np.concatenate([np.abs(x[:1000]), np.zeros(24, np.float32)])  # the UB past the masked lanes stays 0
    assert r.buffers["dst"].view(np.uint32).tolist() == want.view(np.uint32).tolist()
