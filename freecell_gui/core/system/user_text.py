"""Quoting what a user wrote in a message, and reading words and codes as plain ASCII.

A message that echoes user text as it came can mislead or flood: `'JK' is not a card` with
the Kelvin sign (U+212A) for the K reads as if the app refused a valid card, thousands of
digits fill the terminal, and an escape sequence can rewrite it. `quoted` and `shown_path`
show at most MAX_QUOTED_CHARS characters (a path MAX_PATH_CHARS), every character outside printable ASCII escaped as
Python's ascii() writes it (`\\u212a`), except the suit symbols the app itself reads.

Readers compare words and codes as ASCII only: Python's case-insensitive matching and
str.lower() / str.upper() treat the long s (U+017F) as `s` and the Kelvin sign as `k`, so a look-alike
could turn into a different move or card. `ascii_lower` and `ascii_upper` change ASCII letters
only, and `lookalike` finds a character that only looks like ASCII.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from pathlib import PurePath

__all__ = [
    "MAX_PATH_CHARS",
    "MAX_QUOTED_CHARS",
    "ascii_lower",
    "ascii_skeleton",
    "ascii_upper",
    "describe_char",
    "escaped",
    "lookalike",
    "quoted",
    "shown_path",
]

MAX_QUOTED_CHARS = 40
"""The most characters of user text a message shows (escapes counted as written)."""
MAX_PATH_CHARS = 80
"""The most characters of a path a message shows: its start and its end, the file's name."""

# The suit symbols are read by the app (card queries, loose boards) and are not look-alikes.
_KEPT = frozenset("\u2663\u2666\u2665\u2660\u2667\u2662\u2661\u2664")
_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_UPPER = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def ascii_lower(text: str) -> str:
    """`text` with A-Z made a-z and every other character left as it is."""
    return text.translate(_LOWER)


def ascii_upper(text: str) -> str:
    """`text` with a-z made A-Z and every other character left as it is."""
    return text.translate(_UPPER)


def _escape(char: str) -> str:
    if char == "'":
        return "\\'"
    if char == "\\":
        return "\\\\"
    if " " <= char <= "~" or char in _KEPT:
        return char
    return ascii(char)[1:-1]  # \n, \x1b, \u212a, \U0001f0a1


def _pieces(text: str, limit: int) -> tuple[list[str], bool]:
    """The escaped characters of `text` while they fit in `limit`; and whether all did."""
    pieces: list[str] = []
    used = 0
    for char in text:
        piece = _escape(char)
        if used + len(piece) > limit:
            return pieces, False
        pieces.append(piece)
        used += len(piece)
    return pieces, True


def escaped(text: str, limit: int = MAX_QUOTED_CHARS) -> str:
    """`text` escaped (see the module's docstring) and cut to about `limit` characters, with
    "..." where it was cut. Unquoted: for text that is already set apart in a message."""
    pieces, whole = _pieces(text, limit)
    return "".join(pieces) if whole else "".join(pieces) + "..."


def quoted(text: str, limit: int = MAX_QUOTED_CHARS) -> str:
    """`text` for a message: in quotes, escaped, at most about `limit` characters of it; a longer
    text says how long it was (`'99999...' (5,000 characters)`)."""
    pieces, whole = _pieces(text, limit)
    if whole:
        return "'" + "".join(pieces) + "'"
    return "'" + "".join(pieces) + f"...' ({len(text):,} characters)"


def shown_path(path: str | PurePath, limit: int = MAX_PATH_CHARS) -> str:
    """A path for a message, escaped; a long one keeps its start and its end (the file name)."""
    text = str(path)
    full = "".join(map(_escape, text))
    if len(full) <= limit:
        return full
    half = (limit - 3) // 2
    head, _ = _pieces(text, half)
    tail, _ = _pieces(text[::-1], limit - 3 - half)
    return "".join(head) + "..." + "".join(reversed(tail))


# Greek and Cyrillic letters drawn like Latin ones (Unicode's confusables, the common part):
# NFKC leaves them alone, yet "s\u03a4ack" reads as "sTack" to anyone.
_CONFUSABLE = str.maketrans(
    "\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4\u03a5\u03a7"
    "\u03b1\u03b9\u03ba\u03bd\u03bf\u03c1\u03c4\u03c5\u03c7"
    "\u0405\u0406\u0408\u0410\u0412\u0415\u041a\u041c\u041d\u041e\u0420\u0421\u0422\u0423\u0425"
    "\u0430\u0435\u043e\u0440\u0441\u0443\u0445\u0455\u0456\u0458\u04bb\u0501\u051b\u051d\u0131",
    "ABEZHIKMNOPTYXaikvoptuxSIJABEKMHOPCTYXaeopcyxsijhdqwi",
)


def ascii_skeleton(text: str) -> str:
    """`text` as it looks: compatibility forms as their plain letters (the long s U+017F is s,
    the Kelvin sign K, a full-width 3 is 3), accents dropped (a dotted capital I is I), and Greek
    and Cyrillic letters drawn like Latin ones as those. For telling whether a text only looks
    like something the app reads; never for reading it."""
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(char for char in decomposed if not unicodedata.combining(char))
    return plain.translate(_CONFUSABLE)


def lookalike(text: str) -> str | None:
    """The first character of `text` outside ASCII that looks like an ASCII letter or digit
    (see `ascii_skeleton`); else None."""
    for char in text:
        if char.isascii():
            continue
        shape = ascii_skeleton(char)
        if shape.isascii() and any(part.isalnum() for part in shape):
            return char
    return None


def describe_char(char: str) -> str:
    """`U+017F (LATIN SMALL LETTER LONG S)`, for a message about one character."""
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" ({name})" if name else "")


def unrecognized_arguments(arguments: Sequence[str]) -> str:
    """The message for arguments no parser took, the first three quoted: "unrecognized arguments:
    '-x' 'y' 'z' and 4 more" (what argparse says, with the user's text cut and escaped)."""
    shown = " ".join(quoted(argument) for argument in arguments[:3])
    more = f" and {len(arguments) - 3:,} more" if len(arguments) > 3 else ""
    return f"unrecognized arguments: {shown}{more}"
