"""Pause Python's cyclic garbage collector around a bounded batch job.

Loading the database and reading a program both build many small objects that
live until the job ends; the collector would rescan them again and again (a tenth
to a quarter of the run time at scale) and could free none of them. On leaving,
the objects the job allocated are moved out of the collector's view (`gc.freeze`):
otherwise the first collection after the pause would walk every one of them at
once. They are still freed by reference counting when the job drops them; the job
builds trees without reference cycles, so nothing is left for the collector.
"""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused_gc() -> Iterator[None]:
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.freeze()
            gc.enable()
