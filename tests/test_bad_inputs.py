"""Bad inputs are test data: each tests/bad_yaml/*.yaml edits one file of a copy of
isa/ (`find`/`replace`, optionally saved in another `encoding`) or creates one
(`create`/`content`), optionally with further `edits` (each a `file`, `find` and
`replace`) where a mistake takes more than one file, and states the diagnostic the
generator must print: where (`expect`, the first diagnostic, which must be followed by
its source line and caret), what (`message`), which text the caret points at
(`caret_under`), every further diagnostic it must print (`also`) and how many errors
in all (`errors`). generated/ must be left untouched."""
from pathlib import Path

import pytest
import yaml

from conftest import tree_digest
from ptoisa.cli import main

CASES = sorted(Path(__file__).parent.glob("bad_yaml/*.yaml"))


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_bad_input(case, project, capsys):
    spec = yaml.safe_load(case.read_text())
    if "create" in spec:
        spec["file"] = spec["create"]
        (project / spec["file"]).write_text(spec["content"])
    else:
        _edit(project, case, spec)
    for edit in spec.get("edits", ()):
        _edit(project, case, edit)
    before = tree_digest(project / "generated")
    code = main(["--root", str(project), "gen"])
    err = capsys.readouterr().err
    assert code == 1
    assert spec["expect"] in err, err
    if "message" in spec:
        assert spec["message"] in err, err
    # Every diagnostic is followed by its source line and a caret row.
    first = err.splitlines()
    assert first[0].startswith(spec["expect"].split(":")[0] + ":") and first[2].strip() == "^", err
    if "caret_under" in spec:
        assert first[1][len(first[2]) - 1:].startswith(spec["caret_under"]), err
    for line in spec.get("also", ()):
        assert line in err, err
    if "errors" in spec:
        assert f"{spec['errors']} error(s)" in err, err
    assert tree_digest(project / "generated") == before


def _edit(project, case, edit):
    target = project / edit["file"]
    text = target.read_text()
    assert edit["find"] in text, f"{case.name}: 'find' text is not in {edit['file']}"
    target.write_bytes(text.replace(edit["find"], edit["replace"], 1).encode(edit.get("encoding", "utf-8")))


def test_a_schema_change_is_checked_against_documents_validated_before(project, capsys):
    """Documents found valid are remembered per schema text: after the schema changes, the
    same documents are validated again (one of them now fails)."""
    assert main(["--root", str(project), "check"]) == 0
    schema = project / "isa" / "schema" / "op.schema.json"
    text = schema.read_text()
    assert '"required": [' in text
    schema.write_text(text.replace('"required": [', '"required": ["not_a_field", ', 1))
    capsys.readouterr()
    assert main(["--root", str(project), "check"]) == 1
    assert "'not_a_field' is a required property" in capsys.readouterr().err
