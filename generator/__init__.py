"""ptoisa: the PTO ISA database and the tools built on it.

The package is laid out by the way data flows, and imports only flow that way:

- `ptoisa.lang`: the small languages the database is written in (syntax forms,
  constraint checks, C-like pseudocode, element expressions, cost formulas);
  imports nothing else of ptoisa.
- `ptoisa.spec`: YAML with locations -> schemas -> families -> semantic checks ->
  the frozen model; imports `lang`.
- `ptoisa.emit`: the model rendered through the templates and written
  all-or-nothing; imports `spec` and `lang`.
- `ptoisa.runtime`: the Python source of the generated package's runtime, which `emit`
  copies into ptoisa_ref; imports nothing of ptoisa.
- `ptoisa.frontend`: reads PTO text (MLIR syntax) into an op tree and binds each statement
  to its op's generated rules; imports `lang` and, at run time, `ptoisa_ref`.
- `ptoisa.verify`, `ptoisa.cost`, `ptoisa.interp`: the tools `ptoisa verify`, `ptoisa cost`
  and `ptoisa run`; each imports the front end and `lang`, and the others only through
  the verify package's exports; never `spec` or `emit`.
- `ptoisa.cli`: the `ptoisa` command over all of them.

`ptoisa_ref` (generated/ptoisa_ref) is the generated, vendorable package.
"""
from __future__ import annotations

from typing import Any

__version__ = "0.3.0"


def run(source: str, entry: str | None = None, args: dict[str, Any] | None = None, target: str = "a5",
        **options: Any) -> Any:
    """Run the PTO kernel `source` on the reference semantics (see `ptoisa.interp.run.run`);
    imported on use, so `gen` works even while generated/ is stale."""
    from .interp.run import run as run_kernel
    return run_kernel(source, entry, args, target, **options)
