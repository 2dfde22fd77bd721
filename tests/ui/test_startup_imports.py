"""What the window's first paint has loaded: nothing it does not need.

The finder, the solver's searches, NumPy, the export renderer, the dialogs, the solution
loaders and the other commands load on first use, after the table shows. A real start
(`python -m freecell_gui --deal 617`, offscreen, a fresh settings folder) lists the modules
loaded at the moment of the first paint.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.conftest import REPOSITORY
from tests.ui.writes import written

# Each is loaded by something the first paint does not show.
NOT_BEFORE_FIRST_PAINT = (
    "PySide6.QtNetwork",  # the single instance listens only after the first paint
    "numpy",
    "multiprocessing",
    "freecell_gui.core.finder",
    "freecell_gui.core.finder.scan",
    "freecell_gui.core.solver.schedule",
    "freecell_gui.core.solver.worker",
    "freecell_gui.core.solver.beam",
    "freecell_gui.core.solver.beams",
    "freecell_gui.core.solver.flares",
    "freecell_gui.core.solver.sweep",
    "freecell_gui.core.solver._beam",
    "freecell_gui.ui.export.renderer",
    # The history (SQLite) opens just after the first paint when there is no game to resume.
    "sqlite3",
    "freecell_gui.core.history.store",
    "freecell_gui.core.history.writer",
    "freecell_gui.ui.history.statistics_dialog",
    "freecell_gui.ui.history.history_dialog",
    "freecell_gui.core.picture",
    "freecell_gui.ui.check.picture_dialog",
    "freecell_gui.ui.export.command",
    "freecell_gui.ui.check.find_dialog",
    "freecell_gui.ui.check.compare_dialog",
    "freecell_gui.ui.game.solution_dialog",
    "freecell_gui.ui.self_test",
    "freecell_gui.cli.deal",
    "freecell_gui.cli.export",
    "freecell_gui.cli.find",
    "freecell_gui.cli.play",
    "freecell_gui.cli.solve",
    "freecell_gui.cli.verify",
    "PySide6.QtSvgWidgets",
    "PySide6.QtPrintSupport",
)

# Run as the program is: the entry point, the window command, the real event loop. The hook
# that reports the first paint (FREECELL_GUI_REPORT_FIRST_PAINT) lists sys.modules instead.
PROBE = """
import json, sys
from freecell_gui.ui import first_paint

def listed():
    sys.stderr.write("MODULES " + json.dumps(sorted(sys.modules)) + "\\n")
    sys.stderr.flush()

first_paint.report_first_paint = listed
sys.argv = ["freecell-gui", "--deal", "617"]
from freecell_gui.entry import main
raise SystemExit(main())
"""


def modules_at_first_paint(tmp_path: Path) -> set[str]:
    """The modules loaded when a real start has first painted the table."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path),
        "HOME": str(tmp_path),
        "PYTHONPATH": str(REPOSITORY),
        "FREECELL_GUI_REPORT_FIRST_PAINT": "1",
        "FREECELL_GUI_EXIT_AFTER_FIRST_PAINT": "1",
    }
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        check=False,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.startswith("MODULES ")]
    assert len(lines) == 1, result.stderr  # the table was painted, once
    return set(json.loads(lines[0].removeprefix("MODULES ")))


def test_nothing_heavy_is_loaded_before_the_first_paint(tmp_path: Path) -> None:
    loaded = modules_at_first_paint(tmp_path)
    assert "freecell_gui.ui.main_window" in loaded and "freecell_gui.ui.table.scene" in loaded
    early = sorted(name for name in NOT_BEFORE_FIRST_PAINT if name in loaded)
    assert early == [], f"loaded before the first paint: {early}"


def test_the_deferred_features_load_when_used(qtbot: QtBot, tmp_path: Path) -> None:
    """Find and Export still work: each loads what it needs on first use."""
    from PySide6.QtWidgets import QApplication

    from freecell_gui.ui.app import create_window
    from freecell_gui.ui.check.find_dialog import FindDealDialog

    window = create_window(617)
    qtbot.addWidget(window)
    window.find_actions[0].trigger()
    # Only the shown one: a dialog an earlier test closed may wait for its deletion.
    dialogs = [
        widget
        for widget in QApplication.topLevelWidgets()
        if isinstance(widget, FindDealDialog) and widget.isVisible()
    ]
    assert len(dialogs) == 1
    dialogs[0].close()
    target = tmp_path / "deal.svg"
    assert written(window.share.export_to(target, 800))
    assert target.read_bytes().lstrip().startswith(b"<?xml")
    from freecell_gui.ui.check.share import export_filters

    assert next(iter(export_filters().values())).startswith("PNG")


def test_the_board_dialogs_load_on_first_use(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from freecell_gui.ui.app import create_window
    from freecell_gui.ui.check import compare_dialog

    shown: list[str] = []

    def refuse(dialog: compare_dialog.BoardDialog) -> int:
        shown.append(dialog.windowTitle())
        return 0

    monkeypatch.setattr(compare_dialog.BoardDialog, "exec", refuse)
    window = create_window(617)
    qtbot.addWidget(window)
    window.boards.open_board_action.trigger()
    window.boards.compare_action.trigger()
    assert shown == ["Open Board", "Compare with Board"]
