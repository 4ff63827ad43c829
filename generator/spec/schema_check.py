"""JSON Schema validation that reports `path:line:col` for every violation."""
from __future__ import annotations

import difflib
import json
from functools import lru_cache
from pathlib import Path

import jsonschema
from referencing import Registry, Resource

from ..diagnostics import Diagnostic
from .yaml_source import SourceMap


@lru_cache(maxsize=None)
def _validators(schema_dir: str) -> dict[str, jsonschema.protocols.Validator]:
    resources = {}
    for path in sorted(Path(schema_dir).glob("*.schema.json")):
        resources[path.name] = json.loads(path.read_text(encoding="utf-8"))
    registry = Registry().with_resources(
        (name, Resource.from_contents(schema)) for name, schema in resources.items()
    )
    return {
        name: jsonschema.Draft202012Validator(schema, registry=registry)
        for name, schema in resources.items()
    }


def validate_property(
    value: object, schema_name: str, key: str, source, schema_dir: Path, what: str = ""
) -> list[Diagnostic]:
    """Validate one top-level property's value against its subschema in `schema_name`."""
    base = _validators(str(schema_dir))[schema_name]
    sub = base.evolve(schema=base.schema["properties"][key])
    out = []
    for error in sub.iter_errors(value):
        path = (key,) + tuple(error.absolute_path)
        where = "/".join(str(p) for p in path)
        out.append(Diagnostic(source.at(path), f"{what}'{where}': {_describe(error)}"))
    return out


def _describe(error: jsonschema.ValidationError) -> str:
    # oneOf/anyOf failures say little by themselves; the closest branch says more.
    if error.validator in ("oneOf", "anyOf") and error.context:
        best = jsonschema.exceptions.best_match(error.context)
        return best.message
    return error.message


def validate_against(
    data: object, schema_name: str, source: SourceMap, schema_dir: Path, what: str = ""
) -> list[Diagnostic]:
    """Every schema violation of `data`, each located at the offending key or value."""
    validator = _validators(str(schema_dir))[schema_name]
    out: list[Diagnostic] = []
    errors = list(validator.iter_errors(data))
    # A misspelt key is one mistake: "unknown key 'sumary' (did you mean 'summary'?)",
    # not that plus "'summary' is a required property".
    meant: set[tuple] = set()
    for error in errors:
        if error.validator == "additionalProperties" and isinstance(error.instance, dict):
            path = tuple(error.absolute_path)
            allowed = sorted(error.schema.get("properties", {}))
            for key in sorted(k for k in error.instance if k not in allowed):
                free = [a for a in allowed if a not in error.instance]
                guess = difflib.get_close_matches(key, free, n=1, cutoff=0.75)
                hint = f" (did you mean '{guess[0]}'?)" if guess else ""
                if guess:
                    meant.add(path + (guess[0],))
                out.append(Diagnostic(source.at(path + (key,), key=True), f"{what}unknown key '{key}'{hint}"))
    for error in errors:
        path = tuple(error.absolute_path)
        if error.validator == "additionalProperties" and isinstance(error.instance, dict):
            continue
        if error.validator == "required" and isinstance(error.instance, dict):
            missing = [k for k in error.validator_value if k not in error.instance]
            if missing and all(path + (k,) in meant for k in missing):
                continue
        loc = source.at(path)
        where = "/".join(str(p) for p in path)
        prefix = f"{what}'{where}': " if where else what
        out.append(Diagnostic(loc, prefix + _describe(error)))
    return out
