"""Make the picture test set: this program's tables with every deck, and KPatience screenshots.

    .venv/bin/python tests/picture/make_pictures.py OUT_DIR [--no-kpat]

Writes pictures and OUT_DIR/manifest.json ([{"file", "deal", "kind", "deck"}]). The set:
- this program's real window under Xvfb (dark appearance, dark felts, screens from 1280 to
  2560 pixels wide);
- this program's table (the export's renderer) with its own deck in two and four colours and
  with every installed KDE/GNOME deck, at widths from 800 to 1800 pixels, deals from all three
  ranges (1..1,000,000, up to 2^31-1, beyond);
- some of those as JPEG at quality 50-70, and shrunk to 50-60 %;
- KPatience screenshots (its FreeCell deals are Microsoft's) with several of its decks, made
  under Xvfb: a fresh HOME whose kpatrc picks the deck, the game menu's "New Numbered Deal",
  the number typed, the screen grabbed once KPatience has sent any aces home.
Needs ImageMagick (convert, import), xvfb-run, xdotool and /usr/games/kpat for the last part.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.picture import kpat

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

KPAT_DECKS = (
    "svg-dondorf",
    "svg-oxygen-white",
    "svg-penguins",
    "svg-xskat-french",
    "svg-nicu-white",
    "svg-standard",
    "svg-tigullio-international",
    "svg-konqi-modern",
)


def _ours(out: Path, rng: random.Random) -> list[dict[str, object]]:
    from freecell_gui.core.deals.cards import DECK
    from freecell_gui.core.deals.dealer import Deal, deal_order
    from freecell_gui.core.system.deck_themes import installed_themes
    from freecell_gui.ui.export.renderer import ExportOptions, TableRenderer
    from freecell_gui.ui.qt_app import application

    application(headless=True)
    decks: list[tuple[str, str, bool]] = [("ours", "", False), ("ours-4c", "", True)]
    decks += [(theme.path.parent.name or theme.name, str(theme.path), False) for theme in installed_themes()]
    widths = (1000, 1200, 1400, 1600, 1800, 1920)
    made = []
    for index, (name, theme, four) in enumerate(decks):
        for copy in range(2 if name.startswith("ours") else 1):
            number = rng.choice(
                (rng.randint(1, 1_000_000), rng.randint(1_000_001, 2**31 - 1), rng.randint(2**31, 2**33 - 1))
                if index % 3 == 0
                else (rng.randint(1, 1_000_000),)
            )
            order = deal_order(number)
            columns = tuple(tuple(DECK[order[p]] for p in range(c, 52, 8)) for c in range(8))
            width = widths[(index + copy) % len(widths)]
            felt = "#24704a" if copy == 0 else "#1d3f6e"
            renderer = TableRenderer(
                ExportOptions(width=width, four_colour=four, deck_theme=theme, felt=felt)
            )
            image = renderer.image(Deal(number, columns))
            path = out / f"ours-{name}-{copy}-{number}.png"
            image.save(str(path))
            made.append({"file": path.name, "deal": number, "kind": "ours", "deck": name, "width": width})
    return made


def _variants(out: Path, made: list[dict[str, object]], rng: random.Random) -> list[dict[str, object]]:
    extra = []
    # The widest pictures: shrunk to 50-60 % they stay about 800 pixels wide, as the reader asks.
    widest = sorted(made, key=lambda item: -int(str(item.get("width", 0))))
    for index, item in enumerate(widest[:12]):
        source = out / str(item["file"])
        quality, share = 50 + (index * 4) % 21, 50 + (index * 2) % 11
        jpeg = source.with_name(source.stem + f"-q{quality}.jpg")
        subprocess.run(["convert", str(source), "-quality", str(quality), str(jpeg)], check=True)
        small = source.with_name(source.stem + f"-s{share}.png")
        subprocess.run(["convert", str(source), "-resize", f"{share}%", str(small)], check=True)
        extra.append({**item, "file": jpeg.name, "kind": f"jpeg q{quality}"})
        extra.append({**item, "file": small.name, "kind": f"shrunk {share}%"})
    return extra


def _kpat(out: Path, rng: random.Random) -> list[dict[str, object]]:
    if not kpat.available():
        print("KPatience or the tools to drive it are missing: no KPatience pictures", file=sys.stderr)
        return []
    made = []
    for index, deck in enumerate(KPAT_DECKS):
        deals = [rng.randint(1, 1_000_000), rng.randint(1_000_001, 2**31 - 1)]
        size = ("1280 900", "1000 760", "")[index % 3]
        for deal, shot in kpat.screenshots(deck, deals, out, size).items():
            width = int(size.split()[0]) if size else 1120
            made.append({"file": shot.name, "deal": deal, "kind": "kpat", "deck": deck, "width": width})
    return made


_WINDOW_SCRIPT = r"""
export HOME="$1" XDG_CONFIG_HOME="$1/.config" XDG_RUNTIME_DIR="$1/run" QT_QPA_PLATFORM=xcb
mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
"$2" -m freecell_gui --deal "$3" >/dev/null 2>&1 &
APP=$!
sleep 7
import -window root "$4"
kill $APP
"""
WINDOWS = (
    # deck theme folder ("" this program's), four colours, appearance, felt, screen
    ("", False, "dark", "#1e2522", "1920x1080x24"),
    ("", True, "dark", "#2a2130", "1366x768x24"),
    ("svg-oxygen", False, "dark", "#1e2522", "1600x900x24"),
    ("svg-penguins", False, "dark", "#16233a", "1920x1080x24"),
    ("svg-nicu-white", False, "light", "#1e2522", "1280x1024x24"),
    ("svg-dondorf", True, "dark", "#24704a", "2560x1440x24"),
)


def _window(out: Path, rng: random.Random) -> list[dict[str, object]]:
    """Screenshots of this program's real window under Xvfb: dark appearance, dark felts, several
    screen sizes, decks with light and dark faces."""
    from freecell_gui.core.system.deck_themes import installed_themes

    if shutil.which("xvfb-run") is None:
        print("xvfb-run missing: no window pictures", file=sys.stderr)
        return []
    themes = {theme.path.parent.name: theme.path for theme in installed_themes()}
    made = []
    for deck, four, appearance, felt, screen in WINDOWS:
        if deck and deck not in themes:
            continue
        number = rng.choice((rng.randint(1, 1_000_000), rng.randint(1_000_001, 2**31 - 1)))
        with tempfile.TemporaryDirectory() as home:
            folder = Path(home) / ".config" / "freecell-gui"
            folder.mkdir(parents=True)
            lines = [f"appearance={appearance}", f"felt={felt}", f"four_colour={str(four).lower()}"]
            lines += [f"deck={themes[deck]}"] if deck else []
            (folder / "freecell-gui.ini").write_text("[view]\n" + "\n".join(lines) + "\n")
            script = Path(home) / "run.sh"
            script.write_text(_WINDOW_SCRIPT)
            shot = out / f"window-{deck or 'ours'}{'-4c' if four else ''}-{appearance}-{number}.png"
            subprocess.run(
                [
                    "xvfb-run",
                    "-a",
                    "-s",
                    f"-screen 0 {screen}",
                    "bash",
                    str(script),
                    home,
                    sys.executable,
                    str(number),
                    str(shot),
                ],
                check=False,
                timeout=60,
                stderr=subprocess.DEVNULL,
            )
        if shot.exists():
            width = int(screen.split("x")[0])
            made.append(
                {"file": shot.name, "deal": number, "kind": "window", "deck": deck or "ours", "width": width}
            )
    return made


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "tests/picture/generated")
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(21)
    made = _ours(out, rng)
    made += _variants(out, made, rng)
    window = _window(out, rng)
    made += window + _variants(out, window[:2], rng)
    if "--no-kpat" not in sys.argv:
        kpat = _kpat(out, rng)
        made += kpat + _variants(out, kpat[:6], rng)[::2]
    (out / "manifest.json").write_text(json.dumps(made, indent=1))
    print(f"{len(made)} pictures in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
