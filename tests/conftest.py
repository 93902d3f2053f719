"""Shared fixtures: the real Celery worker process, eager mode, the loaded catalog.

With CELERY_BROKER_URL set (CI and .ci/run), tests marked `worker` run against a real
`celery -A config worker` process that uses the test database. Without a broker they are skipped
with the reason — except under CI=true, where a missing service fails the run.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
IN_CI = os.environ.get("CI", "").lower() == "true"
HAS_BROKER = bool(os.environ.get("CELERY_BROKER_URL"))
HAS_POSTGRES = os.environ.get("DATABASE_URL", "").startswith(("postgres://", "postgresql://"))


def pytest_sessionstart(session):
    if IN_CI and not (HAS_BROKER and HAS_POSTGRES):
        raise pytest.UsageError("CI=true but DATABASE_URL (PostgreSQL) or CELERY_BROKER_URL is not set: "
                                "the real services are required in CI (.ci/run sets them).")


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "worker" in item.keywords and not HAS_BROKER:
            item.add_marker(pytest.mark.skip(reason="no CELERY_BROKER_URL: the real-worker tests need Redis or RabbitMQ "
                                                    "(run .ci/run, or set DATABASE_URL and CELERY_BROKER_URL)"))
        if "postgres" in item.keywords and not HAS_POSTGRES:
            item.add_marker(pytest.mark.skip(reason="DATABASE_URL does not name PostgreSQL"))


def _database_url_for(settings_dict: dict) -> str:
    user = settings_dict.get("USER") or ""
    password = settings_dict.get("PASSWORD") or ""
    host = settings_dict.get("HOST") or ""
    port = settings_dict.get("PORT") or ""
    auth = f"{user}:{password}@" if password else (f"{user}@" if user else "")
    return f"postgres://{auth}{host}{':' + str(port) if port else ''}/{settings_dict['NAME']}"


@pytest.fixture(scope="session")
def celery_worker_process(django_db_setup, django_db_blocker, tmp_path_factory):
    """A real worker process (`celery -A config worker --pool=solo`) on the test database."""
    if not HAS_BROKER:
        pytest.skip("no CELERY_BROKER_URL")
    from django.db import connection

    from config.celery import app

    env = dict(os.environ)
    env["DATABASE_URL"] = _database_url_for(connection.settings_dict)
    env["SEARCH_INDEX_DIR"] = os.environ.get("SEARCH_INDEX_DIR") or str(tmp_path_factory.mktemp("worker-index"))
    env["REGELWERK_DEV_DEFAULTS"] = "1"
    # A queue of this session's own, so no other worker (or leftover) takes its tasks.
    queue = f"regelwerk-test-{os.getpid()}"
    app.conf.task_default_queue = queue
    env["CELERY_QUEUE"] = queue
    log_path = tmp_path_factory.mktemp("worker") / "worker.log"
    log_file = open(log_path, "w")
    hostname = f"test-{os.getpid()}@%h"
    process = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=solo", "-Q", queue, "-n", hostname,
         "--loglevel=INFO", "--without-gossip", "--without-mingle"],
        cwd=ROOT, env=env, stdout=log_file, stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + 60
    ready = False
    while time.monotonic() < deadline and process.poll() is None:
        replies = app.control.ping(timeout=0.5, destination=None)
        if any(name.startswith(f"test-{os.getpid()}@") for reply in replies for name in reply):
            ready = True
            break
        time.sleep(0.3)
    if not ready:
        process.kill()
        log_file.close()
        pytest.fail(f"the Celery worker did not start; its log:\n{log_path.read_text()[-4000:]}")
    yield process
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
    log_file.close()


@pytest.fixture
def eager_celery():
    """Run tasks in-process, as `make run` does (results still stored)."""
    from config.celery import app

    saved = (app.conf.task_always_eager, app.conf.task_store_eager_result)
    app.conf.task_always_eager = True
    app.conf.task_store_eager_result = True
    yield app
    app.conf.task_always_eager, app.conf.task_store_eager_result = saved


def wait_for(predicate, timeout: float = 60.0, interval: float = 0.2):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"condition not met within {timeout} s")


@pytest.fixture(scope="session")
def _catalog_loaded_once(django_db_setup, django_db_blocker):
    from cards.services import load_catalog

    with django_db_blocker.unblock():
        load_catalog()


@pytest.fixture
def catalog(_catalog_loaded_once, db, django_db_blocker):
    """The real catalog, loaded once per session (reloaded if a transactional test emptied the tables)."""
    from cards.models import Game
    from cards.services import load_catalog

    if not Game.objects.exists():
        with django_db_blocker.unblock():
            load_catalog()
    return Game.objects.order_by("order")
