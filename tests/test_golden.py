"""generated/ is a golden record: regenerating must reproduce it byte for byte."""
import os
import subprocess
import sys

from conftest import ROOT
from ptoisa.cli import render_project
from ptoisa.emit.writer import compare


def test_generated_matches_database():
    drift = compare(render_project(ROOT), ROOT / "generated")
    assert drift.clean, f"run `make gen`: missing={drift.missing} changed={drift.changed} stale={drift.stale}"


def test_two_runs_are_byte_identical():
    assert render_project(ROOT) == render_project(ROOT)


def test_output_independent_of_cwd_and_hash_seed(tmp_path):
    """A fresh interpreter with another hash seed, started elsewhere, renders the same bytes."""
    code = ("import hashlib; from pathlib import Path; from ptoisa.cli import render_project;"
            "f = render_project(Path(%r));"
            "print(hashlib.sha256(b''.join(k.encode() + v for k, v in f.items())).hexdigest())") % str(ROOT)
    digests = set()
    for seed in ("1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, check=True)
        digests.add(out.stdout.strip())
    assert len(digests) == 1


def test_every_generated_file_is_marked():
    for path in (ROOT / "generated").rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".md"):
            head = path.read_text(encoding="utf-8")[:400]
            assert "do not edit" in head, path


def test_no_absolute_paths_leak():
    for path in (ROOT / "generated").rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts:
            assert str(ROOT) not in path.read_text(encoding="utf-8"), path


def _digest_by_hand(root, runtime=None):
    """The documented definition, written out again: each file's path from its folder's parent
    (isa/..., templates/..., runtime/...), byte count and bytes (CRLF read as LF), in path order,
    hidden files and caches left out."""
    import hashlib
    h = hashlib.sha256()
    folders = [root / "isa", root / "templates"] + ([runtime] if runtime else [])
    files = sorted((p.relative_to(f.parent).as_posix(), p) for f in folders for p in f.rglob("*")
                   if p.is_file() and not any(s.startswith(".") or s == "__pycache__" for s in p.relative_to(f).parts))
    for rel, path in files:
        data = path.read_bytes().replace(b"\r\n", b"\n")
        h.update(rel.encode() + b"\0" + str(len(data)).encode() + b"\0" + data)
    return "sha256:" + h.hexdigest()


def test_the_package_says_which_ptoisa_and_which_database_made_it():
    import ptoisa
    import ptoisa_ref
    assert ptoisa_ref.__version__ == ptoisa.__version__
    assert ptoisa_ref.SOURCE_DIGEST == _digest_by_hand(ROOT, runtime=ROOT / "generator/runtime")


def test_the_source_digest_follows_the_inputs_and_nothing_else(project):
    from ptoisa.emit.render import source_digest

    def digest():
        return source_digest(project / "isa", project / "templates")

    base = digest()
    assert base == _digest_by_hand(ROOT)  # the same files elsewhere: the same digest
    # Not inputs: caches, hidden files (editors' swap files), empty folders, line ends.
    (project / "isa/__pycache__").mkdir()
    (project / "isa/__pycache__/x.pyc").write_bytes(b"\0")
    (project / "templates/.op.md.j2.swp").write_bytes(b"\0")
    (project / "isa/ops/empty").mkdir()
    vexp = project / "isa/ops/unary/vexp.yaml"
    text = vexp.read_bytes()
    vexp.write_bytes(text.replace(b"\n", b"\r\n"))
    assert digest() == base
    vexp.write_bytes(text.replace(b"f32: 16", b"f32: 15"))  # one byte of the database
    assert digest() not in (base, _digest_by_hand(ROOT))
    assert digest() == _digest_by_hand(project)
    vexp.write_bytes(text)
    init = project / "templates/python/init.py.j2"  # one byte of a template
    init.write_bytes(init.read_bytes() + b"\n")
    assert digest() != base
    init.write_bytes(init.read_bytes()[:-1])
    (project / "isa/ops/unary/notes.txt").write_text("a file under isa/ is an input\n")
    assert digest() != base
