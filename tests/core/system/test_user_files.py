"""Files the user names: only regular files of bounded size, read without ever hanging."""

from __future__ import annotations

import os
import socket
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.system.user_files import (
    UserFileError,
    aside_path,
    check_regular_file,
    read_user_bytes,
    read_user_text,
)


def test_reads_utf8_with_or_without_a_byte_order_mark(tmp_path: Path) -> None:
    plain = tmp_path / "plain.txt"
    plain.write_bytes("QS \u2660\n".encode())
    marked = tmp_path / "marked.txt"
    marked.write_bytes(b"\xef\xbb\xbf" + "QS \u2660\n".encode())
    assert read_user_text(plain, 100) == "QS \u2660\n"
    assert read_user_text(marked, 100) == "QS \u2660\n"


def test_refuses_a_fifo_without_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(UserFileError, match="pipe"):  # opened, it would wait for a writer for ever
        read_user_text(fifo, 1000)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_refuses_devices(device: str) -> None:
    with pytest.raises(UserFileError, match="device"):
        read_user_bytes(Path(device), 1000)


def test_refuses_folders_sockets_and_missing_files(tmp_path: Path) -> None:
    with pytest.raises(UserFileError, match="folder"):
        read_user_text(tmp_path, 1000)
    with pytest.raises(UserFileError, match="cannot read"):
        read_user_text(tmp_path / "missing.txt", 1000)
    sock_path = tmp_path / "s"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(sock_path))
        with pytest.raises(UserFileError, match="socket"):
            read_user_text(sock_path, 1000)


def test_a_nul_byte_in_the_name_is_a_clear_error() -> None:
    with pytest.raises(UserFileError, match="NUL"):
        read_user_text(Path("/tmp/a\x00b"), 1000)


def test_caps_the_size(tmp_path: Path) -> None:
    big = tmp_path / "big.txt"
    big.write_bytes(b"x" * 1001)
    with pytest.raises(UserFileError, match="too large"):
        read_user_text(big, 1000)
    assert read_user_text(big, 1001) == "x" * 1001
    assert check_regular_file(big, 1001) == 1001


def test_a_fifo_swapped_in_after_the_check_cannot_hang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "board.txt"
    path.write_text("QS\n")
    from freecell_gui.core.system import user_files

    real_check = user_files.check_regular_file

    def check_then_swap(checked: Path, limit: int) -> int:
        size = real_check(checked, limit)
        checked.unlink()
        os.mkfifo(checked)
        return size

    monkeypatch.setattr(user_files, "check_regular_file", check_then_swap)
    result: list[BaseException | str] = []
    thread = threading.Thread(target=lambda: _capture(result, path), daemon=True)
    thread.start()
    thread.join(2.0)
    assert not thread.is_alive(), "reading a FIFO swapped in after the check hung"
    assert isinstance(result[0], UserFileError)


def _capture(result: list[BaseException | str], path: Path) -> None:
    try:
        result.append(read_user_text(path, 1000))
    except BaseException as error:
        result.append(error)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_give_text_or_one_clear_error(
    tmp_path_factory: pytest.TempPathFactory, data: bytes
) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "file"
    path.write_bytes(data)
    try:
        text = read_user_text(path, 1000)
    except UserFileError as error:
        assert "\n" not in str(error)
    else:
        assert "\x00" not in text
        assert text.encode() == data.removeprefix(b"\xef\xbb\xbf")


def test_a_name_set_aside_is_never_one_already_taken(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    first = aside_path(path)
    assert first.name.startswith("history.sqlite.unreadable-") and first.parent == tmp_path
    first.write_text("taken")
    second = aside_path(path)
    assert second != first and not second.exists() and second.parent == tmp_path
