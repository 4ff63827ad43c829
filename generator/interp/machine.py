"""Run a PTO program on the generated semantics: the engine behind `ptoisa run`.

The op tree `mlir.read` gives is executed in order. Control flow (func.func and
func.call, scf.for / scf.if / scf.while / scf.execute_region with their yields,
pto.vecscope) runs on an explicit stack of frames, so nesting depth costs memory,
never Python recursion. arith ops run on `scalars`; every op of the ISA database
runs by calling its function in `ptoisa_ref.semantics`, its operands bound by name
(`semantics.BINDINGS`) from the statement matched against the op's declared syntax.

As in the verifier, each statement shape is planned once: the plan knows which of
the statement's values are read and written, so running a statement is a few dict
look-ups and one call. A problem of the program (an out-of-bounds access, a wait on
a flag never set, an op outside the database, division by zero) ends the run with
`RunError` at the statement's line and column, never a Python traceback.
"""
from __future__ import annotations

import functools
import inspect
import re
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ptoisa_ref import costs as C
from ptoisa_ref import semantics as S
from ptoisa_ref import verifier_rules as R
from ptoisa_ref._tables import CLUSTER_SECTIONS
from ptoisa_ref.runtime.cores import WouldBlock

from . import batch as B
from . import scalars as SC
from .trace import summary
from ..frontend.forms import Binding, match
from ..frontend.mlir import Module, Op, Region
from ..frontend.plans import attr_entries, core_pipe_problem, kinds_fit, rules_for
from ..frontend.ptotypes import TypeParseError, parse_type

_REGION_OPS = frozenset({"pto.vecscope", "pto.strict_vecscope", "scf.execute_region"})
# !pto.ptr<T, SPACE>; without a space the pointer is a GM one, as PTOAS reads it. Element types may be !pto.hif8.
_PTR = re.compile(r"!pto\.ptr<\s*([^,<>]+?)\s*(?:,\s*(\w+)\s*)?>")
_VREG = re.compile(r"!pto\.vreg<\s*\d+x([^<>]+?)\s*>")
_MASK = re.compile(r"!pto\.mask<\s*(b\d+)\s*>")
_SPELLING = {spelling: name for name, (_, _, _, _, spelling) in R.DTYPES.items()}
# MLIR's signed spellings (si16) name the database's two's-complement types (i16).
_SPELLING.update({"s" + spelling: name for spelling, name in list(_SPELLING.items())
                  if re.fullmatch(r"i\d+", spelling)})
_INTEGER = re.compile(r"-?\d+")


class RunError(Exception):
    """A problem of the running program, at (line, col) of the source; `notes` (line, col, text)
    name the iteration of each loop around it."""

    def __init__(self, line: int, col: int, message: str, notes: tuple[tuple[int, int, str], ...] = ()):
        super().__init__(message)
        self.line, self.col, self.message, self.notes = line, col, message, notes


class Interrupted(KeyboardInterrupt):
    """Ctrl-C while the kernel ran, at (line, col) of the statement it was executing, inside the
    loop iterations `notes` names."""

    def __init__(self, line: int, col: int, op: str, notes: tuple[tuple[int, int, str], ...] = ()):
        super().__init__(f"{line}:{col}: interrupted in {op}")
        self.line, self.col, self.op, self.notes = line, col, op, notes


# The interpreter's loop calls Machine.tick once per TICK_OPS executed ops (a power of two):
# the time limit and the progress line cost nothing per op.
TICK_OPS = 4096


@dataclass
class Stats:
    """What ran: executions per op name, and per (ISA op, element type) for the cost tables."""

    ops: dict[str, int] = field(default_factory=dict)
    # (op, element type, a tile op's (rows, cols, valid rows, valid cols) or None) -> executions
    isa_ops: dict[tuple[Any, ...], int] = field(default_factory=dict)
    first_line: dict[tuple[Any, ...], int] = field(default_factory=dict)
    executed: int = 0
    batched: int = 0  # loop iterations run in passes (batch.py)


class _Frame:
    """A block being executed: its ops, the next one, the function's values, and what to
    do when the block ends (`done`, given the frame, which holds what it yielded)."""

    __slots__ = ("ops", "i", "env", "region", "done", "yielded", "activation")

    def __init__(self, ops: list[Op], env: dict[str, Any], region: Region, done: Callable[["_Frame"], None],
                 activation: "_Activation"):
        self.ops, self.i, self.env, self.region, self.done = ops, 0, env, region, done
        self.yielded: list[Any] = []
        self.activation = activation


class _Activation:
    """One call of a function: where its return values go."""

    __slots__ = ("returned",)

    def __init__(self, returned: Callable[[list[Any]], None]):
        self.returned = returned


_KERNEL_KIND = re.compile(r"pto\.kernel_kind\s*=\s*#pto\.kernel_kind<\s*(cube|vector)\s*>")


def kernel_kind(fn: Op) -> str | None:
    """The kind of core a function is written for (`pto.kernel_kind = #pto.kernel_kind<cube>`), or None."""
    m = _KERNEL_KIND.search(fn.shape.attrs or "") if fn.shape is not None else None
    return m.group(1) if m else None


def functions(module: Module) -> list[Op]:
    """The module's func.func ops with a body, in text order (nested modules included)."""
    found, regions = [], [module.body]
    while regions:
        for block in regions.pop(0).blocks:
            for op in block.ops:
                shape = op.shape
                if shape is not None and shape.kind == "op":
                    if shape.op == "func.func" and shape.symbol and op.regions:
                        found.append(op)
                    elif shape.op in ("module", "builtin.module"):
                        regions.extend(op.regions)
    return found


def _elem_of(type_text: str | None) -> str | None:
    """The database element type of a written vreg or pointer type (f32, u16, ...)."""
    if not type_text:
        return None
    mask = _MASK.fullmatch(type_text.strip())
    if mask:
        return mask.group(1)  # a mask's "element type" is its granularity
    m = _VREG.search(type_text) or _PTR.search(type_text)
    if m is None and type_text.lstrip().startswith(("!pto.tile", "!pto.tensor_view", "!pto.partition_tensor_view")):
        try:
            elem = getattr(parse_type(type_text.strip()), "elem", None)
        except TypeParseError:
            return None
        return str(elem) if elem is not None else None
    return _SPELLING.get(m.group(1) if m else type_text.strip())


class Machine:
    """The state a kernel runs against: the unified buffer, the sync flags, the functions."""

    def __init__(self, module: Module, target: str, max_ops: int, spr: dict[str, int] | None = None,
                 batch: bool = True):
        self.target = target
        self.batch = batch  # run independent tile loops in passes (batch.py); False: always in order
        self.ub = np.zeros(S.MEMORY_BYTES["ub"][target], dtype=np.uint8)
        # the other on-chip memories the database declares with a size (the L1 buffer), zero-filled
        self.memories = {"ub": self.ub, **{space: np.zeros(sizes[target], dtype=np.uint8)
                                           for space, sizes in S.MEMORY_ADDRESS_BYTES.items()
                                           if space not in ("ub", "gm")}}
        self.flags: dict[Any, int] = {}
        self.dma: dict = {}
        # the special registers by name (AR, SQZN for the align streams; VMS4_SR; the launch's
        # BLOCK_IDX, BLOCK_NUM, SUBBLOCKID, SUBBLOCKDIM where the run sets them)
        self.spr: dict[str, int] = dict(spr or {})
        self.printed: list[str] = []  # the lines pto.tprint printed, in order
        self.functions: dict[str, Op] = {}
        self.stats = Stats()
        self.max_ops = max_ops
        # called with the op about to run every TICK_OPS ops (time limits, progress); may raise RunError
        self.tick: Callable[[Op], None] | None = None
        # called after each statement runs, with the statement and its frame (--trace, --dump)
        self.observe: Callable[[Op, "_Frame"], None] | None = None
        self.stack: list[_Frame] = []
        # the statement of database semantics that ran last, with the operands it passed (--sanitize
        # reads a tile operand's location there)
        self.last_call: tuple[Op, dict[str, Any]] | None = None
        # told of each pass (--sanitize: sanitize.PassRecorder): begin(loop, notes), statement(op)
        # after each body statement, end(committed)
        self.pass_watch: Any = None
        self._plans: dict[int, Callable[[Op, _Frame], None]] = {}
        self._batch_plans: dict[int, Callable[[Op, _Frame], None]] = {}
        self._unbatched: set[int] = set()  # loops (statement shapes) a pass could not stand for
        self._free: dict[str, int] = {}  # per memory, the first byte no planned tile takes
        self._placed: dict[int, int] = {}  # alloc_tile statement -> its planned address
        # alloc statements that take no memory (D-TILE-PLACEMENT-TMP) -> the tile they define
        self._unplanned: dict[int, str] | None = None
        self._body_uses: dict[int, list[str]] = {}  # a batched loop statement -> the names its body uses, once each
        self._handed: set[str] = set()  # the memories a plan holds (only they can change; see reset)
        # on a core of a cluster (cluster.py): (kind of core, its name); None: one core runs every section
        self.core: tuple[str, str] | None = None
        self._entered: Op | None = None  # the function `start` entered
        self._lines: dict[int, int] = {}  # statement (id) -> the line of its op name, for the cost rows
        self._body_results: dict[int, list[str]] = {}  # a batched loop statement -> the names its body defines
        for fn in functions(module):
            self.functions.setdefault(fn.shape.symbol[1:], fn)  # type: ignore[union-attr,index]

    def reset(self, max_ops: int, spr: dict[str, int] | None = None) -> None:
        """The state of a new launch (memories zeroed, flags, registers and counts cleared), the
        plans kept. The plans hold the state's objects, so they are cleared, not replaced."""
        for space in self._handed:  # a memory no plan was handed cannot have changed
            self.memories[space].fill(0)
        for state in (self.flags, self.dma, self.spr, self.printed, self.stats.ops, self.stats.isa_ops,
                      self.stats.first_line):
            state.clear()
        self.spr.update(spr or {})
        self.stats.executed = self.stats.batched = 0
        self.max_ops = max_ops
        self.stack.clear()
        self._free.clear()  # tiles are placed again as they first run (D-TILE-PLACEMENT)
        self._placed.clear()

    def forget_unbatched(self) -> None:
        """Try every loop in passes again (a launch that could not batch a loop runs it in order
        in later launches too, unless this is called: the results are the same, `batched` not)."""
        self._unbatched.clear()

    # --- functions -------------------------------------------------------------------

    def call(self, fn: Op, args: list[Any]) -> list[Any]:
        """Run function `fn` on `args` to its end; its return values."""
        out = self.start(fn, args)
        self.resume()
        return out

    def start(self, fn: Op, args: list[Any]) -> list[Any]:
        """Enter function `fn` with `args`, running nothing yet; the list its return values will fill."""
        out: list[Any] = []
        self._entered = fn
        self._enter_function(fn, args, out.extend, None)
        return out

    def resume(self) -> bool:
        """Run from where the machine stopped: True at the end of the function `start` entered,
        False where a semaphore wait of a cluster's core finds nothing to take (cores.WouldBlock;
        the wait runs again at the next resume)."""
        try:
            self._loop()
        except WouldBlock:
            return False
        except RunError as exc:
            if not exc.notes:
                exc.notes = self.operand_note(exc) + self.loop_notes()
            raise
        except KeyboardInterrupt:
            op = self.current() or self._entered
            assert op is not None
            err = _error(op, "")
            raise Interrupted(err.line, err.col, op.shape.op if op.shape is not None else "?",
                              self.loop_notes()) from None
        return True

    def current(self) -> Op | None:
        """The statement executing: the innermost frame that has started one (a frame just
        entered has not, and its statement is the loop, if or call that entered it)."""
        return next((fr.ops[fr.i - 1] for fr in reversed(self.stack) if fr.i), None)

    def waiting(self) -> Op | None:
        """The statement a resume runs first: the wait a cluster's core stopped at."""
        fr = self.stack[-1] if self.stack else None
        return fr.ops[fr.i] if fr is not None and fr.i < len(fr.ops) else None

    def operand_note(self, exc: RunError) -> tuple[tuple[int, int, str], ...]:
        """The values the failing statement read, where the error is at that statement: a
        scalar as itself, a register or mask summarised (trace.summary)."""
        fr = next((fr for fr in reversed(self.stack) if fr.i), None)
        if fr is None:
            return ()
        op = fr.ops[fr.i - 1]
        shape = op.shape
        if shape is None or not shape.uses:
            return ()
        where = _error(op, "")
        line, col = where.line, where.col
        if (line, col) != (exc.line, exc.col):
            return ()
        names = dict.fromkeys(op.names[shape.value(i)] for i in shape.uses)
        shown = [f"%{n} = {summary(fr.env[n])}" for n in names if n in fr.env]
        return ((line, col, "its operands: " + ", ".join(shown)),) if shown else ()

    def loop_notes(self) -> tuple[tuple[int, int, str], ...]:
        """For each scf.for the executing statement is inside, outermost first: its place and
        the value of its induction variable."""
        notes = []
        for outer, inner in zip(self.stack, self.stack[1:]):
            if not outer.i:
                continue
            op = outer.ops[outer.i - 1]
            shape = op.shape
            if shape is None or shape.op != "scf.for" or not shape.region_defs or inner.region not in op.regions:
                continue
            name = op.names[shape.value(shape.region_defs[0][0])]
            if name in inner.env:
                err = _error(op, "")
                notes.append((err.line, err.col, f"in the iteration %{name} = {inner.env[name]} of this loop"))
        return tuple(notes)

    def _enter_function(self, fn: Op, args: list[Any], returned: Callable[[list[Any]], None],
                        at: Op | None) -> None:
        shape = fn.shape
        assert shape is not None
        params = [fn.names[shape.value(i)] for i, _ in shape.region_defs]
        where = at or fn
        if len(params) != len(args):
            raise _error(where, f"@{shape.symbol and shape.symbol[1:]} takes {len(params)} argument(s), "
                                f"{len(args)} given")
        if not fn.regions or not fn.regions[0].blocks[0].ops:
            raise _error(where, f"{shape.symbol}: a declaration without a body cannot run")
        env = dict(zip(params, args))
        act = _Activation(returned)
        region = fn.regions[0]
        self.stack.append(_Frame(region.blocks[0].ops, env, region, lambda fr: returned([]), act))

    # --- the loop --------------------------------------------------------------------

    def _loop(self) -> None:
        stack, plans, stats, observe = self.stack, self._plans, self.stats, self.observe
        while stack:
            fr = stack[-1]
            if fr.i < len(fr.ops):
                op = fr.ops[fr.i]
                fr.i += 1
                stats.executed += 1
                if stats.executed > self.max_ops:
                    raise _error(op, f"stopped after {self.max_ops} executed ops (--max-ops); "
                                     "a loop that never ends?")
                if not stats.executed & (TICK_OPS - 1) and self.tick is not None:
                    self.tick(op)
                try:
                    plan = plans.get(id(op.shape))
                    if plan is None:
                        plan = plans[id(op.shape)] = self._plan(op)
                    plan(op, fr)
                    if observe is not None:
                        observe(op, fr)
                except RunError:
                    raise
                except WouldBlock:  # the wait has not run: it runs again when the core resumes
                    fr.i -= 1
                    stats.executed -= 1
                    stats.ops[op.shape.op] -= 1  # (counted as its plan began)
                    raise
                except KeyError as exc:  # a value no statement before defined
                    name = exc.args[0] if exc.args else "?"
                    raise _error(op, f"use of undefined value %{name}") from None
                except Exception as exc:  # noqa: BLE001 - a run answers with a place, never a traceback
                    raise _error(op, f"internal error while running this statement: {exc!r}") from None
            else:
                stack.pop()
                fr.done(fr)

    # --- planning one statement shape --------------------------------------------------

    def _plan(self, op: Op) -> Callable[[Op, _Frame], None]:
        shape = op.shape
        if shape is None or shape.kind == "error":
            raise _error(op, "cannot run a statement that does not parse (see `ptoisa verify`)")
        if shape.kind == "label":
            return _nothing
        return self._counted(shape.op, self._plan_inner(op))

    def _counted(self, name: str, inner: Callable[[Op, _Frame], None]) -> Callable[[Op, _Frame], None]:
        count = self.stats.ops

        def counted(o: Op, fr: _Frame) -> None:
            count[name] = count.get(name, 0) + 1
            inner(o, fr)
        return counted

    def _plan_inner(self, op: Op) -> Callable[[Op, _Frame], None]:
        shape = op.shape
        assert shape is not None
        name = shape.op
        if name.startswith("arith.") or name == "builtin.unrealized_conversion_cast":
            return _arith_plan(op)
        if name in ("scf.yield", "scf.condition"):
            ks = [shape.value(i) for i in shape.uses]

            def terminate(o: Op, fr: _Frame) -> None:
                env, names = fr.env, o.names
                fr.yielded = [env[names[k]] for k in ks]
                fr.i = len(fr.ops)
            return terminate
        if name in ("return", "func.return"):
            return self._plan_return(op)
        if name == "scf.for":
            return self._plan_for(op)
        if name == "scf.if":
            return self._plan_if(op)
        if name == "scf.while":
            return self._plan_while(op)
        if name in _REGION_OPS:
            return self._plan_once(op)
        section = CLUSTER_SECTIONS.get(name[4:]) if name.startswith("pto.") else None
        if section is not None:  # on a cluster's core, the sections of the other kind of core are skipped
            return self._plan_once(op) if self.core is None or self.core[0] == section else _nothing
        if name == "func.call" or name == "call":
            return self._plan_call(op)
        if name == "func.func" or name in ("module", "builtin.module"):
            return _nothing  # functions run when called
        rules = rules_for(name)
        if rules is not None and not shape.generic:
            if self.core is not None:
                self._check_pipe(op, rules.name)
            return self._plan_isa(op, rules)
        if name.startswith("pto."):
            raise _error(op, f"unknown op '{name}' (not in the database)")
        raise _error(op, f"ptoisa run cannot execute '{name}' (it runs func, arith, scf and the ISA's ops)")

    def _check_pipe(self, op: Op, name: str) -> None:
        """On a cluster's core, an op on a pipe the core does not have is an error (D-CLUSTER)."""
        assert self.core is not None
        problem = core_pipe_problem(name, self.target, self.core[0])
        if problem is not None:
            raise _error(op, f"{problem} (on the cluster's {self.core[1]}; D-CLUSTER)")

    # --- control flow ------------------------------------------------------------------

    def results(self, op: Op) -> list[str]:
        """The names op's results are bound to (`%x:2` binds x#0 and x#1)."""
        shape = op.shape
        assert shape is not None
        out = []
        for i, n in shape.results:
            base = op.names[shape.value(i)]
            out += [base] if n == 1 else [f"{base}#{j}" for j in range(n)]
        return out

    def _bind_results(self, op: Op, env: dict[str, Any], values: list[Any]) -> None:
        names = self.results(op)
        if not names:
            return  # `scf.for ... iter_args(...) -> (T)` without `%r =`: what it yields is dropped
        if len(names) != len(values):
            raise _error(op, f"{op.shape.op if op.shape else 'op'}: {len(values)} value(s) yielded for "
                             f"{len(names)} result(s)")
        env.update(zip(names, values))

    def _enter(self, op: Op, region: Region, env: dict[str, Any], args: list[Any], defs: list[str],
               done: Callable[[_Frame], None], act: _Activation) -> _Frame:
        """Push the region's entry block; its arguments are `defs` (the op's), or its label's."""
        block = region.blocks[0]
        if block.label is not None and block.label.shape is not None:
            lab = block.label
            defs = [lab.names[lab.shape.value(i)] for i, _ in lab.shape.region_defs]
        if len(defs) != len(args):
            raise _error(op, f"the region takes {len(defs)} argument(s), {len(args)} given")
        env.update(zip(defs, args))
        fr = _Frame(block.ops, env, region, done, act)
        self.stack.append(fr)
        return fr

    def _plan_for(self, op: Op) -> Callable[[Op, _Frame], None]:
        shape = op.shape
        assert shape is not None
        uses = [shape.value(i) for i in shape.uses]
        defs_k = [shape.value(i) for i, _ in shape.region_defs]
        if len(uses) < 3 or len(defs_k) != len(uses) - 2:
            raise _error(op, "scf.for: cannot find its bounds, step and iter_args")
        blocks = op.regions[0].blocks if op.regions else []
        passes = (self.batch and len(uses) == 3 and len(blocks) == 1 and blocks[0].label is None
                  and B.batchable(blocks[0].ops))

        def run(o: Op, fr: _Frame) -> None:
            env, names = fr.env, o.names
            lb, ub, step = (_as_int(o, env[names[k]], "bound") for k in uses[:3])
            carried = [env[names[k]] for k in uses[3:]]
            if step <= 0:
                raise _error(o, f"scf.for: the step is {step}; it must be positive")
            defs = [names[k] for k in defs_k]
            if passes and id(o.shape) not in self._unbatched:
                lb = self._passes(o, fr, lb, ub, step, defs[0])
            if lb >= ub:
                self._bind_results(o, env, carried)
                return
            state = [lb]

            def next_iteration(body: _Frame) -> None:
                iv = state[0] + step
                if iv < ub:
                    state[0] = iv
                    if len(body.yielded) != len(defs) - 1:
                        raise _error(o, f"scf.for: the body yields {len(body.yielded)} value(s) for "
                                        f"{len(defs) - 1} iter_args")
                    env[defs[0]] = iv
                    env.update(zip(defs[1:], body.yielded))
                    body.i, body.yielded = 0, []
                    self.stack.append(body)
                else:
                    self._bind_results(o, env, body.yielded)
            self._enter(o, o.regions[0], env, [lb] + carried, defs, next_iteration, fr.activation)
        return run

    # --- batched loops (batch.py) ------------------------------------------------------

    def _passes(self, o: Op, fr: _Frame, lb: int, ub: int, step: int, iv: str) -> int:
        """Run the loop's iterations from lb in passes while they may; the first iteration left
        to run in order (ub when none is)."""
        body = o.regions[0].blocks[0].ops
        names = self._body_uses.get(id(o))
        if names is None:  # the values the body uses, kept per loop statement
            if self._unplanned is None:
                self._unplanned = unplanned_allocs(self.functions.values(), self.target)
            ignored = set(self._unplanned.values())  # tiles without memory: nothing to stack
            names = self._body_uses[id(o)] = list(dict.fromkeys(
                name for op in body if op.shape is not None for i in op.shape.uses
                if (name := op.names[op.shape.value(i)]) not in ignored))
        while lb < ub:
            n = B.pass_size(fr.env, names, -(-(ub - lb) // step))
            if n < 2 or self.stats.executed + n * len(body) > self.max_ops:
                break
            if not self._pass(o, fr, body, names, iv, lb, step, n):
                self._unbatched.add(id(o.shape))
                break
            lb += n * step
        return lb

    def _pass(self, o: Op, fr: _Frame, body: list[Op], names: list[str], iv: str, lb: int, step: int,
              n: int) -> bool:
        """Iterations lb, lb + step, ... (n of them) as one pass; False, with nothing changed, where
        the pass cannot stand for them."""
        stats = self.stats
        before = (dict(stats.ops), dict(stats.isa_ops), dict(stats.first_line))
        batch = B.Batch(n)
        env = dict(fr.env)
        env[iv] = np.arange(lb, lb + n * step, step, dtype=np.int64)
        frame = _Frame(body, env, o.regions[0], _nothing_done, fr.activation)
        watcher = self.pass_watch
        if watcher is not None:
            watcher.begin(n, self._iteration_notes(o, iv, lb, step))
        try:
            B.stack_tiles(batch, env, names)
            for pos, op in enumerate(body):
                batch.pos = pos
                plan = self._batch_plans.get(id(op.shape))
                if plan is None:
                    plan = self._batch_plans[id(op.shape)] = self._plan_in_pass(op)
                plan(op, frame)
                if watcher is not None:
                    watcher.statement(op)
            batch.check()
        except Exception:  # noqa: BLE001 - whatever stops a pass, the iterations run in order
            for table, saved in zip((stats.ops, stats.isa_ops, stats.first_line), before):
                table.clear()
                table.update(saved)
            batch.close()
            if watcher is not None:
                watcher.end(False)
            return False
        try:
            batch.commit()
        finally:
            batch.close()
        if watcher is not None:
            watcher.end(True)
        for table, saved in zip((stats.ops, stats.isa_ops), before[:2]):
            for key, count in table.items():
                table[key] = saved.get(key, 0) + (count - saved.get(key, 0)) * n
        stats.executed += n * len(body)
        stats.batched += n
        defined = self._body_results.get(id(o))
        if defined is None:
            defined = self._body_results[id(o)] = [name for op in body if op.shape is not None
                                                   for name in self.results(op)]
        for name in defined:  # values the body defines, as the last iteration leaves them
            if name in env:
                fr.env[name] = B.last_value(env[name])
        fr.env[iv] = lb + (n - 1) * step
        return True

    def _iteration_notes(self, o: Op, iv: str, lb: int, step: int) -> Callable[[int], tuple[tuple[int, int, str], ...]]:
        """The loop notes of iteration i of a pass over loop `o` (loop_notes, as that iteration
        run in order would have them)."""
        outer = self.loop_notes()
        place = _error(o, "")
        line, col = place.line, place.col

        def notes(i: int) -> tuple[tuple[int, int, str], ...]:
            return outer + ((line, col, f"in the iteration %{iv} = {lb + i * step} of this loop"),)
        return notes

    def _plan_in_pass(self, op: Op) -> Callable[[Op, _Frame], None]:
        """A statement's plan in a pass: arith over per-iteration arrays where an operand is one,
        every other statement as it always runs."""
        shape = op.shape
        assert shape is not None
        if not shape.op.startswith("arith.") or shape.op == "arith.constant":
            plan = self._plans.get(id(shape))
            if plan is None:
                plan = self._plans[id(shape)] = self._plan(op)
            return plan
        over = B.arith_over_iterations(op)
        assert over is not None  # batchable() checked it
        inner = self._plan_inner(op)
        uses = [shape.value(i) for i in shape.uses]
        res_k = shape.value(shape.results[0][0])

        def per_iteration(o: Op, fr: _Frame) -> None:
            env, names = fr.env, o.names
            args = [env[names[k]] for k in uses]
            if any(isinstance(a, np.ndarray) for a in args):
                env[names[res_k]] = over(args)
            else:
                inner(o, fr)
        return self._counted(shape.op, per_iteration)

    def _plan_if(self, op: Op) -> Callable[[Op, _Frame], None]:
        shape = op.shape
        assert shape is not None
        cond_k = shape.value(shape.uses[0])

        def run(o: Op, fr: _Frame) -> None:
            env = fr.env
            cond = _as_int(o, env[o.names[cond_k]], "condition")
            taken = 0 if cond & 1 else 1
            if taken >= len(o.regions):
                self._bind_results(o, env, [])
                return
            self._enter(o, o.regions[taken], env, [], [], lambda b: self._bind_results(o, env, b.yielded),
                        fr.activation)
        return run

    def _plan_while(self, op: Op) -> Callable[[Op, _Frame], None]:
        shape = op.shape
        assert shape is not None
        uses = [shape.value(i) for i in shape.uses]
        defs_k = [shape.value(i) for i, _ in shape.region_defs]

        def run(o: Op, fr: _Frame) -> None:
            env, act = fr.env, fr.activation
            if len(o.regions) != 2:
                raise _error(o, "scf.while: expected a before region and a do region")
            before, after = o.regions

            def checked(b: _Frame) -> None:
                if not b.yielded:
                    raise _error(o, "scf.while: the before region must end with scf.condition")
                cond, *values = b.yielded
                if _as_int(o, cond, "condition") & 1:
                    self._enter(o, after, env, values, [], again, act)
                else:
                    self._bind_results(o, env, values)

            def again(b: _Frame) -> None:
                self._enter(o, before, env, b.yielded, [o.names[k] for k in defs_k], checked, act)
            self._enter(o, before, env, [env[o.names[k]] for k in uses], [o.names[k] for k in defs_k], checked, act)
        return run

    def _plan_once(self, op: Op) -> Callable[[Op, _Frame], None]:
        """A region run once; its block arguments (strict_vecscope's captures) are the op's operands."""
        shape = op.shape
        assert shape is not None
        uses = [shape.value(i) for i in shape.uses]

        def run(o: Op, fr: _Frame) -> None:
            if not o.regions:
                return
            env = fr.env
            self._enter(o, o.regions[0], env, [env[o.names[k]] for k in uses], [],
                        lambda b: self._bind_results(o, env, b.yielded), fr.activation)
        return run

    def _plan_call(self, op: Op) -> Callable[[Op, _Frame], None]:
        shape = op.shape
        assert shape is not None
        uses = [shape.value(i) for i in shape.uses]
        symbol = (shape.symbol or "@")[1:]

        def run(o: Op, fr: _Frame) -> None:
            fn = self.functions.get(symbol)
            if fn is None:
                raise _error(o, f"func.call: no function @{symbol} in this file")
            if self.core is not None and fn.shape is not None:  # a cluster's core skips the other kind's kernel
                kind = kernel_kind(fn)
                if kind is not None and kind != self.core[0]:
                    return
            env = fr.env
            self._enter_function(fn, [env[o.names[k]] for k in uses],
                                 lambda values: self._bind_results(o, env, values), o)
        return run

    def _plan_return(self, op: Op) -> Callable[[Op, _Frame], None]:
        shape = op.shape
        assert shape is not None
        uses = [shape.value(i) for i in shape.uses]

        def run(o: Op, fr: _Frame) -> None:
            values = [fr.env[o.names[k]] for k in uses]
            act = fr.activation
            while self.stack and self.stack[-1].activation is act:
                self.stack.pop()  # leave every region of this call
            act.returned(values)
        return run

    # --- the ISA's ops ---------------------------------------------------------------

    def _plan_isa(self, op: Op, rules: Any) -> Callable[[Op, _Frame], None]:
        shape = op.shape
        assert shape is not None
        b = _bind(op, rules)
        fn = getattr(S, rules.name, None)
        how = S.BINDINGS.get(rules.name)
        if fn is None or how is None:
            raise _error(op, f"pto.{rules.name} has no semantics function")
        accepted = _parameters(fn)
        operands: list[tuple[str, int]] = []
        lists: dict[str, list[int]] = {}  # `shape = [%a, %b]`: a list operand's values, in order
        variadic = set(getattr(b.form, "variadic", ()))
        for declared, index in b.operands:
            param = how["operands"].get(declared)
            if param is None or param not in accepted:
                raise _error(op, f"pto.{rules.name}: ptoisa run cannot pass %{declared} to its semantics "
                                 f"(not executable yet)")
            if declared in variadic:
                lists.setdefault(param, []).append(shape.value(index))
            else:
                operands.append((param, shape.value(index)))
        fixed: dict[str, Any] = {"target": self.target}
        # An unquoted placeholder (`get_buf "PIPE", BUF_ID, MODE` written `0, 0`) is a number.
        written: dict[str, Any] = {slot.lower(): int(value) if _INTEGER.fullmatch(value) else value
                                   for slot, value, _ in b.strings}
        if b.attrs:
            written.update({k: v for k, v in attr_entries(b.attrs).items()
                            if v is not None and "." not in k and k not in rules.unread})  # (as the verifier reads them)
            written, problems = R.read_legacy_attributes(rules.name, written)
            if problems:
                raise _error(op, problems[0].message)
        for key, value in written.items():
            keyword = how["attributes"].get(key)
            if keyword is None or keyword not in accepted:
                raise _error(op, f"pto.{rules.name}: its semantics take no attribute '{key}'")
            fixed[keyword] = value
        if how["modes"]:
            fixed["mode"] = b.form.mode
        types = dict(b.types)
        result_names = [name for name, _ in b.results]
        result_ks = [shape.value(index) for _, index in b.results]
        if how["dtype"] and "dtype" not in fixed:
            dtype = next((_elem_of(types.get(r)) for r in result_names if _elem_of(types.get(r))), None)
            if dtype is not None:
                fixed["dtype"] = dtype
        if "flags" in how["state"]:
            fixed["flags"] = self.flags
        if "dma" in how["state"]:
            fixed["dma"] = self.dma
        if "spr" in how["state"]:
            fixed["spr"] = self.spr
        if "printed" in how["state"]:
            fixed["printed"] = self.printed
        for keyword, declared in how.get("types", {}).items():
            fixed[keyword] = _elem_of(types.get(declared))
        written = [m.group(2) or "gm" for m in (_PTR.search(types.get(r) or "") for r in result_names) if m]
        spaces = [S.MEMORY_SPACES.get(space, space) for space in written]
        if "space" in accepted:  # a cast's result space (none: the result is an integer)
            fixed["space"] = spaces[0] if spaces else None
        if "memory" in how["state"]:
            fixed["memory"] = self._hand(spaces[0]) if len(spaces) == 1 else None
        planned = None
        if "config" in how["state"]:  # alloc_tile and the like: the result's type, its buffer, where it goes
            planned = self._configure(op, rules, b, fixed, types, result_names, how["state"], how.get("places", False))
        # each result's scalar type, read once (None: not a scalar, the value is kept as it is)
        result_types = [SC.scalar_type(t) if t is not None else None for t in (types.get(r) for r in result_names)]
        primary = next(iter(rules.element_types), None)
        cost_type = _elem_of(types.get(primary)) if primary else None
        pair_with = C.A5_TILE_CURVES.get(rules.name, {}).get("pair_with") if self.target == "a5" else None
        if pair_with and cost_type and _elem_of(types.get(pair_with)):  # tcvt: A5 curves per (src, dst) pair
            cost_type = f"{cost_type}->{_elem_of(types.get(pair_with))}"
        cost_key: tuple[Any, ...] = (f"pto.{rules.name}", cost_type, None, None)
        # the tile a tile op's cost reads: its destination, or where it writes no tile (tstore) the
        # tile its element types name
        typed_param = how["operands"].get(primary, primary) if primary else None
        # a DMA copy's A2/A3 cost reads its bytes formula's names (D-A2A3-DMA): operands and loop registers
        transfer = C.A2A3_TRANSFER_BYTES.get(rules.name)
        t_params = [(n, how["operands"].get(n, n)) for n in transfer[3]] if transfer else []
        t_bank, dma = (transfer[5] if transfer else None), self.dma
        # a matrix product's A2/A3 cost reads M, K and N from lhs and rhs, and their element type (D-A2A3-MAD)
        cube = rules.name in C.A2A3_CUBE
        stats = self.stats
        list_items = list(lists.items())
        lines = self._lines

        def run(o: Op, fr: _Frame) -> None:
            env, names = fr.env, o.names
            kwargs = dict(fixed)
            for param, k in operands:
                kwargs[param] = env[names[k]]
            for param, ks in list_items:
                kwargs[param] = [env[names[k]] for k in ks]
            if planned is not None:
                kwargs["addr"] = self._address(o, *planned)
            self.last_call = (o, kwargs)
            try:
                out = fn(**kwargs)
            except S.SemanticsError as exc:
                message = str(exc)  # (a tile's own checks do not know the op that reached them)
                raise _error(o, message if message.startswith("pto.") else f"pto.{rules.name}: {message}") from None
            except (TypeError, ValueError, IndexError, KeyError, OverflowError, ZeroDivisionError) as exc:
                raise _error(o, f"pto.{rules.name}: cannot run with these operands ({exc})") from None
            key = cost_key
            tile = kwargs.get("dst")
            if not isinstance(tile, S.Tile) and typed_param is not None:
                tile = kwargs.get(typed_param)
            lhs, rhs = (kwargs.get("lhs"), kwargs.get("rhs")) if cube else (None, None)
            if isinstance(lhs, S.Tile) and isinstance(rhs, S.Tile) and isinstance(tile, S.Tile):
                key = (cost_key[0], lhs.elem, (tile.rows, tile.cols, tile.valid_rows, tile.valid_cols), tile.loc,
                       (("M", lhs.valid_rows), ("K", lhs.valid_cols), ("N", rhs.valid_cols)))
            elif isinstance(tile, S.Tile):  # a tile op's cost depends on its tile's shape (and a transfer's location)
                key = (cost_key[0], cost_key[1], (tile.rows, tile.cols, tile.valid_rows, tile.valid_cols), tile.loc)
            elif transfer:  # (registers never set: D-DMA-REGISTERS' counts of 1)
                key = cost_key + (tuple((n, int(kwargs[p])) if kwargs.get(p) is not None else
                                        (n, int(dma.get((t_bank, n), 1))) if t_bank else (n, None)
                                        for n, p in t_params),)
            n = stats.isa_ops.get(key)
            stats.isa_ops[key] = 1 if n is None else n + 1
            if n is None:
                line = lines.get(id(o))
                if line is None:  # (a statement's place does not change: found once per statement)
                    line = lines[id(o)] = o.where()[0]
                stats.first_line[key] = line
            if not result_ks:
                return
            values = list(out) if len(result_ks) > 1 else [out]
            if len(values) != len(result_ks):
                raise _error(o, f"pto.{rules.name}: its semantics gave {len(values)} value(s) for "
                                f"{len(result_ks)} result(s)")
            for k, t, v in zip(result_ks, result_types, values):
                env[names[k]] = _scalar_result(v, t)
        return run

    def _configure(self, op: Op, rules: Any, b: Binding, fixed: dict[str, Any], types: dict[str, str],
                   result_names: list[str], state: tuple[str, ...], places: bool) -> tuple[str, int, int] | None:
        """The result's written type (`config`) into `fixed`; with "memory", the buffer of the tile's
        location too; where the op `places` its tile and the statement gives no address, (memory,
        alignment, bytes) for `_address` to place it (D-TILE-PLACEMENT). A form without a result
        (an alias written DPS) has no config."""
        text = types.get(result_names[0]) if result_names else None
        try:
            config = parse_type(text) if text else None
        except TypeParseError:
            config = None  # the verifier reported it
        fixed["config"] = config
        if "memory" not in state:
            return None
        placed = S.tile_placement(config) if isinstance(config, (R.TileType, R.MultiTileType)) else None
        if placed is None and isinstance(config, R.ViewType) and not places:
            fixed["memory"] = None  # a pipe's GM slot given as a view (tile_pipes.py): no on-chip buffer
            return None
        if placed is None:
            raise _error(op, f"pto.{rules.name}: ptoisa run needs the tile's type: a known location and element "
                             f"type, and a static shape")
        space, align, size = placed
        fixed["memory"] = memory = self._hand(space)
        if memory is None:
            raise KeyError(space)
        if not places or any(name == "addr" for name, _ in b.operands):
            return None
        return space, align, size

    def _hand(self, space: str) -> np.ndarray | None:
        """On-chip memory `space` for a plan to hold (None: no such memory), recorded as one a
        launch may change."""
        memory = self.memories.get(space)
        if memory is not None:
            self._handed.add(space)
        return memory

    def _address(self, op: Op, space: str, align: int, size: int) -> int:
        """The planned address of alloc_tile statement `op` (statements of one shape share a plan,
        not an address): the first free byte of `space` when it first runs, kept after."""
        start = self._placed.get(id(op))
        if start is None:
            if self._unplanned is None:
                self._unplanned = unplanned_allocs(self.functions.values(), self.target)
            if id(op) in self._unplanned:
                return 0  # a scratch tile the target's library ignores takes no memory
            start = -(-self._free.get(space, 0) // align) * align
            limit = S.buffer_bytes(self.memories[space], space, self.target)
            if start + size > limit:
                raise _error(op, f"the kernel's tiles need more than the {limit} bytes of {space} "
                                 f"(this one: {size} bytes at {start}; D-TILE-PLACEMENT)")
            self._free[space] = start + size
            self._placed[id(op)] = start
        return start


def unplanned_allocs(fns: Any, target: str) -> dict[int, str]:
    """The statements (ids) among `fns`' bodies that define a tile whose every use is an operand
    the target's library ignores (the op's `unplanned` operands), with the tile's name: a
    compiler plans no memory for them (D-TILE-PLACEMENT-TMP)."""
    out: dict[int, str] = {}
    for fn in fns:
        defs: dict[str, Op] = {}  # an ISA op's single result -> its statement
        ignored: dict[str, int] = {}  # name -> its uses as an ignored operand
        used: dict[str, int] = {}  # name -> all its uses
        regions = list(fn.regions)
        while regions:
            for block in regions.pop().blocks:
                for op in block.ops:
                    regions.extend(op.regions)
                    shape = op.shape
                    if shape is None or shape.kind != "op":
                        continue
                    for i in shape.uses:
                        name = op.names[shape.value(i)]
                        used[name] = used.get(name, 0) + 1
                    rules = rules_for(shape.op)
                    if rules is None or shape.generic:
                        continue
                    if len(shape.results) == 1 and shape.results[0][1] == 1:
                        defs[op.names[shape.value(shape.results[0][0])]] = op
                    skip = rules.unplanned.get(target)
                    if not skip:
                        continue
                    try:
                        b = _bind(op, rules)
                    except RunError:
                        continue
                    for declared, index in b.operands:
                        if declared in skip:
                            name = op.names[shape.value(index)]
                            ignored[name] = ignored.get(name, 0) + 1
        out.update((id(defs[name]), name) for name, n in ignored.items() if name in defs and used.get(name) == n)
    return out


@functools.lru_cache(maxsize=None)
def _parameters(fn: Callable[..., Any]) -> Any:
    """The parameters a semantics function takes (read once per function: inspect is slow)."""
    return inspect.signature(fn).parameters


def _scalar_result(value: Any, t: SC.ScalarType | None) -> Any:
    """A scalar a semantics function returned, held as the interpreter holds scalars (`t`: the
    result's scalar type; None: not a scalar)."""
    if t is None or isinstance(value, np.ndarray) and value.ndim > 0:
        return value
    return SC.make(value, t)


def _bind(op: Op, rules: Any) -> Binding:
    """The statement matched against the op's declared SSA or DPS forms (as the verifier does)."""
    shape = op.shape
    assert shape is not None
    kind = "dps" if any(t.kind == "bare" and t.text == "ins" for t in shape.tokens) else "ssa"
    fallback = None
    for form in rules.forms:
        if form.form != kind:
            continue
        got = match(shape, form, shape.template)
        if isinstance(got, Binding):
            if kinds_fit(got, rules):
                return got
            fallback = fallback or got
    if fallback is not None:
        return fallback
    raise _error(op, f"{shape.op}: the statement matches none of the op's declared forms (see `ptoisa verify`)")


def _nothing(op: Op, fr: _Frame) -> None:
    return None


def _nothing_done(fr: _Frame) -> None:
    return None


def _error(op: Op, message: str) -> RunError:
    try:
        line, col = op.where()
    except Exception:  # noqa: BLE001 - a place is a courtesy; the message is what counts
        line, col = 1, 1
    return RunError(line, col, message)


def _as_int(op: Op, value: Any, what: str) -> int:
    if isinstance(value, (int, np.integer)) and not isinstance(value, bool):
        return int(value)
    if isinstance(value, (bool, np.bool_)):
        return int(value)
    raise _error(op, f"{op.shape.op if op.shape else 'op'}: the {what} is not an integer")


# --- arith ---------------------------------------------------------------------------

def _type_of(op: Op, text: str | None) -> SC.ScalarType:
    t = SC.scalar_type(text or "")
    if t is None:
        raise _error(op, f"{op.shape.op if op.shape else 'arith'}: cannot run on type '{text}' "
                         "(scalars only: iN, siN, uiN, index, f16, bf16, f32, f64)")
    return t


def _splat_vector(op: Op, text: str, signature: str | None) -> Any:
    """`dense<0> : vector<4xi16>`: one integer in every lane of a 1-D integer vector (the value a
    DPS op such as tmrgsort names in outs(...) for its counts), as a numpy array."""
    m = re.fullmatch(r"dense<(-?\d+)>", text.replace(" ", ""))
    v = re.fullmatch(r"vector<(\d+)xi(8|16|32|64)>", (signature or "").replace(" ", ""))
    if not m or not v:
        raise _error(op, "arith.constant: of vector and tensor constants only a 1-D integer vector of one value "
                         "(`dense<0> : vector<4xi16>`) can run")
    return np.full(int(v.group(1)), int(m.group(1)), dtype=f"int{v.group(2)}")


def _arith_plan(op: Op) -> Callable[[Op, _Frame], None]:
    shape = op.shape
    assert shape is not None
    # an unrealized cast between integer types of one width (TileLang's ui32 -> i32) keeps the bits
    name = "bitcast" if shape.op == "builtin.unrealized_conversion_cast" else shape.op[len("arith."):]
    uses = [shape.value(i) for i in shape.uses]
    res = op.names[shape.value(shape.results[0][0])] if shape.results else None
    res_k = shape.value(shape.results[0][0]) if shape.results else None
    signature = shape.operand_types[0] if shape.operand_types else None
    if res is None:
        raise _error(op, f"arith.{name}: expected a result")

    if name == "constant":
        toks = [t.text for t in shape.tokens]
        text = toks[0] if toks else ""
        if text in ("true", "false") and not signature:
            signature = "i1"
        if text.startswith("dense"):
            vector = _splat_vector(op, text, signature)

            def splat(o: Op, fr: _Frame) -> None:
                fr.env[o.names[res_k]] = vector.copy()
            return splat
        t = _type_of(op, signature)
        try:
            value = SC.literal(text, t)
        except SC.ScalarError as exc:
            raise _error(op, f"arith.constant: {exc}") from None

        def constant(o: Op, fr: _Frame) -> None:
            fr.env[o.names[res_k]] = value
        return constant

    if name in SC.CONVERSIONS:
        parts = (signature or "").split(" to ")
        if len(parts) != 2:
            raise _error(op, f"arith.{name}: expected ': T1 to T2'")
        src, dst = _type_of(op, parts[0]), _type_of(op, parts[1])
        k = uses[0]

        def conversion(o: Op, fr: _Frame) -> None:
            try:
                fr.env[o.names[res_k]] = SC.convert(name, fr.env[o.names[k]], src, dst)
            except SC.ScalarError as exc:
                raise _error(o, str(exc)) from None
        return conversion

    if name in ("cmpi", "cmpf"):
        pred = shape.tokens[0].text if shape.tokens else ""
        t = _type_of(op, signature)
        a_k, b_k = uses[0], uses[1]
        if name == "cmpi":
            try:
                SC.cmpi(pred, 0, 0, t)
            except SC.ScalarError as exc:
                raise _error(op, str(exc)) from None

            def compare(o: Op, fr: _Frame) -> None:
                env = fr.env
                env[o.names[res_k]] = SC.cmpi(pred, env[o.names[a_k]], env[o.names[b_k]], t)
        else:
            try:
                SC.cmpf(pred, 0.0, 0.0)
            except SC.ScalarError as exc:
                raise _error(op, str(exc)) from None

            def compare(o: Op, fr: _Frame) -> None:
                env = fr.env
                env[o.names[res_k]] = SC.cmpf(pred, env[o.names[a_k]], env[o.names[b_k]])
        return compare

    if name == "select":
        c_k, a_k, b_k = uses[:3]

        def select(o: Op, fr: _Frame) -> None:
            env, names = fr.env, o.names
            env[names[res_k]] = env[names[a_k]] if _as_int(o, env[names[c_k]], "condition") & 1 else env[names[b_k]]
        return select

    if name == "negf":
        t = _type_of(op, signature)
        a_k = uses[0]

        def negate(o: Op, fr: _Frame) -> None:
            fr.env[o.names[res_k]] = t.numpy(-t.numpy(fr.env[o.names[a_k]]))
        return negate

    f = SC.INT_BINARY.get(name) or SC.FLOAT_BINARY.get(name)
    if f is None or len(uses) != 2:
        raise _error(op, f"ptoisa run cannot execute 'arith.{name}'")
    t = _type_of(op, signature)
    if (name in SC.INT_BINARY) != (t.kind == "int"):
        raise _error(op, f"arith.{name} does not take {t.text}")
    a_k, b_k = uses

    def binary(o: Op, fr: _Frame) -> None:
        env, names = fr.env, o.names
        try:
            env[names[res_k]] = f(env[names[a_k]], env[names[b_k]], t)
        except SC.ScalarError as exc:
            raise _error(o, f"arith.{name}: {exc}") from None
    return binary
