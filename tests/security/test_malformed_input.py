"""Malformed input is a 4xx in the project's error shape, never a 500 (issue #13, the attacker's probe).

Bodies: a record that is not an object, a body that is an array or a string, 50 000 nested `[`, NaN, `1e400` and
`\\u0000` (the last three used to reach PostgreSQL, which refuses them: run this module on PostgreSQL too). The same
through the /pruefen/ and /fragen/neu/ forms. A NUL byte in a query or path parameter of any endpoint.
"""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.django_db

RECORD = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": {}, "log": []}
QUESTION = {"game": "dominion", "title": "Darf ich Gold ohne genug Geld kaufen?",
            "body": "Ich habe nur Kupfer auf der Hand und möchte trotzdem ein Gold kaufen.", "language": "de"}
DEEP = "[" * 50_000 + "]" * 50_000

BAD_BODIES = {
    "array": "[1, 2, 3]",
    "string": '"hallo"',
    "number": "42",
    "deep": DEEP,
    "deep-in-object": '{"record": ' + DEEP + "}",
    "nan": '{"record": {"format": "regelwerk-record/1", "game": "dominion", "players": ["A", "B"], "setup": {"x": NaN}, "log": []}}',
    "infinity": '{"record": {"format": "regelwerk-record/1", "game": "dominion", "players": ["A", "B"], "setup": {"x": -Infinity}, "log": []}}',
    "1e400": '{"record": {"format": "regelwerk-record/1", "game": "dominion", "players": ["A", "B"], "setup": {"x": 1e400}, "log": []}}',
    "nul": '{"record": {"format": "regelwerk-record/1", "game": "dominion", "players": ["A\\u0000", "B"], "setup": {}, "log": []}}',
    "nul-key": '{"record": {"format": "regelwerk-record/1", "game": "dominion", "players": ["A", "B"], "setup": {"\\u0000": 1}, "log": []}}',
    "record-not-object": '{"record": [1, 2]}',
    "record-string": '{"record": "kein Objekt"}',
    "broken": '{"record": ',
    "huge-int": '{"record": {"x": ' + "9" * 5000 + "}}",
}
BAD_QUESTIONS = {
    "nan-position": {**QUESTION, "position": "NaN"},
    "nul-title": {**QUESTION, "title": "Darf ich Gold kaufen?\u0000 wirklich?"},
    "nul-body-escape": None,  # filled below: \\u0000 in the JSON text of the position
}


def _assert_error_shape(response, *codes: int) -> dict:
    assert response.status_code in codes, (response.status_code, response.content[:500])
    body = response.json()
    assert set(body) >= {"detail", "errors"}, body
    assert isinstance(body["detail"], str)
    assert all(set(item) >= {"pointer", "message"} for item in body["errors"]), body
    return body


@pytest.mark.parametrize("name", sorted(BAD_BODIES))
@pytest.mark.parametrize("url", ["/api/v1/validations", "/api/v1/positions/check", "/api/v1/questions"])
def test_bad_json_bodies_are_400_in_the_error_shape(client, catalog, url, name):
    response = client.post(url, BAD_BODIES[name], content_type="application/json")
    _assert_error_shape(response, 400, 413)


def test_the_refusal_names_where_the_value_is(client):
    body = _assert_error_shape(client.post("/api/v1/questions", BAD_BODIES["nul"], content_type="application/json"),
                               400)
    assert body["errors"][0]["pointer"] == "/record/players/0"
    assert "NUL" in body["detail"]


def test_positions_check_refuses_nan_inside_position_and_move(client):
    position = '{"position": {"game": "dominion", "state": {"x": NaN}}, "move": {"by": "Anna", "move": "buy"}}'
    _assert_error_shape(client.post("/api/v1/positions/check", position, content_type="application/json"), 400)
    move = '{"position": {"game": "dominion", "state": {}}, "move": {"by": "Anna\\u0000", "move": "buy"}}'
    _assert_error_shape(client.post("/api/v1/positions/check", move, content_type="application/json"), 400)


@pytest.mark.parametrize("name", ["nan", "infinity", "1e400", "nul", "nul-key", "deep", "array", "broken"])
def test_validation_form_refuses_the_same_bodies_with_a_page(client, name):
    text = BAD_BODIES[name]
    if name not in ("array", "deep", "broken"):
        text = json.dumps(json.loads(text.replace("NaN", "0").replace("-Infinity", "0").replace("1e400", "0"))["record"])
        text = {"nan": text.replace('"x": 0', '"x": NaN'), "infinity": text.replace('"x": 0', '"x": Infinity'),
                "1e400": text.replace('"x": 0', '"x": 1e400'), "nul": text.replace('"A"', '"A\\u0000"'),
                "nul-key": text.replace('"setup": {"\\u0000": 1}', '"setup": {"\\u0000": 1}')}[name]
    response = client.post("/pruefen/", {"format": "record", "text": text})
    assert response.status_code == 400, (name, response.status_code)
    assert "text/html" in response["Content-Type"]


def test_validation_form_refuses_a_nul_in_an_uploaded_log(client):
    from django.core.files.uploadedfile import SimpleUploadedFile

    upload = SimpleUploadedFile("log.txt", b"Turn 1 - Anna\x00\nAnna plays a Copper.\n", content_type="text/plain")
    response = client.post("/pruefen/", {"format": "dominion-online", "file": upload})
    assert response.status_code == 400


@pytest.mark.parametrize("position", ['{"x": NaN}', '{"x": 1e400}', '{"x": "a\\u0000"}', "[" * 50_000, '{"x": -Infinity}'])
def test_ask_form_refuses_the_same_positions(client, catalog, position):
    response = client.post("/fragen/neu/", {**QUESTION, "position": position})
    assert response.status_code == 400
    assert "text/html" in response["Content-Type"]


def test_ask_form_refuses_a_nul_in_any_field(client, catalog):
    response = client.post("/fragen/neu/", {**QUESTION, "title": "Darf ich\u0000 Gold ohne Geld kaufen?"})
    assert response.status_code == 400


NUL_URLS = [
    "/api/v1/rulings?game=%00", "/api/v1/questions?game=%00", "/api/v1/cards?game=%00", "/api/v1/cards?q=%00",
    "/api/v1/faq?game=%00", "/api/v1/errata?game__slug=%00", "/api/v1/rules?game=%00", "/api/v1/search?q=%00",
    "/api/v1/games/%00", "/api/v1/cards/%00", "/api/v1/rulings/%00", "/api/v1/games/%00/record-schema",
    "/api/v1/rulebooks/%00/sections", "/api/v1/validations/%00", "/api/v1/cards?page=%00",
]
NUL_PAGES = [
    "/regel/%00/", "/regeln/%00/", "/spiele/%00/", "/spiele/dominion/karten/%00/", "/entscheidungen/%00/",
    "/entscheidungen/?spiel=%00", "/fragen/?spiel=%00", "/fragen/?karte=%00", "/fragen/folgen/%00/",
    "/auslegung/%00/", "/suche/?q=%00", "/fragen/vorschlaege/?q=%00", "/pruefen/formate/%00/",
    "/en/regel/%00/", "/fragen/neu/?spiel=%00",
]


@pytest.mark.parametrize("url", NUL_URLS)
def test_nul_in_path_or_query_of_the_api_is_400_in_the_error_shape(client, catalog, url):
    _assert_error_shape(client.get(url), 400)


@pytest.mark.parametrize("url", NUL_PAGES)
def test_nul_in_path_or_query_of_a_page_is_a_400_page(client, catalog, url):
    response = client.get(url)
    assert response.status_code == 400
    assert "text/html" in response["Content-Type"]
    assert ("NUL-Zeichen" if not url.startswith("/en/") else "NUL character") in response.content.decode()


def test_a_literal_percent_00_in_a_search_is_just_text(client, catalog, built_index, settings):
    from search import index

    settings.SEARCH_INDEX_DIR = built_index
    index.reader.reset()
    try:
        assert client.get("/api/v1/search?q=%2500").status_code == 200
    finally:
        index.reader.reset()


def test_good_input_still_passes(client, catalog):
    assert client.post("/api/v1/validations", {"record": RECORD}, content_type="application/json").status_code == 202
    assert client.post("/pruefen/", {"format": "record", "text": json.dumps(RECORD)}).status_code == 302
