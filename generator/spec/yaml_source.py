"""Load YAML keeping the line and column of every key and value.

The rest of the pipeline works on plain dicts and lists; `SourceMap` answers
"where did the value at this path come from" so any later phase can point a
diagnostic at the exact line.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..diagnostics import Diagnostic, DiagnosticError, Location

try:  # libyaml is much faster; the pure-Python loader gives identical nodes.
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the PyYAML build
    _Loader = yaml.SafeLoader

PathKey = tuple  # a path of dict keys and list indexes


@dataclass
class SourceMap:
    path: str
    values: dict[PathKey, Location] = field(default_factory=dict)
    keys: dict[PathKey, Location] = field(default_factory=dict)

    def at(self, path: PathKey, *, key: bool = False) -> Location:
        """Location of the value (or key) at `path`, or of its nearest ancestor."""
        table = self.keys if key else self.values
        p = tuple(path)
        while p:
            if p in table:
                return table[p]
            if p in self.values:
                return self.values[p]
            p = p[:-1]
        return self.values.get((), Location(self.path, 1, 1))


@dataclass
class YamlDocument:
    data: Any
    source: SourceMap


def _loc(path: str, node: yaml.Node) -> Location:
    return Location(path, node.start_mark.line + 1, node.start_mark.column + 1)


def _convert(node: yaml.Node, path: PathKey, smap: SourceMap, constructor, errors: list) -> Any:
    smap.values[path] = _loc(smap.path, node)
    if isinstance(node, yaml.MappingNode):
        out: dict = {}
        for key_node, value_node in node.value:
            key = constructor.construct_object(key_node, deep=True)
            if not isinstance(key, str):
                errors.append(Diagnostic(_loc(smap.path, key_node), f"mapping key {key!r} must be a string"))
                continue
            if key in out:
                errors.append(Diagnostic(_loc(smap.path, key_node), f"duplicate key '{key}'"))
                continue
            smap.keys[path + (key,)] = _loc(smap.path, key_node)
            out[key] = _convert(value_node, path + (key,), smap, constructor, errors)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_convert(n, path + (i,), smap, constructor, errors) for i, n in enumerate(node.value)]
    return constructor.construct_object(node, deep=True)


def load_yaml_text(text: str, path: str) -> YamlDocument:
    """Parse one YAML document; raise DiagnosticError with a location on any problem."""
    smap = SourceMap(path)
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise DiagnosticError([Diagnostic(Location(path, 1, 1), "file is empty")])
        errors: list[Diagnostic] = []
        data = _convert(node, (), smap, loader, errors)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        loc = Location(path, mark.line + 1, mark.column + 1) if mark else Location(path, 1, 1)
        problem = exc.problem or exc.context or "invalid YAML"
        lines = text.split("\n")
        if mark and mark.line < len(lines) and lines[mark.line][mark.column:mark.column + 1] == "\t":
            problem = "a tab character; YAML does not allow tabs in indentation, indent with spaces"
        raise DiagnosticError([Diagnostic(loc, f"YAML syntax: {problem}")]) from None
    except yaml.YAMLError as exc:
        raise DiagnosticError([Diagnostic(Location(path, 1, 1), f"YAML: {exc}")]) from None
    finally:
        loader.dispose()
    if errors:
        raise DiagnosticError(errors)
    return YamlDocument(data, smap)


def load_yaml_file(path: Path) -> YamlDocument:
    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line_start = data.rfind(b"\n", 0, exc.start) + 1
        line = data.count(b"\n", 0, exc.start) + 1
        col = len(data[line_start:exc.start].decode("utf-8", errors="replace")) + 1
        raise DiagnosticError([Diagnostic(Location(str(path), line, col),
                                          f"not UTF-8 text: byte 0x{data[exc.start]:02x} cannot start a character "
                                          f"here (save the file as UTF-8)")]) from None
    return load_yaml_text(text, str(path))
