"""Find Deal from a Picture: paste, drop or open a screenshot; see what was read and the number.

The picture shows each card outlined (green read, yellow colour only, red not read), the
reading is shown as a board, the search runs off the GUI thread with a progress bar and a
Cancel button, and the number found can be opened on the table, compared (the cards read
differently are marked on the table, or listed), or the reading put on the table as a board.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QGuiApplication,
    QImage,
    QKeySequence,
    QShortcut,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.deals.cards import DECK, Card
from freecell_gui.core.deals.dealer import deal_order
from freecell_gui.core.deals.formats import Board, BoardError, parse_any
from freecell_gui.core.picture.identify import DEALT, Identification
from freecell_gui.core.picture.pixels import PictureError
from freecell_gui.core.picture.readings import Status, TableReading
from freecell_gui.core.picture.text import board_text, summary
from freecell_gui.core.system.user_files import UserFileError, read_user_bytes
from freecell_gui.core.system.user_text import shown_path
from freecell_gui.ui.background import BackgroundTask
from freecell_gui.ui.check.board_messages import board_message
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.i18n.file_messages import file_message
from freecell_gui.ui.i18n.numbers import grouped, number_locale
from freecell_gui.ui.picture.decode import MAX_PICTURE_BYTES, picture_from_bytes
from freecell_gui.ui.picture.overlay import OUTLINES, image_from_mime, outlined, shown_copy
from freecell_gui.ui.picture.view import PictureView
from freecell_gui.ui.picture.worker import PictureWorker, shared_decks

MarkCards = Callable[[Iterable[Card]], None]


def differing_cards(reading: TableReading, number: int) -> set[Card]:
    """The cards of deal `number` at the places where the reading has something else."""
    order = deal_order(number)
    cards = set()
    for column, cascade in enumerate(reading.cascades[:8]):
        for row, card in enumerate(cascade[: DEALT[column]]):
            dealt = DECK[order[row * 8 + column]]
            if (card.candidates and dealt not in card.candidates) or (
                not card.candidates and card.colour is not None and card.colour is not dealt.colour
            ):
                cards.add(dealt)
    return cards


class PictureFindDialog(QDialog):
    """Reads a picture and finds its deal; see the module's docstring."""

    def __init__(
        self,
        model: DealModel,
        parent: QWidget | None = None,
        mark_cards: MarkCards | None = None,
        open_board: Callable[[Board], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Find Deal from a Picture"))
        self.setAcceptDrops(True)
        self.model = model
        self.mark_cards = mark_cards
        self.open_board = open_board
        self.image: QImage | None = None  # the picture as shown (at most SHOWN_WIDTH wide)
        self._shown_scale = 1.0
        self.reading: TableReading | None = None
        self.identification: Identification | None = None
        self._task: BackgroundTask[Identification | None] | None = None
        self._worker: PictureWorker | None = None
        self._decks = shared_decks()

        layout = QHBoxLayout(self)
        layout.addLayout(self._picture_pane(), 3)
        side = QVBoxLayout()
        self.board = QPlainTextEdit()
        self.board.setReadOnly(True)
        self.board.setFont(QFont("monospace"))
        self.board.setPlaceholderText(self.tr("What was read, as a board (?? for a card not read)"))
        self.board.setAccessibleName(self.tr("What was read"))
        side.addWidget(self.board, 1)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        side.addWidget(self.progress)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        side.addWidget(self.message)
        buttons = QDialogButtonBox(Qt.Orientation.Vertical)
        self.open_picture_button = self._button(buttons, self.tr("Open &Picture\u2026"), self.choose_file)
        self.paste_button = self._button(buttons, self.tr("&Paste"), self.paste)
        self.cancel_button = self._button(buttons, self.tr("&Cancel Search"), self.cancel)
        self.open_deal_button = self._button(buttons, self.tr("&Open Deal"), self.open_deal)
        self.compare_button = self._button(buttons, self.tr("Co&mpare"), self.compare)
        self.table_button = self._button(buttons, self.tr("Put Reading on &Table"), self.put_on_table)
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.reject)
        side.addWidget(buttons)
        layout.addLayout(side, 2)
        QShortcut(QKeySequence.StandardKey.Paste, self, self.paste)
        self._set_busy(False)

    def _picture_pane(self) -> QVBoxLayout:
        """The picture, whole, and what its outlines' colours mean."""
        pane = QVBoxLayout()
        self.picture = PictureView(self.tr("Paste (Ctrl+V), drop or open a screenshot of a FreeCell table."))
        self.picture.setAccessibleName(self.tr("The picture read"))
        self.picture.setToolTip(self.tr("Ctrl+wheel zooms; drag to move a zoomed picture."))
        pane.addWidget(self.picture, 1)
        self.legend = QLabel(self._legend_text())
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setAccessibleName(self.tr("Outline colours"))
        self.legend.setAccessibleDescription(
            self.tr("Green: card read. Yellow: only its colour read. Red: not read.")
        )
        pane.addWidget(self.legend)
        return pane

    def _legend_text(self) -> str:
        swatch = '<span style="color:%s">\u25a0</span> %s'
        return "&nbsp;&nbsp;".join(
            [
                self.tr("Outlines:"),
                swatch % (OUTLINES[Status.READ].name(), self.tr("card read")),
                swatch % (OUTLINES[Status.COLOUR].name(), self.tr("colour only")),
                swatch % (OUTLINES[Status.UNREAD].name(), self.tr("not read")),
            ]
        )

    def _button(self, box: QDialogButtonBox, text: str, slot: Callable[[], None]) -> QPushButton:
        button = box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setAutoDefault(False)
        button.clicked.connect(slot)
        return button

    def _set_busy(self, busy: bool) -> None:
        self.cancel_button.setEnabled(busy)
        found = self.identification is not None and len(self.identification.numbers) == 1 and not busy
        self.open_deal_button.setEnabled(found)
        self.compare_button.setEnabled(found)
        self.table_button.setEnabled(self.reading is not None and not busy and self.open_board is not None)

    def busy(self) -> bool:
        """True while a picture is being read or searched."""
        return self._task is not None

    # Pictures in: open, paste, drop.
    def choose_file(self) -> None:
        """Ask for a picture file and read it."""
        name, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Open Picture"),
            "",
            self.tr("Pictures (*.png *.jpg *.jpeg *.bmp *.webp);;All files (*)"),
        )
        if name:
            self.open_file(Path(name))

    def open_file(self, path: Path) -> None:
        """Read the picture in `path`; if it is refused, say why and forget the earlier one."""
        # Read here rather than by read_picture_file, so that why a file cannot be read
        # is said from its kind, in the player's language.
        try:
            data = read_user_bytes(path, MAX_PICTURE_BYTES)
        except UserFileError as error:
            self.refuse(file_message(error))
            return
        try:
            self.start(picture_from_bytes(data, shown_path(path)))
        except PictureError as error:
            self.refuse(str(error))

    def refuse(self, why: str) -> None:
        """A new picture was refused: stop and forget the earlier one (its reading, its search,
        its deal), so that no button acts on a picture the player meant to replace; say why."""
        self.cancel()
        self.wait()
        self.image, self.reading, self.identification = None, None, None
        self.picture.clear_image()
        self.board.setPlainText("")
        self.progress.setValue(0)
        self.message.setText(why)
        self._set_busy(False)

    def paste(self) -> None:
        """Read the picture on the clipboard."""
        try:
            self.start(image_from_mime(QGuiApplication.clipboard().mimeData()))
        except PictureError as error:
            self.refuse(str(error))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasImage() or event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        try:
            self.start(image_from_mime(event.mimeData()))
        except PictureError as error:
            self.refuse(str(error))

    # The work.
    def start(self, image: QImage, numbers: range | None = None) -> None:
        """Read `image` and search its number (every deal in stages, or `numbers`)."""
        self.cancel()
        self.wait()
        self.reading, self.identification = None, None
        try:
            worker = PictureWorker(image, self._decks, numbers)  # the pixels are copied here
        except PictureError as error:
            self.refuse(str(error))
            return
        # Only a copy the size it is shown is kept: the picture read may be tens of megabytes.
        self.image = shown_copy(image)
        self._shown_scale = self.image.width() / max(1, image.width())
        del image
        self._show_picture()
        self.board.setPlainText("")
        self.message.setText(self.tr("Reading the picture\u2026"))
        self.progress.setValue(0)
        task: BackgroundTask[Identification | None] = BackgroundTask(
            worker.run, name="freecell-gui picture", parent=self
        )
        # Each signal is matched to the task that sent it: one of a picture since replaced is dropped.
        task.handed_over.connect(self._if_current(task, self._on_read))
        task.progressed.connect(self._if_current(task, self._on_progress))
        task.finished.connect(self._if_current(task, self._on_identified))
        task.failed.connect(self._if_current(task, self._on_failed))
        task.finished.connect(task.deleteLater)  # its thread has sent its last signal
        task.failed.connect(task.deleteLater)
        self._task, self._worker = task, worker
        self._set_busy(True)
        task.start()

    def cancel(self) -> None:
        """Stop the reading or the search."""
        if self._task is not None:
            self._task.cancel()
            self.message.setText(self.tr("Cancelled."))

    def wait(self) -> None:
        """Wait for the work to stop (tests, closing). The window's posted events are served
        meanwhile: the work may be waiting for this thread to draw a deck."""
        if self._task is not None:
            self._task.wait()

    def _if_current(
        self, task: BackgroundTask[Identification | None], slot: Callable[[Any], None]
    ) -> Callable[[object], None]:
        """`slot`, called only while `task` is the dialog's work (not one since replaced)."""

        def deliver(value: object) -> None:
            if task is self._task:
                slot(value)

        return deliver

    def _on_finished(self) -> None:
        self._task = self._worker = None
        self._set_busy(False)

    def _on_failed(self, error: BaseException) -> None:
        self._on_finished()
        self.message.setText(
            str(error)
            if isinstance(error, PictureError)
            else self.tr("The search failed: %1").replace("%1", str(error))
        )

    def _show_picture(self) -> None:
        if self.image is None:
            return
        self.picture.show_image(outlined(self.image, self.reading, self._shown_scale))

    def _on_progress(self, share: float) -> None:
        self.progress.setValue(round(share * 1000))

    def _on_read(self, reading: TableReading) -> None:
        self.reading = reading
        self._show_picture()
        self.board.setPlainText(board_text(reading))
        self.message.setText(
            summary(reading)
            + "\n"
            + self.tr("Searching: 1..%1, then to 2^31-1, then every deal\u2026").replace(
                "%1", grouped(1_000_000)
            )
        )

    def _on_identified(self, result: Identification | None) -> None:
        self.identification = result  # before the buttons are set again: they follow it
        self._on_finished()
        if result is None:  # cancelled: cancel() said so
            return
        self.progress.setValue(1000)
        if not result.matches:
            self.message.setText(result.unsure or self.tr("No deal has the cards read."))
        elif len(result.matches) > 1:
            numbers = ", ".join(f"#{grouped(number)}" for number in result.numbers)
            self.message.setText(
                self.tr("These deals fit what was read equally well: %1. Read more cards to choose.").replace(
                    "%1", numbers
                )
            )
        else:
            match = result.matches[0]
            lines = [
                self.tr("Deal #%1 (%2 s).")
                .replace("%1", grouped(match.number))
                .replace("%2", number_locale().toString(float(result.seconds), "f", 1))
            ]
            if match.misreads:
                lines.append(
                    self.tr("%n card(s) read differently: %1", "", len(match.misreads)).replace(
                        "%1", "; ".join(match.misreads)
                    )
                )
            self.message.setText("\n".join(lines))

    # The number out.
    def open_deal(self) -> None:
        """Show the deal found on the table, and mark the cards read differently."""
        if self.identification is None or len(self.identification.numbers) != 1:
            return
        self.model.set_number(self.identification.numbers[0])
        self.compare()

    def compare(self) -> None:
        """Mark (or list) the cards of the deal found that the picture shows differently."""
        if self.identification is None or self.reading is None or len(self.identification.numbers) != 1:
            return
        cards = differing_cards(self.reading, self.identification.numbers[0])
        if self.mark_cards is not None and self.model.deal.number == self.identification.numbers[0]:
            self.mark_cards(cards)
        codes = " ".join(sorted(card.code for card in cards)) or self.tr("none")
        self.message.setText(
            self.tr("Deal #%1: cards read differently: %2")
            .replace("%1", grouped(self.identification.numbers[0]))
            .replace("%2", codes)
        )

    def put_on_table(self) -> None:
        """Show the reading as a board on the table (every card must have been read)."""
        if self.reading is None or self.open_board is None:
            return
        try:
            board = parse_any(board_text(self.reading))
        except BoardError as error:
            self.message.setText(
                self.tr("Not every card was read, so the reading cannot be played: %1").replace(
                    "%1", board_message(error)
                )
            )
            return
        self.open_board(board)

    def done(self, result: int) -> None:
        self.cancel()
        self.wait()
        super().done(result)


def show_picture_dialog(
    window: QWidget,
    model: DealModel,
    mark_cards: MarkCards | None = None,
    open_board: Callable[[Board], bool] | None = None,
    image: QImage | None = None,
) -> PictureFindDialog:
    """Open the dialog (non-modal) over `window`, reading `image` if one is given."""
    dialog = PictureFindDialog(model, window, mark_cards, open_board)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.resize(1200, 640)
    dialog.show()
    if image is not None:
        dialog.start(image)
    return dialog
