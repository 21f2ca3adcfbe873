"""The in-app rules, in the project's own words, as data the rules screen lays out.

Each game has a title, a credit, where the rules come from, and sections of
paragraphs and tables. Nothing here is pasted from the published texts; a
test checks that. Where the texts leave a gap, these pages follow RULINGS.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.games.duel_of_swords import DESCRIPTIONS, SWORD_NAMES, matrix_letters


@dataclass(frozen=True)
class Table:
    """A table: a header row and rows of cells. ``practice_only`` tables are shown only outside a game."""

    caption: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    practice_only: bool = False


@dataclass(frozen=True)
class Section:
    title: str
    paragraphs: tuple[str, ...]
    tables: tuple[Table, ...] = ()


@dataclass(frozen=True)
class GameRules:
    game_id: str
    title: str
    designer: str
    source: str
    sections: tuple[Section, ...]

    def visible_sections(self, in_game: bool) -> tuple[Section, ...]:
        """The sections with practice-only tables left out during a game (Duel of Swords' matrix)."""
        if not in_game:
            return self.sections
        return tuple(Section(s.title, s.paragraphs, tuple(t for t in s.tables if not t.practice_only)) for s in self.sections)

    def all_text(self) -> str:
        """Every word on the page, for searching and for the originality test."""
        parts = [self.title, self.designer, self.source]
        for s in self.sections:
            parts.append(s.title)
            parts.extend(s.paragraphs)
            for t in s.tables:
                parts.append(t.caption)
                parts.extend(t.header)
                parts.extend(cell for row in t.rows for cell in row)
        return "\n".join(parts)


# ---------------------------------------------------------------- Duel of Swords

_RESULT_WORDS = {"A": "You hit", "B": "They hit", "a": "Your adv.", "b": "Their adv.", "X": "Both hit", ".": "—"}


def duel_of_swords_matrix() -> Table:
    """The results table from the row fencer's side (it is symmetric, so either fencer may read it so)."""
    letters = matrix_letters()
    rows = tuple((SWORD_NAMES[mine], *(_RESULT_WORDS[letters[theirs][mine]] for theirs in range(10))) for mine in range(10))
    return Table(
        "Results: your move down the side, theirs along the top",
        ("You \\ They", *SWORD_NAMES),
        rows,
        practice_only=True,
    )


DUEL_OF_SWORDS = GameRules(
    game_id="duel-of-swords",
    title="Duel of Swords",
    designer="Author unknown; played on Q-Link's Red Dragon Inn in 1988",
    source="Written down years later from memory by one of its players, so other versions may differ a little.",
    sections=(
        Section(
            "The idea",
            (
                "Two fencers of equal strength and skill face each other, so only judgement counts. There are no cards "
                "to draw and no dice: every round each of you secretly picks one of ten moves, and a fixed table of "
                "results says what came of the pair.",
                "You get better by learning how your opponent thinks, and by being hard to read yourself.",
            ),
        ),
        Section(
            "A round",
            (
                "Both fencers choose a move in private. When both have chosen, the two moves are shown together and "
                "the result is announced: one of you lands a hit, one of you gains an advantage, you both land a hit, "
                "or nothing comes of it.",
                "Unless the no-repeat house rule is on, you may use any move in any round, even the one you just used.",
            ),
        ),
        Section(
            "Advantages",
            (
                "An advantage scores nothing on its own. Gain another advantage in the very next round and the pair "
                "turns into one hit; both advantages are then spent.",
                "Any other result in that next round — a hit for either fencer, a double hit, nothing, or an advantage "
                "for your opponent — takes your advantage away without a hit. A third advantage in a row simply starts "
                "a new one.",
            ),
        ),
        Section(
            "Winning",
            (
                "The first fencer to reach five hits wins. A double hit can bring both fencers to five in the same "
                "round; then the bout goes on until, at the end of a round, one of you is ahead.",
                "After fifteen rounds time is called. The fencer with more hits wins; equal hits make a draw. An "
                "advantage still waiting at the end counts for nothing.",
                "Before a game you may change the hits needed, the round limit and what happens when time is called.",
            ),
        ),
        Section(
            "The ten moves",
            ("These short descriptions are all a fencer may look at while playing.",),
            (Table("Moves", ("Move", "What it does"), tuple(zip(SWORD_NAMES, DESCRIPTIONS, strict=True))),),
        ),
        Section(
            "The results table",
            (
                "Players should not study the results table during a bout, so the app shows it only here, outside a "
                "game, and after a game is over. Practice mode can show it during play.",
                "The descriptions are only flavour: where they and the table disagree, the table decides.",
                "In the table as it was handed down, two high cuts score nothing while two low cuts are a double hit. "
                "Options let two high cuts be a double hit too, or let neither pair score.",
            ),
            (duel_of_swords_matrix(),),
        ),
        Section(
            "Other themes",
            (
                "The same game works with any ten names. The Duel of Spells theme renames the moves, in order: "
                "Lightning Bolt, Crushing Force, Drain Strength, Mind Blast, Force Shield, Energy Shield, Teleport, "
                "Dimension Shift, Mirror Image and Lightning Rod.",
            ),
        ),
    ),
)


# ---------------------------------------------------------------- Clashing Blades

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
                "The table always tells you the threat you face, for example \u201c2 points to you\u201d.",
            ),
        ),
        Section(
            "Spade against spade",
            (
                "When both duellists lead a spade, both are threatened at once. The one facing more damage, that is "
                "the one who played the lower spade, may drop: discard the spade and answer the other spade with a "
                "diamond or a club from hand. If that duellist lets the chance go, the other may drop instead. If "
                "neither drops, both take their damage.",
                "With equal spades, the duellist who did not deal decides first.",
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
                "strengths add up to at least that heart's. Then the heart is discarded.",
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
            ),
        ),
    ),
)

#: The rules pages by game id. Only games that can be played in this version have a page.
RULES: dict[str, GameRules] = {r.game_id: r for r in (DUEL_OF_SWORDS, CLASHING_BLADES)}


def rules_for(game_id: str) -> GameRules:
    """The rules page for ``game_id``; ``KeyError`` with a readable message when there is none."""
    try:
        return RULES[game_id]
    except KeyError:
        raise KeyError(f"No rules page for {game_id!r}; known: {', '.join(sorted(RULES))}") from None
