"""Pass-and-play Clashing Blades with extra hearts: the curtain goes to the human asked for a heart, heart or not (GEN-R07)."""

from __future__ import annotations

import random

from table_helpers import settle, table

from game.engine import Action


def _holds_heart(scene, seat: int) -> bool:  # type: ignore[no-untyped-def]
    return any(c.suit is not None and c.suit.value == "H" for c in scene.state.hands[seat])


def test_the_curtain_goes_to_a_human_asked_for_a_heart_who_holds_none() -> None:
    scene = table("clashing-blades", humans=2, seed=1, options={"extraHearts": True}, scale=0.0)
    rng = random.Random(1)
    for _ in range(300):
        settle(scene)
        state = scene.state
        assert not state.is_over, "the game ended before a heart was asked of a seat without one"
        if state.phase.value == "heart" and not _holds_heart(scene, state.to_act()[0]):
            break
        if scene.curtain.down:
            scene.curtain.lift()
            scene.refresh(animate=False)
        seat = rng.choice(state.to_act())
        scene.play(seat, rng.choice(state.legal_actions(seat)))
    asked = scene.state.to_act()[0]
    assert scene.curtain.down and scene.curtain.waiting_for == asked
    scene.curtain.lift()
    scene.refresh(animate=False)
    settle(scene)
    assert scene.viewer == asked and scene.human_to_act()
    assert [a.kind for a in scene.legal()] == ["no-heart"]


def test_a_heart_dropped_on_your_own_spot_and_a_penalty_to_pay_are_told_plainly() -> None:
    """A play-tester read "place a heart before your opponent" as "earlier than", dropped the heart on their own
    spot and was told only "You may place one heart … or none". Now the refusal says whose spot takes it; and
    while a heart penalty is paid, the banner and the curtain say how many points are still owed (it was only in
    the log)."""
    scene = table("clashing-blades", humans=2, seed=1, options={"extraHearts": True}, scale=0.0)
    rng = random.Random(5)
    refused = paid = 0
    for _ in range(600):
        settle(scene)
        state = scene.state
        if state.is_over or (refused and paid):
            break
        phase = state.phase.value
        seat = rng.choice(state.to_act())
        hearts = [c.code for c in state.hands[seat] if c.suit is not None and c.suit.value == "H"]
        if phase == "heart" and hearts:
            # "their hearts spot" after "You may…" was turned into "your hearts spot", the wrong one
            banner = scene.seat_names(scene.layout.banner(state.observation(seat), state.legal_actions(seat)))
            assert "opponent's hearts spot" in banner and "your hearts spot" not in banner, banner
            before = state.legal_actions(seat)
            words = state.why_illegal(seat, Action("place-heart", (hearts[0],), f"penalty:{seat}"))
            assert "in front of your opponent" in words and "not on yours" in words, words
            assert state.legal_actions(seat) == before
            refused += 1
        if phase == "penalty":
            owed = state.observation(seat).info["owed"][seat]
            assert owed > 0
            assert f"worth {owed} points" in scene.layout.banner(state.observation(seat), state.legal_actions(seat))
            assert f"worth {owed} points" in scene.layout.asked(state.observation(seat), seat)
            paid += 1
        scene.play(seat, rng.choice(state.legal_actions(seat)))
    assert refused and paid
