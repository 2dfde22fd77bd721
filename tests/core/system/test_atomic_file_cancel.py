"""A write cancelled by its caller (`write_atomically(..., cancelled=...)`): a write waiting on a
pipe whose reader never reads ends (its thread with it), and a regular file is left whole or
untouched, with no temporary file beside it, whenever the cancel comes."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.system import atomic_file
from freecell_gui.core.system.atomic_file import WriteCancelledError, write_atomically
from freecell_gui.core.system.nonblocking_io import write_all
from tests.ui.stalled_pipe import stalled_pipe

HANG_GUARD_S = 10.0
"""A stalled pipe is drained after this long whatever happens: a write that ignored the cancel
makes the test fail, not hang."""


def test_a_cancel_ends_the_wait_on_a_reader_that_never_reads() -> None:
    reader, writer = os.pipe()
    os.set_blocking(writer, False)
    cancel = threading.Event()
    timer = threading.Timer(0.2, cancel.set)
    try:
        timer.start()
        assert write_all(writer, b"x" * 10_000_000, cancel.is_set) is False  # the pipe holds 64 KB
    finally:
        timer.cancel()
        os.close(writer)
        os.close(reader)


def test_a_cancelled_write_to_a_stalled_pipe_ends_its_thread(tmp_path: Path) -> None:
    errors: list[BaseException] = []
    cancel = threading.Event()

    def write() -> None:
        try:
            write_atomically(pipe.path, b"the moves\n" * 10_000, cancel.is_set)
        except BaseException as error:
            errors.append(error)

    with stalled_pipe(tmp_path) as pipe:
        pipe.drain_later(HANG_GUARD_S)
        thread = threading.Thread(target=write, daemon=True)
        thread.start()
        thread.join(0.3)
        assert thread.is_alive(), "the write should wait on the full pipe"
        cancel.set()
        thread.join(HANG_GUARD_S / 2)
        assert not thread.is_alive(), "the cancelled write went on waiting"
        assert not pipe.drained.is_set(), "the write ended only because the pipe was read"
    assert len(errors) == 1 and isinstance(errors[0], WriteCancelledError)


def test_a_write_cancelled_before_it_starts_touches_nothing(tmp_path: Path) -> None:
    target = tmp_path / "game.fcgame"
    with pytest.raises(WriteCancelledError):
        write_atomically(target, b"x", lambda: True)
    assert list(tmp_path.iterdir()) == []


def test_without_a_cancel_hook_nothing_changes(tmp_path: Path) -> None:
    target = tmp_path / "game.fcgame"
    write_atomically(target, b"x" * 3_000_000, None)
    assert target.read_bytes() == b"x" * 3_000_000


# The cancel hook says "stop" on its n-th question, whenever that falls (between chunks of the
# temporary file, before the rename, never): the file is the old one or the new one, whole.
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    size=st.integers(0, 3 * atomic_file._FILE_CHUNK + 10),
    stop_at=st.integers(1, 8),
    existing=st.booleans(),
)
def test_a_cancel_at_any_question_leaves_a_regular_file_whole_or_untouched(
    tmp_path_factory: pytest.TempPathFactory, size: int, stop_at: int, existing: bool
) -> None:
    folder = tmp_path_factory.mktemp("cancel")
    target = folder / "game.fcgame"
    if existing:
        target.write_bytes(b"the old game")
    data = b"n" * size
    asked = 0

    def cancelled() -> bool:
        nonlocal asked
        asked += 1
        return asked >= stop_at

    try:
        write_atomically(target, data, cancelled)
    except WriteCancelledError:
        if existing:
            assert target.read_bytes() == b"the old game"
        else:
            assert not target.exists()
    else:
        assert target.read_bytes() == data
    assert [path.name for path in folder.iterdir()] == (["game.fcgame"] if target.exists() else [])
