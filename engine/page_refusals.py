"""Pages that submit work answer a `QueueRefusal` with a German page (English via i18n), 503 and Retry-After.

A wrapper rather than a change to each view: the submitting views stay parse → call → render, and whatever
page submits (the validation form today) gets the same answer, with the link to the job or batch when it
was stored anyway (the broker was away).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from . import services
from .models import Batch, ValidationJob


def refusal_page(request: HttpRequest, refusal: services.QueueRefusal) -> HttpResponse:
    target = refusal.target
    context = {
        "refusal": refusal,
        "stored": target is not None,
        "job": target if isinstance(target, ValidationJob) else None,
        "batch": target if isinstance(target, Batch) else None,
        "full": isinstance(refusal, services.QueueFull),
        "retry_after": refusal.retry_after,
    }
    response = render(request, "engine/batch_refused.html", context, status=503)
    response["Retry-After"] = str(refusal.retry_after)
    return response


def refusing_page(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    @wraps(view)
    def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except services.QueueRefusal as refusal:
            return refusal_page(request, refusal)

    return wrapped
