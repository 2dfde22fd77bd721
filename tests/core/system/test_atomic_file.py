"""Atomic writes: a failure never leaves half a file nor destroys the old one."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from freecell_gui.core.system import atomic_file
from freecell_gui.core.system.atomic_file import describe_os_error, write_atomically, write_file_atomically


def test_writes_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "out.png"
    write_atomically(target, b"first")
    write_atomically(target, b"second")
    assert target.read_bytes() == b"second"
    assert [path.name for path in tmp_path.iterdir()] == ["out.png"]


@pytest.mark.parametrize("failing", ["fsync", "replace"])
def test_a_failed_write_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    target = tmp_path / "out.png"
    target.write_bytes(b"precious")

    def fail(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_file.os, failing, fail)
    with pytest.raises(OSError, match="No space"):
        write_atomically(target, b"x" * 100_000)
    assert target.read_bytes() == b"precious"
    assert [path.name for path in tmp_path.iterdir()] == ["out.png"]


def test_keeps_permissions_of_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "out.png"
    target.write_bytes(b"old")
    os.chmod(target, 0o640)
    write_atomically(target, b"new")
    assert target.stat().st_mode & 0o777 == 0o640


def test_error_lines_are_readable(tmp_path: Path) -> None:
    line = describe_os_error(OSError(28, "No space left on device"), tmp_path / "x.png")
    assert line == f"cannot write {tmp_path / 'x.png'}: no space left on device"


def test_a_users_file_is_never_a_folder_a_fifo_or_a_device(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for target, kind in ((tmp_path, "a folder"), (fifo, "a pipe"), (Path("/dev/null"), "a device")):
        with pytest.raises(OSError, match=kind):
            write_file_atomically(target, b"data")
    assert fifo.is_fifo() and sorted(path.name for path in tmp_path.iterdir()) == ["pipe"]


def test_a_users_file_behind_a_link_is_written_through_it(tmp_path: Path) -> None:
    real = tmp_path / "real.txt"
    real.write_bytes(b"old")
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    write_file_atomically(link, b"new")
    assert link.is_symlink() and real.read_bytes() == b"new"
