"""How much `ptoisa run` adds to the semantics it calls.

A kernel loops 1,000 times over ten vector ops of the database (plus the loop's own
arith and yield). The same semantics calls, with the same arguments, are also made
from a plain Python loop; the difference, divided by the ops the interpreter executed,
is its overhead per executed op (the issue's target: at most 20 us).
Run: python benchmarks/bench_run.py"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "generated"), str(ROOT), str(ROOT / "benchmarks")]

from timing import median_time  # noqa: E402
from ptoisa.interp.run import run  # noqa: E402
from ptoisa_ref import semantics as S  # noqa: E402

V = "!pto.vreg<64xf32>"
M = "!pto.mask<b32>"
BODY = [  # (statement, the direct call it makes)
    (f"%a = pto.vadd %acc, %x, %m : {V}, {V}, {M} -> {V}", lambda e: S.vadd(e["acc"], e["x"], e["m"])),
    (f"%b = pto.vmul %a, %y, %m : {V}, {V}, {M} -> {V}", lambda e: S.vmul(e["a"], e["y"], e["m"])),
    (f"%c = pto.vsub %b, %x, %m : {V}, {V}, {M} -> {V}", lambda e: S.vsub(e["b"], e["x"], e["m"])),
    (f"%d = pto.vmax %c, %y, %m : {V}, {V}, {M} -> {V}", lambda e: S.vmax(e["c"], e["y"], e["m"])),
    (f"%e = pto.vmin %d, %x, %m : {V}, {V}, {M} -> {V}", lambda e: S.vmin(e["d"], e["x"], e["m"])),
    (f"%f = pto.vabs %e, %m : {V}, {M} -> {V}", lambda e: S.vabs(e["e"], e["m"])),
    (f"%g = pto.vneg %f, %m : {V}, {M} -> {V}", lambda e: S.vneg(e["f"], e["m"])),
    (f"%h = pto.vadds %g, %s, %m : {V}, f32, {M} -> {V}", lambda e: S.vadds(e["g"], e["s"], e["m"])),
    (f"%i = pto.vmuls %h, %s, %m : {V}, f32, {M} -> {V}", lambda e: S.vmuls(e["h"], e["s"], e["m"])),
    (f"%j = pto.vsel %i, %acc, %m : {V}, {V}, {M} -> {V}", lambda e: S.vsel(e["i"], e["acc"], e["m"])),
]


def kernel(trips: int) -> str:
    lines = [f"func.func @k(%x: {V}, %y: {V}, %m: {M}, %s: f32) -> {V} attributes {{pto.kernel}} {{",
             "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             f"  %n = arith.constant {trips} : index",
             f"  %r = scf.for %i0 = %c0 to %n step %c1 iter_args(%acc = %x) -> ({V}) {{"]
    lines += ["    " + stmt for stmt, _ in BODY]
    lines += [f"    scf.yield %j : {V}", "  }", f"  return %r : {V}", "}"]
    return "\n".join(lines)


def direct(trips: int, args: dict) -> np.ndarray:
    env = dict(args, acc=args["x"])
    names = "abcdefghij"
    for _ in range(trips):
        for name, (_, call) in zip(names, BODY):
            env[name] = call(env)
        env["acc"] = env["j"]
    return env["acc"]


def main() -> None:
    rng = np.random.default_rng(0)
    args = {"x": rng.standard_normal(64).astype(np.float32), "y": rng.standard_normal(64).astype(np.float32),
            "m": rng.random(64) < 0.8, "s": 0.5}
    trips = 1000
    text = kernel(trips)
    result = run(text, args=args)
    assert np.array_equal(result.returned[0].view(np.uint32), direct(trips, args).view(np.uint32))
    t_run = median_time(lambda: run(text, args=args), 5)
    t_direct = median_time(lambda: direct(trips, args), 5)
    executed = result.executed
    isa_ops = trips * len(BODY)
    print(f"{trips} iterations of {len(BODY)} vector ops: {executed:,} ops executed ({isa_ops:,} of the ISA)")
    print(f"{'ptoisa run (s)':>16}{'direct calls (s)':>18}{'overhead per executed op (us)':>32}{'ops/s':>10}")
    print(f"{t_run:>16.3f}{t_direct:>18.3f}{(t_run - t_direct) / executed * 1e6:>32.1f}{executed / t_run:>10,.0f}")


if __name__ == "__main__":
    main()
