"""The Auslegungen: one published ruling per rule of kind "auslegung" in the engines' rules.json.

An engine that has to read an ambiguous passage one way says so with a rule of kind "auslegung"; that reading
is published as a ruling citing the rule and its section, so players can find it and argue with it. The
rulings are written through the one save path (`editing.save_ruling`), like a curator's.
"""

from __future__ import annotations

import re

from cards.sync import SyncStats

from .citations import CitationDraft, draft, normalise, source_text
from .editing import normalised_title, save_ruling, snapshot
from .models import Rule, Ruling

NOTE = "aus rules.json"


def _reading_title(rule: Rule) -> str:
    statement = re.sub(r"^\s*Lesart:\s*", "", rule.statement_de or "").strip()
    first = re.split(r"(?<=[.;])\s", statement, maxsplit=1)[0].rstrip(".;")
    title = f"Auslegung: {first}" if first else f"Auslegung {rule.rule_id}"
    return normalised_title(title if len(title) <= 200 else title[:199].rstrip() + "…")


def _reading_text(rule: Rule) -> str:
    parts = [rule.statement_de.strip()]
    if rule.quote:
        parts.append("Die Stelle im Regelheft:\n\n> " + rule.quote.strip().replace("\n", "\n> "))
    if rule.gloss_en:
        parts.append(f"*English:* {rule.gloss_en.strip()}")
    parts.append(f"Der Regelprüfer wendet diese Lesart als Regel `{rule.rule_id}` an.")
    return "\n\n".join(parts)


def _citations(rule: Rule) -> list[CitationDraft]:
    """The rule itself, and its section with the rule's quote when the quote stands in the section."""
    drafts = [draft(rule)]
    if rule.section is not None:
        in_section = rule.quote and normalise(rule.quote) in normalise(source_text(rule.section))
        drafts.append(draft(rule.section, rule.quote if in_section else ""))
    return drafts


def seed_auslegungen(stats: SyncStats | None = None) -> dict[str, int]:
    """Every Rule of kind "auslegung" → a published ruling citing it and its section. Idempotent: a second run
    changes nothing, and a ruling a curator has edited since (origin "curator") is not overwritten."""
    counts = {"created": 0, "updated": 0, "unchanged": 0, "deleted": 0}
    readings = Rule.objects.filter(kind=Rule.Kind.READING).select_related("game", "section").order_by("rule_id")
    for rule in readings:
        existing = Ruling.objects.filter(reading_of=rule).first()
        if existing is not None and existing.origin != Ruling.Origin.SEED:
            counts["unchanged"] += 1
            continue
        title, text, citations = _reading_title(rule), _reading_text(rule), _citations(rule)
        wanted = {"title": title, "text": text, "verdict": Ruling.Verdict.READING, "published": True,
                  "citations": [{"key": d.key, "quote": d.quote} for d in citations]}
        if existing is not None and snapshot(existing) == wanted:
            counts["unchanged"] += 1
            continue
        save_ruling(game=rule.game, title=title, text=text, verdict=Ruling.Verdict.READING, citations=citations,
                    ruling=existing, reading_of=rule, slug=f"auslegung {rule.rule_id.replace('.', ' ')}",
                    origin=Ruling.Origin.SEED, note=NOTE)
        counts["created" if existing is None else "updated"] += 1
    # A seeded Auslegung whose rule is gone goes with it; a curated one stays (its citations are gone).
    stale = Ruling.objects.filter(origin=Ruling.Origin.SEED, reading_of__isnull=True, verdict=Ruling.Verdict.READING,
                                  question__isnull=True)
    counts["deleted"] = stale.count()
    stale.delete()
    if stats is not None:
        for outcome, n in counts.items():
            if n:
                stats.note(Ruling, outcome, n)
    return counts
