"""Every menu of the window, in every language: each item has an accelerator (its underlined
&-letter) and no two items of one menu share one, so that Alt+letter reaches every item. The
menus are read from the window as it is, whatever menus and items it has.

The English texts below are the items whose fix belongs to another module's owner (named in
the lists); a translation must be whole even there, and the lists may only shrink: an item
fixed, or gone, fails the test until it leaves the list.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu
from pytestqt.qtbot import QtBot

from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.accelerators import accelerator_key, give_keys
from freecell_gui.ui.i18n.languages import LANGUAGES
from freecell_gui.ui.i18n.menu_keys import distinct_keys
from freecell_gui.ui.main_window import MainWindow

MenuPath = tuple[str, ...]  # the English titles from the menu bar down; () is the bar itself

# Menus whose items are made from data with no & in their text (by the module named).
AWAITING_KEYS_IN_ALL_ITEMS: set[MenuPath] = set()
AWAITING_A_KEY: set[tuple[MenuPath, str]] = set()
# Menus whose English items share keys (none since the deal's navigation has a Deal menu of its own).
AWAITING_ENGLISH_KEYS: set[MenuPath] = set()


def _menus(window: MainWindow) -> Iterator[tuple[list[int], list[QAction]]]:
    """(the index path of each menu from the bar, its items), the bar first; a menu filled when
    it opens is opened."""

    def items(actions: list[QAction]) -> list[QAction]:
        return [action for action in actions if not action.isSeparator() and action.isVisible()]

    pending: list[tuple[list[int], list[QAction]]] = [([], items(window.menuBar().actions()))]
    while pending:
        path, actions = pending.pop(0)
        yield path, actions
        for index, action in enumerate(actions):
            menu = action.menu()
            if menu is not None:
                menu.aboutToShow.emit()
                pending.append(([*path, index], items(menu.actions())))


def _texts(window: MainWindow) -> dict[tuple[int, ...], list[str]]:
    return {tuple(path): [action.text() for action in actions] for path, actions in _menus(window)}


def _english_path(english: dict[tuple[int, ...], list[str]], path: tuple[int, ...]) -> MenuPath:
    return tuple(english[path[:depth]][index] for depth, index in enumerate(path))


def _problems(
    texts: dict[tuple[int, ...], list[str]], english: dict[tuple[int, ...], list[str]], code: str
) -> list[str]:
    problems = []
    for path, items in texts.items():
        menu = _english_path(english, path)
        english_items = english[path]
        assert len(items) == len(english_items), (code, menu)  # the same window, in two languages
        keys: dict[str, list[str]] = {}
        for text, english_text in zip(items, english_items, strict=True):
            key = accelerator_key(text)
            if key is None:
                if menu not in AWAITING_KEYS_IN_ALL_ITEMS and (menu, english_text) not in AWAITING_A_KEY:
                    problems.append(f"{code} {' > '.join(menu)}: {text!r} has no & key")
            else:
                keys.setdefault(key, []).append(text)
        clashes = {key: group for key, group in keys.items() if len(group) > 1}
        if clashes and not (code == "en" and menu in AWAITING_ENGLISH_KEYS):
            suggested = distinct_keys(items)  # what to write in the .ts file instead
            problems.append(f"{code} {' > '.join(menu) or 'menu bar'}: {clashes}; suggested: {suggested}")
    return problems


@pytest.fixture
def english_menus(qtbot: QtBot, qapp: QApplication, isolated_settings: Path, isolated_data: Path):  # type: ignore[no-untyped-def]
    from freecell_gui.ui.app import create_window

    install_translations(qapp, "en")
    window = create_window(617)
    qtbot.addWidget(window)
    texts = _texts(window)
    window.close()
    return texts


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_menu_item_has_a_key_of_its_own(
    code: str, english_menus: dict[tuple[int, ...], list[str]], qtbot: QtBot, qapp: QApplication
) -> None:
    from freecell_gui.ui.app import create_window

    install_translations(qapp, code)
    window = create_window(617)
    qtbot.addWidget(window)
    texts = _texts(window)
    window.close()
    assert len(texts) >= 10  # the bar, six menus and their submenus
    assert _problems(texts, english_menus, code) == []


def test_the_awaiting_lists_only_shrink(english_menus: dict[tuple[int, ...], list[str]]) -> None:
    # Each menu and item listed still exists, and still lacks its key or shares one.
    menus = {_english_path(english_menus, path): items for path, items in english_menus.items()}
    for menu in AWAITING_KEYS_IN_ALL_ITEMS:
        assert menu in menus and any(accelerator_key(text) is None for text in menus[menu]), menu
    for menu, item in AWAITING_A_KEY:
        assert item in menus[menu] and accelerator_key(item) is None, (menu, item)
    for menu in AWAITING_ENGLISH_KEYS:
        keys = [key for text in menus[menu] if (key := accelerator_key(text))]
        assert len(keys) != len(set(keys)), menu


def test_listed_items_get_letters_no_other_item_uses(qapp: QApplication) -> None:
    menu = QMenu()
    texts = ["&Ace", "&Two", "Tens", "Ten", "Tom & Jerry", "Nine", "at"]
    for text in texts:
        menu.addAction(text)
    give_keys(menu)
    shown = [action.text() for action in menu.actions()]
    assert shown[:2] == ["&Ace", "&Two"]  # keys given by a translator stay
    assert shown[4] == "Tom && &Jerry"  # a literal & is kept, never a key
    keys = [accelerator_key(text) for text in shown]
    # "Ten" gets the e, which "Tens" gives up for its s; "at" has no letter left: no key, no clash.
    assert keys == ["a", "t", "s", "e", "j", "n", None]
    assert accelerator_key("Tom && Jerry") is None


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_ranks_and_suits_get_keys_in_every_language(
    code: str, qtbot: QtBot, qapp: QApplication, isolated_settings: Path, isolated_data: Path
) -> None:
    from freecell_gui.ui.app import create_window

    install_translations(qapp, code)
    window = create_window(617)
    qtbot.addWidget(window)
    title = QCoreApplication.translate("ViewActions", "Highlight Ran&k or Suit")
    menu = next(menu for menu in window.findChildren(QMenu) if menu.title() == title)
    keys = [accelerator_key(action.text()) for action in menu.actions() if not action.isSeparator()]
    assert len(keys) == 18 and None not in keys and len(set(keys)) == 18
    give_keys(menu)  # a second pass changes nothing
    assert [accelerator_key(action.text()) for action in menu.actions() if not action.isSeparator()] == keys
    window.close()


def test_clashing_translations_get_keys_of_their_own_with_least_change() -> None:
    # German's Game menu before (shortened): three items on n, two on z.
    menu = ["&Neues Spiel", "Züge a&nimieren", "&Nächstes Spiel", "&Zufälliges Spiel", "&Zurück", "&Tipp"]
    changed = distinct_keys(menu)
    after = [changed.get(text, text) for text in menu]
    keys = [accelerator_key(text) for text in after]
    assert len(set(keys)) == len(keys)
    assert after[5] == "&Tipp"  # a key of its own stays
    assert len(changed) == 3  # one item of each clash keeps its key
    assert distinct_keys(after) == {}
    assert distinct_keys(["&Aa", "&Ab", "&Ac"]) == {"&Ab": "A&b", "&Ac": "A&c"}
    assert distinct_keys(["Tom && &Jerry", "&Tom"]) == {}
