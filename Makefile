# Regelwerk: `make run` serves the site on the embedded default, `make test` runs the whole suite.
PYTHON ?= $(shell command -v python3.11 2>/dev/null || command -v python3)
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
MANAGE := $(PY) manage.py
# `make run` is the local embedded default: DEBUG on (its development key), SQLite, eager tasks.
RUN_ENV := DEBUG=1

.PHONY: run test lint format install migrate catalog index worker bench clean screenshots

$(PY):
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "Python 3.11 wird benötigt ($(PYTHON) nicht gefunden); PYTHON=... setzen."; exit 2; }
	$(PYTHON) -m venv $(VENV)

$(STAMP): requirements.lock | $(PY)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.lock
	@touch $(STAMP)

install: $(STAMP)

migrate: install
	$(RUN_ENV) $(MANAGE) migrate --noinput

catalog: migrate
	$(RUN_ENV) $(MANAGE) load_catalog

index: catalog
	$(RUN_ENV) $(MANAGE) rebuild_index

run: index
	$(RUN_ENV) $(MANAGE) runserver 127.0.0.1:8000

test: install
	$(PY) -m pytest

lint: install
	$(VENV)/bin/ruff check .

format: install
	$(VENV)/bin/ruff check --fix .
	$(VENV)/bin/ruff format .

# One worker for everything on a development broker: the validation queue and the index queue (the one index
# writer; a deployment on several machines runs it once, see the README's "Several machines").
worker: install
	$(VENV)/bin/celery -A config worker -Q $${SEARCH_INDEX_QUEUE:-regelwerk-index},$${CELERY_QUEUE:-regelwerk} --loglevel=info

# Every benchmark (bench/run.py); bench/batch.py only where PostgreSQL and Redis answer, else it says why and skips.
bench: catalog
	$(RUN_ENV) $(PY) bench/run.py

# Screenshots of the player's pages at desktop and phone width in var/screenshots/ (not committed):
# a server on SCREENSHOT_PORT with the loaded catalog, headless Chromium, then the server is stopped.
SCREENSHOT_PORT ?= 8719
screenshots: index
	@$(RUN_ENV) $(MANAGE) runserver 127.0.0.1:$(SCREENSHOT_PORT) --noreload >var/screenshots-server.log 2>&1 & \
	  server=$$!; trap "kill $$server" EXIT; \
	  for i in $$(seq 50); do curl -sf -o /dev/null http://127.0.0.1:$(SCREENSHOT_PORT)/ && break; sleep 0.2; done; \
	  $(PY) tests/browser/take_screenshots.py http://127.0.0.1:$(SCREENSHOT_PORT) var/screenshots

clean:
	rm -rf $(VENV) var
