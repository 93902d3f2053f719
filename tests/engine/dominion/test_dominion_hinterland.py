"""Hinterland (1st edition): one test per card, each naming its rule id and the divider line (rulebook
003_a71f..., section 19 RGG 2020 unless marked HiG (section 18)) it checks; the replaceable gain (Fahrender
Händler), the discard outside the clean-up (Tunnel), the Auslegungen where the two printings differ, and
seeded self-play of the box."""

import random
from collections import Counter

from dominion_helpers import RS, choose, end_turn, game, play, played, rule_of, with_deck, with_hand

from engine.core import replay
from engine.games.dominion.model import cost, profile
from engine.games.dominion.scoring import score

H1 = ["Aufbau", "Blutzoll", "Botschaft", "Edler Räuber", "Fahrender Händler", "Feilscher", "Fernstraße",
      "Fruchtbares Land", "Gasthaus", "Gewürzhändler"]
H2 = ["Grenzdorf", "Herzogin", "Kartograph", "Katzengold", "Komplott", "Lebenskünstler", "Mandarin", "Markgraf",
      "Nomadencamp", "Oase"]
H3 = ["Orakel", "Schatztruhe", "Seidenstraße", "Stallungen", "Tunnel", "Wegkreuzung", "Thronsaal", "Miliz",
      "Burggraben", "Keller"]
ED = ("basis-rgg-2017", "hinterland-rgg-2020")
HIG = ("basis-rgg-2017", "hinterland-hig-2011")


def h(kingdom, players=("Anna", "Ben"), editions=ED):
    return game(players=players, kingdom=kingdom, editions=editions)


def buy(by, card):
    return {"by": by, "move": "buy", "card": card}


def deck(state, player="Anna", card="Copper", n=12):
    return with_deck(state, player, *[card] * n)


# --- bonuses and cost ------------------------------------------------------------------------------


def test_dominion_karte_fernstrasse_one_less_per_copy_in_play_not_below_zero_hig_ln3190():
    state = deck(with_hand(h(H1), "Anna", "Highway", "Highway", "Copper"))
    assert cost(state, "Silver").coins == 3
    state = played(state, "Fernstraße")
    assert (state.actions, cost(state, "Silver").coins, cost(state, "Copper").coins) == (1, 2, 0)
    state = played(state, "Fernstraße")
    assert cost(state, "Silver").coins == 1 and cost(state, "Estate").coins == 0
    assert not profile(("Highway", "Smithy")).fast


def test_dominion_karte_oase_discards_a_card_ln3474():
    state = played(with_deck(with_hand(h(H2), "Anna", "Oasis", "Estate"), "Anna", "Gold"), "Oase")
    assert (state.actions, state.coins) == (1, 1)
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.oase"
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert state.cards["Anna"].hand == Counter({"Gold": 1, "Estate": 0})


def test_dominion_karte_botschaft_discards_three_and_gives_silver_when_gained_ln3553_ln3555():
    state = played(deck(with_hand(h(H1, players=("Anna", "Ben", "Cleo")), "Anna", "Embassy")), "Botschaft")
    assert sum(state.cards["Anna"].hand.values()) == 5
    state = play(state, [choose("Anna", ["Kupfer"] * 3)])
    assert sum(state.cards["Anna"].hand.values()) == 2
    state = with_hand(state, "Anna", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2 + [buy("Anna", "Botschaft")])
    assert state.cards["Ben"].discard["Silver"] == 1 and state.cards["Cleo"].discard["Silver"] == 1
    assert state.cards["Anna"].discard["Silver"] == 0


def test_dominion_karte_gasthaus_discard_two_and_shuffle_actions_in_when_gained_ln3576():
    state = played(deck(with_hand(h(H1), "Anna", "Inn")), "Gasthaus")
    assert state.actions == 2 and rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.karte.gasthaus"
    state = play(state, [choose("Anna", ["Kupfer", "Kupfer"])])
    # when gained: action cards of the discard pile, this one included (reading
    # dominion.auslegung.gasthaus-ablagestapel: HiG ln3204 says Nachziehstapel)
    state = with_deck(state, "Anna", "Estate", "Estate", discard={"Develop": 1, "Copper": 2})
    state = with_hand(state, "Anna", "Gold", "Silver")
    state.cards["Anna"].discard = Counter({"Develop": 1, "Copper": 2})
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Silber")] + [buy("Anna", "Gasthaus")])
    assert state.task.rule == "dominion.karte.gasthaus" and state.task.data["candidates"] == {"Develop": 1, "Inn": 1}
    state = play(state, [choose("Anna", ["Aufbau", "Gasthaus"])])
    anna = state.cards["Anna"]
    assert anna.discard["Develop"] == 0 and anna.discard["Inn"] == 0 and anna.discard["Copper"] == 2
    assert sorted(anna.draw_pile.contents().elements()) == ["Develop", "Estate", "Estate", "Inn"]


def test_dominion_karte_nomadencamp_onto_the_deck_when_gained_ln3532():
    state = with_hand(h(H2), "Anna", "Gold", "Copper", "Nomad Camp")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Nomadencamp"}])
    assert (state.buys, state.coins) == (2, 2)
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Kupfer")] + [buy("Anna", "Nomadencamp")])
    anna = state.cards["Anna"]
    assert anna.draw_pile.top[0] == "Nomad Camp" and anna.discard["Nomad Camp"] == 0


def test_dominion_karte_grenzdorf_gains_a_cheaper_card_at_its_cost_now_hig_ln3218():
    state = deck(with_hand(h(H2), "Anna", "Border Village"))
    state = played(state, "Grenzdorf")
    assert state.actions == 2 and state.cards["Anna"].hand["Copper"] == 1
    bought = with_hand(h(H2), "Anna", "Gold", "Gold")
    bought = play(bought, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2 + [buy("Anna", "Grenzdorf")])
    assert bought.task.rule == "dominion.karte.grenzdorf"
    assert rule_of(bought, choose("Anna", ["Grenzdorf"])) == "dominion.karte.grenzdorf"  # not cheaper than itself
    bought = play(bought, [choose("Anna", ["Mandarin"])])
    assert bought.cards["Anna"].discard["Mandarin"] == 1 and bought.cards["Anna"].discard["Border Village"] == 1
    # with a Fernstraße in play it costs 5: only cards up to 4
    road = with_hand(h(["Grenzdorf", "Fernstraße", *H2[2:]]), "Anna", "Highway", "Gold", "Silver")
    road = deck(road)
    road = play(road, [{"by": "Anna", "move": "play", "card": c} for c in ("Fernstraße", "Gold", "Silber")])
    road = play(road, [buy("Anna", "Grenzdorf")])
    assert rule_of(road, choose("Anna", ["Gold"])) == "dominion.karte.grenzdorf"  # 5 now: not less than 5
    assert max(cost(road, t).coins for t in road.task.data["candidates"]) == 4


def test_dominion_karte_schatztruhe_worth_three_and_two_coppers_when_gained_ln3606():
    state = with_hand(h(H3), "Anna", "Cache", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Schatztruhe"}])
    assert state.coins == 3
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, buy("Anna", "Schatztruhe")])
    assert state.cards["Anna"].discard["Copper"] >= 2 and state.cards["Anna"].discard["Cache"] == 1
    assert state.supply["Copper"] == 46 - 2


def test_dominion_karte_seidenstrasse_one_point_per_four_victory_cards_ln3539():
    state = h(H3)
    anna = state.cards["Anna"]
    anna.discard.update({"Silk Road": 2, "Duchy": 2, "Tunnel": 1})
    # 3 Anwesen + 2 Herzogtümer + 1 Tunnel + 2 Seidenstraßen = 8 victory cards: each Seidenstraße 2
    assert score(state)["scores"]["Anna"] == 3 + 6 + 2 + 2 * 2


# --- treasures -------------------------------------------------------------------------------------


def test_dominion_karte_katzengold_one_then_four_ln3444():
    state = with_hand(h(H2), "Anna", "Fool's Gold", "Fool's Gold", "Fool's Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Katzengold"}] * 3)
    assert state.coins == 1 + 4 + 4
    state = end_turn(end_turn(state), by="Ben")
    state = with_hand(state, "Anna", "Fool's Gold")
    assert played(state, "Katzengold").coins == 1  # a new turn: the first again


def test_dominion_karte_katzengold_trashed_for_gold_when_another_gains_a_province_ln3446():
    # reading dominion.auslegung.katzengold-jedes: each copy in hand may react
    state = with_hand(h(H2), "Anna", "Gold", "Gold", "Gold")
    state = with_hand(state, "Ben", "Fool's Gold", "Fool's Gold", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 3 + [buy("Anna", "Provinz")])
    assert state.task.player == "Ben" and state.task.rule == "dominion.reaktion"
    state = play(state, [choose("Ben", ["Katzengold"])])
    assert state.task.rule == "dominion.karte.katzengold"
    state = play(state, [choose("Ben", ["Katzengold"])])
    ben = state.cards["Ben"]
    assert state.trash["Fool's Gold"] == 2 and ben.draw_pile.top[:2] == ["Gold", "Gold"] and ben.hand["Copper"] == 1
    # one's own Provinz: no reaction
    own = with_hand(h(H2), "Anna", "Gold", "Gold", "Gold", "Fool's Gold")
    own = play(own, [{"by": "Anna", "move": "play", "card": "Gold"}] * 3 + [buy("Anna", "Provinz")])
    assert own.task is None


def test_dominion_karte_blutzoll_copper_to_hand_and_curses_when_gained_ln3546():
    state = with_hand(h(H1, players=("Anna", "Ben", "Cleo")), "Anna", "Ill-Gotten Gains", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Blutzoll"}, choose("Anna", option="ja")])
    assert state.coins == 1 and state.cards["Anna"].hand["Copper"] == 1
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Kupfer", "Gold")] + [buy("Anna", "Blutzoll")])
    assert state.cards["Ben"].discard["Curse"] == 1 and state.cards["Cleo"].discard["Curse"] == 1
    assert state.cards["Anna"].discard["Curse"] == 0


# --- trashing and gaining --------------------------------------------------------------------------


def test_dominion_karte_aufbau_one_more_and_one_less_onto_the_deck_ln3460():
    state = deck(with_hand(h(H1), "Anna", "Develop", "Silver"))
    state = play(state, [{"by": "Anna", "move": "play", "card": "Aufbau"}, choose("Anna", ["Silber"])])
    assert state.task.rule == "dominion.karte.aufbau" and set(state.task.data["candidates"]) >= {"Noble Brigand", "Estate"}
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.aufbau"
    state = play(state, [choose("Anna", ["Anwesen"])])  # the cheaper first: the other must cost 4
    assert rule_of(state, choose("Anna", ["Aufbau"])) == "dominion.karte.aufbau"
    state = play(state, [choose("Anna", ["Edler Räuber"])])
    assert state.cards["Anna"].draw_pile.top[:2] == ["Noble Brigand", "Estate"] and state.trash["Silver"] == 1
    # a Kupfer: 1 and -1 do not exist: nothing
    copper = play(deck(with_hand(h(H1), "Anna", "Develop", "Copper")), [{"by": "Anna", "move": "play", "card": "Aufbau"},
                                                                       choose("Anna", ["Kupfer"])])
    assert copper.task is None


def test_dominion_karte_fahrender_haendler_silver_per_coin_ln3504():
    state = with_hand(h(H1), "Anna", "Trader", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Fahrender Händler"}, choose("Anna", ["Anwesen"])])
    assert state.cards["Anna"].discard["Silver"] == 2
    # the cost now: with a Fernstraße in play an Anwesen brings 1 Silber (HiG ln3177)
    road = with_hand(h(H1), "Anna", "Highway", "Trader", "Estate")
    road = play(deck(road), [{"by": "Anna", "move": "play", "card": "Fernstraße"},
                             {"by": "Anna", "move": "play", "card": "Fahrender Händler"}, choose("Anna", ["Anwesen"])])
    assert road.cards["Anna"].discard["Silver"] == 1


def test_dominion_karte_fahrender_haendler_replaces_a_gain_with_a_silver_ln3506():
    # another player's Hexe: a Silber instead of the Fluch
    witch = game(kingdom=["Fahrender Händler", "Hexe", *H1[:5], "Feilscher", "Fernstraße", "Gasthaus"], editions=ED)
    witch = with_hand(witch, "Anna", "Witch")
    witch = with_hand(witch, "Ben", "Trader", "Copper")
    witch = played(deck(witch), "Hexe")
    assert witch.task.player == "Ben" and witch.task.rule == "dominion.reaktion"
    witch = play(witch, [choose("Ben", ["Fahrender Händler"])])
    ben = witch.cards["Ben"]
    assert ben.discard["Silver"] == 1 and ben.discard["Curse"] == 0 and witch.supply["Curse"] == 10
    assert ben.hand["Trader"] == 1  # only revealed
    # a bought Blutzoll replaced: paid for, no Fluch for the others (its "when gained" does not happen)
    state = with_hand(h(H1), "Anna", "Gold", "Silver", "Trader")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Silber")] + [buy("Anna", "Blutzoll")])
    state = play(state, [choose("Anna", ["Fahrender Händler"])])
    assert state.coins == 0 and state.supply["Ill-Gotten Gains"] == 10 and state.cards["Anna"].discard["Silver"] == 1
    assert state.cards["Ben"].discard["Curse"] == 0
    # a bought Fruchtbares Land replaced: its "when bought" happens all the same (before the gain)
    farm = with_hand(h(H1), "Anna", "Gold", "Gold", "Trader", "Estate")
    farm = play(farm, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2 + [buy("Anna", "Fruchtbares Land")])
    assert farm.task.rule == "dominion.karte.fruchtbares-land"
    # Anwesen trashed, a Gewürzhändler gained (not replaced), then the Fruchtbare Land replaced
    farm = play(farm, [choose("Anna", ["Anwesen"]), choose("Anna", ["Gewürzhändler"]), choose("Anna", []),
                       choose("Anna", ["Fahrender Händler"])])
    anna = farm.cards["Anna"]
    assert (anna.discard["Spice Merchant"], anna.discard["Farmland"], anna.discard["Silver"]) == (1, 0, 1)
    assert farm.supply["Farmland"] == 8 and farm.task is None
    # declined: the card itself; and a Silber is not offered for a Silber
    plain = with_hand(h(H1), "Anna", "Gold", "Trader")
    plain = play(plain, [{"by": "Anna", "move": "play", "card": "Gold"}, buy("Anna", "Silber")])
    assert plain.task is None and plain.cards["Anna"].discard["Silver"] == 1


def test_dominion_karte_lebenskuenstler_four_instructions_ln3520_ln3525():
    state = with_deck(with_hand(h(H2), "Anna", "Jack of All Trades", "Estate"), "Anna", "Curse", *["Copper"] * 6)
    state = played(state, "Lebenskünstler")
    assert state.cards["Anna"].discard["Silver"] == 1 and state.task.rule == "dominion.karte.lebenskuenstler"
    state = play(state, [choose("Anna", option="ablegen")])
    assert sum(state.cards["Anna"].hand.values()) == 5 and state.cards["Anna"].discard["Curse"] == 1
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.karte.lebenskuenstler"  # no treasure
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert state.trash["Estate"] == 1


def test_dominion_karte_gewuerzhaendler_trash_a_treasure_and_choose_ln3513():
    # reading dominion.auslegung.hinterland-geldkarte: a treasure, also by the HiG printing (ln3211)
    for editions in (ED, HIG):
        state = deck(with_hand(h(H1, editions=editions), "Anna", "Spice Merchant", "Copper", "Estate"))
        state = played(state, "Gewürzhändler")
        assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.gewuerzhaendler"
        cards_ = play(state, [choose("Anna", ["Kupfer"]), choose("Anna", option="karten")])
        assert cards_.actions == 1 and sum(cards_.cards["Anna"].hand.values()) == 3
        coins = play(state, [choose("Anna", ["Kupfer"]), choose("Anna", option="geld")])
        assert (coins.buys, coins.coins) == (2, 2)
    nothing = play(state, [choose("Anna", [])])
    assert (nothing.actions, nothing.buys, nothing.coins) == (0, 1, 0)


def test_dominion_karte_stallungen_discard_a_treasure_for_three_cards_ln3611():
    for editions in (ED, HIG):  # reading dominion.auslegung.hinterland-geldkarte (HiG ln3316)
        state = deck(with_hand(h(H3, editions=editions), "Anna", "Stables", "Copper", "Estate"))
        state = played(state, "Stallungen")
        assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.stallungen"
        state = play(state, [choose("Anna", ["Kupfer"])])
        assert state.actions == 1 and sum(state.cards["Anna"].hand.values()) == 4


# --- looking at the deck ---------------------------------------------------------------------------


def test_dominion_karte_kartograph_discard_any_put_back_the_rest_ln3583():
    state = with_deck(with_hand(h(H2), "Anna", "Cartographer"), "Anna", "Copper", "Curse", "Gold", "Estate", "Silver",
                      discard={})
    state = played(state, "Kartograph")
    assert state.cards["Anna"].hand["Copper"] == 1 and state.task.rule == "dominion.karte.kartograph"
    state = play(state, [choose("Anna", ["Fluch", "Anwesen"]), choose("Anna", ["Silber"])])
    anna = state.cards["Anna"]
    assert anna.draw_pile.top == ["Gold", "Silver"] and anna.discard["Curse"] == 1 and anna.discard["Estate"] == 1


def test_dominion_karte_herzogin_each_player_looks_and_decides_ln3435():
    state = with_deck(with_hand(h(H2), "Anna", "Duchess"), "Anna", "Estate", "Gold", discard={})
    state = with_deck(state, "Ben", "Curse", "Copper")
    state = played(state, "Herzogin")
    # reading dominion.auslegung.hinterland-reihenfolge: RGG 2020 begins with the player
    assert state.coins == 2 and state.task.player == "Anna" and state.task.rule == "dominion.karte.herzogin"
    state = play(state, [choose("Anna", option="ablegen"), choose("Ben", option="zurueck")])
    assert state.cards["Anna"].discard["Estate"] == 1 and state.cards["Ben"].draw_pile.top[0] == "Curse"
    hig = played(with_hand(h(H2, editions=HIG), "Anna", "Duchess"), "Herzogin")
    assert hig.task.player == "Ben"  # HiG ln3225: from the left, the player last


def test_dominion_karte_herzogin_may_be_gained_with_a_duchy_ln3437():
    state = with_hand(h(H2), "Anna", "Gold", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Silber")] + [buy("Anna", "Herzogtum")])
    assert state.task.rule == "dominion.karte.herzogin"
    state = play(state, [choose("Anna", option="ja")])
    assert state.cards["Anna"].discard["Duchess"] == 1 and state.cards["Anna"].discard["Duchy"] == 1


def test_dominion_karte_orakel_reveal_two_you_decide_then_draw_two_ln3481():
    state = with_deck(with_hand(h(H3), "Anna", "Oracle"), "Anna", "Gold", "Silver", "Copper", "Copper")
    state = with_deck(with_hand(state, "Ben", "Copper"), "Ben", "Province", "Gold", "Estate")
    state = played(state, "Orakel")
    # reading dominion.auslegung.hinterland-reihenfolge: RGG 2020 begins with the player
    assert state.task.player == "Anna" and state.task.rule == "dominion.karte.orakel"
    state = play(state, [choose("Anna", option="zurueck"), choose("Anna", ["Silber"])])  # Anna's order: Gold on top
    assert state.task.player == "Anna"
    state = play(state, [choose("Anna", option="ablegen")])
    assert state.cards["Ben"].discard["Gold"] == 1 and state.cards["Ben"].draw_pile.top == ["Estate"]
    assert state.cards["Anna"].hand["Gold"] == 1 and state.cards["Anna"].hand["Silver"] == 1


def test_dominion_karte_wegkreuzung_card_per_victory_card_first_three_actions_ln3453():
    state = deck(with_hand(h(H3), "Anna", "Crossroads", "Crossroads", "Estate", "Tunnel"))
    state = played(state, "Wegkreuzung")
    assert state.actions == 3 and sum(state.cards["Anna"].hand.values()) == 5
    state = played(state, "Wegkreuzung")
    # reading dominion.auslegung.wegkreuzung-weitere: RGG 2020 none for a later one, HiG ln3332 +1
    assert state.actions == 2
    hig = deck(with_hand(h(H3, editions=HIG), "Anna", "Crossroads", "Crossroads"))
    hig = play(hig, [{"by": "Anna", "move": "play", "card": "Wegkreuzung"}] * 2)
    assert hig.actions == 3


# --- putting back ----------------------------------------------------------------------------------


def test_dominion_karte_mandarin_card_onto_deck_and_treasures_back_when_gained_ln3590_ln3592():
    state = deck(with_hand(h(H2), "Anna", "Mandarin", "Estate"))
    state = play(state, [{"by": "Anna", "move": "play", "card": "Mandarin"}, choose("Anna", ["Anwesen"])])
    assert state.coins == 3 and state.cards["Anna"].draw_pile.top[0] == "Estate"
    bought = with_hand(h(H2), "Anna", "Gold", "Silver", "Copper")
    bought.buys = 2
    bought = play(bought, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Silber", "Kupfer")] +
                  [buy("Anna", "Mandarin")])
    assert bought.task.rule == "dominion.karte.mandarin" and bought.task.verb == "topdeck"
    bought = play(bought, [choose("Anna", ["Kupfer"]), choose("Anna", ["Silber"])])
    anna = bought.cards["Anna"]
    assert anna.in_play == [] and anna.draw_pile.top[:3] == ["Gold", "Silver", "Copper"]
    assert bought.coins == 1  # the coins stay


def test_dominion_karte_komplott_action_back_onto_the_deck_ln3467():
    state = deck(with_hand(h(H2), "Anna", "Scheme", "Oasis", "Estate"))
    state = play(state, [{"by": "Anna", "move": "play", "card": "Komplott"},
                         {"by": "Anna", "move": "play", "card": "Oase"}, choose("Anna", ["Anwesen"])])
    state = end_turn(state)
    assert state.task.rule == "dominion.karte.komplott" and state.task.data["candidates"] == {"Oasis": 1, "Scheme": 1}
    state = play(state, [choose("Anna", ["Oase"])])
    anna = state.cards["Anna"]
    assert anna.hand["Oasis"] == 1 and anna.discard["Scheme"] == 1 and state.player == "Ben"


# --- buying ----------------------------------------------------------------------------------------


def test_dominion_karte_feilscher_a_cheaper_non_victory_card_per_buy_ln3562():
    state = with_hand(h(H1), "Anna", "Haggler", "Gold", "Gold", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Feilscher", "Gold", "Gold", "Silber")])
    state = play(state, [buy("Anna", "Provinz")])
    assert state.task.rule == "dominion.karte.feilscher"
    assert rule_of(state, choose("Anna", ["Herzogtum"])) == "dominion.karte.feilscher"  # a victory card
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].discard["Gold"] == 1 and state.cards["Anna"].discard["Province"] == 1


def test_dominion_karte_fruchtbares_land_trash_and_gain_two_more_when_bought_ln3617_ln3619():
    state = with_hand(h(H1), "Anna", "Gold", "Gold", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2 + [buy("Anna", "Fruchtbares Land")])
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.fruchtbares-land"
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert rule_of(state, choose("Anna", ["Silber"])) == "dominion.karte.fruchtbares-land"
    state = play(state, [choose("Anna", ["Edler Räuber"])])
    assert state.cards["Anna"].discard["Noble Brigand"] == 1 and state.cards["Anna"].discard["Farmland"] == 1
    assert score(state)["scores"]["Anna"] == 3 + 2  # the start deck's 3 Anwesen (one more was trashed), Fruchtbares Land


def test_dominion_karte_edler_raeuber_when_played_and_when_bought_ln3495_ln3497():
    state = with_hand(h(H1), "Anna", "Noble Brigand")
    state = with_deck(state, "Ben", "Silver", "Gold", "Estate", "Curse")
    state = played(state, "Edler Räuber")
    assert state.coins == 1 and state.task.rule == "dominion.karte.edler-raeuber"
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].discard["Gold"] == 1 and state.trash["Gold"] == 0
    assert state.cards["Ben"].discard["Silver"] == 1
    # bought: no reaction (a Burggraben in hand is not asked); no treasure revealed: a Kupfer
    bought = with_hand(game(kingdom=["Edler Räuber", "Burggraben", *H1[:3], *H1[4:8]], editions=ED), "Anna", "Gold", "Copper")
    bought = with_deck(with_hand(bought, "Ben", "Moat"), "Ben", "Estate", "Curse", discard={})
    bought = play(bought, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Kupfer")] +
                  [buy("Anna", "Edler Räuber")])
    ben = bought.cards["Ben"]
    assert bought.task is None and ben.discard["Copper"] == 1 and ben.discard["Estate"] == 1


def test_edler_raeuber_copper_by_printing():
    # reading dominion.auslegung.edler-raeuber-kupfer: HiG ln3171 a Kupfer without Silber or Gold, RGG ln3495 only
    # without any treasure
    for editions, coppers in ((ED, 0), (HIG, 1)):
        state = with_hand(h(H1, editions=editions), "Anna", "Noble Brigand")
        state = with_deck(state, "Ben", "Copper", "Estate")
        state = played(state, "Edler Räuber")
        assert state.cards["Ben"].discard["Copper"] == 1 + coppers


# --- discarding ------------------------------------------------------------------------------------


def test_dominion_karte_markgraf_others_draw_one_and_discard_down_to_three_ln3599():
    state = deck(with_hand(h(H2), "Anna", "Margrave"))
    state = deck(with_hand(state, "Ben", "Copper", "Copper", "Estate", "Estate", "Silver"), "Ben", "Gold", 3)
    state = played(state, "Markgraf")
    assert state.buys == 2 and sum(state.cards["Anna"].hand.values()) == 3
    assert state.task.rule == "dominion.karte.markgraf" and state.task.data["least"] == 3
    state = play(state, [choose("Ben", ["Anwesen", "Anwesen", "Kupfer"])])
    assert sum(state.cards["Ben"].hand.values()) == 3 and state.cards["Ben"].hand["Gold"] == 1


def test_dominion_karte_tunnel_gold_when_discarded_outside_the_cleanup_ln3488():
    state = deck(with_hand(h(H3), "Anna", "Militia"))
    state = with_hand(state, "Ben", "Tunnel", "Copper", "Copper", "Estate", "Estate")
    state = played(state, "Miliz")
    state = play(state, [choose("Ben", ["Tunnel", "Anwesen"])])
    assert state.task.player == "Ben" and state.task.rule == "dominion.karte.tunnel"
    state = play(state, [choose("Ben", option="ja")])
    assert state.cards["Ben"].discard["Gold"] == 1 and state.cards["Ben"].discard["Tunnel"] == 1
    # the clean-up's own discarding: no question
    cleanup = end_turn(with_hand(h(H3), "Anna", "Tunnel", "Copper"))
    assert cleanup.task is None and cleanup.player == "Ben" and cleanup.cards["Anna"].discard["Gold"] == 0


def test_the_discard_event_says_whether_it_is_the_cleanups():
    from engine.games.dominion import runner
    from engine.games.dominion.ops import Move

    state = with_hand(h(H3), "Anna", "Tunnel", "Copper")
    heard = []
    original = runner.emit

    def spy(state_, event, data, result):
        heard.append((event, dict(data)))
        return original(state_, event, data, result)

    runner.emit = spy
    try:
        runner.execute(state, Move("Anna", "Copper", "hand", "discard"))
        state.phase = "cleanup"
        runner.execute(state, Move("Anna", "Tunnel", "hand", "discard"))
    finally:
        runner.emit = original
    assert heard[0] == ("discard", {"player": "Anna", "card": "Copper", "cleanup": False})
    assert heard[1] == ("discard", {"player": "Anna", "card": "Tunnel", "cleanup": True})


# --- the box as a whole ----------------------------------------------------------------------------


def test_every_hinterland_card_is_named_by_unsupported_no_more():
    from engine.games.dominion import cards

    kingdom = cards.kingdom_cards("hinterland-rgg-2020")
    assert len(kingdom) == 26
    for start in range(0, 26, 10):
        names = [cards.german(tag) for tag in (kingdom * 2)[start:start + 10]]
        assert RS.unsupported(["A", "B"], {"editions": list(ED), "kingdom": names}) == []


def _seeded_bot(seed, kingdom):
    """A seeded bot for the box: plays whatever it may, buys a kingdom card (else Provinz, Gold, Silber) when
    it can, answers every decision at random."""
    rng = random.Random(seed)
    wishes = [*kingdom, "Provinz", "Gold", "Silber"]

    def bot(state, options):
        plays = [o for o in options if o.get("move") == "play"]
        if plays:
            return rng.choice(plays)
        buys = {o["card"]: o for o in options if o.get("move") == "buy"}
        affordable = [name for name in wishes if name in buys]
        if affordable and rng.random() < 0.9:
            return buys[rng.choice(affordable[:3])]
        ends = [o for o in options if o.get("move") == "end-phase"]
        return ends[0] if ends and rng.random() < 0.9 else rng.choice(options)

    return bot


def test_hinterland_big_money_self_play_records_replay():
    from engine.games.dominion.bots import big_money, self_play

    for index, kingdom in enumerate((H1, H2, H3)):
        record, state = self_play({"A": big_money, "B": big_money}, kingdom, seed=f"bm{index}", editions=list(ED))
        assert replay(record).status == "legal" and state.phase == "over"


def test_hinterland_seeded_self_play_records_replay():
    from engine.games.dominion.bots import self_play

    for index, kingdom in enumerate((H1, H2, H3)):
        bots = {"A": _seeded_bot(index, kingdom), "B": _seeded_bot(index + 10, kingdom)}
        record, state = self_play(bots, kingdom, seed=f"h{index}", editions=list(ED), max_entries=1500)
        assert replay(record).status == "legal"
        played_ = {entry.get("card") for entry in record["log"] if entry.get("move") == "play"}
        assert len(played_ & set(kingdom)) >= 4, (kingdom, played_)


# --- reading the logs ------------------------------------------------------------------------------


def _card(name, kind="none"):
    return f"<span class=card-{kind}>{name}</span>"


JACK_PAGE = f"""<html><body><pre>Cleo wins!
cards in supply: {", ".join(_card(n) for n in ["Jack of All Trades", "Farmland", "Silk Road", "Cellar", "Chapel",
                                                 "Moat", "Village", "Workshop", "Smithy", "Market"])}

<hr/><b>Game log</b>

Turn order is Cleo and then Dora.

<span class=logonly>(Cleo's first hand: 4 {_card("Coppers")} and an {_card("Estate")}.)</span>
<span class=logonly>(Dora's first hand: 3 {_card("Coppers")} and 2 {_card("Estates")}.)</span>
<br>
&mdash; Cleo's turn 1 &mdash;
Cleo plays 4 {_card("Coppers")}.
Cleo buys a {_card("Jack of All Trades")}.
<span class=logonly>(Cleo draws: 3 {_card("Coppers")} and 2 {_card("Estates")}.)</span>
   <br>
   &mdash; Dora's turn 1 &mdash;
   Dora plays 3 {_card("Coppers")}.
   Dora buys a {_card("Silver")}.
   <span class=logonly>(Dora draws: 4 {_card("Coppers")} and an {_card("Estate")}.)</span>
<br>
&mdash; Cleo's turn 2 &mdash;
Cleo plays 3 {_card("Coppers")}.
Cleo buys a {_card("Silver")}.
(Cleo reshuffles.)
<span class=logonly>(Cleo draws: a {_card("Jack of All Trades")} and 4 {_card("Coppers")}.)</span>
   <br>
   &mdash; Dora's turn 2 &mdash;
   Dora plays 4 {_card("Coppers")}.
   Dora buys a {_card("Silver")}.
   (Dora reshuffles.)
   <span class=logonly>(Dora draws: 3 {_card("Coppers")}, a {_card("Silver")}, and an {_card("Estate")}.)</span>
<br>
&mdash; Cleo's turn 3 &mdash;
Cleo plays a {_card("Jack of All Trades")}.
... gaining a {_card("Silver")}.
... discarding the top card of the deck.
... drawing 1 card.
Cleo plays 4 {_card("Coppers")}.
Cleo buys a {_card("Silk Road")}.
</pre></body></html>"""


def test_isotropic_jack_of_all_trades_lines_are_a_look_and_its_option():
    from engine.importers import import_log

    record = import_log("isotropic", JACK_PAGE)
    assert "Lebenskünstler" in record["setup"]["kingdom"] and "hinterland-rgg-2020" in record["setup"]["editions"]
    log = record["log"]
    start = log.index({"by": "Cleo", "move": "play", "card": "Lebenskünstler"})
    assert log[start + 1:start + 4] == [{"by": "Cleo", "event": "reveal", "count": 1},
                                        {"by": "Cleo", "move": "choose", "option": "ablegen"},
                                        {"by": "Cleo", "event": "draw", "count": 1}]
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]
    assert report.final_state.cards["Cleo"].discard["Silk Road"] == 1
