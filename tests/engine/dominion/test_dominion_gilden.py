"""Die Gilden (RGG 2013): one test per card, each naming its rule id and the divider line (rulebook 003_a71f...,
section 22) it checks; the Münzen (ln4967: a counter, spent by the move `coffers` before buying), the Überzahlen
(ln4973: a buy's `overpay`), Bäcker's Münze at the start, and seeded self-play of the box."""

import random
from collections import Counter

from dominion_helpers import RS, choose, game, play, played, rule_of, with_deck, with_hand
from log_snippets import online_opening

from engine.core import replay
from engine.games.dominion.model import COFFERS, profile

G1 = ["Leuchtenmacher", "Bäcker", "Kaufmannsgilde", "Platz", "Metzger", "Steinmetz", "Arzt", "Berater", "Herold",
      "Meisterstück"]
G2 = ["Hellseherin", "Steuereintreiber", "Wandergeselle", "Burggraben", "Dorf", "Schmiede", "Markt", "Thronsaal",
      "Werkstatt", "Keller"]
ED = ("basis-rgg-2017", "gilden-rgg-2013")


def g(kingdom, players=("Anna", "Ben"), seed=1):
    return game(players=players, kingdom=kingdom, editions=ED, seed=seed)


def buy(by, card, overpay=None):
    entry = {"by": by, "move": "buy", "card": card}
    if overpay is not None:
        entry["overpay"] = overpay
    return entry


def spend(by, count):
    return {"by": by, "move": "coffers", "count": count}


def coffers(state, player="Anna"):
    return state.cards[player].tokens.get(COFFERS, 0)


def with_coffers(state, player, n):
    new = state.copy()
    new.cards[player].tokens[COFFERS] = n
    return new


def deck(state, player="Anna", card="Copper", n=12):
    return with_deck(state, player, *[card] * n)


def rich(state, player="Anna", golds=3):
    """The player in the buy phase with `golds` Gold played."""
    state = with_hand(state, player, *["Gold"] * golds)
    return play(state, [{"by": player, "move": "play", "card": "Gold"}] * golds)


# --- Münzen: the counter and the move ------------------------------------------------------------------


def test_dominion_muenzen_einsetzen_each_gives_one_coin_and_they_are_kept_ln4967():
    state = with_coffers(rich(g(G2), golds=1), "Anna", 3)
    state = play(state, [spend("Anna", 2)])
    assert (state.coins, coffers(state)) == (5, 1)
    assert rule_of(state, spend("Anna", 2)) == "dominion.muenzen-einsetzen"  # only the one left
    state = play(state, [spend("Anna", 1)])
    assert coffers(state) == 0 and COFFERS not in state.cards["Anna"].tokens
    assert rule_of(state, spend("Anna", 1)) == "dominion.muenzen-einsetzen"
    assert rule_of(with_coffers(g(G2), "Ben", 2), spend("Anna", 1)) == "dominion.muenzen-einsetzen"  # Ben's


def test_dominion_muenzen_vor_kauf_not_after_a_buy_ln4967():
    state = with_coffers(rich(g(G2), golds=1), "Anna", 2)
    state = play(state, [buy("Anna", "Kupfer")])
    assert rule_of(state, spend("Anna", 1)) == "dominion.muenzen-vor-kauf"
    assert not any(o.get("move") == "coffers" for o in RS.legal_moves(state))


def test_dominion_auslegung_muenzen_beginnen_kauf_in_the_action_phase_ln4967():
    state = with_coffers(with_hand(g(G2), "Anna", "Village", "Copper"), "Anna", 1)
    verdict = RS.check(state, spend("Anna", 1))
    assert verdict.is_legal and "dominion.auslegung.muenzen-beginnen-kauf" in verdict.readings
    state = play(state, [spend("Anna", 1)])
    assert state.phase == "buy" and rule_of(state, {"by": "Anna", "move": "play", "card": "Dorf"}) is not None
    offered = [o for o in RS.legal_moves(with_coffers(g(G2), "Anna", 2)) if o.get("move") == "coffers"]
    assert [o["count"] for o in offered] == [1, 2]


def test_dominion_muenzen_spent_coins_buy_a_card_ln4967():
    state = with_coffers(with_hand(g(G2), "Anna", "Copper", "Copper"), "Anna", 3)
    assert rule_of(play(state.copy(), [{"by": "Anna", "move": "play", "card": "Kupfer"}]), buy("Anna", "Gold")) == (
        "dominion.kauf-braucht-geld")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}] * 2 + [spend("Anna", 3), buy("Anna", "Hellseherin")])
    assert state.cards["Anna"].discard["Soothsayer"] == 1 and state.coins == 0


# --- Überzahlen ----------------------------------------------------------------------------------------


def test_dominion_ueberzahlen_only_cards_with_a_plus_and_only_with_coins_one_has_ln4973():
    state = rich(g(G1), golds=2)  # 6 coins
    assert rule_of(state, buy("Anna", "Silber", overpay=1)) == "dominion.ueberzahlen"  # no "+"
    assert rule_of(state, buy("Anna", "Meisterstück", overpay=4)) == "dominion.ueberzahlen"  # 3 + 4 > 6
    assert RS.check(state, buy("Anna", "Meisterstück", overpay=3)).is_legal
    offered = {o.get("overpay") for o in RS.legal_moves(state) if o.get("card") == "Meisterstück"}
    assert offered == {None, 1, 2, 3}
    assert not any("overpay" in o for o in RS.legal_moves(state) if o.get("card") == "Silber")


def test_dominion_ueberzahlen_spends_the_coins_with_the_cost_ln4973():
    state = play(rich(g(G1), golds=2), [buy("Anna", "Meisterstück", overpay=2)])
    assert state.coins == 1 and state.buys == 0


def test_dominion_ueberzahlen_refused_on_the_fast_path_too_ln4973():
    # a kingdom the fast path plays (no card hears buys): an overpay there is still the full path's to judge
    state = rich(game(editions=("basis-rgg-2017",)), golds=2)
    assert profile(tuple(state.kingdom)).fast
    assert rule_of(state, buy("Anna", "Silber", overpay=1)) == "dominion.ueberzahlen"


# --- the cards -----------------------------------------------------------------------------------------


def test_dominion_karte_leuchtenmacher_action_buy_and_a_coffer_ln4821():
    state = played(with_hand(g(G1), "Anna", "Candlestick Maker"), "Leuchtenmacher")
    assert (state.actions, state.buys, state.coins, coffers(state)) == (1, 2, 0, 2)  # 1 from the Bäcker


def test_dominion_karte_baecker_card_action_coffer_and_one_for_everyone_at_the_start_ln4892_ln4894():
    state = g(G1, players=("Anna", "Ben", "Cleo"))
    assert [coffers(state, p) for p in ("Anna", "Ben", "Cleo")] == [1, 1, 1]
    assert coffers(g(G2)) == 0  # no Bäcker: no Münze
    state = played(deck(with_hand(state, "Anna", "Baker")), "Bäcker")
    assert (state.actions, sum(state.cards["Anna"].hand.values()), coffers(state)) == (1, 1, 2)
    # ln4894: also when the Bäcker lies in the Schwarzmarkt deck
    kingdom = ["Schwarzmarkt", *G2[:9]]
    unseeded = RS.setup(["Anna", "Ben"], {"editions": [*ED, "promo"], "kingdom": kingdom, "black_market": ["Bäcker"]})
    assert coffers(unseeded, "Anna") == coffers(unseeded, "Ben") == 1


def test_dominion_karte_kaufmannsgilde_a_coffer_per_buy_per_copy_in_play_ln4905():
    state = with_hand(g(G1), "Anna", "Merchant Guild", "Gold")
    state = with_coffers(state, "Anna", 0)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kaufmannsgilde"},
                         {"by": "Anna", "move": "play", "card": "Gold"}])
    assert (state.buys, state.coins) == (2, 4)
    state = play(state, [buy("Anna", "Kupfer")])
    assert coffers(state) == 1
    assert rule_of(state, spend("Anna", 1)) == "dominion.muenzen-vor-kauf"  # ln4905: not at once
    state = play(state, [buy("Anna", "Kupfer")])
    assert coffers(state) == 2
    # one copy played twice (Thronsaal): one Münze per buy
    kingdom = ["Thronsaal", *G1[1:]]
    state = with_coffers(with_hand(g(kingdom), "Anna", "Throne Room", "Merchant Guild"), "Anna", 0)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Kaufmannsgilde"]),
                         buy("Anna", "Kupfer")])
    assert coffers(state) == 1 and state.buys == 2


def test_dominion_karte_platz_may_discard_a_treasure_for_a_coffer_ln4849():
    state = played(deck(with_hand(g(G1), "Anna", "Plaza", "Estate"), card="Silver"), "Platz")
    assert state.actions == 2
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.platz"
    after = play(state.copy(), [choose("Anna", ["Silber"])])  # the card just drawn
    assert coffers(after) == 2 and after.cards["Anna"].discard["Silver"] == 1
    assert coffers(play(state, [choose("Anna", [])])) == 1


def test_dominion_karte_metzger_coffers_then_trash_and_gain_up_to_cost_plus_coffers_spent_ln4916():
    state = played(with_hand(g(G1), "Anna", "Butcher", "Estate"), "Metzger")
    assert coffers(state) == 3  # the Bäcker's one and 2
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert state.task.rule == "dominion.karte.metzger"
    assert rule_of(state, choose("Anna", option="4")) == "dominion.karte.metzger"  # only 3 to spend
    state = play(state, [choose("Anna", option="3")])
    assert coffers(state) == 0
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.metzger"  # 6 > 2 + 3
    state = play(state, [choose("Anna", ["Herzogtum"])])
    assert state.cards["Anna"].discard["Duchy"] == 1 and state.trash["Estate"] == 1


def test_dominion_auslegung_metzger_muenzen_no_coffers_asked_without_a_trash_ln4916():
    state = play(played(with_hand(g(G1), "Anna", "Butcher", "Estate"), "Metzger"), [choose("Anna", [])])
    assert state.task is None and coffers(state) == 3


def test_dominion_karte_steinmetz_trash_and_gain_two_cheaper_cards_ln4829():
    state = played(with_hand(g(G1), "Anna", "Stonemason", "Silver"), "Steinmetz")
    before = Counter(state.cards["Anna"].discard)
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.steinmetz"  # must trash
    state = play(state, [choose("Anna", ["Silber"])])
    assert rule_of(state, choose("Anna", ["Silber"])) == "dominion.karte.steinmetz"  # not less
    state = play(state, [choose("Anna", ["Steinmetz"]), choose("Anna", ["Anwesen"])])
    assert state.cards["Anna"].discard - before == Counter({"Stonemason": 1, "Estate": 1})
    # ln4829: a Kupfer trashed: nothing costs less (the Fluch costs 0, as the Kupfer): nothing gained
    state = play(played(with_hand(g(G1), "Anna", "Stonemason", "Copper"), "Steinmetz"), [choose("Anna", ["Kupfer"])])
    assert state.task is None


def test_dominion_karte_steinmetz_overpaid_gains_two_actions_costing_the_overpay_ln4827():
    state = play(rich(g(G1), golds=2), [buy("Anna", "Steinmetz", overpay=4)])
    assert state.task.rule == "dominion.karte.steinmetz"
    assert rule_of(state, choose("Anna", ["Silber"])) == "dominion.karte.steinmetz"  # no action
    assert rule_of(state, choose("Anna", ["Metzger"])) == "dominion.karte.steinmetz"  # costs 5
    state = play(state, [choose("Anna", ["Herold"]), choose("Anna", ["Herold"])])
    assert state.cards["Anna"].discard["Herald"] == 2 and state.cards["Anna"].discard["Stonemason"] == 1
    plain = play(rich(g(G1), golds=1), [buy("Anna", "Steinmetz")])  # ln4827: not overpaid, no cards
    assert plain.task is None and plain.cards["Anna"].discard["Stonemason"] == 1


def test_dominion_karte_arzt_trashes_named_cards_of_the_top_three_and_puts_back_the_rest_ln4837():
    state = with_deck(with_hand(g(G1), "Anna", "Doctor"), "Anna", "Estate", "Copper", "Estate", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Arzt"}, choose("Anna", ["Anwesen"])])
    assert state.trash["Estate"] == 2
    assert state.cards["Anna"].draw_pile.top == ["Copper", "Gold"]
    # any card may be named, also one not in the game (ln4837)
    state = with_deck(with_hand(g(G1), "Anna", "Doctor"), "Anna", "Estate", "Copper", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Arzt"}, choose("Anna", ["Hexe"])])
    assert state.task.rule == "dominion.karte.arzt"  # the order of the three to put back
    state = play(state, [choose("Anna", ["Anwesen"]), choose("Anna", ["Kupfer"])])
    assert state.cards["Anna"].draw_pile.top[:3] == ["Silver", "Copper", "Estate"]


def test_dominion_karte_arzt_overpaid_looks_at_the_top_card_per_coin_ln4835():
    state = with_deck(rich(g(G1), golds=2), "Anna", "Estate", "Copper", "Gold", discard={})
    state = play(state, [buy("Anna", "Arzt", overpay=3)])
    assert rule_of(state, choose("Anna", option="weg")) == "dominion.karte.arzt"
    state = play(state, [choose("Anna", option="entsorgen"), choose("Anna", option="ablegen"),
                         choose("Anna", option="zurueck")])
    owned = state.cards["Anna"]
    assert state.trash["Estate"] == 1 and owned.discard["Copper"] == 1 and owned.draw_pile.top == ["Gold"]
    assert owned.discard["Doctor"] == 1


def test_dominion_karte_berater_left_neighbour_picks_the_card_to_discard_ln4843():
    state = deck(with_hand(g(G1, players=("Anna", "Ben", "Cleo")), "Anna", "Advisor"))
    state = with_deck(state, "Anna", "Gold", "Copper", "Estate")
    state = played(state, "Berater")
    assert state.actions == 1 and state.task.player == "Ben"
    assert rule_of(state, {"by": "Anna", "move": "choose", "cards": ["Gold"]}) is not None
    state = play(state, [choose("Ben", ["Gold"])])
    owned = state.cards["Anna"]
    assert owned.discard["Gold"] == 1 and owned.hand == Counter({"Copper": 1, "Estate": 1, "Advisor": 0})


def test_dominion_karte_herold_plays_a_revealed_action_without_an_action_ln4868():
    state = with_deck(with_hand(g(G1), "Anna", "Herald"), "Anna", "Copper", "Candlestick Maker", "Estate")
    state = played(state, "Herold")
    owned = state.cards["Anna"]
    assert owned.in_play == ["Herald", "Candlestick Maker"] and state.actions == 2 and state.buys == 2
    state = with_deck(with_hand(g(G1), "Anna", "Herald"), "Anna", "Copper", "Estate")
    state = played(state, "Herold")
    assert state.cards["Anna"].draw_pile.top == ["Estate"] and state.cards["Anna"].in_play == ["Herald"]


def test_dominion_karte_herold_overpaid_puts_discard_cards_on_the_deck_ln4866():
    state = with_deck(rich(g(G1), golds=2), "Anna", "Copper", discard={"Province": 1, "Estate": 1, "Duchy": 1})
    state = play(state, [buy("Anna", "Herold", overpay=2)])
    assert state.task.rule == "dominion.karte.herold"
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.herold"  # not in the discard pile
    state = play(state, [choose("Anna", ["Provinz"]), choose("Anna", ["Herzogtum"])])
    owned = state.cards["Anna"]
    assert owned.draw_pile.top == ["Duchy", "Province", "Copper"] and owned.discard["Herald"] == 1
    # more overpaid than cards in the discard pile: all of them
    state = with_deck(rich(g(G1), golds=2), "Anna", "Copper", discard={"Estate": 1})
    state = play(state, [buy("Anna", "Herold", overpay=2), choose("Anna", ["Anwesen"])])
    assert state.task is None and state.cards["Anna"].draw_pile.top == ["Estate", "Copper"]


def test_dominion_karte_meisterstueck_a_silver_per_coin_overpaid_ln4881():
    state = play(rich(g(G1), golds=2), [buy("Anna", "Meisterstück", overpay=3)])
    assert state.cards["Anna"].discard["Silver"] == 3 and state.cards["Anna"].discard["Masterpiece"] == 1
    state = with_hand(g(G1), "Anna", "Masterpiece")
    assert play(state, [{"by": "Anna", "move": "play", "card": "Meisterstück"}]).coins == 1


def test_dominion_karte_hellseherin_gold_curses_and_a_card_for_each_cursed_ln4927():
    state = g(G2, players=("Anna", "Ben", "Cleo"))
    state.supply["Curse"] = 1  # only one left: Ben (left) gets it, Cleo none
    state = with_deck(with_deck(with_hand(state, "Anna", "Soothsayer"), "Ben", "Silver", "Gold"), "Cleo", "Silver")
    state = played(state, "Hellseherin")
    assert state.cards["Anna"].discard["Gold"] == 1
    assert state.cards["Ben"].discard["Curse"] == 1 and state.cards["Ben"].hand["Silver"] == 1
    assert state.cards["Cleo"].hand["Silver"] == 0 and state.cards["Cleo"].discard["Curse"] == 0


def test_dominion_karte_hellseherin_moat_blocks_ln4927():
    state = with_deck(with_hand(g(G2), "Anna", "Soothsayer"), "Ben", "Silver")
    state = with_hand(state, "Ben", "Moat")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Hellseherin"}, choose("Ben", ["Burggraben"])])
    assert state.cards["Ben"].discard["Curse"] == 0 and state.cards["Ben"].hand["Silver"] == 0


def test_dominion_karte_steuereintreiber_trash_victims_discard_gain_onto_deck_ln4855():
    state = with_hand(g(G2, players=("Anna", "Ben", "Cleo")), "Anna", "Taxman", "Silver", "Estate")
    state = with_hand(state, "Ben", "Silver", "Copper", "Copper", "Estate", "Estate")
    state = with_hand(state, "Cleo", "Silver", "Copper", "Copper", "Estate")  # 4 cards: not affected
    state = played(state, "Steuereintreiber")
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.steuereintreiber"  # only a treasure
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.task.player == "Ben" and rule_of(state, choose("Ben", [])) == "dominion.karte.steuereintreiber"
    state = play(state, [choose("Ben", ["Silber"])])
    assert rule_of(state, choose("Anna", ["Herzogtum"])) == "dominion.karte.steuereintreiber"  # no treasure
    assert rule_of(state, choose("Anna", ["Platin"])) is not None
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].draw_pile.top[0] == "Gold" and state.trash["Silver"] == 1
    assert state.cards["Ben"].discard["Silver"] == 1 and state.cards["Cleo"].hand["Silver"] == 1


def test_dominion_karte_wandergeselle_reveals_until_three_of_another_name_ln4933():
    state = with_deck(with_hand(g(G2), "Anna", "Journeyman"), "Anna", "Copper", "Estate", "Copper", "Gold", "Silver",
                      "Copper", discard={})
    state = play(state, [{"by": "Anna", "move": "play", "card": "Wandergeselle"}, choose("Anna", ["Kupfer"])])
    owned = state.cards["Anna"]
    assert owned.hand == Counter({"Estate": 1, "Gold": 1, "Silver": 1, "Journeyman": 0})
    assert owned.discard["Copper"] == 2 and owned.draw_pile.top == ["Copper"]


# --- seeded self-play ------------------------------------------------------------------------------------


def test_gilden_seeded_random_games_replay_legal():
    """Random seeded games over the box's cards (choices, Münzen and overpaid buys among them) replay legal."""
    used = Counter()
    for seed in range(6):
        rng = random.Random(seed)
        kingdom = rng.sample(G1 + G2[:3], 10)
        setup = {"editions": list(ED), "kingdom": kingdom, "seed": seed}
        state = RS.setup(["Anna", "Ben"], setup)
        log = []
        for _ in range(300):
            decision = RS.pending(state)
            if decision is None:
                break
            options = list(decision.options)
            special = [o for o in options if o.get("move") == "coffers" or "overpay" in o]
            plays = [o for o in options if o.get("move") in ("play", "buy", "choose")]
            entry = rng.choice(special if special and rng.random() < 0.3 else
                               plays if plays and rng.random() < 0.8 else options)
            state = RS.apply(state, entry)
            log.append(entry)
            used.update(key for key in ("overpay", "count") if key in entry)
        record = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": setup,
                  "log": log}
        assert replay(record).status == "legal", seed
    assert used["overpay"] and used["count"], used


def _seeded_bot(seed, kingdom):
    """A seeded bot for the box: spends its Münzen now and then, plays whatever it may, buys a kingdom card (else
    Provinz, Gold, Silber) when it can, overpaying at random, answers every decision at random."""
    rng = random.Random(seed)
    wishes = [*kingdom, "Provinz", "Gold", "Silber"]

    def bot(state, options):
        spends = [o for o in options if o.get("move") == "coffers"]
        if spends and rng.random() < 0.3:
            return rng.choice(spends)
        plays = [o for o in options if o.get("move") == "play"]
        if plays:
            return rng.choice(plays)
        buys = {}
        for option in options:
            if option.get("move") == "buy":
                buys.setdefault(option["card"], []).append(option)
        affordable = [name for name in wishes if name in buys]
        if affordable and rng.random() < 0.9:
            return rng.choice(buys[rng.choice(affordable[:3])])
        ends = [o for o in options if o.get("move") == "end-phase"]
        return ends[0] if ends and rng.random() < 0.9 else rng.choice(options)

    return bot


def test_gilden_big_money_and_seeded_self_play_records_replay():
    from engine.games.dominion.bots import big_money, self_play

    for index, kingdom in enumerate((G1, G2)):
        record, state = self_play({"A": big_money, "B": big_money}, kingdom, seed=f"bm{index}", editions=list(ED))
        assert replay(record).status == "legal" and state.phase == "over"
        bots = {"A": _seeded_bot(index, kingdom), "B": _seeded_bot(index + 10, kingdom)}
        record, state = self_play(bots, kingdom, seed=f"g{index}", editions=list(ED), max_entries=1500)
        assert replay(record).status == "legal"
        played_ = {entry.get("card") for entry in record["log"] if entry.get("move") == "play"}
        assert len(played_ & set(kingdom)) >= 4, (kingdom, played_)


def test_dominion_auslegung_muenzen_besessenheit_the_active_players_coffers_ln2275():
    """In a controlled turn (Besessenheit: `controlled_by`) the controller decides and spends the active player's
    Münzen; Münzen taken in it are the active player's (ln2275: "bekommst du nicht")."""
    state = with_coffers(with_hand(g(G1), "Anna", "Candlestick Maker", "Copper"), "Anna", 2)
    state = with_coffers(state, "Ben", 5)
    state.flags["controlled_by"] = 1  # Ben decides Anna's turn
    state = play(state, [{"by": "Ben", "move": "play", "card": "Leuchtenmacher"}])
    assert (coffers(state, "Anna"), coffers(state, "Ben")) == (3, 5)
    assert rule_of(state, spend("Anna", 1)) is not None  # Anna does not decide
    verdict = RS.check(state, spend("Ben", 3))
    assert verdict.is_legal and "dominion.auslegung.muenzen-besessenheit" in verdict.readings
    assert rule_of(state, spend("Ben", 4)) == "dominion.muenzen-einsetzen"  # Anna has 3
    state = play(state, [spend("Ben", 3)])
    assert (coffers(state, "Anna"), coffers(state, "Ben"), state.coins) == (0, 5, 3)


# --- reading the logs ------------------------------------------------------------------------------------
# A Dominion Online log made of the lines the corpus logs print for the box (ryanodd 82026410: Butcher's "gets +2
# Coffers." / "uses 2 Coffers. (+$2)"; 82551921: an overpaid Doctor, "buys a Doctor." + "loses 1 Coin." + "looks
# at" + "gains a Doctor."; 82610702: "gets +1 Coffers."), in a game of cards the engine has.

ONLINE_LOG = online_opening(
    "a Butcher",
    second=("a Candlestick Maker", "a Butcher, 3 Coppers and an Estate"),
    ben_second=("3 Coppers. (+$3)", "a Silver"),
    five=True,
    split_starts=True,
) + """
Turn 3 - Anna
A plays a Butcher.
A gets +2 Coffers.
A trashes an Estate.
A uses 2 Coffers. (+$2)
A gains a Silver.
A plays 3 Coppers. (+$3)
A buys and gains a Silver.
A draws 3 Coppers, an Estate and a Candlestick Maker.

Turn 3 - Ben
B plays 2 Coppers. (+$2)
B buys and gains a Candlestick Maker.
B draws 5 cards.

Turn 4 - Anna
A plays a Candlestick Maker.
A gets +1 Action.
A gets +1 Buy.
A gets +1 Coffers.
A plays 3 Coppers. (+$3)
A uses 1 Coffers. (+$1)
A buys a Doctor.
A loses 1 Coin.
A looks at a Copper.
A discards a Copper.
A gains a Doctor.
"""


def _online(text):
    from engine.importers import import_log

    record = import_log("dominion-online", text)
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]
    return record, report


def test_online_coffers_lines_are_the_butchers_answer_or_the_move_coffers_ln4916_ln4967():
    record, report = _online(ONLINE_LOG)
    assert "gilden-rgg-2013" in record["setup"]["editions"]
    log = record["log"]
    start = log.index({"by": "Anna", "move": "play", "card": "Metzger"})
    assert log[start + 1:start + 4] == [choose("Anna", ["Anwesen"]), {"by": "Anna", "move": "choose", "option": "2"},
                                        choose("Anna", ["Silber"])]
    assert {"by": "Anna", "move": "coffers", "count": 1} in log
    assert report.final_state.cards["Anna"].tokens.get(COFFERS, 0) == 0


def test_online_butcher_without_a_uses_line_spent_no_coffers_ln4916():
    text = ONLINE_LOG.replace("A uses 2 Coffers. (+$2)\nA gains a Silver.", "A gains an Estate.")
    record, report = _online(text)
    assert {"by": "Anna", "move": "choose", "option": "0"} in record["log"]
    assert report.final_state.cards["Anna"].tokens.get(COFFERS, 0) == 2  # 2 + 1 taken, 1 spent


def test_online_buys_and_loses_coins_is_an_overpaid_buy_ln4835_ln4973():
    record, report = _online(ONLINE_LOG)
    log = record["log"]
    start = log.index({"by": "Anna", "move": "buy", "card": "Arzt", "overpay": 1})
    assert log[start + 1:start + 3] == [{"by": "Anna", "event": "reveal", "cards": ["Kupfer"]},
                                        {"by": "Anna", "move": "choose", "option": "ablegen"}]
    assert report.final_state.cards["Anna"].discard["Doctor"] == 1


def test_dominion_karte_herold_overpaid_may_name_an_unseen_card_of_the_discard_pile_ln4866():
    """An unseeded record's discard pile may hold cards it never showed (hidden draws discarded): the Herold's
    choice may name one the player's cards can hold (it is then known), never one they cannot."""
    from engine.core.pile import Pile

    state = rich(g(G1), golds=2)
    owned = state.cards["Anna"]
    owned.draw_pile = Pile(["Copper"], Counter({"Province": 1}), 0)  # the pool's Provinz: the one unseen card
    owned.discard, owned.discard_unknown = Counter({"Estate": 1}), 1
    state = play(state, [buy("Anna", "Herold", overpay=2)])
    assert rule_of(state, choose("Anna", ["Herzogtum"])) == "dominion.karte.herold"  # not among them
    state = play(state, [choose("Anna", ["Provinz"]), choose("Anna", ["Anwesen"])])
    owned = state.cards["Anna"]
    assert owned.draw_pile.top == ["Estate", "Province", "Copper"] and owned.discard_unknown == 0


def test_dominion_ueberzahlen_with_a_potion_stonemason_gains_cards_worth_the_potion_ln4973_ln4827():
    """ln4973: a Trank may overpay too (`overpay_potion`); ln4827: the Steinmetz then gains action cards costing the
    Trank (Verwandlung, Weinberg is no action); the other cards gain nothing for a Trank."""
    kingdom = ["Steinmetz", "Meisterstück", "Verwandlung", "Weinberg", "Apotheker", *G2[3:8]]
    state = game(kingdom=kingdom, editions=(*ED, "alchemisten-rgg-2015"))
    state = with_hand(state, "Anna", "Potion", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Trank", "Kupfer", "Kupfer", "Kupfer")])
    offered = {(o.get("overpay"), o.get("overpay_potion")) for o in RS.legal_moves(state) if o.get("card") == "Steinmetz"}
    assert offered == {(None, None), (1, None), (None, 1), (1, 1)}
    assert rule_of(state, {**buy("Anna", "Steinmetz"), "overpay_potion": 2}) == "dominion.ueberzahlen"
    assert rule_of(state, {**buy("Anna", "Kupfer"), "overpay_potion": 1}) == "dominion.ueberzahlen"
    after = play(state.copy(), [{**buy("Anna", "Meisterstück"), "overpay_potion": 1}])
    assert after.task is None and after.cards["Anna"].discard["Silver"] == 0 and after.flags["potions"] == 0
    state = play(state, [{**buy("Anna", "Steinmetz"), "overpay_potion": 1}])
    assert rule_of(state, choose("Anna", ["Weinberg"])) == "dominion.karte.steinmetz"
    assert rule_of(state, choose("Anna", ["Apotheker"])) == "dominion.karte.steinmetz"  # 2 and a Trank
    state = play(state, [choose("Anna", ["Verwandlung"]), choose("Anna", ["Verwandlung"])])
    assert state.cards["Anna"].discard["Transmute"] == 2 and state.coins == 1
