"""Relevance on the real catalog: query → expected top results, filters, grouping, ranking, facets, pages."""

from __future__ import annotations

import pytest
from search_cases import CASES, Case

from search import service
from search.query import QueryError

pytestmark = pytest.mark.django_db


def heads(result: service.SearchResult) -> list[tuple[str, str]]:
    return [(group.head.game, group.head.title) for group in result.groups]


def test_there_are_at_least_fifty_cases_across_all_five_games():
    assert len(CASES) >= 50
    assert {game for case in CASES for game, _title in case.expected} == {
        "dominion",
        "burgund",
        "burgund-karten",
        "dynasties",
        "principato",
    }


@pytest.mark.parametrize("case", CASES, ids=[case.query for case in CASES])
def test_expected_results_are_at_the_top(catalog_index, case: Case):
    result = service.search(case.query, per_page=max(case.within, 5))
    top = heads(result)[: case.within]
    missing = [expected for expected in case.expected if expected not in top]
    assert not missing, f"{case.query!r} ({case.why}): {missing} not in top {case.within}: {top}"


def test_filters_hold_for_every_result(catalog_index):
    result = service.search("spiel:dominion typ:angriff kosten<=4", per_page=100)
    assert result.total >= 10
    for group in result.groups:
        for hit in group.hits:
            assert hit.game == "dominion" and hit.type == "card"
    titles = {group.head.title for group in result.groups}
    assert {"Miliz", "Bürokrat"} <= titles and "Hexe" not in titles  # Hexe costs 5


def test_english_type_and_cost_comparisons(catalog_index):
    five = {g.head.title for g in service.search("game:dominion type:attack cost=5", per_page=100).groups}
    above = {g.head.title for g in service.search("game:dominion type:attack cost>4", per_page=100).groups}
    assert "Hexe" in five and five <= above and "Miliz" not in above


def test_kind_filter_and_negated_game(catalog_index):
    result = service.search("Thronsaal art:faq", per_page=50)
    assert result.total and all(hit.kind == "faq" for group in result.groups for hit in group.hits)
    burg = service.search("Burg -spiel:dominion", per_page=100)
    assert burg.total and all(hit.game != "dominion" for group in burg.groups for hit in group.hits)


def test_edition_filter_matches_a_slug_prefix(catalog_index):
    result = service.search("edition:intrige-1 art:karte", per_page=100)
    assert result.total >= 20
    assert "Baron" in {group.head.title for group in result.groups}


def test_compound_parts_find_compounds(catalog_index):
    result = service.search("name:Karte spiel:dynasties", per_page=20)
    titles = {group.head.title for group in result.groups}
    assert {"Jokerkarte", "Wertungskarte (gelb)"} <= titles


def test_results_are_grouped_by_card(catalog_index):
    result = service.search("Thronsaal", per_page=20)
    keys = [group.key for group in result.groups]
    assert len(keys) == len(set(keys))
    throne = result.groups[0]
    assert throne.head.type == "card" and throne.head.title == "Thronsaal"
    assert {hit.type for hit in throne.hits} - {"card"}, "notes or errata about the card are in its group"


def test_name_outranks_card_text_outranks_notes_outranks_rule_text(catalog_index):
    result = service.search("Thronsaal", per_page=40)
    first_of = {}
    for position, group in enumerate(result.groups):
        kind = "name" if group.head.title == "Thronsaal" else group.hits[0].type
        first_of.setdefault(kind, position)
    assert first_of["name"] == 0
    assert first_of["card"] < first_of.get("section", 999)


def test_snippets_are_escaped_html_with_marks(catalog_index):
    result = service.search("Handkarte", per_page=5)
    snippet = str(result.groups[0].hits[0].snippet)
    assert "<mark>" in snippet and "<script" not in snippet


def test_facets_count_games_and_kinds(catalog_index):
    result = service.search("Rathaus")
    assert set(result.facets["game"]) >= {"burgund", "burgund-karten", "principato"}
    assert sum(result.facets["kind"].values()) == result.total == sum(result.facets["game"].values())


def test_pages_do_not_overlap(catalog_index):
    first = service.search("Karte", page=1, per_page=10)
    second = service.search("Karte", page=2, per_page=10)
    assert first.total == second.total > 20 and first.pages >= 3
    assert not {g.key for g in first.groups} & {g.key for g in second.groups}


def test_no_document_with_every_word_falls_back_to_some_words(catalog_index):
    result = service.search("Thronsaal Zwergenaufstand")
    assert result.relaxed and result.groups[0].head.title == "Thronsaal"


def test_only_stop_words_is_a_helpful_error(catalog_index):
    with pytest.raises(QueryError, match="kein suchbares Wort"):
        service.search("und die der")


@pytest.mark.parametrize(
    "hostile",
    [
        ".*",
        "[a-z]+",
        "^(a|b)*$",
        "a" * 499,
        "\\" * 100,
        "%00",
        "' OR 1=1 --",
        "<script>alert(1)</script>",
        "∞" * 200,
        "name:" + "x" * 400,
        "kosten<=999",
        "Dorf " * 39,
    ],
)
def test_hostile_queries_return_results_or_a_query_error(catalog_index, hostile):
    try:
        result = service.search(hostile)
    except QueryError as error:
        assert error.message
    else:
        assert result.total >= 0
