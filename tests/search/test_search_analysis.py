"""German analysis: folding, stemming, stop words, compounds, snippets — the pure parts, no database."""

from __future__ import annotations

import pytest

from search.analysis import Vocabulary, fold, german_analyzer, is_stop, stem, terms
from search.highlight import Matcher, snippet


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Gärten", "Gaerten"),
        ("Gärten", "gärten"),
        ("Straße", "Strasse"),
        ("Bürokrat", "Buerokrat"),
        ("Militärwertung", "Militarwertung"),
        ("Karte", "Karten"),
        ("Projekt", "Projekte"),
        ("GÄRTEN", "Gärten"),
    ],
)
def test_spellings_a_german_player_uses_meet_in_one_term(a, b):
    assert terms(a) == terms(b)


def test_umlauts_and_sharp_s_are_folded_before_stemming():
    assert fold("Straße") == "strasse"
    assert fold("Gaerten") == "gärten"
    assert stem(fold("Gärten")) == "gart"


def test_queue_keeps_its_ue():
    assert fold("Quelle") == "quelle"


def test_stop_words_are_dropped_in_both_spellings():
    assert is_stop(fold("für")) and is_stop(fold("fuer")) and is_stop("und")
    assert terms("die Karte und der Thronsaal") == ["kart", "thronsaal"]


def test_control_and_regex_characters_are_not_words():
    assert terms(".* [a-z]+ ^$ \x00") == ["a", "z"]


VOCABULARY = Vocabulary.from_texts(
    [
        "Karte Karten Hand Aktion Thron Throne Rat Versammlung Stapel nachziehen",
        "Lege eine Karte ab. Die Hand. Die Aktion. Handel Straße",
    ]
)


@pytest.mark.parametrize(
    ("word", "parts"),
    [
        ("handkarten", ["hand", "karten"]),
        ("aktionskarte", ["aktion", "karte"]),
        ("thronsaal", ["thron", "saal"]),
        ("ratsversammlung", ["rat", "versammlung"]),
        ("nachziehstapel", ["nachzieh", "stapel"]),
    ],
)
def test_compounds_split_into_corpus_words(word, parts):
    assert VOCABULARY.split(word) == parts


def test_short_and_unknown_words_are_not_split():
    assert VOCABULARY.split("karte") == []
    assert VOCABULARY.split("zwergenaufstand") == []


def test_index_analyzer_adds_compound_parts_at_the_same_position():
    analyzer = german_analyzer(VOCABULARY)
    tokens = [(t.text, t.pos) for t in analyzer("Zwei Handkarten", positions=True, mode="index")]
    assert tokens == [("zwei", 0), ("handkart", 1), ("hand", 1), ("kart", 1)]


def test_query_analyzer_does_not_split():
    analyzer = german_analyzer(VOCABULARY)
    assert [t.text for t in analyzer("Handkarten", mode="query")] == ["handkart"]


def test_snippet_escapes_catalog_text_and_marks_matches():
    matcher = Matcher(frozenset(terms("Karte")), VOCABULARY)
    html = snippet('<script>alert("x")</script> Lege eine **Handkarte** ab & nimm eine Karte.', matcher)
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<mark>Handkarte</mark>" in html and "<mark>Karte</mark>" in html
    assert "&amp;" in html and "**" not in html


def test_snippet_shows_the_window_with_the_matches():
    matcher = Matcher(frozenset(terms("Thronsaal")))
    text = "Vorwort. " * 80 + "Spielst du den Thronsaal, wähle eine Aktionskarte."
    html = snippet(text, matcher)
    assert html.startswith("…") and "<mark>Thronsaal</mark>" in html
