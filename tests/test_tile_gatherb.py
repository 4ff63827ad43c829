"""tgatherb: 32-byte blocks of src at byte offsets, per target (D-TGATHERB). Expected values from
plain loops over src's bytes written here."""

import numpy as np
import pytest

from ptoisa_ref import semantics as S
from ptoisa_ref.runtime.base import SemanticsError


def _setup(elem, vc, offsets):
    ub = np.zeros(8192, np.uint8)
    size = np.dtype({"f32": np.float32, "f16": np.float16, "u8": np.uint8, "i16": np.int16}[elem]).itemsize
    src = S.Tile(ub, 0, elem, 4, 256 // size)  # 1 KiB of source bytes
    ub[:1024] = np.arange(1024) % 251
    off = S.Tile(ub, 2048, "u32", 2, 8, valid_rows=2, valid_cols=len(offsets[0]))
    off.write(np.array(offsets, np.uint32))
    dst = S.Tile(ub, 4096, elem, 2, 512 // size, valid_rows=2, valid_cols=vc)
    ub[4096:4096 + 1024] = 0xEE
    return ub, src, off, dst, size


def _expect(ub, offsets, size, vc, whole_blocks, src_bytes):
    per = 32 // size
    out = np.full((2, 512), 0xEE, np.uint8)
    for i in range(2):
        ncol = (vc // per) * per if whole_blocks else vc
        for j in range(ncol):
            o = offsets[i][j // per]
            if whole_blocks and o + 32 > src_bytes:
                continue
            out[i, j * size:(j + 1) * size] = ub[o + (j % per) * size:o + (j % per + 1) * size]
    return out


@pytest.mark.parametrize("elem", ["f32", "f16", "u8", "i16"])
def test_blocks_from_byte_offsets_with_a_tail(elem):
    offsets = [[32, 0, 992, 64], [96, 128, 160, 512]]
    size = {"f32": 4, "f16": 2, "u8": 1, "i16": 2}[elem]
    vc = 3 * (32 // size) + 1  # three whole blocks and one element of the fourth
    ub, src, off, dst, size = _setup(elem, vc, offsets)
    S.tgatherb(src, off, dst)
    assert (ub[4096:4096 + 1024].reshape(2, 512) == _expect(ub, offsets, size, vc, False, 1024)).all()


def test_cpu_copies_whole_blocks_and_skips_past_src():
    offsets = [[32, 0, 1000, 64], [96, 128, 160, 512]]  # 1000 + 32 passes src's 1024 bytes
    ub, src, off, dst, size = _setup("f32", 25, offsets)
    S.tgatherb(src, off, dst, target="cpu")
    assert (ub[4096:4096 + 1024].reshape(2, 512) == _expect(ub, offsets, size, 25, True, 1024)).all()


def test_an_offset_past_the_unified_buffer_is_an_error():
    ub, src, off, dst, size = _setup("f32", 8, [[8180], [0]])
    with pytest.raises(SemanticsError, match="past the unified buffer"):
        S.tgatherb(src, off, dst)
