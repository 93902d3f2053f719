"""The Whoosh index: where it lives, how it is built atomically, kept current, and read.

The index directory holds generations `gen-<...>/`; a file `CURRENT` names the live one. A rebuild writes
a new generation next to it and then replaces `CURRENT` atomically (os.replace), so readers never see a
half-built or empty index. The previous generation stays on disk until the next rebuild, so a reader that
opened it a moment ago can finish. Incremental updates write into the live generation. Writers (rebuilds
and updates) take one file lock, so an update never lands in a generation that is about to be replaced.

Several machines (SEARCH_INDEX_SHARED): the directory is never shared between machines (Whoosh's locks do not
hold on a network file system). Every process keeps a local copy; the one writer (the index worker, which alone
reads the index queue) publishes each generation it makes to the database (`search.generations`), numbered, and a
reader checks the newest number every SEARCH_INDEX_FOLLOW_SECONDS and swaps a newer one in like a rebuild
(`follow`). The file `PUBLISHED` says which number the live generation is. Without the setting (`make run`, one
machine) nothing is published or fetched.
"""

from __future__ import annotations

import fcntl
import logging
import os
import shutil
import tempfile
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.db import DatabaseError
from whoosh import index as whoosh_index
from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema
from whoosh.query import Term

from . import generations
from .analysis import Compounds, Vocabulary, fold, german_analyzer, ngram_analyzer, plain
from .documents import dependent_keys, documents_for, iter_documents
from .scoring import ListLengthBM25F

log = logging.getLogger(__name__)

# Searched fields: names, and one body of everything else. What the body says weighs by the kind of document
# (search.scoring.TYPE_WEIGHTS: card text > FAQ/errata > rule text): two clauses per word instead of five.
TEXT_FIELDS = ("name", "body")
BODY_PARTS = ("about", "card_text", "note_text", "rule_text")  # the document keys that make up the body
TYPE_RANK = {"card": 0, "faq": 1, "erratum": 1, "ruling": 2, "rule": 3, "section": 3}  # filter-only order
# Chosen by measurement (bench/search.py): splitting against the corpus vocabulary found every relevance case
# (71/71, MRR 0.94) with a smaller, faster index than character 4-grams (68/71, MRR 0.92).
DEFAULT_COMPOUNDS = Compounds.SPLIT


def schema(vocabulary: Vocabulary | None, compounds: str = DEFAULT_COMPOUNDS) -> Schema:
    analyzer = german_analyzer(vocabulary if compounds == Compounds.SPLIT else None)
    fields = {
        "doc_id": ID(stored=True, unique=True),
        "type": ID(stored=True, sortable=True),
        "kind": ID(stored=True, sortable=True),
        "game": ID(stored=True, sortable=True),
        "group": ID(stored=True, sortable=True),
        "rank": NUMERIC(int, stored=True),
        "sort_title": ID(stored=True),
        "editions": KEYWORD(stored=True, scorable=False),
        "types": KEYWORD(commas=True, scorable=False),
        "cost": NUMERIC(int, bits=32, signed=True, stored=True),
        "title": STORED(),
        "subtitle": STORED(),
        "text": STORED(),
        "url": STORED(),
        "edition_names": STORED(),
    }
    for name in TEXT_FIELDS:
        fields[name] = TEXT(analyzer=analyzer, phrase=True)
    if compounds == Compounds.NGRAM:
        fields["grams"] = TEXT(analyzer=ngram_analyzer(), phrase=False)
    return Schema(**fields)


def prepare(document: dict, compounds: str) -> dict:
    """A document as Whoosh takes it: no None values, the body joined, the n-gram field filled."""
    prepared = {
        key: value for key, value in document.items() if value is not None and value != "" and key not in BODY_PARTS
    }
    prepared["body"] = "\n\n".join(document.get(part) or "" for part in BODY_PARTS).strip()
    prepared["rank"] = TYPE_RANK.get(document["type"], 9)
    prepared["sort_title"] = plain(fold(document.get("title") or ""))
    if compounds == Compounds.NGRAM:
        prepared["grams"] = " ".join(prepared.get(name) or "" for name in TEXT_FIELDS)
    return prepared


def index_root() -> Path:
    return Path(settings.SEARCH_INDEX_DIR)


def current_dir() -> Path | None:
    marker = index_root() / "CURRENT"
    try:
        name = marker.read_text().strip()
    except FileNotFoundError:
        return None
    path = index_root() / name
    return path if name and path.exists() else None


@contextmanager
def writer_lock(blocking: bool = True) -> Iterator[None]:
    """One writer at a time across the processes of this machine (web, workers, management commands); not
    blocking: BlockingIOError when another process holds it. The directory is local (see SEARCH_INDEX_SHARED)."""
    root = index_root()
    root.mkdir(parents=True, exist_ok=True)
    with open(root / "WRITE.lock", "a+") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX if blocking else fcntl.LOCK_EX | fcntl.LOCK_NB)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@dataclass
class BuildReport:
    documents: int
    seconds: float
    generation: str
    bytes: int
    compounds: str
    vocabulary: int


def directory_size(path: Path) -> int:
    return sum(file.stat().st_size for file in path.iterdir() if file.is_file())


def build_into(target: Path, documents: list[dict], compounds: str = DEFAULT_COMPOUNDS) -> Vocabulary | None:
    """Writes a complete index of `documents` into the empty directory `target`."""
    vocabulary = None
    if compounds == Compounds.SPLIT:
        vocabulary = Vocabulary.from_texts(
            document.get(name) or "" for document in documents for name in ("name", *BODY_PARTS)
        )
    ix = whoosh_index.create_in(str(target), schema(vocabulary, compounds))
    writer = ix.writer(limitmb=256)
    for document in documents:
        writer.add_document(**prepare(document, compounds))
    writer.commit(optimize=True)
    return vocabulary


def _switch_to(target: Path) -> None:
    """Make `target` the live generation (atomically) and remove all but it and the previous one (under the lock)."""
    root = index_root()
    previous = current_dir()
    marker_tmp = root / f"CURRENT.{os.getpid()}.tmp"
    marker_tmp.write_text(target.name)
    os.replace(marker_tmp, root / "CURRENT")
    # Keep the generation readers may still hold open; remove the older ones.
    keep = {target.name, previous.name if previous else ""}
    for old in root.glob("gen-*"):
        if old.is_dir() and old.name not in keep:
            shutil.rmtree(old, ignore_errors=True)


def rebuild(compounds: str = DEFAULT_COMPOUNDS, documents: Iterable[dict] | None = None) -> BuildReport:
    """Builds a new generation (from the database, or from `documents`) and switches to it atomically; shared
    (SEARCH_INDEX_SHARED), it is published as the next generation for the other machines."""
    started = time.perf_counter()
    root = index_root()
    root.mkdir(parents=True, exist_ok=True)
    with writer_lock():
        documents = list(iter_documents() if documents is None else documents)
        target = Path(tempfile.mkdtemp(prefix="gen-", dir=root))
        try:
            vocabulary = build_into(target, documents, compounds)
        except BaseException:
            shutil.rmtree(target, ignore_errors=True)
            raise
        _switch_to(target)
        if shared():
            _publish_rebuild_locked(target, len(documents))
    return BuildReport(
        len(documents),
        time.perf_counter() - started,
        target.name,
        directory_size(target),
        compounds,
        len(vocabulary) if vocabulary else 0,
    )


def update(keys: Iterable[str]) -> dict[str, int]:
    """Re-indexes the documents behind `keys` (`card:12`, `faq:3` ...) in the live generation.

    A key whose object is gone (or no longer published) is removed. Documents that repeat a card's name
    (its notes and errata) are re-indexed with it. Without a live index, nothing happens: the next
    rebuild will include everything.
    """
    keys = set(keys)
    with writer_lock():
        for _attempt in range(3):
            if shared():
                _take_newer_locked()  # a fresh writer machine starts from what was published
            counts = _update_locked(set(keys))
            directory = current_dir()
            if directory is None or not shared():
                return counts
            try:
                _publish_locked(directory, published_number() + 1, _doc_count(directory))
            except generations.GenerationTaken:
                # Another writer (there should be one only: the index queue's worker) published first: apply the
                # same keys again on top of its generation.
                log.warning("search index: generation %d was published by another writer; updating again",
                            published_number() + 1)
                continue
            return counts
    raise RuntimeError("search index: three attempts to publish an update lost to another writer")


def _update_locked(keys: set[str]) -> dict[str, int]:
    counts = {"updated": 0, "deleted": 0}
    directory = current_dir()
    if directory is None:
        return counts
    ix = whoosh_index.open_dir(str(directory))
    compounds = Compounds.NGRAM if "grams" in ix.schema else Compounds.SPLIT
    with ix.searcher() as searcher:
        for key in list(keys):
            keys |= dependent_keys(key)
            if key.startswith("card:"):
                # documents grouped under a card that may be gone
                keys |= {hit["doc_id"] for hit in searcher.search(Term("group", key), limit=None)}
    writer = ix.writer(timeout=30.0)
    try:
        for key in sorted(keys):
            document = documents_for(key)
            if document is None:
                writer.delete_by_term("doc_id", key)
                counts["deleted"] += 1
            else:
                writer.update_document(**prepare(document, compounds))
                counts["updated"] += 1
    except BaseException:
        writer.cancel()
        raise
    writer.commit()
    return counts


# --- several machines: publishing and following generations ---------------------------------------------


def shared() -> bool:
    """Does this deployment publish generations to the database and follow them (SEARCH_INDEX_SHARED)?"""
    return bool(settings.SEARCH_INDEX_SHARED)


def published_number() -> int:
    """The published number of the live generation; 0 if it was not published (or was rebuilt here since)."""
    try:
        number, name = (index_root() / "PUBLISHED").read_text().split()
    except (FileNotFoundError, ValueError):
        return 0
    directory = current_dir()
    return int(number) if directory is not None and directory.name == name else 0


def _write_published(number: int, directory: Path) -> None:
    root = index_root()
    marker_tmp = root / f"PUBLISHED.{os.getpid()}.tmp"
    marker_tmp.write_text(f"{number} {directory.name}")
    os.replace(marker_tmp, root / "PUBLISHED")


def _doc_count(directory: Path) -> int:
    return whoosh_index.open_dir(str(directory)).doc_count()


def _publish_locked(directory: Path, number: int, documents: int) -> None:
    """The writer, under its lock: store the live generation as `number` (GenerationTaken if it exists)."""
    published = generations.publish(directory, number, documents)
    _write_published(number, directory)
    log.info("search index: generation %d published (%d documents, %d bytes)", number, documents, published.bytes)


def _publish_rebuild_locked(directory: Path, documents: int) -> None:
    """A rebuild read everything anew: it goes on top of whatever was published, also if that changed meanwhile."""
    for _attempt in range(3):
        try:
            _publish_locked(directory, generations.latest_number() + 1, documents)
            return
        except generations.GenerationTaken:
            log.warning("search index: another writer published while this one rebuilt; publishing on top of it")
    raise RuntimeError("search index: three attempts to publish a rebuild lost to another writer")


def _take_newer_locked() -> bool:
    """Under the lock: if a newer generation was published, unpack it beside the live one and switch to it."""
    latest = generations.latest_number()
    if latest <= published_number():
        return False
    data = generations.fetch(latest)
    target = Path(tempfile.mkdtemp(prefix="gen-", dir=index_root()))
    try:
        generations.unpack(data, target)
        _doc_count(target)  # an archive Whoosh cannot open fails here, before it goes live
    except BaseException:
        shutil.rmtree(target, ignore_errors=True)
        raise
    _switch_to(target)
    _write_published(latest, target)
    log.info("search index: generation %d taken from the database", latest)
    return True


def take_published() -> bool:
    """Take the newest published generation now if it is newer than the live one (the writer, before it writes)."""
    with writer_lock():
        return _take_newer_locked()


class _Following:
    """When this process last asked the database for the newest generation (monotonic seconds)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.checked = float("-inf")


_following = _Following()


def follow() -> bool:
    """A reader of a shared deployment takes a newer published generation; True if it switched.

    The database is asked at most every SEARCH_INDEX_FOLLOW_SECONDS per process (one indexed query). When the
    database cannot be reached, or another process of this machine holds the lock (it is fetching the same
    generation, or this is the writer's machine and it is writing), the local generation keeps serving.
    """
    if not shared():
        return False
    now = time.monotonic()
    with _following.lock:
        if now - _following.checked < settings.SEARCH_INDEX_FOLLOW_SECONDS:
            return False
        _following.checked = now
    try:
        if generations.latest_number() <= published_number():
            return False
        with writer_lock(blocking=False):
            return _take_newer_locked()
    except BlockingIOError:
        return False
    except (DatabaseError, generations.GenerationGone) as error:
        log.warning("search index: no newer generation taken (%s); the local one keeps serving", error)
        return False


# --- reading -------------------------------------------------------------------------------------------


class IndexUnavailable(Exception):
    """No index has been built yet (run `manage.py rebuild_index`)."""


class _Reader:
    """One open searcher per process, reopened when CURRENT names another generation or the index changed."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.generation: Path | None = None
        self.index = None
        self.searcher = None

    def get(self):
        follow()
        directory = current_dir()
        if directory is None:
            raise IndexUnavailable
        with self.lock:
            if directory != self.generation or self.searcher is None or not self.searcher.up_to_date():
                # A fresh reader, not Searcher.refresh(): reusing segment readers across deletions is not
                # worth the risk for an index this small.
                old = self.searcher
                self.index = whoosh_index.open_dir(str(directory))
                self.searcher = self.index.searcher(weighting=ListLengthBM25F())
                self.generation = directory
                if old is not None:
                    old.close()
            return self.searcher

    def reset(self) -> None:
        with self.lock:
            if self.searcher is not None:
                self.searcher.close()
            self.generation = self.index = self.searcher = None


reader = _Reader()


def searcher():
    """The process's searcher on the live generation (do not close it)."""
    return reader.get()
