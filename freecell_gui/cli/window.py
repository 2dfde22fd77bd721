"""Opening the window: `freecell-gui [--deal N] [--theme T] [Qt's options]`, and `--self-test`.

Qt's own options (`-style Fusion`, `-platform xcb`, `-reverse`...) are for the window: they are
taken out before our parser reads the line and handed to QApplication, which consumes the ones
it knows; anything left over is refused as an unknown option. Qt, the window and the self-test
are imported only when the window is wanted.
"""

from __future__ import annotations

import argparse
import gc
from collections.abc import Sequence

from freecell_gui.cli.common import deal_number_argument

# --theme's choices: the values of ui.appearance.Appearance (not imported here: it loads Qt).
THEMES = ("system", "light", "dark")

# Qt's command-line options that take a value (QGuiApplication's and QApplication's, X11's
# included); written -name value, --name value or -name=value. Without this list, the value
# ("Fusion") would be read as a command.
QT_OPTIONS_WITH_VALUE = frozenset(
    {
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qmljsdebugger",
        "qwindowgeometry",
        "geometry",
        "qwindowicon",
        "icon",
        "qwindowtitle",
        "title",
        "session",
        "display",
        "name",
        "style",
        "stylesheet",
    }
)


def add_window_options(parser: argparse.ArgumentParser) -> None:
    """Add the window's options to the top-level parser (they apply when no command is given)."""
    parser.add_argument("--deal", type=deal_number_argument, metavar="N", help="open the window at deal N")
    parser.add_argument(
        "--theme",
        choices=THEMES,
        help="the window's appearance for this run only (system, light or dark); the one chosen in "
        "View > Appearance stays saved as it is",
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="start offscreen, deal, draw and export a few deals, and exit 0 only if all worked",
    )


def split_qt_options(arguments: Sequence[str], commands: Sequence[str]) -> tuple[list[str], list[str]]:
    """(our arguments, Qt's options with their values), for a command line without a command.

    Qt's options are looked for only before a command's name (or "--"): after it, every
    argument is the command's, and an option Qt would take is an error there.
    """
    ours: list[str] = []
    qt: list[str] = []
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        if argument == "--" or argument in commands:
            ours.extend(arguments[index:])
            break
        name = argument.lstrip("-")
        if argument.startswith("-") and len(argument) - len(name) <= 2 and name in QT_OPTIONS_WITH_VALUE:
            qt.append("-" + name)
            if index + 1 < len(arguments):
                qt.append(arguments[index + 1])
            index += 2
            continue
        ours.append(argument)
        index += 1
    return ours, qt


def run_window(args: argparse.Namespace, qt_arguments: Sequence[str] = ()) -> int:
    """Open the window (or run the self-test) and return the exit status once it ends."""
    if not args.self_test:
        # The start makes a few hundred thousand objects (Qt's types, the window) and frees almost
        # none: the cyclic collector would run some 60 times for nothing, about 10 ms of the start.
        # The window resumes it once the table has first been painted (ui/first_paint.py).
        gc.disable()
    try:
        from freecell_gui.ui.app import run_app  # Qt is loaded only when the window is wanted
        from freecell_gui.ui.appearance import Appearance

        appearance = Appearance(args.theme) if args.theme else None
        return run_app(
            initial_deal=args.deal,
            self_test=args.self_test,
            qt_arguments=list(qt_arguments),
            appearance=appearance,
        )
    finally:
        gc.enable()
