"""Helpers for the table's headless tests: a table on the stand-in app, synthetic input, settling."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
from fake_app import FakeApp

from game.ui import theme
from game.ui.setup_model import GameSetup, SeatSetup
from game.ui.table.layout import TableView
from game.ui.table.presenter import Move
from game.ui.table.scene import TableScene


def table(game_id: str, humans: int, seed: int = 1, options: dict | None = None, scale: float = 1.0) -> TableScene:
    """A table with ``humans`` human seats first, computers after."""
    seats = tuple(SeatSetup(f"P{i + 1}", i < humans, "random") for i in range(2))
    return TableScene(FakeApp(scale=scale), GameSetup(game_id, seats, options or {}, seed))


def mouse(kind: int, pos: tuple[float, float], button: int = 1) -> pygame.event.Event:
    p = (round(pos[0]), round(pos[1]))
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=p, rel=(0, 0), buttons=(1, 0, 0))
    return pygame.event.Event(kind, pos=p, button=button)


def drag(scene: TableScene, start: tuple[float, float], end: tuple[float, float]) -> None:
    """Press at ``start``, move in steps to ``end``, release there."""
    scene.handle(mouse(pygame.MOUSEBUTTONDOWN, start))
    for k in range(1, 6):
        scene.handle(mouse(pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * k / 5, start[1] + (end[1] - start[1]) * k / 5)))
    scene.handle(mouse(pygame.MOUSEBUTTONUP, end))


def settle(scene: TableScene) -> None:
    """Finish any animation and let the scene take its next step."""
    scene.queue.finish()
    scene.update(0.0)


def pass_the_screen(scene: TableScene) -> bool:
    """Pass-and-play: lift a curtain that is down, the table drawn for the human behind it; True if it was down."""
    if not scene.curtain.down:
        return False
    scene.curtain.lift()
    scene.refresh(animate=False)
    return True


def you_against_a_computer(game_id: str, seed: int, size: tuple[int, int]) -> TableScene:
    """ "You" (played at random by the test) against a random computer, animated at the normal pace."""
    players = (SeatSetup("You", True, "random"), SeatSetup("Computer", False, "random"))
    return TableScene(FakeApp(size, scale=1.0), GameSetup(game_id, players, {}, seed))


def shown(scene: TableScene) -> list[tuple[TableView, Move | None]]:
    """Every view the presenter is given from now on, with the move it stages (None when nothing is staged)."""
    views: list[tuple[TableView, Move | None]] = []
    show = scene.presenter.show

    def showing(view, origin, animate, events=None, held=None, move=None, stage=None, ceiling=0.0, unit=1.0):  # type: ignore[no-untyped-def]
        show(view, origin, animate, events, held, move, stage, ceiling, unit)
        views.append((view, move))

    scene.presenter.show = showing  # type: ignore[method-assign]
    return views


def your_turns(scene: TableScene, most: int = 300) -> Iterator[None]:
    """Each moment, the table settled, that the player (seat 0) is to act, until the game ends; the computer is given
    frames to answer in between. The caller makes the player's move."""
    for _ in range(most):
        settle(scene)
        if scene.state.is_over:
            return
        if scene.human_to_act():
            yield
        else:
            scene.update(1 / 30)


def random_turn(scene: TableScene, rng: random.Random) -> bool:
    """The player's random move, or a frame for the computer to answer in; whether a move was made."""
    before = scene.record.moves
    if scene.human_to_act():
        scene.play(0, rng.choice(scene.state.legal_actions(0)))
    else:
        scene.update(1 / 30)
    return scene.record.moves > before


def message_colours(scene: TableScene) -> set[tuple[int, int, int]]:
    """Which of the plain text and the warning colours the message is painted in."""
    screen = pygame.Surface(scene.app.size)
    scene.draw(screen)
    box = next(e.rect for e in scene.overlays.elements() if e.name == "message")
    shown = {tuple(screen.get_at((x, y)))[:3] for x in range(box[0], box[0] + box[2]) for y in range(box[1], box[1] + box[3])}
    return shown & {theme.TEXT, theme.WARNING}
