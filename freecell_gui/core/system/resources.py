"""Where the shipped resources are, found the same way from a checkout, a wheel or a frozen build.

This is the one place that knows the three cases:
* Frozen by PyInstaller (packaging/freecell-gui.spec): the bundle holds the resources at
  freecell_gui/resources inside the unpacked folder, sys._MEIPASS.
* Installed (wheel or editable): resources/ is the package `freecell_gui.resources`.
* A plain checkout run with `python -m freecell_gui`, not installed: resources/ sits
  beside freecell_gui/.
"""

from __future__ import annotations

import importlib
import sys
from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    """The folder holding deck/, icons/ and the desktop file."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "freecell_gui" / "resources"
    try:
        # In a wheel, resources/ is installed as this package (see pyproject.toml).
        package = importlib.import_module("freecell_gui.resources")
    except ImportError:
        return Path(__file__).resolve().parents[3] / "resources"
    return Path(str(package.__file__)).resolve().parent


def resource_path(*parts: str) -> Path:
    """A file under the resources folder (it may not exist; callers report that)."""
    return resources_dir().joinpath(*parts)
