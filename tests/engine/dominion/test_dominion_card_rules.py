"""One test per card rule of the first 44 cards that had none, plus turn rules added later.

Each test names the rule id and the seed line (rulebook 003_a71f...) it checks.
"""

from collections import Counter

from dominion_helpers import RS, choose, game, play, played, rule_of, with_deck, with_hand

from engine.games.dominion.supply import supply_for

BASE_1 = ["Werkstatt", "Festmahl", "Umbau", "Bürokrat", "Kanzler", "Geldverleiher", "Thronsaal", "Keller", "Burggraben",
          "Dorf"]
BASE_2 = ["Vorbotin", "Wilddiebin", "Töpferei", "Vasall", "Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle"]
INTRIGUE = ["Diplomatin", "Adelige", "Handlanger", "Burghof", "Verwalter", "Mühle", "Wunschbrunnen", "Eisenhütte",
            "Baron", "Bergwerk"]
I2 = ("basis-rgg-2017", "intrige-rgg-2017")


def base1(editions=("basis-rgg-2013",), players=("Anna", "Ben")):
    return game(players=players, kingdom=BASE_1, editions=editions)


def base2():
    return game(kingdom=BASE_2, editions=("basis-rgg-2017",))


def intrigue(players=("Anna", "Ben")):
    return game(players=players, kingdom=INTRIGUE, editions=I2)


# --- turn rules ------------------------------------------------------------------------------------


def test_dominion_geld_vor_kauf_no_treasure_after_a_buy_ln3650():
    state = with_hand(base1(), "Anna", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"},
                         {"by": "Anna", "move": "play", "card": "Kupfer"}])
    before = RS.check(state, {"by": "Anna", "move": "play", "card": "Kupfer"})
    assert before.is_legal
    state = play(state, [{"by": "Anna", "move": "buy", "card": "Kupfer"}])
    assert rule_of(state, {"by": "Anna", "move": "play", "card": "Kupfer"}) == "dominion.geld-vor-kauf"
    assert not any(o.get("move") == "play" for o in RS.legal_moves(state))


def test_dominion_aufraeumen_discards_hand_and_play_then_draws_five_ln563():
    state = with_hand(base1(), "Anna", "Village", "Estate", "Copper")
    state = with_deck(state, "Anna", *["Gold"] * 6, discard={})
    state = play(state, [{"by": "Anna", "move": "play", "card": "Dorf"}, {"by": "Anna", "move": "end-turn"}])
    anna = state.cards["Anna"]
    assert anna.discard == Counter({"Village": 1, "Estate": 1, "Copper": 1, "Gold": 1})  # Dorf drew one Gold
    assert anna.hand == Counter({"Gold": 5}) and anna.in_play == [] and state.player == "Ben"


def test_dominion_punktekarten_im_koenigreich_like_other_victory_cards_ln582():
    assert supply_for(2, ["Gardens"])["Gardens"] == 8 and supply_for(4, ["Nobles"])["Nobles"] == 12


def test_dominion_reaktion_each_reaction_card_once_per_attack_ln1076():
    # reading dominion.auslegung.reaktion-je-karte: Geheimkammer, then Burggraben (ln1076); one Burggraben once
    state = game(kingdom=["Miliz", "Geheimkammer", "Burggraben", "Dorf", "Schmiede", "Markt", "Hexe", "Kapelle",
                          "Keller", "Werkstatt"], editions=("basis-rgg-2017", "intrige-rgg-2014"))
    state = with_hand(state, "Anna", "Militia")
    state = with_hand(state, "Ben", "Secret Chamber", "Moat", "Copper", "Copper", "Estate")
    state = with_deck(state, "Ben", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Miliz"}, choose("Ben", ["Geheimkammer"]),
                         choose("Ben", ["Kupfer", "Kupfer"])])
    assert state.task.rule == "dominion.reaktion"
    assert rule_of(state, choose("Ben", ["Geheimkammer"])) == "dominion.reaktion"  # this one was shown already
    state = play(state, [choose("Ben", ["Burggraben"])])
    # no reaction card left unshown: the attack goes on at once, and the Moat blocked the Miliz
    assert state.task is None and sum(state.cards["Ben"].hand.values()) == 5


# --- base game cards -------------------------------------------------------------------------------


def test_dominion_karte_werkstatt_up_to_four_ln351():
    state = played(with_hand(base1(), "Anna", "Workshop"), "Werkstatt")
    assert rule_of(state, choose("Anna", ["Herzogtum"])) == "dominion.karte.werkstatt"
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.cards["Anna"].discard["Silver"] == 1


def test_dominion_karte_festmahl_trashes_itself_gains_up_to_five_ln190():
    state = played(with_hand(base1(), "Anna", "Feast"), "Festmahl")
    assert state.trash["Feast"] == 1 and state.cards["Anna"].in_play == []
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.festmahl"
    state = play(state, [choose("Anna", ["Herzogtum"])])
    assert state.cards["Anna"].discard["Duchy"] == 1


def test_dominion_karte_umbau_up_to_two_more_and_nothing_without_a_card_ln711():
    state = played(with_hand(base1(), "Anna", "Remodel", "Estate"), "Umbau")
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.umbau"
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.trash["Estate"] == 1 and state.cards["Anna"].discard["Silver"] == 1
    empty = played(with_hand(base1(), "Anna", "Remodel"), "Umbau")
    assert empty.task is None and empty.trash == Counter()  # ln711: no card to trash, no new card


def test_dominion_karte_buerokrat_silver_onto_deck_victims_put_a_victory_card_ln663():
    state = with_hand(base1(), "Anna", "Bureaucrat")
    state = with_hand(state, "Ben", "Copper", "Estate", "Copper")
    state = played(state, "Bürokrat")
    assert state.cards["Anna"].draw_pile.top[0] == "Silver"
    assert rule_of(state, choose("Ben", ["Kupfer"])) == "dominion.karte.buerokrat"
    state = play(state, [choose("Ben", ["Anwesen"])])
    assert state.cards["Ben"].draw_pile.top[0] == "Estate"


def test_dominion_karte_kanzler_may_discard_the_deck_unseen_ln467():
    state = played(with_hand(base1(), "Anna", "Chancellor"), "Kanzler")
    assert state.coins == 2
    assert rule_of(state, choose("Anna", option="vielleicht")) == "dominion.karte.kanzler"
    size = state.cards["Anna"].draw_pile.size
    state = play(state, [choose("Anna", option="ja")])
    assert state.cards["Anna"].draw_pile.size == 0 and sum(state.cards["Anna"].discard.values()) >= size


def test_dominion_karte_keller_discard_then_draw_as_many_ln621():
    state = with_hand(base1(), "Anna", "Cellar", "Estate", "Estate")
    state = with_deck(state, "Anna", "Gold", "Gold", "Silver")
    state = played(state, "Keller")
    assert rule_of(state, choose("Anna", ["Provinz"])) == "dominion.karte.keller"
    state = play(state, [choose("Anna", ["Anwesen", "Anwesen"])])
    assert state.cards["Anna"].hand == Counter({"Gold": 2}) and state.actions == 1


def test_dominion_karte_vorbotin_one_card_from_discard_onto_deck_ln649():
    state = with_hand(base2(), "Anna", "Harbinger")
    state = with_deck(state, "Anna", "Copper", "Estate", discard={"Silver": 1})
    state = played(state, "Vorbotin")
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.vorbotin"
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.cards["Anna"].draw_pile.top == ["Silver", "Estate"]


def test_dominion_karte_wilddiebin_one_discard_per_empty_pile_ln718():
    state = with_hand(base2(), "Anna", "Poacher", "Estate", "Copper").copy()
    state.supply["Village"] = 0
    state = played(state, "Wilddiebin")
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.wilddiebin"
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert state.coins == 1 and state.actions == 1


def test_dominion_karte_toepferei_gain_to_hand_then_one_onto_deck_ln815():
    state = played(with_hand(base2(), "Anna", "Artisan", "Estate"), "Töpferei")
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.toepferei"
    state = play(state, [choose("Anna", ["Herzogtum"])])
    assert state.cards["Anna"].hand["Duchy"] == 1
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.toepferei"
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert state.cards["Anna"].draw_pile.top[0] == "Estate"


def test_dominion_karte_vasall_may_play_discarded_action_without_an_action_ln642():
    state = with_hand(base2(), "Anna", "Vassal")
    state = with_deck(state, "Anna", "Village", "Copper")
    state = played(state, "Vasall")
    assert state.coins == 2 and state.cards["Anna"].discard["Village"] >= 1
    assert rule_of(state, choose("Anna", option="vielleicht")) == "dominion.karte.vasall"
    state = play(state, [choose("Anna", option="ja")])
    assert state.actions == 2 and "Village" in state.cards["Anna"].in_play  # no action used (ln642)


# --- Intrigue cards --------------------------------------------------------------------------------


def test_dominion_karte_diplomatin_reaction_draw_two_discard_three_ln1420():
    state = game(kingdom=["Miliz", *INTRIGUE[:9]], editions=I2)
    state = with_hand(state, "Anna", "Militia")
    state = with_hand(state, "Ben", "Diplomat", "Copper", "Copper", "Copper", "Estate")
    state = with_deck(state, "Ben", "Silver", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Miliz"}, choose("Ben", ["Diplomatin"])])
    assert rule_of(state, choose("Ben", ["Kupfer", "Kupfer"])) == "dominion.karte.diplomatin"
    state = play(state, [choose("Ben", ["Kupfer", "Kupfer", "Anwesen"])])
    # 4 cards now: the Diplomatin may not be shown again, the Miliz goes on at once
    assert state.task.rule == "dominion.karte.miliz" and state.cards["Ben"].hand["Diplomat"] == 1


def test_dominion_karte_diplomatin_wiederholen_with_five_or_more_cards_ln1420():
    state = game(kingdom=["Miliz", *INTRIGUE[:9]], editions=I2)
    state = with_hand(state, "Anna", "Militia")
    state = with_hand(state, "Ben", "Diplomat", "Copper", "Copper", "Copper", "Estate", "Estate")
    state = with_deck(state, "Ben", "Silver", "Silver", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Miliz"}, choose("Ben", ["Diplomatin"]),
                         choose("Ben", ["Kupfer", "Kupfer", "Kupfer"])])
    assert sum(state.cards["Ben"].hand.values()) == 5
    state = play(state, [choose("Ben", ["Diplomatin"])])  # shown a second time (ln1420)
    assert sum(state.cards["Ben"].hand.values()) == 7


def test_diplomatin_played_gives_two_actions_with_five_or_fewer_cards_ln1420():
    state = with_hand(intrigue(), "Anna", "Diplomat", "Copper")
    state = with_deck(state, "Anna", "Copper", "Copper")
    assert played(state, "Diplomatin").actions == 2


def test_dominion_karte_adelige_cards_or_actions_never_mixed_ln1014():
    state = played(with_hand(intrigue(), "Anna", "Nobles"), "Adelige")
    assert rule_of(state, choose("Anna", option=["karten", "aktionen"])) == "dominion.karte.adelige"
    assert play(state, [choose("Anna", option="aktionen")]).actions == 2


def test_dominion_karte_handlanger_two_different_instructions_ln867():
    state = played(with_hand(intrigue(), "Anna", "Pawn"), "Handlanger")
    assert rule_of(state, choose("Anna", option=["geld", "geld"])) == "dominion.karte.handlanger"
    state = play(state, [choose("Anna", option=["geld", "kauf"])])
    assert (state.coins, state.buys, state.actions) == (1, 2, 0)


def test_dominion_karte_burghof_draw_three_then_one_onto_deck_ln1063():
    state = with_hand(intrigue(), "Anna", "Courtyard")
    state = with_deck(state, "Anna", "Gold", "Silver", "Copper", "Estate")
    state = played(state, "Burghof")
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.burghof"
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].draw_pile.top == ["Gold", "Estate"]


def test_dominion_karte_verwalter_trash_exactly_two_ln1134():
    state = played(with_hand(intrigue(), "Anna", "Steward", "Estate", "Copper", "Copper"), "Verwalter")
    state = play(state, [choose("Anna", option="entsorgen")])
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.verwalter"
    state = play(state, [choose("Anna", ["Anwesen", "Kupfer"])])
    assert state.trash == Counter({"Estate": 1, "Copper": 1})


def test_dominion_karte_muehle_two_discarded_give_two_ln1434():
    state = with_hand(intrigue(), "Anna", "Mill", "Estate", "Estate", "Copper")
    state = with_deck(state, "Anna", "Copper")
    state = played(state, "Mühle")
    assert rule_of(state, choose("Anna", ["Anwesen", "Anwesen", "Kupfer"])) == "dominion.karte.muehle"
    assert play(state, [choose("Anna", ["Anwesen"])]).coins == 0
    assert play(state, [choose("Anna", ["Anwesen", "Anwesen"])]).coins == 2


def test_dominion_karte_wunschbrunnen_named_card_to_hand_ln909():
    state = with_hand(intrigue(), "Anna", "Wishing Well")
    state = with_deck(state, "Anna", "Copper", "Gold")
    state = played(state, "Wunschbrunnen")
    assert rule_of(state, choose("Anna", ["Kupferschmied"])) == "dominion.karte.wunschbrunnen"  # not in this game
    hit = play(state, [choose("Anna", ["Gold"])])
    assert hit.cards["Anna"].hand["Gold"] == 1
    miss = play(state, [choose("Anna", ["Silber"])])
    assert miss.cards["Anna"].draw_pile.top == ["Gold"]


def test_dominion_karte_eisenhuette_bonus_per_type_ln937():
    state = played(with_hand(intrigue(), "Anna", "Ironworks"), "Eisenhütte")
    assert rule_of(state, choose("Anna", ["Herzogtum"])) == "dominion.karte.eisenhuette"
    assert play(state, [choose("Anna", ["Silber"])]).coins == 1
    assert play(state, [choose("Anna", ["Baron"])]).actions == 1


def test_dominion_karte_baron_discard_estate_or_gain_one_ln916():
    state = played(with_hand(intrigue(), "Anna", "Baron", "Estate", "Copper"), "Baron")
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.karte.baron"
    assert play(state, [choose("Anna", ["Anwesen"])]).coins == 4
    declined = play(state, [choose("Anna", [])])
    assert declined.cards["Anna"].discard["Estate"] >= 1 and declined.supply["Estate"] == 7


def test_dominion_karte_bergwerk_trashed_only_once_after_thronsaal_ln1155():
    state = game(kingdom=["Thronsaal", *INTRIGUE[:9]][:9] + ["Bergwerk"], editions=I2)
    state = with_hand(state, "Anna", "Throne Room", "Mining Village")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Bergwerk"])])
    assert rule_of(state, choose("Anna", option="vielleicht")) == "dominion.karte.bergwerk"
    state = play(state, [choose("Anna", option="ja"), choose("Anna", option="ja")])
    assert state.coins == 2 and state.trash["Mining Village"] == 1 and state.actions == 4
