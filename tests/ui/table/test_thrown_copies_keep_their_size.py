"""A card copied to travel (to the discard pile, to the stage) starts under the caption strip, at the size it lay.

Clashing Blades at 960x600: as a hand was cleared, the copies of the foe's small backs were drawn at the pile's card
width from their first frame, centred on the foe's row, and reached up over the caption strip's second line; so did
the foe's card staged from its seat at the stage's size."""

import random

import pytest
from table_helpers import you_against_a_computer, your_turns

from game.ui.table.pile_travel import FLYING
from game.ui.table.presenter import STAGED


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_a_copied_card_starts_inside_the_play_region_and_a_thrown_back_at_the_size_it_lay(size: tuple[int, int]) -> None:
    seen = 0
    for seed in range(4, 8):
        scene = you_against_a_computer("clashing-blades", seed, size)
        top = scene.layout.regions(size).play[1]
        rng = random.Random(seed)
        for _ in your_turns(scene, 200):
            before = {k: s.width for k, s in scene.sprites.items()}
            scene.play(0, rng.choice(scene.state.legal_actions(0)))
            for key, sprite in scene.sprites.items():
                if key in before or not key.startswith((FLYING, STAGED)):
                    continue
                seen += 1
                if key.startswith(FLYING) and sprite.code == "??":
                    assert sprite.width in before.values(), (key, sprite.width, set(before.values()))
                assert sprite.rect().top >= top, (key, sprite.rect(), top)
        scene.leave()
    assert seen > 0
