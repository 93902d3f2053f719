"""Celery tasks that keep the index current (conventions: config.celery.regelwerk_task, .delay_on_commit)."""

from __future__ import annotations

from config.celery import regelwerk_task

from . import index

REBUILD = "*"  # a key that asks for a full rebuild
REBUILD_ABOVE = 300  # more changed documents than this: a rebuild is faster than updating one by one


@regelwerk_task(name="search.update_index")
def update_index(keys: list[str]) -> dict:
    """Re-indexes the documents behind `keys` (`card:12`, `faq:3` ...), or rebuilds when asked or when many
    changed. Idempotent: it reads the committed state, so running it twice gives the same index.

    Without a live index nothing happens: nobody has built one yet (`make run` and deployments run
    `rebuild_index` after `load_catalog`), and a fresh test database should not pay for a rebuild. Shared
    (SEARCH_INDEX_SHARED), a writer without a local copy first takes the published one.

    Runs on the index queue (settings.CELERY_TASK_ROUTES), which one worker reads: the one writer.
    """
    if index.shared():
        index.take_published()
    if index.current_dir() is None:
        return {"skipped": "no index"}
    if REBUILD in keys or len(keys) > REBUILD_ABOVE:
        report = index.rebuild()
        return {"rebuilt": report.documents, "generation": report.generation}
    return index.update(keys)


@regelwerk_task(name="search.rebuild_index")
def rebuild_index() -> dict:
    report = index.rebuild()
    return {"rebuilt": report.documents, "generation": report.generation}
