"""The course of the game: setup, turn end and refill, year ends, military scorings, game end.

What happens next without anybody deciding is an agenda (a stack, last item first) of plain items, so the
state stays plain data: ["turn"], ["next-turn"], ["refill"], ["year-end"], ["new-year"], ["year-refill"],
["score", why], ["supply", player], ["award", why], ["discard", player], ["final"]. `advance` works it off
until a player must decide. Functions here change the state they are given (callers copy first).
"""

from __future__ import annotations

from typing import Any

from engine.core.step import Notes
from engine.games.principato import cards, scoring
from engine.games.principato import tasks as open_tasks
from engine.games.principato.state import GameState, Principality


def setup_state(players: list[str], setup: dict[str, Any]) -> GameState:
    """The initial state from a set-up `validate_setup` accepted (ln101-127)."""
    n = len(players)
    start = players.index(setup.get("start_player", players[0]))
    zones = {}
    for player in players:
        zone = Principality()
        start_cards = setup["start_cards"][player]
        zone.hand = [start_cards["S1"], start_cards["S2"]]  # ln111, ln149
        zone.tiles.update(cards.START_TILES)  # ln125
        zone.cubes.update(cards.START_CUBES)
        zone.goals = list(setup["goals"][player])  # ln121
        zones[player] = zone
    culture = setup.get("culture") or {}
    state = GameState(
        list(players), start, {card: dict(facts) for card, facts in setup["cards"].items()}, zones,
        {kind: None if kind not in culture else list(culture[kind]) for kind in cards.CULTURE},
    )
    first = list(setup["stacks"]["1"])
    size = cards.DISPLAY_SIZE[n]
    state.display, state.refill = first[:size], first[size:]  # ln113-119
    state.stacks = {year: list(setup["stacks"][year]) for year in ("2", "3")}
    state.seat = start
    state.agenda = [["turn"]]  # ln135: the start player begins
    advance(state, Notes())
    return state


def end_turn(state: GameState) -> None:
    """ln171: the leftmost display card goes into the box, the rest shift left, the display is refilled."""
    state.task = None
    state.display.pop(0)
    state.boxed += 1
    state.agenda += [["next-turn"], ["refill"]]


def advance(state: GameState, notes: Notes) -> None:
    """Work off the agenda until a player must decide or the game is over."""
    while state.task is None and not state.over:
        item = state.agenda.pop()
        _STEPS[item[0]](state, item, notes)


def _turn(state: GameState, item: list[str], notes: Notes) -> None:
    state.turn_no += 1
    state.actions = 0
    state.task = open_tasks.choice("turn", state.current)


def _next_turn(state: GameState, item: list[str], notes: Notes) -> None:
    state.seat = (state.seat + 1) % len(state.players)  # ln135 clockwise; ln239 (Q27) into a new year
    _turn(state, item, notes)


def _refill(state: GameState, item: list[str], notes: Notes) -> None:
    if not state.refill:  # ln175: the stack is used up, the year ends
        state.agenda.append(["year-end"])
        return
    card = state.refill.pop(0)
    if card == cards.SCORING_CARD:  # ln247: score at once, then the card goes in the box and the refill goes on
        if not state.refill:
            notes.reading("auslegung.doppelwertung")  # ln249: two scorings back to back
        state.agenda += [["refill"], ["score", "karte"]]
        return
    state.display.append(card)


def _year_end(state: GameState, item: list[str], notes: Notes) -> None:
    """ln175: the display stays for the next year; the annual military scoring."""
    state.agenda += [["new-year"], ["score", "jahr"]]


def _new_year(state: GameState, item: list[str], notes: Notes) -> None:
    if state.year == cards.YEARS:  # ln255: after year 3's scoring, the final scoring
        state.agenda.append(["final"])
        return
    state.year += 1
    state.refill = state.stacks.pop(str(state.year))  # ln237
    state.agenda.append(["year-refill"])


def _year_refill(state: GameState, item: list[str], notes: Notes) -> None:
    """ln237: the new stack refills the display to its size (the same for every player)."""
    size = cards.DISPLAY_SIZE[len(state.players)]
    while len(state.display) < size:
        if not state.refill:
            state.agenda.append(["year-end"])
            return
        card = state.refill.pop(0)
        if card == cards.SCORING_CARD:  # Q10: first card of a new year: score, then refill again
            notes.reading("auslegung.wertungskarte-jahresbeginn")
            state.agenda += [["year-refill"], ["score", "karte"]]
            return
        state.display.append(card)


def _score(state: GameState, item: list[str], notes: Notes) -> None:
    """ln179-233: supply (in the order of ln181), VP, cubes off the units, then units may be given back."""
    why = item[1]
    last = why == "jahr" and state.year == cards.YEARS  # nothing follows the final scoring's clean-up
    steps: list[list[str]] = []
    order = scoring.supply_order(state)
    steps += [["supply", p] for p in order]
    notes.reading("auslegung.punktscheine")
    if any(can_supply(state.principalities[p]) for p in order):
        for reading in ("militaerplaettchen", "versorgen-nacheinander", "startspieler-bleibt"):  # Q22, Q12
            notes.reading("auslegung." + reading)
    steps.append(["award", why])
    if not last:
        steps += [["discard", p] for p in scoring.seat_order(state)]
    state.agenda += list(reversed(steps))


def can_supply(zone: Principality) -> bool:
    for unit in cards.UNITS:
        if zone.free(unit) and any(zone.cubes[cube] for cube in cards.UNIT_CUBES[unit]):
            return True
    return False


def _supply(state: GameState, item: list[str], notes: Notes) -> None:
    if can_supply(state.principalities[item[1]]):
        state.task = open_tasks.choice("supply", item[1])


def _award(state: GameState, item: list[str], notes: Notes) -> None:
    result = scoring.military_scoring(state, item[1])
    if len(set(result["strength"].values())) < len(state.players):
        notes.reading("auslegung.gleichstand-aufrunden")  # Q26


def _discard(state: GameState, item: list[str], notes: Notes) -> None:
    zone = state.principalities[item[1]]
    if zone.tiles["condottiere"] or zone.tiles["miliz"]:
        state.task = open_tasks.choice("discard", item[1])


def _final(state: GameState, item: list[str], notes: Notes) -> None:
    state.over = True
    state.result = scoring.final_result(state)
    notes.reading("auslegung.keine-ausgleichszuege")  # Q20
    if state.result["unknown_vp"]:
        notes.gap("kultur-siegpunkte", "Die aufgedruckten Siegpunkte mancher Kulturplättchen nennt weder der "
                  "Regeltext noch das Protokoll.", "The printed VP of some culture tiles are given neither by the "
                  "rulebook text nor by the record.", kinds=state.result["unknown_vp"])
    for goal in sorted({g for zone in state.principalities.values() for g in zone.goals}):
        for reading in _GOAL_READINGS.get(goal, ()):
            notes.reading("auslegung." + reading)
    scores = list(state.result["scores"].values())
    if len(state.result["winners"]) > 1 or (state.result["winners"] and scores.count(max(scores)) > 1):
        notes.reading("auslegung.gleichstand-steine")


# the readings a goal card's scoring rests on (Q14-Q18)
_GOAL_READINGS = {"bollwerk": ("bollwerk-abrunden",), "fruchtbares-land": ("ueber-sechs",),
                  "stadtrecht": ("ueber-sechs",), "kapelle": ("hoechstens-drei-saetze",),
                  "palast": ("palast-drei", "hoechstens-drei-saetze"), "rathaus": ("hoechstens-drei-saetze",),
                  "villa": ("villa-neun", "hoechstens-drei-saetze")}

_STEPS = {"turn": _turn, "next-turn": _next_turn, "refill": _refill, "year-end": _year_end, "new-year": _new_year,
          "year-refill": _year_refill, "score": _score, "supply": _supply, "award": _award, "discard": _discard,
          "final": _final}
