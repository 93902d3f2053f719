"""Ereignisse (Events) and Schulden (debt): buying an Event (rulebook 003 ln5227, ln5803), its limits, debt taken,
no buying in debt, paying it off; the Empires Events and the cards costing debt, each test naming its rule id and
the divider line it checks (section 24)."""

from dominion_helpers import RS, buy, choose, coins, play, rule_of, with_deck, with_hand

from engine.core import replay
from engine.games.dominion.state import GameState

K = ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller", "Werkstatt"]
ED = ("basis-rgg-2017", "empires-rgg-2016")


def g(events=("Erforschen", "Hochzeit"), kingdom=K, players=("Anna", "Ben"), seed=1, editions=ED) -> GameState:
    return RS.setup(list(players), {"editions": list(editions), "kingdom": list(kingdom), "seed": seed,
                                    "events": list(events)})


def vp(state, player="Anna"):
    return state.cards[player].tokens.get("vp", 0)


def debt(state, player="Anna"):
    return state.cards[player].tokens.get("debt", 0)


def offered(state):
    return [o for o in RS.pending(state).options if o.get("move") in ("buy", "repay")]


# --- the Event framework -----------------------------------------------------------------------------------------


def test_dominion_ereignis_setup_tokens_and_unsupported_ln5227():
    """dominion.ereignis: the game's Events lie beside the supply (table tokens), no supply pile; one the engine
    lacks makes the record unsupported; a kingdom card is no Event."""
    state = g()
    assert state.tokens.get("event:Delve") == 1 and state.tokens.get("event:Wedding") == 1
    assert "Delve" not in state.supply
    setup = {"editions": list(ED), "kingdom": K, "events": ["Erforschen"]}
    assert RS.unsupported(["Anna", "Ben"], setup) == []
    assert RS.unsupported(["Anna", "Ben"], {**setup, "editions": [*ED, "promo"], "events": ["Summon"]}) == ["Einladung"]
    errors = RS.validate_setup(["Anna", "Ben"], {**setup, "events": ["Dorf"]})
    assert errors and errors[0].pointer == "/setup/events/0"


def test_dominion_ereignis_buy_needs_a_buy_and_coins_ln5227():
    """dominion.ereignis: 1 buy and enough coins; the Event is not taken (no card gained); an Event not in the game
    is refused."""
    state = coins(g(), 1)
    assert rule_of(state, buy("Erforschen")) == "dominion.ereignis"  # costs 2
    state = coins(g(), 2)
    state.buys = 0
    assert rule_of(state, buy("Erforschen")) == "dominion.kauf-braucht-kauf"
    assert rule_of(coins(g(), 9), buy("Eroberung")) == "dominion.ereignis"  # not in this game


def test_dominion_ereignis_erforschen_gives_the_buy_back_ln5807():
    """dominion.ereignis.erforschen (ln5807): 7 coins and 1 buy: twice Erforschen, then a card costing 3."""
    state = coins(g(), 7)
    state = play(state, [buy("Erforschen"), buy("Erforschen")])
    assert state.buys == 1 and state.coins == 3
    assert state.cards["Anna"].discard["Silver"] == 2
    state = play(state, [buy("Dorf")])
    assert state.buys == 0 and state.cards["Anna"].discard["Village"] == 1


def test_dominion_ereignis_kein_kartenkauf_ln5147():
    """dominion.ereignis-kein-kartenkauf: buying an Event buys no card: nothing hears a card buy, the Event is gained
    by no one; dominion.auslegung.ereignis-ist-kauf: but it is a buy of the turn (no treasure afterwards)."""
    state = with_hand(g(), "Anna", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"},
                         {"by": "Anna", "move": "play", "card": "Kupfer"}, buy("Erforschen")])
    assert state.flags["bought"] == 1 and state.flags["event:Delve"] == 1
    assert rule_of(state, {"by": "Anna", "move": "play", "card": "Kupfer"}) == "dominion.geld-vor-kauf"
    owned = state.cards["Anna"]
    assert "Delve" not in owned.all_cards()


def test_dominion_auslegung_ereignis_kaufphase_a_buy_in_the_action_phase_begins_it_ln5227():
    """dominion.auslegung.ereignis-kaufphase: buying an Event in the action phase begins the buy phase."""
    state = g()
    state = state.copy()
    state.coins = 2
    assert state.phase == "action"
    verdict = RS.check(state, buy("Erforschen"))
    assert verdict.is_legal and "dominion.auslegung.ereignis-kaufphase" in verdict.readings
    assert RS.apply(state, buy("Erforschen")).phase == "buy"


def test_dominion_auslegung_ereignis_kosten_printed_cost_ln5123():
    """dominion.auslegung.ereignis-kosten: a cost reduction (Brücke) does not reduce an Event's cost."""
    state = coins(g(kingdom=["Brücke", *K[1:]], editions=(*ED, "intrige-rgg-2017")), 3)
    state.flags = {"cost_reduction": 3}
    state = state.copy()
    assert state.coins == 3 and rule_of(state, buy("Hochzeit")) == "dominion.ereignis"  # still 4 (and 3 debt)
    assert rule_of(state, buy("Schmiede")) is None  # a card costs 1 now


def test_dominion_ereignis_offered_when_affordable_ln5227():
    """dominion.ereignis: legal_moves offers the Events that may be bought."""
    names = {o["card"] for o in offered(coins(g(), 4)) if o["move"] == "buy"}
    assert {"Erforschen", "Hochzeit"} <= names
    names = {o["card"] for o in offered(coins(g(), 2)) if o["move"] == "buy"}
    assert "Erforschen" in names and "Hochzeit" not in names


# --- debt ---------------------------------------------------------------------------------------------------------


def test_dominion_schulden_event_debt_taken_ln5803():
    """dominion.schulden (ln5803): Hochzeit costs 4 and 3 debt: the buyer takes 3 debt tokens; ln5835 +1 VP, a Gold."""
    state = play(coins(g(), 4), [buy("Hochzeit")])
    assert debt(state) == 3 and vp(state) == 1 and state.cards["Anna"].discard["Gold"] == 1 and state.coins == 0


def test_dominion_auslegung_schulden_kein_kauf_and_repay_ln5649():
    """dominion.auslegung.schulden-kein-kauf: no card and no Event while in debt; dominion.auslegung.schulden-
    zurueckzahlen: repay 1 coin per token, at most tokens and coins, then buying is allowed."""
    state = play(coins(g(), 4), [buy("Hochzeit")])
    state = state.copy()
    state.buys, state.coins = 2, 5
    assert rule_of(state, buy("Kupfer")) == "dominion.auslegung.schulden-kein-kauf"
    assert rule_of(state, buy("Erforschen")) == "dominion.auslegung.schulden-kein-kauf"
    assert not [o for o in offered(state) if o["move"] == "buy"]
    assert [o["count"] for o in offered(state) if o["move"] == "repay"] == [1, 2, 3]
    assert rule_of(state, {"by": "Anna", "move": "repay", "count": 4}) == "dominion.auslegung.schulden-zurueckzahlen"
    state = play(state, [{"by": "Anna", "move": "repay", "count": 2}])
    assert debt(state) == 1 and state.coins == 3
    state = play(state, [{"by": "Anna", "move": "repay", "count": 1}])
    assert "debt" not in state.cards["Anna"].tokens and state.coins == 2
    state = play(state, [buy("Erforschen")])
    assert state.cards["Anna"].discard["Silver"] == 1


# --- Empires Events -----------------------------------------------------------------------------------------------


def test_dominion_ereignis_eroberung_counts_silvers_gained_this_turn_ln5831():
    """dominion.ereignis.eroberung (ln5831): 2 Silbers, +1 VP per Silber gained this turn, these included; cumulative:
    a second Eroberung gives 4."""
    state = coins(g(events=("Eroberung",)), 12)
    state.buys = 2
    state = play(state, [buy("Eroberung")])
    assert vp(state) == 2 and state.cards["Anna"].discard["Silver"] == 2
    state = play(state, [buy("Eroberung")])
    assert vp(state) == 6 and state.cards["Anna"].discard["Silver"] == 4


def test_dominion_ereignis_eroberung_fewer_silvers_fewer_tokens_ln5831():
    """dominion.ereignis.eroberung (ln5831): with 1 Silber left, 1 Silber and 1 token."""
    state = coins(g(events=("Eroberung",)), 6)
    state.supply["Silver"] = 1
    state = play(state, [buy("Eroberung")])
    assert vp(state) == 1 and state.supply["Silver"] == 0


def test_dominion_ereignis_hochzeit_token_also_without_gold_ln5835():
    """dominion.ereignis.hochzeit (ln5835): the VP token also when the Gold pile is empty."""
    state = coins(g(), 4)
    state.supply["Gold"] = 0
    state = play(state, [buy("Hochzeit")])
    assert vp(state) == 1 and debt(state) == 3 and state.cards["Anna"].discard["Gold"] == 0


def ev(*events, kingdom=K, **kwargs):
    return g(events=events, kingdom=kingdom, **kwargs)


def test_dominion_ereignis_siegeszug_counts_gains_of_the_turn_ln5843():
    """dominion.ereignis.siegeszug (ln5843): an Anwesen, +1 VP per card gained this turn (the Anwesen included, the
    Event not); 5 debt taken; no Anwesen left: nothing."""
    state = coins(ev("Siegeszug", "Erforschen"), 2)
    state.buys = 2
    state = play(state, [buy("Erforschen"), buy("Siegeszug")])  # a Silber, then the Anwesen: 2 cards
    assert vp(state) == 2 and debt(state) == 5 and state.cards["Anna"].discard["Estate"] == 1
    empty = coins(ev("Siegeszug"), 0)
    empty.supply["Estate"] = 0
    empty = play(empty, [buy("Siegeszug")])
    assert vp(empty) == 0 and debt(empty) == 5


def test_dominion_ereignis_siegeszug_other_players_gains_do_not_count_ln5843():
    """dominion.ereignis.siegeszug (ln5843): only the cards the buyer gained count (a Hexe's Fluch is Ben's)."""
    state = with_hand(ev("Siegeszug"), "Anna", "Witch")
    state = with_deck(state, "Anna", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Hexe"}])
    if state.task is not None:  # Ben may react (no Burggraben in hand: nothing asked)
        state = play(state, [choose("Ben", [])])
    state = play(state, [buy("Siegeszug")])
    assert state.cards["Ben"].discard["Curse"] == 1 and vp(state) == 1


def test_dominion_ereignis_beherrschen_province_and_nine_tokens_ln5833():
    """dominion.ereignis.beherrschen (ln5833): a Provinz and +9 VP; no Provinz left: no effect."""
    state = play(coins(ev("Beherrschen"), 14), [buy("Beherrschen")])
    assert vp(state) == 9 and state.cards["Anna"].discard["Province"] == 1
    state = coins(ev("Beherrschen"), 14)
    state.supply["Province"] = 0
    assert vp(play(state, [buy("Beherrschen")])) == 0


def test_dominion_ereignis_gluecksfall_only_with_empty_deck_and_discard_ln5829():
    """dominion.ereignis.gluecksfall (ln5829): 3 Golds only when deck and discard pile are empty; fewer left, the
    rest."""
    state = play(coins(ev("Glücksfall"), 5), [buy("Glücksfall")])
    assert state.cards["Anna"].discard["Gold"] == 0
    state = with_deck(coins(ev("Glücksfall"), 5), "Anna", discard={})
    state.supply["Gold"] = 2
    state = play(state, [buy("Glücksfall")])
    assert state.cards["Anna"].discard["Gold"] == 2 and state.supply["Gold"] == 0


def test_dominion_ereignis_bankett_two_coppers_and_a_non_victory_card_ln5817():
    """dominion.ereignis.bankett (ln5817): 2 Kupfer and a non-Victory card up to 5, also with no Kupfer left."""
    state = coins(ev("Bankett"), 3)
    state.supply["Copper"] = 0
    state = play(state, [buy("Bankett")])
    assert state.task is not None and rule_of(state, choose("Anna", ["Herzogtum"])) == "dominion.ereignis.bankett"
    state = play(state, [choose("Anna", ["Markt"])])
    assert state.cards["Anna"].discard["Market"] == 1 and state.cards["Anna"].discard["Copper"] == 0


def test_dominion_ereignis_ritual_curse_then_trash_tokens_per_coin_ln5821():
    """dominion.ereignis.ritual (ln5821): a Fluch, trash a hand card, +1 VP per coin of its cost; no Fluch, nothing."""
    state = with_hand(coins(ev("Ritual"), 4), "Anna", "Gold", "Copper")
    state = play(state, [buy("Ritual"), choose("Anna", ["Gold"])])
    assert vp(state) == 6 and state.cards["Anna"].discard["Curse"] == 1 and state.trash["Gold"] == 1
    state = with_hand(coins(ev("Ritual"), 4), "Anna", "Gold")
    state.supply["Curse"] = 0
    state = play(state, [buy("Ritual")])
    assert state.task is None and vp(state) == 0 and state.cards["Anna"].hand["Gold"] == 1


def test_dominion_ereignis_aufstieg_trash_action_gain_action_up_to_6_ln5805():
    """dominion.ereignis.aufstieg (ln5805): may trash an action card; if so, an action card up to 6; else nothing."""
    state = with_hand(coins(ev("Aufstieg"), 0), "Anna", "Village", "Copper")
    state = play(state, [buy("Aufstieg")])
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.ereignis.aufstieg"
    state = play(state, [choose("Anna", ["Dorf"])])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.ereignis.aufstieg"
    state = play(state, [choose("Anna", ["Hexe"])])
    assert state.cards["Anna"].discard["Witch"] == 1 and state.trash["Village"] == 1
    state = play(with_hand(coins(ev("Aufstieg"), 0), "Anna", "Village"), [buy("Aufstieg"), choose("Anna", [])])
    assert state.task is None and state.cards["Anna"].hand["Village"] == 1


def test_dominion_ereignis_versalztes_land_token_and_trash_from_supply_ln5819():
    """dominion.ereignis.versalztes-land (ln5819): +1 VP, a Victory card of the supply is trashed."""
    state = play(coins(ev("Versalztes Land"), 4), [buy("Versalztes Land")])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.ereignis.versalztes-land"
    provinces = state.supply["Province"]
    state = play(state, [choose("Anna", ["Provinz"])])
    assert vp(state) == 1 and state.supply["Province"] == provinces - 1 and state.trash["Province"] == 1


def test_dominion_ereignis_einmal_limit_per_turn_api_ln5229():
    """dominion.ereignis-einmal (ln5229): an Event defined once per turn is refused a second time in the turn."""
    from engine.games.dominion.model import EVENT_DEFS, EventDef

    saved = EVENT_DEFS["Delve"]
    EVENT_DEFS["Delve"] = EventDef("Delve", once_per_turn=True)
    try:
        state = play(coins(g(), 4), [buy("Erforschen")])
        assert rule_of(state, buy("Erforschen")) == "dominion.ereignis-einmal"
        assert "Erforschen" not in {o.get("card") for o in offered(state)}
    finally:
        EVENT_DEFS["Delve"] = saved


# --- cards costing debt -------------------------------------------------------------------------------------------

KD = ["Ingenieurin", "Stadtviertel", "Königlicher Schmied", "Vermögen", "Dorf", "Markt", "Hexe", "Miliz", "Kapelle",
      "Burggraben"]


def test_dominion_auslegung_schulden_debt_card_bought_with_no_coins_ln5462():
    """dominion.auslegung.schulden: a card costing only debt is bought with 0 coins; its buyer takes the debt."""
    state = coins(ev(kingdom=KD), 0)
    assert "Ingenieurin" in {o.get("card") for o in offered(state)}
    state = play(state, [buy("Ingenieurin")])
    assert debt(state) == 4 and state.cards["Anna"].discard["Engineer"] == 1
    assert not [o for o in offered(state) if o["move"] == "buy"]


def test_dominion_karte_ingenieurin_gain_then_trash_for_a_second_ln5690():
    """dominion.karte.ingenieurin (ln5690): a card up to 4 (no debt card), may trash itself for a second one."""
    state = with_hand(ev(kingdom=KD), "Anna", "Engineer")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Ingenieurin"}])
    assert rule_of(state, choose("Anna", ["Ingenieurin"])) == "dominion.karte.ingenieurin"  # debt in its cost
    assert rule_of(state, choose("Anna", ["Markt"])) == "dominion.karte.ingenieurin"
    state = play(state, [choose("Anna", ["Silber"]), choose("Anna", option="ja"), choose("Anna", ["Silber"])])
    assert state.cards["Anna"].discard["Silver"] == 2 and state.trash["Engineer"] == 1
    state = with_hand(ev(kingdom=KD), "Anna", "Engineer")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Ingenieurin"}, choose("Anna", ["Silber"]),
                         choose("Anna", option="nein")])
    assert state.task is None and state.cards["Anna"].in_play == ["Engineer"]


def test_dominion_karte_stadtviertel_draws_per_action_revealed_ln5712():
    """dominion.karte.stadtviertel (ln5712): +2 Aktionen, +1 Karte per action card in the revealed hand."""
    state = with_hand(ev(kingdom=KD), "Anna", "City Quarter", "Village", "Market", "Copper")
    state = with_deck(state, "Anna", "Gold", "Silver", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Stadtviertel"}])
    assert state.actions == 2 and state.cards["Anna"].hand["Gold"] == 1 and state.cards["Anna"].hand["Silver"] == 1
    assert state.cards["Anna"].hand["Estate"] == 0


def test_dominion_karte_koeniglicher_schmied_discards_coppers_ln5698():
    """dominion.karte.koeniglicher-schmied (ln5698): +5 Karten, then every Kupfer in hand is discarded."""
    state = with_hand(ev(kingdom=KD), "Anna", "Royal Blacksmith", "Copper", "Estate")
    state = with_deck(state, "Anna", "Copper", "Gold", "Copper", "Silver", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Königlicher Schmied"}])
    hand = state.cards["Anna"].hand
    assert hand["Copper"] == 0 and hand["Gold"] == 1 and hand["Estate"] == 2 and state.cards["Anna"].discard[
        "Copper"] >= 3


def test_dominion_karte_vermoegen_debt_when_discarded_and_pay_off_ln5649():
    """dominion.karte.vermoegen (ln5649): 6 coins, +1 buy; discarded in the clean-up: 6 debt, then pay off with the
    coins left (dominion.auslegung.vermoegen-ablegen)."""
    state = with_hand(ev(kingdom=KD), "Anna", "Capital")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Vermögen"}])
    assert state.coins == 6 and state.buys == 2
    state = play(state, [buy("Silber"), {"by": "Anna", "move": "end-phase"}])
    assert state.task is not None and rule_of(state, choose("Anna", option="4")) == "dominion.karte.vermoegen"
    state = play(state, [choose("Anna", option="3")])
    assert debt(state) == 3


def test_dominion_karte_vermoegen_only_from_play_ln5651():
    """dominion.karte.vermoegen (ln5649/ln5651): only a Vermögen discarded from play takes debt; one discarded from
    the hand in the clean-up (never played) takes none."""
    state = with_hand(ev(kingdom=KD), "Anna", "Copper", "Capital")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}, {"by": "Anna", "move": "end-phase"}])
    assert debt(state) == 0 and state.task is None and state.active == 1


def test_dominion_ereignis_steuer_setup_buy_takes_debt_and_add_two_ln5815():
    """dominion.ereignis.steuer (ln5815): 1 debt on every supply pile at the set-up; buying a card takes its pile's
    debt (and then no more buying until repaid); gaining otherwise leaves it; buying Steuer puts 2 on any pile."""
    state = ev("Steuer")
    assert state.tokens["debt:Copper"] == 1 and state.tokens["debt:Village"] == 1 and "debt:Tax" not in state.tokens
    state = coins(state, 6)
    state.buys = 2
    state = play(state, [buy("Silber")])
    assert debt(state) == 1 and "debt:Silver" not in state.tokens
    assert rule_of(state, buy("Kupfer")) == "dominion.auslegung.schulden-kein-kauf"
    state = play(state, [{"by": "Anna", "move": "repay", "count": 1}, buy("Steuer"), choose("Anna", ["Silber"])])
    assert state.tokens["debt:Silver"] == 2 and debt(state) == 0
    workshop = with_hand(ev("Steuer"), "Anna", "Workshop")
    workshop = play(workshop, [{"by": "Anna", "move": "play", "card": "Werkstatt"}, choose("Anna", ["Silber"])])
    assert workshop.tokens["debt:Silver"] == 1 and debt(workshop) == 0


# --- self-play ----------------------------------------------------------------------------------------------------

ALL_EVENTS = ["Erforschen", "Hochzeit", "Eroberung", "Siegeszug", "Beherrschen", "Glücksfall", "Bankett", "Ritual",
              "Aufstieg", "Versalztes Land", "Steuer", "Schlacht", "Spende"]


def _seeded_bot(seed, wishes):
    """Plays whatever it may, repays debt, buys a wished card or Event when it can, answers decisions at random."""
    import random

    rng = random.Random(seed)

    def bot(state, options):
        for move in ("play", "repay"):
            found = [o for o in options if o.get("move") == move]
            if found:
                return rng.choice(found)
        buys = {o["card"]: o for o in options if o.get("move") == "buy"}
        affordable = [name for name in wishes if name in buys]
        if affordable and rng.random() < 0.9:
            return buys[affordable[0] if rng.random() < 0.6 else rng.choice(affordable[:3])]
        return rng.choice(options)

    return bot


def test_events_and_debt_seeded_self_play_records_replay():
    """Self-play with every Empires Event and debt card the engine has: every bot move legal, the records replay
    legal (dominion.ereignis, dominion.auslegung.schulden), and every Event is bought (Eroberung and Beherrschen aside),
    every debt card played."""
    from engine.games.dominion.bots import self_play

    bought, played_ = set(), set()
    for index in range(len(ALL_EVENTS)):
        events = [ALL_EVENTS[(index + k) % len(ALL_EVENTS)] for k in range(2)]
        wishes = [*events, *KD[:4], "Provinz", "Gold", "Silber"]
        bots = {"A": _seeded_bot(index, wishes), "B": _seeded_bot(index + 10, wishes[::-1])}
        record, state = self_play(bots, KD, seed=f"e{index}", editions=list(ED), max_entries=1500, events=events)
        assert replay(record).status == "legal"
        bought |= {e["card"] for e in record["log"] if e.get("move") == "buy" and e["card"] in events}
        played_ |= {e["card"] for e in record["log"] if e.get("move") == "play"}
    # 6 and 14 coins: these bots rarely have them (the unit tests above buy those two)
    assert set(ALL_EVENTS) - {"Beherrschen", "Eroberung"} <= bought, sorted(set(ALL_EVENTS) - bought)
    assert set(KD[:4]) <= played_, sorted(set(KD[:4]) - played_)


# --- importers ----------------------------------------------------------------------------------------------------

DO_LOG = """Game #1, unrated.

A starts with 7 Coppers and 3 Estates.
A shuffles their deck.
A draws 4 Coppers and an Estate.
B starts with 7 Coppers and 3 Estates.
B shuffles their deck.
B draws 3 Coppers and 2 Estates.

Turn 1 - Anna
A plays 4 Coppers.
A buys a Wedding.
A takes 3 debt.
A gains a Gold.
A gets 1 VP.
A draws 3 Coppers and 2 Estates.

Turn 1 - Ben
B plays 3 Coppers.
B buys a Delve.
B gains a Silver.
B draws 4 Coppers and an Estate.

Turn 2 - Anna
A plays 3 Coppers.
A repays 2 debt (1 remaining).
"""


def test_dominion_online_events_and_debt_lines_import_and_replay():
    """Dominion Online: "buys a Wedding." is a buy of the Event (setup.events, dominion.ereignis), "takes 3 debt." is
    the engine's own doing (dominion.schulden), "repays 2 debt (1 remaining)." the move `repay`; the record replays
    legal."""
    from engine.importers import import_log
    from engine.runner import validate_record

    record = import_log("dominion-online", DO_LOG)
    assert record["setup"]["events"] == ["Hochzeit", "Erforschen"] and "extras" not in record["setup"]
    assert "empires-rgg-2016" in record["setup"]["editions"]
    assert {"by": "Anna", "move": "buy", "card": "Hochzeit"} in record["log"]
    assert record["log"][-1] == {"by": "Anna", "move": "repay", "count": 2}
    report, _ = validate_record(record)
    assert report["status"] == "legal"


def test_the_position_picture_shows_the_events_and_debt():
    """The position picture lists the game's Events beside the supply, a debt cost, and a player's debt tokens."""
    from engine.games.dominion.picture import picture

    state = play(coins(ev("Hochzeit", kingdom=KD), 4), [buy("Hochzeit")])
    html = picture(RS.state_to_json(state), {})
    assert "Ereignisse" in html and "Hochzeit" in html and "Schulden: 3" in html and "●8" in html


def test_state_json_round_trip_with_events_debt_and_an_open_event_decision():
    """The state JSON keeps the Events, debt, Steuer's pile tokens and an Event's open decision (Bankett); an
    unknown Event token is refused."""
    import pytest

    from engine.core import StateError

    state = play(coins(ev("Bankett", "Steuer", "Hochzeit"), 7), [buy("Hochzeit")])
    state = state.copy()
    state.buys, state.coins = 2, 3
    state.cards["Anna"].tokens.pop("debt")
    state = play(state, [buy("Bankett")])
    assert state.task is not None
    data = RS.state_to_json(state)
    back = RS.state_from_json(data)
    assert RS.state_to_json(back) == data
    assert RS.check(back, choose("Anna", ["Markt"])).is_legal
    with pytest.raises(StateError):  # a kingdom card is no Event
        RS.state_from_json({**data, "tokens": {**data["tokens"], "event:Dorf": 1}})


def test_dominion_ereignis_schlacht_all_but_five_shuffled_in_and_a_duchy_ln5845():
    """dominion.ereignis.schlacht (ln5845): all but up to 5 discard cards are shuffled into the deck (the decision
    names those), the others stay; then a Herzogtum, 8 debt."""
    state = with_deck(coins(ev("Schlacht"), 0), "Anna", "Gold",
                      discard={"Copper": 4, "Estate": 3, "Silver": 1})
    state = play(state, [buy("Schlacht")])
    assert rule_of(state, choose("Anna", ["Kupfer", "Kupfer"])) == "dominion.ereignis.schlacht"  # 6 would stay
    state = play(state, [choose("Anna", ["Anwesen", "Anwesen", "Anwesen"])])
    owned = state.cards["Anna"]
    assert +owned.discard == {"Copper": 4, "Silver": 1, "Duchy": 1} and owned.draw_pile.size == 4
    assert debt(state) == 8


DO_BLACKSMITH = """Game #2, unrated.

A starts with 7 Coppers and 3 Estates.
A shuffles their deck.
A draws 3 Coppers and 2 Estates.
B starts with 7 Coppers and 3 Estates.
B shuffles their deck.
B draws 3 Coppers and 2 Estates.

Turn 1 - Anna
A plays 3 Coppers.
A buys a Royal Blacksmith.
A takes 8 debt.
A gains a Royal Blacksmith.
A draws 4 Coppers and an Estate.

Turn 1 - Ben
B plays 3 Coppers.
B buys and gains a Silver.
B draws 4 Coppers and an Estate.

Turn 2 - Anna
A plays 4 Coppers.
A repays 4 debt (4 remaining).
A shuffles their deck.
A draws a Royal Blacksmith, 2 Coppers and 2 Estates.

Turn 2 - Ben
B plays 4 Coppers.
B buys and gains a Silver.
B shuffles their deck.
B draws 3 Coppers, a Silver and an Estate.

Turn 3 - Anna
A plays a Royal Blacksmith.
A draws 5 Coppers.
A reveals 7 Coppers and 2 Estates.
A discards 7 Coppers.
A draws an Estate.
"""


def test_dominion_online_debt_card_bought_repaid_and_played():
    """Dominion Online: a Königlicher Schmied bought with 3 coins in hand takes 8 debt (dominion.auslegung.schulden),
    "repays 4 debt (4 remaining)." pays part of it, its play reveals the hand and discards the Kupfer by itself
    (dominion.karte.koeniglicher-schmied); the record replays legal."""
    from engine.importers import import_log
    from engine.runner import validate_record

    record = import_log("dominion-online", DO_BLACKSMITH)
    assert {"by": "Anna", "move": "repay", "count": 4} in record["log"]
    report, _ = validate_record(record)
    assert report["status"] == "legal"


def test_dominion_ereignis_versalztes_land_when_trashed_instruction_happens_ln5819():
    """dominion.ereignis.versalztes-land (ln5819): a trashed card's "when trashed" instruction is carried out (Lehen:
    3 Silber for the buyer)."""
    kingdom = ["Lehen", *K[1:]]
    state = coins(g(events=("Versalztes Land",), kingdom=kingdom, editions=(*ED, "dark-ages-rgg-2019")), 4)
    state = play(state, [buy("Versalztes Land"), choose("Anna", ["Lehen"])])
    assert state.trash["Feodum"] == 1 and state.cards["Anna"].discard["Silver"] == 3


def test_dominion_auslegung_schulden_gaining_a_debt_card_takes_no_debt_ln5462():
    """dominion.auslegung.schulden: only buying takes debt; a card costing debt gained otherwise (a Botschafter's
    copy for Ben) takes none."""
    kingdom = ["Botschafter", "Ingenieurin", *K[2:]]
    state = with_hand(g(events=(), kingdom=kingdom, editions=(*ED, "seaside-rgg-2014")), "Anna", "Ambassador",
                      "Engineer")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Botschafter"}, choose("Anna", ["Ingenieurin"]),
                         choose("Anna", ["Ingenieurin"])])
    assert state.cards["Ben"].discard["Engineer"] == 1 and debt(state, "Ben") == 0 and debt(state) == 0


def test_dominion_ereignis_kein_kartenkauf_a_buy_listener_does_not_hear_it_ln5147():
    """dominion.ereignis-kein-kartenkauf (ln5147): a Feilscher in play hears a card bought, not an Event."""
    kingdom = ["Feilscher", *K[1:]]
    state = with_hand(g(events=("Erforschen",), kingdom=kingdom, editions=(*ED, "hinterland-rgg-2020")), "Anna",
                      "Haggler")
    state = coins(play(state, [{"by": "Anna", "move": "play", "card": "Feilscher"}]), 4)
    state = play(state, [buy("Erforschen")])
    assert state.task is None and state.cards["Anna"].discard["Silver"] == 1
    state = play(state, [buy("Keller")])
    assert state.task is not None and state.task.rule == "dominion.karte.feilscher"


def test_dominion_auslegung_ereignis_ist_kauf_counts_as_the_first_buy_ln5086():
    """dominion.auslegung.ereignis-ist-kauf (ln5086): a Kurier bought after an Event is not the turn's first buy (no
    gain for everyone); bought first, it is."""
    kingdom = ["Kurier", *K[1:]]
    for event_first, asks in ((True, False), (False, True)):
        state = coins(g(events=("Erforschen",), kingdom=kingdom, editions=(*ED, "abenteuer-rgg-2015")), 6)
        state.buys = 2
        if event_first:
            state = play(state, [buy("Erforschen")])
        state = play(state, [buy("Kurier")])
        assert (state.task is not None and state.task.rule == "dominion.karte.kurier") is asks


def test_dominion_ereignis_spende_after_the_turn_all_cards_to_hand_trash_shuffle_draw_ln5847():
    """dominion.ereignis.spende (ln5847), reading dominion.auslegung.spende-zeitpunkt: after Anna's turn (as Ben's
    begins) her draw and discard pile go into her hand, she trashes any number, the hand is shuffled into her deck and
    she draws 5; 8 debt taken when bought."""
    state = play(g(events=("Spende",)), [buy("Spende")])
    assert debt(state) == 8 and state.cards["Anna"].tokens["donate"] == 1
    state = play(state, [{"by": "Anna", "move": "end-phase"}])
    assert state.active == 1 and state.task is not None and state.task.rule == "dominion.ereignis.spende"
    assert state.task.player == "Anna"
    state = play(state, [choose("Anna", ["Kupfer", "Kupfer", "Anwesen", "Anwesen", "Anwesen"])])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.ereignis.spende"
    state = play(state, [choose("Anna", ["Anwesen", "Anwesen", "Anwesen"])])
    owned = state.cards["Anna"]
    assert state.task is None and state.trash["Estate"] == 3 and "donate" not in owned.tokens
    assert +owned.hand == {"Copper": 5} and owned.draw_pile.size == 2 and not +owned.discard
    assert RS.pending(state).player == "Ben"


def test_state_json_round_trip_in_the_middle_of_a_donation():
    """A position inside Spende's donation (between two turns, dominion.ereignis.spende) survives the state JSON."""
    state = play(g(events=("Spende",)), [buy("Spende"), {"by": "Anna", "move": "end-phase"}])
    data = RS.state_to_json(state)
    back = RS.state_from_json(data)
    assert RS.state_to_json(back) == data
    answer = choose("Anna", ["Kupfer", "Kupfer", "Anwesen", "Anwesen", "Anwesen"])
    assert RS.check(back, answer).is_legal
    assert RS.state_to_json(RS.apply(back, answer)) == RS.state_to_json(RS.apply(state, answer))
