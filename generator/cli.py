"""The `ptoisa` command: gen and check (the spec pipeline), verify, cost and run (the tools).

Exit codes: 0 success; 1 errors found (YAML errors, drift, verifier errors, a
failed write); 2 a usage or I/O problem (bad arguments, no project, a file that
cannot be read, a folder gen refuses to write into); 130 interrupted (Ctrl-C), with
one line on stderr (for run: where the kernel was).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import __version__
from .diagnostics import DiagnosticError, format_diagnostic

_MARKER = Path("isa") / "machine.yaml"


class UsageError(Exception):
    """A problem with how the command was called (exit 2)."""


def find_root(start: Path) -> Path | None:
    """The nearest folder at or above `start` that holds isa/machine.yaml, as git finds .git."""
    start = start.resolve()
    for folder in (start, *start.parents):
        if (folder / _MARKER).is_file():
            return folder
    return None


def project_root(given: Path | None) -> Path:
    if given is not None:
        root = given.resolve()
        if not (root / _MARKER).is_file():
            raise UsageError(f"--root {given}: no {_MARKER.as_posix()} there, so it is not a PTO ISA project")
        return root
    root = find_root(Path.cwd())
    if root is None:
        raise UsageError(f"not inside a PTO ISA project (no {_MARKER.as_posix()} here or in any parent folder); "
                         f"run it in a checkout or pass --root")
    return root


def render_project(root: Path) -> dict[str, bytes]:
    """Load, validate and render the project at `root`, in memory (manifest included)."""
    from .emit.render import render_all
    from .emit.writer import with_manifest
    from .gcpause import paused_gc
    from .spec.load import load_isa

    with paused_gc():
        return with_manifest(render_all(load_isa(root / "isa"), root / "templates", root / "isa"))


def _shown(path: Path, root: Path) -> str:
    return path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)


def cmd_gen(args) -> int:
    from .emit import writer

    root = project_root(args.root)
    out = (args.out or root / "generated").resolve()
    files = render_project(root)
    try:
        drift = writer.write(files, out, force=args.force)
    except writer.WriteRefused as exc:
        raise UsageError(str(exc)) from None
    except writer.WriteFailed as exc:
        print(f"ptoisa gen: {exc}", file=sys.stderr)
        return 1
    changed = len(drift.missing) + len(drift.changed) + len(drift.stale)
    print(f"ptoisa gen: {len(files)} files, {changed} updated"
          f" ({len(drift.missing)} new, {len(drift.changed)} changed, {len(drift.stale)} removed)")
    return 0


def cmd_check(args) -> int:
    from .emit import writer

    root = project_root(args.root)
    out = (args.out or root / "generated").resolve()
    files = render_project(root)
    drift = writer.compare(files, out)
    if drift.clean and not drift.foreign:
        print(f"ptoisa check: {len(files)} generated files match isa/ and templates/")
        return 0
    for label, items in (("missing", drift.missing), ("changed", drift.changed), ("stale", drift.stale),
                         ("not generated", drift.foreign)):
        for rel in items:
            print(f"{label}: {_shown(out / rel, root)}")
    if not drift.clean:
        print(f"ptoisa check: {_shown(out, root)}/ is out of date; run `make gen` (or `ptoisa gen`) and commit the result",
              file=sys.stderr)
    if drift.foreign:  # the committed output is output only; gen keeps such files, so only a person can remove them
        print(f"ptoisa check: {_shown(out, root)}/ is output only, and gen did not write {len(drift.foreign)} "
              f"file(s) in it; move them out (gen never deletes them)", file=sys.stderr)
    return 1


def _read(path: str) -> tuple[str, str]:
    """(name, text) of a file or of standard input ('-'); bytes that are not UTF-8 become U+FFFD."""
    if path == "-":
        return "<stdin>", sys.stdin.buffer.read().decode("utf-8", errors="replace")
    return path, Path(path).read_bytes().decode("utf-8", errors="replace")


def _read_all(files: list[str], command: str) -> dict[str, str] | None:
    """{name: text} of every file, or None after saying which one could not be read."""
    texts = {}
    for path in files:
        try:
            name, text = _read(path)
        except OSError as exc:
            print(f"ptoisa {command}: cannot read {path}: {exc.strerror}", file=sys.stderr)
            return None
        texts[name] = text
    return texts


def cmd_verify(args) -> int:
    # Imported here: gen and check must work even when generated/ is stale or broken.
    from .frontend.report import format_findings, use_colour
    from .verify import findings_json, verify_text

    texts = _read_all(args.files, "verify")
    if texts is None:
        return 2
    results = {name: verify_text(text, _file_target(name, text, args.target), allow_unknown=args.allow_unknown,
                                 fragment=args.fragment)
               for name, text in texts.items()}
    if args.format == "json":
        print(findings_json(results))
    else:
        colour = use_colour(sys.stderr)
        for name, findings in results.items():
            if findings:
                print(format_findings(findings, texts[name], name, max_errors=args.max_errors or None,
                                      colour=colour), file=sys.stderr)
    errors = sum(f.severity == "error" for fs in results.values() for f in fs)
    warnings = sum(f.severity == "warning" for fs in results.values() for f in fs)
    if args.format != "json":
        print(f"ptoisa verify: {errors} error(s), {warnings} warning(s) in {len(results)} file(s)", file=sys.stderr)
    return 1 if errors else 0


def cmd_cost(args) -> int:
    from ptoisa_ref import costs as C
    from ptoisa_ref import verifier_rules as R

    from .cost import estimate_json, estimate_text, format_estimate
    from .frontend.report import format_findings, use_colour

    texts = _read_all(args.files, "cost")
    if texts is None:
        return 2
    targets = {name: _file_target(name, text, args.target) for name, text in texts.items()}
    for name, tid in targets.items():
        if tid not in C.TARGETS:
            raise UsageError(f"{name}: there are no cost tables for {R.TARGETS[tid][0]} (costs: "
                             f"{', '.join(C.TARGETS)}); give --target")
    results = {name: estimate_text(text, targets[name], fragment=args.fragment) for name, text in texts.items()}
    failed = {name: e for name, e in results.items() if e.errors}
    for name, e in failed.items():
        print(format_findings(e.errors, texts[name], name, colour=use_colour(sys.stderr)), file=sys.stderr)
        print(f"ptoisa cost: {name} does not verify ({len(e.errors)} error(s)); no estimate", file=sys.stderr)
    if args.format == "json":
        print(estimate_json(results))
    else:
        shown = [format_estimate(e, name) for name, e in results.items() if not e.errors]
        if shown:
            print("\n\n".join(shown))
    return 1 if failed else 0


def cmd_run(args) -> int:
    from .frontend.report import format_findings, use_colour
    from .interp import runfiles
    from .interp.machine import Interrupted
    from .interp.run import RunFailed, RunUsageError

    texts = _read_all([args.kernel], "run")
    if texts is None:
        return 2
    (name, text), = texts.items()
    tracing = args.trace or args.trace_op or args.trace_lines or args.trace_limit is not None
    trace_out = None
    if tracing:
        from .interp.trace import Filter, format_event

        try:
            trace_out = open(args.trace_file, "w", encoding="utf-8") if args.trace_file else sys.stderr
        except OSError as exc:
            raise UsageError(f"--trace-file {args.trace_file}: {exc.strerror}") from None
        out = trace_out

        def trace(event) -> None:
            print(format_event(event, name), file=out)
        keep = Filter(tuple(args.trace_op), tuple(args.trace_lines), args.trace_limit)
    # a progress line would tear the trace apart on the terminal
    progress = (runfiles.ProgressLine(sys.stderr, name)
                if sys.stderr.isatty() and not (tracing and trace_out is sys.stderr) else None)
    try:
        outcome = runfiles.run_files(text, entry=args.entry, target=_file_target(name, text, args.target),
                                     arg_texts=args.arg,
                                     gm_bytes_texts=args.gm_bytes, out_dir=args.out_dir, max_ops=args.max_ops,
                                     block=args.block, subblock=args.subblock, batch=not args.no_batch,
                                     in_place=args.in_place, max_seconds=args.max_seconds, progress=progress,
                                     trace=trace if tracing else None, trace_filter=keep if tracing else None,
                                     dump_texts=args.dump, source_name=name, strict=args.strict,
                                     sanitize=tuple(args.sanitize or ()),
                                     **({} if args.fill is None else {"fill": args.fill}))
    except RunUsageError as exc:
        raise UsageError(str(exc)) from None
    except RunFailed as exc:
        if progress:
            progress.clear()
        print(format_findings(exc.findings, text, name, colour=use_colour(sys.stderr)), file=sys.stderr)
        print(f"ptoisa run: {name}: {len(exc.findings)} error(s); no file was written", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"ptoisa run: {exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except Interrupted as exc:  # Ctrl-C while the kernel ran: where it was (files are written after the run)
        if progress:
            progress.clear()
        print(f"ptoisa run: interrupted at {name}:{exc.line}:{exc.col} ({exc.op}); no file was written", file=sys.stderr)
        for line, col, note in exc.notes:
            print(f"ptoisa run: {name}:{line}:{col}: {note}", file=sys.stderr)
        return 130
    finally:
        if progress:
            progress.clear()
        if trace_out is not None and trace_out is not sys.stderr:
            trace_out.close()
    if outcome.result.warnings:
        print(format_findings(outcome.result.warnings, text, name, colour=use_colour(sys.stderr)), file=sys.stderr)
    if outcome.result.sanitized:
        print(format_findings(outcome.result.sanitized, text, name, colour=use_colour(sys.stderr)), file=sys.stderr)
    for line in outcome.result.printed:  # what pto.tprint printed, on the run's output
        print(line)
    for text_ in outcome.result.dumped:
        print(text_)
    if args.profile:
        print(runfiles.format_profile(outcome.result))
    for line in outcome.written:
        print(f"ptoisa run: wrote {line}", file=sys.stderr)
    for line in outcome.unchanged:
        print(f"ptoisa run: unchanged, not written: {line}", file=sys.stderr)
    r = outcome.result
    rate = f"{r.rate / 1e6:.2f} M ops/s" if r.rate >= 1e6 else f"{r.rate:,.0f} ops/s"
    print(f"ptoisa run: @{r.entry} ran {r.executed} op(s) on {r.target} in {r.seconds:.3f} s ({rate})",
          file=sys.stderr)
    for i, value in enumerate(r.returned):  # a numpy scalar as its number, a register by its shape
        shape = getattr(value, "shape", None)
        shown = value.item() if shape == () else f"an array of shape {shape}" if shape is not None else value
        print(f"ptoisa run: returned value {i}: {shown}", file=sys.stderr)
    if args.sanitize is not None:
        found = sum(f.severity == "error" for f in r.sanitized)
        print(f"ptoisa run: --sanitize {','.join(args.sanitize)}: {found or 'no'} defect(s) found", file=sys.stderr)
        return 1 if found else 0
    return 0


def _lines(text: str) -> tuple[int, int]:
    from .interp.trace import parse_lines

    try:
        return parse_lines(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _byte(text: str) -> int:
    try:
        value = int(text, 0)
    except ValueError:
        value = -1
    if not 0 <= value <= 255:
        raise argparse.ArgumentTypeError(f"expected one byte (0 to 255, or 0x00 to 0xff), got {text!r}")
    return value


def _sanitizers(text: str) -> list[str]:
    from .interp.run import RunUsageError, check_sanitizers

    try:
        return list(check_sanitizers([t.strip() for t in text.split(",") if t.strip()]))
    except RunUsageError as exc:
        hint = " (put --sanitize after the kernel file, or give --sanitize=LIST)" if "." in text else ""
        raise argparse.ArgumentTypeError(str(exc) + hint) from None


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return value


def _file_target(name: str, text: str, given: str | None) -> str:
    """The target one file is checked, costed or run for: --target when given (a warning when
    the module's pto.target_arch names another), else the target the module declares, else A5
    (a warning when the declared name is no target this tool knows)."""
    from ptoisa_ref import verifier_rules as R

    from .frontend.mlir import declared_target

    declared = declared_target(text)
    if declared is None:
        return given or "a5"
    arch, line, col = declared
    tid = R.target_id(arch)
    known = f" ({R.TARGETS[tid][0]})" if tid else ", which is not a target this tool knows"
    if given is not None and tid != given:
        print(f"{name}:{line}:{col}: warning: the module declares pto.target_arch = \"{arch}\"{known}; "
              f"--target {given} is used", file=sys.stderr)
    if given is not None:
        return given
    if tid is None:
        print(f"{name}:{line}:{col}: warning: pto.target_arch = \"{arch}\"{known}; a5 is used", file=sys.stderr)
        return "a5"
    return tid


def _target(cost: bool):
    """An argparse type: a target name or alias, checked against the generated tables."""
    def parse(text: str) -> str:
        from ptoisa_ref import costs as C
        from ptoisa_ref import verifier_rules as R

        tid = R.target_id(text)
        allowed = C.TARGETS if cost else tuple(R.TARGETS)
        if tid not in allowed:
            names = ", ".join(f"{t} ({R.TARGETS[t][0]})" for t in allowed)
            raise argparse.ArgumentTypeError(f"unknown target {text!r}" + (" for costs" if tid else "")
                                             + f" (known: {names})")
        return tid
    parse.__name__ = "target"
    return parse


def _instance(option: str):
    """An argparse type: IDX/NUM of --block or --subblock (a bad value is a usage error, exit 2)."""
    def parse(text: str) -> tuple[int, int]:
        from .interp.run import RunUsageError, parse_instance

        try:
            return parse_instance(text, option)
        except RunUsageError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None
    parse.__name__ = "IDX/NUM"
    return parse


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a count (0 or more), got {text!r}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ptoisa", description="PTO ISA database tools")
    parser.add_argument("--version", action="version", version=f"ptoisa {__version__}")
    root_help = "project root holding isa/ and templates/ (default: found by walking up from the current folder)"
    parser.add_argument("--root", type=Path, help=root_help)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("gen", help="regenerate generated/ from isa/ and templates/")
    # --root also after the subcommand; SUPPRESS keeps one given before it when it is not repeated.
    p.add_argument("--root", type=Path, default=argparse.SUPPRESS, help=root_help)
    p.add_argument("--out", type=Path, help="output folder (default: ROOT/generated)")
    p.add_argument("--force", action="store_true",
                   help="write into a folder gen did not make, replacing files at generated paths")
    p.set_defaults(func=cmd_gen)
    p = sub.add_parser("check", help="fail if generated/ differs from what gen would write")
    p.add_argument("--root", type=Path, default=argparse.SUPPRESS, help=root_help)
    p.add_argument("--out", type=Path, help="folder to compare (default: ROOT/generated)")
    p.set_defaults(func=cmd_check)
    p = sub.add_parser("verify", help="check PTO programs against the verifier rules")
    p.add_argument("files", nargs="+", help="PTO files; '-' reads standard input")
    p.add_argument("--target", type=_target(False), help="a5 (Ascend910_9599), a2a3 or cpu (default: the module's "
                                                        "pto.target_arch, else a5)")
    p.add_argument("--allow-unknown", action="store_true", help="report pto ops the database lacks as warnings")
    p.add_argument("--fragment", action="store_true",
                   help="accept values defined outside the text (documentation snippets)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--max-errors", type=_count, default=20, metavar="N",
                   help="errors shown per file, the rest counted (default 20; 0 shows all)")
    p.set_defaults(func=cmd_verify)
    p = sub.add_parser("cost", help="estimate the cycles of PTO programs from the cost tables")
    p.add_argument("files", nargs="+", help="PTO files; '-' reads standard input")
    p.add_argument("--target", type=_target(True), help="a5 (Ascend910_9599) or a2a3 (default: the module's "
                                                       "pto.target_arch, else a5)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--fragment", action="store_true",
                   help="a snippet: values defined elsewhere are accepted (as verify --fragment)")
    p.set_defaults(func=cmd_cost)
    p = sub.add_parser("run", help="run a PTO kernel on the reference semantics",
                       description="Run a kernel: pointer arguments are raw little-endian files (what numpy's "
                                   "tofile writes); scalars are given inline. The buffers the run changed are "
                                   "written into ptoisa-out/ (or --out-dir); the input files are never modified "
                                   "unless --in-place asks for it.")
    p.add_argument("kernel", help="the PTO file; '-' reads standard input")
    p.add_argument("--entry", help="the function to run (default: the only one, or the only pto.kernel)")
    p.add_argument("--target", type=_target(False), help="a5 (Ascend910_9599), a2a3 or cpu (default: the module's "
                                                        "pto.target_arch, else a5)")
    p.add_argument("--arg", action="append", default=[], metavar="NAME=FILE|NAME=NUMBER",
                   help="an argument of the entry, by name without %%: a .bin file for a pointer, a number for a scalar")
    p.add_argument("--gm-bytes", action="append", default=[], metavar="NAME=BYTES",
                   help="allocate BYTES of GM for a pointer argument (zero-filled past its file's content)")
    p.add_argument("--out-dir", type=Path, help="write the changed buffers into DIR (created if missing; default "
                                                "ptoisa-out, a folder the tool marks as its own)")
    p.add_argument("--in-place", action="store_true",
                   help="write the changed buffers back into their input files instead (hard links kept, "
                        "read-only files refused)")
    p.add_argument("--block", type=_instance("--block"), metavar="IDX/NUM",
                   help="run as block IDX of a launch of NUM blocks (default 0/1)")
    p.add_argument("--subblock", type=_instance("--subblock"), metavar="IDX/NUM",
                   help="run as sub-block IDX of NUM sub-blocks (default 0/1)")
    p.add_argument("--profile", action="store_true", help="print executed op counts and the cycle estimate")
    p.add_argument("--max-ops", type=_count, default=200_000_000, metavar="N",
                   help="stop after N executed ops (default 200,000,000)")
    p.add_argument("--trace", action="store_true",
                   help="print each executed statement: place, op, operands and results (stderr, or --trace-file)")
    p.add_argument("--trace-op", action="append", default=[], metavar="GLOB",
                   help="trace only ops matching GLOB (pto.v*, arith.addi); repeatable; implies --trace")
    p.add_argument("--trace-lines", action="append", default=[], type=_lines, metavar="A[-B]",
                   help="trace only statements on these lines; repeatable; implies --trace")
    p.add_argument("--trace-limit", type=_count, metavar="N", help="trace at most N statements; implies --trace")
    p.add_argument("--trace-file", metavar="FILE", help="write the trace to FILE instead of stderr")
    p.add_argument("--dump", action="append", default=[], metavar="WHAT[@LINE]",
                   help="show %%VALUE@LINE (every lane), ub:START:LEN[:TYPE] or gm:ARG:START:LEN[:TYPE] "
                        "each time LINE has run, or at the end without @LINE; repeatable")
    p.add_argument("--fill", type=_byte, metavar="BYTE",
                   help="what a read past a pointer argument's data sees, one byte (default 0x7f)")
    p.add_argument("--strict", action="store_true",
                   help="a read past a pointer argument's data is an error, not a warning")
    p.add_argument("--sanitize", nargs="?", const="sync,uninit,bounds", type=_sanitizers, metavar="LIST",
                   help="report the defects a device does not: sync (races between pipes, waits that hang, flags "
                        "left set), uninit (outputs that depend on memory nothing wrote), bounds (outputs that "
                        "depend on reads past an argument's allocation); a comma-separated list, all three when "
                        "none is given. The run goes on and writes its files; the exit status is 1 when a defect "
                        "is found")
    p.add_argument("--max-seconds", type=_seconds, metavar="S",
                   help="stop a run that takes longer than S seconds, naming the statement and loop iterations reached")
    p.add_argument("--no-batch", action="store_true",
                   help="run every loop one iteration at a time (independent tile loops otherwise run in passes; "
                        "the result is the same)")
    p.set_defaults(func=cmd_run)
    return parser


def main(argv: list[str] | None = None) -> int:
    for stream in (sys.stdout, sys.stderr):  # never crash on a terminal that cannot show a character
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # usage errors (2), --help and --version (0): a code, not an exit
        return exc.code if isinstance(exc.code, int) else 2
    try:
        return args.func(args)
    except KeyboardInterrupt:  # Ctrl-C: one line, and the shell's code for SIGINT (128 + 2)
        print(f"ptoisa {args.command}: interrupted", file=sys.stderr)
        return 130
    except UsageError as exc:
        print(f"ptoisa {args.command}: {exc}", file=sys.stderr)
        return 2
    except DiagnosticError as exc:
        root = args.root.resolve() if args.root else find_root(Path.cwd())
        for d in exc.diagnostics:
            print(format_diagnostic(d, root), file=sys.stderr)
        print(f"ptoisa {args.command}: {len(exc.diagnostics)} error(s); generated/ was not touched", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
