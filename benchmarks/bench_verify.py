"""Verify large generated PTO programs; print ops/s, the ratio to a plain regex
scan of the same text, and how time grows from 20k to 200k op lines.
Run: python benchmarks/bench_verify.py"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "generated"), str(ROOT), str(ROOT / "benchmarks")]

from timing import median_time  # noqa: E402
from ptoisa.tools.verifier import verify_text  # noqa: E402

BODY = [
    "%v{i} = pto.vlds %ub[%i] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>",
    "%a{i} = pto.vabs %v{i}, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
    "%e{i} = pto.vexp %a{i}, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
    "%s{i} = pto.vcadd %e{i}, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
    "%g{i} = pto.vcgmax %e{i}, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
    "%h{i} = pto.vabs %w16, %m16 : !pto.vreg<128xf16>, !pto.mask<b16> -> !pto.vreg<128xf16>",
    "pto.trowsum ins(%src, %tmp : !pto.tile_buf<vec, 16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) outs(%dst : !pto.tile_buf<vec, 16x1xf32, blayout=col_major>)",
    "pto.vsts %s{i}, %ub[%i], %all : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>",
]


def program(op_lines: int) -> str:
    head = ["module {",
            "  func.func @k(%ub: !pto.ptr<f32, ub>, %w16: !pto.vreg<128xf16>, %m16: !pto.mask<b16>, "
            "%src: !pto.tile_buf<vec, 16x16xf32>, %tmp: !pto.tile_buf<vec, 16x16xf32>, "
            "%dst: !pto.tile_buf<vec, 16x1xf32, blayout=col_major>) {",
            "    %c0 = arith.constant 0 : index", "    %c1 = arith.constant 1 : index",
            "    %n = arith.constant 64 : index", "    pto.vecscope {",
            '      %all = pto.pset_b32 "PAT_ALL" : !pto.mask<b32>']
    lines, i = [], 0
    while len(lines) < op_lines:
        lines.append("      scf.for %i = %c0 to %n step %c1 {")
        for tmpl in BODY:
            lines.append("        " + tmpl.format(i=i))
        lines.append("      }")
        i += 1
    return "\n".join(head + lines + ["    }", "    return", "  }", "}", ""])




def main() -> None:
    scan = re.compile(r"(?m)^[ \t]*(?:%[^=\n]*=[ \t]*)?pto\.\w+")  # one match per pto op statement
    rows = []
    for n in (20_000, 200_000):
        text = program(n)
        ops = len(scan.findall(text))
        findings = verify_text(text, "a5", allow_unknown=True)
        assert all(f.severity == "warning" for f in findings), findings[:3]
        t_verify = median_time(lambda: verify_text(text, "a5", allow_unknown=True), 3)
        t_scan = median_time(lambda: scan.findall(text), 3)
        rows.append((n, ops, t_verify, t_scan))
    print(f"{'op lines':>9}{'pto ops':>9}{'verify (s)':>12}{'ops/s':>11}{'regex scan (s)':>16}{'ratio':>8}")
    for n, ops, tv, ts in rows:
        print(f"{n:>9}{ops:>9}{tv:>12.3f}{ops / tv:>11,.0f}{ts:>16.4f}{tv / ts:>8.0f}")
    (n1, _, t1, _), (n2, _, t2, _) = rows
    print(f"growth from {n1:,} to {n2:,} lines ({n2 / n1:.0f}x): {t2 / t1:.1f}x time")


if __name__ == "__main__":
    main()
