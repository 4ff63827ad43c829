"""The calling convention `ptoisa run` relies on: each declared input operand of every op binds to
the semantics parameter named by its pseudocode name (or the one BINDINGS names), each string
attribute to a keyword of its name, and the table's state, mode and dtype entries are parameters."""
import inspect
import re

import pytest

from conftest import the_isa
from ptoisa_ref import semantics as S

ISA = the_isa()

# Ops whose functions do not follow the convention, with the reason. Everything else must.
EXCEPTIONS = {
    "vtranspose": {"operands": ["dest"],
                   "why": "the function takes the source block as an array and returns its transpose; the destination "
                          "pointer is where an interpreter would store it"},
    "vsort32": {"operands": ["dest", "src", "config"],
                "why": "no public source says what it computes: the function raises SemanticsError for any call (D-VSORT32)"},
    "vsld": {"operands": ["source", "offset"], "attributes": ["stride"],
             "why": "no public source gives its layouts: the function raises SemanticsError for any call (D-VSLD-VSST)"},
    "vsst": {"operands": ["value", "dest", "offset"], "attributes": ["stride"],
             "why": "no public source gives its layouts: the function raises SemanticsError for any call (D-VSLD-VSST)"},
    "tpack": {"operands": ["src"],
              "why": "no public source says what it computes: the function raises SemanticsError for any call (D-TPACK)"},
    "talloc": {"operands": ["entry", "pipe_handle"], "attributes": ["split"],
               "why": "a run keeps a declared GM descriptor unbound: the function raises SemanticsError for any call "
                      "(D-TPIPE-TALLOC)"},
}


def params(name):
    return inspect.signature(getattr(S, name)).parameters


@pytest.mark.parametrize("op", ISA.ops, ids=lambda o: o.name)
def test_every_operand_and_attribute_is_a_parameter(op):
    got = params(op.name)
    skip = EXCEPTIONS.get(op.name, {}).get("operands", ())
    for o in op.inputs():
        if o.name in skip:
            continue
        assert o.pseudo, f"pto.{op.name}: operand %{o.name} has no pseudocode name"
        assert o.pseudo in got, f"pto.{op.name}: operand %{o.name} (pseudocode name {o.pseudo}) is no parameter of {list(got)}"
    for a in op.attributes:
        if a.name in EXCEPTIONS.get(op.name, {}).get("attributes", ()):
            continue
        assert a.name in got, f"pto.{op.name}: attribute {a.name} is no parameter of {list(got)}"
        assert got[a.name].kind != inspect.Parameter.POSITIONAL_ONLY, f"pto.{op.name}: {a.name} must take a keyword"
    assert "target" in got and got["target"].default == "a5"


@pytest.mark.parametrize("op", ISA.ops, ids=lambda o: o.name)
def test_bindings_table_names_real_parameters(op):
    row = S.BINDINGS[op.name]
    got = params(op.name)
    for operand, param in row["operands"].items():
        if operand not in EXCEPTIONS.get(op.name, {}).get("operands", ()):
            assert param in got, (op.name, operand, param)
    skip = set(EXCEPTIONS.get(op.name, {}).get("attributes", ()))
    for keyword in [k for a, k in row["attributes"].items() if a not in skip] + list(row["state"]) + list(row["types"]):
        assert keyword in got, (op.name, keyword)
    assert ("mode" in got and "mode" not in row["attributes"]) == bool(row["modes"]), op.name  # get_buf's mode is an attribute
    assert ("dtype" in got) == row["dtype"], op.name
    # a tile op's destination written in outs(...) is passed in, like an operand, and written in place
    outs = {n for f in op.forms if f.form == "dps" for n in f.results
            if re.search(r"\bouts\([^:]*%" + n + r"\b", f.text)} if op.set.startswith("tile_") else set()
    if op.semantics["pattern"] == "unspecified":  # (tpack: nothing runs, so nothing is passed in)
        outs = set()
    assert row["results"] == tuple(o.name for o in op.outputs() if o.name not in outs)
    for name in outs:
        assert row["operands"][name] in got, (op.name, name)


def test_exceptions_are_real():
    """An exception that no longer breaks the convention is dropped from the list."""
    for name, entry in EXCEPTIONS.items():
        got = params(name)
        op = ISA.op(name)
        broken = [o.name for o in op.inputs() if o.pseudo not in got] + [a.name for a in op.attributes if a.name not in got]
        assert set(entry.get("operands", ())) | set(entry.get("attributes", ())) <= set(broken), name
