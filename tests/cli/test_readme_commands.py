"""Every shell example of the README and docs/ runs as written, in order, after the Quick start.

Each page's examples run one after another in a scratch folder of their own, as a reader would
run them in the clone's top folder: a later example reads what an earlier one wrote (the site's
solution, a board, a picture). The scratch folder's `.venv/bin/` holds the programs the Quick
start installs (`freecell-gui`, `python`, `dask`), so every line runs exactly as printed. A few
examples cannot run in a test; they are listed in LEFT_ASIDE, each with why, and the list is
checked against the pages so it cannot outlive its examples. The cluster example runs against a
scheduler and workers started from its own lines on this machine (LOCAL_CLUSTER).
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPOSITORY

PAGES = [REPOSITORY / "README.md", *sorted((REPOSITORY / "docs").glob("*.md"))]
SHELL_FENCE = re.compile(r"^```(sh|bash|shell)\s*$")
SITE_SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"
COMMAND_SECONDS = 300
PAGE_SECONDS = 1200  # a page's examples together (the default 300 s is one command's)

# The examples no test runs, and why. Each is the whole line as printed (continuation lines joined).
LEFT_ASIDE: dict[str, str] = {
    "python3 -m venv .venv && .venv/bin/python -m pip install . && .venv/bin/freecell-gui": (
        "the Quick start: it makes the environment these tests run in, then opens the window"
    ),
    "python3 -m venv .venv && .venv/bin/python -m pip install -e '.[test]' && .venv/bin/python -m pytest": (
        "the Quick start: the whole test suite, this test included"
    ),
    '.venv/bin/python -m pytest -m "not slow"': "the Quick start: the test suite, this test included",
    ".venv/bin/python -m pip install '.[cluster]'   # or, from a package index: pip install 'freecell-gui[cluster]'": (
        "an install into the clone's environment; the tests' environment has the [cluster] extra already "
        "(test_the_cluster_extra_is_installed)"
    ),
    "python3 -m venv .venv && .venv/bin/python -m pip install -e '.[build]' && .venv/bin/python packaging/build.py": (
        "the executables' build, minutes long; tests/packaging builds the single file (marked slow)"
    ),
    ".venv/bin/python -m tests.benchmarks            # dealer, scene, startup, export, play, moves_panel, rules, "
    "finder, kernel, solve_window": "benchmarks: minutes of measuring, run by hand",
    ".venv/bin/python -m tests.benchmarks solver     # the solver on a sample of deals, beside fc-solve "
    "(a few minutes)": "benchmarks: minutes of measuring, run by hand",
    ".venv/bin/python -m tests.benchmarks.bench_solver --full --jobs 2   # the solver's targets in full "
    "(about 25 minutes)": "benchmarks: 25 minutes, run by hand",
    ".venv/bin/python -m tests.benchmarks executable # size and start-up of the standalone build": (
        "benchmarks: it builds the executable first, minutes"
    ),
    ".venv/bin/dask scheduler --protocol tls --port 8786 --tls-ca-file ca.pem --tls-cert scheduler.pem "
    "--tls-key scheduler-key.pem": "TLS needs certificates of the reader's own CA",
    ".venv/bin/dask worker tls://10.0.0.5:8786 --nthreads 1 --tls-ca-file ca.pem --tls-cert worker.pem "
    "--tls-key worker-key.pem": "TLS needs certificates of the reader's own CA",
    "DASK_DISTRIBUTED__COMM__TLS__CA_FILE=ca.pem DASK_DISTRIBUTED__COMM__TLS__CLIENT__CERT=client.pem "
    "DASK_DISTRIBUTED__COMM__TLS__CLIENT__KEY=client-key.pem "
    ".venv/bin/freecell-gui solve 1-1000000 --summary --fast --dask tls://10.0.0.5:8786 --out cluster.jsonl": (
        "TLS needs certificates of the reader's own CA, and a whole million deals"
    ),
}

# The cluster example's machines are this one: its scheduler's address, and its port made free.
CLUSTER_HOST = "10.0.0.5"
CLUSTER_PORT = "8786"
DAEMONS = (".venv/bin/dask scheduler ", ".venv/bin/dask worker ")  # they run until stopped


def shell_examples(page: Path) -> list[str]:
    """The commands of a page's shell blocks, in order: a continued line joined, comments and
    blank lines left out."""
    commands: list[str] = []
    fenced = False
    pending = ""
    for line in page.read_text(encoding="utf-8").splitlines():
        if not fenced:
            fenced = bool(SHELL_FENCE.match(line))
            continue
        if line.startswith("```"):
            fenced = False
            continue
        if line.rstrip().endswith("\\"):
            pending += line.rstrip()[:-1].strip() + " "
            continue
        command = (pending + line.strip()).strip()
        pending = ""
        if command and not command.startswith("#"):
            commands.append(command)
    return commands


def _code(command: str) -> str:
    """A command without its trailing comment (a `#` after a space: `'#617'` stays)."""
    return re.split(r"\s#\s", command, maxsplit=1)[0].rstrip()


def runnable(page: Path) -> list[str]:
    return [command for command in shell_examples(page) if command not in LEFT_ASIDE]


def _written_paths(command: str) -> list[str]:
    """The files and folders an example writes: `-o X`, `--export X`, `--out X`, `> X`."""
    found = re.findall(r"(?:-o|--export|--out)\s+(\S+)|>\s*(\S+)", _code(command))
    return [left or right for left, right in found if not (left or right).startswith("/dev/")]


def test_the_example_reader_joins_lines_and_keeps_the_order(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "```sh\n# a comment\nfirst one  # and its comment\n\nsecond \\\n  continued\n```\n"
        "```python\nnot = 'shell'\n```\n```bash\nthird '#617'\n```\n",
        encoding="utf-8",
    )
    assert shell_examples(page) == ["first one  # and its comment", "second continued", "third '#617'"]
    assert _code("third '#617'  # x") == "third '#617'"


def test_what_is_left_aside_is_still_in_the_pages() -> None:
    # An example changed or gone takes its exemption with it: the new one runs.
    everywhere = {command for page in PAGES for command in shell_examples(page)}
    assert sorted(set(LEFT_ASIDE) - everywhere) == []


def test_the_examples_use_the_environment_quick_start_made() -> None:
    commands = [command for page in PAGES for command in shell_examples(page)]
    assert len(commands) >= 40
    # Every use of the program and of Dask, pipelines included, names the one the Quick start installed.
    bare = [
        command for command in commands if re.search(r"(?<![/\w.'-])(freecell-gui|dask) ", _code(command))
    ]
    assert bare == []


def test_the_site_solution_is_the_one_the_manual_verifies() -> None:
    text = (REPOSITORY / "docs" / "solutions.md").read_text(encoding="utf-8")
    assert f'echo "{SITE_SOLUTION_10913}" > solution.txt' in text


def test_the_cluster_extra_is_installed() -> None:
    # What the left-aside `pip install '.[cluster]'` gives: Dask's command beside the program.
    result = subprocess.run(
        [sys.executable, "-m", "dask", "--version"], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr


def _scratch_environment(folder: Path) -> dict[str, str]:
    """`.venv/bin/` in the scratch folder: the programs of the environment running the tests."""
    bin_folder = folder / ".venv" / "bin"
    bin_folder.mkdir(parents=True)
    installed = Path(sys.executable).parent / "freecell-gui"
    programs = {
        "python": shlex.join([sys.executable]),
        "freecell-gui": shlex.join(
            [str(installed)] if installed.exists() else [sys.executable, "-m", "freecell_gui"]
        ),
        "dask": shlex.join([sys.executable, "-m", "dask"]),
    }
    for name, program in programs.items():
        script = bin_folder / name
        script.write_text(f'#!/bin/sh\nexec {program} "$@"\n', encoding="utf-8")
        script.chmod(0o755)
    environment = {
        key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")
    }
    return {**environment, "PYTHONPATH": str(REPOSITORY), "FREECELL_SOLVER_QUIET": "1"}


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class LocalCluster:
    """The cluster example's scheduler and workers, started from its own lines on the loopback."""

    def __init__(self, folder: Path, environment: dict[str, str]) -> None:
        self.folder = folder
        self.environment = environment
        self.port = str(_free_port())
        self.daemons: list[subprocess.Popen[bytes]] = []

    def here(self, command: str) -> str:
        return command.replace(CLUSTER_HOST, "127.0.0.1").replace(CLUSTER_PORT, self.port)

    def start(self, command: str) -> None:
        daemon = subprocess.Popen(
            ["bash", "-c", f"exec {self.here(command)}"],
            cwd=self.folder,
            env=self.environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # its worker processes in its group, ended together
        )
        self.daemons.append(daemon)
        if command.startswith(DAEMONS[0]):
            self._wait_for_the_scheduler()
        else:
            self._wait_for_a_worker()

    def _wait_for_the_scheduler(self) -> None:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", int(self.port))) == 0:
                    return
            time.sleep(0.2)
        raise AssertionError("the example's scheduler did not listen within 60 s")

    def _wait_for_a_worker(self) -> None:
        # In a process of its own, as the tests' cluster is: no Dask event loop in the test process.
        wait = (
            "import distributed; client = distributed.Client(sys.argv[1], timeout=60); "
            "client.wait_for_workers(1, timeout=120); client.close()"
        )
        subprocess.run(
            [sys.executable, "-c", f"import sys; {wait}", f"tcp://127.0.0.1:{self.port}"],
            env=self.environment,
            capture_output=True,
            timeout=180,
            check=True,
        )

    def stop(self) -> None:
        for daemon in self.daemons:
            if daemon.poll() is None:
                os.killpg(daemon.pid, signal.SIGTERM)
        for daemon in self.daemons:
            try:
                daemon.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(daemon.pid, signal.SIGKILL)
                daemon.wait()


def _runs(command: str, folder: Path, environment: dict[str, str]) -> str | None:
    """Runs one example by a shell, as a reader would (pipelines too); what went wrong, or None."""
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", command],
        capture_output=True,
        text=True,
        cwd=folder,
        env=environment,
        timeout=COMMAND_SECONDS,
        check=False,
    )
    if result.returncode != 0:
        last = (result.stderr.strip().splitlines() or ["(nothing on stderr)"])[-1]
        return f"exit {result.returncode}: {last}"
    written = re.search(r">\s*(\S+)", _code(command))
    if written:  # to a file instead of the terminal
        path = folder / written.group(1)
        return None if path.exists() and path.stat().st_size > 0 else f"{written.group(1)} left empty"
    return None if result.stdout else "printed nothing"


@pytest.fixture
def scratch(tmp_path: Path) -> Iterator[tuple[Path, dict[str, str]]]:
    yield tmp_path, _scratch_environment(tmp_path)


def _page_case(page: Path) -> object:
    # The cluster example starts a scheduler and workers and solves a range on them: about a minute
    # on a quiet machine, several on a loaded one; marked slow (CI runs it, `-m "not slow"` not).
    uses_a_cluster = any(command.startswith(DAEMONS) for command in runnable(page))
    marks = [pytest.mark.slow] if uses_a_cluster else []
    return pytest.param(page, marks=marks, id=str(page.relative_to(REPOSITORY)))


@pytest.mark.timeout(PAGE_SECONDS)
@pytest.mark.parametrize("page", [_page_case(page) for page in PAGES if runnable(page)])
def test_each_pages_examples_run_in_order(page: Path, scratch: tuple[Path, dict[str, str]]) -> None:
    folder, environment = scratch
    cluster = LocalCluster(folder, environment)
    failed: list[str] = []
    try:
        for command in runnable(page):
            if command.startswith(DAEMONS):
                cluster.start(command)
                continue
            problem = _runs(cluster.here(command) if cluster.daemons else command, folder, environment)
            if problem:
                failed.append(f"{command}\n    {problem}")
    finally:
        cluster.stop()
    assert failed == [], "\n".join(failed)


def test_what_the_examples_write_is_left_out_of_git() -> None:
    # A reader who runs the examples in the clone's top folder finds `git status` clean after.
    written = sorted(
        {path for page in PAGES for command in shell_examples(page) for path in _written_paths(command)}
    )
    assert {"solution.txt", "partial.txt", "game.txt", "deal-617.png", "deals/", "cluster.jsonl"} <= set(
        written
    )
    result = subprocess.run(
        ["git", "check-ignore", "--no-index", "--verbose", "--non-matching", *written],
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
        check=False,
    )
    not_ignored = [line.split("\t")[-1] for line in result.stdout.splitlines() if line.startswith("::")]
    assert not_ignored == []
