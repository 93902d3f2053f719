from rest_framework import serializers

from .models import Rule, RuleSection


class RuleSectionSerializer(serializers.ModelSerializer):
    parent = serializers.SlugRelatedField(slug_field="slug", read_only=True)

    class Meta:
        model = RuleSection
        fields = ["slug", "heading", "order", "parent", "level", "first_line", "last_line", "margin_boxes", "text"]


class RuleSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    section = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    id = serializers.CharField(source="rule_id", read_only=True)

    class Meta:
        model = Rule
        fields = ["id", "game", "kind", "statement_de", "gloss_en", "section", "first_line", "last_line", "quote",
                  "question"]
