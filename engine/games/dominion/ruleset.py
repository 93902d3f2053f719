"""The Dominion ruleset: the engine contract for base game and Intrigue, both editions, 2–6 players.

The game's hooks of the core skeleton (`Ruleset.step`): `task` (the open `Choice` or `Chance`, kept on
the state as `GameState.task`; between instructions the active player's turn), `on_move` / `on_event`
(moves.py), `fast_step` (fast.py)."""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.core.decision import Decision
from engine.core.pile import Pile
from engine.core.record import RecordError
from engine.core.ruleset import Ruleset
from engine.core.step import Chance, Choice, Notes
from engine.games.dominion import cards, decks, moves
from engine.games.dominion.effects import IMPLEMENTED_CARDS, landmarks
from engine.games.dominion.fast import deal_seeded, fast_step
from engine.games.dominion.model import DEFS, EVENT, EVENT_DEFS, decider
from engine.games.dominion.options import pending
from engine.games.dominion.piles import PILE_OF
from engine.games.dominion.rules import CATALOG
from engine.games.dominion.runner import push, run
from engine.games.dominion.schema import record_schema
from engine.games.dominion.state import GameState, PlayerCards
from engine.games.dominion.state_json import state_from_json
from engine.games.dominion.supply import (
    CARD_PILES,
    EXTRA_PILES,
    KINGDOM_SIZE,
    SHELTERS,
    add_card_pile,
    card_pile_errors,
    card_piles,
    start_deck,
    start_deck_errors,
    start_deck_unsupported,
    start_tokens,
    supply_for,
)


class DominionRuleset(Ruleset):
    catalog = CATALOG
    schema_builder = staticmethod(record_schema)
    state_class = GameState
    slug = "dominion"

    # -- setup ---------------------------------------------------------------------------------
    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[RecordError]:
        errors: list[RecordError] = []
        editions = setup["editions"]
        for index, name in enumerate(setup["kingdom"]):
            card = cards.resolve(name)
            where = f"/setup/kingdom/{index}"
            if card is None and cards.resolve_any(name) is not None:
                continue  # a card of another expansion: reported by `unsupported`, not an error
            if card is None:
                errors.append(RecordError(where, f"Unbekannte Karte {name!r}.", f"Unknown card {name!r}."))
            elif not card.is_kingdom and card.tag in PILE_OF and cards.card(PILE_OF[card.tag]).is_kingdom:
                pile = cards.card(PILE_OF[card.tag])  # reading dominion.auslegung.stapel-name (piles.py)
                errors.append(RecordError(where, f"{card.name_de} liegt im Stapel {pile.name_de}: das Königreich nennt "
                                          f"ihn {pile.name_de}.", f"{card.name_en} lies in the {pile.name_en} pile: the "
                                          f"kingdom names it {pile.name_en}."))
            elif not card.is_kingdom:
                errors.append(RecordError(where, f"{name} ist keine Königreichkarte.", f"{name} is no kingdom card."))
            elif not any(cards.EDITIONS[e]["cardset"] in card.cardsets for e in editions):
                errors.append(RecordError(where, f"{name} gehört zu keiner gewählten Edition.",
                                          f"{name} is in none of the chosen editions."))
        unknown = setup.get("kingdom_unknown", 0)
        if unknown and len(setup["kingdom"]) + unknown != KINGDOM_SIZE:
            errors.append(RecordError("/setup/kingdom_unknown",
                                      f"Königreich: {len(setup['kingdom'])} genannte und {unknown} unbekannte Stapel "
                                      f"sind nicht {KINGDOM_SIZE}.",
                                      f"Kingdom: {len(setup['kingdom'])} named and {unknown} unknown piles are not "
                                      f"{KINGDOM_SIZE}."))
        tags = [cards.resolve(n).tag for n in setup["kingdom"] if cards.resolve(n) is not None]  # type: ignore[union-attr]
        if len(set(tags)) != len(tags):
            errors.append(RecordError("/setup/kingdom", "Eine Königreichkarte ist doppelt.", "A kingdom card repeats."))
        errors += decks.validate(setup, tags)  # decks beside the supply (setup.black_market)
        deck_cards = [getattr(cards.resolve(n), "tag", n) for name in decks.FIELDS for n in setup.get(name, [])]
        errors += card_pile_errors(setup, tags, deck_cards)  # kingdom piles a card brings (setup.bane)
        errors += _event_errors(setup)  # the game's Events (setup.events)
        errors += landmarks.validate(setup, tags)  # Empires' Landmarken (setup.landmarks, setup.obelisk)
        errors += start_deck_errors(players, setup)  # each player's own start deck (setup.start_decks)
        return errors

    def unsupported(self, players: list[str], setup: dict[str, Any]) -> list[str]:
        missing = []
        for name in setup.get("kingdom", []):
            card = cards.resolve(name)
            if card is not None and card.tag not in IMPLEMENTED_CARDS:
                missing.append(card.name_de)
            elif card is None and cards.resolve_any(name) is not None:
                missing.append(cards.resolve_any(name).name_de)  # type: ignore[union-attr]
        missing += [name for name in decks.unsupported(setup) if name not in missing]  # cards of the Schwarzmarkt's deck
        for name in CARD_PILES:  # a pile a kingdom card brings (setup.bane)
            card = cards.resolve(setup.get(name)) or cards.resolve_any(setup.get(name))
            if card is not None and card.tag not in IMPLEMENTED_CARDS and card.name_de not in missing:
                missing.append(card.name_de)
        for name in setup.get("events", []):  # the game's Events (setup.events): implemented by `model.define_event`
            event = cards.resolve(name) or cards.resolve_any(name)
            if event is not None and event.tag not in EVENT_DEFS and event.name_de not in missing:
                missing.append(event.name_de)
        missing += [name for name in landmarks.unsupported(setup) if name not in missing]  # setup.landmarks
        if setup.get("shelters"):  # Dark Ages' start cards (setup.shelters)
            missing += [cards.german(tag) for tag in SHELTERS if tag not in IMPLEMENTED_CARDS]
        missing += [name for name in start_deck_unsupported(setup, IMPLEMENTED_CARDS) if name not in missing]
        for name in setup.get("extras", []):  # of the extra piles only Platin and Kolonie are implemented yet
            card = cards.resolve(name)
            if card is not None and card.tag in EXTRA_PILES and card.tag in IMPLEMENTED_CARDS:
                continue
            if card is not None and card.tag in _brought_cards():
                continue  # a pile beside the supply only the cards that bring it fill (Beute, ln3791): they decide
            other = cards.resolve_any(name)
            missing.append(other.name_de if other is not None else str(name))
        return missing

    def setup(self, players: list[str], setup: dict[str, Any]) -> GameState:
        kingdom = _kingdom(setup["kingdom"])
        seed = None if setup.get("seed") is None else str(setup["seed"])
        extras = tuple(tag for tag in EXTRA_PILES if any(
            getattr(cards.resolve(name), "tag", None) == tag for name in setup.get("extras", ())))
        state = GameState(list(players), list(setup["editions"]), kingdom, seed, _supply(len(players), kingdom, extras))
        # unknown kingdom slots (setup.kingdom_unknown) have no name: no pile in `supply`, never bought, gained or
        # emptied; they count as supply piles that are not empty (scoring.game_over)
        state.kingdom_unknown = setup.get("kingdom_unknown", 0)
        state.tokens.update(start_tokens(setup))  # the start cards besides the base cards (setup.shelters)
        decks.lay_out(state, setup)  # the known cards of decks beside the supply (setup.black_market)
        for pile, tag in card_piles(setup):  # one more kingdom pile a kingdom card brings (setup.bane)
            add_card_pile(state, pile, tag)
        for tag in kingdom:  # what the kingdom's cards bring to the table (Handelsroute's tokens ...)
            definition = DEFS.get(tag)
            if definition is not None and definition.setup is not None:
                definition.setup(state)
        for name in setup.get("events", ()):  # the game's Events (setup.events): table tokens, and their set-up
            tag = cards.resolve(name).tag  # type: ignore[union-attr]
            state.tokens[f"{EVENT}{tag}"] = 1
            definition = DEFS.get(tag)
            if definition is not None and definition.setup is not None:
                definition.setup(state)
        if setup.get("events"):  # what the game's cards hear includes the Events' (model.profile_of): worked out anew
            state.profile, state.fast = None, None
        decks.set_up(state)  # the cards of the decks beside the supply: in the game, their own set-up too
        landmarks.lay_out(state, setup)  # Empires' Landmarken: in the game, their set-up (setup.landmarks)
        if seed is not None and all(type(p) is str for p in players) and len(set(players)) == len(players):
            deal_seeded(state)  # what the loop below and the "start" effect do, without frame and generator
            _deal(state)
            return state
        for player in players:
            owned = PlayerCards(draw_pile=Pile.shuffled_from(start_deck(state.tokens, player)))
            if seed is not None:
                owned.draw_pile.fix_order(seed, player, 0)
            state.cards[player] = owned
            state.shuffles[player] = 0
        _deal(state)
        push(state, "start", {"players": list(players)})
        run(state, Notes())  # the deal needs no fact a record could lack: these notes stay empty
        return state

    # -- the game's hooks -------------------------------------------------------------------------
    def task(self, state: GameState) -> Choice | Chance | None:
        if state.phase == "over":
            return None
        task = state.task
        if task is not None:
            return task
        player = state.players[state.active]  # a controlled turn's moves are its controller's (model.decider)
        return Choice(decider(state, player) if state.flags else player, "turn")

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
        return moves.on_move(state, choice, entry, notes)

    def on_event(self, state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> GameState:
        return moves.on_event(state, chance, entry, notes)

    fast_step = staticmethod(fast_step)  # type: ignore[assignment]

    def copy_state(self, state: GameState) -> GameState:
        return state.copy()

    def deal(self, state: GameState) -> GameState:
        return state  # seeded states deal inside step; nothing is ever left pending for chance

    def turn(self, state: GameState) -> int | None:
        return state.turn

    def result(self, state: GameState) -> dict[str, Any] | None:
        return state.result

    # -- what now ------------------------------------------------------------------------------
    def pending(self, state: GameState) -> Decision | None:
        return pending(state)

    # -- data ----------------------------------------------------------------------------------
    def state_to_json(self, state: GameState) -> dict[str, Any]:
        return state.to_json()

    def state_from_json(self, data: dict[str, Any]) -> GameState:
        return state_from_json(data)


@cache
def _brought_cards() -> frozenset[str]:
    """The implemented non-kingdom cards some defined card brings beside the supply (`CardDef.brings`: Preise, Beute)."""
    return frozenset(tag for definition in DEFS.values() if definition.brings is not None
                     for tag in definition.brings() if tag in IMPLEMENTED_CARDS and not cards.card(tag).is_kingdom)


def _event_errors(setup: dict[str, Any]) -> list[RecordError]:
    """`setup.events` (format.md "Ereignisse / Events"): each an Event of a chosen edition (one of another box is
    reported by `unsupported`, not an error)."""
    errors: list[RecordError] = []
    editions = setup["editions"]
    for index, name in enumerate(setup.get("events", [])):
        where = f"/setup/events/{index}"
        card = cards.resolve(name)
        other = cards.resolve_any(name)
        if card is None and other is not None and "Event" in other.types:
            continue
        if card is None or not card.is_("Event"):
            errors.append(RecordError(where, f"{name} ist kein Ereignis.", f"{name} is no Event."))
        elif not any(cards.EDITIONS[e]["cardset"] in card.cardsets for e in editions):
            errors.append(RecordError(where, f"{name} gehört zu keiner gewählten Edition.",
                                      f"{name} is in none of the chosen editions."))
    tags = [getattr(cards.resolve(n), "tag", n) for n in setup.get("events", [])]
    if len(set(tags)) != len(tags):
        errors.append(RecordError("/setup/events", "Ein Ereignis ist doppelt.", "An Event repeats."))
    return errors


_KINGDOMS: dict[tuple[str, ...], list[str]] = {}


def _deal(state: GameState) -> None:
    """What each player gets at the start besides the start deck (`model.CardDef.deal`: Bäcker's Münze), from the
    kingdom's cards and the known cards of the decks beside the supply (rulebook 003 ln4894: also a Bäcker in the
    Schwarzmarkt deck)."""
    tags = list(dict.fromkeys([*state.kingdom, *(tag for deck in state.decks.values() for tag in deck)]))
    for tag in tags:
        definition = DEFS.get(tag)
        if definition is not None and definition.deal is not None:
            for player in state.players:
                definition.deal(state, player)


def _kingdom(names: list[Any]) -> list[str]:
    """The kingdom's tags (`cards.resolve(name).tag` for each name, failing as that fails), remembered for
    kingdoms of names only (a fresh list each time)."""
    key = tuple(names) if all(type(name) is str for name in names) else None
    tags = None if key is None else _KINGDOMS.get(key)
    if tags is None:
        tags = [cards.resolve(n).tag for n in names]  # type: ignore[union-attr]
        if key is not None and len(_KINGDOMS) < 1024:
            _KINGDOMS[key] = tags
    return list(tags)


_SUPPLIES: dict[tuple[int, tuple[str, ...], tuple[str, ...]], dict[str, int]] = {}


def _supply(players: int, kingdom: list[str], extras: tuple[str, ...] = ()) -> dict[str, int]:
    """`supply_for`, worked out once per player count, kingdom and extra piles (a fresh dict each time)."""
    key = (players, tuple(kingdom), extras)
    supply = _SUPPLIES.get(key)
    if supply is None:
        supply = supply_for(players, kingdom, extras)
        if len(_SUPPLIES) < 1024:
            _SUPPLIES[key] = supply
    return dict(supply)
