"""Table speed on this machine: frame-build time, idle CPU, start-up, and frames while a computer thinks.

``measure(quick)`` builds a headless table (SDL's dummy driver) of the
busiest game there is — four seats of Mortal Swords once it has its own
layout, else Clashing Blades with every option — lets computers play it
with animations on, and times each frame (update + draw) at 1280×720 and
1920×1080. Each frame is timed twice: wall time, and the CPU time of the
drawing thread (what the app itself spent; on a busy machine the wall time
also holds waits for the other processes). The table's first frame, which
draws every picture it shows, is reported on its own as ``table_open_ms``.

Idle CPU is the process time spent over a few seconds of a table waiting
for a human, run the way the app runs it (block on ``pygame.event.wait``),
divided by wall time. Start-up is the wall time from spawning
``python -m game`` to its first presented frame (the child exits there),
the median of several runs. Thinking is the frame time of a table drawing
at 60 FPS while the real ``AiWorker`` runs a computer player that keeps a
core busy in pure Python (the Hard level when there is one, else a dummy
of the same kind): the frames with the search running throughout, and
apart from them the frame that asks (it wakes the worker) and the frame
that plays the answer (a move applied and laid out, as in any frame that
plays one). The same frames are timed again with the rollout search on 1
and on 2 (or one per usable core) processes, and ``parallel_search``
counts the worlds Hard imagines per decision either way: whether sharing
the search between processes pays on this machine.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

from ..engine import GAMES, Action, Observation
from .offscreen_app import OffscreenApp

#: Environment variable that asks the app to exit right after its first frame.
EXIT_AFTER_FIRST_FRAME = "CARD_DUELS_EXIT_AFTER_FIRST_FRAME"
GAME = "clashing-blades"
OPTIONS = {"eventDeck": True, "extraHearts": True, "marcusKing": True}
BUSIEST = "mortal-swords"

_FIRST_FRAME_CHILD = """
import os, sys, runpy, pygame
_flip = pygame.display.flip
def _first(*a, **k):
    _flip(*a, **k)
    sys.stdout.flush()
    os._exit(0)
pygame.display.flip = _first
pygame.display.update = _first
sys.argv = ["game"]
runpy.run_module("game", run_name="__main__")
"""


class BusyAgent:
    """A computer player that thinks hard: pure-Python work for ``seconds``, then a random legal action.

    It stands in for a search agent (CPU-bound, holding the GIL while it
    runs) and is picklable, so a worker process can run it too.
    """

    def __init__(self, seconds: float = 0.25) -> None:
        self.seconds = seconds

    def choose(self, observation: Observation, legal_actions: list[Action], rng: random.Random) -> Action:
        deadline = time.perf_counter() + self.seconds
        total = 0
        while time.perf_counter() < deadline:
            for i in range(2000):
                total += i * i % 7
        return legal_actions[rng.randrange(len(legal_actions))]


def table_game() -> tuple[str, int, dict[str, Any]]:
    """The busiest table there is: game id, seats and options."""
    from .table.generic_layout import GenericLayout
    from .table.layouts import layout_class

    game = GAMES.get(BUSIEST)
    if game is not None and game.max_seats >= 4 and layout_class(BUSIEST) is not GenericLayout:
        return BUSIEST, 4, {}
    return GAME, 2, dict(OPTIONS)


_ART: list[Any] = []


def bench_app(size: tuple[int, int]) -> OffscreenApp:
    """An app with no window for a timed table; the card art is shared between tables, as in the app."""
    from .card_art import CardArt
    from .settings import Settings

    if not _ART:
        _ART.append(CardArt())
    return OffscreenApp(size, Settings(think_time=0.0), _ART[0])


def _percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def _summary(wall: list[float], cpu: list[float]) -> dict[str, float]:
    return {
        "median_ms": round(statistics.median(wall) * 1000, 2),
        "p99_ms": round(_percentile(wall, 99) * 1000, 2),
        "cpu_median_ms": round(statistics.median(cpu) * 1000, 3),
        "cpu_p99_ms": round(_percentile(cpu, 99) * 1000, 2),
    }


def _table(size: tuple[int, int], seed: int, level: str = "normal") -> tuple[OffscreenApp, Any]:
    from .setup_model import GameSetup, SeatSetup
    from .table.scene import TableScene

    game_id, seats, options = table_game()
    app = bench_app(size)
    setup = GameSetup(game_id, tuple(SeatSetup(f"Computer {i + 1}", False, level) for i in range(seats)), dict(options), seed)
    return app, TableScene(app, setup)


def _frames(size: tuple[int, int], frames: int) -> dict[str, float]:
    """Frame times of computers playing the busiest table with animations on, at ``size``."""
    import pygame

    surface = pygame.display.set_mode(size)
    seed = 11
    app, scene = _table(size, seed)
    wall: list[float] = []
    cpu: list[float] = []
    start, start_cpu = time.perf_counter(), time.thread_time()
    scene.update(1 / 60)
    scene.draw(surface)
    opened = time.perf_counter() - start
    opened_cpu = time.thread_time() - start_cpu
    while len(wall) < frames:
        start, start_cpu = time.perf_counter(), time.thread_time()
        scene.update(1 / 60)
        scene.draw(surface)
        wall.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
        if app.finished is not None:
            seed += 1
            scene.leave()
            app, scene = _table(size, seed)
            scene.update(1 / 60)
            scene.draw(surface)
        time.sleep(0.001)
    scene.leave()
    result = _summary(wall, cpu)
    result["table_open_ms"] = round(opened * 1000, 1)
    result["table_open_cpu_ms"] = round(opened_cpu * 1000, 1)
    return result


def _idle_cpu(seconds: float) -> float:
    """Share of one core used by a table waiting for a human, looping as the app does."""
    import pygame

    from .app import idle_events
    from .setup_model import GameSetup, SeatSetup
    from .table.scene import TableScene

    game_id, seats, options = table_game()
    surface = pygame.display.set_mode((1280, 720))
    app = bench_app((1280, 720))
    humans = (SeatSetup("You", True), *(SeatSetup(f"Computer {i}", False, "random") for i in range(1, seats)))
    scene = TableScene(app, GameSetup(game_id, humans, dict(options), 3))
    deadline = time.monotonic() + 5
    while (scene.queue.busy or scene.worker.pending or not scene.human_to_act()) and time.monotonic() < deadline:
        scene.update(1 / 60)
        scene.queue.finish()
        time.sleep(0.005)
    scene.draw(surface)
    cpu0, wall0 = time.process_time(), time.monotonic()
    last = wall0
    while time.monotonic() - wall0 < seconds:
        for event in idle_events():  # the app's own idle wait
            scene.handle(event)
        now = time.monotonic()
        if scene.update(now - last):
            scene.draw(surface)
        last = now
    used = (time.process_time() - cpu0) / (time.monotonic() - wall0)
    scene.leave()
    return round(used * 100, 2)


def _timed_turn(scene: Any, surface: Any) -> tuple[float, float]:
    """One whole turn of the app's loop (events, update, draw, present): its wall and CPU seconds."""
    import pygame

    start, start_cpu = time.perf_counter(), time.thread_time()
    pygame.event.get()
    scene.update(1 / 60)
    scene.draw(surface)
    pygame.display.flip()
    return time.perf_counter() - start, time.thread_time() - start_cpu


def _thinking(frames: int, separate_process: bool = True, processes: int | None = None) -> dict[str, Any]:
    """Frame times at 60 FPS while computer players think hard on the table's worker.

    With ``processes`` the thinker is the rollout search (what Hard is in the games where it searches) on this
    table's game, sharing its worlds with ``processes - 1`` helpers: the frames the table keeps while the cores
    are all searching.
    """
    import pygame

    from ..ai import THINK_TIME, RandomAgent, SearchAgent, hard_searches, make_agent, normal_agent
    from ..ai.hard.rollouts import RolloutAgent
    from ..ai.ismcts import Budget
    from ..engine import SetupError
    from .table.ai_worker import AiWorker

    surface = pygame.display.set_mode((1280, 720))
    app, scene = _table((1280, 720), 21, level="random")
    game_id = scene.setup.game_id
    try:
        if processes is not None:
            agent: Any = RolloutAgent(
                game_id, normal_agent(game_id) or RandomAgent(), budget=Budget(iterations=None, seconds=THINK_TIME)
            )
            kind_of_agent = f"rollout search, {THINK_TIME:g} s, {processes} process{'es' if processes > 1 else ''}"
        elif hard_searches(game_id):
            agent = make_agent(game_id, "hard")
            kind_of_agent = "hard"
        else:  # this game's Hard answers at once: time the table against a search that uses the whole think time
            agent = SearchAgent(game_id, rollout=normal_agent(game_id), budget=Budget(seconds=THINK_TIME))
            kind_of_agent = f"information-set search, {THINK_TIME:g} s"
    except (SetupError, ImportError):
        agent, kind_of_agent = BusyAgent(), "busy dummy"
    for seat in scene.agents:
        scene.agents[seat] = agent
    scene.worker.close()
    scene.worker = AiWorker(min_think=0.0, separate_process=separate_process, search_processes=processes or 1)
    frames_of: dict[str, tuple[list[float], list[float]]] = {kind: ([], []) for kind in ("ask", "think", "answer")}
    next_frame = time.perf_counter()
    while len(frames_of["think"][0]) < frames and app.finished is None:
        before = scene.worker.pending
        took, took_cpu = _timed_turn(scene, surface)
        kind = thinking_frame(before, scene.worker.pending)
        if kind:
            frames_of[kind][0].append(took)
            frames_of[kind][1].append(took_cpu)
        scene.queue.finish()  # the bench wants thinking frames, not animations
        next_frame += 1 / 60
        time.sleep(max(0.0, next_frame - time.perf_counter()))
    worker = scene.worker.last_used or scene.worker.kind
    scene.leave()
    wall, cpu = frames_of["think"]
    result: dict[str, Any] = _summary(wall or [0.0], cpu or [0.0])
    result.update(agent=kind_of_agent, worker=worker, frames=len(wall), decisions=len(frames_of["answer"][0]))
    for kind in ("ask", "answer"):
        wall, cpu = frames_of[kind]
        result[kind] = {
            "frames": len(wall),
            "median_ms": round(statistics.median(wall or [0.0]) * 1000, 2),
            "max_ms": round(max(wall or [0.0]) * 1000, 2),
            "cpu_median_ms": round(statistics.median(cpu or [0.0]) * 1000, 3),
        }
    return result


def parallel_search(
    quick: bool, counts: tuple[int, ...] | None = None, think_time: float | None = None, games: tuple[str, ...] | None = None
) -> dict[str, Any]:
    """Hard's worlds per decision and share of its think time with the search on 1 and on N processes, as the table
    runs it (the real ``AiWorker``, a thinker and its helpers), in each game where Hard is the rollout search.

    ``{"processes": [1, N], "think_time_s": T, game: {"1": {decisions, worlds_median, worlds_p5, share_median,
    share_p5}, …}}``. One decision is thrown away first in each (the helpers' first request pays their imports).
    N is the processes the table would use, at least 2 (on one core: what sharing would cost there).
    """
    from ..ai import THINK_TIME, make_agent
    from ..ai.bench import percentile, sample_positions
    from ..ai.hard.rollouts import RolloutAgent
    from .table.ai_worker import AiWorker
    from .table.search_helpers import search_processes

    counts = counts or tuple(sorted({1, max(2, search_processes(True))}))
    seconds = think_time or THINK_TIME
    out: dict[str, Any] = {"processes": list(counts), "think_time_s": seconds}
    for game_id in games or tuple(GAMES):
        if not isinstance(make_agent(game_id, "hard", think_time=seconds), RolloutAgent):
            continue
        positions = sample_positions(game_id, 2 if quick else 12)
        out[game_id] = {}
        for count in counts:
            worker = AiWorker(separate_process=True, search_processes=count)
            shares: list[float] = []
            worlds: list[int] = []
            for i, (state, seat) in enumerate([positions[0], *positions]):
                agent = make_agent(game_id, "hard", think_time=seconds)
                assert isinstance(agent, RolloutAgent)
                started = time.perf_counter()
                worker.request(agent, seat, state.observation(seat), state.legal_actions(seat), random.Random(i))
                while worker.poll() is None:
                    time.sleep(0.002)
                if i > 0:
                    shares.append((time.perf_counter() - started) / seconds)
                    worlds.append(agent.last_iterations)
            worker.close()
            out[game_id][str(count)] = {
                "decisions": len(worlds),
                "worlds_median": statistics.median(worlds),
                "worlds_p5": percentile(worlds, 0.05),
                "share_median": round(statistics.median(shares), 3),
                "share_p5": round(percentile(shares, 0.05), 3),
            }
    return out


def thinking_frame(pending_before: bool, pending_after: bool) -> str:
    """What a turn of the loop was to a computer's think: ``ask`` (it began), ``think`` (it ran throughout),
    ``answer`` (the answer came and was played in it), or "" (no think under way)."""
    if pending_before:
        return "think" if pending_after else "answer"
    return "ask" if pending_after else ""


#: Seconds the Analysis line waits for its first answer past its frames before it reports none.
ANSWER_PATIENCE = 30.0


def _analysing(frames: int) -> dict[str, Any]:
    """Frame times at 60 FPS at 1280x720 while Analysis thinks for the player, and how soon each answer comes.

    It runs ``frames`` thinking frames, and on past them until the first answer if none has come yet.

    The busiest table with the player in seat 0 and quick computers in the others is played at random to the
    player's first real choice; then Analysis is asked there again and again, at the default think time.
    """
    import pygame

    from ..ai import THINK_TIME
    from .setup_model import GameSetup, SeatSetup
    from .table.scene import TableScene

    surface = pygame.display.set_mode((1280, 720))
    game_id, seats, options = table_game()
    app = bench_app((1280, 720))
    people = tuple(SeatSetup("You" if i == 0 else f"Computer {i}", i == 0, "random") for i in range(seats))
    scene = TableScene(app, GameSetup(game_id, people, dict(options), 21))
    rng = random.Random(21)
    while not (scene.human_to_act() and len(scene.legal()) > 1) and not scene.state.is_over:
        seat = scene.state.to_act()[0]
        scene.play(seat, rng.choice(scene.state.legal_actions(seat)))
        scene.queue.finish()
    scene.analysis.seconds = THINK_TIME
    wall: list[float] = []
    cpu: list[float] = []
    answers: list[float] = []
    asked = time.perf_counter()
    next_frame = time.perf_counter()
    # At least one answer is waited for (a loaded machine starts the thinking process late), but not for ever.
    give_up = asked + ANSWER_PATIENCE
    while (len(wall) < frames or not answers) and scene.human_to_act() and time.perf_counter() < give_up:
        if not scene.analysis.open:
            scene.show_analysis()
            asked = time.perf_counter()
        thinking = scene.analysis.thinking
        took, took_cpu = _timed_turn(scene, surface)
        if thinking:
            wall.append(took)
            cpu.append(took_cpu)
            if not scene.analysis.thinking:
                answers.append(time.perf_counter() - asked)
                scene.analysis.cancel()  # asked again next frame
        next_frame += 1 / 60
        time.sleep(max(0.0, next_frame - time.perf_counter()))
    scene.leave()
    result: dict[str, Any] = _summary(wall or [0.0], cpu or [0.0])
    result.update(
        frames=len(wall),
        answers=len(answers),
        think_time_s=THINK_TIME,
        answer_median_s=round(statistics.median(answers), 3) if answers else None,
        answer_max_s=round(max(answers), 3) if answers else None,
        each=[round(a, 3) for a in answers],
    )
    return result


def _first_frame(timeout: float = 30.0) -> dict[str, Any]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env[EXIT_AFTER_FIRST_FRAME] = "1"
    start = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-c", _FIRST_FRAME_CHILD], env=env, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"seconds": None, "error": f"no frame within {timeout:.0f} s"}
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        tail = done.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["exit status " + str(done.returncode)]
        return {"seconds": None, "error": tail[0]}
    return {"seconds": round(elapsed, 3)}


def _first_frames(runs: int) -> dict[str, Any]:
    """The median of ``runs`` start-ups (the first one warms the disk cache like any later launch would)."""
    results = [_first_frame() for _ in range(runs)]
    seconds = [r["seconds"] for r in results if r.get("seconds") is not None]
    if not seconds:
        return results[0]
    return {"seconds": round(statistics.median(seconds), 3), "runs": len(seconds), "each": seconds}


def _search_processes() -> int:
    from .table.search_helpers import search_processes

    return search_processes(True)


def measure(quick: bool) -> dict[str, Any]:
    """Frame-build times at two sizes, idle CPU (% of a core), seconds to the first frame, frames while thinking."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    pygame.font.init()
    frames = 120 if quick else 600
    game_id, seats, options = table_game()
    result: dict[str, Any] = {"game": game_id, "seats": seats, "options": options, "frames": frames}
    result["frame_1280x720"] = _frames((1280, 720), frames)
    result["frame_1920x1080"] = _frames((1920, 1080), frames)
    result["idle_cpu_percent"] = _idle_cpu(1.0 if quick else 3.0)
    result["first_frame"] = _first_frames(3 if quick else 7)
    result["thinking"] = _thinking(60 if quick else 240)
    result["thinking_parallel"] = {
        str(n): _thinking(60 if quick else 240, processes=n) for n in sorted({1, max(2, _search_processes())})
    }
    result["parallel_search"] = parallel_search(quick, games=("clashing-blades",) if quick else None)
    result["analysing"] = _analysing(120 if quick else 360)
    return result


if __name__ == "__main__":
    import json

    print(json.dumps(measure("--quick" in sys.argv), indent=2))
