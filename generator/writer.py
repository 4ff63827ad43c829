"""Write generated files all-or-nothing, or compare them without writing."""
from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Drift:
    missing: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    stale: list[str] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not (self.missing or self.changed or self.stale)


def existing_files(out_dir: Path) -> set[str]:
    if not out_dir.exists():
        return set()
    return {p.relative_to(out_dir).as_posix() for p in out_dir.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts}


def compare(files: dict[str, bytes], out_dir: Path) -> Drift:
    drift = Drift()
    have = existing_files(out_dir)
    for rel, data in files.items():
        if rel not in have:
            drift.missing.append(rel)
        elif (out_dir / rel).read_bytes() != data:
            drift.changed.append(rel)
    drift.stale = sorted(have - set(files))
    return drift


def write(files: dict[str, bytes], out_dir: Path) -> Drift:
    """Bring `out_dir` to exactly `files`: write what changed, delete what no op produces any more."""
    drift = compare(files, out_dir)
    for rel in drift.missing + drift.changed:
        target = out_dir / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-")
        with os.fdopen(fd, "wb") as fh:
            fh.write(files[rel])
        os.replace(tmp, target)
    for rel in drift.stale:
        (out_dir / rel).unlink()
    for d in sorted((p for p in out_dir.rglob("*") if p.is_dir()), reverse=True):
        if not any(d.iterdir()):
            d.rmdir()
    return drift
