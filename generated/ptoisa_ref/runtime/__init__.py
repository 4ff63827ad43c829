"""The runtime of the generated semantics and verifier rules: every line of `ptoisa_ref` that is
the same for every op. Source: generator/runtime/; `ptoisa gen` copies each module into
ptoisa_ref/runtime/ byte for byte, so do not edit the copies.

The copies sit beside the generated `ptoisa_ref/_tables.py` (the database's facts as tables:
element types, lanes, memories, conversions, each op's legal types and per-target spec), which
they import as `.._tables`; so they run, are type-checked (`mypy --strict` over ptoisa_ref)
and are tested as part of the generated package, and here they are read and edited as Python.
They import numpy, ml_dtypes and each other, never the rest of ptoisa, so ptoisa_ref stays
vendorable. Imports run one way: base; blocks and coded on it; arith; args; then lanes,
reduce and memory; then the functions of the memory, predicate, sync and pointer ops, which
their generated functions call with a table of what varies per op: memory_ops, stream_ops and
control_ops. conversions, costs and verifier stand apart.
"""
