"""Analysis at the table: A (or the bar's button) on the player's turn lists every option with Hard's chance to win."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pygame
import pytest
from table_helpers import table
from test_hint import to_the_humans_choice

from game.ai.analysis import Estimate
from game.engine import Action
from game.ui import theme
from game.ui.table import analysis_panel
from game.ui.table.analysis_panel import draw, shared_lead
from game.ui.table.scene import TableScene
from game.ui.table.search_helpers import PARALLEL_SEARCH, search_processes

#: Seconds the analysis may think in these tests: enough for a few deals, short enough for the default suite.
THINK = 0.3


def press(scene: TableScene, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def wait_for_answer(scene: TableScene, limit: float = 15.0) -> float:
    """Run frames until the analysis answers; how long it took."""
    start = time.monotonic()
    while scene.analysis.thinking and time.monotonic() - start < limit:
        scene.update(0.02)
        time.sleep(0.02)
    return time.monotonic() - start


def analysing_table(game_id: str, seed: int) -> TableScene:
    scene = table(game_id, humans=1, seed=seed, scale=0.0)
    scene.analysis.seconds = THINK
    to_the_humans_choice(scene, seed)
    return scene


@pytest.mark.parametrize("game_id", ["clashing-blades", "el-royale"])
def test_a_on_the_players_turn_lists_every_option_with_a_percentage(game_id: str) -> None:
    scene = analysing_table(game_id, 5)
    surface = pygame.Surface((1280, 720))
    try:
        press(scene, pygame.K_a)
        assert scene.analysis.open and scene.analysis.thinking
        scene.draw(surface)
        names = {e.name.rsplit(":", 1)[0]: e for e in scene.elements()}
        assert "analysis:thinking" in names  # "Thinking…" while the worker searches
        took = wait_for_answer(scene)
        assert not scene.analysis.thinking, "the analysis never answered"
        assert took < THINK + 3.0  # the think time and the process's start, never a stall
        estimates = scene.analysis.estimates
        legal = scene.state.legal_actions(0)
        assert sorted(map(str, (e.action for e in estimates))) == sorted(map(str, legal))
        assert [e.chance for e in estimates] == sorted((e.chance for e in estimates), reverse=True)
        scene.draw(surface)
        shown = [e for e in scene.elements() if e.inside == "analysis"]
        chances = [e.text for e in shown if e.name.startswith("analysis:chance:")]
        more = [e.text for e in shown if e.name.startswith("analysis:more")]
        assert all(c.endswith("%") for c in chances) and chances
        assert len(chances) == len(legal) or more  # every option listed, or counted in the last line
        assert chances[0] == f"{round(estimates[0].chance * 100)}%"
        deals = " ".join(e.text for e in shown if e.name.startswith("analysis:deals"))
        assert f"from {estimates[0].deals} imagined deals" in deals
        assert all(e.fits for e in shown)
    finally:
        scene.leave()


def test_a_move_puts_the_analysis_away_and_stops_its_search_at_once() -> None:
    scene = analysing_table("clashing-blades", 7)
    scene.analysis.seconds = 30.0  # a search that would run long: the move must not wait for it
    try:
        press(scene, pygame.K_a)
        assert scene.analysis.thinking
        start = time.monotonic()
        scene.play(0, scene.legal()[0])
        assert time.monotonic() - start < 2.0
        assert not scene.analysis.open and not scene.analysis.thinking
    finally:
        scene.leave()


def test_undo_and_leaving_the_table_stop_the_analysis() -> None:
    scene = analysing_table("suits-duel", 3)
    try:
        scene.play(0, scene.legal()[0])
        scene.queue.finish()
        for _ in range(400):  # the computer answers; the human is asked again
            if scene.human_to_act():
                break
            scene.update(0.05)
            time.sleep(0.005)
        assert scene.human_to_act()
        assert scene.show_analysis()
        assert scene.undo()
        assert not scene.analysis.open and not scene.analysis.thinking
        assert scene.show_analysis()
        scene.leave()
        assert not scene.analysis.open and not scene.analysis.thinking
    finally:
        scene.leave()


def test_no_analysis_when_it_is_not_the_humans_turn() -> None:
    scene = table("duel-of-swords", humans=1, seed=2, scale=0.0)
    scene.play(0, scene.state.legal_actions(0)[0])
    assert not scene.human_to_act()
    press(scene, pygame.K_a)
    assert not scene.analysis.open and not scene.analysis.thinking
    assert "your turn" in scene.message
    scene.draw(pygame.Surface((1280, 720)))
    button = next(e for e in scene.elements() if e.name == "button:analysis")
    assert button.text == "Analysis"


def test_the_button_beside_hint_asks_for_it_and_a_second_press_puts_it_away() -> None:
    scene = analysing_table("duel-of-swords", 4)
    surface = pygame.Surface((960, 600))
    try:
        scene.draw(surface)
        rects = {what: r for r, what in scene.overlays.button_rects if isinstance(what, str)}
        assert rects["analysis"].left > rects["hint"].left  # beside Hint, on the right of the bar
        scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rects["analysis"].center, button=1))
        assert scene.analysis.open
        wait_for_answer(scene)
        assert scene.analysis.estimates and all(e.deals == 0 for e in scene.analysis.estimates)  # solved: no deals
        press(scene, pygame.K_a)
        assert not scene.analysis.open
    finally:
        scene.leave()


def test_only_the_seat_behind_the_curtain_is_analysed_in_pass_and_play() -> None:
    scene = table("suits-duel", humans=2, seed=8, scale=0.0)
    scene.analysis.seconds = THINK
    try:
        assert scene.curtain.down
        press(scene, pygame.K_a)
        assert not scene.analysis.open  # nobody's cards are on show: nothing to analyse
        scene.input.skip_or_lift()
        assert scene.human_to_act()
        viewer = scene.viewer
        asked: list[int] = []
        observe = scene.state.observation
        scene.state.observation = lambda seat: (asked.append(seat), observe(seat))[1]  # type: ignore[method-assign]
        press(scene, pygame.K_a)
        assert scene.analysis.open and scene.analysis.seat == viewer
        assert set(asked) == {viewer}
    finally:
        scene.leave()


def test_a_lesson_offers_no_analysis_so_the_coach_is_the_only_voice() -> None:
    from game.ui.tutorial.coach import Coach
    from game.ui.tutorial.lessons import LESSONS
    from game.ui.tutorial.start import lesson_record, lesson_setup

    lesson = LESSONS["clashing-blades"]
    setup = lesson_setup(lesson)
    scene = TableScene(table("clashing-blades", 1).app, setup, lesson_record(lesson, setup), coach=Coach(lesson))
    scene.draw(pygame.Surface((1280, 720)))
    assert not any(e.name == "button:analysis" for e in scene.elements())
    assert any(e.name == "button:hint" for e in scene.elements())
    assert not scene.show_analysis()
    assert not scene.analysis.open and "not offered in lessons" in scene.message


def test_a_foe_choosing_at_the_same_time_keeps_the_panel_and_it_thinks_again_from_what_you_now_see() -> None:
    scene = analysing_table("clashing-blades", 5)
    try:
        moves = len(scene.record.log)
        press(scene, pygame.K_a)
        start = time.monotonic()
        while len(scene.record.log) == moves and time.monotonic() - start < 10:  # the computer goes en garde too
            scene.update(0.05)
            time.sleep(0.01)
        assert len(scene.record.log) > moves and scene.record.log[-1].seat == 1 and scene.human_to_act()
        assert scene.analysis.open and scene.analysis.seat == 0
        wait_for_answer(scene)
        assert scene.analysis.estimates
        assert scene.analysis.view == scene.state.observation(0)  # judged from the view as it is now
    finally:
        scene.leave()


def test_sitting_down_starts_the_analysis_process_so_the_first_question_finds_it_ready() -> None:
    """A process started at the question would spend that answer's think time importing the engine."""
    scene = table("clashing-blades", humans=1, seed=5, scale=0.0)
    try:
        assert scene.analysis.processes == [], "a table not yet entered starts nothing"
        scene.enter()
        started = list(scene.analysis.processes)
        assert len(started) == search_processes(PARALLEL_SEARCH) and all(p.is_alive() for p in started)
        assert not scene.analysis.open and not scene.analysis.thinking  # ready, not asked
        to_the_humans_choice(scene, 5)
        press(scene, pygame.K_a)
        assert scene.analysis.thinking and scene.analysis.processes[0] is started[0]  # asked of the process already up
    finally:
        scene.leave()
    for process in started:
        process.join(timeout=5)
    assert not any(p.is_alive() for p in started), "leaving the table leaves nothing thinking"


def test_a_table_of_computers_alone_starts_no_analysis() -> None:
    scene = table("clashing-blades", humans=0, seed=5, scale=0.0)
    try:
        scene.enter()
        assert scene.analysis.processes == []
    finally:
        scene.leave()


def test_words_every_option_shares_are_said_once_above_them() -> None:
    """Mortal Swords' hit: seven options all began "Take the hit:", three lines each in the 960x600 column."""
    said = ["Take the hit: steal K♦ as armor", "Take the hit: lay 2♠ as armor", "Take the hit: lay J♥ as armor"]
    estimates = [Estimate(Action("armor", (), None, words), 0.2 - n / 100, 608) for n, words in enumerate(said)]
    panel = SimpleNamespace(thinking=False, problem="", estimates=estimates)
    _, elements = draw(pygame.Surface((400, 500)), pygame.Rect(0, 0, 240, 500), panel, lambda a: a.label, 1.0, 0.0)
    lines = [e.text for e in elements if e.inside == "analysis"]
    assert lines.count("Take the hit:") == 1 and lines.index("Take the hit:") == 1  # under the title
    options = [e.text for e in elements if e.name.startswith("analysis:option:")]
    assert options == ["Steal K♦ as armor", "Lay 2♠ as armor", "Lay J♥ as armor"]  # one line each
    assert shared_lead(["Take the hit: steal", "Pass"]) == "" and shared_lead(["Take the hit: steal"]) == ""


def test_options_within_chance_of_the_best_are_in_its_gold_and_the_footer_says_why() -> None:
    """ "32% Pass / 30% Say something" read as advice to pass; at 50 deals the two are a toss-up."""
    said = ["Pass", "Say something to the table", "Throw in 7♠"]
    figures = ((0.32, True), (0.30, True), (0.05, False))
    estimates = [Estimate(Action(f"k{n}", (), None, said[n]), chance, 50, close) for n, (chance, close) in enumerate(figures)]
    panel = SimpleNamespace(thinking=False, problem="", estimates=estimates)
    surface = pygame.Surface((400, 500))
    _, elements = draw(surface, pygame.Rect(0, 0, 240, 500), panel, lambda a: a.label, 1.0, 0.0)

    def colours(name: str) -> set[tuple[int, int, int]]:
        x, y, w, h = next(e.rect for e in elements if e.name.startswith(name))
        return {tuple(surface.get_at((i, j)))[:3] for i in range(x, x + w) for j in range(y, y + h)}

    assert theme.ACCENT in colours("analysis:option:1") and theme.ACCENT not in colours("analysis:option:2")
    tail = " ".join(e.text for e in elements if e.name.startswith("analysis:deals"))
    assert "within chance of the best" in tail


def test_exact_figures_say_what_they_weigh_the_secret_move_by() -> None:
    """Duel of Swords' figures are exact, but its foe's move is secret: "no hidden cards to guess" read as if nothing
    were hidden. The footer says the foe's next move is weighed by their moves so far; a search counts its deals."""
    exact = [Estimate(Action("move", (), "slash"), 0.6, 0, True), Estimate(Action("move", (), "thrust"), 0.5, 0)]
    assert analysis_panel.footer(exact) == "Hard's exact figures, weighing your foe's next move by their moves so far."
    searched = [Estimate(Action("attack"), 0.6, 120, True), Estimate(Action("pass"), 0.5, 120)]
    assert analysis_panel.footer(searched) == "Hard's estimate from 120 imagined deals."


def test_the_hinted_option_is_marked_and_listed_even_when_it_ranks_below_what_fits() -> None:
    """Clashing Blades, 960x600: Hint said "En garde with 7♠" while Analysis ranked 7♠ last and folded it into
    "…and 2 more options": the two helps seemed to contradict each other with nothing to say why."""
    cards = ["5♦", "6♦", "3♣", "4♠", "5♠", "7♠"]
    estimates = [
        Estimate(Action("garde", (c,), None, f"En garde with {c}"), 0.45 - n / 100, 225, n < 3) for n, c in enumerate(cards)
    ]
    panel = SimpleNamespace(thinking=False, problem="", estimates=estimates)
    region = pygame.Rect(0, 0, 190, 300)
    _, unhinted = draw(pygame.Surface((400, 500)), region, panel, lambda a: a.label, 1.0, 0.0)
    assert not any("7♠" in e.text for e in unhinted)  # a short column folds the last options away...
    _, elements = draw(pygame.Surface((400, 500)), region, panel, lambda a: a.label, 1.0, 0.0, hinted=estimates[5].action)
    options = " ".join(e.text for e in elements if e.name.startswith("analysis:option:5"))
    assert "7♠" in options and "(the hint)" in options  # ...but not the one the hint names
    chances = [e.name for e in elements if e.name.startswith("analysis:chance:")]
    assert chances[-1].startswith("analysis:chance:5") and chances[0].startswith("analysis:chance:0")
    more = " ".join(e.text for e in elements if e.name.startswith("analysis:more"))
    assert more.startswith((f"…and {len(cards) - len(chances)} more", f"…{len(cards) - len(chances)} more"))
    tail = " ".join(e.text for e in elements if e.name.startswith("analysis:deals"))
    assert "rule of thumb" in tail and "rates it lower" in tail
    assert all(e.fits for e in elements)


@pytest.mark.parametrize(
    ("width", "said"), [(420, "…and {k} more options, none above {best}%"), (230, "…{k} more, at most {best}%")]
)
def test_the_options_folded_away_are_counted_with_the_best_chance_among_them(width: int, said: str) -> None:
    """Duel of Swords at 960x600: "…and 3 more options" and no way to see them. What they are has no room, but how
    good they are fits a line: none is worth looking for."""
    estimates = [Estimate(Action("move", (), None, f"Move {n}"), 0.5 - n / 50, 225, n == 0) for n in range(8)]
    panel = SimpleNamespace(thinking=False, problem="", estimates=estimates)
    _, elements = draw(pygame.Surface((500, 300)), pygame.Rect(0, 0, width, 170), panel, lambda a: a.label, 1.0, 0.0)
    listed = {int(e.name.split(":")[2]) for e in elements if e.name.startswith("analysis:chance:")}
    folded = [e.chance for n, e in enumerate(estimates) if n not in listed]
    assert len(folded) >= 2, listed
    expected = said.format(k=len(folded), best=round(max(folded) * 100))
    assert next(e.text for e in elements if e.name.startswith("analysis:more")) == expected
    assert all(e.fits for e in elements)


def test_a_hint_in_the_best_gold_is_marked_with_no_word_of_disagreement() -> None:
    said = ["Pass", "Throw in 7♠"]
    estimates = [Estimate(Action("k", (s,), None, s), 0.5 - n / 100, 300, True) for n, s in enumerate(said)]
    panel = SimpleNamespace(thinking=False, problem="", estimates=estimates)
    _, elements = draw(
        pygame.Surface((400, 500)), pygame.Rect(0, 0, 240, 500), panel, lambda a: a.label, 1.0, 0.0, estimates[1].action
    )
    assert any(e.text.endswith("(the hint)") for e in elements if e.name.startswith("analysis:option:1"))
    assert "rule of thumb" not in " ".join(e.text for e in elements)


def test_at_the_table_the_panel_marks_the_option_the_hint_names() -> None:
    scene = analysing_table("clashing-blades", 5)
    surface = pygame.Surface((960, 600))
    try:
        press(scene, pygame.K_a)
        wait_for_answer(scene)
        press(scene, pygame.K_h)
        assert scene.analysis.estimates and scene.hint is not None, "the hint goes up beside the analysis"
        scene.draw(surface)
        ranked = [e.action for e in scene.analysis.estimates]
        n = ranked.index(scene.hint.action)
        marked = [e for e in scene.elements() if e.name.startswith(f"analysis:option:{n}:")]
        assert marked and marked[-1].text.endswith("(the hint)")
        assert not any("(the hint)" in e.text for e in scene.elements() if e.inside == "analysis" and e not in marked)
    finally:
        scene.leave()


def test_a_short_panel_lists_options_before_it_says_how_much_thought_is_behind_them() -> None:
    """Suits Duel at 960x600 with a hint showing: the panel held its title, "…and 5 more options" and four lines of
    footer, and no option at all. The footer's words now give way (cut short, then dropped) until two options fit."""
    said = ["End your turn", "Summon 2♣ (discard 2♥)", "Attack 9♣ with 10♣", "Counter with Q♥", "Heal 6♣", "Study"]
    estimates = [Estimate(Action(f"k{n}", (), None, s), 0.4 - n / 50, 571, n < 2) for n, s in enumerate(said)]
    panel = SimpleNamespace(thinking=False, problem="", estimates=estimates)
    region = pygame.Rect(0, 0, 190, 215)  # the recap's room left beside the hint at 960x600
    _, elements = draw(pygame.Surface((400, 500)), region, panel, lambda a: a.label, 1.0, 0.0, hinted=estimates[3].action)
    chances = [e for e in elements if e.name.startswith("analysis:chance:")]
    assert len(chances) >= 2, [e.text for e in elements]
    assert all(e.fits for e in elements)
    roomy = pygame.Rect(0, 0, 240, 500)
    _, full = draw(pygame.Surface((400, 500)), roomy, panel, lambda a: a.label, 1.0, 0.0, hinted=estimates[3].action)
    assert "rule of thumb" in " ".join(e.text for e in full if e.name.startswith("analysis:deals"))  # room: all of it
