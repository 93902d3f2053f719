"""Issue 12: the Burgund position on the job page names tiles in German ("Schaf (3 Tiere)", "Kloster-Plättchen
4"), never by the engine's ids, and draws each estate on its own so a phone can stack them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine import services
from engine.games.burgund import tiles
from engine.games.burgund.picture import tile_name
from engine.job_page import card_names

pytestmark = pytest.mark.django_db
RECORD = Path(__file__).resolve().parents[1] / "data" / "burgund" / "4p-greedy-seed11.json"
RAW_TILE_ID = re.compile(r"\b(?:kuh|schaf|schwein|ziege)-[234]\b|\bkloster-\d+\b")


def _visible_text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def test_every_tile_has_a_german_name_from_the_catalog(catalog):
    names = card_names("burgund")
    for tag in {tag for supply in tiles.supplies().values() for tag in supply}:
        assert not RAW_TILE_ID.search(names[tag]), (tag, names[tag])
    assert names["schaf-3"] == "Schaf (3 Tiere)" and names["kloster-4"] == "Kloster-Plättchen 4"
    assert names["markt"] == "Markt" and names["burg"] == "Burg"
    assert tile_name("kloster-4", {}) == "Kloster-Plättchen 4"  # without the catalog: the rulebook's words


def test_the_position_names_depot_tiles_in_german_and_draws_one_svg_per_estate(client, catalog, eager_celery,
                                                                             django_capture_on_commit_callbacks):
    record = json.loads(RECORD.read_text(encoding="utf-8"))["record"]
    with django_capture_on_commit_callbacks(execute=True):
        job = services.submit(record)
    job.refresh_from_db()
    assert job.status == "done"
    fragment = client.get(f"/pruefen/{job.pk}/stellung/200/", HTTP_X_REQUESTED_WITH="fetch").content.decode()
    assert fragment.startswith('<div class="position-picture">')
    assert fragment.count('<svg xmlns="http://www.w3.org/2000/svg" class="burgund-estate"') == 4
    depots = re.search(r'<div class="burgund-board">(.*?)</div>', fragment, re.S).group(1)
    lines = [_visible_text(line) for line in re.findall(r"<li>(.*?)</li>", depots, re.S)]
    assert [line.split(":")[0] for line in lines[:6]] == [f"Depot {d}" for d in range(1, 7)]
    assert not RAW_TILE_ID.search(_visible_text(fragment)), RAW_TILE_ID.search(_visible_text(fragment))
    assert "Kloster-Plättchen" in depots or "Tiere)" in depots
    page = client.get(f"/pruefen/{job.pk}/?seite=2").content.decode()  # the entries name tiles in German too
    assert not RAW_TILE_ID.search(_visible_text(page.split('<ol class="moves"')[1]))
