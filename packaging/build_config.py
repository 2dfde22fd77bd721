"""What the PyInstaller spec bundles and leaves out, kept in Python so build.py and tests share it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

APP_NAME = "freecell-gui"
BUNDLE_ID = "io.github.freecell-gui"
REPOSITORY = Path(__file__).resolve().parent.parent

# Standard-library and third-party modules the app never uses; PyInstaller would otherwise follow
# imports into them (tests and dev tools live in the same environment).
EXCLUDED_MODULES = [
    "tkinter",
    "unittest",
    "pydoc",
    "doctest",
    "lib2to3",
    "xmlrpc",
    "curses",
    "ssl",
    "_ssl",
    "_hashlib",  # hashlib falls back to its built-in SHA-1 (uuid5 is all we hash); saves libcrypto
    "pytest",
    "_pytest",
    "pytestqt",
    "hypothesis",
    "pysol_cards",
    "mypy",
    "ruff",
    "setuptools",
    "pip",
    "numpy",
    "dask",  # the optional cluster extra (solve --dask): the executable says how to install it
    "distributed",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtDBus",
    "PySide6.QtTest",
    "PySide6.QtConcurrent",
    "PySide6.QtPrintSupport",
    "PySide6.QtSql",
    "PySide6.QtXml",
    "PySide6.QtHelp",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtMultimedia",
    "PySide6.QtNetworkAuth",
    "PySide6.QtSvgWidgets",
]

# Qt files the app has no use for: Qt's translations folder (the languages the window speaks get
# their qtbase_*.qm copied, see QT_TRANSLATIONS), and platform plugins other than the desktop ones
# and offscreen (used by --self-test and headless export).
_UNWANTED = [
    r"[/\\]translations[/\\]",
    r"[/\\]platforms[/\\].*(eglfs|linuxfb|minimal|vnc|vkkhrdisplay|minimalegl)",
    r"[/\\](egldeviceintegrations|platforminputcontexts|generic|networkinformation|tls|qmltooling)[/\\]",
    # JPEG, WebP, BMP and PNG stay: pictures of deals are read from them (PNG and BMP are built into Qt).
    r"[/\\]imageformats[/\\].*(qgif|qicns|qtga|qtiff|qwbmp|qpdf)",
    # Network stays (the single instance's local socket); EglFS* serve only the eglfs plugin, left out.
    r"libQt6(Qml|Quick|OpenGL|Pdf|VirtualKeyboard|Designer|EglFS|EglFsKms)",
    # OpenSSL, which PySide6's QtNetwork hook adds for TLS: nothing links it (the tls plugins are
    # left out above) and the single instance's local socket needs none of it (about 2 MB packed).
    r"(^|[/\\])lib(ssl|crypto)([-.]|\.so)",
]
_UNWANTED_PATTERN = re.compile("|".join(_UNWANTED), re.IGNORECASE)


def version() -> str:
    """The version in pyproject.toml."""
    text = (REPOSITORY / "pyproject.toml").read_text(encoding="utf-8")
    match = re.search(r'^version\s*=\s*"([^"]+)"', text, re.MULTILINE)
    return match.group(1) if match else "0.0.0"


def resource_datas() -> list[tuple[str, str]]:
    """(source, folder in the bundle) for every resource the app reads at run time."""
    resources = REPOSITORY / "resources"
    return [
        (str(resources / "deck" / "*.svg"), "freecell_gui/resources/deck"),
        (str(resources / "deck" / "large" / "*.svg"), "freecell_gui/resources/deck/large"),
        (str(resources / "icons" / "freecell-gui-256.png"), "freecell_gui/resources/icons"),
        (str(resources / "freecell-gui.desktop"), "freecell_gui/resources"),
        (
            str(REPOSITORY / "freecell_gui" / "ui" / "i18n" / "languages" / "*.qm"),
            "freecell_gui/ui/i18n/languages",
        ),
        (
            str(REPOSITORY / "freecell_gui" / "core" / "solver" / "msfc32k_min_fc.txt.gz"),
            "freecell_gui/core/solver",
        ),
        *qt_translations(),
    ]


def qt_translations() -> list[tuple[str, str]]:
    """Qt's own strings (standard buttons, file dialogs) in each language the window speaks:
    qtbase_xx.qm from PySide6's translations folder, into the folder ui/i18n/loader.py looks in."""
    from PySide6.QtCore import QLibraryInfo

    sys.path.insert(0, str(REPOSITORY))
    from freecell_gui.ui.i18n.languages import TRANSLATED_LANGUAGES

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    return [(str(folder / f"qtbase_{code}.qm"), "freecell_gui/ui/i18n/qt") for code in TRANSLATED_LANGUAGES]


def is_unwanted(path: str) -> bool:
    """True for a Qt file the app does not need."""
    return bool(_UNWANTED_PATTERN.search(path.replace("\\", "/")))


def trim_qt(analysis) -> None:  # type: ignore[no-untyped-def]
    """Drop unwanted Qt files from a PyInstaller Analysis, in place."""
    analysis.binaries = [
        entry for entry in analysis.binaries if not is_unwanted(entry[1]) and not is_unwanted(entry[0])
    ]
    # Our own resources stay, whatever their source path (Qt's qtbase_*.qm come from its translations).
    analysis.datas = [
        entry
        for entry in analysis.datas
        if _is_ours(entry[0]) or (not is_unwanted(entry[1]) and not is_unwanted(entry[0]))
    ]


def _is_ours(bundle_path: str) -> bool:
    return bundle_path.replace("\\", "/").startswith("freecell_gui/")


def windows_version_file(path: Path) -> Path:
    """Write a Windows version resource (the text format PyInstaller reads) and return its path."""
    numbers = [int(part) for part in re.findall(r"\d+", version())[:3]] + [0]
    while len(numbers) < 4:
        numbers.insert(-1, 0)
    dotted = ".".join(str(number) for number in numbers)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={tuple(numbers)}, prodvers={tuple(numbers)}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'The freecell-gui developers'),
      StringStruct('FileDescription', 'FreeCell GUI: Microsoft FreeCell deals by number'),
      StringStruct('FileVersion', '{dotted}'),
      StringStruct('InternalName', '{APP_NAME}'),
      StringStruct('LegalCopyright', 'MIT licence'),
      StringStruct('OriginalFilename', '{APP_NAME}.exe'),
      StringStruct('ProductName', 'FreeCell GUI'),
      StringStruct('ProductVersion', '{dotted}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
""",
        encoding="utf-8",
    )
    return path
