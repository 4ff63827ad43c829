"""Inputs and bit-exact comparison shared by the semantics tests, and the import of a
generated package made in a temporary project."""
import importlib
import importlib.util
import math
import sys
from pathlib import Path

import numpy as np

from reference import NP, is_float

SPECIALS = [math.nan, math.inf, -math.inf, -0.0, 0.0, 1.0, -1.0, 0.5, 1e-3]
UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def bits_of(a):
    a = np.asarray(a)
    return a.view(UINT[a.dtype.itemsize])


def assert_bits_equal(got, want, context=""):
    got, want = np.asarray(got), np.asarray(want)
    assert got.dtype == want.dtype and got.shape == want.shape, (context, got.dtype, want.dtype, got.shape, want.shape)
    diff = np.nonzero(bits_of(got) != bits_of(want))
    assert diff[0].size == 0, (f"{context}\nfirst differences at {[tuple(int(i) for i in d[:5]) for d in diff]}: "
                               f"got {got[diff][:5]}, want {want[diff][:5]}")


def sample(rng, t, shape, edges=True):
    """Random values of type t; with `edges`, NaN, ±inf, ±0 (floats) or min/max/0/-1 (integers) mixed in."""
    n = int(np.prod(shape))
    if is_float(t):
        x = (rng.standard_normal(n) * 8).astype(NP[t])
        if edges:
            k = min(len(SPECIALS), n)
            x[rng.choice(n, k, replace=False)] = np.array(SPECIALS[:k]).astype(NP[t])
    else:
        info = np.iinfo(NP[t])
        x = rng.integers(info.min, info.max, n, endpoint=True, dtype=np.int64).astype(NP[t])
        if edges:
            k = min(6, n)
            x[:k] = [info.min, info.max, 0, -1 if info.min < 0 else 1, 1, info.min + 1][:k]
    return x.reshape(shape)


def masks(rng, shape):
    """(name, mask) for all-on (None and explicit), all-off, random and single-lane masks."""
    yield "all-on", None
    yield "all-on-array", np.ones(shape, bool)
    yield "all-off", np.zeros(shape, bool)
    yield "random", rng.random(shape) < 0.5
    single = np.zeros(shape, bool)
    single[..., shape[-1] // 3] = True
    yield "single", single


def import_generated(module_path, name):
    """The generated module at `module_path` (in a ptoisa_ref folder), imported with its package
    under the package name `name` (the runtime modules import their siblings relatively)."""
    folder = Path(module_path).parent
    package = sys.modules.get(name)
    if package is None or Path(package.__file__).parent != folder:
        spec = importlib.util.spec_from_file_location(name, folder / "__init__.py",
                                                      submodule_search_locations=[str(folder)])
        package = importlib.util.module_from_spec(spec)
        for loaded in [m for m in sys.modules if m.startswith(name + ".")]:
            del sys.modules[loaded]
        sys.modules[name] = package  # dataclasses look their module up while the class is built
        spec.loader.exec_module(package)
    return importlib.import_module(f"{name}.{Path(module_path).stem}")


def verify_cli(tmp_path, capsys, text, target="a5"):
    """`ptoisa verify` on `text` written to a file: (exit code, everything it printed); never a traceback."""
    from ptoisa.cli import main

    path = tmp_path / "k.pto"
    path.write_text(text)
    code = main(["verify", str(path), "--target", target])
    out = capsys.readouterr()
    assert "Traceback" not in out.err + out.out
    return code, out.err + out.out
