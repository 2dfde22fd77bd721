"""Why a file cannot be read or written, in the player's language.

The core says it in English for the command line (`UserFileError`, core/system/user_files.py);
the window says each kind as a whole sentence through Qt's translation, from the kind and its
values, never from the English. The system's own reason (strerror, English) is said again from
its errno; a reason this module does not know is named by its errno (ENOSPC), not in English.
In English each sentence reads as the core's, but the system's reason is written lower case,
as it stands inside a sentence (tests/ui/i18n/test_file_messages_languages.py).

Every path a sentence quotes, a file's or a folder's, is `shown_path`'s (escaped, a long one cut
to its start and end), and the values go into a sentence in one pass (`filled`): a path that holds
"%2" is quoted as it is, never read again as a place for the next value.
"""

from __future__ import annotations

import errno as errnos
import os
import re
import stat
from pathlib import Path

from PySide6.QtCore import QObject

from freecell_gui.core.system.user_files import FileKind, FileProblem, UserFileError, file_kind_of
from freecell_gui.core.system.user_text import shown_path
from freecell_gui.ui.i18n.numbers import grouped

__all__ = ["FileMessages", "file_message", "filled", "quoted_path", "write_failure"]

_PLACE = re.compile(r"%([1-9])")


def filled(template: str, *values: str) -> str:
    """`template` (a translated sentence) with %1, %2 ... as `values`, all in one pass: a value
    that holds "%2" (a file named so) is kept as it is. A place with no value stays as written."""

    def value(place: re.Match[str]) -> str:
        index = int(place[1]) - 1
        return values[index] if index < len(values) else place[0]

    return _PLACE.sub(value, template)


def quoted_path(path: str | os.PathLike[str]) -> str:
    """A path (a file's or a folder's) as every message quotes it: escaped, a long one shortened
    to its start and its end (core/system/user_text.py `shown_path`)."""
    return shown_path(os.fspath(path))


class FileMessages(QObject):
    """Why a file cannot be used, as sentences (a QObject for tr)."""

    def say(self, error: UserFileError) -> str:
        """`error` in the player's language."""
        problem = error.problem
        if problem is FileProblem.CANNOT_OPEN:
            return self.cannot_read(error.shown, self.system_reason(error.errno))
        if problem is FileProblem.NUL_IN_NAME:
            text = self.tr("cannot read %1: the name holds a NUL byte")
        elif problem is FileProblem.NOT_A_FILE:
            text = self.not_a_file(error.kind)
        elif problem is FileProblem.TOO_LARGE:
            return filled(
                self.tr("%1 is too large (%2 bytes; at most %3)"),
                error.shown,
                grouped(error.size),
                grouped(error.limit),
            )
        elif problem is FileProblem.GREW_TOO_LARGE:
            return filled(self.tr("%1 is too large (more than %2 bytes)"), error.shown, grouped(error.limit))
        elif problem is FileProblem.NOT_UTF8:
            return self.not_utf8(error.shown, error.byte)
        else:
            text = self.tr("%1 is not a text file (it holds NUL bytes)")
        return filled(text, error.shown)

    def not_utf8(self, shown: str, byte: int) -> str:
        """ "<file> is not UTF-8 text (byte <where>)"."""
        return filled(self.tr("%1 is not UTF-8 text (byte %2)"), shown, grouped(byte))

    def cannot_read(self, shown: str, reason: str) -> str:
        """ "cannot read <path>: <reason>", the reason already in the player's language."""
        return filled(self.tr("cannot read %1: %2"), shown, reason)

    def not_a_file(self, kind: FileKind) -> str:
        """ "%1 is a folder, not a file" and its kin, with %1 for the path."""
        sentences = {
            FileKind.FOLDER: self.tr("%1 is a folder, not a file"),
            FileKind.FIFO: self.tr("%1 is a pipe (FIFO), not a file"),
            FileKind.SOCKET: self.tr("%1 is a socket, not a file"),
            FileKind.DISK_DEVICE: self.tr("%1 is a disk device, not a file"),
            FileKind.DEVICE: self.tr("%1 is a device, not a file"),
        }
        return sentences.get(kind, self.tr("%1 is not a regular file, not a file"))

    def system_reason(self, code: int | None) -> str:
        """The system's reason for `code` (an errno), as a clause inside a sentence."""
        # The English follows glibc's strerror texts, lower case as they stand in a sentence.
        reasons = {
            errnos.ENOENT: self.tr("no such file or directory"),
            errnos.EACCES: self.tr("permission denied"),
            errnos.EPERM: self.tr("operation not permitted"),
            errnos.EISDIR: self.tr("is a directory"),
            errnos.ENOTDIR: self.tr("not a directory"),
            errnos.ELOOP: self.tr("too many levels of symbolic links"),
            errnos.ENAMETOOLONG: self.tr("file name too long"),
            errnos.EIO: self.tr("input/output error"),
            errnos.ENOSPC: self.tr("no space left on device"),
            errnos.EROFS: self.tr("read-only file system"),
            errnos.EDQUOT: self.tr("disk quota exceeded"),
            errnos.EBUSY: self.tr("device or resource busy"),
            errnos.ETXTBSY: self.tr("text file busy"),
            errnos.EMFILE: self.tr("too many open files"),
            errnos.ENXIO: self.tr("no such device or address"),
        }
        if code in reasons:
            return reasons[code]
        name = errnos.errorcode.get(code, "") if code is not None else ""
        return filled(self.tr("the system refuses it (%1)"), name or self.tr("no error code"))

    def cannot_write(self, path: Path, code: int | None) -> str:
        """Why `path` could not be written, from the system's errno `code`."""
        if code == errnos.ENOENT and not os.path.isdir(path.parent):
            return filled(
                self.tr("cannot write %1: the folder %2 does not exist"),
                quoted_path(path),
                quoted_path(path.parent),
            )
        if code in (errnos.EISDIR, errnos.EPERM, errnos.EINVAL):
            # write_atomically refuses what is not a regular file with these: say what it is.
            try:
                mode = os.stat(path).st_mode
            except (OSError, ValueError):
                mode = stat.S_IFREG
            if not stat.S_ISREG(mode):
                return filled(self.cannot_write_kind(file_kind_of(mode)), quoted_path(path))
        return filled(self.tr("cannot write %1: %2"), quoted_path(path), self.system_reason(code))

    def cannot_write_kind(self, kind: FileKind) -> str:
        """ "cannot write %1: it is a folder, not a file" and its kin, with %1 for the path."""
        sentences = {
            FileKind.FOLDER: self.tr("cannot write %1: it is a folder, not a file"),
            FileKind.FIFO: self.tr("cannot write %1: it is a pipe (FIFO), not a file"),
            FileKind.SOCKET: self.tr("cannot write %1: it is a socket, not a file"),
            FileKind.DISK_DEVICE: self.tr("cannot write %1: it is a disk device, not a file"),
            FileKind.DEVICE: self.tr("cannot write %1: it is a device, not a file"),
        }
        return sentences.get(kind, self.tr("cannot write %1: it is not a regular file, not a file"))


def file_message(error: UserFileError) -> str:
    """Why a file cannot be read, as the window says it, in the player's language."""
    return FileMessages().say(error)


def write_failure(path: Path, code: int | None) -> str:
    """Why `path` could not be written (the system's errno `code`), in the player's language."""
    return FileMessages().cannot_write(path, code)
