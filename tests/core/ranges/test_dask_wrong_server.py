"""A --dask address where some other program answers (junk, an HTTP reply, a length field that
claims exabytes) is refused with one RangeRunnerError, never a MemoryError or a traceback."""

from __future__ import annotations

import socket
import struct
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("distributed")

from freecell_gui.core.ranges.dask_cluster import DaskRunner
from freecell_gui.core.ranges.runner import RangeRunnerError


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


def test_a_server_that_accepts_and_stays_silent_is_given_up_on_time() -> None:
    # Dask's own timeout covers the connection, not the handshake: a silent server held the
    # command for ever before the app's own deadline.
    import time

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = int(listener.getsockname()[1])
    started = time.monotonic()
    runner = DaskRunner(f"tcp://127.0.0.1:{port}", connect_seconds=2)
    with listener, pytest.raises(RangeRunnerError) as refused, runner:
        pass
    assert time.monotonic() - started < 6
    assert "\n" not in str(refused.value) and "cannot reach the Dask scheduler" in str(refused.value)
