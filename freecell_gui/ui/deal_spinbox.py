"""A spin box for deal numbers 1..8,589,934,591 (QSpinBox stops at 2^31-1).

Typing is free: "617", "#617", "1,000,000" and pasted text are read when the user presses
Enter. An entry that is not a deal never changes the value: the field turns red and
`invalidEntry` says why, naming the valid range.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QStyle, QStyleOptionSpinBox, QWidget

from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL, DealNumberError
from freecell_gui.core.deals.numbers import parse_deal_number
from freecell_gui.ui.i18n.numbers import grouped, plain_digits

_MAX_TEXT = 40
_INVALID_STYLE = "QAbstractSpinBox { background: #ffe1e1; color: #7a0000; border: 1px solid #d32f2f; }"


class DealSpinBox(QAbstractSpinBox):
    """Arrows, wheel, PageUp/PageDown (previous/next), Enter to go; the whole deal range."""

    valueChanged = Signal(object)  # int, but past 2^31: carried as a Python object
    invalidEntry = Signal(str)  # why the typed text is not a deal

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._value = FIRST_DEAL
        self._invalid = False
        self.setAccelerated(True)
        self.setKeyboardTracking(False)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setToolTip(
            self.tr("Deal number, %1 to %2: type 617, #617 or %3 and press Enter")
            .replace("%1", grouped(FIRST_DEAL))
            .replace("%2", grouped(LAST_DEAL))
            .replace("%3", grouped(1_000_000))
        )
        self.setAccessibleName(self.tr("Deal number"))
        self.lineEdit().setMaxLength(_MAX_TEXT)
        self._show_value()

    # --- value --------------------------------------------------------------------------

    def value(self) -> int:
        """The deal number shown."""
        return self._value

    def setValue(self, number: int) -> None:
        """Show `number` (clamped to the deal range); emits valueChanged if it changed."""
        number = max(FIRST_DEAL, min(LAST_DEAL, number))
        changed = number != self._value
        self._value = number
        self._show_value()
        if changed:
            self.valueChanged.emit(number)

    def is_invalid(self) -> bool:
        """True while the field shows an entry that is not a deal."""
        return self._invalid

    def _show_value(self) -> None:
        self._set_invalid(False)
        self.lineEdit().setText(grouped(self._value))

    def _set_invalid(self, invalid: bool) -> None:
        if invalid != self._invalid:
            self._invalid = invalid
            self.setStyleSheet(_INVALID_STYLE if invalid else "")

    def commit(self) -> bool:
        """Read the typed text: go to that deal, or mark the field invalid and say why."""
        try:
            number = parse_deal_number(plain_digits(self.lineEdit().text()))
        except DealNumberError as error:
            self._set_invalid(True)
            self.invalidEntry.emit(str(error)[:1].upper() + str(error)[1:])
            return False
        self.setValue(number)
        self._show_value()
        return True

    # --- QAbstractSpinBox -------------------------------------------------------------------

    def stepBy(self, steps: int) -> None:
        self.setValue(self._value + steps)
        self.selectAll()

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:
        flags = QAbstractSpinBox.StepEnabledFlag.StepNone
        if self._value > FIRST_DEAL:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        if self._value < LAST_DEAL:
            flags |= QAbstractSpinBox.StepEnabledFlag.StepUpEnabled
        return flags

    def validate(self, text: str, position: int) -> tuple[QValidator.State, str, int]:
        # Anything short may be on its way to a number; Enter decides (see commit).
        state = QValidator.State.Acceptable if len(text) <= _MAX_TEXT else QValidator.State.Invalid
        return state, text, position

    def fixup(self, text: str) -> str:
        return grouped(self._value)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.commit()
            event.accept()
        elif key == Qt.Key.Key_Escape and self._invalid:
            self._show_value()
            event.accept()
        elif key == Qt.Key.Key_PageDown:
            self.stepBy(1)  # the next deal, like turning a page
            event.accept()
        elif key == Qt.Key.Key_PageUp:
            self.stepBy(-1)
            event.accept()
        else:
            super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        # Leaving the field without Enter keeps the deal shown and its number.
        self._show_value()
        super().focusOutEvent(event)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        metrics = self.fontMetrics()
        text_width = metrics.horizontalAdvance(grouped(LAST_DEAL)) + 8
        option = QStyleOptionSpinBox()
        self.initStyleOption(option)
        size = self.style().sizeFromContents(
            QStyle.ContentsType.CT_SpinBox, option, QSize(text_width, hint.height()), self
        )
        return QSize(max(hint.width(), size.width()), hint.height())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()
