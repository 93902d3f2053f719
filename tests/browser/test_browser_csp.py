"""In a real browser: the main pages satisfy the Content-Security-Policy (issue #13).

Chromium reports each blocked script, style or request as a `securitypolicyviolation` event and as a console
error. A listener installed through DevTools before any page script runs (DevTools is not subject to the CSP)
collects the events; the console log is read as well. Either one non-empty fails the test with the page, the
directive and what was blocked.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

COLLECT = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push({directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile,
                               line: e.lineNumber, sample: e.sample});
});
"""


def _pages() -> list[str]:
    from cards.models import Card, Edition
    from rulings.models import Ruling

    card = Card.objects.select_related("game").get(game__slug="dominion", slug="thronsaal")
    edition = Edition.objects.select_related("game").filter(game__slug="dominion").order_by("order").first()
    ruling = Ruling.objects.filter(published=True).order_by("pk").first()
    pages = [
        "/", "/spiele/", "/spiele/dominion/", card.get_absolute_url(), edition.get_absolute_url(),
        "/spiele/burgund-karten/", "/regeln/", "/regeln/dominion/", "/suche/", "/suche/?q=Thronsaal",
        "/suche/hilfe/", "/fragen/", "/fragen/neu/", "/entscheidungen/", "/pruefen/", "/pruefen/formate/",
        "/anmelden/", "/en/", "/en/spiele/dominion/", "/api/v1/docs", "/api/v1/redoc", "/api/v1/", "/nicht-da/",
    ]
    if ruling is not None:
        pages += [ruling.get_absolute_url(), f"{ruling.get_absolute_url()}verlauf/"]
    return pages


def _job_page() -> str:
    from engine import services

    record = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": {}, "log": []}
    return services.submit(record, "record").get_absolute_url()


def _violations(browser, url: str) -> list:
    browser.get(url)
    browser.execute_script("return document.readyState")
    events = browser.execute_script("return window.__cspViolations || [];")
    console = [entry for entry in browser.get_log("browser")
               if "Content Security Policy" in entry.get("message", "") or "Content-Security-Policy" in entry.get(
                   "message", "")]
    return events + console


def test_the_main_pages_satisfy_the_content_security_policy(browser, site_url, eager_celery):
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COLLECT})
    browser.get_log("browser")  # empty what earlier tests left
    found = {}
    for path in [*_pages(), _job_page()]:
        problems = _violations(browser, site_url + path)
        if problems:
            found[path] = problems
    assert not found, "CSP violations:\n" + "\n".join(f"{page}: {problems}" for page, problems in found.items())


def test_a_violation_would_be_seen(browser, site_url):
    """The check can fail: an inline script injected into a loaded page is blocked and reported."""
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COLLECT})
    browser.get(site_url + "/suche/hilfe/")
    browser.get_log("browser")
    browser.execute_script("const s = document.createElement('script'); s.textContent = 'window.__ran = 1';"
                           "document.body.appendChild(s);")
    assert browser.execute_script("return window.__ran === undefined;")
    import time

    time.sleep(0.3)  # the event is dispatched asynchronously
    assert browser.execute_script("return window.__cspViolations.length;") >= 1
