"""Large numpy temporaries without fresh pages each time.

A batched loop's pass computes over stacked tiles, so its temporaries are megabytes (a 4096 x 64
f32 tensor is 1 MiB, its doubles 2 MiB). glibc's malloc serves blocks that large with mmap, or
trims them off the heap when they are freed, so every new temporary is fresh memory the kernel
faults in page by page. Measured on the softmax example (benchmarks/bench_softmax.py), a launch
took 5.4-7.2 ms that way and 3.2-3.7 ms with freed memory kept for reuse. `keep_freed_memory`
raises glibc's two thresholds, once per process, to a pass's stacked-tile budget (batch.BUDGET)
and twice that; where the C library is not glibc it does nothing. The cost: up to 64 MiB freed
by a run may stay with the process instead of going back to the system.
"""
from __future__ import annotations

import ctypes
import ctypes.util

from .batch import BUDGET

_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # mallopt parameters (malloc.h)
_done = False


def keep_freed_memory() -> None:
    """Raise glibc's mmap and trim thresholds, the first time a run asks (see above)."""
    global _done
    if _done:
        return
    _done = True
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        mallopt = libc.mallopt
    except (OSError, AttributeError):  # no glibc (macOS, musl): the defaults stay
        return
    mallopt(_M_MMAP_THRESHOLD, BUDGET)
    mallopt(_M_TRIM_THRESHOLD, 2 * BUDGET)
