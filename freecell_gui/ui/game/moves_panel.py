"""The moves panel: a dock listing the moves done and the moves to redo, with playback.

It observes the GameModel and changes the game only through it: a click on a move goes to
the position after it, the slider jumps anywhere in the list, Play redoes the moves at a
chosen speed, and the typed-move field plays a move written in the notation (`3a`, `54`, `bh`).
`install_moves_panel` adds the dock, its menu entries and its actions to the main window.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QSlider,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.game.game import Game
from freecell_gui.core.game.notation import NotationError, format_moves, parse_move
from freecell_gui.core.system.user_files import UserFileError
from freecell_gui.ui.actions import WindowMenus, make_action
from freecell_gui.ui.appearance import inks
from freecell_gui.ui.background_write import FileWrite, WriteOutcome, start_write
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange
from freecell_gui.ui.game.moves_list import NUMBER_ROLE, MovesListModel, MovesListView
from freecell_gui.ui.game.notation_messages import refusal_reason, rejected_reason, typed_move_message
from freecell_gui.ui.game.playback import SPEEDS, Playback
from freecell_gui.ui.i18n.file_messages import file_message, quoted_path
from freecell_gui.ui.settings import WINDOW_STATE, Settings

MOVES_PER_LINE = 10
PANEL_WIDTH = 290  # pixels, on a first run


class MovesPanel(QDockWidget):
    """The moves so far and the moves to redo, numbered, with the controls of a solution."""

    message = Signal(str)  # a one-line message for the status bar
    refused = Signal(str)  # why a typed move was refused: it holds until the position changes

    def __init__(self, model: GameModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Moves"))
        self.setObjectName("MovesDock")
        self.model = model
        self.playback = Playback(model, self)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(6)

        self.move_field = QLineEdit(body)
        self.move_field.setObjectName("TypedMove")
        self.move_field.setAccessibleName(self.tr("Type a move"))
        self.move_field.setPlaceholderText(self.tr("Type a move: %1 \u23ce").replace("%1", "3a, 54, bh"))
        self.move_field.setClearButtonEnabled(True)
        self.move_field.returnPressed.connect(self.play_typed)
        layout.addWidget(self.move_field)

        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        # A model and a view: a row is made only when it is seen (a game may have 100,000 moves).
        self.rows = MovesListModel(inks(body.palette()), fixed, self)
        self.list = MovesListView(self.rows, body)
        self.list.setObjectName("MovesList")
        self.list.setAccessibleName(self.tr("Moves"))
        self.list.set_row_font(fixed)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.clicked.connect(self._on_row_clicked)
        self.list.activated.connect(self._on_row_clicked)
        layout.addWidget(self.list, 1)

        self.status = QLabel(body)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)

        self.slider = QSlider(Qt.Orientation.Horizontal, body)
        self.slider.setObjectName("MovesSlider")
        self.slider.setAccessibleName(self.tr("Move number"))
        self.slider.setToolTip(self.tr("Drag to jump anywhere in the moves"))
        self.slider.valueChanged.connect(self._on_slider)
        layout.addWidget(self.slider)

        layout.addLayout(self._make_controls(body))
        layout.addLayout(self._make_file_buttons())

        self.setWidget(body)
        self.setMinimumWidth(250)
        self.playback.playingChanged.connect(self._on_playing)
        self._on_playing(False)
        model.movesChanged.connect(self.refresh)
        model.positionChanged.connect(self._on_position_changed)
        self.refresh()

    def _make_controls(self, body: QWidget) -> QHBoxLayout:
        controls = QHBoxLayout()
        controls.setSpacing(4)
        self.start_button = self._button("", self.tr("Back to the deal"), lambda: self.model.go_to(0))
        self.start_button.setAccessibleName(self.tr("Back to the deal"))
        self.back_button = self._button("", self.tr("Step back one move"), self.model.undo)
        self.back_button.setAccessibleName(self.tr("Step back"))
        self.play_button = self._button(
            self.tr("Play"), self.tr("Play or pause the moves to redo (Ctrl+P)"), self.playback.toggle
        )
        self.play_button.setMinimumWidth(64)
        self.forward_button = self._button("", self.tr("Step forward one move"), self.model.redo)
        self.forward_button.setAccessibleName(self.tr("Step forward"))
        self.end_button = self._button("", self.tr("To the last move"), self._go_to_end)
        self.end_button.setAccessibleName(self.tr("To the last move"))
        style = self.style()
        for button, icon in (
            (self.start_button, QStyle.StandardPixmap.SP_MediaSkipBackward),
            (self.back_button, QStyle.StandardPixmap.SP_MediaSeekBackward),
            (self.forward_button, QStyle.StandardPixmap.SP_MediaSeekForward),
            (self.end_button, QStyle.StandardPixmap.SP_MediaSkipForward),
        ):
            # Icons from the style: the media glyphs are missing from many fonts.
            button.setIcon(style.standardIcon(icon))
            button.setFixedWidth(34)
        self.speed_box = QComboBox(body)
        self.speed_box.setToolTip(self.tr("Playback speed, moves a second"))
        self.speed_box.setAccessibleName(self.tr("Playback speed"))
        for speed in SPEEDS:
            self.speed_box.addItem(self.tr("%1/s").replace("%1", f"{speed:g}"), speed)
        self.speed_box.setCurrentIndex(SPEEDS.index(2.0))
        self.speed_box.currentIndexChanged.connect(
            lambda index: self.playback.set_speed(float(self.speed_box.itemData(index)))
        )
        for widget in (self.start_button, self.back_button, self.play_button, self.forward_button):
            controls.addWidget(widget)
        controls.addWidget(self.end_button)
        controls.addStretch(1)
        controls.addWidget(self.speed_box)
        return controls

    def _make_file_buttons(self) -> QHBoxLayout:
        files = QHBoxLayout()
        files.setSpacing(4)
        files.addWidget(
            self._button(
                self.tr("Load\u2026"), self.tr("Paste or load a solution"), self.open_solution_dialog
            )
        )
        files.addWidget(
            self._button(self.tr("Paste"), self.tr("Load the solution on the clipboard"), self.paste_solution)
        )
        files.addStretch(1)
        self.copy_button = self._button(
            self.tr("Copy"), self.tr("Copy the moves as text, ten a line"), self.copy_moves
        )
        self.save_button = self._button(
            self.tr("Save\u2026"), self.tr("Save the moves to a file"), self.save_moves_dialog
        )
        files.addWidget(self.copy_button)
        files.addWidget(self.save_button)
        return files

    def _button(self, text: str, tip: str, slot: object) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    # --- showing ---------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game shown."""
        return self.model.game

    def refresh(self) -> None:
        """Rebuild the list, the slider and the buttons from the game."""
        game = self.game
        steps = game.steps  # one copy: `Game.steps` copies the list each time it is read
        cursor = game.cursor
        self.rows.show_game(game, steps, inks(self.list.palette()), self.list.font())
        current = self.rows.index(cursor, 0)
        self.list.setCurrentIndex(current)
        self.list.scrollTo(current)

        self.slider.blockSignals(True)
        self.slider.setRange(0, len(steps))
        self.slider.setValue(cursor)
        self.slider.blockSignals(False)
        self.slider.setEnabled(bool(steps))
        self.back_button.setEnabled(game.can_undo())
        self.start_button.setEnabled(game.can_undo())
        self.forward_button.setEnabled(game.can_redo())
        self.end_button.setEnabled(game.can_redo())
        self.play_button.setEnabled(game.can_redo() or self.playback.playing)
        self.copy_button.setEnabled(bool(steps))
        self.save_button.setEnabled(bool(steps))
        self._show_status()

    def _error_html(self, text: str) -> str:
        """`text` (escaped: it may quote what the user typed) in the error ink of this palette."""
        return f"<span style='color:{inks(self.palette()).error.name()}'>{html.escape(text)}</span>"

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            # The inks follow the appearance; the list hears of the new palette after the dock.
            QTimer.singleShot(0, self.refresh)

    def _show_status(self) -> None:
        game = self.game
        total = len(game.steps)
        if game.rejected is not None:
            rejected = game.rejected
            text = self._error_html(
                self.tr("Move %1 (%2) is illegal: %3. Playback stops before it.")
                .replace("%1", str(rejected.number))
                .replace("%2", rejected.text)
                .replace("%3", rejected_reason(game, rejected))
            )
        elif game.is_won:
            text = "<b>" + html.escape(self.tr("Won in %Ln move(s)", "", game.cursor)) + "</b>"
        elif total:
            text = (
                self.tr("Move %1 of %2").replace("%1", str(game.cursor)).replace("%2", str(total))
            )  # as the rows: 20000.
        else:
            text = self.tr("No moves yet: play, type a move, or load a solution")
        self.status.setText(text)

    def _on_position_changed(self, change: PositionChange) -> None:
        if change.kind is ChangeKind.NEW_GAME:
            self.move_field.clear()
        # A refused move's red border speaks of the position it was typed for.
        self.move_field.setStyleSheet("")
        self.move_field.setToolTip("")

    def _on_playing(self, playing: bool) -> None:
        self.play_button.setText(self.tr("Pause") if playing else self.tr("Play"))
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_button.setIcon(self.style().standardIcon(icon))
        self.play_button.setEnabled(playing or self.game.can_redo())

    # --- acting ----------------------------------------------------------------------------

    def _on_row_clicked(self, index: QModelIndex) -> None:
        number = index.data(NUMBER_ROLE)
        if isinstance(number, int):
            self.playback.pause()
            self.model.go_to(number)

    def _on_slider(self, value: int) -> None:
        self.playback.pause()
        self.model.go_to(value)

    def _go_to_end(self) -> None:
        self.model.go_to(len(self.game.steps))

    def play_typed(self) -> bool:
        """Play the move typed in the field; False (and why, in the panel) if it cannot be."""
        text = self.move_field.text().strip()
        if not text:
            return False
        try:
            written = parse_move(text.lower())
        except NotationError as error:
            return self._refuse(typed_move_message(error))
        before = self.model.position
        reason = self.model.play_written(written)
        if reason is not None:
            return self._refuse(
                self.tr("%1: %2")
                .replace("%1", written.text)
                .replace("%2", refusal_reason(before, written, reason))
            )
        self.move_field.clear()
        self.move_field.setStyleSheet("")
        return True

    def _refuse(self, reason: str) -> bool:
        self.move_field.setStyleSheet(
            f"QLineEdit {{ border: 1px solid {inks(self.palette()).error.name()}; }}"
        )
        self.move_field.setToolTip(reason)
        self.status.setText(self._error_html(reason))
        self.refused.emit(reason)
        return False

    def moves_text(self) -> str:
        """Every move (done and to redo) in the notation, ten a line."""
        return format_moves(self.game.texts(), MOVES_PER_LINE)

    def copy_moves(self) -> None:
        """Put the moves on the clipboard as text."""
        QGuiApplication.clipboard().setText(self.moves_text())
        self.message.emit(self.tr("Copied %Ln move(s)", "", len(self.game.steps)))

    def save_moves(self, path: Path) -> bool:
        """Write the moves to `path` and wait for it: True if written, False (and why, in the
        message) if not. For scripts and tests: the Save button does not wait (start_save_moves)."""
        outcome = self.start_save_moves(path).wait()
        return outcome is not None and outcome.written

    def start_save_moves(self, path: Path) -> FileWrite:
        """Start writing the moves to `path` off the UI thread (ui/background_write.py); the
        message says how it ended: saved, cannot be written (one line), or cancelled."""
        count = len(self.game.steps)
        job = start_write(
            self, path, self.moves_text().encode("utf-8"), self.tr("Saving the moves to {name}\u2026")
        )

        def finished(outcome: WriteOutcome) -> None:
            if outcome.written:
                self.message.emit(
                    self.tr("Saved %Ln move(s) to {path}", "", count).replace("{path}", quoted_path(path))
                )
            elif outcome.cancelled:
                self.message.emit(
                    self.tr("The moves were not saved to {path}: cancelled").replace(
                        "{path}", quoted_path(path)
                    )
                )
            else:
                self.message.emit(outcome.said)

        job.finished.connect(finished)
        return job

    def save_moves_dialog(self) -> None:
        """Ask where, then save the moves."""
        number = self.game.number
        suggested = f"freecell-{number}.moves.txt" if number is not None else "freecell.moves.txt"
        from freecell_gui.ui.game.solution_dialog import SOLUTION_FILTER  # loaders: on first use

        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the Moves"), suggested, SOLUTION_FILTER)
        if name:
            self.start_save_moves(Path(name))

    def load_text(self, text: str) -> bool:
        """Load a solution's text as the moves to redo; False (and why) if it holds none."""
        self.playback.pause()
        from freecell_gui.ui.game.solution_dialog import load_solution_text

        loaded, message = load_solution_text(self.model, text)
        self.message.emit(message)
        if not loaded:
            self.status.setText(self._error_html(message))
        self.show()
        self.raise_()
        return loaded

    def load_file(self, path: Path) -> bool:
        """Load a solution file; False (and why) if it cannot be read or holds no moves."""
        from freecell_gui.ui.game.solution_dialog import read_solution_file

        try:
            text = read_solution_file(path)
        except UserFileError as error:
            reason = file_message(error)
            self.message.emit(reason)
            self.status.setText(self._error_html(reason))
            return False
        return self.load_text(text)

    def load_file_dialog(self) -> None:
        """Ask for a solution file, then load it."""
        from freecell_gui.ui.game.solution_dialog import SOLUTION_FILTER

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Load a Solution"), "", SOLUTION_FILTER)
        if name:
            self.load_file(Path(name))

    def paste_solution(self) -> bool:
        """Load the solution on the clipboard (the dialog opens if the clipboard has no text)."""
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.open_solution_dialog()
            return False
        return self.load_text(text)

    def open_solution_dialog(self) -> None:
        """The dialog to paste a solution or pick its file."""
        from freecell_gui.ui.game.solution_dialog import SolutionDialog

        dialog = SolutionDialog(self)
        if dialog.exec() == SolutionDialog.DialogCode.Accepted:
            self.load_text(dialog.text())


def install_moves_panel(
    window: QMainWindow,
    model: GameModel,
    settings: Settings,
    menus: WindowMenus,
    show_message: Callable[[str], None],
    show_reason: Callable[[str], None],
) -> MovesPanel:
    """Add the moves panel to `window`, with File > Load Solution, Edit > Paste Solution,
    View > Moves Panel and Play/Pause, on the game `model`. `show_reason` says why a typed
    move is refused (until the position changes), `show_message` everything else."""
    panel = MovesPanel(model, window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, panel)
    if settings.get(WINDOW_STATE) is None:
        # A first run: a narrow panel, the table keeps the room (once shown, so the width holds).
        QTimer.singleShot(0, lambda: window.resizeDocks([panel], [PANEL_WIDTH], Qt.Orientation.Horizontal))
    panel.message.connect(show_message)
    panel.refused.connect(show_reason)

    load_action = make_action(
        window,
        QCoreApplication.translate("MovesPanel", "&Load Solution\u2026"),
        panel.load_file_dialog,
        tip=QCoreApplication.translate("MovesPanel", "Load a solution file"),
    )
    paste_action = make_action(
        window,
        QCoreApplication.translate("MovesPanel", "Paste &Solution"),
        panel.paste_solution,
        [QKeySequence("Ctrl+Shift+V")],
        tip=QCoreApplication.translate("MovesPanel", "Load the solution on the clipboard"),
    )
    play_action = make_action(
        window,
        QCoreApplication.translate("MovesPanel", "P&lay/Pause Solution"),
        panel.playback.toggle,
        [QKeySequence("Ctrl+P")],
        tip=QCoreApplication.translate("MovesPanel", "Play or pause"),
    )
    type_action = make_action(
        window,
        QCoreApplication.translate("MovesPanel", "T&ype a Move"),
        panel.move_field.setFocus,
        [QKeySequence("Ctrl+M")],
        tip=QCoreApplication.translate("MovesPanel", "Type a move"),
    )
    file_menu = menus.file
    first = file_menu.actions()[1] if len(file_menu.actions()) > 1 else None
    file_menu.insertAction(first, load_action)  # type: ignore[arg-type]
    menus.edit.addSeparator()
    menus.edit.addAction(paste_action)
    menus.game.addSeparator()
    menus.game.addActions([play_action, type_action])
    toggle = panel.toggleViewAction()
    toggle.setText(QCoreApplication.translate("MovesPanel", "&Moves Panel"))
    toggle.setShortcut(QKeySequence("F9"))
    menus.view.insertAction(menus.view.actions()[0], toggle)
    return panel
