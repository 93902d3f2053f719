"""Packing an index generation and storing it in the database, and reading it back (search.models.IndexGeneration).

This module knows archives and rows, not Whoosh and not where a process keeps its copy: `search.index` decides
when to publish (after the writer changed its copy) and when to take a newer one (a reader saw it).
"""

from __future__ import annotations

import hashlib
import io
import tarfile
from dataclasses import dataclass
from pathlib import Path

from django.db import IntegrityError, transaction

from .models import IndexGeneration

# Published generations kept in the database: the newest, and two older ones for a reader still fetching one.
KEEP = 3


class GenerationTaken(Exception):
    """Another writer published this number first: start again from the newer generation."""


class GenerationGone(Exception):
    """The generation was dropped (KEEP newer ones were published meanwhile): ask for the newest again."""


@dataclass(frozen=True)
class Published:
    number: int
    bytes: int
    documents: int


def pack(directory: Path) -> bytes:
    """The Whoosh files of a generation as tar.gz (lock files left out: they belong to the writing process)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz", compresslevel=6) as archive:
        for path in sorted(directory.iterdir()):
            if path.is_file() and not path.name.upper().endswith("LOCK"):
                archive.add(path, arcname=path.name, recursive=False)
    return buffer.getvalue()


def unpack(data: bytes, target: Path) -> None:
    """Into the empty directory `target`; only plain files with plain names (tarfile's `data` filter)."""
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
        members = archive.getmembers()
        if any(not member.isfile() or "/" in member.name or member.name.startswith(".") for member in members):
            raise ValueError("an index archive holds plain files only")
        archive.extractall(target, members=members, filter="data")


def latest_number() -> int:
    """The newest published generation's number, 0 if none: one indexed query, cheap enough to ask every few seconds."""
    return IndexGeneration.objects.order_by("-number").values_list("number", flat=True).first() or 0


def fetch(number: int) -> bytes:
    data = IndexGeneration.objects.filter(number=number).values_list("archive", "sha256").first()
    if data is None:
        raise GenerationGone(number)
    archive, sha256 = bytes(data[0]), data[1]
    if hashlib.sha256(archive).hexdigest() != sha256:
        raise ValueError(f"index generation {number}: the archive does not match its checksum")
    return archive


def publish(directory: Path, number: int, documents: int) -> Published:
    """Store `directory` as generation `number` and drop the generations older than the last KEEP.

    GenerationTaken if the number exists already (another writer got there first)."""
    data = pack(directory)
    try:
        with transaction.atomic():
            IndexGeneration.objects.create(number=number, archive=data, bytes=len(data),
                                           sha256=hashlib.sha256(data).hexdigest(), documents=documents)
            IndexGeneration.objects.filter(number__lte=number - KEEP).delete()
    except IntegrityError as error:
        raise GenerationTaken(number) from error
    return Published(number, len(data), documents)
