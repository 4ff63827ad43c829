"""The spec pipeline: YAML with line and column (`yaml_source`) -> JSON Schema
(`schema_check`) -> family inheritance (`resolve`, `defaults`) -> semantic checks
and the frozen model (`build_op`, `derive`, `load`, `model`). Imports `lang` and
`diagnostics`; never `emit` or `tools`."""
