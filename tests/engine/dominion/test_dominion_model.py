"""The card model (model.py) and the event bus (events.py): one definition per card, triggers heard in every
zone, one `cost`, the kingdom's profile (which decides the fast path)."""

import dataclasses

import pytest
from dominion_helpers import RS, choose, game, play, with_deck, with_hand

from engine.games.dominion import cards, model
from engine.games.dominion.effects import EFFECTS, IMPLEMENTED_CARDS
from engine.games.dominion.model import DEFS, Trigger, cost, define, profile
from engine.games.dominion.ops import Token


def test_every_implemented_card_is_defined_once_with_its_play_registered():
    assert IMPLEMENTED_CARDS == set(DEFS)
    for tag in DEFS:
        assert tag in cards.card_table() and tag in EFFECTS
    with pytest.raises(ValueError):
        define("Village")


def test_the_kinds_of_definitions():
    # duration: a turn-start trigger heard while it stays in play
    assert [t.event for t in DEFS["Wharf"].triggers] == ["turn-start"]
    # reaction: an attack trigger heard in the hand; a gain trigger heard in the hand
    assert [(t.event, t.zone) for t in DEFS["Moat"].triggers] == [("attack", "hand")]
    assert [(t.event, t.zone) for t in DEFS["Watchtower"].triggers] == [("gain", "hand")]
    # trigger on gain while in play, on buy of itself
    assert [(t.event, t.zone) for t in DEFS["Royal Seal"].triggers] == [("gain", "in_play")]
    assert [(t.event, t.zone) for t in DEFS["Mint"].triggers] == [("buy", "self")]
    # cost modifiers: while in play (Steinbruch), its own rule (Hausierer), a turn flag (Brücke)
    assert DEFS["Quarry"].modifies_cost is not None and DEFS["Peddler"].cost is not None
    assert [item.flag for item in DEFS["Bridge"].lasting] == ["cost_reduction"]
    # victory points as a function of the deck
    assert DEFS["Gardens"].points({"Copper": 19, "Gardens": 1}) == 2
    assert DEFS["Duke"].points({"Duchy": 3, "Duke": 1}) == 3


def test_cost_is_structured_and_the_one_place_for_every_reduction():
    state = game(kingdom=["Brücke", "Steinbruch", "Hausierer", "Dorf", "Schmiede", "Markt", "Kapelle", "Keller",
                          "Werkstatt", "Burggraben"], editions=("basis-rgg-2017", "intrige-rgg-2017", "bluetezeit-rgg-2016"))
    assert cost(state, "Village") == cards.Cost(3) and cost(state, "Peddler") == cards.Cost(8)
    state = with_hand(state, "Anna", "Bridge", "Quarry", "Village")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Dorf", "Brücke", "Steinbruch")])
    # Brücke 1, Steinbruch 2 for actions; Hausierer in the buy phase (the Steinbruch began it) 2 less per
    # action in play (Dorf, Brücke): 8 - 4 - 1 - 2
    assert cost(state, "Smithy") == cards.Cost(1) and cost(state, "Silver") == cards.Cost(2)
    assert state.phase == "buy" and cost(state, "Peddler") == cards.Cost(1)


def test_profile_decides_the_fast_path():
    assert profile(("Smithy", "Village", "Market", "Laboratory", "Festival", "Woodcutter", "Moat", "Cellar", "Chapel",
                    "Workshop")).fast
    for tag in ("Bridge", "Merchant", "Coppersmith", "Talisman", "Wharf", "Trade Route", "Grand Market", "Treasury"):
        assert not profile((tag, "Smithy")).fast, tag


@pytest.fixture
def listening(monkeypatch):
    """Village, given for this test a trigger on every event the bus reports, each leaving a token."""
    heard = []

    def note(event):
        def effect(args):
            heard.append((event, args["player"], args["event"].get("card") or args["event"].get("cards")))
            yield Token(args["player"], "heard:" + event)
        return effect

    events = ("play", "gain", "buy", "trash", "discard", "draw", "phase", "cleanup", "turn-start")
    triggers = tuple(Trigger(event, "kingdom", note(event)) for event in events)
    monkeypatch.setitem(DEFS, "Village", dataclasses.replace(DEFS["Village"], triggers=triggers))
    monkeypatch.setattr(model, "_PROFILES", {})
    model._profile.cache_clear()
    yield heard
    model._profile.cache_clear()


def test_the_bus_reports_every_event_to_the_cards(listening):
    state = game(kingdom=["Dorf", "Kapelle", "Keller", "Schmiede", "Markt", "Miliz", "Hexe", "Thronsaal", "Burggraben",
                          "Werkstatt"])
    state = with_deck(with_hand(state, "Anna", "Chapel", "Cellar", "Estate", "Copper"), "Anna", *["Copper"] * 10)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Keller"}, choose("Anna", ["Anwesen"]),
                         {"by": "Anna", "move": "play", "card": "Kapelle"}, choose("Anna", ["Kupfer"]),
                         {"by": "Anna", "move": "end-phase"}, {"by": "Anna", "move": "buy", "card": "Kupfer"},
                         {"by": "Anna", "move": "end-phase"}])
    kinds = [event for event, _, _ in listening]
    for event in ("play", "discard", "draw", "trash", "phase", "buy", "gain", "cleanup", "turn-start"):
        assert event in kinds, event
    assert ("play", "Anna", "Cellar") in listening and ("trash", "Anna", "Copper") in listening
    assert state.cards["Anna"].tokens["heard:play"] == 2
    assert RS.state_to_json(state)["cards"]["Anna"]["tokens"]["heard:buy"] == 1
