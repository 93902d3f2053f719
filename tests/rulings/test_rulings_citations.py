"""Citations: the five citable kinds stand in one table; every kind is found by its key and its German alias,
only inside the ruling's game, and its default quote stands in its text."""

from __future__ import annotations

import pytest

from cards.models import Card, Erratum, FaqNote, Game
from rulings import citations
from rulings.errors import RulingError
from rulings.models import Citation, Rule, RuleSection

pytestmark = pytest.mark.django_db


def one_of_each(game: Game) -> list:
    return [Rule.objects.filter(game=game).first(), RuleSection.objects.filter(rulebook__game=game).first(),
            FaqNote.objects.filter(game=game).first(), Erratum.objects.filter(game=game).first(),
            Card.objects.filter(game=game).first()]


def test_the_table_covers_every_source_field_of_a_citation():
    fields = {f.name for f in Citation._meta.get_fields() if f.is_relation and f.name != "ruling"}
    assert {kind.citation_field for kind in citations.KINDS} == fields


def test_every_kind_is_found_by_its_key_and_its_german_alias(catalog):
    dominion = Game.objects.get(slug="dominion")
    for source in one_of_each(dominion):
        kind = citations.kind_of(source)
        key = citations.source_key(source)
        assert citations.resolve_source(key, dominion) == source, key
        assert citations.resolve_source(f"{kind.aliases[0]}:{key.split(':', 1)[1]}", dominion) == source, key
        assert citations.resolve_source(f"{kind.name}:{source.pk}", dominion) == source, key


def test_a_key_of_another_game_is_not_a_citation(catalog):
    dominion, burgund = Game.objects.get(slug="dominion"), Game.objects.get(slug="burgund")
    card = Card.objects.filter(game=burgund).first()
    assert citations.resolve_source(f"card:{card.pk}", dominion) is None
    assert citations.resolve_source(f"card:{card.slug}", dominion) is None
    with pytest.raises(RulingError) as raised:
        citations.parse_citations(f"card:{card.pk}\nfaq:dorf\nbuch:1", dominion)
    assert [message.split(":")[0] for message in raised.value.errors["citations"]] == ["Zeile 1", "Zeile 2", "Zeile 3"]


def test_every_default_quote_stands_in_its_source(catalog):
    for source in one_of_each(Game.objects.get(slug="dominion")):
        quote = citations.default_quote(source)
        assert quote and citations.normalise(quote) in citations.normalise(citations.source_text(source)), source


def test_cited_notes_and_errata_bring_their_cards(catalog):
    note = FaqNote.objects.filter(game__slug="dominion", cards__isnull=False).first()
    erratum = Erratum.objects.filter(game__slug="dominion").first()
    drafts = [citations.draft(note), citations.draft(erratum)]
    assert citations.cards_cited(drafts) == {*note.cards.values_list("pk", flat=True), erratum.card_id}
