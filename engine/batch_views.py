"""The batch page: progress while the jobs run, then counts per verdict, the rules broken most often (with
their German statements) and a link to each job. It reloads itself while jobs are unfinished."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext_lazy as _

from . import batches
from .models import Batch

VERDICT_LABELS = {
    "legal": _("regelgerecht"),
    "unverifiable": _("nicht vollständig prüfbar"),
    "illegal": _("Regelverstoß"),
    "inconsistent": _("widersprüchlich"),
    "invalid": _("unbrauchbare Eingabe"),
    "failed": _("Prüfung fehlgeschlagen"),
}

# Seconds between reloads of an unfinished batch page.
REFRESH_SECONDS = 3


def batch(request: HttpRequest, batch_id) -> HttpResponse:
    found = Batch.objects.filter(pk=batch_id).first()
    if found is None:
        raise Http404
    summary = batches.summarize(found)
    verdicts = [{"key": key, "label": label, "count": summary["verdicts"][key]} for key, label in VERDICT_LABELS.items()]
    return render(request, "engine/batch.html", {"batch": found, "summary": summary, "verdicts": verdicts,
                                                 "labels": VERDICT_LABELS,
                                                 "refresh": None if summary["complete"] else REFRESH_SECONDS})
