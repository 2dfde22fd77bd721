"""Build the standalone app for the system this runs on: `python packaging/build.py`.

Linux: dist/freecell-gui-VERSION-linux-ARCH.tar.gz, the form we hand out: the program's folder, the
       .desktop entry and icons, and install.sh / uninstall.sh (for the user alone, no root).
       Also dist/onedir/freecell-gui/ (that folder, unpacked), dist/onefile/freecell-gui (one file,
       the portable option: it unpacks itself at every start, about half a second more), and
       dist/linux-desktop/ with the .desktop file and hicolor PNG icons.
Windows: dist/onedir/freecell-gui/ with freecell-gui.exe (windowed) and freecell-gui-cli.exe.
macOS: dist/onedir/FreeCell GUI.app.
It prints the path of everything it built. Needs `pip install -e '.[build]'` first.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from build_config import version

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent
SPEC = HERE / "freecell-gui.spec"
DIST = REPOSITORY / "dist"
WORK = REPOSITORY / "build" / "pyinstaller"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def pyinstaller(distpath: Path, workpath: Path, onefile: bool) -> None:
    """Run PyInstaller on the spec, with a cache of its own.

    PyInstaller keeps a cache in the user's folder that `--clean` empties; two builds at once
    (a test run beside a build) would empty it under each other. Each work folder gets its own.
    """
    cache = workpath / "pyinstaller-cache"
    cache.mkdir(parents=True, exist_ok=True)
    env = dict(
        os.environ,
        FREECELL_GUI_ONEFILE="1" if onefile else "0",
        PYINSTALLER_CONFIG_DIR=str(cache),
        # PyInstaller's isolated helper processes log at INFO whatever --log-level says.
        PYI_LOG_LEVEL="WARN",
    )
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(distpath),
        "--workpath",
        str(workpath),
        str(SPEC),
    ]
    subprocess.run(command, check=True, env=env, cwd=REPOSITORY)


def linux_desktop_files(dist: Path) -> Path:
    """The .desktop file and icons laid out as under ~/.local/share, ready to copy."""
    target = dist / "linux-desktop"
    shutil.rmtree(target, ignore_errors=True)
    applications = target / "applications"
    applications.mkdir(parents=True)
    shutil.copy2(REPOSITORY / "resources" / "freecell-gui.desktop", applications)
    for size in ICON_SIZES:
        folder = target / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy2(
            REPOSITORY / "resources" / "icons" / f"freecell-gui-{size}.png", folder / "freecell-gui.png"
        )
    return target


def linux_archive(dist: Path, program: Path, desktop: Path) -> Path:
    """The archive we hand out: `freecell-gui-VERSION/` holding the program's folder, the menu entry and
    icons under share/, and the install and uninstall scripts. Written beside, then renamed."""
    top = f"freecell-gui-{version()}"
    archive = dist / f"{top}-linux-{platform.machine()}.tar.gz"
    partial = archive.with_name(archive.name + ".part")
    with tarfile.open(partial, "w:gz") as tar:
        tar.add(program, arcname=f"{top}/freecell-gui")
        tar.add(desktop, arcname=f"{top}/share")
        for script in ("install.sh", "uninstall.sh"):
            tar.add(HERE / "linux" / script, arcname=f"{top}/{script}")
    partial.replace(archive)
    return archive


def main(argv: list[str] | None = None) -> int:
    """Build; the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile-only", action="store_true", help="Linux: build only the single file")
    parser.add_argument("--onedir-only", action="store_true", help="build only the folder (or .app)")
    parser.add_argument("--dist", type=Path, default=DIST, help="where to put the builds (default dist/)")
    parser.add_argument("--work", type=Path, default=WORK, help="PyInstaller's work folder (default build/)")
    args = parser.parse_args(argv)
    dist: Path = args.dist.resolve()
    built: list[Path] = []
    linux = sys.platform.startswith("linux")
    if not args.onefile_only:
        pyinstaller(dist / "onedir", args.work / "onedir", onefile=False)
        if sys.platform == "darwin":
            built.append(dist / "onedir" / "FreeCell GUI.app")
        else:
            built.append(dist / "onedir" / "freecell-gui")
    if linux and not args.onedir_only:
        pyinstaller(dist / "onefile", args.work / "onefile", onefile=True)
        built.append(dist / "onefile" / "freecell-gui")
    if linux:
        desktop = linux_desktop_files(dist)
        built.append(desktop)
        if not args.onefile_only:
            built.append(linux_archive(dist, dist / "onedir" / "freecell-gui", desktop))
    for path in built:
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
