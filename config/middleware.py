"""Site-wide guards in front of every view: NUL in the request, the Content-Security-Policy, a database that is down.

- `RejectNulMiddleware`: a NUL character in the path, the query string or a form field reaches no view (PostgreSQL
  refuses NUL in text, so it would end as a 500 wherever the value reaches a query): 400, in the API's error shape
  under /api/, as the German (or English) error page elsewhere.
- `ContentSecurityPolicyMiddleware`: the CSP of settings.CONTENT_SECURITY_POLICY on every response that has none.
- `DatabaseUnavailableMiddleware`: a view that finds the database unreachable answers 503 with Retry-After
  (`config.views.server_error` does the same for errors raised outside a view).
"""

from __future__ import annotations

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse

from . import views

FORM_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data")


def _nul_at(request: HttpRequest) -> str | None:
    """Where a NUL is ("path", "query", "form"), or None."""
    if "\x00" in request.path_info or "\x00" in request.path:
        return "path"
    query = request.META.get("QUERY_STRING", "")
    if "%00" in query or "\x00" in query:
        return "query"
    if request.method == "POST" and request.content_type in FORM_TYPES:
        # Reading the form here, as CsrfViewMiddleware would: a body over the limit or a broken multipart raises
        # as it always did (config.views.bad_request answers 413/400).
        for key, values in request.POST.lists():
            if "\x00" in key or any("\x00" in value for value in values):
                return "form"
    return None


class RejectNulMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        where = _nul_at(request)
        if where is not None:
            return views.error_response(
                request, 400, f"Die Anfrage enthält ein NUL-Zeichen ({where}).",
                f"The request contains a NUL character ({where}).", pointer="")
        return self.get_response(request)


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        policy = settings.CONTENT_SECURITY_POLICY
        if request.path.startswith("/api/") and response.get("Content-Type", "").startswith("text/html"):
            # The API's HTML (Swagger UI, Redoc, DRF's browsable API) comes from the libraries with inline <style>
            # elements: styles only are relaxed there; scripts stay 'self'.
            policy = settings.CONTENT_SECURITY_POLICY_API_HTML
        if policy and "Content-Security-Policy" not in response:
            response["Content-Security-Policy"] = policy
        return response


class DatabaseUnavailableMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, (OperationalError, InterfaceError)):
            return views.database_unavailable(request)
        return None
