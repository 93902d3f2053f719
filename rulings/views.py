from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from . import selectors


def rulebooks(request: HttpRequest) -> HttpResponse:
    return render(request, "rulings/rulebooks.html", {"rulebooks": selectors.rulebooks()})


def rulebook(request: HttpRequest, game_slug: str) -> HttpResponse:
    book = selectors.rulebook_detail(game_slug)
    return render(request, "rulings/rulebook.html", {"rulebook": book, "game": book.game,
                                                     "sections": selectors.sections_with_citations(book)})


def rule(request: HttpRequest, rule_id: str) -> HttpResponse:
    rule = selectors.rule_detail(rule_id)
    return render(request, "rulings/rule.html", {"rule": rule, "game": rule.game})
