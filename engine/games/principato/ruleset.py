"""The principato ruleset: the engine contract for 2-4 players (rulebook 004_86f27e294fa7879d.txt)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.decision import Decision
from engine.core.record import RecordError
from engine.core.ruleset import Ruleset
from engine.core.step import Chance, Choice, Notes, Task
from engine.games.principato import cards, moves, options
from engine.games.principato.flow import setup_state
from engine.games.principato.picture import draw
from engine.games.principato.rules import CATALOG
from engine.games.principato.schema import record_schema
from engine.games.principato.state import GameState


class PrincipatoRuleset(Ruleset):
    catalog = CATALOG
    schema_builder = staticmethod(record_schema)
    state_class = GameState
    slug = "principato"

    # -- setup ---------------------------------------------------------------------------------
    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[RecordError]:
        return setup_errors(players, setup)

    def setup(self, players: list[str], setup: dict[str, Any]) -> GameState:
        return setup_state(list(players), setup)

    # -- the rules' hooks ------------------------------------------------------------------------
    def task(self, state: GameState) -> Task | None:
        return None if state.over else state.task

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
        return moves.on_move(state, choice, entry, notes)

    def on_event(self, state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> GameState:
        # never reached: no chance is ever due (the preamble refuses every event as unexpected)
        raise CATALOG.contradict("ereignis-unerwartet", "Hier ist kein Zufallsereignis fällig.",
                                 "No chance event is due here.")

    def copy_state(self, state: GameState) -> GameState:
        return state.copy()

    def turn(self, state: GameState) -> int | None:
        return state.turn_no

    def result(self, state: GameState) -> dict[str, Any] | None:
        return state.result

    def pending(self, state: GameState) -> Decision | None:
        return options.pending(state)

    def picture(self, state: dict[str, Any], names: dict[str, str], previous: dict[str, Any] | None = None,
                move: dict[str, Any] | None = None) -> str | None:
        return draw(state, names, previous, move)


def setup_errors(players: list[str], setup: dict[str, Any]) -> list[RecordError]:
    """What the record's set-up contradicts in the rulebook (ln101-127, ln245)."""
    errors: list[RecordError] = []

    def err(where: str, de: str, en: str) -> None:
        errors.append(RecordError(where, de, en))

    n = len(players)
    facts = setup["cards"]
    if cards.SCORING_CARD in facts:
        err(f"/setup/cards/{cards.SCORING_CARD}", "Die Militärwertungskarte ist keine Aktionskarte.",
            "The military scoring card is not an action card.")
    if "start_player" in setup and setup["start_player"] not in players:
        err("/setup/start_player", "Der Startspieler muss mitspielen (ln127).", "The start player must play (ln127).")
    for key in ("start_cards", "goals"):
        if set(setup[key]) != set(players):
            err(f"/setup/{key}", "Jeder Spieler erhält genau einen Eintrag (ln111, ln121).",
                "Each player gets exactly one entry (ln111, ln121).")
    if errors:
        return errors
    places = [(f"/setup/start_cards/{p}/{s}", setup["start_cards"][p][s]) for p in players for s in ("S1", "S2")]
    places += [(f"/setup/stacks/{y}/{i}", c) for y in cards.STACKS for i, c in enumerate(setup["stacks"][y])]
    seen: Counter[str] = Counter()
    for where, card in places:
        if card == cards.SCORING_CARD:
            continue
        if card not in facts:
            err(where, f"Karte {card!r} fehlt in setup.cards.", f"Card {card!r} is missing from setup.cards.")
            continue
        seen[card] += 1
        if seen[card] == 2:
            err(where, f"Karte {card!r} liegt zweimal.", f"Card {card!r} lies twice.")
        if facts[card].get("mark") in cards.REMOVED_MARKS[n]:
            err(where, f"Mit {n} Spielern kommen Karten mit der Zahl {facts[card]['mark']} in die Schachtel (ln107-109).",
                f"With {n} players cards marked {facts[card]['mark']} go back into the box (ln107-109).")
    if sum(seen.values()) > cards.ACTION_CARDS:
        err("/setup/stacks", "Mehr als 98 Aktionskarten (ln61).", "More than 98 action cards (ln61).")
    s1 = {_identity(facts.get(setup["start_cards"][p]["S1"])) for p in players}
    s2 = [_identity(facts.get(setup["start_cards"][p]["S2"])) for p in players]
    if len(s1) > 1:
        err("/setup/start_cards", "Die Karten S1 sind für alle Spieler identisch (ln111).",
            "The S1 cards are identical for all players (ln111).")
    if len(set(s2)) < len(s2):
        err("/setup/start_cards", "Die Karten S2 sind für alle Spieler unterschiedlich (ln111).",
            "The S2 cards differ for every player (ln111).")
    stacks = setup["stacks"]
    for year in cards.STACKS:
        want = 1 if year in cards.SCORING_YEARS else 0
        if stacks[year].count(cards.SCORING_CARD) != want:
            err(f"/setup/stacks/{year}", "Je eine Militärwertungskarte liegt im Stapel des 2. und des 3. Jahres "
                "(ln245).", "One military scoring card lies in the stack of year 2 and one in year 3 (ln245).")
    if len(stacks["1"]) < cards.DISPLAY_SIZE[n]:
        err("/setup/stacks/1", f"Für die Auslage braucht Stapel 1 mindestens {cards.DISPLAY_SIZE[n]} Karten "
            "(ln113-117).", f"The display needs at least {cards.DISPLAY_SIZE[n]} cards of stack 1 (ln113-117).")
    dealt: Counter[str] = Counter()
    for player in players:
        goals = setup["goals"][player]
        dealt.update(goals)
        if sorted(cards.GOALS[g].stack for g in goals) != [1, 2]:
            err(f"/setup/goals/{player}", "Jeder Spieler erhält je 1 Karte beider Zielkarten-Stapel (ln121).",
                "Each player gets 1 card of each goal stack (ln121).")
    if any(count > 1 for count in dealt.values()):
        err("/setup/goals", "Jede Zielkarte gibt es nur einmal (ln121, ln273-323).",
            "Each goal card exists only once (ln121, ln273-323).")
    return errors


def _identity(facts: dict[str, Any] | None) -> tuple[Any, ...]:
    """What makes two action cards the same card: the effect and the swap symbol."""
    return (None,) if facts is None else (facts["effect"], facts["swap"])
