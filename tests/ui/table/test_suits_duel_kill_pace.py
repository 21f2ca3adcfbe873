"""Suits Duel: a killed battler and its wound go to the discard pile once the kill has been seen.

Play-test b06/a30: the dead 7♣ and its wound sat at the right of the middle
row for 3 to 5 s, through the whole shield choice that followed, far from the
discard pile, and seemed still in play. They are held by the pile they go to,
in the spell's place, and leave within about a second and a half.
"""

from __future__ import annotations

import math

import pygame
from table_helpers import table
from test_counter_window import position, seated

from game.engine import Action
from game.engine.cards import card
from game.ui.table.presenter import STAGED

SIZE = (960, 600)


def test_a_killed_battler_goes_to_the_discard_pile_once_its_kill_is_seen() -> None:
    st = position(1, ("5H 5C 8D", "5D KS 8C"))  # Bob (seat 1) plays; Ann's only battler 7♦ carries the wound 6♦
    st.wounds[0] = [card("6D")]
    st.deck.remove(card("6D"))
    st.check_invariants()
    scene = seated(table("suits-duel", humans=2, scale=1.0), st)
    scene.app.size = SIZE
    scene.resize(SIZE)
    scene.curtain.lift()
    scene.refresh(animate=False)
    assert scene.play(1, Action("attack", ("8C",), "battler:7D"))
    scene.queue.finish()
    scene.update(0.0)
    scene.curtain.lift()
    scene.refresh(animate=False)
    scene.queue.finish()
    assert scene.play(0, Action("let-resolve"))  # 8♣ kills 7♦: Ann turns a shield over next
    pile = scene.view.placement("pile:discard") or scene.view.placement("c:8C")
    assert pile is not None
    clock = 0.0

    def staged() -> dict[str, tuple[float, float]]:
        return {k.rsplit(":", 1)[1]: (s.x, s.y) for k, s in scene.presenter.sprites.items() if k.startswith(STAGED)}

    def run_until(when: float) -> None:
        nonlocal clock
        while clock < when:
            scene.update(1 / 60)
            clock += 1 / 60

    run_until(0.9)  # in the stage, while "Killed!" is seen
    held = staged()
    assert set(held) == {"7D", "6D"}
    run_until(1.6)  # on their way to the discard pile by now (they were held until 3 s)
    going = staged()
    to_pile = [math.dist(going[c], pile.pos) < math.dist(held[c], pile.pos) - 10 for c in going]
    assert going and all(to_pile), (held, going)
    run_until(2.5)
    assert staged() == {}, "the dead battler still lay in the stage"
    assert [a.kind for a in scene.legal()] == ["flip", "flip", "flip"]  # the shield choice is still to come
    # held beside the discard pile, in the spell's place, not at the far right of the middle row
    stage = scene.layout.stage(SIZE, scene.view)
    assert stage[0] < pile.pos[0] + 2 * pile.width and stage[0] + stage[2] < SIZE[0] * 0.66
    scene.draw(pygame.Surface(SIZE))
