"""Every setting the app keeps, declared once: its key, what its raw text may be, its default
and how its text becomes a value.

A setting is a `Key`; the kinds below (`bool_key`, `choice_key`, `float_key`, `deal_key`,
`colour_key`, `path_key`, `bytes_key`) build one from a line, and `KEYS` is the one table of them.
The raw rule is checked on the INI text before Qt decodes anything (a damaged `@Variant(...)`
can make Qt abort), and the decoder checks the value Qt hands back: both refuse the same things,
so a value is refused the same way whether it was damaged on disk or set in the session.
A new setting is one line here; reading, writing and refusing it need no new code.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication
from PySide6.QtGui import QColor

from freecell_gui.core.deals.dealer import FIRST_DEAL, DealFamily, check_deal_number
from freecell_gui.core.game.rules import AutoplayPolicy
from freecell_gui.core.game.variant import MAX_FREE_CELLS, Building
from freecell_gui.core.system.deck_themes import is_complete
from freecell_gui.ui.appearance import Appearance
from freecell_gui.ui.i18n.languages import LANGUAGES, SYSTEM_LANGUAGE
from freecell_gui.ui.i18n.numbers import grouped
from freecell_gui.ui.table.scene import DEFAULT_FELT

T = TypeVar("T")


class Kind(Enum):
    """What a setting holds; each kind has one raw rule and one decoder, shared by its keys."""

    BOOL = "true or false"
    CHOICE = "one of a few names"
    FLOAT = "a number among a few"
    DEAL = "a deal number"
    COLOUR = "a colour #rrggbb"
    PATH = "a file"
    BYTES = "Qt's saved bytes"


@dataclass(frozen=True)
class Key(Generic[T]):
    """One setting: where it lives, the raw INI text it may hold, its default and its decoder.

    `decode` takes what QSettings hands back and returns the value, or raises ValueError saying
    why the value is refused; `encode` gives what is written. `choices` are the texts a finite
    kind accepts (empty for open kinds).
    """

    name: str
    kind: Kind
    rule: re.Pattern[str]
    make_default: Callable[[], T]
    decode: Callable[[object], T]
    encode: Callable[[T], object]
    choices: tuple[str, ...] = ()
    max_length: int = 64

    @property
    def default(self) -> T:
        """The value used when the setting is missing or refused (a fresh one each time: a
        QColor is mutable)."""
        return self.make_default()

    def allows_raw(self, text: str) -> bool:
        """True if `text`, the value as written in the INI file, may be handed to Qt."""
        return len(text) <= self.max_length and self.rule.fullmatch(text) is not None


KEYS: dict[str, Key[Any]] = {}
"""Every setting by its key name, in the order declared."""


def _declare(key: Key[T]) -> Key[T]:
    if key.name in KEYS:
        raise ValueError(f"the setting {key.name} is declared twice")
    KEYS[key.name] = key
    return key


def _text(value: object, rule: re.Pattern[str], max_length: int, what: str) -> str:
    """The value as text if it is a text the rule allows; ValueError saying why otherwise."""
    if isinstance(value, list):  # Qt reads "a,b" as a list
        value = ",".join(str(part) for part in value)
    if not isinstance(value, str):
        raise ValueError(
            QCoreApplication.translate("Settings", "not text (%1)").replace("%1", type(value).__name__)
        )
    if len(value) > max_length:
        raise ValueError(
            QCoreApplication.translate("Settings", "%1 characters long").replace("%1", grouped(len(value)))
        )
    if rule.fullmatch(value) is None:
        raise ValueError(
            QCoreApplication.translate("Settings", "%1 is not %2")
            .replace("%1", _shown(value))
            .replace("%2", what)
        )
    return value


def _shown(text: str) -> str:
    """A refused text, short and printable, for the one-line message."""
    clean = "".join(char if char.isprintable() else "?" for char in text)
    return repr(clean if len(clean) <= 20 else clean[:17] + "...")


def _choices_rule(names: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(name) for name in names))


_BOOL = re.compile(r"true|false")
_NUMBER = re.compile(r"[0-9]{1,3}(?:\.[0-9]{1,6})?")  # no sign, exponent, nan or inf
_DEAL = re.compile(r"[0-9]{1,10}")
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
# A path: any text but a NUL (written \0 or \x0), a control character, or a leading "@".
_PATH = re.compile(r"(?!@)(?:[^\x00-\x1f\x7f\\]|\\(?!0|x0+(?![0-9a-fA-F]))[^\x00-\x1f])*")
_BYTE_ARRAY = re.compile(r"@ByteArray\([^\n]{0,65536}\)")
MAX_PATH_LENGTH = 4096


# --- the kinds -----------------------------------------------------------------------------


def bool_key(name: str, default: bool) -> Key[bool]:
    """A setting that is on or off, written "true" or "false"."""
    return _declare(
        Key(
            name,
            Kind.BOOL,
            _BOOL,
            lambda: default,
            lambda value: (
                _text(value, _BOOL, 5, QCoreApplication.translate("Settings", "true or false")) == "true"
            ),
            lambda on: "true" if on else "false",
            ("true", "false"),
        )
    )


def choice_key(name: str, choices: Mapping[str, T], default: T) -> Key[T]:
    """A setting that is one of a few values, each written by its name."""
    names = tuple(choices)
    rule = _choices_rule(names)
    by_value = {value: text for text, value in choices.items()}

    def decode(value: object) -> T:
        return choices[
            _text(
                value,
                rule,
                64,
                QCoreApplication.translate("Settings", "one of %1").replace("%1", ", ".join(names)),
            )
        ]

    return _declare(Key(name, Kind.CHOICE, rule, lambda: default, decode, by_value.__getitem__, names))


def float_key(name: str, allowed: tuple[float, ...], default: float) -> Key[float]:
    """A number that is one of `allowed` (the choices a menu offers), written as a decimal."""
    shown = ", ".join(f"{number:g}" for number in allowed)

    def decode(value: object) -> float:
        number = float(
            _text(
                value, _NUMBER, 12, QCoreApplication.translate("Settings", "one of %1").replace("%1", shown)
            )
        )
        if number not in allowed:
            raise ValueError(
                QCoreApplication.translate("Settings", "%1 is not one of %2")
                .replace("%1", f"{number:g}")
                .replace("%2", shown)
            )
        return number

    texts = tuple(str(number) for number in allowed)
    return _declare(Key(name, Kind.FLOAT, _NUMBER, lambda: default, decode, str, texts))


def deal_key(name: str) -> Key[int]:
    """A deal number, 1 to 8,589,934,591; deal 1 by default."""

    def decode(value: object) -> int:
        number = int(_text(value, _DEAL, 10, QCoreApplication.translate("Settings", "a deal number")))
        try:
            return check_deal_number(number)
        except ValueError:
            raise ValueError(
                QCoreApplication.translate("Settings", "%1 is not a deal number").replace(
                    "%1", grouped(number)
                )
            ) from None

    return _declare(Key(name, Kind.DEAL, _DEAL, lambda: FIRST_DEAL, decode, str))


def colour_key(name: str, default: QColor) -> Key[QColor]:
    """A colour written "#rrggbb"."""
    kept = default.name()
    return _declare(
        Key(
            name,
            Kind.COLOUR,
            _COLOUR,
            lambda: QColor(kept),
            lambda value: QColor(
                _text(value, _COLOUR, 7, QCoreApplication.translate("Settings", "a colour #rrggbb"))
            ),
            lambda colour: colour.name(),
        )
    )


def path_key(name: str, usable: Callable[[Path], str | None]) -> Key[Path | None]:
    """A file, or nothing (None, written ""); `usable` says why a file cannot be used, or None."""

    def decode(value: object) -> Path | None:
        text = _text(value, _PATH, MAX_PATH_LENGTH, QCoreApplication.translate("Settings", "a file name"))
        if not text:
            return None
        path = Path(text)
        why = usable(path)
        if why is not None:
            raise ValueError(why)
        return path

    return _declare(
        Key(
            name,
            Kind.PATH,
            _PATH,
            lambda: None,
            decode,
            lambda path: "" if path is None else str(path),
            max_length=MAX_PATH_LENGTH,
        )
    )


def bytes_key(name: str) -> Key[QByteArray | None]:
    """Qt's own saved bytes (the window's geometry), written @ByteArray(...); None if absent."""

    def decode(value: object) -> QByteArray | None:
        if not isinstance(value, QByteArray):
            raise ValueError(
                QCoreApplication.translate("Settings", "not saved bytes (%1)").replace(
                    "%1", type(value).__name__
                )
            )
        return value if not value.isEmpty() else None

    def encode(value: QByteArray | None) -> object:
        return value if value is not None else QByteArray()

    return _declare(Key(name, Kind.BYTES, _BYTE_ARRAY, lambda: None, decode, encode, max_length=65_600))


def _deck_problem(path: Path) -> str | None:
    try:
        if is_complete(path):
            return None
        if not path.exists():
            return QCoreApplication.translate("Settings", "a missing file")
        return QCoreApplication.translate("Settings", "not a usable deck")
    except (OSError, ValueError):
        return QCoreApplication.translate("Settings", "a missing file")


# --- the settings --------------------------------------------------------------------------

ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
"""How fast cards may fly: the Animation Speed menu's choices (1 is normal)."""

LAST_DEAL = deal_key("deal/last")
RANDOM_FAMILY = choice_key("deal/random_family", DealFamily.__members__, DealFamily.WINDOWS_MILLION)
FOUR_COLOUR = bool_key("view/four_colour", False)
LARGE_INDEX = bool_key("view/large_index", False)  # our deck's large-index faces (issue 28)
APPEARANCE = choice_key("view/appearance", {choice.value: choice for choice in Appearance}, Appearance.SYSTEM)
LABELS = bool_key("view/labels", True)
FELT = colour_key("view/felt", DEFAULT_FELT)
DECK = path_key("view/deck", _deck_problem)
GEOMETRY = bytes_key("window/geometry")
WINDOW_STATE = bytes_key("window/state")
AUTOPLAY = choice_key("play/autoplay", {policy.value: policy for policy in AutoplayPolicy}, AutoplayPolicy.MS)
# Game > Free Cells and Game > Rules (issue 29): the variant the next deal is played under.
FREE_CELLS = choice_key(
    "play/free_cells", {str(cells): cells for cells in range(MAX_FREE_CELLS, -1, -1)}, MAX_FREE_CELLS
)
BUILDING = choice_key("play/building", {rule.value: rule for rule in Building}, Building.ALTERNATE_COLOURS)
ANIMATIONS = bool_key("play/animations", True)
ANIMATION_SPEED = float_key("play/animation_speed", ANIMATION_SPEEDS, 1.0)
# Asked before a deal change or a new game throws moves away; the key keeps its first name, so
# a "Don't ask again" given before New Game asked too still holds.
ASK_BEFORE_LEAVING = bool_key("play/ask_before_deal_change", True)
SHOW_SOLVABILITY = bool_key("solve/show_solvability", True)
# View > Language: "system" or a language code; read at start-up by ui/i18n/loader.py.
LANGUAGE = choice_key(
    "view/language", {code: code for code in (SYSTEM_LANGUAGE, *LANGUAGES)}, SYSTEM_LANGUAGE
)
