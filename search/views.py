from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from .index import search


def page(request: HttpRequest) -> HttpResponse:
    query = request.GET.get("q", "")[:500]
    total, hits = search(query) if query else (0, [])
    return render(request, "search/page.html", {"query": query, "total": total, "hits": hits})
