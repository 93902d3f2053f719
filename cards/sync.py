"""Writing rows so they match the sources: the machinery every loader of `load_catalog` shares.

A loader says what a row should hold; `sync` writes it only when something differs, so a second load
changes nothing, and `SyncStats` counts what happened per model (the command prints it). Rows the
sources no longer name go through `delete_stale`. `CatalogError` stops a load before it writes: the
sources contradict themselves or the rulebook (the caller's transaction takes back what was written).

It lives in `cards`, the bottom app, so that the loaders above it (rulings) can use it too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db import models

from .importers.quotes import QuoteProblem


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


def line_range(value) -> tuple[int | None, int | None]:
    """A source's `"lines": [first, last]` as two numbers, or (None, None) when it names none."""
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return int(value[0]), int(value[1])
    return None, None
