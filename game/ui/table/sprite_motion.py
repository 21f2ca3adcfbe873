"""How a card already on the table goes to its new place: a turn if its face changed, a slide if it moved.

Shared by the table and the replay board, so a replayed move travels as it did in the game.
"""

from __future__ import annotations

from .animation_queue import Ease, Tween
from .layout import Placement
from .pops import FLIP, SLIDE
from .sprites import CardSprite


def settle_tweens(sprite: CardSprite, p: Placement, before: tuple[float, float, str], animate: bool) -> list[Tween]:
    """The tweens taking ``sprite`` (settled on ``p``, once at ``before`` = x, y, shown code) to rest; none if not animated."""
    tweens: list[Tween] = []
    sprite.lift, sprite.shake = 0.0, 0.0
    if animate and before[2] != sprite.shown_code() and sprite.prev_face_up != sprite.face_up:
        tweens.append(Tween(p.key, "flip", 0.0, 1.0, FLIP, easing=Ease.LINEAR))
    else:
        sprite.flip = 1.0
    if animate and (abs(before[0] - p.pos[0]) > 0.5 or abs(before[1] - p.pos[1]) > 0.5):
        tweens += [Tween(p.key, "x", before[0], p.pos[0], SLIDE), Tween(p.key, "y", before[1], p.pos[1], SLIDE)]
    else:
        sprite.x, sprite.y = p.pos
    return tweens
