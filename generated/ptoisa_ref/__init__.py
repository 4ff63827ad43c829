"""PTO ISA reference artifacts: semantics, verifier rules and costs.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.
"""

__version__ = '0.3.0'
"""The version of ptoisa that generated this package."""

SOURCE_DIGEST = 'sha256:3a6b5e2bdbd8282d3dda3b44e49754cbce7353e7f6ba09f567452bce325251d8'
"""What it was generated from: sha256 over the files of the database (isa/), the templates
(templates/) and the runtime source (generator/runtime/), each as its path, byte count and bytes,
in path order (`ptoisa.emit.render.source_digest` computes it for a checkout, to tell which
database a vendored copy comes from)."""
