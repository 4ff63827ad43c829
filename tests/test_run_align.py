"""The !pto.align family run by `ptoisa run`: unaligned load streams (vldas, vldus) and
store streams (init_align, vstus, vstu, pstu, flushed by vstas, vsta, vstar), against
numpy written from the sources' description: a load gives the 256 bytes at its address;
a store stream writes its bytes contiguously from its first address, and nothing else."""
import numpy as np
import pytest

from ptoisa.interp.run import RunFailed, run

TYPES = {"i8": (np.int8, 256, "b8"), "f16": (np.float16, 128, "b16"), "f32": (np.float32, 64, "b32")}
FILL = 0xEE


def kernel(t: str, body: str) -> str:
    return f"""func.func @k(%src: !pto.ptr<{t}, gm>, %dst: !pto.ptr<{t}, gm>) attributes {{pto.kernel}} {{
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %in_bytes = arith.constant 1024 : i64
  %out_bytes = arith.constant 512 : i64
  %at_out = arith.constant 4096 : i64
  %ub_in = pto.castptr %z : i64 -> !pto.ptr<{t}, ub>
  %ub_out = pto.castptr %at_out : i64 -> !pto.ptr<{t}, ub>
  pto.mte_gm_ub %src, %ub_in, %z, %in_bytes nburst(%one, %in_bytes, %in_bytes)
    : !pto.ptr<{t}, gm>, !pto.ptr<{t}, ub>, i64, i64, i64, i64, i64
  pto.mte_gm_ub %dst, %ub_out, %z, %out_bytes nburst(%one, %out_bytes, %out_bytes)
    : !pto.ptr<{t}, gm>, !pto.ptr<{t}, ub>, i64, i64, i64, i64, i64
  pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
  pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
  pto.vecscope {{
{body}
  }}
  pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
  pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
  pto.mte_ub_gm %ub_out, %dst, %out_bytes nburst(%one, %out_bytes, %out_bytes)
    : !pto.ptr<{t}, ub>, !pto.ptr<{t}, gm>, i64, i64, i64, i64
  return
}}"""


def source() -> np.ndarray:
    return np.random.default_rng(11).integers(0, 256, 1024, dtype=np.uint8)


def run_kernel(t: str, body: str) -> np.ndarray:
    dt = TYPES[t][0]
    r = run(kernel(t, body), args={"src": source().view(dt), "dst": np.full(512, FILL, np.uint8).view(dt)})
    return r.buffers["dst"].view(np.uint8)


def failure(t: str, body: str):
    dt = TYPES[t][0]
    with pytest.raises(RunFailed) as exc:
        run(kernel(t, body), args={"src": source().view(dt), "dst": np.zeros(512, np.uint8).view(dt)})
    return exc.value.findings[0]


# kernel() puts the body's first line on line 17
BODY_LINE = 17


def load_body(t: str, k: int, chain: int = 1) -> str:
    _, n, g = TYPES[t]
    lines = [f"    %k = arith.constant {k} : index", f"    %step = arith.constant {n} : index",
             f"    %all = pto.pset_{g} \"PAT_ALL\" : !pto.mask<{g}>",
             f"    %p0 = pto.addptr %ub_in, %k : !pto.ptr<{t}, ub> -> !pto.ptr<{t}, ub>",
             f"    %a0 = pto.vldas %p0 : !pto.ptr<{t}, ub> -> !pto.align"]
    for i in range(chain):
        lines.append(f"    %v{i}, %a{i + 1}, %p{i + 1} = pto.vldus %p{i}, %a{i}, %step : !pto.ptr<{t}, ub>, !pto.align, index "
                     f"-> !pto.vreg<{n}x{t}>, !pto.align, !pto.ptr<{t}, ub>")
    lines.append(f"    pto.vsts %v{chain - 1}, %ub_out[%c0], %all : !pto.vreg<{n}x{t}>, !pto.ptr<{t}, ub>, !pto.mask<{g}>")
    return "\n".join(lines)


@pytest.mark.parametrize("t", list(TYPES))
def test_vldus_every_offset(t):
    size = np.dtype(TYPES[t][0]).itemsize
    for k in range(32 // size):  # every byte offset mod 32 the element type allows
        out = run_kernel(t, load_body(t, k))
        assert np.array_equal(out[:256], source()[k * size:k * size + 256]), (t, k)


@pytest.mark.parametrize("t", list(TYPES))
def test_vldus_post_update_chain(t):
    size = np.dtype(TYPES[t][0]).itemsize
    out = run_kernel(t, load_body(t, 3, chain=3))  # the third load of a stream from element 3
    assert np.array_equal(out[:256], source()[3 * size + 512:3 * size + 768])


def test_vldus_needs_the_block_of_its_address():
    body = load_body("f32", 1).replace("pto.vldus %p0, %a0", "pto.vldus %ub_in, %a0").replace(
        "%v0, %a1, %p1 = pto.vldus %ub_in, %a0, %step", "%v0, %a1, %p1 = pto.vldus %p9, %a0, %step")
    body = body.replace("    %a0 = pto.vldas %p0", "    %far = arith.constant 64 : index\n"
                        "    %p9 = pto.addptr %ub_in, %far : !pto.ptr<f32, ub> -> !pto.ptr<f32, ub>\n    %a0 = pto.vldas %p0")
    f = failure("f32", body)
    assert "needs the block at 256" in f.message and f.line == BODY_LINE + 7


def store_stream(t: str, start: int, counts: list[int], flush: str = "vstas") -> str:
    """vstus post-update steps of counts[i] elements of the register loaded from the source, from element
    `start` of the output, then a flush at the returned pointer."""
    _, n, g = TYPES[t]
    lines = [f"    %k = arith.constant {start} : index", f"    %zero = arith.constant 0 : i32",
             f"    %v = pto.vlds %ub_in[%c0] : !pto.ptr<{t}, ub> -> !pto.vreg<{n}x{t}>",
             f"    %p0 = pto.addptr %ub_out, %k : !pto.ptr<{t}, ub> -> !pto.ptr<{t}, ub>",
             "    %a0 = pto.init_align : !pto.align"]
    for i, c in enumerate(counts):
        lines.append(f"    %c{i} = arith.constant {c} : i32")
        lines.append(f"    %a{i + 1}, %p{i + 1} = pto.vstus %a{i}, %c{i}, %v, %p{i} : !pto.align, i32, !pto.vreg<{n}x{t}>, "
                     f"!pto.ptr<{t}, ub> -> !pto.align, !pto.ptr<{t}, ub>")
    last = len(counts)
    if flush == "vstas":
        lines.append(f"    pto.vstas %a{last}, %p{last}, %zero : !pto.align, !pto.ptr<{t}, ub>, i32")
    else:
        lines.append(f"    pto.vstar %a{last}, %p{last} : !pto.align, !pto.ptr<{t}, ub>")
    return "\n".join(lines)


def expected_stream(t: str, start: int, counts: list[int]) -> np.ndarray:
    size = np.dtype(TYPES[t][0]).itemsize
    out = np.full(512, FILL, np.uint8)
    at = start * size
    for c in counts:
        out[at:at + c * size] = source()[:c * size]
        at += c * size
    return out


@pytest.mark.parametrize("t", list(TYPES))
@pytest.mark.parametrize("flush", ["vstas", "vstar"])
def test_vstus_streams_every_offset(t, flush):
    size = np.dtype(TYPES[t][0]).itemsize
    counts = [3, 1, 40 // size, 0, 256 // size]
    for start in range(32 // size):
        out = run_kernel(t, store_stream(t, start, counts, flush))
        assert np.array_equal(out, expected_stream(t, start, counts)), (t, start)


def test_vstus_without_flush_keeps_the_tail():
    out = run_kernel("f32", store_stream("f32", 1, [3, 3, 3]).rsplit("\n", 1)[0])
    want = expected_stream("f32", 1, [3, 3, 3])
    want[32:40] = FILL  # elements 8 and 9 are still in the state
    assert np.array_equal(out, want)


def test_vstus_count_past_the_register():
    f = failure("f32", store_stream("f32", 0, [65]))
    assert "more than the register's 64" in f.message and f.line == BODY_LINE + 6


def test_vstas_elsewhere_than_the_stream_end():
    body = store_stream("f32", 0, [3]).replace("pto.vstas %a1, %p1, %zero", "pto.vstas %a1, %ub_out, %zero")
    f = failure("f32", body)
    assert "end at address 4108" in f.message and f.line == BODY_LINE + 7


def test_vstus_past_the_end_of_ub():
    # output at UB byte 4096 + 4 * 64480 = 262016: 64 f32 from there end 128 bytes past the end
    body = store_stream("f32", 0, [64]).replace("%k = arith.constant 0 : index", "%k = arith.constant 64480 : index")
    f = failure("f32", body)
    assert "past its end (262144 bytes)" in f.message and f.line == BODY_LINE + 6


def test_vstu_and_vsta():
    body = """    %v = pto.vlds %ub_in[%c0] : !pto.ptr<i8, ub> -> !pto.vreg<256xi8>
    %o0 = arith.constant 5 : index
    %a0 = pto.init_align : !pto.align
    %a1, %o1 = pto.vstu %a0, %o0, %v, %ub_out, "POST_UPDATE" : !pto.align, index, !pto.vreg<256xi8>, !pto.ptr<i8, ub> -> !pto.align, index
    pto.vsta %a1, %ub_out[%o1] : !pto.align, !pto.ptr<i8, ub>, index"""
    out = run_kernel("i8", body)
    want = np.full(512, FILL, np.uint8)
    want[5:261] = source()[:256]
    assert np.array_equal(out, want)


@pytest.mark.parametrize("g,t,lanes", [("b32", "ui32", 64), ("b16", "ui16", 128)])
def test_pstu_packs_one_bit_per_lane(g, t, lanes):
    body = f"""    %n1 = arith.constant 13 : i32
    %n2 = arith.constant 7 : i32
    %zero = arith.constant 0 : i32
    %b = pto.castptr %at_out : i64 -> !pto.ptr<{t}, ub>
    %a0 = pto.init_align : !pto.align
    %m1, %r1 = pto.plt_{g} %n1 : i32 -> !pto.mask<{g}>, i32
    %a1, %b1 = pto.pstu %a0, %m1, %b : !pto.align, !pto.mask<{g}>, !pto.ptr<{t}, ub> -> !pto.align, !pto.ptr<{t}, ub>
    %m2, %r2 = pto.plt_{g} %n2 : i32 -> !pto.mask<{g}>, i32
    %a2, %b2 = pto.pstu %a1, %m2, %b1 : !pto.align, !pto.mask<{g}>, !pto.ptr<{t}, ub> -> !pto.align, !pto.ptr<{t}, ub>
    pto.vstas %a2, %b2, %zero : !pto.align, !pto.ptr<{t}, ub>, i32"""
    out = run_kernel("f32", body)
    want = np.full(512, FILL, np.uint8)
    nbytes = lanes // 8
    for i, active in enumerate((13, 7)):
        bits = np.zeros(lanes, np.uint8)
        bits[:active] = 1
        want[i * nbytes:(i + 1) * nbytes] = np.packbits(bits, bitorder="little")
    assert np.array_equal(out, want)


def test_vstur_needs_sqzn():
    body = """    %v = pto.vlds %ub_in[%c0] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
    pto.sprclr "AR"
    %a0 = pto.init_align : !pto.align
    %a1 = pto.vstur %a0, %v, %ub_out, "POST_UPDATE" : !pto.align, !pto.vreg<64xf32>, !pto.ptr<f32, ub> -> !pto.align"""
    f = failure("f32", body)
    assert "SQZN is not set" in f.message and f.line == BODY_LINE + 3


def squeeze_store_body(second_mode: str = "POST_UPDATE") -> str:
    """Two squeezes, each stored by vstur at %ub_out + AR, then a flush at %ub_out + AR; the stored
    AR word goes to %ub_out + 320 bytes (sprsts) and %ub_out + 352 bytes (sprsti, 88 words)."""
    return f"""    %c64 = arith.constant 64 : index
    %v = pto.vlds %ub_in[%c0] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
    %w = pto.vlds %ub_in[%c64] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>
    %all = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>
    %zero = arith.constant 0.0 : f32
    %m1 = pto.vcmps %v, %zero, %all, "gt" : !pto.vreg<64xf32>, f32, !pto.mask<b32> -> !pto.mask<b32>
    %m2 = pto.vcmps %w, %zero, %all, "gt" : !pto.vreg<64xf32>, f32, !pto.mask<b32> -> !pto.mask<b32>
    pto.sprclr "AR"
    %a0 = pto.init_align : !pto.align
    %s1 = pto.vsqz %v, %m1 : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
    %a1 = pto.vstur %a0, %s1, %ub_out, "POST_UPDATE" : !pto.align, !pto.vreg<64xf32>, !pto.ptr<f32, ub> -> !pto.align
    %s2 = pto.vsqz %w, %m2 : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
    %a2 = pto.vstur %a1, %s2, %ub_out, "{second_mode}" : !pto.align, !pto.vreg<64xf32>, !pto.ptr<f32, ub> -> !pto.align
    pto.vstar %a2, %ub_out : !pto.align, !pto.ptr<f32, ub>
    %words = pto.castptr %at_out : i64 -> !pto.ptr<ui32, ub>
    %b320 = arith.constant 320 : i32
    %w88 = arith.constant 88 : i32
    pto.sprsts "AR", %words[%b320] : !pto.ptr<ui32, ub>, i32
    pto.sprsti "AR", %words[%w88] : !pto.ptr<ui32, ub>, i32"""


def test_vsqz_sets_sqzn_for_vstur():
    """A compressing store: each squeeze's kept lanes follow the previous ones at %ub_out + AR, and
    AR ends as the bytes stored (written as a little-endian word by sprsts and sprsti)."""
    out = run_kernel("f32", squeeze_store_body())
    v, w = source()[:256].view(np.float32), source()[256:512].view(np.float32)
    kept = np.concatenate([v[v > 0], w[w > 0]]).view(np.uint8)
    # neither mask is empty or full, the stream ends off a 32-byte boundary, and below the AR words
    assert 0 < kept.size < 320 and kept.size % 32
    want = np.full(512, FILL, np.uint8)
    want[:kept.size] = kept
    want[320:324] = want[352:356] = np.array([kept.size], "<u4").view(np.uint8)
    assert np.array_equal(out, want)


def test_vstur_no_post_update_keeps_ar():
    """NO_POST_UPDATE leaves AR at the first store's bytes: the flush at %ub_out + AR is not where the
    second store's bytes end, and the run stops at the flush."""
    f = failure("f32", squeeze_store_body("NO_POST_UPDATE"))
    v, w = source()[:256].view(np.float32), source()[256:512].view(np.float32)
    first, end = 4096 + 4 * int((v > 0).sum()), 4096 + 4 * int((v > 0).sum() + (w > 0).sum())
    assert f.line == BODY_LINE + 13 and f"end at address {end}, but the flush names {first}" in f.message


def spr_body(op: str, offset: int, post: bool = False) -> str:
    result = "%next = " if post else ""
    arrow = " -> !pto.ptr<ui32, ub>" if post else ""
    return f"""    %off = arith.constant {offset} : i32
    %words = pto.castptr %at_out : i64 -> !pto.ptr<ui32, ub>
    {result}pto.{op} "AR", %words[%off] : !pto.ptr<ui32, ub>, i32{arrow}"""


@pytest.mark.parametrize("op,offset,at", [("sprsti", 3, 12), ("sprsti", 0, 0), ("sprsts", 20, 20), ("sprsts", 0, 0)])
def test_spr_store_plain_writes_at_the_offset(op, offset, at):
    """AR is 0 until set (D-SPR-AR): a plain store writes four zero bytes at the base plus the
    offset (words for sprsti, bytes for sprsts) and nothing else."""
    out = run_kernel("f32", spr_body(op, offset))
    want = np.full(512, FILL, np.uint8)
    want[at:at + 4] = 0
    assert np.array_equal(out, want)


@pytest.mark.parametrize("op,offset,step", [("sprsti", 5, 20), ("sprsti", -2, -8), ("sprsts", 36, 36)])
def test_spr_store_post_update_writes_at_the_base(op, offset, step):
    """The post-update form writes at the base and returns the base advanced by the offset: a store
    through the returned pointer lands there."""
    body = "    %c16 = arith.constant 16 : index\n    %q = pto.addptr %ub_out, %c16 : !pto.ptr<f32, ub> -> !pto.ptr<f32, ub>\n"
    body += spr_body(op, offset, post=True).replace("%words[", "%qw[").replace(
        "    %words = pto.castptr %at_out : i64 -> !pto.ptr<ui32, ub>",
        "    %qw = pto.castptr %q : !pto.ptr<f32, ub> -> !pto.ptr<ui32, ub>")
    body += """
    %s = arith.constant 1 : i32
    pto.sprsts "AR", %next[%s] : !pto.ptr<ui32, ub>, i32"""
    f = failure("f32", body)  # byte offset 1 from the returned base: not 4-byte aligned
    assert f.line == BODY_LINE + 6 and f"address {4096 + 64 + step + 1} is not 4-byte aligned" in f.message
    body = body.replace("%s = arith.constant 1 : i32", "%s = arith.constant 0 : i32")
    out = run_kernel("f32", body)
    want = np.full(512, FILL, np.uint8)
    want[64:68] = 0
    want[64 + step:64 + step + 4] = 0
    assert np.array_equal(out, want)


def test_sprsti_offset_is_a_signed_byte():
    f = failure("f32", spr_body("sprsti", 128))
    assert f.line == BODY_LINE + 2 and "outside [-128, 127]" in f.message


def test_sprsts_past_the_end_of_ub():
    body = spr_body("sprsts", 262144 - 4096)
    f = failure("f32", body)
    assert f.line == BODY_LINE + 2 and "past its end (262144 bytes)" in f.message
