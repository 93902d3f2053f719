"""The published generations of the search index: how every machine gets the index the one writer built.

Whoosh allows one writer per index, and its file locks do not hold on a network file system. So the index is
never shared as a directory: the index worker (the only writer, see `search.tasks`) builds and updates its own
copy and, after each change, stores the whole generation here as an archive with the next number. Every other
process keeps its own local copy and swaps in a newer generation when it sees one (`search.index.follow`). The
database is the one store that every node of a deployment already shares.
"""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class IndexGeneration(models.Model):
    """One published state of the index: a tar.gz of its Whoosh files, numbered 1, 2, 3 … by the writer.

    The number is the primary key, so two writers (a misconfiguration) cannot both publish the same number:
    the second one's insert fails and it starts again from the newer generation."""

    number = models.PositiveIntegerField(_("Generation"), primary_key=True)
    archive = models.BinaryField(_("Archiv (tar.gz)"))
    bytes = models.PositiveIntegerField(_("Bytes"))
    sha256 = models.CharField(max_length=64)
    documents = models.PositiveIntegerField(_("Dokumente"))
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("Suchindex-Generation")
        verbose_name_plural = _("Suchindex-Generationen")
        ordering = ["-number"]

    def __str__(self) -> str:
        return f"{self.number} ({self.documents} Dokumente, {self.bytes} Bytes)"
