"""Abenteuer (RGG 2015): the Reserve cards besides the Rattenfänger, the Karawanenwächter, Geisterwald, Sumpfhexe,
Geschichtenerzähler, Zerstörung and Schatz. One test (or more) per card, each naming its rule id and the divider line
(rulebook 003_a71f..., section 23) it checks; then seeded self-play of these cards."""

from dominion_helpers import RS, choose, end_turn, game, play, played, rule_of, seeded_bot, with_deck, with_hand
from log_snippets import online_opening

from engine.core import replay
from engine.games.dominion.scoring import score

ED = ("basis-rgg-2017", "abenteuer-rgg-2015")
R1 = ["Weinhändler", "Duplikat", "Transformation", "Ferne Lande", "Königliche Kutsche", "Königliche Münzen",
      "Karawanenwächter", "Kundschafter", "Thronsaal", "Miliz"]
R2 = ["Geisterwald", "Sumpfhexe", "Geschichtenerzähler", "Zerstörung", "Schatz", "Karawanenwächter", "Dorf", "Markt",
      "Burggraben", "Werkstatt"]


def r1(players=("Anna", "Ben")):
    return game(players=players, kingdom=R1, editions=ED)


def r2(players=("Anna", "Ben")):
    return game(players=players, kingdom=R2, editions=ED)


def buy(by, card):
    return {"by": by, "move": "buy", "card": card}


def task(state):
    return RS.task(state)


def tavern(state, player="Anna"):
    return state.cards[player].mats.get("tavern", [])


def onto_mat(state, card, player="Anna"):
    new = state.copy()
    new.cards[player].mats.setdefault("tavern", []).append(card)
    return new


# --- Weinhändler ---------------------------------------------------------------------------------------------


def test_dominion_karte_weinhaendler_discarded_with_two_coins_left_ln5211_ln5213():
    """dominion.karte.weinhaendler, dominion.auslegung.weinhaendler-ende-kaufphase: +1 Kauf, +4, onto the mat; at the
    end of the buy phase with at least 2 unspent coins any number may be discarded (one choice how many)."""
    state = with_deck(with_hand(r1(), "Anna", "Wine Merchant", "Copper"), "Anna", *["Copper"] * 20)
    state = onto_mat(played(state, "Weinhändler"), "Wine Merchant")
    assert state.buys == 2 and state.coins == 4 and tavern(state) == ["Wine Merchant", "Wine Merchant"]
    state = play(state, [buy("Anna", "Silber"), {"by": "Anna", "move": "end-turn"}])  # 1 coin left: not asked
    assert task(state).kind == "turn" and task(state).player == "Ben" and len(tavern(state)) == 2
    new = with_deck(with_hand(r1(), "Anna", "Wine Merchant"), "Anna", *["Copper"] * 20)
    new = onto_mat(played(new, "Weinhändler"), "Wine Merchant")
    new = end_turn(new)
    asked = task(new)
    assert asked.rule == "dominion.karte.weinhaendler" and set(asked.data["candidates"]) == {"0", "1", "2"}
    assert rule_of(new, choose("Anna", option="3")) == "dominion.karte.weinhaendler"
    new = play(new, [choose("Anna", option="2")])
    assert tavern(new) == [] and new.cards["Anna"].discard["Wine Merchant"] == 2


# --- Duplikat --------------------------------------------------------------------------------------------------


def test_dominion_karte_duplikat_called_on_a_gain_up_to_6_ln5050():
    """dominion.karte.duplikat: when its owner gains a card costing up to 6, it may be called: a copy is gained."""
    state = with_deck(with_hand(r1(), "Anna", "Duplicate", "Gold", "Gold"), "Anna", *["Copper"] * 20)
    state = played(state, "Duplikat")
    assert tavern(state) == ["Duplicate"] and state.cards["Anna"].in_play == []
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Gold"},
                         buy("Anna", "Gold")])
    assert task(state).rule == "dominion.karte.duplikat"
    state = play(state, [choose("Anna", option="aufrufen")])
    assert state.cards["Anna"].discard["Gold"] == 2 and state.cards["Anna"].in_play.count("Duplicate") == 1
    assert tavern(state) == []


def test_dominion_karte_duplikat_not_for_a_card_costing_more_than_6_ln5050():
    """dominion.karte.duplikat: a Provinz (8) is no card costing up to 6: nothing is asked."""
    state = onto_mat(r1(), "Duplicate")
    state = with_hand(state, "Anna", "Gold", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 3 + [buy("Anna", "Provinz")])
    assert task(state).kind == "turn" and tavern(state) == ["Duplicate"]


def test_dominion_karte_duplikat_a_second_one_for_the_copy_ln5050():
    """dominion.karte.duplikat: the copy a called Duplikat gains is a gain of its own: a second Duplikat may be called
    for it (Dominion Online: "calls a Duplicate. gains a Gold. calls a Duplicate. gains a Gold.")."""
    state = onto_mat(onto_mat(r1(), "Duplicate"), "Duplicate")
    state = with_hand(state, "Anna", "Silver", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Silber"}] * 2 + [buy("Anna", "Silber"),
                                                                                 choose("Anna", option="aufrufen")])
    assert task(state).rule == "dominion.karte.duplikat"  # the copy is a gain of its own
    state = play(state, [choose("Anna", option="aufrufen")])
    assert state.cards["Anna"].discard["Silver"] >= 3 and tavern(state) == []


def test_dominion_karte_duplikat_called_in_another_players_turn_discarded_in_that_clean_up_ln5050():
    """dominion.karte.duplikat: a Duplikat Ben called "auch außerhalb deines eigenen Zuges" (a hand-built position:
    it lies in Ben's play area in Anna's turn) is discarded in the clean-up of that turn, not of Ben's next."""
    state = onto_mat(r1(), "Duplicate", player="Ben")
    new = state.copy()
    new.cards["Ben"].mats["tavern"].remove("Duplicate")
    new.cards["Ben"].in_play.append("Duplicate")  # as if called in this turn of Anna's
    new = end_turn(new)
    assert "Duplicate" not in new.cards["Ben"].in_play and new.cards["Ben"].discard["Duplicate"] == 1


# --- Transformation, Kundschafter ------------------------------------------------------------------------------


def test_dominion_karte_transformation_called_at_turn_start_ln5097_ln5099():
    """dominion.karte.transformation: +1 Aktion, onto the mat; called at the start of the turn: trash a hand card,
    gain a card costing up to 1 more into the hand."""
    state = with_deck(with_hand(r1(), "Anna", "Transmogrify"), "Anna", "Estate", *["Copper"] * 20)
    state = played(state, "Transformation")
    assert state.actions == 1 and tavern(state) == ["Transmogrify"]
    state = end_turn(end_turn(state), by="Ben")
    assert task(state).rule == "dominion.karte.transformation"
    state = play(state, [choose("Anna", option="aufrufen"), choose("Anna", ["Anwesen"])])
    assert rule_of(state, choose("Anna", ["Herzogtum"])) == "dominion.karte.transformation"  # 5 > 2 + 1
    state = play(state, [choose("Anna", ["Silber"])])
    anna = state.cards["Anna"]
    assert anna.hand["Silver"] == 1 and state.trash["Estate"] == 1 and anna.in_play == ["Transmogrify"]


def test_dominion_karte_kundschafter_called_discards_hand_draws_5_ln5030_ln5032():
    """dominion.karte.kundschafter: +1 Karte, +1 Aktion, onto the mat; called at the start of the turn: discard the
    hand, draw 5."""
    state = with_deck(with_hand(r1(), "Anna", "Guide"), "Anna", "Estate", *["Copper"] * 4, *["Silver"] * 10)
    state = played(state, "Kundschafter")
    assert state.actions == 1 and tavern(state) == ["Guide"]
    state = end_turn(end_turn(state), by="Ben")
    state = play(state, [choose("Anna", option="aufrufen")])
    anna = state.cards["Anna"]
    assert anna.hand == {"Silver": 5} and anna.in_play == ["Guide"]


# --- Königliche Kutsche, Königliche Münzen -------------------------------------------------------------------------


def test_dominion_karte_koenigliche_kutsche_replays_the_action_ln5169():
    """dominion.karte.koenigliche-kutsche, dominion.auslegung.reserve-nach-aktion: after an action resolved, still in
    play, the Kutsche may be called: the action is played again."""
    state = with_deck(with_hand(r1(), "Anna", "Royal Carriage", "Guide"), "Anna", *["Copper"] * 20)
    state = played(state, "Königliche Kutsche")
    assert state.actions == 1 and tavern(state) == ["Royal Carriage"]
    state = played(state, "Kundschafter")  # goes onto the mat itself: not in play, nothing asked
    assert task(state).kind == "turn"
    state = with_hand(onto_mat(state, "Royal Carriage"), "Anna", "Militia")
    state = played(state, "Miliz")
    state = play(state, [choose("Ben", [])] if task(state).rule == "dominion.reaktion" else [])
    state = play(state, [choose("Ben", ["Kupfer", "Kupfer"])] if task(state).player == "Ben" else [])
    assert task(state).rule == "dominion.karte.koenigliche-kutsche"
    coins = state.coins
    state = play(state, [choose("Anna", option="aufrufen")])
    assert state.coins == coins + 2 and "Royal Carriage" in state.cards["Anna"].in_play


def test_dominion_karte_koenigliche_kutsche_with_thronsaal_ln5169():
    """dominion.karte.koenigliche-kutsche: a Thronsaal's card is asked after each of its plays, the Thronsaal after
    its own; declined, nothing more happens."""
    state = onto_mat(r1(), "Royal Carriage")
    state = with_deck(with_hand(state, "Anna", "Throne Room", "Transmogrify"), "Anna", *["Copper"] * 20)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Transformation"])])
    # the Transformation went onto the mat at its first play: no question for it, then the Thronsaal's own
    assert task(state).rule == "dominion.karte.koenigliche-kutsche"
    state = play(state, [choose("Anna", option="nicht")])
    assert task(state).kind == "turn" and state.actions == 2


def test_dominion_karte_koenigliche_kutsche_on_a_duration_stays_with_it_ln5169():
    """dominion.karte.koenigliche-kutsche: "Wird die KÖNIGLICHE KUTSCHE auf eine Dauerkarte gespielt, bleibt sie
    solange im Spiel, bis die Dauerkarte abgelegt wird": both stay past the clean-up, the duration comes back twice."""
    state = onto_mat(r1(), "Royal Carriage")
    state = with_deck(with_hand(state, "Anna", "Caravan Guard"), "Anna", *["Copper"] * 20)
    state = played(state, "Karawanenwächter")
    assert task(state).rule == "dominion.karte.koenigliche-kutsche"
    state = play(state, [choose("Anna", option="aufrufen")])
    assert state.actions == 2 and state.cards["Anna"].hand["Copper"] == 2
    state = end_turn(state)
    assert sorted(state.cards["Anna"].durations) == ["Caravan Guard", "Royal Carriage"]
    state = end_turn(state, by="Ben")
    assert state.coins == 2  # +1 coin twice
    state = end_turn(state)
    assert state.cards["Anna"].discard["Royal Carriage"] == 1


def test_dominion_karte_koenigliche_muenzen_treasure_then_called_for_actions_ln4983_ln4986():
    """dominion.karte.koenigliche-muenzen: worth 1, then onto the mat; called after an action resolved: +2 Aktionen."""
    state = with_deck(with_hand(r1(), "Anna", "Coin of the Realm"), "Anna", *["Copper"] * 20)
    state = played(state, "Königliche Münzen")
    assert state.coins == 1 and tavern(state) == ["Coin of the Realm"]
    state = with_deck(with_hand(onto_mat(r1(), "Coin of the Realm"), "Anna", "Militia"), "Anna", *["Copper"] * 20)
    state = played(state, "Miliz")
    while task(state).player == "Ben":
        state = play(state, [choose("Ben", [])] if task(state).rule == "dominion.reaktion" else
                     [choose("Ben", ["Kupfer", "Kupfer"])])
    assert task(state).rule == "dominion.karte.koenigliche-muenzen"
    state = play(state, [choose("Anna", option="aufrufen")])
    assert state.actions == 2 and state.cards["Anna"].in_play == ["Militia", "Coin of the Realm"]


# --- Ferne Lande --------------------------------------------------------------------------------------------------


def test_dominion_karte_ferne_lande_4_points_on_the_tavern_mat_only_ln5134_ln5136():
    """dominion.karte.ferne-lande: 4 points each on the Wirtshaustableau, every other one 0."""
    state = with_hand(r1(), "Anna", "Distant Lands", "Distant Lands")
    base = score(state)["scores"]["Anna"]
    state = played(state, "Ferne Lande")
    assert tavern(state) == ["Distant Lands"]
    assert score(state)["scores"]["Anna"] == base + 4


# --- Karawanenwächter ----------------------------------------------------------------------------------------------


def test_dominion_karte_karawanenwaechter_played_against_an_attack_ln5023():
    """dominion.karte.karawanenwaechter: against an attack it is played from the hand (+1 card, no action), gives +1
    coin at the start of its owner's next turn and is discarded at that turn's clean-up."""
    state = with_deck(with_hand(r1(), "Anna", "Militia"), "Anna", *["Copper"] * 20)
    state = with_deck(with_hand(state, "Ben", "Caravan Guard", "Copper", "Copper", "Estate", "Estate"), "Ben",
                      *["Silver"] * 20)
    state = played(state, "Miliz")
    assert task(state).rule == "dominion.reaktion"
    state = play(state, [choose("Ben", ["Karawanenwächter"])])
    ben = state.cards["Ben"]
    assert ben.in_play == ["Caravan Guard"] and ben.hand["Silver"] == 1 and state.actions == 0
    state = play(state, [choose("Ben", ["Anwesen", "Anwesen"])])
    state = end_turn(state)
    assert state.coins == 1 and state.cards["Ben"].in_play == ["Caravan Guard"]
    state = end_turn(state, by="Ben")
    assert state.cards["Ben"].in_play == [] and state.cards["Ben"].discard["Caravan Guard"] == 1


def test_dominion_karte_karawanenwaechter_played_as_a_duration_ln5019_ln5021():
    """dominion.karte.karawanenwaechter: +1 card, +1 action; next turn +1 coin; stays in play till then."""
    state = with_deck(with_hand(r1(), "Anna", "Caravan Guard"), "Anna", *["Copper"] * 20)
    state = played(state, "Karawanenwächter")
    assert state.actions == 1 and state.cards["Anna"].hand["Copper"] == 1
    state = end_turn(end_turn(state), by="Ben")
    assert state.coins == 1 and state.cards["Anna"].in_play == ["Caravan Guard"]


def test_dominion_karte_sumpfhexe_marks_and_tavern_survive_state_json_and_are_pictured_ln5197():
    """dominion.karte.sumpfhexe, dominion.karte.ferne-lande: the marks on the affected player and the Wirtshaustableau
    survive the state JSON, mid-turn (a "resolved" frame on the stack); the picture names both."""
    from engine.games.dominion.picture import picture

    state = onto_mat(r1(), "Distant Lands")
    state = with_deck(with_hand(state, "Anna", "Militia"), "Anna", *["Copper"] * 20)
    state = onto_mat(state, "Royal Carriage")
    state = played(state, "Miliz")  # Ben's discard is open inside the "resolved" frame
    back = RS.state_from_json(RS.state_to_json(state))
    assert RS.state_to_json(back) == RS.state_to_json(state)
    new = with_deck(with_hand(r2(), "Anna", "Swamp Hag"), "Anna", *["Copper"] * 20)
    new = end_turn(played(new, "Sumpfhexe"))
    assert new.cards["Ben"].tokens == {"swamp-hag:Anna": 1}
    html = picture(RS.state_to_json(new), {"Swamp Hag": "Sumpfhexe"})
    assert "Sumpfhexe von Anna" in html
    html = picture(RS.state_to_json(state), {"Distant Lands": "Ferne Lande", "Royal Carriage": "Königliche Kutsche"})
    assert "Wirtshaustableau" in html and "Ferne Lande" in html


# --- Geisterwald, Sumpfhexe ----------------------------------------------------------------------------------------


def test_dominion_karte_sumpfhexe_a_curse_per_card_bought_until_next_turn_ln5197_ln5199():
    """dominion.karte.sumpfhexe: until the start of its player's next turn each affected other player gains a Fluch
    per card bought; next turn +3."""
    state = with_deck(with_hand(r2(), "Anna", "Swamp Hag"), "Anna", *["Copper"] * 20)
    state = with_hand(state, "Ben", "Copper", "Copper", "Copper", "Copper", "Copper")
    state = end_turn(played(state, "Sumpfhexe"))
    state = play(state, [{"by": "Ben", "move": "play", "card": "Kupfer"}] * 4 + [buy("Ben", "Silber")])
    assert state.cards["Ben"].discard["Curse"] == 1
    state = end_turn(state, by="Ben")
    assert state.coins == 3 and not any(k.startswith("swamp-hag") for k in state.cards["Ben"].tokens)


def test_dominion_karte_sumpfhexe_burggraben_makes_unaffected_ln5197():
    """dominion.karte.sumpfhexe: "Spieler, die mit einer Reaktionskarte reagieren wollen, müssen dies sofort beim
    Ausspielen der SUMPFHEXE tun": a Burggraben then keeps its owner unaffected."""
    state = with_deck(with_hand(r2(), "Anna", "Swamp Hag"), "Anna", *["Copper"] * 20)
    state = with_hand(state, "Ben", "Moat", "Copper", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Sumpfhexe"}, choose("Ben", ["Burggraben"])])
    state = end_turn(state)
    state = play(state, [{"by": "Ben", "move": "play", "card": "Kupfer"}] * 3 + [buy("Ben", "Silber")])
    assert state.cards["Ben"].discard["Curse"] == 0


def test_dominion_karte_geisterwald_buyer_puts_hand_on_deck_ln5147_ln5149():
    """dominion.karte.geisterwald, dominion.auslegung.geisterwald-beim-kauf: an affected player who buys a card puts
    the rest of the hand onto the deck (one card at a time, the last on top); next turn +3 cards."""
    state = with_deck(with_hand(r2(), "Anna", "Haunted Woods"), "Anna", *["Copper"] * 20)
    state = with_hand(state, "Ben", "Copper", "Copper", "Copper", "Estate", "Silver")
    state = end_turn(played(state, "Geisterwald"))
    state = play(state, [{"by": "Ben", "move": "play", "card": "Kupfer"}] * 3 + [buy("Ben", "Silber")])
    assert task(state).rule == "dominion.karte.geisterwald"
    state = play(state, [choose("Ben", ["Silber"])])  # the Anwesen, the last card, goes on top by itself
    assert sum(state.cards["Ben"].hand.values()) == 0 and state.cards["Ben"].draw_pile.top[:2] == ["Estate", "Silver"]
    state = end_turn(state, by="Ben")
    assert sum(state.cards["Anna"].hand.values()) == 8  # 5 + 3


# --- Geschichtenerzähler, Zerstörung, Schatz --------------------------------------------------------------------


def test_dominion_karte_geschichtenerzaehler_pays_all_coins_for_cards_ln5155():
    """dominion.karte.geschichtenerzaehler: +1 action +1; up to 3 treasures played, then every coin paid for a card."""
    state = with_deck(with_hand(r2(), "Anna", "Storyteller", "Copper", "Silver"), "Anna", *["Estate"] * 20)
    state = played(state, "Geschichtenerzähler")
    assert task(state).rule == "dominion.karte.geschichtenerzaehler"
    state = play(state, [choose("Anna", ["Silber"]), choose("Anna", [])])
    anna = state.cards["Anna"]
    assert state.coins == 0 and anna.hand["Estate"] == 3 and anna.hand["Copper"] == 1 and state.actions == 1


def test_dominion_karte_zerstoerung_trashes_itself_or_a_hand_card_ln5000():
    """dominion.karte.zerstoerung: no hand card chosen trashes the Zerstörung (cost 2: look at 2 cards, one into the
    hand, the other discarded)."""
    state = with_deck(with_hand(r2(), "Anna", "Raze", "Copper"), "Anna", "Gold", "Estate", *["Copper"] * 20)
    estates = state.cards["Anna"].discard["Estate"]
    state = played(state, "Zerstörung")
    state = play(state, [choose("Anna", [])])
    assert state.trash["Raze"] == 1 and state.actions == 1
    state = play(state, [choose("Anna", ["Gold"])])
    anna = state.cards["Anna"]
    assert anna.hand["Gold"] == 1 and anna.discard["Estate"] == estates + 1
    state = with_deck(with_hand(r2(), "Anna", "Raze", "Copper"), "Anna", "Gold", *["Copper"] * 20)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Zerstörung"}, choose("Anna", ["Kupfer"])])
    assert state.trash["Copper"] == 1 and state.cards["Anna"].in_play == ["Raze"]  # costs 0: nothing looked at


def test_dominion_karte_schatz_gains_gold_and_copper_ln5191():
    """dominion.karte.schatz, dominion.auslegung.schatz-reihenfolge: worth 2, gains a Gold and a Kupfer."""
    state = with_hand(r2(), "Anna", "Treasure Trove")
    state = played(state, "Schatz")
    anna = state.cards["Anna"]
    assert state.coins == 2 and anna.discard["Gold"] == 1 and anna.discard["Copper"] >= 1


# --- self-play -----------------------------------------------------------------------------------------------------


def test_dominion_abenteuer_reserve_seeded_self_play_records_replay():
    """Seeded self-play over both kingdoms replays legal; every card of them is played."""
    from engine.games.dominion.bots import self_play

    for kingdom in (R1, R2):
        played_ = set()
        for index in range(10):
            wishes = kingdom[index:] + kingdom[:index]
            bots = {"A": seeded_bot(index, wishes), "B": seeded_bot(index + 10, wishes)}
            record, _ = self_play(bots, kingdom, seed=f"r{index}", editions=list(ED), max_entries=1500)
            assert replay(record).status == "legal"
            played_ |= {entry.get("card") for entry in record["log"] if entry.get("move") == "play"}
        assert set(kingdom) - {"Burggraben", "Markt", "Dorf", "Werkstatt"} <= played_, sorted(set(kingdom) - played_)


# --- Dominion Online lines of these cards ---------------------------------------------------------------------------

CARAVAN = online_opening(
    "a Militia", "a Caravan Guard",
    second=("a Silver", "a Militia, 3 Coppers and an Estate"),
    game=7,
    compact=True,
) + """\
Turn 3 - Anna
A plays a Militia.
B reacts with a Caravan Guard.
B plays a Caravan Guard.
B draws a card.
B gets +1 Action.
A gets +$2.
B discards 2 cards.
A plays 3 Coppers.
A buys and gains a Silver.
A draws 2 Coppers, 2 Estates and a Silver.
Turn 3 - Ben
B starts their turn.
B plays 3 Coppers.
B buys and gains a Militia.
B draws 5 cards.
"""


def test_dominion_karte_karawanenwaechter_dominion_online_reaction_lines_ln5023():
    """dominion.karte.karawanenwaechter: "B reacts with a Caravan Guard. B plays a Caravan Guard." is the reaction (no
    play move of Ben's in Anna's turn); its +1 coin next turn lets 3 Kupfer buy a Miliz (4)."""
    from engine.importers import import_log

    record = import_log("dominion-online", CARAVAN)
    log = record["log"]
    assert {"by": "Ben", "move": "choose", "cards": ["Karawanenwächter"]} in log
    assert {"by": "Ben", "move": "play", "card": "Karawanenwächter"} not in log
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]


STORYTELLER = online_opening(
    "a Storyteller",
    second=(None, "a Storyteller, 3 Coppers and an Estate"),
    five=True,
    game=8,
    compact=True,
) + """\
Turn 3 - Anna
A plays a Storyteller.
A gets +1 Action.
A gets +$1.
A plays 2 Coppers. (+$2)
A loses 3 Coins.
A draws 2 Coppers and an Estate.
A plays 3 Coppers. (+$3)
A buys and gains a Silver.
"""


def test_dominion_karte_geschichtenerzaehler_dominion_online_lines_ln5155():
    """dominion.karte.geschichtenerzaehler: "A plays 2 Coppers. (+$2) A loses 3 Coins. A draws 2 Coppers and an
    Estate." are the Storyteller's treasure plays (two choices, then none) and its draw for the 3 coins paid."""
    from engine.importers import import_log

    record = import_log("dominion-online", STORYTELLER)
    log = record["log"]
    at = log.index({"by": "Anna", "move": "play", "card": "Geschichtenerzähler"})
    assert log[at + 1:at + 5] == [{"by": "Anna", "move": "choose", "cards": ["Kupfer"]}] * 2 + [
        {"by": "Anna", "move": "choose", "cards": []}, {"by": "Anna", "event": "draw", "cards": ["Kupfer", "Kupfer",
                                                                                           "Anwesen"]}]
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]
