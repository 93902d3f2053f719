"""Rulebooks split into addressable sections, and the atomic rules the engines enforce."""

from __future__ import annotations

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
