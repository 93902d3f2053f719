"""`{{ labels|get_label:key }}`: a key's label from a mapping, or the key itself."""

from __future__ import annotations

from django import template

register = template.Library()


@register.filter
def get_label(mapping, key) -> str:
    try:
        return str(mapping.get(key, key))
    except AttributeError:
        return key
