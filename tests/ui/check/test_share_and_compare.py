"""The window's export, clipboard, site links, compare and open-board features."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QDesktopServices, QGuiApplication, QImage
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import TextFormat, format_board, parse_any, parse_board
from freecell_gui.core.game.rules import HOME
from freecell_gui.ui.check.compare_dialog import BoardDialog, ReadAs
from freecell_gui.ui.export.renderer import image_metadata
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.table.scene import Mark, cascade_cards
from tests.ui.writes import written


def swapped_board(number: int, first: str, second: str) -> str:
    text = format_board(deal(number))
    return text.replace(first, "@@").replace(second, first).replace("@@", second)


def test_a_pasted_board_with_two_swapped_cards_marks_exactly_those(window: MainWindow) -> None:
    board = parse_any(swapped_board(617, "KD", "9C"))
    differences = window.boards.compare_with(board)
    assert {card.code for card in window.scene.marked(Mark.DIFFERENCE)} == {"KD", "9C"}
    assert len(differences) == 2
    assert window.boards.compare_label.text() == (
        "2 cards differ: KD (column 1, card 4) is 9C in the compared board; "
        "9C (column 3, card 5) is KD in the compared board"
    )
    window.boards.clear_compare_action.trigger()
    assert window.scene.marked(Mark.DIFFERENCE) == set()


def test_a_comparison_shows_once_in_the_status_bar(window: MainWindow) -> None:
    window.statusBar().clearMessage()
    window.boards.compare_with(parse_any(swapped_board(617, "KD", "9C")))
    shown = [
        label.text()
        for label in window.statusBar().findChildren(QLabel)
        if label.isVisibleTo(window) and "differ" in label.text()
    ]
    assert shown == [window.boards.compare_label.text()]
    assert window.statusBar().currentMessage() == ""
    assert "KD (column 1, card 4)" in window.boards.compare_label.toolTip()


def _play_a_move(window: MainWindow) -> None:
    move = next(move for move in window.game.position.legal_moves() if move.target != HOME)
    assert window.game.play(move) is None


CHANGES = {
    "move": _play_a_move,
    "undo": lambda window: window.play_actions.undo_action.trigger(),
    "redo": lambda window: window.play_actions.redo_action.trigger(),
    "restart": lambda window: window.play_actions.restart_action.trigger(),
    "jump in the moves panel": lambda window: window.moves_panel.end_button.click(),
    "slider": lambda window: window.moves_panel.slider.setValue(1),
    "new game": lambda window: window.game.new_game(),
}


@pytest.mark.parametrize("change", list(CHANGES), ids=list(CHANGES))
def test_any_change_of_position_clears_the_comparison(window: MainWindow, change: str) -> None:
    window.table_play.animations_enabled = False
    for _ in range(3):  # moves to undo, redo and jump over
        _play_a_move(window)
    if change in ("redo", "jump in the moves panel"):
        window.game.go_to(1)
    elif change == "slider":
        window.game.go_to(3)
    board = parse_any(swapped_board(617, "KD", "9C"))
    window.boards.compare_with(board)
    assert window.scene.marked(Mark.DIFFERENCE) and window.boards.compare_label.isVisibleTo(window)
    before = window.game.position
    CHANGES[change](window)
    assert window.game.position != before or change == "new game"
    assert window.scene.marked(Mark.DIFFERENCE) == set()
    assert not window.boards.compare_label.isVisibleTo(window)
    assert not window.boards.clear_compare_action.isEnabled()


def test_the_same_board_matches(window: MainWindow) -> None:
    window.boards.compare_with(parse_any(format_board(deal(617))))
    assert window.scene.marked(Mark.DIFFERENCE) == set()
    assert window.boards.compare_label.text() == "All 52 cards match."


def test_changing_deal_clears_the_comparison(window: MainWindow) -> None:
    window.boards.compare_with(parse_any(swapped_board(617, "KD", "9C")))
    window.model.next()
    assert window.scene.marked(Mark.DIFFERENCE) == set()
    assert window.boards.compare_label.isHidden()


def test_the_dialog_refuses_a_bad_board_and_changes_nothing(qtbot: QtBot, window: MainWindow) -> None:
    dialog = BoardDialog("Compare with Board", "&Compare", window)
    qtbot.addWidget(dialog)
    dialog.text.setPlainText(format_board(deal(617)).replace("KD", "KH"))
    dialog.accept_button.click()
    assert dialog.board is None
    assert dialog.isVisible() or dialog.result() == 0
    assert "KH (King of Hearts) appears again" in dialog.error.text()
    assert window.scene.marked(Mark.DIFFERENCE) == set()
    dialog.read_as.setCurrentIndex(list(ReadAs).index(ReadAs.COLUMNS))
    dialog.text.setPlainText("\t".join(card.code for card in deal(617).cards()))
    dialog.accept_button.click()
    assert dialog.board is not None
    assert dialog.board.columns == deal(617).columns


def test_open_board_shows_a_custom_deal_and_exports_it(window: MainWindow, tmp_path: Path) -> None:
    board = parse_board(swapped_board(5, "AS", "KH"))
    assert window.boards.open_board(board)
    assert window.model.number is None
    assert "Custom deal" in window.windowTitle()
    assert [[c.code for c in col] for col in cascade_cards(window.scene)] == [
        [c.code for c in col] for col in board.columns
    ]
    path = tmp_path / "custom.png"
    assert written(window.share.export_to(path, 800))
    assert image_metadata(path)["Deal"] == "custom"


def test_open_board_recognises_a_numbered_deal(window: MainWindow) -> None:
    assert window.boards.open_board(parse_any(TextFormat.JSON.write(deal(11982))))
    assert window.model.number == 11982


def test_a_game_in_progress_is_refused(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    text = "Foundations: H-A\n" + format_board(deal(1)).replace("AH", "")
    assert not window.boards.open_board(parse_board(text))
    assert "game in progress" in warnings[0]
    assert window.model.number == 617


def test_export_to_writes_and_a_failure_says_why(window: MainWindow, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "freecell-617.svg"
    assert written(window.share.export_to(target, 1000))
    assert target.read_bytes().startswith(b"<?xml")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    assert not written(window.share.export_to(tmp_path / "missing" / "x.png", 1000))
    assert "does not exist" in warnings[0]


def test_the_saved_message_quotes_the_path_escaped(window: MainWindow, tmp_path: Path) -> None:
    # A right-to-left override in a file's name would turn the rest of the status bar around.
    target = tmp_path / "deal\u202egnp.svg"
    assert written(window.share.export_to(target, 800))
    message = window.statusBar().currentMessage()
    assert target.exists() and message.startswith("Saved ")
    assert "\u202e" not in message and "\\u202e" in message


def test_default_export_width_is_twice_the_table_on_screen(window: MainWindow) -> None:
    width = window.share.default_width()
    table_on_screen = window.scene.card_width * 9.68
    assert abs(width - 2 * table_on_screen) < 8


def test_copy_image_and_text(window: MainWindow) -> None:
    window.share.copy_image_action.trigger()
    image: QImage = QGuiApplication.clipboard().image()
    assert image.width() == window.share.default_width()
    window.share.copy_text_actions[TextFormat.BOARD].trigger()
    assert QGuiApplication.clipboard().text() == format_board(deal(617))
    window.share.copy_text_actions[TextFormat.ROWS].trigger()
    assert QGuiApplication.clipboard().text().splitlines()[-1] == "JD KS KC 4H"


def test_site_links_open_the_right_pages(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toString()) or True)
    window.share.open_site_action.trigger()
    window.share.open_solution_action.trigger()
    assert opened == [
        "https://freecellgamesolutions.com/fcs/?game=617",
        "https://freecellgamesolutions.com/std/?g=617&v=All",
    ]
    window.boards.open_board(parse_board(swapped_board(5, "AS", "KH")))
    assert not window.share.open_site_action.isEnabled()


def test_dragging_from_the_felt_offers_a_png_file(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    offered = []

    def fake_exec(drag, *_args):  # type: ignore[no-untyped-def]
        offered.append(drag.mimeData())
        return 0

    monkeypatch.setattr("freecell_gui.ui.check.share.QDrag.exec", fake_exec)
    from PySide6.QtCore import QPoint, Qt

    viewport = window.view.viewport()
    start = QPoint(5, viewport.height() - 5)  # the felt below the cascades
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + QPoint(0, -30))
    qtbot.waitUntil(lambda: bool(offered), timeout=60_000)
    (mime,) = offered
    path = Path(mime.urls()[0].toLocalFile())
    assert path.name == "freecell-617.png"
    assert image_metadata(path)["Deal"] == "617"
    assert not mime.imageData().isNull()


def test_share_is_built_alone_from_what_it_is_handed(qtbot: QtBot) -> None:
    """No window needed: the model, the game, the scene and where to say things are handed in."""
    from PySide6.QtWidgets import QWidget

    from freecell_gui.ui.check.share import ShareActions
    from freecell_gui.ui.game.deal_model import DealModel
    from freecell_gui.ui.game.game_model import GameModel
    from freecell_gui.ui.table.deck import CardDeck
    from freecell_gui.ui.table.scene import TableScene

    parent = QWidget()
    qtbot.addWidget(parent)
    model = DealModel(617)
    game = GameModel(model)
    scene = TableScene(CardDeck(), parent)
    said: list[str] = []
    share = ShareActions(model, game, scene, parent, said.append)
    share.copy_text_actions[TextFormat.BOARD].trigger()
    assert said == [f"Copied {deal(617).title} as {TextFormat.BOARD.value}"]
    move = next(move for move in game.position.legal_moves() if move.target != HOME)
    assert game.play(move) is None
    renderer = share.renderer(800)  # mid-game: the image shows the position and the moves
    assert renderer.position == game.position and renderer.moves == game.game.texts()[0]
