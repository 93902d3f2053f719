"""Issue 13 item 9, in one process: the writer publishes each index generation to the database, a reader with
its own directory takes a newer one, and without SEARCH_INDEX_SHARED (`make run`) nothing of this happens.

Two index directories stand for two machines; switching SEARCH_INDEX_DIR switches between them. The processes
themselves (two web processes, the writer worker, a validation worker) are in test_search_several_machines.py.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from cards.models import Card, Game
from config.celery import app
from search import documents, generations, index, service
from search.models import IndexGeneration
from search.tasks import update_index

pytestmark = pytest.mark.django_db


@pytest.fixture
def machines(settings, tmp_path, catalog):
    """Two machines' index directories on a shared deployment; `on(name)` makes this process one of them."""
    settings.SEARCH_INDEX_SHARED = True
    settings.SEARCH_INDEX_FOLLOW_SECONDS = 0

    def on(name: str):
        settings.SEARCH_INDEX_DIR = tmp_path / name
        index.reader.reset()
        index._following.checked = float("-inf")
        return tmp_path / name

    yield on
    index.reader.reset()
    index._following.checked = float("-inf")


def card(name: str) -> Card:
    return Card.objects.get(game__slug="dominion", name_de=name)


def titles(query: str) -> list[str]:
    return [group.head.title for group in service.search(query).groups]


def new_card(name: str) -> Card:
    return Card.objects.create(game=Game.objects.get(slug="dominion"), slug=name.lower(), name_de=name,
                               name_en=name, kind="karte", text_de="+2 Karten")


def test_a_rebuild_is_published_and_a_reader_elsewhere_takes_it_on_its_first_search(machines):
    writer = machines("writer")
    report = index.rebuild(documents=[documents.card_document(card("Dorf"))])
    stored = IndexGeneration.objects.get()
    assert stored.number == 1 and stored.documents == 1 and stored.bytes == len(bytes(stored.archive))
    assert (writer / "PUBLISHED").read_text() == f"1 {report.generation}"

    reader = machines("web-b")
    assert not reader.exists()
    assert titles("Dorf") == ["Dorf"]
    assert index.published_number() == 1
    assert (reader / "CURRENT").read_text() != report.generation  # its own copy, unpacked beside nothing


def test_an_update_by_the_writer_reaches_a_reader_with_its_own_directory(machines):
    machines("writer")
    index.rebuild(documents=[documents.card_document(card("Dorf"))])
    reader = machines("web-b")
    assert titles("Dorf") == ["Dorf"]
    first = (reader / "CURRENT").read_text()

    machines("writer")
    added = new_card("Zwergenaufstand")
    assert update_index([f"card:{added.pk}"]) == {"updated": 1, "deleted": 0}
    assert IndexGeneration.objects.order_by("-number").first().number == 2

    machines("web-b")
    assert titles("Zwergenaufstand") == ["Zwergenaufstand"]
    assert index.published_number() == 2
    # Swapped like a rebuild: a new generation directory, the previous one kept for searchers still holding it.
    assert (reader / "CURRENT").read_text() != first
    assert sorted(path.name for path in reader.glob("gen-*")) == sorted([first, (reader / "CURRENT").read_text()])


def test_a_writer_behind_the_database_first_takes_the_newer_generation_so_no_update_is_lost(machines):
    machines("writer-a")
    index.rebuild(documents=[documents.card_document(card("Dorf"))])
    # A second writer (a replaced index worker on another machine) publishes generation 2 with a new card.
    machines("writer-b")
    first = new_card("Zwergenaufstand")
    update_index([f"card:{first.pk}"])
    # The first writer's copy is still generation 1; its next update starts from generation 2.
    machines("writer-a")
    assert index.published_number() == 1
    second = new_card("Riesenaufstand")
    index.update([f"card:{second.pk}"])  # not through the task, which takes the newest first as well
    assert index.published_number() == 3
    machines("web")
    assert titles("Zwergenaufstand") == ["Zwergenaufstand"]
    assert titles("Riesenaufstand") == ["Riesenaufstand"]


def test_a_writer_that_loses_the_race_to_publish_applies_its_change_again_on_the_winners_generation(
        machines, settings, monkeypatch):
    machines("writer-a")
    index.rebuild(documents=[documents.card_document(card("Dorf"))])  # generation 1
    # Writer B's copy: generation 1 plus a card of its own, built but not yet published.
    settings.SEARCH_INDEX_SHARED = False
    machines("writer-b")
    dwarf = new_card("Zwergenaufstand")
    index.rebuild(documents=[documents.card_document(card("Dorf")), documents.card_document(dwarf)])
    settings.SEARCH_INDEX_SHARED = True
    theirs = index.current_dir()

    machines("writer-a")
    giant = new_card("Riesenaufstand")
    real_documents_for = index.documents_for
    raced = []

    def while_a_writes(key):
        if not raced:  # B publishes generation 2 while A is updating on top of generation 1
            raced.append(generations.publish(theirs, 2, 2))
        return real_documents_for(key)

    monkeypatch.setattr(index, "documents_for", while_a_writes)
    index.update([f"card:{giant.pk}"])
    assert index.published_number() == 3 and len(raced) == 1
    machines("web")
    assert titles("Zwergenaufstand") == ["Zwergenaufstand"]  # B's change: A went on from B's generation
    assert titles("Riesenaufstand") == ["Riesenaufstand"]  # A's change, applied again on top of it
    assert titles("Dorf") == ["Dorf"]


def test_a_generation_number_is_published_once(machines, tmp_path):
    directory = machines("writer")
    index.rebuild(documents=[documents.card_document(card("Dorf"))])
    with pytest.raises(generations.GenerationTaken):
        generations.publish(index.current_dir(), 1, 1)
    assert IndexGeneration.objects.count() == 1 and (directory / "PUBLISHED").read_text().startswith("1 ")


def test_the_database_keeps_the_last_three_generations(machines):
    machines("writer")
    for _ in range(5):
        index.rebuild(documents=[documents.card_document(card("Dorf"))])
    assert list(IndexGeneration.objects.values_list("number", flat=True)) == [5, 4, 3]


def test_a_reader_asks_the_database_at_most_every_follow_seconds(machines, settings):
    machines("writer")
    index.rebuild(documents=[documents.card_document(card("Dorf"))])
    machines("web-b")
    settings.SEARCH_INDEX_FOLLOW_SECONDS = 3600
    assert titles("Dorf") == ["Dorf"]  # the first search asks (and takes generation 1)
    settings.SEARCH_INDEX_DIR = settings.SEARCH_INDEX_DIR.parent / "writer"
    added = new_card("Zwergenaufstand")
    update_index([f"card:{added.pk}"])  # generation 2
    settings.SEARCH_INDEX_DIR = settings.SEARCH_INDEX_DIR.parent / "web-b"
    with CaptureQueriesContext(connection) as queries:
        assert titles("Zwergenaufstand") == []  # not asked again within the interval
    assert not [query for query in queries if "search_indexgeneration" in query["sql"]]
    index._following.checked = float("-inf")  # the interval has passed
    assert titles("Zwergenaufstand") == ["Zwergenaufstand"]


def test_a_damaged_archive_fails_loudly_and_the_live_generation_stays(machines):
    machines("writer")
    index.rebuild(documents=[documents.card_document(card("Dorf"))])
    reader = machines("web-b")
    assert titles("Dorf") == ["Dorf"]
    live = (reader / "CURRENT").read_text()
    machines("writer")
    index.rebuild(documents=[documents.card_document(card("Dorf"))])
    IndexGeneration.objects.filter(number=2).update(sha256="0" * 64)
    machines("web-b")
    with pytest.raises(ValueError, match="checksum"):
        index.take_published()
    assert (reader / "CURRENT").read_text() == live and index.published_number() == 1


def test_without_sharing_nothing_is_published_or_taken(settings, tmp_path, catalog):
    """`make run` and one machine: the index stays in its directory, as before issue 13 item 9."""
    assert settings.SEARCH_INDEX_SHARED is False  # the default
    settings.SEARCH_INDEX_DIR = tmp_path / "writer"
    index.reader.reset()
    index.rebuild(documents=[documents.card_document(card("Dorf"))])
    assert not IndexGeneration.objects.exists() and not (tmp_path / "writer" / "PUBLISHED").exists()
    settings.SEARCH_INDEX_SHARED = True  # even a process that would follow finds nothing to take
    settings.SEARCH_INDEX_DIR = tmp_path / "web-b"
    index.reader.reset()
    index._following.checked = float("-inf")
    with pytest.raises(index.IndexUnavailable):
        service.search("Dorf")
    index.reader.reset()


def test_index_tasks_go_to_their_own_queue_and_validations_do_not(settings):
    assert settings.SEARCH_INDEX_QUEUE == "regelwerk-index"
    for task in ("search.update_index", "search.rebuild_index"):
        assert app.amqp.router.route({}, task)["queue"].name == settings.SEARCH_INDEX_QUEUE
    assert app.amqp.router.route({}, "engine.run_validation")["queue"].name == app.conf.task_default_queue
