#!/bin/sh
# Removes what install.sh put in place (same PREFIX and XDG_DATA_HOME); the history and settings stay.
set -eu
prefix=${PREFIX:-"$HOME/.local"}
data=${XDG_DATA_HOME:-"$HOME/.local/share"}
program="$prefix/lib/freecell-gui"
if [ -L "$prefix/bin/freecell-gui" ]; then rm -f "$prefix/bin/freecell-gui"; fi
rm -rf "$program"
rm -f "$data/applications/freecell-gui.desktop"
rm -f "$data"/icons/hicolor/*/apps/freecell-gui.png
echo "FreeCell GUI is removed (your games and settings are kept)."
