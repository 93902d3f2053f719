"""The registry of effects by name: each card's play (filled by `model.define`, which marks the card as
implemented) and the turn steps (start, cleanup, attack, the event bus's frame)."""

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


def register_card(tag: str, played: Effect) -> None:
    """Called by `model.define`: the card's play becomes the effect named by its tag."""
    IMPLEMENTED_CARDS.add(tag)
    EFFECTS[tag] = played
