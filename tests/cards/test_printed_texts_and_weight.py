"""Issue 12, the last pieces on the catalog pages: each printing's card text side by side with its word diff and
the gaps named once; word diffs cached; the game page light, its card texts fetched on demand."""

from __future__ import annotations

import re

import pytest
from django.core.cache import cache

from cards import diff
from cards.models import Card, Edition, Printing
from cards.printed_texts import printed_texts
from cards.selectors import card_detail


@pytest.fixture(autouse=True)
def _empty_cache():
    cache.clear()
    yield
    cache.clear()


def test_thronsaal_shows_domdiv_text_beside_the_errata_wording_of_two_printings(client, catalog):
    """Kartentrenner Z. 505 and Z. 700: the Special and the Second Edition say the card should read "Du darfst ...";
    domdiv's one German text reads "Wähle ..."; the Edition I (2008) text is in no source: a gap, named once."""
    card = card_detail("dominion", "thronsaal")
    printed = printed_texts(card)
    domdiv, errata = printed["columns"]
    assert domdiv.source == "domdiv" and domdiv.text == card.text_de and not domdiv.printings
    assert errata.source == "errata" and errata.text.startswith("Du **darfst**")
    assert {p.edition.year for p in errata.printings} == {2013, 2017}
    assert {"removed", "added"} <= {segment.op for segment in errata.diff}
    assert any(s.op == "added" and "darfst" in s.text for s in errata.diff)
    assert [p.edition.year for p in printed["missing"]] == [2008]

    html = client.get(card.get_absolute_url()).content.decode()
    section = html.split('id="kartentext-je-auflage"')[1].split("<h2")[0]
    assert section.count('class="printed-text ') == 2
    assert "<ins>" in section and "<del>" in section
    assert html.count("data-printed-gap") == 1
    gap = re.search(r"data-printed-gap>(.*?)</p>", html, re.S).group(1)
    assert "Edition I – Das Basisspiel (2008)" in gap and "Second Edition" not in gap
    # the divider's explanations stay a section of their own
    assert "Erklärung auf dem Kartentrenner" in html.split('id="kartentext-je-auflage"')[1]


def test_a_card_without_any_printings_text_names_all_its_printings_once(client, catalog):
    card = card_detail("dominion", "keller")
    printed = printed_texts(card)
    assert printed["columns"] == [] and len(printed["missing"]) == card.printings.count() >= 2
    html = client.get(card.get_absolute_url()).content.decode()
    assert html.count("data-printed-gap") == 1 and 'class="printed-text ' not in html


def test_a_single_printing_has_no_comparison(client, catalog):
    card = Card.objects.get(game__slug="principato", slug="fuerstentum")
    assert printed_texts(card_detail("principato", "fuerstentum")) == {"columns": [], "missing": []}
    assert "kartentext-je-auflage" not in client.get(card.get_absolute_url()).content.decode()


def test_two_printings_with_different_texts_stand_side_by_side_with_their_diff(client, catalog):
    """A curated card printed in two editions with two wordings (made here: the shipped curated games print each
    card once) shows both wordings and the words that changed."""
    card = Card.objects.get(game__slug="burgund", slug="markt")
    other = Edition.objects.get(game__slug="burgund", slug="zusaetzliche-plaettchen")
    first = card.printings.get()
    Printing.objects.create(card=card, edition=other, text_de=first.text_de + " Zusatz aus der zweiten Auflage.",
                            position=2)
    printed = printed_texts(card_detail("burgund", "markt"))
    assert [c.source for c in printed["columns"]] == ["printed", "printed"] and printed["missing"] == []
    assert printed["columns"][1].diff[-1].op == "added" and "Zusatz" in printed["columns"][1].diff[-1].text
    html = client.get(card.get_absolute_url()).content.decode()
    assert html.count('class="printed-text ') == 2 and "<ins> Zusatz aus der zweiten Auflage.</ins>" in html


def test_a_word_diff_is_computed_once_per_pair_of_texts(monkeypatch):
    calls = []
    real = diff.word_diff
    monkeypatch.setattr(diff, "word_diff", lambda old, new: calls.append((old, new)) or real(old, new))
    first = diff.cached_word_diff("Wähle eine Karte.", "Du darfst eine Karte wählen.")
    again = diff.cached_word_diff("Wähle eine Karte.", "Du darfst eine Karte wählen.")
    assert first == again and len(calls) == 1
    diff.cached_word_diff("Wähle eine Karte.", "Wähle zwei Karten.")
    assert len(calls) == 2  # another pair is another key


def test_a_card_page_renders_its_diffs_from_the_cache_the_second_time(client, catalog, monkeypatch):
    url = card_detail("dominion", "thronsaal").get_absolute_url()
    first = client.get(url).content.decode()

    def no_diffing(old, new):
        raise AssertionError("a diff was computed again")

    monkeypatch.setattr(diff, "word_diff", no_diffing)
    second = client.get(url).content.decode()
    assert second.count("<ins>") == first.count("<ins>") > 0


# --- the game page's weight ---------------------------------------------------------------------------------

# Issue 12: the Dominion page was 432,681 bytes with every card text in its table; without them (fetched on
# demand) it is about half. The budget leaves room for new cards, not for the texts coming back.
GAME_PAGE_BUDGET = 260_000


def test_the_dominion_game_page_is_light_and_carries_no_card_texts(client, catalog):
    html = client.get("/spiele/dominion/").content.decode()
    assert len(html.encode()) < GAME_PAGE_BUDGET
    thronsaal = Card.objects.get(game__slug="dominion", slug="thronsaal")
    assert thronsaal.text_de not in html
    rows = re.findall(r'<tr data-name="[^"]*" data-cost="[^"]*" data-edition="([^"]*)"><td><a href="karten/([^"]+)/"',
                      html)
    assert len(rows) == Card.objects.filter(game__slug="dominion").count()
    # The edition numbers of a row point into the edition menu, in its order.
    options = re.findall(r'<option data-number="(\d+)">([^<]+)</option>', html)
    labels = dict(options)
    editions = dict((slug, numbers) for numbers, slug in rows)["thronsaal"].split()
    assert {labels[number] for number in editions} == {
        "Edition I – Das Basisspiel (2008)", "Special Edition – Das Basisspiel (2013)",
        "Second Edition – Das Basisspiel (2017)"}


def test_the_card_texts_come_on_demand_for_every_card_of_the_table(client, catalog):
    response = client.get("/spiele/dominion/kartentexte.json")
    assert response.status_code == 200 and "max-age=600" in response["Cache-Control"]
    texts = response.json()["texts"]
    assert set(texts) == set(Card.objects.filter(game__slug="dominion").values_list("slug", flat=True))
    assert "zweimal" in texts["thronsaal"]
    tags = {tag for text in texts.values() for tag in re.findall(r"</?[a-z]+", text)}
    assert tags <= {"<strong", "</strong", "<em", "</em"}  # the texts as `rich` shows them: emphasis only
    assert client.get("/spiele/schach/kartentexte.json").status_code == 404
