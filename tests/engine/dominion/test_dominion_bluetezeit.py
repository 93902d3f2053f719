"""Blütezeit (Prosperity, 1st edition): one test per card, each naming its rule id and the divider line
(rulebook 003_a71f..., section 15 RGG 2016 unless marked HiG) it checks."""

from collections import Counter

from dominion_helpers import RS, choose, game, play, played, rule_of, with_deck, with_hand

from engine.core import replay
from engine.games.dominion.model import cost
from engine.games.dominion.scoring import score

P1 = ["Handelsroute", "Lohn", "Wachturm", "Arbeiterdorf", "Bischof", "Denkmal", "Steinbruch", "Talisman",
      "Abenteuer", "Gesindel"]
P2 = ["Gewölbe", "Hort", "Königliches Siegel", "Leihhaus", "Münzer", "Quacksalber", "Schmuggelware", "Stadt",
      "Großer Markt", "Ausbau"]
P3 = ["Halsabschneider", "Bank", "Königshof", "Kunstschmiede", "Hausierer", "Dorf", "Schmiede", "Markt", "Gärten",
      "Kapelle"]
ED = ("basis-rgg-2017", "bluetezeit-rgg-2016")


def p1(players=("Anna", "Ben")):
    return game(players=players, kingdom=P1, editions=ED)


def p2(players=("Anna", "Ben")):
    return game(players=players, kingdom=P2, editions=ED)


def p3(players=("Anna", "Ben"), extras=None):
    return RS.setup(list(players), {"editions": list(ED), "kingdom": P3, "seed": 1, **({"extras": extras} if extras else {})})


def buy(by, card):
    return {"by": by, "move": "buy", "card": card}


# --- Platin and Kolonie ------------------------------------------------------------------------------


def test_dominion_karte_platin_kolonie_in_the_supply_when_named_and_the_colony_pile_ends_the_game_ln2753_ln2759():
    plain = p3()
    assert "Platinum" not in plain.supply and "Colony" not in plain.supply
    state = p3(extras=["Platin", "Kolonie"])
    # reading dominion.auslegung.platin-stapel: 12 Platin; Kolonie as the other victory cards (ln582)
    assert state.supply["Platinum"] == 12 and state.supply["Colony"] == 8
    assert RS.unsupported(["Anna", "Ben"], {"editions": list(ED), "kingdom": P3, "extras": ["Platin", "Kolonie"]}) == []
    state = with_hand(state, "Anna", "Platinum", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Platin", "Gold", "Gold")])
    assert state.coins == 11
    state.supply["Colony"] = 1
    state = play(state, [buy("Anna", "Kolonie"), {"by": "Anna", "move": "end-turn"}])
    assert state.phase == "over" and state.result["scores"]["Anna"] == 3 + 10


# --- section 15 cards --------------------------------------------------------------------------------


def test_dominion_karte_handelsroute_marker_move_with_the_first_gain_ln2549_and_count_ln2547():
    state = p1()
    assert state.tokens == {"trade-route:Estate": 1, "trade-route:Duchy": 1, "trade-route:Province": 1}
    state = with_hand(state, "Anna", "Copper", "Copper", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}] * 5 + [buy("Anna", "Herzogtum")])
    assert state.tokens == {"trade-route:Estate": 1, "trade-route:Province": 1, "trade-route": 1}
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    state = with_hand(state, "Ben", "Trade Route", "Estate", "Copper")
    state = played(state, "Handelsroute", by="Ben")
    assert state.coins == 1 and state.buys == 2 and state.task.rule == "dominion.karte.handelsroute"
    assert rule_of(state, choose("Ben", [])) == "dominion.karte.handelsroute"  # must trash when it can
    state = play(state, [choose("Ben", ["Anwesen"])])
    assert state.trash["Estate"] == 1


def test_dominion_karte_lohn_trash_or_discard_the_treasure_ln2557():
    state = with_deck(with_hand(p1(), "Anna", "Loan"), "Anna", "Estate", "Silver", "Gold", discard={})
    state = played(state, "Lohn")
    assert state.coins == 1 and state.task.rule == "dominion.karte.lohn"
    state = play(state, [choose("Anna", option="entsorgen")])
    anna = state.cards["Anna"]
    assert state.trash["Silver"] == 1 and anna.discard["Estate"] == 1 and anna.draw_pile.top == ["Gold"]


def test_dominion_karte_wachturm_draws_to_six_and_reacts_to_a_gain_ln2565_ln2567():
    state = with_deck(with_hand(p1(), "Anna", "Watchtower", "Copper", "Copper"), "Anna", *["Silver"] * 6)
    state = played(state, "Wachturm")
    assert sum(state.cards["Anna"].hand.values()) == 6
    state = with_hand(p1(), "Anna", "Watchtower", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}] * 3 + [buy("Anna", "Silber")])
    assert state.task.rule == "dominion.reaktion" and state.task.verb == "react"
    state = play(state, [choose("Anna", ["Wachturm"])])
    assert state.task.rule == "dominion.karte.wachturm"
    state = play(state, [choose("Anna", option="nachziehstapel")])
    anna = state.cards["Anna"]
    assert anna.draw_pile.top[0] == "Silver" and anna.discard["Silver"] == 0 and anna.hand["Watchtower"] == 1


def test_dominion_karte_arbeiterdorf_ln2575():
    state = with_deck(with_hand(p1(), "Anna", "Worker's Village"), "Anna", "Gold")
    state = played(state, "Arbeiterdorf")
    assert state.actions == 2 and state.buys == 2 and state.cards["Anna"].hand["Gold"] == 1


def test_dominion_karte_bischof_tokens_for_half_the_cost_ln2581_and_others_may_trash_ln2583():
    state = with_hand(p1(), "Anna", "Bishop", "Gold", "Copper")
    state = played(state, "Bischof")
    assert state.coins == 1 and state.cards["Anna"].tokens == {"vp": 1}
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.bischof"
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].tokens == {"vp": 4} and state.task.player == "Ben"  # 1 + 6 // 2
    state = play(state, [choose("Ben", [])])
    assert state.task is None and RS.state_to_json(state)["cards"]["Anna"]["tokens"] == {"vp": 4}
    assert score(state)["scores"]["Anna"] == 3 + 4


def test_dominion_karte_denkmal_ln2589():
    state = played(with_hand(p1(), "Anna", "Monument"), "Denkmal")
    assert state.coins == 2 and state.cards["Anna"].tokens == {"vp": 1}


def test_dominion_karte_steinbruch_actions_cost_two_less_while_in_play_ln2600():
    state = with_hand(p1(), "Anna", "Quarry", "Quarry", "Copper")
    assert cost(state, "Worker's Village").coins == 4
    state = play(state, [{"by": "Anna", "move": "play", "card": "Steinbruch"}] * 2)
    assert cost(state, "Worker's Village").coins == 0 and cost(state, "Bishop").coins == 0
    assert cost(state, "Silver").coins == 3 and state.coins == 2
    state = play(state, [buy("Anna", "Arbeiterdorf")])


def test_dominion_karte_talisman_copies_cheap_non_victory_buys_ln2611():
    state = with_hand(p1(), "Anna", "Talisman", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Talisman", "Kupfer", "Kupfer")])
    state = play(state, [buy("Anna", "Silber")])
    assert state.cards["Anna"].discard["Silver"] == 2
    state = with_deck(with_hand(p1(), "Anna", "Talisman", "Copper"), "Anna", discard={})
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Talisman", "Kupfer")])
    state = play(state, [buy("Anna", "Anwesen")])
    assert state.cards["Anna"].discard["Estate"] == 1  # a victory card: no copy


def test_dominion_karte_abenteuer_plays_the_treasure_it_finds_ln2622():
    state = with_deck(with_hand(p1(), "Anna", "Venture"), "Anna", "Estate", "Loan", "Gold", "Silver", discard={})
    state = played(state, "Abenteuer")  # Abenteuer 1, finds Lohn (1, reveals on: Gold)
    assert state.task.rule == "dominion.karte.lohn"
    state = play(state, [choose("Anna", option="ablegen")])
    anna = state.cards["Anna"]
    assert state.coins == 2 and anna.in_play == ["Venture", "Loan"] and anna.discard == Counter({"Estate": 1, "Gold": 1})


def test_dominion_karte_gesindel_discards_actions_and_treasures_ln2631():
    state = with_deck(with_hand(p1(), "Anna", "Rabble"), "Anna", "Copper", "Copper", "Copper")
    state = with_deck(state, "Ben", "Estate", "Gold", "Duchy", "Silver")
    state = played(state, "Gesindel")
    assert state.task.rule == "dominion.karte.gesindel"  # Anwesen and Herzogtum back in any order
    state = play(state, [choose("Ben", ["Anwesen"])])
    ben = state.cards["Ben"]
    assert ben.discard["Gold"] == 1 and ben.draw_pile.top == ["Duchy", "Estate", "Silver"]


def test_dominion_karte_gewoelbe_coins_per_discard_and_others_discard_two_to_draw_ln2640_ln2642():
    state = with_deck(with_hand(p2(), "Anna", "Vault", "Estate", "Estate"), "Anna", "Curse", "Copper")
    state = with_hand(with_deck(state, "Ben", "Gold"), "Ben", "Estate", "Copper", "Copper")
    state = played(state, "Gewölbe")
    state = play(state, [choose("Anna", ["Anwesen", "Anwesen", "Fluch"])])
    assert state.coins == 3 and state.task.player == "Ben"
    state = play(state, [choose("Ben", ["Anwesen", "Kupfer"])])
    assert state.cards["Ben"].hand == Counter({"Copper": 1, "Gold": 1})


def test_dominion_karte_hort_gold_per_victory_card_bought_ln2653():
    state = with_hand(p2(), "Anna", "Hoard", "Hoard", "Copper", "Copper")
    state = with_deck(state, "Anna", discard={})
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Hort", "Hort", "Kupfer")])
    state = play(state, [buy("Anna", "Herzogtum")])
    assert state.cards["Anna"].discard == Counter({"Duchy": 1, "Gold": 2})


def test_dominion_karte_koenigliches_siegel_gained_card_may_go_onto_the_deck_ln2660():
    state = with_hand(p2(), "Anna", "Royal Seal", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Königliches Siegel", "Kupfer")])
    state = play(state, [buy("Anna", "Silber")])
    assert state.task.rule == "dominion.karte.koenigliches-siegel"
    state = play(state, [choose("Anna", option="ja")])
    assert state.cards["Anna"].draw_pile.top[0] == "Silver" and state.cards["Anna"].discard["Silver"] == 0


def test_dominion_karte_leihhaus_coppers_from_the_discard_pile_ln2666():
    state = with_deck(with_hand(p2(), "Anna", "Counting House"), "Anna", discard={"Copper": 3, "Estate": 1})
    state = played(state, "Leihhaus")
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.leihhaus"
    state = play(state, [choose("Anna", ["Kupfer", "Kupfer"])])
    assert state.cards["Anna"].hand["Copper"] == 2 and state.cards["Anna"].discard["Copper"] == 1


def test_dominion_karte_muenzer_copies_a_treasure_and_its_buy_trashes_treasures_in_play_ln2672_ln2674():
    state = played(with_hand(p2(), "Anna", "Mint", "Silver"), "Münzer")
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.cards["Anna"].discard["Silver"] == 1 and state.cards["Anna"].hand["Silver"] == 1
    state = with_hand(p2(), "Anna", "Gold", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Silber")])
    state = play(state, [buy("Anna", "Münzer")])
    assert state.trash == Counter({"Gold": 1, "Silver": 1}) and state.cards["Anna"].in_play == []
    assert state.coins == 0 and state.cards["Anna"].discard["Mint"] == 1


def test_dominion_karte_quacksalber_discard_a_curse_or_gain_curse_and_copper_ln2684():
    state = with_hand(p2(players=("Anna", "Ben", "Cem")), "Anna", "Mountebank")
    state = with_hand(state, "Ben", "Curse", "Copper")
    state = played(state, "Quacksalber")
    assert state.coins == 2 and state.task.rule == "dominion.karte.quacksalber"
    state = play(state, [choose("Ben", ["Fluch"])])
    assert state.cards["Ben"].discard["Curse"] == 1
    assert state.cards["Cem"].discard["Curse"] == 1 and state.cards["Cem"].discard["Copper"] == 1


def test_dominion_karte_schmuggelware_named_card_may_not_be_bought_ln2693():
    state = with_hand(p2(), "Anna", "Contraband", "Gold", "Gold")
    state = played(state, "Schmuggelware")
    assert state.task.player == "Ben" and state.buys == 2
    state = play(state, [choose("Ben", ["Provinz"])])
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2)
    assert rule_of(state, buy("Anna", "Provinz")) == "dominion.karte.schmuggelware"
    assert not any(o.get("card") == "Provinz" for o in RS.legal_moves(state))
    assert rule_of(state, buy("Anna", "Gold")) is None
    # any card may be named, also one outside the supply (ln2693: "Diese muss nicht Teil des Vorrats sein")
    other = played(with_hand(p2(), "Anna", "Contraband"), "Schmuggelware")
    assert rule_of(other, choose("Ben", ["Hexe"])) is None


def test_dominion_karte_stadt_counts_empty_piles_ln2699():
    for empty, expected in ((0, (1, 2, 1, 0)), (1, (2, 2, 1, 0)), (2, (2, 2, 2, 1))):
        state = with_deck(with_hand(p2(), "Anna", "City"), "Anna", "Copper", "Copper", "Copper")
        for tag in ("Curse", "Estate")[:empty]:
            state.supply[tag] = 0
        state = played(state, "Stadt")
        assert (sum(state.cards["Anna"].hand.values()), state.actions, state.buys, state.coins) == expected


def test_dominion_karte_grosser_markt_not_bought_with_copper_in_play_ln2707():
    state = with_hand(p2(), "Anna", "Gold", "Copper", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Kupfer", "Silber")])
    assert rule_of(state, buy("Anna", "Großer Markt")) == "dominion.karte.grosser-markt"
    assert not any(o.get("card") == "Großer Markt" for o in RS.legal_moves(state))
    state = with_hand(p2(), "Anna", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2 + [buy("Anna", "Großer Markt")])


def test_dominion_karte_ausbau_gains_up_to_three_more_ln2713():
    state = played(with_hand(p2(), "Anna", "Expand", "Silver"), "Ausbau")
    state = play(state, [choose("Anna", ["Silber"])])
    assert rule_of(state, choose("Anna", ["Provinz"])) == "dominion.karte.ausbau"
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].discard["Gold"] == 1


def test_dominion_karte_halsabschneider_discard_to_three_and_a_token_per_buy_ln2719_ln2721():
    state = with_hand(p3(), "Anna", "Goons", "Goons", "Gold")
    state = with_hand(state, "Ben", "Copper", "Copper", "Estate", "Estate", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Halsabschneider"}])
    assert state.task.rule == "dominion.karte.halsabschneider"
    state = play(state, [choose("Ben", ["Anwesen", "Anwesen"])])
    state = play(state, [buy("Anna", "Kupfer"), buy("Anna", "Kupfer")])  # one Halsabschneider in play
    assert state.cards["Anna"].tokens == {"vp": 2}


def test_dominion_karte_bank_counts_the_treasures_in_play_ln2727():
    state = with_hand(p3(), "Anna", "Bank", "Bank", "Gold", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Kupfer", "Bank", "Bank")])
    assert state.coins == 3 + 1 + 3 + 4


def test_dominion_karte_koenigshof_plays_three_times_ln2733():
    state = with_deck(with_hand(p3(), "Anna", "King's Court", "Smithy"), "Anna", *["Copper"] * 9)
    state = played(state, "Königshof")
    state = play(state, [choose("Anna", ["Schmiede"])])
    assert state.cards["Anna"].hand["Copper"] == 9 and state.actions == 0
    assert state.flags["actions_played"] == 4  # Königshof and three plays of the Schmiede


def test_dominion_karte_kunstschmiede_gains_exactly_the_total_ln2739():
    state = played(with_hand(p3(), "Anna", "Forge", "Silver", "Estate"), "Kunstschmiede")
    state = play(state, [choose("Anna", ["Silber", "Anwesen"])])
    assert rule_of(state, choose("Anna", ["Schmiede"])) == "dominion.karte.kunstschmiede"
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.kunstschmiede"  # must, when one is there
    state = play(state, [choose("Anna", ["Markt"])])  # Silber 3 + Anwesen 2 = 5
    assert state.cards["Anna"].discard["Market"] == 1 and state.trash == Counter({"Silver": 1, "Estate": 1})


def test_dominion_karte_hausierer_two_less_per_action_in_play_in_the_buy_phase_ln2747():
    state = with_hand(p3(), "Anna", "Village", "Village", "Smithy", "Copper")
    state = with_deck(state, "Anna", *["Copper"] * 5)
    assert cost(state, "Peddler").coins == 8
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Dorf", "Dorf", "Schmiede")])
    assert cost(state, "Peddler").coins == 8  # still the action phase
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}])
    assert cost(state, "Peddler").coins == 2
    state.cards["Anna"].in_play += ["Village", "Village"]
    # reading dominion.auslegung.hausierer-nicht-unter-null (HiG ln2391): never below 0
    assert cost(state, "Peddler").coins == 0


def test_prosperity_self_play_record_replays():
    from engine.games.dominion.bots import big_money, self_play

    record, state = self_play({"A": big_money, "B": big_money}, P3, seed="p3", editions=list(ED))
    assert replay(record).status == "legal" and state.phase == "over"
