"""Empires (RGG 2016): Villa, Krone, Archiv, Zauberin; one test per rule id and divider line (rulebook 003_a71f...,
section 24), and seeded self-play with the four cards."""

import random
from collections import Counter

from dominion_helpers import RS, buy, choose, play, played, rule_of, wish_bot, with_deck, with_hand
from log_snippets import online_opening_seen

from engine.core import replay

K = ["Villa", "Krone", "Archiv", "Zauberin", "Dorf", "Schmiede", "Markt", "Burggraben", "Werkstatt", "Keller"]
ED = ["basis-rgg-2017", "empires-rgg-2016"]


def g(kingdom=K, seed=1, players=("Anna", "Ben")):
    return RS.setup(list(players), {"editions": ED, "kingdom": kingdom, "seed": seed})


# --- Villa ------------------------------------------------------------------------------------------------------------


def test_dominion_karte_villa_bought_goes_to_hand_and_back_to_action_phase_ln5544():
    """dominion.karte.villa: bought in the buy phase: into the hand, +1 Aktion, back in the action phase; it can be
    played, and the buy phase after it lets treasures be played again (ln5544)."""
    state = with_hand(g(), "Anna", "Copper", "Copper", "Copper", "Copper", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}] * 4 + [buy("Villa")])
    # the turn's unused action and the Villa's +1 Aktion
    assert state.phase == "action" and state.actions == 2 and state.cards["Anna"].hand["Villa"] == 1
    assert state.cards["Anna"].discard["Villa"] == 0
    state = played(state, "Villa")
    assert (state.actions, state.buys, state.coins) == (3, 1, 1)
    state = played(state, "Silber")  # a treasure after the buy: a new buy phase
    assert state.phase == "buy" and state.coins == 3


def test_dominion_karte_villa_gained_in_action_phase_to_hand_with_an_action_ln5544():
    """dominion.karte.villa: gained in the action phase (Werkstatt): into the hand, +1 Aktion (ln5544)."""
    state = with_hand(g(), "Anna", "Workshop", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Werkstatt"}, choose("Anna", ["Villa"])])
    assert state.phase == "action" and state.actions == 1 and state.cards["Anna"].hand["Villa"] == 1  # 1 - 1 + 1


# --- Krone ------------------------------------------------------------------------------------------------------------


def test_dominion_karte_krone_action_phase_plays_an_action_twice_ln5621():
    """dominion.karte.krone: in the action phase an action from the hand twice (Dorf: +2 Karten, +4 Aktionen)."""
    state = with_deck(with_hand(g(), "Anna", "Crown", "Village"), "Anna", "Copper", "Estate", "Gold")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Krone"}, choose("Anna", ["Dorf"])])
    assert state.actions == 4 and state.cards["Anna"].hand == Counter({"Copper": 1, "Estate": 1})
    assert state.cards["Anna"].in_play == ["Crown", "Village"]


def test_dominion_karte_krone_buy_phase_plays_a_treasure_twice_ln5623():
    """dominion.karte.krone: in the buy phase a treasure from the hand twice (Gold: 6)."""
    state = with_hand(g(), "Anna", "Crown", "Gold", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"},
                         {"by": "Anna", "move": "play", "card": "Krone"}, choose("Anna", ["Gold"])])
    assert state.coins == 7 and state.phase == "buy"


def test_dominion_auslegung_krone_spielen_as_treasure_without_actions_ln5621():
    """dominion.auslegung.krone-spielen: with no action left in the action phase, a Krone is played as a treasure (it
    begins the buy phase); with an action left, as an action."""
    state = with_hand(g(), "Anna", "Crown", "Silver")
    state.actions = 0
    state = play(state, [{"by": "Anna", "move": "play", "card": "Krone"}])
    assert state.phase == "buy"
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.coins == 4
    state = with_hand(g(), "Anna", "Crown", "Silver")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Krone"}])
    assert state.phase == "action" and state.actions == 0
    assert rule_of(state, choose("Anna", ["Silber"])) is not None  # only an action card may be chosen now


# --- Archiv -----------------------------------------------------------------------------------------------------------


def test_dominion_karte_archiv_one_now_one_each_next_turn_then_discarded_ln5555():
    """dominion.karte.archiv: 3 set aside, one into the hand now, one at the start of each of the next two turns; it
    stays in play until its last card is taken (ln5555)."""
    state = with_deck(with_hand(g(), "Anna", "Archive"), "Anna", "Gold", "Silver", "Province", *["Copper"] * 10)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Archiv"}, choose("Anna", ["Gold"])])
    assert state.actions == 1 and state.cards["Anna"].hand["Gold"] == 1
    assert sorted(state.cards["Anna"].mats["archive-1"]) == ["Province", "Silver"]
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    assert "Archive" in state.cards["Anna"].durations
    state = play(state, [{"by": "Ben", "move": "end-turn"}])
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.cards["Anna"].hand["Silver"] == 1 and state.cards["Anna"].mats["archive-1"] == ["Province"]
    state = play(state, [{"by": "Anna", "move": "end-turn"}, {"by": "Ben", "move": "end-turn"}, choose("Anna",
                                                                                                    ["Provinz"])])
    assert "archive-1" not in state.cards["Anna"].mats and state.cards["Anna"].hand["Province"] == 1
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    assert "Archive" not in state.cards["Anna"].durations and "Archive" not in state.cards["Anna"].in_play


# --- Zauberin ---------------------------------------------------------------------------------------------------------


def test_dominion_karte_zauberin_first_action_of_victim_enchanted_ln5511():
    """dominion.karte.zauberin: the victim's first action in their next turn gives +1 Karte, +1 Aktion instead of its
    instructions (Schmiede draws 1, not 3); the second is played normally; the Zauberin's player draws 2 at the start
    of their next turn (ln5511)."""
    state = with_hand(g(), "Anna", "Enchantress")
    state = played(state, "Zauberin")
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    state = with_deck(with_hand(state, "Ben", "Smithy", "Smithy"), "Ben", *["Copper"] * 10)
    state = played(state, "Schmiede", "Ben")
    assert sum(state.cards["Ben"].hand.values()) == 2 and state.actions == 1  # 2 - 1 played + 1 drawn
    state = played(state, "Schmiede", "Ben")
    assert sum(state.cards["Ben"].hand.values()) == 4 and state.actions == 0
    size = sum(state.cards["Anna"].hand.values())
    state = play(state, [{"by": "Ben", "move": "end-turn"}])
    assert sum(state.cards["Anna"].hand.values()) == size + 2
    assert not any(key.startswith("enchanted:") for key in state.cards["Ben"].tokens)


def test_dominion_karte_zauberin_moat_blocks_when_played_ln5509():
    """dominion.karte.zauberin: a Burggraben is revealed when the Zauberin is played; the revealing player is not
    enchanted (ln5509)."""
    state = with_hand(g(), "Ben", "Moat")
    state = with_hand(state, "Anna", "Enchantress")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Zauberin"}, choose("Ben", ["Burggraben"])])
    assert not any(key.startswith("enchanted:") for key in state.cards["Ben"].tokens)


def test_empires_more_seeded_self_play_replays_legal():
    """A seeded bot that plays and buys the four cards: the records replay legal and every card is played
    (dominion.karte.villa, dominion.karte.krone, dominion.karte.archiv, dominion.karte.zauberin)."""
    from engine.games.dominion.bots import self_play

    played_ = set()
    for index in range(3):
        rng = random.Random(index)
        wishes = ["Villa", "Krone", "Archiv", "Zauberin", "Provinz", "Gold", "Silber"]

        bot = wish_bot(rng, wishes)
        record, state = self_play({"A": bot, "B": bot}, K, seed=f"m{index}", editions=ED, max_entries=1500)
        assert replay(record).status == "legal"
        played_ |= {entry.get("card") for entry in record["log"] if entry.get("move") == "play"}
    assert {"Villa", "Krone", "Archiv", "Zauberin"} <= played_, played_


def test_dominion_karte_zauberin_thronsaal_copy_stays_once_and_last_turns_copy_goes_ln5513():
    """dominion.karte.zauberin: a Zauberin played twice by a Thronsaal stays once (its +2 Karten come twice); last
    turn's Zauberin, back in play this turn, is discarded at this turn's clean-up (ln5513: played durations are handled
    at the start of the turn)."""
    kingdom = ["Zauberin", "Thronsaal", "Dorf", "Schmiede", "Markt", "Burggraben", "Werkstatt", "Keller", "Villa", "Krone"]
    state = with_hand(g(kingdom), "Anna", "Enchantress")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Zauberin"}, {"by": "Anna", "move": "end-turn"},
                         {"by": "Ben", "move": "end-turn"}])
    assert state.cards["Anna"].in_play == ["Enchantress"]  # back in play at the start of the turn
    state = with_deck(with_hand(state, "Anna", "Throne Room", "Enchantress"), "Anna", *["Copper"] * 12)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Zauberin"]),
                         {"by": "Anna", "move": "end-turn"}])
    assert sorted(state.cards["Anna"].durations) == ["Enchantress", "Throne Room"]
    assert state.cards["Anna"].tokens.get("next:Enchantress") == 2


CROWN_LOG = online_opening_seen("a Crown", "a Village", second=("a Copper", "a Crown and 4 Coppers")) + """
Turn 3 - Anna
A plays a Copper.
A plays a Crown.
A plays a Copper.
A plays a Copper again.
A plays 2 Coppers.
A buys and gains a Silver.
"""


def test_dominion_karte_krone_dominion_online_log_buy_phase_treasure_twice_ln5623():
    """dominion.karte.krone: a Dominion Online log ("plays a Crown." "plays a Copper." "plays a Copper again.") imports
    as the Krone's choice of the Kupfer, and replays legal with 5 coins (ln5623)."""
    from engine.importers import import_log

    record = import_log("dominion-online", CROWN_LOG)
    assert {"by": "Anna", "move": "choose", "cards": ["Kupfer"]} in record["log"]
    report = replay(record)
    assert report.status == "legal" and report.final_state.coins == 2  # 1 + 2 + 2, a Silber bought


ARCHIVE_LOG = online_opening_seen("an Archive", "a Village", second=("a Copper", "an Archive and 4 Coppers")) + """
Turn 3 - Anna
A plays an Archive.
A gets +1 Action.
A looks at 2 Coppers and an Estate.
A puts a Copper into their hand.
A plays 5 Coppers.
A buys and gains a Silver.
A draws 2 Coppers and 2 Estates.
A shuffles their deck.
A draws a Silver.

Turn 3 - Bert
B plays 5 Coppers.
B buys and gains a Silver.
B draws 2 Coppers, an Estate, a Village and a Silver.

Turn 4 - Anna
A puts a Copper in hand (Archive).
A plays 3 Coppers and a Silver.
A buys and gains a Silver.
"""


def test_dominion_karte_archiv_dominion_online_log_looks_and_puts_into_hand_ln5555():
    """dominion.karte.archiv: a Dominion Online log ("looks at 2 Coppers and an Estate.", "puts a Copper into their
    hand.", next turn "puts a Copper in hand (Archive).") imports as the Archiv's choices and replays legal; the
    Anwesen still lies under it (ln5555)."""
    from engine.importers import import_log

    record = import_log("dominion-online", ARCHIVE_LOG)
    report = replay(record)
    assert report.status == "legal"
    anna = report.final_state.cards["Anna"]
    assert anna.mats == {"archive-1": ["Estate"]} and "Archive" in anna.in_play
