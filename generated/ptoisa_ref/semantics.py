"""Executable semantics of the PTO ISA: one function per op.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.

Vector ops take a register as an array whose last axis holds the N lanes of one
256-byte vreg (any leading axes are a batch); a mask is a boolean array of the
same shape, or None for all lanes active. Tile ops take (..., rows, cols)
arrays and an optional valid region. Only numpy and ml_dtypes (for bf16) are
imported, so this file can be vendored as it is.
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple

import ml_dtypes
import numpy as np
from numpy.typing import ArrayLike, NDArray

Arr = NDArray[Any]

__all__ = ["SemanticsError", "OPS", "BINDINGS", "Ptr", "raw_lanes", "decode_lanes", "vadd", "vsub", "vmul", "vdiv", "vmax", "vmin", "vand", "vor", "vxor", "vshl", "vshr", "vaddc", "vsubc", "vaddcs", "vsubcs", "vcmp", "vcmps", "vsel", "vselr", "vselrv2", "vcvt", "vtrc", "vci", "vbitcast", "pbitcast", "vintlv", "vdintlv", "vintlvv2", "vdintlvv2", "vshift", "vslide", "vperm", "vsqz", "vusqz", "vpack", "vsunpack", "vzunpack", "mte_gm_ub", "mte_ub_gm", "mte_ub_ub", "mte_ub_l1", "set_loop_size_outtoub", "set_loop1_stride_outtoub", "set_loop2_stride_outtoub", "set_mov_pad_val", "set_loop_size_ubtoout", "set_loop1_stride_ubtoout", "set_loop2_stride_ubtoout", "copy_gm_to_ubuf", "copy_ubuf_to_gm", "copy_ubuf_to_ubuf", "set_atomic_add", "set_atomic_max", "set_atomic_min", "set_atomic_none", "set_atomic_f32", "set_atomic_f16", "set_atomic_bf16", "set_atomic_s32", "set_atomic_s16", "set_atomic_s8", "get_block_idx", "get_block_num", "get_subblock_idx", "get_subblock_num", "set_flag", "wait_flag", "pipe_barrier", "barrier", "mem_bar", "dsb", "dcci", "get_buf", "rls_buf", "get_buf_dyn", "rls_buf_dyn", "set_intra_block", "wait_intra_block", "wait_intra_core", "set_cross_core", "wait_flag_dev", "castptr", "addptr", "pand", "por", "pxor", "pnot", "psel", "ppack", "punpack", "pintlv_b8", "pintlv_b16", "pintlv_b32", "pdintlv_b8", "pdintlv_b16", "pdintlv_b32", "plds", "pldi", "psts", "psti", "pstu", "pltm_b8", "pltm_b16", "pltm_b32", "vbr", "vdup", "pset_b8", "pset_b16", "pset_b32", "pge_b8", "pge_b16", "pge_b32", "plt_b8", "plt_b16", "plt_b32", "trowsum", "tcolargmin", "vcadd", "vcmax", "vcmin", "vcbmax", "vcbmin", "vcgadd", "vcgmax", "vcgmin", "vcpadd", "chistv2", "dhistv2", "load_scalar", "store_scalar", "ld_dev", "st_dev", "vaddrelu", "vsubrelu", "vaxpy", "vmula", "vmadd", "vmull", "vexpdif", "vaddreluconv", "vmulconv", "vmulscvt", "vbitsort", "vmrgsort4", "get_vms4_sr", "vsort32", "vtranspose", "vprelu", "vabs", "vneg", "vexp", "vln", "vsqrt", "vrsqrt", "vrec", "vrelu", "vnot", "vbcnt", "vcls", "vmov", "vadds", "vsubs", "vmuls", "vmaxs", "vmins", "vands", "vors", "vxors", "vshls", "vshrs", "vlrelu", "vlds", "vldsx2", "vsts", "vstsx2", "vsldb", "vsstb", "vsld", "vsst", "vgather2", "vgather2_bc", "vgatherb", "vscatter", "init_align", "vldas", "vldus", "vstus", "vstu", "vstur", "vstas", "vsta", "vstar", "sprclr", "sprsti", "sprsts"]

_DTYPES: dict[str, np.dtype[Any]] = {
    "f32": np.dtype(np.float32),
    "f16": np.dtype(np.float16),
    "bf16": np.dtype(ml_dtypes.bfloat16),
    "f8e4m3": np.dtype(ml_dtypes.float8_e4m3fn),
    "f8e5m2": np.dtype(ml_dtypes.float8_e5m2),
    "i8": np.dtype(np.int8),
    "i16": np.dtype(np.int16),
    "i32": np.dtype(np.int32),
    "i64": np.dtype(np.int64),
    "u8": np.dtype(np.uint8),
    "u16": np.dtype(np.uint16),
    "u32": np.dtype(np.uint32),
    "hif8": np.dtype([("hif8", np.uint8)]),  # raw bytes, read through _CODED
    "f4e2m1x2": np.dtype([("f4e2m1x2", np.uint8)]),  # raw bytes, read through _CODED
    "f4e1m2x2": np.dtype([("f4e1m2x2", np.uint8)]),  # raw bytes, read through _CODED
}
_FLOATS = frozenset(_DTYPES[name] for name in ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'))
_NAME_OF = {dt: name for name, dt in _DTYPES.items()}
_LANES = {
    "f32": 64,
    "f16": 128,
    "bf16": 128,
    "f8e4m3": 256,
    "f8e5m2": 256,
    "i8": 256,
    "i16": 128,
    "i32": 64,
    "i64": 32,
    "u8": 256,
    "u16": 128,
    "u32": 64,
    "hif8": 256,
    "f4e2m1x2": 256,
    "f4e1m2x2": 256,
}
_VLANES = 8
_VBITS = 256  # predicate bits: one per byte of a register
_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_INT = {1: np.int8, 2: np.int16, 4: np.int32, 8: np.int64}

# Element types each op accepts (union over targets; the verifier checks per target).
OPS = {
    "vadd": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vsub": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vmul": ('f32', 'f16', 'bf16', 'i32', 'i16', 'u32', 'u16'),
    "vdiv": ('f32', 'f16', 'i32', 'i16'),
    "vmax": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vmin": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vand": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
    "vor": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
    "vxor": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
    "vshl": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vshr": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vaddc": ('u32', 'i32'),
    "vsubc": ('u32', 'i32'),
    "vaddcs": ('u32', 'i32'),
    "vsubcs": ('u32', 'i32'),
    "vcmp": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vcmps": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vsel": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vselr": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vselrv2": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vcvt": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'i64', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
    "vtrc": ('f32', 'f16', 'bf16'),
    "vci": ('i32', 'i16', 'i8', 'f32', 'f16'),
    "vbitcast": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'i64', 'f8e4m3', 'f8e5m2'),
    "pbitcast": (),
    "vintlv": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vdintlv": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vintlvv2": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vdintlvv2": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vshift": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vslide": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vperm": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vsqz": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vusqz": ('i32', 'i16', 'i8'),
    "vpack": ('i32', 'u32', 'i16', 'u16'),
    "vsunpack": ('i16', 'i8'),
    "vzunpack": ('u16', 'u8'),
    "mte_gm_ub": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "mte_ub_gm": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "mte_ub_ub": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "mte_ub_l1": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "set_loop_size_outtoub": ('i64',),
    "set_loop1_stride_outtoub": ('i64',),
    "set_loop2_stride_outtoub": ('i64',),
    "set_mov_pad_val": ('i8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
    "set_loop_size_ubtoout": ('i64',),
    "set_loop1_stride_ubtoout": ('i64',),
    "set_loop2_stride_ubtoout": ('i64',),
    "copy_gm_to_ubuf": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "copy_ubuf_to_gm": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "copy_ubuf_to_ubuf": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "set_atomic_add": (),
    "set_atomic_max": (),
    "set_atomic_min": (),
    "set_atomic_none": (),
    "set_atomic_f32": (),
    "set_atomic_f16": (),
    "set_atomic_bf16": (),
    "set_atomic_s32": (),
    "set_atomic_s16": (),
    "set_atomic_s8": (),
    "get_block_idx": ('i64',),
    "get_block_num": ('i64',),
    "get_subblock_idx": ('i64',),
    "get_subblock_num": ('i64',),
    "set_flag": (),
    "wait_flag": (),
    "pipe_barrier": (),
    "barrier": (),
    "mem_bar": (),
    "dsb": (),
    "dcci": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "get_buf": (),
    "rls_buf": (),
    "get_buf_dyn": (),
    "rls_buf_dyn": (),
    "set_intra_block": (),
    "wait_intra_block": (),
    "wait_intra_core": ('i64',),
    "set_cross_core": ('i64',),
    "wait_flag_dev": ('i64',),
    "castptr": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "addptr": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "pand": (),
    "por": (),
    "pxor": (),
    "pnot": (),
    "psel": (),
    "ppack": (),
    "punpack": (),
    "pintlv_b8": (),
    "pintlv_b16": (),
    "pintlv_b32": (),
    "pdintlv_b8": (),
    "pdintlv_b16": (),
    "pdintlv_b32": (),
    "plds": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "pldi": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "psts": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "psti": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "pstu": ('u16', 'u32'),
    "pltm_b8": ('i16',),
    "pltm_b16": ('i16',),
    "pltm_b32": ('i16',),
    "vbr": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vdup": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "pset_b8": (),
    "pset_b16": (),
    "pset_b32": (),
    "pge_b8": (),
    "pge_b16": (),
    "pge_b32": (),
    "plt_b8": ('i32',),
    "plt_b16": ('i32',),
    "plt_b32": ('i32',),
    "trowsum": ('f16', 'f32', 'i32', 'i16', 'i64'),
    "tcolargmin": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
    "vcadd": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'f32'),
    "vcmax": ('i16', 'i32', 'f16', 'f32'),
    "vcmin": ('i16', 'i32', 'f16', 'f32'),
    "vcbmax": ('i8', 'i16', 'i32', 'f16', 'f32'),
    "vcbmin": ('i8', 'i16', 'i32', 'f16', 'f32'),
    "vcgadd": ('i16', 'i32', 'f16', 'f32'),
    "vcgmax": ('i16', 'i32', 'f16', 'f32'),
    "vcgmin": ('i16', 'i32', 'f16', 'f32'),
    "vcpadd": ('f16', 'f32'),
    "chistv2": ('u8', 'i8'),
    "dhistv2": ('u8', 'i8'),
    "load_scalar": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'f16', 'bf16', 'f32'),
    "store_scalar": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'f16', 'bf16', 'f32'),
    "ld_dev": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "st_dev": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vaddrelu": ('f32', 'f16'),
    "vsubrelu": ('f32', 'f16'),
    "vaxpy": ('f32', 'f16'),
    "vmula": ('f32', 'f16'),
    "vmadd": ('f32', 'f16', 'bf16'),
    "vmull": ('i32', 'u32'),
    "vexpdif": ('f32', 'f16'),
    "vaddreluconv": ('f32', 'f16', 'i16'),
    "vmulconv": ('f16',),
    "vmulscvt": ('f32',),
    "vbitsort": ('f32', 'f16'),
    "vmrgsort4": ('f32', 'f16'),
    "get_vms4_sr": ('i16',),
    "vsort32": ('f32', 'f16'),
    "vtranspose": ('i16', 'u16', 'f16'),
    "vprelu": ('f32', 'f16'),
    "vabs": ('f32', 'f16', 'i32', 'i16', 'i8'),
    "vneg": ('f32', 'f16', 'i32', 'i16', 'i8'),
    "vexp": ('f32', 'f16'),
    "vln": ('f32', 'f16'),
    "vsqrt": ('f32', 'f16'),
    "vrsqrt": ('f32', 'f16'),
    "vrec": ('f32', 'f16'),
    "vrelu": ('f32', 'f16', 'i32'),
    "vnot": ('i32', 'i16', 'i8'),
    "vbcnt": ('i32', 'i16', 'i8'),
    "vcls": ('i32', 'i16', 'i8'),
    "vmov": ('f32', 'f16', 'i32', 'i16', 'i8'),
    "vadds": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vsubs": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vmuls": ('f32', 'f16', 'bf16', 'i32', 'i16', 'u32', 'u16'),
    "vmaxs": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vmins": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vands": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vors": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vxors": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vshls": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vshrs": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
    "vlrelu": ('f32', 'f16'),
    "vlds": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vldsx2": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
    "vsts": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vstsx2": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
    "vsldb": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vsstb": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vsld": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vsst": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vgather2": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
    "vgather2_bc": ('f32', 'i32', 'u32'),
    "vgatherb": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
    "vscatter": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
    "init_align": (),
    "vldas": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vldus": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vstus": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vstu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vstur": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vstas": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vsta": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "vstar": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
    "sprclr": (),
    "sprsti": ('u32', 'i32'),
    "sprsts": ('u32', 'i32'),
}

# op -> target -> what differs between targets (order, accumulation type, NaN rule, widening)
SPECS: dict[str, dict[str, dict[str, Any]]] = {
    "vadd": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vsub": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vmul": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vdiv": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vmax": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vmin": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vand": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vor": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vxor": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vshl": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vshr": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vaddc": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsubc": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vaddcs": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsubcs": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vcmp": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vcmps": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsel": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vselr": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vselrv2": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vcvt": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vtrc": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vci": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vbitcast": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pbitcast": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vintlv": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vdintlv": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vintlvv2": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vdintlvv2": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vshift": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vslide": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vperm": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsqz": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vusqz": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vpack": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsunpack": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vzunpack": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "mte_gm_ub": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "mte_ub_gm": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "mte_ub_ub": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "mte_ub_l1": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_loop_size_outtoub": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_loop1_stride_outtoub": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_loop2_stride_outtoub": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_mov_pad_val": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_loop_size_ubtoout": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_loop1_stride_ubtoout": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_loop2_stride_ubtoout": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "copy_gm_to_ubuf": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "copy_ubuf_to_gm": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "copy_ubuf_to_ubuf": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_add": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_max": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_min": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_none": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_f32": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_f16": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_bf16": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_s32": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_s16": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_atomic_s8": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "get_block_idx": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "get_block_num": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "get_subblock_idx": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "get_subblock_num": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_flag": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "wait_flag": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pipe_barrier": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "barrier": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "mem_bar": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "dsb": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "dcci": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "get_buf": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "rls_buf": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "get_buf_dyn": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "rls_buf_dyn": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_intra_block": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "wait_intra_block": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "wait_intra_core": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "set_cross_core": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "wait_flag_dev": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "castptr": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "addptr": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pand": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "por": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pxor": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pnot": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "psel": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "ppack": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "punpack": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pintlv_b8": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pintlv_b16": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pintlv_b32": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pdintlv_b8": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pdintlv_b16": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pdintlv_b32": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "plds": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pldi": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "psts": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "psti": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pstu": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pltm_b8": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pltm_b16": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pltm_b32": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vbr": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vdup": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pset_b8": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pset_b16": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pset_b32": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pge_b8": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pge_b16": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "pge_b32": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "plt_b8": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "plt_b16": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "plt_b32": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "trowsum": {
        "a5": {"order": 'chunked', "accumulate": 'element', "nan": 'canonical', "widen": {}},
        "a2a3": {"order": 'chunked', "accumulate": 'element', "nan": 'canonical', "widen": {}},
        "cpu": {"order": 'sequential', "accumulate": {'f16': 'f32'}, "nan": 'x86', "widen": {}},
    },
    "tcolargmin": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vcadd": {
        "a5": {"order": 'tree', "accumulate": 'element', "nan": 'canonical', "widen": {'i8': 'i16', 'u8': 'u16', 'i16': 'i32', 'u16': 'u32'}},
        "a2a3": {"order": 'tree', "accumulate": 'element', "nan": 'canonical', "widen": {'i8': 'i16', 'u8': 'u16', 'i16': 'i32', 'u16': 'u32'}},
        "cpu": {"order": 'tree', "accumulate": 'element', "nan": 'canonical', "widen": {'i8': 'i16', 'u8': 'u16', 'i16': 'i32', 'u16': 'u32'}},
    },
    "vcmax": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vcmin": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vcbmax": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vcbmin": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vcgadd": {
        "a5": {"order": 'sequential', "accumulate": 'element', "nan": 'canonical', "widen": {}},
        "a2a3": {"order": 'sequential', "accumulate": 'element', "nan": 'canonical', "widen": {}},
        "cpu": {"order": 'sequential', "accumulate": 'element', "nan": 'canonical', "widen": {}},
    },
    "vcgmax": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vcgmin": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vcpadd": {
        "a5": {"order": None, "accumulate": 'element', "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": 'element', "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": 'element', "nan": 'canonical', "widen": {}},
    },
    "chistv2": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "dhistv2": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "load_scalar": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "store_scalar": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "ld_dev": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "st_dev": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vaddrelu": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsubrelu": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vaxpy": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vmula": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vmadd": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vmull": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vexpdif": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vaddreluconv": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vmulconv": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vmulscvt": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vbitsort": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vmrgsort4": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "get_vms4_sr": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsort32": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vtranspose": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vprelu": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vabs": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vneg": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vexp": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vln": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vsqrt": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vrsqrt": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vrec": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vrelu": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vnot": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vbcnt": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vcls": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vmov": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vadds": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vsubs": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vmuls": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vmaxs": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vmins": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vands": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vors": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vxors": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vshls": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vshrs": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vlrelu": {
        "a5": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": 'canonical', "widen": {}},
    },
    "vlds": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vldsx2": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsts": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vstsx2": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsldb": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsstb": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsld": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsst": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vgather2": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {'i8': 'i16', 'u8': 'u16'}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {'i8': 'i16', 'u8': 'u16'}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {'i8': 'i16', 'u8': 'u16'}},
    },
    "vgather2_bc": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vgatherb": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vscatter": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "init_align": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vldas": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vldus": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vstus": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vstu": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vstur": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vstas": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vsta": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "vstar": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "sprclr": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "sprsti": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
    "sprsts": {
        "a5": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "a2a3": {"order": None, "accumulate": None, "nan": None, "widen": {}},
        "cpu": {"order": None, "accumulate": None, "nan": None, "widen": {}},
    },
}
TARGETS = ('a5', 'a2a3', 'cpu')

# How a statement binds to each function (generator/emit/bindings.py): declared operand -> parameter,
# the results in the order returned, attribute -> keyword, state the caller passes (`flags`: the pipe
# flags {(src, dst, event): count}; `memory`: the buffer of the pointer's space), the modes `mode=`
# takes (the matched form's), whether `dtype=` (the result's element type) is taken, and keywords
# that take the element type or mask granularity a declared operand or result is written with.
BINDINGS: dict[str, dict[str, Any]] = {
    "vadd": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsub": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmul": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vdiv": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmax": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmin": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vand": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vor": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vxor": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vshl": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vshr": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vaddc": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result', 'carry'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsubc": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result', 'carry'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vaddcs": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask', 'carry_in': 'carry_in'}, 'results': ('result', 'carry'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsubcs": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask', 'carry_in': 'carry_in'}, 'results': ('result', 'carry'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcmp": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'cmp_mode': 'cmp_mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcmps": {'operands': {'src': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'cmp_mode': 'cmp_mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsel": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vselr": {'operands': {'src0': 'src', 'src1': 'idx'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vselrv2": {'operands': {'src0': 'src', 'src1': 'idx'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcvt": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'rnd': 'rnd', 'sat': 'sat', 'part': 'part'}, 'state': (), 'modes': (), 'dtype': True, 'types': {}},
    "vtrc": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'round_mode': 'round_mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vci": {'operands': {'index': 'index'}, 'results': ('result',), 'attributes': {'order': 'order'}, 'state': (), 'modes': (), 'dtype': True, 'types': {}},
    "vbitcast": {'operands': {'input': 'src'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': True, 'types': {}},
    "pbitcast": {'operands': {'input': 'src'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {'source': 'input', 'result': 'result'}},
    "vintlv": {'operands': {'lhs': 'lhs', 'rhs': 'rhs'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vdintlv": {'operands': {'lhs': 'lhs', 'rhs': 'rhs'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vintlvv2": {'operands': {'lhs': 'lhs', 'rhs': 'rhs'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vdintlvv2": {'operands': {'lhs': 'lhs', 'rhs': 'rhs'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vshift": {'operands': {'src': 'src', 'amt': 'amt'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vslide": {'operands': {'src0': 'src0', 'src1': 'src1', 'amt': 'amt'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vperm": {'operands': {'src': 'src', 'index': 'idx'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsqz": {'operands': {'src': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "vusqz": {'operands': {'src': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vpack": {'operands': {'src': 'src'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsunpack": {'operands': {'src': 'src', 'part': 'part'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vzunpack": {'operands': {'src': 'src', 'part': 'part'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "mte_gm_ub": {'operands': {'gm_src': 'gm_src', 'ub_dst': 'ub_dst', 'l2_cache_ctl': 'l2_cache_ctl', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'loop1_count': 'loop1_count', 'loop1_src_stride': 'loop1_src_stride', 'loop1_dst_stride': 'loop1_dst_stride', 'loop2_count': 'loop2_count', 'loop2_src_stride': 'loop2_src_stride', 'loop2_dst_stride': 'loop2_dst_stride', 'loop3_count': 'loop3_count', 'loop3_src_stride': 'loop3_src_stride', 'loop3_dst_stride': 'loop3_dst_stride', 'pad_value': 'pad_value', 'left_padding_count': 'left_padding_count', 'right_padding_count': 'right_padding_count'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "mte_ub_gm": {'operands': {'ub_src': 'ub_src', 'gm_dst': 'gm_dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'l2_cache_ctl': 'l2_cache_ctl', 'loop1_count': 'loop1_count', 'loop1_src_stride': 'loop1_src_stride', 'loop1_dst_stride': 'loop1_dst_stride', 'loop2_count': 'loop2_count', 'loop2_src_stride': 'loop2_src_stride', 'loop2_dst_stride': 'loop2_dst_stride', 'loop3_count': 'loop3_count', 'loop3_src_stride': 'loop3_src_stride', 'loop3_dst_stride': 'loop3_dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "mte_ub_ub": {'operands': {'ub_src': 'ub_src', 'ub_dst': 'ub_dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_gap': 'src_gap', 'dst_gap': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "mte_ub_l1": {'operands': {'ub_src': 'ub_src', 'l1_dst': 'l1_dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_gap': 'src_gap', 'dst_gap': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "set_loop_size_outtoub": {'operands': {'loop2_count': 'loop2_count', 'loop1_count': 'loop1_count'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_loop1_stride_outtoub": {'operands': {'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_loop2_stride_outtoub": {'operands': {'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_mov_pad_val": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_loop_size_ubtoout": {'operands': {'loop2_count': 'loop2_count', 'loop1_count': 'loop1_count'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_loop1_stride_ubtoout": {'operands': {'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_loop2_stride_ubtoout": {'operands': {'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "copy_gm_to_ubuf": {'operands': {'gm_src': 'gm_src', 'ub_dst': 'ub_dst', 'sid': 'sid', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'left_padding_count': 'left_padding_count', 'right_padding_count': 'right_padding_count', 'data_select_bit': 'data_select_bit', 'l2_cache_ctl': 'l2_cache_ctl', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "copy_ubuf_to_gm": {'operands': {'ub_src': 'ub_src', 'gm_dst': 'gm_dst', 'sid': 'sid', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'l2_cache_ctl': 'l2_cache_ctl', 'dst_stride': 'dst_stride', 'src_stride': 'src_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "copy_ubuf_to_ubuf": {'operands': {'source': 'ub_src', 'dest': 'ub_dst', 'sid': 'sid', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'src_stride': 'src_gap', 'dst_stride': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_add": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_max": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_min": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_none": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_f32": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_f16": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_bf16": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_s32": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_s16": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "set_atomic_s8": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}},
    "get_block_idx": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "get_block_num": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "get_subblock_idx": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "get_subblock_num": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "set_flag": {'operands': {}, 'results': (), 'attributes': {'src_pipe': 'src_pipe', 'dst_pipe': 'dst_pipe', 'event_id': 'event_id'}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}},
    "wait_flag": {'operands': {}, 'results': (), 'attributes': {'src_pipe': 'src_pipe', 'dst_pipe': 'dst_pipe', 'event_id': 'event_id'}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}},
    "pipe_barrier": {'operands': {}, 'results': (), 'attributes': {'pipe': 'pipe'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "barrier": {'operands': {}, 'results': (), 'attributes': {'pipe': 'pipe'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "mem_bar": {'operands': {}, 'results': (), 'attributes': {'kind': 'kind'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "dsb": {'operands': {}, 'results': (), 'attributes': {'mem': 'mem'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "dcci": {'operands': {'ptr': 'ptr'}, 'results': (), 'attributes': {'cache': 'cache', 'dst': 'dst'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "get_buf": {'operands': {}, 'results': (), 'attributes': {'op_type': 'op_type', 'buf_id': 'buf_id', 'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "rls_buf": {'operands': {}, 'results': (), 'attributes': {'op_type': 'op_type', 'buf_id': 'buf_id', 'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "get_buf_dyn": {'operands': {'buf_id': 'buf_id'}, 'results': (), 'attributes': {'op_type': 'op_type', 'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "rls_buf_dyn": {'operands': {'buf_id': 'buf_id'}, 'results': (), 'attributes': {'op_type': 'op_type', 'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "set_intra_block": {'operands': {}, 'results': (), 'attributes': {'pipe': 'pipe', 'event_id': 'event_id'}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}},
    "wait_intra_block": {'operands': {}, 'results': (), 'attributes': {'pipe': 'pipe', 'event_id': 'event_id'}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}},
    "wait_intra_core": {'operands': {'block_id': 'block_id', 'event_id': 'event_id'}, 'results': (), 'attributes': {}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}},
    "set_cross_core": {'operands': {'core_id': 'core_id', 'event_id': 'event_id'}, 'results': (), 'attributes': {}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}},
    "wait_flag_dev": {'operands': {'core_id': 'core_id', 'event_id': 'event_id'}, 'results': (), 'attributes': {}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}},
    "castptr": {'operands': {'input': 'input'}, 'results': ('result',), 'attributes': {}, 'state': ('memory',), 'modes': (), 'dtype': True, 'types': {}},
    "addptr": {'operands': {'ptr': 'ptr', 'offset': 'offset'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pand": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "por": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pxor": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pnot": {'operands': {'input': 'input', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "psel": {'operands': {'src0': 'src0', 'src1': 'src1', 'sel': 'sel'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "ppack": {'operands': {'input': 'input'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "punpack": {'operands': {'input': 'input'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pintlv_b8": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pintlv_b16": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pintlv_b32": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pdintlv_b8": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pdintlv_b16": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pdintlv_b32": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "plds": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('result', 'updated_base'), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}},
    "pldi": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('result', 'updated_base'), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}},
    "psts": {'operands': {'value': 'value', 'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}},
    "psti": {'operands': {'value': 'value', 'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}},
    "pstu": {'operands': {'align_in': 'align_in', 'value': 'value', 'base': 'base'}, 'results': ('align_out', 'base_out'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pltm_b8": {'operands': {'loop': 'loop', 'bound': 'bound'}, 'results': ('mask',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pltm_b16": {'operands': {'loop': 'loop', 'bound': 'bound'}, 'results': ('mask',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pltm_b32": {'operands': {'loop': 'loop', 'bound': 'bound'}, 'results': ('mask',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vbr": {'operands': {'value': 'value'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': True, 'types': {}},
    "vdup": {'operands': {'value': 'value', 'input': 'value', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'position': 'position'}, 'state': (), 'modes': (), 'dtype': True, 'types': {}},
    "pset_b8": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pset_b16": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pset_b32": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pge_b8": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pge_b16": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "pge_b32": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "plt_b8": {'operands': {'scalar': 'scalar'}, 'results': ('mask', 'scalar_out'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "plt_b16": {'operands': {'scalar': 'scalar'}, 'results': ('mask', 'scalar_out'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "plt_b32": {'operands': {'scalar': 'scalar'}, 'results': ('mask', 'scalar_out'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "trowsum": {'operands': {'src': 'src', 'tmp': 'tmp'}, 'results': ('dst',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "tcolargmin": {'operands': {'src': 'src', 'tmp': 'tmp'}, 'results': ('dst', 'dstVal', 'dstIdx'), 'attributes': {}, 'state': (), 'modes': ('index', 'value_index'), 'dtype': False, 'types': {}},
    "vcadd": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcmax": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcmin": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcbmax": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result', 'predicate'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcbmin": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result', 'predicate'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcgadd": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcgmax": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcgmin": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcpadd": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "chistv2": {'operands': {'input': 'src', 'mask': 'mask', 'acc': 'acc', 'bin': 'bin'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "dhistv2": {'operands': {'input': 'src', 'mask': 'mask', 'acc': 'acc', 'bin': 'bin'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "load_scalar": {'operands': {'ptr': 'ptr', 'offset': 'offset'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "store_scalar": {'operands': {'value': 'value', 'ptr': 'ptr', 'offset': 'offset'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "ld_dev": {'operands': {'ptr': 'ptr', 'offset': 'offset'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "st_dev": {'operands': {'value': 'value', 'ptr': 'ptr', 'offset': 'offset'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vaddrelu": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsubrelu": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vaxpy": {'operands': {'src0': 'src0', 'src1': 'src1', 'alpha': 'alpha', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmula": {'operands': {'acc': 'acc', 'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmadd": {'operands': {'acc': 'acc', 'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmull": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vexpdif": {'operands': {'input': 'src', 'max': 'max', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vaddreluconv": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmulconv": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmulscvt": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'rnd': 'rnd', 'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vbitsort": {'operands': {'destination': 'dst', 'source': 'src', 'indices': 'idx', 'repeat_times': 'repeat'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmrgsort4": {'operands': {'destination': 'dst', 'source0': 'src0', 'source1': 'src1', 'source2': 'src2', 'source3': 'src3', 'count': 'count', 'config': 'config'}, 'results': (), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "get_vms4_sr": {'operands': {}, 'results': ('list0', 'list1', 'list2', 'list3'), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "vsort32": {'operands': {'dest': 'dst', 'src': 'src', 'config': 'config'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vtranspose": {'operands': {'dest': 'dst', 'src': 'src', 'config': 'config'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vprelu": {'operands': {'input': 'src', 'alpha': 'alpha', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vabs": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vneg": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vexp": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vln": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsqrt": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vrsqrt": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vrec": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vrelu": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vnot": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vbcnt": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vcls": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmov": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vadds": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsubs": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmuls": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmaxs": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vmins": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vands": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vors": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vxors": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vshls": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vshrs": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vlrelu": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vlds": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('result', 'updated_base'), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}},
    "vldsx2": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('low', 'high', 'updated_base'), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}},
    "vsts": {'operands': {'value': 'src', 'destination': 'destination', 'offset': 'offset', 'mask': 'mask'}, 'results': ('updated_base',), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}},
    "vstsx2": {'operands': {'low': 'low', 'high': 'high', 'destination': 'destination', 'offset': 'offset', 'mask': 'mask'}, 'results': (), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsldb": {'operands': {'source': 'source', 'block_stride': 'block_stride', 'repeat_stride': 'repeat_stride', 'mask': 'mask'}, 'results': ('result', 'updated_base'), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}},
    "vsstb": {'operands': {'value': 'src', 'destination': 'destination', 'block_stride': 'block_stride', 'repeat_stride': 'repeat_stride', 'mask': 'mask'}, 'results': ('updated_base',), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}},
    "vsld": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('result',), 'attributes': {'stride': 'stride'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vsst": {'operands': {'value': 'src', 'dest': 'dest', 'offset': 'offset'}, 'results': (), 'attributes': {'stride': 'stride'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vgather2": {'operands': {'source': 'source', 'offsets': 'offsets', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vgather2_bc": {'operands': {'source': 'source', 'offsets': 'offsets', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vgatherb": {'operands': {'source': 'source', 'offsets': 'offsets', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vscatter": {'operands': {'value': 'src', 'destination': 'destination', 'offsets': 'offsets', 'mask': 'mask'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "init_align": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vldas": {'operands': {'source': 'source'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vldus": {'operands': {'source': 'source', 'align': 'align', 'increment': 'increment'}, 'results': ('result', 'align_out', 'updated_base'), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}},
    "vstus": {'operands': {'align_in': 'align_in', 'offset': 'offset', 'value': 'value', 'base': 'base'}, 'results': ('align_out', 'base_out'), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}},
    "vstu": {'operands': {'align_in': 'align_in', 'offset_in': 'offset_in', 'value': 'value', 'base': 'base'}, 'results': ('align_out', 'offset_out'), 'attributes': {'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vstur": {'operands': {'align_in': 'align_in', 'value': 'value', 'base': 'base'}, 'results': ('align_out',), 'attributes': {'mode': 'mode'}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "vstas": {'operands': {'value': 'align', 'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}},
    "vsta": {'operands': {'value': 'align', 'dest': 'dest', 'offset': 'offset'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}},
    "vstar": {'operands': {'value': 'align', 'destination': 'destination'}, 'results': (), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "sprclr": {'operands': {}, 'results': (), 'attributes': {'register': 'register'}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}},
    "sprsti": {'operands': {'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {'register': 'register'}, 'state': ('spr',), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}},
    "sprsts": {'operands': {'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {'register': 'register'}, 'state': ('spr',), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}},
}


class SemanticsError(ValueError):
    """An argument breaks an op's rules (shape, lane count, dtype, mask)."""


def _is_float(dtype: np.dtype[Any]) -> bool:
    """numpy calls bf16 (from ml_dtypes) a void kind, so 'floating' is a table lookup."""
    return dtype in _FLOATS


def _dtype_name(op: str, arr: Arr, legal: tuple[str, ...]) -> str:
    name = _NAME_OF.get(arr.dtype)
    if name not in legal:
        raise SemanticsError(f"pto.{op}: element type {name or arr.dtype} is not legal "
                             f"(legal: {', '.join(legal)})")
    return name


def _vector_args(op: str, legal: tuple[str, ...], src: ArrayLike, mask: ArrayLike | None) -> tuple[Arr, Arr | None]:
    """Check a vreg value (last axis = lanes) and its mask; None means all lanes active."""
    x = np.asarray(src)
    name = _dtype_name(op, x, legal)
    lanes = _LANES[name]
    if x.ndim == 0 or x.shape[-1] != lanes:
        got = x.shape[-1] if x.ndim else "a scalar"
        raise SemanticsError(f"pto.{op}: a !pto.vreg<{lanes}x{name}> has {lanes} lanes on its last axis; got {got}")
    if mask is None:
        return x, None
    m = np.asarray(mask)
    if m.dtype != np.bool_:
        raise SemanticsError(f"pto.{op}: the mask must be a boolean array, got {m.dtype}")
    if x.dtype.itemsize == 8 and m.shape[-1:] == (2 * lanes,):
        m = m[..., ::2]  # a b32 mask over 64-bit lanes: lane k reads the bit at its first byte (D-MASK64)
    if m.shape != x.shape:
        try:
            m = np.broadcast_to(m, x.shape)
        except ValueError:
            raise SemanticsError(f"pto.{op}: mask shape {m.shape} does not match the register shape {x.shape}") from None
    return x, m


def _same_register(op: str, name: str, value: ArrayLike, x: Arr, integer: bool = False) -> Arr:
    """A second vreg operand: the same element type and shape as the first, or with `integer`
    (shift counts, gather indexes) any integer type of the same width."""
    v = np.asarray(value)
    if integer and v.shape == x.shape and v.dtype.kind in "iu" and v.dtype.itemsize == x.dtype.itemsize:
        return v
    if v.dtype != x.dtype or v.shape != x.shape:
        want = f"an integer type of {x.dtype.itemsize * 8} bits" if integer else _NAME_OF.get(x.dtype, x.dtype)
        raise SemanticsError(f"pto.{op}: %{name} must be {want} of shape {x.shape} like the "
                             f"first operand, got {_NAME_OF.get(v.dtype, v.dtype)} of shape {v.shape}")
    return v


def _scalar_arg(op: str, name: str, value: Any, dtype: np.dtype[Any]) -> Any:
    """A scalar operand as an element of `dtype`: floats rounded to nearest even, integers wrapped."""
    number = isinstance(value, (int, float, np.integer, np.floating)) or (
        isinstance(value, np.generic) and value.dtype in _FLOATS)  # a bf16 scalar
    if isinstance(value, (bool, np.bool_)) or not number:
        raise SemanticsError(f"pto.{op}: %{name} must be a number, got {value!r}")
    if _is_float(dtype):
        with np.errstate(all="ignore"):
            return _round_f64(np.asarray(value, dtype=np.float64), dtype)[()]
    if not isinstance(value, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: %{name} must be an integer for {_NAME_OF.get(dtype, dtype)} lanes, got {value!r}")
    bits = dtype.itemsize * 8
    v = int(value) & ((1 << bits) - 1)
    return np.asarray(v, dtype=_UINT[dtype.itemsize]).view(dtype)[()]


def _round_f64(v: Arr, dtype: np.dtype[Any]) -> Arr:
    """Doubles rounded once to `dtype`, to nearest even. ml_dtypes reaches bf16 and the 8-bit
    floats through f32, which can round twice; rounding to f32 toward odd first makes the second
    rounding exact."""
    with np.errstate(over="ignore"):  # past the type's range is its infinity (E4M3: NaN), as intended
        if dtype.itemsize > 2 or dtype == np.float16:
            return v.astype(dtype)
        f = v.astype(np.float32)
    wide = f.astype(np.float64)
    inexact = (wide != v) & ~np.isnan(v)
    toward_zero = np.where(np.abs(wide) > np.abs(v), np.nextafter(f, np.float32(0)), f)
    odd = toward_zero.view(np.uint32) | inexact.astype(np.uint32)
    with np.errstate(over="ignore"):
        r: Arr = odd.view(np.float32).astype(dtype)
    return r


def _div(a: Any, b: Any) -> Any:
    """`a / b`: IEEE 754 for floats; integers truncate toward zero, x / 0 is 0 and MIN / -1 wraps
    to MIN (D-INTDIV)."""
    aw, bw = np.asarray(a), np.asarray(b)
    if aw.dtype.kind not in "iu" or bw.dtype.kind not in "iu":
        return a / b
    dtype = np.result_type(aw, bw)
    n, d = aw.astype(np.int64), bw.astype(np.int64)
    safe = np.where(d == 0, 1, d)
    q = np.abs(n) // np.abs(safe) * np.sign(n) * np.sign(safe)
    return np.where(d == 0, 0, q).astype(dtype)


def _fma(a: Any, b: Any, c: Any) -> Arr:
    """a * b + c rounded once to c's type: the product is exact in double for f32, f16 and bf16
    lanes; the double sum, rounded to T, is the correctly rounded result except where it sits
    on a midpoint of T, and those lanes take the double sum rounded to odd instead."""
    dtype = np.asarray(c).dtype
    a64, b64, c64 = (np.asarray(v).astype(np.float64) for v in (a, b, c))
    with np.errstate(all="ignore"):
        p = a64 * b64
        if not _numpy_float(dtype):
            return _round_f64(_sum_to_odd(p, c64), dtype)
        s = p + c64
        r: Arr = s.astype(dtype)  # numpy's cast from double rounds once to nearest even
        # Rounding the rounded sum s differs from rounding the exact sum only where s is a
        # midpoint between two neighbours of T, whose double ends in 52 - nmant - 1 zero bits
        # (more below T's normal range); those lanes, and exact, infinite or NaN sums (which end
        # so too), take the sum rounded to odd.
        tail = np.uint64((1 << (52 - np.finfo(dtype).nmant - 1)) - 1)
        lanes = np.flatnonzero((s.view(np.uint64) & tail) == 0)
        if lanes.size:
            p, c64 = np.broadcast_arrays(p, c64)
            r.flat[lanes] = _round_f64(_sum_to_odd(p.flat[lanes], c64.flat[lanes]), dtype)
    return r


def _sum_to_odd(p: Arr, c: Arr) -> Arr:
    """p + c in double rounded to odd: the nearest-even sum, moved one step toward the exact
    sum (its TwoSum error) when it is inexact and even, so that one more rounding to a type of
    at most 51 bits is the correct rounding of p + c (53 bits > 2 x 24 + 2)."""
    s = p + c
    bb = s - p
    e = (p - (s - bb)) + (c - bb)
    even = (s.view(np.uint64) & np.uint64(1)) == 0
    nudge = (e != 0) & np.isfinite(s) & even
    odd: Arr = np.where(nudge, np.nextafter(s, np.where(e > 0, np.inf, -np.inf)), s)
    return odd


def _round_away(x: Arr) -> Arr:
    """To the nearest integral value, ties away from zero (in double: x + 0.5 is then exact)."""
    w = np.asarray(x).astype(np.float64)
    r: Arr = np.copysign(np.floor(np.abs(w) + 0.5), w).astype(np.asarray(x).dtype)
    return r


def _f64_odd(v: Arr) -> Arr:
    """Integers (int64 or uint64) as doubles rounded to odd: exact below 2^53, and past it
    close enough (53 > 24 + 2 bits) that a second rounding to f32 or narrower is exact."""
    w = v.astype(np.float64)
    past = w >= (2.0 ** 63 if v.dtype.kind == "i" else 2.0 ** 64)  # rounded up past the type's range
    back = np.where(past, 0, w).astype(v.dtype)
    below = np.where(past, True, back > v)  # w was rounded up
    inexact = (back != v) | past
    toward_zero = np.where(inexact & (below == (w > 0)), np.nextafter(w, 0.0), w)
    odd = toward_zero.view(np.uint64) | inexact.astype(np.uint64)
    result: Arr = odd.view(np.float64)
    return result


def _step(y: Arr, up: bool) -> Arr:
    """The next value of y's float type toward +inf (up) or -inf, through its bits."""
    unsigned = _UINT[y.dtype.itemsize]
    bits = y.view(unsigned).astype(np.int64)
    sign = 1 << (y.dtype.itemsize * 8 - 1)
    negative = (bits & sign) != 0
    zero = (bits & (sign - 1)) == 0
    away = negative != up  # moving away from zero increments the magnitude
    stepped = np.where(zero, 1 if up else sign | 1, np.where(away, bits + 1, bits - 1))
    result: Arr = stepped.astype(unsigned).view(y.dtype)
    return result


def _round_mode(v: Arr, dtype: np.dtype[Any], mode: str) -> Arr:
    """Exact values (as doubles) rounded once to the float type `dtype` by `mode`: R nearest even,
    A nearest with ties away, F down, C up, Z toward zero, O to odd. Overflow follows IEEE 754
    for the direction (nearest: inf; toward zero: the largest finite value)."""
    with np.errstate(all="ignore"):
        y = _round_f64(v, dtype)
        if mode == "R":
            return y
        w = y.astype(np.float64)
        exact = (w == v) | np.isnan(v)
        lo = np.where(w > v, _step(y, up=False), y)
        hi = np.where(w < v, _step(y, up=True), y)
        # A type without infinity (E4M3) overflows to NaN: its neighbour short of it is the largest value.
        over = np.isnan(y) & np.isfinite(v)
        lo = np.where(over & (v > 0), _step(y, up=False), lo)
        hi = np.where(over & (v < 0), _step(y, up=True), hi)
        lo64, hi64 = lo.astype(np.float64), hi.astype(np.float64)
        if mode == "F":
            r = lo
        elif mode == "C":
            r = hi
        elif mode == "Z":
            r = np.where(v > 0, lo, hi)
        elif mode == "A":
            tie = (v - lo64) == (hi64 - v)
            r = np.where(tie, np.where(v > 0, hi, lo), y)
        else:  # "O": the neighbour whose last bit is 1
            r = np.where((lo.view(_UINT[dtype.itemsize]) & 1) == 1, lo, hi)
        out: Arr = np.where(exact, y, r)
        return out


def _integral(v: Arr, mode: str) -> Arr:
    """Doubles rounded to integral values by mode (O: an inexact value goes to the odd neighbour)."""
    if mode == "R":
        return np.rint(v)
    if mode == "A":
        return np.copysign(np.floor(np.abs(v) + 0.5), v)
    if mode == "F":
        return np.floor(v)
    if mode == "C":
        return np.ceil(v)
    if mode == "Z":
        return np.trunc(v)
    low = np.floor(v)
    return np.where((low == v) | (np.fmod(low, 2) != 0), low, low + 1)


# Rounding f32 lanes to integral values in f32 is exact for these modes (A's x + 0.5 is not).
_INTEGRAL_F32 = {"R": np.rint, "F": np.floor, "C": np.ceil, "Z": np.trunc}
_F16 = np.dtype(np.float16)


def _convert_f32(x: Arr, out_t: np.dtype[Any], mode: str) -> Arr | None:
    """The common f32 conversions, where every lane needs no rule beyond the rounding: to an
    integer type when all the integral values are in its range (saturation and NOSAT then agree
    with the plain cast), to f16 or bf16 by numpy's cast (one rounding to nearest even, as from
    the exact double) when no lane overflows or is NaN. None: the block needs _convert_values."""
    if not x.size:
        return None
    if out_t.kind in "iu" and mode in _INTEGRAL_F32:
        whole = _INTEGRAL_F32[mode](x)
        info = np.iinfo(out_t)
        lo, hi = float(whole.min()), float(whole.max())  # NaN when a lane is
        if info.min <= lo and hi < info.max + 1:  # Python compares the float and the int exactly
            cast: Arr = whole.astype(out_t)
            return cast
        return None
    if mode == "R" and (out_t == _F16 or out_t == _DTYPES.get("bf16")):
        r = x.astype(out_t)
        inf_bits = np.asarray(np.inf, dtype=out_t).view(np.uint16)[()]  # the exponent field all ones
        return r if (r.view(np.uint16) & np.uint16(0x7FFF)).max() < inf_bits else None
    return None


def _convert_values(x: Arr, out_t: np.dtype[Any], rnd: str | None, sat: str | None,
                    src: dict[str, Any] | None = None, dst: dict[str, Any] | None = None) -> Arr:
    """Lane values of x as out_t: one rounding by rnd, then saturation or the NOSAT rule.
    An encoded source or result (src, dst: its _CODED entry) is one code (uint8) per value."""
    mode = rnd or "R"  # pairs without rnd convert exactly
    with np.errstate(all="ignore"):
        if x.dtype == np.float32 and dst is None:
            fast = _convert_f32(x, out_t, mode)
            if fast is not None:
                return fast
        if src is not None:
            v = src["values"][x]
        elif _is_float(x.dtype):
            v = x.astype(np.float64)  # exact for f32, f16 and bf16
        else:
            v = _f64_odd(x.astype(np.uint64 if x.dtype.kind == "u" else np.int64))
        if dst is not None:
            return _encode(v, dst, mode, sat)
        if _is_float(out_t):
            r = _canonical_nan(_round_mode(v, out_t, mode))  # D-NAN
            if sat == "SAT":  # NaN to 0; infinities and overflow (inf, or NaN for E4M3) to the largest finite value
                top = _step(np.asarray([np.inf], dtype=out_t), up=False)[0]  # E4M3's "inf" is its NaN, one below max
                over = ~np.isnan(v) & (np.isinf(r) | np.isnan(r))
                r = np.where(np.isnan(v), np.zeros_like(r), np.where(over, np.copysign(top, v).astype(out_t), r))
            return r
        info = np.iinfo(out_t)
        if _is_float(x.dtype):
            whole = _integral(v, mode)
            if sat == "NOSAT":  # the low bits of the integral value (D-CVT-NOSAT); NaN and infinities give 0
                r64 = np.fmod(np.where(np.isfinite(whole), whole, 0), 2.0 ** 64)  # exact: large floats are even
                r64 = np.where(r64 >= 2.0 ** 63, r64 - 2.0 ** 64, np.where(r64 < -(2.0 ** 63), r64 + 2.0 ** 64, r64))
                low_bits = r64.astype(np.int64).view(np.uint64) & np.uint64(2 ** (out_t.itemsize * 8) - 1)
                wrapped: Arr = low_bits.astype(_UINT[out_t.itemsize]).view(out_t)
                return wrapped
            clipped = np.clip(np.where(np.isnan(whole), 0, whole), float(info.min), float(info.max))
            top = clipped >= float(info.max)  # float(max) of a 64-bit type is 2^63, past it
            exact: Arr = np.where(top, info.max, np.where(top, 0, clipped).astype(out_t)).astype(out_t)
            return exact
        wide = x.astype(np.int64) if x.dtype.kind == "i" or x.dtype.itemsize < 8 else x.astype(np.uint64)
        if sat == "SAT":
            clamped: Arr = np.clip(wide, info.min, info.max).astype(out_t)
            return clamped
        low = wide.astype(np.uint64) & np.uint64(2 ** (out_t.itemsize * 8) - 1)
        result: Arr = low.astype(_UINT[out_t.itemsize]).view(out_t)
        return result


def _convert(x: Arr, m: Arr | None, out_t: np.dtype[Any], rnd: str | None, sat: str | None, p: int) -> Arr:
    """Convert and place: narrowing puts source lane i at k*i + p, widening reads lane k*j + p,
    k the ratio of the value widths. A packed type (two values a byte) moves in pairs: a
    narrowing writes source lanes 2j, 2j + 1 as byte k*j + p when lane 2j is active, a
    widening reads byte k*(j // 2) + p for result lanes j (D-CVT-LOWFLOAT)."""
    src, dst = _CODED.get(x.dtype), _CODED.get(out_t)
    src_pack, dst_pack = (1 if c is None else c["pack"] for c in (src, dst))
    a, b = x.dtype.itemsize * 8 // src_pack, out_t.itemsize * 8 // dst_pack
    k = max(a, b) // min(a, b)

    def block(x: Arr, m: Arr | None) -> Arr:
        if src is None and dst is None and a == b:
            return _zero_inactive(_convert_values(x, out_t, rnd, sat), m)
        if a > b:  # narrowing into every k-th result lane
            units = _convert_values(x, out_t, rnd, sat, None, dst)
            um = m
            if dst is not None:
                units = _pack(units, dst)
                um = None if m is None else m[..., 0::dst_pack]
                units = units.view(out_t)
            return _spread(_zero_inactive(units, um), k, p)
        picked = x[..., p::k]
        pm = None if m is None else m[..., p::k]
        if src is not None:
            picked = _unpack(picked.view(np.uint8), src)
            pm = None if pm is None else np.repeat(pm, src_pack, axis=-1)
        return _zero_inactive(_convert_values(picked, out_t, rnd, sat, src, None), pm)

    return _map_blocks(block, x, m)


def _spread(units: Arr, k: int, p: int) -> Arr:
    """Lane i of units at lane k*i + p of a register of k times as many lanes, the others 0.
    On a little-endian machine that is each unit widened to k units of bits, shifted up p units."""
    width = units.dtype.itemsize
    if np.little_endian and k * width <= 8 and units.ndim:
        wide = np.ascontiguousarray(units).view(_UINT[width]).astype(_UINT[k * width])
        if p:
            wide <<= 8 * width * p
        spread: Arr = wide.view(units.dtype)
        return spread
    out = np.zeros(units.shape[:-1] + (units.shape[-1] * k,), dtype=units.dtype)
    out[..., p::k] = units
    return out


def _shl(a: Arr, b: Any) -> Arr:
    """`a << b` lane by lane, the count taken modulo T's width (D-SHIFTCOUNT)."""
    count = np.asarray(b).astype(np.int64) & (a.dtype.itemsize * 8 - 1)
    r: Arr = np.left_shift(a, count.astype(a.dtype))
    return r


def _shr(a: Arr, b: Any) -> Arr:
    """`a >> b`: arithmetic for signed, logical for unsigned T; the count modulo T's width."""
    count = np.asarray(b).astype(np.int64) & (a.dtype.itemsize * 8 - 1)
    r: Arr = np.right_shift(a, count.astype(a.dtype))
    return r


def _mask_operand(op: str, name: str, value: ArrayLike, x: Arr) -> Arr:
    """A mask operand other than the predicate (a carry-in): booleans shaped like the register."""
    m = np.asarray(value)
    if m.dtype != np.bool_:
        raise SemanticsError(f"pto.{op}: %{name} must be a boolean array, got {m.dtype}")
    try:
        return np.broadcast_to(m, x.shape)
    except ValueError:
        raise SemanticsError(f"pto.{op}: %{name} shape {m.shape} does not match the register shape {x.shape}") from None


def _absent(op: str, target: str, absent: list[tuple[str, str]]) -> None:
    """An op some targets do not have (its element types there are empty) raises on them."""
    tid = _TARGET_NAMES.get(str(target).lower())
    for t, why in absent:
        if t == tid:
            raise SemanticsError(f"pto.{op} is not an op of target {t} ({why})")


def _choice(op: str, name: str, value: str, values: tuple[str, ...]) -> None:
    if value not in values:
        raise SemanticsError(f"pto.{op}: {name} {value!r} is not one of {', '.join(values)}")


def _carry(x: Arr, y: Arr, cin: Arr | None, m: Arr | None, p: Arr | None, combine: str) -> tuple[Arr, Arr]:
    """Unsigned add (carry = the bit above) or subtract (carry = no borrow) of T-wide lanes, in
    T's own width: a sum wrapped below an addend carried; a - b does not borrow when a > b, or
    when a == b and no borrow comes in."""
    unsigned = _UINT[x.dtype.itemsize]
    a, b = x.view(unsigned), y.view(unsigned)
    if combine == "add":
        total = a + b
        carry: Arr = total < a
        if cin is not None:
            with_cin = total + cin.astype(unsigned)
            carry |= with_cin < total  # only when a + b is all ones: both cannot carry
            total = with_cin
    else:
        total = a - b
        if cin is None:
            carry = a >= b
        else:
            total -= (~cin).astype(unsigned)
            carry = (a > b) | ((a == b) & cin)
    if m is not None:
        carry &= m
    return _predicate(total.view(x.dtype), m, p), carry


def _histogram(op: str, legal: tuple[str, ...], acc: ArrayLike, src: ArrayLike, mask: ArrayLike | None, bin: Any,
               cumulative: bool) -> Arr:
    """128 16-bit counters (`acc`, lane k for byte value 128 * bin + k) plus the count of the
    active bytes of `src` (256 lanes, read unsigned) equal to, or with `cumulative` at most, that
    value; the sums wrap modulo 2^16. Leading axes are a batch."""
    a = np.asarray(acc)
    if a.dtype not in (np.dtype(np.uint16), np.dtype(np.int16)) or a.ndim == 0 or a.shape[-1] != 128:
        raise SemanticsError(f"pto.{op}: %acc is 128 lanes of u16 or i16 on its last axis; "
                             f"got {_NAME_OF.get(a.dtype, a.dtype)} of shape {a.shape}")
    s = np.asarray(src)
    name = _dtype_name(op, s, legal)
    if s.ndim == 0 or s.shape[-1] != 256:
        raise SemanticsError(f"pto.{op}: %input is 256 lanes of {name} on its last axis; got shape {s.shape}")
    b = _index_arg(op, "bin", bin)
    if b not in (0, 1):
        raise SemanticsError(f"pto.{op}: %bin {b} is not modelled; 0 (byte values 0..127) and 1 (128..255) are "
                             "(D-HIST-BIN)")
    if mask is None:
        m = np.ones(s.shape, bool)
    else:
        m = np.asarray(mask)
        if m.dtype != np.bool_:
            raise SemanticsError(f"pto.{op}: the mask must be a boolean array, got {m.dtype}")
        try:
            m = np.broadcast_to(m, s.shape)
        except ValueError:
            raise SemanticsError(f"pto.{op}: mask shape {m.shape} does not match the source shape {s.shape}") from None
    batch = np.broadcast_shapes(a.shape[:-1], s.shape[:-1])
    values = s.view(np.uint8).reshape(-1, 256).astype(np.int64)
    active = np.ascontiguousarray(np.broadcast_to(m, s.shape)).reshape(-1, 256)
    rows = values.shape[0]
    counts = np.zeros((rows, 256), np.int64)
    np.add.at(counts, (np.repeat(np.arange(rows), 256)[active.ravel()], values.ravel()[active.ravel()]), 1)
    if cumulative:
        counts = np.cumsum(counts, axis=-1)
    half = counts[:, 128 * b:128 * b + 128].reshape(s.shape[:-1] + (128,))
    total = np.broadcast_to(a.view(np.uint16), batch + (128,)).astype(np.int64) + np.broadcast_to(half, batch + (128,))
    out: Arr = (total & 0xFFFF).astype(np.uint16).view(a.dtype)
    return out


def _index_arg(op: str, name: str, value: Any) -> int:
    """An integer operand that counts lanes (a shift amount, a part index)."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: %{name} must be an integer, got {value!r}")
    return int(value)


def _lanes(srcs: tuple[Arr, ...], index: Any, n: int) -> Arr:
    """Lanes `index` (n of them) of the registers `srcs` laid end to end along the last axis; an
    index outside them gives 0. Index maps made of a few strided runs (interleaves, shifts,
    slides) are copied run by run from the register each run reads, without joining the inputs."""
    idx = np.broadcast_to(np.asarray(index, dtype=np.int64), (n,))
    width = srcs[0].shape[-1]
    plan = _slice_plan(idx.tobytes(), width, len(srcs))
    if plan is not None:
        out = np.empty(srcs[0].shape[:-1] + (n,), dtype=srcs[0].dtype)
        for (o0, o1, ok), which, (i0, i1, ik) in plan:
            out[..., o0:o1:ok] = srcs[which][..., i0:i1:ik]
        return out
    src = np.concatenate(srcs, axis=-1)
    inside = (idx >= 0) & (idx < src.shape[-1])
    picked = np.take(src, np.where(inside, idx, 0), axis=-1)
    return picked if inside.all() else _zero_inactive(picked, np.broadcast_to(inside, picked.shape))


def _gather(x: Arr, idx: Arr) -> Arr:
    """Lane idx[i] % N of x's register for every lane i (idx unsigned, shaped like x): one flat
    np.take per cache-sized block of registers, on indexes offset by each register's start
    (np.take_along_axis builds an index grid for every axis, which costs more than the gather)."""
    n = x.shape[-1]
    flat, flat_idx = x.reshape(-1, n), idx.reshape(-1, n)
    out = np.empty_like(flat)
    step = max(1, _BLOCK_BYTES // (n * 8))
    starts = np.arange(min(step, flat.shape[0]), dtype=np.intp)[:, None] * n
    for s in range(0, flat.shape[0], step):
        i = flat_idx[s:s + step].astype(np.intp)
        if n & (n - 1):
            i %= n
        else:
            i &= n - 1
        i += starts[:i.shape[0]]
        np.take(flat[s:s + step].reshape(-1), i, out=out[s:s + step], mode="clip")  # in range: no check
    return out.reshape(x.shape)


def _compress(x: Arr, m: Arr) -> Arr:
    """The lanes of each register where m is true moved, in lane order, to lanes 0, 1, ...; the
    other lanes 0. Taken row after row, the active lanes of all the registers are the packed
    lanes of all the results, so one flat compress and one store under a prefix mask (lane j is
    kept while j < the register's count) move a block of registers (no sort per register)."""
    n = x.shape[-1]
    flat, flat_m = x.reshape(-1, n), m.reshape(-1, n)
    out = np.zeros(flat.shape, flat.dtype)
    lanes = np.arange(n)
    step = max(1, _BLOCK_BYTES // (n * x.dtype.itemsize))
    for s in range(0, flat.shape[0], step):
        block_m = flat_m[s:s + step]
        kept = lanes < np.count_nonzero(block_m, axis=-1)[:, None]
        out[s:s + step][kept] = np.compress(block_m.reshape(-1), flat[s:s + step].reshape(-1))
    return out.reshape(x.shape)


_Run = tuple[tuple[int, int, int], int, tuple[int, int | None, int]]
_PLANS: dict[tuple[bytes, int, int], list[_Run] | None] = {}


def _slice_plan(key: bytes, width: int, count: int) -> list[_Run] | None:
    """The index map as at most 8 runs ((output slice), input, (input slice)): output lanes
    r, r + k, ... (k = 1, 2, 4 or 8) split where the input or the stride changes. None when
    no k needs 8 runs or fewer, or when an index falls outside the inputs."""
    if (key, width, count) in _PLANS:
        return _PLANS[(key, width, count)]
    idx = np.frombuffer(key, dtype=np.int64)
    plan = None
    if ((idx >= 0) & (idx < width * count)).all():
        for k in (1, 2, 4, 8):
            runs: list[_Run] = []
            for r in range(min(k, len(idx))):
                pos = list(range(r, len(idx), k))
                first = 0
                while first < len(pos) and len(runs) <= 8:
                    last = first
                    which = int(idx[pos[first]]) // width
                    step = int(idx[pos[first + 1]] - idx[pos[first]]) if first + 1 < len(pos) else 1
                    while (last + 1 < len(pos) and step != 0 and int(idx[pos[last + 1]]) // width == which
                           and int(idx[pos[last + 1]] - idx[pos[last]]) == step):
                        last += 1
                    if last == first:
                        step = 1
                    i0 = int(idx[pos[first]]) - which * width
                    i1 = i0 + step * (last - first + 1)
                    runs.append(((pos[first], pos[last] + 1, k), which, (i0, i1 if i1 >= 0 else None, step)))
                    first = last + 1
            if len(runs) <= 8:
                plan = runs
                break
    if len(_PLANS) < 4096:
        _PLANS[(key, width, count)] = plan
    return plan


def _splat(op: str, value: Any, dtype: str | None) -> Arr:
    """A register of `dtype` lanes all holding the scalar `value`."""
    if dtype not in OPS[op]:
        raise SemanticsError(f"pto.{op}: give dtype= for a scalar, one of {', '.join(OPS[op])}")
    dt = _DTYPES[dtype]
    return np.full(_LANES[dtype], _scalar_arg(op, "value", value, dt), dtype=dt)


def _prior_arg(op: str, prior: ArrayLike | None, x: Arr) -> Arr | None:
    """The merging form's prior destination, checked against the source register."""
    if prior is None:
        return None
    p = np.asarray(prior)
    if p.dtype != x.dtype or p.shape != x.shape:
        raise SemanticsError(f"pto.{op}: the prior destination must be {x.dtype} of shape {x.shape}, "
                             f"got {p.dtype} of shape {p.shape}")
    return p


def _lane_mask(c: ArrayLike, dtype: np.dtype[Any]) -> Arr:
    """All-ones bits where c is true, zero elsewhere, as a signed integer of dtype's width."""
    ones = np.negative(np.asarray(c).view(np.int8))  # -1 where true, in one byte
    return ones.astype(_INT[dtype.itemsize], copy=False)  # sign extension widens the ones


def _select(c: ArrayLike, a: Any, b: Any) -> Arr:
    """`c ? a : b` lane by lane on the bits (np.where branches, which is slow on irregular masks)."""
    dtype = a.dtype if isinstance(a, np.ndarray) else np.asarray(b).dtype
    ones = _lane_mask(c, dtype)
    a_bits = np.asarray(a, dtype=dtype).view(ones.dtype)
    b_bits = np.asarray(b, dtype=dtype).view(ones.dtype)
    r = a_bits ^ b_bits
    r &= ones
    r ^= b_bits
    return r.view(dtype)


def _numpy_float(dtype: np.dtype[Any]) -> bool:
    """f16, f32, f64: numpy's own abs, maximum and minimum (NaN-propagating) cover them."""
    return dtype.kind == "f"


def _abs_select(a: Arr, out: Arr | None = None) -> Arr:
    """`(a < 0) ? -a : a` as np.abs (into `out` when given), which only differs on -0 and on NaN
    (a < 0 is false for both, so they keep their bits): a block holding a zero or a NaN takes the select."""
    r: Arr = np.abs(a, out=out)
    if _numpy_float(r.dtype) and r.size and not r.min() > 0:  # min is NaN when a lane is
        r = _select(a < 0, r, a)
    elif r.dtype.kind not in "iuf":
        r = _select(a < 0, np.negative(a), a)
    return r


def _max_select(a: Arr, b: Any, out: Arr | None = None) -> Arr:
    """`(a > b || isnan(a)) ? a : b` as np.maximum (into `out` when given), which only differs on
    a ±0 tie (the select gives b) and on which NaN it returns: a block whose result holds a zero
    or a NaN takes the select."""
    return _extreme_select(a, b, np.maximum, np.greater, out)


def _min_select(a: Arr, b: Any, out: Arr | None = None) -> Arr:
    """`(a < b || isnan(a)) ? a : b` as np.minimum, with the same exceptions as _max_select."""
    return _extreme_select(a, b, np.minimum, np.less, out)


def _extreme_select(a: Arr, b: Any, extreme: Any, beats: Any, out: Arr | None) -> Arr:
    """`(beats(a, b) || isnan(a)) ? a : b` through extreme (np.maximum or np.minimum) where the
    result shows no zero and no NaN; numpy computes f16 extremes one lane at a time, so f16
    takes the select."""
    if a.dtype.kind in "iu" or (_numpy_float(a.dtype) and a.dtype.itemsize >= 4 and a.size):
        r: Arr = extreme(a, b, out=out)
        if a.dtype.kind in "iu":  # equal integers have equal bits
            return r
        if not (np.isnan(r.min()) or (r == 0).any()):  # min is NaN when a lane is
            return r
    return _select(beats(a, b) | np.isnan(a), a, b)


def _zero_inactive(x: Arr, m: Arr | None) -> Arr:
    """x with the lanes where m is false set to all-zero bits (+0)."""
    if m is None:
        return x
    return (x.view(_INT[x.dtype.itemsize]) & _lane_mask(m, x.dtype)).view(x.dtype)


def _predicate(result: Arr, mask: Arr | None, prior: Arr | None) -> Arr:
    """Zeroing form (prior is None): inactive lanes 0. Merging form: inactive lanes keep `prior`."""
    if mask is None:
        return result
    return _zero_inactive(result, mask) if prior is None else _select(mask, result, prior)


# Large batches are processed in blocks of about this many bytes, so that the
# temporaries of one block stay in cache instead of streaming through memory.
_BLOCK_BYTES = 1 << 19


def _map_blocks(fn: Callable[..., Arr], x: Arr, *others: Arr | None, into: bool = False) -> Arr:
    """fn(block, *other_blocks) over row blocks of the (..., lanes) array x; the result has x's
    leading axes, and the lanes and element type of fn's results. With `into` (results shaped
    like x), fn also gets out= the result's block, and may return it filled, saving a copy."""
    lanes = x.shape[-1]
    flat = x.reshape(-1, lanes)
    rest = [None if o is None else np.asarray(o).reshape(-1, lanes) for o in others]
    step = max(1, _BLOCK_BYTES // (lanes * x.dtype.itemsize))
    if flat.shape[0] <= step:
        r = fn(flat, *rest)
        return r.reshape(x.shape[:-1] + r.shape[-1:])
    out = np.empty(flat.shape, dtype=x.dtype) if into else None
    for s in range(0, flat.shape[0], step):
        blocks = (flat[s:s + step], *(None if o is None else o[s:s + step] for o in rest))
        if out is None:
            r = fn(*blocks)
            out = np.empty((flat.shape[0],) + r.shape[1:], dtype=r.dtype)
        elif into:
            target = out[s:s + step]
            r = fn(*blocks, out=target)
            if r is target:
                continue
        else:
            r = fn(*blocks)
        out[s:s + step] = r
    assert out is not None
    return out.reshape(x.shape[:-1] + out.shape[-1:])


def _map_tiles(fn: Callable[[Arr], Arr], v: Arr, out_tail: tuple[int, ...], out_dtype: Any) -> Arr:
    """fn(block of (n, rows, cols) tiles) -> (n, *out_tail) over the batch of tiles v."""
    lead = v.shape[:-2]
    flat: Arr = v.reshape((-1,) + v.shape[-2:])
    step = max(1, _BLOCK_BYTES // max(1, v.shape[-2] * v.shape[-1] * v.dtype.itemsize))
    out = np.empty((flat.shape[0],) + tuple(out_tail), dtype=out_dtype)
    for s in range(0, flat.shape[0], step):
        out[s:s + step] = fn(flat[s:s + step])
    return out.reshape(lead + tuple(out_tail))


def _canonical_nan(r: Arr) -> Arr:
    """D-NAN: a NaN result is the positive quiet NaN with an empty payload."""
    if _is_float(r.dtype):
        nan = np.isnan(r)
        if nan.any():  # np.where costs a pass more than the test, and most blocks hold no NaN
            r = np.where(nan, r.dtype.type(np.nan), r)
    return r


def _popcount(x: Arr) -> Arr:
    return np.bitwise_count(x.view(_UINT[x.dtype.itemsize])).astype(x.dtype)


def _count_leading_sign_bits(x: Arr) -> Arr:
    bits = x.dtype.itemsize * 8
    # Bits equal to the sign become 0; the leading zeros of y (sign bit included) are the count.
    y = (x ^ (x >> (bits - 1))).astype(np.int64)
    _, exponent = np.frexp(y.astype(np.float64))
    count: Arr = (bits - exponent).astype(x.dtype)
    return count


_masked = _zero_inactive
_TARGET_NAMES = {'a5': 'a5', 'ascend910_9599': 'a5', 'a2a3': 'a2a3', 'a2/a3': 'a2a3', 'a2': 'a2a3', 'a3': 'a2a3', 'cpu': 'cpu', 'cpu simulation': 'cpu'}


def _sum_tree(v: Arr) -> Arr:
    """Adjacent lanes added pairwise, level by level, until one lane is left. With a power of
    two lanes no pair straddles two rows, so each level adds the even and odd elements of the
    flattened array: one long loop instead of one short loop per row."""
    n = v.shape[-1]
    if n and n & (n - 1) == 0:
        w = np.ascontiguousarray(v).reshape(-1)
        while n > 1:
            w = w[0::2] + w[1::2]
            n //= 2
        return w.reshape(v.shape[:-1])
    while v.shape[-1] > 1:
        v = v[..., 0::2] + v[..., 1::2]
    return v[..., 0]


def _sum_sequential(v: Arr, acc_dtype: Any) -> Arr:
    """`acc = 0; for i: acc += v[i]` over the last axis, each step rounded to acc_dtype.

    The summed axis is moved before the one next to it in a contiguous copy: numpy
    then adds it one position at a time, vectorised across the other axis, which
    keeps each sum in order (summing along the innermost axis would be pairwise).
    """
    acc_dtype = np.dtype(acc_dtype)
    # Vectorise across the neighbouring axis when it is long (tile rows), else across all of them.
    inner = v.shape[-2] if v.ndim >= 2 and v.shape[-2] >= 32 else 1
    rows = v.reshape(-1, inner, v.shape[-1])
    if inner == 1:
        rows = rows.reshape(1, -1, v.shape[-1])
    moved = np.ascontiguousarray(rows.transpose(0, 2, 1), dtype=acc_dtype)
    total: Arr = np.add.reduce(moved, axis=1, initial=acc_dtype.type(0))
    return total.reshape(v.shape[:-1])


def _start_value(dtype: np.dtype[Any], combine: str) -> Any:
    if _is_float(dtype):
        return dtype.type(-np.inf if combine == "max" else np.inf)
    info = np.iinfo(dtype)
    return dtype.type(info.min if combine == "max" else info.max)


def _extremum(x: Arr, m: Arr | None, combine: str, want_index: bool) -> tuple[Arr, Arr | None, Arr | None]:
    """Literal max/min pseudocode over the last axis: start at -INF/+INF (integer min/max),
    index 0, update on a strict comparison only. Returns (value, index or None, any_active)."""
    start = _start_value(x.dtype, combine)
    beats = (x > start) if combine == "max" else (x < start)  # NaN and the start value never win
    valid = beats if m is None else (beats & m)
    cand = _select(valid, x, start)
    best: Arr = cand.max(axis=-1) if combine == "max" else cand.min(axis=-1)
    found = best != start
    active: Arr | None = None if m is None else np.asarray(m.any(axis=-1))
    index = None
    # The first winning lane decides the bits of the value (+0 and -0 compare equal).
    if want_index or (_is_float(x.dtype) and not (best != 0).all()):
        hit = valid & (x == best[..., None])
        index = np.where(found, np.argmax(hit, axis=-1), 0)
        first = np.take_along_axis(x, index[..., None], axis=-1)[..., 0]
        best = _select(found, first, start)
    return best, index, active


def _place_lane0(x: Arr, value: Arr, active: Arr | None, index: Arr | None = None,
                 index_lane: int | None = None) -> Arr:
    """A register block that is 0 but for `value` in lane 0 (and `index` in `index_lane`)."""
    out = np.zeros_like(x)
    out[..., 0] = value if active is None else _zero_inactive(value, active)
    if index is not None:
        bits = out.view(_UINT[x.dtype.itemsize])
        bits[..., index_lane] = index if active is None else np.where(active, index, 0)
    return out


def _groups(x: Arr) -> Arr:
    return x.reshape(x.shape[:-1] + (_VLANES, x.shape[-1] // _VLANES))


def _place_contiguous(x: Arr, value: Arr) -> Arr:
    """A register block that is 0 but for one value per VLane in lanes 0, 1, ... (VLane order)."""
    out = np.zeros_like(x)
    out[..., :value.shape[-1]] = value
    return out


def _spec(op: str, target: str) -> dict[str, Any]:
    """What op computes on `target` (a target id or one of its names)."""
    tid = _TARGET_NAMES.get(str(target).lower())
    if tid is None:
        raise SemanticsError(f"pto.{op}: unknown target {target!r} (known: {', '.join(TARGETS)})")
    return SPECS[op][tid]


def _nan_rule(r: Arr, spec: dict[str, Any]) -> Arr:
    return _canonical_nan(r) if spec["nan"] == "canonical" else r


def _reduce_sum(x: Arr, m: Arr | None, spec: dict[str, Any]) -> Arr:
    """Full-register sum into lane 0; a widened source gives a wider register of half the lanes."""
    wide = spec["widen"].get(_NAME_OF[x.dtype])
    acc = _DTYPES[wide] if wide else x.dtype
    v = _zero_inactive(x, m).astype(acc, copy=False)
    with np.errstate(all="ignore"):
        total = _sum_tree(v) if spec["order"] == "tree" else _sum_sequential(v, acc)
    lanes = x.shape[-1] * x.dtype.itemsize // acc.itemsize
    out = np.zeros(x.shape[:-1] + (lanes,), dtype=acc)
    out[..., 0] = _nan_rule(np.asarray(total, dtype=acc), spec)
    return out


def _row_sum(v: Arr, name: str, spec: dict[str, Any]) -> Arr:
    """Sum of each row of the valid region (..., rows, cols) -> (..., rows, 1), as `spec` orders it."""
    if v.dtype.kind in "iu":  # wrapping makes the order irrelevant: sum wide, wrap once
        wrapped: Arr = v.sum(axis=-1, dtype=np.int64).astype(v.dtype)
        return wrapped[..., None]
    acc = _DTYPES[spec["accumulate"].get(name, name)] if isinstance(spec["accumulate"], dict) else v.dtype
    with np.errstate(all="ignore"):
        if spec["order"] == "chunked":
            # Each 256-byte chunk of a row is summed as pto.vcadd sums a register (a tree in T);
            # the chunk sums are added in order in T. A tail chunk's missing lanes count as 0.
            c = _LANES[name]
            cols = v.shape[-1]

            def block(t: Arr) -> Arr:
                if cols % c:
                    padded = np.zeros(t.shape[:-1] + (-(-cols // c) * c,), dtype=t.dtype)
                    padded[..., :cols] = t
                    t = padded
                sums = _sum_tree(t.reshape(t.shape[:-1] + (-1, c)))
                if sums.shape[-1] == 1:  # acc = 0; acc += sum (so -0 becomes +0)
                    first: Arr = sums[..., 0] + t.dtype.type(0)
                    return first
                return _sum_sequential(sums, t.dtype)

            r = _map_tiles(block, v, v.shape[-2:-1], v.dtype)
        else:
            r = _sum_sequential(v, acc)
    if spec["nan"] == "x86":
        r = _x86_row_nan(v, r, acc)
    r = r.astype(v.dtype)
    return np.asarray(_nan_rule(r, spec))[..., None]


_QUIET = {2: 0x0200, 4: 0x00400000}
_DEFAULT_NAN = {2: 0xFE00, 4: 0xFFC00000}  # x86's default NaN: negative, quiet, empty payload


def _x86_row_nan(v: Arr, r: Arr, acc: np.dtype[Any]) -> Arr:
    """The NaN x86 leaves in `acc = acc + v[j]` sums: the first NaN to arise sticks; it is a NaN
    input, quieted, or the default NaN when the sum itself turned NaN (inf + -inf)."""
    r = np.array(r, dtype=acc, copy=True)
    bits = r.view(_UINT[acc.itemsize])
    for idx in zip(*np.nonzero(np.isnan(r))):
        total = acc.type(0)
        for x in v[idx].astype(acc):
            with np.errstate(all="ignore"):
                nxt = acc.type(total + x)
            if np.isnan(nxt):
                if np.isnan(x):
                    bits[idx] = np.asarray(x, dtype=acc).view(_UINT[acc.itemsize]) | _QUIET[acc.itemsize]
                else:
                    bits[idx] = _DEFAULT_NAN[acc.itemsize]
                break
            total = nxt
    return r


def _count(op: str, name: str, value: Any) -> int:
    """An integer argument: 2.5, True or "3" are mistakes, not numbers to truncate."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)):
        raise SemanticsError(f"pto.{op}: {name} must be an integer, got {value!r}")
    return int(value)


def _tile_args(op: str, legal: tuple[str, ...], src: ArrayLike, valid_rows: Any, valid_cols: Any) -> tuple[Arr, str]:
    x = np.asarray(src)
    name = _dtype_name(op, x, legal)
    if x.ndim < 2:
        raise SemanticsError(f"pto.{op}: a tile is a 2-D array (rows, cols) with optional leading batch axes")
    rows, cols = x.shape[-2:]
    vr = rows if valid_rows is None else _count(op, "valid_rows", valid_rows)
    vc = cols if valid_cols is None else _count(op, "valid_cols", valid_cols)
    if not (0 < vr <= rows and 0 < vc <= cols):
        raise SemanticsError(f"pto.{op}: the valid region {vr}x{vc} must be non-empty and inside the {rows}x{cols} tile")
    return x[..., :vr, :vc], name


# Element types numpy has no dtype for. Their lanes are raw bytes tagged with a one-field
# structured dtype (so that the lane count and the op's type checks still see the type); every
# code's value comes from isa/machine.yaml's encodings.
_CODED: dict[np.dtype[Any], dict[str, Any]] = {
    _DTYPES["hif8"]: {  # HiFloat8
        "values": np.array([0.0, 2.384185791015625e-07, 4.76837158203125e-07, 9.5367431640625e-07, 1.9073486328125e-06, 3.814697265625e-06, 7.62939453125e-06, 1.52587890625e-05, 1.0, 1.125, 1.25, 1.375, 1.5, 1.625, 1.75, 1.875, 2.0, 2.25, 2.5, 2.75, 3.0, 3.25, 3.5, 3.75, 0.5, 0.5625, 0.625, 0.6875, 0.75, 0.8125, 0.875, 0.9375, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 0.25, 0.28125, 0.3125, 0.34375, 0.375, 0.40625, 0.4375, 0.46875, 0.125, 0.140625, 0.15625, 0.171875, 0.1875, 0.203125, 0.21875, 0.234375, 16.0, 20.0, 24.0, 28.0, 32.0, 40.0, 48.0, 56.0, 64.0, 80.0, 96.0, 112.0, 128.0, 160.0, 192.0, 224.0, 0.0625, 0.078125, 0.09375, 0.109375, 0.03125, 0.0390625, 0.046875, 0.0546875, 0.015625, 0.01953125, 0.0234375, 0.02734375, 0.0078125, 0.009765625, 0.01171875, 0.013671875, 256.0, 384.0, 512.0, 768.0, 1024.0, 1536.0, 2048.0, 3072.0, 4096.0, 6144.0, 8192.0, 12288.0, 16384.0, 24576.0, 32768.0, float('inf'), 0.00390625, 0.005859375, 0.001953125, 0.0029296875, 0.0009765625, 0.00146484375, 0.00048828125, 0.000732421875, 0.000244140625, 0.0003662109375, 0.0001220703125, 0.00018310546875, 6.103515625e-05, 9.1552734375e-05, 3.0517578125e-05, 4.57763671875e-05, float('nan'), -2.384185791015625e-07, -4.76837158203125e-07, -9.5367431640625e-07, -1.9073486328125e-06, -3.814697265625e-06, -7.62939453125e-06, -1.52587890625e-05, -1.0, -1.125, -1.25, -1.375, -1.5, -1.625, -1.75, -1.875, -2.0, -2.25, -2.5, -2.75, -3.0, -3.25, -3.5, -3.75, -0.5, -0.5625, -0.625, -0.6875, -0.75, -0.8125, -0.875, -0.9375, -4.0, -4.5, -5.0, -5.5, -6.0, -6.5, -7.0, -7.5, -8.0, -9.0, -10.0, -11.0, -12.0, -13.0, -14.0, -15.0, -0.25, -0.28125, -0.3125, -0.34375, -0.375, -0.40625, -0.4375, -0.46875, -0.125, -0.140625, -0.15625, -0.171875, -0.1875, -0.203125, -0.21875, -0.234375, -16.0, -20.0, -24.0, -28.0, -32.0, -40.0, -48.0, -56.0, -64.0, -80.0, -96.0, -112.0, -128.0, -160.0, -192.0, -224.0, -0.0625, -0.078125, -0.09375, -0.109375, -0.03125, -0.0390625, -0.046875, -0.0546875, -0.015625, -0.01953125, -0.0234375, -0.02734375, -0.0078125, -0.009765625, -0.01171875, -0.013671875, -256.0, -384.0, -512.0, -768.0, -1024.0, -1536.0, -2048.0, -3072.0, -4096.0, -6144.0, -8192.0, -12288.0, -16384.0, -24576.0, -32768.0, float('-inf'), -0.00390625, -0.005859375, -0.001953125, -0.0029296875, -0.0009765625, -0.00146484375, -0.00048828125, -0.000732421875, -0.000244140625, -0.0003662109375, -0.0001220703125, -0.00018310546875, -6.103515625e-05, -9.1552734375e-05, -3.0517578125e-05, -4.57763671875e-05]),
        "magnitudes": np.array([0.0, 2.384185791015625e-07, 4.76837158203125e-07, 9.5367431640625e-07, 1.9073486328125e-06, 3.814697265625e-06, 7.62939453125e-06, 1.52587890625e-05, 3.0517578125e-05, 4.57763671875e-05, 6.103515625e-05, 9.1552734375e-05, 0.0001220703125, 0.00018310546875, 0.000244140625, 0.0003662109375, 0.00048828125, 0.000732421875, 0.0009765625, 0.00146484375, 0.001953125, 0.0029296875, 0.00390625, 0.005859375, 0.0078125, 0.009765625, 0.01171875, 0.013671875, 0.015625, 0.01953125, 0.0234375, 0.02734375, 0.03125, 0.0390625, 0.046875, 0.0546875, 0.0625, 0.078125, 0.09375, 0.109375, 0.125, 0.140625, 0.15625, 0.171875, 0.1875, 0.203125, 0.21875, 0.234375, 0.25, 0.28125, 0.3125, 0.34375, 0.375, 0.40625, 0.4375, 0.46875, 0.5, 0.5625, 0.625, 0.6875, 0.75, 0.8125, 0.875, 0.9375, 1.0, 1.125, 1.25, 1.375, 1.5, 1.625, 1.75, 1.875, 2.0, 2.25, 2.5, 2.75, 3.0, 3.25, 3.5, 3.75, 4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 20.0, 24.0, 28.0, 32.0, 40.0, 48.0, 56.0, 64.0, 80.0, 96.0, 112.0, 128.0, 160.0, 192.0, 224.0, 256.0, 384.0, 512.0, 768.0, 1024.0, 1536.0, 2048.0, 3072.0, 4096.0, 6144.0, 8192.0, 12288.0, 16384.0, 24576.0, 32768.0]),
        "mag_codes": np.array([0, 1, 2, 3, 4, 5, 6, 7, 126, 127, 124, 125, 122, 123, 120, 121, 118, 119, 116, 117, 114, 115, 112, 113, 92, 93, 94, 95, 88, 89, 90, 91, 84, 85, 86, 87, 80, 81, 82, 83, 56, 57, 58, 59, 60, 61, 62, 63, 48, 49, 50, 51, 52, 53, 54, 55, 24, 25, 26, 27, 28, 29, 30, 31, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110], dtype=np.uint8),
        "bits": 8, "pack": 1, "sign": 128, "nan": 128, "inf": 111,
        "shadow": 49152.0, "signed_zero": False,
        "no_sat_overflow": 'infinity', "no_sat_nan": 'nan',
    },
    _DTYPES["f4e2m1x2"]: {  # FP4 E2M1, two per byte
        "values": np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0]),
        "magnitudes": np.array([0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]),
        "mag_codes": np.array([0, 1, 2, 3, 4, 5, 6, 7], dtype=np.uint8),
        "bits": 4, "pack": 2, "sign": 8, "nan": None, "inf": None,
        "shadow": float('inf'), "signed_zero": True,
        "no_sat_overflow": 'largest', "no_sat_nan": 'zero',
    },
    _DTYPES["f4e1m2x2"]: {  # FP4 E1M2, two per byte
        "values": np.array([0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75, -0.0, -0.25, -0.5, -0.75, -1.0, -1.25, -1.5, -1.75]),
        "magnitudes": np.array([0.0, 0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 1.75]),
        "mag_codes": np.array([0, 1, 2, 3, 4, 5, 6, 7], dtype=np.uint8),
        "bits": 4, "pack": 2, "sign": 8, "nan": None, "inf": None,
        "shadow": float('inf'), "signed_zero": True,
        "no_sat_overflow": 'largest', "no_sat_nan": 'zero',
    },
}


def raw_lanes(bits: ArrayLike, dtype: str) -> Arr:
    """Bytes (uint8, one per lane) as lanes of `dtype`, a type numpy has no dtype for (hif8,
    f4e2m1x2, f4e1m2x2): what the semantics functions take and return for it."""
    if dtype not in _DTYPES or _DTYPES[dtype] not in _CODED:
        raise SemanticsError(f"raw_lanes: {dtype!r} is not an encoded type (those are: "
                             f"{', '.join(_NAME_OF[d] for d in _CODED)})")
    b = np.ascontiguousarray(bits)
    if b.dtype != np.uint8:
        raise SemanticsError(f"raw_lanes: the bits must be uint8, got {b.dtype}")
    return b.view(_DTYPES[dtype])


def decode_lanes(lanes: ArrayLike) -> Arr:
    """The values (float64) of an encoded type's lanes; a packed type gives its values in order,
    the low bits of each byte first, so its last axis doubles."""
    x = np.asarray(lanes)
    c = _CODED.get(x.dtype)
    if c is None:
        raise SemanticsError(f"decode_lanes: {x.dtype} is not an encoded type")
    values: Arr = c["values"][_unpack(x.view(np.uint8), c)]
    return values


def _unpack(b: Arr, c: dict[str, Any]) -> Arr:
    """Bytes -> one code per value (the low bits of each byte first)."""
    if c["pack"] == 1:
        return b
    out = np.empty(b.shape[:-1] + (b.shape[-1] * 2,), np.uint8)
    out[..., 0::2] = b & 0x0F
    out[..., 1::2] = b >> 4
    return out


def _pack(codes: Arr, c: dict[str, Any]) -> Arr:
    """One code per value -> bytes (pairs, the first value in the low bits)."""
    if c["pack"] == 1:
        return codes
    packed: Arr = codes[..., 0::2] | (codes[..., 1::2] << 4)
    return packed


def _encode(v: Arr, c: dict[str, Any], mode: str, sat: str | None) -> Arr:
    """Exact values (doubles) as codes, rounded once on the type's grid by mode (R nearest, ties
    to the even code; A nearest, ties away; F, C, Z directed). Past the largest value (or from
    an infinity): the infinity code where the encoding overflows to it and sat is not SAT, else the largest
    value; NaN: the NaN code without SAT where the encoding keeps NaN, else 0 (D-CVT-LOWFLOAT)."""
    mags, codes = c["magnitudes"], c["mag_codes"]
    top = len(mags) - 1
    with np.errstate(invalid="ignore"):
        a = np.abs(v)
        neg = np.signbit(v)
        i = np.clip(np.searchsorted(mags, a, side="right") - 1, 0, top)
        lo = mags[i]
        hi = np.where(i < top, mags[np.minimum(i + 1, top)], c["shadow"])
        below, above = a - lo, hi - a
        if mode == "Z":
            up = np.zeros(a.shape, bool)
        elif mode in ("C", "F"):
            up = ~neg if mode == "C" else neg.copy()
        elif mode == "A":
            up = below >= above
        else:
            up = (below > above) | ((below == above) & ((codes[i] & 1) == 1))
        up &= a != lo
    j = i + up
    over = (j > top) | np.isinf(v)
    infinite = over & (c["no_sat_overflow"] == "infinity") & (sat != "SAT")
    mag = np.where(over, codes[top], codes[np.minimum(j, top)])
    if infinite.any():
        mag = np.where(infinite, c["inf"], mag)
    signed = neg & ((mag != 0) | c["signed_zero"])
    out: Arr = (mag | np.where(signed, c["sign"], 0)).astype(np.uint8)
    nan = np.isnan(v)
    if nan.any():
        keep = c["no_sat_nan"] == "nan" and sat != "SAT"
        out = np.where(nan, c["nan"] if keep else 0, out).astype(np.uint8)
    return out
class Ptr(NamedTuple):
    """A !pto.ptr<elem, space>: a byte address `addr` in `mem`, the whole memory of `space`
    ("gm" or "ub") as a flat uint8 array that loads, stores and DMA copies read and write in
    place. `elem` is the element type name (f32, u16, ...; any name where only bytes move)."""

    mem: NDArray[np.uint8]
    addr: int
    elem: str
    space: str


# memory space -> target -> bytes (a space without sizes is bounded by the caller's buffer)
MEMORY_BYTES: dict[str, dict[str, int]] = {
    "gm": {},
    "ub": {"a5": 262144, "a2a3": 196608, "cpu": 262144},
    "l1": {"a5": 524288, "a2a3": 524288, "cpu": 524288},
}
# memory space -> the alignment DMA transfers need of its rows
MEMORY_ALIGN: dict[str, int] = {"ub": 32, "l1": 32}
# the keywords a pointer type may write for a space (`!pto.ptr<f32, vec>`) -> the space
MEMORY_SPACES: dict[str, str] = {"gm": "gm", "ub": "ub", "vec": "ub", "l1": "l1", "mat": "l1"}
ENUMS: dict[str, tuple[str, ...]] = {
    "pipes": ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'),
    "events": ('EVENT_ID0', 'EVENT_ID1', 'EVENT_ID2', 'EVENT_ID3', 'EVENT_ID4', 'EVENT_ID5', 'EVENT_ID6', 'EVENT_ID7'),
    "sync_op_types": ('TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'),
    "memory_barriers": ('VV_ALL', 'VST_VLD', 'VLD_VST', 'VST_VST', 'VS_ALL', 'VST_LD', 'VLD_ST', 'VST_ST', 'SV_ALL', 'ST_VLD', 'LD_VST', 'ST_VST', 'SS_ALL', 'ST_LD', 'LD_ST', 'ST_ST'),
    "dsb_domains": ('ALL', 'DDR', 'UB', 'SEQ'),
}


def _ptr_arg(op: str, name: str, value: Any, spaces: tuple[str, ...]) -> Ptr:
    """A pointer operand: a Ptr into one of `spaces`, its memory a flat uint8 array."""
    if not isinstance(value, Ptr):
        raise SemanticsError(f"pto.{op}: %{name} must be a Ptr (memory, address, element type, space), got {value!r}")
    if value.space not in spaces:
        raise SemanticsError(f"pto.{op}: %{name} must point into {' or '.join(spaces)}, not {value.space}")
    mem = value.mem
    if not isinstance(mem, np.ndarray) or mem.dtype != np.uint8 or mem.ndim != 1:
        raise SemanticsError(f"pto.{op}: %{name}'s memory must be a flat uint8 array")
    return value


def _elem_bytes(op: str, name: str, elem: str) -> int:
    """Bytes per element of a pointer's element type (offsets count elements)."""
    if elem not in _DTYPES:
        raise SemanticsError(f"pto.{op}: %{name} points to {elem}, whose size this database does not know "
                             f"(known: {', '.join(_DTYPES)})")
    return _DTYPES[elem].itemsize


def _limit(ptr: Ptr, target: str) -> int:
    """The bytes of ptr's memory an access may touch: the buffer, within the target's size."""
    size = MEMORY_BYTES.get(ptr.space, {}).get(_TARGET_NAMES.get(str(target).lower(), "a5"))
    return len(ptr.mem) if size is None else min(size, len(ptr.mem))


def _span(op: str, ptr: Ptr, start: int, nbytes: int, verb: str, target: str) -> None:
    """Bytes start .. start + nbytes - 1 of ptr's memory must exist."""
    if nbytes <= 0:
        return
    end = _limit(ptr, target)
    if start < 0:
        raise SemanticsError(f"pto.{op}: {verb} bytes {start}..{start + nbytes - 1} of {ptr.space}, before its start")
    if start + nbytes > end:
        raise SemanticsError(f"pto.{op}: {verb} bytes {start}..{start + nbytes - 1} of {ptr.space}, "
                             f"past its end ({end} bytes)")


def _aligned(op: str, address: int, align: int, why: str) -> None:
    if align > 1 and address % align:
        raise SemanticsError(f"pto.{op}: address {address} is not {align}-byte aligned ({why})")


def _count_arg(op: str, name: str, value: Any) -> int:
    """A non-negative integer operand (a count, stride or length)."""
    number = _index_arg(op, name, value)
    if number < 0:
        raise SemanticsError(f"pto.{op}: %{name} must not be negative, got {number}")
    return number


def _not_modelled(op: str, attr: str, value: str, table: dict[str, str]) -> None:
    if value in table:
        raise SemanticsError(f"pto.{op}: {attr} {value!r} is not modelled: no public source defines it precisely "
                             f"enough ({table[value]})")


def _predicate_bits(op: str, mask: ArrayLike | None) -> Arr:
    """A mask as the 256 predicate bits it sets: lane i of a bK mask is bit i × K/8."""
    if mask is None:
        return np.ones(_VBITS, bool)
    m = np.asarray(mask)
    if m.dtype != np.bool_ or m.ndim != 1 or m.shape[0] not in (_VBITS, _VBITS // 2, _VBITS // 4):
        raise SemanticsError(f"pto.{op}: the mask must be a boolean array of 256, 128 or 64 lanes (b8, b16, b32), "
                             f"got {m.dtype} of shape {m.shape}")
    bits = np.zeros(_VBITS, bool)
    bits[::_VBITS // m.shape[0]] = m
    return bits


def _register_bytes(op: str, name: str, value: ArrayLike, legal: tuple[str, ...]) -> Arr:
    """A register operand as its 256 bytes (little-endian lanes)."""
    x = np.asarray(value)
    kind = _dtype_name(op, x, legal)
    if x.ndim != 1 or x.shape[0] != _LANES[kind]:
        raise SemanticsError(f"pto.{op}: %{name} must be one !pto.vreg<{_LANES[kind]}x{kind}> (a 1-D array of "
                             f"{_LANES[kind]} lanes), got shape {x.shape}")
    result: Arr = np.ascontiguousarray(x).view(np.uint8)
    return result


# mask granularity -> the predicate bits one lane spans
_MASK_STEP = {"b8": 1, "b16": 2, "b32": 4}


def _mask_arg(op: str, name: str, value: ArrayLike | None, lanes: int | None = None) -> Arr:
    """A mask operand: a boolean array of 64, 128 or 256 lanes (of `lanes` when given); None is all lanes."""
    if value is None and lanes is not None:
        return np.ones(lanes, bool)
    m = np.asarray(value)
    if m.dtype != np.bool_ or m.ndim != 1 or m.shape[0] not in (_VBITS, _VBITS // 2, _VBITS // 4) \
            or (lanes is not None and m.shape[0] != lanes):
        want = f"{lanes} lanes" if lanes is not None else "256, 128 or 64 lanes (b8, b16, b32)"
        raise SemanticsError(f"pto.{op}: %{name} must be a boolean mask of {want}, got {m.dtype} of shape {m.shape}")
    return m


class Align(NamedTuple):
    """A !pto.align value: the state an unaligned stream threads from step to step.

    `kind` is "load" (made by pto.vldas, advanced by pto.vldus) or "store" (made empty by
    pto.init_align, advanced by the unaligned stores, written out by a flush). For a load,
    `data` is the 32-byte block at `addr` (empty when that block lies past the memory's end:
    a later load from it is an error). For a store, `data` is the stream's bytes not yet
    written (fewer than 32), which end at byte address `addr` (-1 before the first step)."""

    kind: str
    addr: int
    data: bytes


def _align_arg(op: str, name: str, value: Any, kind: str) -> Align:
    """An align operand of the stream kind the op needs."""
    if not isinstance(value, Align) or value.kind != kind:
        start = "pto.vldas" if kind == "load" else "pto.init_align"
        raise SemanticsError(f"pto.{op}: %{name} must be a {kind} align state (from {start} or an earlier "
                             f"{kind} of the stream), got {value!r}")
    return value


def _align_block(src: Ptr, block: int, target: str) -> Align:
    """The load state for the 32-byte block at `block` (empty when the block is past the end)."""
    if block < 0 or block + 32 > _limit(src, target):
        return Align("load", block, b"")
    return Align("load", block, bytes(src.mem[block:block + 32]))


def _align_block_checked(op: str, src: Ptr, target: str) -> Align:
    """The load state pto.vldas primes: the 32-byte block holding src.addr, which must exist."""
    block = src.addr - src.addr % 32
    _span(op, src, block, 32, "reads", target)
    return _align_block(src, block, target)


def _align_load(op: str, src: Ptr, state: Align, nbytes: int, target: str) -> tuple[Arr, Align]:
    """`nbytes` bytes from src.addr: the first from the state's block, which must be the 32-byte
    block holding the address, the rest from memory; and the state for the block `nbytes` on."""
    block = src.addr - src.addr % 32
    if state.addr != block or len(state.data) != 32:
        held = f"the block at {state.addr}" if state.data else f"no block (the block at {state.addr} is past the end)"
        raise SemanticsError(f"pto.{op}: the align state holds {held}, but address {src.addr} needs the block at "
                             f"{block} (prime the stream with pto.vldas at this address)")
    rest = src.addr + nbytes - (block + 32)
    _span(op, src, block + 32, rest, "reads", target)
    window = np.concatenate([np.frombuffer(state.data, np.uint8), src.mem[block + 32:block + 32 + max(rest, 0)]])
    out: Arr = window[src.addr - block:src.addr - block + nbytes].copy()
    return out, _align_block(src, block + nbytes, target)


def _align_store(op: str, state: Align, dst: Ptr, at: int, data: Arr, target: str) -> Align:
    """Append `data` to the stream at byte address `at`: the stream's bytes up to the last 32-byte
    boundary they reach are written, the rest kept in the returned state."""
    if state.data and state.addr != at:
        raise SemanticsError(f"pto.{op}: the stream's {len(state.data)} buffered bytes end at address {state.addr}, "
                             f"but this step continues it at {at}")
    _span(op, dst, at, int(data.size), "writes", target)
    start = at - len(state.data)
    stream = state.data + data.tobytes()
    end = at + int(data.size)
    cut = end - end % 32
    if cut > start:
        dst.mem[start:cut] = np.frombuffer(stream[:cut - start], np.uint8)
        stream = stream[cut - start:]
    return Align("store", end, stream)


def _align_flush(op: str, state: Align, dst: Ptr, at: int, target: str) -> None:
    """Write the stream's buffered bytes so that they end at byte address `at`."""
    if state.data and state.addr != at:
        raise SemanticsError(f"pto.{op}: the stream's {len(state.data)} buffered bytes end at address {state.addr}, "
                             f"but the flush names {at}")
    n = len(state.data)
    _span(op, dst, at - n, n, "writes", target)
    if n:
        dst.mem[at - n:at] = np.frombuffer(state.data, np.uint8)


def _spr_state(op: str, spr: Any) -> dict[str, int]:
    if not isinstance(spr, dict):
        raise SemanticsError(f"pto.{op}: spr must be the caller's special-register dictionary "
                             f"(register name to value), got {spr!r}")
    return spr


def _load(op: str, src: Ptr, address: int, unit: int, index: Arr, align: int, dist: str, target: str) -> Arr:
    """Bytes of the registers: unit i takes memory unit index[i] (of `unit` bytes) from `address`, or 0
    where it is negative."""
    _aligned(op, address, align, f"dist {dist}")
    used = index[index >= 0]
    footprint = (int(used.max()) + 1) * unit if used.size else 0
    _span(op, src, address, footprint, "reads", target)
    units = src.mem[address:address + footprint].reshape(-1, unit)
    out = np.zeros((index.shape[0], unit), np.uint8)
    out[index >= 0] = units[used]
    result: Arr = out.reshape(-1)
    return result


def _load_bits(op: str, src: Ptr, address: int, index: Arr, align: int, dist: str, target: str) -> Arr:
    """The 256 predicate bits: bit i takes memory bit index[i] from `address` (little-endian by bit)."""
    _aligned(op, address, align, f"dist {dist}")
    used = index[index >= 0]
    nbytes = (int(used.max()) + 8) // 8 if used.size else 0
    _span(op, src, address, nbytes, "reads", target)
    memory_bits = np.unpackbits(src.mem[address:address + nbytes], bitorder="little").astype(bool)
    out = np.zeros(index.shape[0], bool)
    out[index >= 0] = memory_bits[used]
    return out


def _store_bits(op: str, image: Arr, dst: Ptr, address: int, index: Arr, align: int, dist: str, target: str) -> None:
    """Predicate bit i goes to memory bit index[i] from `address` (negative: not written)."""
    _aligned(op, address, align, f"dist {dist}")
    used = index >= 0
    nbytes = (int(index[used].max()) + 8) // 8 if used.any() else 0
    _span(op, dst, address, nbytes, "writes", target)
    memory_bits = np.unpackbits(dst.mem[address:address + nbytes], bitorder="little")
    memory_bits[index[used]] = image[used]
    dst.mem[address:address + nbytes] = np.packbits(memory_bits, bitorder="little")


def _store(op: str, raw: Arr, dst: Ptr, address: int, unit: int, to: int, index: Arr, active: Arr, align: int,
           dist: str, target: str) -> None:
    """Each active register unit i (of `unit` bytes) writes its low `to` bytes to memory unit index[i]."""
    _aligned(op, address, align, f"dist {dist}")
    used = index >= 0
    footprint = (int(index[used].max()) + 1) * to if used.any() else 0
    _span(op, dst, address, footprint, "writes", target)
    write = used & active
    units = raw.reshape(-1, unit)[write, :to]
    positions = address + index[write][:, None] * to + np.arange(to)
    dst.mem[positions] = units


# The DMA registers of a bank (the caller's `dma` state, keyed (bank, name)) and their values
# when never set (D-DMA-REGISTERS): no extra repetition, and the pad value 0.
DMA_REGISTER_RESET: dict[str, Any] = {"loop1_count": 1, "loop2_count": 1, "loop1_src_stride": 0,
                                      "loop1_dst_stride": 0, "loop2_src_stride": 0, "loop2_dst_stride": 0,
                                      "pad_value": 0}


def _dma_state(op: str, dma: Any) -> dict[tuple[str, str], Any]:
    if not isinstance(dma, dict):
        raise SemanticsError(f"pto.{op}: `dma` must be the caller's dictionary of DMA registers, got {dma!r}")
    return dma


def _dma_register(dma: dict[tuple[str, str], Any], bank: str, name: str) -> Any:
    """A register's value: what the last set_* op wrote, or its reset value (D-DMA-REGISTERS)."""
    return dma.get((bank, name), DMA_REGISTER_RESET[name])


def _dma_register_loops(op: str, dma: Any, bank: str) -> list[tuple[int, int, int]]:
    """(count, src stride, dst stride) of loop1 (inner) and loop2 (outer) from the registers."""
    state = _dma_state(op, dma)
    return [(int(_dma_register(state, bank, f"loop{k}_count")), int(_dma_register(state, bank, f"loop{k}_src_stride")),
             int(_dma_register(state, bank, f"loop{k}_dst_stride"))) for k in (1, 2)]


def _atomic_mode(op: str, dma: Any) -> tuple[str, str] | None:
    """The (operation, element type) the caller's atomic registers select for a store to global
    memory, or None when the mode is none (never set: none; D-DMA-ATOMIC)."""
    if dma is None:
        return None
    state = _dma_state(op, dma)
    how = state.get(("atomic", "op"), "none")
    if how == "none":
        return None
    elem = state.get(("atomic", "type"))
    if elem is None:
        raise SemanticsError(f"pto.{op}: the atomic {how} mode is set but no atomic type is "
                             f"(pto.set_atomic_f32, _s32, ...; D-DMA-ATOMIC)")
    return str(how), str(elem)


def _atomic_combine(op: str, how: str, elem: str, old: Arr, new: Arr) -> Arr:
    """D-DMA-ATOMIC: the bytes global memory holds (`old`) combined with the bytes copied (`new`),
    both read as `elem`: add (integers wrap; floats are added exactly and rounded once to
    nearest even), max or min (a NaN wins; -0 is below +0); a NaN result is canonical."""
    dtype = _DTYPES[elem]
    if len(old) % dtype.itemsize:
        raise SemanticsError(f"pto.{op}: an atomic {how} on {elem} needs whole elements, "
                             f"got a row of {len(old)} bytes")
    a, b = old.view(dtype), new.view(dtype)
    if not _is_float(dtype):
        with np.errstate(over="ignore"):
            r = a + b if how == "add" else np.maximum(a, b) if how == "max" else np.minimum(a, b)
        return np.asarray(r, dtype=dtype).view(np.uint8)
    x, y = a.astype(np.float64), b.astype(np.float64)
    if how == "add":
        with np.errstate(invalid="ignore", over="ignore"):
            r = _round_f64(x + y, dtype)
    else:
        # signed zeros ordered by their sign bit; NaN propagates
        kx = np.where(x == 0, np.signbit(x) * -1.0, 0.0)
        ky = np.where(y == 0, np.signbit(y) * -1.0, 0.0)
        pick_y = (y > x) | ((y == x) & (ky > kx)) if how == "max" else (y < x) | ((y == x) & (ky < kx))
        r = np.where(pick_y, b, a).astype(dtype)
        r = np.where(np.isnan(x) | np.isnan(y), dtype.type(np.nan), r).astype(dtype)
    return np.ascontiguousarray(_canonical_nan(np.asarray(r, dtype=dtype))).view(np.uint8)


def _dma(op: str, src: Ptr, dst: Ptr, length: int, rows: int, src_step: int, dst_step: int,
         loops: list[tuple[int, int, int]], pad: Arr | None, dst_stride: int, target: str,
         atomic: tuple[str, str] | None = None) -> None:
    """The manual's loop: `rows` bursts of `length` bytes at src_step / dst_step apart, repeated by the
    loop groups (the first innermost); with `pad`, bytes length .. dst_stride of each row are filled;
    with `atomic` (operation, element type), each row is combined with what it overwrites."""
    outer = [(0, 0)]
    for count, s_stride, d_stride in loops:  # each group wraps the ones before it
        outer = [(s + k * s_stride, d + k * d_stride) for k in range(count) for s, d in outer]
    starts = [(s + r * src_step, d + r * dst_step) for s, d in outer for r in range(rows)]
    fill = max(0, dst_stride - length) if pad is not None else 0
    for ptr, offset, nbytes, verb in ((src, 0, length, "reads"), (dst, 1, length + fill, "writes")):
        align = MEMORY_ALIGN.get(ptr.space, 1)
        for k, row in enumerate(starts):
            if (ptr.addr + row[offset]) % align:
                raise SemanticsError(f"pto.{op}: {ptr.space} address {ptr.addr + row[offset]} (row {k}) is not "
                                     f"{align}-byte aligned")
            _span(op, ptr, ptr.addr + row[offset], nbytes, verb, target)
    for s, d in starts:
        a, b = src.addr + s, dst.addr + d
        if atomic is not None:
            dst.mem[b:b + length] = _atomic_combine(op, atomic[0], atomic[1], dst.mem[b:b + length].copy(),
                                                    src.mem[a:a + length].copy())
            continue
        dst.mem[b:b + length] = src.mem[a:a + length]  # row by row: overlapping rows resolve in loop order
        if fill and pad is not None:
            dst.mem[b + length:b + length + fill] = np.resize(pad, length + fill)[length:]


# op -> (source, result) element types -> (rounding modes it requires, or () for none; whether it requires sat)
CONVERSIONS: dict[str, dict[tuple[str, str], tuple[tuple[str, ...], bool]]] = {
    "vcvt": {
        ('f32', 'f16'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('f32', 'bf16'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('f32', 'i16'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('f32', 'i32'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('f32', 'i64'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('f16', 'f32'): ((), False),
        ('f16', 'i32'): (('R', 'A', 'F', 'C', 'Z', 'O'), False),
        ('f16', 'i16'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('f16', 'i8'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('f16', 'u8'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('bf16', 'f32'): ((), False),
        ('bf16', 'i32'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('bf16', 'f16'): (('R', 'A', 'F', 'C', 'Z', 'O'), True),
        ('u8', 'f16'): ((), False),
        ('u8', 'u16'): ((), False),
        ('u8', 'u32'): ((), False),
        ('i8', 'f16'): ((), False),
        ('i8', 'i16'): ((), False),
        ('i8', 'i32'): ((), False),
        ('u16', 'u8'): ((), True),
        ('u16', 'u32'): ((), False),
        ('i16', 'f16'): (('R', 'A', 'F', 'C', 'Z', 'O'), False),
        ('i16', 'f32'): ((), False),
        ('i16', 'u32'): ((), False),
        ('i16', 'i32'): ((), False),
        ('i16', 'u8'): ((), True),
        ('u32', 'u8'): ((), True),
        ('u32', 'u16'): ((), True),
        ('u32', 'i16'): ((), True),
        ('i32', 'f32'): (('R', 'A', 'F', 'C', 'Z', 'O'), False),
        ('i32', 'u8'): ((), True),
        ('i32', 'u16'): ((), True),
        ('i32', 'i16'): ((), True),
        ('i32', 'i64'): ((), False),
        ('i64', 'f32'): (('R', 'A', 'F', 'C', 'Z', 'O'), False),
        ('i64', 'i32'): ((), True),
        ('f32', 'f8e4m3'): (('R', 'A', 'Z'), True),
        ('f32', 'f8e5m2'): (('R', 'A', 'Z'), True),
        ('f16', 'f8e4m3'): (('R', 'A', 'F', 'C', 'Z'), True),
        ('f16', 'f8e5m2'): (('R', 'A', 'F', 'C', 'Z'), True),
        ('bf16', 'f8e4m3'): (('R', 'A', 'F', 'C', 'Z'), True),
        ('bf16', 'f8e5m2'): (('R', 'A', 'F', 'C', 'Z'), True),
        ('f8e4m3', 'f32'): ((), False),
        ('f8e5m2', 'f32'): ((), False),
        ('f32', 'hif8'): (('A', 'H'), True),
        ('f16', 'hif8'): (('A', 'H'), True),
        ('hif8', 'f32'): ((), False),
        ('bf16', 'f4e2m1x2'): (('R', 'A', 'F', 'C', 'Z'), False),
        ('bf16', 'f4e1m2x2'): (('R', 'A', 'F', 'C', 'Z'), False),
        ('f4e2m1x2', 'bf16'): ((), False),
        ('f4e1m2x2', 'bf16'): ((), False),
    },
}
# Element types that pack several values in one lane: the width ratio of a conversion counts values.
VALUES_PER_LANE: dict[str, int] = {'f4e2m1x2': 2, 'f4e1m2x2': 2}
# op -> width ratio -> its part values, in lane-position order
CONVERSION_PARTS: dict[str, dict[int, tuple[str, ...]]] = {
    "vcvt": {2: ('EVEN', 'ODD'), 4: ('P0', 'P1', 'P2', 'P3')},
}


def conversion_ratio(src: str, dst: str, src_bits: int, dst_bits: int) -> int:
    """How many values of the narrower side one value of the wider side spans (1, 2 or 4)."""
    a, b = src_bits // VALUES_PER_LANE.get(src, 1), dst_bits // VALUES_PER_LANE.get(dst, 1)
    return max(a, b) // min(a, b)


def conversion_problems(op: str, src: str, dst: str, src_bits: int, dst_bits: int,
                        attrs: dict[str, str | None]) -> list[str]:
    """What is wrong with converting src to dst with these attributes (empty: nothing)."""
    table = CONVERSIONS[op]
    rule = table.get((src, dst))
    if rule is None:
        legal = [d for s, d in table if s == src]
        known = f"from {src}: {', '.join(legal)}" if legal else f"no conversion starts from {src}"
        return [f"{src} -> {dst} is not a conversion of pto.{op} ({known})"]
    modes, needs_sat = rule
    out = []
    rnd, sat, part = attrs.get("rnd"), attrs.get("sat"), attrs.get("part")
    if modes and rnd is None:
        out.append(f"{src} -> {dst} needs rnd (one of {', '.join(modes)})")
    elif not modes and rnd is not None:
        out.append(f"{src} -> {dst} takes no rnd")
    elif rnd is not None and rnd not in modes:
        out.append(f"rnd \"{rnd}\" is not valid for {src} -> {dst} (valid: {', '.join(modes)})")
    if needs_sat and sat is None:
        out.append(f"{src} -> {dst} needs sat (SAT or NOSAT)")
    elif not needs_sat and sat is not None:
        out.append(f"{src} -> {dst} takes no sat")
    ratio = conversion_ratio(src, dst, src_bits, dst_bits)
    if ratio == 1 and part is not None:
        out.append(f"{src} -> {dst} keeps the width and takes no part")
    elif ratio > 1 and part not in CONVERSION_PARTS[op][ratio]:
        got = "no part" if part is None else f"part \"{part}\""
        out.append(f"{src} -> {dst} changes the width {ratio}:1 and needs part "
                   f"{' or '.join(CONVERSION_PARTS[op][ratio])}, got {got}")
    return out


def vadd(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vadd: Lane-wise sum of two vector registers.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src0 + src1`.
    """
    spec = _spec("vadd", target)
    x, m = _vector_args("vadd", OPS["vadd"], src0, mask)
    y = _same_register("vadd", "src1", src1, x)
    p = _prior_arg("vadd", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.add(x, y, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y, into=True)


def vsub(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vsub: Lane-wise difference of two vector registers.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src0 - src1`.
    """
    spec = _spec("vsub", target)
    x, m = _vector_args("vsub", OPS["vsub"], src0, mask)
    y = _same_register("vsub", "src1", src1, x)
    p = _prior_arg("vsub", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.subtract(x, y, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y, into=True)


def vmul(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vmul: Lane-wise product of two vector registers.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src0 * src1`.
    """
    spec = _spec("vmul", target)
    x, m = _vector_args("vmul", OPS["vmul"], src0, mask)
    y = _same_register("vmul", "src1", src1, x)
    p = _prior_arg("vmul", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.multiply(x, y, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y, into=True)


def vdiv(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vdiv: Lane-wise quotient of two vector registers.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src0 / src1`.
    """
    spec = _spec("vdiv", target)
    x, m = _vector_args("vdiv", OPS["vdiv"], src0, mask)
    y = _same_register("vdiv", "src1", src1, x)
    p = _prior_arg("vdiv", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_div(x, y)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vmax(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vmax: Lane-wise maximum of two vector registers.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src0 > src1 || isnan(src0)) ? src0 : src1`.
    """
    spec = _spec("vmax", target)
    x, m = _vector_args("vmax", OPS["vmax"], src0, mask)
    y = _same_register("vmax", "src1", src1, x)
    p = _prior_arg("vmax", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = _max_select(x, y, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y, into=True)


def vmin(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vmin: Lane-wise minimum of two vector registers.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src0 < src1 || isnan(src0)) ? src0 : src1`.
    """
    spec = _spec("vmin", target)
    x, m = _vector_args("vmin", OPS["vmin"], src0, mask)
    y = _same_register("vmin", "src1", src1, x)
    p = _prior_arg("vmin", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = _min_select(x, y, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y, into=True)


def vand(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vand: Lane-wise bitwise AND of two vector registers.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src0 & src1`.
    """
    spec = _spec("vand", target)
    x, m = _vector_args("vand", OPS["vand"], src0, mask)
    y = _same_register("vand", "src1", src1, x)
    p = _prior_arg("vand", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        bits = _UINT[dtype.itemsize]  # evaluated on the raw bits of T
        x, y = x.view(bits), y.view(bits)
        with np.errstate(all="ignore"):
            r = np.asarray((x & y)).astype(bits, copy=False).view(dtype)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vor(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
        prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vor: Lane-wise bitwise OR of two vector registers.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src0 | src1`.
    """
    spec = _spec("vor", target)
    x, m = _vector_args("vor", OPS["vor"], src0, mask)
    y = _same_register("vor", "src1", src1, x)
    p = _prior_arg("vor", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        bits = _UINT[dtype.itemsize]  # evaluated on the raw bits of T
        x, y = x.view(bits), y.view(bits)
        with np.errstate(all="ignore"):
            r = np.asarray((x | y)).astype(bits, copy=False).view(dtype)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vxor(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vxor: Lane-wise bitwise exclusive OR of two vector registers.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src0 ^ src1`.
    """
    spec = _spec("vxor", target)
    x, m = _vector_args("vxor", OPS["vxor"], src0, mask)
    y = _same_register("vxor", "src1", src1, x)
    p = _prior_arg("vxor", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        bits = _UINT[dtype.itemsize]  # evaluated on the raw bits of T
        x, y = x.view(bits), y.view(bits)
        with np.errstate(all="ignore"):
            r = np.asarray((x ^ y)).astype(bits, copy=False).view(dtype)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vshl(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vshl: Lane-wise left shift by per-lane counts.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src0 << src1`.
    """
    spec = _spec("vshl", target)
    x, m = _vector_args("vshl", OPS["vshl"], src0, mask)
    y = _same_register("vshl", "src1", src1, x, integer=True)
    p = _prior_arg("vshl", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_shl(x, y)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vshr(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vshr: Lane-wise right shift by per-lane counts.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src0 >> src1`.
    """
    spec = _spec("vshr", target)
    x, m = _vector_args("vshr", OPS["vshr"], src0, mask)
    y = _same_register("vshr", "src1", src1, x, integer=True)
    p = _prior_arg("vshr", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_shr(x, y)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vaddc(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> tuple[Arr, Arr]:
    """pto.vaddc: Lane-wise unsigned add with a carry-out mask.

    Returns (result, carry). Lanes are unsigned integers of T's width; the carry is
    the bit above src0 + src1.
    Inactive lanes: result 0 (or `prior`), carry 0.
    """
    _spec("vaddc", target)
    x, m = _vector_args("vaddc", OPS["vaddc"], src0, mask)
    y = _same_register("vaddc", "src1", src1, x)
    cin = None
    return _carry(x, y, cin, m, _prior_arg("vaddc", prior, x), "add")


def vsubc(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> tuple[Arr, Arr]:
    """pto.vsubc: Lane-wise unsigned subtract with a no-borrow (carry) mask.

    Returns (result, carry). Lanes are unsigned integers of T's width; the result is
    src0 - src1 and the carry is 1 where that does not borrow.
    Inactive lanes: result 0 (or `prior`), carry 0.
    """
    _spec("vsubc", target)
    x, m = _vector_args("vsubc", OPS["vsubc"], src0, mask)
    y = _same_register("vsubc", "src1", src1, x)
    cin = None
    return _carry(x, y, cin, m, _prior_arg("vsubc", prior, x), "sub")


def vaddcs(src0: ArrayLike, src1: ArrayLike, carry_in: ArrayLike, mask: ArrayLike | None = None, *,
           prior: ArrayLike | None = None, target: str = "a5") -> tuple[Arr, Arr]:
    """pto.vaddcs: Lane-wise unsigned add with carry-in and carry-out masks.

    Returns (result, carry). Lanes are unsigned integers of T's width; the carry is
    the bit above src0 + src1 + carry_in.
    Inactive lanes: result 0 (or `prior`), carry 0.
    """
    _spec("vaddcs", target)
    x, m = _vector_args("vaddcs", OPS["vaddcs"], src0, mask)
    y = _same_register("vaddcs", "src1", src1, x)
    cin = _mask_operand("vaddcs", "carry_in", carry_in, x)
    return _carry(x, y, cin, m, _prior_arg("vaddcs", prior, x), "add")


def vsubcs(src0: ArrayLike, src1: ArrayLike, carry_in: ArrayLike, mask: ArrayLike | None = None, *,
           prior: ArrayLike | None = None, target: str = "a5") -> tuple[Arr, Arr]:
    """pto.vsubcs: Lane-wise unsigned subtract with carry-in and no-borrow (carry) masks.

    Returns (result, carry). Lanes are unsigned integers of T's width; the result is
    src0 - src1 - (1 - carry_in) and the carry is 1 where that does not borrow.
    Inactive lanes: result 0 (or `prior`), carry 0.
    """
    _spec("vsubcs", target)
    x, m = _vector_args("vsubcs", OPS["vsubcs"], src0, mask)
    y = _same_register("vsubcs", "src1", src1, x)
    cin = _mask_operand("vsubcs", "carry_in", carry_in, x)
    return _carry(x, y, cin, m, _prior_arg("vsubcs", prior, x), "sub")


def vcmp(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         cmp_mode: str, target: str = "a5") -> Arr:
    """pto.vcmp: Lane-wise comparison of two registers into a mask.

    A boolean mask: true where the lane is active and the comparison chosen by
    `cmp_mode` (eq, ne, lt, le, gt, ge) holds; inactive lanes are false.
    """
    _spec("vcmp", target)
    x, m = _vector_args("vcmp", OPS["vcmp"], src0, mask)
    y = _same_register("vcmp", "src1", src1, x)
    _choice("vcmp", "cmp_mode", cmp_mode, ('eq', 'ne', 'lt', 'le', 'gt', 'ge'))
    with np.errstate(all="ignore"):
        if cmp_mode == 'eq':
            r = np.asarray((x == y))
        elif cmp_mode == 'ne':
            r = np.asarray((x != y))
        elif cmp_mode == 'lt':
            r = np.asarray((x < y))
        elif cmp_mode == 'le':
            r = np.asarray((x <= y))
        elif cmp_mode == 'gt':
            r = np.asarray((x > y))
        elif cmp_mode == 'ge':
            r = np.asarray((x >= y))
    if r.shape != x.shape:
        r = np.broadcast_to(r, x.shape).copy()
    if m is not None:
        r &= m
    return r


def vcmps(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          cmp_mode: str, target: str = "a5") -> Arr:
    """pto.vcmps: Lane-wise comparison of a register with a scalar into a mask.

    A boolean mask: true where the lane is active and the comparison chosen by
    `cmp_mode` (eq, ne, lt, le, gt, ge) holds; inactive lanes are false.
    """
    _spec("vcmps", target)
    x, m = _vector_args("vcmps", OPS["vcmps"], src, mask)
    s = _scalar_arg("vcmps", "scalar", scalar, x.dtype)
    _choice("vcmps", "cmp_mode", cmp_mode, ('eq', 'ne', 'lt', 'le', 'gt', 'ge'))
    with np.errstate(all="ignore"):
        if cmp_mode == 'eq':
            r = np.asarray((x == s))
        elif cmp_mode == 'ne':
            r = np.asarray((x != s))
        elif cmp_mode == 'lt':
            r = np.asarray((x < s))
        elif cmp_mode == 'le':
            r = np.asarray((x <= s))
        elif cmp_mode == 'gt':
            r = np.asarray((x > s))
        elif cmp_mode == 'ge':
            r = np.asarray((x >= s))
    if r.shape != x.shape:
        r = np.broadcast_to(r, x.shape).copy()
    if m is not None:
        r &= m
    return r


def vsel(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike, *, target: str = "a5") -> Arr:
    """pto.vsel: Lane-wise choice between two registers by a mask.

    Every lane is written: `src0` where the mask is true, `src1` where it is false.
    """
    _spec("vsel", target)
    x, m = _vector_args("vsel", OPS["vsel"], src0, mask)
    y = _same_register("vsel", "src1", src1, x)
    if m is None:
        raise SemanticsError("pto.vsel: the mask chooses between the registers; it cannot be None")
    return _select(m, x, y)


def vselr(src: ArrayLike, idx: ArrayLike, *, target: str = "a5") -> Arr:
    """pto.vselr: Lane gather within one register by an index register.

    Lane i of the result is lane `idx[i]` of `src` (the index read as an unsigned
    integer of T's width, taken modulo N; D-GATHER-INDEX).
    """
    _spec("vselr", target)
    x, _ = _vector_args("vselr", OPS["vselr"], src, None)
    idx = _same_register("vselr", "idx", idx, x, integer=True)
    return _gather(x, idx.view(_UINT[idx.dtype.itemsize]))


def vselrv2(src: ArrayLike, idx: ArrayLike, *, target: str = "a5") -> Arr:
    """pto.vselrv2: Lane gather by an index register, in the variant encoding of pto.vselr.

    Lane i of the result is lane `idx[i]` of `src` (the index read as an unsigned
    integer of T's width, taken modulo N; D-GATHER-INDEX).
    """
    _spec("vselrv2", target)
    x, _ = _vector_args("vselrv2", OPS["vselrv2"], src, None)
    idx = _same_register("vselrv2", "idx", idx, x, integer=True)
    return _gather(x, idx.view(_UINT[idx.dtype.itemsize]))


def vcvt(src: ArrayLike, mask: ArrayLike | None = None, *, dtype: str, rnd: str | None = None,
         sat: str | None = None, part: str | None = None, target: str = "a5") -> Arr:
    """pto.vcvt: Converts every lane to another element type, with rounding, saturation and part placement.

    The lanes become `dtype` (CONVERSIONS["vcvt"] lists the pairs and what each requires):
    rounded by `rnd` (R, A, F, C, Z, O), saturated with sat="SAT" (NaN to 0, beyond the range
    to its end) or not ("NOSAT": floats overflow to inf, integers keep their low bits). Where the
    width changes, `part` places source lane i at result lane k*i + p (narrowing) or takes
    source lane k*j + p for result lane j (widening); the other lanes, and lanes whose source
    lane is inactive, are 0.
    """
    _spec("vcvt", target)
    x, m = _vector_args("vcvt", OPS["vcvt"], src, mask)
    src = _NAME_OF[x.dtype]
    if dtype not in _DTYPES:
        raise SemanticsError(f"pto.vcvt: unknown element type {dtype!r}")
    out_t = _DTYPES[dtype]
    attrs = {"rnd": rnd, "sat": sat, "part": part}
    if rnd is not None:
        _choice("vcvt", "rnd", rnd, ('R', 'A', 'F', 'C', 'Z', 'O', 'H'))
    if sat is not None:
        _choice("vcvt", "sat", sat, ('SAT', 'NOSAT'))
    if part is not None:
        _choice("vcvt", "part", part, ('EVEN', 'ODD', 'P0', 'P1', 'P2', 'P3'))
    problems = conversion_problems("vcvt", src, dtype, x.dtype.itemsize * 8, out_t.itemsize * 8, attrs)
    if problems:
        raise SemanticsError(f"pto.vcvt: {'; '.join(problems)}")
    if rnd == "H":
        raise SemanticsError(f"pto.vcvt: rnd \"H\" (hybrid rounding) is legal for {src} -> {dtype} "
                             "but not modelled (D-CVT-HYBRID)")
    ratio = conversion_ratio(src, dtype, x.dtype.itemsize * 8, out_t.itemsize * 8)
    position = CONVERSION_PARTS["vcvt"][ratio].index(part) if part is not None else 0
    return _convert(x, m, out_t, rnd, sat, position)


def vtrc(src: ArrayLike, mask: ArrayLike | None = None, *,
         round_mode: str,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vtrc: Rounds every lane to an integral value, keeping its floating-point type.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: by `round_mode`,
    "R": `rint(src)`;
    "A": `round_away(src)`;
    "F": `floor(src)`;
    "C": `ceil(src)`;
    "Z": `trunc(src)`.
    """
    spec = _spec("vtrc", target)
    x, m = _vector_args("vtrc", OPS["vtrc"], src, mask)
    _choice("vtrc", "round_mode", round_mode, ('R', 'A', 'F', 'C', 'Z'))
    p = _prior_arg("vtrc", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            if round_mode == 'R':
                r = np.rint(x, out=out)  # into this block of the result, when given
            elif round_mode == 'A':
                r = np.asarray(_round_away(x)).astype(dtype, copy=False)
            elif round_mode == 'F':
                r = np.floor(x, out=out)  # into this block of the result, when given
            elif round_mode == 'C':
                r = np.ceil(x, out=out)  # into this block of the result, when given
            elif round_mode == 'Z':
                r = np.trunc(x, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vci(index: Any, *, dtype: str, order: str = 'ASC', target: str = "a5") -> Arr:
    """pto.vci: Builds a register of consecutive indexes from a scalar base.

    Lane i by `order`: "ASC" `index + i`, "DESC" `index - i`; computed exactly
    and rounded once to the element type (integers wrap).
    """
    _spec("vci", target)
    if dtype not in OPS["vci"]:
        raise SemanticsError(f"pto.vci: dtype must be one of {', '.join(OPS['vci'])}, got {dtype!r}")
    dt = _DTYPES[dtype]
    _choice("vci", "order", order, ('ASC', 'DESC'))
    s = _scalar_arg("vci", "index", index, dt)
    i = np.arange(_LANES[dtype])
    base: Any = float(s) if _is_float(dt) else int(s)
    if order == 'ASC':
        r = np.asarray((base + i))
    elif order == 'DESC':
        r = np.asarray((base - i))
    if _is_float(dt):
        return _round_f64(r.astype(np.float64), dt)
    return (r.astype(np.int64) & ((1 << (dt.itemsize * 8)) - 1)).astype(_UINT[dt.itemsize]).view(dt)


def vbitcast(src: ArrayLike, *, dtype: str, target: str = "a5") -> Arr:
    """pto.vbitcast: Reinterprets a register's bits as another element type.

    The register's 256 bytes read as `dtype` lanes; no bit changes.
    """
    _spec("vbitcast", target)
    x, _ = _vector_args("vbitcast", OPS["vbitcast"], src, None)
    if dtype not in OPS["vbitcast"]:
        raise SemanticsError(f"pto.vbitcast: dtype must be one of {', '.join(OPS['vbitcast'])}, got {dtype!r}")
    result: Arr = np.ascontiguousarray(x).view(_DTYPES[dtype])
    return result


# mask granularity -> predicate bits per lane
_MASK_BITS = {'b8': 1, 'b16': 2, 'b32': 4}


def pbitcast(src: ArrayLike, *, source: str, result: str, target: str = "a5") -> Arr:
    """pto.pbitcast: Reinterprets a mask at another granularity.

    The 256-bit predicate is unchanged: lane i of a bK mask is predicate bit i × (K / 8).
    `source` and `result` are the granularities (b8, b16, b32).
    """
    _spec("pbitcast", target)
    for g in (source, result):
        _choice("pbitcast", "granularity", g, tuple(_MASK_BITS))
    m = np.asarray(src)
    k_in, k_out = _MASK_BITS[source], _MASK_BITS[result]
    if m.dtype != np.bool_ or m.ndim == 0 or m.shape[-1] != _VBITS // k_in:
        raise SemanticsError(f"pto.pbitcast: a {source} mask is a boolean array of {_VBITS // k_in} lanes")
    bits = np.zeros(m.shape[:-1] + (_VBITS,), bool)
    bits[..., ::k_in] = m
    out: Arr = bits[..., ::k_out].copy()
    return out


def vintlv(lhs: ArrayLike, rhs: ArrayLike, *, target: str = "a5") -> tuple[Arr, Arr]:
    """pto.vintlv: Interleaves two registers into two.

    The inputs are laid end to end (lhs, rhs); lane i of each result takes the
    lane its index expression names, or 0 where that index falls outside them:
    low[i] = in[(i % 2 == 0) ? i / 2 : N + i / 2]
    high[i] = in[(i % 2 == 0) ? N / 2 + i / 2 : N + N / 2 + i / 2]
    """
    _spec("vintlv", target)
    x, _ = _vector_args("vintlv", OPS["vintlv"], lhs, None)
    src = (x, _same_register("vintlv", "rhs", rhs, x))
    N = x.shape[-1]
    i = np.arange(N)
    return _lanes(src, _select(((i % 2) == 0), _div(i, 2), (N + _div(i, 2))), N), _lanes(src, _select(((i % 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2))), N)


def vdintlv(lhs: ArrayLike, rhs: ArrayLike, *, target: str = "a5") -> tuple[Arr, Arr]:
    """pto.vdintlv: Deinterleaves two registers into their even and odd lanes.

    The inputs are laid end to end (lhs, rhs); lane i of each result takes the
    lane its index expression names, or 0 where that index falls outside them:
    low[i] = in[2 * i]
    high[i] = in[2 * i + 1]
    """
    _spec("vdintlv", target)
    x, _ = _vector_args("vdintlv", OPS["vdintlv"], lhs, None)
    src = (x, _same_register("vdintlv", "rhs", rhs, x))
    N = x.shape[-1]
    i = np.arange(N)
    return _lanes(src, (2 * i), N), _lanes(src, ((2 * i) + 1), N)


def vintlvv2(lhs: ArrayLike, rhs: ArrayLike, *, part: str, target: str = "a5") -> Arr:
    """pto.vintlvv2: One half of the interleave of two registers.

    The inputs are laid end to end (lhs, rhs); lane i of the result takes the
    lane its index expression names, or 0 where that index falls outside them:
    part "LOWER": in[(i % 2 == 0) ? i / 2 : N + i / 2]
    part "HIGHER": in[(i % 2 == 0) ? N / 2 + i / 2 : N + N / 2 + i / 2]
    """
    _spec("vintlvv2", target)
    x, _ = _vector_args("vintlvv2", OPS["vintlvv2"], lhs, None)
    src = (x, _same_register("vintlvv2", "rhs", rhs, x))
    N = x.shape[-1]
    i = np.arange(N)
    _choice("vintlvv2", "part", part, ('LOWER', 'HIGHER'))
    if part == 'LOWER':
        index = _select(((i % 2) == 0), _div(i, 2), (N + _div(i, 2)))
    elif part == 'HIGHER':
        index = _select(((i % 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2)))
    return _lanes(src, index, N)


def vdintlvv2(lhs: ArrayLike, rhs: ArrayLike, *, part: str, target: str = "a5") -> Arr:
    """pto.vdintlvv2: One half of the deinterleave of two registers.

    The inputs are laid end to end (lhs, rhs); lane i of the result takes the
    lane its index expression names, or 0 where that index falls outside them:
    part "LOWER": in[2 * i]
    part "HIGHER": in[2 * i + 1]
    """
    _spec("vdintlvv2", target)
    x, _ = _vector_args("vdintlvv2", OPS["vdintlvv2"], lhs, None)
    src = (x, _same_register("vdintlvv2", "rhs", rhs, x))
    N = x.shape[-1]
    i = np.arange(N)
    _choice("vdintlvv2", "part", part, ('LOWER', 'HIGHER'))
    if part == 'LOWER':
        index = (2 * i)
    elif part == 'HIGHER':
        index = ((2 * i) + 1)
    return _lanes(src, index, N)


def vshift(src: ArrayLike, amt: int, *, target: str = "a5") -> Arr:
    """pto.vshift: Moves every lane up by an amount, filling with zeros.

    The inputs are laid end to end (src); lane i of the result takes the
    lane its index expression names, or 0 where that index falls outside them:
    result[i] = in[i - amt]
    """
    _spec("vshift", target)
    x, _ = _vector_args("vshift", OPS["vshift"], src, None)
    src = (x,)
    s = _index_arg("vshift", "amt", amt)
    N = x.shape[-1]
    i = np.arange(N)
    return _lanes(src, (i - s), N)


def vslide(src0: ArrayLike, src1: ArrayLike, amt: int, *, target: str = "a5") -> Arr:
    """pto.vslide: A window of N lanes from two registers laid end to end.

    The inputs are laid end to end (src0, src1); lane i of the result takes the
    lane its index expression names, or 0 where that index falls outside them:
    result[i] = in[(amt + i < 0) ? -1 : ((amt + i < N) ? N + amt + i : ((amt + i < 2 * N) ? amt + i - N : -1))]
    """
    _spec("vslide", target)
    x, _ = _vector_args("vslide", OPS["vslide"], src0, None)
    src = (x, _same_register("vslide", "src1", src1, x))
    s = _index_arg("vslide", "amt", amt)
    N = x.shape[-1]
    i = np.arange(N)
    return _lanes(src, _select(((s + i) < 0), np.negative(1), _select(((s + i) < N), ((N + s) + i), _select(((s + i) < (2 * N)), ((s + i) - N), np.negative(1)))), N)


def vperm(src: ArrayLike, idx: ArrayLike, *, target: str = "a5") -> Arr:
    """pto.vperm: Permutes the lanes of a register by an index register.

    Lane i of the result is lane `idx[i]` of `src` (the index read as an unsigned
    integer of T's width, taken modulo N; D-GATHER-INDEX).
    """
    _spec("vperm", target)
    x, _ = _vector_args("vperm", OPS["vperm"], src, None)
    idx = _same_register("vperm", "idx", idx, x, integer=True)
    return _gather(x, idx.view(_UINT[idx.dtype.itemsize]))


def vsqz(src: ArrayLike, mask: ArrayLike | None = None, *, spr: dict[str, int] | None = None, target: str = "a5") -> Arr:
    """pto.vsqz: Packs the active lanes to the front.

    The active lanes, in order, move to lanes 0, 1, ...; the lanes after them are 0.
    With `spr` (the caller's special registers), one register's packed bytes (active lanes x
    the element size) are recorded as SQZN; a batch of registers cannot record one count.
    """
    _spec("vsqz", target)
    x, m = _vector_args("vsqz", OPS["vsqz"], src, mask)
    if spr is not None:
        regs = _spr_state("vsqz", spr)
        if x.ndim != 1:
            raise SemanticsError(f"pto.vsqz: SQZN holds one register's count; got a batch of shape {x.shape} with spr")
        regs["SQZN"] = (x.shape[-1] if m is None else int(np.count_nonzero(m))) * x.dtype.itemsize
    return x.copy() if m is None else _compress(x, m)


def vusqz(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vusqz: Counts, for each lane, the active lanes before it.

    Lane i holds the number of active lanes before lane i (lane 0 holds 0); the source
    register's values are not read, only its type.
    """
    _spec("vusqz", target)
    x, m = _vector_args("vusqz", OPS["vusqz"], src, mask)
    active = np.ones(x.shape, bool) if m is None else m
    counts = np.cumsum(active, axis=-1) - active
    result: Arr = counts.astype(x.dtype)
    return result


# source element type -> result element type
_RESULT_VPACK = {'i32': 'u16', 'u32': 'u16', 'i16': 'u8', 'u16': 'u8'}


def vpack(src: ArrayLike, part: str, *, target: str = "a5") -> Arr:
    """pto.vpack: Narrows each lane to half its width, into one half of the result.

    Each lane keeps the low bits of the narrower result type and goes to the low half of the
    result (LOWER) or the high half (HIGHER); the other half is 0.
    """
    _spec("vpack", target)
    x, _ = _vector_args("vpack", OPS["vpack"], src, None)
    out_t = _DTYPES[_RESULT_VPACK[_NAME_OF[x.dtype]]]
    _choice("vpack", "part", part, ('LOWER', 'HIGHER'))
    high = part == 'HIGHER'
    n = x.shape[-1]
    low_bits = (x.view(_UINT[x.dtype.itemsize]) & ((1 << (out_t.itemsize * 8)) - 1)).astype(_UINT[out_t.itemsize])
    out = np.zeros(x.shape[:-1] + (2 * n,), dtype=out_t)
    (out[..., n:] if high else out[..., :n])[...] = low_bits.view(out_t)
    return out


# source element type -> result element type
_RESULT_VSUNPACK = {'i16': 'i32', 'i8': 'i16'}


def vsunpack(src: ArrayLike, part: int, *, target: str = "a5") -> Arr:
    """pto.vsunpack: Widens one half of the lanes with sign extension.

    The low half (part 0) or the high half (1) of the source lanes,
    each sign-extended to the result type.
    """
    _spec("vsunpack", target)
    x, _ = _vector_args("vsunpack", OPS["vsunpack"], src, None)
    out_t = _DTYPES[_RESULT_VSUNPACK[_NAME_OF[x.dtype]]]
    high = _index_arg("vsunpack", "part", part) != 0
    n = x.shape[-1]
    half = x[..., n // 2:] if high else x[..., :n // 2]
    wide: Arr = half.view(_INT[x.dtype.itemsize]).astype(out_t)
    return wide


# source element type -> result element type
_RESULT_VZUNPACK = {'u16': 'u32', 'u8': 'u16'}


def vzunpack(src: ArrayLike, part: int, *, target: str = "a5") -> Arr:
    """pto.vzunpack: Widens one half of the lanes with zero extension.

    The low half (part 0) or the high half (1) of the source lanes,
    each zero-extended to the result type.
    """
    _spec("vzunpack", target)
    x, _ = _vector_args("vzunpack", OPS["vzunpack"], src, None)
    out_t = _DTYPES[_RESULT_VZUNPACK[_NAME_OF[x.dtype]]]
    high = _index_arg("vzunpack", "part", part) != 0
    n = x.shape[-1]
    half = x[..., n // 2:] if high else x[..., :n // 2]
    wide = half.view(_UINT[x.dtype.itemsize]).astype(out_t)
    return wide


def mte_gm_ub(gm_src: Ptr, ub_dst: Ptr, l2_cache_ctl: Any, len_burst: Any, n_burst: Any, src_stride: Any, dst_stride: Any, loop1_count: Any | None = None, loop1_src_stride: Any | None = None, loop1_dst_stride: Any | None = None, loop2_count: Any | None = None, loop2_src_stride: Any | None = None, loop2_dst_stride: Any | None = None, loop3_count: Any | None = None, loop3_src_stride: Any | None = None, loop3_dst_stride: Any | None = None, pad_value: Any | None = None, left_padding_count: Any | None = None, right_padding_count: Any | None = None, *,
              target: str = "a5") -> None:
    """pto.mte_gm_ub: Copies burst rows from global memory into the unified buffer (MTE2), with optional outer loops and row padding.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` bytes,
    `src_stride` / `dst_stride` bytes apart (start to start), repeated by up to 3 loop
    groups (loopK_count, loopK_src_stride, loopK_dst_stride; the first innermost, None: absent);
    with `pad_value`, bytes len_burst .. dst_stride of each destination row repeat its bytes (D-DMA-PAD).
    Reads gm, writes ub; gm and ub rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _spec("mte_gm_ub", target)
    src = _ptr_arg("mte_gm_ub", "gm_src", gm_src, ("gm",))
    dst = _ptr_arg("mte_gm_ub", "ub_dst", ub_dst, ("ub",))
    l2_cache_ctl = _count_arg("mte_gm_ub", "l2_cache_ctl", l2_cache_ctl)
    len_burst = _count_arg("mte_gm_ub", "len_burst", len_burst)
    n_burst = _count_arg("mte_gm_ub", "n_burst", n_burst)
    src_stride = _count_arg("mte_gm_ub", "src_stride", src_stride)
    dst_stride = _count_arg("mte_gm_ub", "dst_stride", dst_stride)
    loop1_count = None if loop1_count is None else _count_arg("mte_gm_ub", "loop1_count", loop1_count)
    loop1_src_stride = None if loop1_src_stride is None else _count_arg("mte_gm_ub", "loop1_src_stride", loop1_src_stride)
    loop1_dst_stride = None if loop1_dst_stride is None else _count_arg("mte_gm_ub", "loop1_dst_stride", loop1_dst_stride)
    loop2_count = None if loop2_count is None else _count_arg("mte_gm_ub", "loop2_count", loop2_count)
    loop2_src_stride = None if loop2_src_stride is None else _count_arg("mte_gm_ub", "loop2_src_stride", loop2_src_stride)
    loop2_dst_stride = None if loop2_dst_stride is None else _count_arg("mte_gm_ub", "loop2_dst_stride", loop2_dst_stride)
    loop3_count = None if loop3_count is None else _count_arg("mte_gm_ub", "loop3_count", loop3_count)
    loop3_src_stride = None if loop3_src_stride is None else _count_arg("mte_gm_ub", "loop3_src_stride", loop3_src_stride)
    loop3_dst_stride = None if loop3_dst_stride is None else _count_arg("mte_gm_ub", "loop3_dst_stride", loop3_dst_stride)
    left_padding_count = 0 if left_padding_count is None else _count_arg("mte_gm_ub", "left_padding_count", left_padding_count)
    right_padding_count = 0 if right_padding_count is None else _count_arg("mte_gm_ub", "right_padding_count", right_padding_count)
    length = len_burst * 1
    src_step, dst_step = src_stride, dst_stride
    loops: list[tuple[int, int, int]] = []
    group1 = (loop1_count, loop1_src_stride, loop1_dst_stride)
    if any(v is None for v in group1) and any(v is not None for v in group1):
        raise SemanticsError("pto.mte_gm_ub: loop group 1 needs its count and both strides")
    if loop1_count is not None:
        if len(loops) != 0:
            raise SemanticsError("pto.mte_gm_ub: loop group 1 needs the groups before it")
        loops.append((int(loop1_count), int(loop1_src_stride or 0), int(loop1_dst_stride or 0)))
    group2 = (loop2_count, loop2_src_stride, loop2_dst_stride)
    if any(v is None for v in group2) and any(v is not None for v in group2):
        raise SemanticsError("pto.mte_gm_ub: loop group 2 needs its count and both strides")
    if loop2_count is not None:
        if len(loops) != 1:
            raise SemanticsError("pto.mte_gm_ub: loop group 2 needs the groups before it")
        loops.append((int(loop2_count), int(loop2_src_stride or 0), int(loop2_dst_stride or 0)))
    group3 = (loop3_count, loop3_src_stride, loop3_dst_stride)
    if any(v is None for v in group3) and any(v is not None for v in group3):
        raise SemanticsError("pto.mte_gm_ub: loop group 3 needs its count and both strides")
    if loop3_count is not None:
        if len(loops) != 2:
            raise SemanticsError("pto.mte_gm_ub: loop group 3 needs the groups before it")
        loops.append((int(loop3_count), int(loop3_src_stride or 0), int(loop3_dst_stride or 0)))
    pad: Arr | None = None
    if pad_value is not None:
        if left_padding_count or right_padding_count:
            raise SemanticsError("pto.mte_gm_ub: left and right padding counts other than 0 are not modelled (D-DMA-PAD)")
        pad = np.atleast_1d(_scalar_arg("mte_gm_ub", "pad_value", pad_value, _DTYPES[dst.elem] if dst.elem in _DTYPES else np.dtype(np.uint8))).view(np.uint8)
    elif left_padding_count or right_padding_count:
        raise SemanticsError("pto.mte_gm_ub: padding counts need a pad value")
    _dma("mte_gm_ub", src, dst, length, n_burst, src_step, dst_step, loops, pad, dst_stride, target)


def mte_ub_gm(ub_src: Ptr, gm_dst: Ptr, len_burst: Any, n_burst: Any, src_stride: Any, dst_stride: Any, l2_cache_ctl: Any | None = None, loop1_count: Any | None = None, loop1_src_stride: Any | None = None, loop1_dst_stride: Any | None = None, loop2_count: Any | None = None, loop2_src_stride: Any | None = None, loop2_dst_stride: Any | None = None, loop3_count: Any | None = None, loop3_src_stride: Any | None = None, loop3_dst_stride: Any | None = None, *,
              dma: dict[tuple[str, str], Any] | None = None, target: str = "a5") -> None:
    """pto.mte_ub_gm: Copies burst rows from the unified buffer to global memory (MTE3), with optional outer loops.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` bytes,
    `src_stride` / `dst_stride` bytes apart (start to start), repeated by up to 3 loop
    groups (loopK_count, loopK_src_stride, loopK_dst_stride; the first innermost, None: absent).
    Reads ub, writes gm; ub and gm rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    With the caller's atomic registers set (dma[("atomic", "op")] add, max or min and
    dma[("atomic", "type")]; pto.set_atomic_*), each row is combined with the bytes it
    overwrites instead (D-DMA-ATOMIC); `dma` None is the mode none.
    """
    _spec("mte_ub_gm", target)
    src = _ptr_arg("mte_ub_gm", "ub_src", ub_src, ("ub",))
    dst = _ptr_arg("mte_ub_gm", "gm_dst", gm_dst, ("gm",))
    len_burst = _count_arg("mte_ub_gm", "len_burst", len_burst)
    n_burst = _count_arg("mte_ub_gm", "n_burst", n_burst)
    src_stride = _count_arg("mte_ub_gm", "src_stride", src_stride)
    dst_stride = _count_arg("mte_ub_gm", "dst_stride", dst_stride)
    l2_cache_ctl = 0 if l2_cache_ctl is None else _count_arg("mte_ub_gm", "l2_cache_ctl", l2_cache_ctl)
    loop1_count = None if loop1_count is None else _count_arg("mte_ub_gm", "loop1_count", loop1_count)
    loop1_src_stride = None if loop1_src_stride is None else _count_arg("mte_ub_gm", "loop1_src_stride", loop1_src_stride)
    loop1_dst_stride = None if loop1_dst_stride is None else _count_arg("mte_ub_gm", "loop1_dst_stride", loop1_dst_stride)
    loop2_count = None if loop2_count is None else _count_arg("mte_ub_gm", "loop2_count", loop2_count)
    loop2_src_stride = None if loop2_src_stride is None else _count_arg("mte_ub_gm", "loop2_src_stride", loop2_src_stride)
    loop2_dst_stride = None if loop2_dst_stride is None else _count_arg("mte_ub_gm", "loop2_dst_stride", loop2_dst_stride)
    loop3_count = None if loop3_count is None else _count_arg("mte_ub_gm", "loop3_count", loop3_count)
    loop3_src_stride = None if loop3_src_stride is None else _count_arg("mte_ub_gm", "loop3_src_stride", loop3_src_stride)
    loop3_dst_stride = None if loop3_dst_stride is None else _count_arg("mte_ub_gm", "loop3_dst_stride", loop3_dst_stride)
    length = len_burst * 1
    src_step, dst_step = src_stride, dst_stride
    loops: list[tuple[int, int, int]] = []
    group1 = (loop1_count, loop1_src_stride, loop1_dst_stride)
    if any(v is None for v in group1) and any(v is not None for v in group1):
        raise SemanticsError("pto.mte_ub_gm: loop group 1 needs its count and both strides")
    if loop1_count is not None:
        if len(loops) != 0:
            raise SemanticsError("pto.mte_ub_gm: loop group 1 needs the groups before it")
        loops.append((int(loop1_count), int(loop1_src_stride or 0), int(loop1_dst_stride or 0)))
    group2 = (loop2_count, loop2_src_stride, loop2_dst_stride)
    if any(v is None for v in group2) and any(v is not None for v in group2):
        raise SemanticsError("pto.mte_ub_gm: loop group 2 needs its count and both strides")
    if loop2_count is not None:
        if len(loops) != 1:
            raise SemanticsError("pto.mte_ub_gm: loop group 2 needs the groups before it")
        loops.append((int(loop2_count), int(loop2_src_stride or 0), int(loop2_dst_stride or 0)))
    group3 = (loop3_count, loop3_src_stride, loop3_dst_stride)
    if any(v is None for v in group3) and any(v is not None for v in group3):
        raise SemanticsError("pto.mte_ub_gm: loop group 3 needs its count and both strides")
    if loop3_count is not None:
        if len(loops) != 2:
            raise SemanticsError("pto.mte_ub_gm: loop group 3 needs the groups before it")
        loops.append((int(loop3_count), int(loop3_src_stride or 0), int(loop3_dst_stride or 0)))
    pad = None
    _dma("mte_ub_gm", src, dst, length, n_burst, src_step, dst_step, loops, pad, dst_stride, target,
         _atomic_mode("mte_ub_gm", dma))


def mte_ub_ub(ub_src: Ptr, ub_dst: Ptr, len_burst: Any, n_burst: Any, src_gap: Any, dst_gap: Any, *,
              target: str = "a5") -> None:
    """pto.mte_ub_ub: Copies bursts of 32-byte blocks within the unified buffer.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 32 bytes,
    each next row `(len_burst + gap) x 32` bytes after the one before.
    Reads ub, writes ub; ub and ub rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _spec("mte_ub_ub", target)
    src = _ptr_arg("mte_ub_ub", "ub_src", ub_src, ("ub",))
    dst = _ptr_arg("mte_ub_ub", "ub_dst", ub_dst, ("ub",))
    len_burst = _count_arg("mte_ub_ub", "len_burst", len_burst)
    n_burst = _count_arg("mte_ub_ub", "n_burst", n_burst)
    src_gap = _count_arg("mte_ub_ub", "src_gap", src_gap)
    dst_gap = _count_arg("mte_ub_ub", "dst_gap", dst_gap)
    length = len_burst * 32
    src_step, dst_step, dst_stride = (len_burst + src_gap) * 32, (len_burst + dst_gap) * 32, 0
    loops: list[tuple[int, int, int]] = []
    pad = None
    _dma("mte_ub_ub", src, dst, length, n_burst, src_step, dst_step, loops, pad, dst_stride, target)


def mte_ub_l1(ub_src: Ptr, l1_dst: Ptr, len_burst: Any, n_burst: Any, src_gap: Any, dst_gap: Any, *,
              target: str = "a5") -> None:
    """pto.mte_ub_l1: Copies bursts of 32-byte blocks from the unified buffer to the L1 buffer (cbuf).

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 32 bytes,
    each next row `(len_burst + gap) x 32` bytes after the one before.
    Reads ub, writes l1; ub and l1 rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _spec("mte_ub_l1", target)
    src = _ptr_arg("mte_ub_l1", "ub_src", ub_src, ("ub",))
    dst = _ptr_arg("mte_ub_l1", "l1_dst", l1_dst, ("l1",))
    len_burst = _count_arg("mte_ub_l1", "len_burst", len_burst)
    n_burst = _count_arg("mte_ub_l1", "n_burst", n_burst)
    src_gap = _count_arg("mte_ub_l1", "src_gap", src_gap)
    dst_gap = _count_arg("mte_ub_l1", "dst_gap", dst_gap)
    length = len_burst * 32
    src_step, dst_step, dst_stride = (len_burst + src_gap) * 32, (len_burst + dst_gap) * 32, 0
    loops: list[tuple[int, int, int]] = []
    pad = None
    _dma("mte_ub_l1", src, dst, length, n_burst, src_step, dst_step, loops, pad, dst_stride, target)


def set_loop_size_outtoub(dma: dict[tuple[str, str], Any], loop2_count: Any, loop1_count: Any, *,
                          target: str = "a5") -> None:
    """pto.set_loop_size_outtoub: Sets the loop2 and loop1 counts of MTE2 (GM to UB) transfers.

    Writes the caller's DMA registers:
    dma[("outtoub", "loop2_count")] = loop2_count
    dma[("outtoub", "loop1_count")] = loop1_count
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _spec("set_loop_size_outtoub", target)
    state = _dma_state("set_loop_size_outtoub", dma)
    loop2_count_value = _count_arg("set_loop_size_outtoub", "loop2_count", loop2_count)
    if loop2_count_value >= 1 << 21:
        raise SemanticsError(f"pto.set_loop_size_outtoub: %loop2_count is a 21-bit field, got {loop2_count_value}")
    loop1_count_value = _count_arg("set_loop_size_outtoub", "loop1_count", loop1_count)
    if loop1_count_value >= 1 << 21:
        raise SemanticsError(f"pto.set_loop_size_outtoub: %loop1_count is a 21-bit field, got {loop1_count_value}")
    state[("outtoub", "loop2_count")] = loop2_count_value
    state[("outtoub", "loop1_count")] = loop1_count_value


def set_loop1_stride_outtoub(dma: dict[tuple[str, str], Any], src_stride: Any, dst_stride: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop1_stride_outtoub: Sets the loop1 source and destination strides of MTE2 (GM to UB) transfers.

    Writes the caller's DMA registers:
    dma[("outtoub", "loop1_src_stride")] = src_stride
    dma[("outtoub", "loop1_dst_stride")] = dst_stride
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _spec("set_loop1_stride_outtoub", target)
    state = _dma_state("set_loop1_stride_outtoub", dma)
    src_stride_value = _count_arg("set_loop1_stride_outtoub", "src_stride", src_stride)
    if src_stride_value >= 1 << 40:
        raise SemanticsError(f"pto.set_loop1_stride_outtoub: %src_stride is a 40-bit field, got {src_stride_value}")
    dst_stride_value = _count_arg("set_loop1_stride_outtoub", "dst_stride", dst_stride)
    if dst_stride_value >= 1 << 21:
        raise SemanticsError(f"pto.set_loop1_stride_outtoub: %dst_stride is a 21-bit field, got {dst_stride_value}")
    state[("outtoub", "loop1_src_stride")] = src_stride_value
    state[("outtoub", "loop1_dst_stride")] = dst_stride_value


def set_loop2_stride_outtoub(dma: dict[tuple[str, str], Any], src_stride: Any, dst_stride: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop2_stride_outtoub: Sets the loop2 source and destination strides of MTE2 (GM to UB) transfers.

    Writes the caller's DMA registers:
    dma[("outtoub", "loop2_src_stride")] = src_stride
    dma[("outtoub", "loop2_dst_stride")] = dst_stride
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _spec("set_loop2_stride_outtoub", target)
    state = _dma_state("set_loop2_stride_outtoub", dma)
    src_stride_value = _count_arg("set_loop2_stride_outtoub", "src_stride", src_stride)
    if src_stride_value >= 1 << 40:
        raise SemanticsError(f"pto.set_loop2_stride_outtoub: %src_stride is a 40-bit field, got {src_stride_value}")
    dst_stride_value = _count_arg("set_loop2_stride_outtoub", "dst_stride", dst_stride)
    if dst_stride_value >= 1 << 21:
        raise SemanticsError(f"pto.set_loop2_stride_outtoub: %dst_stride is a 21-bit field, got {dst_stride_value}")
    state[("outtoub", "loop2_src_stride")] = src_stride_value
    state[("outtoub", "loop2_dst_stride")] = dst_stride_value


def set_mov_pad_val(dma: dict[tuple[str, str], Any], value: Any, *,
                    target: str = "a5") -> None:
    """pto.set_mov_pad_val: Sets the value MTE2 pads unified-buffer rows with.

    Writes the caller's DMA registers:
    dma[("outtoub", "pad_value")] = value
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _spec("set_mov_pad_val", target)
    state = _dma_state("set_mov_pad_val", dma)
    _scalar_arg("set_mov_pad_val", "value", value, np.dtype(np.float32))  # a number (kept as given)
    value_value = value
    state[("outtoub", "pad_value")] = value_value


def set_loop_size_ubtoout(dma: dict[tuple[str, str], Any], loop2_count: Any, loop1_count: Any, *,
                          target: str = "a5") -> None:
    """pto.set_loop_size_ubtoout: Sets the loop2 and loop1 counts of MTE3 (UB to GM) transfers.

    Writes the caller's DMA registers:
    dma[("ubtoout", "loop2_count")] = loop2_count
    dma[("ubtoout", "loop1_count")] = loop1_count
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _spec("set_loop_size_ubtoout", target)
    state = _dma_state("set_loop_size_ubtoout", dma)
    loop2_count_value = _count_arg("set_loop_size_ubtoout", "loop2_count", loop2_count)
    if loop2_count_value >= 1 << 21:
        raise SemanticsError(f"pto.set_loop_size_ubtoout: %loop2_count is a 21-bit field, got {loop2_count_value}")
    loop1_count_value = _count_arg("set_loop_size_ubtoout", "loop1_count", loop1_count)
    if loop1_count_value >= 1 << 21:
        raise SemanticsError(f"pto.set_loop_size_ubtoout: %loop1_count is a 21-bit field, got {loop1_count_value}")
    state[("ubtoout", "loop2_count")] = loop2_count_value
    state[("ubtoout", "loop1_count")] = loop1_count_value


def set_loop1_stride_ubtoout(dma: dict[tuple[str, str], Any], src_stride: Any, dst_stride: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop1_stride_ubtoout: Sets the loop1 source and destination strides of MTE3 (UB to GM) transfers.

    Writes the caller's DMA registers:
    dma[("ubtoout", "loop1_src_stride")] = src_stride
    dma[("ubtoout", "loop1_dst_stride")] = dst_stride
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _spec("set_loop1_stride_ubtoout", target)
    state = _dma_state("set_loop1_stride_ubtoout", dma)
    src_stride_value = _count_arg("set_loop1_stride_ubtoout", "src_stride", src_stride)
    if src_stride_value >= 1 << 21:
        raise SemanticsError(f"pto.set_loop1_stride_ubtoout: %src_stride is a 21-bit field, got {src_stride_value}")
    dst_stride_value = _count_arg("set_loop1_stride_ubtoout", "dst_stride", dst_stride)
    if dst_stride_value >= 1 << 40:
        raise SemanticsError(f"pto.set_loop1_stride_ubtoout: %dst_stride is a 40-bit field, got {dst_stride_value}")
    state[("ubtoout", "loop1_src_stride")] = src_stride_value
    state[("ubtoout", "loop1_dst_stride")] = dst_stride_value


def set_loop2_stride_ubtoout(dma: dict[tuple[str, str], Any], src_stride: Any, dst_stride: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop2_stride_ubtoout: Sets the loop2 source and destination strides of MTE3 (UB to GM) transfers.

    Writes the caller's DMA registers:
    dma[("ubtoout", "loop2_src_stride")] = src_stride
    dma[("ubtoout", "loop2_dst_stride")] = dst_stride
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _spec("set_loop2_stride_ubtoout", target)
    state = _dma_state("set_loop2_stride_ubtoout", dma)
    src_stride_value = _count_arg("set_loop2_stride_ubtoout", "src_stride", src_stride)
    if src_stride_value >= 1 << 21:
        raise SemanticsError(f"pto.set_loop2_stride_ubtoout: %src_stride is a 21-bit field, got {src_stride_value}")
    dst_stride_value = _count_arg("set_loop2_stride_ubtoout", "dst_stride", dst_stride)
    if dst_stride_value >= 1 << 40:
        raise SemanticsError(f"pto.set_loop2_stride_ubtoout: %dst_stride is a 40-bit field, got {dst_stride_value}")
    state[("ubtoout", "loop2_src_stride")] = src_stride_value
    state[("ubtoout", "loop2_dst_stride")] = dst_stride_value


def copy_gm_to_ubuf(dma: dict[tuple[str, str], Any], gm_src: Ptr, ub_dst: Ptr, sid: Any, n_burst: Any, len_burst: Any, left_padding_count: Any, right_padding_count: Any, data_select_bit: Any, l2_cache_ctl: Any, src_stride: Any, dst_stride: Any, *,
                    target: str = "a5") -> None:
    """pto.copy_gm_to_ubuf: Copies burst rows from global memory into the unified buffer (MTE2), looping as the outtoub registers say.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` bytes,
    `src_stride` / `dst_stride` bytes apart (start to start).
    The loops around the rows are the caller's `outtoub` registers: loop1 (inner) and loop2
    (outer) counts and strides from dma[("outtoub", "loop1_count")] etc., DMA_REGISTER_RESET
    for those never set (D-DMA-REGISTERS, D-DMA-LOOP-ORDER); with `data_select_bit`, bytes len_burst ..
    dst_stride of each destination row repeat the pad register's value (D-DMA-PAD).
    Reads gm, writes ub; gm and ub rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _spec("copy_gm_to_ubuf", target)
    src = _ptr_arg("copy_gm_to_ubuf", "gm_src", gm_src, ("gm",))
    dst = _ptr_arg("copy_gm_to_ubuf", "ub_dst", ub_dst, ("ub",))
    sid = _count_arg("copy_gm_to_ubuf", "sid", sid)
    n_burst = _count_arg("copy_gm_to_ubuf", "n_burst", n_burst)
    len_burst = _count_arg("copy_gm_to_ubuf", "len_burst", len_burst)
    left_padding_count = _count_arg("copy_gm_to_ubuf", "left_padding_count", left_padding_count)
    right_padding_count = _count_arg("copy_gm_to_ubuf", "right_padding_count", right_padding_count)
    l2_cache_ctl = _count_arg("copy_gm_to_ubuf", "l2_cache_ctl", l2_cache_ctl)
    src_stride = _count_arg("copy_gm_to_ubuf", "src_stride", src_stride)
    dst_stride = _count_arg("copy_gm_to_ubuf", "dst_stride", dst_stride)
    length = len_burst * 1
    src_step, dst_step = src_stride, dst_stride
    loops = _dma_register_loops("copy_gm_to_ubuf", dma, "outtoub")
    if isinstance(data_select_bit, (bool, np.bool_)) or isinstance(data_select_bit, (int, np.integer)) and data_select_bit in (0, 1):
        selected = bool(data_select_bit)
    else:
        raise SemanticsError(f"pto.copy_gm_to_ubuf: %data_select_bit must be an i1 (a bool or 0/1), got {data_select_bit!r}")
    if left_padding_count or right_padding_count:
        raise SemanticsError("pto.copy_gm_to_ubuf: left and right padding counts other than 0 are not modelled (D-DMA-PAD)")
    pad: Arr | None = None
    if selected:
        value = _dma_register(_dma_state("copy_gm_to_ubuf", dma), "outtoub", "pad_value")
        pad = np.atleast_1d(_scalar_arg("copy_gm_to_ubuf", "pad_value", value, _DTYPES[dst.elem] if dst.elem in _DTYPES else np.dtype(np.uint8))).view(np.uint8)
    _dma("copy_gm_to_ubuf", src, dst, length, n_burst, src_step, dst_step, loops, pad, dst_stride, target)


def copy_ubuf_to_gm(dma: dict[tuple[str, str], Any], ub_src: Ptr, gm_dst: Ptr, sid: Any, n_burst: Any, len_burst: Any, l2_cache_ctl: Any, dst_stride: Any, src_stride: Any, *,
                    target: str = "a5") -> None:
    """pto.copy_ubuf_to_gm: Copies burst rows from the unified buffer to global memory (MTE3), looping as the ubtoout registers say.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` bytes,
    `src_stride` / `dst_stride` bytes apart (start to start).
    The loops around the rows are the caller's `ubtoout` registers: loop1 (inner) and loop2
    (outer) counts and strides from dma[("ubtoout", "loop1_count")] etc., DMA_REGISTER_RESET
    for those never set (D-DMA-REGISTERS, D-DMA-LOOP-ORDER).
    Reads ub, writes gm; ub and gm rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    With the caller's atomic registers set (dma[("atomic", "op")] add, max or min and
    dma[("atomic", "type")]; pto.set_atomic_*), each row is combined with the bytes it
    overwrites instead (D-DMA-ATOMIC); `dma` None is the mode none.
    """
    _spec("copy_ubuf_to_gm", target)
    src = _ptr_arg("copy_ubuf_to_gm", "ub_src", ub_src, ("ub",))
    dst = _ptr_arg("copy_ubuf_to_gm", "gm_dst", gm_dst, ("gm",))
    sid = _count_arg("copy_ubuf_to_gm", "sid", sid)
    n_burst = _count_arg("copy_ubuf_to_gm", "n_burst", n_burst)
    len_burst = _count_arg("copy_ubuf_to_gm", "len_burst", len_burst)
    l2_cache_ctl = _count_arg("copy_ubuf_to_gm", "l2_cache_ctl", l2_cache_ctl)
    dst_stride = _count_arg("copy_ubuf_to_gm", "dst_stride", dst_stride)
    src_stride = _count_arg("copy_ubuf_to_gm", "src_stride", src_stride)
    length = len_burst * 1
    src_step, dst_step = src_stride, dst_stride
    loops = _dma_register_loops("copy_ubuf_to_gm", dma, "ubtoout")
    pad = None
    _dma("copy_ubuf_to_gm", src, dst, length, n_burst, src_step, dst_step, loops, pad, dst_stride, target,
         _atomic_mode("copy_ubuf_to_gm", dma))


def copy_ubuf_to_ubuf(ub_src: Ptr, ub_dst: Ptr, sid: Any, n_burst: Any, len_burst: Any, src_gap: Any, dst_gap: Any, *,
                      target: str = "a5") -> None:
    """pto.copy_ubuf_to_ubuf: Copies bursts of 32-byte blocks within the unified buffer (the instruction pto.mte_ub_ub becomes).

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 32 bytes,
    each next row `(len_burst + gap) x 32` bytes after the one before.
    Reads ub, writes ub; ub and ub rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _spec("copy_ubuf_to_ubuf", target)
    src = _ptr_arg("copy_ubuf_to_ubuf", "source", ub_src, ("ub",))
    dst = _ptr_arg("copy_ubuf_to_ubuf", "dest", ub_dst, ("ub",))
    sid = _count_arg("copy_ubuf_to_ubuf", "sid", sid)
    n_burst = _count_arg("copy_ubuf_to_ubuf", "n_burst", n_burst)
    len_burst = _count_arg("copy_ubuf_to_ubuf", "len_burst", len_burst)
    src_gap = _count_arg("copy_ubuf_to_ubuf", "src_stride", src_gap)
    dst_gap = _count_arg("copy_ubuf_to_ubuf", "dst_stride", dst_gap)
    length = len_burst * 32
    src_step, dst_step, dst_stride = (len_burst + src_gap) * 32, (len_burst + dst_gap) * 32, 0
    loops: list[tuple[int, int, int]] = []
    pad = None
    _dma("copy_ubuf_to_ubuf", src, dst, length, n_burst, src_step, dst_step, loops, pad, dst_stride, target)


def set_atomic_add(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_add: Turns on the atomic add for the stores to global memory that follow.

    Writes the caller's DMA registers:
    dma[("atomic", "op")] = 'add'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_add", target)
    state = _dma_state("set_atomic_add", dma)
    state[("atomic", "op")] = 'add'


def set_atomic_max(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_max: Turns on the atomic maximum for the stores to global memory that follow.

    Writes the caller's DMA registers:
    dma[("atomic", "op")] = 'max'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_max", target)
    state = _dma_state("set_atomic_max", dma)
    state[("atomic", "op")] = 'max'


def set_atomic_min(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_min: Turns on the atomic minimum for the stores to global memory that follow.

    Writes the caller's DMA registers:
    dma[("atomic", "op")] = 'min'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_min", target)
    state = _dma_state("set_atomic_min", dma)
    state[("atomic", "op")] = 'min'


def set_atomic_none(dma: dict[tuple[str, str], Any], *,
                    target: str = "a5") -> None:
    """pto.set_atomic_none: Turns the atomic mode off, so later stores to global memory overwrite it again.

    Writes the caller's DMA registers:
    dma[("atomic", "op")] = 'none'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_none", target)
    state = _dma_state("set_atomic_none", dma)
    state[("atomic", "op")] = 'none'


def set_atomic_f32(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_f32: Makes f32 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'f32'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_f32", target)
    state = _dma_state("set_atomic_f32", dma)
    state[("atomic", "type")] = 'f32'


def set_atomic_f16(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_f16: Makes f16 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'f16'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_f16", target)
    state = _dma_state("set_atomic_f16", dma)
    state[("atomic", "type")] = 'f16'


def set_atomic_bf16(dma: dict[tuple[str, str], Any], *,
                    target: str = "a5") -> None:
    """pto.set_atomic_bf16: Makes bf16 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'bf16'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_bf16", target)
    state = _dma_state("set_atomic_bf16", dma)
    state[("atomic", "type")] = 'bf16'


def set_atomic_s32(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_s32: Makes i32 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'i32'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_s32", target)
    state = _dma_state("set_atomic_s32", dma)
    state[("atomic", "type")] = 'i32'


def set_atomic_s16(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_s16: Makes i16 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'i16'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_s16", target)
    state = _dma_state("set_atomic_s16", dma)
    state[("atomic", "type")] = 'i16'


def set_atomic_s8(dma: dict[tuple[str, str], Any], *,
                  target: str = "a5") -> None:
    """pto.set_atomic_s8: Makes i8 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'i8'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _spec("set_atomic_s8", target)
    state = _dma_state("set_atomic_s8", dma)
    state[("atomic", "type")] = 'i8'


def get_block_idx(spr: dict[str, int], *,
                  target: str = "a5") -> int:
    """pto.get_block_idx: The index of the running block in the launch.

    Field k (64 bits from bit 64 x k) of spr["BLOCK_IDX"] is result k (result), read as a
    signed 64-bit integer; a register the caller's dictionary does not hold reads as 0.
    """
    _spec("get_block_idx", target)
    if not isinstance(spr, dict):
        raise SemanticsError(f"pto.get_block_idx: `spr` must be the caller's dictionary of special registers, got {spr!r}")
    value = _index_arg("get_block_idx", "BLOCK_IDX", spr.get("BLOCK_IDX", 0))
    fields = np.array([(value >> (64 * k)) & 18446744073709551615 for k in range(1)], dtype=_UINT[8])
    return int(fields.view(_INT[8])[0])


def get_block_num(spr: dict[str, int], *,
                  target: str = "a5") -> int:
    """pto.get_block_num: The number of blocks of the launch.

    Field k (64 bits from bit 64 x k) of spr["BLOCK_NUM"] is result k (result), read as a
    signed 64-bit integer; a register the caller's dictionary does not hold reads as 1.
    """
    _spec("get_block_num", target)
    if not isinstance(spr, dict):
        raise SemanticsError(f"pto.get_block_num: `spr` must be the caller's dictionary of special registers, got {spr!r}")
    value = _index_arg("get_block_num", "BLOCK_NUM", spr.get("BLOCK_NUM", 1))
    fields = np.array([(value >> (64 * k)) & 18446744073709551615 for k in range(1)], dtype=_UINT[8])
    return int(fields.view(_INT[8])[0])


def get_subblock_idx(spr: dict[str, int], *,
                     target: str = "a5") -> int:
    """pto.get_subblock_idx: The index of the running sub-block (vector core) in its block.

    Field k (64 bits from bit 64 x k) of spr["SUBBLOCKID"] is result k (result), read as a
    signed 64-bit integer; a register the caller's dictionary does not hold reads as 0.
    """
    _spec("get_subblock_idx", target)
    if not isinstance(spr, dict):
        raise SemanticsError(f"pto.get_subblock_idx: `spr` must be the caller's dictionary of special registers, got {spr!r}")
    value = _index_arg("get_subblock_idx", "SUBBLOCKID", spr.get("SUBBLOCKID", 0))
    fields = np.array([(value >> (64 * k)) & 18446744073709551615 for k in range(1)], dtype=_UINT[8])
    return int(fields.view(_INT[8])[0])


def get_subblock_num(spr: dict[str, int], *,
                     target: str = "a5") -> int:
    """pto.get_subblock_num: The number of sub-blocks (vector cores) of a block.

    Field k (64 bits from bit 64 x k) of spr["SUBBLOCKDIM"] is result k (result), read as a
    signed 64-bit integer; a register the caller's dictionary does not hold reads as 1.
    """
    _spec("get_subblock_num", target)
    if not isinstance(spr, dict):
        raise SemanticsError(f"pto.get_subblock_num: `spr` must be the caller's dictionary of special registers, got {spr!r}")
    value = _index_arg("get_subblock_num", "SUBBLOCKDIM", spr.get("SUBBLOCKDIM", 1))
    fields = np.array([(value >> (64 * k)) & 18446744073709551615 for k in range(1)], dtype=_UINT[8])
    return int(fields.view(_INT[8])[0])


def set_flag(flags: dict[tuple[Any, ...], int], *,
             src_pipe: str, dst_pipe: str, event_id: str, target: str = "a5") -> None:
    """pto.set_flag: Signals an event from a source pipe to a destination pipe.

    Adds one to flags[(src_pipe, dst_pipe, event_id)] (the caller owns `flags`; D-FLAG-COUNT).
    """
    _spec("set_flag", target)
    _choice("set_flag", "src_pipe", src_pipe, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'))
    _choice("set_flag", "dst_pipe", dst_pipe, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'))
    _choice("set_flag", "event_id", event_id, ('EVENT_ID0', 'EVENT_ID1', 'EVENT_ID2', 'EVENT_ID3', 'EVENT_ID4', 'EVENT_ID5', 'EVENT_ID6', 'EVENT_ID7'))
    key = (src_pipe, dst_pipe, event_id)
    flags[key] = flags.get(key, 0) + 1


def wait_flag(flags: dict[tuple[Any, ...], int], *,
              src_pipe: str, dst_pipe: str, event_id: str, target: str = "a5") -> None:
    """pto.wait_flag: Blocks the destination pipe until the source pipe has signalled the event.

    Takes one from flags[(src_pipe, dst_pipe, event_id)]; a flag that is not set is an error
    (the wait would never return; D-FLAG-COUNT).
    """
    _spec("wait_flag", target)
    _choice("wait_flag", "src_pipe", src_pipe, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'))
    _choice("wait_flag", "dst_pipe", dst_pipe, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'))
    _choice("wait_flag", "event_id", event_id, ('EVENT_ID0', 'EVENT_ID1', 'EVENT_ID2', 'EVENT_ID3', 'EVENT_ID4', 'EVENT_ID5', 'EVENT_ID6', 'EVENT_ID7'))
    key = (src_pipe, dst_pipe, event_id)
    if flags.get(key, 0) <= 0:
        raise SemanticsError(f"pto.wait_flag: waits on flag ({src_pipe}, {dst_pipe}, {event_id}), which is not set")
    flags[key] -= 1


def pipe_barrier(*,
                 pipe: str, target: str = "a5") -> None:
    """pto.pipe_barrier: Drains one pipe, as the manual spells it.

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _spec("pipe_barrier", target)
    _choice("pipe_barrier", "pipe", pipe, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'))


def barrier(*,
            pipe: str, target: str = "a5") -> None:
    """pto.barrier: Drains one pipe (PIPE_ALL for every pipe), as PTOAS spells it.

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _spec("barrier", target)
    _choice("barrier", "pipe", pipe, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'))


def mem_bar(*,
            kind: str, target: str = "a5") -> None:
    """pto.mem_bar: Orders unified-buffer accesses inside a vecscope (vector and scalar loads and stores).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _spec("mem_bar", target)
    _choice("mem_bar", "kind", kind, ('VV_ALL', 'VST_VLD', 'VLD_VST', 'VST_VST', 'VS_ALL', 'VST_LD', 'VLD_ST', 'VST_ST', 'SV_ALL', 'ST_VLD', 'LD_VST', 'ST_VST', 'SS_ALL', 'ST_LD', 'LD_ST', 'ST_ST'))


def dsb(*,
        mem: str, target: str = "a5") -> None:
    """pto.dsb: Data synchronization barrier for one memory domain.

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _spec("dsb", target)
    _choice("dsb", "mem", mem, ('ALL', 'DDR', 'UB', 'SEQ'))


def dcci(ptr: Ptr, *,
         cache: str, dst: str | None = None, target: str = "a5") -> None:
    """pto.dcci: Cleans and invalidates data-cache lines of global memory or the unified buffer.

    No cache is modelled (every access is already visible), so the op checks that `ptr`
    points into gm or ub and checks its names (D-CACHE-SYNC).
    """
    _spec("dcci", target)
    _choice("dcci", "cache", cache, ('SINGLE_CACHE_LINE', 'ENTIRE_DATA_CACHE'))
    if dst is not None:
        _choice("dcci", "dst", dst, ('CACHELINE_ALL', 'CACHELINE_UB', 'CACHELINE_OUT', 'CACHELINE_ATOMIC'))
    _ptr_arg("dcci", "ptr", ptr, ('gm', 'ub'))


def get_buf(*,
            op_type: str, buf_id: int, mode: int = 0, target: str = "a5") -> None:
    """pto.get_buf: Acquires a buffer token for a pipe (buffer-id ordering).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _spec("get_buf", target)
    _choice("get_buf", "op_type", op_type, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'))
    _index_arg("get_buf", "buf_id", buf_id)
    _index_arg("get_buf", "mode", mode)


def rls_buf(*,
            op_type: str, buf_id: int, mode: int = 0, target: str = "a5") -> None:
    """pto.rls_buf: Releases a buffer token of a pipe (buffer-id ordering).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _spec("rls_buf", target)
    _choice("rls_buf", "op_type", op_type, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'))
    _index_arg("rls_buf", "buf_id", buf_id)
    _index_arg("rls_buf", "mode", mode)


def get_buf_dyn(buf_id: Any, *,
                op_type: str, mode: int = 0, target: str = "a5") -> None:
    """pto.get_buf_dyn: Acquires a buffer token for a pipe, the buffer id a runtime value (buffer-id ordering).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _spec("get_buf_dyn", target)
    _choice("get_buf_dyn", "op_type", op_type, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'))
    _index_arg("get_buf_dyn", "mode", mode)
    if _index_arg("get_buf_dyn", "buf_id", buf_id) < 0:
        raise SemanticsError(f"pto.get_buf_dyn: %buf_id must not be negative, got {buf_id}")


def rls_buf_dyn(buf_id: Any, *,
                op_type: str, mode: int = 0, target: str = "a5") -> None:
    """pto.rls_buf_dyn: Releases a buffer token of a pipe, the buffer id a runtime value (buffer-id ordering).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _spec("rls_buf_dyn", target)
    _choice("rls_buf_dyn", "op_type", op_type, ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'))
    _index_arg("rls_buf_dyn", "mode", mode)
    if _index_arg("rls_buf_dyn", "buf_id", buf_id) < 0:
        raise SemanticsError(f"pto.rls_buf_dyn: %buf_id must not be negative, got {buf_id}")


def set_intra_block(flags: dict[tuple[Any, ...], int], *,
                    pipe: str, event_id: int, target: str = "a5") -> None:
    """pto.set_intra_block: Signals a semaphore of the core cluster (cube block and vector subblocks) once a pipe's work is done.

    Adds one to flags[("CORE", event_id)], the semaphore between cores (the caller owns `flags`;
    D-CORE-SYNC). Ids per target: a5 0..31, a2a3 0..15, cpu 0..31.
    """
    _spec("set_intra_block", target)
    _choice("set_intra_block", "pipe", pipe, ('PIPE_FIX', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_V'))
    _index_arg("set_intra_block", "event_id", event_id)
    ids = {'a5': 32, 'a2a3': 16, 'cpu': 32}.get(_TARGET_NAMES.get(str(target).lower(), ""), 0)
    if not 0 <= int(event_id) < ids:
        raise SemanticsError(f"pto.set_intra_block: semaphore id {int(event_id)} is out of range (0..{ids - 1} on {target})")
    core_key: tuple[Any, ...] = ("CORE", int(event_id))
    flags[core_key] = flags.get(core_key, 0) + 1


def wait_intra_block(flags: dict[tuple[Any, ...], int], *,
                     pipe: str, event_id: int, target: str = "a5") -> None:
    """pto.wait_intra_block: Stalls a pipe until a semaphore of the core cluster has been signalled.

    Takes one from flags[("CORE", event_id)]; a semaphore at zero is an error (its signal would
    come from a core the run does not execute; D-CORE-SYNC). Ids per target: a5 0..31, a2a3 0..15, cpu 0..31.
    """
    _spec("wait_intra_block", target)
    _choice("wait_intra_block", "pipe", pipe, ('PIPE_FIX', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_V'))
    _index_arg("wait_intra_block", "event_id", event_id)
    ids = {'a5': 32, 'a2a3': 16, 'cpu': 32}.get(_TARGET_NAMES.get(str(target).lower(), ""), 0)
    if not 0 <= int(event_id) < ids:
        raise SemanticsError(f"pto.wait_intra_block: semaphore id {int(event_id)} is out of range (0..{ids - 1} on {target})")
    core_key: tuple[Any, ...] = ("CORE", int(event_id))
    if flags.get(core_key, 0) <= 0:
        raise SemanticsError(f"pto.wait_intra_block: waits on semaphore {int(event_id)}, which nothing has signalled "
                             f"(its signal would come from another core, which this run does not execute)")
    flags[core_key] -= 1


def wait_intra_core(flags: dict[tuple[Any, ...], int], block_id: Any, event_id: Any, *,
                    target: str = "a5") -> None:
    """pto.wait_intra_core: Waits for a semaphore of the core cluster, as the manual spells the A5 wait (A5 only).

    Takes one from flags[("CORE", event_id)]; a semaphore at zero is an error (its signal would
    come from a core the run does not execute; D-CORE-SYNC). Ids per target: a5 0..31, cpu 0..31.
    Not an op of a2a3 (D-CORE-SYNC-NAMES): the semantics raise there.
    """
    _spec("wait_intra_core", target)
    _absent("wait_intra_core", target, [('a2a3', 'D-CORE-SYNC-NAMES')])
    if _index_arg("wait_intra_core", "block_id", block_id) < 0:
        raise SemanticsError(f"pto.wait_intra_core: %block_id must not be negative, got {block_id}")
    if _index_arg("wait_intra_core", "event_id", event_id) < 0:
        raise SemanticsError(f"pto.wait_intra_core: %event_id must not be negative, got {event_id}")
    ids = {'a5': 32, 'cpu': 32}.get(_TARGET_NAMES.get(str(target).lower(), ""), 0)
    if not 0 <= int(event_id) < ids:
        raise SemanticsError(f"pto.wait_intra_core: semaphore id {int(event_id)} is out of range (0..{ids - 1} on {target})")
    core_key: tuple[Any, ...] = ("CORE", int(event_id))
    if flags.get(core_key, 0) <= 0:
        raise SemanticsError(f"pto.wait_intra_core: waits on semaphore {int(event_id)}, which nothing has signalled "
                             f"(its signal would come from another core, which this run does not execute)")
    flags[core_key] -= 1


def set_cross_core(flags: dict[tuple[Any, ...], int], core_id: Any, event_id: Any, *,
                   target: str = "a5") -> None:
    """pto.set_cross_core: Signals a semaphore to the other cores of the cluster (A2/A3 only).

    Adds one to flags[("CORE", event_id)], the semaphore between cores (the caller owns `flags`;
    D-CORE-SYNC). Ids per target: a2a3 0..15.
    Not an op of a5, cpu (D-CORE-SYNC-NAMES): the semantics raise there.
    """
    _spec("set_cross_core", target)
    _absent("set_cross_core", target, [('a5', 'D-CORE-SYNC-NAMES'), ('cpu', 'D-CORE-SYNC-NAMES')])
    if _index_arg("set_cross_core", "core_id", core_id) < 0:
        raise SemanticsError(f"pto.set_cross_core: %core_id must not be negative, got {core_id}")
    if _index_arg("set_cross_core", "event_id", event_id) < 0:
        raise SemanticsError(f"pto.set_cross_core: %event_id must not be negative, got {event_id}")
    ids = {'a2a3': 16}.get(_TARGET_NAMES.get(str(target).lower(), ""), 0)
    if not 0 <= int(event_id) < ids:
        raise SemanticsError(f"pto.set_cross_core: semaphore id {int(event_id)} is out of range (0..{ids - 1} on {target})")
    core_key: tuple[Any, ...] = ("CORE", int(event_id))
    flags[core_key] = flags.get(core_key, 0) + 1


def wait_flag_dev(flags: dict[tuple[Any, ...], int], core_id: Any, event_id: Any, *,
                  target: str = "a5") -> None:
    """pto.wait_flag_dev: Stalls the whole core until a semaphore of the cluster has been signalled (A2/A3 only).

    Takes one from flags[("CORE", event_id)]; a semaphore at zero is an error (its signal would
    come from a core the run does not execute; D-CORE-SYNC). Ids per target: a2a3 0..15.
    Not an op of a5, cpu (D-CORE-SYNC-NAMES): the semantics raise there.
    """
    _spec("wait_flag_dev", target)
    _absent("wait_flag_dev", target, [('a5', 'D-CORE-SYNC-NAMES'), ('cpu', 'D-CORE-SYNC-NAMES')])
    if _index_arg("wait_flag_dev", "core_id", core_id) < 0:
        raise SemanticsError(f"pto.wait_flag_dev: %core_id must not be negative, got {core_id}")
    if _index_arg("wait_flag_dev", "event_id", event_id) < 0:
        raise SemanticsError(f"pto.wait_flag_dev: %event_id must not be negative, got {event_id}")
    ids = {'a2a3': 16}.get(_TARGET_NAMES.get(str(target).lower(), ""), 0)
    if not 0 <= int(event_id) < ids:
        raise SemanticsError(f"pto.wait_flag_dev: semaphore id {int(event_id)} is out of range (0..{ids - 1} on {target})")
    core_key: tuple[Any, ...] = ("CORE", int(event_id))
    if flags.get(core_key, 0) <= 0:
        raise SemanticsError(f"pto.wait_flag_dev: waits on semaphore {int(event_id)}, which nothing has signalled "
                             f"(its signal would come from another core, which this run does not execute)")
    flags[core_key] -= 1


def castptr(input: Ptr | int, *,
            dtype: str, space: str | None = None, memory: NDArray[np.uint8] | None = None, target: str = "a5") -> Ptr | int:
    """pto.castptr: Casts a byte address to a typed pointer, a pointer to another element type in its space, or a pointer to its address.

    With `space` (the result is a !pto.ptr<dtype, space>): an integer becomes a pointer to that
    byte address of `memory` (the caller's buffer for the space), and a pointer a pointer to the
    same address with element type `dtype` (in its own space). Without `space` (the result is an
    integer type `dtype`): a pointer gives its byte address.
    """
    _spec("castptr", target)
    value = input
    if space is None:
        if not isinstance(value, Ptr):
            raise SemanticsError(f"pto.castptr: an integer result needs a pointer %input, got {value!r}")
        return value.addr
    if isinstance(value, Ptr):
        if value.space != space:
            raise SemanticsError(f"pto.castptr: a pointer cast stays in its memory space ({value.space}), not {space}")
        return value._replace(elem=dtype)
    address = _index_arg("castptr", "input", value)
    if memory is None:
        raise SemanticsError(f"pto.castptr: an address becomes a pointer into a memory: pass memory= (the {space} buffer)")
    return Ptr(memory, address, dtype, space)


def addptr(ptr: Ptr, offset: Any, *,
           target: str = "a5") -> Ptr:
    """pto.addptr: Adds an element offset to a pointer.

    The pointer `offset` elements of its type further on (offset x element size bytes).
    """
    _spec("addptr", target)
    base = _ptr_arg("addptr", "ptr", ptr, tuple(MEMORY_BYTES))
    step = _index_arg("addptr", "offset", offset) * _elem_bytes("addptr", "ptr", base.elem)
    return base._replace(addr=base.addr + step)


def pand(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         target: str = "a5") -> Arr:
    """pto.pand: Lane-wise AND of two masks under a governing mask.

    A boolean mask of the inputs' lanes: result = `mask && (src0 && src1)` (N = the lanes).
    """
    _spec("pand", target)
    N = _mask_arg("pand", "src0", src0).shape[0]
    i = np.arange(N)
    src0 = _mask_arg("pand", "src0", src0, N)
    src1 = _mask_arg("pand", "src1", src1, N)
    mask = _mask_arg("pand", "mask", mask, N)
    dst: Arr = np.broadcast_to(np.asarray((mask & (src0 & src1))) != 0, (N,)).copy()
    return dst


def por(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
        target: str = "a5") -> Arr:
    """pto.por: Lane-wise OR of two masks under a governing mask.

    A boolean mask of the inputs' lanes: result = `mask && (src0 || src1)` (N = the lanes).
    """
    _spec("por", target)
    N = _mask_arg("por", "src0", src0).shape[0]
    i = np.arange(N)
    src0 = _mask_arg("por", "src0", src0, N)
    src1 = _mask_arg("por", "src1", src1, N)
    mask = _mask_arg("por", "mask", mask, N)
    dst: Arr = np.broadcast_to(np.asarray((mask & (src0 | src1))) != 0, (N,)).copy()
    return dst


def pxor(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         target: str = "a5") -> Arr:
    """pto.pxor: Lane-wise exclusive OR of two masks under a governing mask.

    A boolean mask of the inputs' lanes: result = `mask && (src0 ^ src1)` (N = the lanes).
    """
    _spec("pxor", target)
    N = _mask_arg("pxor", "src0", src0).shape[0]
    i = np.arange(N)
    src0 = _mask_arg("pxor", "src0", src0, N)
    src1 = _mask_arg("pxor", "src1", src1, N)
    mask = _mask_arg("pxor", "mask", mask, N)
    dst: Arr = np.broadcast_to(np.asarray((mask & (src0 ^ src1))) != 0, (N,)).copy()
    return dst


def pnot(input: ArrayLike, mask: ArrayLike | None = None, *,
         target: str = "a5") -> Arr:
    """pto.pnot: Lane-wise NOT of a mask under a governing mask.

    A boolean mask of the inputs' lanes: result = `mask && !input` (N = the lanes).
    """
    _spec("pnot", target)
    N = _mask_arg("pnot", "input", input).shape[0]
    i = np.arange(N)
    input = _mask_arg("pnot", "input", input, N)
    mask = _mask_arg("pnot", "mask", mask, N)
    dst: Arr = np.broadcast_to(np.asarray((mask & np.logical_not(input))) != 0, (N,)).copy()
    return dst


def psel(src0: ArrayLike, src1: ArrayLike, sel: ArrayLike, *,
         target: str = "a5") -> Arr:
    """pto.psel: Chooses each lane from one of two masks by a third.

    A boolean mask of the inputs' lanes: result = `sel ? src0 : src1` (N = the lanes).
    """
    _spec("psel", target)
    N = _mask_arg("psel", "src0", src0).shape[0]
    i = np.arange(N)
    src0 = _mask_arg("psel", "src0", src0, N)
    src1 = _mask_arg("psel", "src1", src1, N)
    sel = _mask_arg("psel", "sel", sel, N)
    dst: Arr = np.broadcast_to(np.asarray(_select(sel, src0, src1)) != 0, (N,)).copy()
    return dst


def ppack(input: ArrayLike, *,
          part: str, target: str = "a5") -> Arr:
    """pto.ppack: Packs the even lanes of a mask into its lower or higher half, zeroing the other half.

    The input masks are laid end to end; lane i of the result takes the lane its index
    expression names, or false where that index falls outside them:
    part "LOWER": in[i < N / 2 ? 2 * i : -1]
    part "HIGHER": in[i >= N / 2 ? 2 * (i - N / 2) : -1]
    """
    _spec("ppack", target)
    N = _mask_arg("ppack", "input", input).shape[0]
    src = (_mask_arg("ppack", "input", input, N), )
    i = np.arange(N)
    index: Any
    _choice("ppack", "part", part, ('LOWER', 'HIGHER'))
    if part == 'LOWER':
        index = _select((i < _div(N, 2)), (2 * i), np.negative(1))
    elif part == 'HIGHER':
        index = _select((i >= _div(N, 2)), (2 * (i - _div(N, 2))), np.negative(1))
    return _lanes(src, index, N)


def punpack(input: ArrayLike, *,
            part: str, target: str = "a5") -> Arr:
    """pto.punpack: Unpacks the lower or higher half of a mask into its even lanes.

    The input masks are laid end to end; lane i of the result takes the lane its index
    expression names, or false where that index falls outside them:
    part "LOWER": in[i % 2 == 0 ? i / 2 : -1]
    part "HIGHER": in[i % 2 == 0 ? N / 2 + i / 2 : -1]
    """
    _spec("punpack", target)
    N = _mask_arg("punpack", "input", input).shape[0]
    src = (_mask_arg("punpack", "input", input, N), )
    i = np.arange(N)
    index: Any
    _choice("punpack", "part", part, ('LOWER', 'HIGHER'))
    if part == 'LOWER':
        index = _select(((i % 2) == 0), _div(i, 2), np.negative(1))
    elif part == 'HIGHER':
        index = _select(((i % 2) == 0), (_div(N, 2) + _div(i, 2)), np.negative(1))
    return _lanes(src, index, N)


def pintlv_b8(src0: ArrayLike, src1: ArrayLike, *,
              target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pintlv_b8: Interleaves two b8 masks into two.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[(i % 2 == 0) ? i / 2 : N + i / 2]
    high[i] = in[(i % 2 == 0) ? N / 2 + i / 2 : N + N / 2 + i / 2]
    """
    _spec("pintlv_b8", target)
    N = 256
    src = (_mask_arg("pintlv_b8", "src0", src0, N), _mask_arg("pintlv_b8", "src1", src1, N), )
    i = np.arange(N)
    return _lanes(src, _select(((i % 2) == 0), _div(i, 2), (N + _div(i, 2))), N), _lanes(src, _select(((i % 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2))), N)


def pintlv_b16(src0: ArrayLike, src1: ArrayLike, *,
               target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pintlv_b16: Interleaves two b16 masks into two.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[(i % 2 == 0) ? i / 2 : N + i / 2]
    high[i] = in[(i % 2 == 0) ? N / 2 + i / 2 : N + N / 2 + i / 2]
    """
    _spec("pintlv_b16", target)
    N = 128
    src = (_mask_arg("pintlv_b16", "src0", src0, N), _mask_arg("pintlv_b16", "src1", src1, N), )
    i = np.arange(N)
    return _lanes(src, _select(((i % 2) == 0), _div(i, 2), (N + _div(i, 2))), N), _lanes(src, _select(((i % 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2))), N)


def pintlv_b32(src0: ArrayLike, src1: ArrayLike, *,
               target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pintlv_b32: Interleaves two b32 masks into two.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[(i % 2 == 0) ? i / 2 : N + i / 2]
    high[i] = in[(i % 2 == 0) ? N / 2 + i / 2 : N + N / 2 + i / 2]
    """
    _spec("pintlv_b32", target)
    N = 64
    src = (_mask_arg("pintlv_b32", "src0", src0, N), _mask_arg("pintlv_b32", "src1", src1, N), )
    i = np.arange(N)
    return _lanes(src, _select(((i % 2) == 0), _div(i, 2), (N + _div(i, 2))), N), _lanes(src, _select(((i % 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2))), N)


def pdintlv_b8(src0: ArrayLike, src1: ArrayLike, *,
               target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pdintlv_b8: Deinterleaves two b8 masks into their even and odd lanes.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[2 * i]
    high[i] = in[2 * i + 1]
    """
    _spec("pdintlv_b8", target)
    N = 256
    src = (_mask_arg("pdintlv_b8", "src0", src0, N), _mask_arg("pdintlv_b8", "src1", src1, N), )
    i = np.arange(N)
    return _lanes(src, (2 * i), N), _lanes(src, ((2 * i) + 1), N)


def pdintlv_b16(src0: ArrayLike, src1: ArrayLike, *,
                target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pdintlv_b16: Deinterleaves two b16 masks into their even and odd lanes.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[2 * i]
    high[i] = in[2 * i + 1]
    """
    _spec("pdintlv_b16", target)
    N = 128
    src = (_mask_arg("pdintlv_b16", "src0", src0, N), _mask_arg("pdintlv_b16", "src1", src1, N), )
    i = np.arange(N)
    return _lanes(src, (2 * i), N), _lanes(src, ((2 * i) + 1), N)


def pdintlv_b32(src0: ArrayLike, src1: ArrayLike, *,
                target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pdintlv_b32: Deinterleaves two b32 masks into their even and odd lanes.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[2 * i]
    high[i] = in[2 * i + 1]
    """
    _spec("pdintlv_b32", target)
    N = 64
    src = (_mask_arg("pdintlv_b32", "src0", src0, N), _mask_arg("pdintlv_b32", "src1", src1, N), )
    i = np.arange(N)
    return _lanes(src, (2 * i), N), _lanes(src, ((2 * i) + 1), N)


# dist -> (unit bits, 0 for the element's; alignment bytes, 0 for one unit; the manual's element widths;
#   bytes per offset unit, 0 for one element of the pointer's type)
_DISTS_PLDS: dict[str, tuple[Any, ...]] = {
    "NORM": (1, 32, (), 1),
    "US": (1, 16, (), 1),
    "DS": (1, 32, (), 1),
}
_NOT_MODELLED_PLDS: dict[str, str] = {}


def _dist_lanes_plds(dist: str, i: Arr, N: int) -> Arr:
    """The memory unit each register unit i uses under `dist` (negative: none)."""
    index: Any
    if dist == 'NORM':
        index = i
    elif dist == 'US':
        index = _div(i, 2)
    elif dist == 'DS':
        index = (2 * i)
    else:
        raise SemanticsError(f"pto.plds: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


def plds(source: Ptr, offset: Any, *,
         dist: str, mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> Arr | tuple[Arr, Ptr]:
    """pto.plds: Loads a mask from its packed image at a byte offset.

    Reads the unified buffer at `source` + `offset` offset units (mode "post_update": at `source`
    itself, returning also the pointer advanced by `offset`). Predicate bit i takes
    the memory bit the `dist` mode names (_DISTS_PLDS); the mask reads the 256 bits at
    granularity `dtype` (b8, b16, b32; default b8).
    """
    _spec("plds", target)
    src = _ptr_arg("plds", "source", source, ("ub",))
    _choice("plds", "dist", dist, ('NORM', 'US', 'DS'))
    _not_modelled("plds", "dist", dist, _NOT_MODELLED_PLDS)
    _choice("plds", "mode", mode, ('plain', 'post_update'))
    unit, align, _, per_offset = _DISTS_PLDS[dist]
    kind = "b8" if dtype is None else dtype
    _choice("plds", "dtype", kind, tuple(_MASK_STEP))
    step = _index_arg("plds", "offset", offset) * (per_offset or _elem_bytes("plds", "source", src.elem))
    address = src.addr + (0 if mode == "post_update" else step)
    index = _dist_lanes_plds(dist, np.arange(_VBITS), _VBITS)
    predicate = _load_bits("plds", src, address, index, align or 1, dist, target)
    results: list[Arr] = [predicate[::_MASK_STEP[kind]].copy()]
    if mode == "post_update":
        return results[0], src._replace(addr=src.addr + step)
    return results[0]


# dist -> (unit bits, 0 for the element's; alignment bytes, 0 for one unit; the manual's element widths;
#   bytes per offset unit, 0 for one element of the pointer's type)
_DISTS_PLDI: dict[str, tuple[Any, ...]] = {
    "NORM": (1, 32, (), 32),
    "US": (1, 16, (), 16),
    "DS": (1, 32, (), 32),
}
_NOT_MODELLED_PLDI: dict[str, str] = {}


def _dist_lanes_pldi(dist: str, i: Arr, N: int) -> Arr:
    """The memory unit each register unit i uses under `dist` (negative: none)."""
    index: Any
    if dist == 'NORM':
        index = i
    elif dist == 'US':
        index = _div(i, 2)
    elif dist == 'DS':
        index = (2 * i)
    else:
        raise SemanticsError(f"pto.pldi: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


def pldi(source: Ptr, offset: Any, *,
         dist: str, mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> Arr | tuple[Arr, Ptr]:
    """pto.pldi: Loads a mask from its packed image at an offset in alignment units.

    Reads the unified buffer at `source` + `offset` offset units (mode "post_update": at `source`
    itself, returning also the pointer advanced by `offset`). Predicate bit i takes
    the memory bit the `dist` mode names (_DISTS_PLDI); the mask reads the 256 bits at
    granularity `dtype` (b8, b16, b32; default b8).
    """
    _spec("pldi", target)
    src = _ptr_arg("pldi", "source", source, ("ub",))
    _choice("pldi", "dist", dist, ('NORM', 'US', 'DS'))
    _not_modelled("pldi", "dist", dist, _NOT_MODELLED_PLDI)
    _choice("pldi", "mode", mode, ('plain', 'post_update'))
    unit, align, _, per_offset = _DISTS_PLDI[dist]
    kind = "b8" if dtype is None else dtype
    _choice("pldi", "dtype", kind, tuple(_MASK_STEP))
    step = _index_arg("pldi", "offset", offset) * (per_offset or _elem_bytes("pldi", "source", src.elem))
    address = src.addr + (0 if mode == "post_update" else step)
    index = _dist_lanes_pldi(dist, np.arange(_VBITS), _VBITS)
    predicate = _load_bits("pldi", src, address, index, align or 1, dist, target)
    results: list[Arr] = [predicate[::_MASK_STEP[kind]].copy()]
    if mode == "post_update":
        return results[0], src._replace(addr=src.addr + step)
    return results[0]


# dist -> (unit bits, 0 for the element's; alignment bytes, 0 for one unit; the manual's element widths;
#   bytes per offset unit, 0 for one element of the pointer's type; bits written per unit, 0 for all; whether the mask is read)
_DISTS_PSTS: dict[str, tuple[Any, ...]] = {
    "NORM": (1, 32, (), 1, 0, False),
    "PK": (1, 16, (), 1, 0, False),
}
_NOT_MODELLED_PSTS: dict[str, str] = {}


def _dist_lanes_psts(dist: str, i: Arr, N: int) -> Arr:
    """The memory unit each register unit i uses under `dist` (negative: none)."""
    index: Any
    if dist == 'NORM':
        index = i
    elif dist == 'PK':
        index = _select(((i % 2) == 0), _div(i, 2), np.negative(1))
    else:
        raise SemanticsError(f"pto.psts: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


def psts(value: ArrayLike, destination: Ptr, offset: Any, *,
         dist: str, mode: str = 'plain', target: str = "a5") -> Ptr | None:
    """pto.psts: Stores a mask's packed image at a byte offset.

    Writes the unified buffer at `destination` + `offset` offset units (mode "post_update": at `destination`
    itself, returning the pointer advanced by `offset`). Predicate bit i of the mask's
    256-bit image goes to the memory bit the `dist` mode names (_DISTS_PSTS).    """
    _spec("psts", target)
    dst = _ptr_arg("psts", "destination", destination, ("ub",))
    image = _predicate_bits("psts", value)
    _choice("psts", "dist", dist, ('NORM', 'PK'))
    _not_modelled("psts", "dist", dist, _NOT_MODELLED_PSTS)
    _choice("psts", "mode", mode, ('plain', 'post_update'))
    unit, align, _, per_offset, to, masked = _DISTS_PSTS[dist]
    step = _index_arg("psts", "offset", offset) * (per_offset or _elem_bytes("psts", "destination", dst.elem))
    address = dst.addr + (0 if mode == "post_update" else step)
    index = _dist_lanes_psts(dist, np.arange(_VBITS), _VBITS)
    _store_bits("psts", image, dst, address, index, align or 1, dist, target)
    if mode == "post_update":
        return dst._replace(addr=dst.addr + step)
    return None


# dist -> (unit bits, 0 for the element's; alignment bytes, 0 for one unit; the manual's element widths;
#   bytes per offset unit, 0 for one element of the pointer's type; bits written per unit, 0 for all; whether the mask is read)
_DISTS_PSTI: dict[str, tuple[Any, ...]] = {
    "NORM": (1, 32, (), 32, 0, False),
    "PK": (1, 16, (), 16, 0, False),
}
_NOT_MODELLED_PSTI: dict[str, str] = {}


def _dist_lanes_psti(dist: str, i: Arr, N: int) -> Arr:
    """The memory unit each register unit i uses under `dist` (negative: none)."""
    index: Any
    if dist == 'NORM':
        index = i
    elif dist == 'PK':
        index = _select(((i % 2) == 0), _div(i, 2), np.negative(1))
    else:
        raise SemanticsError(f"pto.psti: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


def psti(value: ArrayLike, destination: Ptr, offset: Any, *,
         dist: str, mode: str = 'plain', target: str = "a5") -> Ptr | None:
    """pto.psti: Stores a mask's packed image at an offset in alignment units.

    Writes the unified buffer at `destination` + `offset` offset units (mode "post_update": at `destination`
    itself, returning the pointer advanced by `offset`). Predicate bit i of the mask's
    256-bit image goes to the memory bit the `dist` mode names (_DISTS_PSTI).    """
    _spec("psti", target)
    dst = _ptr_arg("psti", "destination", destination, ("ub",))
    image = _predicate_bits("psti", value)
    _choice("psti", "dist", dist, ('NORM', 'PK'))
    _not_modelled("psti", "dist", dist, _NOT_MODELLED_PSTI)
    _choice("psti", "mode", mode, ('plain', 'post_update'))
    unit, align, _, per_offset, to, masked = _DISTS_PSTI[dist]
    step = _index_arg("psti", "offset", offset) * (per_offset or _elem_bytes("psti", "destination", dst.elem))
    address = dst.addr + (0 if mode == "post_update" else step)
    index = _dist_lanes_psti(dist, np.arange(_VBITS), _VBITS)
    _store_bits("psti", image, dst, address, index, align or 1, dist, target)
    if mode == "post_update":
        return dst._replace(addr=dst.addr + step)
    return None


def pstu(align_in: Align, value: ArrayLike, base: Ptr, *,
         target: str = "a5") -> tuple[Align, Ptr]:
    """pto.pstu: Appends a mask, one bit per lane, to an unaligned store stream and returns where the stream goes on.

    Appends the mask, one bit per lane (lane i is bit i % 8 of byte i / 8) to the
    stream at the pointer. The stream's bytes up to the last 32-byte boundary they reach
    are written; the rest stay in the returned state until a later step or a flush.
    """
    _spec("pstu", target)
    base = _ptr_arg("pstu", "base", base, ("ub",))
    state = _align_arg("pstu", "align_in", align_in, "store")
    bits = _mask_arg("pstu", "value", value)
    if bits.size not in (_VBITS // 2, _VBITS // 4):
        raise SemanticsError(f"pto.pstu: %value must be a b16 or b32 mask (128 or 64 lanes), got {bits.size} lanes")
    esize = _elem_bytes("pstu", "base", base.elem)
    if _VBITS // bits.size != esize:
        raise SemanticsError(f"pto.pstu: a {'b16' if bits.size == _VBITS // 2 else 'b32'} mask pairs with a "
                             f"{'u16' if bits.size == _VBITS // 2 else 'u32'} pointer, not {base.elem}")
    data = np.packbits(bits, bitorder="little")
    at = base.addr
    _aligned("pstu", at, esize, "an element of the stream")
    new_state = _align_store("pstu", state, base, at, data, target)
    return new_state, base._replace(addr=base.addr + int(data.size))


def pltm_b8(loop: Any, bound: Any, *,
            target: str = "a5") -> Arr:
    """pto.pltm_b8: Masks the lanes of register number loop of a b8 mask whose element loop × 256 + i lies below bound.

    A boolean mask of 256 lanes: mask = `i + loop * N < bound` (N = 256).
    """
    _spec("pltm_b8", target)
    N = 256
    i = np.arange(N)
    loop = _scalar_arg("pltm_b8", "loop", loop, np.dtype(np.int32)).item()
    bound = _scalar_arg("pltm_b8", "bound", bound, np.dtype(np.int32)).item()
    mask: Arr = np.broadcast_to(np.asarray(((i + (loop * N)) < bound)) != 0, (N,)).copy()
    return mask


def pltm_b16(loop: Any, bound: Any, *,
             target: str = "a5") -> Arr:
    """pto.pltm_b16: Masks the lanes of register number loop of a b16 mask whose element loop × 128 + i lies below bound.

    A boolean mask of 128 lanes: mask = `i + loop * N < bound` (N = 128).
    """
    _spec("pltm_b16", target)
    N = 128
    i = np.arange(N)
    loop = _scalar_arg("pltm_b16", "loop", loop, np.dtype(np.int32)).item()
    bound = _scalar_arg("pltm_b16", "bound", bound, np.dtype(np.int32)).item()
    mask: Arr = np.broadcast_to(np.asarray(((i + (loop * N)) < bound)) != 0, (N,)).copy()
    return mask


def pltm_b32(loop: Any, bound: Any, *,
             target: str = "a5") -> Arr:
    """pto.pltm_b32: Masks the lanes of register number loop of a b32 mask whose element loop × 64 + i lies below bound.

    A boolean mask of 64 lanes: mask = `i + loop * N < bound` (N = 64).
    """
    _spec("pltm_b32", target)
    N = 64
    i = np.arange(N)
    loop = _scalar_arg("pltm_b32", "loop", loop, np.dtype(np.int32)).item()
    bound = _scalar_arg("pltm_b32", "bound", bound, np.dtype(np.int32)).item()
    mask: Arr = np.broadcast_to(np.asarray(((i + (loop * N)) < bound)) != 0, (N,)).copy()
    return mask


def vbr(value: Any, *, dtype: str | None = None,
        target: str = "a5") -> Arr:
    """pto.vbr: Broadcasts a scalar into every lane.

    A scalar (of element type `dtype`) goes into every lane.
    """
    _spec("vbr", target)
    value = value
    out = _splat("vbr", value, dtype)
    return out


def vdup(value: Any = None, mask: ArrayLike | None = None, *, input: ArrayLike | None = None, dtype: str | None = None,
         position: str = 'LOWEST',
         prior: ArrayLike | None = None,
         target: str = "a5") -> Arr:
    """pto.vdup: Broadcasts a scalar, or the lowest or highest lane of a register, into the active lanes.

    A scalar (of element type `dtype`) goes into every active lane; a register (an array
    with lanes on its last axis, as `input` or in place of the scalar) gives its lane 0 ("LOWEST")
    or lane N-1 ("HIGHEST").    Inactive lanes are 0, or `prior` for the merging form.
    """
    _spec("vdup", target)
    value = value if input is None else input
    _choice("vdup", "position", position, ('LOWEST', 'HIGHEST'))
    if isinstance(value, np.ndarray) and value.ndim >= 1:
        x, _ = _vector_args("vdup", OPS["vdup"], value, None)
        lane = x[..., :1] if position == 'LOWEST' else x[..., -1:]
        out = np.broadcast_to(lane, x.shape).copy()
    else:
        out = _splat("vdup", value, dtype)
    _, m = _vector_args("vdup", OPS["vdup"], out, mask)
    return _predicate(out, m, _prior_arg("vdup", prior, out))


def pset_b8(*,
            pattern: str, target: str = "a5") -> Arr:
    """pto.pset_b8: Sets a b8 mask (256 lanes) to a named pattern.

    A boolean mask of 256 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PSET_B8; N = 256).
    """
    _spec("pset_b8", target)
    N = 256
    i = np.arange(N)
    lanes: Any
    _choice("pset_b8", "pattern", pattern, ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'))
    _not_modelled("pset_b8", "pattern", pattern, {'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'})
    if pattern == 'PAT_ALL':
        lanes = 1
    elif pattern == 'PAT_ALLF':
        lanes = 0
    elif pattern == 'PAT_VL1':
        lanes = (i < 1)
    elif pattern == 'PAT_VL2':
        lanes = (i < 2)
    elif pattern == 'PAT_VL3':
        lanes = (i < 3)
    elif pattern == 'PAT_VL4':
        lanes = (i < 4)
    elif pattern == 'PAT_VL8':
        lanes = (i < 8)
    elif pattern == 'PAT_VL16':
        lanes = (i < 16)
    elif pattern == 'PAT_VL32':
        lanes = (i < 32)
    elif pattern == 'PAT_VL64':
        lanes = (i < 64)
    elif pattern == 'PAT_VL128':
        lanes = (i < 128)
    elif pattern == 'PAT_H':
        lanes = (i >= _div(N, 2))
    elif pattern == 'PAT_Q':
        lanes = (i >= (N - _div(N, 4)))
    result: Arr = np.broadcast_to(np.asarray(lanes) != 0, (N,)).copy()
    return result


def pset_b16(*,
             pattern: str, target: str = "a5") -> Arr:
    """pto.pset_b16: Sets a b16 mask (128 lanes) to a named pattern.

    A boolean mask of 128 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PSET_B16; N = 128).
    """
    _spec("pset_b16", target)
    N = 128
    i = np.arange(N)
    lanes: Any
    _choice("pset_b16", "pattern", pattern, ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'))
    _not_modelled("pset_b16", "pattern", pattern, {'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'})
    if pattern == 'PAT_ALL':
        lanes = 1
    elif pattern == 'PAT_ALLF':
        lanes = 0
    elif pattern == 'PAT_VL1':
        lanes = (i < 1)
    elif pattern == 'PAT_VL2':
        lanes = (i < 2)
    elif pattern == 'PAT_VL3':
        lanes = (i < 3)
    elif pattern == 'PAT_VL4':
        lanes = (i < 4)
    elif pattern == 'PAT_VL8':
        lanes = (i < 8)
    elif pattern == 'PAT_VL16':
        lanes = (i < 16)
    elif pattern == 'PAT_VL32':
        lanes = (i < 32)
    elif pattern == 'PAT_VL64':
        lanes = (i < 64)
    elif pattern == 'PAT_VL128':
        lanes = (i < 128)
    elif pattern == 'PAT_H':
        lanes = (i >= _div(N, 2))
    elif pattern == 'PAT_Q':
        lanes = (i >= (N - _div(N, 4)))
    result: Arr = np.broadcast_to(np.asarray(lanes) != 0, (N,)).copy()
    return result


def pset_b32(*,
             pattern: str, target: str = "a5") -> Arr:
    """pto.pset_b32: Sets a b32 mask (64 lanes) to a named pattern.

    A boolean mask of 64 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PSET_B32; N = 64).
    """
    _spec("pset_b32", target)
    N = 64
    i = np.arange(N)
    lanes: Any
    _choice("pset_b32", "pattern", pattern, ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'))
    _not_modelled("pset_b32", "pattern", pattern, {'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'})
    if pattern == 'PAT_ALL':
        lanes = 1
    elif pattern == 'PAT_ALLF':
        lanes = 0
    elif pattern == 'PAT_VL1':
        lanes = (i < 1)
    elif pattern == 'PAT_VL2':
        lanes = (i < 2)
    elif pattern == 'PAT_VL3':
        lanes = (i < 3)
    elif pattern == 'PAT_VL4':
        lanes = (i < 4)
    elif pattern == 'PAT_VL8':
        lanes = (i < 8)
    elif pattern == 'PAT_VL16':
        lanes = (i < 16)
    elif pattern == 'PAT_VL32':
        lanes = (i < 32)
    elif pattern == 'PAT_VL64':
        lanes = (i < 64)
    elif pattern == 'PAT_VL128':
        lanes = (i < 128)
    elif pattern == 'PAT_H':
        lanes = (i >= _div(N, 2))
    elif pattern == 'PAT_Q':
        lanes = (i >= (N - _div(N, 4)))
    result: Arr = np.broadcast_to(np.asarray(lanes) != 0, (N,)).copy()
    return result


def pge_b8(*,
           pattern: str, target: str = "a5") -> Arr:
    """pto.pge_b8: Generates a b8 mask (256 lanes) from a lane-count pattern.

    A boolean mask of 256 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PGE_B8; N = 256).
    """
    _spec("pge_b8", target)
    N = 256
    i = np.arange(N)
    lanes: Any
    _choice("pge_b8", "pattern", pattern, ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'))
    _not_modelled("pge_b8", "pattern", pattern, {'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'})
    if pattern == 'PAT_ALL':
        lanes = 1
    elif pattern == 'PAT_ALLF':
        lanes = 0
    elif pattern == 'PAT_VL1':
        lanes = (i < 1)
    elif pattern == 'PAT_VL2':
        lanes = (i < 2)
    elif pattern == 'PAT_VL3':
        lanes = (i < 3)
    elif pattern == 'PAT_VL4':
        lanes = (i < 4)
    elif pattern == 'PAT_VL8':
        lanes = (i < 8)
    elif pattern == 'PAT_VL16':
        lanes = (i < 16)
    elif pattern == 'PAT_VL32':
        lanes = (i < 32)
    elif pattern == 'PAT_VL64':
        lanes = (i < 64)
    elif pattern == 'PAT_VL128':
        lanes = (i < 128)
    elif pattern == 'PAT_H':
        lanes = (i >= _div(N, 2))
    elif pattern == 'PAT_Q':
        lanes = (i >= (N - _div(N, 4)))
    result: Arr = np.broadcast_to(np.asarray(lanes) != 0, (N,)).copy()
    return result


def pge_b16(*,
            pattern: str, target: str = "a5") -> Arr:
    """pto.pge_b16: Generates a b16 mask (128 lanes) from a lane-count pattern.

    A boolean mask of 128 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PGE_B16; N = 128).
    """
    _spec("pge_b16", target)
    N = 128
    i = np.arange(N)
    lanes: Any
    _choice("pge_b16", "pattern", pattern, ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'))
    _not_modelled("pge_b16", "pattern", pattern, {'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'})
    if pattern == 'PAT_ALL':
        lanes = 1
    elif pattern == 'PAT_ALLF':
        lanes = 0
    elif pattern == 'PAT_VL1':
        lanes = (i < 1)
    elif pattern == 'PAT_VL2':
        lanes = (i < 2)
    elif pattern == 'PAT_VL3':
        lanes = (i < 3)
    elif pattern == 'PAT_VL4':
        lanes = (i < 4)
    elif pattern == 'PAT_VL8':
        lanes = (i < 8)
    elif pattern == 'PAT_VL16':
        lanes = (i < 16)
    elif pattern == 'PAT_VL32':
        lanes = (i < 32)
    elif pattern == 'PAT_VL64':
        lanes = (i < 64)
    elif pattern == 'PAT_VL128':
        lanes = (i < 128)
    elif pattern == 'PAT_H':
        lanes = (i >= _div(N, 2))
    elif pattern == 'PAT_Q':
        lanes = (i >= (N - _div(N, 4)))
    result: Arr = np.broadcast_to(np.asarray(lanes) != 0, (N,)).copy()
    return result


def pge_b32(*,
            pattern: str, target: str = "a5") -> Arr:
    """pto.pge_b32: Generates a b32 mask (64 lanes) from a lane-count pattern.

    A boolean mask of 64 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PGE_B32; N = 64).
    """
    _spec("pge_b32", target)
    N = 64
    i = np.arange(N)
    lanes: Any
    _choice("pge_b32", "pattern", pattern, ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'))
    _not_modelled("pge_b32", "pattern", pattern, {'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'})
    if pattern == 'PAT_ALL':
        lanes = 1
    elif pattern == 'PAT_ALLF':
        lanes = 0
    elif pattern == 'PAT_VL1':
        lanes = (i < 1)
    elif pattern == 'PAT_VL2':
        lanes = (i < 2)
    elif pattern == 'PAT_VL3':
        lanes = (i < 3)
    elif pattern == 'PAT_VL4':
        lanes = (i < 4)
    elif pattern == 'PAT_VL8':
        lanes = (i < 8)
    elif pattern == 'PAT_VL16':
        lanes = (i < 16)
    elif pattern == 'PAT_VL32':
        lanes = (i < 32)
    elif pattern == 'PAT_VL64':
        lanes = (i < 64)
    elif pattern == 'PAT_VL128':
        lanes = (i < 128)
    elif pattern == 'PAT_H':
        lanes = (i >= _div(N, 2))
    elif pattern == 'PAT_Q':
        lanes = (i >= (N - _div(N, 4)))
    result: Arr = np.broadcast_to(np.asarray(lanes) != 0, (N,)).copy()
    return result


def plt_b8(scalar: Any, *,
           target: str = "a5") -> tuple[Arr, int]:
    """pto.plt_b8: Masks the first min(count, 256) lanes of a b8 mask and returns the count left.

    A boolean mask of 256 lanes: mask = `i < scalar`; scalar_out = `scalar < N ? 0 : scalar - N` (N = 256).
    """
    _spec("plt_b8", target)
    N = 256
    i = np.arange(N)
    scalar = _scalar_arg("plt_b8", "scalar", scalar, np.dtype(np.int32)).item()
    mask: Arr = np.broadcast_to(np.asarray((i < scalar)) != 0, (N,)).copy()
    scalar_out = int(_select((scalar < N), 0, (scalar - N)))
    return mask, scalar_out


def plt_b16(scalar: Any, *,
            target: str = "a5") -> tuple[Arr, int]:
    """pto.plt_b16: Masks the first min(count, 128) lanes of a b16 mask and returns the count left.

    A boolean mask of 128 lanes: mask = `i < scalar`; scalar_out = `scalar < N ? 0 : scalar - N` (N = 128).
    """
    _spec("plt_b16", target)
    N = 128
    i = np.arange(N)
    scalar = _scalar_arg("plt_b16", "scalar", scalar, np.dtype(np.int32)).item()
    mask: Arr = np.broadcast_to(np.asarray((i < scalar)) != 0, (N,)).copy()
    scalar_out = int(_select((scalar < N), 0, (scalar - N)))
    return mask, scalar_out


def plt_b32(scalar: Any, *,
            target: str = "a5") -> tuple[Arr, int]:
    """pto.plt_b32: Masks the first min(count, 64) lanes of a b32 mask and returns the count left.

    A boolean mask of 64 lanes: mask = `i < scalar`; scalar_out = `scalar < N ? 0 : scalar - N` (N = 64).
    """
    _spec("plt_b32", target)
    N = 64
    i = np.arange(N)
    scalar = _scalar_arg("plt_b32", "scalar", scalar, np.dtype(np.int32)).item()
    mask: Arr = np.broadcast_to(np.asarray((i < scalar)) != 0, (N,)).copy()
    scalar_out = int(_select((scalar < N), 0, (scalar - N)))
    return mask, scalar_out


def trowsum(src: ArrayLike, *, valid_rows: int | None = None, valid_cols: int | None = None,
            target: str = "a5") -> Arr:
    """pto.trowsum: Reduce each row of a source tile by summing all elements in that row, producing a column vector of row sums.

    Returns (..., valid_rows, 1). The order and precision depend on the target
    (SPECS["trowsum"]): a5: chunked; a2a3: chunked; cpu: sequential, {'f16': 'f32'}.
    Integers wrap in the element width.
    """
    spec = _spec("trowsum", target)
    v, name = _tile_args("trowsum", OPS["trowsum"], src, valid_rows, valid_cols)
    return _row_sum(v, name, spec)


# mode -> source element type -> legal index element types (from the op's constraints)
_INDEX_TYPES_TCOLARGMIN = {
    "index": {'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'f16': ['u32', 'i32'], 'f32': ['u32', 'i32']},
    "value_index": {'i8': [], 'u8': [], 'i16': ['u16', 'i16'], 'u16': ['u16', 'i16'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'f16': ['u16', 'i16'], 'f32': ['u32', 'i32']},
}


def tcolargmin(src: ArrayLike, *, valid_rows: int | None = None, valid_cols: int | None = None,
               mode: str = "index", index_dtype: str | None = None,
               target: str = "a5") -> Arr | tuple[Arr, Arr]:
    """pto.tcolargmin: Get the row index of the minimum element for each column. A value+index variant also returns the minimum value for each column.

    Returns the (..., 1, C) row index of each column's min over the
    valid rows (ties to the lowest row; row 0 starts as the current value and a
    later row wins only when strictly smaller). Mode "value_index"
    returns (values, indices). `index_dtype` defaults to the first legal type.
    """
    _spec("tcolargmin", target)
    if mode not in _INDEX_TYPES_TCOLARGMIN:
        raise SemanticsError(f"pto.tcolargmin: unknown mode {mode!r} (modes: index, value_index)")
    v, name = _tile_args("tcolargmin", OPS["tcolargmin"], src, valid_rows, valid_cols)
    legal = _INDEX_TYPES_TCOLARGMIN[mode][name]
    if not legal:
        raise SemanticsError(f"pto.tcolargmin: {mode} mode does not support {name} sources")
    index_dtype = legal[0] if index_dtype is None else index_dtype
    if index_dtype not in legal:
        raise SemanticsError(f"pto.tcolargmin: index type {index_dtype} is not legal for {name} in {mode} mode "
                             f"(legal: {', '.join(legal)})")

    def block(t: Arr) -> tuple[Arr, Arr]:
        if not _is_float(t.dtype) or not np.isnan(t).any():
            # Without NaN the scan is the first minimum of each column.
            idx = np.argmin(t, axis=1)
            return np.take_along_axis(t, idx[:, None, :], axis=1)[:, 0, :], idx
        cur = t[:, 0, :].copy()
        idx = np.zeros(cur.shape, dtype=np.int64)
        for i in range(1, t.shape[1]):
            row = t[:, i, :]
            better = row < cur
            np.copyto(cur, row, where=better)
            idx[better] = i
        return cur, idx

    flat: Arr = v.reshape((-1,) + v.shape[-2:])
    values: Arr = np.empty((flat.shape[0], v.shape[-1]), dtype=v.dtype)
    indices = np.empty((flat.shape[0], v.shape[-1]), dtype=_DTYPES[index_dtype])
    step = max(1, _BLOCK_BYTES // max(1, v.shape[-2] * v.shape[-1] * v.dtype.itemsize))
    for s in range(0, flat.shape[0], step):
        values[s:s + step], indices[s:s + step] = block(flat[s:s + step])
    shape = v.shape[:-2] + (1, v.shape[-1])
    if mode == "value_index":
        return values.reshape(shape), indices.reshape(shape)
    result: Arr = indices.reshape(shape)
    return result


def vcadd(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vcadd: Full-vector sum of the active lanes.

    Inactive lanes count as 0; the sum is formed in tree order, integers
    wrapping. The result is in lane 0, all other lanes 0. i8, u8, i16, u16
    sources give a result of twice the width and half the lanes ({'i8': 'i16', 'u8': 'u16', 'i16': 'i32', 'u16': 'u32'}).
    """
    spec = _spec("vcadd", target)
    x, m = _vector_args("vcadd", OPS["vcadd"], src, mask)
    return _reduce_sum(x, m, spec)


def vcmax(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vcmax: Full-vector maximum with the index of the maximum lane.

    Value in lane 0, lane index (unsigned, T's width, raw bits) in lane 1;
    other lanes 0. With no active lane, lane 0 holds the start value (-INF;
    the integer minimum) and the index is 0.
    """
    spec = _spec("vcmax", target)
    x, m = _vector_args("vcmax", OPS["vcmax"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        value, index, _ = _extremum(x, m, "max", True)
        return _place_lane0(x, value, None, index, 1)

    return _map_blocks(block, x, m)


def vcmin(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vcmin: Full-vector minimum with the index of the minimum lane.

    Value in lane 0, lane index (unsigned, T's width, raw bits) in lane 1;
    other lanes 0. With no active lane, lane 0 holds the start value (+INF;
    the integer maximum) and the index is 0.
    """
    spec = _spec("vcmin", target)
    x, m = _vector_args("vcmin", OPS["vcmin"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        value, index, _ = _extremum(x, m, "min", True)
        return _place_lane0(x, value, None, index, 1)

    return _map_blocks(block, x, m)


def vcbmax(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> tuple[Arr, Arr]:
    """pto.vcbmax: Full-vector maximum with a predicate marking every active lane that holds it.

    Returns (value, predicate). The value register holds the maximum of the active lanes in
    lane 0, the other lanes 0; with no active lane, lane 0 holds the start value
    (-INF; the integer minimum). `predicate` is true on every active lane equal to it
    (+0 and -0 both match; NaN never does), false elsewhere.
    """
    _spec("vcbmax", target)
    x, m = _vector_args("vcbmax", OPS["vcbmax"], src, mask)
    value, _, _ = _extremum(x, m, "max", False)
    with np.errstate(invalid="ignore"):
        hit: Arr = x == value[..., None]
    if m is not None:
        hit &= m
    return _place_lane0(x, value, None), hit


def vcbmin(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> tuple[Arr, Arr]:
    """pto.vcbmin: Full-vector minimum with a predicate marking every active lane that holds it.

    Returns (value, predicate). The value register holds the minimum of the active lanes in
    lane 0, the other lanes 0; with no active lane, lane 0 holds the start value
    (+INF; the integer maximum). `predicate` is true on every active lane equal to it
    (+0 and -0 both match; NaN never does), false elsewhere.
    """
    _spec("vcbmin", target)
    x, m = _vector_args("vcbmin", OPS["vcbmin"], src, mask)
    value, _, _ = _extremum(x, m, "min", False)
    with np.errstate(invalid="ignore"):
        hit: Arr = x == value[..., None]
    if m is not None:
        hit &= m
    return _place_lane0(x, value, None), hit


def vcgadd(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vcgadd: Per-VLane-group sum.

    Each 32-byte VLane (8 per register) is reduced on its own; the 8 results
    are written to lanes 0..7 in VLane order, the other lanes are 0.
    """
    spec = _spec("vcgadd", target)
    x, m = _vector_args("vcgadd", OPS["vcgadd"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        g = _groups(x)
        gm = None if m is None else _groups(m)
        with np.errstate(all="ignore"):
            value = _nan_rule(_sum_sequential(_masked(g, gm), x.dtype), spec)
        return _place_contiguous(x, value)

    return _map_blocks(block, x, m)


def vcgmax(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vcgmax: Per-VLane-group maximum reduction.

    Each 32-byte VLane (8 per register) is reduced on its own; the 8 results
    are written to lanes 0..7 in VLane order, the other lanes are 0. A VLane
    with no active lane gives the start value (-INF; the integer minimum).
    """
    spec = _spec("vcgmax", target)
    x, m = _vector_args("vcgmax", OPS["vcgmax"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        g = _groups(x)
        gm = None if m is None else _groups(m)
        value, _, _ = _extremum(g, gm, "max", False)
        return _place_contiguous(x, value)

    return _map_blocks(block, x, m)


def vcgmin(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vcgmin: Per-VLane-group minimum reduction.

    Each 32-byte VLane (8 per register) is reduced on its own; the 8 results
    are written to lanes 0..7 in VLane order, the other lanes are 0. A VLane
    with no active lane gives the start value (+INF; the integer maximum).
    """
    spec = _spec("vcgmin", target)
    x, m = _vector_args("vcgmin", OPS["vcgmin"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        g = _groups(x)
        gm = None if m is None else _groups(m)
        value, _, _ = _extremum(g, gm, "min", False)
        return _place_contiguous(x, value)

    return _map_blocks(block, x, m)


def vcpadd(src: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vcpadd: Pairwise add of adjacent lanes into the low half.

    Lane i of the result (i < N/2) is lane 2i plus lane 2i+1, rounded to T, inactive
    lanes counting as 0; lanes N/2..N-1 are 0.
    """
    spec = _spec("vcpadd", target)
    x, m = _vector_args("vcpadd", OPS["vcpadd"], src, mask)

    def block(x: Arr, m: Arr | None) -> Arr:
        v = _masked(x, m)
        out = np.zeros_like(x)
        with np.errstate(all="ignore"):
            out[..., :x.shape[-1] // 2] = _nan_rule(v[..., 0::2] + v[..., 1::2], spec)
        return out

    return _map_blocks(block, x, m)


def chistv2(acc: ArrayLike, src: ArrayLike, mask: ArrayLike | None, bin: int, *, target: str = "a5") -> Arr:
    """pto.chistv2: Cumulative histogram of the active bytes of a register, added to 128 16-bit bin counters.

    `acc` holds 128 16-bit counters and `src` 256 bytes (read unsigned); `bin` (0 or 1) picks the
    byte values the counters cover, 128 * bin + lane. Lane k of the result is acc[k] plus the number
    of active bytes at most 128 * bin + k, wrapping modulo 2^16. Every lane is
    written; the mask only selects bytes (D-HIST-BIN, D-HIST-OVERFLOW).
    """
    _spec("chistv2", target)
    return _histogram("chistv2", OPS["chistv2"], acc, src, mask, bin, True)


def dhistv2(acc: ArrayLike, src: ArrayLike, mask: ArrayLike | None, bin: int, *, target: str = "a5") -> Arr:
    """pto.dhistv2: Per-value histogram of the active bytes of a register, added to 128 16-bit bin counters.

    `acc` holds 128 16-bit counters and `src` 256 bytes (read unsigned); `bin` (0 or 1) picks the
    byte values the counters cover, 128 * bin + lane. Lane k of the result is acc[k] plus the number
    of active bytes equal to 128 * bin + k, wrapping modulo 2^16. Every lane is
    written; the mask only selects bytes (D-HIST-BIN, D-HIST-OVERFLOW).
    """
    _spec("dhistv2", target)
    return _histogram("dhistv2", OPS["dhistv2"], acc, src, mask, bin, False)


def load_scalar(ptr: Ptr, offset: Any, *,
                target: str = "a5") -> Any:
    """pto.load_scalar: Reads one element through a typed pointer.

    Reads one element of `ptr`'s element type at `ptr` + `offset` elements, returned
    as a numpy scalar of that type. `offset` may be negative; the
    address must be a multiple of the element's size and the element inside the memory.
    """
    _spec("load_scalar", target)
    at = _ptr_arg("load_scalar", "ptr", ptr, tuple(MEMORY_BYTES))
    kind = at.elem
    if kind not in OPS["load_scalar"]:
        raise SemanticsError(f"pto.load_scalar: %ptr points to {kind}, which it cannot load "
                             f"(legal: {', '.join(OPS['load_scalar'])})")
    dt = _DTYPES[kind]
    address = at.addr + _index_arg("load_scalar", "offset", offset) * dt.itemsize
    _aligned("load_scalar", address, dt.itemsize, f"one {kind} element")
    _span("load_scalar", at, address, dt.itemsize, "reads", target)
    return at.mem[address:address + dt.itemsize].copy().view(dt)[0]


def store_scalar(value: Any, ptr: Ptr, offset: Any, *,
                 target: str = "a5") -> None:
    """pto.store_scalar: Writes one element through a typed pointer.

    Writes one element of `ptr`'s element type at `ptr` + `offset` elements (`value`
    as that type: an element of that type as it is, other floats rounded to nearest even, integers
    wrapped). `offset` may be negative; the
    address must be a multiple of the element's size and the element inside the memory.
    """
    _spec("store_scalar", target)
    at = _ptr_arg("store_scalar", "ptr", ptr, tuple(MEMORY_BYTES))
    kind = at.elem
    if kind not in OPS["store_scalar"]:
        raise SemanticsError(f"pto.store_scalar: %ptr points to {kind}, which it cannot store "
                             f"(legal: {', '.join(OPS['store_scalar'])})")
    dt = _DTYPES[kind]
    element = value if isinstance(value, np.generic) and value.dtype == dt \
        else _scalar_arg("store_scalar", "value", value, dt)  # an element of T keeps its bits (NaN payloads)
    address = at.addr + _index_arg("store_scalar", "offset", offset) * dt.itemsize
    _aligned("store_scalar", address, dt.itemsize, f"one {kind} element")
    _span("store_scalar", at, address, dt.itemsize, "writes", target)
    at.mem[address:address + dt.itemsize] = np.asarray(element, dtype=dt).reshape(1).view(np.uint8)


def ld_dev(ptr: Ptr, offset: Any, *,
           target: str = "a5") -> Any:
    """pto.ld_dev: Reads one integer element of global memory past the core's L1 data cache.

    Reads one element of `ptr`'s element type at `ptr` + `offset` elements, returned
    as a numpy scalar of that type. `offset` may be negative; the
    address must be a multiple of the element's size and the element inside the memory    (`ptr` must point into gm).
    Not an op of a2a3, cpu (D-DEV-ACCESS-TARGETS): the semantics raise there.
    """
    _spec("ld_dev", target)
    _absent("ld_dev", target, [('a2a3', 'D-DEV-ACCESS-TARGETS'), ('cpu', 'D-DEV-ACCESS-TARGETS')])
    at = _ptr_arg("ld_dev", "ptr", ptr, ('gm',))
    kind = at.elem
    if kind not in OPS["ld_dev"]:
        raise SemanticsError(f"pto.ld_dev: %ptr points to {kind}, which it cannot load "
                             f"(legal: {', '.join(OPS['ld_dev'])})")
    dt = _DTYPES[kind]
    address = at.addr + _index_arg("ld_dev", "offset", offset) * dt.itemsize
    _aligned("ld_dev", address, dt.itemsize, f"one {kind} element")
    _span("ld_dev", at, address, dt.itemsize, "reads", target)
    return at.mem[address:address + dt.itemsize].copy().view(dt)[0]


def st_dev(value: Any, ptr: Ptr, offset: Any, *,
           target: str = "a5") -> None:
    """pto.st_dev: Writes one integer element of global memory past the core's L1 data cache.

    Writes one element of `ptr`'s element type at `ptr` + `offset` elements (`value`
    as that type: an element of that type as it is, other floats rounded to nearest even, integers
    wrapped). `offset` may be negative; the
    address must be a multiple of the element's size and the element inside the memory    (`ptr` must point into gm).
    Not an op of a2a3, cpu (D-DEV-ACCESS-TARGETS): the semantics raise there.
    """
    _spec("st_dev", target)
    _absent("st_dev", target, [('a2a3', 'D-DEV-ACCESS-TARGETS'), ('cpu', 'D-DEV-ACCESS-TARGETS')])
    at = _ptr_arg("st_dev", "ptr", ptr, ('gm',))
    kind = at.elem
    if kind not in OPS["st_dev"]:
        raise SemanticsError(f"pto.st_dev: %ptr points to {kind}, which it cannot store "
                             f"(legal: {', '.join(OPS['st_dev'])})")
    dt = _DTYPES[kind]
    element = value if isinstance(value, np.generic) and value.dtype == dt \
        else _scalar_arg("st_dev", "value", value, dt)  # an element of T keeps its bits (NaN payloads)
    address = at.addr + _index_arg("st_dev", "offset", offset) * dt.itemsize
    _aligned("st_dev", address, dt.itemsize, f"one {kind} element")
    _span("st_dev", at, address, dt.itemsize, "writes", target)
    at.mem[address:address + dt.itemsize] = np.asarray(element, dtype=dt).reshape(1).view(np.uint8)


def vaddrelu(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
             prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vaddrelu: Lane-wise sum of two vector registers, with negative results replaced by zero.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src0 + src1 > 0) ? src0 + src1 : 0`.
    """
    spec = _spec("vaddrelu", target)
    x, m = _vector_args("vaddrelu", OPS["vaddrelu"], src0, mask)
    y = _same_register("vaddrelu", "src1", src1, x)
    p = _prior_arg("vaddrelu", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_select(((x + y) > 0), (x + y), 0)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vsubrelu(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
             prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vsubrelu: Lane-wise difference of two vector registers, with negative results replaced by zero.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src0 - src1 > 0) ? src0 - src1 : 0`.
    """
    spec = _spec("vsubrelu", target)
    x, m = _vector_args("vsubrelu", OPS["vsubrelu"], src0, mask)
    y = _same_register("vsubrelu", "src1", src1, x)
    p = _prior_arg("vsubrelu", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_select(((x - y) > 0), (x - y), 0)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vaxpy(src0: ArrayLike, src1: ArrayLike, alpha: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vaxpy: Scales a vector register by a scalar and adds a second register, with one rounding.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `fma(alpha, src0, src1)`.
    """
    spec = _spec("vaxpy", target)
    x, m = _vector_args("vaxpy", OPS["vaxpy"], src0, mask)
    y = _same_register("vaxpy", "src1", src1, x)
    s = _scalar_arg("vaxpy", "alpha", alpha, x.dtype)
    p = _prior_arg("vaxpy", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_fma(s, x, y)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vmula(acc: ArrayLike, src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vmula: Adds the lane-wise product of two vector registers to an accumulator register, with one rounding.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `fma(src0, src1, acc)`.
    """
    spec = _spec("vmula", target)
    x, m = _vector_args("vmula", OPS["vmula"], acc, mask)
    y = _same_register("vmula", "src0", src0, x)
    z = _same_register("vmula", "src1", src1, x)
    p = _prior_arg("vmula", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr, z: Arr) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_fma(y, z, x)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y, z)


def vmadd(acc: ArrayLike, src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vmadd: Multiplies the accumulator register by a second register and adds a third, with one rounding.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `fma(src0, acc, src1)`.
    """
    spec = _spec("vmadd", target)
    x, m = _vector_args("vmadd", OPS["vmadd"], acc, mask)
    y = _same_register("vmadd", "src0", src0, x)
    z = _same_register("vmadd", "src1", src1, x)
    p = _prior_arg("vmadd", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr, z: Arr) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_fma(y, x, z)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y, z)


def vmull(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
          target: str = "a5") -> tuple[Arr, Arr]:
    """pto.vmull: Lane-wise multiply at twice the width, returning the low and high halves.

    Returns (low, high): the low and high halves of each lane's double-width product, signed
    for signed lanes and unsigned for unsigned ones; inactive lanes are 0 in both.
    """
    _spec("vmull", target)
    x, m = _vector_args("vmull", OPS["vmull"], src0, mask)
    y = _same_register("vmull", "src1", src1, x)
    bits = x.dtype.itemsize * 8
    wide = np.int64 if x.dtype.kind == "i" else np.uint64
    product = x.astype(wide) * y.astype(wide)  # exact: 32 x 32 bits fit in 64
    unsigned = _UINT[x.dtype.itemsize]
    low = (product.view(np.uint64) & np.uint64((1 << bits) - 1)).astype(unsigned).view(x.dtype)
    high = ((product >> bits).view(np.uint64) & np.uint64((1 << bits) - 1)).astype(unsigned).view(x.dtype)
    return _zero_inactive(low, m), _zero_inactive(high, m)


def vexpdif(src: ArrayLike, max: ArrayLike, mask: ArrayLike | None = None, *,
            part: str,
            prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vexpdif: Lane-wise exp(input - max), the softmax numerator in one op.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: by `part`,
    "EVEN": `expf(src - max)`;
    "ODD": `expf(src - max)`.
    """
    spec = _spec("vexpdif", target)
    x, m = _vector_args("vexpdif", OPS["vexpdif"], src, mask)
    y = _same_register("vexpdif", "max", max, x)
    _choice("vexpdif", "part", part, ('EVEN', 'ODD'))
    # A wider result type: the lanes the part names (every k-th, from position p), each rounded once.
    out_t = _DTYPES[{'f32': 'f32', 'f16': 'f32'}[_NAME_OF[x.dtype]]]
    k = out_t.itemsize // x.dtype.itemsize
    pos = ('EVEN', 'ODD').index(part) % k if k > 1 else 0
    with np.errstate(all="ignore"):
        x = x.astype(np.float64)
        y = y.astype(np.float64)
        if part == 'EVEN':
            wide = np.asarray(np.exp((x - y)))
        elif part == 'ODD':
            wide = np.asarray(np.exp((x - y)))
    r = _nan_rule(_round_f64(np.ascontiguousarray(wide[..., pos::k]), out_t), spec)
    mm = None if m is None else m[..., pos::k]
    return _predicate(r, mm, _prior_arg("vexpdif", prior, r))


# source element type -> result element type
_RESULT_VADDRELUCONV = {'f32': 'f16', 'f16': 'i8', 'i16': 'i8'}


def vaddreluconv(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vaddreluconv: Adds two registers, clamps negatives to zero and converts to a narrower type.

    `(src0 + src1 > 0) ? src0 + src1 : 0` in the source type, then converted to the result type ({'f32': 'f16', 'f16': 'i8', 'i16': 'i8'})
    rounding to nearest even and saturating; a narrower result takes the even lanes (the others 0).
    """
    _spec("vaddreluconv", target)
    x, m = _vector_args("vaddreluconv", OPS["vaddreluconv"], src0, mask)
    y = _same_register("vaddreluconv", "src1", src1, x)
    out_t = _DTYPES[_RESULT_VADDRELUCONV[_NAME_OF[x.dtype]]]
    with np.errstate(all="ignore"):
        value = np.asarray(_select(((x + y) > 0), (x + y), 0)).astype(x.dtype, copy=False)
    return _convert(value, m, out_t, "R", "SAT", 0)  # narrow results in the even lanes (D-RELUCONV)


# source element type -> result element type
_RESULT_VMULCONV = {'f16': 'i8'}


def vmulconv(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *, target: str = "a5") -> Arr:
    """pto.vmulconv: Multiplies two registers and converts the products to a narrower type.

    `src0 * src1` in the source type, then converted to the result type ({'f16': 'i8'})
    rounding to nearest even and saturating; a narrower result takes the even lanes (the others 0).
    """
    _spec("vmulconv", target)
    x, m = _vector_args("vmulconv", OPS["vmulconv"], src0, mask)
    y = _same_register("vmulconv", "src1", src1, x)
    out_t = _DTYPES[_RESULT_VMULCONV[_NAME_OF[x.dtype]]]
    with np.errstate(all="ignore"):
        value = np.asarray((x * y)).astype(x.dtype, copy=False)
    return _convert(value, m, out_t, "R", "SAT", 0)  # narrow results in the even lanes (D-RELUCONV)


# source element type -> result element type
_RESULT_VMULSCVT = {'f32': 'f16'}


def vmulscvt(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
             rnd: str, part: str, target: str = "a5") -> Arr:
    """pto.vmulscvt: Multiplies every lane by a scalar and converts the products to f16, into the even or the odd lanes.

    `src * scalar` in the source type, then converted to the result type ({'f32': 'f16'})
    rounding by `rnd` (A) and saturating; a narrower result takes the lanes
    `part` chooses (EVEN, ODD: position 2i + its index), the others 0.
    """
    _spec("vmulscvt", target)
    x, m = _vector_args("vmulscvt", OPS["vmulscvt"], src, mask)
    s = _scalar_arg("vmulscvt", "scalar", scalar, x.dtype)
    _choice("vmulscvt", "rnd", rnd, ('A',))
    _choice("vmulscvt", "part", part, ('EVEN', 'ODD'))
    out_t = _DTYPES[_RESULT_VMULSCVT[_NAME_OF[x.dtype]]]
    with np.errstate(all="ignore"):
        value = np.asarray((x * s)).astype(x.dtype, copy=False)
    return _convert(value, m, out_t, rnd, "SAT", ('EVEN', 'ODD').index(part))  # saturating (D-MULSCVT-SAT)


def vbitsort(dst: Ptr, src: Ptr, idx: Ptr, repeat: Any, *,
             target: str = "a5") -> None:
    """pto.vbitsort: Sorts groups of 32 (score, index) pairs by score, from unified-buffer memory into records.

    `src` holds 32 x `repeat` scores (the pointer's element type) and `idx` as many 32-bit
    indices. Each group of 32 is sorted by score, largest first, equal scores keeping their input
    order and NaN after every number (D-SORT), and written at `dst` as 8-byte records: the
    score's bits (an f16 score in the low two bytes, the upper two 0), then its index; group r's
    records start 256 x r bytes on. Every address is 32-byte aligned; everything is read
    before anything is written.
    """
    _spec("vbitsort", target)
    out = _ptr_arg("vbitsort", "destination", dst, ("ub",))
    scores_at = _ptr_arg("vbitsort", "source", src, ("ub",))
    index_at = _ptr_arg("vbitsort", "indices", idx, ("ub",))
    kind = scores_at.elem
    if kind not in OPS["vbitsort"]:
        raise SemanticsError(f"pto.vbitsort: scores of {kind} cannot be sorted (legal: {', '.join(OPS['vbitsort'])})")
    n = 32 * _count_arg("vbitsort", "repeat_times", repeat)
    size = _DTYPES[kind].itemsize
    for name, ptr in (("destination", out), ("source", scores_at), ("indices", index_at)):
        _aligned("vbitsort", ptr.addr, 32, f"%{name}")
    _span("vbitsort", scores_at, scores_at.addr, n * size, "reads", target)
    _span("vbitsort", index_at, index_at.addr, 4 * n, "reads", target)
    _span("vbitsort", out, out.addr, 8 * n, "writes", target)
    groups = scores_at.mem[scores_at.addr:scores_at.addr + n * size].copy().view(_DTYPES[kind]).reshape(-1, 32)
    indices = index_at.mem[index_at.addr:index_at.addr + 4 * n].copy().view(np.uint32).reshape(-1, 32)
    nan = np.isnan(groups)
    # Largest first, NaN after everything (-inf included); lexsort is stable, its last key primary.
    order = np.lexsort((np.where(nan, 0.0, -groups.astype(np.float64)), nan), axis=-1)
    records = np.zeros((n, 2), dtype=np.uint32)
    records[:, 0] = np.take_along_axis(groups, order, axis=-1).reshape(-1).view(_UINT[size])
    records[:, 1] = np.take_along_axis(indices, order, axis=-1).reshape(-1)
    out.mem[out.addr:out.addr + 8 * n] = records.reshape(-1).view(np.uint8)


def vmrgsort4(spr: dict[str, int], dst: Ptr, src0: Ptr, src1: Ptr, src2: Ptr, src3: Ptr, count: Any, config: Any, *,
              target: str = "a5") -> None:
    """pto.vmrgsort4: Merges up to four sorted (score, index) record lists in the unified buffer (written pto.vmrgsort4).

    `src0`, `src1`, `src2`, `src3` point to record lists (8 bytes each: the score's bits, an
    f16 score in the low two bytes, then the index), each sorted largest first. `count` packs
    their lengths in 16-bit fields (list 0 in the low bits); `config` the repeat count
    (bits 7..0), the valid lists (bits 11..8) and stop-on-exhaustion (bit 12). Records are taken
    largest first (ties to the lower list, NaN last; D-MERGE) and written from `dst` on; with
    bit 12 set the merge ends when a list runs out. The records taken from each list go to
    spr["VMS4_SR"] (16-bit fields, list 0 low), which pto.get_vms4_sr reads.
    A repeat count r > 1 merges r blocks of four equal, contiguous lists (all valid, no early
    stop), each block and its output 4 x length records after the one before. Every address is
    8-byte aligned; each block is read before it is written.
    """
    _spec("vmrgsort4", target)
    out = _ptr_arg("vmrgsort4", "destination", dst, ("ub",))
    heads = [_ptr_arg("vmrgsort4", "source0", src0, ("ub",)), _ptr_arg("vmrgsort4", "source1", src1, ("ub",)), _ptr_arg("vmrgsort4", "source2", src2, ("ub",)), _ptr_arg("vmrgsort4", "source3", src3, ("ub",))]
    kind = out.elem
    if kind not in OPS["vmrgsort4"]:
        raise SemanticsError(f"pto.vmrgsort4: records of {kind} scores cannot be merged (legal: {', '.join(OPS['vmrgsort4'])})")
    for name, ptr in zip(('source0', 'source1', 'source2', 'source3'), heads):
        if ptr.elem != kind:
            raise SemanticsError(f"pto.vmrgsort4: %{name} points to {ptr.elem}, the destination to {kind}: one element type")
    for name, ptr in zip(('destination', 'source0', 'source1', 'source2', 'source3'), [out] + heads):
        _aligned("vmrgsort4", ptr.addr, 8, f"%{name}")
    fields = _index_arg("vmrgsort4", "count", count) & ((1 << 64) - 1)
    control = _index_arg("vmrgsort4", "config", config) & ((1 << 64) - 1)
    valid = [(control >> (8 + k)) & 1 == 1 for k in range(4)]
    stop_early = (control >> 12) & 1 == 1
    repeat = control & 0xFF
    lengths = [(fields >> (16 * k)) & 65535 if valid[k] else 0 for k in range(4)]
    if repeat == 0:
        raise SemanticsError("pto.vmrgsort4: a repeat count of 0 (config bits 7..0) is not modelled (D-MERGE)")
    block = 0
    if repeat > 1:
        block = 8 * sum(lengths)
        contiguous = all(heads[k].addr == heads[0].addr + 8 * k * lengths[0] for k in range(4))
        if not (all(valid) and not stop_early and len(set(lengths)) == 1 and contiguous):
            raise SemanticsError("pto.vmrgsort4: a repeat count above 1 needs four valid lists of one length, "
                                 "stored one after another, and no stop on exhaustion")
    score_t = _DTYPES[kind]
    taken = [0, 0, 0, 0]
    for r in range(repeat):
        records = []
        for k in range(4):
            start = heads[k].addr + r * block
            _span("vmrgsort4", heads[k], start, 8 * lengths[k], "reads", target)
            words = heads[k].mem[start:start + 8 * lengths[k]].copy().view(np.uint32).reshape(-1, 2)
            score_bits = (words[:, 0] & ((1 << (8 * score_t.itemsize)) - 1)).astype(_UINT[score_t.itemsize])
            records.append((score_bits.view(score_t).astype(np.float64), words))
        taken = [0, 0, 0, 0]
        merged: list[Arr] = []
        while True:
            best = -1
            for k in range(4):
                if taken[k] < lengths[k]:
                    if best < 0:
                        best = k
                        continue
                    a, b = records[k][0][taken[k]], records[best][0][taken[best]]
                    if a > b or (np.isnan(b) and not np.isnan(a)):
                        best = k
            if best < 0:
                break
            merged.append(records[best][1][taken[best]])
            taken[best] += 1
            if stop_early and taken[best] == lengths[best]:
                break
        at = out.addr + r * block
        _span("vmrgsort4", out, at, 8 * len(merged), "writes", target)
        if merged:
            out.mem[at:at + 8 * len(merged)] = np.array(merged, dtype=np.uint32).reshape(-1).view(np.uint8)
    spr["VMS4_SR"] = sum(n << (16 * k) for k, n in enumerate(taken))


def get_vms4_sr(spr: dict[str, int], *,
                target: str = "a5") -> tuple[int, int, int, int]:
    """pto.get_vms4_sr: Reads how many records each of the four lists gave to the last pto.vmrgsort4.

    Field k (16 bits from bit 16 x k) of spr["VMS4_SR"] is result k (list0, list1, list2, list3), read as a
    signed 16-bit integer; a register the caller's dictionary does not hold reads as 0.
    """
    _spec("get_vms4_sr", target)
    if not isinstance(spr, dict):
        raise SemanticsError(f"pto.get_vms4_sr: `spr` must be the caller's dictionary of special registers, got {spr!r}")
    value = _index_arg("get_vms4_sr", "VMS4_SR", spr.get("VMS4_SR", 0))
    fields = np.array([(value >> (16 * k)) & 65535 for k in range(4)], dtype=_UINT[2])
    list0, list1, list2, list3 = (int(v) for v in fields.view(_INT[2]))
    return list0, list1, list2, list3


def vsort32(*args: Any, target: str = "a5", **kwargs: Any) -> Arr:
    """pto.vsort32: Sorts 32 elements from one unified-buffer address to another, as a control word says (not modelled).

    What it computes is not specified by any public source, so calling it raises SemanticsError
    (D-VSORT32); the verifier still checks its uses.
    """
    _spec("vsort32", target)
    raise SemanticsError("pto.vsort32: what it computes is not specified by any public source "
                         "(D-VSORT32)")


def vtranspose(src: ArrayLike, config: int = 0, *, target: str = "a5") -> Arr:
    """pto.vtranspose: Transposes a 16 x 16 block of 16-bit elements from one unified-buffer address to another.

    `src` is the 16 x 16 source block in unified-buffer order: its last axis holds the
    256 elements row by row (leading axes are a batch). Returns the destination block the
    same way: element (r, c) of the source at (c, r), bits unchanged. `config` is not interpreted
    (D-VTRANSPOSE-CONFIG).
    """
    _spec("vtranspose", target)
    _index_arg("vtranspose", "config", config)
    x = np.asarray(src)
    if _NAME_OF.get(x.dtype) not in OPS["vtranspose"] or x.ndim == 0 or x.shape[-1] != 256:
        raise SemanticsError(f"pto.vtranspose: the source block is 256 elements of "
                             f"{', '.join(OPS['vtranspose'])} on the last axis, got {x.dtype} of shape {x.shape}")
    block = x.reshape(x.shape[:-1] + (16, 16))
    out: Arr = np.ascontiguousarray(np.swapaxes(block, -1, -2)).reshape(x.shape)
    return out


def vprelu(src: ArrayLike, alpha: ArrayLike, mask: ArrayLike | None = None, *,
           prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vprelu: Parametric ReLU with a per-lane slope register.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src >= 0) ? src : src * alpha`.
    """
    spec = _spec("vprelu", target)
    x, m = _vector_args("vprelu", OPS["vprelu"], src, mask)
    y = _same_register("vprelu", "alpha", alpha, x)
    p = _prior_arg("vprelu", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, y: Arr) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_select((x >= 0), x, (x * y))).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, y)


def vabs(src: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vabs: Lane-wise absolute value.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src < 0) ? -src : src`.
    """
    spec = _spec("vabs", target)
    x, m = _vector_args("vabs", OPS["vabs"], src, mask)
    p = _prior_arg("vabs", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = _abs_select(x, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vneg(src: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vneg: Lane-wise arithmetic negation.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `-src`.
    """
    spec = _spec("vneg", target)
    x, m = _vector_args("vneg", OPS["vneg"], src, mask)
    p = _prior_arg("vneg", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.negative(x, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vexp(src: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vexp: Lane-wise natural exponential.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `expf(src)`.
    """
    spec = _spec("vexp", target)
    x, m = _vector_args("vexp", OPS["vexp"], src, mask)
    p = _prior_arg("vexp", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray(np.exp(x)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vln(src: ArrayLike, mask: ArrayLike | None = None, *,
        prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vln: Lane-wise natural logarithm.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `logf(src)`.
    """
    spec = _spec("vln", target)
    x, m = _vector_args("vln", OPS["vln"], src, mask)
    p = _prior_arg("vln", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray(np.log(x)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vsqrt(src: ArrayLike, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vsqrt: Lane-wise square root.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `sqrtf(src)`.
    """
    spec = _spec("vsqrt", target)
    x, m = _vector_args("vsqrt", OPS["vsqrt"], src, mask)
    p = _prior_arg("vsqrt", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray(np.sqrt(x)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vrsqrt(src: ArrayLike, mask: ArrayLike | None = None, *,
           prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vrsqrt: Lane-wise reciprocal square root.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `1.0f / sqrtf(src)`.
    """
    spec = _spec("vrsqrt", target)
    x, m = _vector_args("vrsqrt", OPS["vrsqrt"], src, mask)
    p = _prior_arg("vrsqrt", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray(_div(1.0, np.sqrt(x))).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vrec(src: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vrec: Lane-wise reciprocal.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `1.0f / src`.
    """
    spec = _spec("vrec", target)
    x, m = _vector_args("vrec", OPS["vrec"], src, mask)
    p = _prior_arg("vrec", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        x = x.astype(np.float64)  # evaluated in double, rounded once to T
        with np.errstate(all="ignore"):
            r = np.asarray(_div(1.0, x)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vrelu(src: ArrayLike, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vrelu: Lane-wise rectified linear unit.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src > 0) ? src : 0`.
    """
    spec = _spec("vrelu", target)
    x, m = _vector_args("vrelu", OPS["vrelu"], src, mask)
    p = _prior_arg("vrelu", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_select((x > 0), x, 0)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vnot(src: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vnot: Lane-wise bitwise NOT.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `~src`.
    """
    spec = _spec("vnot", target)
    x, m = _vector_args("vnot", OPS["vnot"], src, mask)
    p = _prior_arg("vnot", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.invert(x, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vbcnt(src: ArrayLike, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vbcnt: Lane-wise population count.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `__builtin_popcount(src)`.
    """
    spec = _spec("vbcnt", target)
    x, m = _vector_args("vbcnt", OPS["vbcnt"], src, mask)
    p = _prior_arg("vbcnt", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_popcount(x)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vcls(src: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vcls: Lane-wise count of leading sign bits.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `count_leading_sign_bits(src)`.
    """
    spec = _spec("vcls", target)
    x, m = _vector_args("vcls", OPS["vcls"], src, mask)
    p = _prior_arg("vcls", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_count_leading_sign_bits(x)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vmov(src: ArrayLike, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vmov: Lane-wise register copy.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src`.
    """
    spec = _spec("vmov", target)
    x, m = _vector_args("vmov", OPS["vmov"], src, mask)
    p = _prior_arg("vmov", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(x).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vadds(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vadds: Adds a scalar to every lane.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src + scalar`.
    """
    spec = _spec("vadds", target)
    x, m = _vector_args("vadds", OPS["vadds"], src, mask)
    s = _scalar_arg("vadds", "scalar", scalar, x.dtype)
    p = _prior_arg("vadds", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.add(x, s, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vsubs(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vsubs: Subtracts a scalar from every lane.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src - scalar`.
    """
    spec = _spec("vsubs", target)
    x, m = _vector_args("vsubs", OPS["vsubs"], src, mask)
    s = _scalar_arg("vsubs", "scalar", scalar, x.dtype)
    p = _prior_arg("vsubs", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.subtract(x, s, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vmuls(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vmuls: Multiplies every lane by a scalar.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src * scalar`.
    """
    spec = _spec("vmuls", target)
    x, m = _vector_args("vmuls", OPS["vmuls"], src, mask)
    s = _scalar_arg("vmuls", "scalar", scalar, x.dtype)
    p = _prior_arg("vmuls", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.multiply(x, s, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vmaxs(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vmaxs: Lane-wise maximum of a vector register and a scalar.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src > scalar || isnan(src)) ? src : scalar`.
    """
    spec = _spec("vmaxs", target)
    x, m = _vector_args("vmaxs", OPS["vmaxs"], src, mask)
    s = _scalar_arg("vmaxs", "scalar", scalar, x.dtype)
    p = _prior_arg("vmaxs", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = _max_select(x, s, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vmins(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vmins: Lane-wise minimum of a vector register and a scalar.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src < scalar || isnan(src)) ? src : scalar`.
    """
    spec = _spec("vmins", target)
    x, m = _vector_args("vmins", OPS["vmins"], src, mask)
    s = _scalar_arg("vmins", "scalar", scalar, x.dtype)
    p = _prior_arg("vmins", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = _min_select(x, s, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vands(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vands: Lane-wise bitwise AND with a scalar.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src & scalar`.
    """
    spec = _spec("vands", target)
    x, m = _vector_args("vands", OPS["vands"], src, mask)
    s = _scalar_arg("vands", "scalar", scalar, x.dtype)
    p = _prior_arg("vands", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.bitwise_and(x, s, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vors(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
         prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vors: Lane-wise bitwise OR with a scalar.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src | scalar`.
    """
    spec = _spec("vors", target)
    x, m = _vector_args("vors", OPS["vors"], src, mask)
    s = _scalar_arg("vors", "scalar", scalar, x.dtype)
    p = _prior_arg("vors", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.bitwise_or(x, s, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vxors(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vxors: Lane-wise bitwise exclusive OR with a scalar.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src ^ scalar`.
    """
    spec = _spec("vxors", target)
    x, m = _vector_args("vxors", OPS["vxors"], src, mask)
    s = _scalar_arg("vxors", "scalar", scalar, x.dtype)
    p = _prior_arg("vxors", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None, out: Arr | None = None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.bitwise_xor(x, s, out=out)  # into this block of the result, when given
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p, into=True)


def vshls(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vshls: Shifts every lane left by a scalar count.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src << scalar`.
    """
    spec = _spec("vshls", target)
    x, m = _vector_args("vshls", OPS["vshls"], src, mask)
    s = _scalar_arg("vshls", "scalar", scalar, x.dtype)
    p = _prior_arg("vshls", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_shl(x, s)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vshrs(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
          prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vshrs: Shifts every lane right by a scalar count.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `src >> scalar`.
    """
    spec = _spec("vshrs", target)
    x, m = _vector_args("vshrs", OPS["vshrs"], src, mask)
    s = _scalar_arg("vshrs", "scalar", scalar, x.dtype)
    p = _prior_arg("vshrs", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_shr(x, s)).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


def vlrelu(src: ArrayLike, scalar: Any, mask: ArrayLike | None = None, *,
           prior: ArrayLike | None = None, target: str = "a5") -> Arr:
    """pto.vlrelu: Leaky ReLU with a scalar slope.

    Zeroing form by default (inactive lanes 0); pass `prior` (the destination's
    previous value) for the merging form. Element expression: `(src >= 0) ? src : src * scalar`.
    """
    spec = _spec("vlrelu", target)
    x, m = _vector_args("vlrelu", OPS["vlrelu"], src, mask)
    s = _scalar_arg("vlrelu", "scalar", scalar, x.dtype)
    p = _prior_arg("vlrelu", prior, x)

    def block(x: Arr, m: Arr | None, p: Arr | None) -> Arr:
        dtype = x.dtype
        with np.errstate(all="ignore"):
            r = np.asarray(_select((x >= 0), x, (x * s))).astype(dtype, copy=False)
        return _predicate(_nan_rule(r, spec), m, p)

    return _map_blocks(block, x, m, p)


# dist -> (unit bits, 0 for the element's; alignment bytes, 0 for one unit; the manual's element widths;
#   bytes per offset unit, 0 for one element of the pointer's type)
_DISTS_VLDS: dict[str, tuple[Any, ...]] = {
    "NORM": (8, 32, (8, 16, 32, 64), 0),
    "BRC_B8": (8, 0, (8,), 0),
    "BRC_B16": (16, 0, (16,), 0),
    "BRC_B32": (32, 0, (32,), 0),
    "US_B8": (8, 32, (8,), 0),
    "US_B16": (16, 32, (16,), 0),
    "DS_B8": (8, 32, (8,), 0),
    "DS_B16": (16, 32, (16,), 0),
    "UNPK_B8": (8, 32, (8,), 0),
    "UNPK_B16": (16, 32, (16,), 0),
    "UNPK_B32": (32, 32, (32,), 0),
    "BRC_BLK": (8, 32, (8, 16, 32), 0),
    "E2B_B16": (16, 16, (16,), 0),
    "E2B_B32": (32, 32, (32,), 0),
}
_NOT_MODELLED_VLDS: dict[str, str] = {'UNPK4': 'D-DIST-SPLIT', 'SPLT4CHN': 'D-DIST-SPLIT', 'SPLT2CHN_B8': 'D-DIST-SPLIT', 'SPLT2CHN_B16': 'D-DIST-SPLIT'}


def _dist_lanes_vlds(dist: str, i: Arr, N: int) -> Arr:
    """The memory unit each register unit i uses under `dist` (negative: none)."""
    index: Any
    if dist == 'NORM':
        index = i
    elif dist == 'BRC_B8':
        index = 0
    elif dist == 'BRC_B16':
        index = 0
    elif dist == 'BRC_B32':
        index = 0
    elif dist == 'US_B8':
        index = _div(i, 2)
    elif dist == 'US_B16':
        index = _div(i, 2)
    elif dist == 'DS_B8':
        index = (2 * i)
    elif dist == 'DS_B16':
        index = (2 * i)
    elif dist == 'UNPK_B8':
        index = _select(((i % 2) == 0), _div(i, 2), np.negative(1))
    elif dist == 'UNPK_B16':
        index = _select(((i % 2) == 0), _div(i, 2), np.negative(1))
    elif dist == 'UNPK_B32':
        index = _select(((i % 2) == 0), _div(i, 2), np.negative(1))
    elif dist == 'BRC_BLK':
        index = (i % 32)
    elif dist == 'E2B_B16':
        index = _div(i, 16)
    elif dist == 'E2B_B32':
        index = _div(i, 8)
    else:
        raise SemanticsError(f"pto.vlds: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


def vlds(source: Ptr, offset: Any, *,
         dist: str = 'NORM', mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> Arr | tuple[Arr, Ptr]:
    """pto.vlds: Loads one vector register from the unified buffer, with a distribution mode.

    Reads the unified buffer at `source` + `offset` elements (mode "post_update": at `source`
    itself, returning also the pointer advanced by `offset`). Register unit i takes the memory unit
    the `dist` mode names (_DISTS_VLDS, _dist_lanes_vlds), or 0; the result has element
    type `dtype` (default: the pointer's).
    """
    _spec("vlds", target)
    src = _ptr_arg("vlds", "source", source, ("ub",))
    _choice("vlds", "dist", dist, ('NORM', 'BRC_B8', 'BRC_B16', 'BRC_B32', 'US_B8', 'US_B16', 'DS_B8', 'DS_B16', 'UNPK_B8', 'UNPK_B16', 'UNPK_B32', 'BRC_BLK', 'E2B_B16', 'E2B_B32', 'UNPK4', 'SPLT4CHN', 'SPLT2CHN_B8', 'SPLT2CHN_B16'))
    _not_modelled("vlds", "dist", dist, _NOT_MODELLED_VLDS)
    _choice("vlds", "mode", mode, ('plain', 'post_update'))
    unit, align, _, per_offset = _DISTS_VLDS[dist]
    kind = src.elem if dtype is None else dtype
    if kind not in OPS["vlds"]:
        raise SemanticsError(f"pto.vlds: element type {kind!r} is not legal (legal: {', '.join(OPS['vlds'])})")
    step = _index_arg("vlds", "offset", offset) * (per_offset or _elem_bytes("vlds", "source", src.elem))
    address = src.addr + (0 if mode == "post_update" else step)
    unit = (unit or 8 * _DTYPES[kind].itemsize) // 8
    n = _VBITS // unit
    index = _dist_lanes_vlds(dist, np.arange(1 * n), n)
    raw = _load("vlds", src, address, unit, index, align or unit, dist, target)
    results = [raw[k * _VBITS:(k + 1) * _VBITS].view(_DTYPES[kind]) for k in range(1)]
    if mode == "post_update":
        return results[0], src._replace(addr=src.addr + step)
    return results[0]


# dist -> (unit bits, 0 for the element's; alignment bytes, 0 for one unit; the manual's element widths;
#   bytes per offset unit, 0 for one element of the pointer's type)
_DISTS_VLDSX2: dict[str, tuple[Any, ...]] = {
    "DINTLV_B8": (8, 32, (8,), 0),
    "DINTLV_B16": (16, 32, (16,), 0),
    "DINTLV_B32": (32, 32, (32,), 0),
}
_NOT_MODELLED_VLDSX2: dict[str, str] = {'BDINTLV': 'D-DIST-BLOCK-INTLV'}


def _dist_lanes_vldsx2(dist: str, i: Arr, N: int) -> Arr:
    """The memory unit each register unit i uses under `dist` (negative: none)."""
    index: Any
    if dist == 'DINTLV_B8':
        index = _select((i < N), (2 * i), ((2 * (i - N)) + 1))
    elif dist == 'DINTLV_B16':
        index = _select((i < N), (2 * i), ((2 * (i - N)) + 1))
    elif dist == 'DINTLV_B32':
        index = _select((i < N), (2 * i), ((2 * (i - N)) + 1))
    else:
        raise SemanticsError(f"pto.vldsx2: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


def vldsx2(source: Ptr, offset: Any, *,
           dist: str, mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> tuple[Arr, Arr] | tuple[Arr, Arr, Ptr]:
    """pto.vldsx2: Loads two vector registers from the unified buffer, deinterleaving alternate elements.

    Reads the unified buffer at `source` + `offset` elements (mode "post_update": at `source`
    itself, returning also the pointer advanced by `offset`). Register unit i takes the memory unit
    the `dist` mode names (_DISTS_VLDSX2, _dist_lanes_vldsx2), or 0; the results have element
    type `dtype` (default: the pointer's).
    """
    _spec("vldsx2", target)
    src = _ptr_arg("vldsx2", "source", source, ("ub",))
    _choice("vldsx2", "dist", dist, ('BDINTLV', 'DINTLV_B8', 'DINTLV_B16', 'DINTLV_B32'))
    _not_modelled("vldsx2", "dist", dist, _NOT_MODELLED_VLDSX2)
    _choice("vldsx2", "mode", mode, ('plain', 'post_update'))
    unit, align, _, per_offset = _DISTS_VLDSX2[dist]
    kind = src.elem if dtype is None else dtype
    if kind not in OPS["vldsx2"]:
        raise SemanticsError(f"pto.vldsx2: element type {kind!r} is not legal (legal: {', '.join(OPS['vldsx2'])})")
    step = _index_arg("vldsx2", "offset", offset) * (per_offset or _elem_bytes("vldsx2", "source", src.elem))
    address = src.addr + (0 if mode == "post_update" else step)
    unit = (unit or 8 * _DTYPES[kind].itemsize) // 8
    n = _VBITS // unit
    index = _dist_lanes_vldsx2(dist, np.arange(2 * n), n)
    raw = _load("vldsx2", src, address, unit, index, align or unit, dist, target)
    results = [raw[k * _VBITS:(k + 1) * _VBITS].view(_DTYPES[kind]) for k in range(2)]
    if mode == "post_update":
        return results[0], results[1], src._replace(addr=src.addr + step)
    return results[0], results[1]


# dist -> (unit bits, 0 for the element's; alignment bytes, 0 for one unit; the manual's element widths;
#   bytes per offset unit, 0 for one element of the pointer's type; bits written per unit, 0 for all; whether the mask is read)
_DISTS_VSTS: dict[str, tuple[Any, ...]] = {
    "NORM_B8": (8, 32, (8,), 0, 0, True),
    "NORM_B16": (16, 32, (16,), 0, 0, True),
    "NORM_B32": (32, 32, (32,), 0, 0, True),
    "1PT_B8": (8, 0, (8,), 0, 0, False),
    "1PT_B16": (16, 0, (16,), 0, 0, False),
    "1PT_B32": (32, 0, (32,), 0, 0, False),
    "PK_B16": (16, 32, (16,), 0, 8, True),
    "PK_B32": (32, 32, (32,), 0, 16, True),
    "PK_B64": (64, 32, (64,), 0, 32, True),
    "PK4_B32": (32, 32, (32,), 0, 8, True),
}
_NOT_MODELLED_VSTS: dict[str, str] = {'MRG4CHN_B8': 'D-DIST-MERGE', 'MRG2CHN_B8': 'D-DIST-MERGE', 'MRG2CHN_B16': 'D-DIST-MERGE'}


def _dist_lanes_vsts(dist: str, i: Arr, N: int) -> Arr:
    """The memory unit each register unit i uses under `dist` (negative: none)."""
    index: Any
    if dist == 'NORM_B8':
        index = i
    elif dist == 'NORM_B16':
        index = i
    elif dist == 'NORM_B32':
        index = i
    elif dist == '1PT_B8':
        index = _select((i == 0), 0, np.negative(1))
    elif dist == '1PT_B16':
        index = _select((i == 0), 0, np.negative(1))
    elif dist == '1PT_B32':
        index = _select((i == 0), 0, np.negative(1))
    elif dist == 'PK_B16':
        index = i
    elif dist == 'PK_B32':
        index = i
    elif dist == 'PK_B64':
        index = i
    elif dist == 'PK4_B32':
        index = i
    else:
        raise SemanticsError(f"pto.vsts: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


def vsts(src: ArrayLike, destination: Ptr, offset: Any, mask: ArrayLike | None = None, *,
         dist: str | None = None, mode: str = 'plain', target: str = "a5") -> Ptr | None:
    """pto.vsts: Stores one vector register to the unified buffer, with a distribution mode and a mask.

    Writes the unified buffer at `destination` + `offset` elements (mode "post_update": at `destination`
    itself, returning the pointer advanced by `offset`). Each active register unit writes its low
    bytes to the memory unit the `dist` mode names (_DISTS_VSTS); a unit is active when
    the mask's predicate bit at its first byte is set, or always where the mode ignores the mask.    Without `dist`, NORM_B of the element width (D-STORE-DEFAULT).
    """
    _spec("vsts", target)
    dst = _ptr_arg("vsts", "destination", destination, ("ub",))
    raw = _register_bytes("vsts", "value", src, OPS["vsts"])
    width = np.asarray(src).dtype.itemsize * 8
    if dist is None:
        dist = f"NORM_B{min(width, 32)}"
    _choice("vsts", "dist", dist, ('NORM_B8', 'NORM_B16', 'NORM_B32', '1PT_B8', '1PT_B16', '1PT_B32', 'PK_B16', 'PK_B32', 'PK_B64', 'PK4_B32', 'MRG4CHN_B8', 'MRG2CHN_B8', 'MRG2CHN_B16'))
    _not_modelled("vsts", "dist", dist, _NOT_MODELLED_VSTS)
    _choice("vsts", "mode", mode, ('plain', 'post_update'))
    unit, align, _, per_offset, to, masked = _DISTS_VSTS[dist]
    step = _index_arg("vsts", "offset", offset) * (per_offset or _elem_bytes("vsts", "destination", dst.elem))
    address = dst.addr + (0 if mode == "post_update" else step)
    unit = (unit or width) // 8
    n = _VBITS // unit
    index = _dist_lanes_vsts(dist, np.arange(1 * n), n)
    active = np.tile(_predicate_bits("vsts", mask if masked else None)[::unit], 1)
    _store("vsts", raw, dst, address, unit, (to or 8 * unit) // 8, index, active, align or unit, dist, target)
    if mode == "post_update":
        return dst._replace(addr=dst.addr + step)
    return None


# dist -> (unit bits, 0 for the element's; alignment bytes, 0 for one unit; the manual's element widths;
#   bytes per offset unit, 0 for one element of the pointer's type; bits written per unit, 0 for all; whether the mask is read)
_DISTS_VSTSX2: dict[str, tuple[Any, ...]] = {
    "INTLV_B8": (8, 32, (8,), 0, 0, False),
    "INTLV_B16": (16, 32, (16,), 0, 0, False),
    "INTLV_B32": (32, 32, (32,), 0, 0, False),
}
_NOT_MODELLED_VSTSX2: dict[str, str] = {}


def _dist_lanes_vstsx2(dist: str, i: Arr, N: int) -> Arr:
    """The memory unit each register unit i uses under `dist` (negative: none)."""
    index: Any
    if dist == 'INTLV_B8':
        index = _select((i < N), (2 * i), ((2 * (i - N)) + 1))
    elif dist == 'INTLV_B16':
        index = _select((i < N), (2 * i), ((2 * (i - N)) + 1))
    elif dist == 'INTLV_B32':
        index = _select((i < N), (2 * i), ((2 * (i - N)) + 1))
    else:
        raise SemanticsError(f"pto.vstsx2: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


def vstsx2(low: ArrayLike, high: ArrayLike, destination: Ptr, offset: Any, mask: ArrayLike | None = None, *,
           dist: str, target: str = "a5") -> Ptr | None:
    """pto.vstsx2: Stores two vector registers to the unified buffer, interleaving their elements.

    Writes the unified buffer at `destination` + `offset` elements (mode "post_update": at `destination`
    itself, returning the pointer advanced by `offset`). Each active register unit writes its low
    bytes to the memory unit the `dist` mode names (_DISTS_VSTSX2); a unit is active when
    the mask's predicate bit at its first byte is set, or always where the mode ignores the mask.    """
    _spec("vstsx2", target)
    dst = _ptr_arg("vstsx2", "destination", destination, ("ub",))
    raw = _register_bytes("vstsx2", "low", low, OPS["vstsx2"])
    width = np.asarray(low).dtype.itemsize * 8
    _same_register("vstsx2", "high", high, np.asarray(low))
    raw = np.concatenate([raw, _register_bytes("vstsx2", "high", high, OPS["vstsx2"])])
    _choice("vstsx2", "dist", dist, ('INTLV_B8', 'INTLV_B16', 'INTLV_B32'))
    _not_modelled("vstsx2", "dist", dist, _NOT_MODELLED_VSTSX2)
    mode = "plain"
    unit, align, _, per_offset, to, masked = _DISTS_VSTSX2[dist]
    step = _index_arg("vstsx2", "offset", offset) * (per_offset or _elem_bytes("vstsx2", "destination", dst.elem))
    address = dst.addr + (0 if mode == "post_update" else step)
    unit = (unit or width) // 8
    n = _VBITS // unit
    index = _dist_lanes_vstsx2(dist, np.arange(2 * n), n)
    active = np.tile(_predicate_bits("vstsx2", mask if masked else None)[::unit], 2)
    _store("vstsx2", raw, dst, address, unit, (to or 8 * unit) // 8, index, active, align or unit, dist, target)
    if mode == "post_update":
        return dst._replace(addr=dst.addr + step)
    return None


def vsldb(source: Ptr, block_stride: Any, repeat_stride: Any, mask: ArrayLike | None = None, *,
          mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> Arr | tuple[Arr, Ptr]:
    """pto.vsldb: Loads the eight 32-byte blocks of a register at a block stride (a 2-D tile column of blocks).

    Block k (0..7, 32 bytes) of the register comes from the block at `source` + (`repeat_stride` +
    k x `block_stride`) x 32 bytes where lane k of the mask read at b32 is set; other blocks are 0
    (D-BLOCK-MASK). Mode "post_update": the blocks start at `source` itself and the pointer advanced by
    `repeat_stride` blocks is returned. Strides are unsigned 16-bit block counts.
    """
    _spec("vsldb", target)
    base = _ptr_arg("vsldb", "source", source, ("ub",))
    _choice("vsldb", "mode", mode, ('plain', 'post_update'))
    block_stride = _index_arg("vsldb", "block_stride", block_stride) & 0xFFFF
    repeat_stride = _index_arg("vsldb", "repeat_stride", repeat_stride) & 0xFFFF
    start = base.addr + (0 if mode == "post_update" else repeat_stride * 32)
    active = _predicate_bits("vsldb", mask)[::4][:8]
    kind = base.elem if dtype is None else dtype
    if kind not in OPS["vsldb"]:
        raise SemanticsError(f"pto.vsldb: element type {kind!r} is not legal (legal: {', '.join(OPS['vsldb'])})")
    out = np.zeros((8, 32), np.uint8)
    for k in np.nonzero(active)[0]:
        at = start + int(k) * block_stride * 32
        _aligned("vsldb", at, 32, f"block {k}")
        _span("vsldb", base, at, 32, "reads", target)
        out[k] = base.mem[at:at + 32]
    result: Arr = out.reshape(-1).view(_DTYPES[kind])
    if mode == "post_update":
        return result, base._replace(addr=base.addr + repeat_stride * 32)
    return result


def vsstb(src: ArrayLike, destination: Ptr, block_stride: Any, repeat_stride: Any, mask: ArrayLike | None = None, *,
          mode: str = 'plain', target: str = "a5") -> Ptr | None:
    """pto.vsstb: Stores the eight 32-byte blocks of a register at a block stride.

    Block k (0..7, 32 bytes) of the register goes to the block at `destination` + (`repeat_stride` +
    k x `block_stride`) x 32 bytes where lane k of the mask read at b32 is set; other blocks are not written
    (D-BLOCK-MASK). Mode "post_update": the blocks start at `destination` itself and the pointer advanced by
    `repeat_stride` blocks is returned. Strides are unsigned 16-bit block counts.
    """
    _spec("vsstb", target)
    raw = _register_bytes("vsstb", "value", src, OPS["vsstb"])
    base = _ptr_arg("vsstb", "destination", destination, ("ub",))
    _choice("vsstb", "mode", mode, ('plain', 'post_update'))
    block_stride = _index_arg("vsstb", "block_stride", block_stride) & 0xFFFF
    repeat_stride = _index_arg("vsstb", "repeat_stride", repeat_stride) & 0xFFFF
    start = base.addr + (0 if mode == "post_update" else repeat_stride * 32)
    active = _predicate_bits("vsstb", mask)[::4][:8]
    blocks = raw.reshape(8, 32)
    for k in np.nonzero(active)[0]:
        at = start + int(k) * block_stride * 32
        _aligned("vsstb", at, 32, f"block {k}")
        _span("vsstb", base, at, 32, "writes", target)
        base.mem[at:at + 32] = blocks[k]
    if mode == "post_update":
        return base._replace(addr=base.addr + repeat_stride * 32)
    return None


def vsld(*args: Any, target: str = "a5", **kwargs: Any) -> Arr:
    """pto.vsld: Loads a register from the unified buffer in one of four fixed stride patterns (not modelled).

    What it computes is not specified by any public source, so calling it raises SemanticsError
    (D-VSLD-VSST); the verifier still checks its uses.
    """
    _spec("vsld", target)
    raise SemanticsError("pto.vsld: what it computes is not specified by any public source "
                         "(D-VSLD-VSST)")


def vsst(*args: Any, target: str = "a5", **kwargs: Any) -> Arr:
    """pto.vsst: Stores a register to the unified buffer in a fixed stride pattern (not modelled).

    What it computes is not specified by any public source, so calling it raises SemanticsError
    (); the verifier still checks its uses.
    """
    _spec("vsst", target)
    raise SemanticsError("pto.vsst: what it computes is not specified by any public source "
                         "()")


def vgather2(source: Ptr, offsets: ArrayLike, mask: ArrayLike | None = None, *,
             target: str = "a5") -> Arr:
    """pto.vgather2: Gathers elements from the unified buffer at per-lane element offsets.

    Lane i of the result is the element at `source` + unsigned(`offsets`[i]) elements where the mask is set,
    else 0; the result has the offsets' lane count, its element type the pointer's ({'i8': 'i16', 'u8': 'u16'}
    zero-extended). Only active lanes are checked against the buffer.
    """
    _spec("vgather2", target)
    src = _ptr_arg("vgather2", "source", source, ("ub",))
    offsets = np.asarray(offsets)
    if offsets.ndim != 1 or offsets.dtype.kind not in "iu" or offsets.size * offsets.dtype.itemsize != _VBITS:
        raise SemanticsError(f"pto.vgather2: %offsets must be one register of integer lanes, got {offsets.dtype} of shape {offsets.shape}")
    index = offsets.view(_UINT[offsets.dtype.itemsize]).astype(np.int64)
    kind = src.elem
    if kind not in OPS["vgather2"]:
        raise SemanticsError(f"pto.vgather2: element type {kind!r} is not legal (legal: {', '.join(OPS['vgather2'])})")
    size = _DTYPES[kind].itemsize
    out_t = _DTYPES[{'i8': 'i16', 'u8': 'u16'}.get(kind, kind)]
    if out_t.itemsize * index.size != _VBITS:
        raise SemanticsError(f"pto.vgather2: {kind} gathers into {_VBITS // out_t.itemsize} lanes; %offsets has {index.size}")
    active = _mask_arg("vgather2", "mask", mask, index.size)
    out = np.zeros((index.size, out_t.itemsize), np.uint8)
    for i in np.nonzero(active)[0]:
        start = src.addr + int(index[i]) * size
        _aligned("vgather2", start, size, f"lane {i}")
        _span("vgather2", src, start, size, "reads", target)
        out[i, :size] = src.mem[start:start + size]  # 8-bit elements zero-extend into 16-bit lanes
    result = out.reshape(-1).view(out_t)
    return result


def vgather2_bc(source: Ptr, offsets: ArrayLike, mask: ArrayLike | None = None, *,
                target: str = "a5") -> Arr:
    """pto.vgather2_bc: Gathers 32-bit elements from the unified buffer at per-lane element offsets given in 32-bit lanes (the "bc" gather).

    Lane i of the result is the element at `source` + unsigned(`offsets`[i]) elements where the mask is set,
    else 0; the result has the offsets' lane count, its element type the pointer's (None
    zero-extended). Only active lanes are checked against the buffer.
    """
    _spec("vgather2_bc", target)
    src = _ptr_arg("vgather2_bc", "source", source, ("ub",))
    offsets = np.asarray(offsets)
    if offsets.ndim != 1 or offsets.dtype.kind not in "iu" or offsets.size * offsets.dtype.itemsize != _VBITS:
        raise SemanticsError(f"pto.vgather2_bc: %offsets must be one register of integer lanes, got {offsets.dtype} of shape {offsets.shape}")
    index = offsets.view(_UINT[offsets.dtype.itemsize]).astype(np.int64)
    _aligned("vgather2_bc", src.addr, 32, "the gather's base")
    kind = src.elem
    if kind not in OPS["vgather2_bc"]:
        raise SemanticsError(f"pto.vgather2_bc: element type {kind!r} is not legal (legal: {', '.join(OPS['vgather2_bc'])})")
    size = _DTYPES[kind].itemsize
    out_t = _DTYPES[kind]
    if out_t.itemsize * index.size != _VBITS:
        raise SemanticsError(f"pto.vgather2_bc: {kind} gathers into {_VBITS // out_t.itemsize} lanes; %offsets has {index.size}")
    active = _mask_arg("vgather2_bc", "mask", mask, index.size)
    out = np.zeros((index.size, out_t.itemsize), np.uint8)
    for i in np.nonzero(active)[0]:
        start = src.addr + int(index[i]) * size
        _aligned("vgather2_bc", start, size, f"lane {i}")
        _span("vgather2_bc", src, start, size, "reads", target)
        out[i, :size] = src.mem[start:start + size]  # 8-bit elements zero-extend into 16-bit lanes
    result = out.reshape(-1).view(out_t)
    return result


def vgatherb(source: Ptr, offsets: ArrayLike, mask: ArrayLike | None = None, *,
             target: str = "a5") -> Arr:
    """pto.vgatherb: Gathers eight 32-byte blocks from the unified buffer at per-block byte offsets.

    Block k of the 8 32-byte blocks of the result is the block at byte `source` + `offsets`[k] (its first 8
    lanes, read unsigned) where lane k of the b32 mask is set, and zero elsewhere; the pointer and every
    offset used are 32-byte aligned.
    """
    _spec("vgatherb", target)
    src = _ptr_arg("vgatherb", "source", source, ("ub",))
    offsets = np.asarray(offsets)
    if offsets.ndim != 1 or offsets.dtype.kind not in "iu" or offsets.size * offsets.dtype.itemsize != _VBITS:
        raise SemanticsError(f"pto.vgatherb: %offsets must be one register of integer lanes, got {offsets.dtype} of shape {offsets.shape}")
    index = offsets.view(_UINT[offsets.dtype.itemsize]).astype(np.int64)
    active = _mask_arg("vgatherb", "mask", mask, _VBITS // 4)[:8]
    kind = src.elem
    if kind not in OPS["vgatherb"]:
        raise SemanticsError(f"pto.vgatherb: element type {kind!r} is not legal (legal: {', '.join(OPS['vgatherb'])})")
    _aligned("vgatherb", src.addr, 32, "the block gather's base")
    out = np.zeros((8, 32), np.uint8)
    for k in np.nonzero(active)[0]:
        start = src.addr + int(index[k])
        _aligned("vgatherb", start, 32, f"block {k}")
        _span("vgatherb", src, start, 32, "reads", target)
        out[k] = src.mem[start:start + 32]
    result: Arr = out.reshape(-1).view(_DTYPES[kind])
    return result


def vscatter(src: ArrayLike, destination: Ptr, offsets: ArrayLike, mask: ArrayLike | None = None, *,
             target: str = "a5") -> None:
    """pto.vscatter: Scatters elements to the unified buffer at per-request element offsets.

    Each active request i writes its element to `destination` + unsigned(`offsets`[i]) elements: `src`[i],
    or for 8-bit elements `src`[2i] (one request per 16-bit lane). Requests run in lane order, so
    when two active offsets are equal the higher lane's write stays (D-SCATTER-ORDER).
    """
    _spec("vscatter", target)
    raw = _register_bytes("vscatter", "value", src, OPS["vscatter"])
    size = np.asarray(src).dtype.itemsize
    dst = _ptr_arg("vscatter", "destination", destination, ("ub",))
    offsets = np.asarray(offsets)
    lane = max(size, 2)  # 8-bit values: one request per 16-bit lane, its low byte
    if offsets.ndim != 1 or offsets.dtype.kind not in "iu" or offsets.dtype.itemsize != lane or offsets.size * lane != _VBITS:
        raise SemanticsError(f"pto.vscatter: %offsets must be {_VBITS // lane} integer lanes of {8 * lane} bits, "
                             f"got {offsets.dtype} of shape {offsets.shape}")
    index = offsets.view(_UINT[lane]).astype(np.int64)
    active = _mask_arg("vscatter", "mask", mask, index.size)
    units = raw.reshape(-1, lane)[:, :size]
    for i in np.nonzero(active)[0]:
        start = dst.addr + int(index[i]) * size
        _aligned("vscatter", start, size, f"request {i}")
        _span("vscatter", dst, start, size, "writes", target)
        dst.mem[start:start + size] = units[i]


def init_align(*,
               target: str = "a5") -> Align:
    """pto.init_align: Makes an empty !pto.align state for an unaligned store stream.

    An empty store-stream state (nothing buffered, no address yet).
    """
    _spec("init_align", target)
    return Align("store", -1, b"")


def vldas(source: Ptr, *,
          target: str = "a5") -> Align:
    """pto.vldas: Primes an unaligned load stream with the 32-byte block that holds the address.

    The load-stream state holding the 32-byte block that contains the address (the address
    itself need not be aligned).
    """
    _spec("vldas", target)
    base = _ptr_arg("vldas", "source", source, ("ub",))
    return _align_block_checked("vldas", base, target)


def vldus(source: Ptr, align: Align, increment: Any | None = None, *,
          mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> tuple[Arr, Align] | tuple[Arr, Align, Ptr]:
    """pto.vldus: Loads one register from an unaligned address of a primed load stream, and advances the stream.

    The register's 256 bytes from the address: those inside the state's block (which must be the
    block holding the address) come from the state, the rest from memory; the new state holds the
    block 256 bytes on. Mode "post_update" also returns the pointer advanced by `increment` elements.
    """
    _spec("vldus", target)
    _choice("vldus", "mode", mode, ('plain', 'post_update'))
    base = _ptr_arg("vldus", "source", source, ("ub",))
    state = _align_arg("vldus", "align", align, "load")
    kind = base.elem if dtype is None else dtype
    if kind not in OPS["vldus"]:
        raise SemanticsError(f"pto.vldus: element type {kind!r} is not legal (legal: {', '.join(OPS['vldus'])})")
    raw, new_state = _align_load("vldus", base, state, _VBITS, target)
    result: Arr = raw.view(_DTYPES[kind])
    if mode == "post_update":
        if increment is None:
            raise SemanticsError("pto.vldus: the post-update form needs %increment")
        step = _index_arg("vldus", "increment", increment) * _elem_bytes("vldus", "source", base.elem)
        return result, new_state, base._replace(addr=base.addr + step)
    return result, new_state


def vstus(align_in: Align, offset: Any, value: ArrayLike, base: Ptr, *,
          mode: str = 'plain', target: str = "a5") -> Align | tuple[Align, Ptr]:
    """pto.vstus: Appends the first %offset elements of a register to an unaligned store stream.

    Appends the register's first `offset` elements to the
    stream at the pointer. The stream's bytes up to the last 32-byte boundary they reach
    are written; the rest stay in the returned state until a later step or a flush.
    """
    _spec("vstus", target)
    _choice("vstus", "mode", mode, ('plain', 'post_update'))
    base = _ptr_arg("vstus", "base", base, ("ub",))
    state = _align_arg("vstus", "align_in", align_in, "store")
    raw = _register_bytes("vstus", "value", value, OPS["vstus"])
    esize = np.asarray(value).dtype.itemsize
    count = _count_arg("vstus", "offset", offset)
    if count * esize > _VBITS:
        raise SemanticsError(f"pto.vstus: %offset = {count} elements is more than the register's {_VBITS // esize}")
    data = raw[:count * esize]
    at = base.addr
    _aligned("vstus", at, esize, "an element of the stream")
    new_state = _align_store("vstus", state, base, at, data, target)
    if mode == "post_update":
        return new_state, base._replace(addr=base.addr + int(data.size))
    return new_state


def vstu(align_in: Align, offset_in: Any, value: ArrayLike, base: Ptr, *,
         mode: str, target: str = "a5") -> tuple[Align, int]:
    """pto.vstu: Appends a whole register to an unaligned store stream at %base + %offset_in elements, and returns the next offset.

    Appends the whole register to the
    stream at the pointer plus `offset_in` elements. The stream's bytes up to the last 32-byte boundary they reach
    are written; the rest stay in the returned state until a later step or a flush.
    """
    _spec("vstu", target)
    base = _ptr_arg("vstu", "base", base, ("ub",))
    state = _align_arg("vstu", "align_in", align_in, "store")
    raw = _register_bytes("vstu", "value", value, OPS["vstu"])
    esize = np.asarray(value).dtype.itemsize
    data = raw
    offset = _index_arg("vstu", "offset_in", offset_in)
    at = base.addr + offset * _elem_bytes("vstu", "base", base.elem)
    _aligned("vstu", at, esize, "an element of the stream")
    new_state = _align_store("vstu", state, base, at, data, target)
    mode_attr = mode
    _choice("vstu", "mode", mode_attr, ('POST_UPDATE', 'NO_POST_UPDATE'))
    return new_state, offset + (_VBITS // esize if mode_attr == "POST_UPDATE" else 0)


def vstur(spr: dict[str, int], align_in: Align, value: ArrayLike, base: Ptr, *,
          mode: str, target: str = "a5") -> Align:
    """pto.vstur: Appends the first SQZN bytes of a register to an unaligned store stream at %base + AR.

    Appends the register's first SPR SQZN bytes to the
    stream at the pointer plus SPR AR bytes. The stream's bytes up to the last 32-byte boundary they reach
    are written; the rest stay in the returned state until a later step or a flush.
    """
    _spec("vstur", target)
    base = _ptr_arg("vstur", "base", base, ("ub",))
    state = _align_arg("vstur", "align_in", align_in, "store")
    regs = _spr_state("vstur", spr)
    raw = _register_bytes("vstur", "value", value, OPS["vstur"])
    esize = np.asarray(value).dtype.itemsize
    if "SQZN" not in regs:
        raise SemanticsError("pto.vstur: SPR SQZN is not set (a pto.vsqz sets it before the store)")
    data = raw[:int(regs["SQZN"])]
    at = base.addr + int(regs.get("AR", 0))
    _aligned("vstur", at, esize, "an element of the stream")
    new_state = _align_store("vstur", state, base, at, data, target)
    mode_attr = mode
    _choice("vstur", "mode", mode_attr, ('POST_UPDATE', 'NO_POST_UPDATE'))
    if mode_attr == "POST_UPDATE":
        regs["AR"] = int(regs.get("AR", 0)) + int(data.size)
    return new_state


def vstas(align: Align, destination: Ptr, offset: Any, *,
          mode: str = 'plain', target: str = "a5") -> None | Ptr:
    """pto.vstas: Flushes a store stream's buffered bytes so that they end at %destination + %offset elements.

    Writes the bytes the state still buffers so that they end at the pointer plus `offset` elements
    (an empty state writes nothing).
    """
    _spec("vstas", target)
    _choice("vstas", "mode", mode, ('plain', 'post_update'))
    base = _ptr_arg("vstas", "destination", destination, ("ub",))
    state = _align_arg("vstas", "value", align, "store")
    offset = _index_arg("vstas", "offset", offset)
    at = base.addr + offset * _elem_bytes("vstas", "destination", base.elem)
    _align_flush("vstas", state, base, at, target)
    if mode == "post_update":
        return base._replace(addr=at)
    return None


def vsta(align: Align, dest: Ptr, offset: Any, *,
         target: str = "a5") -> None:
    """pto.vsta: Flushes a store stream's buffered bytes so that they end at %dest + %offset elements (index offset).

    Writes the bytes the state still buffers so that they end at the pointer plus `offset` elements
    (an empty state writes nothing).
    """
    _spec("vsta", target)
    base = _ptr_arg("vsta", "dest", dest, ("ub",))
    state = _align_arg("vsta", "value", align, "store")
    offset = _index_arg("vsta", "offset", offset)
    at = base.addr + offset * _elem_bytes("vsta", "dest", base.elem)
    _align_flush("vsta", state, base, at, target)
    return None


def vstar(spr: dict[str, int], align: Align, destination: Ptr, *,
          target: str = "a5") -> None:
    """pto.vstar: Flushes a store stream's buffered bytes so that they end at %destination plus SPR AR bytes.

    Writes the bytes the state still buffers so that they end at the pointer plus SPR AR bytes
    (an empty state writes nothing).
    """
    _spec("vstar", target)
    base = _ptr_arg("vstar", "destination", destination, ("ub",))
    state = _align_arg("vstar", "value", align, "store")
    regs = _spr_state("vstar", spr)
    at = base.addr + int(regs.get("AR", 0))
    _align_flush("vstar", state, base, at, target)
    return None


def sprclr(spr: dict[str, int], *,
           register: str, target: str = "a5") -> None:
    """pto.sprclr: Clears the special register AR that the AR-driven unaligned stores and flushes add to their base.

    Sets the special register to 0 in the caller's `spr` state.
    """
    _spec("sprclr", target)
    _choice("sprclr", "register", register, ('AR',))
    _spr_state("sprclr", spr)[register] = 0


def sprsti(spr: dict[str, int], destination: Ptr, offset: Any, *,
           register: str, mode: str = 'plain', target: str = "a5") -> None | Ptr:
    """pto.sprsti: Stores the special register AR as a 32-bit word, at an immediate offset in words.

    Writes the special register (from the caller's `spr` state, 0 until set) as one
    little-endian 32-bit word at the pointer plus `offset` x 4 bytes; mode "post_update"
    writes it at the pointer and returns the pointer advanced by that much. `offset` is
    signed and lies in [-128, 127]; the address is 4-byte aligned.
    """
    _spec("sprsti", target)
    _choice("sprsti", "mode", mode, ('plain', 'post_update'))
    _choice("sprsti", "register", register, ('AR',))
    base = _ptr_arg("sprsti", "destination", destination, ("ub",))
    if base.elem not in OPS["sprsti"]:
        raise SemanticsError(f"pto.sprsti: %destination must point to {' or '.join(OPS['sprsti'])}, not {base.elem}")
    offset = _index_arg("sprsti", "offset", offset)
    if not -128 <= offset <= 127:
        raise SemanticsError(f"pto.sprsti: %offset = {offset} is outside [-128, 127] (a signed 8-bit immediate)")
    step = offset * 4
    at = base.addr + (0 if mode == "post_update" else step)
    _aligned("sprsti", at, 4, "a 32-bit SPR word")
    _span("sprsti", base, at, 4, "writes", target)
    word = int(_spr_state("sprsti", spr).get(register, 0)) & 0xFFFFFFFF
    base.mem[at:at + 4] = np.frombuffer(word.to_bytes(4, "little"), np.uint8)
    if mode == "post_update":
        return base._replace(addr=base.addr + step)
    return None


def sprsts(spr: dict[str, int], destination: Ptr, offset: Any, *,
           register: str, mode: str = 'plain', target: str = "a5") -> None | Ptr:
    """pto.sprsts: Stores the special register AR as a 32-bit word, at a scalar offset in bytes.

    Writes the special register (from the caller's `spr` state, 0 until set) as one
    little-endian 32-bit word at the pointer plus `offset` bytes; mode "post_update"
    writes it at the pointer and returns the pointer advanced by that much. `offset` is
    signed; the address is 4-byte aligned.
    """
    _spec("sprsts", target)
    _choice("sprsts", "mode", mode, ('plain', 'post_update'))
    _choice("sprsts", "register", register, ('AR',))
    base = _ptr_arg("sprsts", "destination", destination, ("ub",))
    if base.elem not in OPS["sprsts"]:
        raise SemanticsError(f"pto.sprsts: %destination must point to {' or '.join(OPS['sprsts'])}, not {base.elem}")
    offset = _index_arg("sprsts", "offset", offset)
    step = offset * 1
    at = base.addr + (0 if mode == "post_update" else step)
    _aligned("sprsts", at, 4, "a 32-bit SPR word")
    _span("sprsts", base, at, 4, "writes", target)
    word = int(_spr_state("sprsts", spr).get(register, 0)) & 0xFFFFFFFF
    base.mem[at:at + 4] = np.frombuffer(word.to_bytes(4, "little"), np.uint8)
    if mode == "post_update":
        return base._replace(addr=base.addr + step)
    return None
