"""The table for screen readers: every pile and card of the scene as an accessible object.

A QGraphicsScene's items are not QObjects, so Qt's accessibility shows a table view as one
empty pane. Here the view gets an interface of its own (installed through
`QAccessible.installFactory`, which PySide6 takes a Python callable for), whose children are
Python subclasses of `QAccessibleInterface` with no QObject behind them, as Qt's own item views
do for their cells: 16 piles (free cells a-d, the four foundations, cascades 1-8), each with
its cards, and a status object that holds the last thing announced (for a screen reader
without Qt's announcement event, as a live region does).

Qt's accessibility cache keeps the pointer of every interface it was handed and asks it again
later, so each pile and card keeps one interface for the table's life (made on first use):
Python holds them, and they never point at a card item (items come and go with the deals) but
at the card, looked up in the scene on each question. The texts are in accessible_text.py.

What changes is told to the bus: the card picked up takes the accessible focus (the scene's
selection mark is watched, so mouse and keyboard picks both count), then the card just moved,
at its new place; and the game model's moves, undos, refusals and wins are announced
(`TableAccessibility.observe`). The focus moves before the announcement is made: a screen
reader speaks a focus change at once, cutting off what it was saying, and queues an
announcement after it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QTimer, Signal, SignalInstance
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView

from freecell_gui.core.deals.cards import DECK, Card
from freecell_gui.core.game.variant import FREECELL
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange
from freecell_gui.ui.game.variant_names import variant_name
from freecell_gui.ui.table import accessible_text as texts
from freecell_gui.ui.table.piles import Mark, PileItem
from freecell_gui.ui.table.scene import TableScene

_INPUT_EVENTS = (
    QEvent.Type.KeyPress,
    QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick,
)

# Qt 6.8 added the announcement event; with an older Qt the status object alone tells.
_ANNOUNCEMENT_EVENT: Callable[[QObject, str], QAccessibleEvent] | None = getattr(
    QtGui, "QAccessibleAnnouncementEvent", None
)


class TableAccessibility(QObject):
    """The accessible side of one table view: the piles' and cards' interfaces, the selection
    followed as the accessible focus, and what is announced. Owned by the view."""

    announced = Signal(str)  # every announcement, also when no screen reader listens

    def __init__(self, view: QGraphicsView, scene: TableScene) -> None:
        super().__init__(view)
        self.view = view
        self.scene = scene
        self.last_announcement = ""
        self._alive = [True]  # a list, so the interfaces can hear of the view's end after it
        self._piles: dict[int, PileAccessible] = {}
        self._cards: dict[Card, CardAccessible] = {}
        self.status = StatusAccessible(self)
        self._selected: list[Card] = []
        self._focus: Card | None = None  # the card picked up, else the one last moved
        alive = self._alive
        view.destroyed.connect(lambda: alive.__setitem__(0, False))
        # The selection is read after each key or click on the table. (The scene's `changed`
        # signal would tell more simply, but connecting it makes every view repaint through it,
        # losing the direct updates the cards' animations rely on.)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)
        # A variant's table has 0 to 4 free cells: the table's children are the piles it shows.
        scene.freeCellsChanged.connect(self._piles_changed)

    def _piles_changed(self) -> None:
        self._send(lambda: QAccessibleEvent(self.view, QAccessible.Event.ObjectReorder))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _INPUT_EVENTS:
            # Play acts on this same event after this filter: read what it did once it is done.
            QTimer.singleShot(0, self._follow_selection)
        elif kind == QEvent.Type.Show and watched is self.view:
            # Keyboard play's filter, installed after this one, takes the place keys before they
            # get here; installed again now (the window is assembled by then), this one comes first.
            QTimer.singleShot(0, self._listen_first)
        return False  # only listens

    def _listen_first(self) -> None:
        if self.alive:
            self.view.installEventFilter(self)

    @property
    def alive(self) -> bool:
        """False once the view is gone: its interfaces then answer nothing."""
        return self._alive[0]

    # --- the interfaces ---------------------------------------------------------------------

    def table_interface(self) -> QAccessibleInterface | None:
        """The view's own interface (Qt makes it once, through the factory)."""
        return QAccessible.queryAccessibleInterface(self.view) if self.alive else None

    def pile_interface(self, index: int) -> PileAccessible:
        """The interface of `scene.piles[index]`: free cells, foundations, then cascades."""
        if index not in self._piles:
            self._piles[index] = PileAccessible(self, index)
        return self._piles[index]

    def card_interface(self, card: Card) -> CardAccessible:
        """The interface of a card, wherever it lies."""
        if card not in self._cards:
            self._cards[card] = CardAccessible(self, card)
        return self._cards[card]

    def pile_index_of(self, card: Card) -> tuple[int, int] | None:
        """(the index of the pile holding `card` in scene.piles, its position there)."""
        item = self.scene.item_for(card)
        if item is None:
            return None
        for index, pile in enumerate(self.scene.piles):
            if item in pile.cards:
                return index, pile.cards.index(item)
        return None

    def screen_rect(self, rect: QRectF) -> QRect:
        """A scene rectangle in screen coordinates, as the bus wants it."""
        on_view = self.view.mapFromScene(rect).boundingRect()
        corner = self.view.viewport().mapToGlobal(on_view.topLeft())
        return QRect(corner, on_view.size())

    @property
    def focus(self) -> Card | None:
        """The card with the accessible focus (while the view has the keyboard's): the first card
        picked up, else the card last moved; None for the table itself."""
        if self._focus is None or not self.view.hasFocus() or self.pile_index_of(self._focus) is None:
            return None
        return self._focus

    @property
    def selected(self) -> list[Card]:
        """The cards picked up (by a click or a place key), waiting for their target."""
        return list(self._selected)

    # --- telling the bus --------------------------------------------------------------------

    def _send(self, make_event: Callable[[], QAccessibleEvent]) -> None:
        # While no screen reader listens, nothing is built: an event made for an interface of
        # ours registers it in Qt's cache, which deletes it at exit after Python has (a crash at
        # the end of any run that had moved a card).
        if QAccessible.isActive():
            QAccessible.updateAccessibility(make_event())

    def _event_of_card(self, card: Card, kind: QAccessible.Event) -> QAccessibleEvent:
        return QAccessibleEvent(self.card_interface(card), kind)

    def _event_of_pile(self, index: int, kind: QAccessible.Event) -> QAccessibleEvent:
        return QAccessibleEvent(self.pile_interface(index), kind)

    def _follow_selection(self) -> None:
        selected = sorted(self.scene.marked(Mark.SELECTED), key=self._depth)
        if selected == self._selected:
            return
        dropped = [card for card in self._selected if card not in selected]
        self._selected = selected
        for card in dropped:  # let go (Escape): still focused, no longer selected
            self._send(partial(self._event_of_card, card, QAccessible.Event.SelectionRemove))
        if selected:
            picked = self.card_interface(selected[0])
            self.status.set_text(texts.picked_text(picked.name(), picked.description()))
            self._send(lambda: QAccessibleEvent(picked, QAccessible.Event.Selection))
            self._move_focus(selected[0])

    def _move_focus(self, card: Card | None) -> None:
        """Give the accessible focus to `card` (None: the table) and tell the bus."""
        self._focus = card
        if not self.view.hasFocus():
            return
        interface = self.card_interface(card) if card is not None else self.table_interface()
        if interface is not None:
            self._send(lambda: QAccessibleEvent(interface, QAccessible.Event.Focus))

    def _depth(self, card: Card) -> int:
        place = self.pile_index_of(card)
        return place[1] if place is not None else 0

    def announce(self, text: str) -> None:
        """Say `text` now (Qt's announcement event) and keep it as the status object's name."""
        if not text:
            return
        self.last_announcement = text
        self.status.set_text(text)
        self.announced.emit(text)
        if _ANNOUNCEMENT_EVENT is not None:
            event_class = _ANNOUNCEMENT_EVENT
            self._send(lambda: event_class(self.view, text))

    def observe(self, game: GameModel, reasons: SignalInstance) -> None:
        """Announce the game's changes, and each refusal's reason sent on `reasons`."""

        def on_change(change: PositionChange) -> None:
            # The table's play has put the picked cards down by now: the selection is followed
            # at once, so that the focus moves once, to the card moved.
            self._follow_selection()
            self._move_focus(moved_card(change))
            self._table_changed()
            self.announce(change_text(change, game))

        game.positionChanged.connect(on_change)
        game.gameWon.connect(lambda moves: self.announce(texts.won_text(moves)))
        reasons.connect(lambda reason: self.announce(texts.refused_text(reason)) if reason else None)

    def _table_changed(self) -> None:
        # Every pile may hold other cards now: their names (and children) changed.
        for index in range(len(self.scene.piles)):
            self._send(partial(self._event_of_pile, index, QAccessible.Event.NameChanged))


def moved_card(change: PositionChange) -> Card | None:
    """The card at the foot of what a move (or an undo) carried; None for a new game or a jump."""
    step = change.step
    if step is None or change.kind not in (ChangeKind.PLAY, ChangeKind.UNDO):
        return None
    before = change.before if change.kind is ChangeKind.PLAY else change.after
    return DECK[texts.moved(before, step.move)[0]]


def change_text(change: PositionChange, game: GameModel) -> str:
    """What a change of the table says: the move and its autoplay, the undo, the new game."""
    step = change.step
    if change.kind is ChangeKind.PLAY and step is not None:
        return texts.played_text(change.before, step.move, step.autoplayed)
    if change.kind is ChangeKind.UNDO and step is not None:
        return texts.undone_text(change.after, step.move)
    if change.kind is ChangeKind.NEW_GAME:
        if game.rules != FREECELL:
            return texts.new_variant_game_text(game.game.number, variant_name(game.rules))
        return texts.new_game_text(game.game.number)
    return texts.jump_text(game.move_count)


class _Part(QAccessibleInterface):
    """What the piles, cards and status object share: no QObject, a place in the table."""

    def __init__(self, table: TableAccessibility) -> None:
        super().__init__()
        self.table = table

    def isValid(self) -> bool:
        return self.table.alive

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.table.view.window().windowHandle() if self.table.alive else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass  # the table's texts follow the game; a screen reader cannot rename a card

    def name(self) -> str:
        """The interface's name (Text.Name)."""
        return ""

    def description(self) -> str:
        """The interface's description (Text.Description)."""
        return ""

    def text(self, kind: QAccessible.Text) -> str:
        if not self.table.alive:
            return ""
        if kind == QAccessible.Text.Name:
            return self.name()
        if kind == QAccessible.Text.Description:
            return self.description()
        return ""


class PileAccessible(_Part):
    """A free cell, foundation or cascade: a list of its cards, named by place and content."""

    def __init__(self, table: TableAccessibility, index: int) -> None:
        super().__init__(table)
        self.index = index

    @property
    def pile(self) -> PileItem:
        """The pile item shown."""
        return self.table.scene.piles[self.index]

    def _cards(self) -> list[Card]:
        return [item.card for item in self.pile.cards] if self.table.alive else []

    def name(self) -> str:
        pile = self.pile
        return texts.pile_name(pile.kind, pile.index, self._cards())

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.table.table_interface()

    def childCount(self) -> int:
        return len(self._cards())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        cards = self._cards()
        return self.table.card_interface(cards[index]) if 0 <= index < len(cards) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        cards = self._cards()
        if isinstance(child, CardAccessible) and child.card in cards:
            return cards.index(child.card)
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        # The card drawn on top at that point: the last one whose visible part holds it.
        for card in reversed(self._cards()):
            interface = self.table.card_interface(card)
            if interface.rect().contains(x, y):
                return interface
        return None

    def rect(self) -> QRect:
        if not self.table.alive:
            return QRect()
        return self.table.screen_rect(self.table.scene.pile_rect(self.pile))

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List

    def state(self) -> QAccessible.State:
        return QAccessible.State()


class CardAccessible(_Part):
    """One card: named as a person says it, described by where it lies; focused when picked."""

    def __init__(self, table: TableAccessibility, card: Card) -> None:
        super().__init__(table)
        self.card = card

    def name(self) -> str:
        return texts.card_name(self.card)

    def description(self) -> str:
        place = self.table.pile_index_of(self.card)
        if place is None:
            return ""
        pile = self.table.scene.piles[place[0]]
        return texts.card_description(pile.kind, pile.index, place[1], len(pile.cards))

    def isValid(self) -> bool:
        return self.table.alive and self.table.pile_index_of(self.card) is not None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        place = self.table.pile_index_of(self.card) if self.table.alive else None
        return self.table.pile_interface(place[0]) if place is not None else self.table.table_interface()

    def rect(self) -> QRect:
        item = self.table.scene.item_for(self.card) if self.table.alive else None
        if item is None:
            return QRect()
        face = self.table.scene.card_rect(item)
        if item.visible_height:  # covered: only the strip that shows
            face.setHeight(min(face.height(), item.visible_height))
        return self.table.screen_rect(face)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        if self.table.alive:
            state.selected = self.card in self.table.selected
            state.focused = self.table.focus == self.card
        return state


class StatusAccessible(_Part):
    """The last thing the table announced, as a status line a screen reader can read again."""

    def __init__(self, table: TableAccessibility) -> None:
        super().__init__(table)
        self._text = ""

    def set_text(self, text: str) -> None:
        """Show `text` and tell the bus the name changed (as a live region does)."""
        self._text = text
        self.table._send(lambda: QAccessibleEvent(self, QAccessible.Event.NameChanged))

    def name(self) -> str:
        return self._text

    def description(self) -> str:
        return texts.status_description()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.table.table_interface()

    def rect(self) -> QRect:
        return QRect()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.StatusBar

    def state(self) -> QAccessible.State:
        return QAccessible.State()


class TableViewAccessible(QAccessibleWidget):
    """The view's interface: its children are the piles shown (12 to 16: a variant may have fewer
    free cells) and the status object (not the viewport widget Qt would list), and its focus
    child is the card picked up."""

    def __init__(self, view: QGraphicsView, table: TableAccessibility) -> None:
        super().__init__(view, QAccessible.Role.Pane, texts.table_name())
        self.table = table

    def _parts(self) -> list[QAccessibleInterface]:
        piles = [self.table.pile_interface(i) for i in range(len(self.table.scene.piles))]
        return [*piles, self.table.status]

    def childCount(self) -> int:
        return len(self._parts()) if self.table.alive else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        parts = self._parts() if self.table.alive else []
        return parts[index] if 0 <= index < len(parts) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for index, part in enumerate(self._parts() if self.table.alive else []):
            if part is child:
                return index
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if not self.table.alive:
            return None
        for index in range(len(self.table.scene.piles)):
            pile = self.table.pile_interface(index)
            if pile.rect().contains(x, y):
                return pile
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        focus = self.table.focus if self.table.alive else None
        return self.table.card_interface(focus) if focus is not None else None

    def text(self, kind: QAccessible.Text) -> str:
        if not self.table.alive:
            return ""
        view = self.table.view
        if kind == QAccessible.Text.Name:
            return view.accessibleName() or texts.table_name()
        if kind == QAccessible.Text.Description:
            return view.accessibleDescription() or texts.table_description(len(self.table.scene.freecells))
        return str(super().text(kind))


def _factory(class_name: str, subject: QObject) -> QAccessibleInterface | None:
    # Asked by Qt for every object it needs an interface for; only table views are ours.
    if isinstance(subject, QGraphicsView):
        table = getattr(subject, "accessibility", None)
        if isinstance(table, TableAccessibility) and table.view is subject:
            return TableViewAccessible(subject, table)
    return None


_installed: list[bool] = []


def install_factory() -> None:
    """Have Qt ask us for table views' interfaces (once a process)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)
