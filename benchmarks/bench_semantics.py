"""Our batched semantics against raw numpy doing the same arithmetic on the same
data, measured in the same run, plus the per-call cost for one register.
Prints medians and ratios (ours / numpy). Run: python benchmarks/bench_semantics.py [scale] [words]
(with words, only the batched cases whose name contains one of them, and no per-call table)."""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np


sys.path[:0] = [str(Path(__file__).resolve().parent.parent / "generated"), str(Path(__file__).resolve().parent)]
from timing import median_time  # noqa: E402
from ptoisa_ref import semantics as S  # noqa: E402

RNG = np.random.default_rng(0)


def _pairs(x):
    """numpy writing the same registers: adjacent pairs into the low half, the rest 0."""
    out = np.zeros_like(x)
    out[..., : x.shape[-1] // 2] = x[..., 0::2] + x[..., 1::2]
    return out


def main(scale: float = 1.0, only: tuple[str, ...] = ()) -> None:
    regs = int(1_000_000 * scale)
    tiles = int(20_000 * scale)
    f32 = RNG.standard_normal((regs, 64)).astype(np.float32)
    f16 = RNG.standard_normal((regs, 128)).astype(np.float16)
    i32 = RNG.integers(-2**31, 2**31, (regs, 64), dtype=np.int64).astype(np.int32)
    mask = RNG.random((regs, 64)) < 0.75
    g32 = RNG.standard_normal((regs, 64)).astype(np.float32)
    h16 = RNG.standard_normal((regs, 128)).astype(np.float16)
    c32 = RNG.integers(0, 32, (regs, 64)).astype(np.int32)
    u32 = RNG.integers(0, 2**32, (regs, 64), dtype=np.uint64).astype(np.uint32)
    v32 = RNG.integers(0, 2**32, (regs, 64), dtype=np.uint64).astype(np.uint32)
    idx = RNG.integers(0, 64, (regs, 64)).astype(np.int32)
    t32 = RNG.standard_normal((tiles, 64, 64)).astype(np.float32)
    t16 = t32.astype(np.float16)
    def in_lane0(total, like):
        out = np.zeros_like(like)
        out[:, 0] = total
        return out

    def in_vlanes(values, like):
        out = np.zeros_like(like)
        out.reshape(like.shape[0], 8, -1)[:, :, 0] = values
        return out

    cases = [
        # name, ours, raw numpy doing the same arithmetic (or what the issue names as the baseline)
        (f"vcadd f32, {regs:,} regs / np.sum", lambda: S.vcadd(f32), lambda: np.sum(f32, axis=-1)),
        ("vcadd f32 / np.sum into registers", lambda: S.vcadd(f32), lambda: in_lane0(np.sum(f32, axis=-1), f32)),
        ("vcadd f32 masked / same", lambda: S.vcadd(f32, mask), lambda: in_lane0(np.sum(np.where(mask, f32, 0), axis=-1), f32)),
        ("vcadd i32 / same", lambda: S.vcadd(i32), lambda: in_lane0(np.sum(i32, axis=-1, dtype=np.int32), i32)),
        ("vcgadd f32 / same", lambda: S.vcgadd(f32), lambda: in_vlanes(f32.reshape(regs, 8, 8).sum(axis=-1), f32)),
        ("vcmax f32 / same", lambda: S.vcmax(f32), lambda: in_lane0(np.max(f32, axis=-1), f32) + np.argmax(f32, axis=-1)[:, None] * 0),
        ("vcgmax f32 / same", lambda: S.vcgmax(f32), lambda: in_vlanes(f32.reshape(regs, 8, 8).max(axis=-1), f32)),
        ("vcpadd f32 / pair sums", lambda: S.vcpadd(f32), lambda: _pairs(f32)),
        ("vabs f32 / np.abs", lambda: S.vabs(f32), lambda: np.abs(f32)),
        ("vabs f32 masked / same", lambda: S.vabs(f32, mask), lambda: np.where(mask, np.abs(f32), 0)),
        ("vexp f32 / np.exp in f64, rounded", lambda: S.vexp(f32), lambda: np.exp(f32.astype(np.float64)).astype(np.float32)),
        ("vexp f16 / np.exp in f64, rounded", lambda: S.vexp(f16), lambda: np.exp(f16.astype(np.float64)).astype(np.float16)),
        (f"trowsum f32, {tiles:,} 64x64 / np.sum", lambda: S.trowsum(t32), lambda: np.sum(t32, axis=2)),
        ("trowsum f16 / np.sum in f32", lambda: S.trowsum(t16), lambda: np.sum(t16, axis=2, dtype=np.float32).astype(np.float16)),
        ("tcolargmin f32 / np.argmin", lambda: S.tcolargmin(t32), lambda: np.argmin(t32, axis=1)),
        # the vector compute sets (issue 11): one row per family
        ("vadd f32 masked / np.add, np.where", lambda: S.vadd(f32, g32, mask), lambda: np.where(mask, f32 + g32, 0)),
        ("vadds i32 / np.add of a scalar", lambda: S.vadds(i32, 7), lambda: i32 + np.int32(7)),
        ("vmax f32 / np.maximum (NaN wins)", lambda: S.vmax(f32, g32), lambda: np.maximum(f32, g32)),
        ("vand f16 on bits / np.bitwise_and", lambda: S.vand(f16, h16),
         lambda: np.bitwise_and(f16.view(np.uint16), h16.view(np.uint16)).view(np.float16)),
        ("vshl i32 / np.left_shift, count & 31", lambda: S.vshl(i32, c32), lambda: np.left_shift(i32, c32 & 31)),
        ("vaddc u32 / int64 sum, carry bit", lambda: S.vaddc(u32, v32),
         lambda: ((u32.astype(np.int64) + v32).astype(np.uint32), (u32.astype(np.int64) + v32) >> 32 != 0)),
        ("vcmp f32 lt / np.less", lambda: S.vcmp(f32, g32, cmp_mode="lt"), lambda: np.less(f32, g32)),
        ("vsel f32 / np.where", lambda: S.vsel(f32, g32, mask), lambda: np.where(mask, f32, g32)),
        ("vselr f32 / np.take_along_axis", lambda: S.vselr(f32, idx), lambda: np.take_along_axis(f32, idx % 64, axis=-1)),
        ("vdup f32 lane / np.broadcast_to", lambda: S.vdup(f32, position="HIGHEST"),
         lambda: np.broadcast_to(f32[:, -1:], f32.shape).copy()),
        ("vintlv f32 / np.stack, reshape", lambda: S.vintlv(f32, g32),
         lambda: np.split(np.stack([f32, g32], axis=-1).reshape(regs, 128), 2, axis=-1)),
        ("vsqz f32 / np.argsort compress", lambda: S.vsqz(f32, mask),
         lambda: np.take_along_axis(f32, np.argsort(~mask, axis=-1, kind="stable"), axis=-1)
         * (np.arange(64) < mask.sum(-1, keepdims=True))),
        ("vpack i32 / astype(uint16) in half", lambda: S.vpack(i32, "LOWER"),
         lambda: np.concatenate([i32.astype(np.uint16), np.zeros((regs, 64), np.uint16)], axis=-1)),
        ("vcvt f32->i32 R SAT / np.rint, clip", lambda: S.vcvt(f32, dtype="i32", rnd="R", sat="SAT"),
         lambda: np.clip(np.rint(f32.astype(np.float64)), -2**31, 2**31 - 1).astype(np.int32)),
        ("vcvt f32->f16 R SAT / astype, clip", lambda: S.vcvt(f32, dtype="f16", rnd="R", sat="SAT", part="EVEN"),
         lambda: np.concatenate([np.clip(f32, -65504, 65504).astype(np.float16)[..., None],
                                 np.zeros((regs, 64, 1), np.float16)], axis=-1).reshape(regs, 128)),
        ("vtrc f32 Z / np.trunc", lambda: S.vtrc(f32, round_mode="Z"), lambda: np.trunc(f32)),
        ("vmula f32 (fused) / f64 a*b+c, rounded", lambda: S.vmula(f32, g32, f32),
         lambda: (g32.astype(np.float64) * f32 + f32).astype(np.float32)),
    ]
    print(f"{'batched case / numpy baseline':<44}{'ours (ms)':>11}{'numpy (ms)':>12}{'ratio':>8}")
    for name, ours, raw in cases:
        if only and not any(word in name for word in only):
            continue
        ours()
        raw()
        a, b = median_time(ours, 5), median_time(raw, 5)
        print(f"{name:<44}{a * 1e3:>11.1f}{b * 1e3:>12.1f}{a / b:>8.2f}")

    if only:
        return
    one = f32[0].copy()
    one_mask = mask[0].copy()
    calls = [("vabs", lambda: S.vabs(one)), ("vabs masked", lambda: S.vabs(one, one_mask)),
             ("vexp", lambda: S.vexp(one)), ("vcadd", lambda: S.vcadd(one)),
             ("vcadd masked", lambda: S.vcadd(one, one_mask)), ("vcmax", lambda: S.vcmax(one)),
             ("vcgadd", lambda: S.vcgadd(one)), ("vcpadd", lambda: S.vcpadd(one)),
             ("trowsum 16x16", lambda: S.trowsum(t32[0, :16, :16])), ("tcolargmin 16x16", lambda: S.tcolargmin(t32[0, :16, :16]))]
    print(f"\n{'one call, one register or tile':<44}{'us per call':>12}{'np.abs (us)':>12}")
    base = median_time(lambda: [np.abs(one) for _ in range(1000)], 7) / 1000
    for name, fn in calls:
        per = median_time(lambda: [fn() for _ in range(1000)], 7) / 1000
        print(f"{name:<44}{per * 1e6:>12.1f}{base * 1e6:>12.2f}")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 1.0, tuple(sys.argv[2:]))
