"""Abenteuer's Events (effects/events_abenteuer.py): each test names the rule id and the divider line (rulebook
003_a71f..., section 23, "EREIGNISSE" ln5227–5325) it checks."""

from collections import Counter

from dominion_helpers import RS, buy, choose, coins, play, rule_of, with_deck, with_hand

from engine.games.dominion.model import cost
from engine.games.dominion.state import GameState

K = ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller", "Werkstatt"]
ED = ("basis-rgg-2017", "abenteuer-rgg-2015")


def g(*events, kingdom=K, seed=1) -> GameState:
    return RS.setup(["Anna", "Ben"], {"editions": list(ED), "kingdom": list(kingdom), "seed": seed,
                                      "events": list(events)})


def tokens(state, player="Anna"):
    return state.cards[player].tokens


def test_dominion_ereignis_almosen_gain_up_to_four_without_treasure_once_per_turn_ln5229():
    """dominion.ereignis.almosen (ln5229): with no treasure in play a card costing up to 4; only once per turn."""
    state = play(coins(g("Almosen"), 0), [buy("Almosen"), choose("Anna", ["Silver"])])
    assert state.cards["Anna"].discard["Silver"] == 1
    state.buys = 2
    assert rule_of(state, buy("Almosen")) == "dominion.ereignis-einmal"
    state = play(with_hand(g("Almosen"), "Anna", "Copper"), [{"by": "Anna", "move": "play", "card": "Kupfer"},
                                                             buy("Almosen")])
    assert state.task is None and state.cards["Anna"].discard["Silver"] == 0


def test_dominion_ereignis_leihgabe_buy_token_and_coin_once_ln5231():
    """dominion.ereignis.leihgabe (ln5231): +1 Kauf; the −1 Karte token onto the draw pile and +1 coin, unless it lies
    there already."""
    state = play(coins(g("Leihgabe"), 0), [buy("Leihgabe")])
    assert state.buys == 1 and state.coins == 1 and tokens(state) == {"minus-card": 1}


def test_dominion_ereignis_quest_two_curses_gain_gold_ln5233():
    """dominion.ereignis.quest (ln5233): 2 Flüche discarded give a Gold; one Fluch (all the hand has) gives none."""
    state = with_hand(coins(g("Quest"), 0), "Anna", "Curse", "Curse", "Copper")
    state = play(state, [buy("Quest"), choose("Anna", option="fluche"), choose("Anna", ["Curse", "Curse"])])
    assert state.cards["Anna"].discard["Gold"] == 1
    state = with_hand(coins(g("Quest"), 0), "Anna", "Curse", "Copper")
    state = play(state, [buy("Quest"), choose("Anna", option="fluche"), choose("Anna", ["Curse"])])
    assert state.cards["Anna"].discard["Gold"] == 0 and state.cards["Anna"].discard["Curse"] >= 1


def test_dominion_ereignis_spaehtrupp_look_five_discard_three_rest_back_ln5241():
    """dominion.ereignis.spaehtrupp (ln5241): +1 Kauf, look at 5, discard 3, the other 2 back in any order."""
    state = with_deck(coins(g("Spähtrupp"), 2), "Anna", "Gold", "Copper", "Estate", "Curse", "Silver", "Duchy")
    state = play(state, [buy("Spähtrupp"), choose("Anna", ["Copper", "Estate", "Curse"]), choose("Anna", ["Silver"])])
    assert state.buys == 1 and state.cards["Anna"].draw_pile.top[:3] == ["Gold", "Silver", "Duchy"]
    assert state.cards["Anna"].discard["Curse"] == 1


def test_dominion_ereignis_wanderzirkus_gained_card_may_go_on_deck_ln5245():
    """dominion.ereignis.wanderzirkus (ln5245): +2 Käufe; a card gained this turn may go onto the draw pile."""
    state = play(coins(g("Wanderzirkus"), 5), [buy("Wanderzirkus")])
    assert state.buys == 2
    state = play(state, [buy("Silber"), choose("Anna", option="ja")])
    assert state.cards["Anna"].draw_pile.top[0] == "Silver" and state.cards["Anna"].discard["Silver"] == 0


def test_dominion_ereignis_expedition_two_more_cards_in_cleanup_ln5253():
    """dominion.ereignis.expedition (ln5253): the clean-up draws 7."""
    state = play(coins(g("Expedition"), 3), [buy("Expedition"), {"by": "Anna", "move": "end-turn"}])
    assert sum(state.cards["Anna"].hand.values()) == 7


def test_dominion_ereignis_freudenfeuer_trash_up_to_two_in_play_coins_stay_ln5255():
    """dominion.ereignis.freudenfeuer (ln5255): up to 2 cards in play are trashed; their coins stay."""
    state = with_hand(g("Freudenfeuer"), "Anna", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}] * 3)
    state = play(state, [buy("Freudenfeuer"), choose("Anna", ["Copper", "Copper"])])
    assert state.trash["Copper"] == 2 and state.coins == 0 and state.cards["Anna"].in_play == ["Copper"]


def test_dominion_ereignis_planung_trashing_token_trash_on_buy_ln5257():
    """dominion.ereignis.planung (ln5257): the Entsorgen token on an Action pile; buying from it, a hand card may be
    trashed."""
    state = play(coins(g("Planung"), 3), [buy("Planung"), choose("Anna", ["Smithy"])])
    assert tokens(state) == {"trashing:Smithy": 1}
    state = with_hand(coins(state, 4), "Anna", "Estate")
    state.buys = 1
    state = play(state, [buy("Schmiede"), choose("Anna", ["Estate"])])
    assert state.trash["Estate"] == 1


def test_dominion_ereignis_ueberfahrt_minus_cost_token_ln5267():
    """dominion.ereignis.ueberfahrt (ln5267): the −2 Kosten token on an Action pile: its cards cost 2 less."""
    state = play(coins(g("Überfahrt"), 3), [buy("Überfahrt"), choose("Anna", ["Market"])])
    assert tokens(state) == {"minus-cost:Market": 1} and cost(state, "Market").coins == 3


def test_dominion_ereignis_pilgerfahrt_face_down_nothing_face_up_gains_ln5279():
    """dominion.ereignis.pilgerfahrt (ln5279): the first buy turns the Reise token face down (nothing); with it face
    down the next turns it up: a copy of each of up to 3 differently named cards in play."""
    state = with_hand(g("Pilgerfahrt"), "Anna", "Copper", "Silver", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Kupfer", "Silber", "Silber")])
    state = play(state, [buy("Pilgerfahrt")])
    assert tokens(state) == {"journey-down": 1} and state.task is None
    state.flags.pop("event:Pilgrimage")
    state.buys, state.coins = 1, 4
    before = Counter(state.cards["Anna"].discard)
    state = play(state, [buy("Pilgerfahrt"), choose("Anna", ["Copper", "Silver"])])
    assert state.cards["Anna"].discard - before == Counter({"Copper": 1, "Silver": 1})


def test_dominion_ereignis_ball_minus_coin_and_two_gains_ln5281():
    """dominion.ereignis.ball (ln5281/ln5283): the −1 Geld token; 2 cards each up to 4."""
    state = play(coins(g("Ball"), 5), [buy("Ball"), choose("Anna", ["Silver"]), choose("Anna", ["Village"])])
    assert tokens(state) == {"minus-coin": 1} and state.cards["Anna"].discard["Village"] == 1


def test_dominion_ereignis_ueberfall_silver_per_silver_and_minus_card_ln5305():
    """dominion.ereignis.ueberfall (ln5305): a Silber per Silber in play; the others' −1 Karte token (no attack)."""
    state = with_hand(with_hand(g("Überfall"), "Anna", "Silver", "Silver", "Copper"), "Ben", "Moat")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Silber", "Silber", "Kupfer")])
    state = play(state, [buy("Überfall")])
    assert state.cards["Anna"].discard["Silver"] == 2 and tokens(state, "Ben") == {"minus-card": 1}


def test_dominion_ereignis_seeweg_gain_action_and_buy_token_ln5295():
    """dominion.ereignis.seeweg (ln5295): an Action card up to 4 gained; the +1 Kauf token on its pile: playing one
    gives +1 Kauf first."""
    state = play(coins(g("Seeweg"), 5), [buy("Seeweg"), choose("Anna", ["Smithy"])])
    assert tokens(state) == {"plus-buy:Smithy": 1} and state.cards["Anna"].discard["Smithy"] == 1


def test_dominion_ereignis_handel_silver_per_trashed_ln5285():
    """dominion.ereignis.handel (ln5285/ln5287): up to 2 hand cards trashed, a Silber each."""
    state = with_hand(coins(g("Handel"), 5), "Anna", "Estate", "Curse", "Copper")
    state = play(state, [buy("Handel"), choose("Anna", ["Estate", "Curse"])])
    assert state.cards["Anna"].discard["Silver"] == 2 and state.trash == Counter({"Estate": 1, "Curse": 1})


def _two_token_buys(name, first, second):
    state = coins(g(name), 16)
    state.buys = 2
    return play(state, [buy(name), choose("Anna", [first]), buy(name), choose("Anna", [second])])


def test_dominion_ereignis_verlorene_kunst_action_token_moves_ln5309_ln5311():
    """dominion.ereignis.verlorene-kunst (ln5309/ln5311): the +1 Aktion token on a chosen Action pile; a second buy
    moves it; playing a card of that pile gives +1 Aktion first."""
    state = _two_token_buys("Verlorene Kunst", "Village", "Smithy")
    assert tokens(state) == {"plus-action:Smithy": 1}


def test_dominion_ereignis_training_coin_token_ln5307():
    """dominion.ereignis.training (ln5307): the +1 Geld token on a chosen Action pile, moved by a second buy."""
    state = _two_token_buys("Training", "Village", "Market")
    assert tokens(state) == {"plus-coin:Market": 1}


def test_dominion_ereignis_wegsuche_card_token_ln5325():
    """dominion.ereignis.wegsuche (ln5325): the +1 Karte token on a chosen Action pile."""
    state = _two_token_buys("Wegsuche", "Smithy", "Smithy")
    assert tokens(state) == {"plus-card:Smithy": 1}


def test_dominion_ereignis_erbschaft_estates_play_as_marked_card_ln5319_ln5321():
    """dominion.ereignis.erbschaft (ln5319/ln5321): a non-Victory Action card up to 4 set aside, the Anwesen token on
    it; the player's Anwesen are played as it in the action phase (Dorf: +1 card, +2 actions); a token on the marked
    card's pile gives the Anwesen nothing; the other player's Anwesen stay unplayable; once per game."""
    state = play(coins(g("Erbschaft"), 7), [buy("Erbschaft"), choose("Anna", ["Village"])])
    assert tokens(state) == {"estate:Village": 1, "event:Inheritance": 1} and state.supply["Village"] == 9
    assert state.decks["inheritance"] == ["Village"]
    state.buys, state.coins = 1, 7
    state.flags.clear()
    assert rule_of(state, buy("Erbschaft")) == "dominion.ereignis-einmal"
    state = with_deck(with_hand(g("Erbschaft"), "Anna", "Estate", "Estate"), "Anna", "Gold", "Gold")
    state.cards["Anna"].tokens.update({"estate:Village": 1, "plus-action:Village": 1})
    state = play(state, [{"by": "Anna", "move": "play", "card": "Anwesen"}])
    assert state.actions == 2 and state.cards["Anna"].hand == Counter({"Estate": 1, "Gold": 1})
    assert state.cards["Anna"].in_play == ["Estate"]
    other = with_hand(g("Erbschaft"), "Anna", "Estate")
    assert rule_of(other, {"by": "Anna", "move": "play", "card": "Anwesen"}) == "dominion.nur-aktions-und-geldkarten"


_QUEST_LOG = """------------ Game Setup ------------
Events: Quest
Supply cards: Crossroads, Embargo, Pawn, Wishing Well, Armory, Pirate Ship, Procession, Artificer, Pillage, Farmland, \
Copper, Silver, Gold, Estate, Duchy, Province, Curse
Rating system: unrated
Anna - starting cards: Estate, Estate, Estate, Copper, Copper, Copper, Copper, Copper, Copper, Copper
Ben - starting cards: Estate, Estate, Estate, Copper, Copper, Copper, Copper, Copper, Copper, Copper
Anna - shuffles deck
Ben - shuffles deck
Anna - draws Estate, Copper, Copper, Copper, Copper
Ben - draws Estate, Estate, Copper, Copper, Copper

---------- Anna: turn 1 ----------
Anna - plays 4 Copper
Anna - buys Quest
Anna - draws Copper, Copper, Copper, Estate, Estate

---------- Ben: turn 1 ----------
Ben - plays 3 Copper
Ben - buys Quest
Ben - discards Estate, Estate
Ben - draws Copper, Copper, Copper, Copper, Estate

"""


def test_dominion_ereignis_quest_goko_lines_answer_the_option_ln5233():
    """dominion.ereignis.quest (ln5233) in a Goko log: nothing discarded is the option that needs no discard (no
    Attack card in hand); "discards Estate, Estate" with fewer than 6 cards in hand is the 6-cards option, no Gold."""
    from engine.importers import import_log
    from engine.runner import validate_record

    record = import_log("goko", _QUEST_LOG)
    chosen = [entry.get("option") for entry in record["log"] if entry.get("move") == "choose"]
    assert chosen[:2] == ["angriff", "karten"]
    report, _ = validate_record(record)
    assert report["status"] == "legal", report.get("problems")


def test_dominion_ereignis_zuflucht_card_back_after_cleanup_draw_ln5239():
    """dominion.ereignis.zuflucht (ln5239): +1 Kauf; a hand card set aside comes back after the clean-up's 5 cards."""
    state = with_hand(coins(g("Zuflucht"), 1), "Anna", "Gold", "Estate")
    state = play(state, [buy("Zuflucht"), choose("Anna", ["Gold"])])
    assert state.buys == 1 and state.cards["Anna"].mats == {"save": ["Gold"]}
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    assert sum(state.cards["Anna"].hand.values()) == 6 and state.cards["Anna"].hand["Gold"] >= 1
    assert not state.cards["Anna"].mats


def test_dominion_ereignis_mission_extra_turn_without_card_buys_ln5271():
    """dominion.ereignis.mission (ln5271): after this turn another turn of Anna's, in which no card may be bought
    (Events may); a Mission bought in that turn gives no further turn (the previous turn was her own)."""
    state = play(coins(g("Mission"), 4), [buy("Mission"), {"by": "Anna", "move": "end-turn"}])
    assert state.player == "Anna" and tokens(state) == {"mission": 1}
    state = coins(state, 4)
    assert rule_of(state, buy("Silber")) == "dominion.ereignis.mission"
    state = play(state, [buy("Mission"), {"by": "Anna", "move": "end-turn"}])
    assert state.player == "Ben" and "mission" not in tokens(state)
    state = coins(state, 3)
    assert rule_of(state, {"by": "Ben", "move": "buy", "card": "Silber"}) is None
