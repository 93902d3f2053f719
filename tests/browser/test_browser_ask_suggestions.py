"""In a real browser (issue #20): a question with a misspelt card name on the ask form is understood while it is
typed, and once asked, its page lists the likely answers.

The ask form runs static/js/site.js (the live fragment) and static/js/ask.js (the recognised cards into the cards
field; the question page's likely answers), against the live server, the real catalog and a real search index.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

WAIT = 30  # seconds for a live fragment to arrive (debounce + a search; generous: CI shares 2 cores with a worker)
TITLE = "Bibliotek mit 7 Handkarten"
BODY = "Ich hab schon 7 Karten auf der Hand und spiele die Bibliotek. Ziehe ich dann noch was?"


def type_slowly(element, text: str) -> None:
    """One key at a time, as a person types: one `input` event per character."""
    for character in text:
        element.send_keys(character)


def wait_for(browser, condition, what: str, container: str):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    try:
        return WebDriverWait(browser, WAIT).until(condition)
    except Exception as error:
        content = browser.find_element(By.ID, container).get_attribute("innerHTML")
        raise AssertionError(f"{what} not within {WAIT} s; #{container} holds:\n{content[:3000]}") from error


def suggestion_about(browser, container: str, card: str):
    """The first suggestion in #container whose reason names `card`, or None."""
    from selenium.webdriver.common.by import By

    for item in browser.find_elements(By.CSS_SELECTOR, f"#{container} ul.suggestions > li"):
        reasons = item.find_elements(By.CSS_SELECTOR, ".reason")
        if reasons and card in reasons[0].text:
            return item
    return None


def test_a_misspelt_card_is_understood_linked_and_answered(browser, site_url):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    from cards.models import Card
    from rulings.models import Question

    bibliothek = Card.objects.select_related("game").get(game__slug="dominion", slug="bibliothek")
    browser.get(f"{site_url}/fragen/neu/")
    Select(browser.find_element(By.ID, "id_game")).select_by_value("dominion")
    title = browser.find_element(By.ID, "id_title")
    title.click()
    type_slowly(title, TITLE)
    body = browser.find_element(By.ID, "id_body")
    body.click()
    type_slowly(body, BODY)

    # The right note comes first, with its reason: the card (recognised despite the typo) and the words.
    first = wait_for(browser, lambda driver: suggestion_about(driver, "suggestions", "Bibliothek"),
                     "a suggestion about the Bibliothek", "suggestions")
    link = first.find_element(By.CSS_SELECTOR, "a")
    assert link.text == "Bibliothek"
    assert link.get_attribute("href").endswith(bibliothek.get_absolute_url())
    reason = first.find_element(By.CSS_SELECTOR, ".reason").text
    assert "über Bibliothek" in reason and "Handkarten" in reason, reason
    named = browser.find_element(By.CSS_SELECTOR, "#suggestions [data-named-cards]")
    assert named.get_attribute("data-named-cards") == "Bibliothek"
    assert "„Bibliotek“" in named.text, "the typo should be shown as written"

    # The cards field takes the recognised card (the asker could still change it).
    cards = browser.find_element(By.ID, "id_cards")
    wait_for(browser, lambda driver: cards.get_attribute("value") == "Bibliothek", "the cards field filled",
             "ask-form")

    browser.find_element(By.CSS_SELECTOR, "#ask-form button[type=submit]").click()
    wait_for(browser, lambda driver: "/fragen/neu/" not in driver.current_url, "the question accepted", "inhalt")
    question = Question.objects.get(title=TITLE)
    assert list(question.cards.values_list("name_de", flat=True)) == ["Bibliothek"]

    # The question's page lists the likely answers, loaded from search's fragment.
    browser.get(f"{site_url}{question.get_absolute_url()}")
    likely = wait_for(browser, lambda driver: suggestion_about(driver, "likely-answers", "Bibliothek"),
                      "a likely answer about the Bibliothek", "likely-answers")
    assert likely.find_element(By.CSS_SELECTOR, "a").get_attribute("href").endswith(bibliothek.get_absolute_url())
