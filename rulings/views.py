from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse

from . import rulebook_pages, selectors
from .models import RuleSection


def rulebooks(request: HttpRequest) -> HttpResponse:
    return render(request, "rulings/rulebooks.html", {"rulebooks": selectors.rulebooks()})


def rulebook(request: HttpRequest, game_slug: str) -> HttpResponse:
    """The table of contents; each top-level section is a page of its own."""
    book = selectors.rulebook_detail(game_slug)
    return render(request, "rulings/rulebook.html", {"rulebook": book, "game": book.game,
                                                     "tops": rulebook_pages.top_sections(book)})


def rulebook_section(request: HttpRequest, game_slug: str, section_slug: str) -> HttpResponse:
    book = selectors.rulebook_detail(game_slug)
    page = rulebook_pages.section_page(book, section_slug)
    return render(request, "rulings/rulebook_section.html", {"rulebook": book, "game": book.game, **page})


def rulebook_line(request: HttpRequest, game_slug: str, line: int) -> HttpResponse:
    """A citation's line ("Z. 505") → the section page that shows it, at the line's anchor."""
    book = selectors.rulebook_detail(game_slug)
    if not 1 <= line <= book.line_count:
        raise Http404
    section = rulebook_pages.section_for_line(book, line)
    if section is None:
        raise Http404
    return redirect(reverse("rulings:rulebook-section", args=[game_slug, section.slug]) + f"#z{line}")


def rulebook_anchor(request: HttpRequest, game_slug: str, section_slug: str) -> HttpResponse:
    """Any section (also a subsection) → its place on the page of its top-level section."""
    book = selectors.rulebook_detail(game_slug)
    section = get_object_or_404(RuleSection, rulebook=book, slug=section_slug)
    top = rulebook_pages.top_section_of(section)
    anchor = "" if top.pk == section.pk else f"#{section.slug}"
    return redirect(reverse("rulings:rulebook-section", args=[game_slug, top.slug]) + anchor)


def rule(request: HttpRequest, rule_id: str) -> HttpResponse:
    rule = selectors.rule_detail(rule_id)
    return render(request, "rulings/rule.html", {"rule": rule, "game": rule.game})
