"""Long exports stop cleanly on signals and show progress; failed writes are one line."""

from __future__ import annotations

import os
import pty
import signal
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPOSITORY
from tests.stop_signal import stop_with, wait_for_cpu, wait_until_catching

COMMAND = [sys.executable, "-m", "freecell_gui", "export"]
ENV = {**os.environ, "PYTHONPATH": str(REPOSITORY)}


def run(*arguments: str, cwd: Path, **options: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*COMMAND, *arguments],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=ENV,
        timeout=120,
        check=False,
        **options,  # type: ignore[call-overload]
    )


def assert_one_line(result: subprocess.CompletedProcess[str], status: int, message: str) -> None:
    assert result.returncode == status, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert message in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("number", "status", "arguments"),
    [
        (signal.SIGINT, 130, ("1-3000", "-o", "out/", "--format", "svg")),
        (signal.SIGTERM, 143, ("1-3000", "-o", "out/", "--format", "svg")),
        (signal.SIGINT, 130, ("1-3000", "-o", "out/", "--format", "png")),
        (signal.SIGTERM, 143, ("1-1000", "--sheet", "-o", "out/sheet.pdf")),
        (signal.SIGINT, 130, ("1-1000", "--sheet", "-o", "out/sheet.svg")),
    ],
)
def test_a_signal_stops_an_export_within_a_second_leaving_no_partial_file(
    number: int, status: int, arguments: tuple[str, ...], tmp_path: Path
) -> None:
    (tmp_path / "out").mkdir()
    process = subprocess.Popen(
        [*COMMAND, *arguments],
        cwd=tmp_path,
        env=ENV,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    # Well into the job (Qt has started and files are being drawn), yet well before its end: the
    # 1000-deal sheet takes about 2.5 CPU s to draw. Counted in the command's CPU time, so a busy
    # machine stops it at the same point. How soon it stops is a figure of bench_stop.py (a
    # loaded machine stretches it); here `stop_with` only guards against a hang.
    wait_until_catching(process, number)
    wait_for_cpu(process, 0.8)
    _, stderr = stop_with(process, number)
    assert process.returncode == status, stderr
    assert "Traceback" not in stderr
    left = [path.name for path in (tmp_path / "out").iterdir()]
    assert not [name for name in left if name.endswith(".part") or name.startswith("sheet")], left


def test_progress_is_shown_on_a_terminal_only(tmp_path: Path) -> None:
    leader, follower = pty.openpty()
    try:
        process = subprocess.run(
            [*COMMAND, "1-3", "-o", "t/", "--width", "400"],
            cwd=tmp_path,
            env=ENV,
            stdout=subprocess.PIPE,
            stderr=follower,
            timeout=120,
            check=False,
        )
        os.close(follower)
        follower = -1
        shown = b""
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(leader)
        if follower >= 0:
            os.close(follower)
    assert process.returncode == 0
    assert b"/3 deals" in shown and b"/s" in shown
    quiet = run("4-6", "-o", "q/", "--width", "400", cwd=tmp_path)
    assert quiet.returncode == 0 and quiet.stderr == ""


def test_a_full_disk_on_standard_output_is_one_line(tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        result = subprocess.run(
            [sys.executable, "-m", "freecell_gui", "deal", "1-50"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=ENV,
            cwd=tmp_path,
            timeout=60,
            check=False,
        )
    assert_one_line(result, 1, "cannot write to standard output: no space left on device")


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("a" * 300 + ".png", "file name too long"),
        ("/proc/freecell.png", "cannot write /proc/freecell.png"),
    ],
)
def test_failed_writes_are_one_line(target: str, message: str, tmp_path: Path) -> None:
    assert_one_line(run("5", "-o", target, cwd=tmp_path), 1, message)
    assert not list(tmp_path.iterdir())


def test_a_long_name_that_fits_is_written(tmp_path: Path) -> None:
    name = "d" * 250 + ".png"  # 254 bytes: legal, though its temporary file's name must be shorter
    result = run("5", "-o", name, "--width", "400", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [path.name for path in tmp_path.iterdir()] == [name]


def test_an_unknown_extension_is_bad_input(tmp_path: Path) -> None:
    assert_one_line(run("5", "-o", "x.gif", cwd=tmp_path), 2, "end the name with")


def test_exporting_to_a_symbolic_link_writes_through_it(tmp_path: Path) -> None:
    target = tmp_path / "real.png"
    target.write_bytes(b"old")
    link = tmp_path / "link.png"
    link.symlink_to(target)
    assert run("5", "-o", str(link), "--width", "400", cwd=tmp_path).returncode == 0
    assert link.is_symlink()
    assert target.read_bytes().startswith(b"\x89PNG")


def test_an_image_too_large_for_memory_is_refused_before_drawing(tmp_path: Path) -> None:
    result = run("1-1000", "--sheet", "--columns", "1", "-o", "sheet.png", cwd=tmp_path)
    assert_one_line(result, 2, "megapixel")
    assert not list(tmp_path.iterdir())


def test_an_export_that_cannot_fit_on_the_disk_is_refused_up_front(tmp_path: Path) -> None:
    result = run("1-8589934591", "-o", "all/", "--width", "400", cwd=tmp_path)
    assert_one_line(result, 2, "8,589,934,591 files of about")
    assert "need about" in result.stderr
    assert not list(tmp_path.iterdir())


def png_width(path: Path) -> int:
    width: int = struct.unpack(">I", path.read_bytes()[16:20])[0]
    return width


def test_a_contact_sheets_default_width_keeps_every_rank_readable(tmp_path: Path) -> None:
    from freecell_gui.ui.export.renderer import MIN_READABLE_RANK_PIXELS, SheetGrid, rank_index_pixels

    for count, columns in ((100, None), (30, 10)):
        arguments = ["1-" + str(count), "--sheet", "-o", f"sheet{count}.png"]
        if columns:
            arguments += ["--columns", str(columns)]
        assert run(*arguments, cwd=tmp_path).returncode == 0
        grid = SheetGrid.for_count(count, png_width(tmp_path / f"sheet{count}.png"), columns)
        assert rank_index_pixels(grid.tile_width) >= MIN_READABLE_RANK_PIXELS


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_at_any_moment_stops_cleanly(number: int, tmp_path: Path) -> None:
    """Signals sent while Qt loads, starts, draws and writes: always a clean stop, never a crash.

    The moments are counted in the command's CPU seconds from its entry point (its handlers set),
    so a busy machine sends each at the same point of the work as a quiet one; a signal before
    the entry point is test_early_signals.py's (there Python's default still holds)."""
    for cpu in (0.0, 0.1, 0.2, 0.35, 0.55):
        folder = tmp_path / f"at-{cpu}"
        folder.mkdir()
        process = subprocess.Popen(
            [*COMMAND, "1-1000", "-o", f"{folder}/", "--format", "svg"],
            env=ENV,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        wait_until_catching(process, number)
        wait_for_cpu(process, cpu)
        process.send_signal(number)
        _, stderr = process.communicate(timeout=120)  # a hang guard
        assert process.returncode == 128 + number, (cpu, process.returncode, stderr)
        assert "Traceback" not in stderr and "Fatal" not in stderr
        assert not [path for path in folder.iterdir() if path.name.endswith(".part")]
