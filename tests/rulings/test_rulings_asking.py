"""Asking: the German form with live suggestions, validation, honeypot, throttling, CSRF, the private link."""

from __future__ import annotations

import json

import pytest
from django.test import Client
from rulings_helpers import BUY_GOLD, DOMINION_POSITION

from rulings.models import Question, hash_token

pytestmark = pytest.mark.django_db

GOOD = {"game": "dominion", "title": "Darf ich Gold ohne genug Geld kaufen?",
        "body": "Ich habe nur Kupfer auf der Hand und möchte trotzdem ein Gold kaufen.", "language": "de"}


def test_ask_form_is_german_with_live_suggestions_and_a_hidden_honeypot(client, readings):
    html = client.get("/fragen/neu/?spiel=dominion").content.decode()
    assert "Eine Regelfrage stellen" in html and "Vielleicht schon beantwortet" in html
    assert 'data-live-source="/fragen/vorschlaege/"' in html and 'data-live-target="suggestions"' in html
    assert 'id="suggestions"' in html and 'name="website"' in html and 'class="hp"' in html
    assert 'name="csrfmiddlewaretoken"' in html
    assert '<option value="dominion" selected>' in html


def test_ask_form_is_available_in_english(client, readings):
    response = client.get("/en/fragen/neu/")
    assert response.status_code == 200
    assert '<html lang="en">' in response.content.decode()


def test_suggestions_find_the_faq_notes_of_the_card_asked_about(client, search_index):
    html = client.get("/fragen/vorschlaege/", {"title": "Thronsaal zweimal ausspielen", "body": "Aktionskarte",
                                              "game": "dominion", "fragment": "1"}).content.decode()
    assert "/spiele/dominion/karten/thronsaal/" in html
    assert "<mark>" in html


def test_suggestions_find_the_published_auslegung_before_the_question_is_posted(client, search_index):
    html = client.get("/fragen/vorschlaege/", {"title": "Darf ich Gold kaufen, wenn mein Geld nicht reicht?",
                                              "game": "dominion"}).content.decode()
    assert 'href="/entscheidungen/auslegung-dominion-kauf-braucht-geld/"' in html
    assert "Entscheidung" in html


def test_suggestions_stay_inside_the_chosen_game(client, search_index):
    html = client.get("/fragen/vorschlaege/", {"title": "Thronsaal zweimal ausspielen",
                                              "game": "principato"}).content.decode()
    assert "/spiele/dominion/" not in html


def test_a_question_is_stored_and_the_asker_gets_a_private_link(client, readings):
    response = client.post("/fragen/neu/", dict(GOOD, cards="Gold, Kupfer", email="anna@example.org"))
    assert response.status_code == 302
    assert response["Location"].startswith("/fragen/folgen/") and response["Location"].endswith("?neu=1")
    token = response["Location"].split("/")[3]
    question = Question.objects.get()
    assert question.follow_token_hash == hash_token(token) and token not in question.follow_token_hash
    assert sorted(question.cards.values_list("name_de", flat=True)) == ["Gold", "Kupfer"]
    assert question.status == Question.Status.OPEN and question.engine_status == ""
    page = client.get(response["Location"]).content.decode()
    assert "privater Link" in page and f"/fragen/folgen/{token}/" in page
    assert "anna@example.org" not in client.get(question.get_absolute_url()).content.decode()


@pytest.mark.parametrize(("change", "field", "message"), [
    ({"title": "Kurz"}, "title", "mindestens"),
    ({"title": "x" * 201}, "title", "höchstens"),
    ({"body": "zu kurz"}, "body", "mindestens"),
    ({"body": "Wort " * 1001}, "body", "höchstens"),
    ({"game": ""}, "game", "Dieses Feld ist zwingend erforderlich"),
    ({"cards": "Gold, Zauberstab"}, "cards", "Unbekannt in Dominion: Zauberstab"),
    ({"position": '{"game": "dominion",\n "log": [}', "move": json.dumps(BUY_GOLD)}, "position",
     "kein gültiges JSON"),
    ({"position": json.dumps(DOMINION_POSITION)}, "move", "Stellung und Zug gehören zusammen"),
    ({"position": json.dumps(dict(DOMINION_POSITION, game="principato")), "move": json.dumps(BUY_GOLD)},
     "position", "gehört zu „principato“"),
    ({"email": "keine-adresse"}, "email", "gültige E-Mail"),
])
def test_invalid_questions_get_clear_messages_and_nothing_is_stored(client, readings, change, field, message):
    response = client.post("/fragen/neu/", dict(GOOD, **change))
    assert response.status_code == 400
    errors = response.context["form"].errors
    assert field in errors, errors
    assert message in " ".join(errors[field]), errors[field]
    assert Question.objects.count() == 0


def test_the_honeypot_turns_a_bot_away(client, readings):
    response = client.post("/fragen/neu/", dict(GOOD, website="http://spam.example"))
    assert response.status_code == 400
    assert "konnte nicht angenommen werden" in response.content.decode()
    assert Question.objects.count() == 0


def test_too_many_questions_from_one_address_are_refused(client, readings, settings):
    settings.REST_FRAMEWORK = dict(settings.REST_FRAMEWORK, DEFAULT_THROTTLE_RATES={"questions": "2/hour"})
    for _ in range(2):
        assert client.post("/fragen/neu/", GOOD).status_code == 302
    refused = client.post("/fragen/neu/", GOOD)
    assert refused.status_code == 429
    assert "Zu viele Fragen" in refused.content.decode()
    assert Question.objects.count() == 2
    other = client.post("/fragen/neu/", GOOD, REMOTE_ADDR="192.0.2.7")
    assert other.status_code == 302


def test_posting_without_the_csrf_token_is_refused(readings):
    strict = Client(enforce_csrf_checks=True)
    assert strict.post("/fragen/neu/", GOOD).status_code == 403
    assert Question.objects.count() == 0


def test_the_private_link_stops_the_email_and_closes_the_question(client, readings):
    location = client.post("/fragen/neu/", dict(GOOD, email="anna@example.org"))["Location"]
    follow = location.split("?")[0]
    client.post(follow, {"action": "stop"})
    question = Question.objects.get()
    assert question.notify is False
    client.post(follow, {"action": "close"})
    question.refresh_from_db()
    assert question.status == Question.Status.CLOSED
    assert client.get("/fragen/folgen/nicht-der-richtige-link/").status_code == 404


def test_question_list_filters_by_game_status_and_card(client, readings):
    from cards.models import Card, Game
    from rulings import asking

    dominion, burgund = Game.objects.get(slug="dominion"), Game.objects.get(slug="burgund")
    gold = Card.objects.get(game=dominion, name_de="Gold")
    asking.ask(game=dominion, title="Frage zu Gold und Geld", body="Text der Frage zu Gold", cards=[gold])
    closed, _token = asking.ask(game=dominion, title="Erledigte Frage zu Dominion", body="Text der Frage")
    asking.set_question_status(closed, Question.Status.CLOSED)
    asking.ask(game=burgund, title="Frage zu Burgund und Kloster", body="Text der Frage zu Burgund")
    titles = lambda url: [q.title for q in client.get(url).context["page"]]  # noqa: E731
    assert titles("/fragen/?spiel=dominion") == ["Erledigte Frage zu Dominion", "Frage zu Gold und Geld"]
    assert titles("/fragen/?spiel=dominion&status=geschlossen") == ["Erledigte Frage zu Dominion"]
    assert titles("/fragen/?spiel=dominion&karte=gold") == ["Frage zu Gold und Geld"]
    assert len(titles("/fragen/")) == 3
