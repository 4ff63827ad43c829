"""Each family of the vector sets takes a new member from YAML alone: write the op file, list it
in its set, regenerate, and the semantics, verifier rules and page exist and compute the op."""
import importlib.util
import sys

import numpy as np
import pytest

from ptoisa.cli import main

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
latency: {}
"""

# family -> (set, folder, op name, the rest of its YAML, a check on the generated module)
FAMILIES = {
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
}


def _import(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("family", list(FAMILIES))
def test_new_member_needs_only_yaml(family, project, capsys):
    set_name, folder, name, body, check = FAMILIES[family]
    (project / f"isa/ops/{folder}/{name}.yaml").write_text(HEAD.format(name=name, set=set_name) + body + EVIDENCE)
    set_file = project / f"isa/sets/{set_name}.yaml"
    set_file.write_text(set_file.read_text().replace("groups:\n", f"groups:\n  - {{title: New, ops: [{name}]}}\n", 1))
    assert main(["--root", str(project), "gen"]) == 0, capsys.readouterr().err
    sem = _import(project / "generated/ptoisa_ref/semantics.py", f"sem_{name}")
    assert check(sem)
    rules = _import(project / "generated/ptoisa_ref/verifier_rules.py", f"rules_{name}")
    assert name in rules.OPS
    assert f"# pto.{name}" in (project / f"generated/docs/ops/{folder}/{name}.md").read_text()
