"""The search page (/suche/?q=), its live fragment (same URL with fragment=1) and the help page; and the two
fragments the question-and-answer pages load while one types: suggestions for a question, citable sources."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from cards.models import Game
from rulings.permissions import curator_required

from . import query as ql
from .index import IndexUnavailable
from .service import SearchResult, search
from .suggestions import find_citables, suggest


def _int(value: str | None, default: int) -> int:
    try:
        return int(value) if value else default
    except ValueError:
        return default


def run(request: HttpRequest) -> dict:
    """Parse → search → context; a query error or a missing index becomes a message, never a 500."""
    raw = request.GET.get("q", "")
    context: dict = {"query": raw[: ql.MAX_LENGTH + 100], "result": None, "error": None, "unavailable": False}
    if not raw.strip():
        return context
    try:
        context["result"] = search(raw, page=_int(request.GET.get("seite") or request.GET.get("page"), 1))
    except ql.QueryError as error:
        context["error"] = error
    except IndexUnavailable:
        context["unavailable"] = True
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
    text = " ".join([request.GET.get("title", "")[:200], request.GET.get("body", "")[:1000]])
    game = request.GET.get("game", "")[:40]
    if game and not Game.objects.filter(slug=game).exists():
        game = ""
    hits = suggest(text, game or None) if text.strip() else []
    return render(request, "search/_suggestions.html", {"hits": hits, "asked": bool(text.strip())})


@curator_required
def citables(request: HttpRequest) -> HttpResponse:
    """Fragment of the curators' answer form: sources they may cite, each with the line for the citations field."""
    game = request.GET.get("game", "")[:40] or None
    hits = find_citables(request.GET.get("cite_q", "")[:400], game)
    return render(request, "search/_citables.html", {"hits": hits})


__all__ = ["SearchResult", "citables", "help_page", "page", "run", "suggestions"]
