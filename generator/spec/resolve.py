"""Family inheritance: an op inherits its instruction set's `defaults`.

Rule (also stated in op.schema.json): mappings merge key by key, the op
winning on leaves (an element_types target entry is a leaf); `constraints` from the set and the op both apply (set
first), except that an op constraint with the id of a set constraint takes its
place; anything else the op states replaces the default.
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
    # Where each merged constraint was written: ("set", index in the defaults) or ("op", index in the op).
    constraint_origin: tuple[tuple[str, int], ...]

    def at(self, path: tuple, *, key: bool = False) -> Location:
        """Where the resolved value at `path` was written: the op file, else the set's defaults."""
        if path and path[0] == "constraints" and len(path) > 1 and path[1] < len(self.constraint_origin):
            side, j = self.constraint_origin[path[1]]
            if side == "set":
                return self.set_source.at(("defaults", "constraints", j) + path[2:], key=key)
            return self.op_source.at(("constraints", j) + path[2:], key=key)
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
    origin: list[tuple[str, int]] = []
    for key in list(defaults) + [k for k in op if k not in defaults]:
        if key in _CONCATENATED:
            own = list(op.get(key, []))
            by_id = {c.get("id"): j for j, c in enumerate(own) if c.get("id")}
            merged[key], used = [], set()
            for j, c in enumerate(defaults.get(key, [])):
                k = by_id.get(c.get("id")) if c.get("id") else None
                merged[key].append(own[k] if k is not None else c)
                origin.append(("op", k) if k is not None else ("set", j))
                if k is not None:
                    used.add(k)
            for j, c in enumerate(own):
                if j not in used:
                    merged[key].append(c)
                    origin.append(("op", j))
        elif key == "element_types" and key in defaults and key in op:
            # a target's entry (a list, or `{same_as: a5}`, `{list: [], decision: ...}`) is replaced whole
            merged[key] = {name: {**defaults[key].get(name, {}), **own} if isinstance(own, dict) else own
                           for name, own in op[key].items()}
            merged[key].update({name: v for name, v in defaults[key].items() if name not in merged[key]})
        elif key in op and key in defaults:
            merged[key] = _merge(defaults[key], op[key])
        elif key in op:
            merged[key] = op[key]
        else:
            merged[key] = defaults[key]
    # Keep the op's own key order first for stable, readable output.
    ordered = {k: merged[k] for k in op if k in merged}
    ordered.update({k: v for k, v in merged.items() if k not in ordered})
    return ResolvedOp(ordered, op_source, set_source, tuple(origin))
