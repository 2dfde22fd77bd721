"""Run the benchmarks: `python -m tests.benchmarks [NAME ...]` (NAME: dealer, ...).

Prints one line per figure and exits 1 if any target is missed. Left out of the default
test run because timings on a shared machine belong in a measured report, not a gate on
every change.
"""

from __future__ import annotations

import importlib
import os
import platform
import sys
import traceback

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from tests.benchmarks.harness import print_figures, silence_qt_noise

BENCHMARKS = [
    "dealer",
    "scene",
    "startup",
    "export",
    "deck_paper",
    "play",
    "moves_panel",
    "rules",
    "history",
    "history_variants",
    "finder",
    "kernel",
    "picture",
    "picture_memory",
    "solver",
    "solve_window",
    "refusals",
    "stop",
    "executable",
    "min_cells",
    "min_cells_sample",
    "cells_challenge",
]


def main(argv: list[str]) -> int:
    chosen = argv or [
        name
        for name in BENCHMARKS
        if name not in ("executable", "solver", "min_cells", "min_cells_sample", "cells_challenge")
    ]
    unknown = [name for name in chosen if name not in BENCHMARKS]
    if unknown:
        print(
            f"unknown benchmark(s): {', '.join(unknown)}; choose from {', '.join(BENCHMARKS)}",
            file=sys.stderr,
        )
        return 2
    print(
        f"# {platform.python_implementation()} {platform.python_version()} on {platform.machine()}, "
        f"{os.cpu_count()} cores; medians"
    )
    silence_qt_noise()
    missed = 0
    for name in chosen:
        print(f"## {name}", flush=True)
        try:
            module = importlib.import_module(f"tests.benchmarks.bench_{name}")
            figures = module.run()
        except Exception:  # one broken benchmark must not hide the figures of every later one
            traceback.print_exc()
            print(f"benchmark {name} failed: no figures", flush=True)
            missed += 1
            continue
        missed += print_figures(figures)
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
