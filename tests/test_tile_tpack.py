"""tpack: the manual's op with no public semantics (D-TPACK): its form and rules are checked,
and running it stops with a located diagnostic, never a traceback."""

import pytest

from ptoisa.cli import main
from ptoisa_ref import semantics as S
from ptoisa_ref.runtime.base import SemanticsError

KERNEL = """func.func @k() {
  %a = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
  %b = pto.alloc_tile : !pto.tile_buf<vec, 16x32xf16>
  pto.tpack ins(%SRC : SRCT) outs(%DST : DSTT)
  return
}
"""
F32, F16 = "!pto.tile_buf<vec, 16x16xf32>", "!pto.tile_buf<vec, 16x32xf16>"


def _run(tmp_path, capsys, args, text):
    f = tmp_path / "k.pto"
    f.write_text(text)
    code = main([*args[:1], str(f), *args[1:]])
    out = capsys.readouterr()
    assert "Traceback" not in out.err + out.out
    return code, out.err + out.out


def test_a_narrowing_pack_verifies_and_a_widening_one_is_refused(tmp_path, capsys):
    ok = KERNEL.replace("%SRC", "%a").replace("SRCT", F32).replace("%DST", "%b").replace("DSTT", F16)
    assert _run(tmp_path, capsys, ["verify", "--target", "a5"], ok)[0] == 0
    bad = KERNEL.replace("%SRC", "%b").replace("SRCT", F16).replace("%DST", "%a").replace("DSTT", F32)
    code, out = _run(tmp_path, capsys, ["verify", "--target", "a5"], bad)
    assert code == 1 and "k.pto:4:3: error: pto.tpack: dst's elements are no wider than src's" in out, out


def test_running_it_stops_at_the_op():
    with pytest.raises(SemanticsError, match="D-TPACK"):
        S.tpack(None, None)


def test_a_run_reports_the_op_located(tmp_path, capsys):
    ok = KERNEL.replace("%SRC", "%a").replace("SRCT", F32).replace("%DST", "%b").replace("DSTT", F16)
    code, out = _run(tmp_path, capsys, ["run", "--entry", "k", "--target", "a5"], ok)
    assert code != 0 and "k.pto:4:3: error: pto.tpack:" in out and "not executable" in out, out
