"""Submitted records and their validation runs.

A submission is stored (committed) before anything is queued; a job can always be re-run from it.
"""

from __future__ import annotations

import uuid

from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _


class Submission(models.Model):
    class Format(models.TextChoices):
        RECORD = "record", _("Regelwerk-Protokoll (JSON)")
        DOMINION_ONLINE = "dominion-online", _("Dominion Online (Text)")
        ISOTROPIC = "isotropic", _("isotropic (HTML)")
        GOKO = "goko", _("Goko / Making Fun (Text)")

    class Origin(models.TextChoices):
        API = "api", "API"
        PAGE = "page", _("Formular")
        QUESTION = "question", _("Frage")
        COMMAND = "command", _("Befehl")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    created = models.DateTimeField(_("eingereicht"), auto_now_add=True)
    game = models.CharField(_("Spiel"), max_length=40, blank=True)
    format = models.CharField(_("Format"), max_length=20, choices=Format.choices, default=Format.RECORD)
    origin = models.CharField(_("Herkunft"), max_length=10, choices=Origin.choices, default=Origin.API)
    raw = models.TextField(_("Eingabe (unverändert)"))
    record = models.JSONField(_("Protokoll"), null=True, blank=True)
    size_bytes = models.PositiveIntegerField(_("Größe"))
    entry_count = models.PositiveIntegerField(_("Einträge"), default=0)

    class Meta:
        ordering = ["-created"]
        verbose_name = _("Einreichung")
        verbose_name_plural = _("Einreichungen")

    def __str__(self) -> str:
        return f"{self.game or '?'} {self.format} {self.created:%Y-%m-%d %H:%M}"


class Batch(models.Model):
    """Several submissions validated together (a club's or a tournament's games): stored before any is queued."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    created = models.DateTimeField(_("eingereicht"), auto_now_add=True)
    name = models.CharField(_("Name"), max_length=200, blank=True)
    origin = models.CharField(_("Herkunft"), max_length=10, choices=Submission.Origin.choices,
                              default=Submission.Origin.API)
    total = models.PositiveIntegerField(_("Partien"), default=0)

    class Meta:
        ordering = ["-created"]
        verbose_name = _("Sammelprüfung")
        verbose_name_plural = _("Sammelprüfungen")

    def __str__(self) -> str:
        return f"{self.name or self.id} ({self.total})"

    def get_absolute_url(self) -> str:
        return reverse("engine:batch", args=[self.id])


class ValidationJob(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued", _("wartet")
        RUNNING = "running", _("läuft")
        DONE = "done", _("fertig")
        FAILED = "failed", _("fehlgeschlagen")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    submission = models.ForeignKey(Submission, on_delete=models.CASCADE, related_name="jobs")
    status = models.CharField(_("Status"), max_length=10, choices=Status.choices, default=Status.QUEUED, db_index=True)
    stop_at_first_problem = models.BooleanField(_("beim ersten Problem anhalten"), default=False)
    progress_done = models.PositiveIntegerField(default=0)
    progress_total = models.PositiveIntegerField(default=0)
    report = models.JSONField(_("Bericht"), null=True, blank=True)
    steps = models.JSONField(_("Stellungen"), null=True, blank=True,
                             help_text=_("Stellung nach jedem Eintrag, für die Anzeige"))
    error = models.TextField(_("Fehler"), blank=True)
    attempts = models.PositiveSmallIntegerField(_("Versuche"), default=0)
    task_id = models.CharField(max_length=64, blank=True)
    batch = models.ForeignKey(Batch, on_delete=models.CASCADE, null=True, blank=True, related_name="jobs")
    # When the job's message was handed to the broker; None while it never was (the broker was down): the
    # job row is its own outbox entry, and the sweeper sends what is queued but unsent.
    dispatched_at = models.DateTimeField(null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    heartbeat_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created"]
        verbose_name = _("Prüflauf")
        verbose_name_plural = _("Prüfläufe")

    def __str__(self) -> str:
        return f"{self.id} {self.status}"

    def get_absolute_url(self) -> str:
        return reverse("engine:job", args=[self.id])

    @property
    def progress_percent(self) -> int:
        if not self.progress_total:
            return 100 if self.status == self.Status.DONE else 0
        return int(100 * self.progress_done / self.progress_total)

    @property
    def duration_seconds(self) -> float | None:
        if self.started_at and self.finished_at:
            return (self.finished_at - self.started_at).total_seconds()
        return None
