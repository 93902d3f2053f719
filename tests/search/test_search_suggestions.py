"""Suggestions that understand a question (issue #20): the relevance suite as a floor, typos answered like the
right spelling, filler measured rather than listed, cards recognised German or English, inflected or misspelt,
the title's cards as the question's subjects, words the rules write as one compound."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulings.models import Ruling
from search.suggestions import suggest, suggestions_for
from search.understanding import understand

SUITE = Path(__file__).resolve().parent.parent / "data" / "suggestions" / "questions.json"
QUESTIONS = json.loads(SUITE.read_text())["questions"]
# Measured 48/53 (91 %) in the top 3, MRR 0.805, on the test catalog and on a loaded one (bench/suggestions.py);
# the floors leave room for one question to slip.
TOP3_FLOOR = 0.88
MRR_FLOOR = 0.78


def _answers(question: dict) -> set[str]:
    """The suite names rulings by slug (their numbers depend on the load order): → the index's keys."""
    answers = set()
    for answer in question["answers"]:
        kind, _colon, ref = answer.partition(":")
        if kind == "ruling" and not ref.isdigit():
            answer = f"ruling:{Ruling.objects.get(slug=ref).pk}"
        answers.add(answer)
    return answers


def _rank(question: dict) -> int | None:
    keys = [hit.key for hit in suggest(question["body"], question["game"], limit=8, title=question["title"])]
    answers = _answers(question)
    return next((rank for rank, key in enumerate(keys, 1) if key in answers), None)


@pytest.mark.django_db
def test_the_relevance_suite_stays_above_its_floor(catalog_index):
    ranks = {question["id"]: _rank(question) for question in QUESTIONS}
    top3 = sum(1 for rank in ranks.values() if rank and rank <= 3) / len(ranks)
    mrr = sum(1 / rank for rank in ranks.values() if rank) / len(ranks)
    assert len(QUESTIONS) >= 40
    failing = sorted(key for key, rank in ranks.items() if not rank or rank > 3)
    assert top3 >= TOP3_FLOOR and mrr >= MRR_FLOOR, (top3, mrr, " ".join(failing))


@pytest.mark.django_db
def test_a_typo_in_the_card_name_is_answered_as_well_as_the_right_spelling(catalog_index):
    for question in QUESTIONS:
        if "typo" in question["tags"]:
            right = next(other for other in QUESTIONS if "typo" not in other["tags"]
                         and other["answers"] == question["answers"])
            assert (_rank(question) or 99) <= (_rank(right) or 99), question["id"]


@pytest.mark.django_db
def test_cards_are_recognised_inflected_misspelt_and_in_english(catalog_index):
    named = understand("Köngishof und des Festmahls, und was macht the Moat?", "dominion").cards
    assert {card.name for card in named} == {"Königshof", "Festmahl", "Burggraben"}
    assert [card.typo for card in named if card.name == "Königshof"] == [True]


@pytest.mark.django_db
def test_filler_words_are_measured_on_the_catalog_and_dropped(catalog_index):
    understood = understand("Darf man schon zwei Karten einfach mal so spielen, zählt das, geht das?", "dominion")
    assert {"darf", "schon", "zwei", "karten", "einfach", "mal", "zählt", "geht"} <= set(understood.fillers)


@pytest.mark.django_db
def test_numbers_and_the_games_vocabulary_are_kept(catalog_index):
    understood = understand("Im Durchgang aus der Auslage von 6 auf 1 ändern", "burgund-karten")
    assert understood.numbers == ["6", "1"]
    assert {"Durchgang", "Auslage"} <= set(understood.terms)


@pytest.mark.django_db
def test_each_suggestion_says_why_it_was_chosen(catalog_index):
    result = suggestions_for("Thronsaal und Festmahl: bekomme ich zwei Karten?", "dominion")
    first = result.hits[0]
    assert first.key in {"faq:15", "faq:40"} or "Festmahl" in first.cards
    assert set(first.cards) == {"Festmahl", "Thronsaal"}


@pytest.mark.django_db
def test_the_game_is_taken_from_the_cards_when_none_is_chosen(catalog_index):
    assert understand("Arbeitr und Startspielerkarte im Durchgang", None).game == "burgund-karten"


@pytest.mark.django_db
def test_the_cards_of_the_title_are_the_subjects(catalog_index):
    understood = understand("Does revealing a Moat protect me from the Witch, so I do not have to gain a Curse?",
                            "dominion", title="Does the Moat protect me?")
    assert {card.name for card in understood.cards} >= {"Burggraben", "Hexe", "Fluch"}
    assert {card.name for card in understood.cards if understood.is_subject(card.pk)} == {"Burggraben"}
    # without a title every named card is a subject
    assert all(understand("Hexe und Fluch", "dominion").is_subject(card.pk)
               for card in understand("Hexe und Fluch", "dominion").cards)


@pytest.mark.django_db
def test_two_filler_words_the_rules_write_as_one_compound_are_telling(catalog_index):
    understood = understand("Ist das Spiel dann vorbei oder spielt man den Zug noch zu Ende?", "dominion")
    assert {"spiel", "end"} <= {word.stem for word in understood.words if word.kind in ("filler", "term")}
    compounds = {word.written: word.joins for word in understood.compounds}
    assert compounds["spielende"] == ("Spiel", "Ende")


@pytest.mark.django_db
def test_a_card_with_two_names_is_recognised_by_either(catalog_index):
    named = understand("Was ist mit Milizen ohne Nahrung?", "principato").cards
    assert [card.name for card in named] == ["Condottiere/Miliz"]


@pytest.mark.django_db
def test_a_note_on_a_type_of_the_other_card_is_about_the_combination(catalog_index):
    # The Leuchtturm's note speaks of "Angriffskarten": that is the Hexe (an Angriff) too.
    result = suggestions_for("Ich hab einen Leuchtturm ausliegen. Jetzt spielt jemand die Hexe, muss ich einen Fluch "
                             "nehmen?", "dominion", title="Schützt der Leuchtturm vor der Hexe?")
    first = result.hits[0]
    assert first.title == "Leuchtturm" and {"Leuchtturm", "Hexe"} <= set(first.cards)


@pytest.mark.django_db
def test_a_rule_and_the_ruling_that_reads_it_are_suggested_once(catalog_index):
    hits = suggest("Kann man von einem leeren Vorratsstapel noch eine Karte kaufen oder nehmen?", "dominion",
                   title="Kaufen von leerem Stapel")
    ruling = Ruling.objects.get(slug="auslegung-dominion-vorrat-stapel-leer")
    keys = [hit.key for hit in hits]
    assert keys[0] == f"ruling:{ruling.pk}"
    assert f"rule:{ruling.reading_of_id}" not in keys
