PYTHON ?= python3

.PHONY: gen check test docs bench

gen:  ## regenerate generated/ from isa/ and templates/
	$(PYTHON) -m ptoisa gen

check:  ## fail if generated/ is not what gen would write
	$(PYTHON) -m ptoisa check

test:
	$(PYTHON) -m pytest -n auto  # one worker per core (pytest-xdist, in the test extra)

docs:  ## build the reference pages as a static site (needs the docs extra)
	$(PYTHON) -m mkdocs build --strict --site-dir build/site

bench:
	$(PYTHON) benchmarks/bench_gen.py
	$(PYTHON) benchmarks/bench_semantics.py
	$(PYTHON) benchmarks/bench_verify.py
	$(PYTHON) benchmarks/bench_run.py
