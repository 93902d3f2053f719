"""The registry of effects; `card_effect` marks the card as implemented."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

Effect = Callable[[dict[str, Any]], Generator[Any, Any, Any]]

EFFECTS: dict[str, Effect] = {}
IMPLEMENTED_CARDS: set[str] = set()


def effect(name: str) -> Callable[[Effect], Effect]:
    def register(function: Effect) -> Effect:
        EFFECTS[name] = function
        return function

    return register


def card_effect(tag: str) -> Callable[[Effect], Effect]:
    IMPLEMENTED_CARDS.add(tag)
    return effect(tag)
