"""Per-IP limits for anonymous writes, counted in Django's cache (fixed windows).

The rate is the API's "questions" throttle rate (REST_FRAMEWORK DEFAULT_THROTTLE_RATES), so the form and the
API share one setting. In production the cache must be shared by all web processes (e.g. Redis).
"""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest

from config.api import client_ip as _client_ip

PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
DEFAULT_RATE = "10/hour"


def rate(scope: str) -> tuple[int, int]:
    """(number of requests, window in seconds), from settings like "10/hour"."""
    value = settings.REST_FRAMEWORK.get("DEFAULT_THROTTLE_RATES", {}).get(scope) or DEFAULT_RATE
    number, _sep, period = value.partition("/")
    return int(number), PERIODS[period.strip()[0]]


def client_ip(request: HttpRequest) -> str:
    # The API throttles' identity: REMOTE_ADDR, or the address the configured trusted proxies saw.
    return _client_ip(request)


def _key(scope: str, request: HttpRequest) -> str:
    return f"rulings:throttle:{scope}:{client_ip(request)}"


def is_limited(request: HttpRequest, scope: str = "questions") -> bool:
    limit, _window = rate(scope)
    return (cache.get(_key(scope, request)) or 0) >= limit


def count(request: HttpRequest, scope: str = "questions") -> None:
    _limit, window = rate(scope)
    key = _key(scope, request)
    if not cache.add(key, 1, timeout=window):
        try:
            cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.add(key, 1, timeout=window)
