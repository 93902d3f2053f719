"""Choices with cards the record's viewer did not see (`"unknown": n`, engine/games/dominion/format.md): the engine
checks what it can (the named cards, the count against the decision's limits, enough unseen cards in the
zone) and moves the unnamed cards unseen. Seed lines: rulebook 003 (rulings/sources/rulebooks)."""

from collections import Counter

from dominion_helpers import RS, choose, game, with_hand

from engine.core.pile import Pile
from engine.core.record import validate_record

KINGDOM = ["Bürokrat", "Torwächterin", "Vasall", "Keller", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Dorf"]
SETUP = {"editions": ["basis-rgg-2017"], "kingdom": KINGDOM}
OPENING = [{"by": "Anna", "event": "draw", "cards": ["Kupfer", "Kupfer", "Kupfer", "Anwesen", "Kupfer"]},
           {"by": "Ben", "event": "draw", "count": 5}]


def unseeded():
    state = RS.setup(["Anna", "Ben"], SETUP)
    for entry in OPENING:
        state = RS.apply(state, entry)
    return state


def blind(player, cards, unknown):
    return {"by": player, "move": "choose", "cards": cards, "unknown": unknown}


def militia_against_unseen_hand():
    state = with_hand(unseeded(), "Anna", "Militia")
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Miliz"})
    assert state.task.rule == "dominion.karte.miliz" and state.task.data["least"] == 2
    return state


def test_miliz_discard_with_an_unnamed_card_moves_it_unseen_ln686():
    # ln686: the others discard down to 3 ("L discards a card and an Estate")
    state = militia_against_unseen_hand()
    before = RS.state_to_json(state)
    entry = blind("Ben", ["Anwesen"], 1)
    assert RS.check(state, entry).is_legal
    assert RS.state_to_json(state) == before  # check never changes its argument
    after = RS.apply(state, entry)
    ben = after.cards["Ben"]
    assert (ben.hand_unknown, ben.discard_unknown, ben.discard["Estate"]) == (3, 1, 1)
    assert after.task is None


def test_miliz_unknown_count_must_fit_the_decision_ln686():
    state = militia_against_unseen_hand()
    assert RS.check(state, blind("Ben", [], 2)).is_legal
    too_many = RS.check(state, blind("Ben", ["Anwesen"], 2))
    assert too_many.status == "illegal" and too_many.rule == "dominion.karte.miliz"
    too_few = RS.check(state, blind("Ben", [], 1))
    assert too_few.status == "illegal" and too_few.rule == "dominion.karte.miliz"


def test_miliz_unnamed_cards_need_unseen_hand_cards_ln686():
    # a seeded game: every hand card is known, so an unnamed card cannot be in the hand
    state = with_hand(game(), "Anna", "Militia")
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Miliz"})
    verdict = RS.check(state, blind("Ben", ["Kupfer"], 1))
    assert verdict.status == "illegal" and verdict.rule == "dominion.karte.miliz"
    assert not any("unknown" in option for option in RS.legal_moves(state))  # seen hands: options unchanged


def test_miliz_unnamed_cards_of_a_known_hand_are_some_of_its_cards_ln686():
    # isotropic shows every hand, not which cards "... Ben discards 2 cards." were: the unnamed cards are cards
    # of the hand the record does not name; the engine then knows only that the rest is what is left of it
    state = with_hand(unseeded(), "Anna", "Militia")
    state = with_hand(state, "Ben", "Gold", "Copper", "Copper", "Estate", "Estate").copy()
    state.cards["Ben"].hand_unknown = 0
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Miliz"})
    assert RS.check(state, blind("Ben", [], 3)).status == "illegal"  # ln686: down to 3, so exactly 2
    after = RS.apply(state, blind("Ben", [], 2))
    ben = after.cards["Ben"]
    assert ben.hand == Counter() and ben.hand_unknown == 3 and ben.discard_unknown == 2
    # Ben's turn: the Gold may have stayed in the hand (it is one of the cards left), a second one cannot
    after = RS.apply(after, {"by": "Anna", "move": "end-turn"})
    after = RS.apply(after, {"by": "Anna", "event": "draw", "count": 5})
    after = RS.apply(after, {"by": "Ben", "move": "play", "card": "Gold"})
    second = RS.check(after, {"by": "Ben", "move": "play", "card": "Gold"})
    assert second.status == "illegal" and second.rule == "dominion.karte-nicht-auf-der-hand"


def test_halsabschneider_discard_with_unnamed_cards_moves_them_unseen_ln2719():
    # ln2719 (Blütezeit, Halsabschneider): "Alle Mitspieler müssen Handkarten ablegen, bis sie nur noch 3 Karten
    # auf der Hand haben." The Miliz's discard: which cards does not matter ("... X discards 2 cards.")
    setup = {"editions": ["basis-rgg-2017", "bluetezeit-rgg-2016"],
             "kingdom": ["Halsabschneider"] + KINGDOM[1:]}
    state = RS.setup(["Anna", "Ben"], setup)
    for entry in OPENING:
        state = RS.apply(state, entry)
    state = with_hand(state, "Anna", "Goons")
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Halsabschneider"})
    assert state.task.rule == "dominion.karte.halsabschneider" and state.task.data["least"] == 2
    assert RS.check(state, blind("Ben", [], 2)).is_legal
    too_few = RS.check(state, blind("Ben", [], 1))
    assert too_few.status == "illegal" and too_few.rule == "dominion.karte.halsabschneider"
    after = RS.apply(state, blind("Ben", [], 2))
    assert (after.cards["Ben"].hand_unknown, after.cards["Ben"].discard_unknown) == (3, 2)


def test_unknown_must_be_a_positive_count_in_schema_and_engine_ln559():
    state = militia_against_unseen_hand()
    for bad in (0, -1, True, "1"):
        verdict = RS.check(state, blind("Ben", ["Anwesen"], bad))
        assert verdict.status == "illegal", bad
    record = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": SETUP,
              "log": [blind("Ben", [], 0)]}
    assert [e.pointer for e in validate_record(record)] == ["/log/0"]
    record["log"] = [blind("Ben", [], 1)]
    assert validate_record(record) == []


def test_keller_unnamed_discard_then_draws_as_many_ln621():
    # ln621: discard, then draw as many ("l discards a card and a Remodel. l draws 2 cards.")
    state = unseeded()
    state = RS.apply(state, {"by": "Anna", "move": "end-turn"})
    state = RS.apply(state, {"by": "Anna", "event": "draw", "count": 5})
    state = with_hand(state, "Ben", "Cellar").copy()
    state.cards["Ben"].hand_unknown = 4
    state = RS.apply(state, {"by": "Ben", "move": "play", "card": "Keller"})
    assert state.task.rule == "dominion.karte.keller"
    state = RS.apply(state, blind("Ben", ["Kupfer"], 1))
    assert state.task.need == "draw" and state.task.count == 2
    assert (state.cards["Ben"].hand_unknown, state.cards["Ben"].discard_unknown) == (2, 1)


def test_kapelle_trashing_an_unnamed_card_ln614():
    state = with_hand(unseeded(), "Anna", "Chapel").copy()
    state.cards["Anna"].hand_unknown = 1
    state.cards["Anna"].draw_pile.hidden -= 1  # that card left the pile unseen: its identity stays in the pool
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Kapelle"})
    after = RS.apply(state, blind("Anna", [], 1))
    assert after.trash_unknown == 1 and after.cards["Anna"].hand_unknown == 0
    assert RS.state_from_json(RS.state_to_json(after)).trash_unknown == 1


def test_thronsaal_must_name_its_card_ln700():
    # the chosen action is played twice: its identity is needed, an unnamed card is no answer
    state = with_hand(unseeded(), "Anna", "Throne Room").copy()
    state.cards["Anna"].hand_unknown = 1
    state.cards["Anna"].draw_pile = Pile.shuffled_from({"Village": 1, "Copper": 1})
    state.cards["Anna"].draw_pile.hidden -= 1
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Thronsaal"})
    verdict = RS.check(state, blind("Anna", [], 1))
    assert verdict.status == "illegal" and verdict.rule == "dominion.eintrag-form"


def test_buerokrat_unnamed_card_onto_the_deck_is_unverifiable_ln663():
    # whether the unnamed card is a victory card decides legality: unverifiable, the card goes back unseen
    state = with_hand(unseeded(), "Anna", "Bureaucrat")
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Bürokrat"})
    assert state.task.rule == "dominion.karte.buerokrat"
    draw_pile_before = state.cards["Ben"].draw_pile.size
    verdict = RS.check(state, blind("Ben", [], 1))
    assert verdict.status == "unverifiable" and verdict.rule == "dominion.karte.buerokrat"
    after = RS.apply(state, blind("Ben", [], 1))
    assert after.cards["Ben"].draw_pile.size == draw_pile_before + 1 and after.cards["Ben"].hand_unknown == 4
    assert RS.state_to_json(after)["gaps"] == []  # the gap belongs to that step, not to the position


def sentry_looking_unseen():
    state = with_hand(unseeded(), "Anna", "Sentry").copy()
    state.cards["Anna"].draw_pile = Pile([], Counter({"Copper": 2, "Estate": 1, "Gold": 1}), 4)
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Torwächterin"})
    state = RS.apply(state, {"by": "Anna", "event": "draw", "count": 1})
    assert state.task.need == "reveal" and state.task.data.get("look")
    assert {"by": "Anna", "event": "reveal", "count": 2} in RS.legal_moves(state)
    return RS.apply(state, {"by": "Anna", "event": "reveal", "count": 2})


def test_torwaechterin_looks_at_unseen_cards_and_names_the_trashed_one_ln806():
    # ln806: look at the top 2, trash and/or discard any, the rest back ("G looks at 2 cards. G trashes a
    # Copper. G topdecks a card.")
    state = sentry_looking_unseen()
    anna = state.cards["Anna"]
    assert (anna.revealed_unknown, anna.draw_pile.hidden) == (2, 1)
    assert {"by": "Anna", "move": "choose", "cards": [], "unknown": 1} in RS.legal_moves(state)
    assert RS.check(state, choose("Anna", ["Provinz"])).status == "illegal"  # not in the pile's pool
    state = RS.apply(state, choose("Anna", ["Kupfer"]))
    assert state.trash["Copper"] == 1 and state.cards["Anna"].revealed_unknown == 1
    state = RS.apply(state, choose("Anna", []))  # discard nothing: the unseen rest goes back onto the deck
    anna = state.cards["Anna"]
    assert state.task is None and anna.revealed_unknown == 0 and anna.draw_pile.hidden == 2
    assert anna.draw_pile.pool == Counter({"Copper": 1, "Estate": 1, "Gold": 1})


def test_torwaechterin_discards_one_unnamed_and_topdecks_the_other_ln806():
    state = sentry_looking_unseen()
    state = RS.apply(state, choose("Anna", []))
    too_many = RS.check(state, blind("Anna", [], 3))
    assert too_many.status == "illegal" and too_many.rule == "dominion.karte.torwaechterin"
    state = RS.apply(state, blind("Anna", [], 1))
    anna = state.cards["Anna"]
    assert state.task is None and (anna.discard_unknown, anna.draw_pile.hidden, anna.revealed_unknown) == (1, 2, 0)


def test_unseen_card_onto_a_deck_of_known_order_forgets_the_order_ln806():
    state = sentry_looking_unseen().copy()
    state.cards["Anna"].draw_pile.top = ["Silver"]  # e.g. a Silver known on top below the looked-at cards
    state = RS.apply(state, choose("Anna", []))
    state = RS.apply(state, choose("Anna", []))
    draw_pile = state.cards["Anna"].draw_pile
    assert draw_pile.top == [] and draw_pile.hidden == 4 and draw_pile.pool["Silver"] == 1


def test_vasall_reveal_must_name_its_card_ln642():
    # a reveal is public: only a look (Torwächterin) may leave its cards unnamed
    state = with_hand(unseeded(), "Anna", "Vassal")
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Vasall"})
    assert state.task.need == "reveal" and "look" not in state.task.data
    verdict = RS.check(state, {"by": "Anna", "event": "reveal", "count": 1})
    assert verdict.status == "illegal" and verdict.rule == "dominion.eintrag-form"


def test_armenviertel_shows_the_hand_naming_its_unseen_cards_ln874():
    # rule dominion.karte.armenviertel (ln874): the hand is shown; without an action card in it, draw 2. Unseen
    # hand cards ("... drawing 2 cards." in isotropic) are named by the showing ("... revealing an Estate and a Silver.")
    state = with_hand(unseeded(), "Anna", "Shanty Town").copy()
    anna = state.cards["Anna"]
    anna.hand_unknown = 2
    anna.draw_pile = Pile([], Counter({"Copper": 2, "Estate": 1, "Village": 1, "Silver": 1}), 3)
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Armenviertel"})
    assert (state.task.rule, state.task.verb, state.task.data["least"]) == ("dominion.karte.armenviertel", "reveal", 2)
    assert RS.check(state, blind("Anna", ["Kupfer"], 1)).status == "illegal"  # every card is named
    plain = RS.apply(state, choose("Anna", ["Kupfer", "Anwesen"]))
    assert plain.task.need == "draw" and plain.task.count == 2 and plain.cards["Anna"].hand_unknown == 0
    with_action = RS.apply(state, choose("Anna", ["Dorf", "Anwesen"]))
    assert with_action.task is None and with_action.cards["Anna"].hand == Counter({"Village": 1, "Estate": 1})
