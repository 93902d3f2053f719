from django.contrib import admin

from .editing import record_revision
from .models import Citation, Question, Rule, Rulebook, RuleSection, Ruling, RulingRevision


@admin.register(Rulebook)
class RulebookAdmin(admin.ModelAdmin):
    list_display = ["game", "title", "source_file", "line_count"]
    readonly_fields = ["sha256"]


@admin.register(RuleSection)
class RuleSectionAdmin(admin.ModelAdmin):
    list_display = ["heading", "rulebook", "slug", "first_line", "last_line", "level"]
    list_filter = ["rulebook"]
    search_fields = ["heading", "slug", "text"]


@admin.register(Rule)
class RuleAdmin(admin.ModelAdmin):
    list_display = ["rule_id", "game", "kind", "question"]
    list_filter = ["game", "kind"]
    search_fields = ["rule_id", "statement_de", "quote"]


# --- questions and rulings (curators mostly use the pages; the admin is for corrections) -------------------


class CitationInline(admin.TabularInline):
    model = Citation
    extra = 0
    raw_id_fields = ["rule", "section", "faq_note", "erratum", "card"]


class RevisionInline(admin.TabularInline):
    model = RulingRevision
    extra = 0
    can_delete = False
    fields = ["number", "created", "editor", "note", "published"]
    readonly_fields = fields

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Question)
class QuestionAdmin(admin.ModelAdmin):
    list_display = ["title", "game", "status", "engine_status", "created"]
    list_filter = ["game", "status", "engine_status"]
    search_fields = ["title", "body"]
    raw_id_fields = ["cards", "duplicate_of", "author"]
    readonly_fields = ["follow_token_hash", "engine_result", "engine_checked_at", "created", "updated"]


@admin.register(Ruling)
class RulingAdmin(admin.ModelAdmin):
    list_display = ["title", "game", "verdict", "published", "published_at", "origin"]
    list_filter = ["game", "verdict", "published", "origin"]
    search_fields = ["title", "text", "slug"]
    raw_id_fields = ["question", "reading_of", "cards", "author"]
    inlines = [CitationInline, RevisionInline]

    def save_related(self, request, form, formsets, change) -> None:
        # An edit in the admin is an edit too: it leaves a revision like one on the curators' page.
        super().save_related(request, form, formsets, change)
        record_revision(form.instance, request.user, "Verwaltung")
