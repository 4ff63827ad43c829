"""The cluster of cores a run executes, as the semaphore ops see it (D-CLUSTER).

Source: generator/runtime/cores.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

A kernel with sections runs as a cluster: a cube core and its vector cores, each executing the
kernel in turn (interp/cluster.py). Their semaphores connect them: a signal on one core reaches
another's count, and a wait with nothing to take stops its core until another core signals.
The cluster that runs sets itself here; with none set, one core runs and a semaphore counts in
the caller's flags (D-CORE-SYNC).
"""
from __future__ import annotations

from typing import Any, Protocol


class WouldBlock(Exception):
    """A core of a cluster waits on a semaphore no signal has reached yet: the op has not run
    and runs again when the core is next given its turn."""


class Semaphores(Protocol):
    def core(self) -> tuple[str, int]:
        """The executing core: its kind ("cube" or "vector") and its index among that kind."""

    def memory(self, kind: str, index: int, space: str) -> Any:
        """On-chip memory `space` (a flat uint8 array) of core `index` of kind `kind`."""

    def signal(self, sem: int) -> None:
        """The executing core signals its semaphore id `sem` (routed as the target says)."""

    def take(self, sem: int) -> bool:
        """The executing core takes one signal of its semaphore id `sem`; False when there is none
        to take (nothing taken)."""


CLUSTER: Semaphores | None = None
# What the cluster's tile pipes hold across its cores (runtime/tile_pipes.py); a new run starts it empty.
PIPES: dict[Any, Any] = {}


def run_on(cluster: Semaphores | None) -> None:
    """Set (or, with None, clear) the cluster of the run about to start."""
    global CLUSTER
    CLUSTER = cluster
    PIPES.clear()
