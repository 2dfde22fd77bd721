"""Why a file cannot be read, as a kind and its values: the English is the command line's of
before the errors had kinds, byte for byte (`solve --board FILE` prints it)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from freecell_gui.cli.main import main
from freecell_gui.core.system.user_files import (
    FileKind,
    FileProblem,
    UserFileError,
    check_regular_file,
    read_user_bytes,
    read_user_text,
)


def _error(call: object) -> UserFileError:
    assert callable(call)
    with pytest.raises(UserFileError) as raised:
        call()
    return raised.value


def test_each_kind_has_its_values_and_the_old_english(tmp_path: Path) -> None:
    (tmp_path / "nul.txt").write_bytes(b"ab\x00c")
    (tmp_path / "big.txt").write_bytes(b"x" * 2000)
    (tmp_path / "latin1.txt").write_bytes(b"# caf\xe9\n")
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo")
    d = str(tmp_path)
    cases = [
        (lambda: read_user_text(tmp_path / "nul.txt", 100), FileProblem.NUL_BYTES,
         f"{d}/nul.txt is not a text file (it holds NUL bytes)"),
        (lambda: read_user_text(tmp_path / "big.txt", 1000), FileProblem.TOO_LARGE,
         f"{d}/big.txt is too large (2,000 bytes; at most 1,000)"),
        (lambda: read_user_text(tmp_path / "folder", 1000), FileProblem.NOT_A_FILE,
         f"{d}/folder is a folder, not a file"),
        (lambda: read_user_bytes(tmp_path / "fifo", 1000), FileProblem.NOT_A_FILE,
         f"{d}/fifo is a pipe (FIFO), not a file"),
        (lambda: read_user_text(tmp_path / "missing", 1000), FileProblem.CANNOT_OPEN,
         f"cannot read {d}/missing: No such file or directory"),
        (lambda: read_user_text(tmp_path / "latin1.txt", 1000), FileProblem.NOT_UTF8,
         f"{d}/latin1.txt is not UTF-8 text (byte 5)"),
        (lambda: read_user_text(Path(d + "/a\x00b"), 1000), FileProblem.NUL_IN_NAME,
         f"cannot read {d}/a\\x00b: the name holds a NUL byte"),
        (lambda: check_regular_file(Path("/dev/null"), 1000), FileProblem.NOT_A_FILE,
         "/dev/null is a device, not a file"),
    ]  # fmt: skip
    for call, problem, english in cases:
        error = _error(call)
        assert (error.problem, str(error)) == (problem, english)
    assert _error(cases[0][0]).path == tmp_path / "nul.txt"
    assert _error(cases[1][0]).size == 2000 and _error(cases[1][0]).limit == 1000
    assert _error(cases[2][0]).kind is FileKind.FOLDER and _error(cases[3][0]).kind is FileKind.FIFO
    assert _error(cases[4][0]).errno == errno.ENOENT
    assert _error(cases[5][0]).byte == 5


def test_the_kinds_a_test_cannot_make_keep_their_english() -> None:
    # Root reads any file, and a file growing while read is a race: made here as the reader makes them.
    path = Path("/x/y.txt")
    denied = UserFileError(FileProblem.CANNOT_OPEN, path, errno=errno.EACCES, reason="Permission denied")
    assert str(denied) == "cannot read /x/y.txt: Permission denied"
    grew = UserFileError(FileProblem.GREW_TOO_LARGE, path, limit=1_000_000)
    assert str(grew) == "/x/y.txt is too large (more than 1,000,000 bytes)"
    english = {kind: str(UserFileError(FileProblem.NOT_A_FILE, path, kind=kind)) for kind in FileKind}
    assert english == {
        FileKind.FOLDER: "/x/y.txt is a folder, not a file",
        FileKind.FIFO: "/x/y.txt is a pipe (FIFO), not a file",
        FileKind.SOCKET: "/x/y.txt is a socket, not a file",
        FileKind.DISK_DEVICE: "/x/y.txt is a disk device, not a file",
        FileKind.DEVICE: "/x/y.txt is a device, not a file",
        FileKind.OTHER: "/x/y.txt is not a regular file, not a file",
    }


# What `freecell-gui solve --board FILE` printed before the errors had kinds (recorded).
SOLVE_BOARD = {
    "folder": "freecell-gui solve: error: folder is a folder, not a file\n",
    "fifo": "freecell-gui solve: error: fifo is a pipe (FIFO), not a file\n",
    "missing.txt": "freecell-gui solve: error: cannot read missing.txt: No such file or directory\n",
    "nul.txt": "freecell-gui solve: error: nul.txt is not a text file (it holds NUL bytes)\n",
    "latin1.txt": "freecell-gui solve: error: latin1.txt is not UTF-8 text (byte 3)\n",
}


@pytest.mark.parametrize("name", list(SOLVE_BOARD))
def test_solve_board_prints_the_old_english_byte_for_byte(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "fifo")
    (tmp_path / "nul.txt").write_bytes(b"ab\x00c")
    (tmp_path / "latin1.txt").write_bytes(b"KC \xe9\n")
    monkeypatch.chdir(tmp_path)
    assert main(["solve", "--board", name]) == 2
    assert capsys.readouterr().err == SOLVE_BOARD[name]
