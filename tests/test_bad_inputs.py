"""Bad inputs are test data: each tests/bad_yaml/*.yaml edits one file of a copy of
isa/ and states the diagnostic the generator must print (and that it must leave
generated/ untouched)."""
from pathlib import Path

import pytest
import yaml

from conftest import tree_digest
from ptoisa.cli import main

CASES = sorted(Path(__file__).parent.glob("bad_yaml/*.yaml"))


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_bad_input(case, project, capsys):
    spec = yaml.safe_load(case.read_text())
    target = project / spec["file"]
    text = target.read_text()
    assert spec["find"] in text, f"{case.name}: 'find' text is not in {spec['file']}"
    target.write_text(text.replace(spec["find"], spec["replace"], 1))
    before = tree_digest(project / "generated")
    code = main(["--root", str(project), "gen"])
    err = capsys.readouterr().err
    assert code == 1
    assert spec["expect"] in err, err
    if "message" in spec:
        assert spec["message"] in err, err
    # Every diagnostic is followed by its source line and a caret row.
    first = err.splitlines()
    assert first[0].startswith(spec["file"]) and first[2].strip() == "^", err
    assert tree_digest(project / "generated") == before
