"""The card table: the scene where a game is played, and the parts it is made of.

The table knows no game: a per-game layout (``layouts/``) turns an
observation into sprites, drop zones and buttons; legality is always asked
of the engine.
"""

from __future__ import annotations

__all__: list[str] = []
