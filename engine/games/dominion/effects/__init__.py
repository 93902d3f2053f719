"""Card effects and definitions, one module per expansion (see model.py), plus the turn steps (turn.py).

Every module of this package is imported here, so that a new expansion is one new module and touches no
other file: importing a module defines its cards (`model.define`) and registers the turn steps.
"""

import importlib
import pkgutil

from engine.games.dominion.registry import EFFECTS, IMPLEMENTED_CARDS

for _module in sorted(info.name for info in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_module}")

__all__ = ["EFFECTS", "IMPLEMENTED_CARDS"]
