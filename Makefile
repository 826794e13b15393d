# Two commands: `make run` and `make test`. Everything else is set up on the way.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint eval bench mutate clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

# schemathesis is installed on its own: its current release wants jsonschema-rs >= 0.45 while
# langgraph-api (behind `langgraph dev`) declares < 0.45; the resolver would otherwise pick an
# old schemathesis that breaks on this hypothesis. Both work together (tests cover both).
$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/pip install --quiet -e ".[dev]"
	$(BIN)/pip install --quiet "schemathesis==4.32.5"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/comptoir seed --if-missing
	$(BIN)/comptoir serve

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/mypy --strict -p nodes -p graphs
	$(BIN)/pytest

eval: $(STAMP)
	$(BIN)/comptoir eval evals/scenarios

bench: $(STAMP)
	$(BIN)/comptoir bench all

# Mutation testing of the rule-bearing modules ([tool.mutmut] in pyproject.toml): slow
# (1,587 mutants: about 35 minutes for the 360 of rules + analytics on two busy shared
# cores, a few hours for all), so never part of `make test`. Results stay in mutants/;
# `mutmut results` lists the survivors, `mutmut show NAME` shows one. A part only:
# make mutate MUTANTS='services.rules.* services.analytics.*'
mutate: $(STAMP)
	$(BIN)/mutmut run --max-children $${MUTATE_JOBS:-2} $(MUTANTS)
	$(BIN)/mutmut export-cicd-stats
	$(BIN)/python tools/mutation_score.py

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/mypy --strict -p nodes -p graphs

clean:
	rm -rf $(VENV) var .pytest_cache .mypy_cache .ruff_cache mutants
