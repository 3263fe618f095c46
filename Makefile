# make test sets up everything it needs: the .venv and the dev requirements.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
READY := $(VENV)/.installed
RUFF_OPTIONS := --line-length 99 --target-version py39
# A student's file kept as it was handed in, with its byte order mark (ruff format drops it).
AS_HANDED_IN := --extend-exclude tests/class/own_py_bom_last_line
ARGS ?=
SOURCES := yahtzee.py solver.py fastsolve.py table.py advisor.py review.py autoplay.py board.py server.py players.py coach.py grader.py lesson.py before.py grading

.PHONY: run test test-slow lint format bench clean tools starter check

run:
	$(PYTHON) yahtzee.py $(ARGS)

$(READY): requirements-dev.txt
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $(READY)

# The tests' temporary files go in a folder of their own, removed as the run ends, however it ends.
OWN_TMP := sh tests/own_tmp.sh

# The attack tests that take seconds each are marked slow: make test-slow runs them; CI, both.
test: lint tools
	$(OWN_TMP) $(BIN)/python -m pytest -q -n 2 -m "not slow" --doctest-modules $(SOURCES) tests

# The browser tests drive Debian's chromium through chromium-driver; the grader's tests build
# C with clang and check it with valgrind. Each is installed if missing.
TOOLS := chromium:chromium chromedriver:chromium-driver clang:clang valgrind:valgrind
tools:
	@missing=""; for tool in $(TOOLS); do \
	  command -v "$${tool%%:*}" >/dev/null || missing="$$missing $${tool#*:}"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "make test: installing$$missing for the browser and grader tests"; \
	    apt-get update -qq >/dev/null && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "make test: the tests need$$missing: as root, apt-get install$$missing" >&2; \
	    exit 1; \
	  fi; \
	fi

test-slow: $(READY)
	$(OWN_TMP) $(BIN)/python -m pytest -q -m slow tests

lint: $(READY)
	$(BIN)/ruff check $(RUFF_OPTIONS) --select E,F,W,I,B,UP,SIM $(SOURCES) tests
	$(BIN)/ruff format $(RUFF_OPTIONS) $(AS_HANDED_IN) --check $(SOURCES) tests

format: $(READY)
	$(BIN)/ruff format $(RUFF_OPTIONS) $(AS_HANDED_IN) $(SOURCES) tests

# The lesson (docs/teaching.md): the starter code, and exercise EX checked on FILE.
EX ?= 1
FILE ?= starter.py
starter:
	$(PYTHON) lesson.py starter --out starter.py $(ARGS)

check:
	$(PYTHON) lesson.py check $(EX) $(FILE)

bench:
	$(PYTHON) tests/bench.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis .ruff_cache __pycache__ tests/__pycache__ grading/__pycache__
