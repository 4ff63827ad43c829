"""The row softmax example (examples/softmax.pto) under `ptoisa run` against numpy's softmax, in one run.

The kernel walks a 4096 x 64 f32 tensor in blocks of 64 rows: tload, trowmax, trowexpandsub,
texp, trowsum, trowexpanddiv, tstore. The baseline is numpy on the whole array (the row maxima
subtracted, exp, divided by the row sums), measured in the same run. Both must agree to 1e-6
(checked; the orders of the sums differ, so the bits may), numpy timed after the first run so that
both share the heap settings a run makes (generator/interp/heap.py). Timed, as medians: `ptoisa.run` on
the text (a program it ran before is kept read, verified and planned: run.KEEP_PROGRAMS) and a
`Kernel` launch (planned once, the arguments written in place), with the loop in passes and in
order. numpy, run and the launch in passes are timed in rounds, one call of each per round, so
that on a shared machine they meet the same load; each ratio is given by wall time and by this
process's CPU time (which leaves out the time other processes take). The issue's target for the
launch: within 3x of numpy.
Run: python benchmarks/bench_softmax.py [target]"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "generated"), str(ROOT), str(ROOT / "benchmarks")]

from timing import interleaved_medians, median_time  # noqa: E402
from ptoisa.interp.run import Kernel, run  # noqa: E402

ROWS, COLS = 4096, 64


def numpy_softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def main() -> None:
    target = sys.argv[1] if len(sys.argv) > 1 else "a5"
    text = (ROOT / "examples" / "softmax.pto").read_text()
    x = np.random.default_rng(0).standard_normal((ROWS, COLS)).astype(np.float32) * 4
    y = np.zeros_like(x)
    want = numpy_softmax(x)
    # the run first: it sets the process's heap thresholds (interp/heap.py), which numpy's own
    # temporaries then profit from too
    result = run(text, args={"x": x, "y": y}, target=target)
    assert np.abs(result.buffers["y"].reshape(ROWS, COLS) - want).max() <= 1e-6
    k = Kernel(text, target=target)
    y[:] = 0
    k({"x": x, "y": y}, inplace=True)
    assert np.abs(y - want).max() <= 1e-6
    ways = {"numpy": lambda: numpy_softmax(x), "ptoisa.run(text)": lambda: run(text, args={"x": x, "y": y}, target=target),
            "launch, in passes": lambda: k({"x": x, "y": y}, inplace=True)}
    wall = interleaved_medians(ways, 41)
    cpu = interleaved_medians(ways, 41, time.process_time)
    print(f"row softmax of {ROWS} x {COLS} f32 on {target}, {result.executed:,} ops executed; "
          f"numpy on the whole array: {wall['numpy'] * 1e3:.3f} ms (CPU {cpu['numpy'] * 1e3:.3f} ms)")
    print(f"{'way':<28}{'ms':>9}{'ratio':>8}{'CPU ms':>9}{'ratio':>8}")
    for way in ("ptoisa.run(text)", "launch, in passes"):
        print(f"{way:<28}{wall[way] * 1e3:>9.2f}{wall[way] / wall['numpy']:>8.1f}"
              f"{cpu[way] * 1e3:>9.2f}{cpu[way] / cpu['numpy']:>8.1f}")
    slow = Kernel(text, target=target, batch=False)
    y[:] = 0
    slow({"x": x, "y": y}, inplace=True)
    assert np.abs(y - want).max() <= 1e-6
    t = median_time(lambda: slow({"x": x, "y": y}, inplace=True), 11)
    print(f"{'launch, in order':<28}{t * 1e3:>9.2f}{t / wall['numpy']:>8.1f}")


if __name__ == "__main__":
    main()
