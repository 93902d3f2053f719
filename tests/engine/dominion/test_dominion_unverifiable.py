"""Choices that depend on cards the record never shows are `unverifiable`: the verdict names the gap, the
replay goes on (ARCHITECTURE: engine contract)."""

from dominion_helpers import RS, choose, with_hand

from engine.core.pile import Pile

KINGDOM = ["Bürokrat", "Bibliothek", "Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Keller"]
SETUP = {"editions": ["basis-rgg-2017"], "kingdom": KINGDOM}
OPENING = [{"by": "Anna", "event": "draw", "cards": ["Kupfer", "Kupfer", "Kupfer", "Anwesen", "Kupfer"]},
           {"by": "Ben", "event": "draw", "count": 5}]


def unseeded():
    state = RS.setup(["Anna", "Ben"], SETUP)
    for entry in OPENING:
        state = RS.apply(state, entry)
    return state


def test_buerokrat_unseen_hand_without_victory_card_is_unverifiable_ln663():
    state = with_hand(unseeded(), "Anna", "Bureaucrat")
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Bürokrat"})
    assert state.task.rule == "dominion.karte.buerokrat" and state.task.data["least"] == 0
    verdict = RS.check(state, choose("Ben", []))  # Ben's five cards were drawn unseen: may hold no Anwesen
    assert verdict.status == "unverifiable" and verdict.rule == "dominion.karte.buerokrat"
    assert RS.check(state, choose("Ben", ["Anwesen"])).is_legal
    assert RS.check(state, choose("Ben", ["Provinz"])).rule == "dominion.karte.buerokrat"
    after = RS.apply(state, choose("Ben", []))
    assert after.task is None and RS.state_to_json(after)["gaps"] == []  # the gap belonged to that step


def test_bibliothek_setting_aside_an_unseen_draw_is_unverifiable_ln732():
    state = with_hand(unseeded(), "Anna", "Library", *["Copper"] * 6).copy()
    state.cards["Anna"].draw_pile = Pile.shuffled_from({"Village": 1, "Copper": 1})
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Bibliothek"})
    state = RS.apply(state, {"by": "Anna", "event": "draw", "count": 1})
    assert state.task.rule == "dominion.karte.bibliothek"
    assert RS.check(state, choose("Anna", ["Kupfer"])).rule == "dominion.karte.bibliothek"  # no action card
    verdict = RS.check(state, choose("Anna", ["Dorf"]))
    assert verdict.status == "unverifiable" and verdict.rule == "dominion.karte.bibliothek"
    state = RS.apply(state, choose("Anna", ["Dorf"]))
    state = RS.apply(state, {"by": "Anna", "event": "draw", "count": 1})
    assert state.cards["Anna"].discard["Village"] == 1 and state.cards["Anna"].hand_size() == 7

