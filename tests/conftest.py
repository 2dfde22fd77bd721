"""Test-wide setup: Qt runs offscreen unless a test asks for a real X server."""

from __future__ import annotations

import os
from pathlib import Path

# Set before any Qt import: tests draw offscreen by default, even on a desktop.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPOSITORY = Path(__file__).resolve().parents[1]

# The real Dask cluster of the range tests: one for the whole run, in a process of its own.
from tests.core.ranges.cluster import dask_cluster  # noqa: E402

__all__ = ["REPOSITORY", "dask_cluster"]
