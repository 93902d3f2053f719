"""Issue 10, part 5: each game's record-format page comes from the `format.md` in the game's own package.

The view asks the ruleset (`Ruleset.format_doc()`), so a game brings its documentation with it; nothing
of a game's format is left under docs/records (only the importers' page lives there).
"""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from engine.core import available_games, get_ruleset

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("game", available_games())
def test_each_games_format_doc_is_the_format_md_in_its_package(game):
    ruleset = get_ruleset(game)
    path = ruleset.format_doc()
    assert path == Path(inspect.getfile(type(ruleset))).parent / "format.md"
    assert path.is_file(), f"{game} has no format.md beside its ruleset"
    assert path.is_relative_to(ROOT / "engine" / "games")


def test_no_game_format_is_left_under_docs_records():
    assert sorted(path.name for path in (ROOT / "docs" / "records").glob("*.md")) == ["importers.md"]


@pytest.mark.django_db
@pytest.mark.parametrize("game, marker", [("dominion", "end-phase"), ("burgund-karten", "take")])
def test_the_format_page_renders_the_games_own_doc(client, game, marker):
    html = client.get(f"/pruefen/formate/{game}/").content.decode()
    doc = get_ruleset(game).format_doc().read_text(encoding="utf-8")
    heading = doc.splitlines()[0].lstrip("# ").split(" (")[0]
    assert heading in html and marker in html and "<table>" in html


@pytest.mark.django_db
def test_a_game_without_a_format_doc_has_no_format_page(client, counting_game):
    assert not counting_game.format_doc().exists()
    assert client.get(f"/pruefen/formate/{counting_game.slug}/").status_code == 404
    assert client.get("/pruefen/formate/schach/").status_code == 404


SOURCES = ("README.md", "docs", "engine", "cards", "rulings", "search", "config", "templates", "tests", "bench")


def test_no_link_points_at_the_old_paths():
    stale = []
    for top in SOURCES:
        paths = [ROOT / top] if top.endswith(".md") else sorted((ROOT / top).rglob("*"))
        for path in paths:
            if path.suffix not in (".py", ".md", ".html") or not path.is_file():
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            for old in ("docs/records/dominion.md", "docs/records/burgund-karten.md", '"docs" / "records"'):
                if old in text and path != Path(__file__):
                    stale.append(f"{path.relative_to(ROOT)}: {old}")
    assert not stale, "links to the old format docs: " + "; ".join(stale)
