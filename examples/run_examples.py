"""Run the example kernels (softmax, layernorm, topk) on every target and compare them with numpy.

    python examples/run_examples.py [--seed N] [--target a5 --target cpu ...] [--example topk ...]

Each kernel runs through ptoisa.interp.run.run on random inputs; its output is compared with a
reference computed here in numpy (softmax and layer norm in float64, then rounded to f32; top-k
by a stable argsort of -x, so equal values come lower column first). Prints the largest absolute
and relative error per example and target, and exits with 1 if any of them is over its bound.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Callable

import numpy as np

from ptoisa.interp.run import run

HERE = Path(__file__).resolve().parent
TARGETS = ("a5", "a2a3", "cpu")

# f32 kernels: a few units in the last place of results of magnitude about 1 (layer norm) or
# below 1 (softmax); the top-k must be exact.
SOFTMAX_ABS = 1e-6
LAYERNORM_ABS = 1e-5


def softmax_case(rng: np.random.Generator) -> tuple[dict[str, Any], Callable[[dict[str, np.ndarray]], tuple[float, float, bool]]]:
    x = (rng.standard_normal((4096, 64)) * 4).astype(np.float32)
    xd = x.astype(np.float64)
    e = np.exp(xd - xd.max(axis=1, keepdims=True))
    want = (e / e.sum(axis=1, keepdims=True)).astype(np.float32)

    def check(out: dict[str, np.ndarray]) -> tuple[float, float, bool]:
        got = out["y"].reshape(want.shape)
        err = np.abs(got.astype(np.float64) - want)
        return float(err.max()), float((err / np.abs(want)).max()), bool(err.max() <= SOFTMAX_ABS)
    return {"x": x, "y": np.zeros_like(x)}, check


def layernorm_case(rng: np.random.Generator) -> tuple[dict[str, Any], Callable[[dict[str, np.ndarray]], tuple[float, float, bool]]]:
    x = (rng.standard_normal((1024, 64)) * 3 + 2).astype(np.float32)
    gamma = rng.standard_normal(64).astype(np.float32)
    beta = rng.standard_normal(64).astype(np.float32)
    xd = x.astype(np.float64)
    mean = xd.mean(axis=1, keepdims=True)
    var = ((xd - mean) ** 2).mean(axis=1, keepdims=True)
    want = ((xd - mean) / np.sqrt(var + 1e-5) * gamma + beta).astype(np.float32)

    def check(out: dict[str, np.ndarray]) -> tuple[float, float, bool]:
        got = out["y"].reshape(want.shape)
        err = np.abs(got.astype(np.float64) - want)
        return float(err.max()), float((err / np.abs(want)).max()), bool(err.max() <= LAYERNORM_ABS)
    return {"x": x, "gamma": gamma, "beta": beta, "y": np.zeros_like(x)}, check


def topk_case(rng: np.random.Generator) -> tuple[dict[str, Any], Callable[[dict[str, np.ndarray]], tuple[float, float, bool]]]:
    k = 8
    x = rng.standard_normal((64, 512)).astype(np.float32)
    x[1] = np.round(x[1] * 2) / 2  # many equal values: the lower column comes first
    x[2, 7], x[2, 300] = 0.0, -0.0  # equal too
    x[2, 11] = np.nan  # sorts after every number
    x[3, 40] = np.inf
    order = np.argsort(-x, axis=1, kind="stable")[:, :k]
    want_vals = np.take_along_axis(x, order, axis=1)

    def check(out: dict[str, np.ndarray]) -> tuple[float, float, bool]:
        vals = out["vals"].reshape(want_vals.shape)
        idx = out["idx"].reshape(order.shape)
        same = bool((vals.view(np.uint32) == want_vals.view(np.uint32)).all() and (idx == order).all())
        finite = np.isfinite(want_vals)
        err = np.abs(vals[finite].astype(np.float64) - want_vals[finite])
        return float(err.max()), float((err / np.maximum(np.abs(want_vals[finite]), 1e-30)).max()), same
    return {"x": x, "vals": np.zeros((64, k), np.float32), "idx": np.zeros((64, k), np.uint32)}, check


CASES = {"softmax": softmax_case, "layernorm": layernorm_case, "topk": topk_case}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--target", action="append", choices=TARGETS)
    ap.add_argument("--example", action="append", choices=sorted(CASES))
    ns = ap.parse_args(argv)
    bad = 0
    for name in ns.example or list(CASES):
        text = (HERE / f"{name}.pto").read_text()
        args, check = CASES[name](np.random.default_rng(ns.seed))
        for target in ns.target or TARGETS:
            res = run(text, args=args, target=target)
            abs_err, rel_err, ok = check(res.buffers)
            bad += not ok
            print(f"{name:9} {target:5} max abs {abs_err:.3g}  max rel {rel_err:.3g}  "
                  f"{'ok' if ok else 'MISMATCH'}  ({res.executed} ops)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
