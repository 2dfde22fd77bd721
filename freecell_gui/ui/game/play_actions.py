"""The Game menu's play actions: undo, redo, restart, new game, autoplay and animations.

`PlayActions` also keeps the move counter in the status bar, shows the win whenever the table
reaches it (by a move, a redo, Play or a jump in the moves panel), says why a move is refused
until the position changes, and asks before a deal change or a new game would throw away moves.
"""

from __future__ import annotations

import time
from functools import partial

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCheckBox, QLabel, QMainWindow, QMenu, QMessageBox, QToolBar

from freecell_gui.core.game.rules import AutoplayPolicy
from freecell_gui.ui.actions import make_action, radio_actions, shortcut
from freecell_gui.ui.game.game_model import ChangeKind, GameModel, PositionChange
from freecell_gui.ui.i18n.accelerators import give_keys
from freecell_gui.ui.i18n.numbers import grouped
from freecell_gui.ui.settings import (
    ANIMATION_SPEED,
    ANIMATION_SPEEDS,
    ANIMATIONS,
    ASK_BEFORE_LEAVING,
    AUTOPLAY,
    Settings,
)
from freecell_gui.ui.table.play import TablePlay

STATUS_MS = 6000
REASON_HOLD_S = 3.0


class PlayActions(QObject):
    """Play actions of a main window, wired to its GameModel and TablePlay."""

    def __init__(self, window: QMainWindow, game: GameModel, play: TablePlay, settings: Settings) -> None:
        super().__init__(window)
        self.window = window
        self.game = game
        self.play = play
        self.settings = settings
        self.moves_label = QLabel(window)
        self._reason_shown_at = -REASON_HOLD_S
        self._said = ""  # what the status bar says of the position on the table (a reason, the win)
        self._question: QMessageBox | None = None  # the question open, if any: one at a time
        # The deal a later start asked for (ui/instance_requests.py), while its question is open:
        # the question names it, and follows the newest request (`follow_request`).
        self.requested_deal: int | None = None
        action = partial(make_action, window)
        self.undo_action = action(
            self.tr("&Undo Move"),
            game.undo,
            shortcut(QKeySequence.StandardKey.Undo, "Ctrl+Z"),
            self.tr("Take back the last move"),
            "edit-undo",
        )
        self.redo_action = action(
            self.tr("&Redo Move"),
            game.redo,
            [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")],
            self.tr("Play the next move again"),
            "edit-redo",
        )
        self.restart_action = action(
            self.tr("Restar&t"),
            game.restart,
            [QKeySequence("Ctrl+Shift+R")],
            self.tr("Back to the deal; the moves can be redone"),
            "view-refresh",
        )
        self.new_game_action = action(
            self.tr("New &Game of This Deal"),
            self._new_game,
            [QKeySequence("Ctrl+N")],
            self.tr("Play this deal again from the start (asks before throwing moves away)"),
            "document-new",
        )
        self.undo_action.setIconText(self.tr("Undo"))
        self.redo_action.setIconText(self.tr("Redo"))
        self.restart_action.setIconText(self.tr("Restart"))

        self.autoplay_menu = QMenu(self.tr("&Autoplay"), window)
        policy_titles = {
            AutoplayPolicy.OFF: self.tr("Off"),
            AutoplayPolicy.SAFE: self.tr("Safe (only cards no other card needs)"),
            AutoplayPolicy.MS: self.tr("Microsoft FreeCell's rule"),
        }
        self.autoplay_actions = radio_actions(
            window,
            [(policy, policy_titles[policy]) for policy in AutoplayPolicy],
            self.game.set_policy,
            menu=self.autoplay_menu,
        )
        give_keys(self.autoplay_menu)  # the rules' names, in the language shown

        self.animations_action = action(
            self.tr("A&nimate Moves"),
            self._on_animations,
            tip=self.tr("Cards fly to their place (off: they jump)"),
        )
        self.animations_action.setCheckable(True)
        self.speed_menu = QMenu(self.tr("Animation S&peed"), window)
        speed_titles = (self.tr("&Slow"), self.tr("&Normal"), self.tr("&Fast"), self.tr("&Very Fast"))
        speeds = list(zip(ANIMATION_SPEEDS, speed_titles, strict=True))
        self.speed_actions = radio_actions(window, speeds, self.set_speed, menu=self.speed_menu)

        # Settings kept between runs.
        game.set_policy(settings.get(AUTOPLAY))
        self.autoplay_actions[game.policy].setChecked(True)
        animations = settings.get(ANIMATIONS)
        self.animations_action.setChecked(animations)
        play.animations_enabled = animations
        self.set_speed(settings.get(ANIMATION_SPEED))

        game.movesChanged.connect(self.update)
        game.policyChanged.connect(self._on_policy_changed)
        game.positionChanged.connect(self._on_position_changed)
        game.gameWon.connect(self._on_won)
        play.message.connect(self.show_reason)
        game.deal_model.guard = self.may_change_deal
        self.update()

    # --- building -------------------------------------------------------------------------

    def add_to_menu(self, menu: QMenu) -> None:
        """Put the play actions at the top of the Game menu."""
        first = menu.actions()[0] if menu.actions() else None
        for item in [self.undo_action, self.redo_action, self.restart_action, self.new_game_action]:
            menu.insertAction(first, item)  # type: ignore[arg-type]
        menu.insertMenu(first, self.autoplay_menu)  # type: ignore[arg-type]
        menu.insertAction(first, self.animations_action)  # type: ignore[arg-type]
        menu.insertMenu(first, self.speed_menu)  # type: ignore[arg-type]
        menu.insertSeparator(first)  # type: ignore[arg-type]

    def add_to_toolbar(self, toolbar: QToolBar) -> None:
        """Undo, redo and restart on the toolbar."""
        toolbar.addSeparator()
        toolbar.addActions([self.undo_action, self.redo_action, self.restart_action])

    # --- model to widgets -----------------------------------------------------------------

    def update(self) -> None:
        """Enable undo/redo as the game allows and count the moves."""
        game = self.game.game
        self.undo_action.setEnabled(game.cursor > 0)
        self.redo_action.setEnabled(game.cursor < len(game.steps))
        self.restart_action.setEnabled(game.cursor > 0)
        self.moves_label.setText(self.tr("Moves: %1").replace("%1", grouped(self.game.move_count)))

    def _on_policy_changed(self, policy: AutoplayPolicy) -> None:
        self.autoplay_actions[policy].setChecked(True)
        self.settings.set(AUTOPLAY, policy)

    def _on_won(self, moves: int) -> None:
        self.play.finish_animation()
        self._show_win(moves)

    def _show_win(self, moves: int) -> None:
        self.play.show_banner(self.tr("Won in %n move(s)!", "", moves))
        self._say(
            self.tr("Won in %n move(s). Ctrl+N plays this deal again, PageDown the next deal.", "", moves)
        )

    def _on_position_changed(self, change: PositionChange) -> None:
        # The banner, a refused move's reason and the win's message speak of the position they
        # were shown for: the next change of position takes them away.
        if not change.after.is_won:
            self.play.hide_banner()
        status = self.window.statusBar()
        if self._said and status.currentMessage() == self._said:
            status.clearMessage()
        self._said = ""
        self._reason_shown_at = -REASON_HOLD_S
        if change.kind is ChangeKind.NEW_GAME and change.after.is_won:
            # A won game put back on the table (from the history, a saved game, the next start)
            # says so again, without a second celebration.
            self._show_win(self.game.game.cursor)

    def show_reason(self, message: str) -> None:
        """Say why a move was refused, in the status bar, until the position changes."""
        if message:
            self._reason_shown_at = time.monotonic()
            self._say(message[0].upper() + message[1:], STATUS_MS)

    def _say(self, text: str, timeout_ms: int = 0) -> None:
        """A status message about the position on the table, taken away when it changes."""
        self._said = text
        self.window.statusBar().showMessage(text, timeout_ms)

    def showing_reason(self) -> bool:
        """True for a few seconds after a refused move's reason went to the status bar (card
        hover descriptions must not wipe it at once)."""
        return time.monotonic() - self._reason_shown_at < REASON_HOLD_S

    # --- actions --------------------------------------------------------------------------

    def _new_game(self) -> None:
        game = self.game.game
        waiting = len(game.steps) - game.cursor
        if game.has_moves and not game.is_won and self.settings.get(ASK_BEFORE_LEAVING):
            # A loaded or solved solution is the redo list: starting again would lose it for good.
            lost = [self.tr("You have made %n move(s) in this game.", "", game.cursor)] if game.cursor else []
            if waiting:
                lost.append(self.tr("%n move(s) wait(s) to be redone.", "", waiting))
            # Whole sentences joined: each is translated on its own, none is cut into pieces.
            question = " ".join([*lost, self.tr("Start this deal again and throw them away?")])
            if not self._ask(self.tr("Start This Deal Again?"), question):
                return
        self.game.new_game()

    def _on_animations(self, checked: bool) -> None:
        self.play.animations_enabled = checked
        self.settings.set(ANIMATIONS, checked)

    def set_speed(self, speed: float) -> None:
        """How fast cards fly (1: normal)."""
        if speed not in self.speed_actions:
            speed = 1.0
        self.play.speed = speed
        self.speed_actions[speed].setChecked(True)
        self.settings.set(ANIMATION_SPEED, speed)

    def may_change_deal(self) -> bool:
        """The DealModel's guard: True unless a game with moves is on and the user says No."""
        if not self._leaves_moves():
            return True
        return self._ask(self.tr("Leave This Game?"), self._leave_question())

    def _leave_question(self) -> str:
        if self.requested_deal is not None:
            return self.tr(
                "Another start of freecell-gui asks for deal %1. You have made %n move(s) in this game. "
                "Show deal %1 and leave it? "
                "(It counts as given up, and stays in Game \u203a History to go on with later.)",
                "",
                self.game.move_count,
            ).replace("%1", grouped(self.requested_deal))
        return self.tr(
            "You have made %n move(s) in this game. Show another deal and leave it? "
            "(It counts as given up, and stays in Game \u203a History to go on with later.)",
            "",
            self.game.move_count,
        )

    def follow_request(self, number: int) -> None:
        """A later start asked for deal `number` while the question of an earlier request is
        open: that question now asks for this deal (its answer is for the newest request)."""
        self.requested_deal = number
        if self._question is not None:
            self._question.setText(self._leave_question())

    @property
    def question_open(self) -> bool:
        """True while a question of these actions waits for the player's answer."""
        return self._question is not None

    def may_change_rules(self) -> bool:
        """Asked before the deal on the table is dealt again under other rules (Game > Free
        Cells, Game > Rules): True unless a game with moves is on and the user says No."""
        if not self._leaves_moves():
            return True
        return self._ask(
            self.tr("Change the Rules?"),
            self.tr(
                "You have made %n move(s) in this game. Deal it again under the new rules and leave it? "
                "(It counts as given up, and stays in Game \u203a History to go on with later.)",
                "",
                self.game.move_count,
            ),
        )

    def _leaves_moves(self) -> bool:
        """True if a change would leave a game with moves behind and the player wants asking."""
        return (
            self.game.game.cursor > 0
            and not self.game.position.is_won
            and bool(self.settings.get(ASK_BEFORE_LEAVING))
        )

    def _ask(self, title: str, question: str) -> bool:
        """Yes or No, with "Don't ask again" (which stops both this question and the other)."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.window,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        never = QCheckBox(self.tr("Don't ask again"), box)
        box.setCheckBox(never)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self._question = box
        try:
            answer = box.exec()
        finally:
            self._question = None
        if never.isChecked():
            self.settings.set(ASK_BEFORE_LEAVING, False)
        return answer == QMessageBox.StandardButton.Yes
