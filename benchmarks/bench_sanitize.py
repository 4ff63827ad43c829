"""What `--sanitize` costs: a sanitized run against a plain one of the same kernel, in one run.

Three kernels: the micro-op abs kernel of tests/test_sanitize.py (an MTE2 copy, a vector loop,
an MTE3 copy, with their flags) over 16,384 f32; the row softmax example (examples/softmax.pto,
tile ops, 4096 x 64 f32, no sync op: PTOAS inserts them); and the tile loop of
tests/test_sanitize_fast.py whose tadd reads a tile nothing wrote (4096 x 64 f32), which the
uninit sanitizer follows to the output by running the kernel again. A plain run is the default
one: a tile loop without sync ops runs in passes (interp/batch.py), and so does its sanitized
run (sanitize.PassRecorder); a loop of micro-ops, or any loop of a kernel with sync ops under
sync, runs iteration by iteration either way. Each kernel is also run plain in order
(batch=False). Times are medians of interleaved rounds (CPU time of this process). The issue's
target: sanitized / plain within 3.
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
from test_sanitize_fast import UNINIT_BODY, kernel  # noqa: E402

N = 16384
ALL = ("sync", "uninit", "bounds")


def main() -> None:
    micro = (ABS.replace("%c256 = arith.constant 256", f"%c256 = arith.constant {N}")
             .replace("%n = arith.constant 256", f"%n = arith.constant {N}")
             .replace("%row = arith.constant 1024", f"%row = arith.constant {4 * N}"))
    x = np.random.default_rng(0).standard_normal(N).astype(np.float32)
    softmax = (ROOT / "examples" / "softmax.pto").read_text()
    xs = np.random.default_rng(0).standard_normal((4096, 64)).astype(np.float32)
    cases = {"abs, micro-ops, 16,384 f32": (micro, {"x": x, "y": np.zeros_like(x)}),
             "softmax, tile ops, 4096 x 64 f32": (softmax, {"x": xs, "y": np.zeros_like(xs)}),
             "tile loop, uninit read, 4096 x 64": (kernel(UNINIT_BODY, rows=4096), {"x": xs, "y": np.zeros_like(xs)})}
    print(f"{'kernel':<36}{'plain ms':>10}{'in order':>10}{'sanitized':>11}{'sanitized/plain':>17}"
          f"{'sanitized/in order':>20}")
    for name, (text, args) in cases.items():
        checked = run(text, args=args, sanitize=ALL)
        assert all(f.severity == "warning" or f.rule == "sanitize-uninit" for f in checked.sanitized)
        assert checked.batched == run(text, args=args).batched  # (in passes exactly where a plain run is)
        ways = {"plain": lambda: run(text, args=args), "in order": lambda: run(text, args=args, batch=False),
                "sanitized": lambda: run(text, args=args, sanitize=ALL)}
        t = interleaved_medians(ways, 7, time.process_time)
        print(f"{name:<36}{t['plain'] * 1e3:>10.1f}{t['in order'] * 1e3:>10.1f}{t['sanitized'] * 1e3:>11.1f}"
              f"{t['sanitized'] / t['plain']:>17.1f}{t['sanitized'] / t['in order']:>20.1f}")


if __name__ == "__main__":
    main()
