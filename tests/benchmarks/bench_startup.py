"""Cold start to the first painted table: freecell-gui beside KPatience and a bare PySide6 window.

    .venv/bin/python -m tests.benchmarks startup                  # in the set: the figures below
    .venv/bin/python -m tests.benchmarks.bench_startup            # the whole table (7 rounds)
    .venv/bin/python -m tests.benchmarks.bench_startup --build    # build the single file first
    .venv/bin/python -m tests.benchmarks.bench_startup --app before=../old-checkout --app after=.
    .venv/bin/python -m tests.benchmarks.bench_startup --long-game  # a 98,003-move last game vs none

Everything runs on one private Xvfb server (no window manager), inside one D-Bus session bus
(the benchmark re-runs itself under `dbus-run-session` when none is set, as a desktop always
has one; KPatience wants it). Each start gets a fresh HOME with fresh XDG folders: no settings,
no caches (KPatience's kpatrc only turns off its sounds and the state kept on exit; it is started
with `--gametype freecell`, so it opens FreeCell rather than its game chooser). Python's bytecode
is written once, in the warm-up round, under a temporary PYTHONPYCACHEPREFIX, as an installed app
has it. The programs start one at a time, interleaved round by round (the order rotating each
round), after one warm-up round that fills the OS file cache; each is stopped (SIGTERM) once
measured, so its exit is never timed. The machine is shared: before each start the benchmark
waits (at most --max-wait) until the cores are nearly idle, and notes a start that went ahead
anyway.

Every figure is seconds from just before the spawn (time.monotonic()); the table gives medians.
How it is seen, the same way for every program, is in xwatch.py: "mapped" is the window's
MapNotify, "first frame" the first drawing covering half of it. "reported" (freecell-gui and the
bare window) is the program's own line, written on the event loop's pass after the table view's
first paint (FREECELL_GUI_REPORT_FIRST_PAINT=1); the two agree within a few milliseconds.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from tests.benchmarks.harness import Figure, at_most
from tests.benchmarks.xwatch import Moments, XWatcher, read_moments

REPOSITORY = Path(__file__).resolve().parents[2]
RUNS = 7
TARGET_SECONDS = 0.25
SCREEN = (1280, 900)
WINDOW = (1240, 720)  # the bare window's size: the app's first size
QUIET_SECONDS = 0.25
RUN_TIMEOUT = 30.0
NO_REPORT_GRACE = 2.0  # a build without the first-paint hook (an older checkout) is timed by its first frame
PAUSE_BETWEEN_RUNS = 0.3
MAX_BUSY = 0.5
MAX_WAIT = 20.0
KPAT = "/usr/games/kpat"
KPATRC = "[General Settings]\nPlaySounds=false\nRememberStateOnExit=false\n"
ONEFILE = REPOSITORY / "dist" / "onefile" / "freecell-gui"
APP_DEAL = "617"
REPORT_ENV = "FREECELL_GUI_REPORT_FIRST_PAINT"
REPORT_LINE = re.compile(r"first paint at CLOCK_MONOTONIC ([0-9]+\.[0-9]+)")
APP_LABEL = "freecell-gui"
BARE_LABEL = "bare PySide6 window"
KPAT_LABEL = "KPatience (kpat)"
ONEFILE_LABEL = "freecell-gui single file"

# A QMainWindow holding a QGraphicsView on a felt-coloured scene, reporting its first paint as the app does.
BARE_PYSIDE6 = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow

def report():
    sys.stderr.write(f"bare: first paint at CLOCK_MONOTONIC {time.monotonic():.6f}\n")
    sys.stderr.flush()

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, report)
        return False

app = QApplication(sys.argv[:1])
window = QMainWindow()
scene = QGraphicsScene(window)
scene.setBackgroundBrush(QColor("#24704a"))
view = QGraphicsView(scene, window)
window.setCentralWidget(view)
probe = FirstPaint(window)
view.viewport().installEventFilter(probe)
window.resize(int(sys.argv[1]), int(sys.argv[2]))
window.show()
sys.exit(app.exec())
"""


@dataclass(frozen=True)
class Program:
    """One thing to start: its label, its command, whether it reports its first paint."""

    label: str
    command: list[str]
    reports: bool
    env: dict[str, str] = field(default_factory=dict)
    kpatrc: bool = False


@dataclass
class Sample:
    """One start, in seconds from the spawn (None: not seen)."""

    label: str
    round: int
    reported: float | None
    mapped: float | None
    first_frame: float | None
    note: str = ""
    busy_before: float = 0.0


def app_program(label: str, target: str) -> Program:
    """The app from a source folder (this Python, PYTHONPATH=folder) or a built executable."""
    path = Path(target).resolve()
    if (path / "freecell_gui").is_dir():
        return Program(
            label, [sys.executable, "-m", "freecell_gui", "--deal", APP_DEAL], True, {"PYTHONPATH": str(path)}
        )
    if path.is_file() and os.access(path, os.X_OK):
        return Program(label, [str(path), "--deal", APP_DEAL], True)
    raise SystemExit(f"bench: --app {label}={target}: neither a source folder nor an executable")


def fresh_home(parent: Path) -> dict[str, str]:
    """A new HOME and XDG folders under `parent`: nothing from an earlier start is found."""
    home = Path(tempfile.mkdtemp(prefix="home-", dir=parent))
    folders = {"HOME": home}
    for name, sub in (
        ("CONFIG", "config"),
        ("DATA", "data"),
        ("CACHE", "cache"),
        ("STATE", "state"),
        ("RUNTIME", "run"),
    ):
        folders[f"XDG_{name}_DIR" if name == "RUNTIME" else f"XDG_{name}_HOME"] = home / sub
    for folder in folders.values():
        folder.mkdir(mode=0o700, exist_ok=True)
    return {name: str(folder) for name, folder in folders.items()}


def cpu_busy(seconds: float = 0.3) -> float:
    """The share of all cores busy over the next `seconds` (from /proc/stat; 0.0 elsewhere)."""

    def totals() -> tuple[int, int]:
        with open("/proc/stat", encoding="ascii") as stat:
            fields = [int(value) for value in stat.readline().split()[1:]]
        return sum(fields), fields[3] + (fields[4] if len(fields) > 4 else 0)

    if not os.path.exists("/proc/stat"):
        return 0.0
    total_before, idle_before = totals()
    time.sleep(seconds)
    total_after, idle_after = totals()
    elapsed = total_after - total_before
    return 1.0 - (idle_after - idle_before) / elapsed if elapsed > 0 else 0.0


def wait_for_quiet(max_busy: float, max_wait: float) -> float:
    """Wait until the cores are nearly idle (busy <= max_busy), at most max_wait seconds; the
    busy share last seen."""
    start = time.monotonic()
    busy = cpu_busy()
    while busy > max_busy and time.monotonic() - start < max_wait:
        busy = cpu_busy()
    return busy


def measure(program: Program, round_number: int, env: dict[str, str], watcher: XWatcher) -> Sample:
    """Start the program once, wait until it has drawn, settled and (if it does) reported; stop it."""
    lines: list[str] = []
    start = time.monotonic()
    process = subprocess.Popen(
        program.command,
        env=env,
        cwd=env["HOME"],  # never the source tree: `-m` would import the package found there
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    reader = threading.Thread(target=_read_lines, args=(process, lines), daemon=True)
    reader.start()
    moments, reported, note = Moments(), None, ""
    while True:
        time.sleep(0.02)
        now = time.monotonic() - start
        moments = read_moments(watcher.events_since(start), start)
        reported = _reported(lines, start)
        quiet = moments.last_damage is not None and now - moments.last_damage >= QUIET_SECONDS
        waited = moments.first_frame is not None and now - moments.first_frame >= NO_REPORT_GRACE
        if (
            moments.first_frame is not None
            and quiet
            and (reported is not None or not program.reports or waited)
        ):
            break
        if process.poll() is not None:
            note = f"exited with {process.returncode} before it was measured"
            break
        if now > RUN_TIMEOUT:
            note = "timed out"
            break
    _stop(process)
    reader.join(5)
    if note:
        tail = " | ".join(line.strip() for line in lines[-2:])
        note = f"{note}{': ' + tail if tail else ''}"
    return Sample(program.label, round_number, reported, moments.mapped, moments.first_frame, note)


def _read_lines(process: subprocess.Popen[bytes], into: list[str]) -> None:
    assert process.stderr is not None
    for raw in process.stderr:
        into.append(raw.decode("utf-8", "replace"))


def _reported(lines: list[str], start: float) -> float | None:
    for line in list(lines):
        match = REPORT_LINE.search(line)
        if match:
            return float(match.group(1)) - start
    return None


def _stop(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    """A private Xvfb (no TCP); its process and display name."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench: Xvfb is not installed (Debian: apt install xvfb)")
    read_end, write_end = os.pipe()
    width, height = SCREEN
    process = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    if not number:
        raise SystemExit("bench: Xvfb did not start")
    return process, f":{number}"


def programs_to_run(args: argparse.Namespace) -> list[Program]:
    """The app (or its variants), the bare window, KPatience and the single file."""
    programs = [app_program(*spec.split("=", 1)) for spec in args.app or [f"{APP_LABEL}={REPOSITORY}"]]
    programs.append(Program(BARE_LABEL, [sys.executable, "-c", BARE_PYSIDE6, *map(str, WINDOW)], True))
    if not args.no_kpat:
        if os.access(KPAT, os.X_OK):
            programs.append(Program(KPAT_LABEL, [KPAT, "--gametype", "freecell"], False, kpatrc=True))
        else:
            print(f"bench: {KPAT} is not installed (Debian: apt install kpat): left out", file=sys.stderr)
    onefile = Path(args.onefile)
    if args.build:
        subprocess.run(
            [sys.executable, str(REPOSITORY / "packaging" / "build.py"), "--onefile-only"], check=True
        )
    if not args.no_onefile and onefile.is_file():
        programs.append(Program(ONEFILE_LABEL, [str(onefile), "--deal", APP_DEAL], True))
    return programs


def median(values: list[float | None]) -> float | None:
    """The median of the values seen, None if none was."""
    seen = [value for value in values if value is not None]
    return statistics.median(seen) if seen else None


def run_rounds(args: argparse.Namespace, programs: list[Program]) -> list[Sample]:
    """Start Xvfb and the watcher, and every program once a round, after a warm-up round."""
    xvfb, display = start_xvfb()
    watcher = XWatcher(display)
    samples: list[Sample] = []
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as folder:
        base = {
            key: value for key, value in os.environ.items() if not key.startswith(("QT_", "WAYLAND", "XDG_"))
        }
        base.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", PYTHONPYCACHEPREFIX=str(Path(folder) / "pycache"))
        base.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode written in the warm-up round, as installed
        try:
            watcher.start_watching()
            for round_number in range(args.runs + 1):  # round 0 warms the file cache and the bytecode
                shift = round_number % len(programs)
                for program in programs[shift:] + programs[:shift]:
                    home = fresh_home(Path(folder))
                    if program.kpatrc:
                        Path(home["XDG_CONFIG_HOME"], "kpatrc").write_text(KPATRC, encoding="utf-8")
                    busy = wait_for_quiet(args.max_busy, args.max_wait)
                    env = {**base, **home, **program.env, REPORT_ENV: "1"}
                    sample = measure(program, round_number, env, watcher)
                    sample.busy_before = busy
                    if args.verbose:
                        print(f"  {round_number} {_line(sample)}", file=sys.stderr, flush=True)
                    if round_number:
                        samples.append(sample)
                    shutil.rmtree(home["HOME"], ignore_errors=True)
                    time.sleep(PAUSE_BETWEEN_RUNS)
                    watcher.forget_before(time.monotonic())
        finally:
            watcher.stop()
            xvfb.terminate()
            xvfb.wait(10)
    return samples


def _cell(value: float | None) -> str:
    return f"{value:7.3f}" if value is not None else "      -"


def _line(sample: Sample) -> str:
    return (
        f"{sample.label:<28} reported {_cell(sample.reported)} frame {_cell(sample.first_frame)} "
        f"mapped {_cell(sample.mapped)} busy {sample.busy_before:.0%} {sample.note}"
    )


def table(programs: list[Program], samples: list[Sample], runs: int, load: tuple[float, float]) -> list[str]:
    """The medians, each in seconds from the spawn, and the notes."""
    lines = [
        f"cold start, median of {runs} rounds (seconds from spawn; one Xvfb; load average {load[0]:.2f} "
        f"before, {load[1]:.2f} after)",
        f"{'program':<28} {'reported':>8} {'1st frame':>9} {'mapped':>8}   first-frame range",
    ]
    for program in programs:
        mine = [sample for sample in samples if sample.label == program.label]
        frames = [sample.first_frame for sample in mine if sample.first_frame is not None]
        spread = f"{min(frames):.3f}-{max(frames):.3f}" if frames else "-"
        lines.append(
            f"{program.label:<28} {_cell(median([s.reported for s in mine]))}  "
            f"{_cell(median([s.first_frame for s in mine]))}  {_cell(median([s.mapped for s in mine]))}   {spread}"
        )
    notes = sorted({f"  {s.label}, round {s.round}: {s.note}" for s in samples if s.note})
    busy = [s for s in samples if s.busy_before > MAX_BUSY]
    if busy:
        notes.append(
            f"  {len(busy)} of {len(samples)} starts went ahead with the cores over {MAX_BUSY:.0%} busy"
        )
    return lines + (["notes:", *notes] if notes else [])


def main(argv: list[str] | None = None) -> int:
    """Parse the options, run the rounds, print the table (and write it as JSON if asked)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=RUNS, help=f"measured rounds (default {RUNS})")
    parser.add_argument(
        "--app", action="append", metavar="LABEL=FOLDER|EXECUTABLE", help="an app variant; repeatable"
    )
    parser.add_argument(
        "--onefile", default=str(ONEFILE), help="the single-file executable (default dist/onefile/)"
    )
    parser.add_argument(
        "--build", action="store_true", help="build the single file first (packaging/build.py)"
    )
    parser.add_argument("--no-onefile", action="store_true", help="leave out the single file")
    parser.add_argument("--no-kpat", action="store_true", help="leave out KPatience")
    parser.add_argument(
        "--max-busy", type=float, default=MAX_BUSY, help="wait for the cores to be at most this busy"
    )
    parser.add_argument(
        "--max-wait", type=float, default=MAX_WAIT, help="but never longer than this (seconds)"
    )
    parser.add_argument("--json", metavar="FILE", help="write every sample and the table as JSON")
    parser.add_argument("-v", "--verbose", action="store_true", help="print each start as it is measured")
    args = parser.parse_args(argv)
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS") and shutil.which("dbus-run-session"):
        command = [
            sys.executable,
            "-m",
            "tests.benchmarks.bench_startup",
            *(sys.argv[1:] if argv is None else argv),
        ]
        return subprocess.run(["dbus-run-session", "--", *command], cwd=REPOSITORY, check=False).returncode
    signal.signal(
        signal.SIGTERM, lambda number, frame: sys.exit(128 + number)
    )  # Xvfb is stopped on the way out
    programs = programs_to_run(args)
    load_before = os.getloadavg()[0]
    samples = run_rounds(args, programs)
    lines = table(programs, samples, args.runs, (load_before, os.getloadavg()[0]))
    print("\n".join(lines))
    if args.json:
        Path(args.json).write_text(
            json.dumps({"samples": [asdict(s) for s in samples], "table": lines}, indent=1) + "\n"
        )
    return 0


def run() -> list[Figure]:
    """The figures for `python -m tests.benchmarks startup`: one run of the whole table."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "startup.json"
        command = [sys.executable, "-m", "tests.benchmarks.bench_startup", "--json", str(out)]
        subprocess.run(command, cwd=REPOSITORY, check=True, stdout=sys.stderr)
        found = json.loads(out.read_text())
    return figures([Sample(**sample) for sample in found["samples"]]) + long_game_figures()


def figures(samples: list[Sample]) -> list[Figure]:
    """The headline figures of one run: the app's first frame against the target and beside its peers."""

    def frame(label: str) -> float | None:
        return median([s.first_frame for s in samples if s.label == label])

    ours, kpat = frame(APP_LABEL), frame(KPAT_LABEL)
    assert ours is not None, "the app never painted"
    figures = [
        at_most(
            "cold start to the first painted table, Xvfb, fresh settings (median)", ours, "s", TARGET_SECONDS
        )
    ]
    bare = frame(BARE_LABEL)
    if bare is not None:
        figures.append(
            Figure(
                "bare PySide6 QMainWindow + QGraphicsView, same run (for information)",
                bare,
                "s",
                "none",
                True,
            )
        )
    if kpat is not None:
        figures.append(Figure("KPatience's first frame, same run (for information)", kpat, "s", "none", True))
        figures.append(
            at_most("freecell-gui's start / KPatience's (median of the figures)", ours / kpat, "x", 1.0)
        )
    onefile = frame(ONEFILE_LABEL)
    if onefile is not None:
        figures.append(
            Figure("single-file executable, same run (for information)", onefile, "s", "none", True)
        )
    return figures


# What bench_executable.py times the builds with: a real start that quits after its first paint.


def time_start(command: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning the app to its exit right after the first paint."""
    start = time.perf_counter()
    subprocess.run(
        command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=60
    )
    return time.perf_counter() - start


def startup_env(home: Path) -> dict[str, str]:
    """The environment for a timed start that quits after its first paint."""
    env = dict(os.environ)
    env.update(
        FREECELL_GUI_EXIT_AFTER_FIRST_PAINT="1",
        XDG_CONFIG_HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        HOME=str(home),
    )
    return env


# A start whose last game is 98,003 moves long (issue 26) against a fresh start: the first paint,
# reported by the app, offscreen, in fresh homes; the two interleaved round by round.

LONG_GAME_TARGET_SECONDS = 0.1  # at most this much later than a fresh start


def first_paint_seconds(env: dict[str, str]) -> float:
    """Seconds from the spawn to the app's report of its first paint (it quits right after)."""
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "freecell_gui"],
        env={
            **env,
            REPORT_ENV: "1",
            "FREECELL_GUI_EXIT_AFTER_FIRST_PAINT": "1",
            "QT_QPA_PLATFORM": "offscreen",
        },
        cwd=env["HOME"],
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
        check=True,
    )
    match = REPORT_LINE.search(done.stderr)
    assert match, f"no first paint reported: {done.stderr[-300:]}"
    return float(match.group(1)) - start


def long_game_figures(runs: int = RUNS) -> list[Figure]:
    """The median first paint with a 98,003-move last game and with none, and their difference."""
    from tests.ui.history.long_game import seed_long_game

    fresh: list[float] = []
    long: list[float] = []
    with tempfile.TemporaryDirectory(prefix="bench-long-game-") as folder:
        base = {key: value for key, value in os.environ.items() if not key.startswith(("QT_", "XDG_"))}
        base["PYTHONPATH"] = str(REPOSITORY)
        # Bytecode written in the warm-up round, as an installed app has it (compiling the history's
        # modules on every start would be a cost no user pays).
        base["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "pycache")
        base.pop("PYTHONDONTWRITEBYTECODE", None)
        homes = {label: {**base, **fresh_home(Path(folder))} for label in ("fresh", "long")}
        seed_long_game(Path(homes["long"]["XDG_DATA_HOME"]) / "freecell-gui" / "freecell-gui")
        for round_number in range(runs + 1):  # round 0 warms the file cache and the bytecode
            for label in ("fresh", "long") if round_number % 2 else ("long", "fresh"):
                wait_for_quiet(MAX_BUSY, MAX_WAIT)
                seconds = first_paint_seconds(homes[label])
                if round_number:
                    (fresh if label == "fresh" else long).append(seconds)
    fresh_median, long_median = statistics.median(fresh), statistics.median(long)
    return [
        Figure("first paint, fresh start (offscreen, median)", fresh_median, "s", "none", True),
        Figure("first paint, last game 98,003 moves (offscreen, median)", long_median, "s", "none", True),
        at_most(
            "a 98,003-move last game's start minus a fresh one (medians)",
            long_median - fresh_median,
            "s",
            LONG_GAME_TARGET_SECONDS,
        ),
    ]


if __name__ == "__main__":
    if sys.argv[1:] == ["--long-game"]:
        for figure in long_game_figures():
            print(figure.line())
        raise SystemExit(0)
    raise SystemExit(main())
