"""The base layout, home page, admin and API docs: German first, English through i18n, offline docs."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def test_home_is_german_with_search_box_and_sources_footer(client):
    response = client.get("/")
    assert response.status_code == 200
    html = response.content.decode()
    assert '<html lang="de">' in html
    assert 'role="search"' in html and 'name="q"' in html
    assert "Datenquellen" in html and "domdiv" in html


def test_english_pages_under_en_prefix(client):
    response = client.get("/en/")
    assert response.status_code == 200
    html = response.content.decode()
    assert '<html lang="en">' in html
    assert "Data sources" in html
    assert "Look up rules" in html


def test_api_root_lists_entry_points(client):
    data = client.get("/api/v1/").json()
    for name in ("health", "schema", "docs", "games", "cards", "validations"):
        assert name in data["links"], name


def test_openapi_schema_and_docs_work_without_internet(client):
    schema = client.get("/api/v1/schema", HTTP_ACCEPT="application/json")
    assert schema.status_code == 200
    assert "/api/v1/health" in schema.content.decode()
    docs = client.get("/api/v1/docs").content.decode()
    # The Swagger UI comes from our own static files (sidecar), never from a CDN.
    assert "drf_spectacular_sidecar/swagger-ui-dist" in docs
    assert "cdn" not in docs.lower() and "unpkg" not in docs.lower()
    static = client.get("/static/drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js")
    assert static.status_code == 200


def test_admin_login_page_is_served(client):
    response = client.get("/admin/login/")
    assert response.status_code == 200
    assert "Regelwerk" in response.content.decode()


def test_unknown_api_path_answers_json_404(client):
    response = client.get("/api/v1/gibt-es-nicht")
    assert response.status_code == 404
    assert response.json()["detail"].startswith("Nicht gefunden")


def test_unknown_page_answers_german_404(client):
    response = client.get("/spiele/gibt-es-nicht/")
    assert response.status_code == 404
    assert "Nicht gefunden" in response.content.decode()
