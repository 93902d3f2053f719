"""Facts the card pages read from the installed `domdiv` package beside the catalog: English card texts (for
the English site) and which cards are kingdom cards (domdiv's `randomizer`, for the kingdom generator).

Read once per process, lazily; a missing package or file gives empty answers, never an error on a page.
"""

from __future__ import annotations

import gzip
import json
import re
from functools import lru_cache
from importlib import resources


def _load(path: str):
    try:
        with resources.files("domdiv").joinpath(path).open("rb") as raw, gzip.open(raw) as data:
            return json.load(data)
    except (ModuleNotFoundError, FileNotFoundError, OSError, ValueError):
        return None


@lru_cache(maxsize=1)
def _english() -> dict[str, str]:
    data = _load("card_db/en_us/cards_en_us.json.gz") or {}
    return {tag: entry.get("description", "") for tag, entry in data.items() if isinstance(entry, dict)}


@lru_cache(maxsize=1)
def _cards() -> dict[str, dict]:
    return {entry["card_tag"]: entry for entry in (_load("card_db/cards_db.json.gz") or []) if "card_tag" in entry}


_MARKUP = re.compile(r"<(?:n|br|line|tab|/?b|/?i|/?u|center|left|right|/?h\d)\s*/?>", re.I)


def english_text(tag: str) -> str:
    """domdiv's English card text for a card tag, its layout markers turned into line breaks."""
    text = _english().get(tag or "", "")
    text = _MARKUP.sub("\n", text)
    return re.sub(r"\n\s*\n+", "\n", text).strip()


def is_kingdom_card(tag: str) -> bool:
    """A card with its own randomizer (domdiv's default): one of the piles a kingdom is chosen from."""
    entry = _cards().get(tag or "")
    return bool(entry) and entry.get("randomizer", True) is not False
