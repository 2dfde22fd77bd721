"""--theme: the appearance for one run, over the saved one, which it never overwrites."""

from __future__ import annotations

import configparser
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from freecell_gui.ui.appearance import Appearance, is_dark
from freecell_gui.ui.settings import APPEARANCE, load_settings


def _save_appearance(choice: Appearance) -> None:
    settings = load_settings()
    settings.set(APPEARANCE, choice)
    settings.sync()


@pytest.mark.parametrize(
    ("saved", "chosen"), [(Appearance.LIGHT, Appearance.DARK), (Appearance.DARK, Appearance.LIGHT)]
)
def test_the_chosen_theme_wins_for_this_run_and_the_saved_one_stays(
    qtbot: QtBot, saved: Appearance, chosen: Appearance
) -> None:
    from freecell_gui.ui.app import create_window

    _save_appearance(saved)
    window = create_window(617, chosen)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.appearance.appearance is chosen
    dark = chosen is Appearance.DARK
    qtbot.waitUntil(lambda: is_dark(window.palette()) == dark, timeout=60_000)
    assert window.view_actions.appearance_actions[chosen].isChecked()
    window.close()
    assert load_settings().get(APPEARANCE) is saved
    again = create_window(617)  # the next start without --theme: the saved appearance
    qtbot.addWidget(again)
    assert again.appearance.appearance is saved
    again.appearance.apply(Appearance.LIGHT)


def test_choosing_in_the_menu_after_theme_is_saved(qtbot: QtBot) -> None:
    """--theme only picks the start: a choice made in View > Appearance is kept as always."""
    from freecell_gui.ui.app import create_window

    window = create_window(617, Appearance.DARK)
    qtbot.addWidget(window)
    window.view_actions.appearance_actions[Appearance.LIGHT].trigger()
    window.close()
    assert load_settings().get(APPEARANCE) is Appearance.LIGHT


def test_a_real_start_with_theme_keeps_the_saved_setting(tmp_path: Path) -> None:
    """`freecell-gui --theme dark` from the command line, to the first paint and out again."""
    folder = tmp_path / "freecell-gui"
    folder.mkdir()
    ini = folder / "freecell-gui.ini"
    ini.write_text("[view]\nappearance=light\n", encoding="utf-8")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path),
        "HOME": str(tmp_path),
        "FREECELL_GUI_EXIT_AFTER_FIRST_PAINT": "1",
    }
    result = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "--theme", "dark", "--deal", "617"],
        check=False,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    saved = configparser.ConfigParser(interpolation=None)
    saved.read(ini, encoding="utf-8")
    assert saved.get("view", "appearance") == "light"
    assert saved.get("deal", "last", fallback="617") == "617"  # the run itself was saved as usual
