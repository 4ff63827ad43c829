"""`ptoisa verify`: a whole program checked against the generated verifier rules, as findings.
It imports the front end and `lang`; the other tools import only what this package exports."""
from __future__ import annotations

from .verifier import findings_json, verify_module, verify_text

__all__ = ["findings_json", "verify_module", "verify_text"]
