"""ptoisa: the PTO ISA database and the tools built on it.

The package is laid out by the way data flows, and imports only flow that way:

- `ptoisa.lang`: the small languages the database is written in (syntax forms,
  constraint checks, C-like pseudocode, element expressions, cost formulas);
  imports nothing else of ptoisa.
- `ptoisa.spec`: YAML with locations -> schemas -> families -> semantic checks ->
  the frozen model; imports `lang`.
- `ptoisa.emit`: the model rendered through the templates and written
  all-or-nothing; imports `spec` and `lang`.
- `ptoisa.tools`: the tools that read PTO text (front end, verifier, cost
  estimator); at run time they use the generated `ptoisa_ref` modules and
  `lang`, never `spec` or `emit`.
- `ptoisa.cli`: the `ptoisa` command over all of them.

`ptoisa_ref` (generated/ptoisa_ref) is the generated, vendorable package.
"""
__version__ = "0.2.0"
