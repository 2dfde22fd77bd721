"""Dask stays optional: nothing imports it by name (PyInstaller follows such imports), the
executable's build leaves it out, and the command line works without it."""

from __future__ import annotations

import ast
import sys

from tests.conftest import REPOSITORY

sys.path.insert(0, str(REPOSITORY / "packaging"))
import build_config


def test_no_module_imports_dask_by_name() -> None:
    named = []
    for path in (REPOSITORY / "freecell_gui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            named += [
                f"{path.name}: {name}" for name in names if name.split(".")[0] in ("dask", "distributed")
            ]
    assert named == []


def test_the_executable_leaves_dask_out() -> None:
    assert {"dask", "distributed"} <= set(build_config.EXCLUDED_MODULES)


def test_the_solve_command_loads_without_dask() -> None:
    import subprocess

    code = (
        "import sys; sys.modules['distributed'] = None; sys.modules['dask'] = None\n"
        "from freecell_gui.cli.main import main\n"
        "raise SystemExit(main(['solve', '1-3', '--summary', '--fast', '--jobs', '2']))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("deals 3: solved 3")
