"""The bar's instruction for the plays a knight makes most (the vow, the attack, the answer) reads on one line at the
normal size in the smallest window: at 960x600 a play-tester at a four-knight table saw "Your attack: drag a card
onto the attack line, or play the deck's top card." wrap to two small lines (the deck's top card has its own button)."""

from __future__ import annotations

import random

import pygame
from fake_app import FakeApp

from game.ui import theme
from game.ui.settings import MIN_WINDOW
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.scene import TableScene

SEATS = (SeatSetup("You", True, "random"), *(SeatSetup(f"Computer {i}", False, "random") for i in (1, 2, 3)))


def test_the_vow_attack_and_answer_banners_read_on_one_line_at_the_normal_size_at_960x600() -> None:
    screen = pygame.Surface(MIN_WINDOW)
    seen: dict[str, str] = {}
    for seed in range(3):
        scene = TableScene(FakeApp(MIN_WINDOW, scale=0.0), GameSetup("mortal-swords", SEATS, {"warriorsVow": True}, seed))
        rng = random.Random(seed)
        for _ in range(200):
            if scene.state.is_over:
                break
            scene.queue.finish()
            scene.update(0.0)
            if not scene.human_to_act():
                scene.update(1 / 30)
                continue
            phase = scene.state.observation(0).info["phase"]
            if phase in ("vow", "attack", "defend"):
                scene.overlays.laid_out.clear()
                scene.draw(screen)
                banner = next(e for e in scene.overlays.elements() if e.name == "banner")
                assert banner.fits and banner.rect[3] <= theme.font(18, True).get_height(), (phase, banner)
                seen[phase] = banner.text
            scene.play(0, rng.choice(scene.state.legal_actions(0)))
    assert set(seen) == {"vow", "attack", "defend"}, seen
    assert "attack line" in seen["attack"] and "attack line" in seen["defend"] and "armor row" in seen["vow"]
