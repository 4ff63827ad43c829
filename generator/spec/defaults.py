"""Give optional mapping keys an explicit None, following the JSON Schema.

Templates run with StrictUndefined, so a misspelt name fails loudly; an
optional key the YAML left out must therefore exist with the value None.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=None)
def _schema(schema_dir: str, name: str) -> dict:
    return json.loads((Path(schema_dir) / name).read_text(encoding="utf-8"))


def _node(schema: dict, pointer: tuple[str, ...]) -> dict:
    node = schema
    for part in pointer:
        node = node[part]
    return node


def fill_optional(data, node: dict):
    """A copy of `data` where every property `node` allows but `data` omits is None."""
    for key in ("oneOf", "anyOf"):
        if key in node:
            for branch in node[key]:
                if branch.get("type") == "object" and isinstance(data, dict) and \
                        set(data) <= set(branch.get("properties", {})) and set(branch.get("required", [])) <= set(data):
                    return fill_optional(data, branch)
            return data
    if isinstance(data, dict) and "properties" in node:
        return {k: fill_optional(data[k], node["properties"][k]) if k in data else None for k in node["properties"]}
    if isinstance(data, list) and isinstance(node.get("items"), dict):
        return [fill_optional(v, node["items"]) for v in data]
    return data


def filled(data, schema_dir: Path, schema_name: str, *pointer: str):
    return fill_optional(data, _node(_schema(str(schema_dir), schema_name), pointer))
