"""Resources are found the same way everywhere, and ship inside the wheel."""

from __future__ import annotations

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from freecell_gui.core.system import resources
from tests.conftest import REPOSITORY

sys.path.insert(0, str(REPOSITORY / "packaging"))
import build_config


def test_resources_dir_holds_the_deck() -> None:
    assert (resources.resources_dir() / "deck" / "QS.svg").is_file()
    assert resources.resource_path("icons", "freecell-gui-256.png").is_file()


def test_frozen_bundles_are_looked_up_in_meipass(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.resources_dir.cache_clear()
    try:
        assert resources.resources_dir() == tmp_path / "freecell_gui" / "resources"
    finally:
        resources.resources_dir.cache_clear()


@pytest.mark.slow
@pytest.mark.timeout(700)
def test_the_wheel_ships_the_resources(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(REPOSITORY)],
        check=True,
        timeout=600,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("freecell_gui-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "freecell_gui/resources/deck/QS.svg" in names
    assert "freecell_gui/resources/deck/large/QS.svg" in names
    assert "freecell_gui/resources/icons/freecell-gui-256.png" in names
    assert "freecell_gui/resources/freecell-gui.desktop" in names
    for code in ("en", "de", "es", "fr", "ru"):  # our translations, compiled
        assert f"freecell_gui/ui/i18n/languages/freecell_gui_{code}.qm" in names
    # Every module of the source tree, in every package: an installed copy imports what a checkout does.
    modules = {
        path.relative_to(REPOSITORY).as_posix() for path in (REPOSITORY / "freecell_gui").rglob("*.py")
    }
    assert modules - set(names) == set()
    # The solver's C beam and the finder's C kernel, built with the wheel (a compiler is there
    # wherever tests run).
    for extension in (
        "freecell_gui/core/solver/_beam.",
        "freecell_gui/core/solver/_exhaustive.",
        "freecell_gui/core/finder/_finder.",
    ):
        assert any(name.startswith(extension) and name.endswith((".so", ".pyd")) for name in names), extension


def test_every_package_folder_is_listed_for_the_wheel() -> None:
    # pyproject.toml lists the packages by hand (resources/ is mapped into the package); a folder
    # left out of the list is missing from an installed copy, though a checkout runs fine.
    listed = set(
        tomllib.loads((REPOSITORY / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
            "packages"
        ]
    )
    on_disk = {
        ".".join(path.parent.relative_to(REPOSITORY).parts)
        for path in (REPOSITORY / "freecell_gui").rglob("__init__.py")
    }
    assert on_disk - listed == set()


def test_the_spec_bundles_every_resource_the_app_reads() -> None:
    bundled = {folder for _source, folder in build_config.resource_datas()}
    assert "freecell_gui/resources/deck" in bundled
    for source, _folder in build_config.resource_datas():
        assert list(Path(source).parent.glob(Path(source).name)), source


@pytest.mark.parametrize(
    ("path", "unwanted"),
    [
        ("PySide6/Qt/translations/qtbase_de.qm", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", True),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),
        ("PySide6/Qt/lib/libQt6Network.so.6", False),  # the single instance's local socket
        ("PySide6/Qt/lib/libQt6Svg.so.6", False),
        ("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", True),  # only the eglfs plugin's
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", False),
        ("libssl.so.3", True),  # TLS: no network beyond the local socket
        ("/usr/lib/x86_64-linux-gnu/libcrypto.so.3", True),
        ("C:/Python/DLLs/libcrypto-3-x64.dll", True),
        ("/usr/lib/x86_64-linux-gnu/libk5crypto.so.3", False),  # QtNetwork links Kerberos
    ],
)
def test_trimming_keeps_what_the_app_needs(path: str, unwanted: bool) -> None:
    assert build_config.is_unwanted(path) is unwanted


def test_the_spec_compiles_for_every_system() -> None:
    """The Windows and macOS branches cannot be built here, but they must at least be valid Python."""
    compile((REPOSITORY / "packaging" / "freecell-gui.spec").read_text(encoding="utf-8"), "spec", "exec")


def test_windows_version_resource_carries_the_version(tmp_path: Path) -> None:
    text = build_config.windows_version_file(tmp_path / "version_info.txt").read_text(encoding="utf-8")
    names = [
        "VSVersionInfo",
        "FixedFileInfo",
        "StringFileInfo",
        "StringTable",
        "StringStruct",
        "VarFileInfo",
        "VarStruct",
    ]
    # PyInstaller evaluates this text with its own classes; plain recorders stand in for them here.
    recorded = eval(text, {name: (lambda *args, _n=name, **kwargs: (_n, args, kwargs)) for name in names})
    assert recorded[0] == "VSVersionInfo"
    assert f"StringStruct('FileVersion', '{build_config.version()}.0')" in text
    assert "StringStruct('ProductName', 'FreeCell GUI')" in text


def test_icon_containers_are_well_formed() -> None:
    import struct

    icons = REPOSITORY / "resources" / "icons"
    ico = (icons / "freecell-gui.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, 7)
    widths = []
    for index in range(count):
        width, _height, _colours, _zero, _planes, _bits, size, offset = struct.unpack_from(
            "<BBBBHHII", ico, 6 + 16 * index
        )
        widths.append(width or 256)
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + size <= len(ico)
    assert widths == [16, 24, 32, 48, 64, 128, 256]
    icns = (icons / "freecell-gui.icns").read_bytes()
    assert icns[:4] == b"icns"
    assert struct.unpack_from(">I", icns, 4)[0] == len(icns)
    assert b"ic10" in icns and b"icp4" in icns


def test_the_bundle_keeps_the_picture_formats_deals_are_read_from() -> None:
    plugins = "PySide6/Qt/plugins/imageformats"
    assert not build_config.is_unwanted(f"{plugins}/libqjpeg.so")
    assert not build_config.is_unwanted(f"{plugins}/libqwebp.so")
    assert build_config.is_unwanted(f"{plugins}/libqtiff.so")


def test_the_executable_excludes_no_module_the_app_imports() -> None:
    # PyInstaller leaves out build_config.EXCLUDED_MODULES even where the app imports them; an
    # excluded module the app needs (sqlite3 for the history, once) fails only in the executable.
    import ast

    optional = {"numpy", "dask", "distributed"}  # extras: imported only where installed, never bundled
    imported: dict[str, str] = {}
    for path in (REPOSITORY / "freecell_gui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [alias.name for alias in node.names]
                if isinstance(node, ast.Import)
                else [node.module]
                if isinstance(node, ast.ImportFrom) and node.module and node.level == 0
                else []
            )
            for name in names:
                imported.setdefault(name, path.name)
    excluded = set(build_config.EXCLUDED_MODULES) - optional
    needed = {
        name: where
        for name, where in imported.items()
        if any(name == module or name.startswith(module + ".") for module in excluded)
    }
    assert needed == {}


def test_the_menu_entry_is_a_valid_desktop_file() -> None:
    # desktop-file-utils is installed by .ci/run (Debian: desktop-file-utils): its validator is the
    # one menus and software centres use.
    result = subprocess.run(
        ["desktop-file-validate", str(REPOSITORY / "resources" / "freecell-gui.desktop")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_the_installer_scripts_are_plain_posix_shell() -> None:
    for script in ("install.sh", "uninstall.sh"):
        path = REPOSITORY / "packaging" / "linux" / script
        assert path.stat().st_mode & 0o111, f"{script} is not executable"
        # dash is Debian's /bin/sh: a bashism fails here before it fails on a user's machine.
        result = subprocess.run(["sh", "-n", str(path)], capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stderr


def test_the_large_index_faces_ship_in_the_wheel_and_the_executable() -> None:
    # The large-index faces (View > Large Card Indexes) are a folder of their own under deck/:
    # listed as a package with its data for the wheel, and bundled by the spec.
    setuptools = tomllib.loads((REPOSITORY / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "setuptools"
    ]
    assert "freecell_gui.resources.deck.large" in setuptools["packages"]
    assert setuptools["package-data"]["freecell_gui.resources.deck.large"] == ["*.svg"]
    bundled = dict((folder, source) for source, folder in build_config.resource_datas())
    large = Path(bundled["freecell_gui/resources/deck/large"])
    assert len(list(large.parent.glob(large.name))) == 52
