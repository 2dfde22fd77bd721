"""Light and dark: every text the app colours itself reads at WCAG AA (4.5:1) in both, measured on
the pixels of the rendered moves panel and status bar."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from freecell_gui.core.game.notation import parse_moves
from freecell_gui.ui.appearance import (
    WCAG_AA,
    Appearance,
    AppearanceController,
    contrast,
    dark_palette,
    inks,
    is_dark,
    light_palette,
    readable,
)
from freecell_gui.ui.main_window import MainWindow

SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


@pytest.fixture
def appearance() -> Iterator[AppearanceController]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    controller = AppearanceController(app)
    yield controller
    controller.apply(Appearance.LIGHT)
    controller.deleteLater()


def _grab(widget: QWidget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def ink_contrast(image: QImage, top: int, bottom: int, background: QColor) -> float:
    """The contrast of the strongest ink in rows top..bottom against `background`: what the eye
    reads as the text's colour (antialiased edges lie between the two)."""
    best = 1.0
    for y in range(max(0, top), min(image.height(), bottom)):
        for x in range(0, image.width(), 1):
            best = max(best, contrast(image.pixelColor(x, y), background))
    return best


@pytest.mark.parametrize("chosen", [Appearance.LIGHT, Appearance.DARK])
def test_the_moves_panel_reads_in_both_appearances(
    qtbot: QtBot, window: MainWindow, appearance: AppearanceController, chosen: Appearance
) -> None:
    window.model.set_number(10913)
    window.game.load(parse_moves(SOLUTION_10913))
    window.game.go_to(5)  # played moves above, moves to redo below
    appearance.apply(chosen)
    qtbot.wait(20)
    assert is_dark(window.palette()) == (chosen is Appearance.DARK)
    listing = window.moves_panel.list
    image = _grab(listing.viewport())
    background = listing.palette().color(QPalette.ColorRole.Base)
    for row in (1, 3, 8, 15):  # played (row 5 is the current one, highlighted) and to redo
        rect = listing.visualItemRect(listing.item(row))
        measured = ink_contrast(image, rect.top(), rect.bottom(), background)
        assert measured >= WCAG_AA, (chosen, row, measured)


@pytest.mark.parametrize("chosen", [Appearance.LIGHT, Appearance.DARK])
def test_the_status_bar_and_an_error_read_in_both_appearances(
    qtbot: QtBot, window: MainWindow, appearance: AppearanceController, chosen: Appearance
) -> None:
    appearance.apply(chosen)
    window.moves_panel.move_field.setText("99")
    window.moves_panel.move_field.returnPressed.emit()  # an illegal move: the error ink
    window.statusBar().showMessage("Deal 617: a message in the status bar")
    qtbot.wait(20)
    status = window.moves_panel.status
    measured = ink_contrast(
        _grab(status), 0, status.height(), status.palette().color(QPalette.ColorRole.Window)
    )
    assert measured >= WCAG_AA, (chosen, measured)
    bar = window.statusBar()
    measured = ink_contrast(_grab(bar), 0, bar.height(), bar.palette().color(QPalette.ColorRole.Window))
    assert measured >= WCAG_AA, (chosen, measured)


def test_disabled_toolbar_text_stays_visible_in_dark(
    qtbot: QtBot, window: MainWindow, appearance: AppearanceController
) -> None:
    appearance.apply(Appearance.DARK)
    qtbot.wait(20)
    palette = window.palette()
    disabled = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText)
    assert contrast(disabled, palette.color(QPalette.ColorRole.Window)) >= 3.0  # WCAG's floor for UI parts


@pytest.mark.parametrize("make_palette", [light_palette, dark_palette], ids=["light", "dark"])
def test_every_ink_reads_on_its_palette(qapp: QApplication, make_palette: Callable[[], QPalette]) -> None:
    palette = make_palette()  # made once the application exists, never at collection
    chosen = inks(palette)
    for role in (QPalette.ColorRole.Base, QPalette.ColorRole.Window):
        background = palette.color(role)
        for ink in (chosen.text, chosen.muted, chosen.error, chosen.success):
            assert contrast(ink, background) >= WCAG_AA


@given(
    ink=st.tuples(*[st.integers(0, 255)] * 3),
    background=st.tuples(*[st.integers(0, 255)] * 3),
)
def test_readable_always_reaches_the_contrast_it_promises(
    ink: tuple[int, int, int], background: tuple[int, int, int]
) -> None:
    behind = QColor(*background)
    assert contrast(readable(QColor(*ink), behind), behind) >= WCAG_AA


def test_contrast_matches_wcag_examples() -> None:
    assert round(contrast(QColor("black"), QColor("white")), 1) == 21.0
    assert round(contrast(QColor("#777777"), QColor("white")), 2) == 4.48  # the famous near miss


def test_the_chosen_appearance_is_kept_for_the_next_start(qtbot: QtBot, window: MainWindow) -> None:
    from freecell_gui.ui.app import create_window

    window.view_actions.appearance_actions[Appearance.DARK].trigger()
    qtbot.wait(20)
    assert is_dark(window.palette())
    window.close()
    again = create_window(617)
    qtbot.addWidget(again)
    assert again.appearance.appearance is Appearance.DARK
    assert again.view_actions.appearance_actions[Appearance.DARK].isChecked()
    again.view_actions.use_appearance(Appearance.LIGHT)
    qtbot.wait(20)
    assert not is_dark(again.palette())


def test_system_follows_the_platform_while_the_app_runs(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt

    from freecell_gui.ui import appearance as module

    controller = window.appearance
    controller.apply(Appearance.SYSTEM)
    monkeypatch.setattr(module, "system_scheme", lambda: Qt.ColorScheme.Dark)
    controller._on_system_scheme(Qt.ColorScheme.Dark)  # what the platform's signal delivers
    qtbot.wait(20)
    assert is_dark(window.palette())
    monkeypatch.setattr(module, "system_scheme", lambda: Qt.ColorScheme.Light)
    controller._on_system_scheme(Qt.ColorScheme.Light)
    qtbot.wait(20)
    assert not is_dark(window.palette())
    controller.apply(Appearance.DARK)  # an explicit choice ignores the platform
    controller._on_system_scheme(Qt.ColorScheme.Light)
    assert controller.appearance is Appearance.DARK and is_dark(QApplication.palette())
    controller.apply(Appearance.LIGHT)
