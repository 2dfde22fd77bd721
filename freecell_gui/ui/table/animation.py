"""Animating the table: cards fly from where they lay to where the game puts them, and the banner.

`TableAnimator` belongs to a TablePlay. It lays the game's position out on the scene and, for a
move or an undo, flies the cards there leg by leg: the move, then each card that autoplay sent
home. An illegal drop slides back the same way. `finish` puts every flying card where it belongs
at once. The banner is a large message on a dark plate across the table (the win).
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsPathItem, QGraphicsSimpleTextItem

from freecell_gui.core.game.rules import Position
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange
from freecell_gui.ui.table.piles import CardItem
from freecell_gui.ui.table.scene import TableScene

BASE_DURATION_MS = 180  # one card's flight at speed 1
DRAG_Z = 1000.0  # cards in the hand fly above everything
EASE = QEasingCurve(QEasingCurve.Type.OutCubic)

Layout = dict[CardItem, tuple[QPointF, float]]


class TableAnimator(QObject):
    """Lays a game's positions out on a scene, flying the cards there, and shows the banner."""

    finished = Signal()  # the running animation ended, or was finished early

    def __init__(self, scene: TableScene, game: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.game = game
        self.enabled = True
        self.speed = 1.0  # 2.0 plays twice as fast
        self._animation: QVariantAnimation | None = None
        self._final: Layout = {}
        self._banner: QGraphicsPathItem | None = None
        self._banner_label: QGraphicsSimpleTextItem | None = None
        scene.sceneRectChanged.connect(lambda _rect: self._refit_banner())

    # --- showing the model ----------------------------------------------------------------

    @property
    def animating(self) -> bool:
        """True while cards fly."""
        return self._animation is not None

    def animation_duration(self) -> int:
        """The running animation's whole length in milliseconds (0 when none runs)."""
        return self._animation.duration() if self._animation is not None else 0

    def duration(self) -> int:
        """One leg of an animation in milliseconds (0 when animations are off)."""
        return round(BASE_DURATION_MS / self.speed) if self.enabled else 0

    def show(self, position: Position) -> None:
        """Lay out `position` of the game's deal at once."""
        self.scene.show_position(self.game.deal_model.deal, position)

    def snapshot(self) -> Layout:
        """Where every card on the table lies now, and its z-value."""
        return {item: (item.pos(), item.zValue()) for item in self.scene.card_items()}

    def animate(self, change: PositionChange, dropped: Layout) -> None:
        """Show the position after `change`: a move or an undo flies there, the cards just
        dropped (`dropped`) starting where they were let go; anything else shows at once."""
        legs = self._legs(change) if change.kind in (ChangeKind.PLAY, ChangeKind.UNDO) else []
        if not legs or self.duration() == 0:
            self.show(change.after)
            return
        frames: list[Layout] = []
        for position in legs:
            self.show(position)
            frames.append(self.snapshot())
        start = frames[0]
        start.update(dropped)
        for item, (point, z) in start.items():
            item.setPos(point)
            item.setZValue(z)
        self._run(frames if len(frames) > 1 else [start, frames[-1]], start)

    def _legs(self, change: PositionChange) -> list[Position]:
        step = change.step
        if step is None:
            return []
        if change.kind is ChangeKind.PLAY:
            positions = [change.before, change.before.apply(step.move)]
        else:
            positions = [change.after, change.after.apply(step.move)]
        for move in step.autoplayed:
            positions.append(positions[-1].apply(move))
        if change.kind is ChangeKind.UNDO:
            positions.reverse()
        return positions

    def _run(self, frames: list[Layout], start: Layout) -> None:
        """Fly the cards from frame to frame, one leg after the other."""
        self._final = frames[-1]
        legs = [(frames[i], frames[i + 1]) for i in range(len(frames) - 1)]
        legs[0] = (start, frames[1])
        moving = [
            [item for item, (point, _z) in after.items() if before[item][0] != point]
            for before, after in legs
        ]
        leg_ms = self.duration()
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(float(len(legs)))
        animation.setDuration(leg_ms * len(legs))
        state = {"leg": -1}

        def step(value: object) -> None:
            progress = float(value)  # type: ignore[arg-type]
            leg = min(int(progress), len(legs) - 1)
            if leg != state["leg"]:
                if state["leg"] >= 0:
                    for item in moving[state["leg"]]:
                        point, z = legs[state["leg"]][1][item]
                        item.setPos(point)
                        item.setZValue(z)
                state["leg"] = leg
                for order, item in enumerate(moving[leg]):
                    item.setZValue(DRAG_Z + legs[leg][1][item][1] + order / 100)
            t = EASE.valueForProgress(min(1.0, progress - leg))
            before, after = legs[leg]
            for item in moving[leg]:
                a, b = before[item][0], after[item][0]
                item.setPos(a + (b - a) * t)

        animation.valueChanged.connect(step)
        animation.finished.connect(self.finish)
        self._animation = animation
        animation.start()

    def finish(self) -> None:
        """Put every flying card where it belongs now."""
        animation = self._animation
        if animation is None:
            return
        self._animation = None
        animation.stop()
        animation.deleteLater()
        for item, (point, z) in self._final.items():
            item.setPos(point)
            item.setZValue(z)
        self._final = {}
        self.finished.emit()

    def slide_back(self, items: list[CardItem]) -> None:
        """An illegal drop: the cards fly back to their pile."""
        pile = self.scene.pile_of(items[0])
        if pile is None:
            return
        start = {item: (item.pos(), item.zValue()) for item in items}
        self.show(self.game.position)
        if self.duration() == 0:
            return
        end = self.snapshot()
        full_start = dict(end)
        full_start.update(start)
        for item, (point, z) in start.items():
            item.setPos(point)
            item.setZValue(z)
        self._run([full_start, end], full_start)

    # --- the banner ------------------------------------------------------------------------

    def show_banner(self, text: str) -> None:
        """A large message on a dark plate across the table (the win); cleared by the next change."""
        self.hide_banner()
        label = QGraphicsSimpleTextItem(text)
        font = QApplication.font()
        font.setPixelSize(max(18, self.scene.card_width // 2))
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor("#fff8dc"))
        box = label.boundingRect()
        pad_x, pad_y = box.height() * 0.9, box.height() * 0.45
        plate = QPainterPath()
        plate.addRoundedRect(QRectF(0, 0, box.width() + 2 * pad_x, box.height() + 2 * pad_y), pad_y, pad_y)
        banner = QGraphicsPathItem(plate)
        banner.setBrush(QColor(0, 0, 0, 150))
        banner.setPen(QPen(QColor(255, 248, 220, 120), 1.5))
        label.setParentItem(banner)
        label.setPos(round(pad_x), round(pad_y))
        rect = self.scene.sceneRect()
        size = plate.boundingRect()
        banner.setPos(
            round(rect.center().x() - size.width() / 2), round(rect.height() * 0.74 - size.height() / 2)
        )
        banner.setZValue(DRAG_Z * 2)
        self.scene.addItem(banner)
        self._banner = banner
        self._banner_label = label

    def _refit_banner(self) -> None:
        text = self.banner_text
        if text:
            self.show_banner(text)

    def hide_banner(self) -> None:
        """Remove the banner, if shown."""
        if self._banner is not None:
            self.scene.removeItem(self._banner)
            self._banner = None
            self._banner_label = None

    @property
    def banner_text(self) -> str:
        """The banner's text, or "" when none shows."""
        return self._banner_label.text() if self._banner_label is not None else ""
