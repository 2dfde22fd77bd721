"""The Qt binding itself: a release that corrupts reference counts must not go unnoticed.

PySide6 6.12.0 dropped a reference to None on every call of a void method. On Python 3.11
(where None is not immortal) the app then aborted after a few hundred table updates.
"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QGraphicsRectItem


def test_void_calls_keep_none_alive(qapp: QApplication) -> None:
    item = QGraphicsRectItem()
    before = sys.getrefcount(None)
    for _ in range(1000):
        item.setPos(1, 2)
    # On Python 3.12+ None is immortal and its count is fixed; before that it must not fall.
    assert sys.getrefcount(None) >= before - 10
