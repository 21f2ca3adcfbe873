"""Suits Duel explained in our own words, following RULINGS.md section 4 where the text leaves gaps."""

from __future__ import annotations

from .page import GameRules, Section, Table

SUITS_DUEL = GameRules(
    game_id="suits-duel",
    title="Suits Duel",
    designer="Nicholas Fletcher (2018)",
    source="Published as an invented game on pagat.com (text of 17 April 2018).",
    sections=(
        Section(
            "The idea",
            (
                "Two rivals guard three hidden shield cards each. Face-up battlers stand in front of the shields, and "
                "cards from the hand are spent as spells: to summon more battlers, to wound and kill the enemy's, to "
                "heal your own, and to cancel what the other side casts. Lose your last shield and you lose the duel.",
                "One ordinary 52-card pack is used (54 with the jokers option).",
            ),
        ),
        Section(
            "Setting up",
            (
                "Each player gets seven cards in hand, then three face-down cards as shields, and one more card "
                "face up in front of those: the first battler. The rest of the pack is "
                "the deck; discarded cards form a face-up pile beside it.",
                "Nobody, not even the owner, may look at a shield until it is turned over (the option \u201cowners see "
                "their shields\u201d relaxes this).",
            ),
        ),
        Section(
            "A turn",
            (
                "Start by drawing two cards. The player who opens the game skips that draw on the very first turn.",
                "Then cast as many spells as you like, one after another, or none at all, and end your turn. If you "
                "hold more than seven cards at that moment, throw away cards of your choice until seven are left. "
                "During your opponent's turn there is no such limit.",
            ),
        ),
        Section(
            "Ranks in a circle",
            (
                "Ace counts 1, jack 11, queen 12, king 13, and the ranks wrap around: the king sits next to the ace. "
                "So a queen is two steps from an ace, and a jack is three.",
            ),
        ),
        Section(
            "The spells",
            (
                "Summon: lay down two cards of equal rank. Choose one to join your battlers face up; the other is discarded.",
                "Attack: play one card onto an enemy battler. Its suit must be the suit of at least one of your own "
                "battlers (the target's suit does not matter). Against an unwounded battler, your card must be at "
                "most two steps from the battler's rank, and it stays tucked under the battler as a wound. Against a "
                "battler that already has a wound, measure the two steps from the wound card instead: the second "
                "wound kills, and battler, wound and attacking card are all discarded.",
                "Example: with battlers in hearts and clubs you may hit an unwounded five of diamonds with any heart "
                "or club from three up to seven. An unwounded ace can be hit by a queen, king, ace, two or three.",
                "Heal: play one card onto a wound card under one of your own battlers. It must be the battler's suit "
                "and at most one step from the wound's rank. Both the wound and your card are discarded.",
                "Counter: see below. It is the only spell you may cast when it is not your turn.",
            ),
            (
                Table(
                    "The spells at a glance",
                    ("Spell", "Cards", "Needs", "Effect"),
                    (
                        ("Summon", "2", "same rank", "one becomes a battler, one is discarded"),
                        ("Attack", "1", "a battler of its suit; within 2 of target or its wound", "wound, or kill"),
                        ("Heal", "1", "battler's suit; within 1 of the wound", "wound removed"),
                        ("Counter", "3", "one suit, right after the foe casts", "that spell fails"),
                        ("Study", "2", "one is a joker (jokers option)", "draw three"),
                    ),
                ),
            ),
        ),
        Section(
            "Counters",
            (
                "Whenever a spell is cast, the other player may answer by discarding three cards of one suit. That "
                "cancels the spell: it does nothing and the cards used for it are lost to the discard pile.",
                "A counter is a spell too, so it may be countered in turn, and so on for as long as the players have "
                "the cards. Count the counters stacked on the first spell: an even number lets it work, an odd number "
                "stops it.",
                "At this table the other player is always offered the choice \u201ccounter or let it resolve\u201d "
                "after every spell, even with nothing to counter with, so the caster never learns what the other hand "
                "holds. In pass-and-play the screen therefore goes to the other player after each spell. The option "
                "\u201cquick counters\u201d skips that question when no counter is possible; it is faster, but it "
                "tells the caster so.",
            ),
        ),
        Section(
            "Broken shields",
            (
                "The moment a player has no battler left, they choose one of their face-down shields, turn it over "
                "and it becomes their new battler. This happens straight after the spell that caused it and cannot be "
                "countered; only countering the killing attack prevents it.",
            ),
        ),
        Section(
            "The storm",
            (
                "If a card must be drawn and the deck is empty, the storm strikes. Whoever has fewer battlers turns "
                "over one shield into a battler; with equal numbers, both do, the player whose turn it is first. Then "
                "the discard pile is shuffled to make a new deck and the interrupted draw carries on with the cards "
                "still due. If even the new deck runs dry, the rest of that draw is simply lost.",
            ),
        ),
        Section(
            "Winning",
            (
                "A player whose last shield has been turned over loses at once, even in the middle of a turn. If a "
                "storm takes the last shield from both players together, the duel is drawn.",
                "Option \u201cwhen a player loses\u201d: play on after the last shield and lose only when a shield "
                "must be turned and none is left, which gives each side one more life.",
            ),
        ),
        Section(
            "Jokers",
            (
                "With the jokers option the pack has two jokers. A joker has neither rank nor suit, so it cannot "
                "summon, attack, heal or help a counter. Its one use is study: discard a joker together with any other "
                "card and draw three. With jokers the opening player draws one card on the first turn instead of none. "
                "A joker is never dealt as a shield or a first battler; another card is dealt in its place.",
            ),
        ),
        Section(
            "What you can see",
            (
                "Battlers, wounds, spells being cast and the discard pile are open to both players; you may browse "
                "the whole discard pile unless the option \u201cbrowse the discard pile\u201d is off, in which case "
                "only its top card shows. Hands, shields and the order of the deck stay hidden.",
            ),
        ),
    ),
    minute=(
        "You and your rival each guard three hidden shields, with battlers standing in front of them.",
        "On your turn, cards from your hand are spells: summon battlers, attack the enemy's, heal your own.",
        "Three cards of one suit cancel a spell. When the deck runs out, the storm breaks shields.",
        "Lose your last shield and you lose.",
    ),
    lessons=(
        ("A turn", "Summon"),
        ("Ranks in a circle", "Attack:"),
        ("The spells", "Heal"),
        ("Counters", "Counter"),
        ("Broken shields", "wounded twice"),
        ("The storm", "storm"),
    ),
)
