"""`freecell_gui.core.solver` offers its names as before, but loads the searches on first use."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.conftest import REPOSITORY

SEARCHES = ("schedule", "worker", "budget", "beam", "beams", "flares", "sweep", "positions")


def _run(code: str) -> object:
    result = subprocess.run(
        [sys.executable, "-c", code],
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(REPOSITORY)},
        cwd=REPOSITORY / "tests",
    )
    return json.loads(result.stdout)


def test_what_a_solve_reports_loads_without_the_searches() -> None:
    loaded = _run(
        "import json, sys\n"
        "from freecell_gui.core.solver import Outcome, SolveProgress, SolveResult\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('freecell_gui.core.solver'))))\n"
    )
    assert loaded == ["freecell_gui.core.solver", "freecell_gui.core.solver.results"]


def test_the_first_use_loads_them() -> None:
    loaded = _run(
        "import json, sys\n"
        "from freecell_gui.core.solver import DEFAULT_TIME_LIMIT, solve_worker\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('freecell_gui.core.solver'))))\n"
    )
    assert isinstance(loaded, list)
    assert {f"freecell_gui.core.solver.{name}" for name in SEARCHES} <= set(loaded)


def test_every_name_is_the_one_its_module_holds() -> None:
    from freecell_gui.core import solver
    from freecell_gui.core.solver import budget, results, schedule, worker

    homes = {"budget": budget, "results": results, "schedule": schedule, "worker": worker}
    for name in solver.__all__:
        value = getattr(solver, name)
        assert any(getattr(module, name, None) is value for module in homes.values()), name
    assert set(solver.__all__) <= set(dir(solver))
    namespace: dict[str, object] = {}
    exec("from freecell_gui.core.solver import *", namespace)
    assert set(solver.__all__) <= set(namespace)


def test_an_unknown_name_is_an_attribute_error() -> None:
    from freecell_gui.core import solver

    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        getattr(solver, "nothing_here")  # noqa: B009
    with pytest.raises(ImportError):
        exec("from freecell_gui.core.solver import nothing_here", {})


def test_the_package_roots_still_offer_the_dealer() -> None:
    import freecell_gui
    from freecell_gui import core

    assert freecell_gui.deal(617).number == 617
    assert freecell_gui.deal_freecell is core.deal_freecell
    assert all(hasattr(core, name) for name in core.__all__)
