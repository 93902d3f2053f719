"""Abenteuer's player tokens (engine/games/dominion/tokens.py) and the kingdom cards that use them (Relikt,
Brückentroll, Riese, Wildhüter): each test names the rule id and the divider lines (rulebook 003_a71f...,
section 23) it checks."""

from collections import Counter

from dominion_helpers import choose, game, play, played, with_deck, with_hand

from engine.games.dominion.model import cost

K = ["Relikt", "Brückentroll", "Riese", "Wildhüter", "Schmiede", "Dorf", "Markt", "Burggraben", "Keller", "Kapelle"]
ED = ("basis-rgg-2017", "abenteuer-rgg-2015")


def g(kingdom=K, seed=1):
    return game(kingdom=kingdom, editions=ED, seed=seed)


def with_tokens(state, player, **tokens):
    new = state.copy()
    for key, value in tokens.items():
        new.cards[player].tokens[key.replace("_", "-").replace("--", ":")] = value
    return new


def tokens(state, player="Anna"):
    return state.cards[player].tokens


# --- the tokens ------------------------------------------------------------------------------------------------


def test_dominion_marker_minus_karte_next_draw_one_fewer_ln5175():
    """dominion.marker.minus-karte (ln5175): "Sobald ein Mitspieler Karten nachziehen muss, zieht er 1 Karte weniger.
    Dann legt er den Marker neben den Vorrat zurück": Dorf draws none, the next draw (Schmiede) is whole again."""
    state = with_deck(with_hand(g(), "Anna", "Smithy", "Village"), "Anna", *["Copper"] * 8)
    state = with_tokens(state, "Anna", minus_card=1)
    state = played(state, "Dorf")
    assert state.cards["Anna"].hand == Counter({"Smithy": 1}) and "minus-card" not in tokens(state)
    state = played(state, "Schmiede")
    assert state.cards["Anna"].hand == Counter({"Copper": 3})


def test_dominion_marker_minus_geld_next_coins_one_fewer_ln5121():
    """dominion.marker.minus-geld (ln5121): "beim nächsten Mal, wenn sie ... mindestens 1 erhalten würden, 1
    weniger. Danach wird der Marker wieder neben den Vorrat gelegt": a Kupfer gives nothing, the next one 1."""
    state = with_tokens(with_hand(g(), "Anna", "Copper", "Copper", "Market"), "Anna", minus_coin=1)
    state = played(state, "Markt")  # +1 coin: the first coins got, one fewer
    assert state.coins == 0 and "minus-coin" not in tokens(state)
    state = played(state, "Kupfer")
    assert state.coins == 1


def test_dominion_marker_bonus_stapel_token_bonus_first_ln5325_ln5309():
    """dominion.marker.bonus-stapel (Wegsuche ln5325, Verlorene Kunst ln5309): a card played from the pile the
    player's +1 Karte and +1 Aktion tokens lie on gives those first; other piles and other players get nothing."""
    state = with_deck(with_hand(g(), "Anna", "Smithy", "Village"), "Anna", *["Silver"] * 8)
    state = with_tokens(state, "Anna", **{"plus_card--Smithy": 1, "plus_action--Smithy": 1})
    assert tokens(state) == {"plus-card:Smithy": 1, "plus-action:Smithy": 1}
    state = played(state, "Schmiede")
    assert state.actions == 1 and sum(state.cards["Anna"].hand.values()) == 1 + 4
    state = played(state, "Dorf")
    assert state.actions == 2


def test_dominion_marker_minus_kosten_own_turn_only_ln5267():
    """dominion.marker.minus-kosten (ln5267) and dominion.auslegung.minus-kosten-eigener-zug: cards of the marked
    pile cost the owner 2 less, never below 0, in the owner's turns."""
    state = with_tokens(g(), "Anna", **{"minus_cost--Smithy": 1})
    state.tokens["minus-cost"] = 1
    assert cost(state, "Smithy").coins == 2 and cost(state, "Village").coins == 3
    state.active = 1
    assert cost(state, "Smithy").coins == 4


def test_dominion_marker_reise_face_up_at_start_each_flip_turns_it_ln5110():
    """dominion.marker.reise (ln5110: "zu Beginn des Spiels liegt der Marker mit der Vorderseite nach oben"): no
    token key at the start (face up); each Wildhüter turns it."""
    state = with_hand(g(), "Anna", "Ranger", "Village", "Ranger")
    assert "journey-down" not in tokens(state)
    state = played(played(state, "Dorf"), "Wildhüter")
    assert tokens(state) == {"journey-down": 1}
    state = played(state, "Wildhüter")
    assert "journey-down" not in tokens(state)


# --- Relikt ----------------------------------------------------------------------------------------------------


def test_dominion_karte_relikt_minus_card_token_onto_others_ln5175():
    """dominion.karte.relikt (ln5175): worth 2; each other player puts the −1 Karte token on their draw pile; one
    token per player (a second Relikt adds nothing)."""
    state = with_hand(g(), "Anna", "Relic", "Relic")
    state = played(state, "Relikt")
    assert state.coins == 2 and tokens(state, "Ben") == {"minus-card": 1}
    state = played(state, "Relikt")
    assert state.coins == 4 and tokens(state, "Ben") == {"minus-card": 1}


def test_dominion_karte_relikt_is_an_attack_moat_blocks_ln5177():
    """dominion.karte.relikt (ln5177: "Das RELIKT ist eine Angriffskarte. Entsprechend kann darauf mit
    Reaktionskarten reagiert werden")."""
    state = with_hand(with_hand(g(), "Anna", "Relic"), "Ben", "Moat")
    state = played(state, "Relikt")
    state = play(state, [choose("Ben", ["Moat"])])
    assert state.task is None and "minus-card" not in tokens(state, "Ben")


# --- Brückentroll ----------------------------------------------------------------------------------------------


def test_dominion_karte_brueckentroll_coin_token_buy_and_cheaper_ln5121_ln5123():
    """dominion.karte.brueckentroll (ln5121/ln5123): each other player gets the −1 Geld token; +1 Kauf now and next
    turn; while it is in play cards cost 1 less in its owner's turn."""
    state = with_hand(g(), "Anna", "Bridge Troll")
    state = played(state, "Brückentroll")
    assert state.buys == 2 and tokens(state, "Ben") == {"minus-coin": 1}
    assert cost(state, "Silver").coins == 2 and cost(state, "Copper").coins == 0
    assert "stay:Bridge Troll" in tokens(state) and "next:Bridge Troll" in tokens(state)


# --- Riese -----------------------------------------------------------------------------------------------------


def test_dominion_karte_riese_face_down_one_coin_then_face_up_attack_ln5183():
    """dominion.karte.riese (ln5183): the Reise token turns face down: +1; played again it turns face up: +5 and
    Ben reveals his top card: a Silber (3) is trashed; next a Kupfer is discarded and Ben gains a Fluch."""
    state = with_hand(g(), "Anna", "Giant", "Giant", "Giant", "Village", "Village")
    state = with_deck(state, "Ben", "Silver", "Copper")
    state = played(state, "Dorf")
    state = played(state, "Riese")
    assert state.coins == 1 and tokens(state) == {"journey-down": 1}
    state = played(state, "Dorf")
    state = played(state, "Riese")
    assert state.coins == 6 and "journey-down" not in tokens(state)
    assert state.trash["Silver"] == 1 and state.cards["Ben"].draw_pile.top == ["Copper"]
    state = played(with_tokens(state, "Anna", journey_down=1), "Riese")
    assert state.cards["Ben"].discard["Copper"] >= 1 and state.cards["Ben"].discard["Curse"] == 1


# --- Wildhüter -------------------------------------------------------------------------------------------------


def test_dominion_karte_wildhueter_draws_five_face_up_only_ln5110():
    """dominion.karte.wildhueter (ln5110): +1 Kauf; the Reise token turns: face up, 5 cards; face down, nothing."""
    state = with_deck(with_hand(g(), "Anna", "Ranger", "Ranger", "Village"), "Anna", *["Gold"] * 6)
    state = played(state, "Dorf")
    state = played(state, "Wildhüter")
    assert state.buys == 2 and tokens(state) == {"journey-down": 1} and state.cards["Anna"].hand["Gold"] == 1
    state = played(state, "Wildhüter")
    assert state.buys == 3 and not tokens(state) and state.cards["Anna"].hand == Counter({"Gold": 6})


def test_dominion_marker_bonus_stapel_picture_names_tokens_in_german_ln5325():
    """dominion.marker.bonus-stapel: the position picture says where a player's tokens lie, in German."""
    from engine.games.dominion.picture import picture

    state = with_tokens(g(), "Anna", **{"plus_card--Smithy": 1, "minus_card": 1, "journey_down": 1})
    html = picture(state.to_json(), {})
    assert "Marker: Reise (Rückseite oben), −1 Karte auf dem Nachziehstapel, +1 Karte auf Schmiede" in html
    assert "Marker:" not in picture(g().to_json(), {})


# --- the importers' token lines ----------------------------------------------------------------------------------


def test_dominion_marker_bonus_stapel_log_lines_name_the_pile_or_are_the_engines_ln5325():
    """dominion.marker.bonus-stapel: a token moved onto a pile answers the Event's pile decision ("name" lines: the
    pile's card); the other token lines are the engine's own doing (info)."""
    from engine.importers.dominion_online import _verb
    from engine.importers.goko import _statement

    assert _verb("moves Trashing token to the Upgrade pile.") == ("name", "Upgrade")
    assert _verb("moves +Card token to the Ironmonger pile.") == ("name", "Ironmonger")
    assert _verb("moves -Cost token to the Bazaar pile.") == ("name", "Bazaar")
    assert _verb("inherits a Ranger.") == ("name", "a Ranger")
    for line in ("moves -Card token to Draw Pile.", "moves -Card token to Token Limbo.",
                 "skips a draw (because of Raid)", "returns -Coin token set by Bridge Troll.",
                 "flips Journey token face up."):
        assert _verb(line)[0] == "info", line
    (line,) = _statement(7, "sarink", "moves a Trashing token to the Duplicate pile",
                         "sarink - moves a Trashing token to the Duplicate pile", {"skipped": []})
    assert (line.verb, line.tags) == ("name", ["Duplicate"])


def test_dominion_marker_minus_karte_cleanup_draws_four_then_token_gone_ln5175():
    """dominion.marker.minus-karte (ln5175): after Anna's Relikt, Ben's clean-up draws 4 cards, not 5."""
    state = with_hand(g(), "Anna", "Relic")
    state = played(state, "Relikt")
    state = play(state, [{"by": "Anna", "move": "end-turn"}, {"by": "Ben", "move": "end-turn"}])
    assert sum(state.cards["Ben"].hand.values()) == 4 and not tokens(state, "Ben")


def test_dominion_marker_minus_geld_treasure_and_coffers_ln5121():
    """dominion.marker.minus-geld (ln5121: "in irgendeiner Art und Weise"): a Silber with the token gives 1."""
    state = with_tokens(with_hand(g(), "Anna", "Silver"), "Anna", minus_coin=1)
    state = played(state, "Silber")
    assert state.coins == 1 and not tokens(state)


def test_dominion_marker_minus_karte_fill_up_returns_token_first_ln5175():
    """dominion.marker.minus-karte (ln5175: "wird zunächst der Marker zurückgelegt und dann die Kartenhand auf X
    Karten aufgefüllt"): a draw filling the hand (`Draw.fill`) is not smaller; the token goes back all the same."""
    from engine.games.dominion.ops import Draw
    from engine.games.dominion.runner import _token_draw

    state = with_tokens(g(), "Anna", minus_card=1)
    assert _token_draw(state, Draw("Anna", 2, fill=True)).count == 2 and not tokens(state)
    state = with_tokens(g(), "Anna", minus_card=1)
    assert _token_draw(state, Draw("Anna", 2)).count == 1 and not tokens(state)
