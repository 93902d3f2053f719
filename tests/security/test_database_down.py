"""The database is down (a real refused connection: gunicorn on a PostgreSQL URL whose port nothing listens on).

Pages answer 503 with Retry-After and a German (or English) message, the API 503 in its error shape; the search
page and /api/v1/search keep answering from the Whoosh index, which needs no database.
"""

from __future__ import annotations

import json

import pytest
from security_helpers import Server

pytestmark = pytest.mark.django_db

CLOSED = "postgres://postgres@127.0.0.1:9/regelwerk_down"  # port 9 (discard): nothing listens, connect is refused


@pytest.fixture(scope="module")
def server_without_database(built_index, tmp_path_factory):
    server = Server({"DATABASE_URL": CLOSED, "SEARCH_INDEX_DIR": str(built_index), "DB_CONN_MAX_AGE": "0"}, 2,
                    log=tmp_path_factory.mktemp("db-down") / "gunicorn.log")
    yield server
    server.stop()


@pytest.mark.parametrize("path", ["/", "/spiele/", "/spiele/dominion/", "/spiele/dominion/karten/thronsaal/",
                                  "/regeln/dominion/", "/fragen/", "/entscheidungen/"])
def test_pages_answer_503_with_retry_after_in_german(server_without_database, path):
    status, headers, body = server_without_database.get(path)
    assert status == 503, body[:500]
    assert int(headers["Retry-After"]) > 0
    assert "Die Datenbank ist gerade nicht erreichbar." in body
    assert "Content-Security-Policy" in headers


def test_english_pages_answer_503_in_english(server_without_database):
    status, headers, body = server_without_database.get("/en/spiele/")
    assert status == 503
    assert "The database cannot be reached right now." in body


@pytest.mark.parametrize("path", ["/api/v1/cards", "/api/v1/cards?game=dominion", "/api/v1/rulings",
                                  "/api/v1/games/dominion", "/api/v1/bulk/catalog.json"])
def test_the_api_answers_503_in_its_error_shape(server_without_database, path):
    status, headers, body = server_without_database.get(path)
    assert status == 503, body[:500]
    assert int(headers["Retry-After"]) > 0
    data = json.loads(body)
    assert set(data) >= {"detail", "errors"} and data["errors"][0]["pointer"] == ""
    assert "127.0.0.1" not in body and "postgres" not in body


def test_search_keeps_working_from_its_index(server_without_database):
    status, _headers, body = server_without_database.get("/api/v1/search?q=Thronsaal")
    assert status == 200, body[:500]
    assert any(hit["title"].startswith("Thronsaal") for hit in json.loads(body)["hits"])
    status, _headers, page = server_without_database.get("/suche/?q=Thronsaal")
    assert status == 200, page[:500]
    assert "Thronsaal" in page


def test_liveness_stays_up_and_readiness_says_the_database_is_down(server_without_database):
    assert server_without_database.get("/api/v1/health")[0] == 200
    status, _headers, body = server_without_database.get("/api/v1/health/ready")
    assert status == 503
    assert json.loads(body)["checks"]["database"] == {"ok": False, "required": True}
    assert "127.0.0.1" not in body
