"""The cube data movement ops (issue 23): GM to L1 copies, GM to L1 loads into NZ fractals and
L1 to L0A/L0B block loads, plain and transposed. Expected bytes come from index arithmetic
written here from the manual's text (a fractal is 16 rows of 32 bytes; NZ keeps the fractals
of one 32-byte column band down the rows, the bands a stride apart: D-CUBE-NZ), never from
the semantics module; bad inputs fail at their line."""
import numpy as np
import pytest

from ptoisa.interp.run import RunFailed, run
from ptoisa.verify.verifier import verify_text
from ptoisa_ref import semantics as S

RNG = np.random.default_rng(23)
# Every element type the ops take on A5, by its width (the ops move bytes).
FRAC_TYPES = ["f32", "f16", "bf16", "f8e4m3", "f8e5m2", "hif8", "f8e8m0", "i8", "i16", "i32", "u8", "u16", "u32"]
L0_TYPES = ["f32", "f16", "bf16", "f8e4m3", "f8e5m2", "hif8", "i8", "i16", "i32", "u8", "u16", "u32"]
WIDTH = {"f32": 4, "i32": 4, "u32": 4, "f16": 2, "bf16": 2, "i16": 2, "u16": 2}


def _width(t):
    return WIDTH.get(t, 1)


def _mem(n, fill=0xA5):
    return np.full(n, fill, np.uint8)


def _nz_byte(r, c, stride_rows32, esize):
    """Byte of element (r, c) in an NZ matrix: row r of the 32-byte rows, column band c // C0
    `stride_rows32` 32-byte rows further per band (the manual's C0-size units)."""
    c0 = 32 // esize
    return ((c // c0) * stride_rows32 + r) * 32 + (c % c0) * esize


# --- pto.mte_gm_l1_frac ---------------------------------------------------------------------

@pytest.mark.parametrize("t", FRAC_TYPES)
@pytest.mark.parametrize("mode", ["nd2nz", "dn2nz"])
def test_frac_load_every_type(t, mode):
    """Two groups of a 19 x (C0 + 3) matrix (neither a multiple of 16 nor of C0): each element at
    its NZ byte, the rest of the last C0 group zero, every other L1 byte kept."""
    es = _width(t)
    c0 = 32 // es
    n, d, groups = 19, c0 + 3, 2
    inner = (d if mode == "nd2nz" else n) * es + 6          # row pitch in bytes, with slack
    outer = (n if mode == "nd2nz" else d) * inner + 10     # matrix pitch in bytes
    loop2, loop3, loop4 = 1, 24, 64                        # 32-byte units
    gm = RNG.integers(0, 256, groups * outer + 64, dtype=np.uint8)
    l1 = _mem(8192)
    S.mte_gm_l1_frac(S.Ptr(gm, 0, t, "gm"), S.Ptr(l1, 256, t, "l1"), n, d, inner, groups, loop2, loop3, loop4, 0,
                     False, outer, mode=mode)
    want = _mem(8192)
    for g in range(groups):
        for i in range(n):
            for j in range(-(-d // c0) * c0):
                at = 256 + g * loop4 * 32 + _nz_byte(i * loop2, j, loop3, es)
                if j < d:
                    frm = g * outer + (i * inner + j * es if mode == "nd2nz" else j * inner + i * es)
                    want[at:at + es] = gm[frm:frm + es]
                else:
                    want[at:at + es] = 0
    assert np.array_equal(l1, want)


def test_frac_load_edge_values_kept_bitwise():
    """NaN payloads, -0.0, infinities and subnormals of f32 go through as bytes."""
    vals = np.array([np.nan, -0.0, np.inf, -np.inf, 1e-45, -1e-40, 3.5, -2.0], np.float32)
    bits = vals.view(np.uint32).copy()
    bits[0] = 0x7FC12345
    gm = bits.view(np.uint8).copy()
    l1 = np.zeros(1024, np.uint8)
    S.mte_gm_l1_frac(S.Ptr(gm, 0, "f32", "gm"), S.Ptr(l1, 0, "f32", "l1"), 1, 8, 32, 1, 1, 1, 0, 0, False,
                     mode="nd2nz")
    assert l1[:32].view(np.uint32).tolist() == bits.tolist()


def test_frac_load_hardware_case_layouts():
    """PTOAS's cube-load-frac-layouts case: a 40 x 50 and a 50 x 60 f16 matrix loaded nd2nz with
    dst_loop3_stride 48 and 64, then the L0A load and the transposing L0B load. The L0A grid read
    back as NZ with 3 fractals a band is A; the L0B grid as NZ of 4 fractals a band is B's
    transpose, so A @ B is what mad computes from them (the case's golden)."""
    a = (np.arange(40 * 50, dtype=np.float16).reshape(40, 50) * np.float16(0.5) + np.float16(17)).astype(np.float16)
    b = (np.arange(50 * 60, dtype=np.float16).reshape(50, 60) * np.float16(0.25) + np.float16(3)).astype(np.float16)
    l1, l0a, l0b = np.zeros(131072, np.uint8), np.zeros(65536, np.uint8), np.zeros(65536, np.uint8)
    S.mte_gm_l1_frac(S.Ptr(a.view(np.uint8).ravel().copy(), 0, "f16", "gm"), S.Ptr(l1, 0, "f16", "l1"),
                     40, 50, 100, 1, 1, 48, 0, 0, False, mode="nd2nz")
    S.mte_gm_l1_frac(S.Ptr(b.view(np.uint8).ravel().copy(), 0, "f16", "gm"), S.Ptr(l1, 65536, "f16", "l1"),
                     50, 60, 120, 1, 1, 64, 0, 0, False, mode="nd2nz")
    S.mte_l1_l0a(S.Ptr(l1, 0, "f16", "l1"), S.Ptr(l0a, 0, "f16", "l0a"), 40, 50, 0, 0)
    S.mte_l1_l0b(S.Ptr(l1, 65536, "f16", "l1"), S.Ptr(l0b, 0, "f16", "l0b"), 50, 60, 0, 0, transpose="true")

    def read(mem, rows, cols, band_rows):
        out = np.zeros((rows, cols), np.float16)
        for i in range(rows):
            for j in range(cols):
                at = _nz_byte(i, j, band_rows, 2)
                out[i, j] = mem[at:at + 2].view(np.float16)[0]
        return out

    assert np.array_equal(read(l0a, 40, 50, 48), a)
    assert np.array_equal(read(l0b, 60, 50, 64), b.T)
    assert np.array_equal(read(l0a, 40, 64, 48)[:, 50:], np.zeros((40, 14), np.float16))  # K padded with 0
    golden = a.astype(np.float32) @ b.astype(np.float32)
    assert np.allclose(read(l0a, 40, 50, 48).astype(np.float32) @ read(l0b, 60, 50, 64).T.astype(np.float32), golden)


def test_frac_load_refusals():
    gm, l1 = np.zeros(4096, np.uint8), np.zeros(4096, np.uint8)
    args = (S.Ptr(gm, 0, "f16", "gm"), S.Ptr(l1, 0, "f16", "l1"), 4, 4, 8, 1, 1, 1, 0, 0)
    with pytest.raises(S.SemanticsError, match="small-C0 mode .* not modelled"):
        S.mte_gm_l1_frac(*args, True, mode="nd2nz")
    with pytest.raises(S.SemanticsError, match="must be 32-byte aligned"):
        S.mte_gm_l1_frac(args[0], S.Ptr(l1, 16, "f16", "l1"), *args[2:], False, mode="nd2nz")
    with pytest.raises(S.SemanticsError, match="past its end"):
        S.mte_gm_l1_frac(args[0], S.Ptr(l1, 4064, "f16", "l1"), 4, 4, 8, 1, 1, 1, 0, 0, False, mode="nd2nz")
    with pytest.raises(S.SemanticsError, match="not an op of target a2a3"):
        S.mte_gm_l1_frac(*args, False, mode="nd2nz", target="a2a3")


# --- pto.mte_l1_l0a / pto.mte_l1_l0b --------------------------------------------------------

FULL = ("m_start", "k_start", "m_step", "k_step", "src_stride", "dst_stride")


def _full(op, src, dst, *controls, **kw):
    """The full-control form (its operands by name: the shape form's come first)."""
    return op(src, dst, **dict(zip(FULL, controls)), **kw)


@pytest.mark.parametrize("t", L0_TYPES)
@pytest.mark.parametrize("op", ["mte_l1_l0a", "mte_l1_l0b"])
def test_l0_load_full_control_copies_fractals(op, t):
    """The manual's block loop: destination fractal (m, k) of the dst_stride grid is source
    fractal (m_start + m, k_start + k) of the src_stride grid, 512 bytes each."""
    space = op[-3:]
    l1 = RNG.integers(0, 256, 64 * 512, dtype=np.uint8)
    dst = _mem(65536)
    m_start, k_start, m_step, k_step, src_stride, dst_stride = 1, 2, 3, 2, 5, 4
    _full(getattr(S, op), S.Ptr(l1, 0, t, "l1"), S.Ptr(dst, 1024, t, space), m_start, k_start, m_step, k_step,
          src_stride, dst_stride)
    want = _mem(65536)
    for m in range(m_step):
        for k in range(k_step):
            s = ((k_start + k) * src_stride + m_start + m) * 512
            d = 1024 + (k * dst_stride + m) * 512
            want[d:d + 512] = l1[s:s + 512]
    assert np.array_equal(dst, want)


def _nz_matrix(mem, rows, cols, stride_fractals, esize):
    """The rows x cols matrix (as byte groups) an NZ grid holds."""
    out = np.zeros((rows, cols, esize), np.uint8)
    for i in range(rows):
        for j in range(cols):
            at = _nz_byte(i, j, 16 * stride_fractals, esize)
            out[i, j] = mem[at:at + esize]
    return out


@pytest.mark.parametrize("t,m_step,k_step", [("f16", 2, 3), ("bf16", 1, 1), ("i16", 3, 2), ("f32", 1, 2),
                                              ("i32", 2, 4), ("u32", 3, 2)])
def test_l0_load_transpose(t, m_step, k_step):
    """With transpose the source region (16 m_step rows by C0 k_step columns from fractal
    (m_start, k_start)) lands transposed in the destination's NZ grid."""
    es = _width(t)
    c0 = 32 // es
    src_stride, m_start, k_start = 8, 1, 1
    rows, cols = 16 * m_step, c0 * k_step
    dst_stride = -(-cols // 16)
    l1 = RNG.integers(0, 256, 64 * 512, dtype=np.uint8)
    l0 = np.zeros(65536, np.uint8)
    _full(S.mte_l1_l0a, S.Ptr(l1, 0, t, "l1"), S.Ptr(l0, 0, t, "l0a"), m_start, k_start, m_step, k_step,
          src_stride, dst_stride, transpose="true")
    whole = _nz_matrix(l1, 16 * src_stride, c0 * (k_start + k_step), src_stride, es)
    region = whole[16 * m_start:16 * m_start + rows, c0 * k_start:c0 * k_start + cols]
    got = _nz_matrix(l0, cols, rows, dst_stride, es)
    assert np.array_equal(got, region.transpose(1, 0, 2))


def test_l0_load_transpose_f16_fractal_by_fractal():
    """16-bit elements: each 16 x 16 fractal is transposed into fractal (k, m)."""
    l1 = RNG.integers(0, 256, 16 * 512, dtype=np.uint8)
    l0 = np.zeros(8192, np.uint8)
    _full(S.mte_l1_l0b, S.Ptr(l1, 0, "f16", "l1"), S.Ptr(l0, 0, "f16", "l0b"), 0, 0, 2, 2, 2, 2, transpose="true")
    src = l1.view(np.uint16).reshape(-1, 16, 16)
    dst = l0.view(np.uint16).reshape(-1, 16, 16)
    for m in range(2):
        for k in range(2):
            assert np.array_equal(dst[m * 2 + k], src[k * 2 + m].T)


EIGHT_BIT = ["i8", "u8", "f8e4m3", "f8e5m2", "hif8"]


def _b8_square_want(l1, size, dst_at, m_start, k_start, m_step, k_step, src_stride, dst_stride):
    """The 8-bit transposing load by plain loops (D-CUBE-L0-TRANSPOSE): source element (r, c) of
    the 16 m_step x 32 k_step region (an NZ grid of 16 x 32-byte fractals, bands src_stride
    fractals apart) lands at destination element (c, r) of an NZ grid whose 32-column bands are
    dst_stride fractals apart, i.e. each 32 x 32 square of two stacked source fractals becomes two
    destination fractals side by side."""
    want = _mem(size)
    for r in range(16 * m_step):
        for c in range(32 * k_step):
            sr, sc = 16 * m_start + r, 32 * k_start + c
            frm = ((sc // 32) * src_stride + sr // 16) * 512 + (sr % 16) * 32 + sc % 32
            to = dst_at + ((r // 32) * dst_stride + c // 16) * 512 + (c % 16) * 32 + r % 32
            want[to] = l1[frm]
    return want


@pytest.mark.parametrize("t", EIGHT_BIT)
@pytest.mark.parametrize("op,space,controls", [
    ("mte_l1_l0b", "l0b", (0, 0, 2, 1, 2, 2)),       # one square: tmatmul i8_6x7x8's B (32 x 32)
    ("mte_l1_l0b", "l0b", (1, 1, 4, 3, 7, 6)),       # starts past the origin, two bands, three squares each
    ("mte_l1_l0a", "l0a", (2, 0, 6, 2, 8, 5)),       # three bands, a destination stride above the squares' 4
    ("load_cbuf_to_cb", "l0b", (0, 2, 2, 2, 4, 4)),
    ("load_cbuf_to_ca", "l0a", (3, 1, 2, 1, 6, 1)),  # an odd m_start: the square spans two source bands' rows
])
def test_l0_load_transpose_8bit(t, op, space, controls):
    """8-bit elements: 32 x 32 squares of two 16 x 32-byte fractals one above the other, each pair
    of m blocks one destination band (D-CUBE-L0-TRANSPOSE); every other L0 byte is kept and every
    byte pattern (NaN, -0.0, int min codes) moves as it is."""
    l1 = RNG.integers(0, 256, 64 * 512, dtype=np.uint8)
    l1[:256] = np.arange(256, dtype=np.uint8)  # every code once, NaN and -0 codes among them
    l0 = _mem(32768)
    _full(getattr(S, op), S.Ptr(l1, 0, t, "l1"), S.Ptr(l0, 1024, t, space), *controls, transpose="true")
    assert np.array_equal(l0, _b8_square_want(l1, 32768, 1024, *controls))


def test_l0_load_transpose_8bit_square_by_hand():
    """One 32 x 32 square written out: destination fractal f (16 rows of 32 bytes) row n byte k is
    the source's K row k (fractal k // 16, row k % 16), byte 16 f + n."""
    l1 = RNG.integers(0, 256, 2048, dtype=np.uint8)
    l0 = np.zeros(2048, np.uint8)
    _full(S.mte_l1_l0b, S.Ptr(l1, 0, "i8", "l1"), S.Ptr(l0, 0, "i8", "l0b"), 0, 0, 2, 1, 2, 2, transpose="true")
    src = l1[:1024].reshape(32, 32)            # two stacked fractals: the K x 32 rows of bytes
    dst = l0[:1024].reshape(2, 16, 32)         # two destination fractals side by side
    assert np.array_equal(dst[0], src[:, :16].T) and np.array_equal(dst[1], src[:, 16:].T)
    assert not l0[1024:].any()


def test_l0_load_transpose_8bit_one_call_is_the_libraries_pairs():
    """pto-isa issues 8-bit transposes two m blocks a call, the next call's m_start 2 further and
    its destination one band further; one call with m_step 6 gives the same bytes when dst_stride
    is that band advance."""
    l1 = RNG.integers(0, 256, 32 * 512, dtype=np.uint8)
    one, pairs = _mem(16384), _mem(16384)
    _full(S.mte_l1_l0b, S.Ptr(l1, 0, "f8e4m3", "l1"), S.Ptr(one, 0, "f8e4m3", "l0b"), 0, 0, 6, 2, 6, 4,
          transpose="true")
    for i in range(3):
        _full(S.mte_l1_l0b, S.Ptr(l1, 0, "f8e4m3", "l1"), S.Ptr(pairs, i * 4 * 512, "f8e4m3", "l0b"), 2 * i, 0, 2,
              2, 6, 4, transpose="true")
    assert np.array_equal(one, pairs)


@pytest.mark.parametrize("t", ["i8", "hif8"])
@pytest.mark.parametrize("k,n", [(40, 20), (7, 8), (64, 96)])
def test_l0b_transpose_8bit_gives_b_as_mad_reads_it(t, k, n):
    """A K x N B (partial blocks: K and N not multiples of 32) packed NZ in L1 with K' = align(K, 32)
    rows a band, loaded by the shape-derived mte_l1_l0b {transpose = true}: L0B holds B[k, n] at
    the ZN byte the mad reads, (k // 32 x ceil(N / 16) + n // 16) x 512 + (n % 16) x 32 + k % 32
    (D-CUBE-NZ; each case has one 32-row band or dst_stride = ceil(N / 16))."""
    kp, n_p = -(-k // 32) * 32, -(-n // 32) * 32
    b = RNG.integers(0, 256, (k, n), dtype=np.uint8)
    l1 = np.zeros(kp * n_p, np.uint8)
    for i in range(k):
        for j in range(n):
            l1[((j // 32) * (kp // 16) + i // 16) * 512 + (i % 16) * 32 + j % 32] = b[i, j]
    l0 = _mem(kp * n_p + 4096)
    S.mte_l1_l0b(S.Ptr(l1, 0, t, "l1"), S.Ptr(l0, 0, t, "l0b"), k, n, 0, 0, transpose="true")
    bands = -(-n // 16)
    for i in range(k):
        for j in range(n):
            assert l0[((i // 32) * bands + j // 16) * 512 + (j % 16) * 32 + i % 32] == b[i, j]


@pytest.mark.parametrize("side,dims,t,transpose,controls", [
    ("a", (40, 50), "f16", "false", (0, 0, 3, 4, 3, 3)),
    ("a", (17, 9), "f32", "false", (0, 0, 2, 2, 2, 2)),
    ("a", (20, 40), "i8", "false", (0, 0, 2, 2, 2, 2)),
    ("a", (20, 20), "f16", "true", (0, 0, 2, 2, 2, 2)),
    ("a", (20, 12), "f32", "true", (0, 0, 1, 4, 1, 2)),
    ("b", (50, 60), "f16", "true", (0, 0, 4, 4, 4, 4)),
    ("b", (33, 20), "f16", "false", (0, 0, 2, 3, 2, 2)),
    ("b", (8, 24), "f32", "false", (1, 2, 2, 1, 2, 2)),
])
def test_l0_shape_form_derives_controls(side, dims, t, transpose, controls):
    """The shape-derived form equals the full-control form with the controls PTOAS derives,
    worked out here by hand (D-CUBE-L0-DERIVE); the last case passes start (1, 2) through."""
    op = getattr(S, "mte_l1_l0" + side)
    space = "l0" + side
    l1 = RNG.integers(0, 256, 128 * 512, dtype=np.uint8)
    one, two = np.zeros(65536, np.uint8), np.zeros(65536, np.uint8)
    start = controls[:2]
    op(S.Ptr(l1, 0, t, "l1"), S.Ptr(one, 0, t, space), *dims, *start, transpose=transpose)
    _full(op, S.Ptr(l1, 0, t, "l1"), S.Ptr(two, 0, t, space), *controls, transpose=transpose)
    assert np.array_equal(one, two) and one.any()


def test_l0_load_refusals():
    l1, l0 = np.zeros(65536, np.uint8), np.zeros(65536, np.uint8)
    src, dst = S.Ptr(l1, 0, "f32", "l1"), S.Ptr(l0, 0, "f32", "l0a")
    with pytest.raises(S.SemanticsError, match="k_step in multiples of 2"):
        _full(S.mte_l1_l0a, src, dst, 0, 0, 1, 1, 1, 1, transpose="true")
    for t in ("i8", "u8", "f8e4m3", "f8e5m2", "hif8"):  # D-CUBE-L0-TRANSPOSE: half a 32 x 32 square
        for op, space in ((S.mte_l1_l0a, "l0a"), (S.load_cbuf_to_cb, "l0b")):
            with pytest.raises(S.SemanticsError, match=r"8-bit elements with an odd m_step \(3: half a 32 x 32 "
                                                       r"square\) is not modelled"):
                _full(op, S.Ptr(l1, 0, t, "l1"), S.Ptr(l0, 0, t, space), 0, 0, 3, 1, 4, 2, transpose="true")
        assert not l0.any()  # refused before a byte moved
    with pytest.raises(S.SemanticsError, match="512-byte aligned"):
        _full(S.mte_l1_l0a, src, S.Ptr(l0, 32, "f32", "l0a"), 0, 0, 1, 1, 1, 1)
    with pytest.raises(S.SemanticsError, match="m_step is a 8-bit field"):
        _full(S.mte_l1_l0a, src, dst, 0, 0, 256, 1, 1, 1)
    with pytest.raises(S.SemanticsError, match="past its end"):
        _full(S.mte_l1_l0a, src, dst, 0, 0, 200, 1, 200, 200)
    with pytest.raises(S.SemanticsError, match="give either"):
        S.mte_l1_l0a(src, dst, 16, 16, 0, None)
    with pytest.raises(S.SemanticsError, match="one width"):
        _full(S.mte_l1_l0a, src, S.Ptr(l0, 0, "i16", "l0a"), 0, 0, 1, 1, 1, 1)
    _full(S.mte_l1_l0a, src, S.Ptr(l0, 0, "i32", "l0a"), 0, 0, 1, 1, 1, 1)  # one width: bytes move
    with pytest.raises(S.SemanticsError, match="packed FP4 .* not modelled"):
        _full(S.mte_l1_l0a, S.Ptr(l1, 0, "f4e2m1x2", "l1"), S.Ptr(l0, 0, "f4e2m1x2", "l0a"), 0, 0, 1, 1, 1, 1)
    with pytest.raises(S.SemanticsError, match="not an op of target cpu"):
        _full(S.mte_l1_l0a, src, dst, 0, 0, 1, 1, 1, 1, target="cpu")


# --- pto.mte_gm_l1 / pto.mte_l1_ub ----------------------------------------------------------

def test_gm_l1_and_l1_ub_rows_and_loops():
    """mte_gm_l1: rows of len_burst bytes at start-to-start strides inside a loop group (the first
    innermost); mte_l1_ub: bursts of len_burst 32-byte blocks, each source and destination burst
    then skipping its gap of blocks (D-CUBE-COPY-UNITS)."""
    gm = RNG.integers(0, 256, 4096, dtype=np.uint8)
    l1, ub = _mem(8192), _mem(8192)
    S.mte_gm_l1(S.Ptr(gm, 0, "u8", "gm"), S.Ptr(l1, 64, "u8", "l1"), 40, 3, 100, 64, 2, 1000, 256)
    want = _mem(8192)
    for l in range(2):
        for r in range(3):
            want[64 + l * 256 + r * 64:][:40] = gm[l * 1000 + r * 100:][:40]
    assert np.array_equal(l1, want)
    S.mte_l1_ub(S.Ptr(l1, 64, "u8", "l1"), S.Ptr(ub, 0, "u8", "ub"), 1, 2, 7, 1)
    # burst r: 32 bytes from l1 64 + r * (1 + 7) * 32 to ub r * (1 + 1) * 32
    assert np.array_equal(ub[:32], l1[64:96]) and np.array_equal(ub[64:96], l1[320:352])
    assert (ub[32:64] == 0xA5).all() and (ub[96:] == 0xA5).all()
    with pytest.raises(S.SemanticsError, match="not 32-byte aligned"):
        S.mte_gm_l1(S.Ptr(gm, 0, "u8", "gm"), S.Ptr(l1, 8, "u8", "l1"), 8, 1, 8, 8)


# --- whole kernels ----------------------------------------------------------------------------

KERNEL = """module attributes {pto.target_arch = "a5"} {
  func.func @k(%a: !pto.ptr<f16, gm>, %out: !pto.ptr<f16, gm>) attributes {pto.kernel} {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c20_i64 = arith.constant 20 : i64
    %c24_i64 = arith.constant 24 : i64
    %c40_i64 = arith.constant 40 : i64
    %c1536_i64 = arith.constant 1536 : i64
    %false = arith.constant false
    %l1 = pto.castptr %c0_i64 : i64 -> !pto.ptr<f16, l1>
    %l0a = pto.castptr %c0_i64 : i64 -> !pto.ptr<f16, L0SPACE>
    %ub = pto.castptr %c0_i64 : i64 -> !pto.ptr<f16, ub>
    pto.mte_gm_l1_frac %a, %l1, dn2nz,
        shape(%c20_i64, %c20_i64),
        src_layout(%c40_i64),
        dst_group(%c1_i64, %c1_i64, %c24_i64, %c0_i64),
        ctrl(%c0_i64, %false)
      : !pto.ptr<f16, gm>, !pto.ptr<f16, l1>, dn2nz,
        shape i64, i64, src_layout(i64),
        dst_group i64, i64, i64, i64, ctrl i64, i1
    pto.set_flag["PIPE_MTE2", "PIPE_MTE1", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_MTE1", "EVENT_ID0"]
    pto.mte_l1_l0a %l1, %l0a, %c20_i64, %c20_i64, %c0_i64, %c0_i64 {transpose = true}
      : !pto.ptr<f16, l1>, !pto.ptr<f16, L0SPACE>, i64, i64, i64, i64
    pto.mte_l1_ub %l1, %ub, %c1536_i64 nburst(%c1_i64, %c1536_i64, %c1536_i64)
      : !pto.ptr<f16, l1>, !pto.ptr<f16, ub>, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE1", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE1", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub, %out, %c1536_i64 nburst(%c1_i64, %c1536_i64, %c1536_i64)
      : !pto.ptr<f16, ub>, !pto.ptr<f16, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""


def test_kernel_dn2nz_through_l1_to_gm():
    """A column-major 20 x 20 f16 source (src[d, n] at d x 40 + n x 2 bytes) loaded dn2nz: the
    L1 bytes copied back out hold the NZ layout of its transpose's logical [n, d] matrix."""
    src = RNG.standard_normal((20, 20)).astype(np.float16)  # src[d, n]
    res = run(KERNEL.replace("L0SPACE", "l0a"), args={"a": src, "out": np.zeros(768, np.float16)},
              sanitize=("sync",))
    out = res.buffers["out"].view(np.uint8)
    want = np.zeros(1536, np.uint8)
    for n in range(20):
        for d in range(32):
            at = _nz_byte(n, d, 24, 2)
            want[at:at + 2] = src[d, n:n + 1].view(np.uint8) if d < 20 else 0
    assert np.array_equal(out, want)
    assert res.op_counts["pto.mte_l1_l0a"] == 1 and not res.sanitized


def test_kernel_bad_inputs_are_located():
    """A left load into L0B is a verifier error at its line; a misaligned pointer a run error there."""
    text = KERNEL.replace("L0SPACE", "l0b")
    findings = verify_text(text)
    line = text.splitlines().index("    pto.mte_l1_l0a %l1, %l0a, %c20_i64, %c20_i64, %c0_i64, %c0_i64 {transpose = true}") + 1
    assert any(f.line == line and f.severity == "error" and "l0a" in f.message for f in findings), findings
    bad = KERNEL.replace("L0SPACE", "l0a").replace("%l0a = pto.castptr %c0_i64", "%l0a = pto.castptr %c40_i64")
    with pytest.raises(RunFailed) as err:
        run(bad, args={"a": np.zeros(400, np.float16), "out": np.zeros(768, np.float16)})
    assert f"{line}:5: pto.mte_l1_l0a" in str(err.value) and "512-byte aligned" in str(err.value)


# --- the copies the grouped ops expand into, and their registers -------------------------------

def test_gm_to_l1_loop_registers_wrap_the_rows():
    """set_loop_size/loop1/loop2_stride_outtol1 take packed values (loop2 << 21 | loop1,
    dst << 40 | src); copy_gm_to_cbuf's rows run inside loop1, inside loop2."""
    dma = {}
    S.set_loop_size_outtol1(dma, (2 << 21) | 3)
    S.set_loop1_stride_outtol1(dma, (128 << 40) | 1000)
    S.set_loop2_stride_outtol1(dma, (1024 << 40) | 5000)
    assert dma[("outtol1", "loop1_count")] == 3 and dma[("outtol1", "loop2_dst_stride")] == 1024
    gm = RNG.integers(0, 256, 12000, dtype=np.uint8)
    l1 = _mem(4096)
    S.copy_gm_to_cbuf(dma, S.Ptr(gm, 0, "u8", "gm"), S.Ptr(l1, 0, "u8", "l1"), 2, 24, 100, 32)
    want = _mem(4096)
    for l2 in range(2):
        for l1_ in range(3):
            for r in range(2):
                s, d = l2 * 5000 + l1_ * 1000 + r * 100, l2 * 1024 + l1_ * 128 + r * 32
                want[d:d + 24] = gm[s:s + 24]
    assert np.array_equal(l1, want)
    S.set_loop_size_outtol1(dma, (1 << 21) | 1)  # back to one pass: the copy alone
    l1 = _mem(4096)
    S.copy_gm_to_cbuf(dma, S.Ptr(gm, 0, "u8", "gm"), S.Ptr(l1, 0, "u8", "l1"), 1, 8, 0, 0)
    assert np.array_equal(l1[:8], gm[:8]) and (l1[8:] == 0xA5).all()
    with pytest.raises(S.SemanticsError, match="64-bit register value"):
        S.set_loop_size_outtol1(dma, 1 << 64)


@pytest.mark.parametrize("layout", ["nd2nz", "dn2nz"])
def test_multi_nd2nz_reads_the_nz_register(layout):
    """copy_gm_to_cbuf_multi_* place what mte_gm_l1_frac places, its dst_group from MTE2_NZ_PARA;
    before any set_mte2_nz_para it is an error."""
    gm = RNG.integers(0, 256, 4096, dtype=np.uint8)
    frac, multi = _mem(8192), _mem(8192)
    S.mte_gm_l1_frac(S.Ptr(gm, 0, "bf16", "gm"), S.Ptr(frac, 0, "bf16", "l1"), 9, 21, 64, 2, 1, 12, 40, 0, False,
                     900, mode=layout)
    dma = {}
    with pytest.raises(S.SemanticsError, match="no pto.set_mte2_nz_para has set"):
        getattr(S, "copy_gm_to_cbuf_multi_" + layout)(dma, S.Ptr(gm, 0, "bf16", "gm"), S.Ptr(multi, 0, "bf16", "l1"),
                                                      0, 64, 0, 9, 21, 900, False)
    S.set_mte2_nz_para(dma, 2 | (1 << 16) | (12 << 32) | (40 << 48))
    getattr(S, "copy_gm_to_cbuf_multi_" + layout)(dma, S.Ptr(gm, 0, "bf16", "gm"), S.Ptr(multi, 0, "bf16", "l1"),
                                                  0, 64, 0, 9, 21, 900, False)
    assert np.array_equal(frac, multi) and (frac != 0xA5).any()


def test_load_cbuf_to_ca_cb_are_the_full_control_loads():
    l1 = RNG.integers(0, 256, 32 * 512, dtype=np.uint8)
    for side in ("a", "b"):
        one, two = np.zeros(16384, np.uint8), np.zeros(16384, np.uint8)
        getattr(S, "load_cbuf_to_c" + side)(S.Ptr(l1, 0, "f16", "l1"), S.Ptr(one, 0, "f16", "l0" + side),
                                            1, 0, 2, 3, 4, 2, transpose="true")
        _full(getattr(S, "mte_l1_l0" + side), S.Ptr(l1, 0, "f16", "l1"), S.Ptr(two, 0, "f16", "l0" + side),
              1, 0, 2, 3, 4, 2, transpose="true")
        assert np.array_equal(one, two) and one.any()
        with pytest.raises(S.SemanticsError, match="packed FP4 loads .* not modelled"):
            getattr(S, f"load_cbuf_to_c{side}_s4")(S.Ptr(l1, 0, "f4e2m1x2", "l1"),
                                                   S.Ptr(one, 0, "f4e2m1x2", "l0" + side), 0, 0, 1, 1, 1, 1, 0)


def test_l1_ub_copies_in_both_directions():
    """Both copies count 32-byte blocks and gaps in blocks after each burst (D-CUBE-COPY-UNITS; the
    cbuf-ubuf-roundtrip-mixed hardware case moves 512 bytes each way with len_burst 16)."""
    l1 = RNG.integers(0, 256, 4096, dtype=np.uint8)
    ub = _mem(4096)
    S.copy_cbuf_to_ubuf(S.Ptr(l1, 64, "u8", "l1"), S.Ptr(ub, 0, "u8", "ub"), 0, 3, 2, 1, 0)
    want = _mem(4096)
    for r in range(3):  # 64 bytes from l1 64 + r * 96 to ub r * 64
        want[r * 64:r * 64 + 64] = l1[64 + r * 96:64 + r * 96 + 64]
    assert np.array_equal(ub, want)
    back = _mem(4096)
    S.copy_ubuf_to_cbuf(S.Ptr(ub, 0, "u8", "ub"), S.Ptr(back, 32, "u8", "l1"), 0, 2, 1, 1, 2)
    assert np.array_equal(back[32:64], ub[0:32]) and np.array_equal(back[128:160], ub[64:96])
    assert (back[64:128] == 0xA5).all()


@pytest.mark.parametrize("bits,value,word", [(16, 0x12345678, [0x78, 0x56]), (32, -2, [0xFE, 0xFF, 0xFF, 0xFF]),
                                             (16, -32768, [0x00, 0x80])])
def test_fills_repeat_the_word(bits, value, word):
    """repeat_times runs of block_num_32b blocks, dst_gap_32b blocks apart, from dst + byte_offset."""
    l1 = _mem(1024)
    S.raw_fill_l1(S.Ptr(l1, 0, "u16", "l1"), 64, value, 3, 2, 1, fill_word_bits=str(bits))
    want = _mem(1024)
    for r in range(3):
        start = 64 + r * 3 * 32
        want[start:start + 64] = np.resize(np.array(word, np.uint8), 64)
    assert np.array_equal(l1, want)
    l1b = _mem(1024)
    S.create_cbuf_matrix(S.Ptr(l1b, 64, "u16" if bits == 16 else "u32", "l1"), value, 3, 2, 1,
                         fill_word_bits=str(bits))
    assert np.array_equal(l1b, want)
    with pytest.raises(S.SemanticsError, match="not 32-byte aligned"):
        S.raw_fill_l1(S.Ptr(l1, 0, "u16", "l1"), 16, 0, 1, 1, 0, fill_word_bits="16")
    with pytest.raises(S.SemanticsError, match="at most 32767"):
        S.raw_fill_l1(S.Ptr(l1, 0, "u16", "l1"), 0, 0, 32768, 0, 0, fill_word_bits="16")


@pytest.mark.parametrize("src_t,conv", [("f16", True), ("bf16", False), ("f32", False), ("i32", False)])
def test_bias_loads(src_t, conv):
    """32-byte source units; f16 (converted) and bf16 widen exactly to f32 (NaN, -0.0, inf,
    subnormals kept), f32 and i32 go as they are: D-CUBE-BT."""
    if src_t == "f16":
        vals = np.array([np.nan, -0.0, np.inf, -np.inf, 6e-8, -65504, 1.5, 3] * 4, np.float16)
        want = vals.astype(np.float32)
    elif src_t == "bf16":
        bits = np.array([0x7FC1, 0x8000, 0x7F80, 0xFF80, 0x0001, 0xC2F7, 0x3F80, 0x4049] * 4, np.uint16)
        vals, want = bits, (bits.astype(np.uint32) << 16).view(np.float32)
    else:
        vals = RNG.integers(-2 ** 31, 2 ** 31, 16, dtype=np.int64).astype(np.int32)
        vals = vals.view(np.float32) if src_t == "f32" else vals
        want = vals
    l1 = np.zeros(1024, np.uint8)
    raw = vals.view(np.uint8)
    l1[:raw.size] = raw
    dst_t = "i32" if src_t == "i32" else "f32"
    bt = _mem(4096)
    S.copy_cbuf_to_bt(S.Ptr(l1, 0, src_t, "l1"), S.Ptr(bt, 0, dst_t, "bt"), conv, 1, raw.size // 32, 0, 0)
    got = bt[:want.view(np.uint8).size]
    assert np.array_equal(got, want.view(np.uint8))
    assert (bt[want.view(np.uint8).size:] == 0xA5).all()
    if src_t == "f16":
        bt2 = _mem(4096)
        S.mte_l1_bt(S.Ptr(l1, 0, "f16", "l1"), S.Ptr(bt2, 0, "f32", "bt"), 1, 1, 0, 0)  # PTOAS converts f16
        assert np.array_equal(bt2[:64], want[:16].view(np.uint8))
        with pytest.raises(S.SemanticsError, match="without conversion .* not modelled"):
            S.copy_cbuf_to_bt(S.Ptr(l1, 0, "f16", "l1"), S.Ptr(bt, 0, "f32", "bt"), False, 1, 1, 0, 0)
    with pytest.raises(S.SemanticsError, match="not a bias-table pair"):
        S.copy_cbuf_to_bt(S.Ptr(l1, 0, "i16", "l1"), S.Ptr(bt, 0, "f32", "bt"), False, 1, 1, 0, 0)


def test_fixpipe_buffer_loads_count_64_byte_units():
    l1 = RNG.integers(0, 256, 2048, dtype=np.uint8)
    for op in (S.mte_l1_fb, S.copy_cbuf_to_fbuf):
        fb = _mem(4096)
        if op is S.mte_l1_fb:
            op(S.Ptr(l1, 0, "u64", "l1"), S.Ptr(fb, 0, "f32", "fb"), 2, 2, 1, 3)
        else:
            op(S.Ptr(l1, 0, "u64", "l1"), S.Ptr(fb, 0, "f32", "fb"), 2, 2, 1, 3)
        want = _mem(4096)
        for r in range(2):
            want[r * 5 * 64:r * 5 * 64 + 128] = l1[r * 3 * 64:r * 3 * 64 + 128]
        assert np.array_equal(fb, want)


STEP2 = """module attributes {pto.target_arch = "a5"} {
  func.func @k(%a: !pto.ptr<f16, gm>, %out: !pto.ptr<f16, gm>) attributes {pto.kernel} {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c16_i64 = arith.constant 16 : i64
    %c32_i64 = arith.constant 32 : i64
    %c512_i64 = arith.constant 512 : i64
    %c1024_i64 = arith.constant 1024 : i64
    %para = arith.constant 281543696252929 : i64
    %c7_i32 = arith.constant 7 : i32
    %false = arith.constant false
    %l1 = pto.castptr %c0_i64 : i64 -> !pto.ptr<f16, l1>
    %l1b = pto.castptr %c1024_i64 : i64 -> !pto.ptr<f16, l1>
    %l0b = pto.castptr %c0_i64 : i64 -> !pto.ptr<f16, l0b>
    %ub = pto.castptr %c0_i64 : i64 -> !pto.ptr<f16, ub>
    pto.raw_fill_l1 %l1, %c0_i64, %c7_i32, %c1_i64, %c16_i64, %c0_i64 {fill_word_bits = 16 : i64}
      : !pto.ptr<f16, l1>, i64, i32, i64, i64, i64
    pto.set_mte2_nz_para %para : i64
    pto.copy_gm_to_cbuf_multi_nd2nz %a, %l1, %c0_i64, %c32_i64, %c0_i64, %c16_i64, %c16_i64, %c0_i64, %false
      : !pto.ptr<f16, gm>, !pto.ptr<f16, l1>, i64, i64, i64, i64, i64, i64, i1
    pto.set_flag["PIPE_MTE2", "PIPE_MTE1", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE2", "PIPE_MTE1", "EVENT_ID0"]
    pto.load_cbuf_to_cb %l1, %l0b, %c0_i64, %c0_i64, %c1_i64, %c1_i64, %c1_i64, %c1_i64 {transpose = true}
      : !pto.ptr<f16, l1>, !pto.ptr<f16, l0b>, i64, i64, i64, i64, i64, i64
    pto.copy_cbuf_to_ubuf %l1, %ub, %c0_i64, %c1_i64, %c512_i64, %c512_i64, %c512_i64
      : !pto.ptr<f16, l1>, !pto.ptr<f16, ub>, i64, i64, i64, i64, i64
    pto.set_flag["PIPE_MTE1", "PIPE_MTE3", "EVENT_ID0"]
    pto.wait_flag["PIPE_MTE1", "PIPE_MTE3", "EVENT_ID0"]
    pto.mte_ub_gm %ub, %out, %c512_i64 nburst(%c1_i64, %c512_i64, %c512_i64)
      : !pto.ptr<f16, ub>, !pto.ptr<f16, gm>, i64, i64, i64, i64
    pto.barrier #pto.pipe<PIPE_ALL>
    return
  }
}
"""


def test_kernel_registers_and_copies():
    """A kernel with the register form: the fill (MTE2), MTE2_NZ_PARA (1 group, rows 1 apart,
    bands 16 apart: 1 | 1 << 16 | 16 << 32 | 1 << 48), the nd2nz copy over the fill, and back out."""
    src = RNG.standard_normal((16, 16)).astype(np.float16)
    assert 281543696252929 == 1 | (1 << 16) | (16 << 32) | (1 << 48)
    res = run(STEP2, args={"a": src, "out": np.zeros(256, np.float16)}, sanitize=("sync",))
    assert np.array_equal(res.buffers["out"].reshape(16, 16), src) and not res.sanitized
    assert not verify_text(STEP2)


# --- the printed pseudocode runs ------------------------------------------------------------------

from ptoisa.lang.pseudocode import run_pseudocode  # noqa: E402
from conftest import the_isa  # noqa: E402

OPS = {op.name: op for op in the_isa().ops}


@pytest.mark.parametrize("mode", ["nd2nz", "dn2nz"])
@pytest.mark.parametrize("esize", [1, 2, 4])
def test_frac_pseudocode_is_the_semantics(mode, esize):
    name = "mte_gm_l1_frac"
    t = {1: "u8", 2: "u16", 4: "u32"}[esize]
    gm = RNG.integers(0, 256, 8192, dtype=np.uint8)
    l1 = _mem(1 << 14)
    v = dict(n_value=5, d_value=32 // esize + 3, src_inner_stride=96, group_count=2, dst_loop2_stride=1,
             dst_loop3_stride=6, dst_loop4_stride=20, l2_cache_ctrl=0, src_outer_stride=1000)
    arrays = {"GM": gm.copy(), "L1": l1.copy()}
    run_pseudocode(OPS[name].pseudocode, arrays, v | {"src": 0, "dst": 64, "ESIZE": esize, "C0": 32 // esize,
                                                      "ND2NZ": int(mode == "nd2nz"), "smallc0_en": 0}, elem="u8")
    S.mte_gm_l1_frac(S.Ptr(gm, 0, t, "gm"), S.Ptr(l1, 64, t, "l1"), v["n_value"], v["d_value"],
                     v["src_inner_stride"], v["group_count"], v["dst_loop2_stride"], v["dst_loop3_stride"],
                     v["dst_loop4_stride"], 0, False, v["src_outer_stride"], mode=mode)
    assert np.array_equal(arrays["L1"], l1)


@pytest.mark.parametrize("name", ["mte_l1_l0a", "load_cbuf_to_cb"])
@pytest.mark.parametrize("t,transpose", [("u16", 0), ("u16", 1), ("u32", 1), ("u32", 0), ("u8", 0), ("u8", 1)])
def test_l0_pseudocode_is_the_semantics(name, t, transpose):
    esize = {"u8": 1, "u16": 2, "u32": 4}[t]
    space = "l0a" if name.endswith("a") else "l0b"
    l1 = RNG.integers(0, 256, 1 << 14, dtype=np.uint8)
    l0 = _mem(1 << 14)
    v = dict(m_start=1, k_start=1, m_step=2, k_step=2, src_stride=4, dst_stride=2)
    arrays = {"L1": l1.copy(), space.upper(): l0.copy()}
    run_pseudocode(OPS[name].pseudocode, arrays, v | {"src": 0, "dst": 0, "ESIZE": esize, "C0": 32 // esize,
                                                      "transpose": transpose}, elem="u8")
    op = getattr(S, name)
    kw = dict(transpose="true" if transpose else "false")
    if name == "mte_l1_l0a":
        op(S.Ptr(l1, 0, t, "l1"), S.Ptr(l0, 0, t, space), **v, **kw)
    else:
        op(S.Ptr(l1, 0, t, "l1"), S.Ptr(l0, 0, t, space), *v.values(), **kw)
    assert np.array_equal(arrays[space.upper()], l0)


def test_fill_pseudocode_is_the_semantics():
    for bits, value in ((16, 0x1234ABCD), (32, 0x1234ABCD)):
        l1 = _mem(2048)
        arrays = {"L1": l1.copy()}
        v = dict(byte_offset=32, raw_value=value, repeat_times=3, block_num_32b=2, dst_gap_32b=1)
        run_pseudocode(OPS["raw_fill_l1"].pseudocode, arrays, v | {"dst": 64, "fill_word_bits": bits}, elem="u8")
        S.raw_fill_l1(S.Ptr(l1, 64, "u16", "l1"), *v.values(), fill_word_bits=str(bits))
        assert np.array_equal(arrays["L1"], l1)


def _mx_frag_byte(x, y, r, g, stride):
    """L1 byte of the scale of row (or column) 16 x + r, K group 2 y + g: fragment (x, y) of a
    grid whose rows are `stride` 32-byte fragments apart, 16 rows of two groups in it, row-major
    (the mad_mx hardware case packs A's [16, 2] and B's transposed [16, 2] that way)."""
    return (x * stride + y) * 32 + r * 2 + g


def _mx_expected(l1, base, x_start, y_start, x_step, y_step, stride):
    """rows x groups scales read by plain loops."""
    out = np.zeros((x_step * 16, y_step * 2), np.uint8)
    for row in range(x_step * 16):
        for grp in range(y_step * 2):
            out[row, grp] = l1[base + _mx_frag_byte(x_start + row // 16, y_start + grp // 2, row % 16, grp % 2, stride)]
    return out


@pytest.mark.parametrize("t", ["f8e4m3", "f8e5m2", "f8e8m0", "i8", "u8"])
def test_mx_left_shape_form_reads_the_fragment_grid(t):
    """M = 40 (three 16-row fragments, the last partial), K = 100 (four groups: two fragments a
    row): PTOAS's x_step 3, y_step = stride = 2; starts (1, 0) in a bigger packed matrix."""
    l1 = RNG.integers(0, 256, 8192, dtype=np.uint8)
    dma = {}
    S.mte_l1_l0a_mx(dma, S.Ptr(l1, 64, t, "l1"), S.Ptr(np.zeros(4096, np.uint8), 512, t, "l0a"), 40, 100, 1, 0)
    got = dma[("mx_scale", "l0a")]
    assert got.shape == (48, 4)
    assert np.array_equal(got, _mx_expected(l1, 64, 1, 0, 3, 2, 2))
    assert ("mx_scale", "l0b") not in dma


def test_mx_right_shape_form_is_groups_by_columns():
    """K = 64, N = 48: the right scales [2, 48] come from fragments x along N (16 columns), y along
    K (two groups): byte (n // 16 * 1 + g // 2) * 32 + n % 16 * 2 + g % 2."""
    l1 = RNG.integers(0, 256, 4096, dtype=np.uint8)
    dma = {}
    S.mte_l1_l0b_mx(dma, S.Ptr(l1, 0, "f8e5m2", "l1"), S.Ptr(np.zeros(4096, np.uint8), 0, "f8e5m2", "l0b"), 64, 48, 0, 0)
    got = dma[("mx_scale", "l0b")]
    want = np.array([[l1[(n // 16) * 32 + (n % 16) * 2 + g] for n in range(48)] for g in range(2)], np.uint8)
    assert np.array_equal(got, want)


def test_mx_full_forms_use_the_given_grid():
    """load_cbuf_to_ca_mx / cb_mx and the full mode: x_start, y_start, steps and a source stride
    wider than the steps (a sub-block of a bigger packed matrix); a later load replaces the state."""
    l1 = RNG.integers(0, 256, 8192, dtype=np.uint8)
    l0 = np.zeros(4096, np.uint8)
    dma = {}
    S.load_cbuf_to_ca_mx(dma, S.Ptr(l1, 32, "f8e4m3", "l1"), S.Ptr(l0, 0, "f8e4m3", "l0a"), 2, 1, 2, 3, 5, 3)
    assert np.array_equal(dma[("mx_scale", "l0a")], _mx_expected(l1, 32, 2, 1, 2, 3, 5))
    S.load_cbuf_to_cb_mx(dma, S.Ptr(l1, 0, "u8", "l1"), S.Ptr(l0, 0, "u8", "l0b"), 1, 0, 1, 1, 4, 1)
    assert np.array_equal(dma[("mx_scale", "l0b")], _mx_expected(l1, 0, 1, 0, 1, 1, 4).T)
    S.mte_l1_l0a_mx(dma, S.Ptr(l1, 0, "i8", "l1"), S.Ptr(l0, 0, "i8", "l0a"), x_start=0, y_start=0, x_step=1, y_step=1,
                    src_stride=1, dst_stride=1, mode="full")
    assert np.array_equal(dma[("mx_scale", "l0a")], l1[:32].reshape(16, 2))


def test_mx_loads_feed_mad_mx_with_a_partial_fragment():
    """M = 20, K = 64, N = 16 through the loads then pto.mad_mx: the 32 x 2 and 2 x 16 loaded
    scales are cropped to M x 2; C = sum over groups of 2^(ea - 127) 2^(eb - 127) x 32 (A, B all 1.0)."""
    M, K, N = 20, 64, 16
    ea = np.array([[120 + (m % 7), 130 - (m % 5)] for m in range(M)], np.uint8)
    eb = np.array([[126 + n % 3 for n in range(N)], [127 - n % 4 for n in range(N)]], np.uint8)
    l1 = np.zeros(4096, np.uint8)
    for m in range(M):
        for g in range(2):
            l1[_mx_frag_byte(m // 16, 0, m % 16, g, 1)] = ea[m, g]
    for n in range(N):
        for g in range(2):
            l1[1024 + _mx_frag_byte(n // 16, 0, n % 16, g, 1)] = eb[g, n]
    one = 0x38  # f8e4m3 1.0
    l0a, l0b, l0c = np.full(4096, one, np.uint8), np.full(4096, one, np.uint8), np.zeros(4096, np.uint8)
    dma = {}
    S.mte_l1_l0a_mx(dma, S.Ptr(l1, 0, "f8e4m3", "l1"), S.Ptr(l0a, 0, "f8e4m3", "l0a"), M, K, 0, 0)
    S.mte_l1_l0b_mx(dma, S.Ptr(l1, 1024, "f8e4m3", "l1"), S.Ptr(l0b, 0, "f8e4m3", "l0b"), K, N, 0, 0)
    S.mad_mx(dma, S.Ptr(l0a, 0, "f8e4m3", "l0a"), S.Ptr(l0b, 0, "f8e4m3", "l0b"), S.Ptr(l0c, 0, "f32", "l0c"), M, N, K)
    want = np.zeros((M, N), np.float64)
    for m in range(M):
        for n in range(N):
            want[m, n] = sum(32.0 * 2.0 ** (int(ea[m, g]) - 127) * 2.0 ** (int(eb[g, n]) - 127) for g in range(2))
    # L0C holds f32 in 16 x 16 fractals of the M x N result, column bands of 16 down the rows
    c = l0c.view(np.float32)
    got = np.array([[c[(n // 16) * 32 * 16 + m * 16 + n % 16] for n in range(N)] for m in range(M)])
    assert np.array_equal(got, want.astype(np.float32))


def test_mx_scale_loads_bad_operands():
    l1, l0 = np.zeros(4096, np.uint8), np.zeros(4096, np.uint8)
    src, dst = S.Ptr(l1, 0, "f8e4m3", "l1"), S.Ptr(l0, 0, "f8e4m3", "l0a")
    with pytest.raises(S.SemanticsError, match="must not be negative"):
        S.mte_l1_l0a_mx({}, src, dst, 16, 64, -1, 0)
    with pytest.raises(S.SemanticsError, match="32-byte aligned"):
        S.mte_l1_l0a_mx({}, S.Ptr(l1, 16, "f8e4m3", "l1"), dst, 16, 64, 0, 0)
    with pytest.raises(S.SemanticsError, match="16-byte aligned"):
        S.mte_l1_l0a_mx({}, src, S.Ptr(l0, 8, "f8e4m3", "l0a"), 16, 64, 0, 0)
    with pytest.raises(S.SemanticsError, match="give either"):
        S.mte_l1_l0a_mx({}, src, dst, 16, 64, 0, None)
    with pytest.raises(S.SemanticsError, match="give either"):
        S.mte_l1_l0a_mx({}, src, dst, 16, 64, 0, 0, x_start=0)
    with pytest.raises(S.SemanticsError, match="reads .* l1|outside|beyond|ends"):
        S.load_cbuf_to_cb_mx({}, src, S.Ptr(l0, 0, "f8e4m3", "l0b"), 200, 0, 1, 1, 1, 1)
    with pytest.raises(S.SemanticsError, match="`dma` must be"):
        S.mte_l1_l0b_mx(None, src, S.Ptr(l0, 0, "f8e4m3", "l0b"), 64, 16, 0, 0)
    text = """module attributes {pto.target_arch = "a5"} {
  func.func @k() attributes {pto.kernel} {
    %c0_i64 = arith.constant 0 : i64
    %c16_i64 = arith.constant 16 : i64
    %c64_i64 = arith.constant 64 : i64
    %c8_i64 = arith.constant 8 : i64
    %l1 = pto.castptr %c8_i64 : i64 -> !pto.ptr<f8E4M3FN, l1>
    %l0b = pto.castptr %c0_i64 : i64 -> !pto.ptr<f8E4M3FN, l0b>
    pto.mte_l1_l0b_mx %l1, %l0b, %c64_i64, %c16_i64, %c0_i64, %c0_i64
      : !pto.ptr<f8E4M3FN, l1>, !pto.ptr<f8E4M3FN, l0b>, i64, i64, i64, i64
    return
  }
}
"""
    assert not [f for f in verify_text(text) if f.severity == "error"]
    with pytest.raises(RunFailed, match="9:5: pto.mte_l1_l0b_mx: %src .* 32-byte aligned"):
        run(text)


KERNEL_I8 = """
func.func @gemm8(%a_gm: !pto.ptr<i8, gm>, %b_gm: !pto.ptr<i8, gm>, %c_gm: !pto.ptr<i32, gm>) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c16 = arith.constant 16 : i64
  %c32 = arith.constant 32 : i64
  %c64 = arith.constant 64 : i64
  %c1024 = arith.constant 1024 : i64
  %c2048 = arith.constant 2048 : i64
  %l1_a = pto.castptr %c0 : i64 -> !pto.ptr<i8, l1>
  %l1_b = pto.castptr %c2048 : i64 -> !pto.ptr<i8, l1>
  %l0a = pto.castptr %c0 : i64 -> !pto.ptr<i8, l0a>
  %l0b = pto.castptr %c0 : i64 -> !pto.ptr<i8, l0b>
  %l0c = pto.castptr %c0 : i64 -> !pto.ptr<i32, l0c>
  pto.mte_gm_l1 %a_gm, %l1_a, %c1024 nburst(%c1, %c0, %c0) : !pto.ptr<i8, gm>, !pto.ptr<i8, l1>, i64, i64, i64, i64
  pto.mte_gm_l1 %b_gm, %l1_b, %c2048 nburst(%c1, %c0, %c0) : !pto.ptr<i8, gm>, !pto.ptr<i8, l1>, i64, i64, i64, i64
  pto.set_flag["PIPE_MTE2", "PIPE_MTE1", "EVENT_ID0"]
  pto.wait_flag["PIPE_MTE2", "PIPE_MTE1", "EVENT_ID0"]
  pto.mte_l1_l0a %l1_a, %l0a, %c16, %c64, %c0, %c0 : !pto.ptr<i8, l1>, !pto.ptr<i8, l0a>, i64, i64, i64, i64
  pto.mte_l1_l0b %l1_b, %l0b, %c64, %c32, %c0, %c0 {transpose = true} : !pto.ptr<i8, l1>, !pto.ptr<i8, l0b>, i64, i64, i64, i64
  pto.set_flag["PIPE_MTE1", "PIPE_M", "EVENT_ID0"]
  pto.wait_flag["PIPE_MTE1", "PIPE_M", "EVENT_ID0"]
  pto.mad %l0a, %l0b, %l0c, %c16, %c32, %c64 : !pto.ptr<i8, l0a>, !pto.ptr<i8, l0b>, !pto.ptr<i32, l0c>, i64, i64, i64
  pto.set_flag["PIPE_M", "PIPE_FIX", "EVENT_ID1"]
  pto.wait_flag["PIPE_M", "PIPE_FIX", "EVENT_ID1"]
  pto.mte_l0c_gm %l0c, %c_gm, %c16, %c32, %c16, %c32, %c0, %c0, nz2nd
    : !pto.ptr<i32, l0c>, !pto.ptr<i32, gm>, i64, i64, i64, i64, i64, i64
  pto.barrier #pto.pipe<PIPE_ALL>
  return
}
"""


def test_i8_kernel_transposed_b_through_ptoisa_run():
    """GM -> L1 -> L0A / L0B (8-bit B transposed by the 32 x 32 squares: two K bands, m_step 4)
    -> mad i8 x i8 -> i32 -> FIXPIPE, under ptoisa run with the sanitizers: exactly A @ B, int8
    min included (the tmatmul i8 hardware case's path with two bands)."""
    rng = np.random.default_rng(8)
    a = rng.integers(-128, 128, (16, 64), dtype=np.int8)
    b = rng.integers(-128, 128, (64, 32), dtype=np.int8)
    a[0, :] = -128
    b[:, 0] = -128
    a_nz = np.concatenate([a[:, :32], a[:, 32:]])  # NZ of A: the two 32-column K bands one after the other
    b_nz = b.copy()  # NZ of the K x N B with N = 32: one band of four 16 x 32 fractals, row-major
    result = run(KERNEL_I8, "gemm8", {"a_gm": a_nz, "b_gm": b_nz, "c_gm": np.zeros((16, 32), np.int32)},
                 sanitize=("sync", "uninit", "bounds"))
    want = a.astype(np.int64) @ b.astype(np.int64)
    assert np.array_equal(result.buffers["c_gm"].reshape(16, 32), want)
    assert not result.sanitized


@pytest.mark.parametrize("t, inf, nan, one, top", [("f8e5m2", 0x7C, 0x7F, 0x3C, 57344.0), ("f8e4m3", None, 0x7F, 0x38, 448.0)])
def test_mx_loads_then_saturating_mad_mx_on_8_bit_floats(t, inf, nan, one, top):
    """sat on 8-bit float operands (the mad_mx hardware case's `sat`): +inf becomes the type's
    largest finite value (e5m2 57344; e4m3fn has no inf: its largest is 448) and NaN 0, before the
    scales (all 127: 1.0) apply; column n of C is then the sum of row m of A."""
    M, K, N = 16, 64, 16
    l1 = np.full(4096, 127, np.uint8)
    a = np.zeros((M, K), np.uint8)
    a[0, 0] = inf if inf is not None else 0x7E  # e4m3fn 0x7E = 448
    a[1, 3] = nan
    a[2, 5] = one
    l0a = np.zeros(4096, np.uint8)
    for m in range(M):  # L0A: NZ fractals, 16 rows of 32 one-byte elements
        for k in range(K):
            l0a[(k // 32) * 512 + m * 32 + k % 32] = a[m, k]
    l0b, l0c = np.full(4096, one, np.uint8), np.zeros(4096, np.uint8)
    dma = {}
    S.mte_l1_l0a_mx(dma, S.Ptr(l1, 0, t, "l1"), S.Ptr(l0a, 0, t, "l0a"), M, K, 0, 0)
    S.mte_l1_l0b_mx(dma, S.Ptr(l1, 0, t, "l1"), S.Ptr(l0b, 0, t, "l0b"), K, N, 0, 0)
    S.mad_mx(dma, S.Ptr(l0a, 0, t, "l0a"), S.Ptr(l0b, 0, t, "l0b"), S.Ptr(l0c, 0, "f32", "l0c"), M, N, K, sat_mode="sat")
    c = l0c.view(np.float32)[:M * N].reshape(M, N)
    assert np.all(c[0] == top) and np.all(c[1] == 0.0) and np.all(c[2] == 1.0) and np.all(c[3:] == 0.0)


def test_a_wide_scale_tile_reads_the_scales_the_mx_loads_staged():
    """PTOAS's TileLang cases declare f16 scale tiles that nothing writes: the tile op then takes
    the scales pto.mte_l1_l0a_mx / l0b_mx staged (D-TMATMUL-MX-SCALES, D-CUBE-MX); without them
    it refuses with the decision. M = 5, K = 64, N = 6: C = sum over groups of scaled products."""
    from test_tile_matmul import cube_tiles, put, values, as_float, fma_chain, assert_bits_equal
    m, k, n = 5, 64, 6
    mem, lhs, rhs, dst = cube_tiles("f8e4m3", "f8e5m2", "f32", m, k, n)
    sa = S.Tile(mem, 65536, "f16", 32, 2, loc="Scaling", valid_rows=m, valid_cols=2)
    sb = S.Tile(mem, 66560, "f16", 2, 32, loc="Scaling", valid_rows=2, valid_cols=n)
    a, b = values("f8e4m3", (m, k)), values("f8e5m2", (k, n))
    put(lhs, a)
    put(rhs, b)
    with pytest.raises(S.SemanticsError, match="D-TMATMUL-MX-SCALES"):
        S.tmatmul_mx(lhs, sa, rhs, sb, dst, dma={})
    ea = np.array([[120 + i, 131 - i] for i in range(16)], np.uint8)  # 16 x 2: whole fragments
    eb = np.array([[125 + j % 4 for j in range(16)], [129 - j % 3 for j in range(16)]], np.uint8)
    l1 = np.zeros(4096, np.uint8)
    for r in range(16):
        for g in range(2):
            l1[r * 2 + g] = ea[r, g]
            l1[512 + r * 2 + g] = eb[g, r]
    dma = {}
    S.mte_l1_l0a_mx(dma, S.Ptr(l1, 0, "u8", "l1"), S.Ptr(np.zeros(64, np.uint8), 0, "u8", "l0a"), m, k, 0, 0)
    S.mte_l1_l0b_mx(dma, S.Ptr(l1, 512, "u8", "l1"), S.Ptr(np.zeros(64, np.uint8), 0, "u8", "l0b"), k, n, 0, 0)
    S.tmatmul_mx(lhs, sa, rhs, sb, dst, dma=dma)
    g = np.arange(k) // 32
    af = as_float(a, "f8e4m3") * np.ldexp(1.0, ea[:m][:, g].astype(int) - 127)
    bf = as_float(b, "f8e5m2") * np.ldexp(1.0, eb[:, :n][g, :].astype(int) - 127)
    assert_bits_equal(dst.values()[:m, :n], fma_chain(af, bf))
