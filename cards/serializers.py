from __future__ import annotations

from rest_framework import serializers

from .models import Card, Edition, Erratum, FaqNote, Game, Printing


class GameSerializer(serializers.ModelSerializer):
    class Meta:
        model = Game
        fields = ["slug", "name_de", "name_en", "designer", "publisher", "year", "players_min", "players_max"]


class EditionSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    expands = serializers.SlugRelatedField(slug_field="slug", read_only=True)

    class Meta:
        model = Edition
        fields = ["game", "slug", "name_de", "name_en", "kind", "expansion", "edition_number", "order", "expands",
                  "publisher", "year", "source_file", "first_line", "last_line"]


class PrintingSerializer(serializers.ModelSerializer):
    edition = serializers.SlugRelatedField(slug_field="slug", read_only=True)

    class Meta:
        model = Printing
        fields = ["edition", "text_de", "copies", "position", "source_file", "first_line", "last_line"]


class CardListSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    url = serializers.SerializerMethodField()

    class Meta:
        model = Card
        fields = ["id", "game", "slug", "name_de", "name_en", "kind", "types", "types_en", "cost", "copies", "url"]

    def get_url(self, card: Card) -> str:
        return card.get_absolute_url()


class FaqNoteSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    edition = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)
    cards = serializers.SlugRelatedField(slug_field="slug", many=True, read_only=True)

    class Meta:
        model = FaqNote
        fields = ["id", "game", "edition", "cards", "kind", "label", "title", "text_de", "section_slug",
                  "source_file", "first_line", "last_line", "confidence", "match_details"]


class ErratumSerializer(serializers.ModelSerializer):
    game = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    card = serializers.SlugRelatedField(slug_field="slug", read_only=True)
    edition = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)
    from_edition = serializers.SlugRelatedField(slug_field="slug", read_only=True, allow_null=True)

    class Meta:
        model = Erratum
        fields = ["id", "game", "card", "edition", "from_edition", "kind", "text_de", "printed_text", "corrected_text",
                  "description_de", "description_en", "unreadable", "source_file", "first_line", "last_line"]


class CardDetailSerializer(CardListSerializer):
    printings = PrintingSerializer(many=True, read_only=True)
    faq_notes = FaqNoteSerializer(many=True, read_only=True)
    errata = ErratumSerializer(many=True, read_only=True)

    class Meta(CardListSerializer.Meta):
        fields = CardListSerializer.Meta.fields + ["aliases", "text_de", "attributes", "gaps", "facts", "external_id",
                                                   "source_file", "first_line", "last_line", "printings", "faq_notes",
                                                   "errata"]
