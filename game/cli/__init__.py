"""The command line: ``python -m game`` and its sub-commands (list, simulate, bench, selftest)."""
