"""`solve A-B --summary` on worker processes (--jobs) and on a Dask cluster (--dask), with
records in --out FILE and --resume: every deal once, whatever stops the run and when."""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from freecell_gui.cli.main import main
from freecell_gui.core.ranges.results_file import RecordReader
from freecell_gui.core.system.workers import usable_cores
from tests.core.system.special_files import make_target, reading


def _run(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(arguments)
    out, err = capsys.readouterr()
    return status, out, err


def _deals_in(path: Path) -> list[int]:
    """The deals of the records in `path`, read as --resume reads them."""
    with path.open("rb") as stream:
        reader = RecordReader(stream, path.name)
        deals = [record.deal for record in reader]
    assert not reader.torn_bytes  # the command never leaves half a record
    return deals


def _start(arguments: list[str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", *arguments],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_local_workers_give_the_summary_of_one_process(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    one = _run(["solve", "146685-146700", "--summary", "--fast", "--json"], capsys)
    two = _run(
        [
            "solve",
            "146685-146700",
            "--summary",
            "--fast",
            "--json",
            "--jobs",
            "2",
            "--out",
            str(tmp_path / "r.jsonl"),
        ],
        capsys,
    )
    assert one[0] == two[0] == 4  # 146692 is unsolvable: the range's status says so
    first, second = json.loads(one[1]), json.loads(two[1])
    for key in ("deals", "solved", "unsolvable", "gave_up", "mean_length"):
        assert first[key] == second[key]
    assert sorted(_deals_in(tmp_path / "r.jsonl")) == list(range(146685, 146701))
    assert "16 deals on 2 local worker processes" in two[2]


@pytest.mark.parametrize("where", ["jobs", "dask"])
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_resume_after_a_stop_at_a_random_moment_leaves_each_deal_once(
    where: str, number: int, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    path = tmp_path / "run.jsonl"
    deals = "1-300"
    place = (
        ["--jobs", "2"]
        if where == "jobs"
        else ["--dask", request.getfixturevalue("dask_cluster").scheduler_address]
    )
    arguments = ["solve", deals, "--summary", "--fast", "--out", str(path), *place]
    process = _start(arguments)
    # A random moment of the run (the file is made as it starts; a busy machine may take a
    # second to get there): a stop before the command starts is test_early_signals.py's.
    while not path.exists() and process.poll() is None:
        time.sleep(0.005)
    time.sleep(random.uniform(0.0, 2.5))
    process.send_signal(number)
    out, err = process.communicate(timeout=120)  # a hang guard: how soon it stops is bench_stop.py's
    if process.returncode == 0:  # it finished first: nothing to resume, but still each deal once
        assert sorted(_deals_in(path)) == list(range(1, 301))
        return
    assert process.returncode == 128 + number, err
    assert "Traceback" not in err and "interrupted after" in err
    before = _deals_in(path)
    assert len(set(before)) == len(before)
    if before:
        assert json.loads(out.splitlines()[0].split(":")[0].split()[1]) == len(before)  # "deals N: ..."
    resumed = subprocess.run(
        [sys.executable, "-m", "freecell_gui", *arguments, "--resume"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert sorted(_deals_in(path)) == list(range(1, 301))
    assert resumed.stdout.startswith("deals 300: solved 300")  # the summary is of the whole range


def test_a_half_written_last_record_is_cut_and_written_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.jsonl"
    assert _run(["solve", "1-5", "--summary", "--fast", "--out", str(path)], capsys)[0] == 0
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:3]) + lines[3][:20])  # a power cut in the middle of the fourth
    status, out, err = _run(["solve", "1-5", "--summary", "--fast", "--out", str(path), "--resume"], capsys)
    assert status == 0 and out.startswith("deals 5: solved 5"), err
    assert "ended in half a record (20 bytes), cut off" in err
    assert "resuming: 3 of 5 deals already in" in err
    assert sorted(_deals_in(path)) == [1, 2, 3, 4, 5]


def test_a_file_with_records_needs_resume(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "run.jsonl"
    assert _run(["solve", "1-2", "--summary", "--fast", "--out", str(path)], capsys)[0] == 0
    status, out, err = _run(["solve", "1-2", "--summary", "--fast", "--out", str(path)], capsys)
    assert status == 2 and out == "" and err.count("\n") == 1 and "add --resume" in err


@pytest.mark.parametrize(
    "options",
    [
        ["--jobs", "2"],  # without --summary
        ["--summary", "--resume"],
        ["--summary", "--jobs", "-1"],
        ["--summary", "--jobs", "5000"],
        ["--summary", "--jobs", "2", "--dask", "tcp://127.0.0.1:8786"],
        ["--summary", "--out", " "],
        ["--summary", "--dask", "tcp://"],
        ["--summary", "--dask", "http://127.0.0.1:8786"],
        ["--summary", "--dask", "127.0.0.1:99999"],
        ["--summary", "--dask", "tcp://host:port"],
        ["--summary", "--dask", "tcp://[::1"],
        ["--summary", "--dask", "a b"],
        ["--summary", "--dask", "x" * 5000],
        ["--summary", "--dask", "\x00\xff"],
    ],
)
def test_bad_range_options_and_addresses_are_one_line_and_exit_2(
    options: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Refused as written, before any connection is tried (one would wait out a timeout).
    tried: list[object] = []
    monkeypatch.setattr(socket.socket, "connect", lambda _socket, address: tried.append(address))
    monkeypatch.setattr(socket.socket, "connect_ex", lambda _socket, address: tried.append(address))
    status, out, err = _run(["solve", "1-3", "--fast", *options], capsys)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err and len(err) < 300, err
    assert tried == []


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port  # nothing listens there once the probe is closed


def test_an_unreachable_scheduler_is_one_line_and_exit_1_within_seconds(tmp_path: Path) -> None:
    # The run's timeout is the hang guard: a 5 s connection timeout, however slowly Python starts.
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "freecell_gui",
            "solve",
            "1-3",
            "--summary",
            "--dask",
            f"tcp://127.0.0.1:{_free_port()}",
            "--out",
            str(tmp_path / "run.jsonl"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1 and result.stdout == ""
    assert not (tmp_path / "run.jsonl").exists()  # no empty FILE left behind
    assert result.stderr.count("\n") == 1 and "cannot reach the Dask scheduler" in result.stderr, (
        result.stderr
    )


def test_tls_without_certificates_says_which_settings_are_missing(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(["solve", "1-3", "--summary", "--dask", "tls://127.0.0.1:8786"], capsys)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and "DASK_DISTRIBUTED__COMM__TLS__CA_FILE" in err


def test_without_dask_the_message_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed now fails
    status, out, err = _run(["solve", "1-3", "--summary", "--dask", "tcp://127.0.0.1:8786"], capsys)
    assert status == 1 and out == ""
    assert err.count("\n") == 1 and "pip install 'freecell-gui[cluster]'" in err


def test_a_full_disk_stops_the_run_with_the_summary_so_far(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = make_target(tmp_path, "full-device")
    with reading(target):
        status, out, err = _run(["solve", "1-3", "--summary", "--fast", "--out", str(target.path)], capsys)
    assert status == 1
    assert "cannot write" in err and "no space left" in err.lower() and "Traceback" not in err
    assert out.startswith("deals 0: solved 0")  # the first record could not be written: none counts


@pytest.mark.parametrize("kind", ["fifo-without-reader", "folder", "socket"])
def test_an_out_that_is_not_a_file_is_refused_in_one_line(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = make_target(tmp_path, kind)
    with reading(target):
        status, out, err = _run(["solve", "1-3", "--summary", "--fast", "--out", str(target.path)], capsys)
    assert status == (2 if kind == "folder" else 1) and out == ""
    assert err.count("\n") == 1 and "Traceback" not in err


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    data=st.one_of(
        st.binary(max_size=2000),
        st.builds(
            lambda n, tail: b'{"deal": %d, "status": "gave up"}\n' % n + tail,
            st.integers(1, 4),
            st.binary(max_size=200),
        ),
    )
)
def test_resume_reads_any_file_or_says_why_not_in_one_line(
    data: bytes, tmp_path_factory: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "run.jsonl"
    path.write_bytes(data)
    status, out, err = _run(["solve", "1-3", "--summary", "--fast", "--out", str(path), "--resume"], capsys)
    assert "Traceback" not in err
    if status == 2:
        assert err.count("\n") == 1 and out == ""
        assert path.read_bytes() == data  # a file that is not ours is left as it was
    else:
        assert status in (0, 3), err  # 3: a "gave up" record read back counts in the summary
        assert set(range(1, 4)) <= set(_deals_in(path))


def _wait_for_records(path: Path, seconds: float = 60) -> None:
    """Until `path` holds a record: the workers are up and solving."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if path.exists() and path.stat().st_size > 0:
            return
        time.sleep(0.05)
    raise AssertionError(f"no record in {path} within {seconds} s")


def _worker_pids(parent: int) -> list[int]:
    children = Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
    return [int(pid) for pid in children if "spawn_main" in Path(f"/proc/{pid}/cmdline").read_text()]


def test_sigterm_to_the_whole_process_group_keeps_the_summary(tmp_path: Path) -> None:
    # As Ctrl-C does: the workers leave the decision to the parent. They used to die of SIGTERM,
    # the pool broke under the parent, and the summary was lost.
    path = tmp_path / "run.jsonl"
    command = ["solve", "1-300", "--summary", "--fast", "--jobs", "2", "--out", str(path)]
    process = subprocess.Popen(
        [sys.executable, "-m", "freecell_gui", *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    _wait_for_records(path)
    os.killpg(process.pid, signal.SIGTERM)
    out, err = process.communicate(timeout=120)
    assert process.returncode == 143, err
    assert out.startswith("deals "), (out, err)
    assert "Traceback" not in err and "interrupted after" in err


def test_a_killed_worker_is_one_line_and_exit_1_with_the_summary(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    process = _start(["solve", "1-300", "--summary", "--fast", "--jobs", "2", "--out", str(path)])
    _wait_for_records(path)
    os.kill(_worker_pids(process.pid)[0], signal.SIGKILL)  # as the out-of-memory killer would
    out, err = process.communicate(timeout=120)
    assert process.returncode == 1, err
    assert out.startswith("deals "), (out, err)
    assert "Traceback" not in err and "a worker process ended unexpectedly" in err
    assert len(set(_deals_in(path))) == len(_deals_in(path))


def test_jobs_beyond_the_cores_are_cut_and_said_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    cores = usable_cores()
    status, out, err = _run(["solve", "1-3", "--summary", "--fast", "--jobs", str(cores + 30)], capsys)
    assert status == 0 and out.startswith("deals 3: solved 3"), err
    said = f"--jobs {cores + 30} is more than the {cores} core{'s' if cores != 1 else ''} here: using {cores}"
    assert f"freecell-gui solve: {said}\n" in err
    assert "Traceback" not in err
