from django.contrib import admin

from .models import Rule, Rulebook, RuleSection


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
