"""PTO ISA reference artifacts: semantics, verifier rules and costs.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.
"""

__version__ = '0.3.0'
"""The version of ptoisa that generated this package."""

SOURCE_DIGEST = 'sha256:70704db947e950a8830f953e4c08e2ba45922346c6135c71eabccfe9b61b0564'
"""What it was generated from: sha256 over the files of the database (isa/), the templates
(templates/) and the runtime source (generator/runtime/), each as its path, byte count and bytes,
in path order (`ptoisa.emit.render.source_digest` computes it for a checkout, to tell which
database a vendored copy comes from)."""
