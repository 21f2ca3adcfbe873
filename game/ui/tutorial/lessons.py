"""The five lessons: the stacked deal of each and the coach's steps, in the project's own words.

The words live here, and only here: ``python tools/make_lessons.py GAME``
finds each deal for these very steps (it adds how a guided move is found)
and prints the lesson back. Each deal is a whole pack written out top card
first, found so that every step's moment comes up when the learner follows
the coach.
A words step whose moment the deal brings before its turn is said then,
not after it passed (``Coach.order``); tests/ui/tutorial plays each lesson
to its end at the table and checks each moment finds its words up.
"""

from __future__ import annotations

from ...engine import Action
from .lesson import Lesson, Step

LESSONS: dict[str, Lesson] = {
    "mortal-swords": Lesson(
        "mortal-swords",
        1,
        (
            "KD",
            "9H",
            "JC",
            "8C",
            "3D",
            "2S",
            "7S",
            "10S",
            "10C",
            "JD",
            "4S",
            "6D",
            "7C",
            "AD",
            "QH",
            "8S",
            "QS",
            "7H",
            "2C",
            "AS",
            "2H",
            "2D",
            "JH",
            "3S",
            "KH",
            "6H",
            "QD",
            "QC",
            "9S",
            "AH",
            "4C",
            "KC",
            "4D",
            "10D",
            "8D",
            "9C",
            "8H",
            "AC",
            "4H",
            "10H",
            "7D",
            "5D",
            "3H",
            "KS",
            "5H",
            "6S",
            "JS",
            "6C",
            "9D",
            "5C",
            "3C",
            "5S",
        ),
        (
            Step(
                "Welcome, knight. The card under the deck makes clubs the strong suit: "
                "only clubs block clubs; clubs may block spades."
            ),
            Step(
                "You attack first. Drag the glowing card onto the table. Your foe must answer it; you draw a new card at once.",
                Action("attack", ("KD",), "table:0", "Attack with K♦"),
            ),
            Step(
                "Your foe answered. Higher in the attack's colour blocks (an ace defends as 14), the same number parries, "
                "else a hit.",
                when="defend",
            ),
            Step(
                "Block it with the glowing card: higher, and a club, as only clubs block the strong suit's attacks.",
                Action("defend", ("JC",), "table:0", "Defend with J♣"),
                why="This card blocks the attack.",
            ),
            Step(
                "Parry it: the very same number, in any suit, turns the blow aside.",
                Action("defend", ("8D",), "table:0", "Defend with 8♦"),
                why="This card parries: the same number.",
            ),
            Step(
                "Hit! Lay a hand card as armor, turn down matching armor, or steal the attack card and discard one. "
                "An empty hand falls.",
                Action("armor", ("4S",), "armor:0", "Take the hit: lay 4♠ as armor"),
            ),
            Step(
                "With nothing good in hand, attack with the top card of the deck. Only this way may the strong suit's "
                "J, Q or K attack.",
                Action("attack-random", (), "table:0", "Attack with the top card of the deck"),
            ),
            Step(
                "Who attacks next? The first knight hit; with no hit, the highest block; after only parries, the attacker again.",
                when="attacker",
            ),
        ),
    ),
    "el-royale": Lesson(
        "el-royale",
        93,
        (
            "6S",
            "4C",
            "KC",
            "QS",
            "8D",
            "KH",
            "5H",
            "7C",
            "2C",
            "4D",
            "9S",
            "2D",
            "5D",
            "7H",
            "AC",
            "4S",
            "QH",
            "6C",
            "3S",
            "AH",
            "JH",
            "7D",
            "7S",
            "4H",
            "2S",
            "9D",
            "2H",
            "3H",
            "6H",
            "3C",
            "KS",
            "JC",
            "QC",
            "QD",
            "9C",
            "3D",
            "8S",
            "5C",
            "5S",
            "AD",
            "10S",
            "10D",
            "JD",
            "9H",
            "8H",
            "KD",
            "JS",
            "8C",
            "10C",
            "AS",
            "6D",
            "10H",
        ),
        (
            Step("El Royale: win by laying the fourth card of a rank as your very last card. Kings are high, aces low."),
            Step(
                "You attack: drag the glowing card onto the battle pile. Cards of one rank may go together.",
                Action("attack", ("4C",), "pile", "Attack with 4♣"),
            ),
            Step(
                "Throw in: a card of the top card's rank may join the battle, before the defender answers or after a beat.",
                Action("throw", ("KH",), "pile", "Throw in K♥"),
            ),
            Step(
                "Beat the top card: its own rank, or a higher rank with a card of its suit. Only a king beats a king.",
                Action("beat", ("QS",), "pile", "Beat with Q♠"),
            ),
            Step("Everyone short of four cards draws back up to four.", when="draw"),
            Step(
                "The pile is offered to you: take it all into your hand for later battles, or let it go to the discards.",
                Action("take", ("4D", "4S"), "hand:0", "Take the battle pile"),
            ),
            # short: at the game's end the words share the result banner's box (at 960x600, about 200 by 175 pixels)
            Step("That is the win: a rank's fourth card, laid as a player's last.", when="game-over"),
        ),
    ),
    "duel-of-swords": Lesson(
        "duel-of-swords",
        1,
        None,
        (
            Step("Each round you and your foe both pick one of ten moves in secret; a fixed table decides what happens."),
            Step(
                "Pick a move: drag the glowing one to your spot. Your foe picks at the same time.",
                Action("move", (), "thrust", "Thrust"),
            ),
            Step(
                # DS-R04: it lasts through the next round only, where any result but a second advantage ends it (a
                # step of its own, said when one is lost, was missed in a game where none was)
                "An advantage scores nothing yet: win another in the very next round and the pair becomes a hit; "
                "anything else loses it.",
                when="advantage",
            ),
            # what beats what (RULINGS 3.1, in the project's words): one move a round, after the free rounds
            Step(
                "Thrust, the strongest attack, hits a Slash, a Feint or a Lateral Parry; a Stop Hit hits it, and two "
                "Thrusts both hit."
            ),
            Step(
                "Now Feint: it wins the advantage over both Parries, Dodge and Disengage, but loses it to either Cut or a "
                "Stop Hit.",
                Action("move", (), "feint", "Feint"),
            ),
            Step(
                "Now Disengage: it wins the advantage over a Thrust, Cut Low or Cut High; Dodge does over a Slash or Cut High.",
                Action("move", (), "disengage", "Disengage"),
            ),
            Step(
                "Now Stop Hit: it hits a Thrust, but a Slash or either Cut hits it, and both Parries win the advantage over it.",
                Action("move", (), "stop-hit", "Stop Hit"),
            ),
            Step(
                "Now Circular Parry: it wins the advantage over a Thrust (Lateral Parry, over a Slash), but a Slash or Cut "
                "High hits it.",
                Action("move", (), "circular-parry", "Circular Parry"),
            ),
            Step(
                "Now Slash: it hits a Stop Hit or a Circular Parry and wins the advantage over either Cut; a Thrust hits it.",
                Action("move", (), "slash", "Slash"),
            ),
            Step(
                "Now Cut Low: it hits a Lateral Parry or a Stop Hit and wins the advantage over a Circular Parry or a Feint.",
                Action("move", (), "cut-low", "Cut Low"),
            ),
            # after the moves, said when the first hit comes (Coach.order): waited for before them, it let a game end
            # before the Cut Low
            Step("A hit! The first to five hits wins; after fifteen rounds, more hits wins.", when="hit"),
            Step(
                "Read your foe: meet the moves they favour with what beats them. The rules page shows the results table "
                "outside a game."
            ),
        ),
        free_between=True,
    ),
    "suits-duel": Lesson(
        "suits-duel",
        121,
        (
            "8H",
            "2S",
            "KC",
            "9D",
            "5C",
            "4C",
            "JC",
            "3H",
            "5D",
            "8S",
            "JH",
            "8C",
            "6H",
            "3C",
            "3S",
            "10D",
            "9C",
            "3D",
            "AH",
            "QD",
            "AD",
            "KS",
            "7S",
            "7C",
            "4D",
            "KD",
            "JS",
            "QS",
            "AS",
            "2H",
            "6S",
            "7H",
            "6C",
            "JD",
            "4H",
            "7D",
            "5H",
            "8D",
            "AC",
            "2C",
            "6D",
            "QH",
            "10H",
            "4S",
            "2D",
            "9H",
            "KH",
            "10S",
            "QC",
            "9S",
            "10C",
            "5S",
        ),
        (
            Step("Three hidden shields guard you. Lose the last one and you lose. Your battlers stand in front of them."),
            Step(
                "Summon: drag one card of a pair to your battlers. It joins them face up; its twin goes to the discards.",
                Action("summon", ("5C", "5D"), "battlers:0", "Summon 5♣ (discard 5♦)"),
            ),
            Step(
                "Attack: a card of one of your battlers' suits, at most two steps from the target's rank. It stays as a wound.",
                Action("attack", ("KC",), "battler:KS", "Attack K♠ with K♣"),
            ),
            Step("A battler wounded twice dies; a player with no battlers left turns a shield over as a new one.", when="wound"),
            Step(
                "Heal: a card of your battler's suit, one step at most from the wound's rank, takes the wound away.",
                Action("heal", ("4D",), "wound:3H", "Heal the wound 3♥ with 4♦"),
            ),
            Step(
                "Counter: throw away three cards of one suit to cancel your foe's spell.",
                Action("counter", ("2H", "5H", "9H"), "stack", "Counter with 2♥ 5♥ 9♥"),
                early="Three cards of one suit cancel a spell, even a counter.",
            ),
            Step(
                "When the deck runs out the storm strikes: whoever has fewer battlers (both, if tied) turns a shield over.",
                when="storm",
            ),
        ),
    ),
    "clashing-blades": Lesson(
        "clashing-blades",
        160,
        (
            "5C",
            "7C",
            "9C",
            "3C",
            "8S",
            "8C",
            "10S",
            "10D",
            "6D",
            "5D",
            "4C",
            "3D",
            "10C",
            "7D",
            "2C",
            "6S",
            "9S",
            "AS",
            "AC",
            "2S",
            "9D",
            "3S",
            "6C",
            "AD",
            "4D",
            "8D",
            "2D",
            "4S",
            "7S",
            "5S",
        ),
        (
            Step(
                "Clashing Blades: spades attack, diamonds parry, and clubs parry and strike back. Bring your foe's 15 "
                "health to zero."
            ),
            Step(
                "En garde: you both lay a card in secret, then turn them up together. A spade threatens its number in damage.",
                Action("engarde", ("8S",), "table:0", "En garde with 8♠"),
            ),
            # 9♣ and 10♣ in hand would do more here: the learner is told why the diamond (tests/ui/tutorial check it)
            Step(
                "You are threatened. A diamond takes its number off the threat; the rest hurts you. A club would hit back: "
                "a later step.",
                Action("respond", ("6D",), "table:0", "Answer with 6♦"),
                why="This step shows what a diamond does; a later step shows the club.",
            ),
            Step(
                "Answer with a club: it parries, and whatever it has left over becomes a threat to your foe.",
                Action("respond", ("8C",), "table:0", "Answer with 8♣"),
            ),
            Step(
                "Disengage: once anyone takes damage, both hands are thrown in and you are each dealt seven new cards.",
                when="deal",
            ),
            Step("An exact counter: an answer exactly as strong as the threat stops it dead.", when="exact-counter"),
            Step(
                "Spade against spade, and yours is lower: drop it, and answer the other spade from your hand instead.",
                Action("drop", ("7C",), "table:0", "Drop your spade and play 7♣"),
                early="Spade met spade: you may drop yours and answer theirs from your hand.",
            ),
            Step("A standoff: both spades stayed, nobody dropped, so each of you takes the other's damage.", when="standoff"),
        ),
        # the Hint's own words said "Lead with your best spade" with 2♠ the only spade in hand, and spoke of trading
        # blows in a voice of their own; each of these holds wherever the lesson's deal lights such a move
        reasons={
            "engarde": "Lead with a spade: at en garde only a spade starts an attack; a diamond or a club can only meet one.",
            "drop": "Yours is the lower spade: answer theirs, and only what gets past your answer hurts you.",
            "decline": "Yours is the higher spade: keep it, and both blows land.",
        },
    ),
}
