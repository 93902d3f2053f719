"""Abenteuer's Reisende (Travellers) and the cards staying in play for the rest of the game: one test per card and
per part of the mechanism, each naming its rule id and the divider line (rulebook 003_a71f..., section 23)."""

from collections import Counter

from dominion_helpers import choose, game, play, played, rule_of, with_deck, with_hand
from log_snippets import online_opening

from engine.games.dominion import cards
from engine.games.dominion.travellers import PILE_SIZE

K = ["Page", "Dorf", "Schmiede", "Markt", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller", "Gefolgsmann"]
ED = ("basis-rgg-2017", "abenteuer-rgg-2015")
FILLER = ("Estate",) * 12


def g(kingdom=K, players=("Anna", "Ben"), seed=1):
    return game(players=players, kingdom=kingdom, editions=ED, seed=seed)


def end(state, by="Anna"):
    return play(state, [{"by": by, "move": "end-turn"}])


def anna(*hand, deck=FILLER, state=None):
    return with_deck(with_hand(state or g(), "Anna", *hand), "Anna", *deck)


# --- the piles beside the supply ----------------------------------------------------------------------------


def test_dominion_reisende_stapel_five_each_beside_the_supply_ln5390():
    """dominion.reisende.stapel: each card of the Page's line after the Page lies on a pile of 5 beside the supply;
    none is a kingdom card, none can be bought (dominion.karte-nicht-im-vorrat)."""
    state = g()
    for tag in ("Treasure Hunter", "Warrior", "Hero", "Champion"):
        assert state.decks["travellers:" + tag] == [tag] * PILE_SIZE
        assert tag not in state.supply and not cards.card(tag).is_kingdom
    assert cards.card("Page").is_kingdom and cards.card("Peasant").is_kingdom
    state = play(anna("Gold", "Gold", "Gold"), [{"by": "Anna", "move": "play", "card": "Gold"}] * 3)
    assert rule_of(state, {"by": "Anna", "move": "buy", "card": "Schatzsucher"}) == "dominion.karte-nicht-im-vorrat"


def test_dominion_reisende_stapel_no_game_end_pile_ln5390():
    """dominion.reisende.stapel: the piles beside the supply are no supply piles: emptying them ends nothing."""
    state = g()
    state.decks.update({key: [] for key in list(state.decks)})
    state.supply.update({"Village": 0, "Smithy": 0})  # two empty supply piles, four empty piles beside it
    state = play(anna(), [{"by": "Anna", "move": "end-turn"}])
    assert state.phase != "over"


# --- the exchange ----------------------------------------------------------------------------------------------


def test_dominion_reisende_eintausch_page_for_treasure_hunter_ln5385():
    """dominion.reisende.eintausch: at the clean-up the Page may go back to its supply pile; a Schatzsucher comes
    from its pile onto the discard pile (dominion.auslegung.eintausch-kein-nehmen: no gain is heard)."""
    state = end(played(anna("Page"), "Page"))
    assert state.task.rule == "dominion.reisende.eintausch" and state.task.data["candidates"] == {"Page": 1}
    pages = state.supply["Page"]
    state = play(state, [choose("Anna", ["Page"])])
    assert state.supply["Page"] == pages + 1
    assert state.cards["Anna"].discard["Treasure Hunter"] == 1 and state.cards["Anna"].discard["Page"] == 0
    assert len(state.decks["travellers:Treasure Hunter"]) == PILE_SIZE - 1
    assert "gains:Anna" not in state.tokens  # the exchange is no gain (only the turn's gains are counted)
    assert state.player == "Ben"


def test_dominion_reisende_eintausch_may_decline_ln5385():
    """dominion.reisende.eintausch: "darfst": declined, the Page is discarded as usual."""
    state = play(end(played(anna("Page"), "Page")), [choose("Anna", [])])
    assert state.cards["Anna"].discard["Page"] == 1 and "Treasure Hunter" not in state.cards["Anna"].discard
    assert state.player == "Ben"


def test_dominion_auslegung_eintausch_leerer_stapel_not_offered_ln5385():
    """dominion.auslegung.eintausch-leerer-stapel: with the Schatzsucher pile empty the Page is not offered."""
    state = anna("Page")
    state.decks["travellers:Treasure Hunter"] = []
    state = end(played(state, "Page"))
    assert state.task is None or state.task.rule != "dominion.reisende.eintausch"
    assert state.player == "Ben" and state.cards["Anna"].discard["Page"] == 1


def test_dominion_reisende_eintausch_one_by_one_each_copy_ln5385():
    """dominion.reisende.eintausch: the Reisende are chosen one by one; each copy once; then none is offered."""
    state = anna("Page", "Page", "Treasure Hunter")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Page"}, {"by": "Anna", "move": "play", "card": "Page"},
                         {"by": "Anna", "move": "play", "card": "Schatzsucher"}])
    state = end(state)
    assert state.task.data["candidates"] == {"Page": 2, "Treasure Hunter": 1}
    state = play(state, [choose("Anna", ["Schatzsucher"])])
    assert state.task.data["candidates"] == {"Page": 2}
    state = play(state, [choose("Anna", ["Page"])])
    assert state.task.data["candidates"] == {"Page": 1}
    state = play(state, [choose("Anna", [])])
    discard = state.cards["Anna"].discard
    assert (discard["Warrior"], discard["Treasure Hunter"], discard["Page"]) == (1, 1, 1)
    assert len(state.decks["travellers:Treasure Hunter"]) == PILE_SIZE  # one taken, one returned


def test_dominion_reisende_eintausch_only_own_clean_up_ln5385():
    """dominion.reisende.eintausch: "In der Aufräumphase": a Traveller is only offered in its owner's clean-up."""
    state = end(played(anna("Page"), "Page"))
    state = play(state, [choose("Anna", [])])
    state = end(state, "Ben")
    assert state.task is None or state.task.rule != "dominion.reisende.eintausch"


# --- the cards -------------------------------------------------------------------------------------------------


def test_dominion_karte_page_card_and_action_ln5383():
    """dominion.karte.page: +1 card, +1 action."""
    state = played(anna("Page", deck=("Silver",) + FILLER), "Page")
    assert state.actions == 1 and state.cards["Anna"].hand == Counter({"Silver": 1})


def test_dominion_karte_schatzsucher_silver_per_card_right_player_gained_ln5392():
    """dominion.karte.schatzsucher: +1 action, +1 coin; a Silber per card the player to the right gained in their
    latest turn (bought or gained otherwise)."""
    state = g(players=("Anna", "Ben"))
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    state = with_hand(state, "Ben", "Workshop", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Ben", "move": "play", "card": "Werkstatt"}] if "Workshop" in state.supply else [])
    if state.task is not None:
        state = play(state, [choose("Ben", ["Silber"])])
    state = play(state, [{"by": "Ben", "move": "play", "card": "Kupfer"}] * 3 + [
        {"by": "Ben", "move": "buy", "card": "Silber"}, {"by": "Ben", "move": "end-turn"}])
    gained = state.tokens.get("gains:Ben", 0)
    assert gained >= 1
    silvers = state.supply["Silver"]
    state = with_deck(with_hand(state, "Anna", "Treasure Hunter"), "Anna", *FILLER)
    state = played(state, "Schatzsucher")
    assert (state.actions, state.coins) == (1, 1)
    assert state.supply["Silver"] == silvers - gained and state.cards["Anna"].discard["Silver"] >= gained


def test_dominion_karte_schatzsucher_counts_only_the_latest_turn_ln5392():
    """dominion.karte.schatzsucher: "in seinem letzten Zug": the record of Ben's gains is emptied when his next
    turn begins."""
    state = play(g(), [{"by": "Anna", "move": "end-turn"}])
    state = with_hand(state, "Ben", "Gold")
    state = play(state, [{"by": "Ben", "move": "play", "card": "Gold"}, {"by": "Ben", "move": "buy", "card": "Silber"},
                         {"by": "Ben", "move": "end-turn"}])
    assert state.tokens.get("gains:Ben") == 1
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    assert "gains:Ben" not in state.tokens


def test_dominion_karte_krieger_reveals_per_traveller_trashes_three_or_four_ln5402():
    """dominion.karte.krieger (dominion.auslegung.krieger-kosten): +2 cards; per Reisender in play (this one too)
    Ben reveals and discards his top card; a Silber (3) is trashed, a Kupfer stays discarded."""
    state = anna("Page", "Warrior")
    state = with_deck(state, "Ben", "Silver", "Copper", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Page"}, {"by": "Anna", "move": "play", "card": "Krieger"}])
    while state.task is not None and state.task.rule == "dominion.reaktion":
        state = play(state, [choose("Ben", [])])
    assert state.trash["Silver"] == 1 and state.cards["Ben"].discard["Copper"] == 1
    assert state.cards["Ben"].draw_pile.top[:1] == ["Estate"]
    assert sum(state.cards["Anna"].hand.values()) == 3  # +1 (Page), +2 (Krieger)


def test_dominion_karte_held_two_coins_and_a_treasure_ln5412():
    """dominion.karte.held: +2 coins, gain any treasure of the game (must)."""
    state = played(anna("Hero"), "Held")
    assert state.coins == 2 and state.task.rule == "dominion.karte.held"
    assert "Gold" in state.task.data["candidates"] and "Estate" not in state.task.data["candidates"]
    assert rule_of(state, choose("Anna", [])) is not None
    state = play(state, [choose("Anna", ["Gold"])])
    assert state.cards["Anna"].discard["Gold"] == 1


def test_dominion_karte_champion_stays_for_the_rest_of_the_game_ln5422():
    """dominion.karte.champion: +1 action; it stays in play past every clean-up."""
    state = played(anna("Champion"), "Champion")
    assert state.actions == 1
    for _ in range(2):
        state = end(state)
        state = end(state, "Ben")
        assert "Champion" in state.cards["Anna"].in_play
    assert state.cards["Anna"].discard["Champion"] == 0


def test_dominion_karte_champion_action_per_action_and_immune_ln5424():
    """dominion.karte.champion: for the rest of the game +1 action per action card played; other players'
    attacks no longer affect its owner (Miliz: no discarding)."""
    state = played(anna("Champion", "Village", "Smithy"), "Champion")
    state = played(state, "Dorf")
    assert state.actions == 3  # 1 left after the Champion; the Dorf: -1, +1 (Champion), +2
    state = end(state)
    state = with_hand(state, "Ben", "Militia")
    hand = sum(state.cards["Anna"].hand.values())
    state = played(state, "Miliz", by="Ben")
    assert sum(state.cards["Anna"].hand.values()) == hand and state.task is None


def test_dominion_auslegung_bis_spielende_throne_room_stays_with_champion_ln5221():
    """dominion.auslegung.bis-spielende-je-ausspielen: a Thronsaal that played a Champion stays with it for the rest
    of the game; the Champion gives +2 actions per action then (two plays)."""
    state = played(anna("Throne Room", "Champion", "Village"), "Thronsaal")
    state = play(state, [choose("Anna", ["Champion"])])
    assert state.cards["Anna"].tokens.get("forever:Champion") == 2
    assert state.cards["Anna"].tokens.get("forever:Throne Room") == 1
    for _ in range(2):
        state = end(state)
        state = end(state, "Ben")
        assert {"Champion", "Throne Room"} <= set(state.cards["Anna"].in_play)
    actions = state.actions
    state = with_hand(state, "Anna", "Village")
    state = played(state, "Dorf")
    assert state.actions == actions - 1 + 2 + 2


def test_dominion_auslegung_bis_spielende_later_throne_room_is_discarded_ln5221():
    """dominion.auslegung.bis-spielende-je-ausspielen: a Thronsaal played later in the turn with an ordinary action
    is discarded as usual."""
    state = played(anna("Champion", "Throne Room", "Village"), "Champion")
    state = played(state, "Thronsaal")
    state = play(state, [choose("Anna", ["Dorf"])])
    state = end(state)
    assert state.cards["Anna"].in_play == ["Champion"] or state.cards["Anna"].durations == ["Champion"]
    assert state.cards["Anna"].discard["Throne Room"] == 1


def test_dominion_karte_gefolgsmann_card_each_turn_for_the_rest_of_the_game_ln5221():
    """dominion.karte.gefolgsmann: stays in play; +1 card at the start of each of its owner's turns."""
    state = played(anna("Hireling"), "Gefolgsmann")
    state = end(state)
    state = end(state, "Ben")
    assert "Hireling" in state.cards["Anna"].in_play and state.cards["Anna"].hand_size() == 6
    state = end(state)
    state = end(state, "Ben")
    assert "Hireling" in state.cards["Anna"].in_play and state.cards["Anna"].hand_size() == 6


def test_dominion_karte_gefolgsmann_twice_two_cards_ln5221():
    """dominion.karte.gefolgsmann (ln5221): played twice by a Thronsaal, +2 cards each turn; both stay."""
    state = played(anna("Throne Room", "Hireling"), "Thronsaal")
    state = play(state, [choose("Anna", ["Gefolgsmann"])])
    state = end(end(state), "Ben")
    assert state.cards["Anna"].hand_size() == 7
    assert {"Hireling", "Throne Room"} <= set(state.cards["Anna"].in_play)


def test_dominion_reisende_seeded_self_play_records_replay():
    """Seeded bots that buy Pages, Kleinbauern and Gefolgsmänner, play every action and answer every question at
    random: each record replays legal, and both lines are exchanged up to their last card."""
    import random

    from engine.core import replay
    from engine.games.dominion.bots import self_play

    seen = set()
    for index in range(8):
        rng = random.Random(index)
        kingdom, editions = (K, ED) if index < 4 else (K2, ED2)

        def bot(state, options, rng=rng):
            plays = [o for o in options if o.get("move") == "play"]
            if plays:
                return rng.choice(plays)
            buys = [o for o in options if o.get("move") == "buy" and o["card"] in (
                "Page", "Gefolgsmann", "Kleinbauer", "Gold")]
            if buys:
                return rng.choice(buys)
            returns = [o for o in options if o.get("move") == "choose" and o.get("cards")]
            if returns and rng.random() < 0.8:
                return rng.choice(returns)
            ends = [o for o in options if o.get("move") == "end-phase"]
            return ends[0] if ends and rng.random() < 0.9 else rng.choice(options)

        record, state = self_play({"A": bot, "B": bot}, kingdom, seed=f"t{index}", editions=list(editions),
                                  max_entries=1500)
        assert replay(record).status == "legal"
        seen |= {entry.get("card") for entry in record["log"] if entry.get("move") == "play"}
    assert {"Page", "Schatzsucher", "Krieger", "Held", "Champion", "Gefolgsmann", "Kleinbauer", "Soldat",
            "Flüchtling", "Schüler", "Lehrer"} <= seen, sorted(seen)


# --- Kleinbauer's line -------------------------------------------------------------------------------------------

K2 = ["Kleinbauer", "Dorf", "Schmiede", "Markt", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller", "Werft"]
ED2 = ("basis-rgg-2017", "seaside-rgg-2014", "abenteuer-rgg-2015")


def g2(seed=1):
    return game(players=("Anna", "Ben"), kingdom=K2, editions=ED2, seed=seed)


def test_dominion_karte_kleinbauer_buy_coin_and_exchange_for_soldier_ln5333_ln5335():
    """dominion.karte.kleinbauer: +1 buy, +1 coin; exchanged at the clean-up for a Soldat from its pile."""
    state = played(anna("Peasant", state=g2()), "Kleinbauer")
    assert (state.buys, state.coins) == (2, 1)
    state = play(end(state), [choose("Anna", ["Kleinbauer"])])
    assert state.cards["Anna"].discard["Soldier"] == 1 and len(state.decks["travellers:Soldier"]) == PILE_SIZE - 1


def test_dominion_karte_soldat_coins_per_other_attack_and_discard_at_four_ln5343():
    """dominion.karte.soldat: +2 coins, +1 per other Attack in play; only a player with 4 or more cards in hand
    discards one."""
    state = with_hand(anna("Militia", "Soldier", state=g2()), "Ben", "Copper", "Copper", "Estate")
    state = played(state, "Miliz")
    assert state.task is None and state.coins == 2
    state = with_hand(anna("Militia", "Soldier", "Village", state=g2()), "Ben", "Copper", "Copper", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Dorf"}, {"by": "Anna", "move": "play", "card": "Miliz"},
                         {"by": "Anna", "move": "play", "card": "Soldat"}])
    assert state.coins == 2 + 2 + 1 and state.task is None  # Ben holds 3 cards: no discard
    state = with_hand(anna("Soldier", state=g2()), "Ben", "Copper", "Copper", "Estate", "Estate")
    state = played(state, "Soldat")
    assert state.coins == 2 and state.task.rule == "dominion.karte.soldat" and state.task.player == "Ben"
    state = play(state, [choose("Ben", ["Anwesen"])])
    assert state.cards["Ben"].hand_size() == 3 and state.cards["Ben"].discard["Estate"] >= 1


def test_dominion_karte_fluechtling_two_cards_action_discard_ln5353():
    """dominion.karte.fluechtling: +2 cards, +1 action, then a hand card must be discarded; exchanged for a Schüler
    (dominion.auslegung.fluechtling-eintausch)."""
    state = played(anna("Fugitive", deck=("Silver", "Gold") + FILLER, state=g2()), "Flüchtling")
    assert state.actions == 1 and state.task.rule == "dominion.karte.fluechtling"
    assert rule_of(state, choose("Anna", [])) is not None
    state = play(end(play(state, [choose("Anna", ["Silber"])])), [choose("Anna", ["Flüchtling"])])
    assert state.cards["Anna"].discard["Disciple"] == 1


def test_dominion_karte_schueler_plays_twice_and_gains_a_copy_ln5363():
    """dominion.karte.schueler: an action from the hand played twice, then a copy gained from the supply."""
    state = played(anna("Disciple", "Village", state=g2()), "Schüler")
    villages = state.supply["Village"]
    state = play(state, [choose("Anna", ["Dorf"])])
    assert state.actions == 4 and state.supply["Village"] == villages - 1
    assert state.cards["Anna"].discard["Village"] == 1


def test_dominion_karte_schueler_no_copy_from_a_pile_beside_the_supply_ln5363():
    """dominion.karte.schueler: a Soldat played twice gives no copy (its pile is no supply pile)."""
    state = played(anna("Disciple", "Soldier", state=g2()), "Schüler")
    soldiers = len(state.decks["travellers:Soldier"])
    state = play(state, [choose("Anna", ["Soldat"])])
    while state.task is not None:  # Ben discards a card for each play
        state = play(state, [choose(state.task.player, [sorted(state.task.data["candidates"])[0]])])
    assert len(state.decks["travellers:Soldier"]) == soldiers and state.cards["Anna"].discard["Soldier"] == 0


def test_dominion_karte_schueler_stays_with_a_duration_ln5363():
    """dominion.karte.schueler (dominion.auslegung.thronsaal-dauerkarte): with a Werft it stays in play until the
    Werft goes; a staying Schüler is not offered for exchange."""
    state = played(anna("Disciple", "Wharf", state=g2()), "Schüler")
    state = play(state, [choose("Anna", ["Werft"])])
    state = end(state)
    assert state.task is None or state.task.rule != "dominion.reisende.eintausch"
    assert set(state.cards["Anna"].durations) == {"Disciple", "Wharf"}


def test_dominion_karte_lehrer_tavern_and_token_on_an_action_pile_ln5373_ln5375():
    """dominion.karte.lehrer: onto the Wirtshaustableau; called at the start of the turn, a +1 token goes on an
    Action supply pile without a token of the player's; a card played from that pile gives its bonus first."""
    state = played(anna("Teacher", state=g2()), "Lehrer")
    assert state.cards["Anna"].mats["tavern"] == ["Teacher"]
    state = end(end(state), "Ben")
    assert state.task.rule == "dominion.karte.lehrer"
    state = play(state, [choose("Anna", option="aufrufen"), choose("Anna", option="plus-action")])
    assert "Village" in state.task.data["candidates"] and "Gold" not in state.task.data["candidates"]
    state = play(state, [choose("Anna", ["Dorf"])])
    assert state.cards["Anna"].tokens.get("plus-action:Village") == 1 and "Teacher" in state.cards["Anna"].in_play
    state = with_hand(state, "Anna", "Village")
    state = played(state, "Dorf")
    assert state.actions == 1 - 1 + 1 + 2


# --- Dominion Online logs -----------------------------------------------------------------------------------------
# In the client's words as the corpus logs use them (magicjj data-farmers-market.txt: "ma returns a Page.",
# "ma receives a Treasure Hunter.", "ma plays a Treasure Hunter." / "ma gains a Silver.").

ONLINE_PAGE = online_opening(
    "a Page",
    second=("a Page", "a Page, 2 Coppers, an Estate and a Page"),
    split_starts=True,
) + """
Turn 3 - Anna
A plays a Page.
A draws a Copper.
A gets +1 Action.
A plays a Page.
A draws a Copper.
A gets +1 Action.
A plays 4 Coppers. (+$4)
A buys and gains a Silver.
A returns a Page.
A receives a Treasure Hunter.
A draws 3 Coppers and 2 Estates.

Turn 3 - Ben
B plays 2 Coppers. (+$2)
B buys and gains a Copper.
B draws 5 cards.

Turn 4 - Anna
A plays 3 Coppers. (+$3)
A buys and gains a Silver.
A shuffles their deck.
A draws a Treasure Hunter, 2 Coppers, an Estate and a Silver.

Turn 4 - Ben
B plays 2 Coppers. (+$2)
B buys and gains a Copper.
B draws 2 cards.
B shuffles their deck.
B draws 3 cards.

Turn 5 - Anna
A plays a Treasure Hunter.
A gets +1 Action.
A gets +$1.
A gains a Silver.
A plays a Silver and 2 Coppers. (+$4)
A buys and gains a Silver.
A draws 5 cards.
"""


def test_online_page_exchanged_and_declined_treasure_hunter_gains_ln5385_ln5392():
    """dominion.reisende.eintausch: "returns a Page." is the exchange (its "receives" line the engine's own doing);
    the second Page, returned by no line, was not exchanged (the choice `[]`). dominion.karte.schatzsucher: Ben
    gained one card in his latest turn, so one Silber."""
    from engine.core import replay
    from engine.importers import import_log

    record = import_log("dominion-online", ONLINE_PAGE)
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]
    assert "Page" in [name for name in record["setup"]["kingdom"]]
    assert "extras" not in record["setup"] or "Schatzsucher" not in record["setup"]["extras"]
    log = record["log"]
    exchange = [e for e in log if e.get("move") == "choose" and e["by"] == "Anna"]
    assert exchange[:2] == [{"by": "Anna", "move": "choose", "cards": ["Page"]},
                            {"by": "Anna", "move": "choose", "cards": []}]
    assert sum(1 for e in log if e.get("move") == "buy" and e["by"] == "Anna" and e["card"] == "Silber") == 3
    from engine.games.dominion.zones import owned_cards

    owned = owned_cards(report.final_state, "Anna")
    cards_ = owned.known + owned.pool
    assert (cards_["Silver"], cards_["Treasure Hunter"], cards_["Page"]) == (4, 1, 1)


def test_dominion_reisende_stapel_picture_shows_the_piles_beside_the_supply_ln5390():
    """dominion.reisende.stapel: the position picture shows the Reisende's piles beside the supply with their counts."""
    from engine.games.dominion.picture import picture

    state = play(end(played(anna("Page"), "Page")), [choose("Anna", ["Page"])])
    html = picture(state.to_json(), cards.names_de())
    assert "Reisende (neben dem Vorrat)" in html
    part = html[html.index("Reisende (neben dem Vorrat)"):]
    assert "Schatzsucher" in part and f"×{PILE_SIZE - 1}" in part and "Champion" in part


def test_dominion_auslegung_eintausch_leerer_stapel_no_pile_to_go_back_to_ln5385():
    """dominion.auslegung.eintausch-leerer-stapel: a Page whose supply pile is not in the game (one from the
    Schwarzmarkt's deck) is not offered."""
    state = anna("Page")
    del state.supply["Page"]
    state = end(played(state, "Page"))
    assert state.task is None or state.task.rule != "dominion.reisende.eintausch"
    assert state.cards["Anna"].discard["Page"] == 1


def test_dominion_karte_schueler_with_gefolgsmann_stays_for_the_rest_of_the_game_ln5221_ln5363():
    """dominion.auslegung.bis-spielende-je-ausspielen (ln5221, Schüler ln5363): a Schüler that played a Gefolgsmann
    twice stays with it for the rest of the game, is never offered for exchange; +2 cards each turn; a Gefolgsmann
    gained (its pile is in the supply)."""
    kingdom = ["Kleinbauer", "Dorf", "Schmiede", "Markt", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller",
               "Gefolgsmann"]
    state = game(players=("Anna", "Ben"), kingdom=kingdom, editions=ED, seed=1)
    state = played(anna("Disciple", "Hireling", state=state), "Schüler")
    state = play(state, [choose("Anna", ["Gefolgsmann"])])
    assert state.cards["Anna"].discard["Hireling"] == 1
    for _ in range(2):
        state = end(state)
        assert state.task is None or state.task.rule != "dominion.reisende.eintausch"
        state = end(state, "Ben")
        assert {"Disciple", "Hireling"} <= set(state.cards["Anna"].in_play) and state.cards["Anna"].hand_size() == 7
