"""No string a person reads is handed to Qt untranslated, in the modules that are translated.

The scan reads each module's syntax tree and fails on a string literal (or an f-string with
words) passed straight to a Qt text setter, a widget or action constructor, QMessageBox or
make_action. A module joins TRANSLATED_MODULES (ui/i18n/refresh.py) once it passes.
"""

from __future__ import annotations

import ast
import re

import pytest

from freecell_gui.ui.i18n.refresh import PACKAGE, TRANSLATED_MODULES

TEXT_SETTERS = {
    "setText",
    "setToolTip",
    "setStatusTip",
    "setWhatsThis",
    "setWindowTitle",
    "setPlaceholderText",
    "setAccessibleName",
    "setAccessibleDescription",
    "setIconText",
    "setTitle",
    "setLabelText",
    "setHtml",
    "showMessage",
    "addMenu",
    "addAction",
    "addItem",
    "setHorizontalHeaderLabels",
    "about",
    "question",
    "warning",
    "information",
    "critical",
    "getColor",
    "getOpenFileName",
    "getSaveFileName",
    "show_banner",
}
TEXT_CONSTRUCTORS = {
    "QAction",
    "QMenu",
    "QLabel",
    "QToolBar",
    "QCheckBox",
    "QPushButton",
    "QRadioButton",
    "QGroupBox",
    "QToolButton",
    "QDockWidget",
    "QMessageBox",
    "make_action",
    "action",  # functools.partial(make_action, window)
}
KEYWORDS = {"text", "tip", "title"}
ICON_OR_KEY = re.compile(r"[a-z]+(-[a-z]+)+|(Ctrl|Alt|Shift|F\d+)(\+\w+)*")
WORD = re.compile(r"[A-Za-z]{2,}")


def _callee(node: ast.Call) -> str:
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    if isinstance(node.func, ast.Name):
        return node.func.id
    return ""


def _words(node: ast.expr) -> str | None:
    """The words of a literal argument, or None when it is not a literal a person reads."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(
            part.value
            for part in node.values
            if isinstance(part, ast.Constant) and isinstance(part.value, str)
        )
    else:
        return None
    if ICON_OR_KEY.fullmatch(text) or not WORD.search(text):
        return None
    return text


def untranslated(source: str) -> list[tuple[int, str]]:
    """(line, text) of every readable literal handed to Qt without tr in `source`."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        callee = _callee(node)
        if callee not in TEXT_SETTERS and callee not in TEXT_CONSTRUCTORS:
            continue
        arguments = [*node.args, *(keyword.value for keyword in node.keywords if keyword.arg in KEYWORDS)]
        for argument in arguments:
            text = _words(argument)
            if text is not None:
                found.append((node.lineno, text))
    return found


@pytest.mark.parametrize("module", TRANSLATED_MODULES)
def test_no_untranslated_string_reaches_qt(module: str) -> None:
    assert untranslated((PACKAGE / module).read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    "line",
    [
        'QLabel(" Deal ", window)',
        'menu.addAction("&Clear Highlight")',
        'button.setToolTip(f"Deal {number}")',
        'make_action(window, "&Quit", close)',
        'action("&Random Deal", model.random, keys, "Show a random deal", "media-playlist-shuffle")',
        'QMessageBox.about(self, "About", text)',
        'bar.addMenu(title="&File")',
    ],
)
def test_the_scan_finds_an_untranslated_string(line: str) -> None:
    assert untranslated(line)


@pytest.mark.parametrize(
    "line",
    [
        'QLabel(self.tr(" Deal "), window)',
        'menu.addAction(QCoreApplication.translate("ViewActions", "&Clear Highlight"))',
        'action(self.tr("&Random Deal"), model.random, keys, self.tr("Show"), "media-playlist-shuffle")',
        'menu.addAction(f"{suit.symbol} {name}")',
        'shortcut(QKeySequence.StandardKey.Quit, "Ctrl+Q")',
        'Shortening(action, action.iconText(), "\\u25c0")',
    ],
)
def test_the_scan_passes_translated_strings_and_symbols(line: str) -> None:
    assert untranslated(line) == []


def test_every_translated_module_exists() -> None:
    assert all((PACKAGE / module).is_file() for module in TRANSLATED_MODULES)


def hidden_from_lupdate(source: str) -> list[int]:
    """Lines whose strings lupdate cannot see: a helper wrapping translate (`_tr("...")`), or a
    count given to QCoreApplication.translate (lupdate reads plural forms from tr only)."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        callee = _callee(node)
        if callee == "_tr" or (callee == "translate" and len(node.args) + len(node.keywords) > 3):
            lines.append(node.lineno)
    return lines


@pytest.mark.parametrize("module", TRANSLATED_MODULES)
def test_lupdate_sees_every_string(module: str) -> None:
    assert hidden_from_lupdate((PACKAGE / module).read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    "line",
    ['_tr("You Won!")', 'QCoreApplication.translate("Win", "%n move(s)", "", moves)'],
)
def test_the_scan_finds_strings_lupdate_misses(line: str) -> None:
    assert hidden_from_lupdate(line)
