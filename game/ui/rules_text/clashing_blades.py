"""Clashing Blades explained in our own words, with its interaction and event tables."""

from __future__ import annotations

from .page import GameRules, Section, Table

CLASHING_BLADES = GameRules(
    game_id="clashing-blades",
    title="Clashing Blades",
    designer="Lester Smith (2009)",
    source="Lester Smith Games; an illustrated edition of the cards is sold by the publisher.",
    sections=(
        Section(
            "The idea",
            (
                "A sword fight for two, played with an ordinary deck. Each duellist starts with 15 health. Bring your "
                "foe to zero or below to win; if both of you drop to zero together, nobody wins.",
            ),
        ),
        Section(
            "The cards",
            (
                "Health is kept on two heart cards each: one duellist has the 7 and 8, the other the 6 and 9, fifteen "
                "pips either way. As you are hurt, pips are covered.",
                "The duel deck holds the spades, diamonds and clubs from ace to ten: thirty cards. A card's strength is "
                "the number on it, and an ace is worth one. Each duellist is dealt seven cards; the deal passes to the "
                "other player every hand.",
            ),
        ),
        Section(
            "What the suits do",
            (
                "Spades attack. You may play a spade only when going en garde; its strength is the damage it threatens.",
                "Diamonds parry. A diamond takes its strength off a threat.",
                "Clubs parry and strike back. A club takes its strength off a threat, and whatever strength it has "
                "left over becomes a new threat against your foe: the riposte.",
                "Hearts only count health, unless you play with extra hearts (advanced rule 1).",
            ),
        ),
        Section(
            "En garde",
            (
                "Both duellists choose a card in secret and lay it face down; then both are turned up together. A "
                "duellist with no cards plays none. What the pair does is set out in the table of card interactions "
                "below.",
            ),
        ),
        Section(
            "The exchange",
            (
                "Whoever is threatened may answer with one card from hand. Only one answer per threat: whatever it "
                "fails to stop is taken as damage straight away.",
                "A club that is stronger than the threat turns the surplus on the other duellist, who may answer that "
                "in turn, and so on. You may also choose not to answer and take the damage.",
                "The table always tells you the threat you face, for example \u201c2 damage coming at you\u201d. You are "
                "asked even with no diamond or club in hand; then you can only take the damage.",
            ),
        ),
        Section(
            "Spade against spade",
            (
                "When both duellists lead a spade, both are threatened at once. The one facing more damage, that is "
                "the one who played the lower spade, may drop: discard the spade and answer the other spade with a "
                "diamond or a club from hand. If that duellist lets the chance go, the other may drop instead. If "
                "neither drops, both take their damage.",
                "Each choice is asked of its duellist whatever they hold: with nothing to drop for, you can only keep "
                "your spade, so nobody learns what your hand lacks.",
            ),
        ),
        Section(
            "Disengaging",
            (
                "An exchange stops in one of three ways. If nobody is threatened, the cards played are discarded and "
                "you go en garde again with what is left in your hands.",
                "If anyone took damage, both hands are thrown in, every duel card is shuffled together and seven new "
                "cards are dealt to each. The same happens, without damage, when both duellists have run out of "
                "cards and nothing is threatened.",
                "A duellist who runs out first can still be attacked, with nothing left to parry.",
            ),
        ),
        Section(
            "Table of card interactions",
            ("How two cards meet, at en garde or in the exchange.",),
            (
                Table(
                    "Card interactions",
                    ("Card", "Meets", "Result"),
                    (
                        ("Spade", "Spade", "Both threatened: see Spade against spade"),
                        ("Spade", "Diamond", "Defender threatened by spade − diamond"),
                        ("Spade", "Weaker club", "Defender threatened by spade − club"),
                        ("Spade", "Stronger club", "Attacker threatened by club − spade"),
                        ("Spade", "Equal card", "No threat: an exact counter"),
                        ("Spade", "Nothing", "Defender threatened by the whole spade"),
                        ("Diamond or club", "Diamond or club", "No effect: go en garde again"),
                        ("A threat", "Diamond", "Threat − diamond is damage"),
                        ("A threat", "Weaker club", "Threat − club is damage"),
                        ("A threat", "Stronger club", "Club − threat threatens back"),
                        ("A threat", "Equal card", "No damage: an exact counter"),
                    ),
                ),
            ),
        ),
        Section(
            "Advanced rule 1: extra hearts",
            (
                "The ace to 5 and the 10 of hearts join the duel deck. They stand for wounds that sting.",
                "When your foe takes damage you may lay one heart from your hand in front of them. It adds no damage, "
                "but when the next hand is dealt they must first throw away cards from hand, of any suits, whose "
                "strengths add up to at least that heart's. Then the heart is discarded. You are asked after every "
                "blow your foe takes, heart in hand or not, so the question tells nothing.",
                "A heart cannot be played on its own: a duellist holding nothing but hearts throws them away.",
            ),
        ),
        Section(
            "Advanced rule 2: the event deck",
            (
                "The jacks, queens, kings and two jokers form a separate deck, shuffled once and never reshuffled. "
                "Whenever you bring a threat to exactly zero, you may turn up its top card and apply it. A Balance "
                "card stays in front of you, from hand to hand, until you use it; then it is gone.",
            ),
            (
                Table(
                    "Events",
                    ("Card", "Event"),
                    (
                        ("Spade J / Q / K", "Punch: your foe takes 1 / 2 / 3 damage, and the hand goes on."),
                        ("Heart J / Q / K", "Second wind: you win back 1 / 2 / 3 health, never above 15."),
                        ("Club J / Q / K", "Trickery: your foe throws away 1 / 2 / 3 cards of their choice."),
                        ("Diamond J / Q / K", "Balance: kept; later parries 1 / 2 / 3, alone or beside one diamond."),
                        ("Minor Joker", "Your foe is disarmed and throws away the rest of their hand."),
                        ("Major Joker", "You lose your own blade and throw away the rest of your hand."),
                    ),
                ),
            ),
        ),
        Section(
            "The Origins 2008 Marcus King",
            (
                "An optional extra event card. Whoever turns it up fires a duelling pistol: 4 damage to the foe, and "
                "the hand ends as after any damage. While the smoke clears, every used event card, this one included, "
                "is shuffled back into the event deck.",
            ),
        ),
        Section(
            "How this table decides the fine points",
            (
                "One answer per threat; the answer may be one card, a Balance card, or one diamond plus one Balance.",
                "Answering is never compulsory.",
                "A diamond or club at en garde that exactly matches the other spade counts as an exact counter.",
                "A punch hurts but does not end the hand; the Marcus King does.",
                "The first dealer is drawn at random; after that the deal alternates.",
                "Quick answers, an option: a question you cannot answer is skipped (no diamond, club or Balance "
                "against a threat, nothing to drop your spade for, no heart to place). Faster, but your foe then "
                "learns what you do not hold.",
            ),
        ),
    ),
    minute=(
        "A sword fight for two, with 15 health each.",
        "Both lay a card in secret and turn them up together: a spade threatens its number in damage.",
        "Diamonds parry a threat, clubs parry and strike back; what is not stopped is damage.",
        "Bring your foe to zero to win.",
    ),
    lessons=(
        ("The idea", "spades attack"),
        ("En garde", "En garde:"),
        ("The exchange", "You are threatened"),
        ("What the suits do", "Answer with a club"),
        ("Disengaging", "Disengage"),
        ("Spade against spade", "Spade against spade"),
    ),
)
