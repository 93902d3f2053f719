"""Catalog pages (German) and API: every card page renders; filters, pagination, bulk export."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command

from cards.models import Card, Erratum

pytestmark = pytest.mark.django_db


def test_every_card_page_renders(client, catalog):
    cards = list(Card.objects.select_related("game"))
    assert len(cards) > 700
    for card in cards:
        response = client.get(card.get_absolute_url())
        assert response.status_code == 200, card.get_absolute_url()


def test_card_page_shows_printings_side_by_side_with_differences(client, catalog):
    thronsaal = Card.objects.get(game__slug="dominion", name_de="Thronsaal")
    html = client.get(thronsaal.get_absolute_url()).content.decode()
    assert html.count('class="printing"') >= 3
    assert "<ins>" in html and "<del>" in html
    assert "Errata" in html


def test_erratum_shows_word_level_diff(client, catalog):
    erratum = Erratum.objects.filter(kind="errata").exclude(printed_text="").exclude(corrected_text="").first()
    html = client.get(erratum.card.get_absolute_url()).content.decode()
    assert f'id="erratum-{erratum.pk}"' in html
    assert "<ins>" in html


def test_game_and_edition_pages(client, catalog):
    assert client.get("/spiele/").status_code == 200
    for game in catalog:
        assert client.get(game.get_absolute_url()).status_code == 200
        for edition in game.editions.all():
            assert client.get(edition.get_absolute_url()).status_code == 200


def test_rulebook_browser_has_section_anchors_and_links_to_notes(client, catalog):
    from rulings.models import RuleSection

    toc = client.get("/regeln/burgund-karten/").content.decode()
    tops = RuleSection.objects.filter(rulebook__game__slug="burgund-karten", parent__isnull=True)
    assert all(f'id="{section.slug}"' in toc for section in tops)
    pages = [client.get(f"/regeln/burgund-karten/{section.slug}/").content.decode() for section in tops]
    assert any("Hinweise zu diesem Abschnitt" in page for page in pages)


def test_cards_api_filters_by_game_type_and_cost(client, catalog):
    data = client.get("/api/v1/cards", {"game": "dominion", "type": "Angriff", "cost__lte": 4}).json()
    names = {card["name_de"] for card in data["results"]}
    assert "Miliz" in names and "Hexe" not in names  # Hexe costs 5
    assert all(card["game"] == "dominion" for card in data["results"])
    assert "count" in data and "next" in data


def test_card_detail_api_has_printings_notes_errata(client, catalog):
    mine = Card.objects.get(game__slug="dominion", name_en="Mine")
    data = client.get(f"/api/v1/cards/{mine.pk}").json()
    assert data["name_de"] == "Mine"
    assert len(data["printings"]) >= 3
    assert any(e["kind"] == "errata" for e in data["errata"])


def test_sections_and_rules_api(client, catalog):
    sections = client.get("/api/v1/rulebooks/dominion/sections").json()
    assert sections["count"] >= 100
    rules = client.get("/api/v1/rules", {"game__slug": "dominion"}).json()
    assert rules["count"] > 0 and rules["results"][0]["quote"]


def test_bulk_catalog_matches_export_command(client, catalog):
    out = StringIO()
    call_command("export_catalog", "--game", "principato", stdout=out)
    exported = json.loads(out.getvalue())
    over_http = client.get("/api/v1/bulk/catalog.json", {"game": "principato"}).json()
    assert exported["format"] == over_http["format"] == "regelwerk-catalog/1"
    assert exported["games"] == over_http["games"]
    game = exported["games"][0]
    assert game["slug"] == "principato" and game["cards"] and game["faq"] and game["rulebook"]["sections"]


def test_bulk_catalog_unknown_game_is_404_json(client, catalog):
    response = client.get("/api/v1/bulk/catalog.json", {"game": "schach"})
    assert response.status_code == 404
    assert "Unbekanntes Spiel" in response.json()["detail"]
