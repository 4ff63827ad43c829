"""pto.chistv2 and pto.dhistv2: 128 16-bit counters plus the count (dhistv2) or running count
(chistv2) of the active bytes, for byte values 128 * bin + lane. Expected values come from a plain
numpy histogram of the active bytes (np.bincount, np.cumsum), never from the semantics module;
the printed pseudocode runs on the same inputs; a whole kernel runs under `ptoisa run`."""
import numpy as np
import pytest

from conftest import the_isa
from ptoisa.lang.pseudocode import run_pseudocode
from ptoisa.interp.run import run
from ptoisa_ref import semantics as S

ISA = the_isa()
RNG = np.random.default_rng(41)
OPS = ("chistv2", "dhistv2")


def expected(op, acc, src, mask, b):
    """acc + the histogram of the active bytes (read unsigned) over values 128*b .. 128*b+127."""
    active = src.view(np.uint8)[mask]
    counts = np.bincount(active, minlength=256).astype(np.int64)
    if op == "chistv2":
        counts = np.cumsum(counts)
    total = acc.view(np.uint16).astype(np.int64) + counts[128 * b:128 * b + 128]
    return (total % 65536).astype(np.uint16).view(acc.dtype)


def mask_kinds():
    tail = np.arange(256) < 200
    return {"all-on": np.ones(256, bool), "all-off": np.zeros(256, bool),
            "random": RNG.random(256) < 0.5, "tail": tail, "none": None}


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("b", [0, 1])
@pytest.mark.parametrize("kind", ["all-on", "all-off", "random", "tail", "none"])
@pytest.mark.parametrize(("acc_t", "src_t"), [("u16", "u8"), ("i16", "i8"), ("u16", "i8"), ("i16", "u8")])
def test_against_a_numpy_histogram(op, b, kind, acc_t, src_t):
    src = RNG.integers(0, 256, 256).astype(np.uint8).view({"u8": np.uint8, "i8": np.int8}[src_t])
    acc = RNG.integers(0, 3000, 128).astype(np.uint16).view({"u16": np.uint16, "i16": np.int16}[acc_t])
    m = mask_kinds()[kind]
    got = getattr(S, op)(acc, src, m, b)
    want = expected(op, acc, src, np.ones(256, bool) if m is None else m, b)
    assert got.dtype == acc.dtype and got.shape == (128,)
    assert np.array_equal(got.view(np.uint16), want.view(np.uint16))


@pytest.mark.parametrize("op", OPS)
def test_halves_laid_end_to_end_cover_all_256_values(op):
    src = RNG.integers(0, 256, 256).astype(np.uint8)
    zero = np.zeros(128, np.uint16)
    both = np.concatenate([getattr(S, op)(zero, src, None, 0), getattr(S, op)(zero, src, None, 1)])
    counts = np.bincount(src, minlength=256)
    assert np.array_equal(both, np.cumsum(counts) if op == "chistv2" else counts)
    if op == "chistv2":
        assert both[-1] == 256  # the upper half's running count starts from value 0


@pytest.mark.parametrize("op", OPS)
def test_all_off_returns_the_accumulator_unchanged(op):
    acc = RNG.integers(0, 65536, 128).astype(np.uint16)
    for b in (0, 1):
        assert np.array_equal(getattr(S, op)(acc, RNG.integers(0, 256, 256).astype(np.uint8), np.zeros(256, bool), b), acc)


@pytest.mark.parametrize("op", OPS)
def test_accumulates_onto_a_nonzero_accumulator_over_calls(op):
    acc = np.arange(128, dtype=np.uint16) * 7
    total = np.zeros(256, np.int64)
    for _ in range(5):
        src = RNG.integers(0, 256, 256).astype(np.uint8)
        m = RNG.random(256) < 0.7
        acc = getattr(S, op)(acc, src, m, 1)
        total += np.bincount(src[m], minlength=256)
    counts = np.cumsum(total) if op == "chistv2" else total
    assert np.array_equal(acc.astype(np.int64), np.arange(128) * 7 + counts[128:])


@pytest.mark.parametrize("op", OPS)
def test_counters_wrap_at_the_16_bit_limit(op):
    src = np.full(256, 130, np.uint8)  # every byte in lane 2 of the upper half
    acc = np.full(128, 65535 - 100, np.uint16)
    got = getattr(S, op)(acc, src, None, 1)
    assert got[2] == (65535 - 100 + 256) % 65536 == 155
    assert got[1] == 65435
    if op == "chistv2":
        assert (got[2:] == 155).all()
    else:
        assert (got[3:] == 65435).all()
    signed = getattr(S, op)(np.full(128, 32767, np.int16), src, None, 1)  # i16 counters: the same bits
    assert signed[2] == np.int16(-32768 + 255) and signed[0] == 32767


def test_byte_values_read_unsigned():
    src = np.full(256, -1, np.int8)  # 255
    got = S.dhistv2(np.zeros(128, np.uint16), src, None, 1)
    assert got[127] == 256 and got[:127].sum() == 0
    assert S.chistv2(np.zeros(128, np.uint16), src, None, 0).sum() == 0


@pytest.mark.parametrize("op", OPS)
def test_rejects_unmodelled_bins_and_wrong_types(op):
    f = getattr(S, op)
    zero, src = np.zeros(128, np.uint16), np.zeros(256, np.uint8)
    for b in (2, 7, -1):
        with pytest.raises(S.SemanticsError, match="D-HIST-BIN"):
            f(zero, src, None, b)
    with pytest.raises(S.SemanticsError):
        f(np.zeros(64, np.uint32), src, None, 0)
    with pytest.raises(S.SemanticsError):
        f(zero, np.zeros(128, np.uint16), None, 0)
    with pytest.raises(S.SemanticsError):
        f(zero, src, np.ones(256, np.uint8), 0)


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("b", [0, 1])
@pytest.mark.parametrize("kind", ["all-on", "all-off", "random", "tail"])
def test_pseudocode_agrees(op, b, kind):
    o = ISA.op(op)
    src = RNG.integers(0, 256, 256).astype(np.uint8)
    acc = RNG.integers(0, 65536, 128).astype(np.uint16)
    acc[:4] = 65535  # a wrap in the pseudocode too
    m = mask_kinds()[kind]
    arrays = {"acc": acc.copy(), "src": src.copy(), "mask": m.astype(np.uint8), "dst": np.zeros(128, np.uint16)}
    out = run_pseudocode(o.pseudocode, arrays, {"bin": b}, elem="u8", acc="u16")
    assert np.array_equal(out["dst"], getattr(S, op)(acc, src, m, b))


KERNEL = """module attributes {pto.target_arch = "a5"} {
  func.func @kernel(%bytes: !pto.ptr<ui8, gm>, %out: !pto.ptr<ui16, gm>, %count: i32) attributes {pto.kernel} {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i16 = arith.constant 0 : i16
    %c0_i64 = arith.constant 0 : i64
    %c8_i64 = arith.constant 8 : i64
    %c128_i64 = arith.constant 128 : i64
    %c4096_i64 = arith.constant 4096 : i64
    %ub_in = pto.castptr %c0_i64 : i64 -> !pto.ptr<ui8, ub>
    %ub_out = pto.castptr %c4096_i64 : i64 -> !pto.ptr<ui16, ub>
    pto.mte_gm_ub %bytes, %ub_in, %c0_i64, %c128_i64
      nburst(%c8_i64, %c128_i64, %c128_i64)
      : !pto.ptr<ui8, gm>, !pto.ptr<ui8, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]
    pto.vecscope {
      %zero = pto.vbr %c0_i16 : i16 -> !pto.vreg<128xui16>
      %all = pto.pset_b16 "PAT_ALL" : !pto.mask<b16>
      %h:5 = scf.for %offset = %c0 to %c1024 step %c256
          iter_args(%remaining = %count, %clo = %zero, %chi = %zero, %dlo = %zero, %dhi = %zero)
          -> (i32, !pto.vreg<128xui16>, !pto.vreg<128xui16>, !pto.vreg<128xui16>, !pto.vreg<128xui16>) {
        %mask, %next = pto.plt_b8 %remaining : i32 -> !pto.mask<b8>, i32
        %v = pto.vlds %ub_in[%offset] : !pto.ptr<ui8, ub> -> !pto.vreg<256xui8>
        %clo2 = pto.chistv2 %clo, %v, %mask, %c0_i32 : !pto.vreg<128xui16>, !pto.vreg<256xui8>, !pto.mask<b8>, i32 -> !pto.vreg<128xui16>
        %chi2 = pto.chistv2 %chi, %v, %mask, %c1_i32 : !pto.vreg<128xui16>, !pto.vreg<256xui8>, !pto.mask<b8>, i32 -> !pto.vreg<128xui16>
        %dlo2 = pto.dhistv2 %dlo, %v, %mask, %c0_i32 : !pto.vreg<128xui16>, !pto.vreg<256xui8>, !pto.mask<b8>, i32 -> !pto.vreg<128xui16>
        %dhi2 = pto.dhistv2 %dhi, %v, %mask, %c1_i32 : !pto.vreg<128xui16>, !pto.vreg<256xui8>, !pto.mask<b8>, i32 -> !pto.vreg<128xui16>
        scf.yield %next, %clo2, %chi2, %dlo2, %dhi2 : i32, !pto.vreg<128xui16>, !pto.vreg<128xui16>, !pto.vreg<128xui16>, !pto.vreg<128xui16>
      }
      %c128 = arith.constant 128 : index
      %c384 = arith.constant 384 : index
      pto.vsts %h#1, %ub_out[%c0], %all : !pto.vreg<128xui16>, !pto.ptr<ui16, ub>, !pto.mask<b16>
      pto.vsts %h#2, %ub_out[%c128], %all : !pto.vreg<128xui16>, !pto.ptr<ui16, ub>, !pto.mask<b16>
      pto.vsts %h#3, %ub_out[%c256], %all : !pto.vreg<128xui16>, !pto.ptr<ui16, ub>, !pto.mask<b16>
      pto.vsts %h#4, %ub_out[%c384], %all : !pto.vreg<128xui16>, !pto.ptr<ui16, ub>, !pto.mask<b16>
    }
    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub_out, %out, %c128_i64
      nburst(%c8_i64, %c128_i64, %c128_i64)
      : !pto.ptr<ui16, ub>, !pto.ptr<ui16, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""


@pytest.mark.parametrize("count", [1024, 1000, 300, 1, 0])
def test_histogram_kernel_with_a_tail(count):
    data = RNG.integers(0, 256, 1024).astype(np.uint8)
    out = np.zeros(512, np.uint16)
    r = run(KERNEL, args={"bytes": data, "out": out, "count": count})
    got = r.buffers["out"]
    counts = np.bincount(data[:count], minlength=256)
    assert np.array_equal(got[:256], np.cumsum(counts))
    assert np.array_equal(got[256:], counts)
    assert r.op_counts["pto.chistv2"] == 8 and r.op_counts["pto.dhistv2"] == 8
