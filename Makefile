# Two commands: `make run` and `make test`. Everything else is set up on the way.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint eval bench clean

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
	$(BIN)/comptoir serve --demo

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/mypy --strict -p nodes -p graphs
	$(BIN)/pytest

eval: $(STAMP)
	$(BIN)/comptoir eval evals/scenarios

bench: $(STAMP)
	$(BIN)/comptoir bench all

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/mypy --strict -p nodes -p graphs

clean:
	rm -rf $(VENV) var .pytest_cache .mypy_cache .ruff_cache
