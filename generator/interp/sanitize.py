"""`ptoisa run --sanitize`: what a device does not report. sync: races between pipes (below);
uninit and bounds: outputs that depend on bytes nothing wrote (InitWatcher, dependent_outputs).

On the device the pipes (S, V, M, MTE1, MTE2, MTE3, FIX, ...) run at the same time, each its own
ops in program order, and nothing orders two pipes but the sync ops: set_flag/wait_flag pairs,
a PIPE_ALL barrier, buffer tokens. The interpreter runs every op in program order, so a kernel
that forgets a wait computes the right bits here and wrong ones now and then on the device.

The sanitizer keeps what the device guarantees as a happens-before relation with one vector
clock per pipe: an op on pipe p ticks p's own entry; set_flag(src, dst, e) keeps src's clock,
the matching wait_flag merges it into dst's; a PIPE_ALL barrier merges every pipe's clock into
every other; rls_buf/get_buf of one buffer id pass a clock from one pipe to another. Each byte
of every memory remembers its last write (pipe, clock, op) and each pipe's last read of it; an
access by pipe p that meets a write, or (for a write) a read, of another pipe q whose clock p's
vector does not cover is a race: nothing orders the two, so the device may run them either way.
Also reported: a wait no earlier set_flag satisfies (the device would hang; the run goes on as
if it had returned), a flag set again before it was waited for, flags left set at the end.

The semantics tell what they touch through runtime/watch.py; an op's pipe comes from the
database (runtime/pipes.py, `pipe_of`; D-SYNC-ORDER says what orders two pipes).

A kernel with sync ops runs every loop iteration by iteration under sync (the clocks need the
order). One without any (`has_sync_ops`), and a run of uninit or bounds alone, keeps its tile
loops in passes (interp/batch.py): a PassRecorder keeps what each statement of a pass touched
and tells the sanitizers the iterations it stands for (`replay`), which comes to what they
would have been told in order: a pass's tiles sit at the same on-chip bytes in every iteration,
so from the second iteration on these see the same history (the first two iterations are
told, the rest add nothing on chip); its GM moves are told per iteration, or, where no byte is
two statements', once over the union of the iterations' bytes. Without sync ops no clock
orders two pipes, so only which statements meet on which bytes matters, and it is the same.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np
from numpy.typing import NDArray

from ptoisa_ref import semantics as S
from ptoisa_ref._tables import ENUMS, PIPES, SCOPE_PIPES, SYNC_OP_PIPES, TILE_LOCATIONS
from ptoisa_ref.runtime import watch
from ptoisa_ref.runtime.control_ops import _Sync
from ptoisa_ref.runtime.pipes import pipe_inputs, pipe_of
from ptoisa_ref.runtime.tiles import Tile

from ..frontend.mlir import Module, Op, Region
from ..frontend.plans import rules_for
from ..frontend.report import Finding

# the ops whose semantics tell the watcher a sync signal (their tables: control_ops._Sync)
SYNC_OPS = frozenset(f"pto.{t.op}" for t in vars(S).values() if isinstance(t, _Sync))


def has_sync_ops(module: Module) -> bool:
    """Whether any statement of the module is a sync op (set_flag, wait_flag, barrier, buffer
    tokens, ...), whether or not a run reaches it."""
    regions: list[Region] = [module.body]
    while regions:
        for block in regions.pop().blocks:
            for op in block.ops:
                if op.shape is not None and op.shape.op in SYNC_OPS:
                    return True
                regions.extend(op.regions)
    return False


class _Iterations:
    """The bytes a pass's move touches: iteration i's are starts[i] + offsets."""

    __slots__ = ("starts", "offsets", "run")

    def __init__(self, starts: NDArray[np.int64], offsets: NDArray[np.int64]):
        self.starts, self.offsets = starts, offsets
        lo, hi = int(offsets[0]), int(offsets[-1])
        self.run = offsets.size == hi - lo + 1 and bool((np.diff(offsets) == 1).all())  # one range each

    def at(self, i: int) -> Any:
        s = int(self.starts[i])
        if self.run:
            return slice(s + int(self.offsets[0]), s + int(self.offsets[-1]) + 1)
        return s + self.offsets

    def union(self, first: int) -> Any:
        """Every byte of iterations first, first + 1, ...: one range where they abut in order."""
        starts = self.starts[first:]
        if self.run and (starts.size == 1 or bool((np.diff(starts) == self.offsets.size).all())):
            return slice(int(starts[0]) + int(self.offsets[0]), int(starts[-1]) + int(self.offsets[-1]) + 1)
        return (starts[:, None] + self.offsets[None, :]).reshape(-1)

    def span(self) -> tuple[int, int]:
        return int(self.starts.min()) + int(self.offsets.min()), int(self.starts.max()) + int(self.offsets.max()) + 1


# What a pass's statement touched: (memory, bytes, write, None), or for a move's per-iteration
# bytes (memory, unused, write, _Iterations)
Touch = tuple[NDArray[np.uint8], Any, bool, "_Iterations | None"]
Record = tuple[Op, str, list[Touch]]  # (statement, its pipe, what it touched)
Notes = Callable[[int], tuple[tuple[int, int, str], ...]]  # iteration -> its loop notes


def _in(touch: Touch, i: int) -> Any:
    return touch[3].at(i) if touch[3] is not None else touch[1]


class PassRecorder:
    """The machine's pass_watch under --sanitize (machine.Machine._pass). While a pass runs it is
    the watcher (watch.py): it keeps what each statement touched, and when the pass commits it
    tells the sanitizers the iterations the pass stands for (their `replay`). A pass that does
    not commit is forgotten: its iterations then run in order, watched as usual."""

    def __init__(self, watchers: list[Any], pipe: Callable[[Op], str]):
        self.watchers, self.pipe = watchers, pipe
        self.saved: Any = None
        self.n = 0
        self.notes: Notes = lambda i: ()
        self.records: list[Record] = []
        self.touches: list[Touch] = []

    def begin(self, n: int, notes: Notes) -> None:
        self.saved, self.n, self.notes = watch.WATCHER, n, notes
        self.records, self.touches = [], []
        watch.watch(self)

    def statement(self, op: Op) -> None:
        self.records.append((op, self.pipe(op) if self.touches else "", self.touches))
        self.touches = []

    def end(self, committed: bool) -> None:
        watch.watch(self.saved)
        if committed:
            for w in self.watchers:
                w.replay(self.records, self.n, self.notes)
        self.records, self.touches = [], []

    def access(self, mem: NDArray[np.uint8], lo: int, hi: int, write: bool) -> None:
        self.touches.append((mem, slice(lo, hi), write, None))

    def access_at(self, mem: NDArray[np.uint8], where: NDArray[np.int64], write: bool) -> None:
        self.touches.append((mem, where.reshape(-1), write, None))

    def access_iterations(self, mem: NDArray[np.uint8], starts: NDArray[np.int64], offsets: NDArray[np.int64],
                          write: bool) -> None:
        self.touches.append((mem, None, write, _Iterations(starts, offsets)))

    def signal(self, op: str, flag: str, key: Any) -> bool:
        return False  # (a pass runs no sync op: batch.batchable)


class _Shadow:
    """What each byte of one memory last saw: its last write (pipe, clock, op) and, per pipe,
    the clock and op of its last read."""

    __slots__ = ("w_pipe", "w_clock", "w_op", "r_clock", "r_op")

    def __init__(self, n: int):
        self.w_pipe = np.full(n, -1, np.int8)
        self.w_clock = np.zeros(n, np.int64)
        self.w_op = np.zeros(n, np.int32)
        self.r_clock: dict[int, NDArray[np.int64]] = {}
        self.r_op: dict[int, NDArray[np.int32]] = {}


class _Report:
    """One defect: its kind, the statements (indexes into the sanitizer's `ops`), the memory and
    bytes, how many times it happened, and its text (the events' own)."""

    __slots__ = ("kind", "later", "earlier", "mem", "lo", "hi", "count", "text")

    def __init__(self, kind: str, later: int, earlier: int, mem: str, lo: int, hi: int, text: str):
        self.kind, self.later, self.earlier, self.mem = kind, later, earlier, mem
        self.lo, self.hi, self.count, self.text = lo, hi, 1, text


class SyncSanitizer:
    """A watch.Watcher: told each executing op's accesses and sync signals, it keeps the
    vector clocks and the shadow memory, and collects the reports (`findings`)."""

    def __init__(self, machine: Any, memories: dict[str, NDArray[np.uint8]], fn: Op, cluster: Any = None):
        self.machine = machine
        # a cluster's run (cluster.py): every core's pipes are lanes of their own, core k's from k * len(pipes)
        self.cluster = cluster
        self.inputs: dict[str, tuple[tuple[str, ...], tuple[str, ...], bool]] = {}  # op -> pipe_inputs(op)
        # the statements a vector scope holds run as one vector function, on the scope's pipe
        self.scoped: dict[int, Op] = {}
        _scopes(fn, None, self.scoped)
        self.pipes = [p for p in ENUMS["pipes"] if p != "PIPE_ALL"]
        self.index = {p: k for k, p in enumerate(self.pipes)}
        n = len(self.pipes)
        lanes = n * (len(cluster.cores) if cluster is not None else 1)
        self.vc = np.zeros((lanes, lanes), np.int64)  # vc[p]: what lane (a core's pipe) p's next op is ordered after
        # semaphore (core, id) -> the clocks of its signals not yet taken, with the signalling statement
        self.semaphores: dict[tuple[int, int], list[tuple[NDArray[np.int64], int]]] = {}
        self.pending: dict[tuple[Any, ...], list[tuple[NDArray[np.int64], int]]] = {}
        self.tokens: dict[Any, NDArray[np.int64]] = {}
        self.buffered: list[tuple[NDArray[np.uint8], Any, bool]] = []
        self.ops: list[tuple[Op, str, tuple[tuple[int, int, str], ...]]] = []  # (statement, pipe, its loops)
        self.op_cores: list[str] = []  # the core each of `ops` ran on (a cluster's run; else "")
        self.shadows: dict[int, _Shadow] = {}
        self.memories = memories  # what a report calls each memory: UB, L1, "GM argument %y", ...
        self.names = {id(mem): name for name, mem in memories.items()}
        self.reports: dict[tuple[Any, ...], _Report] = {}
        self.order: list[_Report] = []
        self.signalled = False  # whether the run executed a sync op

    def _running(self) -> tuple[Any, int]:
        """The machine executing now, and its core's first lane."""
        if self.cluster is None:
            return self.machine, 0
        core = self.cluster.running
        return core.machine, core.slot * len(self.pipes)

    def _lane(self, pipe_name: str) -> int:
        return self._running()[1] + self.index[pipe_name]

    def _label(self, pipe_name: str) -> str:
        """A pipe as a report names it: with its core in a cluster's run."""
        return pipe_name if self.cluster is None else f"{pipe_name} of {self.cluster.running.name}"

    # --- watch.Watcher ------------------------------------------------------------------

    def access(self, mem: NDArray[np.uint8], lo: int, hi: int, write: bool) -> None:
        self.buffered.append((mem, slice(lo, hi), write))

    def access_at(self, mem: NDArray[np.uint8], where: NDArray[np.int64], write: bool) -> None:
        self.buffered.append((mem, where.reshape(-1), write))

    def access_iterations(self, mem: NDArray[np.uint8], starts: NDArray[np.int64], offsets: NDArray[np.int64],
                          write: bool) -> None:
        moves = _Iterations(starts, offsets)
        self.buffered.extend((mem, moves.at(i), write) for i in range(starts.size))

    def signal(self, op: str, flag: str, key: Any) -> bool:
        self.signalled = True
        _, off = self._running()
        if flag in ("core_set", "core_wait"):
            return self._semaphore(op, flag, key, off)
        if flag == "set":
            src = self.index.get(key[0])
            if src is None:
                return False
            src += off
            waiting = self.pending.setdefault((off, *key), [])
            here = self._op_index("PIPE_S")
            if waiting:
                self._event("set-twice", here, waiting[-1][1],
                            f"pto.{op} sets flag ({key[0]}, {key[1]}, {key[2]}) again before a wait_flag took the "
                            f"earlier set")
            waiting.append((self.vc[src].copy(), here))
        elif flag == "wait":
            dst = self.index.get(key[1])
            if dst is None:
                return False
            dst += off
            waiting = self.pending.get((off, *key)) or []
            if not waiting:
                here = self._op_index("PIPE_S")
                self._event("hang", here, -1, f"pto.{op} waits on flag ({key[0]}, {key[1]}, {key[2]}), which no "
                                              f"earlier set_flag sets: the device would wait here for ever")
                return True
            clock, _ = waiting.pop(0)
            np.maximum(self.vc[dst], clock, out=self.vc[dst])
        elif flag == "none" and key and key[0] == "PIPE_ALL":  # barrier / pipe_barrier of every pipe of the core
            core = self.vc[off:off + len(self.pipes)]
            core[:] = core.max(axis=0)
        elif flag == "buffer" and op in ("rls_buf", "get_buf"):
            pipe = self.index.get(SYNC_OP_PIPES.get(key[0], key[0]))  # a pipe, or a kind of tile op naming one
            if pipe is None:
                return False
            pipe += off
            token = (off, key[1])
            if op == "rls_buf":
                held = self.tokens.get(token)
                self.tokens[token] = self.vc[pipe].copy() if held is None else np.maximum(held, self.vc[pipe])
            elif token in self.tokens:
                np.maximum(self.vc[pipe], self.tokens[token], out=self.vc[pipe])
        return True

    def _semaphore(self, op: str, flag: str, key: Any, off: int) -> bool:
        """A semaphore signal or wait (key: the pipe it names, or None, and its id) between the
        cores of a cluster: a signal keeps its pipe's clock for each count it adds to (routed as
        the cluster routes it); a wait merges one kept clock per count it takes into the pipe it
        names, or with the target's whole-core waits into every pipe of its core (D-CLUSTER).
        One core running alone has no other core to be ordered with."""
        if self.cluster is None:
            return True
        pipe, sem = key
        n = len(self.pipes)
        core = self.cluster.running
        if flag == "core_set":
            clock = self.vc[off + self.index.get(pipe or "PIPE_S", 0)].copy()
            here = self._op_index("PIPE_S")
            for k in self.cluster.routed(core, sem):
                self.semaphores.setdefault(k, []).append((clock, here))
            return True
        for k in self.cluster.taken(core, sem):
            kept = self.semaphores.get(k)
            if not kept:
                continue
            clock, _ = kept.pop(0)
            lanes = range(off, off + n) if self.cluster.whole_core_waits or pipe is None else (off + self.index[pipe],)
            for lane in lanes:
                np.maximum(self.vc[lane], clock, out=self.vc[lane])
        return True

    # --- after each statement (the machine's observer) ------------------------------------

    def __call__(self, op: Op, frame: Any) -> None:
        if not self.buffered:
            return
        self._statement(op, self.pipe_of(op), self.buffered, self._running()[0].loop_notes())
        self.buffered.clear()

    def pipe_of(self, op: Op) -> str:
        """The pipe the statement that just ran issued on."""
        scope = self.scoped.get(id(op))
        return SCOPE_PIPES[scope.shape.op[4:]] if scope is not None and scope.shape else self._pipe(op)

    def replay(self, records: list[Record], n: int, notes: Notes) -> None:
        """The iterations of a pass of a kernel without sync ops (PassRecorder): the first two in
        full, then what the later ones move in GM, once over their union where no GM byte is two
        statements' (no statement then meets another's bytes of the pass), else per iteration."""
        for i in range(min(n, 2)):
            for op, pipe, touches in records:
                if touches:
                    self._statement(op, pipe, [(t[0], _in(t, i), t[2]) for t in touches], notes(i))
        if n <= 2:
            return
        spans: dict[int, list[tuple[int, int, int]]] = {}
        for k, (_, _, touches) in enumerate(records):
            for t in touches:
                if t[3] is not None:
                    spans.setdefault(id(t[0]), []).append(t[3].span() + (k,))
        apart = all(_disjoint(runs) for runs in spans.values())
        for i in ((2,) if apart else range(2, n)):
            for op, pipe, touches in records:
                moved = [(t[0], t[3].union(2) if apart else t[3].at(i), t[2]) for t in touches if t[3] is not None]
                if moved:
                    self._statement(op, pipe, moved, notes(i))

    def _statement(self, op: Op, pipe_name: str, accesses: list[tuple[NDArray[np.uint8], Any, bool]],
                   loops: tuple[tuple[int, int, str], ...]) -> None:
        """One executed statement on pipe `pipe_name` and what it touched: checked, then kept."""
        p = self._lane(pipe_name)
        self.vc[p, p] += 1
        stamp = int(self.vc[p, p])
        here = len(self.ops)
        self.ops.append((op, self._label(pipe_name), loops))
        self.op_cores.append(self.cluster.running.name if self.cluster is not None else "")
        v = self.vc[p]
        for mem, where, write in accesses:
            sh = self.shadows.get(id(mem))
            if sh is None:
                sh = self.shadows[id(mem)] = _Shadow(mem.size)
            self._check(sh, mem, where, write, p, v, here)
        for mem, where, write in accesses:
            sh = self.shadows[id(mem)]
            if write:
                sh.w_pipe[where] = p
                sh.w_clock[where] = stamp
                sh.w_op[where] = here
            else:
                rc = sh.r_clock.get(p)
                if rc is None:
                    rc = sh.r_clock[p] = np.zeros(mem.size, np.int64)
                    sh.r_op[p] = np.zeros(mem.size, np.int32)
                rc[where] = stamp
                sh.r_op[p][where] = here

    def _pipe(self, op: Op) -> str:
        """The pipe of a statement, by the database's rule for its op (PIPE_S, which issues
        them, for statements outside it: arith, scf)."""
        rules = rules_for(op.shape.op) if op.shape is not None else None  # (pto.tmatmul.acc is tmatmul_acc)
        if rules is None or rules.name not in PIPES:
            return "PIPE_S"
        name = rules.name
        need = self.inputs.get(name)
        if need is None:
            need = self.inputs[name] = pipe_inputs(name)
        if need == ((), (), False):
            return str(pipe_of(name, self.machine.target, {}))
        last = self._running()[0].last_call
        args = last[1] if last is not None and last[0] is op else {}
        locations = {k: TILE_LOCATIONS[args[k].loc][0] for k in need[0] if isinstance(args.get(k), Tile)}
        elements = {k: str(args[k].elem) for k in need[1] if isinstance(args.get(k), Tile)}
        return str(pipe_of(name, self.machine.target, locations, elements=elements, mode=args.get("mode")))

    def _check(self, sh: _Shadow, mem: NDArray[np.uint8], where: Any, write: bool, p: int,
               v: NDArray[np.int64], here: int) -> None:
        w = sh.w_pipe[where]
        other = (w >= 0) & (w != p)
        if other.any():
            late = other & (sh.w_clock[where] > v[np.maximum(w, 0)])
            if late.any():
                self._race("write-after-write" if write else "read-after-write", here, mem, where, late, sh.w_op)
        if write:
            for q, rc in sh.r_clock.items():
                if q != p:
                    late = rc[where] > v[q]
                    if late.any():
                        self._race("write-after-read", here, mem, where, late, sh.r_op[q])

    def _race(self, kind: str, here: int, mem: NDArray[np.uint8], where: Any, late: NDArray[np.bool_],
              ops: NDArray[np.int32]) -> None:
        hit = np.flatnonzero(late)  # (a kernel without sync races on most ops: no pass more than needed)
        earlier = ops[where][hit]
        first = int(earlier[0])
        one = bool((earlier == first).all())
        for e in ((first,) if one else np.unique(earlier)):
            mine = hit if one else hit[earlier == e]
            if isinstance(where, slice):
                lo, hi = where.start + int(mine[0]), where.start + int(mine[-1])
            else:
                at = where[mine]
                lo, hi = int(at.min()), int(at.max())
            key = (kind, id(self.ops[here][0]), id(self.ops[int(e)][0]), id(mem))
            seen = self.reports.get(key)
            if seen is not None:
                seen.lo, seen.hi, seen.count = min(seen.lo, lo), max(seen.hi, hi), seen.count + 1
                continue
            report = self.reports[key] = _Report(kind, here, int(e), self.names.get(id(mem), "memory"), lo, hi, "")
            self.order.append(report)

    def _event(self, kind: str, here: int, earlier: int, text: str) -> None:
        key = (kind, id(self.ops[here][0]), earlier if earlier < 0 else id(self.ops[earlier][0]))
        seen = self.reports.get(key)
        if seen is not None:
            seen.count += 1
            return
        report = self.reports[key] = _Report(kind, here, earlier, "", 0, 0, text)
        self.order.append(report)

    def _op_index(self, pipe: str) -> int:
        """The executing statement as an entry of `ops` (a sync op touches no memory: the
        observer would not record it)."""
        machine = self._running()[0]
        self.ops.append((machine.current(), self._label(pipe), machine.loop_notes()))
        self.op_cores.append(self.cluster.running.name if self.cluster is not None else "")
        return len(self.ops) - 1

    # --- the end of the run --------------------------------------------------------------

    def findings(self, fn: Op) -> list[Finding]:
        out: list[Finding] = []
        if not self.signalled:
            races = sum(1 for r in self.order if r.kind not in ("hang", "set-twice", "left-set"))
            if races:
                line, col = fn.where()
                return [Finding(line, col, "warning", _no_sync(races), "sanitize-no-sync")]
        for key, waiting in sorted(self.pending.items(), key=lambda kv: kv[0]):
            for _, at in waiting:
                self._event("left-set", at, -1, f"flag ({key[1]}, {key[2]}, {key[3]}) is set here and never waited "
                                                f"for: it is still set when the kernel ends")
        for r in self.order:
            stmt, pipe, loops = self.ops[r.later]
            line, col = stmt.where() if stmt is not None else (1, 1)
            times = f" ({r.count} times)" if r.count > 1 else ""
            if r.kind in ("hang", "set-twice", "left-set"):
                notes = _loops("this one", loops)
                if r.earlier >= 0:
                    e_stmt, _, e_loops = self.ops[r.earlier]
                    el, ec = e_stmt.where()
                    notes = [(el, ec, "the earlier set_flag")] + _loops("the earlier set_flag", e_loops) + notes
                out.append(Finding(line, col, "error", r.text + times, f"sanitize-{r.kind}", notes=tuple(notes)))
                continue
            e_stmt, e_pipe, e_loops = self.ops[r.earlier]
            el, ec = e_stmt.where()
            verb = "writes" if r.kind.startswith("write") else "reads"
            other = "reads" if r.kind == "write-after-read" else "writes"
            name = _op_name(stmt)
            message = (f"race: {name} on {pipe} {verb} {r.mem} bytes {r.lo}..{r.hi}, which {_op_name(e_stmt)} on "
                       f"{e_pipe} at {el}:{ec} {other}, and no sync orders the two{times}")
            notes = [(el, ec, f"the {other[:-1]} by {_op_name(e_stmt)} ({e_pipe})")]
            notes += _loops(f"the first {other[:-1]}", e_loops) + _loops(f"the {verb[:-1]}", loops)
            if self.op_cores[r.earlier] == self.op_cores[r.later]:
                notes.append((line, col, f"a set_flag[{e_pipe}, {pipe}, EVENT_ID...] after the first and the matching "
                                         f"wait_flag before the second would order them"))
            else:  # two cores of a cluster: only their semaphores order them (D-CLUSTER)
                notes.append((line, col, f"a set_intra_block on the first's pipe after it and a wait_intra_block on "
                                         f"this one's pipe before it, on the semaphore the first's signal reaches "
                                         f"(through the cube core between two vector cores), would order them"))
            out.append(Finding(line, col, "error", message, f"sanitize-{r.kind}", notes=tuple(notes)))
        return out




def _disjoint(runs: list[tuple[int, int, int]]) -> bool:
    """Whether the byte spans of different statements (lo, hi, statement) meet nowhere."""
    ordered = sorted(runs)
    end, owner = ordered[0][1], ordered[0][2]
    for lo, hi, k in ordered[1:]:
        if lo < end and k != owner:
            return False
        if hi > end:
            end, owner = hi, k
    return True


def _scopes(op: Op, scope: Op | None, out: dict[int, Op]) -> None:
    """Each statement inside a vector scope, to the outermost scope around it."""
    for region in op.regions:
        for block in region.blocks:
            for inner in block.ops:
                if scope is not None:
                    out[id(inner)] = scope
                is_scope = scope is None and inner.shape is not None and inner.shape.op[4:] in SCOPE_PIPES
                _scopes(inner, inner if is_scope else scope, out)


def _loops(who: str, notes: tuple[tuple[int, int, str], ...]) -> list[tuple[int, int, str]]:
    """Machine.loop_notes of one of the two statements, saying which."""
    return [(line, col, f"{who}: {text}") for line, col, text in notes]


def _op_name(stmt: Op | None) -> str:
    return stmt.shape.op if stmt is not None and stmt.shape is not None else "?"


class PairSanitizer(SyncSanitizer):
    """`sync` over a kernel without sync ops (has_sync_ops): nothing orders two pipes, so every
    access that meets bytes another pipe's statement last wrote (or, for a write, read) is an
    unordered pair, and all there is to report is how many pairs of statements meet so (the
    sanitize-no-sync warning), which SyncSanitizer would count the same. No clocks: each byte
    keeps a small code of the statement and pipe that last wrote it, and per pipe of the one
    that last read it (0: none), one byte each while the codes fit."""

    def __init__(self, machine: Any, memories: dict[str, NDArray[np.uint8]], fn: Op, cluster: Any = None):
        super().__init__(machine, memories, fn, cluster)
        self.codes: dict[tuple[int, int], int] = {}  # (statement, pipe) -> its code, from 1
        self.code_op: list[Op | None] = [None]
        self.code_pipe = [-1]
        self.dtype: type[np.unsignedinteger[Any]] = np.uint8
        self.written: dict[int, NDArray[np.unsignedinteger[Any]]] = {}  # memory -> last writer's code per byte
        self.read: dict[int, dict[int, NDArray[np.unsignedinteger[Any]]]] = {}  # memory -> pipe -> last reader's
        self.pairs: set[tuple[str, int, int, int]] = set()  # (kind, statement, earlier statement, memory)

    def _statement(self, op: Op, pipe_name: str, accesses: list[tuple[NDArray[np.uint8], Any, bool]],
                   loops: tuple[tuple[int, int, str], ...]) -> None:
        p = self._lane(pipe_name)
        code = self.codes.get((id(op), p))
        if code is None:
            code = self.codes[(id(op), p)] = len(self.code_op)
            self.code_op.append(op)
            self.code_pipe.append(p)
            if code == 256:  # more codes than a byte holds: two bytes each from now on
                self.dtype = np.uint16
                self.written = {k: a.astype(np.uint16) for k, a in self.written.items()}
                self.read = {k: {q: a.astype(np.uint16) for q, a in r.items()} for k, r in self.read.items()}
        for mem, where, write in accesses:
            key = id(mem)
            w = self.written.get(key)
            if w is None:
                w = self.written[key] = np.zeros(mem.size, self.dtype)
                self.read[key] = {}
            self._meet("write-after-write" if write else "read-after-write", op, p, key, w[where])
            if write:
                for q, r in self.read[key].items():
                    if q != p:
                        self._meet("write-after-read", op, p, key, r[where])
        for mem, where, write in accesses:
            key = id(mem)
            if write:
                self.written[key][where] = code
            else:
                readers = self.read[key]
                if p not in readers:
                    readers[p] = np.zeros(mem.size, self.dtype)
                readers[p][where] = code

    def _meet(self, kind: str, op: Op, p: int, mem: int, codes: NDArray[np.unsignedinteger[Any]]) -> None:
        """The pairs `op` (on pipe p) makes with the statements whose codes it meets."""
        top = int(codes.max()) if codes.size else 0
        if not top:
            return
        found = (top,) if int(codes.min()) == top else np.flatnonzero(np.bincount(codes.reshape(-1))[1:]) + 1
        for c in found:
            if self.code_pipe[c] != p:
                self.pairs.add((kind, id(op), id(self.code_op[c]), mem))

    def findings(self, fn: Op) -> list[Finding]:
        if not self.pairs:
            return []
        line, col = fn.where()
        return [Finding(line, col, "warning", _no_sync(len(self.pairs)), "sanitize-no-sync")]


def _no_sync(pairs: int) -> str:
    return (f"the kernel executes no sync op, so its {pairs} unordered pair(s) of accesses between pipes are not "
            f"reported: a kernel without sync ops is taken to have them inserted by its compiler (PTOAS's automatic "
            f"synchronisation)")


class Watchers:
    """Several watchers told the same (watch.Watcher)."""

    def __init__(self, watchers: list[Any]):
        self.watchers = watchers

    def access(self, mem: NDArray[np.uint8], lo: int, hi: int, write: bool) -> None:
        for w in self.watchers:
            w.access(mem, lo, hi, write)

    def access_at(self, mem: NDArray[np.uint8], where: NDArray[np.int64], write: bool) -> None:
        for w in self.watchers:
            w.access_at(mem, where, write)

    def access_iterations(self, mem: NDArray[np.uint8], starts: NDArray[np.int64], offsets: NDArray[np.int64],
                          write: bool) -> None:
        for w in self.watchers:
            w.access_iterations(mem, starts, offsets, write)

    def signal(self, op: str, flag: str, key: Any) -> bool:
        return any([w.signal(op, flag, key) for w in self.watchers])


class InitWatcher:
    """`--sanitize uninit,bounds`: the reads of bytes nothing wrote before them. On-chip
    memories start unwritten, a GM argument written up to its allocation (the slack past it is
    what a device finds there). Each read that meets unwritten bytes is an origin: its
    statement, memory and bytes (a mask per memory); a byte is an origin at its first read
    only. Whether an origin reaches an output is settled afterwards by running again with other
    bytes there (`dependent_outputs`)."""

    def __init__(self, machine: Any, memories: dict[str, NDArray[np.uint8]], allocated: dict[int, int]):
        self.machine = machine
        self.memories = memories
        self.names = {id(mem): name for name, mem in memories.items()}
        # per memory, the bytes written (or read once): made at the first access that may meet an
        # unwritten one (a GM argument's accesses within its allocation need none)
        self.written: dict[int, NDArray[np.bool_]] = {}
        self.allocated = {id(mem): allocated.get(id(mem), 0) for mem in memories.values()}
        self.origins: dict[tuple[int, int], list[Any]] = {}  # (statement, memory) -> [stmt, mask, count, loops]
        self.here: tuple[Op, Notes, int] | None = None  # replaying a pass: the statement, its iteration

    def access(self, mem: NDArray[np.uint8], lo: int, hi: int, write: bool) -> None:
        self._touch(mem, slice(lo, hi), write)

    def access_at(self, mem: NDArray[np.uint8], where: NDArray[np.int64], write: bool) -> None:
        self._touch(mem, where.reshape(-1), write)

    def access_iterations(self, mem: NDArray[np.uint8], starts: NDArray[np.int64], offsets: NDArray[np.int64],
                          write: bool) -> None:
        moves = _Iterations(starts, offsets)
        for i in range(starts.size):
            self._touch(mem, moves.at(i), write)

    def replay(self, records: list[Record], n: int, notes: Notes) -> None:
        """The iterations of a pass (PassRecorder): the first in full; a later one touches the
        same on-chip bytes (met already), so only its GM moves, and only where one reads a byte
        nothing wrote (past an allocation), are told, iteration by iteration."""
        try:
            for op, _, touches in records:
                self.here = (op, notes, 0)
                for t in touches:
                    self._touch(t[0], _in(t, 0), t[2])
            if n > 1 and any(not t[2] and t[3] is not None and not self._written(t[0], t[3].union(1))
                             for _, _, ts in records for t in ts):
                for i in range(1, n):
                    for op, _, touches in records:
                        self.here = (op, notes, i)
                        for t in touches:
                            if t[3] is not None:
                                self._touch(t[0], t[3].at(i), t[2])
        finally:
            self.here = None

    def signal(self, op: str, flag: str, key: Any) -> bool:
        return False

    def _written(self, mem: NDArray[np.uint8], where: Any) -> bool:
        """Whether every byte at `where` is written (or was read once)."""
        w = self.written.get(id(mem))
        if w is not None:
            return bool(w[where].all())
        size = self.allocated.get(id(mem))
        return size is None or _below(where, size)

    def _touch(self, mem: NDArray[np.uint8], where: Any, write: bool) -> None:
        w = self.written.get(id(mem))
        if w is None:
            size = self.allocated.get(id(mem))
            if size is None or (size and _below(where, size)):  # (not watched; within an allocation)
                return
            w = self.written[id(mem)] = np.zeros(mem.size, bool)
            w[:size] = True
        if write:
            w[where] = True
            return
        fresh = ~w[where]
        if not fresh.any():
            return
        here = self.here
        stmt = self.machine.current() if here is None else here[0]
        key = (id(stmt), id(mem))
        seen = self.origins.get(key)
        if seen is None:
            loops = self.machine.loop_notes() if here is None else here[1](here[2])
            seen = self.origins[key] = [stmt, np.zeros(mem.size, bool), 0, loops]
        at = np.arange(where.start, where.stop)[fresh] if isinstance(where, slice) else where[fresh]
        seen[1][at] = True
        seen[2] += 1
        w[at] = True  # an unwritten byte is an origin once, at its first read (a later copy of it is no new cause)


def _below(where: Any, size: int) -> bool:
    """Whether the bytes at `where` (a slice or offsets) all lie below `size`."""
    if isinstance(where, slice):
        return bool(where.stop <= size)
    return not where.size or int(where.max()) < size


MAX_ORIGINS = 16  # the reads of unwritten bytes followed one by one to the outputs (a run each)

# rerun(vary) -> output bytes: runs the kernel again with the bytes `vary` marks (memory name ->
# mask) holding other values than the first run saw, and returns every output's bytes
Rerun = Callable[[dict[str, NDArray[np.bool_]]], dict[str, NDArray[np.uint8]]]


def dependent_outputs(watcher: InitWatcher, first: dict[str, NDArray[np.uint8]], rerun: Rerun,
                      kinds: tuple[str, ...], gm: set[str]) -> list[Finding]:
    """The outputs whose bytes change when the unwritten bytes the run read change: each
    reported at the read that brought them in (an origin whose bytes alone, varied, change that
    output). `kinds`: "uninit" (on-chip bytes nothing wrote), "bounds" (GM past an allocation,
    named in `gm`). One run with every origin varied, then one per origin where several are."""
    names = watcher.names
    origins = [(stmt, names[mem_id], mask, count, loops)
               for (_, mem_id), (stmt, mask, count, loops) in watcher.origins.items()
               if ("bounds" if names[mem_id] in gm else "uninit") in kinds]
    if not origins:
        return []
    everything: dict[str, NDArray[np.bool_]] = {}
    for _, name, mask, _, _ in origins:
        everything[name] = everything.get(name, np.zeros(mask.size, bool)) | mask
    changed = _changed(first, rerun(everything))
    if not changed:
        return []
    out = []
    for k, (stmt, name, mask, count, loops) in enumerate(origins):
        if k == MAX_ORIGINS:
            line, col = origins[k][0].where()
            out.append(Finding(line, col, "warning", f"{len(origins) - k} more read(s) of unwritten bytes were not "
                                                     f"followed to the outputs (--sanitize follows {MAX_ORIGINS})",
                               "sanitize-uninit"))
            break
        mine = changed if len(origins) == 1 else _changed(first, rerun({name: mask}))
        for output, (lo, hi) in sorted(mine.items()):
            first_byte, last_byte = _ends(mask)
            kind = "bounds" if name in gm else "uninit"
            what = (f"bytes {first_byte}..{last_byte} of {name} past its allocation" if kind == "bounds"
                    else f"{name} bytes {first_byte}..{last_byte}, which nothing wrote before")
            line, col = stmt.where()
            text = (f"{_op_name(stmt)} reads {what}{f' ({count} times)' if count > 1 else ''}, and output {output} "
                    f"bytes {lo}..{hi} depend on them (they change when those bytes hold other values)")
            out.append(Finding(line, col, "error", text, f"sanitize-{kind}", notes=tuple(_loops("the read", loops))))
    return out


def _changed(first: dict[str, NDArray[np.uint8]], second: dict[str, NDArray[np.uint8]],
             step: int = 1 << 16) -> dict[str, tuple[int, int]]:
    """Per output, the first and last byte that differ between two runs (looked for `step`
    bytes at a time from each end)."""
    out = {}
    for name, a in first.items():
        b = second[name]
        if np.array_equal(a, b):
            continue
        lo = next(s + int(d.argmax()) for s in range(0, a.size, step) if (d := a[s:s + step] != b[s:s + step]).any())
        hi = next(s + _ends(d)[1] for e in range(a.size, 0, -step)
                  if (d := a[(s := max(0, e - step)):e] != b[s:e]).any())
        out[name] = (lo, hi)
    return out


def _ends(mask: NDArray[np.bool_]) -> tuple[int, int]:
    """The first and the last True of a mask that has one."""
    return int(mask.argmax()), mask.size - 1 - int(mask[::-1].argmax())
