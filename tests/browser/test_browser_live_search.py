"""In a real browser: the search page answers while typing, and the ask form suggests what already answers.

Both run static/js/site.js (`data-live-source`/`data-live-target`) against the live server, the real catalog
and a real search index.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from urllib.parse import urlsplit

import pytest

pytestmark = pytest.mark.browser

WAIT = 30  # seconds for a live fragment to arrive (debounce 150 ms + a search; generous: CI shares 2 cores)
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
MARK = "window.__regelwerkSameDocument"  # set after a page load; gone only if the page loaded again


def card_url(game: str, slug: str) -> str:
    from cards.models import Card

    return Card.objects.select_related("game").get(game__slug=game, slug=slug).get_absolute_url()


def open_page(browser, url: str) -> None:
    browser.get(url)
    browser.execute_script(f"{MARK} = true;")


def still_same_document(browser) -> bool:
    return browser.execute_script(f"return {MARK} === true;")


def type_slowly(element, text: str) -> None:
    """One key at a time, as a person types: one `input` event per character."""
    for character in text:
        element.send_keys(character)


def wait_for_link(browser, container: str, href: str):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as EC
    from selenium.webdriver.support.ui import WebDriverWait

    selector = f'#{container} a[href="{href}"]'
    try:
        return WebDriverWait(browser, WAIT).until(EC.visibility_of_element_located((By.CSS_SELECTOR, selector)))
    except Exception as error:
        content = browser.find_element(By.ID, container).get_attribute("innerHTML")
        raise AssertionError(f"no {selector} within {WAIT} s; #{container} holds:\n{content[:3000]}") from error


def wait_for_query_string(browser, expected: str) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    try:
        WebDriverWait(browser, WAIT).until(lambda driver: driver.execute_script("return location.search;") == expected)
    except Exception as error:
        raise AssertionError(f"the address stayed {browser.current_url!r}, expected {expected!r}") from error


def screenshot(browser, tmp_path: Path, name: str) -> Path:
    path = tmp_path / f"{name}.png"
    assert browser.save_screenshot(str(path)), "Chromium took no screenshot"
    data = path.read_bytes()
    assert len(data) > 1000 and data.startswith(PNG_MAGIC), f"{path} is no PNG ({len(data)} bytes)"
    shutil.copyfile(path, Path("/tmp") / f"regelwerk-{name}.png")  # a copy to look at after the run
    return path


def active_id(browser) -> str:
    return browser.switch_to.active_element.get_attribute("id")


def test_search_shows_results_while_typing_and_keeps_a_permalink(browser, site_url, tmp_path):
    thronsaal = card_url("dominion", "thronsaal")
    open_page(browser, f"{site_url}/suche/")
    assert active_id(browser) == "q", "the search box should have the keyboard focus (autofocus)"

    type_slowly(browser.switch_to.active_element, "Thronsaal")

    link = wait_for_link(browser, "ergebnisse", thronsaal)
    assert "Thronsaal" in link.text
    wait_for_query_string(browser, "?q=Thronsaal")
    assert urlsplit(browser.current_url).path == "/suche/"
    assert still_same_document(browser), "the results came by reloading the page, not while typing"
    assert active_id(browser) == "q", "the live results took the focus away from the search box"
    screenshot(browser, tmp_path, "search")


def test_enter_in_the_search_box_still_submits_the_form(browser, site_url):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait

    thronsaal = card_url("dominion", "thronsaal")
    open_page(browser, f"{site_url}/suche/")
    type_slowly(browser.switch_to.active_element, "Thronsaal")
    wait_for_link(browser, "ergebnisse", thronsaal)  # the live fragment is there before Enter

    browser.switch_to.active_element.send_keys(Keys.ENTER)

    WebDriverWait(browser, WAIT).until(lambda driver: not still_same_document(driver))  # a real page load
    assert urlsplit(browser.current_url).path == "/suche/"
    assert browser.execute_script("return location.search;") == "?q=Thronsaal"
    assert browser.title.startswith("Suche: Thronsaal")
    assert browser.find_element(By.ID, "q").get_attribute("value") == "Thronsaal"
    wait_for_link(browser, "ergebnisse", thronsaal)  # rendered by the server this time


def test_a_typo_still_finds_the_card(browser, site_url):
    thronsaal = card_url("dominion", "thronsaal")
    open_page(browser, f"{site_url}/suche/")

    type_slowly(browser.switch_to.active_element, "Thronsall")

    wait_for_link(browser, "ergebnisse", thronsaal)
    wait_for_query_string(browser, "?q=Thronsall")
    assert still_same_document(browser)


def test_ask_form_suggests_what_already_answers_while_typing(browser, site_url, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    keller = card_url("dominion", "keller")
    open_page(browser, f"{site_url}/fragen/neu/")
    Select(browser.find_element(By.ID, "id_game")).select_by_value("dominion")
    title = browser.find_element(By.ID, "id_title")
    title.click()

    type_slowly(title, "Darf ich den Keller selbst ablegen?")

    link = wait_for_link(browser, "suggestions", keller)
    assert "Keller" in link.text
    assert still_same_document(browser), "the suggestions came by reloading the page"
    assert urlsplit(browser.current_url).path == "/fragen/neu/"
    assert browser.execute_script("return location.search;") == "", "the ask form has no permalink"
    assert title.get_attribute("value") == "Darf ich den Keller selbst ablegen?"
    screenshot(browser, tmp_path, "ask")
