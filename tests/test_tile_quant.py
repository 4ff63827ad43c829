"""tquant (INT8_SYM / INT8_ASYM), tquant.mx (MXFP8 / MXFP4, OCP / NV, ND and DN groups) and tmov's
X-to-ZZ exponent form: expected values from plain loops written here from the rules the ops'
pages state (D-TQUANT-INT8, D-TQUANT-MX, D-TMOV-ZZ), never from the code under test."""

import math
import struct

import ml_dtypes
import numpy as np
import pytest

from ptoisa.cli import main
from ptoisa_ref import semantics as S
from ptoisa_ref.runtime.base import SemanticsError


def _tile(ub, addr, elem, rows, cols, vr=None, vc=None, **kw):
    return S.Tile(ub, addr, elem, rows, cols, valid_rows=vr, valid_cols=vc, **kw)


def _round_half_even(v):
    f = math.floor(v)
    d = v - f
    if d > 0.5 or (d == 0.5 and f % 2):
        return f + 1
    return f


def _int8_ref(v, lo, hi):
    if math.isnan(v):
        return 0
    if math.isinf(v):
        return hi if v > 0 else lo
    return max(lo, min(hi, _round_half_even(v)))


EDGE = [0.5, 1.5, 2.5, -0.5, -2.5, -0.0, 126.5, 127.5, 300.0, -1e30, np.inf, -np.inf, np.nan, 1e-45, 3.4e38, 7.0]


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize("qt", ["INT8_SYM", "INT8_ASYM"])
def test_int8_rounds_half_even_clamps_and_zeroes_nan(target, qt):
    ub = np.zeros(8192, np.uint8)
    x = np.array(EDGE * 2, np.float32).reshape(2, 16)
    src = _tile(ub, 0, "f32", 4, 16, 2, 16)   # valid rows fewer than the tile's
    src.write(x)
    fp = _tile(ub, 1024, "f32", 4, 1, 2, 1, blayout="ColMajor")  # one column per row (PTOAS's column tiles)
    fp.write(np.array([[1.0], [2.0]], np.float32))
    off = _tile(ub, 1280, "f32", 4, 1, 2, 1, blayout="ColMajor")
    off.write(np.array([[0.25], [-3.0]], np.float32))
    dst = _tile(ub, 2048, "i8" if qt == "INT8_SYM" else "u8", 4, 32, 2, 16)
    ub[2048:2048 + 128] = 0x5A
    kw = {"offset": off} if qt == "INT8_ASYM" else {}
    S.tquant(src, fp, dst, quant_type=qt, target=target, **kw)
    lo, hi = (-128, 127) if qt == "INT8_SYM" else (0, 255)
    got = dst.values()
    for i in range(2):
        for j in range(16):
            with np.errstate(over="ignore"):
                v = float(np.float32(x[i, j] * np.float32([1.0, 2.0][i])))
            if qt == "INT8_ASYM":
                v = float(np.float32(np.float32(v) + np.float32([0.25, -3.0][i])))
            assert int(got[i, j]) == _int8_ref(v, lo, hi), (i, j, x[i, j])
    assert (got[:2, 16:].view(np.uint8) == 0x5A).all() and (got[2:].view(np.uint8) == 0x5A).all()


def test_int8_cpu_reads_parameters_by_column():
    ub = np.zeros(4096, np.uint8)
    src = _tile(ub, 0, "f32", 1, 8)
    src.write(np.arange(8, dtype=np.float32).reshape(1, 8))
    fp = _tile(ub, 256, "f32", 1, 8, 1, 3)
    fp.write(np.array([[1.0, 10.0, 0.5]], np.float32))
    dst = _tile(ub, 512, "i8", 1, 32, 1, 8)
    S.tquant(src, fp, dst, quant_type="INT8_SYM", target="cpu")
    # columns 0, 1 use their own scale; from column 2 on the last valid one (0.5)
    assert dst.values()[0, :8].tolist() == [0, 10, 1, 2, 2, 2, 3, 4]
    S.tquant(src, fp, dst, quant_type="INT8_SYM", target="a5")  # column 0 everywhere
    assert dst.values()[0, :8].tolist() == list(range(8))


def test_int8_refuses_the_wrong_destination_type():
    ub = np.zeros(4096, np.uint8)
    src, fp = _tile(ub, 0, "f32", 1, 8), _tile(ub, 256, "f32", 1, 8, 1, 1)
    with pytest.raises(SemanticsError, match="INT8_SYM writes i8"):
        S.tquant(src, fp, _tile(ub, 512, "u8", 1, 32, 1, 8), quant_type="INT8_SYM")


def _f32(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def _ocp_ref(group, emax):
    """(max, exponent, scaling) of one group, from the bits as the page states them."""
    m = max((abs(float(v)) for v in group), default=0.0)
    if any(math.isnan(float(v)) for v in group):
        return math.nan, 0xFF, math.nan
    e = (struct.unpack("<I", struct.pack("<f", m))[0] >> 23) & 0xFF
    s = max(e - emax, 0)
    return m, s, _f32((254 - s) << 23)


def _e4m3(v):
    return int(np.array(min(max(v, -448.0), 448.0), np.float32).astype(ml_dtypes.float8_e4m3fn).view(np.uint8))


def _mx_tiles(ub, rows, cols, axis, src_elem="f32", dst_elem="i8"):
    g_shape = (rows // 32, cols) if axis == 0 else (rows, cols // 32)
    src = _tile(ub, 0, src_elem, rows, cols)
    dcols = cols // 2 if dst_elem == "f4e2m1x2" else cols
    dst = _tile(ub, 32768, dst_elem, rows, dcols)
    exp = _tile(ub, 49152, "u8", g_shape[0], max(g_shape[1], 32), g_shape[0], g_shape[1])
    mx = _tile(ub, 53248, src_elem, g_shape[0], max(g_shape[1], 16), g_shape[0], g_shape[1])
    sc = _tile(ub, 57344, src_elem, g_shape[0], max(g_shape[1], 16), g_shape[0], g_shape[1])
    return src, dst, exp, mx, sc


@pytest.mark.parametrize("axis", [0, 1])
def test_mxfp8_ocp_groups_edges_and_layouts(axis):
    rng = np.random.default_rng(7)
    rows, cols = (64, 16) if axis == 0 else (4, 64)
    x = rng.uniform(-10, 10, (rows, cols)).astype(np.float32)
    groups = x.T.reshape(cols, rows // 32, 32) if axis == 0 else x.reshape(rows, cols // 32, 32)
    # edge groups: all zeros (exponent 0, scaling 2^127), one NaN, an infinity, subnormals, huge
    def put(gi, gj, values):
        for k, v in enumerate(values):
            if axis == 0:
                x[gi * 32 + k, gj] = v
            else:
                x[gi, gj * 32 + k] = v
    put(0, 0, [0.0] * 31 + [-0.0])
    put(1 if axis == 0 else 1, 1, [1.0] * 31 + [np.nan])
    put(0, 1 if axis == 0 else 0, [np.inf] + [1.0] * 31) if axis == 0 else put(2, 0, [np.inf] + [1.0] * 31)
    put(1 if axis == 0 else 3, 0, [1e-40] * 32)
    put(0, 2 if axis == 0 else 0, [3.0e38, -2.0] + [0.5] * 30) if axis == 0 else put(3, 1, [3.0e38, -2.0] + [0.5] * 30)
    ub = np.zeros(65536, np.uint8)
    src, dst, exp, mx, sc = _mx_tiles(ub, rows, cols, axis)
    src.write(x)
    S.tquant_mx(src, dst, exp, mx, sc, quant_type="MXFP8", grpAxis=f"axis{axis}")
    ng = (rows // 32, cols) if axis == 0 else (rows, cols // 32)
    for a in range(ng[0]):
        for b in range(ng[1]):
            idx = [(a * 32 + k, b) for k in range(32)] if axis == 0 else [(a, b * 32 + k) for k in range(32)]
            m, e, s = _ocp_ref([x[i, j] for i, j in idx], 8)
            assert int(exp.values()[a, b]) == e, (a, b)
            assert (math.isnan(m) and math.isnan(mx.values()[a, b])) or float(mx.values()[a, b]) == m
            assert (math.isnan(s) and math.isnan(sc.values()[a, b])) or float(sc.values()[a, b]) == s
            for i, j in idx:
                v = float(np.float32(np.float32(x[i, j]) * np.float32(s)))
                got = int(dst.values()[i, j].view(np.uint8)) if False else int(np.uint8(dst.values()[i, j].view(np.uint8)))
                if math.isnan(v):
                    assert got == 0  # A5's saturating vcvt: NaN to 0
                else:
                    assert got == _e4m3(v), (i, j, x[i, j], v)


def test_mxfp8_nv_rounds_the_exponent_up():
    ub = np.zeros(65536, np.uint8)
    src, dst, exp, mx, sc = _mx_tiles(ub, 1, 64, 1)
    x = np.zeros((1, 64), np.float32)
    x[0, :32] = np.linspace(-3, 448.0, 32)  # max / 448 = 1: a power of two, not rounded
    x[0, 32:] = np.linspace(-3, 449.0, 32)  # just above: rounded up
    src.write(x)
    S.tquant_mx(src, dst, exp, mx, sc, quant_type="MXFP8", quantScaleAlg="nv")
    assert exp.values()[0, :2].tolist() == [127, 128]
    assert sc.values()[0, :2].tolist() == [_f32((254 - 127) << 23), _f32((254 - 128) << 23)]
    assert int(dst.values()[0, 31].view(np.uint8)) == _e4m3(448.0)


def _e2m1(v):
    if math.isnan(v):
        return 7
    grid = [0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]
    a = min(abs(v), 6.0)
    best = min(range(8), key=lambda k: (abs(grid[k] - a), k % 2))
    return best | (8 if math.copysign(1.0, v) < 0 else 0)


def test_mxfp4_bf16_packs_two_codes_a_byte():
    rng = np.random.default_rng(3)
    x = rng.uniform(-10, 10, (2, 64)).astype(ml_dtypes.bfloat16)
    x[0, 5] = ml_dtypes.bfloat16(np.nan)
    x[1, 40] = ml_dtypes.bfloat16(-0.0)
    ub = np.zeros(65536, np.uint8)
    src, dst, exp, mx, sc = _mx_tiles(ub, 2, 64, 1, "bf16", "f4e2m1x2")
    src.write(x)
    S.tquant_mx(src, dst, exp, mx, sc, quant_type="MXFP4_E2M1")
    raw = dst.values().view(np.uint8)
    for i in range(2):
        for g in range(2):
            m, e, s = _ocp_ref([float(v) for v in x[i, g * 32:(g + 1) * 32]], 2)
            assert int(exp.values()[i, g]) == e
            for j in range(g * 32, g * 32 + 32):
                v = float(ml_dtypes.bfloat16(np.float32(float(x[i, j])) * np.float32(s)))
                code = (int(raw[i, j // 2]) >> (4 * (j % 2))) & 0xF
                assert code == _e2m1(v), (i, j, v)


def test_mx_runs_on_a5_only_and_refuses_f16_sources():
    ub = np.zeros(65536, np.uint8)
    with pytest.raises(SemanticsError, match="A5 only"):
        S.tquant_mx(*_mx_tiles(ub, 1, 32, 1), quant_type="MXFP8", target="cpu")
    with pytest.raises(SemanticsError, match="f16 sources"):
        S.tquant_mx(*_mx_tiles(ub, 1, 32, 1, "f16"), quant_type="MXFP8")


def test_tmov_zz_orders_dn_and_nd_exponents():
    ub = np.zeros(8192, np.uint8)
    e = np.arange(2 * 32, dtype=np.uint8).reshape(2, 32)
    src = _tile(ub, 0, "u8", 2, 32)
    src.write(e)
    tmp = _tile(ub, 256, "u8", 1, 32, 1, 1)
    dst = _tile(ub, 512, "u8", 1, 64, slayout="RowMajor")
    S.tmov(src, dst, tmp=tmp, grpAxis="axis0")
    want = [int(e[2 * p + r, 16 * cb + c]) for cb in range(2) for p in range(1) for c in range(16) for r in range(2)]
    assert ub[512:576].tolist() == want
    # ND: 20 rows of 4 groups (one flat row), into 32 ZZ rows (the last 12 zero)
    flat = (np.arange(80, dtype=np.uint8) + 1).reshape(1, 80)
    src2 = _tile(ub, 1024, "u8", 1, 128, 1, 80)
    src2.write(flat)
    dst2 = _tile(ub, 2048, "u8", 32, 4, 20, 4, slayout="RowMajor")
    S.tmov(src2, dst2, tmp=tmp)
    g = flat.reshape(20, 4)
    want2 = [int(g[16 * rb + r, 2 * gb + k]) if 16 * rb + r < 20 else 0
             for rb in range(2) for gb in range(2) for r in range(16) for k in range(2)]
    assert ub[2048:2048 + 128].tolist() == want2


def _verify(tmp_path, capsys, body, target="a5"):
    f = tmp_path / "k.pto"
    f.write_text("func.func @k() {\n" + body + "  return\n}\n")
    code = main(["verify", str(f), "--target", target])
    out = capsys.readouterr()
    assert "Traceback" not in out.err + out.out
    return code, out.err + out.out


_INT8 = """\
  %s = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32>
  %f = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  %o = pto.alloc_tile : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 16x64xDT>
  pto.tquant ins(%s, %f INS : !pto.tile_buf<vec, 16x64xf32>, !pto.tile_buf<vec, 16x1xf32, blayout=col_major> TYS) outs(%d : !pto.tile_buf<vec, 16x64xDT>) {quant_type = #pto<quant_type QT>}
"""


def _int8(dt, qt, offset):
    ins, tys = (", %o", ", !pto.tile_buf<vec, 16x1xf32, blayout=col_major>") if offset else ("", "")
    return _INT8.replace("DT", dt).replace("QT", qt).replace(" INS", ins).replace(" TYS", tys)


def test_tquant_verifies_ptoas_forms(tmp_path, capsys):
    for target in ("a5", "a2a3"):
        assert _verify(tmp_path, capsys, _int8("i8", "INT8_SYM", False), target)[0] == 0
        assert _verify(tmp_path, capsys, _int8("ui8", "INT8_ASYM", True), target)[0] == 0


def test_tquant_refuses_offset_mismatch_and_wrong_dst(tmp_path, capsys):
    code, out = _verify(tmp_path, capsys, _int8("i8", "INT8_SYM", True))
    assert code == 1 and "k.pto:6:3: error: pto.tquant: INT8_ASYM needs the offset tile, and INT8_SYM must not have one" in out, out
    code, out = _verify(tmp_path, capsys, _int8("ui8", "INT8_ASYM", False))
    assert code == 1 and "k.pto:6:3: error: pto.tquant: INT8_SYM takes no offset tile; INT8_ASYM needs one" in out, out
    code, out = _verify(tmp_path, capsys, _int8("ui8", "INT8_SYM", False))
    assert code == 1 and "INT8_SYM writes i8" in out, out


def test_tquant_mx_is_refused_off_a5(tmp_path, capsys):
    body = """\
  %s = pto.alloc_tile : !pto.tile_buf<vec, 32x32xf32>
  %d = pto.alloc_tile : !pto.tile_buf<vec, 32x32xi8>
  %e = pto.alloc_tile : !pto.tile_buf<vec, 1x32xui8>
  %m = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
  %c = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>
  pto.tquant.mx ins(%s : !pto.tile_buf<vec, 32x32xf32>) outs(%d, %e, %m, %c : !pto.tile_buf<vec, 32x32xi8>, !pto.tile_buf<vec, 1x32xui8>, !pto.tile_buf<vec, 1x32xf32>, !pto.tile_buf<vec, 1x32xf32>) {quant_type = #pto<quant_type MXFP8>}
"""
    assert _verify(tmp_path, capsys, body)[0] == 0
    code, out = _verify(tmp_path, capsys, body, "a2a3")
    assert code == 1 and "pto.tquant.mx" in out, out
    code, out = _verify(tmp_path, capsys, body.replace("1x32xf32>", "2x16xf32>"))
    assert code == 1 and "k.pto:7:3: error: pto.tquant.mx: max and scaling have one value per group" in out, out
    code, out = _verify(tmp_path, capsys, body.replace("MXFP8>}", "MXFP8>, grpAxis = #pto<mx_group_axis axis0>}"))
    assert code == 0, out  # 32 rows: one row of 32 column groups either way


def _pseudocode(name):
    from ptoisa.lang.pseudocode import run_pseudocode
    from conftest import the_isa
    op = next(o for o in the_isa().ops if o.name == name)
    return op, run_pseudocode


@pytest.mark.parametrize("qt", [0, 1])
def test_tquant_pseudocode_matches_the_semantics(qt):
    op, run = _pseudocode("tquant")
    x = np.array([EDGE[:8], EDGE[8:]], np.float32)
    fp = np.array([[3.0], [0.5]], np.float32)
    off = np.array([[10.25], [-1.0]], np.float32)
    arrays = run(op.pseudocode, {"src": x.copy(), "fp": fp, "offset": off, "dst": np.zeros((2, 8), np.float32)},
                 {"R": 2, "C": 8, "quant_type": qt}, elem="f32")
    ub = np.zeros(4096, np.uint8)
    src = _tile(ub, 0, "f32", 2, 8)
    src.write(x)
    f, o = _tile(ub, 256, "f32", 2, 1, blayout="ColMajor"), _tile(ub, 512, "f32", 2, 1, blayout="ColMajor")
    f.write(fp)
    o.write(off)
    dst = _tile(ub, 1024, "u8" if qt else "i8", 2, 32, 2, 8)
    S.tquant(src, f, dst, quant_type=["INT8_SYM", "INT8_ASYM"][qt], **({"offset": o} if qt else {}))
    assert dst.values()[:, :8].astype(np.float32).tolist() == arrays["dst"].tolist()


def test_tquant_mx_pseudocode_matches_the_semantics():
    op, run = _pseudocode("tquant_mx")
    rng = np.random.default_rng(11)
    x = rng.uniform(-50, 50, (2, 128)).astype(np.float32)
    x[0, :32] = 0.0
    x[0, 40] = np.inf
    x[1, 70] = np.nan
    x[1, 96:] = 1e-39
    arrays = run(op.pseudocode, {"src": x.copy(), "dst": np.zeros((2, 128), np.float32),
                                 "exp": np.zeros((2, 4), np.float32), "group_max": np.zeros((2, 4), np.float32),
                                 "scaling": np.zeros((2, 4), np.float32)}, {"R": 2, "C": 128}, elem="f32")
    ub = np.zeros(65536, np.uint8)
    src, dst, exp, mx, sc = _mx_tiles(ub, 2, 128, 1)
    src.write(x)
    S.tquant_mx(src, dst, exp, mx, sc, quant_type="MXFP8")
    assert exp.values()[:, :4].astype(np.float32).tolist() == arrays["exp"].tolist()
    assert np.array_equal(mx.values()[:, :4], arrays["group_max"], equal_nan=True)
    assert np.array_equal(sc.values()[:, :4], arrays["scaling"], equal_nan=True)
    want = arrays["dst"].astype(ml_dtypes.float8_e4m3fn).view(np.uint8)
    got = dst.values().view(np.uint8)
    nan = np.isnan(arrays["dst"])
    assert (got[~nan] == want[~nan]).all() and (got[nan] == 0).all()
