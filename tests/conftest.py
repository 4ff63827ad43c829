import functools
import hashlib
import shutil
import sys
import zlib
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
# Test the generated modules in this checkout, whatever is installed.
sys.path.insert(0, str(ROOT / "generated"))


def tree_digest(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and "__pycache__" not in p.parts}


@pytest.fixture(autouse=True)
def _rng_per_test(request):
    """A test module's RNG, reseeded for each test from the test's id: a test draws the same data
    whichever tests ran before it in its worker (with one stream per module, pytest-xdist's
    order decided each test's data, and a disagreement on rare data came and went)."""
    module = request.module
    if isinstance(getattr(module, "RNG", None), np.random.Generator):
        module.RNG = np.random.default_rng(zlib.crc32(request.node.nodeid.encode()))


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
