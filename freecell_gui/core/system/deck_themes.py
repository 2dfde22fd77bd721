"""Card decks other programs have installed: KDE's card decks and GNOME Aisleriot's.

They are offered as choices, never shipped. Both keep a whole deck in one SVG (often
gzip-compressed, .svgz) with an element per card named "<rank>_<suit>" (1-10, jack,
queen, king; club, diamond, heart, spade) and one named "back".
"""

from __future__ import annotations

import os
import re
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from freecell_gui.core.system.user_files import UserFileError, read_user_bytes, read_user_text

_RANK_IDS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
_SUIT_IDS = ("club", "diamond", "heart", "spade")
_ELEMENT = re.compile(rb'id="((?:[1-9]|10|jack|queen|king)_(?:club|diamond|heart|spade)|back)"')
# Every card's element (13 ranks x 4 suits) and the back: a deck without one of them is incomplete.
_NEEDED = {f"{rank}_{suit}" for rank in _RANK_IDS for suit in _SUIT_IDS} | {"back"}
_MAX_THEME_BYTES = 64 * 1024 * 1024
"""The largest deck file read, compressed or not (the largest installed decks are a few MB)."""
_MAX_INDEX_BYTES = 256 * 1024


@dataclass(frozen=True)
class DeckTheme:
    """An installed deck: its name for the menu and its SVG file."""

    name: str
    path: Path


def element_id(element: str) -> str:
    """The id a KDE or GNOME deck gives one of our elements: "QS" -> "queen_spade"."""
    if element == "back":
        return "back"
    rank = "A23456789TJQK".index(element[0])
    return f"{_RANK_IDS[rank]}_{_SUIT_IDS['CDHS'.index(element[1])]}"


def data_dirs() -> list[Path]:
    """The XDG data folders, the user's first."""
    home = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    system = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    return [home, *(Path(part) for part in system.split(os.pathsep) if part)]


def installed_themes(search: Iterable[Path] | None = None) -> list[DeckTheme]:
    """Every complete deck found under the data folders, by name; broken ones are left out."""
    found: dict[Path, DeckTheme] = {}
    for base in search if search is not None else data_dirs():
        for index in sorted((base / "carddecks").glob("*/index.desktop")):
            theme = _kde_theme(index)
            if theme is not None:
                found.setdefault(theme.path.resolve(), theme)
        for svg in sorted((base / "aisleriot" / "cards").glob("*.svg*")):
            name = svg.name.split(".")[0].replace("_", " ").replace("-", " ").title()
            found.setdefault(svg.resolve(), DeckTheme(f"{name} (GNOME)", svg))
    complete = [theme for theme in found.values() if is_complete(theme.path)]
    return sorted(complete, key=lambda theme: theme.name.lower())


def _kde_theme(index: Path) -> DeckTheme | None:
    import configparser  # here: only the Card Deck menu reads KDE's decks, not the window's start

    parser = configparser.ConfigParser(strict=False, interpolation=None)
    try:
        parser.read_string(read_user_text(index, _MAX_INDEX_BYTES), source=str(index))
    except (configparser.Error, UserFileError):
        return None
    for section in parser.sections():
        svg = parser.get(section, "SVG", fallback="")
        if svg:
            name = parser.get(section, "Name", fallback=index.parent.name)
            return DeckTheme(f"{name} (KDE)", index.parent / svg)
    return None


def read_theme(path: Path) -> bytes | None:
    """The SVG of a deck file (gunzipped if it is .svgz), or None if it is not a readable deck file.

    The file must be a regular file (never a FIFO or a device) of at most 64 MB, and so must
    its decompressed content.
    """
    try:
        raw = read_user_bytes(path, _MAX_THEME_BYTES)
    except UserFileError:
        return None
    if raw[:2] != b"\x1f\x8b":
        return raw
    inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
    try:
        data = inflater.decompress(raw, _MAX_THEME_BYTES + 1)
    except zlib.error:
        return None
    if len(data) > _MAX_THEME_BYTES or not inflater.eof:
        return None  # a decompression bomb, or a truncated file
    return data


def is_complete(path: Path) -> bool:
    """True if the file is an SVG (or .svgz) holding all 52 cards and a back."""
    data = read_theme(path)
    return data is not None and {match.decode() for match in _ELEMENT.findall(data)} >= _NEEDED
