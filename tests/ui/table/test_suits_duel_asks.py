"""Suits Duel asks out loud: the pass-and-play curtain says why the screen came (SD-R22, GEN-R07), a study dropped
with several cards that fit asks which, the spell stack shows every card's corner, and a word about a battler row
rises beside the row, not over its cards."""

from __future__ import annotations

import random
from itertools import islice

import pygame
from table_helpers import settle, table
from test_suits_duel_layout import position

from game.engine import Action, Event
from game.engine.games.suits_duel import SuitsDuelState
from game.ui.settings import MIN_WINDOW
from game.ui.table.drag_drop import Choose, DragDrop, Play
from game.ui.table.layout import Placement, TableView, card_height, unit_of
from game.ui.table.layouts.suits_duel import SuitsDuelLayout
from game.ui.table.pops import Pop, event_step

from random_walks import random_walk

NAMES = ["Ann", "Bob"]


def _cast_attack(st: SuitsDuelState) -> SuitsDuelState:
    """Ann attacks Bob's 6♥ with her 8♠ (her 10♠ backs the suit): the window opens to Bob."""
    st.apply(0, Action("attack", ("8S",), "battler:6H"))
    return st


def test_the_curtain_says_a_spell_was_cast_and_that_the_foe_is_asked_able_or_not() -> None:
    """A play-tester was handed the screen mid-turn with only "Pass the screen to Player 2". Now the curtain says
    the foe may counter the spell, in the same words whether their hand could counter or not (SD-R22): everyone in
    the room reads it, so it names no hand card and gives nothing away."""
    layout = SuitsDuelLayout(NAMES)
    able = _cast_attack(position(("8S 3H", "8C 9C KC 2D"), ("9H 10S", "6H 5D"), ("- -", "- -")))
    unable = _cast_attack(position(("8S 3H", "8C 9H KC 2D"), ("9C 10S", "6H 5D"), ("- -", "- -")))
    words = [layout.asked(st.observation(1), 1) for st in (able, unable)]
    assert words[0] == words[1], "the curtain told the room whether Bob could counter"
    assert words[0].startswith("Ann cast an attack: Bob may counter it"), words[0]
    assert "whether or not" in words[0]
    hands = {code for st in (able, unable) for code in st.observation(1).hand}
    assert not any(f" {code}" in words[0] for code in hands)


def test_a_counter_on_a_counter_is_named_and_quick_counters_make_no_claim() -> None:
    """Over a counter the curtain says whose spell was countered and that the seat may counter back; with quick
    counters the window comes only to a seat able to counter, so "asked whether or not" would be untrue."""
    layout = SuitsDuelLayout(NAMES)
    st = _cast_attack(position(("8S 3H AC JC QC", "8C 9C KC 2D"), ("9H 10S", "6H 5D"), ("- -", "- -")))
    st.apply(1, Action("counter", ("8C", "9C", "KC"), "stack"))
    words = layout.asked(st.observation(0), 0)
    assert words.startswith("Bob countered Ann's attack: Ann may counter back"), words
    st.apply(0, Action("counter", ("AC", "JC", "QC"), "stack"))
    assert layout.asked(st.observation(1), 1).startswith("Ann countered Bob's counter on the attack"), st.observation(1)
    quick = _cast_attack(position(("8S 3H", "8C 9C KC 2D"), ("9H 10S", "6H 5D"), ("- -", "- -"), quickCounters=True))
    words = layout.asked(quick.observation(1), 1)
    assert words.startswith("Ann cast an attack") and "whether or not" not in words, words


def test_the_curtain_of_a_pass_and_play_duel_says_why_after_every_spell() -> None:
    """Played through, each time the screen goes to the foe after a spell the curtain says what was cast."""
    scene = table("suits-duel", humans=2, seed=3, scale=0.0)
    rng = random.Random(3)
    seen = 0
    for _ in range(400):
        settle(scene)
        state = scene.state
        if state.is_over or seen >= 3:
            break
        if scene.curtain.down:
            words = scene.curtain_words()
            assert words, "the curtain named the player only"
            if state.observation(0).info["phase"] == "respond":
                assert "may counter" in words and "whether or not" in words, words
                seen += 1
            scene.curtain.lift()
            scene.refresh(animate=False)
            continue
        seat = state.to_act()[0]
        scene.play(seat, rng.choice(state.legal_actions(seat)))
    assert seen >= 3


def _drops(st: SuitsDuelState) -> DragDrop:
    view = SuitsDuelLayout(NAMES).build(MIN_WINDOW, st.observation(0))
    drops = DragDrop(SuitsDuelLayout(NAMES))
    drops.set_view(view, st.legal_actions(0))
    return drops


def test_a_joker_dropped_on_the_discard_pile_asks_which_card_it_studies_with() -> None:
    """Dragging the Minor Joker onto the discard pile cast "study with Minor Joker 7♠" at once: the program picked
    the 7♠. Now, with more than one card to study with, the drop asks which, as a summon or a counter does."""
    st = position(("JK1 8H 3H", "KD QD"), ("9H 2C", "5D 8C"), ("- -", "- -"), jokers=True)
    asked = _drops(st).attempt("c:JK1", "discard")
    assert isinstance(asked, Choose) and asked.question == "Study, discarding…"
    assert sorted((b.label, b.action) for b in asked.choices) == [
        ("3♥", Action("study", ("JK1", "3H"), "discard")),
        ("8♥", Action("study", ("JK1", "8H"), "discard")),
    ]
    both = position(("JK1 JK2 8H", "KD QD"), ("9H 2C", "5D 8C"), ("- -", "- -"), jokers=True)
    asked = _drops(both).attempt("c:8H", "discard")  # a card dropped with two jokers in hand: which joker goes
    assert isinstance(asked, Choose) and sorted(b.label for b in asked.choices) == ["Major Joker", "Minor Joker"]
    lone = position(("JK1 8H", "KD QD"), ("9H 2C", "5D 8C"), ("- -", "- -"), jokers=True)
    assert _drops(lone).attempt("c:JK1", "discard") == Play(Action("study", ("JK1", "8H"), "discard"))


def _corners_hidden(view: TableView) -> list[str]:
    """The spell cards whose top-left corner (rank and suit) a card drawn over them covers; a card on the same
    height may be drawn either way, so it counts as over."""
    stack = [p for p in view.placements if 100 <= p.z < 300]
    hidden = []
    for p in stack:
        w, h = p.width, p.width * 7 / 5
        corner = pygame.Rect(round(p.pos[0] - w / 2), round(p.pos[1] - h / 2), max(6, round(w * 0.2)), round(h * 0.3))
        for q in stack:
            if q is not p and q.z >= p.z:
                qw, qh = q.width, q.width * 7 / 5
                if corner.colliderect(pygame.Rect(round(q.pos[0] - qw / 2), round(q.pos[1] - qh / 2), qw, round(qh))):
                    hidden.append(p.code)
    return hidden


def test_every_card_of_a_counter_chain_shows_its_corner_at_both_sizes() -> None:
    """At 960x600 a counter on a counter hid K♣ under its own spell's 9♣: the cards of one spell lay at one
    height. Each card of the chain now lies over the one on its left, its corner clear."""
    st = _cast_attack(position(("8S 3H AC JC QC", "8C 9C KC 2D"), ("9H 10S", "6H 5D"), ("- -", "- -")))
    st.apply(1, Action("counter", ("8C", "9C", "KC"), "stack"))
    st.apply(0, Action("counter", ("AC", "JC", "QC"), "stack"))
    for size in (MIN_WINDOW, (1920, 1080)):
        for seat in (0, 1):
            view = SuitsDuelLayout(NAMES).build(size, st.observation(seat))
            assert len([p for p in view.placements if 100 <= p.z < 300]) == 7
            assert _corners_hidden(view) == [], size


def _pop_path(layout: SuitsDuelLayout, view: TableView, size: tuple[int, int], kind: str, seat: int) -> pygame.Rect:
    """The rectangle a word rising for ``kind`` sweeps, from where it appears to where it fades."""
    pops: dict[str, Pop] = {}
    step = event_step(layout, view, set(), pops, Event(kind, seat), "word", layout.regions(size).play[1], unit_of(size))
    assert step is not None
    rise = next(t for t in step.tweens if t.prop == "y")
    w, h = pops["word"].surface().get_size()
    top = min(rise.start, rise.end) - h / 2
    return pygame.Rect(round(pops["word"].x - w / 2), round(top), w, round(abs(rise.start - rise.end) + h))


def test_a_word_about_a_battler_row_rises_beside_it_over_no_card_and_no_words() -> None:
    """ "Summoned" rose over the opponent's battlers, half on the new card's white face (sd05a). It rises beside
    the row now, where the new battler lands, clear of every card and every line of words, at both sizes."""
    layout = SuitsDuelLayout(NAMES)
    checked = 0
    for seed in range(3):
        for state, _ in islice(random_walk("suits-duel", seed, 2), 150):
            obs = state.observation(0)
            if obs.outcome is not None or max(len(row) for row in obs.info["battlers"]) > 5:
                continue
            for size in (MIN_WINDOW, (1920, 1080)):
                view = layout.build(size, obs)
                play = pygame.Rect(layout.regions(size).play)
                for seat in (0, 1):
                    for kind in ("summoned", "shield-broken", "wound"):
                        path = _pop_path(layout, view, size, kind, seat)
                        assert play.contains(path), (size, kind, seat)
                        cards = [p.key for p in view.placements if path.colliderect(_card_rect(p))]
                        words = [m.text for m in view.marks if m.kind != "box" and path.colliderect(pygame.Rect(m.rect))]
                        assert not cards and not words, (size, kind, seat, cards, words)
                        checked += 1
    assert checked > 300


def _card_rect(p: Placement) -> pygame.Rect:
    h = card_height(p.width)
    return pygame.Rect(round(p.pos[0] - p.width / 2), round(p.pos[1] - h / 2), p.width, h)
