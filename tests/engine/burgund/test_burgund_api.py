"""Burgund through the service: record schema, format page, validations (eager and on the real worker),
positions/check, and the job page's picture of a position."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import wait_for

DATA = Path(__file__).resolve().parents[2] / "data" / "burgund"


def corpus(name: str) -> dict:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))["record"]


def post(client, url, body):
    return client.post(url, data=json.dumps(body), content_type="application/json")


@pytest.mark.django_db
def test_record_schema_is_served(client):
    schema = client.get("/api/v1/games/burgund/record-schema").json()
    assert schema["properties"]["game"] == {"const": "burgund"}
    assert "phase" in schema["properties"]["log"]["items"]["oneOf"][1]["properties"]["event"]["enum"]


@pytest.mark.django_db
def test_the_format_page_renders_the_games_doc(client):
    page = client.get("/pruefen/formate/burgund/").content.decode()
    assert "Burgund-Partien" in page and "Schlüsselfeld" in page and "record-schema" in page


@pytest.mark.django_db
def test_position_check_names_the_rule_its_quote_and_the_alternatives(client):
    record = corpus("2p-greedy-seed11-explicit")
    prefix = dict(record, log=record["log"][:3])  # deal, phase A, first roll: Anna's turn
    response = post(client, "/api/v1/positions/check",
                    {"position": prefix, "move": {"by": "Anna", "move": "place", "die": 2, "tile": "markt",
                                                  "space": 14}})
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["verdict"]["status"] == "illegal" and body["verdict"]["rule"] == "burgund.platzieren-lager"
    assert body["verdict"]["quote"]
    assert {"by": "Anna", "move": "workers", "die": 2} in body["alternatives"]


@pytest.mark.django_db(transaction=True)
def test_eager_validation_of_a_complete_game_and_its_job_page(client, eager_celery):
    record = corpus("3p-greedy-seed11")
    response = post(client, "/api/v1/validations", {"record": record})
    assert response.status_code == 202
    job = client.get(response.json()["url"]).json()
    assert job["status"] == "done" and job["report"]["status"] == "legal"
    assert job["report"]["checked"] == len(record["log"])
    index = next(i for i, e in enumerate(record["log"]) if e.get("move") == "place")
    page = client.get(f"/pruefen/{job['id']}/stellung/{index}/").content.decode()
    svg = "".join(part.split("</svg>", 1)[0] for part in page.split("<svg")[1:])  # the estates, one drawing each
    assert "<polygon" in svg and 'stroke="#d0021b"' in svg  # the spaces where the placed tile could legally go
    assert "Depot 6" in page and "Brücke" in page  # depots and bridge: a list beside the estates, wrapping on a phone
    assert "style=" not in svg and "<script" not in svg  # the site's CSP


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("name, players", [("4p-greedy-seed11-explicit", 4), ("2p-greedy-seed11-explicit", 2)])
def test_real_worker_replays_a_complete_game_legal(client, celery_worker_process, name, players):
    record = corpus(name)
    assert len(record["players"]) == players
    response = post(client, "/api/v1/validations", {"record": record})
    assert response.status_code == 202
    url = response.json()["url"]
    job = wait_for(lambda: (data := client.get(url).json())["status"] == "done" and data, timeout=180)
    report = job["report"]
    assert report["checked"] == report["entries"] == len(record["log"])
    assert report["status"] == "legal" and report["problems"] == []
    page = client.get(f"/pruefen/{job['id']}/stellung/{len(record['log']) - 1}/").content.decode()
    assert "<svg" in page and "Brücke" in page


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_real_worker_catches_a_corruption_at_its_entry(client, celery_worker_process):
    record = corpus("4p-greedy-seed11-explicit")
    log = record["log"]
    index = next(i for i, e in enumerate(log) if e.get("move") == "end")
    first = next(i for i in range(index, 0, -1) if "event" in log[i - 1])
    bad = dict(record, log=[*log[:first], {"by": log[first]["by"], "move": "end"}, *log[first:]])
    response = post(client, "/api/v1/validations", {"record": bad})
    url = response.json()["url"]
    job = wait_for(lambda: (data := client.get(url).json())["status"] == "done" and data, timeout=180)
    problem = job["report"]["problems"][0]
    assert problem["index"] == first and problem["rule"] == "burgund.zwei-aktionen" and problem["quote"]
