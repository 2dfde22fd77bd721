"""A deck's paper measured once, not once a session (ui/table/deck_paper_memory.py): a later
session's first paint of a KDE deck measures nothing on the UI thread and draws the same pixels;
a changed deck is measured again; a hostile memory file is ignored and never destroyed."""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from freecell_gui.ui.table import deck_paper, deck_paper_memory
from freecell_gui.ui.table.deck import CardDeck
from tests.ui.table.deck_samples import counted_measures, shadowed_deck_svg, write_deck

SHADOW = (4, 1, 1, 3)


@pytest.fixture(autouse=True)
def memory(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """The memory in a folder of this test's; a fresh session to start with."""
    folder = tmp_path / "memory"
    folder.mkdir()
    monkeypatch.setattr(deck_paper_memory, "memory_folder_override", [folder])
    monkeypatch.setattr(deck_paper, "_measured", {})
    return folder / deck_paper_memory.MEMORY_NAME


def _new_session(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """What a new start of the app knows: nothing measured this session. The measures it makes
    are counted."""
    deck_paper_memory.wait_for_writes()
    monkeypatch.setattr(deck_paper, "_measured", {})
    return counted_measures(monkeypatch)


def _pixels(deck: CardDeck) -> bytes:
    image = deck.pixmap("QS", 90).toImage()
    return bytes(image.constBits())


def test_a_later_session_draws_a_measured_deck_without_measuring_it(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_deck(tmp_path, "shadowed", shadowed_deck_svg(SHADOW))
    first = _new_session(monkeypatch)
    first_pixels = _pixels(CardDeck(theme_file=path))
    assert len(first) == 1
    later = _new_session(monkeypatch)
    assert _pixels(CardDeck(theme_file=path)) == first_pixels  # the cards drawn exactly as when measured
    assert later == []


def test_a_deck_changed_since_is_measured_again(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write_deck(tmp_path, "shadowed", shadowed_deck_svg(SHADOW))
    _new_session(monkeypatch)
    before = CardDeck(theme_file=path).paper_margins()
    write_deck(tmp_path, "shadowed", shadowed_deck_svg((0, 0, 0, 0)))  # reinstalled, without a shadow
    later = _new_session(monkeypatch)
    assert CardDeck(theme_file=path).paper_margins() == deck_paper.NO_MARGINS != before
    assert len(later) == 1


def test_a_folder_deck_is_remembered_and_a_card_changed_in_it_measured_again(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "folder-deck"
    folder.mkdir()
    for card in ("QS", "KH"):
        (folder / f"{card}.svg").write_text(
            "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='14'/>"
        )
    first = _new_session(monkeypatch)
    CardDeck(directory=folder).paper_margins()
    assert len(first) == 1
    unchanged = _new_session(monkeypatch)
    CardDeck(directory=folder).paper_margins()
    assert unchanged == []
    time.sleep(0.01)
    (folder / "QS.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='15'/>")
    changed = _new_session(monkeypatch)
    CardDeck(directory=folder).paper_margins()
    assert len(changed) == 1


def _hostile(kind: str, memory: Path, tmp_path: Path) -> Callable[[], bool]:
    """Put a hostile thing where the memory is kept; what must be found there after."""
    if kind == "folder":
        memory.mkdir()
        (memory / "inside").write_bytes(b"kept")
        return lambda: (memory / "inside").read_bytes() == b"kept"
    if kind == "fifo":
        os.mkfifo(memory)
        return memory.is_fifo
    if kind == "dev-zero":
        memory.symlink_to("/dev/zero")
        return lambda: os.readlink(memory) == "/dev/zero"
    if kind == "link-to-a-user-file":
        precious = tmp_path / "precious.txt"
        precious.write_bytes(b"the user's")
        memory.symlink_to(precious)
        return lambda: memory.is_symlink() and precious.read_bytes() == b"the user's"
    if kind == "50-mb-binary":
        memory.write_bytes(os.urandom(1 << 20) * 50)
        return lambda: True  # a file of ours: rewritten is fine
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["folder", "fifo", "dev-zero", "link-to-a-user-file", "50-mb-binary"])
def test_a_hostile_memory_is_ignored_and_left_as_it_is(
    qapp: QApplication, tmp_path: Path, memory: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    path = write_deck(tmp_path, "shadowed", shadowed_deck_svg(SHADOW))
    kept = _hostile(kind, memory, tmp_path)
    measured = _new_session(monkeypatch)
    margins = CardDeck(theme_file=path).paper_margins()
    deck_paper_memory.wait_for_writes(timeout=60)
    assert len(measured) == 1
    assert margins[0] > 0.01  # measured right
    assert kept()


def test_a_full_disk_or_a_refused_write_is_no_failure(
    qapp: QApplication, tmp_path: Path, memory: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(deck_paper_memory, "write_atomically", full)
    path = write_deck(tmp_path, "shadowed", shadowed_deck_svg(SHADOW))
    measured = _new_session(monkeypatch)
    assert CardDeck(theme_file=path).paper_margins()[0] > 0.01
    deck_paper_memory.wait_for_writes(timeout=60)
    assert len(measured) == 1
    assert not memory.exists()  # nothing remembered: the next session measures again, as before


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    value=st.recursive(
        st.none() | st.booleans() | st.floats() | st.integers() | st.text(max_size=8),
        lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
        max_leaves=12,
    )
)
def test_any_value_remembered_for_a_deck_is_used_only_if_a_measure_could_give_it(value: object) -> None:
    margins = deck_paper_memory._valid(value)
    if margins is not None:
        assert len(margins) == 4
        assert all(0.0 <= side <= 0.25 for side in margins)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_any_bytes_in_the_memory_read_as_nothing_or_as_valid_measures(memory: Path, data: bytes) -> None:
    memory.write_bytes(data)
    for value in deck_paper_memory._read().values():
        deck_paper_memory._valid(value)  # never raises whatever was read
    assert deck_paper_memory.recall("no such deck") is None


def test_two_writers_at_once_leave_a_memory_every_reader_can_use(memory: Path) -> None:
    keys = [f"deck{number}" for number in range(40)]
    threads = [
        threading.Thread(target=deck_paper_memory.remember, args=(key, (0.01, 0.0, 0.0, 0.02)))
        for key in keys
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    deck_paper_memory.wait_for_writes(timeout=60)
    kept = json.loads(memory.read_bytes())["decks"]
    assert set(kept) == set(keys)  # in one program: none lost
    assert list(memory.parent.glob(".*.part")) == []
