"""Card effects and definitions, one module per expansion (see model.py), plus the turn steps (turn.py)."""

from engine.games.dominion.registry import EFFECTS, IMPLEMENTED_CARDS

# Importing the modules defines their cards and registers the turn steps.
from engine.games.dominion.effects import basis, bluetezeit, intrige, promo, seaside, turn  # noqa: F401  isort: skip

__all__ = ["EFFECTS", "IMPLEMENTED_CARDS"]
