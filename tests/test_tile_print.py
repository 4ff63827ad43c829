"""tprint: the CPU simulator's text (D-TPRINT-FORMAT) written out here by hand for each format
and element kind; under ptoisa.run the lines go to RunResult.printed and `ptoisa run`'s stdout,
and no byte changes; the verifier's located errors."""
import numpy as np
import pytest

import ptoisa
from ptoisa.cli import main
from ptoisa_ref import semantics as S


def test_floats_in_each_format():
    x = np.array([[0.0, -1.5, 123.456789], [np.nan, np.inf, -np.inf]], np.float32)
    assert S.tprint(x) == ("TPRINT 2x3\n"
                           "  0.0000  -1.5000 123.4568\n"
                           "     nan      inf     -inf\n")
    assert S.tprint(x, printFormat="width8_precision2").splitlines()[1] == "    0.00    -1.50   123.46"
    assert S.tprint(x, printFormat="width10_precision6").splitlines()[1] == "  0.000000  -1.500000 123.456787"


def test_integers_and_half():
    assert S.tprint(np.array([[-128, 127]], np.int8)) == "TPRINT 1x2\n    -128      127\n"  # numbers, not chars
    assert S.tprint(np.array([[4294967295]], np.uint32)) == "TPRINT 1x1\n4294967295\n"  # wider than the width
    assert S.tprint(np.array([[0.1]], np.float16)) == "TPRINT 1x1\n  0.1000\n"  # 0.0999755859375


def test_a_tile_prints_its_valid_region_and_appends_to_printed():
    mem = np.zeros(1024, np.uint8)
    t = S.Tile(mem, 0, "i16", 4, 8, valid_rows=2, valid_cols=3)
    t.values()[:] = np.arange(32, dtype=np.int16).reshape(4, 8)
    before = mem.copy()
    out: list[str] = []
    text = S.tprint(t, printed=out)
    assert out == ["TPRINT 2x3", "       0        1        2", "       8        9       10"]
    assert text == "".join(line + "\n" for line in out)
    assert (mem == before).all()


KERNEL = """func.func @k(%a: !pto.ptr<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %v = pto.make_tensor_view %a, shape = [%c2, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>
  %p = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c2, %c3] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x3xf32>
  %t = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32, valid=2x3>
  pto.tload ins(%p : !pto.partition_tensor_view<2x3xf32>) outs(%t : !pto.tile_buf<vec, 8x16xf32, valid=2x3>)
  pto.tprint ins(%t : !pto.tile_buf<vec, 8x16xf32, valid=2x3>)
  pto.tprint ins(%t : !pto.tile_buf<vec, 8x16xf32, valid=2x3>) {printFormat = #pto<print_format width8_precision2>}
  pto.tstore ins(%t : !pto.tile_buf<vec, 8x16xf32, valid=2x3>) outs(%p : !pto.partition_tensor_view<2x3xf32>)
  return
}
"""


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_a_kernel_prints_in_order_and_changes_nothing(target):
    a = (np.arange(32, dtype=np.float32) / 4).reshape(2, 16)
    r = ptoisa.run(KERNEL, args={"a": a}, target=target)
    assert r.printed == ["TPRINT 2x3", "  0.0000   0.2500   0.5000", "  4.0000   4.2500   4.5000",
                         "TPRINT 2x3", "    0.00     0.25     0.50", "    4.00     4.25     4.50"]
    assert (r.buffers["a"].reshape(2, 16) == a).all()


def test_ptoisa_run_writes_the_text_to_stdout(tmp_path, capsys):
    (tmp_path / "k.pto").write_text(KERNEL)
    (np.arange(32, dtype=np.float32)).tofile(tmp_path / "a.bin")
    assert main(["run", str(tmp_path / "k.pto"), "--arg", f"a={tmp_path / 'a.bin'}"]) == 0
    out = capsys.readouterr()
    assert out.out.splitlines()[:3] == ["TPRINT 2x3", "  0.0000   1.0000   2.0000", " 16.0000  17.0000  18.0000"]
    assert "TPRINT" not in out.err


def test_the_verifier_locates_a_tile_it_cannot_print(tmp_path, capsys):
    text = KERNEL.replace("xf32", "xbf16").replace("ptr<f32>", "ptr<bf16>")
    path = tmp_path / "k.pto"
    path.write_text(text)
    assert main(["verify", str(path), "--target", "a5"]) == 1
    out = capsys.readouterr()
    line = text.splitlines().index(next(s for s in text.splitlines() if "pto.tprint " in s)) + 1
    assert f"k.pto:{line}:3: error: pto.tprint: element type bf16 is not legal on A5" in out.err + out.out
