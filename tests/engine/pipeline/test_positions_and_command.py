"""positions/check, record-schema, the format pages and `manage.py validate_record` (exit codes)."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]


def documented_example() -> dict:
    """The example record of the Dominion format page: the documentation must stay a legal game."""
    text = (ROOT / "engine" / "games" / "dominion" / "format.md").read_text(encoding="utf-8")
    block = re.search(r"```json\n(.*?)```", text, re.S).group(1)
    return json.loads(block)


def post(client, url, body):
    return client.post(url, data=json.dumps(body), content_type="application/json")


@pytest.mark.django_db
def test_position_check_buy_with_too_little_money_names_the_rule_and_alternatives(client):
    record = documented_example()
    # After Anna's opening hand is drawn and Ben's hidden draw: Anna has 4 Kupfer in hand and 0 coins played.
    prefix = dict(record, log=record["log"][:2])
    response = post(client, "/api/v1/positions/check",
                    {"position": prefix, "move": {"by": "Anna", "move": "buy", "card": "Gold"}})
    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["verdict"]["status"] == "illegal"
    assert body["verdict"]["rule"] == "dominion.kauf-braucht-geld"
    assert body["verdict"]["quote"]
    assert {"by": "Anna", "move": "play", "card": "Kupfer"} in body["alternatives"]


@pytest.mark.django_db
def test_position_check_legal_move(client):
    record = documented_example()
    prefix = dict(record, log=record["log"][:2])
    body = post(client, "/api/v1/positions/check",
                {"position": prefix, "move": {"by": "Anna", "move": "play", "card": "Kupfer"}}).json()
    assert body["verdict"]["status"] == "legal"


@pytest.mark.django_db
@pytest.mark.parametrize("body, pointer", [
    ({"position": "hallo", "move": {}}, "/position"),
    ({"position": {"format": "regelwerk-record/1", "game": "dominion"}, "move": {"move": "buy"}}, "/position/log"),
    ({"position": {"game": "dominion", "state": {}}, "move": "kaufen"}, "/move"),
    ({"position": {"game": "dominion", "state": "kaputt"}, "move": {"by": "Anna", "move": "buy", "card": "Gold"}},
     "/position/state"),
    ({"position": {"game": "schach", "state": {}}, "move": {"by": "Anna", "move": "buy"}}, "/position/game"),
])
def test_position_check_bad_input_is_a_400_with_pointer(client, body, pointer):
    response = post(client, "/api/v1/positions/check", body)
    assert response.status_code == 400, response.content
    assert response.json()["errors"][0]["pointer"] == pointer


@pytest.mark.django_db
@pytest.mark.parametrize("game, state", [
    ("dominion", {"kaputt": True}),
    ("burgund-karten", {"kaputt": True}),
    ("dominion", {"players": "Anna"}),
    ("burgund-karten", {"players": ["Anna"], "zones": []}),
])
def test_a_state_the_game_cannot_read_is_a_400_into_the_state_not_a_500(client, game, state):
    # The games raise engine.core.StateError for malformed state JSON; anything else would be a 500.
    move = {"by": "Anna", "move": "end-turn"}
    response = post(client, "/api/v1/positions/check", {"position": {"game": game, "state": state}, "move": move})
    assert response.status_code == 400, response.content
    assert response.json()["errors"][0]["pointer"].startswith("/position/state")


@pytest.mark.django_db
def test_record_schema_is_served_per_game(client):
    schema = client.get("/api/v1/games/dominion/record-schema").json()
    assert schema.get("$schema") or schema.get("type") == "object"
    assert client.get("/api/v1/games/schach/record-schema").status_code == 404


@pytest.mark.django_db
def test_format_reference_page_renders_the_documentation(client):
    html = client.get("/pruefen/formate/dominion/").content.decode()
    assert "<table>" in html and "end-phase" in html
    assert client.get("/pruefen/formate/").status_code == 200


def run_command(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "manage.py", "validate_record", *args], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=120,
                          env={**__import__("os").environ, "REGELWERK_DEV_DEFAULTS": "1"})


def test_validate_record_legal_game_exits_0(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(documented_example()), encoding="utf-8")
    result = run_command(str(path), "--json")
    assert result.returncode == 0, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["status"] == "legal" and report["checked"] == report["entries"]


def test_validate_record_illegal_buy_exits_1_with_the_rule(tmp_path):
    record = copy.deepcopy(documented_example())
    # Anna plays only one Kupfer, then buys Miliz (cost 4): too little money.
    record["log"] = [e for i, e in enumerate(record["log"]) if not (3 <= i <= 5)]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = run_command(str(path), "--json")
    assert result.returncode == 1, result.stdout + result.stderr
    report = json.loads(result.stdout)
    assert report["status"] == "illegal"
    assert report["problems"][0]["rule"] == "dominion.kauf-braucht-geld"


def test_validate_record_unusable_input_exits_2():
    result = run_command("-", "--format", "record", "--json", stdin="{kein json")
    assert result.returncode == 2
    assert json.loads(result.stdout)["status"] == "invalid"


@pytest.mark.django_db
def test_job_page_shows_each_position_with_german_card_names(client, catalog, eager_celery,
                                                             django_capture_on_commit_callbacks):
    from engine import services

    with django_capture_on_commit_callbacks(execute=True):
        job = services.submit(documented_example())
    html = client.get(job.get_absolute_url()).content.decode()
    assert "Stellung danach" in html
    # Positions are fetched when opened (the page carries none): one per entry, each at its own address.
    assert html.count('<details class="position"') == len(documented_example()["log"])
    position = client.get(f"{job.get_absolute_url()}stellung/0/", headers={"X-Requested-With": "fetch"})
    assert "Kupfer" in position.content.decode()  # the engine's "Copper" shown by its catalog name


@pytest.mark.django_db
def test_job_page_escapes_hostile_text_in_the_record(client, eager_celery, django_capture_on_commit_callbacks):
    from engine import services

    record = documented_example()
    record["players"] = ["<script>alert(1)</script>", "Ben"]
    for entry in record["log"]:
        if entry.get("by") == "Anna":
            entry["by"] = "<script>alert(1)</script>"
    with django_capture_on_commit_callbacks(execute=True):
        job = services.submit(record)
    html = client.get(job.get_absolute_url()).content.decode()
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
