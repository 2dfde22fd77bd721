"""The GitHub Actions workflow: valid for GitHub, and it builds and self-tests on every system."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPOSITORY

WORKFLOW = REPOSITORY / ".github" / "workflows" / "build.yml"


def check_jsonschema() -> str:
    found = Path(sys.executable).parent / "check-jsonschema"
    return str(found) if found.exists() else (shutil.which("check-jsonschema") or "check-jsonschema")


def test_the_workflow_is_valid_for_github() -> None:
    result = subprocess.run(
        [check_jsonschema(), "--builtin-schema", "vendor.github-workflows", str(WORKFLOW)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_workflow_builds_self_tests_and_uploads_on_three_systems() -> None:
    text = WORKFLOW.read_text(encoding="utf-8")
    for system in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert system in text
    for step in ("pip install -e", "pytest", "packaging/build.py", "--self-test", "actions/upload-artifact"):
        assert step in text
