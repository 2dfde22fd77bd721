"""Pastel pixels of a picture, where a tab deck (KDE's Future) colours its cards' tabs.

A Future card shows its suit as a small pastel box (a tab) at one of four places along its
top: cream, pink, lilac or sky blue, each light in every channel and tinted by one or two of
them. A pixel is *pastel* here when every channel is light and two of them differ by more
than a JPEG's noise; card paper, silver and greys are not, and nor is the felt.

Pure Python, as in `pixels`: a channel difference is found without a loop over pixels by
packing two channels' light levels (16 of them each) into one byte of a big integer and
looking the byte up in a table (`bytes.translate`).
"""

from __future__ import annotations

from freecell_gui.core.picture.pixels import ABOVE, PixelBuffer, mask_and, mask_or

LIGHT = 164
"""Every channel of a tab's pixel is above this (a JPEG at quality 50 darkens a lilac tab's
green to about 180)."""
_LEVEL_FROM = 160
_LEVEL_STEP = 6
_LEVELS = bytes(min(15, max(0, (value - _LEVEL_FROM) // _LEVEL_STEP)) for value in range(256))
"""A light channel's level, 0-15 in steps of 6 from 160 (anything darker is level 0)."""
TINT_LEVELS = 3
"""Two channels of a pastel pixel differ by at least this many levels (about 18 of 255): the
tabs' tints differ by 25-50, paper and silver by under 10."""
_APART = bytes(1 if abs((pair >> 4) - (pair & 15)) >= TINT_LEVELS else 0 for pair in range(256))


def _pair_apart(first: bytes, second: bytes) -> bytes:
    """1 where two channels' levels are `TINT_LEVELS` or more apart (one byte a pixel)."""
    high = int.from_bytes(first.translate(_LEVELS), "little") << 4
    packed = (high | int.from_bytes(second.translate(_LEVELS), "little")).to_bytes(len(first), "little")
    return packed.translate(_APART)


def pastel_mask(red: bytes, green: bytes, blue: bytes) -> bytes:
    """1 where a pixel is pastel (see the module's note), else 0; one byte a pixel."""
    if not red:
        return b""
    table = ABOVE[LIGHT]
    light = mask_and(red.translate(table), green.translate(table), blue.translate(table))
    tinted = mask_or(_pair_apart(red, green), _pair_apart(green, blue), _pair_apart(red, blue))
    return mask_and(light, tinted)


_ABOVE_BY = bytes(1 if (pair >> 4) - (pair & 15) >= TINT_LEVELS else 0 for pair in range(256))


def _pair_above(first: bytes, second: bytes) -> bytes:
    """1 where the first channel's level is `TINT_LEVELS` or more above the second's."""
    high = int.from_bytes(first.translate(_LEVELS), "little") << 4
    packed = (high | int.from_bytes(second.translate(_LEVELS), "little")).to_bytes(len(first), "little")
    return packed.translate(_ABOVE_BY)


def sampled_tints(picture: PixelBuffer, step: int = 6) -> tuple[float, float]:
    """Among every `step`-th pixel of every `step`-th row (a quick look), the shares of light
    pixels tinted blue (more blue than red: Future's lilac and sky blue tabs) and tinted warm
    (more red than blue: its cream and pink tabs)."""
    rows = PixelBuffer(
        picture.width,
        max(1, picture.height // step),
        picture.data,
        picture.stride * step,
        picture.channels,
    )
    red, green, blue = rows.planes(0, 0, rows.width, rows.height)
    red, green, blue = red[::step], green[::step], blue[::step]
    if not red:
        return 0.0, 0.0
    table = ABOVE[LIGHT]
    light = mask_and(red.translate(table), green.translate(table), blue.translate(table))
    bluish = mask_and(light, _pair_above(blue, red)).count(1)
    warm = mask_and(light, _pair_above(red, blue)).count(1)
    return bluish / len(red), warm / len(red)
