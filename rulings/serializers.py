from rest_framework import serializers

from cards.models import Card

from .models import Citation, Question, Rule, RuleSection, Ruling
from .rendering import render_markdown
from .selectors import engine_view


class RuleSectionSerializer(serializers.ModelSerializer):
    parent = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)

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


# --- questions and rulings -------------------------------------------------------------------------------


class CardRefSerializer(serializers.ModelSerializer):
    class Meta:
        model = Card
        fields = ["slug", "name_de"]


class EngineVerdictSerializer(serializers.Serializer):
    status = serializers.CharField(help_text="'' (no position), unsupported, queued, done, failed")
    verdict = serializers.DictField(allow_null=True, help_text="status, rule, message_de, message_en, quote, readings")
    readings = serializers.DictField(child=serializers.CharField(allow_null=True),
                                     help_text="Auslegung rule id → URL of its published ruling")
    error = serializers.DictField(allow_null=True)
    automatic = serializers.BooleanField(help_text="always true: the engine's provisional answer, not a ruling")


class QuestionSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    cards = CardRefSerializer(many=True, read_only=True)
    page = serializers.SerializerMethodField()
    engine = serializers.SerializerMethodField()
    rulings = serializers.SerializerMethodField()
    duplicate_of = serializers.PrimaryKeyRelatedField(read_only=True, allow_null=True)

    class Meta:
        model = Question
        fields = ["id", "page", "game", "title", "body", "language", "cards", "status", "duplicate_of", "position",
                  "move", "engine", "rulings", "created", "updated"]

    def get_page(self, obj: Question) -> str:
        request = self.context.get("request")
        url = obj.get_absolute_url()
        return request.build_absolute_uri(url) if request else url

    def get_engine(self, obj: Question) -> dict:
        view = engine_view(obj)
        return {"status": obj.engine_status, "verdict": view["verdict"] or None, "error": view["error"],
                "readings": {r["rule_id"]: r["url"] for r in view["readings"]}, "automatic": True}

    def get_rulings(self, obj: Question) -> list[str]:
        return [ruling.slug for ruling in obj.rulings.all() if ruling.published]


class QuestionCreateSerializer(serializers.Serializer):
    """What an asker sends; validated by the same rules as the form."""

    game = serializers.CharField(help_text="game slug, e.g. dominion")
    title = serializers.CharField(max_length=200)
    body = serializers.CharField(max_length=5000)
    language = serializers.ChoiceField(choices=Question.Language.choices, default="de")
    cards = serializers.ListField(child=serializers.CharField(max_length=200), required=False, max_length=10,
                                  help_text="card names (German or English) or slugs")
    position = serializers.JSONField(required=False, help_text="a record prefix or {\"game\", \"state\"}")
    move = serializers.JSONField(required=False, help_text="one log entry in the game's record format")
    email = serializers.EmailField(required=False, allow_blank=True)


class CitationSerializer(serializers.ModelSerializer):
    key = serializers.CharField(read_only=True)
    kind = serializers.SerializerMethodField()
    title = serializers.SerializerMethodField()
    url = serializers.SerializerMethodField()

    class Meta:
        model = Citation
        fields = ["key", "kind", "title", "quote", "url"]

    def get_kind(self, obj: Citation) -> str:
        return obj.key.split(":", 1)[0]

    def get_title(self, obj: Citation) -> str:
        source = obj.source
        if obj.rule_id:
            return obj.rule.statement_de
        if obj.erratum_id:
            return f"{obj.erratum.get_kind_display()}: {obj.erratum.card.name_de}"
        return str(source)

    def get_url(self, obj: Citation) -> str:
        if obj.faq_note_id:
            card = obj.faq_note.cards.first()
            return f"{card.get_absolute_url()}#hinweis-{obj.faq_note_id}" if card else ""
        if obj.erratum_id:
            return f"{obj.erratum.card.get_absolute_url()}#erratum-{obj.erratum_id}"
        return obj.source.get_absolute_url()


class RulingSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    question = serializers.PrimaryKeyRelatedField(read_only=True, allow_null=True)
    reading_of = serializers.SlugRelatedField(slug_field="rule_id", read_only=True)
    cards = serializers.SlugRelatedField(slug_field="slug", many=True, read_only=True)
    citations = CitationSerializer(many=True, read_only=True)
    html = serializers.SerializerMethodField(help_text="the Markdown text rendered and sanitised")
    page = serializers.SerializerMethodField()

    class Meta:
        model = Ruling
        fields = ["slug", "page", "game", "title", "text", "html", "verdict", "question", "reading_of", "cards",
                  "citations", "published", "published_at", "updated"]

    def get_html(self, obj: Ruling) -> str:
        return str(render_markdown(obj.text))

    def get_page(self, obj: Ruling) -> str:
        request = self.context.get("request")
        url = obj.get_absolute_url()
        return request.build_absolute_uri(url) if request else url


class CitationInputSerializer(serializers.Serializer):
    key = serializers.CharField(max_length=200, help_text="rule:ID, section:N, faq:N, erratum:N or card:N")
    quote = serializers.CharField(required=False, allow_blank=True, max_length=5000,
                                  help_text="a verbatim excerpt of the source; empty: the source's own quote")


class RulingWriteSerializer(serializers.Serializer):
    game = serializers.CharField(help_text="game slug", required=False)
    question = serializers.IntegerField(required=False, allow_null=True)
    title = serializers.CharField(max_length=200)
    text = serializers.CharField(max_length=20000, help_text="Markdown")
    verdict = serializers.ChoiceField(choices=Ruling.Verdict.choices, required=False, allow_blank=True, default="")
    citations = CitationInputSerializer(many=True)
    publish = serializers.BooleanField(default=True)
    note = serializers.CharField(required=False, allow_blank=True, max_length=300, default="")
