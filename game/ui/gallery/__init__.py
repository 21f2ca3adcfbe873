"""``python -m game gallery``: every screen rendered headless at every size, and the layout problems found.

The screens are a registry (:mod:`.screens`); the checks are a pure function
of a screen's elements (:mod:`.checks`); :mod:`.runner` draws and checks,
:mod:`.command` is the command line.
"""
