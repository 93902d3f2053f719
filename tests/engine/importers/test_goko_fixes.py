"""Fixes of the Goko importer found by replaying Goko reference logs (../shared/reference-logs/goko/rthorst-
dominionstats/): each test is a small excerpt of the kind of log line that stopped an import or made a real game
`illegal`, with the rule (id and seed lines) it is about and the reference log it came from. Also the record field
`setup.start_decks` the first of them needed (format.md; reading dominion.auslegung.startdecks)."""

from __future__ import annotations

from collections import Counter

from log_snippets import goko_setup

from engine.core import replay
from engine.core.registry import get_ruleset
from engine.games.dominion.zones import owned_cards
from engine.importers import import_log


def _legal(record: dict) -> None:
    report = replay(record)
    assert report.status == "legal", [problem.to_json() for problem in report.problems][:2]


def _owned(record: dict, player: str) -> dict[str, int]:
    return dict(+Counter(owned_cards(replay(record).final_state, player).exact() or {}))


# -- setup.start_decks ------------------------------------------------------------------------------------------

# Goko dealt other start decks in some games (log.50f5dcbde4b03946044c889a.1364837024406.txt, lines 3–5: "6 Copper,
# Silver, Hovel, Overgrown Estate, Necropolis", "7 Copper, 2 Duchy, Overgrown Estate", "7 Copper, 3 Estate")
GOKO_START_DECKS = goko_setup(
    "Cellar, Chapel, Moat, Village, Workshop, Smithy, Market, Militia, Mine, Festival",
    "Silver, Hovel, Copper, Copper, Copper",
    "Copper, Copper, Copper, Copper, Copper",
    anna_start="Copper, Copper, Copper, Copper, Copper, Copper, Silver, Hovel, Overgrown Estate, Necropolis",
    ben_start="Copper, Copper, Copper, Copper, Copper, Copper, Copper, Duchy, Duchy, Overgrown Estate",
) + """\
---------- Anna: turn 1 ----------
Anna - plays 1 Silver, 3 Copper
Anna - buys Market
Anna - gains Market
Anna - draws Copper, Copper, Copper, Overgrown Estate, Necropolis

---------- Ben: turn 1 ----------
Ben - plays 5 Copper
Ben - buys Festival
Ben - gains Festival
Ben - draws Copper, Copper, Duchy, Duchy, Overgrown Estate
"""


def test_dominion_auslegung_startdecks_goko_states_each_start_deck_ln586() -> None:
    """dominion.auslegung.startdecks (ln575–586): Goko's start decks other than ln586's are the record's
    `setup.start_decks` (each player's cards, German names), no longer a stopped import; the replay deals them."""
    record = import_log("goko", GOKO_START_DECKS)
    assert "stopped" not in record["import"]
    assert record["setup"]["start_decks"] == {
        "Anna": ["Kupfer"] * 6 + ["Silber", "Hütte", "Verfallenes Anwesen", "Totenstadt"],
        "Ben": ["Kupfer"] * 7 + ["Herzogtum", "Herzogtum", "Verfallenes Anwesen"],
    }
    assert "shelters" not in record["setup"] and not record["setup"].get("extras")
    _legal(record)
    assert _owned(record, "Ben") == {"Copper": 7, "Duchy": 2, "Overgrown Estate": 1, "Festival": 1}


def test_dominion_auslegung_startdecks_goko_standard_decks_state_nothing_ln586() -> None:
    """dominion.auslegung.startdecks (ln586): with ln586's start decks (7 Kupfer, 3 Anwesen) the record names none."""
    text = GOKO_START_DECKS.replace("Copper, Copper, Copper, Copper, Copper, Copper, Silver, Hovel, Overgrown Estate, "
                                    "Necropolis", "Copper, Copper, Copper, Copper, Copper, Copper, Copper, Estate, "
                                    "Estate, Estate").replace("Duchy, Duchy, Overgrown Estate", "Estate, Estate, Estate")
    assert "start_decks" not in import_log("goko", text)["setup"]


def test_dominion_auslegung_startdecks_illegal_draw_of_a_card_not_dealt_ln586() -> None:
    """dominion.auslegung.startdecks (ln586): the engine deals the named deck, so a draw of a card outside it (an
    Anwesen in Anna's) is caught."""
    record = import_log("goko", GOKO_START_DECKS.replace(
        "Anna - draws Copper, Copper, Copper, Overgrown Estate, Necropolis",
        "Anna - draws Copper, Copper, Copper, Estate, Necropolis"))
    assert replay(record).status != "legal"


_KINGDOM = ["Burggraben", "Kapelle", "Keller", "Dorf", "Werkstatt", "Holzfäller", "Schmiede", "Markt", "Mine", "Miliz"]
_DECKS = {"Anna": ["Kupfer"] * 6 + ["Silber", "Hütte", "Verfallenes Anwesen", "Totenstadt"],
          "Ben": ["Kupfer"] * 7 + ["Herzogtum", "Herzogtum", "Verfallenes Anwesen"]}


def test_dominion_auslegung_startdecks_engine_deals_them_supply_unchanged_ln575_586() -> None:
    """dominion.auslegung.startdecks (ln575–586): seeded or not, each player gets the named start deck; the supply
    stays as the table ln575 lays it out for 2 players (40 Silber, 8 Herzogtümer): no start card comes from it."""
    ruleset = get_ruleset("dominion")
    for seed in (None, 7):
        setup = {"editions": ["basis-rgg-2013", "dark-ages-rgg-2019"], "kingdom": _KINGDOM, "start_decks": _DECKS}
        if seed is not None:
            setup["seed"] = seed
        assert ruleset.validate_setup(["Anna", "Ben"], setup) == []
        assert ruleset.unsupported(["Anna", "Ben"], setup) == []
        state = ruleset.setup(["Anna", "Ben"], setup)
        assert dict(+Counter(owned_cards(state, "Anna").exact())) == {
            "Copper": 6, "Silver": 1, "Hovel": 1, "Overgrown Estate": 1, "Necropolis": 1}
        assert dict(+Counter(owned_cards(state, "Ben").exact())) == {"Copper": 7, "Duchy": 2, "Overgrown Estate": 1}
        assert (state.supply["Silver"], state.supply["Duchy"], state.supply["Copper"]) == (40, 8, 46)


def test_dominion_auslegung_startdecks_seeded_game_replays_ln586() -> None:
    """dominion.auslegung.startdecks (ln586): a seeded record with start decks replays legal (the engine deals and
    draws them itself); the fast seeded deal and the engine's own agree (the state JSON of both)."""
    ruleset = get_ruleset("dominion")
    setup = {"editions": ["basis-rgg-2013", "dark-ages-rgg-2019"], "kingdom": _KINGDOM, "start_decks": _DECKS,
             "seed": 11}
    record = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": setup, "log": []}
    assert replay(record).status == "legal"
    hand = ruleset.state_to_json(ruleset.setup(["Anna", "Ben"], setup))["cards"]["Anna"]["hand"]
    assert sum(hand.values()) == 5 and set(hand) <= {"Copper", "Silver", "Hovel", "Overgrown Estate", "Necropolis"}


def test_dominion_auslegung_startdecks_validation_ln586() -> None:
    """dominion.auslegung.startdecks (ln586): every player's deck once, known cards, no Ereignis, not with
    `setup.shelters`; a card of a box the engine lacks makes the record unsupported, naming it."""
    ruleset = get_ruleset("dominion")
    base = {"editions": ["basis-rgg-2013"], "kingdom": _KINGDOM}

    def errors(decks: dict, **more: object) -> list[str]:
        return [error.pointer for error in ruleset.validate_setup(["Anna", "Ben"], {**base, "start_decks": decks,
                                                                                    **more})]

    assert errors({"Anna": ["Kupfer"]}) == ["/setup/start_decks"]  # Ben's is missing
    assert errors({**_DECKS, "Cleo": ["Kupfer"]}) == ["/setup/start_decks/Cleo"]
    assert errors({**_DECKS, "Anna": ["Kupfer", "Gibtsnicht"]}) == ["/setup/start_decks/Anna/1"]
    assert errors({**_DECKS, "Anna": ["Kupfer", "Almosen"]}) == ["/setup/start_decks/Anna/1"]  # an Ereignis
    assert errors(_DECKS, shelters=True) == ["/setup/start_decks"]
    assert errors(_DECKS) == []
    # Nocturne's Fee (Pixie): known to the card data, lacking in the engine
    assert ruleset.unsupported(["Anna", "Ben"], {**base, "start_decks": {**_DECKS, "Anna": ["Kupfer", "Pixie"]}}) == [
        "Fee"]
    schema_bad = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
                  "setup": {**base, "start_decks": {"Anna": []}}, "log": []}
    assert replay(schema_bad).status != "legal"  # a start deck has at least one card (schema)


# -- Gasthaus: "places … on top of deck" --------------------------------------------------------------------------

# log.50612a9b51c36e573294bfd0.1369385726617.txt, line 694 (entry 540): "Serf Bot - places Ruined Market, Noble
# Brigand, …, Inn on top of deck", then "shuffles deck"
GOKO_INN = goko_setup(
    "Cellar, Chapel, Moat, Village, Workshop, Smithy, Market, Militia, Mine, Inn",
    "Copper, Copper, Estate, Estate, Estate",
    "Copper, Copper, Copper, Copper, Estate",
) + """\
---------- Anna: turn 1 ----------
Anna - plays 2 Copper
Anna - buys Cellar
Anna - gains Cellar
Anna - draws Copper, Copper, Copper, Copper, Copper

---------- Ben: turn 1 ----------
Ben - plays 4 Copper
Ben - buys Silver
Ben - gains Silver
Ben - draws Copper, Copper, Copper, Estate, Estate

---------- Anna: turn 2 ----------
Anna - plays 5 Copper
Anna - buys Inn
Anna - gains Inn
Anna - places Cellar, Inn on top of deck
Anna - shuffles deck
Anna - draws Inn, Cellar
Anna - shuffles deck
Anna - draws Copper, Estate, Copper
"""


def test_dominion_karte_gasthaus_goko_places_on_top_of_deck_ln3576() -> None:
    """dominion.karte.gasthaus (ln3576: "Decke dann beliebig viele Aktionskarten aus deinem Ablagestapel auf (auch
    diese) und mische alle …"): Goko prints the revealed action cards as "places Cellar, Inn on top of deck" (then
    "shuffles deck"): the line answers the Gasthaus' decision, so the two are drawn at the clean-up."""
    record = import_log("goko", GOKO_INN)
    inn = record["log"].index({"by": "Anna", "move": "buy", "card": "Gasthaus"})
    assert record["log"][inn + 1] == {"by": "Anna", "move": "choose", "cards": ["Keller", "Gasthaus"]}
    assert record["import"]["skipped"] == []
    _legal(record)


def test_dominion_karte_gasthaus_goko_line_is_judged_ln3576() -> None:
    """dominion.karte.gasthaus (ln3576: "beliebig viele Aktionskarten"): the line's cards are the answer the engine
    judges: a Kupfer among them is no action card."""
    record = import_log("goko", GOKO_INN.replace("places Cellar, Inn on top", "places Copper, Inn on top"))
    inn = record["log"].index({"by": "Anna", "move": "buy", "card": "Gasthaus"})
    assert record["log"][inn + 1] == {"by": "Anna", "move": "choose", "cards": ["Kupfer", "Gasthaus"]}
    assert replay(record).status != "legal"


# -- Bettler and Falschgeld as Goko prints them ---------------------------------------------------------------------

# log.50f5dcbde4b03946044c889a.1364837024406.txt, lines 55–57 ("reveals reaction Beggar", "discards Beggar", "gains
# Silver" ×2), 73–77 ("plays Counterfeit", "plays Copper" ×2, "trashes Copper", "plays 1 Copper") and 593–596 ("plays
# Counterfeit", "plays Spoils" ×2); the start decks (setup.start_decks) put the cards in the opening hands
GOKO_BEGGAR_COUNTERFEIT = goko_setup(
    "Cellar, Chapel, Moat, Village, Militia, Beggar, Counterfeit, Bandit Camp, Market, Mine",
    "Militia, Counterfeit, Spoils, Copper, Copper",
    "Beggar, Copper, Copper, Copper, Estate",
    anna_start="Militia, Counterfeit, Spoils, Copper, Copper, Copper, Copper, Copper, Estate, Estate",
    ben_start="Beggar, Copper, Copper, Copper, Copper, Copper, Copper, Copper, Estate, Estate",
) + """\
---------- Anna: turn 1 ----------
Anna - plays Militia
Ben - reveals reaction Beggar
Ben - discards Beggar
Ben - gains Silver
Ben - gains Silver
Ben - discards Estate
Anna - plays Counterfeit
Anna - plays Spoils
Anna - plays Spoils
Anna - plays 2 Copper
Anna - buys Province
Anna - gains Province
Anna - buys Silver
Anna - gains Silver
Anna - draws Copper, Copper, Copper, Estate, Estate

---------- Ben: turn 1 ----------
Ben - plays 3 Copper
Ben - buys Silver
Ben - gains Silver
Ben - draws Silver, Copper, Copper, Copper, Copper
"""


def test_dominion_karte_bettler_goko_discard_after_reaction_ln3780() -> None:
    """dominion.karte.bettler (ln3780: "darfst du den Bettler aus deiner Hand ablegen … nimmst du dir 2 Silber …
    Eines davon legst du auf deinen Nachziehstapel"): Goko's "discards Beggar" after "reveals reaction Beggar" is the
    reaction's own discard, not a card revealed from the deck; the Silber on the deck is Ben's next draw."""
    record = import_log("goko", GOKO_BEGGAR_COUNTERFEIT)
    militia = record["log"].index({"by": "Anna", "move": "play", "card": "Miliz"})
    assert record["log"][militia + 1: militia + 3] == [{"by": "Ben", "move": "choose", "cards": ["Bettler"]},
                                                       {"by": "Ben", "move": "choose", "cards": ["Anwesen"]}]
    _legal(record)


def test_dominion_karte_falschgeld_goko_spoils_played_twice_ln3815() -> None:
    """dominion.karte.falschgeld (ln3815: "eine Geldkarte aus deiner Hand wählen und diese zweimal ausspielen"): Goko
    prints the twice-played Beute as two "plays Spoils" lines and no trashing (it goes back to its pile): the first
    answers the Falschgeld, the second is its second play (6 + 1 + 2 + 2 Geld: Provinz and Silber)."""
    record = import_log("goko", GOKO_BEGGAR_COUNTERFEIT)
    counterfeit = record["log"].index({"by": "Anna", "move": "play", "card": "Falschgeld"})
    assert record["log"][counterfeit + 1: counterfeit + 3] == [{"by": "Anna", "move": "choose", "cards": ["Beute"]},
                                                               {"by": "Anna", "move": "play", "card": "Kupfer"}]
    _legal(record)


def test_dominion_karte_falschgeld_goko_copper_played_twice_and_trashed_ln3815() -> None:
    """dominion.karte.falschgeld (ln3815): "plays Copper", "plays Copper", "trashes Copper", "plays 1 Copper": the
    second line is the Falschgeld's second play of the first Kupfer (then trashed), the last one the other Kupfer."""
    text = GOKO_BEGGAR_COUNTERFEIT.replace(
        "Anna - plays Spoils\nAnna - plays Spoils\nAnna - plays 2 Copper\nAnna - buys Province\nAnna - gains Province\n",
        "Anna - plays Copper\nAnna - plays Copper\nAnna - trashes Copper\nAnna - plays 1 Copper\n")
    # without the Beute: 2 (Miliz) + 1 (Falschgeld) + 2 + 1 Geld = 6, one Silber bought
    record = import_log("goko", text)
    counterfeit = record["log"].index({"by": "Anna", "move": "play", "card": "Falschgeld"})
    assert record["log"][counterfeit + 1: counterfeit + 3] == [{"by": "Anna", "move": "choose", "cards": ["Kupfer"]},
                                                               {"by": "Anna", "move": "play", "card": "Kupfer"}]
    _legal(record)
    assert _owned(record, "Anna")["Copper"] == 4  # one of the five trashed
