"""Executable semantics of the PTO ISA: one function per op.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.

Vector ops take a register as an array whose last axis holds the N lanes of one
256-byte vreg (any leading axes are a batch); a mask is a boolean array of the
same shape, or None for all lanes active. Tile ops take (..., rows, cols)
arrays and an optional valid region. Only numpy and ml_dtypes (for bf16) are
imported, so the package can be vendored as it is.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np
from numpy.typing import ArrayLike, NDArray

from ._tables import (CONVERSION_PARTS, CONVERSIONS, ENUMS, MEMORY_ADDRESS_BYTES, MEMORY_ALIGN, MEMORY_BYTES,
                      MEMORY_SPACES, OPS, SPECS, VALUES_PER_LANE, _CODED, _DTYPES, _FLOATS, _LANES, _MASK_STEP, _NAME_OF, _TARGET_NAMES, _VBITS,
                      _VLANES)
# Every name of the runtime the per-op functions share, so that they (and semantics.NAME) resolve here.
from .runtime.base import Arr, _dtype_name, _INT, _is_float, SemanticsError, _UINT
from .runtime.blocks import (_BLOCK_BYTES, _lane_mask, _map_blocks, _map_tiles, _masked, _predicate, _select,
                             _zero_inactive)
from .runtime.coded import decode_lanes, _encode, _pack, raw_lanes, _unpack
from .runtime.arith import (_abs_select, _canonical_nan, _carry, _convert, _convert_f32, _convert_values,
                            _count_leading_sign_bits, _div, _extreme_select, _F16, _f64_odd, _floor, _fma,
                            _integral, _INTEGRAL_F32, _is_integral, _largest_finite, _max_select,
                            _MIN_FINDS_NAN, _min_select, _numpy_float, _popcount, _pow, _rem, _round_away,
                            _round_f64, _round_mode, _shl, _shr, _spread, _step, _sum_to_odd, _trunc)
from .runtime.args import (_absent, _choice, _count, _index_arg, _mask_operand, _prior_arg, _same_register,
                           _scalar_arg, _spec, _splat, _tile_args, _vector_args)
from .runtime.lanes import (_compress, _gather, _groups, _lanes, _place_contiguous, _place_lane0, _PLANS,
                            _Run, _slice_plan)
from .runtime.reduce import (_BITS_AS_INT, _DEFAULT_NAN, _extremum, _extremum_by_bits, _histogram, _nan_rule,
                             _QUIET, _reduce_sum, _start_value, _sum_sequential, _sum_tree, _TREE_ROWS)
from .runtime.memory import (Align, _align_arg, _align_block, _align_block_checked, _align_flush, _align_load,
                             _align_store, _aligned, _atomic_combine, _atomic_mode, _count_arg, _dma,
                             _dma_register, _dma_register_loops, DMA_REGISTER_RESET, _dma_state, _elem_bytes,
                             _gm_access, _GM_ALLOCATIONS, GmAllocation, _image_mask, _limit, _load,
                             _load_bits, Mask, _mask_arg, _not_modelled, _past_allocation, _predicate_bits,
                             predicate_image, Ptr, _ptr_arg, _register_bytes, _span, _spr_state, _store,
                             _store_bits, use_gm_allocations)
from .runtime.memory_ops import (_add_pointer, _block_load, _block_starts, _block_store, _cast_pointer,
                                 _dist_load, _dist_loads, _dist_store, _Dists, _gather_blocks,
                                 _gather_elements, _in_order, _lane_map, _LANE_MAPS, _load_units, _Merge,
                                 _merge4, MERGE_BY_SORT, _merge_lengths, _merge_sorted, _offsets_arg,
                                 _scalar_at, _scalar_load, _scalar_store, _scatter_elements, _sort32)
from .runtime.stream_ops import (_bit_update, _register_field, _register_fields, _register_write, _spr_clear,
                                 _spr_store, _Stream, _stream_append, _stream_at, _stream_data, _stream_flush,
                                 _stream_init, _stream_load, _stream_prime, _stream_store,
                                 _stream_store_results)
from .runtime.control_ops import (_Dma, _dma_copy, _dma_loops, _dma_operands, _dma_pad, _DmaRegisters, _I32,
                                  _iota, _IOTAS, _make_predicate, _make_predicates, _Permute, _permute_mask,
                                  _permute_masks, _permute_results, _Predicate, _predicate_results,
                                  _set_dma_registers, _Sync, _sync)
from .runtime.conversions import conversion_problems, conversion_ratio
from .runtime.tiles import (address_of, alloc, _array_region, _as_elem, _axes, buffer_bytes, _check_elems,
                            _check_place, DeclaredView, _even, _first_nan, fixpipe_values, _gm_elements,
                            _gm_region, _gm_touched, _grid, _int_list, load_tile, make_view, _offsets,
                            pad_value, partition, _partition_batch, reassign, _round_eval, set_valid,
                            slot_stride, store_tile, _store_zz_bytes, TensorView, Tile, _tile_arg,
                            _tile_dst_values, _tile_inputs, tile_of_type, _tile_output, tile_placement,
                            _tile_region, _tile_scalar, _view_arg, _view_bounds, view_extent, VIEW_RANK,
                            ViewBatch, window)
from .runtime.tile_masks import (_Bytes, compare_tile, _packed, _ptoas_one_d, Relation, _relation,
                                 select_tile, _Source, _store_elements)
from .runtime.tile_buffers import (alloc_multi, _counter, declare, declare_view, _element, get_value, _i32,
                                   multi_get, MultiTile, rebind, retype, set_value, _storage_span, sync_all,
                                   wait_events, _within)
from .runtime.tile_index import (AsyncEvent, _coalesce, _combine, _elem_indices, _five, _gather_l1,
                                 gather_tile, _in_gm, _index_tile, _places, prefetch_async, _prefetch_chunk,
                                 prefetch_context, prefetch_tile, PrefetchContext, _QUIET_BIT, _raw,
                                 _read_indices, _remap, _row_indices, _row_offsets, scatter_tile, _table_rows,
                                 _view_arg)
from .runtime.tile_reduce import (_A2A3_F32_SHAPES, _a2a3_rows, _a5_rows, _BLOCK, _chunks, col_reduce,
                                  _cpu_rows, _group, _int_rows, _lane, _pair_tree, reduce_cols, reduce_rows,
                                  row_reduce, _rows_by_blocks, _whole, _x86_nan)
from .runtime.tile_argreduce import (arg_reduce, arg_reduce_tile, _as_compared, _check_out, _FLOAT_OF,
                                     _index_type, _keys, _region)
from .runtime.tile_layout import (_acc_fractals_into_nz_vec, _acc_to_nz_vec_f32, BLOCK_BYTES, concat_tile,
                                  _count_of, _cube_copy, fill_pad_tile, fill_value, _get, _is_cube,
                                  _L0C_FRACTAL_COLS, _layout, move_tile, _nz_fractals_to_right,
                                  _nz_mat_to_right, _put, transpose_tile, _vec_pair, window_tile)
from .runtime.tile_convert import (_cast_int, convert_tile, _cpu, _cpu_round, _CVT_WIDTH, dequant_tile,
                                   _effective_sat, _F16_MAX, _limits, _npu, _NPU_ROUND, Pairs, _param_region,
                                   _values, _vcvt)
from .runtime.tile_partial import (part_arg, _part_extent, part_fill, part_inputs, part_merge, Partial,
                                   _picks_src1)
from .runtime.tile_histogram import _HIST_BINS, _hist_tile, histogram_tile
from .runtime.tile_random import (_lane_counters, philox, _PHILOX_KEY_STEP, _PHILOX_LANES, _PHILOX_MASK,
                                  _PHILOX_MUL, random_tile, _random_word)
from .runtime.tile_print import PRINT_FORMATS, _print_text, print_tile
from .runtime.tile_sort import (_BLOCK, gather_blocks, gather_by_index, gather_by_pattern,
                                _merge_list_records, merge_lists, _PATTERNS, scatter_by_index,
                                scatter_by_pattern, _simulator_records, SORT_BLOCK, sort_blocks, _sort_bytes,
                                SORT_MAX_REPEAT, SORT_MAX_ROW_COPY, SORT_PAD_BITS, _sort_padded,
                                SORT_PTOAS_PAD, _sort_records, _sort_tile, _sort_write, _taken_by, _TMRGSORT)
from .runtime.tile_generate import _gen_dst, sequence_tile, triangle_tile
from .runtime.tile_quant import (_aux_write, _DESCALE, _e2m1_codes, _e4m3_codes, _EMAX, exp_to_zz, _f32_bits,
                                 _F4_VALUES, _GROUP, _group_max, _int8_values, quant_int8_tile, quant_mx_tile,
                                 _scaling, _shared_exponent, _storage_elements, _write_flat, _zz_dn, _zz_nd)
from .runtime.cube_moves import (_bias_load, _C0_BYTES, _cube_access, _cube_aligned, _cube_args, _CubeMove,
                                 _elem_size, _fill, _frac_load, _FRACTAL, _l0_control, _l0_load, _l0_load_mx,
                                 _l0_load_s4, _location_align, _mx_control, _nz)
from .runtime.tile_matmul import (F32_MODES, MAD_MODE_KEY, matmul_tile, _MM_FP8, _mm_scales, _mm_sizes,
                                  _mm_tile, _mm_types, _mm_values, _MMAD_MAX, _MX_GROUP, reduce_f32,
                                  set_mad_mode)
from .runtime.pipes import _pipe_input, pipe_inputs, pipe_of
from .runtime.cube import (acc_offsets, _cube_c0, _cube_ceil, _cube_choice, _CUBE_CHOICES, _cube_count,
                           cube_fixpipe, _CUBE_FLOAT_INPUTS, _CUBE_FP8, _CUBE_FRACTAL_BYTES,
                           _CUBE_FRACTAL_ROWS, cube_mad, _CUBE_MX_INPUTS, cube_op, _cube_packed,
                           _cube_payload_values, _cube_ptr, _cube_quant_kind, _CUBE_QUANT_SOURCE,
                           _cube_read_values, _cube_registers, _CUBE_RELU_MODES, _cube_saturate_inputs,
                           _cube_tf32, _cube_to_dst, _cube_write_elements, lhs_offsets, mad_xt, rhs_offsets)
from .runtime.tile_pipes import (pipe_alloc, pipe_free, pipe_handle, pipe_import, pipe_init, pipe_pop,
                                 pipe_pop_into, pipe_push, pipe_reserve, _tp_bind, _tp_check_slot,
                                 _tp_cluster, _tp_DEFAULT_SLOTS, _tp_direction, _tp_gm_read, _tp_gm_write,
                                 _tp_int, _tp_matrix, _tp_new, _tp_on, _tp_part, _tp_pipe, _tp_routing,
                                 _tp_sems, _tp_SIDES, _tp_slot_view, _tp_split, _tp_SPLITS, _tp_sub, _tp_take,
                                 _tp_TileConfig)

__all__ = ["SemanticsError", "OPS", "BINDINGS", "Ptr", "Tile", "TensorView", "Mask", "predicate_image", "raw_lanes", "decode_lanes", "pipe_of", "pipe_inputs", "vadd", "vsub", "vmul", "vdiv", "vmax", "vmin", "vand", "vor", "vxor", "vshl", "vshr", "vaddc", "vsubc", "vaddcs", "vsubcs", "vcmp", "vcmps", "vsel", "vselr", "vselrv2", "vcvt", "vtrc", "vci", "vbitcast", "pbitcast", "mad", "mad_acc", "mad_bias", "mad_mx", "mad_mx_acc", "mad_mx_bias", "mad_raw", "mad_bias_raw", "mad_mx_raw", "mad_mx_bias_raw", "mte_gm_l1", "mte_l1_ub", "mte_gm_l1_frac", "mte_l1_l0a", "mte_l1_l0b", "mte_l1_l0a_mx", "mte_l1_l0b_mx", "mte_l1_bt", "mte_l1_fb", "raw_fill_l1", "create_cbuf_matrix", "copy_gm_to_cbuf", "copy_gm_to_cbuf_multi_nd2nz", "copy_gm_to_cbuf_multi_dn2nz", "copy_cbuf_to_ubuf", "copy_ubuf_to_cbuf", "load_cbuf_to_ca", "load_cbuf_to_cb", "load_cbuf_to_ca_s4", "load_cbuf_to_cb_s4", "load_cbuf_to_ca_mx", "load_cbuf_to_cb_mx", "copy_cbuf_to_bt", "copy_cbuf_to_fbuf", "set_loop_size_outtol1", "set_loop1_stride_outtol1", "set_loop2_stride_outtol1", "set_pad_val_outtol1", "set_mte2_nz_para", "mte_l0c_gm", "mte_l0c_ub", "mte_l0c_l1", "copy_matrix_cc_to_gm", "copy_matrix_cc_to_cbuf", "copy_matrix_cc_to_ub", "set_quant_pre", "set_relu_alpha", "set_fix_clip_relu", "set_fpc", "set_store_atomic_cfg", "get_ctrl", "set_ctrl", "sbitset0", "sbitset1", "vintlv", "vdintlv", "vintlvv2", "vdintlvv2", "vshift", "vslide", "vperm", "vsqz", "vusqz", "vpack", "vsunpack", "vzunpack", "mte_gm_ub", "mte_ub_gm", "mte_ub_ub", "mte_ub_l1", "set_loop_size_outtoub", "set_loop1_stride_outtoub", "set_loop2_stride_outtoub", "set_mov_pad_val", "set_loop_size_ubtoout", "set_loop1_stride_ubtoout", "set_loop2_stride_ubtoout", "copy_gm_to_ubuf", "copy_ubuf_to_gm", "copy_ubuf_to_ubuf", "set_atomic_add", "set_atomic_max", "set_atomic_min", "set_atomic_none", "set_atomic_f32", "set_atomic_f16", "set_atomic_bf16", "set_atomic_s32", "set_atomic_s16", "set_atomic_s8", "get_block_idx", "get_block_num", "get_subblock_idx", "get_subblock_num", "set_flag", "wait_flag", "pipe_barrier", "barrier", "mem_bar", "dsb", "dcci", "get_buf", "rls_buf", "get_buf_dyn", "rls_buf_dyn", "set_intra_block", "wait_intra_block", "wait_intra_core", "set_cross_core", "wait_flag_dev", "castptr", "addptr", "pand", "por", "pxor", "pnot", "psel", "ppack", "punpack", "pintlv_b8", "pintlv_b16", "pintlv_b32", "pdintlv_b8", "pdintlv_b16", "pdintlv_b32", "plds", "pldi", "psts", "psti", "pstu", "pltm_b8", "pltm_b16", "pltm_b32", "vbr", "vdup", "pset_b8", "pset_b16", "pset_b32", "pge_b8", "pge_b16", "pge_b32", "plt_b8", "plt_b16", "plt_b32", "vcadd", "vcmax", "vcmin", "vcbmax", "vcbmin", "vcgadd", "vcgmax", "vcgmin", "vcpadd", "chistv2", "dhistv2", "load_scalar", "store_scalar", "ld_dev", "st_dev", "vaddrelu", "vsubrelu", "vaxpy", "vmula", "vmadd", "vmull", "vexpdif", "vaddreluconv", "vmulconv", "vmulscvt", "vbitsort", "vmrgsort4", "get_vms4_sr", "vsort32", "vtranspose", "vprelu", "trowargmax", "trowargmin", "tcolargmax", "tcolargmin", "tadd", "tsub", "tmul", "tdiv", "tmax", "tmin", "tand", "tor", "txor", "tshl", "tshr", "trem", "tfmod", "tpow", "tprelu", "taddrelu", "tcolexpandadd", "tcolexpandsub", "tcolexpandmul", "tcolexpanddiv", "tcolexpandmax", "tcolexpandmin", "tcolexpandexpdif", "tcolsum", "tcolprod", "tcolmax", "tcolmin", "tcmp", "tcmps", "tsel", "tsels", "tcvt", "tquant", "tquant_mx", "tdequant", "settf32mode", "sethf32mode", "tprint", "tgetval", "tsetval", "trowexpand", "tcolexpand", "mgather", "mscatter", "tci", "ttri", "thistogram", "tmov", "ttrans", "treshape", "textract", "tinsert", "tfillpad", "tfillpad_inplace", "tfillpad_expand", "tconcat", "tconcatidx", "tpack", "tmatmul", "tmatmul_acc", "tmatmul_bias", "tmatmul_mx", "tmatmul_mx_acc", "tmatmul_mx_bias", "tgemv", "tgemv_acc", "tgemv_bias", "tgemv_mx", "tgemv_mx_acc", "tgemv_mx_bias", "tload", "tstore", "tprefetch", "tprefetch_async", "make_prefetch_async_context", "tpartadd", "tpartmul", "tpartmax", "tpartmin", "tpartargmax", "tpartargmin", "reserve_buffer", "import_reserved_buffer", "aic_initialize_pipe", "aiv_initialize_pipe", "initialize_l2g2l_pipe", "initialize_l2l_pipe", "talloc_to_aiv", "talloc_to_aic", "tpush_to_aiv", "tpush_to_aic", "tpop_from_aic", "tpop_from_aiv", "tfree_from_aic", "tfree_from_aiv", "talloc", "tpush", "tpop", "tfree", "trandom", "trowexpandadd", "trowexpandsub", "trowexpandmul", "trowexpanddiv", "trowexpandmax", "trowexpandmin", "trowexpandexpdif", "trowsum", "trowprod", "trowmax", "trowmin", "tadds", "tsubs", "tmuls", "tdivs", "tmaxs", "tmins", "tands", "tors", "txors", "tshls", "tshrs", "tlrelu", "trems", "tfmods", "tpows", "texpands", "taxpy", "taddsc", "tsubsc", "tsort32", "tmrgsort", "tgather", "tgatherb", "tscatter", "tsync", "syncall", "taddc", "tsubc", "tabs", "tneg", "texp", "tlog", "tsqrt", "trsqrt", "trecip", "trelu", "tnot", "make_tensor_view", "partition_view", "get_tensor_view_dim", "get_tensor_view_stride", "tensor_view_addr", "alloc_tile", "set_validshape", "subview", "tassign", "alloc_multi_tile", "multi_tile_get", "bitcast", "talias", "declare_tile", "declare_global", "get_validshape", "tile_valid_rows", "tile_valid_cols", "tile_buf_addr", "vabs", "vneg", "vexp", "vln", "vsqrt", "vrsqrt", "vrec", "vrelu", "vnot", "vbcnt", "vcls", "vmov", "vadds", "vsubs", "vmuls", "vmaxs", "vmins", "vands", "vors", "vxors", "vshls", "vshrs", "vlrelu", "vlds", "vldsx2", "vsts", "vstsx2", "vsldb", "vsstb", "vsld", "vsst", "vgather2", "vgather2_bc", "vgatherb", "vscatter", "init_align", "vldas", "vldus", "vstus", "vstu", "vstur", "vstas", "vsta", "vstar", "sprclr", "sprsti", "sprsts"]

TARGETS = ('a5', 'a2a3', 'cpu')

# How a statement binds to each function (generator/emit/bindings.py): declared operand -> parameter,
# the results in the order returned, attribute -> keyword, state the caller passes (`flags`: the pipe
# flags {(src, dst, event): count}; `memory`: the buffer of the pointer's space), the modes `mode=`
# takes (the matched form's), whether `dtype=` (the result's element type) is taken, and keywords
# that take the element type or mask granularity a declared operand or result is written with.
BINDINGS: dict[str, dict[str, Any]] = {
    "vadd": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsub": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmul": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vdiv": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmax": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmin": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vand": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vor": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vxor": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vshl": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vshr": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vaddc": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result', 'carry'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsubc": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result', 'carry'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vaddcs": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask', 'carry_in': 'carry_in'}, 'results': ('result', 'carry'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsubcs": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask', 'carry_in': 'carry_in'}, 'results': ('result', 'carry'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcmp": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'cmp_mode': 'cmp_mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcmps": {'operands': {'src': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'cmp_mode': 'cmp_mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsel": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vselr": {'operands': {'src0': 'src', 'src1': 'idx'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vselrv2": {'operands': {'src0': 'src', 'src1': 'idx'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcvt": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'rnd': 'rnd', 'sat': 'sat', 'part': 'part'}, 'state': (), 'modes': (), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "vtrc": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'round_mode': 'round_mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vci": {'operands': {'index': 'index'}, 'results': ('result',), 'attributes': {'order': 'order'}, 'state': (), 'modes': (), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "vbitcast": {'operands': {'input': 'src'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "pbitcast": {'operands': {'input': 'src'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {'source': 'input', 'result': 'result'}, 'batch': None, 'places': False},
    "mad": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'm': 'm', 'n': 'n', 'k': 'k'}, 'results': (), 'attributes': {'unit_flag': 'unit_flag', 'disable_gemv': 'disable_gemv', 'sat_mode': 'sat_mode', 'tf32_mode': 'tf32_mode', 'n_dir': 'n_dir'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mad_acc": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'm': 'm', 'n': 'n', 'k': 'k'}, 'results': (), 'attributes': {'unit_flag': 'unit_flag', 'disable_gemv': 'disable_gemv', 'sat_mode': 'sat_mode', 'tf32_mode': 'tf32_mode', 'n_dir': 'n_dir'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mad_bias": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'bias': 'bias', 'm': 'm', 'n': 'n', 'k': 'k'}, 'results': (), 'attributes': {'unit_flag': 'unit_flag', 'disable_gemv': 'disable_gemv', 'sat_mode': 'sat_mode', 'tf32_mode': 'tf32_mode', 'n_dir': 'n_dir'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mad_mx": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'm': 'm', 'n': 'n', 'k': 'k'}, 'results': (), 'attributes': {'unit_flag': 'unit_flag', 'disable_gemv': 'disable_gemv', 'sat_mode': 'sat_mode', 'n_dir': 'n_dir'}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mad_mx_acc": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'm': 'm', 'n': 'n', 'k': 'k'}, 'results': (), 'attributes': {'unit_flag': 'unit_flag', 'disable_gemv': 'disable_gemv', 'sat_mode': 'sat_mode', 'n_dir': 'n_dir'}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mad_mx_bias": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'bias': 'bias', 'm': 'm', 'n': 'n', 'k': 'k'}, 'results': (), 'attributes': {'unit_flag': 'unit_flag', 'disable_gemv': 'disable_gemv', 'sat_mode': 'sat_mode', 'n_dir': 'n_dir'}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mad_raw": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'xt': 'xt'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mad_bias_raw": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'bias': 'bias', 'xt': 'xt'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mad_mx_raw": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'xt': 'xt'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mad_mx_bias_raw": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst', 'bias': 'bias', 'xt': 'xt'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_gm_l1": {'operands': {'src': 'src', 'dst': 'dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'loop1_count': 'loop1_count', 'loop1_src_stride': 'loop1_src_stride', 'loop1_dst_stride': 'loop1_dst_stride', 'loop2_count': 'loop2_count', 'loop2_src_stride': 'loop2_src_stride', 'loop2_dst_stride': 'loop2_dst_stride'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l1_ub": {'operands': {'src': 'src', 'dst': 'dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_stride': 'src_gap', 'dst_stride': 'dst_gap', 'loop1_count': 'loop1_count', 'loop1_src_stride': 'loop1_src_stride', 'loop1_dst_stride': 'loop1_dst_stride', 'loop2_count': 'loop2_count', 'loop2_src_stride': 'loop2_src_stride', 'loop2_dst_stride': 'loop2_dst_stride'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_gm_l1_frac": {'operands': {'src': 'src', 'dst': 'dst', 'n_value': 'n_value', 'd_value': 'd_value', 'src_inner_stride': 'src_inner_stride', 'src_outer_stride': 'src_outer_stride', 'group_count': 'group_count', 'dst_loop2_stride': 'dst_loop2_stride', 'dst_loop3_stride': 'dst_loop3_stride', 'dst_loop4_stride': 'dst_loop4_stride', 'l2_cache_ctrl': 'l2_cache_ctrl', 'smallc0_en': 'smallc0_en'}, 'results': (), 'attributes': {}, 'state': (), 'modes': ('nd2nz', 'dn2nz'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l1_l0a": {'operands': {'src': 'src', 'dst': 'dst', 'm': 'm', 'k': 'k', 'start_row': 'start_row', 'start_col': 'start_col', 'm_start': 'm_start', 'k_start': 'k_start', 'm_step': 'm_step', 'k_step': 'k_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {'transpose': 'transpose'}, 'state': (), 'modes': ('shape', 'full'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l1_l0b": {'operands': {'src': 'src', 'dst': 'dst', 'k': 'k', 'n': 'n', 'start_row': 'start_row', 'start_col': 'start_col', 'm_start': 'm_start', 'k_start': 'k_start', 'm_step': 'm_step', 'k_step': 'k_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {'transpose': 'transpose'}, 'state': (), 'modes': ('shape', 'full'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l1_l0a_mx": {'operands': {'src': 'src', 'dst': 'dst', 'm': 'm', 'k': 'k', 'start_row': 'start_row', 'start_col': 'start_col', 'x_start': 'x_start', 'y_start': 'y_start', 'x_step': 'x_step', 'y_step': 'y_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': ('shape', 'full'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l1_l0b_mx": {'operands': {'src': 'src', 'dst': 'dst', 'k': 'k', 'n': 'n', 'start_row': 'start_row', 'start_col': 'start_col', 'x_start': 'x_start', 'y_start': 'y_start', 'x_step': 'x_step', 'y_step': 'y_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': ('shape', 'full'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l1_bt": {'operands': {'src': 'src', 'dst': 'dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_gap': 'src_gap', 'dst_gap': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l1_fb": {'operands': {'src': 'src', 'dst': 'dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_gap': 'src_gap', 'dst_gap': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "raw_fill_l1": {'operands': {'dst': 'dst', 'byte_offset': 'byte_offset', 'raw_value': 'raw_value', 'repeat_times': 'repeat_times', 'block_num_32b': 'block_num_32b', 'dst_gap_32b': 'dst_gap_32b'}, 'results': (), 'attributes': {'fill_word_bits': 'fill_word_bits'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "create_cbuf_matrix": {'operands': {'dst': 'dst', 'raw_value': 'raw_value', 'repeat_times': 'repeat_times', 'block_num_32b': 'block_num_32b', 'dst_gap_32b': 'dst_gap_32b'}, 'results': (), 'attributes': {'fill_word_bits': 'fill_word_bits'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_gm_to_cbuf": {'operands': {'src': 'src', 'dst': 'dst', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_gm_to_cbuf_multi_nd2nz": {'operands': {'src': 'src', 'dst': 'dst', 'sid': 'sid', 'src_inner_stride': 'src_inner_stride', 'l2_cache_ctrl': 'l2_cache_ctrl', 'n_value': 'n_value', 'd_value': 'd_value', 'src_outer_stride': 'src_outer_stride', 'smallc0_en': 'smallc0_en'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_gm_to_cbuf_multi_dn2nz": {'operands': {'src': 'src', 'dst': 'dst', 'sid': 'sid', 'src_inner_stride': 'src_inner_stride', 'l2_cache_ctrl': 'l2_cache_ctrl', 'n_value': 'n_value', 'd_value': 'd_value', 'src_outer_stride': 'src_outer_stride', 'smallc0_en': 'smallc0_en'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_cbuf_to_ubuf": {'operands': {'src': 'src', 'dst': 'dst', 'sid': 'sid', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'src_stride': 'src_gap', 'dst_stride': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_ubuf_to_cbuf": {'operands': {'src': 'src', 'dst': 'dst', 'sid': 'sid', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'src_gap': 'src_gap', 'dst_gap': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "load_cbuf_to_ca": {'operands': {'src': 'src', 'dst': 'dst', 'm_start': 'm_start', 'k_start': 'k_start', 'm_step': 'm_step', 'k_step': 'k_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {'transpose': 'transpose'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "load_cbuf_to_cb": {'operands': {'src': 'src', 'dst': 'dst', 'm_start': 'm_start', 'k_start': 'k_start', 'm_step': 'm_step', 'k_step': 'k_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {'transpose': 'transpose'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "load_cbuf_to_ca_s4": {'operands': {'src': 'src', 'dst': 'dst', 'm_start': 'm_start', 'k_start': 'k_start', 'm_step': 'm_step', 'k_step': 'k_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'transpose': 'transpose'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "load_cbuf_to_cb_s4": {'operands': {'src': 'src', 'dst': 'dst', 'm_start': 'm_start', 'k_start': 'k_start', 'm_step': 'm_step', 'k_step': 'k_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'transpose': 'transpose'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "load_cbuf_to_ca_mx": {'operands': {'src': 'src', 'dst': 'dst', 'x_start': 'x_start', 'y_start': 'y_start', 'x_step': 'x_step', 'y_step': 'y_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "load_cbuf_to_cb_mx": {'operands': {'src': 'src', 'dst': 'dst', 'x_start': 'x_start', 'y_start': 'y_start', 'x_step': 'x_step', 'y_step': 'y_step', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_cbuf_to_bt": {'operands': {'src': 'src', 'dst': 'dst', 'conv_control': 'conv_control', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_gap': 'src_gap', 'dst_gap': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_cbuf_to_fbuf": {'operands': {'src': 'src', 'dst': 'dst', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'src_gap': 'src_gap', 'dst_gap': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_loop_size_outtol1": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_loop1_stride_outtol1": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_loop2_stride_outtol1": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_pad_val_outtol1": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_mte2_nz_para": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l0c_gm": {'operands': {'src': 'src', 'dst': 'dst', 'm': 'm', 'n': 'n', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'sid': 'sid', 'l2_cache_ctrl': 'l2_cache_ctrl', 'quant_payload': 'quant_payload', 'relu_payload': 'relu_payload', 'relu_clip': 'relu_clip', 'loop0_src_stride': 'loop0_src_stride', 'split': 'split', 'loop3_count': 'loop3_count', 'loop3_src_stride': 'loop3_src_stride', 'loop3_dst_stride': 'loop3_dst_stride'}, 'results': (), 'attributes': {'unit_flag': 'unit_flag', 'pre_quant_mode': 'pre_quant_mode', 'pre_relu_mode': 'pre_relu_mode', 'layout': 'layout', 'sat_mode': 'sat_mode', 'atomic_type': 'atomic_type', 'atomic_op': 'atomic_op'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l0c_ub": {'operands': {'src': 'src', 'dst': 'dst', 'm': 'm', 'n': 'n', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'sub_blockid': 'sub_blockid', 'quant_payload': 'quant_payload', 'relu_payload': 'relu_payload', 'relu_clip': 'relu_clip', 'loop0_src_stride': 'loop0_src_stride', 'split': 'split', 'loop3_count': 'loop3_count', 'loop3_src_stride': 'loop3_src_stride', 'loop3_dst_stride': 'loop3_dst_stride'}, 'results': (), 'attributes': {'unit_flag': 'unit_flag', 'pre_quant_mode': 'pre_quant_mode', 'pre_relu_mode': 'pre_relu_mode', 'layout': 'layout', 'sat_mode': 'sat_mode', 'dst_mode': 'dst_mode'}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_l0c_l1": {'operands': {'src': 'src', 'dst': 'dst', 'm': 'm', 'n': 'n', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'quant_payload': 'quant_payload', 'relu_payload': 'relu_payload', 'relu_clip': 'relu_clip', 'loop0_src_stride': 'loop0_src_stride', 'split': 'split', 'loop3_count': 'loop3_count', 'loop3_src_stride': 'loop3_src_stride', 'loop3_dst_stride': 'loop3_dst_stride'}, 'results': (), 'attributes': {'unit_flag': 'unit_flag', 'pre_quant_mode': 'pre_quant_mode', 'pre_relu_mode': 'pre_relu_mode', 'layout': 'layout', 'sat_mode': 'sat_mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_matrix_cc_to_gm": {'operands': {'src': 'src', 'dst': 'dst', 'xm': 'xm', 'xt': 'xt'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_matrix_cc_to_cbuf": {'operands': {'src': 'src', 'dst': 'dst', 'config0': 'config0', 'config1': 'config1'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_matrix_cc_to_ub": {'operands': {'src': 'src', 'dst': 'dst', 'config0': 'config0', 'config1': 'config1'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_quant_pre": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_relu_alpha": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_fix_clip_relu": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_fpc": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_store_atomic_cfg": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "get_ctrl": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_ctrl": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "sbitset0": {'operands': {'value': 'value', 'pos': 'pos'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "sbitset1": {'operands': {'value': 'value', 'pos': 'pos'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vintlv": {'operands': {'lhs': 'lhs', 'rhs': 'rhs'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vdintlv": {'operands': {'lhs': 'lhs', 'rhs': 'rhs'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vintlvv2": {'operands': {'lhs': 'lhs', 'rhs': 'rhs'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vdintlvv2": {'operands': {'lhs': 'lhs', 'rhs': 'rhs'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vshift": {'operands': {'src': 'src', 'amt': 'amt'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vslide": {'operands': {'src0': 'src0', 'src1': 'src1', 'amt': 'amt'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vperm": {'operands': {'src': 'src', 'index': 'idx'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsqz": {'operands': {'src': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vusqz": {'operands': {'src': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vpack": {'operands': {'src': 'src'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsunpack": {'operands': {'src': 'src', 'part': 'part'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vzunpack": {'operands': {'src': 'src', 'part': 'part'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_gm_ub": {'operands': {'gm_src': 'gm_src', 'ub_dst': 'ub_dst', 'l2_cache_ctl': 'l2_cache_ctl', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'loop1_count': 'loop1_count', 'loop1_src_stride': 'loop1_src_stride', 'loop1_dst_stride': 'loop1_dst_stride', 'loop2_count': 'loop2_count', 'loop2_src_stride': 'loop2_src_stride', 'loop2_dst_stride': 'loop2_dst_stride', 'loop3_count': 'loop3_count', 'loop3_src_stride': 'loop3_src_stride', 'loop3_dst_stride': 'loop3_dst_stride', 'pad_value': 'pad_value', 'left_padding_count': 'left_padding_count', 'right_padding_count': 'right_padding_count'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_ub_gm": {'operands': {'ub_src': 'ub_src', 'gm_dst': 'gm_dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride', 'l2_cache_ctl': 'l2_cache_ctl', 'loop1_count': 'loop1_count', 'loop1_src_stride': 'loop1_src_stride', 'loop1_dst_stride': 'loop1_dst_stride', 'loop2_count': 'loop2_count', 'loop2_src_stride': 'loop2_src_stride', 'loop2_dst_stride': 'loop2_dst_stride', 'loop3_count': 'loop3_count', 'loop3_src_stride': 'loop3_src_stride', 'loop3_dst_stride': 'loop3_dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_ub_ub": {'operands': {'ub_src': 'ub_src', 'ub_dst': 'ub_dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_gap': 'src_gap', 'dst_gap': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mte_ub_l1": {'operands': {'ub_src': 'ub_src', 'l1_dst': 'l1_dst', 'len_burst': 'len_burst', 'n_burst': 'n_burst', 'src_gap': 'src_gap', 'dst_gap': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_loop_size_outtoub": {'operands': {'loop2_count': 'loop2_count', 'loop1_count': 'loop1_count'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_loop1_stride_outtoub": {'operands': {'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_loop2_stride_outtoub": {'operands': {'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_mov_pad_val": {'operands': {'value': 'value'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_loop_size_ubtoout": {'operands': {'loop2_count': 'loop2_count', 'loop1_count': 'loop1_count'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_loop1_stride_ubtoout": {'operands': {'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_loop2_stride_ubtoout": {'operands': {'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_gm_to_ubuf": {'operands': {'gm_src': 'gm_src', 'ub_dst': 'ub_dst', 'sid': 'sid', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'left_padding_count': 'left_padding_count', 'right_padding_count': 'right_padding_count', 'data_select_bit': 'data_select_bit', 'l2_cache_ctl': 'l2_cache_ctl', 'src_stride': 'src_stride', 'dst_stride': 'dst_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_ubuf_to_gm": {'operands': {'ub_src': 'ub_src', 'gm_dst': 'gm_dst', 'sid': 'sid', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'l2_cache_ctl': 'l2_cache_ctl', 'dst_stride': 'dst_stride', 'src_stride': 'src_stride'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "copy_ubuf_to_ubuf": {'operands': {'source': 'ub_src', 'dest': 'ub_dst', 'sid': 'sid', 'n_burst': 'n_burst', 'len_burst': 'len_burst', 'src_stride': 'src_gap', 'dst_stride': 'dst_gap'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_add": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_max": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_min": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_none": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_f32": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_f16": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_bf16": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_s32": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_s16": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_atomic_s8": {'operands': {}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "get_block_idx": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "get_block_num": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "get_subblock_idx": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "get_subblock_num": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_flag": {'operands': {}, 'results': (), 'attributes': {'src_pipe': 'src_pipe', 'dst_pipe': 'dst_pipe', 'event_id': 'event_id'}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "wait_flag": {'operands': {}, 'results': (), 'attributes': {'src_pipe': 'src_pipe', 'dst_pipe': 'dst_pipe', 'event_id': 'event_id'}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pipe_barrier": {'operands': {}, 'results': (), 'attributes': {'pipe': 'pipe'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "barrier": {'operands': {}, 'results': (), 'attributes': {'pipe': 'pipe'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mem_bar": {'operands': {}, 'results': (), 'attributes': {'kind': 'kind'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "dsb": {'operands': {}, 'results': (), 'attributes': {'mem': 'mem'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "dcci": {'operands': {'ptr': 'ptr'}, 'results': (), 'attributes': {'cache': 'cache', 'dst': 'dst'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "get_buf": {'operands': {}, 'results': (), 'attributes': {'op_type': 'op_type', 'buf_id': 'buf_id', 'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "rls_buf": {'operands': {}, 'results': (), 'attributes': {'op_type': 'op_type', 'buf_id': 'buf_id', 'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "get_buf_dyn": {'operands': {'buf_id': 'buf_id'}, 'results': (), 'attributes': {'op_type': 'op_type', 'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "rls_buf_dyn": {'operands': {'buf_id': 'buf_id'}, 'results': (), 'attributes': {'op_type': 'op_type', 'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_intra_block": {'operands': {}, 'results': (), 'attributes': {'pipe': 'pipe', 'event_id': 'event_id'}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "wait_intra_block": {'operands': {}, 'results': (), 'attributes': {'pipe': 'pipe', 'event_id': 'event_id'}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "wait_intra_core": {'operands': {'block_id': 'block_id', 'event_id': 'event_id'}, 'results': (), 'attributes': {}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "set_cross_core": {'operands': {'core_id': 'core_id', 'event_id': 'event_id'}, 'results': (), 'attributes': {}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "wait_flag_dev": {'operands': {'core_id': 'core_id', 'event_id': 'event_id'}, 'results': (), 'attributes': {}, 'state': ('flags',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "castptr": {'operands': {'input': 'input'}, 'results': ('result',), 'attributes': {}, 'state': ('memory',), 'modes': (), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "addptr": {'operands': {'ptr': 'ptr', 'offset': 'offset'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pand": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "por": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pxor": {'operands': {'src0': 'src0', 'src1': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pnot": {'operands': {'input': 'input', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "psel": {'operands': {'src0': 'src0', 'src1': 'src1', 'sel': 'sel'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "ppack": {'operands': {'input': 'input'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "punpack": {'operands': {'input': 'input'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pintlv_b8": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pintlv_b16": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pintlv_b32": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pdintlv_b8": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pdintlv_b16": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pdintlv_b32": {'operands': {'src0': 'src0', 'src1': 'src1'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "plds": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('result', 'updated_base'), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "pldi": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('result', 'updated_base'), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "psts": {'operands': {'value': 'value', 'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "psti": {'operands': {'value': 'value', 'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pstu": {'operands': {'align_in': 'align_in', 'value': 'value', 'base': 'base'}, 'results': ('align_out', 'base_out'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pltm_b8": {'operands': {'loop': 'loop', 'bound': 'bound'}, 'results': ('mask',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pltm_b16": {'operands': {'loop': 'loop', 'bound': 'bound'}, 'results': ('mask',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pltm_b32": {'operands': {'loop': 'loop', 'bound': 'bound'}, 'results': ('mask',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vbr": {'operands': {'value': 'value'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "vdup": {'operands': {'value': 'value', 'input': 'value', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'position': 'position'}, 'state': (), 'modes': (), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "pset_b8": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pset_b16": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pset_b32": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pge_b8": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pge_b16": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "pge_b32": {'operands': {}, 'results': ('result',), 'attributes': {'pattern': 'pattern'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "plt_b8": {'operands': {'scalar': 'scalar'}, 'results': ('mask', 'scalar_out'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "plt_b16": {'operands': {'scalar': 'scalar'}, 'results': ('mask', 'scalar_out'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "plt_b32": {'operands': {'scalar': 'scalar'}, 'results': ('mask', 'scalar_out'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcadd": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcmax": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcmin": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcbmax": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result', 'predicate'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcbmin": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result', 'predicate'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcgadd": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcgmax": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcgmin": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcpadd": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "chistv2": {'operands': {'input': 'src', 'mask': 'mask', 'acc': 'acc', 'bin': 'bin'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "dhistv2": {'operands': {'input': 'src', 'mask': 'mask', 'acc': 'acc', 'bin': 'bin'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "load_scalar": {'operands': {'ptr': 'ptr', 'offset': 'offset'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "store_scalar": {'operands': {'value': 'value', 'ptr': 'ptr', 'offset': 'offset'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "ld_dev": {'operands': {'ptr': 'ptr', 'offset': 'offset'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "st_dev": {'operands': {'value': 'value', 'ptr': 'ptr', 'offset': 'offset'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vaddrelu": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsubrelu": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vaxpy": {'operands': {'src0': 'src0', 'src1': 'src1', 'alpha': 'alpha', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmula": {'operands': {'acc': 'acc', 'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmadd": {'operands': {'acc': 'acc', 'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmull": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('low', 'high'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vexpdif": {'operands': {'input': 'src', 'max': 'max', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vaddreluconv": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmulconv": {'operands': {'lhs': 'src0', 'rhs': 'src1', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmulscvt": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {'rnd': 'rnd', 'part': 'part'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vbitsort": {'operands': {'destination': 'dst', 'source': 'src', 'indices': 'idx', 'repeat_times': 'repeat'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmrgsort4": {'operands': {'destination': 'dst', 'source0': 'src0', 'source1': 'src1', 'source2': 'src2', 'source3': 'src3', 'count': 'count', 'config': 'config'}, 'results': (), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "get_vms4_sr": {'operands': {}, 'results': ('list0', 'list1', 'list2', 'list3'), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsort32": {'operands': {'dest': 'dst', 'src': 'src', 'config': 'config'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vtranspose": {'operands': {'dest': 'dst', 'src': 'src', 'config': 'config'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vprelu": {'operands': {'input': 'src', 'alpha': 'alpha', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "trowargmax": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst', 'dstVal': 'dstVal', 'dstIdx': 'dstIdx'}, 'results': (), 'attributes': {}, 'state': (), 'modes': ('index', 'value_index'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "trowargmin": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst', 'dstVal': 'dstVal', 'dstIdx': 'dstIdx'}, 'results': (), 'attributes': {}, 'state': (), 'modes': ('index', 'value_index'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tcolargmax": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst', 'dstVal': 'dstVal', 'dstIdx': 'dstIdx'}, 'results': (), 'attributes': {}, 'state': (), 'modes': ('index', 'value_index'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tcolargmin": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst', 'dstVal': 'dstVal', 'dstIdx': 'dstIdx'}, 'results': (), 'attributes': {}, 'state': (), 'modes': ('index', 'value_index'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tadd": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tsub": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tmul": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tdiv": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tmax": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tmin": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tand": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tor": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "txor": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tshl": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tshr": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trem": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tfmod": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tpow": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tprelu": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "taddrelu": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolexpandadd": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolexpandsub": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolexpandmul": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolexpanddiv": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolexpandmax": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolexpandmin": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolexpandexpdif": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolsum": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'isBinary': 'isBinary'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolprod": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolmax": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolmin": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcmp": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {'cmpMode': 'cmpMode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tcmps": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {'cmpMode': 'cmpMode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tsel": {'operands': {'mask': 'mask', 'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tsels": {'operands': {'mask': 'mask', 'src': 'src', 'tmp': 'tmp', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tcvt": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'rmode': 'rmode', 'satmode': 'satmode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tquant": {'operands': {'src': 'src', 'fp': 'fp', 'offset': 'offset', 'dst': 'dst', 'tmp': 'tmp'}, 'results': (), 'attributes': {'quant_type': 'quant_type'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tquant_mx": {'operands': {'src': 'src', 'dst': 'dst', 'exp': 'exp', 'max': 'group_max', 'scaling': 'scaling', 'exp_zz': 'exp_zz'}, 'results': (), 'attributes': {'quant_type': 'quant_type', 'quantScaleAlg': 'quantScaleAlg', 'grpAxis': 'grpAxis', 'storeMode': 'storeMode', 'interleave': 'interleave'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tdequant": {'operands': {'src': 'src', 'scale': 'scale', 'offset': 'offset', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "settf32mode": {'operands': {}, 'results': (), 'attributes': {'enable': 'enable', 'mode': 'mode'}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "sethf32mode": {'operands': {}, 'results': (), 'attributes': {'enable': 'enable', 'mode': 'mode'}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tprint": {'operands': {'src': 'src', 'tmp': 'tmp'}, 'results': (), 'attributes': {'printFormat': 'printFormat'}, 'state': ('printed',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tgetval": {'operands': {'src': 'src', 'offset': 'offset'}, 'results': ('dst',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tsetval": {'operands': {'offset': 'offset', 'val': 'val', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "trowexpand": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tcolexpand": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "mgather": {'operands': {'mem': 'mem', 'idx': 'idx', 'gidx': 'gidx', 'scratch': 'scratch', 'dst': 'dst'}, 'results': (), 'attributes': {'coalesce': 'coalesce', 'gatherOob': 'gatherOob'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "mscatter": {'operands': {'src': 'src', 'idx': 'idx', 'mem': 'mem'}, 'results': (), 'attributes': {'coalesce': 'coalesce', 'scatterAtomicOp': 'scatterAtomicOp', 'scatterOob': 'scatterOob', 'scatterConflict': 'scatterConflict'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tci": {'operands': {'S': 'start', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'descending': 'descending'}, 'state': (), 'modes': ('plain', 'with_tmp'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "ttri": {'operands': {'diagonal': 'diagonal', 'dst': 'dst'}, 'results': (), 'attributes': {'upperOrLower': 'upperOrLower'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "thistogram": {'operands': {'src': 'src', 'idx': 'idx', 'dst': 'dst'}, 'results': (), 'attributes': {'byte': 'byte'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tmov": {'operands': {'src': 'src', 'fp': 'fp', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'grpAxis': 'grpAxis', 'accToVecMode': 'accToVecMode', 'reluPreMode': 'reluPreMode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "ttrans": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "treshape": {'operands': {'src': 'src'}, 'results': ('dst',), 'attributes': {}, 'state': ('config',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "textract": {'operands': {'src': 'src', 'indexRow': 'row', 'indexCol': 'col', 'fp': 'fp', 'dst': 'dst'}, 'results': (), 'attributes': {'accToVecMode': 'accToVecMode', 'reluPreMode': 'reluPreMode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tinsert": {'operands': {'src': 'src', 'indexRow': 'row', 'indexCol': 'col', 'dst': 'dst'}, 'results': (), 'attributes': {'accToVecMode': 'accToVecMode', 'reluPreMode': 'reluPreMode', 'tinsertMode': 'tinsertMode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tfillpad": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tfillpad_inplace": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tfillpad_expand": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tconcat": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tconcatidx": {'operands': {'src0': 'src0', 'src1': 'src1', 'src0Idx': 'idx0', 'src1Idx': 'idx1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tpack": {'operands': {'src': 'src'}, 'results': ('dst',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tmatmul": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tmatmul_acc": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'acc_in': 'acc_in', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tmatmul_bias": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'bias': 'bias', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tmatmul_mx": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'a_scale': 'a_scale', 'b_scale': 'b_scale', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tmatmul_mx_acc": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'acc_in': 'acc_in', 'a_scale': 'a_scale', 'b_scale': 'b_scale', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tmatmul_mx_bias": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'a_scale': 'a_scale', 'b_scale': 'b_scale', 'bias': 'bias', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tgemv": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tgemv_acc": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'acc_in': 'acc_in', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tgemv_bias": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'bias': 'bias', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tgemv_mx": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'a_scale': 'a_scale', 'b_scale': 'b_scale', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tgemv_mx_acc": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'acc_in': 'acc_in', 'a_scale': 'a_scale', 'b_scale': 'b_scale', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tgemv_mx_bias": {'operands': {'lhs': 'lhs', 'rhs': 'rhs', 'a_scale': 'a_scale', 'b_scale': 'b_scale', 'bias': 'bias', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('dma',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tload": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {'layout': 'layout'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'load', 'places': False},
    "tstore": {'operands': {'src': 'src', 'fp': 'fp', 'preQuantScalar': 'quant_scalar', 'dst': 'dst'}, 'results': (), 'attributes': {'layout': 'layout', 'atomicType': 'atomicType', 'stPhase': 'stPhase', 'reluPreMode': 'reluPreMode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'store', 'places': False},
    "tprefetch": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tprefetch_async": {'operands': {'src': 'src', 'ctx': 'ctx'}, 'results': ('event',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "make_prefetch_async_context": {'operands': {'workspace': 'workspace'}, 'results': ('ctx',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tpartadd": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tpartmul": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tpartmax": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tpartmin": {'operands': {'src0': 'src0', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tpartargmax": {'operands': {'src0': 'src0', 'src1': 'src1', 'src0Idx': 'src0_idx', 'src1Idx': 'src1_idx', 'dst': 'dst', 'dstIdx': 'dst_idx'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tpartargmin": {'operands': {'src0': 'src0', 'src1': 'src1', 'src0Idx': 'src0_idx', 'src1Idx': 'src1_idx', 'dst': 'dst', 'dstIdx': 'dst_idx'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "reserve_buffer": {'operands': {}, 'results': ('addr',), 'attributes': {'name': 'name', 'size': 'size', 'location': 'location', 'auto': 'auto', 'base': 'base'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "import_reserved_buffer": {'operands': {}, 'results': ('addr',), 'attributes': {'name': 'name'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "aic_initialize_pipe": {'operands': {'gm_slot_buffer': 'gm_slot_buffer', 'gm_slot_tensor': 'gm_slot_tensor', 'c2v_consumer_buf': 'c2v_consumer_buf', 'v2c_consumer_buf': 'v2c_consumer_buf'}, 'results': (), 'attributes': {'id': 'id', 'dir_mask': 'dir_mask', 'slot_size': 'slot_size', 'slot_num': 'slot_num', 'local_slot_num': 'local_slot_num', 'nosplit': 'nosplit'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "aiv_initialize_pipe": {'operands': {'gm_slot_buffer': 'gm_slot_buffer', 'gm_slot_tensor': 'gm_slot_tensor', 'c2v_consumer_buf': 'c2v_consumer_buf', 'v2c_consumer_buf': 'v2c_consumer_buf'}, 'results': (), 'attributes': {'id': 'id', 'dir_mask': 'dir_mask', 'slot_size': 'slot_size', 'slot_num': 'slot_num', 'local_slot_num': 'local_slot_num', 'nosplit': 'nosplit'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "initialize_l2g2l_pipe": {'operands': {'gm_addr': 'gm_addr', 'local_addr': 'local_addr', 'peer_local_addr': 'peer_local_addr'}, 'results': ('pipe',), 'attributes': {'dir_mask': 'dir_mask', 'slot_size': 'slot_size', 'slot_num': 'slot_num', 'local_slot_num': 'local_slot_num', 'flag_base': 'flag_base', 'nosplit': 'nosplit'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "initialize_l2l_pipe": {'operands': {'local_addr': 'local_addr', 'peer_local_addr': 'peer_local_addr'}, 'results': ('pipe',), 'attributes': {'dir_mask': 'dir_mask', 'slot_size': 'slot_size', 'slot_num': 'slot_num', 'flag_base': 'flag_base', 'nosplit': 'nosplit'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "talloc_to_aiv": {'operands': {}, 'results': ('entry',), 'attributes': {'id': 'id', 'split': 'split'}, 'state': ('config',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "talloc_to_aic": {'operands': {}, 'results': ('entry',), 'attributes': {'id': 'id', 'split': 'split'}, 'state': ('config',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tpush_to_aiv": {'operands': {'tile': 'tile'}, 'results': (), 'attributes': {'id': 'id', 'split': 'split'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tpush_to_aic": {'operands': {'tile': 'tile', 'aiv_subblockid': 'aiv_subblockid'}, 'results': (), 'attributes': {'id': 'id', 'split': 'split'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tpop_from_aic": {'operands': {'valid_row': 'valid_row', 'valid_col': 'valid_col', 'aiv_subblockid': 'aiv_subblockid'}, 'results': ('tile',), 'attributes': {'id': 'id', 'split': 'split'}, 'state': ('memory', 'config'), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tpop_from_aiv": {'operands': {'valid_row': 'valid_row', 'valid_col': 'valid_col'}, 'results': ('tile',), 'attributes': {'id': 'id', 'split': 'split'}, 'state': ('memory', 'config'), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tfree_from_aic": {'operands': {'entry': 'entry'}, 'results': (), 'attributes': {'id': 'id', 'split': 'split'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tfree_from_aiv": {'operands': {'entry': 'entry'}, 'results': (), 'attributes': {'id': 'id', 'split': 'split'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "talloc": {'operands': {'entry': 'entry', 'pipe_handle': 'pipe_handle'}, 'results': (), 'attributes': {'split': 'split'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tpush": {'operands': {'tile': 'tile', 'pipe_handle': 'pipe_handle'}, 'results': (), 'attributes': {'split': 'split'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tpop": {'operands': {'tile': 'tile', 'pipe_handle': 'pipe_handle'}, 'results': (), 'attributes': {'split': 'split'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tfree": {'operands': {'pipe_handle': 'pipe_handle', 'entry': 'entry'}, 'results': (), 'attributes': {'split': 'split'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "trandom": {'operands': {'key0': 'key0', 'key1': 'key1', 'counter0': 'counter0', 'counter1': 'counter1', 'counter2': 'counter2', 'counter3': 'counter3', 'dst': 'dst'}, 'results': (), 'attributes': {'rounds': 'rounds'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "trowexpandadd": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowexpandsub": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowexpandmul": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowexpanddiv": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowexpandmax": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowexpandmin": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowexpandexpdif": {'operands': {'src0': 'src0', 'src1': 'src1', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowsum": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowprod": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowmax": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trowmin": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tadds": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tsubs": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tmuls": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tdivs": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': ('tile_scalar', 'scalar_tile'), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tmaxs": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tmins": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tands": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tors": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "txors": {'operands': {'src': 'src', 'scalar': 'scalar', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tshls": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tshrs": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tlrelu": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trems": {'operands': {'src': 'src', 'scalar': 'scalar', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tfmods": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tpows": {'operands': {'src': 'src', 'scalar': 'scalar', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "texpands": {'operands': {'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "taxpy": {'operands': {'src': 'src', 'scalar': 'scalar', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "taddsc": {'operands': {'src0': 'src0', 'scalar': 'scalar', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tsubsc": {'operands': {'src0': 'src0', 'scalar': 'scalar', 'src1': 'src1', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tsort32": {'operands': {'src': 'src', 'idx': 'idx', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': ('whole', 'padded'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tmrgsort": {'operands': {'src0': 'src0', 'blockLen': 'block_len', 'src1': 'src1', 'src2': 'src2', 'src3': 'src3', 'tmp': 'tmp', 'dst': 'dst', 'executed': 'executed'}, 'results': (), 'attributes': {'exhausted': 'exhausted'}, 'state': (), 'modes': ('blocks', 'lists2', 'lists3', 'lists4'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tgather": {'operands': {'src': 'src', 'indices': 'indices', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'maskPattern': 'maskPattern', 'axis': 'axis'}, 'state': (), 'modes': ('index', 'index_tmp', 'mask'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tgatherb": {'operands': {'src': 'src', 'offsets': 'offsets', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tscatter": {'operands': {'src': 'src', 'indices': 'indices', 'dst': 'dst'}, 'results': (), 'attributes': {'maskPattern': 'maskPattern', 'axis': 'axis'}, 'state': (), 'modes': ('index', 'mask'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tsync": {'operands': {'events': 'events'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "syncall": {'operands': {'gm_workspace': 'gm_workspace', 'used_cores': 'used_cores'}, 'results': (), 'attributes': {'core_type': 'core_type'}, 'state': ('spr',), 'modes': ('soft', 'hard'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "taddc": {'operands': {'src0': 'src0', 'src1': 'src1', 'src2': 'src2', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tsubc": {'operands': {'src0': 'src0', 'src1': 'src1', 'src2': 'src2', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tabs": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tneg": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "texp": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tlog": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tsqrt": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trsqrt": {'operands': {'src': 'src', 'tmp': 'tmp', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trecip": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {'precisionType': 'precisionType'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "trelu": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "tnot": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'compute', 'places': False},
    "make_tensor_view": {'operands': {'ptr': 'ptr', 'shape': 'shape', 'strides': 'strides'}, 'results': ('view',), 'attributes': {'layout': 'layout'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "partition_view": {'operands': {'source': 'source', 'offsets': 'offsets', 'sizes': 'sizes'}, 'results': ('part',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'view', 'places': False},
    "get_tensor_view_dim": {'operands': {'tensor_view': 'tensor_view', 'dim_index': 'dim_index'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'query', 'places': False},
    "get_tensor_view_stride": {'operands': {'tensor_view': 'tensor_view', 'dim_index': 'dim_index'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'query', 'places': False},
    "tensor_view_addr": {'operands': {'src': 'src'}, 'results': ('dst',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "alloc_tile": {'operands': {'addr': 'addr', 'valid_row': 'valid_row', 'valid_col': 'valid_col'}, 'results': ('tile',), 'attributes': {}, 'state': ('memory', 'config'), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': True},
    "set_validshape": {'operands': {'tile': 'tile', 'rows': 'rows', 'cols': 'cols'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "subview": {'operands': {'source': 'source', 'offsets': 'offsets', 'valid_row': 'valid_row', 'valid_col': 'valid_col'}, 'results': ('result',), 'attributes': {'rows': 'rows', 'cols': 'cols'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "tassign": {'operands': {'tile': 'tile', 'addr': 'addr'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "alloc_multi_tile": {'operands': {'addr': 'addr', 'valid_row': 'valid_row', 'valid_col': 'valid_col'}, 'results': ('result',), 'attributes': {}, 'state': ('memory', 'config'), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': True},
    "multi_tile_get": {'operands': {'source': 'source', 'slot': 'slot'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "bitcast": {'operands': {'src': 'src'}, 'results': ('result',), 'attributes': {}, 'state': ('config',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "talias": {'operands': {'src': 'src', 'dst': 'dst'}, 'results': (), 'attributes': {}, 'state': ('config',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "declare_tile": {'operands': {}, 'results': ('tile',), 'attributes': {}, 'state': ('memory', 'config'), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "declare_global": {'operands': {}, 'results': ('entry',), 'attributes': {}, 'state': ('config',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "get_validshape": {'operands': {'tile': 'tile'}, 'results': ('valid_row', 'valid_col'), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'query', 'places': False},
    "tile_valid_rows": {'operands': {'tile': 'tile'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'query', 'places': False},
    "tile_valid_cols": {'operands': {'tile': 'tile'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': 'query', 'places': False},
    "tile_buf_addr": {'operands': {'src': 'src'}, 'results': ('dst',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vabs": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vneg": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vexp": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vln": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsqrt": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vrsqrt": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vrec": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vrelu": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vnot": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vbcnt": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vcls": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmov": {'operands': {'input': 'src', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vadds": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsubs": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmuls": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmaxs": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vmins": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vands": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vors": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vxors": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vshls": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vshrs": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vlrelu": {'operands': {'input': 'src', 'scalar': 'scalar', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vlds": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('result', 'updated_base'), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "vldsx2": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('low', 'high', 'updated_base'), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "vsts": {'operands': {'value': 'src', 'destination': 'destination', 'offset': 'offset', 'mask': 'mask'}, 'results': ('updated_base',), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vstsx2": {'operands': {'low': 'low', 'high': 'high', 'destination': 'destination', 'offset': 'offset', 'mask': 'mask'}, 'results': (), 'attributes': {'dist': 'dist'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsldb": {'operands': {'source': 'source', 'block_stride': 'block_stride', 'repeat_stride': 'repeat_stride', 'mask': 'mask'}, 'results': ('result', 'updated_base'), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "vsstb": {'operands': {'value': 'src', 'destination': 'destination', 'block_stride': 'block_stride', 'repeat_stride': 'repeat_stride', 'mask': 'mask'}, 'results': ('updated_base',), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsld": {'operands': {'source': 'source', 'offset': 'offset'}, 'results': ('result',), 'attributes': {'stride': 'stride'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsst": {'operands': {'value': 'src', 'dest': 'dest', 'offset': 'offset'}, 'results': (), 'attributes': {'stride': 'stride'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vgather2": {'operands': {'source': 'source', 'offsets': 'offsets', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vgather2_bc": {'operands': {'source': 'source', 'offsets': 'offsets', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vgatherb": {'operands': {'source': 'source', 'offsets': 'offsets', 'mask': 'mask'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vscatter": {'operands': {'value': 'src', 'destination': 'destination', 'offsets': 'offsets', 'mask': 'mask'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "init_align": {'operands': {}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vldas": {'operands': {'source': 'source'}, 'results': ('result',), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vldus": {'operands': {'source': 'source', 'align': 'align', 'increment': 'increment'}, 'results': ('result', 'align_out', 'updated_base'), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': True, 'types': {}, 'batch': None, 'places': False},
    "vstus": {'operands': {'align_in': 'align_in', 'offset': 'offset', 'value': 'value', 'base': 'base'}, 'results': ('align_out', 'base_out'), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vstu": {'operands': {'align_in': 'align_in', 'offset_in': 'offset_in', 'value': 'value', 'base': 'base'}, 'results': ('align_out', 'offset_out'), 'attributes': {'mode': 'mode'}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vstur": {'operands': {'align_in': 'align_in', 'value': 'value', 'base': 'base'}, 'results': ('align_out',), 'attributes': {'mode': 'mode'}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vstas": {'operands': {'value': 'align', 'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {}, 'state': (), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vsta": {'operands': {'value': 'align', 'dest': 'dest', 'offset': 'offset'}, 'results': (), 'attributes': {}, 'state': (), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "vstar": {'operands': {'value': 'align', 'destination': 'destination'}, 'results': (), 'attributes': {}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "sprclr": {'operands': {}, 'results': (), 'attributes': {'register': 'register'}, 'state': ('spr',), 'modes': (), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "sprsti": {'operands': {'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {'register': 'register'}, 'state': ('spr',), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
    "sprsts": {'operands': {'destination': 'destination', 'offset': 'offset'}, 'results': ('updated_base',), 'attributes': {'register': 'register'}, 'state': ('spr',), 'modes': ('plain', 'post_update'), 'dtype': False, 'types': {}, 'batch': None, 'places': False},
}



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


def pbitcast(src: ArrayLike, *, source: str, result: str, target: str = "a5") -> Arr:
    """pto.pbitcast: Reinterprets a mask at another granularity.

    The 256-bit predicate image is unchanged: lane i of a bK mask is predicate bit i × (K / 8), and
    the bits between the lanes stay (the result is a Mask when it sets any: D-PREDICATE-IMAGE).
    `source` and `result` are the granularities (b8, b16, b32).
    """
    _spec("pbitcast", target)
    for g in (source, result):
        _choice("pbitcast", "granularity", g, tuple(_MASK_STEP))
    m = src
    k_in, k_out = _MASK_STEP[source], _MASK_STEP[result]
    shape = np.shape(m)
    if np.asarray(m).dtype != np.bool_ or len(shape) != 1 or shape[0] != _VBITS // k_in:
        raise SemanticsError(f"pto.pbitcast: a {source} mask is a boolean array of {_VBITS // k_in} lanes")
    return _image_mask(_predicate_bits("pbitcast", m), _VBITS // k_out)


_CUBE_MAD: dict[str, Any] = {"op": 'mad', "action": 'mad', "init": 'zero', "mx": False, "dest": ''}


def mad(lhs: Ptr, rhs: Ptr, dst: Ptr, m: Any, n: Any, k: Any, *,
        unit_flag: str | None = None, disable_gemv: str | None = None, sat_mode: str | None = None, tf32_mode: str | None = None, n_dir: str | None = None, target: str = "a5") -> None:
    """pto.mad: Multiplies L0A by L0B into L0C, starting from zero.

    L0C's `dst` (NZ) becomes the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'm': m, 'n': n, 'k': k, 'unit_flag': unit_flag, 'disable_gemv': disable_gemv, 'sat_mode': sat_mode, 'tf32_mode': tf32_mode, 'n_dir': n_dir}, None, target)


_CUBE_MAD_ACC: dict[str, Any] = {"op": 'mad_acc', "action": 'mad', "init": 'acc', "mx": False, "dest": ''}


def mad_acc(lhs: Ptr, rhs: Ptr, dst: Ptr, m: Any, n: Any, k: Any, *,
            unit_flag: str | None = None, disable_gemv: str | None = None, sat_mode: str | None = None, tf32_mode: str | None = None, n_dir: str | None = None, target: str = "a5") -> None:
    """pto.mad_acc: Multiplies L0A by L0B and adds the product to L0C.

    L0C's `dst` (NZ) becomes dst + the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD_ACC, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'm': m, 'n': n, 'k': k, 'unit_flag': unit_flag, 'disable_gemv': disable_gemv, 'sat_mode': sat_mode, 'tf32_mode': tf32_mode, 'n_dir': n_dir}, None, target)


_CUBE_MAD_BIAS: dict[str, Any] = {"op": 'mad_bias', "action": 'mad', "init": 'bias', "mx": False, "dest": ''}


def mad_bias(lhs: Ptr, rhs: Ptr, dst: Ptr, bias: Ptr, m: Any, n: Any, k: Any, *,
             unit_flag: str | None = None, disable_gemv: str | None = None, sat_mode: str | None = None, tf32_mode: str | None = None, n_dir: str | None = None, target: str = "a5") -> None:
    """pto.mad_bias: Multiplies L0A by L0B into L0C, starting from a bias row.

    L0C's `dst` (NZ) becomes bias[n] + the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD_BIAS, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'bias': bias, 'm': m, 'n': n, 'k': k, 'unit_flag': unit_flag, 'disable_gemv': disable_gemv, 'sat_mode': sat_mode, 'tf32_mode': tf32_mode, 'n_dir': n_dir}, None, target)


_CUBE_MAD_MX: dict[str, Any] = {"op": 'mad_mx', "action": 'mad', "init": 'zero', "mx": True, "dest": ''}


def mad_mx(dma: dict[tuple[str, str], Any], lhs: Ptr, rhs: Ptr, dst: Ptr, m: Any, n: Any, k: Any, *,
           unit_flag: str | None = None, disable_gemv: str | None = None, sat_mode: str | None = None, n_dir: str | None = None, target: str = "a5") -> None:
    """pto.mad_mx: MX multiply of L0A by L0B into L0C, starting from zero.

    L0C's `dst` (NZ) becomes the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN),
    each value scaled by its 32-element K group's e8m0 scale (dma[("mx_scale", "l0a")], dma[("mx_scale", "l0b")]);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD_MX, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'm': m, 'n': n, 'k': k, 'unit_flag': unit_flag, 'disable_gemv': disable_gemv, 'sat_mode': sat_mode, 'n_dir': n_dir}, dma, target)


_CUBE_MAD_MX_ACC: dict[str, Any] = {"op": 'mad_mx_acc', "action": 'mad', "init": 'acc', "mx": True, "dest": ''}


def mad_mx_acc(dma: dict[tuple[str, str], Any], lhs: Ptr, rhs: Ptr, dst: Ptr, m: Any, n: Any, k: Any, *,
               unit_flag: str | None = None, disable_gemv: str | None = None, sat_mode: str | None = None, n_dir: str | None = None, target: str = "a5") -> None:
    """pto.mad_mx_acc: MX multiply of L0A by L0B, added to L0C.

    L0C's `dst` (NZ) becomes dst + the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN),
    each value scaled by its 32-element K group's e8m0 scale (dma[("mx_scale", "l0a")], dma[("mx_scale", "l0b")]);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD_MX_ACC, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'm': m, 'n': n, 'k': k, 'unit_flag': unit_flag, 'disable_gemv': disable_gemv, 'sat_mode': sat_mode, 'n_dir': n_dir}, dma, target)


_CUBE_MAD_MX_BIAS: dict[str, Any] = {"op": 'mad_mx_bias', "action": 'mad', "init": 'bias', "mx": True, "dest": ''}


def mad_mx_bias(dma: dict[tuple[str, str], Any], lhs: Ptr, rhs: Ptr, dst: Ptr, bias: Ptr, m: Any, n: Any, k: Any, *,
                unit_flag: str | None = None, disable_gemv: str | None = None, sat_mode: str | None = None, n_dir: str | None = None, target: str = "a5") -> None:
    """pto.mad_mx_bias: MX multiply of L0A by L0B into L0C, starting from a bias row.

    L0C's `dst` (NZ) becomes bias[n] + the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN),
    each value scaled by its 32-element K group's e8m0 scale (dma[("mx_scale", "l0a")], dma[("mx_scale", "l0b")]);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD_MX_BIAS, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'bias': bias, 'm': m, 'n': n, 'k': k, 'unit_flag': unit_flag, 'disable_gemv': disable_gemv, 'sat_mode': sat_mode, 'n_dir': n_dir}, dma, target)


_CUBE_MAD_RAW: dict[str, Any] = {"op": 'mad_raw', "action": 'mad_raw', "init": '', "mx": False, "dest": ''}


def mad_raw(lhs: Ptr, rhs: Ptr, dst: Ptr, xt: Any, *,
            target: str = "a5") -> None:
    """pto.mad_raw: mad with M, N, K and its initialisation packed into one word.

    L0C's `dst` (NZ) becomes what xt's init bits say plus the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD_RAW, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'xt': xt}, None, target)


_CUBE_MAD_BIAS_RAW: dict[str, Any] = {"op": 'mad_bias_raw', "action": 'mad_raw', "init": '', "mx": False, "dest": ''}


def mad_bias_raw(lhs: Ptr, rhs: Ptr, dst: Ptr, bias: Ptr, xt: Any, *,
                 target: str = "a5") -> None:
    """pto.mad_bias_raw: mad with a bias operand, M, N, K and its initialisation packed into one word.

    L0C's `dst` (NZ) becomes what xt's init bits say plus the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD_BIAS_RAW, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'bias': bias, 'xt': xt}, None, target)


_CUBE_MAD_MX_RAW: dict[str, Any] = {"op": 'mad_mx_raw', "action": 'mad_raw', "init": '', "mx": True, "dest": ''}


def mad_mx_raw(dma: dict[tuple[str, str], Any], lhs: Ptr, rhs: Ptr, dst: Ptr, xt: Any, *,
               target: str = "a5") -> None:
    """pto.mad_mx_raw: MX mad with M, N, K and its initialisation packed into one word.

    L0C's `dst` (NZ) becomes what xt's init bits say plus the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN),
    each value scaled by its 32-element K group's e8m0 scale (dma[("mx_scale", "l0a")], dma[("mx_scale", "l0b")]);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD_MX_RAW, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'xt': xt}, dma, target)


_CUBE_MAD_MX_BIAS_RAW: dict[str, Any] = {"op": 'mad_mx_bias_raw', "action": 'mad_raw', "init": '', "mx": True, "dest": ''}


def mad_mx_bias_raw(dma: dict[tuple[str, str], Any], lhs: Ptr, rhs: Ptr, dst: Ptr, bias: Ptr, xt: Any, *,
                    target: str = "a5") -> None:
    """pto.mad_mx_bias_raw: MX mad with a bias operand, M, N, K and its initialisation packed into one word.

    L0C's `dst` (NZ) becomes what xt's init bits say plus the product of `lhs` (L0A, NZ) and `rhs` (L0B, ZN),
    each value scaled by its 32-element K group's e8m0 scale (dma[("mx_scale", "l0a")], dma[("mx_scale", "l0b")]);
    K products in order, one f32 fused multiply-add each (i32 wraps): runtime/cube.py (D-MAD-ORDER).
    """
    cube_op(_CUBE_MAD_MX_BIAS_RAW, {'lhs': lhs, 'rhs': rhs, 'dst': dst, 'bias': bias, 'xt': xt}, dma, target)


_DMA_MTE_GM_L1 = _Dma(
    op='mte_gm_l1', source='src', dest='dst', spaces=('gm', 'l1'),
    unit=1, gap=False, operands=(('len_burst', 'len_burst', 'count'), ('n_burst', 'n_burst', 'count'), ('src_stride', 'src_stride', 'count'), ('dst_stride', 'dst_stride', 'count'), ('loop1_count', 'loop1_count', 'or None'), ('loop1_src_stride', 'loop1_src_stride', 'or None'), ('loop1_dst_stride', 'loop1_dst_stride', 'or None'), ('loop2_count', 'loop2_count', 'or None'), ('loop2_src_stride', 'loop2_src_stride', 'or None'), ('loop2_dst_stride', 'loop2_dst_stride', 'or None')),
    loops=(('1', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride'), ('2', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride')), registers='',
    pad='', atomic=False)


def mte_gm_l1(src: Ptr, dst: Ptr, len_burst: Any, n_burst: Any, src_stride: Any, dst_stride: Any, loop1_count: Any | None = None, loop1_src_stride: Any | None = None, loop1_dst_stride: Any | None = None, loop2_count: Any | None = None, loop2_src_stride: Any | None = None, loop2_dst_stride: Any | None = None, *,
              target: str = "a5") -> None:
    """pto.mte_gm_l1: Copies burst rows from global memory into the L1 buffer (MTE2), with optional outer loops.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` bytes,
    `src_stride` / `dst_stride` bytes apart (start to start), repeated by up to 2 loop
    groups (loopK_count, loopK_src_stride, loopK_dst_stride; the first innermost, None: absent).
    Reads gm, writes l1; gm and l1 rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_MTE_GM_L1, src, dst, (len_burst, n_burst, src_stride, dst_stride, loop1_count, loop1_src_stride, loop1_dst_stride, loop2_count, loop2_src_stride, loop2_dst_stride), None, target)


_DMA_MTE_L1_UB = _Dma(
    op='mte_l1_ub', source='src', dest='dst', spaces=('l1', 'ub'),
    unit=32, gap=True, operands=(('len_burst', 'len_burst', 'count'), ('n_burst', 'n_burst', 'count'), ('src_gap', 'src_stride', 'count'), ('dst_gap', 'dst_stride', 'count'), ('loop1_count', 'loop1_count', 'or None'), ('loop1_src_stride', 'loop1_src_stride', 'or None'), ('loop1_dst_stride', 'loop1_dst_stride', 'or None'), ('loop2_count', 'loop2_count', 'or None'), ('loop2_src_stride', 'loop2_src_stride', 'or None'), ('loop2_dst_stride', 'loop2_dst_stride', 'or None')),
    loops=(('1', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride'), ('2', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride')), registers='',
    pad='', atomic=False)


def mte_l1_ub(src: Ptr, dst: Ptr, len_burst: Any, n_burst: Any, src_gap: Any, dst_gap: Any, loop1_count: Any | None = None, loop1_src_stride: Any | None = None, loop1_dst_stride: Any | None = None, loop2_count: Any | None = None, loop2_src_stride: Any | None = None, loop2_dst_stride: Any | None = None, *,
              target: str = "a5") -> None:
    """pto.mte_l1_ub: Copies burst rows from the L1 buffer into the unified buffer, with optional outer loops.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 32 bytes,
    each next row `(len_burst + gap) x 32` bytes after the one before, repeated by up to 2 loop
    groups (loopK_count, loopK_src_stride, loopK_dst_stride; the first innermost, None: absent).
    Reads l1, writes ub; l1 and ub rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_MTE_L1_UB, src, dst, (len_burst, n_burst, src_gap, dst_gap, loop1_count, loop1_src_stride, loop1_dst_stride, loop2_count, loop2_src_stride, loop2_dst_stride), None, target)


_CUBE_MTE_GM_L1_FRAC = _CubeMove(
    op='mte_gm_l1_frac', action='frac', source='src', dest='dst',
    spaces=('gm', 'l1'), operands=('n_value', 'd_value', 'src_inner_stride', 'src_outer_stride', 'group_count', 'dst_loop2_stride', 'dst_loop3_stride', 'dst_loop4_stride', 'l2_cache_ctrl', 'smallc0_en'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def mte_gm_l1_frac(src: Ptr, dst: Ptr, n_value: Any, d_value: Any, src_inner_stride: Any, group_count: Any, dst_loop2_stride: Any, dst_loop3_stride: Any, dst_loop4_stride: Any, l2_cache_ctrl: Any, smallc0_en: Any, src_outer_stride: Any | None = None, *,
                   mode: str = 'nd2nz', target: str = "a5") -> None:
    """pto.mte_gm_l1_frac: Loads row-major (nd2nz) or column-major (dn2nz) matrices from global memory into the L1 buffer as NZ fractals (MTE2).

    Reads gm, writes l1: `group_count` matrices of `n_value` x `d_value` elements (the mode `nd2nz` reads src[n, d], `dn2nz` src[d, n], rows `src_inner_stride` bytes apart, matrices
    `src_outer_stride` bytes apart) into NZ fractals (rows `dst_loop2_stride`, column bands
    `dst_loop3_stride`, matrices `dst_loop4_stride` 32-byte units apart), each row's last C0 group
    completed with zeros (D-CUBE-NZ). Small-C0 mode raises (D-CUBE-SMALLC0).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _frac_load(_CUBE_MTE_GM_L1_FRAC, src, dst, (n_value, d_value, src_inner_stride, src_outer_stride, group_count, dst_loop2_stride, dst_loop3_stride, dst_loop4_stride, l2_cache_ctrl, smallc0_en), mode, None, target)


_CUBE_MTE_L1_L0A = _CubeMove(
    op='mte_l1_l0a', action='l0', source='src', dest='dst',
    spaces=('l1', 'l0a'), operands=('m', 'k', 'start_row', 'start_col', 'm_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride'),
    derive='left', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def mte_l1_l0a(src: Ptr, dst: Ptr, m: Any | None = None, k: Any | None = None, start_row: Any | None = None, start_col: Any | None = None, m_start: Any | None = None, k_start: Any | None = None, m_step: Any | None = None, k_step: Any | None = None, src_stride: Any | None = None, dst_stride: Any | None = None, *,
               transpose: str = 'false', mode: str = 'shape', target: str = "a5") -> None:
    """pto.mte_l1_l0a: Loads fractal blocks of an NZ matrix from the L1 buffer into L0A (the left operand A (M × K)), plain or transposed (MTE1).

    Reads l1, writes l0a: the m_step x k_step fractals at (m_start, k_start) of an NZ source
    (column bands src_stride fractals apart) into an NZ destination (bands dst_stride fractals
    apart); with transpose "true", the region's transpose (D-CUBE-NZ, D-CUBE-L0-TRANSPOSE).
    The shape-derived form's operands give those as PTOAS derives them (D-CUBE-L0-DERIVE).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load(_CUBE_MTE_L1_L0A, src, dst, (m, k, start_row, start_col, m_start, k_start, m_step, k_step, src_stride, dst_stride), transpose, target)


_CUBE_MTE_L1_L0B = _CubeMove(
    op='mte_l1_l0b', action='l0', source='src', dest='dst',
    spaces=('l1', 'l0b'), operands=('k', 'n', 'start_row', 'start_col', 'm_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride'),
    derive='right', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def mte_l1_l0b(src: Ptr, dst: Ptr, k: Any | None = None, n: Any | None = None, start_row: Any | None = None, start_col: Any | None = None, m_start: Any | None = None, k_start: Any | None = None, m_step: Any | None = None, k_step: Any | None = None, src_stride: Any | None = None, dst_stride: Any | None = None, *,
               transpose: str = 'false', mode: str = 'shape', target: str = "a5") -> None:
    """pto.mte_l1_l0b: Loads fractal blocks of an NZ matrix from the L1 buffer into L0B (the right operand B (K × N), kept as the NZ of its transpose), plain or transposed (MTE1).

    Reads l1, writes l0b: the m_step x k_step fractals at (m_start, k_start) of an NZ source
    (column bands src_stride fractals apart) into an NZ destination (bands dst_stride fractals
    apart); with transpose "true", the region's transpose (D-CUBE-NZ, D-CUBE-L0-TRANSPOSE).
    The shape-derived form's operands give those as PTOAS derives them (D-CUBE-L0-DERIVE).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load(_CUBE_MTE_L1_L0B, src, dst, (k, n, start_row, start_col, m_start, k_start, m_step, k_step, src_stride, dst_stride), transpose, target)


_CUBE_MTE_L1_L0A_MX = _CubeMove(
    op='mte_l1_l0a_mx', action='l0_mx', source='src', dest='dst',
    spaces=('l1', 'l0a'), operands=('m', 'k', 'start_row', 'start_col', 'x_start', 'y_start', 'x_step', 'y_step', 'src_stride', 'dst_stride'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def mte_l1_l0a_mx(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, m: Any | None = None, k: Any | None = None, start_row: Any | None = None, start_col: Any | None = None, x_start: Any | None = None, y_start: Any | None = None, x_step: Any | None = None, y_step: Any | None = None, src_stride: Any | None = None, dst_stride: Any | None = None, *,
                  mode: str = 'shape', target: str = "a5") -> None:
    """pto.mte_l1_l0a_mx: Loads left-side MX scale fragments (e8m0, one per 32 K values) from the L1 buffer into L0A's scale storage (MTE1), where pto.mad_mx reads them.

    Reads l1: the x_step x y_step grid of 32-byte scale fragments (16 rows by two K groups, row-major)
    at (x_start, y_start) of a fragment grid whose rows are src_stride fragments apart, into the
    caller's dma[("mx_scale", "l0a")] (rows by K groups), which pto.mad_mx reads (D-CUBE-MX).
    The shape-derived form's operands give those as PTOAS derives them.
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load_mx(_CUBE_MTE_L1_L0A_MX, src, dst, (m, k, start_row, start_col, x_start, y_start, x_step, y_step, src_stride, dst_stride), dma, target)


_CUBE_MTE_L1_L0B_MX = _CubeMove(
    op='mte_l1_l0b_mx', action='l0_mx', source='src', dest='dst',
    spaces=('l1', 'l0b'), operands=('k', 'n', 'start_row', 'start_col', 'x_start', 'y_start', 'x_step', 'y_step', 'src_stride', 'dst_stride'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def mte_l1_l0b_mx(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, k: Any | None = None, n: Any | None = None, start_row: Any | None = None, start_col: Any | None = None, x_start: Any | None = None, y_start: Any | None = None, x_step: Any | None = None, y_step: Any | None = None, src_stride: Any | None = None, dst_stride: Any | None = None, *,
                  mode: str = 'shape', target: str = "a5") -> None:
    """pto.mte_l1_l0b_mx: Loads right-side MX scale fragments (e8m0, one per 32 K values) from the L1 buffer into L0B's scale storage (MTE1), where pto.mad_mx reads them.

    Reads l1: the x_step x y_step grid of 32-byte scale fragments (16 rows by two K groups, row-major)
    at (x_start, y_start) of a fragment grid whose rows are src_stride fragments apart, into the
    caller's dma[("mx_scale", "l0b")] (K groups by columns), which pto.mad_mx reads (D-CUBE-MX).
    The shape-derived form's operands give those as PTOAS derives them.
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load_mx(_CUBE_MTE_L1_L0B_MX, src, dst, (k, n, start_row, start_col, x_start, y_start, x_step, y_step, src_stride, dst_stride), dma, target)


_CUBE_MTE_L1_BT = _CubeMove(
    op='mte_l1_bt', action='bias', source='src', dest='dst',
    spaces=('l1', 'bt'), operands=('len_burst', 'n_burst', 'src_gap', 'dst_gap'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def mte_l1_bt(src: Ptr, dst: Ptr, len_burst: Any, n_burst: Any, src_gap: Any, dst_gap: Any, *,
              target: str = "a5") -> None:
    """pto.mte_l1_bt: Loads bias values from the L1 buffer into the bias table, widening f16 and bf16 to f32 (MTE1).

    Reads l1, writes bt: n_burst bursts of len_burst 32-byte source units, each next burst
    (len_burst + gap) units further; f16 (converted) and bf16 values widen to f32, a destination
    unit then being 64 bytes (D-CUBE-BT).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _bias_load(_CUBE_MTE_L1_BT, src, dst, (len_burst, n_burst, src_gap, dst_gap), target)


_DMA_MTE_L1_FB = _Dma(
    op='mte_l1_fb', source='src', dest='dst', spaces=('l1', 'fb'),
    unit=64, gap=True, operands=(('len_burst', 'len_burst', 'count'), ('n_burst', 'n_burst', 'count'), ('src_gap', 'src_gap', 'count'), ('dst_gap', 'dst_gap', 'count')),
    loops=(), registers='',
    pad='', atomic=False)


def mte_l1_fb(src: Ptr, dst: Ptr, len_burst: Any, n_burst: Any, src_gap: Any, dst_gap: Any, *,
              target: str = "a5") -> None:
    """pto.mte_l1_fb: Copies fixpipe parameters (quantisation and ReLU payloads) from the L1 buffer into the fixpipe buffer.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 64 bytes,
    each next row `(len_burst + gap) x 64` bytes after the one before.
    Reads l1, writes fb; l1 and fb rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_MTE_L1_FB, src, dst, (len_burst, n_burst, src_gap, dst_gap), None, target)


_CUBE_RAW_FILL_L1 = _CubeMove(
    op='raw_fill_l1', action='fill', source='', dest='dst',
    spaces=('', 'l1'), operands=('byte_offset', 'raw_value', 'repeat_times', 'block_num_32b', 'dst_gap_32b'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def raw_fill_l1(dst: Ptr, byte_offset: Any, raw_value: Any, repeat_times: Any, block_num_32b: Any, dst_gap_32b: Any, *,
                fill_word_bits: str, target: str = "a5") -> None:
    """pto.raw_fill_l1: Fills a strided region of the L1 buffer with a repeated 16- or 32-bit raw pattern (MTE2).

    Writes l1: repeat_times runs of block_num_32b 32-byte blocks, each run (block_num_32b +
    dst_gap_32b) x 32 bytes after the one before, filled with the low fill_word_bits bits of
    raw_value repeated (D-CUBE-FILL).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _fill(_CUBE_RAW_FILL_L1, dst, (byte_offset, raw_value, repeat_times, block_num_32b, dst_gap_32b), int(fill_word_bits), target)


_CUBE_CREATE_CBUF_MATRIX = _CubeMove(
    op='create_cbuf_matrix', action='fill', source='', dest='dst',
    spaces=('', 'l1'), operands=('raw_value', 'repeat_times', 'block_num_32b', 'dst_gap_32b'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def create_cbuf_matrix(dst: Ptr, raw_value: Any, repeat_times: Any, block_num_32b: Any, dst_gap_32b: Any, *,
                       fill_word_bits: str, target: str = "a5") -> None:
    """pto.create_cbuf_matrix: Fills a strided region of the L1 buffer with a repeated 16- or 32-bit raw pattern (MTE2).

    Writes l1: repeat_times runs of block_num_32b 32-byte blocks, each run (block_num_32b +
    dst_gap_32b) x 32 bytes after the one before, filled with the low fill_word_bits bits of
    raw_value repeated (D-CUBE-FILL).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _fill(_CUBE_CREATE_CBUF_MATRIX, dst, (raw_value, repeat_times, block_num_32b, dst_gap_32b), int(fill_word_bits), target)


_DMA_COPY_GM_TO_CBUF = _Dma(
    op='copy_gm_to_cbuf', source='src', dest='dst', spaces=('gm', 'l1'),
    unit=1, gap=False, operands=(('n_burst', 'n_burst', 'count'), ('len_burst', 'len_burst', 'count'), ('src_stride', 'src_stride', 'count'), ('dst_stride', 'dst_stride', 'count')),
    loops=(), registers='outtol1',
    pad='', atomic=False)


def copy_gm_to_cbuf(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, n_burst: Any, len_burst: Any, src_stride: Any, dst_stride: Any, *,
                    target: str = "a5") -> None:
    """pto.copy_gm_to_cbuf: Copies burst rows from global memory into the L1 buffer, inside the loops of the GM to L1 loop registers (MTE2).

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` bytes,
    `src_stride` / `dst_stride` bytes apart (start to start).
    The loops around the rows are the caller's `outtol1` registers: loop1 (inner) and loop2
    (outer) counts and strides from dma[("outtol1", "loop1_count")] etc., DMA_REGISTER_RESET
    for those never set (D-DMA-REGISTERS, D-DMA-LOOP-ORDER).
    Reads gm, writes l1; gm and l1 rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_COPY_GM_TO_CBUF, src, dst, (n_burst, len_burst, src_stride, dst_stride), dma, target)


_CUBE_COPY_GM_TO_CBUF_MULTI_ND2NZ = _CubeMove(
    op='copy_gm_to_cbuf_multi_nd2nz', action='frac', source='src', dest='dst',
    spaces=('gm', 'l1'), operands=('sid', 'src_inner_stride', 'l2_cache_ctrl', 'n_value', 'd_value', 'src_outer_stride', 'smallc0_en'),
    derive='', registers='mte2_nz', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def copy_gm_to_cbuf_multi_nd2nz(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, sid: Any, src_inner_stride: Any, l2_cache_ctrl: Any, n_value: Any, d_value: Any, src_outer_stride: Any, smallc0_en: Any, *,
                                target: str = "a5") -> None:
    """pto.copy_gm_to_cbuf_multi_nd2nz: Loads row-major matrices from global memory into the L1 buffer as NZ fractals, placed by the MTE2_NZ_PARA register (MTE2).

    Reads gm, writes l1: `group_count` matrices of `n_value` x `d_value` elements (src[n, d], rows `src_inner_stride` bytes apart, matrices
    `src_outer_stride` bytes apart) into NZ fractals (rows `dst_loop2_stride`, column bands
    `dst_loop3_stride`, matrices `dst_loop4_stride` 32-byte units apart), each row's last C0 group
    completed with zeros (D-CUBE-NZ). Small-C0 mode raises (D-CUBE-SMALLC0).
    The group count and destination strides are the caller's dma[("mte2_nz", ...)] registers
    (pto.set_mte2_nz_para; never set: an error, D-CUBE-NZ-PARA).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _frac_load(_CUBE_COPY_GM_TO_CBUF_MULTI_ND2NZ, src, dst, (sid, src_inner_stride, l2_cache_ctrl, n_value, d_value, src_outer_stride, smallc0_en), 'nd2nz', dma, target)


_CUBE_COPY_GM_TO_CBUF_MULTI_DN2NZ = _CubeMove(
    op='copy_gm_to_cbuf_multi_dn2nz', action='frac', source='src', dest='dst',
    spaces=('gm', 'l1'), operands=('sid', 'src_inner_stride', 'l2_cache_ctrl', 'n_value', 'd_value', 'src_outer_stride', 'smallc0_en'),
    derive='', registers='mte2_nz', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def copy_gm_to_cbuf_multi_dn2nz(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, sid: Any, src_inner_stride: Any, l2_cache_ctrl: Any, n_value: Any, d_value: Any, src_outer_stride: Any, smallc0_en: Any, *,
                                target: str = "a5") -> None:
    """pto.copy_gm_to_cbuf_multi_dn2nz: Loads column-major matrices from global memory into the L1 buffer as NZ fractals, placed by the MTE2_NZ_PARA register (MTE2).

    Reads gm, writes l1: `group_count` matrices of `n_value` x `d_value` elements (src[d, n], rows `src_inner_stride` bytes apart, matrices
    `src_outer_stride` bytes apart) into NZ fractals (rows `dst_loop2_stride`, column bands
    `dst_loop3_stride`, matrices `dst_loop4_stride` 32-byte units apart), each row's last C0 group
    completed with zeros (D-CUBE-NZ). Small-C0 mode raises (D-CUBE-SMALLC0).
    The group count and destination strides are the caller's dma[("mte2_nz", ...)] registers
    (pto.set_mte2_nz_para; never set: an error, D-CUBE-NZ-PARA).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _frac_load(_CUBE_COPY_GM_TO_CBUF_MULTI_DN2NZ, src, dst, (sid, src_inner_stride, l2_cache_ctrl, n_value, d_value, src_outer_stride, smallc0_en), 'dn2nz', dma, target)


_DMA_COPY_CBUF_TO_UBUF = _Dma(
    op='copy_cbuf_to_ubuf', source='src', dest='dst', spaces=('l1', 'ub'),
    unit=32, gap=True, operands=(('sid', 'sid', 'count'), ('n_burst', 'n_burst', 'count'), ('len_burst', 'len_burst', 'count'), ('src_gap', 'src_stride', 'count'), ('dst_gap', 'dst_stride', 'count')),
    loops=(), registers='',
    pad='', atomic=False)


def copy_cbuf_to_ubuf(src: Ptr, dst: Ptr, sid: Any, n_burst: Any, len_burst: Any, src_gap: Any, dst_gap: Any, *,
                      target: str = "a5") -> None:
    """pto.copy_cbuf_to_ubuf: Copies burst rows from the L1 buffer into the unified buffer.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 32 bytes,
    each next row `(len_burst + gap) x 32` bytes after the one before.
    Reads l1, writes ub; l1 and ub rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_COPY_CBUF_TO_UBUF, src, dst, (sid, n_burst, len_burst, src_gap, dst_gap), None, target)


_DMA_COPY_UBUF_TO_CBUF = _Dma(
    op='copy_ubuf_to_cbuf', source='src', dest='dst', spaces=('ub', 'l1'),
    unit=32, gap=True, operands=(('sid', 'sid', 'count'), ('n_burst', 'n_burst', 'count'), ('len_burst', 'len_burst', 'count'), ('src_gap', 'src_gap', 'count'), ('dst_gap', 'dst_gap', 'count')),
    loops=(), registers='',
    pad='', atomic=False)


def copy_ubuf_to_cbuf(src: Ptr, dst: Ptr, sid: Any, n_burst: Any, len_burst: Any, src_gap: Any, dst_gap: Any, *,
                      target: str = "a5") -> None:
    """pto.copy_ubuf_to_cbuf: Copies bursts of 32-byte blocks from the unified buffer into the L1 buffer (MTE3).

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 32 bytes,
    each next row `(len_burst + gap) x 32` bytes after the one before.
    Reads ub, writes l1; ub and l1 rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_COPY_UBUF_TO_CBUF, src, dst, (sid, n_burst, len_burst, src_gap, dst_gap), None, target)


_CUBE_LOAD_CBUF_TO_CA = _CubeMove(
    op='load_cbuf_to_ca', action='l0', source='src', dest='dst',
    spaces=('l1', 'l0a'), operands=('m_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def load_cbuf_to_ca(src: Ptr, dst: Ptr, m_start: Any, k_start: Any, m_step: Any, k_step: Any, src_stride: Any, dst_stride: Any, *,
                    transpose: str = 'false', target: str = "a5") -> None:
    """pto.load_cbuf_to_ca: Loads fractal blocks of an NZ matrix from the L1 buffer into L0A, plain or transposed (MTE1).

    Reads l1, writes l0a: the m_step x k_step fractals at (m_start, k_start) of an NZ source
    (column bands src_stride fractals apart) into an NZ destination (bands dst_stride fractals
    apart); with transpose "true", the region's transpose (D-CUBE-NZ, D-CUBE-L0-TRANSPOSE).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load(_CUBE_LOAD_CBUF_TO_CA, src, dst, (m_start, k_start, m_step, k_step, src_stride, dst_stride), transpose, target)


_CUBE_LOAD_CBUF_TO_CB = _CubeMove(
    op='load_cbuf_to_cb', action='l0', source='src', dest='dst',
    spaces=('l1', 'l0b'), operands=('m_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def load_cbuf_to_cb(src: Ptr, dst: Ptr, m_start: Any, k_start: Any, m_step: Any, k_step: Any, src_stride: Any, dst_stride: Any, *,
                    transpose: str = 'false', target: str = "a5") -> None:
    """pto.load_cbuf_to_cb: Loads fractal blocks of an NZ matrix from the L1 buffer into L0B, plain or transposed (MTE1).

    Reads l1, writes l0b: the m_step x k_step fractals at (m_start, k_start) of an NZ source
    (column bands src_stride fractals apart) into an NZ destination (bands dst_stride fractals
    apart); with transpose "true", the region's transpose (D-CUBE-NZ, D-CUBE-L0-TRANSPOSE).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load(_CUBE_LOAD_CBUF_TO_CB, src, dst, (m_start, k_start, m_step, k_step, src_stride, dst_stride), transpose, target)


_CUBE_LOAD_CBUF_TO_CA_S4 = _CubeMove(
    op='load_cbuf_to_ca_s4', action='l0_s4', source='src', dest='dst',
    spaces=('l1', 'l0a'), operands=('m_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride', 'transpose'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def load_cbuf_to_ca_s4(src: Ptr, dst: Ptr, m_start: Any, k_start: Any, m_step: Any, k_step: Any, src_stride: Any, dst_stride: Any, transpose: Any, *,
                       target: str = "a5") -> None:
    """pto.load_cbuf_to_ca_s4: Loads fractal blocks of an NZ matrix from the L1 buffer into L0A, packed FP4 pairs (not modelled) (MTE1).

    The packed FP4 load: operands checked, then SemanticsError "not modelled" (D-CUBE-S4).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load_s4(_CUBE_LOAD_CBUF_TO_CA_S4, src, dst, (m_start, k_start, m_step, k_step, src_stride, dst_stride, transpose), target)


_CUBE_LOAD_CBUF_TO_CB_S4 = _CubeMove(
    op='load_cbuf_to_cb_s4', action='l0_s4', source='src', dest='dst',
    spaces=('l1', 'l0b'), operands=('m_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride', 'transpose'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def load_cbuf_to_cb_s4(src: Ptr, dst: Ptr, m_start: Any, k_start: Any, m_step: Any, k_step: Any, src_stride: Any, dst_stride: Any, transpose: Any, *,
                       target: str = "a5") -> None:
    """pto.load_cbuf_to_cb_s4: Loads fractal blocks of an NZ matrix from the L1 buffer into L0B, packed FP4 pairs (not modelled) (MTE1).

    The packed FP4 load: operands checked, then SemanticsError "not modelled" (D-CUBE-S4).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load_s4(_CUBE_LOAD_CBUF_TO_CB_S4, src, dst, (m_start, k_start, m_step, k_step, src_stride, dst_stride, transpose), target)


_CUBE_LOAD_CBUF_TO_CA_MX = _CubeMove(
    op='load_cbuf_to_ca_mx', action='l0_mx', source='src', dest='dst',
    spaces=('l1', 'l0a'), operands=('x_start', 'y_start', 'x_step', 'y_step', 'src_stride', 'dst_stride'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def load_cbuf_to_ca_mx(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, x_start: Any, y_start: Any, x_step: Any, y_step: Any, src_stride: Any, dst_stride: Any, *,
                       target: str = "a5") -> None:
    """pto.load_cbuf_to_ca_mx: Loads left-side MX scale fragments (e8m0, one per 32 K values) from the L1 buffer into L0A's scale storage (MTE1), where pto.mad_mx reads them.

    Reads l1: the x_step x y_step grid of 32-byte scale fragments (16 rows by two K groups, row-major)
    at (x_start, y_start) of a fragment grid whose rows are src_stride fragments apart, into the
    caller's dma[("mx_scale", "l0a")] (rows by K groups), which pto.mad_mx reads (D-CUBE-MX).
    The shape-derived form's operands give those as PTOAS derives them.
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load_mx(_CUBE_LOAD_CBUF_TO_CA_MX, src, dst, (x_start, y_start, x_step, y_step, src_stride, dst_stride), dma, target)


_CUBE_LOAD_CBUF_TO_CB_MX = _CubeMove(
    op='load_cbuf_to_cb_mx', action='l0_mx', source='src', dest='dst',
    spaces=('l1', 'l0b'), operands=('x_start', 'y_start', 'x_step', 'y_step', 'src_stride', 'dst_stride'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def load_cbuf_to_cb_mx(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, x_start: Any, y_start: Any, x_step: Any, y_step: Any, src_stride: Any, dst_stride: Any, *,
                       target: str = "a5") -> None:
    """pto.load_cbuf_to_cb_mx: Loads right-side MX scale fragments (e8m0, one per 32 K values) from the L1 buffer into L0B's scale storage (MTE1), where pto.mad_mx reads them.

    Reads l1: the x_step x y_step grid of 32-byte scale fragments (16 rows by two K groups, row-major)
    at (x_start, y_start) of a fragment grid whose rows are src_stride fragments apart, into the
    caller's dma[("mx_scale", "l0b")] (K groups by columns), which pto.mad_mx reads (D-CUBE-MX).
    The shape-derived form's operands give those as PTOAS derives them.
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _l0_load_mx(_CUBE_LOAD_CBUF_TO_CB_MX, src, dst, (x_start, y_start, x_step, y_step, src_stride, dst_stride), dma, target)


_CUBE_COPY_CBUF_TO_BT = _CubeMove(
    op='copy_cbuf_to_bt', action='bias', source='src', dest='dst',
    spaces=('l1', 'bt'), operands=('conv_control', 'len_burst', 'n_burst', 'src_gap', 'dst_gap'),
    derive='', registers='', absent=[('a2a3', 'D-CUBE-TARGETS'), ('cpu', 'D-CUBE-TARGETS')])


def copy_cbuf_to_bt(src: Ptr, dst: Ptr, conv_control: Any, len_burst: Any, n_burst: Any, src_gap: Any, dst_gap: Any, *,
                    target: str = "a5") -> None:
    """pto.copy_cbuf_to_bt: Loads bias values from the L1 buffer into the bias table, widening f16 and bf16 to f32 (MTE1).

    Reads l1, writes bt: n_burst bursts of len_burst 32-byte source units, each next burst
    (len_burst + gap) units further; f16 (converted) and bf16 values widen to f32, a destination
    unit then being 64 bytes (D-CUBE-BT).
    Not an op of a2a3, cpu (D-CUBE-TARGETS): the semantics raise there.
    """
    _bias_load(_CUBE_COPY_CBUF_TO_BT, src, dst, (conv_control, len_burst, n_burst, src_gap, dst_gap), target)


_DMA_COPY_CBUF_TO_FBUF = _Dma(
    op='copy_cbuf_to_fbuf', source='src', dest='dst', spaces=('l1', 'fb'),
    unit=64, gap=True, operands=(('n_burst', 'n_burst', 'count'), ('len_burst', 'len_burst', 'count'), ('src_gap', 'src_gap', 'count'), ('dst_gap', 'dst_gap', 'count')),
    loops=(), registers='',
    pad='', atomic=False)


def copy_cbuf_to_fbuf(src: Ptr, dst: Ptr, n_burst: Any, len_burst: Any, src_gap: Any, dst_gap: Any, *,
                      target: str = "a5") -> None:
    """pto.copy_cbuf_to_fbuf: Copies fixpipe parameters (quantisation and ReLU payloads) from the L1 buffer into the fixpipe buffer.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 64 bytes,
    each next row `(len_burst + gap) x 64` bytes after the one before.
    Reads l1, writes fb; l1 and fb rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_COPY_CBUF_TO_FBUF, src, dst, (n_burst, len_burst, src_gap, dst_gap), None, target)


_DMA_REGISTERS_SET_LOOP_SIZE_OUTTOL1 = _DmaRegisters(
    op='set_loop_size_outtol1', bank='outtol1', writes=(('value', '', 0),),
    sets=(), packs=(('value', (('loop1_count', (0, 21)), ('loop2_count', (21, 21)))),))


def set_loop_size_outtol1(dma: dict[tuple[str, str], Any], value: Any, *,
                          target: str = "a5") -> None:
    """pto.set_loop_size_outtol1: Sets the loop1 and loop2 counts of MTE2 (GM to L1) copies.

    Writes the caller's DMA registers:
    dma[("outtol1", "loop1_count")] = value bits 0..20
    dma[("outtol1", "loop2_count")] = value bits 21..41
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_LOOP_SIZE_OUTTOL1, dma, (value,), target)


_DMA_REGISTERS_SET_LOOP1_STRIDE_OUTTOL1 = _DmaRegisters(
    op='set_loop1_stride_outtol1', bank='outtol1', writes=(('value', '', 0),),
    sets=(), packs=(('value', (('loop1_src_stride', (0, 40)), ('loop1_dst_stride', (40, 24)))),))


def set_loop1_stride_outtol1(dma: dict[tuple[str, str], Any], value: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop1_stride_outtol1: Sets the loop1 source and destination strides of MTE2 (GM to L1) copies.

    Writes the caller's DMA registers:
    dma[("outtol1", "loop1_src_stride")] = value bits 0..39
    dma[("outtol1", "loop1_dst_stride")] = value bits 40..63
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_LOOP1_STRIDE_OUTTOL1, dma, (value,), target)


_DMA_REGISTERS_SET_LOOP2_STRIDE_OUTTOL1 = _DmaRegisters(
    op='set_loop2_stride_outtol1', bank='outtol1', writes=(('value', '', 0),),
    sets=(), packs=(('value', (('loop2_src_stride', (0, 40)), ('loop2_dst_stride', (40, 24)))),))


def set_loop2_stride_outtol1(dma: dict[tuple[str, str], Any], value: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop2_stride_outtol1: Sets the loop2 source and destination strides of MTE2 (GM to L1) copies.

    Writes the caller's DMA registers:
    dma[("outtol1", "loop2_src_stride")] = value bits 0..39
    dma[("outtol1", "loop2_dst_stride")] = value bits 40..63
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_LOOP2_STRIDE_OUTTOL1, dma, (value,), target)


_DMA_REGISTERS_SET_PAD_VAL_OUTTOL1 = _DmaRegisters(
    op='set_pad_val_outtol1', bank='outtol1', writes=(('value', 'pad_value', 0),),
    sets=(), packs=())


def set_pad_val_outtol1(dma: dict[tuple[str, str], Any], value: Any, *,
                        target: str = "a5") -> None:
    """pto.set_pad_val_outtol1: Sets the pad value of MTE2 (GM to L1) copies.

    Writes the caller's DMA registers:
    dma[("outtol1", "pad_value")] = value
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_PAD_VAL_OUTTOL1, dma, (value,), target)


_DMA_REGISTERS_SET_MTE2_NZ_PARA = _DmaRegisters(
    op='set_mte2_nz_para', bank='mte2_nz', writes=(('value', '', 0),),
    sets=(), packs=(('value', (('group_count', (0, 16)), ('dst_loop2_stride', (16, 16)), ('dst_loop3_stride', (32, 16)), ('dst_loop4_stride', (48, 16)))),))


def set_mte2_nz_para(dma: dict[tuple[str, str], Any], value: Any, *,
                     target: str = "a5") -> None:
    """pto.set_mte2_nz_para: Sets the group count and destination strides of the GM to L1 ND/DN-to-NZ copies.

    Writes the caller's DMA registers:
    dma[("mte2_nz", "group_count")] = value bits 0..15
    dma[("mte2_nz", "dst_loop2_stride")] = value bits 16..31
    dma[("mte2_nz", "dst_loop3_stride")] = value bits 32..47
    dma[("mte2_nz", "dst_loop4_stride")] = value bits 48..63
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_MTE2_NZ_PARA, dma, (value,), target)


_CUBE_MTE_L0C_GM: dict[str, Any] = {"op": 'mte_l0c_gm', "action": 'fixpipe', "init": '', "mx": False, "dest": 'gm'}


def mte_l0c_gm(src: Ptr, dst: Ptr, m: Any, n: Any, src_stride: Any, dst_stride: Any, sid: Any, l2_cache_ctrl: Any, quant_payload: Any | None = None, relu_payload: Any | None = None, relu_clip: Any | None = None, loop0_src_stride: Any | None = None, split: Any | None = None, loop3_count: Any | None = None, loop3_src_stride: Any | None = None, loop3_dst_stride: Any | None = None, *,
               unit_flag: str | None = None, pre_quant_mode: str | None = None, pre_relu_mode: str | None = None, layout: str | None = None, sat_mode: str | None = None, atomic_type: str | None = None, atomic_op: str | None = None, target: str = "a5") -> None:
    """pto.mte_l0c_gm: Writes L0C's accumulators to global memory through the FIXPIPE, with quantisation, ReLU, clip, saturation and layout clauses and an optional atomic update.

    The FIXPIPE writeback of L0C's accumulators at `src` to gm at `dst`: pre_quant, pre_relu and clip,
    the conversion to dst's type, the layout (runtime/cube.py fixpipe; D-FIX-PIPELINE).
    """
    cube_op(_CUBE_MTE_L0C_GM, {'src': src, 'dst': dst, 'm': m, 'n': n, 'src_stride': src_stride, 'dst_stride': dst_stride, 'sid': sid, 'l2_cache_ctrl': l2_cache_ctrl, 'quant_payload': quant_payload, 'relu_payload': relu_payload, 'relu_clip': relu_clip, 'loop0_src_stride': loop0_src_stride, 'split': split, 'loop3_count': loop3_count, 'loop3_src_stride': loop3_src_stride, 'loop3_dst_stride': loop3_dst_stride, 'unit_flag': unit_flag, 'pre_quant_mode': pre_quant_mode, 'pre_relu_mode': pre_relu_mode, 'layout': layout, 'sat_mode': sat_mode, 'atomic_type': atomic_type, 'atomic_op': atomic_op}, None, target)


_CUBE_MTE_L0C_UB: dict[str, Any] = {"op": 'mte_l0c_ub', "action": 'fixpipe', "init": '', "mx": False, "dest": 'ub'}


def mte_l0c_ub(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, m: Any, n: Any, src_stride: Any, dst_stride: Any, sub_blockid: Any | None = None, quant_payload: Any | None = None, relu_payload: Any | None = None, relu_clip: Any | None = None, loop0_src_stride: Any | None = None, split: Any | None = None, loop3_count: Any | None = None, loop3_src_stride: Any | None = None, loop3_dst_stride: Any | None = None, *,
               unit_flag: str | None = None, pre_quant_mode: str | None = None, pre_relu_mode: str | None = None, layout: str | None = None, sat_mode: str | None = None, dst_mode: str | None = None, target: str = "a5") -> None:
    """pto.mte_l0c_ub: Writes L0C's accumulators to the unified buffer through the FIXPIPE, with quantisation, ReLU, clip, saturation and layout clauses.

    The FIXPIPE writeback of L0C's accumulators at `src` to ub at `dst`: pre_quant, pre_relu and clip,
    the conversion to dst's type, the layout (runtime/cube.py fixpipe; D-FIX-PIPELINE).
    """
    cube_op(_CUBE_MTE_L0C_UB, {'src': src, 'dst': dst, 'm': m, 'n': n, 'src_stride': src_stride, 'dst_stride': dst_stride, 'sub_blockid': sub_blockid, 'quant_payload': quant_payload, 'relu_payload': relu_payload, 'relu_clip': relu_clip, 'loop0_src_stride': loop0_src_stride, 'split': split, 'loop3_count': loop3_count, 'loop3_src_stride': loop3_src_stride, 'loop3_dst_stride': loop3_dst_stride, 'unit_flag': unit_flag, 'pre_quant_mode': pre_quant_mode, 'pre_relu_mode': pre_relu_mode, 'layout': layout, 'sat_mode': sat_mode, 'dst_mode': dst_mode}, dma, target)


_CUBE_MTE_L0C_L1: dict[str, Any] = {"op": 'mte_l0c_l1', "action": 'fixpipe', "init": '', "mx": False, "dest": 'l1'}


def mte_l0c_l1(src: Ptr, dst: Ptr, m: Any, n: Any, src_stride: Any, dst_stride: Any, quant_payload: Any | None = None, relu_payload: Any | None = None, relu_clip: Any | None = None, loop0_src_stride: Any | None = None, split: Any | None = None, loop3_count: Any | None = None, loop3_src_stride: Any | None = None, loop3_dst_stride: Any | None = None, *,
               unit_flag: str | None = None, pre_quant_mode: str | None = None, pre_relu_mode: str | None = None, layout: str | None = None, sat_mode: str | None = None, target: str = "a5") -> None:
    """pto.mte_l0c_l1: Writes L0C's accumulators to the L1 buffer through the FIXPIPE, with quantisation, ReLU, clip, saturation and layout clauses.

    The FIXPIPE writeback of L0C's accumulators at `src` to l1 at `dst`: pre_quant, pre_relu and clip,
    the conversion to dst's type, the layout (runtime/cube.py fixpipe; D-FIX-PIPELINE).
    """
    cube_op(_CUBE_MTE_L0C_L1, {'src': src, 'dst': dst, 'm': m, 'n': n, 'src_stride': src_stride, 'dst_stride': dst_stride, 'quant_payload': quant_payload, 'relu_payload': relu_payload, 'relu_clip': relu_clip, 'loop0_src_stride': loop0_src_stride, 'split': split, 'loop3_count': loop3_count, 'loop3_src_stride': loop3_src_stride, 'loop3_dst_stride': loop3_dst_stride, 'unit_flag': unit_flag, 'pre_quant_mode': pre_quant_mode, 'pre_relu_mode': pre_relu_mode, 'layout': layout, 'sat_mode': sat_mode}, None, target)


_CUBE_COPY_MATRIX_CC_TO_GM: dict[str, Any] = {"op": 'copy_matrix_cc_to_gm', "action": 'fixpipe_raw', "init": '', "mx": False, "dest": 'gm'}


def copy_matrix_cc_to_gm(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, xm: Any, xt: Any, *,
                         target: str = "a5") -> None:
    """pto.copy_matrix_cc_to_gm: Writes L0C's accumulators to GM as packed configuration words say (the raw FIXPIPE copy).

    The FIXPIPE writeback of L0C's accumulators at `src` to gm at `dst`: pre_quant, pre_relu and clip,
    the conversion to dst's type, the layout (runtime/cube.py fixpipe; D-FIX-PIPELINE).
    """
    cube_op(_CUBE_COPY_MATRIX_CC_TO_GM, {'src': src, 'dst': dst, 'xm': xm, 'xt': xt}, dma, target)


_CUBE_COPY_MATRIX_CC_TO_CBUF: dict[str, Any] = {"op": 'copy_matrix_cc_to_cbuf', "action": 'fixpipe_raw', "init": '', "mx": False, "dest": 'l1'}


def copy_matrix_cc_to_cbuf(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, config0: Any, config1: Any, *,
                           target: str = "a5") -> None:
    """pto.copy_matrix_cc_to_cbuf: Writes L0C's accumulators to L1 as packed configuration words say (the raw FIXPIPE copy).

    The FIXPIPE writeback of L0C's accumulators at `src` to l1 at `dst`: pre_quant, pre_relu and clip,
    the conversion to dst's type, the layout (runtime/cube.py fixpipe; D-FIX-PIPELINE).
    """
    cube_op(_CUBE_COPY_MATRIX_CC_TO_CBUF, {'src': src, 'dst': dst, 'config0': config0, 'config1': config1}, dma, target)


_CUBE_COPY_MATRIX_CC_TO_UB: dict[str, Any] = {"op": 'copy_matrix_cc_to_ub', "action": 'fixpipe_raw', "init": '', "mx": False, "dest": 'ub'}


def copy_matrix_cc_to_ub(dma: dict[tuple[str, str], Any], src: Ptr, dst: Ptr, config0: Any, config1: Any, *,
                         target: str = "a5") -> None:
    """pto.copy_matrix_cc_to_ub: Writes L0C's accumulators to UB as packed configuration words say (the raw FIXPIPE copy).

    The FIXPIPE writeback of L0C's accumulators at `src` to ub at `dst`: pre_quant, pre_relu and clip,
    the conversion to dst's type, the layout (runtime/cube.py fixpipe; D-FIX-PIPELINE).
    """
    cube_op(_CUBE_COPY_MATRIX_CC_TO_UB, {'src': src, 'dst': dst, 'config0': config0, 'config1': config1}, dma, target)


_DMA_REGISTERS_SET_QUANT_PRE = _DmaRegisters(
    op='set_quant_pre', bank='fixpipe', writes=(('value', 'quant_pre', 0),),
    sets=(), packs=())


def set_quant_pre(dma: dict[tuple[str, str], Any], value: Any, *,
                  target: str = "a5") -> None:
    """pto.set_quant_pre: Sets the pre-quant parameter register (a scalar quant mode's scale and offset).

    Writes the caller's DMA registers:
    dma[("fixpipe", "quant_pre")] = value
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_QUANT_PRE, dma, (value,), target)


_DMA_REGISTERS_SET_RELU_ALPHA = _DmaRegisters(
    op='set_relu_alpha', bank='fixpipe', writes=(('value', 'relu_alpha', 0),),
    sets=(), packs=())


def set_relu_alpha(dma: dict[tuple[str, str], Any], value: Any, *,
                   target: str = "a5") -> None:
    """pto.set_relu_alpha: Sets the scalar ReLU alpha register.

    Writes the caller's DMA registers:
    dma[("fixpipe", "relu_alpha")] = value
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_RELU_ALPHA, dma, (value,), target)


_DMA_REGISTERS_SET_FIX_CLIP_RELU = _DmaRegisters(
    op='set_fix_clip_relu', bank='fixpipe', writes=(('value', 'clip_relu', 0),),
    sets=(), packs=())


def set_fix_clip_relu(dma: dict[tuple[str, str], Any], value: Any, *,
                      target: str = "a5") -> None:
    """pto.set_fix_clip_relu: Sets the clip value register.

    Writes the caller's DMA registers:
    dma[("fixpipe", "clip_relu")] = value
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_FIX_CLIP_RELU, dma, (value,), target)


_DMA_REGISTERS_SET_FPC = _DmaRegisters(
    op='set_fpc', bank='fixpipe', writes=(('value', 'fpc', 0),),
    sets=(), packs=())


def set_fpc(dma: dict[tuple[str, str], Any], value: Any, *,
            target: str = "a5") -> None:
    """pto.set_fpc: Sets the FIXPIPE control register (the fb addresses of the vector quant and ReLU parameters).

    Writes the caller's DMA registers:
    dma[("fixpipe", "fpc")] = value
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_FPC, dma, (value,), target)


_DMA_REGISTERS_SET_STORE_ATOMIC_CFG = _DmaRegisters(
    op='set_store_atomic_cfg', bank='fixpipe', writes=(('value', 'store_atomic_cfg', 0),),
    sets=(), packs=())


def set_store_atomic_cfg(dma: dict[tuple[str, str], Any], value: Any, *,
                         target: str = "a5") -> None:
    """pto.set_store_atomic_cfg: Sets the store-atomic configuration register.

    Writes the caller's DMA registers:
    dma[("fixpipe", "store_atomic_cfg")] = value
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_STORE_ATOMIC_CFG, dma, (value,), target)


def get_ctrl(spr: dict[str, int], *,
             target: str = "a5") -> int:
    """pto.get_ctrl: Reads the core's 64-bit CTRL register.

    Field k (64 bits from bit 64 x k) of spr["CTRL"] is result k (result), read as a
    signed 64-bit integer; a register the caller's dictionary does not hold reads as 0.
    """
    return _register_field("get_ctrl", 'CTRL', 0, 64, spr, target)


def set_ctrl(spr: dict[str, int], value: Any, *,
             target: str = "a5") -> None:
    """pto.set_ctrl: Writes the core's 64-bit CTRL register.

    Writes `value` (its low 64 bits) to spr["CTRL"], which the ops reading that register see.
    """
    _register_write("set_ctrl", 'CTRL', 64, value, spr, target)


def sbitset0(value: Any, pos: Any, *,
             target: str = "a5") -> int:
    """pto.sbitset0: Returns a 64-bit scalar with one bit cleared to 0.

    `value` as a 64-bit word with bit `pos` (0 .. 63) cleared, returned as a signed 64-bit integer.
    """
    return _bit_update("sbitset0", value, pos, 0, target)


def sbitset1(value: Any, pos: Any, *,
             target: str = "a5") -> int:
    """pto.sbitset1: Returns a 64-bit scalar with one bit set to 1.

    `value` as a 64-bit word with bit `pos` (0 .. 63) set, returned as a signed 64-bit integer.
    """
    return _bit_update("sbitset1", value, pos, 1, target)


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
    return _lanes(src, _select((_rem(i, 2) == 0), _div(i, 2), (N + _div(i, 2))), N), _lanes(src, _select((_rem(i, 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2))), N)


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
        index = _select((_rem(i, 2) == 0), _div(i, 2), (N + _div(i, 2)))
    elif part == 'HIGHER':
        index = _select((_rem(i, 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2)))
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


_DMA_MTE_GM_UB = _Dma(
    op='mte_gm_ub', source='gm_src', dest='ub_dst', spaces=('gm', 'ub'),
    unit=1, gap=False, operands=(('l2_cache_ctl', 'l2_cache_ctl', 'count'), ('len_burst', 'len_burst', 'count'), ('n_burst', 'n_burst', 'count'), ('src_stride', 'src_stride', 'count'), ('dst_stride', 'dst_stride', 'count'), ('loop1_count', 'loop1_count', 'or None'), ('loop1_src_stride', 'loop1_src_stride', 'or None'), ('loop1_dst_stride', 'loop1_dst_stride', 'or None'), ('loop2_count', 'loop2_count', 'or None'), ('loop2_src_stride', 'loop2_src_stride', 'or None'), ('loop2_dst_stride', 'loop2_dst_stride', 'or None'), ('loop3_count', 'loop3_count', 'or None'), ('loop3_src_stride', 'loop3_src_stride', 'or None'), ('loop3_dst_stride', 'loop3_dst_stride', 'or None'), ('pad_value', 'pad_value', 'as given'), ('left_padding_count', 'left_padding_count', 'or 0'), ('right_padding_count', 'right_padding_count', 'or 0')),
    loops=(('1', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride'), ('2', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride'), ('3', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride')), registers='',
    pad='value', atomic=False)


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
    _dma_copy(_DMA_MTE_GM_UB, gm_src, ub_dst, (l2_cache_ctl, len_burst, n_burst, src_stride, dst_stride, loop1_count, loop1_src_stride, loop1_dst_stride, loop2_count, loop2_src_stride, loop2_dst_stride, loop3_count, loop3_src_stride, loop3_dst_stride, pad_value, left_padding_count, right_padding_count), None, target)


_DMA_MTE_UB_GM = _Dma(
    op='mte_ub_gm', source='ub_src', dest='gm_dst', spaces=('ub', 'gm'),
    unit=1, gap=False, operands=(('len_burst', 'len_burst', 'count'), ('n_burst', 'n_burst', 'count'), ('src_stride', 'src_stride', 'count'), ('dst_stride', 'dst_stride', 'count'), ('l2_cache_ctl', 'l2_cache_ctl', 'or 0'), ('loop1_count', 'loop1_count', 'or None'), ('loop1_src_stride', 'loop1_src_stride', 'or None'), ('loop1_dst_stride', 'loop1_dst_stride', 'or None'), ('loop2_count', 'loop2_count', 'or None'), ('loop2_src_stride', 'loop2_src_stride', 'or None'), ('loop2_dst_stride', 'loop2_dst_stride', 'or None'), ('loop3_count', 'loop3_count', 'or None'), ('loop3_src_stride', 'loop3_src_stride', 'or None'), ('loop3_dst_stride', 'loop3_dst_stride', 'or None')),
    loops=(('1', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride'), ('2', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride'), ('3', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride')), registers='',
    pad='', atomic=True)


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
    _dma_copy(_DMA_MTE_UB_GM, ub_src, gm_dst, (len_burst, n_burst, src_stride, dst_stride, l2_cache_ctl, loop1_count, loop1_src_stride, loop1_dst_stride, loop2_count, loop2_src_stride, loop2_dst_stride, loop3_count, loop3_src_stride, loop3_dst_stride), dma, target)


_DMA_MTE_UB_UB = _Dma(
    op='mte_ub_ub', source='ub_src', dest='ub_dst', spaces=('ub', 'ub'),
    unit=32, gap=True, operands=(('len_burst', 'len_burst', 'count'), ('n_burst', 'n_burst', 'count'), ('src_gap', 'src_gap', 'count'), ('dst_gap', 'dst_gap', 'count')),
    loops=(), registers='',
    pad='', atomic=False)


def mte_ub_ub(ub_src: Ptr, ub_dst: Ptr, len_burst: Any, n_burst: Any, src_gap: Any, dst_gap: Any, *,
              target: str = "a5") -> None:
    """pto.mte_ub_ub: Copies bursts of 32-byte blocks within the unified buffer.

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 32 bytes,
    each next row `(len_burst + gap) x 32` bytes after the one before.
    Reads ub, writes ub; ub and ub rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_MTE_UB_UB, ub_src, ub_dst, (len_burst, n_burst, src_gap, dst_gap), None, target)


_DMA_MTE_UB_L1 = _Dma(
    op='mte_ub_l1', source='ub_src', dest='l1_dst', spaces=('ub', 'l1'),
    unit=32, gap=True, operands=(('len_burst', 'len_burst', 'count'), ('n_burst', 'n_burst', 'count'), ('src_gap', 'src_gap', 'count'), ('dst_gap', 'dst_gap', 'count')),
    loops=(), registers='',
    pad='', atomic=False)


def mte_ub_l1(ub_src: Ptr, l1_dst: Ptr, len_burst: Any, n_burst: Any, src_gap: Any, dst_gap: Any, *,
              target: str = "a5") -> None:
    """pto.mte_ub_l1: Copies bursts of 32-byte blocks from the unified buffer to the L1 buffer (cbuf).

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 32 bytes,
    each next row `(len_burst + gap) x 32` bytes after the one before.
    Reads ub, writes l1; ub and l1 rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_MTE_UB_L1, ub_src, l1_dst, (len_burst, n_burst, src_gap, dst_gap), None, target)


_DMA_REGISTERS_SET_LOOP_SIZE_OUTTOUB = _DmaRegisters(
    op='set_loop_size_outtoub', bank='outtoub', writes=(('loop2_count', 'loop2_count', 21), ('loop1_count', 'loop1_count', 21)),
    sets=(), packs=())


def set_loop_size_outtoub(dma: dict[tuple[str, str], Any], loop2_count: Any, loop1_count: Any, *,
                          target: str = "a5") -> None:
    """pto.set_loop_size_outtoub: Sets the loop2 and loop1 counts of MTE2 (GM to UB) transfers.

    Writes the caller's DMA registers:
    dma[("outtoub", "loop2_count")] = loop2_count
    dma[("outtoub", "loop1_count")] = loop1_count
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_LOOP_SIZE_OUTTOUB, dma, (loop2_count, loop1_count), target)


_DMA_REGISTERS_SET_LOOP1_STRIDE_OUTTOUB = _DmaRegisters(
    op='set_loop1_stride_outtoub', bank='outtoub', writes=(('src_stride', 'loop1_src_stride', 40), ('dst_stride', 'loop1_dst_stride', 21)),
    sets=(), packs=())


def set_loop1_stride_outtoub(dma: dict[tuple[str, str], Any], src_stride: Any, dst_stride: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop1_stride_outtoub: Sets the loop1 source and destination strides of MTE2 (GM to UB) transfers.

    Writes the caller's DMA registers:
    dma[("outtoub", "loop1_src_stride")] = src_stride
    dma[("outtoub", "loop1_dst_stride")] = dst_stride
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_LOOP1_STRIDE_OUTTOUB, dma, (src_stride, dst_stride), target)


_DMA_REGISTERS_SET_LOOP2_STRIDE_OUTTOUB = _DmaRegisters(
    op='set_loop2_stride_outtoub', bank='outtoub', writes=(('src_stride', 'loop2_src_stride', 40), ('dst_stride', 'loop2_dst_stride', 21)),
    sets=(), packs=())


def set_loop2_stride_outtoub(dma: dict[tuple[str, str], Any], src_stride: Any, dst_stride: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop2_stride_outtoub: Sets the loop2 source and destination strides of MTE2 (GM to UB) transfers.

    Writes the caller's DMA registers:
    dma[("outtoub", "loop2_src_stride")] = src_stride
    dma[("outtoub", "loop2_dst_stride")] = dst_stride
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_LOOP2_STRIDE_OUTTOUB, dma, (src_stride, dst_stride), target)


_DMA_REGISTERS_SET_MOV_PAD_VAL = _DmaRegisters(
    op='set_mov_pad_val', bank='outtoub', writes=(('value', 'pad_value', 0),),
    sets=(), packs=())


def set_mov_pad_val(dma: dict[tuple[str, str], Any], value: Any, *,
                    target: str = "a5") -> None:
    """pto.set_mov_pad_val: Sets the value MTE2 pads unified-buffer rows with.

    Writes the caller's DMA registers:
    dma[("outtoub", "pad_value")] = value
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_MOV_PAD_VAL, dma, (value,), target)


_DMA_REGISTERS_SET_LOOP_SIZE_UBTOOUT = _DmaRegisters(
    op='set_loop_size_ubtoout', bank='ubtoout', writes=(('loop2_count', 'loop2_count', 21), ('loop1_count', 'loop1_count', 21)),
    sets=(), packs=())


def set_loop_size_ubtoout(dma: dict[tuple[str, str], Any], loop2_count: Any, loop1_count: Any, *,
                          target: str = "a5") -> None:
    """pto.set_loop_size_ubtoout: Sets the loop2 and loop1 counts of MTE3 (UB to GM) transfers.

    Writes the caller's DMA registers:
    dma[("ubtoout", "loop2_count")] = loop2_count
    dma[("ubtoout", "loop1_count")] = loop1_count
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_LOOP_SIZE_UBTOOUT, dma, (loop2_count, loop1_count), target)


_DMA_REGISTERS_SET_LOOP1_STRIDE_UBTOOUT = _DmaRegisters(
    op='set_loop1_stride_ubtoout', bank='ubtoout', writes=(('src_stride', 'loop1_src_stride', 21), ('dst_stride', 'loop1_dst_stride', 40)),
    sets=(), packs=())


def set_loop1_stride_ubtoout(dma: dict[tuple[str, str], Any], src_stride: Any, dst_stride: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop1_stride_ubtoout: Sets the loop1 source and destination strides of MTE3 (UB to GM) transfers.

    Writes the caller's DMA registers:
    dma[("ubtoout", "loop1_src_stride")] = src_stride
    dma[("ubtoout", "loop1_dst_stride")] = dst_stride
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_LOOP1_STRIDE_UBTOOUT, dma, (src_stride, dst_stride), target)


_DMA_REGISTERS_SET_LOOP2_STRIDE_UBTOOUT = _DmaRegisters(
    op='set_loop2_stride_ubtoout', bank='ubtoout', writes=(('src_stride', 'loop2_src_stride', 21), ('dst_stride', 'loop2_dst_stride', 40)),
    sets=(), packs=())


def set_loop2_stride_ubtoout(dma: dict[tuple[str, str], Any], src_stride: Any, dst_stride: Any, *,
                             target: str = "a5") -> None:
    """pto.set_loop2_stride_ubtoout: Sets the loop2 source and destination strides of MTE3 (UB to GM) transfers.

    Writes the caller's DMA registers:
    dma[("ubtoout", "loop2_src_stride")] = src_stride
    dma[("ubtoout", "loop2_dst_stride")] = dst_stride
    (they hold until set again; a register never set reads as DMA_REGISTER_RESET gives:
    D-DMA-REGISTERS).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_LOOP2_STRIDE_UBTOOUT, dma, (src_stride, dst_stride), target)


_DMA_COPY_GM_TO_UBUF = _Dma(
    op='copy_gm_to_ubuf', source='gm_src', dest='ub_dst', spaces=('gm', 'ub'),
    unit=1, gap=False, operands=(('sid', 'sid', 'count'), ('n_burst', 'n_burst', 'count'), ('len_burst', 'len_burst', 'count'), ('left_padding_count', 'left_padding_count', 'count'), ('right_padding_count', 'right_padding_count', 'count'), ('data_select_bit', 'data_select_bit', 'as given'), ('l2_cache_ctl', 'l2_cache_ctl', 'count'), ('src_stride', 'src_stride', 'count'), ('dst_stride', 'dst_stride', 'count')),
    loops=(), registers='outtoub',
    pad='select', atomic=False)


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
    _dma_copy(_DMA_COPY_GM_TO_UBUF, gm_src, ub_dst, (sid, n_burst, len_burst, left_padding_count, right_padding_count, data_select_bit, l2_cache_ctl, src_stride, dst_stride), dma, target)


_DMA_COPY_UBUF_TO_GM = _Dma(
    op='copy_ubuf_to_gm', source='ub_src', dest='gm_dst', spaces=('ub', 'gm'),
    unit=1, gap=False, operands=(('sid', 'sid', 'count'), ('n_burst', 'n_burst', 'count'), ('len_burst', 'len_burst', 'count'), ('l2_cache_ctl', 'l2_cache_ctl', 'count'), ('dst_stride', 'dst_stride', 'count'), ('src_stride', 'src_stride', 'count')),
    loops=(), registers='ubtoout',
    pad='', atomic=True)


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
    _dma_copy(_DMA_COPY_UBUF_TO_GM, ub_src, gm_dst, (sid, n_burst, len_burst, l2_cache_ctl, dst_stride, src_stride), dma, target)


_DMA_COPY_UBUF_TO_UBUF = _Dma(
    op='copy_ubuf_to_ubuf', source='source', dest='dest', spaces=('ub', 'ub'),
    unit=32, gap=True, operands=(('sid', 'sid', 'count'), ('n_burst', 'n_burst', 'count'), ('len_burst', 'len_burst', 'count'), ('src_gap', 'src_stride', 'count'), ('dst_gap', 'dst_stride', 'count')),
    loops=(), registers='',
    pad='', atomic=False)


def copy_ubuf_to_ubuf(ub_src: Ptr, ub_dst: Ptr, sid: Any, n_burst: Any, len_burst: Any, src_gap: Any, dst_gap: Any, *,
                      target: str = "a5") -> None:
    """pto.copy_ubuf_to_ubuf: Copies bursts of 32-byte blocks within the unified buffer (the instruction pto.mte_ub_ub becomes).

    The manual's loop, in place on the pointers' memories: `n_burst` rows of `len_burst` x 32 bytes,
    each next row `(len_burst + gap) x 32` bytes after the one before.
    Reads ub, writes ub; ub and ub rows are checked against the memories' ends
    and unified-buffer rows against 32-byte alignment (D-DMA-ALIGN).
    """
    _dma_copy(_DMA_COPY_UBUF_TO_UBUF, ub_src, ub_dst, (sid, n_burst, len_burst, src_gap, dst_gap), None, target)


_DMA_REGISTERS_SET_ATOMIC_ADD = _DmaRegisters(
    op='set_atomic_add', bank='atomic', writes=(),
    sets=(('op', 'add'),), packs=())


def set_atomic_add(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_add: Turns on the atomic add for the stores to global memory that follow.

    Writes the caller's DMA registers:
    dma[("atomic", "op")] = 'add'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_ADD, dma, (), target)


_DMA_REGISTERS_SET_ATOMIC_MAX = _DmaRegisters(
    op='set_atomic_max', bank='atomic', writes=(),
    sets=(('op', 'max'),), packs=())


def set_atomic_max(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_max: Turns on the atomic maximum for the stores to global memory that follow.

    Writes the caller's DMA registers:
    dma[("atomic", "op")] = 'max'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_MAX, dma, (), target)


_DMA_REGISTERS_SET_ATOMIC_MIN = _DmaRegisters(
    op='set_atomic_min', bank='atomic', writes=(),
    sets=(('op', 'min'),), packs=())


def set_atomic_min(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_min: Turns on the atomic minimum for the stores to global memory that follow.

    Writes the caller's DMA registers:
    dma[("atomic", "op")] = 'min'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_MIN, dma, (), target)


_DMA_REGISTERS_SET_ATOMIC_NONE = _DmaRegisters(
    op='set_atomic_none', bank='atomic', writes=(),
    sets=(('op', 'none'),), packs=())


def set_atomic_none(dma: dict[tuple[str, str], Any], *,
                    target: str = "a5") -> None:
    """pto.set_atomic_none: Turns the atomic mode off, so later stores to global memory overwrite it again.

    Writes the caller's DMA registers:
    dma[("atomic", "op")] = 'none'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_NONE, dma, (), target)


_DMA_REGISTERS_SET_ATOMIC_F32 = _DmaRegisters(
    op='set_atomic_f32', bank='atomic', writes=(),
    sets=(('type', 'f32'),), packs=())


def set_atomic_f32(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_f32: Makes f32 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'f32'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_F32, dma, (), target)


_DMA_REGISTERS_SET_ATOMIC_F16 = _DmaRegisters(
    op='set_atomic_f16', bank='atomic', writes=(),
    sets=(('type', 'f16'),), packs=())


def set_atomic_f16(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_f16: Makes f16 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'f16'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_F16, dma, (), target)


_DMA_REGISTERS_SET_ATOMIC_BF16 = _DmaRegisters(
    op='set_atomic_bf16', bank='atomic', writes=(),
    sets=(('type', 'bf16'),), packs=())


def set_atomic_bf16(dma: dict[tuple[str, str], Any], *,
                    target: str = "a5") -> None:
    """pto.set_atomic_bf16: Makes bf16 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'bf16'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_BF16, dma, (), target)


_DMA_REGISTERS_SET_ATOMIC_S32 = _DmaRegisters(
    op='set_atomic_s32', bank='atomic', writes=(),
    sets=(('type', 'i32'),), packs=())


def set_atomic_s32(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_s32: Makes i32 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'i32'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_S32, dma, (), target)


_DMA_REGISTERS_SET_ATOMIC_S16 = _DmaRegisters(
    op='set_atomic_s16', bank='atomic', writes=(),
    sets=(('type', 'i16'),), packs=())


def set_atomic_s16(dma: dict[tuple[str, str], Any], *,
                   target: str = "a5") -> None:
    """pto.set_atomic_s16: Makes i16 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'i16'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_S16, dma, (), target)


_DMA_REGISTERS_SET_ATOMIC_S8 = _DmaRegisters(
    op='set_atomic_s8', bank='atomic', writes=(),
    sets=(('type', 'i8'),), packs=())


def set_atomic_s8(dma: dict[tuple[str, str], Any], *,
                  target: str = "a5") -> None:
    """pto.set_atomic_s8: Makes i8 the element type of the atomic mode.

    Writes the caller's DMA registers:
    dma[("atomic", "type")] = 'i8'
    (it holds until set again; never set, the atomic operation is none: D-DMA-ATOMIC).
    """
    _set_dma_registers(_DMA_REGISTERS_SET_ATOMIC_S8, dma, (), target)


def get_block_idx(spr: dict[str, int], *,
                  target: str = "a5") -> int:
    """pto.get_block_idx: The index of the running block in the launch.

    Field k (64 bits from bit 64 x k) of spr["BLOCK_IDX"] is result k (result), read as a
    signed 64-bit integer; a register the caller's dictionary does not hold reads as 0.
    """
    return _register_field("get_block_idx", 'BLOCK_IDX', 0, 64, spr, target)


def get_block_num(spr: dict[str, int], *,
                  target: str = "a5") -> int:
    """pto.get_block_num: The number of blocks of the launch.

    Field k (64 bits from bit 64 x k) of spr["BLOCK_NUM"] is result k (result), read as a
    signed 64-bit integer; a register the caller's dictionary does not hold reads as 1.
    """
    return _register_field("get_block_num", 'BLOCK_NUM', 1, 64, spr, target)


def get_subblock_idx(spr: dict[str, int], *,
                     target: str = "a5") -> int:
    """pto.get_subblock_idx: The index of the running sub-block (vector core) in its block.

    Field k (64 bits from bit 64 x k) of spr["SUBBLOCKID"] is result k (result), read as a
    signed 64-bit integer; a register the caller's dictionary does not hold reads as 0.
    """
    return _register_field("get_subblock_idx", 'SUBBLOCKID', 0, 64, spr, target)


def get_subblock_num(spr: dict[str, int], *,
                     target: str = "a5") -> int:
    """pto.get_subblock_num: The number of sub-blocks (vector cores) of a block.

    Field k (64 bits from bit 64 x k) of spr["SUBBLOCKDIM"] is result k (result), read as a
    signed 64-bit integer; a register the caller's dictionary does not hold reads as 1.
    """
    return _register_field("get_subblock_num", 'SUBBLOCKDIM', 1, 64, spr, target)


_SYNC_SET_FLAG = _Sync(
    op='set_flag', flag='set', attributes=('src_pipe', 'dst_pipe', 'event_id'),
    checks=('choice', 'choice', 'choice'), values=(('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), ('EVENT_ID0', 'EVENT_ID1', 'EVENT_ID2', 'EVENT_ID3', 'EVENT_ID4', 'EVENT_ID5', 'EVENT_ID6', 'EVENT_ID7')),
    operands=(), pointers=(),
    spaces=(), events={}, absent=[])


def set_flag(flags: dict[tuple[Any, ...], int], *,
             src_pipe: str, dst_pipe: str, event_id: str, target: str = "a5") -> None:
    """pto.set_flag: Signals an event from a source pipe to a destination pipe.

    Adds one to flags[(src_pipe, dst_pipe, event_id)] (the caller owns `flags`; D-FLAG-COUNT).
    """
    _sync(_SYNC_SET_FLAG, flags, (src_pipe, dst_pipe, event_id), (), (), (src_pipe, dst_pipe, event_id), target)


_SYNC_WAIT_FLAG = _Sync(
    op='wait_flag', flag='wait', attributes=('src_pipe', 'dst_pipe', 'event_id'),
    checks=('choice', 'choice', 'choice'), values=(('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), ('EVENT_ID0', 'EVENT_ID1', 'EVENT_ID2', 'EVENT_ID3', 'EVENT_ID4', 'EVENT_ID5', 'EVENT_ID6', 'EVENT_ID7')),
    operands=(), pointers=(),
    spaces=(), events={}, absent=[])


def wait_flag(flags: dict[tuple[Any, ...], int], *,
              src_pipe: str, dst_pipe: str, event_id: str, target: str = "a5") -> None:
    """pto.wait_flag: Blocks the destination pipe until the source pipe has signalled the event.

    Takes one from flags[(src_pipe, dst_pipe, event_id)]; a flag that is not set is an error
    (the wait would never return; D-FLAG-COUNT).
    """
    _sync(_SYNC_WAIT_FLAG, flags, (src_pipe, dst_pipe, event_id), (), (), (src_pipe, dst_pipe, event_id), target)


_SYNC_PIPE_BARRIER = _Sync(
    op='pipe_barrier', flag='none', attributes=('pipe',),
    checks=('choice',), values=(('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'),),
    operands=(), pointers=(),
    spaces=(), events={}, absent=[])


def pipe_barrier(*,
                 pipe: str, target: str = "a5") -> None:
    """pto.pipe_barrier: Drains one pipe, as the manual spells it.

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _sync(_SYNC_PIPE_BARRIER, None, (pipe,), (), (), None, target)


_SYNC_BARRIER = _Sync(
    op='barrier', flag='none', attributes=('pipe',),
    checks=('choice',), values=(('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'),),
    operands=(), pointers=(),
    spaces=(), events={}, absent=[])


def barrier(*,
            pipe: str, target: str = "a5") -> None:
    """pto.barrier: Drains one pipe (PIPE_ALL for every pipe), as PTOAS spells it.

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _sync(_SYNC_BARRIER, None, (pipe,), (), (), None, target)


_SYNC_MEM_BAR = _Sync(
    op='mem_bar', flag='fence', attributes=('kind',),
    checks=('choice',), values=(('VV_ALL', 'VST_VLD', 'VLD_VST', 'VST_VST', 'VS_ALL', 'VST_LD', 'VLD_ST', 'VST_ST', 'SV_ALL', 'ST_VLD', 'LD_VST', 'ST_VST', 'SS_ALL', 'ST_LD', 'LD_ST', 'ST_ST'),),
    operands=(), pointers=(),
    spaces=(), events={}, absent=[])


def mem_bar(*,
            kind: str, target: str = "a5") -> None:
    """pto.mem_bar: Orders unified-buffer accesses inside a vecscope (vector and scalar loads and stores).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _sync(_SYNC_MEM_BAR, None, (kind,), (), (), None, target)


_SYNC_DSB = _Sync(
    op='dsb', flag='fence', attributes=('mem',),
    checks=('choice',), values=(('ALL', 'DDR', 'UB', 'SEQ'),),
    operands=(), pointers=(),
    spaces=(), events={}, absent=[])


def dsb(*,
        mem: str, target: str = "a5") -> None:
    """pto.dsb: Data synchronization barrier for one memory domain.

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _sync(_SYNC_DSB, None, (mem,), (), (), None, target)


_SYNC_DCCI = _Sync(
    op='dcci', flag='cache', attributes=('cache', 'dst'),
    checks=('choice', 'optional'), values=(('SINGLE_CACHE_LINE', 'ENTIRE_DATA_CACHE'), ('CACHELINE_ALL', 'CACHELINE_UB', 'CACHELINE_OUT', 'CACHELINE_ATOMIC')),
    operands=(), pointers=('ptr',),
    spaces=('gm', 'ub'), events={}, absent=[])


def dcci(ptr: Ptr, *,
         cache: str, dst: str | None = None, target: str = "a5") -> None:
    """pto.dcci: Cleans and invalidates data-cache lines of global memory or the unified buffer.

    No cache is modelled (every access is already visible), so the op checks that `ptr`
    points into gm or ub and checks its names (D-CACHE-SYNC).
    """
    _sync(_SYNC_DCCI, None, (cache, dst), (), (ptr,), None, target)


_SYNC_GET_BUF = _Sync(
    op='get_buf', flag='buffer', attributes=('op_type', 'buf_id', 'mode'),
    checks=('choice', 'integer', 'integer'), values=(('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'), (), ()),
    operands=(), pointers=(),
    spaces=(), events={}, absent=[])


def get_buf(*,
            op_type: str, buf_id: int, mode: int = 0, target: str = "a5") -> None:
    """pto.get_buf: Acquires a buffer token for a pipe (buffer-id ordering).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _sync(_SYNC_GET_BUF, None, (op_type, buf_id, mode), (), (), None, target)


_SYNC_RLS_BUF = _Sync(
    op='rls_buf', flag='buffer', attributes=('op_type', 'buf_id', 'mode'),
    checks=('choice', 'integer', 'integer'), values=(('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'), (), ()),
    operands=(), pointers=(),
    spaces=(), events={}, absent=[])


def rls_buf(*,
            op_type: str, buf_id: int, mode: int = 0, target: str = "a5") -> None:
    """pto.rls_buf: Releases a buffer token of a pipe (buffer-id ordering).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _sync(_SYNC_RLS_BUF, None, (op_type, buf_id, mode), (), (), None, target)


_SYNC_GET_BUF_DYN = _Sync(
    op='get_buf_dyn', flag='buffer', attributes=('op_type', 'mode'),
    checks=('choice', 'integer'), values=(('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'), ()),
    operands=('buf_id',), pointers=(),
    spaces=(), events={}, absent=[])


def get_buf_dyn(buf_id: Any, *,
                op_type: str, mode: int = 0, target: str = "a5") -> None:
    """pto.get_buf_dyn: Acquires a buffer token for a pipe, the buffer id a runtime value (buffer-id ordering).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _sync(_SYNC_GET_BUF_DYN, None, (op_type, mode), (buf_id,), (), None, target)


_SYNC_RLS_BUF_DYN = _Sync(
    op='rls_buf_dyn', flag='buffer', attributes=('op_type', 'mode'),
    checks=('choice', 'integer'), values=(('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'), ()),
    operands=('buf_id',), pointers=(),
    spaces=(), events={}, absent=[])


def rls_buf_dyn(buf_id: Any, *,
                op_type: str, mode: int = 0, target: str = "a5") -> None:
    """pto.rls_buf_dyn: Releases a buffer token of a pipe, the buffer id a runtime value (buffer-id ordering).

    Ops run in program order here, so the op only checks its names and numbers.
    """
    _sync(_SYNC_RLS_BUF_DYN, None, (op_type, mode), (buf_id,), (), None, target)


_SYNC_SET_INTRA_BLOCK = _Sync(
    op='set_intra_block', flag='core_set', attributes=('pipe', 'event_id'),
    checks=('choice', 'integer'), values=(('PIPE_FIX', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_V'), ()),
    operands=(), pointers=(),
    spaces=(), events={'a5': 32, 'a2a3': 16, 'cpu': 32}, absent=[])


def set_intra_block(flags: dict[tuple[Any, ...], int], *,
                    pipe: str, event_id: int, target: str = "a5") -> None:
    """pto.set_intra_block: Signals a semaphore of the core cluster (cube block and vector subblocks) once a pipe's work is done.

    Adds one to flags[("CORE", event_id)], the semaphore between cores (the caller owns `flags`;
    D-CORE-SYNC). Ids per target: a5 0..31, a2a3 0..15, cpu 0..31.
    """
    _sync(_SYNC_SET_INTRA_BLOCK, flags, (pipe, event_id), (), (), event_id, target)


_SYNC_WAIT_INTRA_BLOCK = _Sync(
    op='wait_intra_block', flag='core_wait', attributes=('pipe', 'event_id'),
    checks=('choice', 'integer'), values=(('PIPE_FIX', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_V'), ()),
    operands=(), pointers=(),
    spaces=(), events={'a5': 32, 'a2a3': 16, 'cpu': 32}, absent=[])


def wait_intra_block(flags: dict[tuple[Any, ...], int], *,
                     pipe: str, event_id: int, target: str = "a5") -> None:
    """pto.wait_intra_block: Stalls a pipe until a semaphore of the core cluster has been signalled.

    Takes one from flags[("CORE", event_id)]; a semaphore at zero is an error (its signal would
    come from a core the run does not execute; D-CORE-SYNC). Ids per target: a5 0..31, a2a3 0..15, cpu 0..31.
    """
    _sync(_SYNC_WAIT_INTRA_BLOCK, flags, (pipe, event_id), (), (), event_id, target)


_SYNC_WAIT_INTRA_CORE = _Sync(
    op='wait_intra_core', flag='core_wait', attributes=(),
    checks=(), values=(),
    operands=('block_id', 'event_id'), pointers=(),
    spaces=(), events={'a5': 32, 'cpu': 32}, absent=[('a2a3', 'D-CORE-SYNC-NAMES')])


def wait_intra_core(flags: dict[tuple[Any, ...], int], block_id: Any, event_id: Any, *,
                    target: str = "a5") -> None:
    """pto.wait_intra_core: Waits for a semaphore of the core cluster, as the manual spells the A5 wait (A5 only).

    Takes one from flags[("CORE", event_id)]; a semaphore at zero is an error (its signal would
    come from a core the run does not execute; D-CORE-SYNC). Ids per target: a5 0..31, cpu 0..31.
    Not an op of a2a3 (D-CORE-SYNC-NAMES): the semantics raise there.
    """
    _sync(_SYNC_WAIT_INTRA_CORE, flags, (), (block_id, event_id), (), event_id, target)


_SYNC_SET_CROSS_CORE = _Sync(
    op='set_cross_core', flag='core_set', attributes=(),
    checks=(), values=(),
    operands=('core_id', 'event_id'), pointers=(),
    spaces=(), events={'a2a3': 16}, absent=[('a5', 'D-CORE-SYNC-NAMES'), ('cpu', 'D-CORE-SYNC-NAMES')])


def set_cross_core(flags: dict[tuple[Any, ...], int], core_id: Any, event_id: Any, *,
                   target: str = "a5") -> None:
    """pto.set_cross_core: Signals a semaphore to the other cores of the cluster (A2/A3 only).

    Adds one to flags[("CORE", event_id)], the semaphore between cores (the caller owns `flags`;
    D-CORE-SYNC). Ids per target: a2a3 0..15.
    Not an op of a5, cpu (D-CORE-SYNC-NAMES): the semantics raise there.
    """
    _sync(_SYNC_SET_CROSS_CORE, flags, (), (core_id, event_id), (), event_id, target)


_SYNC_WAIT_FLAG_DEV = _Sync(
    op='wait_flag_dev', flag='core_wait', attributes=(),
    checks=(), values=(),
    operands=('core_id', 'event_id'), pointers=(),
    spaces=(), events={'a2a3': 16}, absent=[('a5', 'D-CORE-SYNC-NAMES'), ('cpu', 'D-CORE-SYNC-NAMES')])


def wait_flag_dev(flags: dict[tuple[Any, ...], int], core_id: Any, event_id: Any, *,
                  target: str = "a5") -> None:
    """pto.wait_flag_dev: Stalls the whole core until a semaphore of the cluster has been signalled (A2/A3 only).

    Takes one from flags[("CORE", event_id)]; a semaphore at zero is an error (its signal would
    come from a core the run does not execute; D-CORE-SYNC). Ids per target: a2a3 0..15.
    Not an op of a5, cpu (D-CORE-SYNC-NAMES): the semantics raise there.
    """
    _sync(_SYNC_WAIT_FLAG_DEV, flags, (), (core_id, event_id), (), event_id, target)


def castptr(input: Ptr | int, *,
            dtype: str, space: str | None = None, memory: NDArray[np.uint8] | None = None, target: str = "a5") -> Ptr | int:
    """pto.castptr: Casts a byte address to a typed pointer, a pointer to another element type in its space, or a pointer to its address.

    With `space` (the result is a !pto.ptr<dtype, space>): an integer becomes a pointer to that
    byte address of `memory` (the caller's buffer for the space), and a pointer a pointer to the
    same address with element type `dtype` (in its own space). Without `space` (the result is an
    integer type `dtype`): a pointer gives its byte address.
    """
    return _cast_pointer("castptr", 'input', input, dtype, space, memory, target)


def addptr(ptr: Ptr, offset: Any, *,
           target: str = "a5") -> Ptr:
    """pto.addptr: Adds an element offset to a pointer.

    The pointer `offset` elements of its type further on (offset x element size bytes).
    """
    return _add_pointer("addptr", ('ptr', 'offset'), ptr, offset, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PAND: dict[str, Callable[..., Any]] = {
    'result': lambda i, N, src0, src1, mask: (mask & (src0 & src1)),
}
_PREDICATE_PAND = _Predicate(
    op='pand', lanes=0, sized_by=0,
    masks=('src0', 'src1', 'mask'), scalars=(),
    results=('mask',), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PAND, image=True)


def pand(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         target: str = "a5") -> Arr:
    """pto.pand: Lane-wise AND of two masks under a governing mask.

    A boolean mask of the inputs' lanes: result = `mask && (src0 && src1)` (N = the lanes).
    """
    return _make_predicate(_PREDICATE_PAND, (src0, src1, mask), (), None, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_POR: dict[str, Callable[..., Any]] = {
    'result': lambda i, N, src0, src1, mask: (mask & (src0 | src1)),
}
_PREDICATE_POR = _Predicate(
    op='por', lanes=0, sized_by=0,
    masks=('src0', 'src1', 'mask'), scalars=(),
    results=('mask',), by='',
    values=(),
    not_modelled={}, expressions=_LANES_POR, image=True)


def por(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
        target: str = "a5") -> Arr:
    """pto.por: Lane-wise OR of two masks under a governing mask.

    A boolean mask of the inputs' lanes: result = `mask && (src0 || src1)` (N = the lanes).
    """
    return _make_predicate(_PREDICATE_POR, (src0, src1, mask), (), None, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PXOR: dict[str, Callable[..., Any]] = {
    'result': lambda i, N, src0, src1, mask: (mask & (src0 ^ src1)),
}
_PREDICATE_PXOR = _Predicate(
    op='pxor', lanes=0, sized_by=0,
    masks=('src0', 'src1', 'mask'), scalars=(),
    results=('mask',), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PXOR, image=True)


def pxor(src0: ArrayLike, src1: ArrayLike, mask: ArrayLike | None = None, *,
         target: str = "a5") -> Arr:
    """pto.pxor: Lane-wise exclusive OR of two masks under a governing mask.

    A boolean mask of the inputs' lanes: result = `mask && (src0 ^ src1)` (N = the lanes).
    """
    return _make_predicate(_PREDICATE_PXOR, (src0, src1, mask), (), None, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PNOT: dict[str, Callable[..., Any]] = {
    'result': lambda i, N, input, mask: (mask & np.logical_not(input)),
}
_PREDICATE_PNOT = _Predicate(
    op='pnot', lanes=0, sized_by=0,
    masks=('input', 'mask'), scalars=(),
    results=('mask',), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PNOT, image=True)


def pnot(input: ArrayLike, mask: ArrayLike | None = None, *,
         target: str = "a5") -> Arr:
    """pto.pnot: Lane-wise NOT of a mask under a governing mask.

    A boolean mask of the inputs' lanes: result = `mask && !input` (N = the lanes).
    """
    return _make_predicate(_PREDICATE_PNOT, (input, mask), (), None, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PSEL: dict[str, Callable[..., Any]] = {
    'result': lambda i, N, src0, src1, sel: _select(sel, src0, src1),
}
_PREDICATE_PSEL = _Predicate(
    op='psel', lanes=0, sized_by=0,
    masks=('src0', 'src1', 'sel'), scalars=(),
    results=('mask',), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PSEL, image=True)


def psel(src0: ArrayLike, src1: ArrayLike, sel: ArrayLike, *,
         target: str = "a5") -> Arr:
    """pto.psel: Chooses each lane from one of two masks by a third.

    A boolean mask of the inputs' lanes: result = `sel ? src0 : src1` (N = the lanes).
    """
    return _make_predicate(_PREDICATE_PSEL, (src0, src1, sel), (), None, target)


# part -> the input lane each lane i of N takes (outside the inputs: false)
_PARTS_PPACK: dict[str, Callable[[Arr, int], Any]] = {
    'LOWER': lambda i, N: _select((i < _div(N, 2)), (2 * i), np.negative(1)),
    'HIGHER': lambda i, N: _select((i >= _div(N, 2)), (2 * (i - _div(N, 2))), np.negative(1)),
}
_PERMUTE_PPACK = _Permute(
    op='ppack', lanes=0, masks=('input',),
    by='part', values=('LOWER', 'HIGHER'), indexes=_PARTS_PPACK, image=True)


def ppack(input: ArrayLike, *,
          part: str, target: str = "a5") -> Arr:
    """pto.ppack: Packs the even bits of a mask's predicate image into its lower or higher half, zeroing the other half.

    The input masks are laid end to end; lane i of the result takes the lane its index
    expression names, or false where that index falls outside them:
    part "LOWER": in[i < N / 2 ? 2 * i : -1]
    part "HIGHER": in[i >= N / 2 ? 2 * (i - N / 2) : -1]
    """
    return _permute_mask(_PERMUTE_PPACK, (input,), part, target)


# part -> the input lane each lane i of N takes (outside the inputs: false)
_PARTS_PUNPACK: dict[str, Callable[[Arr, int], Any]] = {
    'LOWER': lambda i, N: _select((_rem(i, 2) == 0), _div(i, 2), np.negative(1)),
    'HIGHER': lambda i, N: _select((_rem(i, 2) == 0), (_div(N, 2) + _div(i, 2)), np.negative(1)),
}
_PERMUTE_PUNPACK = _Permute(
    op='punpack', lanes=0, masks=('input',),
    by='part', values=('LOWER', 'HIGHER'), indexes=_PARTS_PUNPACK, image=True)


def punpack(input: ArrayLike, *,
            part: str, target: str = "a5") -> Arr:
    """pto.punpack: Unpacks the lower or higher half of a mask's predicate image into its even bits.

    The input masks are laid end to end; lane i of the result takes the lane its index
    expression names, or false where that index falls outside them:
    part "LOWER": in[i % 2 == 0 ? i / 2 : -1]
    part "HIGHER": in[i % 2 == 0 ? N / 2 + i / 2 : -1]
    """
    return _permute_mask(_PERMUTE_PUNPACK, (input,), part, target)


# result -> the input lane its lane i of N takes (outside the inputs: false)
_LANES_PINTLV_B8: dict[str, Callable[[Arr, int], Any]] = {
    'low': lambda i, N: _select((_rem(i, 2) == 0), _div(i, 2), (N + _div(i, 2))),
    'high': lambda i, N: _select((_rem(i, 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2))),
}
_PERMUTE_PINTLV_B8 = _Permute(
    op='pintlv_b8', lanes=256, masks=('src0', 'src1'),
    by='', values=(), indexes=_LANES_PINTLV_B8)


def pintlv_b8(src0: ArrayLike, src1: ArrayLike, *,
              target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pintlv_b8: Interleaves two b8 masks into two.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[(i % 2 == 0) ? i / 2 : N + i / 2]
    high[i] = in[(i % 2 == 0) ? N / 2 + i / 2 : N + N / 2 + i / 2]
    """
    return _permute_masks(_PERMUTE_PINTLV_B8, (src0, src1), None, target)


# result -> the input lane its lane i of N takes (outside the inputs: false)
_LANES_PINTLV_B16: dict[str, Callable[[Arr, int], Any]] = {
    'low': lambda i, N: _select((_rem(i, 2) == 0), _div(i, 2), (N + _div(i, 2))),
    'high': lambda i, N: _select((_rem(i, 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2))),
}
_PERMUTE_PINTLV_B16 = _Permute(
    op='pintlv_b16', lanes=128, masks=('src0', 'src1'),
    by='', values=(), indexes=_LANES_PINTLV_B16)


def pintlv_b16(src0: ArrayLike, src1: ArrayLike, *,
               target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pintlv_b16: Interleaves two b16 masks into two.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[(i % 2 == 0) ? i / 2 : N + i / 2]
    high[i] = in[(i % 2 == 0) ? N / 2 + i / 2 : N + N / 2 + i / 2]
    """
    return _permute_masks(_PERMUTE_PINTLV_B16, (src0, src1), None, target)


# result -> the input lane its lane i of N takes (outside the inputs: false)
_LANES_PINTLV_B32: dict[str, Callable[[Arr, int], Any]] = {
    'low': lambda i, N: _select((_rem(i, 2) == 0), _div(i, 2), (N + _div(i, 2))),
    'high': lambda i, N: _select((_rem(i, 2) == 0), (_div(N, 2) + _div(i, 2)), ((N + _div(N, 2)) + _div(i, 2))),
}
_PERMUTE_PINTLV_B32 = _Permute(
    op='pintlv_b32', lanes=64, masks=('src0', 'src1'),
    by='', values=(), indexes=_LANES_PINTLV_B32)


def pintlv_b32(src0: ArrayLike, src1: ArrayLike, *,
               target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pintlv_b32: Interleaves two b32 masks into two.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[(i % 2 == 0) ? i / 2 : N + i / 2]
    high[i] = in[(i % 2 == 0) ? N / 2 + i / 2 : N + N / 2 + i / 2]
    """
    return _permute_masks(_PERMUTE_PINTLV_B32, (src0, src1), None, target)


# result -> the input lane its lane i of N takes (outside the inputs: false)
_LANES_PDINTLV_B8: dict[str, Callable[[Arr, int], Any]] = {
    'low': lambda i, N: (2 * i),
    'high': lambda i, N: ((2 * i) + 1),
}
_PERMUTE_PDINTLV_B8 = _Permute(
    op='pdintlv_b8', lanes=256, masks=('src0', 'src1'),
    by='', values=(), indexes=_LANES_PDINTLV_B8)


def pdintlv_b8(src0: ArrayLike, src1: ArrayLike, *,
               target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pdintlv_b8: Deinterleaves two b8 masks into their even and odd lanes.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[2 * i]
    high[i] = in[2 * i + 1]
    """
    return _permute_masks(_PERMUTE_PDINTLV_B8, (src0, src1), None, target)


# result -> the input lane its lane i of N takes (outside the inputs: false)
_LANES_PDINTLV_B16: dict[str, Callable[[Arr, int], Any]] = {
    'low': lambda i, N: (2 * i),
    'high': lambda i, N: ((2 * i) + 1),
}
_PERMUTE_PDINTLV_B16 = _Permute(
    op='pdintlv_b16', lanes=128, masks=('src0', 'src1'),
    by='', values=(), indexes=_LANES_PDINTLV_B16)


def pdintlv_b16(src0: ArrayLike, src1: ArrayLike, *,
                target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pdintlv_b16: Deinterleaves two b16 masks into their even and odd lanes.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[2 * i]
    high[i] = in[2 * i + 1]
    """
    return _permute_masks(_PERMUTE_PDINTLV_B16, (src0, src1), None, target)


# result -> the input lane its lane i of N takes (outside the inputs: false)
_LANES_PDINTLV_B32: dict[str, Callable[[Arr, int], Any]] = {
    'low': lambda i, N: (2 * i),
    'high': lambda i, N: ((2 * i) + 1),
}
_PERMUTE_PDINTLV_B32 = _Permute(
    op='pdintlv_b32', lanes=64, masks=('src0', 'src1'),
    by='', values=(), indexes=_LANES_PDINTLV_B32)


def pdintlv_b32(src0: ArrayLike, src1: ArrayLike, *,
                target: str = "a5") -> tuple[Arr, Arr]:
    """pto.pdintlv_b32: Deinterleaves two b32 masks into their even and odd lanes.

    The input masks are laid end to end; lane i of each result takes the lane its index
    expression names, or false where that index falls outside them:
    low[i] = in[2 * i]
    high[i] = in[2 * i + 1]
    """
    return _permute_masks(_PERMUTE_PDINTLV_B32, (src0, src1), None, target)


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


_LOAD_PLDS = _Dists(
    op='plds', pointer='source', offset='offset',
    registers=('result',), predicate=True, by='dist',
    values=('NORM', 'US', 'DS'), default=False,
    modes=('plain', 'post_update'), dists=_DISTS_PLDS, not_modelled=_NOT_MODELLED_PLDS,
    lanes=_dist_lanes_plds)


def plds(source: Ptr, offset: Any, *,
         dist: str, mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> Arr | tuple[Arr, Ptr]:
    """pto.plds: Loads a mask from its packed image at a byte offset.

    Reads the unified buffer at `source` + `offset` offset units (mode "post_update": at `source`
    itself, returning also the pointer advanced by `offset`). Predicate bit i takes
    the memory bit the `dist` mode names (_DISTS_PLDS); the mask reads the 256 bits at
    granularity `dtype` (b8, b16, b32; default b8).
    """
    return _dist_load(_LOAD_PLDS, source, offset, dist, mode, dtype, target)


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


_LOAD_PLDI = _Dists(
    op='pldi', pointer='source', offset='offset',
    registers=('result',), predicate=True, by='dist',
    values=('NORM', 'US', 'DS'), default=False,
    modes=('plain', 'post_update'), dists=_DISTS_PLDI, not_modelled=_NOT_MODELLED_PLDI,
    lanes=_dist_lanes_pldi)


def pldi(source: Ptr, offset: Any, *,
         dist: str, mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> Arr | tuple[Arr, Ptr]:
    """pto.pldi: Loads a mask from its packed image at an offset in alignment units.

    Reads the unified buffer at `source` + `offset` offset units (mode "post_update": at `source`
    itself, returning also the pointer advanced by `offset`). Predicate bit i takes
    the memory bit the `dist` mode names (_DISTS_PLDI); the mask reads the 256 bits at
    granularity `dtype` (b8, b16, b32; default b8).
    """
    return _dist_load(_LOAD_PLDI, source, offset, dist, mode, dtype, target)


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
        index = _select((_rem(i, 2) == 0), _div(i, 2), np.negative(1))
    else:
        raise SemanticsError(f"pto.psts: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


_STORE_PSTS = _Dists(
    op='psts', pointer='destination', offset='offset',
    registers=('value',), predicate=True, by='dist',
    values=('NORM', 'PK'), default=False,
    modes=('plain', 'post_update'), dists=_DISTS_PSTS, not_modelled=_NOT_MODELLED_PSTS,
    lanes=_dist_lanes_psts)


def psts(value: ArrayLike, destination: Ptr, offset: Any, *,
         dist: str, mode: str = 'plain', target: str = "a5") -> Ptr | None:
    """pto.psts: Stores a mask's packed image at a byte offset.

    Writes the unified buffer at `destination` + `offset` offset units (mode "post_update": at `destination`
    itself, returning the pointer advanced by `offset`). Predicate bit i of the mask's
    256-bit image goes to the memory bit the `dist` mode names (_DISTS_PSTS).    """
    return _dist_store(_STORE_PSTS, (value,), destination, offset, None, dist, mode, target)


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
        index = _select((_rem(i, 2) == 0), _div(i, 2), np.negative(1))
    else:
        raise SemanticsError(f"pto.psti: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


_STORE_PSTI = _Dists(
    op='psti', pointer='destination', offset='offset',
    registers=('value',), predicate=True, by='dist',
    values=('NORM', 'PK'), default=False,
    modes=('plain', 'post_update'), dists=_DISTS_PSTI, not_modelled=_NOT_MODELLED_PSTI,
    lanes=_dist_lanes_psti)


def psti(value: ArrayLike, destination: Ptr, offset: Any, *,
         dist: str, mode: str = 'plain', target: str = "a5") -> Ptr | None:
    """pto.psti: Stores a mask's packed image at an offset in alignment units.

    Writes the unified buffer at `destination` + `offset` offset units (mode "post_update": at `destination`
    itself, returning the pointer advanced by `offset`). Predicate bit i of the mask's
    256-bit image goes to the memory bit the `dist` mode names (_DISTS_PSTI).    """
    return _dist_store(_STORE_PSTI, (value,), destination, offset, None, dist, mode, target)


_STREAM_PSTU = _Stream(
    op='pstu', modes=(), pointer='base',
    state='align_in', value='value',
    offset='', appends='mask', at='base',
    results=('state', 'pointer'), attributes=(),
    offset_bytes=1, offset_range=None)


def pstu(align_in: Align, value: ArrayLike, base: Ptr, *,
         target: str = "a5") -> tuple[Align, Ptr]:
    """pto.pstu: Appends a mask, one bit per lane, to an unaligned store stream and returns where the stream goes on.

    Appends the mask, one bit per lane (lane i is bit i % 8 of byte i / 8) to the
    stream at the pointer. The stream's bytes up to the last 32-byte boundary they reach
    are written; the rest stay in the returned state until a later step or a flush.
    """
    return _stream_store_results(_STREAM_PSTU, align_in, value, base, None, None, "plain", (), target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PLTM_B8: dict[str, Callable[..., Any]] = {
    'mask': lambda i, N, loop, bound: ((i + (loop * N)) < bound),
}
_PREDICATE_PLTM_B8 = _Predicate(
    op='pltm_b8', lanes=256, sized_by=0,
    masks=(), scalars=('loop', 'bound'),
    results=('mask',), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PLTM_B8)


def pltm_b8(loop: Any, bound: Any, *,
            target: str = "a5") -> Arr:
    """pto.pltm_b8: Masks the lanes of register number loop of a b8 mask whose element loop × 256 + i lies below bound.

    A boolean mask of 256 lanes: mask = `i + loop * N < bound` (N = 256).
    """
    return _make_predicate(_PREDICATE_PLTM_B8, (), (loop, bound), None, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PLTM_B16: dict[str, Callable[..., Any]] = {
    'mask': lambda i, N, loop, bound: ((i + (loop * N)) < bound),
}
_PREDICATE_PLTM_B16 = _Predicate(
    op='pltm_b16', lanes=128, sized_by=0,
    masks=(), scalars=('loop', 'bound'),
    results=('mask',), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PLTM_B16)


def pltm_b16(loop: Any, bound: Any, *,
             target: str = "a5") -> Arr:
    """pto.pltm_b16: Masks the lanes of register number loop of a b16 mask whose element loop × 128 + i lies below bound.

    A boolean mask of 128 lanes: mask = `i + loop * N < bound` (N = 128).
    """
    return _make_predicate(_PREDICATE_PLTM_B16, (), (loop, bound), None, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PLTM_B32: dict[str, Callable[..., Any]] = {
    'mask': lambda i, N, loop, bound: ((i + (loop * N)) < bound),
}
_PREDICATE_PLTM_B32 = _Predicate(
    op='pltm_b32', lanes=64, sized_by=0,
    masks=(), scalars=('loop', 'bound'),
    results=('mask',), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PLTM_B32)


def pltm_b32(loop: Any, bound: Any, *,
             target: str = "a5") -> Arr:
    """pto.pltm_b32: Masks the lanes of register number loop of a b32 mask whose element loop × 64 + i lies below bound.

    A boolean mask of 64 lanes: mask = `i + loop * N < bound` (N = 64).
    """
    return _make_predicate(_PREDICATE_PLTM_B32, (), (loop, bound), None, target)


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


# pattern -> the lanes it sets at lane i of N (nonzero: set)
_PATTERNS_PSET_B8: dict[str, Callable[..., Any]] = {
    'PAT_ALL': lambda i, N: 1,
    'PAT_ALLF': lambda i, N: 0,
    'PAT_VL1': lambda i, N: (i < 1),
    'PAT_VL2': lambda i, N: (i < 2),
    'PAT_VL3': lambda i, N: (i < 3),
    'PAT_VL4': lambda i, N: (i < 4),
    'PAT_VL8': lambda i, N: (i < 8),
    'PAT_VL16': lambda i, N: (i < 16),
    'PAT_VL32': lambda i, N: (i < 32),
    'PAT_VL64': lambda i, N: (i < 64),
    'PAT_VL128': lambda i, N: (i < 128),
    'PAT_H': lambda i, N: (i >= _div(N, 2)),
    'PAT_Q': lambda i, N: (i >= (N - _div(N, 4))),
}
_PREDICATE_PSET_B8 = _Predicate(
    op='pset_b8', lanes=256, sized_by=0,
    masks=(), scalars=(),
    results=('mask',), by='pattern',
    values=('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'),
    not_modelled={'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'}, expressions=_PATTERNS_PSET_B8)


def pset_b8(*,
            pattern: str, target: str = "a5") -> Arr:
    """pto.pset_b8: Sets a b8 mask (256 lanes) to a named pattern.

    A boolean mask of 256 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PSET_B8; N = 256).
    """
    return _make_predicate(_PREDICATE_PSET_B8, (), (), pattern, target)


# pattern -> the lanes it sets at lane i of N (nonzero: set)
_PATTERNS_PSET_B16: dict[str, Callable[..., Any]] = {
    'PAT_ALL': lambda i, N: 1,
    'PAT_ALLF': lambda i, N: 0,
    'PAT_VL1': lambda i, N: (i < 1),
    'PAT_VL2': lambda i, N: (i < 2),
    'PAT_VL3': lambda i, N: (i < 3),
    'PAT_VL4': lambda i, N: (i < 4),
    'PAT_VL8': lambda i, N: (i < 8),
    'PAT_VL16': lambda i, N: (i < 16),
    'PAT_VL32': lambda i, N: (i < 32),
    'PAT_VL64': lambda i, N: (i < 64),
    'PAT_VL128': lambda i, N: (i < 128),
    'PAT_H': lambda i, N: (i >= _div(N, 2)),
    'PAT_Q': lambda i, N: (i >= (N - _div(N, 4))),
}
_PREDICATE_PSET_B16 = _Predicate(
    op='pset_b16', lanes=128, sized_by=0,
    masks=(), scalars=(),
    results=('mask',), by='pattern',
    values=('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'),
    not_modelled={'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'}, expressions=_PATTERNS_PSET_B16)


def pset_b16(*,
             pattern: str, target: str = "a5") -> Arr:
    """pto.pset_b16: Sets a b16 mask (128 lanes) to a named pattern.

    A boolean mask of 128 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PSET_B16; N = 128).
    """
    return _make_predicate(_PREDICATE_PSET_B16, (), (), pattern, target)


# pattern -> the lanes it sets at lane i of N (nonzero: set)
_PATTERNS_PSET_B32: dict[str, Callable[..., Any]] = {
    'PAT_ALL': lambda i, N: 1,
    'PAT_ALLF': lambda i, N: 0,
    'PAT_VL1': lambda i, N: (i < 1),
    'PAT_VL2': lambda i, N: (i < 2),
    'PAT_VL3': lambda i, N: (i < 3),
    'PAT_VL4': lambda i, N: (i < 4),
    'PAT_VL8': lambda i, N: (i < 8),
    'PAT_VL16': lambda i, N: (i < 16),
    'PAT_VL32': lambda i, N: (i < 32),
    'PAT_VL64': lambda i, N: (i < 64),
    'PAT_VL128': lambda i, N: (i < 128),
    'PAT_H': lambda i, N: (i >= _div(N, 2)),
    'PAT_Q': lambda i, N: (i >= (N - _div(N, 4))),
}
_PREDICATE_PSET_B32 = _Predicate(
    op='pset_b32', lanes=64, sized_by=0,
    masks=(), scalars=(),
    results=('mask',), by='pattern',
    values=('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'),
    not_modelled={'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'}, expressions=_PATTERNS_PSET_B32)


def pset_b32(*,
             pattern: str, target: str = "a5") -> Arr:
    """pto.pset_b32: Sets a b32 mask (64 lanes) to a named pattern.

    A boolean mask of 64 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PSET_B32; N = 64).
    """
    return _make_predicate(_PREDICATE_PSET_B32, (), (), pattern, target)


# pattern -> the lanes it sets at lane i of N (nonzero: set)
_PATTERNS_PGE_B8: dict[str, Callable[..., Any]] = {
    'PAT_ALL': lambda i, N: 1,
    'PAT_ALLF': lambda i, N: 0,
    'PAT_VL1': lambda i, N: (i < 1),
    'PAT_VL2': lambda i, N: (i < 2),
    'PAT_VL3': lambda i, N: (i < 3),
    'PAT_VL4': lambda i, N: (i < 4),
    'PAT_VL8': lambda i, N: (i < 8),
    'PAT_VL16': lambda i, N: (i < 16),
    'PAT_VL32': lambda i, N: (i < 32),
    'PAT_VL64': lambda i, N: (i < 64),
    'PAT_VL128': lambda i, N: (i < 128),
    'PAT_H': lambda i, N: (i >= _div(N, 2)),
    'PAT_Q': lambda i, N: (i >= (N - _div(N, 4))),
}
_PREDICATE_PGE_B8 = _Predicate(
    op='pge_b8', lanes=256, sized_by=0,
    masks=(), scalars=(),
    results=('mask',), by='pattern',
    values=('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'),
    not_modelled={'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'}, expressions=_PATTERNS_PGE_B8)


def pge_b8(*,
           pattern: str, target: str = "a5") -> Arr:
    """pto.pge_b8: Generates a b8 mask (256 lanes) from a lane-count pattern.

    A boolean mask of 256 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PGE_B8; N = 256).
    """
    return _make_predicate(_PREDICATE_PGE_B8, (), (), pattern, target)


# pattern -> the lanes it sets at lane i of N (nonzero: set)
_PATTERNS_PGE_B16: dict[str, Callable[..., Any]] = {
    'PAT_ALL': lambda i, N: 1,
    'PAT_ALLF': lambda i, N: 0,
    'PAT_VL1': lambda i, N: (i < 1),
    'PAT_VL2': lambda i, N: (i < 2),
    'PAT_VL3': lambda i, N: (i < 3),
    'PAT_VL4': lambda i, N: (i < 4),
    'PAT_VL8': lambda i, N: (i < 8),
    'PAT_VL16': lambda i, N: (i < 16),
    'PAT_VL32': lambda i, N: (i < 32),
    'PAT_VL64': lambda i, N: (i < 64),
    'PAT_VL128': lambda i, N: (i < 128),
    'PAT_H': lambda i, N: (i >= _div(N, 2)),
    'PAT_Q': lambda i, N: (i >= (N - _div(N, 4))),
}
_PREDICATE_PGE_B16 = _Predicate(
    op='pge_b16', lanes=128, sized_by=0,
    masks=(), scalars=(),
    results=('mask',), by='pattern',
    values=('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'),
    not_modelled={'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'}, expressions=_PATTERNS_PGE_B16)


def pge_b16(*,
            pattern: str, target: str = "a5") -> Arr:
    """pto.pge_b16: Generates a b16 mask (128 lanes) from a lane-count pattern.

    A boolean mask of 128 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PGE_B16; N = 128).
    """
    return _make_predicate(_PREDICATE_PGE_B16, (), (), pattern, target)


# pattern -> the lanes it sets at lane i of N (nonzero: set)
_PATTERNS_PGE_B32: dict[str, Callable[..., Any]] = {
    'PAT_ALL': lambda i, N: 1,
    'PAT_ALLF': lambda i, N: 0,
    'PAT_VL1': lambda i, N: (i < 1),
    'PAT_VL2': lambda i, N: (i < 2),
    'PAT_VL3': lambda i, N: (i < 3),
    'PAT_VL4': lambda i, N: (i < 4),
    'PAT_VL8': lambda i, N: (i < 8),
    'PAT_VL16': lambda i, N: (i < 16),
    'PAT_VL32': lambda i, N: (i < 32),
    'PAT_VL64': lambda i, N: (i < 64),
    'PAT_VL128': lambda i, N: (i < 128),
    'PAT_H': lambda i, N: (i >= _div(N, 2)),
    'PAT_Q': lambda i, N: (i >= (N - _div(N, 4))),
}
_PREDICATE_PGE_B32 = _Predicate(
    op='pge_b32', lanes=64, sized_by=0,
    masks=(), scalars=(),
    results=('mask',), by='pattern',
    values=('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'),
    not_modelled={'PAT_M3': 'D-PATTERN-MUL', 'PAT_M4': 'D-PATTERN-MUL'}, expressions=_PATTERNS_PGE_B32)


def pge_b32(*,
            pattern: str, target: str = "a5") -> Arr:
    """pto.pge_b32: Generates a b32 mask (64 lanes) from a lane-count pattern.

    A boolean mask of 64 lanes: lane i is the `pattern` expression at i
    (_PATTERNS_PGE_B32; N = 64).
    """
    return _make_predicate(_PREDICATE_PGE_B32, (), (), pattern, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PLT_B8: dict[str, Callable[..., Any]] = {
    'mask': lambda i, N, scalar: (i < scalar),
    'scalar_out': lambda i, N, scalar: _select((scalar < N), 0, (scalar - N)),
}
_PREDICATE_PLT_B8 = _Predicate(
    op='plt_b8', lanes=256, sized_by=0,
    masks=(), scalars=('scalar',),
    results=('mask', 'scalar'), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PLT_B8)


def plt_b8(scalar: Any, *,
           target: str = "a5") -> tuple[Arr, int]:
    """pto.plt_b8: Masks the first min(count, 256) lanes of a b8 mask and returns the count left.

    A boolean mask of 256 lanes: mask = `i < scalar`; scalar_out = `scalar < N ? 0 : scalar - N` (N = 256).
    """
    return _make_predicates(_PREDICATE_PLT_B8, (), (scalar,), None, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PLT_B16: dict[str, Callable[..., Any]] = {
    'mask': lambda i, N, scalar: (i < scalar),
    'scalar_out': lambda i, N, scalar: _select((scalar < N), 0, (scalar - N)),
}
_PREDICATE_PLT_B16 = _Predicate(
    op='plt_b16', lanes=128, sized_by=0,
    masks=(), scalars=('scalar',),
    results=('mask', 'scalar'), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PLT_B16)


def plt_b16(scalar: Any, *,
            target: str = "a5") -> tuple[Arr, int]:
    """pto.plt_b16: Masks the first min(count, 128) lanes of a b16 mask and returns the count left.

    A boolean mask of 128 lanes: mask = `i < scalar`; scalar_out = `scalar < N ? 0 : scalar - N` (N = 128).
    """
    return _make_predicates(_PREDICATE_PLT_B16, (), (scalar,), None, target)


# result -> its value at lane i of N (a mask: nonzero is set)
_LANES_PLT_B32: dict[str, Callable[..., Any]] = {
    'mask': lambda i, N, scalar: (i < scalar),
    'scalar_out': lambda i, N, scalar: _select((scalar < N), 0, (scalar - N)),
}
_PREDICATE_PLT_B32 = _Predicate(
    op='plt_b32', lanes=64, sized_by=0,
    masks=(), scalars=('scalar',),
    results=('mask', 'scalar'), by='',
    values=(),
    not_modelled={}, expressions=_LANES_PLT_B32)


def plt_b32(scalar: Any, *,
            target: str = "a5") -> tuple[Arr, int]:
    """pto.plt_b32: Masks the first min(count, 64) lanes of a b32 mask and returns the count left.

    A boolean mask of 64 lanes: mask = `i < scalar`; scalar_out = `scalar < N ? 0 : scalar - N` (N = 64).
    """
    return _make_predicates(_PREDICATE_PLT_B32, (), (scalar,), None, target)


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
    return _scalar_load("load_scalar", ('ptr', 'offset'), (), [], ptr, offset, target)


def store_scalar(value: Any, ptr: Ptr, offset: Any, *,
                 target: str = "a5") -> None:
    """pto.store_scalar: Writes one element through a typed pointer.

    Writes one element of `ptr`'s element type at `ptr` + `offset` elements (`value`
    as that type: an element of that type as it is, other floats rounded to nearest even, integers
    wrapped). `offset` may be negative; the
    address must be a multiple of the element's size and the element inside the memory.
    """
    _scalar_store("store_scalar", ('value', 'ptr', 'offset'), (), [], value, ptr, offset, target)


def ld_dev(ptr: Ptr, offset: Any, *,
           target: str = "a5") -> Any:
    """pto.ld_dev: Reads one integer element of global memory past the core's L1 data cache.

    Reads one element of `ptr`'s element type at `ptr` + `offset` elements, returned
    as a numpy scalar of that type. `offset` may be negative; the
    address must be a multiple of the element's size and the element inside the memory    (`ptr` must point into gm).
    Not an op of a2a3, cpu (D-DEV-ACCESS-TARGETS): the semantics raise there.
    """
    return _scalar_load("ld_dev", ('ptr', 'offset'), ('gm',), [('a2a3', 'D-DEV-ACCESS-TARGETS'), ('cpu', 'D-DEV-ACCESS-TARGETS')], ptr, offset, target)


def st_dev(value: Any, ptr: Ptr, offset: Any, *,
           target: str = "a5") -> None:
    """pto.st_dev: Writes one integer element of global memory past the core's L1 data cache.

    Writes one element of `ptr`'s element type at `ptr` + `offset` elements (`value`
    as that type: an element of that type as it is, other floats rounded to nearest even, integers
    wrapped). `offset` may be negative; the
    address must be a multiple of the element's size and the element inside the memory    (`ptr` must point into gm).
    Not an op of a2a3, cpu (D-DEV-ACCESS-TARGETS): the semantics raise there.
    """
    _scalar_store("st_dev", ('value', 'ptr', 'offset'), ('gm',), [('a2a3', 'D-DEV-ACCESS-TARGETS'), ('cpu', 'D-DEV-ACCESS-TARGETS')], value, ptr, offset, target)


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
    _sort32("vbitsort", ('destination', 'source', 'indices', 'repeat_times'), 32, dst, src, idx, repeat, target)


_MERGE_VMRGSORT4 = _Merge(
    op='vmrgsort4', destination='destination', lists=('source0', 'source1', 'source2', 'source3'),
    lengths='count', config='config', width=16, register='VMS4_SR',
    base_align=8)


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
    _merge4(_MERGE_VMRGSORT4, spr, dst, (src0, src1, src2, src3), count, config, target)


def get_vms4_sr(spr: dict[str, int], *,
                target: str = "a5") -> tuple[int, int, int, int]:
    """pto.get_vms4_sr: Reads how many records each of the four lists gave to the last pto.vmrgsort4.

    Field k (16 bits from bit 16 x k) of spr["VMS4_SR"] is result k (list0, list1, list2, list3), read as a
    signed 16-bit integer; a register the caller's dictionary does not hold reads as 0.
    """
    return _register_fields("get_vms4_sr", 'VMS4_SR', 0, 16, 4, spr, target)


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


# target -> mode -> source element type -> legal index element types (from the op's constraints), the first the default
_INDEX_TYPES_TROWARGMAX: dict[str, dict[str, dict[str, list[str]]]] = {
    "a5": {
        "index": {'f16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'i32': ['u32', 'i32']},
        "value_index": {'f16': ['u16', 'i16', 'u32', 'i32'], 'f32': ['u32', 'i32'], 'i16': ['u16', 'i16', 'u32', 'i32'], 'i32': ['u32', 'i32']},
    },
    "a2a3": {
        "index": {'f16': ['u32', 'i32'], 'f32': ['u32', 'i32']},
        "value_index": {'f16': ['u16', 'i16', 'u32', 'i32'], 'f32': ['u32', 'i32']},
    },
    "cpu": {
        "index": {'f16': ['u32', 'i32'], 'bf16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'i64': ['u32', 'i32']},
        "value_index": {'f16': ['u32', 'i32'], 'bf16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'i64': ['u32', 'i32']},
    },
}


def trowargmax(src: Any, dst: Any = None, dstVal: Any = None, dstIdx: Any = None, *,
               tmp: Any = None,  # scratch: not read, and left as it is
               mode: str = "index", index_dtype: str | None = None,
               valid_rows: int | None = None, valid_cols: int | None = None,
               target: str = "a5") -> Arr | tuple[Arr, Arr] | None:
    """pto.trowargmax: The column index of each row's maximum (and, in value+index mode, that value).

    The column index of each valid row's maximum, ties to the lowest index; the scan starts
    per target (a5: extreme; a2a3: extreme; cpu: first; runtime/tile_argreduce.py).
    Arrays (..., rows, cols) in: returns the indices, (..., R, 1), of `index_dtype` (default: the
    first legal type); mode "value_index" returns (values, indices). Tiles in (as `ptoisa run`
    passes them): the destination tiles of the mode (index: dst; value_index: dstIdx, dstVal) are
    written in place and None is returned.
    """
    spec = _spec("trowargmax", target)
    idx_out, val_out = {"index": (dst, None), "value_index": (dstIdx, dstVal)}.get(mode, (None, None))
    return arg_reduce_tile("trowargmax", OPS["trowargmax"], _INDEX_TYPES_TROWARGMAX[_TARGET_NAMES[target.lower()]], src,
                           idx_out, val_out, axis="row", combine="max", init=spec["init"],
                           compare=spec.get("compare"), mode=mode, index_dtype=index_dtype, valid_rows=valid_rows,
                           valid_cols=valid_cols)


# target -> mode -> source element type -> legal index element types (from the op's constraints), the first the default
_INDEX_TYPES_TROWARGMIN: dict[str, dict[str, dict[str, list[str]]]] = {
    "a5": {
        "index": {'f16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'i32': ['u32', 'i32']},
        "value_index": {'f16': ['u16', 'i16', 'u32', 'i32'], 'f32': ['u32', 'i32'], 'i16': ['u16', 'i16', 'u32', 'i32'], 'i32': ['u32', 'i32']},
    },
    "a2a3": {
        "index": {'f16': ['u32', 'i32'], 'f32': ['u32', 'i32']},
        "value_index": {'f16': ['u16', 'i16', 'u32', 'i32'], 'f32': ['u32', 'i32']},
    },
    "cpu": {
        "index": {'f16': ['u32', 'i32'], 'bf16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'i64': ['u32', 'i32']},
        "value_index": {'f16': ['u32', 'i32'], 'bf16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'i64': ['u32', 'i32']},
    },
}


def trowargmin(src: Any, dst: Any = None, dstVal: Any = None, dstIdx: Any = None, *,
               tmp: Any = None,  # scratch: not read, and left as it is
               mode: str = "index", index_dtype: str | None = None,
               valid_rows: int | None = None, valid_cols: int | None = None,
               target: str = "a5") -> Arr | tuple[Arr, Arr] | None:
    """pto.trowargmin: The column index of each row's minimum (and, in value+index mode, that value).

    The column index of each valid row's minimum, ties to the lowest index; the scan starts
    per target (a5: extreme; a2a3: extreme; cpu: first; runtime/tile_argreduce.py).
    Arrays (..., rows, cols) in: returns the indices, (..., R, 1), of `index_dtype` (default: the
    first legal type); mode "value_index" returns (values, indices). Tiles in (as `ptoisa run`
    passes them): the destination tiles of the mode (index: dst; value_index: dstIdx, dstVal) are
    written in place and None is returned.
    """
    spec = _spec("trowargmin", target)
    idx_out, val_out = {"index": (dst, None), "value_index": (dstIdx, dstVal)}.get(mode, (None, None))
    return arg_reduce_tile("trowargmin", OPS["trowargmin"], _INDEX_TYPES_TROWARGMIN[_TARGET_NAMES[target.lower()]], src,
                           idx_out, val_out, axis="row", combine="min", init=spec["init"],
                           compare=spec.get("compare"), mode=mode, index_dtype=index_dtype, valid_rows=valid_rows,
                           valid_cols=valid_cols)


# target -> mode -> source element type -> legal index element types (from the op's constraints), the first the default
_INDEX_TYPES_TCOLARGMAX: dict[str, dict[str, dict[str, list[str]]]] = {
    "a5": {
        "index": {'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'f16': ['u32', 'i32'], 'f32': ['u32', 'i32']},
        "value_index": {'i8': [], 'u8': [], 'i16': ['u16', 'i16'], 'u16': ['u16', 'i16'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'f16': ['u16', 'i16'], 'f32': ['u32', 'i32']},
    },
    "a2a3": {
        "index": {'f16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'u32': ['u32', 'i32']},
        "value_index": {'f16': ['u16', 'i16'], 'f32': ['u32', 'i32'], 'u16': ['u16', 'i16'], 'u32': ['u32', 'i32']},
    },
    "cpu": {
        "index": {'f16': ['u32', 'i32'], 'bf16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'i64': ['u32', 'i32']},
        "value_index": {'f16': ['u32', 'i32'], 'bf16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'i64': ['u32', 'i32']},
    },
}


def tcolargmax(src: Any, dst: Any = None, dstVal: Any = None, dstIdx: Any = None, *,
               tmp: Any = None,  # scratch: not read, and left as it is
               mode: str = "index", index_dtype: str | None = None,
               valid_rows: int | None = None, valid_cols: int | None = None,
               target: str = "a5") -> Arr | tuple[Arr, Arr] | None:
    """pto.tcolargmax: The row index of each column's maximum (and, in value+index mode, that value).

    The row index of each valid col's maximum, ties to the lowest index; the scan starts
    per target (a5: first; a2a3: first, float_bits; cpu: first; runtime/tile_argreduce.py).
    Arrays (..., rows, cols) in: returns the indices, (..., 1, C), of `index_dtype` (default: the
    first legal type); mode "value_index" returns (values, indices). Tiles in (as `ptoisa run`
    passes them): the destination tiles of the mode (index: dst; value_index: dstIdx, dstVal) are
    written in place and None is returned.
    """
    spec = _spec("tcolargmax", target)
    idx_out, val_out = {"index": (dst, None), "value_index": (dstIdx, dstVal)}.get(mode, (None, None))
    return arg_reduce_tile("tcolargmax", OPS["tcolargmax"], _INDEX_TYPES_TCOLARGMAX[_TARGET_NAMES[target.lower()]], src,
                           idx_out, val_out, axis="col", combine="max", init=spec["init"],
                           compare=spec.get("compare"), mode=mode, index_dtype=index_dtype, valid_rows=valid_rows,
                           valid_cols=valid_cols)


# target -> mode -> source element type -> legal index element types (from the op's constraints), the first the default
_INDEX_TYPES_TCOLARGMIN: dict[str, dict[str, dict[str, list[str]]]] = {
    "a5": {
        "index": {'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'f16': ['u32', 'i32'], 'f32': ['u32', 'i32']},
        "value_index": {'i8': [], 'u8': [], 'i16': ['u16', 'i16'], 'u16': ['u16', 'i16'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'f16': ['u16', 'i16'], 'f32': ['u32', 'i32']},
    },
    "a2a3": {
        "index": {'f16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'u32': ['u32', 'i32']},
        "value_index": {'f16': ['u16', 'i16'], 'f32': ['u32', 'i32'], 'u16': ['u16', 'i16'], 'u32': ['u32', 'i32']},
    },
    "cpu": {
        "index": {'f16': ['u32', 'i32'], 'bf16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'i64': ['u32', 'i32']},
        "value_index": {'f16': ['u32', 'i32'], 'bf16': ['u32', 'i32'], 'f32': ['u32', 'i32'], 'i8': ['u32', 'i32'], 'u8': ['u32', 'i32'], 'i16': ['u32', 'i32'], 'u16': ['u32', 'i32'], 'i32': ['u32', 'i32'], 'u32': ['u32', 'i32'], 'i64': ['u32', 'i32']},
    },
}


def tcolargmin(src: Any, dst: Any = None, dstVal: Any = None, dstIdx: Any = None, *,
               tmp: Any = None,  # scratch: not read, and left as it is
               mode: str = "index", index_dtype: str | None = None,
               valid_rows: int | None = None, valid_cols: int | None = None,
               target: str = "a5") -> Arr | tuple[Arr, Arr] | None:
    """pto.tcolargmin: The row index of each column's minimum (and, in value+index mode, that value).

    The row index of each valid col's minimum, ties to the lowest index; the scan starts
    per target (a5: first; a2a3: first, float_bits; cpu: first; runtime/tile_argreduce.py).
    Arrays (..., rows, cols) in: returns the indices, (..., 1, C), of `index_dtype` (default: the
    first legal type); mode "value_index" returns (values, indices). Tiles in (as `ptoisa run`
    passes them): the destination tiles of the mode (index: dst; value_index: dstIdx, dstVal) are
    written in place and None is returned.
    """
    spec = _spec("tcolargmin", target)
    idx_out, val_out = {"index": (dst, None), "value_index": (dstIdx, dstVal)}.get(mode, (None, None))
    return arg_reduce_tile("tcolargmin", OPS["tcolargmin"], _INDEX_TYPES_TCOLARGMIN[_TARGET_NAMES[target.lower()]], src,
                           idx_out, val_out, axis="col", combine="min", init=spec["init"],
                           compare=spec.get("compare"), mode=mode, index_dtype=index_dtype, valid_rows=valid_rows,
                           valid_cols=valid_cols)


def tadd(src0: Any, src1: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tadd: Adds two tiles element by element.

    Element expression: `src0 + src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tadd", target)
    (x, y,), name = _tile_inputs("tadd", OPS["tadd"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x + y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tadd", _nan_rule(r, spec), dst)


def tsub(src0: Any, src1: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tsub: Subtracts the second tile from the first, element by element.

    Element expression: `src0 - src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tsub", target)
    (x, y,), name = _tile_inputs("tsub", OPS["tsub"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x - y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tsub", _nan_rule(r, spec), dst)


def tmul(src0: Any, src1: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tmul: Multiplies two tiles element by element.

    Element expression: `src0 * src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tmul", target)
    (x, y,), name = _tile_inputs("tmul", OPS["tmul"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x * y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tmul", _nan_rule(r, spec), dst)


def tdiv(src0: Any, src1: Any, dst: Any = None, *,
         precisionType: str | None = None,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tdiv: Divides the first tile by the second, element by element.

    Element expression: `src0 / src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tdiv", target)
    if precisionType is not None:
        _choice("tdiv", "precisionType", precisionType, ('default', 'high_precision'))
    (x, y,), name = _tile_inputs("tdiv", OPS["tdiv"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(_div(x, y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tdiv", _nan_rule(r, spec), dst)


def tmax(src0: Any, src1: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tmax: Elementwise maximum of two tiles.

    Element expression: `(src0 > src1 || isnan(src0)) ? src0 : src1`; on cpu: `(src0 < src1) ? src1 : src0`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tmax", target)
    (x, y,), name = _tile_inputs("tmax", OPS["tmax"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((x < y), y, x))
        else:
            r = np.asarray(_max_select(x, y))
    r = r.astype(dtype, copy=False)
    return _tile_output("tmax", _nan_rule(r, spec), dst)


def tmin(src0: Any, src1: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tmin: Elementwise minimum of two tiles.

    Element expression: `(src0 < src1 || isnan(src0)) ? src0 : src1`; on cpu: `(src1 < src0) ? src1 : src0`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tmin", target)
    (x, y,), name = _tile_inputs("tmin", OPS["tmin"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((y < x), y, x))
        else:
            r = np.asarray(_min_select(x, y))
    r = r.astype(dtype, copy=False)
    return _tile_output("tmin", _nan_rule(r, spec), dst)


def tand(src0: Any, src1: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tand: Bitwise AND of two tiles.

    Element expression: `src0 & src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tand", target)
    (x, y,), name = _tile_inputs("tand", OPS["tand"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x & y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tand", _nan_rule(r, spec), dst)


def tor(src0: Any, src1: Any, dst: Any = None, *,
        valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tor: Bitwise OR of two tiles.

    Element expression: `src0 | src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tor", target)
    (x, y,), name = _tile_inputs("tor", OPS["tor"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x | y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tor", _nan_rule(r, spec), dst)


def txor(src0: Any, src1: Any, dst: Any = None, *,
         tmp: Any = None,  # scratch: its contents afterwards are not specified
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.txor: Bitwise XOR of two tiles.

    Element expression: `src0 ^ src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("txor", target)
    (x, y,), name = _tile_inputs("txor", OPS["txor"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x ^ y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("txor", _nan_rule(r, spec), dst)


def tshl(src0: Any, src1: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tshl: Shifts each element of the first tile left by the count in the second.

    Element expression: `src0 << src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tshl", target)
    (x, y,), name = _tile_inputs("tshl", OPS["tshl"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(_shl(x, y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tshl", _nan_rule(r, spec), dst)


def tshr(src0: Any, src1: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tshr: Shifts each element of the first tile right by the count in the second.

    Element expression: `src0 >> src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tshr", target)
    (x, y,), name = _tile_inputs("tshr", OPS["tshr"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(_shr(x, y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tshr", _nan_rule(r, spec), dst)


def trem(src0: Any, src1: Any, dst: Any = None, *,
         tmp: Any = None,  # scratch: its contents afterwards are not specified
         precisionType: str | None = None,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trem: Floor remainder of two tiles, element by element: the result has the divisor's sign.

    Element expression: `is_integral(src0) ? ((src0 % src1 != 0 && (src0 % src1 < 0) != (src1 < 0)) ? src0 % src1 + src1 : src0 % src1) : ((src1 * (src0 - floor(src0 / src1) * src1) < 0) ? src0 - floor(src0 / src1) * src1 + src1 : src0 - floor(src0 / src1) * src1)`; on cpu: `((src0 >= 0) != (src1 >= 0) && src0 % src1 != 0) ? src0 % src1 + src1 : src0 % src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trem", target)
    if precisionType is not None:
        _choice("trem", "precisionType", precisionType, ('default', 'high_precision'))
    (x, y,), name = _tile_inputs("trem", OPS["trem"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((((x >= 0) != (y >= 0)) & (_rem(x, y) != 0)), (_rem(x, y) + y), _rem(x, y)))
        else:
            r = np.asarray((_select(((_rem(x, y) != 0) & ((_rem(x, y) < 0) != (y < 0))), (_rem(x, y) + y), _rem(x, y)) if _is_integral(x) else _select(((y * (x - (_floor(_div(x, y)) * y))) < 0), ((x - (_floor(_div(x, y)) * y)) + y), (x - (_floor(_div(x, y)) * y)))))
    r = r.astype(dtype, copy=False)
    return _tile_output("trem", _nan_rule(r, spec), dst)


def tfmod(src0: Any, src1: Any, dst: Any = None, *,
          precisionType: str | None = None,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tfmod: Truncated remainder of two tiles, element by element: the result has the dividend's sign.

    Element expression: `src0 - trunc(src0 / src1) * src1`; on cpu: `src0 % src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tfmod", target)
    if precisionType is not None:
        _choice("tfmod", "precisionType", precisionType, ('default', 'high_precision'))
    (x, y,), name = _tile_inputs("tfmod", OPS["tfmod"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_rem(x, y))
        else:
            r = np.asarray((x - (_trunc(_div(x, y)) * y)))
    r = r.astype(dtype, copy=False)
    return _tile_output("tfmod", _nan_rule(r, spec), dst)


def tpow(src0: Any, src1: Any, dst: Any = None, *,
         tmp: Any = None,  # scratch: its contents afterwards are not specified
         precisionType: str | None = None,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tpow: Raises each element of the first tile to the power in the second.

    Element expression: `pow(src0, src1)`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tpow", target)
    if precisionType is not None:
        _choice("tpow", "precisionType", precisionType, ('default', 'high_precision'))
    (x, y,), name = _tile_inputs("tpow", OPS["tpow"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(_pow(x, y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tpow", _nan_rule(r, spec), dst)


def tprelu(src0: Any, src1: Any, dst: Any = None, *,
           tmp: Any = None,  # scratch: its contents afterwards are not specified
           valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tprelu: Parametric ReLU of a tile with a per-element slope tile.

    Element expression: `(src0 >= 0) ? src0 : src0 * src1`; on cpu: `(src0 > 0) ? src0 : src0 * src1`; on a2a3: `(src0 > 0) ? src0 : src0 * src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tprelu", target)
    (x, y,), name = _tile_inputs("tprelu", OPS["tprelu"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((x > 0), x, (x * y)))
        elif _TARGET_NAMES[target.lower()] == 'a2a3':
            r = np.asarray(_select((x > 0), x, (x * y)))
        else:
            r = np.asarray(_select((x >= 0), x, (x * y)))
    r = r.astype(dtype, copy=False)
    return _tile_output("tprelu", _nan_rule(r, spec), dst)


def taddrelu(src0: Any, src1: Any, dst: Any = None, *,
             valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.taddrelu: Adds two tiles element by element and replaces results that are not positive by zero.

    Element expression: `(src0 + src1 > 0) ? src0 + src1 : 0`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("taddrelu", target)
    (x, y,), name = _tile_inputs("taddrelu", OPS["taddrelu"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(_select(((x + y) > 0), (x + y), 0))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("taddrelu", _nan_rule(r, spec), dst)


def tcolexpandadd(src0: Any, src1: Any, dst: Any = None, *,
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolexpandadd: Adds a row, repeated down every row, to a tile.

    Element expression: `src0 + src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tcolexpandadd", target)
    (x, y,), name = _tile_inputs("tcolexpandadd", OPS["tcolexpandadd"], (src0, src1,), dst, valid_rows, valid_cols, broadcast=(None, 'first_row'))
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x + y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tcolexpandadd", _nan_rule(r, spec), dst)


def tcolexpandsub(src0: Any, src1: Any, dst: Any = None, *,
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolexpandsub: Subtracts a row, repeated down every row, from a tile.

    Element expression: `src0 - src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tcolexpandsub", target)
    (x, y,), name = _tile_inputs("tcolexpandsub", OPS["tcolexpandsub"], (src0, src1,), dst, valid_rows, valid_cols, broadcast=(None, 'first_row'))
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x - y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tcolexpandsub", _nan_rule(r, spec), dst)


def tcolexpandmul(src0: Any, src1: Any, dst: Any = None, *,
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolexpandmul: Multiplies a tile by a row repeated down every row.

    Element expression: `src0 * src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tcolexpandmul", target)
    (x, y,), name = _tile_inputs("tcolexpandmul", OPS["tcolexpandmul"], (src0, src1,), dst, valid_rows, valid_cols, broadcast=(None, 'first_row'))
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x * y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tcolexpandmul", _nan_rule(r, spec), dst)


def tcolexpanddiv(src0: Any, src1: Any, dst: Any = None, *,
                  precisionType: str | None = None,
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolexpanddiv: Divides a tile by a row repeated down every row.

    Element expression: `src0 / src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tcolexpanddiv", target)
    if precisionType is not None:
        _choice("tcolexpanddiv", "precisionType", precisionType, ('default', 'high_precision'))
    (x, y,), name = _tile_inputs("tcolexpanddiv", OPS["tcolexpanddiv"], (src0, src1,), dst, valid_rows, valid_cols, broadcast=(None, 'first_row'))
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(_div(x, y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tcolexpanddiv", _nan_rule(r, spec), dst)


def tcolexpandmax(src0: Any, src1: Any, dst: Any = None, *,
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolexpandmax: Elementwise maximum of a tile and a row repeated down every row.

    Element expression: `(src0 > src1 || isnan(src0)) ? src0 : src1`; on cpu: `(src0 < src1) ? src1 : src0`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tcolexpandmax", target)
    (x, y,), name = _tile_inputs("tcolexpandmax", OPS["tcolexpandmax"], (src0, src1,), dst, valid_rows, valid_cols, broadcast=(None, 'first_row'))
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((x < y), y, x))
        else:
            r = np.asarray(_max_select(x, y))
    r = r.astype(dtype, copy=False)
    return _tile_output("tcolexpandmax", _nan_rule(r, spec), dst)


def tcolexpandmin(src0: Any, src1: Any, dst: Any = None, *,
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolexpandmin: Elementwise minimum of a tile and a row repeated down every row.

    Element expression: `(src0 < src1 || isnan(src0)) ? src0 : src1`; on cpu: `(src1 < src0) ? src1 : src0`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tcolexpandmin", target)
    (x, y,), name = _tile_inputs("tcolexpandmin", OPS["tcolexpandmin"], (src0, src1,), dst, valid_rows, valid_cols, broadcast=(None, 'first_row'))
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((y < x), y, x))
        else:
            r = np.asarray(_min_select(x, y))
    r = r.astype(dtype, copy=False)
    return _tile_output("tcolexpandmin", _nan_rule(r, spec), dst)


def tcolexpandexpdif(src0: Any, src1: Any, dst: Any = None, *,
                     valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolexpandexpdif: exp of the difference between a tile and a row repeated down every row.

    Element expression: `expf(src0 - src1)`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tcolexpandexpdif", target)
    (x, y,), name = _tile_inputs("tcolexpandexpdif", OPS["tcolexpandexpdif"], (src0, src1,), dst, valid_rows, valid_cols, broadcast=(None, 'first_row'))
    dtype = x.dtype
    x, y = x.astype(np.float64), y.astype(np.float64)  # evaluated in double, rounded once to T
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'a5' and name == 'f16':
            r = np.asarray(np.exp(_as_elem((x - y), dtype)))
        else:
            r = np.asarray(np.exp((x - y)))
    r = _round_eval(r, dtype, spec.get("float_eval"))
    return _tile_output("tcolexpandexpdif", _nan_rule(r, spec), dst)


def tcolsum(src: Any, dst: Any = None, *, tmp: Any = None, valid_rows: int | None = None,
            valid_cols: int | None = None, isBinary: str = "false", target: str = "a5") -> Arr | None:
    """pto.tcolsum: Reduce each column of a source tile to its sum, producing a row vector.

    Tiles in (as `ptoisa run` passes them): src's valid region is reduced into row 0 of dst's
    valid columns (src's); the rest of dst keeps its bytes and None is returned. Arrays
    (rows, cols) in: returns (1, valid_cols). `tmp`, a scratch tile, does not change the
    result. The order depends on the target (SPECS["tcolsum"]; generator/runtime/tile_reduce.py):
a5: chunked; a2a3: repeats; cpu: sequential.
    With isBinary "true" the rows are added as a pairwise tree instead:
a5: pairs_odd_last; a2a3: pairs_odd_first; cpu: plain.
    Integers wrap in the element width.
    """
    spec = _spec("tcolsum", target)
    _choice("tcolsum", "isBinary", isBinary, ("false", "true"))
    if isBinary == "true" and spec["binary_order"] != "plain":
        spec = {**spec, "order": spec["binary_order"]}
    return col_reduce("tcolsum", OPS["tcolsum"], "add", src, dst, valid_rows, valid_cols, spec)


def tcolprod(src: Any, dst: Any = None, *, tmp: Any = None, valid_rows: int | None = None,
             valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolprod: Reduce each column of a source tile to its product, producing a row vector.

    Tiles in (as `ptoisa run` passes them): src's valid region is reduced into row 0 of dst's
    valid columns (src's); the rest of dst keeps its bytes and None is returned. Arrays
    (rows, cols) in: returns (1, valid_cols). `tmp`, a scratch tile, does not change the
    result. The order depends on the target (SPECS["tcolprod"]; generator/runtime/tile_reduce.py):
a5: chunked; a2a3: repeats; cpu: sequential.
    Integers wrap in the element width.
    """
    spec = _spec("tcolprod", target)
    return col_reduce("tcolprod", OPS["tcolprod"], "mul", src, dst, valid_rows, valid_cols, spec)


def tcolmax(src: Any, dst: Any = None, *, tmp: Any = None, valid_rows: int | None = None,
            valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolmax: Reduce each column of a source tile to its maximum, producing a row vector.

    Tiles in (as `ptoisa run` passes them): src's valid region is reduced into row 0 of dst's
    valid columns (src's); the rest of dst keeps its bytes and None is returned. Arrays
    (rows, cols) in: returns (1, valid_cols). `tmp`, a scratch tile, does not change the
    result. The order depends on the target (SPECS["tcolmax"]; generator/runtime/tile_reduce.py):
a5: chunked; a2a3: repeats; cpu: sequential.
    Integers wrap in the element width.
    """
    spec = _spec("tcolmax", target)
    return col_reduce("tcolmax", OPS["tcolmax"], "max", src, dst, valid_rows, valid_cols, spec)


def tcolmin(src: Any, dst: Any = None, *, tmp: Any = None, valid_rows: int | None = None,
            valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolmin: Reduce each column of a source tile to its minimum, producing a row vector.

    Tiles in (as `ptoisa run` passes them): src's valid region is reduced into row 0 of dst's
    valid columns (src's); the rest of dst keeps its bytes and None is returned. Arrays
    (rows, cols) in: returns (1, valid_cols). `tmp`, a scratch tile, does not change the
    result. The order depends on the target (SPECS["tcolmin"]; generator/runtime/tile_reduce.py):
a5: chunked; a2a3: repeats; cpu: sequential.
    Integers wrap in the element width.
    """
    spec = _spec("tcolmin", target)
    return col_reduce("tcolmin", OPS["tcolmin"], "min", src, dst, valid_rows, valid_cols, spec)


def tcmp(src0: Any, src1: Any, dst: Any = None, *,
         cmpMode: str = 'eq', valid_rows: int | None = None, valid_cols: int | None = None,
         target: str = "a5") -> Arr | None:
    """pto.tcmp: Compares two tiles element by element into a packed mask tile.

    One bit per element of the source's valid region, by `cmpMode`:
    "eq" `src0 == src1`;
    "ne" `src0 != src1`;
    "lt" `src0 < src1`;
    "le" `src0 <= src1`;
    "gt" `src0 > src1`;
    "ge" `src0 >= src1`.
    The bits are packed per target (D-TCMP-PACKING, D-TCMP-OUTSIDE): a5 rows; a2a3 repeats; cpu zeroed_rows.
    Tiles in (as `ptoisa run` passes them): dst, the mask tile, is written in place (None is
    returned). Arrays (rows, cols) in: a copy of `dst`, a 2-D array of its elements (without it a
    zeroed u8 tile of the source's rows), with what the op writes.
    """
    _spec("tcmp", target)
    _choice("tcmp", "cmpMode", cmpMode, ('eq', 'ne', 'lt', 'le', 'gt', 'ge'))
    packing = {'a5': 'rows', 'a2a3': 'repeats', 'cpu': 'zeroed_rows'}[_TARGET_NAMES[target.lower()]]
    tolerance = {'a5': None, 'a2a3': None, 'cpu': None}[_TARGET_NAMES[target.lower()]]
    dst_types = {'a5': ('i8', 'u8'), 'a2a3': ('i8', 'u8'), 'cpu': ('u8', 'u32')}[_TARGET_NAMES[target.lower()]]
    relations: dict[str, Callable[[Any, Any], Any]] = {
        'eq': lambda x, y: (x == y),
        'ne': lambda x, y: (x != y),
        'lt': lambda x, y: (x < y),
        'le': lambda x, y: (x <= y),
        'gt': lambda x, y: (x > y),
        'ge': lambda x, y: (x >= y),
    }
    return compare_tile("tcmp", OPS["tcmp"], (src0, src1), None, dst, cmpMode,
                        relations, packing, tolerance, dst_types, valid_rows, valid_cols)


def tcmps(src: Any, scalar: Any, dst: Any = None, *,
          cmpMode: str = 'eq', valid_rows: int | None = None, valid_cols: int | None = None,
          target: str = "a5") -> Arr | None:
    """pto.tcmps: Compares each element of a tile with a scalar into a packed mask tile.

    One bit per element of the source's valid region, by `cmpMode`:
    "eq" `src == scalar`;
    "ne" `src != scalar`;
    "lt" `src < scalar`;
    "le" `src <= scalar`;
    "gt" `src > scalar`;
    "ge" `src >= scalar`.
    The bits are packed per target (D-TCMP-PACKING, D-TCMP-OUTSIDE): a5 stream; a2a3 repeats; cpu zeroed_stream.
    Tiles in (as `ptoisa run` passes them): dst, the mask tile, is written in place (None is
    returned). Arrays (rows, cols) in: a copy of `dst`, a 2-D array of its elements (without it a
    zeroed u8 tile of the source's rows), with what the op writes.
    """
    _spec("tcmps", target)
    _choice("tcmps", "cmpMode", cmpMode, ('eq', 'ne', 'lt', 'le', 'gt', 'ge'))
    packing = {'a5': 'stream', 'a2a3': 'repeats', 'cpu': 'zeroed_stream'}[_TARGET_NAMES[target.lower()]]
    tolerance = {'a5': None, 'a2a3': None, 'cpu': 1e-09}[_TARGET_NAMES[target.lower()]]
    dst_types = {'a5': ('i8', 'u8'), 'a2a3': ('i8', 'u8'), 'cpu': ('i8', 'u8')}[_TARGET_NAMES[target.lower()]]
    relations: dict[str, Callable[[Any, Any], Any]] = {
        'eq': lambda x, s: (x == s),
        'ne': lambda x, s: (x != s),
        'lt': lambda x, s: (x < s),
        'le': lambda x, s: (x <= s),
        'gt': lambda x, s: (x > s),
        'ge': lambda x, s: (x >= s),
    }
    return compare_tile("tcmps", OPS["tcmps"], (src,), scalar, dst, cmpMode,
                        relations, packing, tolerance, dst_types, valid_rows, valid_cols)


def tsel(mask: Any, src0: Any, src1: Any, dst: Any = None, *,
         tmp: Any = None,  # scratch: its contents afterwards are not specified
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tsel: Takes each element from one tile or the other, as a mask tile's bit says.

    Each element of dst's valid region is src0's where its bit of `mask` is 1, else src1's.
    The mask is read per target (D-TSEL-MASK): a5 rows; a2a3 rows; cpu stream.
    Tiles in (as `ptoisa run` passes them): the region is dst's valid region, written in place;
    the rest of dst keeps its bytes (None is returned). Arrays (rows, cols) in: the valid region's
    result (given `dst`, a copy of it with that region replaced); the mask is a 2-D array of its
    elements, its rows as the tile lays them out.
    """
    _spec("tsel", target)
    packing = {'a5': 'rows', 'a2a3': 'rows', 'cpu': 'stream'}[_TARGET_NAMES[target.lower()]]
    return select_tile("tsel", OPS["tsel"], mask, (src0, src1), None, dst, packing,
                       ('i8', 'u8'), valid_rows, valid_cols, False)


def tsels(mask: Any, src: Any, scalar: Any, dst: Any = None, *,
          tmp: Any = None,  # scratch: its contents afterwards are not specified
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tsels: Takes each element from a tile or a scalar, as a mask tile's bit says.

    Each element of dst's valid region is src's where its bit of `mask` is 1, else scalar.
    The mask is read per target (D-TSEL-MASK): a5 rows; a2a3 rows; cpu rows.
    Tiles in (as `ptoisa run` passes them): the region is dst's valid region, written in place;
    the rest of dst keeps its bytes (None is returned). Arrays (rows, cols) in: the valid region's
    result (given `dst`, a copy of it with that region replaced); the mask is a 2-D array of its
    elements, its rows as the tile lays them out.
    """
    _spec("tsels", target)
    packing = {'a5': 'rows', 'a2a3': 'rows', 'cpu': 'rows'}[_TARGET_NAMES[target.lower()]]
    return select_tile("tsels", OPS["tsels"], mask, (src,), scalar, dst, packing,
                       ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'), valid_rows, valid_cols, True)


_PAIRS_TCVT: dict[tuple[str, str], tuple[tuple[str, ...], bool, str | None]] = {
    ('f32', 'f32'): (('a5', 'a2a3', 'cpu'), False, None),
    ('f32', 'f16'): (('a5', 'a2a3', 'cpu'), False, None),
    ('f32', 'bf16'): (('a5', 'a2a3', 'cpu'), False, None),
    ('f32', 'i16'): (('a5', 'a2a3', 'cpu'), True, 'i32'),
    ('f32', 'i32'): (('a5', 'a2a3', 'cpu'), False, None),
    ('f32', 'i64'): (('a5', 'a2a3', 'cpu'), False, None),
    ('f32', 'f8e4m3'): (('a5',), False, None),
    ('f32', 'f8e5m2'): (('a5',), False, None),
    ('f32', 'hif8'): (('a5',), False, None),
    ('f16', 'f32'): (('a5', 'a2a3', 'cpu'), False, None),
    ('f16', 'i32'): (('a5', 'a2a3', 'cpu'), False, None),
    ('f16', 'i16'): (('a5', 'a2a3', 'cpu'), True, 'i32'),
    ('f16', 'i8'): (('a5', 'a2a3', 'cpu'), True, 'i16'),
    ('f16', 'u8'): (('a5', 'a2a3', 'cpu'), True, None),
    ('f16', 'hif8'): (('a5',), False, None),
    ('bf16', 'f32'): (('a5', 'a2a3', 'cpu'), False, None),
    ('bf16', 'i32'): (('a5', 'a2a3', 'cpu'), False, None),
    ('bf16', 'f16'): (('a5', 'cpu'), False, None),
    ('bf16', 'f4e2m1x2'): (('a5',), False, None),
    ('bf16', 'f4e1m2x2'): (('a5',), False, None),
    ('i16', 'u8'): (('a5', 'cpu'), False, None),
    ('i16', 'f16'): (('a5', 'a2a3', 'cpu'), False, None),
    ('i16', 'f32'): (('a5', 'a2a3', 'cpu'), False, None),
    ('i16', 'u32'): (('a5', 'cpu'), False, None),
    ('i16', 'i32'): (('a5', 'cpu'), False, None),
    ('i32', 'f32'): (('a5', 'a2a3', 'cpu'), False, None),
    ('i32', 'i16'): (('a5', 'a2a3', 'cpu'), True, None),
    ('i32', 'u16'): (('a5', 'cpu'), False, None),
    ('i32', 'i64'): (('a5', 'a2a3', 'cpu'), False, None),
    ('i32', 'u8'): (('a5', 'cpu'), False, None),
    ('i32', 'f16'): (('a2a3', 'cpu'), False, None),
    ('i64', 'f32'): (('a5', 'a2a3', 'cpu'), False, None),
    ('i64', 'i32'): (('a5', 'a2a3', 'cpu'), True, None),
    ('u8', 'f16'): (('a5', 'a2a3', 'cpu'), False, None),
    ('u8', 'u16'): (('a5', 'cpu'), False, None),
    ('i8', 'f16'): (('a5', 'a2a3', 'cpu'), False, None),
    ('i8', 'i16'): (('a5', 'cpu'), False, None),
    ('i8', 'i32'): (('a5', 'cpu'), False, None),
    ('u32', 'u8'): (('a5', 'cpu'), False, None),
    ('u32', 'u16'): (('a5', 'cpu'), False, None),
    ('u32', 'i16'): (('a5', 'cpu'), False, None),
    ('f8e4m3', 'f32'): (('a5',), False, None),
    ('f8e5m2', 'f32'): (('a5',), False, None),
    ('hif8', 'f32'): (('a5',), False, None),
    ('f4e2m1x2', 'bf16'): (('a5',), False, None),
    ('f4e1m2x2', 'bf16'): (('a5',), False, None),
}


def tcvt(src: Any, dst: Any = None, *, tmp: Any = None, rmode: str | None = None, satmode: str | None = None,
         dst_type: str | None = None, valid_rows: int | None = None, valid_cols: int | None = None,
         target: str = "a5") -> Arr | None:
    """pto.tcvt: Converts each element of a tile to another element type, with a rounding mode and a saturation mode.

    The (source, destination) pairs and the targets that convert them are _PAIRS_TCVT; the
    rounding and saturation each target uses are runtime/tile_convert.py's (D-TCVT-SAT, D-TCVT-RMODE,
    D-TCVT-CPU). Tiles in (as `ptoisa run` passes them): dst's valid region is written in place
    (None is returned). Arrays in: the result type is `dst_type` (or dst's); the valid region's
    result is returned (given `dst`, a copy of it with that region replaced). `tmp` is only
    looked at on A2/A3, where it lets satmode apply to every pair.
    """
    _spec("tcvt", target)
    if rmode is not None:
        _choice("tcvt", "rmode", rmode, ('NONE', 'RINT', 'ROUND', 'FLOOR', 'CEIL', 'TRUNC', 'ODD', 'CAST_RINT'))
    if satmode is not None:
        _choice("tcvt", "satmode", satmode, ('ON', 'OFF'))
    return convert_tile("tcvt", _PAIRS_TCVT, src, dst, tmp, rmode, satmode, dst_type, valid_rows,
                        valid_cols, target)


def tquant(src: Tile, fp: Tile, dst: Tile, *,
           offset: Tile | None = None,
           tmp: Tile | None = None,
           quant_type: str | None = None,
           target: str = "a5") -> None:
    """pto.tquant: Quantizes an f32 tile to 8-bit integers with a scale, and for INT8_ASYM an offset, per row.

    Writes dst's valid region in place: src times its row's scale (plus offset for INT8_ASYM),
    rounded to the nearest integer and clamped to i8 or u8 (runtime/tile_quant.py,
    D-TQUANT-INT8). tmp, where given, is not read.
    """
    _spec("tquant", target)
    if quant_type is not None:
        _choice("tquant", "quant_type", quant_type, ('INT8_SYM', 'INT8_ASYM'))
    quant_int8_tile("tquant", src, fp, offset, dst, quant_type, target)


def tquant_mx(src: Tile, dst: Tile, exp: Tile, group_max: Tile, scaling: Tile, *,
              exp_zz: Tile | None = None,
              quant_type: str | None = None,
              quantScaleAlg: str = 'ocp',
              grpAxis: str = 'axis1',
              storeMode: str | None = None,
              interleave: str = 'false',
              target: str = "a5") -> None:
    """pto.tquant_mx: Quantizes a tile into MXFP8 or MXFP4: 32-element groups that share a power-of-two scale, with the groups' maxima, E8M0 exponents and scales.

    Writes dst, exp, group_max and scaling in place (and exp_zz, the deprecated fused form): per
    32-element group of src's valid region, its largest magnitude, shared E8M0 exponent and
    power-of-two scale, and the scaled elements cast to FP8 e4m3 or packed FP4 e2m1
    (runtime/tile_quant.py, D-TQUANT-MX).
    """
    _spec("tquant_mx", target)
    if quant_type is not None:
        _choice("tquant_mx", "quant_type", quant_type, ('MXFP8', 'MXFP4_E2M1'))
    if quantScaleAlg is not None:
        _choice("tquant_mx", "quantScaleAlg", quantScaleAlg, ('ocp', 'nv'))
    if grpAxis is not None:
        _choice("tquant_mx", "grpAxis", grpAxis, ('axis0', 'axis1'))
    if storeMode is not None:
        _choice("tquant_mx", "storeMode", storeMode, ('nd', 'nz'))
    if interleave is not None:
        _choice("tquant_mx", "interleave", interleave, ('false', 'true'))
    quant_mx_tile("tquant_mx", src, dst, exp, group_max, scaling, exp_zz, quant_type, quantScaleAlg, grpAxis,
                  interleave, target)


def tdequant(src: Any, scale: Any, offset: Any, dst: Any = None, *, valid_rows: int | None = None,
             valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tdequant: Dequantizes an integer tile to f32 with a scale and an offset per row.

    dst[i][j] = (f32(src[i][j]) - offset[i][0]) * scale[i][0], the subtraction and the product
    each rounded to f32 (runtime/tile_convert.py; the CPU simulator reads scale and offset at
    column min(j, their valid columns - 1)). Tiles in (as `ptoisa run` passes them): dst's valid
    region is written in place (None is returned). Arrays in: the region is valid_rows x
    valid_cols of src (all of it when not given); scale and offset are (rows, 1) or wider.
    """
    _spec("tdequant", target)
    legal: dict[str, tuple[str, ...]] = {'a5': ('i8', 'i16'), 'a2a3': ('i8', 'i16'), 'cpu': ('i8', 'i16')}
    return dequant_tile("tdequant", legal, src, scale, offset, dst, valid_rows, valid_cols, target)


def settf32mode(dma: dict[tuple[str, str], Any], *, enable: str, mode: str = 'CAST_ROUND', target: str = "a5") -> None:
    """pto.settf32mode: Turns the cube unit's reduced-precision f32 mode (TF32) on or off, with its rounding, for the matrix products that follow.

    Writes the cube unit's f32 mode in the caller's `dma` state (key ("mad", "f32_mode")): the
    rounding mode while enabled, None when not; the matrix products that follow read it
    (runtime/tile_matmul.py, D-MAD-F32-MODE).
    """
    _spec("settf32mode", target)
    _choice("settf32mode", "enable", enable, ("false", "true"))
    _choice("settf32mode", "mode", mode, ('CAST_ROUND', 'CAST_RINT'))
    set_mad_mode(dma, enable == "true", mode)


def sethf32mode(dma: dict[tuple[str, str], Any], *, enable: str, mode: str = 'CAST_ROUND', target: str = "a5") -> None:
    """pto.sethf32mode: Turns the cube unit's reduced-precision f32 mode (HF32) on or off, with its rounding, for the matrix products that follow.

    Writes the cube unit's f32 mode in the caller's `dma` state (key ("mad", "f32_mode")): the
    rounding mode while enabled, None when not; the matrix products that follow read it
    (runtime/tile_matmul.py, D-MAD-F32-MODE).
    """
    _spec("sethf32mode", target)
    _choice("sethf32mode", "enable", enable, ("false", "true"))
    _choice("sethf32mode", "mode", mode, ('CAST_ROUND', 'CAST_RINT'))
    set_mad_mode(dma, enable == "true", mode)


def tprint(src: Any, *, tmp: Any = None, printFormat: str = 'width8_precision4', printed: list[str] | None = None, target: str = "a5") -> str:
    """pto.tprint: Prints a vec tile's valid region: a header with the valid shape, then one line per row.

    The text the CPU simulator prints for the tile's valid region (a Tile, or a 2-D array of its
    valid region), on every target (runtime/tile_print.py); `ptoisa run` passes `printed`, the
    run's output lines, to which the lines are appended. No byte of any memory changes.
    tmp, a scratch view, is not read.
    """
    _spec("tprint", target)
    _choice("tprint", "printFormat", printFormat, ('width8_precision4', 'width8_precision2', 'width10_precision6'))
    return print_tile("tprint", src, printFormat, printed)


def tgetval(src: Tile, offset: Any, *, target: str = "a5") -> Any:
    """pto.tgetval: Reads one element of a vec tile at a linear offset.

    The element at linear offset `offset` of the tile's storage (elements from its first, in the
    order its layout stores them), as a numpy scalar of its element type.
    """
    _spec("tgetval", target)
    return get_value("tgetval", src, offset)


def tsetval(offset: Any, val: Any, dst: Tile, *, target: str = "a5") -> None:
    """pto.tsetval: Writes a scalar into one element of a vec tile at a linear offset.

    Writes `val` into the element at linear offset `offset` of dst's storage (elements from
    its first, in the order its layout stores them); nothing else of dst changes.
    """
    _spec("tsetval", target)
    set_value("tsetval", dst, offset, val)


def trowexpand(src: Any, dst: Any = None, *,
               valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowexpand: Repeats each row's first element across that row of a tile.

    Element expression: `src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trowexpand", target)
    (x,), name = _tile_inputs("trowexpand", OPS["trowexpand"], (src,), dst, valid_rows, valid_cols, broadcast=('first_col',))
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(x)
    r = r.astype(dtype, copy=False)
    return _tile_output("trowexpand", _nan_rule(r, spec), dst)


def tcolexpand(src: Any, dst: Any = None, *,
               valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tcolexpand: Repeats a tile's first row down every row of a tile.

    Element expression: `src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tcolexpand", target)
    (x,), name = _tile_inputs("tcolexpand", OPS["tcolexpand"], (src,), dst, valid_rows, valid_cols, broadcast=('first_row',))
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(x)
    r = r.astype(dtype, copy=False)
    return _tile_output("tcolexpand", _nan_rule(r, spec), dst)


def mgather(mem: TensorView, dst: Tile, *,
            idx: Tile | None = None,
            gidx: TensorView | None = None,
            scratch: TensorView | None = None,
            coalesce: str | None = None,
            gatherOob: str | None = 'undefined',
            target: str = "a5") -> None:
    """pto.mgather: Reads a tile's elements from a GM table at the places an index tile names.

    Writes dst's valid region from the table `mem` through the indices (`coalesce`: row, one
    index per row and a whole table row; elem, one per element of the table counted flat); an index
    past the table as `gatherOob` says. How each target reads indices and table rows: SPECS["mgather"]
    (a5: index u32, rows d3, row step valid_cols; a2a3: index u32, rows d0_3, row step view; cpu: index s64, rows d3, row step view).
    """
    spec = _spec("mgather", target)
    if coalesce is not None:
        _choice("mgather", "coalesce", coalesce, ('row', 'elem'))
    if gatherOob is not None:
        _choice("mgather", "gatherOob", gatherOob, ('undefined', 'clamp', 'wrap', 'zero'))
    gather_tile("mgather", mem, idx if idx is not None else gidx, dst,
                scratch, coalesce, gatherOob, spec)


def mscatter(src: Tile, idx: Tile, mem: TensorView, *,
             coalesce: str | None = None,
             scatterAtomicOp: str | None = 'none',
             scatterOob: str | None = 'undefined',
             scatterConflict: str | None = None,
             target: str = "a5") -> None:
    """pto.mscatter: Writes a tile's elements into a GM table at the places an index tile names.

    Writes `src`'s valid region into the table `mem` through the indices, in row-major order
    (`coalesce`: row or elem, as for a gather; `scatterAtomicOp` combines an element with GM's;
    `scatterOob` handles an index past the table). How each target reads indices and table rows:
    SPECS["mscatter"] (a5: index u32, rows d3, default row; a2a3: index u32, rows d0_3, default row; cpu: index s64, rows d3, default elem).
    """
    spec = _spec("mscatter", target)
    if coalesce is not None:
        _choice("mscatter", "coalesce", coalesce, ('row', 'elem'))
    if scatterAtomicOp is not None:
        _choice("mscatter", "scatterAtomicOp", scatterAtomicOp, ('none', 'add', 'max', 'min'))
    if scatterOob is not None:
        _choice("mscatter", "scatterOob", scatterOob, ('undefined', 'skip', 'clamp', 'wrap'))
    if scatterConflict is not None:
        _choice("mscatter", "scatterConflict", scatterConflict, ('default', 'last'))
    scatter_tile("mscatter", src, idx, mem, coalesce, scatterAtomicOp, scatterOob,
                 scatterConflict, spec)


def tci(start: int, dst: Tile, *, tmp: Tile | None = None, descending: str = 'false', mode: str = 'plain', target: str = "a5") -> None:
    """pto.tci: Writes consecutive integers from a start value along a one-row tile.

    Writes dst in place (row 0 of its valid columns; tmp, where given, is not read).
    """
    _spec("tci", target)
    _choice("tci", "descending", descending, ('false', 'true'))
    sequence_tile("tci", start, dst, descending == "true")


def ttri(diagonal: int, dst: Tile, *, upperOrLower: str = '0', target: str = "a5") -> None:
    """pto.ttri: Writes a lower or upper triangular mask of ones and zeros over a tile's valid region.

    Writes dst in place (its valid region; per target, `spill`: a5 True; a2a3 False; cpu False).
    """
    _spec("ttri", target)
    _choice("ttri", "upperOrLower", upperOrLower, ('0', '1'))
    triangle_tile("ttri", diagonal, dst, upperOrLower == "1",
                  {'a5': True, 'a2a3': False, 'cpu': False}[_TARGET_NAMES[target.lower()]])


def thistogram(src: Tile, idx: Tile, dst: Tile, *, byte: str = '1', target: str = "a5") -> None:
    """pto.thistogram: Per-row running counts of one byte of a tile's u16 or u32 elements, 256 u32 counters per row.

    Per valid row of `src`, 256 u32 running counts of byte `byte` of its elements, filtered by
    `idx` (runtime/tile_histogram.py), written where the target puts them (SPECS["thistogram"]
    bins_at: a5 packed_rows, a2a3 packed_rows, cpu dst_rows); nothing else of dst changes.
    """
    spec = _spec("thistogram", target)
    _choice("thistogram", "byte", byte, ('0', '1', '2', '3'))
    histogram_tile("thistogram", src, idx, dst, byte, spec["bins_at"])


def tmov(src: Tile, dst: Tile, *,
         fp: Tile | None = None,
         tmp: Tile | None = None,
         grpAxis: str | None = None,
         accToVecMode: str | None = None,
         reluPreMode: str | None = None,
         target: str = "a5") -> None:
    """pto.tmov: Copies a tile into another, element (r, c) to element (r, c), each in its own layout.

    Copies src's elements into dst by (row, column), each tile in its own layout. What is
    written, per target (SPECS["tmov"] move_region: a5 min_valid, a2a3 row_blocks, cpu equal_valid):
    see runtime.tile_layout.move_tile. The rest of dst keeps its bytes.
    """
    spec = _spec("tmov", target)
    if grpAxis is not None:
        _choice("tmov", "grpAxis", grpAxis, ('axis0', 'axis1'))
    if accToVecMode is not None:
        _choice("tmov", "accToVecMode", accToVecMode, ('single_mode_vec0', 'single_mode_vec1', 'dual_mode_split_m', 'dual_mode_split_n'))
    if reluPreMode is not None:
        _choice("tmov", "reluPreMode", reluPreMode, ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu', 'pwl'))
    if tmp is not None:  # the X-to-ZZ form: E8M0 exponents reordered for the cube unit (D-TMOV-ZZ)
        exp_to_zz("tmov", src, dst, grpAxis)
        return
    move_tile("tmov", src, dst, spec, relu=reluPreMode, fp=fp)


def ttrans(src: Tile, dst: Tile, *, tmp: Tile | None = None, target: str = "a5") -> None:
    """pto.ttrans: Transposes a tile's valid region into another tile.

    dst[c][r] = src[r][c] over src's valid region; the rest of dst keeps its bytes.
    `tmp` is scratch: its contents afterwards are not specified.
    """
    _spec("ttrans", target)
    transpose_tile("ttrans", src, dst, tmp)


def treshape(src: Tile, *, config: Any, target: str = "a5") -> Tile:
    """pto.treshape: The same tile buffer read with another shape (and element type).

    A Tile of type `config` (a verifier TileType) on the source's bytes, from its first byte.
    """
    _spec("treshape", target)
    return retype("treshape", src, config)


def textract(src: Tile, row: Any, col: Any, dst: Tile, *,
             fp: Tile | None = None,
             accToVecMode: str | None = None,
             reluPreMode: str | None = None,
             target: str = "a5") -> None:
    """pto.textract: Copies the window of a tile at a row and column offset into a smaller tile.

    Writes dst's valid region from src at (row, col); the
    window lies within the larger tile's shape or valid region, per target (SPECS["textract"]
    window_bound: a5 shape, a2a3 shape, cpu valid). The rest of dst keeps its bytes.
    """
    spec = _spec("textract", target)
    if accToVecMode is not None:
        _choice("textract", "accToVecMode", accToVecMode, ('single_mode_vec0', 'single_mode_vec1', 'dual_mode_split_m', 'dual_mode_split_n'))
    if reluPreMode is not None:
        _choice("textract", "reluPreMode", reluPreMode, ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu', 'pwl'))
    window_tile("textract", src, row, col, dst, spec, "extract", relu=reluPreMode, fp=fp)


def tinsert(src: Tile, row: Any, col: Any, dst: Tile, *,
            accToVecMode: str | None = None,
            reluPreMode: str | None = None,
            tinsertMode: str | None = None,
            target: str = "a5") -> None:
    """pto.tinsert: Copies a tile into a larger one at a row and column offset.

    Writes src's valid region into dst at (row, col); the
    window lies within the larger tile's shape or valid region, per target (SPECS["tinsert"]
    window_bound: a5 shape, a2a3 shape, cpu valid). The rest of dst keeps its bytes.
    """
    spec = _spec("tinsert", target)
    if accToVecMode is not None:
        _choice("tinsert", "accToVecMode", accToVecMode, ('single_mode_vec0', 'single_mode_vec1', 'dual_mode_split_m', 'dual_mode_split_n'))
    if reluPreMode is not None:
        _choice("tinsert", "reluPreMode", reluPreMode, ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu', 'pwl'))
    if tinsertMode is not None:
        _choice("tinsert", "tinsertMode", tinsertMode, ('split2', 'split4'))
    window_tile("tinsert", src, row, col, dst, spec, "insert", relu=reluPreMode)


def tfillpad(src: Tile, dst: Tile, *,
             target: str = "a5") -> None:
    """pto.tfillpad: Copies a tile's valid region and writes dst's pad value around it.

    Copies src's valid region into dst and writes dst's pad value around it, as far as
    the target pads (SPECS["tfillpad"] pad_extent: a5 dst_valid (finite), a2a3 dst_cols (infinite), cpu whole_tile (infinite)).
    src and dst may be the same tile (in place).
    """
    spec = _spec("tfillpad", target)
    fill_pad_tile("tfillpad", src, dst, spec)


def tfillpad_inplace(src: Tile, dst: Tile, *,
                     target: str = "a5") -> None:
    """pto.tfillpad_inplace: Writes a tile's pad value around its own valid region (the manual's in-place tfillpad).

    Copies src's valid region into dst and writes dst's pad value around it, as far as
    the target pads (SPECS["tfillpad_inplace"] pad_extent: a5 dst_valid (finite), a2a3 dst_cols (infinite), cpu whole_tile (infinite)).
    src and dst may be the same tile (in place).
    """
    spec = _spec("tfillpad_inplace", target)
    fill_pad_tile("tfillpad_inplace", src, dst, spec)


def tfillpad_expand(src: Tile, dst: Tile, *,
                    target: str = "a5") -> None:
    """pto.tfillpad_expand: Copies a tile's valid region into a larger tile and writes dst's pad value around it (the manual's expanding tfillpad).

    Copies src's valid region into dst and writes dst's pad value around it, as far as
    the target pads (SPECS["tfillpad_expand"] pad_extent: a5 dst_valid (finite), a2a3 dst_cols (infinite), cpu whole_tile (infinite)).
    src and dst may be the same tile (in place).
    """
    spec = _spec("tfillpad_expand", target)
    fill_pad_tile("tfillpad_expand", src, dst, spec)


def tconcat(src0: Tile, src1: Tile, dst: Tile, *, target: str = "a5") -> None:
    """pto.tconcat: Joins two tiles side by side: each row is src0's valid columns, then src1's.

    Each of dst's valid rows is src0's valid columns, then src1's; the rest of dst keeps its bytes.
    """
    spec = _spec("tconcat", target)
    concat_tile("tconcat", src0, src1, dst, None, None, spec)


def tconcatidx(src0: Tile, src1: Tile, idx0: Tile, idx1: Tile, dst: Tile, *, target: str = "a5") -> None:
    """pto.tconcatidx: Joins two tiles side by side with a column count per row from two index tiles.

    Row i of dst takes idx0[i][0] / sizeof(index) columns of src0, then idx1[i][0] / sizeof(index)
    of src1, cut per target to what dst's valid columns leave (SPECS["tconcatidx"] count_clamp:
    a5 dst_valid, a2a3 dst_valid, cpu none). The rest of dst keeps its bytes.
    """
    spec = _spec("tconcatidx", target)
    concat_tile("tconcatidx", src0, src1, dst, idx0, idx1, spec)


def tpack(*args: Any, target: str = "a5", **kwargs: Any) -> Arr:
    """pto.tpack: Packs a tile's elements into a narrower destination representation (the manual's op; not modelled).

    What it computes is not specified by any public source, so calling it raises SemanticsError
    (D-TPACK); the verifier still checks its uses.
    """
    _spec("tpack", target)
    raise SemanticsError("pto.tpack: what it computes is not specified by any public source "
                         "(D-TPACK)")


def tmatmul(lhs: Tile, rhs: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
            target: str = "a5") -> None:
    """pto.tmatmul: Matrix product into an accumulator tile: dst = lhs x rhs.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): 0 plus
    lhs x rhs, summed as the target sums it (SPECS["tmatmul"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tmatmul", target)
    matmul_tile("tmatmul", lhs, rhs, dst, spec, gemv=False, dma=dma)


def tmatmul_acc(acc_in: Tile, lhs: Tile, rhs: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
                target: str = "a5") -> None:
    """pto.tmatmul_acc: Matrix product into an accumulator tile: dst = the accumulator plus lhs x rhs.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): the accumulator plus
    lhs x rhs, summed as the target sums it (SPECS["tmatmul_acc"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tmatmul_acc", target)
    matmul_tile("tmatmul_acc", lhs, rhs, dst, spec, gemv=False, dma=dma, acc_in=acc_in, accumulate=True)


def tmatmul_bias(lhs: Tile, rhs: Tile, bias: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
                 target: str = "a5") -> None:
    """pto.tmatmul_bias: Matrix product into an accumulator tile: dst = the bias row plus lhs x rhs.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): bias's first row plus
    lhs x rhs, summed as the target sums it (SPECS["tmatmul_bias"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tmatmul_bias", target)
    matmul_tile("tmatmul_bias", lhs, rhs, dst, spec, gemv=False, dma=dma, bias=bias)


def tmatmul_mx(lhs: Tile, a_scale: Tile, rhs: Tile, b_scale: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
               target: str = "a5") -> None:
    """pto.tmatmul_mx: Matrix product into an accumulator tile: dst = lhs x rhs, each 32 values of K scaled by the E8M0 scales.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): 0 plus
    lhs x rhs, each 32 values of K scaled by the E8M0 scales, summed as the target sums it (SPECS["tmatmul_mx"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tmatmul_mx", target)
    matmul_tile("tmatmul_mx", lhs, rhs, dst, spec, gemv=False, dma=dma, a_scale=a_scale, b_scale=b_scale)


def tmatmul_mx_acc(acc_in: Tile, lhs: Tile, a_scale: Tile, rhs: Tile, b_scale: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
                   target: str = "a5") -> None:
    """pto.tmatmul_mx_acc: Matrix product into an accumulator tile: dst = the accumulator plus lhs x rhs, each 32 values of K scaled by the E8M0 scales.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): the accumulator plus
    lhs x rhs, each 32 values of K scaled by the E8M0 scales, summed as the target sums it (SPECS["tmatmul_mx_acc"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tmatmul_mx_acc", target)
    matmul_tile("tmatmul_mx_acc", lhs, rhs, dst, spec, gemv=False, dma=dma, acc_in=acc_in, accumulate=True, a_scale=a_scale, b_scale=b_scale)


def tmatmul_mx_bias(lhs: Tile, a_scale: Tile, rhs: Tile, b_scale: Tile, bias: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
                    target: str = "a5") -> None:
    """pto.tmatmul_mx_bias: Matrix product into an accumulator tile: dst = the bias row plus lhs x rhs, each 32 values of K scaled by the E8M0 scales.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): bias's first row plus
    lhs x rhs, each 32 values of K scaled by the E8M0 scales, summed as the target sums it (SPECS["tmatmul_mx_bias"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tmatmul_mx_bias", target)
    matmul_tile("tmatmul_mx_bias", lhs, rhs, dst, spec, gemv=False, dma=dma, a_scale=a_scale, b_scale=b_scale, bias=bias)


def tgemv(lhs: Tile, rhs: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
          target: str = "a5") -> None:
    """pto.tgemv: One-row matrix-vector product into an accumulator tile: dst = lhs x rhs.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): 0 plus
    lhs x rhs, summed as the target sums it (SPECS["tgemv"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tgemv", target)
    matmul_tile("tgemv", lhs, rhs, dst, spec, gemv=True, dma=dma)


def tgemv_acc(acc_in: Tile, lhs: Tile, rhs: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
              target: str = "a5") -> None:
    """pto.tgemv_acc: One-row matrix-vector product into an accumulator tile: dst = the accumulator plus lhs x rhs.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): the accumulator plus
    lhs x rhs, summed as the target sums it (SPECS["tgemv_acc"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tgemv_acc", target)
    matmul_tile("tgemv_acc", lhs, rhs, dst, spec, gemv=True, dma=dma, acc_in=acc_in, accumulate=True)


def tgemv_bias(lhs: Tile, rhs: Tile, bias: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
               target: str = "a5") -> None:
    """pto.tgemv_bias: One-row matrix-vector product into an accumulator tile: dst = the bias row plus lhs x rhs.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): bias's first row plus
    lhs x rhs, summed as the target sums it (SPECS["tgemv_bias"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tgemv_bias", target)
    matmul_tile("tgemv_bias", lhs, rhs, dst, spec, gemv=True, dma=dma, bias=bias)


def tgemv_mx(lhs: Tile, a_scale: Tile, rhs: Tile, b_scale: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
             target: str = "a5") -> None:
    """pto.tgemv_mx: One-row matrix-vector product into an accumulator tile: dst = lhs x rhs, each 32 values of K scaled by the E8M0 scales.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): 0 plus
    lhs x rhs, each 32 values of K scaled by the E8M0 scales, summed as the target sums it (SPECS["tgemv_mx"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tgemv_mx", target)
    matmul_tile("tgemv_mx", lhs, rhs, dst, spec, gemv=True, dma=dma, a_scale=a_scale, b_scale=b_scale)


def tgemv_mx_acc(acc_in: Tile, lhs: Tile, a_scale: Tile, rhs: Tile, b_scale: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
                 target: str = "a5") -> None:
    """pto.tgemv_mx_acc: One-row matrix-vector product into an accumulator tile: dst = the accumulator plus lhs x rhs, each 32 values of K scaled by the E8M0 scales.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): the accumulator plus
    lhs x rhs, each 32 values of K scaled by the E8M0 scales, summed as the target sums it (SPECS["tgemv_mx_acc"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tgemv_mx_acc", target)
    matmul_tile("tgemv_mx_acc", lhs, rhs, dst, spec, gemv=True, dma=dma, acc_in=acc_in, accumulate=True, a_scale=a_scale, b_scale=b_scale)


def tgemv_mx_bias(lhs: Tile, a_scale: Tile, rhs: Tile, b_scale: Tile, bias: Tile, dst: Tile, *, dma: dict[tuple[str, str], Any] | None = None,
                  target: str = "a5") -> None:
    """pto.tgemv_mx_bias: One-row matrix-vector product into an accumulator tile: dst = the bias row plus lhs x rhs, each 32 values of K scaled by the E8M0 scales.

    Writes dst's top-left M x N in place (runtime/tile_matmul.py): bias's first row plus
    lhs x rhs, each 32 values of K scaled by the E8M0 scales, summed as the target sums it (SPECS["tgemv_mx_bias"]
    matmul_sum: a5 fma_chain, a2a3 fma_chain, cpu simulator_chain; D-MATMUL-ORDER). `dma`: the
    caller's state, whose ("mad", "f32_mode") entry (pto.settf32mode) rounds f32 operands first (D-MAD-F32-MODE).
    """
    spec = _spec("tgemv_mx_bias", target)
    matmul_tile("tgemv_mx_bias", lhs, rhs, dst, spec, gemv=True, dma=dma, a_scale=a_scale, b_scale=b_scale, bias=bias)


def tload(src: TensorView, dst: Tile, *, layout: str | None = None, target: str = "a5") -> None:
    """pto.tload: Copies a view's elements into a tile's valid region.

    Writes dst from the view: the view's whole extent or exactly dst's valid region, and what
    else of dst it pads, per target (SPECS["tload"]): a5: view, row_block; a2a3: view, row_block; cpu: valid, whole_tile.
    """
    spec = _spec("tload", target)
    if layout is not None:
        _choice("tload", "layout", layout, ('nd', 'dn', 'nz'))
    load_tile("tload", src, dst, spec["pad_fill"], spec["pad_block"], spec["extent"])


def tstore(src: Tile, dst: TensorView, *,
           fp: Any = None,
           quant_scalar: Any = None,
           layout: str | None = None,
           atomicType: str | None = 'atomic_none',
           stPhase: str | None = None,
           reluPreMode: str | None = None,
           target: str = "a5") -> None:
    """pto.tstore: Copies a tile's valid region into a view's elements.

    Writes the tile's elements to the view's (atomicType "atomic_add": adds them to GM's; an acc
    tile's through the fixpipe: quantization, ReLU, conversion, D-FIXPIPE): the
    view's whole extent or exactly the tile's valid region, per target (SPECS["tstore"]
    extent: a5 view, a2a3 view, cpu valid); no other byte of GM changes.
    """
    spec = _spec("tstore", target)
    if layout is not None:
        _choice("tstore", "layout", layout, ('nd', 'dn', 'nz'))
    if atomicType is not None:
        _choice("tstore", "atomicType", atomicType, ('atomic_none', 'atomic_add'))
    if stPhase is not None:
        _choice("tstore", "stPhase", stPhase, ('unspecified', 'partial', 'final'))
    if reluPreMode is not None:
        _choice("tstore", "reluPreMode", reluPreMode, ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu', 'pwl'))
    store_tile("tstore", src, dst, spec["extent"], atomicType == "atomic_add", fp=fp, scalar=quant_scalar, relu=reluPreMode)


def tprefetch(src: TensorView, dst: Tile, *, target: str = "a5") -> None:
    """pto.tprefetch: Copies a view into a scratch tile, as each target's prefetch fills it.

    Writes dst's bytes as the target's implementation fills them (SPECS["tprefetch"] fill: a5 packed_slices, a2a3 block_slices, cpu flat_valid).
    """
    spec = _spec("tprefetch", target)
    prefetch_tile("tprefetch", src, dst, spec["fill"])


def tprefetch_async(src: TensorView, ctx: PrefetchContext, *, target: str = "a5") -> AsyncEvent:
    """pto.tprefetch_async: Starts pulling a flat GM range into the L2 cache; changes nothing a kernel reads.

    Changes no tile and no GM element a kernel reads; returns the event a wait takes.
    """
    _spec("tprefetch_async", target)
    return prefetch_async("tprefetch_async", src, ctx)


def make_prefetch_async_context(workspace: Ptr, *, target: str = "a5") -> PrefetchContext:
    """pto.make_prefetch_async_context: Makes the context pto.tprefetch_async submits its requests through, over a GM workspace."""
    _spec("make_prefetch_async_context", target)
    return prefetch_context("make_prefetch_async_context", workspace)


def tpartadd(src0: Any, src1: Any, dst: Any = None, *,
             valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tpartadd: Elementwise sum of two tiles whose valid regions may be smaller than dst's.

    Element expression: `src0 + src1`.
    Each source may be valid over less than dst's region (Tiles: their valid shapes; arrays:
    each array is its valid region, cut to dst's region, which is valid_rows x valid_cols, else
    the larger extent of the two). Where one source is not valid, per target (SPECS["tpartadd"]
    partial, runtime/tile_partial.py): a5 copy; a2a3 copy; cpu copy (zero).

    Tiles in (as `ptoisa run` passes them): dst's valid region is written in place (None is
    returned). Arrays in: the region's result (given `dst`, a copy of it with that region replaced).
    """
    spec = _spec("tpartadd", target)
    (x, y,), name, part = part_inputs("tpartadd", OPS["tpartadd"], (src0, src1,), dst, valid_rows, valid_cols, spec["partial"])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x + y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tpartadd", part_merge(_nan_rule(r, spec), part), dst)


def tpartmul(src0: Any, src1: Any, dst: Any = None, *,
             valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tpartmul: Elementwise product of two tiles whose valid regions may be smaller than dst's.

    Element expression: `src0 * src1`.
    Each source may be valid over less than dst's region (Tiles: their valid shapes; arrays:
    each array is its valid region, cut to dst's region, which is valid_rows x valid_cols, else
    the larger extent of the two). Where one source is not valid, per target (SPECS["tpartmul"]
    partial, runtime/tile_partial.py): a5 copy; a2a3 copy; cpu copy (zero).

    Tiles in (as `ptoisa run` passes them): dst's valid region is written in place (None is
    returned). Arrays in: the region's result (given `dst`, a copy of it with that region replaced).
    """
    spec = _spec("tpartmul", target)
    (x, y,), name, part = part_inputs("tpartmul", OPS["tpartmul"], (src0, src1,), dst, valid_rows, valid_cols, spec["partial"])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x * y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("tpartmul", part_merge(_nan_rule(r, spec), part), dst)


def tpartmax(src0: Any, src1: Any, dst: Any = None, *,
             valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tpartmax: Elementwise maximum of two tiles whose valid regions may be smaller than dst's.

    Element expression: `(src0 > src1 || isnan(src0)) ? src0 : src1`; on cpu: `(src0 < src1) ? src1 : src0`.
    Each source may be valid over less than dst's region (Tiles: their valid shapes; arrays:
    each array is its valid region, cut to dst's region, which is valid_rows x valid_cols, else
    the larger extent of the two). Where one source is not valid, per target (SPECS["tpartmax"]
    partial, runtime/tile_partial.py): a5 overlay (lowest); a2a3 copy; cpu copy (zero).

    Tiles in (as `ptoisa run` passes them): dst's valid region is written in place (None is
    returned). Arrays in: the region's result (given `dst`, a copy of it with that region replaced).
    """
    spec = _spec("tpartmax", target)
    (x, y,), name, part = part_inputs("tpartmax", OPS["tpartmax"], (src0, src1,), dst, valid_rows, valid_cols, spec["partial"])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((x < y), y, x))
        else:
            r = np.asarray(_max_select(x, y))
    r = r.astype(dtype, copy=False)
    return _tile_output("tpartmax", part_merge(_nan_rule(r, spec), part), dst)


def tpartmin(src0: Any, src1: Any, dst: Any = None, *,
             valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tpartmin: Elementwise minimum of two tiles whose valid regions may be smaller than dst's.

    Element expression: `(src0 < src1 || isnan(src0)) ? src0 : src1`; on cpu: `(src1 < src0) ? src1 : src0`.
    Each source may be valid over less than dst's region (Tiles: their valid shapes; arrays:
    each array is its valid region, cut to dst's region, which is valid_rows x valid_cols, else
    the larger extent of the two). Where one source is not valid, per target (SPECS["tpartmin"]
    partial, runtime/tile_partial.py): a5 overlay (highest); a2a3 copy; cpu copy (zero).

    Tiles in (as `ptoisa run` passes them): dst's valid region is written in place (None is
    returned). Arrays in: the region's result (given `dst`, a copy of it with that region replaced).
    """
    spec = _spec("tpartmin", target)
    (x, y,), name, part = part_inputs("tpartmin", OPS["tpartmin"], (src0, src1,), dst, valid_rows, valid_cols, spec["partial"])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((y < x), y, x))
        else:
            r = np.asarray(_min_select(x, y))
    r = r.astype(dtype, copy=False)
    return _tile_output("tpartmin", part_merge(_nan_rule(r, spec), part), dst)


def tpartargmax(src0: Any, src1: Any, src0_idx: Any, src1_idx: Any, dst: Any = None, dst_idx: Any = None, *,
                valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> tuple[Arr, Arr] | None:
    """pto.tpartargmax: Elementwise maximum of two tiles with the index that travels with it, where the tiles' valid regions may be smaller than dst's.

    Where both value tiles are valid, the greater value and its index, chosen per target
    (SPECS["tpartargmax"] pick: a5 src1_if_better, a2a3 src0_unless_worse, cpu src0_if_better); where one is, its value and index; elsewhere
    as the target's partial rule says (runtime/tile_partial.py). Tiles in (as `ptoisa run` passes
    them): both destinations are written in place (None is returned). Arrays in (each its valid
    region): (values, indices) over dst's region.
    """
    spec = _spec("tpartargmax", target)
    return part_arg("tpartargmax", OPS["tpartargmax"], ('i32', 'u32'), (src0, src1, src0_idx, src1_idx, ), (dst, dst_idx),
                    valid_rows, valid_cols, spec, 'max')


def tpartargmin(src0: Any, src1: Any, src0_idx: Any, src1_idx: Any, dst: Any = None, dst_idx: Any = None, *,
                valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> tuple[Arr, Arr] | None:
    """pto.tpartargmin: Elementwise minimum of two tiles with the index that travels with it, where the tiles' valid regions may be smaller than dst's.

    Where both value tiles are valid, the lesser value and its index, chosen per target
    (SPECS["tpartargmin"] pick: a5 src1_if_better, a2a3 src0_unless_worse, cpu src0_if_better); where one is, its value and index; elsewhere
    as the target's partial rule says (runtime/tile_partial.py). Tiles in (as `ptoisa run` passes
    them): both destinations are written in place (None is returned). Arrays in (each its valid
    region): (values, indices) over dst's region.
    """
    spec = _spec("tpartargmin", target)
    return part_arg("tpartargmin", OPS["tpartargmin"], ('i32', 'u32'), (src0, src1, src0_idx, src1_idx, ), (dst, dst_idx),
                    valid_rows, valid_cols, spec, 'min')


def reserve_buffer(*, name: str | None = None, size: Any = None, location: str = "vec", auto: str = "false",
                   base: Any = None, target: str = "a5") -> int:
    """pto.reserve_buffer: Reserves a consumer's local slot buffer and gives its address.

    Runs on a core of a cluster: the buffer's address (its base) is kept under its name for the
    peer core's import_reserved_buffer (D-TPIPE-RESERVE).
    """
    _spec("reserve_buffer", target)
    return pipe_reserve("reserve_buffer", str(name), size, location, auto, base, target)


def import_reserved_buffer(*, name: str | None = None, target: str = "a5") -> int:
    """pto.import_reserved_buffer: The address of the peer core's reserved buffer of a name.

    Runs on a core of a cluster: the address the peer's reserve_buffer of this name gave; the core
    waits until that has run (D-TPIPE-RESERVE).
    """
    _spec("import_reserved_buffer", target)
    return pipe_import("import_reserved_buffer", str(name), target)


def aic_initialize_pipe(gm_slot_buffer: Any = None, c2v_consumer_buf: Any = None, v2c_consumer_buf: Any = None,
                        gm_slot_tensor: Any = None, *,
                        id: Any = 0, dir_mask: Any = None, slot_size: Any = None, slot_num: Any = None,
                        local_slot_num: Any = None, nosplit: Any = None, target: str = "a5") -> None:
    """pto.aic_initialize_pipe: Initialises the cube core's side of a tile pipe.

    Runs on the cube core of a cluster: that core's side of logical pipe `id`, its
    slots in the consumer buffers or the GM slot buffer given, two semaphore ids per direction
    (D-TPIPE-RUN, D-TPIPE-FLAGS).
    """
    _spec("aic_initialize_pipe", target)
    pipe_init("aic_initialize_pipe", "aic", id, dir_mask, slot_size, slot_num, local_slot_num, nosplit,
              gm_slot_buffer if gm_slot_tensor is None else gm_slot_tensor, c2v_consumer_buf, v2c_consumer_buf, target)


def aiv_initialize_pipe(gm_slot_buffer: Any = None, c2v_consumer_buf: Any = None, v2c_consumer_buf: Any = None,
                        gm_slot_tensor: Any = None, *,
                        id: Any = 0, dir_mask: Any = None, slot_size: Any = None, slot_num: Any = None,
                        local_slot_num: Any = None, nosplit: Any = None, target: str = "a5") -> None:
    """pto.aiv_initialize_pipe: Initialises the vector core's side of a tile pipe.

    Runs on a vector core of a cluster: that core's side of logical pipe `id`, its
    slots in the consumer buffers or the GM slot buffer given, two semaphore ids per direction
    (D-TPIPE-RUN, D-TPIPE-FLAGS).
    """
    _spec("aiv_initialize_pipe", target)
    pipe_init("aiv_initialize_pipe", "aiv", id, dir_mask, slot_size, slot_num, local_slot_num, nosplit,
              gm_slot_buffer if gm_slot_tensor is None else gm_slot_tensor, c2v_consumer_buf, v2c_consumer_buf, target)


def initialize_l2g2l_pipe(gm_addr: Any, local_addr: Any = None, peer_local_addr: Any = None, *,
                          dir_mask: Any = None, slot_size: Any = None, slot_num: Any = None, local_slot_num: Any = None,
                          flag_base: Any = None, nosplit: Any = None, target: str = "a5") -> dict[str, Any]:
    """pto.initialize_l2g2l_pipe: Initialises the executing core's side of a pipe through a GM slot buffer, as a handle.

    Runs on a core of a cluster: that core's side of a pipe, as a handle (the consumer buffers: one
    direction's local_addr, or C2V's local_addr and V2C's peer_local_addr) (D-TPIPE-RUN, D-TPIPE-FLAGS).
    """
    _spec("initialize_l2g2l_pipe", target)
    return pipe_handle("initialize_l2g2l_pipe", dir_mask, slot_size, slot_num, local_slot_num, flag_base, nosplit,
                       gm_addr, local_addr, peer_local_addr, target)


def initialize_l2l_pipe(local_addr: Any = None, peer_local_addr: Any = None, *,
                        dir_mask: Any = None, slot_size: Any = None, slot_num: Any = None, local_slot_num: Any = None,
                        flag_base: Any = None, nosplit: Any = None, target: str = "a5") -> dict[str, Any]:
    """pto.initialize_l2l_pipe: Initialises the executing core's side of a pipe through the consumer's local buffer, as a handle.

    Runs on a core of a cluster: that core's side of a pipe, as a handle (the consumer buffers: one
    direction's local_addr, or C2V's local_addr and V2C's peer_local_addr) (D-TPIPE-RUN, D-TPIPE-FLAGS).
    """
    _spec("initialize_l2l_pipe", target)
    return pipe_handle("initialize_l2l_pipe", dir_mask, slot_size, slot_num, local_slot_num, flag_base, nosplit,
                       None, local_addr, peer_local_addr, target)


def talloc_to_aiv(*, id: Any = 0, split: Any = None, config: Any = None, target: str = "a5") -> TensorView:
    """pto.talloc_to_aiv: Gives the cube core the next GM slot of a pipe's C2V direction to write, as a tensor view.

    Waits for a free slot once the first slot_num are used and gives the GM slot (split: this
    core's half) as a row-major tensor view of the written type (`config`); a push of the view
    records it (D-TPIPE-RUN, D-TPIPE-CREDITS).
    """
    _spec("talloc_to_aiv", target)
    return pipe_alloc("talloc_to_aiv", config, id, split, target)


def talloc_to_aic(*, id: Any = 0, split: Any = None, config: Any = None, target: str = "a5") -> TensorView:
    """pto.talloc_to_aic: Gives the vector core the next GM slot of a pipe's V2C direction to write, as a tensor view.

    Waits for a free slot once the first slot_num are used and gives the GM slot (split: this
    core's half) as a row-major tensor view of the written type (`config`); a push of the view
    records it (D-TPIPE-RUN, D-TPIPE-CREDITS).
    """
    _spec("talloc_to_aic", target)
    return pipe_alloc("talloc_to_aic", config, id, split, target)


def tpush_to_aiv(tile: Any, aiv_subblockid: Any = None, *, id: Any = 0, split: Any = None,
                 target: str = "a5") -> None:
    """pto.tpush_to_aiv: Pushes a tile from the cube core into a pipe's C2V direction.

    Waits for a free slot once the first slot_num are used, writes the tile (or this core's half of
    the consumer's tile) into the slot, and records it for the consumer (D-TPIPE-RUN,
    D-TPIPE-CREDITS, D-TPIPE-SEMAPHORES).
    """
    _spec("tpush_to_aiv", target)
    pipe_push("tpush_to_aiv", tile, id, split, target, aiv_subblockid)


def tpush_to_aic(tile: Any, aiv_subblockid: Any = None, *, id: Any = 0, split: Any = None,
                 target: str = "a5") -> None:
    """pto.tpush_to_aic: Pushes a tile from the vector core into a pipe's V2C direction.

    Waits for a free slot once the first slot_num are used, writes the tile (or this core's half of
    the consumer's tile) into the slot, and records it for the consumer (D-TPIPE-RUN,
    D-TPIPE-CREDITS, D-TPIPE-SEMAPHORES).
    """
    _spec("tpush_to_aic", target)
    pipe_push("tpush_to_aic", tile, id, split, target, aiv_subblockid)


def tpop_from_aic(valid_row: Any = None, valid_col: Any = None, aiv_subblockid: Any = None, *, id: Any = 0,
                  split: Any = None, memory: Any = None,
                  config: Any = None, target: str = "a5") -> Any:
    """pto.tpop_from_aic: Pops the next slot of a pipe's C2V direction on the vector core, as a tile.

    Waits until the producer has recorded the next slot and gives it as a tile of the written type
    (`config`) in this core's buffer (`memory`), loaded there first from a GM slot buffer
    (D-TPIPE-RUN).
    """
    _spec("tpop_from_aic", target)
    return pipe_pop("tpop_from_aic", config, id, split, memory, target, valid_row, valid_col, sub=aiv_subblockid)


def tpop_from_aiv(valid_row: Any = None, valid_col: Any = None, aiv_subblockid: Any = None, *, id: Any = 0,
                  split: Any = None, memory: Any = None,
                  config: Any = None, target: str = "a5") -> Any:
    """pto.tpop_from_aiv: Pops the next slot of a pipe's V2C direction on the cube core, as a tile.

    Waits until the producer has recorded the next slot and gives it as a tile of the written type
    (`config`) in this core's buffer (`memory`), loaded there first from a GM slot buffer
    (D-TPIPE-RUN).
    """
    _spec("tpop_from_aiv", target)
    return pipe_pop("tpop_from_aiv", config, id, split, memory, target, valid_row, valid_col, sub=aiv_subblockid)


def tfree_from_aic(entry: Any = None, *, id: Any = 0, split: Any = None, target: str = "a5") -> None:
    """pto.tfree_from_aic: Frees the slot the vector core popped last from a pipe's C2V direction.

    Signals the producer that the slot popped last is free (D-TPIPE-RUN, D-TPIPE-CREDITS).
    """
    _spec("tfree_from_aic", target)
    pipe_free("tfree_from_aic", id, split, target)


def tfree_from_aiv(entry: Any = None, *, id: Any = 0, split: Any = None, target: str = "a5") -> None:
    """pto.tfree_from_aiv: Frees the slot the cube core popped last from a pipe's V2C direction.

    Signals the producer that the slot popped last is free (D-TPIPE-RUN, D-TPIPE-CREDITS).
    """
    _spec("tfree_from_aiv", target)
    pipe_free("tfree_from_aiv", id, split, target)


def talloc(*args: Any, target: str = "a5", **kwargs: Any) -> None:
    """pto.talloc: Binds a declared GM descriptor to the producer's next slot of a pipe handle.

    Its forms and rules are checked; ptoisa run does not execute it (D-TPIPE-TALLOC).
    """
    _spec("talloc", target)
    raise SemanticsError("pto.talloc: ptoisa run does not execute it yet "
                         "(D-TPIPE-TALLOC)")


def tpush(tile: Any, pipe_handle: Any, *, split: Any = None, target: str = "a5") -> None:
    """pto.tpush: Pushes a tile (or a talloc's GM entry) through a pipe handle.

    As tpush_to_aiv on the cube and tpush_to_aic on a vector core, through the handle's pipe
    (D-TPIPE-RUN, D-TPIPE-CREDITS, D-TPIPE-SEMAPHORES).
    """
    _spec("tpush", target)
    pipe_push("tpush", tile, pipe_handle, split, target)


def tpop(tile: Any, pipe_handle: Any, *, split: Any = None, target: str = "a5") -> None:
    """pto.tpop: Binds a declared consumer tile to the next slot of a pipe handle.

    Waits for the next slot and binds the declared tile to it (loaded from the GM slot buffer
    first for a GM pipe) (D-TPIPE-RUN).
    """
    _spec("tpop", target)
    pipe_pop_into("tpop", tile, pipe_handle, split, target)


def tfree(pipe_handle: Any, entry: Any = None, *, split: Any = None, target: str = "a5") -> None:
    """pto.tfree: Frees the slot the core popped last from a pipe handle.

    Signals the producer that the slot popped last is free (D-TPIPE-RUN, D-TPIPE-CREDITS).
    """
    _spec("tfree", target)
    pipe_free("tfree", pipe_handle, split, target)


def trandom(key0: Any, key1: Any, counter0: Any, counter1: Any, counter2: Any, counter3: Any, dst: Any, *, rounds: str = '10', target: str = "a5") -> Arr | None:
    """pto.trandom: Fills a tile's valid region with Philox-4x32 random words from a key and a counter.

    Philox-4x32 with the key (key0, key1) and the 128-bit counter (counter0 least significant),
    the words laid out per target (SPECS["trandom"] random_order: a5 lanes_interleaved, a2a3 lanes_interleaved, cpu words_strided;
    runtime/tile_random.py). dst a Tile (as `ptoisa run` passes it): its valid region is written
    in place (None is returned); a 2-D i32 or u32 array: a copy of it, filled, is returned.
    """
    spec = _spec("trandom", target)
    _choice("trandom", "rounds", rounds, ('7', '10'))
    return random_tile("trandom", (key0, key1), (counter0, counter1, counter2, counter3), dst, rounds, spec["random_order"])


def trowexpandadd(src0: Any, src1: Any, dst: Any = None, *,
                  tmp: Any = None,  # scratch: its contents afterwards are not specified
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowexpandadd: Adds each row's value, repeated along the row, to a tile.

    Element expression: `src0 + src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trowexpandadd", target)
    (x, y,), name = _tile_inputs("trowexpandadd", OPS["trowexpandadd"], (src0, src1,), dst, valid_rows, valid_cols, broadcast={'a5': (None, 'first_col'), 'a2a3': (None, 'cols_cycled'), 'cpu': (None, 'cols_cycled')}[_TARGET_NAMES[target.lower()]])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x + y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("trowexpandadd", _nan_rule(r, spec), dst)


def trowexpandsub(src0: Any, src1: Any, dst: Any = None, *,
                  tmp: Any = None,  # scratch: its contents afterwards are not specified
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowexpandsub: Subtracts each row's value, repeated along the row, from a tile.

    Element expression: `src0 - src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trowexpandsub", target)
    (x, y,), name = _tile_inputs("trowexpandsub", OPS["trowexpandsub"], (src0, src1,), dst, valid_rows, valid_cols, broadcast={'a5': (None, 'first_col'), 'a2a3': (None, 'cols_cycled'), 'cpu': (None, 'cols_cycled')}[_TARGET_NAMES[target.lower()]])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x - y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("trowexpandsub", _nan_rule(r, spec), dst)


def trowexpandmul(src0: Any, src1: Any, dst: Any = None, *,
                  tmp: Any = None,  # scratch: its contents afterwards are not specified
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowexpandmul: Multiplies each row of a tile by that row's value.

    Element expression: `src0 * src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trowexpandmul", target)
    (x, y,), name = _tile_inputs("trowexpandmul", OPS["trowexpandmul"], (src0, src1,), dst, valid_rows, valid_cols, broadcast={'a5': (None, 'first_col'), 'a2a3': (None, 'cols_cycled'), 'cpu': (None, 'cols_cycled')}[_TARGET_NAMES[target.lower()]])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray((x * y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("trowexpandmul", _nan_rule(r, spec), dst)


def trowexpanddiv(src0: Any, src1: Any, dst: Any = None, *,
                  tmp: Any = None,  # scratch: its contents afterwards are not specified
                  precisionType: str | None = None,
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowexpanddiv: Divides each row of a tile by that row's value.

    Element expression: `src0 / src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trowexpanddiv", target)
    if precisionType is not None:
        _choice("trowexpanddiv", "precisionType", precisionType, ('default', 'high_precision'))
    (x, y,), name = _tile_inputs("trowexpanddiv", OPS["trowexpanddiv"], (src0, src1,), dst, valid_rows, valid_cols, broadcast={'a5': (None, 'first_col'), 'a2a3': (None, 'cols_cycled'), 'cpu': (None, 'cols_cycled')}[_TARGET_NAMES[target.lower()]])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(_div(x, y))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "y": y, }
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 'y')}[""]))
    return _tile_output("trowexpanddiv", _nan_rule(r, spec), dst)


def trowexpandmax(src0: Any, src1: Any, dst: Any = None, *,
                  tmp: Any = None,  # scratch: its contents afterwards are not specified
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowexpandmax: Elementwise maximum of a tile and each row's value repeated along the row.

    Element expression: `(src0 > src1 || isnan(src0)) ? src0 : src1`; on cpu: `(src0 < src1) ? src1 : src0`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trowexpandmax", target)
    (x, y,), name = _tile_inputs("trowexpandmax", OPS["trowexpandmax"], (src0, src1,), dst, valid_rows, valid_cols, broadcast={'a5': (None, 'first_col'), 'a2a3': (None, 'cols_cycled'), 'cpu': (None, 'cols_cycled')}[_TARGET_NAMES[target.lower()]])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((x < y), y, x))
        else:
            r = np.asarray(_max_select(x, y))
    r = r.astype(dtype, copy=False)
    return _tile_output("trowexpandmax", _nan_rule(r, spec), dst)


def trowexpandmin(src0: Any, src1: Any, dst: Any = None, *,
                  tmp: Any = None,  # scratch: its contents afterwards are not specified
                  valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowexpandmin: Elementwise minimum of a tile and each row's value repeated along the row.

    Element expression: `(src0 < src1 || isnan(src0)) ? src0 : src1`; on cpu: `(src1 < src0) ? src1 : src0`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trowexpandmin", target)
    (x, y,), name = _tile_inputs("trowexpandmin", OPS["trowexpandmin"], (src0, src1,), dst, valid_rows, valid_cols, broadcast={'a5': (None, 'first_col'), 'a2a3': (None, 'cols_cycled'), 'cpu': (None, 'cols_cycled')}[_TARGET_NAMES[target.lower()]])
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((y < x), y, x))
        else:
            r = np.asarray(_min_select(x, y))
    r = r.astype(dtype, copy=False)
    return _tile_output("trowexpandmin", _nan_rule(r, spec), dst)


def trowexpandexpdif(src0: Any, src1: Any, dst: Any = None, *,
                     tmp: Any = None,  # scratch: its contents afterwards are not specified
                     valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowexpandexpdif: exp of the difference between a tile and each row's value repeated along the row.

    Element expression: `expf(src0 - src1)`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trowexpandexpdif", target)
    (x, y,), name = _tile_inputs("trowexpandexpdif", OPS["trowexpandexpdif"], (src0, src1,), dst, valid_rows, valid_cols, broadcast={'a5': (None, 'first_col'), 'a2a3': (None, 'cols_cycled'), 'cpu': (None, 'cols_cycled')}[_TARGET_NAMES[target.lower()]])
    dtype = x.dtype
    x, y = x.astype(np.float64), y.astype(np.float64)  # evaluated in double, rounded once to T
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'a5' and name == 'f16':
            r = np.asarray(np.exp(_as_elem((x - y), dtype)))
        else:
            r = np.asarray(np.exp((x - y)))
    r = _round_eval(r, dtype, spec.get("float_eval"))
    return _tile_output("trowexpandexpdif", _nan_rule(r, spec), dst)


def trowsum(src: Any, dst: Any = None, *, tmp: Any = None, valid_rows: int | None = None,
            valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowsum: Reduce each row of a source tile by summing all elements in that row, producing a column vector of row sums.

    Tiles in (as `ptoisa run` passes them): src's valid region is reduced into column 0 of
    dst's valid rows (dst's valid shape: src's valid rows x 1); the rest of dst keeps its bytes
    and None is returned. Arrays (..., rows, cols) in: returns (..., valid_rows, 1). `tmp`, the
    scratch tile, does not change the result. The order and precision depend on the target
    (SPECS["trowsum"]; generator/runtime/tile_reduce.py): a5: chunked; a2a3: repeats; cpu: sequential, {'f16': 'f32'}.
    Integers wrap in the element width.
    """
    spec = _spec("trowsum", target)
    return row_reduce("trowsum", OPS["trowsum"], "add", src, dst, valid_rows, valid_cols, spec)


def trowprod(src: Any, dst: Any = None, *, tmp: Any = None, valid_rows: int | None = None,
             valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowprod: Reduce each row of a source tile by multiplying all elements in that row, producing a column vector of row products.

    Tiles in (as `ptoisa run` passes them): src's valid region is reduced into column 0 of
    dst's valid rows (dst's valid shape: src's valid rows x 1); the rest of dst keeps its bytes
    and None is returned. Arrays (..., rows, cols) in: returns (..., valid_rows, 1). `tmp`, the
    scratch tile, does not change the result. The order and precision depend on the target
    (SPECS["trowprod"]; generator/runtime/tile_reduce.py): a5: chunked; a2a3: repeats, {'f16': 'f32'}; cpu: sequential.
    Integers wrap in the element width.
    """
    spec = _spec("trowprod", target)
    return row_reduce("trowprod", OPS["trowprod"], "mul", src, dst, valid_rows, valid_cols, spec)


def trowmax(src: Any, dst: Any = None, *, tmp: Any = None, valid_rows: int | None = None,
            valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowmax: Reduce each row of a source tile to its maximum, producing a column vector of row maximums.

    Tiles in (as `ptoisa run` passes them): src's valid region is reduced into column 0 of
    dst's valid rows (dst's valid shape: src's valid rows x 1); the rest of dst keeps its bytes
    and None is returned. Arrays (..., rows, cols) in: returns (..., valid_rows, 1). `tmp`, the
    scratch tile, does not change the result. The order and precision depend on the target
    (SPECS["trowmax"]; generator/runtime/tile_reduce.py): a5: chunked; a2a3: repeats; cpu: sequential.
    Integers wrap in the element width.
    """
    spec = _spec("trowmax", target)
    return row_reduce("trowmax", OPS["trowmax"], "max", src, dst, valid_rows, valid_cols, spec)


def trowmin(src: Any, dst: Any = None, *, tmp: Any = None, valid_rows: int | None = None,
            valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trowmin: Reduce each row of a source tile to its minimum, producing a column vector of row minimums.

    Tiles in (as `ptoisa run` passes them): src's valid region is reduced into column 0 of
    dst's valid rows (dst's valid shape: src's valid rows x 1); the rest of dst keeps its bytes
    and None is returned. Arrays (..., rows, cols) in: returns (..., valid_rows, 1). `tmp`, the
    scratch tile, does not change the result. The order and precision depend on the target
    (SPECS["trowmin"]; generator/runtime/tile_reduce.py): a5: chunked; a2a3: repeats; cpu: sequential.
    Integers wrap in the element width.
    """
    spec = _spec("trowmin", target)
    return row_reduce("trowmin", OPS["trowmin"], "min", src, dst, valid_rows, valid_cols, spec)


def tadds(src: Any, scalar: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tadds: Adds a scalar to every element of a tile.

    Element expression: `src + scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tadds", target)
    (x,), name = _tile_inputs("tadds", OPS["tadds"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tadds", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray((x + s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("tadds", _nan_rule(r, spec), dst)


def tsubs(src: Any, scalar: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tsubs: Subtracts a scalar from every element of a tile.

    Element expression: `src - scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tsubs", target)
    (x,), name = _tile_inputs("tsubs", OPS["tsubs"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tsubs", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray((x - s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("tsubs", _nan_rule(r, spec), dst)


def tmuls(src: Any, scalar: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tmuls: Multiplies every element of a tile by a scalar.

    Element expression: `src * scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tmuls", target)
    (x,), name = _tile_inputs("tmuls", OPS["tmuls"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tmuls", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray((x * s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("tmuls", _nan_rule(r, spec), dst)


def tdivs(src: Any, scalar: Any, dst: Any = None, *,
          precisionType: str | None = None,
          mode: str = 'tile_scalar',
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tdivs: Divides every element of a tile by a scalar.

    Element expression: `src / scalar`; mode "scalar_tile": `scalar / src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tdivs", target)
    if precisionType is not None:
        _choice("tdivs", "precisionType", precisionType, ('default', 'high_precision'))
    (x,), name = _tile_inputs("tdivs", OPS["tdivs"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tdivs", scalar, dtype)
    _choice("tdivs", "mode", mode, ('tile_scalar', 'scalar_tile'))
    with np.errstate(all="ignore"):
        if mode == 'scalar_tile':
            r = np.asarray(_div(s, x))
        else:
            r = np.asarray(_div(x, s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'tile_scalar': ('x', 's'), 'scalar_tile': ('s', 'x')}[mode]))
    return _tile_output("tdivs", _nan_rule(r, spec), dst)


def tmaxs(src: Any, scalar: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tmaxs: Elementwise maximum of a tile and a scalar.

    Element expression: `(src > scalar || isnan(src)) ? src : scalar`; on cpu: `(src < scalar) ? scalar : src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tmaxs", target)
    (x,), name = _tile_inputs("tmaxs", OPS["tmaxs"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tmaxs", scalar, dtype)
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((x < s), s, x))
        else:
            r = np.asarray(_max_select(x, s))
    r = r.astype(dtype, copy=False)
    return _tile_output("tmaxs", _nan_rule(r, spec), dst)


def tmins(src: Any, scalar: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tmins: Elementwise minimum of a tile and a scalar.

    Element expression: `(src < scalar || isnan(src)) ? src : scalar`; on cpu: `(scalar < src) ? scalar : src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tmins", target)
    (x,), name = _tile_inputs("tmins", OPS["tmins"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tmins", scalar, dtype)
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((s < x), s, x))
        else:
            r = np.asarray(_min_select(x, s))
    r = r.astype(dtype, copy=False)
    return _tile_output("tmins", _nan_rule(r, spec), dst)


def tands(src: Any, scalar: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tands: Bitwise AND of every element of a tile with a scalar.

    Element expression: `src & scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tands", target)
    (x,), name = _tile_inputs("tands", OPS["tands"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tands", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray((x & s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("tands", _nan_rule(r, spec), dst)


def tors(src: Any, scalar: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tors: Bitwise OR of every element of a tile with a scalar.

    Element expression: `src | scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tors", target)
    (x,), name = _tile_inputs("tors", OPS["tors"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tors", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray((x | s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("tors", _nan_rule(r, spec), dst)


def txors(src: Any, scalar: Any, dst: Any = None, *,
          tmp: Any = None,  # scratch: its contents afterwards are not specified
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.txors: Bitwise exclusive OR of every element of a tile with a scalar.

    Element expression: `src ^ scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("txors", target)
    (x,), name = _tile_inputs("txors", OPS["txors"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("txors", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray((x ^ s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("txors", _nan_rule(r, spec), dst)


def tshls(src: Any, scalar: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tshls: Shifts every element of a tile left by a scalar count.

    Element expression: `src << scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tshls", target)
    (x,), name = _tile_inputs("tshls", OPS["tshls"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tshls", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray(_shl(x, s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("tshls", _nan_rule(r, spec), dst)


def tshrs(src: Any, scalar: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tshrs: Shifts every element of a tile right by a scalar count.

    Element expression: `src >> scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tshrs", target)
    (x,), name = _tile_inputs("tshrs", OPS["tshrs"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tshrs", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray(_shr(x, s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("tshrs", _nan_rule(r, spec), dst)


def tlrelu(src: Any, scalar: Any, dst: Any = None, *,
           valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tlrelu: Leaky ReLU of every element of a tile with a scalar slope.

    Element expression: `(src >= 0) ? src : src * scalar`; on cpu: `(src > 0) ? src : src * scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tlrelu", target)
    (x,), name = _tile_inputs("tlrelu", OPS["tlrelu"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tlrelu", scalar, dtype)
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((x > 0), x, (x * s)))
        else:
            r = np.asarray(_select((x >= 0), x, (x * s)))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("tlrelu", _nan_rule(r, spec), dst)


def trems(src: Any, scalar: Any, dst: Any = None, *,
          tmp: Any = None,  # scratch: its contents afterwards are not specified
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trems: Floor remainder of every element of a tile by a scalar: the result has the scalar's sign.

    Element expression: `is_integral(src) ? ((src % scalar != 0 && (src % scalar < 0) != (scalar < 0)) ? src % scalar + scalar : src % scalar) : src - floor(src / scalar) * scalar`; on cpu: `((src >= 0) != (scalar >= 0) && src % scalar != 0) ? src % scalar + scalar : src % scalar`; on a2a3: `is_integral(src) ? ((src % scalar != 0 && (src % scalar < 0) != (scalar < 0)) ? src % scalar + scalar : src % scalar) : (((src - floor(src / scalar) * scalar) * scalar < 0) ? src - floor(src / scalar) * scalar + scalar : src - floor(src / scalar) * scalar)`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trems", target)
    (x,), name = _tile_inputs("trems", OPS["trems"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("trems", scalar, dtype)
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((((x >= 0) != (s >= 0)) & (_rem(x, s) != 0)), (_rem(x, s) + s), _rem(x, s)))
        elif _TARGET_NAMES[target.lower()] == 'a2a3':
            r = np.asarray((_select(((_rem(x, s) != 0) & ((_rem(x, s) < 0) != (s < 0))), (_rem(x, s) + s), _rem(x, s)) if _is_integral(x) else _select((((x - (_floor(_div(x, s)) * s)) * s) < 0), ((x - (_floor(_div(x, s)) * s)) + s), (x - (_floor(_div(x, s)) * s)))))
        else:
            r = np.asarray((_select(((_rem(x, s) != 0) & ((_rem(x, s) < 0) != (s < 0))), (_rem(x, s) + s), _rem(x, s)) if _is_integral(x) else (x - (_floor(_div(x, s)) * s))))
    r = r.astype(dtype, copy=False)
    return _tile_output("trems", _nan_rule(r, spec), dst)


def tfmods(src: Any, scalar: Any, dst: Any = None, *,
           valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tfmods: Truncated remainder of every element of a tile by a scalar: the result has the element's sign.

    Element expression: `src - trunc(src / scalar) * scalar`; on cpu: `src % scalar`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tfmods", target)
    (x,), name = _tile_inputs("tfmods", OPS["tfmods"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tfmods", scalar, dtype)
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_rem(x, s))
        else:
            r = np.asarray((x - (_trunc(_div(x, s)) * s)))
    r = r.astype(dtype, copy=False)
    return _tile_output("tfmods", _nan_rule(r, spec), dst)


def tpows(src: Any, scalar: Any, dst: Any = None, *,
          tmp: Any = None,  # scratch: its contents afterwards are not specified
          precisionType: str | None = None,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tpows: Raises every element of a tile to a scalar power.

    Element expression: `pow(src, scalar)`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tpows", target)
    if precisionType is not None:
        _choice("tpows", "precisionType", precisionType, ('default', 'high_precision'))
    (x,), name = _tile_inputs("tpows", OPS["tpows"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tpows", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray(_pow(x, s))
    r = r.astype(dtype, copy=False)
    if spec["nan"] == "x86_first":  # the first NaN operand, quieted, as x86 arithmetic gives it
        values = {"x": x, "s": s}
        r = _first_nan(r, tuple(values[k] for k in {'': ('x', 's')}[""]))
    return _tile_output("tpows", _nan_rule(r, spec), dst)


def texpands(scalar: Any, dst: Any = None, *,
             valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.texpands: Broadcasts a scalar into every element of a tile's valid region.

    Element expression: `scalar`.
    It has no source tile: `dst` (an array, or a Tile as `ptoisa run` passes it) gives the
    region's shape and element type; with an array, a copy of it with the valid region
    (valid_rows x valid_cols, all of it when not given) replaced is returned.
    """
    spec = _spec("texpands", target)
    shape, name = _tile_region("texpands", OPS["texpands"], dst, valid_rows, valid_cols)
    dtype = _DTYPES[name]
    s = _tile_scalar("texpands", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray(s)
    r = np.broadcast_to(r, shape)
    r = r.astype(dtype, copy=False)
    return _tile_output("texpands", _nan_rule(r, spec), dst)


def taxpy(src: Any, scalar: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.taxpy: Adds a tile scaled by a scalar to the destination tile: dst = src × scalar + dst.

    Element expression: `fma(scalar, src, dst)`; on cpu: `dst + src * scalar`.
    It reads its destination too (`dst`, required: an array or a Tile), which
    may hold another type than the source (f16 -> f16 or f32).
    Arrays in: a copy of dst with the valid region replaced is returned. Tiles in (as `ptoisa
    run` passes them): dst's valid region is written in place (None is returned).
    """
    spec = _spec("taxpy", target)
    (x,), name = _tile_inputs("taxpy", OPS["taxpy"], (src,), dst, valid_rows, valid_cols, {'f16': ('f16', 'f32')})
    dtype = x.dtype
    s = _tile_scalar("taxpy", scalar, dtype)
    d = _tile_dst_values("taxpy", dst, x.shape, {'f16': ('f16', 'f32')}.get(name, (name,)))
    dtype = d.dtype  # the result has dst's type
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray((d + (x * s)))
        else:
            r = np.asarray(_fma(s, x, d))
    r = r.astype(dtype, copy=False)
    return _tile_output("taxpy", _nan_rule(r, spec), dst)


def taddsc(src0: Any, scalar: Any, src1: Any, dst: Any = None, *,
           valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.taddsc: Adds a scalar and a second tile to a tile, element by element.

    Element expression: `src0 + scalar + src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("taddsc", target)
    (x, y,), name = _tile_inputs("taddsc", OPS["taddsc"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("taddsc", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray(((x + s) + y))
    r = r.astype(dtype, copy=False)
    return _tile_output("taddsc", _nan_rule(r, spec), dst)


def tsubsc(src0: Any, scalar: Any, src1: Any, dst: Any = None, *,
           valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tsubsc: Subtracts a scalar from a tile and adds a second tile, element by element.

    Element expression: `src0 - scalar + src1`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tsubsc", target)
    (x, y,), name = _tile_inputs("tsubsc", OPS["tsubsc"], (src0, src1,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    s = _tile_scalar("tsubsc", scalar, dtype)
    with np.errstate(all="ignore"):
        r = np.asarray(((x - s) + y))
    r = r.astype(dtype, copy=False)
    return _tile_output("tsubsc", _nan_rule(r, spec), dst)


def tsort32(src: Tile, idx: Tile, dst: Tile, *, tmp: Tile | None = None, mode: str = 'whole', target: str = "a5") -> None:
    """pto.tsort32: Sorts each 32-element block of a tile's rows, largest score first, into (score, index) records.

    Writes dst's rows in place: each 32-element block of src's valid columns sorted with its
    indices from idx into 8-byte (score, index) records. How each target sorts (`sort_impl`):
    a5 ptoas; a2a3 library; cpu simulator.
    """
    _spec("tsort32", target)
    sort_blocks("tsort32", src, idx, dst, tmp, {'a5': 'ptoas', 'a2a3': 'library', 'cpu': 'simulator'}[_TARGET_NAMES[target.lower()]])


def tmrgsort(src0: Tile, dst: Tile, *, block_len: int | None = None, src1: Tile | None = None,
             src2: Tile | None = None, src3: Tile | None = None, tmp: Tile | None = None, executed: Any = None,
             exhausted: str = 'false',
             mode: str = 'blocks',
             target: str = "a5") -> tuple[int, int, int, int]:
    """pto.tmrgsort: Merges sorted (score, index) record lists, largest score first: four blocks of one row, or two to four tiles.

    Writes dst's valid columns in place (and tmp where the target's library merges through it)
    and returns the records taken from each list (`executed` is not written: D-TMRGSORT-TARGETS).
    How each target merges (`sort_impl`): a5 library; a2a3 library; cpu simulator.
    """
    _spec("tmrgsort", target)
    _choice("tmrgsort", "exhausted", exhausted, ('false', 'true'))
    lists = tuple(t for t in (src0, src1, src2, src3) if t is not None)
    if (block_len is None) == (len(lists) == 1):
        raise SemanticsError("pto.tmrgsort: give a block length with one list, or two to four lists without one")
    return merge_lists("tmrgsort", lists, dst, tmp, block_len, exhausted == "true",
                       {'a5': 'library', 'a2a3': 'library', 'cpu': 'simulator'}[_TARGET_NAMES[target.lower()]])


def tgather(src: Tile, indices: Tile | None = None, dst: Tile | None = None, *, tmp: Tile | None = None, mode: str = 'index', maskPattern: str | None = None, axis: str | None = None, target: str = "a5") -> None:
    """pto.tgather: Reads each element of a tile from another tile at the flat place an index tile names.

    Writes dst's valid region in place: element (i, j) is src's element at flat place
    indices[i][j] (tmp, where given, is not read). How each target reads an index (`sort_impl`):
    a5 library; a2a3 library; cpu simulator.
    """
    _spec("tgather", target)
    if maskPattern is not None:  # the mask form (D-TGATHER-MASK)
        gather_by_pattern("tgather", src, dst, maskPattern, axis or "row", {'a5': 'library', 'a2a3': 'library', 'cpu': 'simulator'}[_TARGET_NAMES[target.lower()]])
        return
    if indices is None or dst is None:
        raise SemanticsError("pto.tgather: pass indices and dst (or maskPattern for the mask form)")
    gather_by_index("tgather", src, indices, dst, {'a5': 'library', 'a2a3': 'library', 'cpu': 'simulator'}[_TARGET_NAMES[target.lower()]])


def tgatherb(src: Tile, offsets: Tile, dst: Tile, *, target: str = "a5") -> None:
    """pto.tgatherb: Reads each 32-byte block of a tile's rows from another tile at the byte offset an offset tile names.

    Writes dst's valid region in place: element j of row i is element j % (32 / size) of the
    32-byte block at byte offsets[i][j / (32 / size)] from src's first byte (D-TGATHERB). How each
    target reads an offset (`sort_impl`):
    a5 library; a2a3 library; cpu simulator.
    """
    _spec("tgatherb", target)
    gather_blocks("tgatherb", src, offsets, dst, {'a5': 'library', 'a2a3': 'library', 'cpu': 'simulator'}[_TARGET_NAMES[target.lower()]])


def tscatter(src: Tile, indices: Tile | None = None, dst: Tile | None = None, *, mode: str = 'index', maskPattern: str | None = None, axis: str | None = None, target: str = "a5") -> None:
    """pto.tscatter: Writes a tile's elements into another tile at the flat places an index tile names.

    Writes dst in place: src[i][j] at dst's flat place indices[i][j], row after row (the last
    write to a place wins). Per target (`sort_impl`; D-TSCATTER-INDEX):
    a5 ptoas; a2a3 library; cpu simulator.
    """
    _spec("tscatter", target)
    if maskPattern is not None:  # the mask form (D-TSCATTER-MASK)
        scatter_by_pattern("tscatter", src, dst, maskPattern, axis or "row", {'a5': 'ptoas', 'a2a3': 'library', 'cpu': 'simulator'}[_TARGET_NAMES[target.lower()]])
        return
    if indices is None or dst is None:
        raise SemanticsError("pto.tscatter: pass indices and dst (or maskPattern for the mask form)")
    scatter_by_index("tscatter", src, indices, dst, {'a5': 'ptoas', 'a2a3': 'library', 'cpu': 'simulator'}[_TARGET_NAMES[target.lower()]])


def tsync(events: list[Any], *, target: str = "a5") -> None:
    """pto.tsync: Waits for the work on the tiles and views it names.

    `events` is a list of tiles and views. Ops run in program order here, so everything they
    name is already done: the op checks its operands and changes nothing (D-TSYNC-EVENTS).
    """
    _spec("tsync", target)
    wait_events("tsync", events)


def syncall(gm_workspace: Any = None, used_cores: Any = None, *, core_type: str,
            mode: str = 'soft', spr: dict[str, int] | None = None, target: str = "a5") -> None:
    """pto.syncall: A barrier of every participating core of the launch.

    Runs on the one vector core a run executes, per target (SPECS["syncall"]): a5 cores, a2a3 cores, cpu none.    Participants per core type: aiv_only blocks, aic_only none, mix mixed.    `spr` holds the launch's BLOCK_NUM and SUBBLOCKDIM (1 each when absent). A hard barrier passes
    when this core is its only participant; a soft one adds 1 to the i32 counter at the workspace
    (global memory) and passes when the counter reaches the next multiple of the participant count
    (D-SYNCALL-RUN).
    """
    spec = _spec("syncall", target)
    _choice("syncall", "mode", mode, ('soft', 'hard'))
    _choice("syncall", "core_type", core_type, ('aiv_only', 'aic_only', 'mix'))
    sync_all("syncall", gm_workspace, used_cores, core_type, mode, spr, spec)


def taddc(src0: Any, src1: Any, src2: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.taddc: Adds three tiles element by element.

    Element expression: `src0 + src1 + src2`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("taddc", target)
    (x, y, z,), name = _tile_inputs("taddc", OPS["taddc"], (src0, src1, src2,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(((x + y) + z))
    r = r.astype(dtype, copy=False)
    return _tile_output("taddc", _nan_rule(r, spec), dst)


def tsubc(src0: Any, src1: Any, src2: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tsubc: Subtracts the second tile from the first and adds the third, element by element.

    Element expression: `src0 - src1 + src2`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tsubc", target)
    (x, y, z,), name = _tile_inputs("tsubc", OPS["tsubc"], (src0, src1, src2,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(((x - y) + z))
    r = r.astype(dtype, copy=False)
    return _tile_output("tsubc", _nan_rule(r, spec), dst)


def tabs(src: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tabs: Absolute value of each element of a tile.

    Element expression: `(src < 0) ? -src : src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tabs", target)
    (x,), name = _tile_inputs("tabs", OPS["tabs"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(_abs_select(x))
    r = r.astype(dtype, copy=False)
    return _tile_output("tabs", _nan_rule(r, spec), dst)


def tneg(src: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tneg: Negates each element of a tile.

    Element expression: `-src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tneg", target)
    (x,), name = _tile_inputs("tneg", OPS["tneg"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(np.negative(x))
    r = r.astype(dtype, copy=False)
    return _tile_output("tneg", _nan_rule(r, spec), dst)


def texp(src: Any, dst: Any = None, *,
         precisionType: str | None = None,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.texp: Natural exponential of each element of a tile.

    Element expression: `expf(src)`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("texp", target)
    if precisionType is not None:
        _choice("texp", "precisionType", precisionType, ('default', 'high_precision'))
    (x,), name = _tile_inputs("texp", OPS["texp"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    x = x.astype(np.float64)  # evaluated in double, rounded once to T
    with np.errstate(all="ignore"):
        r = np.asarray(np.exp(x))
    r = _round_eval(r, dtype, spec.get("float_eval"))
    return _tile_output("texp", _nan_rule(r, spec), dst)


def tlog(src: Any, dst: Any = None, *,
         precisionType: str | None = None,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tlog: Natural logarithm of each element of a tile.

    Element expression: `logf(src)`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tlog", target)
    if precisionType is not None:
        _choice("tlog", "precisionType", precisionType, ('default', 'high_precision'))
    (x,), name = _tile_inputs("tlog", OPS["tlog"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    x = x.astype(np.float64)  # evaluated in double, rounded once to T
    with np.errstate(all="ignore"):
        r = np.asarray(np.log(x))
    r = _round_eval(r, dtype, spec.get("float_eval"))
    return _tile_output("tlog", _nan_rule(r, spec), dst)


def tsqrt(src: Any, dst: Any = None, *,
          precisionType: str | None = None,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tsqrt: Square root of each element of a tile.

    Element expression: `sqrtf(src)`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tsqrt", target)
    if precisionType is not None:
        _choice("tsqrt", "precisionType", precisionType, ('default', 'high_precision'))
    (x,), name = _tile_inputs("tsqrt", OPS["tsqrt"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    x = x.astype(np.float64)  # evaluated in double, rounded once to T
    with np.errstate(all="ignore"):
        r = np.asarray(np.sqrt(x))
    r = _round_eval(r, dtype, spec.get("float_eval"))
    return _tile_output("tsqrt", _nan_rule(r, spec), dst)


def trsqrt(src: Any, dst: Any = None, *,
           tmp: Any = None,  # scratch: its contents afterwards are not specified
           precisionType: str | None = None,
           valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trsqrt: Reciprocal square root of each element of a tile.

    Element expression: `1.0f / sqrtf(src)`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trsqrt", target)
    if precisionType is not None:
        _choice("trsqrt", "precisionType", precisionType, ('default', 'high_precision'))
    (x,), name = _tile_inputs("trsqrt", OPS["trsqrt"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    x = x.astype(np.float64)  # evaluated in double, rounded once to T
    with np.errstate(all="ignore"):
        r = np.asarray(_div(1.0, np.sqrt(x)))
    r = _round_eval(r, dtype, spec.get("float_eval"))
    return _tile_output("trsqrt", _nan_rule(r, spec), dst)


def trecip(src: Any, dst: Any = None, *,
           precisionType: str | None = None,
           valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trecip: Reciprocal of each element of a tile.

    Element expression: `1.0f / src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trecip", target)
    if precisionType is not None:
        _choice("trecip", "precisionType", precisionType, ('default', 'high_precision'))
    (x,), name = _tile_inputs("trecip", OPS["trecip"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    x = x.astype(np.float64)  # evaluated in double, rounded once to T
    with np.errstate(all="ignore"):
        r = np.asarray(_div(1.0, x))
    r = _round_eval(r, dtype, spec.get("float_eval"))
    return _tile_output("trecip", _nan_rule(r, spec), dst)


def trelu(src: Any, dst: Any = None, *,
          valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.trelu: Rectified linear unit of each element of a tile.

    Element expression: `(src > 0) ? src : 0`; on cpu: `(src < 0) ? 0 : src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("trelu", target)
    (x,), name = _tile_inputs("trelu", OPS["trelu"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        if _TARGET_NAMES[target.lower()] == 'cpu':
            r = np.asarray(_select((x < 0), 0, x))
        else:
            r = np.asarray(_select((x > 0), x, 0))
    r = r.astype(dtype, copy=False)
    return _tile_output("trelu", _nan_rule(r, spec), dst)


def tnot(src: Any, dst: Any = None, *,
         valid_rows: int | None = None, valid_cols: int | None = None, target: str = "a5") -> Arr | None:
    """pto.tnot: Bitwise NOT of each element of a tile.

    Element expression: `~src`.
    Arrays (rows, cols) in: returns the valid region's result (given `dst`, an array, a copy
    of it with that region replaced). Tiles in (as `ptoisa run` passes them): the region is
    dst's valid region, written in place; the rest of dst keeps its bytes (None is returned).
    """
    spec = _spec("tnot", target)
    (x,), name = _tile_inputs("tnot", OPS["tnot"], (src,), dst, valid_rows, valid_cols)
    dtype = x.dtype
    with np.errstate(all="ignore"):
        r = np.asarray(np.invert(x))
    r = r.astype(dtype, copy=False)
    return _tile_output("tnot", _nan_rule(r, spec), dst)


def make_tensor_view(ptr: Ptr, shape: Any, strides: Any, *, layout: str | None = None,
                     target: str = "a5") -> TensorView:
    """pto.make_tensor_view: Views the GM tensor at a pointer through a shape and strides.

    A TensorView of the GM tensor at the pointer: shape and strides count elements; without
    `layout`, a unit column stride reads as nd, a unit row stride as dn.
    """
    _spec("make_tensor_view", target)
    return make_view("make_tensor_view", ptr, shape, strides, layout)


def partition_view(source: TensorView, offsets: Any, sizes: Any, *, target: str = "a5") -> TensorView | ViewBatch:
    """pto.partition_view: The part of a view at given offsets and sizes.

    The part of the view at the offsets, of the sizes; a part past the view is an error.
    """
    _spec("partition_view", target)
    return partition("partition_view", source, offsets, sizes)


def get_tensor_view_dim(tensor_view: TensorView, dim_index: Any, *, target: str = "a5") -> int:
    """pto.get_tensor_view_dim: The size of one dimension of a view, in elements."""
    _spec("get_tensor_view_dim", target)
    return view_extent("get_tensor_view_dim", tensor_view, dim_index, "size")


def get_tensor_view_stride(tensor_view: TensorView, dim_index: Any, *, target: str = "a5") -> int:
    """pto.get_tensor_view_stride: The stride of one dimension of a view, in elements."""
    _spec("get_tensor_view_stride", target)
    return view_extent("get_tensor_view_stride", tensor_view, dim_index, "stride")


def tensor_view_addr(src: Any, *, target: str = "a5") -> Ptr:
    """pto.tensor_view_addr: A pointer to a view's first element in global memory.

    A Ptr to the view's first element in GM, typed as its elements are.
    """
    _spec("tensor_view_addr", target)
    return address_of("tensor_view_addr", src)


def alloc_tile(addr: Any, valid_row: Any = None, valid_col: Any = None, *, config: Any,
               memory: NDArray[np.uint8], target: str = "a5") -> Tile:
    """pto.alloc_tile: Places a tile of the written type in its location's buffer.

    A Tile of type `config` (a verifier TileType: location, element type, shape, valid shape,
    layouts, fractal, pad) at byte `addr` of `memory`, its location's buffer. The
    valid operands are given exactly where the type's valid shape is dynamic (?).
    """
    _spec("alloc_tile", target)
    return alloc("alloc_tile", memory, addr, config, valid_row, valid_col, target)


def set_validshape(tile: Tile, rows: Any, cols: Any, *, target: str = "a5") -> None:
    """pto.set_validshape: Sets the valid shape of a tile whose type leaves it dynamic."""
    _spec("set_validshape", target)
    set_valid("set_validshape", tile, rows, cols)


def subview(source: Tile, offsets: Any, valid_row: Any = None, valid_col: Any = None, *,
            rows: int, cols: int, target: str = "a5") -> Tile:
    """pto.subview: A window of a tile: a tile of the given sizes on the parent's bytes.

    A Tile on the parent's bytes: the rows x cols window at the (row, column) offsets.
    """
    _spec("subview", target)
    return window("subview", source, offsets, rows, cols, valid_row, valid_col)


def tassign(tile: Tile, addr: Any, *, target: str = "a5") -> Tile:
    """pto.tassign: The same tile type placed at another address of its buffer."""
    _spec("tassign", target)
    return reassign("tassign", tile, addr, target)


def alloc_multi_tile(addr: Any, valid_row: Any = None, valid_col: Any = None, *, config: Any,
                     memory: NDArray[np.uint8], target: str = "a5") -> MultiTile:
    """pto.alloc_multi_tile: Places N slots of one tile type, one after another, in their location's buffer.

    A MultiTile of type `config` (a verifier MultiTileType: the slot's tile type and the count) from
    byte `addr` of `memory`, its location's buffer: slot k at addr + k x the slot's bytes
    rounded up to the location's alignment. The valid operands are as alloc_tile's.
    """
    _spec("alloc_multi_tile", target)
    return alloc_multi("alloc_multi_tile", memory, addr, config, valid_row, valid_col, target)


def multi_tile_get(source: MultiTile, slot: Any, *, target: str = "a5") -> Tile:
    """pto.multi_tile_get: One slot of a multi-buffer tile, as a tile."""
    _spec("multi_tile_get", target)
    return multi_get("multi_tile_get", source, slot)


def bitcast(src: Tile, *, config: Any, target: str = "a5") -> Tile:
    """pto.bitcast: The same tile buffer read as another element type.

    A Tile of type `config` (a verifier TileType) on the source's bytes, from its first byte.
    """
    _spec("bitcast", target)
    return retype("bitcast", src, config)


def talias(src: Tile, dst: Tile | None = None, *, config: Any = None, target: str = "a5") -> Tile | None:
    """pto.talias: A second tile on a tile's bytes.

    SSA form (no `dst`): a new Tile of type `config` on the source's bytes, from its first byte.
    DPS form (`dst`, a Tile): dst keeps its type and names the source's bytes from now on, a declared
    tile included (None is returned).
    """
    _spec("talias", target)
    if dst is not None:
        rebind("talias", src, dst)
        return None
    return retype("talias", src, config)


def declare_tile(*, config: Any, memory: NDArray[np.uint8], target: str = "a5") -> Tile:
    """pto.declare_tile: A tile of the written type whose address is bound later.

    A Tile of type `config` in `memory`, its location's buffer, without an address: using its
    bytes is an error until pto.tassign or pto.talias binds it (D-DECLARE-TILE).
    """
    _spec("declare_tile", target)
    return declare("declare_tile", memory, config)


def declare_global(*, config: Any, target: str = "a5") -> DeclaredView:
    """pto.declare_global: A GM tensor descriptor of the written type whose address is bound later.

    A DeclaredView of type `config` (a verifier ViewType): its element type and shape, no global
    memory (D-DECLARE-GLOBAL).
    """
    _spec("declare_global", target)
    return declare_view("declare_global", config)


def get_validshape(tile: Tile, *, target: str = "a5") -> tuple[int, int]:
    """pto.get_validshape: The valid rows and columns of a tile."""
    _spec("get_validshape", target)
    t = _tile_arg("get_validshape", "tile", tile)
    return t.valid_rows, t.valid_cols


def tile_valid_rows(tile: Tile, *, target: str = "a5") -> int:
    """pto.tile_valid_rows: The valid row count of a tile."""
    _spec("tile_valid_rows", target)
    t = _tile_arg("tile_valid_rows", "tile", tile)
    return t.valid_rows


def tile_valid_cols(tile: Tile, *, target: str = "a5") -> int:
    """pto.tile_valid_cols: The valid column count of a tile."""
    _spec("tile_valid_cols", target)
    t = _tile_arg("tile_valid_cols", "tile", tile)
    return t.valid_cols


def tile_buf_addr(src: Any, *, target: str = "a5") -> Ptr:
    """pto.tile_buf_addr: A pointer to a tile's data in its buffer.

    A Ptr to the tile's first element in its buffer, typed as its elements are.
    """
    _spec("tile_buf_addr", target)
    return address_of("tile_buf_addr", src)


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
        index = _select((_rem(i, 2) == 0), _div(i, 2), np.negative(1))
    elif dist == 'UNPK_B16':
        index = _select((_rem(i, 2) == 0), _div(i, 2), np.negative(1))
    elif dist == 'UNPK_B32':
        index = _select((_rem(i, 2) == 0), _div(i, 2), np.negative(1))
    elif dist == 'BRC_BLK':
        index = _rem(i, 32)
    elif dist == 'E2B_B16':
        index = _div(i, 16)
    elif dist == 'E2B_B32':
        index = _div(i, 8)
    else:
        raise SemanticsError(f"pto.vlds: dist {dist!r} has no lane map")
    lanes: Arr = np.broadcast_to(np.asarray(index, dtype=np.int64), i.shape)
    return lanes


_LOAD_VLDS = _Dists(
    op='vlds', pointer='source', offset='offset',
    registers=('result',), predicate=False, by='dist',
    values=('NORM', 'BRC_B8', 'BRC_B16', 'BRC_B32', 'US_B8', 'US_B16', 'DS_B8', 'DS_B16', 'UNPK_B8', 'UNPK_B16', 'UNPK_B32', 'BRC_BLK', 'E2B_B16', 'E2B_B32', 'UNPK4', 'SPLT4CHN', 'SPLT2CHN_B8', 'SPLT2CHN_B16'), default=False,
    modes=('plain', 'post_update'), dists=_DISTS_VLDS, not_modelled=_NOT_MODELLED_VLDS,
    lanes=_dist_lanes_vlds)


def vlds(source: Ptr, offset: Any, *,
         dist: str = 'NORM', mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> Arr | tuple[Arr, Ptr]:
    """pto.vlds: Loads one vector register from the unified buffer, with a distribution mode.

    Reads the unified buffer at `source` + `offset` elements (mode "post_update": at `source`
    itself, returning also the pointer advanced by `offset`). Register unit i takes the memory unit
    the `dist` mode names (_DISTS_VLDS, _dist_lanes_vlds), or 0; the result has element
    type `dtype` (default: the pointer's).
    """
    return _dist_load(_LOAD_VLDS, source, offset, dist, mode, dtype, target)


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


_LOAD_VLDSX2 = _Dists(
    op='vldsx2', pointer='source', offset='offset',
    registers=('low', 'high'), predicate=False, by='dist',
    values=('BDINTLV', 'DINTLV_B8', 'DINTLV_B16', 'DINTLV_B32'), default=False,
    modes=('plain', 'post_update'), dists=_DISTS_VLDSX2, not_modelled=_NOT_MODELLED_VLDSX2,
    lanes=_dist_lanes_vldsx2)


def vldsx2(source: Ptr, offset: Any, *,
           dist: str, mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> tuple[Arr, Arr] | tuple[Arr, Arr, Ptr]:
    """pto.vldsx2: Loads two vector registers from the unified buffer, deinterleaving alternate elements.

    Reads the unified buffer at `source` + `offset` elements (mode "post_update": at `source`
    itself, returning also the pointer advanced by `offset`). Register unit i takes the memory unit
    the `dist` mode names (_DISTS_VLDSX2, _dist_lanes_vldsx2), or 0; the results have element
    type `dtype` (default: the pointer's).
    """
    return _dist_loads(_LOAD_VLDSX2, source, offset, dist, mode, dtype, target)


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


_STORE_VSTS = _Dists(
    op='vsts', pointer='destination', offset='offset',
    registers=('value',), predicate=False, by='dist',
    values=('NORM_B8', 'NORM_B16', 'NORM_B32', '1PT_B8', '1PT_B16', '1PT_B32', 'PK_B16', 'PK_B32', 'PK_B64', 'PK4_B32', 'MRG4CHN_B8', 'MRG2CHN_B8', 'MRG2CHN_B16'), default=True,
    modes=('plain', 'post_update'), dists=_DISTS_VSTS, not_modelled=_NOT_MODELLED_VSTS,
    lanes=_dist_lanes_vsts)


def vsts(src: ArrayLike, destination: Ptr, offset: Any, mask: ArrayLike | None = None, *,
         dist: str | None = None, mode: str = 'plain', target: str = "a5") -> Ptr | None:
    """pto.vsts: Stores one vector register to the unified buffer, with a distribution mode and a mask.

    Writes the unified buffer at `destination` + `offset` elements (mode "post_update": at `destination`
    itself, returning the pointer advanced by `offset`). Each active register unit writes its low
    bytes to the memory unit the `dist` mode names (_DISTS_VSTS); a unit is active when
    the mask's predicate bit at its first byte is set, or always where the mode ignores the mask.    Without `dist`, NORM_B of the element width (D-STORE-DEFAULT).
    """
    return _dist_store(_STORE_VSTS, (src,), destination, offset, mask, dist, mode, target)


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


_STORE_VSTSX2 = _Dists(
    op='vstsx2', pointer='destination', offset='offset',
    registers=('low', 'high'), predicate=False, by='dist',
    values=('INTLV_B8', 'INTLV_B16', 'INTLV_B32'), default=False,
    modes=(), dists=_DISTS_VSTSX2, not_modelled=_NOT_MODELLED_VSTSX2,
    lanes=_dist_lanes_vstsx2)


def vstsx2(low: ArrayLike, high: ArrayLike, destination: Ptr, offset: Any, mask: ArrayLike | None = None, *,
           dist: str, target: str = "a5") -> Ptr | None:
    """pto.vstsx2: Stores two vector registers to the unified buffer, interleaving their elements.

    Writes the unified buffer at `destination` + `offset` elements (mode "post_update": at `destination`
    itself, returning the pointer advanced by `offset`). Each active register unit writes its low
    bytes to the memory unit the `dist` mode names (_DISTS_VSTSX2); a unit is active when
    the mask's predicate bit at its first byte is set, or always where the mode ignores the mask.    """
    return _dist_store(_STORE_VSTSX2, (low, high), destination, offset, mask, dist, "plain", target)


def vsldb(source: Ptr, block_stride: Any, repeat_stride: Any, mask: ArrayLike | None = None, *,
          mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> Arr | tuple[Arr, Ptr]:
    """pto.vsldb: Loads the eight 32-byte blocks of a register at a block stride (a 2-D tile column of blocks).

    Block k (0..7, 32 bytes) of the register comes from the block at `source` + (`repeat_stride` +
    k x `block_stride`) x 32 bytes where lane k of the mask read at b32 is set; other blocks are 0
    (D-BLOCK-MASK). Mode "post_update": the blocks start at `source` itself and the pointer advanced by
    `repeat_stride` blocks is returned. Strides are unsigned 16-bit block counts.
    """
    return _block_load("vsldb", ('source', 'block_stride', 'repeat_stride'), ('plain', 'post_update'), source, block_stride, repeat_stride, mask, mode, dtype, target)


def vsstb(src: ArrayLike, destination: Ptr, block_stride: Any, repeat_stride: Any, mask: ArrayLike | None = None, *,
          mode: str = 'plain', target: str = "a5") -> Ptr | None:
    """pto.vsstb: Stores the eight 32-byte blocks of a register at a block stride.

    Block k (0..7, 32 bytes) of the register goes to the block at `destination` + (`repeat_stride` +
    k x `block_stride`) x 32 bytes where lane k of the mask read at b32 is set; other blocks are not written
    (D-BLOCK-MASK). Mode "post_update": the blocks start at `destination` itself and the pointer advanced by
    `repeat_stride` blocks is returned. Strides are unsigned 16-bit block counts.
    """
    return _block_store("vsstb", ('value', 'destination', 'block_stride', 'repeat_stride'), ('plain', 'post_update'), src, destination, block_stride, repeat_stride, mask, mode, target)


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
    return _gather_elements("vgather2", ('source', 'offsets', 'mask'), {'i8': 'i16', 'u8': 'u16'}, 0, source, offsets, mask, target)


def vgather2_bc(source: Ptr, offsets: ArrayLike, mask: ArrayLike | None = None, *,
                target: str = "a5") -> Arr:
    """pto.vgather2_bc: Gathers 32-bit elements from the unified buffer at per-lane element offsets given in 32-bit lanes (the "bc" gather).

    Lane i of the result is the element at `source` + unsigned(`offsets`[i]) elements where the mask is set,
    else 0; the result has the offsets' lane count, its element type the pointer's (None
    zero-extended). Only active lanes are checked against the buffer.
    """
    return _gather_elements("vgather2_bc", ('source', 'offsets', 'mask'), {}, 32, source, offsets, mask, target)


def vgatherb(source: Ptr, offsets: ArrayLike, mask: ArrayLike | None = None, *,
             target: str = "a5") -> Arr:
    """pto.vgatherb: Gathers eight 32-byte blocks from the unified buffer at per-block byte offsets.

    Block k of the 8 32-byte blocks of the result is the block at byte `source` + `offsets`[k] (its first 8
    lanes, read unsigned) where lane k of the b32 mask is set, and zero elsewhere; the pointer and every
    offset used are 32-byte aligned.
    """
    return _gather_blocks("vgatherb", ('source', 'offsets', 'mask'), 0, source, offsets, mask, target)


def vscatter(src: ArrayLike, destination: Ptr, offsets: ArrayLike, mask: ArrayLike | None = None, *,
             target: str = "a5") -> None:
    """pto.vscatter: Scatters elements to the unified buffer at per-request element offsets.

    Each active request i writes its element to `destination` + unsigned(`offsets`[i]) elements: `src`[i],
    or for 8-bit elements `src`[2i] (one request per 16-bit lane). Requests run in lane order, so
    when two active offsets are equal the higher lane's write stays (D-SCATTER-ORDER).
    """
    _scatter_elements("vscatter", ('value', 'destination', 'offsets', 'mask'), src, destination, offsets, mask, target)


_STREAM_INIT_ALIGN = _Stream(
    op='init_align', modes=(), pointer='',
    state='', value='',
    offset='', appends='', at='',
    results=('state',), attributes=(),
    offset_bytes=1, offset_range=None)


def init_align(*,
               target: str = "a5") -> Align:
    """pto.init_align: Makes an empty !pto.align state for an unaligned store stream.

    An empty store-stream state (nothing buffered, no address yet).
    """
    return _stream_init(_STREAM_INIT_ALIGN, target)


_STREAM_VLDAS = _Stream(
    op='vldas', modes=(), pointer='source',
    state='', value='',
    offset='', appends='', at='',
    results=('state',), attributes=(),
    offset_bytes=1, offset_range=None)


def vldas(source: Ptr, *,
          target: str = "a5") -> Align:
    """pto.vldas: Primes an unaligned load stream with the 32-byte block that holds the address.

    The load-stream state holding the 32-byte block that contains the address (the address
    itself need not be aligned).
    """
    return _stream_prime(_STREAM_VLDAS, source, target)


_STREAM_VLDUS = _Stream(
    op='vldus', modes=('plain', 'post_update'), pointer='source',
    state='align', value='',
    offset='increment', appends='', at='',
    results=('offset', 'state', 'pointer'), attributes=(),
    offset_bytes=1, offset_range=None)


def vldus(source: Ptr, align: Align, increment: Any | None = None, *,
          mode: str = 'plain', dtype: str | None = None, target: str = "a5") -> tuple[Arr, Align] | tuple[Arr, Align, Ptr]:
    """pto.vldus: Loads one register from an unaligned address of a primed load stream, and advances the stream.

    The register's 256 bytes from the address: those inside the state's block (which must be the
    block holding the address) come from the state, the rest from memory; the new state holds the
    block 256 bytes on. Mode "post_update" also returns the pointer advanced by `increment` elements.
    """
    return _stream_load(_STREAM_VLDUS, source, align, increment, mode, dtype, target)


_STREAM_VSTUS = _Stream(
    op='vstus', modes=('plain', 'post_update'), pointer='base',
    state='align_in', value='value',
    offset='offset', appends='offset', at='base',
    results=('state', 'pointer'), attributes=(),
    offset_bytes=1, offset_range=None)


def vstus(align_in: Align, offset: Any, value: ArrayLike, base: Ptr, *,
          mode: str = 'plain', target: str = "a5") -> Align | tuple[Align, Ptr]:
    """pto.vstus: Appends the first %offset elements of a register to an unaligned store stream.

    Appends the register's first `offset` elements to the
    stream at the pointer. The stream's bytes up to the last 32-byte boundary they reach
    are written; the rest stay in the returned state until a later step or a flush.
    """
    return _stream_store_results(_STREAM_VSTUS, align_in, value, base, offset, None, mode, (), target)


_STREAM_VSTU = _Stream(
    op='vstu', modes=(), pointer='base',
    state='align_in', value='value',
    offset='offset_in', appends='register', at='base_offset',
    results=('state', 'offset'), attributes=(('mode', ('POST_UPDATE', 'NO_POST_UPDATE')),),
    offset_bytes=1, offset_range=None)


def vstu(align_in: Align, offset_in: Any, value: ArrayLike, base: Ptr, *,
         mode: str, target: str = "a5") -> tuple[Align, int]:
    """pto.vstu: Appends a whole register to an unaligned store stream at %base + %offset_in elements, and returns the next offset.

    Appends the whole register to the
    stream at the pointer plus `offset_in` elements. The stream's bytes up to the last 32-byte boundary they reach
    are written; the rest stay in the returned state until a later step or a flush.
    """
    return _stream_store_results(_STREAM_VSTU, align_in, value, base, offset_in, None, "plain", (mode,), target)


_STREAM_VSTUR = _Stream(
    op='vstur', modes=(), pointer='base',
    state='align_in', value='value',
    offset='', appends='sqzn', at='base_ar',
    results=('state',), attributes=(('mode', ('POST_UPDATE', 'NO_POST_UPDATE')),),
    offset_bytes=1, offset_range=None)


def vstur(spr: dict[str, int], align_in: Align, value: ArrayLike, base: Ptr, *,
          mode: str, target: str = "a5") -> Align:
    """pto.vstur: Appends the first SQZN bytes of a register to an unaligned store stream at %base + AR.

    Appends the register's first SPR SQZN bytes to the
    stream at the pointer plus SPR AR bytes. The stream's bytes up to the last 32-byte boundary they reach
    are written; the rest stay in the returned state until a later step or a flush.
    """
    return _stream_store(_STREAM_VSTUR, align_in, value, base, None, spr, "plain", (mode,), target)


_STREAM_VSTAS = _Stream(
    op='vstas', modes=('plain', 'post_update'), pointer='destination',
    state='value', value='',
    offset='offset', appends='', at='base_offset',
    results=('pointer',), attributes=(),
    offset_bytes=1, offset_range=None)


def vstas(align: Align, destination: Ptr, offset: Any, *,
          mode: str = 'plain', target: str = "a5") -> None | Ptr:
    """pto.vstas: Flushes a store stream's buffered bytes so that they end at %destination + %offset elements.

    Writes the bytes the state still buffers so that they end at the pointer plus `offset` elements
    (an empty state writes nothing).
    """
    return _stream_flush(_STREAM_VSTAS, align, destination, offset, None, mode, target)


_STREAM_VSTA = _Stream(
    op='vsta', modes=(), pointer='dest',
    state='value', value='',
    offset='offset', appends='', at='base_offset',
    results=(), attributes=(),
    offset_bytes=1, offset_range=None)


def vsta(align: Align, dest: Ptr, offset: Any, *,
         target: str = "a5") -> None:
    """pto.vsta: Flushes a store stream's buffered bytes so that they end at %dest + %offset elements (index offset).

    Writes the bytes the state still buffers so that they end at the pointer plus `offset` elements
    (an empty state writes nothing).
    """
    _stream_flush(_STREAM_VSTA, align, dest, offset, None, "plain", target)


_STREAM_VSTAR = _Stream(
    op='vstar', modes=(), pointer='destination',
    state='value', value='',
    offset='', appends='', at='base_ar',
    results=(), attributes=(),
    offset_bytes=1, offset_range=None)


def vstar(spr: dict[str, int], align: Align, destination: Ptr, *,
          target: str = "a5") -> None:
    """pto.vstar: Flushes a store stream's buffered bytes so that they end at %destination plus SPR AR bytes.

    Writes the bytes the state still buffers so that they end at the pointer plus SPR AR bytes
    (an empty state writes nothing).
    """
    _stream_flush(_STREAM_VSTAR, align, destination, None, spr, "plain", target)


_STREAM_SPRCLR = _Stream(
    op='sprclr', modes=(), pointer='',
    state='', value='',
    offset='', appends='', at='',
    results=(), attributes=(('register', ('AR',)),),
    offset_bytes=1, offset_range=None)


def sprclr(spr: dict[str, int], *,
           register: str, target: str = "a5") -> None:
    """pto.sprclr: Clears the special register AR that the AR-driven unaligned stores and flushes add to their base.

    Sets the special register to 0 in the caller's `spr` state.
    """
    _spr_clear(_STREAM_SPRCLR, spr, register, target)


_STREAM_SPRSTI = _Stream(
    op='sprsti', modes=('plain', 'post_update'), pointer='destination',
    state='', value='',
    offset='offset', appends='', at='base_offset',
    results=('pointer',), attributes=(('register', ('AR',)),),
    offset_bytes=4, offset_range=(-128, 127))


def sprsti(spr: dict[str, int], destination: Ptr, offset: Any, *,
           register: str, mode: str = 'plain', target: str = "a5") -> None | Ptr:
    """pto.sprsti: Stores the special register AR as a 32-bit word, at an immediate offset in words.

    Writes the special register (from the caller's `spr` state, 0 until set) as one
    little-endian 32-bit word at the pointer plus `offset` x 4 bytes; mode "post_update"
    writes it at the pointer and returns the pointer advanced by that much. `offset` is
    signed and lies in [-128, 127]; the address is 4-byte aligned.
    """
    return _spr_store(_STREAM_SPRSTI, spr, destination, offset, register, mode, target)


_STREAM_SPRSTS = _Stream(
    op='sprsts', modes=('plain', 'post_update'), pointer='destination',
    state='', value='',
    offset='offset', appends='', at='base_offset',
    results=('pointer',), attributes=(('register', ('AR',)),),
    offset_bytes=1, offset_range=None)


def sprsts(spr: dict[str, int], destination: Ptr, offset: Any, *,
           register: str, mode: str = 'plain', target: str = "a5") -> None | Ptr:
    """pto.sprsts: Stores the special register AR as a 32-bit word, at a scalar offset in bytes.

    Writes the special register (from the caller's `spr` state, 0 until set) as one
    little-endian 32-bit word at the pointer plus `offset` bytes; mode "post_update"
    writes it at the pointer and returns the pointer advanced by that much. `offset` is
    signed; the address is 4-byte aligned.
    """
    return _spr_store(_STREAM_SPRSTS, spr, destination, offset, register, mode, target)
