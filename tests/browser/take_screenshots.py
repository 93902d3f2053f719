"""`make screenshots`: every page of issue 12 at desktop (1280) and phone (390) width, as PNG files.

    .venv/bin/python tests/browser/take_screenshots.py http://127.0.0.1:8712 var/screenshots

Uses the same headless Chromium as the browser tests (tests/browser/conftest.py). The server must have the
catalog loaded and indexed (`make index`); the job pages come from jobs this script submits through /pruefen/.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from conftest import CHROMEDRIVER, CHROMIUM, CHROMIUM_ARGUMENTS, CHROMIUM_BINARY

WIDTHS = {"desktop": (1280, 900), "phone": (390, 844)}
LOGS = Path(__file__).resolve().parents[3] / "shared" / "reference-logs" / "dominion-online"
BURGUND = Path(__file__).resolve().parents[1] / "data" / "burgund" / "4p-greedy-seed11.json"
PAGES = [
    ("home", "/"),
    ("spiele", "/spiele/"),
    ("spiel-dominion", "/spiele/dominion/"),
    ("spiel-dominion-kosten-4", "/spiele/dominion/?kosten=4"),
    ("spiel-burgund", "/spiele/burgund/"),
    ("spiel-principato", "/spiele/principato/"),
    ("karte-thronsaal", "/spiele/dominion/karten/thronsaal/"),
    ("karte-thronsaal-en", "/en/spiele/dominion/karten/thronsaal/"),
    ("karte-burggraben", "/spiele/dominion/karten/burggraben/"),
    ("karte-principato-aktion", "/spiele/principato/karten/aktionskarte-02/"),
    ("satz", "/spiele/dominion/saetze/1/"),
    ("koenigreich", "/spiele/dominion/koenigreich/?erweiterung=Basisspiel&erweiterung=Bl%C3%BCtezeit&seed=7"),
    ("koenigreich-landschaften",
     "/spiele/dominion/koenigreich/?erweiterung=Abenteuer&erweiterung=Empires&erweiterung=Renaissance&seed=1"),
    ("koenigreich-schwarzmarkt", "/spiele/dominion/koenigreich/?erweiterung=Basisspiel&erweiterung=Promo&seed=0"),
    ("spiel-dominion-texte", "/spiele/dominion/?texte=1&kosten=5"),
    ("karte-mine", "/spiele/dominion/karten/mine/"),
    ("regelheft", "/regeln/dominion/"),
    ("regelheft-abschnitt", "/regeln/dominion/zeile/505/"),
    ("suche", "/suche/?q=thronsall"),
    ("pruefen", "/pruefen/"),
]


def driver():
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = str(CHROMIUM_BINARY if CHROMIUM_BINARY.is_file() else CHROMIUM)
    for argument in CHROMIUM_ARGUMENTS:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)


def submit_log(browser, base: str) -> str:
    """Pastes a real Dominion Online log into /pruefen/ and returns the job page's address."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    log = LOGS / "rafxrs-domibot" / "moat_reaction_sentry_reshuffles.txt"
    browser.get(base + "/pruefen/")
    area = browser.find_element(By.NAME, "text")
    browser.execute_script("arguments[0].value = arguments[1];", area, log.read_text(encoding="utf-8"))
    browser.find_element(By.CSS_SELECTOR, "form.validate button[type=submit]").click()
    WebDriverWait(browser, 60).until(lambda d: "/pruefen/" in d.current_url and d.current_url != base + "/pruefen/")
    return browser.current_url


def submit_record(browser, base: str, record: Path) -> str:
    """Pastes a Regelwerk record (JSON) into /pruefen/ and returns the job page's address."""
    import json

    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(base + "/pruefen/")
    area = browser.find_element(By.NAME, "text")
    text = json.dumps(json.loads(record.read_text(encoding="utf-8"))["record"], ensure_ascii=False)
    browser.execute_script("arguments[0].value = arguments[1];", area, text)
    browser.find_element(By.CSS_SELECTOR, "form.validate button[type=submit]").click()
    WebDriverWait(browser, 60).until(lambda d: "/pruefen/" in d.current_url and d.current_url != base + "/pruefen/")
    return browser.current_url


def main(base: str, out: str) -> None:
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    browser = driver()
    try:
        pages = list(PAGES)
        if LOGS.is_dir():
            job = submit_log(browser, base)
            pages += [("job", job.replace(base, "")), ("job-probleme", job.replace(base, "") + "?nur=probleme")]
        burgund = submit_record(browser, base, BURGUND).replace(base, "").split("?")[0]
        pages += [("burgund-stellung", burgund + "stellung/200/")]
        for name, path in pages:
            for width_name, (width, height) in WIDTHS.items():
                browser.set_window_size(width, height)
                browser.get(base + path)
                time.sleep(0.3)
                total = browser.execute_script("return document.documentElement.scrollHeight")
                browser.set_window_size(width, min(max(height, total), 6000))
                target = folder / f"{name}-{width_name}.png"
                browser.save_screenshot(str(target))
                print(target)
        browser.set_window_size(1280, 900)
        browser.get(base + "/")
        search = browser.find_element("id", "q")
        for character in "Thr":
            search.send_keys(character)
        time.sleep(1.5)
        browser.save_screenshot(str(folder / "home-tippen-thr-desktop.png"))
    finally:
        browser.quit()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8712", sys.argv[2] if len(sys.argv) > 2 else "var/screenshots")
