"""Dynasties through the service: record schema API, format page, validations API, positions/check, job page."""

import json

import pytest
from test_dynasties_docs_example import example


def post(client, url, body):
    return client.post(url, data=json.dumps(body), content_type="application/json")


@pytest.mark.django_db
def test_record_schema_api_serves_the_games_schema(client):
    response = client.get("/api/v1/games/dynasties/record-schema")
    assert response.status_code == 200
    schema = response.json()
    assert schema["properties"]["game"] == {"const": "dynasties"}
    assert "cities" in schema["properties"]["setup"]["properties"]


@pytest.mark.django_db
def test_format_page_renders_in_german_and_english(client):
    html = client.get("/pruefen/formate/dynasties/").content.decode()
    assert "Dynasties-Partien" in html and "taken on trust" in html and "<table>" in html


@pytest.mark.django_db(transaction=True)
def test_validations_api_replays_the_documented_example(client, eager_celery):
    response = post(client, "/api/v1/validations", {"record": example()})
    assert response.status_code == 202
    job = client.get(response.json()["url"]).json()
    assert job["status"] == "done" and job["report"]["status"] == "unverifiable"
    assert {p["rule"] for p in job["report"]["problems"]} == {"dynasties.beiblatt.mitgift"}
    html = client.get(f"/pruefen/{job['id']}/stellung/11/").content.decode()
    assert html.count('class="dynasties-land"') == 4 and "His-3" in html


@pytest.mark.django_db
def test_position_check_names_the_rule_and_the_alternatives(client):
    record = example()
    prefix = dict(record, log=record["log"][:13])  # Anna chooses from Clara's split of the dowry dice
    body = post(client, "/api/v1/positions/check",
                {"position": prefix, "move": {"by": "Anna", "move": "waehlen", "group": [0, 1]}}).json()
    assert body["verdict"]["status"] == "illegal" and body["verdict"]["rule"] == "dynasties.mitgift-waehlen"
    assert body["verdict"]["quote"]
    assert {"by": "Anna", "move": "waehlen", "group": [1, 2]} in body["alternatives"]
