"""Issue 13, leftovers: batch validation from a page. `/pruefen/sammlung/` takes several records or logs (or a
ZIP of them), stores them as one batch exactly as the API does (all or nothing, every problem named), and leads
to the batch page; `/pruefen/` links to it, the API root lists the batch endpoint. German, English under /en/.
"""

from __future__ import annotations

import io
import json
import zipfile

import pipeline_counting_game as game
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from engine.models import Batch, Submission

LEGAL = game.record([{"by": "Anna", "move": "add", "amount": 3}, {"by": "Ben", "move": "add", "amount": 2}])
ILLEGAL = game.record([{"by": "Anna", "move": "add", "amount": 1}, {"by": "Ben", "move": "add", "amount": 5}])
STATEMENT = "Man zählt 1 bis 3 dazu."  # the counting game's one rule, broken by ILLEGAL


def upload(name: str, content: dict | bytes) -> SimpleUploadedFile:
    return SimpleUploadedFile(name, content if isinstance(content, bytes) else json.dumps(content).encode())


def zip_of(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def test_the_batch_form_says_what_it_takes_in_german_and_english(client):
    html = client.get("/pruefen/sammlung/").content.decode()
    assert "Mehrere Partien prüfen" in html and 'type="file"' in html and "multiple" in html
    assert "ZIP-Archiv" in html and "Sammlung prüfen" in html
    english = client.get("/en/pruefen/sammlung/").content.decode()
    assert "Validate several games" in english and "Validate the batch" in english


def test_the_single_game_form_links_to_the_batch_form(client):
    assert 'href="/pruefen/sammlung/"' in client.get("/pruefen/").content.decode()


@pytest.mark.django_db
def test_the_api_root_lists_the_batch_endpoint(client):
    links = client.get("/api/v1/").json()["links"]
    assert links["validation-batches"].endswith("/api/v1/validations/batch")


@pytest.mark.django_db(transaction=True)
def test_several_files_become_one_batch_and_the_form_leads_to_its_page(client, counting_game, eager_celery):
    response = client.post("/pruefen/sammlung/", {"files": [upload("runde1.json", LEGAL), upload("runde2.json", ILLEGAL)],
                                                 "format": "auto", "name": "Vereinsabend"})
    batch = Batch.objects.get()
    assert response.status_code == 302 and response["Location"] == f"/pruefen/sammlung/{batch.id}/"
    assert batch.name == "Vereinsabend" and batch.total == 2
    assert set(Submission.objects.values_list("origin", flat=True)) == {Submission.Origin.PAGE}
    html = client.get(response["Location"]).content.decode()
    assert "2 von 2 Partien geprüft" in html and STATEMENT in html


@pytest.mark.django_db(transaction=True)
def test_a_zip_on_the_form_is_unpacked_and_named_after_the_file(client, counting_game, eager_celery):
    archive = zip_of({"a.json": json.dumps(LEGAL).encode(), "b.json": json.dumps(LEGAL).encode(),
                      "liesmich.md": b"# nicht lesen"})
    response = client.post("/pruefen/sammlung/", {"files": [upload("turnier.zip", archive)], "format": "auto"})
    assert response.status_code == 302
    batch = Batch.objects.get()
    assert batch.name == "turnier.zip" and batch.total == 2
    assert "2 von 2 Partien geprüft" in client.get(response["Location"]).content.decode()


@pytest.mark.django_db
def test_one_unusable_file_refuses_the_whole_batch_and_every_problem_is_named(client, counting_game):
    archive = zip_of({"gut.json": json.dumps(LEGAL).encode(), "schlecht.json": b"{kein json"})
    response = client.post("/pruefen/sammlung/", {"files": [upload("gut.json", LEGAL), upload("kaputt.json", b"[1"),
                                                            upload("turnier.zip", archive)], "format": "auto"})
    assert response.status_code == 400
    html = response.content.decode()
    assert "gespeichert wurde nichts" in html
    assert "<code>/file/kaputt.json</code>" in html and "<code>/file/turnier.zip/schlecht.json</code>" in html
    assert Batch.objects.count() == 0 and Submission.objects.count() == 0
    english = client.post("/en/pruefen/sammlung/", {"files": [upload("kaputt.json", b"[1")], "format": "auto"})
    assert "nothing was stored" in english.content.decode()


@pytest.mark.django_db
def test_too_many_games_on_the_form_is_a_413_page(client, counting_game, settings):
    settings.REGELWERK_MAX_BATCH_RECORDS = 2
    files = [upload(f"r{i}.json", LEGAL) for i in range(3)]
    response = client.post("/pruefen/sammlung/", {"files": files, "format": "auto"})
    assert response.status_code == 413 and "Zu viele Partien" in response.content.decode()
    assert Batch.objects.count() == 0


@pytest.mark.django_db
def test_no_file_is_a_form_error(client):
    response = client.post("/pruefen/sammlung/", {"format": "auto"})
    assert response.status_code == 400 and Batch.objects.count() == 0


@pytest.mark.django_db
def test_a_full_queue_is_a_503_page_with_retry_after_and_nothing_stored(client, counting_game, settings):
    settings.REGELWERK_MAX_PENDING_JOBS = 1
    response = client.post("/pruefen/sammlung/", {"files": [upload("a.json", LEGAL), upload("b.json", LEGAL)],
                                                 "format": "auto"})
    assert response.status_code == 503 and int(response["Retry-After"]) > 0
    assert "Gespeichert wurde nichts" in response.content.decode()
    assert Batch.objects.count() == 0
