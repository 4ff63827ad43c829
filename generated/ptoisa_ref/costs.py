"""Cost tables of the PTO ISA: A5 latencies and the A2/A3 cycle model.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.

A5: popped-to-retire latency per op and element type on the cycle-accurate
simulator, and for tile ops a fitted curve over the tile's valid shape. A2/A3: named constants, each op's mapping of startup, completion,
per-repeat and interval to them, and the formula
    total_cycles = startup + completion + repeats × per_repeat + (repeats - 1) × interval
and for a transfer (a tile's: A2A3_TRANSFER; a DMA copy's bytes formula: A2A3_TRANSFER_BYTES) the
pipe's bandwidth at the 1850 MHz clock:
    cycles = ⌊(half_bytes + bytes) × clock ÷ (peak × 2^30)⌋ (the pipe moves bytes at peak ×
    bytes ÷ (half_bytes + bytes) GiB/s; bytes = a tile's valid rows × valid columns × its
    element size, or the op's bytes formula over its operands; clock in Hz)
A query with no data raises CostUnavailable with the reason; it never returns 0 (ops the
compiler resolves cost 0: COMPILE_TIME_OPS; ops a decision counts as 0: NO_CYCLE_OPS). The tables
are generated into _tables and the queries live in runtime/costs; both are re-exported here.
"""
from __future__ import annotations

from ._tables import (A2A3_CLOCK_MHZ, A2A3_CONSTANTS, A2A3_CUBE, A2A3_DERIVED_FROM, A2A3_LOWERINGS, A2A3_OTHER_OPS, A2A3_PARAMS,
                      A2A3_REASONS, A2A3_TRANSFER, A2A3_TRANSFER_BYTES, A5_LATENCY, A5_TILE_CURVES, A2A3_TILE_CURVES,
                      COMPILE_TIME_OPS, DMA_REGISTER_WRITES, NO_CYCLE_OPS, a2a3_formula)
from .runtime.costs import (a2a3_cost, a2a3_cube_cycles, a2a3_dma, _a2a3_params, a2a3_tile_cycles,
                            a2a3_transfer, a2a3_transfer_names, A2A3Cost, a5_fallback, a5_latency,
                            a5_tile_cycles, Cost, cost, CostUnavailable, _LOC_KEYWORDS, lowering_cost,
                            _pipe_cycles, TARGETS)
