"""Forms for asking and answering. German labels; English through gettext."""

from __future__ import annotations

import json
import re

from django import forms
from django.db.models import Q
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from cards.models import Card, Game
from config import parsers as strict_json

from .models import Question, Ruling

TITLE_MIN, TITLE_MAX = 10, 200
BODY_MIN, BODY_MAX = 20, 5000
MAX_CARDS = 10
MAX_POSITION_BYTES = 256 * 1024
MAX_MOVE_BYTES = 2000
_SPACES = re.compile(r"\s+")


def one_line(value: str) -> str:
    """Titles are one line: newlines and other control whitespace become single spaces."""
    return _SPACES.sub(" ", value or "").strip()


def find_cards(game: Game, names: list[str]) -> tuple[list[Card], list[str]]:
    """Cards of `game` by German or English name or slug (case-insensitive); and the names not found."""
    found, missing = [], []
    for name in names:
        card = (Card.objects.filter(game=game).filter(Q(name_de__iexact=name) | Q(name_en__iexact=name)
                                                       | Q(slug__iexact=name)).first())
        if card is None:
            missing.append(name)
        elif card not in found:
            found.append(card)
    return found, missing


def parse_json_field(raw: str, what: str, limit: int) -> dict | None:
    raw = (raw or "").strip()
    if not raw:
        return None
    if len(raw.encode("utf-8")) > limit:
        raise forms.ValidationError(_("%(what)s ist zu groß (höchstens %(n)d Bytes).") % {"what": what, "n": limit})
    try:
        value = strict_json.loads(raw)  # finite numbers, no NUL, bounded depth
    except json.JSONDecodeError as error:
        raise forms.ValidationError(_("%(what)s ist kein gültiges JSON: %(msg)s in Zeile %(line)d, Spalte %(col)d.")
                                    % {"what": what, "msg": error.msg, "line": error.lineno, "col": error.colno}
                                    ) from error
    if not isinstance(value, dict):
        raise forms.ValidationError(_("%(what)s muss ein JSON-Objekt sein.") % {"what": what})
    return value


def check_position_for_game(position: dict, game: Game) -> list[str]:
    """Problems of an attached position that can be named before anything runs."""
    problems = []
    is_record = "format" in position or "log" in position
    if not is_record and "state" not in position:
        problems.append(_("Die Stellung ist ein Protokoll-Anfang (mit „log“) oder {\"game\": …, \"state\": …}."))
    if position.get("game") != game.slug:
        problems.append(_("Die Stellung gehört zu „%(given)s“, die Frage zu „%(game)s“.")
                        % {"given": str(position.get("game"))[:40], "game": game.slug})
    return problems


class QuestionForm(forms.Form):
    game = forms.ModelChoiceField(Game.objects.order_by("order"), to_field_name="slug", label=_("Spiel"),
                                  empty_label=_("— Spiel wählen —"))
    title = forms.CharField(label=_("Deine Frage in einem Satz"), min_length=TITLE_MIN, max_length=TITLE_MAX,
                            widget=forms.TextInput(attrs={"autocomplete": "off"}))
    body = forms.CharField(label=_("Worum geht es genau?"), min_length=BODY_MIN, max_length=BODY_MAX,
                           widget=forms.Textarea(attrs={"rows": 8}),
                           help_text=_("Deutsch oder Englisch. Beschreibe die Lage und was du für richtig hältst."))
    language = forms.ChoiceField(label=_("Sprache"), choices=Question.Language.choices, initial="de")
    cards = forms.CharField(label=_("Karten, um die es geht"), required=False, max_length=500,
                            help_text=_("Namen durch Komma getrennt, z. B. „Thronsaal, Dorf“. Wir tragen die Karten ein, "
                                        "die deine Frage nennt; du kannst sie ändern. Leer: die genannten Karten."))
    position = forms.CharField(label=_("Stellung (optional)"), required=False, widget=forms.Textarea(attrs={"rows": 6}),
                               help_text=_("Ein Protokoll-Anfang im Format regelwerk-record/1 oder "
                                           "{\"game\": …, \"state\": …}."))
    move = forms.CharField(label=_("Fraglicher Zug (optional)"), required=False, max_length=MAX_MOVE_BYTES,
                           widget=forms.Textarea(attrs={"rows": 2}),
                           help_text=_("Ein Eintrag im Protokollformat, z. B. "
                                       "{\"by\": \"Anna\", \"move\": \"buy\", \"card\": \"Gold\"}."))
    email = forms.EmailField(label=_("E-Mail für die Antwort (optional)"), required=False, max_length=254,
                             help_text=_("Nur für die eine Nachricht, wenn die Antwort da ist; nie öffentlich."))
    # Honeypot: hidden from people, filled by naive bots.
    website = forms.CharField(label=_("Bitte leer lassen"), required=False,
                              widget=forms.TextInput(attrs={"autocomplete": "off", "tabindex": "-1"}))

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Suggestions while typing (static/js/site.js): the title and the body fetch the fragment.
        live = {"data-live-source": reverse("search:suggestions"), "data-live-target": "suggestions",
                "data-live-fields": "game title body"}
        self.fields["title"].widget.attrs.update(live, **{"data-live-param": "title"})
        self.fields["body"].widget.attrs.update(live, **{"data-live-param": "body"})

    def clean_title(self) -> str:
        title = one_line(self.cleaned_data["title"])
        if len(title) < TITLE_MIN:
            raise forms.ValidationError(_("Der Titel ist zu kurz (mindestens %(n)d Zeichen).") % {"n": TITLE_MIN})
        return title

    def clean_body(self) -> str:
        body = self.cleaned_data["body"].replace("\r\n", "\n").strip()
        if "\x00" in body:
            raise forms.ValidationError(_("Die Frage enthält unzulässige Zeichen."))
        return body

    def clean_position(self):
        return parse_json_field(self.cleaned_data.get("position"), _("Die Stellung"), MAX_POSITION_BYTES)

    def clean_move(self):
        return parse_json_field(self.cleaned_data.get("move"), _("Der Zug"), MAX_MOVE_BYTES)

    @property
    def is_spam(self) -> bool:
        return bool(self.data.get("website"))

    def clean(self):
        data = super().clean()
        game = data.get("game")
        position, move = data.get("position"), data.get("move")
        if (position is None) != (move is None) and "position" not in self.errors and "move" not in self.errors:
            field = "move" if position is not None else "position"
            self.add_error(field, _("Stellung und Zug gehören zusammen: gib beide an oder keins."))
        if position is not None and game is not None:
            for problem in check_position_for_game(position, game):
                self.add_error("position", problem)
        names = [one_line(name) for name in (data.get("cards") or "").split(",") if name.strip()]
        if len(names) > MAX_CARDS:
            self.add_error("cards", _("Höchstens %(n)d Karten.") % {"n": MAX_CARDS})
        elif game is not None:
            cards, missing = find_cards(game, names)
            if missing:
                self.add_error("cards", _("Unbekannt in %(game)s: %(names)s.")
                               % {"game": game.name_de, "names": ", ".join(name[:60] for name in missing)})
            data["card_objects"] = cards
        return data


class RulingForm(forms.Form):
    title = forms.CharField(label=_("Titel"), max_length=200)
    text = forms.CharField(label=_("Antwort (Markdown)"), max_length=20000, widget=forms.Textarea(attrs={"rows": 12}))
    verdict = forms.ChoiceField(label=_("Urteil"), choices=Ruling.Verdict.choices, required=False)
    citations = forms.CharField(
        label=_("Belege"), required=False, max_length=10000, widget=forms.Textarea(attrs={"rows": 6}),
        help_text=_("Ein Beleg je Zeile: rule:ID, section:N, faq:N, erratum:N oder card:N; optional "
                    "„| wörtlicher Ausschnitt“. Über die Suche unten auswählen."))
    note = forms.CharField(label=_("Änderungsnotiz"), required=False, max_length=300)

    def clean_title(self) -> str:
        return one_line(self.cleaned_data["title"])


class DuplicateForm(forms.Form):
    original = forms.CharField(label=_("Original (Nummer oder Link der Frage)"), max_length=300)

    def clean_original(self) -> int:
        match = re.search(r"(\d+)/?\s*$", self.cleaned_data["original"].strip())
        if not match:
            raise forms.ValidationError(_("Bitte die Nummer der Originalfrage angeben, z. B. 12."))
        return int(match.group(1))


class StatusForm(forms.Form):
    status = forms.ChoiceField(label=_("Status"), choices=[(value, label) for value, label in Question.Status.choices
                                                           if value != Question.Status.DUPLICATE])
