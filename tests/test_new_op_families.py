"""Each family of the vector sets takes a new member from YAML alone: write the op file, list it
in its set, regenerate, and the semantics, verifier rules and page exist and compute the op."""

import numpy as np
import pytest

from ptoisa.cli import main
from helpers import import_generated

HEAD = """\
$schema: ../../schema/op.schema.json
name: {name}
set: {set}
summary: A test op.
mechanism: A test op.
"""
EVIDENCE = """\
evidence:
  semantics:
    - {kind: decision, decision: D-NAN, says: A test op.}
  element_types:
    - {kind: decision, decision: D-NAN, says: A test op.}
  latency:
    - {kind: decision, decision: D-NAN, says: A test op.}
  nan:
    - {kind: decision, decision: D-NAN, says: A test op.}
  order:
    - {kind: decision, decision: D-NAN, says: A test op.}
  placement:
    - {kind: decision, decision: D-NAN, says: A test op.}
  constraints:
    - {kind: decision, decision: D-NAN, says: A test op.}
latency: {}
"""

def _tile_absdiff(S):
    """The new tile op on arrays (a valid region smaller than the tile) and on Tiles in place."""
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    b = np.full((4, 8), 10, np.float32)
    if not np.array_equal(S.tabsdiff(a, b, valid_rows=3, valid_cols=5), np.abs(a - b)[:3, :5]):
        return False
    ub = np.zeros(512, np.uint8)
    ta, tb, td = (S.Tile(ub, k * 128, "f32", 4, 8, valid_rows=3, valid_cols=5) for k in range(3))
    ta.write(a), tb.write(b)
    S.tabsdiff(ta, tb, td)
    want = np.zeros((4, 8), np.float32)
    want[:3, :5] = np.abs(a - b)[:3, :5]
    return np.array_equal(td.values(), want)


def _tile_fma_c(S):
    """Three tiles, two roundings: (a * b) rounded to f16, then + c."""
    a, b, c = (np.full((2, 16), v, np.float16) for v in (1 + 2 ** -10, 1 + 2 ** -10, -(1 + 2 ** -9)))
    return S.tmuladdc(a, b, c, valid_rows=1, valid_cols=8).tolist() == [[0.0] * 8]


def _tile_scaled_dst(S):
    """No source tile, and the destination read: dst = dst * scalar on the valid region."""
    d = np.arange(12, dtype=np.float32).reshape(3, 4)
    want = d.copy()
    want[:2, :3] *= 2
    return np.array_equal(S.tmulsdst(2.0, d, valid_rows=2, valid_cols=3), want)


def _tile_gather_wrapped(S):
    """A gather of another shape: its own operand and attribute names (the roles say which is which),
    elem and wrap by default; indices past the 24-element table wrap, negative ones as 32-bit unsigned."""
    gm = np.arange(24, dtype=np.float32)
    ub = np.zeros(2048, np.uint8)
    index = S.Tile(ub, 0, "i32", 2, 8, valid_rows=2, valid_cols=3)
    index.write(np.array([[0, 25, -1], [23, 48, 7]], np.int32))
    out = S.Tile(ub, 1024, "f32", 2, 8, valid_rows=2, valid_cols=3)
    S.mgatherx(S.TensorView(gm.view(np.uint8), 0, "f32", (4, 6), (6, 1), "nd"), index, out)
    return out.values()[:2, :3].tolist() == [[0, 1, (2**32 - 1) % 24], [23, 0, 7]]


def _tile_colexpand_absdiff(S):
    """src1's row 0 is read for every row (its other rows ignored), on arrays and on Tiles."""
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    b = np.array([[10] * 8, [99] * 8], np.float32)
    if not np.array_equal(S.tcolexpandabsdiff(a, b, valid_rows=3, valid_cols=5), np.abs(a - 10)[:3, :5]):
        return False
    ub = np.zeros(512, np.uint8)
    ta, td = S.Tile(ub, 0, "f32", 4, 8, valid_rows=3, valid_cols=5), S.Tile(ub, 128, "f32", 4, 8, valid_rows=3, valid_cols=5)
    tb = S.Tile(ub, 256, "f32", 2, 8, valid_rows=2, valid_cols=5)
    ta.write(a), tb.write(b)
    S.tcolexpandabsdiff(ta, tb, td)
    want = np.zeros((4, 8), np.float32)
    want[:3, :5] = np.abs(a - 10)[:3, :5]
    return np.array_equal(td.values(), want)


def _tile_rowexpand_absdiff(S):
    """One value per row of src1: column 0 of an array (its other columns ignored) on every
    target; a row-major 8-wide block read at column 0 on A5 and repeated along the row on the CPU."""
    a = np.arange(32, dtype=np.float32).reshape(4, 8)
    b = np.array([[10, 99], [20, 99], [30, 99], [40, 99]], np.float32)
    for target in ("a5", "cpu"):
        if not np.array_equal(S.trowexpandabsdiff(a, b, valid_rows=3, valid_cols=5, target=target),
                              np.abs(a - b[:, :1])[:3, :5]):
            return False
    blk = np.arange(32, dtype=np.float32).reshape(4, 8) * 10
    for target, cols in (("a5", [0] * 5), ("cpu", [0, 1, 2, 3, 4])):
        ub = np.zeros(512, np.uint8)
        ta, td = S.Tile(ub, 0, "f32", 4, 8, valid_rows=3, valid_cols=5), S.Tile(ub, 128, "f32", 4, 8, valid_rows=3, valid_cols=5)
        tb = S.Tile(ub, 256, "f32", 4, 8, valid_rows=3, valid_cols=8)
        ta.write(a), tb.write(blk)
        S.trowexpandabsdiff(ta, tb, td, target=target)
        want = np.zeros((4, 8), np.float32)
        want[:3, :5] = np.abs(a[:3, :5] - blk[:3][:, cols])
        if not np.array_equal(td.values(), want):
            return False
    return True
def _tile_row_reduce_max(S):
    """Each row's maximum into column 0 of dst, on arrays and on Tiles (the rest of dst kept)."""
    a = np.array([[1, 5, 2, 9], [-3, -1, -2, 7]], np.float32)
    if S.trowmaxx(a, valid_cols=3).tolist() != [[5.0], [-1.0]]:
        return False
    ub = np.zeros(256, np.uint8)
    ts, td = S.Tile(ub, 0, "f32", 2, 4, valid_rows=2, valid_cols=3), S.Tile(ub, 64, "f32", 2, 8, valid_rows=2, valid_cols=1)
    ts.write(a)
    td.write(np.full((2, 8), 4, np.float32))
    S.trowmaxx(ts, td)
    return td.values()[:, :2].tolist() == [[5.0, 4.0], [-1.0, 4.0]]


def _tile_col_reduce_min(S):
    """Each column's minimum into row 0 of dst, on arrays and on Tiles (the rest of dst kept)."""
    a = np.array([[1, 5, 2, 9], [-3, 6, -2, 7], [4, 0, 8, -9]], np.float32)
    if S.tcolminx(a, valid_rows=2).tolist() != [[-3.0, 5.0, -2.0, 7.0]]:
        return False
    ub = np.zeros(256, np.uint8)
    ts, td = S.Tile(ub, 0, "f32", 3, 4, valid_rows=3, valid_cols=3), S.Tile(ub, 64, "f32", 2, 4, valid_rows=1, valid_cols=3)
    ts.write(a)
    td.write(np.full((2, 4), 4, np.float32))
    S.tcolminx(ts, td)
    return td.values().tolist() == [[-3.0, 0.0, -2.0, 4.0], [4.0, 4.0, 4.0, 4.0]]
def _tile_convert_narrow(S):
    """The member's own pairs: f32 -> i16 wraps through i32 on A5, is no conversion of A2/A3;
    f32 -> f16 saturates, on arrays and on Tiles."""
    x = np.array([[70000.0, 1.5, -2.5, np.inf]], np.float32)
    if S.tcvtnarrow(x, dst_type="i16").tolist() != [[70000 - 65536, 2, -2, 0]]:
        return False
    if not _raises(S, lambda: S.tcvtnarrow(x, dst_type="i16", target="a2a3"), "f32 -> i16 is not a conversion on a2a3"):
        return False
    ub = np.zeros(256, np.uint8)
    ts, td = S.Tile(ub, 0, "f32", 1, 8, valid_rows=1, valid_cols=4), S.Tile(ub, 64, "f16", 1, 8, valid_rows=1, valid_cols=4)
    ts.write(x)
    S.tcvtnarrow(ts, td)
    return td.values()[0, :5].tolist() == [65504.0, 1.5, -2.5, 65504.0, 0.0]


def _tile_dequant_u8(S):
    """A dequantization of u8 sources: (x - offset[i]) x scale[i] in f32; i16 is not one of its types."""
    x = np.array([[0, 255], [10, 20]], np.uint8)
    scale, offset = np.array([[0.5], [2.0]], np.float32), np.array([[1.0], [-1.0]], np.float32)
    if S.tdequantu8(x, scale, offset).tolist() != [[-0.5, 127.0], [22.0, 42.0]]:
        return False
    return _raises(S, lambda: S.tdequantu8(x.astype(np.int16), scale, offset), "element type i16 is not legal")


def _tile_part_absdiff(S):
    """A partial member: |src0 - src1| where both are valid, the covering source elsewhere
    (A5's copy rule), 0 where neither is on the CPU simulator, on arrays and on Tiles."""
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    b = np.full((2, 4), 20, np.float32)
    want = a.copy()
    want[:2] = 20 - a[:2]
    if not np.array_equal(S.tpartabsdiff(a, b), want):
        return False
    cpu = S.tpartabsdiff(a[:2], b[:, :2], valid_rows=3, valid_cols=4, target="cpu")
    if cpu.tolist() != [[20, 19, 2, 3], [16, 15, 6, 7], [0, 0, 0, 0]]:
        return False
    ub = np.zeros(512, np.uint8)
    ta, tb = S.Tile(ub, 0, "f32", 3, 4), S.Tile(ub, 64, "f32", 3, 4, valid_rows=2, valid_cols=4)
    td = S.Tile(ub, 128, "f32", 3, 4)
    ta.write(a), tb.write(b)
    S.tpartabsdiff(ta, tb, td)
    return np.array_equal(td.values(), want)


def _tile_histogram_member(S):
    """A histogram member: the set's operands, byte attribute, types and targets' layouts."""
    mem = np.zeros(1 << 14, np.uint8)
    src = S.Tile(mem, 0, "u16", 2, 16)
    idx = S.Tile(mem, 4096, "u8", 2, 1, blayout="ColMajor")
    dst = S.Tile(mem, 8192, "u32", 2, 256)
    src.values()[:] = np.array([[0x0100] * 16, [0x02FF] * 8 + [0x0305] * 8], np.uint16)
    idx.values()[:, 0] = [1, 3]
    S.thistogramx(src, idx, dst, byte="0", target="cpu")
    return dst.values()[0, :2].tolist() == [16, 16] and dst.values()[1, 4:6].tolist() == [0, 8]


def _tile_part_arg_member(S):
    """A partial arg member (the greater value, ties to src1 on every target) on arrays."""
    x = np.array([[1.0, 5.0, 2.0]], np.float32)
    y = np.array([[3.0, 2.0]], np.float32)
    val, idx = S.tpartargmaxx(x, y, np.zeros((1, 3), np.int32), np.ones((1, 2), np.int32), target="a5")
    return val.tolist() == [[3.0, 5.0, 2.0]] and idx.tolist() == [[1, 0, 0]]


def _tile_random_member(S):
    """A generator member: the CPU simulator's order on every target (Random123's known answer
    for counter 0 and key 0 in column 64w of lane 0)."""
    got = S.trandomx(0, 0, 0, 0, 0, 0, np.zeros((1, 256), np.uint32), target="a5")
    return got[0, [0, 64, 128, 192]].tolist() == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]


def _ttrix_upper_by_default(S):
    """A triangle of another default (upper) and no spill: a 3 x 4 valid region of a 4 x 8 tile."""
    ub = np.zeros(256, np.uint8)
    d = S.Tile(ub, 0, "f32", 4, 8, valid_rows=3, valid_cols=4)
    S.ttrix(1, d)
    return d.values()[:3, :5].tolist() == [[0, 1, 1, 1, 0], [0, 0, 1, 1, 0], [0, 0, 0, 1, 0]]


def _tile_sort_ascending_cpu(S):
    """A sort of another name: every target's records come from the family's runtime, so a CPU
    member that orders equal scores by index (simulator) and an A5 one in input order differ."""
    ub = np.zeros(1024, np.uint8)
    src, idx, dst = S.Tile(ub, 0, "f32", 1, 32), S.Tile(ub, 128, "u32", 1, 32), S.Tile(ub, 256, "f32", 1, 64)
    idx.write(np.arange(31, -1, -1, dtype=np.uint32).reshape(1, 32))
    S.tsort32x(src, idx, dst, target="cpu")
    by_index = ub[256:512].view(np.uint32)[1::2].tolist()
    S.tsort32x(src, idx, dst, target="a5")
    return by_index == list(range(32)) and ub[256:512].view(np.uint32)[1::2].tolist() == list(range(31, -1, -1))


def _tile_quant_sym(S):
    """An INT8_SYM-only quantization (no offset, no quant_type attribute): x times the row's
    scale, rounded half to even and clamped to i8."""
    ub = np.zeros(1024, np.uint8)
    src, fp = S.Tile(ub, 0, "f32", 1, 8), S.Tile(ub, 64, "f32", 1, 8, valid_rows=1, valid_cols=1)
    dst = S.Tile(ub, 128, "i8", 1, 32, valid_rows=1, valid_cols=8)
    src.write(np.array([[0.5, 1.5, -2.5, 100.0, np.nan, -np.inf, 3.0, 0.25]], np.float32))
    fp.write(np.array([[2.0]], np.float32))
    S.tquantsym(src, fp, dst)
    return dst.values()[0, :8].tolist() == [1, 3, -5, 127, 0, -128, 6, 0]


def _tile_matmul_member(S):
    """tmatmulaccx: a new acc form (acc_in, lhs, rhs); on A5 it adds to dst's own values, on the CPU
    simulator to acc_in's (D-TMATMUL-ACC-SOURCE); 2 x 3 times 3 x 2 of f16 into f32."""
    mem = np.zeros(1 << 15, np.uint8)
    lhs = S.Tile(mem, 0, "f16", 16, 16, loc="Left", valid_rows=2, valid_cols=3, blayout="ColMajor", slayout="RowMajor")
    rhs = S.Tile(mem, 1024, "f16", 16, 16, loc="Right", valid_rows=3, valid_cols=2, slayout="ColMajor")
    dst = S.Tile(mem, 2048, "f32", 16, 16, loc="Acc", valid_rows=2, valid_cols=2, blayout="ColMajor", slayout="RowMajor")
    acc = S.Tile(mem, 4096, "f32", 16, 16, loc="Acc", valid_rows=2, valid_cols=2, blayout="ColMajor", slayout="RowMajor")
    a = np.zeros((16, 16), np.float16)
    a[:2, :3] = [[1, 2, 3], [4, 5, 6]]
    b = np.zeros((16, 16), np.float16)
    b[:3, :2] = [[1, 0], [0, 1], [1, 1]]
    lhs.write(a), rhs.write(b), dst.write(np.full((16, 16), 100, np.float32)), acc.write(np.full((16, 16), 1000, np.float32))
    S.tmatmulaccx(acc, lhs, rhs, dst)
    ok = dst.values()[:2, :2].tolist() == [[104, 105], [110, 111]]
    S.tmatmulaccx(acc, lhs, rhs, dst, target="cpu")
    return ok and dst.values()[:2, :2].tolist() == [[1004, 1005], [1010, 1011]]


# family -> (set, folder, op name, the rest of its YAML, a check on the generated module)
FAMILIES = {
    "a tile quantization": ("tile_convert", "tile_convert", "tquantsym", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%src, %fp : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)"}
operands:
  fp: {pseudo: fp, description: Per-row scale}
element_types:
  src: {all: [f32]}
  fp: {all: [f32]}
  dst: {all: [i8]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = rint(src[i][j] * fp[i][0]);
semantics:
  pattern: tile_quant
  quant: int8
""", _tile_quant_sym),
    "tile generator": ("tile_generate", "tile_generate", "ttrix", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%diagonal : i32) outs(%dst : !pto.tile_buf<...>)"}
operands:
  diagonal: {pseudo: diagonal, description: d}
results:
  dst: {pseudo: dst, description: d}
attributes:
  upperOrLower: {written: dict, values: ["0", "1"], default: "1", description: u}
element_types:
  dst: {all: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = (j < i + diagonal) ? 0 : 1;
semantics:
  pattern: tile_generate
  generate: triangle
""", lambda S: _ttrix_upper_by_default(S)),
    "tile sort": ("tile_sort", "tile_sort", "tsort32x", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%src, %idx : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)"}
operands:
  src: {pseudo: src, description: s}
  idx: {pseudo: idx, description: i}
results:
  dst: {pseudo: dst, description: d}
element_types:
  src: {all: [f32]}
  idx: {all: [u32]}
pseudocode: |
  // the records of each block of 32, largest score first
semantics:
  pattern: tile_sort
  sort: blocks32
  sort_impl: library
  by_target:
    cpu: {sort_impl: simulator}
""", _tile_sort_ascending_cpu),
    "two tiles of partial valid shapes": ("tile_partial", "tile_partial", "tpartabsdiff", """\
element_types:
  src0: {a5: [f32, i16], a2a3: [f32], cpu: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) {
          int in0 = i < R0 && j < C0, in1 = i < R1 && j < C1;
          if (in0 && in1)
              dst[i][j] = (src0[i][j] > src1[i][j]) ? src0[i][j] - src1[i][j] : src1[i][j] - src0[i][j];
          else if (in0)
              dst[i][j] = src0[i][j];
          else if (in1)
              dst[i][j] = src1[i][j];
      }
semantics:
  expr: "(src0 > src1) ? src0 - src1 : src1 - src0"
""", _tile_part_absdiff),
    "a tile matrix product": ("tile_matmul", "tile_matmul", "tmatmulaccx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%acc_in, %lhs, %rhs : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)"}
operands:
  acc_in: {pseudo: acc_in, description: The accumulator.}
pseudocode: |
  for (int i = 0; i < M_SIZE; i++)
      for (int j = 0; j < N_SIZE; j++)
          for (int k = 0; k < K_SIZE; k++)
              dst[i][j] = dst[i][j] + lhs[i][k] * rhs[k][j];
semantics:
  pattern: tile_matmul
""", _tile_matmul_member),
    "a tile histogram": ("tile_histogram", "tile_histogram", "thistogramx", """\
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          for (int k = src[i][j] >> 8; k < 256; k++)
              dst[i][k] = dst[i][k] + 1;
""", _tile_histogram_member),
    "two tiles of partial valid shapes with indices": ("tile_partial", "tile_partial", "tpartargmaxx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%src0, %src1, %src0Idx, %src1Idx : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst, %dstIdx : !pto.tile_buf<...>, !pto.tile_buf<...>)"}
operands:
  src0Idx: {pseudo: src0_idx, description: indices}
  src1Idx: {pseudo: src1_idx, description: indices}
results:
  dstIdx: {pseudo: dst_idx, description: indices}
element_types:
  src0: {a5: [f32], a2a3: [f32], cpu: [f32]}
  src0Idx: {a5: [i32], a2a3: [i32], cpu: [i32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) {
          dst[i][j] = (src0[i][j] > src1[i][j]) ? src0[i][j] : src1[i][j];
          dst_idx[i][j] = (src0[i][j] > src1[i][j]) ? src0_idx[i][j] : src1_idx[i][j];
      }
semantics:
  pattern: tile_memory
  tile_action: part_arg
  better: max
  pick: src0_if_better
""", _tile_part_arg_member),
    "a tile random generator": ("tile_random", "tile_random", "trandomx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%key0, %key1, %counter0, %counter1, %counter2, %counter3 : i32, i32, i32, i32, i32, i32) outs(%dst : !pto.tile_buf<...>)"}
operands:
  key0: {pseudo: key0, description: key}
  key1: {pseudo: key1, description: key}
  counter0: {pseudo: counter0, description: counter}
  counter1: {pseudo: counter1, description: counter}
  counter2: {pseudo: counter2, description: counter}
  counter3: {pseudo: counter3, description: counter}
results:
  dst: {pseudo: dst, description: words}
attributes:
  rounds: {written: dict, values: ["10"], default: "10", description: rounds}
element_types:
  dst: {a5: [u32], a2a3: [u32], cpu: [u32]}
pseudocode: |
  dst[0][0] = key0;
semantics:
  pattern: tile_memory
  tile_action: random
  random_order: words_strided
""", _tile_random_member),
    "a tile print": ("tile_debug", "tile_debug", "tprintx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%src : !pto.tile_buf<...>)"}
operands:
  src: {pseudo: src, description: the tile}
results: {}
attributes:
  printFormat: {written: dict, values: [width10_precision6], default: width10_precision6, description: format}
element_types:
  src: {a5: [f32], a2a3: [f32], cpu: [f32]}
pseudocode: |
  int k = 0;
semantics:
  pattern: tile_memory
  tile_action: print
""", lambda S: S.tprintx(np.array([[1.5]], np.float32)) == "TPRINT 1x1\n  1.500000\n"),
    "tile gather": ("tile_gather_scatter", "tile_gather_scatter", "mgatherx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%table, %index : !pto.partition_tensor_view<...>, !pto.tile_buf<...>) outs(%out : !pto.tile_buf<...>)"}
operands:
  table: {pseudo: table, description: The table}
  index: {pseudo: index, description: The indices}
results:
  out: {pseudo: out, description: The tile gathered}
attributes:
  mode: {written: dict, default: elem, values: [row, elem], description: How the indices are read}
  edge: {written: dict, default: wrap, values: [undefined, clamp, wrap, zero], description: An index past the table}
element_types:
  out: {all: [f32]}
  index: {all: [i32]}
pseudocode: |
  for (int i = 0; i < DR; i++)
      for (int j = 0; j < DC; j++)
          out[i][j] = table[index[i][j] % TABLE_SIZE];
semantics:
  tile_action: gather
  roles: {table: table, index: index, coalesce: mode, oob: edge}
  index: u32
  table_rows: d3
  row_step: view
  col_step: unit
  l1: {table_rows: d3, row_step: view, col_step: unit, tile: elements}
""", _tile_gather_wrapped),
    "one tile": ("tile_unary", "tile_unary", "tsquare", """\
element_types:
  src: {a5: [f32, i16], a2a3: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = src[i][j] * src[i][j];
semantics:
  expr: "src * src"
""", lambda S: np.array_equal(S.tsquare(np.arange(-6, 6, dtype=np.int16).reshape(3, 4), valid_cols=3),
                              (np.arange(-6, 6, dtype=np.int16).reshape(3, 4) ** 2)[:, :3])),
    "tile and scalar": ("tile_scalar", "tile_scalar", "trsubs", """\
element_types:
  src: {a5: [i32], a2a3: [i32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = scalar - src[i][j];
semantics:
  expr: "scalar - src"
""", lambda S: np.array_equal(S.trsubs(np.arange(8, dtype=np.int32).reshape(2, 4), 10),
                              10 - np.arange(8, dtype=np.int32).reshape(2, 4))),
    "three tiles": ("tile_ternary", "tile_ternary", "tmuladdc", """\
element_types:
  src0: {a5: [f32, f16], a2a3: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) {
          T t = src0[i][j] * src1[i][j];
          dst[i][j] = t + src2[i][j];
      }
semantics:
  expr: "src0 * src1 + src2"
expansion: {op: vmul}
""", _tile_fma_c),
    "tile, scalar, tile": ("tile_scalar_ternary", "tile_scalar_ternary", "tmulsc", """\
element_types:
  src0: {a5: [f32, i32], a2a3: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) {
          T t = src0[i][j] * scalar;
          dst[i][j] = t + src1[i][j];
      }
semantics:
  expr: "src0 * scalar + src1"
expansion: {op: vmuls}
""", lambda S: S.tmulsc(np.full((2, 8), 3, np.int32), 5, np.ones((2, 8), np.int32)).tolist() == [[16] * 8] * 2),
    "scalar into dst": ("tile_scalar_dst", "tile_scalar_dst", "tmulsdst", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%scalar : T) outs(%dst : !pto.tile_buf<...>)"}
operands:
  scalar: {pseudo: scalar, description: The factor}
element_types:
  dst: {a5: [f32], a2a3: [f32], cpu: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = dst[i][j] * scalar;
semantics:
  expr: "dst * scalar"
""", _tile_scaled_dst),
    "two tiles": ("tile_binary", "tile_binary", "tabsdiff", """\
element_types:
  src0: {a5: [f32, i16], a2a3: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = (src0[i][j] > src1[i][j]) ? src0[i][j] - src1[i][j] : src1[i][j] - src0[i][j];
semantics:
  expr: "(src0 > src1) ? src0 - src1 : src1 - src0"
expansion: {none: true}  # no one vector op: the family's template needs one, so the member says so
""", _tile_absdiff),
    "a tile and an expanded row": ("tile_col_expand", "tile_col_expand", "tcolexpandabsdiff", """\
element_types:
  src0: {a5: [f32, i16], a2a3: [f32], cpu: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = (src0[i][j] > src1[0][j]) ? src0[i][j] - src1[0][j] : src1[0][j] - src0[i][j];
semantics:
  expr: "(src0 > src1) ? src0 - src1 : src1 - src0"
""", _tile_colexpand_absdiff),
    "a tile and an expanded column": ("tile_row_expand", "tile_row_expand", "trowexpandabsdiff", """\
element_types:
  src0: {a5: [f32, i16], a2a3: [f32], cpu: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = (src0[i][j] > src1[i][0]) ? src0[i][j] - src1[i][0] : src1[i][0] - src0[i][j];
semantics:
  expr: "(src0 > src1) ? src0 - src1 : src1 - src0"
""", _tile_rowexpand_absdiff),
    "a row reduction": ("tile_row_reduce", "tile_row_reduce", "trowmaxx", """\
pseudocode: |
  for (int i = 0; i < R; i++) {
      T m = -INF;
      for (int j = 0; j < C; j++)
          if (src[i][j] > m)
              m = src[i][j];
      dst[i][0] = m;
  }
semantics:
  combine: max
  nan: propagate
""", _tile_row_reduce_max),
    "a column reduction": ("tile_col_reduce", "tile_col_reduce", "tcolminx", """\
element_types:
  src: {all: [f32, i16]}
pseudocode: |
  for (int j = 0; j < C; j++) {
      T m = src[0][j];
      for (int i = 1; i < R; i++)
          if (src[i][j] < m)
              m = src[i][j];
      dst[0][j] = m;
  }
semantics:
  combine: min
  nan: propagate
""", _tile_col_reduce_min),
    "a tile conversion": ("tile_convert", "tile_convert", "tcvtnarrow", """\
element_types:
  src: {a5: [f32], a2a3: [f32], cpu: [f32]}
  dst: {a5: [f16, i16], a2a3: [f16], cpu: [f16, i16]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = CONVERT(src[i][j]);
semantics:
  tile_conversions:
    - {from: f32, to: f16, targets: [a5, a2a3, cpu]}
    - {from: f32, to: i16, targets: [a5, cpu], narrowing: true, via: i32}
""", _tile_convert_narrow),
    "a tile dequantization": ("tile_convert", "tile_convert", "tdequantu8", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%src, %scale, %offset : !pto.tile_buf<...>, !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)"}
operands:
  scale: {pseudo: scale, description: Per-row scale}
  offset: {pseudo: offset, description: Per-row offset}
element_types:
  src: {all: [u8]}
  scale: {all: [f32]}
  offset: {all: [f32]}
  dst: {all: [f32]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = (src[i][j] - offset[i][0]) * scale[i][0];
semantics:
  pattern: tile_dequant
""", _tile_dequant_u8),
    "two registers": ("binary_vector", "binary_vector", "vsqdiff", """\
element_types:
  lhs: {a5: [f32, i16]}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = (src0[i] - src1[i]) * (src0[i] - src1[i]);
semantics:
  expr: (src0 - src1) * (src0 - src1)
""", lambda S: np.array_equal(S.vsqdiff(np.arange(64, dtype=np.float32), np.ones(64, np.float32)),
                              (np.arange(64, dtype=np.float32) - 1) ** 2)),
    "register and scalar": ("vec_scalar", "vec_scalar", "vrsubs", """\
element_types:
  input: {a5: [i32]}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = scalar - src[i];
semantics:
  expr: scalar - src
""", lambda S: np.array_equal(S.vrsubs(np.arange(64, dtype=np.int32), 10), 10 - np.arange(64, dtype=np.int32))),
    "carry": ("binary_vector", "binary_vector", "vsubcx", """\
syntax:
  - {form: ssa, text: "%result, %carry = pto.{op} %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>, !pto.mask<G>"}
results:
  carry: {pseudo: carry, description: No borrow}
element_types:
  lhs: {a5: [u32]}
pseudocode: |
  for (int i = 0; i < N; i++) {
      int total = src0[i];
      total = total - src1[i];
      dst[i] = total;
      carry[i] = total >= 0;
  }
semantics:
  pattern: carry
  combine: sub
""", lambda S: [list(r[:2]) for r in S.vsubcx(np.resize(np.array([3, 1], np.uint32), 64),
                                               np.full(64, 2, np.uint32))] == [[1, 0xFFFFFFFF], [True, False]]),
    "compare": ("compare_select", "compare_select", "vtest", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %src0, %src1, %mask, \\"MODE\\" : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.mask<G>"}
operands:
  src0: {pseudo: src0, description: a}
  src1: {pseudo: src1, description: b}
  mask: {pseudo: mask, description: seed}
results:
  result: {pseudo: dst, description: mask}
attributes:
  mode: {values: [any, none], description: whether any bit is shared}
element_types:
  src0: {all: [u16]}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = mask[i] && MODE(src0[i], src1[i]);
semantics:
  pattern: compare
  by: mode
  exprs: {any: "(src0 & src1) != 0", none: "(src0 & src1) == 0"}
""", lambda S: list(S.vtest(np.resize(np.array([1, 2], np.uint16), 128), np.full(128, 1, np.uint16),
                            mode="any")[:2]) == [True, False]),
    "select": ("compare_select", "compare_select", "vselx", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %src0, %src1, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>"}
operands:
  src0: {pseudo: src0, description: a}
  src1: {pseudo: src1, description: b}
  mask: {pseudo: mask, description: chooser}
results:
  result: {pseudo: dst, description: r}
element_types:
  src0: {all: [i8]}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = mask[i] ? src0[i] : src1[i];
semantics:
  pattern: select
""", lambda S: list(S.vselx(np.ones(256, np.int8), np.zeros(256, np.int8), np.arange(256) < 1)[:2]) == [1, 0]),
    "gather": ("compare_select", "compare_select", "vpick", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %src0, %src1 : !pto.vreg<NxT>, !pto.vreg<NxI> -> !pto.vreg<NxT>"}
operands:
  src0: {pseudo: src, description: a}
  src1: {pseudo: idx, description: b}
results:
  result: {pseudo: dst, description: r}
element_types:
  src0: {all: [f32]}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = src[idx[i] % N];
semantics:
  pattern: gather
  out_of_range: modulo
""", lambda S: list(S.vpick(np.arange(64, dtype=np.float32), np.full(64, 65, np.int32))[:2]) == [1.0, 1.0]),
    "permute": ("data_rearrangement", "data_rearrangement", "vrev", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %src : !pto.vreg<NxT> -> !pto.vreg<NxT>"}
operands:
  src: {pseudo: src, description: a}
results:
  result: {pseudo: dst, description: r}
element_types:
  src: {all: [f32]}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = src[N - 1 - i];
semantics:
  pattern: permute
  lanes: {result: "N - 1 - i"}
""", lambda S: list(S.vrev(np.arange(64, dtype=np.float32))[:2]) == [63.0, 62.0]),
    "compress": ("data_rearrangement", "data_rearrangement", "vsqz2", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %src, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>"}
operands:
  src: {pseudo: src, description: a}
  mask: {pseudo: mask, description: m}
results:
  result: {pseudo: dst, description: r}
element_types:
  src: {all: [i16]}
pseudocode: |
  int k = 0;
  for (int i = 0; i < N; i++)
      if (mask[i]) {
          dst[k] = src[i];
          k++;
      }
semantics:
  pattern: compress
""", lambda S: list(S.vsqz2(np.arange(128, dtype=np.int16), np.arange(128) % 2 == 1)[:2]) == [1, 3]),
    "prefix count": ("data_rearrangement", "data_rearrangement", "vcount", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %src, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>"}
operands:
  src: {pseudo: src, description: a}
  mask: {pseudo: mask, description: m}
results:
  result: {pseudo: dst, description: r}
element_types:
  src: {all: [i16]}
pseudocode: |
  int count = 0;
  for (int i = 0; i < N; i++) {
      dst[i] = count;
      if (mask[i])
          count++;
  }
semantics:
  pattern: prefix_count
""", lambda S: list(S.vcount(np.zeros(128, np.int16), np.ones(128, bool))[:3]) == [0, 1, 2]),
    "resize": ("data_rearrangement", "data_rearrangement", "vsunpack8", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %src, %part : !pto.vreg<NxT> -> !pto.vreg<MxU>"}
operands:
  src: {pseudo: src, description: a}
  part: {pseudo: part, description: p}
results:
  result: {pseudo: dst, description: r}
element_types:
  src: {all: [i8]}
pseudocode: |
  for (int i = 0; i < N / 2; i++)
      dst[i] = src[((part != 0) ? N / 2 : 0) + i];
semantics:
  pattern: resize
  convert: sign_extend
  part: part
  result_type: {i8: i16}
""", lambda S: S.vsunpack8(np.full(256, -3, np.int8), 1)[0] == -3 and S.vsunpack8(np.zeros(256, np.int8), 0).dtype == np.int16),
    "iota": ("conversion", "conversion", "vci2", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %index : T -> !pto.vreg<NxT>"}
operands:
  index: {pseudo: index, description: base}
results:
  result: {pseudo: dst, description: r}
attributes:
  order: {written: dict, values: [UP2, DOWN2], default: UP2, description: step}
element_types:
  result: {all: [i32]}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = ORDER(index, i);
semantics:
  pattern: iota
  by: order
  exprs: {UP2: "index + 2 * i", DOWN2: "index - 2 * i"}
""", lambda S: list(S.vci2(10, dtype="i32")[:3]) == [10, 12, 14]),
    "bitcast": ("conversion", "conversion", "vreinterpret", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %input : !pto.vreg<NxT> -> !pto.vreg<MxU>"}
operands:
  input: {pseudo: src, description: a}
results:
  result: {pseudo: dst, description: r}
pseudocode_names: {src_bytes: input, dst_bytes: result}
element_types:
  input: {all: [u32, f32]}
pseudocode: |
  for (int b = 0; b < NB; b++)
      dst_bytes[b] = src_bytes[b];
semantics:
  pattern: bitcast
""", lambda S: S.vreinterpret(np.ones(64, np.float32), dtype="u32")[0] == 0x3F800000),
    "convert": ("conversion", "conversion", "vcvtx", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %input, %mask : !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<MxU>"}
operands:
  input: {pseudo: src, description: a}
  mask: {pseudo: mask, description: m}
results:
  result: {pseudo: dst, description: r}
attributes:
  rnd: {written: dict, optional: true, values: [R, Z], description: rounding}
  sat: {written: dict, optional: true, values: [SAT, NOSAT], description: saturation}
  part: {written: dict, optional: true, values: [EVEN, ODD], description: part}
element_types:
  input: {all: [f32]}
pseudocode: |
  for (int i = 0; i < N; i++)
      if (mask[i])
          dst[i] = CONVERT(src[i]);
semantics:
  pattern: convert
  parts: {"2": [EVEN, ODD]}
  pairs:
    - {from: f32, to: i32, rnd: [R, Z], sat: true}
""", lambda S: list(S.vcvtx(np.full(64, -2.5, np.float32), dtype="i32", rnd="Z", sat="SAT")[:1]) == [-2]),
    "widening multiply": ("sfu_dsa", "sfu_dsa", "vmullx", """\
syntax:
  - {form: ssa, text: "%low, %high = pto.{op} %lhs, %rhs, %mask : !pto.vreg<NxT>, !pto.vreg<NxT>, !pto.mask<G> -> !pto.vreg<NxT>, !pto.vreg<NxT>"}
operands:
  lhs: {pseudo: src0, description: a}
  rhs: {pseudo: src1, description: b}
  mask: {pseudo: mask, description: m}
results:
  low: {pseudo: low, description: l}
  high: {pseudo: high, description: h}
element_types:
  lhs: {all: [u32]}
pseudocode: |
  for (int i = 0; i < N; i++) {
      int p = src0[i];
      p = p * src1[i];
      low[i] = p;
      high[i] = p >> 32;
  }
semantics:
  pattern: mul_wide
""", lambda S: [int(v[0]) for v in S.vmullx(np.full(64, 2**31, np.uint32), np.full(64, 4, np.uint32))] == [0, 2]),
    "fused convert": ("sfu_dsa", "sfu_dsa", "vsubreluconv", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %lhs, %rhs : !pto.vreg<NxT>, !pto.vreg<NxT> -> !pto.vreg<MxU>"}
operands:
  lhs: {pseudo: src0, description: a}
  rhs: {pseudo: src1, description: b}
results:
  result: {pseudo: dst, description: r}
element_types:
  lhs: {all: [f32]}
pseudocode: |
  for (int i = 0; i < N; i++) {
      T d = src0[i] - src1[i];
      dst[2 * i] = CONVERT((d > 0) ? d : 0);
  }
semantics:
  pattern: fused_convert
  expr: "(src0 - src1 > 0) ? src0 - src1 : 0"
  result_type: {f32: f16}
""", lambda S: list(S.vsubreluconv(np.full(64, 1.5, np.float32), np.full(64, 2.0, np.float32))[:2]) == [0.0, 0.0]
    and S.vsubreluconv(np.full(64, 3.0, np.float32), np.full(64, 1.0, np.float32))[0] == 2.0),
    "fused convert with a scalar": ("sfu_dsa", "sfu_dsa", "vaddscvt", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %input, %scalar, %mask, \\"RND\\", \\"PART\\" : !pto.vreg<NxT>, T, !pto.mask<G> -> !pto.vreg<Mxf16>"}
operands:
  input: {pseudo: src, description: a}
  scalar: {pseudo: scalar, description: s}
  mask: {pseudo: mask, description: m}
results:
  result: {pseudo: dst, description: r}
attributes:
  rnd: {values: [A, Z], description: r}
  part: {values: [EVEN, ODD], description: p}
element_types:
  input: {all: [f32]}
pseudocode: |
  for (int i = 0; i < N; i++)
      if (mask[i])
          dst[2 * i + part] = CONVERT(src[i] + scalar);
semantics:
  pattern: fused_convert
  expr: "src + scalar"
  result_type: {f32: f16}
""", lambda S: float(S.vaddscvt(np.full(64, 1.0, np.float32), np.float32(2 ** -11), None, rnd="A", part="ODD")[1])
    == 1 + 2 ** -10 and float(S.vaddscvt(np.full(64, 1.0, np.float32), np.float32(2 ** -11), None, rnd="Z",
                                        part="ODD")[1]) == 1.0
    and float(S.vaddscvt(np.full(64, 1.0, np.float32), np.float32(0), None, rnd="A", part="ODD")[0]) == 0.0),
    "mask bitcast": ("conversion", "conversion", "pcast", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %input : !pto.mask<G> -> !pto.mask<H>"}
operands:
  input: {pseudo: src, description: a}
results:
  result: {pseudo: dst, description: r}
element_types: {}
pseudocode: |
  int bits[NB];
  for (int i = 0; i < NB / K_IN; i++)
      bits[i * K_IN] = src[i];
  for (int i = 0; i < NB / K_OUT; i++)
      dst[i] = bits[i * K_OUT];
semantics:
  pattern: mask_bitcast
""", lambda S: list(S.pcast(np.ones(64, bool), source="b32", result="b8")[:5]) == [True, False, False, False, True]),
    "sort": ("sfu_dsa", "sfu_dsa", "vbitsortx", """\
syntax:
  - {form: ssa, text: "pto.{op} %destination, %source, %indices, %repeat_times : !pto.ptr<U, ub>, !pto.ptr<T, ub>, !pto.ptr<I, ub>, index"}
operands:
  destination: {pseudo: dst, description: d}
  source: {pseudo: src, description: s}
  indices: {pseudo: idx, description: i}
  repeat_times: {pseudo: repeat, description: r}
results: {}
element_types:
  source: {all: [f32]}
pseudocode_names: {dst_score: destination, dst_index: destination}
pseudocode: |
  for (int r = 0; r < repeat; r++)
      for (int k = 0; k < 32; k++) {
          int rank = 0;
          for (int j = 0; j < 32; j++)
              if (src[32 * r + j] > src[32 * r + k] || (src[32 * r + j] == src[32 * r + k] && j < k))
                  rank++;
          dst_score[32 * r + rank] = src[32 * r + k];
          dst_index[32 * r + rank] = idx[32 * r + k];
      }
semantics:
  pattern: sort32
  base_align: 32
""", lambda S: _sorted_indices(S, "vbitsortx")[:2] == [31, 30]),
    "transpose": ("sfu_dsa", "sfu_dsa", "vtranspose8", """\
syntax:
  - {form: ssa, text: "pto.{op} %dest, %src, %config : !pto.ptr<T, ub>, !pto.ptr<T, ub>, i64"}
operands:
  dest: {pseudo: dst, description: d}
  src: {pseudo: src, description: s}
  config: {pseudo: config, description: c}
results: {}
element_types:
  src: {all: [i32]}
pseudocode: |
  for (int r = 0; r < 8; r++)
      for (int c = 0; c < 4; c++)
          dst[8 * c + r] = src[4 * r + c];
semantics:
  pattern: transpose
  block: {rows: 8, cols: 4}
""", lambda S: S.vtranspose8(np.arange(32, dtype=np.int32)).tolist() == [4 * (i % 8) + i // 8 for i in range(32)]),
    "histogram": ("reduction", "reduction", "dhistx", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %acc, %input, %mask, %bin : !pto.vreg<MxU>, !pto.vreg<NxT>, !pto.mask<b8>, i32 -> !pto.vreg<MxU>"}
operands:
  acc: {pseudo: acc, description: a}
  bin: {pseudo: bin, description: b}
element_types:
  input: {a5: [u8]}
pseudocode: |
  for (int k = 0; k < 128; k++) {
      int count = 0;
      for (int i = 0; i < 256; i++)
          if (mask[i] && src[i] == 128 * bin + k)
              count++;
      dst[k] = acc[k] + count;
  }
constraints:
  - {id: same-type, text: The result type MUST equal the type of %acc., check: result.type == acc.type}
semantics:
  pattern: histogram
  histogram: frequency
  predication: []
""", lambda S: S.dhistx(np.ones(128, np.uint16), np.full(256, 129, np.uint8), None, 1).tolist() == [1, 257] + [1] * 126),
    "not specified": ("sfu_dsa", "sfu_dsa", "vmystery", """\
syntax:
  - {form: ssa, text: "pto.{op} %dest, %src : !pto.ptr<T, ub>, !pto.ptr<T, ub>"}
operands:
  dest: {pseudo: dst, description: d}
  src: {pseudo: src, description: s}
results: {}
element_types:
  src: {all: [f16]}
pseudocode: |
  // nothing public says
decisions:
  - {id: D-MYSTERY, title: Unknown, text: Nothing public says what it computes.}
semantics:
  pattern: unspecified
""", lambda S: _raises(S, lambda: S.vmystery(), "not specified by any public source (D-MYSTERY)")),
    "tile compare": ("tile_compare", "tile_compare", "tcmpsx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%src, %scalar : !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)"}
operands:
  src: {pseudo: src, description: s}
  scalar: {pseudo: scalar, description: s}
results:
  dst: {pseudo: dst, description: d}
attributes:
  cmpMode: {written: dict, values: [eq, gt], default: gt, description: m}
element_types:
  src: {all: [f32]}
  dst: {all: [u8]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[(i * C + j) / 8] = dst[(i * C + j) / 8] | ((src[i][j] > scalar) << ((i * C + j) % 8));
semantics:
  pattern: tile_compare
  by: cmpMode
  exprs: {eq: "src == scalar", gt: "src > scalar"}
  packing: stream
""", lambda S: S.tcmpsx(np.array([[1, 9, 9, 1, 9, 1, 1, 1] + [0] * 56], np.float32), 5.0)[0, 0] == 0b10110
        and S.tcmpsx(np.full((1, 64), 5, np.float32), 5.0, cmpMode="eq")[0, :8].tolist() == [0xFF] * 8),
    "tile select": ("tile_compare", "tile_compare", "tselsx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%mask, %src, %scalar : !pto.tile_buf<...>, !pto.tile_buf<...>, T) outs(%dst : !pto.tile_buf<...>)"}
operands:
  mask: {pseudo: mask, description: m}
  src: {pseudo: src, description: s}
  scalar: {pseudo: scalar, description: s}
results:
  dst: {pseudo: dst, description: d}
element_types:
  src: {all: [i16]}
  mask: {all: [u8]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = (mask[i][j / 8] >> (j % 8)) & 1 ? src[i][j] : scalar;
semantics:
  pattern: tile_select
  packing: rows
""", lambda S: S.tselsx(np.array([[0b101] + [0] * 31], np.uint8), np.arange(1, 17, dtype=np.int16).reshape(1, 16), -1,
                         valid_rows=1, valid_cols=4).tolist() == [[1, -1, 3, -1]]),
    "a tile repeated along an edge": ("tile_expand", "tile_expand", "tcolexpandx", """\
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[i][j] = src[0][j];
semantics:
  broadcast: {src: first_row}
""", lambda S: S.tcolexpandx(np.arange(8, dtype=np.int16).reshape(2, 4), dst=np.zeros((2, 4), np.int16),
                              valid_rows=2, valid_cols=3).tolist() == [[0, 1, 2, 0], [0, 1, 2, 0]]),
    "tile arg reduction": ("tile_arg_reduce", "tile_arg_reduce", "trowargmaxx", """\
pseudocode: |
  for (int i = 0; i < R; i++) {
      T best = -INF; int idx = 0;
      for (int j = 0; j < C; j++)
          if (src[i][j] > best) { best = src[i][j]; idx = j; }
      dst[i][0] = idx;
      dstVal[i][0] = best;
      dstIdx[i][0] = idx;
  }
pseudocode_names: {dst: dst, dstVal: dstVal, dstIdx: dstIdx}
element_types:
  src: {all: [f32, i16]}
  dst: {all: [u32, i32]}
  dstIdx: {all: [u32, i32]}
semantics:
  combine: max
  axis: row
  init: extreme
  by_target:
    cpu: {init: first}
""", lambda S: S.trowargmaxx(np.array([[np.nan, 2, 7, 7], [1, 1, 0, 1]], np.float32)).tolist() == [[2], [0]]
        and S.trowargmaxx(np.array([[np.nan, 2, 7, 7]], np.float32), target="cpu").tolist() == [[0]]
        and S.trowargmaxx(np.array([[3, 9]], np.int16), mode="value_index", index_dtype="i32")[0].tolist() == [[9]]),
    "a tile copied into a window of another": ("tile_layout", "tile_layout", "tinsertx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%src, %indexRow, %indexCol : !pto.tile_buf<...>, index, index) outs(%dst : !pto.tile_buf<...>)"}
operands:
  src: {pseudo: src, description: s}
  indexRow: {pseudo: row, description: r}
  indexCol: {pseudo: col, description: c}
element_types:
  src: {all: [i16]}
pseudocode: |
  for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++)
          dst[row + i][col + j] = src[i][j];
semantics:
  tile_action: insert
  window_bound: shape
  by_target:
    cpu: {window_bound: valid}
""", lambda S: _tile_window(S)),
    "a tile padded around its valid region": ("tile_layout", "tile_layout", "tfillpadx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%src : !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)"}
operands:
  src: {pseudo: src, description: s}
element_types:
  src: {all: [i16]}
pseudocode: |
  for (int i = 0; i < DR; i++)
      for (int j = 0; j < DC; j++)
          dst[i][j] = (i < R && j < C) ? src[i][j] : PAD_FILL;
semantics:
  tile_action: fill_pad
  pad_extent: whole_tile
  pad_limits: infinite
""", lambda S: _tile_pad(S)),
    "two tiles joined side by side": ("tile_layout", "tile_layout", "tconcatx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%src0, %src1 : !pto.tile_buf<...>, !pto.tile_buf<...>) outs(%dst : !pto.tile_buf<...>)"}
operands:
  src0: {pseudo: src0, description: a}
  src1: {pseudo: src1, description: b}
element_types:
  src0: {all: [i16]}
pseudocode: |
  for (int i = 0; i < DR; i++) {
      for (int j = 0; j < C; j++)
          dst[i][j] = src0[i][j];
      for (int j = 0; j < DC - C; j++)
          dst[i][C + j] = src1[i][j];
  }
semantics:
  tile_action: concat
""", lambda S: _tile_concat(S)),
    "tile events": ("tile_sync", "tile_sync", "twaitx", """\
syntax:
  - {form: dps, text: "pto.{op} ins(%events... : !pto.tile_buf<...>...)"}
operands:
  events: {pseudo: events, description: e}
results: {}
element_types:
  events: {all: {any: true, decision: D-TSYNC-EVENTS}}
pseudocode: |
  // the work on each tile named is complete
semantics:
  pattern: tile_sync
  sync: events
""", lambda S: S.twaitx([S.Tile(np.zeros(64, np.uint8), 0, "f32", 2, 8)]) is None
        and _raises(S, lambda: S.twaitx([S.Tile(np.zeros(64, np.uint8), 0, "f32", 2, 8), 7]),
                    "pto.twaitx: event 1 must be a tile or a partition view, got int")),
    "broadcast": ("predicate_materialization", "predicate_materialization", "vbrx", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %value : T -> !pto.vreg<NxT>"}
operands:
  value: {pseudo: value, description: v}
results:
  result: {pseudo: dst, description: r}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = value;
semantics:
  pattern: broadcast
""", lambda S: (S.vbrx(3, dtype="i16") == 3).all()),
    "cube fractal loads": ("cube_data_movement", "cube_data_movement", "mte_l1_l0ax", """\
syntax:
  - {form: ssa, text: "pto.{op} %src, %dst, %m_start, %k_start, %m_step, %k_step, %src_stride, %dst_stride : !pto.ptr<T, l1>, !pto.ptr<T, l0a>, i64, i64, i64, i64, i64, i64"}
operands:
  src: {pseudo: src, description: s}
  dst: {pseudo: dst, description: d}
  m_start: {pseudo: m_start, description: a}
  k_start: {pseudo: k_start, description: b}
  m_step: {pseudo: m_step, description: c}
  k_step: {pseudo: k_step, description: d}
  src_stride: {pseudo: src_stride, description: e}
  dst_stride: {pseudo: dst_stride, description: f}
results: {}
attributes:
  transpose: {written: dict, values: ["false", "true"], default: "false", description: t}
element_types:
  src: {a5: [f16], a2a3: {list: [], decision: D-CUBE-TARGETS}, cpu: {list: [], decision: D-CUBE-TARGETS}}
pseudocode: |
  // fractal blocks, plain or transposed
semantics:
  pattern: cube_move
  cube_move: {action: l0, source: l1, dest: l0a}
""", lambda S: _fractal_transposed(S)),
    "cube multiply": ("cube_compute", "cube_compute", "mad_accx", """\
syntax:
  - {form: ssa, text: "pto.{op} %lhs, %rhs, %dst, %m, %n, %k : !pto.ptr<A, l0a>, !pto.ptr<B, l0b>, !pto.ptr<C, l0c>, i64, i64, i64"}
operands:
  lhs: {pseudo: lhs, description: l}
  rhs: {pseudo: rhs, description: r}
  dst: {pseudo: dst, description: d}
  m: {pseudo: m, description: m}
  n: {pseudo: n, description: n}
  k: {pseudo: k, description: k}
attributes: {}
element_types:
  lhs: {all: [f16]}
  rhs: {all: [f16]}
  dst: {all: [f32]}
pseudocode: |
  // dst += lhs x rhs
semantics:
  pattern: cube
  cube: {action: mad, init: acc}
""", lambda S: _mad_accumulates(S)),
    "cube writeback": ("cube_fixpipe", "cube_fixpipe", "mte_l0c_l1x", """\
syntax:
  - {form: ssa, text: "pto.{op} %src, %dst, %m, %n, %src_stride, %dst_stride : !pto.ptr<A, l0c>, !pto.ptr<D, l1>, i64, i64, i64, i64"}
operands:
  src: {pseudo: src, description: s}
  dst: {pseudo: dst, description: d}
  m: {pseudo: m, description: m}
  n: {pseudo: n, description: n}
  src_stride: {pseudo: src_stride, description: a}
  dst_stride: {pseudo: dst_stride, description: b}
attributes:
  layout: {written: dict, optional: true, values: [nz2nd, nz2dn], description: l}
element_types:
  src: {all: [f32]}
  dst: {all: [f32]}
pseudocode: |
  // the accumulators in ND or DN order
semantics:
  pattern: cube
  cube: {action: fixpipe, dest: l1}
""", lambda S: _writeback_transposed(S)),
}


def _mad_accumulates(S):
    """mad_accx: a 16 x 16 f16 identity (one NZ fractal, row-major) times B (one ZN fractal: B
    column-major) added to L0C's 2.0 everywhere (NZ 16 x 16: row-major)."""
    l0a = np.eye(16, dtype=np.float16).reshape(-1).view(np.uint8).copy()
    b = np.arange(256, dtype=np.float16).reshape(16, 16)
    l0b = np.ascontiguousarray(b.T).reshape(-1).view(np.uint8).copy()
    l0c = np.full(256, 2.0, np.float32).view(np.uint8).copy()
    S.mad_accx(S.Ptr(l0a, 0, "f16", "l0a"), S.Ptr(l0b, 0, "f16", "l0b"), S.Ptr(l0c, 0, "f32", "l0c"), 16, 16, 16)
    return np.array_equal(l0c.view(np.float32).reshape(16, 16), b.astype(np.float32) + 2)


def _writeback_transposed(S):
    """mte_l0c_l1x: 16 x 16 accumulators (one NZ fractal) written transposed with rows 20 apart."""
    l0c = np.arange(256, dtype=np.float32).view(np.uint8).copy()
    l1 = np.zeros(16 * 20 * 4, np.uint8)
    S.mte_l0c_l1x(S.Ptr(l0c, 0, "f32", "l0c"), S.Ptr(l1, 0, "f32", "l1"), 16, 16, 16, 20, layout="nz2dn")
    return np.array_equal(l1.view(np.float32).reshape(16, 20)[:, :16], np.arange(256, dtype=np.float32).reshape(16, 16).T)


def _fractal_transposed(S):
    """One 16 x 16 f16 fractal loaded transposed into L0A: element (i, j) lands at (j, i)."""
    l1 = np.arange(256, dtype=np.uint16).view(np.uint8).copy()
    l0a = np.zeros(512, np.uint8)
    S.mte_l1_l0ax(S.Ptr(l1, 0, "f16", "l1"), S.Ptr(l0a, 0, "f16", "l0a"), 0, 0, 1, 1, 1, 1, transpose="true")
    return np.array_equal(l0a.view(np.uint16).reshape(16, 16), np.arange(256, dtype=np.uint16).reshape(16, 16).T)


def _sorted_indices(S, name):
    """A sort op of the new family run on 32 ascending scores in a unified buffer: the record indices."""
    ub = np.zeros(1024, np.uint8)
    ub[:128] = np.arange(32, dtype=np.float32).view(np.uint8)
    ub[128:256] = np.arange(32, dtype=np.uint32).view(np.uint8)
    getattr(S, name)(S.Ptr(ub, 256, "u32", "ub"), S.Ptr(ub, 0, "f32", "ub"), S.Ptr(ub, 128, "u32", "ub"), 1)
    return [int(v) for v in ub[256:512].view(np.uint32)[1::2]]


def _raises(S, call, text):
    try:
        call()
    except S.SemanticsError as exc:
        return text in str(exc)
    return False


_import = import_generated  # the generated module, imported with its package


@pytest.fixture(scope="module")
def extended(tmp_path_factory):
    """A project copy with every family's new member added (YAML only), generated once."""
    import shutil

    from conftest import ROOT
    root = tmp_path_factory.mktemp("families")
    for part in ("isa", "templates", "generated"):
        shutil.copytree(ROOT / part, root / part, ignore=shutil.ignore_patterns("__pycache__"))
    for set_name, folder, name, body, _ in FAMILIES.values():
        (root / f"isa/ops/{folder}/{name}.yaml").write_text(HEAD.format(name=name, set=set_name) + body + EVIDENCE)
        set_file = root / f"isa/sets/{set_name}.yaml"
        set_file.write_text(set_file.read_text().replace("groups:\n", f"groups:\n  - {{title: New {name}, ops: [{name}]}}\n", 1))
    code = main(["--root", str(root), "gen"])
    return root, code


def _tile_window(S):
    """tinsertx: a 1 x 2 i16 tile into a 2 x 4 one at (1, 2); on the CPU target (the valid region
    bounds the window there) a 2 x 4 tile valid 1 x 4 refuses the same window."""
    mem = np.arange(16, dtype=np.int16).view(np.uint8).copy()
    src, dst = S.Tile(mem, 0, "i16", 1, 2), S.Tile(mem, 16, "i16", 2, 4)
    S.tinsertx(src, 1, 2, dst)
    ok = dst.values().tolist() == [[8, 9, 10, 11], [12, 13, 0, 1]]
    short = S.Tile(mem, 16, "i16", 2, 4, valid_rows=1, valid_cols=4)
    return ok and _raises(S, lambda: S.tinsertx(src, 1, 2, short, target="cpu"),
                          "pto.tinsertx: the 1x2 window at (1, 2) is outside dst's valid region (1x4)")


def _tile_concat(S):
    """tconcatx: 2 x 2 and 2 x 1 valid i16 tiles side by side in a 2 x 3 valid tile."""
    mem = np.arange(24, dtype=np.int16).view(np.uint8).copy()
    a = S.Tile(mem, 0, "i16", 2, 4, valid_rows=2, valid_cols=2)
    b = S.Tile(mem, 16, "i16", 2, 4, valid_rows=2, valid_cols=1)
    dst = S.Tile(np.zeros(16, np.uint8), 0, "i16", 2, 4, valid_rows=2, valid_cols=3)
    S.tconcatx(a, b, dst)
    return dst.values().tolist() == [[0, 1, 8, 0], [4, 5, 12, 0]]


def _tile_pad(S):
    """tfillpadx: a 2 x 4 i16 tile valid 1 x 3 padded with Max over every element."""
    src = S.Tile(np.arange(8, dtype=np.int16).view(np.uint8).copy(), 0, "i16", 2, 4, valid_rows=1, valid_cols=3)
    dst = S.Tile(np.zeros(16, np.uint8), 0, "i16", 2, 4, pad="Max")
    S.tfillpadx(src, dst)
    return dst.values().tolist() == [[0, 1, 2, 32767], [32767] * 4]


@pytest.mark.parametrize("family", list(FAMILIES))
def test_new_member_needs_only_yaml(family, extended):
    root, code = extended
    assert code == 0, "gen failed on the extended database (run it to see the diagnostics)"
    set_name, folder, name, body, check = FAMILIES[family]
    sem = _import(root / "generated/ptoisa_ref/semantics.py", "sem_families")
    assert check(sem)
    rules = _import(root / "generated/ptoisa_ref/verifier_rules.py", "rules_families")
    assert name in rules.OPS
    assert f"# pto.{name}" in (root / f"generated/docs/ops/{folder}/{name}.md").read_text()
