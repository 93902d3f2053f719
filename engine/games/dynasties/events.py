"""Chance events: the record says which action cards were dealt, which goods came out of the bag, what the dowry
dice showed and how the personalities were laid out. Each is checked against what can be: the cards still in the
draw pile (the discard pile is shuffled in when it runs out, auslegung.nachziehstapel-mischen), the goods in the
bag (its contents are known: every good outside it lies open), the dice faces the set-up states, the 8
personalities."""

from __future__ import annotations

from collections import Counter
from itertools import permutations
from typing import Any

from engine.core.pile import Pile, PileError
from engine.core.step import Chance, Notes
from engine.games.dynasties import board, flow
from engine.games.dynasties import tasks as open_tasks
from engine.games.dynasties.rules import CATALOG
from engine.games.dynasties.state import GameState


def on_event(state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> GameState:
    kind = entry["event"]
    if kind != chance.need or (chance.player is not None and entry.get("to") != chance.player):
        raise CATALOG.contradict("ereignis-unerwartet", f"Fällig ist: {chance.need} {chance.player or ''}.",
                                 f"Due: {chance.need} {chance.player or ''}.", got=kind, to=entry.get("to"))
    new = state.copy()
    new.task = None
    _EVENTS[kind](new, chance, entry, notes)
    flow.advance(new, notes)
    flow.name_every_gap(notes)
    return new


def _deal(state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> None:
    cards = entry.get("cards")
    rule = "handkarten" if state.turn_no == 0 else "neue-karten"
    if not isinstance(cards, list) or len(cards) != chance.count:
        raise CATALOG.contradict(rule, f"{chance.player} erhält {chance.count} Aktionskarten, genannt sind "
                                 f"{len(cards) if isinstance(cards, list) else 0}.", f"{chance.player} receives "
                                 f"{chance.count} action cards.", count=chance.count)
    pile = Pile.from_json(state.deck)
    for card in cards:
        if pile.size == 0:
            notes.reading("auslegung.nachziehstapel-mischen")
            pile.shuffle_in(Counter(state.discard))
            state.discard = []
        try:
            pile.draw(card)
        except PileError as exc:
            raise CATALOG.contradict("karte-im-stapel", f"{card} kann nicht im Nachziehstapel liegen: {exc}.",
                                     f"{card} cannot lie in the draw pile: {exc}.", card=card) from exc
        state.zones[chance.player]["hand"].append(card)
    state.deck = pile.to_json()


def _draw(state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> None:
    goods = entry.get("goods")
    if not isinstance(goods, list) or len(goods) != chance.count:
        raise CATALOG.contradict("beutel", f"Aus dem Beutel kommen {chance.count} Waren.",
                                 f"{chance.count} goods come out of the bag.", count=chance.count)
    drawn = Counter(goods)
    if drawn - Counter(state.bag):
        raise CATALOG.contradict("beutel", f"Diese Waren liegen nicht im Beutel: {dict(drawn - Counter(state.bag))}.",
                                 f"These goods are not in the bag: {dict(drawn - Counter(state.bag))}.",
                                 bag=dict(state.bag))
    target = state.zones[chance.player]["goods"] if chance.player else state.ships[chance.data["ship"]]["goods"]
    for good, n in drawn.items():
        state.bag[good] -= n
        target[good] += n


def _roll(state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> None:
    dice = entry.get("dice")
    if not isinstance(dice, list) or len(dice) != board.DICE:
        raise CATALOG.contradict("mitgift-wuerfeln", "Es werden die 3 Mitgiftwürfel geworfen (ln480).",
                                 "The 3 dowry dice are rolled (ln480).")
    faces = state.facts.get("dice")
    if faces is not None and not _assignable(dice, faces):
        raise CATALOG.contradict("mitgift-wuerfeln", f"{dice} passt nicht zu den Seiten der 3 Würfel im Aufbau.",
                                 f"{dice} does not fit the faces of the 3 dice in the set-up.", dice=dice)
    city = chance.data["city"]
    facts = state.facts["cities"][city]
    here = state.cities[city]
    large = facts["large"]
    small = "fuerstin" if large == "fuerst" else "fuerst"
    state.split = {"kind": "heirat", "city": city, "divider": here[small], "chooser": here[large],
                   "roll": list(dice), "groups": None}
    state.task = open_tasks.choice("teilen", here[small], what="heirat")  # ln480-486


def _assignable(dice: list[str], faces: list[list[str]]) -> bool:
    return any(all(d in faces[i] for d, i in zip(dice, order, strict=True)) for order in permutations(range(3)))


def _auslage(state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> None:
    shown = entry.get("personalities")
    if not isinstance(shown, list) or sorted(shown) != sorted(state.facts["personalities"]):
        raise CATALOG.contradict("persoenlichkeiten-neu", "Alle 8 Persönlichkeiten werden ausgelegt, je eine auf die "
                                 "6 hellblauen und 2 goldgelben Felder (ln154-156, ln771).", "All 8 personalities are "
                                 "laid out, one on each of the 6 light-blue and 2 gold slots (ln154-156, ln771).",
                                 personalities=shown)
    state.slots = list(shown)
    state.used = [False] * board.PERSONALITIES


_EVENTS = {"deal": _deal, "draw": _draw, "roll": _roll, "auslage": _auslage}
