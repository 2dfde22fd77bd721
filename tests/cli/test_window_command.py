"""`freecell-gui [--deal N] [--theme T] [Qt's options]`: the line that opens the window.

It is read by a parser of the window's options alone (the commands' modules are not loaded for
it); anything that parser does not take is read by the whole command line, so mistakes get the
same one-line message either way.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_gui.cli import main as cli_main
from freecell_gui.cli import window as window_command
from freecell_gui.cli.common import UsageError
from freecell_gui.cli.main import main
from freecell_gui.cli.window import THEMES


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[tuple[argparse.Namespace, list[str]]]:
    """What `run_window` is asked to open, instead of opening it."""
    calls: list[tuple[argparse.Namespace, list[str]]] = []

    def fake_run_window(args: argparse.Namespace, qt_arguments: list[str]) -> int:
        calls.append((args, list(qt_arguments)))
        return 0

    monkeypatch.setattr(cli_main, "run_window", fake_run_window)
    return calls


def test_the_themes_are_the_appearances() -> None:
    from freecell_gui.ui.appearance import Appearance

    assert tuple(choice.value for choice in Appearance) == THEMES


@pytest.mark.parametrize("theme", THEMES)
def test_theme_and_deal_reach_the_window(
    theme: str, opened: list[tuple[argparse.Namespace, list[str]]]
) -> None:
    assert main(["--theme", theme, "--deal", "#617"]) == 0
    ((args, qt),) = opened
    assert (args.theme, args.deal, args.self_test, qt) == (theme, 617, False, [])


def test_no_theme_leaves_the_saved_one(opened: list[tuple[argparse.Namespace, list[str]]]) -> None:
    assert main([]) == 0
    assert opened[0][0].theme is None


def test_qt_options_still_go_to_qt(opened: list[tuple[argparse.Namespace, list[str]]]) -> None:
    assert main(["-style", "Fusion", "--theme=dark", "-reverse"]) == 0
    ((args, qt),) = opened
    assert args.theme == "dark"
    assert qt == ["-style", "Fusion", "-reverse"]


def test_run_window_hands_the_appearance_to_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    from freecell_gui.ui import app
    from freecell_gui.ui.appearance import Appearance

    received: dict[str, Any] = {}

    def fake_run_app(**options: Any) -> int:
        received.update(options)
        return 0

    monkeypatch.setattr(app, "run_app", fake_run_app)
    args = argparse.Namespace(deal=5, theme="light", self_test=False)
    assert window_command.run_window(args, ["-reverse"]) == 0
    assert received == {
        "initial_deal": 5,
        "self_test": False,
        "qt_arguments": ["-reverse"],
        "appearance": Appearance.LIGHT,
    }
    args.theme = None
    window_command.run_window(args)
    assert received["appearance"] is None


@pytest.mark.parametrize(
    "argv",
    [["--theme", "blue"], ["--theme", "DARK"], ["--theme", ""], ["--theme"], ["--theme", "dark\n"]],
)
def test_a_bad_theme_is_one_line_and_exit_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert captured.err.startswith("freecell-gui: error: argument --theme")
    assert "Traceback" not in captured.err


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=40).filter(lambda text: text not in THEMES))
def test_any_other_theme_is_refused_in_one_line(text: str) -> None:
    # A fresh stream per example: hypothesis runs many examples inside one test.
    status, err = _run_capturing(["--theme", text])
    assert status == 2
    assert err.count("\n") == 1 and err.startswith("freecell-gui: error: ")


def _run_capturing(argv: list[str]) -> tuple[int, str]:
    import contextlib
    import io

    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        status = main(argv)
    return status, err.getvalue()


@pytest.mark.parametrize(
    "argv",
    [["--deal", "0"], ["--deal", "word"], ["nonsense"], ["--deal", "5", "extra"], ["--", "x"]],
)
def test_mistakes_read_as_by_the_whole_command_line(argv: list[str]) -> None:
    """The window's own parser never words a mistake differently from the whole one."""
    whole = cli_main.build_parser()
    with pytest.raises(UsageError) as expected:
        whole.parse_args(argv)
    status, err = _run_capturing(argv)
    assert status == 2
    assert err == f"freecell-gui: error: {expected.value}\n"


def test_help_names_theme_for_this_run_only(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert "--theme {system,light,dark}" in text
    assert "for this run only" in text and "saved" in text
    assert "COMMAND" in text  # the whole parser answered --help, commands and all


def test_the_window_line_does_not_load_the_commands(tmp_path: Path) -> None:
    """`freecell-gui --deal 617 --theme dark` is read without importing find, solve, export..."""
    script = (
        "import json, sys\n"
        "from freecell_gui.cli import main as m\n"
        "m.run_window = lambda args, qt: 0\n"
        "status = m.main(['--deal', '617', '--theme', 'dark', '-style', 'Fusion'])\n"
        "print(json.dumps([status, sorted(sys.modules)]))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
        timeout=60,
    )
    status, modules = json.loads(result.stdout)
    assert status == 0
    loaded = set(modules)
    for name in ("deal", "export", "find", "play", "solve", "verify"):
        assert f"freecell_gui.cli.{name}" not in loaded
    assert not loaded & {"freecell_gui.core.solver", "freecell_gui.core.finder", "numpy", "PySide6"}
