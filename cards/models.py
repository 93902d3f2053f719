"""The catalog: games, their published boxes, everything with rules text, and notes about it.

A card that exists in several editions is ONE `Card` with several `Printing`s. Every German text
comes verbatim from a rulebook, with the file and line range it stands on.
"""

from __future__ import annotations

from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _


class SourceLines(models.Model):
    """Where a text stands: the rulebook file (as shipped in rulings/sources/rulebooks) and its lines."""

    source_file = models.CharField(_("Quelldatei"), max_length=80, blank=True)
    first_line = models.PositiveIntegerField(_("erste Zeile"), null=True, blank=True)
    last_line = models.PositiveIntegerField(_("letzte Zeile"), null=True, blank=True)

    class Meta:
        abstract = True

    @property
    def line_range(self) -> str:
        if self.first_line is None:
            return ""
        if self.first_line == self.last_line:
            return f"Z. {self.first_line}"
        return f"Z. {self.first_line}–{self.last_line}"


class Game(models.Model):
    slug = models.SlugField(_("Kürzel"), unique=True, max_length=40)
    name_de = models.CharField(_("Name"), max_length=200)
    name_en = models.CharField(_("englischer Name"), max_length=200, blank=True)
    designer = models.CharField(_("Autor"), max_length=200, blank=True)
    publisher = models.CharField(_("Verlag"), max_length=200, blank=True)
    year = models.PositiveSmallIntegerField(_("Jahr"), null=True, blank=True)
    players_min = models.PositiveSmallIntegerField(_("Spieler min."), null=True, blank=True)
    players_max = models.PositiveSmallIntegerField(_("Spieler max."), null=True, blank=True)
    order = models.PositiveSmallIntegerField(_("Reihenfolge"), default=0)

    class Meta:
        ordering = ["order", "name_de"]
        verbose_name = _("Spiel")
        verbose_name_plural = _("Spiele")

    def __str__(self) -> str:
        return self.name_de

    def get_absolute_url(self) -> str:
        return reverse("cards:game", args=[self.slug])


class Edition(SourceLines):
    """One published box: base game, expansion, module, update pack or a later edition of either."""

    class Kind(models.TextChoices):
        BASE = "base", _("Grundspiel")
        EXPANSION = "expansion", _("Erweiterung")
        MODULE = "module", _("Modul")
        UPDATE = "update", _("Ergänzung")
        PROMO = "promo", _("Promo")
        RULES = "rules", _("Regeln und Grundausrüstung")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="editions", verbose_name=_("Spiel"))
    slug = models.SlugField(_("Kürzel"), max_length=80)
    name_de = models.CharField(_("Name"), max_length=200)
    name_en = models.CharField(_("englischer Name"), max_length=200, blank=True)
    kind = models.CharField(_("Art"), max_length=20, choices=Kind.choices, default=Kind.BASE)
    expansion = models.CharField(_("Spiel/Erweiterung"), max_length=120, blank=True,
                                 help_text=_("Welche Schachtel unabhängig von der Auflage, z. B. „Die Intrige“."))
    edition_number = models.PositiveSmallIntegerField(_("Auflage"), null=True, blank=True)
    order = models.PositiveSmallIntegerField(_("Reihenfolge"), default=0)
    expands = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="expansions",
                                verbose_name=_("erweitert"))
    publisher = models.CharField(_("Verlag"), max_length=200, blank=True)
    year = models.PositiveSmallIntegerField(_("Jahr"), null=True, blank=True)
    external_ids = models.JSONField(_("externe Kennungen"), default=list, blank=True,
                                    help_text=_("z. B. die domdiv-Kartensätze dieser Schachtel"))

    class Meta:
        ordering = ["game", "order"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="edition_unique_slug")]
        verbose_name = _("Edition")
        verbose_name_plural = _("Editionen")

    def __str__(self) -> str:
        return f"{self.game.name_de}: {self.name_de}"

    def get_absolute_url(self) -> str:
        return reverse("cards:edition", args=[self.game.slug, self.slug])


class Card(SourceLines):
    """Anything with rules text a player can hold or place: card, tile, board, token, landscape."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="cards", verbose_name=_("Spiel"))
    slug = models.SlugField(_("Kürzel"), max_length=120)
    name_de = models.CharField(_("Name"), max_length=200, db_index=True)
    name_en = models.CharField(_("englischer Name"), max_length=200, blank=True, db_index=True)
    aliases = models.JSONField(_("weitere Namen"), default=list, blank=True,
                               help_text=_("Schreibweisen aus den Quellen, Tippfehler, Gruppennamen"))
    kind = models.CharField(_("Art"), max_length=40, db_index=True)
    types = models.JSONField(_("Typen"), default=list, blank=True)
    types_en = models.JSONField(_("Typen (englisch)"), default=list, blank=True)
    cost = models.JSONField(_("Kosten"), null=True, blank=True)
    cost_value = models.SmallIntegerField(_("Kosten (Zahl)"), null=True, blank=True, db_index=True,
                                          help_text=_("Hauptwährung als Zahl, für Filter wie kosten<=4"))
    copies = models.PositiveSmallIntegerField(_("Anzahl"), null=True, blank=True)
    text_de = models.TextField(_("Text"), blank=True)
    attributes = models.JSONField(_("Eigenschaften"), default=dict, blank=True)
    gaps = models.JSONField(_("Lücken"), default=list, blank=True,
                            help_text=_("Was der Regeltext nicht hergibt (bei der Extraktion verloren)"))
    facts = models.JSONField(_("externe Fakten"), default=list, blank=True,
                             help_text=_("Fakten aus öffentlichen Quellen, jeweils mit Herkunft"))
    external_id = models.CharField(_("externe Kennung"), max_length=80, blank=True, db_index=True,
                                   help_text=_("z. B. domdiv card_tag"))
    editions = models.ManyToManyField(Edition, through="Printing", related_name="cards")

    class Meta:
        ordering = ["game", "name_de"]
        constraints = [models.UniqueConstraint(fields=["game", "slug"], name="card_unique_slug")]
        verbose_name = _("Karte")
        verbose_name_plural = _("Karten")

    def __str__(self) -> str:
        return self.name_de

    def get_absolute_url(self) -> str:
        return reverse("cards:card", args=[self.game.slug, self.slug])


class Printing(SourceLines):
    """A card as printed in one edition: its text there, its copies in that box, its position."""

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings", verbose_name=_("Karte"))
    edition = models.ForeignKey(Edition, on_delete=models.CASCADE, related_name="printings", verbose_name=_("Edition"))
    text_de = models.TextField(_("Text"), blank=True)
    copies = models.PositiveSmallIntegerField(_("Anzahl"), null=True, blank=True)
    position = models.PositiveIntegerField(_("Position"), default=0)

    class Meta:
        ordering = ["edition__order", "position"]
        constraints = [models.UniqueConstraint(fields=["card", "edition"], name="printing_unique")]
        verbose_name = _("Druck")
        verbose_name_plural = _("Drucke")

    def __str__(self) -> str:
        return f"{self.card} ({self.edition.name_de})"


class Confidence(models.TextChoices):
    CURATED = "curated", _("kuratiert")
    HIGH = "high", _("hoch")
    MEDIUM = "medium", _("mittel")
    LOW = "low", _("niedrig")
    REVIEWED = "reviewed", _("geprüft")


class FaqNote(SourceLines):
    """A clarification, example or hint from a rulebook or divider, linked to what it is about."""

    class Kind(models.TextChoices):
        NOTE = "hinweis", _("Hinweis")
        CAUTION = "achtung", _("Achtung")
        IMPORTANT = "wichtig", _("Wichtig")
        EXAMPLE = "beispiel", _("Beispiel")
        CLARIFICATION = "klarstellung", _("Klarstellung")
        TIP = "tipp", _("Tipp")
        VARIANT = "variante", _("Variante")
        CARD_NOTE = "kartenhinweis", _("Kartenhinweis")
        REMARK = "anmerkung", _("Anmerkung")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="faq_notes", verbose_name=_("Spiel"))
    edition = models.ForeignKey(Edition, null=True, blank=True, on_delete=models.SET_NULL, related_name="faq_notes",
                                verbose_name=_("Edition"))
    cards = models.ManyToManyField(Card, blank=True, related_name="faq_notes", verbose_name=_("Karten"))
    kind = models.CharField(_("Art"), max_length=20, choices=Kind.choices, default=Kind.NOTE)
    label = models.CharField(_("Kennung"), max_length=40, blank=True, help_text=_("z. B. Block 6/3 oder F12"))
    title = models.CharField(_("Titel"), max_length=200, blank=True)
    text_de = models.TextField(_("Text"))
    section_slug = models.CharField(_("Regelabschnitt"), max_length=120, blank=True)
    confidence = models.CharField(_("Zuordnung"), max_length=10, choices=Confidence.choices, default=Confidence.CURATED)
    match_details = models.JSONField(_("Zuordnungsdetails"), default=dict, blank=True)
    order = models.PositiveIntegerField(_("Reihenfolge"), default=0)

    class Meta:
        ordering = ["game", "order"]
        constraints = [models.UniqueConstraint(fields=["game", "label"], name="faqnote_unique_label")]
        verbose_name = _("FAQ-Hinweis")
        verbose_name_plural = _("FAQ-Hinweise")

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.label}: {self.text_de[:60]}"

    @property
    def needs_review(self) -> bool:
        return self.confidence in (Confidence.MEDIUM, Confidence.LOW)


class Erratum(SourceLines):
    """A correction of printed text, or a change between editions (text changed, card removed or added)."""

    class Kind(models.TextChoices):
        ERRATA = "errata", _("Errata")
        RULE_CHANGE = "rule-change", _("Regeländerung zwischen Auflagen")
        REMOVED = "removed", _("in neuer Auflage entfernt")
        ADDED = "added", _("in neuer Auflage hinzugekommen")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="errata", verbose_name=_("Spiel"))
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="errata", verbose_name=_("Karte"))
    edition = models.ForeignKey(Edition, null=True, blank=True, on_delete=models.SET_NULL, related_name="errata",
                                verbose_name=_("Edition"))
    from_edition = models.ForeignKey(Edition, null=True, blank=True, on_delete=models.SET_NULL, related_name="+",
                                     verbose_name=_("vorher (Edition)"))
    kind = models.CharField(_("Art"), max_length=20, choices=Kind.choices)
    key = models.CharField(_("Schlüssel"), max_length=160, help_text=_("stabil, für wiederholtes Laden"))
    text_de = models.TextField(_("Text in der Quelle"), blank=True)
    printed_text = models.TextField(_("gedruckter Text"), blank=True)
    corrected_text = models.TextField(_("korrigierter Text"), blank=True)
    description_de = models.TextField(_("Beschreibung"), blank=True)
    description_en = models.TextField(_("Beschreibung (englisch)"), blank=True)
    unreadable = models.BooleanField(_("unleserlich (Symbole verloren)"), default=False)
    details = models.JSONField(_("Details"), default=dict, blank=True)

    class Meta:
        ordering = ["game", "card__name_de", "kind"]
        constraints = [models.UniqueConstraint(fields=["game", "key"], name="erratum_unique_key")]
        verbose_name = _("Erratum")
        verbose_name_plural = _("Errata")

    def __str__(self) -> str:
        return f"{self.get_kind_display()}: {self.card}"


class RecommendedSet(SourceLines):
    """A recommended 10-card kingdom from the rulebook."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="recommended_sets")
    edition = models.ForeignKey(Edition, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    name = models.CharField(_("Name"), max_length=200)
    expansions = models.JSONField(_("Erweiterungen"), default=list, blank=True)
    cards = models.ManyToManyField(Card, related_name="recommended_sets", blank=True)
    spellings = models.JSONField(_("Schreibweisen in der Quelle"), default=dict, blank=True)
    unresolved = models.JSONField(_("nicht aufgelöst"), default=list, blank=True)
    order = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["game", "order"]
        verbose_name = _("Empfohlener Satz")
        verbose_name_plural = _("Empfohlene Sätze")

    def __str__(self) -> str:
        return self.name
