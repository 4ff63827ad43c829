"""The cost queries over the generated tables: an op's A5 latency, its A2/A3 cycles (cycle
model, tile curves, a transfer's pipe bandwidth), and a tile op's A2/A3 instruction sequence
step by step. A query with no data raises CostUnavailable with the reason; never 0.

Source: generator/runtime/costs.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .._tables import (A2A3_CLOCK_MHZ, A2A3_CONSTANTS, A2A3_CUBE, A2A3_LOWERINGS, A2A3_OTHER_OPS, A2A3_PARAMS, A2A3_REASONS,
                       A2A3_TILE_CURVES, A2A3_TRANSFER, A2A3_TRANSFER_BYTES, A5_LATENCY, A5_TILE_CURVES,
                       COMPILE_TIME_OPS, NO_CYCLE_OPS, TILE_LOCATIONS, _DTYPES, _LOWERING_FORMULAS, _TRANSFER_BYTES,
                       _VBITS, a2a3_formula)


# Targets with cost tables: A5 latencies and the A2/A3 cycle model.
TARGETS = ("a5", "a2a3")


class CostUnavailable(LookupError):
    """The tables hold no number for this query; the message says why."""


@dataclass(frozen=True)
class A2A3Cost:
    """One A2/A3 estimate and its breakdown, in cycles."""

    op: str
    dtype: str
    repeats: int
    startup: int
    completion: int
    per_repeat: int
    interval: int
    total: int


def a5_latency(op: str, dtype: str) -> int:
    """A5 popped-to-retire cycles of `op` for element type `dtype` ("-" for an op without
    element types); for a type without a row, the A5 cost model's fallback cycles for the op
    where it has them (D-COST-FALLBACK: a5_fallback says which)."""
    entry = A5_LATENCY.get(op)
    if entry is None:
        raise CostUnavailable(f"pto.{op}: no A5 latency data")
    if dtype not in entry["cycles"]:
        fallback: int | None = entry["fallback"]
        if fallback is not None:
            return fallback
        why = entry["reason"] or entry["note"] or f"no A5 latency for {dtype}"
        raise CostUnavailable(f"pto.{op} ({dtype}): {why}")
    cycles: int = entry["cycles"][dtype]
    return cycles


def a5_fallback(op: str, dtype: str) -> bool:
    """True when a5_latency(op, dtype) is the cost model's per-op fallback, not a row for `dtype`."""
    entry = A5_LATENCY.get(op)
    return entry is not None and dtype not in entry["cycles"] and entry["fallback"] is not None


def a5_tile_cycles(op: str, dtype: str, rows: int, cols: int, valid_rows: int, valid_cols: int) -> int:
    """A5 cycles of tile op `op` on a rows x cols tile whose valid region is valid_rows x
    valid_cols, from the op's fitted curve: the 1-D loop runs ceil(R x C / N) repeats, the
    2-D loop ceil(C / N) repeats in each of R rows (N: lanes of one register of `dtype`, or
    what the op's table says for the key). An op whose curves are keyed by a pair (tcvt) takes
    `dtype` as "SRC->DST"."""
    entry = A5_TILE_CURVES.get(op)
    if entry is None:
        raise CostUnavailable(f"pto.{op}: no A5 cost curve")
    if entry.get("pair_with") and "->" not in dtype:
        raise CostUnavailable(f"pto.{op} ({dtype}): its A5 curves are per pair: give dtype as SRC->DST")
    full_rows = valid_cols == cols
    one_d = full_rows or (rows == 1 and entry["one_d"] == "one_row_or_full_rows")
    path = "1d" if one_d else "2d"
    p: tuple[float, ...] | None = entry[path].get(dtype)
    if p is None:
        raise CostUnavailable(f"pto.{op} ({dtype}): no fitted A5 {path.upper()} curve for {dtype}")
    lanes = entry.get("lanes", {}).get(path, {}).get(dtype) or \
        _VBITS // _DTYPES[dtype.partition("->")[0]].itemsize  # (_VBITS: one predicate bit per register byte)
    if one_d:
        value = p[0] * -(-(valid_rows * valid_cols) // lanes) + p[1]
    else:
        value = (p[0] * -(-valid_cols // lanes) + p[1]) * valid_rows + p[2]
    cycles: int = max(0, math.floor(value + 0.5))  # as llround rounds a positive value
    return cycles


def a2a3_tile_cycles(op: str, dtype: str, valid_rows: int, valid_cols: int) -> int:
    """A2/A3 cycles of tile op `op` over a valid_rows x valid_cols region, from its fitted line
    for that column count: slope x rows x cols + bias (a curve for any type or any column
    count applies where no exact one is listed)."""
    curves = A2A3_TILE_CURVES.get(op)
    if curves is None:
        raise CostUnavailable(f"pto.{op}: no A2/A3 cost curve")
    for dt, cols in ((dtype, str(valid_cols)), (dtype, "any"), ("any", str(valid_cols)), ("any", "any")):
        line = curves.get(dt, {}).get(cols)
        if line is not None:
            cycles: int = max(0, math.floor(line[0] * valid_rows * valid_cols + line[1] + 0.5))
            return cycles
    listed = ", ".join(sorted(curves.get(dtype, {}), key=lambda c: (not c.isdigit(), int(c) if c.isdigit() else 0)))
    raise CostUnavailable(f"pto.{op} ({dtype}): no A2/A3 curve for {valid_cols} valid columns "
                          f"(listed: {listed or 'none for ' + dtype})")


# a tile location's TileType name (Vec) -> the keyword tile_buf types write (vec), which the tables use
_LOC_KEYWORDS = {kind: keyword for kind, (keyword, _, _) in TILE_LOCATIONS.items()}


def a2a3_transfer(op: str, dtype: str, loc: str, valid_rows: int, valid_cols: int) -> tuple[str, int, int]:
    """(pipe, bytes, cycles) of transfer op `op` moving the valid_rows x valid_cols region of a
    `loc` tile (vec or Vec, ...) of `dtype` on A2/A3: the pipe moves B bytes at
    peak x B / (half + B) GiB/s, so it takes (half + B) / (peak x 2^30) seconds, counted at the
    A2/A3 clock and rounded down (D-A2A3-TRANSFER)."""
    pipes = A2A3_TRANSFER.get(op)
    if pipes is None:
        raise CostUnavailable(f"pto.{op}: no A2/A3 transfer model")
    keyword = _LOC_KEYWORDS.get(loc, loc)
    entry = pipes.get(keyword)
    if entry is None:
        raise CostUnavailable(f"pto.{op} ({dtype}): no A2/A3 transfer pipe for a {keyword} tile "
                              f"(the model has {', '.join(pipes)})")
    if dtype not in _DTYPES:
        raise CostUnavailable(f"pto.{op}: unknown element type {dtype!r}")
    pipe, peak, half = entry
    nbytes = valid_rows * valid_cols * _DTYPES[dtype].itemsize
    return pipe, nbytes, _pipe_cycles(peak, half, nbytes)


def _pipe_cycles(peak: float, half: int, nbytes: int) -> int:
    """A2/A3 cycles of a pipe moving `nbytes` (D-A2A3-TRANSFER); 0 when nothing moves."""
    if nbytes <= 0:
        return 0
    # exact (decimal parameters as written), so a whole number of cycles is not rounded below itself
    seconds = Fraction(half + nbytes) / (Fraction(repr(peak)) * 2 ** 30)
    return math.floor(seconds * Fraction(repr(A2A3_CLOCK_MHZ)) * 10 ** 6)


def a2a3_transfer_names(op: str) -> tuple[tuple[str, ...], dict[str, int], str | None]:
    """What a DMA copy's A2/A3 byte count reads: (the formula's names, the values of the names a
    statement's form may leave out, the DMA register bank whose registers it may name)."""
    entry = A2A3_TRANSFER_BYTES.get(op)
    if entry is None:
        raise CostUnavailable(f"pto.{op}: no A2/A3 bytes formula")
    return entry[3], dict(entry[4]), entry[5]


def a2a3_dma(op: str, values: dict[str, int]) -> tuple[str, int, int]:
    """(pipe, bytes, cycles) of one execution of DMA copy `op` on A2/A3, its formula's names
    given in `values` (operands, and the loop registers it reads; a name its form leaves out
    takes its `absent` value): the bytes go through the pipe as a tile transfer's do (D-A2A3-DMA)."""
    names, absent, _ = a2a3_transfer_names(op)
    pipe, peak, half = A2A3_TRANSFER_BYTES[op][:3]
    args = {}
    for name in names:
        value = values.get(name, absent.get(name))
        if value is None:
            raise CostUnavailable(f"pto.{op}: its A2/A3 cycles need {name}")
        if value < 0:
            raise CostUnavailable(f"pto.{op}: {name} is negative ({value})")
        args[name] = value
    nbytes: int = _TRANSFER_BYTES[op](**args)
    return pipe, nbytes, _pipe_cycles(peak, half, nbytes)


def _a2a3_params(op: str, dtype: str) -> tuple[dict[str, str | None], str]:
    if op in A2A3_PARAMS:
        params = A2A3_PARAMS[op].get(dtype)
        if params is None:
            raise CostUnavailable(f"pto.{op} ({dtype}): no A2/A3 cycle-model data for {dtype}")
        return params, A2A3_REASONS.get(op, "not given in the specification")
    if op in A2A3_OTHER_OPS:
        entry = A2A3_OTHER_OPS[op]
        return ({k: (v.get(dtype) if isinstance(v, dict) else v) for k, v in entry.items()},
                "not given in the specification")
    raise CostUnavailable(f"pto.{op} ({dtype}): no A2/A3 cycle-model data")


def a2a3_cost(op: str, dtype: str, repeats: int = 1) -> A2A3Cost:
    """A2/A3 cycles of `op` for `dtype` issued with `repeats` repeats, with its breakdown."""
    if repeats < 1:
        raise ValueError("repeats must be at least 1")
    params, why = _a2a3_params(op, dtype)
    missing = [k for k, v in params.items() if v is None]
    if missing:
        raise CostUnavailable(f"pto.{op} ({dtype}): no A2/A3 {', '.join(missing)} ({why})")
    values = {k: A2A3_CONSTANTS[v] for k, v in params.items() if v is not None}
    return A2A3Cost(op, dtype, repeats, values["startup"], values["completion"], values["per_repeat"],
                    values["interval"], a2a3_formula(repeats=repeats, **values))


@dataclass(frozen=True)
class Cost:
    """One op on one target: total cycles and what they are made of."""

    op: str
    target: str
    dtype: str
    repeats: int
    total: int
    breakdown: dict[str, Any]


def a2a3_cube_cycles(op: str, dtype: str, m: int, k: int, n: int) -> int:
    """A2/A3 cycles of matrix product `op` over M x K x N with `dtype` operands (pto-isa's A2/A3
    cost model: a head plus per_repeat cycles per 16 x (32 bytes of K) x 16 fractal product,
    D-A2A3-MAD)."""
    spec = A2A3_CUBE.get(op)
    if spec is None:
        raise CostUnavailable(f"pto.{op}: no A2/A3 cube formula")
    per = spec["per_repeat"].get(dtype, spec["per_repeat"].get("any"))
    if per is None or dtype not in _DTYPES:
        raise CostUnavailable(f"pto.{op} ({dtype}): no A2/A3 cycles for these operands")
    if min(m, k, n) < 1:
        raise CostUnavailable(f"pto.{op}: M, K and N must be at least 1 (got {m}, {k}, {n})")
    k_tile = max(1, spec["k_bytes"] // _DTYPES[dtype].itemsize)
    repeats = -(-m // spec["m_tile"]) * -(-k // k_tile) * -(-n // spec["n_tile"])
    cycles: int = spec["head"] + per * repeats
    return cycles


def cost(op: str, target: str, dtype: str, repeats: int = 1,
         tile: tuple[int, int, int, int] | None = None, loc: str | None = None,
         operands: dict[str, int] | None = None, sizes: tuple[int, int, int] | None = None) -> Cost:
    """Cycles of `op` on `target` ("a5" or "a2a3") for `dtype` and `repeats`, with the breakdown;
    a tile op's cycles need its tile's (rows, cols, valid_rows, valid_cols) as `tile` (the
    destination, or the tile a store reads), and a transfer's (tload, tstore) also the tile's
    location as `loc` ("vec", "mat", "acc"; or Vec, ...); a DMA copy's A2/A3 cycles need the
    values its bytes formula names as `operands` (a2a3_transfer_names says which); a matrix
    product's A2/A3 cycles its (M, K, N) as `sizes` (or `operands` M, K and N) and its operands'
    element type as `dtype`.

    A5 gives a latency per instruction and no repeat model, so repeats must be 1 there.
    Raises CostUnavailable with the reason when the tables hold no number.
    """
    if op in COMPILE_TIME_OPS and target in TARGETS:
        return Cost(op, target, dtype, repeats, 0, {"compile_time": True})
    if op in NO_CYCLE_OPS and target in TARGETS:
        return Cost(op, target, dtype, repeats, 0, {"decision": NO_CYCLE_OPS[op]})
    if target == "a2a3" and op in A2A3_CUBE:
        if sizes is None and operands is not None and all(n in operands for n in "MKN"):
            sizes = (operands["M"], operands["K"], operands["N"])  # (ptoisa run --profile's key)
        if sizes is None:
            raise CostUnavailable(f"pto.{op}: its A2/A3 cycles depend on M, K and N")
        cycles = a2a3_cube_cycles(op, dtype, *sizes)
        return Cost(op, target, dtype, 1, cycles, {"sizes": sizes})
    if target == "a2a3" and op in A2A3_TRANSFER_BYTES:
        if operands is None:
            names = ", ".join(a2a3_transfer_names(op)[0])
            raise CostUnavailable(f"pto.{op}: its A2/A3 cycles depend on its operands ({names})")
        pipe, nbytes, cycles = a2a3_dma(op, operands)
        return Cost(op, target, dtype, 1, cycles, {"pipe": pipe, "bytes": nbytes, "operands": dict(operands)})
    if target == "a2a3" and op in A2A3_TRANSFER:
        if tile is None or loc is None:
            raise CostUnavailable(f"pto.{op}: its A2/A3 cycles depend on the tile's location and valid shape")
        pipe, nbytes, cycles = a2a3_transfer(op, dtype, loc, tile[2], tile[3])
        return Cost(op, target, dtype, 1, cycles, {"tile": tile, "loc": _LOC_KEYWORDS.get(loc, loc), "pipe": pipe,
                                                  "bytes": nbytes})
    if target == "a2a3" and op in A2A3_TILE_CURVES:
        if tile is None:
            raise CostUnavailable(f"pto.{op}: its A2/A3 cycles depend on the tile's valid shape")
        cycles = a2a3_tile_cycles(op, dtype, tile[2], tile[3])
        return Cost(op, target, dtype, 1, cycles, {"tile": tile})
    if target == "a5" and op in A5_TILE_CURVES:
        if tile is None:
            raise CostUnavailable(f"pto.{op}: its A5 cycles depend on the tile's shape and valid shape")
        cycles = a5_tile_cycles(op, dtype, *tile)
        return Cost(op, target, dtype, 1, cycles, {"tile": tile})
    if target == "a5":
        if repeats != 1:
            raise CostUnavailable(f"pto.{op}: the A5 tables give one instruction's latency, not a repeat model")
        cycles = a5_latency(op, dtype)
        entry = A5_LATENCY[op]
        return Cost(op, target, dtype, 1, cycles, {"latency": cycles, "rv": entry["rv"],
                                                  "derived_from": entry["derived_from"],
                                                  "fallback": a5_fallback(op, dtype)})
    if target == "a2a3":
        c = a2a3_cost(op, dtype, repeats)
        return Cost(op, target, dtype, repeats, c.total, {"startup": c.startup, "completion": c.completion,
                                                         "per_repeat": c.per_repeat, "interval": c.interval})
    raise CostUnavailable(f"no cost tables for target {target!r} ({', '.join(TARGETS)})")


def lowering_cost(op: str, rows: int, cols: int, dtype: str) -> Cost:
    """A2/A3 cycles of a tile op whose (rows, cols, dtype) valid shape has a declared instruction
    sequence, costed step by step from the steps' own A2/A3 parameters."""
    sequences: list[dict[str, Any]] = A2A3_LOWERINGS.get(op, {}).get("sequences", [])
    for seq in sequences:
        if seq["shape"] == [rows, cols] and seq["dtype"] == dtype:
            break
    else:
        known = ", ".join(f"{s['shape'][0]}x{s['shape'][1]} {s['dtype']}" for s in sequences)
        raise CostUnavailable(f"pto.{op}: no instruction sequence declared for {rows}x{cols} {dtype} "
                              f"(declared: {known or 'none'})")
    once, per_step = _LOWERING_FORMULAS[op]
    steps: list[dict[str, Any]] = []
    total, first = 0, True
    for step in seq["steps"]:
        if "op" not in step:
            steps.append({"barrier": step["barrier"], "cycles": 0})
            continue
        c = a2a3_cost(step["op"], dtype, step["repeats"])
        values = {"startup": c.startup, "completion": c.completion, "repeats": step["repeats"],
                  "per_repeat": c.per_repeat, "interval": c.interval}
        cycles = per_step(**values) + (once(**values) if first else 0)
        first = False
        total += cycles
        steps.append({"op": step["op"], "repeats": step["repeats"], "cycles": cycles})
    return Cost(op, "a2a3", dtype, 1, total, {"steps": steps, "seed_estimate": seq["seed_estimate"]})
