"""The command line: one module a subcommand; Qt is imported only by the commands that draw."""
