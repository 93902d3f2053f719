"""Fixtures of the pipeline tests: fresh throttle counts, and the counting game (pipeline_counting_game.py)."""

from __future__ import annotations

import pipeline_counting_game as game
import pytest
from django.core.cache import cache

from engine.core import get_ruleset
from engine.core.registry import registered


@pytest.fixture(autouse=True)
def _fresh_throttle_counts():
    """The API throttles count per client in the cache: each test starts with none spent."""
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def counting_game():
    """The counting game's ruleset, registered as a game while the test runs (in this process only)."""
    with registered(game.SLUG, game.TARGET):
        yield get_ruleset(game.SLUG)
