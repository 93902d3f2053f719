"""Public pages and the cards API cost a fixed number of queries, however many printings, notes and errata a card
has (issue #13: a Dominion card page cost 12 searches). Counted with Django's query capture on the real catalog."""

from __future__ import annotations

import pytest
from django.db import connection
from django.db.models import Count
from django.test.utils import CaptureQueriesContext

from cards.models import Card

pytestmark = pytest.mark.django_db

CARD_PAGE_QUERIES = 5  # card+game, printings+editions+games, notes, errata, the rulings panel
CARDS_LIST_QUERIES = 2  # count, page
# card; printings, their editions; notes, their cards, editions, games; errata, their editions, from-editions,
# cards, games (a relation that is empty skips the queries below it)
CARD_DETAIL_QUERIES = 12


def _queries(client, url: str) -> int:
    client.get(url)  # warm: a first request of the process may load things once
    with CaptureQueriesContext(connection) as captured:
        response = client.get(url)
    assert response.status_code == 200, (url, response.status_code)
    return len(captured)


def _richest_and_poorest(game: str) -> tuple[Card, Card]:
    cards = Card.objects.filter(game__slug=game).annotate(
        weight=Count("printings", distinct=True) + Count("faq_notes", distinct=True) + Count("errata", distinct=True))
    return cards.order_by("-weight", "pk").first(), cards.order_by("weight", "pk").first()


@pytest.mark.parametrize("game", ["dominion", "burgund-karten"])
def test_a_card_page_costs_a_fixed_number_of_queries(client, catalog, game):
    rich, poor = _richest_and_poorest(game)
    assert rich.printings.count() + rich.faq_notes.count() > poor.printings.count() + poor.faq_notes.count()
    rich_count = _queries(client, rich.get_absolute_url())
    assert rich_count <= CARD_PAGE_QUERIES, rich_count
    assert rich_count == _queries(client, poor.get_absolute_url())


def test_the_cards_api_costs_a_fixed_number_of_queries(client, catalog):
    assert _queries(client, "/api/v1/cards?game=dominion") <= CARDS_LIST_QUERIES
    assert _queries(client, "/api/v1/cards?game=dominion&page=2") <= CARDS_LIST_QUERIES
    rich, poor = _richest_and_poorest("dominion")
    assert _queries(client, f"/api/v1/cards/{rich.pk}") <= CARD_DETAIL_QUERIES
    assert _queries(client, f"/api/v1/cards/{poor.pk}") <= CARD_DETAIL_QUERIES
