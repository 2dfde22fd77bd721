"""Refresh the translations after the window's strings changed (a developer's command):

    python -m freecell_gui.ui.i18n.refresh

runs pyside6-lupdate over the modules below (new strings join each .ts file, unfinished,
for a translator to fill in with pyside6-linguist or a text editor; strings gone are dropped),
then pyside6-lrelease, which writes the .qm files the app loads and ships. Both tools come
with PySide6 (the venv's bin). The .qm files are committed: a wheel or an executable built
anywhere carries them without Qt's tools (tests/ui/i18n checks they match their .ts).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from freecell_gui.ui.i18n.languages import LANGUAGES, compiled_file, source_file

PACKAGE = Path(__file__).resolve().parent.parent.parent  # freecell_gui/

# The modules whose strings are translated; a module joins the list once all its strings go
# through tr (tests/ui/i18n/test_strings_are_translatable.py checks exactly these).
TRANSLATED_MODULES = (
    "ui/main_window.py",
    "ui/view_actions.py",
    "ui/deal_navigation.py",
    "ui/deal_spinbox.py",
    "ui/appearance.py",
    "ui/i18n/menu.py",
    "ui/game/play_actions.py",
    "ui/game/variant_actions.py",
    "ui/game/variant_names.py",
    "ui/game/win_celebration.py",
    "ui/check/find_actions.py",
    "ui/check/board_actions.py",
    "ui/table/keyboard.py",
    "ui/table/peek.py",
    "ui/table/view.py",
    "ui/window_fit.py",
    "ui/i18n/names.py",
    "ui/help.py",
    "ui/solving/solve_actions.py",
    "ui/solving/coach.py",
    "ui/solving/solve_job.py",
    "ui/solving/solver_lengths.py",
    "ui/solving/fewest_cells.py",
    "ui/solving/fewest_cells_texts.py",
    "ui/solving/fewest_cells_actions.py",
    "ui/check/find_dialog.py",
    "ui/check/compare_dialog.py",
    "ui/check/picture_dialog.py",
    "ui/check/share.py",
    "ui/export/window_export.py",
    "ui/game/game_files.py",
    "ui/game/solution_dialog.py",
    "ui/table/play.py",
    "ui/table/refusals.py",
    "ui/table/accessible_text.py",
    "ui/table/names.py",
    "ui/table/piles.py",
    "ui/settings/file.py",
    "ui/settings/store.py",
    "ui/settings/keys.py",
    "ui/picture/decode.py",
    "ui/picture/overlay.py",
    "ui/picture/worker.py",
    "ui/picture/fonts.py",
    "ui/picture/service.py",
    "ui/picture/svg_parse.py",
    "ui/picture/templates.py",
    "ui/background_write.py",
    "ui/single_instance.py",
    "ui/game/moves_panel.py",
    "ui/game/moves_list.py",
    "ui/history/history_dialog.py",
    "ui/history/statistics_dialog.py",
    "ui/history/record_table.py",
    "ui/history/actions.py",
    "ui/history/export.py",
    "ui/history/persistence.py",
    "ui/check/board_messages.py",
    "ui/game/notation_messages.py",
    "ui/i18n/file_messages.py",
    "ui/game/saved_game_messages.py",
    "ui/i18n/history_messages.py",
)


class QtToolMissingError(RuntimeError):
    """A Qt Linguist tool is not installed."""


def qt_tool(name: str) -> str:
    """The path of PySide6's `name` tool (pyside6-lupdate, pyside6-lrelease)."""
    beside_python = Path(sys.executable).parent / name
    found = str(beside_python) if beside_python.exists() else shutil.which(name)
    if found is None:
        raise QtToolMissingError(
            f"{name} not found: install PySide6 (pip install PySide6-Essentials) in this environment"
        )
    return found


def update_sources() -> None:
    """Every .ts file brought up to date with the modules' strings (English: plural forms only)."""
    modules = [str(PACKAGE / module) for module in TRANSLATED_MODULES]
    for code in LANGUAGES:
        extra = ["-pluralonly"] if code == "en" else []
        subprocess.run(
            [
                qt_tool("pyside6-lupdate"),
                *extra,
                "-no-obsolete",
                "-locations",
                "none",
                *modules,
                "-source-language",
                "en",
                "-target-language",
                code,
                "-ts",
                str(source_file(code)),
            ],
            check=True,
        )


def compile_file(source: Path, target: Path) -> None:
    """One .ts file compiled to `target`."""
    subprocess.run(
        [qt_tool("pyside6-lrelease"), "-silent", "-nounfinished", str(source), "-qm", str(target)],
        check=True,
    )


def main() -> int:
    """Update the .ts files, then compile every one."""
    try:
        update_sources()
        for code in LANGUAGES:
            compile_file(source_file(code), compiled_file(code))
    except QtToolMissingError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
