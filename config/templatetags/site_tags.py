"""Bits of the base layout: the address of this page without its language prefix (for the language menu)."""

from __future__ import annotations

from django import template
from django.conf import settings

register = template.Library()


@register.filter
def without_language_prefix(path: str) -> str:
    """"/en/spiele/…" → "/spiele/…": Django's set_language puts the chosen language's prefix back on; from an
    English page back to German it would keep the "/en/" it was given."""
    for code, _name in settings.LANGUAGES:
        prefix = f"/{code}/"
        if code != settings.LANGUAGE_CODE and path.startswith(prefix):
            return "/" + path[len(prefix):]
    return path
