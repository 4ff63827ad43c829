"""Seeing inside a run: `--trace` (each executed statement, its operands and results) and
`--dump` (values, UB and GM bytes at a line or at the end).

The interpreter calls `Machine.observe(op, frame)` after each statement; `Observer` turns
that into a `TraceEvent` only for the statements a filter keeps, so a run that traces
nothing pays one test per statement. Summaries are short on purpose: a register shows its
type, the range of its lanes and its first lanes, a mask how many lanes are on.
"""
from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from ptoisa_ref import semantics as S

from ..frontend.mlir import Op


@dataclass(frozen=True)
class TraceEvent:
    """One executed statement: its place, op name, operands and results by SSA name."""

    line: int
    col: int
    op: str
    operands: dict[str, Any]
    results: dict[str, Any]
    env: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)  # every value alive there
    core: str = ""  # in a cluster's run, the core that executed it ("vector core 1")


def summary(value: Any) -> str:
    """A value in a few words: scalars as themselves, registers and masks by their lanes,
    pointers, tiles and views by where they are."""
    if isinstance(value, (bool, np.bool_)):
        return str(bool(value)).lower()
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    if isinstance(value, (float, np.floating)):
        return repr(float(value))
    if isinstance(value, np.ndarray):
        if value.dtype == np.bool_:
            return f"mask {int(value.sum())}/{value.size} on"
        flat = value.reshape(-1)
        kind = value.dtype.names[0] if value.dtype.names else value.dtype.name
        if value.dtype.names:  # a packed code type (FP4 pairs, ml_dtypes' structured bytes): its codes
            flat = flat.view(np.uint8) if value.dtype.itemsize == 1 else flat.view(f"u{value.dtype.itemsize}")
        if flat.size == 0:
            return f"{kind}[0]"
        head = ", ".join(_lane(x) for x in flat[:4]) + (", ..." if flat.size > 4 else "")
        if flat.dtype.kind == "f" or kind == "bfloat16":
            finite = flat.astype(np.float64)
            finite = finite[np.isfinite(finite)]
            span = f" {_lane(finite.min())}..{_lane(finite.max())}" if finite.size else ""
            nans = int(np.isnan(flat.astype(np.float64)).sum())
            span += f" {nans} NaN" if nans else ""
        else:
            span = f" {int(flat.min())}..{int(flat.max())}"
        return f"{kind}[{flat.size}]{span} [{head}]"
    if isinstance(value, S.Ptr):
        return f"ptr<{value.elem}, {value.space}> +{value.addr}"
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _lane(x: Any) -> str:
    if isinstance(x, (np.floating, float)) or getattr(x, "dtype", None) is not None and x.dtype.kind == "f":
        return f"{float(x):.6g}"
    return str(x)


@dataclass
class Filter:
    """Which statements are traced: op names matching any of `ops` (globs: pto.v*), lines in
    `lines` (inclusive ranges), at most `limit` of them (None: all)."""

    ops: tuple[str, ...] = ()
    lines: tuple[tuple[int, int], ...] = ()
    limit: int | None = None
    count: int = field(default=0, init=False)

    def keeps(self, name: str, line: int) -> bool:
        if self.ops and not any(fnmatch.fnmatchcase(name, g) for g in self.ops):
            return False
        if self.lines and not any(a <= line <= b for a, b in self.lines):
            return False
        return self.limit is None or self.count < self.limit


_LINES = re.compile(r"(\d+)(?:-(\d+))?")


def parse_lines(text: str) -> tuple[int, int]:
    """`12` or `12-30` -> (12, 12) or (12, 30)."""
    m = _LINES.fullmatch(text.strip())
    if m is None or (m.group(2) and int(m.group(2)) < int(m.group(1))):
        raise ValueError(f"expected a line or a range of lines (12 or 12-30), got {text!r}")
    return int(m.group(1)), int(m.group(2) or m.group(1))


class Observer:
    """Machine.observe: events for what a filter keeps, handed to `sink`. `results(op)` names
    what a statement binds (Machine.results)."""

    def __init__(self, results: Callable[[Op], list[str]], sink: Callable[[TraceEvent], None], keep: Filter,
                 core: Callable[[], str] | None = None):
        self.results, self.sink, self.keep, self.core = results, sink, keep, core

    def __call__(self, op: Op, frame: Any) -> None:
        shape = op.shape
        if shape is None:
            return
        line, col = op.where()
        if not self.keep.keeps(shape.op, line):
            return
        self.keep.count += 1
        env = frame.env
        names = [op.names[shape.value(i)] for i in shape.uses]
        operands = {n: env[n] for n in names if n in env}
        results = {n: env[n] for n in self.results(op) if n in env}
        self.sink(TraceEvent(line, col, shape.op, operands, results, env, self.core() if self.core else ""))


def format_event(event: TraceEvent, source: str) -> str:
    """`k.pto:12:5: pto.vadd %a=f32[64] ... %m=mask 64/64 on -> %r=f32[64] ...`"""
    ins = " ".join(f"%{n}={summary(v)}" for n, v in event.operands.items())
    outs = " ".join(f"%{n}={summary(v)}" for n, v in event.results.items())
    return (f"{source}:{event.line}:{event.col}: " + (f"[{event.core}] " if event.core else "") + event.op
            + (f" {ins}" if ins else "") + (f" -> {outs}" if outs else ""))


# --- dumps ---------------------------------------------------------------------------

_RANGE = re.compile(r"(ub|gm):(?:([A-Za-z_$.][\w$.\-]*):)?(\d+|0x[0-9a-fA-F]+):(\d+|0x[0-9a-fA-F]+)(?::(\w+))?")
_VALUE = re.compile(r"%([A-Za-z_$.0-9][\w$.\-#]*)")


@dataclass(frozen=True)
class Dump:
    """What `--dump WHAT[@LINE]` shows: an SSA value (`%v`), or bytes of UB (`ub:START:LEN`) or of
    a GM argument (`gm:NAME:START:LEN`), read as `elem` (u8 by default); at `line` each time a
    statement on that line has run, else once at the end (values only at a line)."""

    text: str
    value: str | None = None
    space: str | None = None
    arg: str | None = None
    start: int = 0
    length: int = 0
    elem: str = "u8"
    line: int | None = None


def parse_dump(text: str) -> Dump:
    what, _, at = text.partition("@")
    line = None
    if at:
        if not at.isdigit():
            raise ValueError(f"--dump {text}: expected @LINE after what to dump")
        line = int(at)
    m = _VALUE.fullmatch(what)
    if m:
        if line is None:
            raise ValueError(f"--dump {text}: a value exists only while its function runs; give @LINE")
        return Dump(text, value=m.group(1), line=line)
    m = _RANGE.fullmatch(what)
    if m is None:
        raise ValueError(f"--dump {text}: expected %VALUE@LINE, ub:START:LEN[:TYPE] or gm:ARG:START:LEN[:TYPE]")
    space, arg, start, length, elem = m.groups()
    if (space == "gm") != (arg is not None):
        raise ValueError(f"--dump {text}: a GM range names its argument (gm:ARG:START:LEN), a UB range does not")
    elem = elem or "u8"
    if elem not in S._DTYPES:
        raise ValueError(f"--dump {text}: unknown element type {elem!r}")
    return Dump(text, space=space, arg=arg, start=int(start, 0), length=int(length, 0), elem=elem, line=line)


def format_bytes(raw: np.ndarray, start: int, elem: str, lanes: bool = False) -> str:
    """Bytes as elements of `elem`, eight to a line, each line led by its byte offset (or, for a
    register, its first lane)."""
    dt = np.dtype(S._DTYPES[elem])
    n = raw.size // dt.itemsize
    values = raw[: n * dt.itemsize].view(dt)
    lines = []
    for k in range(0, n, 8):
        row = " ".join(_lane(x) if dt.kind == "f" or dt.name == "bfloat16" else str(x) for x in values[k:k + 8])
        lead = f"lane {k:<4d}" if lanes else f"+{start + k * dt.itemsize:<8d}"
        lines.append(f"  {lead} {row}")
    return "\n".join(lines) if lines else "  (no bytes)"


def show_range(d: Dump, memory: np.ndarray) -> str:
    """The dump of a range of `memory` (UB, or the GM argument's buffer)."""
    where = f"gm {d.arg}" if d.space == "gm" else "ub"
    end = min(d.start + d.length, memory.size)
    if d.start >= memory.size:
        return f"{where} bytes {d.start}..: past its end ({memory.size} bytes)"
    return f"{where} bytes {d.start}..{end - 1} as {d.elem}:\n" + format_bytes(memory[d.start:end], d.start, d.elem)


def show_value(d: Dump, env: dict[str, Any], source: str, line: int) -> str:
    """The dump of an SSA value alive at `line`: every lane of a register or mask."""
    head = f"dump %{d.value} at {source}:{line}:"
    if d.value not in env:
        return f"{head} no such value here"
    v = env[d.value]
    if isinstance(v, np.ndarray) and v.dtype == np.bool_:
        bits = "".join("1" if b else "0" for b in v.reshape(-1))
        text = f"{head} {summary(v)}\n" + "\n".join(f"  lane {k:<4d} {bits[k:k + 64]}" for k in range(0, len(bits), 64))
        if isinstance(v, S.Mask) and v.image is not None and v.ndim == 1:  # bits between the lanes (D-PREDICATE-IMAGE)
            words = np.packbits(S.predicate_image(v), bitorder="little").view("<u4")
            text += "\n  image " + " ".join(f"{int(w):08x}" for w in words) + " (the words psts NORM stores)"
        return text
    if isinstance(v, np.ndarray):
        flat = np.ascontiguousarray(v.reshape(-1))
        name = next((n for n, dt in S._DTYPES.items() if dt == flat.dtype), None)
        if name is not None:
            return f"{head} {summary(v)}\n" + format_bytes(flat.view(np.uint8), 0, name, lanes=True)
    return f"{head} {summary(v)}"
