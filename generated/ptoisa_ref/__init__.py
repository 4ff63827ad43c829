"""PTO ISA reference artifacts: semantics, verifier rules and costs.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.
"""

__version__ = '0.3.0'
"""The version of ptoisa that generated this package."""

SOURCE_DIGEST = 'sha256:1f46d975c77b7893a90a95d0487dfeb1394433841021402695a12beb644cfc10'
"""What it was generated from: sha256 over the files of the database (isa/) and the templates
(templates/), each as its path, byte count and bytes, in path order (`ptoisa.emit.render.source_digest`
computes it for a checkout, to tell which database a vendored copy comes from)."""
