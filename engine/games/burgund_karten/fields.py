"""Reading a move's fields, each refused by the rule it breaks; shared by turn moves and choices."""

from __future__ import annotations

from typing import Any

from engine.core.step import Notes
from engine.games.burgund_karten import cards, effects
from engine.games.burgund_karten.rules import CATALOG
from engine.games.burgund_karten.state import GameState


def token(value: Any, what: str = "card") -> str:
    """The canonical token of a card named in the entry."""
    card = cards.parse(value) if isinstance(value, str) else None
    if card is None:
        raise CATALOG.refuse("eintrag-form", f"Keine gültige Karte: {value!r} (Art/Würfel[/Siegpunkte]).",
                             f"Not a valid card: {value!r} (kind/die[/vp]).", field=what)
    return card.token


def integer(entry: dict[str, Any], key: str, default: int) -> int:
    value = entry.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise CATALOG.refuse("eintrag-form", f"{key} muss eine ganze Zahl sein.", f"{key} must be an integer.")
    return value


def project_to_discard(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> str | None:
    """ln133/135: at most 3 projects; with 3, one (any) goes to the discard pile first."""
    zones = state.zones[player]
    discard = entry.get("discard")
    if len(zones.projects) < 3:
        if discard is not None:
            raise CATALOG.refuse("projekt-ablegen", "Ablegen nur bei 3 laufenden Projekten.",
                                 "Discard a project only when holding 3.")
        return None
    if discard is None:
        raise CATALOG.refuse("max-drei-projekte", "Schon 3 Projekte: erst eines ablegen (discard).",
                             "Already 3 projects: discard one first.")
    discarded = token(discard, "discard")
    if discarded not in zones.projects:
        raise CATALOG.refuse("projekt-ablegen", f"{discarded} ist kein eigenes Projekt.",
                             f"{discarded} is not one of your projects.")
    notes.reading("auslegung.projekt-zuerst-ablegen")
    return discarded


def placement_target(state: GameState, player: str, placed: str, entry: dict[str, Any]) -> int | str:
    """The group a placed project joins ("new" for a new group), see `effects.placement_targets`."""
    groups = state.zones[player].groups
    target = entry.get("group", effects.default_target(groups, placed))
    allowed = effects.placement_targets(groups, placed)
    if target not in allowed or isinstance(target, bool):
        raise CATALOG.refuse("gruppe-gleiche-art", f"{placed} darf nicht zu Gruppe {target!r}.",
                             f"{placed} may not join group {target!r}.", allowed=allowed)
    return target
