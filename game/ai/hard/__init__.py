"""Hard players written for one game. A game gets its own by adding ``hard/<game id with underscores>.py``
exporting ``HardAgent``; every other game's Hard is the generic search (:mod:`game.ai.ismcts`)."""
