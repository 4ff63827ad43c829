"""pto.mad and its forms against plain loops written here: the L0A/L0B/L0C fractal layouts
(D-CUBE-L0-LAYOUT) written out element by element, K products accumulated in order in f32
(D-MAD-ORDER; with operands whose products f32 holds exactly, a float32 add per step is the
fused step), every element-type pair, partial M/N/K, accumulate, bias, GEMV, tf32, sat, MX
scales, the raw xt word, and the errors; the clause spelling through `ptoisa verify`."""
import ml_dtypes
import numpy as np
import pytest

from ptoisa_ref import semantics as S
from ptoisa_ref.runtime.memory import Ptr
from helpers import verify_cli

SIZES = {"f16": 2, "bf16": 2, "f32": 4, "i8": 1, "f8e4m3": 1, "f8e5m2": 1, "hif8": 1, "i32": 4}
NP = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "i8": np.int8,
      "f8e4m3": ml_dtypes.float8_e4m3fn, "f8e5m2": ml_dtypes.float8_e5m2, "i32": np.int32}


def memories():
    return {s: np.zeros(n, np.uint8) for s, n in (("l0a", 65536), ("l0b", 65536), ("l0c", 262144), ("bt", 4096))}


def ptr(mem, space, elem, addr=0):
    return Ptr(mem[space], addr, elem, space)


def c0(elem):
    return 32 // SIZES[elem]


def place_lhs(mem, a, elem, gemv=False):
    """A (M x K) into L0A: NZ fractals of 16 x c0, the fractal columns (along K) outermost."""
    m_rows, k_cols = a.shape
    raw = np.ascontiguousarray(a).view(np.uint8).reshape(m_rows, k_cols, SIZES[elem])
    mb = -(-m_rows // 16)
    for i in range(m_rows):
        for k in range(k_cols):
            at = k if gemv else ((k // c0(elem)) * mb + i // 16) * 16 * c0(elem) + (i % 16) * c0(elem) + k % c0(elem)
            mem["l0a"][at * SIZES[elem]:(at + 1) * SIZES[elem]] = raw[i, k]


def place_rhs(mem, b, elem):
    """B (K x N) into L0B: fractals of c0 (K) x 16 (N), column-major inside, N blocks inner."""
    k_rows, n_cols = b.shape
    raw = np.ascontiguousarray(b).view(np.uint8).reshape(k_rows, n_cols, SIZES[elem])
    nb = -(-n_cols // 16)
    for k in range(k_rows):
        for j in range(n_cols):
            at = ((k // c0(elem)) * nb + j // 16) * 16 * c0(elem) + (j % 16) * c0(elem) + k % c0(elem)
            mem["l0b"][at * SIZES[elem]:(at + 1) * SIZES[elem]] = raw[k, j]


def acc_at(i, j, m_rows):
    return ((j // 16) * (-(-m_rows // 16) * 16) + i) * 16 + j % 16


def read_acc(mem, m_rows, n_cols, elem="f32"):
    flat = mem["l0c"].view(NP[elem])
    return np.array([[flat[acc_at(i, j, m_rows)] for j in range(n_cols)] for i in range(m_rows)], NP[elem])


def write_acc(mem, c, elem="f32"):
    flat = mem["l0c"].view(NP[elem])
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            flat[acc_at(i, j, c.shape[0])] = c[i, j]


def in_order(a, b, start=None):
    """sum_k a[i,k] * b[k,j] in order k = 0.., in float32 steps (exact products assumed)."""
    acc = np.zeros((a.shape[0], b.shape[1]), np.float32)
    for k in range(a.shape[1]):
        acc = (acc + (a[:, k:k + 1].astype(np.float64) * b[k:k + 1, :].astype(np.float64)).astype(np.float32)).astype(np.float32)
    if start is not None:
        acc = (start.astype(np.float32) + acc).astype(np.float32)
    return acc


def small_values(rng, shape, elem):
    """Values whose products f32 holds exactly (at most 8 significant bits each)."""
    v = rng.integers(-64, 64, shape) / 8.0
    return v.astype(NP[elem])


@pytest.mark.parametrize("elem", ["f16", "bf16", "f32", "f8e4m3", "f8e5m2"])
@pytest.mark.parametrize("m,n,k", [(16, 16, 32), (40, 60, 50), (3, 17, 9)])
def test_float_pairs_in_their_layouts(elem, m, n, k):
    rng = np.random.default_rng(m * n + k)
    mem = memories()
    a, b = small_values(rng, (m, k), elem), small_values(rng, (k, n), elem)
    place_lhs(mem, a, elem)
    place_rhs(mem, b, elem)
    mem["l0c"][:] = 0xAB  # mad ignores what L0C held
    S.mad(ptr(mem, "l0a", elem), ptr(mem, "l0b", elem), ptr(mem, "l0c", "f32"), m, n, k, disable_gemv="true")
    got = read_acc(mem, m, n)
    assert np.array_equal(got, in_order(a, b))
    assert np.allclose(got, a.astype(np.float64) @ b.astype(np.float64))


def test_mixed_fp8_pair():
    rng = np.random.default_rng(3)
    mem = memories()
    a, b = small_values(rng, (16, 64), "f8e4m3"), small_values(rng, (64, 16), "f8e5m2")
    place_lhs(mem, a, "f8e4m3")
    place_rhs(mem, b, "f8e5m2")
    S.mad(ptr(mem, "l0a", "f8e4m3"), ptr(mem, "l0b", "f8e5m2"), ptr(mem, "l0c", "f32"), 16, 16, 64)
    assert np.array_equal(read_acc(mem, 16, 16), in_order(a, b))


def test_hif8_codes():
    """hif8 0x40 is 16, 0xC0 -16 and 0x00 zero: the mad_hif8 hardware case's golden is the product of
    the signed units times 256."""
    mem = memories()
    codes, units = np.array([0x40, 0xC0, 0x00], np.uint8), np.array([1.0, -1.0, 0.0])
    rng = np.random.default_rng(5)
    ia, ib = rng.integers(0, 3, (16, 64)), rng.integers(0, 3, (64, 16))
    place_lhs(mem, codes[ia], "hif8")
    place_rhs(mem, codes[ib], "hif8")
    S.mad(ptr(mem, "l0a", "hif8"), ptr(mem, "l0b", "hif8"), ptr(mem, "l0c", "f32"), 16, 16, 64)
    assert np.array_equal(read_acc(mem, 16, 16), (units[ia] @ units[ib]) * 256)


def test_i8_into_i32_wraps():
    mem = memories()
    a = np.full((16, 32), -128, np.int8)
    b = np.full((32, 16), -128, np.int8)
    a[0, :] = 127
    place_lhs(mem, a, "i8")
    place_rhs(mem, b, "i8")
    S.mad(ptr(mem, "l0a", "i8"), ptr(mem, "l0b", "i8"), ptr(mem, "l0c", "i32"), 16, 16, 32)
    got = read_acc(mem, 16, 16, "i32")
    assert got[1, 0] == 32 * 16384 and got[0, 0] == 32 * 127 * -128
    # acc: 2^31 - 1 + 1 wraps to the minimum
    write_acc(mem, np.full((16, 16), 2 ** 31 - 1, np.int32), "i32")
    a[:] = 0
    a[:, 0] = 1
    b[:] = 0
    b[0, :] = 1
    place_lhs(mem, a, "i8")
    place_rhs(mem, b, "i8")
    S.mad_acc(ptr(mem, "l0a", "i8"), ptr(mem, "l0b", "i8"), ptr(mem, "l0c", "i32"), 16, 16, 32)
    assert (read_acc(mem, 16, 16, "i32") == -2 ** 31).all()


def test_fused_steps_not_two_roundings():
    """(1 + 2^-12)^2 - 1: one rounding keeps 2^-11 + 2^-24, two would lose the 2^-24."""
    mem = memories()
    x = np.float32(1 + 2 ** -12)
    a = np.zeros((16, 8), np.float32)
    b = np.zeros((8, 16), np.float32)
    a[0, 0], b[0, 0] = x, x
    write_acc(mem, np.zeros((16, 16), np.float32))
    place_lhs(mem, a, "f32")
    place_rhs(mem, b, "f32")
    a2, b2 = a.copy(), b.copy()
    a2[0, 0], b2[0, 0], a2[0, 1], b2[1, 0] = -1, 1, x, x  # -1 first, then the product
    place_lhs(mem, a2, "f32")
    place_rhs(mem, b2, "f32")
    S.mad(ptr(mem, "l0a", "f32"), ptr(mem, "l0b", "f32"), ptr(mem, "l0c", "f32"), 16, 16, 8, disable_gemv="true")
    assert read_acc(mem, 16, 16)[0, 0] == np.float32(2 ** -11 + 2 ** -24)


def test_acc_and_bias():
    rng = np.random.default_rng(9)
    mem = memories()
    a, b = small_values(rng, (20, 32), "f16"), small_values(rng, (32, 24), "f16")
    place_lhs(mem, a, "f16")
    place_rhs(mem, b, "f16")
    start = rng.standard_normal((20, 24)).astype(np.float32)
    write_acc(mem, start)
    S.mad_acc(ptr(mem, "l0a", "f16"), ptr(mem, "l0b", "f16"), ptr(mem, "l0c", "f32"), 20, 24, 32)
    assert np.array_equal(read_acc(mem, 20, 24), in_order(a, b, start))
    bias = rng.standard_normal(24).astype(np.float32)
    mem["bt"][:96] = bias.view(np.uint8)
    S.mad_bias(ptr(mem, "l0a", "f16"), ptr(mem, "l0b", "f16"), ptr(mem, "l0c", "f32"), ptr(mem, "bt", "f32"), 20, 24, 32)
    assert np.array_equal(read_acc(mem, 20, 24), in_order(a, b, np.broadcast_to(bias, (20, 24))))


def test_gemv_reads_a_contiguous_row():
    rng = np.random.default_rng(2)
    a, b = small_values(rng, (1, 32), "f16"), small_values(rng, (32, 16), "f16")
    mem = memories()
    place_lhs(mem, a, "f16", gemv=True)
    place_rhs(mem, b, "f16")
    S.mad(ptr(mem, "l0a", "f16"), ptr(mem, "l0b", "f16"), ptr(mem, "l0c", "f32"), 1, 16, 32)
    assert np.array_equal(read_acc(mem, 1, 16), in_order(a, b))
    mem2 = memories()
    place_lhs(mem2, a, "f16")
    place_rhs(mem2, b, "f16")
    S.mad(ptr(mem2, "l0a", "f16"), ptr(mem2, "l0b", "f16"), ptr(mem2, "l0c", "f32"), 1, 16, 32, disable_gemv="true")
    assert np.array_equal(read_acc(mem2, 1, 16), in_order(a, b))


@pytest.mark.parametrize("mode,want", [("round_even", 1.0), ("round_away", 1 + 2 ** -10)])
def test_tf32_rounds_the_inputs(mode, want):
    """1 + 2^-11 is a tie between TF32's 1 and 1 + 2^-10."""
    mem = memories()
    a = np.zeros((16, 8), np.float32)
    b = np.zeros((8, 16), np.float32)
    a[0, 0], b[0, 0] = 1 + 2 ** -11, 1.0
    place_lhs(mem, a, "f32")
    place_rhs(mem, b, "f32")
    S.mad(ptr(mem, "l0a", "f32"), ptr(mem, "l0b", "f32"), ptr(mem, "l0c", "f32"), 16, 16, 8, tf32_mode=mode)
    assert read_acc(mem, 16, 16)[0, 0] == np.float32(want)
    S.mad(ptr(mem, "l0a", "f32"), ptr(mem, "l0b", "f32"), ptr(mem, "l0c", "f32"), 16, 16, 8)
    assert read_acc(mem, 16, 16)[0, 0] == np.float32(1 + 2 ** -11)


def test_sat_makes_inputs_finite():
    mem = memories()
    a = np.zeros((16, 16), np.float16)
    b = np.zeros((16, 16), np.float16)
    a[0, 0], a[1, 0], a[2, 0] = np.inf, np.nan, -np.inf
    b[0, :] = 1
    place_lhs(mem, a, "f16")
    place_rhs(mem, b, "f16")
    S.mad(ptr(mem, "l0a", "f16"), ptr(mem, "l0b", "f16"), ptr(mem, "l0c", "f32"), 16, 16, 16, sat_mode="sat")
    got = read_acc(mem, 16, 16)
    assert got[0, 0] == 65504 and got[1, 0] == 0 and got[2, 0] == -65504
    S.mad(ptr(mem, "l0a", "f16"), ptr(mem, "l0b", "f16"), ptr(mem, "l0c", "f32"), 16, 16, 16, sat_mode="nosat")
    got = read_acc(mem, 16, 16)
    assert got[0, 0] == np.inf and np.isnan(got[1, 0]) and got[2, 0] == -np.inf


def test_mx_scales_each_k_group():
    rng = np.random.default_rng(4)
    mem = memories()
    a, b = small_values(rng, (16, 64), "f8e4m3"), small_values(rng, (64, 16), "f8e4m3")
    place_lhs(mem, a, "f8e4m3")
    place_rhs(mem, b, "f8e4m3")
    sa = rng.integers(124, 131, (16, 2)).astype(np.uint8)
    sb = rng.integers(124, 131, (2, 16)).astype(np.uint8)
    state = {("mx_scale", "l0a"): sa, ("mx_scale", "l0b"): sb}
    S.mad_mx(state, ptr(mem, "l0a", "f8e4m3"), ptr(mem, "l0b", "f8e4m3"), ptr(mem, "l0c", "f32"), 16, 16, 64)
    fa = np.repeat(2.0 ** (sa.astype(np.float64) - 127), 32, axis=1)
    fb = np.repeat(2.0 ** (sb.astype(np.float64) - 127), 32, axis=0)
    assert np.array_equal(read_acc(mem, 16, 16), in_order(a.astype(np.float64) * fa, b.astype(np.float64) * fb))
    with pytest.raises(S.SemanticsError, match="no MX scales"):
        S.mad_mx({}, ptr(mem, "l0a", "f8e4m3"), ptr(mem, "l0b", "f8e4m3"), ptr(mem, "l0c", "f32"), 16, 16, 64)
    with pytest.raises(S.SemanticsError, match="multiple of 64"):
        S.mad_mx(state, ptr(mem, "l0a", "f8e4m3"), ptr(mem, "l0b", "f8e4m3"), ptr(mem, "l0c", "f32"), 16, 16, 32)


def test_mx_fp4_pairs_low_nibble_first():
    """e2m1 codes 0x2 = 1.0, 0xA = -1.0 (the OCP table), two a byte, the first in the low nibble."""
    mem = memories()
    a_vals = np.where(np.arange(64) % 3 == 0, -1.0, 1.0)[None, :].repeat(16, 0)
    b_vals = np.ones((64, 16))
    codes_a = np.where(a_vals < 0, 0xA, 0x2).astype(np.uint8)
    packed_a = codes_a[:, 0::2] | (codes_a[:, 1::2] << 4)  # 16 x 32 bytes: row-major pairs along K
    mb = 1
    for i in range(16):  # NZ with c0 = 64 values (32 bytes)
        mem["l0a"][(i % 16) * 32:(i % 16) * 32 + 32] = packed_a[i]
    # L0B: one fractal of 64 (K) x 16 (N), column-major: column j's 64 values in 32 bytes
    for j in range(16):
        mem["l0b"][j * 32:(j + 1) * 32] = 0x22
    state = {("mx_scale", "l0a"): np.full((16, 2), 127, np.uint8), ("mx_scale", "l0b"): np.array([[128] * 16, [126] * 16], np.uint8)}
    S.mad_mx(state, ptr(mem, "l0a", "f4e2m1x2"), ptr(mem, "l0b", "f4e2m1x2"), ptr(mem, "l0c", "f32"), 16, 16, 64)
    want = (a_vals[:, :32] @ b_vals[:32] * 2 + a_vals[:, 32:] @ b_vals[32:] * 0.5)
    assert mb == 1 and np.array_equal(read_acc(mem, 16, 16), want.astype(np.float32))


def test_raw_forms_read_xt():
    rng = np.random.default_rng(8)
    mem = memories()
    a, b = small_values(rng, (20, 32), "f16"), small_values(rng, (32, 16), "f16")
    place_lhs(mem, a, "f16")
    place_rhs(mem, b, "f16")
    xt = 20 | 32 << 12 | 16 << 24
    start = np.ones((20, 16), np.float32)
    write_acc(mem, start)
    S.mad_raw(ptr(mem, "l0a", "f16"), ptr(mem, "l0b", "f16"), ptr(mem, "l0c", "f32"), xt)  # neither init bit: accumulate
    assert np.array_equal(read_acc(mem, 20, 16), in_order(a, b, start))
    S.mad_raw(ptr(mem, "l0a", "f16"), ptr(mem, "l0b", "f16"), ptr(mem, "l0c", "f32"), xt | 1 << 63)
    assert np.array_equal(read_acc(mem, 20, 16), in_order(a, b))
    bias = np.arange(16, dtype=np.float32)
    mem["bt"][:64] = bias.view(np.uint8)
    S.mad_bias_raw(ptr(mem, "l0a", "f16"), ptr(mem, "l0b", "f16"), ptr(mem, "l0c", "f32"), ptr(mem, "bt", "f32"), xt | 1 << 62)
    assert np.array_equal(read_acc(mem, 20, 16), in_order(a, b, np.broadcast_to(bias, (20, 16))))


@pytest.mark.parametrize("call,message", [
    (lambda m: S.mad(ptr(m, "l0b", "f16"), ptr(m, "l0b", "f16"), ptr(m, "l0c", "f32"), 16, 16, 16), "must point into l0a"),
    (lambda m: S.mad(ptr(m, "l0a", "f16"), ptr(m, "l0b", "bf16"), ptr(m, "l0c", "f32"), 16, 16, 16), "no cube multiply"),
    (lambda m: S.mad(ptr(m, "l0a", "i8"), ptr(m, "l0b", "i8"), ptr(m, "l0c", "f32"), 16, 16, 16), "no cube multiply"),
    (lambda m: S.mad(ptr(m, "l0a", "f16"), ptr(m, "l0b", "f16"), ptr(m, "l0c", "f32"), 16, 16, 16, tf32_mode="round_even"), "tf32_mode"),
    (lambda m: S.mad(ptr(m, "l0a", "f16"), ptr(m, "l0b", "f16"), ptr(m, "l0c", "f32"), 0, 16, 16), "1..4095"),
    (lambda m: S.mad(ptr(m, "l0a", "f16", 65024), ptr(m, "l0b", "f16"), ptr(m, "l0c", "f32"), 16, 16, 32), "past its end"),
    (lambda m: S.mad(ptr(m, "l0a", "f16"), ptr(m, "l0b", "f16"), ptr(m, "l0c", "f32"), 16, 16, 16, sat_mode="maybe"), "sat_mode"),
])
def test_errors(call, message):
    with pytest.raises(S.SemanticsError, match=message):
        call(memories())


def test_clauses_verify_as_ptoas_writes_them(tmp_path, capsys):
    ok = """func.func @k(%a: !pto.ptr<f16, l0a>, %b: !pto.ptr<f16, l0b>, %c: !pto.ptr<f32, l0c>, %n: i64) {
  pto.mad %a, %b, %c, %n, %n, %n unit_flag(check_only) disable_gemv n_dir : !pto.ptr<f16, l0a>, !pto.ptr<f16, l0b>, !pto.ptr<f32, l0c>, i64, i64, i64
  pto.mad_acc %a, %b, %c, %n, %n, %n sat : !pto.ptr<f16, l0a>, !pto.ptr<f16, l0b>, !pto.ptr<f32, l0c>, i64, i64, i64
  return
}
"""
    code, out = verify_cli(tmp_path, capsys, ok)
    assert code == 0, out
    bad = ok.replace("unit_flag(check_only)", "unit_flag(check_twice)").replace(" sat :", " bogus_clause :")
    code, out = verify_cli(tmp_path, capsys, bad)
    assert code != 0
    assert 'k.pto:2:3: error: pto.mad: unit_flag "check_twice" is not one of check_only, check_and_set' in out
    assert "k.pto:3:38: error: pto.mad_acc: unexpected 'bogus_clause' after the operands" in out


KERNEL = """
func.func @gemm(%a_gm: !pto.ptr<f16, gm>, %b_gm: !pto.ptr<f16, gm>, %c_gm: !pto.ptr<f16, gm>) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c16 = arith.constant 16 : i64
  %c32 = arith.constant 32 : i64
  %c1024 = arith.constant 1024 : i64
  %one = arith.constant 1.0 : f32
  %l1_a = pto.castptr %c0 : i64 -> !pto.ptr<f16, l1>
  %l1_b = pto.castptr %c1024 : i64 -> !pto.ptr<f16, l1>
  %l0a = pto.castptr %c0 : i64 -> !pto.ptr<f16, l0a>
  %l0b = pto.castptr %c0 : i64 -> !pto.ptr<f16, l0b>
  %l0c = pto.castptr %c0 : i64 -> !pto.ptr<f32, l0c>
  pto.mte_gm_l1 %a_gm, %l1_a, %c1024 nburst(%c1, %c0, %c0) : !pto.ptr<f16, gm>, !pto.ptr<f16, l1>, i64, i64, i64, i64
  pto.mte_gm_l1 %b_gm, %l1_b, %c1024 nburst(%c1, %c0, %c0) : !pto.ptr<f16, gm>, !pto.ptr<f16, l1>, i64, i64, i64, i64
  pto.set_flag["PIPE_MTE2", "PIPE_MTE1", "EVENT_ID0"]
  pto.wait_flag["PIPE_MTE2", "PIPE_MTE1", "EVENT_ID0"]
  pto.mte_l1_l0a %l1_a, %l0a, %c16, %c32, %c0, %c0 : !pto.ptr<f16, l1>, !pto.ptr<f16, l0a>, i64, i64, i64, i64
  pto.mte_l1_l0b %l1_b, %l0b, %c32, %c16, %c0, %c0 {transpose = true} : !pto.ptr<f16, l1>, !pto.ptr<f16, l0b>, i64, i64, i64, i64
  pto.set_flag["PIPE_MTE1", "PIPE_M", "EVENT_ID0"]
  pto.wait_flag["PIPE_MTE1", "PIPE_M", "EVENT_ID0"]
  pto.mad %l0a, %l0b, %l0c, %c16, %c16, %c32 disable_gemv : !pto.ptr<f16, l0a>, !pto.ptr<f16, l0b>, !pto.ptr<f32, l0c>, i64, i64, i64
  pto.mad_acc %l0a, %l0b, %l0c, %c16, %c16, %c32 unit_flag(check_and_set) : !pto.ptr<f16, l0a>, !pto.ptr<f16, l0b>, !pto.ptr<f32, l0c>, i64, i64, i64
  pto.set_flag["PIPE_M", "PIPE_FIX", "EVENT_ID1"]
  pto.wait_flag["PIPE_M", "PIPE_FIX", "EVENT_ID1"]
  pto.mte_l0c_gm %l0c, %c_gm, %c16, %c16, %c16, %c16, %c0, %c0,
    unit_flag(check_only),
    pre_quant(%one, mode = f32_f16),
    pre_relu(mode = normal_relu),
    nz2nd,
    sat
    : !pto.ptr<f32, l0c>, !pto.ptr<f16, gm>, i64, i64, i64, i64, i64, i64, f32
  pto.barrier #pto.pipe<PIPE_ALL>
  return
}
"""


def test_kernel_through_ptoisa_run():
    """GM (NZ images made here) -> L1 -> L0A / L0B (transposed) -> mad + mad_acc -> FIXPIPE with
    f32_f16 and ReLU, under ptoisa run with the sanitizers: relu(2 A B) as f16, no findings."""
    from ptoisa.interp.run import run

    rng = np.random.default_rng(11)
    a, b = small_values(rng, (16, 32), "f16"), small_values(rng, (32, 16), "f16")
    a_nz = np.concatenate([a[:, :16], a[:, 16:]])  # two 16 x 16 fractals, the K bands one after the other
    b_nz = b.copy()  # K x N with N = 16: one band of two fractals, row-major
    result = run(KERNEL, "gemm", {"a_gm": a_nz, "b_gm": b_nz, "c_gm": np.zeros((16, 16), np.float16)},
                 sanitize=("sync", "uninit", "bounds"))
    want = np.maximum(2 * in_order(a, b), 0).astype(np.float16)
    assert np.array_equal(result.buffers["c_gm"].reshape(16, 16), want)
    assert not result.sanitized
