"""`--trace` and `--dump` (and the same through ptoisa.run): each executed statement with its
operands and results, filtered by op, line and count; values at a line and memory at the end,
checked against numpy's |x| of the kernel's input."""
import numpy as np
import pytest

from ptoisa.cli import main
from ptoisa.interp.run import RunUsageError, run
from ptoisa.interp.trace import Filter, summary
from ptoisa_ref import semantics as S
from test_run_kernels import ABS, _data

LINES = ABS.splitlines()
VABS = next(n for n, t in enumerate(LINES, 1) if "pto.vabs" in t)
VABS_COL = LINES[VABS - 1].index("pto.vabs") + 1


def _args(x, count=1000):
    return {"arg0": x, "arg1": np.zeros(1024, np.float32), "count": count}


def test_each_vabs_is_traced_with_its_operands_and_result():
    x = _data(seed=11)
    events = []
    run(ABS, args=_args(x), trace=events.append, trace_filter=Filter(ops=("pto.vabs",)))
    assert len(events) == 16  # 1024 elements, 64 lanes a register
    for k, e in enumerate(events):
        assert (e.line, e.col, e.op) == (VABS, VABS_COL, "pto.vabs")
        assert set(e.operands) == {"v", "mask"} and set(e.results) == {"a"}
        chunk = x[64 * k:64 * k + 64]
        assert np.array_equal(e.operands["v"], chunk)
        assert int(e.operands["mask"].sum()) == min(64, max(0, 1000 - 64 * k))
        on = e.operands["mask"]
        assert np.array_equal(e.results["a"][on], np.abs(chunk)[on])


def test_filters_by_line_and_count_and_glob():
    events = []
    run(ABS, args=_args(_data()), trace=events.append, trace_filter=Filter(lines=((VABS, VABS),), limit=3))
    assert [e.op for e in events] == ["pto.vabs"] * 3
    events.clear()
    run(ABS, args=_args(_data()), trace=events.append, trace_filter=Filter(ops=("pto.vl*", "pto.vs*")))
    assert [e.op for e in events[:3]] == ["pto.vlds", "pto.vsts", "pto.vlds"] and len(events) == 32


def test_summaries_say_what_a_value_is():
    assert summary(np.array([True, False, True])) == "mask 2/3 on"
    assert summary(np.array([1.0, np.nan, -2.5, 4.0], np.float32)) == "float32[4] -2.5..4 1 NaN [1, nan, -2.5, 4]"
    assert summary(np.arange(6, dtype=np.int16)) == "int16[6] 0..5 [0, 1, 2, 3, ...]"
    assert summary(np.int32(-7)) == "-7" and summary(2.5) == "2.5"
    assert summary(S.Ptr(np.zeros(8, np.uint8), 4, "f32", "ub")) == "ptr<f32, ub> +4"


def test_dumps_show_a_register_at_its_line_and_memory_at_the_end():
    x = _data(seed=12)
    r = run(ABS, args=_args(x, 8), dumps=[f"%a@{VABS}", "ub:4096:16:f32", "gm:arg1:0:8:f32"])
    first = r.dumped[0].splitlines()
    assert first[0].startswith(f"dump %a at <text>:{VABS}: float32[64]")
    want = np.zeros(8, np.float32)
    want[:8] = np.abs(x[:8])
    assert first[1] == "  lane 0    " + " ".join(f"{float(v):.6g}" for v in want)
    assert len([d for d in r.dumped if d.startswith("dump %a")]) == 16  # each time the line ran
    end = r.dumped[-2:]
    assert end[0] == ("dump at the end: ub bytes 4096..4111 as f32:\n  +4096     "
                      + " ".join(f"{float(v):.6g}" for v in np.abs(x[:4])))
    assert end[1] == ("dump at the end: gm arg1 bytes 0..7 as f32:\n  +0        "
                      + " ".join(f"{float(v):.6g}" for v in np.abs(x[:2])))


@pytest.mark.parametrize("dump, message", [
    ("%a", "give @LINE"), ("ub:0", "expected %VALUE@LINE"), ("gm:0:4", "names its argument"),
    ("gm:nope:0:4", "no pointer argument named nope"), ("ub:0:4:f99", "unknown element type"),
])
def test_a_bad_dump_is_a_usage_error(dump, message):
    with pytest.raises(RunUsageError, match=message):
        run(ABS, args=_args(_data()), dumps=[dump])


def test_the_command_traces_into_a_file_and_prints_dumps(tmp_path, capsys):
    x = _data(seed=13)
    x.tofile(tmp_path / "x.bin")
    np.zeros(1024, np.float32).tofile(tmp_path / "y.bin")
    (tmp_path / "k.pto").write_text(ABS)
    argv = ["run", str(tmp_path / "k.pto"), "--arg", f"arg0={tmp_path / 'x.bin'}", "--arg",
            f"arg1={tmp_path / 'y.bin'}", "--arg", "count=1000", "--out-dir", str(tmp_path / "o"),
            "--trace-op", "pto.vabs", "--trace-limit", "2", "--trace-file", str(tmp_path / "t.txt"),
            "--dump", "gm:arg1:0:4:f32"]
    assert main(argv) == 0
    trace = (tmp_path / "t.txt").read_text().splitlines()
    assert len(trace) == 2 and all(t.startswith(f"{tmp_path / 'k.pto'}:{VABS}:{VABS_COL}: pto.vabs %v=float32[64]")
                                   for t in trace)
    assert " -> %a=float32[64] " in trace[0]
    out = capsys.readouterr().out
    assert out == f"dump at the end: gm arg1 bytes 0..3 as f32:\n  +0        {float(abs(x[0])):.6g}\n"
    assert main(argv[:-2] + ["--dump", "gm:arg1:0"]) == 2
    assert main(argv + ["--trace-lines", "9-3"]) == 2


def test_a_kernel_dumps_at_the_end_and_refuses_a_line():
    from ptoisa.interp.run import Kernel
    from ptoisa.interp.trace import parse_dump
    x = _data(seed=14)
    k = Kernel(ABS)
    r = k(_args(x, 4), dumps=[parse_dump("gm:arg1:0:8:f32")])
    assert r.dumped == ["dump at the end: gm arg1 bytes 0..7 as f32:\n  +0        "
                        + " ".join(f"{float(v):.6g}" for v in np.abs(x[:2]))]
    with pytest.raises(RunUsageError, match="a Kernel dumps at the end only"):
        k(_args(x, 4), dumps=[parse_dump(f"%a@{VABS}")])
