"""The timing helpers the benchmarks share: medians of repeated runs."""
import statistics
import time
from typing import Any, Callable


def median_time(fn, runs: int) -> float:
    """Median wall time of `runs` calls of fn(), in seconds."""
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def interleaved_medians(fns: dict[str, Any], rounds: int, clock: Callable[[], float] = time.perf_counter
                        ) -> dict[str, float]:
    """Median time of each fn over `rounds` rounds, each round calling every fn once in turn, so
    that on a shared machine each meets the same load (a ratio of two medians measured minutes
    apart says more about the neighbours than about the code). `clock`: time.perf_counter (wall)
    or time.process_time (this process's CPU time, which other processes' time slices leave out)."""
    samples: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            t0 = clock()
            fn()
            samples[name].append(clock() - t0)
    return {name: statistics.median(s) for name, s in samples.items()}
