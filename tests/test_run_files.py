"""`ptoisa run` never modifies what it was not asked to: results go to a folder of their own
(ptoisa-out/, or --out-dir), only the buffers the run changed are written, and --in-place
writes into the input files keeping their hard links and modes and refusing read-only ones;
each case checks the bytes of every file afterwards. Scalar arguments must fit their types, and
run refuses the arith typing errors verify reports."""
import os
import stat

import numpy as np
import pytest

from ptoisa.cli import main
from ptoisa.interp.run import RunFailed, RunUsageError, run
from test_run_kernels import ABS, _data


@pytest.fixture
def files(tmp_path, monkeypatch):
    """The abs kernel, x.bin (random) and y.bin (5.0 everywhere), in a fresh current folder."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "abs.pto").write_text(ABS)
    x = _data(seed=7)
    x.tofile(tmp_path / "x.bin")
    np.full(1024, 5.0, np.float32).tofile(tmp_path / "y.bin")
    return tmp_path, x


def _run(*extra, count=1000):
    return main(["run", "abs.pto", "--arg", "arg0=x.bin", "--arg", "arg1=y.bin", "--arg", f"count={count}", *extra])


def _want(x, count):
    out = np.zeros(1024, np.float32)  # the tail the mask leaves out is the UB's zeros
    out[:count] = np.abs(np.asarray(x, np.float32)[:count])
    return out


def test_by_default_the_inputs_stay_and_the_changed_buffer_goes_to_ptoisa_out(files, capsys):
    tmp, x = files
    before = {p: (tmp / p).read_bytes() for p in ("x.bin", "y.bin")}
    assert _run() == 0
    assert {p: (tmp / p).read_bytes() for p in before} == before
    out = tmp / "ptoisa-out"
    assert sorted(p.name for p in out.iterdir()) == [".ptoisa-run", "y.bin"]  # x.bin: unchanged, not written
    assert np.fromfile(out / "y.bin", np.float32).tobytes() == _want(x, 1000).tobytes()
    err = capsys.readouterr().err
    assert "wrote arg1 -> ptoisa-out/y.bin (4096 bytes)" in err
    assert "unchanged, not written: arg0 (x.bin)" in err


def test_the_default_folder_is_refused_when_someone_else_made_it(files, capsys):
    tmp, _ = files
    (tmp / "ptoisa-out").mkdir()
    (tmp / "ptoisa-out" / "y.bin").write_bytes(b"mine")
    assert _run() == 2
    assert "ptoisa-out/ exists and was not made by ptoisa run" in capsys.readouterr().err
    assert (tmp / "ptoisa-out" / "y.bin").read_bytes() == b"mine"
    assert _run("--out-dir", "ptoisa-out") == 0  # named explicitly: asked for
    assert (tmp / "ptoisa-out" / "y.bin").stat().st_size == 4096


def test_a_second_run_that_leaves_a_buffer_unchanged_says_the_old_result_is_stale(files, capsys):
    tmp, x = files
    np.zeros(1024, np.float32).tofile(tmp / "y.bin")
    assert _run() == 0
    capsys.readouterr()
    assert _run(count=0) == 0  # nothing stored but zeros: y's bytes are what they were
    err = capsys.readouterr().err
    assert "unchanged, not written: arg1 (y.bin); ptoisa-out/y.bin is from an earlier run" in err
    assert np.fromfile(tmp / "ptoisa-out" / "y.bin", np.float32).tobytes() == _want(x, 1000).tobytes()


def test_in_place_and_out_dir_exclude_each_other(files, capsys):
    tmp, _ = files
    before = (tmp / "y.bin").read_bytes()
    assert _run("--in-place", "--out-dir", "res") == 2
    assert "--in-place and --out-dir exclude each other" in capsys.readouterr().err
    assert (tmp / "y.bin").read_bytes() == before and not (tmp / "res").exists()


def test_in_place_writes_through_hard_links_and_keeps_the_mode(files):
    tmp, x = files
    os.chmod(tmp / "y.bin", 0o640)
    os.link(tmp / "y.bin", tmp / "linked.bin")
    x_before = (tmp / "x.bin").read_bytes()
    x_inode = (tmp / "x.bin").stat().st_ino
    assert _run("--in-place") == 0
    assert (tmp / "linked.bin").read_bytes() == _want(x, 1000).tobytes()  # the other name sees it
    assert (tmp / "y.bin").stat().st_ino == (tmp / "linked.bin").stat().st_ino
    assert stat.S_IMODE((tmp / "y.bin").stat().st_mode) == 0o640
    assert (tmp / "x.bin").read_bytes() == x_before and (tmp / "x.bin").stat().st_ino == x_inode  # not rewritten
    assert not (tmp / "ptoisa-out").exists()


def test_in_place_refuses_a_read_only_file_before_running(files, capsys):
    tmp, _ = files
    before = (tmp / "y.bin").read_bytes()
    os.chmod(tmp / "y.bin", 0o444)
    try:
        assert _run("--in-place") == 2
        assert "y.bin is read-only; nothing was run" in capsys.readouterr().err
        assert (tmp / "y.bin").read_bytes() == before
    finally:
        os.chmod(tmp / "y.bin", 0o644)


def test_a_failed_run_creates_no_folder(files):
    tmp, _ = files
    assert main(["run", "abs.pto", "--arg", "arg0=x.bin", "--arg", "arg1=y.bin", "--arg", "count=1000",
                 "--max-ops", "3"]) == 1
    assert not (tmp / "ptoisa-out").exists()


SCALARS = """func.func @k(%n: i32, %u: ui8, %x: index, %f: f32) {
  return
}
"""


@pytest.mark.parametrize("given, fits", [("n=-2147483648", True), ("n=4294967295", True), ("n=4294967296", False),
                                         ("n=99999999999", False), ("n=-2147483649", False), ("u=255", True),
                                         ("u=-1", False), ("u=256", False), ("x=-1", True),
                                         ("x=9223372036854775808", False)])
def test_an_integer_argument_must_fit_its_type(tmp_path, capsys, given, fits):
    (tmp_path / "k.pto").write_text(SCALARS)
    name = given.partition("=")[0]
    rest = [f"{o}=1" for o in ("n", "u", "x", "f") if o != name]
    argv = ["run", str(tmp_path / "k.pto"), "--arg", given] + [a for r in rest for a in ("--arg", r)]
    assert main(argv) == (0 if fits else 2)
    if not fits:
        err = capsys.readouterr().err
        assert f"argument {name} (" in err and "does not fit" in err


def test_the_api_refuses_an_integer_that_does_not_fit():
    with pytest.raises(RunUsageError, match=r"argument n \(i32\): 4294967296 does not fit"):
        run(SCALARS, args={"n": 1 << 32, "u": 1, "x": 0, "f": 1.0})


def test_run_refuses_what_verify_refuses_in_arith():
    text = SCALARS.replace("  return", "  %i = arith.index_cast %f : f32 to index\n  return")
    with pytest.raises(RunFailed) as exc:
        run(text, args={"n": 1, "u": 1, "x": 0, "f": 1.0})
    f = exc.value.findings[0]
    assert (f.line, f.col) == (2, 30)
    assert f.message == "arith.index_cast converts from index or a signless integer, not f32"


def test_a_read_past_an_argument_is_a_located_warning_and_strict_makes_it_an_error(files, capsys):
    tmp, x = files
    x[:1000].tofile(tmp / "x.bin")  # 4000 bytes: the kernel's copy reads 4096
    assert _run("--fill", "0x00") == 0
    err = capsys.readouterr().err
    assert ("abs.pto:13:5: warning: pto.mte_gm_ub read bytes 4000..4095 of GM argument %arg0, past its allocation "
            "(4000 bytes); a device reads whatever lies there, this run the fill byte 0x00") in err
    assert np.fromfile(tmp / "ptoisa-out" / "y.bin", np.float32).tobytes() == _want(x[:1000].tolist() + [0.0] * 24,
                                                                                    1000).tobytes()
    assert _run("--strict") == 1
    err = capsys.readouterr().err
    assert "error: pto.mte_gm_ub reads bytes 4000..4095 of GM argument %arg0, past its allocation (4000 bytes; --strict)" in err
    assert _run("--fill", "256") == 2 and "expected one byte" in capsys.readouterr().err
