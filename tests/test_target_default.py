"""One default target for verify, cost and run: the module's `pto.target_arch` when it declares
one, else A5; `--target` wins, with a warning when it contradicts the module. cost verifies on
its target first."""
import json

import numpy as np
import pytest

from ptoisa.cli import main
from ptoisa.frontend.mlir import declared_target

# pto.ld_dev is an A5 op (D-DEV-ACCESS-TARGETS): it tells which target the verifier used.
BODY = """  func.func @k(%p: !pto.ptr<i32, gm>) -> i32 {{
    %c0 = arith.constant 0 : index
    %x = pto.ld_dev %p[%c0] : !pto.ptr<i32, gm> -> i32
    return %x : i32
  }}
"""
VCADD = """  func.func @k(%v: !pto.vreg<64xf32>, %all: !pto.mask<b32>) {{
    %s = pto.vcadd %v, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
    return
  }}
"""


def module(arch, body=BODY):
    head = "module {\n" if arch is None else f'module attributes {{pto.target_arch = "{arch}"}} {{\n'
    return head + body.format() + "}\n"


def write(tmp_path, text, name="k.pto"):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_the_declared_target_and_its_place():
    text = '// a kernel\nmodule attributes {pto.kernel_kind = #pto.kernel_kind<vector>,\n    pto.target_arch = "a3"} {\n}\n'
    assert declared_target(text) == ("a3", 3, 5)
    assert declared_target("module {\n}\n") is None
    assert declared_target('func.func @f() attributes {pto.target_arch = "a5"} {\n}\n') is None  # not a module's


@pytest.mark.parametrize("arch, errors", [(None, 0), ("a5", 0), ("a3", 1), ("a2a3", 1)])
def test_verify_checks_for_the_declared_target(tmp_path, capsys, arch, errors):
    path = write(tmp_path, module(arch))
    assert main(["verify", path]) == (1 if errors else 0)
    err = capsys.readouterr().err
    assert f"{errors} error(s), 0 warning(s)" in err
    assert ("pto.ld_dev is not an op of A2/A3 (D-DEV-ACCESS-TARGETS)" in err) == bool(errors)


def test_a_target_given_against_the_module_wins_with_a_warning(tmp_path, capsys):
    path = write(tmp_path, module("a3"))
    assert main(["verify", path, "--target", "a5"]) == 0
    err = capsys.readouterr().err
    assert f'{path}:1:20: warning: the module declares pto.target_arch = "a3" (A2/A3); --target a5 is used' in err
    assert main(["verify", path, "--target", "a2a3"]) == 1  # agrees with the module: no warning
    assert "warning: the module declares" not in capsys.readouterr().err


def test_an_unknown_declared_target_falls_back_to_a5_with_a_warning(tmp_path, capsys):
    path = write(tmp_path, module("a9"))
    assert main(["verify", path]) == 0
    assert 'warning: pto.target_arch = "a9", which is not a target this tool knows; a5 is used' in capsys.readouterr().err


def test_cost_defaults_to_the_declared_target_then_a5(tmp_path, capsys):
    # one vcadd of f32: 22 cycles on A5, 34 on A2/A3 (the cost tables; tests/test_estimate.py)
    for arch, total in ((None, 22), ("a5", 22), ("a2a3", 34)):
        assert main(["cost", write(tmp_path, module(arch, VCADD)), "--format", "json"]) == 0
        [data] = json.loads(capsys.readouterr().out)
        assert data["total"] == total


def test_cost_refuses_a_file_that_does_not_verify_on_its_target(tmp_path, capsys):
    path = write(tmp_path, module("a2a3"))  # ld_dev on A2/A3
    assert main(["cost", path]) == 1
    captured = capsys.readouterr()
    assert "total" not in captured.out and "does not verify" in captured.err
    assert main(["cost", write(tmp_path, module("cpu", VCADD))]) == 2
    assert "no cost tables for CPU simulation" in capsys.readouterr().err


def test_run_takes_the_declared_target(tmp_path, capsys):
    np.arange(8, dtype=np.int32).tofile(tmp_path / "p.bin")
    text = module("a2a3", VCADD.replace("%v: !pto.vreg<64xf32>, %all: !pto.mask<b32>", "%p: !pto.ptr<f32, gm>")
                  .replace("    %s = pto.vcadd %v, %all : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>\n", ""))
    assert main(["run", write(tmp_path, text), "--arg", f"p={tmp_path / 'p.bin'}"]) == 0
    assert "on a2a3 in" in capsys.readouterr().err
    assert main(["run", write(tmp_path, text), "--arg", f"p={tmp_path / 'p.bin'}", "--target", "cpu"]) == 0
    err = capsys.readouterr().err
    assert "on cpu in" in err and '--target cpu is used' in err
