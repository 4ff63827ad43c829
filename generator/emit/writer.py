"""Bring an output folder to exactly the generated files, all-or-nothing.

The new tree is built in a sibling staging folder (unchanged files and every
file gen did not write are hard-linked into it, so nothing is copied twice and
a user's files keep their identity), then swapped with the old folder in one
atomic rename (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)`
on macOS). A kill at any moment therefore leaves either the complete old tree or
the complete new one; what it leaves beside the folder (the staging folder, or
the old tree after the swap) is removed by the next run. Where no atomic swap
exists, two renames are used and the next run finishes an interrupted swap.

A manifest inside the folder lists what gen wrote; files it does not list are
the user's and are never overwritten or deleted.
"""
from __future__ import annotations

import ctypes
import errno
import hashlib
import os
import shutil
import sys
from dataclasses import dataclass, field
from pathlib import Path

MANIFEST = ".ptoisa-manifest"
_STAGING_MARK = ".ptoisa-staging"


class WriteRefused(Exception):
    """Writing would touch files gen did not write (a usage problem: exit 2)."""


class WriteFailed(Exception):
    """The file system refused a write; the old tree is intact (exit 1)."""


@dataclass
class Drift:
    missing: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)  # written by an earlier gen, no longer generated
    foreign: list[str] = field(default_factory=list)  # not written by gen: gen keeps them, check reports them

    @property
    def clean(self) -> bool:
        return not (self.missing or self.changed or self.stale)


def manifest_bytes(files: dict[str, bytes]) -> bytes:
    """The manifest of `files`: one `sha256  path` line per file, sorted."""
    lines = [f"{hashlib.sha256(data).hexdigest()}  {rel}\n" for rel, data in sorted(files.items()) if rel != MANIFEST]
    header = "# Files written by `ptoisa gen`; any other file in this folder is left alone.\n"
    return (header + "".join(lines)).encode("utf-8")


def with_manifest(files: dict[str, bytes]) -> dict[str, bytes]:
    out = dict(files)
    out[MANIFEST] = manifest_bytes(files)
    return dict(sorted(out.items()))


def read_manifest(out_dir: Path) -> set[str] | None:
    """Paths the last gen wrote into `out_dir`, or None when it holds no manifest."""
    try:
        text = (out_dir / MANIFEST).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError):
        return set()
    return {line.split("  ", 1)[1] for line in text.splitlines() if "  " in line and not line.startswith("#")} | {MANIFEST}


def _tree(out_dir: Path) -> set[str]:
    if not out_dir.is_dir():
        return set()
    return {p.relative_to(out_dir).as_posix() for p in out_dir.rglob("*") if p.is_file() or p.is_symlink()}


def _empty_dirs(out_dir: Path) -> list[str]:
    if not out_dir.is_dir():
        return []
    return sorted(p.relative_to(out_dir).as_posix() for p in out_dir.rglob("*")
                  if p.is_dir() and not p.is_symlink() and not any(p.iterdir()))


def compare(files: dict[str, bytes], out_dir: Path) -> Drift:
    """How `out_dir` differs from `files` (which includes the manifest); never writes."""
    drift = Drift()
    have = _tree(out_dir)
    ours = read_manifest(out_dir) or set()
    for rel, data in files.items():
        if rel not in have:
            drift.missing.append(rel)
        elif (out_dir / rel).read_bytes() != data:
            drift.changed.append(rel)
    drift.stale = sorted((ours & have) - set(files))
    drift.foreign = sorted(p for p in have - ours - set(files) if "__pycache__" not in p.split("/"))
    return drift


# ---------------------------------------------------------------- the swap

def _staging(out_dir: Path) -> Path:
    return out_dir.parent / f".{out_dir.name}.ptoisa-new"


def _old(out_dir: Path) -> Path:
    return out_dir.parent / f".{out_dir.name}.ptoisa-old"


def _exchange(a: Path, b: Path) -> bool:
    """Atomically swap two directories; False where the system offers no such call."""
    libc = None
    try:
        libc = ctypes.CDLL(None, use_errno=True)
    except OSError:  # pragma: no cover - no C library to ask
        return False
    if sys.platform.startswith("linux") and hasattr(libc, "renameat2"):
        at_fdcwd, rename_exchange = -100, 2
        rc = libc.renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange)
    elif sys.platform == "darwin" and hasattr(libc, "renamex_np"):  # pragma: no cover - macOS
        rc = libc.renamex_np(os.fsencode(a), os.fsencode(b), 2)  # RENAME_SWAP
    else:  # pragma: no cover - other systems
        return False
    if rc == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EOPNOTSUPP):
        return False  # the file system cannot swap; fall back to two renames
    raise OSError(err, os.strerror(err), str(a))


def recover(out_dir: Path) -> None:
    """Finish or undo what an interrupted gen left beside `out_dir`."""
    staging, old = _staging(out_dir), _old(out_dir)
    if not out_dir.exists() and staging.is_dir() and (staging / MANIFEST).exists() \
            and not (staging / _STAGING_MARK).exists():
        os.rename(staging, out_dir)  # killed between the two renames of the fallback swap
    for leftover in (staging, old):  # these names are gen's own
        if leftover.is_dir() and not leftover.is_symlink():
            shutil.rmtree(leftover)


# Called between file-system steps; tests replace it to kill the process at each step.
def _step(label: str) -> None:
    pass


def _link_or_copy(src: Path, dst: Path) -> None:
    if src.is_symlink():
        os.symlink(os.readlink(src), dst)
        return
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def _write_file(path: Path, data: bytes) -> None:
    # open() creates the file with the mode the umask gives (0644 under 022).
    with open(path, "xb") as fh:
        fh.write(data)


def _build_staging(files: dict[str, bytes], out_dir: Path, staging: Path, keep: set[str], reuse: set[str]) -> None:
    staging.mkdir()
    if out_dir.is_dir():
        shutil.copymode(out_dir, staging)
    (staging / _STAGING_MARK).touch()
    _step("staging created")
    dirs_done: set[Path] = set()

    def parent(rel: str) -> Path:
        target = staging / rel
        d = target.parent
        if d not in dirs_done:
            d.mkdir(parents=True, exist_ok=True)
            src_dir = out_dir / Path(rel).parent
            if src_dir.is_dir() and src_dir != out_dir:
                shutil.copymode(src_dir, d)
            dirs_done.add(d)
        return target

    for rel in _empty_dirs(out_dir):  # a user's empty folders too
        (staging / rel).mkdir(parents=True, exist_ok=True)
    for rel in sorted(keep):  # the user's files (and caches) move over as they are
        _link_or_copy(out_dir / rel, parent(rel))
        _step(f"kept {rel}")
    for rel, data in files.items():
        if rel == MANIFEST:
            continue
        if rel in reuse:
            _link_or_copy(out_dir / rel, parent(rel))
        else:
            _write_file(parent(rel), data)
        _step(f"staged {rel}")
    _write_file(staging / MANIFEST, files[MANIFEST])  # the manifest last: a staged tree with one is complete
    _step("manifest written")
    (staging / _STAGING_MARK).unlink()
    _step("staging complete")


def _swap(staging: Path, out_dir: Path) -> None:
    if not out_dir.exists():
        os.rename(staging, out_dir)
        _step("renamed")
        return
    if _exchange(staging, out_dir):
        _step("swapped")
        return
    old = _old(out_dir)
    os.rename(out_dir, old)
    _step("old moved aside")
    try:
        os.rename(staging, out_dir)
    except OSError:
        os.rename(old, out_dir)
        raise
    _step("new moved in")
    os.rename(old, staging)  # so that one name holds what is left to delete


def write(files: dict[str, bytes], out_dir: Path, *, force: bool = False) -> Drift:
    """Bring `out_dir` to `files` (manifest included), keeping every file gen did not write.

    Raises WriteRefused when `out_dir` is a non-empty folder gen did not make (unless
    `force`), or when a generated file would replace a file gen did not write (unless
    `force`); WriteFailed when the file system refuses, with the old tree intact.
    """
    out_dir = Path(out_dir)
    try:
        recover(out_dir)
    except OSError as exc:
        raise WriteFailed(f"cannot clean up after an interrupted run beside {out_dir}: {exc.strerror or exc}") from None
    if out_dir.exists() and not out_dir.is_dir():
        raise WriteRefused(f"{out_dir} exists and is not a folder")
    ours = read_manifest(out_dir)
    have = _tree(out_dir)
    if ours is None and have and not force:
        raise WriteRefused(f"{out_dir} is not empty and has no {MANIFEST}, so gen did not make it; "
                           f"refusing to write there (--force writes into it, keeping its other files)")
    ours = ours or set()
    clobbered = sorted(rel for rel in files if rel in have and rel not in ours)
    if clobbered and not force:
        raise WriteRefused(f"{out_dir / clobbered[0]} was not written by gen and would be replaced"
                           + (f" (and {len(clobbered) - 1} more)" if len(clobbered) > 1 else "")
                           + "; move it away, or use --force")
    drift = compare(files, out_dir)
    if drift.clean and not clobbered:
        return drift
    keep = have - set(files) - ours
    reuse = {rel for rel in files if rel in have and rel not in drift.changed and rel != MANIFEST}
    staging = _staging(out_dir)
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    try:
        _build_staging(files, out_dir, staging, keep, reuse)
        _swap(staging, out_dir)
    except OSError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        where = exc.filename or out_dir
        raise WriteFailed(f"cannot write {where}: {exc.strerror or exc}; {out_dir} is unchanged") from None
    shutil.rmtree(staging, ignore_errors=True)  # the old tree; a later run removes what is left
    return drift
