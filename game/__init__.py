"""Card Duels: a desktop table for five duel card games played with an ordinary deck."""

__version__ = "0.1.0"
