"""Watching an X server for the moments a program's window is mapped and first drawn.

A watcher thread connects to the X server (libX11 and libXdamage through ctypes: no extra
package), selects SubstructureNotify on the root window (CreateNotify, ConfigureNotify and
MapNotify of every top-level window: with no window manager, top-level windows are the root's
children) and creates a DAMAGE object on the root window at the RawRectangles level, which
reports every drawing into any window on the screen as it happens, with no polling and no
screen grabs. The same for every program, whatever toolkit draws it.

* mapped: the MapNotify of the program's first top-level window of at least 200 x 200 pixels;
* first frame: the first damage rectangle after that map covering at least half of that
  window: Qt hands a window's whole first frame to the X server in one image;
* last damage: the latest drawing seen (a program has settled once none follows for a while).

`xdotool search --sync` polls every half second, and polling xwininfo or xprop costs a process
per probe on the cores the programs are timed on: neither is used.
"""

from __future__ import annotations

import ctypes
import os
import select
import struct
import threading
import time
from dataclasses import dataclass

MIN_WINDOW_SIDE = 200
FRAME_SHARE = 0.5

_CREATE_NOTIFY, _MAP_NOTIFY, _CONFIGURE_NOTIFY = 16, 19, 22
_SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
_DAMAGE_REPORT_RAW_RECTANGLES = 0
_X_EVENT_BYTES = 24 * ctypes.sizeof(ctypes.c_long)  # sizeof(XEvent) on LP64 and ILP32


@dataclass(frozen=True)
class XEvent:
    """One event the watcher saw, with the time it arrived (time.monotonic())."""

    at: float
    kind: str  # "create", "configure", "map" or "damage"
    window: int
    x: int
    y: int
    width: int
    height: int


class XWatcher(threading.Thread):
    """Notes every top-level window created, configured and mapped, and every drawing on the
    screen, from its own X connection (Xlib is only ever used from this thread)."""

    def __init__(self, display: str) -> None:
        super().__init__(daemon=True)
        self._display_name = display.encode()
        self._events: list[XEvent] = []
        self._lock = threading.Lock()
        self._stop_read, self._stop_write = os.pipe()
        self._ready = threading.Event()
        self.error: str = ""

    def events_since(self, start: float) -> list[XEvent]:
        """The events that arrived at or after `start`."""
        with self._lock:
            return [event for event in self._events if event.at >= start]

    def forget_before(self, start: float) -> None:
        """Drop the events older than `start` (keeps a long run's memory flat)."""
        with self._lock:
            self._events = [event for event in self._events if event.at >= start]

    def start_watching(self) -> None:
        """Start the thread and wait until the X server has taken our selections."""
        self.start()
        self._ready.wait(10)
        if self.error or not self._ready.is_set():
            raise RuntimeError(f"cannot watch the X server: {self.error or 'no answer'}")

    def stop(self) -> None:
        """End the thread."""
        os.write(self._stop_write, b"x")
        self.join(5)

    def run(self) -> None:
        try:
            x11 = ctypes.CDLL("libX11.so.6")
            damage = ctypes.CDLL("libXdamage.so.1")
        except OSError as error:
            self.error = f"{error} (Debian: apt install libx11-6 libxdamage1)"
            self._ready.set()
            return
        pointer, ulong = ctypes.c_void_p, ctypes.c_ulong
        x11.XOpenDisplay.restype = pointer
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ulong
        x11.XDefaultRootWindow.argtypes = [pointer]
        x11.XSelectInput.argtypes = [pointer, ulong, ctypes.c_long]
        x11.XNextEvent.argtypes = [pointer, pointer]
        x11.XPending.argtypes = [pointer]
        x11.XConnectionNumber.argtypes = [pointer]
        x11.XFlush.argtypes = [pointer]
        x11.XSync.argtypes = [pointer, ctypes.c_int]
        int_pointer = ctypes.POINTER(ctypes.c_int)
        damage.XDamageQueryExtension.argtypes = [pointer, int_pointer, int_pointer]
        damage.XDamageCreate.restype = ulong
        damage.XDamageCreate.argtypes = [pointer, ulong, ctypes.c_int]
        display = x11.XOpenDisplay(self._display_name)
        if not display:
            self.error = f"cannot open display {self._display_name.decode()}"
            self._ready.set()
            return
        event_base, error_base = ctypes.c_int(), ctypes.c_int()
        if not damage.XDamageQueryExtension(display, ctypes.byref(event_base), ctypes.byref(error_base)):
            self.error = "the X server has no DAMAGE extension"
            self._ready.set()
            return
        root = x11.XDefaultRootWindow(display)
        x11.XSelectInput(display, root, _SUBSTRUCTURE_NOTIFY_MASK)
        damage.XDamageCreate(display, root, _DAMAGE_REPORT_RAW_RECTANGLES)
        x11.XSync(display, 0)
        self._ready.set()
        buffer = ctypes.create_string_buffer(_X_EVENT_BYTES)
        connection = x11.XConnectionNumber(display)
        damage_notify = event_base.value  # XDamageNotify is the extension's first event
        while True:
            readable, _, _ = select.select([connection, self._stop_read], [], [])
            if self._stop_read in readable:
                return
            while x11.XPending(display):
                x11.XNextEvent(display, buffer)
                at = time.monotonic()
                event = _decode(buffer.raw, at, damage_notify)
                if event is not None:
                    with self._lock:
                        self._events.append(event)


def _decode(raw: bytes, at: float, damage_notify: int) -> XEvent | None:
    """The fields we use of an XEvent (Xlib's C structs, LP64 layout: long and pointers 8 bytes)."""
    (kind,) = struct.unpack_from("i", raw, 0)
    if kind == damage_notify:
        # XDamageNotifyEvent: type, serial, send_event, display, drawable, damage, level, more,
        # timestamp, then `area` (short x, y; unsigned short width, height) at offset 64.
        (drawable,) = struct.unpack_from("L", raw, 32)
        x, y, width, height = struct.unpack_from("hhHH", raw, 64)
        return XEvent(at, "damage", drawable, x, y, width, height)
    if kind in (_CREATE_NOTIFY, _CONFIGURE_NOTIFY):
        # XCreateWindowEvent / XConfigureEvent: window at 40, then int x, y, width, height.
        (window,) = struct.unpack_from("L", raw, 40)
        x, y, width, height = struct.unpack_from("iiii", raw, 48)
        return XEvent(at, "create" if kind == _CREATE_NOTIFY else "configure", window, x, y, width, height)
    if kind == _MAP_NOTIFY:
        (window,) = struct.unpack_from("L", raw, 40)
        return XEvent(at, "map", window, 0, 0, 0, 0)
    return None


@dataclass
class Moments:
    """What the watcher saw of one start, in seconds from the spawn."""

    mapped: float | None = None
    first_frame: float | None = None
    last_damage: float | None = None


def read_moments(events: list[XEvent], start: float) -> Moments:
    """Map, first frame and last damage of the program started at `start` (see the module doc)."""
    moments = Moments()
    geometry: dict[int, tuple[int, int, int, int]] = {}
    window: tuple[int, int, int, int] | None = None
    for event in events:
        if event.kind in ("create", "configure"):
            geometry[event.window] = (event.x, event.y, event.width, event.height)
        elif event.kind == "map" and window is None:
            box = geometry.get(event.window)
            if box is not None and min(box[2], box[3]) >= MIN_WINDOW_SIDE:
                window = box
                moments.mapped = event.at - start
        elif event.kind == "damage" and window is not None:
            moments.last_damage = event.at - start
            if moments.first_frame is None and _covered(window, event) >= FRAME_SHARE:
                moments.first_frame = event.at - start
    return moments


def _covered(window: tuple[int, int, int, int], event: XEvent) -> float:
    """The share of the window's area the damage rectangle covers."""
    x, y, width, height = window
    overlap_x = max(0, min(x + width, event.x + event.width) - max(x, event.x))
    overlap_y = max(0, min(y + height, event.y + event.height) - max(y, event.y))
    return overlap_x * overlap_y / max(1, width * height)
