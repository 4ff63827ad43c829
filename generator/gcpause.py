"""Pause Python's cyclic garbage collector around a bounded batch job.

Loading the database and verifying a program both build many small objects
that live until the job ends; the collector would rescan them again and again
(a tenth to a quarter of the run time at scale) and could free none of them.
"""
from __future__ import annotations

import gc
from contextlib import contextmanager


@contextmanager
def paused_gc():
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
