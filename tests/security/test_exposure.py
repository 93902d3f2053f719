"""What a page shows and who may log in (issue #13): the ruling history hides drafts and curators from the public;
referees log in at /anmelden/ (they are no staff, the admin login refuses them); repeated failed logins lock out;
every response carries the Content-Security-Policy."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from cards.models import Game
from rulings import citations, editing
from rulings.permissions import ensure_referee_group

pytestmark = pytest.mark.django_db

PASSWORD = "Schiri-Passwort-2026!"


@pytest.fixture
def referee(db, django_user_model):
    user = django_user_model.objects.create_user("schiri-erika", "erika@example.org", PASSWORD)
    user.groups.add(ensure_referee_group())
    assert not user.is_staff
    return user


@pytest.fixture
def ruling_with_a_draft(catalog, referee):
    dominion = Game.objects.get(slug="dominion")
    cited = citations.parse_citations("rule:dominion.kauf-braucht-geld", dominion)
    ruling = editing.save_ruling(game=dominion, title="Gold kaufen nur mit ausgespieltem Geld",
                                 text="Geld auf der Hand zählt nicht.", verdict="illegal", citations=cited,
                                 editor=referee, publish=True, note="erste Fassung")
    editing.save_ruling(game=dominion, title=ruling.title, text="GEHEIMER ENTWURF: noch nicht abgestimmt.",
                        verdict="illegal", citations=cited, editor=referee, ruling=ruling, publish=False,
                        note="Entwurf")
    # a draft withdraws the ruling; published again, its history holds a draft between two public versions
    editing.save_ruling(game=dominion, title=ruling.title, text="Zweite veröffentlichte Fassung.", verdict="illegal",
                        citations=cited, editor=referee, ruling=ruling, publish=True, note="wieder veröffentlicht")
    ruling.refresh_from_db()
    assert list(ruling.revisions.order_by("number").values_list("published", flat=True)) == [True, False, True]
    return ruling


def _login_through_the_form(client: Client, username: str, password: str, next_url: str = ""):
    page = client.get("/anmelden/" + (f"?next={next_url}" if next_url else ""))
    assert page.status_code == 200
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.content.decode()).group(1)
    return client.post("/anmelden/", {"csrfmiddlewaretoken": token, "username": username, "password": password,
                                      "next": next_url})


def test_history_shows_the_public_no_drafts_and_no_curator_names(client, ruling_with_a_draft):
    html = client.get(f"/entscheidungen/{ruling_with_a_draft.slug}/verlauf/").content.decode()
    assert "Fassung 1" in html and "Fassung 3" in html and "Zweite veröffentlichte Fassung" in html
    assert "GEHEIMER ENTWURF" not in html and "Fassung 2" not in html
    assert "schiri-erika" not in html


def test_history_shows_curators_everything(client, ruling_with_a_draft, referee):
    client.force_login(referee)  # what is tested here is the page, not the login
    html = client.get(f"/entscheidungen/{ruling_with_a_draft.slug}/verlauf/").content.decode()
    assert "GEHEIMER ENTWURF" in html and "Fassung 2" in html and "schiri-erika" in html


def test_a_referee_who_is_no_staff_logs_in_through_the_german_form(ruling_with_a_draft, referee):
    client = Client(enforce_csrf_checks=True)
    target = f"/entscheidungen/{ruling_with_a_draft.slug}/bearbeiten/"
    redirect = client.get(target)
    assert redirect.status_code == 302 and redirect["Location"].startswith("/anmelden/?next=")
    page = client.get(redirect["Location"]).content.decode()
    assert "Anmelden" in page and 'lang="de"' in page
    assert client.get("/admin/").status_code == 302  # the admin keeps refusing non-staff
    response = _login_through_the_form(client, "schiri-erika", PASSWORD, target)
    assert response.status_code == 302 and response["Location"] == target
    assert client.get(target).status_code == 200


def test_a_wrong_password_is_refused_in_german(referee):
    client = Client(enforce_csrf_checks=True)
    response = _login_through_the_form(client, "schiri-erika", "falsch")
    assert response.status_code == 200
    assert "Benutzername" in response.content.decode() or "Passwort" in response.content.decode()
    assert "_auth_user_id" not in client.session


def test_admin_login_locks_out_after_five_failures(client, django_user_model, settings):
    django_user_model.objects.create_superuser("chefin", "chefin@example.org", PASSWORD)
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        failed = client.post("/admin/login/?next=/admin/", {"username": "chefin", "password": "raten"})
        assert failed.status_code == 200
    assert client.post("/admin/login/?next=/admin/", {"username": "chefin", "password": "raten"}).status_code == 429
    locked = client.post("/admin/login/?next=/admin/", {"username": "chefin", "password": PASSWORD})
    assert locked.status_code == 429
    assert "Vorübergehend gesperrt" in locked.content.decode()
    assert "_auth_user_id" not in client.session
    # another address is not locked out by this one's failures
    other = Client(REMOTE_ADDR="192.0.2.50")
    assert other.post("/admin/login/?next=/admin/", {"username": "chefin", "password": PASSWORD}).status_code == 302


def test_referee_login_locks_out_too_whatever_forwarded_for_says(referee, settings):
    client = Client()
    for n in range(settings.AXES_FAILURE_LIMIT):
        client.post("/anmelden/", {"username": "schiri-erika", "password": "raten"},
                    HTTP_X_FORWARDED_FOR=f"203.0.113.{n}")
    locked = client.post("/anmelden/", {"username": "schiri-erika", "password": PASSWORD},
                         HTTP_X_FORWARDED_FOR="203.0.113.99")
    assert locked.status_code == 429


@pytest.mark.parametrize("url", ["/", "/spiele/", "/suche/", "/fragen/neu/", "/pruefen/", "/anmelden/", "/nicht-da/",
                                 "/api/v1/cards?format=json"])
def test_every_response_carries_the_content_security_policy(client, catalog, url):
    policy = client.get(url)["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "style-src 'self'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert "frame-ancestors 'none'" in policy


@pytest.mark.parametrize("url", ["/api/v1/docs", "/api/v1/redoc", "/api/v1/"])
def test_the_api_html_allows_inline_styles_but_no_inline_script(client, url):
    policy = client.get(url, HTTP_ACCEPT="text/html")["Content-Security-Policy"]
    assert "script-src 'self';" in policy and "style-src 'self' 'unsafe-inline'" in policy


def test_the_api_docs_page_has_no_inline_script(client):
    html = client.get("/api/v1/docs").content.decode()
    assert re.search(r"<script(?![^>]*\bsrc=)[^>]*>\s*\S", html) is None, html


def test_the_login_page_is_english_under_en(client, db):
    html = client.get("/en/anmelden/").content.decode()
    assert "Log in" in html and "For referees" in html
