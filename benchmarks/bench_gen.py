"""Time `gen` and `check` on the real database and on synthetic ones made by
repeating every op of every family, and print the time per op, so growth with
database size is visible. Run: `make bench` (or python benchmarks/bench_gen.py)."""
from __future__ import annotations

import re
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "benchmarks")]

from timing import median_time  # noqa: E402
from ptoisa.cli import render_project  # noqa: E402
from ptoisa.spec.load import load_isa  # noqa: E402
from ptoisa.emit import writer  # noqa: E402


def synthetic_root(copies: int, tmp: Path) -> Path:
    """A project copy whose every op also exists `copies` more times (decisions left to the originals)."""
    root = tmp / f"synthetic-{copies}"
    shutil.copytree(ROOT / "isa", root / "isa")
    shutil.copytree(ROOT / "templates", root / "templates")
    for set_file in sorted((root / "isa" / "sets").glob("*.yaml")):
        text = set_file.read_text()
        for op_file in sorted((root / "isa" / "ops" / set_file.stem).glob("*.yaml")):
            name = op_file.stem
            body = op_file.read_text()
            body = re.sub(r"^decisions:\n(?:[ \-].*\n?)*", "", body, flags=re.M)
            for k in range(copies):
                new = f"{name}_x{k}"
                (op_file.parent / f"{new}.yaml").write_text(body.replace(f"name: {name}\n", f"name: {new}\n", 1))
            extra = ", ".join(f"{name}_x{k}" for k in range(copies))
            text = re.sub(rf"(ops: \[[^\]]*\b{name}\b)", rf"\1, {extra}", text, count=1)
        set_file.write_text(text)
    return root


def measure(root: Path, runs: int) -> tuple[int, float, float]:
    out = Path(tempfile.mkdtemp()) / "generated"

    def gen():
        shutil.rmtree(out, ignore_errors=True)
        writer.write(render_project(root), out)

    def check():
        drift = writer.compare(render_project(root), out)
        assert drift.clean

    gen()
    n_ops = len(load_isa(root / "isa").ops)
    return n_ops, median_time(gen, runs), median_time(check, runs)


def main() -> None:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        rows.append(("real", *measure(ROOT, 7)))
        for copies in (5, 11):  # about 500 and 1,000 ops
            rows.append((f"synthetic x{copies + 1}", *measure(synthetic_root(copies, Path(tmp)), 3)))
    print(f"{'database':<16}{'ops':>6}{'gen (s)':>10}{'check (s)':>11}{'gen ms/op':>11}{'check ms/op':>13}")
    for label, n, g, c in rows:
        print(f"{label:<16}{n:>6}{g:>10.3f}{c:>11.3f}{1000 * g / n:>11.2f}{1000 * c / n:>13.2f}")
    (_, n1, g1, c1), (_, n2, g2, c2) = rows[-2], rows[-1]
    print(f"growth from {n1} to {n2} ops ({n2 / n1:.2f}x ops): gen {g2 / g1:.2f}x, check {c2 / c1:.2f}x "
          f"(linear growth would be {n2 / n1:.2f}x)")


if __name__ == "__main__":
    main()
