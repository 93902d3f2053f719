"""Principato through the service: record schema API, format page, validations API, positions/check."""

import json

import pytest
from test_principato_docs_example import example


def post(client, url, body):
    return client.post(url, data=json.dumps(body), content_type="application/json")


@pytest.mark.django_db
def test_record_schema_api_serves_the_games_schema(client):
    response = client.get("/api/v1/games/principato/record-schema")
    assert response.status_code == 200
    schema = response.json()
    assert schema["properties"]["game"] == {"const": "principato"}
    assert "stacks" in schema["properties"]["setup"]["properties"]


@pytest.mark.django_db
def test_format_page_renders_in_german_and_english(client):
    html = client.get("/pruefen/formate/principato/").content.decode()
    assert "Principato-Partien" in html and "what the record states" in html and "<table>" in html


@pytest.mark.django_db(transaction=True)
def test_validations_api_replays_the_documented_example_legal(client, eager_celery):
    response = post(client, "/api/v1/validations", {"record": example()})
    assert response.status_code == 202
    job = client.get(response.json()["url"]).json()
    assert job["status"] == "done" and job["report"]["status"] == "legal"
    # the job page draws each principality and the display (Ruleset.picture)
    html = client.get(f"/pruefen/{job['id']}/stellung/2/").content.decode()
    assert html.count('class="principato-fuerstentum"') == 2 and 'class="principato-auslage"' in html
    assert "Innenstadt" in html and "S2-B" in html


@pytest.mark.django_db
def test_position_check_names_the_rule_and_the_alternatives(client):
    record = example()
    prefix = dict(record, log=record["log"][:2])  # Ben's turn: S2-B carries the swap symbol
    body = post(client, "/api/v1/positions/check",
                {"position": prefix, "move": {"by": "Ben", "move": "activate", "card": "S2-B", "option": 1}}).json()
    assert body["verdict"]["status"] == "illegal" and body["verdict"]["rule"] == "principato.tausch-pflicht"
    assert body["verdict"]["quote"]
    assert {"by": "Ben", "move": "swap", "card": "S2-B", "take": "K3"} in body["alternatives"]


@pytest.mark.django_db
def test_position_check_rejects_a_malformed_state_with_a_pointer(client):
    response = post(client, "/api/v1/positions/check",
                    {"position": {"game": "principato", "state": {"players": ["Anna"]}}, "move": {"by": "Anna",
                                                                                                 "move": "end"}})
    assert response.status_code == 400
    assert response.json()["errors"][0]["pointer"].startswith("/position/state")
