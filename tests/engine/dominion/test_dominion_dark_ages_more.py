"""Dark Ages' last cards (effects/dark_ages_more.py) and a card that plays as another (effects/plays_as.py): one test
per card, each naming its rule id and the divider line (rulebook 003_a71f..., HiG 2012 unless marked RGG 2019)."""

from dominion_helpers import RS, buy, choose, end_turn, play, played, rule_of, with_deck, with_hand
from log_snippets import GOKO_START_COPPERS_FIRST, goko_setup, online_opening

ED = ["basis-rgg-2017", "dark-ages-rgg-2019", "intrige-rgg-2017"]
K1 = ["Vogelfreie", "Festung", "Thronsaal", "Festmahl", "Miliz", "Dorf", "Schmiede", "Markt", "Eremit", "Gassenjunge"]


def game(kingdom=K1, editions=ED, players=("Anna", "Ben"), seed=1):
    return RS.setup(list(players), {"editions": list(editions), "kingdom": list(kingdom), "seed": seed})


def hand(state, *cards, player="Anna", deck=("Copper",) * 20, discard=None):
    """`player`'s hand is `cards`, the draw pile `deck` (top first), the discard pile `discard` (empty)."""
    return with_deck(with_hand(state, player, *cards), player, *deck, discard=discard or {})


def others_answer(state, by="Ben"):
    """The other player answers what the attack asks with the first option offered."""
    while RS.pending(state).player == by:
        state = play(state, [RS.pending(state).options[0]])
    return state


# --- Vogelfreie -------------------------------------------------------------------------------------------------


def test_dominion_karte_vogelfreie_is_a_cheaper_supply_action_until_it_leaves_play_ln4083():
    state = played(hand(game(), "Band of Misfits", "Copper"), "Vogelfreie")
    assert rule_of(state, choose("Anna", ["Markt"])) == "dominion.karte.vogelfreie"  # 5: not less than 5
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.vogelfreie"  # no action card
    state = play(state, [choose("Anna", ["Festung"])])
    owned = state.cards["Anna"]
    assert owned.in_play == ["Fortress"] and state.actions == 2 and sum(owned.hand.values()) == 2  # +1 card, +2 actions
    state = end_turn(state)
    owned = state.cards["Anna"]
    assert owned.discard["Band of Misfits"] == 1 and owned.discard["Fortress"] == 0 and not owned.tokens


def test_dominion_karte_vogelfreie_as_an_attack_is_that_attack_ln4083():
    state = played(hand(game(), "Band of Misfits"), "Vogelfreie")
    state = play(state, [choose("Anna", ["Miliz"])])
    assert state.coins == 2 and RS.pending(state).player == "Ben"  # Ben discards down to 3


def test_dominion_karte_vogelfreie_mehrmals_throne_room_chooses_once_ln4085():
    state = played(hand(game(), "Throne Room", "Band of Misfits", "Copper"), "Thronsaal")
    state = play(state, [choose("Anna", ["Vogelfreie"]), choose("Anna", ["Dorf"])])
    assert state.actions == 4 and sum(state.cards["Anna"].hand.values()) == 3  # Dorf twice, one choice
    assert state.cards["Anna"].in_play == ["Throne Room", "Village"]
    # a card that trashes itself trashes the Vogelfreie; played again it is still the Festmahl (ln4085)
    state = played(hand(game(), "Throne Room", "Band of Misfits"), "Thronsaal")
    state = play(state, [choose("Anna", ["Vogelfreie"]), choose("Anna", ["Festmahl"])])
    assert state.trash["Band of Misfits"] == 1 and state.trash["Feast"] == 0
    state = play(state, [choose("Anna", ["Markt"]), choose("Anna", ["Markt"])])  # two gains up to 5
    assert state.cards["Anna"].discard["Market"] == 2


def test_dominion_karte_vogelfreie_mehrmals_nested_plays_keep_their_own_choice_ln4085():
    """A Vogelfreie as Thronsaal (played by a Thronsaal) plays a second Vogelfreie twice as a Dorf; the first one's
    second play is the Thronsaal again, not the Dorf chosen inside it."""
    state = played(hand(game(), "Throne Room", "Band of Misfits", "Band of Misfits", "Smithy", "Copper"), "Thronsaal")
    state = play(state, [choose("Anna", ["Vogelfreie"]), choose("Anna", ["Thronsaal"]),  # the first Vogelfreie
                         choose("Anna", ["Vogelfreie"]), choose("Anna", ["Dorf"])])  # the second, as Dorf twice
    assert state.actions == 4
    decision = RS.pending(state)
    assert decision.details["rule"].startswith("dominion.karte.thronsaal")  # the first Vogelfreie again as Thronsaal
    state = play(state, [choose("Anna", ["Schmiede"])])
    assert state.cards["Anna"].in_play == ["Throne Room", "Throne Room", "Village", "Smithy"]
    state = end_turn(state)
    assert state.cards["Anna"].discard["Band of Misfits"] == 2


def test_dominion_auslegung_vogelfreie_welche_karte_the_copy_leaves_first_rgg_ln4550():
    state = played(hand(game(), "Band of Misfits", "Feast"), "Vogelfreie")
    state = play(state, [choose("Anna", ["Festmahl"])])  # trashes itself: the Vogelfreie goes
    assert state.trash["Band of Misfits"] == 1 and state.cards["Anna"].in_play == []


def test_dominion_karte_vogelfreie_as_hermit_does_what_the_hermit_does_at_the_clean_up_ln4085():
    state = played(hand(game(), "Band of Misfits", "Estate"), "Vogelfreie")
    state = play(state, [choose("Anna", ["Eremit"]), choose("Anna", ["Anwesen"]), choose("Anna", ["Silber"])])
    state = end_turn(state)
    owned = state.cards["Anna"]
    assert state.trash["Band of Misfits"] == 1 and owned.discard["Madman"] == 1 and not owned.tokens


# --- Eremit and Verrückter --------------------------------------------------------------------------------------


def test_dominion_karte_eremit_trashes_no_treasure_gains_up_to_three_ln3807():
    state = played(hand(game(), "Hermit", "Copper", "Estate"), "Eremit")
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.karte.eremit"  # no treasure
    state = play(state, [choose("Anna", ["Anwesen"])])
    assert rule_of(state, choose("Anna", ["Markt"])) == "dominion.karte.eremit"  # up to 3
    state = play(state, [choose("Anna", ["Silber"])])
    assert state.trash["Estate"] == 1 and state.cards["Anna"].discard["Silver"] == 1
    # from the discard pile instead
    state = played(hand(game(), "Hermit", "Copper", "Estate", discard={"Curse": 1}), "Eremit")
    state = play(state, [choose("Anna", []), choose("Anna", ["Fluch"]), choose("Anna", ["Dorf"])])
    assert state.trash["Curse"] == 1 and state.cards["Anna"].discard["Village"] == 1


def test_dominion_karte_eremit_trashed_for_a_madman_when_nothing_was_bought_ln3809():
    state = played(hand(game(), "Hermit", "Copper"), "Eremit")  # nothing to trash: no decision
    state = play(state, [choose("Anna", ["Silber"])])
    state = end_turn(state)
    owned = state.cards["Anna"]
    assert state.trash["Hermit"] == 1 and owned.discard["Madman"] == 1
    # a card bought keeps it (cards gained otherwise do not)
    state = played(hand(game(), "Hermit", "Copper", "Copper"), "Eremit")
    state = play(state, [choose("Anna", ["Silber"]),
                         {"by": "Anna", "move": "play", "card": "Kupfer"}, buy("Kupfer")])
    state = end_turn(state)
    assert state.trash["Hermit"] == 0 and state.cards["Anna"].discard["Hermit"] == 1


def test_dominion_karte_verrueckter_back_to_its_pile_draws_as_many_as_the_hand_ln4074():
    state = played(hand(game(), "Madman", "Copper", "Estate", "Copper"), "Verrückter")
    owned = state.cards["Anna"]
    assert state.actions == 2 and sum(owned.hand.values()) == 6 and owned.in_play == []
    # played twice by a Thronsaal: the second play cannot put it back, it draws nothing
    state = played(hand(game(), "Throne Room", "Madman", "Copper"), "Thronsaal")
    state = play(state, [choose("Anna", ["Verrückter"])])
    assert state.actions == 4 and sum(state.cards["Anna"].hand.values()) == 2


def test_dominion_auslegung_stapel_ohne_anzahl_madman_pile_never_runs_out_rgg_ln4670():
    state = game()
    assert state.tokens.get("beside:Madman") == 1 and "Madman" not in state.supply
    madmen = 0
    for _ in range(3):
        state = played(hand(state, "Hermit", "Copper"), "Eremit")
        state = play(state, [choose("Anna", ["Kupfer"])])
        state = end_turn(state)
        madmen += state.cards["Anna"].discard["Madman"]
        state = end_turn(state, "Ben")
    assert madmen == 3 and state.tokens.get("beside:Madman") == 1
    plain = game(["Dorf", "Schmiede", "Markt", "Festung", "Miliz", "Thronsaal", "Festmahl", "Keller", "Kapelle", "Mine"])
    assert "beside:Madman" not in plain.tokens


# --- Gassenjunge and Söldner -------------------------------------------------------------------------------------


def test_dominion_karte_gassenjunge_discard_down_to_four_ln3829():
    state = played(hand(game(), "Urchin"), "Gassenjunge")
    assert state.actions == 1 and RS.pending(state).player == "Ben"
    state = play(state, [choose("Ben", ["Kupfer"])]) if sum(state.cards["Ben"].hand.values()) == 5 else state
    assert sum(state.cards["Ben"].hand.values()) + state.cards["Ben"].hand_unknown == 4


def test_dominion_karte_gassenjunge_trashed_for_a_mercenary_by_another_attack_ln3831():
    state = others_answer(played(hand(game(), "Urchin", "Militia", "Copper"), "Gassenjunge"))
    state = played(state, "Miliz")
    assert RS.pending(state).details["rule"] == "dominion.karte.gassenjunge"  # before the Miliz acts
    state = play(state, [choose("Anna", option="ja")])
    assert state.trash["Urchin"] == 1 and state.cards["Anna"].discard["Mercenary"] == 1
    assert RS.pending(state).details["rule"] == "dominion.karte.miliz"  # then the Miliz acts: Ben to 3 cards
    # the same Gassenjunge played again (Thronsaal) cannot trash itself (RGG ln4311)
    state = played(hand(game(), "Throne Room", "Urchin", "Copper", "Copper", "Copper"), "Thronsaal")
    state = others_answer(play(state, [choose("Anna", ["Gassenjunge"])]))
    assert RS.pending(state).details.get("rule") != "dominion.karte.gassenjunge" and state.trash["Urchin"] == 0
    assert state.cards["Anna"].in_play == ["Throne Room", "Urchin"] and state.actions == 2


def test_dominion_karte_gassenjunge_another_urchin_may_trash_the_first_rgg_ln4311():
    state = played(hand(game(["Gassenjunge", "Dorf"] + K1[2:8] + ["Eremit", "Keller"]), "Urchin", "Urchin", "Village"),
                   "Gassenjunge")
    state = others_answer(state)
    state = played(state, "Gassenjunge")
    assert RS.pending(state).details["rule"] == "dominion.karte.gassenjunge"
    state = play(state, [choose("Anna", option="ja")])
    assert state.trash["Urchin"] == 1 and state.cards["Anna"].in_play == ["Urchin"]


def test_dominion_karte_soeldner_trash_two_for_cards_coins_and_attack_ln4049():
    state = played(hand(game(), "Mercenary", "Estate", "Estate", "Copper"), "Söldner")
    state = play(state, [choose("Anna", option="ja"), choose("Anna", ["Anwesen", "Anwesen"])])
    assert state.trash["Estate"] == 2 and state.coins == 2 and sum(state.cards["Anna"].hand.values()) == 3
    assert RS.pending(state).player == "Ben"  # discards down to 3
    # with only one card in hand: that one is trashed, nothing more
    state = played(hand(game(), "Mercenary", "Estate"), "Söldner")
    state = play(state, [choose("Anna", option="ja"), choose("Anna", ["Anwesen"])])
    assert state.trash["Estate"] == 1 and state.coins == 0 and sum(state.cards["Anna"].hand.values()) == 0


def test_dominion_auslegung_soeldner_bedingung_no_attack_without_trashing_two_ln4049():
    state = played(hand(game(), "Mercenary", "Estate", "Estate"), "Söldner")
    state = play(state, [choose("Anna", option="nein")])
    assert state.coins == 0 and RS.pending(state).player == "Anna"  # Ben discards nothing


# --- Lehnsherr (Empires) -----------------------------------------------------------------------------------------

K_EMP = ["Lehnsherr", "Thronsaal", "Dorf", "Schmiede", "Markt", "Festmahl", "Miliz", "Laboratorium", "Keller", "Mine"]


def test_dominion_karte_lehnsherr_is_a_supply_action_up_to_five_and_stays_it_under_a_throne_room_rgg_ln5706():
    state = game(K_EMP, ["basis-rgg-2017", "basis-hig-2008", "empires-rgg-2016"])
    state = played(hand(state, "Throne Room", "Overlord", "Copper"), "Thronsaal")
    state = play(state, [choose("Anna", ["Lehnsherr"])])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.lehnsherr"  # an action card
    assert rule_of(state, choose("Anna", ["Lehnsherr"])) == "dominion.karte.lehnsherr"  # 8 debt: not up to 5
    state = play(state, [choose("Anna", ["Laboratorium"])])  # played twice as Laboratorium, chosen once
    owned = state.cards["Anna"]
    assert state.actions == 2 and sum(owned.hand.values()) == 5 and owned.in_play == ["Throne Room", "Laboratory"]
    state = end_turn(state)
    assert state.cards["Anna"].discard["Overlord"] == 1 and state.cards["Anna"].discard["Laboratory"] == 0


def test_dominion_auslegung_lehnsherr_aktionskarte_no_treasure_chosen_ln5706():
    state = played(hand(game(K_EMP, ["basis-rgg-2017", "empires-rgg-2016"]), "Overlord"), "Lehnsherr")
    assert rule_of(state, choose("Anna", ["Silber"])) == "dominion.karte.lehnsherr"
    assert RS.check(state, choose("Anna", ["Markt"])).is_legal


# --- Ruinen, Kultist, Marodeur, Leichenkarren --------------------------------------------------------------------

K_RUINS = ["Kultist", "Marodeur", "Leichenkarren", "Dorf", "Schmiede", "Markt", "Thronsaal", "Kapelle", "Miliz", "Mine"]
RUINS = ("Abandoned Mine", "Ruined Library", "Ruined Market", "Ruined Village", "Survivors")


def ruins_gained(state, player="Ben"):
    return sum(state.cards[player].discard[name] for name in RUINS)


def top_ruin(state):
    return next(name for name in RUINS if state.supply.get(name, 0))


def test_dominion_karte_ruinen_bonuses_and_only_the_top_card_ln4017():
    state = game(K_RUINS)
    assert state.tokens["pile:Ruins"] == 10  # 2 players: 10 (piles.py)
    top = top_ruin(state)
    assert sum(state.supply.get(name, 0) for name in RUINS if name != top) == 0  # only the top run can be had
    for card, check in [("Abandoned Mine", lambda s: s.coins == 1), ("Ruined Library", lambda s: s.actions == 0),
                        ("Ruined Market", lambda s: s.buys == 2), ("Ruined Village", lambda s: s.actions == 1)]:
        after = played(hand(game(K_RUINS), card, "Copper"), cards_de(card))
        assert check(after), card
    assert sum(played(hand(game(K_RUINS), "Ruined Library"), "Zerstörte Bibliothek").cards["Anna"].hand.values()) == 1


def cards_de(tag):
    from engine.games.dominion import cards

    return cards.german(tag)


def test_dominion_karte_ueberlebende_discard_both_or_both_back_ln4019():
    state = played(hand(game(K_RUINS), "Survivors", deck=("Gold", "Estate", "Copper")), "Überlebende")
    state = play(state, [choose("Anna", option="ablegen")])
    owned = state.cards["Anna"]
    assert owned.discard["Gold"] == 1 and owned.discard["Estate"] == 1 and owned.draw_pile.top == ["Copper"]
    state = played(hand(game(K_RUINS), "Survivors", deck=("Gold", "Estate", "Copper")), "Überlebende")
    state = play(state, [choose("Anna", option="zurueck"), choose("Anna", ["Gold"])])  # Gold first: Estate on top
    assert state.cards["Anna"].draw_pile.top == ["Estate", "Gold", "Copper"]


def test_dominion_karte_kultist_ruins_for_the_others_another_cultist_free_draw_three_when_trashed_ln3874():
    state = game(K_RUINS)
    top = top_ruin(state)
    state = played(hand(state, "Cultist", "Cultist", "Chapel"), "Kultist")
    assert state.cards["Ben"].discard[top] == 1 and state.tokens["pile:Ruins"] == 9
    state = play(state, [choose("Anna", ["Kultist"])])  # no action needed
    assert ruins_gained(state) == 2 and state.actions == 0 and sum(state.cards["Anna"].hand.values()) == 5
    # trashed (Kapelle): +3 cards
    state = with_hand(game(K_RUINS), "Anna", "Chapel", "Cultist")
    state = play(played(with_deck(state, "Anna", *["Copper"] * 5), "Kapelle"), [choose("Anna", ["Kultist"])])
    assert state.trash["Cultist"] == 1 and state.cards["Anna"].hand["Copper"] == 3


def test_dominion_karte_kultist_no_ruins_once_the_pile_is_empty_ln3874():
    state = game(K_RUINS, players=("Anna", "Ben", "Cleo"))
    for name in RUINS:  # one Ruine left: the Zerstörter Markt on top, nothing under it
        state.supply[name] = 1 if name == "Ruined Market" else 0
    state.decks["pile:Ruins"], state.tokens["pile:Ruins"] = [], 1
    state = played(hand(state, "Cultist"), "Kultist")
    assert state.cards["Ben"].discard["Ruined Market"] == 1 and ruins_gained(state, "Cleo") == 0
    assert state.tokens["pile:Ruins"] == 0


def test_dominion_karte_marodeur_spoils_and_ruins_ln3939():
    state = game(K_RUINS)
    state = played(hand(state, "Marauder"), "Marodeur")
    assert state.cards["Anna"].discard["Spoils"] == 1 and ruins_gained(state) == 1


def test_dominion_karte_leichenkarren_trash_an_action_or_itself_two_ruins_when_gained_ln3908():
    state = played(hand(game(K_RUINS), "Death Cart", "Village"), "Leichenkarren")
    state = play(state, [choose("Anna", ["Dorf"])])
    assert state.coins == 5 and state.trash["Village"] == 1 and state.cards["Anna"].in_play == ["Death Cart"]
    state = play(played(hand(game(K_RUINS), "Death Cart", "Village"), "Leichenkarren"), [choose("Anna", [])])
    assert state.trash["Death Cart"] == 1
    state = played(hand(game(K_RUINS), "Death Cart", "Copper"), "Leichenkarren")  # no action card: itself
    assert state.trash["Death Cart"] == 1
    # gained (bought): two Ruinen
    state = hand(game(K_RUINS), "Gold", "Gold")
    state = play(state, [{"by": "Anna", "move": "end-actions"}] if RS.check(
        state, {"by": "Anna", "move": "end-actions"}).is_legal else [])
    state = play(state, [{"by": "Anna", "move": "play", "card": "Gold"}, {"by": "Anna", "move": "play", "card": "Gold"},
                         buy("Leichenkarren")])
    assert ruins_gained(state, "Anna") == 2 and state.tokens["pile:Ruins"] == 8


def test_dominion_karte_ruinen_without_seed_the_record_names_the_top_ruin_ln4017():
    state = game(K_RUINS)
    for name in RUINS:  # as a game without seed lays the pile out (piles.lay_out): no known order, 10 cards
        state.supply[name] = 10
    del state.decks["pile:Ruins"]
    state = played(hand(state, "Cultist"), "Kultist")
    decision = RS.pending(state)
    assert decision.player == "Ben" and decision.details["rule"] == "dominion.karte.kultist"
    assert len(decision.options) == 5  # any of the five may lie on top
    state = play(state, [choose("Ben", ["Überlebende"])])
    assert state.cards["Ben"].discard["Survivors"] == 1 and state.tokens["pile:Ruins"] == 9


# --- Ritter -----------------------------------------------------------------------------------------------------

K_KNIGHTS = ["Ritter", "Dorf", "Schmiede", "Markt", "Thronsaal", "Kapelle", "Miliz", "Mine", "Keller", "Festmahl"]


def knights(ben_deck, *anna):
    state = hand(game(K_KNIGHTS), *anna)
    return hand(state, "Copper", "Copper", "Copper", "Copper", "Estate", player="Ben", deck=ben_deck)


def test_dominion_karte_ritter_others_trash_a_card_costing_three_to_six_ln4007():
    state = played(knights(("Silver", "Copper", "Gold"), "Sir Bailey"), "Sir Bailey")
    assert state.trash["Silver"] == 1 and state.cards["Ben"].discard["Copper"] == 1  # Sir Bailey: +1 card, +1 action
    assert state.actions == 1 and sum(state.cards["Anna"].hand.values()) == 1
    state = played(knights(("Silver", "Gold"), "Dame Sylvia"), "Dame Sylvia")
    assert RS.pending(state).player == "Ben"  # both cost 3 to 6: Ben chooses
    state = play(state, [choose("Ben", ["Silber"])])
    assert state.trash["Silver"] == 1 and state.cards["Ben"].discard["Gold"] == 1 and state.coins == 2
    state = played(knights(("Copper", "Province"), "Sir Destry"), "Sir Destry")
    assert sum(state.trash.values()) == 0 and state.cards["Ben"].discard["Province"] == 1


def test_dominion_karte_ritter_a_knight_trashed_trashes_the_attacker_ln4007():
    state = played(knights(("Sir Martin", "Copper"), "Dame Molly"), "Dame Molly")
    assert state.trash["Sir Martin"] == 1 and state.trash["Dame Molly"] == 1 and state.actions == 2


def test_dominion_karte_ritter_sir_vander_gains_a_gold_when_trashed_rgg_ln4522():
    state = played(knights(("Sir Vander", "Copper"), "Sir Vander"), "Sir Vander")
    assert state.trash["Sir Vander"] == 2
    assert state.cards["Ben"].discard["Gold"] == 1 and state.cards["Anna"].discard["Gold"] == 1


def test_dominion_karte_ritter_own_instruction_first_michael_anna_natalie_martin_josephine_ln4009():
    state = played(knights(("Silver", "Copper"), "Sir Michael"), "Sir Michael")
    assert RS.pending(state).details["rule"] == "dominion.karte.ritter"  # Ben discards down to 3 first
    state = play(state, [choose("Ben", ["Kupfer", "Anwesen"])])
    assert state.trash["Silver"] == 1 and sum(state.cards["Ben"].hand.values()) == 3
    state = played(knights(("Copper", "Copper"), "Dame Anna", "Estate", "Estate", "Copper"), "Dame Anna")
    assert rule_of(state, choose("Anna", ["Anwesen", "Anwesen", "Kupfer"])) == "dominion.karte.ritter"  # up to 2
    assert play(state, [choose("Anna", ["Anwesen", "Anwesen"])]).trash["Estate"] == 2
    state = played(knights(("Copper", "Copper"), "Dame Natalie"), "Dame Natalie")
    assert rule_of(state, choose("Anna", ["Markt"])) == "dominion.karte.ritter"  # up to 3
    assert play(state, [choose("Anna", [])]).cards["Anna"].discard["Silver"] == 0  # may: none taken
    assert played(knights(("Copper", "Copper"), "Sir Martin"), "Sir Martin").buys == 3
    from engine.games.dominion.scoring import points

    assert points({"Dame Josephine": 1, "Estate": 1}) == 3


# --- seeded self-play -------------------------------------------------------------------------------------------

# kingdoms of these cards (test_dominion_dark_ages.py's self-play of the box may take them in)
D8 = ["Vogelfreie", "Eremit", "Gassenjunge", "Kultist", "Marodeur", "Leichenkarren", "Ritter", "Thronsaal", "Dorf",
      "Festung"]
D9 = ["Vogelfreie", "Eremit", "Gassenjunge", "Kultist", "Ritter", "Prozession", "Markt", "Miliz", "Hexe", "Burggraben"]


# the box's kingdom cards this file's self-play covers (test_dominion_dark_ages.py's self-play of the box leaves them
# to it: its bots buy by the kingdom's names, and the Ritter pile's cards have names of their own)
SELF_PLAYED = frozenset({"Vogelfreie", "Eremit", "Gassenjunge", "Kultist", "Marodeur", "Leichenkarren", "Ritter"})
KNIGHT_NAMES = ["Sir Martin", "Sir Bailey", "Sir Destry", "Sir Michael", "Sir Vander", "Dame Anna", "Dame Josephine",
                "Dame Molly", "Dame Natalie", "Dame Sylvia"]


def self_play(kingdom, seed, shelters, entries=2500):
    """A seeded game of two bots that play what they may, buy a kingdom card (or a Ritter) when they can and answer
    every decision at random: every entry judged legal as it is made. Returns the record."""
    import random

    setup = {"editions": ED, "kingdom": kingdom, "seed": seed, **({"shelters": True} if shelters else {})}
    rng = random.Random(seed)
    wishes = [*kingdom, *KNIGHT_NAMES, "Provinz", "Gold", "Silber"]
    state, log = RS.setup(["A", "B"], setup), []
    for _ in range(entries):
        decision = RS.pending(state)
        if decision is None:
            break
        options = list(decision.options)
        plays = [o for o in options if o.get("move") == "play"]
        buys = {o["card"]: o for o in options if o.get("move") == "buy"}
        affordable = [name for name in wishes if name in buys]
        ends = [o for o in options if o.get("move") == "end-phase"]
        if plays:
            entry = rng.choice(plays)
        elif affordable and rng.random() < 0.9:
            entry = buys[rng.choice(affordable)]
        else:
            entry = ends[0] if ends and rng.random() < 0.9 else rng.choice(options)
        outcome = RS.step(state, entry)
        assert outcome.verdict.status == "legal", (entry, outcome.verdict)
        state = outcome.state
        log.append(entry)
    return {"format": "regelwerk-record/1", "game": "dominion", "players": ["A", "B"], "setup": setup, "log": log}


def test_dark_ages_more_seeded_self_play_records_replay():
    """Seeded games of these cards, with and without Unterschlüpfe: every entry legal, the record replays legal, and the
    cards (kingdom, Ruinen, Ritter, Verrückter, Söldner) get played."""
    from engine.core import replay

    everywhere = set()
    for index, kingdom in enumerate((D8, D9)):
        for shelters in (True, False):
            record = self_play(kingdom, 100 + index, shelters)
            assert replay(record).status == "legal"
            everywhere |= {entry.get("card") for entry in record["log"] if entry.get("move") == "play"}
    assert SELF_PLAYED - {"Ritter"} <= everywhere, everywhere
    assert everywhere & {"Verlassene Mine", "Zerstörte Bibliothek", "Zerstörter Markt", "Zerstörtes Dorf", "Überlebende"}
    assert everywhere & set(KNIGHT_NAMES) and everywhere & {"Verrückter", "Söldner"}, everywhere


def test_dominion_karte_vogelfreie_state_json_round_trip_and_picture_ln4083():
    """A Vogelfreie in play as Festung and the Verrückter pile survive the state JSON (mid-turn); the picture names
    them."""
    from engine.games.dominion.picture import picture

    state = play(played(hand(game(), "Band of Misfits", "Throne Room"), "Vogelfreie"), [choose("Anna", ["Festung"])])
    back = RS.state_from_json(RS.state_to_json(state))
    assert RS.state_to_json(back) == RS.state_to_json(state) and back.cards["Anna"].tokens == {
        "as:Fortress:Band of Misfits": 1}
    html = picture(RS.state_to_json(state), {"Band of Misfits": "Vogelfreie", "Fortress": "Festung",
                                             "Madman": "Verrückter"})
    assert "Vogelfreie als Festung" in html and "Verrückter" in html and "Anzahl unbekannt" in html
    # the state read back goes on as the state itself: Thronsaal played next, the clean-up makes it a Vogelfreie again
    state = end_turn(played(back, "Thronsaal"))
    assert state.cards["Anna"].discard["Band of Misfits"] == 1 and not state.cards["Anna"].tokens


# --- importer: Dominion Online lines ------------------------------------------------------------------------------

BOM_LOG = online_opening(
    "a Band of Misfits", "a Village",
    second=(None, "a Band of Misfits and 4 Coppers"),
    ben_second=("4 Coppers. (+$4)", "a Smithy"),
    five=True,
) + """
Turn 3 - Anna
A plays a Band of Misfits.
A plays a Smithy.
A draws 3 Coppers.
A plays 7 Coppers. (+$7)
A buys and gains a Gold.
"""


def test_dominion_auslegung_vogelfreie_befehlskarte_online_lines_choose_the_card_played_ln7276():
    """"plays a Band of Misfits." then "plays a Smithy.": the Vogelfreie's choice (dominion.karte.vogelfreie), the
    same under the divider and the 2019 errata the log follows (dominion.auslegung.vogelfreie-befehlskarte)."""
    from engine.core import replay
    from engine.importers import import_log

    record = import_log("dominion-online", BOM_LOG)
    at = record["log"].index({"by": "Anna", "move": "play", "card": "Vogelfreie"})
    assert record["log"][at + 1] == {"by": "Anna", "move": "choose", "cards": ["Schmiede"]}
    assert replay(record).status == "legal"


URCHIN_LOG = online_opening(
    "an Urchin", "a Village",
    second=("an Urchin", "2 Urchins, 2 Coppers and an Estate"),
    ben_second=("3 Coppers. (+$3)", "a Silver"),
) + """
Turn 3 - Anna
A plays an Urchin.
A draws a Copper.
A gets +1 Action.
B discards a Copper.
A plays an Urchin.
A trashes an Urchin.
A gains a Mercenary.
A draws a Copper.
A gets +1 Action.
A plays 4 Coppers. (+$4)
A buys and gains a Silver.
A draws 3 Coppers and 2 Estates.

Turn 3 - Ben
B plays 3 Coppers. (+$3)
B buys and gains a Silver.
B draws 5 cards.

Turn 4 - Anna
A plays 3 Coppers. (+$3)
A buys and gains a Silver.
A shuffles their deck.
A draws a Mercenary, an Urchin, 2 Coppers and an Estate.

Turn 4 - Ben
B plays 3 Coppers. (+$3)
B buys and gains a Silver.
B shuffles their deck.
B draws 5 cards.

Turn 5 - Anna
A plays a Mercenary.
A trashes a Copper and an Estate.
A draws 2 Coppers.
A gets +$2.
B discards 2 Coppers.
A plays 3 Coppers. (+$3)
A buys and gains a Silver.
"""


def test_dominion_karte_gassenjunge_and_soeldner_online_lines_answer_their_options_ln3831_ln4049():
    """"trashes an Urchin." after another Urchin is played answers the Gassenjunge's question (ln3831), "trashes a
    Copper and an Estate." after a Mercenary the Söldner's (ln4049); the record replays legal."""
    from engine.core import replay
    from engine.importers import import_log

    record = import_log("dominion-online", URCHIN_LOG)
    options = [entry["option"] for entry in record["log"] if "option" in entry]
    assert options == ["ja", "ja"]
    assert {"by": "Anna", "move": "choose", "cards": ["Kupfer", "Anwesen"]} in record["log"]
    assert replay(record).status == "legal"
    kept = import_log("dominion-online", URCHIN_LOG.replace("A trashes an Urchin.\nA gains a Mercenary.\n", "")
                      .replace("A plays a Mercenary.\nA trashes a Copper and an Estate.\nA draws 2 Coppers.\n"
                               "A gets +$2.\nB discards 2 Coppers.\n", ""))
    assert [entry["option"] for entry in kept["log"] if "option" in entry][:1] == ["nein"]


def test_dominion_karte_eremit_an_event_bought_is_no_card_bought_ln3809():
    setup = {"editions": ED + ["abenteuer-rgg-2015"], "kingdom": K1, "events": ["Almosen"], "seed": 1}
    state = played(hand(RS.setup(["Anna", "Ben"], setup), "Hermit", "Estate"), "Eremit")
    state = play(state, [choose("Anna", []), choose("Anna", ["Silber"]), buy("Almosen")])
    state = play(state, [RS.pending(state).options[0]] if RS.pending(state).kind == "choose" else [])
    state = end_turn(state)
    assert state.trash["Hermit"] == 1 and state.cards["Anna"].discard["Madman"] == 1


MARAUDER_LOG = online_opening(
    "a Marauder",
    second=("a Silver", "a Marauder, 3 Coppers and an Estate"),
    ben_second=("3 Coppers. (+$3)", "a Silver"),
) + """
Turn 3 - Anna
A plays a Marauder.
A gains a Spoils.
B gains a Ruined Library.
A plays 3 Coppers. (+$3)
A buys and gains a Silver.
"""


def test_dominion_karte_marodeur_online_lines_name_the_ruin_on_top_ln3939():
    """Without a seed the pile's order is unknown: "B gains a Ruined Library." names the Ruine that lay on top
    (Ben's `choose`, piles.py), the Beute is gained from its pile; the record replays legal."""
    from engine.core import replay
    from engine.importers import import_log

    record = import_log("dominion-online", MARAUDER_LOG)
    assert {"by": "Ben", "move": "choose", "cards": ["Zerstörte Bibliothek"]} in record["log"]
    assert "Ruinen" not in record["setup"].get("extras", [])
    assert replay(record).status == "legal"


def test_dominion_karte_vogelfreie_mehrmals_hig_throne_room_takes_it_back_it_stays_the_card_ln4085():
    """The HiG 2008 Thronsaal takes the card back to the hand between the plays; the Vogelfreie stays the chosen card
    (ln4085: "Die Vogelfreien bleiben diese Karte auch beim nachfolgenden Ausspielen"): no second choice."""
    state = game(editions=["basis-hig-2008", "dark-ages-hig-2012"])
    state = played(hand(state, "Throne Room", "Band of Misfits", "Copper"), "Thronsaal")
    state = play(state, [choose("Anna", ["Vogelfreie"]), choose("Anna", ["Schmiede"])])
    owned = state.cards["Anna"]
    assert sum(owned.hand.values()) == 7 and owned.in_play == ["Throne Room", "Smithy"]
    assert RS.pending(state).kind != "choose"


def test_dominion_auslegung_thronsaal_dauerkarte_vogelfreie_as_a_duration_stays_until_its_clean_up_rgg_ln4548():
    kingdom = ["Vogelfreie", "Fischerdorf", "Dorf", "Schmiede", "Markt", "Miliz", "Kapelle", "Keller", "Mine", "Werkstatt"]
    state = game(kingdom, ED + ["seaside-rgg-2014"])
    state = play(played(hand(state, "Band of Misfits"), "Vogelfreie"), [choose("Anna", ["Fischerdorf"])])
    assert state.actions == 2 and state.coins == 1
    state = end_turn(state)
    owned = state.cards["Anna"]
    assert owned.durations == ["Fishing Village"] and owned.tokens.get("as:Fishing Village:Band of Misfits") == 1
    state = end_turn(state, "Ben")
    assert state.actions == 2 and state.coins == 1  # its next-turn effect
    state = end_turn(state)
    owned = state.cards["Anna"]
    assert owned.discard["Band of Misfits"] == 1 and owned.discard["Fishing Village"] == 0 and not owned.durations


GOKO_KNIGHTS_LOG = goko_setup(
    "Knights, Village, Smithy, Market, Chapel, Militia, Mine, Cellar, Workshop, Moat",
    "Copper, Copper, Copper, Copper, Copper",
    "Copper, Copper, Copper, Estate, Estate",
    anna_start=GOKO_START_COPPERS_FIRST,
    ben_start=GOKO_START_COPPERS_FIRST,
) + """\
---------- Anna: turn 1 ----------
Anna - plays 5 Copper
Anna - buys Dame Molly
Anna - gains Dame Molly
Anna - draws Copper, Copper, Estate, Estate, Estate

---------- Ben: turn 1 ----------
Ben - plays 3 Copper
Ben - buys Silver
Ben - gains Silver
Ben - draws Copper, Copper, Copper, Copper, Estate

---------- Anna: turn 2 ----------
Anna - plays 2 Copper
Anna - shuffles deck
Anna - draws Dame Molly, Copper, Copper, Copper, Copper

---------- Ben: turn 2 ----------
Ben - plays 4 Copper
Ben - buys Silver
Ben - gains Silver
Ben - shuffles deck
Ben - draws Copper, Copper, Copper, Copper, Estate

---------- Anna: turn 3 ----------
Anna - plays Dame Molly
Ben - reveals: Silver, Estate
Ben - trashes Silver
Ben - discards Estate
Anna - plays 4 Copper
Anna - buys Silver
Anna - gains Silver
"""


def test_dominion_karte_ritter_goko_lines_buy_a_knight_and_its_attack_ln4007():
    """A Goko log names the Ritter pile "Knights" in its supply line and each knight by its name; the attack's lines
    ("reveals: Silver, Estate", "trashes Silver", "discards Estate") need no decision (one card costs 3 to 6)."""
    from engine.core import replay
    from engine.importers import import_log

    record = import_log("goko", GOKO_KNIGHTS_LOG)
    assert "Ritter" in record["setup"]["kingdom"]
    assert {"by": "Ben", "event": "reveal", "cards": ["Silber", "Anwesen"]} in record["log"]
    assert replay(record).status == "legal"


def test_dominion_karte_ritter_no_card_with_debt_costs_three_to_six_rgg_ln4515():
    kingdom = K_KNIGHTS[:-1] + ["Lehnsherr"]
    state = hand(game(kingdom, ED + ["empires-rgg-2016"]), "Sir Destry")
    state = hand(state, "Copper", "Copper", "Copper", "Copper", "Estate", player="Ben", deck=("Overlord", "Silver"))
    state = played(state, "Sir Destry")
    assert state.trash["Overlord"] == 0 and state.trash["Silver"] == 1 and state.cards["Ben"].discard["Overlord"] == 1
