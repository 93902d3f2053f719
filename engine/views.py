from __future__ import annotations

import markdown
import nh3
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language

from cards.models import Card
from engine.core import available_games, get_ruleset

from . import services
from .forms import ValidationForm
from .models import Submission, ValidationJob


def validate(request: HttpRequest) -> HttpResponse:
    form = ValidationForm(request.POST or None, request.FILES or None)
    error = None
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data.get("file")
        raw = upload.read() if upload else form.cleaned_data["text"]
        try:
            job = services.submit(raw, form.cleaned_data["format"], origin=Submission.Origin.PAGE,
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
    job = _job(job_id)
    report = job.report or {}
    problems = {problem.get("index"): problem for problem in report.get("problems", [])}
    record = job.submission.record or {}
    entries = record.get("log") if isinstance(record.get("log"), list) else []
    rows = []
    results = report.get("results") or []
    for index, entry in enumerate(entries):
        verdict = results[index] if index < len(results) else None
        # steps[0] is the position before the first entry; steps[i + 1] the position after entry i.
        state = job.steps[index + 1] if job.steps and index + 1 < len(job.steps) else None
        label = entry.get("move") or entry.get("event") or "?" if isinstance(entry, dict) else "?"
        rows.append({"index": index, "entry": entry, "label": label, "problem": problems.get(index), "verdict": verdict,
                     "state": state})
    return render(request, "engine/job.html", {"job": job, "report": report, "rows": rows,
                                               "names": _card_names(job.submission.game)})


def _card_names(game: str) -> dict[str, str]:
    """Engine card tags (e.g. domdiv's "Throne Room") → German catalog names, for showing positions."""
    return dict(Card.objects.filter(game__slug=game).exclude(external_id="").values_list("external_id", "name_de"))


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
