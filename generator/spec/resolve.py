"""Family inheritance: an op inherits its instruction set's `defaults`.

Rule (also stated in op.schema.json): mappings merge key by key, the op
winning on leaves; `constraints` from the set and the op both apply (set
first); anything else the op states replaces the default.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..diagnostics import Location
from .yaml_source import SourceMap

_CONCATENATED = {"constraints"}


@dataclass
class ResolvedOp:
    data: dict
    op_source: SourceMap
    set_source: SourceMap
    # For constraints, which came from the set: their index in the merged list.
    inherited_constraints: int

    def at(self, path: tuple, *, key: bool = False) -> Location:
        """Where the resolved value at `path` was written: the op file, else the set's defaults."""
        if path and path[0] == "constraints" and len(path) > 1:
            i = path[1]
            if i < self.inherited_constraints:
                return self.set_source.at(("defaults", "constraints", i) + path[2:], key=key)
            return self.op_source.at(("constraints", i - self.inherited_constraints) + path[2:], key=key)
        if self.declared_by_op(path):
            return self.op_source.at(path, key=key)
        return self.set_source.at(("defaults",) + tuple(path), key=key)

    def declared_by_op(self, path: tuple) -> bool:
        """Whether the op's own file states the value at `path` (rather than inheriting it)."""
        return tuple(path) in self.op_source.values


def _merge(default: Any, override: Any) -> Any:
    if isinstance(default, dict) and isinstance(override, dict):
        out = dict(default)
        for key, value in override.items():
            out[key] = _merge(default[key], value) if key in default else value
        return out
    return override


def resolve_op(op: dict, op_source: SourceMap, iset: dict, set_source: SourceMap) -> ResolvedOp:
    defaults = iset.get("defaults", {})
    merged: dict = {}
    for key in list(defaults) + [k for k in op if k not in defaults]:
        if key in _CONCATENATED:
            merged[key] = list(defaults.get(key, [])) + list(op.get(key, []))
        elif key in op and key in defaults:
            merged[key] = _merge(defaults[key], op[key])
        elif key in op:
            merged[key] = op[key]
        else:
            merged[key] = defaults[key]
    # Keep the op's own key order first for stable, readable output.
    ordered = {k: merged[k] for k in op if k in merged}
    ordered.update({k: v for k, v in merged.items() if k not in ordered})
    return ResolvedOp(ordered, op_source, set_source, len(defaults.get("constraints", [])))
