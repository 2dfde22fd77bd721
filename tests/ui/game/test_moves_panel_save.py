"""The moves panel saves through the app's one writing rule (core/system/atomic_file.py): a
link to a device or a FIFO is written through, never replaced by a file; a folder, a disk or a
socket is refused with one line in the status bar."""

from __future__ import annotations

from pathlib import Path

import pytest

from freecell_gui.ui.game.moves_panel import MovesPanel
from freecell_gui.ui.main_window import MainWindow
from tests.core.system.special_files import KINDS, REPLACED, WRITTEN_THROUGH, linked, make_target, reading

SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


@pytest.mark.parametrize("depth", [0, 1])
@pytest.mark.parametrize("kind", KINDS)
def test_saved_moves_never_replace_what_is_not_a_file(
    window: MainWindow, kind: str, depth: int, tmp_path: Path
) -> None:
    window.model.set_number(10913)
    panel: MovesPanel = window.moves_panel  # type: ignore[attr-defined]
    assert panel.load_text(SOLUTION_10913)
    messages: list[str] = []
    panel.message.connect(messages.append)
    target = make_target(tmp_path, kind)
    before = target.identity()
    with reading(target):
        saved = panel.save_moves(linked(tmp_path, target.path, depth))
        if kind == "fifo-with-reader":
            assert target.reader is not None
            assert target.reader.finish().split()[:2] == [b"26", b"76"]
        if kind in REPLACED:
            assert saved
            assert target.path.read_text().split()[:2] == ["26", "76"]
        else:
            assert saved == (kind in WRITTEN_THROUGH)
            assert target.identity() == before
            if not saved:
                assert messages and messages[-1].startswith("cannot write") and "\n" not in messages[-1]
