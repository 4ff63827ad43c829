"""Safe writes: gen never loses a user's file, and the output tree changes all-or-nothing,
whatever happens during the write (a kill -9 at any step, a full disk, a refused write)."""
import errno
import os
import signal
import stat
import subprocess
import sys
import time

import pytest

from conftest import ROOT, tree_digest
from ptoisa.cli import main, render_project
from ptoisa.emit import writer


@pytest.fixture(scope="module")
def trees():
    """Two generations A and B that differ the ways real ones do: changed, added and removed files."""
    real = render_project(ROOT)
    # A dozen real files in three folders keep the kill-at-every-step tests quick.
    keep = [k for k in real if k.startswith(("costs/", "docs/ops/unary/v", "docs/index", "docs/machine"))][:12]
    a = writer.with_manifest({k: real[k] for k in keep})
    b = {k: v for k, v in a.items() if k != writer.MANIFEST}
    b["docs/index.md"] += b"\nchanged\n"
    b["costs/costs.json"] = b["costs/costs.json"].replace(b"1", b"2")
    del b["docs/ops/unary/vneg.md"]
    b["docs/ops/unary/vsquare.md"] = b"# pto.vsquare\n"
    return a, writer.with_manifest(b)


def _digest(files):
    import hashlib
    return {k: hashlib.sha256(v).hexdigest() for k, v in files.items()}


def _user_files(out):
    (out / "docs" / "my-notes").mkdir(parents=True, exist_ok=True)
    (out / "docs" / "my-notes" / "todo.md").write_text("mine\n")
    (out / "scratch.txt").write_text("also mine\n")
    (out / "empty-folder").mkdir(exist_ok=True)


def _assert_user_files(out):
    assert (out / "docs/my-notes/todo.md").read_text() == "mine\n"
    assert (out / "scratch.txt").read_text() == "also mine\n"
    assert (out / "empty-folder").is_dir()


def _generated_part(out):
    return {k: v for k, v in tree_digest(out).items()
            if k not in ("docs/my-notes/todo.md", "scratch.txt")}


def _leftovers(out):
    return sorted(p.name for p in out.parent.iterdir() if p.name.startswith(f".{out.name}.ptoisa"))


def test_new_files_get_the_umask_mode(tmp_path, trees):
    old = os.umask(0o022)
    try:
        writer.write(trees[0], tmp_path / "out")
    finally:
        os.umask(old)
    for p in (tmp_path / "out").rglob("*"):
        mode = stat.S_IMODE(p.stat().st_mode)
        assert mode == (0o755 if p.is_dir() else 0o644), (p, oct(mode))


def test_users_files_survive_regeneration(tmp_path, trees):
    out = tmp_path / "out"
    writer.write(trees[0], out)
    _user_files(out)
    drift = writer.write(trees[1], out)
    assert drift.stale == ["docs/ops/unary/vneg.md"] and "docs/ops/unary/vsquare.md" in drift.missing
    _assert_user_files(out)
    assert _generated_part(out) == _digest(trees[1])
    assert writer.compare(trees[1], out).foreign == ["docs/my-notes/todo.md", "scratch.txt"]
    assert _leftovers(out) == []


def test_unchanged_files_are_not_rewritten(tmp_path, trees):
    out = tmp_path / "out"
    writer.write(trees[0], out)
    before = (out / "docs/machine.md").stat().st_ino
    writer.write(trees[1], out)
    assert (out / "docs/machine.md").stat().st_ino == before


def test_refuses_a_folder_gen_did_not_make(tmp_path, capsys):
    out = tmp_path / "site"
    out.mkdir()
    (out / "notes.md").write_text("my notes\n")
    code = main(["--root", str(ROOT), "gen", "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and "has no .ptoisa-manifest" in err and "--force" in err
    assert sorted(p.name for p in out.iterdir()) == ["notes.md"]
    assert main(["--root", str(ROOT), "gen", "--out", str(out), "--force"]) == 0
    assert (out / "notes.md").read_text() == "my notes\n"
    assert (out / "docs/index.md").exists()
    capsys.readouterr()
    # gen keeps the user's file; check, comparing the folder with what gen writes, reports it.
    assert main(["--root", str(ROOT), "check", "--out", str(out)]) == 1
    assert capsys.readouterr().out == f"not generated: {out / 'notes.md'}\n"
    (out / "notes.md").unlink()
    assert main(["--root", str(ROOT), "check", "--out", str(out)]) == 0


def test_refuses_to_replace_a_users_file_at_a_generated_path(tmp_path, trees, capsys):
    out = tmp_path / "out"
    writer.write(trees[0], out)
    (out / "docs/ops/unary/vsquare.md").write_text("my own page\n")
    with pytest.raises(writer.WriteRefused, match="vsquare.md was not written by gen"):
        writer.write(trees[1], out)
    assert (out / "docs/ops/unary/vsquare.md").read_text() == "my own page\n"
    assert _generated_part(out) == {**_digest(trees[0]), **{"docs/ops/unary/vsquare.md": _digest({"x": b"my own page\n"})["x"]}}
    writer.write(trees[1], out, force=True)
    assert _generated_part(out) == _digest(trees[1])


def _run_killed_at(step, files, out, fallback=False):
    """Fork; the child writes `files` into `out` and is killed -9 at its `step`-th file-system step."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns
        try:
            count = [0]

            def die(label):
                count[0] += 1
                if count[0] == step:
                    os.kill(os.getpid(), signal.SIGKILL)
            writer._step = die
            if fallback:
                writer._exchange = lambda a, b: False
            writer.write(files, out)
        finally:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    return os.WIFSIGNALED(status)


@pytest.mark.parametrize("fallback", [False, True], ids=["atomic-swap", "two-renames"])
def test_kill_at_every_step_leaves_old_or_new_tree(tmp_path, trees, fallback):
    a, b = trees
    old_digest, new_digest = _digest(a), _digest(b)
    step, seen = 0, set()
    while True:
        step += 1
        out = tmp_path / f"run{step}" / "out"
        writer.write(a, out)
        _user_files(out)
        killed = _run_killed_at(step, b, out, fallback)
        state = _generated_part(out) if out.exists() else None
        if state is None:  # only the fallback's instant between its two renames
            assert fallback
            seen.add("none")
        else:
            assert state in (old_digest, new_digest), f"mixed tree after a kill at step {step}"
            seen.add("old" if state == old_digest else "new")
            _assert_user_files(out)
            assert not [p for p in out.rglob("*") if "ptoisa-staging" in p.name or p.name.startswith(".tmp")]
        writer.write(b, out)  # the next run completes the change and removes what the kill left
        assert _generated_part(out) == new_digest and _leftovers(out) == []
        _assert_user_files(out)
        if not killed:
            break
    assert step > len(b) and {"old", "new"} <= seen


_LOOP = """
import sys, random
from pathlib import Path
sys.path.insert(0, {tests!r})
from ptoisa.emit import writer
import pickle
a, b = pickle.loads(Path({data!r}).read_bytes())
out = Path({out!r})
print("started", flush=True)
while True:
    writer.write(b, out)
    writer.write(a, out)
"""


def test_twenty_real_kills_leave_no_mixed_tree(tmp_path, trees):
    import pickle
    import random

    a, b = trees
    data = tmp_path / "trees.pickle"
    data.write_bytes(pickle.dumps((a, b)))
    out = tmp_path / "out"
    writer.write(a, out)
    _user_files(out)
    rng = random.Random(7)
    states = set()
    for _ in range(20):
        proc = subprocess.Popen([sys.executable, "-c", _LOOP.format(tests=str(ROOT / "tests"), data=str(data),
                                                                     out=str(out))],
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline() == "started\n"
        time.sleep(rng.random() * 0.05)  # somewhere in the loop of writes
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        state = _generated_part(out)
        assert state in (_digest(a), _digest(b))
        states.add(state == _digest(a))
        _assert_user_files(out)
        writer.recover(out)
        assert _leftovers(out) == []
    assert states == {True, False}  # the kills landed in both halves of the loop


@pytest.mark.parametrize("err", [errno.ENOSPC, errno.EACCES, errno.EROFS])
def test_write_errors_leave_the_old_tree_and_no_temporary_files(tmp_path, trees, monkeypatch, err):
    out = tmp_path / "out"
    writer.write(trees[0], out)
    _user_files(out)
    before = tree_digest(out)
    real = writer._write_file
    for fail_at in (1, 2, 4):  # 4: the manifest, written last
        count = [0]

        def failing(path, data):
            count[0] += 1
            if count[0] == fail_at:
                raise OSError(err, os.strerror(err), str(path))
            real(path, data)
        monkeypatch.setattr(writer, "_write_file", failing)
        with pytest.raises(writer.WriteFailed) as info:
            writer.write(trees[1], out)
        assert os.strerror(err) in str(info.value) and "unchanged" in str(info.value)
        assert tree_digest(out) == before and _leftovers(out) == []


def test_cli_reports_a_failed_write_in_one_line(tmp_path, monkeypatch, capsys, trees):
    out = tmp_path / "out"
    writer.write(trees[1], out)  # differs from what gen writes, so gen has something to do
    before = tree_digest(out)

    def full(path, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
    monkeypatch.setattr(writer, "_write_file", full)
    code = main(["--root", str(ROOT), "gen", "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 1
    assert err.count("\n") == 1 and "No space left on device" in err and "Traceback" not in err
    assert tree_digest(out) == before


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores file permissions")
def test_read_only_folder_is_a_clean_error(tmp_path, capsys, trees):
    out = tmp_path / "ro" / "out"
    writer.write(trees[1], out)
    before = tree_digest(out)
    os.chmod(tmp_path / "ro", 0o555)
    try:
        code = main(["--root", str(ROOT), "gen", "--out", str(out)])
    finally:
        os.chmod(tmp_path / "ro", 0o755)
    err = capsys.readouterr().err
    assert code == 1 and err.count("\n") == 1 and "Permission denied" in err
    assert tree_digest(out) == before
