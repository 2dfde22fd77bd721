"""The one way the user's files are opened and written without waiting: a FIFO no program reads
is one clear error, a full pipe is waited on, and a stop signal ends that wait."""

from __future__ import annotations

import errno
import os
import signal
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.system.nonblocking_io import NO_READER, open_nonblocking, write_all
from freecell_gui.core.system.stop_signals import Stopped, signals_deferred, stop_on_signals


def test_a_fifo_no_program_reads_is_one_clear_error(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="no program is reading") as caught:
        os.close(open_nonblocking(fifo, os.O_WRONLY))
    assert caught.value.errno == errno.ENXIO and caught.value.strerror == NO_READER


@settings(max_examples=20, deadline=None)
@given(st.binary(max_size=300_000))
def test_everything_reaches_a_slow_reader(data: bytes) -> None:
    reader, writer = os.pipe()
    os.set_blocking(writer, False)
    received = bytearray()

    def read() -> None:
        while chunk := os.read(reader, 4096):
            received.extend(chunk)

    thread = threading.Thread(target=read)
    thread.start()
    try:
        assert write_all(writer, data)
    finally:
        os.close(writer)
        thread.join(30)
        os.close(reader)
    assert bytes(received) == data


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_stop_signal_ends_the_wait_on_a_reader_that_never_reads(number: int) -> None:
    reader, writer = os.pipe()
    os.set_blocking(writer, False)
    timer = threading.Timer(0.3, os.kill, (os.getpid(), number))
    try:
        with pytest.raises(Stopped), stop_on_signals(), signals_deferred():
            timer.start()
            assert write_all(writer, b"x" * 10_000_000) is False  # the pipe holds 64 KB
    finally:
        timer.cancel()
        os.close(writer)
        os.close(reader)
