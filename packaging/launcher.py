"""The frozen program's entry point: the same as `python -m freecell_gui`."""

from freecell_gui.cli import main

raise SystemExit(main())
