"""Fixtures of the security tests: fresh throttle counts, a real index of the catalog, and a gunicorn of our own."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from django.conf import settings
from django.core.cache import cache
from security_helpers import Server

_INDEX_ROOT = Path(tempfile.mkdtemp(prefix="regelwerk-security-index-"))


@pytest.fixture(autouse=True)
def _fresh_throttle_counts():
    cache.clear()
    yield
    cache.clear()


@pytest.fixture(scope="session")
def built_index(_catalog_loaded_once, django_db_blocker) -> Path:
    """A real index of the real catalog in a directory of its own (other processes read it)."""
    from search import index

    directory = _INDEX_ROOT / "index"
    saved = settings.SEARCH_INDEX_DIR
    settings.SEARCH_INDEX_DIR = directory
    try:
        with django_db_blocker.unblock():
            index.rebuild()
    finally:
        settings.SEARCH_INDEX_DIR = saved
        index.reader.reset()
    yield directory
    shutil.rmtree(_INDEX_ROOT, ignore_errors=True)


@pytest.fixture
def start_server(tmp_path):
    servers: list[Server] = []

    def start(env: dict[str, str], workers: int = 1) -> Server:
        server = Server(env, workers, log=tmp_path / f"gunicorn-{len(servers)}.log")
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
