"""Playing the moves to redo one after another, at a chosen speed, with play and pause."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from freecell_gui.ui.game.game_model import GameModel

DEFAULT_MOVES_PER_SECOND = 2.0
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)  # the choices offered, moves a second


class Playback(QObject):
    """Redoes the next move every tick until the list ends (or stops before a rejected move,
    which never enters the list), or until paused."""

    playingChanged = Signal(bool)

    def __init__(self, model: GameModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self.set_speed(DEFAULT_MOVES_PER_SECOND)
        model.deal_model.dealChanged.connect(lambda _layout: self.pause())

    @property
    def playing(self) -> bool:
        """True while moves are being played."""
        return self._timer.isActive()

    @property
    def speed(self) -> float:
        """Moves a second."""
        return self._speed

    def set_speed(self, moves_per_second: float) -> None:
        """Play `moves_per_second` moves a second (at least one every ten seconds)."""
        self._speed = max(0.1, moves_per_second)
        self._timer.setInterval(max(1, round(1000 / self._speed)))

    def play(self) -> None:
        """Start playing from the position on the table; nothing if no move waits."""
        if not self.playing and self.model.game.can_redo():
            self._timer.start()
            self.playingChanged.emit(True)

    def pause(self) -> None:
        """Stop after the move being shown."""
        if self.playing:
            self._timer.stop()
            self.playingChanged.emit(False)

    def toggle(self) -> None:
        """Play if paused, pause if playing."""
        if self.playing:
            self.pause()
        else:
            self.play()

    def _tick(self) -> None:
        if not self.model.redo() or not self.model.game.can_redo():
            self.pause()
