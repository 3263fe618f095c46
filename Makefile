# make test sets up everything it needs: the .venv and the dev requirements.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
READY := $(VENV)/.installed
RUFF_OPTIONS := --line-length 99 --target-version py39
ARGS ?=

.PHONY: run test test-slow lint format bench clean browser

run:
	$(PYTHON) yahtzee.py $(ARGS)

$(READY): requirements-dev.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $(READY)

# The attack tests that take seconds each are marked slow: make test-slow runs them; CI, both.
test: lint browser
	$(BIN)/python -m pytest -q -n 2 -m "not slow" --doctest-modules yahtzee.py solver.py table.py advisor.py review.py autoplay.py server.py players.py tests

# The browser tests drive Debian's chromium through chromium-driver: installed if missing.
BROWSER_PACKAGES := chromium chromium-driver
browser:
	@if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "make test: installing $(BROWSER_PACKAGES) for the browser tests"; \
	    apt-get update -qq >/dev/null && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(BROWSER_PACKAGES) >/dev/null; \
	  else \
	    echo "make test: the browser tests need $(BROWSER_PACKAGES): as root, apt-get install $(BROWSER_PACKAGES)" >&2; \
	    exit 1; \
	  fi; \
	fi

test-slow: $(READY)
	$(BIN)/python -m pytest -q -m slow tests

lint: $(READY)
	$(BIN)/ruff check $(RUFF_OPTIONS) --select E,F,W,I,B,UP,SIM yahtzee.py solver.py table.py advisor.py review.py autoplay.py server.py players.py tests
	$(BIN)/ruff format $(RUFF_OPTIONS) --check yahtzee.py solver.py table.py advisor.py review.py autoplay.py server.py players.py tests

format: $(READY)
	$(BIN)/ruff format $(RUFF_OPTIONS) yahtzee.py solver.py table.py advisor.py review.py autoplay.py server.py players.py tests

bench:
	$(PYTHON) tests/bench.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .ruff_cache __pycache__ tests/__pycache__
