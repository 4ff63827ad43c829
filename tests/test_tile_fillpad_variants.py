"""tfillpad_inplace and tfillpad_expand, the manual's names of tfillpad's two uses
(D-TFILLPAD-VARIANTS): computed as tfillpad, with pto-isa's shape rules."""

import numpy as np
import pytest

from ptoisa.cli import main
from ptoisa_ref import semantics as S


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_inplace_pads_around_the_valid_region_of_one_tile(target):
    ub = np.zeros(4096, np.uint8)
    t = S.Tile(ub, 0, "f32", 4, 8, valid_rows=3, valid_cols=5, pad="Zero")
    ub[:128] = np.frombuffer(np.arange(1, 33, dtype=np.float32).tobytes(), np.uint8)
    S.tfillpad_inplace(t, t, target=target)
    v = S.Tile(ub, 0, "f32", 4, 8).values()
    want = np.arange(1, 33, dtype=np.float32).reshape(4, 8)
    pad = {"a5": (3, 5, 3, 5), "a2a3": (3, 8, 3, 5), "cpu": (4, 8, 3, 5)}[target]
    rows, cols, vr, vc = pad  # how far the target pads (D-TFILLPAD-REGION)
    for i in range(4):
        for j in range(8):
            inside = i < vr and j < vc
            padded = (i < rows and j < cols) and not inside
            assert v[i, j] == (0.0 if padded else want[i, j]), (target, i, j)


def test_expand_copies_into_a_larger_tile_and_pads():
    ub = np.zeros(8192, np.uint8)
    src = S.Tile(ub, 0, "i16", 2, 16, valid_rows=2, valid_cols=3)
    src.write(np.arange(32, dtype=np.int16).reshape(2, 16))
    dst = S.Tile(ub, 1024, "i16", 4, 32, valid_rows=4, valid_cols=20, pad="Max")
    S.tfillpad_expand(src, dst)
    v = dst.values()
    assert v[:2, :3].tolist() == [[0, 1, 2], [16, 17, 18]]
    assert (v[:2, 3:20] == 32767).all() and (v[2:4, :20] == 32767).all()


def _verify(tmp_path, capsys, body):
    f = tmp_path / "k.pto"
    f.write_text("func.func @k() {\n" + body + "  return\n}\n")
    code = main(["verify", str(f), "--target", "a5"])
    out = capsys.readouterr()
    return code, out.err + out.out


def test_the_manual_spellings_verify_with_pto_isa_shape_rules(tmp_path, capsys):
    small = "!pto.tile_buf<vec, 16x16xf32, valid=8x8>"
    big = "!pto.tile_buf<vec, 32x32xf32, pad=1>"
    same = "!pto.tile_buf<vec, 16x16xf32, pad=1>"
    decl = f"  %a = pto.alloc_tile : {small}\n  %b = pto.alloc_tile : {big}\n  %c = pto.alloc_tile : {same}\n"
    assert _verify(tmp_path, capsys, decl + f"  pto.tfillpad_expand ins(%a : {small}) outs(%b : {big})\n")[0] == 0
    assert _verify(tmp_path, capsys, decl + f"  pto.tfillpad_inplace ins(%a : {small}) outs(%c : {same})\n")[0] == 0
    code, out = _verify(tmp_path, capsys, decl + f"  pto.tfillpad_inplace ins(%a : {small}) outs(%b : {big})\n")
    assert code == 1 and "k.pto:5:3: error: pto.tfillpad_inplace: src and dst have the same rows and columns" in out, out
