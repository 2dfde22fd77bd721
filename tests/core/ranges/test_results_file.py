"""The file `solve --out` appends to: what it may be, resuming it, and one writer at a time."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from freecell_gui.core.ranges.records import DealRecord
from freecell_gui.core.ranges.results_file import ResultsFileError, open_results
from freecell_gui.core.solver import Outcome
from tests.core.system.special_files import make_target, reading

# "gave up" records: reading back replays a solution (see test_resume_checks.py), which these
# tests of the file itself need not wait for.
RECORDS = [DealRecord(number, Outcome.GAVE_UP, (), 0.01, 10, "time") for number in range(1, 6)]


def _write(path: Path, records: list[DealRecord], resume: bool = False) -> None:
    with open_results(path, resume) as results:
        list(results.read_back()) if resume else None
        for record in records:
            results.write(record)


def test_records_are_appended_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    _write(path, RECORDS[:2])
    with open_results(path, resume=True) as results:
        assert list(results.read_back()) == RECORDS[:2]
        results.write(RECORDS[2])
    assert path.read_bytes() == b"".join(record.to_line() for record in RECORDS[:3])


def test_a_file_with_records_is_never_appended_to_without_resume(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    _write(path, RECORDS[:1])
    before = path.read_bytes()
    with pytest.raises(ResultsFileError, match="add --resume") as caught:
        open_results(path, resume=False)
    assert caught.value.bad_input
    assert path.read_bytes() == before
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    _write(empty, RECORDS[:1])  # an empty file is as good as none
    assert empty.read_bytes() == RECORDS[0].to_line()


def test_resume_cuts_a_half_written_line_and_the_next_record_follows_whole(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    path.write_bytes(RECORDS[0].to_line() + RECORDS[1].to_line()[:17])
    with open_results(path, resume=True) as results:
        assert list(results.read_back()) == [RECORDS[0]]
        assert results.torn_bytes == 17
        results.write(RECORDS[1])
    assert path.read_bytes() == RECORDS[0].to_line() + RECORDS[1].to_line()


def test_a_file_that_is_not_ours_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes(b"my notes\nmore notes\n")
    with open_results(path, resume=True) as results, pytest.raises(ResultsFileError, match="line 1"):
        list(results.read_back())
    assert path.read_bytes() == b"my notes\nmore notes\n"


def test_two_runs_never_write_one_file_at_once(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    with open_results(path, resume=True):
        with pytest.raises(ResultsFileError, match="another run is writing") as caught:
            open_results(path, resume=True)
        assert not caught.value.bad_input
    with open_results(path, resume=True):  # free again once the first let it go
        pass


WRITTEN = "written through"
WRITE_FAILS = "the write fails"
REFUSED = "refused: a failure"
BAD_INPUT = "refused: bad input"


@pytest.mark.parametrize(
    ("kind", "resume", "expected"),
    [
        ("fifo-with-reader", False, WRITTEN),
        ("null-device", False, WRITTEN),
        ("full-device", False, WRITE_FAILS),
        ("fifo-without-reader", False, REFUSED),
        ("block-device", False, REFUSED),
        ("socket", False, REFUSED),
        ("folder", False, BAD_INPUT),
        ("folder", True, BAD_INPUT),
        ("fifo-without-reader", True, BAD_INPUT),  # --resume reads the file back: a pipe cannot be
        ("null-device", True, BAD_INPUT),
    ],
)
def test_what_is_not_a_file_is_written_through_or_refused(
    kind: str, resume: bool, expected: str, tmp_path: Path
) -> None:
    target = make_target(tmp_path, kind)
    before = os.stat(target.path)
    with reading(target):
        try:
            with open_results(target.path, resume) as results:
                assert list(results.read_back()) == []  # nothing is read back from a pipe or a device
                try:
                    results.write(RECORDS[0])
                    outcome = WRITTEN
                except OSError:
                    outcome = WRITE_FAILS
        except ResultsFileError as error:
            assert "\n" not in str(error)
            assert "--resume" in str(error) or not resume or kind == "folder"
            outcome = BAD_INPUT if error.bad_input else REFUSED
        assert outcome == expected
        if kind == "fifo-with-reader":
            assert target.reader is not None and target.reader.finish() == RECORDS[0].to_line()
        after = os.stat(target.path)
        assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)  # never replaced
