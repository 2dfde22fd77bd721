"""Leftovers of writes killed outright (core/system/atomic_file.py): the next write of the same
file sweeps the dead ones, and never a live writer's file, a link, or a name not its own."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.system.atomic_file import sweep_leftovers, write_atomically

# A writer that stops inside its write (its cancel hook asked between chunks), saying so first.
WRITER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from freecell_gui.core.system.atomic_file import write_atomically

    asked = []

    def hold() -> bool:
        asked.append(1)
        if len(asked) == 3:  # after the first chunk: its temporary file made, locked, written to
            print("writing", flush=True)
            time.sleep(3600)
        return False

    write_atomically(Path(sys.argv[1]), b"x" * (3 << 20), cancelled=hold)
    """
)


def _writer_inside_its_write(target: Path) -> subprocess.Popen[str]:
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(target)], stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None
    assert writer.stdout.readline().strip() == "writing"
    return writer


def _leftovers(folder: Path) -> list[Path]:
    return sorted(folder.glob(".*.part"))


def _age(path: Path, seconds: float = 3600) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then), follow_symlinks=False)


def test_a_write_killed_outright_leaves_a_leftover_the_next_write_sweeps(tmp_path: Path) -> None:
    target = tmp_path / "moves.txt"
    target.write_bytes(b"before")
    writer = _writer_inside_its_write(target)
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=60)
    (leftover,) = _leftovers(tmp_path)
    _age(leftover)
    write_atomically(target, b"after")
    assert target.read_bytes() == b"after"
    assert _leftovers(tmp_path) == []


def test_a_live_writer_s_file_is_never_swept_however_old(tmp_path: Path) -> None:
    target = tmp_path / "shot.svg"
    writer = _writer_inside_its_write(target)
    try:
        (live,) = _leftovers(tmp_path)
        _age(live)
        assert sweep_leftovers(target) == []
        write_atomically(target, b"mine")  # a write of our own beside it: the live one kept
        assert live.exists()
        assert target.read_bytes() == b"mine"
    finally:
        writer.kill()
        writer.wait(timeout=60)


def test_a_fresh_unlocked_leftover_is_kept_a_minute(tmp_path: Path) -> None:
    # A writer between creating its file and locking it (microseconds): never swept then.
    target = tmp_path / "game.txt"
    fresh = tmp_path / ".game.txt.abcd1234.part"
    fresh.write_bytes(b"half")
    assert sweep_leftovers(target) == []
    _age(fresh)
    assert sweep_leftovers(target) == [fresh]


@pytest.mark.parametrize(
    "name",
    [
        ".game.txt.abcd1234.part.keep",  # not ours: a longer name
        ".game.txt.ABCD1234.part",  # mkstemp writes lower case only
        ".game.txt.abc123.part",  # too short
        "game.txt.abcd1234.part",  # no leading dot
        ".other.txt.abcd1234.part",  # another file's leftover: swept when that file is written
        ".game.txt.abcd1234.partial",
    ],
)
def test_names_that_are_not_this_file_s_leftovers_are_never_touched(tmp_path: Path, name: str) -> None:
    stranger = tmp_path / name
    stranger.write_bytes(b"the user's")
    _age(stranger)
    write_atomically(tmp_path / "game.txt", b"new")
    assert stranger.read_bytes() == b"the user's"


def test_a_link_or_a_folder_named_as_a_leftover_is_never_followed_nor_deleted(tmp_path: Path) -> None:
    precious = tmp_path / "precious.txt"
    precious.write_bytes(b"keep")
    link = tmp_path / ".game.txt.abcd1234.part"
    link.symlink_to(precious)
    folder = tmp_path / ".game.txt.efgh5678.part"
    folder.mkdir()
    (folder / "inside").write_bytes(b"keep")
    _age(link)
    _age(folder)
    write_atomically(tmp_path / "game.txt", b"new")
    assert link.is_symlink() and precious.read_bytes() == b"keep"
    assert (folder / "inside").read_bytes() == b"keep"


def test_a_folder_that_cannot_be_listed_is_no_failure(tmp_path: Path) -> None:
    assert sweep_leftovers(tmp_path / "missing" / "game.txt") == []


@settings(max_examples=60, deadline=None)
@given(
    name=st.text(
        st.characters(blacklist_categories=["Cs"], blacklist_characters="/\x00"), min_size=1, max_size=80
    )
)
def test_any_file_name_s_own_leftover_is_swept_and_nothing_else(name: str) -> None:
    import tempfile

    if name in (".", ".."):
        return
    with tempfile.TemporaryDirectory() as folder:
        target = Path(folder) / name
        prefix = f".{name.encode()[:200].decode(errors='ignore')}."
        leftover = Path(folder) / f"{prefix}zz_09abc.part"
        neighbour = Path(folder) / f"{prefix}zz_09abc.part~"
        try:
            leftover.write_bytes(b"dead")
            neighbour.write_bytes(b"user's")
        except OSError:  # a name the file system refuses
            return
        _age(leftover)
        _age(neighbour)
        write_atomically(target, b"new")
        assert not leftover.exists()
        assert neighbour.read_bytes() == b"user's"
        assert target.read_bytes() == b"new"


def test_a_folder_unchanged_since_its_last_sweep_is_not_listed_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A range of exports into one folder: listing it before every file cost 4 ms a write at
    # 10,000 files. Only a change by someone else (a killed write's leftover) makes it listed.
    from freecell_gui.core.system import atomic_file

    listed: list[object] = []
    listdir = os.listdir
    monkeypatch.setattr(atomic_file.os, "listdir", lambda folder: listed.append(folder) or listdir(folder))
    for number in range(5):
        write_atomically(tmp_path / f"deal-{number}.png", b"png")
    assert len(listed) == 1
    leftover = tmp_path / ".deal-3.png.abcd1234.part"
    leftover.write_bytes(b"half")  # a write killed outright, in another program
    _age(leftover)
    # The folder's time as the system keeps it is coarse (a few ms): the leftover came later.
    later = time.time() + 1
    os.utime(tmp_path, (later, later))
    write_atomically(tmp_path / "deal-3.png", b"png again")
    assert len(listed) == 2 and not leftover.exists()
