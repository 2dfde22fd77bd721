#!/bin/sh
# Installs FreeCell GUI for the current user from this unpacked folder (no root needed):
#   the program     -> $PREFIX/lib/freecell-gui/      (PREFIX is ~/.local unless set)
#   the command     -> $PREFIX/bin/freecell-gui       (a link into the folder above)
#   the menu entry  -> $XDG_DATA_HOME/applications/   (~/.local/share unless set)
#   the icons       -> $XDG_DATA_HOME/icons/hicolor/
# Run again to update; ./uninstall.sh removes all of it. Nothing outside those places is touched.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-"$HOME/.local"}
data=${XDG_DATA_HOME:-"$HOME/.local/share"}
program="$prefix/lib/freecell-gui"

if [ ! -x "$here/freecell-gui/freecell-gui" ]; then
  echo "install.sh: run it from the unpacked folder (freecell-gui/freecell-gui is missing here)" >&2
  exit 1
fi

mkdir -p "$prefix/lib" "$prefix/bin" "$data/applications"
# Copy beside the old copy, then swap: a failed copy leaves the installed program as it was.
staging="$program.new.$$"
rm -rf "$staging"
cp -R "$here/freecell-gui" "$staging"
rm -rf "$program.old.$$"
if [ -e "$program" ]; then mv "$program" "$program.old.$$"; fi
mv "$staging" "$program"
rm -rf "$program.old.$$"
ln -sfn "$program/freecell-gui" "$prefix/bin/freecell-gui"

# The menu entry starts the installed program by its full path: ~/.local/bin may not be on PATH.
# (sed's own special characters in the path are escaped first.)
escaped=$(printf '%s' "$program/freecell-gui" | sed 's/[&|\\]/\\&/g')
sed "s|^Exec=.*|Exec=\"$escaped\"|" "$here/share/applications/freecell-gui.desktop" \
  > "$data/applications/freecell-gui.desktop"
for icon in "$here"/share/icons/hicolor/*/apps/freecell-gui.png; do
  size=$(basename "$(dirname "$(dirname "$icon")")")
  mkdir -p "$data/icons/hicolor/$size/apps"
  cp "$icon" "$data/icons/hicolor/$size/apps/freecell-gui.png"
done
# Menus pick the entry up at once where these tools exist; elsewhere at the next log-in.
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true

echo "FreeCell GUI is installed: $prefix/bin/freecell-gui, and in the menu under Games."
