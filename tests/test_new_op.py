"""Adding an op to an existing family is a YAML-only change."""

import sys

import numpy as np

from ptoisa.cli import main
from helpers import import_generated

NEW_OP = """\
# yaml-language-server: $schema=../../schema/op.schema.json
$schema: ../../schema/op.schema.json
name: vsquare
set: unary
summary: Lane-wise square.
mechanism: Each active lane receives its source value multiplied by itself.
element_types:
  input: {a5: [f32, i16]}
pseudocode: |
  for (int i = 0; i < N; i++)
      dst[i] = src[i] * src[i];
semantics:
  expr: src * src
latency:
  a5: {rv: RV_VMUL, cycles: {f32: 7, i16: 6}}
  a2a3:
    startup: A2A3_STARTUP_BINARY
    completion: {f32: A2A3_COMPL_FP_BINOP}
    per_repeat: A2A3_RPT_2
evidence:
  semantics:
    - {kind: manual, source: pto-isa, path: docs/isa/vector/ops/unary-vector-ops/vsquare.md, says: Each lane times itself.}
  element_types:
    - {kind: manual, source: pto-isa, path: docs/isa/vector/ops/unary-vector-ops/vsquare.md, says: A5 types f32 and i16.}
"""


_import = import_generated  # the generated module, imported with its package


def test_new_unary_op_needs_only_yaml(project, capsys):
    (project / "isa/ops/unary/vsquare.yaml").write_text(NEW_OP)
    sets = project / "isa/sets/unary.yaml"
    sets.write_text(sets.read_text().replace("{title: Arithmetic, ops: [vabs, vneg]}",
                                             "{title: Arithmetic, ops: [vabs, vneg, vsquare]}"))
    assert main(["--root", str(project), "gen"]) == 0
    gen = project / "generated"

    sem = _import(gen / "ptoisa_ref/semantics.py", "sem_new")
    x = np.arange(-32, 32, dtype=np.float32)
    assert np.array_equal(sem.vsquare(x), x * x)
    xi = np.full(128, 300, dtype=np.int16)
    assert np.array_equal(sem.vsquare(xi), np.full(128, np.int16(300 * 300 - 65536 * 1), dtype=np.int16))
    mask = np.arange(64) % 2 == 0
    assert np.array_equal(sem.vsquare(x, mask), np.where(mask, x * x, 0).astype(np.float32))

    rules = _import(gen / "ptoisa_ref/verifier_rules.py", "rules_new")
    f32 = rules.VRegType(64, rules.Elem("f32"))
    assert rules.verify_op("vsquare", "a5", {"input": f32, "mask": rules.MaskType("b32"), "result": f32}) == []
    f16 = rules.VRegType(128, rules.Elem("f16"))
    bad = rules.verify_op("vsquare", "a5", {"input": f16, "mask": rules.MaskType("b16"), "result": f16})
    assert [v.message for v in bad] == ["pto.vsquare: element type f16 is not legal on A5 (legal: f32, i16)"]

    costs = _import(gen / "ptoisa_ref/costs.py", "costs_new")
    assert costs.a5_latency("vsquare", "i16") == 6
    assert costs.a2a3_cost("vsquare", "f32", 2).total == 14 + 19 + 2 * 2 + 18

    page = (gen / "docs/ops/unary/vsquare.md").read_text()
    assert "# pto.vsquare" in page and "RV_VMUL" in page
    assert "| semantics | manual text only | manual: hw-native-sys/pto-isa@" in page  # the Evidence section
    assert "[pto.vsquare](../ops/unary/vsquare.md)" in (gen / "docs/sets/unary.md").read_text()
    assert "Next op in instruction set: [pto.vsquare](vsquare.md)" in (gen / "docs/ops/unary/vneg.md").read_text()


def test_the_generated_package_imports_only_numpy_ml_dtypes_and_itself():
    import ast

    from conftest import ROOT
    outside = set()
    for path in sorted((ROOT / "generated/ptoisa_ref").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                outside |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                outside.add(node.module.split(".")[0])
    # the standard library, numpy, bf16 and its own modules (relative imports): vendorable
    assert outside - set(sys.stdlib_module_names) == {"numpy", "ml_dtypes"}


def test_index_placement_is_a_one_line_yaml_edit(project, capsys):
    path = project / "isa/ops/reduction/vcmax.yaml"
    path.write_text(path.read_text().replace("  index_lane: 1\n", "  index_lane: 2\n"))
    assert main(["--root", str(project), "gen"]) == 0
    sem = _import(project / "generated/ptoisa_ref/semantics.py", "sem_lane2")
    x = np.zeros(64, np.float32)
    x[9] = 5.0
    out = sem.vcmax(x)
    assert out[0] == 5.0 and out.view(np.uint32)[2] == 9 and out.view(np.uint32)[1] == 0
    assert "lane index in lane 2" in (project / "generated/docs/ops/reduction/vcmax.md").read_text()
