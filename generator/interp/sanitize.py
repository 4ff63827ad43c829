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
database (runtime/pipes.py, `pipe_of`; D-SYNC-ORDER says what orders two pipes). A sanitized
run executes every loop iteration by iteration (a pass has no order to check).
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np
from numpy.typing import NDArray

from ptoisa_ref._tables import ENUMS, PIPES, SCOPE_PIPES, SYNC_OP_PIPES, TILE_LOCATIONS
from ptoisa_ref.runtime.pipes import pipe_inputs, pipe_of
from ptoisa_ref.runtime.tiles import Tile

from ..frontend.mlir import Op
from ..frontend.report import Finding


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

    def __init__(self, machine: Any, memories: dict[str, NDArray[np.uint8]], fn: Op):
        self.machine = machine
        self.inputs: dict[str, tuple[tuple[str, ...], tuple[str, ...], bool]] = {}  # op -> pipe_inputs(op)
        # the statements a vector scope holds run as one vector function, on the scope's pipe
        self.scoped: dict[int, Op] = {}
        _scopes(fn, None, self.scoped)
        self.pipes = [p for p in ENUMS["pipes"] if p != "PIPE_ALL"]
        self.index = {p: k for k, p in enumerate(self.pipes)}
        n = len(self.pipes)
        self.vc = np.zeros((n, n), np.int64)  # vc[p]: what pipe p's next op is ordered after
        self.pending: dict[tuple[Any, ...], list[tuple[NDArray[np.int64], int]]] = {}
        self.tokens: dict[Any, NDArray[np.int64]] = {}
        self.buffered: list[tuple[NDArray[np.uint8], Any, bool]] = []
        self.ops: list[tuple[Op, str, tuple[tuple[int, int, str], ...]]] = []  # (statement, pipe, its loops)
        self.shadows: dict[int, _Shadow] = {}
        self.memories = memories  # what a report calls each memory: UB, L1, "GM argument %y", ...
        self.names = {id(mem): name for name, mem in memories.items()}
        self.reports: dict[tuple[Any, ...], _Report] = {}
        self.order: list[_Report] = []
        self.signalled = False  # whether the run executed a sync op

    # --- watch.Watcher ------------------------------------------------------------------

    def access(self, mem: NDArray[np.uint8], lo: int, hi: int, write: bool) -> None:
        self.buffered.append((mem, slice(lo, hi), write))

    def access_at(self, mem: NDArray[np.uint8], where: NDArray[np.int64], write: bool) -> None:
        self.buffered.append((mem, where.reshape(-1), write))

    def signal(self, op: str, flag: str, key: Any) -> bool:
        self.signalled = True
        if flag == "set":
            src = self.index.get(key[0])
            if src is None:
                return False
            waiting = self.pending.setdefault(tuple(key), [])
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
            waiting = self.pending.get(tuple(key))
            if not waiting:
                here = self._op_index("PIPE_S")
                self._event("hang", here, -1, f"pto.{op} waits on flag ({key[0]}, {key[1]}, {key[2]}), which no "
                                              f"earlier set_flag sets: the device would wait here for ever")
                return True
            clock, _ = waiting.pop(0)
            np.maximum(self.vc[dst], clock, out=self.vc[dst])
        elif flag == "none" and key and key[0] == "PIPE_ALL":  # barrier / pipe_barrier of every pipe
            self.vc[:] = self.vc.max(axis=0)
        elif flag == "buffer" and op in ("rls_buf", "get_buf"):
            pipe = self.index.get(SYNC_OP_PIPES.get(key[0], key[0]))  # a pipe, or a kind of tile op naming one
            if pipe is None:
                return False
            if op == "rls_buf":
                held = self.tokens.get(key[1])
                self.tokens[key[1]] = self.vc[pipe].copy() if held is None else np.maximum(held, self.vc[pipe])
            elif key[1] in self.tokens:
                np.maximum(self.vc[pipe], self.tokens[key[1]], out=self.vc[pipe])
        return True

    # --- after each statement (the machine's observer) ------------------------------------

    def __call__(self, op: Op, frame: Any) -> None:
        if not self.buffered:
            return
        scope = self.scoped.get(id(op))
        pipe_name = SCOPE_PIPES[scope.shape.op[4:]] if scope is not None and scope.shape else self._pipe(op)
        p = self.index[pipe_name]
        self.vc[p, p] += 1
        stamp = int(self.vc[p, p])
        here = len(self.ops)
        self.ops.append((op, pipe_name, self.machine.loop_notes()))
        v = self.vc[p]
        for mem, where, write in self.buffered:
            sh = self.shadows.get(id(mem))
            if sh is None:
                sh = self.shadows[id(mem)] = _Shadow(mem.size)
            self._check(sh, mem, where, write, p, v, here)
        for mem, where, write in self.buffered:
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
        self.buffered.clear()

    def _pipe(self, op: Op) -> str:
        """The pipe of a statement, by the database's rule for its op (PIPE_S, which issues
        them, for statements outside it: arith, scf)."""
        name = op.shape.op if op.shape is not None else ""
        if not name.startswith("pto.") or name[4:] not in PIPES:
            return "PIPE_S"
        name = name[4:]
        need = self.inputs.get(name)
        if need is None:
            need = self.inputs[name] = pipe_inputs(name)
        if need == ((), (), False):
            return str(pipe_of(name, self.machine.target, {}))
        last = self.machine.last_call
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
        stmt = self.machine.current()
        self.ops.append((stmt, pipe, self.machine.loop_notes()))
        return len(self.ops) - 1

    # --- the end of the run --------------------------------------------------------------

    def findings(self, fn: Op) -> list[Finding]:
        out: list[Finding] = []
        if not self.signalled:
            races = sum(1 for r in self.order if r.kind not in ("hang", "set-twice", "left-set"))
            if races:
                line, col = fn.where()
                return [Finding(line, col, "warning", f"the kernel executes no sync op, so its {races} unordered "
                                                      f"pair(s) of accesses between pipes are not reported: a kernel "
                                                      f"without sync ops is taken to have them inserted by its "
                                                      f"compiler (PTOAS's automatic synchronisation)",
                                "sanitize-no-sync")]
        for key, waiting in sorted(self.pending.items()):
            for _, at in waiting:
                self._event("left-set", at, -1, f"flag ({key[0]}, {key[1]}, {key[2]}) is set here and never waited "
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
            notes.append((line, col, f"a set_flag[{e_pipe}, {pipe}, EVENT_ID...] after the first and the matching "
                                     f"wait_flag before the second would order them"))
            out.append(Finding(line, col, "error", message, f"sanitize-{r.kind}", notes=tuple(notes)))
        return out




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
        self.written = {}
        for mem in memories.values():
            w = np.zeros(mem.size, bool)
            w[:allocated.get(id(mem), 0)] = True
            self.written[id(mem)] = w
        self.origins: dict[tuple[int, int], list[Any]] = {}  # (statement, memory) -> [stmt, mask, count, loops]

    def access(self, mem: NDArray[np.uint8], lo: int, hi: int, write: bool) -> None:
        self._touch(mem, slice(lo, hi), write)

    def access_at(self, mem: NDArray[np.uint8], where: NDArray[np.int64], write: bool) -> None:
        self._touch(mem, where.reshape(-1), write)

    def signal(self, op: str, flag: str, key: Any) -> bool:
        return False

    def _touch(self, mem: NDArray[np.uint8], where: Any, write: bool) -> None:
        w = self.written.get(id(mem))
        if w is None:
            return
        if write:
            w[where] = True
            return
        fresh = ~w[where]
        if not fresh.any():
            return
        stmt = self.machine.current()
        key = (id(stmt), id(mem))
        seen = self.origins.get(key)
        if seen is None:
            seen = self.origins[key] = [stmt, np.zeros(mem.size, bool), 0, self.machine.loop_notes()]
        at = np.arange(where.start, where.stop)[fresh] if isinstance(where, slice) else where[fresh]
        seen[1][at] = True
        seen[2] += 1
        w[at] = True  # an unwritten byte is an origin once, at its first read (a later copy of it is no new cause)


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
            at = np.nonzero(mask)[0]
            kind = "bounds" if name in gm else "uninit"
            what = (f"bytes {int(at.min())}..{int(at.max())} of {name} past its allocation" if kind == "bounds"
                    else f"{name} bytes {int(at.min())}..{int(at.max())}, which nothing wrote before")
            line, col = stmt.where()
            text = (f"{_op_name(stmt)} reads {what}{f' ({count} times)' if count > 1 else ''}, and output {output} "
                    f"bytes {lo}..{hi} depend on them (they change when those bytes hold other values)")
            out.append(Finding(line, col, "error", text, f"sanitize-{kind}", notes=tuple(_loops("the read", loops))))
    return out


def _changed(first: dict[str, NDArray[np.uint8]], second: dict[str, NDArray[np.uint8]]) -> dict[str, tuple[int, int]]:
    """Per output, the first and last byte that differ between two runs."""
    out = {}
    for name, a in first.items():
        diff = np.nonzero(a != second[name])[0]
        if diff.size:
            out[name] = (int(diff[0]), int(diff[-1]))
    return out
