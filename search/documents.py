"""What goes into the index: one document per card, note, erratum, rule section and rule."""

from __future__ import annotations

from collections.abc import Iterator

from cards.models import Card


def iter_documents() -> Iterator[dict]:
    for card in Card.objects.select_related("game").prefetch_related("printings"):
        texts = [card.text_de] + [printing.text_de for printing in card.printings.all()]
        yield {
            "doc_id": f"card:{card.pk}", "type": "card", "game": card.game.slug,
            "title": " ".join(filter(None, [card.name_de, card.name_en])),
            "body": "\n".join(filter(None, texts)), "kind": ",".join(card.types or [card.kind]),
            "cost": card.cost_value if card.cost_value is not None else -1, "url": card.get_absolute_url(),
        }
