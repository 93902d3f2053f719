"""Writing the catalog: `load_catalog` syncs the database with the project's sources.

Sources: the rulebooks (rulings/sources/rulebooks), the curated catalogs (cards/sources/*.json),
the sections files (rulings/sources/*.sections.json), the Dominion divider text with domdiv's card
facts, and every engine's rules.json. A second run changes nothing: each row is compared with what
the sources say and only written when it differs; rows the sources no longer name are removed.
A curator's review of a note's card assignment (confidence "reviewed") survives a reload.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from django.db import models, transaction

from rulings.models import Rule, Rulebook, RuleSection
from rulings.selectors import section_for_lines

from .importers.quotes import RULEBOOK_DIR, QuoteProblem, check_quote, passage, rulebook_lines
from .models import Card, Confidence, Edition, FaqNote, Game, Printing

SOURCES_DIR = Path(__file__).resolve().parent / "sources"
SECTIONS_DIR = Path(__file__).resolve().parent.parent / "rulings" / "sources"
ENGINE_GAMES_DIR = Path(__file__).resolve().parent.parent / "engine" / "games"

CURATED_GAMES = ["burgund-karten", "burgund", "dynasties", "principato"]
GAME_ORDER = {"dominion": 1, "burgund": 2, "burgund-karten": 3, "dynasties": 4, "principato": 5}


class CatalogError(Exception):
    """The sources contradict themselves or the rulebook; nothing was written."""

    def __init__(self, problems: list[QuoteProblem] | list[str]):
        self.problems = problems
        lines = [p if isinstance(p, str) else f"{p.where}: {p.message}" for p in problems]
        super().__init__("\n".join(lines[:50]) + (f"\n… and {len(lines) - 50} more" if len(lines) > 50 else ""))


@dataclass
class SyncStats:
    """What a load did, per model: created, updated, unchanged, deleted."""

    counts: Counter = field(default_factory=Counter)

    def note(self, model: type[models.Model], outcome: str, n: int = 1) -> None:
        self.counts[(model.__name__, outcome)] += n

    @property
    def changed(self) -> int:
        return sum(n for (_, outcome), n in self.counts.items() if outcome != "unchanged")

    def summary(self) -> dict[str, dict[str, int]]:
        result: dict[str, dict[str, int]] = {}
        for (model, outcome), n in sorted(self.counts.items()):
            result.setdefault(model, {})[outcome] = n
        return result


def sync(stats: SyncStats, model: type[models.Model], lookup: dict, values: dict) -> models.Model:
    """Create or update one row so it holds `values`; write only when something differs."""
    obj = model.objects.filter(**lookup).first()
    if obj is None:
        obj = model.objects.create(**lookup, **values)
        stats.note(model, "created")
        return obj
    dirty = [name for name, value in values.items() if _field_value(obj, name) != _comparable(value)]
    if dirty:
        for name in dirty:
            setattr(obj, name, values[name])
        obj.save(update_fields=[model._meta.get_field(name).attname for name in dirty])
        stats.note(model, "updated")
    else:
        stats.note(model, "unchanged")
    return obj


def _comparable(value):
    return value.pk if isinstance(value, models.Model) else value


def _field_value(obj: models.Model, name: str):
    field_ = obj._meta.get_field(name)
    if field_.is_relation:
        return getattr(obj, field_.attname)
    return getattr(obj, name)


def sync_m2m(stats: SyncStats, manager, wanted: Iterable[models.Model]) -> None:
    wanted_ids = {obj.pk for obj in wanted}
    current = set(manager.values_list("pk", flat=True))
    if wanted_ids != current:
        manager.set(list(wanted_ids))
        stats.note(manager.through, "updated")


def delete_stale(stats: SyncStats, queryset: models.QuerySet, keep_ids: set[int]) -> None:
    stale = queryset.exclude(pk__in=keep_ids)
    n = stale.count()
    if n:
        stale.delete()
        stats.note(queryset.model, "deleted", n)


def _lines(value) -> tuple[int | None, int | None]:
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return int(value[0]), int(value[1])
    return None, None


# --- rulebooks and sections ------------------------------------------------------------------------

def sync_rulebook(stats: SyncStats, game: Game, filename: str, title: str) -> Rulebook:
    path = RULEBOOK_DIR / filename
    text = path.read_text(encoding="utf-8")
    return sync(stats, Rulebook, {"game": game}, {
        "title": title, "source_file": filename, "sha256": hashlib.sha256(text.encode()).hexdigest(),
        "line_count": len(rulebook_lines(filename)), "text": text,
    })


def sync_sections(stats: SyncStats, rulebook: Rulebook, sections: list[dict]) -> dict[str, RuleSection]:
    """Sections in reading order; parents before children; headings as printed."""
    by_slug: dict[str, RuleSection] = {}
    levels: dict[str, int] = {}
    for order, data in enumerate(sections, start=1):
        first, last = _lines(data["lines"])
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


def load_sections_file(slug: str) -> dict:
    return json.loads((SECTIONS_DIR / f"{slug}.sections.json").read_text(encoding="utf-8"))


# --- curated games ---------------------------------------------------------------------------------

def check_curated(data: dict, sections: dict) -> list[QuoteProblem]:
    """Every quote in a curated file must stand verbatim in the lines it names."""
    filename = data["game"]["rulebook"]
    problems: list[QuoteProblem] = []

    def check(lines, quote, where):
        if lines is None:
            return
        problem = check_quote(filename, lines, quote, where)
        if problem:
            problems.append(problem)

    for card in data.get("cards", []):
        check(card.get("lines"), card.get("text_de"), f"{data['game']['slug']}/card/{card['slug']}")
        for key, value in (card.get("attributes") or {}).items():
            if isinstance(value, dict) and "text_de" in value and "lines" in value:
                check(value["lines"], value["text_de"], f"{data['game']['slug']}/card/{card['slug']}/{key}")
    for index, note in enumerate(data.get("faq", [])):
        check(note.get("lines"), note.get("text_de"), f"{data['game']['slug']}/faq/{index}")
    for section in sections.get("sections", []):
        check(section.get("lines"), None, f"{data['game']['slug']}/section/{section['slug']}")
    return problems


def load_curated_game(stats: SyncStats, slug: str) -> Game:
    data = json.loads((SOURCES_DIR / f"{slug}.json").read_text(encoding="utf-8"))
    sections = load_sections_file(slug)
    problems = check_curated(data, sections)
    if problems:
        raise CatalogError(problems)
    info = data["game"]
    filename = info["rulebook"]
    game = sync(stats, Game, {"slug": slug}, {
        "name_de": info["name_de"], "name_en": info.get("name_en") or "", "designer": info.get("designer") or "",
        "publisher": info.get("publisher") or "", "year": info.get("year"), "players_min": info.get("players_min"),
        "players_max": info.get("players_max"), "order": GAME_ORDER.get(slug, 9),
    })
    rulebook = sync_rulebook(stats, game, filename, sections["rulebook"].get("title_de") or "Spielregel")
    sync_sections(stats, rulebook, sections["sections"])

    editions: dict[str, Edition] = {}
    for index, data_edition in enumerate(data.get("editions", []), start=1):
        first, last = _lines(data_edition.get("lines"))
        editions[data_edition["slug"]] = sync(stats, Edition, {"game": game, "slug": data_edition["slug"]}, {
            "name_de": data_edition["name_de"], "name_en": data_edition.get("name_en") or "",
            "kind": data_edition.get("kind") or "base", "order": data_edition.get("order") or index,
            "expansion": data_edition.get("expansion") or "", "edition_number": data_edition.get("edition_number"),
            "publisher": data_edition.get("publisher") or "", "year": data_edition.get("year"),
            "source_file": filename, "first_line": first, "last_line": last, "external_ids": [],
        })
    for data_edition in data.get("editions", []):
        expands = editions.get(data_edition.get("expands") or "")
        sync(stats, Edition, {"pk": editions[data_edition["slug"]].pk}, {"expands": expands})
    delete_stale(stats, Edition.objects.filter(game=game), {e.pk for e in editions.values()})

    cards: dict[str, Card] = {}
    printing_ids: set[int] = set()
    for data_card in data.get("cards", []):
        first, last = _lines(data_card.get("lines"))
        cost = data_card.get("cost")
        card = sync(stats, Card, {"game": game, "slug": data_card["slug"]}, {
            # No printed name (Principato's action cards): a neutral label from the slug, the gap is on the card.
            "name_de": data_card.get("name_de") or data_card["slug"].replace("-", " ").capitalize(),
            "name_en": data_card.get("name_en") or "",
            "aliases": data_card.get("aliases") or [], "kind": data_card.get("kind") or "other",
            "types": data_card.get("types") or [], "types_en": data_card.get("types_en") or [], "cost": cost,
            "cost_value": _main_cost(cost), "copies": data_card.get("copies"), "text_de": data_card.get("text_de") or "",
            "attributes": data_card.get("attributes") or {}, "gaps": data_card.get("gaps") or [],
            "facts": data_card.get("facts") or [], "external_id": "", "source_file": filename,
            "first_line": first, "last_line": last,
        })
        cards[card.slug] = card
        for position, printing in enumerate(data_card.get("editions") or [], start=1):
            edition_slug = printing if isinstance(printing, str) else printing["edition"]
            details = printing if isinstance(printing, dict) else {}
            p_first, p_last = _lines(details.get("lines") or data_card.get("lines"))
            printing_ids.add(sync(stats, Printing, {"card": card, "edition": editions[edition_slug]}, {
                "text_de": details.get("text_de") or data_card.get("text_de") or "",
                "copies": details.get("copies", data_card.get("copies")), "position": position,
                "source_file": filename, "first_line": p_first, "last_line": p_last,
            }).pk)
    delete_stale(stats, Printing.objects.filter(card__game=game), printing_ids)
    delete_stale(stats, Card.objects.filter(game=game), {c.pk for c in cards.values()})

    note_ids: set[int] = set()
    seen_labels: Counter = Counter()
    for order, note in enumerate(data.get("faq", []), start=1):
        first, last = _lines(note.get("lines"))
        label = note.get("label") or f"Z{first}-{last}"
        seen_labels[label] += 1
        if seen_labels[label] > 1:
            label = f"{label}-{seen_labels[label]}"
        obj = sync(stats, FaqNote, {"game": game, "label": label}, {
            "kind": note.get("kind") or "hinweis", "text_de": note["text_de"], "title": note.get("title") or "",
            "section_slug": note.get("section") or "", "edition": editions.get(note.get("edition") or ""),
            "confidence": Confidence.CURATED, "match_details": {}, "order": order, "source_file": filename,
            "first_line": first, "last_line": last,
        })
        sync_m2m(stats, obj.cards, [cards[slug] for slug in note.get("cards", []) if slug in cards])
        note_ids.add(obj.pk)
    delete_stale(stats, FaqNote.objects.filter(game=game), note_ids)
    return game


def _main_cost(cost) -> int | None:
    if not isinstance(cost, dict) or not cost:
        return None
    for key in ("coins", "silver", "gold", "money"):
        if isinstance(cost.get(key), int):
            return cost[key]
    first = next(iter(cost.values()))
    return first if isinstance(first, int) else None


# --- rules of the engines ---------------------------------------------------------------------------

def rules_files() -> list[Path]:
    return sorted(ENGINE_GAMES_DIR.glob("*/rules.json"))


def load_rules(stats: SyncStats) -> None:
    """Every engine's rules.json → Rule rows; each quote checked against its rulebook."""
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
        first, last = _lines(data.get("lines"))
        section = RuleSection.objects.filter(rulebook=game.rulebook, slug=data.get("section") or "").first()
        if section is None and first:
            section = section_for_lines(game.rulebook, first, last)
        keep.add(sync(stats, Rule, {"rule_id": data["id"]}, {
            "game": game, "kind": data.get("kind") or "rule", "statement_de": data.get("statement_de") or "",
            "gloss_en": data.get("gloss_en") or "", "section": section, "first_line": first, "last_line": last,
            "quote": data.get("quote") or "", "question": data.get("question") or "",
        }).pk)
    delete_stale(stats, Rule.objects.all(), keep)


# --- everything --------------------------------------------------------------------------------------

def load_catalog() -> SyncStats:
    """Load all games in one transaction: either the whole catalog is current, or nothing changed."""
    stats = SyncStats()
    with transaction.atomic():
        from .importers.dominion_loader import load_dominion

        load_dominion(stats)
        for slug in CURATED_GAMES:
            load_curated_game(stats, slug)
        load_rules(stats)
        # The engines' readings of ambiguous passages, published as "Auslegung" rulings.
        from rulings.services import seed_auslegungen

        seed_auslegungen(stats)
    return stats


def catalog_stats() -> dict:
    """Counts per game: cards by kind, printings, FAQ notes, errata, rule sections, rules."""
    from .models import Erratum, RecommendedSet

    result = {}
    for game in Game.objects.order_by("order"):
        kinds = Counter(Card.objects.filter(game=game).values_list("kind", flat=True))
        result[game.slug] = {
            "name": game.name_de,
            "editions": Edition.objects.filter(game=game).count(),
            "cards": sum(kinds.values()),
            "cards_by_kind": dict(sorted(kinds.items())),
            "printings": Printing.objects.filter(card__game=game).count(),
            "faq_notes": FaqNote.objects.filter(game=game).count(),
            "faq_needing_review": FaqNote.objects.filter(game=game, confidence__in=["medium", "low"]).count(),
            "errata": Erratum.objects.filter(game=game).count(),
            "recommended_sets": RecommendedSet.objects.filter(game=game).count(),
            "rule_sections": RuleSection.objects.filter(rulebook__game=game).count(),
            "rules": Rule.objects.filter(game=game, kind="rule").count(),
            "auslegungen": Rule.objects.filter(game=game, kind="auslegung").count(),
        }
    return result
