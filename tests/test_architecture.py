"""The apps depend on each other one way (docs/ARCHITECTURE.md).

    cards  <-  engine  <-  rulings  <-  search  <-  config

Every import of every module under cards/, rulings/, search/, engine/ and config/ is read with `ast` — the
ones inside functions too, because a deferred import is still a dependency (and the usual way to hide a
cycle). Each import becomes an edge between apps and between modules; the tests below check the app graph
against the allowed edges, and the modules of our own apps for cycles.

`config` is two things: the project's wiring on top (urls, site views, the catalog orchestration) and a
small base that engine, rulings and search use like Django's settings — the Celery app with the task
conventions, the API's error shape, throttles and health check. The base imports no app of ours.

No database and no Django setup: the source text is enough.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
APPS = ("cards", "engine", "rulings", "search", "config")
# Modules of `config` below the apps (its "base"): they may import no app of ours (ALLOWED[BASE]).
CONFIG_BASE = frozenset({"config", "config.settings", "config.celery", "config.api", "config.health", "config.parsers"})
BASE = "config.base"
# Who may import whom (besides itself). The pure engine (engine/core, engine/games) is checked separately.
ALLOWED: dict[str, frozenset[str]] = {
    "cards": frozenset(),
    "engine": frozenset({"cards", BASE}),
    "rulings": frozenset({"cards", "engine", BASE}),
    "search": frozenset({"cards", "rulings", BASE}),
    "config": frozenset({"cards", "engine", "rulings", "search", BASE}),
    BASE: frozenset(),
}
PURE_ENGINE = ("engine.core", "engine.games")
FRAMEWORKS = ("django", "rest_framework", "drf_spectacular", "django_filters", "django_celery_results", "celery")
# Packages whose modules must not import each other in a circle.
NO_MODULE_CYCLES = ("cards", "engine", "rulings", "search", "config")


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, e.g. "cards.views"
    target: str  # the imported module, e.g. "cards.selectors" or "django.db"
    line: int
    deferred: bool  # inside a function or class body, not at module level

    def __str__(self) -> str:
        return f"{self.module}:{self.line} imports {self.target}" + (" (inside a function)" if self.deferred else "")


# --- reading the sources -------------------------------------------------------------------------------------


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def source_files(apps: Iterable[str] = APPS) -> Iterator[Path]:
    for app in apps:
        for path in sorted((ROOT / app).rglob("*.py")):
            if "migrations" not in path.parts:  # generated; they name apps by label for Django's loader
                yield path


def known_modules() -> set[str]:
    return {module_name(path) for path in source_files()}


def _resolve(module: str, is_package: bool, level: int, name: str | None) -> str:
    """The absolute name of `from <level dots><name> import ...` written in `module`."""
    if level == 0:
        return name or ""
    package = module.split(".") if is_package else module.split(".")[:-1]
    base = package[: len(package) - (level - 1)]
    return ".".join([*base, name] if name else base)


def imports_of(path: Path, modules: set[str], root: Path = ROOT) -> list[Import]:
    """Every import in the file, wherever it stands; `from package import submodule` points at the submodule."""
    module = module_name(path, root)
    is_package = path.name == "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: list[Import] = []

    def visit(node: ast.AST, deferred: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inner = deferred or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
            if isinstance(child, ast.Import):
                found.extend(Import(module, alias.name, child.lineno, deferred) for alias in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = _resolve(module, is_package, child.level, child.module)
                for alias in child.names:
                    candidate = f"{base}.{alias.name}" if base else alias.name
                    found.append(Import(module, candidate if candidate in modules else base, child.lineno, deferred))
            visit(child, inner)

    visit(tree, False)
    return found


def all_imports() -> list[Import]:
    modules = known_modules()
    return [found for path in source_files() for found in imports_of(path, modules)]


def node_of(module: str) -> str | None:
    """The app (graph node) a module belongs to; None for anything not ours (stdlib, Django, packages)."""
    if module in CONFIG_BASE:
        return BASE
    top = module.split(".", 1)[0]
    return top if top in APPS else None


def is_within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


# --- graphs ------------------------------------------------------------------------------------------------------


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the directed graph as [a, b, ..., a], or None when it has none (iterative DFS)."""
    white, grey, black = 0, 1, 2
    colour = dict.fromkeys(graph, white)
    for start in sorted(graph):
        if colour[start] != white:
            continue
        path = [start]
        stack = [iter(sorted(graph[start]))]
        colour[start] = grey
        while stack:
            successor = next(stack[-1], None)
            if successor is None:
                colour[path.pop()] = black
                stack.pop()
                continue
            state = colour.setdefault(successor, white)
            if state == grey:
                return path[path.index(successor):] + [successor]
            if state == white:
                colour[successor] = grey
                path.append(successor)
                stack.append(iter(sorted(graph.get(successor, ()))))
    return None


def app_edges(imports: Iterable[Import]) -> dict[tuple[str, str], list[Import]]:
    edges: dict[tuple[str, str], list[Import]] = {}
    for found in imports:
        source, target = node_of(found.module), node_of(found.target)
        if source and target and source != target:
            edges.setdefault((source, target), []).append(found)
    return edges


def module_graph(imports: Iterable[Import], package: str) -> dict[str, set[str]]:
    """The imports between the modules of one package (config's base and top together)."""
    graph: dict[str, set[str]] = {}
    for found in imports:
        if is_within(found.module, package) and is_within(found.target, package) and found.module != found.target:
            graph.setdefault(found.module, set()).add(found.target)
    return graph


def _explain(edges: Iterable[Import], limit: int = 5) -> str:
    unique = list(dict.fromkeys((found.module, found.target, found.line, found.deferred) for found in edges))
    return "; ".join(str(Import(*found)) for found in unique[:limit])


@pytest.fixture(scope="module")
def imports() -> list[Import]:
    return all_imports()


# --- the detector can fail ---------------------------------------------------------------------------------------


def test_the_cycle_detector_finds_a_cycle_and_accepts_a_tree():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"a"}}) == ["a", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set(), "d": {"a", "c"}}) is None


def test_the_import_reader_sees_deferred_and_relative_imports(tmp_path):
    package = tmp_path / "cards"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n\ndef later():\n    from rulings.models import Rule\n")
    (package / "b.py").write_text("import os\nfrom .a import later\n")
    modules = {"cards", "cards.a", "cards.b"}
    found = [*imports_of(package / "a.py", modules, tmp_path), *imports_of(package / "b.py", modules, tmp_path)]
    assert {(i.module, i.target, i.deferred) for i in found} == {
        ("cards.a", "cards.b", False), ("cards.a", "rulings.models", True), ("cards.b", "os", False),
        ("cards.b", "cards.a", False)}
    assert app_edges(found).keys() == {("cards", "rulings")}  # an edge ALLOWED forbids
    assert "rulings" not in ALLOWED["cards"]
    assert find_cycle(module_graph(found, "cards")) == ["cards.a", "cards.b", "cards.a"]


# --- the project -------------------------------------------------------------------------------------------------


def test_the_app_graph_has_only_the_allowed_edges(imports):
    edges = app_edges(imports)
    wrong = {edge: found for edge, found in edges.items() if edge[1] not in ALLOWED[edge[0]]}
    assert not wrong, "imports against the dependency direction:\n" + "\n".join(
        f"  {source} -> {target}: {_explain(found)}" for (source, target), found in sorted(wrong.items()))


def test_the_app_graph_is_acyclic(imports):
    graph: dict[str, set[str]] = {node: set() for node in ALLOWED}
    for source, target in app_edges(imports):
        graph[source].add(target)
    assert find_cycle(graph) is None, f"the apps import each other in a circle: {find_cycle(graph)}"


@pytest.mark.parametrize("app", NO_MODULE_CYCLES)
def test_no_modules_import_each_other_in_a_circle(imports, app):
    cycle = find_cycle(module_graph(imports, app))
    assert cycle is None, f"modules of {app} import each other in a circle: {' -> '.join(cycle or [])}"


def test_the_pure_engine_imports_no_django_and_no_other_app(imports):
    wrong = []
    for found in imports:
        if not any(is_within(found.module, package) for package in PURE_ENGINE):
            continue
        top = found.target.split(".", 1)[0]
        ours = node_of(found.target) is not None
        if top in FRAMEWORKS or (ours and not any(is_within(found.target, package) for package in PURE_ENGINE)):
            wrong.append(found)
    assert not wrong, "engine/core and engine/games are plain Python: " + _explain(wrong, 20)


def test_every_app_is_read(imports):
    """Guards the test itself: a renamed folder must not make the graph silently empty."""
    assert {node_of(found.module) for found in imports} >= {*APPS, BASE}
    assert len(imports) > 500
