"""Each game's Normal player: the game's own strategy advice, written as code."""
