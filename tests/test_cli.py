"""The user-facing workflow: edit YAML, `gen`, `check`; bad input never touches generated/."""
import re

import pytest

from conftest import tree_digest
from ptoisa.cli import main


def run(project, *args, capsys):
    code = main(["--root", str(project), *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_check_passes_on_clean_copy(project, capsys):
    code, out, _ = run(project, "check", capsys=capsys)
    assert code == 0 and "match" in out


def test_changed_latency_fails_check_then_gen_fixes_it(project, capsys):
    path = project / "isa/ops/unary/vexp.yaml"
    path.write_text(path.read_text().replace("cycles: {f32: 16, f16: 21}", "cycles: {f32: 15, f16: 21}"))
    before = tree_digest(project / "generated")
    code, out, err = run(project, "check", capsys=capsys)
    assert code == 1
    changed = set(re.findall(r"changed: (\S+)", out))
    # The op page, the set's latency table, every cost artifact, the package's source digest and
    # the manifest; nothing else.
    assert changed == {"generated/docs/ops/unary/vexp.md", "generated/docs/sets/unary.md",
                       "generated/costs/costs.json", "generated/costs/a5_latency.csv",
                       "generated/ptoisa_ref/_tables.py", "generated/ptoisa_ref/__init__.py",
                       "generated/.ptoisa-manifest"}
    assert "make gen" in err
    assert tree_digest(project / "generated") == before  # check never writes
    assert run(project, "gen", capsys=capsys)[0] == 0
    after = tree_digest(project / "generated")
    assert {k for k in after if after[k] != before.get(k)} == {p.removeprefix("generated/") for p in changed}
    assert run(project, "check", capsys=capsys)[0] == 0
    assert "15" in (project / "generated/costs/a5_latency.csv").read_text().splitlines()[
        [l.startswith("pto.vexp,f32") for l in (project / "generated/costs/a5_latency.csv").read_text().splitlines()].index(True)]


def test_hand_edit_and_delete_fail_check_and_a_users_file_is_kept(project, capsys):
    page = project / "generated/docs/ops/unary/vabs.md"
    page.write_text(page.read_text() + "\nhand edit\n")
    (project / "generated/docs/ops/unary/vneg.md").unlink()
    (project / "generated/docs/notes.md").write_text("my notes\n")
    code, out, _ = run(project, "check", capsys=capsys)
    assert code == 1
    assert "changed: generated/docs/ops/unary/vabs.md" in out
    assert "missing: generated/docs/ops/unary/vneg.md" in out
    assert "not generated: generated/docs/notes.md" in out
    assert run(project, "gen", capsys=capsys)[0] == 0
    assert (project / "generated/docs/notes.md").read_text() == "my notes\n"
    assert run(project, "check", capsys=capsys)[0] == 1  # gen keeps it, and it is still not output
    (project / "generated/docs/notes.md").unlink()
    assert run(project, "check", capsys=capsys)[0] == 0


def test_a_file_gen_did_not_write_is_drift(project, capsys):
    """generated/ is output only: check fails on a file gen did not write (gen keeps it), and
    says so apart from the drift `make gen` fixes; Python's caches are not files of the tree."""
    (project / "generated/docs/notes.md").write_text("my notes\n")
    (project / "generated/scratch").mkdir()
    (project / "generated/scratch/todo.txt").write_text("todo\n")
    cache = project / "generated/ptoisa_ref/__pycache__"
    cache.mkdir(exist_ok=True)
    (cache / "semantics.cpython-311.pyc").write_bytes(b"\0")
    before = tree_digest(project / "generated")
    code, out, err = run(project, "check", capsys=capsys)
    assert code == 1
    assert out == "not generated: generated/docs/notes.md\nnot generated: generated/scratch/todo.txt\n"
    assert err == ("ptoisa check: generated/ is output only, and gen did not write 2 file(s) in it; "
                   "move them out (gen never deletes them)\n")
    assert tree_digest(project / "generated") == before  # check never writes
    assert run(project, "gen", capsys=capsys)[0] == 0
    assert (project / "generated/docs/notes.md").read_text() == "my notes\n"  # gen never deletes it
    assert (cache / "semantics.cpython-311.pyc").exists()
    assert run(project, "check", capsys=capsys)[0] == 1
    (project / "generated/docs/notes.md").unlink()
    (project / "generated/scratch/todo.txt").unlink()
    code, out, err = run(project, "check", capsys=capsys)
    assert code == 0 and err == "" and "match" in out  # the empty folder and the cache are not files gen wrote


def test_a_foreign_file_and_drift_are_both_reported(project, capsys):
    page = project / "generated/docs/ops/unary/vabs.md"
    page.write_text(page.read_text() + "\nhand edit\n")
    (project / "generated/docs/notes.md").write_text("my notes\n")
    code, out, err = run(project, "check", capsys=capsys)
    assert code == 1
    assert out == "changed: generated/docs/ops/unary/vabs.md\nnot generated: generated/docs/notes.md\n"
    assert err.splitlines() == [
        "ptoisa check: generated/ is out of date; run `make gen` (or `ptoisa gen`) and commit the result",
        "ptoisa check: generated/ is output only, and gen did not write 1 file(s) in it; move them out "
        "(gen never deletes them)"]


def test_a_file_gen_no_longer_produces_is_removed(project, capsys):
    """Stale means: listed in the manifest by an earlier gen, and no longer generated."""
    manifest = project / "generated/.ptoisa-manifest"
    (project / "generated/docs/old.md").write_text("from an earlier gen\n")
    manifest.write_text(manifest.read_text() + "0" * 64 + "  docs/old.md\n")
    code, out, _ = run(project, "check", capsys=capsys)
    assert code == 1 and "stale: generated/docs/old.md" in out
    assert run(project, "gen", capsys=capsys)[0] == 0
    assert not (project / "generated/docs/old.md").exists()


def _assert_rejected(project, capsys, expected_location, expected_message):
    before = tree_digest(project / "generated")
    code, _, err = run(project, "gen", capsys=capsys)
    assert code == 1
    assert expected_location in err, err
    assert expected_message in err, err
    assert "generated/ was not touched" in err
    assert tree_digest(project / "generated") == before


def test_yaml_syntax_error(project, capsys):
    path = project / "isa/ops/unary/vln.yaml"
    path.write_text(path.read_text().replace("summary: Lane-wise natural logarithm.", "summary: [Lane-wise"))
    _assert_rejected(project, capsys, "isa/ops/unary/vln.yaml:", "YAML syntax")


def test_schema_violation_points_at_key_with_source_line_and_caret(project, capsys):
    path = project / "isa/ops/unary/vln.yaml"
    lines = path.read_text().splitlines()
    i = next(n for n, l in enumerate(lines) if l.startswith("summary:"))
    lines.insert(i + 1, "sumary: typo")
    path.write_text("\n".join(lines) + "\n")
    code, _, err = run(project, "gen", capsys=capsys)
    assert code == 1
    first = err.splitlines()
    assert first[0] == f"isa/ops/unary/vln.yaml:{i + 2}:1: error: unknown key 'sumary'"
    assert first[1] == "sumary: typo"
    assert first[2] == "^"


def test_semantic_error(project, capsys):
    path = project / "isa/ops/unary/vln.yaml"
    path.write_text(path.read_text().replace("cycles: {f32: 18, f16: 23}", "cycles: {f32: 18, f16: 23, i32: 4}"))
    _assert_rejected(project, capsys, "isa/ops/unary/vln.yaml:", "latency for element type 'i32', which the op does not support")


def test_every_error_is_reported_not_only_the_first(project, capsys):
    a = project / "isa/ops/unary/vln.yaml"
    a.write_text(a.read_text().replace("set: unary", "set: unary\nbogus: 1"))
    b = project / "isa/ops/reduction/vcadd.yaml"
    b.write_text(b.read_text().replace("combine: add", "combine: sum"))
    code, _, err = run(project, "gen", capsys=capsys)
    assert code == 1
    assert "vln.yaml:" in err and "unknown key 'bogus'" in err
    assert "vcadd.yaml:" in err and "'sum' is not one of" in err
    assert "2 error(s)" in err


def _interrupt(*args, **kwargs):
    raise KeyboardInterrupt


@pytest.mark.parametrize("command, where", [
    ("gen", "ptoisa.spec.load.load_isa"), ("check", "ptoisa.spec.load.load_isa"),
    ("gen", "ptoisa.emit.writer._step"),  # while the new tree is being staged
    ("verify", "ptoisa.verify.verify_text"), ("cost", "ptoisa.cost.estimate_text"),
])
def test_ctrl_c_is_one_line_and_exit_130(project, capsys, monkeypatch, command, where):
    """Ctrl-C (KeyboardInterrupt from inside a function the command calls) ends with one line on
    stderr, no traceback, and exit 130; gen leaves generated/ as it was."""
    if command in ("verify", "cost"):
        (project / "k.pto").write_text("")
        args = [command, str(project / "k.pto")]
    else:
        args = ["--root", str(project), command]
        vexp = project / "isa/ops/unary/vexp.yaml"  # something for gen to write
        vexp.write_text(vexp.read_text().replace("cycles: {f32: 16, f16: 21}", "cycles: {f32: 15, f16: 21}"))
    before = tree_digest(project / "generated")
    monkeypatch.setattr(where, _interrupt)
    code = main(args)
    out = capsys.readouterr()
    assert code == 130
    assert out.err == f"ptoisa {command}: interrupted\n" and out.out == ""
    assert tree_digest(project / "generated") == before
    if command == "gen":  # the next run completes the work and removes what the interrupted one left
        monkeypatch.undo()
        assert main(args) == 0
        assert sorted(p.name for p in project.iterdir()) == ["generated", "isa", "templates"]
