"""PTO ISA reference artifacts: semantics, verifier rules and costs.

Generated from isa/ by `make gen` (ptoisa gen); do not edit.
"""

__version__ = '0.3.0'
"""The version of ptoisa that generated this package."""

SOURCE_DIGEST = 'sha256:d4c065381c9c43c08c2ac5aee486a7ebe1904cc8944573aa5ab8895ba683cd8a'
"""What it was generated from: sha256 over the files of the database (isa/) and the templates
(templates/), each as its path, byte count and bytes, in path order (`ptoisa.emit.render.source_digest`
computes it for a checkout, to tell which database a vendored copy comes from)."""
