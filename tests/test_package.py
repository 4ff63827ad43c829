"""The package as a user meets it: import name, commands, root discovery, and the
one-way flow of imports between its parts."""
import ast
import re
import shutil
import subprocess
import sys

import pytest

import ptoisa
from conftest import ROOT
from ptoisa.cli import main

PACKAGE = ROOT / "generator"

# part -> the parts it may import (besides itself and the leaf modules).
ALLOWED = {
    "lang": set(),
    "spec": {"lang"},
    "emit": {"spec", "lang"},
    "runtime": set(),  # copied into ptoisa_ref: imports only its siblings and the generated tables
    "frontend": {"lang"},
    "verify": {"lang", "frontend"},
    "cost": {"lang", "frontend", "verify"},
    "interp": {"lang", "frontend", "verify"},
    "cli": {"lang", "spec", "emit", "frontend", "verify", "cost", "interp"},
}
# The tools use each other only through what a tool's package exports, never its modules.
TOOLS = {"verify", "cost", "interp"}
LEAVES = {"diagnostics", "gcpause", "__init__"}


def _part(path):
    rel = path.relative_to(PACKAGE).parts
    return rel[0] if len(rel) > 1 else path.stem


def _imports(path):
    """(dotted path inside ptoisa, line) of every import of ptoisa inside the module at `path`."""
    tree = ast.parse(path.read_text(), str(path))
    depth = len(path.relative_to(PACKAGE).parts) - 1
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against the module's package
                base = list(path.relative_to(PACKAGE).parts[:depth])[: max(0, depth - (node.level - 1))]
                parts = base + (node.module.split(".") if node.module else [])
                names = [parts + [a.name] for a in node.names] if not node.module else [parts]
            elif node.module and node.module.split(".")[0] == "ptoisa":
                names = [node.module.split(".")[1:]]
            else:
                continue
            for p in names:
                if p:
                    yield tuple(p), node.lineno
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] == "ptoisa" and "." in a.name:
                    yield tuple(a.name.split(".")[1:]), node.lineno


def test_imports_flow_one_way():
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        part = _part(path)
        if part in LEAVES or part == "__main__":
            continue
        for dotted, line in _imports(path):
            target = dotted[0]
            if target in ALLOWED and target != part and target not in ALLOWED.get(part, set()):
                bad.append(f"{path.relative_to(ROOT)}:{line}: {part} imports {target}")
            elif part in TOOLS and target in TOOLS and target != part and len(dotted) > 1 and dotted[1] in _modules(target):
                bad.append(f"{path.relative_to(ROOT)}:{line}: {part} imports {'.'.join(dotted[:2])}, inside {target}")
    assert not bad, "\n".join(bad)


def _modules(part):
    return {p.stem for p in (PACKAGE / part).glob("*.py")} - {"__init__"}


def test_the_tools_never_load_the_spec_pipeline():
    code = ("import sys; from ptoisa import frontend, verify, cost, interp; from ptoisa.interp import run;"
            "print(sorted(m for m in sys.modules if m.startswith(('ptoisa.spec', 'ptoisa.emit', 'jsonschema', 'jinja2'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_every_part_says_what_it_holds():
    for init in sorted(PACKAGE.glob("*/__init__.py")):
        doc = ast.get_docstring(ast.parse(init.read_text()))
        assert doc and "import" in doc.lower(), init


def test_python_m_ptoisa_and_version():
    out = subprocess.run([sys.executable, "-m", "ptoisa", "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == f"ptoisa {ptoisa.__version__}"


def test_root_is_found_from_a_subfolder(monkeypatch, capsys):
    monkeypatch.chdir(ROOT / "isa" / "ops" / "unary")
    assert main(["check"]) == 0
    assert "match" in capsys.readouterr().out


def test_outside_a_project_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    for command in ("gen", "check"):
        assert main([command]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "not inside a PTO ISA project" in err
    assert main(["--root", str(tmp_path), "check"]) == 2
    assert "not a PTO ISA project" in capsys.readouterr().err


@pytest.mark.parametrize("where", ["before", "after"])
def test_root_before_or_after_the_subcommand(project, tmp_path, monkeypatch, capsys, where):
    """`ptoisa --root DIR gen` and `ptoisa gen --root DIR` alike (it was refused after), run
    from a folder outside every project, so only --root can name it."""
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    monkeypatch.chdir(outside)

    def call(command, *rest):
        root = ["--root", str(project)]
        return main([*root, command, *rest] if where == "before" else [command, *root, *rest])

    vexp = project / "isa/ops/unary/vexp.yaml"
    vexp.write_text(vexp.read_text().replace("cycles: {f32: 16, f16: 21}", "cycles: {f32: 15, f16: 21}"))
    assert call("check") == 1
    assert "changed: generated/costs/a5_latency.csv" in capsys.readouterr().out
    assert call("gen") == 0
    assert capsys.readouterr().out.startswith("ptoisa gen: ")
    assert "pto.vexp,f32,RV_VEXP,15," in (project / "generated/costs/a5_latency.csv").read_text()
    assert call("check") == 0
    assert "match" in capsys.readouterr().out
    vexp.write_text(vexp.read_text().replace("set: unary", "set: unary\nbogus: 1"))
    assert call("gen") == 1  # diagnostics are shown relative to the root given after the subcommand too
    assert capsys.readouterr().err.startswith("isa/ops/unary/vexp.yaml:")
    assert call("check", "--root", str(outside)) == 2  # the last one given wins, as for any option
    assert "--root " + str(outside) + ": no isa/machine.yaml there" in capsys.readouterr().err


@pytest.mark.parametrize("args", [["verify", "x.pto", "--target", "a9"], ["cost", "x.pto", "--target", "cpu"],
                                  ["cost", "x.pto", "--target", "bogus"], ["frobnicate"]])
def test_usage_errors_exit_2(args, capsys):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "Traceback" not in err


def test_target_aliases_are_accepted(tmp_path):
    prog = tmp_path / "k.pto"
    prog.write_text("")
    assert main(["verify", str(prog), "--target", "Ascend910_9599"]) == 0
    assert main(["cost", str(prog), "--target", "A2"]) == 0


def test_generated_modules_pass_mypy_strict():
    api = pytest.importorskip("mypy.api")
    out, err, code = api.run(["--strict", "--no-incremental", "--cache-dir", "/dev/null", str(ROOT / "generated/ptoisa_ref")])
    assert code == 0, out + err


def test_packages_are_typed():
    assert (ROOT / "generator/py.typed").exists() and (ROOT / "generated/ptoisa_ref/py.typed").exists()


SCREENFUL = 40  # lines


def test_templates_hold_no_screenful_of_python_without_jinja():
    """Code that is the same for every op lives in generator/runtime/, where tools see it."""
    long_runs = []
    for path in sorted((ROOT / "templates").rglob("*.py.j2")):
        run = 0
        for number, line in enumerate(path.read_text().splitlines(), 1):
            run = 0 if any(mark in line for mark in ("{{", "{%", "{#")) else run + 1
            if run == SCREENFUL + 1:
                long_runs.append(f"{path.relative_to(ROOT)}:{number - SCREENFUL}")
    assert not long_runs, long_runs


def test_the_runtime_is_copied_byte_for_byte():
    copies = ROOT / "generated/ptoisa_ref/runtime"
    sources = sorted(p.name for p in (PACKAGE / "runtime").glob("*.py"))
    assert sources == sorted(p.name for p in copies.glob("*.py"))
    for name in sources:
        assert (copies / name).read_bytes() == (PACKAGE / "runtime" / name).read_bytes(), name


def test_one_command_runs_what_ci_runs():
    """The README's second set-up line installs what CI installs and runs what CI runs (`make ci`:
    check, test, docs), so the docs-site tests do not skip there; .ci/run keeps its own fresh venv."""
    readme = (ROOT / "README.md").read_text()
    setup = readme[readme.index("## Set up"):]
    block = setup[setup.index("```sh\n") + 6:setup.index("```", setup.index("```sh\n") + 6)].splitlines()
    assert block[1] == ("python3 -m venv .venv && . .venv/bin/activate && python -m pip install -e '.[test,docs]' "
                        "&& make ci")
    ci = (ROOT / ".ci/run").read_text()
    assert re.search(r'^venv="\$\(mktemp -d\)/venv"\npython3 -m venv "\$venv"\n\. "\$venv/bin/activate"$', ci, re.M)
    assert "python -m pip install --quiet -e '.[test,docs]'\n" in ci
    assert [line for line in ci.splitlines() if line.startswith("make")] == ["make ci"]
    make = shutil.which("make")
    if make is None:
        pytest.skip("no make")
    dry = [subprocess.run([make, "-n", "-C", str(ROOT), *targets, "PYTHON=python"], capture_output=True, text=True,
                          check=True).stdout for targets in (["ci"], ["check", "test", "docs"])]
    assert dry[0] == dry[1] and "ptoisa check" in dry[0] and "pytest" in dry[0] and "mkdocs build" in dry[0]
