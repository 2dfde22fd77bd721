"""Screenshots of KPatience's FreeCell (Debian's `kpat`), made under Xvfb, for the reader's tests.

KPatience's FreeCell deals are Microsoft's, so a screenshot of its deal N shows deal N. Each
session runs in a fresh HOME whose kpatrc picks the deck (`[General Settings] Cardname=`, see
KPatience's kpat.kcfg), in its own Xvfb and D-Bus session; the deal is asked for through Game >
New Numbered Deal. Xvfb has no window manager, so the keyboard goes to the window under the
pointer: the pointer is put on the dialog's number field before typing. Windows are found by
their class (KPatience's title holds an em dash, which xdotool's name search does not match).

Needs /usr/games/kpat, xvfb-run, dbus-run-session, xdotool and ImageMagick's import.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

KPAT = "/usr/games/kpat"
TOOLS = ("xvfb-run", "dbus-run-session", "xdotool", "import")

_SCRIPT = r"""
export HOME="$1" XDG_RUNTIME_DIR="$1/run"
mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
OUT="$2"; shift 2
wait_for() {  # the first visible window matching xdotool search's "$@", waited for up to 30 s
  for _ in $(seq 60); do
    FOUND=$(xdotool search --onlyvisible "$@" 2>/dev/null | head -1)
    [ -n "$FOUND" ] && { echo "$FOUND"; return 0; }
    sleep 0.5
  done
  return 1
}
/usr/games/kpat --gametype freecell >/dev/null 2>&1 &
KPAT=$!
W=$(wait_for --class kpat) || { kill $KPAT; exit 1; }
sleep 2
[ -n "$SIZE" ] && xdotool windowsize "$W" $SIZE && sleep 1.5
for DEAL in "$@"; do
  D=""
  for _ in 1 2 3 4 5; do  # the menu may miss a click while KPatience is busy
    xdotool mousemove 28 10 click 1; sleep 1
    xdotool mousemove 107 86 click 1; sleep 1
    D=$(wait_for --name 'Numbered') && break
    xdotool key Escape; sleep 1
  done
  [ -z "$D" ] && { echo "no deal dialog for $DEAL" >&2; continue; }
  sleep 0.5
  eval "$(xdotool getwindowgeometry --shell "$D")"
  xdotool mousemove $((X + WIDTH * 62 / 100)) $((Y + HEIGHT * 45 / 100)) click 1
  xdotool key ctrl+a; xdotool type --delay 40 "$DEAL"; xdotool key Return
  sleep 4  # the deal, and KPatience sending its aces home
  # Only the deal asked for (its number is in the title), and only once the dialog is gone.
  for _ in $(seq 20); do
    xdotool getwindowname "$W" | grep -q -- "- $DEAL " && ! xdotool search --onlyvisible --name 'Numbered' >/dev/null && break
    sleep 0.5
  done
  xdotool getwindowname "$W" | grep -q -- "- $DEAL " || { echo "KPatience did not deal $DEAL" >&2; continue; }
  sleep 0.5
  import -window "$W" "$OUT/kpat-$DEAL.png"
done
kill $KPAT
"""


def available() -> bool:
    """True if KPatience and the tools to drive it are installed."""
    return Path(KPAT).exists() and all(shutil.which(tool) for tool in TOOLS)


def screenshots(
    deck: str, deals: list[int], out: Path, size: str = "", timeout: float = 300
) -> dict[int, Path]:
    """KPatience's window showing each of `deals` with `deck` (its Cardname, such as
    "svg-oxygen-air"), `size` ("WIDTH HEIGHT", or "" for its own), as PNGs in `out`:
    {deal: path} for those made."""
    made = {}
    with tempfile.TemporaryDirectory() as home:
        config = Path(home) / ".config"
        config.mkdir()
        (config / "kpatrc").write_text(f"[General Settings]\nCardname={deck}\n")
        script = Path(home) / "run.sh"
        script.write_text(_SCRIPT)
        subprocess.run(
            ["xvfb-run", "-a", "-s", "-screen 0 1920x1200x24", "dbus-run-session", "bash", str(script), home]
            + [str(out)]
            + [str(deal) for deal in deals],
            check=False,
            timeout=timeout,
            env={**os.environ, "SIZE": size, "QT_QPA_PLATFORM": "xcb"},
            stderr=subprocess.DEVNULL,
        )
    for deal in deals:
        shot = out / f"kpat-{deal}.png"
        if shot.exists():
            named = out / f"kpat-{deck}-{deal}.png"
            shot.rename(named)
            made[deal] = named
    return made
