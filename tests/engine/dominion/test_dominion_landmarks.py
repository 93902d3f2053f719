"""Empires' Landmarken (RGG 2016): one test per implemented Landmark, each naming its rule id and the divider line
(rulebook 003_a71f..., section 24, "LANDMARKEN", ln5849–5956) it checks; the record's `setup.landmarks` and
`setup.obelisk`; seeded self-play with Landmarks."""

from collections import Counter

from dominion_helpers import RS, buy, choose, play, rule_of, with_deck, with_hand

from engine.core import replay
from engine.games.dominion import cards
from engine.games.dominion.model import LANDMARKS
from engine.games.dominion.scoring import score
from engine.games.dominion.zones import owned_cards

K = ["Dorf", "Markt", "Kapelle", "Holzfäller", "Burggraben", "Keller", "Werkstatt", "Miliz", "Mine", "Schmiede"]
ED = ["basis-hig-2008", "empires-rgg-2016"]


def g(*landmarks, kingdom=K, seed=1, players=("Anna", "Ben"), **more):
    return RS.setup(list(players), {"editions": ED, "kingdom": kingdom, "seed": seed, "landmarks": list(landmarks),
                                    **more})


def vp(state, player="Anna"):
    return state.cards[player].tokens.get("vp", 0)


def table(state, tag):
    return state.tokens.get(f"vp:{tag}", 0)


def points(tag, owned, state=None, player="Anna"):
    return LANDMARKS[tag].points(state or g(tag), player, Counter(owned))


# --- the record: setup.landmarks, setup.obelisk ----------------------------------------------------------------------


def test_dominion_landmarken_in_the_game_no_supply_pile_ln5855():
    """dominion.landmarken: the record names the Landmarks; they lie beside the supply (no pile), their set-up is
    done (Schlachtfeld: 6 markers per player)."""
    state = g("Schlachtfeld", "Mauer")
    assert state.tokens["landmark:Battlefield"] == 1 and state.tokens["landmark:Wall"] == 1
    assert "Battlefield" not in state.supply and "Wall" not in state.supply
    assert table(state, "Battlefield") == 12
    assert table(g("Schlachtfeld", players=("Anna", "Ben", "Cleo")), "Battlefield") == 18


def test_dominion_landmarken_setup_is_checked_and_unimplemented_ones_are_unsupported_ln5855():
    """dominion.landmarken: a name that is no Landmark, a repeated one, Obelisk's pile without Obelisk or not an
    Action supply pile: errors; every Landmark of Empires is implemented (none makes the record unsupported)."""
    setup = {"editions": ED, "kingdom": K, "landmarks": ["Mauer", "Dorf", "Mauer"], "obelisk": "Silber"}
    messages = [e.message_en for e in RS.validate_setup(["Anna", "Ben"], setup)]
    assert any("no Landmark" in m for m in messages) and any("repeats" in m for m in messages)
    assert any("Obelisk is no Landmark" in m for m in messages) and any("no Action supply pile" in m for m in messages)
    assert RS.validate_setup(["Anna", "Ben"], {"editions": ED, "kingdom": K, "landmarks": ["Obelisk"],
                                               "obelisk": "Dorf"}) == []
    assert RS.validate_setup(["Anna", "Ben"], {"editions": ["basis-hig-2008"], "kingdom": K, "landmarks": ["Mauer"]})
    assert RS.unsupported(["Anna", "Ben"], {"editions": ED, "kingdom": K,
                                            "landmarks": ["Arena", "Gebirgspass", "Mauer"]}) == []


def test_dominion_landmarke_obelisk_pile_named_or_chosen_by_the_seed_ln5928():
    """dominion.landmarke.obelisk and dominion.auslegung.obelisk-wahl: the record's pile holds; a seeded game without
    one picks an Action supply pile; unseeded and unnamed, Obelisk's points stay open."""
    assert g("Obelisk", obelisk="Markt").tokens.get("obelisk:Market") == 1
    chosen = [key for key in g("Obelisk", seed=7).tokens if key.startswith("obelisk:")]
    assert len(chosen) == 1 and chosen[0][len("obelisk:"):] in {"Village", "Market", "Chapel", "Woodcutter", "Moat",
                                                                "Cellar", "Workshop", "Militia", "Mine", "Smithy"}
    unseeded = RS.setup(["Anna", "Ben"], {"editions": ED, "kingdom": K, "landmarks": ["Obelisk"]})
    assert not any(key.startswith("obelisk:") for key in unseeded.tokens)
    assert points("Obelisk", {"Village": 3}, unseeded) is None
    assert points("Obelisk", {"Village": 3, "Market": 2}, g("Obelisk", obelisk="Dorf")) == 6


# --- Landmarks that count points at the end of the game --------------------------------------------------------------


def test_dominion_landmarke_mauer_minus_one_per_card_beyond_15_ln5915():
    """dominion.landmarke.mauer: 27 cards -12, 14 cards nothing (ln5915)."""
    assert points("Wall", {"Copper": 20, "Estate": 7}) == -12
    assert points("Wall", {"Copper": 14}) == 0 and points("Wall", {"Copper": 15}) == 0


def test_dominion_landmarke_museum_two_per_differently_named_card_ln5924():
    """dominion.landmarke.museum (ln5924)."""
    assert points("Museum", {"Copper": 7, "Estate": 3, "Village": 1}) == 6


def test_dominion_landmarke_obstgarten_four_per_action_with_three_copies_ln5930():
    """dominion.landmarke.obstgarten: 3 copies and 7 copies give the same 4; treasures do not count (ln5930)."""
    assert points("Orchard", {"Village": 3, "Market": 7, "Smithy": 2, "Copper": 9}) == 8


def test_dominion_landmarke_palast_three_per_set_ln5939():
    """dominion.landmarke.palast: 7 Kupfer, 5 Silber, 2 Gold: 6; with a third Gold: 9 (ln5939)."""
    assert points("Palace", {"Copper": 7, "Silver": 5, "Gold": 2}) == 6
    assert points("Palace", {"Copper": 7, "Silver": 5, "Gold": 3}) == 9


def test_dominion_landmarke_raeuberfestung_minus_two_per_silver_and_gold_ln5941():
    """dominion.landmarke.raeuberfestung: 3 Silber and 1 Gold: -8 (ln5941)."""
    assert points("Bandit Fort", {"Silver": 3, "Gold": 1, "Copper": 7}) == -8


def test_dominion_landmarke_brunnen_fifteen_with_ten_coppers_ln5885():
    """dominion.landmarke.brunnen: 15 or 0, no more for more Kupfer (ln5885)."""
    assert points("Fountain", {"Copper": 10}) == 15 and points("Fountain", {"Copper": 14}) == 15
    assert points("Fountain", {"Copper": 9}) == 0


def test_dominion_landmarke_triumphbogen_second_most_common_action_ln5945():
    """dominion.landmarke.triumphbogen: 7 Villen and 4 Wilde Jagden: 12; 7 and 7: 21 (ln5945)."""
    assert points("Triumphal Arch", {"Village": 7, "Market": 4, "Gold": 9}) == 12
    assert points("Triumphal Arch", {"Village": 7, "Market": 7}) == 21
    assert points("Triumphal Arch", {"Village": 7}) == 0


def test_dominion_landmarke_wolfsbau_minus_three_per_single_copy_ln5956():
    """dominion.landmarke.wolfsbau: one copy -3; none or two copies nothing (ln5956)."""
    assert points("Wolf Den", {"Curse": 2, "Gold": 1, "Village": 1, "Copper": 7}) == -6


def test_dominion_landmarke_turm_non_victory_cards_of_empty_piles_ln5954():
    """dominion.landmarke.turm: a non-victory card of an empty supply pile counts; an empty victory pile does not, an
    empty Fluch pile does (ln5954)."""
    state = g("Turm")
    state.supply["Village"] = 0
    state.supply["Duchy"] = 0
    state.supply["Curse"] = 0
    assert points("Tower", {"Village": 2, "Duchy": 3, "Curse": 1, "Market": 4}, state) == 3


def test_dominion_landmarke_bollwerk_most_copies_of_each_treasure_ties_count_ln5883():
    """dominion.landmarke.bollwerk: 5 per treasure of which one has at least as many as each other player (ln5883)."""
    state = with_deck(g("Bollwerk"), "Anna", "Silver", "Silver", "Gold")
    state = with_deck(state, "Ben", "Silver", "Silver", "Gold", "Gold")
    anna = Counter({"Copper": 7, "Estate": 3, "Silver": 2, "Gold": 1})
    assert LANDMARKS["Keep"].points(state, "Anna", anna) == 10  # Kupfer (tie 7-7), Silber (tie 2-2); not Gold (1-2)


def test_dominion_landmarken_end_score_counts_the_landmarks_ln5915_ln5924():
    """dominion.landmarke.mauer, dominion.landmarke.museum: the end score adds them to the cards' points."""
    state = g("Mauer", "Museum")
    assert score(state)["scores"] == {"Anna": 3 + 4, "Ben": 3 + 4}
    state = with_deck(state, "Anna", *(["Copper"] * 14))  # 5 in hand and 14 in the draw pile: 19 cards
    assert score(state)["scores"]["Anna"] == 3 + 4 - 4


# --- Landmarks with Siegpunktmarker ----------------------------------------------------------------------------------


def test_dominion_landmarke_schlachtfeld_two_per_victory_card_gained_ln5943():
    """dominion.landmarke.schlachtfeld: a bought Anwesen takes 2 markers; a treasure nothing (ln5943)."""
    state = with_hand(g("Schlachtfeld"), "Anna", "Copper", "Copper", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}, {"by": "Anna", "move": "play",
                                                                           "card": "Kupfer"}, buy("Anwesen")])
    assert vp(state) == 2 and table(state, "Battlefield") == 10


def test_dominion_landmarke_grabmal_one_token_per_trashed_card_ln5909():
    """dominion.landmarke.grabmal: each trashed card +1 Siegpunktmarker (ln5909)."""
    state = with_hand(g("Grabmal"), "Anna", "Chapel", "Copper", "Copper", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kapelle"},
                         choose("Anna", ["Kupfer", "Kupfer", "Anwesen"])])
    assert vp(state) == 3 and state.trash == Counter({"Copper": 2, "Estate": 1})


def test_dominion_landmarke_labyrinth_second_gain_in_own_turn_once_ln5913():
    """dominion.landmarke.labyrinth: the second card gained in the turn takes 2, the third nothing (ln5913)."""
    state = with_hand(g("Labyrinth"), "Anna", "Woodcutter", "Market", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Markt"},
                         {"by": "Anna", "move": "play", "card": "Holzfäller"},
                         buy("Kupfer")])
    assert vp(state) == 0
    state = play(state, [buy("Kupfer")])
    assert vp(state) == 2 and table(state, "Labyrinth") == 10
    state = play(state, [buy("Kupfer")])
    assert vp(state) == 2


def test_dominion_landmarke_badehaus_turn_without_gain_takes_two_ln5873():
    """dominion.landmarke.badehaus: a turn that gains nothing takes 2 at its end; one that gains, nothing (ln5873)."""
    state = play(g("Badehaus"), [{"by": "Anna", "move": "end-turn"}])
    assert vp(state, "Anna") == 2 and table(state, "Baths") == 10
    state = with_hand(state, "Ben", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Ben", "move": "play", "card": "Kupfer"}, buy("Kupfer", "Ben"),
                         {"by": "Ben", "move": "end-turn"}])
    assert vp(state, "Ben") == 0


def test_dominion_landmarke_basilika_two_coins_left_after_buying_ln5875():
    """dominion.landmarke.basilika: 2 or more coins left after a buy: 2 markers; fewer: none (ln5875)."""
    state = with_hand(g("Basilika"), "Anna", "Market", "Copper", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Markt"}] + [
        {"by": "Anna", "move": "play", "card": "Kupfer"}] * 4 + [buy("Silber")])  # 5 - 3 = 2 left
    assert vp(state) == 2
    state = play(state, [buy("Kupfer")])  # 2 - 0 = 2 left (Markt's +1 Kauf)
    assert vp(state) == 4 and table(state, "Basilica") == 8
    state = with_hand(g("Basilika"), "Anna", "Copper", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}] * 4 + [buy("Silber")])  # 1 left
    assert vp(state) == 0


def test_dominion_landmarke_kolonnaden_bought_action_with_copy_in_play_ln5911():
    """dominion.landmarke.kolonnaden: buying a Markt with a Markt in play takes 2; an action without a copy in play
    nothing (ln5911)."""
    state = with_hand(g("Kolonnaden"), "Anna", "Market", "Gold", "Gold", "Gold", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Markt"}] + [
        {"by": "Anna", "move": "play", "card": "Gold"}] * 3 + [buy("Schmiede")])
    assert vp(state) == 0
    state = play(state, [buy("Markt")])
    assert vp(state) == 2 and table(state, "Colonnade") == 10


def test_dominion_landmarke_entweihter_schrein_setup_gain_and_curse_ln5887_ln5889():
    """dominion.landmarke.entweihter-schrein: 2 markers on each Action pile; an Action gained moves one onto the
    Schrein; a Fluch bought takes them all (ln5887, ln5889)."""
    state = g("Entweihter Schrein")
    assert table(state, "Village") == 2 and table(state, "Copper") == 0
    state = with_hand(state, "Anna", "Woodcutter", "Copper", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Holzfäller"}] + [
        {"by": "Anna", "move": "play", "card": "Kupfer"}] * 3 + [buy("Dorf")])
    assert table(state, "Village") == 1 and table(state, "Defiled Shrine") == 1
    state = play(state, [buy("Fluch")])
    assert vp(state) == 1 and table(state, "Defiled Shrine") == 0


def test_dominion_landmarke_aquaedukt_treasure_moves_victory_takes_ln5859_ln5861():
    """dominion.landmarke.aquaedukt: 8 markers on Silber and Gold; a Silber gained moves one onto the Aquädukt, an
    Anwesen gained takes them (ln5859, ln5861)."""
    state = g("Aquädukt")
    assert table(state, "Silver") == 8 and table(state, "Gold") == 8
    state = with_hand(state, "Anna", "Woodcutter", "Copper", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Holzfäller"}] + [
        {"by": "Anna", "move": "play", "card": "Kupfer"}] * 4 + [buy("Silber")])
    assert table(state, "Silver") == 7 and table(state, "Aqueduct") == 1
    state = play(state, [buy("Anwesen")])
    assert vp(state) == 1 and table(state, "Aqueduct") == 0


def test_dominion_auslegung_landmarke_rest_takes_what_is_left_ln5857():
    """dominion.auslegung.landmarke-rest: with 1 marker left, taking 2 takes that one; with none, nothing."""
    state = with_hand(g("Schlachtfeld"), "Anna", "Copper", "Copper", "Copper", "Copper", "Copper")
    state.tokens["vp:Battlefield"] = 1
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"},
                         {"by": "Anna", "move": "play", "card": "Kupfer"}, buy("Anwesen")])
    assert vp(state) == 1 and table(state, "Battlefield") == 0


def test_dominion_landmarken_seeded_self_play_replays_legal_to_the_end():
    """Big Money with every implemented Landmark in the game replays legal to the game's end, and the end score counts
    the Landmarks (dominion.landmarken)."""
    from engine.games.dominion.bots import big_money, self_play

    marks = [name for name in ("Mauer", "Museum", "Schlachtfeld", "Grabmal", "Labyrinth", "Badehaus", "Basilika",
                               "Kolonnaden", "Entweihter Schrein", "Aquädukt", "Obelisk", "Turm", "Bollwerk",
                               "Wolfsbau", "Palast", "Brunnen", "Räuberfestung", "Obstgarten", "Triumphbogen", "Arena")]
    record, state = self_play({"A": big_money, "B": big_money}, K, seed="lm", editions=ED, landmarks=marks)
    assert state.phase == "over" and replay(record).status == "legal"
    assert sum(state.cards[p].tokens.get("vp", 0) for p in ("A", "B")) > 0  # Schlachtfeld, Basilika ...
    plain = {p: sum((cards.card(t).points or 0) * n for t, n in owned_cards(state, p).exact().items()) + state.cards[
        p].tokens.get("vp", 0) for p in ("A", "B")}
    assert state.result["scores"] != plain  # Mauer, Museum, Palast, Räuberfestung ... counted


def test_dominion_landmarken_state_json_round_trip_and_picture_ln5855():
    """dominion.landmarken: the Landmarks, their markers and Obelisk's pile survive the state JSON; the picture shows
    them beside the supply."""
    from engine.games.dominion.picture import picture

    state = g("Schlachtfeld", "Obelisk", obelisk="Markt")
    back = RS.state_from_json(RS.state_to_json(state))
    assert back.tokens == state.tokens and RS.state_to_json(back) == RS.state_to_json(state)
    html = picture(RS.state_to_json(state), {})
    assert "Landmarken" in html and "12 Siegpunktmarker" in html and "Stapel: Markt" in html


def test_dominion_landmarke_entweihter_schrein_on_a_split_pile_once_ln5889():
    """dominion.landmarke.entweihter-schrein: a pile of two names (Siedler/Emsiges Dorf) gets its 2 markers once; a
    Siedler gained from it moves one (ln5887, ln5889)."""
    kingdom = ["Siedler", "Dorf", "Markt", "Kapelle", "Holzfäller", "Burggraben", "Keller", "Werkstatt", "Miliz", "Mine"]
    state = g("Entweihter Schrein", kingdom=kingdom)
    assert table(state, "Settlers") == 2 and table(state, "Bustling Village") == 0
    state = with_hand(state, "Anna", "Workshop")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Werkstatt"}, choose("Anna", ["Siedler"])])
    assert table(state, "Settlers") == 1 and table(state, "Defiled Shrine") == 1


def test_dominion_landmarke_arena_discard_an_action_at_the_start_of_the_buy_phase_ln5871():
    """dominion.landmarke.arena: ending the action phase, the player may discard an action card: 2 markers; declining
    gives none (ln5871)."""
    state = with_hand(g("Arena"), "Anna", "Village", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "end-phase"}])
    assert state.task is not None and state.task.rule == "dominion.landmarke.arena"
    state = play(state, [choose("Anna", ["Dorf"])])
    assert vp(state) == 2 and table(state, "Arena") == 10 and state.cards["Anna"].discard["Village"] == 1
    state = with_hand(g("Arena"), "Anna", "Village", "Copper")
    state = play(state, [{"by": "Anna", "move": "end-phase"}, choose("Anna", [])])
    assert vp(state) == 0 and state.phase == "buy"


def test_dominion_auslegung_arena_kaufphase_a_treasure_passes_the_arena_ln5871():
    """dominion.auslegung.arena-kaufphase: a treasure played in the action phase begins the buy phase without the
    Arena's question; without an action card in hand nothing is asked."""
    state = with_hand(g("Arena"), "Anna", "Village", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}])
    assert state.task is None and state.phase == "buy" and vp(state) == 0
    state = play(with_hand(g("Arena"), "Anna", "Copper"), [{"by": "Anna", "move": "end-phase"}])
    assert state.task is None and state.phase == "buy"


def test_dominion_landmarke_gebirgspass_auction_after_the_first_province_ln5898_ln5900():
    """dominion.landmarke.gebirgspass and dominion.auslegung.gebirgspass-zeitpunkt: after Anna's turn with the first
    Province, Ben (left of her) bids first, then Anna; the high bidder takes the Schulden and 8 markers; a second
    Province starts no second auction (ln5898, ln5900)."""
    state = with_hand(g("Gebirgspass"), "Anna", "Gold", "Gold", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Gold"},
                         {"by": "Anna", "move": "play", "card": "Silber"}, buy("Provinz"),
                         {"by": "Anna", "move": "end-turn"}])
    assert state.task is not None and state.task.player == "Ben" and state.task.rule == "dominion.landmarke.gebirgspass"
    assert rule_of(state, choose("Ben", option="41")) is not None
    state = play(state, [choose("Ben", option="3")])
    assert rule_of(state, choose("Anna", option="3")) is not None  # at least 1 more
    state = play(state, [choose("Anna", option="passen")])
    assert state.cards["Ben"].tokens.get("debt") == 3 and vp(state, "Ben") == 8 and vp(state, "Anna") == 0
    assert state.task is None and state.players[state.active] == "Ben"
    state = with_hand(state, "Ben", "Gold", "Gold", "Gold", "Silver", "Silver")  # 13: 3 to repay, 8 for a Provinz
    state = play(state, [{"by": "Ben", "move": "play", "card": "Gold"}] * 3 + [
        {"by": "Ben", "move": "play", "card": "Silber"}] * 2 + [{"by": "Ben", "move": "repay", "count": 3},
                                                              buy("Provinz", "Ben"), {"by": "Ben", "move": "end-turn"}])
    assert state.task is None  # no second auction


def test_dominion_landmarke_gebirgspass_all_pass_nothing_ln5900():
    """dominion.landmarke.gebirgspass: when everybody passes, nobody gets anything (ln5900)."""
    state = with_hand(g("Gebirgspass"), "Anna", "Gold", "Gold", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Gold"},
                         {"by": "Anna", "move": "play", "card": "Silber"}, buy("Provinz"),
                         {"by": "Anna", "move": "end-turn"}, choose("Ben", option="passen"),
                         choose("Anna", option="passen")])
    assert vp(state, "Ben") == vp(state, "Anna") == 0 and not state.cards["Ben"].tokens.get("debt")
