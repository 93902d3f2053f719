"""Fixtures of the question-and-answer tests: the real catalog with its Auslegungen, a real search index,
curators, and hostile strings."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from django.conf import settings
from django.core.cache import cache

_INDEX_ROOT = Path(tempfile.mkdtemp(prefix="regelwerk-rulings-index-"))


@pytest.fixture(autouse=True)
def _fresh_throttle_counts():
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def readings(catalog):
    """The catalog with its Auslegungen seeded (as load_catalog leaves it; again after a test deleted some)."""
    from rulings.auslegungen import seed_auslegungen

    seed_auslegungen()
    return catalog


@pytest.fixture(scope="session")
def _session_index(_catalog_loaded_once, django_db_blocker):
    """One real index of the real catalog, built once per session (rulings are added per test)."""
    from search import index

    directory = _INDEX_ROOT / "session"
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
def search_index(_session_index, readings, settings, tmp_path):
    """A copy of the session index for this test alone, with this test's published rulings in it."""
    from rulings.models import Ruling
    from search import index

    target = tmp_path / "index"
    shutil.copytree(_session_index, target)
    settings.SEARCH_INDEX_DIR = target
    index.reader.reset()
    index.update(f"ruling:{pk}" for pk in Ruling.objects.filter(published=True).values_list("pk", flat=True))
    yield target
    index.reader.reset()


@pytest.fixture
def curator(db, django_user_model):
    from rulings.permissions import ensure_referee_group

    user = django_user_model.objects.create_user("schiri", "schiri@example.org", "geheim-123")
    user.groups.add(ensure_referee_group())
    return user


@pytest.fixture
def curator_client(client, curator):
    client.force_login(curator)
    return client


@pytest.fixture
def player(db, django_user_model):
    return django_user_model.objects.create_user("spielerin", "anna@example.org", "geheim-123")
