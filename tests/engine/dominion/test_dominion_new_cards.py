"""The 20 kingdom cards completed last: each test names its rule id and the seed line (003_a71f...)."""

from collections import Counter

from dominion_helpers import choose, game, play, played, rule_of, with_deck, with_hand

BASE = ["Abenteurer", "Spion", "Dieb", "Bibliothek", "Banditin", "Torwächterin", "Thronsaal", "Burggraben", "Dorf",
        "Mine"]
BASE_EDITIONS = ("basis-hig-2008", "basis-rgg-2017")
INTRIGUE = ["Saboteur", "Späher", "Tribut", "Handelsposten", "Anbau", "Kerkermeister", "Lakai", "Maskerade",
            "Trickser", "Höflinge"]
INTRIGUE_2 = ["Herumtreiberin", "Patrouille", "Austausch", "Geheimgang", "Burggraben", "Harem", "Dorf", "Brücke",
              "Diplomatin", "Lakai"]
I1 = ("intrige-rgg-2014",)
I2 = ("basis-rgg-2017", "intrige-rgg-2017")


def base(players=("Anna", "Ben")):
    return game(players=players, kingdom=BASE, editions=BASE_EDITIONS)


def intrigue(players=("Anna", "Ben"), editions=I1, kingdom=INTRIGUE):
    return game(players=players, kingdom=kingdom, editions=editions)


# --- base game -------------------------------------------------------------------------------------


def test_dominion_karte_abenteurer_revealed_cards_are_not_shuffled_in_ln162():
    state = with_hand(base(), "Anna", "Adventurer")
    state = with_deck(state, "Anna", "Estate", "Copper", discard={"Silver": 1})
    state = played(state, "Abenteurer")
    anna = state.cards["Anna"]
    # Estate was revealed before the shuffle: it stays out of the new draw pile and is discarded at the end
    assert anna.hand == Counter({"Copper": 1, "Silver": 1})
    assert anna.discard == Counter({"Estate": 1}) and anna.revealed == []
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.keine-entscheidung-offen"


def test_dominion_karte_bibliothek_set_aside_only_drawn_action_cards_ln732():
    state = with_hand(base(), "Anna", "Library", "Copper", "Copper", "Copper")
    state = with_deck(state, "Anna", "Village", "Copper", "Estate", "Gold", "Silver")
    state = played(state, "Bibliothek")
    assert state.task.rule == "dominion.karte.bibliothek"
    assert rule_of(state, choose("Anna", option="vielleicht")) == "dominion.karte.bibliothek"
    state = play(state, [choose("Anna", option="ja")])
    anna = state.cards["Anna"]
    assert anna.hand == Counter({"Copper": 4, "Estate": 1, "Gold": 1, "Silver": 1})
    assert anna.discard["Village"] == 1 and anna.revealed == [] and state.task is None


def test_dominion_karte_bibliothek_no_draw_with_seven_cards_ln732():
    state = with_hand(base(), "Anna", "Library", *["Copper"] * 7)
    state = with_deck(state, "Anna", "Gold")
    state = played(state, "Bibliothek")
    assert sum(state.cards["Anna"].hand.values()) == 7 and state.cards["Anna"].draw_pile.size == 1


def test_dominion_karte_spion_you_decide_for_every_player_ln279():
    state = with_hand(base(), "Anna", "Spy")
    state = with_hand(state, "Ben", "Copper", "Copper", "Copper", "Estate", "Estate")
    state = with_deck(state, "Anna", "Copper", "Estate")
    state = with_deck(state, "Ben", "Gold")
    state = played(state, "Spion")
    assert state.task.player == "Anna"  # Anna reveals first (ln281) and decides
    assert rule_of(state, choose("Anna", option="entsorgen")) == "dominion.karte.spion"
    assert rule_of(state, choose("Ben", option="ablegen")) == "dominion.zugreihenfolge"
    state = play(state, [choose("Anna", option="ablegen"), choose("Anna", option="zurueck")])
    assert state.cards["Anna"].discard["Estate"] >= 1 and state.cards["Ben"].draw_pile.top == ["Gold"]
    assert state.actions == 1 and state.cards["Anna"].hand["Copper"] == 1


def test_dominion_karte_dieb_you_choose_the_treasure_and_may_gain_it_ln183():
    state = with_hand(base(), "Anna", "Thief")
    state = with_hand(state, "Ben", "Copper", "Copper", "Copper", "Estate", "Estate")
    state = with_deck(state, "Ben", "Gold", "Silver", "Estate")
    state = played(state, "Dieb")
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.karte.dieb"
    state = play(state, [choose("Anna", ["Gold"])])
    assert rule_of(state, choose("Anna", ["Gold", "Gold"])) == "dominion.karte.dieb"  # only what was just trashed
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].discard["Gold"] == 1 and state.trash["Gold"] == 0
    assert state.cards["Ben"].discard["Silver"] == 1


def test_dominion_karte_banditin_victim_chooses_between_two_treasures_ln725():
    state = with_hand(base(), "Anna", "Bandit")
    state = with_hand(state, "Ben", "Copper", "Copper", "Copper", "Estate", "Estate")
    state = with_deck(state, "Ben", "Silver", "Gold")
    state = played(state, "Banditin")
    assert state.cards["Anna"].discard["Gold"] == 1  # ln725: first gain a Gold
    assert state.task.player == "Ben"
    assert rule_of(state, choose("Ben", ["Kupfer"])) == "dominion.karte.banditin"
    state = play(state, [choose("Ben", ["Silber"])])
    assert state.trash["Silver"] == 1 and state.cards["Ben"].discard["Gold"] == 1


def test_banditin_copper_is_never_trashed_ln725():
    state = with_hand(base(), "Anna", "Bandit")
    state = with_hand(state, "Ben", "Estate")
    state = with_deck(state, "Ben", "Copper", "Silver")
    state = played(state, "Banditin")
    assert state.trash == Counter({"Silver": 1}) and state.cards["Ben"].discard["Copper"] >= 1


def test_dominion_karte_torwaechterin_trash_discard_or_back_ln806():
    state = with_hand(base(), "Anna", "Sentry")
    state = with_deck(state, "Anna", "Village", "Estate", "Copper", "Gold")
    state = played(state, "Torwächterin")
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.torwaechterin"
    state = play(state, [choose("Anna", ["Anwesen"]), choose("Anna", [])])
    assert state.trash["Estate"] == 1 and state.cards["Anna"].draw_pile.top[:2] == ["Copper", "Gold"]


# --- Intrigue --------------------------------------------------------------------------------------


def test_dominion_karte_saboteur_trash_first_card_costing_three_ln1000():
    state = with_hand(intrigue(), "Anna", "Saboteur")
    state = with_hand(state, "Ben", "Copper", "Copper")
    state = with_deck(state, "Ben", "Copper", "Estate", "Silver", "Gold", discard={})
    state = played(state, "Saboteur")
    assert state.trash == Counter({"Silver": 1})
    assert rule_of(state, choose("Ben", ["Silber"])) == "dominion.karte.saboteur"  # at most 3 - 2 = 1
    state = play(state, [choose("Ben", ["Kupfer"])])
    assert state.cards["Ben"].discard == Counter({"Copper": 2, "Estate": 1}) and state.cards["Ben"].draw_pile.top == ["Gold"]


def test_dominion_karte_spaeher_victory_cards_to_hand_rest_in_any_order_ln1185():
    state = with_hand(intrigue(), "Anna", "Scout")
    state = with_deck(state, "Anna", "Estate", "Copper", "Duchy", "Silver", "Gold")
    state = played(state, "Späher")
    assert state.cards["Anna"].hand == Counter({"Estate": 1, "Duchy": 1})
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.spaeher"
    state = play(state, [choose("Anna", ["Kupfer"])])  # Copper back first, Silver on top of it
    assert state.cards["Anna"].draw_pile.top == ["Silver", "Copper", "Gold"] and state.actions == 1


def test_dominion_karte_tribut_bonus_per_differently_named_card_ln1261_ln1007():
    state = with_hand(intrigue(), "Anna", "Tribute")
    state = with_deck(state, "Ben", "Copper", "Copper")
    state = played(state, "Tribut")
    assert state.coins == 2 and state.cards["Ben"].discard["Copper"] >= 2  # the same card twice: one bonus
    assert rule_of(state, choose("Anna", [])) == "dominion.keine-entscheidung-offen"
    state = with_hand(intrigue(), "Anna", "Tribute")
    state = with_deck(state, "Ben", "Copper", "Harem")
    state = with_deck(state, "Anna", "Gold", "Gold")
    state = played(state, "Tribut")  # ln1007: Kupfer + Harem give +4 and +2 cards
    assert state.coins == 4 and state.cards["Anna"].hand["Gold"] == 2


def test_dominion_karte_handelsposten_exactly_two_then_silver_to_hand_ln1206():
    state = with_hand(intrigue(), "Anna", "Trading Post", "Copper", "Estate", "Estate")
    state = played(state, "Handelsposten")
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.handelsposten"
    state = play(state, [choose("Anna", ["Anwesen", "Anwesen"])])
    assert state.cards["Anna"].hand == Counter({"Copper": 1, "Silver": 1})
    one = played(with_hand(intrigue(), "Anna", "Trading Post", "Copper"), "Handelsposten")
    one = play(one, [choose("Anna", ["Kupfer"])])  # only one card: trash it, no Silver
    assert one.cards["Anna"].hand == Counter() and one.trash["Copper"] == 1


def test_dominion_karte_anbau_must_trash_and_gain_exactly_one_more_ln1199():
    state = with_hand(intrigue(), "Anna", "Upgrade", "Estate")
    state = with_deck(state, "Anna", "Copper")
    state = played(state, "Anbau")
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.anbau"
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert rule_of(state, choose("Anna", ["Herzogtum"])) == "dominion.karte.anbau"
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.cards["Anna"].discard["Silver"] == 1 and state.actions == 1


def test_dominion_karte_kerkermeister_discard_two_or_curse_to_hand_ln1228():
    state = with_hand(intrigue(), "Anna", "Torturer")
    state = with_hand(state, "Ben", "Copper", "Copper", "Estate", "Estate", "Copper")
    state = played(state, "Kerkermeister")
    assert rule_of(state, choose("Ben", option="beides")) == "dominion.karte.kerkermeister"
    cursed = play(state, [choose("Ben", option="fluch")])
    assert cursed.cards["Ben"].hand["Curse"] == 1
    discarding = play(state, [choose("Ben", option="ablegen")])
    assert rule_of(discarding, choose("Ben", ["Kupfer"])) == "dominion.karte.kerkermeister"
    discarding = play(discarding, [choose("Ben", ["Kupfer", "Anwesen"])])
    assert sum(discarding.cards["Ben"].hand.values()) == 3


def test_dominion_karte_lakai_only_hands_of_five_or_more_ln1239():
    state = with_hand(intrigue(players=("Anna", "Ben", "Cem")), "Anna", "Minion", "Copper", "Estate")
    state = with_hand(state, "Ben", "Copper", "Copper", "Estate", "Estate", "Copper")
    state = with_hand(state, "Cem", "Gold", "Gold", "Gold", "Gold")
    state = played(state, "Lakai")
    assert rule_of(state, choose("Anna", option="beides")) == "dominion.karte.lakai"
    state = play(state, [choose("Anna", option="angriff")])
    assert sum(state.cards["Anna"].hand.values()) == 4 and sum(state.cards["Ben"].hand.values()) == 4
    assert state.cards["Cem"].hand == Counter({"Gold": 4}) and state.actions == 1
    coins = play(played(with_hand(intrigue(), "Anna", "Minion"), "Lakai"), [choose("Anna", option="geld")])
    assert coins.coins == 2


def test_dominion_karte_maskerade_pass_left_then_may_trash_ln1120():
    state = with_hand(intrigue(), "Anna", "Masquerade", "Estate")
    state = with_hand(state, "Ben", "Copper", "Gold")
    state = with_deck(state, "Anna", "Silver", "Silver")
    state = played(state, "Maskerade")
    assert rule_of(state, choose("Anna", ["Provinz"])) == "dominion.karte.maskerade"
    state = play(state, [choose("Anna", ["Anwesen"]), choose("Ben", ["Kupfer"])])
    assert state.cards["Ben"].hand == Counter({"Gold": 1, "Estate": 1})
    assert state.cards["Anna"].hand == Counter({"Silver": 2, "Copper": 1})
    state = play(state, [choose("Anna", ["Kupfer"])])
    assert state.trash["Copper"] == 1


def test_dominion_karte_trickser_same_cost_from_the_supply_ln1127():
    state = with_hand(intrigue(), "Anna", "Swindler")
    state = with_hand(state, "Ben", "Copper")
    state = with_deck(state, "Ben", "Silver")
    state = played(state, "Trickser")
    assert state.trash["Silver"] == 1 and state.coins == 2
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.trickser"
    state = play(state, [choose("Anna", ["Silber"])])  # ln1127: the same card may be given back
    assert state.cards["Ben"].discard["Silver"] == 1


def test_dominion_karte_hoeflinge_one_different_option_per_type_ln1448():
    state = with_hand(intrigue(editions=I2, kingdom=INTRIGUE), "Anna", "Courtier", "Harem")
    state = played(state, "Höflinge")
    state = play(state, [choose("Anna", ["Harem"])])  # Geld + Punkte: two options
    assert rule_of(state, choose("Anna", option=["gold", "gold"])) == "dominion.karte.hoeflinge"
    assert rule_of(state, choose("Anna", option=["gold"])) == "dominion.karte.hoeflinge"
    state = play(state, [choose("Anna", option=["gold", "kauf"])])
    assert state.cards["Anna"].discard["Gold"] == 1 and state.buys == 2 and state.coins == 0


def test_dominion_karte_herumtreiberin_action_cards_only_ln1413():
    state = with_hand(intrigue(editions=I2, kingdom=INTRIGUE_2), "Anna", "Lurker", "Lurker")
    state = played(state, "Herumtreiberin")
    state = play(state, [choose("Anna", option="entsorgen")])
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.karte.herumtreiberin"
    state = play(state, [choose("Anna", ["Dorf"])])
    assert state.trash["Village"] == 1 and state.supply["Village"] == 9
    state = play(state, [{"by": "Anna", "move": "play", "card": "Herumtreiberin"}, choose("Anna", option="nehmen"),
                         choose("Anna", ["Dorf"])])
    assert state.cards["Anna"].discard["Village"] == 1 and state.trash["Village"] == 0


def test_dominion_karte_patrouille_victory_and_curses_to_hand_ln1454():
    state = with_hand(intrigue(editions=I2, kingdom=INTRIGUE_2), "Anna", "Patrol")
    state = with_deck(state, "Anna", "Copper", "Copper", "Copper", "Estate", "Curse", "Silver", "Gold")
    state = played(state, "Patrouille")
    assert state.cards["Anna"].hand == Counter({"Copper": 3, "Estate": 1, "Curse": 1})
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.patrouille"
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].draw_pile.top == ["Silver", "Gold"]


def test_dominion_karte_austausch_treasure_onto_deck_victory_curses_others_ln1441():
    state = with_hand(intrigue(editions=I2, kingdom=INTRIGUE_2), "Anna", "Replace", "Estate", "Estate")
    state = played(state, "Austausch")
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.austausch"
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.cards["Anna"].draw_pile.top[0] == "Silver" and state.cards["Ben"].discard["Curse"] == 0
    state = with_hand(intrigue(editions=I2, kingdom=INTRIGUE_2), "Anna", "Replace", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Austausch"}, choose("Anna", ["Anwesen"]),
                         choose("Anna", ["Anwesen"])])
    assert state.cards["Anna"].discard["Estate"] >= 1 and state.cards["Ben"].discard["Curse"] == 1


def test_dominion_karte_geheimgang_anywhere_in_the_deck_ln1427():
    state = with_hand(intrigue(editions=I2, kingdom=INTRIGUE_2), "Anna", "Secret Passage", "Estate")
    state = with_deck(state, "Anna", "Copper", "Copper", "Silver", "Gold", "Gold")
    state = played(state, "Geheimgang")
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert rule_of(state, choose("Anna", option="9")) == "dominion.karte.geheimgang"  # only 0..3 exist
    state = play(state, [choose("Anna", option="2")])
    assert state.cards["Anna"].draw_pile.top == ["Silver", "Gold", "Estate", "Gold"] and state.actions == 1
