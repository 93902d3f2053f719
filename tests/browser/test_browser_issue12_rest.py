"""In a real browser, the last pieces of issue 12: the card table's texts fetched on demand (filtering, sorting and
the edition menu still work), a card's wording per printing side by side with its word diff, the kingdom
generator's landscapes and Schwarzmarkt deck, and the Burgund position stacked on a phone with German tile
names. Each page is photographed at 1280 and 390 px (copies in /tmp/regelwerk-*.png)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_browser_live_search import card_url, open_page, screenshot, type_slowly
from test_browser_player_pages import visible_rows, wait

pytestmark = pytest.mark.browser

BURGUND = Path(__file__).resolve().parents[1] / "data" / "burgund" / "4p-greedy-seed11.json"
RAW_TILE_ID = re.compile(r"\b(?:kuh|schaf|schwein|ziege)-[234]\b|\bkloster-\d+\b")
PHONE, DESKTOP = (390, 844), (1280, 1000)


def both_widths(browser, tmp_path, name: str) -> None:
    """A screenshot at desktop and phone width of the page open now (the window ends at desktop width)."""
    try:
        for label, size in (("1280", DESKTOP), ("390", PHONE)):
            browser.set_window_size(*size)
            screenshot(browser, tmp_path, f"{name}-{label}")
            overflow = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth;")
            assert overflow <= 1, f"{name} is {overflow}px wider than the window at {label}"
    finally:
        browser.set_window_size(*DESKTOP)


def test_card_texts_come_on_demand_and_are_searched_with_the_names(browser, site_url, tmp_path):
    from selenium.webdriver.common.by import By

    open_page(browser, f"{site_url}/spiele/dominion/")
    everything = len(visible_rows(browser))
    assert not browser.find_elements(By.CSS_SELECTOR, "#kartentabellen td.text-col")  # the page carries none
    # Words of card texts, in no name: Thronsaal is found once the texts have come.
    type_slowly(browser.find_element(By.NAME, "text"), "aktionskarte zweimal")
    rows = wait(browser, lambda d: (lambda r: r if 0 < len(r) < 30 else None)(visible_rows(d)),
                "no rows for a phrase of a card text")
    assert "Thronsaal" in [row.find_element(By.CSS_SELECTOR, "td a").text for row in rows]
    browser.find_element(By.NAME, "text").clear()
    browser.find_element(By.CSS_SELECTOR, "[data-texts-toggle] input").click()
    wait(browser, lambda d: len(visible_rows(d)) == everything, "the table did not come back whole")
    row = next(r for r in visible_rows(browser) if r.find_element(By.CSS_SELECTOR, "td a").text == "Thronsaal")
    text = row.find_element(By.CSS_SELECTOR, "td.text-col")
    assert text.is_displayed() and "zweimal" in text.text
    assert "texte=1" in browser.execute_script("return location.search;")
    screenshot(browser, tmp_path, "table-texts")


def test_the_edition_menu_and_sorting_by_cost_work_on_the_light_table(browser, site_url):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    open_page(browser, f"{site_url}/spiele/dominion/")
    everything = len(visible_rows(browser))
    Select(browser.find_element(By.NAME, "edition")).select_by_visible_text("Second Edition – Das Basisspiel (2017)")
    rows = wait(browser, lambda d: (lambda r: r if 0 < len(r) < everything else None)(visible_rows(d)),
                "the edition menu did not filter")
    names = {row.find_element(By.CSS_SELECTOR, "td a").text for row in rows}
    assert {"Banditin", "Thronsaal", "Kupfer"} <= names and "Dieb" not in names and "Abenteurer" not in names
    header = browser.find_element(By.CSS_SELECTOR, '#kartentabellen th[data-sort="cost"] button')
    header.click()
    table = browser.find_element(By.CSS_SELECTOR, "#kartentabellen table")
    costs = [r.get_attribute("data-cost") for r in table.find_elements(By.CSS_SELECTOR, "tbody tr") if r.is_displayed()]
    numbers = [int(c) for c in costs if c]
    assert numbers == sorted(numbers) and len(numbers) > 5


def test_thronsaal_sets_its_wordings_side_by_side_and_stacks_them_on_a_phone(browser, site_url, tmp_path):
    from selenium.webdriver.common.by import By

    open_page(browser, f"{site_url}{card_url('dominion', 'thronsaal')}")
    columns = browser.find_elements(By.CSS_SELECTOR, ".printed-texts > .printed-text")
    assert len(columns) == 2
    assert "domdiv" in columns[0].text and "Wähle eine Aktionskarte" in columns[0].text
    assert "Special Edition" in columns[1].text and "Second Edition" in columns[1].text
    added = [e.text for e in columns[1].find_elements(By.TAG_NAME, "ins")]
    assert any("darfst" in text for text in added)
    gaps = [p for p in browser.find_elements(By.CSS_SELECTOR, "[data-printed-gap]") if p.is_displayed()]
    assert len(gaps) == 1 and "Edition I – Das Basisspiel (2008)" in gaps[0].text
    top = lambda element: element.rect["y"]  # noqa: E731
    assert abs(top(columns[0]) - top(columns[1])) < 2  # side by side at 1280 px
    browser.set_window_size(*PHONE)
    try:
        assert top(columns[1]) > top(columns[0]) + columns[0].rect["height"] - 2  # one below the other
    finally:
        browser.set_window_size(*DESKTOP)
    both_widths(browser, tmp_path, "card-thronsaal-printings")


def test_the_kingdom_generator_adds_landscapes_and_the_schwarzmarkt_deck(browser, site_url, tmp_path):
    from selenium.webdriver.common.by import By

    from cards.kingdom import generate_kingdom
    from cards.models import Game

    dominion = Game.objects.get(slug="dominion")
    boxes = ["Abenteuer", "Empires", "Renaissance"]
    seed = next(s for s in range(50) if generate_kingdom(dominion, boxes, seed=str(s))["landscapes"])
    query = "&".join(f"erweiterung={box}" for box in boxes)
    open_page(browser, f"{site_url}/spiele/dominion/koenigreich/?{query}&seed={seed}")
    faces = browser.find_elements(By.CSS_SELECTOR, "ul.landscapes article.face")
    assert faces and all(face.is_displayed() for face in faces)
    kinds = {link.text.split(" · ")[0] for link in browser.find_elements(By.CSS_SELECTOR, "ul.landscapes a.face-link")}
    assert kinds <= {"Ereignis", "Landmarke", "Projekt"}
    both_widths(browser, tmp_path, "kingdom-landscapes")

    seed = next(s for s in range(600) if generate_kingdom(dominion, ["Basisspiel", "Promo"], seed=str(s))["black_market"])
    open_page(browser, f"{site_url}/spiele/dominion/koenigreich/?erweiterung=Basisspiel&erweiterung=Promo&seed={seed}")
    deck = browser.find_elements(By.CSS_SELECTOR, "ul.black-market li")
    assert len(deck) == 15 and all(item.is_displayed() for item in deck)
    supply = {a.text for a in browser.find_elements(By.CSS_SELECTOR, "ul.kingdom a.face-link")}
    assert "Schwarzmarkt" in browser.find_element(By.CSS_SELECTOR, "ul.kingdom").text and supply
    both_widths(browser, tmp_path, "kingdom-black-market")


def test_burgund_estates_stack_on_a_phone_and_the_depots_name_tiles_in_german(browser, site_url, eager_celery,
                                                                              tmp_path):
    from selenium.webdriver.common.by import By

    from engine import services

    job = services.submit(json.loads(BURGUND.read_text(encoding="utf-8"))["record"])
    job.refresh_from_db()
    assert job.status == "done"
    open_page(browser, f"{site_url}/pruefen/{job.pk}/stellung/200/")
    estates = browser.find_elements(By.CSS_SELECTOR, ".position-picture svg.burgund-estate")
    assert len(estates) == 4
    assert len({round(e.rect["y"]) for e in estates}) == 1  # all four in one row at 1280 px
    board = browser.find_element(By.CSS_SELECTOR, ".burgund-board")
    assert "Depot 1" in board.text and not RAW_TILE_ID.search(board.text), board.text
    browser.set_window_size(*PHONE)
    try:
        ys = [e.rect["y"] for e in estates]
        assert ys == sorted(ys) and len(set(round(y) for y in ys)) == 4  # one below the other
        assert all(e.rect["width"] >= 300 for e in estates)  # each about the phone's width, not a quarter of it
        assert board.rect["y"] > ys[-1]
    finally:
        browser.set_window_size(*DESKTOP)
    both_widths(browser, tmp_path, "burgund-position")
