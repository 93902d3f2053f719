"""Pages of the question-and-answer half: asking, following, answering, rulings, Auslegungen.

Thin views: parse the request, call a selector or a service, render.
"""

from __future__ import annotations

import json

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from cards.models import Card, Game

from . import asking, citations, editing, selectors, throttle
from .errors import RulingError
from .forms import DuplicateForm, QuestionForm, RulingForm, StatusForm
from .models import Question, Ruling
from .permissions import curator_required, is_curator
from .rendering import render_markdown

PAGE_SIZE = 30


def _base_url(request: HttpRequest) -> str:
    return request.build_absolute_uri("/").rstrip("/")


# --- asking ------------------------------------------------------------------------------------------------


def question_list(request: HttpRequest) -> HttpResponse:
    game = request.GET.get("spiel", "")[:40]
    status = request.GET.get("status", "")[:12]
    card = request.GET.get("karte", "")[:120]
    if status and status not in Question.Status.values:
        status = ""
    page = Paginator(selectors.question_list(game=game, status=status, card=card), PAGE_SIZE).get_page(
        request.GET.get("seite"))
    return render(request, "rulings/question_list.html", {
        "page": page, "games": Game.objects.order_by("order"), "statuses": Question.Status.choices,
        "filters": {"spiel": game, "status": status, "karte": card},
        "card": Card.objects.filter(slug=card, **({"game__slug": game} if game else {})).first() if card else None,
    })


def ask(request: HttpRequest) -> HttpResponse:
    form = QuestionForm(request.POST or None, initial={"game": request.GET.get("spiel", "")[:40]})
    status = 200
    if request.method == "POST":
        if throttle.is_limited(request):
            messages.error(request, _("Zu viele Fragen von deiner Adresse in kurzer Zeit. Bitte später noch einmal."))
            return render(request, "rulings/ask.html", {"form": form}, status=429)
        if form.is_spam:
            throttle.count(request)
            form.add_error(None, _("Die Frage konnte nicht angenommen werden."))
            return render(request, "rulings/ask.html", {"form": form}, status=400)
        if form.is_valid():
            throttle.count(request)
            data = form.cleaned_data
            question, token = asking.ask(
                game=data["game"], title=data["title"], body=data["body"], language=data["language"],
                cards=data.get("card_objects") or [], position=data.get("position"), move=data.get("move"),
                author=request.user, email=data.get("email") or "")
            return redirect(reverse("rulings:follow", args=[token]) + "?neu=1")
        status = 400
    return render(request, "rulings/ask.html", {"form": form}, status=status)


def follow(request: HttpRequest, token: str) -> HttpResponse:
    """The asker's private page: the question, its state, and two actions (stop the e-mail, close it)."""
    question = selectors.question_for_token(token)
    if request.method == "POST":
        action = request.POST.get("action")
        if action == "stop":
            asking.stop_notifications(question)
            messages.success(request, _("Du bekommst zu dieser Frage keine E-Mail mehr."))
        elif action == "close":
            asking.close_by_asker(question)
            messages.success(request, _("Die Frage ist geschlossen."))
        return redirect(reverse("rulings:follow", args=[token]))
    question.refresh_from_db()
    return render(request, "rulings/follow.html", {
        "question": question, "token": token, "new": request.GET.get("neu") == "1",
        "follow_url": request.build_absolute_uri(reverse("rulings:follow", args=[token])),
        "rulings": selectors.rulings_of_question(question),
    })


# --- the question page -------------------------------------------------------------------------------------


def _pretty(value) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1) if value is not None else ""


def question(request: HttpRequest, pk: int) -> HttpResponse:
    item = selectors.question_detail(pk)
    curator = is_curator(request.user)
    return render(request, "rulings/question.html", {
        "question": item, "game": item.game, "curator": curator,
        "rulings": selectors.rulings_of_question(item, include_unpublished=curator),
        "engine": selectors.engine_view(item), "position_json": _pretty(item.position), "move_json": _pretty(item.move),
        "duplicates": item.duplicates.all(), "duplicate_form": DuplicateForm(), "status_form":
        StatusForm(initial={"status": item.status}),
    })


def question_engine(request: HttpRequest, pk: int) -> HttpResponse:
    """Fragment polled while the engine is still checking the attached move."""
    item = selectors.question_detail(pk)
    return render(request, "rulings/_engine.html", {"question": item, "engine": selectors.engine_view(item),
                                                    "polling": True})


@curator_required
@require_POST
def question_duplicate(request: HttpRequest, pk: int) -> HttpResponse:
    item = selectors.question_detail(pk)
    form = DuplicateForm(request.POST)
    if form.is_valid():
        original = Question.objects.filter(pk=form.cleaned_data["original"]).first()
        if original is None:
            messages.error(request, _("Keine Frage mit dieser Nummer."))
        else:
            try:
                asking.mark_duplicate(item, original)
            except RulingError as error:
                messages.error(request, " ".join(m for ms in error.errors.values() for m in ms))
            else:
                messages.success(request, _("Als Duplikat markiert."))
    else:
        messages.error(request, " ".join(m for ms in form.errors.values() for m in ms))
    return redirect(item.get_absolute_url())


@curator_required
@require_POST
def question_status(request: HttpRequest, pk: int) -> HttpResponse:
    item = selectors.question_detail(pk)
    form = StatusForm(request.POST)
    if form.is_valid():
        asking.set_question_status(item, form.cleaned_data["status"])
        messages.success(request, _("Status geändert."))
    return redirect(item.get_absolute_url())


# --- answering (curators) ------------------------------------------------------------------------------------


def _ruling_form_page(request: HttpRequest, *, game: Game, question: Question | None, ruling: Ruling | None,
                      initial: dict) -> HttpResponse:
    form = RulingForm(request.POST or None, initial=initial)
    preview = None
    status = 200
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        action = request.POST.get("action", "preview")
        try:
            drafts = citations.parse_citations(data["citations"], game)
            if action == "preview":
                preview = {"title": data["title"], "html": render_markdown(data["text"]),
                           "verdict": dict(Ruling.Verdict.choices).get(data["verdict"] or "", ""),
                           "citations": drafts}
            else:
                saved = editing.save_ruling(
                    game=game, title=data["title"], text=data["text"], verdict=data["verdict"] or "",
                    citations=drafts, editor=request.user, ruling=ruling, question=question,
                    publish=action == "publish", note=data["note"], base_url=_base_url(request))
                messages.success(request, _("Veröffentlicht.") if saved.published else _("Als Entwurf gespeichert."))
                return redirect(saved.get_absolute_url())
        except RulingError as error:
            for name, problems in error.errors.items():
                for problem in problems:
                    form.add_error(name if name in form.fields else None, problem)
            status = 400
    elif request.method == "POST":
        status = 400
    return render(request, "rulings/answer.html", {
        "form": form, "game": game, "question": question, "ruling": ruling, "preview": preview,
        "engine": selectors.engine_view(question) if question else None,
    }, status=status)


@curator_required
def answer(request: HttpRequest, pk: int) -> HttpResponse:
    item = selectors.question_detail(pk)
    lines = [f"card:{card.pk}" for card in item.cards.all()]
    verdict_rule = ((item.engine_result or {}).get("verdict") or {}).get("rule")
    if verdict_rule:
        lines.insert(0, f"rule:{verdict_rule}")
    return _ruling_form_page(request, game=item.game, question=item, ruling=None,
                             initial={"title": item.title, "citations": "\n".join(lines)})


@curator_required
def ruling_new(request: HttpRequest) -> HttpResponse:
    """A ruling without a question: an Auslegung of an ambiguous passage."""
    game = get_object_or_404(Game, slug=request.GET.get("spiel", "")[:40])
    return _ruling_form_page(request, game=game, question=None, ruling=None,
                             initial={"verdict": Ruling.Verdict.READING})


@curator_required
def ruling_edit(request: HttpRequest, slug: str) -> HttpResponse:
    item = selectors.ruling_detail(slug, include_unpublished=True)
    return _ruling_form_page(request, game=item.game, question=item.question, ruling=item, initial={
        "title": item.title, "text": item.text, "verdict": item.verdict,
        "citations": citations.citations_text(item)})


# --- rulings ---------------------------------------------------------------------------------------------------


def ruling_list(request: HttpRequest) -> HttpResponse:
    game = request.GET.get("spiel", "")[:40]
    page = Paginator(selectors.published_rulings(game), PAGE_SIZE).get_page(request.GET.get("seite"))
    return render(request, "rulings/ruling_list.html", {"page": page, "games": Game.objects.order_by("order"),
                                                        "game": game})


def ruling(request: HttpRequest, slug: str) -> HttpResponse:
    curator = is_curator(request.user)
    item = selectors.ruling_detail(slug, include_unpublished=curator)
    return render(request, "rulings/ruling.html", {
        "ruling": item, "game": item.game, "html": render_markdown(item.text), "curator": curator,
        "citations": selectors.citations_of(item), "revision_count": item.revisions.count(),
    })


def ruling_history(request: HttpRequest, slug: str) -> HttpResponse:
    """Every version for curators; for everyone else the published versions only, without who edited them."""
    curator = is_curator(request.user)
    item = selectors.ruling_detail(slug, include_unpublished=curator)
    revisions = item.revisions.select_related("editor").order_by("-number")
    if not curator:
        revisions = revisions.filter(published=True)
    return render(request, "rulings/ruling_history.html", {
        "ruling": item, "game": item.game, "revisions": revisions, "curator": curator,
    })


def reading(request: HttpRequest, rule_id: str) -> HttpResponse:
    """rule id → the permalink of its published Auslegung (the link every engine verdict can carry)."""
    item = selectors.reading_ruling(rule_id)
    if item is None:
        raise Http404
    return redirect(item.get_absolute_url())
