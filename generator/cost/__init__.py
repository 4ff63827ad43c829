"""`ptoisa cost`: the cycle estimate of a program from the generated cost tables, over its
statically known trip counts. It imports the front end, `lang` and the verify package's exports,
never the verifier's insides."""
from __future__ import annotations

from .estimate import estimate_json, estimate_module, estimate_text, format_estimate

__all__ = ["estimate_json", "estimate_module", "estimate_text", "format_estimate"]
