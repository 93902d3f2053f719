"""The query language: grammar, helpful errors, hostile input."""

from __future__ import annotations

import pytest

from search import query as ql


def test_words_phrases_filters_or_and_minus_parse_into_a_tree():
    tree = ql.parse('Dorf "auf die Hand" spiel:dominion kosten<=4 -art:regel (A OR B)')
    assert tree == ql.And(
        (
            ql.Word("Dorf"),
            ql.Phrase("auf die Hand"),
            ql.Filter("game", "=", "dominion"),
            ql.Filter("cost", "<=", "4"),
            ql.Not(ql.Filter("kind", "=", "regel")),
            ql.Or((ql.Word("A"), ql.Word("B"))),
        )
    )


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("game:dominion", ql.Filter("game", "=", "dominion")),
        ("type:attack", ql.Filter("type", "=", "attack")),
        ("cost>=5", ql.Filter("cost", ">=", "5")),
        ("kind:ruling", ql.Filter("kind", "=", "entscheid")),
        ("art:karten", ql.Filter("kind", "=", "karte")),
        ('name:"Große Halle"', ql.Filter("name", "=", "Große Halle", quoted=True)),
        ("„auf die Hand“", ql.Phrase("auf die Hand")),
        ("Dorf ODER Stadt", ql.Or((ql.Word("Dorf"), ql.Word("Stadt")))),
    ],
)
def test_german_keywords_have_english_aliases(raw, expected):
    assert ql.parse(raw) == expected


@pytest.mark.parametrize(
    ("raw", "fragment_of_message"),
    [
        ('"offen', "Anführungszeichen"),
        ("(Dorf OR Stadt", "Klammer"),
        ("Dorf)", "Klammer"),
        ("Dorf OR", "fehlt ein Suchbegriff"),
        ("OR Dorf", "fehlt ein Suchbegriff"),
        ("farbe:rot", "Unbekannter Filter"),
        ("kosten<=vier", "ganze Zahl"),
        ("spiel<dominion", "nur bei kosten"),
        ("art:foo", "Unbekannte Art"),
        ("spiel:", "braucht einen Wert"),
        ("Dorf -", "ausgeschlossen"),
    ],
)
def test_malformed_queries_say_what_was_not_understood_and_give_an_example(raw, fragment_of_message):
    with pytest.raises(ql.QueryError) as caught:
        ql.parse(raw)
    assert fragment_of_message in caught.value.message
    assert caught.value.example


def test_huge_query_is_refused_with_the_limit():
    with pytest.raises(ql.QueryError, match="zu lang"):
        ql.parse("Karte " * 200)


def test_deep_nesting_is_refused():
    with pytest.raises(ql.QueryError, match="verschachtelt"):
        ql.parse("(" * 20 + "Dorf" + ")" * 20)


def test_too_many_clauses_are_refused():
    with pytest.raises(ql.QueryError, match="zu viele Teile"):
        ql.parse(" ".join(f"w{i}" for i in range(ql.MAX_CLAUSES + 1)))


def test_control_characters_are_neutralised():
    assert ql.parse("Dorf\x00\x1b[31mStadt\u202e") == ql.And((ql.Word("Dorf"), ql.Word("[31mStadt")))


def test_empty_query_is_nothing():
    assert ql.parse("   ") is None
    assert ql.parse("\x00\x01") is None


def test_colon_inside_text_without_a_value_is_just_a_word():
    assert ql.parse("Achtung:") == ql.Word("Achtung:")
