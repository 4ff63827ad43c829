"""Each family of the memory, predicate, sync and pointer sets takes a new member from YAML alone
(as tests/test_new_op_families.py shows for the vector sets): a load and a store with their own
distribution table, a DMA between two global-memory buffers (and one that loops as the DMA
registers say), a DMA register op, a sync op, a pattern mask, a tail
mask, a pointer op, a scalar load and store (the store's types written pointer first), a scalar
load confined to one memory (`spaces`), and a register read with a reset value (`reset`)."""
import numpy as np
import pytest

from ptoisa.cli import main
from ptoisa.spec.load import load_isa
from test_new_op_families import HEAD, _import

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
  placement:
    - {kind: decision, decision: D-NAN, says: A test op.}
  constraints:
    - {kind: decision, decision: D-NAN, says: A test op.}
  inactive_lanes:
    - {kind: decision, decision: D-NAN, says: A test op.}
  syntax:
    - {kind: decision, decision: D-NAN, says: A test op.}
latency: {}
"""


def _load_check(S):
    mem = np.zeros(1024, np.uint8)
    mem[:256] = np.arange(64, dtype=np.float32).view(np.uint8)
    got = S.vldsrev(S.Ptr(mem, 0, "f32", "ub"), 0, dist="REV_B32")
    return list(got[:2]) == [63.0, 62.0] and list(S.vldsrev(S.Ptr(mem, 0, "f32", "ub"), 0)[:2]) == [0.0, 1.0]


def _store_check(S):
    mem = np.zeros(1024, np.uint8)
    S.vstsrev(np.arange(64, dtype=np.float32), S.Ptr(mem, 0, "f32", "ub"), 0, np.arange(64) < 2, dist="REV_B32")
    words = mem[:256].view(np.float32)
    return words[63] == 0.0 and words[62] == 1.0 and words[:62].sum() == 0


def _dma_check(S):
    a, b = np.arange(64, dtype=np.uint8), np.zeros(64, np.uint8)
    S.mte_gm_gm(S.Ptr(a, 0, "u8", "gm"), S.Ptr(b, 0, "u8", "gm"), 4, 3, 8, 16)
    return list(b[:8]) == [0, 1, 2, 3, 0, 0, 0, 0] and list(b[16:20]) == [8, 9, 10, 11] and b[32:36].tolist() == [16, 17, 18, 19]


def _dma_register_check(S):
    dma: dict = {}
    S.set_loop1_both_ubtoout(dma, 3, 64)
    try:
        S.set_loop1_both_ubtoout(dma, 1 << 21, 0)
    except S.SemanticsError as exc:
        wide = "21-bit field" in str(exc)
    return dma == {("ubtoout", "loop1_count"): 3, ("ubtoout", "loop1_src_stride"): 64} and wide \
        and S.BINDINGS["set_loop1_both_ubtoout"]["state"] == ("dma",)


def _dma_registers_check(S):
    a, b = np.arange(64, dtype=np.uint8), np.zeros(64, np.uint8)
    dma = {("outtoub", "loop1_count"): 2, ("outtoub", "loop1_src_stride"): 32, ("outtoub", "loop1_dst_stride"): 16}
    S.copy_gm_to_gm_looped(dma, S.Ptr(a, 0, "u8", "gm"), S.Ptr(b, 0, "u8", "gm"), 4, 2, 8, 8)
    return list(b[:8]) == [0, 1, 2, 3, 0, 0, 0, 0] and list(b[16:20]) == [32, 33, 34, 35] \
        and S.BINDINGS["copy_gm_to_gm_looped"]["state"] == ("dma",)


def _sync_check(S):
    flags = {}
    S.notify(flags, src_pipe="PIPE_S", dst_pipe="PIPE_V", event_id="EVENT_ID2")
    return flags == {("PIPE_S", "PIPE_V", "EVENT_ID2"): 1}


def _semaphore_check(S):
    """A semaphore wait that only A5 has: it takes a signal, reports a wait with none, rejects
    an id past its 8 and the target it lacks."""
    flags = {("CORE", 3): 1}
    S.wait_sema(flags, 3)
    outcomes = []
    for args, target in (((flags, 3), "a5"), (({("CORE", 8): 1}, 8), "a5"), (({("CORE", 3): 1}, 3), "a2a3")):
        try:
            S.wait_sema(*args, target=target)
            outcomes.append("ran")
        except S.SemanticsError as exc:
            outcomes.append(str(exc))
    return flags == {("CORE", 3): 0} and "nothing has signalled" in outcomes[0] and "out of range" in outcomes[1] \
        and "not an op of target a2a3 (D-CORE-SYNC-NAMES)" in outcomes[2]


def _atomic_register_check(S):
    """A new atomic type sets the type register; the UB to GM copy then adds u16 lanes, wrapping."""
    dma: dict = {}
    S.set_atomic_u16(dma)
    S.set_atomic_add(dma)
    ub = np.zeros(64, np.uint8)
    ub[:4] = np.array([1, 65535], np.uint16).view(np.uint8)
    gm = np.zeros(4, np.uint8)
    gm[:] = np.array([7, 2], np.uint16).view(np.uint8)
    S.mte_ub_gm(S.Ptr(ub, 0, "u16", "ub"), S.Ptr(gm, 0, "u16", "gm"), 4, 1, 32, 4, dma=dma)
    return dma[("atomic", "type")] == "u16" and gm.view(np.uint16).tolist() == [8, 1]


# family -> (set, folder, op name, the rest of its YAML, a check on the generated module)
def _align_check(S):
    """A whole f32 register appended at UB byte 4 of an empty stream: bytes 4..255 written, the
    last 4 kept in the state (ending at 260), and a flush writes them."""
    mem = np.zeros(1024, np.uint8)
    value = np.arange(1, 65, dtype=np.float32)
    state = S.vstwhole(S.init_align(), value, S.Ptr(mem, 4, "f32", "ub"))
    written = mem[4:256].view(np.float32).tolist() == list(range(1, 64)) and mem[256:260].sum() == 0
    S.vstas(state, S.Ptr(mem, 260, "f32", "ub"), 0)
    return written and state.addr == 260 and mem[256:260].view(np.float32)[0] == 64.0 and mem[:4].sum() == 0


def _scalar_load_check(S):
    mem = np.arange(32, dtype=np.uint8)
    return int(S.peek(S.Ptr(mem, 4, "u16", "gm"), 3)) == 0x0B0A and S.BINDINGS["peek"]["operands"] == {
        "base": "base", "index": "offset"}


def _scalar_load_gm_check(S):
    mem = np.arange(32, dtype=np.uint8)
    try:
        S.peekgm(S.Ptr(mem, 0, "u16", "ub"), 0)
    except S.SemanticsError as exc:
        rejected = "must point into gm, not ub" in str(exc)
    return int(S.peekgm(S.Ptr(mem, 4, "u16", "gm"), 3)) == 0x0B0A and rejected


def _register_reset_check(S):
    return S.get_cluster_num({}) == 7 and S.get_cluster_num({"CLUSTER_NUM": -2}) == -2


def _scalar_store_check(S):
    mem = np.zeros(16, np.uint8)
    S.poke(-2, S.Ptr(mem, 8, "i16", "ub"), -1)
    try:
        S.poke(1, S.Ptr(mem, 7, "i16", "ub"), 0)
    except S.SemanticsError as exc:
        misaligned = "not 2-byte aligned" in str(exc)
    return mem.tolist() == [0] * 6 + [0xFE, 0xFF] + [0] * 8 and misaligned


FAMILIES = {
    "load": ("vector_load_store", "vector_load_store", "vldsrev", """\
modes:
  - {name: plain, text: p}
  - {name: post_update, text: u}
syntax:
  - {form: ssa, mode: plain, text: "%result = pto.{op} %source[%offset] : !pto.ptr<T, ub> -> !pto.vreg<NxT>"}
  - {form: ssa, mode: post_update, text: "%result, %updated_base = pto.{op} %source[%offset] : !pto.ptr<T, ub> -> !pto.vreg<NxT>, !pto.ptr<T, ub>"}
operands:
  source: {pseudo: source, description: b}
  offset: {pseudo: offset, description: o}
results:
  result: {pseudo: dst, description: r}
  updated_base: {pseudo: updated_base, modes: [post_update], description: u}
attributes:
  dist: {written: dict, values: [NORM, REV_B32], default: NORM, description: d}
element_types:
  result: {all: [f32]}
pseudocode: |
  int base = source + (1 - POST) * offset * ESIZE;
  for (int i = 0; i < NU; i++)
      for (int b = 0; b < U; b++)
          dst[i * U + b] = UB[base + DIST(i) * U + b];
  updated_base = source + offset * ESIZE;
semantics:
  pattern: load
  by: dist
  dists:
    NORM: {unit: 8, lanes: i, align: 32}
    REV_B32: {unit: 32, lanes: N - 1 - i, align: 32}
""", _load_check),
    "store": ("vector_load_store", "vector_load_store", "vstsrev", """\
modes:
  - {name: plain, text: p}
  - {name: post_update, text: u}
syntax:
  - {form: ssa, mode: plain, text: "pto.{op} %value, %destination[%offset], %mask : !pto.vreg<NxT>, !pto.ptr<T, ub>, !pto.mask<G>"}
  - {form: ssa, mode: post_update, text: "%updated_base = pto.{op} %value, %destination[%offset], %mask : !pto.vreg<NxT>, !pto.ptr<T, ub>, !pto.mask<G> -> !pto.ptr<T, ub>"}
operands:
  value: {pseudo: src, description: v}
  destination: {pseudo: destination, description: d}
  offset: {pseudo: offset, description: o}
  mask: {pseudo: mask, description: m}
results:
  updated_base: {pseudo: updated_base, modes: [post_update], description: u}
attributes:
  dist: {written: dict, optional: true, values: [NORM_B32, REV_B32], description: d}
element_types:
  value: {all: [f32]}
pseudocode_names: {pred: mask}
pseudocode: |
  int base = destination + (1 - POST) * offset * ESIZE;
  for (int i = 0; i < NU; i++)
      if (pred[i * U] != 0)
          for (int b = 0; b < TO; b++)
              UB[base + DIST(i) * TO + b] = src[i * U + b];
  updated_base = destination + offset * ESIZE;
semantics:
  pattern: store
  by: dist
  dists:
    NORM_B32: {unit: 32, lanes: i, align: 32}
    REV_B32: {unit: 32, lanes: N - 1 - i, align: 32}
""", _store_check),
    "dma": ("dma_copy", "dma_copy", "mte_gm_gm", """\
syntax:
  - {form: ssa, text: "pto.{op} %gm_src, %gm_dst, %len_burst nburst(%n_burst, %src_stride, %dst_stride) : !pto.ptr<T, gm>, !pto.ptr<T, gm>, i64, i64, i64, i64"}
operands:
  gm_src: {pseudo: gm_src, description: s}
  gm_dst: {pseudo: gm_dst, description: d}
  len_burst: {pseudo: len_burst, description: l}
  n_burst: {pseudo: n_burst, description: n}
  src_stride: {pseudo: src_stride, description: s}
  dst_stride: {pseudo: dst_stride, description: d}
results: {}
element_types:
  gm_src: {all: [u8]}
pseudocode: |
  for (int r = 0; r < n_burst; r++)
      for (int b = 0; b < len_burst; b++)
          GM[gm_dst + r * dst_stride + b] = GM[gm_src + r * src_stride + b];
semantics:
  pattern: dma
  dma: {source: gm, dest: gm, unit: 1, stride: start}
""", _dma_check),
    "dma_register": ("dma_copy", "dma_copy", "set_loop1_both_ubtoout", """\
syntax:
  - {form: ssa, text: "pto.{op} %count, %stride : i64, i64"}
operands:
  count: {pseudo: count, description: c}
  stride: {pseudo: stride, description: s}
results: {}
element_types:
  count: {all: [i64]}
pseudocode: |
  UBTOOUT[LOOP1_COUNT] = count;
  UBTOOUT[LOOP1_SRC_STRIDE] = stride;
semantics:
  pattern: dma_register
  dma_register:
    bank: ubtoout
    writes: {count: loop1_count, stride: loop1_src_stride}
    bits: {count: 21}
""", _dma_register_check),
    "dma_registers": ("dma_copy", "dma_copy", "copy_gm_to_gm_looped", """\
syntax:
  - {form: ssa, text: "pto.{op} %gm_src, %gm_dst, %len_burst, %n_burst, %src_stride, %dst_stride : !pto.ptr<T, gm>, !pto.ptr<T, gm>, i64, i64, i64, i64"}
operands:
  gm_src: {pseudo: gm_src, description: s}
  gm_dst: {pseudo: gm_dst, description: d}
  len_burst: {pseudo: len_burst, description: l}
  n_burst: {pseudo: n_burst, description: n}
  src_stride: {pseudo: src_stride, description: s}
  dst_stride: {pseudo: dst_stride, description: d}
results: {}
element_types:
  gm_src: {all: [u8]}
pseudocode: |
  for (int l1 = 0; l1 < OUTTOUB[LOOP1_COUNT]; l1++)
      for (int r = 0; r < n_burst; r++)
          for (int b = 0; b < len_burst; b++)
              GM[gm_dst + l1 * OUTTOUB[LOOP1_DST_STRIDE] + r * dst_stride + b] = GM[gm_src + l1 * OUTTOUB[LOOP1_SRC_STRIDE] + r * src_stride + b];
semantics:
  pattern: dma
  dma: {source: gm, dest: gm, unit: 1, stride: start, registers: outtoub}
""", _dma_registers_check),
    "sync": ("pipeline_sync", "pipeline_sync", "notify", """\
attributes:
  src_pipe: {values_of: pipes, description: s}
  dst_pipe: {values_of: pipes, description: d}
  event_id: {values_of: events, description: e}
pseudocode: |
  FLAGS[src_pipe][dst_pipe][event_id] += 1;
semantics:
  pattern: sync
  flag: set
""", _sync_check),
    "semaphore": ("pipeline_sync", "pipeline_sync", "wait_sema", """\
syntax:
  - {form: ssa, text: "pto.{op} %event_id : i64"}
operands:
  event_id: {pseudo: event_id, description: e}
element_types:
  event_id:
    a5: [i64]
    a2a3: {list: [], decision: D-CORE-SYNC-NAMES}
    cpu: {same_as: a5}
pseudocode: |
  SEMAPHORE[event_id] -= 1;
semantics:
  pattern: sync
  flag: core_wait
  events: {a5: 8, cpu: 8}
""", _semaphore_check),
    "atomic register": ("dma_copy", "dma_copy", "set_atomic_u16", """\
syntax:
  - {form: ssa, text: "pto.{op}"}
operands: {}
results: {}
element_types: {}
pseudocode: |
  // the atomic type becomes u16
semantics:
  pattern: dma_register
  dma_register: {bank: atomic, sets: {type: u16}}
""", _atomic_register_check),
    "pattern mask": ("predicate_pattern", "predicate_pattern", "pset_x16", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} \\"PATTERN\\" : !pto.mask<b16>"}
""", lambda S: S.pset_x16(pattern="PAT_H").sum() == 64),
    "tail mask": ("predicate_tail", "predicate_tail", "plt_x16", """\
syntax:
  - {form: ssa, text: "%mask, %scalar_out = pto.{op} %scalar : i32 -> !pto.mask<b16>, i32"}
""", lambda S: [int(S.plt_x16(200)[0].sum()), S.plt_x16(200)[1]] == [128, 72]),
    "mask logic": ("predicate_algebra", "predicate_algebra", "pnand", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %src0, %src1, %mask : !pto.mask<G>, !pto.mask<G>, !pto.mask<G> -> !pto.mask<G>"}
operands:
  src0: {pseudo: src0, description: a}
  src1: {pseudo: src1, description: b}
  mask: {pseudo: mask, description: g}
results:
  result: {pseudo: dst, description: r}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = mask[i] && !(src0[i] && src1[i]);
semantics:
  pattern: predicate
  lanes: {result: "mask && !(src0 && src1)"}
""", lambda S: S.pnand(np.ones(64, bool), np.arange(64) < 3).sum() == 61),
    "mask permute": ("predicate_algebra", "predicate_algebra", "prev", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %input : !pto.mask<G> -> !pto.mask<G>"}
operands:
  input: {pseudo: input, description: m}
results:
  result: {pseudo: dst, description: r}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = input[N - 1 - i];
semantics:
  pattern: mask_permute
  lanes: {result: "N - 1 - i"}
""", lambda S: S.prev(np.arange(128) < 1).nonzero()[0].tolist() == [127]),
    "align": ("vector_load_store", "vector_load_store", "vstwhole", """\
syntax:
  - {form: ssa, text: "%align_out = pto.{op} %align_in, %value, %base : !pto.align, !pto.vreg<NxT>, !pto.ptr<T, ub> -> !pto.align"}
operands:
  align_in: {pseudo: align_in, description: a}
  value: {pseudo: value, description: v}
  base: {pseudo: base, description: b}
results:
  align_out: {pseudo: align_out, description: r}
element_types:
  value: {all: [f32]}
pseudocode: |
  UB[base] = value[0];
semantics:
  pattern: align
  align: {action: store, count: register, at: base}
""", _align_check),
    "pointer": ("pointer", "pointer", "ptrstep", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %ptr, %offset : !pto.ptr<T, S> -> !pto.ptr<T, S>"}
operands:
  ptr: {pseudo: ptr, description: p}
  offset: {pseudo: offset, description: o}
results:
  result: {pseudo: result, description: r}
element_types:
  ptr: {all: [f16]}
pseudocode: |
  result = ptr + offset * ESIZE;
semantics:
  pattern: ptr_add
""", lambda S: S.ptrstep(S.Ptr(np.zeros(8, np.uint8), 2, "f16", "ub"), 3).addr == 8),
    "scalar load": ("scalar_memory", "scalar_memory", "peek", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %base[%index] : !pto.ptr<T, S> -> T"}
operands:
  base: {pseudo: base, description: p}
  index: {pseudo: offset, description: o}
results:
  result: {pseudo: result, description: r}
element_types:
  base: {all: [u16]}
pseudocode: |
  for (int b = 0; b < ESIZE; b++)
      result[b] = MEM[base + offset * ESIZE + b];
semantics:
  pattern: scalar_load
""", _scalar_load_check),
    "scalar load, one memory": ("scalar_memory", "scalar_memory", "peekgm", """\
syntax:
  - {form: ssa, text: "%result = pto.{op} %base[%index] : !pto.ptr<T, gm> -> T"}
operands:
  base: {pseudo: base, description: p}
  index: {pseudo: offset, description: o}
results:
  result: {pseudo: result, description: r}
element_types:
  base: {all: [u16]}
pseudocode: |
  for (int b = 0; b < ESIZE; b++)
      result[b] = GM[base + offset * ESIZE + b];
semantics:
  pattern: scalar_load
  spaces: [gm]
""", _scalar_load_gm_check),
    "register read, reset": ("kernel_query", "kernel_query", "get_cluster_num", """\
syntax:
  - {form: ssa, text: "%result = pto.{op}"}
operands: {}
results:
  result: {pseudo: result, description: r}
pseudocode: |
  result = BLOCK_NUM;
semantics:
  predication: []
  pattern: register_read
  register: CLUSTER_NUM
  field_bits: 64
  reset: 7
""", _register_reset_check),
    "scalar store": ("scalar_memory", "scalar_memory", "poke", """\
syntax:
  - {form: ssa, text: "pto.{op} %data, %base[%index] : !pto.ptr<T, S>, T", type_order: [base, data]}
operands:
  data: {pseudo: data, description: v}
  base: {pseudo: base, description: p}
  index: {pseudo: offset, description: o}
results: {}
element_types:
  base: {all: [i16]}
pseudocode: |
  for (int b = 0; b < ESIZE; b++)
      MEM[base + offset * ESIZE + b] = data[b];
semantics:
  pattern: scalar_store
""", _scalar_store_check),
}


@pytest.fixture(scope="module")
def extended(tmp_path_factory):
    """A project copy with every family's new member added (YAML only), generated once."""
    import shutil

    from conftest import ROOT
    root = tmp_path_factory.mktemp("memory_families")
    for part in ("isa", "templates", "generated"):
        shutil.copytree(ROOT / part, root / part, ignore=shutil.ignore_patterns("__pycache__"))
    for set_name, folder, name, body, _ in FAMILIES.values():
        (root / f"isa/ops/{folder}/{name}.yaml").write_text(HEAD.format(name=name, set=set_name) + body + EVIDENCE)
        set_file = root / f"isa/sets/{set_name}.yaml"
        set_file.write_text(set_file.read_text().replace("groups:\n", f"groups:\n  - {{title: New {name}, ops: [{name}]}}\n", 1))
    code = main(["--root", str(root), "gen"])
    return root, code


@pytest.mark.parametrize("family", list(FAMILIES))
def test_new_member_needs_only_yaml(family, extended):
    root, code = extended
    assert code == 0, "gen failed on the extended database (run it to see the diagnostics)"
    set_name, folder, name, body, check = FAMILIES[family]
    sem = _import(root / "generated/ptoisa_ref/semantics.py", "sem_memory_families")
    assert check(sem)
    rules = _import(root / "generated/ptoisa_ref/verifier_rules.py", "rules_memory_families")
    assert name in rules.OPS
    assert f"# pto.{name}" in (root / f"generated/docs/ops/{folder}/{name}.md").read_text()
    if family == "scalar store":  # the verifier binds the written types by the form's type_order
        form = rules.OPS[name].forms[0]
        assert form.type_order == ("base", "data")
        assert [o.types for o in load_isa(root / "isa").op(name).inputs()] == [("T",), ("!pto.ptr<T, S>",), ()]
