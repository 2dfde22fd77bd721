"""Every command-line example in the README runs as written after the Quick start."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPOSITORY

PREFIX = ".venv/bin/freecell-gui"


def readme_commands() -> list[str]:
    text = (REPOSITORY / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)```", text, re.DOTALL)
    return [line for block in blocks for line in block.splitlines() if line.startswith("freecell-gui ")] + [
        line for block in blocks for line in block.splitlines() if line.startswith(PREFIX + " ")
    ]


def test_the_examples_use_the_environment_quick_start_made() -> None:
    commands = readme_commands()
    assert len(commands) >= 10
    assert not [command for command in commands if not command.startswith(PREFIX)]


@pytest.mark.parametrize("command", readme_commands())
def test_each_example_runs(command: str, tmp_path: Path) -> None:
    arguments = shlex.split(command, comments=True)[1:]
    installed = Path(sys.executable).parent / "freecell-gui"
    program = [str(installed)] if installed.exists() else [sys.executable, "-m", "freecell_gui"]
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    result = subprocess.run(
        [*program, *arguments],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**env, "PYTHONPATH": str(REPOSITORY)},
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout
