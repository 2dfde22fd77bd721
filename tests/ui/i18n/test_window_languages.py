"""The window starts in the chosen language: its menus, counts, numbers and Qt's own buttons."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.ui.deal_spinbox import DealSpinBox
from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.i18n.languages import LANGUAGES, TRANSLATED_LANGUAGES
from freecell_gui.ui.i18n.loader import chosen_language, saved_language
from freecell_gui.ui.i18n.numbers import grouped
from freecell_gui.ui.settings import load_settings
from freecell_gui.ui.settings.keys import LANGUAGE

MENUS = {  # File, Game, View, as each language's players read them
    "en": ("&File", "&Game", "&View"),
    "de": ("&Datei", "&Spiel", "&Ansicht"),
    "fr": ("&Fichier", "&Partie", "&Affichage"),
    "es": ("&Archivo", "&Juego", "&Ver"),
    "ru": ("&Файл", "&Игра", "&Вид"),
}
MOVES = {"en": "Moves: 0", "de": "Züge: 0", "fr": "Coups\u00a0: 0", "es": "Movimientos: 0", "ru": "Ходов: 0"}
TITLE = {
    "en": "Deal #617",
    "de": "Spiel Nr. 617",
    "fr": "Donne n° 617",
    "es": "Reparto n.º 617",
    "ru": "Раздача № 617",
}
YES = {"en": "&Yes", "de": "&Ja", "fr": "&Oui", "es": "&Sí", "ru": "&Да"}


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_window_starts_in_the_language(
    code: str, qtbot: QtBot, qapp: QApplication, isolated_settings: Path, isolated_data: Path
) -> None:
    from freecell_gui.ui.app import create_window

    install_translations(qapp, code)
    window = create_window(617)
    qtbot.addWidget(window)
    assert (window.menus.file.title(), window.menus.game.title(), window.menus.view.title()) == MENUS[code]
    assert window.play_actions.moves_label.text() == MOVES[code]
    assert window.language_menu.menu.title() != "&Language" or code == "en"
    assert window.windowTitle() == TITLE[code]
    # Qt's own strings (the standard buttons of every question) follow, from qtbase_xx.qm.
    assert QCoreApplication.translate("QPlatformTheme", "&Yes") == YES[code]


def test_counts_take_the_plural_form_of_the_language(qapp: QApplication) -> None:
    texts = {}
    for code in ("en", "ru"):
        install_translations(qapp, code)
        texts[code] = [
            QCoreApplication.translate("PlayActions", "Won in %n move(s)!", "", n) for n in (1, 3, 5, 21)
        ]
    assert texts["en"] == ["Won in 1 move!", "Won in 3 moves!", "Won in 5 moves!", "Won in 21 moves!"]
    assert texts["ru"] == ["Победа за 1 ход!", "Победа за 3 хода!", "Победа за 5 ходов!", "Победа за 21 ход!"]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_deal_spinbox_takes_plain_digits_in_every_language(
    code: str, qtbot: QtBot, qapp: QApplication
) -> None:
    install_translations(qapp, code)
    spinbox = DealSpinBox()
    qtbot.addWidget(spinbox)
    for typed, number in (
        ("617", 617),
        ("#617", 617),
        (grouped(1_000_000), 1_000_000),
        ("8589934591", 8589934591),
    ):
        spinbox.lineEdit().setText(typed)
        assert spinbox.commit(), (code, typed)
        assert spinbox.value() == number
        assert spinbox.text() == grouped(number)  # shown the language's way, read back the same
    spinbox.lineEdit().setText(spinbox.text())
    assert spinbox.commit() and spinbox.value() == 8589934591


def test_numbers_are_grouped_the_language_s_way(qapp: QApplication) -> None:
    shown = {}
    for code in ("en", "de", "ru"):
        install_translations(qapp, code)
        shown[code] = grouped(8589934591)
    assert shown["en"] == "8,589,934,591"
    assert shown["de"] == "8.589.934.591"
    assert shown["ru"] == "8\u00a0589\u00a0934\u00a0591"


@pytest.mark.parametrize(
    ("setting", "desktop", "expected"),
    [
        ("system", ["de-CH", "en-US"], "de"),
        ("system", ["pt-BR", "fr-FR"], "fr"),
        ("system", ["ja-JP"], "en"),
        ("system", ["ru_RU"], "ru"),
        ("es", ["de-DE"], "es"),
        ("en", ["ru-RU"], "en"),
        ("xx", ["es-MX"], "es"),
    ],
)
def test_the_setting_wins_over_the_desktop(setting: str, desktop: list[str], expected: str) -> None:
    assert chosen_language(setting, desktop) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[view]\nlanguage=de\n", "de"),
        ("[view]\nfour_colour=true\nlanguage = ru\n", "ru"),
        ("[deal]\nlanguage=de\n", "system"),
        ("[view]\nlanguage=klingon\n", "system"),
        ("[view]\nlanguage=@Variant(\\0\\0)\n", "system"),
        ("", "system"),
    ],
)
def test_the_saved_language_is_read_from_the_settings_text(text: str, expected: str) -> None:
    assert saved_language(text) == expected


def test_view_language_keeps_the_choice_for_the_next_start(window, isolated_settings: Path) -> None:  # type: ignore[no-untyped-def]
    menu = window.language_menu
    assert menu.actions["system"].isChecked()
    assert [action.text().replace("&", "") for action in menu.menu.actions()][1:] == list(LANGUAGES.values())
    menu.actions["de"].trigger()
    assert window.statusBar().currentMessage() == "The language changes at the next start."
    window.settings.sync()
    assert load_settings().get(LANGUAGE) == "de"
    assert saved_language(isolated_settings.read_text(encoding="utf-8")) == "de"


def test_every_translated_language_ships_qt_s_own_strings() -> None:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert all((folder / f"qtbase_{code}.qm").is_file() for code in TRANSLATED_LANGUAGES)


def test_the_application_starts_in_the_saved_language(qapp: QApplication, isolated_settings: Path) -> None:
    from freecell_gui.ui.qt_app import _start_in_saved_language

    isolated_settings.parent.mkdir(parents=True, exist_ok=True)
    isolated_settings.write_text("[view]\nlanguage=fr\n", encoding="utf-8")
    _start_in_saved_language(qapp)
    assert QCoreApplication.translate("MainWindow", "&File") == "&Fichier"


def test_the_window_s_features_speak_german(
    qtbot: QtBot, qapp: QApplication, isolated_settings: Path, isolated_data: Path
) -> None:
    from freecell_gui.core.game.rules import Move
    from freecell_gui.ui.app import create_window

    install_translations(qapp, "de")
    window = create_window(617)
    qtbot.addWidget(window)
    assert window.solve_actions.solve_action.text() == "&Lösen"
    assert window.coach.action.text() == "&Lösbarkeit anzeigen"
    assert window.navigation.family_label.text() == "Spiel Nr. 617  \u00b7  Windows 32.000 (1\u201332.000)"
    rules = window.help_actions.show_how_to_play()
    qtbot.addWidget(rules)  # closed after the test: a window left open takes later tests' pointer
    assert "Die Regeln" in rules.text.toPlainText()
    assert "Ablagestapel" in rules.text.toPlainText()
    said: list[str] = []
    window.table_play.message.connect(said.append)
    covered = window.scene.cascades[0].cards[0]  # the first card dealt lies under six others
    window.table_play.send_away(covered)
    assert said == [
        f"{covered.card.code} kann nicht ziehen: Die Karten darauf sind keine geordnete Folge "
        "(jede einen Rang niedriger, Farben abwechselnd)"
    ]
    # A move onto a column it does not build on: the rules' reason, in German.
    top = window.scene.cascades[0].cards[-1]
    target = next(place for place in range(1, 8) if window.game.check(Move(0, place, 1)) is not None)
    english = window.game.check(Move(0, target, 1))
    hand = window.table_play.pick(top)
    assert hand is not None and not window.table_play.try_move(hand, target)
    assert english is not None and " cannot go on " in english
    assert said[-1].startswith(f"{top.card.code} kann nicht auf ")


def test_the_find_dialog_speaks_russian(qtbot: QtBot, qapp: QApplication) -> None:
    from freecell_gui.ui.check.find_dialog import FindDealDialog
    from freecell_gui.ui.game.deal_model import DealModel

    install_translations(qapp, "ru")
    dialog = FindDealDialog(DealModel())
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Найти раздачу"
    dialog.cards_edit.setText("JD 2D 9H JC 5D")
    assert dialog.message.text() == "Указано 5 карт."
    dialog.cards_edit.setText("JD XX")
    assert dialog.message.text().startswith("'XX' — не карта: ")
    assert dialog.range_box.itemText(2) == "1 \u2013 8\u00a0589\u00a0934\u00a0591 (все)"
