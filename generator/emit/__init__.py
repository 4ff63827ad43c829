"""Emitting: the model rendered through the Jinja templates (`render`, with the
numbers the pages print from `costing`) and written all-or-nothing (`writer`).
Imports `spec` and `lang`; never `tools`."""
