"""The search page (/suche/?q=), its live fragment (same URL with fragment=1) and the help page; and the two
fragments the question-and-answer pages load while one types: suggestions for a question, citable sources."""

from __future__ import annotations

from django.contrib import messages
from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy as _lazy
from django.views.decorators.http import require_POST

from cards.models import Game
from rulings import asking
from rulings.errors import RulingError
from rulings.models import Question, Ruling
from rulings.permissions import curator_required, is_curator

from . import query as ql
from .completion import completions, did_you_mean
from .index import IndexUnavailable
from .service import SearchResult, search
from .suggestions import find_citables, suggestions_for

# The index's document kinds as the facets name them.
KIND_LABELS = {"karte": _lazy("Karten"), "faq": _lazy("Hinweise"), "errata": _lazy("Errata"),
               "regel": _lazy("Regeln"), "entscheid": _lazy("Entscheidungen")}


def _int(value: str | None, default: int) -> int:
    try:
        return int(value) if value else default
    except ValueError:
        return default


def run(request: HttpRequest) -> dict:
    """Parse → search → context; a query error or a missing index becomes a message, never a 500."""
    raw = request.GET.get("q", "")
    context: dict = {"query": raw[: ql.MAX_LENGTH + 100], "result": None, "error": None, "unavailable": False,
                     "completions": [], "suggestion": None, "game_names": {}, "kind_labels": KIND_LABELS}
    if not raw.strip():
        return context
    try:
        context["completions"] = completions(raw)
    except DatabaseError:  # database down: no completions, the search itself reads the index
        context["completions"] = []
    try:
        context["result"] = search(raw, page=_int(request.GET.get("seite") or request.GET.get("page"), 1))
    except ql.QueryError as error:
        context["error"] = error
    except IndexUnavailable:
        context["unavailable"] = True
    else:
        context["suggestion"] = did_you_mean(raw)
        try:
            context["game_names"] = dict(Game.objects.values_list("slug", "name_de"))
        except DatabaseError:  # database down: results from the index alone, games by their slug
            context["game_names"] = {}
    return context


def page(request: HttpRequest) -> HttpResponse:
    context = run(request)
    status = 400 if context["error"] else 503 if context["unavailable"] else 200
    if request.GET.get("fragment"):
        return render(request, "search/results.html", context, status=status)
    context["title"] = _("Suche: %(q)s") % {"q": context["query"]} if context["query"] else _("Suche")
    return render(request, "search/page.html", context, status=status)


def help_page(request: HttpRequest) -> HttpResponse:
    return render(
        request,
        "search/help.html",
        {"max_length": ql.MAX_LENGTH, "max_depth": ql.MAX_DEPTH, "max_clauses": ql.MAX_CLAUSES},
    )


def suggestions(request: HttpRequest) -> HttpResponse:
    """Fragment of the question form: what already answers the question being typed (FAQ notes, rulings, rule
    sections)."""
    title, body = request.GET.get("title", "")[:200], request.GET.get("body", "")[:1000]
    asked = bool(title.strip() or body.strip())
    game = request.GET.get("game", "")[:40]
    if game and not Game.objects.filter(slug=game).exists():
        game = ""
    # the title apart: the cards it names are what the question is about
    result = suggestions_for(body, game or None, title=title) if asked else None
    return render(request, "search/_suggestions.html", {"result": result, "hits": result.hits if result else [],
                                                        "asked": asked})


@curator_required
def citables(request: HttpRequest) -> HttpResponse:
    """Fragment of the curators' answer form: sources they may cite, each with the line for the citations field."""
    game = request.GET.get("game", "")[:40] or None
    hits = find_citables(request.GET.get("cite_q", "")[:400], game)
    return render(request, "search/_citables.html", {"hits": hits})


def question_suggestions(request: HttpRequest, pk: int) -> HttpResponse:
    """Fragment of a question's page: what likely answers it already, so a referee sees it before writing a
    ruling; curators mark the question answered by one of the rulings with one click."""
    question = get_object_or_404(Question.objects.select_related("game"), pk=pk)
    result = suggestions_for(question.body, question.game.slug, title=question.title)
    return render(request, "search/_suggestions.html", {
        "result": result, "hits": result.hits, "asked": True, "question": question,
        "curator": is_curator(request.user)})


@curator_required
@require_POST
def question_answered_by(request: HttpRequest, pk: int) -> HttpResponse:
    """The one click of the fragment above: the question is a duplicate of an existing ruling."""
    question = get_object_or_404(Question, pk=pk)
    ruling = get_object_or_404(Ruling, pk=_int(request.POST.get("ruling"), 0), published=True)
    try:
        asking.mark_answered_by_ruling(question, ruling)
    except RulingError as error:
        messages.error(request, " ".join(m for ms in error.errors.values() for m in ms))
    else:
        messages.success(request, _("Als Duplikat von „%(title)s“ markiert.") % {"title": ruling.title})
    return redirect(question.get_absolute_url())


__all__ = ["SearchResult", "citables", "help_page", "page", "question_answered_by", "question_suggestions", "run",
           "suggestions"]
