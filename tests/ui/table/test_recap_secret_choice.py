"""Duel of Swords: a secret choice's line gives its place to the round it is revealed in.

A first-timer's recap read "Computer has chosen a move." above every round, news that the round's own line had
already made old."""

import random

from table_helpers import settle, table, your_turns


def test_what_just_happened_keeps_no_secret_choice_once_its_round_is_told() -> None:
    rounds = 0
    for seed in range(6):
        scene = table("duel-of-swords", humans=1, seed=seed)
        rng = random.Random(seed)
        for _ in your_turns(scene, 80):
            scene.play(0, rng.choice(scene.state.legal_actions(0)))
            settle(scene)
            older = [entry.caption for entry in scene.recap.entries[1:]]
            assert not any("has chosen a move" in line for line in older), older
            rounds += 1
        scene.leave()
    assert rounds > 5
