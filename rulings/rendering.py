"""Ruling text: Markdown → HTML through the nh3 sanitiser. User text is hostile until proven otherwise.

Python-Markdown passes raw HTML through, so the sanitiser is the only gate: a short list of tags, `href` and
`title` on links only, and links only to http, https, mailto or relative addresses.
"""

from __future__ import annotations

import markdown
import nh3
from django.utils.safestring import SafeString, mark_safe

ALLOWED_TAGS = {
    "p", "br", "hr", "strong", "em", "b", "i", "code", "pre", "blockquote", "ul", "ol", "li", "a",
    "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tr", "th", "td", "del", "ins", "sup", "sub",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "th": {"align"}, "td": {"align"}}
ALLOWED_SCHEMES = {"http", "https", "mailto"}
# Tags whose content is dropped together with the tag (not shown as text).
DROPPED_WITH_CONTENT = {"script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math"}


def sanitize(html: str) -> str:
    return nh3.clean(html, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES, url_schemes=ALLOWED_SCHEMES,
                     clean_content_tags=DROPPED_WITH_CONTENT, link_rel="nofollow noopener noreferrer ugc",
                     strip_comments=True)


def render_markdown(text: str) -> SafeString:
    """Safe HTML for a ruling's Markdown text."""
    html = markdown.markdown(text or "", extensions=["tables", "fenced_code", "sane_lists"], output_format="html")
    return mark_safe(sanitize(html))  # sanitised by nh3 just above
