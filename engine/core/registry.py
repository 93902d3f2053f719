"""Games register by slug → module path; the module is imported only when a game is asked for."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

from engine.core.ruleset import Ruleset

# slug → "module:attribute" of a Ruleset subclass. Adding a game is one line.
_GAMES: dict[str, str] = {
    "dominion": "engine.games.dominion.ruleset:DominionRuleset",
    "burgund-karten": "engine.games.burgund_karten.ruleset:BurgundKartenRuleset",
    "burgund": "engine.games.burgund.ruleset:BurgundRuleset",
    "principato": "engine.games.principato.ruleset:PrincipatoRuleset",
    "dynasties": "engine.games.dynasties.ruleset:DynastiesRuleset",
}


def register(slug: str, target: str) -> None:
    """Register (or replace) a game: `target` is "package.module:ClassName"."""
    _GAMES[slug] = target
    get_ruleset.cache_clear()


@contextmanager
def registered(slug: str, target: str) -> Iterator[None]:
    """`register` for the length of a `with` block (tests, demonstrations); the registry as it was afterwards."""
    saved = _GAMES.get(slug)
    register(slug, target)
    try:
        yield
    finally:
        if saved is None:
            _GAMES.pop(slug, None)
        else:
            _GAMES[slug] = saved
        get_ruleset.cache_clear()


def available_games() -> list[str]:
    return sorted(_GAMES)


@cache
def get_ruleset(slug: str) -> Ruleset:
    """The ruleset of a game; KeyError for an unknown slug."""
    if slug not in _GAMES:
        raise KeyError(slug)
    module_name, _, attribute = _GAMES[slug].partition(":")
    cls = getattr(importlib.import_module(module_name), attribute)
    return cls()
