"""Where the shipped resources are, found the same way from a checkout, a wheel or a frozen build.

* Installed (wheel or editable): resources/ is the package `freecell_gui.resources`.
* Frozen by PyInstaller: the spec bundles that package's files at the same relative
  place, so the package's `__file__` points into the bundle.
* A plain checkout run with `python -m freecell_gui` (not installed): the package cannot
  be imported, and resources/ sits beside freecell_gui/.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    """The folder holding deck/, icons and the desktop file."""
    try:
        import freecell_gui.resources as package
    except ImportError:
        return Path(__file__).resolve().parent.parent / "resources"
    return Path(package.__file__).resolve().parent


def resource_path(*parts: str) -> Path:
    """A file under the resources folder (it may not exist; callers report that)."""
    return resources_dir().joinpath(*parts)
