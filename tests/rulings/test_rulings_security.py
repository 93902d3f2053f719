"""User input is hostile: Markdown is sanitised, titles, bodies, cards and attached records are escaped."""

from __future__ import annotations

import json

import pytest
from django.core import mail
from rulings_helpers import ATTACKS, BUY_GOLD, DOMINION_POSITION, assert_no_live_markup

from rulings.models import Question, Ruling
from rulings.rendering import render_markdown


@pytest.mark.parametrize("attack", ATTACKS)
def test_markdown_rendering_drops_scripts_handlers_and_unsafe_links(attack):
    html = str(render_markdown(f"Vorher {attack} nachher"))
    assert_no_live_markup(html)
    assert "javascript:" not in html.lower()
    assert "Vorher" in html  # the text around survives (an unclosed <svg> takes what follows with it)


@pytest.mark.parametrize("link", ["[a](JaVaScRiPt:alert(1))", "[a](data:text/html;base64,PHNjcmlwdD4=)",
                                  '<a href="vbscript:msgbox(1)">a</a>', "[a](javascript&#58;alert(1))"])
def test_markdown_links_with_other_schemes_lose_their_target(link):
    html = str(render_markdown(link))
    assert "href" not in html


def test_markdown_keeps_http_https_mailto_and_relative_links():
    html = str(render_markdown("[r](/regel/dominion.kauf-braucht-geld/) [h](https://example.org) "
                               "[p](http://example.org) [m](mailto:schiri@example.org) **fett**"))
    for href in ['href="/regel/dominion.kauf-braucht-geld/"', 'href="https://example.org"',
                 'href="http://example.org"', 'href="mailto:schiri@example.org"']:
        assert href in html
    assert "<strong>fett</strong>" in html and "nofollow" in html


@pytest.mark.django_db
@pytest.mark.parametrize("attack", ATTACKS)
def test_attacks_in_title_body_and_attached_record_are_escaped_everywhere(client, readings, eager_celery, attack,
                                                                         django_capture_on_commit_callbacks):
    position = json.loads(json.dumps(DOMINION_POSITION))
    position["setup"]["note"] = attack
    move = dict(BUY_GOLD, comment=attack)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/fragen/neu/", {
            "game": "dominion", "title": f"Frage {attack}", "body": f"Darf ich das? {attack} Bitte klären.",
            "language": "de", "position": json.dumps(position), "move": json.dumps(move)})
    assert response.status_code == 302, response.content.decode()[:2000]
    question = Question.objects.get()
    assert question.title == f"Frage {attack}"  # stored as typed, escaped when shown
    for url in [question.get_absolute_url(), "/fragen/", response["Location"], "/fragen/?spiel=dominion"]:
        assert_no_live_markup(client.get(url).content.decode())
    assert client.get("/api/v1/questions").json()["results"][0]["title"] == f"Frage {attack}"
    html = client.get(question.get_absolute_url()).content.decode()
    assert "&lt;" in html or "&quot;" in html or "](javascript" in html


@pytest.mark.django_db
def test_unknown_card_names_are_echoed_escaped(client, readings):
    response = client.post("/fragen/neu/", {"game": "dominion", "title": "Eine harmlose Frage zu Karten",
                                            "body": "Wie funktioniert diese Karte eigentlich genau?",
                                            "language": "de", "cards": '"><svg onload=alert(1)>'})
    assert response.status_code == 400
    html = response.content.decode()
    assert_no_live_markup(html)
    assert "&quot;&gt;&lt;svg onload=alert(1)&gt;" in html


@pytest.mark.django_db
@pytest.mark.parametrize("attack", ATTACKS)
def test_attacks_in_ruling_title_and_text_are_neutralised(client, curator_client, search_index, attack,
                                                           django_capture_on_commit_callbacks):
    from cards.models import Card

    card = Card.objects.get(game__slug="dominion", name_de="Thronsaal")
    with django_capture_on_commit_callbacks(execute=True):
        response = curator_client.post("/entscheidungen/neu/?spiel=dominion", {
            "title": f"Thronsaal {attack}", "text": f"Antwort {attack} mit [Link](javascript:alert(1))",
            "verdict": "klarstellung", "citations": f"card:{card.pk}", "action": "publish"})
    assert response.status_code == 302, response.content.decode()[:3000]
    ruling = Ruling.objects.get(title=f"Thronsaal {attack}")
    for url in [ruling.get_absolute_url(), card.get_absolute_url(), "/entscheidungen/", "/entscheidungen/feed/dominion/",
                f"/entscheidungen/{ruling.slug}/verlauf/"]:
        body = client.get(url).content.decode()
        assert_no_live_markup(body)
        assert 'href="javascript' not in body.lower()
    api = client.get(f"/api/v1/rulings/{ruling.slug}").json()
    assert_no_live_markup(api["html"])
    assert api["title"] == f"Thronsaal {attack}"
    assert len(mail.outbox) == 0
