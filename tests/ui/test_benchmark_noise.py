"""The benchmark output drops Qt's harmless propagateSizeHints warning and keeps the rest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import qInstallMessageHandler, qWarning
from PySide6.QtWidgets import QApplication

from tests.benchmarks.harness import silence_qt_noise


def test_only_the_known_noise_is_dropped(qapp: QApplication, capfd: pytest.CaptureFixture[str]) -> None:
    silence_qt_noise()
    try:
        qWarning("This plugin does not support propagateSizeHints()")
        qWarning("a real problem")
    finally:
        qInstallMessageHandler(None)
    errors = capfd.readouterr().err
    assert "propagateSizeHints" not in errors
    assert "a real problem" in errors
