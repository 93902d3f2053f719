"""Issue 12, small things: rule page titles, the language menu, the favicon, HEAD on the bulk file, compression."""

from __future__ import annotations

import gzip
import re

import pytest

pytestmark = pytest.mark.django_db


def _title(html: str) -> str:
    return re.search(r"<title>(.*?)</title>", html, re.S).group(1)


def test_rule_page_title_is_text_without_html(client, catalog):
    from rulings.models import Rule

    rule = Rule.objects.filter(kind="rule").first()
    title = _title(client.get(rule.get_absolute_url()).content.decode())
    assert "<" not in title and rule.rule_id in title


def test_language_menu_names_each_language_in_its_own_language(client):
    for path in ("/", "/en/"):
        html = client.get(path).content.decode()
        menu = re.search(r'<select id="lang".*?</select>', html, re.S).group(0)
        assert ">Deutsch<" in menu and ">English<" in menu
        assert "Englisch" not in menu
        assert "onchange" not in menu and "data-autosubmit" in menu


def test_favicon_is_linked_and_served(client):
    html = client.get("/").content.decode()
    assert re.search(r'<link rel="icon" href="[^"]*favicon[^"]*\.svg"', html)
    response = client.get("/favicon.ico")
    assert response.status_code == 301 and response["Location"].endswith(".svg")
    assert client.get(response["Location"]).status_code == 200


def test_head_on_the_bulk_file_answers_like_get_without_a_body(client, catalog):
    head = client.head("/api/v1/bulk/catalog.json", {"game": "principato"})
    assert head.status_code == 200 and head.content == b""
    assert head["Content-Type"].startswith("application/json")


def test_text_responses_are_compressed_when_the_client_accepts_it(client, catalog):
    response = client.get("/spiele/dominion/", headers={"Accept-Encoding": "gzip"})
    assert response["Content-Encoding"] == "gzip"
    assert "<h1>Dominion" in gzip.decompress(response.content).decode()
    api = client.get("/api/v1/bulk/catalog.json", {"game": "principato"}, headers={"Accept-Encoding": "gzip"})
    assert api["Content-Encoding"] == "gzip"
    plain = client.get("/spiele/dominion/")
    assert "Content-Encoding" not in plain


def test_english_site_translates_the_new_page_labels(client, catalog):
    html = client.get("/en/spiele/dominion/").content.decode()
    assert "Kingdom and basic cards" in html and "Events" in html and "Kingdom generator" in html
    assert "Königreich- und Basiskarten" not in html
