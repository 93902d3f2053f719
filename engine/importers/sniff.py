"""What a submitted text is, when it is not the log an importer reads: each importer asks `refuse_other`
first, so that a Goko log, a Japanese-client log, a copy of the client's HTML log panel or councilroom's
parsed JSON gets an import error naming what the file is, not a parse error about a missing header."""

from __future__ import annotations

import re

from engine.importers import ImportProblem

_GOKO = re.compile(r"^-+ Game Setup -+$|^-{3,} \S.*: turn \d+ -{3,}$|^\S.* - starting cards: ", re.MULTILINE)
_JAPANESE = re.compile(r"^(対戦 #\d+|ターン \d+ - )", re.MULTILINE)
_DO_TURN = re.compile(r"^Turn \d+ - ", re.MULTILINE)
_DO_PANEL = re.compile(r'class="(log-container|actual-log|log-line)"|ng-bind-html|publicStudyRequest')
_ISOTROPIC = re.compile(r"cards in supply:|Turn order is |'s (first hand|turn \d+)", re.IGNORECASE)

KINDS = {
    "goko": ("ein Protokoll von Goko / Making Fun (Dominion Online 2012–2016, Format „goko“)",
             "a Goko / Making Fun log (Dominion Online 2012-2016, format \"goko\")"),
    "dominion-online-ja": ("ein Dominion-Online-Protokoll des japanischen Clients; gelesen wird nur der englische",
                           "a Dominion Online log from the Japanese-language client; only the English client's "
                           "logs can be read"),
    "dominion-online-html": ("eine Kopie des HTML-Protokollfensters von Dominion Online, nicht der Protokolltext; "
                             "bitte den Text des Protokolls einfügen",
                             "a copy of Dominion Online's HTML log panel, not the log text; paste the log's text "
                             "instead"),
    "councilroom-json": ("eine von councilroom.com ausgewertete Zusammenfassung (JSON, ohne Ziehen und Entscheidungen), "
                         "kein Spielprotokoll",
                         "councilroom.com's parsed summary (JSON, without draws or decisions), not a game log"),
    "dominion-online": ("ein Dominion-Online-Protokoll (Textformat „dominion-online“)",
                        "a Dominion Online log (format \"dominion-online\")"),
    "isotropic": ("eine isotropic-Spielseite (Format „isotropic“)", "an isotropic game page (format \"isotropic\")"),
}


def kind_of(text: str) -> str | None:
    """The kind of text (a key of `KINDS`), or None when it is none of them."""
    head = text[:200_000]
    stripped = head.lstrip()
    if stripped.startswith(("{", "[")) and ('"decks"' in head or '"game_end"' in head or '"supply"' in head):
        return "councilroom-json"
    if _GOKO.search(head):
        return "goko"
    if _JAPANESE.search(head):
        return "dominion-online-ja"
    if _DO_PANEL.search(head):
        return "dominion-online-html"
    if _ISOTROPIC.search(head) and "<pre" in head.lower():
        return "isotropic"
    if _DO_TURN.search(head):
        return "dominion-online"
    if _ISOTROPIC.search(head):
        return "isotropic"
    return None


def refuse_other(text: str, fmt: str) -> None:
    """Raise `ImportProblem` naming what the text is when it is a known kind other than `fmt`."""
    kind = kind_of(text)
    if kind is None or kind == fmt:
        return
    de, en = KINDS[kind]
    raise ImportProblem(f"Diese Datei ist {de}.", f"This file is {en}.", pointer="/text")
