"""The one line a second window says when the first does not answer (its status bar), in the
player's language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from freecell_gui.ui.i18n import install_translations
from freecell_gui.ui.single_instance import Request, Role, claim


def test_a_second_window_left_alone_says_why_in_german(qapp: QApplication, tmp_path: Path) -> None:
    first = claim(tmp_path, Request(617))
    assert first.lock is not None
    try:
        install_translations(qapp, "de")
        second = claim(tmp_path, Request(618), timeout=0.3)
        assert second.role is Role.ALONE
        assert second.message.startswith("Ein anderes freecell-gui-Fenster ist offen, antwortet aber nicht")
    finally:
        first.lock.release()
