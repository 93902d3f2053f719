"""Liveness (GET /api/v1/health) and readiness (GET /api/v1/health/ready).

Liveness asks nothing and reveals nothing; readiness asks the database, the broker and the workers, at most once
per HEALTH_READY_CACHE_SECONDS, is throttled, can require a token, and names no host, URI, worker or exception.
"""

from __future__ import annotations

import time

import pytest
from django.core.cache import cache
from django.db import connection
from django.test.utils import CaptureQueriesContext

pytestmark = pytest.mark.django_db

SECRETS = ("127.0.0.1", "redis://", "postgres", "sqlite", "Error", "regelwerk-tests", "@")


@pytest.fixture(autouse=True)
def _fresh_cache():
    cache.clear()
    yield
    cache.clear()


def _no_secrets(text: str) -> None:
    for secret in SECRETS:
        assert secret not in text, f"{secret!r} revealed in {text}"


def test_liveness_asks_nothing_and_says_only_ok(client, settings):
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:9/0"  # would be slow and failing if it were asked
    client.get("/api/v1/health")  # the first request of a process imports the URL modules
    with CaptureQueriesContext(connection) as queries:
        started = time.perf_counter()
        response = client.get("/api/v1/health")
        elapsed = time.perf_counter() - started
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert len(queries) == 0
    assert elapsed < 0.2


def test_liveness_is_not_throttled(client, settings):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK,
                               "DEFAULT_THROTTLE_RATES": {**settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
                                                          "anon": "2/minute", "health": "2/minute"}}
    assert all(client.get("/api/v1/health").status_code == 200 for _ in range(10))


def test_readiness_is_ok_on_the_embedded_default_and_reveals_nothing(client, eager_celery):
    response = client.get("/api/v1/health/ready")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["checks"]["database"] == {"ok": True, "required": True}
    assert body["checks"]["broker"]["required"] is False
    _no_secrets(response.content.decode())


def test_readiness_is_503_when_the_broker_is_unreachable_and_names_no_host(client, settings):
    from config.celery import app

    saved = app.conf.task_always_eager
    # A real, closed port: nothing listens on 127.0.0.1:9 (discard) on these machines.
    app.conf.task_always_eager = False
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:9/0"
    try:
        response = client.get("/api/v1/health/ready")
    finally:
        app.conf.task_always_eager = saved
    assert response.status_code == 503
    assert response["Retry-After"]
    body = response.json()
    assert body["status"] == "unavailable"
    assert body["checks"]["broker"] == {"ok": False, "required": True}
    assert body["checks"]["database"]["ok"] is True
    _no_secrets(response.content.decode())


def test_readiness_is_computed_once_per_cache_period(client, settings, eager_celery):
    settings.HEALTH_READY_CACHE_SECONDS = 60
    with CaptureQueriesContext(connection) as first:
        assert client.get("/api/v1/health/ready").status_code == 200
    with CaptureQueriesContext(connection) as later:
        for _ in range(5):
            assert client.get("/api/v1/health/ready").status_code == 200
    assert any("SELECT 1" in q["sql"] for q in first.captured_queries)
    assert not any("SELECT 1" in q["sql"] for q in later.captured_queries)


def test_readiness_is_throttled_per_client(client, settings, eager_celery):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK,
                               "DEFAULT_THROTTLE_RATES": {**settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"],
                                                          "health": "3/minute"}}
    codes = [client.get("/api/v1/health/ready").status_code for _ in range(5)]
    assert codes == [200, 200, 200, 429, 429]
    assert client.get("/api/v1/health/ready", REMOTE_ADDR="192.0.2.9").status_code == 200


def test_readiness_needs_the_token_when_one_is_set(client, settings, eager_celery):
    settings.HEALTH_TOKEN = "s3cr3t-token"
    refused = client.get("/api/v1/health/ready")
    assert refused.status_code == 403
    assert set(refused.json()) == {"detail", "errors"}
    assert "checks" not in refused.json()
    wrong = client.get("/api/v1/health/ready", HTTP_AUTHORIZATION="Bearer nope")
    assert wrong.status_code == 403
    ok = client.get("/api/v1/health/ready", HTTP_AUTHORIZATION="Bearer s3cr3t-token")
    assert ok.status_code == 200


@pytest.mark.worker
def test_readiness_sees_the_real_worker_without_naming_it(client, celery_worker_process):
    response = client.get("/api/v1/health/ready")
    assert response.status_code == 200, response.json()
    checks = response.json()["checks"]
    assert checks["broker"]["ok"] and checks["workers"]["ok"]
    _no_secrets(response.content.decode())
