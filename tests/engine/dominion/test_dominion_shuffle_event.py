"""Every shuffle of a discard pile goes through the event bus (events.py, "shuffle"), like draws and discards: a
card that listens to it hears it at the moment it happens, in a seeded game (the engine shuffles inside a draw)
and in a record (the `shuffle` event), and the draw that needed the shuffle then goes on as one draw."""

import dataclasses
from collections import Counter

import pytest
from dominion_helpers import RS, play, with_deck, with_hand

from engine.games.dominion import model
from engine.games.dominion.model import DEFS, Trigger
from engine.games.dominion.ops import Token

KINGDOM = ["Geldversteck", "Schmiede", "Dorf", "Markt", "Miliz", "Kapelle", "Werkstatt", "Keller", "Hexe", "Burggraben"]


def _heard(args):
    """Marks, in the listener's tokens, whose shuffle it heard (an effect changes the state only through its ops)."""
    yield Token(args["player"], "heard-shuffle:" + args["event"]["player"])


@pytest.fixture
def listening(monkeypatch):
    """Geldversteck (ln7136: it acts "immer wenn ein Spieler seinen Ablagestapel mischt") given, for this test
    only, a trigger that records every shuffle of a player it hears."""
    monkeypatch.setitem(DEFS, "Stash", dataclasses.replace(DEFS["Stash"], triggers=(
        Trigger("shuffle", "kingdom", _heard),)))
    model._PROFILES.clear()
    model._profile.cache_clear()
    yield
    model._PROFILES.clear()
    model._profile.cache_clear()


def _game(seed):
    return RS.setup(["Anna", "Ben"], {"editions": ["basis-rgg-2017", "promo"], "kingdom": KINGDOM, "seed": seed})


def _seeded_smithy():
    state = with_hand(_game(seed=3), "Anna", "Smithy")
    return with_deck(state, "Anna", "Copper", discard={"Gold": 3, "Silver": 2})


def test_a_listening_card_hears_the_shuffle_inside_a_seeded_draw(listening):
    state = play(_seeded_smithy(), [{"by": "Anna", "move": "play", "card": "Schmiede"}])
    assert state.cards["Anna"].tokens == {"heard-shuffle:Anna": 1}
    hand = state.cards["Anna"].hand
    assert hand["Copper"] == 1 and sum(hand.values()) == 3 and state.task is None and not state.stack
    assert state.shuffles["Anna"] == 1


def test_without_a_listener_the_seeded_draw_is_what_it_was(listening):
    quiet = play(_seeded_smithy(), [{"by": "Anna", "move": "play", "card": "Schmiede"}])
    model._PROFILES.clear()
    model._profile.cache_clear()
    DEFS["Stash"] = dataclasses.replace(DEFS["Stash"], triggers=())  # restored by the fixture's monkeypatch
    state = _seeded_smithy()
    state.profile = None
    plain = play(state, [{"by": "Anna", "move": "play", "card": "Schmiede"}])
    assert plain.cards["Anna"].tokens == {}
    assert plain.cards["Anna"].hand == quiet.cards["Anna"].hand  # the same cards, drawn in the same order


def test_a_listening_card_hears_a_records_shuffle_event_before_the_draw_goes_on(listening):
    state = _game(seed=None)
    while state.task is not None:  # the opening deal arrives as events
        state = RS.apply(state, RS.pending(state).options[0])
    state = with_deck(with_hand(state, "Anna", "Smithy"), "Anna", "Copper", discard={"Gold": 3})
    state = play(state, [{"by": "Anna", "move": "play", "card": "Schmiede"},
                         {"by": "Anna", "event": "draw", "cards": ["Kupfer"]}])
    assert state.task.need == "shuffle" and not state.cards["Anna"].tokens
    state = play(state, [{"by": "Anna", "event": "shuffle"}])
    assert state.cards["Anna"].tokens == {"heard-shuffle:Anna": 1}
    assert state.task.need == "draw" and state.task.count == 2  # the rest of the Smithy's draw
    assert RS.state_from_json(RS.state_to_json(state)).task.data["got"] == ["Copper"]
    state = play(state, [{"by": "Anna", "event": "draw", "cards": ["Gold", "Gold"]}])
    assert state.cards["Anna"].hand == Counter({"Copper": 1, "Gold": 2}) and state.task is None

