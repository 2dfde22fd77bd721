"""Every command-line example in the README runs as written after the Quick start."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.deals.formats import format_board
from tests.conftest import REPOSITORY

PREFIX = ".venv/bin/freecell-gui"
SITE_SOLUTION_10913 = "26 76 72 72 5a 27 57 67 1b 61 41 4h 4h 41 45 34 3c 6d 5b"


def test_the_solution_file_is_the_one_the_readme_writes() -> None:
    text = (REPOSITORY / "README.md").read_text(encoding="utf-8")
    assert f'echo "{SITE_SOLUTION_10913}" > solution.txt' in text


def readme_commands() -> list[str]:
    text = (REPOSITORY / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)```", text, re.DOTALL)
    lines = [line for block in blocks for line in block.splitlines()]
    return [
        line for line in lines if line.startswith("freecell-gui ") or "freecell-gui " in line.split("#")[0]
    ]


def test_the_examples_use_the_environment_quick_start_made() -> None:
    commands = readme_commands()
    assert len(commands) >= 10
    # Every use of the program, pipelines included, names the one the Quick start installed.
    assert not [command for command in commands if re.search(r"(?<![/\w])freecell-gui ", command)]


@pytest.mark.parametrize("command", readme_commands())
def test_each_example_runs(command: str, tmp_path: Path) -> None:
    # The files that the README's earlier lines write before the examples that read them: the
    # site's solution, deal 617 with only the bottom card of each column known, and deal 617.
    (tmp_path / "solution.txt").write_text(SITE_SOLUTION_10913 + "\n", encoding="utf-8")
    columns = deal(617).columns
    partial = [" ".join(["??"] * (len(column) - 1) + [str(column[-1])]) for column in columns]
    (tmp_path / "partial.txt").write_text("\n".join(partial) + "\n", encoding="utf-8")
    (tmp_path / "game.txt").write_text(format_board(deal(617)), encoding="utf-8")
    (tmp_path / "shot.png").write_bytes((REPOSITORY / "tests/picture/data/ours-617.png").read_bytes())
    (tmp_path / "board.txt").write_text(format_board(deal(617)), encoding="utf-8")  # as read-image writes
    installed = Path(sys.executable).parent / "freecell-gui"
    program = [str(installed)] if installed.exists() else [sys.executable, "-m", "freecell_gui"]
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    # Run by a shell, as a reader would, so that pipelines (`... | fc-solve -m - | ...`) run too.
    line = command.replace(PREFIX, shlex.join(program))
    result = subprocess.run(
        ["bash", "-o", "pipefail", "-c", line],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(REPOSITORY), "FREECELL_SOLVER_QUIET": "1"},
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    redirected = re.search(r">\s*(\S+)", command.split("#", maxsplit=1)[0])
    if redirected:  # written to a file instead of the terminal
        assert (tmp_path / redirected.group(1)).stat().st_size > 0
    else:
        assert result.stdout


def _written_paths(line: str) -> list[str]:
    """The files and folders a README line writes: `-o X`, `--export X`, `--out X`, `> X`."""
    code = line.split("#", maxsplit=1)[0]
    found = re.findall(r"(?:-o|--export|--out)\s+(\S+)|>\s*(\S+)", code)
    return [left or right for left, right in found if not (left or right).startswith("/dev/")]


def test_what_the_examples_write_is_left_out_of_git() -> None:
    # A reader who runs the examples in the clone's top folder finds `git status` clean after.
    text = (REPOSITORY / "README.md").read_text(encoding="utf-8")
    lines = [line for block in re.findall(r"```sh\n(.*?)```", text, re.DOTALL) for line in block.splitlines()]
    written = sorted({path for line in lines for path in _written_paths(line)})
    assert {"solution.txt", "partial.txt", "game.txt", "deal-617.png", "deals/"} <= set(written)
    result = subprocess.run(
        ["git", "check-ignore", "--no-index", "--verbose", "--non-matching", *written],
        capture_output=True,
        text=True,
        cwd=REPOSITORY,
        check=False,
    )
    not_ignored = [line.split("\t")[-1] for line in result.stdout.splitlines() if line.startswith("::")]
    assert not_ignored == []
