"""Checks of the curated catalog and section files for Burgund (big box) and Dynasties.

Pure pytest (no Django): every quoted German text must stand in the rulebook lines it names, slugs must
be unique and well-formed, sections must nest and cover the rulebook, references must resolve, and a few
facts read off the rulebooks are pinned.

Long on purpose (~450 lines): one small test per rule of the curated format and per pinned fact, for two
games; it reads as the format's specification.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from cards.importers.quotes import check_quote, fold_space, passage, rulebook_lines

ROOT = Path(__file__).resolve().parents[2]
EXTERNAL = ROOT.parent / "shared" / "data" / "external-facts"
GAMES = ["burgund", "dynasties"]
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
CARD_KINDS = {"card", "tile", "board", "token", "building", "goal", "bonus", "overview", "die", "marker", "other"}
FAQ_KINDS = {"hinweis", "achtung", "wichtig", "beispiel", "klarstellung", "tipp", "variante"}
CONFIDENCE = {"confirmed_two_sources", "one_source", "inferred", "conflicting_sources"}


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module", params=GAMES)
def game(request):
    slug = request.param
    catalog = load(ROOT / "cards" / "sources" / f"{slug}.json")
    sections = load(ROOT / "rulings" / "sources" / f"{slug}.sections.json")
    return slug, catalog, sections


def catalog_of(slug: str) -> dict:
    return load(ROOT / "cards" / "sources" / f"{slug}.json")


def cards_by_slug(slug: str) -> dict:
    return {c["slug"]: c for c in catalog_of(slug)["cards"]}


def quoted(obj, where="$"):
    """Every {"text_de": ..., "lines": [...]} object nested anywhere in obj."""
    if isinstance(obj, dict):
        if "text_de" in obj and "lines" in obj:
            yield where, obj["text_de"], obj["lines"]
        for key, value in obj.items():
            if key in ("text_de", "lines"):
                continue
            yield from quoted(value, f"{where}.{key}")
    elif isinstance(obj, list):
        for i, value in enumerate(obj):
            yield from quoted(value, f"{where}[{i}]")


# ------------------------------------------------------------------------------------------ quotes


def test_every_quote_stands_in_the_rulebook(game):
    slug, catalog, _ = game
    rb = catalog["game"]["rulebook"]
    problems = []
    for where, text, lines in quoted(catalog, slug):
        problem = check_quote(rb, lines, text, where)
        if problem:
            problems.append(problem)
    for key in ("lines", "publisher_lines", "players_lines"):
        if key in catalog["game"]:
            assert check_quote(rb, catalog["game"][key], None, key) is None
    for edition in catalog["editions"]:
        for key in ("lines", "component_lines"):
            if key in edition:
                assert check_quote(rb, edition[key], None, edition["slug"]) is None
    assert not problems, problems[:5]


def test_quotes_are_not_empty(game):
    _, catalog, _ = game
    for card in catalog["cards"]:
        assert card["text_de"] is None or len(card["text_de"]) > 3, card["slug"]
    for note in catalog["faq"]:
        assert len(note["text_de"]) > 3


# ------------------------------------------------------------------------------------------ slugs and shape


def test_slugs_unique_and_well_formed(game):
    slug, catalog, sections = game
    assert catalog["game"]["slug"] == slug
    for group in (catalog["cards"], catalog["editions"], sections["sections"]):
        slugs = [x["slug"] for x in group]
        assert len(slugs) == len(set(slugs)), [s for s in slugs if slugs.count(s) > 1]
        for s in slugs:
            assert SLUG.match(s), s
            assert not re.search(r"[äöüß]", s), s


def test_card_fields(game):
    _, catalog, _ = game
    editions = {e["slug"] for e in catalog["editions"]}
    for card in catalog["cards"]:
        assert card["kind"] in CARD_KINDS, card["slug"]
        assert isinstance(card["types"], list) and card["types"], card["slug"]
        assert card["copies"] is None or (isinstance(card["copies"], int) and card["copies"] > 0)
        if card["copies"] is None:
            assert card["gaps"], f"{card['slug']}: copies null without a gap"
        assert card["cost"] is None or all(isinstance(v, int) for v in card["cost"].values())
        for printing in card["editions"]:
            assert printing["edition"] in editions, card["slug"]
        for g in card["gaps"]:
            assert g["field"] and g["note_de"] and g["note_en"], card["slug"]


def test_editions(game):
    _, catalog, _ = game
    editions = catalog["editions"]
    assert [e["order"] for e in editions] == sorted(e["order"] for e in editions)
    slugs = {e["slug"] for e in editions}
    bases = [e for e in editions if e["kind"] == "base"]
    assert len(bases) == 1 and bases[0]["expands"] is None
    for e in editions:
        if e["kind"] == "module":
            assert e["expands"] in slugs


# ------------------------------------------------------------------------------------------ facts


def test_facts_have_values_and_known_confidence(game):
    _, catalog, _ = game
    for card in catalog["cards"]:
        for f in card["facts"]:
            assert f["confidence"] in CONFIDENCE, (card["slug"], f)
            assert f["source"].startswith("external-facts/") and "#/" in f["source"]
            assert isinstance(f["sources"], list)


def resolve(doc, pointer: str):
    cur = doc
    for part in pointer.lstrip("/").split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        cur = cur[int(part)] if isinstance(cur, list) else cur[part]
    return cur


@pytest.mark.skipif(not EXTERNAL.is_dir() and os.environ.get("CI", "").lower() != "true",
                    reason="../shared/data/external-facts not present (a fresh clone without shared/)")
def test_facts_match_external_files(game):
    _, catalog, _ = game
    docs = {}
    for card in catalog["cards"]:
        for f in card["facts"]:
            name, pointer = f["source"].removeprefix("external-facts/").split("#", 1)
            doc = docs.setdefault(name, load(EXTERNAL / name))
            resolve(doc, pointer)  # the pointer resolves
            value_pointer = f.get("value_source", f["source"]).split("#", 1)[1]
            assert resolve(doc, value_pointer) == f["value"], (card["slug"], f["field"])
            prov_pointer = f["provenance"].split("#", 1)[1]
            prov = resolve(doc, prov_pointer)
            assert prov["confidence"] == f["confidence"], (card["slug"], f["field"])
            assert list(prov.get("sources", [])) == f["sources"], (card["slug"], f["field"])
            for source in f["sources"]:
                assert source in doc["sources"], source
        for g in card["gaps"]:
            if "searched" in g:
                name, pointer = g["searched"].removeprefix("external-facts/").split("#", 1)
                doc = docs.setdefault(name, load(EXTERNAL / name))
                assert resolve(doc, pointer)["confidence"] == "missing"


# ------------------------------------------------------------------------------------------ sections


def test_sections_nest_cover_and_order(game):
    _, catalog, sections = game
    rb = sections["rulebook"]["file"]
    assert rb == catalog["game"]["rulebook"]
    lines = rulebook_lines(rb)
    total = len(lines) - 1 if lines[-1] == "" else len(lines)  # the file ends with a newline
    secs = sections["sections"]
    by_slug = {}
    for s in secs:
        a, b = s["lines"]
        assert 1 <= a <= b <= total, s["slug"]
        if s["parent"] is not None:
            assert s["parent"] in by_slug, f"{s['slug']}: parent must come first"
            pa, pb = by_slug[s["parent"]]["lines"]
            assert pa <= a and b <= pb, s["slug"]
        for ma, mb in s["margin_boxes"]:
            assert a <= ma <= mb <= b, (s["slug"], ma, mb)
        if s.get("continues"):
            assert s["continues"] in by_slug
        by_slug[s["slug"]] = s
    # top level covers the whole rulebook without gaps or overlaps, in reading order
    top = [s["lines"] for s in secs if s["parent"] is None]
    assert top[0][0] == 1 and top[-1][1] == total
    for (_a1, b1), (a2, _b2) in zip(top, top[1:], strict=False):
        assert a2 == b1 + 1, (b1, a2)
    # siblings in order, not overlapping
    children = {}
    for s in secs:
        children.setdefault(s["parent"], []).append(s["lines"])
    for parent, spans in children.items():
        for (a1, b1), (a2, b2) in zip(spans, spans[1:], strict=False):
            assert b1 < a2, (parent, (a1, b1), (a2, b2))


def test_section_headings_are_printed(game):
    _, _, sections = game
    rb = sections["rulebook"]["file"]
    for s in sections["sections"]:
        if s["heading"] is None:
            continue
        a, b = (s["heading_line"], s["heading_line"]) if "heading_line" in s else s["lines"]
        text = fold_space(passage(rb, a, b)).replace(" ", "")
        assert s["heading"].replace(" ", "") in text, s["slug"]


# ------------------------------------------------------------------------------------------ FAQ


def test_faq_references_resolve(game):
    _, catalog, sections = game
    card_slugs = {c["slug"] for c in catalog["cards"]}
    section_slugs = {s["slug"] for s in sections["sections"]}
    for note in catalog["faq"]:
        assert note["kind"] in FAQ_KINDS, note
        assert note["section"] in section_slugs, note["section"]
        for c in note["cards"]:
            assert c in card_slugs, c
        assert note["label"] is None or re.match(r"^F\d+$", note["label"]), note["label"]


def test_faq_entries_are_distinct(game):
    _, catalog, _ = game
    keys = [(n["lines"][0], n["lines"][1], n["text_de"]) for n in catalog["faq"]]
    assert len(keys) == len(set(keys))


# ------------------------------------------------------------------------------------------ pinned: Burgund

BURGUND_YELLOW = {
    1: "beliebig viele gleiche Gebäude in seinen Städten errichten",
    2: "pro eigener bereits im Fürstentum platzierter Mine zusätzlich zu der einen Silbermünze auch noch einen Arbeiterchip",
    3: "eine zusätzliche Silbermünze, also gesamt 2",
    5: "von zwei benachbarten Warenfeldern",
    6: "durch Abgabe von zwei Arbeiterchips (statt zweier Silbermünzen!)",
    8: "eine Würfelzahl um bis zu 2 erhöhen bzw. senken",
    14: "vier (statt der üblichen zwei) Arbeiterchips",
    15: "2 Siegpunkte. Nicht verkaufte Warenkärtchen werden nicht beachtet.",
    17: "4 Siegpunkte für jedes entsprechende Gebäude",
    24: "4 Siegpunkte für jede Tierart",
    25: "1 Siegpunkt für jedes verkaufte eigene Warenkärtchen",
    26: "3 Siegpunkte für jedes eigene Bonuskärtchen, egal ob groß oder klein",
    27: "in einem Stapel auf der Brücke immer oben",
    28: "Jeweils 2 Chips kosten 1 Silbermünze",
}


def test_burgund_yellow_tiles_1_to_28():
    cards = cards_by_slug("burgund")
    for n in range(1, 29):
        card = cards[f"kloster-{n}"]
        assert card["attributes"]["nummer"] == n
        assert card["text_de"].startswith("Wer "), n
        assert "Plättchen" in card["text_de"]
        assert card["copies"] == 1
        expected_edition = "zusaetzliche-plaettchen" if n in (27, 28) else "grundspiel"
        assert [p["edition"] for p in card["editions"]] == [expected_edition]
    for n, words in BURGUND_YELLOW.items():
        assert words in cards[f"kloster-{n}"]["text_de"], n
    assert cards["kloster-27"]["name_de"] == "Brücke"
    assert cards["kloster-28"]["name_de"] == "Arbeiterchips"
    # 16-23 share one printed text; only 17 and 22 are identified by the rulebook
    assert len({cards[f"kloster-{n}"]["text_de"] for n in range(16, 24)}) == 1
    assert cards["kloster-17"]["attributes"]["gebaeude"]["text_de"] == "Nr. 17 (Wachtürme)"
    assert cards["kloster-22"]["attributes"]["gebaeude"]["text_de"] == "Nr. 22 (Banken)"
    # 29 is referenced but never described
    assert cards["kloster-29"]["copies"] is None and cards["kloster-29"]["gaps"]
    assert sum(1 for n in range(1, 27) if cards[f"kloster-{n}"]["editions"][0]["edition"] == "grundspiel") == 26


def test_burgund_eight_building_types():
    cards = cards_by_slug("burgund")
    buildings = [c for c in cards.values() if "Gebäude" in c["types"] and c["editions"][0]["edition"] == "grundspiel"]
    assert sorted(c["name_de"] for c in buildings) == sorted(
        ["Markt", "Schreinerei", "Kirche", "Warenhaus", "Wohnhaus", "Bank", "Rathaus", "Wachturm"]
    )
    assert all(c["copies"] == 7 for c in buildings)
    assert sum(c["copies"] for c in buildings) == 56
    assert "vier Arbeiterchips" in cards["wohnhaus"]["text_de"]
    assert "zwei Silbermünzen" in cards["bank"]["text_de"]
    assert "um 4 Felder weiter" in cards["wachturm"]["text_de"]
    assert "(nicht vom schwarzen Depot!)" in cards["kirche"]["text_de"]


def test_burgund_base_components_add_up():
    cards = cards_by_slug("burgund")
    base_hex = [
        c
        for c in cards.values()
        if "Sechseck-Plättchen" in c["types"] and c["editions"] and c["editions"][0]["edition"] == "grundspiel"
    ]
    assert sum(c["copies"] for c in base_hex) == 164
    assert cards["warenkaertchen"]["copies"] == 42
    assert cards["silbermuenze"]["copies"] == 24
    assert cards["arbeiterchip"]["copies"] == 26
    assert cards["bonuskaertchen-gross"]["copies"] + cards["bonuskaertchen-klein"]["copies"] == 12
    assert cards["wuerfel"]["copies"] + cards["weisser-wuerfel"]["copies"] == 9
    assert sum(cards[f"spielertableau-{n}"]["copies"] for n in range(1, 11)) == 16
    assert {c["name_de"] for c in cards.values() if c["types"][-1] == "Tier"} >= {"Kuh", "Schaf", "Schwein"}


def test_burgund_every_module_present():
    catalog = catalog_of("burgund")
    modules = {e["slug"]: e for e in catalog["editions"] if e["kind"] == "module"}
    assert set(modules) == {
        "zusaetzliche-plaettchen",
        "grenzposten",
        "weisse-burgen",
        "gasthoefe",
        "handelsstrassen",
        "team-spiel",
        "solo-spiel",
        "schilde",
    }
    assert all(e["expands"] == "grundspiel" for e in modules.values())
    copies = {}
    for card in catalog["cards"]:
        for p in card["editions"]:
            copies.setdefault(p["edition"], 0)
            copies[p["edition"]] += p["copies"] or 0
    assert copies["zusaetzliche-plaettchen"] == 4
    assert copies["grenzposten"] == 6
    assert copies["weisse-burgen"] == 9
    assert copies["gasthoefe"] == 5
    assert copies["handelsstrassen"] == 12
    assert copies["solo-spiel"] == 2
    assert copies["schilde"] == 18
    assert any(p["edition"] == "team-spiel" for c in catalog["cards"] for p in c["editions"])
    shields = cards_by_slug("burgund")
    assert [shields[f"schild-{n}"]["attributes"]["sp_am_spielende"] for n in (1, 6, 7, 12, 13, 18)] == [
        12,
        12,
        8,
        8,
        4,
        4,
    ]
    assert "Die Kombination mit Schild 6 ist nicht erlaubt." in shields["schild-10"]["text_de"]


def test_burgund_estate_boards_point_to_external_layouts():
    cards = cards_by_slug("burgund")
    for n in range(1, 11):
        facts = {f["field"]: f for f in cards[f"spielertableau-{n}"]["facts"]}
        assert facts["attributes.layout"]["source"] == f"external-facts/burgund-boards.json#/boards/{n - 1}"
        assert facts["attributes.layout"]["value"] == n
        assert "spaces" not in json.dumps(facts)  # the layout itself is not copied


def test_burgund_faq_notes():
    catalog = catalog_of("burgund")
    faq = catalog["faq"]
    labels = {n["label"] for n in faq if n["label"]}
    assert labels == {f"F{i}" for i in range(1, 81)}
    texts = " | ".join(n["text_de"] for n in faq)
    assert "Wichtig: Das ausgewählte Depot ist vollkommen beliebig" in texts
    assert "Hinweis: Beim Platzieren eines Wohnhauses nützt dieses und das nächste Plättchen nichts." in texts
    three = [n for n in faq if n["lines"] == [895, 902]][0]
    assert three["kind"] == "achtung" and three["section"] == "spiel-zu-zweit-und-zu-dritt"
    variants = [n for n in faq if n["kind"] == "variante"]
    assert {tuple(n["lines"]) for n in variants} == {(1083, 1085), (1159, 1165)}


def test_burgund_margin_boxes():
    sections = load(ROOT / "rulings" / "sources" / "burgund.sections.json")["sections"]
    boxes = sorted(tuple(m) for s in sections for m in s["margin_boxes"])
    assert (11, 25) in boxes and (143, 175) in boxes and (1089, 1097) in boxes
    assert len(boxes) == 30
    slugs = [s["slug"] for s in sections]
    assert (
        slugs.index("die-schilde")
        < slugs.index("wer-das-spiel-schon-besser-kennt")
        < slugs.index("die-schilde-fortsetzung")
    )


# ------------------------------------------------------------------------------------------ pinned: Dynasties


def test_dynasties_components_as_stated():
    cards = cards_by_slug("dynasties")
    assert cards["familienmitglied"]["copies"] == 90
    assert sum(cards[s]["copies"] for s in cards if s.startswith("ware-")) == 72
    assert cards["ware-schwarz"]["copies"] == cards["ware-weiss"]["copies"] == 18
    assert sum(cards[s]["copies"] for s in cards if s.startswith("buchplaettchen-")) == 12
    assert sum(cards[s]["copies"] for s in cards if s.startswith("wertungskarte-")) == 32
    assert cards["persoenlichkeit"]["copies"] == 8
    assert cards["laenderwappen"]["copies"] == 24
    assert cards["mitgiftwuerfel"]["copies"] == 3
    assert cards["laenderwertungstafel"]["copies"] == 4
    assert cards["zusaetzliche-stadt"]["copies"] == 4
    assert cards["neutrale-figur"]["copies"] == 3
    # 34 action cards: three special actions with (3x) each; the city cards and jokers are not counted
    assert [
        cards[s]["copies"] for s in ("aktionskarte-persoenlichkeit", "aktionskarte-handel", "aktionskarte-passen")
    ] == [3, 3, 3]
    assert cards["jokerkarte"]["copies"] is None and cards["aktionskarte-stadt"]["copies"] is None
    assert catalog_of("dynasties")["game"]["year"] == 2016


def test_dynasties_supplement_gaps_recorded():
    cards = cards_by_slug("dynasties")
    for slug in (
        "buchplaettchen-karte",
        "mitgiftwuerfel",
        "persoenlichkeit",
        "aufwerter",
        "wertungskarte-gelb",
        "laenderwertungstafel",
        "jokerkarte",
    ):
        assert cards[slug]["gaps"], slug
        assert any("searched" in g for g in cards[slug]["gaps"]), slug


def test_dynasties_faq_notes():
    faq = catalog_of("dynasties")["faq"]
    self_trade = [n for n in faq if n["lines"] == [295, 295]][0]
    assert self_trade["text_de"].startswith("Sonderfall: Du darfst auch „mit dir selbst handeln“.")
    assert self_trade["section"] == "handel"
    reminder = [n for n in faq if n["label"] == "F22"][0]
    assert reminder["kind"] == "achtung" and "der aktive Spieler ist" in reminder["text_de"]
    labels = {n["label"] for n in faq if n["label"]}
    assert labels == {f"F{i:02d}" for i in range(1, 52)}
    assert not any(n["kind"] == "wichtig" for n in faq)
