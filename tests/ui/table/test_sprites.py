"""Card pictures are drawn once per look and reused: a look is everything the picture shows."""

from __future__ import annotations

import pygame

from game.ui.table.sprites import Pictures


class WordsArt:
    """Art that remembers the words each move card was drawn with."""

    def __init__(self) -> None:
        self.drawn: list[str] = []

    def move_card(self, index: int, name: str, description: str, width: int) -> pygame.Surface:
        self.drawn.append(description)
        return pygame.Surface((width, width * 7 // 5))


def test_a_move_card_whose_words_changed_is_drawn_anew() -> None:
    """Duel of Swords prints a move card's tip on its face, and the tip may change (No repeats puts why a move is
    barred before its description). Pictures were kept by code, width, title and dimming only: a face whose words
    changed and nothing else would have shown whichever words came first."""
    pygame.init()
    art = WordsArt()
    pictures = Pictures(art)  # type: ignore[arg-type]
    plain = pictures.surface("move:2", True, 120, "Cut Low", "Meet a thrust low.")
    barred = pictures.surface("move:2", True, 120, "Cut Low", "No repeats: you used this last round. Meet a thrust low.")
    again = pictures.surface("move:2", True, 120, "Cut Low", "Meet a thrust low.")
    assert art.drawn == ["Meet a thrust low.", "No repeats: you used this last round. Meet a thrust low."]
    assert again is plain and barred is not plain
