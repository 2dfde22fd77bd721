"""Atomic writes: a failure never leaves half a file nor destroys the old one."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.core.system import atomic_file
from freecell_gui.core.system.atomic_file import (
    copy_atomically,
    describe_os_error,
    is_same_file,
    write_atomically,
)
from tests.conftest import REPOSITORY
from tests.core.system.special_files import KINDS, REFUSED, REPLACED, linked, make_target, reading


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


# --- the one rule: nothing but a regular file is ever replaced --------------------------------


def _check_rule(folder: Path, kind: str, depth: int, data: bytes) -> None:
    target = make_target(folder, kind)
    path = linked(folder, target.path, depth)
    before = target.identity()
    links_before = [os.readlink(link) for link in folder.iterdir() if link.is_symlink()]
    with reading(target):
        if kind in REFUSED:
            with pytest.raises(OSError) as caught:
                write_atomically(path, data)
            line = describe_os_error(caught.value, path)
            assert "\n" not in line and len(line) < 300
        else:
            write_atomically(path, data)
        if kind == "fifo-with-reader":
            assert target.reader is not None
            assert target.reader.finish() == data
        if kind in REPLACED:
            assert target.path.read_bytes() == data
        else:  # the very same device, FIFO, folder or socket, not a file put in its place
            assert target.identity() == before
    # Links stay links, pointing where they did, and no temporary file is left anywhere.
    assert [os.readlink(link) for link in folder.iterdir() if link.is_symlink()] == links_before
    assert not [name for name in os.listdir(folder) if name.endswith(".part")]


@pytest.mark.parametrize("depth", [0, 1, 2])
@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_of_target_through_links(kind: str, depth: int, tmp_path: Path) -> None:
    _check_rule(tmp_path, kind, depth, b"\x89PNG\r\n" + bytes(range(256)) * 40)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(KINDS),
    depth=st.integers(min_value=0, max_value=3),
    data=st.one_of(
        st.binary(min_size=1, max_size=2000),
        # More than a pipe holds at once (64 KB): the writer must wait for the reader.
        st.integers(min_value=65_537, max_value=3_000_000).map(lambda size: bytes([7]) * size),
    ),
)
def test_the_rule_holds_for_generated_targets(kind: str, depth: int, data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        _check_rule(Path(folder), kind, depth, data)


def test_a_dangling_link_gets_the_file_where_it_points(tmp_path: Path) -> None:
    link = tmp_path / "out.png"
    link.symlink_to(tmp_path / "real.png")
    write_atomically(link, b"data")
    assert link.is_symlink() and (tmp_path / "real.png").read_bytes() == b"data"


def test_a_missing_folder_is_named(tmp_path: Path) -> None:
    with pytest.raises(OSError) as caught:
        write_atomically(tmp_path / "no" / "such" / "x.png", b"data")
    assert "the folder" in describe_os_error(caught.value, tmp_path / "no" / "such" / "x.png")


def test_a_target_swapped_for_a_device_after_the_check_is_not_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The window between the check and the rename: the file becomes a FIFO just before it.
    target = tmp_path / "out.png"
    target.write_bytes(b"old")
    real_fsync = os.fsync

    def swap_then_fsync(descriptor: int) -> None:
        real_fsync(descriptor)
        target.unlink()
        os.mkfifo(target)

    monkeypatch.setattr(atomic_file.os, "fsync", swap_then_fsync)
    with pytest.raises(OSError):
        write_atomically(target, b"new")
    assert stat.S_ISFIFO(os.lstat(target).st_mode)
    assert [path.name for path in tmp_path.iterdir()] == ["out.png"]


@pytest.mark.skipif(not Path("/proc/self/fd/1").exists(), reason="needs /proc/self/fd")
@pytest.mark.parametrize("how", ["pipe", "file", "append"])
def test_dev_stdout_is_written_through_the_shells_own_descriptor(how: str, tmp_path: Path) -> None:
    # A link of the test's own to /proc/self/fd/1, which is what /dev/stdout is: a writer that
    # wrongly renamed a file over it replaces this link, never the system's /dev/stdout.
    stdout = tmp_path / "stdout"
    stdout.symlink_to("/proc/self/fd/1")
    script = (
        "import sys; from pathlib import Path; "
        "from freecell_gui.core.system.atomic_file import write_atomically; "
        f"print('first', flush=True); write_atomically(Path({str(stdout)!r}), b'IMAGE')"
    )
    out = tmp_path / "out.txt"
    out.write_bytes(b"before\n")
    inode = out.stat().st_ino
    command = [sys.executable, "-c", script]
    if how == "pipe":
        result = subprocess.run(command, capture_output=True, check=True, cwd=REPOSITORY)
        assert result.stdout == b"first\nIMAGE"
    else:
        with out.open("ab" if how == "append" else "wb") as stream:
            subprocess.run(command, stdout=stream, check=True, cwd=REPOSITORY)
        assert out.read_bytes() == (b"before\n" if how == "append" else b"") + b"first\nIMAGE"
        assert out.stat().st_ino == inode  # written into, not replaced
    assert stdout.is_symlink() and os.readlink(stdout) == "/proc/self/fd/1"


def test_copy_follows_the_same_rule(tmp_path: Path) -> None:
    source = tmp_path / "settings.ini"
    source.write_bytes(b"[General]\n")
    target = make_target(tmp_path, "folder")
    with pytest.raises(OSError):
        copy_atomically(source, linked(tmp_path, target.path, 1))
    copy_atomically(source, tmp_path / "aside.ini")
    assert (tmp_path / "aside.ini").read_bytes() == b"[General]\n"
    fifo = make_target(tmp_path, "fifo-without-reader")
    with pytest.raises(OSError):  # never opened for reading: a FIFO would block
        copy_atomically(fifo.path, tmp_path / "copy.ini")


def test_is_same_file(tmp_path: Path) -> None:
    path = tmp_path / "x"
    path.write_bytes(b"")
    with path.open("rb") as stream:
        assert is_same_file(path, stream.fileno())
    assert not is_same_file(tmp_path / "missing", 0)
