"""Rulebooks split into addressable sections, and the atomic rules the engines enforce."""

from __future__ import annotations

import hashlib
import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from cards.models import Game


class Rulebook(models.Model):
    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="rulebook", verbose_name=_("Spiel"))
    title = models.CharField(_("Titel"), max_length=200)
    source_file = models.CharField(_("Quelldatei"), max_length=80)
    sha256 = models.CharField(max_length=64)
    line_count = models.PositiveIntegerField(_("Zeilen"))
    text = models.TextField(_("Text (wörtlich)"))

    class Meta:
        ordering = ["game"]
        verbose_name = _("Regelheft")
        verbose_name_plural = _("Regelhefte")

    def __str__(self) -> str:
        return f"{self.game.name_de}: {self.title}"

    def get_absolute_url(self) -> str:
        return reverse("rulings:rulebook", args=[self.game.slug])

    def lines(self, first: int, last: int) -> str:
        return "\n".join(self.text.split("\n")[first - 1 : last])


class RuleSection(models.Model):
    rulebook = models.ForeignKey(Rulebook, on_delete=models.CASCADE, related_name="sections")
    slug = models.SlugField(_("Kürzel"), max_length=120)
    heading = models.CharField(_("Überschrift"), max_length=300)
    order = models.PositiveIntegerField(_("Reihenfolge"))
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="children")
    level = models.PositiveSmallIntegerField(_("Ebene"), default=1)
    first_line = models.PositiveIntegerField(_("erste Zeile"))
    last_line = models.PositiveIntegerField(_("letzte Zeile"))
    text = models.TextField(_("Text (wörtlich)"), blank=True)
    margin_boxes = models.JSONField(_("Randbalken"), default=list, blank=True,
                                    help_text=_("Zeilenbereiche der Randbalken, die diesen Abschnitt zusammenfassen"))

    class Meta:
        ordering = ["rulebook", "order"]
        constraints = [models.UniqueConstraint(fields=["rulebook", "slug"], name="rulesection_unique_slug")]
        verbose_name = _("Regelabschnitt")
        verbose_name_plural = _("Regelabschnitte")

    def __str__(self) -> str:
        return self.heading

    def get_absolute_url(self) -> str:
        return reverse("rulings:rulebook", args=[self.rulebook.game.slug]) + f"#{self.slug}"

    def in_margin_box(self, line: int) -> bool:
        return any(first <= line <= last for first, last in self.margin_boxes)


class Rule(models.Model):
    """One atomic legality rule an engine enforces, or a published reading of an ambiguous passage."""

    class Kind(models.TextChoices):
        RULE = "rule", _("Regel")
        READING = "auslegung", _("Auslegung")

    rule_id = models.CharField(_("Regel-ID"), max_length=160, unique=True)
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="rules")
    kind = models.CharField(_("Art"), max_length=12, choices=Kind.choices, default=Kind.RULE)
    statement_de = models.TextField(_("Regel"))
    gloss_en = models.TextField(_("englische Fassung"), blank=True)
    section = models.ForeignKey(RuleSection, null=True, blank=True, on_delete=models.SET_NULL, related_name="rules")
    first_line = models.PositiveIntegerField(_("erste Zeile"), null=True, blank=True)
    last_line = models.PositiveIntegerField(_("letzte Zeile"), null=True, blank=True)
    quote = models.TextField(_("Zitat (wörtlich)"), blank=True)
    question = models.CharField(_("Mehrdeutigkeit"), max_length=20, blank=True, help_text=_("z. B. Q3 im Digest"))

    class Meta:
        ordering = ["game", "rule_id"]
        verbose_name = _("Regel")
        verbose_name_plural = _("Regeln")

    def __str__(self) -> str:
        return self.rule_id

    def get_absolute_url(self) -> str:
        return reverse("rulings:rule", args=[self.rule_id])


# --- questions and their answers ---------------------------------------------------------------------


def new_follow_token() -> str:
    return secrets.token_urlsafe(24)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Question(models.Model):
    """A player's rules question, optionally with a position and the move in doubt attached."""

    class Status(models.TextChoices):
        OPEN = "offen", _("offen")
        ANSWERED = "beantwortet", _("beantwortet")
        DUPLICATE = "duplikat", _("Duplikat")
        CLOSED = "geschlossen", _("geschlossen")

    class Language(models.TextChoices):
        DE = "de", _("Deutsch")
        EN = "en", _("Englisch")

    class EngineStatus(models.TextChoices):
        NONE = "", _("keine Stellung")
        UNSUPPORTED = "unsupported", _("kein Regelprüfer für dieses Spiel")
        QUEUED = "queued", _("wartet")
        DONE = "done", _("fertig")
        FAILED = "failed", _("fehlgeschlagen")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="questions", verbose_name=_("Spiel"))
    title = models.CharField(_("Titel"), max_length=200)
    body = models.TextField(_("Frage"))
    language = models.CharField(_("Sprache"), max_length=2, choices=Language.choices, default=Language.DE)
    cards = models.ManyToManyField("cards.Card", blank=True, related_name="questions", verbose_name=_("Karten"))
    position = models.JSONField(_("Stellung"), null=True, blank=True,
                                help_text=_("Protokoll-Anfang oder {\"game\", \"state\"} im Protokollformat des Spiels"))
    move = models.JSONField(_("fraglicher Zug"), null=True, blank=True)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                               related_name="questions", verbose_name=_("Autor"))
    email = models.EmailField(_("E-Mail für die Antwort"), blank=True)
    notify = models.BooleanField(_("bei Antwort benachrichtigen"), default=True)
    status = models.CharField(_("Status"), max_length=12, choices=Status.choices, default=Status.OPEN, db_index=True)
    duplicate_of = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL,
                                     related_name="duplicates", verbose_name=_("Duplikat von"))
    answered_by = models.ForeignKey("Ruling", null=True, blank=True, on_delete=models.SET_NULL,
                                    related_name="duplicate_questions", verbose_name=_("beantwortet durch"),
                                    help_text=_("eine bestehende Entscheidung, die diese Frage schon beantwortet"))
    follow_token_hash = models.CharField(max_length=64, unique=True, editable=False,
                                         help_text=_("SHA-256 des privaten Links; der Link selbst wird nicht gespeichert"))
    engine_status = models.CharField(_("Regelprüfer"), max_length=12, choices=EngineStatus.choices, blank=True,
                                     default=EngineStatus.NONE)
    engine_result = models.JSONField(_("Ergebnis des Regelprüfers"), null=True, blank=True)
    engine_checked_at = models.DateTimeField(null=True, blank=True)
    created = models.DateTimeField(_("gestellt"), auto_now_add=True)
    updated = models.DateTimeField(_("geändert"), auto_now=True)

    class Meta:
        ordering = ["-created"]
        verbose_name = _("Frage")
        verbose_name_plural = _("Fragen")

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("rulings:question", args=[self.pk])

    def set_follow_token(self) -> str:
        """A fresh private token; only its hash is kept, so the link is shown (or mailed) once."""
        token = new_follow_token()
        self.follow_token_hash = hash_token(token)
        return token

    @property
    def has_position(self) -> bool:
        return self.position is not None and self.move is not None

    @property
    def answer_email(self) -> str:
        return self.email or (self.author.email if self.author_id and self.author else "")


class Ruling(models.Model):
    """A published answer: Markdown text, a verdict where it applies, and citations with verbatim quotes.

    It may answer a question, or stand alone as an "Auslegung" of an ambiguous passage.
    """

    class Verdict(models.TextChoices):
        NONE = "", _("kein Urteil")
        LEGAL = "legal", _("erlaubt")
        ILLEGAL = "illegal", _("nicht erlaubt")
        CLARIFICATION = "klarstellung", _("Klarstellung")
        READING = "auslegung", _("Auslegung")

    class Origin(models.TextChoices):
        CURATOR = "curator", _("Schiedsrichter")
        SEED = "seed", _("aus rules.json")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="rulings", verbose_name=_("Spiel"))
    question = models.ForeignKey(Question, null=True, blank=True, on_delete=models.SET_NULL, related_name="rulings",
                                 verbose_name=_("Frage"))
    reading_of = models.OneToOneField(Rule, null=True, blank=True, on_delete=models.SET_NULL,
                                      related_name="auslegung", verbose_name=_("Auslegung der Regel"))
    title = models.CharField(_("Titel"), max_length=200)
    slug = models.SlugField(_("Kürzel"), max_length=180, unique=True)
    text = models.TextField(_("Antwort (Markdown)"))
    verdict = models.CharField(_("Urteil"), max_length=12, choices=Verdict.choices, blank=True, default="")
    cards = models.ManyToManyField("cards.Card", blank=True, related_name="rulings", verbose_name=_("Karten"))
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="rulings",
                               verbose_name=_("Autor"))
    origin = models.CharField(_("Herkunft"), max_length=8, choices=Origin.choices, default=Origin.CURATOR)
    published = models.BooleanField(_("veröffentlicht"), default=False, db_index=True)
    published_at = models.DateTimeField(_("veröffentlicht am"), null=True, blank=True, db_index=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-published_at", "-created"]
        verbose_name = _("Entscheidung")
        verbose_name_plural = _("Entscheidungen")
        permissions = [("publish_ruling", _("Kann Entscheidungen veröffentlichen und Fragen bearbeiten"))]

    def __str__(self) -> str:
        return self.title

    def get_absolute_url(self) -> str:
        return reverse("rulings:ruling", args=[self.slug])


class Citation(models.Model):
    """One cited source of a ruling — exactly one of rule, section, FAQ note, erratum, card — with its quote."""

    ruling = models.ForeignKey(Ruling, on_delete=models.CASCADE, related_name="citations")
    order = models.PositiveSmallIntegerField(default=0)
    rule = models.ForeignKey(Rule, null=True, blank=True, on_delete=models.CASCADE, related_name="citations")
    section = models.ForeignKey(RuleSection, null=True, blank=True, on_delete=models.CASCADE, related_name="citations")
    faq_note = models.ForeignKey("cards.FaqNote", null=True, blank=True, on_delete=models.CASCADE,
                                 related_name="citations")
    erratum = models.ForeignKey("cards.Erratum", null=True, blank=True, on_delete=models.CASCADE,
                                related_name="citations")
    card = models.ForeignKey("cards.Card", null=True, blank=True, on_delete=models.CASCADE, related_name="citations")
    quote = models.TextField(_("Zitat (wörtlich)"))

    class Meta:
        ordering = ["ruling", "order"]
        verbose_name = _("Beleg")
        verbose_name_plural = _("Belege")
        constraints = [
            models.CheckConstraint(
                name="citation_exactly_one_source",
                condition=(
                    models.Q(rule__isnull=False, section__isnull=True, faq_note__isnull=True, erratum__isnull=True,
                             card__isnull=True)
                    | models.Q(rule__isnull=True, section__isnull=False, faq_note__isnull=True, erratum__isnull=True,
                               card__isnull=True)
                    | models.Q(rule__isnull=True, section__isnull=True, faq_note__isnull=False, erratum__isnull=True,
                               card__isnull=True)
                    | models.Q(rule__isnull=True, section__isnull=True, faq_note__isnull=True, erratum__isnull=False,
                               card__isnull=True)
                    | models.Q(rule__isnull=True, section__isnull=True, faq_note__isnull=True, erratum__isnull=True,
                               card__isnull=False)
                ),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.ruling}: {self.key}"

    @property
    def source(self) -> models.Model:
        return self.rule or self.section or self.faq_note or self.erratum or self.card

    @property
    def key(self) -> str:
        if self.rule_id:
            return f"rule:{self.rule.rule_id}"
        for name in ("section", "faq_note", "erratum", "card"):
            pk = getattr(self, f"{name}_id")
            if pk:
                return f"{'faq' if name == 'faq_note' else name}:{pk}"
        return ""


class RulingRevision(models.Model):
    """The state of a ruling after each edit (its first version included): who, when, what."""

    ruling = models.ForeignKey(Ruling, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField(_("Fassung"))
    title = models.CharField(_("Titel"), max_length=200)
    text = models.TextField(_("Antwort (Markdown)"))
    verdict = models.CharField(_("Urteil"), max_length=12, blank=True)
    citations = models.JSONField(_("Belege"), default=list, blank=True)
    published = models.BooleanField(_("veröffentlicht"), default=False)
    editor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    note = models.CharField(_("Änderungsnotiz"), max_length=300, blank=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["ruling", "-number"]
        constraints = [models.UniqueConstraint(fields=["ruling", "number"], name="rulingrevision_unique_number")]
        verbose_name = _("Fassung")
        verbose_name_plural = _("Fassungen")

    def __str__(self) -> str:
        return f"{self.ruling} #{self.number}"
