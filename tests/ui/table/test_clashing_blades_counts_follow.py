"""Clashing Blades: the discard pile's count and the threat bar follow the cards the player watches.

A play-tester watched the computer's last answer lie on its exchange line, and then the exchange held in the middle,
while "discard" already read the cards it would clear and the threat bar already said "Nobody is threatened". The
bar now changes as the exchange resolves on screen (the cleared cards gathered, the parry or the damage told), and
the pile's count as the cards land on it (when a new hand follows, once the old hands have landed there too).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pygame
import pytest
from table_helpers import random_turn, you_against_a_computer

from game.ui.table.scene import TableScene

GAME = "clashing-blades"
SIZES = [(960, 600), (1920, 1080)]


@pytest.fixture(autouse=True)
def fonts() -> None:
    pygame.font.init()


def _discard(scene: TableScene) -> str:
    return next(m.text for m in scene.presenter.drawn.marks if m.kind == "text" and m.text.startswith("discard"))


def _bar(scene: TableScene) -> str:
    """The threat bar's words, then both health counters' figures."""
    health = " ".join(m.text for m in scene.presenter.drawn.marks if m.kind == "health")
    return next(m.text for m in scene.presenter.drawn.marks if m.kind == "marker") + f" | health {health}"


@dataclass
class Watched:
    """A move that held cleared cards, as the player watched it: the step playing at each frame with the pile's count
    and the bar drawn then, and what both said before the move."""

    count: str
    bar: str
    frames: list[tuple[str, str, str]] = field(default_factory=list)

    @property
    def labels(self) -> list[str]:
        return list(dict.fromkeys(label for label, _, _ in self.frames))


def _watched(seed: int, size: tuple[int, int]) -> list[Watched]:
    """Every move of a random game against a random computer that held cleared cards, frame by frame at 20 fps."""
    scene = you_against_a_computer(GAME, seed, size)
    rng = random.Random(seed)
    out: list[Watched] = []
    for _ in range(6000):
        if scene.state.is_over:
            break
        before = Watched(_discard(scene), _bar(scene))
        random_turn(scene, rng)
        queue = scene.queue
        while queue.busy:
            if queue.current is not None:
                before.frames.append((queue.current.label, _discard(scene), _bar(scene)))
            queue.update(0.05)
        if "sweep" in before.labels:
            before.frames.append(("", _discard(scene), _bar(scene)))
            out.append(before)
    scene.leave()
    return out


@pytest.mark.parametrize("size", SIZES)
def test_while_the_computers_last_answer_is_seen_the_pile_and_the_bar_say_what_they_said(size: tuple[int, int]) -> None:
    """Until the exchange gathers and its outcome is told, the bar keeps the threat the answer meets, and the health
    counters their figures (the damage's, as the "-3" rises); both have changed by the time the outcome is held."""
    checked = 0
    for seed in (4, 5):
        for move in _watched(seed, size):
            if "landed" not in move.labels:
                continue
            seen = move.labels.index("landed")
            hold = move.labels.index("hold")
            for label, _, bar in move.frames:
                step = move.labels.index(label) if label else len(move.labels)
                if step <= seen + 1:  # the answer on its way, lying on the line, gathering
                    assert bar == move.bar, f"{label}: the bar says {bar!r} while the answer meets {move.bar!r}"
                if step >= hold:
                    assert bar == move.frames[-1][2], f"{label}: the bar says {bar!r} as the outcome is held"
            checked += 1
    assert checked, "the computer never ended an exchange with an answer"


@pytest.mark.parametrize("size", SIZES)
def test_the_discard_count_changes_only_as_the_cleared_cards_land_on_the_pile(size: tuple[int, int]) -> None:
    """Every exchange cleared: the count reads as before while the cards are held, and changes once they land (the old
    hands after them, when a new hand follows); it then reads what the table does."""
    checked = new_hands = 0
    for seed in (4, 5):
        for move in _watched(seed, size):
            last = "discard" if "discard" in move.labels else "sweep"
            for label, count, _ in move.frames:
                if label and move.labels.index(label) <= move.labels.index(last):
                    assert count == move.count, f"{label}: {count!r} while the cards were held ({move.count!r} before)"
            assert move.frames[-1][1] != move.count or "reshuffle" in "".join(move.labels)
            checked += 1
            new_hands += last == "discard"
    assert checked and new_hands, (checked, new_hands)
