"""Find a stacked deal for each game's lesson, so every idea's moment arises in order, and print the lessons.

Each lesson is a list of ideas: words the coach says and either the kind
of move to guide the learner to (chosen here, offline, by trying each
legal move on a copy of the game and keeping one whose events show the
idea), or the event kind that brings words up. For each candidate deal
(a shuffled pack written out card by card, top first) the game is played
as the tutorial table will play it: the learner makes the guided move
when its moment comes and Normal's hint otherwise, the Easy computer
draws from the table's own seeded generator. The first deal in which
every idea comes up, in order, is kept.

    python tools/make_lessons.py mortal-swords [--tries 200]

Prints the game's ``Lesson(...)`` for game/ui/tutorial/lessons.py; the
test tests/ui/tutorial plays every lesson to its end through the table.
"""

from __future__ import annotations

import argparse
import copy
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.ai import make_agent
from game.engine import Action, Event, Rng, State, get_game, new_game
from game.engine.deck import draw_pile
from game.ui.table.hint import hint_for, hint_seed


@dataclass(frozen=True)
class Idea:
    words: str
    pick: Callable[[Action, list[Event]], bool] | None = None
    when: str = ""
    why: str = ""
    #: The guided spell must take effect: a deal where the computer counters it is refused (a heal that the coach
    #: says "takes the wound away", then countered, taught the opposite).
    stands: bool = False
    #: Said when a move of this idea's kind can be chosen before the lesson reaches it (``Step.early``).
    early: str = ""


def texts(events: list[Event]) -> str:
    return " ".join(e.text for e in events if e.text)


def kinds(events: list[Event]) -> set[str]:
    return {e.kind for e in events}


IDEAS: dict[str, list[Idea]] = {
    "mortal-swords": [
        Idea("Welcome, knight. The card turned up under the deck names the strong suit: only that suit answers it."),
        Idea(
            "You attack first. Drag the glowing card onto the table. Your foe must answer it; you draw a new card at once.",
            lambda a, ev: a.kind == "attack" and bool(a.cards),
        ),
        Idea(
            "Your foe answered. Higher in the attack's colour blocks, the same number parries, else it is a hit.",
            when="defend",
        ),
        Idea(
            "Block it with the glowing card: higher, and of the attack's colour (the strong suit is a colour of its own).",
            lambda a, ev: a.kind == "defend" and " blocks" in texts(ev),
            why="This card blocks the attack.",
        ),
        Idea(
            "Parry it: the very same number, in any suit, turns the blow aside.",
            lambda a, ev: a.kind == "defend" and " parries" in texts(ev),
            why="This card parries: the same number.",
        ),
        Idea(
            "You were hit. Lay a card as armor: it never comes back to your hand, and a knight with an empty hand falls.",
            lambda a, ev: a.kind == "armor",
        ),
        Idea(
            "With nothing good in hand, play the top card of the deck: a random card, and it could be anything.",
            lambda a, ev: a.kind in ("attack-random", "defend-random"),
        ),
        Idea(
            "Who attacks next? The first knight hit; with no hit, the highest block; after only parries, the attacker again.",
            when="attacker",
        ),
    ],
    "el-royale": [
        Idea("El Royale: win by laying the fourth card of a rank as your very last card. Kings are high, aces low."),
        Idea(
            "You attack: drag the glowing card onto the battle pile. Cards of one rank may go together.",
            lambda a, ev: a.kind == "attack",
        ),
        Idea(
            "Throw in: a card of the rank on top may join the battle before the defender answers.",
            lambda a, ev: a.kind == "throw",
        ),
        Idea(
            "Beat the top card: its own rank, or a higher rank with a card of its suit. Only a king beats a king.",
            lambda a, ev: a.kind == "beat",
        ),
        Idea("Everyone short of four cards draws back up to four.", when="draw"),
        Idea(
            "The pile is offered to you: take it all into your hand for later battles, or let it go to the discards.",
            lambda a, ev: a.kind == "take",
        ),
        Idea("That is how El Royale ends: the fourth card of a rank, laid as a player's very last card.", when="game-over"),
    ],
    "duel-of-swords": [
        Idea("Each round you and your foe both pick one of ten moves in secret; a fixed table decides what happens."),
        Idea("Pick a move: drag the glowing one to your spot. Your foe picks at the same time.", lambda a, ev: a.kind == "move"),
        Idea(
            "An advantage scores nothing yet: win another in the very next round and the pair becomes a hit.",
            when="advantage",
        ),
        Idea("A hit! The first to five hits wins; after fifteen rounds, more hits wins.", when="hit"),
        Idea(
            "Learn how your foe thinks, and be hard to read. The rules page shows the results table outside a game.",
        ),
    ],
    "suits-duel": [
        Idea("Three hidden shields guard you. Lose the last one and you lose. Your battlers stand in front of them."),
        Idea(
            "Summon: drag one card of a pair to your battlers. It joins them face up; its twin goes to the discards.",
            lambda a, ev: a.kind == "summon",
            stands=True,
        ),
        Idea(
            "Attack: a card of one of your battlers' suits, at most two steps from the target's rank. It stays as a wound.",
            lambda a, ev: a.kind == "attack",
            stands=True,
        ),
        Idea("A battler wounded twice dies; one with no battlers left turns a shield over as its new battler.", when="wound"),
        Idea(
            "Heal: a card of your battler's suit, one step at most from the wound's rank, takes the wound away.",
            lambda a, ev: a.kind == "heal",
            stands=True,
        ),
        Idea(
            "Counter: throw away three cards of one suit to cancel your foe's spell.",
            lambda a, ev: a.kind == "counter",
            early="Three cards of one suit cancel a spell, even a counter.",
        ),
        Idea(
            "When the deck runs out the storm strikes: whoever has fewer battlers (both, if tied) turns a shield over.",
            when="storm",
        ),
    ],
    "clashing-blades": [
        Idea("Clashing Blades: spades attack, diamonds parry, clubs parry and strike back. Take your foe's 15 health to zero."),
        Idea(
            "En garde: you both lay a card in secret, then turn them up together. A spade threatens its number in damage.",
            lambda a, ev: a.kind == "engarde" and a.cards[-1].endswith("S"),
        ),
        Idea(
            "You are threatened. Answer with a diamond to take its number off the threat; what is left is damage.",
            lambda a, ev: a.kind == "respond" and a.cards[-1].endswith("D"),
        ),
        Idea(
            "Answer with a club: it parries, and whatever it has left over becomes a threat to your foe.",
            lambda a, ev: a.kind == "respond" and a.cards[-1].endswith("C"),
        ),
        Idea("Disengage: after any damage both hands are thrown in, and seven new cards are dealt to each.", when="deal"),
        Idea("An exact counter: a card of exactly the threat's strength stops it dead.", when="exact-counter"),
        Idea(
            "Spade against spade, and yours is lower: drop it, and answer the other spade from your hand instead.",
            lambda a, ev: a.kind == "drop",
            early="Spade met spade: you may drop yours and answer theirs from your hand.",
        ),
        Idea("A standoff: both spades stood, nobody dropped, so both of you take your damage.", when="standoff"),
    ],
}


#: How far each failed try got (for the message when no deal works).
REACHED: list[int] = []
#: How many moves each deal that brings up every idea takes to its last one (for ``--shortest``).
MOVES: list[int] = []

#: The lessons whose later ideas come up whatever the learner plays between the steps (each deal is checked by
#: tests/ui/tutorial/test_free_between.py); the others ask for the Hint's move there.
FREE_BETWEEN = {"duel-of-swords"}

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
    #: Moves left in which the last guided spell must not be countered (``Idea.stands``).
    watch = 0
    ready = at < len(ideas) and ideas[at].pick is None and not ideas[at].when
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
            ready = at < len(ideas) and ideas[at].pick is None and not ideas[at].when
            continue
        seat = 0 if 0 in st.to_act() else st.to_act()[0]
        legal = st.legal_actions(seat)
        action: Action | None = None
        if seat == 0:
            idea = ideas[at] if at < len(ideas) else None
            if idea is not None and idea.pick is not None:
                for a in legal:
                    trial = copy.deepcopy(st)
                    if idea.pick(a, trial.apply(0, a)):
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
            watch = 8 if ideas[at].stands else 0
            chosen.append(action)
            at += 1
            ready = at < len(ideas) and ideas[at].pick is None and not ideas[at].when
        if at < len(ideas) and ideas[at].pick is None and ideas[at].when and not ready:
            ready = any(e.kind == ideas[at].when for e in events)
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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--tries", type=int, default=200)
    parser.add_argument("--shortest", action="store_true", help="try every deal and keep the one whose ideas all come up soonest")
    args = parser.parse_args()
    ideas = IDEAS[args.game]
    found: list[tuple[int, int, list[str] | None, list[Action | None]]] = []
    for k in range(1, args.tries + 1):
        deck = deal(args.game, k)
        chosen = play(args.game, k, deck, ideas)
        if chosen is None:
            continue
        found.append((MOVES[-1], k, deck, chosen))
        if not args.shortest:
            break
    if found:
        moves, k, deck, chosen = min(found, key=lambda f: f[0])
        print(f"# {len(found)} of {args.tries} deals bring up every idea; this one in {moves} moves")
        print(f"    {args.game!r}: Lesson(\n        {args.game!r},\n        {k},")
        print(f"        {tuple(deck) if deck is not None else None!r},")
        print("        (")
        for idea, action in zip(ideas, chosen, strict=True):
            act = "" if action is None else f", Action({action.kind!r}, {action.cards!r}, {action.target!r}, {action.label!r})"
            when = f", when={idea.when!r}" if idea.when else ""
            why = f", why={idea.why!r}" if idea.why else ""
            early = f", early={idea.early!r}" if idea.early else ""
            print(f"            Step({idea.words!r}{act}{when}{why}{early}),")
        print("        ),")
        if args.game in FREE_BETWEEN:
            print("        free_between=True,")
        print("    ),")
        return
    best = max(REACHED, default=0)
    raise SystemExit(
        f"no deal in {args.tries} tries brings up every idea of {args.game}; the best stopped at {ideas[best].words!r}"
    )


if __name__ == "__main__":
    main()
