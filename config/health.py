"""Liveness and readiness.

Liveness (`/api/v1/health`) says only that this process answers: no database, no broker, no network, so a
load balancer may call it as often as it likes without taking a worker from anyone.

Readiness (`/api/v1/health/ready`) asks the database, the broker and (when HEALTH_REQUIRE_WORKER) the workers.
Asking takes up to a second, so the answer is computed at most once per HEALTH_READY_CACHE_SECONDS for all web
processes (kept in the shared cache; one process computes, the others read). It says which part is down and
nothing else: no host, no URI, no worker name, no exception text (those go to the log).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache
from django.db import connection

from .celery import app

logger = logging.getLogger(__name__)
CACHE_KEY = "regelwerk:health:ready"
LAST_KEY = "regelwerk:health:ready:last"
LOCK_KEY = "regelwerk:health:ready:lock"


@dataclass
class Check:
    name: str
    ok: bool
    required: bool


def _probe(name: str, required: bool, probe) -> Check:
    try:
        ok = bool(probe())
    except Exception:  # the point of a readiness check: report, never raise; the details go to the log only
        logger.warning("readiness: %s unreachable", name, exc_info=True)
        ok = False
    if not ok:
        logger.warning("readiness: %s not ok", name)
    return Check(name, ok, required)


def check_database() -> Check:
    def probe():
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            return cursor.fetchone() == (1,)

    return _probe("database", True, probe)


def check_broker() -> Check:
    if app.conf.task_always_eager:
        return Check("broker", True, False)

    def probe():
        with app.connection(settings.CELERY_BROKER_URL or app.conf.broker_url) as conn:
            conn.ensure_connection(max_retries=1, timeout=2)
            return True

    return _probe("broker", True, probe)


def check_workers() -> Check:
    if app.conf.task_always_eager:
        return Check("workers", True, False)
    return _probe("workers", settings.HEALTH_REQUIRE_WORKER, lambda: app.control.ping(timeout=0.5))


def readiness_report() -> tuple[bool, dict]:
    """Computed now: (ready, {"status", "checks": {name: {"ok", "required"}}})."""
    checks = [check_database(), check_broker()]
    if checks[1].ok:
        checks.append(check_workers())
    else:
        checks.append(Check("workers", False, settings.HEALTH_REQUIRE_WORKER and not app.conf.task_always_eager))
    ready = all(check.ok or not check.required for check in checks)
    return ready, {"status": "ok" if ready else "unavailable",
                   "checks": {check.name: {"ok": check.ok, "required": check.required} for check in checks}}


def cached_readiness() -> tuple[bool, dict]:
    """The readiness report, computed by one caller per HEALTH_READY_CACHE_SECONDS; the others read it."""
    try:
        cached = cache.get(CACHE_KEY)
    except Exception:  # a cache that is down is itself a readiness problem; compute without it
        logger.warning("readiness: cache unreachable", exc_info=True)
        return readiness_report()
    if cached is not None:
        return cached
    ttl = settings.HEALTH_READY_CACHE_SECONDS
    # One caller recomputes; callers meanwhile get the last answer (kept longer), so the probes that hold a worker
    # for up to a second run once per period across all processes, not once per concurrent caller.
    if not cache.add(LOCK_KEY, 1, timeout=5):
        last = cache.get(LAST_KEY)
        if last is not None:
            return last
    try:
        result = readiness_report()
        cache.set(CACHE_KEY, result, timeout=ttl)
        cache.set(LAST_KEY, result, timeout=ttl * 6)
    finally:
        cache.delete(LOCK_KEY)
    return result
