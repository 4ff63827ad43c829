"""The tools that read PTO text. The front end follows the MLIR Language
Reference: `lexer` (tokens), `mlir` (statements, regions, blocks: the op tree),
`shapes` (one statement's structure, cached per template), `forms` (a known op
matched against its declared syntax), `ptotypes` (PTO types); then the `verifier`
(`ptoisa verify`), the cost `estimate` (`ptoisa cost`) and `report` (diagnostics
as a terminal shows them). They import `lang` and, at run time, the generated
`ptoisa_ref` modules; never `spec` or `emit`, so they work from an installed
wheel without the database."""
