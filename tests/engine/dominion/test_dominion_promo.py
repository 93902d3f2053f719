"""The promotional cards (section 28 of the divider text): one test per card, naming its rule id and line."""

from collections import Counter

from dominion_helpers import choose, game, play, rule_of, with_deck, with_hand

from engine.games.dominion.effects import IMPLEMENTED_CARDS
from engine.games.dominion.ruleset import DominionRuleset

PROMO = ["Gesandter", "Geldversteck", "Befestigtes Dorf", "Gouverneur", "Dorf", "Schmiede", "Markt", "Miliz", "Kapelle",
         "Werkstatt"]
ED = ("basis-rgg-2017", "promo")


def promo(players=("Anna", "Ben")):
    return game(players=players, kingdom=PROMO, editions=ED)


def test_dominion_karte_gesandter_left_neighbour_picks_the_discard_ln7110():
    state = with_deck(with_hand(promo(), "Anna", "Envoy"), "Anna", "Gold", "Copper", "Estate", "Silver", "Curse", "Duchy",
                      discard={})
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gesandter"}])
    assert state.task.player == "Ben" and state.task.rule == "dominion.karte.gesandter"
    assert rule_of(state, choose("Ben", ["Herzogtum"])) == "dominion.karte.gesandter"
    state = play(state, [choose("Ben", ["Gold"])])
    anna = state.cards["Anna"]
    assert anna.discard == Counter({"Gold": 1}) and anna.hand == Counter({"Copper": 1, "Estate": 1, "Silver": 1,
                                                                           "Curse": 1})


def test_dominion_karte_geldversteck_is_worth_two_ln7134():
    state = play(with_hand(promo(), "Anna", "Stash"), [{"by": "Anna", "move": "play", "card": "Geldversteck"}])
    assert state.coins == 2


def test_dominion_karte_befestigtes_dorf_back_onto_the_deck_ln7145_ln7147():
    state = with_deck(with_hand(promo(), "Anna", "Walled Village", "Village"), "Anna", *["Copper"] * 12)
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Befestigtes Dorf", "Dorf")] +
                 [{"by": "Anna", "move": "end-turn"}])
    assert state.task.rule == "dominion.karte.befestigtes-dorf"
    state = play(state, [choose("Anna", option="ja")])
    assert state.player == "Ben" and "Walled Village" in state.cards["Anna"].hand or (
        state.cards["Anna"].draw_pile.top[:1] == ["Walled Village"])
    crowded = with_deck(with_hand(promo(), "Anna", "Walled Village", "Village", "Village"), "Anna", *["Copper"] * 12)
    crowded = play(crowded, [{"by": "Anna", "move": "play", "card": c} for c in ("Befestigtes Dorf", "Dorf", "Dorf")] +
                   [{"by": "Anna", "move": "end-turn"}])
    assert crowded.player == "Ben"  # two other action cards in play: no question


def test_dominion_karte_gouverneur_everyone_from_you_ln7159_and_its_reading_for_the_others():
    state = play(with_hand(promo(), "Anna", "Governor"), [{"by": "Anna", "move": "play", "card": "Gouverneur"},
                                                          choose("Anna", option="geld")])
    assert state.cards["Anna"].discard["Gold"] == 1 and state.cards["Ben"].discard["Silver"] == 1 and state.actions == 1
    state = with_hand(with_hand(promo(), "Anna", "Governor", "Silver"), "Ben", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gouverneur"}, choose("Anna", option="umbau"),
                         choose("Anna", ["Silber"])])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.gouverneur"  # exactly 3 + 2
    state = play(state, [choose("Anna", ["Markt"]), choose("Ben", ["Kupfer"])])
    # reading dominion.auslegung.gouverneur-andere: Ben gains a card costing exactly 0 + 1 (none: nothing)
    assert state.cards["Anna"].discard["Market"] == 1 and state.trash == Counter({"Silver": 1, "Copper": 1})


def test_black_market_is_reported_unsupported_until_its_deck_is_implemented():
    assert "Black Market" not in IMPLEMENTED_CARDS
    missing = DominionRuleset().unsupported(["A", "B"], {"editions": ["promo"], "kingdom": ["Schwarzmarkt"]})
    assert missing == ["Schwarzmarkt"]
