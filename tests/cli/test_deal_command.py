"""`freecell-gui deal`: output, ranges, formats, and one-line errors."""

from __future__ import annotations

import subprocess
import sys

import pytest

from freecell_gui import __version__
from freecell_gui.cli.main import main
from tests.core.deals.test_dealer import GAME_617


def test_deal_617_prints_the_seed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "617"]) == 0
    assert capsys.readouterr().out == "".join(" ".join(row) + "\n" for row in GAME_617)


@pytest.mark.parametrize("written", ["#617", "617", "0,617"])
def test_deal_number_spellings(written: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", written, "--format", "board"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "7D TD TH KD 4C 4S JD"


def test_ranges_are_separated_by_headers(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "1-3", "--format", "json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0::2] == ["### 1", "### 2", "### 3"]
    assert lines[1].startswith('{"deal": 1, ')


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", "0"],
        ["deal", "--", "-5"],
        ["deal", "8589934592"],
        ["deal", "word"],
        ["deal", ""],
        ["deal", "5-2"],
        ["deal"],
        ["deal", "1", "--format", "xml"],
        ["nonsense"],
        ["--deal", "0"],
    ],
)
def test_bad_input_is_one_line_on_stderr(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1
    assert captured.err.startswith("freecell-gui: error: ")
    assert "Traceback" not in captured.err


def test_negative_number_without_separator_is_one_line() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "deal", "-5"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 2
    assert len(result.stderr.splitlines()) == 1
    assert "Traceback" not in result.stderr


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert (
        capsys.readouterr().out.strip()
        == f"freecell-gui {__version__}, solver: compiled beam search, finder: C kernel"
    )


def test_broken_pipe_is_quiet() -> None:
    command = [sys.executable, "-m", "freecell_gui", "deal", "1-5000"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None
        process.stdout.readline()
        process.stdout.close()
        process.wait(timeout=60)
        assert process.stderr is not None
        assert b"Traceback" not in process.stderr.read()


def test_window_without_a_display_says_so_in_one_line() -> None:
    import os

    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    result = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "--deal", "617"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    assert result.stderr.startswith("freecell-gui: error: no display")
    assert len(result.stderr.splitlines()) == 1
