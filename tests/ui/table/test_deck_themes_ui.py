"""Installed KDE and GNOME decks in the window and in exports."""

from __future__ import annotations

import gzip
from pathlib import Path

from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.dealer import deal
from freecell_gui.ui.app import create_window
from freecell_gui.ui.export.renderer import ExportFormat, ExportOptions, TableRenderer
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.table.deck import CardDeck
from tests.core.system.test_deck_themes import theme_svg


def write_theme(folder: Path) -> Path:
    path = folder / "deck.svgz"
    path.write_bytes(gzip.compress(theme_svg()))
    return path


def test_a_theme_deck_draws_each_card_from_its_element(qapp: QApplication, tmp_path: Path) -> None:
    theme = CardDeck(theme_file=write_theme(tmp_path))
    assert theme.has_element("QS")
    own = CardDeck()
    queen = theme.pixmap("QS", 63).toImage().pixelColor(30, 44)
    king = theme.pixmap("KS", 63).toImage().pixelColor(30, 44)
    assert queen != king
    assert own.pixmap("QS", 63).toImage().pixelColor(30, 44) != queen


def test_choosing_a_deck_in_the_window_redraws_and_is_remembered(
    window: MainWindow,
    qtbot,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    path = write_theme(tmp_path)
    before = window.scene.cascades[0].cards[0].pixmap().toImage()
    window.view_actions.use_deck(path)
    after = window.scene.cascades[0].cards[0].pixmap().toImage()
    assert before != after
    assert not window.view_actions.four_colour_action.isEnabled()
    export = TableRenderer(window.share.options(600)).render(deal(617), ExportFormat.PNG)
    assert export != TableRenderer(ExportOptions(width=600)).render(deal(617), ExportFormat.PNG)
    window.close()
    again = create_window()
    qtbot.addWidget(again)
    assert again.deck.theme_file == path
    again.view_actions.use_deck(None)
    assert again.view_actions.four_colour_action.isEnabled()


def test_the_deck_menu_lists_installed_decks(window: MainWindow, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "none"))
    folder = tmp_path / "carddecks" / "svg-test"
    folder.mkdir(parents=True)
    write_theme(folder)
    (folder / "index.desktop").write_text("[KDE Backdeck]\nName=Test Deck\nSVG=deck.svgz\n")
    window.view_actions.deck_menu.aboutToShow.emit()
    names = [
        action.text().replace("&", "") for action in window.view_actions.deck_menu.actions() if action.text()
    ]
    assert names == ["freecell-gui (our own deck)", "Test Deck (KDE)"]
    window.view_actions.deck_menu.actions()[-1].trigger()
    assert window.deck.theme_file == folder / "deck.svgz"
