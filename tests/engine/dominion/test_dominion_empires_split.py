"""Empires (RGG 2016): the cards of the split piles and the Schlösser, one test per rule, each naming its rule id and
the divider line (rulebook 003_a71f..., section 24) it checks, and seeded self-play of a kingdom of them."""

from collections import Counter

from dominion_helpers import choose, game, play, played, rule_of, with_deck, with_hand

from engine.games.dominion import piles
from engine.games.dominion.scoring import points
from engine.games.dominion.zones import gain

ED = ("basis-rgg-2017", "empires-rgg-2016")
K = ["Siedler", "Patrizier", "Feldlager", "Katapult", "Gladiator", "Schlösser", "Dorf", "Schmiede", "Markt",
     "Burggraben"]


def g(players=("Anna", "Ben"), seed=1, kingdom=K):
    return game(players=players, kingdom=kingdom, editions=ED, seed=seed)


def take(state, card, times=1, player="Anna", target="discard"):
    state = state.copy()
    for _ in range(times):
        assert gain(state, player, card, target)
    return state


def take_castles(state, times):
    """Take the top Schloss `times` times (the pile's order: piles.CASTLES)."""
    for _ in range(times):
        state = take(state, piles.top(state, "Castles"))
    return state


def vp(state, player="Anna"):
    return state.cards[player].tokens.get("vp", 0)


def gained(state, player, card):
    """`player` gains `card` from the supply through the engine's bus (the "buy" frame with no "when you buy"
    listeners: just the gain, whose triggers run)."""
    from engine.core.step import Notes
    from engine.games.dominion.runner import push, run

    new = state.copy()
    push(new, "buy", {"player": player, "card": card, "players": list(new.players), "versions": {}, "listeners": []})
    run(new, Notes())
    return new


# --- Siedler / Emsiges Dorf ---------------------------------------------------------------------------------


def test_dominion_karte_siedler_copper_from_discard_to_hand_ln5469():
    state = with_deck(with_hand(g(), "Anna", "Settlers"), "Anna", "Estate", discard={"Copper": 2, "Silver": 1})
    state = played(state, "Siedler")
    assert state.actions == 1 and state.task.rule == "dominion.karte.siedler"
    assert rule_of(state, choose("Anna", ["Silber"])) is not None  # only a Kupfer
    state = play(state, [choose("Anna", ["Kupfer"])])
    assert state.cards["Anna"].hand == Counter({"Estate": 1, "Copper": 1})
    assert +state.cards["Anna"].discard == Counter({"Copper": 1, "Silver": 1})


def test_dominion_karte_siedler_may_take_none_ln5469():
    """ln5469: "Du musst kein KUPFER auf die Hand nehmen, wenn du das nicht möchtest"."""
    state = with_deck(with_hand(g(), "Anna", "Settlers"), "Anna", "Estate", discard={"Copper": 1})
    state = play(state, [{"by": "Anna", "move": "play", "card": "Siedler"}, choose("Anna", [])])
    assert state.cards["Anna"].hand == Counter({"Estate": 1}) and state.task is None


def test_dominion_karte_emsiges_dorf_settlers_from_discard_ln5577():
    state = with_deck(with_hand(g(), "Anna", "Bustling Village"), "Anna", "Estate", discard={"Settlers": 1})
    state = play(state, [{"by": "Anna", "move": "play", "card": "Emsiges Dorf"}, choose("Anna", ["Siedler"])])
    assert state.actions == 3 and state.cards["Anna"].hand == Counter({"Estate": 1, "Settlers": 1})


# --- Patrizier / Handelsplatz -------------------------------------------------------------------------------


def test_dominion_karte_patrizier_five_or_more_to_hand_ln5460_ln5462():
    """dominion.karte.patrizier and dominion.auslegung.patrizier-kosten (ln5462): 5 or more coins: into the hand;
    cheaper: back on top."""
    state = played(with_deck(with_hand(g(), "Anna", "Patrician"), "Anna", "Copper", "Market"), "Patrizier")
    assert state.cards["Anna"].hand == Counter({"Copper": 1, "Market": 1}) and state.actions == 1
    state = played(with_deck(with_hand(g(), "Anna", "Patrician"), "Anna", "Copper", "Silver"), "Patrizier")
    assert state.cards["Anna"].hand == Counter({"Copper": 1}) and state.cards["Anna"].draw_pile.top == ["Silver"]


def test_dominion_karte_handelsplatz_two_tokens_with_five_actions_in_play_ln5610():
    state = g().copy()
    state.cards["Anna"].in_play = ["Village"] * 4 + ["Copper"]
    state = take(state, "Patrician", 5)  # the Handelsplätze come up
    assert vp(gained(state, "Anna", "Emporium")) == 0  # 4 action cards
    state.cards["Anna"].in_play.append("Market")
    assert vp(gained(state, "Anna", "Emporium")) == 2
    assert vp(gained(state, "Ben", "Emporium"), "Ben") == 0  # ln5610: nothing in play outside one's turn


# --- Feldlager / Diebesgut ----------------------------------------------------------------------------------


def test_dominion_karte_feldlager_revealing_gold_keeps_it_in_play_ln5453():
    state = with_deck(with_hand(g(), "Anna", "Encampment", "Gold"), "Anna", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Feldlager"}, choose("Anna", ["Gold"])])
    assert state.actions == 2 and state.cards["Anna"].in_play == ["Encampment"]


def test_dominion_karte_feldlager_set_aside_and_back_on_its_pile_at_cleanup_ln5453():
    """ln5453: not revealing, it is set aside and goes back as the clean-up begins; a Diebesgut lying open on the
    pile is covered by it (dominion.gemischter-stapel-zuruecklegen)."""
    state = take(g(), "Encampment", 5)
    assert piles.top(state, "Encampment") == "Plunder"
    state = with_deck(with_hand(state, "Anna", "Encampment", "Gold"), "Anna", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Feldlager"}, choose("Anna", [])])
    assert state.cards["Anna"].in_play == [] and state.cards["Anna"].mats == {"encampment": ["Encampment"]}
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    assert "Encampment" not in state.cards["Anna"].mats.get("encampment", [])
    assert piles.top(state, "Encampment") == "Encampment" and state.supply["Plunder"] == 0
    assert piles.size(state, "Encampment") == 6 and state.cards["Anna"].count("Encampment") == 5  # the 5 taken


def test_dominion_karte_diebesgut_two_coins_and_a_token_ln5566():
    state = played(with_hand(g(), "Anna", "Plunder"), "Diebesgut")
    assert state.coins == 2 and vp(state) == 1 and state.phase == "buy"


# --- Katapult / Felsen --------------------------------------------------------------------------------------


def test_dominion_karte_katapult_curse_for_three_or_more_and_discard_for_treasure_ln5494():
    state = with_hand(with_hand(g(), "Anna", "Catapult", "Silver"), "Ben", "Copper", "Copper", "Estate", "Estate",
                      "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Katapult"}, choose("Anna", ["Silber"])])
    assert state.coins == 1 and state.cards["Ben"].discard["Curse"] == 1
    assert state.task.player == "Ben" and state.task.rule == "dominion.karte.katapult"
    state = play(state, [choose("Ben", ["Anwesen", "Anwesen"])])
    assert sum(state.cards["Ben"].hand.values()) == 3 and state.supply["Curse"] == 9


def test_dominion_karte_katapult_cheap_non_treasure_does_nothing_to_others_ln5494():
    state = with_hand(g(), "Anna", "Catapult", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Katapult"}, choose("Anna", ["Anwesen"])])
    assert state.task is None and state.supply["Curse"] == 10 and state.trash["Estate"] == 1


def test_dominion_karte_felsen_silver_to_deck_in_buy_phase_else_to_hand_ln5520():
    state = take(g(), "Catapult", 5)
    assert gained(state, "Anna", "Rocks").cards["Anna"].hand["Silver"] == 1  # action phase: into the hand
    buying = played(with_hand(state, "Anna", "Copper"), "Kupfer")
    after = gained(buying, "Anna", "Rocks")
    assert after.cards["Anna"].draw_pile.top[0] == "Silver" and after.cards["Anna"].hand["Silver"] == 0
    assert gained(buying, "Ben", "Rocks").cards["Ben"].hand["Silver"] == 1  # not Ben's buy phase


def test_dominion_karte_felsen_gives_one_coin_ln5520():
    state = played(with_hand(take(g(), "Catapult", 5), "Anna", "Rocks"), "Felsen")
    assert state.coins == 1


# --- Gladiator / Reichtum -----------------------------------------------------------------------------------


def test_dominion_karte_gladiator_no_copy_coin_and_trash_a_gladiator_ln5487():
    state = with_hand(with_hand(g(), "Anna", "Gladiator", "Silver"), "Ben", "Copper", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gladiator"}, choose("Anna", ["Silber"])])
    assert rule_of(state, choose("Ben", ["Kupfer"])) is not None  # no copy of the Silber
    state = play(state, [choose("Ben", [])])
    assert state.coins == 3 and state.supply["Gladiator"] == 4 and state.trash["Gladiator"] == 1
    # Ben without a copy is not even asked (ln5487: "nicht aufdecken kann oder will")
    state = with_hand(with_hand(g(), "Anna", "Gladiator", "Silver"), "Ben", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gladiator"}, choose("Anna", ["Silber"])])
    assert state.task is None and state.coins == 3 and state.supply["Gladiator"] == 4


def test_dominion_karte_gladiator_copy_revealed_only_two_coins_ln5487():
    state = with_hand(with_hand(g(), "Anna", "Gladiator", "Silver"), "Ben", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gladiator"}, choose("Anna", ["Silber"]),
                         choose("Ben", ["Silber"])])
    assert state.coins == 2 and state.supply["Gladiator"] == 5


def test_dominion_karte_reichtum_doubles_once_per_turn_ln5718():
    state = with_hand(take(g(), "Gladiator", 5), "Anna", "Gold", "Fortune", "Fortune")
    state = play(state, [{"by": "Anna", "move": "play", "card": c} for c in ("Gold", "Reichtum", "Reichtum")])
    assert state.coins == 6 and state.buys == 3


def test_dominion_karte_reichtum_gain_a_gold_per_gladiator_in_play_ln5718():
    """dominion.karte.reichtum: gained with two Gladiators in play, two Golds (tested through a gain: buying it
    needs the debt of its cost)."""
    state = take(g(), "Gladiator", 5).copy()
    state.cards["Anna"].in_play = ["Gladiator", "Gladiator", "Copper"]
    after = gained(state, "Anna", "Fortune")
    assert after.cards["Anna"].discard["Gold"] == 2 and after.supply["Fortune"] == 4


# --- Schlösser ----------------------------------------------------------------------------------------------


def test_dominion_karte_bescheidenes_schloss_one_coin_one_point_per_castle_ln5726():
    assert points({"Humble Castle": 2, "Small Castle": 1, "Copper": 7}) == 2 * 3 + 2  # 1 per Schloss each; Kleines 2
    state = played(with_hand(g(), "Anna", "Humble Castle"), "Bescheidenes Schloss")
    assert state.coins == 1


def test_dominion_karte_koenigsschloss_two_points_per_castle_itself_included_ln5744():
    assert points({"King's Castle": 1, "Copper": 7}) == 2
    assert points({"Humble Castle": 1, "King's Castle": 1, "Small Castle": 1}) == 3 + 2 * 3 + 2


def test_dominion_karte_verfallendes_schloss_token_and_silver_when_gained_or_trashed_ln5728():
    state = take_castles(g(), 1)
    state = gained(state, "Anna", "Crumbling Castle")
    assert vp(state) == 1 and state.cards["Anna"].discard["Silver"] == 1


def test_dominion_karte_kleines_schloss_trash_a_castle_gain_the_top_one_ln5730():
    state = take_castles(g(), 2)  # Bescheidenes and Verfallendes gone: Kleines on top
    state = take(state, "Small Castle")
    assert piles.top(state, "Castles") == "Haunted Castle"
    state = with_hand(state, "Anna", "Small Castle", "Humble Castle")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kleines Schloss"},
                         choose("Anna", ["Bescheidenes Schloss"])])
    assert state.trash["Humble Castle"] == 1 and state.cards["Anna"].discard["Haunted Castle"] == 1
    assert state.cards["Anna"].in_play == ["Small Castle"]


def test_dominion_auslegung_kleines_schloss_wahl_none_chosen_trashes_this_one_ln5730():
    state = take_castles(g(), 4)
    state = with_hand(state, "Anna", "Small Castle", "Humble Castle")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kleines Schloss"}, choose("Anna", [])])
    assert state.trash["Small Castle"] == 1 and state.cards["Anna"].in_play == []
    assert state.cards["Anna"].discard["Opulent Castle"] == 1 and state.cards["Anna"].hand["Humble Castle"] == 1
    # no other Schloss in hand: nothing to choose, this one is trashed
    state = play(with_hand(take_castles(g(), 4), "Anna", "Small Castle"),
                 [{"by": "Anna", "move": "play", "card": "Kleines Schloss"}])
    assert state.trash["Small Castle"] == 1 and state.task is None


def test_dominion_karte_spukschloss_gold_and_others_put_two_back_ln5736():
    state = take_castles(g(), 3)
    state = with_hand(state, "Ben", "Copper", "Copper", "Estate", "Estate", "Silver")
    state = gained(state, "Anna", "Haunted Castle")
    assert state.cards["Anna"].discard["Gold"] == 1 and state.task.player == "Ben"
    state = play(state, [choose("Ben", ["Anwesen", "Anwesen"])])
    assert state.cards["Ben"].draw_pile.top[:2] == ["Estate", "Estate"]
    assert gained(take_castles(g(), 3), "Ben", "Haunted Castle").cards["Ben"].discard["Gold"] == 0  # not his turn


def test_dominion_karte_reiches_schloss_two_coins_per_discarded_victory_card_ln5738():
    state = with_hand(g(), "Anna", "Opulent Castle", "Estate", "Province", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Reiches Schloss"},
                         choose("Anna", ["Anwesen", "Provinz"])])
    assert state.coins == 4 and state.cards["Anna"].hand == Counter({"Copper": 1})


def test_dominion_karte_ausgedehntes_schloss_duchy_or_three_estates_ln5740():
    state = gained(take_castles(g(), 5), "Anna", "Sprawling Castle")
    state = play(state, [choose("Anna", option="anwesen")])
    assert state.cards["Anna"].discard["Estate"] == 3 and state.supply["Estate"] == 5


def test_dominion_karte_prunkschloss_token_per_victory_card_in_hand_and_play_ln5742():
    state = with_hand(take_castles(g(), 6), "Anna", "Estate", "Duchy", "Copper").copy()
    state.cards["Anna"].in_play = ["Humble Castle"]
    state = gained(state, "Anna", "Grand Castle")
    assert vp(state) == 3


# --- self-play ----------------------------------------------------------------------------------------------


def test_dominion_geteilter_stapel_seeded_self_play_stays_legal_ln5774():
    """dominion.geteilter-stapel: seeded bots buy and play the split piles' and Schlösser's cards (only the top card
    of each pile is offered); the records replay legal, and the lower halves come up and are played."""
    import random

    from engine.core import replay
    from engine.games.dominion.bots import self_play

    wished = {"Siedler", "Emsiges Dorf", "Patrizier", "Handelsplatz", "Feldlager", "Diebesgut", "Katapult", "Felsen",
              "Gladiator", "Bescheidenes Schloss", "Verfallendes Schloss", "Kleines Schloss", "Spukschloss",
              "Reiches Schloss", "Ausgedehntes Schloss", "Prunkschloss", "Königsschloss"}
    played_ = set()
    for index in range(2):
        rng = random.Random(index)

        def bot(state, options, rng=rng):
            plays = [o for o in options if o.get("move") == "play"]
            if plays:
                return rng.choice(plays)
            buys = [o for o in options if o.get("move") == "buy"
                    and (o["card"] in wished or o["card"] in ("Gold", "Silber", "Provinz"))]
            if buys and rng.random() < 0.9:
                return rng.choice(buys)
            ends = [o for o in options if o.get("move") == "end-phase"]
            return ends[0] if ends and rng.random() < 0.9 else rng.choice(options)

        record, state = self_play({"A": bot, "B": bot}, K, seed=f"split{index}", editions=list(ED), max_entries=2500)
        assert replay(record).status == "legal"
        played_ |= {entry.get("card") for entry in record["log"] if entry.get("move") in ("play", "buy")}
    assert {"Emsiges Dorf", "Handelsplatz", "Diebesgut", "Felsen"} & played_, sorted(played_)
