"""Search while typing (issue 12): prefixes complete to card names, "Meinten Sie …?" after a typo, facets in
German that add up to the total."""

from __future__ import annotations

import pytest

from search import service
from search.completion import completions, did_you_mean

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("typed", ["Thr", "Thronsa", "thronsaa", "THRON"])
def test_prefixes_complete_to_the_card(catalog_index, typed):
    assert "Thronsaal" in [item.name for item in completions(typed)]


def test_completions_are_not_offered_for_query_language(catalog_index):
    assert completions("spiel:dominion kosten<=4") == []
    assert completions('"nicht wieder"') == []


def test_live_fragment_shows_the_completed_card_with_its_link(client, catalog_index):
    html = client.get("/suche/", {"q": "Thr", "fragment": "1"}).content.decode()
    assert "/spiele/dominion/karten/thronsaal/" in html and "Thronsaal" in html


def test_a_corrected_typo_says_meinten_sie(client, catalog_index):
    assert did_you_mean("thronsall") == "Thronsaal"
    assert did_you_mean("Thronsaal") is None
    assert did_you_mean("Thronsaal nochmal") is None
    html = client.get("/suche/", {"q": "thronsall"}).content.decode()
    assert "Meinten Sie" in html and "?q=Thronsaal" in html


def test_facets_count_what_the_page_lists_and_add_up_to_the_total(catalog_index):
    for query in ("Thron", "Rathaus", "Karte ablegen"):
        result = service.search(query)
        assert sum(result.facets["game"].values()) == result.total, query
        assert sum(result.facets["kind"].values()) == result.total, query


def test_facet_and_badge_labels_are_german(client, catalog_index):
    html = client.get("/suche/", {"q": "Rathaus"}).content.decode()
    facets = html.split('class="facets"')[1].split("</nav>")[0]
    assert "Die Burgen von Burgund" in facets and ">burgund <" not in facets
    assert "Karten" in facets or "Hinweise" in facets


def test_home_search_box_loads_live_results(client, catalog_index):
    html = client.get("/").content.decode()
    assert 'data-live-source="/suche/"' in html and 'id="ergebnisse"' in html
