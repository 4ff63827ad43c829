"""Verify large PTO programs written the way real kernels are, and print pto ops/s,
the ratio to a plain regex scan of the same text, and how time grows with size.

The text is mixed as in the public micro-op kernels: functions with attributes and
signatures over several lines, arith constants, pointer casts, DMA copies whose
operands go on over several lines, set_flag / wait_flag, a vecscope with an scf.for
carrying iter_args, masks from plt, loads, compute ops of the database, stores,
scf.if, a generic-form op, blocks with arguments, and ops outside the database.

Two texts: in the first, every function repeats the same value names, as hand-written
tests do; in the second, each function's values carry its own number (`%v0_17`), as a
compiler's numbering does, so only the lines without values repeat and the reader's per-line caches
help little. Real corpora lie between the two.
Run: python benchmarks/bench_verify.py"""
from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "generated"), str(ROOT), str(ROOT / "benchmarks")]

from timing import median_time  # noqa: E402
from ptoisa.verify.verifier import verify_text  # noqa: E402

COMPUTE = [
    "%a{k} = pto.vabs %v{k}, %m{k} : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
    "%e{k} = pto.vexp %a{k}, %m{k} : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
    "%s{k} = pto.vcadd %e{k}, %m{k} : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
    "%g{k} = pto.vcgmax %e{k}, %m{k} : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
    "%n{k} = pto.vneg %s{k}, %m{k} : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>",
]


def kernel(f: int) -> list[str]:
    """One function of about 60 lines: 14 statements in its loop body."""
    out = [
        f"  func.func @kernel_{f}(%arg0: !pto.ptr<f32, gm>,",
        "      %arg1: !pto.ptr<f32, gm>, %arg2: i32)",
        "      attributes {pto.kernel, pto.kernel_kind = #pto.kernel_kind<vector>} {",
        "    %c0 = arith.constant 0 : index",
        "    %c64 = arith.constant 64 : index",
        "    %c1024 = arith.constant 1024 : index",
        "    %c0_i64 = arith.constant 0 : i64",
        "    %c32_i64 = arith.constant 32 : i64",
        "    %c128_i64 = arith.constant 128 : i64",
        "    %c4096_i64 = arith.constant 4096 : i64",
        "    %c1000_i32 = arith.constant 1000 : i32",
        "    %ub_in = pto.castptr %c0_i64 : i64 -> !pto.ptr<f32, ub>",
        "    %ub_out = pto.castptr %c4096_i64 : i64 -> !pto.ptr<f32, ub>",
        "    pto.mte_gm_ub %arg0, %ub_in, %c0_i64, %c128_i64",
        "      nburst(%c32_i64, %c128_i64, %c128_i64)",
        "      : !pto.ptr<f32, gm>, !pto.ptr<f32, ub>, i64, i64, i64, i64, i64",
        '    pto.set_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]',
        '    pto.wait_flag["PIPE_MTE2", "PIPE_V", "EVENT_ID0"]',
        "    pto.vecscope {",
        "      %r:1 = scf.for %off = %c0 to %c1024 step %c64 iter_args(%rem = %c1000_i32) -> (i32) {",
    ]
    for k in range(2):
        out += [
            f"        %m{k}, %rem{k} = pto.plt_b32 %rem : i32 -> !pto.mask<b32>, i32",
            f"        %v{k} = pto.vlds %ub_in[%off] : !pto.ptr<f32, ub> -> !pto.vreg<64xf32>",
        ]
        out += ["        " + c.format(k=k) for c in COMPUTE]
    out += [
        "        %big = arith.cmpi sgt, %rem0, %arg2 : i32",
        "        %pick = scf.if %big -> (!pto.vreg<64xf32>) {",
        "          scf.yield %s0 : !pto.vreg<64xf32>",
        "        } else {",
        "          scf.yield %s1 : !pto.vreg<64xf32>",
        "        }",
        "        pto.vsts %pick, %ub_out[%off], %m0",
        "          : !pto.vreg<64xf32>, !pto.ptr<f32, ub>, !pto.mask<b32>",
        "        scf.yield %rem1 : i32",
        "      }",
        "    }",
        '    %t = "pto.test_marker"(%arg2) {note = "generic form"} : (i32) -> i32 loc(#loc0)',
        '    pto.set_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]',
        '    pto.wait_flag["PIPE_V", "PIPE_MTE3", "EVENT_ID0"]',
        "    pto.mte_ub_gm %ub_out, %arg1, %c128_i64",
        "      nburst(%c32_i64, %c128_i64, %c128_i64)",
        "      : !pto.ptr<f32, ub>, !pto.ptr<f32, gm>, i64, i64, i64, i64",
        "    cf.br ^bb1(%arg2 : i32)",
        "  ^bb1(%x: i32):",
        "    pto.barrier #pto.pipe<PIPE_ALL>",
        "    return",
        "  }",
    ]
    return out


VALUE = re.compile(r"%([A-Za-z_][\w$.]*)")


def program(lines: int, varied: bool = False) -> str:
    out = ["#loc0 = loc(\"kernel.py\":1:1)", 'module attributes {pto.target_arch = "a5"} {']
    f = 0
    while len(out) < lines:
        body = kernel(f)
        if varied:  # every value named after its function: no two lines alike
            body = [VALUE.sub(rf"%\g<1>_{f}", line) for line in body]
        out += body
        f += 1
    return "\n".join(out + ["}", ""])


def main() -> None:
    scan = re.compile(r"(?m)^[ \t]*(?:%[^=\n]*=[ \t]*)?\"?pto\.\w+")  # one match per pto op statement
    for varied in (False, True):
        print("values named alike in every function (hand-written tests)" if not varied else
              "values numbered per function (a compiler's output): only lines without values repeat")
        table(scan, varied)


def table(scan: re.Pattern, varied: bool) -> None:
    rows = []
    for n in (20_000, 200_000):
        text = program(n, varied)
        ops = len(scan.findall(text))
        findings = verify_text(text, "a5", allow_unknown=True)
        assert all(f.severity == "warning" for f in findings), [f for f in findings if f.severity != "warning"][:3]
        t_verify = median_time(lambda: verify_text(text, "a5", allow_unknown=True), 3)
        t_scan = median_time(lambda: scan.findall(text), 3)
        rows.append((len(text.splitlines()), ops, t_verify, t_scan))
    print(f"{'lines':>9}{'pto ops':>9}{'verify (s)':>12}{'pto ops/s':>11}{'regex scan (s)':>16}{'ratio':>8}")
    for n, ops, tv, ts in rows:
        print(f"{n:>9}{ops:>9}{tv:>12.3f}{ops / tv:>11,.0f}{ts:>16.4f}{tv / ts:>8.0f}")
    (n1, _, t1, _), (n2, _, t2, _) = rows
    print(f"growth from {n1:,} to {n2:,} lines ({n2 / n1:.0f}x): {t2 / t1:.1f}x time")


if __name__ == "__main__":
    main()
