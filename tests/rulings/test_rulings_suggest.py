"""Issue #20 on the rulings side: a stored question is linked to the cards it names (through the finder search
registers, rulings importing nothing of search), its page loads the likely answers, and a curator marks it
answered by an existing ruling with one click."""

from __future__ import annotations

from cards.models import Game
from rulings.asking import ask
from rulings.models import Question, Ruling


def test_a_question_is_linked_to_the_cards_it_names(search_index):
    dominion = Game.objects.get(slug="dominion")
    question, _token = ask(game=dominion, title="Thronsaal und Burggraben",
                           body="Wenn ich den Thronsal auf die Miliz spiele und mein Gegner zeigt den Burggraben?")
    assert set(question.cards.values_list("name_de", flat=True)) == {"Thronsaal", "Burggraben", "Miliz"}


def test_the_askers_own_cards_win_over_the_recognised_ones(search_index):
    dominion = Game.objects.get(slug="dominion")
    question, _token = ask(game=dominion, title="Thronsaal und Burggraben", body="Wie geht Thronsaal mit Burggraben?",
                           cards=list(dominion.cards.filter(name_de="Dorf")))
    assert list(question.cards.values_list("name_de", flat=True)) == ["Dorf"]


def test_the_question_page_lists_likely_answers_and_a_curator_marks_it_answered(curator_client, search_index):
    dominion = Game.objects.get(slug="dominion")
    question, _token = ask(game=dominion, title="Kaufen von einem leeren Stapel",
                           body="Kann man von einem leeren Vorratsstapel noch eine Karte kaufen oder nehmen?")
    page = curator_client.get(question.get_absolute_url()).content.decode()
    assert f'data-fragment="/fragen/{question.pk}/vorschlaege/"' in page
    fragment = curator_client.get(f"/fragen/{question.pk}/vorschlaege/").content.decode()
    ruling = Ruling.objects.get(title__contains="leeren Vorratsstapel", game=dominion, published=True)
    assert f'value="{ruling.pk}"' in fragment
    response = curator_client.post(f"/fragen/{question.pk}/beantwortet-durch/", {"ruling": ruling.pk})
    assert response.status_code == 302
    question.refresh_from_db()
    assert question.status == Question.Status.DUPLICATE and question.answered_by == ruling


def test_players_cannot_mark_a_question_answered(client, player, search_index):
    dominion = Game.objects.get(slug="dominion")
    question, _token = ask(game=dominion, title="Eine Frage zum Keller", body="Darf ich den Keller selbst ablegen?")
    client.force_login(player)
    client.post(f"/fragen/{question.pk}/beantwortet-durch/", {"ruling": Ruling.objects.first().pk})
    question.refresh_from_db()
    assert question.status == Question.Status.OPEN and question.answered_by is None
