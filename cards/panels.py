"""What other apps show on a card page, without the catalog knowing them.

The catalog is the bottom app: it imports no other app of ours. An app above it that has something to say
about a card (rulings: the published rulings about it) registers a panel in its `AppConfig.ready()`: a
template and a function that gives the template its context. The card page includes every registered
panel, in registration order (the order of INSTALLED_APPS), each with `panel` in its context.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .models import Card


@dataclass(frozen=True)
class CardPanel:
    template: str
    context: Callable[[Card], dict]


_panels: dict[str, CardPanel] = {}


def register_card_panel(template: str, context: Callable[[Card], dict]) -> None:
    """Adds a panel to every card page; registering the same template again replaces it (ready() may rerun)."""
    _panels[template] = CardPanel(template, context)


def card_panels(card: Card) -> list[dict]:
    """The context of each registered panel for this card, with the template to render it."""
    return [{"template": panel.template, **panel.context(card)} for panel in _panels.values()]
