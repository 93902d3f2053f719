from django.contrib import admin

from .models import Card, Edition, Erratum, FaqNote, Game, Printing, RecommendedSet


class EditionInline(admin.TabularInline):
    model = Edition
    fk_name = "game"
    extra = 0
    fields = ["slug", "name_de", "kind", "order", "publisher", "year"]


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["name_de", "slug", "publisher", "year"]
    inlines = [EditionInline]


@admin.register(Edition)
class EditionAdmin(admin.ModelAdmin):
    list_display = ["name_de", "game", "kind", "publisher", "year", "order"]
    list_filter = ["game", "kind"]
    search_fields = ["name_de", "slug"]


class PrintingInline(admin.TabularInline):
    model = Printing
    extra = 0
    autocomplete_fields = ["edition"]
    fields = ["edition", "copies", "position", "text_de", "first_line", "last_line"]


class NoteInline(admin.TabularInline):
    model = FaqNote.cards.through
    extra = 0
    verbose_name = "Hinweis"
    verbose_name_plural = "Hinweise"
    autocomplete_fields = ["faqnote"]


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ["name_de", "name_en", "game", "kind", "cost_value", "copies"]
    list_filter = ["game", "kind"]
    search_fields = ["name_de", "name_en", "slug", "text_de", "external_id"]
    inlines = [PrintingInline, NoteInline]


class NeedsReviewFilter(admin.SimpleListFilter):
    title = "Prüfliste"
    parameter_name = "pruefen"

    def lookups(self, request, model_admin):
        return [("ja", "Zuordnung unsicher (mittel/niedrig)")]

    def queryset(self, request, queryset):
        if self.value() == "ja":
            return queryset.filter(confidence__in=["medium", "low"])
        return queryset


@admin.action(description="Zuordnung als geprüft markieren")
def mark_reviewed(modeladmin, request, queryset):
    queryset.update(confidence="reviewed")


@admin.register(FaqNote)
class FaqNoteAdmin(admin.ModelAdmin):
    list_display = ["label", "game", "edition", "kind", "confidence", "short_text"]
    list_filter = [NeedsReviewFilter, "game", "kind", "confidence", "edition"]
    search_fields = ["text_de", "label", "cards__name_de"]
    autocomplete_fields = ["cards", "edition"]
    actions = [mark_reviewed]
    readonly_fields = ["match_details"]

    @admin.display(description="Text")
    def short_text(self, note):
        return note.text_de[:90]


@admin.register(Erratum)
class ErratumAdmin(admin.ModelAdmin):
    list_display = ["card", "kind", "edition", "unreadable"]
    list_filter = ["game", "kind"]
    search_fields = ["card__name_de", "text_de"]
    autocomplete_fields = ["card", "edition", "from_edition"]


@admin.register(RecommendedSet)
class RecommendedSetAdmin(admin.ModelAdmin):
    list_display = ["name", "game"]
    search_fields = ["name"]
    filter_horizontal = ["cards"]
