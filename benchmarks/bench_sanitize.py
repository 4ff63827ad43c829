"""What `--sanitize` costs: a sanitized run against a plain one of the same kernel, in one run.

Two kernels: the micro-op abs kernel of tests/test_sanitize.py (an MTE2 copy, a vector loop,
an MTE3 copy, with their flags) over 16,384 f32, and the row softmax example
(examples/softmax.pto, tile ops, 4096 x 64 f32). A sanitized run executes every loop iteration
by iteration, so each is also set against a plain run in order (batch=False); a plain run of the
softmax otherwise runs its loop in passes. Both are timed as medians of interleaved rounds (CPU
time of this process). The issue's target: a sanitized run within 3x of a plain one.
Run: python benchmarks/bench_sanitize.py"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "generated"), str(ROOT), str(ROOT / "benchmarks"), str(ROOT / "tests")]

from timing import interleaved_medians  # noqa: E402
from ptoisa.interp.run import run  # noqa: E402
from test_sanitize import ABS  # noqa: E402

N = 16384


def main() -> None:
    micro = (ABS.replace("%c256 = arith.constant 256", f"%c256 = arith.constant {N}")
             .replace("%n = arith.constant 256", f"%n = arith.constant {N}")
             .replace("%row = arith.constant 1024", f"%row = arith.constant {4 * N}"))
    x = np.random.default_rng(0).standard_normal(N).astype(np.float32)
    softmax = (ROOT / "examples" / "softmax.pto").read_text()
    xs = np.random.default_rng(0).standard_normal((4096, 64)).astype(np.float32)
    cases = {"abs, micro-ops, 16,384 f32": (micro, {"x": x, "y": np.zeros_like(x)}),
             "softmax, tile ops, 4096 x 64 f32": (softmax, {"x": xs, "y": np.zeros_like(xs)})}
    print(f"{'kernel':<34}{'plain ms':>10}{'in order':>10}{'sanitized':>11}{'ratio':>7}{'vs passes':>11}")
    for name, (text, args) in cases.items():
        checked = run(text, args=args, sanitize=("sync", "uninit", "bounds"))
        assert checked.sanitized == [] or all(f.severity == "warning" for f in checked.sanitized)
        ways = {"plain": lambda: run(text, args=args), "in order": lambda: run(text, args=args, batch=False),
                "sanitized": lambda: run(text, args=args, sanitize=("sync", "uninit", "bounds"))}
        t = interleaved_medians(ways, 5, time.process_time)
        print(f"{name:<34}{t['plain'] * 1e3:>10.1f}{t['in order'] * 1e3:>10.1f}{t['sanitized'] * 1e3:>11.1f}"
              f"{t['sanitized'] / t['in order']:>7.1f}{t['sanitized'] / t['plain']:>11.1f}")


if __name__ == "__main__":
    main()
