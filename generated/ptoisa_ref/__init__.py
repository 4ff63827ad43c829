"""PTO ISA reference artifacts: semantics, verifier rules and costs.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.
"""

__version__ = '0.3.0'
"""The version of ptoisa that generated this package."""

SOURCE_DIGEST = 'sha256:7341353063db96a7a4a5971ec6b36513a123c0659e9b1a09fc2eb05f1dd5b8ca'
"""What it was generated from: sha256 over the files of the database (isa/), the templates
(templates/) and the runtime source (generator/runtime/), each as its path, byte count and bytes,
in path order (`ptoisa.emit.render.source_digest` computes it for a checkout, to tell which
database a vendored copy comes from)."""
