PYTHON ?= python3

.PHONY: gen check test docs ci bench

gen:  ## regenerate generated/ from isa/ and templates/
	$(PYTHON) -m ptoisa gen

check:  ## fail if generated/ is not what gen would write
	$(PYTHON) -m ptoisa check

test:
	$(PYTHON) -m pytest -n auto  # one worker per core (pytest-xdist, in the test extra)

docs:  ## build the reference pages as a static site (needs the docs extra)
	$(PYTHON) -m mkdocs build --strict --site-dir build/site

ci: check test docs  ## what CI runs (.ci/run, in a fresh venv with the test and docs extras)

bench:
	$(PYTHON) benchmarks/bench_gen.py
	$(PYTHON) benchmarks/bench_semantics.py
	$(PYTHON) benchmarks/bench_verify.py
	$(PYTHON) benchmarks/bench_run.py
	$(PYTHON) benchmarks/bench_tiles.py
	$(PYTHON) benchmarks/bench_softmax.py
	$(PYTHON) benchmarks/bench_examples.py
	$(PYTHON) benchmarks/bench_sanitize.py
