"""Writing the rulebooks, their sections and the engines' rules: the rulings part of `load_catalog`.

Sources: the rulebook texts (rulings/sources/rulebooks), the sections files (rulings/sources/*.sections.json)
and, for Dominion, the sections the divider importer finds in its text (cards.importers.dominion_loader).
The rules come from every engine's rules.json, each quote checked against its rulebook. Like the catalog's
own loader, a second run changes nothing (cards.sync). The games must be loaded first (cards.services);
config/catalog.py runs the loaders in order, in one transaction.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from cards.importers import dominion_loader
from cards.importers.quotes import RULEBOOK_DIR, QuoteProblem, check_quote, passage, rulebook_lines
from cards.models import Game
from cards.services import CURATED_GAMES
from cards.sync import CatalogError, SyncStats, delete_stale, line_range, sync

from .models import Rule, Rulebook, RuleSection
from .selectors import section_for_lines

SECTIONS_DIR = Path(__file__).resolve().parent / "sources"
ENGINE_GAMES_DIR = Path(__file__).resolve().parent.parent / "engine" / "games"


def load_rulebooks(stats: SyncStats) -> list[Rulebook]:
    """Every game's rulebook and its sections: Dominion's divider text first, then the curated games."""
    games = {game.slug: game for game in Game.objects.all()}
    sources = [("dominion", dominion_loader.FILENAME, dominion_loader.RULEBOOK_TITLE,
                dominion_loader.rulebook_sections())]
    for slug in CURATED_GAMES:
        data = load_sections_file(slug)
        problems = check_sections(slug, data)
        if problems:
            raise CatalogError(problems)
        sources.append((slug, data["rulebook"]["file"], data["rulebook"].get("title_de") or "Spielregel",
                        data["sections"]))
    missing = [slug for slug, *_rest in sources if slug not in games]
    if missing:
        raise CatalogError([f"rulebook of {slug!r}: the game is not loaded" for slug in missing])
    rulebooks = []
    for slug, filename, title, sections in sources:
        rulebook = sync_rulebook(stats, games[slug], filename, title)
        sync_sections(stats, rulebook, sections)
        rulebooks.append(rulebook)
    return rulebooks


def load_sections_file(slug: str) -> dict:
    return json.loads((SECTIONS_DIR / f"{slug}.sections.json").read_text(encoding="utf-8"))


def check_sections(slug: str, data: dict) -> list[QuoteProblem]:
    """Every section of a sections file names lines its rulebook has."""
    filename = data["rulebook"]["file"]
    problems = []
    for section in data.get("sections", []):
        if section.get("lines") is not None:
            problem = check_quote(filename, section["lines"], None, f"{slug}/section/{section['slug']}")
            if problem:
                problems.append(problem)
    return problems


def sync_rulebook(stats: SyncStats, game: Game, filename: str, title: str) -> Rulebook:
    text = (RULEBOOK_DIR / filename).read_text(encoding="utf-8")
    return sync(stats, Rulebook, {"game": game}, {
        "title": title, "source_file": filename, "sha256": hashlib.sha256(text.encode()).hexdigest(),
        "line_count": len(rulebook_lines(filename)), "text": text,
    })


def sync_sections(stats: SyncStats, rulebook: Rulebook, sections: list[dict]) -> dict[str, RuleSection]:
    """Sections in reading order; parents before children; headings as printed."""
    by_slug: dict[str, RuleSection] = {}
    levels: dict[str, int] = {}
    for order, data in enumerate(sections, start=1):
        first, last = line_range(data["lines"])
        parent = by_slug.get(data.get("parent") or "")
        level = levels[parent.slug] + 1 if parent else 1
        heading = data.get("heading") or (f"{parent.heading} (Fortsetzung)" if parent else
                                          _continued_heading(data, by_slug))
        section = sync(stats, RuleSection, {"rulebook": rulebook, "slug": data["slug"]}, {
            "heading": heading[:300], "order": order, "parent": parent, "level": level,
            "first_line": first, "last_line": last, "text": passage(rulebook.source_file, first, last),
            "margin_boxes": [list(box) for box in data.get("margin_boxes", [])],
        })
        by_slug[section.slug] = section
        levels[section.slug] = level
    delete_stale(stats, RuleSection.objects.filter(rulebook=rulebook), {s.pk for s in by_slug.values()})
    return by_slug


def _continued_heading(data: dict, by_slug: dict[str, RuleSection]) -> str:
    continued = by_slug.get(data.get("continues") or "")
    if continued:
        return f"{continued.heading} (Fortsetzung)"
    return data["slug"].replace("-", " ").capitalize()


# --- rules of the engines ---------------------------------------------------------------------------


def rules_files() -> list[Path]:
    """Every engine's rules.json and the per-expansion/module files beside it (`rules/*.json`), as the engines'
    `RuleCatalog` reads them."""
    return sorted([*ENGINE_GAMES_DIR.glob("*/rules.json"), *ENGINE_GAMES_DIR.glob("*/rules/*.json")])


def load_rules(stats: SyncStats) -> None:
    """Every engine's rules files → Rule rows; each quote checked against its rulebook."""
    keep: set[int] = set()
    problems: list[QuoteProblem] = []
    pending: list[tuple[Game, dict]] = []
    games = {game.slug: game for game in Game.objects.select_related("rulebook")}
    for path in rules_files():
        for data in json.loads(path.read_text(encoding="utf-8")):
            game_slug = data["id"].split(".", 1)[0]
            game = games.get(game_slug)
            if game is None or not hasattr(game, "rulebook"):
                problems.append(QuoteProblem(str(path), f"rule {data['id']}: no game/rulebook {game_slug!r}"))
                continue
            if data.get("lines"):
                problem = check_quote(game.rulebook.source_file, data["lines"], data.get("quote"), f"rule {data['id']}")
                if problem:
                    problems.append(problem)
            pending.append((game, data))
    if problems:
        raise CatalogError(problems)
    for game, data in pending:
        first, last = line_range(data.get("lines"))
        section = RuleSection.objects.filter(rulebook=game.rulebook, slug=data.get("section") or "").first()
        if section is None and first:
            section = section_for_lines(game.rulebook, first, last)
        keep.add(sync(stats, Rule, {"rule_id": data["id"]}, {
            "game": game, "kind": data.get("kind") or "rule", "statement_de": data.get("statement_de") or "",
            "gloss_en": data.get("gloss_en") or "", "section": section, "first_line": first, "last_line": last,
            "quote": data.get("quote") or "", "question": data.get("question") or "",
        }).pk)
    delete_stale(stats, Rule.objects.all(), keep)
