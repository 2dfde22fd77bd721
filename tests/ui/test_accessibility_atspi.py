"""The table read through the real accessibility bus (AT-SPI), as Orca reads it.

The app runs under Xvfb with its own D-Bus session (dbus-run-session) and Qt's AT-SPI bridge
forced on (QT_LINUX_ACCESSIBILITY_ALWAYS_ON); the tree and the focus events are read by the
system's Python with Debian's pyatspi (tests/ui/atspi_reader.py), a separate process, like a
screen reader. CI installs at-spi2-core and python3-pyatspi (.ci/run).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from freecell_gui.core.deals.dealer import deal
from freecell_gui.ui.table.accessible_text import card_name
from tests.ui.xserver import XServer, xvfb

pytestmark = pytest.mark.xvfb

SYSTEM_PYTHON = "/usr/bin/python3"
READER = Path(__file__).with_name("atspi_reader.py")
Node = dict[str, Any]


def _require_bus_tools() -> None:
    """dbus-run-session and the system Python's pyatspi: .ci/run installs them on Debian."""
    if shutil.which("dbus-run-session") is None:
        pytest.fail("dbus-run-session is missing (Debian: apt install dbus-daemon at-spi2-core)")
    found = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, check=False)
    if found.returncode != 0:
        pytest.fail("the system Python has no pyatspi (Debian: apt install python3-pyatspi at-spi2-core)")


@pytest.fixture
def bus_session(tmp_path: Path) -> Iterator[XServer]:
    """Xvfb and a private D-Bus session on it, with Qt's accessibility bridge always on."""
    _require_bus_tools()
    with xvfb(tmp_path / "home") as server:
        # dbus-run-session keeps its bus while its command runs: the command prints the bus's
        # address and waits; ending it (the whole session, started here) ends the bus.
        session = subprocess.Popen(
            ["dbus-run-session", "--", "sh", "-c", 'echo "$DBUS_SESSION_BUS_ADDRESS"; exec sleep 600'],
            env=server.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            start_new_session=True,
        )
        try:
            assert session.stdout is not None
            address = session.stdout.readline().strip()
            assert address, "dbus-run-session gave no bus address"
            server.env.update(DBUS_SESSION_BUS_ADDRESS=address, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
            # A first read starts the accessibility bus and its registry (D-Bus activation), so
            # the app finds them up: an app that starts them itself waits on them.
            assert read_table(server) is None
            yield server
        finally:
            os.killpg(session.pid, 15)
            session.wait(timeout=10)


def read_table(server: XServer) -> Node | None:
    """The table's subtree as the bus shows it now (None until the app has shown it)."""
    result = subprocess.run(
        [SYSTEM_PYTHON, str(READER)], env=server.env, capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    table: Node | None = json.loads(result.stdout)["table"]
    return table


def wait_for_table(server: XServer, ready: Callable[[Node], bool], what: str, timeout: float = 30) -> Node:
    """Read the tree until `ready` holds for the table; fail saying `what` was awaited."""
    deadline = time.monotonic() + timeout
    table = None
    while time.monotonic() < deadline:
        table = read_table(server)
        if table is not None and ready(table):
            return table
        time.sleep(0.3)
    raise AssertionError(f"{what} never showed on the bus; last read: {json.dumps(table)[:3000]}")


def pile(table: Node, prefix: str) -> Node:
    """The pile whose name starts with `prefix` ("Free cell a", "Cascade 1")."""
    return next(child for child in table["children"] if child["name"].startswith(prefix))


def cascade_card_names(table: Node) -> list[str]:
    """The names of every card in the cascades, cascade by cascade."""
    piles = [child for child in table["children"] if child["name"].startswith("Cascade")]
    return [card["name"] for column in piles for card in column["children"]]


def _status(table: Node) -> Node:
    """The table's status object: what it last said."""
    return next(child for child in table["children"] if child["role"] == "status bar")


def test_a_screen_reader_reads_every_card_and_follows_keyboard_play(bus_session: XServer) -> None:
    expected = [card_name(card) for column in deal(617).columns for card in column]
    with bus_session.running_app("--deal", "617"):
        # As focus_window, with room for a loaded machine: the bridge's start slows the window.
        window = bus_session.wait_for_window("Deal #617", timeout=90)
        bus_session.run("xdotool", "windowfocus", "--sync", window)
        table = wait_for_table(bus_session, lambda t: len(cascade_card_names(t)) == 52, "the 52 cards")
        assert cascade_card_names(table) == expected
        assert len(set(cascade_card_names(table))) == 52
        assert pile(table, "Free cell a")["name"] == "Free cell a, empty"
        first = pile(table, "Cascade 1")
        assert first["name"] == "Cascade 1, 7 cards, Jack of Diamonds on top"
        assert first["children"][-1]["description"] == "cascade 1, card 7 of 7, top card"
        assert first["children"][0]["description"] == "cascade 1, card 1 of 7, covered"

        # The coach's first verdict is announced through the same status object: let it come
        # first, so that it cannot replace the pick-up's words below (it is said once a change).
        wait_for_table(
            bus_session,
            lambda t: _status(t)["name"] == "This position can be won",
            "the coach's verdict",
            timeout=120,
        )
        listener = subprocess.Popen(
            [SYSTEM_PYTHON, str(READER), "listen", "Jack of Diamonds"],
            env=bus_session.env,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert listener.stdout is not None
        assert listener.stdout.readline().strip() == "ready"
        bus_session.run("xdotool", "key", "1")
        events = [json.loads(line) for line in listener.communicate(timeout=60)[0].splitlines()]
        # A screen reader hears the focus move to the card picked up (not only the tree change).
        assert ["focus:", "list item", "Jack of Diamonds"] in [event[:3] for event in events]
        table = wait_for_table(
            bus_session,
            lambda t: "selected" in pile(t, "Cascade 1")["children"][-1]["states"],
            "the Jack of Diamonds picked up",
        )
        assert _status(table)["name"] == "Picked up: Jack of Diamonds, cascade 1, card 7 of 7, top card"

        bus_session.run("xdotool", "key", "a")
        table = wait_for_table(
            bus_session, lambda t: bool(pile(t, "Free cell a")["children"]), "a card in free cell a"
        )
        cell = pile(table, "Free cell a")
        assert cell["name"] == "Free cell a, Jack of Diamonds"
        assert [card["name"] for card in cell["children"]] == ["Jack of Diamonds"]
        assert cell["children"][0]["description"] == "free cell a"
        assert pile(table, "Cascade 1")["name"] == "Cascade 1, 6 cards, Four of Spades on top"
