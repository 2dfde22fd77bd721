"""The layout's rules, read from the source (AST, no import): the boundaries drawn in docs/architecture.md.

* core never imports Qt, the ui or the command line;
* the command line imports Qt and the ui only inside the commands that draw, never at the top
  of a module;
* features never import the main window or the application module, even for typing: only
  the application module imports the window, only the window command imports the application;
* core/system is the bottom of core (what the operating system provides): it imports no other
  part of core, and no module of it uses the database (the history has its own package);
* no module is over 500 lines;
* no two modules import each other, directly or around a loop.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "freecell_gui"
MAX_LINES = 500
QT_PACKAGES = ("PySide6", "shiboken6")
# Who may import these two modules; no one else, so a feature is built from what it is handed.
ALLOWED_IMPORTERS = {
    "freecell_gui.ui.main_window": {"freecell_gui.ui.app"},
    "freecell_gui.ui.app": {"freecell_gui.cli.window"},
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


# A compiled extension is known by its typing stub (`_beam.pyi` for `_beam.c`).
MODULES: dict[str, Path] = {
    _module_name(path): path for pattern in ("*.py", "*.pyi") for path in sorted(PACKAGE.rglob(pattern))
}


def _resolve(module: str, name: str | None) -> str:
    """`from module import name`: the submodule when `name` is one, else `module`."""
    if name is not None and f"{module}.{name}" in MODULES:
        return f"{module}.{name}"
    return module


def imports_of(source: str, module: str, top_level_only: bool = False) -> Iterator[str]:
    """Every module named by an import in `source` (of `module`), at any depth unless
    `top_level_only`: inside functions and `if TYPE_CHECKING:` too."""
    tree = ast.parse(source)
    nodes = tree.body if top_level_only else ast.walk(tree)
    for node in nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's package, up level - 1 more
                parts = module.split(".")
                package = parts if MODULES[module].name == "__init__.py" else parts[:-1]
                package = package[: len(package) - (node.level - 1)]
                base = ".".join([*package, base] if base else package)
            for alias in node.names:
                yield _resolve(base, alias.name)


def _graph() -> dict[str, set[str]]:
    return {
        module: {name for name in imports_of(path.read_text(), module) if name in MODULES and name != module}
        for module, path in MODULES.items()
    }


def find_cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each a cycle's members."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []
    counter = 0

    def visit(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return cycles


def test_the_checker_sees_a_loop_and_a_pair() -> None:
    loop = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycles(loop) == [["a", "b", "c"]]
    assert find_cycles({"x": {"y"}, "y": {"x"}, "z": set()}) == [["x", "y"]]
    assert find_cycles({"x": {"y"}, "y": set()}) == []


def test_the_checker_reads_imports_inside_functions_and_type_checking() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from freecell_gui.ui.main_window import MainWindow\n"
        "def f():\n    from freecell_gui.core.solver import schedule\n"
    )
    found = set(imports_of(source, "freecell_gui.ui.table.play"))
    assert {"freecell_gui.ui.main_window", "freecell_gui.core.solver.schedule"} <= found
    assert set(imports_of(source, "freecell_gui.ui.table.play", top_level_only=True)) == {"typing"}


def test_no_module_imports_itself_around_a_loop() -> None:
    assert find_cycles(_graph()) == []


@pytest.mark.parametrize("module", sorted(name for name in MODULES if name.startswith("freecell_gui.core")))
def test_core_never_imports_qt_the_ui_or_the_command_line(module: str) -> None:
    forbidden = [
        name
        for name in imports_of(MODULES[module].read_text(), module)
        if name.split(".")[0] in QT_PACKAGES or name.startswith(("freecell_gui.ui", "freecell_gui.cli"))
    ]
    assert forbidden == [], f"{module} imports {forbidden}"


@pytest.mark.parametrize("module", sorted(name for name in MODULES if name.startswith("freecell_gui.cli")))
def test_the_command_line_loads_qt_only_in_the_commands_that_draw(module: str) -> None:
    eager = [
        name
        for name in imports_of(MODULES[module].read_text(), module, top_level_only=True)
        if name.split(".")[0] in QT_PACKAGES or name.startswith("freecell_gui.ui")
    ]
    assert eager == [], f"{module} imports {eager} at its top: import them in the command that draws"


def test_features_never_import_the_window_or_the_application() -> None:
    graph = _graph()
    trespassers = {
        target: sorted(
            importer for importer, targets in graph.items() if target in targets and importer not in allowed
        )
        for target, allowed in ALLOWED_IMPORTERS.items()
    }
    assert trespassers == {target: [] for target in ALLOWED_IMPORTERS}


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_is_over_500_lines(module: str) -> None:
    lines = len(MODULES[module].read_text().splitlines())
    assert lines <= MAX_LINES, f"{module} has {lines} lines: split it by responsibility"


@pytest.mark.parametrize(
    "module", sorted(name for name in MODULES if name.startswith("freecell_gui.core.system"))
)
def test_the_system_package_is_the_bottom_of_core_and_keeps_no_database(module: str) -> None:
    upward = [
        name
        for name in imports_of(MODULES[module].read_text(), module)
        if name.startswith("freecell_gui.") and not name.startswith("freecell_gui.core.system")
    ]
    assert upward == [], f"{module} imports {upward}: core/system is what the operating system provides"
    assert "sqlite3" not in set(imports_of(MODULES[module].read_text(), module)), (
        f"{module} uses the database: that belongs in core/history"
    )
