"""GET /api/v1/health: database, broker and worker reachability; 503 when something required is down."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db


def test_health_is_ok_on_the_embedded_default(client, eager_celery):
    response = client.get("/api/v1/health")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["checks"]["database"]["ok"] is True
    assert body["checks"]["broker"]["required"] is False


def test_health_is_503_when_the_broker_is_unreachable(client, settings):
    from config.celery import app

    saved = app.conf.task_always_eager
    # A real, closed port: nothing listens on 127.0.0.1:9 (discard) on these machines.
    app.conf.task_always_eager = False
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:9/0"
    try:
        response = client.get("/api/v1/health")
    finally:
        app.conf.task_always_eager = saved
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "unavailable"
    assert body["checks"]["broker"]["ok"] is False
    assert body["checks"]["database"]["ok"] is True


@pytest.mark.worker
def test_health_sees_the_real_worker(client, celery_worker_process):
    response = client.get("/api/v1/health")
    assert response.status_code == 200, response.json()
    checks = response.json()["checks"]
    assert checks["broker"]["ok"] and checks["workers"]["ok"]
    assert "test-" in checks["workers"]["detail"]
