"""pto.vtranspose (a 16 x 16 block of 16-bit elements transposed, unified buffer to unified
buffer) against index arithmetic written here, its pseudocode run on the same block; and
pto.vsort32, documented and checked by the verifier but not computed (D-VSORT32)."""
import numpy as np
import pytest

from conftest import ROOT, the_isa
from ptoisa.lang.pseudocode import run_pseudocode
from ptoisa_ref import semantics as S
from ptoisa_ref import verifier_rules as V

ISA = the_isa()
RNG = np.random.default_rng(5)


@pytest.mark.parametrize("t", [np.int16, np.uint16, np.float16])
def test_vtranspose_moves_element_r_c_to_c_r(t):
    bits = RNG.integers(0, 1 << 16, 256, dtype=np.uint16)
    bits[:3] = [0x7E01, 0xFC00, 0x8000]  # an f16 NaN with a payload, -inf, -0: bits move unchanged
    src = bits.view(t)
    got = S.vtranspose(src, 0)
    assert got.dtype == t and got.shape == (256,)
    for r in range(16):
        for c in range(16):
            assert got.view(np.uint16)[16 * c + r] == bits[16 * r + c], (r, c)
    # A batch of blocks, and the control word is not interpreted (D-VTRANSPOSE-CONFIG).
    batch = np.stack([src, src[::-1].copy()])
    assert np.array_equal(S.vtranspose(batch, 12345).view(np.uint16)[1], S.vtranspose(src[::-1].copy()).view(np.uint16))


def test_vtranspose_pseudocode_agrees():
    op = next(o for o in ISA.ops if o.name == "vtranspose")
    src = np.arange(256, dtype=np.int16)
    out = run_pseudocode(op.pseudocode, {"src": src, "dst": np.zeros(256, np.int16)}, {}, elem="i16")
    assert np.array_equal(out["dst"], S.vtranspose(src))


def test_vtranspose_rejects_what_it_does_not_take():
    with pytest.raises(S.SemanticsError, match="256 elements of i16, u16, f16"):
        S.vtranspose(np.zeros(256, np.float32))
    with pytest.raises(S.SemanticsError, match="256 elements"):
        S.vtranspose(np.zeros(255, np.int16))
    with pytest.raises(S.SemanticsError, match="config must be an integer"):
        S.vtranspose(np.zeros(256, np.int16), 1.5)


def test_vsort32_is_documented_but_not_computed():
    with pytest.raises(S.SemanticsError, match="not specified by any public source"):
        S.vsort32(np.zeros(32, np.float32), 0)
    ptr = V.ScalarType("!pto.ptr<f32, ub>")
    assert V.verify_op("vsort32", "A5", {"dest": ptr, "src": ptr, "config": V.ScalarType("i64")}) == []
    page = ROOT / "generated/docs/ops/sfu_dsa/vsort32.md"
    text = page.read_text()
    assert "not specified by any public source" in text and "D-VSORT32" in text
