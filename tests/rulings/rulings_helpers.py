"""Shared test data of the question-and-answer tests: the Dominion position, the move in doubt, attack strings."""

from __future__ import annotations

from html.parser import HTMLParser

# Example record of engine/games/dominion/format.md, its first two log entries: Anna's turn, nothing played yet.
DOMINION_POSITION = {
    "format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
    "setup": {"editions": ["basis-rgg-2017"],
              "kingdom": ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller",
                          "Werkstatt"]},
    "log": [
        {"by": "Anna", "event": "draw", "cards": ["Kupfer", "Kupfer", "Kupfer", "Anwesen", "Kupfer"]},
        {"by": "Ben", "event": "draw", "count": 5},
    ],
}
BUY_GOLD = {"by": "Anna", "move": "buy", "card": "Gold"}

ATTACKS = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[x](javascript:alert(1))",
    '"><svg onload=alert(1)>',
]


class _Markup(HTMLParser):
    """Collects what a browser would treat as live markup."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag, attrs):
        if tag in ("svg", "img", "iframe", "object", "embed"):
            self.problems.append(f"<{tag}> element")
        for name, value in attrs:
            value = (value or "").strip().lower()
            if name.startswith("on") and "alert(" in value:
                self.problems.append(f"{name}= handler on <{tag}>")
            if name in ("href", "src", "action", "formaction") and value.startswith(("javascript:", "data:", "vbscript:")):
                self.problems.append(f"{name}={value[:30]} on <{tag}>")
        self._in_script = tag == "script"

    def handle_endtag(self, tag):
        self._in_script = False

    def handle_data(self, data):
        if self._in_script and "alert(" in data:
            self.problems.append("script with alert(")


def assert_no_live_markup(html: str) -> None:
    """No element, handler, script or link made from the attack strings: text that merely reads like one is fine."""
    parser = _Markup()
    parser.feed(html)
    assert not parser.problems, parser.problems
