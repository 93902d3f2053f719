"""A complete 5-player Dynasties game through the real worker: stored, queued, replayed by a `celery -A config
worker` process with every mechanic checked and every Beiblatt effect named; corrupted copies are caught at
their entry, naming the rule."""

from __future__ import annotations

import json

import pytest
from test_dynasties_corruptions import corrupted, five_player_record

from tests.conftest import wait_for


def _report(client, record):
    response = client.post("/api/v1/validations", data=json.dumps({"record": record}),
                           content_type="application/json")
    assert response.status_code == 202
    url = response.json()["url"]
    return wait_for(lambda: (data := client.get(url).json())["status"] == "done" and data, timeout=120)


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_real_worker_replays_a_complete_five_player_dynasties_game(client, celery_worker_process):
    record = five_player_record()
    job = _report(client, record)
    report = job["report"]
    assert report["status"] == "unverifiable"
    assert report["checked"] == report["entries"] == len(record["log"])
    assert {p["verdict"] for p in report["problems"]} == {"unverifiable"}
    assert {p["rule"] for p in report["problems"]} <= {
        "dynasties.beiblatt.mitgift", "dynasties.beiblatt.persoenlichkeit", "dynasties.beiblatt.bonus",
        "dynasties.beiblatt.buchplaettchen", "dynasties.beiblatt.wertungskarten"}
    assert all(p["quote"] and "Beiblatt" in p["quote"] for p in report["problems"])
    html = client.get(f"/pruefen/{job['id']}/stellung/40/").content.decode()
    assert html.count('class="dynasties-land"') == 4


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_real_worker_catches_a_choice_that_was_not_offered(client, celery_worker_process):
    record = five_player_record()
    index = next(i for i, e in enumerate(record["log"]) if e.get("move") == "waehlen" and isinstance(e["group"][0], str))
    groups = record["log"][index - 1]["groups"]
    job = _report(client, corrupted(index, lambda e: {**e, "group": sorted(groups[0] + groups[1])[:-1]}))
    problem = next(p for p in job["report"]["problems"] if p["verdict"] == "illegal")
    assert job["report"]["status"] == "illegal"
    assert (problem["index"], problem["rule"]) == (index, "dynasties.waehlen")
