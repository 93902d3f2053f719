"""The index stays current: atomic rebuilds, updates on save/delete through the Celery task, one task per
transaction, suspended indexing for bulk writes, published rulings only."""

from __future__ import annotations

import pytest
from django.db import transaction

from cards.models import Card, Edition, FaqNote, Game, Printing
from rulings.models import Ruling
from search import documents, index, service, signals
from search.tasks import REBUILD, update_index

pytestmark = pytest.mark.django_db


def small_index(*cards: Card) -> index.BuildReport:
    """An index of a few documents: enough to watch updates land, quick to build."""
    return index.rebuild(documents=[documents.card_document(card) for card in cards])


def titles(query: str) -> list[str]:
    return [group.head.title for group in service.search(query).groups]


def test_rebuild_switches_generations_atomically_and_keeps_the_previous_one(catalog, scratch_index):
    dorf = Card.objects.get(game__slug="dominion", name_de="Dorf")
    first = small_index(dorf)
    assert (scratch_index / "CURRENT").read_text() == first.generation
    second = small_index(dorf)
    assert (scratch_index / "CURRENT").read_text() == second.generation
    third = small_index(dorf)
    generations = sorted(path.name for path in scratch_index.glob("gen-*"))
    assert generations == sorted([second.generation, third.generation])  # the previous one stays for readers
    assert titles("Dorf") == ["Dorf"]


def test_a_failing_rebuild_leaves_the_live_index_alone(catalog, scratch_index):
    dorf = Card.objects.get(game__slug="dominion", name_de="Dorf")
    live = small_index(dorf)

    def broken():
        yield documents.card_document(dorf)
        raise RuntimeError("database went away")

    with pytest.raises(RuntimeError):
        index.rebuild(documents=broken())
    assert (scratch_index / "CURRENT").read_text() == live.generation
    assert sorted(path.name for path in scratch_index.glob("gen-*")) == [live.generation]
    assert titles("Dorf") == ["Dorf"]


def test_no_index_yet_is_reported_not_crashed(scratch_index):
    with pytest.raises(index.IndexUnavailable):
        service.search("Dorf")
    assert update_index([REBUILD]) == {"skipped": "no index"}


def test_saving_a_card_updates_the_index_after_commit(
    catalog, scratch_index, eager_celery, django_capture_on_commit_callbacks
):
    game = Game.objects.get(slug="dominion")
    small_index(Card.objects.get(game=game, name_de="Dorf"))
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        card = Card.objects.create(
            game=game,
            slug="zwergenaufstand",
            name_de="Zwergenaufstand",
            name_en="Dwarf Uprising",
            kind="karte",
            text_de="+3 Karten",
        )
    assert len(callbacks) == 1
    assert titles("Zwergenaufstand") == ["Zwergenaufstand"]
    assert titles("Dwarf Uprising") == ["Zwergenaufstand"]
    with django_capture_on_commit_callbacks(execute=True):
        card.name_de = "Zwergenkönig"
        card.save()
    assert titles("Zwergenkönig") == ["Zwergenkönig"]
    with django_capture_on_commit_callbacks(execute=True):
        card.delete()
    assert service.search("Zwergenkönig").total == 0


def test_printing_and_note_changes_reach_the_card_and_its_group(
    catalog, scratch_index, eager_celery, django_capture_on_commit_callbacks
):
    game = Game.objects.get(slug="dominion")
    dorf = Card.objects.get(game=game, name_de="Dorf")
    small_index(dorf)
    edition = Edition.objects.filter(game=game).first()
    with django_capture_on_commit_callbacks(execute=True):
        with transaction.atomic():
            card = Card.objects.create(game=game, slug="zwergenaufstand", name_de="Zwergenaufstand", kind="karte")
            Printing.objects.create(card=card, edition=edition, text_de="Jeder Mitspieler verliert einen Bart.")
            note = FaqNote.objects.create(game=game, label="TEST-1", text_de="Der Bart wächst nach.")
            note.cards.add(card)
    result = service.search("Bart")
    assert [group.head.title for group in result.groups] == ["Zwergenaufstand"]
    assert {hit.type for hit in result.groups[0].hits} == {"card", "faq"}


def test_one_transaction_queues_one_task(catalog, scratch_index, django_capture_on_commit_callbacks):
    game = Game.objects.get(slug="dominion")
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        with transaction.atomic():
            for number in range(5):
                Card.objects.create(game=game, slug=f"test-{number}", name_de=f"Testkarte {number}", kind="karte")
    assert len(callbacks) == 1
    assert len(callbacks[0].keys) == 5  # the one task carries the whole batch


def test_indexing_suspended_queues_one_rebuild_instead_of_a_task_per_row(
    catalog, scratch_index, django_capture_on_commit_callbacks
):
    game = Game.objects.get(slug="dominion")
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        with transaction.atomic(), signals.indexing_suspended():
            for number in range(5):
                Card.objects.create(game=game, slug=f"test-{number}", name_de=f"Testkarte {number}", kind="karte")
    assert [callback.keys for callback in callbacks] == [[REBUILD]]


def test_rulings_are_indexed_when_published_only(
    catalog, scratch_index, eager_celery, django_capture_on_commit_callbacks
):
    game = Game.objects.get(slug="dominion")
    small_index(Card.objects.get(game=game, name_de="Dorf"))
    with django_capture_on_commit_callbacks(execute=True):
        ruling = Ruling.objects.create(
            game=game, title="Zwergenregel", slug="zwergenregel", text="Zwerge dürfen nie passen.", published=False
        )
    assert service.search("Zwergenregel").total == 0
    with django_capture_on_commit_callbacks(execute=True):
        ruling.published = True
        ruling.save()
    result = service.search("Zwergenregel")
    assert [(g.head.type, g.head.kind) for g in result.groups] == [("ruling", "entscheid")]
    assert service.search("Zwergenregel art:entscheid").total == 1


def test_publishing_a_ruling_queues_one_index_update_and_nothing_else(
    catalog, scratch_index, django_capture_on_commit_callbacks
):
    """The rulings app never calls the index: the search app hears the saved ruling and queues its key once."""
    from rulings.citations import parse_citations
    from rulings.editing import save_ruling

    dorf = Card.objects.get(game__slug="dominion", name_de="Dorf")
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        ruling = save_ruling(game=dorf.game, title="Dorf zweimal", text="Ja.", verdict="legal",
                             citations=parse_citations(f"card:{dorf.pk}", dorf.game))
    assert len(callbacks) == 1
    assert f"ruling:{ruling.pk}" in callbacks[0].keys
