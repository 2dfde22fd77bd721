"""The settings file is untrusted input: every value of every key is checked before Qt decodes it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QLocale
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from freecell_gui.core.deals.dealer import FIRST_DEAL, LAST_DEAL, DealFamily
from freecell_gui.ui.settings import (
    DECK,
    FELT,
    FOUR_COLOUR,
    GEOMETRY,
    KEYS,
    LABELS,
    WINDOW_STATE,
    Key,
    Kind,
    clean_settings_text,
    load_settings,
)

GOOD = "[deal]\nlast=617\nrandom_family=WINDOWS_32000\n[view]\nlabels=false\nfelt=#112233\n"

HOSTILE_LINES = {
    "nul in deck path": "[view]\ndeck=/usr/share/a\\0b.svg\n",
    "nul as hex": "[view]\ndeck=/tmp/x\\x0\n",
    "variant in deck": "[view]\ndeck=@Variant(\\0\\0\\0\\x7f\\xff\\xff\\xff\\xff)\n",
    "variant geometry": "[window]\ngeometry=@Variant(\\0\\0\\0\\v\\0\\x7f\\xff\\xff\\xf0)\n",
    "variant last deal": "[deal]\nlast=@Variant(\\0\\0\\0\\x2\\0\\0\\0\\0\\x1)\n",
    "variant unknown key": "[other]\nthing=@Variant(\\0\\0\\0\\x7f\\xff\\xff\\xff\\xff)\n",
    "rect in felt": "[view]\nfelt=@Rect(0 0 99999999 99999999)\n",
    "huge deal": "[deal]\nlast=" + "9" * 5000 + "\n",
    "control characters": "[view]\nlabels=tr\x01ue\n",
}


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _asides(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.unreadable-*"))


@pytest.mark.parametrize("bad", list(HOSTILE_LINES.values()), ids=list(HOSTILE_LINES))
def test_a_hostile_value_means_its_default_a_copy_aside_and_one_message(
    isolated_settings: Path, bad: str
) -> None:
    original = GOOD + bad
    _write(isolated_settings, original)
    loaded = load_settings()
    assert loaded.last_deal() == 617 or "deal]\nlast=" in bad
    assert loaded.random_family() is DealFamily.WINDOWS_32000
    assert loaded.get(DECK) is None
    assert loaded.get(GEOMETRY) is None
    assert not loaded.get(LABELS)
    message = loaded.problems()
    assert message.startswith("Settings: ") and "\n" not in message
    assert loaded.problems() == ""  # said once
    (aside,) = _asides(isolated_settings)
    assert aside.read_text(encoding="utf-8") == original
    cleaned = isolated_settings.read_text(encoding="utf-8")
    assert "@Variant" not in cleaned and "\\0" not in cleaned and "9" * 100 not in cleaned


def test_a_clean_file_is_left_alone_and_says_nothing(isolated_settings: Path) -> None:
    _write(isolated_settings, GOOD)
    loaded = load_settings()
    assert loaded.last_deal() == 617
    assert loaded.problems() == ""
    assert _asides(isolated_settings) == []


def test_what_we_write_passes_our_own_check(qtbot: QtBot, isolated_settings: Path, tmp_path: Path) -> None:
    from freecell_gui.ui.app import create_window

    main = create_window(11982)
    qtbot.addWidget(main)
    main.settings.set(DECK, tmp_path / "a deck, with \u00e9 and \\ and ; in its name.svgz")
    main.close()
    text = isolated_settings.read_text(encoding="utf-8")
    assert "geometry=@ByteArray(" in text
    assert clean_settings_text(text)[1] == []


@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "huge"])
def test_a_settings_file_that_is_no_file_is_moved_aside_without_hanging(
    isolated_settings: Path, kind: str
) -> None:
    isolated_settings.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(isolated_settings)
    elif kind == "device":
        isolated_settings.symlink_to("/dev/zero")
    elif kind == "folder":
        isolated_settings.mkdir()
    else:
        isolated_settings.write_bytes(b"[deal]\nlast=617\n" + b"; padding\n" * 200_000)
    # In a child process: before the fix, Qt hangs on the FIFO and exhausts memory on /dev/zero.
    code = (
        "from PySide6.QtCore import QCoreApplication, QSettings\n"
        f"QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, {str(isolated_settings.parent.parent)!r})\n"
        "QCoreApplication.setOrganizationName('freecell-gui'); QCoreApplication.setApplicationName('freecell-gui')\n"
        "from freecell_gui.ui.settings import load_settings\n"
        "s = load_settings(); print(s.last_deal()); print(s.problems())\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=20, env=env, check=False
    )
    assert result.returncode == 0, result.stderr
    number, message = result.stdout.splitlines()
    assert int(number) == FIRST_DEAL
    assert "moved to" in message
    assert len(_asides(isolated_settings)) == 1


@pytest.mark.parametrize("target", ["fifo", "/dev/zero", "/dev/null", "missing", "folder"])
def test_a_deck_path_that_is_no_deck_is_refused_at_once(
    isolated_settings: Path, tmp_path: Path, target: str
) -> None:
    if target == "fifo":
        path = tmp_path / "deck.svg"
        os.mkfifo(path)
    elif target == "missing":
        path = tmp_path / "gone.svgz"
    elif target == "folder":
        path = tmp_path
    else:
        path = Path(target)
    _write(isolated_settings, f"[view]\ndeck={path}\n")
    loaded = load_settings()  # a FIFO opened or /dev/zero read would never return (the test's timeout)
    assert loaded.get(DECK) is None
    assert "view/deck" in loaded.problems()
    assert len(_asides(isolated_settings)) == 1


def test_an_unwritable_settings_folder_is_said_once_and_loses_nothing(
    tmp_path: Path, isolated_settings: Path
) -> None:
    from PySide6.QtCore import QSettings

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("keep me", encoding="utf-8")
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(blocker))
    loaded = load_settings()
    loaded.set(KEYS["deal/last"], 42)
    assert loaded.last_deal() == 42  # kept for the session
    message = loaded.problems()
    assert "cannot be saved" in message
    assert loaded.problems() == ""
    loaded.sync()
    assert blocker.read_text(encoding="utf-8") == "keep me"


def test_the_window_shows_the_message_in_its_status_bar(qtbot: QtBot, isolated_settings: Path) -> None:
    from freecell_gui.ui.app import create_window

    _write(isolated_settings, GOOD + HOSTILE_LINES["variant geometry"])
    main = create_window()
    qtbot.addWidget(main)
    assert main.model.number == 617
    assert "refused damaged window/geometry; defaults used" in main.statusBar().currentMessage()


_LINE_PIECES = st.sampled_from(
    [
        "[deal]",
        "[view]",
        "[window]",
        "[General]",
        "last=",
        "deck=",
        "felt=",
        "geometry=",
        "labels=",
        "=",
        "@Variant(",
        "@ByteArray(",
        "\\0",
        "\\x0",
        "\\xff",
        ")",
        "617",
        "#abcdef",
        "true",
        '"',
        ";",
        "/dev/zero",
        "\n",
        " ",
        "@@",
        "%",
    ]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.one_of(_LINE_PIECES, st.text(max_size=8)), max_size=40).map("".join))
def test_any_settings_text_starts_with_valid_values(isolated_settings: Path, text: str) -> None:
    for aside in _asides(isolated_settings):
        aside.unlink()
    _write(isolated_settings, text)
    loaded = load_settings()
    assert loaded.last_deal() >= 1
    assert isinstance(loaded.random_family(), DealFamily)
    assert loaded.get(FELT).isValid()
    (
        loaded.get(FOUR_COLOUR),
        loaded.get(LABELS),
        loaded.get(DECK),
        loaded.get(GEOMETRY),
        loaded.get(WINDOW_STATE),
    )
    for key in KEYS.values():
        loaded.get(key)
    message = loaded.problems()
    assert "\n" not in message
    if message and "saved" not in message:
        assert _asides(isolated_settings)


# --- every key, the same way ------------------------------------------------------------------
# What each kind accepts, written here from the kinds' definitions rather than taken from the
# code under test: a raw text is valid, with the value it means, or it is refused.

REFUSED = object()
QT_DECIDES = object()  # bytes in Qt's own escapes: read as Qt reads them, or refused, never silently


def meaning(key: Key[object], raw: str, complete_deck: Path) -> object:
    """The value `raw` means for `key`, or REFUSED."""
    if key.kind is Kind.BOOL:
        return {"true": True, "false": False}.get(raw, REFUSED)
    if key.kind is Kind.CHOICE:
        return raw if raw in key.choices else REFUSED  # compared by the name written back
    if key.kind is Kind.FLOAT:
        if re.fullmatch(r"[0-9]{1,3}(\.[0-9]{1,6})?", raw) is None:
            return REFUSED
        return float(raw) if float(raw) in {float(text) for text in key.choices} else REFUSED
    if key.kind is Kind.DEAL:
        ok = re.fullmatch(r"[0-9]{1,10}", raw) is not None and FIRST_DEAL <= int(raw) <= LAST_DEAL
        return int(raw) if ok else REFUSED
    if key.kind is Kind.COLOUR:
        return raw.lower() if re.fullmatch(r"#[0-9a-fA-F]{6}", raw) else REFUSED
    if key.kind is Kind.PATH:
        return {"": None, str(complete_deck): complete_deck}.get(raw, REFUSED)
    if key.kind is Kind.BYTES:
        # Printable, with none of Qt's INI specials: a backslash escape, a quote, a ";" comment
        # or a "," list (Qt quotes a value holding these when it writes one).
        found = re.fullmatch(r'@ByteArray\(([^\\";,\x00-\x1f\x7f-\U0010ffff]*)\)', raw)
        if found:
            return found.group(1).encode() or None
        # Any other bytes Qt decodes as it decodes its own (escapes and all): read or refused.
        return QT_DECIDES if re.fullmatch(r"@ByteArray\([^\n]*\)", raw) else REFUSED
    raise AssertionError(f"a new kind of setting, {key.kind}: teach this test what it accepts")


def value_as_written(key: Key[object], value: object) -> object:
    """A value as `meaning` gives it, for comparison."""
    if key.kind is Kind.CHOICE:
        return key.encode(value)
    if key.kind is Kind.COLOUR:
        assert isinstance(value, QColor)
        return value.name()
    if key.kind is Kind.BYTES:
        return bytes(value.data()) if isinstance(value, QByteArray) else value
    return value


# Texts every kind must survive: numbers no menu offers, words no setting knows, Qt's own
# encodings, control characters, and a long line.
HOSTILE_TEXTS = [
    "nan",
    "NaN",
    "-nan",
    "inf",
    "-inf",
    "Infinity",
    "-1",
    "0",
    "-0.5",
    "1e309",
    "1e3",
    "0x10",
    "2.5",
    "3",
    "1,5",
    "TRUE",
    "True",
    "yes",
    "1",
    "on",
    "maybe",
    "OFF",
    "Ms",
    "never",
    "WINDOWS",
    "windows_32000",
    "#12345",
    "#1234567",
    "red",
    "#gggggg",
    "8589934592",
    "99999999999",
    "@Variant(\\0\\0\\0\\x7f\\xff\\xff\\xff\\xff)",
    "@ByteArray(\\0)",
    "@Rect(0 0 1 1)",
    "@Invalid()",
    "\\0",
    "a\x01b",
    "/dev/zero",
    "/nonexistent/deck.svgz",
    "x" * 5000,
]
_PIECES = st.sampled_from(
    ["0", "1", "9", ".", "-", "e", "#", "a", "f", "@", "(", ")", "\\", "true", "ms", "_", "%"]
)
RAW_VALUES = st.one_of(
    st.sampled_from(HOSTILE_TEXTS),
    st.lists(_PIECES, max_size=12).map("".join),
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=20),
    st.floats(allow_nan=True, allow_infinity=True).map(str),
    st.integers(-(2**40), 2**40).map(str),
).filter(lambda text: "\n" not in text and "\r" not in text and text == text.strip() and '"' not in text[:1])


def valid_raw(key: Key[object], complete_deck: Path) -> st.SearchStrategy[str]:
    """Texts `key` must accept."""
    if key.kind in (Kind.BOOL, Kind.CHOICE, Kind.FLOAT):
        return st.sampled_from(key.choices)
    if key.kind is Kind.DEAL:
        return st.integers(FIRST_DEAL, LAST_DEAL).map(str)
    if key.kind is Kind.COLOUR:
        return st.integers(0, 0xFFFFFF).map(lambda rgb: f"#{rgb:06x}")
    if key.kind is Kind.PATH:
        return st.sampled_from(["", str(complete_deck)])
    if key.kind is Kind.BYTES:
        return st.text(
            st.characters(min_codepoint=0x20, max_codepoint=0x7E, blacklist_characters='\\";,'), max_size=30
        ).map(lambda text: f"@ByteArray({text})")
    raise AssertionError(f"a new kind of setting, {key.kind}: teach this test what it accepts")


@pytest.fixture(scope="module")
def complete_deck(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tests.core.system.test_deck_themes import theme_svg

    path = tmp_path_factory.mktemp("deck") / "deck.svg"
    path.write_bytes(theme_svg())
    return path


def _load_with(isolated_settings: Path, key: Key[object], raw: str) -> tuple[str, object, str]:
    """Write `raw` as the value of `key` (among good values of other keys), load, and read it."""
    for aside in _asides(isolated_settings):
        aside.unlink()
    section, name = key.name.split("/", 1)
    others = GOOD if not key.name.startswith(("deal/", "view/")) else ""
    original = f"{others}[{section}]\n{name}={raw}\n"
    _write(isolated_settings, original)
    loaded = load_settings()
    value = loaded.get(key)
    return original, value, loaded.problems()


@pytest.mark.parametrize("name", list(KEYS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_key_refuses_what_it_cannot_mean_and_says_so(
    isolated_settings: Path, complete_deck: Path, name: str, data: st.DataObject
) -> None:
    key = KEYS[name]
    raw = data.draw(st.one_of(RAW_VALUES, valid_raw(key, complete_deck)), label="raw")
    original, value, message = _load_with(isolated_settings, key, raw)
    expected = meaning(key, raw, complete_deck)
    if expected is QT_DECIDES:
        expected = REFUSED if message else value_as_written(key, value)
    if expected is REFUSED:
        assert value_as_written(key, value) == value_as_written(key, key.default)
        # A NUL byte makes the file no text at all: it is refused whole.
        assert ("the whole file" if "\x00" in raw else key.name) in message and "\n" not in message
        (aside,) = _asides(isolated_settings)
        assert aside.read_text(encoding="utf-8") == original
        assert load_settings().problems() == ""  # the refused value is gone: said once, not at every start
    else:
        assert value_as_written(key, value) == expected
        assert message == ""
        assert _asides(isolated_settings) == []


BAD_PLAY_AND_SOLVE_VALUES = [
    ("play/animation_speed", "nan"),
    ("play/animation_speed", "-1"),
    ("play/animation_speed", "inf"),
    ("play/animation_speed", "3"),
    ("play/autoplay", "always"),
    ("play/autoplay", "MS"),
    ("play/animations", "yes"),
    ("play/ask_before_deal_change", "2"),
    ("solve/show_solvability", "on"),
]


@pytest.mark.parametrize(("name", "raw"), BAD_PLAY_AND_SOLVE_VALUES)
def test_play_and_solve_values_are_refused_like_the_others(
    isolated_settings: Path, complete_deck: Path, name: str, raw: str
) -> None:
    key = KEYS[name]
    original, value, message = _load_with(isolated_settings, key, raw)
    assert value_as_written(key, value) == value_as_written(key, key.default)
    assert f"{name}" in message
    assert [aside.read_text(encoding="utf-8") for aside in _asides(isolated_settings)] == [original]


@pytest.mark.parametrize("name", list(KEYS))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_every_key_reads_back_what_it_wrote(
    isolated_settings: Path, complete_deck: Path, name: str, data: st.DataObject
) -> None:
    key = KEYS[name]
    raw = data.draw(valid_raw(key, complete_deck), label="raw")
    for aside in _asides(isolated_settings):
        aside.unlink()
    _write(isolated_settings, "")
    first = load_settings()
    # The value the valid text means, set through the accessor and read back after a restart.
    value = first.get(key) if raw == "" else _decoded(key, raw)
    first.set(key, value)
    first.sync()
    del first
    text = isolated_settings.read_text(encoding="utf-8")
    assert clean_settings_text(text)[1] == []
    again = load_settings()
    assert value_as_written(key, again.get(key)) == value_as_written(key, value)
    assert again.problems() == ""


def _decoded(key: Key[object], raw: str) -> object:
    if key.kind is Kind.BYTES:
        data = raw.removeprefix("@ByteArray(").removesuffix(")").encode()
        return QByteArray(data) if data else None
    return key.decode(raw)


def test_every_kind_of_key_is_known_to_these_tests(complete_deck: Path) -> None:
    for key in KEYS.values():
        meaning(key, "", complete_deck)  # raises for a kind this file does not know
        assert key.name.count("/") == 1, "keys are section/name"


def test_a_refused_play_setting_shows_in_the_window(qtbot: QtBot, isolated_settings: Path) -> None:
    from freecell_gui.ui.app import create_window

    _write(isolated_settings, GOOD + "[play]\nanimation_speed=nan\nautoplay=sometimes\n")
    main = create_window()
    qtbot.addWidget(main)
    message = main.statusBar().currentMessage()
    assert "play/animation_speed" in message and "play/autoplay" in message
    assert main.play_actions.speed_actions[1.0].isChecked()
    assert len(_asides(isolated_settings)) == 1


@pytest.mark.parametrize("kind", ["fifo", "too large"])
def test_the_language_at_start_never_opens_a_pipe_nor_reads_a_file_set_aside(
    qapp: QApplication, isolated_settings: Path, kind: str
) -> None:
    from freecell_gui.ui.qt_app import _start_in_saved_language

    isolated_settings.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(isolated_settings)  # opened for reading, it would wait for a writer forever
    else:  # the window moves a file over the limit aside unread: its language must not be used
        isolated_settings.write_bytes(b"[view]\nlanguage=ru\n" + b"; padding\n" * 200_000)
    _start_in_saved_language(qapp)
    assert not QLocale().name().startswith("ru")  # the language installed sets the default locale
