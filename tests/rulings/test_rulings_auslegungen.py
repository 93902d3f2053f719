"""The Auslegungen: every rule of kind "auslegung" is a published ruling, seeded idempotently, linked by rule id."""

from __future__ import annotations

import pytest

from rulings.auslegungen import seed_auslegungen
from rulings.models import Rule, Ruling, RulingRevision

pytestmark = pytest.mark.django_db


def test_every_auslegung_rule_is_published_as_a_ruling_citing_the_rule_and_its_section(readings):
    rules = list(Rule.objects.filter(kind=Rule.Kind.READING).select_related("section"))
    assert len(rules) >= 10
    for rule in rules:
        ruling = Ruling.objects.get(reading_of=rule)
        assert ruling.published and ruling.verdict == Ruling.Verdict.READING
        assert ruling.question is None and ruling.game_id == rule.game_id
        cited = {c.key: c.quote for c in ruling.citations.all()}
        assert cited[f"rule:{rule.rule_id}"] == (rule.quote or rule.statement_de)
        if rule.section_id:
            assert f"section:{rule.section_id}" in cited


def test_the_buying_reading_reads_as_german_with_its_verbatim_quote(readings):
    ruling = Ruling.objects.get(reading_of__rule_id="dominion.kauf-braucht-geld")
    assert ruling.slug == "auslegung-dominion-kauf-braucht-geld"
    assert ruling.title.startswith("Auslegung: Eine Karte kann nur kaufen, wer so viel Geld")
    assert "wenn das Geld (ausgespielte Geldkarten und Geldwerte auf Aktionskarten) dazu reicht." in ruling.text


def test_seeding_again_changes_nothing(readings):
    before = list(Ruling.objects.order_by("pk").values_list("pk", "title", "text", "updated"))
    revisions = RulingRevision.objects.count()
    counts = seed_auslegungen()
    assert counts["created"] == counts["updated"] == counts["deleted"] == 0
    assert counts["unchanged"] == Rule.objects.filter(kind="auslegung").count()
    assert list(Ruling.objects.order_by("pk").values_list("pk", "title", "text", "updated")) == before
    assert RulingRevision.objects.count() == revisions


def test_a_seeded_auslegung_is_written_like_a_curators_ruling_with_one_revision(readings):
    ruling = Ruling.objects.get(reading_of__rule_id="dominion.kauf-braucht-geld")
    assert ruling.origin == Ruling.Origin.SEED and ruling.published_at is not None
    assert list(ruling.revisions.values_list("number", "note", "published")) == [(1, "aus rules.json", True)]


def test_seeding_leaves_an_auslegung_a_curator_edited_alone(readings, curator):
    from rulings.citations import CitationDraft
    from rulings.editing import save_ruling

    ruling = Ruling.objects.get(reading_of__rule_id="dominion.kauf-braucht-geld")
    citations = [CitationDraft(c.source, c.quote, c.key) for c in ruling.citations.all()]
    save_ruling(game=ruling.game, title=ruling.title, text="Vom Schiedsrichter präzisiert.", verdict="auslegung",
                citations=citations, editor=curator, ruling=ruling)
    seed_auslegungen()
    ruling.refresh_from_db()
    assert ruling.text == "Vom Schiedsrichter präzisiert." and ruling.origin == Ruling.Origin.CURATOR


def test_a_seeded_auslegung_goes_when_its_rule_goes(readings):
    Rule.objects.filter(rule_id="dominion.kauf-braucht-geld").delete()
    assert seed_auslegungen()["deleted"] == 1
    assert not Ruling.objects.filter(slug="auslegung-dominion-kauf-braucht-geld").exists()


def test_rule_id_url_leads_to_its_auslegung(client, readings):
    response = client.get("/auslegung/dominion.kauf-braucht-geld/")
    assert response.status_code == 302
    assert response["Location"] == "/entscheidungen/auslegung-dominion-kauf-braucht-geld/"
    page = client.get(response["Location"]).content.decode()
    assert "wenn das Geld (ausgespielte Geldkarten und Geldwerte auf Aktionskarten) dazu reicht." in page
    assert client.get("/auslegung/dominion.gibt-es-nicht/").status_code == 404


def test_rule_page_links_its_published_auslegung(client, readings):
    html = client.get("/regel/dominion.kauf-braucht-geld/").content.decode()
    assert 'href="/entscheidungen/auslegung-dominion-kauf-braucht-geld/"' in html


def test_referee_group_has_the_publish_permission(db):
    from django.contrib.auth.models import Group

    group = Group.objects.get(name="Schiedsrichter")
    assert group.permissions.filter(codename="publish_ruling", content_type__app_label="rulings").exists()
