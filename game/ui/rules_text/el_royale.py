"""El Royale explained in our own words: battles, throw-ins, the pile, elimination, teams and table talk."""

from __future__ import annotations

from .page import GameRules, Section, Table

EL_ROYALE = GameRules(
    game_id="el-royale",
    title="El Royale",
    designer="Adomas Milius",
    source="Published on pagat.com and at elroyale.cc; this page follows the project's rulings where the text is open.",
    sections=(
        Section(
            "The aim",
            (
                "Two to eight people play with one 52-card deck, each for themselves or in two equal teams whose "
                "members sit between opponents. Kings rank highest, aces lowest; suits have no order.",
                "You win by laying down the fourth card of some rank in a battle when that card leaves your hand "
                "empty. The four may come from several players, but the last one must be yours. In a team game your "
                "whole side wins with you.",
            ),
        ),
        Section(
            "Dealing and the piles",
            (
                "Everyone gets four cards, dealt singly and clockwise, the dealer first. What is left is the face-down "
                "deck of new cards. Played cards gather in the face-up battle pile, overlapped so every card shows; "
                "cards that nobody claims go face down onto the discard pile. When the deck is used up the discard "
                "pile is shuffled into a fresh deck.",
                "In the first game the dealer and the first attacker are drawn at random. In a match, someone from "
                "the losing side deals the next game and the winner attacks first.",
            ),
        ),
        Section(
            "A battle",
            (
                "The attacker leads one card, or several of one rank, at the defender: the next player to the left. "
                "You place cards one at a time, so you decide which card ends up on top.",
                "Before the defender answers, the others may add cards of the attack's rank, going round from the "
                "defender's left. The defender then either beats the top card or concedes.",
                "A beat is one or more cards of a single rank: either the top card's own rank, or a higher rank with "
                "at least one card in the top card's suit. Against a king only kings will do.",
                "After a beat, anyone except the defender may add cards of the new top rank, again round from the "
                "defender's left. The defender may join in only once somebody else has added something since the "
                "defender last played. Rounds continue until a whole round passes with nothing added.",
                "Everyone who may add a card is asked in turn, whether or not they hold one, and after placing a card "
                "you say when you are done, whether or not you hold another: so nobody learns from the turn order "
                "who has a card of the rank. Only an empty hand, or all four cards of the rank already on the pile, "
                "skips the question.",
            ),
        ),
        Section(
            "After the battle",
            (
                "When a beat stands, the battle pile is offered to everyone except the player who put down the last "
                "card: the attacker first, then around to the left. The first to accept adds the whole pile to their "
                "hand; otherwise it is discarded. Nobody may accept a pile that would give them more than sixteen cards.",
                "A defender who concedes must pick up the whole pile. Then everyone short of four cards draws back up "
                "to four: the attacker first, then (after a beat) the defender, then the rest clockwise.",
                "After a beat the defender attacks next. After a concession the defender loses that chance and the "
                "player on the defender's left attacks.",
            ),
            (
                Table(
                    "Who attacks next",
                    ("How the battle ended", "Next attacker"),
                    (
                        ("The defender beat the attack", "The defender"),
                        ("The defender conceded", "The player to the defender's left"),
                        ("A partner stood in for an eliminated player", "The first player still in, left of the empty seat"),
                    ),
                ),
            ),
        ),
        Section(
            "Too many cards",
            (
                "Sixteen cards is the most anyone may hold. A defender who concedes and ends up above sixteen is out "
                "of the game at once. All of that player's cards are laid face up; beginning with the attacker and "
                "going left, each remaining player gets one turn to help themselves to any of them, staying at "
                "sixteen or fewer. Whatever nobody takes is discarded.",
                "Alone, a player whose turn comes while they are out is simply passed over. In teams nobody may ever "
                "attack a partner: when the seat you would attack is empty, the first partner of that empty seat "
                "round to the left defends in its place, and whatever happens the next attack comes from the first "
                "player still in on the left of the empty seat.",
                "When only one player, or only one team, is left in the game, they win.",
            ),
        ),
        Section(
            "Table talk",
            (
                "Everything said at this table is said to everyone. On your turn you may show a card from your hand; "
                "it stays visible to all until you play it. In a team game you may also, once per battle, ask your "
                "partner to throw in, to throw in a card of another suit, or to attack with a rank you name. A "
                "defender who asks for help before answering gives the others one more round of throw-ins. At the "
                "table, the requests wait behind the Signal button beside Say nothing.",
                "Everyone can always see how many cards each player holds, and which cards went into a hand face up "
                "from a picked-up pile or the spread of an eliminated player, until those cards are played. The deck "
                "and the discard pile cannot be looked through.",
            ),
        ),
        Section(
            "Choices you can make before playing",
            (
                "Teams: two sides of equal size in alternate seats, for four, six or eight players.",
                "Throw-in rounds: keep going round until nobody adds a card (the default), or allow a single pass.",
                "Taking the pile above sixteen: not allowed (the default), or allowed at the price of being eliminated.",
                "Quick throw-ins: skip players who hold no card of the rank. Faster, but everyone then learns who "
                "holds none of that rank.",
            ),
        ),
        Section(
            "Hints",
            (
                "Hold as few different ranks as you can: a single battle only ever sees two ranks, so with three or "
                "more in your hand you cannot empty it this battle.",
                "Watch which cards go to the discard pile and which are known to sit in other hands; a rank with a "
                "card out of reach is a poor one to collect.",
                "A king attack cannot be answered with anything but kings, so taking it into your hand is often the "
                "better choice.",
            ),
        ),
    ),
    minute=(
        "Two to eight players, four cards each, alone or in two teams.",
        "An attack is a battle pile laid at one player. Others may throw in cards of the same rank.",
        "The defender beats the top card (same rank, or higher with its suit) or takes the whole pile.",
        "Lay the fourth card of a rank as the last card in your hand, and you win.",
    ),
    lessons=(
        ("The aim", "fourth card"),
        ("A battle", "Throw in"),
        ("After the battle", "draws back up"),
    ),
)
