"""PTO ISA reference artifacts: semantics, verifier rules and costs.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.
"""

__version__ = '0.3.0'
"""The version of ptoisa that generated this package."""

SOURCE_DIGEST = 'sha256:0b5546a7dc6ed66c3e44dccd9cc55c9e26d8f14ed05b7440d60b8d7eea2b251d'
"""What it was generated from: sha256 over the files of the database (isa/), the templates
(templates/) and the runtime source (generator/runtime/), each as its path, byte count and bytes,
in path order (`ptoisa.emit.render.source_digest` computes it for a checkout, to tell which
database a vendored copy comes from)."""
