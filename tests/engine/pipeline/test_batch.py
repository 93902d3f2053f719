"""Issue 13, part 3: batch validation for clubs and tournaments.

`POST /api/v1/validations/batch` (JSON items or a ZIP) and `manage.py validate_archive DIR|ZIP` store a Batch
row with one submission and job per record before anything is queued, fan the jobs out as a Celery group,
and the batch page (German, English under /en/) shows progress, the counts per verdict, the rules broken
most often with their German statements, and a link to each job. Limits: 413 for too many or too large,
400 for unusable input (every problem with its pointer), nothing stored either way.
"""

from __future__ import annotations

import copy
import io
import json
import os
import zipfile
from pathlib import Path

import pipeline_counting_game as game
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command

from engine.models import Batch, Submission, ValidationJob
from tests.conftest import wait_for

ROOT = Path(__file__).resolve().parents[3]
LEGAL = game.record([{"by": "Anna", "move": "add", "amount": 3}, {"by": "Ben", "move": "add", "amount": 2}])
# Ben adds 5: the counting game's one rule, "Man zählt 1 bis 3 dazu.", is broken.
ILLEGAL = game.record([{"by": "Anna", "move": "add", "amount": 1}, {"by": "Ben", "move": "add", "amount": 5}])
STATEMENT = "Man zählt 1 bis 3 dazu."


def post_items(client, items, **extra):
    return client.post("/api/v1/validations/batch", data=json.dumps({"items": items, **extra}),
                       content_type="application/json")


def zip_of(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def record_bytes(record: dict) -> bytes:
    return json.dumps(record).encode()


@pytest.mark.django_db(transaction=True)
def test_a_json_batch_is_stored_validated_and_summarised(client, counting_game, eager_celery):
    response = post_items(client, [{"record": LEGAL}, {"record": ILLEGAL}, {"record": ILLEGAL}], name="Vereinsabend")
    assert response.status_code == 202, response.json()
    body = response.json()
    assert response["Location"] == body["url"] and body["page"].endswith(f"/pruefen/sammlung/{body['id']}/")
    batch = Batch.objects.get()
    assert batch.total == 3 and batch.name == "Vereinsabend" and batch.jobs.count() == 3
    summary = client.get(body["url"]).json()
    assert summary["complete"] and summary["finished"] == 3
    assert summary["verdicts"]["legal"] == 1 and summary["verdicts"]["illegal"] == 2
    assert summary["rules"] == [{"rule": "zaehlen.eins-bis-drei", "statement_de": STATEMENT,
                                 "statement_en": "Add 1 to 3.", "games": 2, "occurrences": 2}]
    assert {job["verdict"] for job in summary["jobs"]} == {"legal", "illegal"}
    assert all(ValidationJob.objects.get(pk=job["id"]).dispatched_at for job in summary["jobs"])


@pytest.mark.django_db(transaction=True)
def test_the_batch_page_shows_counts_rules_with_german_statements_and_links_each_job(client, counting_game,
                                                                                    eager_celery):
    body = post_items(client, [{"record": LEGAL}, {"record": ILLEGAL}]).json()
    html = client.get(f"/pruefen/sammlung/{body['id']}/").content.decode()
    assert "Sammelprüfung" in html and "2 von 2 Partien geprüft" in html
    assert "Am häufigsten gebrochene Regeln" in html and STATEMENT in html
    assert 'href="/regel/zaehlen.eins-bis-drei/"' in html
    for job in ValidationJob.objects.all():
        assert f'href="/pruefen/{job.id}/"' in html
    assert 'http-equiv="refresh"' not in html  # finished: no more reloading
    english = client.get(f"/en/pruefen/sammlung/{body['id']}/").content.decode()
    assert "2 of 2 games checked" in english and "Rules broken most often" in english


@pytest.mark.django_db
def test_an_unfinished_batch_page_reloads_itself_and_shows_progress(client, counting_game):
    from engine import batches

    items = [batches.Item("/items/0/record", LEGAL, "record")]
    from django.db import transaction

    with transaction.atomic():  # stored, never sent (the test does not commit): the job waits
        batch = batches.submit_batch(items)
        html = client.get(f"/pruefen/sammlung/{batch.id}/").content.decode()
    assert 'http-equiv="refresh"' in html and "0 von 1 Partien geprüft" in html


@pytest.mark.django_db(transaction=True)
def test_a_zip_upload_reads_records_and_logs_and_skips_other_files(client, counting_game, eager_celery):
    archive = zip_of({"runde1/a.json": record_bytes(LEGAL), "runde1/b.json": record_bytes(ILLEGAL),
                      "liesmich.md": b"# nicht lesen", "__MACOSX/._a.json": b"\x00", ".hidden.json": b"{}"})
    upload = SimpleUploadedFile("turnier.zip", archive, content_type="application/zip")
    response = client.post("/api/v1/validations/batch", data={"file": upload})
    assert response.status_code == 202, response.json()
    body = response.json()
    assert body["name"] == "turnier.zip" and body["total"] == 2
    assert client.get(body["url"]).json()["verdicts"]["illegal"] == 1


@pytest.mark.django_db
def test_one_unusable_item_refuses_the_whole_batch_with_every_pointer_and_stores_nothing(client, counting_game):
    response = post_items(client, [{"record": LEGAL}, {"record": "kaputt"}, {"format": "record", "log": "{x"}])
    assert response.status_code == 400
    pointers = [error["pointer"] for error in response.json()["errors"]]
    assert pointers == ["/items/1/record", "/items/2/log"]
    assert "gespeichert wurde nichts" in response.json()["detail"]
    assert Batch.objects.count() == 0 and Submission.objects.count() == 0


@pytest.mark.django_db
def test_a_bad_file_in_a_zip_is_named_in_the_pointer(client, counting_game):
    archive = zip_of({"gut.json": record_bytes(LEGAL), "runde 2/schlecht.json": b"{kein json"})
    response = client.post("/api/v1/validations/batch", data={"file": SimpleUploadedFile("a.zip", archive)})
    assert response.status_code == 400
    assert response.json()["errors"][0]["pointer"] == "/file/runde 2~1schlecht.json"
    assert Batch.objects.count() == 0


@pytest.mark.django_db
def test_too_many_records_is_a_413_and_an_empty_batch_a_400(client, counting_game, settings):
    settings.REGELWERK_MAX_BATCH_RECORDS = 3
    response = post_items(client, [{"record": LEGAL}] * 4)
    assert response.status_code == 413 and "Zu viele Partien" in response.json()["detail"]
    assert post_items(client, []).status_code == 400
    assert Batch.objects.count() == 0


@pytest.mark.django_db
def test_a_zip_too_large_unpacked_is_a_413_before_it_is_read(client, counting_game, settings):
    settings.REGELWERK_MAX_BATCH_BYTES = 50_000
    # Highly compressible: small as uploaded, 200 kB unpacked (the sizes in the directory are checked first).
    archive = zip_of({"gross.json": b" " * 200_000 + record_bytes(LEGAL)})
    assert len(archive) < 50_000
    response = client.post("/api/v1/validations/batch", data={"file": SimpleUploadedFile("a.zip", archive)})
    assert response.status_code == 413 and "zu groß" in response.json()["detail"]
    assert Batch.objects.count() == 0


@pytest.mark.django_db
def test_a_record_over_the_record_limit_inside_a_zip_is_a_413(client, counting_game, settings):
    settings.REGELWERK_MAX_RECORD_BYTES = 1000
    big = dict(LEGAL, players=["Anna" * 400, "Ben"])
    archive = zip_of({"gross.json": record_bytes(big)})
    response = client.post("/api/v1/validations/batch", data={"file": SimpleUploadedFile("a.zip", archive)})
    assert response.status_code == 413
    assert response.json()["errors"][0]["pointer"] == "/file/gross.json"


@pytest.mark.django_db
def test_a_file_that_is_not_a_zip_is_a_400(client):
    response = client.post("/api/v1/validations/batch", data={"file": SimpleUploadedFile("a.zip", b"PK nope")})
    assert response.status_code == 400 and "kein ZIP" in response.json()["detail"]


@pytest.mark.django_db
def test_a_batch_that_does_not_fit_into_the_queue_is_refused_whole(client, counting_game, settings):
    settings.REGELWERK_MAX_PENDING_JOBS = 2
    response = post_items(client, [{"record": LEGAL}] * 3)
    assert response.status_code == 503 and int(response["Retry-After"]) > 0
    assert Batch.objects.count() == 0


@pytest.mark.django_db
def test_an_unknown_batch_is_a_json_404_and_a_page_404(client):
    missing = "00000000-0000-0000-0000-000000000000"
    assert client.get(f"/api/v1/validations/batch/{missing}").json()["detail"] == "Sammelprüfung nicht gefunden."
    assert client.get(f"/pruefen/sammlung/{missing}/").status_code == 404


# --- manage.py validate_archive ----------------------------------------------------------------------------------


def documented_example() -> dict:
    import re

    text = (ROOT / "engine" / "games" / "dominion" / "format.md").read_text(encoding="utf-8")
    return json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))


def illegal_buy() -> dict:
    record = copy.deepcopy(documented_example())
    record["log"] = [e for i, e in enumerate(record["log"]) if not (3 <= i <= 5)]  # buys Miliz with one Kupfer
    return record


@pytest.mark.django_db(transaction=True)
def test_validate_archive_of_a_directory_exits_1_and_names_the_rule(tmp_path, eager_celery, capsys):
    (tmp_path / "a.json").write_text(json.dumps(documented_example()), encoding="utf-8")
    (tmp_path / "b.json").write_text(json.dumps(illegal_buy()), encoding="utf-8")
    with pytest.raises(SystemExit) as exit_code:
        call_command("validate_archive", str(tmp_path))
    assert exit_code.value.code == 1
    out = capsys.readouterr().out
    assert "2/2 geprüft" in out and "dominion.kauf-braucht-geld" in out
    batch = Batch.objects.get()
    assert batch.origin == Submission.Origin.COMMAND and batch.total == 2


@pytest.mark.django_db(transaction=True)
def test_validate_archive_of_a_zip_of_legal_games_exits_0_with_json(tmp_path, eager_celery, capsys):
    path = tmp_path / "abend.zip"
    path.write_bytes(zip_of({"1.json": record_bytes(documented_example()), "2.json": record_bytes(documented_example())}))
    call_command("validate_archive", str(path), "--json")
    summary = json.loads(capsys.readouterr().out.split("\n", 1)[1])
    assert summary["verdicts"]["legal"] == 2 and summary["complete"]


@pytest.mark.django_db
def test_validate_archive_with_an_unusable_file_exits_2_and_stores_nothing(tmp_path, capsys):
    (tmp_path / "kaputt.json").write_text("{", encoding="utf-8")
    with pytest.raises(SystemExit) as exit_code:
        call_command("validate_archive", str(tmp_path))
    assert exit_code.value.code == 2
    assert "/file/kaputt.json" in capsys.readouterr().err
    assert Batch.objects.count() == 0


# --- on real workers ------------------------------------------------------------------------------------------------


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_batch_fans_out_over_two_real_workers(client, start_worker):
    from django_celery_results.models import TaskResult

    from config.celery import app

    queue = f"regelwerk-batch-{os.getpid()}"
    names = [f"batch-{n}-{os.getpid()}" for n in ("a", "b")]
    for name in names:
        start_worker(queue, name)
    saved, app.conf.task_default_queue = app.conf.task_default_queue, queue
    try:
        items = [{"record": documented_example()}] * 30 + [{"record": illegal_buy()}] * 10
        response = post_items(client, items, name="Turnier")
        assert response.status_code == 202
        url = response.json()["url"]
        summary = wait_for(lambda: (data := client.get(url).json())["complete"] and data, timeout=120)
    finally:
        app.conf.task_default_queue = saved
    assert summary["verdicts"]["legal"] == 30 and summary["verdicts"]["illegal"] == 10
    assert summary["rules"][0]["rule"] == "dominion.kauf-braucht-geld" and summary["rules"][0]["games"] == 10
    assert summary["rules"][0]["statement_de"]
    job_ids = [job["id"] for job in summary["jobs"]]
    ran_on = set(TaskResult.objects.filter(task_name="engine.run_validation", task_args__contains=job_ids[0][:8])
                 .values_list("worker", flat=True))
    assert ran_on  # results are stored by the worker processes
    workers = {result.worker.split("@")[0] for result in TaskResult.objects.filter(task_name="engine.run_validation")}
    assert workers == set(names)  # both workers took part
    html = client.get(f"/pruefen/sammlung/{response.json()['id']}/").content.decode()
    assert "40 von 40 Partien geprüft" in html
