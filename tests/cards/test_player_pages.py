"""What a player reads on the catalog pages (issue 12): emphasis rendered, readable facts instead of internal
fields, sources linked to rulebook lines, card tables per kind in German order, recommended sets, the kingdom
generator and the card name autocomplete."""

from __future__ import annotations

import re

import pytest

from cards.collation import sort_key
from cards.kingdom import generate_kingdom
from cards.models import Card, Game, RecommendedSet
from cards.templatetags.catalog import plain, rich

pytestmark = pytest.mark.django_db


def test_rich_renders_rulebook_emphasis_and_escapes_everything_else():
    html = rich("Spiele den **THRONSAAL** aus, *nur* einmal <script>alert(1)</script> 2*3*4")
    assert "<strong>THRONSAAL</strong>" in html and "<em>nur</em>" in html
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "2*3*4" in html  # a star between digits is not emphasis


def test_plain_drops_the_markers():
    assert plain("Du **darfst** *nur* eine") == "Du darfst nur eine"


def test_german_collation_folds_umlauts_and_orders_numbers_by_value():
    names = ["Burghof", "Plättchen 10", "Bäcker", "Plättchen 2", "Abenteuer"]
    assert sorted(names, key=sort_key) == ["Abenteuer", "Bäcker", "Burghof", "Plättchen 2", "Plättchen 10"]


def test_card_page_shows_readable_facts_not_internal_fields(client, catalog):
    card = Card.objects.get(game__slug="dominion", slug="thronsaal")
    html = client.get(card.get_absolute_url()).content.decode()
    for internal in ("dominion1stEdition", "{'", "digest_ids", "sets ["):
        assert internal not in html, internal
    assert 'class="face face-aktion"' in html  # the card face, styled as an action card
    assert 'class="cost coin"' in html and ">4<" in html
    assert "Edition I – Das Basisspiel" in html and "Second Edition – Das Basisspiel" in html
    assert "<strong>THRONSAAL</strong>" in html and "**" not in html


def test_card_sources_read_as_rulebook_lines_linked_to_the_browser(client, catalog):
    card = Card.objects.get(game__slug="dominion", slug="thronsaal")
    html = client.get(card.get_absolute_url()).content.decode()
    links = re.findall(r'<a class="source" href="([^"]+)">Dominion-Regelheft, Z\. (\d+)', html)
    assert links, "no source link"
    href, line = links[0]
    assert href.startswith(f"/regeln/dominion/zeile/{line}/")
    target = client.get(href)
    assert target.status_code == 302 and target["Location"].endswith(f"#z{line}")
    section_page = client.get(target["Location"].split("#")[0]).content.decode()
    assert f'id="z{line}"' in section_page
    assert "003_a71f" not in html  # no file hash on the page


def test_word_diffs_never_show_markup_characters(client, catalog):
    card = Card.objects.get(game__slug="dominion", slug="thronsaal")
    html = client.get(card.get_absolute_url()).content.decode()
    diffs = re.findall(r"<(ins|del)>(.*?)</\1>", html, re.S)
    assert diffs
    assert not any("*" in text for _tag, text in diffs)


def test_an_explanation_shared_by_editions_is_shown_once(client, catalog):
    for card in Card.objects.filter(game__slug="dominion").prefetch_related("printings")[:200]:
        texts = [p.text_de for p in card.printings.all() if p.text_de.strip()]
        if len(texts) >= 2 and len(set(texts)) < len(texts):
            html = client.get(card.get_absolute_url()).content.decode()
            assert html.count('class="printing"') == len(set(texts))
            return
    pytest.skip("no card with two identical explanations in the first 200")


def test_card_with_a_lost_name_gets_a_title_from_its_effect_and_the_gap_is_named_once(client, catalog):
    card = Card.objects.get(game__slug="principato", slug="aktionskarte-02")
    page = client.get(card.get_absolute_url()).content.decode()
    assert "<h1>1 Nahrungsstein → 1 Bank" in page
    game_page = client.get("/spiele/principato/").content.decode()
    assert game_page.count("gingen bei der Extraktion des Regelhefts verloren") == 1
    assert "1 Nahrungsstein → 1 Bank" in game_page


def test_english_site_shows_english_card_names_and_texts(client, catalog):
    card = Card.objects.get(game__slug="dominion", slug="thronsaal")
    html = client.get("/en" + card.get_absolute_url()).content.decode()
    assert "<h1>Throne Room" in html
    assert "You may play an Action card from your hand twice." in html


def test_game_page_has_a_card_table_per_kind_in_german_order(client, catalog):
    html = client.get("/spiele/dominion/").content.decode()
    assert "Königreich- und Basiskarten" in html and "Ereignisse" in html and ">karte<" not in html
    rows = re.findall(r'<tr data-name="([^"]*)" data-cost="([^"]*)"', html)
    assert len(rows) == Card.objects.filter(game__slug="dominion").count()
    first_group = html.split("Königreich- und Basiskarten")[1].split("</table>")[0]
    names = re.findall(r'<tr data-name="([^"]*)"', first_group)
    assert names == sorted(names) and names.index("backer") < names.index("burghof")
    assert re.search(r'<select name="kosten">.*<option value="4">4</option>', html, re.S)
    assert "Donald X. Vaccarino" in html and "2008" in html


def test_burgund_tiles_sort_numbers_by_value(client, catalog):
    html = client.get("/spiele/burgund/").content.decode()
    names = re.findall(r'<tr data-name="([^"]*)"', html)
    numbered = [n for n in names if re.search(r"\d", n)]
    assert numbered and all(re.search(r"0\d{5}", n) for n in numbered)  # padded: 2 sorts before 10


def test_recommended_sets_have_pages_and_are_in_the_bulk_export(client, catalog):
    kingdom = RecommendedSet.objects.filter(game__slug="dominion").exclude(cards=None).first()
    html = client.get(f"/spiele/dominion/saetze/{kingdom.pk}/").content.decode()
    assert f"<h1>{kingdom.name}</h1>" in html
    assert html.count('class="face ') == kingdom.cards.count()
    assert f"/spiele/dominion/saetze/{kingdom.pk}/" in client.get("/spiele/dominion/").content.decode()
    export = client.get("/api/v1/bulk/catalog.json", {"game": "dominion"}).json()
    exported = export["games"][0]["recommended_sets"]
    assert len(exported) == RecommendedSet.objects.filter(game__slug="dominion").count()
    assert kingdom.name in {item["name"] for item in exported}


def test_unknown_recommended_set_is_404(client, catalog):
    assert client.get("/spiele/dominion/saetze/999999/").status_code == 404


def test_kingdom_has_ten_distinct_cards_of_the_chosen_expansions(catalog):
    game = Game.objects.get(slug="dominion")
    result = generate_kingdom(game, ["Basisspiel"], seed="a")
    assert len({card.slug for card in result["cards"]}) == 10
    assert all(card.drawn_for == "Basisspiel" for card in result["cards"])
    assert not result["platinum_colony"] and not result["potion"]
    assert generate_kingdom(game, ["Basisspiel"], seed="a")["cards"] == result["cards"]  # a seed repeats


def test_platinum_and_colony_follow_the_first_card_drawn(catalog):
    game = Game.objects.get(slug="dominion")
    seen = set()
    for seed in range(40):
        result = generate_kingdom(game, ["Basisspiel", "Blütezeit"], seed=str(seed))
        assert result["platinum_colony"] == (result["first"].drawn_for == "Blütezeit")
        seen.add(result["platinum_colony"])
    assert seen == {True, False}


def test_potion_and_bane_rules(catalog):
    game = Game.objects.get(slug="dominion")
    potions = [generate_kingdom(game, ["Die Alchemisten", "Basisspiel"], seed=str(s)) for s in range(10)]
    assert all(r["potion"] == any((c.cost or {}).get("potion") for c in r["cards"]) for r in potions)
    assert any(r["potion"] for r in potions)
    for seed in range(300):
        result = generate_kingdom(game, ["Reiche Ernte", "Basisspiel"], seed=str(seed))
        if any(card.name_de == "Junge Hexe" for card in result["cards"]):
            bane = result["bane"]
            assert bane is not None and bane not in result["cards"]
            assert 2 <= bane.cost["coins"] <= 3 and not bane.cost.get("potion")
            return
    pytest.fail("Junge Hexe never drawn in 300 kingdoms")


def test_kingdom_page_without_enough_cards_says_so_and_never_500s(client, catalog):
    assert client.get("/spiele/dominion/koenigreich/").status_code == 200
    response = client.get("/spiele/dominion/koenigreich/", {"erweiterung": ["Promo", "nicht-da"]})
    assert response.status_code in (200, 400)
    ok = client.get("/spiele/dominion/koenigreich/", {"erweiterung": ["Basisspiel"], "seed": "x"})
    assert ok.status_code == 200 and ok.content.decode().count('class="face ') == 10


def test_autocomplete_completes_prefixes_in_german_and_english(client, catalog):
    data = client.get("/api/v1/cards/autocomplete", {"q": "Thr"}).json()
    assert data["object"] == "catalog" and data["data"][0] == "Thronsaal"
    assert data["total_values"] == len(data["data"]) <= 20
    assert client.get("/api/v1/cards/autocomplete", {"q": "thronsa"}).json()["data"][0] == "Thronsaal"
    assert client.get("/api/v1/cards/autocomplete", {"q": "throne r"}).json()["data"][0] == "Throne Room"
    assert client.get("/api/v1/cards/autocomplete", {"q": "BAECKER!"}).json()["data"][0] == "Bäcker"
    assert client.get("/api/v1/cards/autocomplete", {"q": "thronsall"}).json()["data"][0] == "Thronsaal"


def test_autocomplete_puts_the_closest_first_and_caps_at_twenty(client, catalog):
    names = client.get("/api/v1/cards/autocomplete", {"q": "Hexe"}).json()["data"]
    assert names[0] == "Hexe" and "Junge Hexe" in names
    assert names.index("Hexenzirkel") < names.index("Junge Hexe")  # starts so, before a later word
    assert len(client.get("/api/v1/cards/autocomplete", {"q": "a"}).json()["data"]) == 20


def test_autocomplete_bad_input_is_never_a_500(client, catalog):
    assert client.get("/api/v1/cards/autocomplete").json()["data"] == []
    assert client.get("/api/v1/cards/autocomplete", {"q": "%%%\x7f" * 50}).status_code == 200
    assert client.get("/api/v1/cards/autocomplete", {"q": "Thr", "game": "schach"}).status_code == 404
    only = client.get("/api/v1/cards/autocomplete", {"q": "Markt", "game": "dominion"}).json()["cards"]
    assert only and all(card["game"] == "dominion" for card in only)
