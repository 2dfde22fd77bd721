"""A --dask address where some other program answers (junk, an HTTP reply, a length field that
claims exabytes) is refused with one RangeRunnerError, never a MemoryError or a traceback, and
leaves nothing behind: no half-made Client that holds the process at exit, no stuck event loop
that keeps the next run from reaching a real scheduler."""

from __future__ import annotations

import socket
import struct
import subprocess
import sys
import threading
import time
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("distributed")

from freecell_gui.core.ranges.dask_cluster import DaskRunner
from freecell_gui.core.ranges.runner import RangeRunnerError
from freecell_gui.core.ranges.solving import SolveSettings


def _serve_once(reply: bytes) -> int:
    """A port on which one connection gets `reply`, then is closed."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)

    def answer() -> None:
        with listener:
            listener.settimeout(10)
            connection, _ = listener.accept()
            with connection:
                connection.sendall(reply)

    threading.Thread(target=answer, daemon=True).start()
    return int(listener.getsockname()[1])


@settings(max_examples=8, deadline=None)
@given(
    frames=st.integers(2**40, 2**64 - 1),
    length=st.integers(2**40, 2**64 - 1),
    tail=st.binary(max_size=64),
)
def test_another_program_at_the_address_is_one_clear_error(frames: int, length: int, tail: bytes) -> None:
    port = _serve_once(struct.pack("<QQ", frames, length) + tail)
    with pytest.raises(RangeRunnerError) as refused, DaskRunner(f"tcp://127.0.0.1:{port}", connect_seconds=3):
        pass
    assert "\n" not in str(refused.value)


def test_an_http_reply_is_one_clear_error() -> None:
    port = _serve_once(b"HTTP/1.0 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
    with pytest.raises(RangeRunnerError), DaskRunner(f"tcp://127.0.0.1:{port}", connect_seconds=3):
        pass


# Far past the 2 s deadline the runner is given, so a busy machine never fails the test; how soon
# it gives up is no promise of speed, only that it gives up at all.
HANG_GUARD_SECONDS = 60


def test_a_server_that_accepts_and_stays_silent_is_given_up_on_time() -> None:
    # Dask's own timeout covers the connection, not the handshake: a silent server held the
    # command for ever before the app's own deadline.
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = int(listener.getsockname()[1])
    started = time.monotonic()
    runner = DaskRunner(f"tcp://127.0.0.1:{port}", connect_seconds=2)
    with listener, pytest.raises(RangeRunnerError) as refused, runner:
        pass
    assert time.monotonic() - started < HANG_GUARD_SECONDS  # given up, not held for ever
    assert "\n" not in str(refused.value) and "cannot reach the Dask scheduler" in str(refused.value)


@pytest.mark.parametrize(
    "reply",
    [struct.pack("<QQ", 2**40, 2**40), struct.pack("<QQ", 2**63, 2**50), b"HTTP/1.0 200 OK\r\n\r\n"],
    ids=["a terabyte frame", "an impossible frame", "HTTP"],
)
def test_the_command_ends_at_once_with_one_line(reply: bytes) -> None:
    # A Client that failed half-made used to wait 10 s at exit, then print a traceback.
    port = _serve_once(reply)
    command = [sys.executable, "-m", "freecell_gui", "solve", "1-3", "--summary", "--dask"]
    result = subprocess.run(
        [*command, f"tcp://127.0.0.1:{port}"],
        capture_output=True,
        text=True,
        timeout=120,  # a hang guard; how soon it ends is a timing, not a test's to judge
        check=False,
    )
    assert result.returncode == 1
    assert result.stderr.count("\n") == 1 and "does not answer as a Dask scheduler" in result.stderr, (
        result.stderr
    )


def test_a_real_scheduler_is_still_reached_after_junk_and_silence(dask_cluster: Any) -> None:
    # A junk frame once left this process's Dask event loop stuck: every later Client timed out.
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(1)
    with silent:
        for address in (
            f"tcp://127.0.0.1:{_serve_once(struct.pack('<QQ', 2**40, 2**40))}",
            f"tcp://127.0.0.1:{_serve_once(struct.pack('<QQ', 2**63, 2**50))}",
            f"tcp://127.0.0.1:{silent.getsockname()[1]}",
        ):
            with pytest.raises(RangeRunnerError), DaskRunner(address, connect_seconds=1):
                pass
    with DaskRunner(dask_cluster.scheduler_address) as runner:
        records = list(runner.records([1, 2, 3], SolveSettings(fast=True), threading.Event()))
    assert sorted(record.deal for record in records) == [1, 2, 3]


@pytest.mark.parametrize("port", ["\u0663", "\uff18\uff17\uff18\uff16", "\u00b3"])
def test_a_port_in_other_scripts_digits_is_not_an_address(port: str) -> None:
    from freecell_gui.core.ranges.dask_cluster import DaskAddressError, scheduler_address

    with pytest.raises(DaskAddressError):
        scheduler_address(f"tcp://127.0.0.1:{port}")
