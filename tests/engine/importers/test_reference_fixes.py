"""Fixes found by replaying the reference logs (../shared/reference-logs/): each test is a small excerpt of the kind
of log line that stopped an import or made a real game `illegal`, with the rule (id and seed lines) it is about and
the reference log it came from."""

from __future__ import annotations

from log_snippets import goko_setup

from engine.core import replay
from engine.importers import import_log

# Two players whose hands the log never shows (as Dominion Online shows an opponent's): both start in turn 1.
HIDDEN_OPENING = """Game #1, unrated.
A starts with 7 Coppers and 3 Estates.
A shuffles their deck.
A draws 5 cards.
B starts with 7 Coppers and 3 Estates.
B shuffles their deck.
B draws 5 cards.
"""




def _ben_buys(first: str, second: str, third_turn: str) -> str:
    """Three rounds: Ben buys `first` (with 5 Coppers) and `second` (with 2), shuffles, and plays his third turn."""
    return HIDDEN_OPENING + f"""
Turn 1 - Anna
A plays 4 Coppers.
A buys and gains a Silver.
A draws 5 cards.

Turn 1 - Ben
B plays 5 Coppers.
B buys and gains {first}.
B draws 5 cards.

Turn 2 - Anna
A plays 3 Coppers.
A buys and gains a Silver.
A shuffles their deck.
A draws 5 cards.

Turn 2 - Ben
B plays 2 Coppers.
B buys and gains {second}.
B shuffles their deck.
B draws 5 cards.

Turn 3 - Anna
A plays 3 Coppers.
A buys and gains a Silver.
A draws 5 cards.

Turn 3 - Ben
{third_turn}B draws 5 cards.
"""


def _after_play(record: dict, card: str, count: int) -> list[dict]:
    played = record["log"].index({"by": "Ben", "move": "play", "card": card})
    return record["log"][played + 1: played + 1 + count]


def _legal(record: dict) -> None:
    report = replay(record)
    assert report.status == "legal", [problem.to_json() for problem in report.problems][:2]


def test_dominion_karte_graf_discards_unnamed_card_ln3846() -> None:
    """dominion.karte.graf (ln3846): which hand cards the Graf discards does not matter for legality, so Dominion
    Online's "discards a card and a Chapel." is answered with one unnamed card (as the Miliz's) instead of stopping
    the import (magicjj-dominion-analyzer/data-cyla.txt, line 74)."""
    text = HIDDEN_OPENING + """
Turn 1 - Anna
A plays 4 Coppers.
A buys and gains a Silver.
A draws 5 cards.

Turn 1 - Ben
B plays 5 Coppers.
B buys and gains a Count.
B draws 5 cards.

Turn 2 - Anna
A plays 3 Coppers.
A buys and gains a Silver.
A shuffles their deck.
A draws 5 cards.

Turn 2 - Ben
B plays 2 Coppers.
B buys and gains a Chapel.
B shuffles their deck.
B draws 5 cards.

Turn 3 - Anna
A plays 3 Coppers.
A buys and gains a Silver.
A draws 5 cards.

Turn 3 - Ben
B plays a Count.
B discards a card and a Chapel.
B plays 2 Coppers.
B buys and gains a Duchy.
B draws 5 cards.
"""
    record = import_log("dominion-online", text)
    assert not record["import"].get("stopped")
    graf = record["log"].index({"by": "Ben", "move": "play", "card": "Graf"})
    assert record["log"][graf + 1: graf + 4] == [
        {"by": "Ben", "move": "choose", "option": "ablegen"},
        {"by": "Ben", "move": "choose", "cards": ["Kapelle"], "unknown": 1},
        {"by": "Ben", "move": "choose", "option": "geld"}]
    _legal(record)


def test_dominion_karte_falschgeld_grouped_treasures_decline_ln3815() -> None:
    """dominion.karte.falschgeld (ln3815): the Falschgeld *may* play a treasure twice and then trashes it. The older
    Dominion Online client groups a turn's treasures in one line ("L plays a Counterfeit, 2 Coppers and a Silver."):
    without an "again" line or a trashing, none was played twice, so the choice is declined, not answered with the next
    Copper (magicjj-dominion-analyzer/data-4players.txt, entry 353)."""
    record = import_log("dominion-online", _ben_buys("a Counterfeit", "a Moat", """B plays a Counterfeit and 3 Coppers.
B buys and gains a Silver.
B buys and gains a Copper.
"""))
    assert _after_play(record, "Falschgeld", 2) == [{"by": "Ben", "move": "choose", "cards": []},
                                                    {"by": "Ben", "move": "play", "card": "Kupfer"}]
    _legal(record)


def test_dominion_karte_falschgeld_played_twice_and_trashed_ln3815() -> None:
    """dominion.karte.falschgeld (ln3815): a treasure the log plays "again" and trashes is the Falschgeld's choice."""
    record = import_log("dominion-online", _ben_buys("a Counterfeit", "a Moat", """B plays a Counterfeit.
B plays a Copper.
B plays a Copper again.
B trashes a Copper.
B plays 2 Coppers.
B buys and gains a Silver.
B buys and gains a Copper.
"""))
    assert _after_play(record, "Falschgeld", 1) == [{"by": "Ben", "move": "choose", "cards": ["Kupfer"]}]
    _legal(record)


def test_dominion_karte_zauber_grouped_line_silent_option_ln5677() -> None:
    """dominion.karte.zauber (ln5677): the older Dominion Online client prints a Zauber only in the grouped treasure
    line and neither option; the +1 Kauf and +2 are what its coins need ("m plays a Charm, a Copper and a Gold." then
    buys a Gold: magicjj-dominion-analyzer/data-4players.txt, entry 461), a gain after the buy shows the gain."""
    record = import_log("dominion-online", _ben_buys("a Charm", "a Moat", """B plays a Charm and 3 Coppers.
B buys and gains a Duchy.
"""))
    assert _after_play(record, "Zauber", 1) == [{"by": "Ben", "move": "choose", "option": "kauf"}]
    _legal(record)
    record = import_log("dominion-online", _ben_buys("a Charm", "a Moat", """B plays a Charm and 3 Coppers.
B buys and gains a Silver.
B gains a Village.
"""))
    assert _after_play(record, "Zauber", 1) == [{"by": "Ben", "move": "choose", "option": "nehmen"}]
    _legal(record)


def test_dominion_muenzen_unprinted_spent_at_first_buy_ln4967() -> None:
    """dominion.muenzen-einsetzen (Die Gilden ln4967): the older Dominion Online client prints no Münzen at all, neither
    the Platz's nor those spent ("m discards a Copper." after a Platz, then 3 Coppers buy a card costing 4:
    magicjj-dominion-analyzer/after-landmark-set-c.txt, entry 114). The record spends, before the turn's first buy,
    what its buys cost beyond the coins in play, as far as the player has Münzen."""
    record = import_log("dominion-online", _ben_buys("a Plaza", "a Moat", """B plays a Plaza.
B draws a Copper.
B discards a Copper.
B plays 3 Coppers.
B buys and gains a Plaza.
"""))
    assert {"by": "Ben", "move": "coffers", "count": 1} in record["log"]
    _legal(record)
    # a log that prints Münzen ("gets +1 Coffers.", "uses 1 Coffers.") gets none added
    printed = import_log("dominion-online", _ben_buys("a Plaza", "a Moat", """B plays a Plaza.
B draws a Copper.
B discards a Copper.
B gets +1 Coffers.
B plays 3 Coppers.
B buys and gains a Silver.
"""))
    assert not [entry for entry in printed["log"] if entry.get("move") == "coffers"]
    _legal(printed)


def test_dominion_karte_metzger_unprinted_coffers_ln4916() -> None:
    """dominion.karte.metzger (ln4916): where the log prints no Münzen ("L plays a Butcher. L trashes an Estate. L gains
    a Silver.": after-landmark-set-c.txt, entry 289), the Münzen spent are what the gained card costs beyond the
    trashed one."""
    record = import_log("dominion-online", _ben_buys("a Butcher", "a Moat", """B plays a Butcher.
B trashes an Estate.
B gains a Smithy.
B plays 2 Coppers.
B buys and gains a Moat.
"""))
    assert _after_play(record, "Metzger", 3) == [{"by": "Ben", "move": "choose", "cards": ["Anwesen"]},
                                                 {"by": "Ben", "move": "choose", "option": "2"},
                                                 {"by": "Ben", "move": "choose", "cards": ["Schmiede"]}]
    _legal(record)


def test_dominion_auslegung_reihenfolge_gleichzeitig_player_chooses_ln4975() -> None:
    """dominion.auslegung.reihenfolge-gleichzeitig (ln4975: "Wenn einem Spieler zwei Dinge gleichzeitig passieren,
    entscheidet er selbst, in welcher Reihenfolge sie eintreten"): Ben buys a card while Anna's Geisterwald and
    Sumpfhexe affect him; both happen to him, so he chooses which goes first (an option per card); one card asks
    nothing."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "dominion"))
    from dominion_helpers import RS, game, play, with_deck, with_hand

    kingdom = ["Geisterwald", "Sumpfhexe", "Dorf", "Markt", "Burggraben", "Werkstatt", "Schmiede", "Miliz", "Keller",
               "Kapelle"]
    start = with_deck(with_hand(game(kingdom=kingdom, editions=("basis-rgg-2017", "abenteuer-rgg-2015")), "Anna",
                                "Haunted Woods", "Swamp Hag", "Village"), "Anna", *["Copper"] * 20)
    start = with_hand(start, "Ben", "Copper", "Copper", "Copper", "Copper", "Estate")
    state = play(start, [{"by": "Anna", "move": "play", "card": "Dorf"},
                         {"by": "Anna", "move": "play", "card": "Geisterwald"},
                         {"by": "Anna", "move": "play", "card": "Sumpfhexe"},
                         {"by": "Anna", "move": "end-turn"}]
                 + [{"by": "Ben", "move": "play", "card": "Kupfer"}] * 4 + [{"by": "Ben", "move": "buy", "card": "Silber"}])
    task = RS.task(state)
    assert task.player == "Ben" and task.rule == "dominion.auslegung.reihenfolge-gleichzeitig"
    assert sorted(task.data["candidates"]) == ["Geisterwald", "Sumpfhexe"]
    state = play(state, [{"by": "Ben", "move": "choose", "option": "Sumpfhexe"}])
    assert state.cards["Ben"].discard["Curse"] == 1 and state.cards["Ben"].draw_pile.possible_next() == ["Estate"]
    # only the Geisterwald: nothing to order
    alone = with_hand(start, "Anna", "Haunted Woods")
    alone = play(alone, [{"by": "Anna", "move": "play", "card": "Geisterwald"}, {"by": "Anna", "move": "end-turn"}]
                 + [{"by": "Ben", "move": "play", "card": "Kupfer"}] * 4 + [{"by": "Ben", "move": "buy", "card": "Silber"}])
    assert alone.cards["Ben"].draw_pile.possible_next() == ["Estate"] and RS.task(alone).is_turn


def test_dominion_karte_fuellhorn_played_after_the_grouped_treasures_ln3069() -> None:
    """dominion.karte.fuellhorn (ln3069): the Füllhorn's gain comes after the whole grouped play line ("ma plays 2
    Coppers, a Horn of Plenty and a Gold." then "ma gains an Estate.": magicjj-dominion-analyzer/data6.txt, entry
    481), so the line's other treasures were in play before it: they count for its limit and are no play while its
    gain is open."""
    record = import_log("dominion-online", _ben_buys("a Horn of Plenty", "a Moat", """B plays a Horn of Plenty and 2 Coppers.
B gains a Moat.
B buys and gains a Moat.
"""))
    horn = record["log"].index({"by": "Ben", "move": "play", "card": "Füllhorn"})
    assert record["log"][horn - 2: horn + 2] == [{"by": "Ben", "move": "play", "card": "Kupfer"}] * 2 + [
        {"by": "Ben", "move": "play", "card": "Füllhorn"}, {"by": "Ben", "move": "choose", "cards": ["Burggraben"]}]
    _legal(record)


def test_dominion_karte_wahrsagerin_sorted_reveal_line_ln3010() -> None:
    """dominion.karte.wahrsagerin (ln3010): revealed one at a time until a Punkte- or Fluchkarte, which Dominion Online's
    line does not list last ("mc reveals 4 Coppers, 2 Silvers, a Militia, a Hovel, an Overgrown Estate and a
    Settlers.": magicjj-dominion-analyzer/data6.txt, entry 264): the record reveals the stopping card last."""
    text = """Game #1, unrated.
B starts with 7 Coppers and 3 Estates.
B shuffles their deck.
B draws 5 cards.
A starts with 7 Coppers and 3 Estates.
A shuffles their deck.
A draws 5 cards.

Turn 1 - Ben
B plays 3 Coppers.
B buys and gains a Fortune Teller.
B draws 5 cards.

Turn 1 - Anna
A plays 3 Coppers.
A buys and gains a Silver.
A draws 5 cards.

Turn 2 - Ben
B plays 4 Coppers.
B buys and gains a Silver.
B shuffles their deck.
B draws 5 cards.

Turn 2 - Anna
A plays 4 Coppers.
A buys and gains a Silver.
A shuffles their deck.
A draws 5 cards.

Turn 3 - Ben
B plays a Fortune Teller.
A reveals 2 Coppers, an Estate and a Silver.
A topdecks an Estate.
A discards 2 Coppers and a Silver.
B plays a Copper.
B buys and gains a Silver.
B draws 5 cards.
"""
    record = import_log("dominion-online", text)
    teller = record["log"].index({"by": "Ben", "move": "play", "card": "Wahrsagerin"})
    reveals = [entry["cards"][0] for entry in record["log"][teller + 1: teller + 5]]
    assert reveals[-1] == "Anwesen" and sorted(reveals) == ["Anwesen", "Kupfer", "Kupfer", "Silber"]
    _legal(record)


# Goko: Anna's Lebenskünstler (turn 3) and Ben's Ausguck (turn 3), printed as Goko prints them
GOKO_LOOKOUT_JACK = goko_setup(
    "Cellar, Chapel, Moat, Lookout, Jack of All Trades, Smithy, Village, Workshop, Market, Militia",
    "Copper, Copper, Copper, Copper, Estate",
    "Copper, Copper, Copper, Estate, Estate",
) + """\
---------- Anna: turn 1 ----------
Anna - plays 4 Copper
Anna - buys JackOfAllTrades
Anna - gains JackOfAllTrades
Anna - draws Copper, Copper, Copper, Estate, Estate

---------- Ben: turn 1 ----------
Ben - plays 3 Copper
Ben - buys Lookout
Ben - gains Lookout
Ben - draws Copper, Copper, Copper, Copper, Estate

---------- Anna: turn 2 ----------
Anna - plays 3 Copper
Anna - buys Lookout
Anna - gains Lookout
Anna - shuffles deck
Anna - draws JackOfAllTrades, Copper, Copper, Estate, Copper

---------- Ben: turn 2 ----------
Ben - plays 4 Copper
Ben - buys Silver
Ben - gains Silver
Ben - shuffles deck
Ben - draws Lookout, Copper, Copper, Estate, Copper

---------- Anna: turn 3 ----------
Anna - plays JackOfAllTrades
Anna - gains Silver
Anna - discards Copper
Anna - trashes Estate
Anna - plays 3 Copper
Anna - buys Silver
Anna - gains Silver
Anna - draws Copper, Copper, Copper, Estate, Lookout

---------- Ben: turn 3 ----------
Ben - plays Lookout
Ben - trashes Estate
Ben - discards Copper
Ben - places Copper on top of deck
Ben - plays 3 Copper
Ben - buys Silver
Ben - gains Silver
Ben - draws Copper, Copper, Copper, Estate, Silver
"""


def test_dominion_karte_lebenskuenstler_goko_unprinted_draw_ln3520() -> None:
    """dominion.karte.lebenskuenstler (ln3520-3525): Goko never prints the Lebenskünstler's draw up to 5 cards ("plays
    JackOfAllTrades", "gains Silver", "discards Copper", "trashes Estate", "plays 4 Copper":
    rthorst-dominionstats/log.50ff462be4b02b7235c36c70.1364860449322.txt, entry 84): the record draws unseen (a count)
    before the trashing the next line answers."""
    record = import_log("goko", GOKO_LOOKOUT_JACK)
    jack = record["log"].index({"by": "Anna", "move": "play", "card": "Lebenskünstler"})
    assert record["log"][jack + 3: jack + 5] == [{"by": "Anna", "event": "draw", "count": 1},
                                                 {"by": "Anna", "move": "choose", "cards": ["Anwesen"]}]
    _legal(record)


def test_dominion_karte_ausguck_goko_look_named_by_its_outcomes_ln1748() -> None:
    """dominion.karte.ausguck (ln1748): Goko prints the Ausguck's look at the top 3 cards only by what became of each
    ("trashes Estate", "discards Copper", "places Copper on top of deck":
    sarink-custom-dominion-stats/log.0.1473822705246.txt, entry 103): the three lines name the cards looked at,
    together, before the first choice."""
    record = import_log("goko", GOKO_LOOKOUT_JACK)
    lookout = record["log"].index({"by": "Ben", "move": "play", "card": "Ausguck"})
    assert record["log"][lookout + 1] == {"by": "Ben", "event": "reveal", "cards": ["Anwesen", "Kupfer", "Kupfer"]}
    assert record["log"][lookout + 2: lookout + 4] == [{"by": "Ben", "move": "choose", "cards": ["Anwesen"]},
                                                       {"by": "Ben", "move": "choose", "cards": ["Kupfer"]}]
    _legal(record)


def test_dominion_karte_orakel_goko_put_back_or_discard_ln3481() -> None:
    """dominion.karte.orakel (ln3481): the Orakel's player decides for each revealing player whether the cards are
    discarded or put back; Goko shows it by the lines that follow the reveal ("places Horse Traders on top of deck" /
    "discards: Copper, Copper": sarink-custom-dominion-stats/log.0.1473822705246.txt, entry 462)."""
    text = GOKO_LOOKOUT_JACK.replace("Lookout, Jack", "Oracle, Jack").replace(
        "Ben - buys Lookout\nBen - gains Lookout", "Ben - buys Oracle\nBen - gains Oracle").replace(
        "Anna - buys Lookout\nAnna - gains Lookout", "Anna - buys Silver\nAnna - gains Silver").replace(
        "Anna - draws Copper, Copper, Copper, Estate, Lookout", "Anna - draws Copper, Copper, Copper, Estate, Silver").replace(
        "Ben - draws Lookout, Copper", "Ben - draws Oracle, Copper")
    text = text[:text.index("Ben - plays Lookout")] + """Ben - plays Oracle
Ben - reveals: Copper, Estate
Ben - places Estate on top of deck
Ben - places Copper on top of deck
Anna - shuffles deck
Anna - reveals: Copper, Copper
Anna - discards: Copper, Copper
Ben - draws Copper, Estate
Ben - plays 4 Copper
Ben - buys Smithy
Ben - gains Smithy
Ben - draws Copper, Copper, Copper, Estate, Silver
"""
    record = import_log("goko", text)
    options = [entry["option"] for entry in record["log"] if entry.get("by") == "Ben" and "option" in entry]
    assert options == ["zurueck", "ablegen"]
    _legal(record)


def test_dominion_karte_raubzug_goko_victim_discards_revealed_hand_ln3999() -> None:
    """dominion.karte.raubzug (ln3999): the Raubzug's player chooses the card each other player discards from the
    revealed hand; Goko prints the victim's reveal and discard ("nisse038 - reveals Embargo, Copper, ...", "nisse038 -
    discards Embargo": sarink-custom-dominion-stats/log.0.1473999240344.txt, entry 130): the discard line answers the
    attacker's choice over the hand revealed just before."""
    text = GOKO_LOOKOUT_JACK.replace("Market, Militia", "Pillage, Militia").replace(
        "Ben - draws Copper, Copper, Copper, Estate, Estate\n", "Ben - draws Copper, Copper, Copper, Copper, Copper\n")
    text = text[:text.index("---------- Ben: turn 1")] + """---------- Ben: turn 1 ----------
Ben - plays 5 Copper
Ben - buys Pillage
Ben - gains Pillage
Ben - draws Copper, Copper, Estate, Estate, Estate

""" + text[text.index("---------- Anna: turn 2"):text.index("---------- Ben: turn 2")] + """---------- Ben: turn 2 ----------
Ben - plays 2 Copper
Ben - buys Moat
Ben - gains Moat
Ben - shuffles deck
Ben - draws Pillage, Copper, Copper, Estate, Copper
""" + text[text.index("---------- Anna: turn 3"):text.index("Ben - plays Lookout")] + """Ben - plays Pillage
Ben - trashes Pillage
Anna - reveals Copper, Copper, Copper, Estate, Lookout
Anna - discards Lookout
Ben - gains Spoils
Ben - gains Spoils
Ben - plays 3 Copper
Ben - buys Silver
Ben - gains Silver
Ben - draws Copper, Copper, Copper, Estate, Moat
"""
    record = import_log("goko", text)
    pillage = record["log"].index({"by": "Ben", "move": "play", "card": "Raubzug"})
    assert record["log"][pillage + 1] == {"by": "Ben", "move": "choose", "cards": ["Ausguck"]}
    _legal(record)


def test_dominion_auslegung_reihenfolge_gleichzeitig_answered_from_line_order_ln4975() -> None:
    """dominion.auslegung.reihenfolge-gleichzeitig (ln4975): cherrypeel buys an Oasis from the pile with the
    Entsorgungsmarker while nisse038's Geisterwald affects him; Goko prints "cherrypeel - trashes Curse" right after
    the buy, so he let the Planung go first (sarink-custom-dominion-stats/log.0.1473483566774.txt, entry 204, which
    the engine's former fixed order, Geisterwald first, made illegal). The importer answers the order choice with
    the effect whose decision the next line answers."""
    from importer_reference import require_reference_logs

    folder = require_reference_logs()
    record = import_log("goko", (folder / "goko/sarink-custom-dominion-stats/log.0.1473483566774.txt").read_text(
        encoding="utf-8"))
    chosen = record["log"].index({"by": "cherrypeel", "move": "choose", "option": "Planung"})
    assert record["log"][chosen - 1] == {"by": "cherrypeel", "move": "buy", "card": "Oase"}
    assert record["log"][chosen + 1] == {"by": "cherrypeel", "move": "choose", "cards": ["Fluch"]}
    _legal(record)


def test_dominion_setup_lower_half_of_unknown_split_pile_is_no_kingdom_pile() -> None:
    """dominion.auslegung.stapel-name: the kingdom names a pile of several card names by its top card; a lower half
    whose pile the engine lacks (Eisloch under Sauna, a promo) is no kingdom pile of its own, so the record stays
    valid and `unsupported` names it (ryanodd-dominion-log-analyzer/logs/82553371.txt was `invalid`: "Eisloch is no
    kingdom card")."""
    from engine.core import validate_record as schema_errors

    record = import_log("dominion-online", HIDDEN_OPENING + """
Turn 1 - Anna
A plays 4 Coppers.
A buys and gains a Sauna.
A draws 5 cards.

Turn 1 - Ben
B plays 5 Coppers.
B buys and gains an Avanto.
B draws 5 cards.
""")
    assert schema_errors(record) == []
    assert "Eisloch" not in record["setup"]["kingdom"]
    report = replay(record)
    assert report.status == "unsupported" and "Eisloch" in report.unsupported
