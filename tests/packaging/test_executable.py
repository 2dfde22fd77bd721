"""The standalone Linux builds: the archive we hand out (the program's folder with its menu entry and an
installer) and the single file; they build, pass their self-tests, and export exactly as the source."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from freecell_gui.core.deals.dealer import deal, deal_order
from tests.conftest import REPOSITORY

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the executable test builds for Linux"),
    pytest.mark.timeout(1500),  # the first test builds the executable (its own limit is 1200 s)
]

# 53 MB for Qt's widgets, SVG and image formats, Python and SQLite; then QtNetwork with the
# Kerberos libraries it links (the single instance's local socket, issue 26) and Qt's own
# translations in four languages (issue 28) took it to 55.4 MB. A new megabyte needs a reason here.
MAX_ONEFILE_BYTES = 56_000_000


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Build once for the module: the archive, dist/onedir, dist/onefile/freecell-gui and dist/linux-desktop."""
    dist = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    result = subprocess.run(
        [
            sys.executable,
            str(REPOSITORY / "packaging" / "build.py"),
            "--dist",
            str(dist),
            "--work",
            str(work),
        ],
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert str(dist / "onefile" / "freecell-gui") in result.stdout.splitlines()
    yield dist


def headless_env(home: Path) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(
        QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home), XDG_DATA_HOME=str(home)
    )
    return env


def test_single_file_passes_its_self_test_alone_in_an_empty_folder(builds: Path, tmp_path: Path) -> None:
    alone = tmp_path / "empty"
    alone.mkdir()
    executable = alone / "freecell-gui"
    executable.write_bytes((builds / "onefile" / "freecell-gui").read_bytes())
    executable.chmod(0o755)
    result = subprocess.run(
        [str(executable), "--self-test"],
        cwd=alone,
        env=headless_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "FAIL" not in result.stderr
    assert executable.stat().st_size <= MAX_ONEFILE_BYTES


def test_exported_png_equals_the_source_export_pixel_for_pixel(
    qapp: QApplication, builds: Path, tmp_path: Path
) -> None:
    frozen = tmp_path / "frozen.png"
    source = tmp_path / "source.png"
    env = headless_env(tmp_path)
    subprocess.run(
        [str(builds / "onefile" / "freecell-gui"), "export", "617", "-o", str(frozen)],
        env=env,
        check=True,
        timeout=120,
        capture_output=True,
    )
    subprocess.run(
        [sys.executable, "-m", "freecell_gui", "export", "617", "-o", str(source)],
        env=env,
        check=True,
        timeout=120,
        capture_output=True,
        cwd=REPOSITORY,
    )
    frozen_image, source_image = QImage(str(frozen)), QImage(str(source))
    assert frozen_image.size() == source_image.size()
    assert frozen_image == source_image


def _run_onefile(builds: Path, tmp_path: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """Run the single-file executable headless with `arguments`, its output captured."""
    return subprocess.run(
        [str(builds / "onefile" / "freecell-gui"), *arguments],
        env=headless_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_command_line_works_from_the_executable(builds: Path, tmp_path: Path) -> None:
    result = _run_onefile(builds, tmp_path, "deal", "617")
    assert result.returncode == 0
    assert result.stdout.splitlines()[-1] == "JD KS KC 4H"
    bad = _run_onefile(builds, tmp_path, "deal", "0")
    assert bad.returncode == 2
    assert len(bad.stderr.splitlines()) == 1


def test_the_executable_solves_with_the_compiled_beam(builds: Path, tmp_path: Path) -> None:
    version = _run_onefile(builds, tmp_path, "--version")
    assert "solver: compiled beam search" in version.stdout
    solved = _run_onefile(builds, tmp_path, "solve", "617", "--json")
    assert solved.returncode == 0, solved.stderr
    assert '"moves"' in solved.stdout
    # --jobs spawns worker processes: each starts this executable again (freeze_support).
    ranged = _run_onefile(builds, tmp_path, "solve", "1-8", "--summary", "--fast", "--jobs", "2")
    assert ranged.returncode == 0, ranged.stderr
    assert "8 deals on 2 local worker processes" in ranged.stderr
    assert "solved 8" in ranged.stdout, ranged.stdout


def test_the_executable_finds_with_the_compiled_kernel(builds: Path, tmp_path: Path) -> None:
    # FREECELL_GUI_FINDER_ENGINE=c fails unless the C kernel is bundled (its speed beside the
    # Python kernel's is a figure of tests/benchmarks/bench_kernel.py).
    number = 2**32 + 123_456_789
    first_row = [column[0].code for column in deal(number).columns]
    found = subprocess.run(
        [str(builds / "onefile" / "freecell-gui"), "find", *first_row, "--range", "all", "--jobs", "1"],
        env={**headless_env(tmp_path), "FREECELL_GUI_FINDER_ENGINE": "c"},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert found.returncode == 0, found.stderr
    assert found.stdout.split() == [str(number)]
    colours = "".join("r" if card % 4 in (1, 2) else "b" for card in deal_order(617))
    by_colour = _run_onefile(builds, tmp_path, "find", "--colours", colours)
    assert by_colour.returncode == 0 and by_colour.stdout == "617\n", by_colour.stderr


def test_desktop_entry_and_icons(builds: Path) -> None:
    desktop = (builds / "linux-desktop" / "applications" / "freecell-gui.desktop").read_text(encoding="utf-8")
    assert "Exec=freecell-gui" in desktop
    assert "Icon=freecell-gui" in desktop
    icon = QImage(
        str(builds / "linux-desktop" / "icons" / "hicolor" / "256x256" / "apps" / "freecell-gui.png")
    )
    assert (icon.width(), icon.height()) == (256, 256)


def test_the_executable_reads_pictures(builds: Path, tmp_path: Path) -> None:
    # The picture reader ships whole: Qt's PNG and JPEG readers, the decks it compares with, the search.
    pictures = REPOSITORY / "tests" / "picture" / "data"
    found = _run_onefile(builds, tmp_path, "find", "--image", str(pictures / "ours-617.png"))
    assert found.returncode == 0, found.stderr
    assert found.stdout == "617\n"
    jpeg = pictures / "ours-4c-8589934591-q60.jpg"
    frozen = _run_onefile(builds, tmp_path, "read-image", str(jpeg), "--format", "json")
    assert frozen.returncode == 0, frozen.stderr
    source = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "read-image", str(jpeg), "--format", "json"],
        env=headless_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert source.returncode == 0, source.stderr
    assert '"deck": "this program\'s deck"' in frozen.stdout

    def cards(text: str) -> list[str]:
        return [line for line in text.splitlines() if '"seconds"' not in line]

    assert cards(frozen.stdout) == cards(source.stdout)
    not_a_picture = tmp_path / "not-a-picture.png"
    not_a_picture.write_bytes(b"\x00" * 100)
    bad = _run_onefile(builds, tmp_path, "read-image", str(not_a_picture))
    assert bad.returncode == 2 and len(bad.stderr.splitlines()) == 1, bad.stderr


def _archive(builds: Path) -> Path:
    archives = sorted(builds.glob("freecell-gui-*-linux-*.tar.gz"))
    assert len(archives) == 1, archives
    return archives[0]


def test_the_archive_we_hand_out_installs_for_the_user_and_runs_from_the_menu_entry(
    builds: Path, tmp_path: Path
) -> None:
    import shlex
    import tarfile

    with tarfile.open(_archive(builds)) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    (top,) = (tmp_path / "unpacked").iterdir()
    assert sorted(path.name for path in top.iterdir()) == [
        "freecell-gui",
        "install.sh",
        "share",
        "uninstall.sh",
    ]
    home = tmp_path / "home with spaces & signs"
    home.mkdir()
    env = {**headless_env(home), "HOME": str(home)}
    del env["XDG_DATA_HOME"]
    installed = subprocess.run(
        [str(top / "install.sh")], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert installed.returncode == 0, installed.stderr
    entry = home / ".local" / "share" / "applications" / "freecell-gui.desktop"
    exec_line = next(line for line in entry.read_text().splitlines() if line.startswith("Exec="))
    (program,) = shlex.split(exec_line.removeprefix("Exec="))
    assert Path(program) == home / ".local" / "lib" / "freecell-gui" / "freecell-gui"
    assert (
        home / ".local" / "share" / "icons" / "hicolor" / "256x256" / "apps" / "freecell-gui.png"
    ).is_file()
    # The menu's program and the command on PATH both pass the self-test, from another folder.
    for command in (program, str(home / ".local" / "bin" / "freecell-gui")):
        result = subprocess.run(
            [command, "--self-test"],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=180,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr
    dealt = subprocess.run(
        [program, "deal", "617"], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert dealt.returncode == 0 and dealt.stdout.splitlines()[0] == "7D AD 5C 3S 5S 8C 2D AH", dealt.stderr
    if shutil.which("desktop-file-validate"):
        valid = subprocess.run(
            ["desktop-file-validate", str(entry)], capture_output=True, text=True, check=False
        )
        assert valid.returncode == 0 and not valid.stdout.strip(), valid.stdout
    # Installed again over itself (an update), then removed: nothing of it is left, the user's files stay.
    keep = home / ".local" / "share" / "freecell-gui" / "history.sqlite"
    keep.parent.mkdir(parents=True, exist_ok=True)
    keep.write_bytes(b"the user's games")
    again = subprocess.run([str(top / "install.sh")], env=env, capture_output=True, text=True, check=False)
    assert again.returncode == 0, again.stderr
    assert sorted(path.name for path in (home / ".local" / "lib").iterdir()) == ["freecell-gui"]
    removed = subprocess.run(
        [str(top / "uninstall.sh")], env=env, capture_output=True, text=True, check=False
    )
    assert removed.returncode == 0, removed.stderr
    assert not entry.exists() and not (home / ".local" / "lib" / "freecell-gui").exists()
    assert not (home / ".local" / "bin" / "freecell-gui").exists()
    assert keep.read_bytes() == b"the user's games"
