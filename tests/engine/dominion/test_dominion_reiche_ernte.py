"""Reiche Ernte (Cornucopia): one test per card and Preis, each naming its rule id and the divider lines (rulebook
003_a71f..., section 17 RGG 2014 unless marked HiG, section 16) it checks; the Preisstapel beside the supply, the
Bannstapel (setup.bane), the reveal-until with a reshuffle in the middle, the Auslegungen, and seeded self-play."""

import random
from collections import Counter
from pathlib import Path

import pytest
from dominion_helpers import RS, choose, play, played, rule_of, with_deck, with_hand

from engine.core import replay, validate_record
from engine.games.dominion import cards
from engine.games.dominion.effects import IMPLEMENTED_CARDS
from engine.games.dominion.model import DEFS, cost, profile
from engine.games.dominion.scoring import score

ED = ["basis-rgg-2017", "reiche-ernte-rgg-2014"]
HIG = ["basis-rgg-2017", "reiche-ernte-hig-2011"]
R1 = ["Weiler", "Menagerie", "Wahrsagerin", "Bauerndorf", "Nachbau", "Pferdehändler", "Turnier", "Ernte", "Füllhorn",
      "Harlekin"]
R2 = ["Treibjagd", "Festplatz", "Junge Hexe", "Miliz", "Thronsaal", "Burggraben", "Dorf", "Schmiede", "Markt", "Werkstatt"]


def game(kingdom=R1, players=("Anna", "Ben"), editions=ED, seed=1, **setup):
    return RS.setup(list(players), {"editions": list(editions), "kingdom": list(kingdom), "seed": seed, **setup})


def buy(by, card):
    return {"by": by, "move": "buy", "card": card}


def record(kingdom, **setup):
    return {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
            "setup": {"editions": ED, "kingdom": kingdom, **setup}, "log": []}


# --- the box ------------------------------------------------------------------------------------------------


def test_every_reiche_ernte_card_is_implemented_and_the_preise_are_no_kingdom_cards():
    for edition in ("reiche-ernte-hig-2011", "reiche-ernte-rgg-2014"):
        kingdom = cards.kingdom_cards(edition)
        assert len(kingdom) == 13 and set(kingdom) <= IMPLEMENTED_CARDS
        for start in (0, 10):
            names = [cards.german(tag) for tag in (kingdom * 2)[start:start + 10]]
            assert RS.unsupported(["A", "B"], {"editions": [edition], "kingdom": names}) == []
    prizes = {"Bag of Gold", "Diadem", "Followers", "Princess", "Trusty Steed"}
    assert prizes <= IMPLEMENTED_CARDS and not any(cards.card(tag).is_kingdom for tag in prizes)
    assert cards.resolve("Harlekin").tag == "Jester"  # the divider text's name (ln2963)


# --- Weiler, Menagerie, Bauerndorf, Ernte ---------------------------------------------------------------------


def test_dominion_karte_weiler_discards_one_card_for_an_action_and_one_for_a_buy_hig_ln2929():
    state = with_deck(with_hand(game(), "Anna", "Hamlet", "Copper", "Estate"), "Anna", "Gold", "Silver")
    state = played(state, "Weiler")
    assert (state.actions, state.task.rule, state.task.verb) == (1, "dominion.karte.weiler", "discard")
    state = play(state, [choose("Anna", ["Anwesen"]), choose("Anna", ["Kupfer"])])
    assert (state.actions, state.buys) == (2, 2)
    assert state.cards["Anna"].hand == Counter({"Gold": 1, "Copper": 0, "Estate": 0})
    assert rule_of(played(with_hand(game(), "Anna", "Hamlet", "Copper", "Estate"), "Weiler"),
                   choose("Anna", ["Kupfer", "Anwesen"])) == "dominion.karte.weiler"  # one card per bonus


def test_dominion_auslegung_weiler_eine_karte_one_card_may_buy_the_buy_ln2992():
    state = with_deck(with_hand(game(), "Anna", "Hamlet", "Copper"), "Anna", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Weiler"}, choose("Anna", []), choose("Anna", ["Gold"])])
    assert (state.actions, state.buys) == (1, 2)


def test_dominion_karte_menagerie_three_cards_for_different_names_one_for_a_double_ln3001():
    distinct = with_deck(with_hand(game(), "Anna", "Menagerie", "Copper", "Silver"), "Anna", *["Estate"] * 5)
    distinct = played(distinct, "Menagerie")
    assert state_hand_size(distinct) == 5 and distinct.actions == 1
    double = with_deck(with_hand(game(), "Anna", "Menagerie", "Copper", "Copper"), "Anna", *["Estate"] * 5)
    assert state_hand_size(played(double, "Menagerie")) == 3


def test_dominion_karte_menagerie_a_hand_the_record_has_not_shown_is_revealed_by_name_ln3001():
    state = game(seed=None)
    while state.task is not None:  # the opening deal, unseen: 5 cards each
        state = RS.apply(state, {"by": state.task.player, "event": "draw", "count": 5})
    state = played(with_hand(state, "Anna", "Menagerie"), "Menagerie")
    assert (state.task.rule, state.task.verb, state.task.data["least"]) == ("dominion.karte.menagerie", "reveal", 5)
    assert rule_of(state, choose("Anna", ["Kupfer"] * 4)) == "dominion.karte.menagerie"  # the whole hand
    doubled = play(state, [choose("Anna", ["Kupfer"] * 4 + ["Anwesen"])])
    assert (doubled.task.need, doubled.task.count) == ("draw", 1)  # a double: +1 Karte
    assert doubled.cards["Anna"].hand == Counter({"Copper": 4, "Estate": 1, "Menagerie": 0})


def state_hand_size(state, player="Anna"):
    return state.cards[player].hand_size()


def test_dominion_karte_bauerndorf_reveals_until_treasure_or_action_ln3019():
    state = with_deck(with_hand(game(), "Anna", "Farming Village"), "Anna", "Estate", "Curse", "Silver", "Gold",
                      discard={})
    state = played(state, "Bauerndorf")
    anna = state.cards["Anna"]
    assert state.actions == 2 and anna.hand == Counter({"Silver": 1, "Farming Village": 0})
    assert anna.discard == Counter({"Estate": 1, "Curse": 1}) and anna.draw_pile.top == ["Gold"]


def test_dominion_karte_bauerndorf_shuffles_in_the_middle_without_the_revealed_cards_ln2811_ln3019():
    # the draw pile runs out: the discard pile is shuffled; the cards revealed so far lie revealed, not in it
    state = with_deck(with_hand(game(), "Anna", "Farming Village"), "Anna", "Estate", "Curse",
                      discard={"Village": 1, "Duchy": 2})
    state = played(state, "Bauerndorf")
    anna = state.cards["Anna"]
    assert anna.hand["Village"] == 1 and anna.discard["Estate"] == 1 and anna.discard["Curse"] == 1
    assert state.shuffles["Anna"] >= 1 and anna.revealed == []
    # none at all, after the shuffle too: nothing into the hand, all revealed cards discarded (ln2811)
    none = with_deck(with_hand(game(), "Anna", "Farming Village"), "Anna", "Estate", discard={"Duchy": 1})
    none = played(none, "Bauerndorf")
    assert none.cards["Anna"].discard == Counter({"Estate": 1, "Duchy": 1}) and none.task is None


def test_dominion_karte_ernte_one_coin_per_name_of_the_top_four_ln3063():
    state = with_deck(with_hand(game(), "Anna", "Harvest"), "Anna", "Copper", "Copper", "Silver", "Estate", "Gold")
    state = played(state, "Ernte")
    assert state.coins == 3 and state.cards["Anna"].draw_pile.top == ["Gold"]


def test_dominion_auslegung_ernte_ablegen_the_four_are_discarded_ln3063():
    state = with_deck(with_hand(game(), "Anna", "Harvest"), "Anna", "Copper", "Estate", discard={})
    state = played(state, "Ernte")  # fewer than 4: as many as there are (ln3063)
    assert state.coins == 2 and state.cards["Anna"].discard == Counter({"Copper": 1, "Estate": 1})
    assert state.cards["Anna"].revealed == []


# --- Festplatz, Füllhorn --------------------------------------------------------------------------------------


def test_dominion_karte_festplatz_two_points_per_five_names_ln3096():
    points = DEFS["Fairgrounds"].points
    assert points({"Copper": 7, "Estate": 3, "Fairgrounds": 1, "Silver": 2}) == 0  # 4 names
    assert points({tag: 1 for tag in ("Copper", "Estate", "Fairgrounds", "Silver", "Gold")}) == 2
    assert points({tag: 1 for tag in cards.kingdom_cards("reiche-ernte-rgg-2014")[:10]}) == 4
    state = game()
    state.cards["Anna"].discard.update({"Fairgrounds": 1, "Gold": 1, "Silver": 1})
    # 7 Kupfer, 3 Anwesen (the start deck), Festplatz, Gold, Silber: 5 names; 3 Anwesen 3 points, Festplatz 2
    assert score(state)["scores"]["Anna"] == 3 + 2


def test_dominion_karte_fuellhorn_gains_up_to_the_names_in_play_and_trashes_itself_for_a_victory_card_ln3069_ln3071():
    state = with_hand(game(), "Anna", "Horn of Plenty", "Copper", "Silver", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Kupfer", "Kupfer", "Silber", "Füllhorn")])
    assert state.coins == 4 and state.task.rule == "dominion.karte.fuellhorn"
    assert rule_of(state, choose("Anna", ["Herzogtum"])) == "dominion.karte.fuellhorn"  # 3 names: up to 3
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.fuellhorn"  # RGG 2014: "Nimm dir"
    kept = play(state, [choose("Anna", ["Silber"])])
    assert "Horn of Plenty" in kept.cards["Anna"].in_play and kept.cards["Anna"].discard["Silver"] == 1
    trashed = play(state, [choose("Anna", ["Anwesen"])])
    assert trashed.trash["Horn of Plenty"] == 1 and "Horn of Plenty" not in trashed.cards["Anna"].in_play
    # HiG 2011 (ln2831): "darfst" – gaining nothing is allowed
    hig = with_hand(game(editions=HIG), "Anna", "Horn of Plenty")
    hig = play(hig, [{"by": "Anna", "move": "play", "card": "Füllhorn"}, choose("Anna", [])])
    assert hig.task is None and hig.coins == 0


# --- Harlekin, Wahrsagerin, Junge Hexe ------------------------------------------------------------------------


def test_dominion_karte_harlekin_curse_for_a_victory_card_else_you_choose_who_gains_ln3077_ln3081():
    state = with_deck(with_hand(game(), "Anna", "Jester", "Jester"), "Ben", "Estate", "Silver", "Silver")
    state.actions = 2
    state = played(state, "Harlekin")
    assert state.cards["Ben"].discard["Curse"] == 1 and state.coins == 2 and state.task is None
    state = played(state, "Harlekin")
    assert (state.task.rule, state.task.player) == ("dominion.karte.harlekin", "Anna")
    mine = play(state, [choose("Anna", option="ich")])
    assert mine.cards["Anna"].discard["Silver"] == 1 and mine.cards["Ben"].discard["Silver"] == 1  # his top card
    his = play(state, [choose("Anna", option="mitspieler")])
    assert his.cards["Anna"].discard["Silver"] == 0 and his.cards["Ben"].discard["Silver"] == 2


def test_dominion_karte_wahrsagerin_reveals_until_victory_or_curse_back_on_the_deck_ln3010():
    state = with_deck(with_hand(game(), "Anna", "Fortune Teller"), "Ben", "Copper", "Silver", "Duchy", "Gold",
                      discard={})
    state = played(state, "Wahrsagerin")
    ben = state.cards["Ben"]
    assert state.coins == 2 and ben.draw_pile.top == ["Duchy", "Gold"]
    assert ben.discard == Counter({"Copper": 1, "Silver": 1})
    # the draw pile runs out: shuffled in the middle (ln3010), the revealed cards not among it
    state = with_deck(with_hand(game(), "Anna", "Fortune Teller"), "Ben", "Copper", discard={"Curse": 1})
    state = played(state, "Wahrsagerin")
    assert state.cards["Ben"].draw_pile.top == ["Curse"] and state.cards["Ben"].discard == Counter({"Copper": 1})


def _witch(bane="Keller", kingdom=R2, **setup):
    return game(kingdom=kingdom, bane=bane, **setup)


def test_dominion_bannstapel_an_eleventh_kingdom_pile_named_by_the_record_ln2843():
    state = _witch()
    assert state.kingdom[-1] == "Cellar" and len(state.kingdom) == 11 and state.supply["Cellar"] == 10
    assert state.tokens == {"bane:Cellar": 1}
    assert validate_record(record(R2, bane="Keller")) == []
    for bane, why in (("Markt", "passt nicht"), ("Dorf", "schon im Spiel"), ("Provinz", "passt nicht")):
        errors = validate_record(record(R2, bane=bane))
        assert errors and errors[0].pointer == "/setup/bane" and why in errors[0].message_de, bane
    assert validate_record(record(R1, bane="Keller"))[0].message_de == "Junge Hexe ist nicht im Spiel."
    assert RS.unsupported(["A", "B"], {"editions": ED, "kingdom": R2, "bane": "Kobold"}) == ["Kobold"]


def test_dominion_auslegung_bannstapel_wahl_a_seeded_game_picks_it_by_the_seed_ln2843():
    state = game(kingdom=R2, seed=7)
    banes = [key[5:] for key in state.tokens if key.startswith("bane:")]
    assert len(banes) == 1 and banes[0] in state.supply and banes[0] not in R2
    assert cards.card(banes[0]).price in (cards.Cost(2), cards.Cost(3))
    assert game(kingdom=R2, seed=7).tokens == state.tokens
    assert len({next(iter(game(kingdom=R2, seed=s).tokens)) for s in range(12)}) > 1
    assert game(kingdom=R1, seed=7).tokens == {}  # no Junge Hexe, no Bannstapel


def test_dominion_karte_junge_hexe_draws_discards_and_curses_those_without_the_bane_ln3030():
    state = with_deck(with_hand(_witch(players=("Anna", "Ben", "Cleo")), "Anna", "Young Witch", "Estate"), "Anna",
                      "Copper", "Silver")
    state = with_hand(with_hand(state, "Ben", "Cellar", "Copper"), "Cleo", "Copper")
    state = played(state, "Junge Hexe")
    assert state.task.rule == "dominion.karte.junge-hexe" and state_hand_size(state) == 3
    state = play(state, [choose("Anna", ["Anwesen", "Kupfer"])])
    assert (state.task.player, state.task.verb) == ("Ben", "reveal")
    shown = play(state, [choose("Ben", ["Keller"])])
    assert shown.cards["Ben"].discard["Curse"] == 0 and shown.cards["Cleo"].discard["Curse"] == 1
    assert shown.cards["Ben"].hand["Cellar"] == 1  # revealed, kept
    declined = play(state, [choose("Ben", [])])
    assert declined.cards["Ben"].discard["Curse"] == 1


def test_dominion_karte_junge_hexe_reactions_come_before_the_bane_ln3032():
    # the bane is a reaction (Burggraben): revealed as a reaction first (immune), the Bannkarte is not asked
    state = with_deck(with_hand(_witch(bane="Burggraben", kingdom=[*R2[:5], "Keller", *R2[6:]]), "Anna",
                                "Young Witch", "Estate", "Copper"), "Anna", "Copper", "Silver")
    state = with_hand(state, "Ben", "Moat")
    state = played(state, "Junge Hexe")
    assert (state.task.player, state.task.rule) == ("Ben", "dominion.reaktion")
    state = play(state, [choose("Ben", ["Burggraben"]), choose("Anna", ["Anwesen", "Kupfer"])])
    assert state.task is None and state.cards["Ben"].discard["Curse"] == 0
    # not revealed as a reaction: revealed as the Bannkarte
    state = with_deck(with_hand(_witch(bane="Burggraben", kingdom=[*R2[:5], "Keller", *R2[6:]]), "Anna",
                                "Young Witch", "Estate", "Copper"), "Anna", "Copper", "Silver")
    state = play(with_hand(state, "Ben", "Moat"), [{"by": "Anna", "move": "play", "card": "Junge Hexe"},
                                                   choose("Ben", []), choose("Anna", ["Anwesen", "Kupfer"])])
    assert state.task.verb == "reveal"
    assert play(state, [choose("Ben", ["Burggraben"])]).cards["Ben"].discard["Curse"] == 0


def test_junge_hexe_without_a_known_bane_is_unverifiable_not_illegal():
    # a record without a seed may leave the Bannkarte unnamed (setup.bane): whether a victim had it, it cannot say
    state = with_deck(with_hand(game(kingdom=R2), "Anna", "Young Witch", "Estate", "Copper"), "Anna", "Copper", "Silver")
    state.tokens = {}
    state = played(state, "Junge Hexe")
    verdict = RS.check(state, choose("Anna", ["Anwesen", "Kupfer"]))
    assert verdict.status == "unverifiable" and verdict.rule == "dominion.karte.junge-hexe"
    assert RS.apply(state, choose("Anna", ["Anwesen", "Kupfer"])).cards["Ben"].discard["Curse"] == 1


# --- Nachbau, Pferdehändler, Treibjagd ------------------------------------------------------------------------


def test_dominion_karte_nachbau_twice_trash_and_gain_exactly_one_more_ln3041():
    state = with_hand(game(), "Anna", "Remake", "Estate", "Copper", "Silver")
    state = played(state, "Nachbau")
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.nachbau"  # exactly 2 + 1
    state = play(state, [choose("Anna", ["Silber"]), choose("Anna", ["Kupfer"])])
    # nothing costs exactly 1: the Kupfer is trashed all the same, nothing gained (ln3041)
    assert state.task is None and state.trash == Counter({"Estate": 1, "Copper": 1})
    assert state.cards["Anna"].discard["Silver"] == 1


def test_dominion_karte_pferdehaendler_buy_coins_discard_two_and_set_aside_against_attacks_ln2878_ln2880():
    state = with_hand(game(kingdom=["Pferdehändler", *R2[1:]]), "Anna", "Horse Traders", "Copper", "Estate", "Silver")
    state = played(state, "Pferdehändler")
    assert (state.buys, state.coins, state.task.rule) == (2, 3, "dominion.karte.pferdehaendler")
    state = play(state, [choose("Anna", ["Kupfer", "Anwesen"])])
    assert state.cards["Anna"].hand == Counter({"Silver": 1, "Copper": 0, "Estate": 0, "Horse Traders": 0})
    # two of them set aside against one Miliz (ln2880 "mehrere"), back with a card each at Ben's next turn
    state = with_hand(game(kingdom=["Pferdehändler", *R2[1:]]), "Anna", "Militia")
    state = with_deck(with_hand(state, "Ben", "Horse Traders", "Horse Traders", "Copper", "Copper", "Estate"), "Ben",
                      *["Gold"] * 10)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Miliz"}, choose("Ben", ["Pferdehändler"]),
                         choose("Ben", ["Pferdehändler"])])
    ben = state.cards["Ben"]
    assert ben.mats == {"horse-traders": ["Horse Traders", "Horse Traders"]} and ben.tokens["next:Horse Traders"] == 2
    assert ben.hand_size() == 3 and state.task is None  # 3 cards left: nothing to discard (ln139)
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    ben = state.cards["Ben"]
    assert state.player == "Ben" and ben.hand["Horse Traders"] == 2 and ben.hand_size() == 5 + 2 + 3 - 3
    assert "horse-traders" not in ben.mats and "next:Horse Traders" not in ben.tokens


def test_dominion_karte_treibjagd_reveals_until_a_name_not_in_hand_ln3087():
    state = with_deck(with_hand(game(kingdom=R2), "Anna", "Hunting Party", "Copper", "Estate"), "Anna", "Silver",
                      "Copper", "Silver", "Gold", "Duchy", discard={})
    state = played(state, "Treibjagd")
    anna = state.cards["Anna"]
    assert anna.hand == Counter({"Copper": 1, "Estate": 1, "Silver": 1, "Gold": 1, "Hunting Party": 0})
    assert anna.discard == Counter({"Copper": 1, "Silver": 1}) and anna.draw_pile.top == ["Duchy"]


# --- Turnier and the Preise -----------------------------------------------------------------------------------


def test_dominion_preisstapel_five_prizes_beside_the_supply_ln2901():
    state = game()
    assert state.decks["prizes"] == ["Bag of Gold", "Diadem", "Followers", "Princess", "Trusty Steed"]
    assert not set(state.decks["prizes"]) & set(state.supply)
    rich = with_hand(game(), "Anna", "Gold", "Gold", "Gold")
    rich = play(rich, [{"by": "Anna", "move": "play", "card": "Gold"}] * 3)
    assert rule_of(rich, buy("Anna", "Diadem")) == "dominion.karte-nicht-im-vorrat"  # ln155: kein Vorrat
    assert "Princess" in profile(tuple(game().kingdom)).cards  # the Preise come into the game with it


def test_dominion_karte_turnier_province_for_a_prize_onto_the_deck_and_the_bonus_ln3055_ln3057():
    state = with_deck(with_hand(game(), "Anna", "Tournament", "Province"), "Anna", "Copper", "Copper")
    state = played(state, "Turnier")
    assert (state.actions, state.task.verb) == (1, "discard")
    state = play(state, [choose("Anna", ["Provinz"])])
    assert sorted(state.task.data["candidates"]) == ["Bag of Gold", "Diadem", "Duchy", "Followers", "Princess",
                                                    "Trusty Steed"]
    state = play(state, [choose("Anna", ["Diadem"])])
    assert state.decks["prizes"] == ["Bag of Gold", "Followers", "Princess", "Trusty Steed"]
    # Ben has no Provinz to show (not asked): +1 Karte (the Diadem just gained on top) and +1 Geld
    anna = state.cards["Anna"]
    assert anna.hand["Diadem"] == 1 and state.coins == 1 and anna.discard["Province"] == 1
    # a Provinz shown by another player: no bonus; the Herzogtum instead of a Preis
    shown = with_hand(with_deck(with_hand(game(), "Anna", "Tournament", "Province"), "Anna", "Copper"), "Ben", "Province")
    shown = play(shown, [{"by": "Anna", "move": "play", "card": "Turnier"}, choose("Anna", ["Provinz"]),
                         choose("Anna", ["Herzogtum"]), choose("Ben", ["Provinz"])])
    assert shown.cards["Anna"].draw_pile.top[0] == "Duchy" and shown.coins == 0 and state_hand_size(shown) == 0
    # ln2905: "Du kannst dich auch für einen der beiden Stapel entscheiden, wenn dieser leer ist"
    empty = with_hand(game(), "Anna", "Tournament", "Province")
    empty.decks["prizes"] = []
    empty = play(empty, [{"by": "Anna", "move": "play", "card": "Turnier"}, choose("Anna", ["Provinz"])])
    assert (empty.task.data["least"], sorted(empty.task.data["candidates"])) == (0, ["Duchy"])
    assert play(empty, [choose("Anna", [])]).supply["Duchy"] == empty.supply["Duchy"] == 8  # the empty Preisstapel


def test_dominion_karte_diadem_two_and_one_per_unused_action_hig_ln2934():
    state = with_hand(game(), "Anna", "Farming Village", "Diadem")
    state = with_deck(state, "Anna", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Bauerndorf", "Diadem")])
    assert state.coins == 2 + 2  # the Bauerndorf used the free action and gave 2 (ln2934's example)


def test_dominion_karte_ein_sack_voll_gold_gold_onto_the_deck_hig_ln2936():
    state = with_deck(with_hand(game(), "Anna", "Bag of Gold"), "Anna", "Copper")
    state = played(state, "Ein Sack voll Gold")
    assert state.actions == 1 and state.cards["Anna"].draw_pile.top == ["Gold", "Copper"]


def test_dominion_karte_gefolge_estate_and_a_curse_and_discard_to_three_hig_ln2938():
    state = with_deck(with_hand(game(), "Anna", "Followers"), "Anna", "Copper", "Copper", discard={})
    state = with_hand(state, "Ben", "Copper", "Copper", "Estate", "Silver", "Gold")
    state = played(state, "Gefolge")
    assert state.cards["Anna"].discard["Estate"] == 1 and state.cards["Ben"].discard["Curse"] == 1
    assert state.task.rule == "dominion.karte.gefolge" and state.task.data["least"] == 2
    state = play(state, [choose("Ben", ["Kupfer", "Anwesen"])])
    assert state.cards["Ben"].hand_size() == 3


def test_dominion_karte_prinzessin_two_less_once_even_on_a_throne_room_hig_ln2944():
    state = with_hand(game(kingdom=["Thronsaal", *R1[1:]]), "Anna", "Throne Room", "Princess")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Prinzessin"])])
    assert state.buys == 3 and cost(state, "Gold").coins == 4 and cost(state, "Copper").coins == 0


def test_dominion_karte_streitross_two_different_in_the_cards_order_hig_ln2948():
    state = with_deck(with_hand(game(), "Anna", "Trusty Steed"), "Anna", "Copper", "Copper", "Estate", discard={})
    state = played(state, "Streitross")
    assert rule_of(state, choose("Anna", option=["geld", "geld"])) == "dominion.karte.streitross"
    cash = play(state, [choose("Anna", option=["geld", "karten"])])
    assert cash.coins == 2 and cash.cards["Anna"].hand["Copper"] == 2
    silver = play(state, [choose("Anna", option=["silber", "aktionen"])])
    anna = silver.cards["Anna"]
    assert silver.actions == 2 and anna.discard["Silver"] == 4 and anna.draw_pile.size == 0
    assert anna.discard["Estate"] == 1  # the whole deck onto the discard pile (erratum ln2946)


# --- the engine's record of the box --------------------------------------------------------------------------


def test_reiche_ernte_kingdoms_leave_the_fast_path():
    for tag in ("Horse Traders", "Tournament", "Young Witch", "Horn of Plenty", "Menagerie"):
        assert not DEFS[tag].plain, tag
    assert not profile(("Horse Traders", "Smithy")).fast and not profile(("Tournament", "Smithy")).fast


def _seeded_bot(seed, kingdom):
    """Plays whatever it may, buys one of the dearest kingdom cards (or Provinz, Gold, Silber) it can, answers at
    random."""
    rng = random.Random(seed)
    wishes = [*kingdom, "Provinz", "Gold", "Silber"]

    def bot(state, options):
        plays = [o for o in options if o.get("move") == "play"]
        if plays:
            return rng.choice(plays)
        buys = {o["card"]: o for o in options if o.get("move") == "buy"}
        affordable = sorted((name for name in wishes if name in buys), key=lambda name: -cards.resolve(name).cost)
        if affordable and rng.random() < 0.9:
            return buys[rng.choice(affordable[:3])]  # the dearer ones: the piles of 2 and 3 would end the game
        ends = [o for o in options if o.get("move") == "end-phase"]
        return ends[0] if ends and rng.random() < 0.9 else rng.choice(options)

    return bot


def test_reiche_ernte_seeded_self_play_records_replay():
    from engine.games.dominion.bots import self_play

    seen = set()
    for index, kingdom in enumerate((R1, R2, ["Junge Hexe", "Turnier", "Pferdehändler", "Wahrsagerin", "Harlekin",
                                              "Füllhorn", "Festplatz", "Menagerie", "Ernte", "Bauerndorf"])):
        bots = {"A": _seeded_bot(index, kingdom), "B": _seeded_bot(index + 10, kingdom)}
        record_, state = self_play(bots, kingdom, seed=f"r{index}", editions=ED, max_entries=1500)
        assert replay(record_).status == "legal"
        seen |= {entry.get("card") for entry in record_["log"] if entry.get("move") == "play"}
    box = {cards.german(tag) for tag in cards.kingdom_cards("reiche-ernte-rgg-2014")} - {"Festplatz"}
    assert len(seen & box) >= 10, sorted(box - seen)


# --- the importers: the bane, the Preise, the real logs --------------------------------------------------------

LOGS = Path(__file__).resolve().parents[3].parent / "shared" / "reference-logs" / "isotropic" / "raw_html"


def _isotropic(name):
    if not (LOGS / name).is_file():
        pytest.skip(f"reference log {name} not found")
    from engine.importers import import_log

    return import_log("isotropic", (LOGS / name).read_text(encoding="utf-8"))


def test_isotropic_supply_line_star_names_the_bane_an_eleventh_pile_ln2843():
    record_ = _isotropic("game-20110901-055435-5a8e3666.html")  # "Village<span class=bane-star>♦</span>"
    setup = record_["setup"]
    assert setup["bane"] == "Dorf" and "Junge Hexe" in setup["kingdom"] and len(setup["kingdom"]) == 10
    assert "Dorf" not in setup["kingdom"] and "Junge Hexe" not in setup.get("extras", [])
    assert validate_record(record_) == [] and replay(record_).status == "legal"


@pytest.mark.parametrize("name", ["game-20110913-052150-e00be3ae.html", "game-20120625-114828-af02f875.html",
                                  "game-20130111-164348-84fd128e.html"])
def test_isotropic_logs_with_reiche_ernte_cards_replay_legal(name):
    record_ = _isotropic(name)
    assert record_["setup"]["editions"].count("reiche-ernte-rgg-2014") == 1
    assert RS.unsupported(record_["players"], record_["setup"]) == [] and replay(record_).status == "legal"


def test_dominion_online_bane_is_the_card_revealed_against_the_young_witch():
    from engine.importers.dominion_setup import Line, bane_revealed, infer_setup

    lines = [Line(1, "J", "play", ["Young Witch"]), Line(2, "J", "draw", ["Copper", "Silver"]),
             Line(3, "J", "discard", ["Copper", "Estate"]), Line(4, "L", "reveal", ["Swindler"]),
             Line(5, "J", "buy", ["Gold"])]
    assert bane_revealed(lines) == "Swindler"
    assert bane_revealed(lines[:3] + [Line(4, "L", "gain", ["Curse"])] + lines[4:]) is None  # never shown
    assert bane_revealed([Line(1, "J", "buy", ["Young Witch"]), Line(2, "L", "reveal", ["Swindler"])]) is None
    setup = infer_setup(["J", "L"], [*lines, Line(6, "J", "gain", ["Diadem"])], None, first_edition=False,
                        bane="Swindler")
    assert setup.record_setup()["bane"] == "Trickser" and "Swindler" not in setup.kingdom
    assert setup.extras == ["Diadem"]  # no Turnier in the kingdom: the Diadem is an extra (unsupported)
    with_tournament = infer_setup(["J", "L"], [Line(1, "J", "play", ["Tournament"]), Line(2, "J", "gain", ["Diadem"])],
                                  None, first_edition=False)
    assert with_tournament.extras == [] and with_tournament.kingdom == ["Tournament"]  # a Preis it brings


def test_isotropic_lines_of_the_bane_and_the_tournament():
    from engine.importers.isotropic import _line, _split

    bane = _line(3, "... Bob reveals a Bane card (a Village).", ["Ann", "Bob"], "Ann")
    assert (bane.player, bane.verb, bane.tags) == ("Bob", "reveal", ["Village"])
    won = _split(_line(3, "... Ann discards a Province and gains a Diadem on the deck.", ["Ann", "Bob"], "Ann"))
    assert [(x.verb, x.tags) for x in won] == [("discard", ["Province"]), ("gain", ["Diadem"])]
    empty = _split(_line(3, "... Ann discards a Province but gains nothing.", ["Ann", "Bob"], "Ann"))
    assert [(x.verb, x.tags) for x in empty] == [("discard", ["Province"]), ("gain", [])]
    sea_hag = _line(3, "... Ann discards a Province and gains a Curse on top of the deck.", ["Ann", "Bob"], "Bob")
    assert sea_hag.verb == "reveal"  # the older client's Sea Hag line, not a Turnier's


def test_dominion_online_hand_reveal_of_the_treibjagd_is_no_reveal_from_the_draw_pile_ln3087():
    # "C reveals their hand: 2 Coppers, a Gold, a Province and a Silver." then "C reveals an Estate." (log line 442)
    path = LOGS.parents[1] / "dominion-online" / "JamesBurnside-dominion-tracker" / "logs" / "textLog2.txt"
    if not path.is_file():
        pytest.skip("reference log textLog2.txt not found")
    from engine.importers import import_log

    record_ = import_log("dominion-online", path.read_text(encoding="utf-8"))
    assert "Treibjagd" in record_["setup"]["black_market"] and replay(record_).status == "legal"
