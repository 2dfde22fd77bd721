"""Reads the FreeCell table off the desktop's accessibility bus (AT-SPI), as a screen reader does.

Run by the system's Python (`/usr/bin/python3 tests/ui/atspi_reader.py`): pyatspi is Debian's
python3-pyatspi, a system package the project's venv cannot import. It prints one JSON object:
{"table": the table's subtree, or null while no application shows one yet}. Each node is
{"role", "name", "description", "states", "children"}.

`atspi_reader.py listen NAME` instead prints "ready" once it listens, then each focus and
announcement event as a JSON line [type, role, name, detail] until an object named NAME takes
the focus (or 30 seconds pass).
"""

from __future__ import annotations

import json
import sys
from typing import Any

import pyatspi  # type: ignore[import-not-found]

TABLE_NAME = "FreeCell table"
STATES = {
    pyatspi.STATE_FOCUSED: "focused",
    pyatspi.STATE_SELECTED: "selected",
    pyatspi.STATE_FOCUSABLE: "focusable",
}


def node(accessible: Any, depth: int) -> dict[str, Any]:
    """One accessible object and, `depth` levels down, its children."""
    states = accessible.getState()
    children = []
    if depth > 0:
        for index in range(accessible.childCount):
            child = accessible.getChildAtIndex(index)
            if child is not None:
                children.append(node(child, depth - 1))
    return {
        "role": accessible.getRoleName(),
        "name": accessible.name,
        "description": accessible.description,
        "states": [word for state, word in STATES.items() if states.contains(state)],
        "children": children,
    }


def find_table(accessible: Any, depth: int) -> Any:
    """The first object named like the table, searched `depth` levels down."""
    if accessible.name == TABLE_NAME:
        return accessible
    if depth == 0:
        return None
    for index in range(accessible.childCount):
        child = accessible.getChildAtIndex(index)
        found = find_table(child, depth - 1) if child is not None else None
        if found is not None:
            return found
    return None


EVENTS = ("focus:", "object:announcement")
LISTEN_SECONDS = 30


def listen(awaited: str) -> None:
    """Print the focus and announcement events until `awaited` takes the focus."""
    from gi.repository import GLib  # type: ignore[import-not-found]

    def on_event(event: Any) -> None:
        source = event.source
        line = [event.type, source.getRoleName(), source.name, str(event.any_data)]
        print(json.dumps(line), flush=True)
        if event.type.startswith("focus") and source.name == awaited:
            pyatspi.Registry.stop()

    for kind in EVENTS:
        pyatspi.Registry.registerEventListener(on_event, kind)
    GLib.timeout_add_seconds(LISTEN_SECONDS, pyatspi.Registry.stop)
    GLib.idle_add(lambda: print("ready", flush=True) and False)
    pyatspi.Registry.start()


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "listen":
        listen(sys.argv[2])
        return
    desktop = pyatspi.Registry.getDesktop(0)
    table = None
    for index in range(desktop.childCount):
        application = desktop.getChildAtIndex(index)
        if application is not None:
            table = find_table(application, 8)
        if table is not None:
            break
    json.dump({"table": node(table, 3) if table is not None else None}, sys.stdout)


if __name__ == "__main__":
    main()
