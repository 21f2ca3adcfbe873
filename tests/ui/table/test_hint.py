"""Hint: Normal's choice and reason for the seat whose turn is on screen, from that seat's observation alone."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import table

from game.ai import normal_agent
from game.engine import GAMES, get_game
from game.engine.rng import Rng
from game.ui.table.hint import hint_for


def to_the_humans_choice(scene, seed: int) -> None:  # type: ignore[no-untyped-def]
    """Random moves for every seat until the human (seat 0) has a real choice."""
    rng = random.Random(seed)
    for _ in range(300):
        if 0 in scene.state.to_act() and len(scene.state.legal_actions(0)) > 1 and rng.random() < 0.5:
            break
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
    scene.queue.finish()
    scene.refresh(animate=False)
    assert scene.human_to_act()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_hint_is_normals_choice_with_a_reason(game_id: str) -> None:
    scene = table(game_id, humans=1, seed=6, scale=0.0)
    to_the_humans_choice(scene, 6)
    assert scene.show_hint()
    hint = scene.hint
    assert hint is not None and hint.seat == 0
    obs, legal = scene.state.observation(0), scene.state.legal_actions(0)
    agent = normal_agent(game_id)
    assert agent is not None
    seed = scene.setup.seed * 7919 + sum(1 for m in scene.record.log if m.seat == 0)  # the seat's own moves
    assert hint.action == agent.choose(obs, legal, random.Random(seed))
    assert hint.reason and hint.reason == (agent.explain(obs, legal, hint.action) or hint.reason)
    assert hint.text().startswith("Hint: ")
    scene.draw(pygame.Surface((1280, 720)))  # the glow and the note draw
    scene.play(0, hint.action)
    assert scene.hint is None  # a move clears it


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_hint_is_the_same_whatever_the_hidden_cards_are(game_id: str) -> None:
    scene = table(game_id, humans=1, seed=9, scale=0.0)
    to_the_humans_choice(scene, 9)
    scene.show_hint()
    first = scene.hint
    asked: list[int] = []
    for n in range(3):
        # every card the human cannot see dealt again at random, consistent with what they know
        other = get_game(game_id).determinize(scene.state.observation(0), Rng(100 + n))
        assert other.observation(0) == scene.state.observation(0)
        scene.record.state = scene.state = other
        observe = other.observation
        other.observation = lambda seat, _o=observe: (asked.append(seat), _o(seat))[1]  # type: ignore[method-assign]
        scene.show_hint()
        assert scene.hint == first
    assert set(asked) == {0}  # only the human's own view was ever looked at


def test_no_hint_when_it_is_not_the_humans_turn() -> None:
    scene = table("duel-of-swords", humans=1, seed=2, scale=0.0)
    scene.play(0, scene.state.legal_actions(0)[0])
    assert not scene.human_to_act()
    assert not scene.show_hint() and scene.hint is None
    assert "your turn" in scene.message


def test_the_h_key_and_the_button_give_the_hint_and_it_lights_up_the_card() -> None:
    scene = table("el-royale", humans=1, seed=4, scale=0.0)
    to_the_humans_choice(scene, 4)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    assert scene.hint is not None
    if scene.hint.action.cards:
        assert scene.lit.keys  # the card to play glows
    else:
        assert scene.lit.button
    scene.clear_hint()
    scene.draw(surface)
    rect = next(r for r, what in scene.overlays.button_rects if what == "hint")
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert scene.hint is not None


def test_hint_for_is_none_without_a_choice() -> None:
    state = get_game("suits-duel").new(2, get_game("suits-duel").resolve_options({}, 2), seed=1)
    assert hint_for("suits-duel", state.observation(0), [], 1) is None


def test_taking_another_card_than_the_hinted_one_puts_the_hint_away() -> None:
    """With the hint lighting 10♠, a play-tester picked up 4♠ and both stayed outlined: which was chosen was unclear.
    Taking the hinted card keeps the hint; taking another puts it away."""
    for seed in range(4, 40):
        scene = table("el-royale", humans=1, seed=seed, scale=0.0)
        to_the_humans_choice(scene, seed)
        scene.show_hint()
        others = [p for p in scene.view.placements if p.draggable and p.key not in scene.lit.keys]
        if scene.hint is not None and scene.lit.keys and others:
            break
    else:
        raise AssertionError("no seed gave a hint on a card beside another playable card")
    hinted = scene.sprites[next(iter(scene.lit.keys))]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hinted.rect().center, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hinted.rect().center, button=1))
    assert scene.hint is not None
    other = scene.sprites[others[0].key]
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=other.rect().center, button=1))
    assert scene.drag.held == other.key and scene.hint is None and not scene.lit.keys


def test_a_foes_secret_choice_does_not_change_the_hint_while_the_player_has_not_moved() -> None:
    """Duel of Swords' lesson: the hint said Cut Low, then, once the computer had chosen, Cut High, for the same
    reason and with no move of the player's between (Normal mixes its moves, and each move drew afresh)."""
    changed = 0
    for seed in range(1, 30):
        scene = table("duel-of-swords", humans=1, seed=seed, scale=0.0)
        assert scene.human_to_act() and 1 in scene.state.to_act()  # both fencers choose in secret
        assert scene.show_hint() and scene.hint is not None
        before = scene.hint.action
        scene.play(1, scene.state.legal_actions(1)[seed % 3])  # the computer chooses first
        assert scene.human_to_act() and scene.show_hint() and scene.hint is not None
        assert scene.hint.action == before, f"seed {seed}: the hint turned from {before} to {scene.hint.action}"
        old = hint_for("duel-of-swords", scene.state.observation(0), scene.state.legal_actions(0), seed * 7919 + 1)
        changed += old is not None and old.action != before  # counting every move would have turned it
    assert changed, "some deal where a draw per move would have turned the hint"
