"""The Find Deal dialog: which deal numbers have these cards? Searched off the UI thread.

The user types or pastes the first cards dealt, or clicks them in order on a picker of the
52 cards (cards already given are greyed out), chooses a range and presses Find. Matches
appear as they are found; choosing one opens that deal through the DealModel. The picker
writes its cards as the table shows them (10 for ten, the suit's symbol in the deck's ink).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QMimeData, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFont, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from freecell_gui.core.deals.cards import DECK, Card
from freecell_gui.core.finder.scan import (
    ALL_RANGE,
    MILLION_RANGE,
    WINDOWS_RANGE,
    CardPattern,
    PatternError,
    default_workers,
    estimate_seconds,
    find_deals,
)
from freecell_gui.core.system.user_text import quoted
from freecell_gui.ui.background import BackgroundTask, TaskControl
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.i18n.numbers import grouped, number_locale
from freecell_gui.ui.table.accessible_text import card_name
from freecell_gui.ui.table.deck import SuitColour, suit_ink

RANGE_CHOICES: list[range] = [MILLION_RANGE, WINDOWS_RANGE, ALL_RANGE]


def range_label(numbers: range) -> str:
    """A range as the box lists it, its numbers grouped the player's way ("1 - 1.000.000" in German)."""
    last = grouped(numbers[-1])
    if numbers == WINDOWS_RANGE:
        return f"{grouped(numbers[0])} \u2013 {last} (2^31)"
    if numbers == ALL_RANGE:
        return (
            QCoreApplication.translate("FindDealDialog", "%1 \u2013 %2 (all)")
            .replace("%1", grouped(numbers[0]))
            .replace("%2", last)
        )
    return f"{grouped(numbers[0])} \u2013 {last}"


MAX_LISTED = 1000
"""The search stops after this many matches: more cards are needed to tell them apart."""


def find_work(pattern: CardPattern, numbers: range) -> Callable[[TaskControl], bool]:
    """The search as a background task's work: each match handed over (an int, may exceed
    2^31: never a C int), the numbers scanned so far as progress; True if it ran to the end."""

    def work(control: TaskControl) -> bool:
        for number in find_deals(
            pattern, numbers, progress=control.report, cancelled=control.cancelled, workers=default_workers()
        ):
            control.hand_over(number)
        return not control.cancelled()

    return work


def cards_in_text(text: str) -> tuple[list[Card], str]:
    """The cards written in `text` and an error message ('' if the text is all cards)."""
    from freecell_gui.core.deals.cards import parse_card

    cards: list[Card] = []
    for token in text.replace(",", " ").split():
        try:
            cards.append(parse_card(token))
        except ValueError:  # the core's sentence, said in the player's language
            return cards, QCoreApplication.translate(
                "FindDealDialog",
                "%1 is not a card: write a rank (A 2-9 T J Q K, or 10) then a suit (C D H S), as in QS or 10H",
            ).replace("%1", quoted(token))
    return cards, ""


class FindDealDialog(QDialog):
    """Type, paste or pick cards; search a range; open a match."""

    _overflowed = False  # the search found more matches than the list shows (set by each start)

    def __init__(
        self, model: DealModel, parent: QWidget | None = None, suit_colour: SuitColour = suit_ink
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Find Deal"))
        self.model = model
        self._suit_colour = suit_colour
        self._task: BackgroundTask[bool] | None = None
        self._pattern_override: CardPattern | None = None
        self._started = 0.0
        self._total = 1

        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("The first cards dealt, in order (the first row is the first 8):")))
        self.cards_edit = QLineEdit()
        self.cards_edit.setPlaceholderText(self.tr("e.g. JD 2D 9H JC 5D 7H 7C 5H"))
        self.cards_edit.textChanged.connect(self._on_text_changed)
        self.cards_edit.returnPressed.connect(self._find_on_enter)
        layout.addWidget(self.cards_edit)
        layout.addLayout(self._make_picker())
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Look in deals:")))
        self.range_box = QComboBox()
        for numbers in RANGE_CHOICES:
            self.range_box.addItem(range_label(numbers), numbers)
        row.addWidget(self.range_box, 1)
        self.clear_button = QPushButton(self.tr("C&lear"))
        self.clear_button.clicked.connect(self.cards_edit.clear)
        row.addWidget(self.clear_button)
        layout.addLayout(self._with_picture_button(row))
        self.message = QLabel("")
        layout.addWidget(self.message)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        layout.addWidget(self.progress)
        self.matches = QListWidget()
        self.matches.itemActivated.connect(self._open_item)
        layout.addWidget(self.matches, 1)
        buttons = QDialogButtonBox()
        self.find_button = buttons.addButton(self.tr("&Find"), QDialogButtonBox.ButtonRole.ActionRole)
        self.cancel_button = buttons.addButton(
            self.tr("&Cancel Search"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.open_button = buttons.addButton(self.tr("&Open Deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.reject)
        self.find_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.open_button.clicked.connect(self._open_selected)
        layout.addWidget(buttons)
        # Enter belongs to the field (search) and the list (open), never to a default button.
        for button in [self.clear_button, *buttons.buttons()]:
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
                button.setDefault(False)
        self.cancel_button.setEnabled(False)
        self.open_button.setEnabled(False)
        self.matches.currentItemChanged.connect(lambda *_: self.open_button.setEnabled(True))
        self._on_text_changed("")
        self._name_fields()

    def _name_fields(self) -> None:
        """What a screen reader calls the fields without a label of their own."""
        self.cards_edit.setAccessibleName(self.tr("The first cards dealt"))
        self.range_box.setAccessibleName(self.tr("Deals to look in"))
        self.matches.setAccessibleName(self.tr("Deals found"))

    def _with_picture_button(self, row: QHBoxLayout) -> QHBoxLayout:
        """`row` with the button to find from a picture (a picture may also be dropped here)."""
        self.picture_button = QPushButton(self.tr("From a &Picture\u2026"))
        self.picture_button.setAutoDefault(False)
        self.picture_button.clicked.connect(lambda: self._picture(None))
        row.insertWidget(row.count() - 1, self.picture_button)
        self.setAcceptDrops(True)
        return row

    def _picture(self, data: QMimeData | None) -> None:
        """Find from a picture: dropped here (`data`), or pasted or opened in its own dialog."""
        from freecell_gui.core.picture.pixels import PictureError
        from freecell_gui.ui.check.picture_dialog import show_picture_dialog
        from freecell_gui.ui.picture.overlay import image_from_mime

        try:
            image = image_from_mime(data) if data is not None else None
        except PictureError as error:
            self.message.setText(str(error))
            return
        show_picture_dialog(self.parentWidget() or self, self.model, image=image)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasImage() or event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        self._picture(event.mimeData())

    def _make_picker(self) -> QGridLayout:
        """The 52 cards, a suit a row; clicking one appends it to the text."""
        self.picker_buttons: dict[Card, QToolButton] = {}
        picker = QGridLayout()
        picker.setSpacing(2)
        font = QFont(self.font())
        font.setBold(True)
        for card in DECK:
            button = QToolButton()
            button.setText(card_label(card))
            button.setToolTip(card_name(card))  # the table's own names for a screen reader
            button.setAccessibleName(card_name(card))
            button.setFont(font)
            palette = button.palette()
            ink = self._suit_colour(card.suit)
            # Disabled (already given) keeps the style's grey.
            for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
                palette.setColor(group, QPalette.ColorRole.ButtonText, ink)
            button.setPalette(palette)
            button.setAutoRaise(False)
            button.clicked.connect(lambda _checked=False, c=card: self._pick(c))
            picker.addWidget(button, card.suit, card.rank - 1)
            self.picker_buttons[card] = button
        return picker

    # --- input -----------------------------------------------------------------------

    def set_position(self, columns: tuple[tuple[Card, ...], ...], description: str) -> None:
        """Search for the deal of a whole layout (e.g. a board opened from a file)."""
        pattern = CardPattern.from_columns(columns)
        self.cards_edit.setText(" ".join(card.code for card in _dealing_order(columns)))
        self._pattern_override = pattern  # after setText, which forgets it
        self.message.setText(description)

    def _pick(self, card: Card) -> None:
        text = self.cards_edit.text().rstrip()
        self.cards_edit.setText(f"{text} {card.code}".strip())

    def _on_text_changed(self, text: str) -> None:
        self._pattern_override = None
        cards, error = cards_in_text(text)
        given = set(cards)
        for card, button in self.picker_buttons.items():
            button.setEnabled(card not in given)
        if error:
            self.message.setText(error)
        elif len(given) != len(cards):
            self.message.setText(self.tr("A card is given twice."))
        else:
            self.message.setText(self.tr("%n card(s) given.", "", len(cards)))
        self.find_button.setEnabled(bool(cards) and not error and len(given) == len(cards) and not self.busy)

    def pattern(self) -> CardPattern:
        """The cards to look for; PatternError if the text cannot be used."""
        if self._pattern_override is not None:
            return self._pattern_override
        cards, error = cards_in_text(self.cards_edit.text())
        if error:
            raise PatternError(error)
        return CardPattern.from_prefix(cards)

    # --- the search ------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """True while a search runs."""
        return self._task is not None

    def start(self) -> None:
        """Start searching the chosen range (off the UI thread)."""
        if self.busy:
            return
        try:
            pattern = self.pattern()
        except PatternError as error:
            self.message.setText(str(error))
            return
        numbers: range = self.range_box.currentData()
        self.matches.clear()
        self._overflowed = False
        self.open_button.setEnabled(False)
        self.progress.setValue(0)
        self._total = len(numbers)
        self._started = time.monotonic()
        self.message.setText(self.tr("Searching\u2026"))
        task: BackgroundTask[bool] = BackgroundTask(
            find_work(pattern, numbers), name="freecell-gui find", parent=self
        )
        task.handed_over.connect(self._on_found)
        task.progressed.connect(self._on_progress)
        task.finished.connect(self._on_finished)
        task.failed.connect(self._on_failed)
        self._task = task
        self.find_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        task.start()

    def cancel(self) -> None:
        """Stop the running search, if any."""
        if self._task is not None:
            self._task.cancel()

    def wait(self) -> None:
        """Block until the search has ended and its last results are shown (closing, tests)."""
        if self._task is not None:
            self._task.wait()

    def _on_found(self, number: int) -> None:
        if self.matches.count() >= MAX_LISTED:
            # Too few cards given: the list would be of no use. Remembered, since the search may
            # end (completed) before the cancel reaches it, with matches past the list's end.
            self._overflowed = True
            self.cancel()
            return
        item = QListWidgetItem(self.tr("Deal #%1").replace("%1", grouped(number)))
        item.setData(Qt.ItemDataRole.UserRole, number)
        self.matches.addItem(item)
        if self.matches.count() == 1:
            self.matches.setCurrentRow(0)

    def _on_progress(self, done: int) -> None:
        self.progress.setValue(int(1000 * done / self._total))
        left = estimate_seconds(done, self._total, time.monotonic() - self._started)
        if left != float("inf"):
            self.message.setText(
                self.tr("Searching\u2026 %1 of %2, about %3 s left")
                .replace("%1", grouped(done))
                .replace("%2", grouped(self._total))
                .replace("%3", number_locale().toString(float(left), "f", 0))
            )

    def _on_failed(self, error: BaseException) -> None:
        self._end_task()
        # A worker process lost, no memory left: said in one line, the matches so far kept.
        self.message.setText(self.tr("The search failed: %1").replace("%1", str(error)))
        self._on_text_changed_keep_override()

    def _end_task(self) -> None:
        if self._task is not None:
            self._task.deleteLater()
        self._task = None
        self.cancel_button.setEnabled(False)

    def _on_finished(self, completed: bool) -> None:
        self._end_task()
        count = self.matches.count()
        if completed and not self._overflowed:
            self.progress.setValue(1000)
            self.message.setText(self.tr("Done: %n deal(s) found.", "", count))
        elif self._overflowed:
            self.message.setText(
                self.tr("Stopped at %1 matches: give more cards to narrow the search.").replace(
                    "%1", grouped(MAX_LISTED)
                )
            )
        else:
            self.message.setText(self.tr("Cancelled: %n deal(s) found so far.", "", count))
        self._on_text_changed_keep_override()
        if count and self.cards_edit.hasFocus():
            self.matches.setFocus()  # Enter now opens the first match

    def _find_on_enter(self) -> None:
        """Enter in the cards field searches, as the Find button does."""
        if self.find_button.isEnabled() and not self.busy:
            self.start()

    def _on_text_changed_keep_override(self) -> None:
        self.find_button.setEnabled(True)

    def _open_item(self, item: QListWidgetItem) -> None:
        self.cancel()
        self.model.set_number(int(item.data(Qt.ItemDataRole.UserRole)))
        self.accept()

    def _open_selected(self) -> None:
        item = self.matches.currentItem()
        if item is not None:
            self._open_item(item)

    def done(self, result: int) -> None:
        """Closing the dialog stops the search first."""
        self.cancel()
        self.wait()
        super().done(result)


def card_label(card: Card) -> str:
    """A card as the table shows it: "10\u2663", "Q\u2665"."""
    return f"{card.rank.label}{card.suit.symbol}"


def _dealing_order(columns: tuple[tuple[Card, ...], ...]) -> list[Card]:
    depth = max((len(column) for column in columns), default=0)
    return [column[row] for row in range(depth) for column in columns if row < len(column)]


def show_find_dialog(window: QWidget, model: DealModel, suit_colour: SuitColour = suit_ink) -> FindDealDialog:
    """Open the Find Deal dialog (non-modal) over `window`."""
    dialog = FindDealDialog(model, window, suit_colour)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    dialog.cards_edit.setFocus()
    return dialog


def find_position_deal(
    window: QWidget, model: DealModel, suit_colour: SuitColour = suit_ink
) -> FindDealDialog:
    """Open the dialog searching all deals for the layout now on the table."""
    dialog = show_find_dialog(window, model, suit_colour)
    layout = model.deal
    try:
        dialog.set_position(
            layout.columns,
            QCoreApplication.translate("FindDealDialog", "Looking for the deal of the layout on the table."),
        )
    except PatternError as error:
        dialog.message.setText(
            QCoreApplication.translate("FindDealDialog", "This layout cannot be a starting deal: %1").replace(
                "%1", str(error)
            )
        )
        return dialog
    dialog.range_box.setCurrentIndex(len(RANGE_CHOICES) - 1)
    dialog.start()
    return dialog
