"""Curators answer from a page: pick citations through search, preview, publish; duplicates; edits with history."""

from __future__ import annotations

import pytest
from django.core import mail
from rulings_helpers import BUY_GOLD, DOMINION_POSITION

from cards.models import Card, FaqNote, Game
from rulings import asking
from rulings.errors import RulingError
from rulings.models import Question, Ruling, RulingRevision

pytestmark = pytest.mark.django_db

QUOTE = "wenn das Geld (ausgespielte Geldkarten und Geldwerte auf Aktionskarten) dazu reicht."


@pytest.fixture
def question(readings):
    dominion = Game.objects.get(slug="dominion")
    gold = Card.objects.get(game=dominion, name_de="Gold")
    item, _token = asking.ask(game=dominion, title="Darf Anna ohne Geld ein Gold kaufen?",
                              body="Sie hat vier Kupfer auf der Hand, aber nichts ausgespielt.", cards=[gold],
                              email="anna@example.org")
    Question.objects.filter(pk=item.pk).update(
        position=DOMINION_POSITION, move=BUY_GOLD, engine_status="done",
        engine_result={"verdict": {"status": "illegal", "rule": "dominion.kauf-braucht-geld",
                                   "message_de": "Gold kostet 6, verfügbar sind 0.", "readings": []}})
    item.refresh_from_db()
    return item


def _publish(client, question, **fields):
    data = {"title": "Nein: Gold kostet 6, und nur ausgespieltes Geld zählt",
            "text": "Anna muss ihr **Kupfer erst ausspielen**; Geld auf der Hand zählt nicht.",
            "verdict": "illegal", "citations": "rule:dominion.kauf-braucht-geld", "action": "publish"}
    data.update(fields)
    return client.post(f"/fragen/{question.pk}/beantworten/", data)


def test_only_curators_may_answer(client, player, question):
    response = client.get(f"/fragen/{question.pk}/beantworten/")
    assert response.status_code == 302 and response["Location"].startswith("/anmelden/")
    client.force_login(player)
    assert client.get(f"/fragen/{question.pk}/beantworten/").status_code == 403
    assert _publish(client, question).status_code == 403
    assert Ruling.objects.filter(question=question).count() == 0


def test_answer_page_starts_from_the_engines_rule_and_the_cards_asked_about(curator_client, question):
    html = curator_client.get(f"/fragen/{question.pk}/beantworten/").content.decode()
    gold = question.cards.get()
    assert f"rule:dominion.kauf-braucht-geld\ncard:{gold.pk}</textarea>" in html
    assert 'data-live-source="/entscheidungen/belege/"' in html and "Vorschau" in html


def test_citation_search_offers_keys_to_cite(curator_client, search_index):
    html = curator_client.get("/entscheidungen/belege/", {"cite_q": "Thronsaal", "game": "dominion"}).content.decode()
    card = Card.objects.get(game__slug="dominion", name_de="Thronsaal")
    assert f'data-cite="card:{card.pk}"' in html
    assert 'data-cite="faq:' in html


def test_preview_shows_the_answer_and_quotes_without_saving(curator_client, question):
    response = _publish(curator_client, question, action="preview")
    html = response.content.decode()
    assert response.status_code == 200
    assert "Vorschau – noch nicht veröffentlicht" in html and "<strong>Kupfer erst ausspielen</strong>" in html
    assert QUOTE in html
    assert Ruling.objects.filter(question=question).count() == 0


def test_publishing_answers_the_question_mails_the_asker_and_shows_everywhere(
        client, curator_client, question, search_index, eager_celery, django_capture_on_commit_callbacks):
    # eager_celery: the index update the publication queues runs in this process, on this test's own index
    # copy (with a broker it runs on the index worker; tests/search covers that path)
    gold = question.cards.get()
    with django_capture_on_commit_callbacks(execute=True):
        response = _publish(curator_client, question)
    ruling = Ruling.objects.get(question=question)
    assert response.status_code == 302 and response["Location"] == ruling.get_absolute_url()
    assert ruling.published and ruling.published_at and ruling.verdict == "illegal"
    assert list(ruling.cards.all()) == [gold]
    question.refresh_from_db()
    assert question.status == Question.Status.ANSWERED
    assert RulingRevision.objects.filter(ruling=ruling).count() == 1
    # the asker's e-mail, with the permalink
    assert len(mail.outbox) == 1 and mail.outbox[0].to == ["anna@example.org"]
    assert f"http://testserver{ruling.get_absolute_url()}" in mail.outbox[0].body
    # ruling page: the answer, the verdict, the citation with its verbatim quote and link
    html = client.get(ruling.get_absolute_url()).content.decode()
    assert "<strong>Kupfer erst ausspielen</strong>" in html and "nicht erlaubt" in html
    assert QUOTE in html and 'href="/regel/dominion.kauf-braucht-geld/"' in html
    # the question page, the card page, the feed and the search
    assert ruling.get_absolute_url() in client.get(question.get_absolute_url()).content.decode()
    card_page = client.get(gold.get_absolute_url()).content.decode()
    assert "Entscheidungen" in card_page and ruling.get_absolute_url() in card_page
    feed = client.get("/entscheidungen/feed/dominion/").content.decode()
    assert ruling.title in feed and ruling.get_absolute_url() in feed
    from search.service import search

    hits = [hit.doc_id for group in search("spiel:dominion art:entscheid Kupfer ausspielen").groups
            for hit in group.hits]
    assert f"ruling:{ruling.pk}" in hits


def test_no_mail_when_the_asker_left_no_address_or_opted_out(curator_client, question,
                                                             django_capture_on_commit_callbacks):
    asking.stop_notifications(question)
    with django_capture_on_commit_callbacks(execute=True):
        _publish(curator_client, question)
    assert Ruling.objects.filter(question=question, published=True).exists()
    assert mail.outbox == []


@pytest.mark.parametrize(("citations", "message"), [
    ("", "mindestens einen Beleg"),
    ("rule:dominion.gibt-es-nicht", "Zeile 1: „rule:dominion.gibt-es-nicht“ ist kein Beleg aus Dominion"),
    ("rule:dominion.kauf-braucht-geld | Geld auf der Hand reicht immer.", "Zeile 1: Das Zitat steht nicht wörtlich"),
    ("rule:burgund-karten.max-drei-projekte", "kein Beleg aus Dominion"),
])
def test_citations_must_exist_in_the_game_and_quote_verbatim(curator_client, question, citations, message):
    response = _publish(curator_client, question, citations=citations)
    assert response.status_code == 400
    assert message in response.content.decode()
    assert not Ruling.objects.filter(question=question).exists()


def test_a_verbatim_excerpt_is_kept_as_the_quote(curator_client, question):
    note = FaqNote.objects.filter(game__slug="dominion", cards__name_de="Thronsaal").first()
    excerpt = " ".join(note.text_de.split()[:6])
    _publish(curator_client, question, citations=f"faq:{note.pk} | {excerpt}")
    citation = Ruling.objects.get(question=question).citations.get()
    assert citation.faq_note == note and citation.quote == excerpt


def test_editing_keeps_the_permalink_and_a_revision_per_edit(client, curator_client, question):
    _publish(curator_client, question)
    ruling = Ruling.objects.get(question=question)
    slug = ruling.slug
    curator_client.post(f"/entscheidungen/{slug}/bearbeiten/", {
        "title": ruling.title, "text": "Neu gefasst: erst Geld ausspielen, dann kaufen.", "verdict": "illegal",
        "citations": "rule:dominion.kauf-braucht-geld", "note": "klarer", "action": "publish"})
    ruling.refresh_from_db()
    assert ruling.slug == slug and ruling.text.startswith("Neu gefasst")
    revisions = list(ruling.revisions.order_by("number").values_list("number", "note"))
    assert revisions == [(1, ""), (2, "klarer")]
    html = client.get(f"/entscheidungen/{slug}/verlauf/").content.decode()
    assert "Fassung 2" in html and "Fassung 1" in html and "klarer" in html
    # saving unchanged leaves no new revision
    curator_client.post(f"/entscheidungen/{slug}/bearbeiten/", {
        "title": ruling.title, "text": ruling.text, "verdict": "illegal",
        "citations": "rule:dominion.kauf-braucht-geld", "action": "publish"})
    assert ruling.revisions.count() == 2


def test_marking_a_duplicate_links_the_original(client, curator_client, question):
    copy, _token = asking.ask(game=question.game, title="Gold kaufen mit Kupfer auf der Hand?",
                              body="Dieselbe Frage noch einmal gestellt.")
    response = curator_client.post(f"/fragen/{copy.pk}/duplikat/", {"original": f"/fragen/{question.pk}/"})
    assert response.status_code == 302
    copy.refresh_from_db()
    assert copy.status == Question.Status.DUPLICATE and copy.duplicate_of == question
    html = client.get(copy.get_absolute_url()).content.decode()
    assert "Duplikat von" in html and question.get_absolute_url() in html
    third, _token = asking.ask(game=question.game, title="Und noch einmal Gold?", body="Wieder dieselbe Frage.")
    asking.mark_duplicate(third, copy)  # a duplicate of a duplicate points to the original
    assert Question.objects.get(pk=third.pk).duplicate_of == question
    with pytest.raises(RulingError):
        asking.mark_duplicate(question, question)


def test_an_auslegung_can_stand_without_a_question(client, curator_client, readings):
    response = curator_client.post("/entscheidungen/neu/?spiel=dominion", {
        "title": "Auslegung: Kupfer auf der Hand ist kein Geld", "text": "Erst ausspielen, dann zählt es.",
        "verdict": "auslegung", "citations": "rule:dominion.kauf-braucht-geld", "action": "publish"})
    ruling = Ruling.objects.get(title="Auslegung: Kupfer auf der Hand ist kein Geld")
    assert response["Location"] == ruling.get_absolute_url() == "/entscheidungen/auslegung-kupfer-auf-der-hand-ist-kein-geld/"
    assert ruling.question is None and ruling.published


def test_drafts_stay_hidden_from_the_public(curator_client, question):
    from django.test import Client

    _publish(curator_client, question, action="draft")
    ruling = Ruling.objects.get(question=question)
    assert not ruling.published
    assert Client().get(ruling.get_absolute_url()).status_code == 404
    assert curator_client.get(ruling.get_absolute_url()).status_code == 200
    assert question.rulings.filter(published=True).count() == 0
