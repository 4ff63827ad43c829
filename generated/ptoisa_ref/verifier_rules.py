"""Verifier rules of the PTO ISA: which uses of each op are legal on each target.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.

`verify_op(op, target, operands, mode=None)` checks one op use; operands are
VRegType / MaskType / TileType / ScalarType values keyed by the names in the op's
syntax. `verify_attributes(op, written)` checks its string attributes.
Each rule's message is the constraint sentence of the op's reference page.
"""
from __future__ import annotations

from typing import Any

from ._tables import (CONVERSION_PARTS, CONVERSIONS, DTYPES, MEMORY_SPACES, TARGETS, TILE_BLAYOUTS, TILE_COMPACT_MODES,
                      TILE_DEFAULT_FRACTALS, TILE_FRACTALS, TILE_LOCATIONS, TILE_PADS, TILE_SLAYOUTS, VALUES_PER_LANE)
from .runtime.verifier import (Attr, check_attributes, check_op, Elem, Form, _KIND_OF, _KIND_TEXT, MaskType,
                               _mismatch, MultiTileType, OpRules, read_legacy, result_type_problem, Rule,
                               ScalarType, snake_case, _spelling, target_id, tile_type_problems, TileType,
                               Type, type_text, _value, ViewType, Violation, VRegType)
from .runtime.conversions import conversion_problems, conversion_ratio

SPELLINGS = {spelling: name for name, (_, _, _, _, spelling) in DTYPES.items()}
MASKS = dict((('b8', 8), ('b16', 16), ('b32', 32)))
# the keywords a pointer type may write for a memory space (`!pto.ptr<f32, vec>`) -> the space
SPACES = MEMORY_SPACES
VREG_BITS = 2048
TILE_KINDS = tuple(TILE_LOCATIONS)
BLAYOUTS = TILE_BLAYOUTS
SLAYOUTS = TILE_SLAYOUTS


# op -> source element type -> the result element type (width-changing ops)
RESULT_TYPES: dict[str, tuple[str, str, dict[str, str]]] = {
    "vpack": ('src', 'result', {'i32': 'u16', 'u32': 'u16', 'i16': 'u8', 'u16': 'u8'}),
    "vsunpack": ('src', 'result', {'i16': 'i32', 'i8': 'i16'}),
    "vzunpack": ('src', 'result', {'u16': 'u32', 'u8': 'u16'}),
    "vexpdif": ('input', 'result', {'f32': 'f32', 'f16': 'f32'}),
    "vaddreluconv": ('lhs', 'result', {'f32': 'f16', 'f16': 'i8', 'i16': 'i8'}),
    "vmulconv": ('lhs', 'result', {'f16': 'i8'}),
    "vmulscvt": ('input', 'result', {'f32': 'f16'}),
}


# Each distinct rule once; an instruction set's rules are shared by all its ops.
_RULE_0 = Rule('same-type', '%lhs, %rhs and %result MUST have the same type (N and T).', (), (), (('lhs', 'type'), ('rhs', 'type'), ('result', 'type')),
               lambda o: ((o['lhs'].type == o['rhs'].type) and (o['result'].type == o['lhs'].type)),
               pairs=(('rhs', 'lhs', ('type',)), ('result', 'lhs', ('type',))))
_RULE_1 = Rule('one-vreg', 'N × sizeof(T) MUST be one 256-byte vector register.', (), (), (('lhs', 'lanes'), ('lhs', 'elem', 'bits')),
               lambda o: ((o['lhs'].lanes * o['lhs'].elem.bits) == 2048))
_RULE_2 = Rule('mask-width', 'The mask width MUST match N (mask granularity equals the element width; D-MASKWIDTH).', (), (), (('mask', 'granularity'), ('lhs', 'elem', 'mask')),
               lambda o: (o['mask'].granularity == o['lhs'].elem.mask))
_RULE_3 = Rule('same-type', '%result MUST have the type of %lhs.', (), (), (('result', 'type'), ('lhs', 'type')),
               lambda o: (o['result'].type == o['lhs'].type),
               pairs=(('result', 'lhs', ('type',)),))
_RULE_4 = Rule('count-type', "%rhs (the counts) MUST have N integer lanes of T's width, in either signedness (PTOAS asks for signed counts; the hardware kernels wrote unsigned ones).", (), (), (('rhs', 'lanes'), ('lhs', 'lanes'), ('rhs', 'elem', 'bits'), ('lhs', 'elem', 'bits'), ('rhs', 'elem', 'kind')),
               lambda o: ((o['rhs'].lanes == o['lhs'].lanes) and (o['rhs'].elem.bits == o['lhs'].elem.bits) and (o['rhs'].elem.kind == 'int')),
               pairs=(('rhs', 'lhs', ('lanes',)), ('rhs', 'lhs', ('elem', 'bits'))))
_RULE_5 = Rule('carry-mask', 'The carry mask MUST have the granularity of the predicate.', (), (), (('carry', 'granularity'), ('mask', 'granularity')),
               lambda o: (o['carry'].granularity == o['mask'].granularity),
               pairs=(('carry', 'mask', ('granularity',)),))
_RULE_6 = Rule('carry-mask', 'The carry masks MUST have the granularity of the predicate.', (), (), (('carry', 'granularity'), ('mask', 'granularity'), ('carry_in', 'granularity')),
               lambda o: ((o['carry'].granularity == o['mask'].granularity) and (o['carry_in'].granularity == o['mask'].granularity)),
               pairs=(('carry', 'mask', ('granularity',)), ('carry_in', 'mask', ('granularity',))))
_RULE_7 = Rule('same-type', '%src0 and %src1 MUST have the same type.', (), (), (('src0', 'type'), ('src1', 'type')),
               lambda o: (o['src0'].type == o['src1'].type),
               pairs=(('src0', 'src1', ('type',)),))
_RULE_8 = Rule('one-vreg', 'N × sizeof(T) MUST be one 256-byte vector register.', (), (), (('src0', 'lanes'), ('src0', 'elem', 'bits')),
               lambda o: ((o['src0'].lanes * o['src0'].elem.bits) == 2048))
_RULE_9 = Rule('mask-width', "The seed and the result MUST be masks of T's granularity (D-MASKWIDTH).", (), (), (('mask', 'granularity'), ('src0', 'elem', 'mask'), ('result', 'granularity')),
               lambda o: ((o['mask'].granularity == o['src0'].elem.mask) and (o['result'].granularity == o['src0'].elem.mask)))
_RULE_10 = Rule('scalar-type', '%scalar MUST be an element of T: the same kind and width (an integer scalar may be signless).', (), (), (('scalar', 'elem', 'kind'), ('src', 'elem', 'kind'), ('scalar', 'elem', 'bits'), ('src', 'elem', 'bits')),
                lambda o: ((o['scalar'].elem.kind == o['src'].elem.kind) and (o['scalar'].elem.bits == o['src'].elem.bits)),
                pairs=(('scalar', 'src', ('elem', 'kind')), ('scalar', 'src', ('elem', 'bits'))))
_RULE_11 = Rule('one-vreg', 'N × sizeof(T) MUST be one 256-byte vector register.', (), (), (('src', 'lanes'), ('src', 'elem', 'bits')),
                lambda o: ((o['src'].lanes * o['src'].elem.bits) == 2048))
_RULE_12 = Rule('mask-width', "The seed and the result MUST be masks of T's granularity (D-MASKWIDTH).", (), (), (('mask', 'granularity'), ('src', 'elem', 'mask'), ('result', 'granularity')),
                lambda o: ((o['mask'].granularity == o['src'].elem.mask) and (o['result'].granularity == o['src'].elem.mask)))
_RULE_13 = Rule('same-type', '%src0, %src1 and %result MUST have the same type.', (), (), (('src0', 'type'), ('src1', 'type'), ('result', 'type')),
                lambda o: ((o['src0'].type == o['src1'].type) and (o['result'].type == o['src0'].type)),
                pairs=(('src1', 'src0', ('type',)), ('result', 'src0', ('type',))))
_RULE_14 = Rule('mask-width', 'The mask width MUST match N (D-MASKWIDTH).', (), (), (('mask', 'granularity'), ('src0', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['src0'].elem.mask))
_RULE_15 = Rule('same-type', '%result MUST have the type of %src0.', (), (), (('result', 'type'), ('src0', 'type')),
                lambda o: (o['result'].type == o['src0'].type),
                pairs=(('result', 'src0', ('type',)),))
_RULE_16 = Rule('index-type', "%src1 MUST have N integer lanes of T's width.", (), (), (('src1', 'lanes'), ('src0', 'lanes'), ('src1', 'elem', 'bits'), ('src0', 'elem', 'bits'), ('src1', 'elem', 'kind')),
                lambda o: ((o['src1'].lanes == o['src0'].lanes) and (o['src1'].elem.bits == o['src0'].elem.bits) and (o['src1'].elem.kind == 'int')),
                pairs=(('src1', 'src0', ('lanes',)), ('src1', 'src0', ('elem', 'bits'))))
_RULE_17 = Rule('same-bits', '%input and %result MUST have the same total number of bits (one register).', (), (), (('result', 'lanes'), ('result', 'elem', 'bits'), ('input', 'lanes'), ('input', 'elem', 'bits')),
                lambda o: ((o['result'].lanes * o['result'].elem.bits) == (o['input'].lanes * o['input'].elem.bits)))
_RULE_18 = Rule('mask-width', 'The mask has the granularity of the source type (b32 for 64-bit sources, D-MASK64).', (), (), (('mask', 'granularity'), ('input', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['input'].elem.mask))
_RULE_19 = Rule('same-type', '%result MUST have the type of %input.', (), (), (('result', 'type'), ('input', 'type')),
                lambda o: (o['result'].type == o['input'].type),
                pairs=(('result', 'input', ('type',)),))
_RULE_20 = Rule('mask-width', 'The mask width MUST match N (D-MASKWIDTH).', (), (), (('mask', 'granularity'), ('input', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['input'].elem.mask))
_RULE_21 = Rule('scalar-type', '%index MUST be an element of T: the same kind and width (an integer scalar may be signless).', (), (), (('index', 'elem', 'kind'), ('result', 'elem', 'kind'), ('index', 'elem', 'bits'), ('result', 'elem', 'bits')),
                lambda o: ((o['index'].elem.kind == o['result'].elem.kind) and (o['index'].elem.bits == o['result'].elem.bits)),
                pairs=(('index', 'result', ('elem', 'kind')), ('index', 'result', ('elem', 'bits'))))
_RULE_22 = Rule('spaces', '%lhs MUST point into L0A, %rhs into L0B and %dst into L0C.', (), (), (('lhs', 'space'), ('rhs', 'space'), ('dst', 'space')),
                lambda o: ((o['lhs'].space == 'l0a') and (o['rhs'].space == 'l0b') and (o['dst'].space == 'l0c')))
_RULE_23 = Rule('types', 'The operands MUST be f16 x f16, bf16 x bf16, f32 x f32, hif8 x hif8 or two fp8 types (e4m3, e5m2) into f32, or i8 x i8 into i32.', (), (), (('lhs', 'elem'), ('rhs', 'elem'), ('dst', 'elem')),
                lambda o: (((o['lhs'].elem == o['rhs'].elem) and (o['dst'].elem == 'f32') and (o['lhs'].elem != 'i8')) or (((o['lhs'].elem == 'f8e4m3') or (o['lhs'].elem == 'f8e5m2')) and ((o['rhs'].elem == 'f8e4m3') or (o['rhs'].elem == 'f8e5m2')) and (o['dst'].elem == 'f32')) or ((o['lhs'].elem == 'i8') and (o['rhs'].elem == 'i8') and (o['dst'].elem == 'i32'))),
                pairs=(('lhs', 'rhs', ('elem',)),))
_RULE_24 = Rule('spaces', '%lhs MUST point into L0A, %rhs into L0B, %dst into L0C and %bias into the bias table.', (), (), (('lhs', 'space'), ('rhs', 'space'), ('dst', 'space'), ('bias', 'space')),
                lambda o: ((o['lhs'].space == 'l0a') and (o['rhs'].space == 'l0b') and (o['dst'].space == 'l0c') and (o['bias'].space == 'bt')))
_RULE_25 = Rule('bias-type', '%bias MUST have the element type of %dst.', (), (), (('bias', 'elem'), ('dst', 'elem')),
                lambda o: (o['bias'].elem == o['dst'].elem),
                pairs=(('bias', 'dst', ('elem',)),))
_RULE_26 = Rule('mx-dst', 'An MX multiply MUST accumulate into f32.', (), (), (('dst', 'elem'),),
                lambda o: (o['dst'].elem == 'f32'))
_RULE_27 = Rule('spaces', '%src MUST point into global memory and %dst into the L1 buffer.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'gm') and (o['dst'].space == 'l1')))
_RULE_28 = Rule('widths', "The two pointers' element types MUST have the same width.", (), (), (('src', 'elem', 'bits'), ('dst', 'elem', 'bits')),
                lambda o: (o['src'].elem.bits == o['dst'].elem.bits),
                pairs=(('src', 'dst', ('elem', 'bits')),))
_RULE_29 = Rule('spaces', '%src MUST point into the L1 buffer and %dst into the unified buffer.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'l1') and (o['dst'].space == 'ub')))
_RULE_30 = Rule('spaces', '%src MUST point into the L1 buffer and %dst into L0A.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'l1') and (o['dst'].space == 'l0a')))
_RULE_31 = Rule('spaces', '%src MUST point into the L1 buffer and %dst into L0B.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'l1') and (o['dst'].space == 'l0b')))
_RULE_32 = Rule('spaces', '%src MUST point into the L1 buffer and %dst into the bias table.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'l1') and (o['dst'].space == 'bt')))
_RULE_33 = Rule('pairs', 'The type pairs are f32 to f32, i32 to i32, f16 to f32 and bf16 to f32.', (), (), (('src', 'elem'), ('dst', 'elem')),
                lambda o: (((o['src'].elem == 'f32') and (o['dst'].elem == 'f32')) or ((o['src'].elem == 'i32') and (o['dst'].elem == 'i32')) or ((o['src'].elem == 'f16') and (o['dst'].elem == 'f32')) or ((o['src'].elem == 'bf16') and (o['dst'].elem == 'f32'))))
_RULE_34 = Rule('spaces', '%src MUST point into l1 and %dst into fb.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'l1') and (o['dst'].space == 'fb')))
_RULE_35 = Rule('space', '%dst MUST point into the L1 buffer.', (), (), (('dst', 'space'),),
                lambda o: (o['dst'].space == 'l1'))
_RULE_36 = Rule('spaces', '%src MUST point into gm and %dst into l1.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'gm') and (o['dst'].space == 'l1')))
_RULE_37 = Rule('spaces', '%src MUST point into l1 and %dst into ub.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'l1') and (o['dst'].space == 'ub')))
_RULE_38 = Rule('spaces', '%src MUST point into ub and %dst into l1.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'ub') and (o['dst'].space == 'l1')))
_RULE_39 = Rule('spaces', '%src MUST point into L0C and %dst into GM.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'l0c') and (o['dst'].space == 'gm')))
_RULE_40 = Rule('spaces', '%src MUST point into L0C and %dst into UB.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'l0c') and (o['dst'].space == 'ub')))
_RULE_41 = Rule('spaces', '%src MUST point into L0C and %dst into L1.', (), (), (('src', 'space'), ('dst', 'space')),
                lambda o: ((o['src'].space == 'l0c') and (o['dst'].space == 'l1')))
_RULE_42 = Rule('same-type', 'The two sources and the two results MUST have the same type.', (), (), (('lhs', 'type'), ('rhs', 'type'), ('low', 'type'), ('high', 'type')),
                lambda o: ((o['lhs'].type == o['rhs'].type) and (o['low'].type == o['lhs'].type) and (o['high'].type == o['lhs'].type)),
                pairs=(('rhs', 'lhs', ('type',)), ('low', 'lhs', ('type',)), ('high', 'lhs', ('type',))))
_RULE_43 = Rule('same-type', 'The two sources and the result MUST have the same type.', (), (), (('lhs', 'type'), ('rhs', 'type'), ('result', 'type')),
                lambda o: ((o['lhs'].type == o['rhs'].type) and (o['result'].type == o['lhs'].type)),
                pairs=(('rhs', 'lhs', ('type',)), ('result', 'lhs', ('type',))))
_RULE_44 = Rule('same-type', '%result MUST have the type of %src.', (), (), (('result', 'type'), ('src', 'type')),
                lambda o: (o['result'].type == o['src'].type),
                pairs=(('result', 'src', ('type',)),))
_RULE_45 = Rule('index-type', "%index MUST have N integer lanes of T's width.", (), (), (('index', 'lanes'), ('src', 'lanes'), ('index', 'elem', 'bits'), ('src', 'elem', 'bits'), ('index', 'elem', 'kind')),
                lambda o: ((o['index'].lanes == o['src'].lanes) and (o['index'].elem.bits == o['src'].elem.bits) and (o['index'].elem.kind == 'int')),
                pairs=(('index', 'src', ('lanes',)), ('index', 'src', ('elem', 'bits'))))
_RULE_46 = Rule('mask-width', 'The mask width MUST match N (D-MASKWIDTH).', (), (), (('mask', 'granularity'), ('src', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['src'].elem.mask))
_RULE_47 = Rule('packed-type', '%result MUST have twice the lanes of %src, of half the width, unsigned.', (), (), (('result', 'lanes'), ('src', 'lanes'), ('result', 'elem', 'bits'), ('src', 'elem', 'bits'), ('result', 'elem', 'signed')),
                lambda o: ((o['result'].lanes == (2 * o['src'].lanes)) and ((2 * o['result'].elem.bits) == o['src'].elem.bits) and (not o['result'].elem.signed)))
_RULE_48 = Rule('unpacked-type', '%result MUST have half the lanes of %src, of twice the width.', (), (), (('result', 'lanes'), ('src', 'lanes'), ('result', 'elem', 'bits'), ('src', 'elem', 'bits'), ('result', 'elem', 'kind')),
                lambda o: (((2 * o['result'].lanes) == o['src'].lanes) and (o['result'].elem.bits == (2 * o['src'].elem.bits)) and (o['result'].elem.kind == 'int')))
_RULE_49 = Rule('spaces', '%gm_src MUST point into global memory and %ub_dst into the unified buffer.', (), (), (('gm_src', 'space'), ('ub_dst', 'space')),
                lambda o: ((o['gm_src'].space == 'gm') and (o['ub_dst'].space == 'ub')))
_RULE_50 = Rule('widths', "The two pointers' element types MUST have the same width.", (), (), (('gm_src', 'elem', 'bits'), ('ub_dst', 'elem', 'bits')),
                lambda o: (o['gm_src'].elem.bits == o['ub_dst'].elem.bits),
                pairs=(('gm_src', 'ub_dst', ('elem', 'bits')),))
_RULE_51 = Rule('spaces', '%ub_src MUST point into the unified buffer and %gm_dst into global memory.', (), (), (('ub_src', 'space'), ('gm_dst', 'space')),
                lambda o: ((o['ub_src'].space == 'ub') and (o['gm_dst'].space == 'gm')))
_RULE_52 = Rule('widths', "The two pointers' element types MUST have the same width.", (), (), (('ub_src', 'elem', 'bits'), ('gm_dst', 'elem', 'bits')),
                lambda o: (o['ub_src'].elem.bits == o['gm_dst'].elem.bits),
                pairs=(('ub_src', 'gm_dst', ('elem', 'bits')),))
_RULE_53 = Rule('spaces', 'Both pointers MUST point into the unified buffer.', (), (), (('ub_src', 'space'), ('ub_dst', 'space')),
                lambda o: ((o['ub_src'].space == 'ub') and (o['ub_dst'].space == 'ub')))
_RULE_54 = Rule('spaces', 'The source MUST point into the unified buffer and the destination into the L1 buffer.', (), (), (('ub_src', 'space'), ('l1_dst', 'space')),
                lambda o: ((o['ub_src'].space == 'ub') and (o['l1_dst'].space == 'l1')))
_RULE_55 = Rule('spaces', 'Both pointers MUST point into the unified buffer.', (), (), (('source', 'space'), ('dest', 'space')),
                lambda o: ((o['source'].space == 'ub') and (o['dest'].space == 'ub')))
_RULE_56 = Rule('gm-or-ub', '%ptr MUST point into global memory or the unified buffer.', (), (), (('ptr', 'space'),),
                lambda o: ((o['ptr'].space == 'gm') or (o['ptr'].space == 'ub')))
_RULE_57 = Rule('same-space', 'A pointer-to-pointer cast MUST stay within one memory space (gm to ub and back are rejected).', (), (), (('input', 'space'), ('result', 'space')),
                lambda o: (o['input'].space == o['result'].space),
                pairs=(('input', 'result', ('space',)),))
_RULE_58 = Rule('same-pointer-type', '%result MUST have the type of %ptr (same element type and memory space).', (), (), (('result', 'elem'), ('ptr', 'elem'), ('result', 'space'), ('ptr', 'space')),
                lambda o: ((o['result'].elem == o['ptr'].elem) and (o['result'].space == o['ptr'].space)),
                pairs=(('result', 'ptr', ('elem',)), ('result', 'ptr', ('space',))))
_RULE_59 = Rule('ub-source', '%source MUST point into the unified buffer.', (), (), (('source', 'space'),),
                lambda o: (o['source'].space == 'ub'))
_RULE_60 = Rule('post-update-type', '%updated_base MUST have the type of %source.', (), ('post_update',), (('updated_base', 'elem'), ('source', 'elem'), ('updated_base', 'space'), ('source', 'space')),
                lambda o: ((o['updated_base'].elem == o['source'].elem) and (o['updated_base'].space == o['source'].space)),
                pairs=(('updated_base', 'source', ('elem',)), ('updated_base', 'source', ('space',))))
_RULE_61 = Rule('ub-destination', '%destination MUST point into the unified buffer.', (), (), (('destination', 'space'),),
                lambda o: (o['destination'].space == 'ub'))
_RULE_62 = Rule('post-update-type', '%updated_base MUST have the type of %destination.', (), ('post_update',), (('updated_base', 'elem'), ('destination', 'elem'), ('updated_base', 'space'), ('destination', 'space')),
                lambda o: ((o['updated_base'].elem == o['destination'].elem) and (o['updated_base'].space == o['destination'].space)),
                pairs=(('updated_base', 'destination', ('elem',)), ('updated_base', 'destination', ('space',))))
_RULE_63 = Rule('ub-base', '%base MUST point into the unified buffer.', (), (), (('base', 'space'),),
                lambda o: (o['base'].space == 'ub'))
_RULE_64 = Rule('base-out-type', '%base_out MUST have the type of %base.', (), (), (('base_out', 'elem'), ('base', 'elem'), ('base_out', 'space'), ('base', 'space')),
                lambda o: ((o['base_out'].elem == o['base'].elem) and (o['base_out'].space == o['base'].space)),
                pairs=(('base_out', 'base', ('elem',)), ('base_out', 'base', ('space',))))
_RULE_65 = Rule('mask-pairs', 'A !pto.mask<b16> MUST pair with !pto.ptr<ui16, ub> and a !pto.mask<b32> with !pto.ptr<ui32, ub>.', (), (), (('value', 'granularity'), ('base', 'elem')),
                lambda o: (((o['value'].granularity == 'b16') and (o['base'].elem == 'u16')) or ((o['value'].granularity == 'b32') and (o['base'].elem == 'u32'))))
_RULE_66 = Rule('loop-i16', '%loop MUST be i16.', (), (), (('loop', 'elem'),),
                lambda o: (o['loop'].elem == 'i16'))
_RULE_67 = Rule('bound-i32', '%bound MUST be i32.', (), (), (('bound', 'elem'),),
                lambda o: (o['bound'].elem == 'i32'))
_RULE_68 = Rule('scalar-type', '%value MUST be an element of T: the same kind and width (an integer scalar may be signless).', (), (), (('value', 'elem', 'kind'), ('result', 'elem', 'kind'), ('value', 'elem', 'bits'), ('result', 'elem', 'bits')),
                lambda o: ((o['value'].elem.kind == o['result'].elem.kind) and (o['value'].elem.bits == o['result'].elem.bits)),
                pairs=(('value', 'result', ('elem', 'kind')), ('value', 'result', ('elem', 'bits'))))
_RULE_69 = Rule('one-vreg', 'N × sizeof(T) MUST be one 256-byte vector register.', (), (), (('result', 'lanes'), ('result', 'elem', 'bits')),
                lambda o: ((o['result'].lanes * o['result'].elem.bits) == 2048))
_RULE_70 = Rule('scalar-type', '%value MUST be an element of T: the same kind and width (an integer scalar may be signless).', (), ('scalar',), (('value', 'elem', 'kind'), ('result', 'elem', 'kind'), ('value', 'elem', 'bits'), ('result', 'elem', 'bits')),
                lambda o: ((o['value'].elem.kind == o['result'].elem.kind) and (o['value'].elem.bits == o['result'].elem.bits)),
                pairs=(('value', 'result', ('elem', 'kind')), ('value', 'result', ('elem', 'bits'))))
_RULE_71 = Rule('same-type', '%input MUST have the type of %result.', (), ('lane',), (('input', 'type'), ('result', 'type')),
                lambda o: (o['input'].type == o['result'].type),
                pairs=(('input', 'result', ('type',)),))
_RULE_72 = Rule('mask-width', "The mask granularity MUST be T's (D-MASKWIDTH); the PTOAS verifier checks it for vdup.", (), (), (('mask', 'granularity'), ('result', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['result'].elem.mask))
_RULE_73 = Rule('count-i32', '%scalar and %scalar_out MUST be i32.', (), (), (('scalar', 'elem'),),
                lambda o: (o['scalar'].elem == 'i32'))
_RULE_74 = Rule('same-type', 'The result type MUST equal the input type, except for 8- and 16-bit integer inputs, whose result has elements of twice the width, the same signedness, and half the lanes (D-NARROWSUM).', (), (), (('result', 'type'), ('input', 'type'), ('input', 'elem', 'kind'), ('input', 'elem', 'bits'), ('result', 'elem', 'kind'), ('result', 'elem', 'bits'), ('result', 'elem', 'signed'), ('input', 'elem', 'signed'), ('result', 'lanes'), ('input', 'lanes')),
                lambda o: (((o['result'].type == o['input'].type) and ((o['input'].elem.kind == 'float') or (o['input'].elem.bits > 16))) or ((o['input'].elem.kind == 'int') and (o['input'].elem.bits <= 16) and (o['result'].elem.kind == 'int') and (o['result'].elem.bits == (2 * o['input'].elem.bits)) and (o['result'].elem.signed == o['input'].elem.signed) and ((2 * o['result'].lanes) == o['input'].lanes))),
                pairs=(('result', 'input', ('type',)), ('result', 'input', ('elem', 'signed'))))
_RULE_75 = Rule('one-vreg', 'N × sizeof(T) MUST be one 256-byte vector register.', (), (), (('input', 'lanes'), ('input', 'elem', 'bits')),
                lambda o: ((o['input'].lanes * o['input'].elem.bits) == 2048))
_RULE_76 = Rule('mask-width', 'The mask width MUST match N (mask granularity equals the element width; D-MASKWIDTH).', (), (), (('mask', 'granularity'), ('input', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['input'].elem.mask))
_RULE_77 = Rule('same-type', 'The result type MUST equal the input type (same N and T).', (), (), (('result', 'type'), ('input', 'type')),
                lambda o: (o['result'].type == o['input'].type),
                pairs=(('result', 'input', ('type',)),))
_RULE_78 = Rule('predicate-mask', '%predicate MUST have the type of %mask (the same granularity).', (), (), (('predicate', 'granularity'), ('mask', 'granularity')),
                lambda o: (o['predicate'].granularity == o['mask'].granularity),
                pairs=(('predicate', 'mask', ('granularity',)),))
_RULE_79 = Rule('same-type', 'The result type MUST equal the type of %acc.', (), (), (('result', 'type'), ('acc', 'type')),
                lambda o: (o['result'].type == o['acc'].type),
                pairs=(('result', 'acc', ('type',)),))
_RULE_80 = Rule('hist-acc', '%acc MUST be a register of 128 16-bit integer lanes.', (), (), (('acc', 'lanes'),),
                lambda o: (o['acc'].lanes == 128))
_RULE_81 = Rule('bin-i32', '%bin MUST be i32.', (), (), (('bin', 'elem'),),
                lambda o: (o['bin'].elem == 'i32'))
_RULE_82 = Rule('result-type', '%result MUST have the element type of %ptr.', (), (), (('result', 'elem'), ('ptr', 'elem')),
                lambda o: (o['result'].elem == o['ptr'].elem),
                pairs=(('result', 'ptr', ('elem',)),))
_RULE_83 = Rule('value-type', '%value MUST have the element type of %ptr.', (), (), (('value', 'elem'), ('ptr', 'elem')),
                lambda o: (o['value'].elem == o['ptr'].elem),
                pairs=(('value', 'ptr', ('elem',)),))
_RULE_84 = Rule('gm-only', '%ptr MUST point into global memory (gm).', (), (), (('ptr', 'space'),),
                lambda o: (o['ptr'].space == 'gm'))
_RULE_85 = Rule('mask-width', 'The mask width MUST match N (mask granularity equals the element width; D-MASKWIDTH).', (), (), (('mask', 'granularity'), ('result', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['result'].elem.mask))
_RULE_86 = Rule('same-type', '%src0, %src1 and %result MUST have the same type (N and T).', (), (), (('src0', 'type'), ('src1', 'type'), ('result', 'type')),
                lambda o: ((o['src0'].type == o['src1'].type) and (o['result'].type == o['src0'].type)),
                pairs=(('src1', 'src0', ('type',)), ('result', 'src0', ('type',))))
_RULE_87 = Rule('scalar-type', '%alpha MUST have the element type T.', (), (), (('alpha', 'elem'), ('src0', 'elem')),
                lambda o: (o['alpha'].elem == o['src0'].elem),
                pairs=(('alpha', 'src0', ('elem',)),))
_RULE_88 = Rule('same-type', '%acc, %lhs, %rhs and %result MUST have the same type (N and T).', (), (), (('acc', 'type'), ('lhs', 'type'), ('rhs', 'type'), ('result', 'type')),
                lambda o: ((o['acc'].type == o['lhs'].type) and (o['rhs'].type == o['lhs'].type) and (o['result'].type == o['lhs'].type)),
                pairs=(('acc', 'lhs', ('type',)), ('rhs', 'lhs', ('type',)), ('result', 'lhs', ('type',))))
_RULE_89 = Rule('mask-width', 'The mask width MUST match N (D-MASKWIDTH).', (), (), (('mask', 'granularity'), ('lhs', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['lhs'].elem.mask))
_RULE_90 = Rule('same-type', '%lhs, %rhs, %low and %high MUST have the same type.', (), (), (('rhs', 'type'), ('lhs', 'type'), ('low', 'type'), ('high', 'type')),
                lambda o: ((o['rhs'].type == o['lhs'].type) and (o['low'].type == o['lhs'].type) and (o['high'].type == o['lhs'].type)),
                pairs=(('rhs', 'lhs', ('type',)), ('low', 'lhs', ('type',)), ('high', 'lhs', ('type',))))
_RULE_91 = Rule('mask-width', 'The mask has the granularity of the source type (D-MASKWIDTH).', (), (), (('mask', 'granularity'), ('input', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['input'].elem.mask))
_RULE_92 = Rule('same-type', '%input and %max MUST have the same type.', (), (), (('max', 'type'), ('input', 'type')),
                lambda o: (o['max'].type == o['input'].type),
                pairs=(('max', 'input', ('type',)),))
_RULE_93 = Rule('same-type', '%lhs and %rhs MUST have the same type.', (), (), (('lhs', 'type'), ('rhs', 'type')),
                lambda o: (o['lhs'].type == o['rhs'].type),
                pairs=(('lhs', 'rhs', ('type',)),))
_RULE_94 = Rule('one-vreg', '%result MUST be one register, as the sources are.', (), (), (('result', 'lanes'), ('result', 'elem', 'bits'), ('lhs', 'lanes'), ('lhs', 'elem', 'bits')),
                lambda o: ((o['result'].lanes * o['result'].elem.bits) == (o['lhs'].lanes * o['lhs'].elem.bits)))
_RULE_95 = Rule('scalar-type', '%scalar MUST have the element type of %input (f32).', (), (), (('scalar', 'elem'), ('input', 'elem')),
                lambda o: (o['scalar'].elem == o['input'].elem),
                pairs=(('scalar', 'input', ('elem',)),))
_RULE_96 = Rule('one-vreg', '%result MUST be one register, as %input is (64 f32 lanes give 128 f16 lanes).', (), (), (('result', 'lanes'), ('result', 'elem', 'bits'), ('input', 'lanes'), ('input', 'elem', 'bits')),
                lambda o: ((o['result'].lanes * o['result'].elem.bits) == (o['input'].lanes * o['input'].elem.bits)))
_RULE_97 = Rule('mask-width', 'The mask has the granularity of the source type (b32).', (), (), (('mask', 'granularity'), ('input', 'elem', 'mask')),
                lambda o: (o['mask'].granularity == o['input'].elem.mask))
_RULE_98 = Rule('same-type', '%input, %alpha and %result MUST have the same type (N and T).', (), (), (('input', 'type'), ('alpha', 'type'), ('result', 'type')),
                lambda o: ((o['input'].type == o['alpha'].type) and (o['result'].type == o['input'].type)),
                pairs=(('alpha', 'input', ('type',)), ('result', 'input', ('type',))))
_RULE_99 = Rule('src-vec', '`src` must be `TileType::Vec`.', (), (), (('src', 'kind'),),
                lambda o: (o['src'].kind == 'Vec'))
_RULE_100 = Rule('src-valid-row-nonzero', '`src.GetValidRow() != 0`', (), (), (('src', 'valid_rows'),),
                 lambda o: (o['src'].valid_rows != 0))
_RULE_101 = Rule('src-valid-col-nonzero', '`src.GetValidCol() != 0`', (), (), (('src', 'valid_cols'),),
                 lambda o: (o['src'].valid_cols != 0))
_RULE_102 = Rule('a2a3-tmp-elem', '`tmp` must use the same element type as `src`.', ('a2a3',), (), (('tmp', 'elem'), ('src', 'elem')),
                 lambda o: (o['tmp'].elem == o['src'].elem),
                 pairs=(('tmp', 'src', ('elem',)),))
_RULE_103 = Rule('vi-dstval-elem', '`dstVal` element type must match `src`.', (), ('value_index',), (('dstVal', 'elem'), ('src', 'elem')),
                 lambda o: (o['dstVal'].elem == o['src'].elem),
                 pairs=(('dstVal', 'src', ('elem',)),))
_RULE_104 = Rule('vi-idx32', 'For 32-bit source element types, `dstIdx` must use `uint32_t` or `int32_t`.', (), ('value_index',), (('src', 'elem', 'bits'), ('dstIdx', 'elem')),
                 lambda o: ((o['src'].elem.bits != 32) or (o['dstIdx'].elem in ('u32', 'i32',))))
_RULE_105 = Rule('row-src-nd', '`src` must use standard ND layout: row-major and non-fractal (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), (), (('src', 'blayout'), ('src', 'slayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox')))
_RULE_106 = Rule('row-dst-vec', '`dst` must be `TileType::Vec`.', (), ('index',), (('dst', 'kind'),),
                 lambda o: (o['dst'].kind == 'Vec'))
_RULE_107 = Rule('row-dst-layout', '`dst` must be non-fractal and either ND (`BLayout::RowMajor`; the indices go to column 0) or DN with one column (`BLayout::ColMajor`, `Cols == 1`).', (), ('index',), (('dst', 'slayout'), ('dst', 'blayout'), ('dst', 'cols')),
                 lambda o: ((o['dst'].slayout == 'NoneBox') and ((o['dst'].blayout == 'RowMajor') or (o['dst'].cols == 1))))
_RULE_108 = Rule('row-dst-valid-row', '`src.GetValidRow() == dst.GetValidRow()`', (), ('index',), (('dst', 'valid_rows'), ('src', 'valid_rows')),
                 lambda o: (o['dst'].valid_rows == o['src'].valid_rows),
                 pairs=(('dst', 'src', ('valid_rows',)),))
_RULE_109 = Rule('row-dst-valid-col', "`dst`'s valid columns must be 1 (PTOAS's verifier).", (), ('index',), (('dst', 'valid_cols'),),
                 lambda o: (o['dst'].valid_cols == 1))
_RULE_110 = Rule('row-vi-vec', '`dstVal` and `dstIdx` must be `TileType::Vec` tiles, non-fractal, each ND or DN with one column.', (), ('value_index',), (('dstVal', 'kind'), ('dstIdx', 'kind'), ('dstVal', 'slayout'), ('dstIdx', 'slayout'), ('dstVal', 'blayout'), ('dstVal', 'cols'), ('dstIdx', 'blayout'), ('dstIdx', 'cols')),
                 lambda o: ((o['dstVal'].kind == 'Vec') and (o['dstIdx'].kind == 'Vec') and (o['dstVal'].slayout == 'NoneBox') and (o['dstIdx'].slayout == 'NoneBox') and ((o['dstVal'].blayout == 'RowMajor') or (o['dstVal'].cols == 1)) and ((o['dstIdx'].blayout == 'RowMajor') or (o['dstIdx'].cols == 1))))
_RULE_111 = Rule('row-vi-valid-row', '`src.GetValidRow() == dstVal.GetValidRow() == dstIdx.GetValidRow()`', (), ('value_index',), (('dstVal', 'valid_rows'), ('src', 'valid_rows'), ('dstIdx', 'valid_rows')),
                 lambda o: ((o['dstVal'].valid_rows == o['src'].valid_rows) and (o['dstIdx'].valid_rows == o['src'].valid_rows)),
                 pairs=(('dstVal', 'src', ('valid_rows',)), ('dstIdx', 'src', ('valid_rows',))))
_RULE_112 = Rule('row-vi-idx16', 'For 16-bit source element types, `dstIdx` must use `int16_t`, `uint16_t`, `int32_t` or `uint32_t`.', (), ('value_index',), (('src', 'elem', 'bits'), ('dstIdx', 'elem')),
                 lambda o: ((o['src'].elem.bits != 16) or (o['dstIdx'].elem in ('u16', 'i16', 'u32', 'i32',))))
_RULE_113 = Rule('dst-vec', '`dst` must be `TileType::Vec`.', (), ('index',), (('dst', 'kind'),),
                 lambda o: (o['dst'].kind == 'Vec'))
_RULE_114 = Rule('src-nonefractal', '`src` may use ND or DN non-fractal layout because the checked helper only requires `SLayout::NoneBox`.', (), (), (('src', 'slayout'),),
                 lambda o: (o['src'].slayout == 'NoneBox'))
_RULE_115 = Rule('dst-nd', '`dst` must use standard ND layout: row-major and non-fractal (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), ('index',), (('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox')))
_RULE_116 = Rule('dst-valid-row', '`dst.GetValidRow() == 1`', (), ('index',), (('dst', 'valid_rows'),),
                 lambda o: (o['dst'].valid_rows == 1))
_RULE_117 = Rule('dst-valid-col', '`src.GetValidCol() == dst.GetValidCol()`', (), ('index',), (('src', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: (o['src'].valid_cols == o['dst'].valid_cols),
                 pairs=(('src', 'dst', ('valid_cols',)),))
_RULE_118 = Rule('vi-dstval-vec', '`dstVal` and `dstIdx` must be `TileType::Vec` tiles with standard ND layout.', (), ('value_index',), (('dstVal', 'kind'), ('dstVal', 'blayout'), ('dstVal', 'slayout'), ('dstIdx', 'kind'), ('dstIdx', 'blayout'), ('dstIdx', 'slayout')),
                 lambda o: ((o['dstVal'].kind == 'Vec') and (o['dstVal'].blayout == 'RowMajor') and (o['dstVal'].slayout == 'NoneBox') and (o['dstIdx'].kind == 'Vec') and (o['dstIdx'].blayout == 'RowMajor') and (o['dstIdx'].slayout == 'NoneBox')))
_RULE_119 = Rule('vi-no-8bit', '8-bit source element types are not supported by the value+index overload.', ('a5', 'a2a3'), ('value_index',), (('src', 'elem', 'bits'),),
                 lambda o: (o['src'].elem.bits != 8))
_RULE_120 = Rule('vi-dstval-valid-row', '`dstVal.GetValidRow() == 1`', (), ('value_index',), (('dstVal', 'valid_rows'),),
                 lambda o: (o['dstVal'].valid_rows == 1))
_RULE_121 = Rule('vi-valid-col-match', '`dstVal.GetValidCol() == dstIdx.GetValidCol()`', (), ('value_index',), (('dstVal', 'valid_cols'), ('dstIdx', 'valid_cols')),
                 lambda o: (o['dstVal'].valid_cols == o['dstIdx'].valid_cols),
                 pairs=(('dstVal', 'dstIdx', ('valid_cols',)),))
_RULE_122 = Rule('vi-valid-col-src', '`dstVal.GetValidCol() == src.GetValidCol()`', (), ('value_index',), (('dstVal', 'valid_cols'), ('src', 'valid_cols')),
                 lambda o: (o['dstVal'].valid_cols == o['src'].valid_cols),
                 pairs=(('dstVal', 'src', ('valid_cols',)),))
_RULE_123 = Rule('vi-idx16', 'For 16-bit source element types, `dstIdx` must use `uint16_t` or `int16_t`.', ('a5', 'a2a3'), ('value_index',), (('src', 'elem', 'bits'), ('dstIdx', 'elem')),
                 lambda o: ((o['src'].elem.bits != 16) or (o['dstIdx'].elem in ('u16', 'i16',))))
_RULE_124 = Rule('vec-tiles', '`src0`, `src1` and `dst` must be vec tiles (`TileType::Vec`).', (), (), (('src0', 'kind'), ('src1', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src0'].kind == 'Vec') and (o['src1'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_125 = Rule('row-major', 'Every operand must be row-major with no box (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), (), (('src0', 'blayout'), ('src1', 'blayout'), ('dst', 'blayout'), ('src0', 'slayout'), ('src1', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src0'].blayout == 'RowMajor') and (o['src1'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src0'].slayout == 'NoneBox') and (o['src1'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_126 = Rule('same-elem', '`src0`, `src1` and `dst` must have the same element type.', (), (), (('src0', 'elem'), ('dst', 'elem'), ('src1', 'elem')),
                 lambda o: ((o['src0'].elem == o['dst'].elem) and (o['src1'].elem == o['dst'].elem)),
                 pairs=(('src0', 'dst', ('elem',)), ('src1', 'dst', ('elem',))))
_RULE_127 = Rule('same-valid', "The sources' valid shapes must equal dst's (D-TILE-VALID-REGION).", (), (), (('src0', 'valid_rows'), ('dst', 'valid_rows'), ('src0', 'valid_cols'), ('dst', 'valid_cols'), ('src1', 'valid_rows'), ('src1', 'valid_cols')),
                 lambda o: ((o['src0'].valid_rows == o['dst'].valid_rows) and (o['src0'].valid_cols == o['dst'].valid_cols) and (o['src1'].valid_rows == o['dst'].valid_rows) and (o['src1'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src0', 'dst', ('valid_rows',)), ('src0', 'dst', ('valid_cols',)), ('src1', 'dst', ('valid_rows',)), ('src1', 'dst', ('valid_cols',))))
_RULE_128 = Rule('a2a3-tmp', "On A2/A3 `tmp`, when given, has dst's element type, at least 2 valid rows and at least dst's valid columns.", ('a2a3',), (), (('tmp', 'elem'), ('dst', 'elem'), ('tmp', 'valid_rows'), ('tmp', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['tmp'].elem == o['dst'].elem) and (o['tmp'].valid_rows >= 2) and (o['tmp'].valid_cols >= o['dst'].valid_cols)),
                 pairs=(('tmp', 'dst', ('elem',)),))
_RULE_129 = Rule('precision-float', 'On A5, precisionType high_precision takes f16 or f32 (PTOAS: f16/f32/bf16; the integer path has one algorithm).', ('a5',), (), (('src0', 'elem', 'kind'),),
                 lambda o: ((o.get('@precisionType') != 'high_precision') or (o['src0'].elem.kind == 'float')))
_RULE_130 = Rule('precision-a2a3', "A2/A3 has one pow algorithm: precisionType high_precision is refused (PTOAS's verifier).", ('a2a3',), (), (),
                 lambda o: (o.get('@precisionType') != 'high_precision'))
_RULE_131 = Rule('tmp-float', "`tmp`, when given, has dst's element type, which must be a floating-point type (PTOAS: an integer pow takes no tmp).", (), (), (('tmp', 'elem'), ('dst', 'elem'), ('dst', 'elem', 'kind')),
                 lambda o: ((o['tmp'].elem == o['dst'].elem) and (o['dst'].elem.kind == 'float')),
                 pairs=(('tmp', 'dst', ('elem',)),))
_RULE_132 = Rule('a2a3-tmp', "On A2/A3 `tmp`, when given, is a u8 tile with more rows than dst's valid rows and at least a valid column per 8 of dst's.", ('a2a3',), (), (('tmp', 'elem'), ('tmp', 'rows'), ('dst', 'valid_rows'), ('tmp', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['tmp'].elem == 'u8') and (o['tmp'].rows > o['dst'].valid_rows) and ((8 * o['tmp'].valid_cols) >= o['dst'].valid_cols)))
_RULE_133 = Rule('row-major', 'Every operand must be row-major (`BLayout::RowMajor`).', (), (), (('src0', 'blayout'), ('src1', 'blayout'), ('dst', 'blayout')),
                 lambda o: ((o['src0'].blayout == 'RowMajor') and (o['src1'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor')))
_RULE_134 = Rule('src0-shape', "`src0` must have dst's shape (D-TILE-COLEXPAND-OPERAND).", (), (), (('src0', 'rows'), ('dst', 'rows'), ('src0', 'cols'), ('dst', 'cols')),
                 lambda o: ((o['src0'].rows == o['dst'].rows) and (o['src0'].cols == o['dst'].cols)),
                 pairs=(('src0', 'dst', ('rows',)), ('src0', 'dst', ('cols',))))
_RULE_135 = Rule('src0-valid', "`src0`'s valid shape must equal dst's (D-TILE-VALID-REGION).", (), (), (('src0', 'valid_rows'), ('dst', 'valid_rows'), ('src0', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['src0'].valid_rows == o['dst'].valid_rows) and (o['src0'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src0', 'dst', ('valid_rows',)), ('src0', 'dst', ('valid_cols',))))
_RULE_136 = Rule('src1-valid-cols', "`src1`'s valid columns must equal dst's; only its row 0 is read.", (), (), (('src1', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: (o['src1'].valid_cols == o['dst'].valid_cols),
                 pairs=(('src1', 'dst', ('valid_cols',)),))
_RULE_137 = Rule('vec-tiles', '`src` and `dst` must be vec tiles (`TileType::Vec`).', (), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_138 = Rule('nd-tiles', '`src` and `dst` must be row-major with no box (ND).', (), (), (('src', 'blayout'), ('src', 'slayout'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox')))
_RULE_139 = Rule('same-elem', '`src` and `dst` must have the same element type.', (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: (o['dst'].elem == o['src'].elem),
                 pairs=(('dst', 'src', ('elem',)),))
_RULE_140 = Rule('col-valid-cols', "`dst`'s valid columns must equal src's.", (), (), (('dst', 'valid_cols'), ('src', 'valid_cols')),
                 lambda o: (o['dst'].valid_cols == o['src'].valid_cols),
                 pairs=(('dst', 'src', ('valid_cols',)),))
_RULE_141 = Rule('tmp-binary', "With `tmp`, `isBinary` must be written, and `tmp` must be a row-major vec tile with no box and src's element type.", (), (), (('tmp', 'kind'), ('tmp', 'blayout'), ('tmp', 'slayout'), ('tmp', 'elem'), ('src', 'elem')),
                 lambda o: ((o.get('@isBinary') != None) and (o['tmp'].kind == 'Vec') and (o['tmp'].blayout == 'RowMajor') and (o['tmp'].slayout == 'NoneBox') and (o['tmp'].elem == o['src'].elem)),
                 pairs=(('tmp', 'src', ('elem',)),))
_RULE_142 = Rule('tmp-binary-size', "With `{isBinary = true}`, `tmp` must have at least src's valid columns and room for half of src's valid rows (rounded up) of them.", (), (), (('tmp', 'cols'), ('src', 'valid_cols'), ('tmp', 'rows'), ('src', 'valid_rows')),
                 lambda o: ((o.get('@isBinary') != 'true') or ((o['tmp'].cols >= o['src'].valid_cols) and (((2 * o['tmp'].rows) * o['tmp'].cols) >= ((o['src'].valid_rows + (o['src'].valid_rows % 2)) * o['src'].valid_cols)))))
_RULE_143 = Rule('sources-same-elem', '`src0` and `src1` must have the same element type.', (), (), (('src0', 'elem'), ('src1', 'elem')),
                 lambda o: (o['src0'].elem == o['src1'].elem),
                 pairs=(('src0', 'src1', ('elem',)),))
_RULE_144 = Rule('same-valid', "`src1`'s valid shape must equal `src0`'s, and dst's valid rows src0's.", (), (), (('src1', 'valid_rows'), ('src0', 'valid_rows'), ('src1', 'valid_cols'), ('src0', 'valid_cols'), ('dst', 'valid_rows')),
                 lambda o: ((o['src1'].valid_rows == o['src0'].valid_rows) and (o['src1'].valid_cols == o['src0'].valid_cols) and (o['dst'].valid_rows == o['src0'].valid_rows)),
                 pairs=(('src1', 'src0', ('valid_rows',)), ('src1', 'src0', ('valid_cols',)), ('dst', 'src0', ('valid_rows',))))
_RULE_145 = Rule('mask-row-room', 'A row of `dst` must hold a bit for each valid column of the sources.', (), (), (('dst', 'cols'), ('dst', 'elem', 'bits'), ('src0', 'valid_cols')),
                 lambda o: ((o['dst'].cols * o['dst'].elem.bits) >= o['src0'].valid_cols))
_RULE_146 = Rule('same-shape', "On A5, `src0`, `src1` and `dst` must have the same shape and valid shape (PTOAS's verifier and tile library).", ('a5',), (), (('src1', 'rows'), ('src0', 'rows'), ('src1', 'cols'), ('src0', 'cols'), ('dst', 'rows'), ('dst', 'cols'), ('dst', 'valid_cols'), ('src0', 'valid_cols')),
                 lambda o: ((o['src1'].rows == o['src0'].rows) and (o['src1'].cols == o['src0'].cols) and (o['dst'].rows == o['src0'].rows) and (o['dst'].cols == o['src0'].cols) and (o['dst'].valid_cols == o['src0'].valid_cols)),
                 pairs=(('src1', 'src0', ('rows',)), ('src1', 'src0', ('cols',)), ('dst', 'src0', ('rows',)), ('dst', 'src0', ('cols',)), ('dst', 'src0', ('valid_cols',))))
_RULE_147 = Rule('cpu-u8-sources', "On the CPU simulator a u8 `dst` takes i32, f16 or f32 sources only (TCMP's static_assert); a u32 `dst` takes every listed type.", ('cpu',), (), (('dst', 'elem'), ('src0', 'elem')),
                 lambda o: ((o['dst'].elem == 'u32') or (o['src0'].elem in ('i32', 'f16', 'f32',))))
_RULE_148 = Rule('cpu-dst-valid', "On the CPU simulator `dst`'s valid columns must hold a bit for each valid column of the sources (it writes no more elements of a row).", ('cpu',), (), (('dst', 'valid_cols'), ('dst', 'elem', 'bits'), ('src0', 'valid_cols')),
                 lambda o: ((o['dst'].valid_cols * o['dst'].elem.bits) >= o['src0'].valid_cols))
_RULE_149 = Rule('row-major', 'Both tiles must be row-major with no box (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), (), (('src', 'blayout'), ('dst', 'blayout'), ('src', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_150 = Rule('same-valid-rows', "`dst`'s valid rows must equal `src`'s (PTOAS's verifier; pto-isa asserts it).", (), (), (('dst', 'valid_rows'), ('src', 'valid_rows')),
                 lambda o: (o['dst'].valid_rows == o['src'].valid_rows),
                 pairs=(('dst', 'src', ('valid_rows',)),))
_RULE_151 = Rule('mask-room', "`dst` must hold a bit for each element of `src`'s valid region.", (), (), (('dst', 'rows'), ('dst', 'cols'), ('dst', 'elem', 'bits'), ('src', 'valid_rows'), ('src', 'valid_cols')),
                 lambda o: (((o['dst'].rows * o['dst'].cols) * o['dst'].elem.bits) >= (o['src'].valid_rows * o['src'].valid_cols)))
_RULE_152 = Rule('vec-tiles', '`mask`, `src0`, `src1` and `dst` must be vec tiles (`TileType::Vec`).', (), (), (('mask', 'kind'), ('src0', 'kind'), ('src1', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['mask'].kind == 'Vec') and (o['src0'].kind == 'Vec') and (o['src1'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_153 = Rule('row-major', '`mask`, `src0`, `src1` and `dst` must be row-major with no box (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), (), (('mask', 'blayout'), ('src0', 'blayout'), ('src1', 'blayout'), ('dst', 'blayout'), ('mask', 'slayout'), ('src0', 'slayout'), ('src1', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['mask'].blayout == 'RowMajor') and (o['src0'].blayout == 'RowMajor') and (o['src1'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['mask'].slayout == 'NoneBox') and (o['src0'].slayout == 'NoneBox') and (o['src1'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_154 = Rule('sources-cover', "`src0` and `src1` must have at least dst's valid rows and columns.", (), (), (('src0', 'rows'), ('dst', 'valid_rows'), ('src0', 'cols'), ('dst', 'valid_cols'), ('src1', 'rows'), ('src1', 'cols')),
                 lambda o: ((o['src0'].rows >= o['dst'].valid_rows) and (o['src0'].cols >= o['dst'].valid_cols) and (o['src1'].rows >= o['dst'].valid_rows) and (o['src1'].cols >= o['dst'].valid_cols)))
_RULE_155 = Rule('mask-row-room', "A row of `mask` must hold a bit for each valid column of `dst`, and the mask must have dst's valid rows.", (), (), (('mask', 'cols'), ('mask', 'elem', 'bits'), ('dst', 'valid_cols'), ('mask', 'rows'), ('dst', 'valid_rows')),
                 lambda o: (((o['mask'].cols * o['mask'].elem.bits) >= o['dst'].valid_cols) and (o['mask'].rows >= o['dst'].valid_rows)))
_RULE_156 = Rule('a2a3-tmp-4byte', "On A2/A3 `tmp` must have 4-byte elements (PTOAS's verifier).", ('a2a3',), (), (('tmp', 'elem', 'bits'),),
                 lambda o: (o['tmp'].elem.bits == 32))
_RULE_157 = Rule('vec-tiles', '`mask`, `src` and `dst` must be vec tiles (`TileType::Vec`).', (), (), (('mask', 'kind'), ('src', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['mask'].kind == 'Vec') and (o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_158 = Rule('row-major', '`mask`, `src` and `dst` must be row-major with no box (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), (), (('mask', 'blayout'), ('src', 'blayout'), ('dst', 'blayout'), ('mask', 'slayout'), ('src', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['mask'].blayout == 'RowMajor') and (o['src'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['mask'].slayout == 'NoneBox') and (o['src'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_159 = Rule('same-elem', '`src` and `dst` must have the same element type.', (), (), (('src', 'elem'), ('dst', 'elem')),
                 lambda o: (o['src'].elem == o['dst'].elem),
                 pairs=(('src', 'dst', ('elem',)),))
_RULE_160 = Rule('same-valid', "`src`'s valid shape must equal dst's (PTOAS's verifier; pto-isa asserts it).", (), (), (('src', 'valid_rows'), ('dst', 'valid_rows'), ('src', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['src'].valid_rows == o['dst'].valid_rows) and (o['src'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src', 'dst', ('valid_rows',)), ('src', 'dst', ('valid_cols',))))
_RULE_161 = Rule('a2a3-tmp-elem', "On A2/A3 `tmp` must have the element type of `src` and `dst` (PTOAS's verifier).", ('a2a3',), (), (('tmp', 'elem'), ('src', 'elem')),
                 lambda o: (o['tmp'].elem == o['src'].elem),
                 pairs=(('tmp', 'src', ('elem',)),))
_RULE_162 = Rule('row-major', 'Both operands must be row-major with no box (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), (), (('src', 'blayout'), ('dst', 'blayout'), ('src', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_163 = Rule('valid-shape', "src's valid shape must hold dst's values: the same valid shape, or (a packed FP4 type on one side) the same valid rows and twice or half the valid columns.", (), (), (('src', 'valid_rows'), ('dst', 'valid_rows'), ('src', 'valid_cols'), ('dst', 'valid_cols'), ('dst', 'elem'), ('src', 'elem')),
                 lambda o: ((o['src'].valid_rows == o['dst'].valid_rows) and ((o['src'].valid_cols == o['dst'].valid_cols) or ((o['dst'].elem in ('f4e2m1x2', 'f4e1m2x2',)) and (o['src'].valid_cols == (2 * o['dst'].valid_cols))) or ((o['src'].elem in ('f4e2m1x2', 'f4e1m2x2',)) and ((2 * o['src'].valid_cols) == o['dst'].valid_cols)))),
                 pairs=(('src', 'dst', ('valid_rows',)), ('src', 'dst', ('valid_cols',))))
_RULE_164 = Rule('tmp-vec', '`tmp`, when given, must be a vec tile.', (), (), (('tmp', 'kind'),),
                 lambda o: (o['tmp'].kind == 'Vec'))
_RULE_165 = Rule('pair-a2a3', 'On a2a3, `src` -> `dst` must be one of the pairs the Semantics section lists for a2a3.', ('a2a3',), (), (('src', 'elem'), ('dst', 'elem')),
                 lambda o: (((o['src'].elem == 'f32') and (o['dst'].elem in ('f32', 'f16', 'bf16', 'i16', 'i32', 'i64',))) or ((o['src'].elem == 'f16') and (o['dst'].elem in ('f32', 'i32', 'i16', 'i8', 'u8',))) or ((o['src'].elem == 'bf16') and (o['dst'].elem in ('f32', 'i32',))) or ((o['src'].elem == 'i16') and (o['dst'].elem in ('f16', 'f32',))) or ((o['src'].elem == 'i32') and (o['dst'].elem in ('f32', 'i16', 'i64', 'f16',))) or ((o['src'].elem == 'i64') and (o['dst'].elem in ('f32', 'i32',))) or ((o['src'].elem == 'u8') and (o['dst'].elem in ('f16',))) or ((o['src'].elem == 'i8') and (o['dst'].elem in ('f16',)))))
_RULE_166 = Rule('pair-a5', 'On a5, `src` -> `dst` must be one of the pairs the Semantics section lists for a5.', ('a5',), (), (('src', 'elem'), ('dst', 'elem')),
                 lambda o: (((o['src'].elem == 'f32') and (o['dst'].elem in ('f32', 'f16', 'bf16', 'i16', 'i32', 'i64', 'f8e4m3', 'f8e5m2', 'hif8',))) or ((o['src'].elem == 'f16') and (o['dst'].elem in ('f32', 'i32', 'i16', 'i8', 'u8', 'hif8',))) or ((o['src'].elem == 'bf16') and (o['dst'].elem in ('f32', 'i32', 'f16', 'f4e2m1x2', 'f4e1m2x2',))) or ((o['src'].elem == 'i16') and (o['dst'].elem in ('u8', 'f16', 'f32', 'u32', 'i32',))) or ((o['src'].elem == 'i32') and (o['dst'].elem in ('f32', 'i16', 'u16', 'i64', 'u8',))) or ((o['src'].elem == 'i64') and (o['dst'].elem in ('f32', 'i32',))) or ((o['src'].elem == 'u8') and (o['dst'].elem in ('f16', 'u16',))) or ((o['src'].elem == 'i8') and (o['dst'].elem in ('f16', 'i16', 'i32',))) or ((o['src'].elem == 'u32') and (o['dst'].elem in ('u8', 'u16', 'i16',))) or ((o['src'].elem == 'f8e4m3') and (o['dst'].elem in ('f32',))) or ((o['src'].elem == 'f8e5m2') and (o['dst'].elem in ('f32',))) or ((o['src'].elem == 'hif8') and (o['dst'].elem in ('f32',))) or ((o['src'].elem == 'f4e2m1x2') and (o['dst'].elem in ('bf16',))) or ((o['src'].elem == 'f4e1m2x2') and (o['dst'].elem in ('bf16',)))))
_RULE_167 = Rule('pair-cpu', 'On cpu, `src` -> `dst` must be one of the pairs the Semantics section lists for cpu.', ('cpu',), (), (('src', 'elem'), ('dst', 'elem')),
                 lambda o: (((o['src'].elem == 'f32') and (o['dst'].elem in ('f32', 'f16', 'bf16', 'i16', 'i32', 'i64',))) or ((o['src'].elem == 'f16') and (o['dst'].elem in ('f32', 'i32', 'i16', 'i8', 'u8',))) or ((o['src'].elem == 'bf16') and (o['dst'].elem in ('f32', 'i32', 'f16',))) or ((o['src'].elem == 'i16') and (o['dst'].elem in ('u8', 'f16', 'f32', 'u32', 'i32',))) or ((o['src'].elem == 'i32') and (o['dst'].elem in ('f32', 'i16', 'u16', 'i64', 'u8', 'f16',))) or ((o['src'].elem == 'i64') and (o['dst'].elem in ('f32', 'i32',))) or ((o['src'].elem == 'u8') and (o['dst'].elem in ('f16', 'u16',))) or ((o['src'].elem == 'i8') and (o['dst'].elem in ('f16', 'i16', 'i32',))) or ((o['src'].elem == 'u32') and (o['dst'].elem in ('u8', 'u16', 'i16',)))))
_RULE_168 = Rule('vec-tiles', 'src, fp, dst (and offset, tmp) must be vec tiles.', (), (), (('src', 'kind'), ('fp', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['fp'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_169 = Rule('same-valid', "src's valid shape must equal dst's.", (), (), (('src', 'valid_rows'), ('dst', 'valid_rows'), ('src', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['src'].valid_rows == o['dst'].valid_rows) and (o['src'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src', 'dst', ('valid_rows',)), ('src', 'dst', ('valid_cols',))))
_RULE_170 = Rule('sym-dst', "INT8_SYM writes i8 and INT8_ASYM u8 (pto-isa's static_asserts; PTOAS's verifier asks 8 bits).", (), (), (('dst', 'elem'),),
                 lambda o: (((o.get('@quant_type') == 'INT8_SYM') and (o['dst'].elem == 'i8')) or ((o.get('@quant_type') == 'INT8_ASYM') and (o['dst'].elem == 'u8'))))
_RULE_171 = Rule('asym-offset', 'INT8_ASYM needs the offset tile, and INT8_SYM must not have one.', (), ('asym', 'asym_tmp'), (),
                 lambda o: (o.get('@quant_type') == 'INT8_ASYM'))
_RULE_172 = Rule('sym-no-offset', 'INT8_SYM takes no offset tile; INT8_ASYM needs one.', (), ('sym', 'sym_tmp'), (),
                 lambda o: (o.get('@quant_type') == 'INT8_SYM'))
_RULE_173 = Rule('a2a3-row-major', "On A2/A3 src and dst must be row-major (PTOAS's verifier).", ('a2a3',), (), (('src', 'blayout'), ('dst', 'blayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor')))
_RULE_174 = Rule('a2a3-param-column', "On A2/A3 fp must not be row-major and must have dst's valid rows and one valid column (PTOAS's verifier).", ('a2a3',), (), (('fp', 'blayout'), ('fp', 'valid_rows'), ('dst', 'valid_rows'), ('fp', 'valid_cols')),
                 lambda o: ((o['fp'].blayout != 'RowMajor') and (o['fp'].valid_rows == o['dst'].valid_rows) and (o['fp'].valid_cols == 1)),
                 pairs=(('fp', 'dst', ('valid_rows',)),))
_RULE_175 = Rule('a2a3-offset-column', "On A2/A3 offset must not be row-major and must have dst's valid rows and one valid column (PTOAS's verifier).", ('a2a3',), ('asym', 'asym_tmp'), (('offset', 'blayout'), ('offset', 'valid_rows'), ('dst', 'valid_rows'), ('offset', 'valid_cols')),
                 lambda o: ((o['offset'].blayout != 'RowMajor') and (o['offset'].valid_rows == o['dst'].valid_rows) and (o['offset'].valid_cols == 1)),
                 pairs=(('offset', 'dst', ('valid_rows',)),))
_RULE_176 = Rule('a2a3-tmp-shape', "On A2/A3 tmp must be a row-major tile of src's shape and valid shape (PTOAS's verifier).", ('a2a3',), ('sym_tmp', 'asym_tmp'), (('tmp', 'blayout'), ('tmp', 'rows'), ('src', 'rows'), ('tmp', 'cols'), ('src', 'cols'), ('tmp', 'valid_rows'), ('src', 'valid_rows'), ('tmp', 'valid_cols'), ('src', 'valid_cols')),
                 lambda o: ((o['tmp'].blayout == 'RowMajor') and (o['tmp'].rows == o['src'].rows) and (o['tmp'].cols == o['src'].cols) and (o['tmp'].valid_rows == o['src'].valid_rows) and (o['tmp'].valid_cols == o['src'].valid_cols)),
                 pairs=(('tmp', 'src', ('rows',)), ('tmp', 'src', ('cols',)), ('tmp', 'src', ('valid_rows',)), ('tmp', 'src', ('valid_cols',))))
_RULE_177 = Rule('mx-vec', 'src, dst, exp, max and scaling must be row-major vec tiles with no box.', (), (), (('src', 'kind'), ('dst', 'kind'), ('exp', 'kind'), ('max', 'kind'), ('scaling', 'kind'), ('src', 'blayout'), ('dst', 'blayout'), ('src', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec') and (o['exp'].kind == 'Vec') and (o['max'].kind == 'Vec') and (o['scaling'].kind == 'Vec') and (o['src'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_178 = Rule('mx-aux-type', "max and scaling hold src's element type.", (), (), (('max', 'elem'), ('src', 'elem'), ('scaling', 'elem')),
                 lambda o: ((o['max'].elem == o['src'].elem) and (o['scaling'].elem == o['src'].elem)),
                 pairs=(('max', 'src', ('elem',)), ('scaling', 'src', ('elem',))))
_RULE_179 = Rule('mx-dst-type', 'MXFP8 writes i8 or u8; MXFP4_E2M1 writes !pto.f4E2M1x2 from f16 or bf16.', (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: (((o.get('@quant_type') == 'MXFP8') and (o['dst'].elem in ('i8', 'u8',))) or ((o.get('@quant_type') == 'MXFP4_E2M1') and (o['dst'].elem == 'f4e2m1x2') and (o['src'].elem in ('f16', 'bf16',)))))
_RULE_180 = Rule('mx-group-multiple', "src's valid rows (axis0) or valid columns (axis1) must be a multiple of 32.", (), (), (('src', 'valid_rows'), ('src', 'valid_cols')),
                 lambda o: (((o.get('@grpAxis') == 'axis0') and ((o['src'].valid_rows % 32) == 0)) or ((o.get('@grpAxis') != 'axis0') and ((o['src'].valid_cols % 32) == 0))))
_RULE_181 = Rule('mx-dst-valid', "dst's valid shape is src's (half the columns for MXFP4).", (), (), (('dst', 'valid_rows'), ('src', 'valid_rows'), ('dst', 'valid_cols'), ('src', 'valid_cols')),
                 lambda o: ((o['dst'].valid_rows == o['src'].valid_rows) and (((o.get('@quant_type') == 'MXFP8') and (o['dst'].valid_cols == o['src'].valid_cols)) or ((o.get('@quant_type') == 'MXFP4_E2M1') and ((o['dst'].valid_cols * 2) == o['src'].valid_cols)))),
                 pairs=(('dst', 'src', ('valid_rows',)), ('dst', 'src', ('valid_cols',))))
_RULE_182 = Rule('mx-aux-valid', 'max and scaling have one value per group: [M/32, N] for axis0, [M, N/32] or [1, M x N/32] for axis1.', (), (), (('max', 'valid_rows'), ('src', 'valid_rows'), ('max', 'valid_cols'), ('src', 'valid_cols'), ('scaling', 'valid_rows'), ('scaling', 'valid_cols')),
                 lambda o: (((o.get('@grpAxis') == 'axis0') and ((o['max'].valid_rows * 32) == o['src'].valid_rows) and (o['max'].valid_cols == o['src'].valid_cols) and ((o['scaling'].valid_rows * 32) == o['src'].valid_rows) and (o['scaling'].valid_cols == o['src'].valid_cols)) or ((o.get('@grpAxis') != 'axis0') and (((o['max'].valid_rows == o['src'].valid_rows) and ((o['max'].valid_cols * 32) == o['src'].valid_cols)) or ((o['max'].valid_rows == 1) and ((o['max'].valid_cols * 32) == (o['src'].valid_rows * o['src'].valid_cols)))) and (((o['scaling'].valid_rows == o['src'].valid_rows) and ((o['scaling'].valid_cols * 32) == o['src'].valid_cols)) or ((o['scaling'].valid_rows == 1) and ((o['scaling'].valid_cols * 32) == (o['src'].valid_rows * o['src'].valid_cols)))))),
                 pairs=(('max', 'src', ('valid_cols',)), ('scaling', 'src', ('valid_cols',)), ('max', 'src', ('valid_rows',)), ('scaling', 'src', ('valid_rows',))))
_RULE_183 = Rule('mx-exp-valid', "exp has one exponent per group as max does ([M/32, N] for axis0, [M, N/32] or [1, M x N/32] for axis1); with interleave, [M/64, 2N] and src's valid and physical rows a multiple of 64.", (), (), (('exp', 'valid_rows'), ('src', 'valid_rows'), ('exp', 'valid_cols'), ('src', 'valid_cols'), ('src', 'rows')),
                 lambda o: (((o.get('@interleave') != 'true') and (((o.get('@grpAxis') == 'axis0') and ((o['exp'].valid_rows * 32) == o['src'].valid_rows) and (o['exp'].valid_cols == o['src'].valid_cols)) or ((o.get('@grpAxis') != 'axis0') and (((o['exp'].valid_rows == o['src'].valid_rows) and ((o['exp'].valid_cols * 32) == o['src'].valid_cols)) or ((o['exp'].valid_rows == 1) and ((o['exp'].valid_cols * 32) == (o['src'].valid_rows * o['src'].valid_cols))))))) or ((o.get('@interleave') == 'true') and ((o['src'].valid_rows % 64) == 0) and ((o['src'].rows % 64) == 0) and ((o['exp'].valid_rows * 64) == o['src'].valid_rows) and (o['exp'].valid_cols == (2 * o['src'].valid_cols)))),
                 pairs=(('exp', 'src', ('valid_cols',)), ('exp', 'src', ('valid_rows',))))
_RULE_184 = Rule('mx-interleave-dn', 'interleave is for grpAxis=axis0 only.', (), (), (),
                 lambda o: ((o.get('@interleave') != 'true') or (o.get('@grpAxis') == 'axis0')))
_RULE_185 = Rule('mx-zz-nd', 'The fused exp_zz form takes grpAxis=axis1, storeMode and the OCP scale (axis0 exponents go through pto.tmov).', (), ('zz',), (),
                 lambda o: ((o.get('@grpAxis') != 'axis0') and (o.get('@storeMode') != None) and (o.get('@quantScaleAlg') == 'ocp')))
_RULE_186 = Rule('mx-storemode', 'storeMode comes with exp_zz only.', (), ('plain',), (),
                 lambda o: (o.get('@storeMode') == None))
_RULE_187 = Rule('same-valid', "The source's valid shape must equal dst's.", (), (), (('src', 'valid_rows'), ('dst', 'valid_rows'), ('src', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['src'].valid_rows == o['dst'].valid_rows) and (o['src'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src', 'dst', ('valid_rows',)), ('src', 'dst', ('valid_cols',))))
_RULE_188 = Rule('param-rows', "`scale` and `offset` must have dst's valid rows.", (), (), (('scale', 'valid_rows'), ('dst', 'valid_rows'), ('offset', 'valid_rows')),
                 lambda o: ((o['scale'].valid_rows == o['dst'].valid_rows) and (o['offset'].valid_rows == o['dst'].valid_rows)),
                 pairs=(('scale', 'dst', ('valid_rows',)), ('offset', 'dst', ('valid_rows',))))
_RULE_189 = Rule('param-vec', '`scale` and `offset` must be vec tiles.', (), (), (('scale', 'kind'), ('offset', 'kind')),
                 lambda o: ((o['scale'].kind == 'Vec') and (o['offset'].kind == 'Vec')))
_RULE_190 = Rule('print-vec', '`src` must be a vec tile.', (), (), (('src', 'kind'),),
                 lambda o: (o['src'].kind == 'Vec'))
_RULE_191 = Rule('print-tmp-elem', "`tmp` must have src's element type.", (), (), (('tmp', 'elem'), ('src', 'elem')),
                 lambda o: (o['tmp'].elem == o['src'].elem),
                 pairs=(('tmp', 'src', ('elem',)),))
_RULE_192 = Rule('vec-tile', 'The tile is a vec tile: the scalar unit reads and writes the unified buffer only (PTOAS refuses a mat tile by name).', (), (), (('src', 'kind'),),
                 lambda o: (o['src'].kind == 'Vec'))
_RULE_193 = Rule('elem-match', "The result has the tile's element type.", (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: (o['dst'].elem == o['src'].elem),
                 pairs=(('dst', 'src', ('elem',)),))
_RULE_194 = Rule('vec-tile', "The tile is a vec tile: the scalar unit reads and writes the unified buffer only (the tile library's static assert; PTOAS's verifier does not check it).", (), (), (('dst', 'kind'),),
                 lambda o: (o['dst'].kind == 'Vec'))
_RULE_195 = Rule('elem-match', "`val` has the tile's element type.", (), (), (('val', 'elem'), ('dst', 'elem')),
                 lambda o: (o['val'].elem == o['dst'].elem),
                 pairs=(('val', 'dst', ('elem',)),))
_RULE_196 = Rule('layouts', '`dst` must be row-major with no box; `src` row-major or column-major with no box (ND or DN).', (), (), (('dst', 'blayout'), ('dst', 'slayout'), ('src', 'slayout')),
                 lambda o: ((o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox') and (o['src'].slayout == 'NoneBox')))
_RULE_197 = Rule('expand-src-rows', "`src`'s valid rows must equal dst's; its first column is read.", (), (), (('src', 'valid_rows'), ('dst', 'valid_rows')),
                 lambda o: (o['src'].valid_rows == o['dst'].valid_rows),
                 pairs=(('src', 'dst', ('valid_rows',)),))
_RULE_198 = Rule('row-major', 'Both tiles must be row-major with no box (ND).', (), (), (('src', 'blayout'), ('dst', 'blayout'), ('src', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_199 = Rule('expand-src-cols', "`src`'s valid columns must equal dst's; its row 0 is read (PTOAS's verifier).", (), (), (('src', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: (o['src'].valid_cols == o['dst'].valid_cols),
                 pairs=(('src', 'dst', ('valid_cols',)),))
_RULE_200 = Rule('gather-dst-vec', 'dst must be a row-major vec tile with no box (a mat dst takes its indices from a GM view).', (), ('ub',), (('dst', 'kind'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['dst'].kind == 'Vec') and (o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox')))
_RULE_201 = Rule('gather-idx-vec', 'idx must be a vec tile with no box.', (), ('ub',), (('idx', 'kind'), ('idx', 'slayout')),
                 lambda o: ((o['idx'].kind == 'Vec') and (o['idx'].slayout == 'NoneBox')))
_RULE_202 = Rule('gather-table-elem', "The table's element type must be dst's.", (), (), (('mem', 'elem'), ('dst', 'elem')),
                 lambda o: (o['mem'].elem == o['dst'].elem),
                 pairs=(('mem', 'dst', ('elem',)),))
_RULE_203 = Rule('gather-l1-nz', 'With GM indices dst must be an Nz mat tile: col_major blocks of row_major boxes, fractal 512, its columns a multiple of 32 bytes and its rows of 16.', (), ('l1_row', 'l1_elem'), (('dst', 'kind'), ('dst', 'blayout'), ('dst', 'slayout'), ('dst', 'fractal'), ('dst', 'cols'), ('dst', 'elem', 'bits'), ('dst', 'rows')),
                 lambda o: ((o['dst'].kind == 'Mat') and (o['dst'].blayout == 'ColMajor') and (o['dst'].slayout == 'RowMajor') and (o['dst'].fractal == 512) and (((o['dst'].cols * o['dst'].elem.bits) % 256) == 0) and ((o['dst'].rows % 16) == 0)))
_RULE_204 = Rule('gather-a2a3-idx-row-major', "On A2/A3 idx must be row-major (the library's check), so coalesce row takes a [1, R] index tile.", ('a2a3',), ('ub',), (('idx', 'blayout'),),
                 lambda o: (o['idx'].blayout == 'RowMajor'))
_RULE_205 = Rule('gather-row-index', "With coalesce row, idx's valid shape must be [1, R] (row-major) or [R, 1] (column-major), R dst's valid rows.", (), ('ub',), (('idx', 'blayout'), ('idx', 'valid_rows'), ('idx', 'valid_cols'), ('dst', 'valid_rows')),
                 lambda o: ((o.get('@coalesce') != 'row') or ((o['idx'].blayout == 'RowMajor') and (o['idx'].valid_rows <= 1) and (o['idx'].valid_cols == o['dst'].valid_rows)) or ((o['idx'].blayout == 'ColMajor') and (o['idx'].valid_cols <= 1) and (o['idx'].valid_rows == o['dst'].valid_rows))),
                 pairs=(('idx', 'dst', ('valid_rows',)),))
_RULE_206 = Rule('gather-elem-index', "With coalesce elem, idx's valid shape must be dst's.", (), ('ub',), (('idx', 'valid_rows'), ('dst', 'valid_rows'), ('idx', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o.get('@coalesce') != 'elem') or ((o['idx'].valid_rows == o['dst'].valid_rows) and (o['idx'].valid_cols == o['dst'].valid_cols))),
                 pairs=(('idx', 'dst', ('valid_rows',)), ('idx', 'dst', ('valid_cols',))))
_RULE_207 = Rule('gather-a5-packed-rows', "On A5, with coalesce row, the table's last dimension must be dst's valid columns (its SIMT kernel reads the table's rows packed: D-MGATHER-ROWS).", ('a5',), ('ub',), (('mem', 'cols'), ('dst', 'valid_cols')),
                 lambda o: ((o.get('@coalesce') != 'row') or (o['mem'].cols == o['dst'].valid_cols)))
_RULE_208 = Rule('gather-l1-row', 'Into a mat tile without a scratch view the gather must be coalesce row.', (), ('l1_row',), (),
                 lambda o: (o.get('@coalesce') == 'row'))
_RULE_209 = Rule('gather-l1-elem', "Into a mat tile with a scratch view the gather must be coalesce elem, and the scratch view must hold dst's element type.", (), ('l1_elem',), (('scratch', 'elem'), ('dst', 'elem')),
                 lambda o: ((o.get('@coalesce') == 'elem') and (o['scratch'].elem == o['dst'].elem)),
                 pairs=(('scratch', 'dst', ('elem',)),))
_RULE_210 = Rule('scatter-src-vec', 'src must be a row-major vec tile with no box.', (), (), (('src', 'kind'), ('src', 'blayout'), ('src', 'slayout')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox')))
_RULE_211 = Rule('scatter-idx-vec', 'idx must be a vec tile with no box.', (), (), (('idx', 'kind'), ('idx', 'slayout')),
                 lambda o: ((o['idx'].kind == 'Vec') and (o['idx'].slayout == 'NoneBox')))
_RULE_212 = Rule('scatter-table-elem', "The table's element type must be src's.", (), (), (('mem', 'elem'), ('src', 'elem')),
                 lambda o: (o['mem'].elem == o['src'].elem),
                 pairs=(('mem', 'src', ('elem',)),))
_RULE_213 = Rule('scatter-a2a3-idx-row-major', "On A2/A3 idx must be row-major (the library's check), so coalesce row takes a [1, R] index tile.", ('a2a3',), (), (('idx', 'blayout'),),
                 lambda o: (o['idx'].blayout == 'RowMajor'))
_RULE_214 = Rule('scatter-row-index', "With coalesce row, idx's valid shape must be [1, R] (row-major) or [R, 1] (column-major), R src's valid rows.", (), (), (('idx', 'blayout'), ('idx', 'valid_rows'), ('idx', 'valid_cols'), ('src', 'valid_rows')),
                 lambda o: ((o.get('@coalesce') != 'row') or ((o['idx'].blayout == 'RowMajor') and (o['idx'].valid_rows <= 1) and (o['idx'].valid_cols == o['src'].valid_rows)) or ((o['idx'].blayout == 'ColMajor') and (o['idx'].valid_cols <= 1) and (o['idx'].valid_rows == o['src'].valid_rows))),
                 pairs=(('idx', 'src', ('valid_rows',)),))
_RULE_215 = Rule('scatter-elem-index', "With coalesce elem, idx's valid shape must be src's.", (), (), (('idx', 'valid_rows'), ('src', 'valid_rows'), ('idx', 'valid_cols'), ('src', 'valid_cols')),
                 lambda o: ((o.get('@coalesce') != 'elem') or ((o['idx'].valid_rows == o['src'].valid_rows) and (o['idx'].valid_cols == o['src'].valid_cols))),
                 pairs=(('idx', 'src', ('valid_rows',)), ('idx', 'src', ('valid_cols',))))
_RULE_216 = Rule('scatter-no-coalesce-index', "Without coalesce, idx's valid shape must be [R, 1] (row-major) or src's (PTOAS).", (), (), (('idx', 'blayout'), ('idx', 'valid_rows'), ('src', 'valid_rows'), ('idx', 'valid_cols'), ('src', 'valid_cols')),
                 lambda o: ((o.get('@coalesce') != None) or ((o['idx'].blayout == 'RowMajor') and (o['idx'].valid_rows == o['src'].valid_rows) and (o['idx'].valid_cols <= 1)) or ((o['idx'].valid_rows == o['src'].valid_rows) and (o['idx'].valid_cols == o['src'].valid_cols))),
                 pairs=(('idx', 'src', ('valid_rows',)), ('idx', 'src', ('valid_cols',))))
_RULE_217 = Rule('scatter-default-row', "Without coalesce the A5 library scatters by rows, so idx's valid shape must be [R, 1] or [1, R] (D-MSCATTER-DEFAULT).", ('a5',), (), (('idx', 'valid_rows'), ('src', 'valid_rows'), ('idx', 'valid_cols')),
                 lambda o: ((o.get('@coalesce') != None) or ((o['idx'].valid_rows == o['src'].valid_rows) and (o['idx'].valid_cols <= 1)) or ((o['idx'].valid_rows <= 1) and (o['idx'].valid_cols == o['src'].valid_rows))),
                 pairs=(('idx', 'src', ('valid_rows',)),))
_RULE_218 = Rule('scatter-default-row-a2a3', 'Without coalesce the A2/A3 library scatters by rows and takes a [1, R] index tile only (D-MSCATTER-DEFAULT).', ('a2a3',), (), (('idx', 'valid_rows'), ('idx', 'valid_cols'), ('src', 'valid_rows')),
                 lambda o: ((o.get('@coalesce') != None) or ((o['idx'].valid_rows <= 1) and (o['idx'].valid_cols == o['src'].valid_rows))))
_RULE_219 = Rule('scatter-default-elem', "Without coalesce the CPU simulator scatters by elements, so idx's valid shape must be src's (D-MSCATTER-DEFAULT).", ('cpu',), (), (('idx', 'valid_rows'), ('src', 'valid_rows'), ('idx', 'valid_cols'), ('src', 'valid_cols')),
                 lambda o: ((o.get('@coalesce') != None) or ((o['idx'].valid_rows == o['src'].valid_rows) and (o['idx'].valid_cols == o['src'].valid_cols))),
                 pairs=(('idx', 'src', ('valid_rows',)), ('idx', 'src', ('valid_cols',))))
_RULE_220 = Rule('scatter-a5-packed-rows', "On A5, scattering by rows, the table's last dimension must be src's valid columns (its SIMT kernel writes the table's rows packed: D-MGATHER-ROWS).", ('a5',), (), (('mem', 'cols'), ('src', 'valid_cols')),
                 lambda o: ((o.get('@coalesce') == 'elem') or (o['mem'].cols == o['src'].valid_cols)))
_RULE_221 = Rule('scatter-attrs-need-coalesce', 'scatterAtomicOp, scatterOob and scatterConflict need coalesce.', (), (), (),
                 lambda o: ((o.get('@coalesce') != None) or ((o.get('@scatterAtomicOp') == 'none') and (o.get('@scatterOob') == 'undefined') and (o.get('@scatterConflict') == None))))
_RULE_222 = Rule('scatter-conflict-a5', 'scatterConflict is an A5 attribute.', ('a2a3',), (), (),
                 lambda o: (o.get('@scatterConflict') == None))
_RULE_223 = Rule('scatter-add-types', 'scatterAtomicOp add takes i32, u32, f16 or f32 elements.', (), (), (('src', 'elem'),),
                 lambda o: ((o.get('@scatterAtomicOp') != 'add') or (o['src'].elem in ('i32', 'u32', 'f16', 'f32',))))
_RULE_224 = Rule('scatter-minmax-types', 'scatterAtomicOp max and min take i32, u32 or f32 elements.', (), (), (('src', 'elem'),),
                 lambda o: (((o.get('@scatterAtomicOp') != 'max') and (o.get('@scatterAtomicOp') != 'min')) or (o['src'].elem in ('i32', 'u32', 'f32',))))
_RULE_225 = Rule('scatter-a2a3-atomics', 'On A2/A3 the scatter adds only (i32, f16 or f32 elements): the library has no max, min or u32 add.', ('a2a3',), (), (('src', 'elem'),),
                 lambda o: (((o.get('@scatterAtomicOp') != 'max') and (o.get('@scatterAtomicOp') != 'min')) and ((o.get('@scatterAtomicOp') != 'add') or (o['src'].elem != 'u32'))))
_RULE_226 = Rule('scatter-cpu-last-atomic', 'On the CPU simulator scatterConflict last does not combine with an atomic op (its check).', ('cpu',), (), (),
                 lambda o: ((o.get('@scatterConflict') != 'last') or (o.get('@scatterAtomicOp') == 'none')))
_RULE_227 = Rule('ci-vec', 'dst must be a row-major vec tile with no box.', (), (), (('dst', 'kind'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['dst'].kind == 'Vec') and (o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox')))
_RULE_228 = Rule('ci-one-row', "dst must have one valid row (PTOAS's A5 library; pto-isa asserts a one-row tile).", (), (), (('dst', 'valid_rows'),),
                 lambda o: (o['dst'].valid_rows == 1))
_RULE_229 = Rule('tri-vec', 'dst must be a row-major vec tile with no box.', (), (), (('dst', 'kind'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['dst'].kind == 'Vec') and (o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox')))
_RULE_230 = Rule('vec-tiles', '`src`, `idx` and `dst` must be vec tiles (`TileType::Vec`).', (), (), (('src', 'kind'), ('idx', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['idx'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_231 = Rule('hist-layouts', '`src` and `dst` must be row-major with no box.', (), (), (('src', 'blayout'), ('src', 'slayout'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox')))
_RULE_232 = Rule('hist-rows', "`dst`'s rows and valid rows must equal src's.", (), (), (('dst', 'rows'), ('src', 'rows'), ('dst', 'valid_rows'), ('src', 'valid_rows')),
                 lambda o: ((o['dst'].rows == o['src'].rows) and (o['dst'].valid_rows == o['src'].valid_rows)),
                 pairs=(('dst', 'src', ('rows',)), ('dst', 'src', ('valid_rows',))))
_RULE_233 = Rule('hist-bins', '`dst` must have at least 256 columns, and 256 or more valid columns (or none).', (), (), (('dst', 'cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['dst'].cols >= 256) and ((o['dst'].valid_cols == 0) or (o['dst'].valid_cols >= 256))))
_RULE_234 = Rule('hist-u16-byte', 'A u16 `src` takes byte 0 or 1.', (), (), (('src', 'elem'),),
                 lambda o: ((o['src'].elem != 'u16') or (o.get('@byte') == '0') or (o.get('@byte') == '1')))
_RULE_235 = Rule('hist-u16-idx', "With a u16 `src`, `idx` must be a DN column (col-major, no box, one column) with src's rows and valid rows.", (), (), (('src', 'elem'), ('idx', 'blayout'), ('idx', 'slayout'), ('idx', 'cols'), ('idx', 'rows'), ('src', 'rows'), ('idx', 'valid_rows'), ('src', 'valid_rows')),
                 lambda o: ((o['src'].elem != 'u16') or ((o['idx'].blayout == 'ColMajor') and (o['idx'].slayout == 'NoneBox') and (o['idx'].cols == 1) and (o['idx'].rows == o['src'].rows) and (o['idx'].valid_rows == o['src'].valid_rows))),
                 pairs=(('idx', 'src', ('rows',)), ('idx', 'src', ('valid_rows',))))
_RULE_236 = Rule('hist-u32-idx', "With a u32 `src` and byte 0, 1 or 2, `idx` must be row-major with no box, src's columns and valid columns, and 3 - byte rows.", (), (), (('src', 'elem'), ('idx', 'blayout'), ('idx', 'slayout'), ('idx', 'cols'), ('src', 'cols'), ('idx', 'valid_cols'), ('src', 'valid_cols'), ('idx', 'rows')),
                 lambda o: ((o['src'].elem != 'u32') or (o.get('@byte') == '3') or ((o['idx'].blayout == 'RowMajor') and (o['idx'].slayout == 'NoneBox') and (o['idx'].cols == o['src'].cols) and (o['idx'].valid_cols == o['src'].valid_cols) and (((o.get('@byte') == '2') and (o['idx'].rows == 1)) or ((o.get('@byte') == '1') and (o['idx'].rows == 2)) or ((o.get('@byte') == '0') and (o['idx'].rows == 3))))),
                 pairs=(('idx', 'src', ('cols',)), ('idx', 'src', ('valid_cols',))))
_RULE_237 = Rule('zz-types', "X to ZZ: src, tmp and dst are vec tiles of one 8-bit element type (ui8, hif8 or f8E8M0); src row-major with no box, dst row-major with row-major boxes (PTOAS's verifier).", (), ('zz',), (('src', 'kind'), ('tmp', 'kind'), ('dst', 'kind'), ('src', 'elem'), ('dst', 'elem'), ('tmp', 'elem'), ('src', 'blayout'), ('src', 'slayout'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['tmp'].kind == 'Vec') and (o['dst'].kind == 'Vec') and (o['src'].elem == o['dst'].elem) and (o['tmp'].elem == o['src'].elem) and (o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'RowMajor')),
                 pairs=(('dst', 'src', ('elem',)), ('tmp', 'src', ('elem',))))
_RULE_238 = Rule('zz-count', 'X to ZZ: src and dst hold the same number of exponents (valid rows x valid columns).', (), ('zz',), (('src', 'valid_rows'), ('src', 'valid_cols'), ('dst', 'valid_rows'), ('dst', 'valid_cols')),
                 lambda o: ((o['src'].valid_rows * o['src'].valid_cols) == (o['dst'].valid_rows * o['dst'].valid_cols)))
_RULE_239 = Rule('location-pair', 'The locations are vec to vec, mat to left, right, bias or scaling, acc to mat or vec, or (A5) vec to mat.', ('a2a3',), ('copy',), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: (((o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec')) or ((o['src'].kind == 'Mat') and ((o['dst'].kind == 'Left') or (o['dst'].kind == 'Right') or (o['dst'].kind == 'Bias') or (o['dst'].kind == 'Scaling'))) or ((o['src'].kind == 'Acc') and ((o['dst'].kind == 'Mat') or (o['dst'].kind == 'Vec')))))
_RULE_240 = Rule('location-pair-a5', 'The locations are vec to vec or mat, mat to left, right, bias or scaling, or acc to mat or vec.', ('a5', 'cpu'), ('copy',), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: (((o['src'].kind == 'Vec') and ((o['dst'].kind == 'Vec') or (o['dst'].kind == 'Mat'))) or ((o['src'].kind == 'Mat') and ((o['dst'].kind == 'Left') or (o['dst'].kind == 'Right') or (o['dst'].kind == 'Bias') or (o['dst'].kind == 'Scaling'))) or ((o['src'].kind == 'Acc') and ((o['dst'].kind == 'Mat') or (o['dst'].kind == 'Vec')))))
_RULE_241 = Rule('same-elem', 'Between vec tiles src and dst have the same element type.', (), ('copy',), (('src', 'kind'), ('dst', 'kind'), ('src', 'elem'), ('dst', 'elem')),
                 lambda o: ((o['src'].kind != 'Vec') or (o['dst'].kind != 'Vec') or (o['src'].elem == o['dst'].elem)),
                 pairs=(('src', 'dst', ('elem',)),))
_RULE_242 = Rule('mat-same-shape', 'A move from a mat tile keeps the shape: src and dst have the same rows and columns.', (), ('copy',), (('src', 'kind'), ('src', 'rows'), ('dst', 'rows'), ('src', 'cols'), ('dst', 'cols')),
                 lambda o: ((o['src'].kind != 'Mat') or ((o['src'].rows == o['dst'].rows) and (o['src'].cols == o['dst'].cols))),
                 pairs=(('src', 'dst', ('rows',)), ('src', 'dst', ('cols',))))
_RULE_243 = Rule('a2a3-same-shape', 'On A2/A3 every move keeps the shape: src and dst have the same rows and columns.', ('a2a3',), ('copy',), (('src', 'rows'), ('dst', 'rows'), ('src', 'cols'), ('dst', 'cols')),
                 lambda o: ((o['src'].rows == o['dst'].rows) and (o['src'].cols == o['dst'].cols)),
                 pairs=(('src', 'dst', ('rows',)), ('src', 'dst', ('cols',))))
_RULE_244 = Rule('relu-acc', 'reluPreMode other than no_relu needs an acc source.', (), (), (('src', 'kind'),),
                 lambda o: ((o.get('@reluPreMode') == None) or (o.get('@reluPreMode') == 'no_relu') or (o['src'].kind == 'Acc')))
_RULE_245 = Rule('acc-to-vec-mode', 'accToVecMode is only for a move from an acc tile to a vec tile.', (), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: ((o.get('@accToVecMode') == None) or ((o['src'].kind == 'Acc') and (o['dst'].kind == 'Vec'))))
_RULE_246 = Rule('tmp-elem', 'tmp, where given, has the element type of src.', (), (), (('tmp', 'elem'), ('src', 'elem')),
                 lambda o: (o['tmp'].elem == o['src'].elem),
                 pairs=(('tmp', 'src', ('elem',)),))
_RULE_247 = Rule('trans-src-row-major', 'src is row-major (blayout row_major).', (), (), (('src', 'blayout'),),
                 lambda o: (o['src'].blayout == 'RowMajor'))
_RULE_248 = Rule('trans-major-aligned', 'On A5 the major dimension of src and of dst (the columns of a row-major tile, the rows of a column-major one) spans a multiple of 32 bytes.', ('a5',), (), (('src', 'blayout'), ('src', 'cols'), ('src', 'elem', 'bits'), ('src', 'rows'), ('dst', 'blayout'), ('dst', 'cols'), ('dst', 'elem', 'bits'), ('dst', 'rows')),
                 lambda o: ((((o['src'].blayout == 'RowMajor') and (((o['src'].cols * o['src'].elem.bits) % 256) == 0)) or ((o['src'].blayout == 'ColMajor') and (((o['src'].rows * o['src'].elem.bits) % 256) == 0))) and (((o['dst'].blayout == 'RowMajor') and (((o['dst'].cols * o['dst'].elem.bits) % 256) == 0)) or ((o['dst'].blayout == 'ColMajor') and (((o['dst'].rows * o['dst'].elem.bits) % 256) == 0)))))
_RULE_249 = Rule('trans-fits', "A boxed or column-major dst holds the transposed region: its rows at least src's valid columns, its columns at least src's valid rows (a row-major dst may be smaller: D-TTRANS-REGION).", (), (), (('dst', 'blayout'), ('dst', 'slayout'), ('dst', 'rows'), ('src', 'valid_cols'), ('dst', 'cols'), ('src', 'valid_rows')),
                 lambda o: (((o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox')) or ((o['dst'].rows >= o['src'].valid_cols) and (o['dst'].cols >= o['src'].valid_rows))))
_RULE_250 = Rule('trans-mirror', "On the CPU simulator dst's valid shape mirrors src's (its valid rows are src's valid columns and the reverse).", ('cpu',), (), (('dst', 'valid_rows'), ('src', 'valid_cols'), ('dst', 'valid_cols'), ('src', 'valid_rows')),
                 lambda o: ((o['dst'].valid_rows == o['src'].valid_cols) and (o['dst'].valid_cols == o['src'].valid_rows)))
_RULE_251 = Rule('tmp-bytes', 'tmp, where given, holds at least 32 bytes.', (), (), (('tmp', 'rows'), ('tmp', 'cols'), ('tmp', 'elem', 'bits')),
                 lambda o: (((o['tmp'].rows * o['tmp'].cols) * o['tmp'].elem.bits) >= 256))
_RULE_252 = Rule('reshape-location', "The result is in the source's location.", (), (), (('dst', 'kind'), ('src', 'kind')),
                 lambda o: (o['dst'].kind == o['src'].kind),
                 pairs=(('dst', 'src', ('kind',)),))
_RULE_253 = Rule('reshape-bytes', 'The result has as many bytes as the source: rows x cols x element size are the same.', (), (), (('dst', 'rows'), ('dst', 'cols'), ('dst', 'elem', 'bits'), ('src', 'rows'), ('src', 'cols'), ('src', 'elem', 'bits')),
                 lambda o: (((o['dst'].rows * o['dst'].cols) * o['dst'].elem.bits) == ((o['src'].rows * o['src'].cols) * o['src'].elem.bits)))
_RULE_254 = Rule('reshape-boxed', 'Both tiles are boxed, or neither is (slayout none_box).', (), (), (('dst', 'slayout'), ('src', 'slayout')),
                 lambda o: (((o['dst'].slayout == 'NoneBox') and (o['src'].slayout == 'NoneBox')) or ((o['dst'].slayout != 'NoneBox') and (o['src'].slayout != 'NoneBox'))))
_RULE_255 = Rule('location-pair', 'The locations are vec to vec, mat to left or right, or acc to mat.', ('a2a3',), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: (((o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec')) or ((o['src'].kind == 'Mat') and ((o['dst'].kind == 'Left') or (o['dst'].kind == 'Right'))) or ((o['src'].kind == 'Acc') and (o['dst'].kind == 'Mat'))))
_RULE_256 = Rule('location-pair-a5', 'The locations are vec to vec or mat, mat to left, right or scaling, or acc to mat or vec.', ('a5', 'cpu'), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: (((o['src'].kind == 'Vec') and ((o['dst'].kind == 'Vec') or (o['dst'].kind == 'Mat'))) or ((o['src'].kind == 'Mat') and ((o['dst'].kind == 'Left') or (o['dst'].kind == 'Right') or (o['dst'].kind == 'Scaling'))) or ((o['src'].kind == 'Acc') and ((o['dst'].kind == 'Mat') or (o['dst'].kind == 'Vec')))))
_RULE_257 = Rule('same-elem', 'Outside an acc source, src and dst have the same element type.', (), (), (('src', 'kind'), ('src', 'elem'), ('dst', 'elem')),
                 lambda o: ((o['src'].kind == 'Acc') or (o['src'].elem == o['dst'].elem)),
                 pairs=(('src', 'dst', ('elem',)),))
_RULE_258 = Rule('vec-nd', 'On A5 both vec tiles are row-major with no box (ND).', ('a5',), (), (('src', 'kind'), ('dst', 'kind'), ('src', 'blayout'), ('src', 'slayout'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].kind != 'Vec') or (o['dst'].kind != 'Vec') or ((o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox'))))
_RULE_259 = Rule('window-in-src', "dst's rows fit in src's: the window (at least at offset 0) lies within src.", (), (), (('dst', 'rows'), ('src', 'rows'), ('dst', 'cols'), ('src', 'cols')),
                 lambda o: ((o['dst'].rows <= o['src'].rows) and (o['dst'].cols <= o['src'].cols)))
_RULE_260 = Rule('acc-to-vec-mode', 'accToVecMode is only for an A5 move from an acc tile to a vec tile.', (), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: ((o.get('@accToVecMode') == None) or ((o['src'].kind == 'Acc') and (o['dst'].kind == 'Vec'))))
_RULE_261 = Rule('location-pair', 'The locations are vec to vec or acc to mat.', ('a2a3',), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: (((o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec')) or ((o['src'].kind == 'Acc') and (o['dst'].kind == 'Mat'))))
_RULE_262 = Rule('location-pair-a5', 'The locations are vec to vec or mat, or acc to mat or vec.', ('a5', 'cpu'), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: (((o['src'].kind == 'Vec') and ((o['dst'].kind == 'Vec') or (o['dst'].kind == 'Mat'))) or ((o['src'].kind == 'Acc') and ((o['dst'].kind == 'Mat') or (o['dst'].kind == 'Vec')))))
_RULE_263 = Rule('vec-layouts', 'On A5 two vec tiles are both ND (row-major, no box) or both Nz (column-major blocks of row-major boxes).', ('a5',), (), (('src', 'kind'), ('dst', 'kind'), ('src', 'blayout'), ('src', 'slayout'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].kind != 'Vec') or (o['dst'].kind != 'Vec') or ((o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox')) or ((o['src'].blayout == 'ColMajor') and (o['src'].slayout == 'RowMajor') and (o['dst'].blayout == 'ColMajor') and (o['dst'].slayout == 'RowMajor'))))
_RULE_264 = Rule('window-in-dst', "src's valid region fits in dst: the window (at least at offset 0) lies within dst.", (), (), (('src', 'valid_rows'), ('dst', 'rows'), ('src', 'valid_cols'), ('dst', 'cols')),
                 lambda o: ((o['src'].valid_rows <= o['dst'].rows) and (o['src'].valid_cols <= o['dst'].cols)))
_RULE_265 = Rule('acc-to-vec-mode', 'accToVecMode is only for an A5 insert from an acc tile into a vec tile.', (), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: ((o.get('@accToVecMode') == None) or ((o['src'].kind == 'Acc') and (o['dst'].kind == 'Vec'))))
_RULE_266 = Rule('insert-mode', 'tinsertMode is only for an A5 insert from an Nz vec tile into a mat tile.', (), (), (('src', 'kind'), ('dst', 'kind'), ('src', 'blayout'), ('src', 'slayout')),
                 lambda o: ((o.get('@tinsertMode') == None) or ((o['src'].kind == 'Vec') and (o['dst'].kind == 'Mat') and (o['src'].blayout == 'ColMajor') and (o['src'].slayout == 'RowMajor'))))
_RULE_267 = Rule('fillpad-locations', "src and dst are both vec tiles, or both mat tiles (a mat tfillpad is the cube unit's: checked, not run).", (), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: (((o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec')) or ((o['src'].kind == 'Mat') and (o['dst'].kind == 'Mat'))))
_RULE_268 = Rule('pad-elem-size', "src's and dst's elements have one size, of 1, 2 or 4 bytes.", (), (), (('src', 'elem', 'bits'), ('dst', 'elem', 'bits')),
                 lambda o: ((o['src'].elem.bits == o['dst'].elem.bits) and (o['src'].elem.bits <= 32)),
                 pairs=(('src', 'dst', ('elem', 'bits')),))
_RULE_269 = Rule('fillpad-vec-nd', 'Vec tiles are row-major with no box (ND).', (), (), (('src', 'kind'), ('src', 'blayout'), ('src', 'slayout'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].kind != 'Vec') or ((o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox'))))
_RULE_270 = Rule('fillpad-mat', 'A mat tfillpad keeps the tile type: src and dst have the same shape, valid shape and pad, Zero, in the Nz layout.', (), (), (('src', 'kind'), ('src', 'rows'), ('dst', 'rows'), ('src', 'cols'), ('dst', 'cols'), ('src', 'valid_rows'), ('dst', 'valid_rows'), ('src', 'valid_cols'), ('dst', 'valid_cols'), ('src', 'pad'), ('dst', 'pad'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].kind != 'Mat') or ((o['src'].rows == o['dst'].rows) and (o['src'].cols == o['dst'].cols) and (o['src'].valid_rows == o['dst'].valid_rows) and (o['src'].valid_cols == o['dst'].valid_cols) and (o['src'].pad == o['dst'].pad) and (o['dst'].pad == 'Zero') and (o['dst'].blayout == 'ColMajor') and (o['dst'].slayout == 'RowMajor'))),
                 pairs=(('src', 'dst', ('rows',)), ('src', 'dst', ('cols',)), ('src', 'dst', ('valid_rows',)), ('src', 'dst', ('valid_cols',)), ('src', 'dst', ('pad',))))
_RULE_271 = Rule('dst-larger', "dst has at least src's rows and columns.", (), (), (('dst', 'rows'), ('src', 'rows'), ('dst', 'cols'), ('src', 'cols')),
                 lambda o: ((o['dst'].rows >= o['src'].rows) and (o['dst'].cols >= o['src'].cols)))
_RULE_272 = Rule('pad-not-null', "dst's pad value is Zero, Max or Min, not Null.", (), (), (('dst', 'pad'),),
                 lambda o: (o['dst'].pad in ('Zero', 'Max', 'Min',)))
_RULE_273 = Rule('inplace-shape', "src and dst have the same rows and columns (pto-isa's static_assert).", (), (), (('dst', 'rows'), ('src', 'rows'), ('dst', 'cols'), ('src', 'cols')),
                 lambda o: ((o['dst'].rows == o['src'].rows) and (o['dst'].cols == o['src'].cols)),
                 pairs=(('dst', 'src', ('rows',)), ('dst', 'src', ('cols',))))
_RULE_274 = Rule('expand-shape', "dst has at least src's rows and columns (pto-isa's static_assert).", (), (), (('dst', 'rows'), ('src', 'rows'), ('dst', 'cols'), ('src', 'cols')),
                 lambda o: ((o['dst'].rows >= o['src'].rows) and (o['dst'].cols >= o['src'].cols)))
_RULE_275 = Rule('concat-vec', 'src0, src1 and dst are vec tiles.', (), (), (('src0', 'kind'), ('src1', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src0'].kind == 'Vec') and (o['src1'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_276 = Rule('concat-elem', 'src0, src1 and dst have the same element type.', (), (), (('src0', 'elem'), ('dst', 'elem'), ('src1', 'elem')),
                 lambda o: ((o['src0'].elem == o['dst'].elem) and (o['src1'].elem == o['dst'].elem)),
                 pairs=(('src0', 'dst', ('elem',)), ('src1', 'dst', ('elem',))))
_RULE_277 = Rule('concat-rows', "src0's and src1's valid rows are dst's.", (), (), (('src0', 'valid_rows'), ('dst', 'valid_rows'), ('src1', 'valid_rows')),
                 lambda o: ((o['src0'].valid_rows == o['dst'].valid_rows) and (o['src1'].valid_rows == o['dst'].valid_rows)),
                 pairs=(('src0', 'dst', ('valid_rows',)), ('src1', 'dst', ('valid_rows',))))
_RULE_278 = Rule('concat-cols', "src0's and src1's valid columns added fit in dst's columns.", (), (), (('src0', 'valid_cols'), ('src1', 'valid_cols'), ('dst', 'cols')),
                 lambda o: ((o['src0'].valid_cols + o['src1'].valid_cols) <= o['dst'].cols))
_RULE_279 = Rule('concat-row-major', 'On A5 the three tiles are row-major.', ('a5',), (), (('src0', 'blayout'), ('src1', 'blayout'), ('dst', 'blayout')),
                 lambda o: ((o['src0'].blayout == 'RowMajor') and (o['src1'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor')))
_RULE_280 = Rule('concat-vec', 'The five tiles are vec tiles.', (), (), (('src0', 'kind'), ('src1', 'kind'), ('src0Idx', 'kind'), ('src1Idx', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src0'].kind == 'Vec') and (o['src1'].kind == 'Vec') and (o['src0Idx'].kind == 'Vec') and (o['src1Idx'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_281 = Rule('concat-idx-elem', 'The index tiles hold i8, i16 or i32, the same in both.', (), (), (('src0Idx', 'elem'), ('src1Idx', 'elem')),
                 lambda o: ((o['src0Idx'].elem in ('i8', 'i16', 'i32',)) and (o['src1Idx'].elem == o['src0Idx'].elem)),
                 pairs=(('src1Idx', 'src0Idx', ('elem',)),))
_RULE_282 = Rule('concat-idx-rows', "src0's, src1's and the index tiles' valid rows are dst's, and each index tile has a valid column.", (), (), (('src0', 'valid_rows'), ('dst', 'valid_rows'), ('src1', 'valid_rows'), ('src0Idx', 'valid_rows'), ('src1Idx', 'valid_rows'), ('src0Idx', 'valid_cols'), ('src1Idx', 'valid_cols')),
                 lambda o: ((o['src0'].valid_rows == o['dst'].valid_rows) and (o['src1'].valid_rows == o['dst'].valid_rows) and (o['src0Idx'].valid_rows == o['dst'].valid_rows) and (o['src1Idx'].valid_rows == o['dst'].valid_rows) and (o['src0Idx'].valid_cols >= 1) and (o['src1Idx'].valid_cols >= 1)),
                 pairs=(('src0', 'dst', ('valid_rows',)), ('src1', 'dst', ('valid_rows',)), ('src0Idx', 'dst', ('valid_rows',)), ('src1Idx', 'dst', ('valid_rows',))))
_RULE_283 = Rule('pack-vec', "src and dst are vec tiles (the layout family's vector ops; a choice of this database).", (), (), (('src', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_284 = Rule('pack-narrower', "dst's elements are no wider than src's (the manual: a narrower destination representation).", (), (), (('dst', 'elem', 'bits'), ('src', 'elem', 'bits')),
                 lambda o: (o['dst'].elem.bits <= o['src'].elem.bits))
_RULE_285 = Rule('mm-locations', '`lhs` must be a left tile, `rhs` a right tile and `dst` an acc tile.', ('cpu', 'a2a3'), (), (('lhs', 'kind'), ('rhs', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['lhs'].kind == 'Left') and (o['rhs'].kind == 'Right') and (o['dst'].kind == 'Acc')))
_RULE_286 = Rule('mm-locations-a5', '`lhs` must be a left tile and `rhs` a right tile (tmatmul: or mat tiles, D-TMATMUL-MAT-OPERANDS), `dst` an acc tile.', ('a5',), (), (('lhs', 'kind'), ('rhs', 'kind'), ('dst', 'kind')),
                 lambda o: (((o['lhs'].kind == 'Left') or (o['lhs'].kind == 'Mat')) and ((o['rhs'].kind == 'Right') or (o['rhs'].kind == 'Mat')) and (o['dst'].kind == 'Acc')))
_RULE_287 = Rule('mm-layouts-a5', 'On A5 `lhs` is Nz (col_major blocks, row_major inside), `rhs` Zn (row_major blocks, col_major inside) or, a mat tile, Nz, and `dst` Nz.', ('a5',), (), (('lhs', 'blayout'), ('lhs', 'slayout'), ('rhs', 'kind'), ('rhs', 'blayout'), ('rhs', 'slayout'), ('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['lhs'].blayout == 'ColMajor') and (o['lhs'].slayout == 'RowMajor') and (((o['rhs'].kind == 'Right') and (o['rhs'].blayout == 'RowMajor') and (o['rhs'].slayout == 'ColMajor')) or ((o['rhs'].kind == 'Mat') and (o['rhs'].blayout == 'ColMajor') and (o['rhs'].slayout == 'RowMajor'))) and (o['dst'].blayout == 'ColMajor') and (o['dst'].slayout == 'RowMajor')))
_RULE_288 = Rule('mm-valid-range', 'The valid sizes M, K and N must be at most 4095.', (), (), (('lhs', 'valid_rows'), ('lhs', 'valid_cols'), ('rhs', 'valid_cols')),
                 lambda o: ((o['lhs'].valid_rows <= 4095) and (o['lhs'].valid_cols <= 4095) and (o['rhs'].valid_cols <= 4095)))
_RULE_289 = Rule('mm-shapes', 'The tile shapes are lhs M x K, rhs K x N and dst M x N.', (), (), (('lhs', 'rows'), ('dst', 'rows'), ('lhs', 'cols'), ('rhs', 'rows'), ('rhs', 'cols'), ('dst', 'cols')),
                 lambda o: ((o['lhs'].rows == o['dst'].rows) and (o['lhs'].cols == o['rhs'].rows) and (o['rhs'].cols == o['dst'].cols)),
                 pairs=(('lhs', 'dst', ('rows',)), ('rhs', 'dst', ('cols',))))
_RULE_290 = Rule('mm-types', '(dst, lhs, rhs) element types: (i32, i8, i8), (f32, f16, f16), (f32, bf16, bf16), (f32, f32, f32), and on A5 (f32, fp8, fp8) for any two FP8 types and (f32, hif8, hif8).', (), (), (('dst', 'elem'), ('lhs', 'elem'), ('rhs', 'elem')),
                 lambda o: (((o['dst'].elem == 'i32') and (o['lhs'].elem == 'i8') and (o['rhs'].elem == 'i8')) or ((o['dst'].elem == 'f32') and (o['lhs'].elem == o['rhs'].elem) and ((o['lhs'].elem == 'f16') or (o['lhs'].elem == 'bf16') or (o['lhs'].elem == 'f32') or (o['lhs'].elem == 'hif8'))) or ((o['dst'].elem == 'f32') and ((o['lhs'].elem == 'f8e4m3') or (o['lhs'].elem == 'f8e5m2')) and ((o['rhs'].elem == 'f8e4m3') or (o['rhs'].elem == 'f8e5m2')))),
                 pairs=(('lhs', 'rhs', ('elem',)),))
_RULE_291 = Rule('acc-in', "acc_in is an acc tile of dst's element type and shape.", (), (), (('acc_in', 'kind'), ('acc_in', 'elem'), ('dst', 'elem'), ('acc_in', 'rows'), ('dst', 'rows'), ('acc_in', 'cols'), ('dst', 'cols')),
                 lambda o: ((o['acc_in'].kind == 'Acc') and (o['acc_in'].elem == o['dst'].elem) and (o['acc_in'].rows == o['dst'].rows) and (o['acc_in'].cols == o['dst'].cols)),
                 pairs=(('acc_in', 'dst', ('elem',)), ('acc_in', 'dst', ('rows',)), ('acc_in', 'dst', ('cols',))))
_RULE_292 = Rule('bias-tile', "bias is a bias tile of one row holding dst's element type (f32 for the mx forms).", (), (), (('bias', 'kind'), ('bias', 'rows'), ('bias', 'elem'), ('dst', 'elem')),
                 lambda o: ((o['bias'].kind == 'Bias') and (o['bias'].rows == 1) and (o['bias'].elem == o['dst'].elem)),
                 pairs=(('bias', 'dst', ('elem',)),))
_RULE_293 = Rule('bias-a5', 'On A5 bias is row_major.', ('a5',), (), (('bias', 'blayout'),),
                 lambda o: (o['bias'].blayout == 'RowMajor'))
_RULE_294 = Rule('mx-types', 'lhs and rhs are both FP8 (e4m3 or e5m2) or both FP4 pairs, dst f32.', (), (), (('dst', 'elem'), ('lhs', 'elem'), ('rhs', 'elem')),
                 lambda o: ((o['dst'].elem == 'f32') and ((((o['lhs'].elem == 'f8e4m3') or (o['lhs'].elem == 'f8e5m2')) and ((o['rhs'].elem == 'f8e4m3') or (o['rhs'].elem == 'f8e5m2'))) or (((o['lhs'].elem == 'f4e2m1x2') or (o['lhs'].elem == 'f4e1m2x2')) and ((o['rhs'].elem == 'f4e2m1x2') or (o['rhs'].elem == 'f4e1m2x2'))))))
_RULE_295 = Rule('mx-k64', "lhs's columns and rhs's rows (K's tile extent) are positive multiples of 64, and M, K and N at least 1.", (), (), (('lhs', 'cols'), ('rhs', 'rows'), ('lhs', 'valid_rows'), ('lhs', 'valid_cols'), ('rhs', 'valid_cols')),
                 lambda o: (((o['lhs'].cols % 64) == 0) and ((o['rhs'].rows % 64) == 0) and (o['lhs'].cols > 0) and (o['lhs'].valid_rows >= 1) and (o['lhs'].valid_cols >= 1) and (o['rhs'].valid_cols >= 1)))
_RULE_296 = Rule('mx-scales', "a_scale and b_scale are scaling tiles; a_scale's valid shape is M x ceil(K/32) and b_scale's ceil(K/32) x N.", (), (), (('a_scale', 'kind'), ('b_scale', 'kind'), ('a_scale', 'valid_rows'), ('lhs', 'valid_rows'), ('a_scale', 'valid_cols'), ('lhs', 'valid_cols'), ('b_scale', 'valid_rows'), ('b_scale', 'valid_cols'), ('rhs', 'valid_cols')),
                 lambda o: ((o['a_scale'].kind == 'Scaling') and (o['b_scale'].kind == 'Scaling') and (o['a_scale'].valid_rows == o['lhs'].valid_rows) and ((o['a_scale'].valid_cols * 32) >= o['lhs'].valid_cols) and (((o['a_scale'].valid_cols - 1) * 32) < o['lhs'].valid_cols) and (o['b_scale'].valid_rows == o['a_scale'].valid_cols) and (o['b_scale'].valid_cols == o['rhs'].valid_cols)),
                 pairs=(('a_scale', 'lhs', ('valid_rows',)), ('b_scale', 'rhs', ('valid_cols',))))
_RULE_297 = Rule('mx-scale-layouts', 'On A5 a_scale is row_major with row_major boxes and b_scale col_major with col_major boxes, both of fractal 32.', ('a5',), (), (('a_scale', 'blayout'), ('a_scale', 'slayout'), ('a_scale', 'fractal'), ('b_scale', 'blayout'), ('b_scale', 'slayout'), ('b_scale', 'fractal')),
                 lambda o: ((o['a_scale'].blayout == 'RowMajor') and (o['a_scale'].slayout == 'RowMajor') and (o['a_scale'].fractal == 32) and (o['b_scale'].blayout == 'ColMajor') and (o['b_scale'].slayout == 'ColMajor') and (o['b_scale'].fractal == 32)))
_RULE_298 = Rule('gemv-valid', "`lhs` and `dst` have one valid row; lhs's valid columns equal rhs's valid rows, and rhs's valid columns dst's.", (), (), (('lhs', 'valid_rows'), ('dst', 'valid_rows'), ('lhs', 'valid_cols'), ('rhs', 'valid_rows'), ('rhs', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['lhs'].valid_rows == 1) and (o['dst'].valid_rows == 1) and (o['lhs'].valid_cols == o['rhs'].valid_rows) and (o['rhs'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('rhs', 'dst', ('valid_cols',)),))
_RULE_299 = Rule('gemv-shapes', 'On A5 the tile shapes are lhs M x K, rhs K x N and dst M x N.', ('a5',), (), (('lhs', 'rows'), ('dst', 'rows'), ('lhs', 'cols'), ('rhs', 'rows'), ('rhs', 'cols'), ('dst', 'cols')),
                 lambda o: ((o['lhs'].rows == o['dst'].rows) and (o['lhs'].cols == o['rhs'].rows) and (o['rhs'].cols == o['dst'].cols)),
                 pairs=(('lhs', 'dst', ('rows',)), ('rhs', 'dst', ('cols',))))
_RULE_300 = Rule('location', 'dst must be a vec, mat or scaling tile.', (), (), (('dst', 'kind'),),
                 lambda o: ((o['dst'].kind == 'Vec') or (o['dst'].kind == 'Mat') or (o['dst'].kind == 'Scaling')))
_RULE_301 = Rule('elem-size', "The view's and the tile's element types have the same size.", (), (), (('src', 'elem', 'bits'), ('dst', 'elem', 'bits')),
                 lambda o: (o['src'].elem.bits == o['dst'].elem.bits),
                 pairs=(('src', 'dst', ('elem', 'bits')),))
_RULE_302 = Rule('location', 'src must be a vec, mat or acc tile.', (), (), (('src', 'kind'),),
                 lambda o: ((o['src'].kind == 'Vec') or (o['src'].kind == 'Mat') or (o['src'].kind == 'Acc')))
_RULE_303 = Rule('elem-size', "The tile's and the view's element types have the same size, but for an acc tile (whose store converts through the fixpipe).", (), (), (('src', 'kind'), ('src', 'elem', 'bits'), ('dst', 'elem', 'bits')),
                 lambda o: ((o['src'].kind == 'Acc') or (o['src'].elem.bits == o['dst'].elem.bits)),
                 pairs=(('src', 'dst', ('elem', 'bits')),))
_RULE_304 = Rule('location', 'dst must be a vec or mat tile.', (), (), (('dst', 'kind'),),
                 lambda o: ((o['dst'].kind == 'Vec') or (o['dst'].kind == 'Mat')))
_RULE_305 = Rule('prefetch-flat', 'src must be logically one-dimensional: every dimension but the last 1.', (), (), (('src', 'rows'),),
                 lambda o: (o['src'].rows == 1))
_RULE_306 = Rule('workspace-gm', 'The workspace must be a GM pointer.', (), (), (('workspace', 'space'),),
                 lambda o: (o['workspace'].space == 'gm'))
_RULE_307 = Rule('part-within', "Each source's valid shape must be at most dst's in both dimensions.", (), (), (('src0', 'valid_rows'), ('dst', 'valid_rows'), ('src0', 'valid_cols'), ('dst', 'valid_cols'), ('src1', 'valid_rows'), ('src1', 'valid_cols')),
                 lambda o: ((o['src0'].valid_rows <= o['dst'].valid_rows) and (o['src0'].valid_cols <= o['dst'].valid_cols) and (o['src1'].valid_rows <= o['dst'].valid_rows) and (o['src1'].valid_cols <= o['dst'].valid_cols)))
_RULE_308 = Rule('part-cover', "One source's valid shape must equal dst's (D-TPART-VALID).", ('a5', 'a2a3'), (), (('src0', 'valid_rows'), ('dst', 'valid_rows'), ('src0', 'valid_cols'), ('dst', 'valid_cols'), ('src1', 'valid_rows'), ('src1', 'valid_cols')),
                 lambda o: (((o['src0'].valid_rows == o['dst'].valid_rows) and (o['src0'].valid_cols == o['dst'].valid_cols)) or ((o['src1'].valid_rows == o['dst'].valid_rows) and (o['src1'].valid_cols == o['dst'].valid_cols))),
                 pairs=(('src0', 'dst', ('valid_rows',)), ('src0', 'dst', ('valid_cols',)), ('src1', 'dst', ('valid_rows',)), ('src1', 'dst', ('valid_cols',))))
_RULE_309 = Rule('part-cover', "One source's valid shape must equal dst's (D-TPART-VALID).", ('a2a3',), (), (('src0', 'valid_rows'), ('dst', 'valid_rows'), ('src0', 'valid_cols'), ('dst', 'valid_cols'), ('src1', 'valid_rows'), ('src1', 'valid_cols')),
                 lambda o: (((o['src0'].valid_rows == o['dst'].valid_rows) and (o['src0'].valid_cols == o['dst'].valid_cols)) or ((o['src1'].valid_rows == o['dst'].valid_rows) and (o['src1'].valid_cols == o['dst'].valid_cols))),
                 pairs=(('src0', 'dst', ('valid_rows',)), ('src0', 'dst', ('valid_cols',)), ('src1', 'dst', ('valid_rows',)), ('src1', 'dst', ('valid_cols',))))
_RULE_310 = Rule('same-shape', '`src0`, `src1` and `dst` must have the same shape.', (), (), (('src0', 'rows'), ('dst', 'rows'), ('src0', 'cols'), ('dst', 'cols'), ('src1', 'rows'), ('src1', 'cols')),
                 lambda o: ((o['src0'].rows == o['dst'].rows) and (o['src0'].cols == o['dst'].cols) and (o['src1'].rows == o['dst'].rows) and (o['src1'].cols == o['dst'].cols)),
                 pairs=(('src0', 'dst', ('rows',)), ('src0', 'dst', ('cols',)), ('src1', 'dst', ('rows',)), ('src1', 'dst', ('cols',))))
_RULE_311 = Rule('part-arg-idx', "The index tiles must be vec tiles of one element type, with their value tiles' shapes and valid shapes.", (), (), (('src0Idx', 'kind'), ('src1Idx', 'kind'), ('dstIdx', 'kind'), ('src1Idx', 'elem'), ('src0Idx', 'elem'), ('dstIdx', 'elem'), ('src0Idx', 'rows'), ('src0', 'rows'), ('src0Idx', 'cols'), ('src0', 'cols'), ('src1Idx', 'rows'), ('src1', 'rows'), ('src1Idx', 'cols'), ('src1', 'cols'), ('dstIdx', 'rows'), ('dst', 'rows'), ('dstIdx', 'cols'), ('dst', 'cols'), ('src0Idx', 'valid_rows'), ('src0', 'valid_rows'), ('src0Idx', 'valid_cols'), ('src0', 'valid_cols'), ('src1Idx', 'valid_rows'), ('src1', 'valid_rows'), ('src1Idx', 'valid_cols'), ('src1', 'valid_cols'), ('dstIdx', 'valid_rows'), ('dst', 'valid_rows'), ('dstIdx', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['src0Idx'].kind == 'Vec') and (o['src1Idx'].kind == 'Vec') and (o['dstIdx'].kind == 'Vec') and (o['src1Idx'].elem == o['src0Idx'].elem) and (o['dstIdx'].elem == o['src0Idx'].elem) and (o['src0Idx'].rows == o['src0'].rows) and (o['src0Idx'].cols == o['src0'].cols) and (o['src1Idx'].rows == o['src1'].rows) and (o['src1Idx'].cols == o['src1'].cols) and (o['dstIdx'].rows == o['dst'].rows) and (o['dstIdx'].cols == o['dst'].cols) and (o['src0Idx'].valid_rows == o['src0'].valid_rows) and (o['src0Idx'].valid_cols == o['src0'].valid_cols) and (o['src1Idx'].valid_rows == o['src1'].valid_rows) and (o['src1Idx'].valid_cols == o['src1'].valid_cols) and (o['dstIdx'].valid_rows == o['dst'].valid_rows) and (o['dstIdx'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src1Idx', 'src0Idx', ('elem',)), ('dstIdx', 'src0Idx', ('elem',)), ('src0', 'src0Idx', ('rows',)), ('src0', 'src0Idx', ('cols',)), ('src1', 'src1Idx', ('rows',)), ('src1', 'src1Idx', ('cols',)), ('dst', 'dstIdx', ('rows',)), ('dst', 'dstIdx', ('cols',)), ('src0', 'src0Idx', ('valid_rows',)), ('src0', 'src0Idx', ('valid_cols',)), ('src1', 'src1Idx', ('valid_rows',)), ('src1', 'src1Idx', ('valid_cols',)), ('dst', 'dstIdx', ('valid_rows',)), ('dst', 'dstIdx', ('valid_cols',))))
_RULE_312 = Rule('random-dst', '`dst` must be a row-major vec tile.', (), (), (('dst', 'kind'), ('dst', 'blayout')),
                 lambda o: ((o['dst'].kind == 'Vec') and (o['dst'].blayout == 'RowMajor')))
_RULE_313 = Rule('random-words', 'The key and counter words must be 32-bit integers.', (), (), (('key0', 'elem', 'bits'), ('key1', 'elem', 'bits'), ('counter0', 'elem', 'bits'), ('counter1', 'elem', 'bits'), ('counter2', 'elem', 'bits'), ('counter3', 'elem', 'bits')),
                 lambda o: ((o['key0'].elem.bits == 32) and (o['key1'].elem.bits == 32) and (o['counter0'].elem.bits == 32) and (o['counter1'].elem.bits == 32) and (o['counter2'].elem.bits == 32) and (o['counter3'].elem.bits == 32)))
_RULE_314 = Rule('row-major', '`src0` and `dst` must be row-major (`BLayout::RowMajor`).', (), (), (('src0', 'blayout'), ('dst', 'blayout')),
                 lambda o: ((o['src0'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor')))
_RULE_315 = Rule('src0-valid', "`src0`'s valid shape must equal dst's (D-TILE-ROWEXPAND-OPERAND).", (), (), (('src0', 'valid_rows'), ('dst', 'valid_rows'), ('src0', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['src0'].valid_rows == o['dst'].valid_rows) and (o['src0'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src0', 'dst', ('valid_rows',)), ('src0', 'dst', ('valid_cols',))))
_RULE_316 = Rule('src1-valid-rows', "`src1`'s valid rows must equal dst's.", (), (), (('src1', 'valid_rows'), ('dst', 'valid_rows')),
                 lambda o: (o['src1'].valid_rows == o['dst'].valid_rows),
                 pairs=(('src1', 'dst', ('valid_rows',)),))
_RULE_317 = Rule('src1-form', '`src1` must be column-major with 1 valid column, or row-major with 32 / sizeof(T) valid columns (one 32-byte block per row).', (), (), (('src1', 'blayout'), ('src1', 'valid_cols'), ('src1', 'elem', 'bits')),
                 lambda o: (((o['src1'].blayout != 'RowMajor') and (o['src1'].valid_cols == 1)) or ((o['src1'].blayout == 'RowMajor') and ((o['src1'].valid_cols * o['src1'].elem.bits) == 256))))
_RULE_318 = Rule('tmp-a2a3', "On A2/A3 a `tmp` tile must have dst's element type and needs `src1` in the column form: column-major with 1 valid column (D-TILE-ROWEXPAND-TMP).", ('a2a3',), (), (('tmp', 'elem'), ('dst', 'elem'), ('src1', 'blayout')),
                 lambda o: ((o['tmp'].elem == o['dst'].elem) and (o['src1'].blayout != 'RowMajor')),
                 pairs=(('tmp', 'dst', ('elem',)),))
_RULE_319 = Rule('tmp-room', "On A2/A3 `tmp` must hold ceil(R / 8) x 256 bytes for dst's R valid rows, or 7680 bytes from 256 rows on (D-TILE-ROWEXPAND-TMP).", ('a2a3',), (), (('tmp', 'rows'), ('tmp', 'cols'), ('tmp', 'elem', 'bits'), ('dst', 'valid_rows')),
                 lambda o: ((((o['tmp'].rows * o['tmp'].cols) * o['tmp'].elem.bits) >= (((o['dst'].valid_rows + 7) - ((o['dst'].valid_rows + 7) % 8)) * 256)) or ((o['dst'].valid_rows >= 256) and (((o['tmp'].rows * o['tmp'].cols) * o['tmp'].elem.bits) >= 61440))))
_RULE_320 = Rule('src1-form', "`src1` must have at least 1 valid column. PTOAS's verifier does not check its form for this op; the A5 lowering reads column 0 of a row-major src1 of any width, A2/A3 and the CPU src1[i][j % its valid columns] (D-TILE-ROWEXPAND-BLOCK).", (), (), (('src1', 'valid_cols'),),
                 lambda o: (o['src1'].valid_cols >= 1))
_RULE_321 = Rule('src1-form', "`src1` must be column-major with 1 valid column, or row-major with 32 / sizeof(T) valid columns (one 32-byte block per row); PTOAS accepts any src1 when dst's valid shape is 0 x 0 (nothing is written).", (), (), (('dst', 'valid_rows'), ('dst', 'valid_cols'), ('src1', 'blayout'), ('src1', 'valid_cols'), ('src1', 'elem', 'bits')),
                 lambda o: (((o['dst'].valid_rows == 0) and (o['dst'].valid_cols == 0)) or ((o['src1'].blayout != 'RowMajor') and (o['src1'].valid_cols == 1)) or ((o['src1'].blayout == 'RowMajor') and ((o['src1'].valid_cols * o['src1'].elem.bits) == 256))))
_RULE_322 = Rule('tmp-room', "`tmp` needs no particular size: PTOAS checks no room for trowexpandexpdif's tmp.", ('a2a3',), (), (('tmp', 'rows'),),
                 lambda o: (o['tmp'].rows >= 1))
_RULE_323 = Rule('src-nd', '`src` must use standard ND layout: `BLayout::RowMajor`, `SLayout::NoneBox`.', (), (), (('src', 'blayout'), ('src', 'slayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox')))
_RULE_324 = Rule('dst-layout', '`dst` must use ND layout (`BLayout::RowMajor`, `SLayout::NoneBox`) or DN layout with one column (`BLayout::ColMajor`, `SLayout::NoneBox`, `Cols == 1`).', (), (), (('dst', 'slayout'), ('dst', 'blayout'), ('dst', 'cols')),
                 lambda o: ((o['dst'].slayout == 'NoneBox') and ((o['dst'].blayout == 'RowMajor') or (o['dst'].cols == 1))))
_RULE_325 = Rule('a2a3-tmp-elem', "On A2/A3 `tmp` must have src's element type.", ('a2a3',), (), (('tmp', 'elem'), ('src', 'elem')),
                 lambda o: (o['tmp'].elem == o['src'].elem),
                 pairs=(('tmp', 'src', ('elem',)),))
_RULE_326 = Rule('src-valid-rows', '`src.GetValidRow() > 0`', (), (), (('src', 'valid_rows'),),
                 lambda o: (o['src'].valid_rows > 0))
_RULE_327 = Rule('src-valid-cols', '`src.GetValidCol() > 0`', (), (), (('src', 'valid_cols'),),
                 lambda o: (o['src'].valid_cols > 0))
_RULE_328 = Rule('dst-valid-rows', '`dst.GetValidRow() == src.GetValidRow()`', (), (), (('dst', 'valid_rows'), ('src', 'valid_rows')),
                 lambda o: (o['dst'].valid_rows == o['src'].valid_rows),
                 pairs=(('dst', 'src', ('valid_rows',)),))
_RULE_329 = Rule('dst-valid-cols', "`dst`'s valid columns must be 1: the result is one column.", (), (), (('dst', 'valid_cols'),),
                 lambda o: (o['dst'].valid_cols == 1))
_RULE_330 = Rule('same-valid', "The source's valid shape must equal dst's (D-TILE-VALID-REGION).", (), (), (('src', 'valid_rows'), ('dst', 'valid_rows'), ('src', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['src'].valid_rows == o['dst'].valid_rows) and (o['src'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src', 'dst', ('valid_rows',)), ('src', 'dst', ('valid_cols',))))
_RULE_331 = Rule('scalar-int', "`scalar` must be an integer (PTOAS's op definition: a signless integer).", (), (), (('scalar', 'elem', 'kind'),),
                 lambda o: (o['scalar'].elem.kind == 'int'))
_RULE_332 = Rule('slope-f32', "The slope `scalar` must be an f32 (PTOAS's op definition), whatever T.", (), (), (('scalar', 'elem'),),
                 lambda o: (o['scalar'].elem == 'f32'))
_RULE_333 = Rule('scalar-type', "`scalar` must have the element type T (PTOAS's verifier).", (), (), (('scalar', 'elem'), ('src', 'elem')),
                 lambda o: (o['scalar'].elem == o['src'].elem),
                 pairs=(('scalar', 'src', ('elem',)),))
_RULE_334 = Rule('a2a3-tmp', "On A2/A3 `tmp`, when given, has dst's element type, a valid row and at least dst's valid columns.", ('a2a3',), (), (('tmp', 'elem'), ('dst', 'elem'), ('tmp', 'valid_rows'), ('tmp', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['tmp'].elem == o['dst'].elem) and (o['tmp'].valid_rows >= 1) and (o['tmp'].valid_cols >= o['dst'].valid_cols)),
                 pairs=(('tmp', 'dst', ('elem',)),))
_RULE_335 = Rule('precision-float', 'On A5, precisionType high_precision takes f16 or f32 (PTOAS: f16/f32/bf16; the integer path has one algorithm).', ('a5',), (), (('src', 'elem', 'kind'),),
                 lambda o: ((o.get('@precisionType') != 'high_precision') or (o['src'].elem.kind == 'float')))
_RULE_336 = Rule('vec-tiles', "`dst` must be a vec tile (`TileType::Vec`); the manual's texpands on a mat tile is not in this database.", (), (), (('dst', 'kind'),),
                 lambda o: (o['dst'].kind == 'Vec'))
_RULE_337 = Rule('row-major', '`dst` must be row-major with no box (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), (), (('dst', 'blayout'), ('dst', 'slayout')),
                 lambda o: ((o['dst'].blayout == 'RowMajor') and (o['dst'].slayout == 'NoneBox')))
_RULE_338 = Rule('scalar-type', "`scalar` must have dst's element type (PTOAS's verifier).", (), (), (('scalar', 'elem'), ('dst', 'elem')),
                 lambda o: (o['scalar'].elem == o['dst'].elem),
                 pairs=(('scalar', 'dst', ('elem',)),))
_RULE_339 = Rule('src-vec', '`src` must be a vec tile (`TileType::Vec`).', (), (), (('src', 'kind'),),
                 lambda o: (o['src'].kind == 'Vec'))
_RULE_340 = Rule('src-row-major', '`src` must be row-major with no box.', (), (), (('src', 'blayout'), ('src', 'slayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox')))
_RULE_341 = Rule('dst-elem', "`dst` must have src's element type, or be f32 when src is f16.", (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: ((o['dst'].elem == o['src'].elem) or ((o['src'].elem == 'f16') and (o['dst'].elem == 'f32'))),
                 pairs=(('dst', 'src', ('elem',)),))
_RULE_342 = Rule('scalar-type', "`scalar` must have src's element type (PTOAS's verifier).", (), (), (('scalar', 'elem'), ('src', 'elem')),
                 lambda o: (o['scalar'].elem == o['src'].elem),
                 pairs=(('scalar', 'src', ('elem',)),))
_RULE_343 = Rule('same-valid', "src's valid shape must equal dst's (D-TILE-VALID-REGION).", (), (), (('src', 'valid_rows'), ('dst', 'valid_rows'), ('src', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['src'].valid_rows == o['dst'].valid_rows) and (o['src'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src', 'dst', ('valid_rows',)), ('src', 'dst', ('valid_cols',))))
_RULE_344 = Rule('row-major', 'Every tile must be row-major with no box (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), (), (('src0', 'blayout'), ('src1', 'blayout'), ('dst', 'blayout'), ('src0', 'slayout'), ('src1', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src0'].blayout == 'RowMajor') and (o['src1'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src0'].slayout == 'NoneBox') and (o['src1'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_345 = Rule('same-elem', '`src0`, `src1` and `dst` must have the same element type (the C++ intrinsic takes one tile type).', (), (), (('src0', 'elem'), ('dst', 'elem'), ('src1', 'elem')),
                 lambda o: ((o['src0'].elem == o['dst'].elem) and (o['src1'].elem == o['dst'].elem)),
                 pairs=(('src0', 'dst', ('elem',)), ('src1', 'dst', ('elem',))))
_RULE_346 = Rule('sort-vec', 'src, idx, dst (and tmp) must be vec tiles.', (), (), (('src', 'kind'), ('idx', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['idx'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_347 = Rule('sort-layout', 'src, idx and dst must be row-major with no box.', (), (), (('src', 'blayout'), ('idx', 'blayout'), ('dst', 'blayout'), ('src', 'slayout'), ('idx', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].blayout == 'RowMajor') and (o['idx'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['idx'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_348 = Rule('sort-same-elem', "dst must hold src's element type.", (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: (o['dst'].elem == o['src'].elem),
                 pairs=(('dst', 'src', ('elem',)),))
_RULE_349 = Rule('sort-tmp', "tmp must be a vec tile of src's element type.", (), ('padded',), (('tmp', 'kind'), ('tmp', 'elem'), ('src', 'elem')),
                 lambda o: ((o['tmp'].kind == 'Vec') and (o['tmp'].elem == o['src'].elem)),
                 pairs=(('tmp', 'src', ('elem',)),))
_RULE_350 = Rule('sort-idx-rows', "idx must have one valid row (shared by every row) or src's valid rows, and at least src's valid columns.", (), (), (('idx', 'valid_rows'), ('src', 'valid_rows'), ('idx', 'valid_cols'), ('src', 'valid_cols')),
                 lambda o: (((o['idx'].valid_rows == 1) or (o['idx'].valid_rows == o['src'].valid_rows)) and (o['idx'].valid_cols >= o['src'].valid_cols)),
                 pairs=(('idx', 'src', ('valid_rows',)),))
_RULE_351 = Rule('merge-vec', 'src0 and dst must be vec tiles of one row, row-major with no box.', (), (), (('src0', 'kind'), ('dst', 'kind'), ('src0', 'rows'), ('dst', 'rows'), ('src0', 'blayout'), ('dst', 'blayout'), ('src0', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src0'].kind == 'Vec') and (o['dst'].kind == 'Vec') and (o['src0'].rows == 1) and (o['dst'].rows == 1) and (o['src0'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src0'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_352 = Rule('merge-blocks-cols', "With a block length, src0 and dst must have the same columns (PTOAS's verifier).", (), ('blocks',), (('src0', 'cols'), ('dst', 'cols')),
                 lambda o: (o['src0'].cols == o['dst'].cols),
                 pairs=(('src0', 'dst', ('cols',)),))
_RULE_353 = Rule('merge-same-elem', "dst must hold src0's element type.", (), (), (('dst', 'elem'), ('src0', 'elem')),
                 lambda o: (o['dst'].elem == o['src0'].elem),
                 pairs=(('dst', 'src0', ('elem',)),))
_RULE_354 = Rule('merge-lists-elem', "src1 and tmp must be one-row vec tiles of src0's element type.", (), ('lists2', 'lists3', 'lists4'), (('src1', 'kind'), ('tmp', 'kind'), ('src1', 'rows'), ('tmp', 'rows'), ('src1', 'elem'), ('src0', 'elem'), ('tmp', 'elem')),
                 lambda o: ((o['src1'].kind == 'Vec') and (o['tmp'].kind == 'Vec') and (o['src1'].rows == 1) and (o['tmp'].rows == 1) and (o['src1'].elem == o['src0'].elem) and (o['tmp'].elem == o['src0'].elem)),
                 pairs=(('src1', 'src0', ('elem',)), ('tmp', 'src0', ('elem',))))
_RULE_355 = Rule('merge-third-elem', "src2 must be a one-row vec tile of src0's element type.", (), ('lists3', 'lists4'), (('src2', 'kind'), ('src2', 'rows'), ('src2', 'elem'), ('src0', 'elem')),
                 lambda o: ((o['src2'].kind == 'Vec') and (o['src2'].rows == 1) and (o['src2'].elem == o['src0'].elem)),
                 pairs=(('src2', 'src0', ('elem',)),))
_RULE_356 = Rule('merge-fourth-elem', "src3 must be a one-row vec tile of src0's element type.", (), ('lists4',), (('src3', 'kind'), ('src3', 'rows'), ('src3', 'elem'), ('src0', 'elem')),
                 lambda o: ((o['src3'].kind == 'Vec') and (o['src3'].rows == 1) and (o['src3'].elem == o['src0'].elem)),
                 pairs=(('src3', 'src0', ('elem',)),))
_RULE_357 = Rule('merge-tmp-room', "tmp must hold the lists' valid columns together.", (), ('lists2',), (('tmp', 'cols'), ('src0', 'valid_cols'), ('src1', 'valid_cols')),
                 lambda o: (o['tmp'].cols >= (o['src0'].valid_cols + o['src1'].valid_cols)))
_RULE_358 = Rule('merge-tmp-room3', "tmp must hold the three lists' valid columns together.", (), ('lists3',), (('tmp', 'cols'), ('src0', 'valid_cols'), ('src1', 'valid_cols'), ('src2', 'valid_cols')),
                 lambda o: (o['tmp'].cols >= ((o['src0'].valid_cols + o['src1'].valid_cols) + o['src2'].valid_cols)))
_RULE_359 = Rule('merge-tmp-room4', "tmp must hold the four lists' valid columns together.", (), ('lists4',), (('tmp', 'cols'), ('src0', 'valid_cols'), ('src1', 'valid_cols'), ('src2', 'valid_cols'), ('src3', 'valid_cols')),
                 lambda o: (o['tmp'].cols >= (((o['src0'].valid_cols + o['src1'].valid_cols) + o['src2'].valid_cols) + o['src3'].valid_cols)))
_RULE_360 = Rule('gather-vec-mask', 'src and dst must be row-major vec tiles with no box.', (), ('mask',), (('src', 'kind'), ('dst', 'kind'), ('src', 'blayout'), ('dst', 'blayout'), ('src', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec') and (o['src'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_361 = Rule('gather-vec', 'src, indices and dst must be row-major vec tiles with no box.', (), ('index', 'index_tmp'), (('src', 'kind'), ('indices', 'kind'), ('dst', 'kind'), ('src', 'blayout'), ('indices', 'blayout'), ('dst', 'blayout'), ('src', 'slayout'), ('indices', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['indices'].kind == 'Vec') and (o['dst'].kind == 'Vec') and (o['src'].blayout == 'RowMajor') and (o['indices'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['indices'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_362 = Rule('gather-same-elem', "dst must hold src's element type.", (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: (o['dst'].elem == o['src'].elem),
                 pairs=(('dst', 'src', ('elem',)),))
_RULE_363 = Rule('gather-index-cover', "indices' valid shape must cover dst's (PTOAS's A5 library reads one index per element of dst's valid region).", (), ('index', 'index_tmp'), (('indices', 'valid_rows'), ('dst', 'valid_rows'), ('indices', 'valid_cols'), ('dst', 'valid_cols')),
                 lambda o: ((o['indices'].valid_rows >= o['dst'].valid_rows) and (o['indices'].valid_cols >= o['dst'].valid_cols)))
_RULE_364 = Rule('gather-mask-pattern', 'The mask form needs maskPattern.', (), ('mask',), (),
                 lambda o: (o.get('@maskPattern') != None))
_RULE_365 = Rule('gather-index-no-pattern', 'The index forms take no maskPattern or axis.', (), ('index', 'index_tmp'), (),
                 lambda o: ((o.get('@maskPattern') == None) and (o.get('@axis') == None)))
_RULE_366 = Rule('gather-tmp-type', "tmp must be a vec tile of the indices' element type (A2/A3's C++ API).", (), ('index_tmp',), (('tmp', 'kind'), ('tmp', 'elem'), ('indices', 'elem')),
                 lambda o: ((o['tmp'].kind == 'Vec') and (o['tmp'].elem == o['indices'].elem)),
                 pairs=(('tmp', 'indices', ('elem',)),))
_RULE_367 = Rule('gatherb-vec', 'src, offsets and dst must be vec tiles.', (), (), (('src', 'kind'), ('offsets', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['offsets'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_368 = Rule('gatherb-dst-row-major', "On A2/A3 (PTOAS's verifier) and the CPU simulator (pto-isa's static_assert) dst must be row-major.", ('a2a3', 'cpu'), (), (('dst', 'blayout'),),
                 lambda o: (o['dst'].blayout == 'RowMajor'))
_RULE_369 = Rule('gatherb-same-elem', "dst holds src's element type (pto-isa's libraries take one element type).", (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: (o['dst'].elem == o['src'].elem),
                 pairs=(('dst', 'src', ('elem',)),))
_RULE_370 = Rule('scatter-vec-mask', 'src and dst must be row-major vec tiles with no box, of one element size.', (), ('mask',), (('src', 'kind'), ('dst', 'kind'), ('src', 'blayout'), ('dst', 'blayout'), ('src', 'slayout'), ('dst', 'slayout'), ('src', 'elem', 'bits'), ('dst', 'elem', 'bits')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['dst'].kind == 'Vec') and (o['src'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox') and (o['src'].elem.bits == o['dst'].elem.bits)),
                 pairs=(('src', 'dst', ('elem', 'bits')),))
_RULE_371 = Rule('scatter-mask-pattern', 'The mask form needs maskPattern.', (), ('mask',), (),
                 lambda o: (o.get('@maskPattern') != None))
_RULE_372 = Rule('scatter-vec', 'src, indices and dst must be row-major vec tiles with no box.', (), ('index',), (('src', 'kind'), ('indices', 'kind'), ('dst', 'kind'), ('src', 'blayout'), ('indices', 'blayout'), ('dst', 'blayout'), ('src', 'slayout'), ('indices', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src'].kind == 'Vec') and (o['indices'].kind == 'Vec') and (o['dst'].kind == 'Vec') and (o['src'].blayout == 'RowMajor') and (o['indices'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src'].slayout == 'NoneBox') and (o['indices'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_373 = Rule('scatter-same-elem', "dst must hold src's element type.", (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: (o['dst'].elem == o['src'].elem),
                 pairs=(('dst', 'src', ('elem',)),))
_RULE_374 = Rule('scatter-index-width', "indices must be 32-bit for 32-bit data and 16-bit for 8- and 16-bit data (PTOAS's verifier, pto-isa's static_assert).", (), ('index',), (('src', 'elem', 'bits'), ('indices', 'elem', 'bits')),
                 lambda o: (((o['src'].elem.bits == 32) and (o['indices'].elem.bits == 32)) or ((o['src'].elem.bits <= 16) and (o['indices'].elem.bits == 16))))
_RULE_375 = Rule('scatter-shapes', "src and indices must have the same valid shape, and dst's valid shape must cover it (PTOAS's verifier).", (), ('index',), (('src', 'valid_rows'), ('indices', 'valid_rows'), ('src', 'valid_cols'), ('indices', 'valid_cols'), ('dst', 'valid_rows'), ('dst', 'valid_cols')),
                 lambda o: ((o['src'].valid_rows == o['indices'].valid_rows) and (o['src'].valid_cols == o['indices'].valid_cols) and (o['dst'].valid_rows >= o['src'].valid_rows) and (o['dst'].valid_cols >= o['src'].valid_cols)),
                 pairs=(('src', 'indices', ('valid_rows',)), ('src', 'indices', ('valid_cols',))))
_RULE_376 = Rule('ws-pointer', 'A workspace that is not a view is a !pto.ptr (PTOAS refuses a memref).', (), ('soft',), (('gm_workspace', 'pointer'),),
                 lambda o: o['gm_workspace'].pointer)
_RULE_377 = Rule('ws-gm', 'A pointer workspace points into global memory.', (), ('soft',), (('gm_workspace', 'space'),),
                 lambda o: (o['gm_workspace'].space == 'gm'))
_RULE_378 = Rule('ws-capacity', "A view workspace of static shape holds at least 16 i32 (64 bytes); a pointer's capacity is the caller's to provide.", (), ('soft',), (('gm_workspace', 'numel'),),
                 lambda o: (o['gm_workspace'].numel >= 16))
_RULE_379 = Rule('used-i32', '`used_cores` is an i32 (a signless 32-bit integer, not an index).', (), ('soft',), (('used_cores', 'text'),),
                 lambda o: (o['used_cores'].text == 'i32'))
_RULE_380 = Rule('vec-tiles', '`src0`, `src1`, `src2` and `dst` must be vec tiles (`TileType::Vec`).', (), (), (('src0', 'kind'), ('src1', 'kind'), ('src2', 'kind'), ('dst', 'kind')),
                 lambda o: ((o['src0'].kind == 'Vec') and (o['src1'].kind == 'Vec') and (o['src2'].kind == 'Vec') and (o['dst'].kind == 'Vec')))
_RULE_381 = Rule('row-major', 'Every operand must be row-major with no box (`BLayout::RowMajor`, `SLayout::NoneBox`).', (), (), (('src0', 'blayout'), ('src1', 'blayout'), ('src2', 'blayout'), ('dst', 'blayout'), ('src0', 'slayout'), ('src1', 'slayout'), ('src2', 'slayout'), ('dst', 'slayout')),
                 lambda o: ((o['src0'].blayout == 'RowMajor') and (o['src1'].blayout == 'RowMajor') and (o['src2'].blayout == 'RowMajor') and (o['dst'].blayout == 'RowMajor') and (o['src0'].slayout == 'NoneBox') and (o['src1'].slayout == 'NoneBox') and (o['src2'].slayout == 'NoneBox') and (o['dst'].slayout == 'NoneBox')))
_RULE_382 = Rule('same-elem', '`src0`, `src1`, `src2` and `dst` must have the same element type (the C++ intrinsic takes one tile type).', (), (), (('src0', 'elem'), ('dst', 'elem'), ('src1', 'elem'), ('src2', 'elem')),
                 lambda o: ((o['src0'].elem == o['dst'].elem) and (o['src1'].elem == o['dst'].elem) and (o['src2'].elem == o['dst'].elem)),
                 pairs=(('src0', 'dst', ('elem',)), ('src1', 'dst', ('elem',)), ('src2', 'dst', ('elem',))))
_RULE_383 = Rule('same-valid', "The sources' valid shapes must equal dst's (D-TILE-VALID-REGION).", (), (), (('src0', 'valid_rows'), ('dst', 'valid_rows'), ('src0', 'valid_cols'), ('dst', 'valid_cols'), ('src1', 'valid_rows'), ('src1', 'valid_cols'), ('src2', 'valid_rows'), ('src2', 'valid_cols')),
                 lambda o: ((o['src0'].valid_rows == o['dst'].valid_rows) and (o['src0'].valid_cols == o['dst'].valid_cols) and (o['src1'].valid_rows == o['dst'].valid_rows) and (o['src1'].valid_cols == o['dst'].valid_cols) and (o['src2'].valid_rows == o['dst'].valid_rows) and (o['src2'].valid_cols == o['dst'].valid_cols)),
                 pairs=(('src0', 'dst', ('valid_rows',)), ('src0', 'dst', ('valid_cols',)), ('src1', 'dst', ('valid_rows',)), ('src1', 'dst', ('valid_cols',)), ('src2', 'dst', ('valid_rows',)), ('src2', 'dst', ('valid_cols',))))
_RULE_384 = Rule('same-elem', "The pointer's element type is the view's.", (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: (o['dst'].elem == o['src'].elem),
                 pairs=(('dst', 'src', ('elem',)),))
_RULE_385 = Rule('slot-count', "The slot count is 2 to 16 (PTOAS's type and op verifiers).", (), (), (('result', 'count'),),
                 lambda o: ((o['result'].count >= 2) and (o['result'].count <= 16)))
_RULE_386 = Rule('slot-compact', "The slot type is not `compact=2` (row_plus_one): its rows would be padded past the slot's rows x cols elements and overlap the next slot.", (), (), (('result', 'compact'),),
                 lambda o: (o['result'].compact != 'RowPlusOne'))
_RULE_387 = Rule('slot-type', "The result's type is the source's slot type: the same location, element type, shape, valid shape and layout.", (), (), (('result', 'kind'), ('source', 'kind'), ('result', 'elem'), ('source', 'elem'), ('result', 'rows'), ('source', 'rows'), ('result', 'cols'), ('source', 'cols'), ('result', 'valid_rows'), ('source', 'valid_rows'), ('result', 'valid_cols'), ('source', 'valid_cols'), ('result', 'blayout'), ('source', 'blayout'), ('result', 'slayout'), ('source', 'slayout'), ('result', 'fractal'), ('source', 'fractal'), ('result', 'pad'), ('source', 'pad'), ('result', 'compact'), ('source', 'compact')),
                 lambda o: ((o['result'].kind == o['source'].kind) and (o['result'].elem == o['source'].elem) and (o['result'].rows == o['source'].rows) and (o['result'].cols == o['source'].cols) and (o['result'].valid_rows == o['source'].valid_rows) and (o['result'].valid_cols == o['source'].valid_cols) and (o['result'].blayout == o['source'].blayout) and (o['result'].slayout == o['source'].slayout) and (o['result'].fractal == o['source'].fractal) and (o['result'].pad == o['source'].pad) and (o['result'].compact == o['source'].compact)),
                 pairs=(('result', 'source', ('kind',)), ('result', 'source', ('elem',)), ('result', 'source', ('rows',)), ('result', 'source', ('cols',)), ('result', 'source', ('valid_rows',)), ('result', 'source', ('valid_cols',)), ('result', 'source', ('blayout',)), ('result', 'source', ('slayout',)), ('result', 'source', ('fractal',)), ('result', 'source', ('pad',)), ('result', 'source', ('compact',))))
_RULE_388 = Rule('cast-location', "The result is in the source's location.", (), (), (('result', 'kind'), ('src', 'kind')),
                 lambda o: (o['result'].kind == o['src'].kind),
                 pairs=(('result', 'src', ('kind',)),))
_RULE_389 = Rule('cast-elem', 'The element types differ (pto.treshape changes only the shape or layout).', (), (), (('result', 'elem'), ('src', 'elem')),
                 lambda o: (o['result'].elem != o['src'].elem))
_RULE_390 = Rule('cast-shape', "The shape and the valid shape are the source's.", (), (), (('result', 'rows'), ('src', 'rows'), ('result', 'cols'), ('src', 'cols'), ('result', 'valid_rows'), ('src', 'valid_rows'), ('result', 'valid_cols'), ('src', 'valid_cols')),
                 lambda o: ((o['result'].rows == o['src'].rows) and (o['result'].cols == o['src'].cols) and (o['result'].valid_rows == o['src'].valid_rows) and (o['result'].valid_cols == o['src'].valid_cols)),
                 pairs=(('result', 'src', ('rows',)), ('result', 'src', ('cols',)), ('result', 'src', ('valid_rows',)), ('result', 'src', ('valid_cols',))))
_RULE_391 = Rule('cast-config', "The block layout, scatter layout, fractal size, pad value and compact mode are the source's.", (), (), (('result', 'blayout'), ('src', 'blayout'), ('result', 'slayout'), ('src', 'slayout'), ('result', 'fractal'), ('src', 'fractal'), ('result', 'pad'), ('src', 'pad'), ('result', 'compact'), ('src', 'compact')),
                 lambda o: ((o['result'].blayout == o['src'].blayout) and (o['result'].slayout == o['src'].slayout) and (o['result'].fractal == o['src'].fractal) and (o['result'].pad == o['src'].pad) and (o['result'].compact == o['src'].compact)),
                 pairs=(('result', 'src', ('blayout',)), ('result', 'src', ('slayout',)), ('result', 'src', ('fractal',)), ('result', 'src', ('pad',)), ('result', 'src', ('compact',))))
_RULE_392 = Rule('cast-fits', "The result needs no more bytes than the source's storage: with the shape equal, its element is at most as wide.", (), (), (('result', 'elem', 'bits'), ('src', 'elem', 'bits')),
                 lambda o: (o['result'].elem.bits <= o['src'].elem.bits))
_RULE_393 = Rule('alias-location', "The alias is in the source's location.", (), (), (('dst', 'kind'), ('src', 'kind')),
                 lambda o: (o['dst'].kind == o['src'].kind),
                 pairs=(('dst', 'src', ('kind',)),))
_RULE_394 = Rule('alias-within', "The alias needs no more bytes than the source's storage.", (), (), (('dst', 'rows'), ('dst', 'cols'), ('dst', 'elem', 'bits'), ('src', 'rows'), ('src', 'cols'), ('src', 'elem', 'bits')),
                 lambda o: (((o['dst'].rows * o['dst'].cols) * o['dst'].elem.bits) <= ((o['src'].rows * o['src'].cols) * o['src'].elem.bits)))
_RULE_395 = Rule('same-elem', "The pointer's element type is the tile's.", (), (), (('dst', 'elem'), ('src', 'elem')),
                 lambda o: (o['dst'].elem == o['src'].elem),
                 pairs=(('dst', 'src', ('elem',)),))
_RULE_396 = Rule('same-type', 'Source and result types MUST match.', (), (), (('result', 'type'), ('input', 'type')),
                 lambda o: (o['result'].type == o['input'].type),
                 pairs=(('result', 'input', ('type',)),))
_RULE_397 = Rule('scalar-type', '%scalar MUST be an element of T: the same kind and width (an integer scalar may be signless).', (), (), (('scalar', 'elem', 'kind'), ('input', 'elem', 'kind'), ('scalar', 'elem', 'bits'), ('input', 'elem', 'bits')),
                 lambda o: ((o['scalar'].elem.kind == o['input'].elem.kind) and (o['scalar'].elem.bits == o['input'].elem.bits)),
                 pairs=(('scalar', 'input', ('elem', 'kind')), ('scalar', 'input', ('elem', 'bits'))))
_RULE_398 = Rule('scalar-type', "%scalar (the count) MUST be an i16, whatever T: the PTOAS verifier requires it and the hardware kernels write it; the manual's T is superseded.", (), (), (('scalar', 'elem'),),
                 lambda o: (o['scalar'].elem == 'i16'))
_RULE_399 = Rule('stride-types', 'The strides MUST be i16.', (), (), (('block_stride', 'elem'), ('repeat_stride', 'elem')),
                 lambda o: ((o['block_stride'].elem == 'i16') and (o['repeat_stride'].elem == 'i16')))
_RULE_400 = Rule('offset-width', 'The offsets MUST be 16-bit lanes for 8- and 16-bit elements and 32-bit lanes for 32-bit ones (one per result lane).', (), (), (('offsets', 'lanes'), ('offsets', 'elem', 'bits'), ('source', 'elem', 'bits')),
                 lambda o: (((o['offsets'].lanes * o['offsets'].elem.bits) == 2048) and ((o['offsets'].elem.bits == 32) == (o['source'].elem.bits == 32))))
_RULE_401 = Rule('offset-width', "The offsets MUST be 32-bit integer lanes, as many as the result has (PTOAS's verifier), so the elements are 32-bit.", (), (), (('offsets', 'elem', 'bits'), ('offsets', 'lanes'), ('result', 'lanes')),
                 lambda o: ((o['offsets'].elem.bits == 32) and (o['offsets'].lanes == o['result'].lanes)),
                 pairs=(('offsets', 'result', ('lanes',)),))
_RULE_402 = Rule('same-type', "The result MUST have the pointer's element type.", (), (), (('result', 'elem'), ('source', 'elem')),
                 lambda o: (o['result'].elem == o['source'].elem),
                 pairs=(('result', 'source', ('elem',)),))
_RULE_403 = Rule('offset-width', 'The offsets MUST be 32-bit lanes.', (), (), (('offsets', 'elem', 'bits'),),
                 lambda o: (o['offsets'].elem.bits == 32))
_RULE_404 = Rule('scatter-offsets', 'The offsets MUST be 16-bit lanes for 8- and 16-bit elements and 32-bit lanes for 32-bit ones.', (), (), (('offsets', 'elem', 'bits'), ('value', 'elem', 'bits'), ('offsets', 'lanes')),
                 lambda o: (((o['offsets'].elem.bits == 32) == (o['value'].elem.bits == 32)) and ((o['offsets'].lanes * o['offsets'].elem.bits) == 2048)))
_RULE_405 = Rule('offset-type', '%offset MUST be i32.', (), (), (('offset', 'elem'),),
                 lambda o: (o['offset'].elem == 'i32'))
_RULE_406 = Rule('base-out-type', '%base_out MUST have the type of %base.', (), ('post_update',), (('base_out', 'elem'), ('base', 'elem'), ('base_out', 'space'), ('base', 'space')),
                 lambda o: ((o['base_out'].elem == o['base'].elem) and (o['base_out'].space == o['base'].space)),
                 pairs=(('base_out', 'base', ('elem',)), ('base_out', 'base', ('space',))))
_RULE_407 = Rule('ub-dest', '%dest MUST point into the unified buffer.', (), (), (('dest', 'space'),),
                 lambda o: (o['dest'].space == 'ub'))

OPS: dict[str, OpRules] = {
    "vadd": OpRules(
        name="vadd",
        page="ops/binary_vector/vadd.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vadd %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vadd', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, ),
    ),
    "vsub": OpRules(
        name="vsub",
        page="ops/binary_vector/vsub.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vsub %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vsub', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, ),
    ),
    "vmul": OpRules(
        name="vmul",
        page="ops/binary_vector/vmul.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmul %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vmul', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'u32', 'u16'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'u32', 'u16'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'u32', 'u16'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, ),
    ),
    "vdiv": OpRules(
        name="vdiv",
        page="ops/binary_vector/vdiv.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vdiv %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vdiv', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'i32', 'i16'),
                "a2a3": ('f32', 'f16', 'i32', 'i16'),
                "cpu": ('f32', 'f16', 'i32', 'i16'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, ),
    ),
    "vmax": OpRules(
        name="vmax",
        page="ops/binary_vector/vmax.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmax %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vmax', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, ),
    ),
    "vmin": OpRules(
        name="vmin",
        page="ops/binary_vector/vmin.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmin %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vmin', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, ),
    ),
    "vand": OpRules(
        name="vand",
        page="ops/binary_vector/vand.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vand %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vand', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, ),
    ),
    "vor": OpRules(
        name="vor",
        page="ops/binary_vector/vor.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vor %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vor', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, ),
    ),
    "vxor": OpRules(
        name="vxor",
        page="ops/binary_vector/vxor.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vxor %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vxor', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, ),
    ),
    "vshl": OpRules(
        name="vshl",
        page="ops/binary_vector/vshl.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vshl %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxI>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vshl', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxI>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_3, _RULE_1, _RULE_2, _RULE_4, ),
    ),
    "vshr": OpRules(
        name="vshr",
        page="ops/binary_vector/vshr.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vshr %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxI>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vshr', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxI>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_3, _RULE_1, _RULE_2, _RULE_4, ),
    ),
    "vaddc": OpRules(
        name="vaddc",
        page="ops/binary_vector/vaddc.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
            "carry": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result, %carry = pto.vaddc %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>, !pto.mask<G>', 'pto.vaddc', ('result', 'carry'), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>', '!pto.mask<G>'), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, _RULE_5, ),
    ),
    "vsubc": OpRules(
        name="vsubc",
        page="ops/binary_vector/vsubc.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
            "carry": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result, %carry = pto.vsubc %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>, !pto.mask<G>', 'pto.vsubc', ('result', 'carry'), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>', '!pto.mask<G>'), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, _RULE_5, ),
    ),
    "vaddcs": OpRules(
        name="vaddcs",
        page="ops/binary_vector/vaddcs.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "carry_in": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
            "carry": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result, %carry = pto.vaddcs %lhs, %rhs, %carry_in, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G>, !pto.mask<G> -> !pto.vreg<NxT>, !pto.mask<G>', 'pto.vaddcs', ('result', 'carry'), ('lhs', 'rhs', 'carry_in', 'mask'),
                 ('!pto.vreg<NxT>', '!pto.mask<G>'), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, _RULE_6, ),
    ),
    "vsubcs": OpRules(
        name="vsubcs",
        page="ops/binary_vector/vsubcs.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "carry_in": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
            "carry": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result, %carry = pto.vsubcs %lhs, %rhs, %carry_in, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G>, !pto.mask<G> -> !pto.vreg<NxT>, !pto.mask<G>', 'pto.vsubcs', ('result', 'carry'), ('lhs', 'rhs', 'carry_in', 'mask'),
                 ('!pto.vreg<NxT>', '!pto.mask<G>'), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_0, _RULE_1, _RULE_2, _RULE_6, ),
    ),
    "vcmp": OpRules(
        name="vcmp",
        page="ops/compare_select/vcmp.md",
        modes=('default',),
        operands={
            "src0": ("in", "vreg", ()),
            "src1": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vcmp %src0, %src1, %mask, "CMP_MODE" : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.mask<G>', 'pto.vcmp', ('result',), ('src0', 'src1', 'mask'),
                 ('!pto.mask<G>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_7, _RULE_8, _RULE_9, ),
        attributes={
            "cmp_mode": Attr('operand', ('eq', 'ne', 'lt', 'le', 'gt', 'ge'), None),
        },
    ),
    "vcmps": OpRules(
        name="vcmps",
        page="ops/compare_select/vcmps.md",
        modes=('default',),
        operands={
            "src": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vcmps %src, %scalar, %mask, "CMP_MODE" : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.mask<G>', 'pto.vcmps', ('result',), ('src', 'scalar', 'mask'),
                 ('!pto.mask<G>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_10, _RULE_11, _RULE_12, ),
        attributes={
            "cmp_mode": Attr('operand', ('eq', 'ne', 'lt', 'le', 'gt', 'ge'), None),
        },
    ),
    "vsel": OpRules(
        name="vsel",
        page="ops/compare_select/vsel.md",
        modes=('default',),
        operands={
            "src0": ("in", "vreg", ()),
            "src1": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vsel %src0, %src1, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vsel', ('result',), ('src0', 'src1', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_13, _RULE_8, _RULE_14, ),
    ),
    "vselr": OpRules(
        name="vselr",
        page="ops/compare_select/vselr.md",
        modes=('default',),
        operands={
            "src0": ("in", "vreg", ()),
            "src1": ("in", "vreg", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vselr %src0, %src1 : !pto.vreg<NxT>, !pto.vreg<NxI> -> !pto.vreg<NxT>', 'pto.vselr', ('result',), ('src0', 'src1'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxI>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_15, _RULE_16, _RULE_8, ),
    ),
    "vselrv2": OpRules(
        name="vselrv2",
        page="ops/compare_select/vselrv2.md",
        modes=('default',),
        operands={
            "src0": ("in", "vreg", ()),
            "src1": ("in", "vreg", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vselrv2 %src0, %src1 : !pto.vreg<NxT>, !pto.vreg<NxI> -> !pto.vreg<NxT>', 'pto.vselrv2', ('result',), ('src0', 'src1'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxI>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_15, _RULE_16, _RULE_8, ),
    ),
    "vcvt": OpRules(
        name="vcvt",
        page="ops/conversion/vcvt.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vcvt %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<MxU>', 'pto.vcvt', ('result',), ('input', 'mask'),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'i64', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'i64', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'i64', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
            },
        },
        rules=(_RULE_17, _RULE_18, ),
        attributes={
            "rnd": Attr('dict', ('R', 'A', 'F', 'C', 'Z', 'O', 'H'), None, optional=True),
            "sat": Attr('dict', ('SAT', 'NOSAT'), None, optional=True),
            "part": Attr('dict', ('EVEN', 'ODD', 'P0', 'P1', 'P2', 'P3'), None, optional=True),
        },
    ),
    "vtrc": OpRules(
        name="vtrc",
        page="ops/conversion/vtrc.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vtrc %input, %mask, "ROUND_MODE" : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vtrc', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'bf16'),
                "a2a3": ('f32', 'f16', 'bf16'),
                "cpu": ('f32', 'f16', 'bf16'),
            },
        },
        rules=(_RULE_19, _RULE_20, ),
        attributes={
            "round_mode": Attr('operand', ('R', 'A', 'F', 'C', 'Z'), None),
        },
    ),
    "vci": OpRules(
        name="vci",
        page="ops/conversion/vci.md",
        modes=('default',),
        operands={
            "index": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vci %index : T -> !pto.vreg<NxT>', 'pto.vci', ('result',), ('index',),
                 ('!pto.vreg<NxT>',), ('T',), ()),
        ),
        element_types={
            "result": {
                "a5": ('i32', 'i16', 'i8', 'f32', 'f16'),
                "a2a3": ('i32', 'i16', 'i8', 'f32', 'f16'),
                "cpu": ('i32', 'i16', 'i8', 'f32', 'f16'),
            },
        },
        rules=(_RULE_21, ),
        attributes={
            "order": Attr('dict', ('ASC', 'DESC'), 'ASC'),
        },
    ),
    "vbitcast": OpRules(
        name="vbitcast",
        page="ops/conversion/vbitcast.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vbitcast %input : !pto.vreg<NxT> -> !pto.vreg<MxU>', 'pto.vbitcast', ('result',), ('input',),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<NxT>',), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'i64', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'i64', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8', 'i64', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
            },
        },
        rules=(_RULE_17, ),
    ),
    "pbitcast": OpRules(
        name="pbitcast",
        page="ops/conversion/pbitcast.md",
        modes=('default',),
        operands={
            "input": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pbitcast %input : !pto.mask<G> -> !pto.mask<H>', 'pto.pbitcast', ('result',), ('input',),
                 ('!pto.mask<H>',), ('!pto.mask<G>',), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "mad": OpRules(
        name="mad",
        page="ops/cube_compute/mad.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m": ("in", "scalar", ()),
            "n": ("in", "scalar", ()),
            "k": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad %lhs, %rhs, %dst, %m, %n, %k : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, i64, i64, i64', 'pto.mad', (), ('lhs', 'rhs', 'dst', 'm', 'n', 'k'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "rhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "dst": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
        },
        rules=(_RULE_22, _RULE_23, ),
        attributes={
            "unit_flag": Attr('dict', ('check_only', 'check_and_set'), None, optional=True),
            "disable_gemv": Attr('dict', ('true',), None, optional=True),
            "sat_mode": Attr('dict', ('sat', 'nosat'), None, optional=True),
            "tf32_mode": Attr('dict', ('round_even', 'round_away'), None, optional=True),
            "n_dir": Attr('dict', ('true',), None, optional=True),
        },
    ),
    "mad_acc": OpRules(
        name="mad_acc",
        page="ops/cube_compute/mad_acc.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m": ("in", "scalar", ()),
            "n": ("in", "scalar", ()),
            "k": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad_acc %lhs, %rhs, %dst, %m, %n, %k : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, i64, i64, i64', 'pto.mad_acc', (), ('lhs', 'rhs', 'dst', 'm', 'n', 'k'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "rhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "dst": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
        },
        rules=(_RULE_22, _RULE_23, ),
        attributes={
            "unit_flag": Attr('dict', ('check_only', 'check_and_set'), None, optional=True),
            "disable_gemv": Attr('dict', ('true',), None, optional=True),
            "sat_mode": Attr('dict', ('sat', 'nosat'), None, optional=True),
            "tf32_mode": Attr('dict', ('round_even', 'round_away'), None, optional=True),
            "n_dir": Attr('dict', ('true',), None, optional=True),
        },
    ),
    "mad_bias": OpRules(
        name="mad_bias",
        page="ops/cube_compute/mad_bias.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "bias": ("in", "scalar", ()),
            "m": ("in", "scalar", ()),
            "n": ("in", "scalar", ()),
            "k": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad_bias %lhs, %rhs, %dst, %bias, %m, %n, %k : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, !pto.ptr<C, bt>, i64, i64, i64', 'pto.mad_bias', (), ('lhs', 'rhs', 'dst', 'bias', 'm', 'n', 'k'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', '!pto.ptr<C, bt>', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "rhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "dst": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
        },
        rules=(_RULE_24, _RULE_25, _RULE_23, ),
        attributes={
            "unit_flag": Attr('dict', ('check_only', 'check_and_set'), None, optional=True),
            "disable_gemv": Attr('dict', ('true',), None, optional=True),
            "sat_mode": Attr('dict', ('sat', 'nosat'), None, optional=True),
            "tf32_mode": Attr('dict', ('round_even', 'round_away'), None, optional=True),
            "n_dir": Attr('dict', ('true',), None, optional=True),
        },
    ),
    "mad_mx": OpRules(
        name="mad_mx",
        page="ops/cube_compute/mad_mx.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m": ("in", "scalar", ()),
            "n": ("in", "scalar", ()),
            "k": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad_mx %lhs, %rhs, %dst, %m, %n, %k : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, i64, i64, i64', 'pto.mad_mx', (), ('lhs', 'rhs', 'dst', 'm', 'n', 'k'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_22, _RULE_26, ),
        attributes={
            "unit_flag": Attr('dict', ('check_only', 'check_and_set'), None, optional=True),
            "disable_gemv": Attr('dict', ('true',), None, optional=True),
            "sat_mode": Attr('dict', ('sat', 'nosat'), None, optional=True),
            "n_dir": Attr('dict', ('true',), None, optional=True),
        },
        absent={"a2a3": 'D-MAD-MX-TARGETS'},
    ),
    "mad_mx_acc": OpRules(
        name="mad_mx_acc",
        page="ops/cube_compute/mad_mx_acc.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m": ("in", "scalar", ()),
            "n": ("in", "scalar", ()),
            "k": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad_mx_acc %lhs, %rhs, %dst, %m, %n, %k : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, i64, i64, i64', 'pto.mad_mx_acc', (), ('lhs', 'rhs', 'dst', 'm', 'n', 'k'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_22, _RULE_26, ),
        attributes={
            "unit_flag": Attr('dict', ('check_only', 'check_and_set'), None, optional=True),
            "disable_gemv": Attr('dict', ('true',), None, optional=True),
            "sat_mode": Attr('dict', ('sat', 'nosat'), None, optional=True),
            "n_dir": Attr('dict', ('true',), None, optional=True),
        },
        absent={"a2a3": 'D-MAD-MX-TARGETS'},
    ),
    "mad_mx_bias": OpRules(
        name="mad_mx_bias",
        page="ops/cube_compute/mad_mx_bias.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "bias": ("in", "scalar", ()),
            "m": ("in", "scalar", ()),
            "n": ("in", "scalar", ()),
            "k": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad_mx_bias %lhs, %rhs, %dst, %bias, %m, %n, %k : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, !pto.ptr<C, bt>, i64, i64, i64', 'pto.mad_mx_bias', (), ('lhs', 'rhs', 'dst', 'bias', 'm', 'n', 'k'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', '!pto.ptr<C, bt>', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_24, _RULE_25, _RULE_26, ),
        attributes={
            "unit_flag": Attr('dict', ('check_only', 'check_and_set'), None, optional=True),
            "disable_gemv": Attr('dict', ('true',), None, optional=True),
            "sat_mode": Attr('dict', ('sat', 'nosat'), None, optional=True),
            "n_dir": Attr('dict', ('true',), None, optional=True),
        },
        absent={"a2a3": 'D-MAD-MX-TARGETS'},
    ),
    "mad_raw": OpRules(
        name="mad_raw",
        page="ops/cube_compute/mad_raw.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "xt": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad_raw %lhs, %rhs, %dst, %xt : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, i64', 'pto.mad_raw', (), ('lhs', 'rhs', 'dst', 'xt'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "rhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "dst": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
        },
        rules=(_RULE_22, _RULE_23, ),
    ),
    "mad_bias_raw": OpRules(
        name="mad_bias_raw",
        page="ops/cube_compute/mad_bias_raw.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "bias": ("in", "scalar", ()),
            "xt": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad_bias_raw %lhs, %rhs, %dst, %bias, %xt : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, !pto.ptr<C, bt>, i64', 'pto.mad_bias_raw', (), ('lhs', 'rhs', 'dst', 'bias', 'xt'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', '!pto.ptr<C, bt>', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "rhs": {
                "a5": ('f16', 'bf16', 'f32', 'i8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f16', 'bf16', 'f32', 'i8'),
                "cpu": ('f16', 'bf16', 'f32', 'i8'),
            },
            "dst": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
        },
        rules=(_RULE_24, _RULE_25, _RULE_23, ),
    ),
    "mad_mx_raw": OpRules(
        name="mad_mx_raw",
        page="ops/cube_compute/mad_mx_raw.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "xt": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad_mx_raw %lhs, %rhs, %dst, %xt : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, i64', 'pto.mad_mx_raw', (), ('lhs', 'rhs', 'dst', 'xt'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_22, _RULE_26, ),
        absent={"a2a3": 'D-MAD-MX-TARGETS'},
    ),
    "mad_mx_bias_raw": OpRules(
        name="mad_mx_bias_raw",
        page="ops/cube_compute/mad_mx_bias_raw.md",
        modes=('default',),
        operands={
            "lhs": ("in", "scalar", ()),
            "rhs": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "bias": ("in", "scalar", ()),
            "xt": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mad_mx_bias_raw %lhs, %rhs, %dst, %bias, %xt : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, !pto.ptr<C, bt>, i64', 'pto.mad_mx_bias_raw', (), ('lhs', 'rhs', 'dst', 'bias', 'xt'),
                 (), ('!pto.ptr<A, l0a>', '!pto.ptr<B, l0b>', '!pto.ptr<C, l0c>', '!pto.ptr<C, bt>', 'i64'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_24, _RULE_25, _RULE_26, ),
        absent={"a2a3": 'D-MAD-MX-TARGETS'},
    ),
    "mte_gm_l1": OpRules(
        name="mte_gm_l1",
        page="ops/cube_data_movement/mte_gm_l1.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "loop1_count": ("in", "scalar", ()),
            "loop1_src_stride": ("in", "scalar", ()),
            "loop1_dst_stride": ("in", "scalar", ()),
            "loop2_count": ("in", "scalar", ()),
            "loop2_src_stride": ("in", "scalar", ()),
            "loop2_dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_gm_l1 %src, %dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) : !pto.ptr<T, gm>, !pto.ptr<T, l1>, i64, i64, i64, i64', 'pto.mte_gm_l1', (), ('src', 'dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'i64', 'i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_gm_l1 %src, %dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) : !pto.ptr<T, gm>, !pto.ptr<T, l1>, i64, i64, i64, i64, loop i64, i64, i64', 'pto.mte_gm_l1', (), ('src', 'dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_gm_l1 %src, %dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) : !pto.ptr<T, gm>, !pto.ptr<T, l1>, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64', 'pto.mte_gm_l1', (), ('src', 'dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_27, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "mte_l1_ub": OpRules(
        name="mte_l1_ub",
        page="ops/cube_data_movement/mte_l1_ub.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "loop1_count": ("in", "scalar", ()),
            "loop1_src_stride": ("in", "scalar", ()),
            "loop1_dst_stride": ("in", "scalar", ()),
            "loop2_count": ("in", "scalar", ()),
            "loop2_src_stride": ("in", "scalar", ()),
            "loop2_dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_l1_ub %src, %dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) : !pto.ptr<T, l1>, !pto.ptr<T, ub>, i64, i64, i64, i64', 'pto.mte_l1_ub', (), ('src', 'dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_l1_ub %src, %dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) : !pto.ptr<T, l1>, !pto.ptr<T, ub>, i64, i64, i64, i64, loop i64, i64, i64', 'pto.mte_l1_ub', (), ('src', 'dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_l1_ub %src, %dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) : !pto.ptr<T, l1>, !pto.ptr<T, ub>, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64', 'pto.mte_l1_ub', (), ('src', 'dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_29, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "mte_gm_l1_frac": OpRules(
        name="mte_gm_l1_frac",
        page="ops/cube_data_movement/mte_gm_l1_frac.md",
        modes=('nd2nz', 'dn2nz'),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "n_value": ("in", "scalar", ()),
            "d_value": ("in", "scalar", ()),
            "src_inner_stride": ("in", "scalar", ()),
            "src_outer_stride": ("in", "scalar", ()),
            "group_count": ("in", "scalar", ()),
            "dst_loop2_stride": ("in", "scalar", ()),
            "dst_loop3_stride": ("in", "scalar", ()),
            "dst_loop4_stride": ("in", "scalar", ()),
            "l2_cache_ctrl": ("in", "scalar", ()),
            "smallc0_en": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'nd2nz', 'pto.mte_gm_l1_frac %src, %dst, nd2nz, shape(%n_value, %d_value), src_layout(%src_inner_stride), dst_group(%group_count, %dst_loop2_stride, %dst_loop3_stride, %dst_loop4_stride), ctrl(%l2_cache_ctrl, %smallc0_en) : !pto.ptr<T, gm>, !pto.ptr<T, l1>, nd2nz, shape i64, i64, src_layout(i64), dst_group i64, i64, i64, i64, ctrl i64, i1', 'pto.mte_gm_l1_frac', (), ('src', 'dst', 'n_value', 'd_value', 'src_inner_stride', 'group_count', 'dst_loop2_stride', 'dst_loop3_stride', 'dst_loop4_stride', 'l2_cache_ctrl', 'smallc0_en'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'nd2nz', 'shape i64', 'i64', 'src_layout(i64)', 'dst_group i64', 'i64', 'i64', 'i64', 'ctrl i64', 'i1'), ()),
            Form('ssa', 'nd2nz', 'pto.mte_gm_l1_frac %src, %dst, nd2nz, shape(%n_value, %d_value), src_layout(%src_inner_stride, %src_outer_stride), dst_group(%group_count, %dst_loop2_stride, %dst_loop3_stride, %dst_loop4_stride), ctrl(%l2_cache_ctrl, %smallc0_en) : !pto.ptr<T, gm>, !pto.ptr<T, l1>, nd2nz, shape i64, i64, src_layout(i64, i64), dst_group i64, i64, i64, i64, ctrl i64, i1', 'pto.mte_gm_l1_frac', (), ('src', 'dst', 'n_value', 'd_value', 'src_inner_stride', 'src_outer_stride', 'group_count', 'dst_loop2_stride', 'dst_loop3_stride', 'dst_loop4_stride', 'l2_cache_ctrl', 'smallc0_en'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'nd2nz', 'shape i64', 'i64', 'src_layout(i64, i64)', 'dst_group i64', 'i64', 'i64', 'i64', 'ctrl i64', 'i1'), ()),
            Form('ssa', 'dn2nz', 'pto.mte_gm_l1_frac %src, %dst, dn2nz, shape(%n_value, %d_value), src_layout(%src_inner_stride), dst_group(%group_count, %dst_loop2_stride, %dst_loop3_stride, %dst_loop4_stride), ctrl(%l2_cache_ctrl, %smallc0_en) : !pto.ptr<T, gm>, !pto.ptr<T, l1>, dn2nz, shape i64, i64, src_layout(i64), dst_group i64, i64, i64, i64, ctrl i64, i1', 'pto.mte_gm_l1_frac', (), ('src', 'dst', 'n_value', 'd_value', 'src_inner_stride', 'group_count', 'dst_loop2_stride', 'dst_loop3_stride', 'dst_loop4_stride', 'l2_cache_ctrl', 'smallc0_en'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'dn2nz', 'shape i64', 'i64', 'src_layout(i64)', 'dst_group i64', 'i64', 'i64', 'i64', 'ctrl i64', 'i1'), ()),
            Form('ssa', 'dn2nz', 'pto.mte_gm_l1_frac %src, %dst, dn2nz, shape(%n_value, %d_value), src_layout(%src_inner_stride, %src_outer_stride), dst_group(%group_count, %dst_loop2_stride, %dst_loop3_stride, %dst_loop4_stride), ctrl(%l2_cache_ctrl, %smallc0_en) : !pto.ptr<T, gm>, !pto.ptr<T, l1>, dn2nz, shape i64, i64, src_layout(i64, i64), dst_group i64, i64, i64, i64, ctrl i64, i1', 'pto.mte_gm_l1_frac', (), ('src', 'dst', 'n_value', 'd_value', 'src_inner_stride', 'src_outer_stride', 'group_count', 'dst_loop2_stride', 'dst_loop3_stride', 'dst_loop4_stride', 'l2_cache_ctrl', 'smallc0_en'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'dn2nz', 'shape i64', 'i64', 'src_layout(i64, i64)', 'dst_group i64', 'i64', 'i64', 'i64', 'ctrl i64', 'i1'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f8e8m0', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_27, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "mte_l1_l0a": OpRules(
        name="mte_l1_l0a",
        page="ops/cube_data_movement/mte_l1_l0a.md",
        modes=('shape', 'full'),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m": ("in", "scalar", ('shape',)),
            "k": ("in", "scalar", ('shape',)),
            "start_row": ("in", "scalar", ('shape',)),
            "start_col": ("in", "scalar", ('shape',)),
            "m_start": ("in", "scalar", ('full',)),
            "k_start": ("in", "scalar", ('full',)),
            "m_step": ("in", "scalar", ('full',)),
            "k_step": ("in", "scalar", ('full',)),
            "src_stride": ("in", "scalar", ('full',)),
            "dst_stride": ("in", "scalar", ('full',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'shape', 'pto.mte_l1_l0a %src, %dst, %m, %k, %start_row, %start_col : !pto.ptr<T, l1>, !pto.ptr<T, l0a>, i64, i64, i64, i64', 'pto.mte_l1_l0a', (), ('src', 'dst', 'm', 'k', 'start_row', 'start_col'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0a>', 'i64', 'i64', 'i64', 'i64'), ()),
            Form('ssa', 'full', 'pto.mte_l1_l0a %src, %dst, %m_start, %k_start, %m_step, %k_step, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, l0a>, i64, i64, i64, i64, i64, i64', 'pto.mte_l1_l0a', (), ('src', 'dst', 'm_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0a>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_30, _RULE_28, ),
        attributes={
            "transpose": Attr('dict', ('false', 'true'), 'false'),
        },
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "mte_l1_l0b": OpRules(
        name="mte_l1_l0b",
        page="ops/cube_data_movement/mte_l1_l0b.md",
        modes=('shape', 'full'),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "k": ("in", "scalar", ('shape',)),
            "n": ("in", "scalar", ('shape',)),
            "start_row": ("in", "scalar", ('shape',)),
            "start_col": ("in", "scalar", ('shape',)),
            "m_start": ("in", "scalar", ('full',)),
            "k_start": ("in", "scalar", ('full',)),
            "m_step": ("in", "scalar", ('full',)),
            "k_step": ("in", "scalar", ('full',)),
            "src_stride": ("in", "scalar", ('full',)),
            "dst_stride": ("in", "scalar", ('full',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'shape', 'pto.mte_l1_l0b %src, %dst, %k, %n, %start_row, %start_col : !pto.ptr<T, l1>, !pto.ptr<T, l0b>, i64, i64, i64, i64', 'pto.mte_l1_l0b', (), ('src', 'dst', 'k', 'n', 'start_row', 'start_col'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0b>', 'i64', 'i64', 'i64', 'i64'), ()),
            Form('ssa', 'full', 'pto.mte_l1_l0b %src, %dst, %m_start, %k_start, %m_step, %k_step, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, l0b>, i64, i64, i64, i64, i64, i64', 'pto.mte_l1_l0b', (), ('src', 'dst', 'm_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0b>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_31, _RULE_28, ),
        attributes={
            "transpose": Attr('dict', ('false', 'true'), 'false'),
        },
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "mte_l1_l0a_mx": OpRules(
        name="mte_l1_l0a_mx",
        page="ops/cube_data_movement/mte_l1_l0a_mx.md",
        modes=('shape', 'full'),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m": ("in", "scalar", ('shape',)),
            "k": ("in", "scalar", ('shape',)),
            "start_row": ("in", "scalar", ('shape',)),
            "start_col": ("in", "scalar", ('shape',)),
            "x_start": ("in", "scalar", ('full',)),
            "y_start": ("in", "scalar", ('full',)),
            "x_step": ("in", "scalar", ('full',)),
            "y_step": ("in", "scalar", ('full',)),
            "src_stride": ("in", "scalar", ('full',)),
            "dst_stride": ("in", "scalar", ('full',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'shape', 'pto.mte_l1_l0a_mx %src, %dst, %m, %k, %start_row, %start_col : !pto.ptr<T, l1>, !pto.ptr<T, l0a>, i64, i64, i64, i64', 'pto.mte_l1_l0a_mx', (), ('src', 'dst', 'm', 'k', 'start_row', 'start_col'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0a>', 'i64', 'i64', 'i64', 'i64'), ()),
            Form('ssa', 'full', 'pto.mte_l1_l0a_mx %src, %dst, %x_start, %y_start, %x_step, %y_step, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, l0a>, i64, i64, i64, i64, i64, i64', 'pto.mte_l1_l0a_mx', (), ('src', 'dst', 'x_start', 'y_start', 'x_step', 'y_step', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0a>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f8e4m3', 'f8e5m2', 'f8e8m0', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'u8'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_30, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "mte_l1_l0b_mx": OpRules(
        name="mte_l1_l0b_mx",
        page="ops/cube_data_movement/mte_l1_l0b_mx.md",
        modes=('shape', 'full'),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "k": ("in", "scalar", ('shape',)),
            "n": ("in", "scalar", ('shape',)),
            "start_row": ("in", "scalar", ('shape',)),
            "start_col": ("in", "scalar", ('shape',)),
            "x_start": ("in", "scalar", ('full',)),
            "y_start": ("in", "scalar", ('full',)),
            "x_step": ("in", "scalar", ('full',)),
            "y_step": ("in", "scalar", ('full',)),
            "src_stride": ("in", "scalar", ('full',)),
            "dst_stride": ("in", "scalar", ('full',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'shape', 'pto.mte_l1_l0b_mx %src, %dst, %k, %n, %start_row, %start_col : !pto.ptr<T, l1>, !pto.ptr<T, l0b>, i64, i64, i64, i64', 'pto.mte_l1_l0b_mx', (), ('src', 'dst', 'k', 'n', 'start_row', 'start_col'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0b>', 'i64', 'i64', 'i64', 'i64'), ()),
            Form('ssa', 'full', 'pto.mte_l1_l0b_mx %src, %dst, %x_start, %y_start, %x_step, %y_step, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, l0b>, i64, i64, i64, i64, i64, i64', 'pto.mte_l1_l0b_mx', (), ('src', 'dst', 'x_start', 'y_start', 'x_step', 'y_step', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0b>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f8e4m3', 'f8e5m2', 'f8e8m0', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'u8'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_31, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "mte_l1_bt": OpRules(
        name="mte_l1_bt",
        page="ops/cube_data_movement/mte_l1_bt.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "src_gap": ("in", "scalar", ()),
            "dst_gap": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_l1_bt %src, %dst, %len_burst nburst(%n_burst, %src_gap, %dst_gap) : !pto.ptr<T, l1>, !pto.ptr<U, bt>, i64, i64, i64, i64', 'pto.mte_l1_bt', (), ('src', 'dst', 'len_burst', 'n_burst', 'src_gap', 'dst_gap'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<U, bt>', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'i32', 'f16', 'bf16'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_32, _RULE_33, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "mte_l1_fb": OpRules(
        name="mte_l1_fb",
        page="ops/cube_data_movement/mte_l1_fb.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "src_gap": ("in", "scalar", ()),
            "dst_gap": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_l1_fb %src, %dst, %len_burst nburst(%n_burst, %src_gap, %dst_gap) : !pto.ptr<T, l1>, !pto.ptr<U, fb>, i64, i64, i64, i64', 'pto.mte_l1_fb', (), ('src', 'dst', 'len_burst', 'n_burst', 'src_gap', 'dst_gap'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<U, fb>', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_34, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "raw_fill_l1": OpRules(
        name="raw_fill_l1",
        page="ops/cube_data_movement/raw_fill_l1.md",
        modes=('default',),
        operands={
            "dst": ("in", "scalar", ()),
            "byte_offset": ("in", "scalar", ()),
            "raw_value": ("in", "scalar", ()),
            "repeat_times": ("in", "scalar", ()),
            "block_num_32b": ("in", "scalar", ()),
            "dst_gap_32b": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.raw_fill_l1 %dst, %byte_offset, %raw_value, %repeat_times, %block_num_32b, %dst_gap_32b : !pto.ptr<T, l1>, i64, i32, i64, i64, i64', 'pto.raw_fill_l1', (), ('dst', 'byte_offset', 'raw_value', 'repeat_times', 'block_num_32b', 'dst_gap_32b'),
                 (), ('!pto.ptr<T, l1>', 'i64', 'i32', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "dst": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f8e8m0', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_35, ),
        attributes={
            "fill_word_bits": Attr('dict', ('16', '32'), None),
        },
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "create_cbuf_matrix": OpRules(
        name="create_cbuf_matrix",
        page="ops/cube_data_movement/create_cbuf_matrix.md",
        modes=('default',),
        operands={
            "dst": ("in", "scalar", ()),
            "raw_value": ("in", "scalar", ()),
            "repeat_times": ("in", "scalar", ()),
            "block_num_32b": ("in", "scalar", ()),
            "dst_gap_32b": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.create_cbuf_matrix %dst, %raw_value, %repeat_times, %block_num_32b, %dst_gap_32b : !pto.ptr<T, l1>, i32, i64, i64, i64', 'pto.create_cbuf_matrix', (), ('dst', 'raw_value', 'repeat_times', 'block_num_32b', 'dst_gap_32b'),
                 (), ('!pto.ptr<T, l1>', 'i32', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "dst": {
                "a5": ('u16', 'u32'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_35, ),
        attributes={
            "fill_word_bits": Attr('dict', ('16', '32'), None),
        },
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "copy_gm_to_cbuf": OpRules(
        name="copy_gm_to_cbuf",
        page="ops/cube_data_movement/copy_gm_to_cbuf.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_gm_to_cbuf %src, %dst, %n_burst, %len_burst, %src_stride, %dst_stride : !pto.ptr<T, gm>, !pto.ptr<T, l1>, i64, i64, i64, i64', 'pto.copy_gm_to_cbuf', (), ('src', 'dst', 'n_burst', 'len_burst', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_36, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "copy_gm_to_cbuf_multi_nd2nz": OpRules(
        name="copy_gm_to_cbuf_multi_nd2nz",
        page="ops/cube_data_movement/copy_gm_to_cbuf_multi_nd2nz.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "sid": ("in", "scalar", ()),
            "src_inner_stride": ("in", "scalar", ()),
            "l2_cache_ctrl": ("in", "scalar", ()),
            "n_value": ("in", "scalar", ()),
            "d_value": ("in", "scalar", ()),
            "src_outer_stride": ("in", "scalar", ()),
            "smallc0_en": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_gm_to_cbuf_multi_nd2nz %src, %dst, %sid, %src_inner_stride, %l2_cache_ctrl, %n_value, %d_value, %src_outer_stride, %smallc0_en : !pto.ptr<T, gm>, !pto.ptr<T, l1>, i64, i64, i64, i64, i64, i64, i1', 'pto.copy_gm_to_cbuf_multi_nd2nz', (), ('src', 'dst', 'sid', 'src_inner_stride', 'l2_cache_ctrl', 'n_value', 'd_value', 'src_outer_stride', 'smallc0_en'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64', 'i1'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f8e8m0', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_27, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "copy_gm_to_cbuf_multi_dn2nz": OpRules(
        name="copy_gm_to_cbuf_multi_dn2nz",
        page="ops/cube_data_movement/copy_gm_to_cbuf_multi_dn2nz.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "sid": ("in", "scalar", ()),
            "src_inner_stride": ("in", "scalar", ()),
            "l2_cache_ctrl": ("in", "scalar", ()),
            "n_value": ("in", "scalar", ()),
            "d_value": ("in", "scalar", ()),
            "src_outer_stride": ("in", "scalar", ()),
            "smallc0_en": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_gm_to_cbuf_multi_dn2nz %src, %dst, %sid, %src_inner_stride, %l2_cache_ctrl, %n_value, %d_value, %src_outer_stride, %smallc0_en : !pto.ptr<T, gm>, !pto.ptr<T, l1>, i64, i64, i64, i64, i64, i64, i1', 'pto.copy_gm_to_cbuf_multi_dn2nz', (), ('src', 'dst', 'sid', 'src_inner_stride', 'l2_cache_ctrl', 'n_value', 'd_value', 'src_outer_stride', 'smallc0_en'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, l1>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64', 'i1'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f8e8m0', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_27, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "copy_cbuf_to_ubuf": OpRules(
        name="copy_cbuf_to_ubuf",
        page="ops/cube_data_movement/copy_cbuf_to_ubuf.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "sid": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_cbuf_to_ubuf %src, %dst, %sid, %n_burst, %len_burst, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64', 'pto.copy_cbuf_to_ubuf', (), ('src', 'dst', 'sid', 'n_burst', 'len_burst', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_37, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "copy_ubuf_to_cbuf": OpRules(
        name="copy_ubuf_to_cbuf",
        page="ops/cube_data_movement/copy_ubuf_to_cbuf.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "sid": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "src_gap": ("in", "scalar", ()),
            "dst_gap": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_ubuf_to_cbuf %src, %dst, %sid, %n_burst, %len_burst, %src_gap, %dst_gap : !pto.ptr<T, ub>, !pto.ptr<T, l1>, i64, i64, i64, i64, i64', 'pto.copy_ubuf_to_cbuf', (), ('src', 'dst', 'sid', 'n_burst', 'len_burst', 'src_gap', 'dst_gap'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, l1>', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_38, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "load_cbuf_to_ca": OpRules(
        name="load_cbuf_to_ca",
        page="ops/cube_data_movement/load_cbuf_to_ca.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m_start": ("in", "scalar", ()),
            "k_start": ("in", "scalar", ()),
            "m_step": ("in", "scalar", ()),
            "k_step": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.load_cbuf_to_ca %src, %dst, %m_start, %k_start, %m_step, %k_step, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, l0a>, i64, i64, i64, i64, i64, i64', 'pto.load_cbuf_to_ca', (), ('src', 'dst', 'm_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0a>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_30, _RULE_28, ),
        attributes={
            "transpose": Attr('dict', ('false', 'true'), 'false'),
        },
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "load_cbuf_to_cb": OpRules(
        name="load_cbuf_to_cb",
        page="ops/cube_data_movement/load_cbuf_to_cb.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m_start": ("in", "scalar", ()),
            "k_start": ("in", "scalar", ()),
            "m_step": ("in", "scalar", ()),
            "k_step": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.load_cbuf_to_cb %src, %dst, %m_start, %k_start, %m_step, %k_step, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, l0b>, i64, i64, i64, i64, i64, i64', 'pto.load_cbuf_to_cb', (), ('src', 'dst', 'm_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0b>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_31, _RULE_28, ),
        attributes={
            "transpose": Attr('dict', ('false', 'true'), 'false'),
        },
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "load_cbuf_to_ca_s4": OpRules(
        name="load_cbuf_to_ca_s4",
        page="ops/cube_data_movement/load_cbuf_to_ca_s4.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m_start": ("in", "scalar", ()),
            "k_start": ("in", "scalar", ()),
            "m_step": ("in", "scalar", ()),
            "k_step": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "transpose": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.load_cbuf_to_ca_s4 %src, %dst, %m_start, %k_start, %m_step, %k_step, %src_stride, %dst_stride, %transpose : !pto.ptr<T, l1>, !pto.ptr<T, l0a>, i64, i64, i64, i64, i64, i64, i64', 'pto.load_cbuf_to_ca_s4', (), ('src', 'dst', 'm_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride', 'transpose'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0a>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_30, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "load_cbuf_to_cb_s4": OpRules(
        name="load_cbuf_to_cb_s4",
        page="ops/cube_data_movement/load_cbuf_to_cb_s4.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m_start": ("in", "scalar", ()),
            "k_start": ("in", "scalar", ()),
            "m_step": ("in", "scalar", ()),
            "k_step": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "transpose": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.load_cbuf_to_cb_s4 %src, %dst, %m_start, %k_start, %m_step, %k_step, %src_stride, %dst_stride, %transpose : !pto.ptr<T, l1>, !pto.ptr<T, l0b>, i64, i64, i64, i64, i64, i64, i64', 'pto.load_cbuf_to_cb_s4', (), ('src', 'dst', 'm_start', 'k_start', 'm_step', 'k_step', 'src_stride', 'dst_stride', 'transpose'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0b>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_31, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "load_cbuf_to_ca_mx": OpRules(
        name="load_cbuf_to_ca_mx",
        page="ops/cube_data_movement/load_cbuf_to_ca_mx.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "x_start": ("in", "scalar", ()),
            "y_start": ("in", "scalar", ()),
            "x_step": ("in", "scalar", ()),
            "y_step": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.load_cbuf_to_ca_mx %src, %dst, %x_start, %y_start, %x_step, %y_step, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, l0a>, i64, i64, i64, i64, i64, i64', 'pto.load_cbuf_to_ca_mx', (), ('src', 'dst', 'x_start', 'y_start', 'x_step', 'y_step', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0a>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f8e4m3', 'f8e5m2', 'f8e8m0', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'u8'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_30, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "load_cbuf_to_cb_mx": OpRules(
        name="load_cbuf_to_cb_mx",
        page="ops/cube_data_movement/load_cbuf_to_cb_mx.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "x_start": ("in", "scalar", ()),
            "y_start": ("in", "scalar", ()),
            "x_step": ("in", "scalar", ()),
            "y_step": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.load_cbuf_to_cb_mx %src, %dst, %x_start, %y_start, %x_step, %y_step, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, l0b>, i64, i64, i64, i64, i64, i64', 'pto.load_cbuf_to_cb_mx', (), ('src', 'dst', 'x_start', 'y_start', 'x_step', 'y_step', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<T, l0b>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f8e4m3', 'f8e5m2', 'f8e8m0', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'u8'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_31, _RULE_28, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "copy_cbuf_to_bt": OpRules(
        name="copy_cbuf_to_bt",
        page="ops/cube_data_movement/copy_cbuf_to_bt.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "conv_control": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "src_gap": ("in", "scalar", ()),
            "dst_gap": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_cbuf_to_bt %src, %dst, %conv_control, %n_burst, %len_burst, %src_gap, %dst_gap : !pto.ptr<T, l1>, !pto.ptr<U, bt>, i1, i64, i64, i64, i64', 'pto.copy_cbuf_to_bt', (), ('src', 'dst', 'conv_control', 'n_burst', 'len_burst', 'src_gap', 'dst_gap'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<U, bt>', 'i1', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'i32', 'f16', 'bf16'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_32, _RULE_33, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "copy_cbuf_to_fbuf": OpRules(
        name="copy_cbuf_to_fbuf",
        page="ops/cube_data_movement/copy_cbuf_to_fbuf.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "src_gap": ("in", "scalar", ()),
            "dst_gap": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_cbuf_to_fbuf %src, %dst, %n_burst, %len_burst, %src_gap, %dst_gap : !pto.ptr<T, l1>, !pto.ptr<U, fb>, i64, i64, i64, i64', 'pto.copy_cbuf_to_fbuf', (), ('src', 'dst', 'n_burst', 'len_burst', 'src_gap', 'dst_gap'),
                 (), ('!pto.ptr<T, l1>', '!pto.ptr<U, fb>', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_34, ),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "set_loop_size_outtol1": OpRules(
        name="set_loop_size_outtol1",
        page="ops/cube_data_movement/set_loop_size_outtol1.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_loop_size_outtol1 %value : i64', 'pto.set_loop_size_outtol1', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "set_loop1_stride_outtol1": OpRules(
        name="set_loop1_stride_outtol1",
        page="ops/cube_data_movement/set_loop1_stride_outtol1.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_loop1_stride_outtol1 %value : i64', 'pto.set_loop1_stride_outtol1', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "set_loop2_stride_outtol1": OpRules(
        name="set_loop2_stride_outtol1",
        page="ops/cube_data_movement/set_loop2_stride_outtol1.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_loop2_stride_outtol1 %value : i64', 'pto.set_loop2_stride_outtol1', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "set_pad_val_outtol1": OpRules(
        name="set_pad_val_outtol1",
        page="ops/cube_data_movement/set_pad_val_outtol1.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_pad_val_outtol1 %value : i64', 'pto.set_pad_val_outtol1', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "set_mte2_nz_para": OpRules(
        name="set_mte2_nz_para",
        page="ops/cube_data_movement/set_mte2_nz_para.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_mte2_nz_para %value : i64', 'pto.set_mte2_nz_para', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(),
        absent={"a2a3": 'D-CUBE-TARGETS', "cpu": 'D-CUBE-TARGETS'},
    ),
    "mte_l0c_gm": OpRules(
        name="mte_l0c_gm",
        page="ops/cube_fixpipe/mte_l0c_gm.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m": ("in", "scalar", ()),
            "n": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "sid": ("in", "scalar", ()),
            "l2_cache_ctrl": ("in", "scalar", ()),
            "quant_payload": ("in", "scalar", ()),
            "relu_payload": ("in", "scalar", ()),
            "relu_clip": ("in", "scalar", ()),
            "loop0_src_stride": ("in", "scalar", ()),
            "split": ("in", "scalar", ()),
            "loop3_count": ("in", "scalar", ()),
            "loop3_src_stride": ("in", "scalar", ()),
            "loop3_dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_l0c_gm %src, %dst, %m, %n, %src_stride, %dst_stride, %sid, %l2_cache_ctrl quant_payload = %quant_payload relu_payload = %relu_payload relu_clip = %relu_clip loop0_src_stride = %loop0_src_stride split = %split loop3_count = %loop3_count loop3_src_stride = %loop3_src_stride loop3_dst_stride = %loop3_dst_stride : !pto.ptr<A, l0c>, !pto.ptr<D, gm>, i64, i64, i64, i64, i64, i64, Q, R, K, i64, i64, i64, i64, i64', 'pto.mte_l0c_gm', (), ('src', 'dst', 'm', 'n', 'src_stride', 'dst_stride', 'sid', 'l2_cache_ctrl', 'quant_payload', 'relu_payload', 'relu_clip', 'loop0_src_stride', 'split', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride'),
                 (), ('!pto.ptr<A, l0c>', '!pto.ptr<D, gm>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64', 'Q', 'R', 'K', 'i64', 'i64', 'i64', 'i64', 'i64'), ('quant_payload', 'relu_payload', 'relu_clip', 'loop0_src_stride', 'split', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride')),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
            "dst": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8', 'hif8', 'f8e4m3', 'f8e5m2'),
            },
        },
        rules=(_RULE_39, ),
        attributes={
            "unit_flag": Attr('dict', ('check_only', 'check_and_clear'), None, optional=True),
            "pre_quant_mode": Attr('dict', ('f32_f16', 'f32_bf16', 'qf322hif8_pre_vec', 'qf322hif8_pre_scalar', 'qf322hif8_pre_hybrid_vec', 'qf322hif8_pre_hybrid_scalar', 'deqs32_int_vec', 'deqs32_int_scalar', 'req8_vec', 'req8_scalar', 'deqf16_vec', 'deqf16_scalar', 'qf322fp8_pre_vec', 'qf322fp8_pre_scalar', 'qf322f32_pre_vec', 'qf322f32_pre_scalar', 'qf162b8_pre_vec', 'qf162b8_pre_scalar', 'qf162s4_pre_vec', 'qf162s4_pre_scalar', 'req4_vec', 'req4_scalar', 'qf322b8_pre_vec', 'qf322b8_pre_scalar', 'qf322s4_pre_vec', 'qf322s4_pre_scalar', 'deqs16_vec', 'deqs16_scalar', 'qf162s16_pre_vec', 'qf162s16_pre_scalar', 'qf322f16_pre_vec', 'qf322f16_pre_scalar', 'qf322bf16_pre_vec', 'qf322bf16_pre_scalar', 'qs322bf16_pre_vec', 'qs322bf16_pre_scalar'), None, optional=True),
            "pre_relu_mode": Attr('dict', ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu'), None, optional=True),
            "layout": Attr('dict', ('nz2nd', 'nz2dn', 'nz2nz'), None, optional=True),
            "sat_mode": Attr('dict', ('sat', 'sat_preserve_nan', 'nosat'), None, optional=True),
            "atomic_type": Attr('dict', ('f32', 'f16', 'bf16', 's32', 's16', 's8'), None, optional=True),
            "atomic_op": Attr('dict', ('add', 'max', 'min'), None, optional=True),
        },
    ),
    "mte_l0c_ub": OpRules(
        name="mte_l0c_ub",
        page="ops/cube_fixpipe/mte_l0c_ub.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m": ("in", "scalar", ()),
            "n": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "sub_blockid": ("in", "scalar", ()),
            "quant_payload": ("in", "scalar", ()),
            "relu_payload": ("in", "scalar", ()),
            "relu_clip": ("in", "scalar", ()),
            "loop0_src_stride": ("in", "scalar", ()),
            "split": ("in", "scalar", ()),
            "loop3_count": ("in", "scalar", ()),
            "loop3_src_stride": ("in", "scalar", ()),
            "loop3_dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_l0c_ub %src, %dst, %m, %n, %src_stride, %dst_stride sub_blockid = %sub_blockid quant_payload = %quant_payload relu_payload = %relu_payload relu_clip = %relu_clip loop0_src_stride = %loop0_src_stride split = %split loop3_count = %loop3_count loop3_src_stride = %loop3_src_stride loop3_dst_stride = %loop3_dst_stride : !pto.ptr<A, l0c>, !pto.ptr<D, ub>, i64, i64, i64, i64, i64, Q, R, K, i64, i64, i64, i64, i64', 'pto.mte_l0c_ub', (), ('src', 'dst', 'm', 'n', 'src_stride', 'dst_stride', 'sub_blockid', 'quant_payload', 'relu_payload', 'relu_clip', 'loop0_src_stride', 'split', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride'),
                 (), ('!pto.ptr<A, l0c>', '!pto.ptr<D, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'Q', 'R', 'K', 'i64', 'i64', 'i64', 'i64', 'i64'), ('sub_blockid', 'quant_payload', 'relu_payload', 'relu_clip', 'loop0_src_stride', 'split', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride')),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
            "dst": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8', 'hif8', 'f8e4m3', 'f8e5m2'),
            },
        },
        rules=(_RULE_40, ),
        attributes={
            "unit_flag": Attr('dict', ('check_only', 'check_and_clear'), None, optional=True),
            "pre_quant_mode": Attr('dict', ('f32_f16', 'f32_bf16', 'qf322hif8_pre_vec', 'qf322hif8_pre_scalar', 'qf322hif8_pre_hybrid_vec', 'qf322hif8_pre_hybrid_scalar', 'deqs32_int_vec', 'deqs32_int_scalar', 'req8_vec', 'req8_scalar', 'deqf16_vec', 'deqf16_scalar', 'qf322fp8_pre_vec', 'qf322fp8_pre_scalar', 'qf322f32_pre_vec', 'qf322f32_pre_scalar', 'qf162b8_pre_vec', 'qf162b8_pre_scalar', 'qf162s4_pre_vec', 'qf162s4_pre_scalar', 'req4_vec', 'req4_scalar', 'qf322b8_pre_vec', 'qf322b8_pre_scalar', 'qf322s4_pre_vec', 'qf322s4_pre_scalar', 'deqs16_vec', 'deqs16_scalar', 'qf162s16_pre_vec', 'qf162s16_pre_scalar', 'qf322f16_pre_vec', 'qf322f16_pre_scalar', 'qf322bf16_pre_vec', 'qf322bf16_pre_scalar', 'qs322bf16_pre_vec', 'qs322bf16_pre_scalar'), None, optional=True),
            "pre_relu_mode": Attr('dict', ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu'), None, optional=True),
            "layout": Attr('dict', ('nz2nd', 'nz2dn', 'nz2nz'), None, optional=True),
            "sat_mode": Attr('dict', ('sat', 'sat_preserve_nan', 'nosat'), None, optional=True),
            "dst_mode": Attr('dict', ('split_m', 'split_n'), None, optional=True),
        },
    ),
    "mte_l0c_l1": OpRules(
        name="mte_l0c_l1",
        page="ops/cube_fixpipe/mte_l0c_l1.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "m": ("in", "scalar", ()),
            "n": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "quant_payload": ("in", "scalar", ()),
            "relu_payload": ("in", "scalar", ()),
            "relu_clip": ("in", "scalar", ()),
            "loop0_src_stride": ("in", "scalar", ()),
            "split": ("in", "scalar", ()),
            "loop3_count": ("in", "scalar", ()),
            "loop3_src_stride": ("in", "scalar", ()),
            "loop3_dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_l0c_l1 %src, %dst, %m, %n, %src_stride, %dst_stride quant_payload = %quant_payload relu_payload = %relu_payload relu_clip = %relu_clip loop0_src_stride = %loop0_src_stride split = %split loop3_count = %loop3_count loop3_src_stride = %loop3_src_stride loop3_dst_stride = %loop3_dst_stride : !pto.ptr<A, l0c>, !pto.ptr<D, l1>, i64, i64, i64, i64, Q, R, K, i64, i64, i64, i64, i64', 'pto.mte_l0c_l1', (), ('src', 'dst', 'm', 'n', 'src_stride', 'dst_stride', 'quant_payload', 'relu_payload', 'relu_clip', 'loop0_src_stride', 'split', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride'),
                 (), ('!pto.ptr<A, l0c>', '!pto.ptr<D, l1>', 'i64', 'i64', 'i64', 'i64', 'Q', 'R', 'K', 'i64', 'i64', 'i64', 'i64', 'i64'), ('quant_payload', 'relu_payload', 'relu_clip', 'loop0_src_stride', 'split', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride')),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
            "dst": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8', 'hif8', 'f8e4m3', 'f8e5m2'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8', 'hif8', 'f8e4m3', 'f8e5m2'),
            },
        },
        rules=(_RULE_41, ),
        attributes={
            "unit_flag": Attr('dict', ('check_only', 'check_and_clear'), None, optional=True),
            "pre_quant_mode": Attr('dict', ('f32_f16', 'f32_bf16', 'qf322hif8_pre_vec', 'qf322hif8_pre_scalar', 'qf322hif8_pre_hybrid_vec', 'qf322hif8_pre_hybrid_scalar', 'deqs32_int_vec', 'deqs32_int_scalar', 'req8_vec', 'req8_scalar', 'deqf16_vec', 'deqf16_scalar', 'qf322fp8_pre_vec', 'qf322fp8_pre_scalar', 'qf322f32_pre_vec', 'qf322f32_pre_scalar', 'qf162b8_pre_vec', 'qf162b8_pre_scalar', 'qf162s4_pre_vec', 'qf162s4_pre_scalar', 'req4_vec', 'req4_scalar', 'qf322b8_pre_vec', 'qf322b8_pre_scalar', 'qf322s4_pre_vec', 'qf322s4_pre_scalar', 'deqs16_vec', 'deqs16_scalar', 'qf162s16_pre_vec', 'qf162s16_pre_scalar', 'qf322f16_pre_vec', 'qf322f16_pre_scalar', 'qf322bf16_pre_vec', 'qf322bf16_pre_scalar', 'qs322bf16_pre_vec', 'qs322bf16_pre_scalar'), None, optional=True),
            "pre_relu_mode": Attr('dict', ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu'), None, optional=True),
            "layout": Attr('dict', ('nz2nd', 'nz2dn', 'nz2nz'), None, optional=True),
            "sat_mode": Attr('dict', ('sat', 'sat_preserve_nan', 'nosat'), None, optional=True),
        },
    ),
    "copy_matrix_cc_to_gm": OpRules(
        name="copy_matrix_cc_to_gm",
        page="ops/cube_fixpipe/copy_matrix_cc_to_gm.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "xm": ("in", "scalar", ()),
            "xt": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_matrix_cc_to_gm %src, %dst, %xm, %xt : !pto.ptr<A, l0c>, !pto.ptr<D, gm>, i64, i64', 'pto.copy_matrix_cc_to_gm', (), ('src', 'dst', 'xm', 'xt'),
                 (), ('!pto.ptr<A, l0c>', '!pto.ptr<D, gm>', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
            "dst": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8'),
            },
        },
        rules=(_RULE_39, ),
    ),
    "copy_matrix_cc_to_cbuf": OpRules(
        name="copy_matrix_cc_to_cbuf",
        page="ops/cube_fixpipe/copy_matrix_cc_to_cbuf.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "config0": ("in", "scalar", ()),
            "config1": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_matrix_cc_to_cbuf %src, %dst, %config0, %config1 : !pto.ptr<A, l0c>, !pto.ptr<D, l1>, i64, i64', 'pto.copy_matrix_cc_to_cbuf', (), ('src', 'dst', 'config0', 'config1'),
                 (), ('!pto.ptr<A, l0c>', '!pto.ptr<D, l1>', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
            "dst": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8'),
            },
        },
        rules=(_RULE_41, ),
    ),
    "copy_matrix_cc_to_ub": OpRules(
        name="copy_matrix_cc_to_ub",
        page="ops/cube_fixpipe/copy_matrix_cc_to_ub.md",
        modes=('default',),
        operands={
            "src": ("in", "scalar", ()),
            "dst": ("in", "scalar", ()),
            "config0": ("in", "scalar", ()),
            "config1": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_matrix_cc_to_ub %src, %dst, %config0, %config1 : !pto.ptr<A, l0c>, !pto.ptr<D, ub>, i64, i64', 'pto.copy_matrix_cc_to_ub', (), ('src', 'dst', 'config0', 'config1'),
                 (), ('!pto.ptr<A, l0c>', '!pto.ptr<D, ub>', 'i64', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'i32'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'i32'),
            },
            "dst": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u8'),
            },
        },
        rules=(_RULE_40, ),
    ),
    "set_quant_pre": OpRules(
        name="set_quant_pre",
        page="ops/cube_fixpipe/set_quant_pre.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_quant_pre %value : i64', 'pto.set_quant_pre', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_relu_alpha": OpRules(
        name="set_relu_alpha",
        page="ops/cube_fixpipe/set_relu_alpha.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_relu_alpha %value : i64', 'pto.set_relu_alpha', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_fix_clip_relu": OpRules(
        name="set_fix_clip_relu",
        page="ops/cube_fixpipe/set_fix_clip_relu.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_fix_clip_relu %value : i64', 'pto.set_fix_clip_relu', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_fpc": OpRules(
        name="set_fpc",
        page="ops/cube_fixpipe/set_fpc.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_fpc %value : i64', 'pto.set_fpc', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_store_atomic_cfg": OpRules(
        name="set_store_atomic_cfg",
        page="ops/cube_fixpipe/set_store_atomic_cfg.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_store_atomic_cfg %value : i64', 'pto.set_store_atomic_cfg', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "get_ctrl": OpRules(
        name="get_ctrl",
        page="ops/cube_fixpipe/get_ctrl.md",
        modes=('default',),
        operands={
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.get_ctrl : i64', 'pto.get_ctrl', ('result',), (),
                 ('i64',), (), ()),
        ),
        element_types={
            "result": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_ctrl": OpRules(
        name="set_ctrl",
        page="ops/cube_fixpipe/set_ctrl.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_ctrl %value : i64', 'pto.set_ctrl', (), ('value',),
                 (), ('i64',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "sbitset0": OpRules(
        name="sbitset0",
        page="ops/cube_fixpipe/sbitset0.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
            "pos": ("in", "scalar", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.sbitset0 %value, %pos : i64, i64 -> i64', 'pto.sbitset0', ('result',), ('value', 'pos'),
                 ('i64',), ('i64', 'i64'), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
            "pos": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
            "result": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "sbitset1": OpRules(
        name="sbitset1",
        page="ops/cube_fixpipe/sbitset1.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
            "pos": ("in", "scalar", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.sbitset1 %value, %pos : i64, i64 -> i64', 'pto.sbitset1', ('result',), ('value', 'pos'),
                 ('i64',), ('i64', 'i64'), ()),
        ),
        element_types={
            "value": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
            "pos": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
            "result": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "vintlv": OpRules(
        name="vintlv",
        page="ops/data_rearrangement/vintlv.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "low": ("out", "vreg", ()),
            "high": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%low, %high = pto.vintlv %lhs, %rhs : !pto.vreg<NxT>, !pto.vreg<NxT> -> !pto.vreg<NxT>, !pto.vreg<NxT>', 'pto.vintlv', ('low', 'high'), ('lhs', 'rhs'),
                 ('!pto.vreg<NxT>', '!pto.vreg<NxT>'), ('!pto.vreg<NxT>', '!pto.vreg<NxT>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_42, ),
    ),
    "vdintlv": OpRules(
        name="vdintlv",
        page="ops/data_rearrangement/vdintlv.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "low": ("out", "vreg", ()),
            "high": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%low, %high = pto.vdintlv %lhs, %rhs : !pto.vreg<NxT>, !pto.vreg<NxT> -> !pto.vreg<NxT>, !pto.vreg<NxT>', 'pto.vdintlv', ('low', 'high'), ('lhs', 'rhs'),
                 ('!pto.vreg<NxT>', '!pto.vreg<NxT>'), ('!pto.vreg<NxT>', '!pto.vreg<NxT>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_42, ),
    ),
    "vintlvv2": OpRules(
        name="vintlvv2",
        page="ops/data_rearrangement/vintlvv2.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vintlvv2 %lhs, %rhs, "PART" : !pto.vreg<NxT>, !pto.vreg<NxT> -> !pto.vreg<NxT>', 'pto.vintlvv2', ('result',), ('lhs', 'rhs'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_43, ),
        attributes={
            "part": Attr('operand', ('LOWER', 'HIGHER'), None),
        },
    ),
    "vdintlvv2": OpRules(
        name="vdintlvv2",
        page="ops/data_rearrangement/vdintlvv2.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vdintlvv2 %lhs, %rhs, "PART" : !pto.vreg<NxT>, !pto.vreg<NxT> -> !pto.vreg<NxT>', 'pto.vdintlvv2', ('result',), ('lhs', 'rhs'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_43, ),
        attributes={
            "part": Attr('operand', ('LOWER', 'HIGHER'), None),
        },
    ),
    "vshift": OpRules(
        name="vshift",
        page="ops/data_rearrangement/vshift.md",
        modes=('default',),
        operands={
            "src": ("in", "vreg", ()),
            "amt": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vshift %src, %amt : !pto.vreg<NxT>, i16 -> !pto.vreg<NxT>', 'pto.vshift', ('result',), ('src', 'amt'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'i16'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_44, ),
    ),
    "vslide": OpRules(
        name="vslide",
        page="ops/data_rearrangement/vslide.md",
        modes=('default',),
        operands={
            "src0": ("in", "vreg", ()),
            "src1": ("in", "vreg", ()),
            "amt": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vslide %src0, %src1, %amt : !pto.vreg<NxT>, !pto.vreg<NxT>, i16 -> !pto.vreg<NxT>', 'pto.vslide', ('result',), ('src0', 'src1', 'amt'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', 'i16'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_13, ),
    ),
    "vperm": OpRules(
        name="vperm",
        page="ops/data_rearrangement/vperm.md",
        modes=('default',),
        operands={
            "src": ("in", "vreg", ()),
            "index": ("in", "vreg", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vperm %src, %index : !pto.vreg<NxT>, !pto.vreg<NxI> -> !pto.vreg<NxT>', 'pto.vperm', ('result',), ('src', 'index'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxI>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_44, _RULE_45, ),
    ),
    "vsqz": OpRules(
        name="vsqz",
        page="ops/data_rearrangement/vsqz.md",
        modes=('default',),
        operands={
            "src": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vsqz %src, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vsqz', ('result',), ('src', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_44, _RULE_46, ),
    ),
    "vusqz": OpRules(
        name="vusqz",
        page="ops/data_rearrangement/vusqz.md",
        modes=('default',),
        operands={
            "src": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vusqz %src, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vusqz', ('result',), ('src', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i32', 'i16', 'i8'),
                "a2a3": ('i32', 'i16', 'i8'),
                "cpu": ('i32', 'i16', 'i8'),
            },
        },
        rules=(_RULE_44, _RULE_46, ),
    ),
    "vpack": OpRules(
        name="vpack",
        page="ops/data_rearrangement/vpack.md",
        modes=('default',),
        operands={
            "src": ("in", "vreg", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vpack %src, "PART" : !pto.vreg<NxT> -> !pto.vreg<MxU>', 'pto.vpack', ('result',), ('src',),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<NxT>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i32', 'u32', 'i16', 'u16'),
                "a2a3": ('i32', 'u32', 'i16', 'u16'),
                "cpu": ('i32', 'u32', 'i16', 'u16'),
            },
        },
        rules=(_RULE_47, ),
        attributes={
            "part": Attr('operand', ('LOWER', 'HIGHER'), None),
        },
    ),
    "vsunpack": OpRules(
        name="vsunpack",
        page="ops/data_rearrangement/vsunpack.md",
        modes=('default',),
        operands={
            "src": ("in", "vreg", ()),
            "part": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vsunpack %src, %part : !pto.vreg<NxT>, index -> !pto.vreg<MxU>', 'pto.vsunpack', ('result',), ('src', 'part'),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<NxT>', 'index'), ()),
            Form('ssa', 'default', '%result = pto.vsunpack %src, %part : !pto.vreg<NxT> -> !pto.vreg<MxU>', 'pto.vsunpack', ('result',), ('src', 'part'),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<NxT>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i16', 'i8'),
                "a2a3": ('i16', 'i8'),
                "cpu": ('i16', 'i8'),
            },
        },
        rules=(_RULE_48, ),
    ),
    "vzunpack": OpRules(
        name="vzunpack",
        page="ops/data_rearrangement/vzunpack.md",
        modes=('default',),
        operands={
            "src": ("in", "vreg", ()),
            "part": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vzunpack %src, %part : !pto.vreg<NxT>, index -> !pto.vreg<MxU>', 'pto.vzunpack', ('result',), ('src', 'part'),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<NxT>', 'index'), ()),
            Form('ssa', 'default', '%result = pto.vzunpack %src, %part : !pto.vreg<NxT> -> !pto.vreg<MxU>', 'pto.vzunpack', ('result',), ('src', 'part'),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<NxT>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('u16', 'u8'),
                "a2a3": ('u16', 'u8'),
                "cpu": ('u16', 'u8'),
            },
        },
        rules=(_RULE_48, ),
    ),
    "mte_gm_ub": OpRules(
        name="mte_gm_ub",
        page="ops/dma_copy/mte_gm_ub.md",
        modes=('default',),
        operands={
            "gm_src": ("in", "scalar", ()),
            "ub_dst": ("in", "scalar", ()),
            "l2_cache_ctl": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "loop1_count": ("in", "scalar", ()),
            "loop1_src_stride": ("in", "scalar", ()),
            "loop1_dst_stride": ("in", "scalar", ()),
            "loop2_count": ("in", "scalar", ()),
            "loop2_src_stride": ("in", "scalar", ()),
            "loop2_dst_stride": ("in", "scalar", ()),
            "loop3_count": ("in", "scalar", ()),
            "loop3_src_stride": ("in", "scalar", ()),
            "loop3_dst_stride": ("in", "scalar", ()),
            "pad_value": ("in", "scalar", ()),
            "left_padding_count": ("in", "scalar", ()),
            "right_padding_count": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) pad(%pad_value) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, pad T', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'pad_value'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'pad T'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) pad(%pad_value, %left_padding_count, %right_padding_count) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, pad T, i64, i64', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'pad_value', 'left_padding_count', 'right_padding_count'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'pad T', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, loop i64, i64, i64', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) pad(%pad_value) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, loop i64, i64, i64, pad T', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'pad_value'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'pad T'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) pad(%pad_value, %left_padding_count, %right_padding_count) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, loop i64, i64, i64, pad T, i64, i64', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'pad_value', 'left_padding_count', 'right_padding_count'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'pad T', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) pad(%pad_value) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64, pad T', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride', 'pad_value'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'pad T'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) pad(%pad_value, %left_padding_count, %right_padding_count) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64, pad T, i64, i64', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride', 'pad_value', 'left_padding_count', 'right_padding_count'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'pad T', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) loop(%loop3_count, %loop3_src_stride, %loop3_dst_stride) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) loop(%loop3_count, %loop3_src_stride, %loop3_dst_stride) pad(%pad_value) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64, pad T', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride', 'pad_value'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'pad T'), ()),
            Form('ssa', 'default', 'pto.mte_gm_ub %gm_src, %ub_dst, %l2_cache_ctl, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) loop(%loop3_count, %loop3_src_stride, %loop3_dst_stride) pad(%pad_value, %left_padding_count, %right_padding_count) : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64, pad T, i64, i64', 'pto.mte_gm_ub', (), ('gm_src', 'ub_dst', 'l2_cache_ctl', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride', 'pad_value', 'left_padding_count', 'right_padding_count'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'pad T', 'i64', 'i64'), ()),
        ),
        element_types={
            "gm_src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
            },
        },
        rules=(_RULE_49, _RULE_50, ),
    ),
    "mte_ub_gm": OpRules(
        name="mte_ub_gm",
        page="ops/dma_copy/mte_ub_gm.md",
        modes=('default',),
        operands={
            "ub_src": ("in", "scalar", ()),
            "gm_dst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "l2_cache_ctl": ("in", "scalar", ()),
            "loop1_count": ("in", "scalar", ()),
            "loop1_src_stride": ("in", "scalar", ()),
            "loop1_dst_stride": ("in", "scalar", ()),
            "loop2_count": ("in", "scalar", ()),
            "loop2_src_stride": ("in", "scalar", ()),
            "loop2_dst_stride": ("in", "scalar", ()),
            "loop3_count": ("in", "scalar", ()),
            "loop3_src_stride": ("in", "scalar", ()),
            "loop3_dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_ub_gm %ub_src, %gm_dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64', 'pto.mte_ub_gm', (), ('ub_src', 'gm_dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, gm>', 'i64', 'i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_ub_gm %ub_src, %gm_dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64, loop i64, i64, i64', 'pto.mte_ub_gm', (), ('ub_src', 'gm_dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, gm>', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_ub_gm %ub_src, %gm_dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64', 'pto.mte_ub_gm', (), ('ub_src', 'gm_dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, gm>', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_ub_gm %ub_src, %gm_dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) loop(%loop3_count, %loop3_src_stride, %loop3_dst_stride) : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64', 'pto.mte_ub_gm', (), ('ub_src', 'gm_dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, gm>', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_ub_gm %ub_src, %gm_dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) l2_cache_ctl(%l2_cache_ctl) : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64, i64', 'pto.mte_ub_gm', (), ('ub_src', 'gm_dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'l2_cache_ctl'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, gm>', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_ub_gm %ub_src, %gm_dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) l2_cache_ctl(%l2_cache_ctl) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64, i64, loop i64, i64, i64', 'pto.mte_ub_gm', (), ('ub_src', 'gm_dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'l2_cache_ctl', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, gm>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_ub_gm %ub_src, %gm_dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) l2_cache_ctl(%l2_cache_ctl) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64', 'pto.mte_ub_gm', (), ('ub_src', 'gm_dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'l2_cache_ctl', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, gm>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
            Form('ssa', 'default', 'pto.mte_ub_gm %ub_src, %gm_dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) l2_cache_ctl(%l2_cache_ctl) loop(%loop1_count, %loop1_src_stride, %loop1_dst_stride) loop(%loop2_count, %loop2_src_stride, %loop2_dst_stride) loop(%loop3_count, %loop3_src_stride, %loop3_dst_stride) : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64, loop i64, i64, i64', 'pto.mte_ub_gm', (), ('ub_src', 'gm_dst', 'len_burst', 'n_burst', 'src_stride', 'dst_stride', 'l2_cache_ctl', 'loop1_count', 'loop1_src_stride', 'loop1_dst_stride', 'loop2_count', 'loop2_src_stride', 'loop2_dst_stride', 'loop3_count', 'loop3_src_stride', 'loop3_dst_stride'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, gm>', 'i64', 'i64', 'i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64', 'loop i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "ub_src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
            },
        },
        rules=(_RULE_51, _RULE_52, ),
    ),
    "mte_ub_ub": OpRules(
        name="mte_ub_ub",
        page="ops/dma_copy/mte_ub_ub.md",
        modes=('default',),
        operands={
            "ub_src": ("in", "scalar", ()),
            "ub_dst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "src_gap": ("in", "scalar", ()),
            "dst_gap": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_ub_ub %ub_src, %ub_dst, %len_burst nburst(%n_burst, %src_gap, %dst_gap) : !pto.ptr<T, ub>, !pto.ptr<T, ub>, i64, i64, i64, i64', 'pto.mte_ub_ub', (), ('ub_src', 'ub_dst', 'len_burst', 'n_burst', 'src_gap', 'dst_gap'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "ub_src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
            },
        },
        rules=(_RULE_53, ),
    ),
    "mte_ub_l1": OpRules(
        name="mte_ub_l1",
        page="ops/dma_copy/mte_ub_l1.md",
        modes=('default',),
        operands={
            "ub_src": ("in", "scalar", ()),
            "l1_dst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "src_gap": ("in", "scalar", ()),
            "dst_gap": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mte_ub_l1 %ub_src, %l1_dst, %len_burst nburst(%n_burst, %src_gap, %dst_gap) : !pto.ptr<T, ub>, !pto.ptr<T, l1>, i64, i64, i64, i64', 'pto.mte_ub_l1', (), ('ub_src', 'l1_dst', 'len_burst', 'n_burst', 'src_gap', 'dst_gap'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, l1>', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "ub_src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
            },
        },
        rules=(_RULE_54, ),
    ),
    "set_loop_size_outtoub": OpRules(
        name="set_loop_size_outtoub",
        page="ops/dma_copy/set_loop_size_outtoub.md",
        modes=('default',),
        operands={
            "loop2_count": ("in", "scalar", ()),
            "loop1_count": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_loop_size_outtoub %loop2_count, %loop1_count : i64, i64', 'pto.set_loop_size_outtoub', (), ('loop2_count', 'loop1_count'),
                 (), ('i64', 'i64'), ()),
        ),
        element_types={
            "loop2_count": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_loop1_stride_outtoub": OpRules(
        name="set_loop1_stride_outtoub",
        page="ops/dma_copy/set_loop1_stride_outtoub.md",
        modes=('default',),
        operands={
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_loop1_stride_outtoub %src_stride, %dst_stride : i64, i64', 'pto.set_loop1_stride_outtoub', (), ('src_stride', 'dst_stride'),
                 (), ('i64', 'i64'), ()),
        ),
        element_types={
            "src_stride": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_loop2_stride_outtoub": OpRules(
        name="set_loop2_stride_outtoub",
        page="ops/dma_copy/set_loop2_stride_outtoub.md",
        modes=('default',),
        operands={
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_loop2_stride_outtoub %src_stride, %dst_stride : i64, i64', 'pto.set_loop2_stride_outtoub', (), ('src_stride', 'dst_stride'),
                 (), ('i64', 'i64'), ()),
        ),
        element_types={
            "src_stride": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_mov_pad_val": OpRules(
        name="set_mov_pad_val",
        page="ops/dma_copy/set_mov_pad_val.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_mov_pad_val %value : T', 'pto.set_mov_pad_val', (), ('value',),
                 (), ('T',), ()),
        ),
        element_types={
            "value": {
                "a5": ('i8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(),
    ),
    "set_loop_size_ubtoout": OpRules(
        name="set_loop_size_ubtoout",
        page="ops/dma_copy/set_loop_size_ubtoout.md",
        modes=('default',),
        operands={
            "loop2_count": ("in", "scalar", ()),
            "loop1_count": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_loop_size_ubtoout %loop2_count, %loop1_count : i64, i64', 'pto.set_loop_size_ubtoout', (), ('loop2_count', 'loop1_count'),
                 (), ('i64', 'i64'), ()),
        ),
        element_types={
            "loop2_count": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_loop1_stride_ubtoout": OpRules(
        name="set_loop1_stride_ubtoout",
        page="ops/dma_copy/set_loop1_stride_ubtoout.md",
        modes=('default',),
        operands={
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_loop1_stride_ubtoout %src_stride, %dst_stride : i64, i64', 'pto.set_loop1_stride_ubtoout', (), ('src_stride', 'dst_stride'),
                 (), ('i64', 'i64'), ()),
        ),
        element_types={
            "src_stride": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_loop2_stride_ubtoout": OpRules(
        name="set_loop2_stride_ubtoout",
        page="ops/dma_copy/set_loop2_stride_ubtoout.md",
        modes=('default',),
        operands={
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_loop2_stride_ubtoout %src_stride, %dst_stride : i64, i64', 'pto.set_loop2_stride_ubtoout', (), ('src_stride', 'dst_stride'),
                 (), ('i64', 'i64'), ()),
        ),
        element_types={
            "src_stride": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "copy_gm_to_ubuf": OpRules(
        name="copy_gm_to_ubuf",
        page="ops/dma_copy/copy_gm_to_ubuf.md",
        modes=('default',),
        operands={
            "gm_src": ("in", "scalar", ()),
            "ub_dst": ("in", "scalar", ()),
            "sid": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "left_padding_count": ("in", "scalar", ()),
            "right_padding_count": ("in", "scalar", ()),
            "data_select_bit": ("in", "scalar", ()),
            "l2_cache_ctl": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_gm_to_ubuf %gm_src, %ub_dst, %sid, %n_burst, %len_burst, %left_padding_count, %right_padding_count, %data_select_bit, %l2_cache_ctl, %src_stride, %dst_stride : !pto.ptr<T, gm>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64, i1, i64, i64, i64', 'pto.copy_gm_to_ubuf', (), ('gm_src', 'ub_dst', 'sid', 'n_burst', 'len_burst', 'left_padding_count', 'right_padding_count', 'data_select_bit', 'l2_cache_ctl', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, gm>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i1', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "gm_src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_49, _RULE_50, ),
    ),
    "copy_ubuf_to_gm": OpRules(
        name="copy_ubuf_to_gm",
        page="ops/dma_copy/copy_ubuf_to_gm.md",
        modes=('default',),
        operands={
            "ub_src": ("in", "scalar", ()),
            "gm_dst": ("in", "scalar", ()),
            "sid": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "l2_cache_ctl": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_ubuf_to_gm %ub_src, %gm_dst, %sid, %n_burst, %len_burst, %l2_cache_ctl, %dst_stride, %src_stride : !pto.ptr<T, ub>, !pto.ptr<T, gm>, i64, i64, i64, i64, i64, i64', 'pto.copy_ubuf_to_gm', (), ('ub_src', 'gm_dst', 'sid', 'n_burst', 'len_burst', 'l2_cache_ctl', 'dst_stride', 'src_stride'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, gm>', 'i64', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "ub_src": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_51, _RULE_52, ),
    ),
    "copy_ubuf_to_ubuf": OpRules(
        name="copy_ubuf_to_ubuf",
        page="ops/dma_copy/copy_ubuf_to_ubuf.md",
        modes=('default',),
        operands={
            "source": ("in", "scalar", ()),
            "dest": ("in", "scalar", ()),
            "sid": ("in", "scalar", ()),
            "n_burst": ("in", "scalar", ()),
            "len_burst": ("in", "scalar", ()),
            "src_stride": ("in", "scalar", ()),
            "dst_stride": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.copy_ubuf_to_ubuf %source, %dest, %sid, %n_burst, %len_burst, %src_stride, %dst_stride : !pto.ptr<T, ub>, !pto.ptr<T, ub>, i64, i64, i64, i64, i64', 'pto.copy_ubuf_to_ubuf', (), ('source', 'dest', 'sid', 'n_burst', 'len_burst', 'src_stride', 'dst_stride'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, ub>', 'i64', 'i64', 'i64', 'i64', 'i64'), ()),
        ),
        element_types={
            "source": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_55, ),
    ),
    "set_atomic_add": OpRules(
        name="set_atomic_add",
        page="ops/dma_copy/set_atomic_add.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_add', 'pto.set_atomic_add', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "set_atomic_max": OpRules(
        name="set_atomic_max",
        page="ops/dma_copy/set_atomic_max.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_max', 'pto.set_atomic_max', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "set_atomic_min": OpRules(
        name="set_atomic_min",
        page="ops/dma_copy/set_atomic_min.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_min', 'pto.set_atomic_min', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "set_atomic_none": OpRules(
        name="set_atomic_none",
        page="ops/dma_copy/set_atomic_none.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_none', 'pto.set_atomic_none', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "set_atomic_f32": OpRules(
        name="set_atomic_f32",
        page="ops/dma_copy/set_atomic_f32.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_f32', 'pto.set_atomic_f32', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "set_atomic_f16": OpRules(
        name="set_atomic_f16",
        page="ops/dma_copy/set_atomic_f16.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_f16', 'pto.set_atomic_f16', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "set_atomic_bf16": OpRules(
        name="set_atomic_bf16",
        page="ops/dma_copy/set_atomic_bf16.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_bf16', 'pto.set_atomic_bf16', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "set_atomic_s32": OpRules(
        name="set_atomic_s32",
        page="ops/dma_copy/set_atomic_s32.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_s32', 'pto.set_atomic_s32', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "set_atomic_s16": OpRules(
        name="set_atomic_s16",
        page="ops/dma_copy/set_atomic_s16.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_s16', 'pto.set_atomic_s16', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "set_atomic_s8": OpRules(
        name="set_atomic_s8",
        page="ops/dma_copy/set_atomic_s8.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_atomic_s8', 'pto.set_atomic_s8', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "get_block_idx": OpRules(
        name="get_block_idx",
        page="ops/kernel_query/get_block_idx.md",
        modes=('default',),
        operands={
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.get_block_idx', 'pto.get_block_idx', ('result',), (),
                 (), (), ()),
        ),
        element_types={
            "result": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "get_block_num": OpRules(
        name="get_block_num",
        page="ops/kernel_query/get_block_num.md",
        modes=('default',),
        operands={
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.get_block_num', 'pto.get_block_num', ('result',), (),
                 (), (), ()),
        ),
        element_types={
            "result": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "get_subblock_idx": OpRules(
        name="get_subblock_idx",
        page="ops/kernel_query/get_subblock_idx.md",
        modes=('default',),
        operands={
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.get_subblock_idx', 'pto.get_subblock_idx', ('result',), (),
                 (), (), ()),
        ),
        element_types={
            "result": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "get_subblock_num": OpRules(
        name="get_subblock_num",
        page="ops/kernel_query/get_subblock_num.md",
        modes=('default',),
        operands={
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.get_subblock_num', 'pto.get_subblock_num', ('result',), (),
                 (), (), ()),
        ),
        element_types={
            "result": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
        },
        rules=(),
    ),
    "set_flag": OpRules(
        name="set_flag",
        page="ops/pipeline_sync/set_flag.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_flag["SRC_PIPE", "DST_PIPE", "EVENT_ID"]', 'pto.set_flag', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "src_pipe": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), None),
            "dst_pipe": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), None),
            "event_id": Attr('operand', ('EVENT_ID0', 'EVENT_ID1', 'EVENT_ID2', 'EVENT_ID3', 'EVENT_ID4', 'EVENT_ID5', 'EVENT_ID6', 'EVENT_ID7'), None),
        },
    ),
    "wait_flag": OpRules(
        name="wait_flag",
        page="ops/pipeline_sync/wait_flag.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.wait_flag["SRC_PIPE", "DST_PIPE", "EVENT_ID"]', 'pto.wait_flag', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "src_pipe": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), None),
            "dst_pipe": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), None),
            "event_id": Attr('operand', ('EVENT_ID0', 'EVENT_ID1', 'EVENT_ID2', 'EVENT_ID3', 'EVENT_ID4', 'EVENT_ID5', 'EVENT_ID6', 'EVENT_ID7'), None),
        },
    ),
    "pipe_barrier": OpRules(
        name="pipe_barrier",
        page="ops/pipeline_sync/pipe_barrier.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.pipe_barrier "PIPE"', 'pto.pipe_barrier', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pipe": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), None),
        },
    ),
    "barrier": OpRules(
        name="barrier",
        page="ops/pipeline_sync/barrier.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.barrier #pto.pipe<"PIPE">', 'pto.barrier', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pipe": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B'), None),
        },
    ),
    "mem_bar": OpRules(
        name="mem_bar",
        page="ops/pipeline_sync/mem_bar.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.mem_bar "KIND"', 'pto.mem_bar', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "kind": Attr('operand', ('VV_ALL', 'VST_VLD', 'VLD_VST', 'VST_VST', 'VS_ALL', 'VST_LD', 'VLD_ST', 'VST_ST', 'SV_ALL', 'ST_VLD', 'LD_VST', 'ST_VST', 'SS_ALL', 'ST_LD', 'LD_ST', 'ST_ST'), None),
        },
    ),
    "dsb": OpRules(
        name="dsb",
        page="ops/pipeline_sync/dsb.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.dsb "MEM"', 'pto.dsb', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "mem": Attr('operand', ('ALL', 'DDR', 'UB', 'SEQ'), None),
        },
    ),
    "dcci": OpRules(
        name="dcci",
        page="ops/pipeline_sync/dcci.md",
        modes=('default',),
        operands={
            "ptr": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.dcci %ptr "CACHE" : !pto.ptr<T, S>', 'pto.dcci', (), ('ptr',),
                 (), ('!pto.ptr<T, S>',), ()),
            Form('ssa', 'default', 'pto.dcci %ptr "CACHE", "DST" : !pto.ptr<T, S>', 'pto.dcci', (), ('ptr',),
                 (), ('!pto.ptr<T, S>',), ()),
        ),
        element_types={
            "ptr": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
            },
        },
        rules=(_RULE_56, ),
        attributes={
            "cache": Attr('operand', ('SINGLE_CACHE_LINE', 'ENTIRE_DATA_CACHE'), None),
            "dst": Attr('operand', ('CACHELINE_ALL', 'CACHELINE_UB', 'CACHELINE_OUT', 'CACHELINE_ATOMIC'), None, optional=True),
        },
    ),
    "get_buf": OpRules(
        name="get_buf",
        page="ops/pipeline_sync/get_buf.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.get_buf "OP_TYPE", BUF_ID, MODE', 'pto.get_buf', (), (),
                 (), (), ()),
            Form('ssa', 'default', 'pto.get_buf[#pto.pipe_event_type<"OP_TYPE">, BUF_ID]', 'pto.get_buf', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "op_type": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'), None),
            "buf_id": Attr('integer', (), None),
            "mode": Attr('integer', (), '0'),
        },
    ),
    "rls_buf": OpRules(
        name="rls_buf",
        page="ops/pipeline_sync/rls_buf.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.rls_buf "OP_TYPE", BUF_ID, MODE', 'pto.rls_buf', (), (),
                 (), (), ()),
            Form('ssa', 'default', 'pto.rls_buf[#pto.pipe_event_type<"OP_TYPE">, BUF_ID]', 'pto.rls_buf', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "op_type": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'), None),
            "buf_id": Attr('integer', (), None),
            "mode": Attr('integer', (), '0'),
        },
    ),
    "get_buf_dyn": OpRules(
        name="get_buf_dyn",
        page="ops/pipeline_sync/get_buf_dyn.md",
        modes=('default',),
        operands={
            "buf_id": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.get_buf_dyn "OP_TYPE", %buf_id, MODE', 'pto.get_buf_dyn', (), ('buf_id',),
                 (), (), ()),
            Form('ssa', 'default', 'pto.get_buf_dyn[#pto.pipe_event_type<"OP_TYPE">, %buf_id, MODE]', 'pto.get_buf_dyn', (), ('buf_id',),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "op_type": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'), None),
            "mode": Attr('integer', (), '0'),
        },
    ),
    "rls_buf_dyn": OpRules(
        name="rls_buf_dyn",
        page="ops/pipeline_sync/rls_buf_dyn.md",
        modes=('default',),
        operands={
            "buf_id": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.rls_buf_dyn "OP_TYPE", %buf_id, MODE', 'pto.rls_buf_dyn', (), ('buf_id',),
                 (), (), ()),
            Form('ssa', 'default', 'pto.rls_buf_dyn[#pto.pipe_event_type<"OP_TYPE">, %buf_id, MODE]', 'pto.rls_buf_dyn', (), ('buf_id',),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "op_type": Attr('operand', ('PIPE_S', 'PIPE_V', 'PIPE_M', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_ALL', 'PIPE_MTE4', 'PIPE_MTE5', 'PIPE_V2', 'PIPE_FIX', 'VIRTUAL_PIPE_MTE2_L1A', 'VIRTUAL_PIPE_MTE2_L1B', 'TLOAD', 'TSTORE_ACC', 'TSTORE_VEC', 'TMOV_M2L', 'TMOV_M2S', 'TMOV_M2B', 'TMOV_M2V', 'TMOV_V2M', 'TMATMUL', 'TVEC', 'TVECWAIT_EVENT'), None),
            "mode": Attr('integer', (), '0'),
        },
    ),
    "set_intra_block": OpRules(
        name="set_intra_block",
        page="ops/pipeline_sync/set_intra_block.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_intra_block #pto.pipe<"PIPE">, EVENT_ID', 'pto.set_intra_block', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pipe": Attr('operand', ('PIPE_FIX', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_V'), None),
            "event_id": Attr('integer', (), None),
        },
    ),
    "wait_intra_block": OpRules(
        name="wait_intra_block",
        page="ops/pipeline_sync/wait_intra_block.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.wait_intra_block #pto.pipe<"PIPE">, EVENT_ID', 'pto.wait_intra_block', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pipe": Attr('operand', ('PIPE_FIX', 'PIPE_MTE1', 'PIPE_MTE2', 'PIPE_MTE3', 'PIPE_V'), None),
            "event_id": Attr('integer', (), None),
        },
    ),
    "wait_intra_core": OpRules(
        name="wait_intra_core",
        page="ops/pipeline_sync/wait_intra_core.md",
        modes=('default',),
        operands={
            "block_id": ("in", "scalar", ()),
            "event_id": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.wait_intra_core %block_id, %event_id : i64, i64', 'pto.wait_intra_core', (), ('block_id', 'event_id'),
                 (), ('i64', 'i64'), ()),
        ),
        element_types={
            "block_id": {
                "a5": ('i64',),
                "a2a3": (),
                "cpu": ('i64',),
            },
        },
        rules=(),
        absent={"a2a3": 'D-CORE-SYNC-NAMES'},
    ),
    "set_cross_core": OpRules(
        name="set_cross_core",
        page="ops/pipeline_sync/set_cross_core.md",
        modes=('default',),
        operands={
            "core_id": ("in", "scalar", ()),
            "event_id": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_cross_core %core_id, %event_id : i64, i64', 'pto.set_cross_core', (), ('core_id', 'event_id'),
                 (), ('i64', 'i64'), ()),
        ),
        element_types={
            "core_id": {
                "a5": (),
                "a2a3": ('i64',),
                "cpu": (),
            },
        },
        rules=(),
        absent={"a5": 'D-CORE-SYNC-NAMES', "cpu": 'D-CORE-SYNC-NAMES'},
    ),
    "wait_flag_dev": OpRules(
        name="wait_flag_dev",
        page="ops/pipeline_sync/wait_flag_dev.md",
        modes=('default',),
        operands={
            "core_id": ("in", "scalar", ()),
            "event_id": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.wait_flag_dev %core_id, %event_id : i64, i64', 'pto.wait_flag_dev', (), ('core_id', 'event_id'),
                 (), ('i64', 'i64'), ()),
        ),
        element_types={
            "core_id": {
                "a5": (),
                "a2a3": ('i64',),
                "cpu": (),
            },
        },
        rules=(),
        absent={"a5": 'D-CORE-SYNC-NAMES', "cpu": 'D-CORE-SYNC-NAMES'},
    ),
    "castptr": OpRules(
        name="castptr",
        page="ops/pointer/castptr.md",
        modes=('default',),
        operands={
            "input": ("in", "scalar", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.castptr %input : i64 -> !pto.ptr<T, S>', 'pto.castptr', ('result',), ('input',),
                 ('!pto.ptr<T, S>',), ('i64',), ()),
            Form('ssa', 'default', '%result = pto.castptr %input : !pto.ptr<T, S> -> !pto.ptr<U, S>', 'pto.castptr', ('result',), ('input',),
                 ('!pto.ptr<U, S>',), ('!pto.ptr<T, S>',), ()),
            Form('ssa', 'default', '%result = pto.castptr %input : !pto.ptr<T, S> -> i64', 'pto.castptr', ('result',), ('input',),
                 ('i64',), ('!pto.ptr<T, S>',), ()),
        ),
        element_types={
            "result": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
            },
        },
        rules=(_RULE_57, ),
    ),
    "addptr": OpRules(
        name="addptr",
        page="ops/pointer/addptr.md",
        modes=('default',),
        operands={
            "ptr": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.addptr %ptr, %offset : !pto.ptr<T, S> -> !pto.ptr<T, S>', 'pto.addptr', ('result',), ('ptr', 'offset'),
                 ('!pto.ptr<T, S>',), ('!pto.ptr<T, S>',), ()),
        ),
        element_types={
            "ptr": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
            },
            "result": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'f8e8m0', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64'),
            },
        },
        rules=(_RULE_58, ),
    ),
    "pand": OpRules(
        name="pand",
        page="ops/predicate_algebra/pand.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pand %src0, %src1, %mask : !pto.mask<G>, !pto.mask<G>, !pto.mask<G> -> !pto.mask<G>', 'pto.pand', ('result',), ('src0', 'src1', 'mask'),
                 ('!pto.mask<G>',), ('!pto.mask<G>', '!pto.mask<G>', '!pto.mask<G>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "por": OpRules(
        name="por",
        page="ops/predicate_algebra/por.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.por %src0, %src1, %mask : !pto.mask<G>, !pto.mask<G>, !pto.mask<G> -> !pto.mask<G>', 'pto.por', ('result',), ('src0', 'src1', 'mask'),
                 ('!pto.mask<G>',), ('!pto.mask<G>', '!pto.mask<G>', '!pto.mask<G>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "pxor": OpRules(
        name="pxor",
        page="ops/predicate_algebra/pxor.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pxor %src0, %src1, %mask : !pto.mask<G>, !pto.mask<G>, !pto.mask<G> -> !pto.mask<G>', 'pto.pxor', ('result',), ('src0', 'src1', 'mask'),
                 ('!pto.mask<G>',), ('!pto.mask<G>', '!pto.mask<G>', '!pto.mask<G>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "pnot": OpRules(
        name="pnot",
        page="ops/predicate_algebra/pnot.md",
        modes=('default',),
        operands={
            "input": ("in", "mask", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pnot %input, %mask : !pto.mask<G>, !pto.mask<G> -> !pto.mask<G>', 'pto.pnot', ('result',), ('input', 'mask'),
                 ('!pto.mask<G>',), ('!pto.mask<G>', '!pto.mask<G>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "psel": OpRules(
        name="psel",
        page="ops/predicate_algebra/psel.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "sel": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.psel %src0, %src1, %sel : !pto.mask<G>, !pto.mask<G>, !pto.mask<G> -> !pto.mask<G>', 'pto.psel', ('result',), ('src0', 'src1', 'sel'),
                 ('!pto.mask<G>',), ('!pto.mask<G>', '!pto.mask<G>', '!pto.mask<G>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "ppack": OpRules(
        name="ppack",
        page="ops/predicate_algebra/ppack.md",
        modes=('default',),
        operands={
            "input": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.ppack %input, "PART" : !pto.mask<G> -> !pto.mask<G>', 'pto.ppack', ('result',), ('input',),
                 ('!pto.mask<G>',), ('!pto.mask<G>',), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "part": Attr('operand', ('LOWER', 'HIGHER'), None),
        },
    ),
    "punpack": OpRules(
        name="punpack",
        page="ops/predicate_algebra/punpack.md",
        modes=('default',),
        operands={
            "input": ("in", "mask", ()),
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.punpack %input, "PART" : !pto.mask<G> -> !pto.mask<G>', 'pto.punpack', ('result',), ('input',),
                 ('!pto.mask<G>',), ('!pto.mask<G>',), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "part": Attr('operand', ('LOWER', 'HIGHER'), None),
        },
    ),
    "pintlv_b8": OpRules(
        name="pintlv_b8",
        page="ops/predicate_algebra/pintlv_b8.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "low": ("out", "mask", ()),
            "high": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%low, %high = pto.pintlv_b8 %src0, %src1 : !pto.mask<b8>, !pto.mask<b8> -> !pto.mask<b8>, !pto.mask<b8>', 'pto.pintlv_b8', ('low', 'high'), ('src0', 'src1'),
                 ('!pto.mask<b8>', '!pto.mask<b8>'), ('!pto.mask<b8>', '!pto.mask<b8>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "pintlv_b16": OpRules(
        name="pintlv_b16",
        page="ops/predicate_algebra/pintlv_b16.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "low": ("out", "mask", ()),
            "high": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%low, %high = pto.pintlv_b16 %src0, %src1 : !pto.mask<b16>, !pto.mask<b16> -> !pto.mask<b16>, !pto.mask<b16>', 'pto.pintlv_b16', ('low', 'high'), ('src0', 'src1'),
                 ('!pto.mask<b16>', '!pto.mask<b16>'), ('!pto.mask<b16>', '!pto.mask<b16>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "pintlv_b32": OpRules(
        name="pintlv_b32",
        page="ops/predicate_algebra/pintlv_b32.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "low": ("out", "mask", ()),
            "high": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%low, %high = pto.pintlv_b32 %src0, %src1 : !pto.mask<b32>, !pto.mask<b32> -> !pto.mask<b32>, !pto.mask<b32>', 'pto.pintlv_b32', ('low', 'high'), ('src0', 'src1'),
                 ('!pto.mask<b32>', '!pto.mask<b32>'), ('!pto.mask<b32>', '!pto.mask<b32>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "pdintlv_b8": OpRules(
        name="pdintlv_b8",
        page="ops/predicate_algebra/pdintlv_b8.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "low": ("out", "mask", ()),
            "high": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%low, %high = pto.pdintlv_b8 %src0, %src1 : !pto.mask<b8>, !pto.mask<b8> -> !pto.mask<b8>, !pto.mask<b8>', 'pto.pdintlv_b8', ('low', 'high'), ('src0', 'src1'),
                 ('!pto.mask<b8>', '!pto.mask<b8>'), ('!pto.mask<b8>', '!pto.mask<b8>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "pdintlv_b16": OpRules(
        name="pdintlv_b16",
        page="ops/predicate_algebra/pdintlv_b16.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "low": ("out", "mask", ()),
            "high": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%low, %high = pto.pdintlv_b16 %src0, %src1 : !pto.mask<b16>, !pto.mask<b16> -> !pto.mask<b16>, !pto.mask<b16>', 'pto.pdintlv_b16', ('low', 'high'), ('src0', 'src1'),
                 ('!pto.mask<b16>', '!pto.mask<b16>'), ('!pto.mask<b16>', '!pto.mask<b16>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "pdintlv_b32": OpRules(
        name="pdintlv_b32",
        page="ops/predicate_algebra/pdintlv_b32.md",
        modes=('default',),
        operands={
            "src0": ("in", "mask", ()),
            "src1": ("in", "mask", ()),
            "low": ("out", "mask", ()),
            "high": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%low, %high = pto.pdintlv_b32 %src0, %src1 : !pto.mask<b32>, !pto.mask<b32> -> !pto.mask<b32>, !pto.mask<b32>', 'pto.pdintlv_b32', ('low', 'high'), ('src0', 'src1'),
                 ('!pto.mask<b32>', '!pto.mask<b32>'), ('!pto.mask<b32>', '!pto.mask<b32>'), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "plds": OpRules(
        name="plds",
        page="ops/predicate_load_store/plds.md",
        modes=('plain', 'post_update'),
        operands={
            "source": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "result": ("out", "mask", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', '%result = pto.plds %source[%offset], "DIST" : !pto.ptr<T, ub>, index -> !pto.mask<G>', 'pto.plds', ('result',), ('source', 'offset'),
                 ('!pto.mask<G>',), ('!pto.ptr<T, ub>', 'index'), ()),
            Form('ssa', 'post_update', '%result, %updated_base = pto.plds %source[%offset], "DIST" : !pto.ptr<T, ub>, index -> !pto.mask<G>, !pto.ptr<T, ub>', 'pto.plds', ('result', 'updated_base'), ('source', 'offset'),
                 ('!pto.mask<G>', '!pto.ptr<T, ub>'), ('!pto.ptr<T, ub>', 'index'), ()),
        ),
        element_types={
            "source": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_59, _RULE_60, ),
        attributes={
            "dist": Attr('operand', ('NORM', 'US', 'DS'), None),
        },
    ),
    "pldi": OpRules(
        name="pldi",
        page="ops/predicate_load_store/pldi.md",
        modes=('plain', 'post_update'),
        operands={
            "source": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "result": ("out", "mask", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', '%result = pto.pldi %source[%offset], "DIST" : !pto.ptr<T, ub>, index -> !pto.mask<G>', 'pto.pldi', ('result',), ('source', 'offset'),
                 ('!pto.mask<G>',), ('!pto.ptr<T, ub>', 'index'), ()),
            Form('ssa', 'post_update', '%result, %updated_base = pto.pldi %source[%offset], "DIST" : !pto.ptr<T, ub>, index -> !pto.mask<G>, !pto.ptr<T, ub>', 'pto.pldi', ('result', 'updated_base'), ('source', 'offset'),
                 ('!pto.mask<G>', '!pto.ptr<T, ub>'), ('!pto.ptr<T, ub>', 'index'), ()),
        ),
        element_types={
            "source": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_59, _RULE_60, ),
        attributes={
            "dist": Attr('operand', ('NORM', 'US', 'DS'), None),
        },
    ),
    "psts": OpRules(
        name="psts",
        page="ops/predicate_load_store/psts.md",
        modes=('plain', 'post_update'),
        operands={
            "value": ("in", "mask", ()),
            "destination": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', 'pto.psts %value, %destination[%offset], "DIST" : !pto.mask<G>, !pto.ptr<T, ub>, index', 'pto.psts', (), ('value', 'destination', 'offset'),
                 (), ('!pto.mask<G>', '!pto.ptr<T, ub>', 'index'), ()),
            Form('ssa', 'post_update', '%updated_base = pto.psts %value, %destination[%offset], "DIST" : !pto.mask<G>, !pto.ptr<T, ub>, index -> !pto.ptr<T, ub>', 'pto.psts', ('updated_base',), ('value', 'destination', 'offset'),
                 ('!pto.ptr<T, ub>',), ('!pto.mask<G>', '!pto.ptr<T, ub>', 'index'), ()),
        ),
        element_types={
            "destination": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_61, _RULE_62, ),
        attributes={
            "dist": Attr('operand', ('NORM', 'PK'), None),
        },
    ),
    "psti": OpRules(
        name="psti",
        page="ops/predicate_load_store/psti.md",
        modes=('plain', 'post_update'),
        operands={
            "value": ("in", "mask", ()),
            "destination": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', 'pto.psti %value, %destination[%offset], "DIST" : !pto.mask<G>, !pto.ptr<T, ub>, index', 'pto.psti', (), ('value', 'destination', 'offset'),
                 (), ('!pto.mask<G>', '!pto.ptr<T, ub>', 'index'), ()),
            Form('ssa', 'post_update', '%updated_base = pto.psti %value, %destination[%offset], "DIST" : !pto.mask<G>, !pto.ptr<T, ub>, index -> !pto.ptr<T, ub>', 'pto.psti', ('updated_base',), ('value', 'destination', 'offset'),
                 ('!pto.ptr<T, ub>',), ('!pto.mask<G>', '!pto.ptr<T, ub>', 'index'), ()),
        ),
        element_types={
            "destination": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_61, _RULE_62, ),
        attributes={
            "dist": Attr('operand', ('NORM', 'PK'), None),
        },
    ),
    "pstu": OpRules(
        name="pstu",
        page="ops/predicate_load_store/pstu.md",
        modes=('post_update',),
        operands={
            "align_in": ("in", "scalar", ()),
            "value": ("in", "mask", ()),
            "base": ("in", "scalar", ()),
            "align_out": ("out", "scalar", ()),
            "base_out": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'post_update', '%align_out, %base_out = pto.pstu %align_in, %value, %base : !pto.align, !pto.mask<G>, !pto.ptr<T, ub> -> !pto.align, !pto.ptr<T, ub>', 'pto.pstu', ('align_out', 'base_out'), ('align_in', 'value', 'base'),
                 ('!pto.align', '!pto.ptr<T, ub>'), ('!pto.align', '!pto.mask<G>', '!pto.ptr<T, ub>'), ()),
        ),
        element_types={
            "base": {
                "a5": ('u16', 'u32'),
                "a2a3": ('u16', 'u32'),
                "cpu": ('u16', 'u32'),
            },
        },
        rules=(_RULE_63, _RULE_64, _RULE_65, ),
    ),
    "pltm_b8": OpRules(
        name="pltm_b8",
        page="ops/predicate_loop_tail/pltm_b8.md",
        modes=('default',),
        operands={
            "loop": ("in", "scalar", ()),
            "bound": ("in", "scalar", ()),
            "mask": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%mask = pto.pltm_b8 %loop, %bound : i16, i32 -> !pto.mask<b8>', 'pto.pltm_b8', ('mask',), ('loop', 'bound'),
                 ('!pto.mask<b8>',), ('i16', 'i32'), ()),
        ),
        element_types={
            "loop": {
                "a5": ('i16',),
                "a2a3": ('i16',),
                "cpu": ('i16',),
            },
            "bound": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(_RULE_66, _RULE_67, ),
    ),
    "pltm_b16": OpRules(
        name="pltm_b16",
        page="ops/predicate_loop_tail/pltm_b16.md",
        modes=('default',),
        operands={
            "loop": ("in", "scalar", ()),
            "bound": ("in", "scalar", ()),
            "mask": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%mask = pto.pltm_b16 %loop, %bound : i16, i32 -> !pto.mask<b16>', 'pto.pltm_b16', ('mask',), ('loop', 'bound'),
                 ('!pto.mask<b16>',), ('i16', 'i32'), ()),
        ),
        element_types={
            "loop": {
                "a5": ('i16',),
                "a2a3": ('i16',),
                "cpu": ('i16',),
            },
            "bound": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(_RULE_66, _RULE_67, ),
    ),
    "pltm_b32": OpRules(
        name="pltm_b32",
        page="ops/predicate_loop_tail/pltm_b32.md",
        modes=('default',),
        operands={
            "loop": ("in", "scalar", ()),
            "bound": ("in", "scalar", ()),
            "mask": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%mask = pto.pltm_b32 %loop, %bound : i16, i32 -> !pto.mask<b32>', 'pto.pltm_b32', ('mask',), ('loop', 'bound'),
                 ('!pto.mask<b32>',), ('i16', 'i32'), ()),
        ),
        element_types={
            "loop": {
                "a5": ('i16',),
                "a2a3": ('i16',),
                "cpu": ('i16',),
            },
            "bound": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(_RULE_66, _RULE_67, ),
    ),
    "vbr": OpRules(
        name="vbr",
        page="ops/predicate_materialization/vbr.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vbr %value : T -> !pto.vreg<NxT>', 'pto.vbr', ('result',), ('value',),
                 ('!pto.vreg<NxT>',), ('T',), ()),
        ),
        element_types={
            "result": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_68, _RULE_69, ),
    ),
    "vdup": OpRules(
        name="vdup",
        page="ops/predicate_materialization/vdup.md",
        modes=('scalar', 'lane'),
        operands={
            "value": ("in", "scalar", ('scalar',)),
            "input": ("in", "vreg", ('lane',)),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'scalar', '%result = pto.vdup %value, %mask : T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vdup', ('result',), ('value', 'mask'),
                 ('!pto.vreg<NxT>',), ('T', '!pto.mask<G>'), ()),
            Form('ssa', 'lane', '%result = pto.vdup %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vdup', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "result": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_70, _RULE_71, _RULE_69, _RULE_72, ),
        attributes={
            "position": Attr('dict', ('LOWEST', 'HIGHEST'), 'LOWEST'),
        },
    ),
    "pset_b8": OpRules(
        name="pset_b8",
        page="ops/predicate_pattern/pset_b8.md",
        modes=('default',),
        operands={
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pset_b8 "PATTERN" : !pto.mask<b8>', 'pto.pset_b8', ('result',), (),
                 ('!pto.mask<b8>',), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pattern": Attr('operand', ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'), None),
        },
    ),
    "pset_b16": OpRules(
        name="pset_b16",
        page="ops/predicate_pattern/pset_b16.md",
        modes=('default',),
        operands={
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pset_b16 "PATTERN" : !pto.mask<b16>', 'pto.pset_b16', ('result',), (),
                 ('!pto.mask<b16>',), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pattern": Attr('operand', ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'), None),
        },
    ),
    "pset_b32": OpRules(
        name="pset_b32",
        page="ops/predicate_pattern/pset_b32.md",
        modes=('default',),
        operands={
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pset_b32 "PATTERN" : !pto.mask<b32>', 'pto.pset_b32', ('result',), (),
                 ('!pto.mask<b32>',), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pattern": Attr('operand', ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'), None),
        },
    ),
    "pge_b8": OpRules(
        name="pge_b8",
        page="ops/predicate_pattern/pge_b8.md",
        modes=('default',),
        operands={
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pge_b8 "PATTERN" : !pto.mask<b8>', 'pto.pge_b8', ('result',), (),
                 ('!pto.mask<b8>',), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pattern": Attr('operand', ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'), None),
        },
    ),
    "pge_b16": OpRules(
        name="pge_b16",
        page="ops/predicate_pattern/pge_b16.md",
        modes=('default',),
        operands={
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pge_b16 "PATTERN" : !pto.mask<b16>', 'pto.pge_b16', ('result',), (),
                 ('!pto.mask<b16>',), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pattern": Attr('operand', ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'), None),
        },
    ),
    "pge_b32": OpRules(
        name="pge_b32",
        page="ops/predicate_pattern/pge_b32.md",
        modes=('default',),
        operands={
            "result": ("out", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.pge_b32 "PATTERN" : !pto.mask<b32>', 'pto.pge_b32', ('result',), (),
                 ('!pto.mask<b32>',), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "pattern": Attr('operand', ('PAT_ALL', 'PAT_VL1', 'PAT_VL2', 'PAT_VL3', 'PAT_VL4', 'PAT_VL8', 'PAT_VL16', 'PAT_VL32', 'PAT_VL64', 'PAT_VL128', 'PAT_M3', 'PAT_M4', 'PAT_H', 'PAT_Q', 'PAT_ALLF'), None),
        },
    ),
    "plt_b8": OpRules(
        name="plt_b8",
        page="ops/predicate_tail/plt_b8.md",
        modes=('default',),
        operands={
            "scalar": ("in", "scalar", ()),
            "mask": ("out", "mask", ()),
            "scalar_out": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%mask, %scalar_out = pto.plt_b8 %scalar : i32 -> !pto.mask<b8>, i32', 'pto.plt_b8', ('mask', 'scalar_out'), ('scalar',),
                 ('!pto.mask<b8>', 'i32'), ('i32',), ()),
        ),
        element_types={
            "scalar": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(_RULE_73, ),
    ),
    "plt_b16": OpRules(
        name="plt_b16",
        page="ops/predicate_tail/plt_b16.md",
        modes=('default',),
        operands={
            "scalar": ("in", "scalar", ()),
            "mask": ("out", "mask", ()),
            "scalar_out": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%mask, %scalar_out = pto.plt_b16 %scalar : i32 -> !pto.mask<b16>, i32', 'pto.plt_b16', ('mask', 'scalar_out'), ('scalar',),
                 ('!pto.mask<b16>', 'i32'), ('i32',), ()),
        ),
        element_types={
            "scalar": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(_RULE_73, ),
    ),
    "plt_b32": OpRules(
        name="plt_b32",
        page="ops/predicate_tail/plt_b32.md",
        modes=('default',),
        operands={
            "scalar": ("in", "scalar", ()),
            "mask": ("out", "mask", ()),
            "scalar_out": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%mask, %scalar_out = pto.plt_b32 %scalar : i32 -> !pto.mask<b32>, i32', 'pto.plt_b32', ('mask', 'scalar_out'), ('scalar',),
                 ('!pto.mask<b32>', 'i32'), ('i32',), ()),
        ),
        element_types={
            "scalar": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(_RULE_73, ),
    ),
    "vcadd": OpRules(
        name="vcadd",
        page="ops/reduction/vcadd.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('asm', 'default', 'vcadd %dst, %src, %mask : !pto.vreg<NxT>', 'vcadd', (), ('dst', 'src', 'mask'),
                 (), ('!pto.vreg<NxT>',), ()),
            Form('ssa', 'default', '%result = pto.vcadd %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vcadd', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_74, _RULE_75, _RULE_76, ),
    ),
    "vcmax": OpRules(
        name="vcmax",
        page="ops/reduction/vcmax.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('asm', 'default', 'vcmax %dst, %src, %mask : !pto.vreg<NxT>', 'vcmax', (), ('dst', 'src', 'mask'),
                 (), ('!pto.vreg<NxT>',), ()),
            Form('ssa', 'default', '%result = pto.vcmax %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vcmax', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_77, _RULE_75, _RULE_76, ),
    ),
    "vcmin": OpRules(
        name="vcmin",
        page="ops/reduction/vcmin.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('asm', 'default', 'vcmin %dst, %src, %mask : !pto.vreg<NxT>', 'vcmin', (), ('dst', 'src', 'mask'),
                 (), ('!pto.vreg<NxT>',), ()),
            Form('ssa', 'default', '%result = pto.vcmin %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vcmin', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_77, _RULE_75, _RULE_76, ),
    ),
    "vcbmax": OpRules(
        name="vcbmax",
        page="ops/reduction/vcbmax.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
            "predicate": ("out", "mask", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('ssa', 'default', '%result, %predicate = pto.vcbmax %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>, !pto.mask<G>', 'pto.vcbmax', ('result', 'predicate'), ('input', 'mask'),
                 ('!pto.vreg<NxT>', '!pto.mask<G>'), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i8', 'i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i8', 'i16', 'i32', 'f16', 'f32'),
                "cpu": ('i8', 'i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_77, _RULE_75, _RULE_76, _RULE_78, ),
    ),
    "vcbmin": OpRules(
        name="vcbmin",
        page="ops/reduction/vcbmin.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
            "predicate": ("out", "mask", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('ssa', 'default', '%result, %predicate = pto.vcbmin %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>, !pto.mask<G>', 'pto.vcbmin', ('result', 'predicate'), ('input', 'mask'),
                 ('!pto.vreg<NxT>', '!pto.mask<G>'), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i8', 'i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i8', 'i16', 'i32', 'f16', 'f32'),
                "cpu": ('i8', 'i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_77, _RULE_75, _RULE_76, _RULE_78, ),
    ),
    "vcgadd": OpRules(
        name="vcgadd",
        page="ops/reduction/vcgadd.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('asm', 'default', 'vcgadd %dst, %src, %mask : !pto.vreg<NxT>', 'vcgadd', (), ('dst', 'src', 'mask'),
                 (), ('!pto.vreg<NxT>',), ()),
            Form('ssa', 'default', '%result = pto.vcgadd %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vcgadd', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_77, _RULE_75, _RULE_76, ),
    ),
    "vcgmax": OpRules(
        name="vcgmax",
        page="ops/reduction/vcgmax.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('asm', 'default', 'vcgmax %dst, %src, %mask : !pto.vreg<NxT>', 'vcgmax', (), ('dst', 'src', 'mask'),
                 (), ('!pto.vreg<NxT>',), ()),
            Form('ssa', 'default', '%result = pto.vcgmax %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vcgmax', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_77, _RULE_75, _RULE_76, ),
    ),
    "vcgmin": OpRules(
        name="vcgmin",
        page="ops/reduction/vcgmin.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('asm', 'default', 'vcgmin %dst, %src, %mask : !pto.vreg<NxT>', 'vcgmin', (), ('dst', 'src', 'mask'),
                 (), ('!pto.vreg<NxT>',), ()),
            Form('ssa', 'default', '%result = pto.vcgmin %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vcgmin', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_77, _RULE_75, _RULE_76, ),
    ),
    "vcpadd": OpRules(
        name="vcpadd",
        page="ops/reduction/vcpadd.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('asm', 'default', 'vcpadd %dst, %src, %mask : !pto.vreg<NxT>', 'vcpadd', (), ('dst', 'src', 'mask'),
                 (), ('!pto.vreg<NxT>',), ()),
            Form('ssa', 'default', '%result = pto.vcpadd %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vcpadd', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_77, _RULE_75, _RULE_76, ),
    ),
    "chistv2": OpRules(
        name="chistv2",
        page="ops/reduction/chistv2.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "acc": ("in", "vreg", ()),
            "bin": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('ssa', 'default', '%result = pto.chistv2 %acc, %input, %mask, %bin : !pto.vreg<MxU>, !pto.vreg<NxT>, !pto.mask<b8>, i32 -> !pto.vreg<MxU>', 'pto.chistv2', ('result',), ('acc', 'input', 'mask', 'bin'),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<MxU>', '!pto.vreg<NxT>', '!pto.mask<b8>', 'i32'), ()),
        ),
        element_types={
            "input": {
                "a5": ('u8', 'i8'),
                "a2a3": ('u8', 'i8'),
                "cpu": ('u8', 'i8'),
            },
            "acc": {
                "a5": ('u16', 'i16'),
                "a2a3": ('u16', 'i16'),
                "cpu": ('u16', 'i16'),
            },
        },
        rules=(_RULE_79, _RULE_75, _RULE_76, _RULE_80, _RULE_81, ),
    ),
    "dhistv2": OpRules(
        name="dhistv2",
        page="ops/reduction/dhistv2.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "acc": ("in", "vreg", ()),
            "bin": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
            "src": "input",
            "dst": "result",
        },
        forms=(
            Form('ssa', 'default', '%result = pto.dhistv2 %acc, %input, %mask, %bin : !pto.vreg<MxU>, !pto.vreg<NxT>, !pto.mask<b8>, i32 -> !pto.vreg<MxU>', 'pto.dhistv2', ('result',), ('acc', 'input', 'mask', 'bin'),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<MxU>', '!pto.vreg<NxT>', '!pto.mask<b8>', 'i32'), ()),
        ),
        element_types={
            "input": {
                "a5": ('u8', 'i8'),
                "a2a3": ('u8', 'i8'),
                "cpu": ('u8', 'i8'),
            },
            "acc": {
                "a5": ('u16', 'i16'),
                "a2a3": ('u16', 'i16'),
                "cpu": ('u16', 'i16'),
            },
        },
        rules=(_RULE_79, _RULE_75, _RULE_76, _RULE_80, _RULE_81, ),
    ),
    "load_scalar": OpRules(
        name="load_scalar",
        page="ops/scalar_memory/load_scalar.md",
        modes=('default',),
        operands={
            "ptr": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.load_scalar %ptr[%offset] : !pto.ptr<T, S> -> T', 'pto.load_scalar', ('result',), ('ptr', 'offset'),
                 ('T',), ('!pto.ptr<T, S>',), ()),
        ),
        element_types={
            "ptr": {
                "a5": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_82, ),
    ),
    "store_scalar": OpRules(
        name="store_scalar",
        page="ops/scalar_memory/store_scalar.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
            "ptr": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.store_scalar %value, %ptr[%offset] : !pto.ptr<T, S>, T', 'pto.store_scalar', (), ('value', 'ptr', 'offset'),
                 (), ('!pto.ptr<T, S>', 'T'), (),
                 type_order=('ptr', 'value')),
        ),
        element_types={
            "ptr": {
                "a5": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32', 'u64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_83, ),
    ),
    "ld_dev": OpRules(
        name="ld_dev",
        page="ops/scalar_memory/ld_dev.md",
        modes=('default',),
        operands={
            "ptr": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.ld_dev %ptr[%offset] : !pto.ptr<T, gm> -> T', 'pto.ld_dev', ('result',), ('ptr', 'offset'),
                 ('T',), ('!pto.ptr<T, gm>',), ()),
        ),
        element_types={
            "ptr": {
                "a5": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_82, _RULE_84, ),
        absent={"a2a3": 'D-DEV-ACCESS-TARGETS', "cpu": 'D-DEV-ACCESS-TARGETS'},
    ),
    "st_dev": OpRules(
        name="st_dev",
        page="ops/scalar_memory/st_dev.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
            "ptr": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.st_dev %value, %ptr[%offset] : !pto.ptr<T, gm>, T', 'pto.st_dev', (), ('value', 'ptr', 'offset'),
                 (), ('!pto.ptr<T, gm>', 'T'), (),
                 type_order=('ptr', 'value')),
        ),
        element_types={
            "ptr": {
                "a5": ('i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_83, _RULE_84, ),
        absent={"a2a3": 'D-DEV-ACCESS-TARGETS', "cpu": 'D-DEV-ACCESS-TARGETS'},
    ),
    "vaddrelu": OpRules(
        name="vaddrelu",
        page="ops/sfu_dsa/vaddrelu.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vaddrelu %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vaddrelu', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_69, _RULE_85, _RULE_0, ),
    ),
    "vsubrelu": OpRules(
        name="vsubrelu",
        page="ops/sfu_dsa/vsubrelu.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vsubrelu %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vsubrelu', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_69, _RULE_85, _RULE_0, ),
    ),
    "vaxpy": OpRules(
        name="vaxpy",
        page="ops/sfu_dsa/vaxpy.md",
        modes=('default',),
        operands={
            "src0": ("in", "vreg", ()),
            "src1": ("in", "vreg", ()),
            "alpha": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vaxpy %src0, %src1, %alpha, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vaxpy', ('result',), ('src0', 'src1', 'alpha', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_69, _RULE_85, _RULE_86, _RULE_87, ),
    ),
    "vmula": OpRules(
        name="vmula",
        page="ops/sfu_dsa/vmula.md",
        modes=('default',),
        operands={
            "acc": ("in", "vreg", ()),
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmula %acc, %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vmula', ('result',), ('acc', 'lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "acc": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_69, _RULE_85, _RULE_88, ),
    ),
    "vmadd": OpRules(
        name="vmadd",
        page="ops/sfu_dsa/vmadd.md",
        modes=('default',),
        operands={
            "acc": ("in", "vreg", ()),
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmadd %acc, %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vmadd', ('result',), ('acc', 'lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "acc": {
                "a5": ('f32', 'f16', 'bf16'),
                "a2a3": ('f32', 'f16', 'bf16'),
                "cpu": ('f32', 'f16', 'bf16'),
            },
        },
        rules=(_RULE_69, _RULE_85, _RULE_88, ),
    ),
    "vmull": OpRules(
        name="vmull",
        page="ops/sfu_dsa/vmull.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "low": ("out", "vreg", ()),
            "high": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%low, %high = pto.vmull %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>, !pto.vreg<NxT>', 'pto.vmull', ('low', 'high'), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<NxT>', '!pto.vreg<NxT>'), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('i32', 'u32'),
                "a2a3": ('i32', 'u32'),
                "cpu": ('i32', 'u32'),
            },
        },
        rules=(_RULE_1, _RULE_89, _RULE_90, ),
    ),
    "vexpdif": OpRules(
        name="vexpdif",
        page="ops/sfu_dsa/vexpdif.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "max": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vexpdif %input, %max, %mask, "PART" : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<Mxf32>', 'pto.vexpdif', ('result',), ('input', 'max', 'mask'),
                 ('!pto.vreg<Mxf32>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_69, _RULE_91, _RULE_92, ),
        attributes={
            "part": Attr('operand', ('EVEN', 'ODD'), None),
        },
    ),
    "vaddreluconv": OpRules(
        name="vaddreluconv",
        page="ops/sfu_dsa/vaddreluconv.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vaddreluconv %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<MxU>', 'pto.vaddreluconv', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ('mask',)),
        ),
        element_types={
            "lhs": {
                "a5": ('f32', 'f16', 'i16'),
                "a2a3": ('f32', 'f16', 'i16'),
                "cpu": ('f32', 'f16', 'i16'),
            },
        },
        rules=(_RULE_93, _RULE_94, _RULE_89, ),
    ),
    "vmulconv": OpRules(
        name="vmulconv",
        page="ops/sfu_dsa/vmulconv.md",
        modes=('default',),
        operands={
            "lhs": ("in", "vreg", ()),
            "rhs": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmulconv %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<MxU>', 'pto.vmulconv', ('result',), ('lhs', 'rhs', 'mask'),
                 ('!pto.vreg<MxU>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ('mask',)),
        ),
        element_types={
            "lhs": {
                "a5": ('f16',),
                "a2a3": ('f16',),
                "cpu": ('f16',),
            },
        },
        rules=(_RULE_93, _RULE_94, _RULE_89, ),
    ),
    "vmulscvt": OpRules(
        name="vmulscvt",
        page="ops/sfu_dsa/vmulscvt.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmulscvt %input, %scalar, %mask, "RND", "PART" : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<Mxf16>', 'pto.vmulscvt', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<Mxf16>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32',),
                "a2a3": ('f32',),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_95, _RULE_96, _RULE_97, ),
        attributes={
            "rnd": Attr('operand', ('A',), None),
            "part": Attr('operand', ('EVEN', 'ODD'), None),
        },
    ),
    "vbitsort": OpRules(
        name="vbitsort",
        page="ops/sfu_dsa/vbitsort.md",
        modes=('default',),
        operands={
            "destination": ("in", "scalar", ()),
            "source": ("in", "scalar", ()),
            "indices": ("in", "scalar", ()),
            "repeat_times": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.vbitsort %destination, %source, %indices, %repeat_times : !pto.ptr<U, ub>, !pto.ptr<T, ub>, !pto.ptr<I, ub>, index', 'pto.vbitsort', (), ('destination', 'source', 'indices', 'repeat_times'),
                 (), ('!pto.ptr<U, ub>', '!pto.ptr<T, ub>', '!pto.ptr<I, ub>', 'index'), ()),
        ),
        element_types={
            "source": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(),
    ),
    "vmrgsort4": OpRules(
        name="vmrgsort4",
        page="ops/sfu_dsa/vmrgsort4.md",
        modes=('default',),
        operands={
            "destination": ("in", "scalar", ()),
            "source0": ("in", "scalar", ()),
            "source1": ("in", "scalar", ()),
            "source2": ("in", "scalar", ()),
            "source3": ("in", "scalar", ()),
            "count": ("in", "scalar", ()),
            "config": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.vmrgsort4 %destination, %source0, %source1, %source2, %source3, %count, %config : !pto.ptr<T, ub>, !pto.ptr<T, ub>, !pto.ptr<T, ub>, !pto.ptr<T, ub>, !pto.ptr<T, ub>, i64, i64', 'pto.vmrgsort4', (), ('destination', 'source0', 'source1', 'source2', 'source3', 'count', 'config'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, ub>', '!pto.ptr<T, ub>', '!pto.ptr<T, ub>', '!pto.ptr<T, ub>', 'i64', 'i64'), ()),
        ),
        element_types={
            "destination": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(),
    ),
    "get_vms4_sr": OpRules(
        name="get_vms4_sr",
        page="ops/sfu_dsa/get_vms4_sr.md",
        modes=('default',),
        operands={
            "list0": ("out", "scalar", ()),
            "list1": ("out", "scalar", ()),
            "list2": ("out", "scalar", ()),
            "list3": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%list0, %list1, %list2, %list3 = pto.get_vms4_sr : i16, i16, i16, i16', 'pto.get_vms4_sr', ('list0', 'list1', 'list2', 'list3'), (),
                 ('i16', 'i16', 'i16', 'i16'), (), ()),
        ),
        element_types={
            "list0": {
                "a5": ('i16',),
                "a2a3": ('i16',),
                "cpu": ('i16',),
            },
        },
        rules=(),
    ),
    "vsort32": OpRules(
        name="vsort32",
        page="ops/sfu_dsa/vsort32.md",
        modes=('default',),
        operands={
            "dest": ("in", "scalar", ()),
            "src": ("in", "scalar", ()),
            "config": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.vsort32 %dest, %src, %config : !pto.ptr<T, ub>, !pto.ptr<T, ub>, i64', 'pto.vsort32', (), ('dest', 'src', 'config'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, ub>', 'i64'), ()),
            Form('asm', 'default', 'vsort32 %dest, %src, %config', 'vsort32', (), ('dest', 'src', 'config'),
                 (), (), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(),
    ),
    "vtranspose": OpRules(
        name="vtranspose",
        page="ops/sfu_dsa/vtranspose.md",
        modes=('default',),
        operands={
            "dest": ("in", "scalar", ()),
            "src": ("in", "scalar", ()),
            "config": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.vtranspose %dest, %src, %config : !pto.ptr<T, ub>, !pto.ptr<T, ub>, i64', 'pto.vtranspose', (), ('dest', 'src', 'config'),
                 (), ('!pto.ptr<T, ub>', '!pto.ptr<T, ub>', 'i64'), ()),
            Form('asm', 'default', 'vtranspose %dest, %src, %config', 'vtranspose', (), ('dest', 'src', 'config'),
                 (), (), ()),
        ),
        element_types={
            "src": {
                "a5": ('i16', 'u16', 'f16'),
                "a2a3": ('i16', 'u16', 'f16'),
                "cpu": ('i16', 'u16', 'f16'),
            },
        },
        rules=(),
    ),
    "vprelu": OpRules(
        name="vprelu",
        page="ops/sfu_dsa/vprelu.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "alpha": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vprelu %input, %alpha, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vprelu', ('result',), ('input', 'alpha', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_69, _RULE_85, _RULE_98, ),
    ),
    "trowargmax": OpRules(
        name="trowargmax",
        page="ops/tile_arg_reduce/trowargmax.md",
        modes=('index', 'value_index'),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ('index',)),
            "dstVal": ("out", "tile", ('value_index',)),
            "dstIdx": ("out", "tile", ('value_index',)),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'index', 'pto.trowargmax ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowargmax', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
            Form('dps', 'value_index', 'pto.trowargmax ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dstVal, %dstIdx : !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.trowargmax', ('dstVal', 'dstIdx'), ('src', 'tmp'),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('f16', 'f32', 'i16', 'i32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'bf16', 'f32', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
            "dst": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
            "dstIdx": {
                "a5": ('u16', 'i16', 'u32', 'i32'),
                "a2a3": ('u16', 'i16', 'u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_99, _RULE_100, _RULE_101, _RULE_102, _RULE_103, _RULE_104, _RULE_105, _RULE_106, _RULE_107, _RULE_108, _RULE_109, _RULE_110, _RULE_111, _RULE_112, ),
        unplanned={"a5": ('tmp',)},
    ),
    "trowargmin": OpRules(
        name="trowargmin",
        page="ops/tile_arg_reduce/trowargmin.md",
        modes=('index', 'value_index'),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ('index',)),
            "dstVal": ("out", "tile", ('value_index',)),
            "dstIdx": ("out", "tile", ('value_index',)),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'index', 'pto.trowargmin ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowargmin', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
            Form('dps', 'value_index', 'pto.trowargmin ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dstVal, %dstIdx : !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.trowargmin', ('dstVal', 'dstIdx'), ('src', 'tmp'),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('f16', 'f32', 'i16', 'i32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'bf16', 'f32', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
            "dst": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
            "dstIdx": {
                "a5": ('u16', 'i16', 'u32', 'i32'),
                "a2a3": ('u16', 'i16', 'u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_99, _RULE_100, _RULE_101, _RULE_102, _RULE_103, _RULE_104, _RULE_105, _RULE_106, _RULE_107, _RULE_108, _RULE_109, _RULE_110, _RULE_111, _RULE_112, ),
        unplanned={"a5": ('tmp',)},
    ),
    "tcolargmax": OpRules(
        name="tcolargmax",
        page="ops/tile_arg_reduce/tcolargmax.md",
        modes=('index', 'value_index'),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ('index',)),
            "dstVal": ("out", "tile", ('value_index',)),
            "dstIdx": ("out", "tile", ('value_index',)),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'index', 'pto.tcolargmax ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolargmax', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
            Form('dps', 'value_index', 'pto.tcolargmax ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dstVal, %dstIdx : !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.tcolargmax', ('dstVal', 'dstIdx'), ('src', 'tmp'),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('f16', 'f32', 'u16', 'u32'),
                "cpu": ('f16', 'bf16', 'f32', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
            "dst": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
            "dstIdx": {
                "a5": ('u16', 'i16', 'u32', 'i32'),
                "a2a3": ('u16', 'i16', 'u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_99, _RULE_100, _RULE_101, _RULE_102, _RULE_103, _RULE_104, _RULE_113, _RULE_114, _RULE_115, _RULE_116, _RULE_117, _RULE_118, _RULE_119, _RULE_120, _RULE_121, _RULE_122, _RULE_123, ),
    ),
    "tcolargmin": OpRules(
        name="tcolargmin",
        page="ops/tile_arg_reduce/tcolargmin.md",
        modes=('index', 'value_index'),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ('index',)),
            "dstVal": ("out", "tile", ('value_index',)),
            "dstIdx": ("out", "tile", ('value_index',)),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'index', 'pto.tcolargmin ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolargmin', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
            Form('dps', 'value_index', 'pto.tcolargmin ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dstVal, %dstIdx : !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.tcolargmin', ('dstVal', 'dstIdx'), ('src', 'tmp'),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('f16', 'f32', 'u16', 'u32'),
                "cpu": ('f16', 'bf16', 'f32', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
            "dst": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
            "dstIdx": {
                "a5": ('u16', 'i16', 'u32', 'i32'),
                "a2a3": ('u16', 'i16', 'u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_99, _RULE_100, _RULE_101, _RULE_102, _RULE_103, _RULE_104, _RULE_113, _RULE_114, _RULE_115, _RULE_116, _RULE_117, _RULE_118, _RULE_119, _RULE_120, _RULE_121, _RULE_122, _RULE_123, ),
    ),
    "tadd": OpRules(
        name="tadd",
        page="ops/tile_binary/tadd.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tadd ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tadd', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
    ),
    "tsub": OpRules(
        name="tsub",
        page="ops/tile_binary/tsub.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tsub ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tsub', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
    ),
    "tmul": OpRules(
        name="tmul",
        page="ops/tile_binary/tmul.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmul ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmul', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
    ),
    "tdiv": OpRules(
        name="tdiv",
        page="ops/tile_binary/tdiv.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tdiv ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tdiv', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "tmax": OpRules(
        name="tmax",
        page="ops/tile_binary/tmax.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmax ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmax', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
    ),
    "tmin": OpRules(
        name="tmin",
        page="ops/tile_binary/tmin.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmin ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmin', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
    ),
    "tand": OpRules(
        name="tand",
        page="ops/tile_binary/tand.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tand ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tand', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i16', 'u16'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
    ),
    "tor": OpRules(
        name="tor",
        page="ops/tile_binary/tor.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tor ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tor', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i16', 'u16'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
    ),
    "txor": OpRules(
        name="txor",
        page="ops/tile_binary/txor.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.txor ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.txor', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i16', 'u16'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
        unplanned={"a5": ('tmp',)},
    ),
    "tshl": OpRules(
        name="tshl",
        page="ops/tile_binary/tshl.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tshl ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tshl', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
    ),
    "tshr": OpRules(
        name="tshr",
        page="ops/tile_binary/tshr.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tshr ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tshr', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
    ),
    "trem": OpRules(
        name="trem",
        page="ops/tile_binary/trem.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trem ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trem', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'i16', 'u16', 'i32', 'u32', 'i64'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'f16', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, _RULE_128, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "tfmod": OpRules(
        name="tfmod",
        page="ops/tile_binary/tfmod.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tfmod ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tfmod', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('f32',),
                "cpu": ('f32', 'f16', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "tpow": OpRules(
        name="tpow",
        page="ops/tile_binary/tpow.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tpow ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tpow', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('f32', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "cpu": ('f32', 'f16', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, _RULE_129, _RULE_130, _RULE_131, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "tprelu": OpRules(
        name="tprelu",
        page="ops/tile_binary/tprelu.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tprelu ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tprelu', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, _RULE_132, ),
        unplanned={"a5": ('tmp',)},
    ),
    "taddrelu": OpRules(
        name="taddrelu",
        page="ops/tile_binary/taddrelu.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.taddrelu ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.taddrelu', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": (),
                "a2a3": ('i16', 'f16', 'f32'),
                "cpu": (),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_127, ),
        absent={"a5": 'D-TADDRELU-TARGETS', "cpu": 'D-TADDRELU-TARGETS'},
    ),
    "tcolexpandadd": OpRules(
        name="tcolexpandadd",
        page="ops/tile_col_expand/tcolexpandadd.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolexpandadd ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolexpandadd', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_133, _RULE_126, _RULE_134, _RULE_135, _RULE_136, ),
    ),
    "tcolexpandsub": OpRules(
        name="tcolexpandsub",
        page="ops/tile_col_expand/tcolexpandsub.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolexpandsub ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolexpandsub', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_133, _RULE_126, _RULE_134, _RULE_135, _RULE_136, ),
    ),
    "tcolexpandmul": OpRules(
        name="tcolexpandmul",
        page="ops/tile_col_expand/tcolexpandmul.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolexpandmul ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolexpandmul', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_133, _RULE_126, _RULE_134, _RULE_135, _RULE_136, ),
    ),
    "tcolexpanddiv": OpRules(
        name="tcolexpanddiv",
        page="ops/tile_col_expand/tcolexpanddiv.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolexpanddiv ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolexpanddiv', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_133, _RULE_126, _RULE_134, _RULE_135, _RULE_136, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "tcolexpandmax": OpRules(
        name="tcolexpandmax",
        page="ops/tile_col_expand/tcolexpandmax.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolexpandmax ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolexpandmax', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_133, _RULE_126, _RULE_134, _RULE_135, _RULE_136, ),
    ),
    "tcolexpandmin": OpRules(
        name="tcolexpandmin",
        page="ops/tile_col_expand/tcolexpandmin.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolexpandmin ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolexpandmin', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_133, _RULE_126, _RULE_134, _RULE_135, _RULE_136, ),
    ),
    "tcolexpandexpdif": OpRules(
        name="tcolexpandexpdif",
        page="ops/tile_col_expand/tcolexpandexpdif.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolexpandexpdif ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolexpandexpdif', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_133, _RULE_126, _RULE_134, _RULE_135, _RULE_136, ),
    ),
    "tcolsum": OpRules(
        name="tcolsum",
        page="ops/tile_col_reduce/tcolsum.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolsum ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolsum', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_138, _RULE_139, _RULE_140, _RULE_141, _RULE_142, ),
        attributes={
            "isBinary": Attr('dict', ('false', 'true'), None, optional=True),
        },
    ),
    "tcolprod": OpRules(
        name="tcolprod",
        page="ops/tile_col_reduce/tcolprod.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolprod ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolprod', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_138, _RULE_139, _RULE_140, ),
    ),
    "tcolmax": OpRules(
        name="tcolmax",
        page="ops/tile_col_reduce/tcolmax.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolmax ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolmax', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_138, _RULE_139, _RULE_140, ),
    ),
    "tcolmin": OpRules(
        name="tcolmin",
        page="ops/tile_col_reduce/tcolmin.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolmin ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolmin', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_138, _RULE_139, _RULE_140, ),
    ),
    "tcmp": OpRules(
        name="tcmp",
        page="ops/tile_compare/tcmp.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcmp ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcmp', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('i32', 'f16', 'f32'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
            "dst": {
                "a5": ('i8', 'u8'),
                "a2a3": ('i8', 'u8'),
                "cpu": ('u8', 'u32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_143, _RULE_144, _RULE_145, _RULE_146, _RULE_147, _RULE_148, ),
        attributes={
            "cmpMode": Attr('dict', ('eq', 'ne', 'lt', 'le', 'gt', 'ge'), 'eq'),
        },
    ),
    "tcmps": OpRules(
        name="tcmps",
        page="ops/tile_compare/tcmps.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcmps ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tcmps', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('i32', 'i16', 'u16', 'f16', 'f32'),
                "cpu": ('f32', 'f16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
            "dst": {
                "a5": ('i8', 'u8'),
                "a2a3": ('i8', 'u8'),
                "cpu": ('i8', 'u8'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_150, _RULE_151, ),
        attributes={
            "cmpMode": Attr('dict', ('eq', 'ne', 'lt', 'le', 'gt', 'ge'), 'eq'),
        },
    ),
    "tsel": OpRules(
        name="tsel",
        page="ops/tile_compare/tsel.md",
        modes=('default',),
        operands={
            "mask": ("in", "tile", ()),
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tsel ins(%mask, %src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tsel', ('dst',), ('mask', 'src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'u32', 'u16'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
            "mask": {
                "a5": ('i8', 'u8'),
                "a2a3": ('i8', 'u8'),
                "cpu": ('i8', 'u8'),
            },
        },
        rules=(_RULE_152, _RULE_153, _RULE_126, _RULE_154, _RULE_155, _RULE_156, ),
        unplanned={"a5": ('tmp',)},
    ),
    "tsels": OpRules(
        name="tsels",
        page="ops/tile_compare/tsels.md",
        modes=('default',),
        operands={
            "mask": ("in", "tile", ()),
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tsels ins(%mask, %src, %tmp, %scalar : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tsels', ('dst',), ('mask', 'src', 'tmp', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', 'T'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'i32', 'i16', 'u32', 'u16'),
                "cpu": ('f32', 'f16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
            "mask": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_157, _RULE_158, _RULE_159, _RULE_160, _RULE_155, _RULE_161, ),
        unplanned={"a5": ('tmp',)},
    ),
    "tcvt": OpRules(
        name="tcvt",
        page="ops/tile_convert/tcvt.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcvt ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcvt', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16', 'i16', 'i32', 'i64', 'u8', 'i8', 'u32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('f32', 'f16', 'bf16', 'i16', 'i32', 'i64', 'u8', 'i8'),
                "cpu": ('f32', 'f16', 'bf16', 'i16', 'i32', 'i64', 'u8', 'i8', 'u32'),
            },
            "dst": {
                "a5": ('f32', 'f16', 'bf16', 'i16', 'i32', 'i64', 'u8', 'u16', 'i8', 'u32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('f32', 'f16', 'bf16', 'i16', 'i32', 'i64', 'u8', 'i8'),
                "cpu": ('f32', 'f16', 'bf16', 'i16', 'i32', 'i64', 'u8', 'u16', 'i8', 'u32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_163, _RULE_164, _RULE_165, _RULE_166, _RULE_167, ),
        attributes={
            "rmode": Attr('dict', ('NONE', 'RINT', 'ROUND', 'FLOOR', 'CEIL', 'TRUNC', 'ODD', 'CAST_RINT'), 'CAST_RINT', optional=True),
            "satmode": Attr('dict', ('ON', 'OFF'), None, optional=True),
        },
    ),
    "tquant": OpRules(
        name="tquant",
        page="ops/tile_convert/tquant.md",
        modes=('sym', 'sym_tmp', 'asym', 'asym_tmp'),
        operands={
            "src": ("in", "tile", ()),
            "fp": ("in", "tile", ()),
            "offset": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
            "tmp": ("out", "tile", ('sym_tmp', 'asym_tmp')),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'sym', 'pto.tquant ins(%src, %fp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tquant', ('dst',), ('src', 'fp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'sym_tmp', 'pto.tquant ins(%src, %fp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.tquant', ('dst', 'tmp'), ('src', 'fp'),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'asym', 'pto.tquant ins(%src, %fp, %offset : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tquant', ('dst',), ('src', 'fp', 'offset'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('offset',)),
            Form('dps', 'asym_tmp', 'pto.tquant ins(%src, %fp, %offset : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.tquant', ('dst', 'tmp'), ('src', 'fp', 'offset'),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('offset',)),
        ),
        element_types={
            "src": {
                "a5": ('f32',),
                "a2a3": ('f32',),
                "cpu": ('f32',),
            },
            "fp": {
                "a5": ('f32',),
                "a2a3": ('f32',),
                "cpu": ('f32',),
            },
            "offset": {
                "a5": ('f32',),
                "a2a3": ('f32',),
                "cpu": ('f32',),
            },
            "dst": {
                "a5": ('i8', 'u8'),
                "a2a3": ('i8', 'u8'),
                "cpu": ('i8', 'u8'),
            },
            "tmp": {
                "a5": ('f32',),
                "a2a3": ('f32',),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_168, _RULE_162, _RULE_169, _RULE_170, _RULE_171, _RULE_172, _RULE_173, _RULE_174, _RULE_175, _RULE_176, ),
        attributes={
            "quant_type": Attr('dict', ('INT8_SYM', 'INT8_ASYM'), None),
        },
    ),
    "tquant_mx": OpRules(
        name="tquant_mx",
        page="ops/tile_convert/tquant_mx.md",
        modes=('plain', 'zz'),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
            "exp": ("out", "tile", ()),
            "max": ("out", "tile", ()),
            "scaling": ("out", "tile", ()),
            "exp_zz": ("out", "tile", ('zz',)),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'plain', 'pto.tquant.mx ins(%src : !pto.tile_buf<...>) outs(%dst, %exp, %max, %scaling : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.tquant.mx', ('dst', 'exp', 'max', 'scaling'), ('src',),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>',), ()),
            Form('dps', 'zz', 'pto.tquant.mx ins(%src : !pto.tile_buf<...>) outs(%dst, %exp, %max, %scaling, %exp_zz : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.tquant.mx', ('dst', 'exp', 'max', 'scaling', 'exp_zz'), ('src',),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'bf16'),
                "a2a3": (),
                "cpu": (),
            },
            "dst": {
                "a5": ('i8', 'u8', 'f4e2m1x2'),
                "a2a3": (),
                "cpu": (),
            },
            "exp": {
                "a5": ('i8', 'u8'),
                "a2a3": (),
                "cpu": (),
            },
            "max": {
                "a5": ('f32', 'f16', 'bf16'),
                "a2a3": (),
                "cpu": (),
            },
            "scaling": {
                "a5": ('f32', 'f16', 'bf16'),
                "a2a3": (),
                "cpu": (),
            },
            "exp_zz": {
                "a5": ('i8', 'u8'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_177, _RULE_178, _RULE_179, _RULE_180, _RULE_181, _RULE_182, _RULE_183, _RULE_184, _RULE_185, _RULE_186, ),
        attributes={
            "quant_type": Attr('dict', ('MXFP8', 'MXFP4_E2M1'), None),
            "quantScaleAlg": Attr('dict', ('ocp', 'nv'), 'ocp'),
            "grpAxis": Attr('dict', ('axis0', 'axis1'), 'axis1'),
            "storeMode": Attr('dict', ('nd', 'nz'), None, optional=True),
            "interleave": Attr('dict', ('false', 'true'), 'false'),
        },
        absent={"a2a3": 'D-TQUANT-MX', "cpu": 'D-TQUANT-MX'},
    ),
    "tdequant": OpRules(
        name="tdequant",
        page="ops/tile_convert/tdequant.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scale": ("in", "tile", ()),
            "offset": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tdequant ins(%src, %scale, %offset : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tdequant', ('dst',), ('src', 'scale', 'offset'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'i16'),
                "a2a3": ('i8', 'i16'),
                "cpu": ('i8', 'i16'),
            },
            "scale": {
                "a5": ('f32',),
                "a2a3": ('f32',),
                "cpu": ('f32',),
            },
            "offset": {
                "a5": ('f32',),
                "a2a3": ('f32',),
                "cpu": ('f32',),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": ('f32',),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_187, _RULE_188, _RULE_189, ),
    ),
    "settf32mode": OpRules(
        name="settf32mode",
        page="ops/tile_cube_config/settf32mode.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.settf32mode', 'pto.settf32mode', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "enable": Attr('dict', ('false', 'true'), None),
            "mode": Attr('dict', ('CAST_ROUND', 'CAST_RINT'), 'CAST_ROUND'),
        },
    ),
    "sethf32mode": OpRules(
        name="sethf32mode",
        page="ops/tile_cube_config/sethf32mode.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.sethf32mode', 'pto.sethf32mode', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "enable": Attr('dict', ('false', 'true'), None),
            "mode": Attr('dict', ('CAST_ROUND', 'CAST_RINT'), 'CAST_ROUND'),
        },
    ),
    "tprint": OpRules(
        name="tprint",
        page="ops/tile_debug/tprint.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "view", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tprint ins(%src, %tmp : !pto.tile_buf<...>, !pto.partition_tensor_view<...>)', 'pto.tprint', (), ('src', 'tmp'),
                 (), ('!pto.tile_buf<...>', '!pto.partition_tensor_view<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_190, _RULE_191, ),
        attributes={
            "printFormat": Attr('dict', ('width8_precision4', 'width8_precision2', 'width10_precision6'), 'width8_precision4'),
        },
    ),
    "tgetval": OpRules(
        name="tgetval",
        page="ops/tile_element/tgetval.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "offset": ("in", "scalar", ()),
            "dst": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', '%dst = pto.tgetval ins(%src, %offset : !pto.tile_buf<...>, index) outs : T', 'pto.tgetval', ('dst',), ('src', 'offset'),
                 ('T',), ('!pto.tile_buf<...>', 'index'), ()),
        ),
        element_types={
            "src": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_192, _RULE_193, ),
    ),
    "tsetval": OpRules(
        name="tsetval",
        page="ops/tile_element/tsetval.md",
        modes=('default',),
        operands={
            "offset": ("in", "scalar", ()),
            "val": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tsetval ins(%offset, %val : index, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tsetval', ('dst',), ('offset', 'val'),
                 ('!pto.tile_buf<...>',), ('index', 'T'), ()),
        ),
        element_types={
            "dst": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_194, _RULE_195, ),
    ),
    "trowexpand": OpRules(
        name="trowexpand",
        page="ops/tile_expand/trowexpand.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowexpand ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpand', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_196, _RULE_159, _RULE_197, ),
    ),
    "tcolexpand": OpRules(
        name="tcolexpand",
        page="ops/tile_expand/tcolexpand.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tcolexpand ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tcolexpand', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_198, _RULE_159, _RULE_199, ),
    ),
    "mgather": OpRules(
        name="mgather",
        page="ops/tile_gather_scatter/mgather.md",
        modes=('ub', 'l1_row', 'l1_elem'),
        operands={
            "mem": ("in", "view", ()),
            "idx": ("in", "tile", ('ub',)),
            "gidx": ("in", "view", ('l1_row', 'l1_elem')),
            "scratch": ("in", "view", ('l1_elem',)),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'ub', 'pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.mgather', ('dst',), ('mem', 'idx'),
                 ('!pto.tile_buf<...>',), ('!pto.partition_tensor_view<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'l1_row', 'pto.mgather ins(%mem, %gidx : !pto.partition_tensor_view<...>, !pto.partition_tensor_view<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.mgather', ('dst',), ('mem', 'gidx'),
                 ('!pto.tile_buf<...>',), ('!pto.partition_tensor_view<...>', '!pto.partition_tensor_view<...>'), ()),
            Form('dps', 'l1_elem', 'pto.mgather ins(%mem, %gidx, %scratch : !pto.partition_tensor_view<...>, !pto.partition_tensor_view<...>, !pto.partition_tensor_view<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.mgather', ('dst',), ('mem', 'gidx', 'scratch'),
                 ('!pto.tile_buf<...>',), ('!pto.partition_tensor_view<...>', '!pto.partition_tensor_view<...>', '!pto.partition_tensor_view<...>'), ()),
        ),
        element_types={
            "dst": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
            "idx": {
                "a5": ('i32', 'u32'),
                "a2a3": ('i32', 'u32'),
                "cpu": ('i32', 'u32'),
            },
            "gidx": {
                "a5": ('i32', 'u32'),
                "a2a3": ('i32', 'u32'),
                "cpu": ('i32', 'u32'),
            },
        },
        rules=(_RULE_200, _RULE_201, _RULE_202, _RULE_203, _RULE_204, _RULE_205, _RULE_206, _RULE_207, _RULE_208, _RULE_209, ),
        attributes={
            "coalesce": Attr('dict', ('row', 'elem'), None),
            "gatherOob": Attr('dict', ('undefined', 'clamp', 'wrap', 'zero'), 'undefined'),
        },
    ),
    "mscatter": OpRules(
        name="mscatter",
        page="ops/tile_gather_scatter/mscatter.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "idx": ("in", "tile", ()),
            "mem": ("out", "view", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.mscatter ins(%src, %idx : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%mem : !pto.partition_tensor_view<...>)', 'pto.mscatter', ('mem',), ('src', 'idx'),
                 ('!pto.partition_tensor_view<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
            "idx": {
                "a5": ('i32', 'u32'),
                "a2a3": ('i32', 'u32'),
                "cpu": ('i32', 'u32'),
            },
        },
        rules=(_RULE_210, _RULE_211, _RULE_212, _RULE_213, _RULE_214, _RULE_215, _RULE_216, _RULE_217, _RULE_218, _RULE_219, _RULE_220, _RULE_221, _RULE_222, _RULE_223, _RULE_224, _RULE_225, _RULE_226, ),
        attributes={
            "coalesce": Attr('dict', ('row', 'elem'), None, optional=True),
            "scatterAtomicOp": Attr('dict', ('none', 'add', 'max', 'min'), 'none'),
            "scatterOob": Attr('dict', ('undefined', 'skip', 'clamp', 'wrap'), 'undefined'),
            "scatterConflict": Attr('dict', ('default', 'last'), None, optional=True),
        },
    ),
    "tci": OpRules(
        name="tci",
        page="ops/tile_generate/tci.md",
        modes=('plain', 'with_tmp'),
        operands={
            "S": ("in", "scalar", ()),
            "tmp": ("in", "tile", ('with_tmp',)),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'plain', 'pto.tci ins(%S : T) outs(%dst : !pto.tile_buf<...>)', 'pto.tci', ('dst',), ('S',),
                 ('!pto.tile_buf<...>',), ('T',), ()),
            Form('dps', 'with_tmp', 'pto.tci ins(%S, %tmp : T, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tci', ('dst',), ('S', 'tmp'),
                 ('!pto.tile_buf<...>',), ('T', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "dst": {
                "a5": ('i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i16', 'u16', 'i32', 'u32'),
                "cpu": ('i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_227, _RULE_228, ),
        attributes={
            "descending": Attr('dict', ('false', 'true'), 'false'),
        },
    ),
    "ttri": OpRules(
        name="ttri",
        page="ops/tile_generate/ttri.md",
        modes=('default',),
        operands={
            "diagonal": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.ttri ins(%diagonal : i32) outs(%dst : !pto.tile_buf<...>)', 'pto.ttri', ('dst',), ('diagonal',),
                 ('!pto.tile_buf<...>',), ('i32',), ()),
        ),
        element_types={
            "dst": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_229, ),
        attributes={
            "upperOrLower": Attr('dict', ('0', '1'), '0'),
        },
    ),
    "thistogram": OpRules(
        name="thistogram",
        page="ops/tile_histogram/thistogram.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "idx": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.thistogram ins(%src, %idx : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.thistogram', ('dst',), ('src', 'idx'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('u16', 'u32'),
                "a2a3": (),
                "cpu": ('u16', 'u32'),
            },
            "idx": {
                "a5": ('u8',),
                "a2a3": (),
                "cpu": ('u8',),
            },
            "dst": {
                "a5": ('u32',),
                "a2a3": (),
                "cpu": ('u32',),
            },
        },
        rules=(_RULE_230, _RULE_231, _RULE_232, _RULE_233, _RULE_234, _RULE_235, _RULE_236, ),
        attributes={
            "byte": Attr('dict', ('0', '1', '2', '3'), '1', legacy=('isMSB', (('true', '1'), ('false', '0')))),
        },
        absent={"a2a3": 'D-THISTOGRAM-TARGETS'},
    ),
    "tmov": OpRules(
        name="tmov",
        page="ops/tile_layout/tmov.md",
        modes=('copy', 'zz', 'fp'),
        operands={
            "src": ("in", "tile", ()),
            "fp": ("in", "tile", ('fp',)),
            "tmp": ("in", "tile", ('zz',)),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'copy', 'pto.tmov ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmov', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
            Form('dps', 'zz', 'pto.tmov ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmov', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'fp', 'pto.tmov ins(%src, %fp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmov', ('dst',), ('src', 'fp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'u64', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'u64', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'u64', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "tmp": {
                "a5": ('u8', 'hif8', 'f8e8m0'),
                "a2a3": (),
                "cpu": (),
            },
        },
        rules=(_RULE_237, _RULE_238, _RULE_239, _RULE_240, _RULE_241, _RULE_242, _RULE_243, _RULE_244, _RULE_245, ),
        attributes={
            "grpAxis": Attr('dict', ('axis0', 'axis1'), None, optional=True),
            "accToVecMode": Attr('dict', ('single_mode_vec0', 'single_mode_vec1', 'dual_mode_split_m', 'dual_mode_split_n'), None, optional=True),
            "reluPreMode": Attr('dict', ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu', 'pwl'), None, optional=True),
        },
    ),
    "ttrans": OpRules(
        name="ttrans",
        page="ops/tile_layout/ttrans.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.ttrans ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.ttrans', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_159, _RULE_246, _RULE_247, _RULE_248, _RULE_249, _RULE_250, _RULE_251, ),
    ),
    "treshape": OpRules(
        name="treshape",
        page="ops/tile_layout/treshape.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%dst = pto.treshape %src : !pto.tile_buf<...> -> !pto.tile_buf<...>', 'pto.treshape', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_252, _RULE_253, _RULE_254, ),
    ),
    "textract": OpRules(
        name="textract",
        page="ops/tile_layout/textract.md",
        modes=('plain', 'fp'),
        operands={
            "src": ("in", "tile", ()),
            "indexRow": ("in", "scalar", ()),
            "indexCol": ("in", "scalar", ()),
            "fp": ("in", "tile", ('fp',)),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'plain', 'pto.textract ins(%src, %indexRow, %indexCol : !pto.tile_buf<...>, index, index) outs(%dst : !pto.tile_buf<...>)', 'pto.textract', ('dst',), ('src', 'indexRow', 'indexCol'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'index', 'index'), ()),
            Form('dps', 'fp', 'pto.textract ins(%src, %indexRow, %indexCol, %fp : !pto.tile_buf<...>, index, index, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.textract', ('dst',), ('src', 'indexRow', 'indexCol', 'fp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'index', 'index', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('i8', 'u8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
            },
        },
        rules=(_RULE_255, _RULE_256, _RULE_257, _RULE_258, _RULE_259, _RULE_244, _RULE_260, ),
        attributes={
            "accToVecMode": Attr('dict', ('single_mode_vec0', 'single_mode_vec1', 'dual_mode_split_m', 'dual_mode_split_n'), None, optional=True),
            "reluPreMode": Attr('dict', ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu', 'pwl'), None, optional=True),
        },
    ),
    "tinsert": OpRules(
        name="tinsert",
        page="ops/tile_layout/tinsert.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "indexRow": ("in", "scalar", ()),
            "indexCol": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tinsert ins(%src, %indexRow, %indexCol : !pto.tile_buf<...>, index, index) outs(%dst : !pto.tile_buf<...>)', 'pto.tinsert', ('dst',), ('src', 'indexRow', 'indexCol'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'index', 'index'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('i8', 'u8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
            },
        },
        rules=(_RULE_261, _RULE_262, _RULE_257, _RULE_263, _RULE_264, _RULE_244, _RULE_265, _RULE_266, ),
        attributes={
            "accToVecMode": Attr('dict', ('single_mode_vec0', 'single_mode_vec1', 'dual_mode_split_m', 'dual_mode_split_n'), None, optional=True),
            "reluPreMode": Attr('dict', ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu', 'pwl'), None, optional=True),
            "tinsertMode": Attr('dict', ('split2', 'split4'), None, optional=True),
        },
    ),
    "tfillpad": OpRules(
        name="tfillpad",
        page="ops/tile_layout/tfillpad.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tfillpad ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tfillpad', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
            },
        },
        rules=(_RULE_267, _RULE_268, _RULE_269, _RULE_270, _RULE_271, _RULE_272, ),
    ),
    "tfillpad_inplace": OpRules(
        name="tfillpad_inplace",
        page="ops/tile_layout/tfillpad_inplace.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tfillpad_inplace ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tfillpad_inplace', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
            },
        },
        rules=(_RULE_267, _RULE_268, _RULE_269, _RULE_270, _RULE_273, _RULE_272, ),
    ),
    "tfillpad_expand": OpRules(
        name="tfillpad_expand",
        page="ops/tile_layout/tfillpad_expand.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tfillpad_expand ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tfillpad_expand', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
            },
        },
        rules=(_RULE_267, _RULE_268, _RULE_269, _RULE_270, _RULE_274, _RULE_272, ),
    ),
    "tconcat": OpRules(
        name="tconcat",
        page="ops/tile_layout/tconcat.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tconcat ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tconcat', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_275, _RULE_276, _RULE_277, _RULE_278, _RULE_279, ),
    ),
    "tconcatidx": OpRules(
        name="tconcatidx",
        page="ops/tile_layout/tconcatidx.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "src0Idx": ("in", "tile", ()),
            "src1Idx": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tconcatidx ins(%src0, %src1, %src0Idx, %src1Idx : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tconcatidx', ('dst',), ('src0', 'src1', 'src0Idx', 'src1Idx'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_280, _RULE_276, _RULE_281, _RULE_282, ),
    ),
    "tpack": OpRules(
        name="tpack",
        page="ops/tile_layout/tpack.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tpack ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tpack', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
            "dst": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
            },
        },
        rules=(_RULE_283, _RULE_284, ),
    ),
    "tmatmul": OpRules(
        name="tmatmul",
        page="ops/tile_matmul/tmatmul.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmatmul ins(%lhs, %rhs : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmatmul', ('dst',), ('lhs', 'rhs'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "rhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "dst": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_289, _RULE_290, ),
    ),
    "tmatmul_acc": OpRules(
        name="tmatmul_acc",
        page="ops/tile_matmul/tmatmul_acc.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "acc_in": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmatmul.acc ins(%acc_in, %lhs, %rhs : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmatmul.acc', ('dst',), ('acc_in', 'lhs', 'rhs'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "acc_in": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
            "lhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "rhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "dst": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_289, _RULE_290, _RULE_291, ),
    ),
    "tmatmul_bias": OpRules(
        name="tmatmul_bias",
        page="ops/tile_matmul/tmatmul_bias.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "bias": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmatmul.bias ins(%lhs, %rhs, %bias : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmatmul.bias', ('dst',), ('lhs', 'rhs', 'bias'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "bias": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
            "lhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "rhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "dst": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_289, _RULE_290, _RULE_292, _RULE_293, ),
    ),
    "tmatmul_mx": OpRules(
        name="tmatmul_mx",
        page="ops/tile_matmul/tmatmul_mx.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "a_scale": ("in", "tile", ()),
            "b_scale": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmatmul.mx ins(%lhs, %a_scale, %rhs, %b_scale : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmatmul.mx', ('dst',), ('lhs', 'a_scale', 'rhs', 'b_scale'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
            "a_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
            "b_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_289, _RULE_294, _RULE_295, _RULE_296, _RULE_297, ),
        absent={"a2a3": 'D-TMATMUL-MX-TARGETS'},
    ),
    "tmatmul_mx_acc": OpRules(
        name="tmatmul_mx_acc",
        page="ops/tile_matmul/tmatmul_mx_acc.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "acc_in": ("in", "tile", ()),
            "a_scale": ("in", "tile", ()),
            "b_scale": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmatmul.mx.acc ins(%acc_in, %lhs, %a_scale, %rhs, %b_scale : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmatmul.mx.acc', ('dst',), ('acc_in', 'lhs', 'a_scale', 'rhs', 'b_scale'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
            "a_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
            "b_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_289, _RULE_294, _RULE_295, _RULE_296, _RULE_297, _RULE_291, ),
        absent={"a2a3": 'D-TMATMUL-MX-TARGETS'},
    ),
    "tmatmul_mx_bias": OpRules(
        name="tmatmul_mx_bias",
        page="ops/tile_matmul/tmatmul_mx_bias.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "a_scale": ("in", "tile", ()),
            "b_scale": ("in", "tile", ()),
            "bias": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmatmul.mx.bias ins(%lhs, %a_scale, %rhs, %b_scale, %bias : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tmatmul.mx.bias', ('dst',), ('lhs', 'a_scale', 'rhs', 'b_scale', 'bias'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
            "a_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
            "b_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
            "bias": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_289, _RULE_294, _RULE_295, _RULE_296, _RULE_297, _RULE_292, _RULE_293, ),
        absent={"a2a3": 'D-TMATMUL-MX-TARGETS'},
    ),
    "tgemv": OpRules(
        name="tgemv",
        page="ops/tile_matmul/tgemv.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tgemv ins(%lhs, %rhs : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgemv', ('dst',), ('lhs', 'rhs'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "rhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "dst": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_298, _RULE_299, _RULE_290, ),
    ),
    "tgemv_acc": OpRules(
        name="tgemv_acc",
        page="ops/tile_matmul/tgemv_acc.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "acc_in": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tgemv.acc ins(%acc_in, %lhs, %rhs : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgemv.acc', ('dst',), ('acc_in', 'lhs', 'rhs'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "acc_in": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
            "lhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "rhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "dst": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_298, _RULE_299, _RULE_290, _RULE_291, ),
    ),
    "tgemv_bias": OpRules(
        name="tgemv_bias",
        page="ops/tile_matmul/tgemv_bias.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "bias": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tgemv.bias ins(%lhs, %rhs, %bias : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgemv.bias', ('dst',), ('lhs', 'rhs', 'bias'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "bias": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
            "lhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "rhs": {
                "a5": ('i8', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8'),
                "a2a3": ('i8', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'f16', 'bf16', 'f32'),
            },
            "dst": {
                "a5": ('i32', 'f32'),
                "a2a3": ('i32', 'f32'),
                "cpu": ('i32', 'f32'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_298, _RULE_299, _RULE_290, _RULE_292, _RULE_293, ),
    ),
    "tgemv_mx": OpRules(
        name="tgemv_mx",
        page="ops/tile_matmul/tgemv_mx.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "a_scale": ("in", "tile", ()),
            "b_scale": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tgemv.mx ins(%lhs, %a_scale, %rhs, %b_scale : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgemv.mx', ('dst',), ('lhs', 'a_scale', 'rhs', 'b_scale'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
            "a_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
            "b_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_298, _RULE_299, _RULE_294, _RULE_296, _RULE_297, ),
        absent={"a2a3": 'D-TMATMUL-MX-TARGETS'},
    ),
    "tgemv_mx_acc": OpRules(
        name="tgemv_mx_acc",
        page="ops/tile_matmul/tgemv_mx_acc.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "acc_in": ("in", "tile", ()),
            "a_scale": ("in", "tile", ()),
            "b_scale": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tgemv.mx.acc ins(%acc_in, %lhs, %a_scale, %rhs, %b_scale : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgemv.mx.acc', ('dst',), ('acc_in', 'lhs', 'a_scale', 'rhs', 'b_scale'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
            "a_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
            "b_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_298, _RULE_299, _RULE_294, _RULE_296, _RULE_297, _RULE_291, ),
        absent={"a2a3": 'D-TMATMUL-MX-TARGETS'},
    ),
    "tgemv_mx_bias": OpRules(
        name="tgemv_mx_bias",
        page="ops/tile_matmul/tgemv_mx_bias.md",
        modes=('default',),
        operands={
            "lhs": ("in", "tile", ()),
            "rhs": ("in", "tile", ()),
            "a_scale": ("in", "tile", ()),
            "b_scale": ("in", "tile", ()),
            "bias": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tgemv.mx.bias ins(%lhs, %a_scale, %rhs, %b_scale, %bias : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgemv.mx.bias', ('dst',), ('lhs', 'a_scale', 'rhs', 'b_scale', 'bias'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "lhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "rhs": {
                "a5": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": (),
                "cpu": ('f8e4m3', 'f8e5m2', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "dst": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
            "a_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
            "b_scale": {
                "a5": ('f8e8m0', 'u8', 'i8', 'f16'),
                "a2a3": (),
                "cpu": ('f8e8m0', 'u8', 'i8'),
            },
            "bias": {
                "a5": ('f32',),
                "a2a3": (),
                "cpu": ('f32',),
            },
        },
        rules=(_RULE_285, _RULE_286, _RULE_287, _RULE_288, _RULE_298, _RULE_299, _RULE_294, _RULE_296, _RULE_297, _RULE_292, _RULE_293, ),
        absent={"a2a3": 'D-TMATMUL-MX-TARGETS'},
    ),
    "tload": OpRules(
        name="tload",
        page="ops/tile_memory/tload.md",
        modes=('default',),
        operands={
            "src": ("in", "view", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tload ins(%src : !pto.partition_tensor_view<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tload', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.partition_tensor_view<...>',), ()),
        ),
        element_types={
            "dst": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_300, _RULE_301, ),
        attributes={
            "layout": Attr('dict', ('nd', 'dn', 'nz'), None, optional=True),
        },
    ),
    "tstore": OpRules(
        name="tstore",
        page="ops/tile_memory/tstore.md",
        modes=('plain', 'fp', 'scalar'),
        operands={
            "src": ("in", "tile", ()),
            "fp": ("in", "tile", ('fp',)),
            "preQuantScalar": ("in", "scalar", ('scalar',)),
            "dst": ("out", "view", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'plain', 'pto.tstore ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.partition_tensor_view<...>)', 'pto.tstore', ('dst',), ('src',),
                 ('!pto.partition_tensor_view<...>',), ('!pto.tile_buf<...>',), ()),
            Form('dps', 'fp', 'pto.tstore ins(%src, %fp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.partition_tensor_view<...>)', 'pto.tstore', ('dst',), ('src', 'fp'),
                 ('!pto.partition_tensor_view<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'scalar', 'pto.tstore ins(%src, %preQuantScalar : !pto.tile_buf<...>, i64) outs(%dst : !pto.partition_tensor_view<...>)', 'pto.tstore', ('dst',), ('src', 'preQuantScalar'),
                 ('!pto.partition_tensor_view<...>',), ('!pto.tile_buf<...>', 'i64'), ()),
        ),
        element_types={
            "src": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_302, _RULE_303, ),
        attributes={
            "layout": Attr('dict', ('nd', 'dn', 'nz'), None, optional=True),
            "atomicType": Attr('dict', ('atomic_none', 'atomic_add'), 'atomic_none'),
            "stPhase": Attr('dict', ('unspecified', 'partial', 'final'), None, optional=True),
            "reluPreMode": Attr('dict', ('no_relu', 'normal_relu', 'scalar_relu', 'vector_relu', 'pwl'), None, optional=True),
        },
    ),
    "tprefetch": OpRules(
        name="tprefetch",
        page="ops/tile_memory/tprefetch.md",
        modes=('default',),
        operands={
            "src": ("in", "view", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tprefetch ins(%src : !pto.partition_tensor_view<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tprefetch', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.partition_tensor_view<...>',), ()),
        ),
        element_types={
            "dst": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
            },
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2'),
            },
        },
        rules=(_RULE_304, _RULE_301, ),
    ),
    "tprefetch_async": OpRules(
        name="tprefetch_async",
        page="ops/tile_memory/tprefetch_async.md",
        modes=('default',),
        operands={
            "src": ("in", "view", ()),
            "ctx": ("in", "scalar", ()),
            "event": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%event = pto.tprefetch_async(%src, %ctx : !pto.partition_tensor_view<...>, !pto.prefetch_async_context) -> !pto.async_event', 'pto.tprefetch_async', ('event',), ('src', 'ctx'),
                 ('!pto.async_event',), ('!pto.partition_tensor_view<...>', '!pto.prefetch_async_context'), ()),
        ),
        element_types={
            "src": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_305, ),
    ),
    "make_prefetch_async_context": OpRules(
        name="make_prefetch_async_context",
        page="ops/tile_memory/make_prefetch_async_context.md",
        modes=('default',),
        operands={
            "workspace": ("in", "scalar", ()),
            "ctx": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%ctx = pto.make_prefetch_async_context(%workspace : !pto.ptr<T>) -> !pto.prefetch_async_context', 'pto.make_prefetch_async_context', ('ctx',), ('workspace',),
                 ('!pto.prefetch_async_context',), ('!pto.ptr<T>',), ()),
        ),
        element_types={
            "workspace": {
                "a5": ('i8', 'u8'),
                "a2a3": ('i8', 'u8'),
                "cpu": ('i8', 'u8'),
            },
        },
        rules=(_RULE_306, ),
    ),
    "tpartadd": OpRules(
        name="tpartadd",
        page="ops/tile_partial/tpartadd.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tpartadd ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tpartadd', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_307, _RULE_308, ),
    ),
    "tpartmul": OpRules(
        name="tpartmul",
        page="ops/tile_partial/tpartmul.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tpartmul ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tpartmul', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_307, _RULE_308, ),
    ),
    "tpartmax": OpRules(
        name="tpartmax",
        page="ops/tile_partial/tpartmax.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tpartmax ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tpartmax', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_307, _RULE_309, _RULE_310, ),
    ),
    "tpartmin": OpRules(
        name="tpartmin",
        page="ops/tile_partial/tpartmin.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tpartmin ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tpartmin', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_307, _RULE_309, _RULE_310, ),
    ),
    "tpartargmax": OpRules(
        name="tpartargmax",
        page="ops/tile_partial/tpartargmax.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "src0Idx": ("in", "tile", ()),
            "src1Idx": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
            "dstIdx": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tpartargmax ins(%src0, %src1, %src0Idx, %src1Idx : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %dstIdx : !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.tpartargmax', ('dst', 'dstIdx'), ('src0', 'src1', 'src0Idx', 'src1Idx'),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
            "src0Idx": {
                "a5": ('i32', 'u32'),
                "a2a3": ('i32', 'u32'),
                "cpu": ('i32', 'u32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_307, _RULE_308, _RULE_311, _RULE_310, ),
    ),
    "tpartargmin": OpRules(
        name="tpartargmin",
        page="ops/tile_partial/tpartargmin.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "src0Idx": ("in", "tile", ()),
            "src1Idx": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
            "dstIdx": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tpartargmin ins(%src0, %src1, %src0Idx, %src1Idx : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %dstIdx : !pto.tile_buf<...>, !pto.tile_buf<...>)', 'pto.tpartargmin', ('dst', 'dstIdx'), ('src0', 'src1', 'src0Idx', 'src1Idx'),
                 ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
            "src0Idx": {
                "a5": ('i32', 'u32'),
                "a2a3": ('i32', 'u32'),
                "cpu": ('i32', 'u32'),
            },
        },
        rules=(_RULE_124, _RULE_125, _RULE_126, _RULE_307, _RULE_308, _RULE_311, _RULE_310, ),
    ),
    "reserve_buffer": OpRules(
        name="reserve_buffer",
        page="ops/tile_pipe/reserve_buffer.md",
        modes=('default',),
        operands={
            "addr": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%addr = pto.reserve_buffer {name = NAME, size = SIZE, location = LOC, auto = AUTO, base = BASE} -> i32', 'pto.reserve_buffer', ('addr',), (),
                 ('i32',), (), ()),
        ),
        element_types={
            "addr": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(),
        attributes={
            "name": Attr('string', (), None),
            "size": Attr('integer', (), None),
            "location": Attr('dict', ('vec', 'mat'), None),
            "auto": Attr('dict', ('true', 'false'), None),
            "base": Attr('integer', (), None, optional=True),
        },
    ),
    "import_reserved_buffer": OpRules(
        name="import_reserved_buffer",
        page="ops/tile_pipe/import_reserved_buffer.md",
        modes=('default',),
        operands={
            "addr": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%addr = pto.import_reserved_buffer {name = NAME, peer_func = PEER} -> i32', 'pto.import_reserved_buffer', ('addr',), (),
                 ('i32',), (), ()),
        ),
        element_types={
            "addr": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(),
        attributes={
            "name": Attr('string', (), None),
        },
        unread=('peer_func',),
    ),
    "aic_initialize_pipe": OpRules(
        name="aic_initialize_pipe",
        page="ops/tile_pipe/aic_initialize_pipe.md",
        modes=('default',),
        operands={
            "gm_slot_buffer": ("in", "scalar", ()),
            "gm_slot_tensor": ("in", "view", ()),
            "c2v_consumer_buf": ("in", "scalar", ()),
            "v2c_consumer_buf": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.aic_initialize_pipe {id = ID, dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM}(gm_slot_buffer = %gm_slot_buffer, c2v_consumer_buf = %c2v_consumer_buf, v2c_consumer_buf = %v2c_consumer_buf : !pto.ptr<T, M>, i32, i32)', 'pto.aic_initialize_pipe', (), ('gm_slot_buffer', 'c2v_consumer_buf', 'v2c_consumer_buf'),
                 (), ('!pto.ptr<T, M>', 'i32', 'i32'), ('gm_slot_buffer', 'c2v_consumer_buf', 'v2c_consumer_buf')),
            Form('ssa', 'default', 'pto.aic_initialize_pipe {id = ID, dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM}(gm_slot_tensor = %gm_slot_tensor, c2v_consumer_buf = %c2v_consumer_buf, v2c_consumer_buf = %v2c_consumer_buf : !pto.tensor_view<...>, i32, i32)', 'pto.aic_initialize_pipe', (), ('gm_slot_tensor', 'c2v_consumer_buf', 'v2c_consumer_buf'),
                 (), ('!pto.tensor_view<...>', 'i32', 'i32'), ('gm_slot_tensor', 'c2v_consumer_buf', 'v2c_consumer_buf')),
        ),
        element_types={
            "gm_slot_buffer": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
            "gm_slot_tensor": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
            "c2v_consumer_buf": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
            "v2c_consumer_buf": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "dir_mask": Attr('integer', (), None),
            "slot_size": Attr('integer', (), None),
            "slot_num": Attr('integer', (), None, optional=True),
            "local_slot_num": Attr('integer', (), None, optional=True),
            "nosplit": Attr('dict', ('true', 'false'), None, optional=True),
        },
        unread=('acc_push_epilogue',),
    ),
    "aiv_initialize_pipe": OpRules(
        name="aiv_initialize_pipe",
        page="ops/tile_pipe/aiv_initialize_pipe.md",
        modes=('default',),
        operands={
            "gm_slot_buffer": ("in", "scalar", ()),
            "gm_slot_tensor": ("in", "view", ()),
            "c2v_consumer_buf": ("in", "scalar", ()),
            "v2c_consumer_buf": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.aiv_initialize_pipe {id = ID, dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM}(gm_slot_buffer = %gm_slot_buffer, c2v_consumer_buf = %c2v_consumer_buf, v2c_consumer_buf = %v2c_consumer_buf : !pto.ptr<T, M>, i32, i32)', 'pto.aiv_initialize_pipe', (), ('gm_slot_buffer', 'c2v_consumer_buf', 'v2c_consumer_buf'),
                 (), ('!pto.ptr<T, M>', 'i32', 'i32'), ('gm_slot_buffer', 'c2v_consumer_buf', 'v2c_consumer_buf')),
            Form('ssa', 'default', 'pto.aiv_initialize_pipe {id = ID, dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM}(gm_slot_tensor = %gm_slot_tensor, c2v_consumer_buf = %c2v_consumer_buf, v2c_consumer_buf = %v2c_consumer_buf : !pto.tensor_view<...>, i32, i32)', 'pto.aiv_initialize_pipe', (), ('gm_slot_tensor', 'c2v_consumer_buf', 'v2c_consumer_buf'),
                 (), ('!pto.tensor_view<...>', 'i32', 'i32'), ('gm_slot_tensor', 'c2v_consumer_buf', 'v2c_consumer_buf')),
        ),
        element_types={
            "gm_slot_buffer": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
            "gm_slot_tensor": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
            "c2v_consumer_buf": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
            "v2c_consumer_buf": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "dir_mask": Attr('integer', (), None),
            "slot_size": Attr('integer', (), None),
            "slot_num": Attr('integer', (), None, optional=True),
            "local_slot_num": Attr('integer', (), None, optional=True),
            "nosplit": Attr('dict', ('true', 'false'), None, optional=True),
        },
        unread=('acc_push_epilogue',),
    ),
    "initialize_l2g2l_pipe": OpRules(
        name="initialize_l2g2l_pipe",
        page="ops/tile_pipe/initialize_l2g2l_pipe.md",
        modes=('default',),
        operands={
            "gm_addr": ("in", "scalar|view", ()),
            "local_addr": ("in", "scalar", ()),
            "peer_local_addr": ("in", "scalar", ()),
            "pipe": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%pipe = pto.initialize_l2g2l_pipe {dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM, flag_base = FLAG_BASE}(%gm_addr, %local_addr, %peer_local_addr : !pto.ptr<T, M>, i32, i32) -> !pto.pipe', 'pto.initialize_l2g2l_pipe', ('pipe',), ('gm_addr', 'local_addr', 'peer_local_addr'),
                 ('!pto.pipe',), ('!pto.ptr<T, M>', 'i32', 'i32'), ('local_addr', 'peer_local_addr')),
            Form('ssa', 'default', '%pipe = pto.initialize_l2g2l_pipe {dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM, flag_base = FLAG_BASE}(%gm_addr, %local_addr, %peer_local_addr : !pto.tensor_view<...>, i32, i32) -> !pto.pipe', 'pto.initialize_l2g2l_pipe', ('pipe',), ('gm_addr', 'local_addr', 'peer_local_addr'),
                 ('!pto.pipe',), ('!pto.tensor_view<...>', 'i32', 'i32'), ('local_addr', 'peer_local_addr')),
            Form('ssa', 'default', '%pipe = pto.initialize_l2g2l_pipe {dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM, flag_base = FLAG_BASE}(%gm_addr, %local_addr : !pto.ptr<T, M>, i32) -> !pto.pipe', 'pto.initialize_l2g2l_pipe', ('pipe',), ('gm_addr', 'local_addr'),
                 ('!pto.pipe',), ('!pto.ptr<T, M>', 'i32'), ('local_addr',)),
            Form('ssa', 'default', '%pipe = pto.initialize_l2g2l_pipe {dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM, flag_base = FLAG_BASE}(%gm_addr, %local_addr : !pto.tensor_view<...>, i32) -> !pto.pipe', 'pto.initialize_l2g2l_pipe', ('pipe',), ('gm_addr', 'local_addr'),
                 ('!pto.pipe',), ('!pto.tensor_view<...>', 'i32'), ('local_addr',)),
            Form('ssa', 'default', '%pipe = pto.initialize_l2g2l_pipe {dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM, flag_base = FLAG_BASE}(%gm_addr : !pto.ptr<T, M>) -> !pto.pipe', 'pto.initialize_l2g2l_pipe', ('pipe',), ('gm_addr',),
                 ('!pto.pipe',), ('!pto.ptr<T, M>',), ()),
            Form('ssa', 'default', '%pipe = pto.initialize_l2g2l_pipe {dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, local_slot_num = LOCAL_SLOT_NUM, flag_base = FLAG_BASE}(%gm_addr : !pto.tensor_view<...>) -> !pto.pipe', 'pto.initialize_l2g2l_pipe', ('pipe',), ('gm_addr',),
                 ('!pto.pipe',), ('!pto.tensor_view<...>',), ()),
        ),
        element_types={
            "gm_addr": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
            "local_addr": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
            "peer_local_addr": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(),
        attributes={
            "dir_mask": Attr('integer', (), None),
            "slot_size": Attr('integer', (), None),
            "slot_num": Attr('integer', (), None),
            "local_slot_num": Attr('integer', (), None, optional=True),
            "flag_base": Attr('integer', (), None, optional=True),
            "nosplit": Attr('dict', ('true', 'false'), None, optional=True),
        },
        unread=('acc_push_epilogue',),
    ),
    "initialize_l2l_pipe": OpRules(
        name="initialize_l2l_pipe",
        page="ops/tile_pipe/initialize_l2l_pipe.md",
        modes=('default',),
        operands={
            "local_addr": ("in", "scalar", ()),
            "peer_local_addr": ("in", "scalar", ()),
            "pipe": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%pipe = pto.initialize_l2l_pipe {dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, flag_base = FLAG_BASE}(%local_addr, %peer_local_addr : i32, i32) -> !pto.pipe', 'pto.initialize_l2l_pipe', ('pipe',), ('local_addr', 'peer_local_addr'),
                 ('!pto.pipe',), ('i32', 'i32'), ('peer_local_addr',)),
            Form('ssa', 'default', '%pipe = pto.initialize_l2l_pipe {dir_mask = DIR_MASK, slot_size = SLOT_SIZE, slot_num = SLOT_NUM, flag_base = FLAG_BASE}(%local_addr : i32) -> !pto.pipe', 'pto.initialize_l2l_pipe', ('pipe',), ('local_addr',),
                 ('!pto.pipe',), ('i32',), ()),
        ),
        element_types={
            "local_addr": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
            "peer_local_addr": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(),
        attributes={
            "dir_mask": Attr('integer', (), None),
            "slot_size": Attr('integer', (), None),
            "slot_num": Attr('integer', (), None),
            "flag_base": Attr('integer', (), None, optional=True),
            "nosplit": Attr('dict', ('true', 'false'), None, optional=True),
        },
        unread=('acc_push_epilogue',),
    ),
    "talloc_to_aiv": OpRules(
        name="talloc_to_aiv",
        page="ops/tile_pipe/talloc_to_aiv.md",
        modes=('default',),
        operands={
            "entry": ("out", "view", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%entry = pto.talloc_to_aiv {id = ID, split = SPLIT} -> !pto.tensor_view<...>', 'pto.talloc_to_aiv', ('entry',), (),
                 ('!pto.tensor_view<...>',), (), ()),
        ),
        element_types={
            "entry": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "split": Attr('integer', (), None),
        },
    ),
    "talloc_to_aic": OpRules(
        name="talloc_to_aic",
        page="ops/tile_pipe/talloc_to_aic.md",
        modes=('default',),
        operands={
            "entry": ("out", "view", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%entry = pto.talloc_to_aic {id = ID, split = SPLIT} -> !pto.tensor_view<...>', 'pto.talloc_to_aic', ('entry',), (),
                 ('!pto.tensor_view<...>',), (), ()),
        ),
        element_types={
            "entry": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "split": Attr('integer', (), None),
        },
    ),
    "tpush_to_aiv": OpRules(
        name="tpush_to_aiv",
        page="ops/tile_pipe/tpush_to_aiv.md",
        modes=('default',),
        operands={
            "tile": ("in", "tile|view", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.tpush_to_aiv(%tile : !pto.tile_buf<...>) {id = ID, split = SPLIT}', 'pto.tpush_to_aiv', (), ('tile',),
                 (), ('!pto.tile_buf<...>',), ()),
            Form('ssa', 'default', 'pto.tpush_to_aiv(%tile : !pto.tensor_view<...>) {id = ID, split = SPLIT}', 'pto.tpush_to_aiv', (), ('tile',),
                 (), ('!pto.tensor_view<...>',), ()),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "split": Attr('integer', (), None),
        },
    ),
    "tpush_to_aic": OpRules(
        name="tpush_to_aic",
        page="ops/tile_pipe/tpush_to_aic.md",
        modes=('default',),
        operands={
            "tile": ("in", "tile|view", ()),
            "aiv_subblockid": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.tpush_to_aic(%tile : !pto.tile_buf<...>) {id = ID, split = SPLIT}', 'pto.tpush_to_aic', (), ('tile',),
                 (), ('!pto.tile_buf<...>',), ()),
            Form('ssa', 'default', 'pto.tpush_to_aic(%tile : !pto.tensor_view<...>) {id = ID, split = SPLIT}', 'pto.tpush_to_aic', (), ('tile',),
                 (), ('!pto.tensor_view<...>',), ()),
            Form('ssa', 'default', 'pto.tpush_to_aic(%tile : !pto.tile_buf<...>) {id = ID, split = SPLIT} aiv_subblockid(%aiv_subblockid)', 'pto.tpush_to_aic', (), ('tile', 'aiv_subblockid'),
                 (), ('!pto.tile_buf<...>',), ('aiv_subblockid',)),
        ),
        element_types={
            "aiv_subblockid": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "split": Attr('integer', (), None),
        },
    ),
    "tpop_from_aic": OpRules(
        name="tpop_from_aic",
        page="ops/tile_pipe/tpop_from_aic.md",
        modes=('default',),
        operands={
            "valid_row": ("in", "scalar", ()),
            "valid_col": ("in", "scalar", ()),
            "aiv_subblockid": ("in", "scalar", ()),
            "tile": ("out", "tile|view", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%tile = pto.tpop_from_aic {id = ID, split = SPLIT} -> !pto.tile_buf<...>', 'pto.tpop_from_aic', ('tile',), (),
                 ('!pto.tile_buf<...>',), (), ()),
            Form('ssa', 'default', '%tile = pto.tpop_from_aic(%valid_row, %valid_col) {id = ID, split = SPLIT} -> !pto.tile_buf<...>', 'pto.tpop_from_aic', ('tile',), ('valid_row', 'valid_col'),
                 ('!pto.tile_buf<...>',), (), ('valid_row', 'valid_col')),
            Form('ssa', 'default', '%tile = pto.tpop_from_aic {id = ID, split = SPLIT} -> !pto.tensor_view<...>', 'pto.tpop_from_aic', ('tile',), (),
                 ('!pto.tensor_view<...>',), (), ()),
            Form('ssa', 'default', '%tile = pto.tpop_from_aic {id = ID, split = SPLIT} aiv_subblockid(%aiv_subblockid) -> !pto.tile_buf<...>', 'pto.tpop_from_aic', ('tile',), ('aiv_subblockid',),
                 ('!pto.tile_buf<...>',), (), ('aiv_subblockid',)),
        ),
        element_types={
            "aiv_subblockid": {
                "a5": ('i64',),
                "a2a3": ('i64',),
                "cpu": ('i64',),
            },
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "split": Attr('integer', (), None),
        },
    ),
    "tpop_from_aiv": OpRules(
        name="tpop_from_aiv",
        page="ops/tile_pipe/tpop_from_aiv.md",
        modes=('default',),
        operands={
            "valid_row": ("in", "scalar", ()),
            "valid_col": ("in", "scalar", ()),
            "tile": ("out", "tile|view", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%tile = pto.tpop_from_aiv {id = ID, split = SPLIT} -> !pto.tile_buf<...>', 'pto.tpop_from_aiv', ('tile',), (),
                 ('!pto.tile_buf<...>',), (), ()),
            Form('ssa', 'default', '%tile = pto.tpop_from_aiv(%valid_row, %valid_col) {id = ID, split = SPLIT} -> !pto.tile_buf<...>', 'pto.tpop_from_aiv', ('tile',), ('valid_row', 'valid_col'),
                 ('!pto.tile_buf<...>',), (), ('valid_row', 'valid_col')),
            Form('ssa', 'default', '%tile = pto.tpop_from_aiv {id = ID, split = SPLIT} -> !pto.tensor_view<...>', 'pto.tpop_from_aiv', ('tile',), (),
                 ('!pto.tensor_view<...>',), (), ()),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "split": Attr('integer', (), None),
        },
    ),
    "tfree_from_aic": OpRules(
        name="tfree_from_aic",
        page="ops/tile_pipe/tfree_from_aic.md",
        modes=('default',),
        operands={
            "entry": ("in", "view|tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.tfree_from_aic {id = ID, split = SPLIT}', 'pto.tfree_from_aic', (), (),
                 (), (), ()),
            Form('ssa', 'default', 'pto.tfree_from_aic(%entry : !pto.tensor_view<...>) {id = ID, split = SPLIT}', 'pto.tfree_from_aic', (), ('entry',),
                 (), ('!pto.tensor_view<...>',), ('entry',)),
            Form('ssa', 'default', 'pto.tfree_from_aic(%entry : !pto.tile_buf<...>) {id = ID, split = SPLIT}', 'pto.tfree_from_aic', (), ('entry',),
                 (), ('!pto.tile_buf<...>',), ('entry',)),
        ),
        element_types={
            "entry": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "split": Attr('integer', (), None),
        },
    ),
    "tfree_from_aiv": OpRules(
        name="tfree_from_aiv",
        page="ops/tile_pipe/tfree_from_aiv.md",
        modes=('default',),
        operands={
            "entry": ("in", "view|tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.tfree_from_aiv {id = ID, split = SPLIT}', 'pto.tfree_from_aiv', (), (),
                 (), (), ()),
            Form('ssa', 'default', 'pto.tfree_from_aiv(%entry : !pto.tensor_view<...>) {id = ID, split = SPLIT}', 'pto.tfree_from_aiv', (), ('entry',),
                 (), ('!pto.tensor_view<...>',), ('entry',)),
            Form('ssa', 'default', 'pto.tfree_from_aiv(%entry : !pto.tile_buf<...>) {id = ID, split = SPLIT}', 'pto.tfree_from_aiv', (), ('entry',),
                 (), ('!pto.tile_buf<...>',), ('entry',)),
        ),
        element_types={
            "entry": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "id": Attr('integer', (), '0'),
            "split": Attr('integer', (), None),
        },
    ),
    "talloc": OpRules(
        name="talloc",
        page="ops/tile_pipe/talloc.md",
        modes=('default',),
        operands={
            "entry": ("in", "view", ()),
            "pipe_handle": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.talloc(%entry, %pipe_handle : !pto.tensor_view<...>, !pto.pipe) {split = SPLIT}', 'pto.talloc', (), ('entry', 'pipe_handle'),
                 (), ('!pto.tensor_view<...>', '!pto.pipe'), ()),
        ),
        element_types={
            "entry": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
            "pipe_handle": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "split": Attr('integer', (), None),
        },
    ),
    "tpush": OpRules(
        name="tpush",
        page="ops/tile_pipe/tpush.md",
        modes=('default',),
        operands={
            "tile": ("in", "tile|view", ()),
            "pipe_handle": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.tpush(%tile, %pipe_handle : !pto.tile_buf<...>, !pto.pipe) {split = SPLIT}', 'pto.tpush', (), ('tile', 'pipe_handle'),
                 (), ('!pto.tile_buf<...>', '!pto.pipe'), ()),
            Form('ssa', 'default', 'pto.tpush(%tile, %pipe_handle : !pto.tensor_view<...>, !pto.pipe) {split = SPLIT}', 'pto.tpush', (), ('tile', 'pipe_handle'),
                 (), ('!pto.tensor_view<...>', '!pto.pipe'), ()),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
            "pipe_handle": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "split": Attr('integer', (), None),
        },
    ),
    "tpop": OpRules(
        name="tpop",
        page="ops/tile_pipe/tpop.md",
        modes=('default',),
        operands={
            "tile": ("in", "tile", ()),
            "pipe_handle": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.tpop(%tile, %pipe_handle : !pto.tile_buf<...>, !pto.pipe) {split = SPLIT}', 'pto.tpop', (), ('tile', 'pipe_handle'),
                 (), ('!pto.tile_buf<...>', '!pto.pipe'), ()),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
            "pipe_handle": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "split": Attr('integer', (), None),
        },
    ),
    "tfree": OpRules(
        name="tfree",
        page="ops/tile_pipe/tfree.md",
        modes=('default',),
        operands={
            "pipe_handle": ("in", "scalar", ()),
            "entry": ("in", "view|tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.tfree(%pipe_handle : !pto.pipe) {split = SPLIT}', 'pto.tfree', (), ('pipe_handle',),
                 (), ('!pto.pipe',), ()),
            Form('ssa', 'default', 'pto.tfree(%entry, %pipe_handle : !pto.tensor_view<...>, !pto.pipe) {split = SPLIT}', 'pto.tfree', (), ('entry', 'pipe_handle'),
                 (), ('!pto.tensor_view<...>', '!pto.pipe'), ('entry',)),
            Form('ssa', 'default', 'pto.tfree(%entry, %pipe_handle : !pto.tile_buf<...>, !pto.pipe) {split = SPLIT}', 'pto.tfree', (), ('entry', 'pipe_handle'),
                 (), ('!pto.tile_buf<...>', '!pto.pipe'), ('entry',)),
        ),
        element_types={
            "pipe_handle": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
            "entry": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "split": Attr('integer', (), None),
        },
    ),
    "trandom": OpRules(
        name="trandom",
        page="ops/tile_random/trandom.md",
        modes=('default',),
        operands={
            "key0": ("in", "scalar", ()),
            "key1": ("in", "scalar", ()),
            "counter0": ("in", "scalar", ()),
            "counter1": ("in", "scalar", ()),
            "counter2": ("in", "scalar", ()),
            "counter3": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trandom ins(%key0, %key1, %counter0, %counter1, %counter2, %counter3 : i32, i32, i32, i32, i32, i32) outs(%dst : !pto.tile_buf<...>)', 'pto.trandom', ('dst',), ('key0', 'key1', 'counter0', 'counter1', 'counter2', 'counter3'),
                 ('!pto.tile_buf<...>',), ('i32', 'i32', 'i32', 'i32', 'i32', 'i32'), ()),
        ),
        element_types={
            "dst": {
                "a5": ('i32', 'u32'),
                "a2a3": (),
                "cpu": ('i32', 'u32'),
            },
        },
        rules=(_RULE_312, _RULE_313, ),
        attributes={
            "rounds": Attr('dict', ('7', '10'), '10'),
        },
        absent={"a2a3": 'D-TRANDOM-TARGETS'},
    ),
    "trowexpandadd": OpRules(
        name="trowexpandadd",
        page="ops/tile_row_expand/trowexpandadd.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowexpandadd ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandadd', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'default', 'pto.trowexpandadd ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandadd', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_314, _RULE_126, _RULE_315, _RULE_316, _RULE_317, _RULE_318, _RULE_319, ),
        unread=('src1Col', 'src0eqdst', 'highPrecision'),
        unplanned={"a5": ('tmp',)},
    ),
    "trowexpandsub": OpRules(
        name="trowexpandsub",
        page="ops/tile_row_expand/trowexpandsub.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowexpandsub ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandsub', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'default', 'pto.trowexpandsub ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandsub', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_314, _RULE_126, _RULE_315, _RULE_316, _RULE_320, _RULE_318, _RULE_319, ),
        unread=('src1Col', 'src0eqdst', 'highPrecision'),
        unplanned={"a5": ('tmp',)},
    ),
    "trowexpandmul": OpRules(
        name="trowexpandmul",
        page="ops/tile_row_expand/trowexpandmul.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowexpandmul ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandmul', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'default', 'pto.trowexpandmul ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandmul', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_314, _RULE_126, _RULE_315, _RULE_316, _RULE_320, _RULE_318, _RULE_319, ),
        unread=('src1Col', 'src0eqdst', 'highPrecision'),
        unplanned={"a5": ('tmp',)},
    ),
    "trowexpanddiv": OpRules(
        name="trowexpanddiv",
        page="ops/tile_row_expand/trowexpanddiv.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowexpanddiv ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpanddiv', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'default', 'pto.trowexpanddiv ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpanddiv', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_314, _RULE_126, _RULE_315, _RULE_316, _RULE_320, _RULE_318, _RULE_319, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
        unread=('src1Col', 'src0eqdst', 'highPrecision'),
        unplanned={"a5": ('tmp',)},
    ),
    "trowexpandmax": OpRules(
        name="trowexpandmax",
        page="ops/tile_row_expand/trowexpandmax.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowexpandmax ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandmax', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'default', 'pto.trowexpandmax ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandmax', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_314, _RULE_126, _RULE_315, _RULE_316, _RULE_321, _RULE_318, _RULE_319, ),
        unread=('src1Col', 'src0eqdst', 'highPrecision'),
        unplanned={"a5": ('tmp',)},
    ),
    "trowexpandmin": OpRules(
        name="trowexpandmin",
        page="ops/tile_row_expand/trowexpandmin.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowexpandmin ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandmin', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'default', 'pto.trowexpandmin ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandmin', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_314, _RULE_126, _RULE_315, _RULE_316, _RULE_321, _RULE_318, _RULE_319, ),
        unread=('src1Col', 'src0eqdst', 'highPrecision'),
        unplanned={"a5": ('tmp',)},
    ),
    "trowexpandexpdif": OpRules(
        name="trowexpandexpdif",
        page="ops/tile_row_expand/trowexpandexpdif.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowexpandexpdif ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandexpdif', ('dst',), ('src0', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'default', 'pto.trowexpandexpdif ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowexpandexpdif', ('dst',), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src0": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_314, _RULE_126, _RULE_315, _RULE_316, _RULE_321, _RULE_318, _RULE_322, ),
        unread=('src1Col', 'src0eqdst', 'highPrecision'),
        unplanned={"a5": ('tmp',)},
    ),
    "trowsum": OpRules(
        name="trowsum",
        page="ops/tile_row_reduce/trowsum.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowsum ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowsum', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_323, _RULE_324, _RULE_139, _RULE_325, _RULE_326, _RULE_327, _RULE_328, _RULE_329, ),
        unplanned={"a5": ('tmp',)},
    ),
    "trowprod": OpRules(
        name="trowprod",
        page="ops/tile_row_reduce/trowprod.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowprod ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowprod', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_323, _RULE_324, _RULE_139, _RULE_325, _RULE_326, _RULE_327, _RULE_328, _RULE_329, ),
        unplanned={"a5": ('tmp',)},
    ),
    "trowmax": OpRules(
        name="trowmax",
        page="ops/tile_row_reduce/trowmax.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowmax ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowmax', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_323, _RULE_324, _RULE_139, _RULE_325, _RULE_326, _RULE_327, _RULE_328, _RULE_329, ),
        unplanned={"a5": ('tmp',)},
    ),
    "trowmin": OpRules(
        name="trowmin",
        page="ops/tile_row_reduce/trowmin.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trowmin ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trowmin', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i16', 'i32', 'f16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_323, _RULE_324, _RULE_139, _RULE_325, _RULE_326, _RULE_327, _RULE_328, _RULE_329, ),
        unplanned={"a5": ('tmp',)},
    ),
    "tadds": OpRules(
        name="tadds",
        page="ops/tile_scalar/tadds.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tadds ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tadds', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, ),
    ),
    "tsubs": OpRules(
        name="tsubs",
        page="ops/tile_scalar/tsubs.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tsubs ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tsubs', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, ),
    ),
    "tmuls": OpRules(
        name="tmuls",
        page="ops/tile_scalar/tmuls.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmuls ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tmuls', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, ),
    ),
    "tdivs": OpRules(
        name="tdivs",
        page="ops/tile_scalar/tdivs.md",
        modes=('tile_scalar', 'scalar_tile'),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'tile_scalar', 'pto.tdivs ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tdivs', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
            Form('dps', 'scalar_tile', 'pto.tdivs ins(%scalar, %src : T, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tdivs', ('dst',), ('scalar', 'src'),
                 ('!pto.tile_buf<...>',), ('T', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "tmaxs": OpRules(
        name="tmaxs",
        page="ops/tile_scalar/tmaxs.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmaxs ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tmaxs', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, ),
    ),
    "tmins": OpRules(
        name="tmins",
        page="ops/tile_scalar/tmins.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tmins ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tmins', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, ),
    ),
    "tands": OpRules(
        name="tands",
        page="ops/tile_scalar/tands.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tands ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tands', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i16', 'u16'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, _RULE_331, ),
    ),
    "tors": OpRules(
        name="tors",
        page="ops/tile_scalar/tors.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tors ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tors', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i16', 'u16'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, _RULE_331, ),
    ),
    "txors": OpRules(
        name="txors",
        page="ops/tile_scalar/txors.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.txors ins(%src, %scalar, %tmp : !pto.tile_buf<...>, T, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.txors', ('dst',), ('src', 'scalar', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i16', 'u16'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, _RULE_331, ),
        unplanned={"a5": ('tmp',)},
    ),
    "tshls": OpRules(
        name="tshls",
        page="ops/tile_scalar/tshls.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tshls ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tshls', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
                "a2a3": ('i16', 'u16', 'i32', 'u32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, _RULE_331, ),
    ),
    "tshrs": OpRules(
        name="tshrs",
        page="ops/tile_scalar/tshrs.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tshrs ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tshrs', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
                "a2a3": ('i16', 'u16', 'i32', 'u32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, _RULE_331, ),
    ),
    "tlrelu": OpRules(
        name="tlrelu",
        page="ops/tile_scalar/tlrelu.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tlrelu ins(%src, %scalar : !pto.tile_buf<...>, f32) outs(%dst : !pto.tile_buf<...>)', 'pto.tlrelu', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'f32'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, _RULE_332, ),
    ),
    "trems": OpRules(
        name="trems",
        page="ops/tile_scalar/trems.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trems ins(%src, %scalar, %tmp : !pto.tile_buf<...>, T, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trems', ('dst',), ('src', 'scalar', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'i16', 'u16', 'i32', 'u32', 'i64'),
                "a2a3": ('f32', 'i32'),
                "cpu": ('f32', 'f16', 'i16', 'u16', 'i32', 'u32', 'i64'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, _RULE_333, _RULE_334, ),
    ),
    "tfmods": OpRules(
        name="tfmods",
        page="ops/tile_scalar/tfmods.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tfmods ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.tfmods', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('f32',),
                "cpu": ('f32', 'f16', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, _RULE_333, ),
    ),
    "tpows": OpRules(
        name="tpows",
        page="ops/tile_scalar/tpows.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tpows ins(%src, %scalar, %tmp : !pto.tile_buf<...>, T, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tpows', ('dst',), ('src', 'scalar', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('f32', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "cpu": ('f32', 'f16', 'i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_137, _RULE_149, _RULE_159, _RULE_330, _RULE_335, _RULE_130, _RULE_333, _RULE_131, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "texpands": OpRules(
        name="texpands",
        page="ops/tile_scalar_dst/texpands.md",
        modes=('default',),
        operands={
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.texpands ins(%scalar : T) outs(%dst : !pto.tile_buf<...>)', 'pto.texpands', ('dst',), ('scalar',),
                 ('!pto.tile_buf<...>',), ('T',), ()),
        ),
        element_types={
            "dst": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_336, _RULE_337, _RULE_338, ),
    ),
    "taxpy": OpRules(
        name="taxpy",
        page="ops/tile_scalar_dst/taxpy.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.taxpy ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)', 'pto.taxpy', ('dst',), ('src', 'scalar'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_336, _RULE_337, _RULE_339, _RULE_340, _RULE_341, _RULE_342, _RULE_343, ),
    ),
    "taddsc": OpRules(
        name="taddsc",
        page="ops/tile_scalar_ternary/taddsc.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.taddsc ins(%src0, %scalar, %src1 : !pto.tile_buf<...>, T, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.taddsc', ('dst',), ('src0', 'scalar', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i32', 'i16', 'f16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i32', 'i16', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_344, _RULE_345, _RULE_127, ),
    ),
    "tsubsc": OpRules(
        name="tsubsc",
        page="ops/tile_scalar_ternary/tsubsc.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "scalar": ("in", "scalar", ()),
            "src1": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tsubsc ins(%src0, %scalar, %src1 : !pto.tile_buf<...>, T, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tsubsc', ('dst',), ('src0', 'scalar', 'src1'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'T', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i32', 'i16', 'f16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i32', 'i16', 'f16', 'f32'),
            },
        },
        rules=(_RULE_124, _RULE_344, _RULE_345, _RULE_127, ),
    ),
    "tsort32": OpRules(
        name="tsort32",
        page="ops/tile_sort/tsort32.md",
        modes=('whole', 'padded'),
        operands={
            "src": ("in", "tile", ()),
            "idx": ("in", "tile", ()),
            "tmp": ("in", "tile", ('padded',)),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'whole', 'pto.tsort32 ins(%src, %idx : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tsort32', ('dst',), ('src', 'idx'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'padded', 'pto.tsort32 ins(%src, %idx, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tsort32', ('dst',), ('src', 'idx', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('i16', 'i32', 'f16', 'bf16', 'f32'),
            },
            "idx": {
                "a5": ('i32', 'u32'),
                "a2a3": ('i32', 'u32'),
                "cpu": ('u32',),
            },
        },
        rules=(_RULE_346, _RULE_347, _RULE_348, _RULE_349, _RULE_350, ),
    ),
    "tmrgsort": OpRules(
        name="tmrgsort",
        page="ops/tile_sort/tmrgsort.md",
        modes=('blocks', 'lists2', 'lists3', 'lists4'),
        operands={
            "src0": ("in", "tile", ()),
            "blockLen": ("in", "scalar", ('blocks',)),
            "src1": ("in", "tile", ('lists2', 'lists3', 'lists4')),
            "src2": ("in", "tile", ('lists3', 'lists4')),
            "src3": ("in", "tile", ('lists4',)),
            "tmp": ("in", "tile", ('lists2', 'lists3', 'lists4')),
            "dst": ("out", "tile", ()),
            "executed": ("out", "scalar", ('lists2', 'lists3', 'lists4')),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'blocks', 'pto.tmrgsort ins(%src0, %blockLen : !pto.tile_buf<...>, i32) outs(%dst : !pto.tile_buf<...>)', 'pto.tmrgsort', ('dst',), ('src0', 'blockLen'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', 'i32'), ()),
            Form('dps', 'lists2', 'pto.tmrgsort ins(%src0, %src1, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %executed : !pto.tile_buf<...>, vector<4xi16>)', 'pto.tmrgsort', ('dst', 'executed'), ('src0', 'src1', 'tmp'),
                 ('!pto.tile_buf<...>', 'vector<4xi16>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'lists3', 'pto.tmrgsort ins(%src0, %src1, %src2, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %executed : !pto.tile_buf<...>, vector<4xi16>)', 'pto.tmrgsort', ('dst', 'executed'), ('src0', 'src1', 'src2', 'tmp'),
                 ('!pto.tile_buf<...>', 'vector<4xi16>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'lists4', 'pto.tmrgsort ins(%src0, %src1, %src2, %src3, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %executed : !pto.tile_buf<...>, vector<4xi16>)', 'pto.tmrgsort', ('dst', 'executed'), ('src0', 'src1', 'src2', 'src3', 'tmp'),
                 ('!pto.tile_buf<...>', 'vector<4xi16>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'lists2', 'pto.tmrgsort ins(%src0, %src1 no_tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %executed : !pto.tile_buf<...>, vector<4xi16>)', 'pto.tmrgsort', ('dst', 'executed'), ('src0', 'src1'),
                 ('!pto.tile_buf<...>', 'vector<4xi16>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'lists3', 'pto.tmrgsort ins(%src0, %src1, %src2 no_tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %executed : !pto.tile_buf<...>, vector<4xi16>)', 'pto.tmrgsort', ('dst', 'executed'), ('src0', 'src1', 'src2'),
                 ('!pto.tile_buf<...>', 'vector<4xi16>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'lists4', 'pto.tmrgsort ins(%src0, %src1, %src2, %src3 no_tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %executed : !pto.tile_buf<...>, vector<4xi16>)', 'pto.tmrgsort', ('dst', 'executed'), ('src0', 'src1', 'src2', 'src3'),
                 ('!pto.tile_buf<...>', 'vector<4xi16>'), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_351, _RULE_352, _RULE_353, _RULE_354, _RULE_355, _RULE_356, _RULE_357, _RULE_358, _RULE_359, ),
        attributes={
            "exhausted": Attr('dict', ('false', 'true'), 'false'),
        },
    ),
    "tgather": OpRules(
        name="tgather",
        page="ops/tile_sort/tgather.md",
        modes=('index', 'index_tmp', 'mask'),
        operands={
            "src": ("in", "tile", ()),
            "indices": ("in", "tile", ('index', 'index_tmp')),
            "tmp": ("in", "tile", ('index_tmp',)),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'index', 'pto.tgather ins(%src, %indices : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgather', ('dst',), ('src', 'indices'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'mask', 'pto.tgather ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgather', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
            Form('dps', 'index_tmp', 'pto.tgather ins(%src, %indices, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgather', ('dst',), ('src', 'indices', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "a2a3": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
                "cpu": ('i16', 'u16', 'i32', 'u32', 'f16', 'f32'),
            },
            "indices": {
                "a5": ('i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i32', 'u32'),
                "cpu": ('i32', 'u32'),
            },
        },
        rules=(_RULE_360, _RULE_361, _RULE_362, _RULE_363, _RULE_364, _RULE_365, _RULE_366, ),
        attributes={
            "maskPattern": Attr('dict', ('P0101', 'P1010', 'P0001', 'P0010', 'P0100', 'P1000', 'P1111'), None, optional=True),
            "axis": Attr('dict', ('row', 'col'), None, optional=True),
        },
    ),
    "tgatherb": OpRules(
        name="tgatherb",
        page="ops/tile_sort/tgatherb.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "offsets": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tgatherb ins(%src, %offsets : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tgatherb', ('dst',), ('src', 'offsets'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
            "offsets": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
            "dst": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_367, _RULE_368, _RULE_369, ),
    ),
    "tscatter": OpRules(
        name="tscatter",
        page="ops/tile_sort/tscatter.md",
        modes=('index', 'mask'),
        operands={
            "src": ("in", "tile", ()),
            "indices": ("in", "tile", ('index',)),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'index', 'pto.tscatter ins(%src, %indices : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tscatter', ('dst',), ('src', 'indices'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
            Form('dps', 'mask', 'pto.tscatter ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tscatter', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'f16', 'bf16', 'f32'),
            },
            "indices": {
                "a5": ('i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i16', 'u16', 'i32', 'u32'),
                "cpu": ('i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_370, _RULE_371, _RULE_372, _RULE_373, _RULE_374, _RULE_375, ),
        attributes={
            "maskPattern": Attr('dict', ('P0101', 'P1010', 'P0001', 'P0010', 'P0100', 'P1000', 'P1111'), None, optional=True),
            "axis": Attr('dict', ('row', 'col'), None, optional=True),
        },
    ),
    "tsync": OpRules(
        name="tsync",
        page="ops/tile_sync/tsync.md",
        modes=('default',),
        operands={
            "events": ("in", "tile|view", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tsync ins(%events... : !pto.tile_buf<...>...)', 'pto.tsync', (), ('events',),
                 (), ('!pto.tile_buf<...>',), (),
                 variadic=('events',)),
            Form('dps', 'default', 'pto.tsync ins(%events... : !pto.partition_tensor_view<...>...)', 'pto.tsync', (), ('events',),
                 (), ('!pto.partition_tensor_view<...>',), (),
                 variadic=('events',)),
        ),
        element_types={
            "events": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "syncall": OpRules(
        name="syncall",
        page="ops/tile_sync/syncall.md",
        modes=('soft', 'hard'),
        operands={
            "gm_workspace": ("in", "scalar|view", ('soft',)),
            "used_cores": ("in", "scalar", ('soft',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'soft', 'pto.syncall(%gm_workspace, %used_cores : !pto.ptr<i32, gm>, i32) mode = #pto.sync_all_mode<soft>, core_type = #pto.sync_core_type<"CORE_TYPE">', 'pto.syncall', (), ('gm_workspace', 'used_cores'),
                 (), ('!pto.ptr<i32, gm>', 'i32'), ('used_cores',)),
            Form('ssa', 'soft', 'pto.syncall(%gm_workspace, %used_cores : !pto.tensor_view<...>, i32) mode = #pto.sync_all_mode<soft>, core_type = #pto.sync_core_type<"CORE_TYPE">', 'pto.syncall', (), ('gm_workspace', 'used_cores'),
                 (), ('!pto.tensor_view<...>', 'i32'), ('used_cores',)),
            Form('ssa', 'soft', 'pto.syncall(%gm_workspace, %used_cores : !pto.partition_tensor_view<...>, i32) mode = #pto.sync_all_mode<soft>, core_type = #pto.sync_core_type<"CORE_TYPE">', 'pto.syncall', (), ('gm_workspace', 'used_cores'),
                 (), ('!pto.partition_tensor_view<...>', 'i32'), ('used_cores',)),
            Form('ssa', 'hard', 'pto.syncall() mode = #pto.sync_all_mode<hard>, core_type = #pto.sync_core_type<"CORE_TYPE">', 'pto.syncall', (), (),
                 (), (), ()),
        ),
        element_types={
            "gm_workspace": {
                "a5": ('i32',),
                "a2a3": ('i32',),
                "cpu": ('i32',),
            },
        },
        rules=(_RULE_376, _RULE_377, _RULE_378, _RULE_379, ),
        attributes={
            "core_type": Attr('operand', ('aiv_only', 'aic_only', 'mix'), None),
        },
    ),
    "taddc": OpRules(
        name="taddc",
        page="ops/tile_ternary/taddc.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "src2": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.taddc ins(%src0, %src1, %src2 : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.taddc', ('dst',), ('src0', 'src1', 'src2'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_380, _RULE_381, _RULE_382, _RULE_383, ),
    ),
    "tsubc": OpRules(
        name="tsubc",
        page="ops/tile_ternary/tsubc.md",
        modes=('default',),
        operands={
            "src0": ("in", "tile", ()),
            "src1": ("in", "tile", ()),
            "src2": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tsubc ins(%src0, %src1, %src2 : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tsubc', ('dst',), ('src0', 'src1', 'src2'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>', '!pto.tile_buf<...>'), ()),
        ),
        element_types={
            "src0": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
                "a2a3": ('i32', 'i16', 'f16', 'f32'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32', 'i64', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_380, _RULE_381, _RULE_382, _RULE_383, ),
    ),
    "tabs": OpRules(
        name="tabs",
        page="ops/tile_unary/tabs.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tabs ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tabs', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'i16', 'i32', 'f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('i8', 'i16', 'i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_159, _RULE_330, ),
    ),
    "tneg": OpRules(
        name="tneg",
        page="ops/tile_unary/tneg.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tneg ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tneg', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
                "a2a3": ('i16', 'i32', 'f16', 'f32'),
                "cpu": ('i8', 'i16', 'i32', 'f16', 'bf16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_159, _RULE_330, ),
    ),
    "texp": OpRules(
        name="texp",
        page="ops/tile_unary/texp.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.texp ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.texp', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_159, _RULE_330, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "tlog": OpRules(
        name="tlog",
        page="ops/tile_unary/tlog.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tlog ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tlog', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_159, _RULE_330, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "tsqrt": OpRules(
        name="tsqrt",
        page="ops/tile_unary/tsqrt.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tsqrt ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tsqrt', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_159, _RULE_330, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "trsqrt": OpRules(
        name="trsqrt",
        page="ops/tile_unary/trsqrt.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "tmp": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trsqrt ins(%src, %tmp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trsqrt', ('dst',), ('src', 'tmp'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>', '!pto.tile_buf<...>'), ('tmp',)),
        ),
        element_types={
            "src": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_159, _RULE_330, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "trecip": OpRules(
        name="trecip",
        page="ops/tile_unary/trecip.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trecip ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trecip', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('f16', 'f32'),
                "a2a3": ('f16', 'f32'),
                "cpu": ('f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_159, _RULE_330, ),
        attributes={
            "precisionType": Attr('dict', ('default', 'high_precision'), None, optional=True),
        },
    ),
    "trelu": OpRules(
        name="trelu",
        page="ops/tile_unary/trelu.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.trelu ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.trelu', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i32', 'f16', 'f32'),
                "a2a3": ('i32', 'f16', 'f32'),
                "cpu": ('i32', 'f16', 'f32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_159, _RULE_330, ),
    ),
    "tnot": OpRules(
        name="tnot",
        page="ops/tile_unary/tnot.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('dps', 'default', 'pto.tnot ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.tnot', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
                "a2a3": ('i16', 'u16'),
                "cpu": ('i8', 'u8', 'i16', 'u16', 'i32', 'u32'),
            },
        },
        rules=(_RULE_137, _RULE_162, _RULE_159, _RULE_330, ),
    ),
    "make_tensor_view": OpRules(
        name="make_tensor_view",
        page="ops/tile_view/make_tensor_view.md",
        modes=('default',),
        operands={
            "ptr": ("in", "scalar", ()),
            "shape": ("in", "scalar", ()),
            "strides": ("in", "scalar", ()),
            "view": ("out", "view", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%view = pto.make_tensor_view %ptr, shape = [%shape...], strides = [%strides...] : !pto.tensor_view<...>', 'pto.make_tensor_view', ('view',), ('ptr', 'shape', 'strides'),
                 ('!pto.tensor_view<...>',), (), (),
                 type_order=('view',),
                 variadic=('shape', 'strides')),
        ),
        element_types={
            "ptr": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "layout": Attr('dict', ('nd', 'dn', 'nz'), None, optional=True),
        },
    ),
    "partition_view": OpRules(
        name="partition_view",
        page="ops/tile_view/partition_view.md",
        modes=('default',),
        operands={
            "source": ("in", "view", ()),
            "offsets": ("in", "scalar", ()),
            "sizes": ("in", "scalar", ()),
            "part": ("out", "view", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%part = pto.partition_view %source, offsets = [%offsets...], sizes = [%sizes...] : !pto.tensor_view<...> -> !pto.partition_tensor_view<...>', 'pto.partition_view', ('part',), ('source', 'offsets', 'sizes'),
                 ('!pto.partition_tensor_view<...>',), ('!pto.tensor_view<...>',), (),
                 variadic=('offsets', 'sizes')),
            Form('ssa', 'default', '%part = pto.partition_view %source, offsets = [%offsets...], sizes = [%sizes...] : !pto.tensor_view<...>', 'pto.partition_view', ('part',), ('source', 'offsets', 'sizes'),
                 (), ('!pto.tensor_view<...>',), (),
                 variadic=('offsets', 'sizes')),
        ),
        element_types={
            "source": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "get_tensor_view_dim": OpRules(
        name="get_tensor_view_dim",
        page="ops/tile_view/get_tensor_view_dim.md",
        modes=('default',),
        operands={
            "tensor_view": ("in", "view", ()),
            "dim_index": ("in", "scalar", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.get_tensor_view_dim %tensor_view, %dim_index : !pto.tensor_view<...> -> index', 'pto.get_tensor_view_dim', ('result',), ('tensor_view', 'dim_index'),
                 ('index',), ('!pto.tensor_view<...>',), (),
                 type_order=('tensor_view',)),
        ),
        element_types={
            "tensor_view": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "get_tensor_view_stride": OpRules(
        name="get_tensor_view_stride",
        page="ops/tile_view/get_tensor_view_stride.md",
        modes=('default',),
        operands={
            "tensor_view": ("in", "view", ()),
            "dim_index": ("in", "scalar", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.get_tensor_view_stride %tensor_view, %dim_index : !pto.tensor_view<...> -> index', 'pto.get_tensor_view_stride', ('result',), ('tensor_view', 'dim_index'),
                 ('index',), ('!pto.tensor_view<...>',), (),
                 type_order=('tensor_view',)),
        ),
        element_types={
            "tensor_view": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "tensor_view_addr": OpRules(
        name="tensor_view_addr",
        page="ops/tile_view/tensor_view_addr.md",
        modes=('default',),
        operands={
            "src": ("in", "view", ()),
            "dst": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%dst = pto.tensor_view_addr %src : !pto.partition_tensor_view<...> -> !pto.ptr<T, gm>', 'pto.tensor_view_addr', ('dst',), ('src',),
                 ('!pto.ptr<T, gm>',), ('!pto.partition_tensor_view<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_384, ),
    ),
    "alloc_tile": OpRules(
        name="alloc_tile",
        page="ops/tile_view/alloc_tile.md",
        modes=('default',),
        operands={
            "addr": ("in", "scalar", ()),
            "valid_row": ("in", "scalar", ()),
            "valid_col": ("in", "scalar", ()),
            "tile": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%tile = pto.alloc_tile addr = %addr valid_row = %valid_row valid_col = %valid_col : !pto.tile_buf<...>', 'pto.alloc_tile', ('tile',), ('addr', 'valid_row', 'valid_col'),
                 ('!pto.tile_buf<...>',), (), ('addr', 'valid_row', 'valid_col'),
                 type_order=('tile',)),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "set_validshape": OpRules(
        name="set_validshape",
        page="ops/tile_view/set_validshape.md",
        modes=('default',),
        operands={
            "tile": ("in", "tile", ()),
            "rows": ("in", "scalar", ()),
            "cols": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.set_validshape %tile, %rows, %cols : !pto.tile_buf<...>', 'pto.set_validshape', (), ('tile', 'rows', 'cols'),
                 (), ('!pto.tile_buf<...>',), (),
                 type_order=('tile',)),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "subview": OpRules(
        name="subview",
        page="ops/tile_view/subview.md",
        modes=('default',),
        operands={
            "source": ("in", "tile", ()),
            "offsets": ("in", "scalar", ()),
            "valid_row": ("in", "scalar", ()),
            "valid_col": ("in", "scalar", ()),
            "result": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.subview %source[%offsets...] sizes [ROWS, COLS] : !pto.tile_buf<...> -> !pto.tile_buf<...>', 'pto.subview', ('result',), ('source', 'offsets'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), (),
                 variadic=('offsets',)),
            Form('ssa', 'default', '%result = pto.subview %source[%offsets...] sizes [ROWS, COLS] : !pto.tile_buf<...>', 'pto.subview', ('result',), ('source', 'offsets'),
                 (), ('!pto.tile_buf<...>',), (),
                 variadic=('offsets',)),
            Form('ssa', 'default', '%result = pto.subview %source[%offsets...] sizes [ROWS, COLS] valid [%valid_row, %valid_col] : !pto.tile_buf<...> -> !pto.tile_buf<...>', 'pto.subview', ('result',), ('source', 'offsets', 'valid_row', 'valid_col'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ('valid_row', 'valid_col'),
                 variadic=('offsets',)),
            Form('ssa', 'default', '%result = pto.subview %source[%offsets...] sizes [ROWS, COLS] valid [%valid_row, %valid_col] : !pto.tile_buf<...>', 'pto.subview', ('result',), ('source', 'offsets', 'valid_row', 'valid_col'),
                 (), ('!pto.tile_buf<...>',), ('valid_row', 'valid_col'),
                 variadic=('offsets',)),
        ),
        element_types={
            "source": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
        attributes={
            "rows": Attr('integer', (), None),
            "cols": Attr('integer', (), None),
        },
    ),
    "tassign": OpRules(
        name="tassign",
        page="ops/tile_view/tassign.md",
        modes=('default',),
        operands={
            "tile": ("in", "tile", ()),
            "addr": ("in", "scalar", ()),
            "result": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.tassign %tile, %addr : !pto.tile_buf<...> -> !pto.tile_buf<...>', 'pto.tassign', ('result',), ('tile', 'addr'),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), (),
                 type_order=('tile',)),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "alloc_multi_tile": OpRules(
        name="alloc_multi_tile",
        page="ops/tile_view/alloc_multi_tile.md",
        modes=('default',),
        operands={
            "addr": ("in", "scalar", ()),
            "valid_row": ("in", "scalar", ()),
            "valid_col": ("in", "scalar", ()),
            "result": ("out", "multi_tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.alloc_multi_tile addr = %addr valid_row = %valid_row valid_col = %valid_col : !pto.multi_tile_buf<...>', 'pto.alloc_multi_tile', ('result',), ('addr', 'valid_row', 'valid_col'),
                 ('!pto.multi_tile_buf<...>',), (), ('addr', 'valid_row', 'valid_col'),
                 type_order=('result',)),
        ),
        element_types={
            "result": {
                "a5": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_385, _RULE_386, ),
    ),
    "multi_tile_get": OpRules(
        name="multi_tile_get",
        page="ops/tile_view/multi_tile_get.md",
        modes=('default',),
        operands={
            "source": ("in", "multi_tile", ()),
            "slot": ("in", "scalar", ()),
            "result": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.multi_tile_get %source[%slot] : !pto.multi_tile_buf<...> -> !pto.tile_buf<...>', 'pto.multi_tile_get', ('result',), ('source', 'slot'),
                 ('!pto.tile_buf<...>',), ('!pto.multi_tile_buf<...>',), ()),
        ),
        element_types={
            "source": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_387, ),
    ),
    "bitcast": OpRules(
        name="bitcast",
        page="ops/tile_view/bitcast.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "result": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.bitcast %src : !pto.tile_buf<...> -> !pto.tile_buf<...>', 'pto.bitcast', ('result',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_388, _RULE_389, _RULE_390, _RULE_391, _RULE_392, ),
    ),
    "talias": OpRules(
        name="talias",
        page="ops/tile_view/talias.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%dst = pto.talias %src : !pto.tile_buf<...> -> !pto.tile_buf<...>', 'pto.talias', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
            Form('dps', 'default', 'pto.talias ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)', 'pto.talias', ('dst',), ('src',),
                 ('!pto.tile_buf<...>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_393, _RULE_394, ),
    ),
    "declare_tile": OpRules(
        name="declare_tile",
        page="ops/tile_view/declare_tile.md",
        modes=('default',),
        operands={
            "tile": ("out", "tile", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%tile = pto.declare_tile -> !pto.tile_buf<...>', 'pto.declare_tile', ('tile',), (),
                 ('!pto.tile_buf<...>',), (), ()),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "declare_global": OpRules(
        name="declare_global",
        page="ops/tile_view/declare_global.md",
        modes=('default',),
        operands={
            "entry": ("out", "view", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%entry = pto.declare_global -> !pto.tensor_view<...>', 'pto.declare_global', ('entry',), (),
                 ('!pto.tensor_view<...>',), (), ()),
        ),
        element_types={
            "entry": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "get_validshape": OpRules(
        name="get_validshape",
        page="ops/tile_view/get_validshape.md",
        modes=('default',),
        operands={
            "tile": ("in", "tile", ()),
            "valid_row": ("out", "scalar", ()),
            "valid_col": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%valid_row, %valid_col = pto.get_validshape %tile : !pto.tile_buf<...>', 'pto.get_validshape', ('valid_row', 'valid_col'), ('tile',),
                 (), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "tile_valid_rows": OpRules(
        name="tile_valid_rows",
        page="ops/tile_view/tile_valid_rows.md",
        modes=('default',),
        operands={
            "tile": ("in", "tile", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.tile_valid_rows %tile : !pto.tile_buf<...> -> index', 'pto.tile_valid_rows', ('result',), ('tile',),
                 ('index',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "tile_valid_cols": OpRules(
        name="tile_valid_cols",
        page="ops/tile_view/tile_valid_cols.md",
        modes=('default',),
        operands={
            "tile": ("in", "tile", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.tile_valid_cols %tile : !pto.tile_buf<...> -> index', 'pto.tile_valid_cols', ('result',), ('tile',),
                 ('index',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "tile": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(),
    ),
    "tile_buf_addr": OpRules(
        name="tile_buf_addr",
        page="ops/tile_view/tile_buf_addr.md",
        modes=('default',),
        operands={
            "src": ("in", "tile", ()),
            "dst": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%dst = pto.tile_buf_addr %src : !pto.tile_buf<...> -> !pto.ptr<T, ub>', 'pto.tile_buf_addr', ('dst',), ('src',),
                 ('!pto.ptr<T, ub>',), ('!pto.tile_buf<...>',), ()),
        ),
        element_types={
            "src": {
                "a5": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "a2a3": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
                "cpu": ('bf16', 'f16', 'f32', 'f4e1m2x2', 'f4e2m1x2', 'f8e4m3', 'f8e5m2', 'f8e8m0', 'hif8', 'i16', 'i32', 'i64', 'i8', 'u16', 'u32', 'u64', 'u8', '*'),
            },
        },
        rules=(_RULE_395, ),
    ),
    "vabs": OpRules(
        name="vabs",
        page="ops/unary/vabs.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vabs %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vabs', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'i32', 'i16', 'i8'),
                "a2a3": ('f32', 'f16', 'i32', 'i16', 'i8'),
                "cpu": ('f32', 'f16', 'i32', 'i16', 'i8'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vneg": OpRules(
        name="vneg",
        page="ops/unary/vneg.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vneg %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vneg', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'i32', 'i16', 'i8'),
                "a2a3": ('f32', 'f16', 'i32', 'i16', 'i8'),
                "cpu": ('f32', 'f16', 'i32', 'i16', 'i8'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vexp": OpRules(
        name="vexp",
        page="ops/unary/vexp.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vexp %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vexp', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vln": OpRules(
        name="vln",
        page="ops/unary/vln.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vln %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vln', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vsqrt": OpRules(
        name="vsqrt",
        page="ops/unary/vsqrt.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vsqrt %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vsqrt', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vrsqrt": OpRules(
        name="vrsqrt",
        page="ops/unary/vrsqrt.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vrsqrt %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vrsqrt', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vrec": OpRules(
        name="vrec",
        page="ops/unary/vrec.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vrec %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vrec', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vrelu": OpRules(
        name="vrelu",
        page="ops/unary/vrelu.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vrelu %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vrelu', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'i32'),
                "a2a3": ('f32', 'f16', 'i32'),
                "cpu": ('f32', 'f16', 'i32'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vnot": OpRules(
        name="vnot",
        page="ops/unary/vnot.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vnot %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vnot', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i32', 'i16', 'i8'),
                "a2a3": ('i32', 'i16', 'i8'),
                "cpu": ('i32', 'i16', 'i8'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vbcnt": OpRules(
        name="vbcnt",
        page="ops/unary/vbcnt.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vbcnt %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vbcnt', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i32', 'i16', 'i8'),
                "a2a3": ('i32', 'i16', 'i8'),
                "cpu": ('i32', 'i16', 'i8'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vcls": OpRules(
        name="vcls",
        page="ops/unary/vcls.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vcls %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vcls', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i32', 'i16', 'i8'),
                "a2a3": ('i32', 'i16', 'i8'),
                "cpu": ('i32', 'i16', 'i8'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vmov": OpRules(
        name="vmov",
        page="ops/unary/vmov.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmov %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vmov', ('result',), ('input', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'i32', 'i16', 'i8'),
                "a2a3": ('f32', 'f16', 'i32', 'i16', 'i8'),
                "cpu": ('f32', 'f16', 'i32', 'i16', 'i8'),
            },
        },
        rules=(_RULE_396, _RULE_75, _RULE_76, ),
    ),
    "vadds": OpRules(
        name="vadds",
        page="ops/vec_scalar/vadds.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vadds %input, %scalar, %mask : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vadds', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_19, _RULE_397, _RULE_75, _RULE_76, ),
    ),
    "vsubs": OpRules(
        name="vsubs",
        page="ops/vec_scalar/vsubs.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vsubs %input, %scalar, %mask : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vsubs', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_19, _RULE_397, _RULE_75, _RULE_76, ),
    ),
    "vmuls": OpRules(
        name="vmuls",
        page="ops/vec_scalar/vmuls.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmuls %input, %scalar, %mask : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vmuls', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'u32', 'u16'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'u32', 'u16'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'u32', 'u16'),
            },
        },
        rules=(_RULE_19, _RULE_397, _RULE_75, _RULE_76, ),
    ),
    "vmaxs": OpRules(
        name="vmaxs",
        page="ops/vec_scalar/vmaxs.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmaxs %input, %scalar, %mask : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vmaxs', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_19, _RULE_397, _RULE_75, _RULE_76, ),
    ),
    "vmins": OpRules(
        name="vmins",
        page="ops/vec_scalar/vmins.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vmins %input, %scalar, %mask : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vmins', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('f32', 'f16', 'bf16', 'i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_19, _RULE_397, _RULE_75, _RULE_76, ),
    ),
    "vands": OpRules(
        name="vands",
        page="ops/vec_scalar/vands.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vands %input, %scalar, %mask : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vands', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_19, _RULE_397, _RULE_75, _RULE_76, ),
    ),
    "vors": OpRules(
        name="vors",
        page="ops/vec_scalar/vors.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vors %input, %scalar, %mask : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vors', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_19, _RULE_397, _RULE_75, _RULE_76, ),
    ),
    "vxors": OpRules(
        name="vxors",
        page="ops/vec_scalar/vxors.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vxors %input, %scalar, %mask : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vxors', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_19, _RULE_397, _RULE_75, _RULE_76, ),
    ),
    "vshls": OpRules(
        name="vshls",
        page="ops/vec_scalar/vshls.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vshls %input, %scalar, %mask : !pto.vreg<NxT>, i16, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vshls', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'i16', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_19, _RULE_398, _RULE_75, _RULE_76, ),
    ),
    "vshrs": OpRules(
        name="vshrs",
        page="ops/vec_scalar/vshrs.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vshrs %input, %scalar, %mask : !pto.vreg<NxT>, i16, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vshrs', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'i16', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "a2a3": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
                "cpu": ('i32', 'i16', 'i8', 'u32', 'u16', 'u8'),
            },
        },
        rules=(_RULE_19, _RULE_398, _RULE_75, _RULE_76, ),
    ),
    "vlrelu": OpRules(
        name="vlrelu",
        page="ops/vec_scalar/vlrelu.md",
        modes=('default',),
        operands={
            "input": ("in", "vreg", ()),
            "scalar": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vlrelu %input, %scalar, %mask : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vlrelu', ('result',), ('input', 'scalar', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.vreg<NxT>', 'T', '!pto.mask<G>'), ()),
        ),
        element_types={
            "input": {
                "a5": ('f32', 'f16'),
                "a2a3": ('f32', 'f16'),
                "cpu": ('f32', 'f16'),
            },
        },
        rules=(_RULE_19, _RULE_397, _RULE_75, _RULE_76, ),
    ),
    "vlds": OpRules(
        name="vlds",
        page="ops/vector_load_store/vlds.md",
        modes=('plain', 'post_update'),
        operands={
            "source": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', '%result = pto.vlds %source[%offset] : !pto.ptr<T, ub> -> !pto.vreg<NxT>', 'pto.vlds', ('result',), ('source', 'offset'),
                 ('!pto.vreg<NxT>',), ('!pto.ptr<T, ub>',), ()),
            Form('ssa', 'post_update', '%result, %updated_base = pto.vlds %source[%offset] : !pto.ptr<T, ub> -> !pto.vreg<NxT>, !pto.ptr<T, ub>', 'pto.vlds', ('result', 'updated_base'), ('source', 'offset'),
                 ('!pto.vreg<NxT>', '!pto.ptr<T, ub>'), ('!pto.ptr<T, ub>',), ()),
        ),
        element_types={
            "result": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_59, _RULE_60, ),
        attributes={
            "dist": Attr('dict', ('NORM', 'BRC_B8', 'BRC_B16', 'BRC_B32', 'US_B8', 'US_B16', 'DS_B8', 'DS_B16', 'UNPK_B8', 'UNPK_B16', 'UNPK_B32', 'BRC_BLK', 'E2B_B16', 'E2B_B32', 'UNPK4', 'SPLT4CHN', 'SPLT2CHN_B8', 'SPLT2CHN_B16'), 'NORM'),
        },
    ),
    "vldsx2": OpRules(
        name="vldsx2",
        page="ops/vector_load_store/vldsx2.md",
        modes=('plain', 'post_update'),
        operands={
            "source": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "low": ("out", "vreg", ()),
            "high": ("out", "vreg", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', '%low, %high = pto.vldsx2 %source[%offset], "DIST" : !pto.ptr<T, ub>, index -> !pto.vreg<NxT>, !pto.vreg<NxT>', 'pto.vldsx2', ('low', 'high'), ('source', 'offset'),
                 ('!pto.vreg<NxT>', '!pto.vreg<NxT>'), ('!pto.ptr<T, ub>', 'index'), ()),
            Form('ssa', 'post_update', '%low, %high, %updated_base = pto.vldsx2 %source[%offset], "DIST" : !pto.ptr<T, ub>, index -> !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.ptr<T, ub>', 'pto.vldsx2', ('low', 'high', 'updated_base'), ('source', 'offset'),
                 ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.ptr<T, ub>'), ('!pto.ptr<T, ub>', 'index'), ()),
        ),
        element_types={
            "low": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_59, _RULE_60, ),
        attributes={
            "dist": Attr('operand', ('BDINTLV', 'DINTLV_B8', 'DINTLV_B16', 'DINTLV_B32'), None),
        },
    ),
    "vsts": OpRules(
        name="vsts",
        page="ops/vector_load_store/vsts.md",
        modes=('plain', 'post_update'),
        operands={
            "value": ("in", "vreg", ()),
            "destination": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', 'pto.vsts %value, %destination[%offset], %mask : !pto.vreg<NxT>, !pto.ptr<T, ub>, !pto.mask<G>', 'pto.vsts', (), ('value', 'destination', 'offset', 'mask'),
                 (), ('!pto.vreg<NxT>', '!pto.ptr<T, ub>', '!pto.mask<G>'), ()),
            Form('ssa', 'post_update', '%updated_base = pto.vsts %value, %destination[%offset], %mask : !pto.vreg<NxT>, !pto.ptr<T, ub>, !pto.mask<G> -> !pto.ptr<T, ub>', 'pto.vsts', ('updated_base',), ('value', 'destination', 'offset', 'mask'),
                 ('!pto.ptr<T, ub>',), ('!pto.vreg<NxT>', '!pto.ptr<T, ub>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "value": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_61, _RULE_62, ),
        attributes={
            "dist": Attr('dict', ('NORM_B8', 'NORM_B16', 'NORM_B32', '1PT_B8', '1PT_B16', '1PT_B32', 'PK_B16', 'PK_B32', 'PK_B64', 'PK4_B32', 'MRG4CHN_B8', 'MRG2CHN_B8', 'MRG2CHN_B16'), None, optional=True),
        },
    ),
    "vstsx2": OpRules(
        name="vstsx2",
        page="ops/vector_load_store/vstsx2.md",
        modes=('default',),
        operands={
            "low": ("in", "vreg", ()),
            "high": ("in", "vreg", ()),
            "destination": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.vstsx2 %low, %high, %destination[%offset], "DIST", %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.ptr<T, ub>, index, !pto.mask<G>', 'pto.vstsx2', (), ('low', 'high', 'destination', 'offset', 'mask'),
                 (), ('!pto.vreg<NxT>', '!pto.vreg<NxT>', '!pto.ptr<T, ub>', 'index', '!pto.mask<G>'), ()),
        ),
        element_types={
            "low": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_61, ),
        attributes={
            "dist": Attr('operand', ('INTLV_B8', 'INTLV_B16', 'INTLV_B32'), None),
        },
    ),
    "vsldb": OpRules(
        name="vsldb",
        page="ops/vector_load_store/vsldb.md",
        modes=('plain', 'post_update'),
        operands={
            "source": ("in", "scalar", ()),
            "block_stride": ("in", "scalar", ()),
            "repeat_stride": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', '%result = pto.vsldb %source, %block_stride, %repeat_stride, %mask : !pto.ptr<T, ub>, i16, i16, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vsldb', ('result',), ('source', 'block_stride', 'repeat_stride', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.ptr<T, ub>', 'i16', 'i16', '!pto.mask<G>'), ()),
            Form('ssa', 'post_update', '%result, %updated_base = pto.vsldb %source, %block_stride, %repeat_stride, %mask : !pto.ptr<T, ub>, i16, i16, !pto.mask<G> -> !pto.vreg<NxT>, !pto.ptr<T, ub>', 'pto.vsldb', ('result', 'updated_base'), ('source', 'block_stride', 'repeat_stride', 'mask'),
                 ('!pto.vreg<NxT>', '!pto.ptr<T, ub>'), ('!pto.ptr<T, ub>', 'i16', 'i16', '!pto.mask<G>'), ()),
        ),
        element_types={
            "result": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_59, _RULE_399, _RULE_60, ),
    ),
    "vsstb": OpRules(
        name="vsstb",
        page="ops/vector_load_store/vsstb.md",
        modes=('plain', 'post_update'),
        operands={
            "value": ("in", "vreg", ()),
            "destination": ("in", "scalar", ()),
            "block_stride": ("in", "scalar", ()),
            "repeat_stride": ("in", "scalar", ()),
            "mask": ("in", "mask", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', 'pto.vsstb %value, %destination, %block_stride, %repeat_stride, %mask : !pto.vreg<NxT>, !pto.ptr<T, ub>, i16, i16, !pto.mask<G>', 'pto.vsstb', (), ('value', 'destination', 'block_stride', 'repeat_stride', 'mask'),
                 (), ('!pto.vreg<NxT>', '!pto.ptr<T, ub>', 'i16', 'i16', '!pto.mask<G>'), ()),
            Form('ssa', 'post_update', '%updated_base = pto.vsstb %value, %destination, %block_stride, %repeat_stride, %mask : !pto.vreg<NxT>, !pto.ptr<T, ub>, i16, i16, !pto.mask<G> -> !pto.ptr<T, ub>', 'pto.vsstb', ('updated_base',), ('value', 'destination', 'block_stride', 'repeat_stride', 'mask'),
                 ('!pto.ptr<T, ub>',), ('!pto.vreg<NxT>', '!pto.ptr<T, ub>', 'i16', 'i16', '!pto.mask<G>'), ()),
        ),
        element_types={
            "value": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_61, _RULE_399, _RULE_62, ),
    ),
    "vsld": OpRules(
        name="vsld",
        page="ops/vector_load_store/vsld.md",
        modes=('default',),
        operands={
            "source": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vsld %source[%offset], "STRIDE" : !pto.ptr<T, ub> -> !pto.vreg<NxT>', 'pto.vsld', ('result',), ('source', 'offset'),
                 ('!pto.vreg<NxT>',), ('!pto.ptr<T, ub>',), ()),
            Form('asm', 'default', 'vsld %result, %source[%offset], "STRIDE"', 'vsld', (), ('result', 'source', 'offset'),
                 (), (), ()),
        ),
        element_types={
            "result": {
                "a5": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(),
        attributes={
            "stride": Attr('operand', ('STRIDE_S3_B16', 'STRIDE_S4_B64', 'STRIDE_S8_B32', 'STRIDE_S2_B64'), None),
        },
    ),
    "vsst": OpRules(
        name="vsst",
        page="ops/vector_load_store/vsst.md",
        modes=('default',),
        operands={
            "value": ("in", "vreg", ()),
            "dest": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.vsst %value, %dest[%offset], "STRIDE" : !pto.vreg<NxT>, !pto.ptr<T, ub>', 'pto.vsst', (), ('value', 'dest', 'offset'),
                 (), ('!pto.vreg<NxT>', '!pto.ptr<T, ub>'), ()),
            Form('asm', 'default', 'vsst %value, %dest[%offset], "STRIDE"', 'vsst', (), ('value', 'dest', 'offset'),
                 (), (), ()),
        ),
        element_types={
            "value": {
                "a5": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(),
        attributes={
            "stride": Attr('operand', ('STRIDE_S3_B16', 'STRIDE_S4_B64', 'STRIDE_S8_B32', 'STRIDE_S2_B64'), None),
        },
    ),
    "vgather2": OpRules(
        name="vgather2",
        page="ops/vector_load_store/vgather2.md",
        modes=('default',),
        operands={
            "source": ("in", "scalar", ()),
            "offsets": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vgather2 %source, %offsets, %mask : !pto.ptr<T, ub>, !pto.vreg<NxI>, !pto.mask<G> -> !pto.vreg<NxU>', 'pto.vgather2', ('result',), ('source', 'offsets', 'mask'),
                 ('!pto.vreg<NxU>',), ('!pto.ptr<T, ub>', '!pto.vreg<NxI>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "source": {
                "a5": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
                "a2a3": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
                "cpu": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
            },
        },
        rules=(_RULE_59, _RULE_400, ),
    ),
    "vgather2_bc": OpRules(
        name="vgather2_bc",
        page="ops/vector_load_store/vgather2_bc.md",
        modes=('default',),
        operands={
            "source": ("in", "scalar", ()),
            "offsets": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vgather2_bc %source, %offsets, %mask : !pto.ptr<T, ub>, !pto.vreg<NxI>, !pto.mask<G> -> !pto.vreg<NxT>', 'pto.vgather2_bc', ('result',), ('source', 'offsets', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.ptr<T, ub>', '!pto.vreg<NxI>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "source": {
                "a5": ('f32', 'i32', 'u32'),
                "a2a3": ('f32', 'i32', 'u32'),
                "cpu": ('f32', 'i32', 'u32'),
            },
        },
        rules=(_RULE_59, _RULE_401, _RULE_402, ),
    ),
    "vgatherb": OpRules(
        name="vgatherb",
        page="ops/vector_load_store/vgatherb.md",
        modes=('default',),
        operands={
            "source": ("in", "scalar", ()),
            "offsets": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
            "result": ("out", "vreg", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vgatherb %source, %offsets, %mask : !pto.ptr<T, ub>, !pto.vreg<NxI>, !pto.mask<b32> -> !pto.vreg<NxT>', 'pto.vgatherb', ('result',), ('source', 'offsets', 'mask'),
                 ('!pto.vreg<NxT>',), ('!pto.ptr<T, ub>', '!pto.vreg<NxI>', '!pto.mask<b32>'), ()),
        ),
        element_types={
            "source": {
                "a5": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
                "a2a3": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
                "cpu": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
            },
        },
        rules=(_RULE_59, _RULE_403, ),
    ),
    "vscatter": OpRules(
        name="vscatter",
        page="ops/vector_load_store/vscatter.md",
        modes=('default',),
        operands={
            "value": ("in", "vreg", ()),
            "destination": ("in", "scalar", ()),
            "offsets": ("in", "vreg", ()),
            "mask": ("in", "mask", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.vscatter %value, %destination, %offsets, %mask : !pto.vreg<NxT>, !pto.ptr<T, ub>, !pto.vreg<MxI>, !pto.mask<G>', 'pto.vscatter', (), ('value', 'destination', 'offsets', 'mask'),
                 (), ('!pto.vreg<NxT>', '!pto.ptr<T, ub>', '!pto.vreg<MxI>', '!pto.mask<G>'), ()),
        ),
        element_types={
            "value": {
                "a5": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
                "a2a3": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
                "cpu": ('f32', 'i32', 'u32', 'f16', 'bf16', 'i16', 'u16', 'i8', 'u8'),
            },
        },
        rules=(_RULE_61, _RULE_404, ),
    ),
    "init_align": OpRules(
        name="init_align",
        page="ops/vector_load_store/init_align.md",
        modes=('default',),
        operands={
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.init_align : !pto.align', 'pto.init_align', ('result',), (),
                 ('!pto.align',), (), ()),
        ),
        element_types={
        },
        rules=(),
    ),
    "vldas": OpRules(
        name="vldas",
        page="ops/vector_load_store/vldas.md",
        modes=('default',),
        operands={
            "source": ("in", "scalar", ()),
            "result": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%result = pto.vldas %source : !pto.ptr<T, ub> -> !pto.align', 'pto.vldas', ('result',), ('source',),
                 ('!pto.align',), ('!pto.ptr<T, ub>',), ()),
        ),
        element_types={
            "source": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_59, ),
    ),
    "vldus": OpRules(
        name="vldus",
        page="ops/vector_load_store/vldus.md",
        modes=('plain', 'post_update'),
        operands={
            "source": ("in", "scalar", ()),
            "align": ("in", "scalar", ()),
            "increment": ("in", "scalar", ()),
            "result": ("out", "vreg", ()),
            "align_out": ("out", "scalar", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', '%result, %align_out = pto.vldus %source, %align : !pto.ptr<T, ub>, !pto.align -> !pto.vreg<NxT>, !pto.align', 'pto.vldus', ('result', 'align_out'), ('source', 'align'),
                 ('!pto.vreg<NxT>', '!pto.align'), ('!pto.ptr<T, ub>', '!pto.align'), ()),
            Form('ssa', 'post_update', '%result, %align_out, %updated_base = pto.vldus %source, %align, %increment : !pto.ptr<T, ub>, !pto.align, index -> !pto.vreg<NxT>, !pto.align, !pto.ptr<T, ub>', 'pto.vldus', ('result', 'align_out', 'updated_base'), ('source', 'align', 'increment'),
                 ('!pto.vreg<NxT>', '!pto.align', '!pto.ptr<T, ub>'), ('!pto.ptr<T, ub>', '!pto.align', 'index'), ()),
        ),
        element_types={
            "result": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_59, _RULE_60, ),
    ),
    "vstus": OpRules(
        name="vstus",
        page="ops/vector_load_store/vstus.md",
        modes=('plain', 'post_update'),
        operands={
            "align_in": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "value": ("in", "vreg", ()),
            "base": ("in", "scalar", ()),
            "align_out": ("out", "scalar", ()),
            "base_out": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', '%align_out = pto.vstus %align_in, %offset, %value, %base : !pto.align, i32, !pto.vreg<NxT>, !pto.ptr<T, ub> -> !pto.align', 'pto.vstus', ('align_out',), ('align_in', 'offset', 'value', 'base'),
                 ('!pto.align',), ('!pto.align', 'i32', '!pto.vreg<NxT>', '!pto.ptr<T, ub>'), ()),
            Form('ssa', 'post_update', '%align_out, %base_out = pto.vstus %align_in, %offset, %value, %base : !pto.align, i32, !pto.vreg<NxT>, !pto.ptr<T, ub> -> !pto.align, !pto.ptr<T, ub>', 'pto.vstus', ('align_out', 'base_out'), ('align_in', 'offset', 'value', 'base'),
                 ('!pto.align', '!pto.ptr<T, ub>'), ('!pto.align', 'i32', '!pto.vreg<NxT>', '!pto.ptr<T, ub>'), ()),
        ),
        element_types={
            "value": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_63, _RULE_405, _RULE_406, ),
    ),
    "vstu": OpRules(
        name="vstu",
        page="ops/vector_load_store/vstu.md",
        modes=('default',),
        operands={
            "align_in": ("in", "scalar", ()),
            "offset_in": ("in", "scalar", ()),
            "value": ("in", "vreg", ()),
            "base": ("in", "scalar", ()),
            "align_out": ("out", "scalar", ()),
            "offset_out": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%align_out, %offset_out = pto.vstu %align_in, %offset_in, %value, %base, "MODE" : !pto.align, index, !pto.vreg<NxT>, !pto.ptr<T, ub> -> !pto.align, index', 'pto.vstu', ('align_out', 'offset_out'), ('align_in', 'offset_in', 'value', 'base'),
                 ('!pto.align', 'index'), ('!pto.align', 'index', '!pto.vreg<NxT>', '!pto.ptr<T, ub>'), ()),
        ),
        element_types={
            "value": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_63, ),
        attributes={
            "mode": Attr('operand', ('POST_UPDATE', 'NO_POST_UPDATE'), None),
        },
    ),
    "vstur": OpRules(
        name="vstur",
        page="ops/vector_load_store/vstur.md",
        modes=('default',),
        operands={
            "align_in": ("in", "scalar", ()),
            "value": ("in", "vreg", ()),
            "base": ("in", "scalar", ()),
            "align_out": ("out", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', '%align_out = pto.vstur %align_in, %value, %base, "MODE" : !pto.align, !pto.vreg<NxT>, !pto.ptr<T, ub> -> !pto.align', 'pto.vstur', ('align_out',), ('align_in', 'value', 'base'),
                 ('!pto.align',), ('!pto.align', '!pto.vreg<NxT>', '!pto.ptr<T, ub>'), ()),
        ),
        element_types={
            "value": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_63, ),
        attributes={
            "mode": Attr('operand', ('POST_UPDATE', 'NO_POST_UPDATE'), None),
        },
    ),
    "vstas": OpRules(
        name="vstas",
        page="ops/vector_load_store/vstas.md",
        modes=('plain', 'post_update'),
        operands={
            "value": ("in", "scalar", ()),
            "destination": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', 'pto.vstas %value, %destination, %offset : !pto.align, !pto.ptr<T, ub>, i32', 'pto.vstas', (), ('value', 'destination', 'offset'),
                 (), ('!pto.align', '!pto.ptr<T, ub>', 'i32'), ()),
            Form('ssa', 'post_update', '%updated_base = pto.vstas %value, %destination, %offset : !pto.align, !pto.ptr<T, ub>, i32 -> !pto.ptr<T, ub>', 'pto.vstas', ('updated_base',), ('value', 'destination', 'offset'),
                 ('!pto.ptr<T, ub>',), ('!pto.align', '!pto.ptr<T, ub>', 'i32'), ()),
        ),
        element_types={
            "destination": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_61, _RULE_405, _RULE_62, ),
    ),
    "vsta": OpRules(
        name="vsta",
        page="ops/vector_load_store/vsta.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
            "dest": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.vsta %value, %dest[%offset] : !pto.align, !pto.ptr<T, ub>, index', 'pto.vsta', (), ('value', 'dest', 'offset'),
                 (), ('!pto.align', '!pto.ptr<T, ub>', 'index'), ()),
        ),
        element_types={
            "dest": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_407, ),
    ),
    "vstar": OpRules(
        name="vstar",
        page="ops/vector_load_store/vstar.md",
        modes=('default',),
        operands={
            "value": ("in", "scalar", ()),
            "destination": ("in", "scalar", ()),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.vstar %value, %destination : !pto.align, !pto.ptr<T, ub>', 'pto.vstar', (), ('value', 'destination'),
                 (), ('!pto.align', '!pto.ptr<T, ub>'), ()),
        ),
        element_types={
            "destination": {
                "a5": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "a2a3": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
                "cpu": ('f32', 'f16', 'bf16', 'f8e4m3', 'f8e5m2', 'hif8', 'f4e2m1x2', 'f4e1m2x2', 'i8', 'i16', 'i32', 'i64', 'u8', 'u16', 'u32'),
            },
        },
        rules=(_RULE_61, ),
    ),
    "sprclr": OpRules(
        name="sprclr",
        page="ops/vector_load_store/sprclr.md",
        modes=('default',),
        operands={
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'default', 'pto.sprclr "REGISTER"', 'pto.sprclr', (), (),
                 (), (), ()),
        ),
        element_types={
        },
        rules=(),
        attributes={
            "register": Attr('operand', ('AR',), None),
        },
    ),
    "sprsti": OpRules(
        name="sprsti",
        page="ops/vector_load_store/sprsti.md",
        modes=('plain', 'post_update'),
        operands={
            "destination": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', 'pto.sprsti "REGISTER", %destination[%offset] : !pto.ptr<T, ub>, i32', 'pto.sprsti', (), ('destination', 'offset'),
                 (), ('!pto.ptr<T, ub>', 'i32'), ()),
            Form('ssa', 'post_update', '%updated_base = pto.sprsti "REGISTER", %destination[%offset] : !pto.ptr<T, ub>, i32 -> !pto.ptr<T, ub>', 'pto.sprsti', ('updated_base',), ('destination', 'offset'),
                 ('!pto.ptr<T, ub>',), ('!pto.ptr<T, ub>', 'i32'), ()),
        ),
        element_types={
            "destination": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_61, _RULE_405, _RULE_62, ),
        attributes={
            "register": Attr('operand', ('AR',), None),
        },
    ),
    "sprsts": OpRules(
        name="sprsts",
        page="ops/vector_load_store/sprsts.md",
        modes=('plain', 'post_update'),
        operands={
            "destination": ("in", "scalar", ()),
            "offset": ("in", "scalar", ()),
            "updated_base": ("out", "scalar", ('post_update',)),
        },
        asm_names={
        },
        forms=(
            Form('ssa', 'plain', 'pto.sprsts "REGISTER", %destination[%offset] : !pto.ptr<T, ub>, i32', 'pto.sprsts', (), ('destination', 'offset'),
                 (), ('!pto.ptr<T, ub>', 'i32'), ()),
            Form('ssa', 'post_update', '%updated_base = pto.sprsts "REGISTER", %destination[%offset] : !pto.ptr<T, ub>, i32 -> !pto.ptr<T, ub>', 'pto.sprsts', ('updated_base',), ('destination', 'offset'),
                 ('!pto.ptr<T, ub>',), ('!pto.ptr<T, ub>', 'i32'), ()),
        ),
        element_types={
            "destination": {
                "a5": ('u32', 'i32'),
                "a2a3": ('u32', 'i32'),
                "cpu": ('u32', 'i32'),
            },
        },
        rules=(_RULE_61, _RULE_405, _RULE_62, ),
        attributes={
            "register": Attr('operand', ('AR',), None),
        },
    ),
}


def verify_op(op: str, target: str, operands: dict[str, Any], mode: str | None = None) -> list[Violation]:
    """Check one use of `op` on `target`; `operands` maps operand/result names to types, and
    "@name" to the value of a dictionary attribute the use writes (or its default; a rule that
    reads an attribute takes a missing "@name" as an absent attribute).

    Returns a list of Violations (empty when legal). Checks whose inputs are
    unknown (None, e.g. a dynamic valid shape) are skipped, never guessed.
    """
    return check_op(OPS.get(op), RESULT_TYPES.get(op), op, target, operands, mode)


def read_legacy_attributes(op: str, written: dict[str, Any]) -> tuple[dict[str, Any], list[Violation]]:
    """The attributes as written, each older spelling PTOAS still reads (thistogram's `{isMSB = true}`)
    replaced by the attribute it stands for; a conflict with that attribute is a violation."""
    return read_legacy(OPS.get(op), op, written)


def verify_attributes(op: str, written: dict[str, str | None]) -> list[Violation]:
    """Check an op use's string attributes: name -> value without quotes (None: not a string).

    Attribute-dictionary entries the op does not declare, values outside the declared
    list, and dictionary attributes without a default that are missing are reported."""
    return check_attributes(OPS.get(op), op, written)
