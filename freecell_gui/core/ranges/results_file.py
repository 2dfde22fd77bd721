"""The JSON Lines file of records that `solve --out FILE` appends to and `--resume` reads back.

Each record is one line written by one write call, so a crash, a power cut or a Ctrl-C leaves
only whole lines, and at worst half of the last one. Reading back (for `--resume`) checks every
whole line (a record as this program writes it, one a deal, of the deals asked for, and true: a
solution replays; see record_checks) and refuses the file, untouched, at the first that is not.
It cuts off a half line only when it is the beginning of a record, so its deal is solved again
and written whole; any other last line without a newline is refused too.

What FILE may be follows the project's writing rule (core/system/atomic_file.py), except that a
regular file is appended to rather than replaced:

* nothing there: created; a regular file: appended to, but only with --resume if it already
  holds something (never two runs' records mixed by mistake), and locked while a run writes it,
  so two runs never write one file at once;
* a pipe (FIFO) or a character device (/dev/null, a terminal): written through, never read back;
* a folder, a disk or a socket: refused.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Collection, Iterator
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

from freecell_gui.core.game.variant import Rules
from freecell_gui.core.ranges.record_checks import record_problem
from freecell_gui.core.ranges.records import DealRecord, RecordError, is_cut_record, parse_record
from freecell_gui.core.solver import CancelFlag
from freecell_gui.core.system.atomic_file import describe_os_error
from freecell_gui.core.system.nonblocking_io import open_nonblocking, write_all
from freecell_gui.core.system.user_files import file_kind
from freecell_gui.core.system.user_text import shown_path

MAX_LINE_BYTES = 64 * 1024  # a record of a 200-move solution is about 1.5 kB

try:
    import fcntl
except ImportError:  # Windows: no advisory locks; two runs on one file are the user's lookout
    fcntl = None  # type: ignore[assignment]


class ResultsFileError(ValueError):
    """FILE cannot be used; the message is one line. `bad_input` tells a mistake in what was
    typed (exit 2) from a failure (exit 1)."""

    def __init__(self, message: str, bad_input: bool = True) -> None:
        super().__init__(message)
        self.bad_input = bad_input


BLANK_LINES_BETWEEN_STOP_CHECKS = 4096  # a stop is seen within some milliseconds of blank lines


class RecordReader:
    """The records of a binary stream of JSON lines, in order.

    A line that is not a record (binary bytes, not JSON, not one of ours, longer than
    MAX_LINE_BYTES) stops the reading with ResultsFileError naming it. A last line with no
    newline that is the beginning of a record (what a write cut short leaves) is skipped, and
    `torn_bytes` says how long it was; `whole_bytes` is the length of everything before it.
    Any other last line with no newline (a line of text, records joined by carriage returns)
    is refused as well: only what this program could have written is ever cut off.
    """

    def __init__(self, stream: BinaryIO, name: str, stop: CancelFlag | None = None) -> None:
        self._stream = stream
        self._name = name
        self._stop = stop
        self.stopped = False  # `stop` ended the reading before the file's end
        self.whole_bytes = 0
        self.torn_bytes = 0
        self.lines = 0

    def __iter__(self) -> Iterator[DealRecord]:
        while True:
            raw = self._stream.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return
            if not raw.endswith(b"\n"):
                if len(raw) > MAX_LINE_BYTES:
                    raise self._error(f"line {self.lines + 1:,} is longer than {MAX_LINE_BYTES:,} bytes")
                if not is_cut_record(raw):  # text of another program's, or records joined by \r
                    raise self._error(
                        f"line {self.lines + 1:,}, the last, has no newline at its end "
                        "and is not a record cut short"
                    )
                self.torn_bytes = len(raw)  # the end of the file: a record half written
                return
            self.lines += 1
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise self._error(f"line {self.lines:,} is not UTF-8 text") from None
            if not text.strip():  # a blank line (an editor's): nothing to read
                self.whole_bytes += len(raw)
                # Millions of them yield no record, where the caller looks at its stop: look here.
                if (
                    self.lines % BLANK_LINES_BETWEEN_STOP_CHECKS == 0
                    and self._stop is not None
                    and self._stop.is_set()
                ):
                    self.stopped = True
                    return
                continue
            try:
                record = parse_record(text)
            except RecordError as error:
                raise self._error(f"line {self.lines:,} is not a record ({error})") from None
            self.whole_bytes += len(raw)
            yield record

    def _error(self, what: str) -> ResultsFileError:
        return ResultsFileError(f"{self._name}: {what}: it is not a file of `solve --out` records")


class ResultsFile:
    """FILE open for records (see the module's docstring): `open_results` makes one."""

    def __init__(self, path: Path, descriptor: int, regular: bool, created: bool = False) -> None:
        self.path = path
        self.name = shown_path(path)
        self._descriptor = descriptor
        self.regular = regular
        self._created = created  # made by this run: removed again if no record went in
        self.torn_bytes = 0  # the half-written last line cut off by read_back, if there was one
        self.read_whole = False  # read_back read every record (no stop cut it short)

    def read_back(
        self,
        deals: Collection[int] | None = None,
        stop: CancelFlag | None = None,
        rules: Rules | None = None,
    ) -> Iterator[DealRecord]:
        """The records already in the file, each checked (see record_checks): one a deal, of
        `deals` if given, and true. The first that is not stops the reading with
        ResultsFileError, and the file is left as it was; so does a record of other `rules` than
        those given (a file is of one variant: its records are not this run's answers). Once all are read, a half-written
        last line is cut off. A `stop` set meanwhile ends the reading there, nothing cut off,
        and `read_whole` stays False."""
        self.read_whole = False
        if not self.regular:
            self.read_whole = True
            return
        os.lseek(self._descriptor, 0, os.SEEK_SET)
        first_line: dict[int, int] = {}
        with open(self._descriptor, "rb", closefd=False) as stream:
            reader = RecordReader(stream, self.name, stop)
            for record in reader:
                if stop is not None and stop.is_set():
                    return
                self._check(record, reader.lines, deals, first_line)
                if rules is not None and record.rules != rules:
                    raise ResultsFileError(
                        f"{self.name}: line {reader.lines:,} is of {record.rules.title}, not of "
                        f"{rules.title}: resume with its --cells and --game, or name a new file"
                    )
                first_line[record.deal] = reader.lines
                yield record
        if reader.stopped:
            return  # nothing cut off: the reading did not reach the end
        if reader.torn_bytes:
            os.ftruncate(self._descriptor, reader.whole_bytes)
            self.torn_bytes = reader.torn_bytes
        self.read_whole = True

    def _check(
        self, record: DealRecord, line: int, deals: Collection[int] | None, first_line: dict[int, int]
    ) -> None:
        where = f"{self.name}: line {line:,}"
        if record.deal in first_line:
            raise ResultsFileError(
                f"{where} is a second record of deal {record.deal:,} (line {first_line[record.deal]:,} "
                f"is the first): keep one of them, or name a new file"
            )
        if deals is not None and record.deal not in deals:
            raise ResultsFileError(
                f"{where} is of deal {record.deal:,}, outside the deals asked for: resume with the "
                "range the file was made for, or name a new file"
            )
        problem = record_problem(record)
        if problem is not None:
            raise ResultsFileError(
                f"{where} is not true: {problem}; remove that line (its deal is then solved again), "
                "or name a new file"
            )

    def write(self, record: DealRecord) -> None:
        """Append `record` as one line, in one write; OSError if it cannot be written. A pipe
        whose reader is slower than the solvers is waited for, unless a stop is pending (the
        record is then not written: a later run solves it again)."""
        write_all(self._descriptor, record.to_line())

    def keep(self) -> None:
        """Keep FILE at close even if no record went in (the run began, and was stopped early):
        a stop leaves the file it was asked for, however early it came."""
        self._created = False

    def close(self) -> None:
        """Let the file go (and its lock). A file this run made and never wrote to (the
        scheduler could not be reached, say) is removed, so no empty FILE is left behind."""
        if self._descriptor < 0:
            return
        try:
            empty = self._created and os.fstat(self._descriptor).st_size == 0
            if empty and os.path.samestat(os.stat(self.path), os.fstat(self._descriptor)):
                os.unlink(self.path)
        except OSError:
            pass  # gone or replaced already: nothing of ours to remove
        finally:
            os.close(self._descriptor)
            self._descriptor = -1

    def __enter__(self) -> ResultsFile:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()


def open_results(path: Path, resume: bool) -> ResultsFile:
    """FILE open for appending records, by the rules of the module's docstring.

    ResultsFileError (one line) if it cannot be used: `bad_input` for a folder, a file that
    already holds records without `resume`, or `resume` on something that is not a file.
    """
    name = shown_path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return _create(path)
    except ValueError:
        raise ResultsFileError(f"cannot use {name}: the name holds a NUL byte") from None
    except OSError as error:
        raise ResultsFileError(describe_os_error(error, path), bad_input=False) from None
    mode = info.st_mode
    if stat.S_ISDIR(mode):
        raise ResultsFileError(f"{name} is a folder: --out wants a file name, such as run.jsonl")
    if stat.S_ISFIFO(mode) or stat.S_ISCHR(mode):
        if resume:
            raise ResultsFileError(f"--resume reads {name} back, but it is {file_kind(mode)}, not a file")
        return _write_through(path, name)
    if not stat.S_ISREG(mode):
        raise ResultsFileError(f"cannot write {name}: it is {file_kind(mode)}, not a file", bad_input=False)
    if info.st_size and not resume:
        raise ResultsFileError(
            f"{name} already holds records: add --resume to go on with them, or name a new file"
        )
    try:
        descriptor = open_nonblocking(path, os.O_RDWR | os.O_APPEND)
    except OSError as error:
        raise ResultsFileError(describe_os_error(error, path), bad_input=False) from None
    try:
        opened = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(opened):  # swapped for something else since it was looked at
            raise ResultsFileError(
                f"cannot write {name}: it is {file_kind(opened)}, not a file", bad_input=False
            )
        _lock(descriptor, name)
    except BaseException:
        os.close(descriptor)
        raise
    return ResultsFile(path, descriptor, regular=True)


def _create(path: Path) -> ResultsFile:
    name = shown_path(path)
    try:
        descriptor = open_nonblocking(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_EXCL)
    except FileNotFoundError:
        raise ResultsFileError(
            f"cannot write {name}: the folder {shown_path(path.parent)} does not exist", bad_input=False
        ) from None
    except OSError as error:
        raise ResultsFileError(describe_os_error(error, path), bad_input=False) from None
    try:
        _lock(descriptor, name)
    except BaseException:
        os.close(descriptor)
        raise
    return ResultsFile(path, descriptor, regular=True, created=True)


def _write_through(path: Path, name: str) -> ResultsFile:
    try:
        descriptor = open_nonblocking(path, os.O_WRONLY)
    except OSError as error:
        raise ResultsFileError(describe_os_error(error, path), bad_input=False) from None
    return ResultsFile(path, descriptor, regular=False)


def _lock(descriptor: int, name: str) -> None:
    if fcntl is None:
        return
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise ResultsFileError(
            f"another run is writing {name} (it is locked): wait for it, or name another file",
            bad_input=False,
        ) from None
    except OSError:
        pass  # a file system without locks (some network ones): go on unlocked
