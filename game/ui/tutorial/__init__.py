"""Learn to play: a guided first game of each game, on a stacked deck against an Easy computer."""
