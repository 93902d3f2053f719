"""Engine findings of the isotropic end-state check (issue 15; tests/engine/importers/test_isotropic_summary.py),
each as a rule test naming the rule id and the rulebook lines (003_a71f0631d5b76e4b.txt) it checks: the end of
a game counts every card a player owns, unseen ones from the draw pile's pool; an extra turn does not count for
the tie-break."""

from collections import Counter

from dominion_helpers import RS, game, play, with_deck, with_hand

from engine.core.pile import Pile
from engine.games.dominion.scoring import player_points, score
from engine.games.dominion.zones import owned_cards, passes

SEASIDE = ["Beutelschneider", "Insel", "Karawane", "Müllverwerter", "Navigator", "Piratenschiff", "Schatzkarte",
           "Seehexe", "Außenposten", "Bazar"]
EDITIONS = ("basis-rgg-2017", "seaside-rgg-2014")
KINGDOM = ["Bürokrat", "Torwächterin", "Vasall", "Keller", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Dorf"]


def unseeded():
    """A record without a seed after both opening draws, Ben's unseen (isotropic 2010: no draw lines)."""
    state = RS.setup(["Anna", "Ben"], {"editions": ["basis-rgg-2017"], "kingdom": KINGDOM})
    for entry in ({"by": "Anna", "event": "draw", "count": 5}, {"by": "Ben", "event": "draw", "count": 5}):
        state = RS.apply(state, entry)
    return state


# -- the points count the whole deck, unseen cards from the pool -------------------------------------------------


def test_dominion_auslegung_gleichstand_unseen_hands_count_from_the_pool_ln437():
    # rule dominion.auslegung.gleichstand; ln437: the points come from the whole "Kartensatz (Nachziehstapel,
    # Handkarten und Ablagestapel)". With every hand drawn unseen the draw pile's identities are outstanding, yet
    # its composition is known: both players own 7 Kupfer and 3 Anwesen, 3 points each.
    state = unseeded()
    assert all(state.cards[p].hand_unknown == 5 and state.cards[p].draw_pile.outstanding == 5 for p in state.players)
    assert owned_cards(state, "Anna").exact() == Counter({"Copper": 7, "Estate": 3})
    result = score(state)
    assert result["scores"] == {"Anna": 3, "Ben": 3} and "open_scores" not in result
    assert result["winners"] == ["Ben"]  # tied points: Anna has had a turn, Ben none (fewer turns win)


def test_dominion_auslegung_gleichstand_points_from_a_pool_with_a_province_ln437():
    # ln437: a Provinz shuffled into the draw pile and drawn unseen still counts (6 points)
    state = unseeded().copy()
    anna = state.cards["Anna"]
    anna.draw_pile = Pile([], anna.draw_pile.pool + Counter({"Province": 1}), anna.draw_pile.hidden + 1)
    assert player_points(state, "Anna") == (9, 9)
    assert score(state)["winners"] == ["Anna"]


def test_dominion_auslegung_gleichstand_a_card_trashed_unseen_leaves_the_points_open_ln437():
    # rule dominion.auslegung.gleichstand, ln437: a hand card trashed unseen (Kapelle: "trashes a card") takes one
    # of the pool's identities out of the deck, the record does not say which: a Kupfer (3 points left) or an
    # Anwesen (2). The score says so instead of a number; the winner is named only as every outcome names it.
    state = with_hand(unseeded(), "Anna", "Chapel")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kapelle"},
                         {"by": "Anna", "move": "choose", "cards": [], "unknown": 1}])
    assert state.trash_unknown == 1
    owned = owned_cards(state, "Anna")
    assert (owned.gone, owned.exact()) == (1, None)
    assert player_points(state, "Anna") == (2, 3)
    result = score(state)
    assert result["scores"] == {"Anna": None, "Ben": 3} and result["open_scores"] == {"Anna": [2, 3]}
    assert result["winners"] == ["Ben"]  # Anna's 3 at most tie Ben's 3, and Ben has had fewer turns


def test_dominion_auslegung_gleichstand_a_card_trashed_unseen_that_cannot_score_leaves_the_points_known_ln437():
    # ln437: when every identity the trashed card may have scores alike (only Kupfer outstanding, the Anwesen
    # known in the discard pile), the points are known all the same; a sure winner is named
    state = unseeded().copy()
    anna = state.cards["Anna"]
    anna.draw_pile = Pile([], Counter({"Copper": 7}), 2)  # 5 drawn unseen, one of them trashed unseen
    anna.hand_unknown, anna.discard = 4, Counter({"Estate": 3, "Province": 1})
    state.trash_unknown = 1
    assert player_points(state, "Anna") == (9, 9)
    assert score(state)["scores"]["Anna"] == 9 and score(state)["winners"] == ["Anna"]
    anna.discard = Counter({"Estate": 3})
    anna.draw_pile = Pile([], Counter({"Copper": 6, "Province": 1}), 2)
    result = score(state)  # 3 or 9 points: open, yet Ben's 3 never beat Anna's lowest with more turns
    assert result["open_scores"] == {"Anna": [3, 9]} and result["winners"] == []


def test_dominion_auslegung_gleichstand_open_points_are_bounded_without_listing_the_ways_ln437():
    # rule dominion.auslegung.gleichstand, ln437: the points of the whole deck. 12 of 37 pool identities are no
    # longer Anna's (trashed or passed unseen, Maskerade ln888): more ways than `Owned.possible` lists, yet every
    # card's points are fixed, so the range is known: at most all 3 Flüche gone (18 + 3 = 21), at least both
    # Provinzen, both Herzogtümer and the 3 Anwesen gone (18 - 21 = -3)
    state = unseeded().copy()
    pool = Counter({"Copper": 7, "Estate": 3, "Province": 2, "Duchy": 2, "Curse": 3, "Silver": 4, "Gold": 3,
                    "Village": 3, "Smithy": 3, "Market": 3, "Witch": 2, "Militia": 2})
    state.cards["Anna"].draw_pile = Pile([], pool, 37 - 17)  # 17 outstanding: 5 unseen in hand, 12 gone
    owned = owned_cards(state, "Anna")
    assert owned.gone == 12 and owned.possible() is None
    assert player_points(state, "Anna") == (-3, 21)
    result = score(state)
    assert result["open_scores"] == {"Anna": [-3, 21]} and result["winners"] == []
    # a small case: the same range as listing every way
    small = unseeded().copy()
    small.cards["Anna"].draw_pile = Pile([], Counter({"Copper": 5, "Estate": 2, "Curse": 1, "Duchy": 1}), 9 - 7)
    owned = owned_cards(small, "Anna")
    ways = [sum({"Estate": 1, "Duchy": 3, "Curse": -1}.get(tag, 0) * n for tag, n in cards_.items())
            for cards_ in owned.possible()]
    assert owned.gone == 2 and player_points(small, "Anna") == (min(ways), max(ways)) == (0, 5)


def test_scores_of_a_seeded_game_are_unchanged():
    # a seeded game knows every card: the points are the cards' own, as before
    state = game()
    assert score(state)["scores"] == {"Anna": 3, "Ben": 3} and "open_scores" not in score(state)


# -- extra turns do not count for the tie-break --------------------------------------------------------------------


def test_dominion_karte_aussenposten_extra_turn_does_not_count_for_the_tie_break_ln2097():
    # ln2097: "Extra-Züge (z. B. durch Besessenheit oder Außenposten) werden für die Siegbedingung nicht beachtet";
    # dominion.auslegung.gleichstand breaks a tie by fewer turns, so Anna's Außenposten turn (dominion.karte.
    # aussenposten, ln1853) is not one of her turns: after it and Ben's turn both have had one, and a tie is shared
    state = with_deck(with_hand(game(kingdom=SEASIDE, editions=EDITIONS), "Anna", "Outpost"), "Anna", *["Copper"] * 20)
    turn = state.turn
    state = play(state, [{"by": "Anna", "move": "play", "card": "Außenposten"}, {"by": "Anna", "move": "end-turn"}])
    assert state.player == "Anna" and state.flags == {"extra_turn": 1, "back:Outpost": 1}
    assert state.turn == turn + 1 and state.cards["Anna"].turns == 1  # the game's count has it, Anna's not
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    assert state.player == "Ben" and (state.cards["Anna"].turns, state.cards["Ben"].turns) == (1, 1)
    tied = state.copy()
    tied.cards["Anna"].discard, tied.cards["Anna"].hand = Counter(), Counter({"Estate": 3})
    tied.cards["Anna"].draw_pile, tied.cards["Anna"].in_play = Pile(), []
    tied.cards["Ben"].discard, tied.cards["Ben"].hand = Counter(), Counter({"Estate": 3})
    tied.cards["Ben"].draw_pile = Pile()
    assert score(tied)["winners"] == ["Anna", "Ben"]
    assert RS.state_to_json(state)["cards"]["Anna"]["turns"] == 1


# -- Weiler and Maskerade: cards the log leaves unnamed ----------------------------------------------------------

HARVEST = ["Weiler", "Maskerade", "Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Keller", "Werkstatt"]


def unseeded_with(kingdom, editions=("basis-rgg-2017", "intrige-rgg-2014", "reiche-ernte-hig-2011")):
    """An unseeded game (both opening hands drawn unseen) of the kingdom."""
    state = RS.setup(["Anna", "Ben"], {"editions": list(editions), "kingdom": list(kingdom)})
    for entry in ({"by": "Anna", "event": "draw", "count": 5}, {"by": "Ben", "event": "draw", "count": 5}):
        state = RS.apply(state, entry)
    return state


def test_dominion_karte_weiler_discards_an_unnamed_card_for_the_buy_ln2929():
    # rule dominion.karte.weiler (ln2929): "eine Karte aus deiner Hand ablegen um ... +1 Aktion oder +1 Kauf"; the
    # card's identity does not matter, so a record may leave it unnamed (isotropic: "... discarding 1 card and
    # getting +1 buy."): the first choice declined, the second answered with `unknown`
    state = with_hand(unseeded_with(HARVEST), "Anna", "Hamlet")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Weiler"}, {"by": "Anna", "event": "draw", "count": 1},
                         {"by": "Anna", "move": "choose", "cards": []},
                         {"by": "Anna", "move": "choose", "cards": [], "unknown": 1}])
    anna = state.cards["Anna"]
    assert (state.actions, state.buys, anna.hand_unknown, anna.discard_unknown) == (1, 2, 5, 1)


def test_dominion_karte_maskerade_a_pass_the_log_does_not_show_is_unnamed_ln888():
    # rule dominion.karte.maskerade (ln888: "legen diese verdeckt zwischen sich und den Spieler zu ihrer Linken"):
    # whoever watches does not see the passed cards; each pass is a choice with `unknown`, the card reaches the left
    # neighbour unseen. Its identity was one of Anna's pool: Ben's pool gets a copy of each (here a Gold as well),
    # so the card may surface there as any of them; Anna no longer owns it, so her points stay open
    # (zones._pass_unseen: sound, less strict).
    state = unseeded_with(HARVEST).copy()
    anna = state.cards["Anna"]
    anna.draw_pile = Pile([], anna.draw_pile.pool + Counter({"Gold": 1}), anna.draw_pile.hidden + 1)
    state = with_hand(state, "Anna", "Masquerade")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Maskerade"},
                         {"by": "Anna", "event": "draw", "count": 2},
                         {"by": "Anna", "move": "choose", "cards": [], "unknown": 1},
                         {"by": "Ben", "move": "choose", "cards": [], "unknown": 1},
                         {"by": "Anna", "move": "choose", "cards": []}])
    assert state.task is None and state.cards["Anna"].hand_unknown == 7 and state.cards["Ben"].hand_unknown == 5
    assert state.cards["Ben"].draw_pile.pool == Counter({"Copper": 8, "Estate": 4, "Gold": 1})
    assert RS.check(state, {"by": "Anna", "move": "play", "card": "Gold"}).is_legal  # still possible: Anna's
    # Ben passed to Anna as well (his left neighbour). He chose his card before Anna's arrived (ln888), so it was a
    # Kupfer or an Anwesen, never her Gold: Anna's pool got a copy of each, and 2 of its identities are no longer
    # hers (the one she passed, the copy she did not receive). The passes are remembered (zones.passes): she passed
    # one card and received one, so 2 to 4 Anwesen are hers
    assert [sorted(step.candidates) for step in passes(state)] == [["Copper", "Estate", "Gold"], ["Copper", "Estate"]]
    assert owned_cards(state, "Anna").gone == 2 and player_points(state, "Anna") == (2, 4)
    ben = state.copy()
    ben.active, ben.cards["Ben"].turns = 1, 1
    assert RS.check(ben, {"by": "Ben", "move": "play", "card": "Gold"}).is_legal  # Ben's now, passed unseen


def _ben_without_hand(state):
    """Ben's 10 cards all in his draw pile (his hand empty: he passes nothing, dominion.auslegung.maskerade-leere-hand)."""
    state = state.copy()
    state.cards["Ben"].hand_unknown = 0
    state.cards["Ben"].draw_pile = Pile([], Counter({"Copper": 7, "Estate": 3}), 10)
    return state


MASQUERADE_PASS = [{"by": "Anna", "move": "play", "card": "Maskerade"}, {"by": "Anna", "event": "draw", "count": 2},
                   {"by": "Anna", "move": "choose", "cards": [], "unknown": 1}, {"by": "Anna", "move": "choose", "cards": []}]


def test_dominion_karte_maskerade_a_later_play_settles_what_a_pass_was_not_ln888():
    # rule dominion.karte.maskerade (ln888: "legen diese verdeckt zwischen sich und den Spieler zu ihrer Linken"):
    # Anna's unseen pass was one of her pool's identities (Kupfer, Anwesen, Gold). She then plays her one Gold: her
    # pool no longer holds a Gold, so the card she passed was none (a passed identity stays in the giver's pool),
    # and Ben's copy of the Gold goes: he can no longer play a Gold (zones.settle_passes)
    state = unseeded_with(HARVEST).copy()
    anna = state.cards["Anna"]
    anna.draw_pile = Pile([], anna.draw_pile.pool + Counter({"Gold": 1}), anna.draw_pile.hidden + 1)
    state = play(with_hand(_ben_without_hand(state), "Anna", "Masquerade"), MASQUERADE_PASS)
    assert [(step.giver, sorted(step.candidates)) for step in passes(state)] == [("Anna", ["Copper", "Estate", "Gold"])]
    ben = state.copy()
    ben.active, ben.cards["Ben"].turns = 1, 1
    assert RS.check(ben, {"by": "Ben", "move": "play", "card": "Gold"}).is_legal  # before: it may have been the Gold
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Kupfer"}])
    assert [(step.giver, sorted(step.candidates)) for step in passes(state)] == [("Anna", ["Copper", "Estate"])]
    assert state.cards["Ben"].draw_pile.pool["Gold"] == 0
    ben = state.copy()
    ben.active, ben.cards["Ben"].turns = 1, 1
    assert not RS.check(ben, {"by": "Ben", "move": "play", "card": "Gold"}).is_legal
    assert RS.check(ben, {"by": "Ben", "move": "play", "card": "Kupfer"}).is_legal


def test_dominion_karte_maskerade_a_settled_pass_leaves_the_end_state_exact_ln888():
    # ln888: the card goes face down, so the record does not name it. Anna's deck is 10 Kupfer and a Gold; her pass
    # was a Kupfer or the Gold, and she plays the Gold afterwards: the pass was a Kupfer, and what each player owns
    # and scores is known without a record naming it (before, both stayed open)
    state = unseeded_with(HARVEST).copy()
    state.cards["Anna"].draw_pile = Pile([], Counter({"Copper": 10, "Gold": 1}), 6)
    state = play(with_hand(_ben_without_hand(state), "Anna", "Masquerade"), MASQUERADE_PASS)
    assert owned_cards(state, "Anna").exact() is None and owned_cards(state, "Ben").exact() is None
    assert score(state)["scores"] == {"Anna": 0, "Ben": 3}  # a Kupfer or a Gold: the points are the same
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Kupfer"}])
    assert passes(state) == []
    assert owned_cards(state, "Anna").exact() == Counter({"Copper": 9, "Gold": 1, "Masquerade": 1})
    assert owned_cards(state, "Ben").exact() == Counter({"Copper": 8, "Estate": 3})
    assert score(state)["scores"] == {"Anna": 0, "Ben": 3}


def test_dominion_karte_maskerade_a_named_pass_still_needs_a_card_in_hand_ln888():
    # a pass the record names is checked as before: the card must be in the hand (here: no Provinz can be)
    state = with_hand(unseeded_with(HARVEST), "Anna", "Masquerade")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Maskerade"},
                         {"by": "Anna", "event": "draw", "count": 2}])
    assert not RS.check(state, {"by": "Anna", "move": "choose", "cards": ["Provinz"]}).is_legal


def _card(name: str, kind: str = "none") -> str:
    return f"<span class=card-{kind}>{name}</span>"


_HAMLET_PAGE = f"""<html><body><pre>Cleo wins!
cards in supply: {", ".join(_card(name) for name in ["Hamlet", "Village", "Smithy", "Market", "Witch", "Militia",
                                                        "Chapel", "Cellar", "Workshop", "Moat"])}

<hr/><b>Game log</b>

Turn order is Cleo and then Dora.

<span class=logonly>(Cleo's first hand: 4 {_card("Coppers", "treasure")} and an {_card("Estate", "victory")}.)</span>
<span class=logonly>(Dora's first hand: 3 {_card("Coppers", "treasure")} and 2 {_card("Estates", "victory")}.)</span>
&mdash; Cleo's turn 1 &mdash;
Cleo plays 4 {_card("Coppers", "treasure")}.
Cleo buys a {_card("Hamlet")}.
<span class=logonly>(Cleo draws: 3 {_card("Coppers", "treasure")} and 2 {_card("Estates", "victory")}.)</span>
   &mdash; Dora's turn 1 &mdash;
   Dora plays 3 {_card("Coppers", "treasure")}.
   Dora buys a {_card("Silver", "treasure")}.
   <span class=logonly>(Dora draws: 4 {_card("Coppers", "treasure")} and an {_card("Estate", "victory")}.)</span>
&mdash; Cleo's turn 2 &mdash;
Cleo plays 3 {_card("Coppers", "treasure")}.
Cleo buys a {_card("Silver", "treasure")}.
(Cleo reshuffles.)
<span class=logonly>(Cleo draws: a {_card("Hamlet")} and 4 {_card("Coppers", "treasure")}.)</span>
   &mdash; Dora's turn 2 &mdash;
   Dora plays 4 {_card("Coppers", "treasure")}.
   Dora buys a {_card("Silver", "treasure")}.
   (Dora reshuffles.)
   <span class=logonly>(Dora draws: 3 {_card("Coppers", "treasure")}, an {_card("Estate", "victory")}, and a {_card("Silver", "treasure")}.)</span>
&mdash; Cleo's turn 3 &mdash;
Cleo plays a {_card("Hamlet")}.
... drawing 1 card and getting +1 action.
... discarding 1 card and getting +1 buy.
Cleo plays 3 {_card("Coppers", "treasure")}.
Cleo buys a {_card("Silver", "treasure")}.
Cleo buys a {_card("Copper", "treasure")}.
</pre></body></html>"""


def test_dominion_karte_weiler_isotropic_discard_for_the_buy_declines_the_action_first_ln2929():
    # rule dominion.karte.weiler (ln2929): the first choice gives +1 Aktion, the second +1 Kauf. isotropic's
    # "... discarding 1 card and getting +1 buy." (the card unnamed) is the second: the importer declines the first,
    # then writes the unnamed discard, and the second buy of the turn is legal (game-20120122-190607-28dac253.html)
    from engine.core import replay
    from engine.importers import import_log

    record = import_log("isotropic", _HAMLET_PAGE)
    assert "stopped" not in record["import"]
    hamlet = record["log"].index({"by": "Cleo", "move": "play", "card": "Weiler"})
    assert record["log"][hamlet + 1:hamlet + 4] == [
        {"by": "Cleo", "event": "draw", "count": 1}, {"by": "Cleo", "move": "choose", "cards": []},
        {"by": "Cleo", "move": "choose", "cards": [], "unknown": 1}]
    report = replay(record)
    assert report.status == "legal", [problem.message_en for problem in report.problems]
    # the same discard taken for +1 Aktion leaves one buy: the second buy is refused
    log = record["log"]
    wrong = {**record, "log": log[:hamlet + 2] + [log[hamlet + 3], log[hamlet + 2]] + log[hamlet + 4:]}
    refused = replay(wrong)
    assert refused.status == "illegal" and refused.problems[0].rule == "dominion.kauf-braucht-kauf"
