"""pto.load_scalar and pto.store_scalar, in the semantics module and under `ptoisa run`, against
expectations built with Python's struct module (little-endian element images) from the manual's
rule: one element of the pointer's type at byte ptr + offset x sizeof(T), in gm or ub; the
address a multiple of sizeof(T) (D-SCALAR-ALIGN); nothing outside the memory."""
import struct

import numpy as np
import pytest

from ptoisa.interp.run import RunFailed, run
from ptoisa_ref import semantics as S
from ptoisa_ref import verifier_rules as V

# element type -> (struct code, PTO spelling, numpy dtype); bf16 is the high half of an f32
TYPES = {"i8": ("b", "i8", np.int8), "i16": ("h", "i16", np.int16), "i32": ("i", "i32", np.int32),
         "i64": ("q", "i64", np.int64), "u8": ("B", "ui8", np.uint8), "u16": ("H", "ui16", np.uint16),
         "u32": ("I", "ui32", np.uint32), "u64": ("Q", "ui64", np.uint64), "f16": ("e", "f16", np.float16), "bf16": (None, "bf16", None),
         "f32": ("f", "f32", np.float32)}
SIZE = {t: (2 if t == "bf16" else struct.calcsize(c)) for t, (c, _, _) in TYPES.items()}


def decode(t: str, raw: bytes) -> float | int:
    if t == "bf16":
        return struct.unpack("<f", b"\0\0" + raw)[0]
    return struct.unpack("<" + TYPES[t][0], raw)[0]


def same(a, b) -> bool:
    a, b = float(a), float(b)
    return (a != a and b != b) or (a == b and np.signbit(a) == np.signbit(b))


def memory(n: int = 4096, seed: int = 5) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, 256, n, dtype=np.uint8)


def test_the_two_ops_are_in_the_database_with_their_element_types():
    assert set(S.OPS["load_scalar"]) == set(S.OPS["store_scalar"]) == set(TYPES)


@pytest.mark.parametrize("space", ["gm", "ub"])
@pytest.mark.parametrize("t", list(TYPES))
def test_load_reads_one_element_at_ptr_plus_offset(t, space):
    mem = memory()
    size = SIZE[t]
    for base, offset in ((0, 0), (64, 5), (1024, -3), (256, 37)):
        got = S.load_scalar(S.Ptr(mem, base, t, space), offset)
        at = base + offset * size
        assert same(got, decode(t, mem[at:at + size].tobytes())), (t, base, offset)
        assert got.dtype == S._DTYPES[t]


@pytest.mark.parametrize("space", ["gm", "ub"])
@pytest.mark.parametrize("t", list(TYPES))
def test_store_writes_one_element_and_nothing_else(t, space):
    size = SIZE[t]
    value = {"i8": -100, "i16": -30000, "i32": -(2 ** 31), "i64": 2 ** 62 + 7, "u8": 250, "u16": 65000,
             "u32": 2 ** 32 - 2, "u64": 2 ** 64 - 9, "f16": -1.5, "bf16": 3.0, "f32": 0.1}[t]
    mem = memory()
    before = mem.copy()
    base, offset = 512, 7
    assert S.store_scalar(value, S.Ptr(mem, base, t, space), offset) is None
    at = base + offset * size
    if t == "bf16":
        want = struct.pack("<f", value)[2:]
    else:
        want = struct.pack("<" + TYPES[t][0], value)
    assert mem[at:at + size].tobytes() == want
    changed = np.flatnonzero(mem != before)
    assert set(changed) <= set(range(at, at + size))


@pytest.mark.parametrize("t, value, bits", [
    ("i16", 40000, 0x9C40), ("i8", 200, 0xC8), ("u8", -1, 0xFF), ("u32", -1, 0xFFFFFFFF), ("i32", 2 ** 32 + 5, 5),
    ("f16", 1 / 3, 0x3555),                  # 1/3 to nearest f16
    ("bf16", 1 + 2 ** -8, 0x3F80),           # a tie, to even
    ("bf16", 1 + 2 ** -8 + 2 ** -30, 0x3F81),  # above the tie: rounded once, not through f32
    ("f32", 1e40, 0x7F800000),               # past the range: infinity
])
def test_store_rounds_or_wraps_a_number_into_the_type(t, value, bits):
    mem = np.zeros(64, np.uint8)
    S.store_scalar(value, S.Ptr(mem, 16, t, "ub"), 0)
    assert int.from_bytes(mem[16:16 + SIZE[t]].tobytes(), "little") == bits


def test_an_element_of_the_type_keeps_its_bits():
    """A signalling NaN's payload (which a trip through double would quiet) is stored as it is."""
    for t, raw in (("f32", 0x7F800001), ("f16", 0x7C01), ("bf16", 0xFF81)):
        size = SIZE[t]
        src = np.frombuffer(raw.to_bytes(size, "little"), np.uint8).copy()
        value = S.load_scalar(S.Ptr(src, 0, t, "gm"), 0)
        dst = np.zeros(size * 2, np.uint8)
        S.store_scalar(value, S.Ptr(dst, 0, t, "ub"), 1)
        assert int.from_bytes(dst[size:].tobytes(), "little") == raw, t


@pytest.mark.parametrize("op", ["load", "store"])
@pytest.mark.parametrize("t", [t for t in TYPES if SIZE[t] > 1])
def test_a_misaligned_element_is_rejected(op, t):
    mem = np.zeros(256, np.uint8)
    for address in range(1, SIZE[t]):
        ptr = S.Ptr(mem, 32 + address, t, "ub")
        with pytest.raises(S.SemanticsError, match=f"address {32 + address} is not {SIZE[t]}-byte aligned"):
            S.load_scalar(ptr, 0) if op == "load" else S.store_scalar(1, ptr, 0)
    assert not mem.any()


def test_one_byte_elements_have_no_alignment():
    mem = np.arange(16, dtype=np.uint8)
    assert S.load_scalar(S.Ptr(mem, 3, "u8", "ub"), 4) == 7


@pytest.mark.parametrize("t", ["i8", "i32", "f16", "i64"])
def test_an_element_outside_its_memory_is_rejected(t):
    size = SIZE[t]
    gm = np.zeros(64, np.uint8)
    with pytest.raises(S.SemanticsError, match=f"reads bytes 64..{63 + size} of gm, past its end \\(64 bytes\\)"):
        S.load_scalar(S.Ptr(gm, 64 - size, t, "gm"), 1)
    with pytest.raises(S.SemanticsError, match="before its start"):
        S.store_scalar(0, S.Ptr(gm, 0, t, "gm"), -1)
    ub = np.zeros(262144 + 64, np.uint8)  # a buffer larger than A5's unified buffer: the target's size bounds it
    with pytest.raises(S.SemanticsError, match=r"writes bytes 262144\.\.\d+ of ub, past its end \(262144 bytes\)"):
        S.store_scalar(0, S.Ptr(ub, 262144 - size, t, "ub"), 1)
    with pytest.raises(S.SemanticsError, match=r"past its end \(196608 bytes\)"):
        S.load_scalar(S.Ptr(ub, 196608, t, "ub"), 0, target="a2a3")
    assert not gm.any() and not ub.any()


def test_other_element_types_and_bad_values_are_rejected():
    mem = np.zeros(16, np.uint8)
    with pytest.raises(S.SemanticsError, match="%ptr points to hif8, which it cannot load"):
        S.load_scalar(S.Ptr(mem, 0, "hif8", "ub"), 0)
    with pytest.raises(S.SemanticsError, match="%ptr points to f8e4m3, which it cannot store"):
        S.store_scalar(1.0, S.Ptr(mem, 0, "f8e4m3", "ub"), 0)
    with pytest.raises(S.SemanticsError, match="%value must be an integer for i32 lanes"):
        S.store_scalar(1.5, S.Ptr(mem, 0, "i32", "ub"), 0)
    with pytest.raises(S.SemanticsError, match="%offset must be an integer"):
        S.load_scalar(S.Ptr(mem, 0, "i32", "ub"), 1.0)
    assert not mem.any()


# --- the verifier: the store's type list names the pointer first ------------------------------

def test_the_store_form_binds_the_pointer_type_first():
    form = V.OPS["store_scalar"].forms[0]
    assert form.operands == ("value", "ptr", "offset") and form.type_order == ("ptr", "value")
    ptr = V.ScalarType("!pto.ptr<f32, gm>", V.Elem("f32"), "gm")
    assert V.verify_op("store_scalar", "a5", {"ptr": ptr, "value": V.ScalarType("f32", V.Elem("f32"))}) == []
    bad = V.verify_op("store_scalar", "a5", {"ptr": ptr, "value": V.ScalarType("i32", V.Elem("i32"))})
    assert [v.message for v in bad] == ["pto.store_scalar: %value MUST have the element type of %ptr. "
                                        "Expected element type f32 (as %ptr), got i32 (%value)."]


# --- ptoisa run ---------------------------------------------------------------------------------

def kernel(t: str, body: str) -> str:
    p = TYPES[t][1]
    return f"""func.func @k(%src: !pto.ptr<{p}, gm>, %dst: !pto.ptr<{p}, gm>) attributes {{pto.kernel}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %at = arith.constant 128 : i64
  %ub = pto.castptr %at : i64 -> !pto.ptr<{p}, ub>
{body}
  return
}}"""


BODY_LINE = 8  # kernel() puts the body's first line here


def run_program(t: str, body: str, src: np.ndarray, dst: np.ndarray):
    return run(kernel(t, body), args={"src": src, "dst": dst})


@pytest.mark.parametrize("t", list(TYPES))
def test_run_copies_through_the_unified_buffer(t):
    """Eight elements GM -> UB (element i to UB element 7 - i) -> GM (at element 3 + i) one at a time."""
    p = TYPES[t][1]
    size = SIZE[t]
    body = f"""  scf.for %i = %c0 to %c8 step %c1 {{
    %x = pto.load_scalar %src[%i] : !pto.ptr<{p}, gm> -> {p}
    %j = arith.subi %c8, %i : index
    %k = arith.subi %j, %c1 : index
    pto.store_scalar %x, %ub[%k] : !pto.ptr<{p}, ub>, {p}
  }}
  scf.for %i = %c0 to %c8 step %c1 {{
    %k = arith.subi %c8, %i : index
    %k1 = arith.subi %k, %c1 : index
    %y = pto.load_scalar %ub[%k1] : !pto.ptr<{p}, ub> -> {p}
    %o = arith.addi %i, %c3 : index
    pto.store_scalar %y, %dst[%o] : !pto.ptr<{p}, gm>, {p}
  }}"""
    src = memory(16 * size, seed=9)
    dst = np.full(16 * size, 0xA5, np.uint8)
    out = run_program(t, body, src, dst).buffers["dst"].view(np.uint8)
    want = bytearray(b"\xa5" * (16 * size))
    want[3 * size:11 * size] = src[:8 * size].tobytes()
    assert out.tobytes() == bytes(want)


def test_run_arith_on_a_loaded_value_wraps_in_its_type():
    body = """  %x = pto.load_scalar %src[%c1] : !pto.ptr<i16, gm> -> i16
  %seven = arith.constant 7 : i16
  %y = arith.addi %x, %seven : i16
  pto.store_scalar %y, %dst[%c0] : !pto.ptr<i16, gm>, i16"""
    src = np.array([0, 32765, 0, 0], np.int16)
    out = run_program("i16", body, src, np.zeros(4, np.int16)).buffers["dst"]
    assert out.tolist() == [-32764, 0, 0, 0]


def test_run_reports_a_misaligned_element_at_its_line():
    body = """  %odd = arith.constant 130 : i64
  %p = pto.castptr %odd : i64 -> !pto.ptr<i32, ub>
  %x = pto.load_scalar %src[%c0] : !pto.ptr<i32, gm> -> i32
  pto.store_scalar %x, %p[%c1] : !pto.ptr<i32, ub>, i32"""
    with pytest.raises(RunFailed) as exc:
        run_program("i32", body, np.zeros(8, np.int32), np.zeros(8, np.int32))
    f = exc.value.findings[0]
    assert f.line == BODY_LINE + 3 and f.message == "pto.store_scalar: address 134 is not 4-byte aligned (one i32 element)"


def test_run_reports_an_element_past_its_buffer_at_its_line():
    """A read past the allocation is a located warning (device-like GM); a write past it an error."""
    body = """  %x = pto.load_scalar %src[%c3] : !pto.ptr<f16, gm> -> f16
  %y = pto.load_scalar %src[%c8] : !pto.ptr<f16, gm> -> f16"""
    r = run_program("f16", body, np.zeros(8, np.float16), np.zeros(8, np.float16))
    [w] = r.warnings
    assert w.line == BODY_LINE + 1 and w.message.startswith(
        "pto.load_scalar read bytes 16..17 of GM argument %src, past its allocation (16 bytes)")
    body = """  %x = pto.load_scalar %src[%c3] : !pto.ptr<f16, gm> -> f16
  pto.store_scalar %x, %dst[%c8] : !pto.ptr<f16, gm>, f16"""
    with pytest.raises(RunFailed) as exc:
        run_program("f16", body, np.zeros(8, np.float16), np.zeros(8, np.float16))
    f = exc.value.findings[0]
    assert f.line == BODY_LINE + 1 and f.message == ("pto.store_scalar: writes bytes 16..17 of GM argument %dst, "
                                                     "past its allocation (16 bytes)")


def test_run_reports_a_store_before_the_buffer_at_its_line():
    body = """  %x = pto.load_scalar %src[%c3] : !pto.ptr<ui32, gm> -> ui32
  %m = arith.constant -2 : index
  pto.store_scalar %x, %dst[%m] : !pto.ptr<ui32, gm>, ui32"""
    with pytest.raises(RunFailed) as exc:
        run_program("u32", body, np.zeros(8, np.uint32), np.zeros(8, np.uint32))
    f = exc.value.findings[0]
    assert f.line == BODY_LINE + 2 and "writes bytes -8..-5 of gm, before its start" in f.message


def test_run_rejects_a_value_of_another_type_before_running():
    body = """  %x = pto.load_scalar %src[%c0] : !pto.ptr<f32, gm> -> f32
  pto.store_scalar %x, %dst[%c0] : i32, !pto.ptr<f32, gm>"""
    with pytest.raises(RunFailed) as exc:
        run_program("f32", body, np.zeros(8, np.float32), np.zeros(8, np.float32))
    assert exc.value.findings[0].line == BODY_LINE + 1


# --- pto.ld_dev and pto.st_dev: integer elements of global memory only, on A5 ----------------

DEV_TYPES = ["i8", "i16", "i32", "i64", "u8", "u16", "u32"]


def test_the_dev_ops_take_the_integer_types_on_a5_only():
    assert set(S.OPS["ld_dev"]) == set(S.OPS["st_dev"]) == set(DEV_TYPES)
    ptr = V.ScalarType("!pto.ptr<i32, gm>", V.Elem("i32"), "gm")
    value = V.ScalarType("i32", V.Elem("i32"))
    assert V.verify_op("ld_dev", "a5", {"ptr": ptr, "result": value}) == []
    for target in ("a2a3", "cpu"):
        assert V.verify_op("ld_dev", target, {"ptr": ptr, "result": value}), target
        with pytest.raises(S.SemanticsError, match="not an op of"):
            S.ld_dev(S.Ptr(np.zeros(8, np.uint8), 0, "i32", "gm"), 0, target=target)
    f32 = V.ScalarType("!pto.ptr<f32, gm>", V.Elem("f32"), "gm")
    assert [v.message for v in V.verify_op("ld_dev", "a5", {"ptr": f32, "result": V.ScalarType("f32", V.Elem("f32"))})] \
        == ["pto.ld_dev: element type f32 is not legal on A5 (legal: i8, i16, i32, i64, u8, u16, u32)"]
    ub = V.ScalarType("!pto.ptr<i32, ub>", V.Elem("i32"), "ub")
    assert [v.message for v in V.verify_op("st_dev", "a5", {"ptr": ub, "value": value})] \
        == ["pto.st_dev: %ptr MUST point into global memory (gm)."]


@pytest.mark.parametrize("t", DEV_TYPES)
def test_ld_dev_reads_the_bytes_of_one_gm_element(t):
    mem = memory()
    size = SIZE[t]
    for base, offset in ((0, 0), (64, 5), (1024, -3)):
        got = S.ld_dev(S.Ptr(mem, base, t, "gm"), offset)
        at = base + offset * size
        assert got == decode(t, mem[at:at + size].tobytes()) and got.dtype == S._DTYPES[t], (t, base, offset)
    with pytest.raises(S.SemanticsError, match="must point into gm, not ub"):
        S.ld_dev(S.Ptr(mem, 0, t, "ub"), 0)


@pytest.mark.parametrize("t", DEV_TYPES)
def test_st_dev_writes_one_gm_element_and_nothing_else(t):
    size = SIZE[t]
    value = {"i8": -100, "i16": -30000, "i32": -(2 ** 31), "i64": 2 ** 62 + 7, "u8": 250, "u16": 65000,
             "u32": 2 ** 32 - 2}[t]
    mem = memory()
    want = bytearray(mem.tobytes())
    want[256 + 3 * size:256 + 4 * size] = struct.pack("<" + TYPES[t][0], value)
    S.st_dev(value, S.Ptr(mem, 256, t, "gm"), 3)
    assert mem.tobytes() == bytes(want)
    with pytest.raises(S.SemanticsError, match="must point into gm, not ub"):
        S.st_dev(value, S.Ptr(mem, 0, t, "ub"), 0)


def test_run_the_manuals_nonzero_offset_example():
    """Element 3 of an i32 source copied to element 3 of a filled destination (12 bytes in)."""
    body = """  %v = pto.ld_dev %src[%c3] : !pto.ptr<i32, gm> -> i32
  pto.st_dev %v, %dst[%c3] : !pto.ptr<i32, gm>, i32"""
    src = np.array([10, -20, 30, -0x12345678, 50, 60], np.int32)
    dst = np.full(6, 0x5A5A5A5A, np.int32)
    out = run_program("i32", body, src, dst).buffers["dst"]
    assert out.tolist() == [0x5A5A5A5A] * 3 + [-0x12345678] + [0x5A5A5A5A] * 2


def test_run_rejects_a_dev_access_to_the_unified_buffer_at_its_line():
    body = """  %v = pto.ld_dev %src[%c1] : !pto.ptr<i32, gm> -> i32
  pto.st_dev %v, %ub[%c0] : !pto.ptr<i32, ub>, i32"""
    with pytest.raises(RunFailed) as exc:
        run_program("i32", body, np.zeros(4, np.int32), np.zeros(4, np.int32))
    f = exc.value.findings[0]
    assert (f.line, f.message) == (BODY_LINE + 1, "pto.st_dev: %ptr MUST point into global memory (gm).")


def test_run_rejects_the_dev_ops_on_a2a3():
    body = """  %v = pto.ld_dev %src[%c1] : !pto.ptr<i32, gm> -> i32"""
    with pytest.raises(RunFailed) as exc:
        run(kernel("i32", body), args={"src": np.zeros(4, np.int32), "dst": np.zeros(4, np.int32)}, target="a2a3")
    f = exc.value.findings[0]
    assert f.line == BODY_LINE and "pto.ld_dev is not an op of A2/A3" in f.message
