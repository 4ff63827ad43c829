"""The one timing helper the benchmarks share: the median of repeated runs."""
import statistics
import time


def median_time(fn, runs: int) -> float:
    """Median wall time of `runs` calls of fn(), in seconds."""
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)
