"""One module (or package) per game; each exposes ``GAME`` and its ``State``."""
