"""The game saved last, restored for the table: replayed from its deal, or copied aside with one
message when it no longer replays."""

from __future__ import annotations

from pathlib import Path

from freecell_gui.core.game.saved_game import SavedGameError
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
            kept = f"it was copied to {aside.name}"
        except OSError as os_error:
            kept = f"it could not be copied aside ({os_error.strerror})"
        message = f"The last game could not be restored ({error}); {kept}, and a new deal begins."
        return Resumed(record, None, None, " ".join(filter(None, (skipped, message))))
    return Resumed(record, saved, game, skipped)
