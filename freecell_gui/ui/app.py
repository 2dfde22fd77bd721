"""Starting the window: settings, the model and the main window, on the QApplication of ui/qt_app.py."""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QTimer

from freecell_gui.core.system.exit_status import ExitStatus
from freecell_gui.core.system.user_text import unrecognized_arguments
from freecell_gui.ui.appearance import Appearance
from freecell_gui.ui.first_paint import watch_first_paint
from freecell_gui.ui.game.deal_model import DealModel
from freecell_gui.ui.history.persistence import data_folder
from freecell_gui.ui.instance_requests import InstanceRequests
from freecell_gui.ui.main_window import MainWindow
from freecell_gui.ui.qt_app import application
from freecell_gui.ui.qt_options import (
    QtOptionError,
    apply_geometry,
    check_platform_option,
    qt_start_guard,
    take_geometry,
)
from freecell_gui.ui.settings import load_settings
from freecell_gui.ui.single_instance import Claim, InstanceServer, Request, Role, claim


def create_window(
    initial_deal: int | None = None,
    appearance: Appearance | None = None,
    *,
    first_paint: bool = False,
    resume: bool = True,
    after_first_paint: Callable[[], object] | None = None,
) -> MainWindow:
    """The main window at `initial_deal`, or with the game saved when the app last closed
    (unless `resume` is False: a window that keeps a game of its own).

    `appearance` (from --theme) is used for this run instead of the saved one, and not saved.
    With `first_paint` (the real start) the table's first paint is watched (ui/first_paint.py),
    and the history, when no game is to be resumed, opens just after it rather than before;
    `after_first_paint` runs then too.
    """
    settings = load_settings()
    model = DealModel(initial_deal if initial_deal is not None else settings.last_deal())
    model.set_random_family(settings.random_family())
    window = MainWindow(model, settings, appearance=appearance)
    model.setParent(window)

    # The game saved last comes back, unless a deal was asked for (it stays in the history).
    def tell(problems: str) -> None:
        window.statusBar().showMessage(problems, 20_000)

    later = None
    if first_paint:
        painted = watch_first_paint(window.view.viewport())
        later = painted.done.connect
        if after_first_paint is not None:
            painted.done.connect(after_first_paint)
    history = window.persistence.start(resume=resume and initial_deal is None, tell=tell, later=later)
    problems = " ".join(problem for problem in (settings.problems(), history) if problem)
    if problems:
        tell(problems)
    return window


def missing_display(qt_arguments: Sequence[str] = ()) -> str:
    """Why a window cannot open here (Linux with no display), or "" if it can.

    Qt would abort with several lines of plugin errors; one line that says what to do is kinder.
    A platform named on the command line (`-platform offscreen`) or a display (`-display :1`)
    is Qt's to try.
    """
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return ""
    if any(argument.lstrip("-").split("=")[0] in ("platform", "display") for argument in qt_arguments):
        return ""
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return ""
    return (
        "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
        "the deal and export commands need none: see 'freecell-gui --help'"
    )


# How often Python gets control back from Qt's event loop, so that a signal's handler can run.
SIGNAL_CHECK_MS = 200


def close_on_stop_signals(window: MainWindow) -> list[int]:
    """Ctrl-C (or SIGTERM) in the terminal that started the app closes the window, as if the
    user had closed it (the deal shown is saved). Returns the list the signals received go into.

    Python runs a signal handler only when it has control; inside Qt's event loop it has none,
    so a timer hands it back a few times a second.
    """
    received: list[int] = []

    def handler(number: int, frame: object) -> None:
        received.append(number)
        QTimer.singleShot(0, window.close)

    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, handler)
    timer = QTimer(window)
    timer.timeout.connect(lambda: None)
    timer.start(SIGNAL_CHECK_MS)
    return received


def run_app(
    initial_deal: int | None = None,
    self_test: bool = False,
    qt_arguments: Sequence[str] = (),
    appearance: Appearance | None = None,
) -> int:
    """Open the window and run until it is closed; the exit status.

    `qt_arguments` go to QApplication (`-style Fusion`, `-platform xcb`); one it does not take is
    refused as an unknown option (exit 2) before the window opens. `appearance` (from --theme)
    wins over the saved one for this run only.
    """
    if self_test:
        from freecell_gui.ui.self_test import run_self_test

        return run_self_test()
    missing = missing_display(qt_arguments)
    if missing:
        _say_error(missing)
        return ExitStatus.FAILURE
    try:
        check_platform_option(qt_arguments)
        qt_arguments, geometry = take_geometry(qt_arguments)
    except QtOptionError as error:
        _say_error(f"{error} (see 'freecell-gui --help')")
        return ExitStatus.BAD_INPUT
    fresh = QCoreApplication.instance() is None
    program = sys.argv[0] if sys.argv and sys.argv[0] else "freecell-gui"
    with qt_start_guard(_say_error):  # Qt's abort (a platform or display it cannot use) is one line
        app = application([program, *qt_arguments])
    left = app.arguments()[1:] if fresh else []
    if left:
        _say_error(f"{unrecognized_arguments(left)} (see 'freecell-gui --help')")
        return ExitStatus.BAD_INPUT
    claimed = claim(data_folder(), Request(initial_deal)) if fresh else Claim(Role.ALONE)
    if claimed.role is Role.HANDED_OVER:
        if sys.stderr is not None:
            shown_deal = f"deal {initial_deal:,}" if initial_deal is not None else "the game"
            sys.stderr.write(f"freecell-gui: already open: its window shows {shown_deal}\n")
        return 0
    server = InstanceServer(claimed.lock, data_folder()) if claimed.lock is not None else None
    # The first paint is watched (the benchmark's hooks, when asked for, and the history's opening);
    # later starts are listened for after it (QtNetwork is not needed for the first paint).
    window = create_window(
        initial_deal,
        appearance,
        first_paint=True,
        resume=claimed.role is Role.FIRST or not fresh,
        after_first_paint=server.listen if server is not None else None,
    )
    if server is not None:
        server.setParent(window)
        requests = InstanceRequests(window, window.model, window.play_actions)
        # Acted on from the event loop, not inside the socket's slot (a question may be asked).
        server.requested.connect(lambda request: QTimer.singleShot(0, lambda: requests.take(request)))
    if claimed.message:
        window.statusBar().showMessage(claimed.message, 20_000)
    received = close_on_stop_signals(window)
    if geometry is not None:
        apply_geometry(window, geometry)
    window.show()
    try:
        status = app.exec()
    finally:
        if server is not None:
            server.close()
    # 130 after Ctrl-C, 143 after SIGTERM, as a shell reports a command stopped by them.
    return 128 + received[0] if received else status


def _say_error(message: str) -> None:
    if sys.stderr is not None:
        sys.stderr.write(f"freecell-gui: error: {message}\n")
