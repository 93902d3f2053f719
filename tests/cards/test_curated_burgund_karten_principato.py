"""Checks the curated catalog and section files of `burgund-karten` and `principato` against their rulebooks.

Pure pytest, no Django:
    .venv/bin/python -m pytest tests/cards/test_curated_burgund_karten_principato.py -p no:django -q

Every German quote must stand verbatim (white space folded) in the rulebook lines it names, as the
catalog loader demands (`cards/importers/quotes.py`). The pinned facts at the end were checked by
reading the rulebook seeds.

Long on purpose (~550 lines): it is the curated format's specification for two games, one small test per
rule of the format and per pinned fact; split by size, the rules of one format would end up in two files.
"""

from __future__ import annotations

import json
import re
import sys
from itertools import pairwise
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from cards.importers import quotes  # noqa: E402
from cards.importers.quotes import check_quote  # noqa: E402

EXTERNAL_FACTS = ROOT.parent / "shared" / "data" / "external-facts"

GAMES = {
    "burgund-karten": {"rulebook": "000_2c0b33851c2cc89f.txt", "last_line": 493},
    "principato": {"rulebook": "004_86f27e294fa7879d.txt", "last_line": 391},
}

SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
CARD_KINDS = {"card", "tile", "board", "token", "building", "goal", "bonus", "overview", "die", "marker", "other"}
FAQ_KINDS = {"hinweis", "achtung", "wichtig", "beispiel", "klarstellung", "tipp", "variante"}
CONFIDENCES = {"confirmed_two_sources", "one_source", "inferred", "conflicting_sources"}


def _load(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def catalog(game: str) -> dict:
    return _load(ROOT / "cards" / "sources" / f"{game}.json")


def sections_file(game: str) -> dict:
    return _load(ROOT / "rulings" / "sources" / f"{game}.sections.json")


def cards_by_slug(game: str) -> dict:
    return {c["slug"]: c for c in catalog(game)["cards"]}


def text_lines(game: str, first: int, last: int) -> list[str]:
    return quotes.rulebook_lines(GAMES[game]["rulebook"])[first - 1 : last]


def attribute_quotes(attributes: dict):
    """Quotes inside attributes are `{"text_de": ..., "lines": [first, last]}` objects (the loader checks them)."""
    for key, value in attributes.items():
        if isinstance(value, dict) and "text_de" in value:
            yield key, value["text_de"], value.get("lines")


def all_quotes(game: str):
    """(where, lines, quote) for every verbatim German text in the catalog file."""
    data = catalog(game)
    for card in data["cards"]:
        yield f"card {card['slug']}", card["lines"], card["text_de"]
        for key, value, lines in attribute_quotes(card["attributes"]):
            yield f"card {card['slug']} attributes.{key}", lines, value
    for i, note in enumerate(data["faq"]):
        yield f"faq #{i} ({note.get('label')})", note["lines"], note["text_de"]
    for edition in data["editions"]:
        yield f"edition {edition['slug']}", edition["lines"], None
    yield "game", data["game"]["lines"], None


# ------------------------------------------------------------------------------------------- structure


@pytest.mark.parametrize("game", GAMES)
def test_files_load_and_name_their_rulebook(game):
    data = catalog(game)
    assert set(data) == {"game", "editions", "cards", "faq"}
    assert data["game"]["slug"] == game
    assert data["game"]["rulebook"] == GAMES[game]["rulebook"]
    assert sections_file(game)["rulebook"]["file"] == GAMES[game]["rulebook"]
    assert sections_file(game)["rulebook"]["language"] == "de"
    # the rulebook really has the expected number of lines (a trailing newline adds an empty element)
    lines = quotes.rulebook_lines(GAMES[game]["rulebook"])
    assert len([n for n in range(len(lines)) if n < GAMES[game]["last_line"]]) == GAMES[game]["last_line"]
    assert all(line == "" for line in lines[GAMES[game]["last_line"] :])


@pytest.mark.parametrize("game", GAMES)
def test_every_quote_is_verbatim(game):
    problems = []
    for where, lines, quote in all_quotes(game):
        if lines is None:
            problems.append(f"{where}: quote without a line range")
            continue
        problem = check_quote(GAMES[game]["rulebook"], lines, quote, where)
        if problem:
            problems.append(f"{problem.where}: {problem.message}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", GAMES)
def test_attribute_quotes_are_well_formed(game):
    for card in catalog(game)["cards"]:
        for key, value in card["attributes"].items():
            assert not key.endswith(("_de", "_lines")), (card["slug"], key)  # quotes are nested objects
            if isinstance(value, dict) and "text_de" in value:
                assert set(value) == {"text_de", "lines"}, (card["slug"], key)
                assert value["text_de"].strip(), (card["slug"], key)


@pytest.mark.parametrize("game", GAMES)
def test_slugs_are_well_formed_and_unique(game):
    data = catalog(game)
    for group in (data["cards"], data["editions"], sections_file(game)["sections"]):
        slugs = [item["slug"] for item in group]
        assert len(slugs) == len(set(slugs)), [s for s in slugs if slugs.count(s) > 1]
        for slug in slugs:
            assert SLUG.match(slug), slug
            assert not re.search(r"[äöüß]", slug)


@pytest.mark.parametrize("game", GAMES)
def test_card_fields(game):
    data = catalog(game)
    editions = {e["slug"] for e in data["editions"]}
    for card in data["cards"]:
        where = card["slug"]
        assert card["kind"] in CARD_KINDS, where
        assert isinstance(card["types"], list) and all(isinstance(t, str) for t in card["types"]), where
        assert card["cost"] is None or all(isinstance(v, int) for v in card["cost"].values()), where
        assert card["copies"] is None or (isinstance(card["copies"], int) and card["copies"] > 0), where
        assert card["name_de"] is None or card["name_de"].strip(), where
        assert card["editions"], where
        for printing in card["editions"]:
            assert printing["edition"] in editions, where
            assert printing["copies"] == card["copies"], where
        gap_fields = {g["field"] for g in card["gaps"]}
        for gap in card["gaps"]:
            assert set(gap) == {"field", "note_de", "note_en"}, where
            assert gap["note_de"].strip() and gap["note_en"].strip(), where
        # whatever the rulebook does not give is a recorded gap, never a silent hole
        if card["copies"] is None:
            assert "copies" in gap_fields, where
        if card["name_de"] is None:
            assert "name_de" in gap_fields, where
    for edition in data["editions"]:
        assert edition["expands"] is None or edition["expands"] in editions


@pytest.mark.parametrize("game", GAMES)
def test_facts_carry_provenance(game):
    external = EXTERNAL_FACTS / f"{game}.json"
    source_file = _load(external) if external.exists() else None
    for card in catalog(game)["cards"]:
        for fact in card["facts"]:
            where = (card["slug"], fact["field"])
            assert fact["confidence"] in CONFIDENCES, where  # "missing" is a gap, never a fact
            assert fact["sources"] and all(s.startswith("SRC_") for s in fact["sources"]), where
            prefix = f"external-facts/{game}.json#/"
            assert fact["source"].startswith(prefix), where
            if source_file is None:
                continue  # a fresh clone has no ../shared; the provenance is still recorded
            node, parts = source_file, fact["source"][len(prefix) :].split("/")
            for part in parts:
                node = node[part.replace("~1", "/").replace("~0", "~")]
            assert node == fact["value"], where
            assert parts[0] == "facts" and parts[2] == "value", where
            provenance = source_file["facts"][parts[1]]["provenance"]
            if "confidence" not in provenance:  # provenance split by sub-key (e.g. "4p", "3p_2p")
                provenance = next(p for key, p in provenance.items() if parts[3] in key.split("_"))
            assert fact["confidence"] == provenance["confidence"], where
            assert fact["sources"] == provenance["sources"], where
            for src in fact["sources"]:
                assert src in source_file["sources"], where


@pytest.mark.parametrize("game", GAMES)
def test_faq_references_resolve(game):
    data = catalog(game)
    card_slugs = {c["slug"] for c in data["cards"]}
    section_slugs = {s["slug"] for s in sections_file(game)["sections"]}
    seen = set()
    for note in data["faq"]:
        assert note["kind"] in FAQ_KINDS, note
        assert note["section"] in section_slugs, note
        assert all(c in card_slugs for c in note["cards"]), note
        assert note["label"] is None or re.fullmatch(r"F\d+", note["label"]), note
        key = (note["text_de"], tuple(note["lines"]))
        assert key not in seen, note
        seen.add(key)


@pytest.mark.parametrize("game", GAMES)
def test_sections_nest_in_reading_order_and_cover_the_rulebook(game):
    sections = sections_file(game)["sections"]
    by_slug = {s["slug"]: s for s in sections}
    last_line = GAMES[game]["last_line"]
    position = {s["slug"]: i for i, s in enumerate(sections)}
    starts = [s["lines"][0] for s in sections]
    assert starts == sorted(starts), "sections are not in reading order"
    for s in sections:
        first, last = s["lines"]
        assert 1 <= first <= last <= last_line, s["slug"]
        if s["parent"] is not None:
            parent = by_slug[s["parent"]]
            assert position[parent["slug"]] < position[s["slug"]]
            assert parent["lines"][0] <= first and last <= parent["lines"][1], s["slug"]
    # siblings do not overlap
    for parent in [None] + [s["slug"] for s in sections]:
        children = [s for s in sections if s["parent"] == parent]
        for a, b in pairwise(children):
            assert a["lines"][1] < b["lines"][0], (a["slug"], b["slug"])
    # top-level sections cover every line of the rulebook without gaps
    top = [s for s in sections if s["parent"] is None]
    assert top[0]["lines"][0] == 1 and top[-1]["lines"][1] == last_line
    for a, b in pairwise(top):
        assert a["lines"][1] + 1 == b["lines"][0], (a["slug"], b["slug"])


@pytest.mark.parametrize("game", GAMES)
def test_headings_are_printed_at_the_start_of_their_section(game):
    sections = sections_file(game)["sections"]
    seen = {}
    for s in sections:
        seen[s["slug"]] = s
        if s["heading"] is None:
            # only a continuation of an earlier section (main text interrupted by a Randbalken) has no heading
            continued = seen[s["continues"]]
            assert continued["parent"] == s["parent"] and continued["lines"][1] < s["lines"][0], s["slug"]
            assert s["slug"] == continued["slug"] + "-fortsetzung"
            continue
        assert "continues" not in s, s["slug"]
        first_lines = [line for line in text_lines(game, *s["lines"]) if line.strip()][:3]
        assert any(s["heading"] in line for line in first_lines), s["slug"]


# Every Randbalken of the card game and the sections it summarises (read from the rulebook). A box is stored
# on the deepest section whose lines contain it; child sections hold only their main text, so that a box
# the two-column extraction pushed past the end of "its" section lands in a parent that covers it.
MARGIN_BOXES = {
    "burgund-karten": {
        (21, 25): ["spielidee"],
        (50, 77): ["spielvorbereitung"],
        (97, 103): ["spielvorbereitung"],
        (121, 127): ["spielverlauf"],
        (145, 149): ["aktionsmoeglichkeit-1"],
        (151, 153): ["aktionsmoeglichkeit-2"],
        (177, 183): ["aktionsmoeglichkeit-3"],
        (185, 187): ["aktionsmoeglichkeit-4"],
        (207, 209): ["aktionsmoeglichkeit-5"],
        (211, 213): ["aktionsmoeglichkeit-6"],
        (217, 217): ["die-arbeiter"],
        (232, 241): ["das-silber"],
        (269, 271): ["auswirkung-wissen", "auswirkung-schiff"],
        (301, 315): ["gebaeude-schreinerei", "gebaeude-kirche", "gebaeude-markt", "gebaeude-wachturm", "gebaeude-bank"],
        (344, 352): ["gebaeude-wohnhaeuser", "gebaeude-warenhaus", "gebaeude-rathaus", "auswirkung-burgen",
                     "auswirkung-kloester"],
        (368, 383): ["auswirkung-kloester", "weitere-regeln"],
        (403, 414): ["weitere-regeln", "ende-eines-durchgangs"],
        (436, 436): ["ende-eines-durchgangs"],
        (438, 446): ["spielende"],
        (458, 472): ["solovariante"],
        (488, 492): ["solovariante"],
    },
    "principato": {},  # this rulebook has no margin column
}
# Boxes the extraction moved into a later top-level section: no section covers both, so they stay where they
# stand (their own first line names what they summarise: "SPIELIDEE", "- Neuer Startspieler").
MISPLACED_TOP_LEVEL = {"burgund-karten": {(21, 25): "spielmaterial", (436, 436): "spielende"}, "principato": {}}


@pytest.mark.parametrize("game", GAMES)
def test_margin_boxes(game):
    sections = sections_file(game)["sections"]
    by_slug = {s["slug"]: s for s in sections}

    def ancestors_or_self(slug):
        while slug is not None:
            yield slug
            slug = by_slug[slug]["parent"]

    found = {}
    for s in sections:
        first, last = s["lines"]
        for a, b in s["margin_boxes"]:
            assert first <= a <= b <= last, (s["slug"], a, b)  # a box stays part of its section
            assert any(line.strip() for line in text_lines(game, a, b)), (s["slug"], a, b)
            for child in sections:
                if child["parent"] == s["slug"]:  # ... and of no narrower one
                    assert b < child["lines"][0] or a > child["lines"][1], (s["slug"], child["slug"], a, b)
            found[(a, b)] = s["slug"]
    assert set(found) == set(MARGIN_BOXES[game])
    for box, summarised in MARGIN_BOXES[game].items():
        if box in MISPLACED_TOP_LEVEL[game]:
            assert found[box] == MISPLACED_TOP_LEVEL[game][box]
            continue
        for slug in summarised:
            assert found[box] in ancestors_or_self(slug), (box, found[box], slug)
    boxes = sorted(found)
    for (_a1, b1), (a2, _b2) in pairwise(boxes):
        assert b1 < a2
    # a margin box never swallows the heading line of a section
    for s in sections:
        heading_line = next(n for n in range(s["lines"][0], s["lines"][1] + 1) if text_lines(game, n, n)[0].strip())
        assert not any(a <= heading_line <= b for a, b in boxes), s["slug"]


# ------------------------------------------------------------------------------ pinned: card game

BK_KINDS = {"burg": 12, "mine": 12, "kloster": 12, "wissen": 18, "schiff": 18, "weide": 18, "gebaeude": 24}
BK_BUILDINGS = ["schreinerei", "kirche", "markt", "wachturm", "bank", "wohnhaeuser", "warenhaus", "rathaus"]
BK_OTHER = ["ware", "tier", "bonuskarte-erster-drilling", "bonuskarte-alle-7-arten", "auslagekarte",
            "durchgangskarte-a", "durchgangskarte-b", "durchgangskarte-c", "durchgangskarte-d", "durchgangskarte-e",
            "startspielerkarte", "siegpunktkarte-1", "siegpunktkarte-2", "arbeiter", "silber",
            "projekte", "fuerstentum", "lager"]


def test_burgund_karten_114_action_cards_by_kind():
    cards = cards_by_slug("burgund-karten")
    assert {slug: cards[slug]["copies"] for slug in BK_KINDS} == BK_KINDS
    assert sum(cards[slug]["copies"] for slug in BK_KINDS) == 114
    assert check_quote("000_2c0b33851c2cc89f.txt", [13, 13], "114 Aktionskarten (rote Rückseite):", "pin") is None
    for slug in BK_KINDS:
        assert cards[slug]["types"] == ["Aktionskarte"]
        assert cards[slug]["attributes"]["back"] == "rot"
    colours = {slug: cards[slug]["attributes"]["colour"] for slug in BK_KINDS}
    assert colours == {"burg": "grün", "mine": "grau", "kloster": "violett", "wissen": "gelb", "schiff": "blau",
                       "weide": "grün", "gebaeude": "beige"}


def test_burgund_karten_eight_buildings_three_each():
    cards = cards_by_slug("burgund-karten")
    assert cards["gebaeude"]["attributes"]["split_into"] == BK_BUILDINGS
    for slug in BK_BUILDINGS:
        assert cards[slug]["copies"] == 3
        assert cards[slug]["attributes"]["part_of"] == "gebaeude"
        assert "Gebäude" in cards[slug]["types"]
    assert sum(cards[slug]["copies"] for slug in BK_BUILDINGS) == cards["gebaeude"]["copies"] == 24
    assert [cards[s]["lines"][0] for s in BK_BUILDINGS] == [279, 283, 287, 293, 297, 319, 323, 329]


def test_burgund_karten_rathaus_text():
    rathaus = cards_by_slug("burgund-karten")["rathaus"]
    assert rathaus["name_de"] == "Rathaus"
    assert rathaus["lines"] == [329, 329]
    assert rathaus["text_de"] == (
        "Der Spieler darf ein beliebiges weiteres seiner Projekte in seinem Fürstentum platzieren, "
        "mit all seinen Auswirkungen!")


def test_burgund_karten_126_other_cards():
    cards = cards_by_slug("burgund-karten")
    expected = {"ware": 18, "tier": 20, "bonuskarte-erster-drilling": 7, "bonuskarte-alle-7-arten": 4,
                "auslagekarte": 6, "startspielerkarte": 1, "siegpunktkarte-1": 8, "siegpunktkarte-2": 7,
                "arbeiter": 22, "silber": 16, "projekte": 4, "fuerstentum": 4, "lager": 4}
    for letter in "abcde":
        expected[f"durchgangskarte-{letter}"] = 1
    assert {slug: cards[slug]["copies"] for slug in BK_OTHER} == expected
    assert sum(expected.values()) == 126
    assert set(cards) == set(BK_KINDS) | set(BK_BUILDINGS) | set(BK_OTHER) | {"egon-stapel"}


def test_burgund_karten_triplet_values_and_bonuses():
    cards = cards_by_slug("burgund-karten")
    assert cards["gebaeude"]["attributes"]["triplet_vp"] == 3
    assert cards["weide"]["attributes"]["triplet_vp"] == 4
    assert cards["kloster"]["attributes"]["triplet_vp"] == 6
    for slug in ("burg", "mine", "wissen", "schiff"):
        assert "triplet_vp" not in cards[slug]["attributes"]
        assert "attributes.triplet_vp" in {g["field"] for g in cards[slug]["gaps"]}
    assert cards["bonuskarte-alle-7-arten"]["attributes"]["values"] == [4, 3, 2, 1]
    assert cards["bonuskarte-alle-7-arten"]["attributes"]["used_by_player_count"] == {
        "4": [4, 3, 2, 1], "3": [4, 2, 1], "2": [3, 1], "solo": [3, 1]}
    assert cards["tier"]["attributes"]["scoring"] == {"4": 4, "3": 2, "2": 1}


def test_burgund_karten_phase_cards():
    cards = cards_by_slug("burgund-karten")
    assert cards["durchgangskarte-a"]["attributes"]["bonus_options"] == [
        {"siegpunkte": 3}, {"waren": 2}, {"tiere": 2}, {"silber": 3}, {"arbeiter": 3}]
    assert cards["durchgangskarte-d"]["attributes"]["bonus_options"] == [
        {"silber": 2}, {"arbeiter": 2}, {"arbeiter": 1, "silber": 1}]
    for letter in "bce":
        card = cards[f"durchgangskarte-{letter}"]
        assert card["text_de"] is None and "bonus_options" not in card["attributes"]
        assert [g["field"] for g in card["gaps"]] == ["attributes.bonus_options"]


def test_burgund_karten_solo():
    data = catalog("burgund-karten")
    editions = {e["slug"]: e for e in data["editions"]}
    assert editions["solovariante"]["expands"] == "grundspiel"
    assert editions["solovariante"]["kind"] == "module" and editions["grundspiel"]["kind"] == "base"
    egon = cards_by_slug("burgund-karten")["egon-stapel"]
    assert egon["attributes"]["stack_sizes"] == [3, 4, 5, 6, 7]
    assert [p["edition"] for p in egon["editions"]] == ["solovariante"]
    assert cards_by_slug("burgund-karten")["startspielerkarte"]["attributes"]["used_in_solo"] is False


def test_burgund_karten_faq():
    faq = catalog("burgund-karten")["faq"]
    assert len(faq) == 56
    labels = {n["label"] for n in faq if n["label"]}
    # F22 is a margin summary (kept as margin box), F53 is the second sentence of F52's "Hinweis"
    assert labels == {f"F{i}" for i in range(1, 54)} - {"F22", "F53"}
    assert len([n for n in faq if n["label"] is None]) == 56 - 51
    kinds = {}
    for n in faq:
        kinds[n["kind"]] = kinds.get(n["kind"], 0) + 1
    assert kinds == {"klarstellung": 31, "achtung": 3, "beispiel": 10, "hinweis": 9, "wichtig": 3}
    rathaus_note = next(n for n in faq if n["label"] == "F33")
    assert rathaus_note["cards"] == ["rathaus", "projekte"] and rathaus_note["section"] == "gebaeude-rathaus"


def test_burgund_karten_external_facts_used():
    cards = cards_by_slug("burgund-karten")
    assert cards["burg"]["facts"][0]["value"] == "dunkelgrün"
    assert cards["ware"]["facts"][0]["value"]["dunkelbraun (dark)"] == [5, 6]
    assert "Schwein (pig)" in cards["tier"]["facts"][0]["value"]
    assert {f["field"]: f["confidence"] for f in cards["arbeiter"]["facts"]} == {
        "attributes.start_by_seat.4p": "confirmed_two_sources",
        "attributes.start_by_seat.3p": "inferred",
        "attributes.start_by_seat.2p": "inferred"}


def test_burgund_karten_sections():
    sections = {s["slug"]: s for s in sections_file("burgund-karten")["sections"]}
    assert [s for s in sections if sections[s]["parent"] is None] == [
        "spielidee", "spielmaterial", "spielvorbereitung", "spielverlauf", "spielende", "solovariante"]
    assert all(sections[f"aktionsmoeglichkeit-{i}"]["parent"] == "spielverlauf" for i in range(1, 7))
    assert {s for s in sections if sections[s]["parent"] == "auswirkung-gebaeude"} == {
        f"gebaeude-{b}" for b in BK_BUILDINGS}
    assert sections["gebaeude-rathaus"]["lines"] == [329, 334]
    assert [s for s in sections if sections[s]["heading"] is None] == [
        "auswirkung-kloester-fortsetzung", "weitere-regeln-fortsetzung", "ende-eines-durchgangs-fortsetzung"]


# ------------------------------------------------------------------------------ pinned: Principato

PR_ACTIONS = [  # (lines, beginning of the verbatim effect text) in rulebook order, names lost
    ([331, 331], "Nimm eine **beliebige** Anzahl **Condottieri**"),
    ([335, 335], "Zahle **1 Nahrungsstein** in den Vorrat und lege dafür **1 Bank**"),
    ([339, 339], "Zahle **1 Geldstein** in den Vorrat und lege dafür **1 Hof**"),
    ([343, 347], "1. und 2. Jahr: Zahle **1 Geldstein** und **1 Nahrungsstein**"),
    ([351, 351], "Zahle **1 Nahrungsstein** in den Vorrat und lege dafür **1 Palazzo**"),
    ([355, 355], "Zahle **1 Nahrungsstein** und **2 Geldsteine** in den Vorrat und lege dafür **1 Denkmal**"),
    ([359, 359], "Nimm so viele **Nahrungssteine** aus dem Vorrat wie die Anzahl deiner **Äcker**"),
    ([363, 363], "Zahle **1 Geldstein** in den Vorrat und lege dafür **1 Acker**"),
    ([367, 367], "Zahle **5 Geldsteine** in den Vorrat und lege dafür **1 Gemälde**"),
    ([371, 371], "Nimm so viele **Geldsteine** aus dem Vorrat wie die Anzahl deiner **Palazzi**"),
    ([375, 375], "Nimm eine **beliebige** Anzahl **Milizen**"),
    ([379, 379], "Zahle **4 Nahrungssteine** in den Vorrat und lege dafür **1 Buch**"),
    ([383, 383], "Nimm **2 Nahrungs- oder Geldsteine** deiner Wahl"),
    ([387, 387], "Nimm **3 Geldsteine** aus dem Vorrat"),
    ([391, 391], "Nimm **3 Nahrungssteine** aus dem Vorrat"),
]


def test_principato_fifteen_action_effects():
    cards = cards_by_slug("principato")
    actions = [cards[f"aktionskarte-{i:02d}"] for i in range(1, 16)]
    assert "aktionskarte-16" not in cards
    for card, (lines, begin) in zip(actions, PR_ACTIONS, strict=True):
        assert card["lines"] == lines, card["slug"]
        assert card["text_de"].startswith(begin), card["slug"]
        assert card["name_de"] is None and card["name_en"] is None and card["copies"] is None
        assert {g["field"] for g in card["gaps"]} >= {"name_de", "name_en", "copies", "attributes.swap_symbol",
                                                     "attributes.stack", "attributes.player_count_mark"}
        assert card["facts"] == []  # no external source names the action cards
    # the catapult card carries both year-dependent costs
    assert "3. Jahr: Zahle **1 Nahrungsstein**" in actions[3]["text_de"]
    assert set(actions[3]["attributes"]["options"]) == {"jahr_1_2", "jahr_3"}


def test_principato_eight_goal_cards():
    cards = cards_by_slug("principato")
    goals = [c for c in cards.values() if c["kind"] == "goal"]
    assert len(goals) == 8
    assert [c["name_de"] for c in goals] == ["Bollwerk", "Fruchtbares Land", "Stadtrecht", "Waffenschmiede",
                                             "Kapelle", "Palast", "Rathaus", "Villa"]
    assert [c["attributes"]["stack"] for c in goals] == [1, 1, 1, 1, 2, 2, 2, 2]
    assert all(c["copies"] == 1 for c in goals)
    villa = cards["villa"]
    assert villa["lines"] == [323, 323]
    assert villa["text_de"] == "Du erhältst **2/5/9 Siegpunkte** für 1/2/3 Plättchenpaare aus **Buch und Gemälde**."
    assert villa["attributes"]["scoring"]["vp_for_sets"] == [2, 5, 9]
    assert cards["palast"]["attributes"]["scoring"]["vp_for_sets"] == [5, 10, 15]
    assert cards["bollwerk"]["text_de"].startswith("Du erhältst je **1 Siegpunkt pro 4 Siegpunkte**")


def test_principato_component_counts():
    cards = cards_by_slug("principato")
    copies = {slug: c["copies"] for slug, c in cards.items()}
    assert copies["fuerstentum"] == 4
    assert copies["acker-hof"] + copies["palazzo-bank"] == 84 == cards["acker-hof"]["attributes"]["group_count"]
    assert copies["katapult"] + copies["condottiere-miliz"] == 56 == cards["katapult"]["attributes"]["group_count"]
    assert copies["nahrungsstein"] + copies["geldstein"] + copies["gunststein"] == 90
    assert (copies["nahrungsstein"], copies["geldstein"], copies["gunststein"]) == (39, 39, 12)
    assert copies["denkmal"] + copies["buch"] + copies["gemaelde"] == 45
    assert copies["militaerpunktschein"] == 40
    # 110 cards = 98 action cards (copies per card unknown) + 2 + 8 + 1 + 1
    named = copies["militaerwertungskarte"] + sum(copies[s] for s in cards if cards[s]["kind"] == "goal")
    named += copies["uebersichtskarte"] + copies["startspielerkarte"]
    assert named == 12
    action_group = {c["attributes"]["group_count"] for c in cards.values() if "Aktionskarte" in c["types"]}
    assert action_group == {98}
    assert 98 + named == 110


def test_principato_gaps_and_facts():
    cards = cards_by_slug("principato")
    for slug in ("denkmal", "buch", "gemaelde"):
        assert [g["field"] for g in cards[slug]["gaps"]] == ["attributes.vp_values"]
    assert [g["field"] for g in cards["militaerpunktschein"]["gaps"]] == ["attributes.denominations"]
    assert [g["field"] for g in cards["uebersichtskarte"]["gaps"]] == ["text_de"]
    for slug in ("startkarte-s1", "startkarte-s2"):
        assert {g["field"] for g in cards[slug]["gaps"]} == {"text_de", "copies"}
    assert cards["acker-hof"]["facts"][0]["value"] == "fields/farms (42, two-sided)"


def test_principato_faq():
    faq = catalog("principato")["faq"]
    assert len(faq) == 32
    labels = {n["label"] for n in faq if n["label"]}
    # F1 (storage capacities) is card data, F5 is the second sentence of F4's "Weiterhin ist zu beachten"
    assert labels == {f"F{i}" for i in range(1, 34)} - {"F1", "F5"}
    assert [n["text_de"] for n in faq if n["label"] is None] == ["Beispiel für den Aufbau im Spiel zu dritt"]
    hinweis = [n for n in faq if n["kind"] == "hinweis"]
    assert len(hinweis) == 1 and hinweis[0]["lines"] == [181, 181]


def test_principato_sections():
    sections = sections_file("principato")["sections"]
    assert all(s["margin_boxes"] == [] for s in sections)  # this rulebook has no Randbalken
    by_slug = {s["slug"]: s for s in sections}
    assert by_slug["spielende"]["heading"] == "SPIELLENDE"  # printed with its typo
    assert by_slug["aktion-a-aktiviere-eine-aktionskarte"]["parent"] == "zugablauf"
    assert by_slug["zugablauf"]["parent"] == "spielablauf"
    assert by_slug["uebersicht-der-aktionskarten"]["lines"] == [325, 391]
