"""The burgund-karten ruleset: the engine contract for 2-4 players and the solo game against Egon."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.decision import Decision
from engine.core.record import RecordError
from engine.core.ruleset import Ruleset
from engine.core.step import Chance, Choice, Notes, Task
from engine.games.burgund_karten import cards, events, moves, options
from engine.games.burgund_karten.flow import setup_state
from engine.games.burgund_karten.rules import CATALOG
from engine.games.burgund_karten.schema import record_schema
from engine.games.burgund_karten.state import GameState


class BurgundKartenRuleset(Ruleset):
    catalog = CATALOG
    schema_builder = staticmethod(record_schema)
    state_class = GameState
    slug = "burgund-karten"

    # -- setup ---------------------------------------------------------------------------------
    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[RecordError]:
        errors: list[RecordError] = []

        def err(where: str, de: str, en: str) -> None:
            errors.append(RecordError(where, de, en))

        if "Egon" in players and len(players) == 1:
            err("/players", "Egon ist der virtuelle Gegner, kein Spieler.", "Egon is the virtual opponent.")
        if "start_player" in setup and setup["start_player"] not in players:
            err("/setup/start_player", "Der Startspieler muss mitspielen.", "The start player must be a player.")
        deck = setup.get("deck")
        if deck is not None:
            parsed = [cards.parse(t) for t in deck]
            for index, card in enumerate(parsed):
                if card is None:
                    err(f"/setup/deck/{index}", "Karte widerspricht dem Regeltext (Siegpunkte).",
                        "Card contradicts the rulebook (VP).")
            names = Counter(card.name for card in parsed if card is not None)
            if names != Counter(cards.KIND_COUNTS):
                err("/setup/deck", "Die Kartenliste hat nicht die Anzahlen je Art (ln15).",
                    "The card list does not have the counts per kind (ln15).")
        if setup.get("seed") is not None:
            if deck is None:
                err("/setup/deck", "Mit seed braucht die Engine die Kartenliste (Würfel je Karte).",
                    "With a seed the engine needs the card list (each card's die).")
            return errors
        for key in ("goods", "animals", "goods_stacks", "animal_stacks"):
            if key not in setup:
                err(f"/setup/{key}", "Pflichtangabe fehlt (ohne seed).", "Required without a seed.")
        if errors:
            return errors
        for key in ("goods", "animals"):
            if set(setup[key]) != set(players):
                err(f"/setup/{key}", "Jeder Spieler erhält genau eine (ln34).", "Each player gets exactly one (ln34).")
        goods = Counter(setup["goods"].values()) + Counter(g for s in setup["goods_stacks"] for g in s)
        if goods != Counter({s: cards.GOODS_PER_SORT for s in cards.GOODS}):
            err("/setup/goods_stacks", "Waren: 6 je Sorte (6x 3, ln19).", "Goods: 6 per sort (ln19).")
        animals = Counter(setup["animals"].values()) + Counter(a for s in setup["animal_stacks"] for a in s)
        if animals != Counter({a: cards.ANIMALS_PER_KIND for a in cards.ANIMALS}):
            err("/setup/animal_stacks", "Tiere: 5 je Art (5x 4, ln19).", "Animals: 5 per kind (ln19).")
        return errors

    def setup(self, players: list[str], setup: dict[str, Any]) -> GameState:
        return setup_state(list(players), setup)

    # -- the rules' hooks (moves.py, choices.py, events.py) --------------------------------------
    def task(self, state: GameState) -> Task | None:
        if state.over or not state.tasks:
            return None
        return state.tasks[-1]

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
        return moves.on_move(state, choice, entry, notes)

    def on_event(self, state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> GameState:
        return events.on_event(state, chance, entry, notes)

    def copy_state(self, state: GameState) -> GameState:
        return state.copy()

    def turn(self, state: GameState) -> int | None:
        return state.turn_no

    def result(self, state: GameState) -> dict[str, Any] | None:
        return state.result

    def pending(self, state: GameState) -> Decision | None:
        return options.pending(state)

