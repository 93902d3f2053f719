"""Seaside (1st edition): one test per card, each naming its rule id and the divider line (rulebook
003_a71f..., section 11 RGG 2014 unless marked HiG) it checks; durations under Thronsaal and Königshof,
mats, tokens and the Außenposten's extra turn."""

from collections import Counter

from dominion_helpers import RS, choose, end_turn, game, play, played, rule_of, with_deck, with_hand

from engine.core import replay

S1 = ["Eingeborenendorf", "Embargo", "Hafen", "Leuchtturm", "Perlentaucher", "Ausguck", "Botschafter", "Fischerdorf",
      "Lagerhaus", "Schmuggler"]
S2 = ["Beutelschneider", "Insel", "Karawane", "Müllverwerter", "Navigator", "Piratenschiff", "Schatzkarte", "Seehexe",
      "Außenposten", "Bazar"]
S3 = ["Entdecker", "Geisterschiff", "Handelsschiff", "Schatzkammer", "Taktiker", "Werft", "Thronsaal", "Miliz",
      "Burggraben", "Königshof"]
ED = ("basis-rgg-2017", "seaside-rgg-2014", "bluetezeit-rgg-2016")


def s1(players=("Anna", "Ben")):
    return game(players=players, kingdom=S1, editions=ED)


def s2(players=("Anna", "Ben")):
    return game(players=players, kingdom=S2, editions=ED)


def s3(players=("Anna", "Ben")):
    return game(players=players, kingdom=S3, editions=ED)


def turn_around(state):
    """Anna ends her turn, Ben ends his: Anna's next turn begins."""
    return end_turn(end_turn(state), by="Ben")


# --- durations -------------------------------------------------------------------------------------


def test_dominion_karte_fischerdorf_now_and_next_turn_ln1762_ln1764():
    state = played(with_hand(s1(), "Anna", "Fishing Village"), "Fischerdorf")
    assert (state.actions, state.coins) == (2, 1)
    state = end_turn(state)
    anna = state.cards["Anna"]
    assert anna.durations == ["Fishing Village"] and anna.tokens == {"next:Fishing Village": 1}
    assert RS.state_to_json(state)["cards"]["Anna"]["durations"] == ["Fishing Village"]
    state = end_turn(state, by="Ben")
    assert (state.actions, state.coins) == (2, 1) and state.cards["Anna"].in_play == ["Fishing Village"]
    state = end_turn(state)
    assert state.cards["Anna"].in_play == [] and state.cards["Anna"].durations == []


def test_dominion_karte_karawane_draws_next_turn_ln1803():
    state = played(with_deck(with_hand(s2(), "Anna", "Caravan"), "Anna", *["Copper"] * 12), "Karawane")
    state = turn_around(state)
    assert sum(state.cards["Anna"].hand.values()) == 6


def test_dominion_karte_handelsschiff_ln1883_ln1884():
    state = turn_around(played(with_hand(s3(), "Anna", "Merchant Ship"), "Handelsschiff"))
    assert state.coins == 2


def test_dominion_karte_werft_under_thronsaal_comes_back_twice_and_both_stay_ln1923():
    # reading dominion.auslegung.thronsaal-dauerkarte: the Thronsaal stays in play with the Werft
    state = with_deck(with_hand(s3(), "Anna", "Throne Room", "Wharf"), "Anna", *["Copper"] * 20)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Werft"])])
    assert state.buys == 3 and state.cards["Anna"].hand["Copper"] == 4
    state = end_turn(state)
    assert sorted(state.cards["Anna"].durations) == ["Throne Room", "Wharf"]
    assert state.cards["Anna"].tokens == {"next:Wharf": 2}
    state = end_turn(state, by="Ben")
    assert state.buys == 3 and sum(state.cards["Anna"].hand.values()) == 9
    state = end_turn(state)
    assert state.cards["Anna"].durations == [] and state.cards["Anna"].discard["Throne Room"] == 1


def test_dominion_karte_koenigshof_with_a_duration_stays_too():
    state = with_deck(with_hand(s3(), "Anna", "King's Court", "Merchant Ship"), "Anna", *["Copper"] * 20)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Königshof"}, choose("Anna", ["Handelsschiff"])])
    assert state.coins == 6
    state = turn_around(state)
    assert state.coins == 6 and sorted(state.cards["Anna"].in_play) == ["King's Court", "Merchant Ship"]


def test_dominion_karte_taktiker_only_with_a_discarded_card_and_once_under_thronsaal_ln1906_ln1910():
    state = with_deck(with_hand(s3(), "Anna", "Throne Room", "Tactician", "Copper"), "Anna", *["Copper"] * 20)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Taktiker"])])
    assert sum(state.cards["Anna"].hand.values()) == 0
    state = end_turn(state)
    assert state.cards["Anna"].tokens == {"next:Tactician": 1}
    state = end_turn(state, by="Ben")
    assert sum(state.cards["Anna"].hand.values()) == 10 and state.actions == 2 and state.buys == 2
    empty = played(with_hand(s3(), "Anna", "Tactician"), "Taktiker")
    assert empty.cards["Anna"].tokens == {}  # nothing discarded: no bonus, it does not stay


def test_dominion_karte_leuchtturm_shields_from_attacks_ln1736():
    state = played(with_hand(s1(), "Anna", "Lighthouse"), "Leuchtturm")
    assert (state.actions, state.coins) == (1, 1)
    state = end_turn(state)
    ben = game(players=("Anna", "Ben"), kingdom=S3, editions=ED)
    ben.cards["Anna"].durations, ben.cards["Anna"].tokens = ["Lighthouse"], {"next:Lighthouse": 1}
    ben.active = 1
    ben = with_hand(ben, "Ben", "Militia")
    ben = played(ben, "Miliz", by="Ben")
    assert ben.task is None and sum(ben.cards["Anna"].hand.values()) == 5  # not affected
    assert end_turn(state, by="Ben").coins == 1  # and +1 next turn


def test_dominion_karte_hafen_sets_a_card_aside_for_next_turn_ln1730():
    state = with_deck(with_hand(s1(), "Anna", "Haven", "Gold"), "Anna", *["Copper"] * 12)
    state = played(state, "Hafen")
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.hafen"
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].mats == {"haven": ["Gold"]}
    state = turn_around(state)
    assert state.cards["Anna"].hand["Gold"] == 1 and state.cards["Anna"].mats == {}


def test_dominion_karte_aussenposten_three_cards_and_an_extra_turn_ln1853_ln1855():
    state = with_deck(with_hand(s2(), "Anna", "Outpost", "Outpost"), "Anna", *["Copper"] * 20)
    state = played(state, "Außenposten")
    turn = state.turn
    state = end_turn(state)
    assert state.player == "Anna" and state.turn == turn + 1 and sum(state.cards["Anna"].hand.values()) == 3
    assert state.flags == {"extra_turn": 1, "back:Outpost": 1} and state.cards["Anna"].in_play == ["Outpost"]
    state = with_hand(state, "Anna", "Outpost", "Copper")
    state = played(state, "Außenposten")  # no third turn in a row
    state = end_turn(state)
    assert state.player == "Ben" and sum(state.cards["Anna"].hand.values()) == 5


# --- mats and tokens -------------------------------------------------------------------------------


def test_dominion_karte_eingeborenendorf_mat_ln1712_ln1714():
    state = with_deck(with_hand(s1(), "Anna", "Native Village", "Native Village"), "Anna", "Gold", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Eingeborenendorf"}, choose("Anna", option="tableau")])
    assert state.cards["Anna"].mats == {"native-village": ["Gold"]} and state.actions == 2
    state = play(state, [{"by": "Anna", "move": "play", "card": "Eingeborenendorf"}, choose("Anna", option="hand")])
    assert state.cards["Anna"].hand["Gold"] == 1 and state.cards["Anna"].mats == {}


def test_dominion_karte_insel_mat_and_points_ln1794():
    state = with_hand(s2(), "Anna", "Island", "Estate", "Copper")
    state = played(state, "Insel")
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.insel"
    state = play(state, [choose("Anna", ["Anwesen"])])
    anna = state.cards["Anna"]
    assert anna.mats == {"island": ["Island", "Estate"]} and anna.all_cards()["Island"] == 1
    from engine.games.dominion.scoring import score

    assert score(state)["scores"]["Anna"] == 4 + 2  # the start deck's 3 Anwesen, the one on the mat, the Insel


def test_dominion_karte_embargo_curses_on_buying_ln1720_ln1724():
    state = played(with_hand(s1(), "Anna", "Embargo", "Silver"), "Embargo")
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.trash["Embargo"] == 1 and state.tokens == {"embargo:Silver": 1} and state.coins == 2
    state = play(state, [{"by": "Anna", "move": "play", "card": "Silber"}, {"by": "Anna", "move": "buy", "card": "Silber"}])
    assert state.cards["Anna"].discard["Curse"] == 1


def test_dominion_karte_piratenschiff_tokens_ln1828_ln1830():
    state = with_hand(s2(), "Anna", "Pirate Ship", "Pirate Ship")
    state = with_deck(state, "Ben", "Silver", "Gold", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Piratenschiff"}, choose("Anna", option="angriff")])
    assert state.task.rule == "dominion.karte.piratenschiff"  # Silber or Gold: Anna chooses
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.trash["Gold"] == 1 and state.cards["Anna"].tokens == {"pirate-ship": 1}
    state.actions = 1
    state = play(state, [{"by": "Anna", "move": "play", "card": "Piratenschiff"}, choose("Anna", option="geld")])
    assert state.coins == 1


# --- the others ------------------------------------------------------------------------------------


def test_dominion_karte_bazar_ln1862_with_its_reading_of_one_coin():
    state = played(with_deck(with_hand(s2(), "Anna", "Bazaar"), "Anna", "Gold"), "Bazar")
    # reading dominion.auslegung.bazar-ein-geld (HiG ln1614)
    assert (state.actions, state.coins, state.cards["Anna"].hand["Gold"]) == (2, 1, 1)


def test_dominion_karte_perlentaucher_bottom_card_on_top_ln1742():
    state = with_deck(with_hand(s1(), "Anna", "Pearl Diver"), "Anna", "Copper", "Silver", "Estate", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Perlentaucher"}, choose("Anna", option="ja")])
    assert state.cards["Anna"].draw_pile.top == ["Gold", "Silver", "Estate"]


def test_dominion_karte_ausguck_trash_discard_back_ln1748():
    state = with_deck(with_hand(s1(), "Anna", "Lookout"), "Anna", "Copper", "Estate", "Gold", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Ausguck"}, choose("Anna", ["Anwesen"]),
                         choose("Anna", ["Kupfer"])])
    anna = state.cards["Anna"]
    assert state.trash["Estate"] == 1 and anna.draw_pile.top == ["Gold", "Silver"]
    assert rule_of(play(with_deck(with_hand(s1(), "Anna", "Lookout"), "Anna", "Copper", "Estate", "Gold"),
                        [{"by": "Anna", "move": "play", "card": "Ausguck"}]), choose("Anna", ["Silber"])) \
        == "dominion.karte.ausguck"


def test_dominion_karte_botschafter_returns_two_and_others_gain_ln1755():
    state = with_hand(s1(players=("Anna", "Ben", "Cem")), "Anna", "Ambassador", "Estate", "Estate", "Copper")
    supply = state.supply["Estate"]
    state = play(state, [{"by": "Anna", "move": "play", "card": "Botschafter"}, choose("Anna", ["Anwesen"]),
                         choose("Anna", ["Anwesen", "Anwesen"])])
    assert state.supply["Estate"] == supply + 2 - 2
    assert state.cards["Ben"].discard["Estate"] >= 1 and state.cards["Cem"].discard["Estate"] >= 1
    assert state.cards["Anna"].hand == Counter({"Copper": 1})


def test_dominion_karte_lagerhaus_discards_three_ln1771():
    state = with_deck(with_hand(s1(), "Anna", "Warehouse", "Estate"), "Anna", "Copper", "Copper", "Curse")
    state = played(state, "Lagerhaus")
    assert rule_of(state, choose("Anna", ["Fluch"])) == "dominion.karte.lagerhaus"
    state = play(state, [choose("Anna", ["Fluch", "Anwesen", "Kupfer"])])
    assert state.cards["Anna"].hand == Counter({"Copper": 1}) and state.actions == 1


def test_dominion_karte_schmuggler_copies_what_the_right_player_gained_ln1778():
    state = with_hand(s1(), "Anna", "Gold", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Silber")] +
                 [{"by": "Anna", "move": "buy", "card": "Fischerdorf"}, {"by": "Anna", "move": "end-turn"}])
    state = with_hand(state, "Ben", "Smugglers")
    state = played(state, "Schmuggler", by="Ben")
    assert rule_of(state, choose("Ben", ["Gold"])) == "dominion.karte.schmuggler"
    state = play(state, [choose("Ben", ["Fischerdorf"])])
    assert state.cards["Ben"].discard["Fishing Village"] == 1


def test_dominion_karte_beutelschneider_ln1785():
    state = with_hand(with_hand(s2(), "Anna", "Cutpurse"), "Ben", "Copper", "Estate")
    state = played(state, "Beutelschneider")
    assert state.task.rule == "dominion.karte.beutelschneider"
    assert rule_of(state, choose("Ben", [])) == "dominion.karte.beutelschneider"  # a Kupfer in hand: must
    state = play(state, [choose("Ben", ["Kupfer"])])
    assert state.coins == 2 and state.cards["Ben"].hand == Counter({"Estate": 1})


def test_dominion_karte_muellverwerter_ln1810():
    state = played(with_hand(s2(), "Anna", "Salvager", "Gold"), "Müllverwerter")
    state = play(state, [choose("Anna", ["Gold"])])
    assert (state.coins, state.buys, state.trash["Gold"]) == (6, 2, 1)


def test_dominion_karte_navigator_discard_all_or_back_ln1817():
    state = with_deck(with_hand(s2(), "Anna", "Navigator"), "Anna", "Copper", "Estate", "Gold", "Silver", "Curse", "Duchy")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Navigator"}, choose("Anna", option="ablegen")])
    anna = state.cards["Anna"]
    assert state.coins == 2 and anna.draw_pile.top == ["Duchy"] and anna.discard["Curse"] >= 1


def test_dominion_karte_schatzkarte_needs_two_ln1839():
    state = with_hand(s2(), "Anna", "Treasure Map", "Treasure Map")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Schatzkarte"}, choose("Anna", ["Schatzkarte"])])
    assert state.trash["Treasure Map"] == 2 and state.cards["Anna"].draw_pile.top[:4] == ["Gold"] * 4
    alone = played(with_hand(s2(), "Anna", "Treasure Map"), "Schatzkarte")
    assert alone.trash["Treasure Map"] == 1 and alone.cards["Anna"].draw_pile.top[:1] != ["Gold"]


def test_dominion_karte_seehexe_ln1846():
    state = with_deck(with_hand(s2(), "Anna", "Sea Hag"), "Ben", "Gold", "Silver")
    state = played(state, "Seehexe")
    assert state.cards["Ben"].draw_pile.top == ["Curse", "Silver"] and state.cards["Ben"].discard["Gold"] == 1


def test_dominion_karte_entdecker_ln1869():
    state = played(with_hand(s3(), "Anna", "Explorer", "Province"), "Entdecker")
    state = play(state, [choose("Anna", ["Provinz"])])
    assert state.cards["Anna"].hand["Gold"] == 1
    state = play(played(with_hand(s3(), "Anna", "Explorer", "Province"), "Entdecker"), [choose("Anna", [])])
    assert state.cards["Anna"].hand["Silver"] == 1


def test_dominion_karte_geisterschiff_ln1876():
    state = with_hand(with_hand(s3(), "Anna", "Ghost Ship"), "Ben", "Copper", "Copper", "Estate", "Gold", "Silver")
    state = played(state, "Geisterschiff")
    assert state.task.rule == "dominion.reaktion" or state.task.rule == "dominion.karte.geisterschiff"
    if state.task.rule == "dominion.reaktion":
        state = play(state, [choose("Ben", [])])
    state = play(state, [choose("Ben", ["Anwesen", "Kupfer"])])
    assert sum(state.cards["Ben"].hand.values()) == 3 and state.cards["Ben"].draw_pile.top[:2] == ["Copper", "Estate"]


def test_dominion_karte_schatzkammer_back_onto_the_deck_without_a_victory_buy_ln1891_ln1893():
    state = played(with_deck(with_hand(s3(), "Anna", "Treasury"), "Anna", *["Copper"] * 10), "Schatzkammer")
    state = end_turn(state)
    assert state.task.rule == "dominion.karte.schatzkammer"
    state = play(state, [choose("Anna", option="ja")])
    assert state.cards["Anna"].draw_pile.top[0] == "Treasury" or state.cards["Anna"].hand["Treasury"] == 1
    bought = with_hand(s3(), "Anna", "Treasury", "Silver", "Silver")
    bought = play(bought, [{"by": "Anna", "move": "play", "card": c} for c in ("Schatzkammer", "Silber", "Silber")] +
                  [{"by": "Anna", "move": "buy", "card": "Herzogtum"}, {"by": "Anna", "move": "end-turn"}])
    assert bought.player == "Ben"  # a victory card bought: no question


def test_seaside_self_play_records_replay():
    from engine.games.dominion.bots import big_money, self_play

    for kingdom in (S1, S2, S3):
        record, state = self_play({"A": big_money, "B": big_money}, kingdom, seed="s", editions=list(ED))
        assert replay(record).status == "legal" and state.phase == "over"
