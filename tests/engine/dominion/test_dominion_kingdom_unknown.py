"""Unknown kingdom slots (`setup.kingdom_unknown`, docs/records/importers.md item 1): a record names the kingdom
cards its log shows and counts the others; the engine sets up, judges buys and ends the game with them."""

from dominion_helpers import RS, with_hand

from engine.core import validate_record
from engine.games.dominion.picture import picture

SEEN = ["Schmiede", "Kapelle"]


def _record(setup: dict) -> dict:
    return {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
            "setup": {"editions": ["basis-rgg-2017"], **setup}, "log": []}


def _game(seed=1):
    return RS.setup(["Anna", "Ben"], {"editions": ["basis-rgg-2017"], "kingdom": SEEN, "kingdom_unknown": 8,
                                      "seed": seed})


def test_named_and_unknown_kingdom_piles_make_ten_and_without_unknown_the_kingdom_names_ten():
    assert validate_record(_record({"kingdom": SEEN, "kingdom_unknown": 8})) == []
    assert validate_record(_record({"kingdom": [], "kingdom_unknown": 10})) == []
    wrong_total = validate_record(_record({"kingdom": SEEN, "kingdom_unknown": 7}))
    assert [error.pointer for error in wrong_total] == ["/setup/kingdom_unknown"]
    assert validate_record(_record({"kingdom": SEEN}))  # 2 cards and no unknown slots: not a kingdom
    assert validate_record(_record({"kingdom": SEEN, "kingdom_unknown": 0}))  # a count from 1


def test_unknown_piles_are_not_in_the_supply_so_buying_an_unnamed_card_stays_illegal_ln155():
    # rule dominion.karte-nicht-im-vorrat (ln155): cards are bought only from the supply; an unknown slot has
    # no name, so a card the record does not name is no supply pile
    state = _game()
    assert state.kingdom_unknown == 8
    assert set(state.supply) == {"Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse", "Smithy",
                                 "Chapel"}
    state = with_hand(state, "Anna", "Gold", "Gold")
    for entry in ({"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Gold"}):
        state = RS.apply(state, entry)
    verdict = RS.check(state, {"by": "Anna", "move": "buy", "card": "Markt"})
    assert not verdict.is_legal and verdict.rule == "dominion.karte-nicht-im-vorrat"
    assert RS.check(state, {"by": "Anna", "move": "buy", "card": "Schmiede"}).is_legal


def test_unknown_piles_count_as_supply_piles_that_are_not_empty_ln580():
    # rule dominion.spielende-bedingung (ln580): 3 empty supply piles end a 2-player game; the unknown piles are
    # never emptied (nobody in the record buys or gains them), so two empty named piles do not end it
    from engine.games.dominion.scoring import game_over

    state = _game()
    state.supply["Smithy"] = state.supply["Chapel"] = 0
    assert not game_over(state)
    state.supply["Curse"] = 0
    assert game_over(state)


def test_unsupported_ignores_unknown_slots_and_the_state_json_keeps_them():
    assert RS.unsupported(["Anna", "Ben"], {"editions": ["basis-rgg-2017"], "kingdom": SEEN, "kingdom_unknown": 8}) == []
    state = _game(seed=None)
    data = RS.state_to_json(state)
    assert data["kingdom_unknown"] == 8
    assert RS.state_from_json(data).kingdom_unknown == 8
    assert "kingdom_unknown" not in RS.state_to_json(RS.setup(["Anna", "Ben"], {
        "editions": ["basis-rgg-2017"], "kingdom": SEEN + ["Dorf", "Markt", "Hexe", "Miliz", "Thronsaal", "Burggraben",
                                                            "Keller", "Werkstatt"], "seed": None}))


def test_the_position_picture_says_which_kingdom_cards_were_seen_and_how_many_slots_are_unknown():
    state = with_hand(_game(), "Anna", "Smithy", "Copper")
    html = picture(RS.state_to_json(state), {})
    assert "Königreich: 1 von 2 genannten Karten gesehen, 8 Stapel unbekannt" in html
    assert "8 unbekannt" in html
