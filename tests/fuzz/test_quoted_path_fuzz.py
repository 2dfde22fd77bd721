"""Every path a message quotes (core/system/user_text.py `shown_path`, the window's
`quoted_path`) is printable ASCII within its limit, whatever the name holds: control and bidi
characters (an RLO can make "gvs.png" read "png.svg"), lone surrogates of a name that is not
UTF-8, 4,000-character paths. Kept from the s5 trust pass: it held."""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.core.system.user_text import MAX_PATH_CHARS, quoted, shown_path

_SUITS = frozenset("\u2663\u2666\u2665\u2660\u2667\u2662\u2661\u2664")
_BIDI_AND_CONTROLS = (
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\x1b\x07\n\r\t\x00\x7f"
)


def _printable(text: str) -> bool:
    return all(" " <= char <= "~" or char in _SUITS for char in text)


@settings(max_examples=400, deadline=None)
@given(
    text=st.text(st.characters(min_codepoint=0, max_codepoint=0x10FFFF), max_size=4200)
    | st.text(st.sampled_from(_BIDI_AND_CONTROLS + "ab/.é"), max_size=200),
    limit=st.integers(10, 200),
)
def test_a_shown_path_is_printable_and_within_its_limit(text: str, limit: int) -> None:
    shown = shown_path(text, limit)
    assert _printable(shown)
    assert len(shown) <= limit
    assert _printable(quoted(text))


@settings(max_examples=200, deadline=None)
@given(raw=st.binary(min_size=1, max_size=4000))
def test_a_name_that_is_not_utf8_is_shown_escaped(raw: bytes) -> None:
    name = os.fsdecode(raw)  # lone surrogates, as Python reads such a name from the system
    shown = shown_path(name)
    assert _printable(shown)
    assert len(shown) <= MAX_PATH_CHARS
