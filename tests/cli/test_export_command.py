"""`freecell-gui export`, headless: no display, no QT_QPA_PLATFORM."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPOSITORY


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    return subprocess.run(
        [sys.executable, "-m", "freecell_gui", "export", *arguments],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPOSITORY,
        timeout=120,
        check=False,
    )


def test_export_png_without_a_display(tmp_path: Path) -> None:
    target = tmp_path / "617.png"
    result = run("617", "-o", str(target), "--width", "1000")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == str(target)
    assert target.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    again = tmp_path / "again.png"
    assert run("#617", "-o", str(again), "--scale", "1.25").returncode == 0
    assert again.read_bytes() == target.read_bytes()


def test_range_to_a_folder_and_a_sheet(tmp_path: Path) -> None:
    folder = tmp_path / "deals"
    result = run("1-3", "-o", f"{folder}/", "--format", "svg", "--width", "400")
    assert result.returncode == 0, result.stderr
    assert sorted(path.name for path in folder.iterdir()) == [
        "freecell-1.svg",
        "freecell-2.svg",
        "freecell-3.svg",
    ]
    sheet = tmp_path / "sheet.pdf"
    assert run("1-6", "-o", str(sheet), "--sheet", "--columns", "3").returncode == 0
    assert sheet.read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (("1-3", "-o", "x.png"), "a range needs a folder"),
        (("5", "-o", "x.gif"), "end the name with .png, .svg or .pdf"),
        (("5", "-o", "/nonexistent-folder/x.png"), "does not exist"),
        (("5", "-o", "x.png", "--width", "5"), "160 to 16,000"),
        (("5", "-o", "x.png", "--scale", "0"), "more than 0"),
        (("0", "-o", "x.png"), "1 to 8,589,934,591"),
        (("5", "-o", "x.png", "--columns", "3"), "--columns is for a contact sheet"),
        (("5", "-o", "x.png", "--cells", "5"), "--cells must be 0 to 4"),
        (("5", "-o", "x.png", "--game", "spider"), "invalid choice: 'spider'"),
    ],
)
def test_bad_exports_are_one_line(arguments: tuple[str, ...], message: str, tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "export", *arguments],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
        check=False,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
    )
    assert result.returncode != 0
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert message in result.stderr
    assert "Traceback" not in result.stderr
    assert not list(tmp_path.iterdir())


def test_a_variants_table_is_exported(tmp_path: Path) -> None:
    import xml.etree.ElementTree as ET

    target = tmp_path / "617.svg"
    result = run("617", "-o", str(target), "--cells", "1", "--game", "bakers")
    assert result.returncode == 0, result.stderr
    title = ET.fromstring(target.read_bytes()).find("{http://www.w3.org/2000/svg}title")
    assert title is not None and title.text == "Deal #617, Baker's Game with 1 free cell"
    standard = tmp_path / "standard.svg"
    assert run("617", "-o", str(standard)).returncode == 0
    assert standard.read_bytes() != target.read_bytes()
