"""Pass-and-play Clashing Blades with extra hearts: the curtain goes to the human asked for a heart, heart or not (GEN-R07)."""

from __future__ import annotations

import random

from table_helpers import settle, table


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
