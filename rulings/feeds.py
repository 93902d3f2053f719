"""Atom feeds of newly published rulings, one per game."""

from __future__ import annotations

from django.contrib.syndication.views import Feed
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.feedgenerator import Atom1Feed

from cards.models import Game

from . import selectors
from .rendering import render_markdown

FEED_SIZE = 50


class GameRulingsFeed(Feed):
    feed_type = Atom1Feed

    def get_object(self, request, game_slug: str) -> Game:
        return get_object_or_404(Game, slug=game_slug)

    def title(self, game: Game) -> str:
        return f"Regelwerk – Entscheidungen zu {game.name_de}"

    def subtitle(self, game: Game) -> str:
        return f"Neue veröffentlichte Entscheidungen und Auslegungen zu {game.name_de}, mit Belegen."

    def link(self, game: Game) -> str:
        return reverse("rulings:rulings") + f"?spiel={game.slug}"

    def items(self, game: Game):
        return selectors.published_rulings(game.slug)[:FEED_SIZE]

    def item_title(self, ruling) -> str:
        return ruling.title

    def item_description(self, ruling) -> str:
        return str(render_markdown(ruling.text))  # sanitised HTML; the feed generator escapes it as content

    def item_link(self, ruling) -> str:
        return ruling.get_absolute_url()

    def item_pubdate(self, ruling):
        return ruling.published_at

    def item_updateddate(self, ruling):
        return ruling.updated

    def item_categories(self, ruling):
        return [ruling.get_verdict_display()] if ruling.verdict else []
