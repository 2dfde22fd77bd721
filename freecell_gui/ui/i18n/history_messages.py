"""What the game history says (a file set aside, a damaged record, an export refused), in the
player's language.

The history's core gives its English for the command line, and each sentence it makes is a
`HistoryNotice` carrying its kind and values (core/history/history_notices.py); a message of
several is a `HistoryMessage`. The window says each kind here as a whole sentence through Qt's
translation, never by reading the English; an error the history holds of another reader (a
saved game's, a file's) is said by that reader's own messages, the system's reason from its
errno (file_messages.py). In English each sentence reads as the core's, the system's reason
lower case as it stands inside a sentence (tests/ui/i18n/test_history_messages_languages.py).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from freecell_gui.core.game.saved_game_errors import SavedGameError
from freecell_gui.core.history.history_notices import (
    HistoryAction,
    HistoryMessage,
    HistoryNotice,
    HistoryProblem,
    RecordField,
    notice_of,
)
from freecell_gui.core.system.user_files import UserFileError
from freecell_gui.ui.game.saved_game_messages import saved_game_message
from freecell_gui.ui.i18n.file_messages import FileMessages, file_message, write_failure
from freecell_gui.ui.i18n.numbers import grouped

__all__ = ["HistoryMessages", "history_message"]

_P = HistoryProblem


def _capitalized(text: str) -> str:
    return text[:1].upper() + text[1:]


class HistoryMessages(QObject):
    """The history's notices as sentences (a QObject for tr)."""

    def say(self, text: str | BaseException) -> str:
        """`text` in the player's language: each notice it holds said; other text as it is (an
        error: the notice it carries, else its English)."""
        if isinstance(text, BaseException):
            text = notice_of(text)
        if isinstance(text, HistoryMessage):
            return " ".join(self.say(notice) for notice in text.notices)
        if not isinstance(text, HistoryNotice) or text.problem is _P.TEXT:
            return str(text)
        return self._notice(text)

    def _notice(self, notice: HistoryNotice) -> str:
        problem = notice.problem
        reason = self._reason(notice)
        if reason is not None:
            return reason
        record = self._record(notice)
        if record is not None:
            return record
        cause = self.say(notice.cause or "")
        if problem is _P.SET_ASIDE:
            return (
                self.tr("%1; it was moved to %2 and a new one begins.")
                .replace("%2", notice.name)
                .replace("%1", _capitalized(cause))
            )
        if problem is _P.CANNOT_SET_ASIDE:
            return (
                self.tr("%1 and cannot be moved aside: %2")
                .replace("%2", self._system(notice))
                .replace("%1", cause)
            )
        if problem is _P.NEIGHBOUR_SET_ASIDE:
            return (
                self.tr("%1 beside the game history; it was moved to %2.")
                .replace("%2", notice.name)
                .replace("%1", cause)
            )
        if problem is _P.NEIGHBOUR_STUCK:
            return (
                self.tr("the game history cannot be opened: %1 beside it and cannot be moved aside (%2)")
                .replace("%2", self._system(notice))
                .replace("%1", cause)
            )
        if problem is _P.NOT_KEPT_THIS_SESSION:
            return self.tr("%1; games are not kept this session").replace("%1", cause)
        return self._failure(notice)

    def _failure(self, notice: HistoryNotice) -> str:
        problem = notice.problem
        if problem is _P.NEEDS_SQLITE:
            return (
                self.tr("the game history needs SQLite %1 or later; this Python has %2")
                .replace("%2", notice.detail)
                .replace("%1", notice.name)
            )
        if problem is _P.CANNOT_OPEN:
            return self.tr("the game history cannot be opened: %1").replace("%1", notice.detail)
        if problem is _P.CANNOT_KEEP and notice.path is not None:
            return self.tr("the game history cannot be kept: %1").replace(
                "%1", write_failure(notice.path, notice.errno)
            )
        if problem is _P.CANNOT_DO and notice.action is not None:
            return self._cannot(notice.action).replace("%1", notice.detail)
        if problem is _P.RECORD_DAMAGED_DOING and notice.action is not None:
            damaged = self.tr("a record is damaged (%1)").replace("%1", notice.detail)
            return self._cannot(notice.action).replace("%1", damaged)
        if problem is _P.NOT_WRITTEN:
            return self.tr("the game history could not be written (%1)").replace("%1", notice.detail)
        if problem is _P.CANNOT_WRITE_EXPORT and notice.path is not None:
            return write_failure(notice.path, notice.errno)
        error = self._held(notice.error)
        if problem is _P.WIN_NOT_RECORDED:
            return self.tr("the game cannot be recorded as won: %1").replace("%1", error)
        if problem is _P.PENDING_UNREADABLE:
            return (
                self.tr("A game kept while the history was busy could not be read (%1); it is left in %2.")
                .replace("%2", notice.name)
                .replace("%1", error)
            )
        if problem is _P.NOT_RESTORED_COPIED:
            return (
                self.tr(
                    "The last game could not be restored (%1); it was copied to %2, and a new deal begins."
                )
                .replace("%2", notice.name)
                .replace("%1", error)
            )
        if problem is _P.NOT_RESTORED_NOT_COPIED:
            return (
                self.tr(
                    "The last game could not be restored (%1); it could not be copied aside (%2), "
                    "and a new deal begins."
                )
                .replace("%2", self._system(notice))
                .replace("%1", error)
            )
        return str(notice)  # a kind the core gained since: its English rather than nothing

    def _held(self, error: Exception | None) -> str:
        """An error of another reader the notice holds, by that reader's messages."""
        if isinstance(error, SavedGameError):
            return saved_game_message(error)
        if isinstance(error, UserFileError):
            return file_message(error)
        return str(error)

    def _system(self, notice: HistoryNotice) -> str:
        return FileMessages().system_reason(notice.errno)

    def _reason(self, notice: HistoryNotice) -> str | None:
        """Why a file cannot be the history, with its subject ("the game history is damaged")."""
        problem = notice.problem
        history_only = {
            _P.DAMAGED: self.tr("the game history is damaged (%1)"),
            _P.NOT_A_DATABASE: self.tr("the game history is not a readable database (%1)"),
            _P.ANOTHER_PROGRAMS: self.tr("the game history is another program's database"),
        }
        if problem in history_only:
            return history_only[problem].replace("%1", notice.detail)
        if problem is _P.NEWER_SCHEMA:
            return (
                self.tr(
                    "the game history was written by a newer freecell-gui (schema %1; this version reads %2)"
                )
                .replace("%2", str(notice.more))
                .replace("%1", str(notice.number))
            )
        numbered = {
            _P.LACKS_TABLES: self.tr("the game history lacks tables its version (%1) has"),
            _P.UNKNOWN_SCHEMA: self.tr("the game history has a schema version that none ever had (%1)"),
            _P.EXTRA_TABLES: self.tr("the game history has tables its version (%1) does not (%2)"),
        }
        if problem in numbered:
            return numbered[problem].replace("%2", notice.detail).replace("%1", str(notice.number))
        with_subject = {
            _P.IS_FOLDER: self.tr("%1 is a folder"),
            _P.IS_FIFO: self.tr("%1 is a pipe (FIFO)"),
            _P.IS_LINK: self.tr("%1 is a symbolic link"),
            _P.IS_DEVICE: self.tr("%1 is a device or a socket"),
            _P.LINK_TO_NOTHING: self.tr("%1 is a link to a file that does not exist"),
            _P.CANNOT_BE_READ: self.tr("%1 cannot be read (%2)"),
        }
        if problem not in with_subject:
            return None
        subject = notice.subject if notice.subject is not None else self.tr("the game history")
        return with_subject[problem].replace("%2", self._system(notice)).replace("%1", subject)

    def _cannot(self, action: HistoryAction) -> str:
        """ "the game history cannot be read: %1" and its kin."""
        sentences = {
            HistoryAction.BE_DELETED: self.tr("the game history cannot be deleted: %1"),
            HistoryAction.BE_EXPORTED: self.tr("the game history cannot be exported: %1"),
            HistoryAction.OPEN_THE_GAME: self.tr("the game history cannot open the game: %1"),
            HistoryAction.RECORD_THE_GAME: self.tr("the game history cannot record the game: %1"),
            HistoryAction.RECORD_THE_END: self.tr("the game history cannot record the game's end: %1"),
            HistoryAction.RECORD_SOLVER_LENGTH: self.tr(
                "the game history cannot record the solver's length: %1"
            ),
            HistoryAction.SAVE_THE_GAME: self.tr("the game history cannot save the game: %1"),
        }
        return sentences.get(action, self.tr("the game history cannot be read: %1"))

    def _record(self, notice: HistoryNotice) -> str | None:
        """A record the program never wrote, or what is wrong in it."""
        problem = notice.problem
        if problem is _P.RECORD_DAMAGED:
            return (
                self.tr("game %1 of the history is damaged: %2")
                .replace("%2", self.say(notice.cause or ""))
                .replace("%1", notice.detail)
            )
        if problem is _P.RECORDS_SKIPPED:
            first = _capitalized(self.say(notice.cause or ""))
            if not notice.more:
                return self.tr("%1; it is skipped.").replace("%1", first)
            return (
                self.tr("%1 (and %2 more); it is skipped.")
                .replace("%2", grouped(notice.more))
                .replace("%1", first)
            )
        fixed = {
            _P.GAME_NOT_ONE: self.tr("its game is not one"),
            _P.CELLS_NOT_ONE: self.tr("its number of free cells is not one"),
            _P.RESULT_NOT_ONE: self.tr("its result is not one"),
        }
        if problem in fixed:
            return fixed[problem]
        if notice.field is None:
            return None
        if problem is _P.FIELD_NOT_A_DATE or problem is _P.FIELD_VALUE_NOT_A_DATE:
            return self._not_a_date(notice.field, problem is _P.FIELD_VALUE_NOT_A_DATE).replace(
                "%1", notice.detail
            )
        if problem is _P.FIELD_NOT_A_NUMBER:
            return self._not_a_number(notice.field)
        if problem is _P.FIELD_NOT_TEXT:
            return self._not_text(notice.field)
        return None

    def _not_a_date(self, field: RecordField, with_value: bool) -> str:
        if with_value:
            sentences = {
                RecordField.END: self.tr("its end %1 is not a date"),
                RecordField.SAVE: self.tr("its save %1 is not a date"),
            }
            return sentences.get(field, self.tr("its start %1 is not a date"))
        sentences = {
            RecordField.END: self.tr("its end is not a date"),
            RecordField.SAVE: self.tr("its save is not a date"),
        }
        return sentences.get(field, self.tr("its start is not a date"))

    def _not_a_number(self, field: RecordField) -> str:
        sentences = {
            RecordField.DEAL: self.tr("its deal is not a whole number"),
            RecordField.CURSOR: self.tr("its cursor is not a whole number"),
            RecordField.HINT_FLAG: self.tr("its hint flag is not a whole number"),
            RecordField.SOLVER_FLAG: self.tr("its solver flag is not a whole number"),
            RecordField.WIN_LENGTH: self.tr("its win's length is not a whole number"),
        }
        return sentences.get(field, self.tr("its id is not a whole number"))

    def _not_text(self, field: RecordField) -> str:
        sentences = {
            RecordField.AUTOPLAY: self.tr("its autoplay rule is not text"),
            RecordField.MOVES: self.tr("its moves is not text"),
            RecordField.REDO: self.tr("its moves to redo is not text"),
        }
        return sentences.get(field, self.tr("its board is not text"))


def history_message(text: str | BaseException) -> str:
    """What the history says (`text`, a notice, a message of several, or plain text), as the
    window says it, in the player's language."""
    return HistoryMessages().say(text)
