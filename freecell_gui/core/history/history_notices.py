"""What the history says to the player, as a kind and its values beside the English.

The history's errors and messages are English strings for the command line (`str(error)`, a
store's `message`); each one the history makes is a `HistoryNotice`: a `str` whose text is that
English, byte for byte, which also carries its kind (`HistoryProblem`) and values, so the window
says it as a whole sentence in the player's language (ui/i18n/history_messages.py) without
reading the English. Sentences said together (the opening's message) are a `HistoryMessage`, a
`str` of the sentences joined by a space that keeps each one's notice.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum
from pathlib import Path
from typing import Any

from freecell_gui.core.system.atomic_file import describe_os_error


class HistoryProblem(Enum):
    """What a history notice says. The values each kind fills are in its comment."""

    # Why a file cannot be the history; `subject` names it (None: the history itself).
    DAMAGED = "damaged"  # detail: SQLite's quick check line
    NOT_A_DATABASE = "not a database"  # detail: SQLite's message
    NEWER_SCHEMA = "newer schema"  # number: the file's schema; more: this version's
    LACKS_TABLES = "lacks tables"  # number: the schema version
    UNKNOWN_SCHEMA = "unknown schema"  # number: the version written
    ANOTHER_PROGRAMS = "another program's"  # no values
    EXTRA_TABLES = "extra tables"  # number: the version written; detail: SQLite's message
    CANNOT_BE_READ = "cannot be read"  # errno; detail: the system's reason, in English
    IS_FOLDER = "is a folder"
    IS_FIFO = "is a pipe"
    IS_LINK = "is a symbolic link"
    IS_DEVICE = "is a device or a socket"
    LINK_TO_NOTHING = "link to nothing"
    # What happened to such a file.
    SET_ASIDE = "set aside"  # cause: the reason; name: where it went
    CANNOT_SET_ASIDE = "cannot set aside"  # cause: the reason; errno; detail: the system's reason
    NEIGHBOUR_SET_ASIDE = "neighbour set aside"  # cause: the reason (subject: its name); name: where
    NEIGHBOUR_STUCK = "neighbour stuck"  # cause: the reason (subject: its name); errno; detail
    # The history cannot be used.
    NEEDS_SQLITE = "needs SQLite"  # name: the version needed; detail: this Python's
    CANNOT_OPEN = "cannot be opened"  # detail: SQLite's message
    CANNOT_KEEP = "cannot be kept"  # path: the folder; errno
    CANNOT_DO = "cannot do"  # action; detail: SQLite's message
    RECORD_DAMAGED_DOING = "a record damaged while doing"  # action; detail: the value's error
    WIN_NOT_RECORDED = "win not recorded"  # error: the SavedGameError
    NOT_KEPT_THIS_SESSION = "not kept this session"  # cause: why (a notice, or English text)
    PENDING_UNREADABLE = "pending game unreadable"  # error: a UserFileError or SavedGameError; name
    NOT_RESTORED_COPIED = "not restored, copied"  # error: the SavedGameError; name: the copy
    NOT_RESTORED_NOT_COPIED = "not restored, not copied"  # error; errno; detail: the system's reason
    CANNOT_WRITE_EXPORT = "cannot write the export"  # path; errno; detail: the system's reason
    NOT_WRITTEN = "not written"  # detail: the unforeseen error, by its type and text
    # A record the program never wrote (changed by hand).
    RECORD_DAMAGED = "record damaged"  # number: the record's id; cause: what is wrong in it
    FIELD_NOT_A_DATE = "field not a date"  # field
    FIELD_VALUE_NOT_A_DATE = "field value not a date"  # field; detail: the value, quoted
    FIELD_NOT_A_NUMBER = "field not a whole number"  # field
    FIELD_NOT_TEXT = "field not text"  # field
    GAME_NOT_ONE = "game not one"
    CELLS_NOT_ONE = "cells not one"
    RESULT_NOT_ONE = "result not one"
    RECORDS_SKIPPED = "records skipped"  # cause: the first record's; more: how many more
    # Text that is not a notice (kept as written).
    TEXT = "text"


class HistoryAction(Enum):
    """What the store was doing when SQLite failed ("the game history cannot be read")."""

    BE_READ = "be read"
    BE_DELETED = "be deleted"
    BE_EXPORTED = "be exported"
    OPEN_THE_GAME = "open the game"
    RECORD_THE_GAME = "record the game"
    RECORD_THE_END = "record the game's end"
    RECORD_SOLVER_LENGTH = "record the solver's length"
    SAVE_THE_GAME = "save the game"


class RecordField(Enum):
    """A column of a record, as its damage names it ("its start is not a date")."""

    ID = "id"
    DEAL = "deal"
    BOARD = "board"
    START = "start"
    END = "end"
    SAVE = "save"
    AUTOPLAY = "autoplay rule"
    MOVES = "moves"
    REDO = "moves to redo"
    CURSOR = "cursor"
    HINT_FLAG = "hint flag"
    SOLVER_FLAG = "solver flag"
    WIN_LENGTH = "win's length"


class HistoryNotice(str):
    """One sentence (or clause) of the history: its English text, with its kind and values."""

    problem: HistoryProblem
    subject: str | None
    detail: str
    name: str
    number: int
    more: int
    errno: int | None
    path: Path | None
    action: HistoryAction | None
    field: RecordField | None
    cause: str | None
    error: Exception | None

    def __new__(cls, english: str, problem: HistoryProblem, **values: Any) -> HistoryNotice:
        notice = super().__new__(cls, english)
        notice.problem = problem
        notice.subject = values.pop("subject", None)
        notice.detail = values.pop("detail", "")
        notice.name = values.pop("name", "")
        notice.number = values.pop("number", 0)
        notice.more = values.pop("more", 0)
        notice.errno = values.pop("errno", None)
        notice.path = values.pop("path", None)
        notice.action = values.pop("action", None)
        notice.field = values.pop("field", None)
        notice.cause = values.pop("cause", None)
        notice.error = values.pop("error", None)
        if values:
            raise TypeError(f"unknown values of a history notice: {', '.join(values)}")
        return notice

    def __reduce__(self) -> tuple[Any, ...]:
        return (str, (str(self),))  # copied or pickled, it is its English


class HistoryMessage(str):
    """Sentences said together, joined by a space, each kept as its notice."""

    notices: tuple[HistoryNotice, ...]

    def __new__(cls, parts: Iterable[str | None]) -> HistoryMessage:
        notices: list[HistoryNotice] = []
        for part in parts:
            if isinstance(part, HistoryMessage):
                notices.extend(part.notices)
            elif isinstance(part, HistoryNotice):
                notices.append(part)
            elif part:
                notices.append(HistoryNotice(part, HistoryProblem.TEXT))
        message = super().__new__(cls, " ".join(notices))
        message.notices = tuple(notices)
        return message

    def __reduce__(self) -> tuple[Any, ...]:
        return (str, (str(self),))


def notice_of(error: BaseException) -> str:
    """The notice an error of the history carries (its first argument), else its English."""
    held = error.args[0] if error.args else None
    return held if isinstance(held, HistoryNotice) else str(error)


def cannot_keep(folder: Path, error: OSError) -> HistoryNotice:
    """The history's folder cannot be made."""
    return HistoryNotice(
        f"the game history cannot be kept: {describe_os_error(error, folder)}",
        HistoryProblem.CANNOT_KEEP,
        path=folder,
        errno=error.errno,
    )


def set_aside(reason: str, aside: str) -> HistoryNotice:
    """The history was moved to `aside` for `reason` ("is damaged (...)")."""
    return HistoryNotice(
        f"The game history {reason}; it was moved to {aside} and a new one begins.",
        HistoryProblem.SET_ASIDE,
        cause=reason,
        name=aside,
    )


def cannot_set_aside(reason: str, error: OSError) -> HistoryNotice:
    """The history cannot be used for `reason`, nor moved aside."""
    return HistoryNotice(
        f"the game history {reason} and cannot be moved aside: {error.strerror}",
        HistoryProblem.CANNOT_SET_ASIDE,
        cause=reason,
        errno=error.errno,
        detail=str(error.strerror),
    )


def cannot_do(action: HistoryAction, said: str) -> HistoryNotice:
    """SQLite refused `action` with the message `said`."""
    return HistoryNotice(
        f"the game history cannot {action.value}: {said}",
        HistoryProblem.CANNOT_DO,
        action=action,
        detail=said,
    )


def record_damaged_doing(action: HistoryAction, error: ValueError) -> HistoryNotice:
    """A record's value broke `action`."""
    return HistoryNotice(
        f"the game history cannot {action.value}: a record is damaged ({error})",
        HistoryProblem.RECORD_DAMAGED_DOING,
        action=action,
        detail=str(error),
    )


def win_not_recorded(error: Exception) -> HistoryNotice:
    """A won game's moves do not replay (its length cannot be counted)."""
    return HistoryNotice(
        f"the game cannot be recorded as won: {error}", HistoryProblem.WIN_NOT_RECORDED, error=error
    )


def export_not_written(path: Path, error: OSError) -> HistoryNotice:
    """The CSV export cannot be written at `path`."""
    return HistoryNotice(
        describe_os_error(error, path),
        HistoryProblem.CANNOT_WRITE_EXPORT,
        path=path,
        errno=error.errno,
        detail=error.strerror or str(error),
    )


def not_kept(why: str) -> HistoryNotice:
    """No history this session, for `why` (a notice, or an error's English)."""
    return HistoryNotice(
        f"{why}; games are not kept this session", HistoryProblem.NOT_KEPT_THIS_SESSION, cause=why
    )


def not_written(error: Exception) -> HistoryNotice:
    """A write failed for a reason no one foresaw (a bug): said, and the saves go on."""
    detail = f"{type(error).__name__}: {error}"
    return HistoryNotice(
        f"the game history could not be written ({detail})", HistoryProblem.NOT_WRITTEN, detail=detail
    )
