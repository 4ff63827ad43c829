"""A kernel with sections run as the cluster of cores it is written for (D-CLUSTER).

The cube core and its vector cores each execute the kernel on a Machine of their own (own
registers, pipe flags and tile placement) over the cluster's memories: one copy of each memory
the cube owns (L1, L0A, L0B, L0C, bias table, fixpipe buffer), one UB per vector core, GM shared.
The cores take turns in a fixed order, each running until it ends or reaches a semaphore wait
with no signal to take (runtime/cores.py raises WouldBlock there), so a run is one fixed
interleaving and the same on every machine. A signal goes where the target's routing says
(machine.yaml cluster.semaphores). When no core can move, the kernel has deadlocked: the error
names where each core waits.
"""
from __future__ import annotations

from typing import Any

from ptoisa_ref import semantics as S
from ptoisa_ref._tables import CLUSTER_CORES, CLUSTER_SECTIONS, CLUSTER_SEMAPHORES
from ptoisa_ref.runtime import cores

from .machine import Machine, RunError, Stats, functions, kernel_kind
from ..frontend.mlir import Module, Op

SECTION_OPS = frozenset("pto." + op for op in CLUSTER_SECTIONS)


def has_sections(fn: Op, module: Module | None = None) -> bool:
    """Whether function `fn` holds a section op, or calls a function written for one kind of core
    (PTOAS's cube and vector kernels called from one entry), at any depth: it then runs as a cluster."""
    kinds = {f.shape.symbol: kernel_kind(f) for f in functions(module)} if module is not None else {}
    todo = list(fn.regions)
    while todo:
        for block in todo.pop().blocks:
            for op in block.ops:
                if op.shape is not None and op.shape.op in SECTION_OPS:
                    return True
                if op.shape is not None and op.shape.op in ("func.call", "call") and kinds.get(op.shape.symbol):
                    return True
                todo.extend(op.regions)
    return False


class _Core:
    __slots__ = ("slot", "kind", "index", "name", "machine", "waits", "ended", "out")

    def __init__(self, slot: int, kind: str, index: int, name: str, machine: Machine):
        self.slot, self.kind, self.index, self.name, self.machine = slot, kind, index, name, machine
        self.waits: int | None = None  # the semaphore id it waits on, while it waits
        self.ended = False
        self.out: list[Any] = []


class Cluster:
    """The cores of one cluster around `machine`, which becomes vector core 0: its memories are the
    cluster's, its stats and printed lines gather every core's after the run."""

    def __init__(self, machine: Machine, module: Module, launch: dict[str, int] | None):
        target = machine.target
        routing = CLUSTER_SEMAPHORES.get(target)
        if routing is None:
            raise RunError(1, 1, f"the cluster's semaphores on target {target} are not described (machine.yaml cluster)")
        self.routing, self.ids, waits = routing
        self.whole_core_waits = waits == "core"  # (the sanitizer's: a wait orders its core's every pipe)
        n_cube, cube_memories, _ = CLUSTER_CORES["cube"]
        n_vector = CLUSTER_CORES["vector"][0][target]
        shared = {space: machine.memories[space] for space in cube_memories}
        self.machine = machine
        self.cores: list[_Core] = []
        for kind, count in (("cube", n_cube[target]), ("vector", n_vector)):
            for i in range(count):
                name = (f"cube core {i}" if count > 1 else "cube core") if kind == "cube" else f"vector core {i}"
                if kind == "vector" and i == 0:
                    m = machine
                else:
                    m = Machine(module, target, machine.max_ops, dict(machine.spr), machine.batch)
                    m.memories.update(shared)
                    if kind == "cube":  # the cube's copies into UB reach vector core 0's (D-CLUSTER)
                        m.memories["ub"] = m.ub = machine.ub
                m.spr.update(launch or {})
                m.spr["SUBBLOCKID"], m.spr["SUBBLOCKDIM"] = (i if kind == "vector" else 0), n_vector
                m.core = (kind, name)
                self.cores.append(_Core(len(self.cores), kind, i, name, m))
        self.vectors = [c for c in self.cores if c.kind == "vector"]
        self.cube = next(c for c in self.cores if c.kind == "cube")
        # the FIXPIPE's writes into a vector core's UB (dst_mode: a sub-block, or split between them)
        self.cube.machine.dma[("cluster", "ub")] = tuple(v.machine.ub for v in self.vectors)
        self.counts: dict[tuple[int, int], int] = {}  # (core, semaphore id) -> signals not yet taken
        self.running = self.cores[0]

    # --- the semaphores (runtime/cores.py calls these on the running core) --------------

    def core(self) -> tuple[str, int]:
        """The running core's kind and index (the tile pipes' side of a FIFO)."""
        return self.running.kind, self.running.index

    def memory(self, kind: str, index: int, space: str) -> Any:
        """Memory `space` as core `index` of `kind` sees it (a pipe's slots in the consumer's UB or L1)."""
        c = self.cube if kind == "cube" else self.vectors[index]
        return c.machine.memories[space]

    def signal(self, sem: int) -> None:
        for key in self.routed(self.running, sem):
            self.counts[key] = self.counts.get(key, 0) + 1

    def take(self, sem: int) -> bool:
        keys = self.taken(self.running, sem)
        if all(self.counts.get(k, 0) > 0 for k in keys):
            for k in keys:
                self.counts[k] -= 1
            self.running.waits = None
            return True
        self.running.waits = sem
        return False

    def routed(self, core: _Core, sem: int) -> list[tuple[int, int]]:
        """The (core, id) counts a signal of `sem` on `core` adds to."""
        ids = self.ids
        if core.kind == "vector":  # the cube sees vector core i's id k as k + i * ids
            return [(self.cube.slot, sem % ids + core.index * ids)]
        if self.routing == "broadcast":
            return [(v.slot, sem % ids) for v in self.vectors]
        target = sem // ids
        if target >= len(self.vectors):
            raise S.SemanticsError(f"semaphore id {sem} signals vector core {target}, which the cluster does not "
                                   f"have ({len(self.vectors)} vector cores, {ids} ids each)")
        return [(self.vectors[target].slot, sem % ids)]

    def taken(self, core: _Core, sem: int) -> list[tuple[int, int]]:
        """The (core, id) counts a wait on `sem` on `core` takes one signal from, each."""
        if core.kind == "vector":
            return [(core.slot, sem % self.ids)]
        if self.routing == "broadcast":  # the cube's wait takes one signal from every vector core
            return [(self.cube.slot, sem % self.ids + v.index * self.ids) for v in self.vectors]
        return [(self.cube.slot, sem)]

    # --- running ------------------------------------------------------------------------

    def run(self, fn: Op, values: list[Any]) -> list[Any]:
        """Every core through `fn` on `values`, in turns; the cube core's return values."""
        main = self.machine
        for c in self.cores:  # every core is timed, observed, watched and batched as the run's machine is
            m = c.machine
            m.tick, m.observe, m.pass_watch, m.batch = main.tick, main.observe, main.pass_watch, main.batch
            c.out = c.machine.start(fn, values)
        cores.run_on(self)
        try:
            while True:
                moved = False
                for c in self.cores:
                    if c.ended:
                        continue
                    self.running = c
                    before = c.machine.stats.executed
                    try:
                        c.ended = c.machine.resume()
                    except RunError as exc:
                        exc.notes = exc.notes + ((exc.line, exc.col, f"on the cluster's {c.name}"),)
                        raise
                    moved = moved or c.ended or c.machine.stats.executed != before
                if all(c.ended for c in self.cores):
                    return self.cube.out
                if not moved:
                    raise self._deadlock()
        finally:
            cores.run_on(None)
            self._gather()

    def _deadlock(self) -> RunError:
        waiting = []  # (core, line, col) of each core that waits
        for c in self.cores:
            op = c.machine.waiting()
            if not c.ended and op is not None:
                waiting.append((c, *op.where()))
        ended = [c.name for c in self.cores if c.ended]
        message = ("deadlock: no core of the cluster can go on: "
                   + ", ".join(f"{c.name} waits at line {line}" for c, line, _ in waiting)
                   + (f" ({', '.join(ended)} ended)" if ended else ""))
        notes = tuple((line, col, f"{c.name} waits here on semaphore {c.waits}, which no core will signal")
                      for c, line, col in waiting)
        return RunError(waiting[0][1], waiting[0][2], message, notes)

    def _gather(self) -> None:
        """Every other core's counts into vector core 0's machine (the run's), and the lines each
        core printed, the cores in order, each line with its core's name."""
        total: Stats = self.machine.stats
        printed = []
        for c in self.cores:
            m = c.machine
            printed += [f"[{c.name}] {line}" for line in m.printed]
            if m is self.machine:
                continue
            total.executed += m.stats.executed
            total.batched += m.stats.batched
            for name, n in m.stats.ops.items():
                total.ops[name] = total.ops.get(name, 0) + n
            for key, n in m.stats.isa_ops.items():
                total.isa_ops[key] = total.isa_ops.get(key, 0) + n
                line = m.stats.first_line[key]
                total.first_line[key] = min(total.first_line.get(key, line), line)
        self.machine.printed[:] = printed
