from __future__ import annotations

import markdown
import nh3
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from config.api import FormLimit
from engine.core import available_games, get_ruleset

from . import job_page, services
from .forms import ValidationForm
from .models import Submission, ValidationJob

SUBMISSION_LIMIT = FormLimit("submissions")  # the API's rate for submissions, per client


def validate(request: HttpRequest) -> HttpResponse:
    form = ValidationForm(request.POST or None, request.FILES or None)
    error = None
    if request.method == "POST" and SUBMISSION_LIMIT.hit(request):
        error = _("Zu viele Einreichungen von deiner Adresse in kurzer Zeit. Bitte später noch einmal.")
        return render(request, "engine/validate.html", {"form": form, "error": error}, status=429)
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data.get("file")
        raw = upload.read() if upload else form.cleaned_data["text"]
        try:
            fmt = form.cleaned_data["format"]
            if fmt == ValidationForm.AUTO:  # what was pasted says what it is (JSON, Dominion Online, isotropic)
                fmt = services.detect_format(raw)
            job = services.submit(raw, fmt, origin=Submission.Origin.PAGE,
                                  stop_at_first_problem=form.cleaned_data["stop_at_first_problem"])
        except services.SubmissionError as problem:
            error = problem.message_en if get_language() == "en" else problem.message_de
        else:
            return redirect(job.get_absolute_url())
    return render(request, "engine/validate.html", {"form": form, "error": error}, status=400 if error else 200)


def _job(job_id) -> ValidationJob:
    job = ValidationJob.objects.select_related("submission").filter(pk=job_id).first()
    if job is None:
        raise Http404
    return job


def job(request: HttpRequest, job_id) -> HttpResponse:
    """A job's page: summary, one page of entries (or only the problems), positions fetched when opened."""
    job = _job(job_id)
    try:
        page = int(request.GET.get("seite", "1"))
    except ValueError:
        page = 1
    context = job_page.job_context(job, page, only_problems=request.GET.get("nur") == "probleme")
    return render(request, "engine/job.html", context)


def job_position(request: HttpRequest, job_id, index: int) -> HttpResponse:
    """The position after one entry: the game's picture, or the generic view; a fragment when fetched."""
    job = _job(job_id)
    drawn, state, previous = job_page.picture(job, index)
    if state is None:
        raise Http404
    context = {"job": job, "index": index, "picture": drawn, "state": state, "page": index // job_page.PAGE_SIZE + 1,
               "names": job_page.card_names(job.submission.game)}
    if request.headers.get("X-Requested-With") == "fetch":
        return render(request, "engine/_position.html", context)
    return render(request, "engine/position.html", context)


def job_progress(request: HttpRequest, job_id) -> HttpResponse:
    return render(request, "engine/_progress.html", {"job": _job(job_id)})


def record_format(request: HttpRequest, game: str) -> HttpResponse:
    """The reference page of a game's record format (the `format.md` in the game's package), with its
    JSON Schema link."""
    if game not in available_games():
        raise Http404
    path = get_ruleset(game).format_doc()
    if not path.exists():
        raise Http404
    html = nh3.clean(markdown.markdown(path.read_text(encoding="utf-8"), extensions=["tables", "fenced_code"]))
    return render(request, "engine/format.html", {"game": game, "content": html})


def formats(request: HttpRequest) -> HttpResponse:
    return render(request, "engine/formats.html", {"games": available_games()})
