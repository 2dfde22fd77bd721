"""Solving a range on a Dask distributed cluster (`solve A-B --summary --dask ADDRESS`).

The deals go to the scheduler in chunks of up to CHUNK_DEALS; each worker solves a chunk with
the same solver and settings as a local run and sends back its records, which stream to the
caller as chunks finish. A worker that dies mid-chunk loses nothing but time: the scheduler
gives the chunk to another worker, and since records travel only with a finished chunk, no
deal is reported twice. A stop sets a Dask Event that the workers' solvers watch, so chunks
under way return what they finished within a second; the rest are cancelled.

Dask is an optional dependency (`pip install 'freecell-gui[cluster]'`), imported only here and
only when a cluster is asked for; the standalone executable does not bundle it.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import math
import re
import sys
import threading
import time
import uuid
import warnings
from collections.abc import Collection, Generator, Iterator
from itertools import islice
from types import TracebackType
from typing import Any

from freecell_gui import __version__
from freecell_gui.core.ranges.kinds import R, RangeWork
from freecell_gui.core.ranges.runner import RangeRunnerError
from freecell_gui.core.solver import CancelFlag

INSTALL_HINT = "pip install 'freecell-gui[cluster]'"
DEFAULT_PORT = 8786
CONNECT_SECONDS = 5.0
CHUNK_DEALS = 200  # at ~16 ms a deal (--fast), 3 s of work against ~1 ms of scheduling
MIN_CHUNK_DEALS = 10
WAIT_SECONDS = 0.1
POLL_SECONDS = 0.01
STOP_GRACE_SECONDS = 1.0
STOP_CHECK_SECONDS = 0.25  # how often a worker asks the scheduler whether the run was stopped
_ADDRESS = re.compile(
    r"(?:(tcp|tls)://)?(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}))(?::(\d{1,5}))?", re.ASCII
)


class DaskMissingError(RuntimeError):
    """Dask is not installed here; the message says how to install it."""


class DaskAddressError(ValueError):
    """Not a scheduler's address; the message says what one looks like."""


class NotASchedulerError(RuntimeError):
    """The server at the address answered, but not as a Dask scheduler."""


def scheduler_address(text: str) -> str:
    """The scheduler's address in full (tcp://HOST:PORT or tls://HOST:PORT); DaskAddressError if
    `text` is not one. A bare HOST or HOST:PORT means tcp, and port 8786, Dask's own."""
    example = f"give a scheduler's address such as tcp://10.0.0.5:{DEFAULT_PORT}"
    match = _ADDRESS.fullmatch(text.strip()) if len(text) <= 300 else None
    if match is None:
        raise DaskAddressError(f"--dask: not an address: {example}")
    scheme, host, port = match.group(1) or "tcp", match.group(2), match.group(3)
    number = int(port) if port is not None else DEFAULT_PORT
    if not 1 <= number <= 65535:
        raise DaskAddressError(f"--dask: port {number} is not a port (1 to 65535): {example}")
    return f"{scheme}://{host}:{number}"


def chunk_size(deals: int, workers: int) -> int:
    """Deals a chunk: about four chunks a worker for a short range, CHUNK_DEALS for a long one."""
    return max(MIN_CHUNK_DEALS, min(CHUNK_DEALS, math.ceil(deals / (4 * max(1, workers)))))


def installed_build() -> tuple[str, bool]:
    """On a worker: this package's version, and whether its compiled solver runs."""
    from freecell_gui.core.solver.beam import is_compiled

    return __version__, is_compiled()


class _RunStopped:
    """A worker's view of the run's stop Event, asked of the scheduler at most every 0.25 s."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._event: Any = None
        self._next = 0.0
        self._set = False

    def is_set(self) -> bool:
        if self._set:
            return True
        now = time.monotonic()
        if now >= self._next:
            self._next = now + STOP_CHECK_SECONDS
            with contextlib.suppress(Exception):  # a missed check only delays the stop
                if self._event is None:
                    self._event = _distributed().Event(self._name)
                self._set = bool(self._event.is_set())
        return self._set


def solve_cluster_chunk(numbers: list[int], settings: RangeWork[R], stop_name: str) -> list[R]:
    """On a Dask worker: the records of `numbers` (`settings`' work), up to the run's stop if it is stopped."""
    return list(settings.deal_records(numbers, _RunStopped(stop_name)))


class DaskRunner:
    """Solves a range on the workers of the Dask scheduler at `address` (see the module's docstring)."""

    def __init__(
        self, address: str, connect_seconds: float = CONNECT_SECONDS, chunk: int | None = None
    ) -> None:
        self.address = address
        self.connect_seconds = connect_seconds
        self.chunk = chunk
        self.workers = 0
        self.pure_python_workers = 0
        self._client: Any = None

    @property
    def description(self) -> str:
        """Where the deals are solved."""
        return (
            f"the Dask scheduler at {self.address} ({self.workers} worker{'' if self.workers == 1 else 's'})"
        )

    def __enter__(self) -> DaskRunner:
        try:
            distributed = _distributed()
        except ImportError:
            if getattr(sys, "frozen", False):
                raise DaskMissingError(
                    f"--dask needs Dask, which the standalone executable leaves out: install the app with {INSTALL_HINT}"
                ) from None
            raise DaskMissingError(f"--dask needs Dask, which is not installed: {INSTALL_HINT}") from None
        _quiet_dask()
        if self.address.startswith("tls://"):
            _check_tls_settings(importlib.import_module("dask.config"))
        try:
            self._client = self._connect(distributed)
        except (OSError, TimeoutError) as error:  # refused, unreachable, or silent
            raise RangeRunnerError(
                f"cannot reach the Dask scheduler at {self.address} within {self.connect_seconds:g} s "
                f"({_reason(error)})"
            ) from None
        except Exception as error:  # junk read as frames (a MemoryError for a length in exabytes)
            raise RangeRunnerError(
                f"the server at {self.address} does not answer as a Dask scheduler ({_reason(error)})"
            ) from None
        try:
            self._check_workers()
        except BaseException:
            self._close()
            raise
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None
    ) -> None:
        self._close()

    def _connect(self, distributed: Any) -> Any:
        """A Client of the scheduler, made on a thread of its own with a deadline, and only once
        a connection of our own has had a scheduler's answer (_ask_identity): a Client that fails
        half-made (junk read as a frame, a silent server, which Dask's `timeout` does not cover)
        holds the process for seconds at exit and prints a traceback. TimeoutError past the
        deadline (the thread is a daemon, which ends with the process)."""
        made: list[Any] = []
        failed: list[BaseException] = []

        def connect() -> None:
            try:
                asyncio.run(self._ask_identity())
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")  # version notes about the scheduler's packages
                    made.append(
                        distributed.Client(self.address, timeout=self.connect_seconds, set_as_default=False)
                    )
            except BaseException as error:  # handed to the caller's thread
                failed.append(error)

        thread = threading.Thread(target=connect, name="freecell-gui dask connect", daemon=True)
        thread.start()
        deadline = time.monotonic() + 2 * self.connect_seconds + 1.0  # the question, then the Client
        while thread.is_alive() and time.monotonic() < deadline:
            thread.join(0.1)  # short waits: a stop signal's handler runs between them
        if failed:
            raise failed[0]
        if not made:
            raise TimeoutError(f"no answer as a Dask scheduler within {self.connect_seconds:g} s")
        return made[0]

    async def _ask_identity(self) -> None:
        """Connect, shake hands and ask the server who it is, all within `connect_seconds`;
        NotASchedulerError unless it says it is a Dask scheduler."""
        comm = importlib.import_module("distributed.comm")
        security = importlib.import_module("distributed.security").Security()

        async def ask() -> Any:
            connection = await comm.connect(
                self.address, timeout=self.connect_seconds, **security.get_connection_args("client")
            )
            try:
                await connection.write({"op": "identity", "reply": True})
                return await connection.read()
            finally:
                connection.abort()

        answer = await asyncio.wait_for(ask(), self.connect_seconds)
        kind = answer.get("type") if isinstance(answer, dict) else None
        if not (isinstance(kind, str) and kind.endswith("Scheduler")):
            raise NotASchedulerError(
                f"it answers as {kind!r}" if isinstance(kind, str) else "its answer is no identity"
            )

    def _close(self) -> None:
        if self._client is not None:
            with contextlib.suppress(Exception):
                self._client.close(timeout=2)
            self._client = None

    def _check_workers(self) -> None:
        try:
            builds: dict[str, tuple[str, bool]] = self._client.run(installed_build)
        except Exception as error:
            raise RangeRunnerError(
                f"the workers of {self.address} cannot run freecell-gui ({_reason(error)}): "
                f"install it on every worker, version {__version__}: {INSTALL_HINT}"
            ) from None
        other = sorted({version for version, _ in builds.values() if version != __version__})
        if other:
            raise RangeRunnerError(
                f"workers of {self.address} run freecell-gui {', '.join(other)}, this is {__version__}: "
                "install the same version everywhere, so every deal is solved the same way"
            )
        self.workers = len(builds)
        self.pure_python_workers = sum(1 for _, compiled in builds.values() if not compiled)

    def _window(self) -> int:
        with contextlib.suppress(Exception):
            self.workers = len(self._client.nthreads())
        return max(8, 3 * self.workers)

    def records(
        self, deals: Collection[int], settings: RangeWork[R], stop: CancelFlag
    ) -> Generator[R, None, None]:
        """See RangeRunner.records."""
        distributed = _distributed()
        client = self._client
        if client is None:
            raise RuntimeError("use the runner in a with block")
        run = uuid.uuid4().hex
        stop_name = f"freecell-gui-stop-{run}"
        size = self.chunk or chunk_size(len(deals), self.workers)
        numbers = iter(deals)
        pending: set[Any] = set()
        seen: set[int] = set()

        def top_up() -> None:
            window = self._window()
            while len(pending) < window:
                chunk = list(islice(numbers, size))
                if not chunk:
                    return
                key = f"freecell-gui-solve-{chunk[0]}-{chunk[-1]}-{run}"
                pending.add(
                    client.submit(solve_cluster_chunk, chunk, settings, stop_name, key=key, pure=False)
                )

        def finished(done: set[Any]) -> Iterator[R]:
            for future in done:
                record: R
                for record in _chunk_records(future):
                    if record.deal not in seen:  # never twice, whatever the cluster did
                        seen.add(record.deal)
                        yield record

        try:
            top_up()
            while pending and not stop.is_set():
                done = _wait_for_any(pending, WAIT_SECONDS)
                if done:
                    pending.difference_update(done)
                    top_up()
                    yield from finished(done)
            if pending:  # stopped: chunks under way return what they finished
                distributed.Event(stop_name, client=client).set()
                deadline = time.monotonic() + STOP_GRACE_SECONDS
                while pending and time.monotonic() < deadline:
                    done = _wait_for_any(pending, WAIT_SECONDS)
                    pending.difference_update(done)
                    yield from finished(done)
        finally:
            if pending:
                with contextlib.suppress(Exception):
                    distributed.Event(stop_name, client=client).set()
                    client.cancel(list(pending), force=True)


TLS_SETTINGS = {
    "distributed.comm.tls.ca-file": "DASK_DISTRIBUTED__COMM__TLS__CA_FILE",
    "distributed.comm.tls.client.cert": "DASK_DISTRIBUTED__COMM__TLS__CLIENT__CERT",
}


def _check_tls_settings(config: Any) -> None:
    """A tls:// scheduler needs this side's certificates, from Dask's configuration (a file, or
    the environment variables the README shows); DaskAddressError naming what is missing."""
    missing = [variable for key, variable in TLS_SETTINGS.items() if not config.get(key, None)]
    if missing:
        raise DaskAddressError(
            f"--dask tls:// needs this side's certificates: set {' and '.join(missing)} "
            "(and ..._CLIENT__KEY if the key is in a file of its own)"
        )


def _wait_for_any(futures: set[Any], seconds: float) -> set[Any]:
    """The futures that are done, waiting up to `seconds` for one to be. A future's state is kept
    up to date by the client's own thread, so looking at it costs no message to the scheduler."""
    deadline = time.monotonic() + seconds
    while True:
        done = {future for future in futures if future.done()}
        if done or time.monotonic() >= deadline:
            return done
        time.sleep(POLL_SECONDS)


def _chunk_records(future: Any) -> list[Any]:
    status = future.status
    if status == "finished":
        records: list[Any] = future.result()
        return records
    if status == "error":
        error = future.exception()
        raise RangeRunnerError(f"a chunk of deals failed on the cluster: {_reason(error)}")
    raise RangeRunnerError(
        f"the cluster lost a chunk of deals ({status}): the scheduler went away or restarted"
    )


def _distributed() -> Any:
    """Dask's distributed package (ImportError without it), typed loosely: it has no type hints."""
    return importlib.import_module("distributed")


def _reason(error: BaseException) -> str:
    text = str(error).strip().splitlines()[0] if str(error).strip() else ""
    name = type(error).__name__
    return f"{name}: {text[:200]}" if text else name


def _quiet_dask() -> None:
    # Dask logs its reconnection attempts and shutdown notes on standard error, which is this
    # command's own: keep to errors that matter.
    # Above CRITICAL: Dask logs a reply it cannot decode at CRITICAL, with a traceback; the
    # command's own line says what went wrong.
    for name in ("distributed", "distributed.client", "distributed.comm", "distributed.core"):
        logging.getLogger(name).setLevel(logging.CRITICAL + 1)
