import functools
import hashlib
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Test the generated modules in this checkout, whatever is installed.
sys.path.insert(0, str(ROOT / "generated"))


def tree_digest(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}


@pytest.fixture
def project(tmp_path) -> Path:
    """A throw-away copy of the project's isa/, templates/ and generated/."""
    for name in ("isa", "templates", "generated"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    return tmp_path


@functools.lru_cache(maxsize=1)
def the_isa():
    """The project's database, loaded once per test session (the modules share it)."""
    from ptoisa.spec.load import load_isa
    return load_isa(ROOT / "isa")


@pytest.fixture(scope="session")
def isa():
    return the_isa()
