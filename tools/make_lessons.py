"""Find a stacked deal for each game's lesson, so every step's moment arises in order, and print the lesson.

The steps are the lesson's own, in game/ui/tutorial/lessons.py: the words
the coach says, the event kind that brings words up, the reasons. This
tool adds only how each guided step's move is found on a candidate deal
(``PICKS``: tried on a copy of the game, the first legal move whose events
show the idea). For each candidate deal (a shuffled pack written out card
by card, top first) the game is played as the tutorial table will play
it: the learner makes the guided move when its moment comes and Normal's
hint otherwise, the Easy computer draws from the table's own seeded
generator. The first deal in which every step comes up, in order, is kept.

    python tools/make_lessons.py mortal-swords [--tries 200] [--shortest]
    python tools/make_lessons.py mortal-swords --check

Prints the game's ``Lesson(...)`` for lessons.py, its words as they are
there (change the words in lessons.py, then find a deal here if a step's
moment changed); ``--check`` only says whether lessons.py's own deal still
brings up every step. tests/ui/tutorial plays every lesson to its end
through the table, and checks each deal with this tool.
"""

from __future__ import annotations

import argparse
import copy
import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from game.ai import make_agent
from game.engine import Action, Event, Rng, State, get_game, new_game
from game.engine.deck import draw_pile
from game.ui.table.hint import hint_for, hint_seed
from game.ui.tutorial.lesson import Lesson, Step
from game.ui.tutorial.lessons import LESSONS


@dataclass(frozen=True)
class Pick:
    """How the move of a guided step is found on a candidate deal: the first legal move whose events pass ``test``."""

    test: Callable[[Action, list[Event]], bool]
    #: The guided spell must take effect: a deal where the computer counters it is refused (a heal that the coach
    #: says "takes the wound away", then countered, taught the opposite).
    stands: bool = False


@dataclass(frozen=True)
class Idea:
    """A lesson step as the search meets it: its words, moment and reasons from lessons.py, and how its move is found."""

    step: Step
    pick: Pick | None = None


def texts(events: list[Event]) -> str:
    return " ".join(e.text for e in events if e.text)


def suit_of(action: Action) -> str:
    return action.cards[-1][-1] if action.cards else ""


def fencing(move: str) -> Pick:
    """Duel of Swords: the guided move is always that one of the ten (there is no deal to find)."""
    return Pick(lambda a, ev: a.kind == "move" and a.target == move)


#: For each lesson, how each guided step's move is found, in the order of the lesson's guided steps. The words, the
#: moments (``when``) and the reasons are the lesson's own (game/ui/tutorial/lessons.py): they were written twice, and
#: this tool printed older words than the app said.
PICKS: dict[str, list[Pick]] = {
    "mortal-swords": [
        Pick(lambda a, ev: a.kind == "attack" and bool(a.cards)),
        Pick(lambda a, ev: a.kind == "defend" and " blocks" in texts(ev)),
        Pick(lambda a, ev: a.kind == "defend" and " parries" in texts(ev)),
        Pick(lambda a, ev: a.kind == "armor"),
        Pick(lambda a, ev: a.kind == "attack-random"),
    ],
    "el-royale": [
        Pick(lambda a, ev: a.kind == "attack"),
        Pick(lambda a, ev: a.kind == "throw"),
        Pick(lambda a, ev: a.kind == "beat"),
        Pick(lambda a, ev: a.kind == "take"),
    ],
    "duel-of-swords": [
        fencing(move) for move in ("thrust", "feint", "disengage", "stop-hit", "circular-parry", "slash", "cut-low")
    ],
    "suits-duel": [
        Pick(lambda a, ev: a.kind == "summon", stands=True),
        Pick(lambda a, ev: a.kind == "attack", stands=True),
        Pick(lambda a, ev: a.kind == "heal", stands=True),
        Pick(lambda a, ev: a.kind == "counter"),
    ],
    "clashing-blades": [
        Pick(lambda a, ev: a.kind == "engarde" and suit_of(a) == "S"),
        Pick(lambda a, ev: a.kind == "respond" and suit_of(a) == "D"),
        Pick(lambda a, ev: a.kind == "respond" and suit_of(a) == "C"),
        Pick(lambda a, ev: a.kind == "drop"),
    ],
}


def ideas_of(game_id: str) -> list[Idea]:
    """The lesson's steps, each guided one with its way to find the move: one source of words for the tool and the app."""
    picks = iter(PICKS[game_id])
    ideas = [Idea(step, next(picks) if step.action is not None else None) for step in LESSONS[game_id].steps]
    if next(picks, None) is not None or any(i.step.action is not None and i.pick is None for i in ideas):
        raise SystemExit(f"{game_id}: PICKS holds one pick per guided step of its lesson in lessons.py")
    return ideas


#: How far each failed try got (for the message when no deal works).
REACHED: list[int] = []
#: How many moves each deal that brings up every idea takes to its last one (for ``--shortest``).
MOVES: list[int] = []

#: Where the learner stands when the coach lets go, for the lessons that need it: a deal is kept only if the game
#: goes on after the lesson with the learner not behind, and the learner then wins following the Hint. Clashing
#: Blades' first deal let the coach go with the learner at 1 health against 8, and the first game a new player
#: finished was a loss.
NOT_BEHIND: dict[str, Callable[[Any], bool]] = {
    "clashing-blades": lambda st: st.health[0] >= st.health[1],
}


def deal(game_id: str, k: int) -> list[str] | None:
    """The k-th candidate deal: a whole pack shuffled from seed k, top card first (None: the game takes no deck)."""
    if game_id == "duel-of-swords":
        return None
    st = new_game(game_id, 2, seed=k)
    pack = sorted(st.all_cards(), key=lambda c: c.code) if game_id != "clashing-blades" else None
    if pack is None:  # Clashing Blades' main deck holds no hearts: those are the health cards
        pack = sorted((c for c in st.all_cards() if c.suit is None or c.suit.value != "H"), key=lambda c: c.code)
    return [c.code for c in reversed(draw_pile(pack, Rng(k)))]


def play(game_id: str, seed: int, deck: list[str] | None, ideas: list[Idea]) -> list[Action | None] | None:
    """Play the lesson as the table will; the guided actions, or None when some idea never came up."""
    st: State = get_game(game_id).new(2, {}, seed=seed, deck=deck)
    easy = make_agent(game_id, "easy", think_time=0.0)
    rng = random.Random(seed * 1009 + 1)
    chosen: list[Action | None] = []
    at, log = 0, 0
    movers: list[int] = []  # who made each move so far: the hint's draw counts the learner's own
    #: Moves left in which the last guided spell must not be countered (``Pick.stands``).
    watch = 0
    ready = at < len(ideas) and ideas[at].pick is None and not ideas[at].step.when
    fair, judged = NOT_BEHIND.get(game_id), False
    while not st.is_over and log < 600:
        if fair is not None and at == len(ideas) and not judged:
            judged = True
            if not fair(st):
                REACHED.append(at - 1)
                return None  # the coach would let go with the learner behind
        if ready:  # words to read: the learner clicks on
            chosen.append(None)
            at += 1
            ready = at < len(ideas) and ideas[at].pick is None and not ideas[at].step.when
            continue
        seat = 0 if 0 in st.to_act() else st.to_act()[0]
        legal = st.legal_actions(seat)
        action: Action | None = None
        if seat == 0:
            idea = ideas[at] if at < len(ideas) else None
            if idea is not None and idea.pick is not None:
                for a in legal:
                    trial = copy.deepcopy(st)
                    if idea.pick.test(a, trial.apply(0, a)):
                        action = a
                        break
            guided = action is not None
            if action is None:
                hint = hint_for(game_id, st.observation(0), legal, hint_seed(seed, movers, 0))
                action = hint.action if hint is not None else legal[0]
        else:
            guided = False
            action = easy.choose(st.observation(seat), legal, rng)
        events = [e.seen_by(0) for e in st.apply(seat, action)]
        log += 1
        movers.append(seat)
        if watch and any(e.kind == "countered" and e.seat == 0 for e in events):
            REACHED.append(at)
            return None
        watch = max(0, watch - 1)
        if guided:
            watch = 8 if (pick := ideas[at].pick) is not None and pick.stands else 0
            chosen.append(action)
            at += 1
            ready = at < len(ideas) and ideas[at].pick is None and not ideas[at].step.when
        if at < len(ideas) and ideas[at].pick is None and ideas[at].step.when and not ready:
            ready = any(e.kind == ideas[at].step.when for e in events)
    if ready and at == len(ideas) - 1:  # words the last move brought up, read on the final table
        chosen.append(None)
        at += 1
    if at < len(ideas):
        REACHED.append(at)
        return None
    if fair is not None and not (judged and st.outcome is not None and 0 in st.outcome.winners):
        REACHED.append(at - 1)
        return None  # the game ended with the lesson (its last words under the end banner), or the learner lost after
    MOVES.append(log)
    return chosen


def found(lesson: Lesson, seed: int, deck: list[str] | None, chosen: list[Action | None]) -> Lesson:
    """``lesson`` on the deal found: its seed, its deck and each guided step's move there; all else as lessons.py has it."""
    steps = tuple(replace(step, action=action) for step, action in zip(lesson.steps, chosen, strict=True))
    return replace(lesson, seed=seed, deck=tuple(deck) if deck is not None else None, steps=steps)


def source(lesson: Lesson) -> str:
    """``lesson`` as it is written in game/ui/tutorial/lessons.py (run ruff format on it there)."""
    out = [f"    {lesson.game_id!r}: Lesson(", f"        {lesson.game_id!r},", f"        {lesson.seed},"]
    out.append(f"        {lesson.deck!r},")
    out.append("        (")
    for step in lesson.steps:
        a = step.action
        act = "" if a is None else f", Action({a.kind!r}, {a.cards!r}, {a.target!r}, {a.label!r})"
        when = f", when={step.when!r}" if step.when else ""
        why = f", why={step.why!r}" if step.why else ""
        early = f", early={step.early!r}" if step.early else ""
        out.append(f"            Step({step.words!r}{act}{when}{why}{early}),")
    out.append("        ),")
    if lesson.farewell != Lesson.__dataclass_fields__["farewell"].default:
        out.append(f"        farewell={lesson.farewell!r},")
    if lesson.free_between:
        out.append("        free_between=True,")
    if lesson.reasons:
        out.append(f"        reasons={dict(lesson.reasons)!r},")
    out.append("    ),")
    return "\n".join(out)


def check(game_id: str) -> str:
    """Whether lessons.py's own deal still brings up every step, in order, with the moves it names (empty: it does)."""
    lesson = LESSONS[game_id]
    chosen = play(game_id, lesson.seed, list(lesson.deck) if lesson.deck is not None else None, ideas_of(game_id))
    if chosen is None:
        return f"{game_id}: lessons.py's deal no longer brings up step {REACHED[-1] + 1} ({lesson.steps[REACHED[-1]].words!r})"
    wrong = [(n, s.action, a) for n, (s, a) in enumerate(zip(lesson.steps, chosen, strict=True)) if s.action != a]
    return "".join(f"{game_id}: step {n + 1} names {was} but the deal guides to {now}\n" for n, was, now in wrong)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--tries", type=int, default=200)
    parser.add_argument("--shortest", action="store_true", help="try every deal and keep the one whose ideas all come up soonest")
    parser.add_argument("--check", action="store_true", help="only play lessons.py's own deal and say whether it still works")
    args = parser.parse_args()
    if args.check:
        problem = check(args.game)
        if problem:
            raise SystemExit(problem.rstrip())
        print(f"{args.game}: lessons.py's deal brings up every step, with the moves it names")
        return
    ideas = ideas_of(args.game)
    deals: list[tuple[int, int, list[str] | None, list[Action | None]]] = []
    for k in range(1, args.tries + 1):
        deck = deal(args.game, k)
        chosen = play(args.game, k, deck, ideas)
        if chosen is None:
            continue
        deals.append((MOVES[-1], k, deck, chosen))
        if not args.shortest:
            break
    if deals:
        moves, k, deck, chosen = min(deals, key=lambda f: f[0])
        print(f"# {len(deals)} of {args.tries} deals bring up every idea; this one in {moves} moves")
        print(source(found(LESSONS[args.game], k, deck, chosen)))
        return
    best = max(REACHED, default=0)
    raise SystemExit(
        f"no deal in {args.tries} tries brings up every idea of {args.game}; the best stopped at {ideas[best].step.words!r}"
    )


if __name__ == "__main__":
    main()
