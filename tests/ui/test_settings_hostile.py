"""The settings file is untrusted input: every value of every key is checked before Qt decodes it."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import FIRST_DEAL, DealFamily
from freecell_gui.ui.settings import clean_settings_text, load_settings

GOOD = "[deal]\nlast=617\nrandom_family=WINDOWS_32000\n[view]\nlabels=false\nfelt=#112233\n"

HOSTILE_LINES = {
    "nul in deck path": "[view]\ndeck=/usr/share/a\\0b.svg\n",
    "nul as hex": "[view]\ndeck=/tmp/x\\x0\n",
    "variant in deck": "[view]\ndeck=@Variant(\\0\\0\\0\\x7f\\xff\\xff\\xff\\xff)\n",
    "variant geometry": "[window]\ngeometry=@Variant(\\0\\0\\0\\v\\0\\x7f\\xff\\xff\\xf0)\n",
    "variant last deal": "[deal]\nlast=@Variant(\\0\\0\\0\\x2\\0\\0\\0\\0\\x1)\n",
    "variant unknown key": "[other]\nthing=@Variant(\\0\\0\\0\\x7f\\xff\\xff\\xff\\xff)\n",
    "rect in felt": "[view]\nfelt=@Rect(0 0 99999999 99999999)\n",
    "huge deal": "[deal]\nlast=" + "9" * 5000 + "\n",
    "control characters": "[view]\nlabels=tr\x01ue\n",
}


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _asides(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.unreadable-*"))


@pytest.mark.parametrize("bad", list(HOSTILE_LINES.values()), ids=list(HOSTILE_LINES))
def test_a_hostile_value_means_its_default_a_copy_aside_and_one_message(
    isolated_settings: Path, bad: str
) -> None:
    original = GOOD + bad
    _write(isolated_settings, original)
    loaded = load_settings()
    assert loaded.last_deal() == 617 or "deal]\nlast=" in bad
    assert loaded.random_family() is DealFamily.WINDOWS_32000
    assert loaded.deck_theme() is None
    assert loaded.geometry() is None
    assert not loaded.labels()
    message = loaded.problems()
    assert message.startswith("Settings: ") and "\n" not in message
    assert loaded.problems() == ""  # said once
    (aside,) = _asides(isolated_settings)
    assert aside.read_text(encoding="utf-8") == original
    cleaned = isolated_settings.read_text(encoding="utf-8")
    assert "@Variant" not in cleaned and "\\0" not in cleaned and "9" * 100 not in cleaned


def test_a_clean_file_is_left_alone_and_says_nothing(isolated_settings: Path) -> None:
    _write(isolated_settings, GOOD)
    loaded = load_settings()
    assert loaded.last_deal() == 617
    assert loaded.problems() == ""
    assert _asides(isolated_settings) == []


def test_what_we_write_passes_our_own_check(qtbot: QtBot, isolated_settings: Path, tmp_path: Path) -> None:
    from freecell_gui.ui.app import create_window

    main = create_window(11982)
    qtbot.addWidget(main)
    main.settings.set_deck_theme(tmp_path / "a deck, with \u00e9 and \\ and ; in its name.svgz")
    main.close()
    text = isolated_settings.read_text(encoding="utf-8")
    assert "geometry=@ByteArray(" in text
    assert clean_settings_text(text)[1] == []


@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "huge"])
def test_a_settings_file_that_is_no_file_is_moved_aside_without_hanging(
    isolated_settings: Path, kind: str
) -> None:
    isolated_settings.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(isolated_settings)
    elif kind == "device":
        isolated_settings.symlink_to("/dev/zero")
    elif kind == "folder":
        isolated_settings.mkdir()
    else:
        isolated_settings.write_bytes(b"[deal]\nlast=617\n" + b"; padding\n" * 200_000)
    # In a child process: before the fix, Qt hangs on the FIFO and exhausts memory on /dev/zero.
    code = (
        "from PySide6.QtCore import QCoreApplication, QSettings\n"
        f"QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, {str(isolated_settings.parent.parent)!r})\n"
        "QCoreApplication.setOrganizationName('freecell-gui'); QCoreApplication.setApplicationName('freecell-gui')\n"
        "from freecell_gui.ui.settings import load_settings\n"
        "s = load_settings(); print(s.last_deal()); print(s.problems())\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=20, env=env, check=False
    )
    assert result.returncode == 0, result.stderr
    number, message = result.stdout.splitlines()
    assert int(number) == FIRST_DEAL
    assert "moved to" in message
    assert len(_asides(isolated_settings)) == 1


@pytest.mark.parametrize("target", ["fifo", "/dev/zero", "/dev/null", "missing", "folder"])
def test_a_deck_path_that_is_no_deck_is_refused_at_once(
    isolated_settings: Path, tmp_path: Path, target: str
) -> None:
    if target == "fifo":
        path = tmp_path / "deck.svg"
        os.mkfifo(path)
    elif target == "missing":
        path = tmp_path / "gone.svgz"
    elif target == "folder":
        path = tmp_path
    else:
        path = Path(target)
    _write(isolated_settings, f"[view]\ndeck={path}\n")
    started = time.perf_counter()
    loaded = load_settings()
    assert loaded.deck_theme() is None
    assert time.perf_counter() - started < 2.0
    assert "view/deck" in loaded.problems()
    assert len(_asides(isolated_settings)) == 1


def test_an_unwritable_settings_folder_is_said_once_and_loses_nothing(
    tmp_path: Path, isolated_settings: Path
) -> None:
    from PySide6.QtCore import QSettings

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("keep me", encoding="utf-8")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(blocker))
    loaded = load_settings()
    loaded.set_last_deal(42)
    assert loaded.last_deal() == 42  # kept for the session
    message = loaded.problems()
    assert "cannot be saved" in message
    assert loaded.problems() == ""
    loaded.sync()
    assert blocker.read_text(encoding="utf-8") == "keep me"


def test_the_window_shows_the_message_in_its_status_bar(qtbot: QtBot, isolated_settings: Path) -> None:
    from freecell_gui.ui.app import create_window

    _write(isolated_settings, GOOD + HOSTILE_LINES["variant geometry"])
    main = create_window()
    qtbot.addWidget(main)
    assert main.model.number == 617
    assert "refused damaged window/geometry; defaults used" in main.statusBar().currentMessage()


_LINE_PIECES = st.sampled_from(
    [
        "[deal]",
        "[view]",
        "[window]",
        "[General]",
        "last=",
        "deck=",
        "felt=",
        "geometry=",
        "labels=",
        "=",
        "@Variant(",
        "@ByteArray(",
        "\\0",
        "\\x0",
        "\\xff",
        ")",
        "617",
        "#abcdef",
        "true",
        '"',
        ";",
        "/dev/zero",
        "\n",
        " ",
        "@@",
        "%",
    ]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(_LINE_PIECES, st.text(max_size=8)), max_size=40).map("".join))
def test_any_settings_text_starts_with_valid_values(isolated_settings: Path, text: str) -> None:
    for aside in _asides(isolated_settings):
        aside.unlink()
    _write(isolated_settings, text)
    loaded = load_settings()
    assert loaded.last_deal() >= 1
    assert isinstance(loaded.random_family(), DealFamily)
    assert loaded.felt().isValid()
    loaded.four_colour(), loaded.labels(), loaded.deck_theme(), loaded.geometry(), loaded.window_state()
    message = loaded.problems()
    assert "\n" not in message
    if message and "saved" not in message:
        assert _asides(isolated_settings)
