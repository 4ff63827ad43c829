"""The `ptoisa` command: gen, check (and the verifier and cost tools built on them)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .diagnostics import DiagnosticError, format_diagnostic
from .gcpause import paused_gc
from .load import load_isa
from .render import render_all
from . import writer

ROOT = Path(__file__).resolve().parent.parent


def render_project(root: Path) -> dict[str, bytes]:
    """Load, validate and render the project at `root`, in memory."""
    with paused_gc():
        return render_all(load_isa(root / "isa"), root / "templates")


def cmd_gen(args) -> int:
    files = render_project(args.root)
    drift = writer.write(files, args.out or args.root / "generated")
    changed = len(drift.missing) + len(drift.changed) + len(drift.stale)
    print(f"ptoisa gen: {len(files)} files, {changed} updated"
          f" ({len(drift.missing)} new, {len(drift.changed)} changed, {len(drift.stale)} removed)")
    return 0


def cmd_check(args) -> int:
    files = render_project(args.root)
    out = args.out or args.root / "generated"
    drift = writer.compare(files, out)
    if drift.clean:
        print(f"ptoisa check: {len(files)} generated files match isa/ and templates/")
        return 0
    for label, items in (("missing", drift.missing), ("changed", drift.changed), ("stale", drift.stale)):
        for rel in items:
            print(f"{label}: {(out / rel).relative_to(args.root) if out.is_relative_to(args.root) else out / rel}")
    print("ptoisa check: generated/ is out of date; run `make gen` (or `ptoisa gen`) and commit the result",
          file=sys.stderr)
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
    from .verifier import findings_json, format_findings, verify_text

    texts = _read_all(args.files, "verify")
    if texts is None:
        return 2
    results = {name: verify_text(text, args.target, allow_unknown=args.allow_unknown, fragment=args.fragment)
               for name, text in texts.items()}
    if args.format == "json":
        print(findings_json(results))
    else:
        for name, findings in results.items():
            if findings:
                print(format_findings(findings, texts[name], name))
    errors = sum(f.severity == "error" for fs in results.values() for f in fs)
    warnings = sum(f.severity == "warning" for fs in results.values() for f in fs)
    if args.format != "json":
        print(f"ptoisa verify: {errors} error(s), {warnings} warning(s) in {len(results)} file(s)", file=sys.stderr)
    return 1 if errors else 0


def cmd_cost(args) -> int:
    from .estimate import estimate_json, estimate_text, format_estimate

    texts = _read_all(args.files, "cost")
    if texts is None:
        return 2
    try:
        results = {name: estimate_text(text, args.target) for name, text in texts.items()}
    except ValueError as exc:
        print(f"ptoisa cost: {exc}", file=sys.stderr)
        return 2
    if args.format == "json":
        print(estimate_json(results))
    else:
        print("\n\n".join(format_estimate(e, name) for name, e in results.items()))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ptoisa", description="PTO ISA database tools")
    parser.add_argument("--root", type=Path, default=ROOT, help="project root holding isa/ and templates/")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("gen", help="regenerate generated/ from isa/ and templates/")
    p.add_argument("--out", type=Path, help="output folder (default: ROOT/generated)")
    p.set_defaults(func=cmd_gen)
    p = sub.add_parser("check", help="fail if generated/ differs from what gen would write")
    p.add_argument("--out", type=Path, help="folder to compare (default: ROOT/generated)")
    p.set_defaults(func=cmd_check)
    p = sub.add_parser("verify", help="check PTO programs against the verifier rules")
    p.add_argument("files", nargs="+", help="PTO files; '-' reads standard input")
    p.add_argument("--target", default="a5", help="a5 (Ascend910_9599), a2a3 or cpu (default: a5)")
    p.add_argument("--allow-unknown", action="store_true", help="report pto ops the database lacks as warnings")
    p.add_argument("--fragment", action="store_true",
                   help="accept values defined outside the text (documentation snippets)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(func=cmd_verify)
    p = sub.add_parser("cost", help="estimate the cycles of PTO programs from the cost tables")
    p.add_argument("files", nargs="+", help="PTO files; '-' reads standard input")
    p.add_argument("--target", default="a2a3", help="a5 (Ascend910_9599) or a2a3 (default: a2a3)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.set_defaults(func=cmd_cost)
    args = parser.parse_args(argv)
    args.root = args.root.resolve()
    try:
        return args.func(args)
    except DiagnosticError as exc:
        for d in exc.diagnostics:
            print(format_diagnostic(d, args.root), file=sys.stderr)
        print(f"ptoisa {args.command}: {len(exc.diagnostics)} error(s); generated/ was not touched", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
