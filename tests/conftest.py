"""Test-wide setup: Qt runs offscreen unless a test asks for a real X server."""

from __future__ import annotations

import os
from pathlib import Path

# Set before any Qt import: tests draw offscreen by default, even on a desktop.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPOSITORY = Path(__file__).resolve().parents[1]

# The real Dask cluster of the range tests: one for the whole run, in a process of its own.
from tests.core.ranges.cluster import dask_cluster  # noqa: E402

__all__ = ["REPOSITORY", "dask_cluster"]

# Hypothesis fails an example that runs over 200 ms by default (its "deadline"): a wall-clock
# assertion on every property test, which a loaded 2-core machine breaks (an example that took
# 0.05 s alone takes 0.4 s beside four other test runs). The properties are what is tested;
# how fast they hold is the benchmarks' (tests/benchmarks). `@settings(...)` made after this
# inherits it.
from hypothesis import settings as hypothesis_settings  # noqa: E402

hypothesis_settings.register_profile("freecell-gui", deadline=None)
hypothesis_settings.load_profile("freecell-gui")

# The last resort against a hang that holds Python's lock (a deadlock between a thread holding it
# and Qt's locks): then no Python code runs, pytest-timeout's included. faulthandler's watchdog
# is C: past its time it writes every thread's stack to HANG_LOG and ends the run, which .ci/run
# then prints, instead of a CI job that hangs until it is killed.
import faulthandler  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402

HANG_LOG = Path(
    os.environ.get("FREECELL_GUI_HANG_LOG", Path(tempfile.gettempdir()) / "freecell-gui-test-hang.txt")
)
_LAST_RESORT_MARGIN = 300  # seconds past the test's own timeout


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    marker = item.get_closest_marker("timeout")
    seconds = (marker.args[0] if marker and marker.args else item.config.getini("timeout")) or 300
    with HANG_LOG.open("w", encoding="utf-8") as log:
        log.write(
            f"{item.nodeid} ran over {float(seconds) + _LAST_RESORT_MARGIN:g} s; every thread's stack:\n"
        )
        log.flush()
        faulthandler.dump_traceback_later(float(seconds) + _LAST_RESORT_MARGIN, exit=True, file=log)
        try:
            yield
        finally:
            faulthandler.cancel_dump_traceback_later()
    HANG_LOG.unlink(missing_ok=True)


@pytest.fixture(autouse=True)
def no_mouse_button_left_held() -> Iterator[None]:
    """QTest remembers the mouse buttons pressed across tests (one global state): a test that
    presses without releasing (or fails between the two) left the next test's mouse moves
    dragging with a button held, so no hover reached the cards (test_hovering_a_card_names_it
    failed after test_peek.py). After each test every button is let go, on a widget of its own."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return  # a test without Qt: nothing held
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    if not isinstance(QApplication.instance(), QApplication):
        return  # none, or a QGuiApplication alone (no widgets): no QTest mouse state either
    spare = QWidget()  # Python's: deleted here, never left for an event loop after the last test
    for button in (Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton):
        QTest.mouseRelease(spare, button, Qt.KeyboardModifier.NoModifier, QPoint(1, 1))
    del spare
    # What a test put on the clipboard (a 10 MB paste) is dropped now: left there until Python's
    # exit, it crashed the run after its last test (a segmentation fault, exit 139) once the
    # picture reader's SVG parsing tests had run after the board dialog's.
    QApplication.clipboard().clear()
