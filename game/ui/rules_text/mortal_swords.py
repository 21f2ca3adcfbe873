"""Mortal Swords explained in our own words, with the answer table and every option."""

from __future__ import annotations

from .page import GameRules, Section, Table

MORTAL_SWORDS = GameRules(
    game_id="mortal-swords",
    title="Mortal Swords",
    designer="Mikael Saurén (version 1.3.2, 2021)",
    source="Published free on the designer's card-games site, koodikulma.fi.",
    sections=(
        Section(
            "The idea",
            (
                "Two to four knights fight with one ordinary 52-card pack. Every knight holds six cards. Each time you "
                "fail to fend off a blow, one of your cards turns into armor, and armor never goes back into your hand. "
                "When your hand is empty your knight falls. The last knight still standing wins.",
            ),
        ),
        Section(
            "Setting up",
            (
                "Everyone gets six cards. The next card is turned up and slid sideways under the deck: its suit is the "
                "strong suit for the whole game. That card is simply the last one to be drawn from the deck (unless "
                "the option keeps it out of play).",
                "The knight on the dealer's left makes the first attack.",
            ),
        ),
        Section(
            "Three kinds of suit",
            (
                "Usually only colour matters: any red card answers a red card, any black card a black one. The strong "
                "suit is the exception. It counts as a suit of its own, so only a strong-suit card can answer a "
                "strong-suit attack. It still works the other way round: a strong-suit card may answer an attack in "
                "the other suit of its colour (its neighbour).",
                "So think of three groups: the strong suit, its neighbour, and the two suits of the other colour, "
                "which are interchangeable.",
            ),
        ),
        Section(
            "A sword attack",
            (
                "The attacker plays one card face up: a card from hand, or the top card of the deck turned over (a "
                "random card). After playing from hand you draw a replacement at once.",
                "An ace counts 1 when it attacks and 14 when it defends. The strong suit's jack, queen and king may "
                "never be played from hand to attack; they are for defence. A random card may be anything.",
                "Then every other living knight answers, one after another clockwise from the attacker's left, each "
                "with a hand card (and a fresh draw) or a random card. Every answer is compared with the attacking "
                "card only.",
            ),
            (
                Table(
                    "How an answer fares",
                    ("Result", "When"),
                    (
                        ("Block", "Higher than the attacking card and of its group (see the three kinds of suit)."),
                        ("Parry", "Exactly the same number, any suit. Nobody can parry an attacking ace."),
                        ("Damage", "Anything else. You will have to take a hit."),
                    ),
                ),
            ),
        ),
        Section(
            "Taking a hit",
            (
                "Hits are taken only after everyone has answered, in the same clockwise order. A hit knight picks one:",
                "Lay a hand card face up in your armor row. You do not draw for it.",
                "Take the attacking card itself into your armor row, and throw away one hand card face down. Only one "
                "knight per attack can take it.",
                "Turn face down one of your face-up armor cards that covers the attacking card (the number does not "
                "matter). Armor covers as a block would: a strong-suit armor covers the strong suit and its "
                "neighbour, a neighbour armor only the neighbour, and either suit of the other colour covers both. "
                "A turned-down armor card has done its job and cannot be used again.",
                "Hand plus armor is always six cards. A knight whose hand runs out falls, and the last hand card "
                "becomes the sixth armor.",
            ),
        ),
        Section(
            "Who attacks next",
            (
                "The first knight clockwise who was hit attacks next. If nobody was hit, the knight with the highest "
                "block does (on equal blocks, the one who played first). If every answer was a parry, the attacker "
                "goes again. A knight who fell in this attack is passed over.",
                "The cards of the attack go face down onto the discard pile. When someone needs a card and the deck "
                "is empty, that pile is shuffled into a new deck. Armor is never shuffled back.",
            ),
        ),
        Section(
            "Extensions",
            (
                "Warrior's Vow: before the first attack every knight secretly picks one hand card; all are shown at "
                "once and become each knight's first armor, leaving five in hand. A switch lets the vows go round the "
                "table one at a time in the open instead.",
                "Gentleman Rule: on your own first attack you may not play a strong-suit card or any jack, queen or "
                "king from hand. With nothing else allowed, you attack with a random card.",
            ),
        ),
        Section(
            "Variations",
            (
                "Expanded Dodging (3–4 knights): later defenders may also escape by matching the number of any block "
                "played earlier in the same attack, in any suit. A dodge counts as a parry for who attacks next.",
                "Damage-To-Stop (3–4 knights): the attack ends with the first knight who is hit; that knight takes "
                "the hit and attacks next, and the knights after them do not answer.",
                "Steal-To-Stop (3–4 knights): a knight who is hit may instead grab the attacking card as armor on the "
                "spot, skipping the replacement draw, which ends the attack and gives them the next one.",
                "Stealing Costs: to take the attacking card you must commit a hand card face down while answering "
                "(no draw for it). That counts as a hit; you then take the attacking card without throwing anything "
                "away. Only one knight per attack may commit. With Steal-To-Stop as well, only that committed knight "
                "may steal, and the steal stops the attack; a knight hit face up cannot steal at all.",
                "Hectic Knights (3–4 knights, and one human player at most): once the attacking card is shown, the "
                "defenders answer in any order, as fast as they like. Whoever played first counts first for hits, "
                "blocks and the steal. Replacement cards are drawn only when everyone has answered. A switch makes "
                "every steal a face-down commitment, as under Stealing Costs.",
                "Other switches: keep the strong-suit card out of play for good, and memory mode, where turned-down "
                "armor no longer shows which card it was.",
            ),
        ),
        Section(
            "Playing well",
            (
                "Keep aces and the strong suit's court cards for defence; attack with the strong suit's lower cards, "
                "and with high cards of other suits. Look for each knight's weak groups, the ones no face-up armor of "
                "theirs covers, and aim there. Sacrifice low cards as armor, and try to own a strong-suit armor and "
                "one of the other colour. When a hit cannot be avoided, lose a bad card with it.",
            ),
        ),
    ),
    minute=(
        "Two to four knights, six cards each. A card turned up under the deck names the strong suit.",
        "The attacker lays a card and everyone else answers it:"
        " block it higher in its colour, parry it with the same number, or be hit.",
        "A hit turns one of your cards into armor. An empty hand means your knight falls.",
        "The last knight standing wins.",
    ),
    lessons=(
        ("Three kinds of suit", "strong suit"),
        ("A sword attack", "Block it"),
        ("Taking a hit", "armor"),
        ("Who attacks next", "Who attacks next"),
    ),
)
