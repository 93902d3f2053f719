"""API (`questions`, `rulings`, in the OpenAPI schema), the Atom feed per game, the card page section."""

from __future__ import annotations

import json

import pytest
from django.conf import settings as django_settings
from rest_framework.test import APIClient
from rulings_helpers import BUY_GOLD, DOMINION_POSITION

from cards.models import Card
from rulings.models import Question, Ruling

pytestmark = pytest.mark.django_db

NEW_RULING = {"game": "dominion", "title": "Thronsaal auf Thronsaal", "verdict": "klarstellung",
              "text": "Der zweite Thronsaal wird zweimal ausgeführt.",
              "citations": [{"key": "rule:dominion.kauf-braucht-geld"}]}


def _post(client, url, data):
    return client.post(url, data=json.dumps(data), content_type="application/json")


def test_anyone_may_ask_through_the_api_and_gets_a_private_link(client, readings):
    response = _post(client, "/api/v1/questions", {
        "game": "dominion", "title": "Darf ich Gold ohne Geld kaufen?", "cards": ["Gold"],
        "body": "Ich habe nur Kupfer auf der Hand und nichts ausgespielt."})
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["follow_url"].startswith("http://testserver/fragen/folgen/")
    assert body["status"] == "offen" and body["cards"] == [{"slug": "gold", "name_de": "Gold"}]
    assert "follow_url" not in client.get(f"/api/v1/questions/{body['id']}").json()
    assert "email" not in body


def test_invalid_api_questions_use_the_error_shape_with_pointers(client, readings):
    response = _post(client, "/api/v1/questions", {"game": "dominion", "title": "Kurz", "body": "x" * 30,
                                                   "position": DOMINION_POSITION})
    assert response.status_code == 400
    body = response.json()
    pointers = {error["pointer"] for error in body["errors"]}
    assert {"/title", "/move"} <= pointers and body["detail"]
    assert Question.objects.count() == 0


def test_api_questions_are_throttled(client, readings, settings):
    # The throttles read their rate at request time; the settings fixture restores it afterwards.
    settings.REST_FRAMEWORK = dict(django_settings.REST_FRAMEWORK, DEFAULT_THROTTLE_RATES={"questions": "1/hour"})
    data = {"game": "dominion", "title": "Darf ich Gold ohne Geld kaufen?", "body": "Nur Kupfer auf der Hand."}
    assert _post(client, "/api/v1/questions", data).status_code == 201
    refused = _post(client, "/api/v1/questions", data)
    assert refused.status_code == 429 and refused.json()["detail"]


@pytest.mark.django_db
def test_an_api_question_with_a_position_gets_the_engine_verdict(client, readings, eager_celery,
                                                                 django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = _post(client, "/api/v1/questions", {"game": "dominion", "title": "Darf Anna ein Gold kaufen?",
                                                       "body": "Vier Kupfer auf der Hand, nichts ausgespielt.",
                                                       "position": DOMINION_POSITION, "move": BUY_GOLD})
    assert response.status_code == 201
    detail = client.get(f"/api/v1/questions/{response.json()['id']}").json()
    assert detail["engine"]["status"] == "done" and detail["engine"]["verdict"]["status"] == "illegal"


def test_rulings_are_readable_by_everyone_with_their_citations(client, readings):
    body = client.get("/api/v1/rulings?game=dominion").json()
    slugs = [item["slug"] for item in body["results"]]
    assert "auslegung-dominion-kauf-braucht-geld" in slugs
    detail = client.get("/api/v1/rulings/auslegung-dominion-kauf-braucht-geld").json()
    assert detail["verdict"] == "auslegung" and detail["reading_of"] == "dominion.kauf-braucht-geld"
    kinds = [c["kind"] for c in detail["citations"]]
    assert kinds[0] == "rule" and "section" in kinds
    assert detail["citations"][0]["url"] == "/regel/dominion.kauf-braucht-geld/"
    assert "dazu reicht." in detail["citations"][0]["quote"]


def test_writing_rulings_needs_a_curator(client, player, readings):
    assert _post(client, "/api/v1/rulings", NEW_RULING).status_code in (401, 403)
    client.force_login(player)
    assert _post(client, "/api/v1/rulings", NEW_RULING).status_code == 403
    assert not Ruling.objects.filter(title=NEW_RULING["title"]).exists()


def test_a_curator_creates_and_edits_a_ruling_through_the_api(curator, readings):
    api = APIClient()
    api.force_authenticate(curator)
    created = api.post("/api/v1/rulings", NEW_RULING, format="json")
    assert created.status_code == 201, created.content
    slug = created.json()["slug"]
    edited = api.put(f"/api/v1/rulings/{slug}", dict(NEW_RULING, text="Präziser gefasst."), format="json")
    assert edited.status_code == 200 and edited.json()["text"] == "Präziser gefasst."
    assert Ruling.objects.get(slug=slug).revisions.count() == 2
    bad = api.post("/api/v1/rulings", dict(NEW_RULING, citations=[{"key": "faq:0"}]), format="json")
    assert bad.status_code == 400 and bad.json()["errors"][0]["pointer"] == "/citations"


def test_curators_write_with_a_token(curator, readings):
    if "rest_framework.authtoken" not in django_settings.INSTALLED_APPS:
        pytest.skip("rest_framework.authtoken is not in INSTALLED_APPS yet (needed for TokenAuthentication)")
    from rest_framework.authtoken.models import Token

    token = Token.objects.create(user=curator)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    assert api.post("/api/v1/rulings", NEW_RULING, format="json").status_code == 201


def test_the_openapi_schema_documents_questions_and_rulings(client, db):
    schema = client.get("/api/v1/schema", HTTP_ACCEPT="application/vnd.oai.openapi+json").content.decode()
    for path in ["/api/v1/questions", "/api/v1/questions/{id}", "/api/v1/rulings", "/api/v1/rulings/{slug}"]:
        assert path in schema
    assert "QuestionCreate" in schema and "RulingWrite" in schema


def test_the_atom_feed_lists_a_games_rulings(client, readings):
    response = client.get("/entscheidungen/feed/dominion/")
    assert response.status_code == 200 and response["Content-Type"].startswith("application/atom+xml")
    feed = response.content.decode()
    assert "<feed" in feed and "Entscheidungen zu Dominion" in feed
    assert "/entscheidungen/auslegung-dominion-kauf-braucht-geld/" in feed
    assert "kauf-braucht-geld" not in client.get("/entscheidungen/feed/principato/").content.decode()
    assert client.get("/entscheidungen/feed/schach/").status_code == 404


def test_card_page_lists_its_rulings_under_entscheidungen(client, curator, readings):
    from rulings.citations import parse_citations
    from rulings.editing import save_ruling

    card = Card.objects.get(game__slug="dominion", name_de="Thronsaal")
    drafts = parse_citations(f"card:{card.pk}", card.game)
    ruling = save_ruling(game=card.game, title="Thronsaal mit nur einer Aktionskarte", text="Erlaubt.",
                         verdict="legal", citations=drafts, editor=curator)
    html = client.get(card.get_absolute_url()).content.decode()
    assert '<h2 id="entscheidungen">Entscheidungen</h2>' in html
    assert f'href="{ruling.get_absolute_url()}"' in html and "erlaubt" in html
    other = Card.objects.get(game__slug="dominion", name_de="Dorf")
    assert ruling.get_absolute_url() not in client.get(other.get_absolute_url()).content.decode()
