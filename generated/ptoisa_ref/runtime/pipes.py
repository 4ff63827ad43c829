"""Which pipe an op is issued to: `pipe_of`, over the rules of `_tables.PIPES`.

Source: generator/runtime/pipes.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

A rule is a list of cases tried in order; the first whose conditions all hold decides. A case may
ask for the target, the location of a tile operand (vec, mat, left, right, acc, bias, scaling:
the `loc=` keyword of its tile_buf type), the element type of an operand, or the op's mode, as
PTOAS's getPipe() does (D-PIPE-SOURCES); the last case of every rule asks for nothing.
"""
from __future__ import annotations

from collections.abc import Mapping

from .._tables import PIPES, TARGETS, _TARGET_NAMES
from .base import SemanticsError


def pipe_of(op: str, target: str, locations: Mapping[str, str], *,
            elements: Mapping[str, str] | None = None, mode: str | None = None) -> str:
    """The pipe `op` runs on (a name of isa/machine.yaml's `pipes`, such as "PIPE_MTE2").

    `target` is a target id or one of its names (a5, A2/A3, cpu ...). `locations` maps a tile
    operand's name to its location keyword ({"src": "acc"}); `elements` maps an operand to its
    element type ({"dst": "f8e8m0"}) and `mode` is the op's mode. Only what the op's rule asks
    for is needed (`pipe_inputs` says what that is); other entries are ignored. An unknown op or
    target, or a rule that asks for an entry not given, raises SemanticsError. Ops whose pipe
    does not depend on them take no entries: pipe_of("tadd", "a5", {}) is "PIPE_V"."""
    rule = PIPES.get(op.removeprefix("pto."))
    if rule is None:
        raise SemanticsError(f"pto.{op}: unknown op (no pipe rule)")
    tid = _TARGET_NAMES.get(str(target).lower())
    if tid is None:
        raise SemanticsError(f"pto.{op}: unknown target {target!r} (known: {', '.join(TARGETS)})")
    given_elements = elements or {}
    for pipe, targets, locs, elems, modes in rule:
        if targets and tid not in targets:
            continue
        if modes and _pipe_input(op, "mode", "mode", mode) not in modes:
            continue
        if any(_pipe_input(op, name, "location", locations.get(name)) not in allowed for name, allowed in locs):
            continue
        if any(_pipe_input(op, name, "element type", given_elements.get(name)) not in allowed
               for name, allowed in elems):
            continue
        return pipe
    raise SemanticsError(f"pto.{op}: no case of its pipe rule holds")  # unreachable: the last case always holds


def pipe_inputs(op: str) -> tuple[tuple[str, ...], tuple[str, ...], bool]:
    """What `pipe_of` may need for `op`: (tile operands whose location a case asks for, operands
    whose element type one asks for, whether one asks for the mode). ((), (), False) for an op
    whose pipe depends on the target alone."""
    rule = PIPES.get(op.removeprefix("pto."))
    if rule is None:
        raise SemanticsError(f"pto.{op}: unknown op (no pipe rule)")
    locs = dict.fromkeys(name for case in rule for name, _ in case[2])
    elems = dict.fromkeys(name for case in rule for name, _ in case[3])
    return tuple(locs), tuple(elems), any(case[4] for case in rule)


def _pipe_input(op: str, name: str, what: str, value: str | None) -> str:
    if value is None:
        about = "its mode" if what == "mode" else f"the {what} of '{name}'"
        raise SemanticsError(f"pto.{op}: its pipe depends on {about}; pass it to pipe_of")
    return value
