"""Cards whose rules differ between editions: one test per edition, naming the rule id and seed line."""

from collections import Counter

import pytest
from dominion_helpers import RS, choose, game, play, played, rule_of, with_deck, with_hand

BASE = ["Thronsaal", "Mine", "Geldverleiher", "Burggraben", "Hexe", "Bibliothek", "Festmahl", "Dorf", "Schmiede",
        "Markt"]
ALL_BASE = ("basis-hig-2008", "basis-rgg-2013", "basis-rgg-2017")


def base(edition, players=("Anna", "Ben")):
    return game(players=players, kingdom=BASE, editions=(edition,))


# Thronsaal: HiG 2008 must choose (ln292), RGG 2013 errata may (ln505), RGG 2017 may (ln700) and keeps the card
# in play between the two plays (ln702)

def test_dominion_karte_thronsaal_hig_2008_must_choose_and_card_returns_ln292():
    state = played(with_hand(base("basis-hig-2008"), "Anna", "Throne Room", "Smithy"), "Thronsaal")
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.thronsaal.hig-2008"


def test_dominion_karte_thronsaal_errata_rgg_2013_may_choose_none_ln505():
    state = played(with_hand(base("basis-rgg-2013"), "Anna", "Throne Room", "Smithy"), "Thronsaal")
    assert RS.check(state, choose("Anna", [])).is_legal
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.karte.thronsaal.errata"


def test_dominion_karte_thronsaal_zweite_edition_second_play_even_if_card_left_play_ln702():
    state = played(with_hand(base("basis-rgg-2017"), "Anna", "Throne Room", "Feast"), "Thronsaal")
    assert rule_of(state, choose("Anna", ["Kupfer"])) == "dominion.karte.thronsaal.errata"
    state = play(state, [choose("Anna", ["Festmahl"]), choose("Anna", ["Herzogtum"])])
    assert state.trash["Feast"] == 1 and state.task.rule == "dominion.karte.festmahl"  # second play runs
    state = play(state, [choose("Anna", ["Herzogtum"])])
    assert state.cards["Anna"].discard["Duchy"] == 2 and state.cards["Anna"].hand["Feast"] == 0


# Mine and Geldverleiher: HiG 2008 printing "Entsorge" (ln153, ln204); RGG errata "darfst" (ln393/786, ln444/677)

def test_dominion_karte_mine_per_edition_ln153_ln393_ln786():
    for edition, rule in (("basis-hig-2008", "dominion.karte.mine.hig-2008"), ("basis-rgg-2013", None),
                          ("basis-rgg-2017", None)):
        state = played(with_hand(base(edition), "Anna", "Mine", "Copper"), "Mine")
        assert rule_of(state, choose("Anna", [])) == rule, edition
    state = played(with_hand(base("basis-rgg-2013"), "Anna", "Mine", "Copper"), "Mine")
    state = play(state, [choose("Anna", ["Kupfer"])])
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.mine.errata"


def test_dominion_karte_geldverleiher_hig_2008_must_trash_a_copper_ln204():
    state = played(with_hand(base("basis-hig-2008"), "Anna", "Moneylender", "Copper"), "Geldverleiher")
    assert rule_of(state, choose("Anna", [])) == "dominion.karte.geldverleiher.hig-2008"
    assert play(state, [choose("Anna", ["Kupfer"])]).coins == 3


@pytest.mark.parametrize("edition", ["basis-rgg-2013", "basis-rgg-2017"])
def test_dominion_karte_geldverleiher_errata_may_keep_the_copper_ln444_ln677(edition):
    state = played(with_hand(base(edition), "Anna", "Moneylender", "Copper", "Estate"), "Geldverleiher")
    assert play(state, [choose("Anna", [])]).coins == 0
    assert rule_of(state, choose("Anna", ["Anwesen"])) == "dominion.karte.geldverleiher.errata"


# Burggraben: the attacker "kann"/"darf" (ln88, ln330) resp. "muss" (ln605) carry out the rest: same in the engine
# (reading dominion.auslegung.angreifer-fuehrt-aus)

@pytest.mark.parametrize("edition", ALL_BASE)
def test_burggraben_blocks_but_the_witch_still_draws_in_every_edition_ln88_ln330_ln605(edition):
    state = with_hand(base(edition), "Anna", "Witch")
    state = with_deck(state, "Anna", "Gold", "Gold", "Copper")
    state = with_hand(state, "Ben", "Moat", "Copper")
    state = played(state, "Hexe")
    assert rule_of(state, choose("Ben", ["Kupfer"])) == "dominion.reaktion"
    state = play(state, [choose("Ben", ["Burggraben"])])
    assert state.cards["Anna"].hand["Gold"] == 2 and state.cards["Ben"].discard["Curse"] == 0


# Bibliothek: set-aside cards go to the discard pile "sobald du 7 Karten auf der Hand hast" (HiG 2008, ln169)
# resp. "sobald du das Ziehen beendet hast" (RGG 2017, ln732); neither edition shuffles them in

@pytest.mark.parametrize("edition", ["basis-hig-2008", "basis-rgg-2013", "basis-rgg-2017"])
def test_bibliothek_set_aside_cards_are_not_shuffled_in_ln169_ln409_ln732(edition):
    state = with_hand(base(edition), "Anna", "Library", "Copper", "Copper")
    state = with_deck(state, "Anna", "Village", discard={"Copper": 5})
    state = played(state, "Bibliothek")
    assert rule_of(state, choose("Anna", option="vielleicht")) == "dominion.karte.bibliothek"
    state = play(state, [choose("Anna", option="ja")])
    anna = state.cards["Anna"]
    assert anna.hand == Counter({"Copper": 7}) and anna.discard == Counter({"Village": 1}) and anna.revealed == []


def test_dominion_karte_bibliothek_hig_2008_discarded_once_seven_in_hand_ln169():
    state = with_hand(base("basis-hig-2008"), "Anna", "Library", *["Copper"] * 5)
    state = with_deck(state, "Anna", "Village", "Smithy", "Gold", "Silver", discard={})
    state = played(state, "Bibliothek")
    state = play(state, [choose("Anna", option="ja"), choose("Anna", option="nein")])
    anna = state.cards["Anna"]
    assert sum(anna.hand.values()) == 7 and anna.discard == Counter({"Village": 1}) and anna.draw_pile.top == ["Silver"]


# Maskerade: 1st edition (ln888, ln1120) every player passes to the left neighbour; the 2nd edition card text
# passes only among players who have cards (reading dominion.auslegung.maskerade-leere-hand)

def masquerade(edition):
    state = game(players=("Anna", "Ben", "Cem"), editions=(edition,),
                 kingdom=["Maskerade", "Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Burggraben", "Keller",
                          "Werkstatt"])
    state = with_hand(state, "Anna", "Masquerade", "Estate")
    state = with_hand(state, "Ben")
    state = with_hand(state, "Cem", "Gold")
    state = with_deck(state, "Anna", "Copper", "Copper")
    state = played(state, "Maskerade")
    assert rule_of(state, choose("Anna", ["Gold"])) == "dominion.karte.maskerade"
    return play(state, [choose("Anna", ["Anwesen"]), choose("Cem", ["Gold"])])


@pytest.mark.parametrize("edition", ["intrige-hig-2009", "intrige-rgg-2014"])
def test_maskerade_first_edition_empty_hand_still_receives_ln888_ln1120(edition):
    state = masquerade(edition)
    assert state.cards["Ben"].hand == Counter({"Estate": 1}) and state.cards["Cem"].hand == Counter()
    assert state.cards["Anna"].hand["Gold"] == 1


def test_maskerade_second_edition_passes_among_players_with_cards_ln888():
    state = masquerade("intrige-rgg-2017")
    assert state.cards["Ben"].hand == Counter() and state.cards["Cem"].hand == Counter({"Estate": 1})
    assert state.cards["Anna"].hand["Gold"] == 1
