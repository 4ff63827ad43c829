"""`ptoisa.run`: execute a PTO kernel on the reference semantics.

The program is read and verified first (its errors end the run before anything
executes; ops outside the database are only an error if they are reached). The
entry function's pointer arguments become global-memory (GM) buffers, flat byte
arrays a host would have allocated and filled; the unified buffer (UB) is a
zero-filled byte array of the target's size. After the run each GM buffer holds
what the kernel wrote, and the statistics say which ops ran how often and what the
cost tables make of those executions.
"""
from __future__ import annotations

import functools
import re
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ptoisa_ref import costs as C
from ptoisa_ref import semantics as S
from ptoisa_ref import verifier_rules as R
from ptoisa_ref.runtime import watch
from ptoisa_ref.runtime.memory import GmAllocation, use_gm_allocations

from ..gcpause import paused_gc
from .cluster import Cluster, has_sections
from .heap import keep_freed_memory
from .sanitize import InitWatcher, PairSanitizer, PassRecorder, SyncSanitizer, Watchers, dependent_outputs, has_sync_ops
from . import scalars as SC
from .machine import Machine, RunError, _PTR, _SPELLING, functions
from .trace import Dump, Filter, Observer, TraceEvent, parse_dump, show_range, show_value
from ..frontend.mlir import Module, Op, read
from ..frontend.plans import attr_entries
from ..frontend.report import Finding
from ..verify import verify_module

MAX_OPS = 200_000_000  # executed ops before a run is stopped as a likely endless loop


class RunUsageError(Exception):
    """The call is wrong (no such entry, a missing or unknown argument): not the program."""


class RunFailed(Exception):
    """The program has errors, found before or while running it."""

    def __init__(self, findings: list[Finding]):
        super().__init__("; ".join(f"{f.line}:{f.col}: {f.message}" for f in findings[:3]))
        self.findings = findings


@dataclass
class CostRow:
    op: str
    dtype: str | None
    executions: int
    cycles_each: int | None  # None: the tables have no number (see the notes)
    line: int
    tile: tuple[int, int, int, int] | None = None  # a tile op's tile (its destination, or the tile a store reads): rows, cols, valid rows, valid cols
    loc: str | None = None  # that tile's location (Vec, Mat, Acc, ...)
    operands: tuple[tuple[str, int | None], ...] | None = None  # a DMA copy's bytes formula names (D-A2A3-DMA)


@dataclass
class RunResult:
    entry: str
    target: str
    buffers: dict[str, np.ndarray]  # each pointer argument's GM buffer, as its element type
    returned: list[Any]
    op_counts: dict[str, int]  # every executed op by name, arith and scf included
    cost_rows: list[CostRow] = field(default_factory=list)
    cycles: int = 0  # sum over the rows with data; a lower bound when there are notes
    cost_notes: list[str] = field(default_factory=list)
    ub: np.ndarray | None = None
    batched: int = 0  # loop iterations run in passes rather than one by one (same result either way)
    printed: list[str] = field(default_factory=list)  # the lines pto.tprint printed, in order
    seconds: float = 0.0  # wall time of the run (the kernel only, not reading or verifying it)
    dumped: list[str] = field(default_factory=list)  # what the dumps asked for showed, in order
    warnings: list[Finding] = field(default_factory=list)  # reads past a GM argument's allocation
    sanitized: list[Finding] = field(default_factory=list)  # what --sanitize found (sanitize.py)

    @property
    def executed(self) -> int:
        return sum(self.op_counts.values())

    @property
    def rate(self) -> float:
        """Executed ops per second."""
        return self.executed / self.seconds if self.seconds > 0 else 0.0


def _np_dtype(elem: str) -> np.dtype[Any]:
    return S._DTYPES[elem]


def _is_kernel(fn: Op) -> bool:
    attrs = fn.shape.attrs if fn.shape is not None else None
    return bool(attrs) and "pto.kernel" in attr_entries(attrs)


def choose_entry(module: Module, entry: str | None) -> Op:
    """--entry NAME, else the only function, else the only one marked `pto.kernel`."""
    fns = functions(module)
    names = [f.shape.symbol[1:] for f in fns]  # type: ignore[union-attr,index]
    if entry is not None:
        entry = entry.lstrip("@")
        for fn, name in zip(fns, names):
            if name == entry:
                return fn
        raise RunUsageError(f"no function @{entry} in the file (functions: {', '.join(names) or 'none'})")
    if len(fns) == 1:
        return fns[0]
    if not fns:
        raise RunUsageError("the file defines no function to run")
    kernels = [(fn, name) for fn, name in zip(fns, names) if _is_kernel(fn)]
    if len(kernels) == 1:
        return kernels[0][0]
    if kernels:
        raise RunUsageError(f"several functions are marked pto.kernel ({', '.join('@' + n for _, n in kernels)}); "
                            "choose one with --entry")
    raise RunUsageError(f"several functions and none marked pto.kernel ({', '.join('@' + n for n in names)}); "
                        "choose one with --entry")


def entry_params(fn: Op) -> list[tuple[str, str | None]]:
    """(name without %, written type) of each argument of function `fn` (a new list; kept per
    function, as each launch of a kernel asks again)."""
    kept = _kept_params.get(id(fn))
    if kept is None or kept[0] is not fn:
        shape = fn.shape
        assert shape is not None
        kept = (fn, tuple((fn.names[shape.value(i)], t) for i, t in shape.region_defs))
        if len(_kept_params) >= 64:
            _kept_params.pop(next(iter(_kept_params)))
        _kept_params[id(fn)] = kept
    return list(kept[1])


_kept_params: dict[int, tuple[Op, tuple[tuple[str, str | None], ...]]] = {}  # id(fn) -> (fn, its params)


# Device-like GM: each argument's buffer is followed by this many bytes of GM_FILL (what lies
# past a host's allocation on the device: a kernel may read it, with a warning; writing it is an
# error). In place, the caller's array is the buffer and nothing follows it.
GM_SLACK = 1 << 16
GM_FILL = 0x7F


def _gm_buffer(name: str, value: Any, size: int | None, inplace: bool = False, fill: int = GM_FILL
               ) -> tuple[np.ndarray, np.ndarray]:
    """(the array the kernel's pointer reaches, the allocation: its first bytes, what the host
    gave and gets back)."""
    if inplace:  # the caller's array is the GM buffer: the kernel writes it
        if not (isinstance(value, np.ndarray) and value.flags.c_contiguous and value.flags.writeable):
            raise RunUsageError(f"argument {name}: in place, a pointer argument must be a writeable C-contiguous array")
        if size is not None and size != value.nbytes:
            raise RunUsageError(f"argument {name}: in place, the array is the whole GM buffer (no gm_bytes)")
        flat = value.reshape(-1).view(np.uint8)
        return flat, flat
    if isinstance(value, np.ndarray):
        raw = np.ascontiguousarray(value).reshape(-1).view(np.uint8)
    elif isinstance(value, (bytes, bytearray, memoryview)):
        raw = np.frombuffer(bytes(value), dtype=np.uint8)
    else:
        raise RunUsageError(f"argument {name} is a pointer: give an array or bytes")
    if size is not None and size < raw.size:
        raise RunUsageError(f"gm_bytes for {name} ({size}) is smaller than its data ({raw.size} bytes)")
    n = max(size or 0, raw.size)
    full = np.empty(n + GM_SLACK, dtype=np.uint8)
    full[:raw.size] = raw
    full[raw.size:n] = 0
    full[n:] = fill
    return full, full[:n]


@functools.lru_cache(maxsize=1024)
def _pointer_type(t: str | None) -> tuple[str, str | None] | None:
    """(element type spelling, space or None) of a written pointer type, None for another type
    (kept: a launch binds the same written types as the one before)."""
    m = _PTR.fullmatch((t or "").strip())
    return (m.group(1), m.group(2)) if m else None


def bind_arguments(fn: Op, args: dict[str, Any], gm_bytes: dict[str, int] | None = None, inplace: bool = False,
                   fill: int = GM_FILL) -> tuple[list[Any], dict[str, tuple[np.ndarray, str]]]:
    """The entry's argument values, and each pointer argument's GM buffer (its allocation) and
    element type. Arguments given the same array (or the same file) share one buffer; `inplace`:
    that buffer is the array itself, not a copy. The pointers reach GM_SLACK bytes of `fill`
    past each allocation (device-like GM; see `execute`)."""
    params = entry_params(fn)
    known = {n for n, _ in params}
    unknown = sorted(set(args) - known)
    if unknown:
        raise RunUsageError(f"no argument named {', '.join(unknown)} (the entry takes {', '.join(n for n, _ in params) or 'none'})")
    for n in sorted(set(gm_bytes or {}) - known):
        raise RunUsageError(f"gm bytes given for {n}, which is not an argument")
    missing = [n for n, _ in params if n not in args]
    if missing:
        raise RunUsageError(f"missing argument(s): {', '.join(missing)}")
    values, buffers, shared = [], {}, {}
    for name, t in params:
        value = args[name]
        m = _pointer_type(t)
        if m:
            elem = _SPELLING.get(m[0])
            if elem is None:
                raise RunUsageError(f"argument {name}: no element type '{m[0]}' in the database")
            if (m[1] or "gm") != "gm":
                raise RunUsageError(f"argument {name}: only GM pointers can be passed in ({t})")
            key = id(value)
            if key in shared:
                full, buf = shared[key]
            else:
                full, buf = shared[key] = _gm_buffer(name, value, (gm_bytes or {}).get(name), inplace, fill)
            buffers[name] = (buf, elem)
            values.append(S.Ptr(full, 0, elem, "gm"))
            continue
        st = SC.scalar_type(t or "")
        if st is not None:
            if st.kind == "int" and isinstance(value, (int, np.integer)) and not isinstance(value, bool):
                lo, hi = SC.int_range(st)
                if not lo <= int(value) <= hi:
                    raise RunUsageError(f"argument {name} ({t}): {value} does not fit (from {lo} to {hi})")
            try:
                values.append(SC.make(value, st))
            except (SC.ScalarError, TypeError, ValueError) as exc:
                raise RunUsageError(f"argument {name} ({t}): {exc}") from None
            continue
        values.append(value)  # a register or mask passed as an array
    return values, buffers


# The special registers the kernel queries read (D-LAUNCH-STATE): (index, count) of each level.
LAUNCH_REGISTERS = {"block": ("BLOCK_IDX", "BLOCK_NUM"), "subblock": ("SUBBLOCKID", "SUBBLOCKDIM")}


def launch_registers(block: tuple[int, int] | None = None, subblock: tuple[int, int] | None = None
                     ) -> dict[str, int]:
    """The special registers of the kernel instance `block=(idx, num)`, `subblock=(idx, num)`
    (None: the registers are not set, and the queries give the database's default, block 0 of
    1 and sub-block 0 of 1: D-LAUNCH-DEFAULT)."""
    registers: dict[str, int] = {}
    for level, given in (("block", block), ("subblock", subblock)):
        if given is None:
            continue
        try:
            idx, num = given  # type: ignore[misc]
        except (TypeError, ValueError):
            raise RunUsageError(f"{level} takes (index, count), got {given!r}") from None
        if not all(isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_)) for v in (idx, num)):
            raise RunUsageError(f"{level} takes two integers (index, count), got {given!r}")
        if num < 1 or not 0 <= idx < num:
            raise RunUsageError(f"{level} index {idx} is not in 0..{num - 1} (a {level} count of {num})"
                                if num >= 1 else f"the {level} count must be at least 1, got {num}")
        registers.update(zip(LAUNCH_REGISTERS[level], (int(idx), int(num))))
    return registers


def parse_instance(text: str, option: str) -> tuple[int, int]:
    """IDX/NUM of --block and --subblock, checked as `launch_registers` checks it."""
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not m:
        raise RunUsageError(f"{option} takes IDX/NUM (an index and a count, such as 2/4), got {text!r}")
    pair = (int(m.group(1)), int(m.group(2)))
    launch_registers(**{option.lstrip("-"): pair})
    return pair


@functools.lru_cache(maxsize=4096)
def cost_each(op: str, dtype: str | None, tile: tuple[int, int, int, int] | None, loc: str | None,
              target: str, operands: tuple[tuple[str, int | None], ...] | None = None) -> int | str:
    """The cycles of one execution of `op` (pto.NAME) as the cost tables give them, or why they
    give none; kept, as a launch asks for the same keys as the one before (the tables are fixed)."""
    try:
        if target not in C.TARGETS:
            raise C.CostUnavailable(f"no cost tables for target {target!r}")
        try:  # an op without element types: a latency for the op as a whole, a 0 by decision, or none
            given = None if operands is None else {n: v for n, v in operands if v is not None}
            each: int = C.cost(op[4:], target, dtype or "-", 1, tile=tile, loc=loc, operands=given).total
        except C.CostUnavailable:
            if dtype is None:
                raise C.CostUnavailable(f"{op}: no {R.TARGETS[target][0]} latency data "
                                        "(the op has no element type)") from None
            raise
        return each
    except C.CostUnavailable as exc:
        return str(exc)


_spelled = functools.lru_cache(maxsize=4096)(repr)  # a cost key's text, to order keys of one line


def _costs(stats: Any, target: str) -> tuple[list[CostRow], int, list[str]]:
    """The cost rows of what ran (one per op, type and tile, in the order of their first line),
    the cycles they add up to and the tables' notes; kept per executions counted, as a launch
    counts what the one before did (the tables are fixed). The rows are new each time."""
    counted = (target, tuple(stats.isa_ops.items()), tuple(stats.first_line.items()))
    found = _kept_costs.get(counted)
    if found is None:
        fields, notes, total = [], [], 0
        for key, n in sorted(stats.isa_ops.items(), key=lambda kv: (stats.first_line[kv[0]], _spelled(kv[0]))):
            op, dtype, tile, loc, *rest = key
            got = cost_each(op, dtype, tile, loc, target, *rest)
            each = None
            if isinstance(got, str):
                notes.append(got)
            else:
                each = got
                total += each * n
            fields.append((op, dtype, n, each, stats.first_line[key], tile, loc, rest[0] if rest else None))
        if len(_kept_costs) >= 256:
            _kept_costs.pop(next(iter(_kept_costs)))
        found = _kept_costs[counted] = (tuple(fields), total, tuple(dict.fromkeys(notes)))
    return [CostRow(*f) for f in found[0]], found[1], list(found[2])


_kept_costs: dict[tuple[Any, ...], tuple[tuple[Any, ...], int, tuple[str, ...]]] = {}


def load(source: str, target: str) -> tuple[Module, str]:
    """The program read and verified for `target`; RunFailed with its errors if it has any."""
    tid = R.target_id(target)
    if tid is None:
        raise RunUsageError(f"unknown target {target!r} (known: {', '.join(R.TARGETS)})")
    with paused_gc():
        module = read(source)
        errors = [f for f in verify_module(module, tid, allow_unknown=True) if f.severity == "error"]
    if errors:
        raise RunFailed(errors)
    return module, tid


# progress(executed ops, the op about to run, seconds so far): called every TICK_OPS ops
Progress = Callable[[int, Op, float], None]


def execute(module: Module, fn: Op, values: list[Any], buffers: dict[str, tuple[np.ndarray, str]], target: str,
            max_ops: int = MAX_OPS, launch: dict[str, int] | None = None, machine: Machine | None = None,
            batch: bool = True, max_seconds: float | None = None, progress: Progress | None = None,
            trace: Callable[[TraceEvent], None] | None = None, trace_filter: Filter | None = None,
            dumps: list[Dump] | None = None, source_name: str = "<text>", strict: bool = False,
            fill: int = GM_FILL, sanitize: tuple[str, ...] = (),
            rebind: Callable[[], list[Any]] | None = None) -> RunResult:
    """Run function `fn` of a loaded module on bound arguments (see `bind_arguments`), as the
    kernel instance whose special registers `launch` gives (see `launch_registers`); on
    `machine` (reset first, its plans kept) where given, else on a new one (`batch`: whether
    independent tile loops may run in passes, batch.py; the result is the same either way).
    A run past `max_seconds` stops with an error at the statement it reached; `progress` is
    told how far the run is now and then. `trace` gets a TraceEvent for each executed
    statement `trace_filter` keeps; `dumps` (trace.parse_dump) show values and memory at
    their lines or at the end, in RunResult.dumped. Tracing or dumping at a line runs every
    loop iteration by iteration. A read past a GM argument's allocation (into the `fill` bytes
    bind_arguments put there) is a warning in RunResult.warnings, or with `strict` an error;
    a write past it is an error. `sanitize` names the sanitizers to run (SANITIZERS; sanitize.py):
    their reports are in RunResult.sanitized. The sync sanitizer over a kernel with sync ops runs
    every loop iteration by iteration; otherwise a sanitized run keeps its passes (the sanitizers
    are told what the iterations touch: sanitize.PassRecorder). `rebind` gives the argument values
    anew, as they were before the run (the sanitizers' reruns start from them; without it the
    GM buffers are copied before the run)."""
    for d in dumps or ():
        if d.space == "gm" and d.arg not in buffers:
            raise RunUsageError(f"--dump {d.text}: no pointer argument named {d.arg} "
                                f"(pointers: {', '.join(buffers) or 'none'})")
    clustered = has_sections(fn, module)
    if clustered and launch and "SUBBLOCKID" in launch:
        raise RunUsageError("a kernel with sections runs as a whole cluster, each vector core its own sub-block; "
                            "--subblock does not apply (D-CLUSTER)")
    if clustered and set(sanitize) - {"sync"}:
        raise RunUsageError("--sanitize checks a kernel with sections (a cluster's run, D-CLUSTER) for sync only, "
                            "not yet for uninit or bounds")
    reused = machine is not None
    if machine is None:
        machine = Machine(module, target, max_ops, launch, batch)
    else:
        machine.reset(max_ops, launch)
    start = time.perf_counter()
    stats = machine.stats

    def tick(op: Op) -> None:
        now = time.perf_counter() - start
        if max_seconds is not None and now > max_seconds:
            line, col = op.where()
            raise RunError(line, col, f"stopped after {max_seconds:g} s (--max-seconds), {stats.executed} ops "
                                      f"executed; it was running this statement", machine.loop_notes())
        if progress is not None:
            progress(stats.executed, op, now)
    machine.tick = tick if max_seconds is not None or progress is not None else None
    dumped: list[str] = []
    at_lines = [d for d in dumps or () if d.line is not None]
    observers = []
    cluster = Cluster(machine, module, launch) if clustered else None
    core = (lambda: cluster.running.name) if cluster is not None else None
    if trace is not None:
        observers.append(Observer(machine.results, trace, trace_filter or Filter(), core))
    if at_lines:
        def show(event: TraceEvent) -> None:
            for d in at_lines:
                if d.line == event.line:  # (in a cluster, the UB of the core that ran the line)
                    on = cluster.running.machine if cluster is not None else machine
                    dumped.append((f"[{event.core}] " if event.core else "")
                                  + (show_value(d, event.env, source_name, event.line) if d.value else
                                     f"dump at {source_name}:{event.line}: " + show_range(d, _memory(d, on, buffers))))
        observers.append(Observer(machine.results, show, Filter(lines=tuple((d.line, d.line) for d in at_lines)), core))
    checker = init = None
    memories: dict[str, np.ndarray] = {}
    if sanitize:
        memories = {space.upper(): mem for space, mem in machine.memories.items()}
        if cluster is not None:  # each vector core's UB by its core
            memories.update({f"UB of {c.name}": c.machine.memories["ub"] for c in cluster.vectors})
            del memories["UB"]
        for (name, _), value in zip(entry_params(fn), values):
            if isinstance(value, S.Ptr) and value.space == "gm" and not any(value.mem is m for m in memories.values()):
                memories[f"GM argument %{name}"] = value.mem
    # a trace sees every iteration, and sync the order of a kernel's sync ops: both run loops in
    # order; the other sanitizers, and sync over a kernel without sync ops, are told each pass
    # (sanitize.PassRecorder)
    synced = "sync" in sanitize and has_sync_ops(module)
    in_order = bool(observers) or synced
    if "sync" in sanitize:
        checker = (SyncSanitizer if synced else PairSanitizer)(machine, memories, fn, cluster)
        observers.append(checker)
    machine.observe = _chain(observers)
    if in_order:
        machine.batch = False
    past: dict[tuple[int, int, str], list[Any]] = {}  # (line, col, argument) -> [op, first, end, count, size]

    def read_past(op: str, a: GmAllocation, lo: int, hi: int) -> None:
        stmt = (cluster.running.machine if cluster is not None else machine).current()
        line, col = stmt.where() if stmt is not None else (1, 1)
        if strict:
            raise RunError(line, col, f"pto.{op} reads bytes {lo}..{hi - 1} of GM argument %{a.name}, past its "
                                      f"allocation ({a.size} bytes; --strict)")
        seen = past.get((line, col, a.name))
        if seen is None:
            past[line, col, a.name] = [op, lo, hi, 1, a.size]
        else:
            seen[1], seen[2], seen[3] = min(seen[1], lo), max(seen[2], hi), seen[3] + 1
    names: dict[int, list[str]] = {}  # one buffer given to several arguments has each of their names
    for (name, _), value in zip(entry_params(fn), values):
        if isinstance(value, S.Ptr) and value.space == "gm":
            names.setdefault(id(value.mem), []).append(name)
    if "uninit" in sanitize or "bounds" in sanitize:
        sizes = {id(v.mem): int(buffers[name][0].size) for (name, _), v in zip(entry_params(fn), values)
                 if isinstance(v, S.Ptr) and v.space == "gm"}
        init = InitWatcher(machine, memories, sizes)
        if rebind is None:
            initial = {id(mem): mem.copy() for name, mem in memories.items() if name.startswith("GM")}

            def again() -> list[Any]:
                fresh: dict[int, np.ndarray] = {}
                return [v._replace(mem=fresh.setdefault(id(v.mem), initial[id(v.mem)].copy()))
                        if isinstance(v, S.Ptr) and v.space == "gm" else v for v in values]
            rebind = again
    machine.pass_watch = PassRecorder([w for w in (checker, init) if w is not None],
                                      checker.pipe_of if checker is not None else _no_pipe) if sanitize else None
    allocations = {key: GmAllocation(ns[0] + (f" (also %{', %'.join(ns[1:])})" if len(ns) > 1 else ""),
                                     int(buffers[ns[0]][0].size), read_past) for key, ns in names.items()}
    keep_freed_memory()
    with paused_gc():
        use_gm_allocations(allocations)
        watch.watch(Watchers([checker, init]) if checker is not None and init is not None else checker or init)
        try:
            returned = cluster.run(fn, values) if cluster is not None else machine.call(fn, values)
        except RunError as exc:
            raise RunFailed([Finding(exc.line, exc.col, "error", exc.message, "run", notes=exc.notes)]) from None
        except Exception as exc:  # noqa: BLE001 - a run answers, it does not crash
            raise RunFailed([Finding(1, 1, "error", f"internal error while running: {exc!r}", "internal")]) from None
        finally:
            use_gm_allocations({})
            watch.watch(None)
            machine.pass_watch = None
    warnings = [Finding(line, col, "warning",
                        f"pto.{op} read bytes {lo}..{hi - 1} of GM argument %{name}, past its allocation ({size} "
                        f"bytes){f', {count} times' if count > 1 else ''}; a device reads whatever lies there, this "
                        f"run the fill byte {fill:#04x}", "gm-read-past")
                for (line, col, name), (op, lo, hi, count, size) in sorted(past.items())]
    rows, cycles, notes = _costs(machine.stats, target)
    typed = {name: buf.view(_np_dtype(elem))[: buf.size // _np_dtype(elem).itemsize]
             for name, (buf, elem) in buffers.items()}
    symbol = fn.shape.symbol[1:] if fn.shape is not None and fn.shape.symbol else "?"
    # a reused machine's buffer is the next launch's: the result keeps a copy
    seconds = time.perf_counter() - start
    for d in dumps or ():
        if d.line is None:
            dumped.append("dump at the end: " + show_range(d, _memory(d, machine, buffers)))
    result = RunResult(symbol, target, typed, returned, dict(machine.stats.ops), rows, cycles, notes,
                       machine.ub.copy() if reused else machine.ub, machine.stats.batched, list(machine.printed),
                       seconds, dumped, warnings, checker.findings(fn) if checker is not None else [])
    if init is not None and init.origins:
        gm = {name for name in memories if name.startswith("GM")}
        if not reused:
            result.ub = machine.ub.copy()  # (the reruns run on this machine, its plans kept)

        def rerun(vary: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
            assert rebind is not None
            return _rerun(machine, fn, values, buffers, max_ops, launch, memories, rebind(), vary)
        first = {name: buf for name, (buf, _) in buffers.items()}  # (the reruns write copies of GM, not these)
        kinds = tuple(k for k in ("uninit", "bounds") if k in sanitize)
        result.sanitized += dependent_outputs(init, first, rerun, kinds, gm)
    if "bounds" in sanitize:  # the reads past an allocation no output depends on say so
        reaching = {(f.line, f.col) for f in result.sanitized if f.rule == "sanitize-bounds"}
        result.warnings = [w if (w.line, w.col) in reaching else
                           w._replace(message=w.message + "; no output depends on them (--sanitize bounds)")
                           for w in result.warnings]
    return result


def _rerun(machine: Machine, fn: Op, values: list[Any], buffers: dict[str, tuple[np.ndarray, str]], max_ops: int,
           launch: dict[str, int] | None, memories: dict[str, np.ndarray], again: list[Any],
           vary: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The kernel run again on the first run's inputs (`again`: the argument values as they were
    before it, in fresh GM buffers), with every byte `vary` marks changed (each XORed with a
    nonzero byte), on the first run's machine reset (its plans kept: loops in passes where the
    first run's were), nothing watching; its outputs' bytes (sanitize.dependent_outputs). A run
    that fails with the bytes changed changes every output."""
    rng = np.random.default_rng(0x5EED)
    machine.reset(max_ops, launch)
    machine.observe = machine.tick = machine.pass_watch = None
    fresh = {id(v.mem): w.mem for v, w in zip(values, again) if isinstance(v, S.Ptr) and v.space == "gm"}
    by_name = {name: fresh.get(id(mem), machine.memories.get(name.lower())) for name, mem in memories.items()}
    for name, mask in vary.items():
        mem = by_name[name]
        if mem is not None and mask.any():
            lo = int(mask.argmax())  # (from the first marked byte on)
            mem[lo:][mask[lo:]] ^= rng.integers(1, 256, int(mask.sum()), dtype=np.uint8)
    outputs = {}
    try:
        with paused_gc():
            machine.call(fn, again)
    except Exception:  # noqa: BLE001 - other bytes made the run fail: every output depends on them
        return {name: ~buf for name, (buf, _) in buffers.items()}
    finally:
        for name in vary:  # (a later launch zeroes only the memories its plans hold)
            chip = by_name[name]
            if not name.startswith("GM") and chip is not None:
                chip.fill(0)
    for (name, _), v in zip(entry_params(fn), values):
        if name in buffers:
            outputs[name] = fresh[id(v.mem)][:buffers[name][0].size]
    return outputs


def _no_pipe(op: Op) -> str:
    return ""


def _chain(observers: list[Observer]) -> Callable[[Op, Any], None] | None:
    if not observers:
        return None
    if len(observers) == 1:
        return observers[0]

    def each(op: Op, frame: Any) -> None:
        for o in observers:
            o(op, frame)
    return each


def _memory(d: Dump, machine: Machine, buffers: dict[str, tuple[np.ndarray, str]]) -> np.ndarray:
    return machine.ub if d.space == "ub" else buffers[d.arg][0]


class Kernel:
    """A program read, verified and planned once, then run as often as wanted: each call is one
    launch on fresh on-chip memory (zeroed in place), its statements' plans kept from the first.

    `kernel(args, ...)` takes what `run` takes, and `inplace=True`: pointer arguments must then
    be writeable C-contiguous arrays, which are the GM buffers themselves (the kernel writes
    them, as a device kernel writes its output buffers) instead of copies. `sanitize=` runs on
    the kept plans, but the sync sanitizer over a kernel with sync ops plans it anew, in order.
    """

    def __init__(self, source: str, entry: str | None = None, target: str = "a5", *, batch: bool = True):
        self.module, self.target = load(source, target)
        self.fn = choose_entry(self.module, entry)
        self.batch = batch
        self._machine: Machine | None = None

    def __call__(self, args: dict[str, Any] | None = None, *, gm_bytes: dict[str, int] | None = None,
                 max_ops: int = MAX_OPS, block: tuple[int, int] | None = None,
                 subblock: tuple[int, int] | None = None, inplace: bool = False, fresh: bool = False,
                 max_seconds: float | None = None, dumps: list[Dump] | None = None, strict: bool = False,
                 fill: int = GM_FILL, sanitize: tuple[str, ...] | list[str] = ()) -> RunResult:
        launch = launch_registers(block, subblock)
        sanitize = check_sanitizers(sanitize)
        if any(d.line is not None for d in dumps or ()):  # its loops may run in passes: no line is seen each time
            raise RunUsageError("a Kernel dumps at the end only; ptoisa.run dumps at a line")
        values, buffers = bind_arguments(self.fn, args or {}, gm_bytes, inplace, fill)
        # (in place, the run changes the arrays the values come from: execute copies them)
        rebind = None if inplace else lambda: bind_arguments(self.fn, args or {}, gm_bytes, False, fill)[0]
        if "sync" in sanitize and has_sync_ops(self.module):  # (the sync sanitizer runs it in order: planned anew)
            return execute(self.module, self.fn, values, buffers, self.target, max_ops, launch, batch=False,
                           max_seconds=max_seconds, dumps=dumps, strict=strict, fill=fill, sanitize=sanitize,
                           rebind=rebind)
        if self._machine is None:
            self._machine = Machine(self.module, self.target, max_ops, launch, self.batch)
        elif fresh:  # as a new machine would: loops an earlier launch could not batch are tried again
            self._machine.forget_unbatched()
        return execute(self.module, self.fn, values, buffers, self.target, max_ops, launch, self._machine,
                       max_seconds=max_seconds, dumps=dumps, strict=strict, fill=fill, sanitize=sanitize,
                       rebind=rebind)


def run(source: str, entry: str | None = None, args: dict[str, Any] | None = None, target: str = "a5", *,
        gm_bytes: dict[str, int] | None = None, max_ops: int = MAX_OPS,
        block: tuple[int, int] | None = None, subblock: tuple[int, int] | None = None, batch: bool = True,
        max_seconds: float | None = None, trace: Callable[[TraceEvent], None] | None = None,
        trace_filter: Filter | None = None, dumps: list[str] | None = None, strict: bool = False,
        fill: int = GM_FILL, sanitize: tuple[str, ...] | list[str] = ()) -> RunResult:
    """Run the kernel in `source` (PTO text) and return its buffers, op counts and cycles.

    `args` maps argument names (without %) to values: numpy arrays or bytes for GM
    pointers (copied, never changed; the same array object given twice is one buffer),
    numbers for scalars. One instance of the kernel runs: block 0 of 1 and sub-block 0 of
    1 unless `block=(idx, num)` or `subblock=(idx, num)` say which (what pto.get_block_idx,
    pto.get_block_num, pto.get_subblock_idx and pto.get_subblock_num return). Raises
    RunUsageError for a wrong call and RunFailed (with findings) for errors of the program.
    `batch=False` runs every loop statement by statement (see `execute`); `max_seconds` stops
    a run that takes longer (RunFailed at the statement it reached, with the iteration of each
    loop around it). `trace` is called with a TraceEvent (place, op, operands and results by
    name) for each executed statement `trace_filter` keeps (ptoisa.interp.trace.Filter: op
    globs, line ranges, a limit); `dumps` are `--dump` texts (`%v@12`, `ub:0:64:f32`,
    `gm:y:0:256:f16@30`), shown in RunResult.dumped. A read past a pointer argument's data (or
    its gm_bytes) sees `fill` bytes and is a warning in RunResult.warnings (`strict`: an error),
    as a device reads what lies past a host's allocation. `sanitize` runs the sanitizers it
    names (SANITIZERS: "sync" for races between pipes), whose reports are in
    RunResult.sanitized. To run one program many times,
    `Kernel` reads, verifies and plans it once.
    """
    launch = launch_registers(block, subblock)
    sanitize = check_sanitizers(sanitize)
    if not 0 <= fill <= 255:
        raise RunUsageError(f"the GM fill is one byte (0 to 255), got {fill}")
    try:
        parsed = [parse_dump(d) for d in dumps or ()]
    except ValueError as exc:
        raise RunUsageError(str(exc)) from None
    # a traced run (or one dumping at a line) plans its loops statement by statement: a fresh read
    if not KEEP_PROGRAMS or trace is not None or any(d.line is not None for d in parsed):
        module, tid = load(source, target)
        fn = choose_entry(module, entry)
        values, buffers = bind_arguments(fn, args or {}, gm_bytes, fill=fill)
        return execute(module, fn, values, buffers, tid, max_ops, launch, batch=batch, max_seconds=max_seconds,
                       trace=trace, trace_filter=trace_filter, dumps=parsed, strict=strict, fill=fill,
                       sanitize=sanitize)
    key = (source, target, entry, batch)
    with _kept_lock:
        kernel = _kept.pop(key, None)  # taken out while it runs: a run at the same time reads its own
    if kernel is None:
        kernel = Kernel(source, entry, target, batch=batch)
    result = kernel(args, gm_bytes=gm_bytes, max_ops=max_ops, block=block, subblock=subblock, fresh=True,
                    max_seconds=max_seconds, dumps=parsed, strict=strict, fill=fill, sanitize=sanitize)
    with _kept_lock:
        _kept[key] = kernel
        while len(_kept) > KEEP_PROGRAMS:
            _kept.pop(next(iter(_kept)))
    return result


SANITIZERS = ("sync", "uninit", "bounds")  # what --sanitize can run (sanitize.py)


def check_sanitizers(names: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """The sanitizers asked for, known ones only, each once; () runs none."""
    if isinstance(names, str):
        names = (names,)
    unknown = [n for n in names if n not in SANITIZERS]
    if unknown:
        raise RunUsageError(f"no sanitizer named {', '.join(map(repr, unknown))} (sanitizers: {', '.join(SANITIZERS)})")
    return tuple(dict.fromkeys(names))


# `run` keeps the programs it ran last, read, verified and planned (a Kernel each), keyed on
# their text, target, entry and batch: running one again skips reading, verifying and planning,
# which are pure functions of those (the database is fixed). 0 turns this off (each run reads
# its text anew); tests/test_speed_paths.py pins both ways to the same results.
KEEP_PROGRAMS = 8
_kept: dict[tuple[str, str, str | None, bool], Kernel] = {}
_kept_lock = threading.Lock()


_ARG = re.compile(r"([A-Za-z_$.][\w$.\-]*)=(.*)", re.S)


def parse_arg(text: str) -> tuple[str, str]:
    """NAME=VALUE of --arg (a leading % on the name is accepted)."""
    m = _ARG.fullmatch(text.lstrip("%"))
    if not m or not m.group(2):
        raise RunUsageError(f"--arg takes NAME=FILE or NAME=NUMBER, got {text!r}")
    return m.group(1), m.group(2)
