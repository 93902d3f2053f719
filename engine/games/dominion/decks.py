"""Decks beside the supply (`GameState.decks`): piles of kingdom cards that are no supply piles, brought to the
table by a kingdom card (the Schwarzmarkt's deck, rulebook 003 ln7116–7124).

A record's setup names a deck's known cards in its own field (`setup.black_market`): in a record without a seed
the cards the log shows from it (the rest of the deck stays unknown and is never named, so it never surfaces);
with a seed the whole deck, which the engine shuffles. Without the field a seeded game builds the deck itself
(the card's `setup` hook, effects/promo.py). The deck's cards come into the game through its card's
`CardDef.brings`, so that what they hear is heard (model.profile); once set up they are remembered as in the game
(`set_up`: table tokens "deck-card:<tag>"), their own set-up is done and their "game" triggers are heard, their
"kingdom" triggers (a kingdom pile's) are not.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.record import RecordError
from engine.games.dominion import cards
from engine.games.dominion.model import DECK_CARD, DEFS
from engine.games.dominion.piles import PILES


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
    """The cards of the decks the engine cannot play (`deck_card`): not implemented, or with a trigger of a
    kingdom pile whose part from a deck the model does not know."""
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
    """Can the engine play `tag` from a deck beside the supply? Implemented, and each trigger of a kingdom pile
    ("kingdom") one the text gives the pile only (`Trigger.pile_only`: Herzogin, ln3225). Its set-up is done and
    its "game" triggers are heard from the deck too (`set_up`; reading dominion.auslegung.schwarzmarkt-karten:
    Handelsroute ln2549, Embargo's tokens)."""
    definition = DEFS.get(tag)
    if tag in PILES and tag not in PILES[tag].names:  # the name of a pile of several cards (Schlösser): no card
        return False
    return definition is not None and all(
        trigger.zone != "kingdom" or trigger.pile_only for trigger in definition.triggers)


def set_up(state: Any) -> None:
    """Once the kingdom's cards are set up (the Schwarzmarkt's set-up lays out its deck): the cards of the decks are
    remembered as in the game (table tokens `model.DECK_CARD`, heard by "game" triggers) and their own set-up is
    done (reading dominion.auslegung.schwarzmarkt-karten: ln2549 "auch als Teil des SCHWARZMARKTES", ln2843,
    ln2901)."""
    held = sorted({tag for spec in FIELDS.values() for tag in state.decks.get(spec.deck, ())})
    if held:
        tokens = state.own_tokens()
        for tag in held:
            tokens[DECK_CARD + tag] = 1
    for tag in held:
        definition = DEFS.get(tag)
        if definition is not None and definition.setup is not None:
            definition.setup(state)


def lay_out(state: Any, setup: dict[str, Any]) -> None:
    """The known cards the record names, as the decks' first contents (the card's set-up then orders them)."""
    for name, spec in FIELDS.items():
        if name in setup:
            state.decks[spec.deck] = [(cards.resolve(n) or cards.resolve_any(n)).tag for n in setup[name]]  # type: ignore[union-attr]
