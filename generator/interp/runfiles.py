"""`ptoisa run` on files: arguments from `--arg NAME=FILE|NUMBER`, buffers written back.

A pointer argument's file holds the raw little-endian bytes of an array of the
pointer's element type (what numpy's `tofile` writes); its GM buffer is the file's
length, or `--gm-bytes` of it, zero-filled past the content, as a host allocates a
device buffer and copies a file into it. Arguments naming the same file share one
buffer.

Nothing named on the command line is modified unless `--in-place` asks for it: the
buffers whose bytes the run changed are written, at their file's length, into
`--out-dir`, or into DEFAULT_OUT_DIR, a folder this tool marks as its own (MARKER) and
refuses to write into when someone else's folder has that name. Every write is staged
in a temporary file first, and the destinations are checked before the kernel runs, so
a failed run, or a failure while writing, leaves every file as it was. In place, a file
with other hard links is rewritten through its own inode (the links keep seeing it), a
read-only file is refused, and a file's mode is kept.
"""
from __future__ import annotations

import os
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from . import scalars as SC
from .machine import _PTR
from .trace import parse_dump
from .run import (GM_FILL, RunResult, RunUsageError, bind_arguments, check_sanitizers, choose_entry, entry_params,
                  execute, launch_registers, load, parse_arg)


DEFAULT_OUT_DIR = Path("ptoisa-out")
MARKER = ".ptoisa-run"  # in DEFAULT_OUT_DIR: the folder is ours to write into


@dataclass
class Outcome:
    result: RunResult
    written: list[str] = field(default_factory=list)  # "NAME -> PATH (N bytes)"
    unchanged: list[str] = field(default_factory=list)  # "NAME (PATH)": the run left its bytes as they were


_NUMBER = re.compile(r"[+-]?(?:0[xX][0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|inf|nan)")


def _scalar(name: str, text: str, type_text: str) -> Any:
    t = SC.scalar_type(type_text)
    if t is None:
        raise RunUsageError(f"argument {name} has type {type_text}, which cannot be given on the command line")
    text = text.strip()
    if t.kind == "int":
        if text in ("true", "false") and t.bits == 1:
            return int(text == "true")
        try:
            value = int(text, 0)
        except ValueError:
            raise RunUsageError(f"argument {name} ({type_text}) takes an integer, got {text!r}") from None
        lo, hi = SC.int_range(t)
        if not lo <= value <= hi:
            raise RunUsageError(f"argument {name} ({type_text}): {text} does not fit (from {lo} to {hi})")
        return SC.make(value, t)
    if not _NUMBER.fullmatch(text):
        raise RunUsageError(f"argument {name} ({type_text}) takes a number, got {text!r}")
    return SC.make(float.fromhex(text) if "x" in text.lower() else float(text), t)


def _pairs(texts: list[str], what: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for text in texts:
        name, value = parse_arg(text)
        if name in out:
            raise RunUsageError(f"{what} {name} is given twice")
        out[name] = value
    return out


def run_files(text: str, *, entry: str | None, target: str, arg_texts: list[str], gm_bytes_texts: list[str],
              out_dir: Path | None, max_ops: int, block: tuple[int, int] | None = None,
              subblock: tuple[int, int] | None = None, batch: bool = True, in_place: bool = False,
              max_seconds: float | None = None, progress: Any = None, trace: Any = None,
              trace_filter: Any = None, dump_texts: list[str] | None = None, source_name: str = "<text>",
              strict: bool = False, fill: int = GM_FILL, sanitize: tuple[str, ...] = ()) -> Outcome:
    """Read the arguments, run the kernel, write the buffers it changed (all or nothing)."""
    if in_place and out_dir is not None:
        raise RunUsageError("--in-place and --out-dir exclude each other")
    try:
        dumps = [parse_dump(d) for d in dump_texts or ()]
    except ValueError as exc:
        raise RunUsageError(str(exc)) from None
    launch = launch_registers(block, subblock)
    module, tid = load(text, target)
    fn = choose_entry(module, entry)
    given = _pairs(arg_texts, "--arg")
    sizes: dict[str, int] = {}
    for name, value in _pairs(gm_bytes_texts, "--gm-bytes").items():
        try:
            sizes[name] = int(value, 0)
        except ValueError:
            raise RunUsageError(f"--gm-bytes {name} takes a byte count, got {value!r}") from None
    args: dict[str, Any] = {}
    files: dict[str, tuple[Path, np.ndarray]] = {}  # real path -> (as given, its bytes)
    file_of: dict[str, str] = {}  # argument -> real path
    for name, type_text in entry_params(fn):
        if name not in given:
            continue  # bind_arguments names every missing one
        value = given[name]
        if _PTR.fullmatch((type_text or "").strip()):
            path = Path(value)
            real = os.path.realpath(path)
            if real not in files:
                files[real] = (path, np.fromfile(path, dtype=np.uint8))
            args[name] = files[real][1]
            file_of[name] = real
        else:
            args[name] = _scalar(name, value, type_text or "")
    for name in given:
        args.setdefault(name, given[name])  # unknown names: bind_arguments reports them
    folder = None if in_place else (out_dir if out_dir is not None else DEFAULT_OUT_DIR)
    targets = _destinations(files, folder)
    _check_writable(targets.values(), folder, own=out_dir is None)  # before the run: no wasted minutes
    values, buffers = bind_arguments(fn, args, sizes, fill=fill)
    result = execute(module, fn, values, buffers, tid, max_ops, launch, batch=batch, max_seconds=max_seconds,
                     progress=progress, trace=trace, trace_filter=trace_filter, dumps=dumps, source_name=source_name,
                     strict=strict, fill=fill, sanitize=check_sanitizers(sanitize))
    outcome = Outcome(result)
    done: set[str] = set()
    writes = []
    for name, real in file_of.items():
        if real in done:
            continue
        done.add(real)
        before = files[real][1]
        after = buffers[name][0][:before.size]
        if np.array_equal(after, before):
            stale = targets[real] != files[real][0] and targets[real].exists()
            outcome.unchanged.append(f"{name} ({files[real][0]})" + (f"; {targets[real]} is from an earlier run"
                                                                       if stale else ""))
            continue
        writes.append((targets[real], after.tobytes()))
        outcome.written.append(f"{name} -> {targets[real]} ({before.size} bytes)")
    if writes and folder is not None:
        _make_folder(folder, own=out_dir is None)
    _write_all(writes)
    return outcome


def _destinations(files: dict[str, tuple[Path, np.ndarray]], out_dir: Path | None) -> dict[str, Path]:
    """Where each input file is written back: itself, or DIR/its name (two inputs may not share a name)."""
    if out_dir is None:
        return {real: path for real, (path, _) in files.items()}
    out: dict[str, Path] = {}
    seen: dict[str, Path] = {}
    for real, (path, _) in files.items():
        if path.name in seen:
            raise RunUsageError(f"--out-dir: {seen[path.name]} and {path} would both be written to "
                                f"{out_dir / path.name}")
        seen[path.name] = path
        out[real] = out_dir / path.name
    return out


def _is_ours(folder: Path) -> bool:
    """The default folder may be written when it is missing, empty, or carries our marker."""
    return not folder.exists() or (folder.is_dir() and (not any(folder.iterdir()) or (folder / MARKER).exists()))


def _check_writable(paths: Any, folder: Path | None, own: bool) -> None:
    """Refuse, before the kernel runs, what the writes after it could not do."""
    if folder is not None:
        if own and not _is_ours(folder):
            raise RunUsageError(f"{folder}/ exists and was not made by ptoisa run; name a folder with --out-dir "
                                f"(or --in-place to write the input files)")
        if folder.exists() and not folder.is_dir():
            raise RunUsageError(f"--out-dir: {folder} is not a folder")
    for path in paths:
        if path.exists():
            if path.is_dir():
                raise RunUsageError(f"{path} is a folder; the result cannot be written there")
            if not os.access(path, os.W_OK) or not path.stat().st_mode & 0o222:  # root too: the mode is the intent
                raise RunUsageError(f"{path} is read-only; nothing was run")
        parent = path.parent
        while not parent.exists():  # a folder to be created: its first existing ancestor must be writable
            parent = parent.parent
        if not os.access(parent, os.W_OK | os.X_OK):
            raise RunUsageError(f"cannot write into {parent}; nothing was run")


def _make_folder(folder: Path, own: bool) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    if own:
        (folder / MARKER).touch()


def _write_all(writes: list[tuple[Path, bytes]]) -> None:
    """Each file staged under a temporary name beside it, then all put in place: nothing
    half-written. A file with other hard links is rewritten through its inode instead of
    replaced, so every link sees the result."""
    staged: list[tuple[str, Path]] = []
    try:
        for path, data in writes:
            fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
            staged.append((tmp, path))
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            if path.exists():
                os.chmod(tmp, path.stat().st_mode & 0o7777)
            else:
                umask = os.umask(0)
                os.umask(umask)
                os.chmod(tmp, 0o666 & ~umask)
        for tmp, path in staged:
            if path.exists() and path.stat().st_nlink > 1:
                with open(tmp, "rb") as src, open(path, "r+b") as dst:
                    dst.write(src.read())
                    dst.truncate()
                os.unlink(tmp)
            else:
                os.replace(tmp, path)
        staged = []
    finally:
        for tmp, _ in staged:
            try:
                os.unlink(tmp)
            except OSError:
                pass


class ProgressLine:
    """A run's progress on a terminal: once the run has taken a second, one line rewritten in
    place at most four times a second (ops executed, their rate, the statement reached);
    `clear` removes it before anything else is printed."""

    def __init__(self, stream: Any, source_name: str):
        self.stream, self.name = stream, source_name
        self.shown = False
        self.last = 0.0

    def __call__(self, executed: int, op: Any, seconds: float) -> None:
        if seconds < 1.0 or seconds - self.last < 0.25:
            return
        self.last = seconds
        line, col = op.where()
        name = op.shape.op if op.shape is not None else "?"
        text = (f"ptoisa run: {executed:,} ops in {seconds:.1f} s ({executed / seconds / 1e6:.2f} M ops/s), "
                f"at {self.name}:{line}:{col} {name}")
        self.stream.write("\r\x1b[K" + text)
        self.stream.flush()
        self.shown = True

    def clear(self) -> None:
        if self.shown:
            self.stream.write("\r\x1b[K")
            self.stream.flush()
            self.shown = False


def format_profile(result: RunResult) -> str:
    """Executed op counts and the cycle estimate from the cost tables, as a table."""
    lines = [f"@{result.entry} on {result.target}: {result.executed} op(s) executed", "",
             f"{'op':<24} {'executions':>12}"]
    for name, n in sorted(result.op_counts.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"{name:<24} {n:>12}")
    lines += ["", f"{'ISA op':<24} {'dtype':<8} {'executions':>12} {'cycles each':>12} {'cycles':>14}"]
    for r in result.cost_rows:
        each = "-" if r.cycles_each is None else str(r.cycles_each)
        total = "-" if r.cycles_each is None else str(r.cycles_each * r.executions)
        where = f" {r.loc.lower()}" if r.loc else ""
        shape = "" if r.tile is None else f"  {r.tile[0]}x{r.tile[1]}{where} tile, valid {r.tile[2]}x{r.tile[3]}"
        if r.operands:
            shape = "  " + ", ".join(f"{n} {v}" for n, v in r.operands if v is not None)
        lines.append(f"{r.op:<24} {r.dtype or '-':<8} {r.executions:>12} {each:>12} {total:>14}{shape}")
    bound = " (a lower bound: see the notes)" if result.cost_notes else ""
    lines += ["", f"total: {result.cycles} cycles{bound} (each executed op one instruction, D-COST-ISSUE)"]
    if result.batched:
        lines.append(f"{result.batched} loop iteration(s) ran in passes (the counts are the same as one by one)")
    lines += [f"note: {n}" for n in result.cost_notes]
    return "\n".join(lines)
