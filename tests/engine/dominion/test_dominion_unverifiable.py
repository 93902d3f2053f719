"""Choices that depend on cards the record never shows are `unverifiable`: the verdict names the gap, the
replay goes on (ARCHITECTURE: engine contract). Cards the record shows later are settled then (the Bibliothek's
cards set aside unseen, named as they are discarded): legal when the player's cards can hold them."""

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


def _library_drawing_unseen(pile: dict[str, int]):
    """Anna plays a Bibliothek with 5 Kupfer in hand; her draw pile holds `pile`, shuffled, drawn unseen."""
    state = with_hand(unseeded(), "Anna", "Library", *["Copper"] * 5).copy()
    state.cards["Anna"].draw_pile = Pile.shuffled_from(pile)
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Bibliothek"})
    return RS.apply(state, UNSEEN_DRAW)


UNSEEN_DRAW = {"by": "Anna", "event": "draw", "count": 1}
SET_ASIDE_UNSEEN = {"by": "Anna", "move": "choose", "cards": [], "unknown": 1}


def _set_aside_then_keep_two(state):
    """The first unseen draw set aside unseen, the next two kept (the hand reaches 7): the Bibliothek discards."""
    state = RS.apply(state, SET_ASIDE_UNSEEN)
    for _ in range(2):
        state = RS.apply(state, UNSEEN_DRAW)
        state = RS.apply(state, choose("Anna", []))
    return state


def test_bibliothek_unseen_draw_set_aside_named_is_settled_against_the_pool_ln732():
    # dominion.karte.bibliothek, rulebook 003 ln732 (ln169, ln409): only action cards may be set aside. The card
    # drawn unseen is one of the pool's identities like any unseen card: named and possible is legal
    state = _library_drawing_unseen({"Village": 1, "Copper": 2})
    assert state.task.rule == "dominion.karte.bibliothek"
    assert RS.check(state, choose("Anna", ["Kupfer"])).rule == "dominion.karte.bibliothek"  # no action card
    assert RS.check(state, choose("Anna", ["Markt"])).rule == "dominion.karte.bibliothek"  # not among her cards
    assert RS.check(state, choose("Anna", ["Dorf"])).is_legal
    state = RS.apply(state, choose("Anna", ["Dorf"]))
    for _ in range(2):  # no action card left among her unseen cards: nothing to ask
        state = RS.apply(state, UNSEEN_DRAW)
    assert state.task is None  # named when set aside: discarded without a question
    assert state.cards["Anna"].discard["Village"] == 1 and state.cards["Anna"].hand_size() == 7


def test_bibliothek_unseen_set_aside_later_named_and_possible_is_legal_ln732():
    # dominion.karte.bibliothek, rulebook 003 ln732: set aside when drawn, discarded when the drawing is over.
    # Set aside unseen (Dominion Online: "L sets a card aside with Library."), the discard names it ("L discards a
    # Village."): its identity is settled against the pool then, an action card the player's cards can hold
    state = _library_drawing_unseen({"Village": 1, "Copper": 2})
    assert RS.check(state, SET_ASIDE_UNSEEN).is_legal
    state = _set_aside_then_keep_two(state)
    assert state.cards["Anna"].revealed_unknown == 1 and state.cards["Anna"].hand_size() == 7
    task = state.task
    assert (task.rule, task.verb, task.data["source"]) == ("dominion.karte.bibliothek", "discard", "revealed")
    assert RS.check(state, choose("Anna", ["Dorf"])).is_legal
    after = RS.apply(state, choose("Anna", ["Dorf"]))
    owned = after.cards["Anna"]
    assert after.task is None and owned.discard["Village"] == 1 and owned.revealed_unknown == 0
    assert owned.draw_pile.pool["Village"] == 0  # the identity is settled: no Dorf left among her unseen cards


def test_bibliothek_unseen_set_aside_named_as_a_card_she_cannot_hold_is_not_legal_ln732():
    # dominion.karte.bibliothek, rulebook 003 ln732: "Aktionskarten darfst du zur Seite legen": the named card must
    # be an action card, and one the player's cards can hold (one Dorf in her pool, no Markt)
    state = _set_aside_then_keep_two(_library_drawing_unseen({"Village": 1, "Copper": 2}))
    for wrong in (["Kupfer"], ["Markt"]):
        verdict = RS.check(state, choose("Anna", wrong))
        assert not verdict.proceeds and verdict.rule == "dominion.karte.bibliothek", wrong
    state = _library_drawing_unseen({"Village": 1, "Copper": 3})
    state = RS.apply(state, SET_ASIDE_UNSEEN)
    state = RS.apply(state, UNSEEN_DRAW)
    state = RS.apply(state, SET_ASIDE_UNSEEN)  # a second one, but only one Dorf among her cards
    for _ in range(2):
        state = RS.apply(state, UNSEEN_DRAW)
        state = RS.apply(state, choose("Anna", []))
    verdict = RS.check(state, choose("Anna", ["Dorf", "Dorf"]))
    assert not verdict.proceeds and verdict.rule == "dominion.karte.bibliothek"


def test_bibliothek_unseen_set_aside_never_named_is_unverifiable_ln732():
    # dominion.karte.bibliothek, rulebook 003 ln732: whether an unseen set-aside card was an action card only its
    # name tells; a record that never names it is `unverifiable`, and the replay goes on
    state = _set_aside_then_keep_two(_library_drawing_unseen({"Village": 1, "Copper": 2}))
    blind = {"by": "Anna", "move": "choose", "cards": [], "unknown": 1}
    verdict = RS.check(state, blind)
    assert verdict.status == "unverifiable" and verdict.rule == "dominion.karte.bibliothek"
    after = RS.apply(state, blind)
    assert after.task is None and after.cards["Anna"].discard_unknown >= 1 and after.cards["Anna"].revealed_unknown == 0
