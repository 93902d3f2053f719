"""In a real browser, what a player sees on the pages of issue 12: the home box completing "Thr", a game's card
table filtered and sorted, a card face, a source link landing on its rulebook line, a pasted Dominion Online log
reaching a job page whose positions open on demand, "Meinten Sie", the language menu, and the phone width."""

from __future__ import annotations

import pytest
from log_snippets import online_opening
from test_browser_live_search import WAIT, card_url, open_page, screenshot, still_same_document, type_slowly

pytestmark = pytest.mark.browser

LOG = online_opening("a Smithy")


def wait(browser, condition, message: str):
    from selenium.webdriver.support.ui import WebDriverWait

    try:
        return WebDriverWait(browser, WAIT).until(condition)
    except Exception as error:
        raise AssertionError(f"{message} (within {WAIT} s) at {browser.current_url}") from error


def visible_rows(browser):
    from selenium.webdriver.common.by import By

    return [row for row in browser.find_elements(By.CSS_SELECTOR, "#kartentabellen tbody tr") if row.is_displayed()]


def test_typing_thr_in_the_home_box_shows_thronsaal(browser, site_url, tmp_path):
    from selenium.webdriver.common.by import By

    thronsaal = card_url("dominion", "thronsaal")
    open_page(browser, f"{site_url}/")
    type_slowly(browser.find_element(By.ID, "q"), "Thr")
    link = wait(browser, lambda d: next((a for a in d.find_elements(By.CSS_SELECTOR, f'#ergebnisse a[href="{thronsaal}"]')
                                         if a.is_displayed()), None), "no link to Thronsaal after typing Thr")
    assert "Thronsaal" in link.text
    assert still_same_document(browser)
    screenshot(browser, tmp_path, "home-thr")


def test_filtering_a_games_card_table_by_cost_and_sorting_it(browser, site_url, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    open_page(browser, f"{site_url}/spiele/dominion/")
    everything = len(visible_rows(browser))
    Select(browser.find_element(By.NAME, "kosten")).select_by_value("4")
    rows = wait(browser, lambda d: (lambda r: r if 0 < len(r) < everything else None)(visible_rows(d)),
                "the table did not shrink to the cards costing 4")
    assert {row.get_attribute("data-cost") for row in rows} == {"4"}
    names = [row.find_element(By.CSS_SELECTOR, "td a").text for row in rows]
    assert "Schmiede" in names and "Hexe" not in names
    assert browser.execute_script("return location.search;") == "?kosten=4"
    assert f"{len(rows)} / {everything}" in browser.find_element(By.NAME, "count").text

    header = browser.find_element(By.CSS_SELECTOR, '#kartentabellen th[data-sort="name"] button')
    header.click()  # already ascending: now descending
    first_table = browser.find_element(By.CSS_SELECTOR, "#kartentabellen table")
    shown = [r.get_attribute("data-name") for r in first_table.find_elements(By.CSS_SELECTOR, "tbody tr")
             if r.is_displayed()]
    assert shown == sorted(shown, reverse=True) and len(shown) > 3
    screenshot(browser, tmp_path, "table-cost-4")


def test_text_search_in_the_card_table_ignores_umlauts(browser, site_url):
    from selenium.webdriver.common.by import By

    open_page(browser, f"{site_url}/spiele/dominion/")
    type_slowly(browser.find_element(By.NAME, "text"), "backer")
    rows = wait(browser, lambda d: (lambda r: r if 0 < len(r) < 20 else None)(visible_rows(d)), "no rows for backer")
    assert any(row.find_element(By.CSS_SELECTOR, "td a").text == "Bäcker" for row in rows)


def test_card_page_shows_a_card_face_and_no_internal_fields(browser, site_url, tmp_path):
    from selenium.webdriver.common.by import By

    open_page(browser, f"{site_url}{card_url('dominion', 'hexe')}")
    face = browser.find_element(By.CSS_SELECTOR, "article.face")
    assert face.is_displayed() and "Hexe" in face.text and "5" in face.text
    assert "angriff" in face.get_attribute("class")
    body = browser.find_element(By.TAG_NAME, "body").text
    for internal in ("dominion1stEdition", "{'", "card_tag", "sets"):
        assert internal not in body
    assert "**" not in body
    screenshot(browser, tmp_path, "card-hexe")


def test_a_source_link_lands_on_its_rulebook_line(browser, site_url):
    from selenium.webdriver.common.by import By

    open_page(browser, f"{site_url}{card_url('dominion', 'thronsaal')}")
    link = browser.find_element(By.CSS_SELECTOR, "a.source")
    line = link.text.split("Z. ")[1].split("–")[0]
    link.click()
    wait(browser, lambda d: d.execute_script("return location.hash;") == f"#z{line}", "not at the line's anchor")
    target = browser.find_element(By.CSS_SELECTOR, ":target")
    assert target.get_attribute("id") == f"z{line}" and target.is_displayed()
    top = browser.execute_script("return arguments[0].getBoundingClientRect().top;", target)
    assert 0 <= top < browser.execute_script("return window.innerHeight;")


def test_pasting_a_dominion_online_log_reaches_a_job_page_with_positions(browser, site_url, eager_celery, tmp_path):
    from selenium.webdriver.common.by import By

    open_page(browser, f"{site_url}/pruefen/")
    area = browser.find_element(By.NAME, "text")
    browser.execute_script("arguments[0].value = arguments[1];", area, LOG)
    browser.find_element(By.CSS_SELECTOR, "form.validate button[type=submit]").click()
    summary = wait(browser, lambda d: next(iter(d.find_elements(By.CSS_SELECTOR, "section.summary")), None),
                   "no job page with a summary")
    assert "erlaubt" in summary.text
    moves = browser.find_element(By.CSS_SELECTOR, "ol.moves").text
    assert "Anna kauft Schmiede" in moves and "Zug 1" in moves
    details = browser.find_element(By.CSS_SELECTOR, "#e2 details.position")
    details.find_element(By.TAG_NAME, "summary").click()
    wait(browser, lambda d: "Vorrat" in details.text or "Kupfer" in details.text, "the position did not load")
    screenshot(browser, tmp_path, "job")


def test_a_typo_shows_meinten_sie(browser, site_url):
    from selenium.webdriver.common.by import By

    open_page(browser, f"{site_url}/suche/")
    type_slowly(browser.find_element(By.ID, "q"), "thronsall")
    hint = wait(browser, lambda d: next((p for p in d.find_elements(By.CSS_SELECTOR, ".did-you-mean")
                                         if p.is_displayed()), None), "no 'Meinten Sie'")
    assert "Meinten Sie" in hint.text and "Thronsaal" in hint.text


def test_the_language_menu_switches_to_english_card_names(browser, site_url):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    open_page(browser, f"{site_url}{card_url('dominion', 'thronsaal')}")
    menu = Select(browser.find_element(By.ID, "lang"))
    assert [option.text for option in menu.options] == ["Deutsch", "English"]
    menu.select_by_value("en")
    wait(browser, lambda d: d.find_element(By.TAG_NAME, "h1").text.startswith("Throne Room"), "no English page")
    assert "You may play an Action card" in browser.find_element(By.CSS_SELECTOR, "article.face").text
    Select(browser.find_element(By.ID, "lang")).select_by_value("de")  # back, for the other tests
    wait(browser, lambda d: d.find_element(By.TAG_NAME, "h1").text.startswith("Thronsaal"), "no German page")


def test_pages_fit_a_phone(browser, site_url, tmp_path):
    browser.set_window_size(390, 844)
    try:
        for path in ("/", "/spiele/dominion/", card_url("dominion", "thronsaal"), "/regeln/dominion/zeile/505/",
                     "/spiele/dominion/koenigreich/?erweiterung=Basisspiel&seed=1"):
            open_page(browser, f"{site_url}{path}")
            overflow = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth;")
            assert overflow <= 1, f"{path} is {overflow}px wider than the phone"
        screenshot(browser, tmp_path, "phone-kingdom")
    finally:
        browser.set_window_size(1280, 1000)
