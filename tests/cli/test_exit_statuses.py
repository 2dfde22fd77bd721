"""One list of exit statuses and one way to fail: bad input is 2 and one line
"freecell-gui[ COMMAND]: error: ..." whatever the command; arguments no parser takes are
named the same way everywhere."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.cli.main import main
from freecell_gui.core.system.exit_status import ExitStatus

BAD_INPUTS = [
    (["deal", "0"], "freecell-gui"),
    (["solve", "0"], "freecell-gui solve"),
    (["solve", "1-3", "--summary", "--time-limit", "-1"], "freecell-gui solve"),
    (["find", "--range", "5-1", "AS"], "freecell-gui find"),
    (["verify", "617", "{missing}"], "freecell-gui"),
    (["play", "617", "--moves", "{missing}"], "freecell-gui"),
]


@pytest.mark.parametrize(("arguments", "prefix"), BAD_INPUTS)
def test_bad_input_is_2_and_one_line_for_every_command(
    arguments: list[str], prefix: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    arguments = [argument.format(missing=tmp_path / "missing.txt") for argument in arguments]
    assert main(arguments) == ExitStatus.BAD_INPUT == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"{prefix}: error: "), err


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    command=st.sampled_from(["deal 617", "solve 617", "find AS", "verify 617 x"]),
    extra=st.lists(st.sampled_from(["--nope", "-z", "--zz=1"]), min_size=1, max_size=6),
)
def test_unrecognized_arguments_are_named_one_way(
    command: str, extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*command.split(), *extra]) == ExitStatus.BAD_INPUT
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "error: unrecognized arguments: '" in err, err
    assert err.endswith("--help')\n"), err


def test_the_statuses_are_those_the_help_promises() -> None:
    assert [int(status) for status in ExitStatus] == [0, 1, 2, 3, 4, 130, 143]
    assert ExitStatus.NO is ExitStatus.FAILURE  # an answer "no" shares 1 with a failure
