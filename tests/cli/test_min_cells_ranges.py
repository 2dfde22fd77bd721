"""`solve A-B --min-cells --summary` as a range job: --out records, --resume, --jobs and --dask,
and a stop that leaves each deal once (issue 29)."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from freecell_gui.cli.main import main
from freecell_gui.core.deals.dealer import deal
from freecell_gui.core.game.game import replay
from freecell_gui.core.game.notation import parse_moves
from freecell_gui.core.game.rules import AutoplayPolicy, Position
from freecell_gui.core.game.variant import Building, Rules
from freecell_gui.core.ranges.record_kinds import MIN_CELLS_RECORDS
from freecell_gui.core.ranges.results_file import RecordReader
from freecell_gui.core.system.exit_status import ExitStatus
from tests.core.ranges.cluster import ClusterProcess

# A small bound on each count's proof: every deal is quick, and some are left unknown.
QUICK = ["--min-cells", "--summary", "--fast", "--proof-positions", "5000"]


def _run(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(arguments)
    out, err = capsys.readouterr()
    return status, out, err


def _records(path: Path) -> list[dict[str, object]]:
    """The records of `path` as --resume reads them (each checked), as JSON objects."""
    with path.open("rb") as stream:
        reader = RecordReader(stream, path.name, None, MIN_CELLS_RECORDS)
        records = [record.to_json() for record in reader]
    assert not reader.torn_bytes  # the command never leaves half a record
    return records


def _without_times(records: list[dict[str, object]]) -> list[dict[str, object]]:
    def clean(record: dict[str, object]) -> dict[str, object]:
        steps = record["steps"]
        assert isinstance(steps, list)
        return {
            **{key: value for key, value in record.items() if key != "seconds"},
            "steps": [{key: value for key, value in step.items() if key != "seconds"} for step in steps],
        }

    return sorted((clean(record) for record in records), key=lambda record: str(record["deal"]))


def test_records_carry_cells_game_and_a_solution_that_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.jsonl"
    status, out, err = _run(["solve", "1-6", *QUICK, "--out", str(path)], capsys)
    assert status == ExitStatus.GAVE_UP, err  # some proofs ran out of their 5,000 positions
    records = _records(path)
    assert sorted(record["deal"] for record in records) == [1, 2, 3, 4, 5, 6]
    for record in records:
        assert record["game"] == "freecell" and record["proof_positions"] == 5000 and record["work"] is None
        if record["cells"] is not None:
            start = Position.from_deal(deal(int(str(record["deal"]))), Rules(int(str(record["cells"]))))
            moves = record["moves"]
            assert isinstance(moves, list)
            assert replay(start, parse_moves(" ".join(moves)), AutoplayPolicy.MS).won
    summary = out.splitlines()[0]
    needs = {record["deal"]: record["min_cells"] for record in records}
    unknown = sorted(int(str(deal_)) for deal_, cells in needs.items() if cells is None)
    assert summary.startswith("deals 6: free cells needed: ")
    assert f"unknown {len(unknown)}" in summary and f"unknown: {unknown}" in out


def test_one_process_and_two_workers_write_the_same_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    first = _run(["solve", "1-8", *QUICK, "--jobs", "1", "--out", str(one)], capsys)
    second = _run(["solve", "1-8", *QUICK, "--jobs", "2", "--out", str(two)], capsys)
    assert first[0] == second[0]
    assert "8 deals on 2 local worker processes" in second[2]
    assert _without_times(_records(one)) == _without_times(_records(two))
    assert first[1].splitlines()[:-1] == second[1].splitlines()[:-1]  # all but the times


def test_resume_goes_on_with_the_same_options_and_refuses_others_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.jsonl"
    assert _run(["solve", "2-4", *QUICK, "--out", str(path)], capsys)[0] == ExitStatus.GAVE_UP  # 4: unknown
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(lines[0])  # as if the run had stopped after its first deal
    status, out, err = _run(["solve", "2-5", *QUICK, "--out", str(path), "--resume"], capsys)
    assert "resuming: 1 of 4 deals already in" in err
    assert out.startswith("deals 4: ") and sorted(r["deal"] for r in _records(path)) == [2, 3, 4, 5]
    kept = path.read_bytes()
    refusals = {
        "--proof-positions": (
            ["solve", "2-5", "--min-cells", "--summary", "--fast", "--proof-positions", "6000"],
            "was found with --proof-positions 5000, not 6000: resume with its --proof-positions",
        ),
        "--game": (
            ["solve", "2-5", *QUICK, "--game", "bakers"],
            "is of FreeCell, not of Baker's Game: resume with its --game",
        ),
        "not --fast": (
            ["solve", "2-5", "--min-cells", "--summary", "--proof-positions", "5000", "--time-limit", "1"],
            "was found with --fast, not shortening within 150,000 positions (--time-limit): "
            "resume with its --fast and --time-limit",
        ),
        "without --min-cells": (
            ["solve", "2-5", "--summary", "--fast"],
            "is a record of `solve --min-cells`: resume with --min-cells",
        ),
    }
    for arguments, reason in refusals.values():
        status, out, err = _run([*arguments, "--out", str(path), "--resume"], capsys)
        assert (status, out) == (ExitStatus.BAD_INPUT, ""), err
        assert err == f"freecell-gui solve: error: {path}: line 1 {reason}, or name a new file\n"
        assert path.read_bytes() == kept


def test_a_solve_file_is_not_resumed_as_min_cells(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "run.jsonl"
    assert _run(["solve", "2-3", "--summary", "--fast", "--out", str(path)], capsys)[0] == ExitStatus.DONE
    kept = path.read_bytes()
    status, out, err = _run(["solve", "2-3", *QUICK, "--out", str(path), "--resume"], capsys)
    assert (status, out, path.read_bytes()) == (ExitStatus.BAD_INPUT, "", kept)
    assert err == (
        f"freecell-gui solve: error: {path}: line 1 is a record of a solve of FreeCell, not of --min-cells: "
        "resume without --min-cells, or name a new file\n"
    )


def test_a_record_whose_solution_does_not_play_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.jsonl"
    assert _run(["solve", "2-2", *QUICK, "--out", str(path)], capsys)[0] == ExitStatus.DONE
    record = json.loads(path.read_text())
    record["moves"][0], record["moves"][1] = record["moves"][1], record["moves"][0]
    if record["moves"][0] == record["moves"][1]:
        record["moves"][0] = "hh"
    path.write_text(json.dumps(record, separators=(", ", ": ")) + "\n")
    kept = path.read_bytes()
    status, _, err = _run(["solve", "2-2", *QUICK, "--out", str(path), "--resume"], capsys)
    assert status == ExitStatus.BAD_INPUT and path.read_bytes() == kept
    assert err.count("\n") == 1 and "line 1 is not true: deal 2's move" in err


def test_bakers_game_records_resume_in_bakers_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.jsonl"
    arguments = ["solve", "2-3", *QUICK, "--game", "bakers", "--out", str(path)]
    status, _, err = _run(arguments, capsys)
    assert [record["game"] for record in _records(path)] == ["bakers", "bakers"], err
    for record in _records(path):
        if record["cells"] is not None:
            rules = Rules(int(str(record["cells"])), Building.SAME_SUIT)
            moves = record["moves"]
            assert isinstance(moves, list)
            start = Position.from_deal(deal(int(str(record["deal"]))), rules)
            assert replay(start, parse_moves(" ".join(moves)), AutoplayPolicy.MS).won
    again, _, err = _run([*arguments, "--resume"], capsys)
    assert again == status and "resuming: 2 of 2 deals" in err


@pytest.mark.parametrize("where", ["jobs", "dask"])
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_stop_then_resume_leaves_each_deal_once(
    where: str, number: int, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    path = tmp_path / "run.jsonl"
    place = (
        ["--jobs", "2"]
        if where == "jobs"
        else ["--dask", request.getfixturevalue("dask_cluster").scheduler_address]
    )
    arguments = ["solve", "1-40", *QUICK, "--out", str(path), *place]
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", *arguments],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    while not path.exists() and process.poll() is None:
        time.sleep(0.005)
    time.sleep(random.uniform(0.0, 2.0))  # a random moment of the run
    process.send_signal(number)
    out, err = process.communicate(timeout=120)  # a hang guard
    assert "Traceback" not in err
    if process.returncode != 128 + number:  # it finished first: still each deal once
        # (-number: the signal came as the interpreter ended, its handlers given back)
        assert process.returncode in (ExitStatus.GAVE_UP, -number), err
    else:
        before = [record["deal"] for record in _records(path)]
        assert len(set(before)) == len(before)
        assert out.startswith(f"deals {len(before)}: free cells needed"), (out, err)
        resumed = subprocess.run(
            [sys.executable, "-m", "freecell_gui", *arguments, "--resume"],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert resumed.returncode == ExitStatus.GAVE_UP, resumed.stderr
        assert resumed.stdout.startswith("deals 40: free cells needed")  # the whole range's summary
    deals = [record["deal"] for record in _records(path)]
    assert sorted(deals) == list(range(1, 41))


def test_dask_gives_the_records_of_local_workers(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], dask_cluster: ClusterProcess
) -> None:
    local, cluster = tmp_path / "local.jsonl", tmp_path / "dask.jsonl"
    address = dask_cluster.scheduler_address
    first = _run(["solve", "1-6", *QUICK, "--jobs", "2", "--out", str(local)], capsys)
    second = _run(["solve", "1-6", *QUICK, "--dask", address, "--out", str(cluster)], capsys)
    assert first[0] == second[0], second[2]
    assert _without_times(_records(local)) == _without_times(_records(cluster))
