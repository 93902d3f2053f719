"""Reachability of the parts the service needs: database, broker, workers."""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass

from django.conf import settings
from django.db import connection

from .celery import app


@dataclass
class Check:
    name: str
    ok: bool
    required: bool
    detail: str
    millis: float

    def to_json(self) -> dict:
        return asdict(self)


def _timed(name: str, required: bool, probe) -> Check:
    started = time.perf_counter()
    try:
        ok, detail = probe()
    except Exception as error:  # the point of a health check: report, never raise
        ok, detail = False, f"{type(error).__name__}: {error}"
    return Check(name, ok, required, detail, round((time.perf_counter() - started) * 1000, 1))


def check_database() -> Check:
    def probe():
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
        return True, connection.vendor

    return _timed("database", True, probe)


def check_broker() -> Check:
    if app.conf.task_always_eager:
        return Check("broker", True, False, "eager: tasks run in-process (no broker configured)", 0.0)

    def probe():
        with app.connection(settings.CELERY_BROKER_URL or app.conf.broker_url) as conn:
            conn.ensure_connection(max_retries=1, timeout=2)
            return True, conn.as_uri()

    return _timed("broker", True, probe)


def check_workers() -> Check:
    if app.conf.task_always_eager:
        return Check("workers", True, False, "eager: the web process runs tasks itself", 0.0)

    def probe():
        replies = app.control.ping(timeout=1.0)
        names = sorted(name for reply in replies for name in reply)
        return bool(names), (", ".join(names) if names else "no worker answered")

    return _timed("workers", settings.HEALTH_REQUIRE_WORKER, probe)


def health_report() -> tuple[bool, dict]:
    checks = [check_database(), check_broker()]
    broker_ok = checks[1].ok
    if broker_ok:
        checks.append(check_workers())
    else:
        checks.append(Check("workers", False, settings.HEALTH_REQUIRE_WORKER, "broker unreachable", 0.0))
    healthy = all(check.ok or not check.required for check in checks)
    return healthy, {
        "status": "ok" if healthy else "unavailable",
        "checks": {check.name: check.to_json() for check in checks},
    }
