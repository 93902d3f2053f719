"""Search fixtures: a real Whoosh index of the real catalog, in a temporary directory.

The index directory is moved to a temporary place as soon as this conftest is imported, so no test (of any
app) that saves catalog objects writes into the development index under var/index.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from django.conf import settings

_TEMP_ROOT = Path(tempfile.mkdtemp(prefix="regelwerk-search-tests-"))
settings.SEARCH_INDEX_DIR = _TEMP_ROOT / "index"


@pytest.fixture(scope="session", autouse=True)
def _remove_temporary_indexes():
    yield
    shutil.rmtree(_TEMP_ROOT, ignore_errors=True)


@pytest.fixture(scope="session")
def search_index(_catalog_loaded_once, django_db_blocker):
    """The whole catalog indexed once per session (compounds split against the corpus vocabulary)."""
    from search import index

    settings.SEARCH_INDEX_DIR = _TEMP_ROOT / "index"
    with django_db_blocker.unblock():
        report = index.rebuild()
    index.reader.reset()
    return report


@pytest.fixture
def catalog_index(search_index, catalog, settings):
    """Tests that read the session index (database access included)."""
    settings.SEARCH_INDEX_DIR = _TEMP_ROOT / "index"
    return search_index


@pytest.fixture
def scratch_index(settings, tmp_path):
    """An index directory of the test's own, for tests that write to the index."""
    from search import index

    settings.SEARCH_INDEX_DIR = tmp_path / "index"
    index.reader.reset()
    yield tmp_path / "index"
    index.reader.reset()
