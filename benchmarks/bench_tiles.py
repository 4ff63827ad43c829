"""A tile kernel under `ptoisa run` against the same computation in numpy, in one run.

The kernel computes max((a * b) - a, b) over 4096 x 64 f32 tensors in global memory: it walks
them in blocks of ROWS rows, each block tload-ed into unified-buffer tiles, computed with
tmul, tsub and tmax, and tstore-d. The baseline is numpy on the whole arrays. Every way of
running it must give numpy's bits (checked). Timed, as medians: `ptoisa.run` on the text
(reading, verifying and planning it, copying the arguments in: one call does everything); a
`Kernel` launch (read, verified and planned once; the arguments are the GM buffers, written in
place), with the loop run in passes (the default) and statement by statement (batch=False).
The ratio to numpy is what a tile op costs above one vectorised pass (the issue's target for
the kernel: within 3x).
Run: python benchmarks/bench_tiles.py"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "generated"), str(ROOT), str(ROOT / "benchmarks")]

from timing import median_time  # noqa: E402
from ptoisa.interp.run import Kernel, run  # noqa: E402

TOTAL, COLS = 4096, 64


def kernel(rows: int) -> str:
    tile = f"!pto.tile_buf<vec, {rows}x{COLS}xf32>"
    part = f"!pto.partition_tensor_view<{rows}x{COLS}xf32>"
    lines = ["func.func @k(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %c: !pto.ptr<f32>) {",
             "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             f"  %total = arith.constant {TOTAL} : index", f"  %cols = arith.constant {COLS} : index",
             f"  %rows = arith.constant {rows} : index"]
    for n in "abc":
        lines += [f"  %v{n} = pto.make_tensor_view %{n}, shape = [%total, %cols], strides = [%cols, %c1] "
                  f": !pto.tensor_view<?x?xf32>",
                  f"  %t{n} = pto.alloc_tile : {tile}"]
    lines += ["  scf.for %r = %c0 to %total step %rows {"]
    for n in "abc":
        lines.append(f"    %p{n} = pto.partition_view %v{n}, offsets = [%r, %c0], sizes = [%rows, %cols] "
                     f": !pto.tensor_view<?x?xf32> -> {part}")
    lines += [f"    pto.tload ins(%pa : {part}) outs(%ta : {tile})",
              f"    pto.tload ins(%pb : {part}) outs(%tb : {tile})",
              f"    pto.tmul ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})",
              f"    pto.tsub ins(%tc, %ta : {tile}, {tile}) outs(%tc : {tile})",
              f"    pto.tmax ins(%tc, %tb : {tile}, {tile}) outs(%tc : {tile})",
              f"    pto.tstore ins(%tc : {tile}) outs(%pc : {part})",
              "  }", "  return", "}"]
    return "\n".join(lines) + "\n"


def numpy_chain(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.maximum(a * b - a, b)


def main() -> None:
    rng = np.random.default_rng(0)
    a = rng.standard_normal((TOTAL, COLS)).astype(np.float32)
    b = rng.standard_normal((TOTAL, COLS)).astype(np.float32)
    c = np.zeros((TOTAL, COLS), np.float32)
    want = numpy_chain(a, b)
    t_numpy = median_time(lambda: numpy_chain(a, b), 21)
    print(f"max((a * b) - a, b) over {TOTAL} x {COLS} f32; numpy on the whole arrays: {t_numpy * 1e3:.3f} ms")
    print(f"{'tile rows':>10}{'ops executed':>14}{'run(text) ms':>14}{'ratio':>7}{'launch ms':>11}{'ratio':>7}"
          f"{'in order ms':>13}{'ratio':>7}")
    for rows in (64, 256):
        text = kernel(rows)
        result = run(text, args={"a": a, "b": b, "c": c})
        assert np.array_equal(result.buffers["c"].reshape(TOTAL, COLS).view(np.uint32), want.view(np.uint32)), rows
        t_run = median_time(lambda: run(text, args={"a": a, "b": b, "c": c}), 11)
        times = []
        for batch in (True, False):
            k = Kernel(text, batch=batch)
            c[:] = 0
            k({"a": a, "b": b, "c": c}, inplace=True)
            assert np.array_equal(c.view(np.uint32), want.view(np.uint32)), (rows, batch)
            times.append(median_time(lambda: k({"a": a, "b": b, "c": c}, inplace=True), 21))
        print(f"{rows:>10}{result.executed:>14,}{t_run * 1e3:>14.2f}{t_run / t_numpy:>7.1f}"
              f"{times[0] * 1e3:>11.2f}{times[0] / t_numpy:>7.1f}{times[1] * 1e3:>13.2f}{times[1] / t_numpy:>7.1f}")


if __name__ == "__main__":
    main()
