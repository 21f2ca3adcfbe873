"""El Royale: after a first card of a rank, the bar asks for more only of a player who holds more.

A play-tester attacked with 2♥ and read "Attack with more 2s, or say that is all." holding no other 2, where the
throw-in already said "You hold no 2s to throw in: pass"."""

import random

from table_helpers import pass_the_screen, settle, table


def test_adding_to_a_play_the_bar_asks_for_more_only_when_there_is_more_to_add() -> None:
    told: dict[bool, set[str]] = {True: set(), False: set()}
    for seed in range(1, 6):
        scene = table("el-royale", humans=2, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            settle(scene)
            if scene.state.is_over:
                break
            pass_the_screen(scene)
            viewer = scene.viewer
            if viewer is None or not scene.human_to_act():
                scene.update(1 / 30)
                continue
            obs, legal = scene.state.observation(viewer), scene.legal()
            if obs.info["machine"].get("placing") and obs.info["phase"] != "defend":
                more = any(a.kind in ("attack", "throw") for a in legal)
                banner = scene.layout.banner(obs, legal)
                told[more].add(banner)
                assert ("hold no more" in banner) != more, banner
                assert "say that is all" in banner
            scene.play(viewer, rng.choice(scene.state.legal_actions(viewer)))
        scene.leave()
    assert told[True] and told[False], told
