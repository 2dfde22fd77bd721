"""Every command that writes a file follows the one writing rule (core/system/atomic_file.py):
a link to a device or a FIFO is written through, never replaced by a file; a folder, a disk or
a socket is refused in one line; a failed write exits 1, bad input 2."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from freecell_gui.cli.main import main
from tests.core.system.special_files import (
    KINDS,
    REFUSED,
    REPLACED,
    WRITTEN_THROUGH,
    linked,
    make_target,
    reading,
)

SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


def _command(writer: str, output: Path, folder: Path) -> list[str]:
    if writer == "export":
        return ["export", "617", "-o", str(output), "--width", "400"]
    if writer == "export-sheet":
        return ["export", "1-3", "--sheet", "-o", str(output), "--width", "400"]
    moves = folder / "moves.txt"
    moves.write_text(SOLUTION_10913)
    return ["play", "10913", str(moves), "--export", str(output), "--after", "3"]


WRITERS = ["export", "export-sheet", "play"]


@pytest.mark.parametrize("depth", [0, 1])
@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("writer", WRITERS)
def test_a_writer_never_replaces_what_is_not_a_file(
    writer: str, kind: str, depth: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = make_target(tmp_path, kind, ".png")  # the name an export needs (links end .png too)
    output = linked(tmp_path, target.path, depth)
    if kind.endswith("-device") and not depth and target.path.parent != tmp_path:
        pytest.skip("/dev/null and /dev/full have no .png name; through a link they are tested")
    before = target.identity()
    with reading(target):
        status = main(_command(writer, output, tmp_path))
        _, err = capsys.readouterr()
        if kind == "fifo-with-reader":
            assert target.reader is not None
            assert target.reader.finish()[:4] == b"\x89PNG"
        if kind in REPLACED:
            assert status == 0, err
            assert output.read_bytes()[:4] == b"\x89PNG"
        elif kind in WRITTEN_THROUGH:
            assert status == 0, err
            assert target.identity() == before
        elif kind == "folder" and writer == "export":
            assert status == 0, err  # `export -o DIR` writes into the folder, as documented
            assert (target.path / "freecell-617.png").exists()
        else:
            assert kind in REFUSED
            # A folder named as the image is bad input (2); every other refusal is a failed write.
            assert status == (2 if kind == "folder" else 1), err
            assert err.count("\n") == 1 and "Traceback" not in err, err
            assert target.identity() == before
    assert os.path.islink(output) == bool(depth)


@pytest.mark.parametrize("writer", WRITERS)
@pytest.mark.parametrize(
    "name",
    [
        "no-such-folder/x.png",
        "a/b/c/x.png",
        "x" * 300 + ".png",  # a name longer than the file system allows
        "folder-is-a-file/x.png",
    ],
)
def test_a_failed_write_exits_1_for_every_writer(
    writer: str, name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "folder-is-a-file").write_text("")
    status = main(_command(writer, tmp_path / name, tmp_path))
    err = capsys.readouterr().err
    assert status == 1, err
    assert err.count("\n") == 1 and "cannot write" in err and "Traceback" not in err
    assert len(err) < 300  # the 300-character name is not echoed whole
