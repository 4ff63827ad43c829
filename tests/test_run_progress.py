"""Long runs and what a run says: a time limit that stops at the statement reached, errors that
name the values the statement read and the iteration of every loop around them, progress reports every TICK_OPS ops, and the
command's summary (elapsed time, rate, returned values)."""
import io
import re

import pytest

from ptoisa.cli import main
from ptoisa.interp import runfiles
from ptoisa.interp.machine import TICK_OPS
from ptoisa.interp.run import RunFailed, run

NESTED = """func.func @k(%n: index) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %c21 = arith.constant 21 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %f = arith.constant 2.5 : f32
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %t = arith.muli %i, %c10 : index
      %u = arith.addi %t, %j : index
      %w = arith.subi %u, %c21 : index
      %q = arith.divsi %c1, %w : index
    }
  }
  %s = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %a = arith.addi %acc, %one : i32
    scf.yield %a : i32
  }
  return %s, %f : i32, f32
}
"""
DIV_LINE = 15


def test_a_run_time_error_names_the_iteration_of_each_loop_around_it():
    with pytest.raises(RunFailed) as exc:
        run(NESTED, args={"n": 3})  # 10 i + j - 21 is 0 at i = 2, j = 1
    f = exc.value.findings[0]
    assert (f.line, f.col, f.message) == (DIV_LINE, 12, "arith.divsi: division by zero")
    assert f.notes == ((DIV_LINE, 12, "its operands: %c1 = 1, %w = 0"),
                       (10, 3, "in the iteration %i = 2 of this loop"), (11, 5, "in the iteration %j = 1 of this loop"))


def test_a_clean_run_returns_its_values():
    r = run(NESTED, args={"n": 1})  # 10 i + j is never 21 with j = 0
    assert r.returned == [1, 2.5] and r.seconds > 0 and r.rate > 0


def test_max_seconds_stops_an_endless_run_where_it_was():
    with pytest.raises(RunFailed) as exc:
        run(NESTED.replace("%c21 = arith.constant 21", "%c21 = arith.constant -1"), args={"n": 1 << 60},
            max_seconds=0.2)
    f = exc.value.findings[0]
    assert re.fullmatch(r"stopped after 0\.2 s \(--max-seconds\), \d+ ops executed; it was running this statement",
                        f.message)
    assert 10 <= f.line <= 16  # inside the nested loops
    assert [n[:2] for n in f.notes] == [(10, 3), (11, 5)] and f.notes[0][2] == "in the iteration %i = 0 of this loop"


def test_progress_is_told_every_tick_with_the_statement_reached(tmp_path):
    seen = []
    out = runfiles.run_files(NESTED.replace("%c21 = arith.constant 21", "%c21 = arith.constant -1"), entry=None,
                             target="a5", arg_texts=["n=3000"], gm_bytes_texts=[], out_dir=tmp_path / "o",
                             max_ops=10**9, progress=lambda n, op, s: seen.append((n, op.where(), s)))
    executed = out.result.executed
    assert [n for n, _, _ in seen] == list(range(TICK_OPS, executed + 1, TICK_OPS))
    assert all(1 <= where[0] <= 21 for _, where, _ in seen)
    assert [s for _, _, s in seen] == sorted(s for _, _, s in seen)


def test_the_progress_line_waits_a_second_then_rewrites_one_line():
    class Op:
        shape = type("S", (), {"op": "pto.vadd"})()

        def where(self):
            return 12, 5
    stream = io.StringIO()
    line = runfiles.ProgressLine(stream, "k.pto")
    line(4096, Op(), 0.5)
    assert stream.getvalue() == ""  # a short run shows nothing
    line(2_000_000, Op(), 2.0)
    line(2_100_000, Op(), 2.1)  # within a quarter second of the last: not shown
    assert stream.getvalue() == "\r\x1b[Kptoisa run: 2,000,000 ops in 2.0 s (1.00 M ops/s), at k.pto:12:5 pto.vadd"
    line.clear()
    assert stream.getvalue().endswith("\r\x1b[K")


def test_the_summary_gives_time_rate_and_returned_values(tmp_path, capsys):
    (tmp_path / "k.pto").write_text(NESTED)
    assert main(["run", str(tmp_path / "k.pto"), "--arg", "n=1"]) == 0
    err = capsys.readouterr().err
    assert re.search(r"@k ran \d+ op\(s\) on a5 in \d+\.\d{3} s \((\d+\.\d\d M|[\d,]+) ops/s\)", err)
    assert "returned value 0: 1\n" in err and "returned value 1: 2.5\n" in err


@pytest.mark.parametrize("value", ["0", "-1", "abc", "inf"])
def test_max_seconds_takes_a_positive_number(tmp_path, capsys, value):
    (tmp_path / "k.pto").write_text(NESTED)
    assert main(["run", str(tmp_path / "k.pto"), "--arg", "n=2", "--max-seconds", value]) == 2
    assert "expected a positive number of seconds" in capsys.readouterr().err
