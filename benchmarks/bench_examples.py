"""The three examples (examples/softmax.pto, layernorm.pto, topk.pto) under `ptoisa run` against
numpy doing the same job on the whole array, in one run: medians of ptoisa.run on the text (kept
programs: tests/test_speed_paths.py) and of a Kernel launch, each as a ratio to numpy's time, timed
in rounds (timing.interleaved_medians), by wall time and by this process's CPU time.
The inputs are examples/run_examples.py's; numpy's answer is checked against the kernel's.
numpy: softmax as bench_softmax.py; layer norm in f32 (mean, variance, normalise, scale, shift);
top-k by np.argpartition of each row and a stable sort of the k kept (the values only).
Run: python benchmarks/bench_examples.py [target]"""
from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "generated"), str(ROOT), str(ROOT / "benchmarks"), str(ROOT / "examples")]

from timing import interleaved_medians  # noqa: E402
from ptoisa.interp.run import Kernel, run  # noqa: E402
from run_examples import CASES  # noqa: E402
from bench_softmax import numpy_softmax  # noqa: E402


def numpy_layernorm(x: np.ndarray, gamma: np.ndarray, beta: np.ndarray) -> np.ndarray:
    mean = x.mean(axis=1, keepdims=True)
    d = x - mean
    var = (d * d).mean(axis=1, keepdims=True)
    return d / np.sqrt(var + np.float32(1e-5)) * gamma + beta


def numpy_topk(x: np.ndarray, k: int = 8) -> np.ndarray:
    part = np.take_along_axis(x, np.argpartition(-x, k, axis=1)[:, :k], axis=1)
    return -np.sort(-part, axis=1, kind="stable")


NUMPY = {
    "softmax": (lambda a: numpy_softmax(a["x"]), lambda out, a: np.abs(out["y"].reshape(a["x"].shape) - numpy_softmax(a["x"])).max() <= 1e-6),
    "layernorm": (lambda a: numpy_layernorm(a["x"], a["gamma"], a["beta"]),
                  lambda out, a: np.abs(out["y"].reshape(a["x"].shape) - numpy_layernorm(a["x"], a["gamma"], a["beta"])).max() <= 1e-4),
    "topk": (lambda a: numpy_topk(a["x"]),
             lambda out, a: bool((out["vals"].reshape(64, 8)[3:] == numpy_topk(a["x"])[3:]).all())),  # rows 0-2: NaN and ties
}


def main() -> None:
    target = sys.argv[1] if len(sys.argv) > 1 else "a5"
    print(f"{'example':<15}{'numpy ms':>9}{'run ms':>9}{'ratio':>7}{'launch ms':>11}{'ratio':>7}   ({target})")
    for name in ("softmax", "layernorm", "topk"):
        text = (ROOT / "examples" / f"{name}.pto").read_text()
        args, _ = CASES[name](np.random.default_rng(0))
        result = run(text, args=args, target=target)  # first: it sets the heap thresholds numpy profits from too
        compute, agrees = NUMPY[name]
        assert agrees(result.buffers, args), name
        k = Kernel(text, target=target)
        inplace = {n: v.copy() for n, v in args.items()}
        k(inplace, inplace=True)
        ways = {"numpy": lambda: compute(args), "run": lambda: run(text, args=args, target=target),
                "launch": lambda: k(inplace, inplace=True)}
        rounds = 5 if name == "topk" else 21
        for clock, label in ((time.perf_counter, "wall"), (time.process_time, "CPU")):
            t = interleaved_medians(ways, rounds, clock)
            print(f"{name + ' ' + label:<15}{t['numpy'] * 1e3:>9.3f}{t['run'] * 1e3:>9.2f}{t['run'] / t['numpy']:>7.1f}"
                  f"{t['launch'] * 1e3:>11.2f}{t['launch'] / t['numpy']:>7.1f}")


if __name__ == "__main__":
    main()
