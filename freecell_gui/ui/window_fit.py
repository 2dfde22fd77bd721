"""Fitting the window to the desk: below about 1100 px of width the table gets the room.

On a narrow window the moves panel gives way (F9 still brings it back, as a window of its own beside
or over the table so the cards keep their size, docked again when the window is wide; and it comes back by
itself when the window is wide again), the toolbar drops what the menus and keys already
offer (back and forward, the family button, restart) and shortens its labels, so the deal
picker, Solve and Hint stay in view down to 800 px; the status bar keeps the deal and the move
count. The window hands this feature its toolbar, the moves panel and what may give way.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLineEdit, QMainWindow, QToolBar

COMPACT_WIDTH = 1100  # logical pixels: narrower than this, the moves panel gives way
HIGHLIGHT_WIDTH = 220
COMPACT_HIGHLIGHT_WIDTH = 110
FLOATING_PANEL_WIDTH = 300  # the docked panel's usual width: its move list reads the same


@dataclass(frozen=True)
class Shortening:
    """A toolbar action's label in a wide and in a narrow window."""

    action: QAction
    wide: str
    narrow: str


class WindowFit(QObject):
    """Watches the window's width and lays the toolbar and the moves panel out for it."""

    def __init__(
        self,
        window: QMainWindow,
        toolbar: QToolBar,
        panel: QDockWidget,
        optional: Sequence[QAction],
        shortenings: Sequence[Shortening],
        highlight_field: QLineEdit,
        on_compact: Sequence[Callable[[bool], None]] = (),
    ) -> None:
        super().__init__(window)
        self.window = window
        self.toolbar = toolbar
        self.panel = panel
        self.order = list(toolbar.actions())  # where each optional action goes back
        self.optional = list(optional)
        self.shortenings = list(shortenings)
        self.highlight_field = highlight_field
        self.on_compact = list(on_compact)
        self.compact: bool | None = None  # unknown until the first resize
        self.panel_given_way = False  # hidden by this feature, not by the user
        self.panel_floated = False  # made a window of its own by this feature, docked again when wide
        panel.toggleViewAction().triggered.connect(self._on_user_toggle)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit(self.window.width())
        return False

    def fit(self, width: int) -> None:
        """Lay out for a window `width` pixels wide."""
        compact = width < COMPACT_WIDTH
        if compact == self.compact:
            return
        self.compact = compact
        for shortening in self.shortenings:
            shortening.action.setIconText(shortening.narrow if compact else shortening.wide)
        for action in self.optional:
            self._show_in_toolbar(action, not compact)
        self.highlight_field.setMaximumWidth(COMPACT_HIGHLIGHT_WIDTH if compact else HIGHLIGHT_WIDTH)
        for hook in self.on_compact:
            hook(compact)
        # isHidden, not isVisible: before the window is first shown nothing is visible yet.
        if compact and not self.panel.isHidden() and not self.panel.isFloating():
            self.panel.hide()
            self.panel_given_way = True
        elif not compact and self.panel_given_way:
            self.panel.show()
            self.panel_given_way = False
        if not compact and self.panel_floated:
            self.panel.setFloating(False)
            self.panel_floated = False

    def _on_user_toggle(self, shown: bool) -> None:
        # F9 or the View menu: the user's word stands until the width crosses the line again.
        self.panel_given_way = False
        if shown and self.compact and not self.panel.isFloating():
            self._float_panel()

    def _float_panel(self) -> None:
        """Docked on a narrow window the panel would shrink the cards below a readable size: it
        opens as a window of its own instead, right of the window where the screen has room,
        else over the table's right edge."""
        frame = self.window.frameGeometry()
        screen = self.window.screen().availableGeometry()
        width = min(FLOATING_PANEL_WIDTH, screen.width())
        left = frame.right() + 1 if frame.right() + width <= screen.right() else frame.right() - width
        self.panel.setFloating(True)
        self.panel.setGeometry(max(screen.left(), left), frame.top(), width, self.window.height())
        self.panel_floated = True

    def _show_in_toolbar(self, action: QAction, shown: bool) -> None:
        # Removing an action from the toolbar leaves it in its menu, with its keys; hiding it
        # (setVisible) would take it out of the menus as well.
        present = action in self.toolbar.actions()
        if shown and not present:
            later = self.order[self.order.index(action) + 1 :]
            before = next((other for other in later if other in self.toolbar.actions()), None)
            if before is None:
                self.toolbar.addAction(action)
            else:
                self.toolbar.insertAction(before, action)
        elif not shown and present:
            self.toolbar.removeAction(action)
