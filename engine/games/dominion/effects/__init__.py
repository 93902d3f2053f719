"""Card effects as generator functions, registered by name (a card's domdiv tag, or a turn step)."""

from engine.games.dominion.effects.registry import EFFECTS, IMPLEMENTED_CARDS

# Importing the modules registers their effects.
from engine.games.dominion.effects import basis, hand_cards, intrige, reveal_cards, turn  # noqa: F401  isort: skip

__all__ = ["EFFECTS", "IMPLEMENTED_CARDS"]
