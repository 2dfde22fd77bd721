"""The frozen program's entry point: the same as `python -m freecell_gui`."""

import multiprocessing

from freecell_gui.entry import main

# The deal finder's worker processes start this executable again: let them run their task.
multiprocessing.freeze_support()
raise SystemExit(main())
