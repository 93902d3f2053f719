"""What the job page shows: a summary, the entries of one page as sentences (turn, player, "kauft Silber",
verdict, the rule's German statement), and the position after an entry as the game's picture.

The page lists at most PAGE_SIZE entries (a record may have 20 000), optionally only the problems; positions
are fetched one at a time when a reader opens them (`position_context`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext_lazy as _

from cards.importers.dominion.editions import edition_for
from cards.models import Card
from config.celery import app as celery_app
from engine.core import get_ruleset, replay
from engine.games.burgund import picture as burgund_picture
from engine.games.burgund import tiles as burgund_tiles
from engine.games.dominion import cards as dominion_cards
from engine.games.dominion.effects import IMPLEMENTED_CARDS

from .models import ValidationJob

PAGE_SIZE = 100

VERDICT_LABELS = {
    "legal": _("erlaubt"), "illegal": _("regelwidrig"), "inconsistent": _("widersprüchlich"),
    "unverifiable": _("nicht prüfbar"), "unsupported": _("nicht unterstützt"), "invalid": _("ungültig"),
}
# The records' verbs as a sentence reads them ("Anna kauft Silber").
MOVE_LABELS = {
    "play": _("spielt"), "buy": _("kauft"), "gain": _("nimmt"), "draw": _("zieht"), "end-turn": _("beendet den Zug"),
    "trash": _("entsorgt"), "discard": _("legt ab"), "choose": _("wählt"), "reveal": _("deckt auf"),
    "shuffle": _("mischt"), "topdeck": _("legt auf den Nachziehstapel"), "pass": _("passt"), "take": _("nimmt"),
    "sell": _("verkauft"), "action": _("führt eine Aktion aus"), "place": _("legt aus"), "end-phase": _("beendet die Phase"),
    "look": _("sieht an"), "set-aside": _("legt beiseite"), "return": _("legt zurück"), "react": _("reagiert"),
    "deal": _("bekommt"), "workers": _("nimmt Arbeiterplättchen"), "silver": _("nimmt Silberlinge"),
    "build": _("baut"), "roll": _("würfelt"), "discard-hand": _("legt die Hand ab"), "put-back": _("legt zurück"),
}
# The Empires castles are one catalog entry ("Schlösser"); logs name each castle in English. German names as
# the divider gives them (Kartentrenner Z. 5726-5746, in the pile's order).
CASTLES_DE = {
    "Humble Castle": "Bescheidenes Schloss", "Crumbling Castle": "Verfallendes Schloss", "Small Castle": "Kleines Schloss",
    "Haunted Castle": "Spukschloss", "Opulent Castle": "Reiches Schloss", "Sprawling Castle": "Ausgedehntes Schloss",
    "Grand Castle": "Prunkschloss", "King's Castle": "Königsschloss",
}
# What each engine checks today (README "Engines"); the rest of a game is "nicht unterstützt".
# Dominion's is counted from the engine's own cards (`dominion_scope`), so a new box needs no edit here.
ENGINE_SCOPE = {
    "burgund-karten": _("das Grundspiel mit zwei bis vier Spielern und die Solovariante"),
}


def dominion_scope() -> str:
    """The boxes whose kingdom cards the Dominion engine implements, all or some (with the count), by the
    catalog's German box names; the promos by their number."""
    boxes: dict[str, tuple[str, set[str]]] = {}
    for edition, info in dominion_cards.EDITIONS.items():
        name = edition_for(info["section"]).expansion
        boxes.setdefault(info["box"], (name, set()))[1].update(dominion_cards.kingdom_cards(edition))
    whole, partly, promos = [], [], 0
    for box, (name, tags) in boxes.items():
        done = len(tags & IMPLEMENTED_CARDS)
        if box == "promo":
            promos = done
        elif done == len(tags):
            whole.append(name)
        elif done:
            partly.append(_("%(box)s zum Teil (%(done)d von %(all)d Königreichkarten)")
                          % {"box": name, "done": done, "all": len(tags)})
    text = _("%(boxes)s vollständig") % {"boxes": ", ".join(whole)}
    parts = [text, *partly]
    if promos:
        parts.append(_("%(n)d Promokarten") % {"n": promos})
    return "; ".join(str(part) for part in parts)


@dataclass
class Row:
    index: int
    entry: Any
    by: str
    verb: str
    detail: str
    turn: int | None
    verdict: str | None
    rule: str | None = None
    problem: dict | None = None
    statement: str = ""
    classes: list[str] = field(default_factory=list)


def verdict_label(status: str | None) -> str:
    return str(VERDICT_LABELS.get(status or "", status or ""))


def _cards_text(value: Any, names: dict[str, str]) -> str:
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, list):
        counts: dict[str, int] = {}
        for item in value:
            label = _cards_text(item, names)
            counts[label] = counts.get(label, 0) + 1
        return ", ".join(f"{n}× {label}" if n > 1 else label for label, n in counts.items())
    if isinstance(value, dict):
        return ", ".join(f"{names.get(k, k)}: {_cards_text(v, names)}" for k, v in value.items())
    return str(value)


def describe(entry: Any, names: dict[str, str]) -> tuple[str, str, str]:
    """(player, German verb, what: cards or details) of one log entry."""
    if not isinstance(entry, dict):
        return "", "?", ""
    kind = entry.get("move") or entry.get("event") or "?"
    verb = str(MOVE_LABELS.get(kind, kind))
    parts = []
    for key in ("card", "cards", "tile", "die", "action", "choice", "options", "bonus", "count", "to", "from"):
        if key not in entry:
            continue
        value = entry[key]
        if key == "count":
            parts.append(f"{value} {'Karte' if value == 1 else 'Karten'}" if "cards" not in entry else "")
        elif key == "die":
            parts.append(f"Würfel {value}")
        elif key == "action":
            verb = str(MOVE_LABELS.get(value, value)) if kind == "action" else verb
        else:
            parts.append(_cards_text(value, names))
    return str(entry.get("by", "")), verb, " · ".join(part for part in parts if part)


def card_names(game: str) -> dict[str, str]:
    """Engine card tags and English names → German catalog names (positions and "unsupported" lists)."""
    names: dict[str, str] = dict(CASTLES_DE) if game == "dominion" else {}
    rows = Card.objects.filter(game__slug=game).values_list("external_id", "name_en", "name_de", "slug")
    for tag, name_en, name_de, _slug in rows:
        if name_en:
            names.setdefault(name_en, name_de)
        if tag:
            names[tag] = name_de
    if game != "dominion":  # the curated games' engines name tiles and cards by the catalog's slugs ("kloster-4")
        for _tag, _name_en, name_de, slug in rows:
            names.setdefault(slug, name_de)
    if game == "burgund":  # an animal tile is its species with a number ("schaf-3"): named as the picture names it
        for tag in sorted({tag for supply in burgund_tiles.supplies().values() for tag in supply}):
            names.setdefault(tag, burgund_picture.tile_name(tag, names))
    return names


def _turns(entries: list, steps: list | None, players: list) -> list[int | None]:
    """The turn (round) of each entry: from the stored positions, else by counting ended turns."""
    turns: list[int | None] = []
    if steps:
        for index in range(len(entries)):
            state = steps[index] if index < len(steps) else None  # the position before the entry
            value = None
            if isinstance(state, dict):  # Dominion counts rounds in "turn", the card game turns in "turn_no"
                value = next((state[key] for key in ("turn", "turn_no", "round") if isinstance(state.get(key), int)),
                             None)
            turns.append(value if isinstance(value, int) else None)
        if any(turn is not None for turn in turns):
            return turns
        turns = []
    ended = 0
    seats = max(1, len(players))
    counting = any(isinstance(e, dict) and e.get("move") == "end-turn" for e in entries[:2000])
    for entry in entries:
        turns.append(ended // seats + 1 if counting else None)
        if isinstance(entry, dict) and entry.get("move") == "end-turn":
            ended += 1
    return turns


def job_context(job: ValidationJob, page: int, only_problems: bool) -> dict:
    report = job.report or {}
    record = job.submission.record or {}
    entries = record.get("log") if isinstance(record.get("log"), list) else []
    game = job.submission.game
    names = card_names(game)
    problems = {problem.get("index"): problem for problem in report.get("problems", [])}
    results = report.get("results") or []
    statements = _rule_statements(game, {p.get("rule") for p in problems.values()} |
                                  {r.get("rule") for r in results if r.get("rule")})
    indices = sorted(problems) if only_problems else range(len(entries))
    indices = [i for i in indices if isinstance(i, int) and 0 <= i < len(entries)]
    pages = max(1, math.ceil(len(indices) / PAGE_SIZE))
    page = max(1, min(page, pages))
    shown = indices[(page - 1) * PAGE_SIZE: page * PAGE_SIZE]
    turns = _turns(entries, job.steps, record.get("players") or [])
    rows = []
    for index in shown:
        entry = entries[index]
        result = results[index] if index < len(results) else None
        problem = problems.get(index)
        by, verb, detail = describe(entry, names)
        verdict = (problem or {}).get("verdict") or (result or {}).get("verdict")
        rule = (problem or {}).get("rule") or (result or {}).get("rule")
        turn = (problem or {}).get("turn") or turns[index]
        rows.append(Row(index, entry, by, verb, detail, turn, verdict, rule, problem,
                        statements.get(rule or "", ""), [verdict or "unchecked"]))
    counts: dict[str, int] = {}
    for result in results:
        counts[result.get("verdict")] = counts.get(result.get("verdict"), 0) + 1
    first_problem = min(problems) if problems else None
    unsupported = [{"name": names.get(name, name), "slug": _slug_of(game, names.get(name, name))}
                   for name in report.get("unsupported", [])]
    return {
        "job": job, "report": report, "rows": rows, "names": names, "page": page, "pages": pages,
        "only_problems": only_problems, "problem_count": len(problems), "entry_count": len(entries),
        "counts": [(status, verdict_label(status), count) for status, count in sorted(counts.items(),
                                                                                     key=lambda kv: kv[0] != "legal")],
        "first_problem": problems.get(first_problem) if first_problem is not None else None,
        "first_problem_page": (sorted(problems).index(first_problem) // PAGE_SIZE + 1 if only_problems
                               else first_problem // PAGE_SIZE + 1) if first_problem is not None else None,
        "status_label": verdict_label(report.get("status")), "unsupported": unsupported,
        "engine_scope": dominion_scope() if game == "dominion" else ENGINE_SCOPE.get(game, ""),
        "in_process": bool(celery_app.conf.task_always_eager),
        "has_positions": bool(job.steps) or len(entries) > 0,
        "first_statement": statements.get((problems.get(first_problem) or {}).get("rule") or "", ""),
    }


def _slug_of(game: str, name_de: str) -> str | None:
    """The card page of a German name (a castle's is its pile's, "Schlösser")."""
    if name_de in CASTLES_DE.values():
        name_de = "Schlösser"
    return Card.objects.filter(game__slug=game, name_de=name_de).values_list("slug", flat=True).first()


def _rule_statements(game: str, rule_ids: set) -> dict[str, str]:
    """Rule id → the rule's German statement (from the engine's rules.json, the same text as the rule page)."""
    try:
        ruleset = get_ruleset(game)
    except KeyError:
        return {}
    statements = {}
    for rule_id in rule_ids:
        if rule_id:
            rule = ruleset.rule(rule_id) or {}
            statements[rule_id] = rule.get("statement_de") or rule.get("de") or ""
    return statements


def positions_at(job: ValidationJob, index: int) -> tuple[dict | None, dict | None]:
    """(position before entry `index`, position after it) as state JSON: stored, or replayed on demand."""
    steps = job.steps
    if steps and index + 1 < len(steps):
        return steps[index], steps[index + 1]
    record = job.submission.record or {}
    log = record.get("log") if isinstance(record.get("log"), list) else []
    if not 0 <= index < len(log):
        return None, None
    ruleset = get_ruleset(job.submission.game)
    before = replay({**record, "log": log[:index]})
    after = replay({**record, "log": log[: index + 1]})
    if before.final_state is None or after.final_state is None:
        return None, None
    return ruleset.state_to_json(before.final_state), ruleset.state_to_json(after.final_state)


def picture(job: ValidationJob, index: int) -> tuple[SafeString | None, dict | None, dict | None]:
    """The game's own picture of the position after entry `index` (None: use the generic view), and the states."""
    previous, state = positions_at(job, index)
    if state is None:
        return None, None, None
    record = job.submission.record or {}
    entry = (record.get("log") or [None] * (index + 1))[index]
    names = card_names(job.submission.game)
    drawn = get_ruleset(job.submission.game).picture(state, names, previous, entry)
    # The ruleset escapes every text it draws (its contract); the page adds no markup of its own to it.
    return (mark_safe(drawn) if drawn else None), state, previous

