"""Qt's own options on the command line, made safe: one line and status 2 instead of Qt's abort,
and a window that fits the screen whatever size is asked.

- `-platform bogus`, `-platform ""`, `-display :999`: Qt prints four to six lines and aborts
  (status 134) while the QApplication is made. Its messages are caught while it is made; the
  fatal one ends the process at once with one line of ours (the reason Qt gave first) and
  status 2, before Qt's abort can run.
- `-qwindowgeometry 100000x100000` (or `-geometry`): Qt would give the first window that size,
  12 GB of pixels for the backing store. The option is taken out of Qt's arguments, checked
  (WIDTHxHEIGHT+X+Y, X11's form, any part optional), and applied to the window clamped to the
  screen's available area.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QMessageLogContext, QRect, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QWidget

from freecell_gui.core.system.exit_status import ExitStatus

USAGE_ERROR = ExitStatus.BAD_INPUT
GEOMETRY_OPTIONS = ("qwindowgeometry", "geometry")
# X11's geometry: [=][WIDTH{xX}HEIGHT][{+-}X{+-}Y] (XParseGeometry's form, which Qt reads).
_GEOMETRY = re.compile(
    r"=?(?:(?P<width>\d{1,9})[xX](?P<height>\d{1,9}))?(?:(?P<x>[+-]\d{1,9})(?P<y>[+-]\d{1,9}))?"
)


class QtOptionError(ValueError):
    """A Qt option the window cannot use; the message is one line for the user."""


@dataclass(frozen=True, slots=True)
class Geometry:
    """A window geometry asked on the command line; None where a part was not given. A negative
    offset counts from the right (bottom) edge, as in X11."""

    width: int | None
    height: int | None
    x: int | None
    y: int | None

    @classmethod
    def parse(cls, text: str) -> Geometry:
        """The geometry written `text`; QtOptionError if it is not one."""
        found = _GEOMETRY.fullmatch(text.strip())
        if not text.strip() or found is None or not any(found.groupdict().values()):
            raise QtOptionError(f"{text!r} is not a window geometry (write WIDTHxHEIGHT+X+Y, as 800x600+0+0)")
        parts = {key: int(value) if value is not None else None for key, value in found.groupdict().items()}
        if parts["width"] == 0 or parts["height"] == 0:
            raise QtOptionError(f"{text!r} is not a window geometry: a window needs a width and a height")
        return cls(parts["width"], parts["height"], parts["x"], parts["y"])

    def within(self, current: QRect, available: QRect, minimum_width: int, minimum_height: int) -> QRect:
        """Where the window goes: this geometry, parts not given taken from `current`, the size
        clamped to `available` (and to the window's minimum), the position kept on it."""
        width = min(max(self.width or current.width(), minimum_width), available.width())
        height = min(max(self.height or current.height(), minimum_height), available.height())
        x, y = current.x(), current.y()
        if self.x is not None:
            x = available.x() + self.x if self.x >= 0 else available.right() + 1 - width + self.x
        if self.y is not None:
            y = available.y() + self.y if self.y >= 0 else available.bottom() + 1 - height + self.y
        x = min(max(x, available.x()), available.right() + 1 - width)
        y = min(max(y, available.y()), available.bottom() + 1 - height)
        return QRect(x, y, width, height)


def take_geometry(qt_arguments: Sequence[str]) -> tuple[list[str], Geometry | None]:
    """(Qt's arguments without the geometry options, the last geometry asked); QtOptionError
    for one that is not a geometry, or one given no value."""
    kept: list[str] = []
    geometry: Geometry | None = None
    index = 0
    while index < len(qt_arguments):
        argument = qt_arguments[index]
        name, equals, value = argument.lstrip("-").partition("=")
        if argument.startswith("-") and name in GEOMETRY_OPTIONS:
            if not equals:
                if index + 1 >= len(qt_arguments):
                    raise QtOptionError(f"-{name} needs a value (WIDTHxHEIGHT+X+Y, as 800x600+0+0)")
                value = qt_arguments[index + 1]
                index += 1
            geometry = Geometry.parse(value)
        else:
            kept.append(argument)
        index += 1
    return kept, geometry


def apply_geometry(window: QWidget, geometry: Geometry) -> None:
    """Place `window` as `geometry` asks, within its screen's available area."""
    screen = window.screen()
    if screen is None:
        return
    minimum = window.minimumSizeHint()
    window.setGeometry(
        geometry.within(window.geometry(), screen.availableGeometry(), minimum.width(), minimum.height())
    )


def check_platform_option(qt_arguments: Sequence[str]) -> None:
    """QtOptionError for a platform or display option given an empty value (Qt aborts on it)."""
    for index, argument in enumerate(qt_arguments):
        name, equals, value = argument.lstrip("-").partition("=")
        if argument.startswith("-") and name in ("platform", "display"):
            if not equals:
                value = qt_arguments[index + 1] if index + 1 < len(qt_arguments) else ""
            if not value.strip():
                raise QtOptionError(f"-{name} needs a value (for example -{name} {_EXAMPLES[name]})")


_EXAMPLES = {"platform": "xcb", "display": ":0"}


def one_line(messages: Sequence[str]) -> str:
    """The reason to give for Qt's failure to start: the display it could not reach, or the
    plugin it could not find (with the ones there are), else that no plugin could start."""
    lines = [line.strip() for message in messages for line in message.splitlines() if line.strip()]
    available = next((line for line in lines if line.startswith("Available platform plugins are:")), "")
    plugins = available.removeprefix("Available platform plugins are:").strip().rstrip(".")
    there_are = f" (there are: {plugins})" if plugins else ""
    for line in lines:
        if line.lower().startswith("could not connect to display"):
            return f"the window cannot open: {line[0].lower()}{line[1:]}"
        missing = re.match(r'Could not find the Qt platform plugin "([^"]*)"', line)
        if missing:
            return f'the window cannot open: no Qt platform plugin is named "{missing.group(1)}"{there_are}'
    return f"the window cannot open: no Qt platform plugin could be started{there_are}"


@contextmanager
def qt_start_guard(
    say: Callable[[str], None], exit_now: Callable[[int], object] = os._exit
) -> Iterator[None]:
    """While the QApplication is made: Qt's messages are held, and a fatal one ends the process
    with one line (`say`) and status 2 before Qt aborts. Qt's own handler is back afterwards."""
    messages: list[str] = []

    def handler(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        messages.append(message)
        if kind == QtMsgType.QtFatalMsg:
            say(one_line(messages))
            if sys.stderr is not None:
                sys.stderr.flush()
            exit_now(USAGE_ERROR)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
        # Warnings from a start that went on (a missing cursor library, a theme) are Qt's usual talk.
        for message in messages:
            if sys.stderr is not None:
                sys.stderr.write(message.rstrip("\n") + "\n")
