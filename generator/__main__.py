"""`python -m ptoisa`: the same as the `ptoisa` command."""
import sys

from .cli import main

sys.exit(main())
