"""Playing on the table: picking cards up, drag and drop, click-click, double-click, and hints.

`TablePlay` sits between the TableScene and the GameModel. It turns mouse input into `Move`s
for the model (the rules decide; the reason of a refusal goes to the status bar) and, when the
model's position changes, has its TableAnimator (animation.py) lay the cards out again,
animating a move and then each card that autoplay sent home. Any input during an animation
finishes it at once and is then accepted. While cards are dragged, the places they may go are
lit; a hint lights the cards it moves and their target.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import QApplication, QGraphicsPathItem, QGraphicsSceneMouseEvent

from freecell_gui.core.game.rules import FIRST_FREECELL, HOME, Move
from freecell_gui.core.game.variant import Building
from freecell_gui.ui.appearance import mark_ring
from freecell_gui.ui.game.game_model import GameModel, PositionChange
from freecell_gui.ui.table.animation import DRAG_Z, Layout, TableAnimator
from freecell_gui.ui.table.piles import HINT_COLOUR, CardItem, Mark, PileItem, PileKind
from freecell_gui.ui.table.refusals import MoveRefusal
from freecell_gui.ui.table.scene import TableScene

GLOW_Z = 900.0
GLOW_COLOUR = QColor("#ffe066")


@dataclass
class _Hand:
    """Cards picked up by the mouse: where from, and where the pointer held them."""

    source: int
    items: list[CardItem]
    grab: QPointF
    origins: list[QPointF]
    dragging: bool = False


class TablePlay(QObject):
    """Mouse play and animation for one scene and one game model."""

    message = Signal(str)  # a one-line reason for the status bar
    animationFinished = Signal()

    def __init__(self, scene: TableScene, game: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.game = game
        self.animator = TableAnimator(scene, game, self)
        self.refusal = MoveRefusal(self)  # the rules' reasons in the player's language
        self._hand: _Hand | None = None
        self._selected: _Hand | None = None
        self._glows: list[QGraphicsPathItem] = []
        self._hint_glow: QGraphicsPathItem | None = None
        self._hint_items: list[CardItem] = []
        self._dropped: Layout = {}  # where the dropped cards were let go: their flight starts there
        self._after_double_click = False  # the release after a double-click is not a click
        scene.installEventFilter(self)
        scene.layoutAboutToChange.connect(self.finish_animation)
        scene.layoutAboutToChange.connect(self.clear_hint)
        self.animator.finished.connect(self.animationFinished)
        game.positionChanged.connect(self._on_position_changed)
        self.animator.show(game.position)

    # --- showing the model: the animator does it --------------------------------------------

    @property
    def animations_enabled(self) -> bool:
        """True when moves fly; False lays them out at once."""
        return self.animator.enabled

    @animations_enabled.setter
    def animations_enabled(self, enabled: bool) -> None:
        self.animator.enabled = enabled

    @property
    def speed(self) -> float:
        """How fast cards fly: 2.0 plays twice as fast."""
        return self.animator.speed

    @speed.setter
    def speed(self, speed: float) -> None:
        self.animator.speed = speed

    @property
    def animating(self) -> bool:
        """True while cards fly."""
        return self.animator.animating

    def animation_duration(self) -> int:
        """The running animation's whole length in milliseconds (0 when none runs)."""
        return self.animator.animation_duration()

    def duration(self) -> int:
        """One leg of an animation in milliseconds (0 when animations are off)."""
        return self.animator.duration()

    def finish_animation(self) -> None:
        """Put every flying card where it belongs now."""
        self.animator.finish()

    def show_banner(self, text: str) -> None:
        """A large message on a dark plate across the table (the win); cleared by the next change."""
        self.animator.show_banner(text)

    def hide_banner(self) -> None:
        """Remove the banner, if shown."""
        self.animator.hide_banner()

    @property
    def banner_text(self) -> str:
        """The banner's text, or "" when none shows."""
        return self.animator.banner_text

    def _on_position_changed(self, change: PositionChange) -> None:
        self.finish_animation()
        self.clear_selection()
        self.clear_hint()
        if self._hand is not None:  # a key changed the game mid-drag: the hand is stale
            self._hand = None
            self._unlight()
        dropped = self._take_dropped()
        self.animator.animate(change, dropped)

    # --- picking cards up ------------------------------------------------------------------

    def pick(self, item: CardItem) -> _Hand | None:
        """The cards that move with `item` (it and those on it), or None with the reason sent."""
        pile = self.scene.pile_of(item)
        if pile is None:
            return None
        source = self.scene.place_of(pile)
        if pile.kind is PileKind.FOUNDATION:
            self.message.emit(self.tr("cards never leave the foundations"))
            return None
        index = pile.cards.index(item)
        items = pile.cards[index:]
        if pile.kind is PileKind.CASCADE:
            run = self.game.position.run_length(source)
            if len(items) > run:
                text = (
                    self.tr(
                        "%1 cannot move: the cards on it are not an ordered run "
                        "(each a rank lower, colours alternating)"
                    )
                    if self.game.position.building is Building.ALTERNATE_COLOURS
                    else self.tr(
                        "%1 cannot move: the cards on it are not an ordered run (each a rank lower, same suit)"
                    )
                )
                self.message.emit(text.replace("%1", item.card.code))
                return None
        return _Hand(source, items, QPointF(), [card.pos() for card in items])

    def targets(self, hand: _Hand) -> list[int]:
        """The places the hand may go now."""
        size = len(hand.items)
        return [
            place
            for place in range(HOME + 1)
            if place != hand.source and self.game.check(Move(hand.source, place, size)) is None
        ]

    def _glow(self, place: int, hand: _Hand, colour: QColor) -> QGraphicsPathItem:
        pile = self.scene.pile_at(place, hand.items[0].card)
        assert pile is not None, place  # a place the rules name, and a card to say which foundation
        rect = self.scene.pile_rect(pile).adjusted(-3, -3, 3, 3)
        path = QPainterPath()
        radius = self.scene.card_width * 0.08
        path.addRoundedRect(rect, radius, radius)
        glow = QGraphicsPathItem(path)
        # Drawn on the felt around the target: its felt tone, at 4.5:1 on every shade (issue 28).
        glow.setPen(QPen(mark_ring(colour, self.scene.felt).outer, max(2.5, self.scene.card_width / 28)))
        fill = QColor(colour)
        fill.setAlpha(38)
        glow.setBrush(fill)
        glow.setZValue(GLOW_Z)
        glow.setData(0, place)
        self.scene.addItem(glow)
        return glow

    def _light(self, hand: _Hand) -> None:
        self._unlight()
        for place in self.targets(hand):
            self._glows.append(self._glow(place, hand, GLOW_COLOUR))

    def _unlight(self) -> None:
        for glow in self._glows:
            self.scene.removeItem(glow)
        self._glows = []

    def show_hint(self, move: Move) -> None:
        """Light the cards that `move` takes and the place they go, until the position changes."""
        self.clear_hint()
        self.finish_animation()
        pile = self.scene.pile_at(move.source)
        items = pile.cards[-move.size :] if pile is not None else []
        if not items:
            return
        for item in items:
            item.set_mark(Mark.HINT)
        self._hint_items = list(items)
        hand = _Hand(move.source, self._hint_items, QPointF(), [])
        self._hint_glow = self._glow(move.target, hand, HINT_COLOUR)

    def clear_hint(self) -> None:
        """Put out the hint's lights."""
        for item in self._hint_items:
            if item.mark is Mark.HINT:
                item.set_mark(Mark.NONE)
        self._hint_items = []
        if self._hint_glow is not None:
            self.scene.removeItem(self._hint_glow)
            self._hint_glow = None

    @property
    def hinted(self) -> tuple[list[CardItem], int | None]:
        """The cards the hint lights and the place it lights (None when no hint shows)."""
        place = None if self._hint_glow is None else int(self._hint_glow.data(0))
        return list(self._hint_items), place

    @property
    def lit_places(self) -> list[int]:
        """The places lit as legal targets (while dragging)."""
        return [int(glow.data(0)) for glow in self._glows]

    # --- moves -----------------------------------------------------------------------------

    def try_move(self, hand: _Hand, target: int) -> bool:
        """Ask the model to play the hand's move; the reason goes to the status bar if refused."""
        move = Move(hand.source, target, len(hand.items))
        before = self.game.position
        if self.game.play(move) is not None:
            self.message.emit(self.refusal.reason(before, move) or "")
            return False
        return True

    def send_away(self, item: CardItem) -> bool:
        """Double-click: the card goes home, or else to a free cell."""
        hand = self.pick(item)
        if hand is None:
            return False
        if len(hand.items) != 1:
            self.message.emit(
                self.tr("%1 is covered: double-click the last card of a column").replace("%1", item.card.code)
            )
            return False
        if self.game.check(Move(hand.source, HOME, 1)) is None:
            return self.try_move(hand, HOME)
        if hand.source < len(self.scene.cascades):
            for index, cell in enumerate(self.scene.freecells):
                if not cell.cards:
                    return self.try_move(hand, FIRST_FREECELL + index)
            text = (
                self.tr("%1 cannot go home yet, and every free cell is taken")
                if self.scene.freecells
                else self.tr("%1 cannot go home yet, and this game has no free cell")
            )
            self.message.emit(text.replace("%1", item.card.code))
            return False
        self.message.emit(self.refusal.reason(self.game.position, Move(hand.source, HOME, 1)) or "")
        return False

    def clear_selection(self) -> None:
        """Forget the card chosen by a click."""
        if self._selected is not None:
            for item in self._selected.items:
                if item.mark is Mark.SELECTED:
                    item.set_mark(Mark.NONE)
            self._selected = None

    @property
    def selected(self) -> list[CardItem]:
        """The cards chosen by a click, waiting for their target."""
        return list(self._selected.items) if self._selected is not None else []

    def click(self, point: QPointF) -> None:
        """A click (no drag): choose cards, or send the chosen ones to the place clicked."""
        item = self._card_at(point)
        pile = self.scene.pile_of(item) if item is not None else self._pile_under(point)
        if self._selected is not None:
            chosen = self._selected
            self.clear_selection()
            if pile is None:
                return
            target = self.scene.place_of(pile)
            if target != chosen.source:
                self.try_move(chosen, target)
            return
        if item is not None:
            self.select(item)

    def select(self, item: CardItem) -> bool:
        """Choose `item` and the cards on it, to be sent by the next click or key; False (the
        reason sent) if they cannot move."""
        self.clear_selection()
        hand = self.pick(item)
        if hand is None:
            return False
        self._selected = hand
        for card in hand.items:
            card.set_mark(Mark.SELECTED)
        return True

    def move_selected(self, target: int) -> bool:
        """Send the chosen cards to `target`, as many as may go there (all of a run onto an empty
        column, as FreeCell Pro does); the reason goes to the status bar if none may."""
        chosen = self._selected
        self.clear_selection()
        if chosen is None or target == chosen.source:
            return False
        for count in range(len(chosen.items), 0, -1):
            if self.game.check(Move(chosen.source, target, count)) is None:
                return self.try_move(_Hand(chosen.source, chosen.items[-count:], QPointF(), []), target)
        return self.try_move(_Hand(chosen.source, chosen.items[-1:], QPointF(), []), target)

    def drop_target(self, hand: _Hand) -> tuple[int | None, int | None]:
        """(the legal place most covered by the hand's first card, the illegal place most covered)."""
        card = self.scene.card_rect(hand.items[0])
        legal = set(self.targets(hand))
        best: dict[bool, tuple[float, int | None]] = {True: (0.0, None), False: (0.0, None)}
        for pile in self.scene.piles:
            place = self.scene.place_of(pile)
            if place == hand.source:
                continue
            overlap = card.intersected(self.scene.pile_rect(pile))
            area = overlap.width() * overlap.height() if not overlap.isEmpty() else 0.0
            ok = place in legal
            if area > best[ok][0]:
                best[ok] = (area, place)
        return best[True][1], best[False][1]

    # --- mouse -----------------------------------------------------------------------------

    def _card_at(self, point: QPointF) -> CardItem | None:
        for item in self.scene.items(point):
            if isinstance(item, CardItem) and (self._hand is None or item not in self._hand.items):
                return item
        return None

    def _pile_under(self, point: QPointF) -> PileItem | None:
        for pile in self.scene.piles:
            if self.scene.pile_rect(pile).contains(point):
                return pile
        return None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if isinstance(event, QGraphicsSceneMouseEvent):
            point = event.scenePos()
            if kind == QEvent.Type.GraphicsSceneMousePress:
                return self.press(point, event.button())
            if kind == QEvent.Type.GraphicsSceneMouseMove and self._hand is not None:
                self.move(point)
                return True
            if kind == QEvent.Type.GraphicsSceneMouseRelease and event.button() == Qt.MouseButton.LeftButton:
                return self.release(point)
            if kind == QEvent.Type.GraphicsSceneMouseDoubleClick:
                return self.double_click(point)
        elif (
            isinstance(event, QKeyEvent) and kind == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape
        ):
            self.clear_selection()
        return False

    def press(self, point: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> bool:
        """A mouse press in scene coordinates; True if the table used it."""
        self.finish_animation()
        if button != Qt.MouseButton.LeftButton:
            return False
        item = self._card_at(point)
        if item is None:
            self._hand = None
            return self._selected is not None
        pile = self.scene.pile_of(item)
        index = pile.cards.index(item) if pile is not None else 0
        items = pile.cards[index:] if pile is not None else [item]
        self._hand = _Hand(-1, items, point, [card.pos() for card in items])
        return True

    def move(self, point: QPointF) -> None:
        """The pointer moves with the button held."""
        hand = self._hand
        if hand is None:
            return
        if not hand.dragging:
            if (point - hand.grab).manhattanLength() < QApplication.startDragDistance():
                return
            picked = self.pick(hand.items[0])
            if picked is None:
                self._hand = None
                return
            self.clear_selection()
            hand.source = picked.source
            hand.dragging = True
            for order, item in enumerate(hand.items):
                item.setZValue(DRAG_Z + order)
            self._light(hand)
        offset = point - hand.grab
        for item, origin in zip(hand.items, hand.origins, strict=True):
            item.setPos(origin + offset)

    def release(self, point: QPointF) -> bool:
        """The button is let go: drop, or click."""
        hand = self._hand
        self._hand = None
        if self._after_double_click:
            self._after_double_click = False
            return True
        if hand is None or not hand.dragging:
            self.click(point)
            return hand is not None or self._selected is not None
        self._unlight()
        legal, illegal = self.drop_target(hand)
        if legal is not None:
            self._dropped = {item: (item.pos(), item.zValue()) for item in hand.items}
            if self.try_move(hand, legal):
                return True
            self._dropped = {}
        elif illegal is not None:
            self.message.emit(
                self.refusal.reason(self.game.position, Move(hand.source, illegal, len(hand.items))) or ""
            )
        self.animator.slide_back(hand.items)
        return True

    def double_click(self, point: QPointF) -> bool:
        """A double-click: send the card home, or else to a free cell."""
        self.finish_animation()
        self.clear_selection()
        self._hand = None
        item = self._card_at(point)
        if item is None:
            return False
        self._after_double_click = True
        self.send_away(item)
        return True

    def _take_dropped(self) -> Layout:
        dropped, self._dropped = self._dropped, {}
        return dropped


def card_center(scene: TableScene, item: CardItem) -> QPointF:
    """The middle of the visible part of a card (where a click lands on it), for tests."""
    rect: QRectF = scene.card_rect(item)
    shown = item.visible_height or rect.height()
    return QPointF(rect.center().x(), rect.top() + min(shown, rect.height()) / 2)
