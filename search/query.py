"""The query language: parsing a query string into a small syntax tree, with helpful errors.

Grammar (in the spirit of Scryfall; German keywords, English aliases):

    query    := or_expr
    or_expr  := and_expr ( ("OR" | "ODER") and_expr )*
    and_expr := unary+                          (juxtaposition means AND)
    unary    := "-" unary | atom
    atom     := "(" or_expr ")" | filter | PHRASE | WORD
    filter   := KEY ( ":" | "=" | "<" | "<=" | ">" | ">=" ) ( WORD | PHRASE )
    KEY      := spiel | game | edition | typ | type | kosten | cost | art | kind | name
    PHRASE   := '"' ... '"'  |  '„' ... '“'  |  '“' ... '”'

Only `kosten`/`cost` take the comparisons `<`, `<=`, `>`, `>=`; `=` and `:` mean equality everywhere.
Hostile input is bounded: at most MAX_LENGTH characters, MAX_CLAUSES clauses and MAX_DEPTH nested
parentheses; control characters are replaced by spaces; there are no wildcards or regular expressions,
so `.*` or `[a-z]+` are just punctuation around (or instead of) words.

One module of ~430 lines on purpose: the syntax tree, the lexer, the parser and their error messages are
one idea, the grammar above, and are read together; the compiler to Whoosh queries is separate (compile.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

MAX_LENGTH = 500
MAX_CLAUSES = 40
MAX_DEPTH = 8

FILTER_KEYS = {
    "spiel": "game",
    "game": "game",
    "edition": "edition",
    "ed": "edition",
    "typ": "type",
    "type": "type",
    "kosten": "cost",
    "cost": "cost",
    "art": "kind",
    "kind": "kind",
    "name": "name",
}
COMPARISONS = ("<=", ">=", "<", ">", "=", ":")
KIND_VALUES = {
    "karte": "karte",
    "karten": "karte",
    "card": "karte",
    "cards": "karte",
    "faq": "faq",
    "hinweis": "faq",
    "hinweise": "faq",
    "note": "faq",
    "notes": "faq",
    "errata": "errata",
    "erratum": "errata",
    "korrektur": "errata",
    "regel": "regel",
    "regeln": "regel",
    "rule": "regel",
    "rules": "regel",
    "abschnitt": "regel",
    "entscheid": "entscheid",
    "entscheide": "entscheid",
    "entscheidung": "entscheid",
    "ruling": "entscheid",
    "rulings": "entscheid",
}
OPEN_QUOTES = {'"': '"', "„": "“", "“": "”", "”": "”", "«": "»", "»": "«"}
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]")
_FILTER = re.compile(r"([A-Za-zÄÖÜäöü]+)(<=|>=|<|>|=|:)(.*)", re.S)
EXAMPLE = 'Thronsaal spiel:dominion kosten<=4 -art:regel "auf die Hand"'


class QueryError(ValueError):
    """A query the parser does not understand: what, where, and an example that works."""

    def __init__(self, message: str, position: int | None = None, fragment: str = "", example: str = EXAMPLE):
        super().__init__(message)
        self.message = message
        self.position = position
        self.fragment = fragment
        self.example = example

    def as_dict(self) -> dict:
        return {"message": self.message, "position": self.position, "fragment": self.fragment, "example": self.example}


# --- syntax tree ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Word:
    text: str


@dataclass(frozen=True)
class Phrase:
    text: str


@dataclass(frozen=True)
class Filter:
    key: str  # canonical: game, edition, type, cost, kind, name
    op: str  # "=" or a comparison for cost
    value: str
    quoted: bool = False


@dataclass(frozen=True)
class Not:
    child: Node


@dataclass(frozen=True)
class And:
    children: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    children: tuple[Node, ...]


Node = Word | Phrase | Filter | Not | And | Or


# --- lexer ---------------------------------------------------------------------------------------------


@dataclass
class Lexeme:
    kind: str  # word, phrase, filter, or, lparen, rparen, minus
    text: str
    position: int
    extra: dict = field(default_factory=dict)


def clean(raw: str) -> str:
    """Neutralises control and invisible formatting characters (they become spaces)."""
    return _CONTROL.sub(" ", raw)


def _read_quoted(text: str, start: int) -> tuple[str, int]:
    """The text inside quotes starting at `start` and the index after the closing quote."""
    opening = text[start]
    closers = {OPEN_QUOTES[opening], '"'} if opening != '"' else {'"'}
    for index in range(start + 1, len(text)):
        if text[index] in closers:
            return text[start + 1 : index], index + 1
    raise QueryError(
        _("Anführungszeichen nicht geschlossen: %(fragment)s") % {"fragment": text[start : start + 30]},
        start,
        text[start : start + 30],
        '"nicht wieder auf die Hand"',
    )


def lex(text: str) -> list[Lexeme]:
    lexemes: list[Lexeme] = []
    i = 0
    n = len(text)
    while i < n:
        char = text[i]
        if char.isspace():
            i += 1
            continue
        if char == "(":
            lexemes.append(Lexeme("lparen", char, i))
            i += 1
            continue
        if char == ")":
            lexemes.append(Lexeme("rparen", char, i))
            i += 1
            continue
        if char == "-" and (i + 1 == n or text[i + 1].isspace()) and (i == 0 or text[i - 1].isspace()):
            raise QueryError(_("Nach „-“ fehlt, was ausgeschlossen werden soll."), i, "-", "Dorf -Stadt")
        if (
            char == "-"
            and i + 1 < n
            and not text[i + 1].isspace()
            and (i == 0 or text[i - 1].isspace() or text[i - 1] == "(")
        ):
            lexemes.append(Lexeme("minus", char, i))
            i += 1
            continue
        if char in OPEN_QUOTES:
            inner, i_next = _read_quoted(text, i)
            lexemes.append(Lexeme("phrase", inner, i))
            i = i_next
            continue
        start = i
        while i < n and not text[i].isspace() and text[i] not in "()" and text[i] not in OPEN_QUOTES:
            i += 1
        chunk = text[start:i]
        match = _FILTER.fullmatch(chunk)
        if match and match.group(1).lower() in FILTER_KEYS:
            key, op, value = match.group(1).lower(), match.group(2), match.group(3)
            quoted = False
            if not value and i < n and text[i] in OPEN_QUOTES:  # name:"Große Halle"
                value, i = _read_quoted(text, i)
                quoted = True
            lexemes.append(Lexeme("filter", chunk, start, {"key": key, "op": op, "value": value, "quoted": quoted}))
            continue
        if match and match.group(2) == ":" and match.group(3) and not match.group(3).startswith("/"):
            known = ", ".join(sorted({k for k in FILTER_KEYS if len(k) > 2}))
            raise QueryError(
                _("Unbekannter Filter „%(key)s:“. Bekannte Filter: %(known)s.")
                % {"key": match.group(1), "known": known},
                start,
                chunk,
                "spiel:dominion typ:angriff",
            )
        if chunk in ("OR", "ODER", "|", "||"):
            lexemes.append(Lexeme("or", chunk, start))
        else:
            lexemes.append(Lexeme("word", chunk, start))
    return lexemes


# --- parser --------------------------------------------------------------------------------------------


class _Parser:
    def __init__(self, lexemes: list[Lexeme], text: str):
        self.lexemes = lexemes
        self.text = text
        self.index = 0
        self.depth = 0
        self.clauses = 0

    def peek(self) -> Lexeme | None:
        return self.lexemes[self.index] if self.index < len(self.lexemes) else None

    def take(self) -> Lexeme:
        lexeme = self.lexemes[self.index]
        self.index += 1
        return lexeme

    def parse(self) -> Node | None:
        node = self.or_expr()
        extra = self.peek()
        if extra is not None:  # only a stray ")" ends an expression early
            raise QueryError(
                _("Schließende Klammer ohne öffnende an Stelle %(pos)d.") % {"pos": extra.position + 1},
                extra.position,
                ")",
                "(Dorf OR Stadt) spiel:dominion",
            )
        return node

    def or_expr(self) -> Node | None:
        parts = [self.and_expr()]
        while (lexeme := self.peek()) is not None and lexeme.kind == "or":
            self.take()
            if self.peek() is None or self.peek().kind in ("or", "rparen"):
                raise QueryError(
                    _("Nach „%(op)s“ fehlt ein Suchbegriff.") % {"op": lexeme.text},
                    lexeme.position,
                    lexeme.text,
                    "Dorf OR Stadt",
                )
            parts.append(self.and_expr())
        if parts[0] is None and len(parts) > 1:
            raise QueryError(_("Vor „OR“ fehlt ein Suchbegriff."), 0, "OR", "Dorf OR Stadt")
        present = [part for part in parts if part is not None]
        if not present:
            return None
        return present[0] if len(present) == 1 else Or(tuple(present))

    def and_expr(self) -> Node | None:
        parts: list[Node] = []
        while (lexeme := self.peek()) is not None and lexeme.kind not in ("or", "rparen"):
            node = self.unary()
            if node is not None:
                parts.append(node)
        if not parts:
            return None
        return parts[0] if len(parts) == 1 else And(tuple(parts))

    def unary(self) -> Node | None:
        lexeme = self.peek()
        if lexeme.kind == "minus":
            self.take()
            following = self.peek()
            if following is None or following.kind in ("or", "rparen", "minus"):
                raise QueryError(
                    _("Nach „-“ fehlt, was ausgeschlossen werden soll."), lexeme.position, "-", "Dorf -Stadt"
                )
            child = self.unary()
            return Not(child) if child is not None else None
        return self.atom()

    def atom(self) -> Node | None:
        lexeme = self.take()
        self.clauses += 1
        if self.clauses > MAX_CLAUSES:
            raise QueryError(
                _("Die Suchanfrage hat zu viele Teile (höchstens %(n)d).") % {"n": MAX_CLAUSES},
                lexeme.position,
                lexeme.text[:30],
            )
        if lexeme.kind == "lparen":
            self.depth += 1
            if self.depth > MAX_DEPTH:
                raise QueryError(
                    _("Zu tief verschachtelte Klammern (höchstens %(n)d Ebenen).") % {"n": MAX_DEPTH},
                    lexeme.position,
                    "(",
                    "(Dorf OR Stadt) kosten<=4",
                )
            node = self.or_expr()
            closing = self.peek()
            if closing is None or closing.kind != "rparen":
                raise QueryError(
                    _("Klammer an Stelle %(pos)d wird nicht geschlossen.") % {"pos": lexeme.position + 1},
                    lexeme.position,
                    "(",
                    "(Dorf OR Stadt) spiel:dominion",
                )
            self.take()
            self.depth -= 1
            return node
        if lexeme.kind == "rparen":
            raise QueryError(
                _("Schließende Klammer ohne öffnende an Stelle %(pos)d.") % {"pos": lexeme.position + 1},
                lexeme.position,
                ")",
                "(Dorf OR Stadt) spiel:dominion",
            )
        if lexeme.kind == "phrase":
            return Phrase(lexeme.text) if lexeme.text.strip() else None
        if lexeme.kind == "filter":
            return parse_filter(lexeme)
        return Word(lexeme.text)


def parse_filter(lexeme: Lexeme) -> Filter:
    key = FILTER_KEYS[lexeme.extra["key"]]
    op = lexeme.extra["op"]
    value = lexeme.extra["value"].strip()
    written = lexeme.extra["key"]
    if not value:
        raise QueryError(
            _("Der Filter „%(key)s%(op)s“ braucht einen Wert, z. B. %(example)s.")
            % {"key": written, "op": op, "example": FILTER_EXAMPLES[key]},
            lexeme.position,
            lexeme.text,
            FILTER_EXAMPLES[key],
        )
    if op == ":":
        op = "="
    if key == "cost":
        if not re.fullmatch(r"\d{1,3}", value):
            raise QueryError(
                _("„%(key)s“ braucht eine ganze Zahl, nicht „%(value)s“.") % {"key": written, "value": value[:20]},
                lexeme.position,
                lexeme.text,
                "kosten<=4",
            )
    elif op != "=":
        raise QueryError(
            _("„%(op)s“ geht nur bei kosten/cost; schreibe „%(key)s:%(value)s“.")
            % {"op": op, "key": written, "value": value[:20]},
            lexeme.position,
            lexeme.text,
            FILTER_EXAMPLES[key],
        )
    if key == "kind":
        canonical = KIND_VALUES.get(value.lower())
        if canonical is None:
            raise QueryError(
                _("Unbekannte Art „%(value)s“. Möglich: karte, faq, errata, regel, entscheid.") % {"value": value[:20]},
                lexeme.position,
                lexeme.text,
                "art:faq",
            )
        value = canonical
    return Filter(key, op, value, lexeme.extra["quoted"])


FILTER_EXAMPLES = {
    "game": "spiel:dominion",
    "edition": "edition:intrige-2",
    "type": "typ:angriff",
    "cost": "kosten<=4",
    "kind": "art:errata",
    "name": 'name:"Große Halle"',
}


def parse(raw: str) -> Node | None:
    """The syntax tree of `raw`, or None for an empty query; raises QueryError with a helpful message."""
    if len(raw) > MAX_LENGTH:
        raise QueryError(
            _("Die Suchanfrage ist zu lang (%(n)d Zeichen, höchstens %(max)d).") % {"n": len(raw), "max": MAX_LENGTH},
            MAX_LENGTH,
            "",
        )
    text = clean(raw).strip()
    if not text:
        return None
    return _Parser(lex(text), text).parse()


def positive_texts(node: Node | None) -> list[str]:
    """The words and phrases a result should show highlighted (not those under a minus)."""
    if node is None:
        return []
    if isinstance(node, Word | Phrase):
        return [node.text]
    if isinstance(node, Filter):
        return [node.value] if node.key == "name" else []
    if isinstance(node, Not):
        return []
    return [text for child in node.children for text in positive_texts(child)]


def has_text(node: Node | None) -> bool:
    """Does the query contain free text (and so a meaningful score), or only filters?"""
    if node is None:
        return False
    if isinstance(node, Word | Phrase):
        return True
    if isinstance(node, Filter):
        return node.key == "name"
    if isinstance(node, Not):
        return False
    return any(has_text(child) for child in node.children)
