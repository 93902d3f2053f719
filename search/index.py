"""The Whoosh index: where it lives, how it is built atomically, how it is read.

The index directory holds generations `gen-<n>/`; a file `CURRENT` names the live one. A rebuild
writes a new generation next to it and then replaces `CURRENT` atomically (os.replace), so readers
never see a half-built or empty index.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from django.conf import settings
from whoosh import index as whoosh_index
from whoosh.fields import ID, KEYWORD, NUMERIC, STORED, TEXT, Schema
from whoosh.qparser import MultifieldParser

from .documents import iter_documents


def schema() -> Schema:
    return Schema(
        doc_id=ID(stored=True, unique=True),
        type=ID(stored=True),
        game=ID(stored=True),
        title=TEXT(stored=True, field_boost=3.0),
        body=TEXT(stored=True),
        kind=KEYWORD(stored=True, lowercase=True, commas=True),
        cost=NUMERIC(stored=True),
        url=STORED(),
    )


def index_root() -> Path:
    return Path(settings.SEARCH_INDEX_DIR)


def current_dir() -> Path | None:
    marker = index_root() / "CURRENT"
    if not marker.exists():
        return None
    path = index_root() / marker.read_text().strip()
    return path if path.exists() else None


def rebuild() -> int:
    root = index_root()
    root.mkdir(parents=True, exist_ok=True)
    target = Path(tempfile.mkdtemp(prefix="gen-", dir=root))
    ix = whoosh_index.create_in(str(target), schema())
    writer = ix.writer()
    count = 0
    for document in iter_documents():
        writer.add_document(**document)
        count += 1
    writer.commit()
    previous = current_dir()
    marker_tmp = root / "CURRENT.tmp"
    marker_tmp.write_text(target.name)
    os.replace(marker_tmp, root / "CURRENT")
    if previous and previous != target:
        shutil.rmtree(previous, ignore_errors=True)
    return count


def search(query: str, limit: int = 20) -> tuple[int, list[dict]]:
    directory = current_dir()
    if directory is None or not query.strip():
        return 0, []
    ix = whoosh_index.open_dir(str(directory))
    with ix.searcher() as searcher:
        parsed = MultifieldParser(["title", "body"], ix.schema).parse(query)
        results = searcher.search(parsed, limit=limit)
        results.fragmenter.charlimit = None
        hits = [{"type": hit["type"], "game": hit["game"], "id": hit["doc_id"], "title": hit["title"],
                 "snippet": hit.highlights("body") or hit["body"][:200], "score": round(hit.score, 3),
                 "url": hit.get("url")} for hit in results]
        return len(results), hits
