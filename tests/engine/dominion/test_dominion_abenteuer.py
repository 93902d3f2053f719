"""Abenteuer (RGG 2015): one test per implemented card, each naming its rule id and the divider line (rulebook
003_a71f..., section 23) it checks; the durations, the Wirtshaustableau of the Geizhals, and seeded self-play of
the box."""

from dominion_helpers import RS, choose, end_turn, game, play, played, rule_of, seeded_bot, with_deck, with_hand

from engine.core import replay

A2 = ["Rattenfänger", "Thronsaal", "Dorf", "Miliz", "Markt", "Schmiede", "Kapelle", "Keller", "Werkstatt", "Burggraben"]
A1 = ["Verlorene Stadt", "Hafenstadt", "Verlies", "Ausrüstung", "Amulett", "Elster", "Geizhals", "Kurier",
      "Kunsthandwerker", "Rattenfänger"]
ED = ("basis-rgg-2017", "abenteuer-rgg-2015")


def a1(players=("Anna", "Ben")):
    return game(players=players, kingdom=A1, editions=ED)


def turn_around(state):
    """Anna ends her turn, Ben ends his: Anna's next turn begins."""
    return end_turn(end_turn(state), by="Ben")


def buy(by, card):
    return {"by": by, "move": "buy", "card": card}


def hand_size(state, player="Anna"):
    return sum(state.cards[player].hand.values()) + state.cards[player].hand_unknown


# --- the Wirtshaustableau and the Reserve cards ---------------------------------------------------


def test_dominion_karte_rattenfaenger_onto_the_tavern_mat_called_at_turn_start_trashes_ln4992_ln4994():
    state = with_deck(with_hand(a1(), "Anna", "Ratcatcher", "Estate"), "Anna", *["Copper"] * 20)
    state = played(state, "Rattenfänger")
    anna = state.cards["Anna"]
    assert state.actions == 1 and anna.mats == {"tavern": ["Ratcatcher"]} and anna.in_play == []
    state = turn_around(state)
    assert rule_of(state, {"by": "Anna", "move": "play", "card": "Kupfer"}) is not None  # the call is asked first
    state = play(state, [choose("Anna", option="aufrufen")])
    assert state.cards["Anna"].in_play == ["Ratcatcher"] and state.cards["Anna"].mats == {}
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.rattenfaenger"  # a hand card must be trashed
    state = play(state, [choose("Anna", ["Kupfer"])])
    assert state.trash["Copper"] == 1
    state = end_turn(state)
    assert state.cards["Anna"].discard["Ratcatcher"] == 1


def test_dominion_karte_rattenfaenger_not_called_stays_on_the_mat_ln4994():
    state = with_deck(with_hand(a1(), "Anna", "Ratcatcher"), "Anna", *["Copper"] * 20)
    state = turn_around(played(state, "Rattenfänger"))
    state = play(state, [choose("Anna", option="nicht")])
    assert RS.task(state).kind == "turn" and state.cards["Anna"].mats == {"tavern": ["Ratcatcher"]}
    state = turn_around(state)
    assert RS.task(state).kind != "turn"  # asked again next turn


def test_dominion_karte_rattenfaenger_under_thronsaal_goes_onto_the_mat_once_ln4992():
    state = game(kingdom=A2, editions=ED)
    state = with_deck(with_hand(state, "Anna", "Throne Room", "Ratcatcher"), "Anna", *["Copper"] * 20)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Rattenfänger"])])
    anna = state.cards["Anna"]
    assert state.actions == 2 and anna.hand["Copper"] == 2 and anna.mats == {"tavern": ["Ratcatcher"]}


# --- gain and buy triggers -------------------------------------------------------------------------


def test_dominion_karte_verlorene_stadt_bonus_and_others_draw_when_gained_ln5205():
    state = with_deck(with_hand(a1(("Anna", "Ben", "Cara")), "Anna", "Lost City"), "Anna", *["Copper"] * 5)
    state = played(state, "Verlorene Stadt")
    assert state.actions == 2 and state.cards["Anna"].hand["Copper"] == 2
    state = with_hand(state, "Anna", "Gold", "Gold")
    before = {p: hand_size(state, p) for p in ("Ben", "Cara")}
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2 + [buy("Anna", "Verlorene Stadt")])
    assert {p: hand_size(state, p) for p in ("Ben", "Cara")} == {p: n + 1 for p, n in before.items()}
    assert hand_size(state, "Anna") == 0  # the gaining player draws nothing


def test_dominion_karte_hafenstadt_bought_gains_a_second_not_when_gained_otherwise_ln5071_ln5073():
    state = with_deck(with_hand(a1(), "Anna", "Port", "Silver", "Silver"), "Anna", *["Copper"] * 5)
    state = played(state, "Hafenstadt")
    assert state.actions == 2 and state.cards["Anna"].hand["Copper"] == 1
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Silber", "Silber", "Kupfer")])
    state = play(state, [buy("Anna", "Hafenstadt")])
    assert state.cards["Anna"].discard["Port"] == 2 and state.supply["Port"] == 10 - 2


# --- durations -------------------------------------------------------------------------------------


def test_dominion_karte_verlies_discards_two_now_and_next_turn_ln5039_ln5041():
    state = with_deck(with_hand(a1(), "Anna", "Dungeon", "Estate", "Estate"), "Anna", *["Copper"] * 20)
    state = played(state, "Verlies")
    assert state.actions == 1 and hand_size(state) == 4
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.verlies"  # exactly 2
    estates = state.cards["Anna"].discard["Estate"]
    state = play(state, [choose("Anna", ["Anwesen", "Anwesen"])])
    assert hand_size(state) == 2 and state.cards["Anna"].discard["Estate"] == estates + 2
    state = turn_around(state)
    assert hand_size(state) == 7  # 5 drawn in the clean-up, +2 at the start of the turn
    state = play(state, [choose("Anna", ["Kupfer", "Kupfer"])])
    assert hand_size(state) == 5 and state.cards["Anna"].in_play == ["Dungeon"]
    state = end_turn(state)
    assert state.cards["Anna"].durations == [] and state.cards["Anna"].discard["Dungeon"] == 1


def test_dominion_karte_ausruestung_sets_up_to_two_aside_for_next_turn_ln5012_ln5014():
    state = with_deck(with_hand(a1(), "Anna", "Gear", "Gold", "Silver"), "Anna", *["Copper"] * 20)
    state = played(state, "Ausrüstung")
    assert rule_of(state, choose("Anna", ["Gold", "Silber", "Kupfer"])) is not None  # up to 2
    state = play(state, [choose("Anna", ["Gold", "Silber"])])
    assert sorted(state.cards["Anna"].mats["gear"]) == ["Gold", "Silver"]
    state = end_turn(state)
    assert state.cards["Anna"].durations == ["Gear"]
    state = end_turn(state, by="Ben")
    anna = state.cards["Anna"]
    assert anna.hand["Gold"] == 1 and anna.hand["Silver"] == 1 and anna.mats == {} and hand_size(state) == 7


def test_dominion_karte_ausruestung_with_nothing_set_aside_is_discarded_this_turn_ln5012():
    state = with_deck(with_hand(a1(), "Anna", "Gear"), "Anna", *["Copper"] * 20)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Ausrüstung"}, choose("Anna", [])])
    state = end_turn(state)
    assert state.cards["Anna"].durations == [] and state.cards["Anna"].tokens == {}


def test_dominion_karte_amulett_one_choice_now_and_one_next_turn_ln5006():
    state = with_deck(with_hand(a1(), "Anna", "Amulet", "Estate"), "Anna", *["Copper"] * 20)
    state = played(state, "Amulett")
    assert rule_of(state, choose("Anna", option=["geld", "silber"])) is not None  # exactly one
    state = play(state, [choose("Anna", option="entsorgen"), choose("Anna", ["Anwesen"])])
    assert state.trash["Estate"] == 1
    state = turn_around(state)
    state = play(state, [choose("Anna", option="silber")])  # the second time may be another option
    assert state.cards["Anna"].discard["Silver"] == 1 and state.cards["Anna"].in_play == ["Amulet"]
    state = end_turn(state)
    assert state.cards["Anna"].discard["Amulet"] == 1


def test_dominion_karte_amulett_coin_option_ln5006():
    state = played(with_hand(a1(), "Anna", "Amulet"), "Amulett")
    state = play(state, [choose("Anna", option="geld")])
    assert state.coins == 1


# --- the others ------------------------------------------------------------------------------------


def test_dominion_karte_elster_treasure_to_hand_action_or_victory_gains_an_elster_ln5057():
    state = with_deck(with_hand(a1(), "Anna", "Magpie", "Magpie", "Magpie"), "Anna",
                      "Copper", "Silver", "Copper", "Estate", "Copper", "Village", "Copper", "Curse")
    state = played(state, "Elster")  # draws a Kupfer, the Silber goes to the hand
    assert state.cards["Anna"].hand["Silver"] == 1 and state.supply["Magpie"] == 10
    state = played(state, "Elster")  # draws a Kupfer, the Anwesen gains an Elster and goes back
    assert state.supply["Magpie"] == 9 and state.cards["Anna"].draw_pile.top[0] == "Estate"
    state = with_deck(state, "Anna", "Copper", "Port")
    state = played(state, "Elster")  # an action card: an Elster too
    assert state.supply["Magpie"] == 8 and state.cards["Anna"].hand["Port"] == 0


def test_dominion_karte_elster_a_curse_stays_on_top_and_gains_nothing_ln5057():
    state = with_deck(with_hand(a1(), "Anna", "Magpie"), "Anna", "Copper", "Curse")
    state = played(state, "Elster")
    assert state.supply["Magpie"] == 10 and state.cards["Anna"].draw_pile.top[0] == "Curse"


def test_dominion_karte_geizhals_copper_onto_the_tavern_mat_or_coins_per_copper_ln5064():
    state = with_hand(a1(), "Anna", "Miser", "Miser", "Lost City", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Verlorene Stadt"}])
    coppers, owned = state.cards["Anna"].hand["Copper"], state.cards["Anna"].count("Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Geizhals"}, choose("Anna", option="kupfer")])
    assert state.cards["Anna"].mats == {"tavern": ["Copper"]} and state.cards["Anna"].hand["Copper"] == coppers - 1
    state = play(state, [{"by": "Anna", "move": "play", "card": "Geizhals"}, choose("Anna", option="geld")])
    assert state.coins == 1
    # the Kupfer on the mat is no card in play, but counts among the player's cards at the end
    assert state.cards["Anna"].in_play.count("Copper") == 0
    assert state.cards["Anna"].count("Copper") == owned


def test_dominion_karte_kurier_first_buy_gains_a_card_for_everyone_and_the_deck_may_be_discarded_ln5084_ln5086():
    state = with_deck(with_hand(a1(("Anna", "Ben", "Cara")), "Anna", "Messenger", "Gold", "Gold"), "Anna",
                      *["Copper"] * 4)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kurier"}, choose("Anna", option="ja")])
    assert (state.buys, state.coins) == (2, 2) and state.cards["Anna"].draw_pile.size == 0
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2 + [buy("Anna", "Kurier")])
    assert rule_of(state, choose("Anna", ["Herzogtum"])) is not None  # up to 4
    state = play(state, [choose("Anna", ["Silber"])])
    assert {p: state.cards[p].discard["Silver"] for p in ("Ben", "Cara")} == {"Ben": 1, "Cara": 1}
    assert state.cards["Anna"].discard["Silver"] == 1 and state.cards["Anna"].discard["Messenger"] == 1
    state = play(state, [buy("Anna", "Kurier")])  # the second buy of the turn gains nothing more
    assert state.cards["Anna"].discard["Messenger"] == 2 and state.cards["Ben"].discard["Silver"] == 1


def test_dominion_karte_kurier_not_as_a_second_buy_ln5086():
    state = with_hand(a1(), "Anna", "Messenger", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kurier"}, choose("Anna", option="nein")])
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2)
    ben = dict(state.cards["Ben"].discard)
    state = play(state, [buy("Anna", "Kupfer"), buy("Anna", "Kurier")])
    assert RS.task(state).kind == "turn" and dict(state.cards["Ben"].discard) == ben


def test_dominion_karte_kunsthandwerker_discard_n_gain_a_card_costing_n_onto_the_deck_ln5161():
    state = with_deck(with_hand(a1(), "Anna", "Artificer", "Estate", "Estate", "Curse", "Copper"), "Anna",
                      *["Copper"] * 5)
    state = played(state, "Kunsthandwerker")
    assert (state.actions, state.coins) == (1, 1)
    state = play(state, [choose("Anna", ["Anwesen", "Anwesen", "Fluch"])])
    assert rule_of(state, choose("Anna", ["Kupfer"])) is not None  # exactly 3
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.cards["Anna"].draw_pile.top[0] == "Silver"


def test_dominion_karte_kunsthandwerker_nothing_discarded_only_a_card_costing_0_ln5161():
    state = with_hand(a1(), "Anna", "Artificer")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kunsthandwerker"}, choose("Anna", [])])
    assert rule_of(state, choose("Anna", ["Silber"])) is not None
    state = play(state, [choose("Anna", ["Kupfer"])])
    assert state.cards["Anna"].draw_pile.top[0] == "Copper"


# --- seeded self-play -----------------------------------------------------------------------------


def test_abenteuer_big_money_and_seeded_self_play_records_replay():
    from engine.games.dominion.bots import big_money, self_play

    record, state = self_play({"A": big_money, "B": big_money}, A1, seed="bm", editions=list(ED))
    assert replay(record).status == "legal" and state.phase == "over"
    played_ = set()
    for index in range(10):
        wishes = A1[index:] + A1[:index]  # each game favours other cards of the box
        bots = {"A": seeded_bot(index, wishes), "B": seeded_bot(index + 10, wishes)}
        record, state = self_play(bots, A1, seed=f"a{index}", editions=list(ED), max_entries=1500)
        assert replay(record).status == "legal"
        played_ |= {entry.get("card") for entry in record["log"] if entry.get("move") == "play"}
    assert set(A1) <= played_, sorted(set(A1) - played_)  # every card of the box was played
