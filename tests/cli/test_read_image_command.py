"""`read-image` and `find --image`: what a picture shows, its number, and one-line refusals."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest

from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import parse_any

DATA = Path(__file__).resolve().parents[1] / "picture" / "data"


def test_read_image_prints_a_board_solve_reads(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["read-image", str(DATA / "ours-617.png")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# read from ")
    assert parse_any(out).columns == deal(617).columns


def test_read_image_json_has_every_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["read-image", str(DATA / "kpat-dondorf-12345.jpg"), "--format", "json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert [len(cascade) for cascade in document["cascades"]] == [7, 7, 7, 7, 6, 6, 6, 6]
    first = document["cascades"][0][0]
    assert first["colour"] == "black"
    assert len(first["box"]) == 4


def test_find_image_prints_the_number(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", "--image", str(DATA / "kpat-dondorf-1203741719.jpg"), "--jobs", "1"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "1203741719\n"
    assert "Foundations:" in captured.err
    assert "confidence" in captured.err


def test_find_image_in_a_range_without_it_finds_none(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["find", "--image", str(DATA / "ours-617.png"), "--range", "1000-2000"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "no deal in 1,000..2,000" in captured.err


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["find", "--image", "/etc/hostname"], "is not a PNG, JPEG, BMP or WebP picture"),
        (["find", "--image", "/dev/null"], "a device"),
        (["find", "--image", "/nonexistent.png"], "nonexistent"),
        (["find", "--image", str(DATA / "ours-617.png"), "AS"], "one of them"),
        (["find", "--image", str(DATA / "ours-617.png"), "--range", "x"], "--range"),
        (["read-image", "/"], "folder"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    arguments: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(arguments) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1


def test_a_fifo_is_refused_without_blocking(capsys: pytest.CaptureFixture[str]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        fifo = Path(folder) / "shot.png"
        os.mkfifo(fifo)
        assert main(["read-image", str(fifo)]) == 2
    assert "FIFO" in capsys.readouterr().err


def test_a_picture_without_a_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from PySide6.QtGui import QColor, QImage

    image = QImage(900, 600, QImage.Format.Format_RGB32)
    image.fill(QColor("#24704a"))
    image.save(str(tmp_path / "felt.png"))
    assert main(["read-image", str(tmp_path / "felt.png")]) == 2
    assert "no card faces" in capsys.readouterr().err


@pytest.mark.parametrize("command", [["read-image"], ["find", "--image"]])
@pytest.mark.parametrize("share", [0.05, 0.3, 0.7, 0.95])
def test_a_truncated_png_gives_our_one_line_and_no_decoders_own(
    tmp_path: Path, command: list[str], share: float
) -> None:
    """libpng writes "libpng error: ..." to the process's standard error itself, past Qt's
    message handler: only our line may reach the user (a real process: the descriptor counts)."""
    import subprocess
    import sys

    data = (DATA / "ours-617.png").read_bytes()
    picture = tmp_path / "cut.png"
    picture.write_bytes(data[: int(len(data) * share)])
    run = subprocess.run(
        [sys.executable, "-m", "freecell_gui", *command, str(picture)],
        capture_output=True,
        check=False,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert run.returncode == 2
    assert run.stdout == ""
    lines = run.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("freecell-gui "), run.stderr
    assert "libpng" not in run.stderr
