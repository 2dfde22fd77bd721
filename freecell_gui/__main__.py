"""`python -m freecell_gui`: the window with no subcommand, the command line with one."""

from freecell_gui.entry import main

if __name__ == "__main__":
    raise SystemExit(main())
