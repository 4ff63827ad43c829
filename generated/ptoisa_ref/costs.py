"""Cost tables of the PTO ISA: A5 latencies and the A2/A3 cycle model.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.

A5: popped-to-retire latency per op and element type on the cycle-accurate
simulator. A2/A3: named constants, each op's mapping of startup, completion,
per-repeat and interval to them, and the formula
    total_cycles = startup + completion + repeats × per_repeat + (repeats - 1) × interval
A query with no data raises CostUnavailable with the reason; it never returns 0.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

A2A3_CONSTANTS: dict[str, int] = {
    "A2A3_STARTUP_REDUCE": 13,
    "A2A3_STARTUP_BINARY": 14,
    "A2A3_COMPL_FP_CGOP": 21,
    "A2A3_COMPL_FP_BINOP": 19,
    "A2A3_COMPL_INT_BINOP": 17,
    "A2A3_COMPL_FP_MUL": 20,
    "A2A3_COMPL_INT_MUL": 18,
    "A2A3_COMPL_FP32_EXP": 26,
    "A2A3_COMPL_FP16_EXP": 28,
    "A2A3_COMPL_FP32_SQRT": 27,
    "A2A3_COMPL_FP16_SQRT": 29,
    "A2A3_RPT_1": 1,
    "A2A3_RPT_2": 2,
    "A2A3_RPT_4": 4,
    "A2A3_INTERVAL": 18,
    "A2A3_INTERVAL_VCOPY": 13,
}

# op -> {"rv", "rv_note", "cycles": {dtype: cycles}, "derived_from", "note", "reason"}
A5_LATENCY: dict[str, dict[str, Any]] = {
    "vadd": {
        "rv": 'RV_VADD',
        "rv_note": None,
        "cycles": {'f32': 7, 'f16': 7, 'i32': 7, 'i16': 7, 'i8': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vsub": {
        "rv": 'RV_VSUB',
        "rv_note": None,
        "cycles": {'f32': 7, 'f16': 7, 'i32': 7, 'i16': 7, 'i8': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vmul": {
        "rv": 'RV_VMUL',
        "rv_note": None,
        "cycles": {'f32': 8, 'f16': 8, 'i32': 8, 'i16': 8},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vdiv": {
        "rv": 'RV_VDIV',
        "rv_note": None,
        "cycles": {'f32': 17, 'f16': 22},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vmax": {
        "rv": 'RV_VMAX',
        "rv_note": None,
        "cycles": {'f32': 6, 'f16': 6, 'i32': 7, 'i16': 7, 'i8': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vmin": {
        "rv": 'RV_VMAX',
        "rv_note": None,
        "cycles": {'f32': 6, 'f16': 6, 'i32': 7, 'i16': 7, 'i8': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vand": {
        "rv": 'RV_VAND',
        "rv_note": None,
        "cycles": {'i32': 7, 'i16': 7, 'i8': 7, 'f32': 6, 'f16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vor": {
        "rv": 'RV_VAND',
        "rv_note": None,
        "cycles": {'i32': 7, 'i16': 7, 'i8': 7, 'f32': 6, 'f16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vxor": {
        "rv": 'RV_VAND',
        "rv_note": None,
        "cycles": {'i32': 7, 'i16': 7, 'i8': 7, 'f32': 6, 'f16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vshl": {
        "rv": 'RV_VSHL',
        "rv_note": None,
        "cycles": {'i32': 7, 'i16': 7, 'i8': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vshr": {
        "rv": 'RV_VSHL',
        "rv_note": None,
        "cycles": {'i32': 7, 'i16': 7, 'i8': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vaddc": {
        "rv": 'RV_VADDC',
        "rv_note": None,
        "cycles": {'u32': 7, 'i32': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vsubc": {
        "rv": 'RV_VSUBC',
        "rv_note": None,
        "cycles": {'u32': 7, 'i32': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vcmp": {
        "rv": 'RV_VCMP',
        "rv_note": None,
        "cycles": {'f32': 6, 'f16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vsel": {
        "rv": 'RV_VSEL',
        "rv_note": None,
        "cycles": {'f32': 6, 'f16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vcvt": {
        "rv": 'RV_VCVT',
        "rv_note": None,
        "cycles": {'f32': 7, 'f16': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vbr": {
        "rv": 'RV_VBR',
        "rv_note": None,
        "cycles": {'f32': 6, 'f16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vdup": {
        "rv": 'RV_VDUP',
        "rv_note": None,
        "cycles": {'f32': 6, 'f16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vcadd": {
        "rv": 'RV_VCADD',
        "rv_note": None,
        "cycles": {'i16': 17, 'i32': 19, 'f16': 24, 'f32': 22},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vcmax": {
        "rv": 'RV_VCMIN',
        "rv_note": None,
        "cycles": {'i16': 17, 'i32': 19, 'f16': 17, 'f32': 16},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vcmin": {
        "rv": 'RV_VCMIN',
        "rv_note": None,
        "cycles": {'i16': 17, 'i32': 19, 'f16': 17, 'f32': 16},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vcgadd": {
        "rv": 'RV_VCGADD',
        "rv_note": None,
        "cycles": {'i16': 17, 'i32': 19, 'f16': 21, 'f32': 19},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vcgmax": {
        "rv": 'RV_VCGMAX',
        "rv_note": None,
        "cycles": {'i16': 17, 'i32': 19, 'f16': 14, 'f32': 13},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vcgmin": {
        "rv": 'RV_VCGMAX',
        "rv_note": None,
        "cycles": {'i16': 17, 'i32': 19, 'f16': 14, 'f32': 13},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vcpadd": {
        "rv": 'RV_VCPADD',
        "rv_note": None,
        "cycles": {'f16': 21, 'f32': 19},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vabs": {
        "rv": 'RV_VABS_FP',
        "rv_note": None,
        "cycles": {'f32': 5, 'f16': 5, 'i32': 5, 'i16': 5, 'i8': 5},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vneg": {
        "rv": 'RV_VMULS',
        "rv_note": 'uses scalar-multiply hardware',
        "cycles": {'f32': 8, 'f16': 8, 'i32': 8, 'i16': 8, 'i8': 8},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vexp": {
        "rv": 'RV_VEXP',
        "rv_note": None,
        "cycles": {'f32': 16, 'f16': 21},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vln": {
        "rv": 'RV_VLN',
        "rv_note": None,
        "cycles": {'f32': 18, 'f16': 23},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vsqrt": {
        "rv": 'RV_VSQRT',
        "rv_note": None,
        "cycles": {'f32': 17, 'f16': 22},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vrsqrt": {
        "rv": 'RV_VRSQRT',
        "rv_note": None,
        "cycles": {'f32': 17, 'f16': 22},
        "derived_from": 'vsqrt',
        "note": None,
        "reason": None,
    },
    "vrec": {
        "rv": 'RV_VREC',
        "rv_note": None,
        "cycles": {'f32': 17, 'f16': 22},
        "derived_from": 'vdiv',
        "note": None,
        "reason": None,
    },
    "vrelu": {
        "rv": 'RV_VRELU',
        "rv_note": None,
        "cycles": {'f32': 5, 'f16': 5},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vnot": {
        "rv": 'RV_VNOT',
        "rv_note": None,
        "cycles": {'i32': 5, 'i16': 5, 'i8': 5},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vbcnt": {
        "rv": None,
        "rv_note": None,
        "cycles": {},
        "derived_from": None,
        "note": 'per-lane; the seed gives no cycle count',
        "reason": None,
    },
    "vcls": {
        "rv": None,
        "rv_note": None,
        "cycles": {},
        "derived_from": None,
        "note": 'per-lane; the seed gives no cycle count',
        "reason": None,
    },
    "vmov": {
        "rv": 'RV_VLD',
        "rv_note": 'proxy',
        "cycles": {'f32': 9, 'f16': 9, 'i32': 9, 'i16': 9, 'i8': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vadds": {
        "rv": 'RV_VADDS',
        "rv_note": None,
        "cycles": {'f32': 7, 'f16': 7},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vmuls": {
        "rv": 'RV_VMULS',
        "rv_note": None,
        "cycles": {'f32': 8, 'f16': 8},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vmaxs": {
        "rv": 'RV_VMAXS',
        "rv_note": None,
        "cycles": {'f32': 6, 'f16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vmins": {
        "rv": 'RV_VMINS',
        "rv_note": None,
        "cycles": {'f32': 6, 'f16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vshls": {
        "rv": 'RV_VSHLS',
        "rv_note": None,
        "cycles": {'i32': 6, 'i16': 6, 'u32': 6, 'u16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vshrs": {
        "rv": 'RV_VSHRS',
        "rv_note": None,
        "cycles": {'i32': 6, 'i16': 6, 'u32': 6, 'u16': 6},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vlds": {
        "rv": 'RV_VLD',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vldsx2": {
        "rv": 'RV_VLDI',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vsts": {
        "rv": 'RV_VST',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vstsx2": {
        "rv": 'RV_VSTI',
        "rv_note": None,
        "cycles": {'f32': 12, 'f16': 12, 'bf16': 12, 'f8e4m3': 12, 'f8e5m2': 12, 'hif8': 12, 'f4e2m1x2': 12, 'f4e1m2x2': 12, 'i8': 12, 'i16': 12, 'i32': 12, 'u8': 12, 'u16': 12, 'u32': 12},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vsldb": {
        "rv": 'RV_VLD',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vsstb": {
        "rv": 'RV_VST',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vgather2": {
        "rv": 'RV_VGATHER2',
        "rv_note": None,
        "cycles": {'f32': 27, 'i32': 27, 'u32': 27, 'f16': 27, 'bf16': 27, 'i16': 27, 'u16': 27, 'i8': 27, 'u8': 27},
        "derived_from": None,
        "note": '27 to 28 cycles, pattern-dependent (the manual); the table keeps the lower bound.',
        "reason": None,
    },
    "vgather2_bc": {
        "rv": 'RV_VGATHER2',
        "rv_note": None,
        "cycles": {'f32': 27, 'i32': 27, 'u32': 27},
        "derived_from": None,
        "note": '27 to 28 cycles, as pto.vgather2 (the manual); the table keeps the lower bound.',
        "reason": None,
    },
    "vgatherb": {
        "rv": 'RV_VGATHERB',
        "rv_note": None,
        "cycles": {'f32': 21, 'i32': 21, 'u32': 21, 'f16': 21, 'bf16': 21, 'i16': 21, 'u16': 21, 'i8': 21, 'u8': 21},
        "derived_from": None,
        "note": 'About 21 cycles issue to retire (the manual).',
        "reason": None,
    },
    "vscatter": {
        "rv": 'RV_VSCATTER',
        "rv_note": None,
        "cycles": {'f16': 17, 'bf16': 17, 'i16': 17, 'u16': 17},
        "derived_from": None,
        "note": 'About 17 cycles for 16-bit elements (the manual); other widths are not measured.',
        "reason": None,
    },
    "vldas": {
        "rv": 'RV_VLD',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vldus": {
        "rv": 'RV_VLD',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vstus": {
        "rv": 'RV_VST',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vstu": {
        "rv": 'RV_VST',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vstur": {
        "rv": 'RV_VST',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vstas": {
        "rv": 'RV_VST',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vsta": {
        "rv": 'RV_VST',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
    "vstar": {
        "rv": 'RV_VST',
        "rv_note": None,
        "cycles": {'f32': 9, 'f16': 9, 'bf16': 9, 'f8e4m3': 9, 'f8e5m2': 9, 'hif8': 9, 'f4e2m1x2': 9, 'f4e1m2x2': 9, 'i8': 9, 'i16': 9, 'i32': 9, 'i64': 9, 'u8': 9, 'u16': 9, 'u32': 9},
        "derived_from": None,
        "note": None,
        "reason": None,
    },
}

# op -> dtype -> {"startup", "completion", "per_repeat", "interval"}: constant names (None: no data)
A2A3_PARAMS: dict[str, dict[str, dict[str, str | None]]] = {
    "vadd": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vsub": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vmul": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_MUL', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_MUL', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_MUL', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_MUL', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vdiv": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vmax": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vmin": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vand": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f8e4m3": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f8e5m2": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "hif8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vor": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f8e4m3": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f8e5m2": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "hif8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vxor": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f8e4m3": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f8e5m2": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "hif8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vshl": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vshr": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vaddc": {
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vsubc": {
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vaddcs": {
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vsubcs": {
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vcadd": {
        "i8": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i64": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vcmax": {
        "i16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vcmin": {
        "i16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vcbmax": {
        "i8": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vcbmin": {
        "i8": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vcgadd": {
        "i16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_CGOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vcgmax": {
        "i16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_CGOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vcgmin": {
        "i16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_CGOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vcpadd": {
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "chistv2": {
        "u8": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
    },
    "dhistv2": {
        "u8": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
    },
    "vaddrelu": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vsubrelu": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vaxpy": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vmula": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vmadd": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vmull": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vexpdif": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vaddreluconv": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vmulconv": {
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vmulscvt": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vbitsort": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vmrgsort4": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "get_vms4_sr": {
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vsort32": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vtranspose": {
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vprelu": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
    },
    "vabs": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vneg": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vexp": {
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP32_EXP', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP16_EXP', "per_repeat": 'A2A3_RPT_4', "interval": 'A2A3_INTERVAL'},
    },
    "vln": {
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": None, "per_repeat": 'A2A3_RPT_4', "interval": 'A2A3_INTERVAL'},
    },
    "vsqrt": {
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP32_SQRT', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP16_SQRT', "per_repeat": 'A2A3_RPT_4', "interval": 'A2A3_INTERVAL'},
    },
    "vrsqrt": {
        "f32": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP32_SQRT', "per_repeat": 'A2A3_RPT_2', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_REDUCE', "completion": 'A2A3_COMPL_FP16_SQRT', "per_repeat": 'A2A3_RPT_4', "interval": 'A2A3_INTERVAL'},
    },
    "vrec": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vrelu": {
        "f32": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vnot": {
        "i32": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vbcnt": {
        "i32": {"startup": None, "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": None, "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": None, "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
    },
    "vcls": {
        "i32": {"startup": None, "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": None, "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": None, "completion": None, "per_repeat": None, "interval": 'A2A3_INTERVAL'},
    },
    "vmov": {
        "f32": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL_VCOPY'},
        "f16": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL_VCOPY'},
        "i32": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL_VCOPY'},
        "i16": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL_VCOPY'},
        "i8": {"startup": None, "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL_VCOPY'},
    },
    "vadds": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vsubs": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vmuls": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_MUL', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_MUL', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_MUL', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_MUL', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vmaxs": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vmins": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_FP_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "bf16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": 'A2A3_COMPL_INT_BINOP', "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vands": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vors": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vxors": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vshls": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vshrs": {
        "i32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "i8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "u8": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
    "vlrelu": {
        "f32": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
        "f16": {"startup": 'A2A3_STARTUP_BINARY', "completion": None, "per_repeat": 'A2A3_RPT_1', "interval": 'A2A3_INTERVAL'},
    },
}

# op -> why some A2/A3 parameters have no data, where a relation explains it
A2A3_REASONS: dict[str, str] = {
}

# op -> op its A2/A3 parameters are derived from
A2A3_DERIVED_FROM: dict[str, str] = {
    "vrsqrt": "vsqrt",
    "vrec": "vdiv",
}

# Ops outside the database whose A2/A3 parameters the specification states (e.g. vadd)
A2A3_OTHER_OPS: dict[str, dict[str, Any]] = {
}

# Shape-dependent A2/A3 instruction sequences of tile ops: (rows, cols, dtype) -> steps
A2A3_LOWERINGS: dict[str, dict[str, Any]] = {
    "trowsum": {
        "formula": {'once': 'startup', 'per_step': 'completion + repeats * per_repeat + (repeats - 1) * interval'},
        "sequences": [
            {"shape": [64, 128], "dtype": 'f32', "steps": [{'op': 'vcgadd', 'repeats': 128}, {'op': 'vadd', 'repeats': 8}, {'op': 'vcgadd', 'repeats': 8}, {'barrier': 'PIPE_V'}], "seed_estimate": '~O(1024)'},
            {"shape": [32, 256], "dtype": 'f32', "steps": [{'op': 'vcgadd', 'repeats': 128}, {'op': 'vadd', 'repeats': 8}, {'op': 'vadd', 'repeats': 4}, {'op': 'vcgadd', 'repeats': 4}, {'barrier': 'PIPE_V'}], "seed_estimate": '~O(2048)'},
            {"shape": [16, 512], "dtype": 'f32', "steps": [{'op': 'vcgadd', 'repeats': 128}, {'op': 'vcgadd', 'repeats': 16}, {'op': 'vcgadd', 'repeats': 2}, {'barrier': 'PIPE_V'}], "seed_estimate": '~O(2048)'},
            {"shape": [8, 1024], "dtype": 'f32', "steps": [{'op': 'vcgadd', 'repeats': 128}, {'op': 'vcgadd', 'repeats': 16}, {'op': 'vadd', 'repeats': 8}, {'op': 'vcgadd', 'repeats': 8}, {'barrier': 'PIPE_V'}], "seed_estimate": '~O(2048)'},
        ],
    },
}


# op -> (terms counted once, for a sequence's first step; terms of every step) (D-LOWERING-STARTUP)
_LOWERING_FORMULAS: dict[str, tuple[Callable[..., int], Callable[..., int]]] = {
    "trowsum": (
        lambda startup, completion, repeats, per_repeat, interval: startup,
        lambda startup, completion, repeats, per_repeat, interval: completion + repeats * per_repeat + (repeats - 1) * interval,
    ),
}


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


def a2a3_formula(startup: int, completion: int, repeats: int, per_repeat: int, interval: int) -> int:
    """The A2/A3 cycle model: total_cycles = startup + completion + repeats × per_repeat + (repeats - 1) × interval."""
    return startup + completion + repeats * per_repeat + (repeats - 1) * interval


def a5_latency(op: str, dtype: str) -> int:
    """A5 popped-to-retire cycles of `op` for element type `dtype`."""
    entry = A5_LATENCY.get(op)
    if entry is None:
        raise CostUnavailable(f"pto.{op}: no A5 latency data")
    if dtype not in entry["cycles"]:
        why = entry["reason"] or entry["note"] or f"no A5 latency for {dtype}"
        raise CostUnavailable(f"pto.{op} ({dtype}): {why}")
    cycles: int = entry["cycles"][dtype]
    return cycles


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


def cost(op: str, target: str, dtype: str, repeats: int = 1) -> Cost:
    """Cycles of `op` on `target` ("a5" or "a2a3") for `dtype` and `repeats`, with the breakdown.

    A5 gives a latency per instruction and no repeat model, so repeats must be 1 there.
    Raises CostUnavailable with the reason when the tables hold no number.
    """
    if target == "a5":
        if repeats != 1:
            raise CostUnavailable(f"pto.{op}: the A5 tables give one instruction's latency, not a repeat model")
        cycles = a5_latency(op, dtype)
        entry = A5_LATENCY[op]
        return Cost(op, target, dtype, 1, cycles, {"latency": cycles, "rv": entry["rv"],
                                                  "derived_from": entry["derived_from"]})
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
