"""The loaded catalog pins concrete records from the five rulebooks (load_catalog on a fresh database)."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import call_command

from cards.models import Card, Erratum, FaqNote, Game, Printing, RecommendedSet
from rulings.models import Rule, RuleSection

pytestmark = pytest.mark.django_db


def test_every_game_is_populated(catalog):
    out = StringIO()
    call_command("catalog_stats", "--json", stdout=out)
    stats = json.loads(out.getvalue())
    assert set(stats) == {"dominion", "burgund", "burgund-karten", "dynasties", "principato"}
    for slug, counts in stats.items():
        assert counts["cards"] > 0 and counts["faq_notes"] > 0 and counts["rule_sections"] > 0, slug
    assert stats["dominion"]["errata"] >= 17 + 4  # 17 "Errata:" lines, 4 rule changes between editions
    assert stats["dominion"]["rules"] > 0


def test_load_catalog_twice_changes_nothing(catalog):
    out = StringIO()
    call_command("load_catalog", stdout=out)
    assert "Keine Änderungen" in out.getvalue()


def test_edition_one_note_of_keller_is_attached_to_cellar(catalog):
    # Seed 003 ln 97: the HiG 2008 divider of Keller ("Du kannst den ausgespielten Keller selbst nicht ablegen").
    keller = Card.objects.get(game__slug="dominion", name_de="Keller")
    assert keller.name_en == "Cellar"
    note = keller.faq_notes.get(edition__slug="basisspiel-1-hig-2008")
    assert note.first_line <= 97 <= note.last_line
    assert note.text_de.startswith("Du kannst den ausgespielten Keller selbst nicht ablegen")
    assert note.confidence in ("high", "medium", "reviewed")


def test_mine_erratum_in_special_and_second_edition(catalog):
    mine = Card.objects.get(game__slug="dominion", name_en="Mine")
    errata = Erratum.objects.filter(card=mine, kind="errata").select_related("edition")
    assert {e.edition.slug for e in errata} >= {"basisspiel-1-special-2013", "basisspiel-2-2017"}
    for erratum in errata:
        assert erratum.text_de.startswith("Errata:")
        assert "Geldkarte" in erratum.corrected_text


def test_throne_room_edition_change_quotes_not_back_to_hand(catalog):
    change = Erratum.objects.get(card__name_en="Throne Room", kind="rule-change")
    assert "NICHT wieder auf die Hand" in change.text_de
    assert change.description_de and change.description_en


def test_edition_changes_of_base_and_intrigue(catalog):
    removed = set(Erratum.objects.filter(kind="removed", game__slug="dominion").values_list("card__name_de", flat=True))
    added = set(Erratum.objects.filter(kind="added", game__slug="dominion").values_list("card__name_de", flat=True))
    assert {"Abenteurer", "Kanzler", "Festmahl", "Spion", "Dieb", "Holzfäller"} <= removed
    assert {"Kupferschmied", "Große Halle", "Saboteur", "Späher", "Geheimkammer", "Tribut"} <= removed
    assert {"Töpferei", "Banditin", "Vorbotin", "Händlerin", "Wilddiebin", "Torwächterin", "Vasall"} <= added


def test_card_game_rathaus_effect_is_verbatim(catalog):
    # Seed 000 ln 329.
    rathaus = Card.objects.get(game__slug="burgund-karten", slug="rathaus")
    assert rathaus.text_de.startswith("Der Spieler darf ein beliebiges weiteres seiner Projekte in seinem Fürstentum")
    assert (rathaus.first_line, rathaus.last_line) == (329, 329)


def test_principato_has_eight_goal_cards_with_text(catalog):
    goals = Card.objects.filter(game__slug="principato", kind="goal")
    assert goals.count() == 8
    bollwerk = goals.get(slug="bollwerk")
    assert "1 Siegpunkt pro 4 Siegpunkte" in bollwerk.text_de


def test_dynasties_faq_note_only_with_five_players(catalog):
    note = FaqNote.objects.get(game__slug="dynasties", label="F01")
    assert note.text_de == "Nur bei 5 Spielern!"
    assert (note.first_line, note.last_line) == (108, 108)


def test_dominion_block_counts_per_section_match_the_divider_set(catalog):
    # Digest table §1 (each count checked against the seed's banners): a few sections.
    notes = FaqNote.objects.filter(game__slug="dominion")
    assert notes.filter(edition__slug="basisspiel-1-hig-2008").count() == 25
    assert notes.filter(edition__slug="basisspiel-2-2017").count() == 26
    assert RuleSection.objects.filter(rulebook__game__slug="dominion", parent__isnull=True).count() == 28 + 1


def test_recommended_sets_resolve_source_typos(catalog):
    spelled = {}
    for recommended in RecommendedSet.objects.filter(game__slug="dominion"):
        spelled.update(recommended.spellings)
    assert {"Handlinger", "Wildddiebin", "Miltz", "Holzfüller"} <= set(spelled)


def test_every_quote_of_a_rule_stands_in_its_rulebook(catalog):
    for rule in Rule.objects.select_related("game__rulebook"):
        if rule.first_line:
            text = " ".join(rule.game.rulebook.lines(rule.first_line, rule.last_line).split())
            assert " ".join(rule.quote.split()) in text, rule.rule_id


def test_every_printing_points_to_a_card_of_its_game(catalog):
    assert not Printing.objects.exclude(card__game=models_F("edition__game")).exists()


def models_F(name):
    from django.db.models import F

    return F(name)


def test_gaps_are_recorded_not_invented(catalog):
    # Seed 002 lacks the supplement sheet: its facts are gaps, not values.
    assert Card.objects.filter(game__slug="dynasties").exclude(gaps=[]).exists()
    for card in Card.objects.exclude(facts=[]):
        for fact in card.facts:
            assert fact.get("source"), (card.slug, fact)


def test_game_order_puts_dominion_first(catalog):
    assert list(Game.objects.values_list("slug", flat=True))[0] == "dominion"


def test_every_rule_of_every_engine_catalog_is_loaded_including_per_expansion_files(catalog):
    """The rules database holds what the engines enforce: rules.json and every rules/*.json beside it."""
    from engine.core.registry import available_games, get_ruleset

    loaded = set(Rule.objects.values_list("rule_id", flat=True))
    enforced = {rule["id"] for slug in available_games() for rule in get_ruleset(slug).rules()}
    assert enforced and enforced <= loaded, sorted(enforced - loaded)[:10]
