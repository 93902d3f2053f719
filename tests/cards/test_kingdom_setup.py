"""The kingdom generator's set-up beyond the ten cards: Ereignisse, Landmarken and Projekte shuffled in (at most
2 used), no Wege, and the Schwarzmarkt deck, each checked against the divider lines it follows (file 003)."""

from __future__ import annotations

import pytest

from cards.kingdom import BLACK_MARKET_DECK, LANDSCAPE_KINDS, MAX_LANDSCAPES, generate_kingdom
from cards.models import Game

LANDSCAPE_BOXES = ["Abenteuer", "Empires", "Renaissance"]
MIXED = ["Basisspiel", "Die Intrige", "Seaside", "Renaissance"]  # few landscapes among many kingdom cards


def _expansions_of(card) -> set[str]:
    return {p.edition.expansion or p.edition.name_de for p in card.printings.all()}


@pytest.fixture
def dominion(catalog):
    return Game.objects.get(slug="dominion")


def test_landscapes_are_revealed_among_the_kingdom_cards_and_at_most_two_are_used(dominion):
    """Kartentrenner Z. 6897-6901: "maximal insgesamt 2 Projekte, Landmarken ... und/oder Ereignisse", shuffled into
    the kingdom cards and revealed until 10 kingdom cards are out; more than 2 go back to the box."""
    counts = set()
    for seed in range(40):
        result = generate_kingdom(dominion, LANDSCAPE_BOXES if seed % 2 else MIXED, seed=str(seed))
        used, returned = result["landscapes"], result["landscapes_returned"]
        assert len(used) <= MAX_LANDSCAPES and len(result["cards"]) == 10
        assert all(card.kind in LANDSCAPE_KINDS for card in used + returned)
        assert all(_expansions_of(card) & set(LANDSCAPE_BOXES + MIXED) for card in used + returned)
        assert not returned or len(used) == MAX_LANDSCAPES  # only the ones past the second go back
        assert len({card.slug for card in used + returned}) == len(used + returned)
        assert not {card.slug for card in used + returned} & {card.slug for card in result["cards"]}
        counts.add(len(used))
    assert len(counts) > 1 and MAX_LANDSCAPES in counts  # chance decides how many: not always the same number


def test_expansions_without_landscapes_get_none(dominion):
    """Z. 6899-6901 speak of the landscapes of Empires, Abenteuer and Renaissance; the Basisspiel has none."""
    for seed in range(10):
        result = generate_kingdom(dominion, ["Basisspiel", "Seaside"], seed=str(seed))
        assert result["landscapes"] == [] and result["landscapes_returned"] == [] and not result["ways_left_out"]


def test_wege_are_never_drawn_and_the_page_says_why(dominion, client):
    """The divider gives no set-up for Wege (its Menagerie pages were lost, Z. 7064-7089): none are drawn, and
    the page says so once; Menagerie's Ereignisse are Ereignisse (Z. 6899) and may be drawn."""
    kinds = set()
    for seed in range(30):
        result = generate_kingdom(dominion, ["Menagerie"], seed=str(seed))
        assert result["ways_left_out"]
        kinds |= {card.kind for card in result["landscapes"] + result["landscapes_returned"]}
    assert kinds == {"ereignis"}
    html = client.get("/spiele/dominion/koenigreich/", {"erweiterung": "Menagerie", "seed": "3"}).content.decode()
    assert html.count("Wege (Menagerie) zieht der Generator nicht") == 1


def _with_black_market(dominion, expansions):
    for seed in range(600):
        result = generate_kingdom(dominion, expansions, seed=str(seed))
        if any(card.name_de == "Schwarzmarkt" for card in result["cards"]):
            return seed, result
    pytest.fail("Schwarzmarkt never drawn in 600 kingdoms")


def test_schwarzmarkt_brings_a_deck_of_fifteen_kingdom_cards_not_in_the_supply(dominion):
    """Z. 7120-7122: "mindestens 15 Karten", "nur Königreichskarten, die nicht im Vorrat sind", each once."""
    expansions = ["Basisspiel", "Die Intrige", "Promo"]
    _seed, result = _with_black_market(dominion, expansions)
    deck = result["black_market"]
    assert len(deck) == BLACK_MARKET_DECK == 15 and not result["black_market_short"]
    assert len({card.slug for card in deck}) == 15
    supply = {card.slug for card in result["cards"]} | ({result["bane"].slug} if result["bane"] else set())
    assert not {card.slug for card in deck} & supply
    assert all(card.kind == "karte" and _expansions_of(card) & set(expansions) for card in deck)


def test_no_schwarzmarkt_no_deck(dominion):
    for seed in range(20):
        result = generate_kingdom(dominion, ["Seaside", "Blütezeit"], seed=str(seed))
        assert result["black_market"] == []


def test_the_kingdom_page_shows_the_schwarzmarkt_deck_and_the_landscapes(dominion, client):
    seed, result = _with_black_market(dominion, ["Basisspiel", "Promo"])
    html = client.get("/spiele/dominion/koenigreich/",
                      {"erweiterung": ["Basisspiel", "Promo"], "seed": str(seed)}).content.decode()
    assert "Schwarzmarkt-Stapel" in html
    deck_part = html.split('id="schwarzmarkt"')[1]
    assert all(card.get_absolute_url() in deck_part for card in result["black_market"])
    for seed in range(30):
        result = generate_kingdom(dominion, LANDSCAPE_BOXES, seed=str(seed))
        if result["landscapes"]:
            break
    html = client.get("/spiele/dominion/koenigreich/",
                      {"erweiterung": LANDSCAPE_BOXES, "seed": str(seed)}).content.decode()
    part = html.split('id="landschaften"')[1]
    assert part.count('class="face ') == len(result["landscapes"])
