"""Decks beside the supply (`GameState.decks`): piles of kingdom cards that are no supply piles, brought to the
table by a kingdom card (the Schwarzmarkt's deck, rulebook 003 ln7116–7124).

A record's setup names a deck's known cards in its own field (`setup.black_market`): in a record without a seed
the cards the log shows from it (the rest of the deck stays unknown and is never named, so it never surfaces);
with a seed the whole deck, which the engine shuffles. Without the field a seeded game builds the deck itself
(the card's `setup` hook, effects/promo.py). The deck's cards come into the game through its card's
`CardDef.brings`, so that what they hear is heard (model.profile).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.record import RecordError
from engine.games.dominion import cards
from engine.games.dominion.model import DEFS


@dataclass(frozen=True)
class DeckField:
    deck: str  # the deck's name in `GameState.decks`
    card: str  # the kingdom card that brings it
    least: int  # the fewest cards of a whole deck (a seeded game's)
    rule: str
    passage: str  # where the divider text says it (German), for the messages


# record setup field → the deck it names. Schwarzmarkt ln7120–7122: "mindestens 15 Karten", "nur
# Königreichskarten ..., die nicht im Vorrat sind", "Jede Karte darf nur einmal verwendet werden".
FIELDS = {"black_market": DeckField("black-market", "Black Market", 15, "dominion.karte.schwarzmarkt", "ln7120")}


def validate(setup: dict[str, Any], kingdom: list[str]) -> list[RecordError]:
    """The deck fields of a record's setup: kingdom cards (of any edition, as the players agree), none in the
    kingdom, the deck's card among the kingdom, and a whole deck (seeded) not smaller than the text asks."""
    errors: list[RecordError] = []
    for name, spec in FIELDS.items():
        if name not in setup:
            continue
        where = f"/setup/{name}"
        if spec.card not in kingdom:
            errors.append(RecordError(where, f"{cards.german(spec.card)} ist nicht im Königreich.",
                                      f"{spec.card} is not in the kingdom."))
        for index, entry in enumerate(setup[name]):
            card = cards.resolve(entry)
            if card is None and cards.resolve_any(entry) is not None:
                continue  # a card of an expansion the engine lacks: `unsupported` names it
            if card is None:
                errors.append(RecordError(f"{where}/{index}", f"Unbekannte Karte {entry!r}.", f"Unknown card {entry!r}."))
            elif not card.is_kingdom:
                errors.append(RecordError(f"{where}/{index}", f"{entry} ist keine Königreichkarte.",
                                          f"{entry} is no kingdom card."))
            elif card.tag in kingdom:
                errors.append(RecordError(f"{where}/{index}", f"{entry} liegt im Vorrat ({spec.passage}).",
                                          f"{entry} is in the supply."))
        if setup.get("seed") is not None and len(setup[name]) < spec.least:
            errors.append(RecordError(where, f"Der ganze Stapel hat mindestens {spec.least} Karten ({spec.passage}).",
                                      f"The whole deck has at least {spec.least} cards."))
    return errors


def unsupported(setup: dict[str, Any]) -> list[str]:
    """The cards of the decks the engine cannot play: not implemented, or bringing something to the table that
    only a kingdom pile sets up (a `setup` hook or a trigger of a pile in the game: Handelsroute's tokens)."""
    missing = []
    for name in FIELDS:
        for entry in setup.get(name, []):
            card = cards.resolve(entry) or cards.resolve_any(entry)
            if card is None:
                continue  # an unknown name: validate_setup's error
            if not deck_card(card.tag):
                missing.append(card.name_de)
    return missing


def deck_card(tag: str) -> bool:
    """Can the engine play `tag` from a deck beside the supply? Implemented, and nothing of it needs its
    pile in the supply (a set-up of its own, a trigger of a kingdom pile)."""
    definition = DEFS.get(tag)
    return definition is not None and definition.setup is None and not any(
        trigger.zone == "kingdom" for trigger in definition.triggers)


def lay_out(state: Any, setup: dict[str, Any]) -> None:
    """The known cards the record names, as the decks' first contents (the card's set-up then orders them)."""
    for name, spec in FIELDS.items():
        if name in setup:
            state.decks[spec.deck] = [(cards.resolve(n) or cards.resolve_any(n)).tag for n in setup[name]]  # type: ignore[union-attr]
