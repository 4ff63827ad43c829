"""PTO ISA reference artifacts: semantics, verifier rules and costs.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.
"""
