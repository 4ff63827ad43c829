"""The FIXPIPE writebacks (pto.mte_l0c_gm/_ub/_l1, copy_matrix_cc_to_*) against loops written
here: L0C read as 16 x 16 NZ fractals whose columns are src_stride rows apart, the layouts
(nz2nd, the default, nz2dn, nz2nz), loop3, the pre_quant scales and conversions, ReLU and clip,
sat / sat(preserve_nan) / nosat, GM atomics, the registers, the errors, and the clause spelling
of PTOAS through `ptoisa verify`."""
import numpy as np
import pytest

from ptoisa_ref import semantics as S
from ptoisa_ref.runtime.memory import Ptr
from helpers import verify_cli


def setup(acc, src_stride, elem=np.float32):
    """L0C holding `acc` (M x N) with fractal columns src_stride rows apart, and empty GM/UB/L1/fb."""
    mem = {"l0c": np.zeros(262144, np.uint8), "gm": np.zeros(65536, np.uint8), "ub": np.zeros(65536, np.uint8),
           "l1": np.zeros(65536, np.uint8), "fb": np.zeros(4096, np.uint8)}
    flat = mem["l0c"].view(elem)
    for i in range(acc.shape[0]):
        for j in range(acc.shape[1]):
            flat[((j // 16) * src_stride + i) * 16 + j % 16] = acc[i, j]
    return mem


def P(mem, space, elem, addr=0):
    return Ptr(mem[space], addr, elem, space)


NP = {"f32": np.float32, "f16": np.float16, "i32": np.int32, "i8": np.int8, "u8": np.uint8, "i16": np.int16}


def out(mem, space, elem, count):
    return mem[space].view(NP[elem])[:count].copy()


@pytest.mark.parametrize("layout", [None, "nz2nd"])
def test_nd_rows_at_dst_stride(layout):
    rng = np.random.default_rng(1)
    acc = rng.standard_normal((40, 60)).astype(np.float32)
    mem = setup(acc, 48)
    mem["gm"].view(np.float32)[:] = -7
    S.mte_l0c_gm(P(mem, "l0c", "f32"), P(mem, "gm", "f32"), 40, 60, 48, 64, 0, 0, layout=layout)
    got = out(mem, "gm", "f32", 40 * 64).reshape(40, 64)
    assert np.array_equal(got[:, :60], acc) and (got[:, 60:] == -7).all()


def test_nz2dn_transposes():
    acc = np.arange(16 * 16, dtype=np.float32).reshape(16, 16)
    mem = setup(acc, 16)
    S.mte_l0c_gm(P(mem, "l0c", "f32"), P(mem, "gm", "f32"), 16, 16, 16, 32, 0, 0, layout="nz2dn", loop0_src_stride=1)
    got = out(mem, "gm", "f32", 16 * 32).reshape(16, 32)
    assert np.array_equal(got[:, :16], acc.T) and (got[:, 16:] == 0).all()


@pytest.mark.parametrize("split,step", [(None, 16), (1, 8)])
def test_nz2nz_fractals(split, step):
    acc = np.arange(20 * 32, dtype=np.float32).reshape(20, 32)
    mem = setup(acc, 32)
    S.mte_l0c_l1(P(mem, "l0c", "f32"), P(mem, "l1", "f32"), 20, 32, 32, 24, layout="nz2nz", split=split)
    flat = mem["l1"].view(np.float32)
    for i in (0, 7, 19):
        for j in (0, 9, 17, 31):
            assert flat[((j // step) * 24 + i) * step + j % step] == acc[i, j]


def test_loop3_repeats():
    acc = np.arange(16 * 16, dtype=np.float32).reshape(16, 16)
    mem = setup(acc, 16)
    second = mem["l0c"].view(np.float32)
    second[256:512] = second[:256] + 1000  # a second accumulator tile right after the first
    S.mte_l0c_ub({}, P(mem, "l0c", "f32"), P(mem, "ub", "f32"), 16, 16, 16, 16, sub_blockid=0, loop3_count=2,
                 loop3_src_stride=256, loop3_dst_stride=300)
    got = out(mem, "ub", "f32", 600)
    assert np.array_equal(got[:256].reshape(16, 16), acc)
    assert np.array_equal(got[300:556].reshape(16, 16), acc + 1000)


def test_f32_to_f16_conversion_and_sat():
    acc = np.zeros((16, 16), np.float32)
    acc[0, :4] = [1e6, -1e6, np.nan, 1 + 2 ** -11]  # overflow, NaN, a tie that rounds to even
    acc[1, 0] = np.inf
    mem = setup(acc, 16)
    for sat, big, nan in (("sat", 65504, 0.0), ("nosat", np.inf, np.nan), ("sat_preserve_nan", 65504, np.nan)):
        S.mte_l0c_gm(P(mem, "l0c", "f32"), P(mem, "gm", "f16"), 16, 16, 16, 16, 0, 0, quant_payload=1.0,
                     pre_quant_mode="f32_f16", sat_mode=sat)
        got = out(mem, "gm", "f16", 256).reshape(16, 16).astype(np.float64)
        assert got[0, 0] == big and got[0, 1] == -big and got[1, 0] == big, sat
        assert (np.isnan(got[0, 2]) if np.isnan(nan) else got[0, 2] == nan), sat
        assert got[0, 3] == 1.0


def test_scalar_and_vector_quant_scales():
    acc = np.arange(1, 16 * 32 + 1, dtype=np.float32).reshape(16, 32)
    mem = setup(acc, 16)
    S.mte_l0c_gm(P(mem, "l0c", "f32"), P(mem, "gm", "f16"), 16, 32, 16, 32, 0, 0, quant_payload=0.5,
                 pre_quant_mode="qf322f16_pre_scalar")
    assert np.array_equal(out(mem, "gm", "f16", 512).reshape(16, 32), (acc * 0.5).astype(np.float16))
    # a vector payload: one 64-bit word per column, its bits 13..31 the scale (sign, 8-bit exponent,
    # 10-bit mantissa), as the fixpipe-quant-ub-cv hardware case encodes it; the other bits are ignored
    scales = np.array([(k % 4 + 1) / 4 * (1 + (k % 3) / 1024) * (-1) ** (k % 5 == 0) for k in range(32)], np.float32)
    words = scales.view(np.uint32).astype(np.uint64) | (np.arange(32, dtype=np.uint64) << 40) | np.uint64(0x1FFF)
    mem["fb"][:256] = words.view(np.uint8)
    S.mte_l0c_gm(P(mem, "l0c", "f32"), P(mem, "gm", "f32"), 16, 32, 16, 32, 0, 0, quant_payload=P(mem, "fb", "f32"),
                 pre_quant_mode="qf322f32_pre_vec")
    kept = (scales.view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)  # 10 mantissa bits, truncated
    assert not np.array_equal(kept, scales)  # (some scales lose bits: 1.5 x (1 + 2^-10) does)
    assert np.array_equal(out(mem, "gm", "f32", 512).reshape(16, 32), acc * kept[None, :])


def test_i32_requant_rounds_and_saturates():
    acc = np.zeros((16, 16), np.int32)
    acc[0, :5] = [100, 1000, -1000, 5, 7]
    mem = setup(acc, 16, np.int32)
    S.mte_l0c_gm(P(mem, "l0c", "i32"), P(mem, "gm", "i8"), 16, 16, 16, 16, 0, 0, quant_payload=0.5,
                 pre_quant_mode="req8_scalar")
    got = out(mem, "gm", "i8", 256).reshape(16, 16)
    assert got[0, :5].tolist() == [50, 127, -128, 2, 4]  # 2.5 -> 2 and 3.5 -> 4: ties to even
    S.mte_l0c_gm(P(mem, "l0c", "i32"), P(mem, "gm", "f16"), 16, 16, 16, 16, 0, 0, quant_payload=0.25,
                 pre_quant_mode="deqf16_scalar")
    assert out(mem, "gm", "f16", 256).reshape(16, 16)[0, :5].tolist() == [25, 250, -250, 1.25, 1.75]


def test_f16_pre_stage_rounds_first():
    """qf162b8: 1 + 2^-12 rounds to 1.0 in f16 before the x 200.5 scale (200.5, to even: 200); without
    the pre-stage (qf322b8) the product 200.549 rounds to 201."""
    acc = np.zeros((16, 16), np.float32)
    acc[0, 0] = 1 + 2 ** -12
    mem = setup(acc, 16)
    for mode, want in (("qf162b8_pre_scalar", 200), ("qf322b8_pre_scalar", 201)):
        S.mte_l0c_gm(P(mem, "l0c", "f32"), P(mem, "gm", "u8"), 16, 16, 16, 16, 0, 0, quant_payload=200.5,
                     pre_quant_mode=mode)
        assert out(mem, "gm", "u8", 1)[0] == want, mode


def test_relu_modes_and_clip():
    acc = np.tile(np.array([-4, -1, 0, 2, 8, np.nan] + [1] * 10, np.float32), (16, 1))
    mem = setup(acc, 16)
    run = lambda **kw: (S.mte_l0c_gm(P(mem, "l0c", "f32"), P(mem, "gm", "f32"), 16, 16, 16, 16, 0, 0, **kw),
                        out(mem, "gm", "f32", 256).reshape(16, 16)[3, :6])[1]
    got = run(pre_relu_mode="normal_relu")
    assert got[:5].tolist() == [0, 0, 0, 2, 8] and np.isnan(got[5])
    assert run(pre_relu_mode="scalar_relu", relu_payload=0.25)[:5].tolist() == [-1, -0.25, 0, 2, 8]
    alphas = np.arange(16, dtype=np.float32)
    mem["fb"][:64] = alphas.view(np.uint8)
    assert run(pre_relu_mode="vector_relu", relu_payload=P(mem, "fb", "f32"))[:5].tolist() == [0, -1, 0, 2, 8]
    assert run(pre_relu_mode="normal_relu", relu_clip=3.0)[:5].tolist() == [0, 0, 0, 2, 3]


@pytest.mark.parametrize("how,want", [("add", [11, 12]), ("max", [10, 10]), ("min", [1, 2])])
def test_gm_atomics(how, want):
    acc = np.zeros((16, 16), np.float32)
    acc[0, :2] = [1, 2]
    mem = setup(acc, 16)
    mem["gm"].view(np.float32)[:256] = 10
    S.mte_l0c_gm(P(mem, "l0c", "f32"), P(mem, "gm", "f32"), 16, 16, 16, 16, 0, 0, atomic_type="f32", atomic_op=how)
    assert out(mem, "gm", "f32", 2).tolist() == want


def test_raw_copy_decodes_xm_xt():
    rng = np.random.default_rng(3)
    acc = rng.standard_normal((20, 24)).astype(np.float32)
    mem = setup(acc, 32)
    xm = 24 << 4 | 20 << 16 | 30 << 32
    xt = 32 | 1 << 43
    S.copy_matrix_cc_to_gm({}, P(mem, "l0c", "f32"), P(mem, "gm", "f32"), xm, xt)
    assert np.array_equal(out(mem, "gm", "f32", 20 * 30).reshape(20, 30)[:, :24], acc)
    with pytest.raises(S.SemanticsError, match="not modelled"):
        S.copy_matrix_cc_to_gm({}, P(mem, "l0c", "f32"), P(mem, "gm", "f32"), xm, xt | 1 << 39)


def test_registers_hold_their_values():
    state: dict = {}
    S.set_quant_pre(state, 0x3F800000)
    S.set_fpc(state, 128)
    assert state[("fixpipe", "quant_pre")] == 0x3F800000 and state[("fixpipe", "fpc")] == 128


@pytest.mark.parametrize("kw,message", [
    ({"dst_mode": "split_m"}, "two vector cores' UBs; a run without sections has one"),
    ({"sub_blockid": 1}, "sub-block 1's UB"),
    ({"pre_quant_mode": "deqf16_scalar", "quant_payload": 1.0}, "reads i32 accumulators"),
    ({"pre_relu_mode": "scalar_relu"}, "needs a payload"),
    ({"pre_quant_mode": "qf322f16_pre_vec", "quant_payload": 1.0}, "fb pointer"),
    ({"layout": "nz2dn", "loop0_src_stride": 2}, "not modelled"),
    ({"pre_quant_mode": "qf322hif8_pre_hybrid_scalar", "quant_payload": 1.0}, "not modelled"),
    ({"pre_quant_mode": "req4_scalar", "quant_payload": 1.0}, "not modelled"),
])
def test_errors(kw, message):
    mem = setup(np.zeros((16, 16), np.float32), 16)
    with pytest.raises(S.SemanticsError, match=message):
        S.mte_l0c_ub({}, P(mem, "l0c", "f32"), P(mem, "ub", "f16"), 16, 16, 16, 16, **kw)


@pytest.mark.parametrize("mode", ["split_m", "split_n", None])
def test_cluster_sub_blocks(mode):
    """With the cluster's two UBs in the state: split_m sends rows 0..m/2-1 to sub-block 0 and the
    rest to sub-block 1, split_n the column halves; dst_mode(1) writes sub-block 1's UB only."""
    acc = np.arange(40 * 64, dtype=np.float32).reshape(40, 64)
    mem = setup(acc, 48)
    ubs = (np.zeros(65536, np.uint8), np.zeros(65536, np.uint8))
    state = {("cluster", "ub"): ubs}
    kw = {"dst_mode": mode} if mode else {"sub_blockid": 1}
    S.mte_l0c_ub(state, P(mem, "l0c", "f32"), Ptr(ubs[0], 256, "f32", "ub"), 40, 64, 48, 64, **kw)
    got = [u.view(np.float32)[64:64 + 40 * 64].reshape(40, 64) for u in ubs]
    if mode == "split_m":
        assert np.array_equal(got[0][:20], acc[:20]) and np.array_equal(got[1][:20], acc[20:])
        assert not got[0][20:].any() and not got[1][20:].any()
    elif mode == "split_n":
        assert np.array_equal(got[0][:, :32], acc[:, :32]) and np.array_equal(got[1][:, :32], acc[:, 32:])
        assert not got[0][:, 32:].any()
    else:
        assert not got[0].any() and np.array_equal(got[1], acc)
    with pytest.raises(S.SemanticsError, match="only the nz2nd layout"):
        S.mte_l0c_ub(state, P(mem, "l0c", "f32"), Ptr(ubs[0], 0, "f32", "ub"), 40, 64, 48, 64, dst_mode="split_m",
                     pre_relu_mode="normal_relu")


def test_src_stride_below_m_is_an_error():
    mem = setup(np.zeros((16, 16), np.float32), 16)
    with pytest.raises(S.SemanticsError, match="overlap"):
        S.mte_l0c_l1(P(mem, "l0c", "f32"), P(mem, "l1", "f32"), 20, 16, 16, 16)


def test_clause_spelling_verifies(tmp_path, capsys):
    text = """func.func @k(%c: !pto.ptr<f32, l0c>, %g: !pto.ptr<f16, gm>, %u: !pto.ptr<f32, ub>, %n: i64, %s: f32, %h: f16) {
  pto.mte_l0c_gm %c, %g, %n, %n, %n, %n, %n, %n,
    unit_flag(check_only),
    pre_quant(%s, mode = qf322f16_pre_scalar),
    pre_relu(%s, mode = scalar_relu, clip = %h),
    nz2dn(%n),
    loop3(%n, %n, %n),
    sat(preserve_nan),
    atomic(type = f16, op = add)
    : !pto.ptr<f32, l0c>, !pto.ptr<f16, gm>, i64, i64, i64, i64, i64, i64, f32, f32, f16, i64, i64, i64, i64
  pto.mte_l0c_ub %c, %u, %n, %n, %n, %n, dst_mode(%n), nz2nd : !pto.ptr<f32, l0c>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64
  return
}
"""
    code, out_text = verify_cli(tmp_path, capsys, text)
    assert code == 0, out_text
    code, out_text = verify_cli(tmp_path, capsys, text.replace("mode = scalar_relu", "mode = leaky"))
    assert code != 0 and 'pre_relu_mode "leaky" is not one of' in out_text and "k.pto:2:3:" in out_text


def test_a2a3_cost_of_the_gm_writeback(tmp_path, capsys):
    """m x n x 2 bytes over L0C_TO_GM's fitted pipe (41.25 GiB/s peak, half of it at 29104 bytes;
    1.85 GHz): 40 x 64 x 2 = 5120 bytes -> floor((29104 + 5120) x 1.85e9 / (41.25 x 2^30))."""
    from ptoisa.cli import main

    path = tmp_path / "c.pto"
    path.write_text("""func.func @k(%c: !pto.ptr<f32, l0c>, %g: !pto.ptr<f32, gm>) {
  %m = arith.constant 40 : i64
  %n = arith.constant 64 : i64
  %s = arith.constant 48 : i64
  %z = arith.constant 0 : i64
  pto.mte_l0c_gm %c, %g, %m, %n, %s, %n, %z, %z, nz2nd : !pto.ptr<f32, l0c>, !pto.ptr<f32, gm>, i64, i64, i64, i64, i64, i64
  return
}
""")
    assert main(["cost", str(path), "--target", "a2a3"]) == 0
    want = int((29104 + 5120) * 1.85e9 // (41.25 * 2 ** 30))
    line = next(x for x in capsys.readouterr().out.splitlines() if "pto.mte_l0c_gm" in x)
    assert line.split()[-1] == str(want)
