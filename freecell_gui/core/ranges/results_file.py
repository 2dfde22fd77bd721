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
from collections.abc import Callable, Collection, Iterator
from pathlib import Path
from types import TracebackType
from typing import Any, BinaryIO, Generic, overload

from freecell_gui.core.ranges.kinds import R, RecordKind
from freecell_gui.core.ranges.record_kinds import SOLVE_RECORDS
from freecell_gui.core.ranges.records import DealRecord, RecordError
from freecell_gui.core.solver import CancelFlag
from freecell_gui.core.system.atomic_file import describe_os_error
from freecell_gui.core.system.nonblocking_io import open_nonblocking, write_all
from freecell_gui.core.system.user_files import file_kind
from freecell_gui.core.system.user_text import shown_path

# A record of a 200-move solution is about 1.5 kB; one of --min-cells --fast may hold a depth-first
# search's first win, hundreds of thousands of moves at worst (deal 12033 with one cell: 34,053).
MAX_LINE_BYTES = 4 * 1024 * 1024

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


class RecordReader(Generic[R]):
    """The records of a binary stream of JSON lines, in order: `solve --out` records unless
    another `kind` is given (kinds.RecordKind).

    A line that is not a record (binary bytes, not JSON, not one of ours, longer than
    MAX_LINE_BYTES) stops the reading with ResultsFileError naming it. A last line with no
    newline that is the beginning of a record (what a write cut short leaves) is skipped, and
    `torn_bytes` says how long it was; `whole_bytes` is the length of everything before it.
    Any other last line with no newline (a line of text, records joined by carriage returns)
    is refused as well: only what this program could have written is ever cut off.
    """

    @overload
    def __init__(
        self: RecordReader[DealRecord], stream: BinaryIO, name: str, stop: CancelFlag | None = None
    ) -> None: ...

    @overload
    def __init__(self, stream: BinaryIO, name: str, stop: CancelFlag | None, kind: RecordKind[R]) -> None: ...

    def __init__(
        self, stream: BinaryIO, name: str, stop: CancelFlag | None = None, kind: RecordKind[Any] | None = None
    ) -> None:
        self._kind: RecordKind[Any] = kind if kind is not None else SOLVE_RECORDS
        self._stream = stream
        self._name = name
        self._stop = stop
        self.stopped = False  # `stop` ended the reading before the file's end
        self.whole_bytes = 0
        self.torn_bytes = 0
        self.lines = 0

    def __iter__(self) -> Iterator[R]:
        while True:
            raw = self._stream.readline(MAX_LINE_BYTES + 1)
            if not raw:
                return
            if not raw.endswith(b"\n"):
                if len(raw) > MAX_LINE_BYTES:
                    raise self._error(f"line {self.lines + 1:,} is longer than {MAX_LINE_BYTES:,} bytes")
                if not self._kind.is_cut(raw):  # text of another program's, or records joined by \r
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
                record: R = self._kind.parse(text)
            except RecordError as error:
                other = self._kind.other_kind(text)
                if other is not None:
                    raise ResultsFileError(
                        f"{self._name}: line {self.lines:,} is {other}, or name a new file"
                    ) from None
                raise self._error(f"line {self.lines:,} is not a record ({error})") from None
            self.whole_bytes += len(raw)
            yield record

    def _error(self, what: str) -> ResultsFileError:
        return ResultsFileError(f"{self._name}: {what}: it is not a file of {self._kind.noun}")


class ResultsFile(Generic[R]):
    """FILE open for records of one `kind` (see the module's docstring): `open_results` makes one."""

    def __init__(
        self, path: Path, descriptor: int, regular: bool, kind: RecordKind[R], created: bool = False
    ) -> None:
        self.kind = kind
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
        refusal: Callable[[R], str | None] | None = None,
    ) -> Iterator[R]:
        """The records already in the file, each checked (see record_checks): one a deal, of
        `deals` if given, and true. The first that is not stops the reading with
        ResultsFileError, and the file is left as it was; so does a record `refusal` refuses
        (one of other rules or options: its answers are not this run's). Once all are read, a half-written
        last line is cut off. A `stop` set meanwhile ends the reading there, nothing cut off,
        and `read_whole` stays False."""
        self.read_whole = False
        if not self.regular:
            self.read_whole = True
            return
        os.lseek(self._descriptor, 0, os.SEEK_SET)
        first_line: dict[int, int] = {}
        with open(self._descriptor, "rb", closefd=False) as stream:
            reader = RecordReader(stream, self.name, stop, self.kind)
            for record in reader:
                if stop is not None and stop.is_set():
                    return
                self._check(record, reader.lines, deals, first_line)
                refused = refusal(record) if refusal is not None else None
                if refused is not None:
                    raise ResultsFileError(
                        f"{self.name}: line {reader.lines:,} {refused}, or name a new file"
                    )
                first_line[record.deal] = reader.lines
                yield record
        if reader.stopped:
            return  # nothing cut off: the reading did not reach the end
        if reader.torn_bytes:
            os.ftruncate(self._descriptor, reader.whole_bytes)
            self.torn_bytes = reader.torn_bytes
        self.read_whole = True

    def _check(self, record: R, line: int, deals: Collection[int] | None, first_line: dict[int, int]) -> None:
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
        problem = self.kind.problem(record)
        if problem is not None:
            raise ResultsFileError(
                f"{where} is not true: {problem}; remove that line (its deal is then solved again), "
                "or name a new file"
            )

    def write(self, record: R) -> None:
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

    def __enter__(self) -> ResultsFile[R]:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self.close()


@overload
def open_results(path: Path, resume: bool) -> ResultsFile[DealRecord]: ...


@overload
def open_results(path: Path, resume: bool, kind: RecordKind[R]) -> ResultsFile[R]: ...


def open_results(path: Path, resume: bool, kind: RecordKind[Any] | None = None) -> ResultsFile[Any]:
    """FILE open for appending records (`solve --out` records unless another `kind` is given),
    by the rules of the module's docstring.

    ResultsFileError (one line) if it cannot be used: `bad_input` for a folder, a file that
    already holds records without `resume`, or `resume` on something that is not a file.
    """
    records: RecordKind[Any] = kind if kind is not None else SOLVE_RECORDS
    name = shown_path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return _create(path, records)
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
        return _write_through(path, name, records)
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
    return ResultsFile(path, descriptor, True, records)


def _create(path: Path, kind: RecordKind[R]) -> ResultsFile[R]:
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
    return ResultsFile(path, descriptor, True, kind, created=True)


def _write_through(path: Path, name: str, kind: RecordKind[R]) -> ResultsFile[R]:
    try:
        descriptor = open_nonblocking(path, os.O_WRONLY)
    except OSError as error:
        raise ResultsFileError(describe_os_error(error, path), bad_input=False) from None
    return ResultsFile(path, descriptor, False, kind)


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
