"""Dark Ages (1st edition, HiG 2012 section 20 and RGG 2019 section 21): one test per card, each naming its rule
id and the divider line (rulebook 003_a71f..., HiG unless marked RGG) it checks; the Unterschlüpfe as start cards
(`setup.shelters`), the trash triggers ("Wenn du diese Karte entsorgst", ln4257), and seeded self-play of the box."""

import random
from collections import Counter

from dominion_helpers import RS, choose, play, played, rule_of, with_deck, with_hand
from log_snippets import online_opening

from engine.core import replay
from engine.core.record import validate_record
from engine.games.dominion.model import profile_of
from engine.games.dominion.scoring import points

D1 = ["Marktplatz", "Knappe", "Landstreicher", "Weiser", "Festung", "Eisenhändler", "Lagerraum", "Barde", "Mundraub",
      "Schrotthändler"]
D2 = ["Lehen", "Waffenkammer", "Jagdgründe", "Katakomben", "Altar", "Kapelle", "Miliz", "Dorf", "Schmiede", "Markt"]
ED = ["basis-rgg-2017", "dark-ages-rgg-2019"]
HIG_DA = "dark-ages-hig-2012"


def da(kingdom=D1, shelters=False, players=("Anna", "Ben"), seed=1):
    setup = {"editions": ED, "kingdom": list(kingdom), "seed": seed}
    if shelters:
        setup["shelters"] = True
    return RS.setup(list(players), setup)


def buy(by, card):
    return {"by": by, "move": "buy", "card": card}


def deck(state, *cards, player="Anna"):
    return with_deck(state, player, *(cards or ["Copper"] * 10), discard={})


def trashed_by_chapel(state, *cards):
    """Anna plays a Kapelle from her hand and trashes `cards` with it."""
    return play(played(state, "Kapelle"), [choose("Anna", list(cards))])


# --- Unterschlüpfe --------------------------------------------------------------------------------------------


def test_dominion_auslegung_unterschlupf_wahl_the_record_says_shelters_start_decks_ln586():
    state = da(shelters=True)
    for player in ("Anna", "Ben"):
        owned = state.cards[player]
        assert owned.hand + Counter(owned.draw_pile.top) == Counter(
            {"Copper": 7, "Hovel": 1, "Necropolis": 1, "Overgrown Estate": 1})
    plain = da()
    assert plain.cards["Anna"].hand + Counter(plain.cards["Anna"].draw_pile.top) == Counter({"Copper": 7, "Estate": 3})
    assert RS.unsupported(["Anna", "Ben"], {"editions": ED, "kingdom": D1, "shelters": True}) == []
    record = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
              "setup": {"editions": ED, "kingdom": D1, "shelters": True}, "log": []}
    assert validate_record(record) == []
    assert validate_record({**record, "setup": {**record["setup"], "shelters": "ja"}})  # a boolean, nothing else


def test_shelters_unseeded_start_deck_and_state_json_round_trip():
    state = RS.setup(["Anna", "Ben"], {"editions": ED, "kingdom": D1, "shelters": True})
    assert state.cards["Anna"].draw_pile.pool == Counter({"Copper": 7, "Hovel": 1, "Necropolis": 1,
                                                           "Overgrown Estate": 1})
    again = RS.state_from_json(RS.state_to_json(state))
    assert "buy" in profile_of(again).events and "trash" in profile_of(again).events
    assert not profile_of(again).fast  # the Hütte hears buys: no fast path


def test_dominion_karte_totenstadt_two_actions_ln4061():
    state = played(deck(with_hand(da(shelters=True), "Anna", "Necropolis", "Copper")), "Totenstadt")
    assert state.actions == 2


def test_dominion_karte_huette_may_trash_itself_when_buying_a_victory_card_ln4059():
    state = with_hand(da(shelters=True), "Anna", "Hovel", "Hovel", "Gold", "Gold", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Gold"},
                         buy("Anna", "Herzogtum")])
    assert state.task.rule == "dominion.reaktion"
    state = play(state, [choose("Anna", ["Hütte"])])
    assert state.task.rule == "dominion.karte.huette"  # the second Hütte is a reaction of its own
    state = play(state, [choose("Anna", ["Hütte"])])
    assert state.trash["Hovel"] == 2 and state.cards["Anna"].discard["Duchy"] == 1
    # buying a card that is no victory card asks nothing
    state = with_hand(da(shelters=True), "Anna", "Hovel", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, buy("Anna", "Silber")])
    assert state.task is None and state.trash["Hovel"] == 0


def test_dominion_karte_verfallenes_anwesen_draws_when_trashed_ln4063():
    state = deck(with_hand(da(D2, shelters=True), "Anna", "Chapel", "Overgrown Estate", "Copper"), "Gold", "Silver")
    state = trashed_by_chapel(state, "Verfallenes Anwesen")
    assert state.trash["Overgrown Estate"] == 1 and state.cards["Anna"].hand["Gold"] == 1
    assert points({"Overgrown Estate": 1}) == 0


# --- kingdom cards ---------------------------------------------------------------------------------------------


def test_dominion_karte_marktplatz_discard_for_gold_when_a_card_is_trashed_ln3930():
    state = with_hand(da(D1), "Anna", "Junk Dealer", "Market Square", "Market Square", "Estate")
    state = deck(state, "Copper", "Copper")
    state = played(state, "Schrotthändler")
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert state.task.rule == "dominion.reaktion"
    state = play(state, [choose("Anna", ["Marktplatz"])])
    assert state.task.rule == "dominion.karte.marktplatz"
    state = play(state, [choose("Anna", ["Marktplatz"])])
    owned = state.cards["Anna"]
    assert owned.discard["Gold"] == 2 and owned.discard["Market Square"] == 2
    state = played(deck(with_hand(da(), "Anna", "Market Square", "Copper")), "Marktplatz")
    assert (state.actions, state.buys, state.cards["Anna"].hand_size()) == (1, 2, 2)


def test_dominion_karte_knappe_three_options_and_an_attack_when_trashed_ln3867():
    state = played(deck(with_hand(da(), "Anna", "Squire")), "Knappe")
    assert state.coins == 1
    assert play(state, [choose("Anna", option="aktionen")]).actions == 2
    assert play(state, [choose("Anna", option="kaeufe")]).buys == 3
    assert play(state, [choose("Anna", option="silber")]).cards["Anna"].discard["Silver"] == 1
    state = trashed_by_chapel(deck(with_hand(da(D2), "Anna", "Chapel", "Squire")), "Knappe")
    assert state.task.rule == "dominion.karte.knappe"
    assert rule_of(state, choose("Anna", ["Dorf"])) == "dominion.karte.knappe"
    assert play(state, [choose("Anna", ["Miliz"])]).cards["Anna"].discard["Militia"] == 1


def test_dominion_karte_landstreicher_takes_victory_curse_shelter_ln3890():
    state = played(deck(with_hand(da(), "Anna", "Vagrant"), "Copper", "Hovel"), "Landstreicher")
    assert state.cards["Anna"].hand["Hovel"] == 1 and state.actions == 1
    state = played(deck(with_hand(da(), "Anna", "Vagrant"), "Copper", "Silver"), "Landstreicher")
    assert state.cards["Anna"].hand["Silver"] == 0 and state.cards["Anna"].draw_pile.top[0] == "Silver"


def test_dominion_karte_weiser_reveals_until_cost_three_ln4103():
    state = played(deck(with_hand(da(), "Anna", "Sage"), "Copper", "Estate", "Silver", "Gold"), "Weiser")
    owned = state.cards["Anna"]
    assert owned.hand["Silver"] == 1 and owned.discard["Copper"] == 1 and owned.discard["Estate"] == 1
    assert owned.draw_pile.top == ["Gold"] and state.actions == 1


def test_dominion_karte_festung_returns_to_hand_when_trashed_ln3823():
    state = trashed_by_chapel(deck(with_hand(da(D2), "Anna", "Chapel", "Fortress")), "Festung")
    assert state.cards["Anna"].hand["Fortress"] == 1 and state.trash["Fortress"] == 0
    state = played(deck(with_hand(da(), "Anna", "Fortress")), "Festung")
    assert state.actions == 2 and state.cards["Anna"].hand_size() == 1


def test_dominion_karte_eisenhaendler_bonus_by_type_ln3801():
    state = played(deck(with_hand(da(), "Anna", "Ironmonger"), "Copper", "Estate", "Gold"), "Eisenhändler")
    state = play(state, [choose("Anna", option="ablegen")])
    owned = state.cards["Anna"]
    assert owned.discard["Estate"] == 1 and owned.hand["Gold"] == 1 and state.actions == 1 and state.coins == 0
    state = played(deck(with_hand(da(), "Anna", "Ironmonger"), "Copper", "Silver"), "Eisenhändler")
    state = play(state, [choose("Anna", option="zurueck")])
    assert state.coins == 1 and state.cards["Anna"].draw_pile.top[0] == "Silver"


def test_dominion_karte_lagerraum_discard_to_draw_then_for_coins_ln3881():
    state = deck(with_hand(da(), "Anna", "Storeroom", "Estate", "Estate", "Copper"), "Gold", "Gold")
    state = play(played(state, "Lagerraum"), [choose("Anna", ["Anwesen", "Anwesen"])])
    assert state.cards["Anna"].hand["Gold"] == 2
    state = play(state, [choose("Anna", ["Gold", "Kupfer"])])
    assert state.coins == 2 and state.buys == 2


def test_dominion_karte_barde_puts_actions_back_discards_the_rest_ln3769():
    state = deck(with_hand(da(), "Anna", "Wandering Minstrel"), "Copper", "Sage", "Estate", "Vagrant", "Gold")
    state = played(state, "Barde")
    assert state.task.rule == "dominion.karte.barde"
    state = play(state, [choose("Anna", ["Weiser"])])
    owned = state.cards["Anna"]
    assert owned.draw_pile.top[:2] == ["Vagrant", "Sage"] and owned.discard["Estate"] == 1 and state.actions == 2


def test_dominion_karte_mundraub_coins_per_treasure_name_in_trash_ln3959():
    state = da()
    state.trash.update({"Copper": 4, "Estate": 6, "Silver": 1})
    state = played(deck(with_hand(state, "Anna", "Forager", "Gold")), "Mundraub")
    state = play(state, [choose("Anna", ["Gold"])])
    assert (state.coins, state.actions, state.buys) == (3, 1, 2)


def test_dominion_karte_schrotthaendler_must_trash_ln4029():
    state = played(deck(with_hand(da(), "Anna", "Junk Dealer", "Estate")), "Schrotthändler")
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.schrotthaendler"
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert (state.coins, state.actions, state.trash["Estate"]) == (1, 1, 1)


def test_dominion_karte_lehen_points_per_three_silvers_and_three_silvers_when_trashed_ln3899():
    assert points({"Feodum": 2, "Silver": 7}) == 4
    state = trashed_by_chapel(deck(with_hand(da(D2), "Anna", "Chapel", "Feodum")), "Lehen")
    assert state.cards["Anna"].discard["Silver"] == 3


def test_dominion_karte_waffenkammer_gains_onto_the_deck_ln4094():
    state = played(deck(with_hand(da(D2), "Anna", "Armory")), "Waffenkammer")
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.waffenkammer"
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.cards["Anna"].draw_pile.top[0] == "Silver"


def test_dominion_karte_jagdgruende_four_cards_duchy_or_three_estates_when_trashed_ln3853():
    state = played(deck(with_hand(da(D2), "Anna", "Hunting Grounds")), "Jagdgründe")
    assert state.cards["Anna"].hand_size() == 4
    state = trashed_by_chapel(deck(with_hand(da(D2), "Anna", "Chapel", "Hunting Grounds")), "Jagdgründe")
    assert play(state, [choose("Anna", option="anwesen")]).cards["Anna"].discard["Estate"] == 3
    assert play(state, [choose("Anna", option="herzogtum")]).cards["Anna"].discard["Duchy"] == 1


def test_dominion_karte_katakomben_all_to_hand_or_discard_and_draw_ln3860():
    state = deck(with_hand(da(D2), "Anna", "Catacombs"), "Copper", "Estate", "Silver", "Gold", "Gold", "Gold")
    state = played(state, "Katakomben")
    kept = play(state, [choose("Anna", option="hand")]).cards["Anna"]
    assert +kept.hand == Counter({"Copper": 1, "Estate": 1, "Silver": 1})
    drawn = play(state, [choose("Anna", option="ablegen")]).cards["Anna"]
    assert +drawn.hand == Counter({"Gold": 3}) and drawn.discard["Estate"] == 1
    state = trashed_by_chapel(deck(with_hand(da(D2), "Anna", "Chapel", "Catacombs")), "Katakomben")
    assert rule_of(state, choose("Anna", ["Markt"])) == "dominion.karte.katakomben"  # costs 5, not less
    assert play(state, [choose("Anna", ["Jagdgründe" if False else "Waffenkammer"])]).cards["Anna"].discard["Armory"]


def test_dominion_karte_altar_trash_then_gain_up_to_five_rgg_ln4557():
    state = played(deck(with_hand(da(D2), "Anna", "Altar", "Estate")), "Altar")
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.altar"  # 6: more than 5 (RGG)
    state = play(state, [choose("Anna", ["Markt"])])
    assert state.cards["Anna"].discard["Market"] == 1 and state.trash["Estate"] == 1


def test_dominion_auslegung_altar_kosten_hig_note_up_to_six_ln3737():
    state = RS.setup(["Anna", "Ben"], {"editions": ["basis-hig-2008", HIG_DA], "kingdom": D2, "seed": 1})
    state = played(deck(with_hand(state, "Anna", "Altar")), "Altar")  # nothing to trash: the gain comes all the same
    assert rule_of(state, choose("Anna", ["Provinz"])) == "dominion.karte.altar"
    state = play(state, [choose("Anna", ["Jagdgründe"])])
    assert state.cards["Anna"].discard["Hunting Grounds"] == 1


D3 = ["Graf", "Lumpensammler", "Medium", "Armenhaus", "Ratten", "Neubau", "Kapelle", "Miliz", "Dorf", "Markt"]
ED_HIG_BASE = ["basis-hig-2008", "dark-ages-hig-2012"]


def test_dominion_auslegung_marktplatz_jede_entsorgung_also_by_another_players_card_ln4325():
    state = RS.setup(["Anna", "Ben"], {"editions": ED_HIG_BASE, "kingdom": [*D3[:6], "Marktplatz", "Dieb", "Dorf",
                                                                             "Markt"], "seed": 2})
    state = with_hand(state, "Anna", "Thief")
    state = with_deck(state, "Ben", "Gold", "Estate", discard={})
    state = with_hand(state, "Ben", "Market Square")
    state = played(state, "Dieb")  # Ben's only treasure revealed, the Gold, is trashed
    assert state.trash["Gold"] == 1 and state.task.rule == "dominion.reaktion" and state.task.player == "Ben"
    state = play(state, [choose("Ben", ["Marktplatz"])])
    assert state.cards["Ben"].discard["Gold"] == 1 and state.cards["Ben"].discard["Market Square"] == 1


def test_dominion_karte_graf_two_choices_in_order_ln3846():
    state = deck(with_hand(da(D3), "Anna", "Count", "Estate", "Estate", "Copper"))
    state = played(state, "Graf")
    state = play(state, [choose("Anna", option="ablegen"), choose("Anna", ["Anwesen", "Anwesen"])])
    assert state.task.rule == "dominion.karte.graf"
    trashed = play(state, [choose("Anna", option="entsorgen")])
    assert trashed.trash["Copper"] == 1 and trashed.cards["Anna"].hand_size() == 0
    assert play(state, [choose("Anna", option="geld")]).coins == 3
    state = played(deck(with_hand(da(D3), "Anna", "Count", "Gold")), "Graf")
    state = play(state, [choose("Anna", option="nachziehstapel"), choose("Anna", ["Gold"]),
                         choose("Anna", option="herzogtum")])
    assert state.cards["Anna"].draw_pile.top[0] == "Gold" and state.cards["Anna"].discard["Duchy"] == 1


def test_dominion_karte_lumpensammler_deck_to_discard_then_one_card_on_top_ln3919():
    state = with_deck(with_hand(da(D3), "Anna", "Scavenger"), "Anna", "Estate", "Copper", discard={"Gold": 1})
    state = play(played(state, "Lumpensammler"), [choose("Anna", option="ja")])
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.lumpensammler"
    state = play(state, [choose("Anna", ["Gold"])])
    owned = state.cards["Anna"]
    assert owned.draw_pile.top == ["Gold"] and owned.discard["Estate"] == 1 and state.coins == 2


def test_dominion_karte_medium_named_card_to_hand_ln3948():
    state = played(deck(with_hand(da(D3), "Anna", "Mystic"), "Gold", "Copper"), "Medium")
    hit = play(state, [choose("Anna", ["Gold"])])
    assert hit.cards["Anna"].hand["Gold"] == 1 and (hit.actions, hit.coins) == (1, 2)
    miss = play(state, [choose("Anna", ["Provinz"])])
    assert miss.cards["Anna"].hand["Gold"] == 0 and miss.cards["Anna"].draw_pile.top[0] == "Gold"


def test_dominion_karte_armenhaus_one_less_per_treasure_never_below_zero_ln3748_rgg_ln4268():
    state = played(deck(with_hand(da(D3), "Anna", "Poor House", "Copper", "Copper", "Estate")), "Armenhaus")
    assert state.coins == 2
    state = played(deck(with_hand(da(D3), "Anna", "Poor House", *["Copper"] * 5)), "Armenhaus")
    assert state.coins == 0
    # RGG ln4268: more than 4 treasures take the turn's other coins too (never below 0 in total); HiG: the +4 only
    rgg = deck(with_hand(da(D3), "Anna", "Poor House", *["Copper"] * 6))
    rgg.coins = 3
    assert played(rgg, "Armenhaus").coins == 1
    hig = RS.setup(["Anna", "Ben"], {"editions": ["basis-hig-2008", HIG_DA], "kingdom": D3, "seed": 1})
    hig = deck(with_hand(hig, "Anna", "Poor House", *["Copper"] * 6))
    hig.coins = 3
    assert played(hig, "Armenhaus").coins == 3


def test_dominion_karte_ratten_gain_rats_trash_other_card_draw_when_trashed_ln3988():
    state = da(D3)
    assert state.supply["Rats"] == 20  # RGG ln4405
    state = played(deck(with_hand(state, "Anna", "Rats", "Rats", "Estate"), "Copper", "Gold"), "Ratten")
    assert rule_of(state, choose("Anna", ["Ratten"])) == "dominion.karte.ratten"
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert state.cards["Anna"].discard["Rats"] == 1 and state.trash["Estate"] == 1
    state = played(deck(with_hand(da(D3), "Anna", "Rats", "Rats"), "Rats"), "Ratten")
    assert state.task is None  # only Ratten in hand: nothing to trash
    state = trashed_by_chapel(deck(with_hand(da(D3), "Anna", "Chapel", "Rats"), "Gold"), "Ratten")
    assert state.cards["Anna"].hand["Gold"] == 1


def test_dominion_karte_neubau_skips_the_named_card_trashes_and_upgrades_ln3968():
    state = deck(with_hand(da(D3), "Anna", "Rebuild"), "Copper", "Province", "Estate", "Gold")
    state = play(played(state, "Neubau"), [choose("Anna", ["Provinz"])])
    assert state.trash["Estate"] == 1 and state.cards["Anna"].discard["Province"] == 1
    assert rule_of(state, choose("Anna", ["Provinz"])) == "dominion.karte.neubau"  # 2 + 3 = 5 at most
    state = play(state, [choose("Anna", ["Herzogtum"])])
    assert state.cards["Anna"].discard["Duchy"] == 1 and state.actions == 1


D4 = ["Banditenlager", "Raubzug", "Kapelle", "Miliz", "Dorf", "Markt", "Schmiede", "Keller", "Werkstatt", "Falschgeld"]


def test_dominion_karte_beute_worth_three_returns_to_its_pile_beside_the_supply_ln3793():
    state = da(D4)
    assert state.decks["spoils"] == ["Spoils"] * 15 and "Spoils" not in state.supply  # ln3791: not in the supply
    assert RS.unsupported(["Anna", "Ben"], {"editions": ED, "kingdom": D4}) == []
    state = play(with_hand(state, "Anna", "Spoils", "Copper"), [{"by": "Anna", "move": "play", "card": "Beute"}])
    assert state.coins == 3 and len(state.decks["spoils"]) == 16 and "Spoils" not in state.cards["Anna"].in_play
    assert rule_of(state, buy("Anna", "Beute")) is not None  # never bought


def test_dominion_karte_banditenlager_gains_a_spoils_none_when_empty_ln3758():
    state = played(deck(with_hand(da(D4), "Anna", "Bandit Camp")), "Banditenlager")
    assert state.cards["Anna"].discard["Spoils"] == 1 and len(state.decks["spoils"]) == 14 and state.actions == 2
    empty = da(D4)
    empty.decks["spoils"] = []
    state = played(deck(with_hand(empty, "Anna", "Bandit Camp")), "Banditenlager")
    assert state.cards["Anna"].discard["Spoils"] == 0


def test_dominion_karte_raubzug_trashes_itself_victim_discards_chosen_card_two_spoils_rgg_ln4506():
    """Also reading dominion.auslegung.raubzug-fuenf-handkarten (HiG ln3999): a hand of 4 is not attacked."""
    state = deck(with_hand(da(D4), "Anna", "Pillage"))
    state = with_hand(state, "Ben", "Gold", "Copper", "Copper", "Estate", "Estate")
    state = played(state, "Raubzug")
    assert state.trash["Pillage"] == 1 and state.task.player == "Anna" and state.task.rule == "dominion.karte.raubzug"
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Ben"].discard["Gold"] == 1 and state.cards["Anna"].discard["Spoils"] == 2
    for editions in (ED, ["basis-hig-2008", HIG_DA]):
        state = RS.setup(["Anna", "Ben"], {"editions": editions, "kingdom": D4, "seed": 1})
        state = deck(with_hand(state, "Anna", "Pillage"))
        state = played(with_hand(state, "Ben", "Gold", "Copper", "Copper", "Estate"), "Raubzug")  # only 4 cards
        assert state.cards["Ben"].hand["Gold"] == 1 and state.cards["Anna"].discard["Spoils"] == 2


D5 = ["Prozession", "Festung", "Schmiede", "Markt", "Dorf", "Laboratorium", "Kapelle", "Miliz", "Werkstatt", "Hexe"]


def test_dominion_karte_prozession_plays_twice_trashes_gains_one_more_ln3979_rgg_ln4416():
    state = deck(with_hand(da(D5), "Anna", "Procession", "Village"), *["Copper"] * 6)
    state = play(played(state, "Prozession"), [choose("Anna", ["Dorf"])])
    assert state.actions == 4 and state.trash["Village"] == 1  # +2 actions twice, then trashed
    assert rule_of(state, choose("Anna", ["Markt"])) == "dominion.karte.prozession"  # 5, not exactly 3 + 1
    state = play(state, [choose("Anna", ["Festung"])])
    assert state.cards["Anna"].discard["Fortress"] == 1
    # a Festung trashed by the Prozession goes back to the hand (ln3823) before the gain
    state = deck(with_hand(da(D5), "Anna", "Procession", "Fortress"), *["Copper"] * 6)
    state = play(played(state, "Prozession"), [choose("Anna", ["Festung"])])
    assert state.cards["Anna"].hand["Fortress"] == 1 and state.actions == 4
    assert play(state, [choose("Anna", ["Markt"])]).cards["Anna"].discard["Market"] == 1


def test_dominion_karte_prozession_hig_takes_the_card_back_between_plays_ln3979():
    state = RS.setup(["Anna", "Ben"], {"editions": ["basis-hig-2008", HIG_DA], "kingdom": D5, "seed": 1})
    state = deck(with_hand(state, "Anna", "Procession", "Village"), *["Copper"] * 6)
    state = play(played(state, "Prozession"), [choose("Anna", ["Dorf"])])
    assert state.actions == 4 and state.trash["Village"] == 1 and "Village" not in state.cards["Anna"].in_play


D6 = ["Grabräuber", "Schurke", "Bettler", "Markt", "Dorf", "Laboratorium", "Kapelle", "Miliz", "Werkstatt", "Hexe"]


def test_dominion_karte_grabraeuber_from_the_trash_onto_the_deck_or_upgrade_an_action_ln3837_ln3839():
    state = da(D6)
    state.trash.update({"Gold": 1, "Province": 1, "Copper": 1})
    state = play(played(deck(with_hand(state, "Anna", "Graverobber", "Village")), "Grabräuber"),
                 [choose("Anna", option="muell")])
    assert rule_of(state, choose("Anna", ["Provinz"])) == "dominion.karte.grabraeuber"  # costs 8
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].draw_pile.top[0] == "Gold" and state.trash["Gold"] == 0
    state = play(played(deck(with_hand(da(D6), "Anna", "Graverobber", "Village", "Estate")), "Grabräuber"),
                 [choose("Anna", option="aktion")])
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.grabraeuber"  # an Action card only
    state = play(state, [choose("Anna", ["Dorf"])])
    assert rule_of(state, choose("Anna", ["Provinz"])) == "dominion.karte.grabraeuber"  # 3 + 3 = 6 at most
    assert play(state, [choose("Anna", ["Hexe"])]).cards["Anna"].discard["Witch"] == 1


def test_dominion_karte_schurke_gains_from_trash_else_attacks_ln4037_ln4039():
    state = da(D6)
    state.trash.update({"Silver": 1, "Curse": 2})
    state = play(played(deck(with_hand(state, "Anna", "Rogue")), "Schurke"), [choose("Anna", ["Silber"])])
    assert state.cards["Anna"].discard["Silver"] == 1 and state.coins == 2
    state = deck(with_hand(da(D6), "Anna", "Rogue"))
    state = with_deck(state, "Ben", "Gold", "Silver", "Copper", discard={})
    state = played(state, "Schurke")
    assert state.task.player == "Ben" and state.task.rule == "dominion.karte.schurke"  # both cost 3 to 6: Ben picks
    state = play(state, [choose("Ben", ["Silber"])])
    assert state.trash["Silver"] == 1 and state.cards["Ben"].discard["Gold"] == 1
    state = deck(with_hand(da(D6), "Anna", "Rogue"))
    state = played(with_deck(state, "Ben", "Copper", "Estate", discard={}), "Schurke")
    assert state.trash == Counter() or not +state.trash
    assert state.cards["Ben"].discard == Counter({"Copper": 1, "Estate": 1})


def test_dominion_karte_bettler_three_coppers_and_discards_against_an_attack_for_two_silvers_ln3780():
    state = played(deck(with_hand(da(D6), "Anna", "Beggar")), "Bettler")
    assert state.cards["Anna"].hand["Copper"] == 3
    state = deck(with_hand(da(D6), "Anna", "Militia"))
    state = with_deck(with_hand(state, "Ben", "Beggar", "Copper", "Copper", "Estate", "Estate"), "Ben", "Gold",
                      discard={})
    state = played(state, "Miliz")
    assert state.task.rule == "dominion.reaktion"
    state = play(state, [choose("Ben", ["Bettler"])])
    ben = state.cards["Ben"]
    assert ben.discard["Beggar"] == 1 and ben.discard["Silver"] == 1 and ben.draw_pile.top[:2] == ["Silver", "Gold"]
    assert state.task.rule == "dominion.karte.miliz"  # still attacked: 4 cards, discard 1


def test_dominion_karte_falschgeld_plays_a_treasure_twice_and_trashes_it_ln3815():
    treasure = {"by": "Anna", "move": "play", "card": "Falschgeld"}
    state = play(with_hand(da(D4), "Anna", "Counterfeit", "Silver"), [treasure, choose("Anna", ["Silber"])])
    assert (state.coins, state.buys, state.trash["Silver"]) == (5, 2, 1)
    state = with_hand(da(D4), "Anna", "Counterfeit", "Spoils")
    state = play(state, [treasure, choose("Anna", ["Beute"])])
    assert state.coins == 7 and state.trash["Spoils"] == 0 and len(state.decks["spoils"]) == 16
    assert play(with_hand(da(D4), "Anna", "Counterfeit", "Copper"), [treasure, choose("Anna", [])]).coins == 1


SHELTER_LOG = """Game #1, unrated.
A starts with 7 Coppers.
A starts with a Hovel, a Necropolis and an Overgrown Estate.
A shuffles their deck.
A draws 4 Coppers and a Hovel.
B starts with 7 Coppers, a Hovel, a Necropolis and an Overgrown Estate.
B shuffles their deck.
B draws 5 cards.

Turn 1 - Anna
A plays 4 Coppers. (+$4)
A buys and gains a Silver.
A draws 3 Coppers, a Necropolis and an Overgrown Estate.

Turn 1 - Ben
B plays 3 Coppers. (+$3)
B buys and gains a Silver.
B draws 5 cards.

Turn 2 - Anna
A plays a Necropolis. (+2 Actions)
A plays 3 Coppers. (+$3)
A buys and gains a Silver.
"""


def test_dominion_online_start_lines_with_shelters_become_setup_shelters():
    """The importer reads the start decks (one line or two per player) as `setup.shelters` (format.md), and the
    record replays legal; a game where not every player starts with them keeps them as extras (unsupported)."""
    from engine.importers import import_log

    record = import_log("dominion-online", SHELTER_LOG)
    assert record["setup"]["shelters"] is True and not {"Hütte", "Totenstadt", "Verfallenes Anwesen"} & set(
        record["setup"].get("extras", []))
    assert replay(record).status == "legal"
    mixed = import_log("dominion-online", SHELTER_LOG.replace(
        "B starts with 7 Coppers, a Hovel, a Necropolis and an Overgrown Estate.", "B starts with 7 Coppers and 3 Estates."))
    assert "shelters" not in mixed["setup"] and replay(mixed).status == "unsupported"


SQUIRE_LOG = online_opening("an Ironmonger", second=("a Squire", "3 Coppers, a Squire and an Ironmonger")) + """
Turn 3 - Anna
A plays a Squire. (+$1)
A gets +2 Actions.
A plays an Ironmonger.
A draws a Copper.
A gets +1 Action.
A reveals an Estate.
A topdecks an Estate.
A draws an Estate.
A plays 4 Coppers. (+$4)
A buys and gains a Silver.
"""


def test_dominion_online_lines_of_knappe_and_eisenhaendler_answer_their_options():
    """The importer reads the option a Knappe (ln3867) and an Eisenhändler (ln3801) took from the lines after them
    ("gets +2 Actions.", "topdecks an Estate."): `dominion.karte.knappe`, `dominion.karte.eisenhaendler`."""
    from engine.importers import import_log

    record = import_log("dominion-online", SQUIRE_LOG)
    chosen = [entry.get("option") or entry.get("options") for entry in record["log"] if entry.get("move") == "choose"]
    assert chosen == ["aktionen", "zurueck"]
    assert replay(record).status == "legal"
    discarded = import_log("dominion-online", SQUIRE_LOG.replace("A topdecks an Estate.\nA draws an Estate.",
                                                                 "A discards an Estate.\nA draws a Copper."))
    assert [e.get("option") for e in discarded["log"] if e.get("move") == "choose"] == ["aktionen", "ablegen"]


COUNT_LOG = online_opening("a Count", second=(None, "a Count and 4 Coppers"), five=True) + """
Turn 3 - Anna
A plays a Count.
A topdecks a Copper.
A gets +$3.
A plays 3 Coppers. (+$3)
A buys and gains a Silver.
"""


def test_dominion_online_lines_of_graf_answer_both_choices_ln3846():
    """`dominion.karte.graf`: the first choice from the line after the Graf (topdecks, discards, gains a Copper),
    the second from the next (gets +$3, trashes, gains a Duchy; the older client prints no "+$3": then +3)."""
    from engine.importers import import_log

    cases = [
        (COUNT_LOG, ["nachziehstapel", ["Kupfer"], "geld"]),
        (COUNT_LOG.replace("A topdecks a Copper.\nA gets +$3.", "A gains a Copper.\nA gains a Duchy."),
         ["kupfer", "herzogtum"]),
        (COUNT_LOG.replace("A topdecks a Copper.", "A discards 2 Coppers.").replace(
            "A plays 3 Coppers. (+$3)", "A plays 2 Coppers. (+$2)"), ["ablegen", ["Kupfer", "Kupfer"], "geld"]),
        (COUNT_LOG.replace("A gets +$3.\n", ""), ["nachziehstapel", ["Kupfer"], "geld"]),
    ]
    for text, expected in cases:
        record = import_log("dominion-online", text)
        chosen = [entry.get("option") or entry.get("cards") for entry in record["log"] if entry.get("move") == "choose"]
        assert chosen == expected
        assert replay(record).status == "legal", expected


# --- the box in play -------------------------------------------------------------------------------------------


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
            return buys[rng.choice(affordable)]
        ends = [o for o in options if o.get("move") == "end-phase"]
        return ends[0] if ends and rng.random() < 0.9 else rng.choice(options)

    return bot


def _self_play(kingdom, seed, shelters, entries=1500):
    """`bots.self_play` with the record's `setup.shelters`: every move through `step`, judged legal."""
    setup = {"editions": ED, "kingdom": kingdom, "seed": seed, **({"shelters": True} if shelters else {})}
    bots = {"A": _seeded_bot(seed, kingdom), "B": _seeded_bot(seed + 10, kingdom)}
    state, log = RS.setup(["A", "B"], setup), []
    for _ in range(entries):
        decision = RS.pending(state)
        if decision is None:
            break
        entry = bots[decision.player or "A"](state, list(decision.options))
        outcome = RS.step(state, entry)
        assert outcome.verdict.status == "legal", (entry, outcome.verdict)
        state = outcome.state
        log.append(entry)
    return {"format": "regelwerk-record/1", "game": "dominion", "players": ["A", "B"], "setup": setup, "log": log}


D7 = ["Graf", "Medium", "Neubau", "Lehen", "Jagdgründe", "Grabräuber", "Schurke", "Raubzug", "Katakomben", "Altar"]


def test_dark_ages_seeded_self_play_records_replay():
    """Seeded games of the box's implemented cards, with and without Unterschlüpfe: every entry legal, the record
    replays legal, most kingdom cards of each game get played, and every implemented action of the box somewhere."""
    from engine.games.dominion import cards
    from engine.games.dominion.effects import IMPLEMENTED_CARDS

    everywhere = set()
    for index, kingdom in enumerate((D1, D2, D3, D4, D5, D6, D7)):
        for shelters in (True, False):
            record = _self_play(kingdom, index, shelters)
            assert replay(record).status == "legal"
            played_ = {entry.get("card") for entry in record["log"] if entry.get("move") == "play"}
            everywhere |= played_
            assert len(played_ & set(kingdom)) >= 4, (kingdom, played_)
            if shelters:
                assert played_ & {"Totenstadt"}
    box = {cards.german(tag) for tag in cards.kingdom_cards(HIG_DA) if tag in IMPLEMENTED_CARDS
           and cards.card(tag).is_("Action") or tag == "Counterfeit"}
    from test_dominion_dark_ages_more import SELF_PLAYED  # the cards of dark_ages_more.py: played by its self-play

    assert box - everywhere - SELF_PLAYED == set()
