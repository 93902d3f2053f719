"""The promotional cards (section 28 of the divider text): one test per card, naming its rule id and line."""

from collections import Counter

from dominion_helpers import RS, choose, game, play, rule_of, with_deck, with_hand

from engine.core import validate_record
from engine.games.dominion import cards
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


BM_KINGDOM = ["Schwarzmarkt", "Halsabschneider", "Dorf", "Schmiede", "Markt", "Miliz", "Kapelle", "Werkstatt", "Keller",
              "Hexe"]
BM_EDITIONS = ["basis-rgg-2017", "bluetezeit-rgg-2016", "promo"]


def _black_market(seed=1, deck=None, **setup):
    state = RS.setup(["Anna", "Ben"], {"editions": BM_EDITIONS, "kingdom": BM_KINGDOM, "seed": seed, **setup})
    if deck is not None:
        state.decks["black-market"] = list(deck)
    return state


def test_dominion_karte_schwarzmarkt_reveals_three_buys_one_and_puts_the_rest_under_ln7126():
    state = with_hand(_black_market(deck=["Laboratory", "Moat", "Festival", "Bureaucrat", "Gardens"]), "Anna",
                      "Black Market", "Copper", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Schwarzmarkt"}])
    assert state.cards["Anna"].revealed == ["Laboratory", "Moat", "Festival"] and state.coins == 2
    assert (state.task.rule, state.task.verb) == ("dominion.karte.schwarzmarkt", "play")  # ln527: treasures first
    state = play(state, [choose("Anna", ["Kupfer"]), choose("Anna", [])])
    assert state.task.verb == "gain" and state.coins == 3
    assert sorted(state.task.data["candidates"]) == ["Moat"]  # ln527: "wenn das Geld ... dazu reicht"
    assert rule_of(state, choose("Anna", ["Laboratorium"])) == "dominion.karte.schwarzmarkt"
    state = play(state, [choose("Anna", ["Burggraben"])])
    assert state.cards["Anna"].discard["Moat"] == 1 and state.coins == 1 and state.buys == 1
    assert state.task.verb == "bottom"  # ln7126: the others under the deck, in any order
    state = play(state, [choose("Anna", ["Jahrmarkt"])])
    assert state.decks["black-market"] == ["Bureaucrat", "Gardens", "Festival", "Laboratory"]
    assert state.cards["Anna"].revealed == [] and state.task is None and state.phase == "action"


def test_dominion_auslegung_schwarzmarkt_kauf_uses_no_buy_and_treasures_may_follow_ln7126():
    state = with_hand(_black_market(deck=["Gardens", "Moat", "Cellar"]), "Anna", "Black Market", "Copper", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Schwarzmarkt"}, choose("Anna", []),
                         choose("Anna", ["Burggraben"]), choose("Anna", ["Keller"])])
    assert state.buys == 1 and state.coins == 0 and state.cards["Anna"].discard["Moat"] == 1
    # a buy in the action phase: the buy phase may still play treasures and buy
    state = play(state, [{"by": "Anna", "move": "play", "card": "Silber"}, {"by": "Anna", "move": "play", "card": "Kupfer"},
                         {"by": "Anna", "move": "buy", "card": "Silber"}])
    assert state.cards["Anna"].discard["Silver"] == 1


def test_dominion_karte_schwarzmarkt_buy_is_heard_by_cards_in_play_ln7126():
    # a buy like any other: Halsabschneider in play (ln2719) gives +1 VP for it
    state = with_hand(_black_market(deck=["Moat", "Cellar", "Chapel"]), "Anna", "Black Market", "Goons")
    state.actions = 2
    state = play(state, [{"by": "Anna", "move": "play", "card": "Halsabschneider"}, choose("Ben", ["Kupfer", "Kupfer"]),
                         {"by": "Anna", "move": "play", "card": "Schwarzmarkt"}, choose("Anna", ["Burggraben"]),
                         choose("Anna", ["Keller"])])
    assert state.cards["Anna"].tokens.get("vp") == 1 and state.cards["Anna"].discard["Moat"] == 1


def test_dominion_auslegung_schwarzmarkt_stapel_a_seeded_game_builds_the_deck_ln7116_ln7120():
    state = _black_market(seed=7)
    deck = state.decks["black-market"]
    unused = {tag for edition in BM_EDITIONS for tag in cards.kingdom_cards(edition)} - set(state.kingdom)
    assert len(deck) >= 15 and len(set(deck)) == len(deck) and set(deck) <= unused  # ln7120–7122
    # Handelsroute brings a set-up of its own: not chosen for a deck the engine builds (the auslegung's reading)
    assert set(deck) == {tag for tag in unused if tag in IMPLEMENTED_CARDS} - {"Trade Route"}
    assert _black_market(seed=7).decks["black-market"] == deck != _black_market(seed=8).decks["black-market"]
    named = _black_market(seed=7, black_market=["Laboratorium", "Gärten"])  # the record's deck: shuffled, as named
    assert sorted(named.decks["black-market"]) == ["Gardens", "Laboratory"]
    # too few unused cards in the chosen editions (ln7120: at least 15): those of every edition
    few = RS.setup(["Anna", "Ben"], {"editions": ["promo"], "kingdom": BM_KINGDOM, "seed": 7})
    assert len(few.decks["black-market"]) >= 15 and "Envoy" in few.decks["black-market"]
    assert {"Laboratory", "Bazaar"} <= set(few.decks["black-market"])


def test_dominion_karte_schwarzmarkt_record_reveals_the_known_cards_of_its_deck_ln7126():
    setup = {"editions": BM_EDITIONS, "kingdom": BM_KINGDOM, "black_market": ["Laboratorium", "Gärten", "Burggraben"]}
    assert validate_record({"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
                            "setup": setup, "log": []}) == []
    state = RS.setup(["Anna", "Ben"], {**setup, "seed": None})
    assert state.decks["black-market"] == ["Gardens", "Laboratory", "Moat"]  # known cards, order unknown
    while state.task is not None:  # the opening deal arrives as events
        state = RS.apply(state, RS.pending(state).options[0])
    state = with_hand(state, "Anna", "Black Market")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Schwarzmarkt"}])
    assert state.task.need == "reveal" and state.task.data["deck"] == "black-market"
    wrong = RS.check(state, {"by": "Anna", "event": "reveal", "cards": ["Jahrmarkt"]})
    assert wrong.status == "inconsistent" and wrong.rule == "dominion.ereignis-falsch"
    # the deck's size is not in the record: two cards are the whole reveal (the deck ran out)
    data = RS.state_to_json(state)
    assert data["waiting"]["deck"] == "black-market" and RS.state_from_json(data).task.data["deck"] == "black-market"
    state = play(state, [{"by": "Anna", "event": "reveal", "cards": ["Gärten", "Burggraben"]}])
    assert state.cards["Anna"].revealed == ["Gardens", "Moat"] and state.decks["black-market"] == ["Laboratory"]


def test_schwarzmarkt_deck_setup_is_checked_and_unsupported_names_the_cards_the_engine_cannot_play():
    def errors(setup):
        record = {"format": "regelwerk-record/1", "game": "dominion", "players": ["A", "B"],
                  "setup": {"editions": BM_EDITIONS, "kingdom": BM_KINGDOM, **setup}, "log": []}
        return [error.pointer for error in validate_record(record)]

    assert errors({"black_market": ["Dorf"]}) == ["/setup/black_market/0"]  # ln7122: not in the supply
    assert errors({"black_market": ["Kupfer"]}) == ["/setup/black_market/0"]  # kingdom cards only
    assert errors({"black_market": ["Gärten"], "seed": 1}) == ["/setup/black_market"]  # ln7120: at least 15
    assert "Schwarzmarkt" not in DominionRuleset().unsupported(["A", "B"], {"editions": ["promo"],
                                                                            "kingdom": ["Schwarzmarkt"]})
    # a card of an expansion the engine lacks (others are being added: the first of these still missing)
    lacking = next(name for name in ("Kopfgeldjägerin", "Zauberin", "Schatzmeisterin", "Wandergeselle")
                   if cards.resolve_any(name).tag not in IMPLEMENTED_CARDS)
    missing = DominionRuleset().unsupported(["A", "B"], {"editions": BM_EDITIONS, "kingdom": BM_KINGDOM,
                                                         "black_market": ["Komplott", "Gärten", lacking]})
    assert missing == ["Komplott", lacking]  # Komplott: a kingdom pile's trigger not known from a deck (decks.deck_card)


PRINCE_KINGDOM = ["Prinz", "Schmiede", "Markt", "Festmahl", "Thronsaal", "Dorf", "Miliz", "Kapelle", "Werkstatt", "Keller"]


def _prince_game():
    return game(kingdom=PRINCE_KINGDOM, editions=("basis-rgg-2013", "promo"))


def _next_own_turn(state, player="Anna"):
    other = "Ben" if player == "Anna" else "Anna"
    state = play(state, [{"by": player, "move": "end-turn"}])
    state = with_hand(state, other, "Copper")
    return play(state, [{"by": other, "move": "end-turn"}])


def test_dominion_karte_prinz_sets_aside_a_card_up_to_4_and_plays_it_each_turn_ln7165_ln7169():
    state = with_hand(_prince_game(), "Anna", "Prince", "Smithy", "Market")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Prinz"}, choose("Anna", option="ja")])
    assert rule_of(state, choose("Anna", ["Markt"])) == "dominion.karte.prinz"  # costs 5: not up to 4
    state = play(state, [choose("Anna", ["Schmiede"])])
    anna = state.cards["Anna"]
    assert anna.mats == {"prince": ["Prince"], "prince-cards": ["Smithy"]} and anna.in_play == []  # ln7165: not in play
    assert anna.all_cards()["Prince"] == 1 and anna.all_cards()["Smithy"] == 1  # ln7171: part of the deck
    state = _next_own_turn(state)
    anna = state.cards["Anna"]
    # ln7169: played at the start of the turn, using no action
    assert state.player == "Anna" and anna.in_play == ["Smithy"] and anna.hand_size() == 8 and state.actions == 1
    assert anna.mats == {"prince": ["Prince"]}
    state = _next_own_turn(state)
    assert state.cards["Anna"].in_play == ["Smithy"]  # set aside again at the clean-up, played again


def test_dominion_karte_prinz_a_card_gone_from_play_is_not_set_aside_again_ln7169():
    state = with_hand(_prince_game(), "Anna", "Prince", "Feast")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Prinz"}, choose("Anna", option="ja"),
                         choose("Anna", ["Festmahl"])])
    state = _next_own_turn(state)  # Festmahl is played and trashes itself (ln190)
    assert state.task.rule == "dominion.karte.festmahl"
    state = play(state, [choose("Anna", ["Dorf"])])
    assert state.trash["Feast"] == 1
    state = _next_own_turn(state)
    anna = state.cards["Anna"]
    assert "Feast" not in anna.in_play and "prince-cards" not in anna.mats and not anna.tokens


def test_dominion_karte_prinz_played_twice_by_a_throne_room_sets_aside_one_card_ln7171():
    state = with_hand(_prince_game(), "Anna", "Throne Room", "Prince", "Smithy", "Village")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Prinz"]),
                         choose("Anna", option="ja"), choose("Anna", ["Dorf"])])
    # the second play: the Prince is aside already, nothing more is set aside
    anna = state.cards["Anna"]
    assert anna.mats == {"prince": ["Prince"], "prince-cards": ["Village"]} and anna.hand["Smithy"] == 1


def _deck_game(*deck, kingdom=BM_KINGDOM):
    """A seeded game whose record names the Schwarzmarkt deck (`setup.black_market`), laid in the given order."""
    state = RS.setup(["Anna", "Ben"], {"editions": BM_EDITIONS, "kingdom": kingdom, "seed": 1,
                                      "black_market": [cards.german(tag) for tag in deck]})
    state.decks["black-market"] = list(deck)
    return state


def test_dominion_auslegung_schwarzmarkt_karten_embargo_bought_from_the_deck_and_played_ln2549_ln1720_ln1724():
    """dominion.auslegung.schwarzmarkt-karten (ln2549): a card of the deck is in the game; Embargo bought there
    and played puts its token (dominion.karte.embargo, ln1720), and the token costs a Curse on a buy (ln1724)."""
    assert DominionRuleset().unsupported(["A", "B"], {"editions": BM_EDITIONS, "kingdom": BM_KINGDOM,
                                                      "black_market": ["Embargo", "Gärten"]}) == []
    state = with_hand(_deck_game("Embargo", "Moat", "Laboratory"), "Anna", "Black Market", "Copper")
    assert "Embargo" not in state.kingdom and state.tokens["deck-card:Embargo"] == 1
    state = play(state, [{"by": "Anna", "move": "play", "card": "Schwarzmarkt"}, choose("Anna", []),
                         choose("Anna", ["Embargo"]), choose("Anna", ["Burggraben"])])
    assert state.cards["Anna"].discard["Embargo"] == 1 and state.coins == 0 and state.decks["black-market"] == [
        "Moat", "Laboratory"]
    state = with_hand(state, "Anna", "Embargo", "Copper", "Copper")
    state.actions = 1
    state = play(state, [{"by": "Anna", "move": "play", "card": "Embargo"}, choose("Anna", ["Anwesen"])])
    assert state.tokens["embargo:Estate"] == 1 and state.trash["Embargo"] == 1
    before = state.cards["Anna"].all_cards()
    state = play(state, [{"by": "Anna", "move": "buy", "card": "Anwesen"}])
    assert state.cards["Anna"].all_cards() - before == Counter({"Estate": 1, "Curse": 1})


def test_dominion_auslegung_schwarzmarkt_karten_handelsroute_in_the_deck_sets_up_its_tokens_ln2549():
    """dominion.auslegung.schwarzmarkt-karten / dominion.karte.handelsroute (ln2549: "auch als Teil des
    SCHWARZMARKTES"): the tokens lie on the victory piles, and the first gain from one moves its token."""
    state = with_hand(_deck_game("Trade Route", "Moat", "Laboratory"), "Anna", "Gold", "Silver")
    assert {key for key in state.tokens if key.startswith("trade-route:")} == {
        "trade-route:Estate", "trade-route:Duchy", "trade-route:Province"}
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Silber"},
                         {"by": "Anna", "move": "buy", "card": "Herzogtum"}])
    assert "trade-route:Duchy" not in state.tokens and state.tokens["trade-route"] == 1


def test_dominion_auslegung_herzogin_schwarzmarkt_no_duchess_with_a_duchy_from_the_deck_ln3225():
    """dominion.auslegung.herzogin-schwarzmarkt (ln3225: "als eine der 10 Königreichkarten"): a Herzogin only in the
    Schwarzmarkt deck offers none when a Herzogtum is gained; in the kingdom she does (dominion.karte.herzogin)."""
    assert DominionRuleset().unsupported(["A", "B"], {"editions": BM_EDITIONS, "kingdom": BM_KINGDOM,
                                                      "black_market": ["Herzogin", "Gärten"]}) == []
    buy_duchy = [{"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Silber"},
                 {"by": "Anna", "move": "buy", "card": "Herzogtum"}]
    state = play(with_hand(_deck_game("Duchess", "Moat", "Laboratory"), "Anna", "Gold", "Silver"), buy_duchy)
    assert state.tokens["deck-card:Duchess"] == 1 and state.task is None
    assert state.cards["Anna"].discard["Duchy"] == 1 and "Duchess" not in state.cards["Anna"].all_cards()
    in_kingdom = [tag for tag in BM_KINGDOM if tag != "Hexe"] + ["Herzogin"]
    state = with_hand(RS.setup(["Anna", "Ben"], {"editions": [*BM_EDITIONS, "hinterland-hig-2011"],
                                                 "kingdom": in_kingdom, "seed": 1}), "Anna", "Gold", "Silver")
    state = play(state, buy_duchy)
    assert state.task is not None and state.task.rule == "dominion.karte.herzogin"
