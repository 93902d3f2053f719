"""Empires (RGG 2016): one test per implemented card, each naming its rule id and the divider line (rulebook
003_a71f..., section 24) it checks, and seeded self-play of the implemented cards."""

import random
from collections import Counter

from dominion_helpers import RS, choose, game, play, played, rule_of, wish_bot, with_deck, with_hand
from log_snippets import online_opening

from engine.core import replay
from engine.games.dominion.effects.empires import _costs_more

E1 = ["Wagenrennen", "Opfer", "Legionär", "Forum", "Gärtnerin", "Burggraben", "Dorf", "Schmiede", "Markt", "Keller"]
E2 = ["Tempel", "Bauernmarkt", "Wilde Jagd", "Zauber", "Opfer", "Legionär", "Forum", "Gärtnerin", "Dorf",
      "Kapelle"]
ED = ("basis-rgg-2017", "empires-rgg-2016")


def g(kingdom=E1, players=("Anna", "Ben"), seed=1, editions=ED):
    return game(players=players, kingdom=kingdom, editions=editions, seed=seed)


def buy(by, card):
    return {"by": by, "move": "buy", "card": card}


def vp(state, player="Anna"):
    return state.cards[player].tokens.get("vp", 0)


# --- Wagenrennen --------------------------------------------------------------------------------------------


def test_dominion_karte_wagenrennen_your_card_costs_more_coin_and_token_ln5501_ln5502():
    state = with_deck(with_hand(g(), "Anna", "Chariot Race"), "Anna", "Gold", "Copper")
    state = with_deck(state, "Ben", "Silver", "Estate")
    state = played(state, "Wagenrennen")
    assert state.task is None and state.actions == 1 and state.coins == 1 and vp(state) == 1
    assert state.cards["Anna"].hand == Counter({"Gold": 1})
    assert state.cards["Ben"].draw_pile.top[:2] == ["Silver", "Estate"]  # back on top, in place


def test_dominion_karte_wagenrennen_equal_or_cheaper_gives_nothing_ln5502():
    for mine, theirs in (("Silver", "Silver"), ("Copper", "Gold")):
        state = with_deck(with_hand(g(), "Anna", "Chariot Race"), "Anna", mine)
        state = with_deck(state, "Ben", theirs)
        state = played(state, "Wagenrennen")
        assert (state.coins, vp(state)) == (0, 0), (mine, theirs)
        assert state.cards["Anna"].hand == Counter({mine: 1}) and state.cards["Ben"].draw_pile.top == [theirs]


def test_dominion_auslegung_wagenrennen_kosten_part_by_part_and_no_card_no_bonus_ln5502():
    """dominion.auslegung.wagenrennen-kosten: no part less and one part more; with nothing to reveal on the left
    neighbour's side there is nothing to compare (ln5502), yet the own card still goes to the hand."""
    assert _costs_more((6, 0, 0), (3, 0, 0)) and _costs_more((0, 1, 0), (0, 0, 0))
    assert not _costs_more((3, 0, 0), (3, 0, 0)) and not _costs_more((2, 0, 0), (0, 1, 0))  # incomparable
    assert not _costs_more((0, 0, 8), (5, 0, 0))
    # a potion card against an Anwesen: neither costs more (2 coins against a potion)
    editions = (*ED, "alchemisten-rgg-2015")
    state = with_deck(with_hand(g(editions=editions), "Anna", "Chariot Race"), "Anna", "Vineyard")
    state = played(with_deck(state, "Ben", "Estate"), "Wagenrennen")
    assert (state.coins, vp(state)) == (0, 0) and state.cards["Anna"].hand["Vineyard"] == 1
    state = with_deck(with_hand(g(), "Anna", "Chariot Race"), "Anna", "Gold")
    state = with_deck(state, "Ben", discard={})
    state = played(state, "Wagenrennen")
    assert (state.coins, vp(state)) == (0, 0) and state.cards["Anna"].hand["Gold"] == 1


# --- Opfer --------------------------------------------------------------------------------------------------


def test_dominion_karte_opfer_bonus_by_the_trashed_cards_types_ln5527():
    state = with_deck(with_hand(g(), "Anna", "Sacrifice", "Village", "Gold", "Estate", "Curse"), "Anna", "Copper",
                      "Silver", "Copper")
    state = played(state, "Opfer")
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.opfer"  # must trash a card
    after = play(state.copy(), [choose("Anna", ["Dorf"])])
    assert after.actions == 2 and after.cards["Anna"].hand["Copper"] == 1 and after.cards["Anna"].hand["Silver"] == 1
    after = play(state.copy(), [choose("Anna", ["Gold"])])
    assert after.coins == 2 and after.actions == 0 and vp(after) == 0
    after = play(state.copy(), [choose("Anna", ["Anwesen"])])
    assert vp(after) == 2 and after.coins == 0 and after.trash["Estate"] == 1
    after = play(state.copy(), [choose("Anna", ["Fluch"])])
    assert (after.coins, after.actions, vp(after)) == (0, 0, 0) and after.trash["Curse"] == 1


def test_dominion_karte_opfer_combined_card_gives_each_bonus_ln5527():
    editions = (*ED, "intrige-rgg-2017")
    state = with_hand(g(editions=editions), "Anna", "Sacrifice", "Harem")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Opfer"}, choose("Anna", ["Harem"])])
    assert state.coins == 2 and vp(state) == 2


# --- Legionär -----------------------------------------------------------------------------------------------


def three():
    return g(players=("Anna", "Ben", "Cleo"))


def test_dominion_karte_legionaer_gold_makes_others_discard_to_two_then_draw_ln5634_ln5636():
    state = with_hand(three(), "Anna", "Legionary", "Gold")
    state = with_hand(state, "Ben", "Copper", "Copper", "Estate", "Estate", "Silver")
    state = with_deck(state, "Ben", "Gold")
    state = with_deck(with_hand(state, "Cleo", "Copper", "Estate"), "Cleo", "Silver")  # 2 cards: no discard
    state = played(state, "Legionär")
    assert state.coins == 3 and state.task.rule == "dominion.karte.legionaer" and state.task.player == "Anna"
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.karte.legionaer"  # only a Gold
    state = play(state, [choose("Anna", ["Gold"])])
    assert rule_of(state, choose("Ben", ["Anwesen", "Anwesen"])) == "dominion.karte.legionaer"  # down to 2: three
    state = play(state, [choose("Ben", ["Anwesen", "Anwesen", "Kupfer"])])
    assert state.task is None and state.cards["Anna"].hand["Gold"] == 1  # revealed, kept
    assert state.cards["Ben"].hand == Counter({"Copper": 1, "Silver": 1, "Gold": 1})
    assert state.cards["Cleo"].hand == Counter({"Copper": 1, "Estate": 1, "Silver": 1})  # ln5636: draws anyway


def test_dominion_karte_legionaer_without_gold_no_attack_and_moat_answers_first_ln5634():
    state = with_hand(three(), "Anna", "Legionary", "Gold")
    state = with_hand(state, "Ben", "Moat", "Copper", "Estate", "Estate")
    state = played(state, "Legionär")
    assert state.task.player == "Ben"  # ln5634: the reaction comes before the Gold is revealed
    state = play(state, [choose("Ben", ["Burggraben"]), choose("Anna", ["Gold"])])
    assert state.cards["Ben"].hand_size() == 4  # protected
    assert state.task.player == "Cleo"
    hand = with_hand(three(), "Anna", "Legionary", "Gold")
    hand = play(hand, [{"by": "Anna", "move": "play", "card": "Legionär"}, choose("Anna", [])])
    assert hand.task is None and hand.cards["Ben"].hand_size() == 5 and hand.cards["Cleo"].hand_size() == 5


# --- Forum --------------------------------------------------------------------------------------------------


def test_dominion_karte_forum_draw_three_discard_two_and_a_buy_when_bought_ln5588():
    state = with_deck(with_hand(g(), "Anna", "Forum", "Estate"), "Anna", "Gold", "Copper", "Estate")
    state = played(state, "Forum")
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.forum"  # two cards
    state = play(state, [choose("Anna", ["Anwesen", "Anwesen"])])
    assert state.actions == 1 and state.cards["Anna"].hand == Counter({"Gold": 1, "Copper": 1})
    state = with_hand(g(), "Anna", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2)
    state = play(state, [buy("Anna", "Forum")])
    assert state.buys == 1 and state.coins == 1  # ln5588: the buy back
    state = play(state, [buy("Anna", "Kupfer")])
    assert state.cards["Anna"].discard["Forum"] == 1 and state.cards["Anna"].discard["Copper"] >= 1


# --- Gärtnerin ----------------------------------------------------------------------------------------------


def test_dominion_karte_gaertnerin_a_token_per_victory_card_gained_per_copy_ln5599():
    state = with_deck(with_hand(g(), "Anna", "Groundskeeper", "Groundskeeper", "Gold", "Gold"), "Anna",
                      "Village", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gärtnerin"}])
    assert state.actions == 1
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gärtnerin"}])
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Gold", "Kupfer")])
    state.buys = 3
    state = play(state, [buy("Anna", "Anwesen"), buy("Anna", "Anwesen")])
    assert vp(state) == 4  # ln5599: two Gärtnerinnen, two victory cards gained
    state = play(state, [buy("Anna", "Kupfer")])
    assert vp(state) == 4 and vp(state, "Ben") == 0


# --- Sammlung: Siegpunktmarker on the piles ---------------------------------------------------------------------


def pile_vp(state, tag):
    return state.tokens.get(f"vp:{tag}", 0)


def test_dominion_karte_tempel_token_trash_distinct_and_the_pile_token_ln5534_ln5537():
    state = with_hand(g(E2), "Anna", "Temple", "Copper", "Copper", "Estate", "Curse")
    state = played(state, "Tempel")
    assert vp(state) == 1 and state.task.rule == "dominion.karte.tempel"
    assert rule_of(state, choose("Anna", ["Kupfer", "Kupfer"])) == "dominion.karte.tempel"  # ln5534: different names
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.tempel"  # at least 1
    assert rule_of(state, choose("Anna", ["Kupfer", "Anwesen", "Fluch", "Kupfer"])) == "dominion.karte.tempel"
    state = play(state, [choose("Anna", ["Kupfer", "Anwesen", "Fluch"])])
    assert state.trash == Counter({"Copper": 1, "Estate": 1, "Curse": 1}) and pile_vp(state, "Temple") == 1
    # ln5537: whoever gains a Tempel takes every marker on its pile then
    state.tokens["vp:Temple"] = 3
    state = with_hand(state, "Anna", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2 + [buy("Anna", "Tempel")])
    assert vp(state) == 4 and pile_vp(state, "Temple") == 0 and "vp:Temple" not in state.tokens


def test_dominion_karte_tempel_token_onto_an_empty_pile_ln5535():
    state = with_hand(g(E2), "Anna", "Temple", "Copper")
    state.supply["Temple"] = 0
    state = play(state, [{"by": "Anna", "move": "play", "card": "Tempel"}, choose("Anna", ["Kupfer"])])
    assert pile_vp(state, "Temple") == 1 and state.supply["Temple"] == 0


def test_dominion_karte_bauernmarkt_one_two_three_four_then_take_and_trash_ln5478_ln5480():
    state = g(E2)
    coins = []
    for index in range(4):
        turn = with_hand(state, "Anna", "Farmers' Market")
        turn.actions, before = 1, turn.coins
        turn = played(turn, "Bauernmarkt")
        coins.append(turn.coins - before)
        assert turn.buys == 2 + index  # +1 Kauf each
        state = turn
    assert coins == [1, 2, 3, 4] and pile_vp(state, "Farmers' Market") == 4  # ln5478: 1, 2, 3, 4
    state = with_hand(state, "Anna", "Farmers' Market")
    state.actions = 1
    state = played(state, "Bauernmarkt")
    assert state.coins == 10 and vp(state) == 4 and pile_vp(state, "Farmers' Market") == 0  # taken, no coin
    assert state.trash["Farmers' Market"] == 1 and state.cards["Anna"].in_play.count("Farmers' Market") == 4
    state = with_hand(state, "Anna", "Farmers' Market")
    state.actions = 1
    state = played(state, "Bauernmarkt")  # ln5480: begins again
    assert state.coins == 11 and pile_vp(state, "Farmers' Market") == 1


def test_dominion_karte_wilde_jagd_cards_and_a_token_or_an_estate_and_the_tokens_ln5662_ln5664():
    state = with_deck(with_hand(g(E2), "Anna", "Wild Hunt", "Wild Hunt"), "Anna", "Gold", "Silver", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Wilde Jagd"}])
    assert rule_of(state, choose("Anna", option="gold")) == "dominion.karte.wilde-jagd"
    state = play(state, [choose("Anna", option="karten")])
    assert pile_vp(state, "Wild Hunt") == 1 and state.cards["Anna"].hand["Gold"] == 1
    state.actions = 1
    estates = state.cards["Anna"].discard["Estate"]
    state = play(state, [{"by": "Anna", "move": "play", "card": "Wilde Jagd"}, choose("Anna", option="anwesen")])
    assert vp(state) == 1 and pile_vp(state, "Wild Hunt") == 0 and state.cards["Anna"].discard["Estate"] == estates + 1


def test_dominion_karte_wilde_jagd_no_estate_no_tokens_ln5664():
    state = with_hand(g(E2), "Anna", "Wild Hunt")
    state.supply["Estate"] = 0
    state.tokens["vp:Wild Hunt"] = 2
    state = play(state, [{"by": "Anna", "move": "play", "card": "Wilde Jagd"}, choose("Anna", option="anwesen")])
    assert vp(state) == 0 and pile_vp(state, "Wild Hunt") == 2


# --- Zauber ------------------------------------------------------------------------------------------------------


def test_dominion_karte_zauber_buy_and_coins_or_a_gain_before_the_next_buy_ln5677():
    state = with_hand(g(E2), "Anna", "Charm", "Gold")
    state = played(state, "Zauber")
    assert rule_of(state, choose("Anna", option="beides")) == "dominion.karte.zauber"
    after = play(state.copy(), [choose("Anna", option="kauf")])
    assert (after.buys, after.coins) == (2, 2)
    state = play(state, [choose("Anna", option="nehmen"), {"by": "Anna", "move": "play", "card": "Gold"}])
    assert (state.buys, state.coins) == (1, 3)
    state = play(state, [buy("Anna", "Dorf")])
    assert state.task.rule == "dominion.karte.zauber"  # ln5677: before the bought card is gained
    assert state.cards["Anna"].discard["Village"] == 0
    assert rule_of(state, choose("Anna", ["Dorf"])) == "dominion.karte.zauber"  # another name
    assert rule_of(state, choose("Anna", ["Kapelle"])) == "dominion.karte.zauber"  # exactly the same cost (3)
    assert rule_of(state, choose("Anna", ["Opfer"])) == "dominion.karte.zauber"
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.task is None and state.cards["Anna"].discard["Silver"] == 1
    assert state.cards["Anna"].discard["Village"] == 1 and state.buys == 0


def test_dominion_karte_zauber_only_the_next_buy_and_one_gain_per_zauber_ln5679():
    state = with_hand(g(E2), "Anna", "Charm", "Charm", "Charm", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Zauber"}, choose("Anna", option="nehmen"),
                         {"by": "Anna", "move": "play", "card": "Zauber"}, choose("Anna", option="nehmen"),
                         {"by": "Anna", "move": "play", "card": "Zauber"}, choose("Anna", option="kauf"),
                         {"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Gold"}])
    assert (state.buys, state.coins) == (2, 8)
    state = play(state, [buy("Anna", "Silber"), choose("Anna", ["Dorf"]), choose("Anna", ["Dorf"])])
    assert state.task is None and state.cards["Anna"].discard["Village"] == 2  # ln5679: the same name twice is fine
    assert state.cards["Anna"].discard["Silver"] == 1
    state = play(state, [buy("Anna", "Silber")])
    assert state.task is None and state.cards["Anna"].discard["Village"] == 2  # only the next buy


# --- the box at random ---------------------------------------------------------------------------------------


def test_empires_seeded_random_games_replay_legal():
    """Random seeded games over the implemented Empires cards replay legal, and every card is played."""
    used = Counter()
    for seed in range(8):
        rng = random.Random(seed)
        setup = {"editions": list(ED), "kingdom": E1 if seed % 2 else E2, "seed": seed}
        state = RS.setup(["Anna", "Ben"], setup)
        log = []
        for _ in range(400):
            decision = RS.pending(state)
            if decision is None:
                break
            options = list(decision.options)
            plays = [o for o in options if o.get("move") in ("play", "buy", "choose")]
            entry = rng.choice(plays if plays and rng.random() < 0.8 else options)
            state = RS.apply(state, entry)
            log.append(entry)
            used.update([entry["card"]] if entry.get("move") == "play" else [])
        record = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": setup,
                  "log": log}
        assert replay(record).status == "legal", seed
    assert sum(used[name] for name in {*E1[:5], *E2[:4]}), used


def test_empires_big_money_and_seeded_self_play_records_replay():
    """Big Money and a seeded bot that buys and plays the box's cards: the records replay legal, and every
    implemented card of the box is played in one of the games."""
    from engine.games.dominion.bots import big_money, self_play

    played_ = set()
    for index, kingdom in enumerate((E1, E2)):
        record, state = self_play({"A": big_money, "B": big_money}, kingdom, seed=f"bm{index}", editions=list(ED))
        assert replay(record).status == "legal" and state.phase == "over"
        rng = random.Random(index)
        wishes = [name for name in kingdom if name in {*E1[:5], *E2[:4]}] + ["Provinz", "Gold", "Silber"]

        bot = wish_bot(rng, wishes)
        record, state = self_play({"A": bot, "B": bot}, kingdom, seed=f"e{index}", editions=list(ED), max_entries=1500)
        assert replay(record).status == "legal"
        played_ |= {entry.get("card") for entry in record["log"] if entry.get("move") == "play"}
    assert {*E1[:5], *E2[:4]} <= played_, sorted({*E1[:5], *E2[:4]} - played_)


# --- Dominion Online logs -------------------------------------------------------------------------------------
# Written in the client's words as the corpus logs use them (e.g. ryanodd 81708993.txt: "J reveals a Sentry.",
# "J puts a Sentry into their hand.", "L reveals a Silver.", "J gets +$1.", "J gets 1 VP."; magicjj data-cyla.txt:
# "ma gets 1 VP from Groundskeeper."; 82523264.txt: "m discards a card and a Copper." after a Forum).

ONLINE_CHARIOT = online_opening(
    "a Sacrifice",
    second=("a Chariot Race", "a Sacrifice, a Chariot Race, 2 Coppers and an Estate"),
    split_starts=True,
) + """
Turn 3 - Anna
A plays a Chariot Race.
A gets +1 Action.
A reveals an Estate.
A puts an Estate into their hand.
B reveals a Copper.
A gets +$1.
A gets 1 VP.
A plays a Sacrifice.
A trashes an Estate.
A gets 2 VP.
A plays 2 Coppers. (+$2)
A buys and gains a Chariot Race.
A draws 5 Coppers.

Turn 3 - Ben
B plays 2 Coppers. (+$2)
B buys and gains a Copper.
B draws 5 cards.
"""

ONLINE_FORUM = online_opening(
    "a Legionary",
    second=("a Copper", "a Legionary, 3 Coppers and an Estate"),
    five=True,
    split_starts=True,
    game=2,
) + """
Turn 3 - Anna
A plays a Legionary.
A gets +$3.
A plays 3 Coppers. (+$3)
A buys and gains a Forum.
A buys and gains a Copper.
A draws 5 Coppers.

Turn 3 - Ben
B plays 2 Coppers. (+$2)
B buys and gains a Copper.
B draws 5 cards.

Turn 4 - Anna
A plays 5 Coppers. (+$5)
A buys and gains a Groundskeeper.
A draws 2 Estates.
A shuffles their deck.
A draws a Forum, a Groundskeeper and a Legionary.

Turn 4 - Ben
B plays 2 Coppers. (+$2)
B buys and gains a Copper.
B draws 2 cards.
B shuffles their deck.
B draws 3 cards.

Turn 5 - Anna
A plays a Groundskeeper.
A draws a Copper.
A gets +1 Action.
A plays a Forum.
A draws 3 Coppers.
A gets +1 Action.
A discards a card and an Estate.
A plays a Legionary.
A gets +$3.
A plays 2 Coppers. (+$2)
A buys and gains a Duchy.
A gets 1 VP from Groundskeeper.
A draws 5 cards.
"""

# ryanodd 82558096.txt / 81705934.txt: "s plays a Charm." with no "+1 Buy" line, "s buys a Vampire.", "s gains a
# Duchy.", "s gains a Vampire." (the Zauber's card first, ln5677); "J plays a Charm.", "J gets +1 Buy."
ONLINE_CHARM = online_opening(
    "a Charm",
    second=("a Copper", "a Charm, 3 Coppers and an Estate"),
    five=True,
    split_starts=True,
    game=3,
) + """
Turn 3 - Anna
A plays 3 Coppers. (+$3)
A plays a Charm.
A buys a Village.
A gains a Silver.
A gains a Village.
A draws 5 Coppers.

Turn 3 - Ben
B plays 2 Coppers. (+$2)
B buys and gains a Copper.
B draws 2 cards.
B shuffles their deck.
B draws 3 cards.

Turn 4 - Anna
A plays 2 Coppers. (+$2)
A buys and gains a Copper.
A draws 2 Estates.
A shuffles their deck.
A draws a Charm, a Village and a Silver.

Turn 4 - Ben
B plays 2 Coppers. (+$2)
B buys and gains a Copper.
B draws 5 cards.

Turn 5 - Anna
A plays a Village.
A draws a Copper.
A gets +2 Actions.
A plays a Silver and a Copper. (+$3)
A plays a Charm.
A gets +1 Buy.
A gets +$2.
A buys and gains a Silver.
A buys and gains a Copper.
A draws 5 cards.
"""

# magicjj data-farmers-market.txt: "m plays a Wild Hunt.", "m draws a Silver, a Gold and an Estate."
ONLINE_WILD_HUNT = online_opening(
    "a Wild Hunt",
    second=("a Copper", "a Wild Hunt, 3 Coppers and an Estate"),
    five=True,
    split_starts=True,
    game=4,
) + """
Turn 3 - Anna
A plays a Wild Hunt.
A draws 3 Coppers.
A plays 6 Coppers. (+$6)
A buys and gains a Gold.
A draws 2 Coppers and 2 Estates.
A shuffles their deck.
A draws a Wild Hunt.

Turn 3 - Ben
B plays 2 Coppers. (+$2)
B buys and gains a Copper.
B draws 2 cards.
B shuffles their deck.
B draws 3 cards.

Turn 4 - Anna
A plays a Wild Hunt.
A gains an Estate.
A plays 2 Coppers. (+$2)
A buys and gains a Copper.
A draws 5 Coppers.
"""


def _online(text):
    from engine.importers import import_log

    record = import_log("dominion-online", text)
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]
    assert not record["import"]["skipped"]
    return record, report


def test_online_chariot_race_and_sacrifice_lines_ln5502_ln5527():
    """dominion.karte.wagenrennen: the Anwesen beats the Kupfer (+$1 and 1 VP, the $1 pays the second Wagenrennen);
    dominion.karte.opfer: the trashed Anwesen gives 2 VP."""
    record, report = _online(ONLINE_CHARIOT)
    assert "empires-rgg-2016" in record["setup"]["editions"]
    log = record["log"]
    start = log.index({"by": "Anna", "move": "play", "card": "Wagenrennen"})
    assert log[start + 1:start + 3] == [{"by": "Anna", "event": "reveal", "cards": ["Anwesen"]},
                                        {"by": "Ben", "event": "reveal", "cards": ["Kupfer"]}]
    assert report.final_state.cards["Anna"].tokens == {"vp": 3}
    assert report.final_state.cards["Anna"].discard["Chariot Race"] + report.final_state.cards["Anna"].hand[
        "Chariot Race"] >= 1


def test_online_forum_groundskeeper_legionary_lines_ln5588_ln5599_ln5634():
    """dominion.karte.forum: the bought Forum's +1 Kauf pays for the Kupfer bought after it, and its discard of an
    unnamed card; dominion.karte.gaertnerin: the Herzogtum gives 1 VP; dominion.karte.legionaer without a Gold."""
    record, report = _online(ONLINE_FORUM)
    log = record["log"]
    start = log.index({"by": "Anna", "move": "buy", "card": "Forum"})
    assert log[start + 1] == {"by": "Anna", "move": "buy", "card": "Kupfer"}
    assert {"by": "Anna", "move": "choose", "cards": ["Anwesen"], "unknown": 1} in log
    assert report.final_state.cards["Anna"].tokens == {"vp": 1}
    third = {"by": "Anna", "move": "buy", "card": "Kupfer"}
    wrong = record | {"log": log[:start + 2] + [third] + log[start + 2:]}  # a third buy: the Forum gave one only
    report = replay(wrong)
    assert report.status == "illegal" and report.problems[0].rule == "dominion.kauf-braucht-kauf"


def test_online_charm_lines_the_gain_before_the_bought_card_or_the_buy_ln5677():
    """dominion.karte.zauber: no "+1 Buy" line is the gain chosen, answered by the "gains" line printed before the
    bought card's; "gets +1 Buy" is the other option."""
    record, report = _online(ONLINE_CHARM)
    log = record["log"]
    start = log.index({"by": "Anna", "move": "play", "card": "Zauber"})
    assert log[start + 1:start + 4] == [{"by": "Anna", "move": "choose", "option": "nehmen"},
                                        {"by": "Anna", "move": "buy", "card": "Dorf"},
                                        choose("Anna", ["Silber"])]
    later = log.index({"by": "Anna", "move": "play", "card": "Zauber"}, start + 1)
    assert log[later + 1] == {"by": "Anna", "move": "choose", "option": "kauf"}
    assert report.final_state.cards["Anna"].discard["Silver"] == 2


def test_online_wild_hunt_draw_or_estate_lines_ln5662():
    """dominion.karte.wilde-jagd: the draw line is the option karten (a marker onto the pile), the Estate gained the
    option anwesen (the pile's marker taken)."""
    record, report = _online(ONLINE_WILD_HUNT)
    options = [e["option"] for e in record["log"] if e.get("move") == "choose"]
    assert options == ["karten", "anwesen"]
    assert report.final_state.cards["Anna"].tokens == {"vp": 1} and "vp:Wild Hunt" not in report.final_state.tokens
