"""Saving or deleting a catalog or ruling object queues an index update after the transaction commits.

This is how the index stays current: the search app listens; the catalog and the rulings never call it
(a published ruling reaches the index through its post_save like everything else).

All changes of one transaction go into ONE task: the first change queues `update_index` with a list, later
changes of the same transaction add their keys to that list until it commits (load_catalog writes in one
transaction, so a whole catalog load is one task — which then rebuilds, as it changed many documents).
`indexing_suspended()` turns the per-object updates off for a bulk write and queues one rebuild at the end.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from django.db import models, transaction
from django.db.models.signals import m2m_changed, post_delete, post_save, pre_delete

from cards.models import Card, Edition, Erratum, FaqNote, Game, Printing
from rulings.models import Question, Rule, Rulebook, RuleSection, Ruling

from .documents import edition_dependent_keys
from .tasks import REBUILD, update_index

_state = threading.local()


@contextmanager
def indexing_suspended() -> Iterator[None]:
    """No index update per saved object inside; one rebuild (after commit) when the outermost block ends."""
    _state.suspended = getattr(_state, "suspended", 0) + 1
    try:
        yield
    finally:
        _state.suspended -= 1
    if _state.suspended == 0:
        queue([REBUILD])


class _Batch:
    """The keys of one transaction, queued as ONE `update_index` task when the transaction commits.

    This is `update_index.delay_on_commit(keys)` with keys that may still grow until the commit."""

    def __init__(self, keys: list[str]):
        self.keys = keys
        self.sent = False

    def __call__(self) -> None:
        self.sent = True
        update_index.delay(sorted(set(self.keys)))


def queue(keys: Iterable[str]) -> None:
    """Queues `keys` for re-indexing after commit, joining the batch already waiting in this transaction."""
    keys = [key for key in keys if key]
    if not keys or getattr(_state, "suspended", 0):
        return
    connection = transaction.get_connection()
    batch = getattr(_state, "batch", None)
    if connection.in_atomic_block and batch is not None and _is_pending(connection, batch):
        batch.keys.extend(keys)
        return
    batch = _Batch(sorted(set(keys)))
    _state.batch = batch if connection.in_atomic_block else None
    transaction.on_commit(batch)


def _is_pending(connection, batch: _Batch) -> bool:
    """Is `batch` still waiting for this transaction's commit (not rolled back, not sent)?"""
    return not batch.sent and any(callback is batch for _savepoints, callback, *_rest in connection.run_on_commit)


# --- which documents an object stands in -------------------------------------------------------------------


def keys_for(instance: models.Model) -> list[str]:
    if isinstance(instance, Card):
        return [f"card:{instance.pk}"]
    if isinstance(instance, Printing):
        return [f"card:{instance.card_id}"]
    if isinstance(instance, FaqNote):
        return [f"faq:{instance.pk}"]
    if isinstance(instance, Erratum):
        return [f"erratum:{instance.pk}"]
    if isinstance(instance, RuleSection):
        return [f"section:{instance.pk}"]
    if isinstance(instance, Rule):
        return [f"rule:{instance.pk}"]
    if isinstance(instance, Ruling):
        return [f"ruling:{instance.pk}"]
    if isinstance(instance, Edition):
        return sorted(edition_dependent_keys(instance)) if instance.pk else []
    if isinstance(instance, Question):  # a ruling's document repeats its question
        return [f"ruling:{pk}" for pk in instance.rulings.values_list("pk", flat=True)] if instance.pk else []
    if isinstance(instance, Game | Rulebook):
        return [REBUILD]  # names and titles repeated in many documents; rare
    return []


def on_save(sender, instance, raw: bool = False, **kwargs) -> None:
    if raw:  # loaddata: the fixture loader's business, a rebuild follows
        return
    queue(keys_for(instance))


def on_delete(sender, instance, **kwargs) -> None:
    queue(keys_for(instance))


def before_delete(sender, instance, **kwargs) -> None:
    """An edition or question is about to go: the documents that name it, while the links still exist."""
    queue(keys_for(instance))


def on_m2m(sender, instance, action: str, reverse: bool, pk_set, **kwargs) -> None:
    if not action.startswith("post_"):
        return
    if reverse:  # card.faq_notes.add(note): the notes (or rulings) changed
        prefix = M2M_PREFIX.get(kwargs.get("model"), "")
        queue(f"{prefix}:{pk}" for pk in (pk_set or ()) if prefix)
    else:
        queue(keys_for(instance))


# What the index is built from. Editions and questions: deleting them sets links to NULL without signals, so
# the documents that name them are looked up before the delete.
WATCHED: tuple[type[models.Model], ...] = (Game, Edition, Card, Printing, FaqNote, Erratum, Rulebook, RuleSection,
                                           Rule, Ruling, Question)
LOOKED_UP_BEFORE_DELETE = (Edition, Question)
M2M_PREFIX: dict[type[models.Model], str] = {FaqNote: "faq", Ruling: "ruling"}


def connect() -> None:
    for model in WATCHED:
        label = model._meta.label
        post_save.connect(on_save, sender=model, dispatch_uid=f"search.save.{label}")
        if model in LOOKED_UP_BEFORE_DELETE:
            pre_delete.connect(before_delete, sender=model, dispatch_uid=f"search.delete.{label}")
        else:
            post_delete.connect(on_delete, sender=model, dispatch_uid=f"search.delete.{label}")
    m2m_changed.connect(on_m2m, sender=FaqNote.cards.through, dispatch_uid="search.m2m.faq")
    m2m_changed.connect(on_m2m, sender=Ruling.cards.through, dispatch_uid="search.m2m.ruling")
