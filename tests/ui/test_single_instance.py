"""The single instance's parts without a window: the request line read back whatever a stranger
sends, the lock held by one claim at a time, a second claim that gets no answer, and Qt's
geometry option read and clamped to the screen."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import LAST_DEAL
from freecell_gui.ui.qt_options import Geometry, QtOptionError, one_line, take_geometry
from freecell_gui.ui.single_instance import (
    ANSWER,
    GO,
    LOCK_FILE,
    InstanceServer,
    Request,
    Role,
    claim,
    clear_stale_socket,
)


@given(st.none() | st.integers(1, LAST_DEAL))
def test_a_request_is_read_back_as_sent(deal: int | None) -> None:
    line = Request(deal).line()
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    assert Request.parse(line.rstrip(b"\n")) == Request(deal)


@given(st.binary(max_size=200))
def test_anything_else_on_the_socket_is_no_request_or_a_valid_one(data: bytes) -> None:
    request = Request.parse(data)
    assert request is None or request.deal is None or 1 <= request.deal <= LAST_DEAL


@pytest.mark.parametrize(
    "text", ['{"deal": 0}', '{"deal": true}', '{"deal": "5"}', "[5]", "5", '{"deal": 1e3}']
)
def test_a_deal_out_of_range_or_not_a_number_is_no_request(text: str) -> None:
    assert Request.parse(text.encode()) is None


def test_one_claim_at_a_time_holds_the_lock_and_a_second_without_answer_is_alone(tmp_path: Path) -> None:
    first = claim(tmp_path, Request(617))
    assert first.role is Role.FIRST and first.lock is not None
    second = claim(tmp_path, Request(618), timeout=0.3)
    assert second.role is Role.ALONE and "did not answer" in second.message
    first.lock.release()
    third = claim(tmp_path, Request(619))  # the lock goes with its holder
    assert third.role is Role.FIRST and third.lock is not None
    third.lock.release()


@pytest.mark.parametrize("kind", ["folder", "fifo", "symlink", "dangling symlink"])
def test_a_lock_file_that_is_not_a_file_is_set_aside_and_the_window_is_the_first(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / LOCK_FILE
    target = tmp_path / "elsewhere"
    if kind == "folder":
        path.mkdir()
        (path / "kept").write_text("kept")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        if kind == "symlink":
            target.write_text("not ours")
        path.symlink_to(target)
    claimed = claim(tmp_path, Request(None), timeout=0.3)
    assert claimed.role is Role.FIRST and claimed.lock is not None  # resumes, and is the one window
    assert "was not a file" in claimed.message
    (aside,) = [entry for entry in tmp_path.iterdir() if entry.name.startswith(f"{LOCK_FILE}.unreadable-")]
    if kind == "folder":
        assert (aside / "kept").read_text() == "kept"  # set aside, never deleted
    if kind == "symlink":
        assert target.read_text() == "not ours"  # the link moved, not what it points to
    assert stat.S_ISREG(os.lstat(path).st_mode)
    claimed.lock.release()


def test_a_start_that_gave_up_waiting_leaves_a_request_the_window_never_acts_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from PySide6.QtNetwork import QLocalSocket

    first = claim(tmp_path, Request(None))
    assert first.lock is not None
    server = InstanceServer(first.lock, tmp_path)
    assert server.listen()
    acted: list[Request] = []
    server.requested.connect(acted.append)
    # A start whose timeout passed while the window was frozen: its request is in the socket,
    # but it never says GO (it opened a window of its own for that deal).
    gave_up = QLocalSocket()
    gave_up.connectToServer(server.server_name)
    assert gave_up.waitForConnected(5000)
    gave_up.write(Request(2).line())
    assert gave_up.waitForBytesWritten(5000)
    gave_up.abort()
    # A start still waiting: answered, it says GO, and the window acts on it (this test plays
    # the later start with a socket of the same thread, so it waits with the event loop running).
    waiting = QLocalSocket()
    waiting.connectToServer(server.server_name)
    assert waiting.waitForConnected(5000)
    waiting.write(Request(7).line())
    answer = bytearray()
    waiting.readyRead.connect(lambda: answer.extend(bytes(waiting.readAll().data())))
    qtbot.waitUntil(lambda: bytes(answer) == ANSWER, timeout=60_000)  # a hang guard
    assert not acted  # answered, but not acted on before the GO
    waiting.write(GO)
    qtbot.waitUntil(lambda: bool(acted), timeout=60_000)
    assert acted == [Request(7)]  # the request of the start that gave up was dropped
    server.close()


def test_only_a_socket_of_this_users_is_cleared(tmp_path: Path) -> None:
    taken = tmp_path / "taken"
    taken.write_text("not ours")
    assert not clear_stale_socket(str(taken)) and taken.read_text() == "not ours"
    assert clear_stale_socket(str(tmp_path / "free"))
    import socket

    stale = tmp_path / "stale.socket"
    with socket.socket(socket.AF_UNIX) as listener:
        listener.bind(str(stale))
    assert stat.S_ISSOCK(os.lstat(stale).st_mode)
    assert clear_stale_socket(str(stale)) and not stale.exists()


sizes = st.integers(1, 10**9 - 1)  # nine digits at most, as Qt reads them
offsets = st.integers(-(10**9) + 1, 10**9 - 1)


@given(width=sizes, height=sizes, x=offsets, y=offsets)
def test_any_geometry_asked_is_placed_within_the_screen(width: int, height: int, x: int, y: int) -> None:
    text = f"{width}x{height}{x:+d}{y:+d}"
    geometry = Geometry.parse(text)
    assert (geometry.width, geometry.height, geometry.x, geometry.y) == (width, height, x, y)
    available = QRect(0, 30, 1600, 970)
    placed = geometry.within(QRect(10, 40, 800, 600), available, 300, 200)
    assert available.contains(placed)
    assert placed.width() == min(max(width, 300), 1600) and placed.height() == min(max(height, 200), 970)


@given(st.text(max_size=20))
def test_a_geometry_is_read_or_refused_in_one_line(text: str) -> None:
    try:
        kept, geometry = take_geometry(["-style", "Fusion", "-qwindowgeometry", text])
    except QtOptionError as error:
        assert "\n" not in str(error).replace(repr(text), "")
    else:
        assert kept == ["-style", "Fusion"] and geometry is not None


def test_a_geometry_option_without_a_value_is_refused() -> None:
    with pytest.raises(QtOptionError, match="needs a value"):
        take_geometry(["-geometry"])
    assert take_geometry(["--qwindowgeometry=800x600"])[1] == Geometry(800, 600, None, None)


def test_qts_messages_become_one_line_naming_the_cause() -> None:
    fatal = "This application failed to start...\n\nAvailable platform plugins are: minimal, xcb.\n"
    assert one_line(['Could not find the Qt platform plugin "bogus" in ""', fatal]) == (
        'the window cannot open: no Qt platform plugin is named "bogus" (there are: minimal, xcb)'
    )
    assert one_line(["could not connect to display :9", "xcb-cursor0 is needed", fatal]).endswith(
        "could not connect to display :9"
    )
    assert "\n" not in one_line([fatal])
