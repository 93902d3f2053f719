"""Piles of more than one card name (engine/games/dominion/piles.py): Empires' split piles and Schlösser, Dark Ages'
mixed piles Ruinen and Ritter. Each test names the rule id and the divider line (rulebook 003_a71f...) it checks."""

from collections import Counter

from dominion_helpers import RS, game, play, rule_of, with_hand

from engine.games.dominion import piles
from engine.games.dominion.scoring import empty_piles, game_over
from engine.games.dominion.zones import gain, zone_put

ED = ("basis-rgg-2017", "empires-rgg-2016")
DA = ("basis-rgg-2017", "dark-ages-rgg-2019")
K = ["Siedler", "Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller"]


def g(players=("Anna", "Ben"), seed=1, kingdom=K, editions=ED):
    return game(players=players, kingdom=kingdom, editions=editions, seed=seed)


def laid_out(tag, players=("Anna", "Ben"), seed=1, editions=DA):
    """A fresh game with the pile `tag` laid out as its bringing card's set-up does (`piles.lay_out`)."""
    state = game(players=players, kingdom=K[1:] + ["Werkstatt"], editions=editions, seed=seed).copy()
    piles.lay_out(state, tag)
    return state


def take(state, card, times=1, player="Anna"):
    state = state.copy()
    for _ in range(times):
        assert gain(state, player, card, "discard")
    return state


def buying(state, coins=6):
    state = with_hand(state, "Anna", *["Gold"] * (coins // 3))
    return play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * (coins // 3))


def test_dominion_geteilter_stapel_laid_out_five_on_five_ln5773():
    """dominion.geteilter-stapel (ln5773): 5 Emsige Dörfer, on them 5 Siedler; only the Siedler can be taken."""
    state = g()
    assert state.supply["Settlers"] == 5 and state.supply["Bustling Village"] == 0
    assert state.decks["pile:Settlers"] == ["Bustling Village"] * 5 and piles.size(state, "Settlers") == 10
    assert piles.top(state, "Settlers") == "Settlers" and state.kingdom[0] == "Settlers"


def test_dominion_geteilter_stapel_card_under_the_top_cannot_be_bought_ln5774():
    """dominion.geteilter-stapel (ln5774): "Es darf immer nur die oberste Karte des Stapels genommen oder gekauft
    werden": Emsiges Dorf under the Siedler is refused with that rule, not as an empty pile."""
    state = buying(g())
    assert rule_of(state, {"by": "Anna", "move": "buy", "card": "Emsiges Dorf"}) == "dominion.geteilter-stapel"
    assert rule_of(state, {"by": "Anna", "move": "buy", "card": "Siedler"}) is None
    assert not gain(state.copy(), "Anna", "Bustling Village", "discard")


def test_dominion_geteilter_stapel_next_card_comes_up_when_the_top_is_gone_ln5774():
    """dominion.geteilter-stapel: once the 5 Siedler are gone, the Emsigen Dörfer lie on top and can be bought."""
    state = take(g(), "Settlers", 5)
    assert state.supply["Settlers"] == 0 and state.supply["Bustling Village"] == 5
    assert state.decks["pile:Settlers"] == [] and piles.top(state, "Settlers") == "Bustling Village"
    assert rule_of(buying(state), {"by": "Anna", "move": "buy", "card": "Emsiges Dorf"}) is None
    # no Siedler is left, but the pile is not empty: the card on top is another one
    assert rule_of(buying(state), {"by": "Anna", "move": "buy", "card": "Siedler"}) == "dominion.geteilter-stapel"


def test_dominion_gemischter_stapel_leer_only_when_all_cards_are_gone_ln4706():
    """dominion.gemischter-stapel-leer (ln4706): the pile is empty for the game end only when all its cards are gone,
    and then it counts once."""
    state = take(g(), "Settlers", 5)
    assert empty_piles(state) == 0
    state = take(state, "Bustling Village", 5)
    assert piles.size(state, "Settlers") == 0 and empty_piles(state) == 1
    state = state.copy()
    state.supply["Village"] = state.supply["Smithy"] = 0
    assert empty_piles(state) == 3 and game_over(state)


def test_dominion_gemischter_stapel_zuruecklegen_returned_card_lies_on_top_ln4730():
    """dominion.gemischter-stapel-zuruecklegen (ln4730): a card put back onto the pile lies on top; the card that
    lay open goes under it."""
    state = take(g(), "Settlers", 5).copy()
    zone_put(state, "Anna", "Settlers", "supply")
    assert state.supply["Settlers"] == 1 and state.supply["Bustling Village"] == 0
    assert state.decks["pile:Settlers"] == ["Bustling Village"] * 5 and piles.size(state, "Settlers") == 6
    state = take(state, "Settlers")
    assert state.supply["Bustling Village"] == 5


def test_dominion_auslegung_schloesser_stapel_sorted_by_cost_one_each_with_two_players_ln5967():
    """dominion.auslegung.schloesser-stapel (ln5724, ln5967): 8 Schlösser with 2 players, the cheapest on top."""
    state = laid_out("Castles", editions=ED)
    order = [piles.top(state, "Castles")] + state.decks["pile:Castles"]
    assert order == list(piles.CASTLES) and piles.size(state, "Castles") == 8 and "Castles" not in state.supply
    assert state.supply["Humble Castle"] == 1 and state.supply["King's Castle"] == 0


def test_dominion_auslegung_schloesser_stapel_twelve_with_more_players_ln5967():
    """dominion.auslegung.schloesser-stapel (ln5967: "alle 8 bzw. 12 Schlosskarten"): 12 with 3 players, two each of
    Bescheidenes, Kleines, Reiches and Königsschloss, still sorted by cost."""
    state = laid_out("Castles", players=("Anna", "Ben", "Cem"), editions=ED)
    assert piles.size(state, "Castles") == 12 and state.supply["Humble Castle"] == 2
    assert Counter(state.decks["pile:Castles"]) == Counter({"Crumbling Castle": 1, "Small Castle": 2,
                                                            "Haunted Castle": 1, "Opulent Castle": 2,
                                                            "Sprawling Castle": 1, "Grand Castle": 1,
                                                            "King's Castle": 2})
    state = take(state, "Humble Castle", 2)
    assert piles.top(state, "Castles") == "Crumbling Castle"


def test_dominion_gemischter_stapel_ruinen_seeded_ten_per_player_after_the_first_ln4700():
    """dominion.gemischter-stapel (ln4696–4704, ln4728): a seeded game shuffles the 50 Ruinen and lays out 10 per
    player after the first; only the top card (its run of equal cards) can be taken."""
    for players, size in ((("Anna", "Ben"), 10), (("Anna", "Ben", "Cem", "Dora"), 30)):
        state = laid_out("Ruins", players=players)
        assert piles.size(state, "Ruins") == size
        top = piles.top(state, "Ruins")
        assert top in piles.RUINS and sum(state.supply[name] for name in piles.RUINS) == state.supply[top]
        assert state.supply[top] + len(state.decks["pile:Ruins"]) == size
        others = [name for name in piles.RUINS if name != top]
        assert not gain(state.copy(), "Anna", others[0], "discard")


def test_dominion_auslegung_gemischter_stapel_ohne_reihenfolge_ruinen_ln4728():
    """dominion.auslegung.gemischter-stapel-ohne-reihenfolge (ln4728): without a seed any Ruine may lie on top; the
    pile counts the cards taken and no name counts more copies than the pile holds."""
    state = laid_out("Ruins", seed=None)
    assert "pile:Ruins" not in state.decks and piles.size(state, "Ruins") == 10
    assert all(state.supply[name] == 10 for name in piles.RUINS)
    state = take(state, "Survivors", 3)
    assert piles.size(state, "Ruins") == 7 and state.supply["Survivors"] == 7 and state.supply["Ruined Market"] == 7
    state = take(state, "Ruined Market", 7)
    assert piles.size(state, "Ruins") == 0 and not any(state.supply[name] for name in piles.RUINS)
    assert empty_piles(state) == 1


def test_dominion_auslegung_gemischter_stapel_ohne_reihenfolge_ritter_each_once_ln4513():
    """dominion.auslegung.gemischter-stapel-ohne-reihenfolge (ln4513: each Ritter "genau 1x"): without a seed any
    Ritter left may be on top; one gained is gone."""
    state = laid_out("Knights", seed=None)
    assert piles.size(state, "Knights") == 10 and all(state.supply[name] == 1 for name in piles.KNIGHTS)
    state = take(state, "Dame Anna")
    assert piles.size(state, "Knights") == 9 and not gain(state.copy(), "Ben", "Dame Anna", "discard")
    assert sorted(piles.may_be_top(state, "Knights")) == sorted(set(piles.KNIGHTS) - {"Dame Anna"})


def test_dominion_gemischter_stapel_ritter_seeded_order_ln4513():
    """dominion.gemischter-stapel (ln4513): a seeded game shuffles the ten Ritter; exactly one lies open."""
    state = laid_out("Knights")
    top = piles.top(state, "Knights")
    assert sorted([top] + state.decks["pile:Knights"]) == sorted(piles.KNIGHTS)
    assert [name for name in piles.KNIGHTS if state.supply[name]] == [top]


def test_dominion_auslegung_stapel_name_kingdom_names_the_top_card_ln5971():
    """dominion.auslegung.stapel-name (ln5971 "Siedler/Emsiges Dorf"): the kingdom names the pile by its top card; a
    card under another one is no kingdom pile of its own."""
    setup = {"editions": list(ED), "kingdom": ["Emsiges Dorf", *K[1:]]}
    assert RS.validate_setup(["Anna", "Ben"], setup)[0].message_de == (
        "Emsiges Dorf liegt im Stapel Siedler: das Königreich nennt ihn Siedler.")
    setup = {"editions": list(ED), "kingdom": ["Kleines Schloss", *K[1:]]}
    assert "liegt im Stapel Schlösser" in RS.validate_setup(["Anna", "Ben"], setup)[0].message_de
    assert not RS.validate_setup(["Anna", "Ben"], {"editions": list(ED), "kingdom": K})


def test_dominion_geteilter_stapel_state_json_round_trip_ln5773():
    """dominion.geteilter-stapel: the pile's order and size survive the state JSON."""
    state = take(g(), "Settlers", 2)
    again = RS.state_from_json(RS.state_to_json(state))
    assert RS.state_to_json(again) == RS.state_to_json(state)
    assert again.decks["pile:Settlers"] == ["Bustling Village"] * 5 and piles.size(again, "Settlers") == 8


def test_dominion_gemischter_stapel_picture_shows_the_top_card_and_the_cards_left_ln4728():
    """dominion.gemischter-stapel (ln4728: only the top card lies open): the position picture shows one chip per
    pile, its top card and how many cards it holds; no chip for a card under the top."""
    from engine.games.dominion.picture import picture

    html = picture(RS.state_to_json(take(g(), "Settlers", 5)), {}).split("</section>")[0]  # the supply
    assert "Emsiges Dorf</span> <span class=\"chip-n\">×5</span>" in html and "Siedler</span>" not in html
    html = picture(RS.state_to_json(laid_out("Knights", seed=None)), {}).split("</section>")[0]
    assert "Ritter</span> <span class=\"chip-n\">×10</span>" in html and "Dame Anna" not in html


def test_dominion_gemischter_stapel_tokens_lie_on_the_pile_not_on_a_card_ln4736():
    """dominion.gemischter-stapel (ln4736: "Anweisungen (oder Marker, z.B. Embargomarker aus Seaside), die einen
    Stapel betreffen, betreffen alle Karten in einem gemischten Stapel"): an Embargo token put on the Siedler pile
    curses a buy of the Emsiges Dorf under them; the Handelsroute puts one token on the Schlösser, taken with the
    first Schloss gained."""
    editions = ("basis-rgg-2017", "seaside-rgg-2014", "bluetezeit-rgg-2016", "empires-rgg-2016")
    kingdom = ["Siedler", "Embargo", "Handelsroute", "Schlösser", *K[1:7]]
    state = with_hand(g(kingdom=kingdom, editions=editions), "Anna", "Embargo", "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Embargo"},
                         {"by": "Anna", "move": "choose", "cards": ["Siedler"]}])
    assert state.tokens["embargo:Settlers"] == 1
    assert state.tokens["trade-route:Castles"] == 1
    assert [key for key in state.tokens if key.startswith("trade-route:") and "Castle" in key] == [
        "trade-route:Castles"]
    state = take(state, "Settlers", 5)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}] * 2 +
                 [{"by": "Anna", "move": "buy", "card": "Emsiges Dorf"}])
    assert state.cards["Anna"].discard["Curse"] == 1
    from engine.core.step import Notes
    from engine.games.dominion.runner import push, run

    state = state.copy()  # Ben gains the top Schloss through the bus (its gain heard by the Handelsroute)
    push(state, "buy", {"player": "Ben", "card": "Humble Castle", "players": ["Anna", "Ben"], "versions": {},
                        "listeners": []})
    run(state, Notes())
    assert state.cards["Ben"].discard["Humble Castle"] == 1
    assert state.tokens.get("trade-route:Castles", 0) == 0 and state.tokens["trade-route"] == 1


def test_dominion_auslegung_stapel_name_a_pile_name_is_no_card_of_the_black_market_ln5971():
    """dominion.auslegung.stapel-name: „Schlösser“ names a pile, no card: it cannot lie in the Schwarzmarkt's deck; a
    Siedler there is a card of that deck, and no Siedler pile joins the supply."""
    from engine.games.dominion.decks import deck_card

    assert not deck_card("Castles") and deck_card("Settlers")
    editions = ["basis-rgg-2017", "empires-rgg-2016", "promo"]
    state = RS.setup(["Anna", "Ben"], {"editions": editions, "kingdom": ["Schwarzmarkt", *K[1:]],
                                       "black_market": ["Siedler"]})
    assert "Settlers" not in state.supply and "pile:Settlers" not in state.tokens
    assert state.decks["black-market"] == ["Settlers"]
