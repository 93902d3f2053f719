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


@pytest.fixture(scope="session", autouse=True)
def _search_index_of_this_session(tmp_path_factory):
    """Tests never write into a developer's var/index: the whole session (and its workers) use a temp dir."""
    from django.conf import settings

    if not settings.configured:  # pure engine tests run with -p no:django
        yield None
        return
    directory = tmp_path_factory.mktemp("search-index")
    saved = settings.SEARCH_INDEX_DIR
    settings.SEARCH_INDEX_DIR = directory
    os.environ["SEARCH_INDEX_DIR"] = str(directory)
    yield directory
    settings.SEARCH_INDEX_DIR = saved


@pytest.fixture(autouse=True)
def _no_language_left_behind():
    """A request through Django's test client activates its language in this thread and leaves it active; the
    next test (and the live server, which pytest-django runs after the other database tests) would answer in it."""
    yield
    from django.conf import settings

    if settings.configured:
        from django.utils import translation

        translation.deactivate()


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


class WorkerProcess:
    """One `celery -A config worker --pool=solo` process on the test database, in its own process group."""

    def __init__(self, queue: str, name: str, log_dir: Path, extra_env: dict[str, str] | None = None):
        from django.db import connection

        from config.celery import app

        self.app = app
        self.queue = queue
        self.hostname = f"{name}@regelwerk-tests"
        env = dict(os.environ)
        env["DATABASE_URL"] = _database_url_for(connection.settings_dict)
        env.setdefault("SEARCH_INDEX_DIR", str(log_dir / "index"))
        env["REGELWERK_DEV_DEFAULTS"] = "1"
        env["CELERY_QUEUE"] = queue
        env.update(extra_env or {})
        self.log_path = log_dir / f"{name}.log"
        self._log = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=solo", "-Q", queue, "-n", self.hostname,
             "--loglevel=INFO", "--without-gossip", "--without-mingle"],
            cwd=ROOT, env=env, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)

    def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            replies = self.app.control.ping(timeout=0.5, destination=[self.hostname])
            if any(self.hostname in reply for reply in replies):
                return
            time.sleep(0.3)
        self.kill()
        pytest.fail(f"the Celery worker did not start; its log:\n{self.log_path.read_text()[-4000:]}")

    def kill(self) -> None:
        """SIGKILL, as when a machine dies: no clean shutdown, no ack."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=20)
        self._log.close()

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
        self._log.close()


@pytest.fixture(scope="session")
def celery_worker_process(django_db_setup, django_db_blocker, tmp_path_factory):
    """A real worker process (`celery -A config worker --pool=solo`) on the test database."""
    if not HAS_BROKER:
        pytest.skip("no CELERY_BROKER_URL")
    from config.celery import app

    # A queue of this session's own, so no other worker (or leftover) takes its tasks.
    queue = f"regelwerk-test-{os.getpid()}"
    app.conf.task_default_queue = queue
    worker = WorkerProcess(queue, f"test-{os.getpid()}", tmp_path_factory.mktemp("worker"))
    worker.wait_ready()
    yield worker.process
    worker.stop()


@pytest.fixture
def start_worker(tmp_path):
    """Start extra worker processes inside one test; all are stopped at its end."""
    if not HAS_BROKER:
        pytest.skip("no CELERY_BROKER_URL")
    workers: list[WorkerProcess] = []

    def start(queue: str, name: str, extra_env: dict[str, str] | None = None) -> WorkerProcess:
        worker = WorkerProcess(queue, name, tmp_path, extra_env)
        workers.append(worker)
        worker.wait_ready()
        return worker

    yield start
    for worker in workers:
        worker.stop()


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
    from config.catalog import load_catalog

    with django_db_blocker.unblock():
        load_catalog()


@pytest.fixture
def catalog(_catalog_loaded_once, db, django_db_blocker):
    """The real catalog, loaded once per session (reloaded if a transactional test emptied the tables)."""
    from cards.models import Game
    from config.catalog import load_catalog

    if not Game.objects.exists():
        with django_db_blocker.unblock():
            load_catalog()
    return Game.objects.order_by("order")
