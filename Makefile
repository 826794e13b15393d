# Two commands: `make run` and `make test`. Everything else is set up on the way.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
TOOLS := .venv-tools
TOOLS_STAMP := $(TOOLS)/.installed
# setuptools' informational notice on every editable install of a flat layout
QUIET_EDITABLE := PYTHONWARNINGS="ignore:Editable installation"

.PHONY: run test lint eval bench mutate clean

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
# Some machines' pip configuration lists local index folders that lack most packages; pip
# then warns once per package ("Location '...' is ignored: it is neither a file nor a
# directory"). Only those lines are dropped; any other output and pip's exit status stay.
PIP_QUIET := 2>&1 | { grep -v "is ignored: it is neither a file nor a directory" || true; }

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip $(PIP_QUIET)

# schemathesis runs from its own tool environment: its current release wants jsonschema-rs >= 0.45
# while langgraph-api (behind `langgraph dev`) declares < 0.45, so one environment cannot hold both
# consistently. tests/safety/test_api_fuzzing.py runs the schemathesis suite with this interpreter.
$(TOOLS_STAMP): $(BIN)/python pyproject.toml
	$(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/pip install --quiet --upgrade pip $(PIP_QUIET)
	$(QUIET_EDITABLE) $(TOOLS)/bin/pip install --quiet -e . "schemathesis==4.32.5" "pytest>=8" $(PIP_QUIET)
	$(TOOLS)/bin/pip check
	touch $(TOOLS_STAMP)

$(STAMP): $(BIN)/python pyproject.toml
	@# environments made before schemathesis moved out held it and a too new jsonschema-rs
	@if $(BIN)/pip show -q schemathesis 2>/dev/null; then \
	  $(BIN)/pip uninstall --quiet --yes schemathesis jsonschema-rs; fi
	$(QUIET_EDITABLE) $(BIN)/pip install --quiet -e ".[dev]" $(PIP_QUIET)
	$(BIN)/pip check
	touch $(STAMP)

# `make run PORT=8001` when 8000 is taken.
PORT ?= 8000

run: $(STAMP)
	$(BIN)/comptoir seed --if-missing
	$(BIN)/comptoir serve --demo --port $(PORT)

test: $(STAMP) $(TOOLS_STAMP)
	$(BIN)/pip check
	$(TOOLS)/bin/pip check
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/mypy --strict -p nodes -p graphs
	$(BIN)/pytest

eval: $(STAMP)
	$(BIN)/comptoir eval evals/scenarios

bench: $(STAMP)
	$(BIN)/comptoir bench all

# Mutation testing of the rule-bearing modules ([tool.mutmut] in pyproject.toml): slow
# (3,053 mutants; measured on two shared busy cores: rules + care 12 min, the routers,
# consent and billing gate 19 min, care + care routes + slot choice 20 min), so never part
# of `make test`. Run one group at a time;
# results stay in mutants/ and a later run only checks what is left. `mutmut show NAME`
# shows one mutant; `python evals/mutation_score.py --survivors` lists the survivors that
# are not equivalent (evals/mutation_equivalents.md). The groups:
# make mutate MUTANTS='services.rules.* services.care.*'
# make mutate MUTANTS='nodes.*'
# make mutate MUTANTS='services.billing.* services.analytics.*'
# make mutate MUTANTS='services.slot_choice.*'
mutate: $(STAMP)
	$(BIN)/mutmut run --max-children $${MUTATE_JOBS:-2} $(MUTANTS)
	$(BIN)/mutmut export-cicd-stats
	$(BIN)/python evals/mutation_score.py

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/mypy --strict -p nodes -p graphs

clean:
	rm -rf $(VENV) $(TOOLS) var .pytest_cache .mypy_cache .ruff_cache mutants
