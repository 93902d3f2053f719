"""The batch form and the batch page. The form takes several records or logs, or a ZIP of them, and stores them
as one batch (engine.batches: all or nothing, every problem named); the page shows progress while the jobs run,
then counts per verdict, the rules broken most often (with their German statements) and a link to each job. It
reloads itself while jobs are unfinished."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from . import batches, services
from .forms import BatchForm
from .models import Batch, Submission
from .views import SUBMISSION_LIMIT

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


def batch_new(request: HttpRequest) -> HttpResponse:
    """The batch form (`/pruefen/sammlung/`): parse, submit the batch, go to its page; a refused batch is shown
    with every problem and its place (file and pointer), nothing stored."""
    form = BatchForm(request.POST or None, request.FILES or None)
    context = {"form": form, "error": None, "problems": []}
    if request.method == "POST" and SUBMISSION_LIMIT.hit(request):
        context["error"] = _("Zu viele Einreichungen von deiner Adresse in kurzer Zeit. Bitte später noch einmal.")
        return render(request, "engine/batch_new.html", context, status=429)
    if request.method != "POST" or not form.is_valid():
        return render(request, "engine/batch_new.html", context, status=400 if request.method == "POST" else 200)
    english = get_language() == "en"
    uploads = [(upload.name, upload.read()) for upload in form.cleaned_data["files"]]
    try:
        items = batches.items_from_uploads(uploads, form.cleaned_data["format"])
        name = form.cleaned_data["name"] or ", ".join(name for name, _data in uploads)
        found = batches.submit_batch(items, name=name, origin=Submission.Origin.PAGE,
                                     stop_at_first_problem=form.cleaned_data["stop_at_first_problem"])
    except services.SubmissionError as problem:
        context["error"] = problem.message_en if english else problem.message_de
        context["problems"] = [{"pointer": error.get("pointer", ""),
                                "message": error.get("message_en", error.get("message")) if english
                                else error.get("message")} for error in problem.errors]
        return render(request, "engine/batch_new.html", context, status=problem.status)
    return redirect(found.get_absolute_url())
