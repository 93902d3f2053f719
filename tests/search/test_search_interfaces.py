"""The search page (live fragment, permalink, help in German and English), the API and the command."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

pytestmark = [pytest.mark.django_db]


def test_search_page_is_german_with_live_results_and_a_permalink(client, catalog_index):
    response = client.get("/suche/", {"q": "Thronsaal"})
    html = response.content.decode()
    assert response.status_code == 200
    assert 'data-live-source="/suche/"' in html and 'data-live-target="ergebnisse"' in html
    assert "data-live-permalink" in html and 'id="ergebnisse"' in html
    assert "<mark>Thronsaal</mark>" in html and "Link zu dieser Suche" in html
    assert 'href="/suche/?q=Thronsaal"' in html
    assert 'href="/spiele/dominion/karten/thronsaal/"' in html


def test_fragment_is_only_the_results(client, catalog_index):
    html = client.get("/suche/", {"q": "Thronsaal", "fragment": "1"}).content.decode()
    assert "<html" not in html and "<mark>Thronsaal</mark>" in html


def test_page_two_and_facet_links(client, catalog_index):
    html = client.get("/suche/", {"q": "Karte", "seite": "2"}).content.decode()
    assert 'rel="prev"' in html and 'rel="next"' in html and "Seite 2 von" in html
    assert "spiel:dominion" in html and "art:faq" in html


def test_malformed_query_on_the_page_explains_and_shows_an_example(client, catalog_index):
    response = client.get("/suche/", {"q": "art:foo", "fragment": "1"})
    html = response.content.decode()
    assert response.status_code == 400
    assert "nicht verstanden" in html and "Unbekannte Art" in html and "art:faq" in html


def test_hostile_query_on_the_page_is_never_a_500(client, catalog_index):
    for hostile in ["(" * 100, '"' * 3, "x" * 5000, "\x00\x01\x02", "kosten<=-1", "<script>alert(1)</script>"]:
        response = client.get("/suche/", {"q": hostile})
        assert response.status_code in (200, 400)
        assert b"<script>alert(1)</script>" not in response.content


def test_help_page_in_german_and_english(client):
    german = client.get("/suche/hilfe/").content.decode()
    assert "Suchsyntax" in german and "kosten&lt;=4" in german and "spiel:" in german
    english = client.get("/en/suche/hilfe/")
    assert english.status_code == 200
    assert "Search syntax" in english.content.decode()


def test_api_returns_grouped_hits_with_facets(client, catalog_index):
    data = client.get("/api/v1/search", {"q": "Cellar"}).json()
    assert data["query"] == "Cellar" and data["total"] >= 1
    hit = data["hits"][0]
    assert {"type", "game", "id", "title", "snippet", "score", "url", "matches"} <= set(hit)
    assert hit["title"] == "Keller" and hit["type"] == "card"
    assert data["facets"]["game"]["dominion"] >= 1


def test_api_errors_have_detail_and_pointer(client, catalog_index):
    response = client.get("/api/v1/search", {"q": '"offen'})
    assert response.status_code == 400
    error = response.json()
    assert error["detail"] and error["errors"][0]["pointer"] == "/q"
    assert "Anführungszeichen" in error["errors"][0]["message"]
    missing = client.get("/api/v1/search")
    assert missing.status_code == 400 and missing.json()["errors"][0]["pointer"] == "/q"
    bad_page = client.get("/api/v1/search", {"q": "Dorf", "page": "x"})
    assert bad_page.status_code == 400 and bad_page.json()["errors"][0]["pointer"] == "/page"


def test_api_is_in_the_openapi_schema(client):
    schema = client.get("/api/v1/schema", HTTP_ACCEPT="application/json").json()
    operation = schema["paths"]["/api/v1/search"]["get"]
    assert {parameter["name"] for parameter in operation["parameters"]} >= {"q", "page", "per_page"}
    assert {"200", "400"} <= set(operation["responses"])


def test_command_prints_the_stable_json_shape(catalog_index):
    out = StringIO()
    call_command("search", "Thronsall", "--json", "--limit", "3", stdout=out)
    data = json.loads(out.getvalue())
    assert set(data) == {"query", "total", "hits"}
    assert set(data["hits"][0]) == {"type", "game", "id", "title", "snippet", "score"}
    assert data["hits"][0]["title"] == "Thronsaal" and len(data["hits"]) <= 3
    assert "<mark>Thronsaal</mark>" in data["hits"][0]["snippet"]  # the typo marks the name it was taken for


def test_command_reports_a_malformed_query(catalog_index):
    with pytest.raises(CommandError, match="nicht verstanden"):
        call_command("search", "art:foo", stdout=StringIO())
