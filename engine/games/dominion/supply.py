"""Supply sizes per player count, as ANLEITUNG (2) states them (rulebook 003 ln575–579)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.record import RecordError
from engine.games.dominion import cards

# players: (Provinzen, andere Punktekarten, Flüche, Kupfer, Silber, Gold) — ln575–579 (= ln58–62)
TABLE: dict[int, tuple[int, int, int, int, int, int]] = {
    2: (8, 8, 10, 46, 40, 30),
    3: (12, 12, 20, 39, 40, 30),
    4: (12, 12, 30, 32, 40, 30),
    5: (15, 12, 40, 85, 80, 60),
    6: (18, 12, 50, 78, 80, 60),
}
KINGDOM_PILE = 10  # reading dominion.auslegung.zehn-karten-je-stapel (ln4007)
# kingdom piles of another size than KINGDOM_PILE, registered by the card's module where its divider note says so
# (Dark Ages' Ratten: 20)
PILE_SIZES: dict[str, int] = {}
KINGDOM_SIZE = 10  # ln519: "eine der 10 Königreichkarten-Sätze"; a record may leave some unknown (kingdom_unknown)
PLATINUM_PILE = 12  # reading dominion.auslegung.platin-stapel (ln2753 names no number)
# piles besides the kingdom a record's setup may name in `extras` (ln584: Platin und Kolonie; Trank, which
# also joins by itself when a kingdom card costs a potion: reading dominion.auslegung.trank-stapel)
EXTRA_PILES = ("Platinum", "Colony", "Potion")
START_DECK = {"Copper": 7, "Estate": 3}  # ln586: "andernfalls erhält jeder Spieler 7 Kupfer und 3 Anwesen"
# Dark Ages' Unterschlüpfe (ln586: "so startet jeder Spieler mit 7 Kupfer, 1 Hütte, 1 Totenstadt und 1 Verfallenes
# Anwesen"), when the record's `setup.shelters` says so (reading dominion.auslegung.unterschlupf-wahl)
SHELTERS = ("Hovel", "Necropolis", "Overgrown Estate")
# table token "start:<tag>": a card each start deck holds (that many) besides the 7 Kupfer, in place of the 3 Anwesen;
# the cards so named are in the game (what they hear is heard: model.profile_of)
START_CARD = "start:"
# table token "start-deck:<player>:<tag>": that many of the card in the player's own start deck, when the record's
# `setup.start_decks` names the start decks (reading dominion.auslegung.startdecks: the supply stays as ln575–579 lay it)
START_DECK_CARD = "start-deck:"


def start_tokens(setup: dict[str, Any]) -> dict[str, int]:
    """The table tokens of the start cards the record's setup names (`setup.shelters`, `setup.start_decks`)."""
    if setup.get("start_decks"):
        tokens: dict[str, int] = {}
        for player, names in setup["start_decks"].items():
            for name in names:
                key = f"{START_DECK_CARD}{player}:{cards.resolve(name).tag}"  # type: ignore[union-attr]
                tokens[key] = tokens.get(key, 0) + 1
        return tokens
    return {f"{START_CARD}{tag}": 1 for tag in SHELTERS} if setup.get("shelters") else {}


def start_deck(tokens: dict[str, int], player: str | None = None) -> dict[str, int]:
    """Each player's start deck: 7 Kupfer and 3 Anwesen, or 7 Kupfer and the start cards the table tokens name, or
    the player's own start deck the tokens name (`setup.start_decks`)."""
    if player is not None and tokens:
        prefix = f"{START_DECK_CARD}{player}:"
        own = {key[len(prefix):]: n for key, n in tokens.items()
               if key.startswith(prefix) and ":" not in key[len(prefix):]}
        if own:
            return own
    named = {key[len(START_CARD):]: n for key, n in tokens.items() if key.startswith(START_CARD)}
    return {"Copper": START_DECK["Copper"], **named} if named else START_DECK


def start_cards(tokens: dict[str, int]) -> tuple[str, ...]:
    """The start cards besides the base cards that the table tokens name (sorted), or (); with `setup.start_decks`
    every card of the start decks."""
    if not tokens:
        return ()
    named = {key[len(START_CARD):] for key in tokens if key.startswith(START_CARD)}
    named |= {key.rsplit(":", 1)[1] for key in tokens if key.startswith(START_DECK_CARD)}
    return tuple(sorted(named))


def start_deck_errors(players: list[str], setup: dict[str, Any]) -> list[RecordError]:
    """`setup.start_decks`: every player's start deck, named once each, of known cards (no Ereignis, no Landmarke);
    not with `setup.shelters` (the start decks name the shelters then)."""
    decks = setup.get("start_decks")
    if decks is None:
        return []
    errors: list[RecordError] = []
    if setup.get("shelters"):
        errors.append(RecordError("/setup/start_decks", "Mit eigenen Startdecks nennen diese die Unterschlüpfe; "
                                  "setup.shelters entfällt.", "With start decks of their own, they name the shelters; "
                                  "leave out setup.shelters."))
    for player in players:
        if player not in decks:
            errors.append(RecordError("/setup/start_decks", f"Das Startdeck von {player} fehlt.",
                                      f"The start deck of {player} is missing."))
    for player, names in decks.items():
        where = f"/setup/start_decks/{player}"
        if player not in players:
            errors.append(RecordError(where, f"{player} spielt nicht mit.", f"{player} is not a player."))
        for index, name in enumerate(names):
            card = cards.resolve(name) or cards.resolve_any(name)
            if card is None:
                errors.append(RecordError(f"{where}/{index}", f"Unbekannte Karte {name!r}.", f"Unknown card {name!r}."))
            elif {"Event", "Landmark"}.intersection(card.types):
                errors.append(RecordError(f"{where}/{index}", f"{card.name_de} ist keine Karte für ein Deck.",
                                          f"{card.name_en} is no card for a deck."))
    return errors


def start_deck_unsupported(setup: dict[str, Any], implemented: Any) -> list[str]:
    """The German names of the start decks' cards the engine lacks (`setup.start_decks`)."""
    missing: list[str] = []
    for names in (setup.get("start_decks") or {}).values():
        for name in names:
            card = cards.resolve(name) or cards.resolve_any(name)
            if card is not None and card.tag not in implemented and card.name_de not in missing:
                missing.append(card.name_de)
    return missing


def supply_for(players: int, kingdom: list[str], extras: tuple[str, ...] = ()) -> dict[str, int]:
    provinces, victory, curses, copper, silver, gold = TABLE[players]
    supply = {
        "Copper": copper,
        "Silver": silver,
        "Gold": gold,
        "Estate": victory,
        "Duchy": victory,
        "Province": provinces,
        "Curse": curses,
    }
    for tag in extras:  # ln2753/ln2759: Platin and Kolonie, when the players put them in (see EXTRA_PILES)
        if tag == "Potion":
            continue
        supply[tag] = PLATINUM_PILE if tag == "Platinum" else victory  # Kolonie: ln582, a victory card
    if "Potion" in extras or any(cards.card(tag).potion for tag in kingdom):
        # reading dominion.auslegung.trank-stapel: the Trank pile (ln2224: a base card like Kupfer) is in the
        # supply when a kingdom card costs a potion, with as many cards as the card facts give (16)
        supply["Potion"] = cards.pile_counts()["Potion"]
    for tag in kingdom:
        # ln582: "Punktekarten aus Erweiterungen werden in Anzahl der „anderen Punktekarten“ ausgelegt."
        supply[tag] = victory if cards.card(tag).is_("Victory") else PILE_SIZES.get(tag, KINGDOM_PILE)
    return supply


# -- kingdom piles a kingdom card brings ----------------------------------------------------------------------
# Some kingdom cards bring one more kingdom pile into the supply, named by a field of the record's setup (Junge
# Hexe's Bannstapel, rulebook 003 ln2843: "als zusätzlicher Stapel in den Vorrat gelegt"). The card's module
# registers the field (`CARD_PILES`); the pile joins the kingdom (it is "behandelt wie die anderen
# Königreichstapel") and a table token "<marker>:<card>" marks it, as the card laid under it does.


@dataclass(frozen=True)
class CardPile:
    field: str  # the record's setup field naming the pile's card ("bane")
    card: str  # the kingdom card that brings it ("Young Witch")
    marker: str  # the table token "<marker>:<tag>" that marks the pile
    fits: Callable[[cards.Card], bool]  # which kingdom cards may be it
    passage: str  # where the divider text says so (for the messages)


CARD_PILES: dict[str, CardPile] = {}  # setup field → the pile it names


def card_pile_errors(setup: dict[str, Any], kingdom: list[str], elsewhere: list[str]) -> list[RecordError]:
    """The piles' setup fields: a kingdom card of the chosen editions that fits, in no other pile, and the card
    that brings it in the kingdom or beside it (`elsewhere`: the Schwarzmarkt's deck)."""
    errors: list[RecordError] = []
    for name, pile in CARD_PILES.items():
        if name not in setup:
            continue
        where = f"/setup/{name}"
        card = cards.resolve(setup[name])
        if card is None and cards.resolve_any(setup[name]) is not None:
            continue  # a card of an expansion the engine lacks: `unsupported` names it
        if pile.card not in kingdom and pile.card not in elsewhere:
            errors.append(RecordError(where, f"{cards.german(pile.card)} ist nicht im Spiel.", f"{pile.card} is not in the game."))
        if card is None:
            errors.append(RecordError(where, f"Unbekannte Karte {setup[name]!r}.", f"Unknown card {setup[name]!r}."))
        elif not card.is_kingdom or not pile.fits(card):
            errors.append(RecordError(where, f"{card.name_de} passt nicht ({pile.passage}).", f"{card.name_en} does not fit."))
        elif card.tag in kingdom or card.tag in elsewhere:
            errors.append(RecordError(where, f"{card.name_de} liegt schon im Spiel.", f"{card.name_en} is in the game already."))
        elif not any(cards.EDITIONS[e]["cardset"] in card.cardsets for e in setup["editions"]):
            errors.append(RecordError(where, f"{card.name_de} gehört zu keiner gewählten Edition.",
                                      f"{card.name_en} is in none of the chosen editions."))
    return errors


def card_piles(setup: dict[str, Any]) -> list[tuple[CardPile, str]]:
    """The piles the record's setup names: (pile, the card's tag)."""
    found = []
    for name, pile in CARD_PILES.items():
        card = cards.resolve(setup.get(name))
        if card is not None:
            found.append((pile, card.tag))
    return found


def add_card_pile(state: Any, pile: CardPile, tag: str) -> None:
    """Lay out the pile as a kingdom pile (its size as `supply_for` gives it) with its marker, while the game is
    set up (the state's kingdom and supply are its own then)."""
    state.kingdom.append(tag)
    state.supply[tag] = supply_for(len(state.players), [tag])[tag]
    state.tokens[f"{pile.marker}:{tag}"] = 1
