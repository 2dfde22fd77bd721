"""The default test suite asserts behaviour, never how fast it was (issue 27).

CI runs on a shared 2-core machine: a test that asserted "under 0.05 s" or "within a second"
failed there under load while the program was right. Timings are measured in tests/benchmarks
(medians, with targets) instead; a test may still bound a wait generously to stop a hang
(`timeout=60`, a deadline it loops until, or a name with HANG_GUARD in it).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator

from hypothesis import settings

from tests.conftest import REPOSITORY

TESTS = REPOSITORY / "tests"
CLOCKS = {"perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns", "time", "time_ns"}
DURATION_NAMES = {"seconds", "took", "elapsed", "duration"}
DURATION_CALLS = {"longest_ms"}  # tests/event_loop.py's longest gap of the event loop

# Files other engineers owned while this check was written, each with the wall-clock assertions
# still in it then; reported to the lead, who removes an entry once its file asserts behaviour.
NOT_YET_CHANGED: set[str] = set()


def _is_clock_call(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    function = node.func
    if isinstance(function, ast.Attribute):
        return (
            function.attr in CLOCKS and isinstance(function.value, ast.Name) and function.value.id == "time"
        )
    return isinstance(function, ast.Name) and function.id in CLOCKS - {"time"}


def _reads_a_clock_difference(node: ast.AST) -> bool:
    return any(
        isinstance(part, ast.BinOp)
        and isinstance(part.op, ast.Sub)
        and any(_is_clock_call(inner) for inner in ast.walk(part))
        for part in ast.walk(node)
    )


def _is_a_duration(node: ast.AST) -> bool:
    if isinstance(node, ast.Name):
        return node.id in DURATION_NAMES
    if isinstance(node, ast.Attribute):
        return node.attr in DURATION_NAMES
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr in DURATION_CALLS
    return False


def _is_a_hang_guard(node: ast.AST) -> bool:
    return any(
        (isinstance(part, ast.Name) and "HANG_GUARD" in part.id)
        or (isinstance(part, ast.Attribute) and "HANG_GUARD" in part.attr)
        for part in ast.walk(node)
    )


def wall_clock_assertions(source: str) -> Iterator[int]:
    """The lines of `source` whose assert bounds a measured duration from above (a lower bound
    never fails on a slow machine)."""
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Assert):
            continue
        for compare in ast.walk(node.test):
            if not isinstance(compare, ast.Compare) or len(compare.ops) != 1:
                continue
            if isinstance(compare.ops[0], (ast.Lt, ast.LtE)):
                measured, bound = compare.left, compare.comparators[0]
            elif isinstance(compare.ops[0], (ast.Gt, ast.GtE)):
                measured, bound = compare.comparators[0], compare.left
            else:
                continue
            if _is_a_hang_guard(bound):
                continue
            constant = isinstance(bound, ast.Constant) and isinstance(bound.value, (int, float))
            if _reads_a_clock_difference(measured) or (_is_a_duration(measured) and constant):
                yield compare.lineno


def test_the_check_finds_the_shapes_that_failed_under_load() -> None:
    found = list(
        wall_clock_assertions(
            "started = time.monotonic()\n"
            "assert time.monotonic() - started < 0.05\n"
            "assert stopped.seconds < 1.5\n"
            "assert took < 1.0 and status == 0\n"
            "assert recorder.longest_ms() <= 70\n"
            "assert perf_counter() - t0 < 1\n"
            "assert 2.0 > time.perf_counter() - t0\n"
        )
    )
    assert found == [2, 3, 4, 5, 6, 7]


def test_the_check_leaves_hang_guards_and_other_comparisons_alone() -> None:
    source = (
        "deadline = time.monotonic() + 60\n"
        "assert time.monotonic() < deadline\n"
        "assert time.monotonic() - started < HANG_GUARD_SECONDS\n"
        "assert len(moves) < 12\n"
        "assert abs(width / height - 1.25) < 0.01\n"
        "assert record.seconds >= 0 or record.seconds == other.seconds\n"
        "assert time.monotonic() - started > 0.5  # it waited\n"
    )
    assert list(wall_clock_assertions(source)) == []


def test_no_test_outside_the_benchmarks_asserts_a_wall_clock_time() -> None:
    offenders = []
    for path in sorted(TESTS.rglob("*.py")):
        relative = path.relative_to(REPOSITORY).as_posix()
        if relative.startswith("tests/benchmarks/") or relative in NOT_YET_CHANGED:
            continue
        offenders += [
            f"{relative}:{line}" for line in wall_clock_assertions(path.read_text(encoding="utf-8"))
        ]
    assert offenders == [], "timings belong in tests/benchmarks: " + ", ".join(offenders)


def test_hypothesis_has_no_deadline() -> None:
    # Hypothesis's default fails an example slower than 200 ms: a timing, broken by a busy machine.
    assert settings.default.deadline is None
