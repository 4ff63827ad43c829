"""PTO ISA reference artifacts: semantics, verifier rules and costs.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.
"""

__version__ = '0.3.0'
"""The version of ptoisa that generated this package."""

SOURCE_DIGEST = 'sha256:d508e66c5218c3fdb99e1fa25c7bad3f7d6e73a523b8a523a0f56d604370d5e9'
"""What it was generated from: sha256 over the files of the database (isa/), the templates
(templates/) and the runtime source (generator/runtime/), each as its path, byte count and bytes,
in path order (`ptoisa.emit.render.source_digest` computes it for a checkout, to tell which
database a vendored copy comes from)."""
