"""Throttles identify a client by its address, not by what it writes into X-Forwarded-For, and count in one cache.

Probe of issue #13: 100 of 100 submissions went through with a fresh X-Forwarded-For each time, and each gunicorn
process counted on its own.
"""

from __future__ import annotations

import os
import uuid

import pytest
from django.test import RequestFactory

from config.api import client_ip

pytestmark = pytest.mark.django_db

RECORD = {"record": {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": {},
                     "log": []}}
QUESTION = {"game": "dominion", "title": "Darf ich Gold ohne genug Geld kaufen?",
            "body": "Ich habe nur Kupfer auf der Hand und möchte trotzdem ein Gold kaufen.", "language": "de"}


def _rates(settings, **rates):
    settings.REST_FRAMEWORK = {**settings.REST_FRAMEWORK,
                               "DEFAULT_THROTTLE_RATES": {**settings.REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"], **rates}}


def _xff(n: int) -> str:
    return f"203.0.113.{n % 250}, 198.51.100.{(n * 7) % 250}"


def test_client_ip_ignores_forwarded_for_without_trusted_proxies(settings):
    settings.REGELWERK_TRUSTED_PROXIES = 0
    request = RequestFactory().get("/", REMOTE_ADDR="192.0.2.1", HTTP_X_FORWARDED_FOR="203.0.113.5")
    assert client_ip(request) == "192.0.2.1"


def test_client_ip_takes_the_address_the_trusted_proxy_saw(settings):
    settings.REGELWERK_TRUSTED_PROXIES = 1
    # The client wrote "203.0.113.5"; our proxy appended the address it saw, 198.51.100.7.
    request = RequestFactory().get("/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="203.0.113.5, 198.51.100.7")
    assert client_ip(request) == "198.51.100.7"
    settings.REGELWERK_TRUSTED_PROXIES = 2
    assert client_ip(request) == "203.0.113.5"
    # Fewer hops than trusted proxies, or garbage: the connection's address, never the client's word.
    settings.REGELWERK_TRUSTED_PROXIES = 3
    assert client_ip(request) == "10.0.0.2"
    settings.REGELWERK_TRUSTED_PROXIES = 1
    garbage = RequestFactory().get("/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="1.2.3.4, not-an-address")
    assert client_ip(garbage) == "10.0.0.2"


def test_api_submissions_are_throttled_whatever_forwarded_for_says(client, settings):
    _rates(settings, submissions="5/minute")
    codes = [client.post("/api/v1/validations", RECORD, content_type="application/json",
                         HTTP_X_FORWARDED_FOR=_xff(n)).status_code for n in range(12)]
    assert codes[:5] == [202] * 5
    assert codes[5:] == [429] * 7
    throttled = client.post("/api/v1/validations", RECORD, content_type="application/json",
                            HTTP_X_FORWARDED_FOR="192.0.2.200")
    assert set(throttled.json()) == {"detail", "errors"}


def test_behind_one_trusted_proxy_each_real_client_has_its_own_count(client, settings):
    _rates(settings, submissions="3/minute")
    settings.REGELWERK_TRUSTED_PROXIES = 1

    def post(seen_by_proxy: str, written_by_client: str) -> int:
        return client.post("/api/v1/validations", RECORD, content_type="application/json", REMOTE_ADDR="10.0.0.2",
                           HTTP_X_FORWARDED_FOR=f"{written_by_client}, {seen_by_proxy}").status_code

    assert [post("198.51.100.1", f"203.0.113.{n}") for n in range(5)] == [202, 202, 202, 429, 429]
    assert post("198.51.100.2", "203.0.113.1") == 202  # another client behind the same proxy


def test_ask_form_is_limited_whatever_forwarded_for_says(client, catalog, settings):
    _rates(settings, questions="3/hour")
    codes = [client.post("/fragen/neu/", {**QUESTION, "title": f"Frage Nummer {n}: darf ich Gold kaufen?"},
                         HTTP_X_FORWARDED_FOR=_xff(n)).status_code for n in range(6)]
    assert codes == [302, 302, 302, 429, 429, 429]


def test_validation_form_is_limited_whatever_forwarded_for_says(client, settings):
    _rates(settings, submissions="3/minute")
    import json

    codes = [client.post("/pruefen/", {"format": "record", "text": json.dumps(RECORD["record"])},
                         HTTP_X_FORWARDED_FOR=_xff(n)).status_code for n in range(6)]
    assert codes[:3] == [302] * 3
    assert codes[3:] == [429] * 3
    assert "Zu viele Einreichungen" in client.post("/pruefen/", {"format": "record", "text": "{}"}
                                                   ).content.decode()


REDIS = os.environ.get("CELERY_BROKER_URL", "") if os.environ.get("CELERY_BROKER_URL", "").startswith("redis") else ""


@pytest.mark.skipif(not REDIS and os.environ.get("CI", "").lower() != "true",
                    reason="needs Redis (CELERY_BROKER_URL=redis://…) for the shared cache")
def test_gunicorn_workers_share_one_count_through_redis(start_server):
    """Three gunicorn processes, one limit: the readiness throttle (5/minute) lets exactly 5 of 15 calls through.

    The database is a closed port (readiness answers 503, fast); what is counted is the answers that are not 429.
    """
    assert REDIS, "CI=true needs Redis"
    server = start_server({
        "DATABASE_URL": "postgres://postgres@127.0.0.1:9/none", "CACHE_URL": REDIS,
        "CACHE_KEY_PREFIX": f"test-{uuid.uuid4().hex}", "REGELWERK_THROTTLE_HEALTH": "5/minute",
        "HEALTH_READY_CACHE_SECONDS": "1",
    }, workers=3)
    codes = [server.get("/api/v1/health/ready", {"Connection": "close", "X-Forwarded-For": _xff(n)})[0]
             for n in range(15)]
    assert len([code for code in codes if code != 429]) == 5, codes
    assert codes.count(429) == 10
