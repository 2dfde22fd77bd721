"""A win is celebrated: the cards leap off the foundations one by one and fall away, then the player
chooses what comes next (this deal again, the next deal, the next deal not yet won).

As in Windows FreeCell and KPatience, but our own: each card, Kings first, is thrown from its
foundation in an arc and falls off the bottom of the table. A click or a key skips it; with
Game > Animate Moves off there is no flight, only the choice. The cards go back to the foundations
when it ends, so the table shows the won position under the "Won in N moves" banner.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGraphicsView, QMessageBox, QPushButton, QWidget

from freecell_gui.core.game.variant import FREECELL
from freecell_gui.ui.game.game_model import GameModel
from freecell_gui.ui.game.variant_names import variant_name
from freecell_gui.ui.i18n.numbers import grouped
from freecell_gui.ui.table.piles import CardItem
from freecell_gui.ui.table.scene import TableScene

LAUNCH_INTERVAL_MS = 70  # one card after another, as a cascade
FLIGHT_MS = 1400  # each card's flight from its foundation off the table
GRAVITY = 2.6  # in table heights a second squared: a card rises a little, then falls away
FLYING_Z = 1000.0  # above every card and the banner's plate while in the air


@dataclass(frozen=True)
class Flight:
    """One card's throw: where it starts, when (ms from the start), and its speed (table sizes a second)."""

    item: CardItem
    start: QPointF
    delay_ms: int
    speed_x: float
    speed_y: float

    def position(self, elapsed_ms: float, width: float, height: float) -> QPointF:
        """Where the card is `elapsed_ms` after the celebration began."""
        seconds = max(0.0, elapsed_ms - self.delay_ms) / 1000.0
        x = self.start.x() + self.speed_x * width * seconds
        y = self.start.y() + (self.speed_y * seconds + GRAVITY * seconds * seconds / 2) * height
        return QPointF(x, y)


def plan_flights(items: list[CardItem], seed: int) -> list[Flight]:
    """The throws, Kings first, each foundation in turn; the same deal gives the same show."""
    chooser = random.Random(seed)
    ordered = sorted(items, key=lambda item: (-int(item.card.rank), int(item.card.suit)))
    return [
        Flight(
            item,
            item.pos(),
            index * LAUNCH_INTERVAL_MS,
            chooser.choice((-1, 1)) * chooser.uniform(0.15, 0.45),
            -chooser.uniform(0.35, 0.9),
        )
        for index, item in enumerate(ordered)
    ]


class WinCelebration(QObject):
    """Celebrates each win of `game` on `scene`, then offers what to play next."""

    finished = Signal()  # the flight ended (or was skipped) and the cards are back

    def __init__(
        self,
        window: QWidget,
        game: GameModel,
        scene: TableScene,
        view: QGraphicsView,
        animations_enabled: Callable[[], bool],
        choices: tuple[QAction, QAction, QAction | None],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.game = game
        self.scene = scene
        self.view = view
        self.animations_enabled = animations_enabled
        self.play_again, self.next_deal, self.next_not_won = choices
        self.flights: list[Flight] = []
        self._saved: list[tuple[CardItem, QPointF, float]] = []
        self.animation: QVariantAnimation | None = None
        self.choice: QMessageBox | None = None
        game.gameWon.connect(self._on_won)
        game.positionChanged.connect(self._on_position_changed)

    @property
    def running(self) -> bool:
        """True while cards are in the air."""
        return self.animation is not None

    def _on_won(self, moves: int) -> None:
        self.skip()
        if self.animations_enabled() and self.view.isVisible():
            self._fly()
        else:
            self._offer_choice(moves)

    def _fly(self) -> None:
        items = list(self.scene.card_items())
        self._saved = [(item, item.pos(), item.zValue()) for item in items]
        self.flights = plan_flights(items, self.game.deal_model.number or 0)
        total = self.flights[-1].delay_ms + FLIGHT_MS if self.flights else 0
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(float(total))
        animation.setDuration(max(1, total))
        animation.valueChanged.connect(self._step)
        animation.finished.connect(self._landed)
        self.animation = animation
        for flight in self.flights:
            flight.item.setZValue(FLYING_Z + flight.delay_ms)
        # A click or a key anywhere on the table skips the show.
        self.view.viewport().installEventFilter(self)
        self.view.installEventFilter(self)
        animation.start()

    def _step(self, value: object) -> None:
        elapsed = float(value)  # type: ignore[arg-type]
        rect = self.scene.sceneRect()
        for flight in self.flights:
            flight.item.setPos(flight.position(elapsed, rect.width(), rect.height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self.running and event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self.skip()
            self._offer_choice(self.game.game.cursor)
            return True  # the click or key that skips does nothing else
        return False

    def _landed(self) -> None:
        if self.running:
            self._put_back()
            self._offer_choice(self.game.game.cursor)

    def skip(self) -> None:
        """End the flight now, with every card back on its foundation."""
        if self.running:
            self._put_back()

    def _put_back(self) -> None:
        animation, self.animation = self.animation, None
        if animation is not None:
            animation.stop()
            animation.deleteLater()
        self.view.viewport().removeEventFilter(self)
        self.view.removeEventFilter(self)
        for item, position, z in self._saved:
            item.setPos(position)
            item.setZValue(z)
        self._saved = []
        self.flights = []
        self.finished.emit()

    def _on_position_changed(self, change: object) -> None:
        # Any change of the table (an undo, another deal) ends the show and the question.
        self.skip()
        if self.choice is not None and not self.game.position.is_won:
            self.choice.close()

    def _offer_choice(self, moves: int) -> None:
        """Not modal: the table stays usable (undo, the moves panel) while the question waits."""
        if self.choice is not None:
            self.choice.close()
        number = self.game.deal_model.number
        title = self.tr("You Won!")
        # Whole sentences for the translators (no glued pieces), each count in its plural form
        # (%Ln: grouped the language's way). self.tr, not QCoreApplication.translate: lupdate
        # reads plural forms from tr only.
        rules = self.game.position.rules
        if number is not None and rules != FREECELL:  # a challenge: say which one was won
            text = (
                self.tr("You won deal #%1 (%2) in %Ln move(s).", "", moves)
                .replace("%1", grouped(number))
                .replace("%2", variant_name(rules))
            )
        elif number is not None:
            text = self.tr("You won deal #%1 in %Ln move(s).", "", moves).replace("%1", grouped(number))
        else:
            text = self.tr("You won this deal in %Ln move(s).", "", moves)
        box = QMessageBox(
            QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.NoButton, self.window
        )
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setAccessibleName(title)
        box.setInformativeText(self.tr("What next?"))
        options = [
            (self.play_again, self.tr("Play This Deal &Again")),
            (self.next_deal, self.tr("&Next Deal")),
        ]
        if self.next_not_won is not None and self.next_not_won.isEnabled():
            options.append((self.next_not_won, self.tr("Next Deal Not &Yet Won")))
        buttons: list[QPushButton] = []
        for action, label in options:
            button = QPushButton(label, box)
            buttons.append(button)
            button.setAccessibleName(label.replace("&", ""))
            button.setToolTip(action.toolTip())
            box.addButton(button, QMessageBox.ButtonRole.AcceptRole)
            button.clicked.connect(action.trigger)
        close = box.addButton(QMessageBox.StandardButton.Close)
        close.setAccessibleName(self.tr("Close"))
        box.setDefaultButton(buttons[1])  # the next deal, as PageDown
        box.setEscapeButton(close)
        box.destroyed.connect(self._forget_choice)
        self.choice = box
        box.open()

    def _forget_choice(self) -> None:
        self.choice = None
