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


Schemas = tuple  # (the schema texts, their validators by file name): see `read_schemas`


def read_schemas(schema_dir: Path) -> Schemas:
    """The schema texts of `schema_dir` and their validators, the validators shared by
    every load of the same texts (a test suite loads many copies of one project)."""
    texts = tuple((path.name, path.read_text(encoding="utf-8"))
                  for path in sorted(Path(schema_dir).glob("*.schema.json")))
    return texts, _validators_of(texts)


@lru_cache(maxsize=8)
def _validators_of(texts: tuple[tuple[str, str], ...]) -> dict[str, jsonschema.protocols.Validator]:
    resources = {name: json.loads(text) for name, text in texts}
    registry = Registry().with_resources(
        (name, Resource.from_contents(schema)) for name, schema in resources.items()
    )
    return {
        name: jsonschema.Draft202012Validator(schema, registry=registry)
        for name, schema in resources.items()
    }


# Documents found valid, by (the schema texts, schema, subschema key, the document as
# canonical JSON). Validation is a pure function of those, and most loads in one process
# (a test suite, `gen` then `check`) repeat documents already checked; a document with
# errors is validated every time, so its diagnostics always come from the validator.
_VALID: set[tuple] = set()


def _known_valid(texts: tuple, schema_name: str, key: str, value: object) -> tuple | None:
    try:
        text = json.dumps(value, sort_keys=True, allow_nan=True)
    except (TypeError, ValueError):  # not JSON data (a YAML date, say): validate it every time
        return None
    return (texts, schema_name, key, text)


def _remember(entry: tuple | None) -> None:
    if entry is not None:
        if len(_VALID) >= 10_000:
            _VALID.clear()
        _VALID.add(entry)


def validate_property(
    value: object, schema_name: str, key: str, source, schemas: Schemas, what: str = ""
) -> list[Diagnostic]:
    """Validate one top-level property's value against its subschema in `schema_name`."""
    texts, validators = schemas
    base = validators[schema_name]
    entry = _known_valid(texts, schema_name, key, value)
    if entry in _VALID:
        return []
    sub = base.evolve(schema=base.schema["properties"][key])
    out = []
    for error in sub.iter_errors(value):
        path = (key,) + tuple(error.absolute_path)
        where = "/".join(str(p) for p in path)
        out.append(Diagnostic(source.at(path), f"{what}'{where}': {_describe(error)}"))
    if not out:
        _remember(entry)
    return out


def _describe(error: jsonschema.ValidationError) -> str:
    # oneOf/anyOf failures say little by themselves; the closest branch says more.
    if error.validator in ("oneOf", "anyOf") and error.context:
        best = jsonschema.exceptions.best_match(error.context)
        return best.message
    return error.message


def validate_against(
    data: object, schema_name: str, source: SourceMap, schemas: Schemas, what: str = ""
) -> list[Diagnostic]:
    """Every schema violation of `data`, each located at the offending key or value."""
    texts, validators = schemas
    validator = validators[schema_name]
    entry = _known_valid(texts, schema_name, "", data)
    if entry in _VALID:
        return []
    out: list[Diagnostic] = []
    errors = list(validator.iter_errors(data))
    if not errors:
        _remember(entry)
        return out
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
