"""The game saved last, restored for the table: replayed from its deal, or copied aside with one
message when it no longer replays."""

from __future__ import annotations

from pathlib import Path

from freecell_gui.core.game.saved_game import SavedGameError
from freecell_gui.core.history.history_notices import HistoryMessage, HistoryNotice, HistoryProblem
from freecell_gui.core.history.records import GameRecord, Resumed
from freecell_gui.core.system.atomic_file import write_atomically
from freecell_gui.core.system.user_files import aside_path


def restore_last(record: GameRecord | None, history: Path, skipped: str | None) -> Resumed:
    """`record` (the game saved last) restored at its last position. If it does not replay, its
    text is copied beside the `history` file as `game-<id>.txt.unreadable-<date>`, and the
    message says so (after `skipped`, the note on damaged records passed over, if any)."""
    if record is None:
        return Resumed(None, None, None, skipped)
    try:
        saved, game = record.restore()
    except SavedGameError as error:
        aside = aside_path(history.with_name(f"game-{record.id}.txt"))
        try:
            write_atomically(aside, record.text().encode("utf-8", "backslashreplace"))
            message = HistoryNotice(
                f"The last game could not be restored ({error}); it was copied to {aside.name}, "
                "and a new deal begins.",
                HistoryProblem.NOT_RESTORED_COPIED,
                error=error,
                name=aside.name,
            )
        except OSError as os_error:
            message = HistoryNotice(
                f"The last game could not be restored ({error}); it could not be copied aside "
                f"({os_error.strerror}), and a new deal begins.",
                HistoryProblem.NOT_RESTORED_NOT_COPIED,
                error=error,
                errno=os_error.errno,
                detail=str(os_error.strerror),
            )
        return Resumed(record, None, None, HistoryMessage((skipped, message)))
    return Resumed(record, saved, game, skipped)
