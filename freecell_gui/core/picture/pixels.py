"""A plain pixel buffer, and the few whole-picture operations the reader needs.

Pure Python: a channel of a picture is a `bytes` slice, a threshold is `bytes.translate`
with a table, and the AND or OR of two masks is the AND or OR of two big integers made
with `int.from_bytes`. All of these run in C inside CPython, so a 1920 x 1080 screenshot is
thresholded in a few tens of milliseconds without NumPy.
"""

from __future__ import annotations

from dataclasses import dataclass

MAX_PIXELS = 40_000_000
"""The largest picture read (a 8K screenshot is 33 million pixels)."""


class PictureError(ValueError):
    """A picture that cannot be read as a FreeCell table (the message says why)."""


def _table(test: object) -> bytes:
    return bytes(1 if test(value) else 0 for value in range(256))  # type: ignore[operator]


ABOVE = [_table(lambda v, t=t: v > t) for t in range(256)]
"""ABOVE[t] maps a channel value to 1 if it is above t, else 0 (a `bytes.translate` table)."""
BELOW = [_table(lambda v, t=t: v < t) for t in range(256)]
"""BELOW[t] maps a channel value to 1 if it is below t, else 0."""


def mask_and(*masks: bytes) -> bytes:
    """Byte-wise AND of 0/1 masks of one length."""
    value = int.from_bytes(masks[0], "little")
    for mask in masks[1:]:
        value &= int.from_bytes(mask, "little")
    return value.to_bytes(len(masks[0]), "little")


def mask_or(*masks: bytes) -> bytes:
    """Byte-wise OR of 0/1 masks of one length."""
    value = int.from_bytes(masks[0], "little")
    for mask in masks[1:]:
        value |= int.from_bytes(mask, "little")
    return value.to_bytes(len(masks[0]), "little")


@dataclass(frozen=True)
class PixelBuffer:
    """Pixels in rows: `channels` bytes a pixel (3: R, G, B; 4: R, G, B, A), `stride` bytes a row."""

    width: int
    height: int
    data: bytes
    stride: int
    channels: int = 4

    def __post_init__(self) -> None:
        if self.channels not in (3, 4):
            raise PictureError(f"a pixel has 3 or 4 bytes, not {self.channels}")
        if self.width < 1 or self.height < 1:
            raise PictureError("the picture is empty")
        if self.width * self.height > MAX_PIXELS:
            raise PictureError(f"the picture has more than {MAX_PIXELS:,} pixels")
        if self.stride < self.width * self.channels:
            raise PictureError("a row is shorter than its pixels")
        if len(self.data) < self.stride * (self.height - 1) + self.width * self.channels:
            raise PictureError("the pixel data is shorter than the picture")

    def _packed(self, x0: int, y0: int, x1: int, y1: int) -> bytes:
        """The rectangle's pixels, rows joined without padding."""
        span = self.channels
        if x0 == 0 and x1 == self.width and self.stride == self.width * span:
            return self.data[y0 * self.stride : y1 * self.stride]
        return b"".join(
            self.data[y * self.stride + x0 * span : y * self.stride + x1 * span] for y in range(y0, y1)
        )

    def planes(self, x0: int, y0: int, x1: int, y1: int) -> tuple[bytes, bytes, bytes]:
        """The red, green and blue planes of a rectangle (clipped to the picture), row after row."""
        x0, x1 = max(0, x0), min(self.width, x1)
        y0, y1 = max(0, y0), min(self.height, y1)
        if x1 <= x0 or y1 <= y0:
            return b"", b"", b""
        packed = self._packed(x0, y0, x1, y1)
        span = self.channels
        return packed[0::span], packed[1::span], packed[2::span]

    def light_mask(self, threshold: int) -> bytes:
        """1 where every channel is above `threshold` (card paper), else 0; one byte a pixel."""
        red, green, blue = self.planes(0, 0, self.width, self.height)
        table = ABOVE[threshold]
        return mask_and(red.translate(table), green.translate(table), blue.translate(table))

    def pixel(self, x: int, y: int) -> tuple[int, int, int]:
        """The (R, G, B) of one pixel."""
        start = y * self.stride + x * self.channels
        red, green, blue = self.data[start : start + 3]
        return red, green, blue


def ink_mask(red: bytes, green: bytes, blue: bytes, threshold: int) -> bytes:
    """1 where any channel is below `threshold` (ink of any colour on light paper), else 0."""
    if not red:
        return b""
    table = BELOW[threshold]
    return mask_or(red.translate(table), green.translate(table), blue.translate(table))
