"""A complete 4-player Principato game through the real worker: stored, queued, replayed `legal` by a
`celery -A config worker` process; a corrupted copy is caught at its entry, naming the rule."""

from __future__ import annotations

import json

import pytest
from test_principato_corruptions import corrupted, four_player_record

from tests.conftest import wait_for


def post_record(client, record):
    return client.post("/api/v1/validations", data=json.dumps({"record": record}), content_type="application/json")


def _report(client, record):
    response = post_record(client, record)
    assert response.status_code == 202
    url = response.json()["url"]
    return wait_for(lambda: (data := client.get(url).json())["status"] == "done" and data, timeout=120)


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_real_worker_replays_a_complete_four_player_principato_game(client, celery_worker_process):
    record = four_player_record()
    job = _report(client, record)
    report = job["report"]
    assert report["status"] == "legal" and report["problems"] == []
    assert report["checked"] == report["entries"] == len(record["log"])
    assert client.get(f"/pruefen/{job['id']}/").status_code == 200
    # the job page draws each principality and the display after an entry (Ruleset.picture)
    html = client.get(f"/pruefen/{job['id']}/stellung/10/").content.decode()
    assert html.count('class="principato-fuerstentum"') == 4 and 'class="principato-auslage"' in html


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_real_worker_catches_a_swap_without_the_symbol(client, celery_worker_process):
    job = _report(client, corrupted(0, lambda e: {**e, "take": "J1-3"}))
    problem = job["report"]["problems"][0]
    assert job["report"]["status"] == "illegal"
    assert (problem["index"], problem["rule"]) == (0, "principato.tausch-ohne-symbol")
    assert "Tauschsymbol" in problem["quote"]
