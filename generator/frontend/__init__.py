"""The front end: reads PTO text written in MLIR syntax, following the MLIR Language Reference.
`lexer` (tokens), `shapes` (one statement's structure, cached per template), `statements` and
`mlir` (statements, regions, blocks: the op tree), `ptotypes` (PTO types), `forms` (a known op
matched against its declared syntax), `plans` (a statement bound to its op's generated rules),
`report` (a finding, and diagnostics as a terminal shows them). It imports `lang` and, at run
time, the generated `ptoisa_ref` modules; never `spec` or `emit`, so the tools built on it work
from an installed wheel without the database."""
